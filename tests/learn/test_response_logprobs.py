"""The lm head applied only on response windows (`logprobs.response_logprobs`, the learner, behaviour cloning)
equals the full-sequence computation: values, gradients, rows of every shape, sharded."""
import os
import subprocess
import sys
import textwrap

import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest
from flax import nnx

from mcgpo_jax.data.tokens import TokenArrays
from mcgpo_jax.learn import logprobs as lp
from mcgpo_jax.learn.batching import BatchingConfig, Microbatches
from mcgpo_jax.learn.losses import LossConfig, task_loss
from mcgpo_jax.learn.optimizer import OptimizerConfig
from mcgpo_jax.learn.pairwise import pairwise_loss, row_log_ratio
from mcgpo_jax.learn.sft import BehaviourCloning
from mcgpo_jax.learn.step import Learner
from mcgpo_jax.models.qwen import Qwen, QwenConfig
from tests.repo import ROOT as REPO

R, L, D, V = 6, 13, 8, 37
# (attention start, attention end, response start): right padding, left padding, a response over nearly the
# whole row (longer than every chunk tried), a one-token response, a row with nothing to score.
ROWS = [(0, 10, 6), (4, 13, 9), (0, 13, 1), (0, 6, 5), (0, 8, 8)]
# The last row is a packed buffer: three rows' responses with their prompts between (learn/batching.py).
PACKED = [2, 3, 4, 8, 9, 12]


def masks(rows, length):
  attention, response = np.zeros((len(rows), length), bool), np.zeros((len(rows), length), bool)
  for r, (a, e, s) in enumerate(rows):
    attention[r, a:e] = True
    response[r, s:e] = True
  return attention, response


@pytest.fixture(scope="module")
def data():
  rng = np.random.default_rng(0)
  _, response = masks(ROWS, L)
  packed = np.zeros((1, L), bool)
  packed[0, PACKED] = True
  response = np.concatenate([response, packed])
  return dict(hidden=rng.normal(size=(R, L, D)).astype(np.float32),
              head=rng.normal(size=(V, D)).astype(np.float32),
              tokens=rng.integers(0, V, (R, L)).astype(np.int32), mask=response,
              w_logp=rng.normal(size=(R, L)).astype(np.float32),
              w_entropy=rng.normal(size=(R, L)).astype(np.float32))


def plain(hidden, head, tokens, mask):
  """Full-sequence logits and log-softmax by plain autodiff-able ops, aligned with targets, masked."""
  log_p = jax.nn.log_softmax(jnp.einsum("rld,vd->rlv", hidden, head, precision="highest")[:, :-1], axis=-1)
  logp = jnp.take_along_axis(log_p, tokens[:, 1:, None], axis=-1)[..., 0]
  entropy = -jnp.sum(jnp.exp(log_p) * log_p, axis=-1)
  pad = lambda x: jnp.concatenate([jnp.zeros_like(x[:, :1]), x], axis=1) * mask
  return pad(logp), pad(entropy)


@pytest.mark.parametrize("chunk", [None, 1, 3, 5, 40])  # 5: full chunks plus a partial one; 40 > L
def test_values_equal_numpy_full_sequence(data, chunk):
  logp, entropy = jax.jit(lp.response_logprobs, static_argnums=4)(
      data["hidden"], data["head"], data["tokens"], data["mask"], chunk)
  z = np.einsum("rld,vd->rlv", data["hidden"].astype(np.float64), data["head"])
  z -= z.max(-1, keepdims=True)
  log_sm = z - np.log(np.exp(z).sum(-1, keepdims=True))
  want_logp, want_entropy = np.zeros((R, L)), np.zeros((R, L))
  for r, k in zip(*np.nonzero(data["mask"])):
    if k:
      want_logp[r, k] = log_sm[r, k - 1, data["tokens"][r, k]]
      want_entropy[r, k] = -(np.exp(log_sm[r, k - 1]) * log_sm[r, k - 1]).sum()
  np.testing.assert_allclose(logp, want_logp, atol=1e-5)
  np.testing.assert_allclose(entropy, want_entropy, atol=1e-5)


@pytest.mark.parametrize("chunk", [1, 3, 4])
def test_the_head_runs_on_scored_targets_only(data, chunk):
  """A packed buffer's head windows cover its responses' tokens, not the prompts between them: chunks of the
  scored targets in order, as many as the row with most needs (here the packed row's 6, against a
  first-to-last span of 11)."""
  order, count, num_chunks = lp._windows(jnp.asarray(data["mask"][-1:]), chunk)
  assert int(num_chunks) == -(-len(PACKED) // chunk)
  assert int(count[0]) == len(PACKED)
  assert np.asarray(order)[0, :len(PACKED)].tolist() == PACKED


@pytest.mark.parametrize("chunk", [None, 1, 5])
def test_gradients_equal_autodiff(data, chunk):
  """The written-out backward vs autodiff of the plain full-sequence formulas, w.r.t. hidden and head."""
  args = [jnp.asarray(data[k]) for k in ("hidden", "head", "tokens", "mask")]

  def objective(fn):
    def f(hidden, head):
      logp, entropy = fn(hidden, head, *args[2:])
      return jnp.sum(data["w_logp"] * logp) + jnp.sum(data["w_entropy"] * entropy)
    return f

  want = jax.jit(jax.grad(objective(plain), (0, 1)))(*args[:2])
  ours = objective(lambda *a: lp.response_logprobs(*a, chunk))
  got = jax.jit(jax.grad(ours, (0, 1)))(*args[:2])
  for g, w in zip(got, want):
    np.testing.assert_allclose(g, w, atol=1e-5)
  got16 = jax.jit(jax.grad(ours, (0, 1)))(*(x.astype(jnp.bfloat16) for x in args[:2]))
  for g, w in zip(got16, want):
    assert g.dtype == jnp.bfloat16
    np.testing.assert_allclose(g.astype(jnp.float32), w, atol=0.05 * float(jnp.abs(w).max()))


@pytest.mark.parametrize("chunk", [None, 5])
def test_rows_past_the_tokenizer_get_no_probability_and_no_gradient(data, chunk):
  """With vocab=T (the tokenizer's ids, `QwenConfig.token_vocab`) the head's rows >= T are as if absent: values
  and gradients equal the computation on head[:T], those rows' gradient is 0, and `sequence_logprobs` agrees.
  Before, the softmax covered every row, so a near-uniform policy put mass on (and sampled) padding rows."""
  tokenizer = 29   # rows 29..36 of the 37 are padding; make them the largest logits, as a worst case
  head = data["head"].copy()
  head[tokenizer:] *= 20.0
  tokens = np.minimum(data["tokens"], tokenizer - 1)
  args = lambda head: (jnp.asarray(data["hidden"]), jnp.asarray(head), jnp.asarray(tokens), jnp.asarray(data["mask"]))

  def objective(fn):
    def f(hidden, head):
      logp, entropy = fn(hidden, head)
      return jnp.sum(data["w_logp"] * logp) + jnp.sum(data["w_entropy"] * entropy)
    return f

  masked = lambda hidden, head: lp.response_logprobs(hidden, head, args(head)[2], args(head)[3], chunk, tokenizer)
  sliced = lambda hidden, head: lp.response_logprobs(hidden, head, args(head)[2], args(head)[3], chunk)
  for got, want in zip(jax.jit(masked)(*args(head)[:2]), jax.jit(sliced)(*args(head[:tokenizer])[:2])):
    np.testing.assert_allclose(got, want, atol=1e-5)
  g_hidden, g_head = jax.jit(jax.grad(objective(masked), (0, 1)))(*args(head)[:2])
  w_hidden, w_head = jax.jit(jax.grad(objective(sliced), (0, 1)))(*args(head[:tokenizer])[:2])
  np.testing.assert_allclose(g_hidden, w_hidden, atol=1e-5)
  np.testing.assert_allclose(g_head[:tokenizer], w_head, atol=1e-5)
  assert np.all(np.asarray(g_head[tokenizer:]) == 0)
  logits = jnp.einsum("rld,vd->rlv", data["hidden"], head, precision="highest")
  seq = lambda logits: lp.sequence_logprobs(logits, jnp.asarray(tokens), chunk, tokenizer)
  for got, want in zip(seq(logits), jax.jit(masked)(*args(head)[:2])):
    np.testing.assert_allclose(np.where(data["mask"], got, 0), want, atol=1e-4)
  g_logits = jax.grad(lambda z: jnp.sum(seq(z)[0] * data["w_logp"]) + jnp.sum(seq(z)[1] * data["w_entropy"]))(logits)
  assert np.all(np.isfinite(g_logits)) and np.all(np.asarray(g_logits[..., tokenizer:]) == 0)


# ---- the learner and behaviour cloning on a tiny Qwen --------------------------------------------------------

TINY = QwenConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_layers=1, num_heads=4, num_kv_heads=2,
                  head_dim=8)
B, LL = 5, 16
# The same kinds of rows at the learner's length: left padding (rows 1, 4), responses of 1 .. 15 tokens.
LEARNER_ROWS = [(0, 12, 7), (3, 16, 10), (0, 16, 1), (0, 9, 8), (2, 14, 4)]


def learner_batch(learner, params, seed, rows=B):
  """Two microbatches of `rows` rows: LEARNER_ROWS, then empty padding rows; microbatch 1 also has one padding
  row among them and a pair."""
  rng = np.random.default_rng(seed)
  attention, response = np.zeros((2, rows, LL), bool), np.zeros((2, rows, LL), bool)
  attention[:, :B], response[:, :B] = masks(LEARNER_ROWS, LL)
  tokens = rng.integers(0, TINY.vocab_size, (2, rows, LL)).astype(np.int32)
  row_mask = np.arange(rows) < B
  row_mask = np.stack([row_mask, row_mask & (np.arange(rows) != 2)])
  attention &= row_mask[..., None]
  response &= row_mask[..., None]
  old = np.asarray(learner.compute_logprobs(params, tokens, attention))
  old = old + 0.3 * rng.normal(size=old.shape).astype(np.float32)
  pair = lambda *v: np.array([[0, 0], list(v)])
  return Microbatches(tokens=tokens, attention_mask=attention, response_mask=response, old_logp=old,
                      ref_logp=old + 0.5 * rng.normal(size=old.shape).astype(np.float32),
                      advantages=rng.normal(size=(2, rows)).astype(np.float32), row_mask=row_mask,
                      pair_plus=pair(0, 3).astype(np.int32), pair_minus=pair(4, 1).astype(np.int32),
                      pair_weight=pair(0.6, 0.3).astype(np.float32), pair_mask=pair(True, False).astype(bool))


def full_sequence_loss(learner, params, batch):
  """The minibatch's L_task + λ L_pair from the model's full-sequence logits: each microbatch's token sums
  over the minibatch's response tokens, its pairs over ⌊minibatch rows / 2⌋, summed."""
  model = nnx.merge(learner.graphdef, params)
  every = batch.response_mask & batch.attention_mask & batch.row_mask[..., None]
  total = 0.0
  for m in range(len(batch.tokens)):
    tokens, attention = jnp.asarray(batch.tokens[m]), jnp.asarray(batch.attention_mask[m])
    mask = jnp.asarray(every[m])
    logp, entropy = plain(model.hidden_states(tokens, attention), model.head_weight(), tokens, mask)
    loss, _ = task_loss(logp, entropy, batch.old_logp[m], batch.ref_logp[m], batch.advantages[m], mask,
                        learner.loss_cfg, denominator=every.sum())
    pair = pairwise_loss(row_log_ratio(logp, batch.old_logp[m], mask), batch.pair_plus[m], batch.pair_minus[m],
                         batch.pair_weight[m], batch.pair_mask[m], np.sum(batch.row_mask))
    total = total + loss + learner.loss_cfg.pair_coef * pair
  return total


@pytest.fixture(scope="module")
def tiny():
  return Qwen(TINY, rngs=nnx.Rngs(0))


def test_hidden_states_times_head_are_the_logits(tiny):
  attention, _ = masks(LEARNER_ROWS, LL)
  tokens = np.random.default_rng(3).integers(0, TINY.vocab_size, (B, LL)).astype(np.int32)
  split = nnx.jit(lambda m, t, a: m.hidden_states(t, a) @ m.head_weight().T)
  np.testing.assert_allclose(split(tiny, tokens, attention), nnx.jit(lambda m, t, a: m(t, a))(tiny, tokens, attention),
                             atol=1e-6)


@pytest.mark.parametrize("chunk", [None, 3])  # 3: responses of up to 15 tokens need 5 chunks
def test_learner_logprobs_and_step_equal_full_sequence(tiny, chunk):
  learner = Learner(tiny, LossConfig(pair_coef=0.05), BatchingConfig(micro_batch_size=B, mini_batch_size=2 * B), optax.sgd(1.0),
                    logprob_chunk=chunk)
  params, opt_state = learner.init()
  before = learner.copy(params)
  batch = learner_batch(learner, params, seed=1)
  # π_old: every real token is scored, left padding included.
  logits = np.asarray(jax.jit(lambda p, t, a: nnx.merge(learner.graphdef, p)(t, a))(
      params, batch.tokens.reshape(2 * B, LL), batch.attention_mask.reshape(2 * B, LL)), np.float64)
  log_sm = logits - logits.max(-1, keepdims=True)
  log_sm -= np.log(np.exp(log_sm).sum(-1, keepdims=True))
  want = np.zeros((2 * B, LL))
  want[:, 1:] = np.take_along_axis(log_sm[:, :-1], batch.tokens.reshape(2 * B, LL)[:, 1:, None], -1)[..., 0]
  want *= batch.attention_mask.reshape(2 * B, LL)
  got = np.asarray(learner.compute_logprobs(params, batch.tokens, batch.attention_mask)).reshape(2 * B, LL)
  np.testing.assert_allclose(got, want, atol=2e-5)
  # The train step (SGD, lr 1: the parameter change is the gradient) against the full-sequence loss.
  want_loss, want_grads = jax.jit(jax.value_and_grad(lambda p: full_sequence_loss(learner, p, batch)))(before)
  after, _, metrics = learner.train_step(params, opt_state, batch)
  np.testing.assert_allclose(metrics["actor/loss"], want_loss, rtol=1e-5)
  for (path, b, a), w in zip(((p, b, a) for (p, b), a in zip(jax.tree_util.tree_leaves_with_path(before),
                                                              jax.tree.leaves(after))), jax.tree.leaves(want_grads)):
    np.testing.assert_allclose(b - a, w, atol=1e-6, rtol=1e-4, err_msg=jax.tree_util.keystr(path))


@pytest.mark.parametrize("pack_tokens", [None, 40])   # 40: rows packed back to back, two or three a buffer
def test_behaviour_cloning_loss_equals_full_sequence(tiny, pack_tokens):
  """The first step's loss (all B rows in one batch, so the shuffle does not matter) is the full-sequence
  token-mean negative log-likelihood of the response tokens, packed or not, and training lowers it."""
  graphdef, params = nnx.split(tiny)
  attention, response = masks(LEARNER_ROWS, LL)
  tokens = np.random.default_rng(2).integers(0, TINY.vocab_size, (B, LL)).astype(np.int32)
  bc = BehaviourCloning(graphdef, OptimizerConfig(learning_rate=1e-2), logprob_chunk=3, pack_tokens=pack_tokens)
  _, losses = bc.fit(params, TokenArrays(tokens, attention, response), steps=3, batch_size=B)
  logp, _ = nnx.jit(lambda m: plain(m.hidden_states(tokens, attention), m.head_weight(), tokens,
                                    response & attention))(tiny)
  np.testing.assert_allclose(losses[0], -jnp.sum(logp) / np.sum(response & attention), rtol=1e-5)
  assert losses[-1] < losses[0]


SHARDED = textwrap.dedent("""
  import jax, numpy as np, optax
  jax.config.update("jax_default_matmul_precision", "highest")
  from flax import nnx
  from mcgpo_jax import sharding
  from mcgpo_jax.learn.batching import BatchingConfig
  from mcgpo_jax.learn.losses import LossConfig
  from mcgpo_jax.learn.step import Learner
  from mcgpo_jax.models.qwen import Qwen
  from test_response_logprobs import TINY, learner_batch

  assert jax.device_count() == 8, jax.devices()
  model = Qwen(TINY, rngs=nnx.Rngs(0))

  def run(mesh):
    learner = Learner(model, LossConfig(pair_coef=0.05), BatchingConfig(micro_batch_size=8, mini_batch_size=16), optax.sgd(1.0),
                      mesh=mesh, logprob_chunk=3)
    params, opt_state = learner.init()
    batch = learner_batch(learner, params, seed=1, rows=8)  # 8 rows: divisible by data x fsdp
    old = learner.compute_logprobs(params, batch.tokens, batch.attention_mask)
    params, _, metrics = learner.train_step(params, opt_state, batch)
    return np.asarray(old), jax.tree.map(np.asarray, params), metrics

  old_1, params_1, metrics_1 = run(None)
  old_8, params_8, metrics_8 = run(sharding.make_mesh({"data": 2, "fsdp": 2, "tensor": 2}))
  np.testing.assert_allclose(old_8, old_1, atol=1e-6)
  for key in metrics_1:
    np.testing.assert_allclose(metrics_8[key], metrics_1[key], rtol=1e-6, atol=1e-6, err_msg=key)
  for (path, a), b in zip(jax.tree_util.tree_leaves_with_path(params_8), jax.tree.leaves(params_1)):
    np.testing.assert_allclose(a, b, atol=1e-6, err_msg=jax.tree_util.keystr(path))
  print("sharded ok", float(metrics_8["actor/loss"]))
""")


@pytest.mark.slow
def test_sharded_step_equals_unsharded():
  """On a 2x2x2 (data, fsdp, tensor) mesh of 8 fake CPU devices (vocab split over tensor, rows over data x
  fsdp), the windowed log-probs and train step equal the one-device ones."""
  env = dict(os.environ, JAX_PLATFORMS="cpu", XLA_FLAGS="--xla_force_host_platform_device_count=8",
             PYTHONPATH=os.pathsep.join([REPO, os.path.join(REPO, "tests", "learn")]))
  result = subprocess.run([sys.executable, "-c", SHARDED], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=900)
  assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-6000:]
  assert "sharded ok" in result.stdout
