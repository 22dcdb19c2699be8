"""The jitted learner on a tiny Qwen: log-probs, gradient accumulation against an unpadded oracle, training."""
import dataclasses
import re

import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest
from flax import nnx

from mcgpo_jax.learn import logprobs as lp
from mcgpo_jax.learn.batching import BatchingConfig, Microbatches
from mcgpo_jax.learn.losses import LossConfig, task_loss
from mcgpo_jax.learn.optimizer import OptimizerConfig
from mcgpo_jax.learn.pairwise import pairwise_loss, row_log_ratio
from mcgpo_jax.data.tokens import TokenArrays
from mcgpo_jax.learn.step import Learner
from mcgpo_jax.models.qwen import Qwen, QwenConfig

M, B, L, V, P = 3, 4, 12, 256, 4
TINY = QwenConfig(vocab_size=V, hidden_size=64, intermediate_size=128, num_layers=2, num_heads=4, num_kv_heads=2,
                  head_dim=16)
BATCHING = BatchingConfig(micro_batch_size=B, mini_batch_size=M * B)
LOSS = LossConfig(pair_coef=0.05)   # MCGPO's λ_pair: the oracle checks the pair term too (the default is 0)


@pytest.fixture(scope="module")
def model():
  return Qwen(TINY, rngs=nnx.Rngs(0))


@pytest.fixture(scope="module")
def sgd_learner(model):
  """SGD with lr 1: the parameter change *is* minus the accumulated gradient."""
  return Learner(model, LOSS, BATCHING, optax.sgd(1.0), logprob_chunk=5)


@pytest.fixture(scope="module")
def adam_learner(model):
  return Learner(model, LOSS, BATCHING, OptimizerConfig(learning_rate=3e-3), logprob_chunk=5)


def make_batch(learner, params, seed=0):
  """Microbatch 0 has one padding row and one pair (|B| = 3 real rows, not 4), microbatch 1 two pairs,
  microbatch 2 is all padding."""
  rng = np.random.default_rng(seed)
  tokens = rng.integers(0, V, (M, B, L)).astype(np.int32)
  attention = np.ones((M, B, L), bool)
  attention[:, 1, 10:] = False  # a shorter row (right padding)
  response = np.zeros((M, B, L), bool)
  response[:, :, 6:] = True
  row_mask = np.ones((M, B), bool)
  row_mask[0, 3] = False
  row_mask[2] = False
  tokens[~row_mask] = 0
  attention[~row_mask] = False
  response[~row_mask] = False
  old = np.asarray(learner.compute_logprobs(params, tokens, attention))
  old = old + rng.normal(size=old.shape).astype(np.float32) * 0.3  # ratios off 1, so clipping is exercised
  ref = old + rng.normal(size=old.shape).astype(np.float32) * 0.5
  pair_plus = np.zeros((M, P), np.int32)
  pair_minus = np.zeros((M, P), np.int32)
  pair_weight = np.zeros((M, P), np.float32)
  pair_mask = np.zeros((M, P), bool)
  pair_plus[0, 0], pair_minus[0, 0], pair_weight[0, 0], pair_mask[0, 0] = 2, 0, 0.6, True
  pair_plus[1, :2], pair_minus[1, :2], pair_weight[1, :2], pair_mask[1, :2] = [0, 3], [2, 1], [0.7, 0.25], True
  return Microbatches(tokens=tokens, attention_mask=attention, response_mask=response, old_logp=old,
                      ref_logp=ref, advantages=rng.normal(size=(M, B)).astype(np.float32), row_mask=row_mask,
                      pair_plus=pair_plus, pair_minus=pair_minus, pair_weight=pair_weight, pair_mask=pair_mask)


def oracle_loss(learner, params, batch):
  """L_task + λ L_pair of the minibatch's real rows as *one* unpadded batch (padding rows removed, not masked,
  microbatches concatenated): the token-mean over all of its response tokens and Eq. 6 over all of its rows."""
  cfg = learner.loss_cfg
  keep = [np.flatnonzero(batch.row_mask[m]) for m in range(len(batch.tokens))]
  take = lambda x: jnp.asarray(np.concatenate([x[m][k] for m, k in enumerate(keep)]))
  start = np.cumsum([0] + [len(k) for k in keep])   # microbatch m's first row in the concatenation
  local = [{int(r): start[m] + i for i, r in enumerate(k)} for m, k in enumerate(keep)]
  model = nnx.merge(learner.graphdef, params)
  tokens = take(batch.tokens)
  logp, entropy = lp.sequence_logprobs(model(tokens, take(batch.attention_mask)), tokens)
  mask = take(batch.response_mask) & take(batch.attention_mask)
  old = take(batch.old_logp)
  loss, _ = task_loss(logp, entropy, old, take(batch.ref_logp), take(batch.advantages), mask, cfg)
  plus, minus, weight = [], [], []
  for m in range(len(batch.tokens)):
    for s in np.flatnonzero(batch.pair_mask[m]):
      plus.append(local[m][int(batch.pair_plus[m, s])])
      minus.append(local[m][int(batch.pair_minus[m, s])])
      weight.append(batch.pair_weight[m, s])
  if plus:
    pair = pairwise_loss(row_log_ratio(logp, old, mask), jnp.asarray(plus), jnp.asarray(minus),
                         jnp.asarray(weight), jnp.ones(len(plus), bool), len(tokens))
    loss = loss + cfg.pair_coef * pair
  return loss


def test_compute_logprobs_matches_model(sgd_learner, model):
  params, _ = sgd_learner.init()
  rng = np.random.default_rng(1)
  tokens = rng.integers(0, V, (2, 3, L)).astype(np.int32)
  attention = np.ones((2, 3, L), bool)
  got = np.asarray(sgd_learner.compute_logprobs(params, tokens, attention))
  forward = jax.jit(lambda p, t: nnx.merge(sgd_learner.graphdef, p)(t))
  logits = np.asarray(forward(params, tokens.reshape(6, L))).astype(np.float64).reshape(2, 3, L, V)
  logsm = logits - logits.max(-1, keepdims=True)
  logsm -= np.log(np.exp(logsm).sum(-1, keepdims=True))
  want = np.zeros((2, 3, L))
  want[..., 1:] = np.take_along_axis(logsm[..., :-1, :], tokens[..., 1:, None], -1)[..., 0]
  np.testing.assert_allclose(got, want, atol=2e-5)


def step_against_oracle(learner, microbatches=slice(None)):
  """One SGD(lr 1) step on `make_batch`'s microbatches; asserts loss and parameter change equal the unpadded
  oracle's loss and gradient, and returns the step's metrics."""
  params, opt_state = learner.init()
  before = learner.copy(params)  # the step donates params
  batch = jax.tree.map(lambda x: x[microbatches], make_batch(learner, params))
  want_loss, want_grads = jax.jit(jax.value_and_grad(lambda p: oracle_loss(learner, p, batch)))(before)
  after, _, metrics = learner.train_step(params, opt_state, batch)
  np.testing.assert_allclose(metrics["actor/loss"], want_loss, rtol=1e-5)
  got_grads = jax.tree.map(lambda b, a: b - a, before, after)
  for (path, g), w in zip(jax.tree_util.tree_leaves_with_path(got_grads), jax.tree.leaves(want_grads)):
    np.testing.assert_allclose(g, w, atol=1e-6, rtol=1e-4, err_msg=jax.tree_util.keystr(path))
  return metrics


@pytest.mark.slow
def test_accumulated_gradient_equals_unpadded_oracle(sgd_learner):
  metrics = step_against_oracle(sgd_learner)
  assert float(metrics["actor/num_pairs"]) == 3 and float(metrics["actor/pair_loss"]) > 0
  assert float(metrics["actor/pg_clipfrac"]) > 0


@pytest.fixture(scope="module")
def hosted_learner(model):
  """`sgd_learner` with BatchingConfig.grad_sum_on_host."""
  return Learner(model, LOSS, dataclasses.replace(BATCHING, grad_sum_on_host=True), optax.sgd(1.0), logprob_chunk=5)


def test_gradient_sum_in_host_memory_gives_the_same_update(sgd_learner, hosted_learner):
  """BatchingConfig.grad_sum_on_host moves the float32 sum between memories, nothing else: the same three
  microbatches give the bit-identical update and metrics."""
  params, opt_state = sgd_learner.init()
  batch = make_batch(sgd_learner, params)
  want, _, want_metrics = sgd_learner.train_step(sgd_learner.copy(params), opt_state, batch)
  got, _, got_metrics = hosted_learner.train_step(params, opt_state, batch)
  for (path, g), w in zip(jax.tree_util.tree_leaves_with_path(got), jax.tree.leaves(want)):
    np.testing.assert_array_equal(g, w, err_msg=jax.tree_util.keystr(path))
  for key in want_metrics:
    np.testing.assert_array_equal(got_metrics[key], want_metrics[key], err_msg=key)


_PLACEMENT = re.compile(r'@annotate_device_placement\(%[^)]*\) \{[^}]*_xla_buffer_placement = "(\w+)"\}\} : '
                        r'\(tensor<([^>]*)>\)')


def _loop_bodies(text: str) -> list[tuple[int, int]]:
  """The (start, end) character spans of every `stablehlo.while` body (`do { ... }`) in lowered text."""
  spans = []
  for m in re.finditer(r"\} do \{", text):
    depth, i = 1, m.end()
    while depth:
      depth += {"{": 1, "}": -1}.get(text[i], 0)
      i += 1
    spans.append((m.end(), i))
  return spans


def placements(learner, platform: str = "tpu") -> dict[tuple[str, bool], list[str]]:
  """(memory kind, inside a loop body) -> the tensor types `learner`'s 3-microbatch train step moves there,
  read from its StableHLO lowered for `platform` (a lowering, not a compile: no chip needed)."""
  text = learner.trace_train_step(M, L).lower(lowering_platforms=(platform,)).as_text()
  bodies = _loop_bodies(text)
  out: dict[tuple[str, bool], list[str]] = {}
  for m in _PLACEMENT.finditer(text):
    inside = any(a <= m.start() < b for a, b in bodies)
    out.setdefault((m.group(1), inside), []).append(m.group(2))
  return {k: sorted(v) for k, v in out.items()}


def test_the_gradient_sum_on_the_host_is_placed_in_host_memory_around_each_microbatch(sgd_learner, hosted_learner):
  """What the flag promises and the values above cannot show: a CPU has one memory (JAX leaves placements out
  of a CPU program), so the same update comes out with the flag on or off. Lowered for a TPU (and for a GPU,
  the other host-offload target), the step puts the float32 sum of every trainable weight in pinned host
  memory before the microbatch loop and at the end of each trip, and brings it to the device at the start of
  each trip and after the loop: one placement per weight at each of those four points, none without the flag."""
  params, _ = sgd_learner.init()
  f32 = sorted("x".join(map(str, x.shape)) + ("x" if x.ndim else "") + "f32" for x in jax.tree.leaves(params))
  for platform in ("tpu", "cuda"):
    assert placements(sgd_learner, platform) == {}
    assert placements(hosted_learner, platform) == {("pinned_host", False): f32, ("pinned_host", True): f32,
                                                    ("device", True): f32, ("device", False): f32}, platform


@pytest.fixture(scope="module")
def single_learner(model):
  return Learner(model, LOSS, BatchingConfig(micro_batch_size=B, mini_batch_size=B), optax.sgd(1.0),
                 logprob_chunk=5)


@pytest.mark.parametrize("micro, pairs", [(0, 1), (1, 2)])
def test_single_microbatch_step_equals_unpadded_oracle(single_learner, micro, pairs):
  """mini = micro batch size takes the step's no-accumulation path; it must compute the same gradient.
  Microbatch 0 holds a padding row, so its pair loss is divided by ⌊3/2⌋, not ⌊4/2⌋; microbatch 1 has
  four real rows and two pairs."""
  metrics = step_against_oracle(single_learner, slice(micro, micro + 1))
  assert float(metrics["actor/num_pairs"]) == pairs and float(metrics["actor/pair_loss"]) > 0


@pytest.mark.slow
def test_train_step_reduces_loss_on_fixed_batch(adam_learner):
  params, opt_state = adam_learner.init()
  batch = make_batch(adam_learner, params, seed=2)
  losses = []
  for _ in range(6):
    params, opt_state, metrics = adam_learner.train_step(params, opt_state, batch)
    losses.append(float(metrics["actor/loss"]))
  assert losses[-1] < losses[0] - 0.05, losses


def recomputed_pair_loss(learner, params, batch) -> float:
  """Eq. 6 in NumPy on one minibatch: Σ c·softplus(-(d+ - d-)) over its pairs / max(1, ⌊real rows/2⌋),
  with d the mean response log-ratio to π_old."""
  logp = np.asarray(learner.compute_logprobs(params, batch.tokens, batch.attention_mask), np.float64)
  mask = batch.response_mask & batch.attention_mask
  d = (mask * (logp - np.asarray(batch.old_logp))).sum(-1) / np.maximum(1, mask.sum(-1))
  total = 0.0
  for m in range(len(d)):
    pairs = np.flatnonzero(batch.pair_mask[m])
    margin = d[m, batch.pair_plus[m, pairs]] - d[m, batch.pair_minus[m, pairs]]
    total += np.sum(batch.pair_weight[m, pairs] * np.logaddexp(0.0, -margin))
  return float(total / max(1, int(batch.row_mask.sum()) // 2))


def test_update_end_to_end_keeps_reference_and_counts_pairs(adam_learner, monkeypatch):
  params, opt_state = adam_learner.init()
  ref = adam_learner.reference(params)
  ref_before = jax.tree.map(np.asarray, ref)
  rng = np.random.default_rng(3)
  n = 17  # 5 microbatches of 4 -> 2 minibatches of 3 (the last with one padding microbatch)
  tokens = rng.integers(0, V, (n, L)).astype(np.int32)
  response = np.zeros((n, L), bool)
  response[:, 7:] = True
  rows = TokenArrays(tokens=tokens, attention_mask=np.ones((n, L), bool), response_mask=response)
  advantages = np.where(np.arange(n) % 2 == 0, 1.0, -1.0).astype(np.float32)
  steps = []
  real_step = adam_learner.train_step

  def spy(params, opt_state, batch):
    steps.append((adam_learner.copy(params), jax.device_get(batch)))   # the step donates params
    return real_step(params, opt_state, batch)

  monkeypatch.setattr(adam_learner, "train_step", spy)
  for update in range(3):
    steps.clear()
    params, opt_state, metrics = adam_learner.update(params, opt_state, ref, rows, advantages,
                                                     pair_plus=[0, 4, 8], pair_minus=[1, 5, 9],
                                                     pair_weight=[0.5, 0.5, 0.5], seed=update)
    assert metrics["actor/num_pairs"] == 3 and metrics["actor/num_minibatches"] == 2
    assert np.isfinite(list(metrics.values())).all()
    # Each pair reached a microbatch as (row 0, 1), (4, 5), (8, 9): found by the rows' random tokens.
    placed = {(int(np.flatnonzero((tokens == b.tokens[m, b.pair_plus[m, s]]).all(1))[0]),
               int(np.flatnonzero((tokens == b.tokens[m, b.pair_minus[m, s]]).all(1))[0]))
              for _, b in steps for m in range(len(b.tokens)) for s in np.flatnonzero(b.pair_mask[m])}
    assert placed == {(0, 1), (4, 5), (8, 9)}
    # The logged pair loss is Eq. 6 recomputed on every minibatch at the params it was trained from.
    want = np.mean([recomputed_pair_loss(adam_learner, p, b) for p, b in steps])
    assert metrics["actor/pair_loss"] == pytest.approx(want, rel=1e-4)
  jax.tree.map(np.testing.assert_array_equal, jax.tree.map(np.asarray, ref), ref_before)
  # The policy moved towards the positive-advantage rows: their mean response log-prob rose vs the others.
  new_lp = np.asarray(adam_learner.compute_logprobs(params, tokens[None], rows.attention_mask[None]))[0]
  old_lp = np.asarray(adam_learner.compute_logprobs(ref, tokens[None], rows.attention_mask[None]))[0]
  gain = ((new_lp - old_lp) * response).sum(1) / response.sum(1)
  assert gain[advantages > 0].mean() > gain[advantages < 0].mean()


def test_cosine_decay_scales_adam_steps_down_to_zero():
  """decay_steps > 0 (the warm start): with b1 = b2 = 0 an AdamW update is -lr_t·sign(g) at any step t,
  and lr_t = lr·(1 + cos(πt/N))/2; decay_steps = 0 keeps lr constant (the RL learner)."""
  from mcgpo_jax.learn.optimizer import make_optimizer
  n = 4
  for decay_steps, expected in ((n, [1.0, 0.8535534, 0.5, 0.1464466, 0.0]), (0, [1.0] * (n + 1))):
    tx = make_optimizer(OptimizerConfig(learning_rate=1.0, decay_steps=decay_steps, weight_decay=0.0, grad_clip=0.0,
                                        eps=0.0, b1=0.0, b2=0.0))
    steps = []
    for t in range(n + 1):  # the optimizer state with its step counter set to t
      state = tx.init(jnp.zeros(3))
      state = jax.tree.map(lambda x: jnp.full_like(x, t) if x.dtype == jnp.int32 else x, state)
      updates, _ = tx.update(jnp.array([2.0, -3.0, 0.5]), state, jnp.zeros(3))
      steps.append(np.asarray(updates))
    scale = np.array([-s[0] for s in steps])
    np.testing.assert_allclose(scale, expected, atol=1e-6)
    for s, e in zip(steps, expected):
      np.testing.assert_allclose(s, -e * np.array([1.0, -1.0, 1.0]), atol=1e-6)
