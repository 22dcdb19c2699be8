"""SGR-OPSD credit (docs/algorithms.md, SGR-OPSD): teacher reference weights calibrated by a Subgoal Progress Graph.

Pipeline of one update, `calibrate(groups, cfg, batch=...)`:
  1. host encoding of the packed batch (`data.batch.pack`, which carries teacher gaps, token mass, float64
     returns and, as `batch.extras`, the graph node / node-action / context / successor ids this method's
     `pack_extras` interned): per row the base advantage A (GRPO at row level, float64) and the token share p;
  2. `w^ref`: the constrained-KL closed form `clip(exp((s·d − ν_i)/T), 1−ε, 1+ε)`, ν_i by bisection (jit);
  3. Subgoal Progress Graph values by fixed-point iteration and the graph signal δ (jit);
  4. comparisons within nodes (host, over the few eligible node-action pairs) -> `b_e`, `ρ_e`;
  5. joint calibration `min F(c)` by projected Nesterov gradient in the token-mass metric (jit), then the
     contract checks, which raise (never a silent fallback to `w^ref`).
Kernels 2, 3 and 5 run in float64 inside `jax.enable_x64(True)`: the contract's tolerances (1e-10 budget,
1e-12 bounds and value change) are below float32 resolution. Outputs are cast to float32 at the end.

Layout: every array is `[P, G, T]` exactly as `data.batch.pack` lays out the same groups (P task groups,
G rollout slots, T steps); ids of nodes and node-action pairs are dense per task group, in [0, G·T).

Readings of the spec this module fixes (see also the field comments of `Config`):
  * Graph identity (interned at packing by `credit/sgr_graph_ids.py`) follows the paper's appendix ("Graph
    Construction and Pair Eligibility"):
    node = the row's anchor key `Step.obs` joined with the environment's state descriptor `Step.node_state`
    (ALFWorld: the physical-state signature hashing simulator facts and entity metadata; WebShop: product
    id, results page, page name, selected options); actions within a node are the exact executed strings
    `Step.executed`, not MCGPO's canonical keys (`Step.action`, e.g. WebShop's goal-overlap bin
    `product:3`, which would pool different products into one Q̂).
    Rows recorded without these fields (older captures) fall back to the canonical JSON of
    `Step.state["exact"]`, else the observation, and to `Step.action`; each fallback has its own key space.
  * Scoreable = the batch's teacher gap is not NaN (the trainer's teacher pass returns NaN when the
    response has no action span; a capture records None). In the `no_teacher` ablation there are no gaps:
    scoreable = the action parsed (`Step.valid`).
  * Pair eligibility: every visit of both actions shares one context (pre-action state signature
    `Step.signature`, student-prompt hash `Step.prompt_hash`, remaining budget `Step.remaining`); a missing
    value counts as its own value, so it matches only other missing values. These checks restrict the
    comparisons only; the values pool every visit of the node.
  * Graph reward r = 1 on the last row of a successful trajectory, else 0 (binary success on the
    terminating transition). Continuation I = 1 iff the row is not `done`, a next row exists (that row's
    node is then a recorded source node) and budget remains (`remaining` is None or > 1).
  * Base advantages follow the GRPO kernel's conventions for degenerate groups: a group of one row keeps
    its raw score (mean 0, std 1), a zero-spread group gives 0.
  * Solver convergence: the max-abs ordinary projected-gradient step `|Π(c − D⁻¹∇F(c)/L) − c|_∞` ≤ 1e-10,
    or `|F(c_{k+1}) − F(c_k)| ≤ 1e-14·|F(c_k)|`. Step size 1/L with
    `L = T_G/(1−ε) + β‖Mᵀ diag(ρ) M‖_∞`, `M = |B| D^{-1/2}` (an upper bound of the curvature in the
    D-metric over the box: the KL part is `T_G/w ≤ T_G/(1−ε)`, and ρ(X) ≤ ‖|X|‖_∞ for the hinge part).
"""
from __future__ import annotations

import dataclasses
from typing import Any, Mapping, Optional, Sequence

import jax
import jax.numpy as jnp
import numpy as np

from mcgpo_jax.credit import sgr_kernels as K
from mcgpo_jax.credit.config import PenaltyConfig
from mcgpo_jax.credit.method import Credit, Method, Reads, Reporting, Section, set_fields
from mcgpo_jax.credit.sgr_graph_ids import GraphIds, intern_graph
from mcgpo_jax.data.batch import RolloutBatch
from mcgpo_jax.data.records import Group

ABLATIONS = ("full", "no_graph", "no_teacher")
DECIMALS = 6   # rounding of replay's JSON output (launch/replay.py DECIMALS)


@dataclasses.dataclass(frozen=True)
class Config(PenaltyConfig):
  """Every constant of SGR-OPSD (paper §4.1 / App. 7 defaults)."""
  epsilon: float = 0.1              # ε: weights live in [1−ε, 1+ε]
  temperature: float = 1.0          # T: KL strength of the teacher reference
  graph_temperature: float = 1.0    # T_G: anchoring of the calibration to w^ref
  beta: float = 2.0                 # β: scale of the graph-preference hinge
  margin: float = 0.02              # μ: hinge margin on b_eᵀc
  gamma: float = 0.1                # γ: discount of graph continuation values
  graph_bound: float = 0.3          # b_G: clip of δ = Q̂ − V̂
  ablation: str = "full"            # "full" | "no_graph" (w = w^ref) | "no_teacher" (d = 0, w^ref = 1)
  std_eps: float = 1e-6             # stabiliser of the base-advantage std
  preference_tol: float = 1e-8      # keep (a, b) iff δ(a) > δ(b) + tol
  teacher_bisection_iters: int = 100
  projection_bisection_iters: int = 55
  value_tol: float = 1e-12          # fixed-point iteration stops when max |change| < tol
  value_max_iters: int = 200
  solver_max_iters: int = 5000
  step_tol: float = 1e-10           # projected-gradient step norm (max-abs) for convergence
  objective_rtol: float = 1e-14     # relative objective change for convergence
  restart_tol: float = 1e-13        # an extrapolated step may not raise F by more than tol·(1 + |F|)
  budget_tol: float = 1e-10         # contract: max per-trajectory |Σ p w − 1|
  bound_tol: float = 1e-12          # contract: max bound violation (and |w − 1| on zero-advantage rows)
  objective_slack: float = 1e-9     # contract: F(c*) ≤ F(c^ref) + slack

  def __post_init__(self):
    if self.ablation not in ABLATIONS:
      raise ValueError(f"sgr_opsd.ablation = {self.ablation!r}; expected one of {', '.join(ABLATIONS)}")
    if not 0.0 <= self.epsilon < 1.0:
      raise ValueError(f"sgr_opsd.epsilon = {self.epsilon}; expected 0 <= epsilon < 1")
    for name in ("temperature", "graph_temperature", "graph_bound"):
      if not getattr(self, name) > 0:
        raise ValueError(f"sgr_opsd.{name} = {getattr(self, name)}; expected > 0")
    for name in ("beta", "margin", "invalid_penalty"):
      if getattr(self, name) < 0:
        raise ValueError(f"sgr_opsd.{name} = {getattr(self, name)}; expected >= 0")
    if not 0.0 <= self.gamma <= 1.0:
      raise ValueError(f"sgr_opsd.gamma = {self.gamma}; expected 0 <= gamma <= 1")
    # Iteration caps of 0 and tolerances that no change can meet only fail later, inside the first update.
    for name in ("teacher_bisection_iters", "projection_bisection_iters", "value_max_iters", "solver_max_iters"):
      value = getattr(self, name)
      if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < 1:
        raise ValueError(f"sgr_opsd.{name} = {value!r}; expected an integer >= 1")
    if not self.value_tol > 0:   # the value iteration stops when max |change| < value_tol
      raise ValueError(f"sgr_opsd.value_tol = {self.value_tol}; expected > 0")
    for name in ("std_eps", "preference_tol", "step_tol", "objective_rtol", "restart_tol", "budget_tol", "bound_tol",
                 "objective_slack"):
      if not getattr(self, name) >= 0:
        raise ValueError(f"sgr_opsd.{name} = {getattr(self, name)}; expected >= 0")


# ---------------------------------------------------------------------------------------------------
# Errors: every failure of the value iteration or of a post-solve contract check stops the update.
# ---------------------------------------------------------------------------------------------------

class SGRError(RuntimeError):
  """Base class of SGR-OPSD failures."""


class ValueIterationError(SGRError):
  """The Subgoal Progress Graph values did not converge within `value_max_iters`."""


class CalibrationError(SGRError):
  """A joint-calibration contract check failed."""


class NonFiniteWeightsError(CalibrationError):
  pass


class BudgetError(CalibrationError):
  pass


class BoundError(CalibrationError):
  pass


class ObjectiveIncreaseError(CalibrationError):
  pass


class SolverNotConvergedError(CalibrationError):
  pass


# ---------------------------------------------------------------------------------------------------
# Host encoding
# ---------------------------------------------------------------------------------------------------

@dataclasses.dataclass
class Rows:
  """Per-row inputs, NumPy `[P, G, T]` (padding: mask False, zeros, ids 0, next and context −1)."""
  mask: np.ndarray         # bool
  advantage: np.ndarray    # f64 A_{i,t}
  gap: np.ndarray          # f64 d_{i,t} (0 when unscoreable or in the no_teacher ablation)
  scoreable: np.ndarray    # bool
  share: np.ndarray        # f64 p_{i,t} = m_{i,t} / Σ_t m_{i,t}
  node: np.ndarray         # int32 pre-action node id
  node_action: np.ndarray  # int32 (node, action) id
  next_node: np.ndarray    # int32 successor node id where I = 1, else −1
  success: np.ndarray      # f64 graph reward r ∈ {0, 1}
  context: np.ndarray      # int32 id of (signature, prompt hash, remaining budget)


def base_advantages(batch: RolloutBatch, cfg: Config) -> np.ndarray:
  """A_{i,t} = (score − mean)/(sample std + 1e-6) over all rows of the group, f64 `[P, G, T]` (0 on padding),
  with score_{i,t} = R_i − penalty·1[invalid] from the batch's float64 returns.

  Scores are centred on the group's best episode reward before any statistic, as the GRPO kernel does,
  so `10 − 0.1` and `0 − 0.1` keep their exact 0.1 offsets.
  """
  mask, valid, length = np.asarray(batch.mask), np.asarray(batch.valid), np.asarray(batch.length)
  score = batch.returns[..., None] - np.where(valid, 0.0, cfg.invalid_penalty)
  out = np.zeros(mask.shape)
  for p in range(mask.shape[0]):
    m = mask[p]
    if not m.any():
      continue
    x = score[p][m] - batch.returns[p][length[p] > 0].max()
    if x.size == 1:
      out[p][m] = score[p][m]   # a group of one row keeps its raw score (mean 0, std 1), as GRPO does
    elif x.max() != x.min():
      out[p][m] = (x - x.mean()) / (x.std(ddof=1) + cfg.std_eps)
  return out


def encode(groups: Sequence[Group], cfg: Config, *, batch: RolloutBatch) -> Rows:
  """SGR-OPSD's float64 arrays from the packed batch (`pack(extras=intern_graph)`: the trainer packs once,
  credit/methods.pack_update)."""
  if not groups:
    raise ValueError("sgr_opsd needs at least one task group")
  if not isinstance(batch.extras, GraphIds):
    raise ValueError("sgr_opsd reads the batch's graph ids: pack it with extras=intern_graph "
                     "(credit/methods.pack_update does)")
  mask, tokens = np.asarray(batch.mask), np.asarray(batch.tokens)
  short = mask & (tokens == 0)   # pack keeps -1 (not recorded) and rejects negative counts
  if short.any():
    p, i, t = (int(x) for x in np.argwhere(short)[0])
    raise ValueError(f"task group {groups[p].task_id!r} slot {i} step {t}: tokens = {tokens[p, i, t]}; a turn's "
                     "token mass must be >= 1")
  mass = np.where(mask, np.where(tokens >= 0, tokens, 1), 0).astype(np.float64)
  total = mass.sum(-1, keepdims=True)
  gap = np.asarray(batch.teacher_gap)
  scoreable = mask & (np.asarray(batch.valid) if cfg.ablation == "no_teacher" else ~np.isnan(gap))
  scored = scoreable if cfg.ablation != "no_teacher" else np.zeros_like(mask)
  length = np.asarray(batch.length)
  success = np.zeros(mask.shape)
  p, i = np.nonzero(length > 0)
  success[p, i, length[p, i] - 1] = np.asarray(batch.success)[p, i]
  graph = batch.extras
  return Rows(mask=mask.copy(), advantage=base_advantages(batch, cfg), gap=np.where(scored, gap, 0.0),
              scoreable=scoreable, share=np.divide(mass, total, out=np.zeros(mask.shape), where=total > 0),
              node=graph.node, node_action=graph.node_action, next_node=graph.next_node, success=success,
              context=graph.context)


# ---------------------------------------------------------------------------------------------------
# Comparisons (host): eligible node-action pairs of one node, ordered by the graph signal.
# ---------------------------------------------------------------------------------------------------

@dataclasses.dataclass
class Comparisons:
  """Preferred pairs e = (a, b) of node-action ids per group, and the visit weights H (per row)."""
  plus: np.ndarray      # int32 [P, E] node-action id of a (padded with 0)
  minus: np.ndarray     # int32 [P, E] node-action id of b
  rho: np.ndarray       # f64 [P, E] ρ_e = 1/|E_v| (0 on padding)
  valid: np.ndarray     # bool [P, E]
  visit_weight: np.ndarray  # f64 [P, G, T]: H_a's entry on each visit of a compared action (0 elsewhere)
  count: np.ndarray     # int [P] pairs per group

  def touched(self) -> np.ndarray:
    """bool [P, G]: trajectories holding a visit of a compared action."""
    return (self.visit_weight > 0).any(axis=-1)


def _bucket(n: int) -> int:
  """Pairs are padded to a power of two (>= 8) so the solver compiles for few shapes."""
  return max(8, 1 << max(n - 1, 0).bit_length())


def comparisons(rows: Rows, delta: np.ndarray, cfg: Config) -> Comparisons:
  """Graph comparisons of every group (spec "Comparisons"); `delta` is δ per row, f64 [P, G, T]."""
  P, G, T = rows.mask.shape
  per_group = []
  visit_weight = np.zeros((P, G, T))
  for p in range(P):
    info: dict[int, dict[str, Any]] = {}   # per node-action id: node, eligibility, contexts, δ, visits
    for i, t in zip(*np.nonzero(rows.mask[p])):
      entry = info.setdefault(int(rows.node_action[p, i, t]), dict(
          node=int(rows.node[p, i, t]), ok=True, context=set(), delta=float(delta[p, i, t]), visits=[]))
      entry["ok"] &= bool(rows.scoreable[p, i, t] and rows.advantage[p, i, t] != 0)
      entry["context"].add(int(rows.context[p, i, t]))
      entry["visits"].append((int(i), int(t)))
    by_node: dict[int, list[int]] = {}
    for a, e in info.items():
      if e["ok"] and len(e["context"]) == 1:
        by_node.setdefault(e["node"], []).append(a)
    pairs: list[tuple[int, int, float]] = []
    for node in sorted(by_node):
      actions = sorted(by_node[node])
      kept = [(a, b) for a in actions for b in actions
              if a != b and info[a]["context"] == info[b]["context"]
              and info[a]["delta"] > info[b]["delta"] + cfg.preference_tol]
      pairs.extend((a, b, 1.0 / len(kept)) for a, b in kept)
    for a in sorted({x for a, b, _ in pairs for x in (a, b)}):
      per_traj: dict[int, list[int]] = {}
      for i, t in info[a]["visits"]:
        per_traj.setdefault(i, []).append(t)
      for i, ts in per_traj.items():
        visit_weight[p, i, ts] = 1.0 / (len(per_traj) * len(ts))
    per_group.append(pairs)
  E = _bucket(max(len(x) for x in per_group))
  plus, minus = np.zeros((P, E), np.int32), np.zeros((P, E), np.int32)
  rho, valid = np.zeros((P, E)), np.zeros((P, E), bool)
  for p, pairs in enumerate(per_group):
    for e, (a, b, r) in enumerate(pairs):
      plus[p, e], minus[p, e], rho[p, e], valid[p, e] = a, b, r, True
  return Comparisons(plus, minus, rho, valid, visit_weight, np.asarray([len(x) for x in per_group]))


# ---------------------------------------------------------------------------------------------------
# The whole calibration
# ---------------------------------------------------------------------------------------------------

@dataclasses.dataclass
class Calibration:
  """Everything one update's calibration computed (float64 NumPy, `[P, G, T]` unless noted)."""
  rows: Rows
  w_ref: np.ndarray
  w: np.ndarray             # calibrated w* (== w_ref for untouched trajectories and in no_graph)
  delta: np.ndarray         # graph signal δ per row (0 in no_graph)
  comparisons: Optional[Comparisons]
  objective_ref: np.ndarray   # [P] F(c^ref)
  objective: np.ndarray       # [P] F(c*)
  solver_iterations: np.ndarray  # [P] (0 where no solve ran)
  value_iterations: int

  @property
  def advantages(self) -> np.ndarray:
    """Ã = w* · A, 0 on padding."""
    return np.where(self.rows.mask, self.w * self.rows.advantage, 0.0)


def _check_contract(groups: Sequence[Group], rows: Rows, w: np.ndarray, result: dict[str, np.ndarray],
                    touched: np.ndarray, cfg: Config) -> None:
  """The spec's post-solve checks; each violation raises its own error naming the group and the value."""
  lo, hi = 1.0 - cfg.epsilon, 1.0 + cfg.epsilon
  active = rows.mask & (rows.advantage != 0)
  for p, g in enumerate(groups):
    if not touched[p].any():
      continue
    name = f"sgr_opsd: task group {g.task_id!r}"
    if not np.all(np.isfinite(w[p][rows.mask[p]])):
      raise NonFiniteWeightsError(f"{name}: calibrated weights are not finite")
    budget = np.abs(np.sum(np.where(rows.mask[p], rows.share[p] * w[p], 0.0), axis=-1) - 1.0)
    budget = budget[rows.mask[p].any(axis=-1)]
    if budget.size and budget.max() > cfg.budget_tol:
      raise BudgetError(f"{name}: trajectory budget error {budget.max():.3e} > {cfg.budget_tol:g}")
    bound = np.maximum(np.maximum(lo - w[p], w[p] - hi), 0.0)
    bound = np.where(active[p], bound, np.where(rows.mask[p], np.abs(w[p] - 1.0), 0.0))
    if bound.max() > cfg.bound_tol:
      raise BoundError(f"{name}: bound violation {bound.max():.3e} > {cfg.bound_tol:g} "
                       "(box [1−ε, 1+ε], or w = 1 on zero-advantage turns)")
    f_ref, f_star = result["objective_ref"][p], result["objective"][p]
    if not f_star <= f_ref + cfg.objective_slack:
      raise ObjectiveIncreaseError(f"{name}: F(c*) = {f_star:.17g} > F(c^ref) + {cfg.objective_slack:g} "
                                   f"= {f_ref + cfg.objective_slack:.17g}")
    if not result["converged"][p]:
      raise SolverNotConvergedError(f"{name}: joint calibration did not converge within "
                                    f"{cfg.solver_max_iters} iterations (last step {result['step'][p]:.3e})")


def calibrate(groups: Sequence[Group], cfg: Config = Config(), *, batch: RolloutBatch) -> Calibration:
  """Runs the whole SGR-OPSD credit computation for one update's task groups (packed as `batch`)."""
  rows = encode(groups, cfg, batch=batch)
  P = rows.mask.shape[0]
  s = np.sign(rows.advantage)
  with jax.enable_x64(True):
    if cfg.ablation == "no_teacher":
      w_ref = np.where(rows.mask, 1.0, 0.0)
    else:
      w_ref = np.asarray(K.teacher_weights(jnp.asarray(s), jnp.asarray(rows.gap), jnp.asarray(rows.share),
                                           jnp.asarray(rows.mask), K.constants(cfg, *K.TEACHER_CONSTANTS),
                                           iters=cfg.teacher_bisection_iters))
    zeros = np.zeros(P)
    if cfg.ablation == "no_graph":
      return Calibration(rows, w_ref, w_ref.copy(), np.zeros_like(w_ref), None, zeros, zeros.copy(),
                         np.zeros(P, np.int64), 0)
    values = K.graph_values(jnp.asarray(rows.node), jnp.asarray(rows.node_action), jnp.asarray(rows.next_node),
                            jnp.asarray(rows.success), jnp.asarray(rows.mask),
                            K.constants(cfg, *K.GRAPH_CONSTANTS))
    values = {k: np.asarray(v) for k, v in values.items()}
    if not values["converged"]:
      stuck = [groups[p].task_id for p in np.nonzero(values["change"] >= cfg.value_tol)[0]]
      raise ValueIterationError(
          f"sgr_opsd: Subgoal Progress Graph values did not converge within {cfg.value_max_iters} iterations "
          f"(max change {values['change'].max():.3e} >= {cfg.value_tol:g}; gamma = {cfg.gamma}); "
          f"task groups {stuck}")
    delta = values["delta"]
    comps = comparisons(rows, delta, cfg)
    touched = comps.touched()
    if not comps.count.any():
      return Calibration(rows, w_ref, w_ref.copy(), delta, comps, zeros, zeros.copy(), np.zeros(P, np.int64),
                         int(values["iterations"]))
    free = rows.mask & (s != 0) & touched[..., None]
    result = K.calibrate(jnp.asarray(s), jnp.asarray(w_ref), jnp.asarray(rows.share), jnp.asarray(free),
                         jnp.asarray(comps.visit_weight), jnp.asarray(rows.node_action), jnp.asarray(comps.plus),
                         jnp.asarray(comps.minus), jnp.asarray(comps.rho), jnp.asarray(comps.valid),
                         K.constants(cfg, *K.SOLVER_CONSTANTS), projection_iters=cfg.projection_bisection_iters)
    result = {k: np.asarray(v) for k, v in result.items()}
  w = np.where(free, result["w"], w_ref)
  _check_contract(groups, rows, w, result, touched, cfg)
  return Calibration(rows, w_ref, w, delta, comps, result["objective_ref"], result["objective"],
                     np.where(comps.count > 0, result["iterations"], 0), int(values["iterations"]))


def sgr_weights(groups: Sequence[Group], cfg: Config = Config(), *, batch: RolloutBatch
                ) -> tuple[np.ndarray, np.ndarray, dict[str, float]]:
  """The trainer's and replay's entry point.

  Returns:
    (weights w*, advantages Ã = w*·A, diagnostics): two NumPy float32 `[P, G, T]` arrays in `batch`'s layout
    (0 on padding), and a dict of scalar diagnostics.
  """
  cal = calibrate(groups, cfg, batch=batch)
  return (np.where(cal.rows.mask, cal.w, 0.0).astype(np.float32), cal.advantages.astype(np.float32),
          diagnostics(cal))


def diagnostics(cal: Calibration) -> dict[str, float]:
  """Scalar summaries for logging: coverage of scoring and comparisons, weight movements, solver work."""
  mask = cal.rows.mask
  active = mask & (cal.rows.advantage != 0)
  n_rows = max(int(mask.sum()), 1)
  mean_abs = lambda x: float(np.abs(x[active]).mean()) if active.any() else 0.0
  comps = cal.comparisons
  touched = comps.touched() if comps is not None else np.zeros(mask.shape[:2], bool)
  return {
      "sgr/scoreable_fraction": float(cal.rows.scoreable[mask].sum() / n_rows),
      "sgr/nonzero_advantage_fraction": float(active.sum() / n_rows),
      "sgr/comparisons": float(comps.count.sum()) if comps is not None else 0.0,
      "sgr/touched_trajectories": float(touched.sum()),
      "sgr/compared_turns_fraction": float((comps.visit_weight > 0).sum() / n_rows) if comps is not None else 0.0,
      "sgr/mean_abs_wref_minus_1": mean_abs(cal.w_ref - 1.0),
      "sgr/mean_abs_w_minus_1": mean_abs(cal.w - 1.0),
      "sgr/mean_abs_w_minus_wref": mean_abs(cal.w - cal.w_ref),
      "sgr/objective_decrease": float(np.sum(cal.objective_ref - cal.objective)),
      "sgr/solver_iterations_max": float(cal.solver_iterations.max(initial=0)),
      "sgr/value_iterations": float(cal.value_iterations),
  }


def weights_to_json(weights: np.ndarray, groups: Sequence[Group]) -> list[list[list[float]]]:
  """Replay's "weights" field: per group, per slot, per step, rounded to DECIMALS (−0.0 folded to 0.0)."""
  weights = np.asarray(weights)
  return [[[round(float(x), DECIMALS) + 0.0 for x in weights[p, i, :len(traj.steps)]]
           for i, traj in enumerate(g.trajectories)] for p, g in enumerate(groups)]


# --- The method: what the builder, trainer and replay read (credit/methods.py's table) -------------------

def _check(config, settings: Config) -> None:
  """The teacher's plans must be reachable, and no `config.credit.grpo` field is set: SGR-OPSD's base
  advantage is its own float64 GRPO (`base_advantages`, read from `config.sgr_opsd.invalid_penalty` /
  `std_eps`), so such a field would name the run dir and change no number. Checked before any compute."""
  ignored = set_fields((config.get("credit") or {}).get(METHOD.estimator))
  if ignored:
    name = sorted(ignored)[0]
    raise ValueError(f"config.credit.{METHOD.estimator}.{name} has no effect with algorithm=sgr_opsd: its base "
                     "advantage is its own float64 GRPO; set config.sgr_opsd.invalid_penalty or "
                     "config.sgr_opsd.std_eps instead")
  from mcgpo_jax.plans.cache import SOURCES   # the plan provider's own list
  plans = config["plans"]
  if plans["source"] not in SOURCES:
    raise ValueError(f"config.plans.source={plans['source']!r}; choose {' or '.join(map(repr, SOURCES))}")
  if plans["source"] == "endpoint" and not (plans["endpoint"] and plans["model"]):
    raise ValueError("config.plans.source='endpoint' needs config.plans.endpoint (an OpenAI-compatible base "
                     "URL) and config.plans.model")


def _credit(groups: Sequence[Group], batch, base, settings: Config) -> Credit:
  """Row-level GRPO advantages (its own float64 `base_advantages`, not the token-level `base`) reweighted by
  the calibrated teacher weights: Ã = w*·A (no pairs)."""
  weights, advantages, diag = sgr_weights(groups, settings, batch=batch)
  return Credit(batch, np.asarray(advantages, np.float32), dict(diag),
                extras={"weights": np.asarray(weights, np.float32)})


def _replay_outputs(groups: Sequence[Group], credit: Credit) -> list[dict[str, Any]]:
  return [{"weights": weights_to_json(credit.extras["weights"][p:p + 1], [g])[0]} for p, g in enumerate(groups)]


# launch/report.py's table of the diagnostics `_credit` logs (`diagnostics`).
REPORT_COLUMNS = (
    ("graph comparisons / update", "mean", ("sgr/comparisons",)),
    ("touched trajectories / update", "mean", ("sgr/touched_trajectories",)),
    ("compared turns", "mean", ("sgr/compared_turns_fraction",)),
    ("scoreable turns", "mean", ("sgr/scoreable_fraction",)),
    ("mean |w_ref − 1|", "mean", ("sgr/mean_abs_wref_minus_1",)),
    ("mean |w − 1|", "mean", ("sgr/mean_abs_w_minus_1",)),
    ("mean |w − w_ref|", "mean", ("sgr/mean_abs_w_minus_wref",)),
    ("objective decrease / update", "mean", ("sgr/objective_decrease",)),
)

METHOD = Method("sgr_opsd", estimator="grpo", section=Section("sgr_opsd", Config, check=_check), compute=_credit,
                pack_extras=intern_graph,
                reads=Reads(teacher=lambda settings: settings.ablation != "no_teacher", plans=True),
                reporting=Reporting("sgr/", REPORT_COLUMNS, _replay_outputs))
