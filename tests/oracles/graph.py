"""Plain networkx / NumPy oracles of GraphGPO and G2PO, written from docs/semantics/credit.md on the host records.

They read `Group` records (anchor keys as strings, not interned ids), compute in float64 and return ragged
per-trajectory, per-step lists, the layout of `mcgpo_jax.data.batch.ragged`. Loops are per row on purpose:
this is the readable reference the jitted kernels are checked against, not a fast path.

Besides the advantages each oracle returns a per-row tolerance for comparing an f32 kernel with it:
`1e-5 + F32_SLACK · Σ_terms |weight| · cond`, where a Norm's `cond = magnitude / (std + 1e-6)` (`mean_std`)
or `magnitude` (`mean`), magnitude being the largest input entering the segment. Why: the kernel's inputs
are f32 (relative error 2^-24), and Norm divides their rounding by the segment std, so a segment whose
spread is tiny next to its values (e.g. returns 10 and 9.9, or 0.1 − 0.1 against 1e-5) cannot be resolved
to 1e-5 by any f32 code. Well-conditioned segments (cond ≲ 10) keep the plain 1e-5 (+ ~1e-5).
"""
from __future__ import annotations

import networkx as nx
import numpy as np

from mcgpo_jax.data.records import Group
from tests.oracles import episode as episode_oracle

SUCCESS, FAIL = ("<SUCCESS>",), ("<FAIL>",)  # tuples: can never collide with a string anchor key
EPS = 1e-6
ATOL = 1e-5
F32_SLACK = 2.0 ** -22  # 4 f32 ulps per unit of conditioning: room for a few rounding steps


def norm(values: list[float], mode: str, singleton: str, magnitude: float) -> tuple[list[float], float]:
  """docs/semantics/credit.md's Norm of one segment (unbiased std; no spread → 0; one row → raw or 0) and its cond."""
  x = np.asarray(values, np.float64)
  if len(x) == 1:
    return [float(x[0]) if singleton == "raw" else 0.0], 0.0
  if x.max() == x.min():
    return [0.0] * len(x), 0.0
  if mode == "mean_std":
    std = x.std(ddof=1)
    return list((x - x.mean()) / (std + EPS)), magnitude / (std + EPS)
  if mode == "mean":
    return list(x - x.mean()), magnitude
  raise ValueError(mode)


def norm_by_key(values: dict, keys: dict, magnitude: dict, mode: str, singleton: str) -> tuple[dict, dict]:
  """Norm of `values[row]` within the rows sharing `keys[row]`; returns (z, cond) per row."""
  z, cond = {}, {}
  for key in set(keys.values()):
    rows = [r for r in values if keys[r] == key]
    zs, c = norm([values[r] for r in rows], mode, singleton, max(magnitude[r] for r in rows))
    z.update(zip(rows, zs))
    cond.update((r, c) for r in rows)
  return z, cond


def rows_of(group: Group) -> list[tuple[int, int]]:
  """(i, t) of every row, slot-major."""
  return [(i, t) for i, traj in enumerate(group.trajectories) for t in range(len(traj.steps))]


def next_key(group: Group, i: int, t: int, to_success: bool, final_obs: bool = False):
  """The head of row (i, t)'s edge. The last row: SUCCESS, else (GraphGPO, `final_obs`) the recorded
  observation after the last action, else FAIL (G2PO always; GraphGPO when none was recorded)."""
  traj = group.trajectories[i]
  if t + 1 < len(traj.steps):
    return traj.steps[t + 1].obs
  if to_success:
    return SUCCESS
  return traj.final_obs if final_obs and traj.final_obs is not None else FAIL


def episode_term(group: Group, mode: str, episode_stats: str, penalty: float, shaping=None) -> tuple[dict, dict]:
  """The shared GRPO episode oracle's values, with the cond of its one group-wide Norm."""
  values = episode_oracle.episode_term(group, mode, episode_stats, penalty, shaping)
  z = {(i, t): values[i][t] for i, t in rows_of(group)}
  items = np.asarray(episode_oracle.stats_items(group, episode_stats, penalty, shaping), np.float64)
  magnitude = np.abs(items).max() + penalty + (max(abs(d) for row in shaping for d in row) if shaping else 0.0)
  if len(items) == 1 or items.max() == items.min():
    c = 0.0
  else:
    c = magnitude / (items.std(ddof=1) + EPS) if mode == "mean_std" else magnitude
  return z, {r: c for r in z}


def combine(group: Group, terms: list[tuple[float, dict, dict]]):
  """Σ weight · z per row, and its tolerance; both ragged."""
  adv = {r: sum(w * z[r] for w, z, _ in terms) for r in rows_of(group)}
  tol = {r: ATOL + F32_SLACK * sum(abs(w) * c[r] for w, _, c in terms) for r in rows_of(group)}
  as_ragged = lambda d: [[d[(i, t)] for t in range(len(tr.steps))] for i, tr in enumerate(group.trajectories)]
  return as_ragged(adv), as_ragged(tol)


# ---------------------------------------------------------------- GraphGPO


def graphgpo_distances(group: Group) -> dict:
  """D of every node (anchor keys and both sinks) by networkx BFS from SUCCESS on the reversed graph."""
  g = nx.MultiDiGraph()
  g.add_nodes_from([SUCCESS, FAIL])
  for i, t in rows_of(group):
    traj = group.trajectories[i]
    g.add_edge(traj.steps[t].obs, next_key(group, i, t, traj.success, final_obs=True))
  hops = nx.single_source_shortest_path_length(g.reverse(copy=True), SUCCESS)  # SUCCESS itself: 0 hops
  unreachable = 1 + max(hops.values())  # a group without a success: 1 + 0
  return {node: hops.get(node, unreachable) for node in g.nodes}


def graphgpo(group: Group, gamma_g: float, w_s: float = 1.0, w_e: float = 1.0, mode: str = "mean_std",
             paper_exponent: bool = False, episode_stats: str = "rows", invalid_penalty: float = 0.1,
             success_reward: float = 10.0, shaping=None):
  """GraphGPO of one group: (advantages, tolerances, row returns, D), the first three ragged.

  `shaping` (ragged, optional): MCGPO's Eq. 18 Δr of each row, added to that row's task score Z (the
  episode term's row score, App. A.3 / C.3); the graph returns stay unshaped."""
  dist = graphgpo_distances(group)
  ret, anchor, magnitude = {}, {}, {}
  for i, t in rows_of(group):
    traj = group.trajectories[i]
    hops = dist[next_key(group, i, t, traj.success, final_obs=True)] + (1 if paper_exponent else 0)
    penalty = invalid_penalty * (not traj.steps[t].valid)
    ret[(i, t)] = success_reward * gamma_g ** hops - penalty
    anchor[(i, t)] = traj.steps[t].obs
    magnitude[(i, t)] = success_reward * gamma_g ** hops + penalty
  step = norm_by_key(ret, anchor, magnitude, mode, singleton="zero")
  episode = episode_term(group, mode, episode_stats, invalid_penalty, shaping)
  adv, tol = combine(group, [(w_s, *step), (w_e, *episode)])
  returns = [[ret[(i, t)] for t in range(len(tr.steps))] for i, tr in enumerate(group.trajectories)]
  return adv, tol, returns, dist


# ---------------------------------------------------------------- G2PO


def g2po_values(group: Group, gamma: float, success_reward: float) -> dict:
  """V(n): mean over visits (i,t) of γ^{T_i − t} · R_i; sinks SUCCESS = success reward, FAIL = 0."""
  visits: dict = {}
  for i, t in rows_of(group):
    traj = group.trajectories[i]
    visits.setdefault(traj.steps[t].obs, []).append(gamma ** (len(traj.steps) - t) * traj.episode_reward)
  values = {node: float(np.mean(v)) for node, v in visits.items()}
  values[SUCCESS], values[FAIL] = success_reward, 0.0
  return values


def g2po(group: Group, gamma: float = 0.95, w: float = 1.0, mode: str = "mean_std", ablation: str = "full",
         episode_stats: str = "rows", invalid_penalty: float = 0.1, success_reward: float = 10.0):
  """G2PO of one group: (advantages, tolerances), ragged. `no_aggregation`: V(cur) and V(next) of a row are
  its own trajectory's γ^{T_i − t} · R_i at t and t + 1 (sinks as usual), both parts kept."""
  value = g2po_values(group, gamma, success_reward)
  local, delta, node, local_mag, delta_mag = {}, {}, {}, {}, {}
  for i, t in rows_of(group):
    traj = group.trajectories[i]
    v_next = value[next_key(group, i, t, traj.episode_reward == success_reward)]
    v_cur = value[traj.steps[t].obs]
    if ablation == "no_aggregation":
      own = lambda k: gamma ** (len(traj.steps) - k) * traj.episode_reward
      v_cur = own(t)
      v_next = own(t + 1) if t + 1 < len(traj.steps) else v_next
    node[(i, t)] = traj.steps[t].obs
    penalty = invalid_penalty * (not traj.steps[t].valid)
    local[(i, t)] = v_next - penalty
    delta[(i, t)] = v_next - v_cur
    local_mag[(i, t)] = abs(v_next) + penalty
    delta_mag[(i, t)] = abs(v_next) + abs(v_cur)
  node_part = norm_by_key(local, node, local_mag, mode, singleton="zero")
  edge_part = norm_by_key(delta, {r: 0 for r in delta}, delta_mag, mode, singleton="zero")
  terms = [(1.0, *episode_term(group, mode, episode_stats, invalid_penalty))]
  if ablation in ("full", "node_only", "no_aggregation"):
    terms.append((w, *node_part))
  if ablation in ("full", "edge_only", "no_aggregation"):
    terms.append((w, *edge_part))
  return combine(group, terms)
