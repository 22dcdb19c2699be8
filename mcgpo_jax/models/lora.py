"""LoRA adapters on the Qwen projections (Hu et al., 2021), as a small NNX module of our own.

W x becomes W x + (alpha / rank) · B (A x) for each targeted projection (any of q k v o gate up down): A is
[in, rank], B is [rank, out], B starts at zero so the adapted model equals the base exactly until the first
update. The adapters are `nnx.LoRAParam` variables (a subclass of `nnx.Param`) living beside the weight they
adapt, with logical axes like every other weight, so:
  * `nnx.split(model, nnx.LoRAParam, ...)` separates what trains (the learner's optimizer sees only these)
    from the frozen base (`trainable_filter`);
  * scanned layers stack them along the "layers" axis like the base weights (`stack_layers`);
  * the rules table shards their in / out axes like the weight's (A's rank axis and B's are "lora_rank",
    replicated): each device holds the adapter slice matching its base slice, and no adapter is gathered
    that its base shard does not need.
Why not qwix (the library Tunix uses): its `apply_lora_to_model` creates the LoRA params lazily by
intercepting `dot_general` inside a traced module call; our layers run merged from split state (under
`jax.checkpoint`, or `jax.lax.scan` over stacked weights), where that creation fails (TraceContextError
unscanned, IndexError scanned, qwix 0.1.8: docs/install.md) and would not give the params a "layers" axis.

Unmerged (`Adapter.__call__`, the learner and the sampler): the base matmul plus the rank-r path, so training
computes no base weight gradient. Merged (`merged_state`, export and SGLang sync): W + (alpha / rank) A B
folded into each base weight, the adapters dropped: the state of a plain model of the base architecture.
"""
from __future__ import annotations

import dataclasses
import math
from typing import Any

import jax
import jax.numpy as jnp
from flax import nnx

from mcgpo_jax.models.matmul import dense

# Targets in the order of HF's / peft's module names (q_proj, ..., down_proj).
TARGETS = ("q", "k", "v", "o", "gate", "up", "down")
# target -> (submodule of a DecoderLayer, the weight's attribute, how many leading dims are its input)
_WHERE = {"q": ("attn", "q_proj", 1), "k": ("attn", "k_proj", 1), "v": ("attn", "v_proj", 1),
          "o": ("attn", "o_proj", 2), "gate": ("mlp", "gate_proj", 1), "up": ("mlp", "up_proj", 1),
          "down": ("mlp", "down_proj", 1)}
RANK_AXIS = "lora_rank"


@dataclasses.dataclass(frozen=True)
class LoraConfig:
  """config.lora: rank 0 is off (full fine-tuning)."""
  rank: int = 0
  alpha: float = 16.0
  targets: tuple[str, ...] = TARGETS
  param_dtype: Any = jnp.float32   # the adapters' (trained) dtype; the base stays in its own

  def __post_init__(self):
    object.__setattr__(self, "targets", tuple(self.targets))
    unknown = [t for t in self.targets if t not in TARGETS]
    if unknown or not self.targets:
      raise ValueError(f"lora targets {self.targets!r}: choose a non-empty subset of {' '.join(TARGETS)}")
    if self.rank < 0:
      raise ValueError(f"lora rank={self.rank} must be >= 0 (0: off)")

  @property
  def enabled(self) -> bool:
    return self.rank > 0

  @property
  def scale(self) -> float:
    """alpha / rank, the factor of B A (peft's `scaling` without rslora)."""
    return self.alpha / self.rank


def target_features(hidden_size: int, intermediate_size: int, num_heads: int, num_kv_heads: int,
                    head_dim: int) -> dict[str, tuple[int, int]]:
  """(in, out) features of each target's weight in a Qwen decoder layer of these sizes. A rank above
  min(in, out) adds parameters without adding rank (B A of [in, r] x [r, out] has rank <= min(in, out))."""
  q, kv = num_heads * head_dim, num_kv_heads * head_dim
  return {"q": (hidden_size, q), "k": (hidden_size, kv), "v": (hidden_size, kv), "o": (q, hidden_size),
          "gate": (hidden_size, intermediate_size), "up": (hidden_size, intermediate_size),
          "down": (intermediate_size, hidden_size)}


def adapter_name(weight: str) -> str:
  """The attribute holding the adapter of weight `weight` (e.g. q_proj -> q_proj_lora)."""
  return f"{weight}_lora"


class Adapter(nnx.Module):
  """A [*in, rank] and B [rank, *out] of one weight of shape in + out (scanned layers stack both along a
  leading "layers" axis); `__call__` gives scale · B (A x) for x [B, L, prod(in)] (one layer's slice),
  `delta` scale · A B in the weight's shape."""

  def __init__(self, in_shape, out_shape, in_axes, out_axes, cfg: LoraConfig, key):
    bound = 1.0 / math.sqrt(math.prod(in_shape))   # peft's kaiming_uniform(a=sqrt(5)): U(±1/sqrt(fan_in))
    self.a = nnx.LoRAParam(jax.random.uniform(key, tuple(in_shape) + (cfg.rank,), cfg.param_dtype, -bound, bound),
                           logical_axes=tuple(in_axes) + (RANK_AXIS,))
    self.b = nnx.LoRAParam(jnp.zeros((cfg.rank,) + tuple(out_shape), cfg.param_dtype),
                           logical_axes=(RANK_AXIS,) + tuple(out_axes))
    self.scale = cfg.scale
    self.in_dims = len(in_shape)

  def __call__(self, x: jax.Array, dtype: Any) -> jax.Array:
    """scale · B (A x) in `dtype`; the scale multiplies the rank-r intermediate (the cheapest place)."""
    a, b = self.a[...].astype(dtype), self.b[...].astype(dtype)
    rank = a.shape[-1]
    h = dense(x, a.reshape(-1, rank)) * jnp.asarray(self.scale, dtype)
    return dense(h, b.reshape(rank, -1))

  def delta(self) -> jax.Array:
    """scale · A B (float32) in the adapted weight's shape, with the leading layers axis when stacked."""
    a, b = self.a[...].astype(jnp.float32), self.b[...].astype(jnp.float32)
    lead = a.shape[:a.ndim - 1 - self.in_dims]
    in_shape, out_shape = a.shape[len(lead):-1], b.shape[len(lead) + 1:]
    a2 = a.reshape(*lead, math.prod(in_shape), a.shape[-1])
    b2 = b.reshape(*lead, b.shape[len(lead)], math.prod(out_shape))
    return (self.scale * jnp.matmul(a2, b2)).reshape(*lead, *in_shape, *out_shape)


def attach(layer: nnx.Module, cfg: LoraConfig, key: jax.Array) -> None:
  """Adds an Adapter beside each targeted weight of one (unstacked) DecoderLayer."""
  for i, target in enumerate(cfg.targets):
    module, weight, in_dims = _WHERE[target]
    parent = getattr(layer, module)
    var = getattr(parent, weight)
    axes, shape = tuple(var.get_metadata()["logical_axes"]), tuple(var.get_value().shape)
    adapter = Adapter(shape[:in_dims], shape[in_dims:], axes[:in_dims], axes[in_dims:], cfg,
                      jax.random.fold_in(key, i))
    setattr(parent, adapter_name(weight), adapter)


def adapter_of(module: nnx.Module, weight: str) -> Adapter | None:
  """The Adapter of `module`'s weight `weight`, or None when it is not adapted."""
  return getattr(module, adapter_name(weight), None)


def has_adapters(tree: Any) -> bool:
  """Whether a model or state holds LoRA adapters."""
  state = tree if isinstance(tree, nnx.State) else nnx.state(tree)
  return any(isinstance(v, nnx.LoRAParam) for v in jax.tree.leaves(state, is_leaf=lambda x: isinstance(x, nnx.Variable)))


def trainable_filter(tree: Any):
  """What the learner trains: the adapters when there are any (the base is frozen), else every Param."""
  return nnx.LoRAParam if has_adapters(tree) else nnx.Param


def merged_state(model: nnx.Module) -> nnx.State:
  """The base's Param state with each adapter folded in (W + scale · A B, float32) and no adapter leaves:
  the weights of a plain model of the same architecture (export, SGLang sync)."""
  flat = dict(nnx.to_flat_state(nnx.state(model, nnx.All(nnx.Param, nnx.Not(nnx.LoRAParam)))))
  for path, node in nnx.iter_graph(model):
    if isinstance(node, Adapter):
      weight = tuple(path[:-1]) + (path[-1][:-len("_lora")],)
      var = flat[weight]
      flat[weight] = var.replace(var.get_value().astype(jnp.float32) + node.delta())
  return nnx.from_flat_state(flat)


# target -> the HF module holding it (peft's target_modules names end in these).
HF_MODULES = {"q": "self_attn.q_proj", "k": "self_attn.k_proj", "v": "self_attn.v_proj", "o": "self_attn.o_proj",
              "gate": "mlp.gate_proj", "up": "mlp.up_proj", "down": "mlp.down_proj"}


def peft_config(cfg: LoraConfig, base_model: str) -> dict:
  """peft's adapter_config.json for these adapters on `base_model` (a hub id or a local HF dir)."""
  return {"peft_type": "LORA", "task_type": "CAUSAL_LM", "base_model_name_or_path": base_model,
          "r": cfg.rank, "lora_alpha": cfg.alpha, "lora_dropout": 0.0, "bias": "none",
          "fan_in_fan_out": False, "use_rslora": False, "init_lora_weights": True, "inference_mode": True,
          "target_modules": sorted(HF_MODULES[t].split(".")[-1] for t in cfg.targets)}


def peft_tensors(model: nnx.Module, num_layers: int, stacked: bool) -> dict[str, Any]:
  """peft's adapter_model.safetensors tensors (float32 numpy): per layer and target, lora_A.weight [r, in]
  and lora_B.weight [out, r] (torch Linear layouts; ours are A [in, r], B [r, out])."""
  import numpy as np
  tensors = {}
  for target, (module, weight, _) in _WHERE.items():
    layer_module = model.layers if stacked else None
    for i in range(num_layers):
      layer = layer_module if stacked else model.layers[i]
      adapter = adapter_of(getattr(layer, module), weight)
      if adapter is None:
        continue
      a, b = (np.asarray(jax.device_get(v[...]), np.float32) for v in (adapter.a, adapter.b))
      if stacked:
        a, b = a[i], b[i]
      name = f"base_model.model.model.layers.{i}.{HF_MODULES[target]}"
      tensors[f"{name}.lora_A.weight"] = np.ascontiguousarray(a.reshape(-1, a.shape[-1]).T)
      tensors[f"{name}.lora_B.weight"] = np.ascontiguousarray(b.reshape(b.shape[0], -1).T)
  return tensors
