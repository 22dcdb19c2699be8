"""Jitted float64 kernels of SGR-OPSD (docs/algorithms.md, SGR-OPSD); the host logic is in `credit/sgr_opsd.py`.

Call every kernel inside `with jax.enable_x64(True):` with float64 inputs: the contract's tolerances
(1e-10 budget, 1e-12 bounds and value change, 1e-14 relative objective change) are below float32
resolution, and x64 is scoped so the rest of the program keeps JAX's float32 default.

All arrays are `[P, G, T]` (task group, rollout slot, step); a trajectory is `(p, g)`, so every
per-trajectory reduction is a reduction over the last axis. Node and node-action ids are dense per group in
[0, G·T); they become global segment ids `p·G·T + id` for segment sums. Constants arrive as a dict `k` of
traced scalars (`constants(cfg, ...)`), so a new γ or ε does not recompile; only the bisection counts are
static (they are loop lengths).
"""
from __future__ import annotations

import functools
from typing import Any

import jax
import jax.numpy as jnp


def constants(cfg: Any, *names: str) -> dict[str, jnp.ndarray]:
  """The named fields of `sgr_opsd.Config` as float64 scalars (call inside `jax.enable_x64(True)`)."""
  return {n: jnp.asarray(getattr(cfg, n), jnp.float64) for n in names}


def _bisect(fn, a, b, iters: int):
  """Root of the decreasing per-trajectory function `fn(x [P, G]) -> [P, G]` in [a, b] by bisection."""
  def body(_, ab):
    a, b = ab
    mid = 0.5 * (a + b)
    above = fn(mid) > 0
    return jnp.where(above, mid, a), jnp.where(above, b, mid)
  a, b = jax.lax.fori_loop(0, iters, body, (a, b))
  return 0.5 * (a + b)


def _masked_range(x, mask):
  """Per-trajectory min and max of x over `mask` (0 and 0 for a trajectory without masked entries)."""
  lo = jnp.min(jnp.where(mask, x, jnp.inf), axis=-1)
  hi = jnp.max(jnp.where(mask, x, -jnp.inf), axis=-1)
  empty = ~mask.any(axis=-1)
  return jnp.where(empty, 0.0, lo), jnp.where(empty, 0.0, hi)


TEACHER_CONSTANTS = ("epsilon", "temperature")
GRAPH_CONSTANTS = ("gamma", "graph_bound", "value_tol", "value_max_iters")
SOLVER_CONSTANTS = ("epsilon", "graph_temperature", "beta", "margin", "step_tol", "objective_rtol", "restart_tol",
                    "solver_max_iters")


@functools.partial(jax.jit, static_argnames="iters")
def teacher_weights(s, d, p, mask, k, iters: int):
  """w^ref: `clip(exp((s·d − ν_i)/T), 1−ε, 1+ε)` on turns with A ≠ 0, ν_i by bisection so that
  Σ_t p w = 1; w = 1 on zero-advantage turns, 0 on padding.

  The tilt is the stationarity condition `s·d − T log w − ν = 0` of the concave objective, clipped to
  the box; Σ p w is continuous and non-increasing in ν, so bisection on [min(s·d) − T log(1+ε),
  max(s·d) − T log(1−ε)] (where every weight sits at the upper / lower bound) meets the budget. A trajectory
  whose s·d is constant gets exactly 1 (the budget's unique solution), free of bisection round-off.
  """
  lo, hi, temp = 1.0 - k["epsilon"], 1.0 + k["epsilon"], k["temperature"]
  active = mask & (s != 0)
  x = s * d
  target = jnp.sum(jnp.where(active, p, 0.0), axis=-1)
  x_min, x_max = _masked_range(x, active)
  tilt = lambda nu: jnp.clip(jnp.exp((x - nu[..., None]) / temp), lo, hi)
  excess = lambda nu: jnp.sum(jnp.where(active, p * tilt(nu), 0.0), axis=-1) - target
  nu = _bisect(excess, x_min - temp * jnp.log(hi), x_max - temp * jnp.log(lo), iters)
  w = jnp.where(active & (x_max > x_min)[..., None], tilt(nu), 1.0)
  return jnp.where(mask, w, 0.0)


@jax.jit
def graph_values(node, node_action, next_node, success, mask, k):
  """Subgoal Progress Graph values of every group by fixed-point iteration from V = 0.

  `V(v) = Σ_a π̂(a|v) Q̂(v,a)` equals the mean over all recorded transitions leaving v of
  `r + γ·I·V(v')` (π̂ is the visit frequency and Q̂ the per-action mean), so one iteration is one segment
  mean over rows. Iteration stops when max |change| < `value_tol` over the batch, or after
  `value_max_iters` iterations (then `converged` is False and the caller raises).

  Returns dict: delta (δ = clip(Q̂(v,a) − V̂(v), ±b_G) per row, 0 on padding), value (V̂ of each row's node),
  iterations, change (last max |change| per group, [P]), converged (bool scalar).
  """
  P, G, T = node.shape
  N = G * T
  dummy = P * N   # segment of padding rows; V[dummy] stays 0, so rows without a successor read 0
  offset = (jnp.arange(P, dtype=jnp.int32) * N)[:, None, None]
  src = jnp.where(mask, node + offset, dummy).ravel()
  pair = jnp.where(mask, node_action + offset, dummy).ravel()
  nxt = jnp.where(mask & (next_node >= 0), next_node + offset, dummy).ravel()
  valid = mask.ravel()
  r = jnp.where(valid, success.ravel(), 0.0)
  visits = jax.ops.segment_sum(valid.astype(r.dtype), src, dummy + 1)
  pair_visits = jax.ops.segment_sum(valid.astype(r.dtype), pair, dummy + 1)
  backup = lambda V: jnp.where(valid, r + k["gamma"] * V[nxt], 0.0)

  def iterate(V):
    Vn = jax.ops.segment_sum(backup(V), src, dummy + 1) / jnp.maximum(visits, 1.0)
    return Vn.at[dummy].set(0.0)

  def cond(state):
    n, _, change = state
    return (n < k["value_max_iters"]) & (jnp.max(change) >= k["value_tol"])

  def body(state):
    n, V, _ = state
    Vn = iterate(V)
    return n + 1, Vn, jnp.abs(Vn - V)[:dummy].reshape(P, N).max(axis=1)

  V0 = jnp.zeros(dummy + 1, r.dtype)
  n, V, change = jax.lax.while_loop(cond, body, (jnp.int32(0), V0, jnp.full((P,), jnp.inf, r.dtype)))
  Q = jax.ops.segment_sum(backup(V), pair, dummy + 1) / jnp.maximum(pair_visits, 1.0)
  delta = jnp.clip(Q[pair] - V[src], -k["graph_bound"], k["graph_bound"])
  return dict(delta=jnp.where(valid, delta, 0.0).reshape(P, G, T), value=V[src].reshape(P, G, T),
              iterations=n, change=change, converged=jnp.max(change) < k["value_tol"])


@functools.partial(jax.jit, static_argnames="projection_iters")
def calibrate(s, w_ref, p, free, visit_weight, node_action, plus, minus, rho, valid, k, projection_iters: int):
  """Joint calibration: argmin over c of
      F(c) = T_G·D_p(w(c) ‖ w^ref) + β/2 Σ_e ρ_e [μ − b_eᵀc]_+²,   w(c) = 1 + s ⊙ c,
  over the free turns (A ≠ 0, in a trajectory with a comparison), subject to 1−ε ≤ w ≤ 1+ε and
  Σ_t p w = 1 per trajectory. Every other turn keeps w^ref exactly.

  `b_eᵀc = H_aᵀc − H_bᵀc` with `H_aᵀc` = Σ over the visits of node-action a of visit_weight·c (a segment
  sum), so B is never materialised. The solver is projected gradient in the metric D = diag(p) with
  Nesterov momentum (constant coefficient (√L − √m)/(√L + √m), m = T_G/(1+ε)) and monotone restart, started
  at c^ref = s ⊙ (w^ref − 1); each group converges on its own (finished groups are frozen).

  Args: s, w_ref, p, free, visit_weight: [P, G, T]; node_action: int32 [P, G, T]; plus, minus: int32 [P, E]
    node-action ids of a and b; rho: [P, E]; valid: bool [P, E].
  Returns dict: w ([P, G, T], w(c*) on free turns, w^ref elsewhere), objective_ref / objective /
    iterations / step / converged ([P]).

  Longer than 60 lines on purpose: the objective, its gradient, the projection, the curvature bound and the
  solver loop are closures over the same dozen per-update arrays inside one jit, read top to bottom in the
  order of the method; split into functions they would each thread all of those arrays through.
  """
  lo, hi, tg = 1.0 - k["epsilon"], 1.0 + k["epsilon"], k["graph_temperature"]
  P, G, T = s.shape
  N = G * T
  group_offset = jnp.arange(P, dtype=jnp.int32) * N
  pair_of_row = (node_action + group_offset[:, None, None]).ravel()
  plus_g, minus_g = (plus + group_offset[:, None]).ravel(), (minus + group_offset[:, None]).ravel()
  h = jnp.where(free, visit_weight, 0.0)
  w_anchor = jnp.where(free, w_ref, 1.0)
  p_free = jnp.where(free, p, 1.0)
  target = jnp.sum(jnp.where(free, p, 0.0), axis=-1)
  c_ref = jnp.where(free, s * (w_ref - 1.0), 0.0)
  seg = lambda x, ids: jax.ops.segment_sum(x, ids, P * N)

  def kl(c):
    """T_G·D_p(w ‖ w^ref) and its c-gradient; outside the box, the quadratic extension matching value,
    gradient and curvature at the clipped point (extrapolated points may leave the box)."""
    w = 1.0 + s * c
    b = jnp.clip(w, lo, hi)
    log_ratio = jnp.log(b / w_anchor)
    dw = w - b
    f = b * log_ratio - b + w_anchor + log_ratio * dw + 0.5 * dw * dw / b
    g = log_ratio + dw / b
    value = tg * jnp.sum(jnp.where(free, p * f, 0.0), axis=(1, 2))
    return value, tg * jnp.where(free, p * s * g, 0.0)

  def hinge(c):
    hc = seg((h * c).ravel(), pair_of_row)
    short = jnp.where(valid, jnp.maximum(k["margin"] - (hc[plus_g] - hc[minus_g]).reshape(valid.shape), 0.0), 0.0)
    value = 0.5 * k["beta"] * jnp.sum(rho * short * short, axis=1)
    pull = (rho * short).ravel()
    per_pair = seg(pull, plus_g) - seg(pull, minus_g)
    return value, -k["beta"] * h * per_pair[pair_of_row].reshape(s.shape)

  def objective(c):
    return kl(c)[0] + hinge(c)[0]

  def gradient(c):
    return kl(c)[1] + hinge(c)[1]

  def project(z):
    """Π_D: per trajectory w = clip(1 + s·z − λ, 1−ε, 1+ε) with Σ p w = Σ p (λ by bisection)."""
    zw = 1.0 + s * z
    z_min, z_max = _masked_range(zw, free)
    excess = lambda lam: jnp.sum(jnp.where(free, p * jnp.clip(zw - lam[..., None], lo, hi), 0.0), -1) - target
    lam = _bisect(excess, z_min - hi, z_max - lo, projection_iters)
    w = jnp.clip(zw - lam[..., None], lo, hi)
    return jnp.where(free, s * (w - 1.0), c_ref)

  # Curvature bound in the D-metric (module docstring of sgr_opsd): L = T_G/(1−ε) + β‖Mᵀ diag(ρ) M‖_∞,
  # row j of Mᵀ diag(ρ) M summing to (h_j/√p_j) Σ_{e ∋ pair(j)} ρ_e (S_a + S_b), S_a = Σ_{visits of a} h/√p.
  scaled = jnp.where(free, h / jnp.sqrt(p_free), 0.0)
  S = seg(scaled.ravel(), pair_of_row)
  col = jnp.where(valid.ravel(), rho.ravel() * (S[plus_g] + S[minus_g]), 0.0)
  row_sum = scaled * (seg(col, plus_g) + seg(col, minus_g))[pair_of_row].reshape(s.shape)
  L = tg / (1.0 - k["epsilon"]) + k["beta"] * jnp.max(row_sum, axis=(1, 2))
  m = tg / (1.0 + k["epsilon"])
  momentum = (jnp.sqrt(L) - jnp.sqrt(m)) / (jnp.sqrt(L) + jnp.sqrt(m))
  step_scale = (1.0 / L)[:, None, None] / p_free

  def pg_step(c):
    return project(c - step_scale * gradient(c))

  per_group = lambda x: x[:, None, None]

  def body(state):
    n, c, c_prev, F, mom, done, iters, step = state
    y = c + per_group(jnp.where(mom, momentum, 0.0)) * (c - c_prev)
    c_acc, c_pg = pg_step(y), pg_step(c)
    F_acc, F_pg = objective(c_acc), objective(c_pg)
    accept = F_acc <= F + k["restart_tol"] * (1.0 + jnp.abs(F))
    c_new = jnp.where(per_group(accept), c_acc, c_pg)
    F_new = jnp.where(accept, F_acc, F_pg)
    pg_norm = jnp.max(jnp.where(free, jnp.abs(c_pg - c), 0.0), axis=(1, 2))
    converged = (pg_norm <= k["step_tol"]) | (jnp.abs(F_new - F) <= k["objective_rtol"] * jnp.abs(F))
    live = ~done
    keep = lambda new, old: jnp.where(per_group(live), new, old)
    return (n + 1, keep(c_new, c), keep(c, c_prev), jnp.where(live, F_new, F), jnp.where(live, accept, mom),
            done | converged, jnp.where(live, n + 1, iters), jnp.where(live, pg_norm, step))

  def cond(state):
    n, *_, done, _, _ = state
    return (n < k["solver_max_iters"]) & ~jnp.all(done)

  F_ref = objective(c_ref)
  zeros = jnp.zeros((P,), s.dtype)
  init = (jnp.int32(0), c_ref, c_ref, F_ref, jnp.zeros((P,), bool), ~valid.any(axis=1),
          jnp.zeros((P,), jnp.int32), zeros)
  _, c, _, F, _, done, iters, step = jax.lax.while_loop(cond, body, init)
  return dict(w=jnp.where(free, 1.0 + s * c, w_ref), objective_ref=F_ref, objective=F, iterations=iters,
              step=step, converged=done)
