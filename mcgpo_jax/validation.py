"""Validation: the no-learning rollouts the trainer's scheduled validation and launch/evaluate.py both run
(`validation_metrics`, through the run's `rollout.actor.Actor`), and the run's validation table.
"""
from __future__ import annotations

import jax

from mcgpo_jax import progress
from mcgpo_jax.metrics import read_metrics
from mcgpo_jax.rollout.actor import Actor
from mcgpo_jax.rollout.agent import episode_stats


def validation_metrics(actor: Actor, tasks, rollouts_per_task: int, sampling, seed: int,
                       prefix: str = "val/") -> dict[str, float]:
  """Success, score, length, invalid rate and per-type success of `rollouts_per_task` rollouts of each
  task, batched over the actor's environment pool (split across processes); no learning. Keyed `prefix` +
  name: `val/` as the metrics row logs them."""
  per_call = max(1, len(actor.envs) // rollouts_per_task) * jax.process_count()
  groups = []
  with progress.bar(total=len(tasks), desc="validation", unit="task") as bar:
    for start in range(0, len(tasks), per_call):
      groups.extend(actor.collect(tasks[start:start + per_call], rollouts_per_task, sampling, seed,
                                  first_episode=start * rollouts_per_task).groups)
      bar.update(len(tasks[start:start + per_call]))
  return episode_stats(groups, prefix)


def validation_table(run_dir: str) -> str:
  """The run's scheduled validations as a text table (update 0 is the policy before RL)."""
  rows = [r for r in read_metrics(run_dir) if "val/success_rate" in r]
  if not rows:
    return f"no scheduled validations in {run_dir} (config.eval_every = 0)"
  types = sorted({k for r in rows for k in r if k.startswith("val/success/")})
  head = ["update", "success", "score", "length", "invalid"] + [t.split("/")[-1] for t in types]
  lines = ["validation (" + run_dir + ")", "  ".join(f"{h:>10}" for h in head)]
  for r in rows:
    cells = [r["update"], r["val/success_rate"], r["val/score"], r["val/episode_length"], r["val/invalid_rate"]]
    cells += [r.get(t, float("nan")) for t in types]
    lines.append("  ".join(f"{c:>10}" if isinstance(c, int) else f"{'null':>10}" if c is None else f"{c:>10.3f}"
                           for c in cells))
  return "\n".join(lines)
