"""Random task groups for the randomized agreement tests of the credit kernels, and what those tests share:
the fixed batch shape, padded random batches, hand-built trajectories and the oracle-agreement loop.

Covers what docs/semantics/credit.md asks the oracles to be tested on: ragged lengths, invalid rows, singleton groups,
all-success and all-fail groups, repeated keys (cycles, self-loops) and empty slots.
"""
from __future__ import annotations

from typing import Callable, Iterable, Optional

import numpy as np

from mcgpo_jax.data.batch import RolloutBatch, pack, ragged
from mcgpo_jax.data.records import Group, Step, Trajectory

P, G, T = 6, 4, 6  # fixed shapes: every randomized case reuses the same compiled kernels
SEEDS = range(30)


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


def random_batch(seed: int, offset: int, num_keys: Optional[int] = None, max_keys: int = 6,
                 final_obs: bool = False) -> tuple[list[Group], RolloutBatch]:
  """`random_groups` of P tasks with random G' ≤ G, T' ≤ T and (unless given) 2 ≤ keys < max_keys, padded to
  the fixed (G, T). The shape draws come from seed `offset + seed`, so each test file (its own offset) sees
  its own shapes. final_obs: each trajectory's final observation unrecorded, a visited key or a new one."""
  rng = np.random.default_rng(offset + seed)
  g, t = int(rng.integers(1, G + 1)), int(rng.integers(1, T + 1))
  keys = num_keys if num_keys is not None else int(rng.integers(2, max_keys))
  groups = random_groups(seed, P=P, G=g, T=t, num_keys=keys)
  if final_obs:
    for traj in (tr for group in groups for tr in group.trajectories):
      traj.final_obs = [None, f"s{int(rng.integers(0, keys))}", "unseen"][int(rng.integers(0, 3))]
  return groups, pack(groups, horizon=T, group_size=G)


def flat(nested) -> np.ndarray:
  """Ragged [group][trajectory][row] values as one float64 vector."""
  return np.asarray([x for group in nested for traj in group for x in traj], np.float64)


def trajectory(keys: Iterable[str], won: bool, invalid: str = "") -> Trajectory:
  """One trajectory visiting `keys` (one per row; a string is one letter per row), success reward on its
  last row when won; rows whose index is in `invalid` are invalid."""
  keys = list(keys)
  steps = [Step(obs=k, action="a", valid=str(t) not in invalid, reward=10.0 if won and t == len(keys) - 1 else 0.0,
                done=t == len(keys) - 1) for t, k in enumerate(keys)]
  return Trajectory(steps=steps, success=won, score=float(won))


def assert_agrees_with_oracle(advantages: Callable[[RolloutBatch], object],
                              oracle: Callable[[list[Group]], list], offset: int, seeds: Iterable[int] = SEEDS,
                              **batch_kwargs) -> None:
  """For each seed's `random_batch`: the kernel's advantages are 0 on padding and match the oracle's ragged
  values row by row (atol = rtol = 1e-5)."""
  for seed in seeds:
    groups, batch = random_batch(seed, offset, **batch_kwargs)
    adv = np.asarray(advantages(batch))
    assert np.all(adv[~np.asarray(batch.mask)] == 0.0), f"seed {seed}: nonzero advantage on padding"
    np.testing.assert_allclose(flat(ragged(adv, batch)), flat(oracle(groups)), atol=1e-5, rtol=1e-5,
                               err_msg=f"seed {seed}")
