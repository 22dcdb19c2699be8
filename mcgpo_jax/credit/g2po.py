"""G2PO (Wang et al., 2026): group-aggregated node values and globally standardised TD edges.

Per task group the anchor keys are nodes (`credit/graph.py`). A node's value pools every visit of it
across the sibling trajectories, which is the paper's variance argument:

  V(n)   = mean over visits (i,t) of n of γ^{T_i − t} · R_i       (t 0-based, T_i = trajectory length)
  V(SUCCESS) = success reward (10),  V(FAIL) = 0
  next(i,t) = node of (i,t+1); for the last row SUCCESS if R_i = 10, else FAIL

  node-local  Norm_{(group, node)}(V(next) − 0.1·1[invalid])      (nodes with one row give 0)
  edge        Norm_{group}(V(next) − V(cur))                      (the TD error, over all rows of the group)
  A = A^E + w · A^S,  A^S = node-local + edge  (ablations: edge_only, node_only)

Ablation `no_aggregation` (the paper's "w/o group aggregation"): both parts, but every row's V(cur) and
V(next) are its own trajectory's visit values γ^{T_i − t} · R_i (the sinks unchanged), not node means.
`w` defaults to 1 on ALFWorld and 0.8 on WebShop, where the paper's sweep (§5.4, Figure 4) peaks; it
reports no sweep for ALFWorld.
"""
from __future__ import annotations

import dataclasses
import functools
from typing import Literal

import jax
import jax.numpy as jnp

from mcgpo_jax.credit import graph
from mcgpo_jax.credit.common import check_choice, episode_term, normalize
from mcgpo_jax.credit.config import NormConfig
from mcgpo_jax.data.batch import RolloutBatch

Ablation = Literal["full", "edge_only", "node_only", "no_aggregation"]
ABLATIONS = ("full", "edge_only", "node_only", "no_aggregation")


@dataclasses.dataclass(frozen=True)
class Config(NormConfig):
  """`mode`: ALFWorld mean_std, WebShop mean."""
  gamma: float = 0.95             # discount of the visit values γ^{T_i − t} R_i
  w: float = 1.0                  # weight of the step term A^S (WebShop 0.8: the paper's sweep peaks there)
  ablation: Ablation = "full"
  success_reward: float = 10.0

  def __post_init__(self):
    super().__post_init__()
    check_choice("g2po.Config", "ablation", self.ablation, ABLATIONS)


def visit_values(batch: RolloutBatch, cfg: Config) -> jnp.ndarray:
  """γ^{T_i − t} · R_i of every row, f32 [P, G, T] (0 on padding)."""
  T = batch.shape[2]
  t = jnp.arange(T, dtype=jnp.float32)
  remaining = batch.length.astype(jnp.float32)[..., None] - t           # T_i − t ≥ 1 on real rows
  visit = jnp.power(jnp.float32(cfg.gamma), remaining) * batch.episode_reward[..., None]
  return jnp.where(batch.mask, visit, 0.0)


def node_values(batch: RolloutBatch, cfg: Config) -> jnp.ndarray:
  """V of every node, f32 [P, G·T + 2] (anchors, then SUCCESS, FAIL); 0 for ids no row uses."""
  P, G, T = batch.shape
  values = graph.node_means(visit_values(batch, cfg), batch.anchor, batch.mask, graph.num_nodes(batch.anchor))
  success_id, fail_id = graph.sink_ids(G * T)
  return values.at[:, success_id].set(cfg.success_reward).at[:, fail_id].set(0.0)


@functools.partial(jax.jit, static_argnums=1)
def advantages(batch: RolloutBatch, cfg: Config) -> jnp.ndarray:
  """Per-row G2PO advantages, f32 [P, G, T]; 0 on padding."""
  P, G, T = batch.shape
  flat = lambda a: a.reshape(P, -1)
  values = node_values(batch, cfg)
  # docs/semantics/credit.md keys the last row's sink on R_i = 10 (not on the success flag); R_i is a sum of exact 0s and
  # one 10, so the float comparison is exact.
  nxt = graph.next_nodes(batch.anchor, batch.length, batch.episode_reward == cfg.success_reward)
  v_next = graph.gather_nodes(values, nxt)
  v_cur = graph.gather_nodes(values, jnp.where(batch.mask, batch.anchor, 0))
  if cfg.ablation == "no_aggregation":   # own-trajectory values; the last row still reads its sink's value
    own = visit_values(batch, cfg)
    inside = jnp.arange(T) < (batch.length - 1)[..., None]
    v_next = jnp.where(inside, jnp.concatenate([own[..., 1:], jnp.zeros((P, G, 1), own.dtype)], axis=-1), v_next)
    v_cur = own
  mask = flat(batch.mask)
  step = jnp.zeros((P, G * T), jnp.float32)
  if cfg.ablation in ("full", "node_only", "no_aggregation"):
    # x = V(next) − 0.1·1[invalid]; the penalty enters as an offset so V(next) is centred first (f32).
    penalty = jnp.where(batch.valid, 0.0, jnp.float32(cfg.invalid_penalty))
    step += normalize(flat(v_next), flat(batch.anchor), mask, G * T, cfg.mode, offset=-flat(penalty))
  if cfg.ablation in ("full", "edge_only", "no_aggregation"):
    step += normalize(flat(v_next - v_cur), jnp.zeros_like(mask, jnp.int32), mask, 1, cfg.mode)
  episode = episode_term(batch, cfg.mode, cfg.episode_stats, cfg.invalid_penalty)
  return jnp.where(batch.mask, episode + cfg.w * step.reshape(P, G, T), 0.0)
