"""Episodes that do not wait for each other (an engine with `submit`, as SGLang's): each environment steps as
soon as its response arrives, and the rollout (groups, rows, their order) is the lockstep one."""
import concurrent.futures
import time

import numpy as np
import pytest

from mcgpo_jax.envs.base import StepResult, Task
from mcgpo_jax.envs.interface import PromptConfig
from mcgpo_jax.rollout.agent import UnknownTokenError, collect
from mcgpo_jax.rollout.engines.base import Generation, SamplingParams
from tests.fakes import ByteTokenizer

ACTIONS = ("go", "look", "stop")


class Walk:
  """Counts steps; "stop" ends the episode (won when it comes after at least two steps). Records when each
  (episode, step) ran, so a test can see episodes step out of lockstep."""
  name, max_steps = "alfworld", 6

  def __init__(self, log, slot, step_s=0.0):
    self.log, self.slot, self.step_s = log, slot, step_s   # step_s: seconds each step takes

  def reset(self, task):
    self.n, self.task = 0, task
    return self._obs()

  def _obs(self):
    return f"{self.task.task_id} room {self.n}", {"admissible_actions": list(ACTIONS), "task": "walk"}

  def step(self, action):
    time.sleep(self.step_s)
    self.log.append((self.slot, self.n))
    self.n += 1
    done = action == "stop"
    won = done and self.n > 2
    obs, info = self._obs()
    return StepResult(obs, float(won), done, {**info, "won": won, "score": float(won)})


class StreamEngine:
  """A sampler whose response to a prompt depends on (seed, row id, prompt) only, as a seeded engine's does.
  With `delays` it also takes requests one by one (`submit`), row r answering after delays.get(r, 0) s."""

  def __init__(self, delays=None):
    self.delays = delays
    if delays is not None:
      self._pool = concurrent.futures.ThreadPoolExecutor(16)
      self.submit = self._submit

  def _one(self, prompt, seed, row):
    rng = np.random.default_rng([seed, row, sum(prompt) % 997])
    action = ACTIONS[rng.choice(3, p=[0.5, 0.2, 0.3])]
    ids = list(f"<think>{rng.integers(100)}</think><action>{action}</action>".encode())
    return Generation(ids=ids, logprobs=rng.normal(size=len(ids)).tolist(), finish_reason="stop")

  def generate(self, prompts, sampling, seed, row_ids=None):
    row_ids = range(len(prompts)) if row_ids is None else row_ids
    return [self._one(p, seed, r) for p, r in zip(prompts, row_ids)]

  def _submit(self, prompt, sampling, seed, row_id):
    def answer():
      time.sleep(self.delays.get(row_id, 0.0))
      return self._one(prompt, seed, row_id)
    return self._pool.submit(answer)


def _collect(engine, log, overlap=True):
  tasks = [Task(f"t{p}", "train") for p in range(3)]
  return collect([Walk(log, k) for k in range(12)], tasks, 4, engine, ByteTokenizer(), PromptConfig("alfworld"),
                 SamplingParams(temperature=1.0, max_new_tokens=64), seed=7, max_steps=6, first_episode=20,
                 overlap=overlap)


def test_overlapped_episodes_collect_the_lockstep_rollout():
  lockstep_log, overlapped_log = [], []
  lockstep = _collect(StreamEngine(), lockstep_log)
  # Episode 20 (slot 0: task t0's first sibling) answers slowly: the others run ahead of it.
  overlapped = _collect(StreamEngine(delays={20: 0.2}), overlapped_log)
  assert overlapped.groups == lockstep.groups
  assert [(r.prompt_ids, r.response_ids, r.logprobs) for r in overlapped.rows] == \
         [(r.prompt_ids, r.response_ids, r.logprobs) for r in lockstep.rows]
  assert {k: v for k, v in overlapped.stats.items() if not k.startswith("tim")} == \
         {k: v for k, v in lockstep.stats.items() if not k.startswith("tim")}
  lengths = sorted({len(t.steps) for g in lockstep.groups for t in g.trajectories})
  assert len(lengths) > 1   # episodes of several lengths: lockstep turns would have waited
  # Lockstep: every episode's step n before any step n + 1. Overlapped: others stepped past 0 before t0's
  # slow sibling took its first step.
  assert [n for _, n in lockstep_log] == sorted(n for _, n in lockstep_log)
  slow_first = overlapped_log.index((0, 0))
  assert any(n > 0 for _, n in overlapped_log[:slow_first])


def test_overlap_off_or_an_engine_without_submit_runs_lockstep_turns():
  log = []
  _collect(StreamEngine(delays={20: 0.05}), log, overlap=False)
  assert [n for _, n in log] == sorted(n for _, n in log)


class _PastTheTokenizer(StreamEngine):
  """Episode 22's responses end with id 300, past the byte tokenizer's 256 (a server of another model)."""

  def _one(self, prompt, seed, row):
    gen = super()._one(prompt, seed, row)
    return Generation(gen.ids + [300], gen.logprobs + [-0.1]) if row == 22 else gen


@pytest.mark.parametrize("delays", [None, {}])   # lockstep turns, and episodes served one by one (`submit`)
def test_a_token_id_past_the_tokenizer_is_refused_naming_it_and_the_engine(delays):
  """Such a target has no probability under the learner's vocabulary mask: one row of it made the update's loss
  NaN. It is refused before it is decoded or recorded."""
  with pytest.raises(UnknownTokenError) as refused:
    _collect(_PastTheTokenizer(delays), [])
  assert str(refused.value) == (
      "_PastTheTokenizer answered token id 300 (episode 22), outside the tokenizer's ids [0, 256): the learner "
      "gives it no probability (a NaN loss); is the engine serving another model?")
