"""Qwen2 / Qwen2.5 / Qwen3 decoder-only policy in Flax NNX.

Every weight is declared exactly once, as an `nnx.Param` carrying its *logical* axes in the
`logical_axes` metadata (e.g. ("embed", "q_heads", "head_dim")). `mcgpo_jax.sharding` maps those names
to mesh axes through its single rules table, so this file never mentions a device or a mesh axis.

Numerics follow HF transformers (the parity tests check it to 1e-4 in float32):
  * RMSNorm normalises in float32 and casts back before the scale, like `Qwen2RMSNorm`.
  * RoPE uses the `rotate_half` convention (first half / second half of head_dim, not interleaved),
    with angles computed in float32.
  * Attention softmax is float32; logits are returned in float32 whatever the compute dtype, because
    RL log-probs and ratios are sensitive to rounding.
  * Positions default to `cumsum(attention_mask) - 1`, which is right for left *and* right padding
    (HF's forward defaults to `arange`, which is only right for right padding; generate() uses cumsum).
    With `segment_ids` (several sequences packed into one row) they count within each segment, and a
    token attends to the earlier tokens of its own segment only.

Scanned layers (`scan_layers`, the default): the decoder layers' weights are stacked along a leading "layers"
axis and one layer body runs under `jax.lax.scan`, so XLA compiles one layer instead of `num_layers` copies
(minutes of compile time at paper scale) and the KV cache is stacked the same way, [layers, B, K, S, hd].
`scan_layers=False` keeps one module per layer in an `nnx.List` (the same weights from the same seed, the
same numbers), which is also what run dirs written before scanned layers hold.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Mapping

import jax
import jax.numpy as jnp
from flax import nnx
from jax.ad_checkpoint import checkpoint_name

from mcgpo_jax.models import attention as attention_lib
from mcgpo_jax.models import lora as lora_lib
from mcgpo_jax.models.matmul import dense
from mcgpo_jax.sharding import LOGICAL_AXIS_RULES, shard_activation

_MODEL_TYPES = ("qwen2", "qwen3")

# config.model.remat -> the `jax.checkpoint` policy of the scanned layer body (None: no remat). "full" saves
# nothing (each layer's forward reruns in the backward: 8·N·T FLOPs instead of 6·N·T); the dots policies keep
# the matmul outputs (all of them, or those without batch dimensions: the projections and MLP, whose 2-D dots
# carry no batch axis, but not attention's batched score dots) and recompute only the cheap elementwise work.
# "offload_layer_inputs" is "full" with the one residual "full" keeps per layer, the layer's input
# ([rows, L, hidden] in the compute dtype), moved to the host's pinned memory in the forward and back for the
# layer's recompute: the device holds none of them (1.64 GiB per chip for ALFWorld's 1.5B train step on
# v5p:2x2x1), for a host transfer of each layer input both ways per microbatch, which XLA overlaps with the
# layers' compute. Its FLOPs are full's.
REMAT_POLICIES = {
    "none": None,
    "full": jax.checkpoint_policies.nothing_saveable,
    "dots_saveable": jax.checkpoint_policies.dots_saveable,
    "dots_with_no_batch_dims_saveable": jax.checkpoint_policies.dots_with_no_batch_dims_saveable,
    "offload_layer_inputs": jax.checkpoint_policies.save_and_offload_only_these_names(
        names_which_can_be_saved=[], names_which_can_be_offloaded=["layer_input"],
        offload_src="device", offload_dst="pinned_host"),
}


def remat_policy_name(value: Any) -> str:
  """config.model.remat as a policy name: the bools of older configs (and their command-line spellings
  True / False) mean "full" and "none"."""
  if isinstance(value, bool) or value in ("True", "False", "true", "false"):
    return "full" if value in (True, "True", "true") else "none"
  if value not in REMAT_POLICIES:
    raise ValueError(f"remat={value!r} is unknown; choose one of {', '.join(REMAT_POLICIES)} (or a bool)")
  return value


@dataclasses.dataclass(frozen=True)
class QwenConfig:
  """Architecture of one Qwen model; `from_hf` reads a transformers config.json dict."""
  vocab_size: int  # Embedding / lm-head rows (HF's vocab_size), often padded past the tokenizer's ids.
  hidden_size: int
  intermediate_size: int
  num_layers: int
  num_heads: int
  num_kv_heads: int
  head_dim: int
  rope_theta: float = 1_000_000.0
  rms_norm_eps: float = 1e-6
  tie_word_embeddings: bool = False
  qkv_bias: bool = True  # Qwen2 / 2.5: biases on q, k, v projections.
  qk_norm: bool = False  # Qwen3: RMSNorm over head_dim on q and k before RoPE.
  max_position_embeddings: int = 32768
  param_dtype: Any = jnp.float32
  dtype: Any = jnp.float32  # Compute dtype of matmuls; norms, softmax and logits stay float32.
  remat: str = "none"  # A REMAT_POLICIES name for each decoder layer's backward (a bool is read as full / none).
  scan_layers: bool = True  # Stacked layer weights under one scanned body (see the module docstring).
  attention: str = "xla"  # The attention kernel, "xla" | "splash" | "cudnn" (models/attention.py).
  interpret: bool = False  # Pallas kernels in interpret mode: splash off a TPU (tests on CPU).
  # The ids the policy's tokenizer makes (len(tokenizer), its added tokens included). Rows at or past it
  # (padding: the tiny policy's 516 ids have 576 rows, Qwen2.5's 151,665 have 151,936) get no probability:
  # the sampler and the learner's log-softmax mask their logits to -inf (`token_vocab`, `mask_padding_rows`).
  # None: every row is a token. The model's own logits stay raw (they are HF's, row for row).
  tokenizer_size: int | None = None
  lora: lora_lib.LoraConfig = lora_lib.LoraConfig()  # rank > 0: adapters on the projections (models/lora.py)

  def __post_init__(self):
    object.__setattr__(self, "remat", remat_policy_name(self.remat))
    if self.attention not in attention_lib.ATTENTION_KERNELS[1:]:
      raise ValueError(f"attention={self.attention!r}: expected a resolved kernel, one of "
                       f"{attention_lib.ATTENTION_KERNELS[1:]} (attention.resolve turns 'auto' into one)")
    if self.num_heads % self.num_kv_heads:
      raise ValueError(f"num_heads={self.num_heads} is not a multiple of num_kv_heads={self.num_kv_heads}")
    if self.head_dim % 2:
      raise ValueError(f"head_dim={self.head_dim} must be even for RoPE")
    if self.tokenizer_size is not None and self.tokenizer_size < 1:
      raise ValueError(f"tokenizer_size={self.tokenizer_size} must be >= 1 (or None: every row is a token)")

  @property
  def token_vocab(self) -> int:
    """The ids that carry probability: the tokenizer's, capped by the rows there are (a tokenizer larger than
    the embedding makes ids no row can embed or predict)."""
    return self.vocab_size if self.tokenizer_size is None else min(self.tokenizer_size, self.vocab_size)

  @property
  def model_type(self) -> str:
    """The HF model_type this architecture corresponds to."""
    if self.qk_norm and not self.qkv_bias:
      return "qwen3"
    if self.qkv_bias and not self.qk_norm:
      return "qwen2"
    raise ValueError(f"qkv_bias={self.qkv_bias} with qk_norm={self.qk_norm} matches neither qwen2 nor qwen3")

  @classmethod
  def from_hf(cls, hf: Mapping[str, Any], **overrides: Any) -> "QwenConfig":
    """Builds a config from a transformers config.json dict (transformers 4 or 5 layout).

    `overrides` sets the JAX-only fields (param_dtype, dtype, remat, scan_layers, attention, interpret).
    Anything this implementation does not reproduce exactly (rope scaling, sliding windows, MoE, other
    activations) raises, naming the field.
    """
    model_type = hf.get("model_type")
    if model_type not in _MODEL_TYPES:
      raise ValueError(f"config.json model_type={model_type!r} is not supported (expected one of {_MODEL_TYPES})")
    for moe_field in ("num_experts", "num_experts_per_tok", "moe_intermediate_size"):
      if hf.get(moe_field):
        raise ValueError(f"config.json field {moe_field!r} is set: mixture-of-experts models are not supported")
    if hf.get("hidden_act", "silu") != "silu":
      raise ValueError(f"config.json hidden_act={hf['hidden_act']!r} is not supported (expected 'silu')")
    if hf.get("use_sliding_window"):
      raise ValueError("config.json use_sliding_window=true is not supported")
    if any(t != "full_attention" for t in hf.get("layer_types") or ()):
      raise ValueError(f"config.json layer_types={hf['layer_types']!r}: only 'full_attention' is supported")
    if model_type == "qwen3" and hf.get("attention_bias"):
      raise ValueError("config.json attention_bias=true is not supported for qwen3")

    rope = hf.get("rope_parameters") or {}  # transformers 5 layout.
    scaling = hf.get("rope_scaling") or {}  # transformers 4 layout.
    for field, params in (("rope_parameters", rope), ("rope_scaling", scaling)):
      rope_type = params.get("rope_type", params.get("type", "default"))
      if rope_type != "default":
        raise ValueError(f"config.json {field}.rope_type={rope_type!r} is not supported (only 'default')")
    theta = rope.get("rope_theta", hf.get("rope_theta"))
    if theta is None:
      raise ValueError("config.json has neither rope_theta nor rope_parameters.rope_theta")

    heads = hf["num_attention_heads"]
    fields = dict(
        vocab_size=hf["vocab_size"],
        hidden_size=hf["hidden_size"],
        intermediate_size=hf["intermediate_size"],
        num_layers=hf["num_hidden_layers"],
        num_heads=heads,
        num_kv_heads=hf.get("num_key_value_heads") or heads,
        head_dim=hf.get("head_dim") or hf["hidden_size"] // heads,
        rope_theta=float(theta),
        rms_norm_eps=float(hf.get("rms_norm_eps", 1e-6)),
        tie_word_embeddings=bool(hf.get("tie_word_embeddings", False)),
        qkv_bias=model_type == "qwen2",
        qk_norm=model_type == "qwen3",
        max_position_embeddings=hf.get("max_position_embeddings", 32768),
    )
    fields.update(overrides)
    return cls(**fields)


def live_rows(num_rows: int, token_vocab: int) -> jax.Array | None:
  """bool [num_rows]: which logit rows are token ids (row < token_vocab); None when all of them are."""
  if token_vocab >= num_rows:
    return None
  return jnp.arange(num_rows) < token_vocab


def mask_padding_rows(logits: jax.Array, token_vocab: int) -> jax.Array:
  """logits [..., V] with the rows past the tokenizer's ids at -inf, so nothing samples them (as is when every
  row is a token). The learner masks the same rows in its log-softmax (learn/logprobs.py)."""
  live = live_rows(logits.shape[-1], token_vocab)
  return logits if live is None else jnp.where(live, logits, -jnp.inf)


def _param(rngs: nnx.Rngs | None, shape: tuple[int, ...], axes: tuple[str, ...], cfg: QwenConfig,
           init: str = "normal") -> nnx.Param:
  """One weight with its logical axes; init follows HF (normal(0.02) matrices, ones / zeros vectors)."""
  if init == "normal":
    value = 0.02 * jax.random.normal(rngs.params(), shape, cfg.param_dtype)
  else:
    value = (jnp.ones if init == "ones" else jnp.zeros)(shape, cfg.param_dtype)
  return nnx.Param(value, logical_axes=axes)


class RMSNorm(nnx.Module):
  """HF Qwen2RMSNorm: normalise in float32, cast back to the input dtype, then scale."""

  def __init__(self, dim: int, axis: str, cfg: QwenConfig):
    self.eps = cfg.rms_norm_eps
    self.scale = _param(None, (dim,), (axis,), cfg, init="ones")

  def __call__(self, x: jax.Array) -> jax.Array:
    xf = x.astype(jnp.float32)
    xf = xf * jax.lax.rsqrt(jnp.mean(xf * xf, axis=-1, keepdims=True) + self.eps)
    return xf.astype(x.dtype) * self.scale[...].astype(x.dtype)


def rope_angles(positions: jax.Array, head_dim: int, theta: float) -> tuple[jax.Array, jax.Array]:
  """(signed sin, cos), each [B, L, head_dim], for integer positions [B, L]: HF's duplicated-halves angles,
  with the sin's first half negated so that `apply_rope` needs no negation of its own."""
  inv_freq = 1.0 / (theta ** (jnp.arange(0, head_dim, 2, dtype=jnp.float32) / head_dim))
  freqs = positions.astype(jnp.float32)[..., None] * inv_freq
  sin, cos = jnp.sin(freqs), jnp.cos(freqs)
  return jnp.concatenate([-sin, sin], axis=-1), jnp.concatenate([cos, cos], axis=-1)


def apply_rope(x: jax.Array, signed_sin: jax.Array, cos: jax.Array) -> jax.Array:
  """x [B, L, heads, head_dim]; HF `q * cos + rotate_half(q) * sin` with rotate_half(q) = [-q2, q1].

  The halves are swapped by reversing a size-2 axis (its gradient is the same reversal) and the sign lives in
  `signed_sin`; slicing and concatenating the halves instead cost a pad-and-add per half in the backward.
  """
  half = x.shape[-1] // 2
  swapped = x.reshape(*x.shape[:-1], 2, half)[..., ::-1, :].reshape(x.shape)
  signed_sin, cos = signed_sin[:, :, None, :].astype(x.dtype), cos[:, :, None, :].astype(x.dtype)
  return x * cos + swapped * signed_sin


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class AttendTo:
  """What each layer's attention reads besides its input: the RoPE angles of the new tokens and the mask in
  the form its kernel takes (built once per forward in `Qwen._trunk`)."""
  sin: jax.Array  # [B, L, hd] signed sin (rope_angles)
  cos: jax.Array  # [B, L, hd]
  allowed: jax.Array | None  # [B, 1, 1, L, S] bool: the keys each query may see (xla, cudnn, decode)
  segment_ids: jax.Array | None  # [B, L] int32, pads 0: splash's form of the same mask (causal per segment)


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class LayerCache:
  """One layer's view of the KV cache in a call that adds tokens to it: the keys / values it holds
  ([B, K, S, hd], read only; None in a prefill, where it holds nothing before the new tokens, so they attend
  among themselves through the kernel) and the first slot of the new tokens. The layer returns the new
  tokens' keys / values; `Qwen._cached_layers` writes them into the stacked cache."""
  k: jax.Array | None
  v: jax.Array | None
  index: jax.Array


class Attention(nnx.Module):
  """Grouped-query attention; projections kept per head so heads shard cleanly on 'tensor'."""

  def __init__(self, cfg: QwenConfig, rngs: nnx.Rngs):
    d, h, k, hd = cfg.hidden_size, cfg.num_heads, cfg.num_kv_heads, cfg.head_dim
    self.cfg = cfg
    self.q_proj = _param(rngs, (d, h, hd), ("embed", "q_heads", "head_dim"), cfg)
    self.k_proj = _param(rngs, (d, k, hd), ("embed", "kv_heads", "head_dim"), cfg)
    self.v_proj = _param(rngs, (d, k, hd), ("embed", "kv_heads", "head_dim"), cfg)
    self.o_proj = _param(rngs, (h, hd, d), ("q_heads", "head_dim", "embed"), cfg)
    if cfg.qkv_bias:
      self.q_bias = _param(None, (h, hd), ("q_heads", "head_dim"), cfg, init="zeros")
      self.k_bias = _param(None, (k, hd), ("kv_heads", "head_dim"), cfg, init="zeros")
      self.v_bias = _param(None, (k, hd), ("kv_heads", "head_dim"), cfg, init="zeros")
    if cfg.qk_norm:
      self.q_norm = RMSNorm(hd, "head_dim", cfg)
      self.k_norm = RMSNorm(hd, "head_dim", cfg)

  def _project(self, x: jax.Array, name: str) -> jax.Array:
    """x [B, L, D] -> [B, L, heads, head_dim], as one 2-D matmul (see `dense`)."""
    w = getattr(self, f"{name}_proj")[...].astype(self.cfg.dtype)
    y = dense(x, w.reshape(w.shape[0], -1))
    adapter = lora_lib.adapter_of(self, f"{name}_proj")
    if adapter is not None:
      y = y + adapter(x, self.cfg.dtype)
    y = y.reshape(*x.shape[:2], *w.shape[1:])
    if self.cfg.qkv_bias:
      y = y + getattr(self, f"{name}_bias")[...].astype(self.cfg.dtype)
    return y

  def __call__(self, x: jax.Array, at: AttendTo, cache: LayerCache | None = None
               ) -> tuple[jax.Array, tuple[jax.Array, jax.Array]]:
    """x [B, L, D] -> ([B, L, D], the new tokens' (keys, values) [B, K, L, hd])."""
    cfg = self.cfg
    q, k, v = self._project(x, "q"), self._project(x, "k"), self._project(x, "v")
    if cfg.qk_norm:
      q, k = self.q_norm(q), self.k_norm(k)
    q, k = apply_rope(q, at.sin, at.cos), apply_rope(k, at.sin, at.cos)
    # Keys and values head-major, [B, K, S, hd], the layout the attention dots want (and the cache's).
    k, v = k.transpose(0, 2, 1, 3), v.transpose(0, 2, 1, 3)
    if cache is not None and cache.k is not None:
      # Decode: the new tokens at slots [index, index + L) of this layer's copy, dense over every slot.
      start = (0, 0, cache.index, 0)
      k_all = jax.lax.dynamic_update_slice(cache.k, k.astype(cache.k.dtype), start).astype(cfg.dtype)
      v_all = jax.lax.dynamic_update_slice(cache.v, v.astype(cache.v.dtype), start).astype(cfg.dtype)
      return self._out(attention_lib.xla(q, k_all, v_all, at.allowed)), (k, v)
    if cfg.attention == "splash":
      out = attention_lib.splash(q, k, v, at.segment_ids, interpret=cfg.interpret, mesh_axes=_splash_mesh_axes())
    elif cfg.attention == "cudnn":
      out = attention_lib.cudnn(q, k, v, at.allowed, mesh_axes=_splash_mesh_axes())
    else:
      out = attention_lib.xla(q, k, v, at.allowed)
    return self._out(out), (k, v)

  def _out(self, out: jax.Array) -> jax.Array:
    o_proj = self.o_proj[...].astype(self.cfg.dtype)
    y = dense(out, o_proj.reshape(-1, o_proj.shape[-1]))
    adapter = lora_lib.adapter_of(self, "o_proj")
    return y if adapter is None else y + adapter(out, self.cfg.dtype)


def _splash_mesh_axes():
  """(batch mesh axes, head mesh axis) of the mesh set around the trace, for running splash per shard; None
  off a mesh. Taken from the sharding rules, so activations and the kernel agree on the split."""
  if jax.sharding.get_abstract_mesh().empty:
    return None
  rules = dict(LOGICAL_AXIS_RULES)
  return tuple(rules["batch"]), rules["q_heads"]


class MLP(nnx.Module):
  """SwiGLU: down(silu(gate(x)) * up(x))."""

  def __init__(self, cfg: QwenConfig, rngs: nnx.Rngs):
    d, f = cfg.hidden_size, cfg.intermediate_size
    self.dtype = cfg.dtype
    self.gate_proj = _param(rngs, (d, f), ("embed", "mlp"), cfg)
    self.up_proj = _param(rngs, (d, f), ("embed", "mlp"), cfg)
    self.down_proj = _param(rngs, (f, d), ("mlp", "embed"), cfg)

  def _project(self, x: jax.Array, weight: str) -> jax.Array:
    y = dense(x, getattr(self, weight)[...].astype(self.dtype))
    adapter = lora_lib.adapter_of(self, weight)
    return y if adapter is None else y + adapter(x, self.dtype)

  def __call__(self, x: jax.Array) -> jax.Array:
    gate, up = self._project(x, "gate_proj"), self._project(x, "up_proj")
    return self._project(jax.nn.silu(gate) * up, "down_proj")


class DecoderLayer(nnx.Module):
  """Pre-norm residual block: x + attn(norm(x)), then x + mlp(norm(x))."""

  def __init__(self, cfg: QwenConfig, rngs: nnx.Rngs):
    self.input_norm = RMSNorm(cfg.hidden_size, "embed", cfg)
    self.attn = Attention(cfg, rngs)
    self.post_attn_norm = RMSNorm(cfg.hidden_size, "embed", cfg)
    self.mlp = MLP(cfg, rngs)

  def __call__(self, x, at: AttendTo, cache: LayerCache | None = None):
    h, new_kv = self.attn(self.input_norm(x), at, cache)
    x = x + h
    x = x + self.mlp(self.post_attn_norm(x))
    return shard_activation(x, ("batch", "seq", "act_embed")), new_kv


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class KVCache:
  """Keys/values of every layer, stacked: [layers, B, kv_heads, S, head_dim] (head-major, as attention reads
  them), plus which slots hold real (non-pad) tokens.

  All rows share slot indexing (`length` slots written so far); padding is expressed by `valid`, so
  left-padded prompts need no per-row offsets.
  """
  k: jax.Array
  v: jax.Array
  valid: jax.Array  # [B, S] bool
  length: jax.Array  # int32 scalar


CACHE_AXES = ("layers", "batch", "kv_heads", "cache_seq", "head_dim")


def init_cache(cfg: QwenConfig, batch: int, max_len: int, dtype: Any = None) -> KVCache:
  """An empty cache for `batch` rows and `max_len` slots (prompt + new tokens)."""
  shape = (cfg.num_layers, batch, cfg.num_kv_heads, max_len, cfg.head_dim)
  dtype = dtype or cfg.dtype
  # Under a mesh the cache is split like the batch (and kv heads over tensor), so each device holds the
  # keys / values of its own rows only.
  zeros = lambda: shard_activation(jnp.zeros(shape, dtype), CACHE_AXES)
  return KVCache(k=zeros(), v=zeros(), valid=jnp.zeros((batch, max_len), bool), length=jnp.zeros((), jnp.int32))


def stack_layers(layers: list[DecoderLayer]) -> DecoderLayer:
  """One DecoderLayer whose every weight is the layers' weights stacked along a new leading "layers" axis."""
  graphdef = nnx.graphdef(layers[0])
  is_var = lambda x: isinstance(x, nnx.Variable)
  stack = lambda *vs: vs[0].replace(jnp.stack([v.get_value() for v in vs]),
                                    logical_axes=("layers",) + tuple(vs[0].get_metadata()["logical_axes"]))
  return nnx.merge(graphdef, jax.tree.map(stack, *[nnx.state(layer) for layer in layers], is_leaf=is_var))


def _layer_fn(graphdef, remat: str, scanned: bool):
  """(layer state, x, AttendTo) -> x: one decoder layer, under `jax.checkpoint` with the config's policy.
  It works on the split state (`nnx.remat` raises TraceContextError when the layer's Variables were created
  outside the current trace, e.g. inside the learner's `lax.map`)."""
  # The name is what "offload_layer_inputs" moves to the host; other policies ignore it.
  run = lambda state, x, at: nnx.merge(graphdef, state)(checkpoint_name(x, "layer_input"), at)[0]
  policy = REMAT_POLICIES[remat]
  if remat == "none":
    return run
  # Inside a scan the loop already keeps XLA from merging the recompute with the forward (prevent_cse=False
  # is then free); unscanned, merging them kept every layer's activations (91.4 GiB of temporaries for
  # ALFWorld 1.5B's train step on v5p:2x2x1; the per-layer loop with prevent_cse needed 16.0 at 88e9483).
  return jax.checkpoint(run, policy=policy, prevent_cse=not scanned)


class Qwen(nnx.Module):
  """Causal LM. `model(ids, mask)` -> float32 logits [B, L, V]; with `cache=` -> (logits, new cache).

  The learner scores only response positions, so it splits the forward in two: `hidden_states(ids, mask)`
  (the final-normed [B, L, D] input of the lm head) and `head_weight()` ([V, D] in the compute dtype), and
  applies the head itself on the positions it needs (`learn.logprobs.response_logprobs`).
  """

  def __init__(self, cfg: QwenConfig, *, rngs: nnx.Rngs):
    self.config = cfg
    self.embed = _param(rngs, (cfg.vocab_size, cfg.hidden_size), ("vocab", "embed"), cfg)
    layers = [DecoderLayer(cfg, rngs) for _ in range(cfg.num_layers)]
    self.final_norm = RMSNorm(cfg.hidden_size, "embed", cfg)
    if not cfg.tie_word_embeddings:  # Stored [V, D] like the embedding, so tying is just reuse.
      self.lm_head = _param(rngs, (cfg.vocab_size, cfg.hidden_size), ("vocab", "embed"), cfg)
    if cfg.lora.enabled:  # drawn after every base weight: the same seed gives the same base with or without
      key = rngs.params()
      for i, layer in enumerate(layers):
        lora_lib.attach(layer, cfg.lora, jax.random.fold_in(key, i))
    self.layers = stack_layers(layers) if cfg.scan_layers else nnx.List(layers)

  def __call__(self, input_ids: jax.Array, attention_mask: jax.Array | None = None,
               positions: jax.Array | None = None, cache: KVCache | None = None,
               cache_index: jax.Array | None = None, last_only: bool = False, prefill: bool = False,
               segment_ids: jax.Array | None = None):
    """input_ids/attention_mask/positions/segment_ids [B, L]. With a cache, the L tokens go to slots starting
    at `cache_index` (default `cache.length`) and may attend to every valid earlier slot; `prefill`: the
    cache holds nothing before them (the sampler's prompts), so they attend among themselves only, through
    the configured kernel, and are written to the cache. `last_only`: logits of the last column only
    ([B, 1, V]; the sampler's prefill of left-padded prompts needs no others, and at 128 prompts x 1,024
    tokens x 152k vocabulary the full float32 logits would be ~74 GiB). `segment_ids` (pads 0): rows that
    pack several sequences; each token sees only the earlier tokens of its own segment."""
    x, new_cache = self._trunk(input_ids, attention_mask, positions, segment_ids, cache, cache_index, prefill)
    if last_only:
      x = x[:, -1:]
    logits = dense(x, self.head_weight().T, preferred_element_type=jnp.float32)
    logits = shard_activation(logits, ("batch", "seq", "vocab"))
    return logits if cache is None else (logits, new_cache)

  def hidden_states(self, input_ids: jax.Array, attention_mask: jax.Array | None = None,
                    positions: jax.Array | None = None, segment_ids: jax.Array | None = None) -> jax.Array:
    """The final-normed hidden states [B, L, D] (compute dtype): `model(...)` is these times `head_weight().T`.
    The norm is per position, so gathering positions of this commutes with it."""
    return self._trunk(input_ids, attention_mask, positions, segment_ids, None, None, False)[0]

  def head_weight(self) -> jax.Array:
    """The lm head [V, D] in the compute dtype (the embedding when tied)."""
    head = self.embed if self.config.tie_word_embeddings else self.lm_head
    return head[...].astype(self.config.dtype)

  def _trunk(self, input_ids, attention_mask, positions, segment_ids, cache, cache_index, prefill):
    """Embedding, decoder layers and final norm -> (hidden states [B, L, D], new cache or None)."""
    cfg = self.config
    b, l = input_ids.shape
    if attention_mask is not None:
      mask = attention_mask.astype(bool)
    else:
      mask = jnp.ones((b, l), bool) if segment_ids is None else segment_ids > 0
    at, key_valid, index = self._attend_to(mask, positions, segment_ids, cache, cache_index, prefill)
    x = jnp.take(self.embed[...], input_ids, axis=0).astype(cfg.dtype)
    x = shard_activation(x, ("batch", "seq", "act_embed"))
    if cache is None:
      x = self._layers(x, at)
      return self.final_norm(x), None
    x, k, v = self._cached_layers(x, at, cache, index, prefill)
    return self.final_norm(x), KVCache(k=k, v=v, valid=key_valid, length=index + l)

  def _attend_to(self, mask, positions, segment_ids, cache, cache_index, prefill):
    """The RoPE angles and attention mask of one forward (AttendTo), the cache's valid slots after it, and the
    first slot of the new tokens (None without a cache)."""
    cfg = self.config
    b, l = mask.shape
    new_pos = jnp.cumsum(mask, axis=1, dtype=jnp.int32) - 1
    index = None
    if cache is not None:
      index = cache.length if cache_index is None else jnp.asarray(cache_index, jnp.int32)
    if positions is None:
      if cache is not None and not prefill:  # Continue counting after the real tokens already in the cache.
        positions = cache.valid.sum(axis=1, dtype=jnp.int32)[:, None] + new_pos
      elif segment_ids is not None:  # Count within each segment: subtract the real tokens before its start.
        starts = jnp.concatenate([jnp.ones((b, 1), bool), segment_ids[:, 1:] != segment_ids[:, :-1]], axis=1)
        before = jax.lax.cummax(jnp.where(starts, new_pos + 1 - mask, 0), axis=1)
        positions = new_pos - before
      else:
        positions = new_pos
      positions = jnp.maximum(positions, 0)
    sin, cos = rope_angles(positions, cfg.head_dim, cfg.rope_theta)

    key_valid = mask if cache is None else jax.lax.dynamic_update_slice(cache.valid, mask, (0, index))
    if cache is not None and not prefill:  # Decode: every valid slot up to the query's own.
      query_slot, key_slot = index + jnp.arange(l), jnp.arange(key_valid.shape[1])
      allowed = (key_slot[None, None, :] <= query_slot[None, :, None]) & key_valid[:, None, :]
      return AttendTo(sin, cos, allowed[:, None, None], None), key_valid, index
    # Among the new tokens: causal, within the query's segment (pads are segment 0 and see no key).
    segments = jnp.where(mask, mask.astype(jnp.int32) if segment_ids is None else segment_ids, 0)
    if cfg.attention == "splash":
      return AttendTo(sin, cos, None, segments), key_valid, index
    causal = jnp.arange(l)[None, :] <= jnp.arange(l)[:, None]
    allowed = causal[None] & (segments[:, :, None] == segments[:, None, :]) & mask[:, None, :]
    return AttendTo(sin, cos, allowed[:, None, None], None), key_valid, index

  def _layers(self, x: jax.Array, at: AttendTo) -> jax.Array:
    """The decoder layers without a cache: scanned over the stacked weights, or one call per layer."""
    if self.config.scan_layers:
      graphdef, state = nnx.split(self.layers)
      run = _layer_fn(graphdef, self.config.remat, scanned=True)
      return jax.lax.scan(lambda x, s: (run(s, x, at), None), x, state)[0]
    for layer in self.layers:
      graphdef, state = nnx.split(layer)
      x = _layer_fn(graphdef, self.config.remat, scanned=False)(state, x, at)
    return x

  def _cached_layers(self, x, at, cache, index, prefill):
    """The decoder layers adding the new tokens' keys / values to the stacked cache.

    How the cache moves through the layer scan decides the memory: in a prefill it is carried and written
    layer by layer (in place); in decode each layer reads its slice as a scan input and returns only the new
    token's keys / values, which one write puts into the stacked cache after the scan. Carried through the scan
    inside the decode loop, the compiled program kept a second copy of the whole cache (tests/aot/test_aot.py)."""
    dtype = cache.k.dtype
    write = lambda whole, new, i: jax.lax.dynamic_update_slice(whole, new.astype(dtype)[None], (i, 0, 0, index, 0))

    def prefill_step(layer, x, k, v, i):
      x, (k_new, v_new) = layer(x, at, LayerCache(k=None, v=None, index=index))
      return x, write(k, k_new, i), write(v, v_new, i)

    def decode_step(layer, x, k, v):
      x, (k_new, v_new) = layer(x, at, LayerCache(k=k, v=v, index=index))
      return x, (k_new.astype(dtype), v_new.astype(dtype))

    n = self.config.num_layers
    if prefill:
      k, v = cache.k, cache.v
      if self.config.scan_layers:
        graphdef, state = nnx.split(self.layers)
        body = lambda carry, xs: (prefill_step(nnx.merge(graphdef, xs[0]), *carry, xs[1]), None)
        return jax.lax.scan(body, (x, k, v), (state, jnp.arange(n, dtype=jnp.int32)))[0]
      for i, layer in enumerate(self.layers):
        x, k, v = prefill_step(layer, x, k, v, i)
      return x, k, v
    if self.config.scan_layers:
      graphdef, state = nnx.split(self.layers)
      body = lambda x, xs: decode_step(nnx.merge(graphdef, xs[0]), x, xs[1], xs[2])
      x, (k_new, v_new) = jax.lax.scan(body, x, (state, cache.k, cache.v))
    else:
      news = []
      for i, layer in enumerate(self.layers):
        x, kv = decode_step(layer, x, cache.k[i], cache.v[i])
        news.append(kv)
      k_new, v_new = (jnp.stack(parts) for parts in zip(*news))
    start = (0, 0, 0, index, 0)
    return x, jax.lax.dynamic_update_slice(cache.k, k_new, start), jax.lax.dynamic_update_slice(cache.v, v_new, start)
