"""Device mesh and the single logical-axis rules table.

Model code names *logical* axes only (params carry them in `nnx.Param(..., logical_axes=(...))`;
activations through `shard_activation`). This module is the one place that says which mesh axis each
logical axis lives on, so changing the parallelism layout is an edit to `LOGICAL_AXIS_RULES`.

Mesh axes (always all three, size 1 when unused):
  data    pure data parallelism (replicated params, split batch)
  fsdp    batch split *and* params split along their "embed" dimension (ZeRO-3 style)
  tensor  Megatron-style: heads, MLP hidden and vocab split

Public API:
  make_mesh(shape={"data": 1, "fsdp": 8, "tensor": 1}) -> jax.sharding.Mesh
  LOGICAL_AXIS_RULES                                   the rules table (logical name -> mesh axes)
  logical_to_spec(axes, shape, mesh) -> PartitionSpec   one array; drops a mesh axis that does not divide
  partition_specs(tree, mesh) / named_shardings(tree, mesh)
      same structure as `tree` (an nnx.State or any pytree of nnx.Variables, e.g. nnx.state(model) or
      nnx.state(optimizer): nnx.Optimizer's mu/nu inherit each param's `logical_axes`, so optimizer state
      shards like its param); Variables without `logical_axes` metadata are replicated.
  shard_model(model, mesh) -> model                     moves every Variable onto its sharding, in place
  batch_sharding(mesh, ndim) -> NamedSharding           leading (batch) dim over ("data", "fsdp")
  shard_activation(x, axes)                             with_sharding_constraint under `jax.set_mesh(mesh)`,
                                                        a no-op when no mesh is set

A sharded train step: `shardings = named_shardings(nnx.state(model), mesh)`, pass them as jit
in/out_shardings (or `shard_model` once and let jit follow the committed arrays), put batches with
`batch_sharding`, and trace the step inside `with jax.set_mesh(mesh):` so activation constraints apply.
"""
from __future__ import annotations

import math
from typing import Any, Mapping, Sequence

import jax
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
)
_RULES = dict(LOGICAL_AXIS_RULES)


def make_mesh(shape: Mapping[str, int] | None = None, devices: Sequence[Any] | None = None) -> jax.sharding.Mesh:
  """A ("data", "fsdp", "tensor") mesh; unnamed axes get size 1, default puts every device on fsdp."""
  devices = list(devices) if devices is not None else jax.devices()
  shape = dict(shape) if shape is not None else {"fsdp": len(devices)}
  unknown = set(shape) - set(MESH_AXES)
  if unknown:
    raise ValueError(f"unknown mesh axes {sorted(unknown)}; expected a subset of {MESH_AXES}")
  sizes = tuple(int(shape.get(axis, 1)) for axis in MESH_AXES)
  if math.prod(sizes) != len(devices):
    raise ValueError(f"mesh shape {dict(zip(MESH_AXES, sizes))} needs {math.prod(sizes)} devices, "
                     f"have {len(devices)}")
  return jax.make_mesh(sizes, MESH_AXES, axis_types=(jax.sharding.AxisType.Auto,) * len(MESH_AXES),
                       devices=devices)


def _mesh_axis_sizes(mesh) -> dict[str, int]:
  return dict(mesh.shape)


def logical_to_spec(axes: Sequence[str | None], shape: Sequence[int], mesh) -> PartitionSpec:
  """PartitionSpec for an array with these logical axes on `mesh`.

  A dimension that the rule's mesh axes do not divide evenly (e.g. 2 kv heads on tensor=4) is
  replicated instead: JAX requires even splits, and replicating a small dimension is the cheap fix.
  A mesh axis is used at most once per array.
  """
  if len(axes) != len(shape):
    raise ValueError(f"logical axes {tuple(axes)} do not match array shape {tuple(shape)}")
  sizes = _mesh_axis_sizes(mesh)
  used: set[str] = set()
  spec = []
  for name, dim in zip(axes, shape):
    if name is not None and name not in _RULES:
      raise KeyError(f"logical axis {name!r} has no entry in LOGICAL_AXIS_RULES")
    rule = _RULES.get(name) if name is not None else None
    mesh_axes = (rule,) if isinstance(rule, str) else tuple(rule or ())
    mesh_axes = tuple(a for a in mesh_axes if a in sizes and sizes[a] > 1 and a not in used)
    if not mesh_axes or dim % math.prod(sizes[a] for a in mesh_axes):
      spec.append(None)
      continue
    used.update(mesh_axes)
    spec.append(mesh_axes[0] if len(mesh_axes) == 1 else mesh_axes)
  return PartitionSpec(*spec)


def _is_variable(x: Any) -> bool:
  return isinstance(x, nnx.Variable)


def partition_specs(tree: Any, mesh) -> Any:
  """PartitionSpec for every Variable in `tree` (same structure), from its `logical_axes` metadata."""
  def spec(var: nnx.Variable):
    axes = var.get_metadata().get("logical_axes")
    if axes is None:
      return var.replace(PartitionSpec())
    return var.replace(logical_to_spec(axes, var.get_value().shape, mesh))
  return jax.tree.map(spec, tree, is_leaf=_is_variable)


def named_shardings(tree: Any, mesh) -> Any:
  """NamedSharding for every Variable in `tree` (same structure as `tree`)."""
  return jax.tree.map(lambda p: NamedSharding(mesh, p), partition_specs(tree, mesh),
                      is_leaf=lambda x: isinstance(x, PartitionSpec))


def shard_model(model: nnx.Module, mesh) -> nnx.Module:
  """Moves every Variable of `model` to its NamedSharding on `mesh` (in place) and returns the model."""
  state = nnx.state(model)
  nnx.update(model, jax.device_put(state, named_shardings(state, mesh)))
  return model


def batch_sharding(mesh, ndim: int = 2) -> NamedSharding:
  """Inputs [batch, ...]: batch split over ("data", "fsdp"), other dims replicated."""
  return NamedSharding(mesh, PartitionSpec(_RULES["batch"], *([None] * (ndim - 1))))


def shard_activation(x: jax.Array, axes: Sequence[str | None]) -> jax.Array:
  """Constrains an activation to its logical sharding when a mesh is set (`jax.set_mesh`); else no-op."""
  mesh = jax.sharding.get_abstract_mesh()
  if mesh.empty:
    return x
  return jax.lax.with_sharding_constraint(x, logical_to_spec(axes, x.shape, mesh))
