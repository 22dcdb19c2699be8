"""Random task groups for the randomized agreement tests of the credit kernels.

Covers what credit.md asks the oracles to be tested on: ragged lengths, invalid rows, singleton groups,
all-success and all-fail groups, repeated keys (cycles, self-loops) and empty slots.
"""
from __future__ import annotations

import numpy as np

from mcgpo_jax.data.records import Group, Step, Trajectory


def random_group(rng: np.random.Generator, G: int, T: int, num_keys: int = 5, p_invalid: float = 0.2,
                 outcome: str = "mixed", task_id: str = "task", env: str = "alfworld") -> Group:
  """One task group. outcome: "mixed" | "all_success" | "all_fail" | "singleton" (G forced to 1, T to 1)."""
  if outcome == "singleton":
    G, T = 1, 1
  trajectories = []
  for i in range(G):
    n = int(rng.integers(1, T + 1))
    if outcome == "all_success":
      won = True
    elif outcome == "all_fail":
      won = False
    else:
      won = bool(rng.random() < 0.5)
    keys = [f"s{int(k)}" for k in rng.integers(0, num_keys, size=n)]
    keys[0] = "s0"  # siblings share the reset observation
    steps = []
    for t in range(n):
      last = t == n - 1
      valid = bool(rng.random() >= p_invalid)
      steps.append(Step(obs=keys[t], action=f"a{int(rng.integers(0, 3))}" if valid else "<invalid>",
                        valid=valid, reward=10.0 if (last and won) else 0.0, done=last and (won or n == T)))
    trajectories.append(Trajectory(steps=steps, success=won, score=1.0 if won else 0.0))
  return Group(task_id=task_id, env=env, trajectories=trajectories, horizon=T)


def random_groups(seed: int, P: int = 6, G: int = 4, T: int = 6, num_keys: int = 5) -> list[Group]:
  """A batch mixing every outcome kind; row indices numbered in slot-major order."""
  rng = np.random.default_rng(seed)
  kinds = ["mixed", "all_success", "all_fail", "singleton"]
  return number_rows([random_group(rng, G, T, num_keys, outcome=kinds[p % 4] if p < 4 else "mixed",
                                   task_id=f"t{p}") for p in range(P)])


def number_rows(groups: list[Group]) -> list[Group]:
  """Token-row indices in slot-major order, as the agent loop assigns them."""
  row = 0
  for g in groups:
    for traj in g.trajectories:
      for s in traj.steps:
        s.row = row
        row += 1
  return groups
