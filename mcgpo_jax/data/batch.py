"""RolloutBatch: one update's rows as padded per-task arrays `[P, G, T]`.

Packing is the last host-side step of an update. It interns every anchor key to an int32 id that is
unique *within its task group* (ids are dense, 0..K_p-1, so kernels can use them directly as segment ids
or one-hot columns), pads trajectories to a fixed horizon T and groups to a fixed G, and keeps the map back
to the flat token rows. Key interning and padding are the only Python loops; everything after is arrays.

The batch also carries what methods read beyond the estimators' arrays, so no method re-lays out records:
each row's token mass, its SGR-OPSD teacher gap (scored on the learner side and passed in as an array
over the token rows, or read from the records of a capture), each trajectory's return in float64, and the
running method's own per-row data: whatever its `PackExtras` hook interns (`extras=`, the method's
`pack_extras` in its table entry: SGR-OPSD's graph ids, MCGPO's matching ids), in `RolloutBatch.extras`.
Nothing here imports a method or asks which one runs: a method that needs new per-row data writes
its hook in its own module.
"""
from __future__ import annotations

from typing import Any, Callable, Optional, Sequence

import flax.struct
import jax.numpy as jnp
import numpy as np

from mcgpo_jax.data.records import Group

# An interner maps the row-ordered anchor keys of one task group to dense int32 ids (0..K-1).
Interner = Callable[[Sequence[str]], np.ndarray]
# A method's own per-row data: (task groups, their packed shape (P, G, T)) -> a pytree of host NumPy arrays
# in pack's layout, which the method's compute reads back as `RolloutBatch.extras`. Groups already fit the
# shape (pack checks first).
PackExtras = Callable[[Sequence[Group], tuple[int, int, int]], Any]


def intern_exact(keys: Sequence[str]) -> np.ndarray:
  """Ids by exact string equality, numbered in order of first appearance (deterministic)."""
  table: dict[str, int] = {}
  return np.asarray([table.setdefault(k, len(table)) for k in keys], dtype=np.int32)


@flax.struct.dataclass
class RolloutBatch:
  """Padded per-task arrays. Padding rows have `mask == False` and never enter any statistic.

  Shapes: P task groups, G rollout slots, T steps (the horizon bucket).
  """
  anchor: jnp.ndarray    # int32 [P, G, T]  interned anchor key, dense within the task group; -1 on padding
  reward: jnp.ndarray    # f32   [P, G, T]  env reward after the row's action
  valid: jnp.ndarray     # bool  [P, G, T]  the response parsed to an action
  mask: jnp.ndarray      # bool  [P, G, T]  a real row
  length: jnp.ndarray    # int32 [P, G]     trajectory length T_i (0 for an empty slot)
  success: jnp.ndarray   # bool  [P, G]     trajectory outcome
  row: jnp.ndarray       # int32 [P, G, T]  index into the flat token rows; -1 where there is none
  final: jnp.ndarray     # int32 [P, G]     anchor id of the trajectory's final_obs; -1 when it was not recorded
                         #                   or matches no row's key of the group (no outgoing edge: like FAIL)
  shaping: jnp.ndarray   # f32   [P, G, T]  row-local Δr_t in the row's task score (MCGPO's rubric shaping; else 0)
  tokens: jnp.ndarray    # int32 [P, G, T]  the row's token mass (response tokens); -1 where not recorded / padding
  teacher_gap: np.ndarray  # f64 [P, G, T]  SGR-OPSD teacher gap d; NaN where unscored / padding. Always host
                           #                NumPy float64 (SGR-OPSD's float64 contract; no estimator reads it)
  returns: np.ndarray    # f64   [P, G]     R_i = Σ_t r_t summed in record order on the host, as
                         #                  `Trajectory.episode_reward` (SGR-OPSD's float64 base advantages)
  extras: Any = None     # the running method's own per-row data (host NumPy arrays, what its pack_extras
                         # returned: SGR-OPSD's GraphIds, MCGPO's MatchIds); None when it packs none

  @property
  def shape(self) -> tuple[int, int, int]:
    return tuple(self.anchor.shape)  # type: ignore[return-value]

  @property
  def episode_reward(self) -> jnp.ndarray:
    """R_i = Σ_t r_{i,t}, f32 [P, G]."""
    return jnp.sum(jnp.where(self.mask, self.reward, 0.0), axis=-1)

  @property
  def for_kernels(self) -> "RolloutBatch":
    """The batch without its host-only fields (float64 teacher gaps and returns, the method's extras), which
    no jitted estimator reads: passing them would copy them to the device on every call, and a method's
    extras would enter the estimators' jit signature."""
    return self.replace(teacher_gap=None, returns=None, extras=None)

  def with_teacher_gap(self, teacher_gap: np.ndarray) -> "RolloutBatch":
    """The batch with teacher gaps given per flat token row (f64, NaN: unscoreable; the trainer's teacher
    pass scores the rows after packing) in place of the records' own."""
    row = np.asarray(self.row)
    gap = np.where(row >= 0, np.asarray(teacher_gap, np.float64)[np.maximum(row, 0)], np.nan)
    if np.isinf(gap).any():
      raise ValueError("pack(): teacher_gap holds an infinite gap (NaN marks an unscoreable row)")
    return self.replace(teacher_gap=gap)

  @property
  def slot_mask(self) -> jnp.ndarray:
    """bool [P, G]: the slot holds a trajectory with at least one row."""
    return self.length > 0


def pack(groups: Sequence[Group], horizon: Optional[int] = None, group_size: Optional[int] = None,
         interner: Interner = intern_exact, to_device: bool = True,
         teacher_gap: Optional[np.ndarray] = None, extras: Optional[PackExtras] = None) -> RolloutBatch:
  """Packs task groups into a RolloutBatch.

  Args:
    groups: the update's task groups (rollout order).
    horizon: T of the padded arrays; default the longest trajectory. Pass the environment's max steps so
      every update has the same shape and jitted kernels compile once.
    group_size: G of the padded arrays; default the largest group.
    interner: maps a group's row-ordered anchor keys (slot-major, then step) to dense ids. The default is
      exact string equality; GiGPO's similarity anchors plug in here.
    to_device: return jnp arrays (True) or the NumPy arrays (False, for host-side consumers).
    teacher_gap: f64 [num_rows] teacher gaps indexed by the flat token row (NaN: unscoreable), as the
      trainer's teacher pass returns them; default each record's `Step.teacher_gap` (captures, replay).
    extras: the running method's `pack_extras` (credit/method.py `Method`), called once on the groups and
      their shape, its result kept as `RolloutBatch.extras`; None (the estimators) packs nothing more.
  """
  P, G, T = _shape(groups, horizon, group_size)
  a = _empty_arrays(P, G, T)
  for p, g in enumerate(groups):
    _fill_group(a, p, g, interner, read_gaps=teacher_gap is None)
  gap, returns = a.pop("teacher_gap"), a.pop("returns")
  if to_device:
    a = {k: jnp.asarray(v) for k, v in a.items()}
  batch = RolloutBatch(**a, teacher_gap=gap, returns=returns,
                       extras=extras(groups, (P, G, T)) if extras is not None else None)
  return batch if teacher_gap is None else batch.with_teacher_gap(teacher_gap)


def _shape(groups: Sequence[Group], horizon: Optional[int], group_size: Optional[int]) -> tuple[int, int, int]:
  """(P, G, T) of the padded arrays; an oversized trajectory or group is an error naming it."""
  if not groups:
    raise ValueError("pack() needs at least one task group")
  longest = max((len(t.steps) for g in groups for t in g.trajectories), default=0)
  T = longest if horizon is None else horizon
  G = max(len(g.trajectories) for g in groups) if group_size is None else group_size
  if longest > T:
    raise ValueError(f"a trajectory has {longest} steps, more than the horizon T={T}")
  for g in groups:
    if len(g.trajectories) > G:
      raise ValueError(f"task group {g.task_id!r} has {len(g.trajectories)} trajectories, more than G={G}")
  return len(groups), G, T


def _empty_arrays(P: int, G: int, T: int) -> dict[str, np.ndarray]:
  """Every host array of a RolloutBatch at its padding value (-1 ids, 0 / False, NaN gaps)."""
  return dict(anchor=np.full((P, G, T), -1, np.int32), reward=np.zeros((P, G, T), np.float32),
              valid=np.zeros((P, G, T), bool), mask=np.zeros((P, G, T), bool), length=np.zeros((P, G), np.int32),
              success=np.zeros((P, G), bool), row=np.full((P, G, T), -1, np.int32),
              final=np.full((P, G), -1, np.int32), shaping=np.zeros((P, G, T), np.float32),
              tokens=np.full((P, G, T), -1, np.int32), teacher_gap=np.full((P, G, T), np.nan, np.float64),
              returns=np.zeros((P, G), np.float64))


def _fill_group(a: dict[str, np.ndarray], p: int, g: Group, interner: Interner, read_gaps: bool) -> None:
  """Task group p's rows into the arrays `a`; its anchor keys interned once for the whole group."""
  keys = [s.obs for t in g.trajectories for s in t.steps]
  ids = interner(keys)
  # final_obs joins a row's node only on an exact key match: a key no row has is a node without outgoing
  # edges, which reaches SUCCESS as little as FAIL does, so -1 (FAIL) gives the same distances.
  id_of = dict(zip(reversed(keys), reversed(ids.tolist())))
  offset = 0
  for i, traj in enumerate(g.trajectories):
    n = len(traj.steps)
    a["length"][p, i], a["success"][p, i] = n, traj.success
    a["final"][p, i] = id_of.get(traj.final_obs, -1) if traj.final_obs is not None else -1
    a["anchor"][p, i, :n] = ids[offset:offset + n]
    a["mask"][p, i, :n] = True
    offset += n
    for t, s in enumerate(traj.steps):
      a["reward"][p, i, t], a["valid"][p, i, t], a["row"][p, i, t] = s.reward, s.valid, s.row
      if s.tokens is not None:
        if s.tokens < 0:
          raise ValueError(f"task group {g.task_id!r} slot {i} step {t}: tokens = {s.tokens}")
        a["tokens"][p, i, t] = s.tokens
      if read_gaps and s.teacher_gap is not None:
        if not np.isfinite(s.teacher_gap):
          raise ValueError(f"task group {g.task_id!r} slot {i} step {t}: teacher_gap = {s.teacher_gap}")
        a["teacher_gap"][p, i, t] = s.teacher_gap
    a["returns"][p, i] = sum(s.reward for s in traj.steps)   # in step order, as the float64 sum always was


def unpack_rows(values: np.ndarray, batch: RolloutBatch, num_rows: int, fill: float = 0.0) -> np.ndarray:
  """Scatters per-row values `[P, G, T]` back to the flat token-row order `[num_rows]`."""
  values = np.asarray(values)
  rows = np.asarray(batch.row)
  out = np.full((num_rows,), fill, dtype=values.dtype)
  sel = rows >= 0
  out[rows[sel]] = values[sel]
  return out


def ragged(values: np.ndarray, batch: RolloutBatch) -> list[list[list[float]]]:
  """Per-group, per-slot, per-step lists of `values [P, G, T]` with padding removed (replay output)."""
  values = np.asarray(values)
  length = np.asarray(batch.length)
  return [[[float(x) for x in values[p, i, :length[p, i]]] for i in range(values.shape[1]) if length[p, i] > 0]
          for p in range(values.shape[0])]
