"""Rollouts across processes: each process collects its share of the update's groups, then every process
gets all of them, in process order, exactly as one process would have collected them (same group order,
rows renumbered into one list), so credit and packing run identically everywhere.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Sequence

from mcgpo_jax import distributed
from mcgpo_jax.data.records import Group, Step, Trajectory
from mcgpo_jax.rollout.agent import Rollout, TokenRow, episode_stats

# Per-process stats that add up across processes; wall times take the slowest process.
_SUMMED = ("perf/generated_tokens", "episode/truncated_prompts", "env/worker_restarts", "env/recollected_groups")
_SLOWEST = ("timing_s/gen", "time_rollout")


def to_json(rollout: Rollout) -> dict[str, Any]:
  return {"groups": [dataclasses.asdict(g) for g in rollout.groups],
          "rows": [dataclasses.asdict(r) for r in rollout.rows],
          "stats": {k: rollout.stats[k] for k in _SUMMED + _SLOWEST if k in rollout.stats}}


def _group(obj: dict[str, Any], row_offset: int) -> Group:
  # Every field of the records round-trips (dataclasses.asdict in to_json); only row indices move.
  trajectories = [Trajectory(**{**t, "steps": [Step(**{**s, "row": s["row"] + row_offset}) for s in t["steps"]]})
                  for t in obj["trajectories"]]
  return Group(**{**obj, "trajectories": trajectories})


def merge(parts: Sequence[dict[str, Any]]) -> Rollout:
  """One Rollout from every process's `to_json`, in process order."""
  groups, rows = [], []
  for part in parts:
    groups += [_group(g, len(rows)) for g in part["groups"]]
    rows += [TokenRow(**r) for r in part["rows"]]
  stats = episode_stats(groups)
  for key in _SUMMED + _SLOWEST:
    values = [p["stats"][key] for p in parts if key in p["stats"]]
    if values:
      stats[key] = sum(values) if key in _SUMMED else max(values)
  return Rollout(groups=groups, rows=rows, stats=stats)


def gather(rollout: Rollout) -> Rollout:
  """Every process's rollout, merged (a collective: every process calls it); one process: unchanged."""
  import jax
  if jax.process_count() == 1:
    return rollout
  return merge(distributed.allgather_json(to_json(rollout)))
