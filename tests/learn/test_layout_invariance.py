"""The minibatch gradient does not depend on the layout: the same rows cut into 1, 2 or 4 microbatches (rows
of different lengths, MCGPO pairs, KL and entropy terms on) give one gradient (docs/algorithms.md, "Loss
aggregation"). With a mean per microbatch, averaged over microbatches, they did not: a microbatch of short
rows weighed as much as one of long rows."""
import jax
import numpy as np
import optax
import pytest
from flax import nnx

from mcgpo_jax.data.tokens import pack_token_rows
from mcgpo_jax.learn.batching import BatchingConfig
from mcgpo_jax.learn.losses import LossConfig
from mcgpo_jax.learn.step import Learner
from mcgpo_jax.models.qwen import Qwen, QwenConfig

TINY = QwenConfig(vocab_size=128, hidden_size=32, intermediate_size=64, num_layers=1, num_heads=2, num_kv_heads=1,
                  head_dim=16)
N = 8
LOSS = LossConfig(pair_coef=0.05, kl_coef=0.05, entropy_coef=0.01)


@pytest.fixture(scope="module")
def model():
  return Qwen(TINY, rngs=nnx.Rngs(0))


def rows():
  """Eight rows whose prompts and responses differ in length (so microbatches hold unequal token counts)."""
  rng = np.random.default_rng(0)
  prompts = [rng.integers(1, TINY.vocab_size, int(n)).tolist() for n in (3, 9, 4, 14, 5, 2, 11, 6)]
  responses = [rng.integers(1, TINY.vocab_size, int(n)).tolist() for n in (1, 7, 2, 12, 3, 9, 2, 5)]
  return pack_token_rows(prompts, responses, pad_id=0, minimum=8)


def gradient(model, micro: int, **layout):
  """Minus the parameter change of one SGD(lr 1) update on `rows()` as one minibatch of N rows cut into
  microbatches of `micro` rows: the minibatch gradient."""
  learner = Learner(model, LOSS, BatchingConfig(micro_batch_size=micro, mini_batch_size=N, **layout),
                    optax.sgd(1.0))
  params, opt_state = learner.init()
  before = learner.copy(params)
  ref = learner.reference(jax.tree.map(lambda x: x * 0.9, before))   # a reference apart from π_old: KL ≠ 0
  advantages = np.linspace(-1.0, 1.2, N).astype(np.float32)
  after, _, metrics = learner.update(params, opt_state, ref, rows(), advantages, pair_plus=[0, 3],
                                     pair_minus=[1, 2], pair_weight=[0.7, 0.4], seed=micro)
  assert metrics["actor/num_minibatches"] == 1 and metrics["actor/num_pairs"] == 2
  return jax.tree.map(lambda b, a: np.asarray(b - a), before, after), metrics


@pytest.fixture(scope="module")
def one_microbatch(model):
  return gradient(model, N)


@pytest.mark.parametrize("micro", [2, 4])
def test_gradient_does_not_depend_on_the_microbatch_count(model, one_microbatch, micro):
  want, want_metrics = one_microbatch
  got, metrics = gradient(model, micro)
  for (path, g), w in zip(jax.tree_util.tree_leaves_with_path(got), jax.tree.leaves(want)):
    np.testing.assert_allclose(g, w, atol=2e-6, rtol=1e-4, err_msg=jax.tree_util.keystr(path))
  for name in ("actor/loss", "actor/pg_loss", "actor/kl_loss", "actor/entropy", "actor/pair_loss", "actor/ppo_kl"):
    assert metrics[name] == pytest.approx(want_metrics[name], rel=1e-4, abs=1e-7), name


@pytest.mark.parametrize("tokens", [32, 64])
def test_packed_gradient_equals_unpacked(model, one_microbatch, tokens):
  """Rows packed back to back into buffers of 32 or 64 tokens (several microbatches, each several rows; the
  pairs index rows, not buffer slots): the same gradient as one unpacked microbatch."""
  want, want_metrics = one_microbatch
  got, metrics = gradient(model, N, pack=True, tokens_per_micro_batch=tokens)
  for (path, g), w in zip(jax.tree_util.tree_leaves_with_path(got), jax.tree.leaves(want)):
    np.testing.assert_allclose(g, w, atol=2e-6, rtol=1e-4, err_msg=jax.tree_util.keystr(path))
  for name in ("actor/loss", "actor/pg_loss", "actor/kl_loss", "actor/entropy", "actor/pair_loss", "actor/ppo_kl"):
    assert metrics[name] == pytest.approx(want_metrics[name], rel=1e-4, abs=1e-7), name
  assert metrics["real_tokens"] == want_metrics["real_tokens"]
  assert metrics["slot_tokens"] < want_metrics["slot_tokens"]


def test_token_counts_are_every_pass_counted_by_hand(model, one_microbatch):
  """perf/real_tokens and perf/slot_tokens (docs/metrics.md) count every learner pass: π_old, π_ref (only with a
  KL term) and the train step, each over all the update's real tokens and each run microbatch's B x L slots."""
  r = rows()
  real, length = int(np.asarray(r.attention_mask, bool).sum()), r.tokens.shape[1]
  _, with_kl = one_microbatch                      # one microbatch of the 8 rows, KL on: 3 passes
  assert (with_kl["real_tokens"], with_kl["slot_tokens"]) == (3 * real, 3 * N * length)
  learner = Learner(model, LossConfig(kl_coef=0.0), BatchingConfig(micro_batch_size=2, mini_batch_size=4),
                    optax.sgd(0.0))
  params, opt_state = learner.init()
  _, _, no_kl = learner.update(params, opt_state, learner.reference(learner.copy(params)), r,
                               np.zeros(N, np.float32), seed=0)   # no KL: π_old and the train step, 4 microbatches
  assert no_kl["actor/num_minibatches"] == 2
  assert (no_kl["real_tokens"], no_kl["slot_tokens"]) == (2 * real, 2 * 4 * 2 * length)
