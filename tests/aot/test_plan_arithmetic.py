"""The compile plan's counts (aot/update.py) at values where a slip shows, without compiling anything: the lm
head's partial last window, decode's bytes and tokens when finished rows leave, a host's share of groups that
do not divide over hosts, waves of different widths at measured lengths, the teacher pass's two rows per row."""
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from mcgpo_jax.aot import lengths, targets
from mcgpo_jax.aot import update as update_lib
from mcgpo_jax.models.qwen import QwenConfig
from mcgpo_jax.models.sampler import Sampler
from tests.aot.test_aot import tiny_config


def test_the_heads_loop_covers_the_responses_partial_last_window():
  """8 response tokens in windows of 3: 3 windows (the last holds 2); without a chunk, one window."""
  assert update_lib._Sizes.of(tiny_config(**{"learn.logprob_chunk": 3})).head_windows == 3
  assert update_lib._Sizes.of(tiny_config(**{"learn.logprob_chunk": 4})).head_windows == 2
  assert update_lib._Sizes.of(tiny_config()).head_windows == 1


def test_decode_streams_weights_every_step_and_the_cache_only_of_the_rows_still_running():
  """A measured turn of 4 rows decoding 6 steps on average, of which 4.5 whole-batch steps' worth of rows (finished
  rows left): the weights are read 6 times, the cache 4.5 times, and 4 x 4.5 tokens are decoded."""
  q = QwenConfig(vocab_size=64, hidden_size=16, intermediate_size=32, num_layers=3, num_heads=2, num_kv_heads=2,
                 head_dim=8, dtype=jnp.bfloat16)
  fns = update_lib._turn_functions(graphdef=None, qcfg=q, sampler=Sampler(), sampler_params=None, on_mesh=None,
                                   batch=4, width=64, max_new=8, calls=3, trips=6.0, prompt_tokens=100,
                                   response_tokens=20, devices=1, weight_bytes=1000, suffix=":measured-64",
                                   basis="measured", row_trips=4.5)
  decode = {f.name: f for f in fns}["sampler/decode:measured-64"]
  cache = 2 * 3 * 4 * 2 * (64 + 8) * 8 * 2          # keys and values, 3 layers, [4 rows, 2 heads, 72 slots, 8] bf16
  assert decode.memory_bound_bytes == int(6 * 1000 + 4.5 * cache)
  assert (decode.tokens, decode.while_trips, decode.calls) == (18, 4.5, 3)


@pytest.fixture(scope="module")
def measured():
  """A plan at measured lengths: 5 groups of 2 in waves of at most 4 rows (3, 3 and 4), SGR-OPSD's teacher pass
  on, rows of 56 + 8 tokens (traced lazily: nothing here compiles)."""
  rng = np.random.default_rng(0)
  profile = lengths.LengthProfile(rng.integers(8, 56, 200), rng.integers(1, 9, 200), "made up")
  cfg = tiny_config(**{"groups": 5, "rollout.wave_rows": 4, "algorithm": "sgr_opsd"})
  return cfg, profile, update_lib.plan(cfg, jax.devices()[:1], None, profile)


def test_measured_turns_take_the_narrowest_waves_rows_and_every_wave_and_turn(measured):
  cfg, profile, upd = measured
  waves = Sampler(wave_rows=4).waves(10)
  assert [w.stop - w.start for w in waves] == [3, 3, 4]
  turns = [f for f in upd.functions if f.basis == "measured" and "decode" in f.name]
  assert turns and sum(f.calls for f in turns) == upd.turns_per_update * 3
  prompt, response = profile.rows(upd.rows_per_update, cfg.rollout.max_prompt_tokens, cfg.rollout.max_new_tokens)
  want = lengths.rollout_turns(prompt, response, upd.turns_per_update * 3, 3, Sampler().prompt_width,
                               Sampler().decode_calls)
  assert [(f.calls, f.response_tokens) for f in turns] == [(t.turns, t.response_tokens // t.turns) for t in want]


def test_the_teacher_pass_scores_two_rows_per_row(measured):
  cfg, _, upd = measured
  teacher = {f.name: f for f in upd.functions}["sgr_opsd/teacher_logprobs"]
  micro = cfg.learn.micro_batch_size
  assert teacher.while_trips[0] == -(-2 * upd.rows_per_update // micro)
  assert teacher.response_tokens == 2 * upd.rows_per_update * cfg.rollout.max_new_tokens


def test_a_measured_function_counts_tokens_per_call(measured):
  _, _, upd = measured
  fns = {f.name: f for f in upd.functions}
  for basis in ("padded", "packed"):
    step, work = fns[f"learner/train_step:{basis}"], upd.measured[basis]
    assert step.calls == work.calls > 1
    assert step.tokens == work.slot_tokens // work.calls and step.response_tokens == work.response_tokens // work.calls


def test_each_host_samples_its_rounded_up_share_of_groups_that_do_not_divide_over_hosts():
  """5 groups of 2 over the 4 hosts of v5e:4x4: each host samples ceil(5 / 4) = 2 groups, a batch of 4 rows."""
  devices, chip = targets.devices_for("v5e:4x4")
  cfg = tiny_config(groups=5)
  upd = update_lib.plan(cfg, devices, chip.hbm_bytes)
  decode = {f.name: f for f in upd.functions}["sampler/decode"]
  assert decode.tokens // cfg.rollout.max_new_tokens == Sampler().batch_bucket(2 * cfg.group_size) == 4
