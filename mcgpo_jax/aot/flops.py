"""Matmul FLOPs of a jitted function, counted from its jaxpr.

Why not `compiled.cost_analysis()`: XLA counts the body of a `while` / `scan` once, whatever its trip count,
and on TPU it reported 0.54x the matmul FLOPs of a train step whose microbatches are a `scan` and whose layers
are rematerialised. Here every `dot_general` is counted at 2 x (output elements) x (contracted size), and a
nested jaxpr is counted times the number of times it runs: a `scan` body `length` times, a `while` body the
`while_trips` the caller knows (the sampler's decode loop runs once per generated token; the train step's
microbatch loop once per microbatch, and inside it the lm head's loop once per window), the larger branch of
a `cond`. Rematerialised layers appear
twice in the differentiated jaxpr (forward and recompute), so the recompute is included, as on the device.

Only matmuls are counted (attention's two products included): elementwise ops are a few percent of a
transformer step and are memory-bound, not FLOP-bound.

Kernels: a `pallas_call` (splash attention, models/attention.py) is counted from its body, the matmuls of one
grid step (one query block against one key block), times the grid steps it runs. Splash's causal mask skips
every block above the diagonal, so of a square n x n block grid it runs n(n+1)/2 per head (its forward, and
its dq and dkv backward kernels alike); segment ids skip nothing that can be known before the data. A
`shard_map` body (the kernel runs per shard) is per-shard work, counted once per device of its mesh.
cuDNN's fused attention (models/attention.py on a GPU) is one primitive without a body: it is counted from its
operands' shapes, its forward's two products (QKᵀ, PV) and its backward's five (QKᵀ again, then dP, dV, dQ,
dK), over the lower triangle of each score matrix when its mask is causal (cuDNN skips the tiles above the
diagonal, as splash skips its blocks).
"""
from __future__ import annotations

import math
from typing import Any, Callable, Sequence, Union

import jax
from jax.extend import core as jcore


def dot_flops(eqn) -> int:
  """2 x output elements x contracted elements of one `dot_general`."""
  lhs = eqn.invars[0].aval
  (contract_lhs, _), _ = eqn.params["dimension_numbers"]
  out = eqn.outvars[0].aval
  return 2 * math.prod(out.shape) * math.prod(lhs.shape[d] for d in contract_lhs)


def pallas_steps(eqn) -> int:
  """Grid steps a `pallas_call` runs: every one, except a splash kernel's causally masked blocks (the upper
  triangle of its trailing square [query blocks, key blocks] grid, which the kernel skips)."""
  grid = tuple(eqn.params["grid_mapping"].grid)
  if eqn.params.get("name", "").startswith("splash_") and len(grid) >= 2 and grid[-1] == grid[-2]:
    n = grid[-1]
    return math.prod(grid[:-2]) * n * (n + 1) // 2
  return math.prod(grid)


# cuDNN's attention primitives (jax/_src/cudnn/fused_attention_stablehlo.py) -> its [T, S, H] products.
CUDNN_ATTENTION_PRODUCTS = {"dot_product_attention_fwd_wrapper": 2, "dot_product_attention_fwd": 2,
                            "dot_product_attention_bwd_wrapper": 5, "dot_product_attention_bwd": 5}


def cudnn_attention_flops(eqn) -> int:
  """Matmul FLOPs of one cuDNN attention call: its products of 2 x B x N x (query, key) pairs x H each, the
  pairs at or below the diagonal under a causal mask. The query is [B, T, N, H] (layout 0, BTNH) or
  [B, N, T, H] (layout 1, BNTH); the key [B, S, K, H] or [B, K, S, H]."""
  query, key = eqn.invars[0].aval.shape, eqn.invars[1].aval.shape
  layout = getattr(eqn.params["layout"], "value", eqn.params["layout"])
  (b, t, n, h), s = (query, key[1]) if layout == 0 else ((query[0], query[2], query[1], query[3]), key[2])
  causal = getattr(eqn.params["mask_type"], "name", "") in ("CAUSAL", "PADDING_CAUSAL")
  pairs = t * (t + 1) // 2 if causal and t == s else t * s
  return CUDNN_ATTENTION_PRODUCTS[eqn.primitive.name] * 2 * b * n * pairs * h


def _subjaxprs(value: Any):
  """The jaxprs held by one equation parameter (a jaxpr, a closed jaxpr, or a tuple of them)."""
  if isinstance(value, jcore.ClosedJaxpr):
    yield value.jaxpr
  elif isinstance(value, jcore.Jaxpr):
    yield value
  elif isinstance(value, (tuple, list)):
    for v in value:
      yield from _subjaxprs(v)


# Trips per nesting depth; a mean over calls where the count varies (aot/lengths.py's measured layouts).
Trips = Union[float, Sequence[float]]


def trips_by_depth(while_trips: Trips) -> tuple[float, ...]:
  """`while_trips` as one count per nesting depth of `while` loops (the last one for any deeper loop)."""
  return (while_trips,) if isinstance(while_trips, (int, float)) else tuple(while_trips)


def jaxpr_flops(jaxpr, while_trips: Trips = 1) -> float:
  """Matmul FLOPs of one execution of `jaxpr` (a Jaxpr or ClosedJaxpr); every `while` body counts
  `while_trips` times, or, given one count per nesting depth, its depth's count (its condition is not
  counted)."""
  jaxpr = getattr(jaxpr, "jaxpr", jaxpr)
  trips = trips_by_depth(while_trips)
  total = 0
  for eqn in jaxpr.eqns:
    name = eqn.primitive.name
    if name == "dot_general":
      total += dot_flops(eqn)
    elif name == "scan":
      total += eqn.params["length"] * jaxpr_flops(eqn.params["jaxpr"], while_trips)
    elif name == "while":
      total += trips[0] * jaxpr_flops(eqn.params["body_jaxpr"], trips[1:] or trips)
    elif name == "cond":
      total += max(jaxpr_flops(b, while_trips) for b in eqn.params["branches"])
    elif name == "pallas_call":
      total += pallas_steps(eqn) * jaxpr_flops(eqn.params["jaxpr"])
    elif name in CUDNN_ATTENTION_PRODUCTS:
      total += cudnn_attention_flops(eqn)
    elif name == "shard_map":
      total += eqn.params["mesh"].size * jaxpr_flops(eqn.params["jaxpr"], while_trips)
    else:
      for value in eqn.params.values():
        for sub in _subjaxprs(value):
          total += jaxpr_flops(sub, while_trips)
  return total


def traced_flops(jitted: Callable, *args: Any, while_trips: Trips = 1, **kwargs: Any) -> int:
  """Matmul FLOPs of one call of `jitted` (a `jax.jit` function) on `args`, which may be abstract
  (`jax.ShapeDtypeStruct`): it is traced, not run."""
  return jaxpr_flops(jitted.trace(*args, **kwargs).jaxpr, while_trips)
