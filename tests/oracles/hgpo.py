"""Oracle of HGPO: explicit history-window tuples as dict keys, one dict per task group."""
from __future__ import annotations

import numpy as np

from mcgpo_jax.data.records import Group
from tests.oracles.episode import episode_term
from tests.oracles.gigpo import step_returns

EPS = 1e-6


def hgpo(groups: list[Group], mode: str, history: int = 2, gamma: float = 0.95, penalty: float = 0.1,
         spread_tol: float = 1e-12, episode_weight: float = 0.0, episode_stats: str = "rows"):
  result = []
  for g in groups:
    ret = step_returns(g, gamma, penalty)
    clusters: dict[tuple, list[float]] = {}
    for traj, rets in zip(g.trajectories, ret):
      obs = [s.obs for s in traj.steps]
      for t in range(len(obs)):
        for k in range(1, min(history + 1, t + 1) + 1):
          clusters.setdefault((k, tuple(obs[t - k + 1:t + 1])), []).append(rets[t])
    ep = episode_term(g, mode, episode_stats, penalty)
    out = []
    for traj, rets, eps in zip(g.trajectories, ret, ep):
      obs = [s.obs for s in traj.steps]
      row = []
      for t in range(len(obs)):
        items = []                                     # (k, a_k)
        for k in range(1, min(history + 1, t + 1) + 1):
          vals = np.asarray(clusters[(k, tuple(obs[t - k + 1:t + 1]))], np.float64)
          if len(vals) < 2 or vals.max() - vals.min() <= spread_tol:
            continue                                   # no information at this level: no item
          if mode == "mean_std":
            items.append((k, (rets[t] - vals.mean()) / (vals.std(ddof=0) + EPS)))
          else:
            items.append((k, rets[t] - vals.mean()))
        norm = sum(k + 1 for k, _ in items)
        adv = sum((k + 1) / norm * a for k, a in items) if items else 0.0
        row.append(adv + episode_weight * eps[t])
      out.append(row)
    result.append(out)
  return result
