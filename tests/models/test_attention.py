"""The attention kernels behind QwenConfig.attention: which one each platform gets, packed rows (segment ids)
equal to separate rows, Pallas splash attention (interpret mode on CPU) against the XLA path in logits,
gradients and the sampler's prefill, with causal and segment masks and GQA, and a decode step that scores
one query row at a time."""
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from flax import nnx

from mcgpo_jax.models import attention
from mcgpo_jax.models.qwen import Qwen, QwenConfig
from mcgpo_jax.models.sampler import Sampler, SamplingParams, decode, prefill

TINY = QwenConfig(vocab_size=96, hidden_size=32, intermediate_size=64, num_layers=2, num_heads=4, num_kv_heads=2,
                  head_dim=8, qk_norm=True, qkv_bias=False)
SPLASH = dataclasses.replace(TINY, attention="splash", interpret=True)


def test_auto_picks_the_kernel_by_platform_and_refuses_what_cannot_compile():
  assert [attention.resolve("auto", p) for p in ("cpu", "tpu", "gpu")] == ["xla", "splash", "cudnn"]
  assert attention.resolve("splash", "cpu") == "splash"   # interpret mode, for tests
  assert attention.resolve("xla", "tpu") == "xla"
  with pytest.raises(ValueError, match="needs an NVIDIA GPU"):
    attention.resolve("cudnn", "tpu")
  with pytest.raises(ValueError, match="unknown"):
    attention.resolve("flash", "cpu")
  with pytest.raises(ValueError, match="expected a resolved kernel"):
    dataclasses.replace(TINY, attention="auto")


def test_the_model_config_resolves_attention_and_interpret_mode_for_its_platform():
  import ml_collections
  from mcgpo_jax.config import model_fields
  from mcgpo_jax.models.lora import LoraConfig
  cfg = ml_collections.ConfigDict({"model": {"param_dtype": "float32", "dtype": "bfloat16", "remat": True,
                                             "scan_layers": True, "attention": "auto"}, "lora": {"rank": 0}})
  assert model_fields(cfg, "tpu") == dict(param_dtype=jnp.float32, dtype=jnp.bfloat16, remat="full",
                                          scan_layers=True, attention="splash", interpret=False,
                                          lora=LoraConfig())   # rank 0: LoRA off
  assert model_fields(cfg, "cpu")["attention"] == "xla"
  cfg.model.attention = "splash"
  assert model_fields(cfg, "cpu")["interpret"] is True


def test_auto_on_a_gpu_in_float32_resolves_to_a_kernel_that_takes_float32():
  """cuDNN's fused attention takes float16 / bfloat16 only: 'auto' with the base default model.dtype='float32'
  on a GPU used to pick it, and fail there; an explicit 'cudnn' in float32 is refused naming the dtype."""
  import ml_collections
  from mcgpo_jax.config import model_fields
  assert attention.resolve("auto", "gpu", jnp.float32) == "xla"
  assert attention.resolve("auto", "gpu", jnp.bfloat16) == "cudnn"
  cfg = ml_collections.ConfigDict({"model": {"param_dtype": "float32", "dtype": "float32", "remat": True,
                                             "scan_layers": True, "attention": "auto"}, "lora": {"rank": 0}})
  assert model_fields(cfg, "gpu")["attention"] == "xla"
  cfg.model.dtype = "bfloat16"
  assert model_fields(cfg, "gpu")["attention"] == "cudnn"
  with pytest.raises(ValueError, match=r"attention='cudnn' takes float16 / bfloat16 only, not float32 "
                                       r"\(config.model.dtype\)"):
    attention.resolve("cudnn", "gpu", jnp.float32)


def test_packed_segments_equal_separate_rows():
  """Two sequences packed into one row with segment ids (and per-segment positions by default) give each
  token the logits it has alone: no attention across segments, positions restarting at each."""
  model = Qwen(TINY, rngs=nnx.Rngs(0))
  rng = np.random.RandomState(1)
  a, b = rng.randint(1, 96, 5), rng.randint(1, 96, 6)
  packed = jnp.asarray(np.concatenate([a, b, [0, 0]])[None], jnp.int32)
  segments = jnp.asarray([[1] * 5 + [2] * 6 + [0, 0]], jnp.int32)
  out = np.asarray(model(packed, segment_ids=segments))[0]
  np.testing.assert_allclose(out[:5], np.asarray(model(jnp.asarray(a[None])))[0], atol=1e-5)
  np.testing.assert_allclose(out[5:11], np.asarray(model(jnp.asarray(b[None])))[0], atol=1e-5)


def _splash_inputs(length=20):
  rng = np.random.RandomState(0)
  ids = jnp.asarray(rng.randint(0, 96, (2, length)), jnp.int32)
  # Row 0: two packed segments then right padding; row 1: left padding then one segment.
  segments = jnp.asarray([[1] * 6 + [2] * 7 + [0] * (length - 13), [0] * 4 + [1] * (length - 4)], jnp.int32)
  return ids, segments


@pytest.mark.slow
def test_splash_matches_xla_in_logits_and_gradients():
  xla_model, splash_model = Qwen(TINY, rngs=nnx.Rngs(0)), Qwen(SPLASH, rngs=nnx.Rngs(0))
  ids, segments = _splash_inputs()
  real = np.asarray(segments > 0)
  a, b = xla_model(ids, segment_ids=segments), splash_model(ids, segment_ids=segments)
  np.testing.assert_allclose(np.asarray(b)[real], np.asarray(a)[real], atol=2e-5)

  def loss(m):   # real tokens only: pads' outputs differ by design (splash lets a pad see pads)
    return jnp.sum(jax.nn.log_softmax(m(ids, segment_ids=segments))[..., 3] * (segments > 0))
  for g_xla, g_splash in zip(jax.tree.leaves(nnx.grad(loss)(xla_model)), jax.tree.leaves(nnx.grad(loss)(splash_model))):
    scale = float(jnp.abs(g_xla).max())
    assert float(jnp.abs(g_splash - g_xla).max()) <= 1e-4 * max(scale, 1.0), scale


@pytest.mark.slow
def test_splash_prefill_samples_as_xla_does():
  prompts, greedy = [[3, 4, 5], [9] * 7, [10, 20]], SamplingParams(temperature=0.0, max_new_tokens=4)
  sampler = Sampler(prompt_buckets=(8,), batch_buckets=(4,))
  a = sampler.generate(Qwen(TINY, rngs=nnx.Rngs(0)), prompts, greedy, jax.random.key(0))
  b = sampler.generate(Qwen(SPLASH, rngs=nnx.Rngs(0)), prompts, greedy, jax.random.key(0))
  np.testing.assert_array_equal(a.response_ids, b.response_ids)
  np.testing.assert_allclose(a.logprobs, b.logprobs, atol=1e-5)


def _float32_shapes(jaxpr):
  for eqn in jaxpr.eqns:
    for var in eqn.outvars:
      aval = var.aval
      if getattr(aval, "dtype", None) == jnp.float32:
        yield tuple(aval.shape)
    for param in eqn.params.values():
      for sub in (param if isinstance(param, (tuple, list)) else (param,)):
        inner = getattr(sub, "jaxpr", sub)
        if hasattr(inner, "eqns"):
          yield from _float32_shapes(inner)


def test_decode_scores_one_query_row_against_the_cache():
  """Decode keeps a dense path over the cache, but its float32 scores are one row per head ([B, K, G·1, slots]):
  no float32 intermediate over the cache's slots holds more than rows x heads x slots values."""
  model = Qwen(TINY, rngs=nnx.Rngs(0))
  graphdef, state = nnx.split(model)
  ids, mask = jnp.ones((4, 64), jnp.int32), jnp.ones((4, 64), bool)
  keys = jax.random.split(jax.random.key(0), 4)
  dstate = jax.eval_shape(lambda: prefill(graphdef, (state,), ids, mask, keys, max_new_tokens=64))
  slots = dstate.cache.k.shape[3]
  jaxpr = decode.trace(graphdef, (state,), dstate, jnp.int32(1), jnp.int32(0), jnp.float32(1), jnp.float32(1),
                       jnp.int32(0), jnp.full((8,), -1, jnp.int32), jnp.zeros((1, 1), jnp.int32),
                       pad_id=0).jaxpr   # no stop strings
  one_row = 4 * TINY.num_heads * slots
  wide = [s for s in _float32_shapes(jaxpr.jaxpr) if s and s[-1] == slots and np.prod(s) > one_row]
  assert not wide, wide
  assert any(s and s[-1] == slots for s in _float32_shapes(jaxpr.jaxpr))   # the scores are there, one row wide
  # The prefill, by contrast, does hold [.., L, L] scores on this path: the check can see them.
  pre = prefill.trace(graphdef, (state,), ids, mask, keys, max_new_tokens=64).jaxpr
  assert any(s and s[-1] == 64 and np.prod(s) > 4 * TINY.num_heads * 64 for s in _float32_shapes(pre.jaxpr))


def test_the_flop_counter_counts_splash_blocks_on_and_below_the_diagonal():
  """A 1,024-token causal splash call in 512-blocks runs 3 of its 4 blocks per head, 2 matmuls each forward
  (q kᵀ, p v); under grad the dq (3) and dkv (4) kernels run the same 3 blocks."""
  from mcgpo_jax.aot import flops
  b, length, heads, hd, block = 2, 1024, 2, 128, 512
  q, k = jnp.zeros((b, length, heads, hd), jnp.bfloat16), jnp.zeros((b, 1, length, hd), jnp.bfloat16)
  segments = jnp.ones((b, length), jnp.int32)
  f = lambda q, k, v: attention.splash(q, k, v, segments).astype(jnp.float32).sum()
  per_block = 2 * block * block * hd
  assert flops.jaxpr_flops(jax.make_jaxpr(f)(q, k, k)) == b * heads * 3 * 2 * per_block
  backward = flops.jaxpr_flops(jax.make_jaxpr(jax.grad(f, argnums=(0, 1, 2)))(q, k, k))
  assert abs(backward - b * heads * 3 * (2 + 3 + 4) * per_block) <= 0.001 * backward


def test_splash_blocks_divide_every_lane_padded_length():
  """The kernel refuses a block that does not divide the sequence: the quickstart's 1,152-token rows
  (9 x 128) failed to compile for a TPU in 512-blocks. Each block is a multiple of 128 lanes, at most 512, and the
  largest such divisor; a splash call at such a length runs (interpret mode) and agrees with the XLA path."""
  for length in range(128, 4097, 128):
    block = attention.splash_block(length)
    assert length % block == 0 and block % 128 == 0 and block <= 512
    assert all(length % b for b in range(block + 128, min(512, length) + 1, 128))
  assert attention.splash_block(1152) == 384 and attention.splash_block(640) == 128
  b, length, heads, hd = 1, 1152, 2, 16
  keys = jax.random.split(jax.random.key(0), 3)
  q = jax.random.normal(keys[0], (b, length, heads, hd))
  k, v = (jax.random.normal(key, (b, 1, length, hd)) for key in keys[1:])
  segments = jnp.ones((b, length), jnp.int32)
  allowed = (jnp.arange(length)[None, :] <= jnp.arange(length)[:, None])[None, None, None]
  out = attention.splash(q, k, v, segments, interpret=True)
  np.testing.assert_allclose(out, attention.xla(q, k, v, allowed), atol=2e-5)


@pytest.mark.parametrize("heads, kv_heads", [(6, 2), (8, 2), (4, 4)])
def test_the_xla_path_is_hf_repeat_kv_attention_when_groups_and_kv_heads_differ(heads, kv_heads):
  """Query head i attends with kv head i // (heads / kv_heads), as HF's repeat_kv pairs them (Qwen2.5-1.5B:
  12 heads over 2). With 4 heads over 2, groups and kv heads are equal and a swapped pairing looks right."""
  rng = np.random.default_rng(heads)
  b, l, hd = 2, 5, 4
  q = rng.standard_normal((b, l, heads, hd)).astype(np.float32)
  k, v = (rng.standard_normal((b, kv_heads, l, hd)).astype(np.float32) for _ in range(2))
  lengths = np.array([5, 3])
  allowed = np.tril(np.ones((l, l), bool))[None] & (np.arange(l) < lengths[:, None])[:, None, :]
  got = np.asarray(attention.xla(jnp.asarray(q), jnp.asarray(k), jnp.asarray(v), jnp.asarray(allowed)[:, None, None]))
  want = np.zeros((b, l, heads, hd), np.float32)
  for r in range(b):
    for i in range(heads):
      kv = i // (heads // kv_heads)
      scores = q[r, :, i] @ k[r, kv].T / np.sqrt(hd)
      scores = np.where(allowed[r], scores, -np.inf)
      probs = np.exp(scores - scores.max(-1, keepdims=True))
      want[r, :, i] = (probs / probs.sum(-1, keepdims=True)) @ v[r, kv]
  real = (np.arange(l) < lengths[:, None])            # fully padded query rows are never used
  np.testing.assert_allclose(got.reshape(b, l, heads, hd)[real], want[real], rtol=1e-5, atol=1e-5)
