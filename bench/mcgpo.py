"""Host-side cost of MCGPO preference construction per update.

  .venv/bin/python bench/mcgpo.py [--tasks 16 256] [--group-size 8] [--horizon 50] [--repeats 3]

Builds synthetic ALFWorld-like updates (Table 5-shaped state summaries, an evolving Table 15 rubric, a
15-command action space, every trajectory running the full horizon: the worst case for row count) and
times `build_preferences` (Match-Label-Select + diagnostics) and the rubric-shaping deltas. Prints one
line per setting: rows, pairs, median wall and CPU seconds.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from mcgpo_jax.credit import mcgpo  # noqa: E402
from mcgpo_jax.data.batch import pack  # noqa: E402
from mcgpo_jax.data.records import Group, Step, Trajectory  # noqa: E402

LOCATIONS = [f"{r} {n}" for r in ("countertop", "drawer", "cabinet", "shelf", "sinkbasin") for n in (1, 2, 3, 4)]
ACTIONS = ([f"go to {loc}" for loc in LOCATIONS[:10]] + ["take mug 1 from countertop 1", "put mug 1 in/on shelf 1",
           "clean mug 1 with sinkbasin 1", "look", "<invalid>"])


def synthetic_group(rng: np.random.Generator, task: int, G: int, T: int) -> Group:
  trajectories = []
  for _ in range(G):
    location, held, acquired, processed, placed = 0, None, 0, 0, 0
    steps = []
    for t in range(T):
      rubric = {"target_acquired": acquired, "target_in_hand": held is not None, "target_processed": processed,
                "target_placed": placed, "light_on": False, "goal_progress": processed + placed, "solved": False}
      exact = ["pick_clean_then_place_in_recep", LOCATIONS[location], held, acquired, processed, placed, False]
      coarse = ["pick_clean_then_place_in_recep", LOCATIONS[location], held is not None, processed > 0, placed,
                False, 4 * (T - t) // T]
      action = ACTIONS[int(rng.integers(len(ACTIONS)))]
      steps.append(Step(obs=LOCATIONS[location], action=action, valid=action != "<invalid>", reward=0.0,
                        done=t == T - 1, state={"exact": exact, "coarse": coarse}, rubric=rubric))
      if action.startswith("go to"):
        location = LOCATIONS.index(action[6:])
      elif action.startswith("take") and held is None and rng.random() < 0.5:
        held, acquired = "mug 1", 1
      elif action.startswith("clean") and held is not None:
        processed = 1
      elif action.startswith("put") and held is not None:
        held, placed = None, 1
    trajectories.append(Trajectory(steps=steps, success=bool(rng.random() < 0.5)))
  return Group(task_id=f"task{task}", env="alfworld", trajectories=trajectories,
               task_type="pick_clean_then_place_in_recep", horizon=T)


def synthetic_update(seed: int, P: int, G: int, T: int) -> list[Group]:
  rng = np.random.default_rng(seed)
  groups = [synthetic_group(rng, p, G, T) for p in range(P)]
  row = 0
  for g in groups:
    for traj in g.trajectories:
      for s in traj.steps:
        s.row, row = row, row + 1
  return groups


def timed(fn, repeats: int) -> tuple[float, float, object]:
  """Median wall and CPU seconds (CPU time is the fairer number on a shared machine)."""
  wall, cpu, out = [], [], None
  for _ in range(repeats):
    start, start_cpu = time.perf_counter(), time.process_time()
    out = fn()
    wall.append(time.perf_counter() - start)
    cpu.append(time.process_time() - start_cpu)
  return statistics.median(wall), statistics.median(cpu), out


def main():
  parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  parser.add_argument("--tasks", type=int, nargs="+", default=[16, 256])
  parser.add_argument("--group-size", type=int, default=8)
  parser.add_argument("--horizon", type=int, default=50)
  parser.add_argument("--repeats", type=int, default=3)
  args = parser.parse_args()
  cfg = mcgpo.MCGPOConfig()
  for P in args.tasks:
    groups = synthetic_update(0, P, args.group_size, args.horizon)
    rows = sum(g.num_rows for g in groups)
    batch = pack(groups, args.horizon, args.group_size, to_device=False,
                 extras=mcgpo.METHOD.pack_extras)   # once, as the trainer does (matching ids)
    build_wall, build_cpu, (prefs, diag) = timed(lambda: mcgpo.build_preferences(groups, cfg, batch=batch),
                                                 args.repeats)
    shaping_wall, shaping_cpu, _ = timed(lambda: mcgpo.rubric_shaping_rewards(groups, cfg, batch=batch),
                                         args.repeats)
    print(f"P={P} G={args.group_size} T={args.horizon} rows={rows} pairs={len(prefs)} "
          f"(exact {int(diag['pairs_exact'])}, supported comparisons {int(diag['supported_comparisons'])}): "
          f"build_preferences {build_wall:.3f} s wall / {build_cpu:.3f} s cpu, "
          f"rubric_shaping {shaping_wall:.3f} s wall / {shaping_cpu:.3f} s cpu")


if __name__ == "__main__":
  main()
