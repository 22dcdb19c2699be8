"""A training run's three roles, each one object holding its own state (docs/architecture.md, "Roles").

- `LearnerRole`: the policy being trained: the step functions (`learn.step.Learner`), params, optimizer
  state, the frozen π_ref, SGR-OPSD's teacher, the update guard, the checkpoints and the rollback to them.
- `ActorRole`: what acting needs: the environments, the rollout engine with the devices it samples on, the
  tokenizer (`rollout.actor.Actor`), the task list and the training / validation sampling. It never reads
  the learner's buffers: the learner hands it versions of the weights (`publish`, then `serve`).
- `RunIO`: the run's directory, its lock and the metrics rows.

The update loop is a schedule over these roles (mcgpo_jax/schedule.py): lockstep, or pipelined with a bounded
staleness. Keeping the roles apart is what lets the two sides run at the same time.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Optional

import jax
import ml_collections
import numpy as np

from mcgpo_jax import checkpoint as ckpt_lib
from mcgpo_jax import rundir
from mcgpo_jax.envs.base import Task, TaskList
from mcgpo_jax.guard import UpdateGuard
from mcgpo_jax.learn.step import Learner
from mcgpo_jax.metrics import MetricsWriter
from mcgpo_jax.models.sampler import SamplingParams
from mcgpo_jax.rollout.actor import Actor
from mcgpo_jax.rollout.agent import Rollout
from mcgpo_jax.seeds import derive as derive_seed


@dataclasses.dataclass
class LearnerRole:
  """The policy being trained and everything that changes with it. `params` / `opt_state` are donated by
  every update: anything that must outlive an update (the actor's weights) gets its own copy (`publish`)."""
  cfg: ml_collections.ConfigDict
  learner: Learner
  params: Any
  opt_state: Any
  ref_params: Any
  checkpoints: ckpt_lib.Checkpointer
  guard: UpdateGuard                    # which updates are kept; its state rides in every checkpoint
  teacher: Any = None                   # SGR-OPSD's teacher pass (None for the other methods)
  rollbacks: int = 0                    # how often the guard sent the policy back to a checkpoint

  def save_checkpoint(self, update: int, metrics: Optional[dict] = None,
                      in_flight: Optional[list] = None) -> None:
    """Params, AdamW state, the run key and the data position. Tasks and RNG streams are pure functions of
    (seed, update), so the update counter is the whole data-iterator state, but for a pipelined run's
    batches already sampled for later updates (`in_flight`, JSON, with the versions that sampled them).
    The update's metrics row rides along, so a resume can re-emit it if metrics.jsonl lost it."""
    row = {k: (float(v) if np.isfinite(float(v)) else None) for k, v in (metrics or {}).items()
           if isinstance(v, (int, float, np.number))}
    data_state = {"update": update, "seed": int(self.cfg.seed), "train_split": self.cfg.train_split,
                  "metrics": row, "guard": self.guard.state()}
    if in_flight is not None:
      data_state["in_flight"] = in_flight
    self.checkpoints.save(ckpt_lib.TrainCheckpoint(
        update=update, params=self.params, opt_state=self.opt_state, rng=jax.random.key(int(self.cfg.seed)),
        data_state=data_state))

  def rollback(self) -> Optional[int]:
    """Params and optimizer state from the newest checkpoint (after a skipped update destroyed the donated
    ones; checkpoints hold only kept updates); returns its update, or None when there is no checkpoint."""
    if self.checkpoints.latest_update() is None:
      return None
    restored = self.checkpoints.restore(*self.learner.abstract_state())
    self.params, self.opt_state = restored.params, restored.opt_state
    self.rollbacks += 1
    return restored.update


@dataclasses.dataclass
class ActorRole:
  """Acting: the environments, engine and tokenizer (`actor`), the tasks and the sampling settings."""
  cfg: ml_collections.ConfigDict
  actor: Actor                          # environments, rollout engine, tokenizer, prompts, horizon
  tasks: TaskList
  valid_tasks: list[Task]
  sampling: SamplingParams
  eval_sampling: SamplingParams

  def collect(self, update: int) -> Rollout:
    """P task groups × G siblings for this update; with dynamic filtering, groups whose episode rewards are
    all equal are dropped and replaced by freshly collected ones (bounded retries). A pure function of
    (seed, update) and the weights the engine serves."""
    cfg = self.cfg
    kept, rows, stats, attempt = [], [], {}, 0
    while True:
      need = cfg.groups - len(kept)
      tasks = self.tasks.sample(cfg.train_split, need, seed=derive_seed(cfg.seed, update, attempt, 1))
      rollout = self.actor.collect(tasks, cfg.group_size, self.sampling, derive_seed(cfg.seed, update, attempt, 2))
      if attempt == 0:
        stats = dict(rollout.stats)
      else:
        for key in ("perf/generated_tokens", "timing_s/gen", "time_rollout"):
          stats[key] += rollout.stats[key]
      for g in rollout.groups:
        informative = len({t.episode_reward for t in g.trajectories}) > 1
        if informative or not cfg.dynamic_filter or attempt >= cfg.filter_max_retries:
          for t in g.trajectories:  # renumber token rows into the update's row list
            for s in t.steps:
              rows.append(rollout.rows[s.row])
              s.row = len(rows) - 1
          g.update = update
          kept.append(g)
          if len(kept) == cfg.groups:
            break
      if len(kept) == cfg.groups:
        break
      attempt += 1
    stats["episode/filter_attempts"] = attempt + 1
    return Rollout(groups=kept, rows=rows, stats=stats)

  def close(self) -> None:
    self.actor.close()


@dataclasses.dataclass
class RunIO:
  """The run's directory, its lock (one trainer per dir) and its metrics rows."""
  run_dir: str
  metrics: MetricsWriter
  lock: Optional[rundir.RunDirLock] = None

  def close(self) -> None:
    self.metrics.close()
    if self.lock is not None:
      self.lock.release()


@dataclasses.dataclass
class Run:
  """A built run: its config, the update it resumes after, and its three roles."""
  cfg: ml_collections.ConfigDict
  learning: LearnerRole
  acting: ActorRole
  io: RunIO
  start_update: int = 0
  in_flight: Optional[list] = None      # a pipelined run's batches restored from its checkpoint (JSON)

  @property
  def run_dir(self) -> str:
    return self.io.run_dir

  def close(self) -> None:
    self.acting.close()
    self.io.close()
    self.learning.checkpoints.close()
