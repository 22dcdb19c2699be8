"""Oracle of GiGPO: per-trajectory discounted returns and per-anchor-key groups, with plain loops."""
from __future__ import annotations

import numpy as np

from mcgpo_jax.data.records import Group
from tests.oracles.episode import EPS, episode_term


def step_returns(group: Group, gamma: float, penalty: float) -> list[list[float]]:
  """R_{i,t} = Σ_{k≥t} γ^{k−t} r_{i,k}, then minus the penalty on invalid rows (after discounting)."""
  out = []
  for traj in group.trajectories:
    rewards = [s.reward for s in traj.steps]
    row = []
    for t, s in enumerate(traj.steps):
      ret = sum(gamma ** (k - t) * rewards[k] for k in range(t, len(rewards)))
      row.append(ret - (penalty if not s.valid else 0.0))
    out.append(row)
  return out


def step_term(group: Group, mode: str, gamma: float, penalty: float) -> list[list[float]]:
  """Norm of R within rows of the same anchor key; a key seen once → 0, no spread → 0."""
  ret = step_returns(group, gamma, penalty)
  by_key: dict[str, list[float]] = {}
  for traj, rets in zip(group.trajectories, ret):
    for s, r in zip(traj.steps, rets):
      by_key.setdefault(s.obs, []).append(r)
  out = []
  for traj, rets in zip(group.trajectories, ret):
    row = []
    for s, r in zip(traj.steps, rets):
      vals = np.asarray(by_key[s.obs], np.float64)
      if len(vals) == 1 or vals.max() == vals.min():
        row.append(0.0)
      elif mode == "mean_std":
        row.append((r - vals.mean()) / (vals.std(ddof=1) + EPS))
      else:
        row.append(r - vals.mean())
    out.append(row)
  return out


def gigpo(groups: list[Group], mode: str, gamma: float = 0.95, omega: float = 1.0,
          episode_stats: str = "rows", penalty: float = 0.1):
  result = []
  for g in groups:
    ep = episode_term(g, mode, episode_stats, penalty)
    st = step_term(g, mode, gamma, penalty)
    result.append([[e + omega * s for e, s in zip(er, sr)] for er, sr in zip(ep, st)])
  return result
