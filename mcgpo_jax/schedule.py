"""The update loop's two schedules over the run's roles (mcgpo_jax/roles.py; docs/pipeline.md).

Both answer the same calls from the trainer: `batch(u)` (the rollout update u learns from), `publish(u)`
(update u is learned: its weights become the next version), `validate(u)` (validation of the policy after
update u), `in_flight(u)` (what checkpoint u must carry besides the weights) and `batch_stats(u, rollout)`
(the schedule's own metrics of update u).

- `Lockstep` (config.pipeline.max_lag = 0, the papers' setting): collect → learn → sync, one after the other.
- `Pipelined` (max_lag = k > 0): an actor thread collects the next batches while the learner learns. The
  batch of update u is sampled by **version** v(u) = max(r + 1, u − k), where version v is the policy update v
  starts from (the weights after v − 1 updates) and r is the update the run (re)started after: its start,
  resume or the guard's last rollback. The versions are fixed by the update counter, never by timing, so a
  pipelined run is as deterministic as a lockstep one, and a kill -9 resumes exactly: checkpoint u carries the
  batches already sampled for updates u + 1 .. u + k (`in_flight`) with their versions.

Overlap is real where the two sides do not wait on each other: JAX dispatch is asynchronous and XLA
computations release the GIL, so the learner's step runs while the actor thread steps environments and decodes
(on the same devices, or on config.pipeline.rollout_devices of their own).
"""
from __future__ import annotations

import base64
import concurrent.futures
import pickle
import queue
import threading
import time
import zlib
from typing import Any, Callable, Optional

from mcgpo_jax.roles import ActorRole, Run
from mcgpo_jax.rollout.agent import Rollout
from mcgpo_jax.seeds import derive as derive_seed
from mcgpo_jax.validation import validation_metrics


def validate(acting: ActorRole, update: int) -> dict[str, float]:
  """The scheduled validation: `eval_rollouts` rollouts per fixed validation task at the validation
  temperature (one in the papers), keyed val/."""
  cfg = acting.cfg
  return validation_metrics(acting.actor, acting.valid_tasks, cfg.eval_rollouts, acting.eval_sampling,
                            derive_seed(cfg.seed, update, 3))


def stamp(rollout: Rollout, version: int) -> Rollout:
  """Every token row records the policy version that sampled it."""
  for row in rollout.rows:
    row.version = version
  return rollout


class Lockstep:
  """collect → learn → sync: every batch is sampled by the weights the learner holds (staleness 0)."""

  def __init__(self, run: Run):
    self.run = run

  def batch(self, update: int) -> Rollout:
    return stamp(self.run.acting.collect(update), update)

  def publish(self, update: int) -> None:
    self.run.acting.actor.engine.sync(self.run.learning.params, update)

  def validate(self, update: int) -> dict[str, float]:
    return validate(self.run.acting, update)

  def in_flight(self, update: int) -> Optional[list]:
    return None

  def batch_stats(self, update: int, rollout: Rollout) -> dict[str, float]:
    return {}

  def close(self) -> None:
    pass


def encode_batch(update: int, rollout: Rollout) -> dict[str, Any]:
  """A sampled batch as JSON for the checkpoint's data state: exact (pickled records, zlib, base64)."""
  blob = zlib.compress(pickle.dumps(rollout, protocol=pickle.HIGHEST_PROTOCOL))
  return {"update": update, "rollout": base64.b64encode(blob).decode("ascii")}


def decode_batch(item: dict[str, Any]) -> Rollout:
  return pickle.loads(zlib.decompress(base64.b64decode(item["rollout"])))


class Pipelined:
  """The actor thread collects up to max_lag batches ahead of the learner (module docstring).

  Jobs (collections and validations) run on the actor thread in the order the learner submits them, each
  at a stated version; `publish` hands the actor a snapshot of the weights (its own buffers: the learner's
  next update donates its params), and the actor serves a version only when a job asks for it.
  """

  def __init__(self, run: Run):
    self.run, self.lag = run, int(run.cfg.pipeline.max_lag)
    self.engine = run.acting.actor.engine
    self._snapshots: dict[int, Any] = {}
    self._cond = threading.Condition()
    self._jobs: "queue.Queue[Optional[tuple]]" = queue.Queue()
    self._batches: dict[int, concurrent.futures.Future] = {}
    self._serving: Optional[int] = run.start_update + 1   # the built engine serves the starting weights
    self._rollbacks_seen = run.learning.rollbacks
    self.actor_seconds: dict[int, float] = {}          # update -> seconds its collection took on the actor
    self._thread = threading.Thread(target=self._work, name="actor", daemon=True)
    self._thread.start()
    restored = {item["update"]: decode_batch(item) for item in (run.in_flight or [])}
    self._restart(run.start_update, restored)

  # --- the learner's side ------------------------------------------------------------------------------------

  def _restart(self, after: int, restored: Optional[dict[int, Rollout]] = None) -> None:
    """Batches r + 1 .. r + k for a (re)start after update r = `after`: restored ones as they were, the
    others sampled by version r + 1, the weights the learner holds now."""
    self._start = after
    if self._serving != after + 1:   # a rollback's weights (at the start, the engine serves them already)
      self._publish_version(after + 1)
    for update in range(after + 1, min(after + self.lag, self.run.cfg.num_updates) + 1):
      if restored and update in restored:
        done: concurrent.futures.Future = concurrent.futures.Future()
        done.set_result(restored[update])
        self._batches[update] = done
      else:
        self._submit_batch(update)

  def version(self, update: int) -> int:
    """The version that samples the batch of `update`: max(r + 1, update - max_lag)."""
    return max(self._start + 1, update - self.lag)

  def _submit_batch(self, update: int) -> None:
    version = self.version(update)

    def job():
      t0 = time.perf_counter()
      rollout = stamp(self.run.acting.collect(update), version)
      self.actor_seconds[update] = time.perf_counter() - t0
      return rollout
    self._batches[update] = self._submit(version, job)

  def _submit(self, version: int, fn: Callable[[], Any]) -> concurrent.futures.Future:
    future: concurrent.futures.Future = concurrent.futures.Future()
    self._jobs.put((version, fn, future))
    return future

  def _publish_version(self, version: int) -> None:
    snapshot = self.engine.snapshot(self.run.learning.params)   # dispatched now, before the next donation
    with self._cond:
      self._snapshots[version] = snapshot
      self._cond.notify_all()

  def batch(self, update: int) -> Rollout:
    """The batch of `update`, after queueing the one max_lag updates later (sampled while this one learns)."""
    ahead = update + self.lag
    if ahead <= self.run.cfg.num_updates and ahead not in self._batches:
      self._submit_batch(ahead)
    return self._batches.pop(update).result()

  def publish(self, update: int) -> None:
    """Update `update` is learned: its weights are version update + 1. After a rollback of the guard, the
    batches queued from rolled-back versions are discarded and the schedule restarts after `update`."""
    if self.run.learning.rollbacks != self._rollbacks_seen:
      self._rollbacks_seen = self.run.learning.rollbacks
      self._discard_queued()
      self._restart(update)
    else:
      self._publish_version(update + 1)

  def batch_stats(self, update: int, rollout: Rollout) -> dict[str, float]:
    """Staleness in updates (update - the row's version) over the batch's rows, and the seconds the actor
    spent collecting it (absent for a batch restored from a checkpoint)."""
    lags = [update - row.version for row in rollout.rows] or [0]
    stats = {"rollout/staleness_mean": sum(lags) / len(lags), "rollout/staleness_max": float(max(lags))}
    if update in self.actor_seconds:
      stats["pipeline/actor_rollout_s"] = self.actor_seconds.pop(update)
    return stats

  def validate(self, update: int) -> dict[str, float]:
    """Validation of the policy after update `update` (version update + 1), on the actor thread after the
    batches already queued."""
    return self._submit(update + 1, lambda: validate(self.run.acting, update)).result()

  def in_flight(self, update: int) -> list:
    """The batches sampled for updates after `update`, for checkpoint `update` (waits until they are done)."""
    return [encode_batch(u, self._batches[u].result()) for u in sorted(self._batches) if u > update]

  def _discard_queued(self) -> None:
    for future in self._batches.values():
      future.cancel()
    for future in self._batches.values():   # the one running finishes; its batch is dropped too
      try:
        future.result()
      except concurrent.futures.CancelledError:
        pass
    self._batches.clear()

  def close(self) -> None:
    for future in self._batches.values():
      future.cancel()
    self._jobs.put(None)
    self._thread.join()

  # --- the actor thread --------------------------------------------------------------------------------------

  def _work(self) -> None:
    while True:
      job = self._jobs.get()
      if job is None:
        return
      version, fn, future = job
      if not future.set_running_or_notify_cancel():
        continue
      try:
        self._serve(version)
        future.set_result(fn())
      except BaseException as e:  # noqa: BLE001 - re-raised on the learner's thread by future.result()
        future.set_exception(e)

  def _serve(self, version: int) -> None:
    """The engine serves `version` (waiting for the learner to publish it); older snapshots are dropped."""
    if self._serving == version:
      return
    with self._cond:
      while version not in self._snapshots:
        self._cond.wait()
      snapshot = self._snapshots[version]
      for old in [v for v in self._snapshots if v < version]:
        del self._snapshots[old]
    self.engine.serve(snapshot, version - 1)
    self._serving = version


def make(run: Run):
  """The run's schedule: lockstep for config.pipeline.max_lag = 0, pipelined above."""
  return Pipelined(run) if run.cfg.pipeline.max_lag > 0 else Lockstep(run)
