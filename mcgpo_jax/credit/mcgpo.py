"""MCGPO preference construction: Match - Label - Select (docs/algorithms.md, MCGPO, paper §3 and App. A).

From one update's task groups this builds a deterministic list of weighted row preferences for the
pairwise loss (learn/pairwise.py), the Figure 4 / Table 19 diagnostics, and the Eq. 18 rubric-shaping
control. It reads the packed batch: packing interned every row's state summaries, rubric status and action
(this method's `pack_extras`, `intern_match` of credit/mcgpo_match_ids.py, as `batch.extras`), so the only
Python left per group is the rubric signature of each distinct status (read from its first row) and, for a
group with a missing id, `missing_field`'s walk; the keys, admission and everything after them are
vectorised NumPy over the whole batch (first visits, evidence tallies, candidate pairs, labels, weights).
Only the final greedy allocation loops, over at most C(4, 2) sibling-pair winners per task and direction.

Reading guide (the spec's words -> names here):
  fold(i) = i % 2 (I0 even slots, I1 odd); direction c = the candidate fold.
  key g^l(i,t) = (h^l, C, F) at l in RULES; `_first_visits(.., base)` is Eq. 9 (candidates base 1,
  evidence base 0); n_a, s_a = evidence count and successes of action a at g; support n* = min(n_a, n_b).
  A *comparison* is a candidate row pair with its selected rule; it *qualifies* when |u_hat| >= epsilon.
"""
from __future__ import annotations

import dataclasses
import math
import zlib
from typing import Any, Optional, Sequence

import numpy as np

from mcgpo_jax.credit import rubric_templates as rt
from mcgpo_jax.credit.mcgpo_match_ids import LEVELS, MatchIds, intern_match
from mcgpo_jax.credit.method import Credit, Method, Pairs, Reads, Reporting, Section
from mcgpo_jax.data.batch import RolloutBatch
from mcgpo_jax.data.records import Group
from mcgpo_jax.envs.registry import spec

VARIANTS = ("full", "state_only", "rubric_only", "shuffled_rubric", "same_fold", "uniform_weights",
            "same_fold_uniform", "candidate_progress", "no_pairwise", "rubric_shaping")
RULES = LEVELS   # ("exact", "coarse"), tried in this order (Eq. 2); batch.extras.state[l] is h at RULES[l]


@dataclasses.dataclass(frozen=True)
class MCGPOConfig:
  """Every constant of the construction (Table 6) and the control switch. Folds are fixed: slot parity."""
  variant: str = "full"
  epsilon: float = 0.10            # outcome-contrast threshold on |u_hat|
  kappa: float = 2.0               # support shrinkage n*/(n* + kappa)
  q_exact: float = 1.0             # resolution weights q_l
  q_coarse: float = 0.70
  min_support: int = 1             # m: each action needs >= m evidence trajectories
  max_pairs_per_fold: int = 2      # accepted pairs per task and direction
  lambda_pair: float = 0.05        # pairwise-loss coefficient (Eq. 7)
  shuffle_seed: int = 0            # shuffled_rubric permutation seed
  shaping_coef: float = 0.05       # Eq. 18 coefficient (rubric_shaping)
  # |u_hat| >= epsilon is decided with this slack so that float noise (0.6 - 0.5 = 0.0999...) cannot drop
  # a contrast that equals epsilon exactly; it is far below the 1/12 granularity of 4-trajectory folds.
  contrast_tol: float = 1e-9

  def __post_init__(self):
    if self.variant not in VARIANTS:
      raise ValueError(f"mcgpo variant {self.variant!r} is unknown; choose one of {', '.join(VARIANTS)}")
    if self.min_support < 1:
      raise ValueError(f"mcgpo min_support must be >= 1 (p_hat needs evidence), got {self.min_support}")
    if self.max_pairs_per_fold < 0 or self.kappa < 0 or self.epsilon < 0:
      raise ValueError("mcgpo max_pairs_per_fold, kappa and epsilon must be non-negative")

  @property
  def key_uses_state(self) -> bool:
    return self.variant != "rubric_only"

  @property
  def key_uses_rubric(self) -> bool:
    return self.variant != "state_only"

  @property
  def same_fold_evidence(self) -> bool:
    return self.variant in ("same_fold", "same_fold_uniform")

  @property
  def uniform(self) -> bool:
    return self.variant in ("uniform_weights", "same_fold_uniform")

  @property
  def builds_preferences(self) -> bool:
    """rubric_shaping moves the rubric into rewards instead; no pairs are built."""
    return self.variant != "rubric_shaping"

  @property
  def pair_loss_coef(self) -> float:
    """The lambda_pair the trainer should use: 0 for the loss-off controls (diagnostics still built)."""
    return 0.0 if self.variant in ("no_pairwise", "rubric_shaping") else self.lambda_pair



@dataclasses.dataclass(frozen=True)
class Preference:
  """One oriented pair: row `plus` = (slot, t) should gain more log-probability than row `minus`."""
  task_index: int          # position of the task group in the update's list
  direction: int           # candidate fold c
  plus: tuple[int, int]
  minus: tuple[int, int]
  plus_row: int            # Step.row of the two rows (flat token-row indices)
  minus_row: int
  rule: str                # "exact" | "coarse"
  support: int             # n*
  contrast: float          # |u_hat|
  weight: float            # c (after uniform_weights, the batch mean)


@dataclasses.dataclass
class Comparisons:
  """Every supported candidate pair of the batch with its selected rule, one entry per array index.

  (i, t) is the row of the lower slot, (j, u) the higher; `u_hat` = p_hat(a_{i,t}) - p_hat(a_{j,u}).
  Entries come before the epsilon test (`qualified` marks the survivors), so supported-pair censuses
  (Table 18) and selection read the same arrays.
  """
  task: np.ndarray         # int
  i: np.ndarray
  t: np.ndarray
  j: np.ndarray
  u: np.ndarray
  row_a: np.ndarray        # Step.row of (i, t) / (j, u)
  row_b: np.ndarray
  rule: np.ndarray         # index into RULES
  support: np.ndarray      # int n*
  u_hat: np.ndarray        # float
  weight: np.ndarray       # float c
  qualified: np.ndarray    # bool

  def __len__(self) -> int:
    return len(self.task)

  def take(self, index: np.ndarray) -> "Comparisons":
    return Comparisons(**{f.name: getattr(self, f.name)[index] for f in dataclasses.fields(self)})

  @classmethod
  def empty(cls) -> "Comparisons":
    none = np.zeros(0, np.int64)
    return cls(none, none, none, none, none, none, none, none, none, np.zeros(0), np.zeros(0), np.zeros(0, bool))


# --- Encoding: the batch's ids -> matching keys ----------------------------------------------------------

def _lacks_task_type(group: Group, cfg: MCGPOConfig) -> bool:
  return cfg.key_uses_rubric and group.task_type is None and spec(group.env).needs("rubric", "MCGPO").needs_task_type


def missing_field(group: Group, cfg: MCGPOConfig) -> Optional[str]:
  """The first required field a group lacks (it then gets no pairs), or None when it is admissible.

  Required is what the variant's key reads: both state summaries of every row unless rubric_only; the
  rubric of every row and (ALFWorld) the task type, which picks the template, unless state_only.
  A present field of the wrong type is an error, not a skip."""
  if _lacks_task_type(group, cfg):
    return "task_type"
  for slot, traj in enumerate(group.trajectories):
    for t, step in enumerate(traj.steps):
      if cfg.key_uses_state:
        if step.state is None:
          return f"state (slot {slot}, t {t})"
        if not isinstance(step.state, dict):
          raise ValueError(f"task {group.task_id} slot {slot} t {t}: state must be a dict, got "
                           f"{type(step.state).__name__}")
        for level in RULES:
          if step.state.get(level) is None:
            return f"state.{level} (slot {slot}, t {t})"
      if cfg.key_uses_rubric:
        if step.rubric is None:
          return f"rubric (slot {slot}, t {t})"
        if not isinstance(step.rubric, dict):
          raise ValueError(f"task {group.task_id} slot {slot} t {t}: rubric must be a dict, got "
                           f"{type(step.rubric).__name__}")
  return None


def admissible(groups: Sequence[Group], cfg: MCGPOConfig, batch: RolloutBatch) -> list[int]:
  """The groups whose `missing_field` is None, read off the batch's ids (a row whose state summary or rubric
  status is missing, or not a dict, has id −1); only a group with such a row walks its records, through
  `missing_field`, which raises on a field of the wrong type."""
  mask = np.asarray(batch.mask)
  lacks = np.zeros(len(groups), bool)
  if cfg.key_uses_state:
    lacks |= ((batch.extras.state < 0) & mask).any(axis=(0, 2, 3))
  if cfg.key_uses_rubric:
    lacks |= ((batch.extras.rubric < 0) & mask).any(axis=(1, 2))
  # `or`: only a group with a −1 walks its records (and missing_field then names the field or raises)
  return [p for p, group in enumerate(groups)
          if not _lacks_task_type(group, cfg) and (not lacks[p] or missing_field(group, cfg) is None)]


def _matched(batch: RolloutBatch) -> RolloutBatch:
  """`batch` checked for its matching ids (the trainer packs once, credit/methods.pack_update)."""
  if not isinstance(batch.extras, MatchIds):
    raise ValueError("mcgpo reads the batch's matching ids: pack it with extras=intern_match "
                     "(credit/methods.pack_update does)")
  return batch


def shuffle_permutation(group: Group, num_rows: int, seed: int) -> np.ndarray:
  """shuffled_rubric: row r takes the (C, F) of row perm[r] (rows slot-major). Seeded by the task id and
  update, not the group's batch position, so replaying one group alone gives the same permutation."""
  rng = np.random.default_rng([seed, group.update, zlib.crc32(group.task_id.encode())])
  return rng.permutation(num_rows)


@dataclasses.dataclass
class _Rows:
  """Flat decision rows of the admitted groups, ordered by (task, slot, t)."""
  task: np.ndarray
  slot: np.ndarray
  t: np.ndarray
  action: np.ndarray       # global action id (task-specific)
  key: np.ndarray          # [2, R] global key id per rule (task-specific)
  outcome: np.ndarray      # y of the row's trajectory
  progress: np.ndarray     # candidate_progress value of the row's trajectory
  row: np.ndarray          # Step.row

  @property
  def fold(self) -> np.ndarray:
    return self.slot % 2


def _first_appearance(codes: np.ndarray) -> np.ndarray:
  """Dense ids of `codes`, numbered in order of first appearance."""
  _, first, inverse = np.unique(codes, return_index=True, return_inverse=True)
  rank = np.empty(len(first), np.int64)
  rank[np.argsort(first)] = np.arange(len(first))
  return rank[inverse.reshape(-1)]


def _encode(groups: Sequence[Group], admitted: Sequence[int], cfg: MCGPOConfig, batch: RolloutBatch) -> _Rows:
  """The admitted groups' rows with their keys g^l = (task, h^l, (C, F)) and actions (task, a) as ids
  numbered in order of first appearance over (task, slot, t) and, within a row, exact before coarse."""
  ids = batch.extras
  position, slot, t = np.nonzero(np.asarray(batch.mask)[np.asarray(admitted, np.int64)])
  task = np.asarray(admitted, np.int64)[position]
  num = len(t)
  state = ids.state[:, task, slot, t].astype(np.int64) if cfg.key_uses_state else np.zeros((2, num), np.int64)
  signature = np.zeros(num, np.int64)
  progress = np.zeros(num)
  bounds = np.searchsorted(position, np.arange(len(admitted) + 1))
  for k, p in enumerate(admitted):
    group, rows = groups[p], slice(bounds[k], bounds[k + 1])
    if cfg.key_uses_rubric:
      # (C, F) of each distinct status, read from its first row (statuses are numbered in order of first
      # appearance, so np.unique's first indices follow the ids), numbered in the same order
      template = rt.template_for(group.env, group.task_type)
      status = ids.rubric[p, slot[rows], t[rows]]
      firsts = np.unique(status, return_index=True)[1] + bounds[k]
      seen: dict[Any, int] = {}
      of_status = np.asarray([seen.setdefault(rt.signature(group.trajectories[slot[r]].steps[t[r]].rubric,
                                                           template), len(seen)) for r in firsts], np.int64)
      signature[rows] = of_status[status]
      if cfg.variant == "shuffled_rubric":
        signature[rows] = signature[rows][shuffle_permutation(group, bounds[k + 1] - bounds[k], cfg.shuffle_seed)]
    if cfg.variant == "candidate_progress":
      # each trajectory's terminal progress in [0, 1] as its environment's spec reads it (WebShop: the raw
      # task score; ALFWorld: 1 on success, else goal_progress over the family's maximum)
      read = spec(group.env).needs("rubric", "MCGPO").progress
      progress[rows] = np.asarray([read(traj, group.task_type) for traj in group.trajectories])[slot[rows]]
  if num:
    states, signatures = int(state.max()) + 1, int(signature.max()) + 1
    key = _first_appearance(((task * states + state) * signatures + signature).T).reshape(num, 2).T
    action = _first_appearance(task * (int(ids.action.max()) + 1) + ids.action[task, slot, t])
  else:
    key, action = np.zeros((2, 0), np.int64), np.zeros(0, np.int64)
  return _Rows(task=task, slot=slot.astype(np.int64), t=t.astype(np.int64), action=action, key=key,
               outcome=np.asarray(batch.success)[task, slot].astype(np.float64), progress=progress,
               row=np.asarray(batch.row)[task, slot, t].astype(np.int64))


# --- Match and Label (vectorised over the batch) ------------------------------------------------------

def _first_visits(rows: _Rows, key: np.ndarray, base: int) -> np.ndarray:
  """Eq. 9: for each (trajectory, key) the row index of its first visit at t >= base. Rows are sorted by
  time within a trajectory, so np.unique's first occurrence is the earliest visit."""
  idx = np.flatnonzero(rows.t >= base)
  num_slots = int(rows.slot.max()) + 1
  _, first = np.unique(key[idx] * num_slots + rows.slot[idx], return_index=True)
  return idx[first]


def _candidate_pairs(rows: _Rows, key: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
  """Row pairs (a, b), slot(a) < slot(b), of candidate first visits (t >= 1) sharing a key and a fold,
  with different actions. After sorting by (key, fold, slot) such rows form runs no longer than a fold,
  so comparing each entry with the next d entries (d < fold size) enumerates every pair once."""
  visits = _first_visits(rows, key, base=1)
  visits = visits[np.lexsort((rows.slot[visits], rows.fold[visits], key[visits]))]
  fold_size = (int(rows.slot.max()) + 2) // 2
  firsts, seconds = [], []
  for d in range(1, fold_size):
    a, b = visits[:-d], visits[d:]
    ok = (key[a] == key[b]) & (rows.fold[a] == rows.fold[b]) & (rows.action[a] != rows.action[b])
    firsts.append(a[ok])
    seconds.append(b[ok])
  cat = lambda xs: np.concatenate(xs) if xs else np.zeros(0, np.int64)
  return cat(firsts), cat(seconds)


class _Evidence:
  """n and success counts of E_f(g, a): trajectories of fold f whose evidence first visit to g takes a."""

  def __init__(self, rows: _Rows, key: np.ndarray):
    self.num_actions = int(rows.action.max()) + 1
    visits = _first_visits(rows, key, base=0)
    codes = self._code(key[visits], rows.action[visits], rows.fold[visits])
    self.codes, inverse = np.unique(codes, return_inverse=True)
    self.n = np.bincount(inverse, minlength=len(self.codes))
    self.s = np.bincount(inverse, weights=rows.outcome[visits], minlength=len(self.codes))

  def _code(self, key, action, fold):
    return (key * self.num_actions + action) * 2 + fold

  def lookup(self, key, action, fold) -> tuple[np.ndarray, np.ndarray]:
    """(n, successes) per query; 0 where the fold never took that action at that key."""
    codes = self._code(key, action, fold)
    pos = np.minimum(np.searchsorted(self.codes, codes), len(self.codes) - 1)
    hit = self.codes[pos] == codes
    return np.where(hit, self.n[pos], 0), np.where(hit, self.s[pos], 0.0)


def _label_at_rule(rows: _Rows, level: int, cfg: MCGPOConfig):
  """Candidate pairs at one rule with support, u_hat and a `supported` mask (n* >= m)."""
  key = rows.key[level]
  a, b = _candidate_pairs(rows, key)
  if cfg.variant == "candidate_progress":
    # Labels from the candidates' own terminal progress; evidence is not consulted, support is 1.
    support = np.ones(len(a), np.int64)
    return a, b, support, rows.progress[a] - rows.progress[b], np.ones(len(a), bool)
  evidence = _Evidence(rows, key)
  fold = rows.fold[a] if cfg.same_fold_evidence else 1 - rows.fold[a]
  n_a, s_a = evidence.lookup(key[a], rows.action[a], fold)
  n_b, s_b = evidence.lookup(key[b], rows.action[b], fold)
  support = np.minimum(n_a, n_b)
  supported = support >= cfg.min_support
  u_hat = np.where(supported, s_a / np.maximum(n_a, 1) - s_b / np.maximum(n_b, 1), 0.0)
  return a, b, support, u_hat, supported


def comparisons(groups: Sequence[Group], cfg: MCGPOConfig = MCGPOConfig(),
                admitted: Optional[Sequence[int]] = None, *, batch: RolloutBatch) -> Comparisons:
  """Match + Label: every supported candidate pair with its rule (Eq. 2), u_hat (Eq. 3), weight (Eq. 4),
  from `batch`, the groups packed with their matching ids (`pack(extras=intern_match)`)."""
  batch = _matched(batch)
  if admitted is None:
    admitted = admissible(groups, cfg, batch)
  rows = _encode(groups, admitted, cfg, batch)
  if len(rows.t) == 0:
    return Comparisons.empty()
  parts, taken = [], np.zeros(0, np.int64)
  for level in range(len(RULES)):
    a, b, support, u_hat, supported = _label_at_rule(rows, level, cfg)
    # The rule is the first one at which the row pair is a supported candidate; it is fixed here, before
    # the epsilon test, so a pair supported at exact never falls through to coarse.
    pair_code = a * len(rows.t) + b
    keep = supported & ~np.isin(pair_code, taken)
    taken = np.concatenate([taken, pair_code[keep]])
    parts.append((a[keep], b[keep], support[keep], u_hat[keep], np.full(int(keep.sum()), level)))
  a, b, support, u_hat, rule = (np.concatenate(x) for x in zip(*parts))
  q = np.asarray([cfg.q_exact, cfg.q_coarse])[rule]
  weight = np.abs(u_hat) * support / (support + cfg.kappa) * q
  return Comparisons(task=rows.task[a], i=rows.slot[a], t=rows.t[a], j=rows.slot[b], u=rows.t[b],
                     row_a=rows.row[a], row_b=rows.row[b], rule=rule, support=support, u_hat=u_hat,
                     weight=weight, qualified=np.abs(u_hat) >= cfg.epsilon - cfg.contrast_tol)


# --- Select ---------------------------------------------------------------------------------------------

def select(comps: Comparisons, cfg: MCGPOConfig = MCGPOConfig()) -> np.ndarray:
  """Indices of the accepted comparisons, in output order (task, direction, allocation order).

  Sort key (max(t,u), -round(c,12), min(t,u), t): earliest first, then heavier, then deterministic.
  Step 1 keeps each sibling pair's smallest key; step 2 allocates disjoint rows, up to the quota.
  """
  idx = np.flatnonzero(comps.qualified)
  if idx.size == 0:
    return idx
  c = comps.take(idx)
  neg_weight = -np.asarray([round(float(w), 12) for w in c.weight])
  late, early = np.maximum(c.t, c.u), np.minimum(c.t, c.u)
  direction = c.i % 2
  # Order by (task, direction, sort key, i, j); lexsort's last key is the primary one.
  order = np.lexsort((c.j, c.i, c.t, early, neg_weight, late, direction, c.task))
  # Step 1: the first entry of each (task, i, j) in this order is that sibling pair's winner, and the
  # winners stay in (sort key, i, j) order within their task and direction.
  sibling = np.stack([c.task[order], c.i[order], c.j[order]], axis=1)
  _, first = np.unique(sibling, axis=0, return_index=True)
  winners = order[np.sort(first)]
  accepted, used, count, current = [], set(), 0, None
  for w in winners:
    fold_key = (int(c.task[w]), int(direction[w]))
    if fold_key != current:
      current, used, count = fold_key, set(), 0
    rows = ((int(c.i[w]), int(c.t[w])), (int(c.j[w]), int(c.u[w])))
    if count < cfg.max_pairs_per_fold and rows[0] not in used and rows[1] not in used:
      used.update(rows)
      count += 1
      accepted.append(idx[w])
  return np.asarray(accepted, np.int64)


# --- The public entry point -----------------------------------------------------------------------------

def build_preferences(groups: Sequence[Group], cfg: MCGPOConfig = MCGPOConfig(), *,
                      batch: RolloutBatch) -> tuple[list[Preference], dict[str, float]]:
  """One update's preferences and diagnostics. Deterministic: same groups and config, same output.
  `batch`: the groups packed with their matching ids (`pack(extras=intern_match)`).

  Groups missing a required field (see `missing_field`) contribute no pairs; they keep their task
  advantages elsewhere. Under `uniform_weights` / `same_fold_uniform` the selected weights are replaced by
  their mean over the whole update batch (selection itself used the evidence weights).
  """
  if not cfg.builds_preferences:
    return [], diagnostics([], groups)
  batch = _matched(batch)
  admitted = admissible(groups, cfg, batch)
  comps = comparisons(groups, cfg, admitted, batch=batch)
  chosen = comps.take(select(comps, cfg))
  weights = chosen.weight
  if cfg.uniform and len(weights):
    weights = np.full(len(weights), weights.mean())
  prefs = []
  for k in range(len(chosen)):
    a_wins = chosen.u_hat[k] > 0      # + is the row whose action has the larger p_hat
    row_a, row_b = (int(chosen.i[k]), int(chosen.t[k])), (int(chosen.j[k]), int(chosen.u[k]))
    prefs.append(Preference(
        task_index=int(chosen.task[k]), direction=int(chosen.i[k]) % 2,
        plus=row_a if a_wins else row_b, minus=row_b if a_wins else row_a,
        plus_row=int(chosen.row_a[k] if a_wins else chosen.row_b[k]),
        minus_row=int(chosen.row_b[k] if a_wins else chosen.row_a[k]),
        rule=RULES[int(chosen.rule[k])], support=int(chosen.support[k]),
        contrast=float(abs(chosen.u_hat[k])), weight=float(weights[k])))
  return prefs, diagnostics(prefs, groups, len(groups) - len(admitted), comps)


def diagnostics(prefs: Sequence[Preference], groups: Sequence[Group], num_skipped: int = 0,
                comps: Optional[Comparisons] = None) -> dict[str, float]:
  """Figure 4 / Table 19 statistics of one update (plus the supported / qualified comparison counts
  before selection, Table 18's census, when `comps` is given).

  Means are 0 when there are no pairs; pool across updates with the sums and counts (the paper's pooled
  means weight updates by pair count), e.g. agreement = (wins + ties/2) / (wins + ties + losses).
  W/T/L compares the terminal outcome of the + row's trajectory with the - row's.
  """
  outcome = lambda p, slot: int(groups[p].trajectories[slot].success)
  wins = ties = losses = 0
  for pref in prefs:
    diff = outcome(pref.task_index, pref.plus[0]) - outcome(pref.task_index, pref.minus[0])
    wins, ties, losses = wins + (diff > 0), ties + (diff == 0), losses + (diff < 0)
  n = len(prefs)
  contrast_sum = float(sum(p.contrast for p in prefs))
  weight_sum = float(sum(p.weight for p in prefs))
  return {
      "pairs": float(n),
      "pairs_exact": float(sum(p.rule == "exact" for p in prefs)),
      "pairs_coarse": float(sum(p.rule == "coarse" for p in prefs)),
      "support_1": float(sum(p.support == 1 for p in prefs)),
      "support_2": float(sum(p.support == 2 for p in prefs)),
      "support_3plus": float(sum(p.support >= 3 for p in prefs)),
      "contrast_sum": contrast_sum,
      "weight_sum": weight_sum,
      "contrast_mean": contrast_sum / n if n else 0.0,
      "weight_mean": weight_sum / n if n else 0.0,
      "wins": float(wins), "ties": float(ties), "losses": float(losses),
      "agreement": (wins + ties / 2) / n if n else 0.0,
      "has_pairs": float(n > 0),
      "groups_skipped": float(num_skipped),
      "supported_comparisons": float(len(comps)) if comps is not None else 0.0,
      "qualified_comparisons": float(comps.qualified.sum()) if comps is not None else 0.0,
  }


def preference_pairs(prefs: Sequence[Preference]) -> Pairs:
  """The pairs as the flat arrays of the learner's pairwise loss."""
  return Pairs(plus_row=np.asarray([p.plus_row for p in prefs], np.int32),
               minus_row=np.asarray([p.minus_row for p in prefs], np.int32),
               weight=np.asarray([p.weight for p in prefs], np.float32))


JSON_DIGITS = 6


def preferences_to_json(prefs: Sequence[Preference], task_index: Optional[int] = None,
                        digits: int = JSON_DIGITS) -> list[dict[str, Any]]:
  """The replay `preferences` entries of captures.md, in construction order.

  `contrast` and `weight` are rounded with Python's round(x, digits) (default 6 decimals), which makes
  the JSON text a pure function of the pairs and so replay output byte-identical. Pass `task_index` to
  keep one group's pairs (replay writes one line per group).
  """
  return [{"direction": p.direction, "plus": list(p.plus), "minus": list(p.minus), "rule": p.rule,
           "support": p.support, "contrast": round(p.contrast, digits), "weight": round(p.weight, digits)}
          for p in prefs if task_index is None or p.task_index == task_index]


# --- Rubric-shaping control (Appendix C.3, Eq. 18) ------------------------------------------------------

def rubric_shaping_deltas(groups: Sequence[Group], cfg: MCGPOConfig = MCGPOConfig()) -> list[list[list[float]]]:
  """Per group, slot and step: Δr_t = coef · (N_increase − N_decrease) over the channels of V between row
  t's pre-action status and its post-action status (= row t+1's pre-action status).

  A channel counts its change in value (bools as 0/1): a count channel rising by 2 counts 2, a graded
  channel rising from 0 to 0.5 counts 0.5. The last row's post-action status is the trajectory's
  `final_rubric` (so the final placed / solved / purchased increments count); without one it gets 0.
  A group missing any step's rubric gets 0 everywhere.
  """
  out = []
  for group in groups:
    vocabulary = spec(group.env).needs("rubric", "MCGPO's rubric shaping").vocabulary
    complete = all(s.rubric is not None for traj in group.trajectories for s in traj.steps)
    per_slot = []
    for traj in group.trajectories:
      deltas = [0.0] * len(traj.steps)
      last = len(traj.steps) - (traj.final_rubric is None)
      for t in range(last if complete else 0):
        before = traj.steps[t].rubric
        after = traj.steps[t + 1].rubric if t + 1 < len(traj.steps) else traj.final_rubric
        increase = decrease = 0.0
        for ch in vocabulary:
          change = rt.channel_value(after, ch) - rt.channel_value(before, ch)
          if change > 0 and change < math.inf:
            increase += change
          elif change < 0 and change > -math.inf:
            decrease -= change
        deltas[t] = cfg.shaping_coef * (increase - decrease)
      per_slot.append(deltas)
    out.append(per_slot)
  return out


def rubric_shaping_rewards(groups: Sequence[Group], cfg: MCGPOConfig = MCGPOConfig(), *,
                           batch: RolloutBatch) -> np.ndarray:
  """The shaping deltas as f32 [P, G, T] (zero on padding), scattered into the packed batch's real rows."""
  mask = np.asarray(batch.mask)
  out = np.zeros(mask.shape, np.float32)
  flat = [x for per_slot in rubric_shaping_deltas(groups, cfg) for d in per_slot for x in d]
  out[mask] = flat     # the mask's C order (group, slot, step) is the deltas' order
  return out



# --- The method: what the builder, trainer and replay read (credit/methods.py's table) -------------------

def _check(config, settings: MCGPOConfig) -> None:
  if config["group_size"] % 2:
    raise ValueError(f"config.group_size={config['group_size']} is odd; MCGPO's parity folds need an even G")


def _credit(groups: Sequence[Group], batch, base, settings: MCGPOConfig) -> Credit:
  """GraphGPO advantages (`base`, handed over by credit/methods.py) and the preference pairs. rubric_shaping
  adds each row's Eq. 18 Δr to its own task score Z (App. C.3: the response's last valid token; normalised
  with the task group's scores, A.3)."""
  if settings.variant == "rubric_shaping":
    batch = batch.replace(shaping=rubric_shaping_rewards(groups, settings, batch=batch))
  advantages = base(batch)
  prefs, diag = build_preferences(groups, settings, batch=batch)
  return Credit(batch=batch, advantages=advantages, diagnostics={f"mcgpo/{k}": v for k, v in diag.items()},
                pairs=preference_pairs(prefs), extras={"preferences": prefs})


def _replay_outputs(groups: Sequence[Group], credit: Credit) -> list[dict[str, Any]]:
  return [{"preferences": preferences_to_json(credit.extras["preferences"], task_index=p)} for p in range(len(groups))]


# launch/report.py's table of the diagnostics `_credit` logs (`diagnostics`, Figure 4 / Table 19).
REPORT_COLUMNS = (
    ("accepted pairs / update", "mean", ("mcgpo/pairs",)),
    ("exact / update", "mean", ("mcgpo/pairs_exact",)),
    ("coarse / update", "mean", ("mcgpo/pairs_coarse",)),
    ("updates with pairs", "mean", ("mcgpo/has_pairs",)),
    ("qualified comparisons / update", "mean", ("mcgpo/qualified_comparisons",)),
    ("W / T / L (run total)", "wtl", ("mcgpo/wins", "mcgpo/ties", "mcgpo/losses")),
    ("agreement (W + T/2) / pairs", "agreement", ("mcgpo/wins", "mcgpo/ties", "mcgpo/losses")),
)

METHOD = Method("mcgpo", estimator="graphgpo", section=Section("mcgpo", MCGPOConfig, check=_check), compute=_credit,
                pack_extras=intern_match, pair_coef=lambda settings: settings.pair_loss_coef,
                reads=Reads(tracker_anchor=True, rubric=True),
                reporting=Reporting("mcgpo/", REPORT_COLUMNS, _replay_outputs))
