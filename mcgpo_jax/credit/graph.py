"""Shared graph ops of the graph-based estimators (GraphGPO, G2PO) on interned anchor ids.

Each task group is a directed multigraph: one edge per row, `key(i,t) → key(i,t+1)`; the last row of a
trajectory points to the sink `SUCCESS`, to the node of its final observation, or to the sink `FAIL`. Node ids live in one static space per task:
anchor ids `0..N−1` (N = G·T bounds the distinct keys of a group, and `pack` makes ids dense below it),
then `SUCCESS = N`, `FAIL = N + 1`. Every per-node quantity is an array `[P, N + 2]`, so memory is linear in
the rows; nothing here builds a `[N, N]` adjacency.
"""
from __future__ import annotations

import jax
import jax.numpy as jnp

# Distance of a node that cannot reach the sink (yet). Far below int32 overflow after the `+ t + 1` the
# relaxation adds, far above any real hop count (< N + 2).
UNREACHED = 1 << 29


def sink_ids(num_anchor: int) -> tuple[int, int]:
  """(SUCCESS, FAIL) node ids for a task whose anchor ids are below `num_anchor` (= G·T)."""
  return num_anchor, num_anchor + 1


def num_nodes(anchor: jnp.ndarray) -> int:
  """Size of the static node space of `anchor [P, G, T]`: G·T anchor ids plus the two sinks."""
  _, G, T = anchor.shape
  return G * T + 2


def next_nodes(anchor: jnp.ndarray, length: jnp.ndarray, to_success: jnp.ndarray,
               final: jnp.ndarray | None = None) -> jnp.ndarray:
  """Head node of every row's edge, int32 [P, G, T].

  Row (i, t) points to the anchor of (i, t+1); the last row (t = T_i − 1) points to `SUCCESS` where
  `to_success[p, i]`, otherwise (failed or truncated) to the anchor id `final[p, i]` of the observation
  its action produced (GraphGPO) — or to `FAIL` where `final` is None (G2PO) or −1 (not recorded).
  Padding rows get `FAIL`; callers mask them out anyway.
  """
  P, G, T = anchor.shape
  success_id, fail_id = sink_ids(G * T)
  shifted = jnp.concatenate([anchor[..., 1:], jnp.full((P, G, 1), fail_id, anchor.dtype)], axis=-1)
  t = jnp.arange(T, dtype=length.dtype)
  end = fail_id if final is None else jnp.where(final >= 0, final, fail_id)
  sink = jnp.where(to_success, success_id, end)[..., None]
  inside = t[None, None, :] < (length - 1)[..., None]
  return jnp.where(inside, shifted, sink).astype(jnp.int32)


def _flat_ids(node: jnp.ndarray, mask: jnp.ndarray, size: int) -> jnp.ndarray:
  """Per-task node ids → ids into the flattened `[P · size]` node arrays; masked rows → P · size (dropped)."""
  P = node.shape[0]
  base = (jnp.arange(P, dtype=jnp.int32) * size).reshape((P,) + (1,) * (node.ndim - 1))
  return jnp.where(mask, base + node, P * size)


def gather_nodes(values: jnp.ndarray, node: jnp.ndarray) -> jnp.ndarray:
  """`values [P, K]` per node → per row `[P, G, T]` (`node` must be a valid id on every row)."""
  P = values.shape[0]
  return jnp.take_along_axis(values, node.reshape(P, -1), axis=1).reshape(node.shape)


def hop_distances(anchor: jnp.ndarray, nxt: jnp.ndarray, mask: jnp.ndarray, target: int) -> jnp.ndarray:
  """Fewest hops from every node to `target`, int32 [P, N + 2]; `UNREACHED` where there is no path.

  Bounded Bellman-Ford relaxation on device. One sweep relaxes each row's tail along the rest of its own
  trajectory at once, `D(key(i,t)) ← min_{k ≥ t} (k − t + 1 + D(next(i,k)))` (a reverse cumulative min),
  then scatter-mins into the node array. Every candidate is the length of a real path and every edge is
  relaxed each sweep, so this reaches the same fixed point as plain edge relaxation — in fewer sweeps,
  because a shortest path that stays on one trajectory settles in one. The loop stops at the first sweep
  that changes nothing, and after at most N + 2 sweeps (a shortest path visits each node once), so cost is
  O(sweeps · rows) with `[P, N + 2]` memory.
  """
  P, G, T = anchor.shape
  size = num_nodes(anchor)
  flat_tail = _flat_ids(anchor, mask, size).ravel()
  steps = jnp.arange(T, dtype=jnp.int32)
  dist0 = jnp.full((P, size), UNREACHED, jnp.int32).at[:, target].set(0)

  def sweep(dist):
    via_next = jnp.where(mask, gather_nodes(dist, nxt), UNREACHED) + 1 + steps
    via_tail = jax.lax.cummin(via_next, axis=2, reverse=True) - steps
    relaxed = dist.ravel().at[flat_tail].min(via_tail.ravel(), mode="drop")
    return jnp.minimum(relaxed, UNREACHED).reshape(P, size)

  def not_done(state):
    _, changed, sweeps = state
    return changed & (sweeps < size)

  def body(state):
    dist, _, sweeps = state
    new = sweep(dist)
    return new, jnp.any(new != dist), sweeps + 1

  dist, _, _ = jax.lax.while_loop(not_done, body, (dist0, jnp.array(True), jnp.array(0, jnp.int32)))
  return dist


def fill_unreached(dist: jnp.ndarray) -> jnp.ndarray:
  """GraphGPO's convention for nodes without a path: `1 + max finite D` of the task group.

  The target itself has D = 0 and counts as finite, so a group that never reached it (every node
  unreached) gets D ≡ 1, as docs/semantics/credit.md asks.
  """
  finite = dist < UNREACHED
  worst = jnp.max(jnp.where(finite, dist, 0), axis=1, keepdims=True)
  return jnp.where(finite, dist, worst + 1)


def node_means(x: jnp.ndarray, node: jnp.ndarray, mask: jnp.ndarray, size: int) -> jnp.ndarray:
  """Mean of `x [P, G, T]` over the rows of each node, f32 [P, size]; 0 for a node without rows."""
  P = x.shape[0]
  flat = _flat_ids(node, mask, size).ravel()
  n = P * size + 1  # the last segment collects masked rows and is dropped
  total = jax.ops.segment_sum(jnp.where(mask, x, 0.0).ravel(), flat, n)
  count = jax.ops.segment_sum(mask.astype(x.dtype).ravel(), flat, n)
  return (total / jnp.maximum(count, 1.0))[:-1].reshape(P, size)

