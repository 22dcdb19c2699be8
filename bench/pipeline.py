"""Updates per hour on this machine, lockstep against pipelined (config.pipeline.max_lag), in one run.

Clones the ALFWorld quickstart's policy once (`--config.num_updates=0`: its warm start only), then runs the
quickstart from that warm start (`warm_start.from_run`) twice in this process, same seed, same tasks:
lockstep (max_lag 0, today's default) and pipelined (max_lag 1, an actor thread collecting the next batch while
the learner learns). Both use the same cores (the process is pinned to `--cores` when given). For each it
prints the steady-state wall and CPU seconds per update (the updates after `--skip`, whose first ones compile),
and for lockstep its two sides: the rollout (`schedule.batch`) and the learner (everything else of the update).

The bound this machine allows the pipelined update is lockstep's wall time over the larger of (a) both sides'
CPU seconds shared over the cores and (b) the longer side alone; the table shows the pipelined speedup against
it. Validation and checkpoints are off in both runs (they would time the same in both).

  JAX_PLATFORMS=cpu PYTHONPATH=. python bench/pipeline.py                     # 8 updates each, 2 cores
  JAX_PLATFORMS=cpu PYTHONPATH=. python bench/pipeline.py --updates=4 --clone_steps=50   # a quick look
"""
from __future__ import annotations

import argparse
import os
import subprocess
import tempfile
import time

import numpy as np

from configs import alfworld
from mcgpo_jax import schedule, trainer
from mcgpo_jax.metrics import read_metrics


class Meter:
  """Wall and CPU seconds (this process, every thread) of each update, and of the lockstep rollout inside it."""

  def __init__(self):
    self.updates: list[tuple[float, float]] = []    # (wall, cpu) at each update's start, and at the end
    self.rollout: dict[int, tuple[float, float]] = {}

  def mark(self):
    self.updates.append((time.perf_counter(), time.process_time()))

  def per_update(self) -> np.ndarray:
    """[updates, 2]: each update's wall and CPU seconds (from its start to the next one's)."""
    return np.diff(np.array(self.updates), axis=0)


def measured_run(cfg, meter: Meter) -> None:
  """trainer.train(cfg), marking each update's start and the lockstep rollout's wall / CPU seconds."""
  run_update, lockstep_batch = trainer.run_update, schedule.Lockstep.batch

  def timed_update(*args, **kwargs):
    meter.mark()
    return run_update(*args, **kwargs)

  def timed_batch(self, update):
    t, c = time.perf_counter(), time.process_time()
    out = lockstep_batch(self, update)
    meter.rollout[update] = (time.perf_counter() - t, time.process_time() - c)
    return out
  trainer.run_update, schedule.Lockstep.batch = timed_update, timed_batch
  try:
    trainer.train(cfg)
  finally:
    trainer.run_update, schedule.Lockstep.batch = run_update, lockstep_batch
  meter.mark()   # the loop's end (the closing table is printed after it; negligible)


def config(args, run_dir: str, source: str, max_lag: int):
  cfg = alfworld.get_config("quickstart")
  cfg.update(dict(run_dir=run_dir, num_updates=args.updates, eval_every=0, checkpoint_every=0, seed=args.seed))
  cfg.warm_start.from_run = source
  cfg.warm_start.steps = args.clone_steps
  cfg.pipeline.max_lag = max_lag
  return cfg


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  parser.add_argument("--updates", type=int, default=8)
  parser.add_argument("--skip", type=int, default=2, help="updates not timed (compilation)")
  parser.add_argument("--clone_steps", type=int, default=300, help="the warm start's cloning steps")
  parser.add_argument("--seed", type=int, default=0)
  parser.add_argument("--cores", default="", help="pin this process to these cores, e.g. 0,1 (default: as is)")
  parser.add_argument("--dir", default="", help="where the runs go (default: a temporary dir)")
  args = parser.parse_args()
  if args.cores:
    os.sched_setaffinity(0, {int(c) for c in args.cores.split(",")})
  cores = len(os.sched_getaffinity(0))
  root = args.dir or tempfile.mkdtemp(prefix="bench_pipeline_")
  source = os.path.join(root, "clone")
  if not os.path.isdir(os.path.join(source, "reference")):
    cfg = config(args, source, "", 0)
    cfg.num_updates, cfg.warm_start.from_run = 0, None
    print(f"cloning the quickstart's policy ({args.clone_steps} steps) into {source}", flush=True)
    trainer.train(cfg)

  results = {}
  for name, lag in (("lockstep", 0), ("pipelined, max_lag 1", 1)):
    meter = Meter()
    print(f"--- {name}: {args.updates} updates", flush=True)
    cfg = config(args, os.path.join(root, f"lag{lag}"), source, lag)
    measured_run(cfg, meter)
    steady = meter.per_update()[args.skip:]
    rows = {r["update"]: r for r in read_metrics(cfg.run_dir)}
    timed = range(args.skip + 1, args.updates + 1)
    results[name] = {"wall": steady[:, 0].mean(), "cpu": steady[:, 1].mean(),
                     "staleness": np.mean([rows[u].get("rollout/staleness_mean", 0.0) for u in timed]),
                     "wait": np.mean([rows[u]["timing_s/rollout"] for u in timed])}
    if lag == 0:
      side = np.array([meter.rollout[u] for u in timed])
      results[name]["rollout_wall"], results[name]["rollout_cpu"] = side[:, 0].mean(), side[:, 1].mean()
    else:
      results[name]["actor"] = np.mean([rows[u].get("pipeline/actor_rollout_s", np.nan) for u in timed])

  lock, pipe = results["lockstep"], results["pipelined, max_lag 1"]
  learner_wall = lock["wall"] - lock["rollout_wall"]
  bound_time = max(lock["cpu"] / cores, lock["rollout_wall"], learner_wall)
  bound, speedup = lock["wall"] / bound_time, lock["wall"] / pipe["wall"]
  commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
  print(f"\nALFWorld quickstart (4 x 4, {args.clone_steps} cloning steps), seed {args.seed}, {cores} cores, "
        f"updates {args.skip + 1}-{args.updates} (of {args.updates}), commit {commit or '?'}")
  print("| schedule | updates / h | wall s / update | CPU s / update | CPU / wall | the learner waited for "
        "its batch (s) | staleness |")
  print("|---|---|---|---|---|---|---|")
  for name, r in results.items():
    print(f"| {name} | {3600 / r['wall']:.0f} | {r['wall']:.2f} | {r['cpu']:.2f} | {r['cpu'] / r['wall']:.2f} | "
          f"{r['wait']:.2f} | {r['staleness']:.2f} |")
  print(f"\nlockstep's sides: rollout {lock['rollout_wall']:.2f} s wall ({lock['rollout_cpu']:.2f} s CPU), learner "
        f"{learner_wall:.2f} s wall ({lock['cpu'] - lock['rollout_cpu']:.2f} s CPU); the pipelined actor "
        f"collected for {pipe['actor']:.2f} s per update")
  print(f"bound: {lock['wall']:.2f} / max(CPU {lock['cpu']:.2f} / {cores} cores = {lock['cpu'] / cores:.2f}, "
        f"rollout {lock['rollout_wall']:.2f}, learner {learner_wall:.2f}) = {bound:.3f}x")
  print(f"pipelined: {speedup:.3f}x, {speedup / bound:.1%} of the bound "
        f"({(speedup - 1) / max(bound - 1, 1e-9):.1%} of its gain)")


if __name__ == "__main__":
  main()
