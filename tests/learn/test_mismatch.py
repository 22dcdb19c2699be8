"""Rollout-vs-learner mismatch metrics, the warning line, and truncated importance sampling in the learner."""
import jax
import numpy as np
import optax
import pytest
from flax import nnx

from mcgpo_jax.data.tokens import TokenArrays, pack_token_rows
from mcgpo_jax.learn.batching import BatchingConfig
from mcgpo_jax.learn.losses import LossConfig
from mcgpo_jax.learn.mismatch import mismatch_metrics, mismatch_sums, mismatch_warning, row_dumps
from mcgpo_jax.learn.step import Learner
from mcgpo_jax.models.qwen import Qwen, QwenConfig

N, L, V = 10, 12, 256
TINY = QwenConfig(vocab_size=V, hidden_size=32, intermediate_size=64, num_layers=1, num_heads=2, num_kv_heads=1,
                  head_dim=16)


def np_mismatch(old, sample, mask):
  """Token-by-token oracle of the four rollout/* metrics."""
  diffs, k3, outside = [], [], 0
  for r, k in zip(*np.nonzero(mask)):
    v = float(old[r, k]) - float(sample[r, k])
    diffs.append(abs(v))
    k3.append(np.exp(v) - v - 1)
    outside += not 0.5 <= np.exp(v) <= 2.0
  return {"rollout/logprob_diff_max": max(diffs), "rollout/logprob_diff_mean": np.mean(diffs),
          "rollout/kl_sampler_learner": np.mean(k3), "rollout/ratio_outside_frac": outside / len(diffs)}


def test_metrics_match_the_oracle_over_minibatches():
  rng = np.random.default_rng(0)
  old = -rng.exponential(size=(3, 4, L)).astype(np.float32)
  sample = old + rng.normal(scale=0.6, size=old.shape).astype(np.float32)
  mask = rng.random(old.shape) < 0.5
  sample[~mask] = 123.0   # never read off the response
  got = mismatch_metrics(jax.device_get([mismatch_sums(old[k], sample[k], mask[k]) for k in range(3)]))
  want = np_mismatch(old.reshape(-1, L), sample.reshape(-1, L), mask.reshape(-1, L))
  assert 0 < want["rollout/ratio_outside_frac"] < 1
  for name, value in want.items():
    assert got[name] == pytest.approx(value, rel=1e-5), name
  assert mismatch_metrics([mismatch_sums(old[0], old[0], mask[0])]) == {
      "rollout/logprob_diff_max": 0.0, "rollout/logprob_diff_mean": 0.0, "rollout/kl_sampler_learner": 0.0,
      "rollout/ratio_outside_frac": 0.0}


def test_warning_line_names_the_threshold_and_the_fix():
  metrics = {"rollout/logprob_diff_max": 10.7, "rollout/logprob_diff_mean": 0.18,
             "rollout/kl_sampler_learner": 0.127, "rollout/ratio_outside_frac": 0.03}
  line = mismatch_warning(metrics, 0.01)
  assert "0.127 > 0.01" in line and "10.7 nats" in line and "config.learn.tis_cap" in line
  assert "\n" not in line
  assert mismatch_warning(metrics, 0.2) == "" and mismatch_warning({}, 0.0) == ""
  assert mismatch_warning(metrics, 0.127) == ""   # a KL of exactly the threshold does not exceed it


def test_ratios_of_exactly_one_half_and_two_are_inside_the_band():
  ratio = np.array([[0.5, 2.0, 0.49, 2.01, 1.0]])
  old = np.log(ratio).astype(np.float32)
  sums = mismatch_sums(old, np.zeros_like(old), np.ones(old.shape, bool))
  assert float(sums["outside"]) == 2.0


@pytest.fixture(scope="module")
def rows():
  rng = np.random.default_rng(1)
  response = np.zeros((N, L), bool)
  response[:, 6:] = True
  return TokenArrays(tokens=rng.integers(0, V, (N, L)).astype(np.int32), attention_mask=np.ones((N, L), bool),
                     response_mask=response)


def learner(tis_cap=0.0):
  return Learner(Qwen(TINY, rngs=nnx.Rngs(0)), LossConfig(tis_cap=tis_cap),
                 BatchingConfig(micro_batch_size=2, mini_batch_size=4), optax.sgd(0.5))


def update(learn, rows, sample_logp, advantages):
  params, opt_state = learn.init()
  ref = learn.reference(params)
  rows = TokenArrays(rows.tokens, rows.attention_mask, rows.response_mask, sample_logp)
  return learn.update(params, opt_state, ref, rows, advantages, seed=0)


def test_learner_measures_the_engine_against_pi_old_and_corrects_with_tis(rows):
  plain = learner()
  params, _ = plain.init()
  old = np.asarray(plain.compute_logprobs(params, rows.tokens[None], rows.attention_mask[None],
                                          rows.response_mask[None]))[0]
  advantages = np.linspace(-1, 1, N).astype(np.float32)
  # An engine with the learner's own log-probs: no mismatch.
  _, _, metrics = update(plain, rows, old, advantages)
  assert metrics["rollout/logprob_diff_max"] < 1e-5 and metrics["rollout/kl_sampler_learner"] < 1e-8
  # A perturbed engine: the metrics are the oracle's on the response tokens.
  shift = np.where(np.arange(L) % 3 == 0, 2.5, -0.1).astype(np.float32)
  perturbed = np.where(rows.response_mask, old + shift, 0.0)
  base_params, _, metrics = update(plain, rows, perturbed, advantages)
  for name, value in np_mismatch(old, perturbed, rows.response_mask).items():
    assert metrics[name] == pytest.approx(value, rel=1e-4, abs=1e-6), name
  # No log-probs from the engine: nothing measured.
  _, _, metrics = update(plain, rows, None, advantages)
  assert not [k for k in metrics if k.startswith("rollout/")]
  # TIS with weights all 1 changes nothing; with the perturbed engine it changes the step.
  corrected = learner(tis_cap=2.0)
  same, _, _ = update(corrected, rows, old, advantages)
  moved, _, _ = update(corrected, rows, perturbed, advantages)
  leaves = lambda tree: jax.tree.leaves(jax.device_get(tree))
  for a, b in zip(leaves(same), leaves(base_params)):
    np.testing.assert_allclose(a, b, atol=1e-6)
  assert max(np.abs(a - b).max() for a, b in zip(leaves(moved), leaves(base_params))) > 1e-4
  with pytest.raises(ValueError, match="tis_cap > 0 needs the rollout engine's log-probs"):
    update(corrected, rows, None, advantages)


def test_a_mismatch_dump_row_holds_its_prompt_its_response_and_both_log_probs():
  """config.rollout.mismatch_dump: each row's prompt ids without its response, the sampled ids with the engine's
  and the learner's log-probs of them, and their largest difference (padding in neither)."""
  prompts, responses = [[5, 6, 7], [9]], [[11, 12], [13, 14, 15]]
  engine = [[-0.5, -1.0], [-0.1, -0.2, -0.3]]
  rows = pack_token_rows(prompts, responses, pad_id=0, sample_logps=engine, minimum=8)
  learner = np.where(rows.response_mask, rows.sample_logp - 0.25 * np.arange(rows.tokens.shape[1]), 9.0)
  dumps = row_dumps(rows, learner)
  for k, dump in enumerate(dumps):
    assert (dump["row"], dump["prompt_ids"], dump["response_ids"]) == (k, prompts[k], responses[k])
    assert dump["engine_logprobs"] == pytest.approx(engine[k])
    offsets = 0.25 * np.arange(len(prompts[k]), len(prompts[k]) + len(responses[k]))
    assert dump["learner_logprobs"] == pytest.approx(list(np.asarray(engine[k]) - offsets))
    assert dump["max_abs_diff"] == pytest.approx(offsets.max())
