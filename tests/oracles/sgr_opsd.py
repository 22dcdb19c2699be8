"""Plain NumPy / SciPy oracle of SGR-OPSD, written from docs/semantics/sgr_opsd.md and the paper's appendix on
graph identity (nodes, executed actions, pair eligibility), one task group at a time.

Works on `Group` records with string keys and Python dicts, never importing `mcgpo_jax.credit`: graph values
come from a linear solve of the fixed point (not iteration), the teacher multiplier from Brent's method, and
the joint problem from SciPy's SLSQP on explicitly built b_e vectors.
"""
from __future__ import annotations

import json

import numpy as np
from scipy import optimize

from mcgpo_jax.data.records import Group

EPS = 1e-6


def rows_of(group: Group) -> list[tuple[int, int]]:
  return [(i, t) for i, traj in enumerate(group.trajectories) for t in range(len(traj.steps))]


def base_advantages(group: Group, penalty: float = 0.1) -> dict[tuple[int, int], float]:
  """(score − mean)/(sample std + 1e-6) over all rows; one row keeps its raw score; no spread gives 0."""
  score = {(i, t): group.trajectories[i].episode_reward - (0.0 if group.trajectories[i].steps[t].valid else penalty)
           for i, t in rows_of(group)}
  x = np.array(list(score.values()))
  if len(x) == 1:
    return dict(score)
  if np.allclose(x, x[0], rtol=0, atol=1e-12):
    return {k: 0.0 for k in score}
  return {k: (v - x.mean()) / (x.std(ddof=1) + EPS) for k, v in score.items()}


def shares(group: Group) -> dict[tuple[int, int], float]:
  out = {}
  for i, traj in enumerate(group.trajectories):
    mass = [s.tokens if s.tokens is not None else 1 for s in traj.steps]
    out.update({(i, t): m / sum(mass) for t, m in enumerate(mass)})
  return out


def teacher_weights(s: np.ndarray, d: np.ndarray, p: np.ndarray, eps: float, temp: float) -> np.ndarray:
  """One trajectory's w^ref: the KKT tilt with ν from Brent's method on the budget."""
  active = s != 0
  w = np.ones_like(p)
  if not active.any():
    return w
  x = s[active] * d[active]
  tilt = lambda nu: np.clip(np.exp((x - nu) / temp), 1 - eps, 1 + eps)
  f = lambda nu: np.sum(p[active] * tilt(nu)) - np.sum(p[active])
  a, b = x.min() - temp * np.log(1 + eps) - 1, x.max() - temp * np.log(1 - eps) + 1
  if f(a) * f(b) > 0 or x.max() == x.min():
    return w
  w[active] = tilt(optimize.brentq(f, a, b, xtol=1e-15, rtol=1e-15, maxiter=500))
  return w


def node(step) -> str:
  """Anchor + the environment's state descriptor (paper App. "State and action identities"); older records
  without a descriptor: the exact state summary, else the observation."""
  if step.node_state is not None:
    return "node:" + json.dumps([step.obs, step.node_state])
  if step.state is not None and "exact" in step.state:
    return "state:" + json.dumps(step.state["exact"], sort_keys=True)
  return "obs:" + step.obs


def action(step) -> str:
  """The exact executed string; the canonical key only where none was recorded."""
  return "canonical:" + step.action if step.executed is None else "executed:" + step.executed


def graph_signal(group: Group, gamma: float, bound: float) -> dict[tuple[str, str], float]:
  """δ(v, a) by solving V = R̄ + γ P V exactly (the fixed point the iteration converges to)."""
  nodes = sorted({node(s) for traj in group.trajectories for s in traj.steps})
  index = {v: k for k, v in enumerate(nodes)}
  transitions: dict[tuple[str, str], list[tuple[float, str | None]]] = {}
  for traj in group.trajectories:
    for t, s in enumerate(traj.steps):
      last = t == len(traj.steps) - 1
      r = 1.0 if (last and traj.success) else 0.0
      cont = (not s.done) and (not last) and (s.remaining is None or s.remaining > 1)
      transitions.setdefault((node(s), action(s)), []).append((r, node(traj.steps[t + 1]) if cont else None))
  n = len(nodes)
  A, R = np.eye(n), np.zeros(n)
  visits = {v: sum(len(x) for (u, _), x in transitions.items() if u == v) for v in nodes}
  for (v, _), trans in transitions.items():
    for r, nxt in trans:
      R[index[v]] += r / visits[v]
      if nxt is not None:
        A[index[v], index[nxt]] -= gamma / visits[v]
  V = np.linalg.solve(A, R)
  value = dict(zip(nodes, V))
  Q = {k: np.mean([r + (gamma * value[nxt] if nxt is not None else 0.0) for r, nxt in trans])
       for k, trans in transitions.items()}
  return {(v, a): float(np.clip(Q[(v, a)] - value[v], -bound, bound)) for (v, a) in Q}


def comparisons(group: Group, adv: dict, delta: dict, scoreable, tol: float = 1e-8):
  """[(node, a, b, rho)], and H[(node, a)] = {(i, t): weight} for the compared actions."""
  visits: dict[tuple[str, str], list[tuple[int, int]]] = {}
  for i, t in rows_of(group):
    s = group.trajectories[i].steps[t]
    visits.setdefault((node(s), action(s)), []).append((i, t))

  def eligible(ka, kb):
    """Every visit of both actions: scoreable, A ≠ 0, one (signature, prompt hash, budget) among them all."""
    vs = visits[ka] + visits[kb]
    steps = [group.trajectories[i].steps[t] for i, t in vs]
    contexts = {(s.signature, s.prompt_hash, s.remaining) for s in steps}
    return len(contexts) == 1 and all(scoreable(s) and adv[(i, t)] != 0 for s, (i, t) in zip(steps, vs))

  pairs = []
  for v in sorted({k[0] for k in visits}):
    keys = [k for k in visits if k[0] == v]
    kept = []
    for ka in keys:
      for kb in keys:
        if ka == kb:
          continue
        if eligible(ka, kb) and delta[ka] > delta[kb] + tol:
          kept.append((v, ka[1], kb[1]))
    pairs += [(v, a, b, 1.0 / len(kept)) for v, a, b in kept]
  H = {}
  for v, a, b, _ in pairs:
    for key in ((v, a), (v, b)):
      trajs = sorted({i for i, _ in visits[key]})
      H[key] = {(i, t): 1.0 / (len(trajs) * sum(1 for j, _ in visits[key] if j == i)) for i, t in visits[key]}
  return pairs, H


def objective(c, p, w_ref, s, B, rho, t_g, beta, mu):
  w = 1 + s * c
  kl = np.sum(p * (w * np.log(w / w_ref) - w + w_ref))
  return t_g * kl + 0.5 * beta * np.sum(rho * np.maximum(mu - B @ c, 0.0) ** 2)


def solve_joint(p, w_ref, s, traj, B, rho, eps, t_g, beta, mu):
  """SLSQP on the free turns (all given turns have s ≠ 0): the box on w and one budget per trajectory.

  Returns SciPy's result whole: whether SLSQP converges at ftol=1e-15 depends on the machine's BLAS and thread
  count, so callers read `success` before trusting `x` as the optimum."""
  lo, hi = 1 - eps, 1 + eps
  bounds = [tuple(sorted(((lo - 1) * si, (hi - 1) * si))) for si in s]
  cons = [{"type": "eq", "fun": (lambda c, j=j: np.sum(p[traj == j] * (1 + s[traj == j] * c[traj == j]))
                                  - np.sum(p[traj == j])),
           "jac": (lambda c, j=j: np.where(traj == j, p * s, 0.0))} for j in np.unique(traj)]

  def grad(c, *_):
    w = 1 + s * c
    return t_g * p * s * np.log(w / w_ref) - beta * B.T @ (rho * np.maximum(mu - B @ c, 0.0))

  c0 = s * (w_ref - 1)
  res = optimize.minimize(objective, c0, args=(p, w_ref, s, B, rho, t_g, beta, mu), jac=grad, bounds=bounds,
                          constraints=cons, method="SLSQP", options=dict(ftol=1e-15, maxiter=1000))
  return res
