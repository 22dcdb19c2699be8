"""The embedded rollout engine: the policy's own KV-cache sampler, in process.

The engine holds the learner's graph definition and its own copy of the current params; `sync` replaces it
(no recompilation: the graph is unchanged), so generation always uses the latest policy. Under LoRA the frozen
base is read from the learner's own buffers where it already has the copy's dtype and layout
(`shared_with_learner`), and only the adapters are copied. The copy is cast
to `weights_dtype` (the compute dtype, e.g. bfloat16 under float32 master weights: half the bytes read per
decoded token) and laid out for decoding (`sampler_layout`): on a mesh, whole on every device of the data /
fsdp axes when it fits, so a decode step reads local weights instead of all-gathering the learner's fsdp
shards every token; the batch is split over those devices instead. With config.rollout.tensor the engine
samples on a mesh of its own over the same devices (`sampler_mesh`): heads, MLP hidden and vocab split over
`tensor`, so a decode step streams 1/tensor of the weights and runs one all-reduce per attention and MLP block;
the copy moves from the learner's layout to it inside the jitted cast, device to device.

On several processes each one generates for its own episodes, so it cannot run the learner's global
(multi-host) arrays: every sync gathers the weights to each process (a collective, at the same point of the
loop on every process) and places them whole on each of its local devices, which split its rows between them.
At scale SGLang servers do the sampling.
"""
from __future__ import annotations

import math
from typing import Any, Callable, Optional, Sequence

import jax
import jax.numpy as jnp
from flax import nnx

from mcgpo_jax import distributed
from mcgpo_jax import sharding as shd
from mcgpo_jax.models.sampler import Sampler, SamplingParams
from mcgpo_jax.rollout.engines.base import Generation


def sampler_mesh(mesh: Optional[jax.sharding.Mesh], local_devices: Optional[Sequence[Any]] = None,
                 processes: Optional[int] = None, tensor: Optional[int] = None) -> Optional[jax.sharding.Mesh]:
  """The mesh the engine samples on (config.rollout.tensor: `tensor`).

  On one process: the run's devices as {"fsdp": devices / tensor, "tensor": tensor}, so the sampler's weights
  are split Megatron-style (heads, MLP hidden and vocab over `tensor`, one all-reduce per attention and MLP
  block) whatever the learner's mesh; `tensor` None (or the learner mesh's own) keeps the run's mesh. Why a
  mesh of its own: decode reads every weight once per token, so a copy whole on every chip (the learner's
  tensor=1) makes each decode step stream the whole model; tensor t streams 1/t of it (MCGPO's rollouts use
  tensor parallelism equal to the GPU count). On several processes: this process's own devices, as
  {"fsdp": local / tensor, "tensor": tensor} (`tensor` None: 1), since each process samples its own episodes.
  `tensor` is capped to divide the devices (their greatest common divisor; config refuses one for which that
  is neither `tensor` nor every device). None on one device. `local_devices` and `processes` default to this
  process's (jax.local_devices(), jax.process_count()); aot/update.py passes a target topology's."""
  if (jax.process_count() if processes is None else processes) == 1:
    if mesh is None or tensor is None:
      return mesh
    tensor = math.gcd(tensor, mesh.devices.size)
    if tensor == dict(mesh.shape)["tensor"]:
      return mesh
    return shd.make_mesh({"fsdp": -1, "tensor": tensor}, list(mesh.devices.flat))
  local = list(jax.local_devices() if local_devices is None else local_devices)
  return shd.run_mesh({"fsdp": -1, "tensor": math.gcd(tensor or 1, len(local))}, local)


def copy_dtype(dtype: Any, weights_dtype: Any) -> Any:
  """The dtype of one weight (of `dtype`) in the engine's copy: a floating weight in `weights_dtype` (None:
  as it is), any other as it is."""
  if weights_dtype is not None and jnp.issubdtype(dtype, jnp.floating):
    return jnp.dtype(weights_dtype)
  return jnp.dtype(dtype)


def sampler_layout(params: Any, mesh: Optional[jax.sharding.Mesh], weights_dtype: Any = None,
                   device_memory: Optional[int] = None) -> Any:
  """NamedShardings of the engine's weight copy on `mesh` (None without one): `sharding.SAMPLER_RULES` when
  the copy (in `weights_dtype`) fits `device_memory` bytes per device (default: what the first device's
  allocator reports; None, e.g. a CPU, counts as fitting), else the learner's rules."""
  if mesh is None:
    return None
  total = sum(x.size * copy_dtype(x.dtype, weights_dtype).itemsize for x in jax.tree.leaves(params))
  if device_memory is None:
    device_memory = shd.device_memory(mesh.devices.flat[0])
  return shd.state_shardings(params, mesh, shd.sampler_rules(total, mesh, device_memory))


def abstract_copy(params: Any, layout: Any, weights_dtype: Any = None) -> Any:
  """The engine's weight copy of (abstract) `params` as ShapeDtypeStructs: each leaf in its `copy_dtype`,
  laid out by `layout` (`sampler_layout`'s; None: no sharding, no mesh). What aot/update.py compiles the
  sampler for."""
  if layout is None:
    return jax.tree.map(lambda x: jax.ShapeDtypeStruct(x.shape, copy_dtype(x.dtype, weights_dtype)), params)
  return jax.tree.map(lambda x, s: jax.ShapeDtypeStruct(x.shape, copy_dtype(x.dtype, weights_dtype), sharding=s),
                      params, layout)


def shared_with_learner(params: Any, layout: Any, weights_dtype: Any = None) -> list[bool]:
  """Per weight of `params` (a Param state, concrete or abstract, in `jax.tree.leaves` order): whether the
  engine reads the learner's own buffer instead of a copy. Only a frozen LoRA base weight is shared, the learner
  never changes or donates it (Learner.split), and only where it already has the copy's dtype and a layout
  equivalent to `layout`'s (one chip; sampler_layout's otherwise differs). Why: on one v5e chip the copy of
  Qwen2.5-1.5B's base took 2.94 of 16 GiB (docs/results/accelerators.md, "The LoRA forms fitted to one v5e
  chip")."""
  frozen = frozen_base(params)
  values = jax.tree.leaves(params)
  targets = [None] * len(values) if layout is None else jax.tree.leaves(layout)

  def shared(x, target) -> bool:
    same_layout = target is None or getattr(x, "sharding", None) is not None and \
        x.sharding.is_equivalent_to(target, len(x.shape))
    return copy_dtype(x.dtype, weights_dtype) == x.dtype and same_layout
  return [f and shared(x, t) for f, x, t in zip(frozen, values, targets)]


def frozen_base(params: Any) -> list[bool]:
  """Per weight of `params` (`jax.tree.leaves` order): whether it is a LoRA model's frozen base weight, which
  no update changes (all False without LoRA)."""
  variables = jax.tree.leaves(params, is_leaf=lambda x: isinstance(x, nnx.Variable))
  if not any(isinstance(v, nnx.LoRAParam) for v in variables):
    return [False] * len(variables)
  return [not isinstance(v, nnx.LoRAParam) for v in variables]


class JaxEngine:

  def __init__(self, graphdef: Any, params: Any, pad_id: int, decode_fn: Optional[Callable] = None,
               prompt_buckets: Optional[Sequence[int]] = None,
               rest: Any = None, weights_dtype: Any = None, mesh: Optional[jax.sharding.Mesh] = None,
               prefill_rows_per_device: Optional[int] = None, token_bytes: Optional[Sequence[bytes]] = None,
               tensor: Optional[int] = None, wave_rows: Optional[int] = None, compact_rows: bool = True,
               own_devices: bool = False):
    self.graphdef, self.rest, self.weights_dtype = graphdef, rest, weights_dtype
    self.mesh = sampler_mesh(mesh, tensor=tensor)
    self.shardings = sampler_layout(params, self.mesh, weights_dtype)
    # own_devices (config.pipeline.rollout_devices): `mesh` spans devices the learner does not use. The copy
    # is cast where the learner's weights are and moved over in one transfer; a LoRA base, frozen, only once.
    self._own_devices = own_devices
    self._frozen = frozen_base(params) if own_devices else []
    self._moved_base: Optional[list] = None
    self._cast = jax.jit(lambda tree: jax.tree.map(self._cast_leaf, tree),
                         out_shardings=None if own_devices else self.shardings)
    # On several processes every sync gathers host copies, and on devices of its own nothing is shared.
    self._shared = (shared_with_learner(params, self.shardings, weights_dtype)
                    if jax.process_count() == 1 and not own_devices else [False] * len(jax.tree.leaves(params)))
    if any(self._shared):   # the cast of the rest only (LoRA's adapters, or a base of another layout)
      targets = [None] * len(self._shared) if self.shardings is None else jax.tree.leaves(self.shardings)
      self._cast_unshared = jax.jit(lambda xs: tuple(self._cast_leaf(x) for x in xs), out_shardings=tuple(
          t for t, s in zip(targets, self._shared) if not s) if self.shardings is not None else None)
    self.sync(params, 0)
    self.sampler = Sampler(pad_id=pad_id, decode_fn=decode_fn, prompt_buckets=prompt_buckets, mesh=self.mesh,
                           prefill_rows_per_device=prefill_rows_per_device, token_bytes=token_bytes,
                           wave_rows=wave_rows, compact_rows=compact_rows)

  def generate(self, prompts: Sequence[Sequence[int]], sampling: SamplingParams, seed: int,
               row_ids: Optional[Sequence[int]] = None) -> list[Generation]:
    states = (self.params,) if self.rest is None else (self.params, self.rest)
    out = self.sampler.generate_split(self.graphdef, states, prompts, sampling, jax.random.key(seed), row_ids)
    return [Generation(ids=out.response(i), logprobs=out.logprobs[i, :out.lengths[i]].tolist(),
                       finish_reason="stop" if out.stopped[i] else "length") for i in range(len(prompts))]

  def _cast_leaf(self, x: jax.Array) -> jax.Array:
    return x.astype(copy_dtype(x.dtype, self.weights_dtype))

  def sync(self, params: Any, version: int) -> None:
    if jax.process_count() > 1:
      params = distributed.host_copy(params)
      if self.shardings is not None:
        params = jax.device_put(params, self.shardings)
    self.params, self.version = self._copy(params), version

  def snapshot(self, params: Any) -> Any:
    """The engine's weights for `params` in buffers of their own, none shared with the learner's (a
    pipelined run's learner donates its params while the actor still samples from this version)."""
    copy = self._copy(params)
    if not any(self._shared):
      return copy
    leaves, treedef = jax.tree.flatten(copy)
    return jax.tree.unflatten(treedef, [jax.device_put(x, may_alias=False) if s else x
                                        for x, s in zip(leaves, self._shared)])

  def serve(self, snapshot: Any, version: int) -> None:
    """Samples from `snapshot` (made by `snapshot`) from now on, labelled `version`."""
    self.params, self.version = snapshot, version

  def _copy(self, params: Any) -> Any:
    """The engine's weights for `params`: each cast and laid out, but the ones `shared_with_learner` keeps."""
    if self._own_devices:
      return self._move(params)
    if not any(self._shared):
      return self._cast(params)
    leaves, treedef = jax.tree.flatten(params)
    cast = iter(self._cast_unshared(tuple(x for x, s in zip(leaves, self._shared) if not s)))
    return jax.tree.unflatten(treedef, [x if s else next(cast) for x, s in zip(leaves, self._shared)])

  def _move(self, params: Any) -> Any:
    """The copy on the sampler's own devices: cast on the learner's, then one device-to-device transfer of
    the compute-dtype weights (under LoRA: the adapters, the frozen base only the first time)."""
    leaves, treedef = jax.tree.flatten(params)
    targets = jax.tree.leaves(self.shardings)
    if self._moved_base is None:
      moved = jax.device_put(list(self._cast(leaves)), targets)
      self._moved_base = [x if f else None for x, f in zip(moved, self._frozen)]
      return jax.tree.unflatten(treedef, moved)
    fresh = [i for i, f in enumerate(self._frozen) if not f]
    moved = jax.device_put(list(self._cast([leaves[i] for i in fresh])), [targets[i] for i in fresh])
    out = list(self._moved_base)
    for i, x in zip(fresh, moved):
      out[i] = x
    return jax.tree.unflatten(treedef, out)

  def health(self) -> bool:
    return True
