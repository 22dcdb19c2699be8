"""Task groups for the MCGPO tests: hand-built ones (one line per trajectory) and random ones.

Random groups draw from small state and rubric spaces so that first visits collide often, give the coarse
summary a remaining-budget bin that exact equality does not imply (exact and coarse are not nested), and
carry a string diagnostic field in the rubric that must be ignored.
"""
from __future__ import annotations

from typing import Optional, Sequence

import numpy as np

from mcgpo_jax.envs.alfworld.rubric import TASK_FAMILY
from mcgpo_jax.envs.registry import spec
from mcgpo_jax.data.records import Group, Step, Trajectory
from tests.randgroups import number_rows


def hand_group(trajectories: Sequence[Sequence[tuple]], outcomes: Sequence[int], env: str = "alfworld",
               task_type: Optional[str] = "pick_and_place_simple", task_id: str = "x") -> Group:
  """Each trajectory is a list of steps (exact, action) or (exact, coarse, action) or
  (exact, coarse, action, rubric); the coarse state defaults to the exact one, the rubric to {}."""
  trajs = []
  for steps, y in zip(trajectories, outcomes):
    records = []
    for step in steps:
      if len(step) == 2:
        exact, action = step
        coarse, rubric = exact, {}
      elif len(step) == 3:
        (exact, coarse, action), rubric = step, {}
      else:
        exact, coarse, action, rubric = step
      records.append(Step(obs=str(exact), action=action, valid=action != "<invalid>", reward=0.0, done=False,
                          state={"exact": [exact], "coarse": [coarse]}, rubric=rubric))
    trajs.append(Trajectory(steps=records, success=bool(y), score=float(y)))
  return number_rows([Group(task_id=task_id, env=env, trajectories=trajs, task_type=task_type)])[0]


_ACTIONS = ("go to a", "go to b", "take c", "<invalid>")


def _step_rubric(rng, rubric: dict, env: str, p_change: float) -> dict:
  rubric = dict(rubric)
  if rng.random() < p_change:
    vocabulary = spec(env).rubric.vocabulary
    ch = vocabulary[int(rng.integers(len(vocabulary)))]
    old = rubric.get(ch, 0)
    kind = rng.random()
    if kind < 0.4:
      rubric[ch] = not bool(old)
    elif kind < 0.8:
      rubric[ch] = int(old) + int(rng.integers(-1, 3))
    else:
      rubric[ch] = float(rng.choice([0.0, 0.5, 1.0]))
  return rubric


def random_group(rng: np.random.Generator, env: str = "alfworld", G: int = 8, T: int = 8, num_locations: int = 2,
                 p_missing: float = 0.0, p_rubric: float = 0.15, num_actions: int = 4, task_id: str = "t",
                 update: int = 0) -> Group:
  task_type = (str(rng.choice(sorted(TASK_FAMILY))) if env == "alfworld" else None)
  trajectories = []
  for _ in range(G):
    n = int(rng.integers(1, T + 1))
    success = bool(rng.random() < 0.5)
    rubric = {"note": "diagnostic, not a channel"}
    steps = []
    for t in range(n):
      location, held = int(rng.integers(num_locations)), int(rng.random() < 0.3)
      state = {"exact": [location, held], "coarse": [location, (T - t) * 2 // T]}
      action = _ACTIONS[int(rng.integers(num_actions))]
      steps.append(Step(obs=f"o{location}", action=action, valid=action != "<invalid>", reward=0.0,
                        done=t == n - 1, state=state, rubric=rubric, remaining=T - t))
      rubric = _step_rubric(rng, rubric, env, p_rubric)
    score = 1.0 if success else float(rng.choice([0.0, 0.25, 0.5]))
    trajectories.append(Trajectory(steps=steps, success=success, score=score))
  if rng.random() < p_missing:
    traj = trajectories[int(rng.integers(G))]
    step = traj.steps[int(rng.integers(len(traj.steps)))]
    if rng.random() < 0.5:
      step.state = None
    else:
      step.rubric = None
  return Group(task_id=task_id, env=env, trajectories=trajectories, task_type=task_type, horizon=T, update=update)


def random_batch(seed: int, P: int = 4, **kwargs) -> list[Group]:
  rng = np.random.default_rng(seed)
  envs = ("alfworld", "webshop")
  return number_rows([random_group(rng, env=envs[p % 2], task_id=f"t{seed}_{p}", **kwargs) for p in range(P)])
