"""Device mesh and the single logical-axis rules table.

Model code names *logical* axes only (params carry them in `nnx.Param(..., logical_axes=(...))`;
activations through `shard_activation`). This module is the one place that says which mesh axis each
logical axis lives on, so changing the parallelism layout is an edit to `LOGICAL_AXIS_RULES`.

Mesh axes (always all three, size 1 when unused):
  data    pure data parallelism (replicated params, split batch)
  fsdp    batch split *and* params split along their "embed" dimension (ZeRO-3 style)
  tensor  Megatron-style: heads, MLP hidden and vocab split

Public API:
  make_mesh(shape={"data": 1, "fsdp": -1, "tensor": 2}) -> jax.sharding.Mesh   (-1: all remaining devices)
  resolve_mesh_shape(shape, num_devices) -> dict       the same with -1 resolved, checked against the count
  LOGICAL_AXIS_RULES                                   the rules table (logical name -> mesh axes)
  logical_to_spec(axes, shape, mesh) -> PartitionSpec   one array; drops a mesh axis that does not divide
                                                        (warned once per logical axis; `replications()` lists them)
  partition_specs(tree, mesh) / named_shardings(tree, mesh)
      same structure as `tree` (an nnx.State or any pytree of nnx.Variables, e.g. nnx.state(model) or
      nnx.state(optimizer): nnx.Optimizer's mu/nu inherit each param's `logical_axes`, so optimizer state
      shards like its param); Variables without `logical_axes` metadata are replicated.
  shard_model(model, mesh) -> model                     moves every Variable onto its sharding, in place
  batch_sharding(mesh, ndim) -> NamedSharding           leading (batch) dim over ("data", "fsdp")
  rows_sharding(mesh, shape) -> NamedSharding           the same for one shape (replicated if not divisible)
  SAMPLER_RULES, sampler_rules(bytes, mesh, memory)     the sampler's layout: weights whole on data / fsdp
  shard_activation(x, axes)                             with_sharding_constraint under `jax.set_mesh(mesh)`,
                                                        a no-op when no mesh is set
  call_on_mesh(mesh, fn, *args)                         a jitted call under `jax.set_mesh(mesh)` (or without)

A sharded train step: `shardings = named_shardings(nnx.state(model), mesh)`, pass them as jit
in/out_shardings (or `shard_model` once and let jit follow the committed arrays), put batches with
`batch_sharding`, and trace the step inside `with jax.set_mesh(mesh):` so activation constraints apply.
"""
from __future__ import annotations

import contextlib
import dataclasses
import math
import warnings
from typing import Any, Iterator, Mapping, Optional, Sequence

import jax
import numpy as np
from flax import nnx
from jax.sharding import NamedSharding, PartitionSpec

MESH_AXES = ("data", "fsdp", "tensor")

# logical axis -> mesh axis, tuple of mesh axes, or None (replicated).
LOGICAL_AXIS_RULES: tuple[tuple[str, str | tuple[str, ...] | None], ...] = (
    ("batch", ("data", "fsdp")),
    ("vocab", "tensor"),
    ("embed", "fsdp"),
    ("q_heads", "tensor"),
    ("kv_heads", "tensor"),
    ("mlp", "tensor"),
    ("head_dim", None),
    ("seq", None),
    ("cache_seq", None),
    ("act_embed", None),  # Hidden activations stay whole along the model dim; batch carries the split.
    ("layers", None),  # The stacked decoder layers' leading axis: the scan walks it, every device holds it whole.
    # LoRA's rank axis (models/lora.py): an adapter's other axes shard like its weight's, the rank stays whole.
    ("lora_rank", None),
)
_RULES = dict(LOGICAL_AXIS_RULES)
# The sampler's layout: decoding reads every weight once per generated token, so under the learner's rules
# (weights split along "embed" over fsdp) each decode step would all-gather the whole model. When the
# weights fit, the sampler keeps them whole on every device of the data / fsdp axes (split only along
# `tensor`) and splits the batch instead: decode is then data-parallel with no per-token weight traffic.
SAMPLER_RULES = {**_RULES, "embed": None}
# Sampler weights at most this fraction of a device's memory use SAMPLER_RULES (the rest holds the KV cache,
# the learner's shards and its optimizer state); larger ones keep the learner's layout.
SAMPLER_WEIGHT_FRACTION = 0.5


def resolve_mesh_shape(shape: Mapping[str, int] | None, num_devices: int) -> dict[str, int]:
  """Sizes of every mesh axis for `num_devices` devices: unnamed axes are 1, one axis may be -1 (all the
  devices the others leave), and the product must equal the device count. Raises ValueError naming the
  shape otherwise."""
  shape = dict(shape) if shape is not None else {"fsdp": -1}
  unknown = set(shape) - set(MESH_AXES)
  if unknown:
    raise ValueError(f"unknown mesh axes {sorted(unknown)}; expected a subset of {MESH_AXES}")
  sizes = {axis: int(shape.get(axis, 1)) for axis in MESH_AXES}
  free = [axis for axis, size in sizes.items() if size == -1]
  bad = [axis for axis, size in sizes.items() if size < 1 and size != -1]
  if bad or len(free) > 1:
    raise ValueError(f"mesh shape {sizes}: each axis is >= 1, and at most one is -1 (all remaining devices)")
  fixed = math.prod(size for size in sizes.values() if size != -1)
  if free:
    if num_devices % fixed:
      raise ValueError(f"mesh shape {sizes}: the fixed axes ({fixed} devices) do not divide the "
                       f"{num_devices} devices")
    sizes[free[0]] = num_devices // fixed
  if math.prod(sizes.values()) != num_devices:
    raise ValueError(f"mesh shape {sizes} needs {math.prod(sizes.values())} devices, have {num_devices}")
  return sizes


def make_mesh(shape: Mapping[str, int] | None = None, devices: Sequence[Any] | None = None) -> jax.sharding.Mesh:
  """A ("data", "fsdp", "tensor") mesh over `devices` (default: every device of every process); unnamed axes
  get size 1, one axis may be -1, and the default puts every device on fsdp. jax.make_mesh lays the axes on the
  slice's physical topology; a part of a slice has none of its own (one side of config.pipeline.rollout_devices'
  split: jax.make_mesh asserts on 3 of a 2x2 TPU slice), so its devices go in their order."""
  devices = list(devices) if devices is not None else jax.devices()
  sizes = resolve_mesh_shape(shape, len(devices))
  axis_types = (jax.sharding.AxisType.Auto,) * len(MESH_AXES)
  try:
    return jax.make_mesh(tuple(sizes[a] for a in MESH_AXES), MESH_AXES, axis_types=axis_types, devices=devices)
  except AssertionError:
    grid = np.asarray(devices, dtype=object).reshape(tuple(sizes[a] for a in MESH_AXES))
    return jax.sharding.Mesh(grid, MESH_AXES, axis_types=axis_types)


def _mesh_axis_sizes(mesh) -> dict[str, int]:
  return dict(mesh.shape)


@dataclasses.dataclass(frozen=True)
class Replicated:
  """A dimension logical_to_spec replicated because its rule's mesh axes do not divide it: every device
  holds (and computes) all of it."""
  axis: str                     # the logical axis
  size: int                     # the dimension
  mesh_axes: tuple[str, ...]    # the mesh axes its rule names (those of size > 1)
  mesh_size: int                # their product

  def __str__(self) -> str:
    return f"{self.axis} {self.size} on {'x'.join(self.mesh_axes)} {self.mesh_size}"


_warned: set[tuple[str, tuple[str, ...]]] = set()   # (logical axis, mesh axes) said once in this process
_recorders: list[set[Replicated]] = []


@contextlib.contextmanager
def replications() -> Iterator[set[Replicated]]:
  """The dimensions logical_to_spec replicates inside the block (launch/compile.py's report lists them
  per function, beside the warning a run gets once)."""
  seen: set[Replicated] = set()
  _recorders.append(seen)
  try:
    yield seen
  finally:
    _recorders.remove(seen)


def _replicate(name: str, dim: int, mesh_axes: tuple[str, ...], divisor: int) -> None:
  """Records a replicated dimension and warns the first time its logical axis is replicated on these mesh
  axes: a run's layout then differs from the one its mesh shape suggests (memory and compute per device)."""
  found = Replicated(name, int(dim), mesh_axes, divisor)
  for seen in _recorders:
    seen.add(found)
  if (name, mesh_axes) not in _warned:
    _warned.add((name, mesh_axes))
    warnings.warn(f"sharding: logical axis {name!r} of size {dim} is replicated: mesh axes {'x'.join(mesh_axes)} "
                  f"({divisor} devices) do not divide it (said once per axis)", RuntimeWarning, stacklevel=3)


def logical_to_spec(axes: Sequence[str | None], shape: Sequence[int], mesh,
                    rules: Mapping[str, Any] = _RULES) -> PartitionSpec:
  """PartitionSpec for an array with these logical axes on `mesh` under `rules` (default: the learner's).

  A dimension that the rule's mesh axes do not divide evenly (e.g. 2 kv heads on tensor=4) is
  replicated instead: JAX requires even splits, and replicating a small dimension is the cheap fix. The
  first such dimension of each logical axis is warned about (`_replicate`), since it silently costs memory.
  A mesh axis is used at most once per array.
  """
  if len(axes) != len(shape):
    raise ValueError(f"logical axes {tuple(axes)} do not match array shape {tuple(shape)}")
  sizes = _mesh_axis_sizes(mesh)
  used: set[str] = set()
  spec = []
  for name, dim in zip(axes, shape):
    if name is not None and name not in rules:
      raise KeyError(f"logical axis {name!r} has no entry in LOGICAL_AXIS_RULES")
    rule = rules.get(name) if name is not None else None
    mesh_axes = (rule,) if isinstance(rule, str) else tuple(rule or ())
    mesh_axes = tuple(a for a in mesh_axes if a in sizes and sizes[a] > 1 and a not in used)
    if not mesh_axes:
      spec.append(None)
      continue
    if dim % math.prod(sizes[a] for a in mesh_axes):
      _replicate(name, dim, mesh_axes, math.prod(sizes[a] for a in mesh_axes))
      spec.append(None)
      continue
    used.update(mesh_axes)
    spec.append(mesh_axes[0] if len(mesh_axes) == 1 else mesh_axes)
  return PartitionSpec(*spec)


def _is_variable(x: Any) -> bool:
  return isinstance(x, nnx.Variable)


def partition_specs(tree: Any, mesh, rules: Mapping[str, Any] = _RULES) -> Any:
  """PartitionSpec for every Variable in `tree` (same structure), from its `logical_axes` metadata."""
  def spec(var: nnx.Variable):
    axes = var.get_metadata().get("logical_axes")
    if axes is None:
      return var.replace(PartitionSpec())
    return var.replace(logical_to_spec(axes, var.get_value().shape, mesh, rules))
  return jax.tree.map(spec, tree, is_leaf=_is_variable)


def named_shardings(tree: Any, mesh, rules: Mapping[str, Any] = _RULES) -> Any:
  """NamedSharding for every Variable in `tree` (same structure as `tree`)."""
  return jax.tree.map(lambda p: NamedSharding(mesh, p), partition_specs(tree, mesh, rules),
                      is_leaf=lambda x: isinstance(x, PartitionSpec))


def shard_model(model: nnx.Module, mesh) -> nnx.Module:
  """Moves every Variable of `model` to its NamedSharding on `mesh` (in place) and returns the model."""
  state = nnx.state(model)
  nnx.update(model, jax.device_put(state, named_shardings(state, mesh)))
  return model


def batch_sharding(mesh, ndim: int = 2) -> NamedSharding:
  """Inputs [batch, ...]: batch split over ("data", "fsdp"), other dims replicated."""
  return NamedSharding(mesh, PartitionSpec(_RULES["batch"], *([None] * (ndim - 1))))


def rows_sharding(mesh, shape: Sequence[int]) -> NamedSharding:
  """Inputs [batch, ...] of this `shape`: the batch split over ("data", "fsdp") when they divide it,
  else replicated (e.g. a batch bucket of 1 on 8 devices)."""
  return NamedSharding(mesh, logical_to_spec(("batch",) + (None,) * (len(shape) - 1), shape, mesh))


def call_on_mesh(mesh: Optional[jax.sharding.Mesh], fn, *args, **kwargs):
  """`fn(*args, **kwargs)` inside `jax.set_mesh(mesh)`, or directly when `mesh` is None: a jitted function
  traced so sees the mesh, so the model's activation (and KV cache) constraints (`shard_activation`) apply."""
  if mesh is None:
    return fn(*args, **kwargs)
  with jax.set_mesh(mesh):
    return fn(*args, **kwargs)


def shard_activation(x: jax.Array, axes: Sequence[str | None]) -> jax.Array:
  """Constrains an activation to its logical sharding when a mesh is set (`jax.set_mesh`); else no-op."""
  mesh = jax.sharding.get_abstract_mesh()
  if mesh.empty:
    return x
  return jax.lax.with_sharding_constraint(x, logical_to_spec(axes, x.shape, mesh))


def state_shardings(tree: Any, mesh, rules: Mapping[str, Any] = _RULES) -> Any:
  """NamedShardings for a pytree holding nnx Variables (params, AdamW moments) and plain arrays (step
  counters): Variables follow their logical axes through the rules table, everything else is replicated."""
  replicated = NamedSharding(mesh, PartitionSpec())
  return jax.tree.map(lambda x: named_shardings(x, mesh, rules) if isinstance(x, nnx.Variable) else replicated,
                      tree, is_leaf=lambda x: isinstance(x, nnx.Variable))


def sampler_rules(weight_bytes: int, mesh, device_memory: Optional[int]) -> Mapping[str, Any]:
  """SAMPLER_RULES when the sampler's weights (`weight_bytes` in all, split over `tensor`) take at most
  SAMPLER_WEIGHT_FRACTION of `device_memory` bytes (None: unknown, e.g. a CPU, taken as fitting); else the
  learner's rules (each decode step then gathers the weights: say so, and add a tensor axis)."""
  per_device = weight_bytes / dict(mesh.shape).get("tensor", 1)
  if device_memory is None or per_device <= SAMPLER_WEIGHT_FRACTION * device_memory:
    return SAMPLER_RULES
  return _RULES


def device_memory(device) -> Optional[int]:
  """A device's memory in bytes as its allocator reports it (None where it reports none, e.g. a CPU)."""
  stats = device.memory_stats() if hasattr(device, "memory_stats") else None
  return (stats or {}).get("bytes_limit")


def run_mesh(shape: Mapping[str, int] | None, devices: Sequence[Any] | None = None):
  """The mesh a run computes on: `config.mesh` over `devices` (default: every device of every process), or
  None on a single device (jit places everything there)."""
  devices = list(devices) if devices is not None else jax.devices()
  return make_mesh(shape, devices) if len(devices) > 1 else None
