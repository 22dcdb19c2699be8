"""SGR-OPSD's learner-side teacher pass (learn/teacher_pass.py): one float64 gap per token row, recomputed here
from plain per-row log-prob sums; records are never written to."""
import copy

import numpy as np

from mcgpo_jax.credit.teacher import teacher_message
from mcgpo_jax.data.records import Group, Step, Trajectory
from mcgpo_jax.learn.teacher_pass import SGRTeacher, make_teacher, with_teacher_gaps
from mcgpo_jax.rollout.agent import Rollout, TokenRow
from mcgpo_jax.rollout.tiny_tokenizer import train_tokenizer
from mcgpo_jax.rollout.tokenizer import ChatTokenizer

GUIDANCE = "1. go to desk 1"


def toy_logprobs(tokens, attention):
  """Depends on the whole prefix, so the teacher and student prompts score one response differently."""
  prefix = np.cumsum(tokens * attention, axis=-1)
  return np.where(attention > 0, -0.01 * ((prefix * 7 + tokens) % 13) - 0.001 * tokens, 0.0).astype(np.float32)


class Learner:
  calls = 0

  def score_rows(self, params, tokens, attention):
    assert tokens.ndim == 2   # [R, L]: the learner lays them out
    self.calls += 1
    return toy_logprobs(tokens, attention), {"real_tokens": float(attention.sum()), "slot_tokens": 64.0}


class Plans:
  def teacher_text(self, instruction, task_type=None):
    return GUIDANCE


def test_teacher_pass_returns_row_gaps_and_leaves_records_alone(tmp_path):
  texts = ["<think>x</think><action>go to desk 1</action> look around the room"] * 20
  tok = ChatTokenizer(train_tokenizer(texts, str(tmp_path), vocab_size=300))
  # Responses encoded piecewise, so the action span's tokens are exactly the middle piece's.
  pieces = [tok.encode(x) for x in ("<think>x</think><action>", "go to desk", "</action>")]
  scoreable = pieces[0] + pieces[1] + pieces[2]
  rows = [TokenRow(tok.encode_prompt(m), r, [0.0] * len(r), m)
          for m, r in (("look", scoreable), ("room", tok.encode("no action")), ("desk", scoreable))]
  steps = [Step(obs=f"o{k}", action="a", valid=True, reward=0.0, done=False, row=k) for k in range(3)]
  groups = [Group("t", "alfworld", [Trajectory(steps[:2], False), Trajectory(steps[2:], True)], instruction="go")]
  before = copy.deepcopy(groups)
  learner = Learner()
  gaps, stats = SGRTeacher(Plans(), tok, max_prompt_tokens=512).score(
      Rollout(groups, rows, {}), learner, params=None)
  assert groups == before and learner.calls == 1
  assert gaps.dtype == np.float64 and gaps.shape == (3,) and np.isnan(gaps[1])
  for k in (0, 2):
    teacher = tok.encode_prompt(teacher_message(GUIDANCE, rows[k].message))
    span = slice(len(pieces[0]), len(pieces[0]) + len(pieces[1]))
    score = lambda prompt: toy_logprobs(np.array([prompt + scoreable]), np.ones((1, len(prompt + scoreable))))[
        0, len(prompt):][span].astype(np.float64).sum()
    assert abs(gaps[k] - (score(teacher) - score(rows[k].prompt_ids))) < 1e-6 and gaps[k] != 0
  assert stats["sgr/scoreable_rows"] == 2 / 3 and stats["perf/teacher_slot_tokens"] == 64.0
  # Captures get copies that record the gaps (None where NaN); the originals stay without them.
  copies = with_teacher_gaps(groups, gaps)
  assert [s.teacher_gap for t in copies[0].trajectories for s in t.steps] == [gaps[0], None, gaps[2]]
  assert groups == before


def test_make_teacher_reads_config_plans_and_caches_in_the_run_dir_unless_told_otherwise(tmp_path):
  """The builder's one call: config.plans' source, the plans cached under the run dir's plans/ unless
  config.plans.cache_dir names another place."""
  from configs import base
  cfg = base.get_config()
  cfg.plans.source = "skill"
  teacher = make_teacher(cfg, "tok", str(tmp_path / "plans"))
  assert (teacher.plans.source, teacher.plans.env) == ("skill", cfg.env)
  assert teacher.plans.cache.directory == str(tmp_path / "plans")
  assert (teacher.tokenizer, teacher.max_prompt_tokens) == ("tok", cfg.rollout.max_prompt_tokens)
  cfg.plans.cache_dir = str(tmp_path / "shared")
  assert make_teacher(cfg, "tok", str(tmp_path / "plans")).plans.cache.directory == str(tmp_path / "shared")
