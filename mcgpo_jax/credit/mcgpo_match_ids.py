"""MCGPO's matching inputs of every row, interned at packing: `intern_match` is MCGPO's `Method.pack_extras`,
so `credit/methods.pack_update` packs these ids for MCGPO runs only.

MCGPO's Match step (docs/algorithms.md, MCGPO) keys a row by its state summary at a resolution, its rubric
signature and its action, all hashed Python values the records carry. Packing turns them into int32 ids,
dense per task group in order of first appearance (slot-major, then step), so the matching reads arrays:
  * state: `Step.state["exact"]` and `Step.state["coarse"]` in one table per group (the two resolutions
    share ids where their summaries are equal, as MCGPO's key does not name the rule); −1 where the state
    is missing, not a dict or lacks the summary (MCGPO's admission then skips the group);
  * rubric: the pre-action status `Step.rubric`, equal dicts sharing an id; −1 where missing or not a dict.
    Not the signature (C, F): that depends on the group's template and raises on a malformed status, so
    MCGPO derives it once per distinct status (from the status's first row), only for the groups and
    variants that read it;
  * action: the canonical action key `Step.action`.
Only arrays: the batch is a jit argument of the estimators' kernels, and a Python value in its static
fields would make every update compile anew.
"""
from __future__ import annotations

from typing import Any, Sequence

import flax.struct
import numpy as np

from mcgpo_jax.data.records import Group

LEVELS = ("exact", "coarse")   # MCGPO's rules, in its order


@flax.struct.dataclass
class MatchIds:
  """Host NumPy int32 in pack's layout; −1 on padding and where the field is missing."""
  state: np.ndarray        # [2, P, G, T] state summary id at exact / coarse
  rubric: np.ndarray       # [P, G, T]    rubric status id
  action: np.ndarray       # [P, G, T]    action id


def freeze(value: Any) -> Any:
  """A hashable copy of a JSON-like value; equality is preserved (lists -> tuples, dicts -> items)."""
  if isinstance(value, (list, tuple)):
    try:
      out = tuple(value)
      hash(out)
      return out
    except TypeError:
      return tuple(freeze(v) for v in value)
  if isinstance(value, dict):
    return tuple(sorted((k, freeze(v)) for k, v in value.items()))
  return value


def _intern(table: dict, value: Any) -> int:
  """`value`'s id in `table` (a new one on first sight); −1 for None.

  Lists key as tuples and dicts as frozensets of their items, which hash without sorting; a value holding
  something unhashable keys as `freeze(value)`. Equal values get one key either way."""
  if value is None:
    return -1
  key = tuple(value) if isinstance(value, list) else frozenset(value.items()) if isinstance(value, dict) else value
  try:
    return table.setdefault(key, len(table))
  except TypeError:
    return table.setdefault(freeze(value), len(table))


def intern_match(groups: Sequence[Group], shape: tuple[int, int, int]) -> MatchIds:
  """The ids of `groups` packed as `shape` (P, G, T); trajectories must already fit it (pack checks)."""
  state = np.full((2,) + shape, -1, np.int32)
  rubric = np.full(shape, -1, np.int32)
  action = np.full(shape, -1, np.int32)
  for p, g in enumerate(groups):
    states, statuses, actions = {}, {}, {}
    for i, traj in enumerate(g.trajectories):
      n = len(traj.steps)
      if not n:
        continue
      summaries: list[int] = []   # row-major, exact before coarse: the order ids are numbered in
      for s in traj.steps:
        if isinstance(s.state, dict):
          summaries += (_intern(states, s.state.get(LEVELS[0])), _intern(states, s.state.get(LEVELS[1])))
        else:
          summaries += (-1, -1)
      state[:, p, i, :n] = np.reshape(summaries, (n, 2)).T
      rubric[p, i, :n] = [_intern(statuses, s.rubric) if isinstance(s.rubric, dict) else -1
                          for s in traj.steps]
      action[p, i, :n] = [actions.setdefault(s.action, len(actions)) for s in traj.steps]
  return MatchIds(state=state, rubric=rubric, action=action)
