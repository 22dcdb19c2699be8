"""Mixed precision as the field does it: float32 master weights and AdamW state, bfloat16 compute.

At the papers' learning rate (1e-6) an AdamW step moves each weight by about 1e-6, far below bfloat16's
resolution at |w| ~ 0.02 (2^-13 ≈ 1.2e-4 relative): bfloat16-stored weights round the update away, float32
master weights keep it. The learner therefore stores float32 params whatever the compute dtype.
"""
import jax
import jax.numpy as jnp
import numpy as np
import pytest
from flax import nnx

from configs import alfworld as alfworld_config
from configs import webshop as webshop_config
from mcgpo_jax.data.tokens import pack_token_rows
from mcgpo_jax.learn import logprobs as lp
from mcgpo_jax.learn.batching import BatchingConfig
from mcgpo_jax.learn.optimizer import OptimizerConfig
from mcgpo_jax.learn.step import Learner
from mcgpo_jax.models.qwen import Qwen, QwenConfig
from mcgpo_jax.rollout.engines.jax import JaxEngine

V = 128
TINY = dict(vocab_size=V, hidden_size=64, intermediate_size=128, num_layers=2, num_heads=4, num_kv_heads=2,
            head_dim=16, tie_word_embeddings=True)


def _rows(seed=0, n=8):
  rng = np.random.default_rng(seed)
  prompts = [rng.integers(0, V, rng.integers(6, 12)).tolist() for _ in range(n)]
  responses = [rng.integers(0, V, rng.integers(2, 6)).tolist() for _ in range(n)]
  return pack_token_rows(prompts, responses, pad_id=0, minimum=16), rng.normal(size=n).astype(np.float32)


def _one_update(param_dtype, dtype, micro=8):
  """Params before and after one AdamW step at lr 1e-6 (weight decay on, as in the papers)."""
  model = Qwen(QwenConfig(**TINY, param_dtype=param_dtype, dtype=dtype), rngs=nnx.Rngs(0))
  learner = Learner(model, batching=BatchingConfig(micro_batch_size=micro, mini_batch_size=8),
                    optimizer=OptimizerConfig(learning_rate=1e-6, weight_decay=0.01))
  params, opt_state = learner.init()
  before = jax.tree.map(np.asarray, params)
  rows, adv = _rows()
  after, opt_state, metrics = learner.update(params, opt_state, learner.reference(params), rows, adv)
  return before, jax.tree.map(np.asarray, after), opt_state, metrics


def _changed_fraction(before, after):
  changed = sum(int(np.sum(a != b)) for a, b in zip(jax.tree.leaves(after), jax.tree.leaves(before)))
  return changed / sum(a.size for a in jax.tree.leaves(before))


def test_the_reference_is_stored_in_the_compute_dtype_with_bit_identical_logprobs():
  """π_ref holds bfloat16 weights under float32 masters with bfloat16 compute (half the bytes), and its
  log-probs are the masters' bit for bit: the forward casts every weight to the compute dtype before use."""
  model = Qwen(QwenConfig(**TINY, param_dtype=jnp.float32, dtype=jnp.bfloat16), rngs=nnx.Rngs(0))
  learner = Learner(model, batching=BatchingConfig(micro_batch_size=8, mini_batch_size=8))
  params, _ = learner.init()
  ref = learner.reference(params)
  assert all(x.dtype == jnp.bfloat16 for x in jax.tree.leaves(ref))
  assert sum(x.nbytes for x in jax.tree.leaves(ref)) * 2 == sum(x.nbytes for x in jax.tree.leaves(params))
  rows, _ = _rows(seed=3)
  scored = np.asarray(rows.response_mask, bool)
  a = np.asarray(learner.compute_logprobs(params, rows.tokens[None], rows.attention_mask[None], scored[None]))
  b = np.asarray(learner.compute_logprobs(ref, rows.tokens[None], rows.attention_mask[None], scored[None]))
  assert np.any(a != 0)
  np.testing.assert_array_equal(a, b)


def test_float32_master_weights_take_every_lr_1e6_update():
  # Tied embeddings: every entry (the embedding through the lm head's softmax) has a non-zero gradient.
  before, after, opt_state, metrics = _one_update(jnp.float32, jnp.bfloat16)
  assert np.isfinite(metrics["actor/loss"]) and metrics["actor/grad_norm"] > 0
  assert all(x.dtype == np.float32 for x in jax.tree.leaves(after))
  assert all(x.dtype == jnp.float32 for x in jax.tree.leaves(opt_state) if jnp.issubdtype(x.dtype, jnp.floating))
  assert _changed_fraction(before, after) >= 0.99


@pytest.mark.parametrize("micro", [8, 4])   # one microbatch, and two accumulated
def test_layer_gradients_taken_in_the_compute_dtype_change_no_update(monkeypatch, micro):
  """The step differentiates the decoder layers' bfloat16 casts (Learner._differentiated: half the gradient
  buffers); the update is bit for bit the one differentiating the float32 masters, whose forward casts the same."""
  before, cast, _, _ = _one_update(jnp.float32, jnp.bfloat16, micro)
  model = Qwen(QwenConfig(**TINY, param_dtype=jnp.float32, dtype=jnp.bfloat16), rngs=nnx.Rngs(0))
  differentiated = Learner(model)._differentiated(nnx.state(model, nnx.Param))
  for path, x in jax.tree_util.tree_leaves_with_path(differentiated):
    assert x.dtype == (jnp.bfloat16 if path[0].key == "layers" else jnp.float32), jax.tree_util.keystr(path)
  monkeypatch.setattr(Learner, "_differentiated", lambda self, params: params)
  _, masters, _, _ = _one_update(jnp.float32, jnp.bfloat16, micro)
  assert _changed_fraction(before, cast) >= 0.99
  for a, b in zip(jax.tree.leaves(cast), jax.tree.leaves(masters)):
    np.testing.assert_array_equal(a, b)


def test_bfloat16_stored_weights_round_lr_1e6_updates_away():
  """The old paper-variant setting (bf16 params and moments): most of the update is lost."""
  before, after, _, _ = _one_update(jnp.bfloat16, jnp.bfloat16)
  assert _changed_fraction(before, after) < 0.5


def test_bfloat16_compute_stays_close_to_float32():
  """Same float32 weights, float32 vs bfloat16 compute: response log-probs and their gradients agree."""
  rows, _ = _rows(seed=1)
  tokens, mask = jnp.asarray(rows.tokens), jnp.asarray(rows.attention_mask)
  weight = jnp.asarray(rows.response_mask & rows.attention_mask, jnp.float32)
  outs = {}
  for dtype in (jnp.float32, jnp.bfloat16):
    model = Qwen(QwenConfig(**TINY, param_dtype=jnp.float32, dtype=dtype), rngs=nnx.Rngs(0))
    graphdef, params = nnx.split(model)

    def objective(p):
      logp, _ = lp.sequence_logprobs(nnx.merge(graphdef, p)(tokens, mask), tokens)
      return jnp.sum(logp * weight)
    outs[dtype] = jax.value_and_grad(objective)(params)
  (v32, g32), (v16, g16) = outs[jnp.float32], outs[jnp.bfloat16]
  assert abs(float(v16) - float(v32)) <= 0.02 * abs(float(v32))
  for a, b in zip(jax.tree.leaves(g16), jax.tree.leaves(g32)):
    assert a.dtype == jnp.float32
    assert float(jnp.max(jnp.abs(a - b))) <= 0.05 * float(jnp.max(jnp.abs(b))) + 1e-6


def test_sampler_gets_a_compute_dtype_copy():
  model = Qwen(QwenConfig(**TINY, param_dtype=jnp.float32, dtype=jnp.bfloat16), rngs=nnx.Rngs(0))
  graphdef, params = nnx.split(model)
  engine = JaxEngine(graphdef, params, pad_id=0, weights_dtype=jnp.bfloat16)
  assert all(x.dtype == jnp.bfloat16 for x in jax.tree.leaves(engine.params))
  assert all(x.dtype == jnp.float32 for x in jax.tree.leaves(params))   # the master weights are untouched
  moved = jax.tree.map(lambda x: x + 1.0, params)
  engine.sync(moved, 3)
  np.testing.assert_array_equal(np.asarray(engine.params["embed"][...]),
                                np.asarray(moved["embed"][...].astype(jnp.bfloat16)))
  out = engine.generate([[1, 2, 3]], _greedy(), seed=0)
  assert len(out[0].ids) == 4


def _greedy():
  from mcgpo_jax.models.sampler import SamplingParams
  return SamplingParams(temperature=0.0, max_new_tokens=4)


@pytest.mark.parametrize("module", [alfworld_config, webshop_config])
@pytest.mark.parametrize("variant", ["qwen2.5-1.5b", "qwen2.5-7b", "qwen3-4b", "qwen3-8b"])
def test_paper_variants_keep_float32_masters_and_compute_in_bfloat16(module, variant):
  cfg = module.get_config(variant)
  # (Their remat policy is chosen per variant by compiling: tests/run/test_presets.py checks it.)
  assert (cfg.model.param_dtype, cfg.model.dtype) == ("float32", "bfloat16")
