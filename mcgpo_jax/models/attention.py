"""The attention core of the Qwen decoder, behind one switch (`QwenConfig.attention`).

Kernels, and why there are several:
  * "xla": softmax(q kᵀ) written out in float32 with a hand-written backward (`attend`). It runs anywhere and
    is what the parity tests compare with transformers, but it materialises [rows, heads, L, S] float32 scores
    (and keeps them for the backward): at paper lengths that is most of a train step's and a prefill's memory.
  * "splash": Pallas TPU splash attention (`jax.experimental.pallas.ops.tpu.splash_attention`), a blocked
    online-softmax kernel with its own fused backward: causal mask plus segment ids, GQA without repeating
    keys, fully masked blocks skipped. On CPU it runs in Pallas' interpret mode (the tests compare it with
    "xla" that way). Under a mesh it runs inside `shard_map` over the batch and head axes, since a Pallas call
    cannot be partitioned by the compiler.
  * "cudnn": `jax.nn.dot_product_attention(implementation="cudnn")` (cuDNN flash attention) on NVIDIA GPUs,
    with the boolean mask [B, 1, L, S]; it cannot run on this project's CPU hosts.
  * "auto": `resolve` picks by the platform the model computes on (TPU splash, GPU cudnn in float16 /
    bfloat16 and xla in float32, which cuDNN's kernel does not take, else xla).

Decode (one new token against a KV cache) always takes the "xla" path: its scores are one query row per head,
[B, K, G, 1, S], never a [L, S] square.
"""
from __future__ import annotations

import functools
import math

import jax
import jax.numpy as jnp

ATTENTION_KERNELS = ("auto", "xla", "splash", "cudnn")
_BY_PLATFORM = {"tpu": "splash", "gpu": "cudnn", "cuda": "cudnn"}


# cuDNN's fused attention takes float16 / bfloat16 inputs only (a float32 call fails to lower).
_CUDNN_DTYPES = ("float16", "bfloat16")


def resolve(name: str, platform: str, dtype=None) -> str:
  """The kernel config.model.attention names on `platform` ("cpu" | "gpu" | "tpu") for inputs of `dtype`
  (the compute dtype; None: not known): "auto" by platform (on a GPU in float32, "xla": cuDNN's kernel takes
  half precision only), an explicit one as given; a kernel that cannot run there raises, naming it."""
  if name not in ATTENTION_KERNELS:
    raise ValueError(f"attention={name!r} is unknown; choose one of {', '.join(ATTENTION_KERNELS)}")
  half = dtype is None or jnp.dtype(dtype).name in _CUDNN_DTYPES
  if name == "auto":
    kernel = _BY_PLATFORM.get(platform, "xla")
    return kernel if kernel != "cudnn" or half else "xla"
  if name == "cudnn" and platform not in ("gpu", "cuda"):
    raise ValueError(f"attention='cudnn' needs an NVIDIA GPU, not {platform!r}; use 'auto' or 'xla'")
  if name == "cudnn" and not half:
    raise ValueError(f"attention='cudnn' takes float16 / bfloat16 only, not {jnp.dtype(dtype).name} "
                     f"(config.model.dtype); use 'auto' or 'xla', or model.dtype='bfloat16'")
  return name


# ---- xla: written-out softmax attention ------------------------------------------------------------------


def _attention_probs(q: jax.Array, k: jax.Array, allowed: jax.Array) -> jax.Array:
  """softmax(q k^T / sqrt(hd)) over the allowed keys, in float32; q [B, K, G·L, hd], k [B, K, S, hd],
  allowed [B, 1, 1, L, S] bool -> [B, K, G·L, S]."""
  b, kv_heads, rows, hd = q.shape
  scores = jnp.einsum("bkqh,bksh->bkqs", q, k, preferred_element_type=jnp.float32) * hd ** -0.5
  scores = scores.reshape(b, kv_heads, -1, *allowed.shape[-2:])  # [B, K, G, L, S]
  # A finite minimum (not -inf) keeps fully padded query rows finite; their outputs are never used.
  scores = jnp.where(allowed, scores, jnp.finfo(jnp.float32).min)
  return jax.nn.softmax(scores, axis=-1).reshape(b, kv_heads, rows, -1)


@jax.custom_vjp
def attend(q: jax.Array, k: jax.Array, v: jax.Array, allowed: jax.Array) -> jax.Array:
  """Attention core: softmax(q k^T / sqrt(hd) | allowed) v, head-major; q [B, K, G·L, hd], k / v
  [B, K, S, hd], allowed [B, 1, 1, L, S] bool (which keys each query may see) -> [B, K, G·L, hd].

  The backward is written out (the standard softmax-attention gradient, from the saved probabilities) so
  that every gradient dot is one batched GEMM producing its result in the layout it is used in; autodiff's
  transpose rules emitted dots with transposed outputs plus copies, and materialised the softmax's
  broadcasts and the mask's select. Reverse mode only: `jax.jvp` through it is not defined.
  """
  return _attend_fwd(q, k, v, allowed)[0]


def _attend_fwd(q, k, v, allowed):
  probs = _attention_probs(q, k, allowed)
  return jnp.einsum("bkqs,bksh->bkqh", probs.astype(v.dtype), v), (q, k, v, probs)


def _attend_bwd(residuals, g):
  # P = softmax(S), S = q k^T / sqrt(hd) over the allowed keys, out = P v:
  #   dv = P^T g,  dP = g v^T,  dS = P ⊙ (dP − rowsum(dP ⊙ P)),  dq = dS k / sqrt(hd),  dk = dS^T q / sqrt(hd).
  # Disallowed keys have P = 0, so they get no gradient, except in fully padded query rows (P uniform),
  # whose outputs no loss uses (their g is 0). rowsum(dP ⊙ P) from the float32 P, not from the (possibly
  # rounded) output, keeps every row of dS summing to zero in bfloat16 too.
  q, k, v, probs = residuals
  scale = q.shape[-1] ** -0.5
  dv = jnp.einsum("bkqs,bkqh->bksh", probs.astype(g.dtype), g)
  dp = jnp.einsum("bkqh,bksh->bkqs", g, v, preferred_element_type=jnp.float32)
  ds = (probs * (dp - jnp.sum(dp * probs, axis=-1, keepdims=True)) * scale).astype(q.dtype)
  dq = jnp.einsum("bkqs,bksh->bkqh", ds, k)
  dk = jnp.einsum("bkqs,bkqh->bksh", ds, q)
  return dq, dk, dv, None


attend.defvjp(_attend_fwd, _attend_bwd)


def xla(q: jax.Array, k: jax.Array, v: jax.Array, allowed: jax.Array) -> jax.Array:
  """q [B, L, H, hd], k / v [B, K, S, hd] head-major, allowed [B, 1, 1, L, S] -> [B, L, H·hd].

  Head-major layouts, with each kv head's query group and positions merged into one axis, keep both attention
  dots (and their gradients) in the plain batched [B·K, M, N] form; mixing the group axis in among the
  positions made XLA transpose every [.., L, S] score tensor. HF repeat_kv: head i uses kv head i // groups.
  """
  b, l, heads, hd = q.shape
  kv_heads = k.shape[1]
  groups = heads // kv_heads
  q = q.reshape(b, l, kv_heads, groups, hd).transpose(0, 2, 3, 1, 4).reshape(b, kv_heads, groups * l, hd)
  out = attend(q, k, v, allowed).reshape(b, kv_heads, groups, l, hd)
  return out.transpose(0, 3, 1, 2, 4).reshape(b, l, heads * hd)


# ---- cudnn ----------------------------------------------------------------------------------------------


def cudnn(q: jax.Array, k: jax.Array, v: jax.Array, allowed: jax.Array, mesh_axes=None) -> jax.Array:
  """The same contract as `xla` (self-attention, S = L), through cuDNN's fused kernel (NVIDIA GPUs only): the
  boolean mask goes in whole ([B, 1, L, L], one per row, broadcast over heads), which covers padding,
  causality and segments. Each pad query also sees itself, so that no row of the mask is empty (the xla path
  spreads such a row uniformly; its output is never used either way). `mesh_axes` as `splash`'s: under a
  mesh the kernel runs per shard (its own partitioner refused rows whose queries and keys the compiler had
  laid out differently, as in the behaviour-cloning step).

  JAX hands the mask to cuDNN as a dense additive bias ([B, 1, L, L] in the compute dtype, and the backward
  writes its gradient too). `is_causal` adds nothing to the mask (it is causal already) but makes cuDNN's mask
  type CAUSAL instead of NO_MASK, so the kernel can skip the tiles above the diagonal instead of computing
  and then masking them (docs/accelerators.md, "cuDNN attention on packed rows")."""
  b, l, heads, hd = q.shape

  def run(q, k, v, allowed):
    mask = allowed[:, 0] | jnp.eye(l, dtype=bool)
    return jax.nn.dot_product_attention(q, k.transpose(0, 2, 1, 3), v.transpose(0, 2, 1, 3), mask=mask,
                                        is_causal=True, implementation="cudnn")

  if mesh_axes is not None:
    from jax.sharding import PartitionSpec as P
    batch, head = _shard_axes(mesh_axes, b, heads, k.shape[1])
    rows, head_major = P(batch, None, head, None), P(batch, head, None, None)
    run = jax.shard_map(run, in_specs=(rows, head_major, head_major, P(batch)), out_specs=rows, check_vma=False)
  return run(q, k, v, allowed).reshape(b, l, heads * hd)


def _shard_axes(mesh_axes, batch_size: int, heads: int, kv_heads: int):
  """(batch mesh axes, head mesh axis) of `mesh_axes` that divide the batch and both head counts on the mesh
  set around the trace (each None where one does not): how a kernel run per shard splits its operands."""
  batch, head = mesh_axes
  sizes = dict(jax.sharding.get_abstract_mesh().shape)
  head = head if head and heads % sizes.get(head, 1) == 0 and kv_heads % sizes.get(head, 1) == 0 else None
  batch = batch if batch and batch_size % math.prod(sizes.get(a, 1) for a in batch) == 0 else None
  return batch, head


# ---- splash ---------------------------------------------------------------------------------------------

# Tile sizes: 512-row query / key blocks (Tunix's and MaxText's default on v5p), clipped to the sequence,
# which is padded to a multiple of the TPU's 128 lanes.
_SPLASH_BLOCK = 512
_LANES = 128


def _splash_kernel(heads: int, length: int, interpret: bool):
  """One causal splash kernel for [heads, length, hd] queries: a pytree of small mask-info arrays (which of
  the blocks the causal mask leaves to compute) plus static tiling. Built inside each trace: the arrays it
  makes are that trace's values, so it cannot be cached across traces."""
  from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_kernel as kernel
  from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as mask_lib
  block = splash_block(length)
  sizes = kernel.BlockSizes(block_q=block, block_kv=block, block_kv_compute=block, block_q_dkv=block,
                            block_kv_dkv=block, block_kv_dkv_compute=block, block_q_dq=block, block_kv_dq=block)
  mask = mask_lib.MultiHeadMask([mask_lib.CausalMask((length, length)) for _ in range(heads)])
  return kernel.make_splash_mha(mask, block_sizes=sizes, head_shards=1, q_seq_shards=1, interpret=interpret)


def splash_block(length: int) -> int:
  """The square tile the splash kernel uses for a (lane-padded) sequence of `length`: the largest multiple of
  the 128 lanes up to 512 that divides it (the kernel refuses a block that does not: a 1,152-token row, 9 x 128,
  runs in 384-blocks, not 512)."""
  if length % _LANES:
    raise ValueError(f"splash: sequence length {length} is not a multiple of {_LANES} lanes (pad it first)")
  return next(b for b in range(min(_SPLASH_BLOCK, length), 0, -_LANES) if length % b == 0)


def _splash_rows(q, k, v, segment_ids, interpret: bool):
  """q [B, H, L, hd] (already scaled), k / v [B, K, L, hd], segment_ids [B, L] -> [B, H, L, hd]."""
  from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_kernel as kernel
  fn = _splash_kernel(q.shape[1], q.shape[2], interpret)
  one = lambda q, k, v, s: fn(q, k, v, segment_ids=kernel.SegmentIds(q=s, kv=s))
  return jax.vmap(one)(q, k, v, segment_ids)


def splash(q: jax.Array, k: jax.Array, v: jax.Array, segment_ids: jax.Array, *, interpret: bool = False,
           mesh_axes=None) -> jax.Array:
  """q [B, L, H, hd], k / v [B, K, L, hd] head-major, segment_ids [B, L] int32 -> [B, L, H·hd]: causal
  attention within each segment (a query sees the earlier keys of its own segment id).

  Padding is a segment of its own (the caller gives pads id 0): a pad query then attends to pads only and
  stays finite, and no real token sees a pad. `mesh_axes`: (batch axes, head axis) of the mesh set around
  the trace (`jax.set_mesh`), to run the kernel per shard; None off a mesh.
  """
  b, l, heads, hd = q.shape
  kv_heads = k.shape[1]
  # Splash does not scale the logits; the float32 softmax inside is the kernel's own.
  q = (q * jnp.asarray(hd ** -0.5, q.dtype)).transpose(0, 2, 1, 3)
  # The kernel tiles the sequence in multiples of 128 lanes: a shorter or ragged one is padded at the end
  # with a segment (-1) that no real token has, and the padding's rows are cut off again.
  pad = -l % _LANES
  if pad:
    widen = lambda x: jnp.pad(x, ((0, 0), (0, 0), (0, pad), (0, 0)))
    q, k, v = widen(q), widen(k), widen(v)
    segment_ids = jnp.pad(segment_ids, ((0, 0), (0, pad)), constant_values=-1)
  run = functools.partial(_splash_rows, interpret=interpret)
  if mesh_axes is not None:
    from jax.sharding import PartitionSpec as P
    batch, head = _shard_axes(mesh_axes, b, heads, kv_heads)
    spec = P(batch, head, None, None)
    run = jax.shard_map(run, in_specs=(spec, spec, spec, P(batch, None)), out_specs=spec, check_vma=False)
  out = run(q, k, v, segment_ids)[:, :, :l]
  return out.transpose(0, 2, 1, 3).reshape(b, l, heads * hd)
