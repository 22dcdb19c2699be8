"""The update loop (docs/architecture.md), top to bottom: each update's phases collect → pack → teacher →
credit → learn → publish (`run_update`, one function each), then hooks that run `every=` so many updates:
validate, capture, log, the guard's stop, checkpoint (`_hooks`). One clock times the phases
(`timer.UpdateClock`). Everything it needs is built by `mcgpo_jax.builder.build` as three roles
(mcgpo_jax/roles.py); where the batches come from and when the actor gets new weights is the schedule's
(mcgpo_jax/schedule.py: lockstep, or pipelined with a bounded staleness).
"""
from __future__ import annotations

import dataclasses
import json
import time
from typing import Any, Callable, Optional

import numpy as np
from etils import epath

from mcgpo_jax import builder, distributed, guard, progress, rundir
from mcgpo_jax import schedule as schedule_lib
from mcgpo_jax.credit import methods
from mcgpo_jax.credit.method import Credit
from mcgpo_jax.data.batch import RolloutBatch, unpack_rows
from mcgpo_jax.data.captures import write_captures
from mcgpo_jax.data.tokens import TokenArrays, pack_token_rows
from mcgpo_jax.learn.mismatch import mismatch_warning, row_dumps
from mcgpo_jax.learn.teacher_pass import with_teacher_gaps
from mcgpo_jax.roles import LearnerRole, Run
from mcgpo_jax.rollout.agent import Rollout
from mcgpo_jax.seeds import derive as derive_seed
from mcgpo_jax.timer import UpdateClock
from mcgpo_jax.validation import validation_table


class NonFiniteError(RuntimeError):
  """Too many updates were skipped (non-finite or diverging; mcgpo_jax/guard.py), or one was with no
  checkpoint to go back to."""


def nonfinite_inputs(row_adv: np.ndarray, pair_weight: np.ndarray) -> str:
  """Why the learner must not see this update's credit ('' when it may): a NaN advantage would turn every
  weight NaN in one step."""
  bad = [name for name, x in (("advantages", row_adv), ("pair weights", pair_weight))
         if np.size(x) and not np.all(np.isfinite(x))]
  return f"non-finite {' and '.join(bad)}" if bad else ""


def nonfinite_outputs(params, opt_state, learn_metrics: dict[str, Any]) -> str:
  """Why the update's result must be discarded ('' when it is finite): the losses, weights or optimizer
  moments. Every process computes the same answer (the reduction runs over the global arrays)."""
  bad = sorted(k for k, v in learn_metrics.items() if np.ndim(v) == 0 and not np.isfinite(float(v)))
  if bad:
    return f"non-finite {', '.join(bad)}"
  return "" if bool(guard.all_finite((params, opt_state))) else "non-finite weights or optimizer state"


def _learn(learning: LearnerRole, update: int, tokens, row_adv, credit, seed: int) -> tuple[dict[str, Any], str]:
  """One guarded policy update: skipped when its credit is not finite; when its result is not finite or
  diverges (learning.guard; the donated inputs are gone by then) the policy goes back to the newest
  checkpoint, which holds only kept updates. Returns the learner's metrics (with the new `actor/param_norm`)
  and why the update was skipped ('' if it was not)."""
  skipped = nonfinite_inputs(row_adv, credit.pairs.weight)
  if skipped:
    return {}, skipped
  params, opt_state, learn_metrics = learning.learner.update(
      learning.params, learning.opt_state, learning.ref_params, tokens, row_adv, credit.pairs.plus_row, credit.pairs.minus_row,
      credit.pairs.weight, seed=seed)
  skipped = nonfinite_outputs(params, opt_state, learn_metrics)
  if not skipped:
    learn_metrics = {**learn_metrics, "actor/param_norm": float(guard.param_norm(params))}
    skipped = learning.guard.diverging(learn_metrics)
  if not skipped:
    learning.guard.keep(learn_metrics)
    learning.params, learning.opt_state = params, opt_state
    return learn_metrics, ""
  back = learning.rollback()
  if back is None:
    raise NonFiniteError(f"update {update}: {skipped} and no checkpoint to go back to "
                         f"(config.checkpoint_every={learning.cfg.checkpoint_every}); the run stops")
  progress.log(f"update {update}: {skipped}; the policy went back to checkpoint {back}")
  return learn_metrics, f"{skipped} (back to checkpoint {back})"


def train(config) -> dict[str, Any]:
  """Runs (or resumes) a training run described by an ml_collections config. Returns the last metrics."""
  run = builder.build(config)          # validates the config before any compute
  try:
    return _train(run)
  finally:
    run.close()


def pack(run: Run, rollout: Rollout) -> tuple[RolloutBatch, TokenArrays]:
  """Step 2, once per update: the task groups as `[P, G, T]` arrays laid out as the algorithm reads them
  (credit/methods.pack_update), and the token rows as `[rows, L]` arrays for the learner."""
  cfg, rows, actor = run.cfg, rollout.rows, run.acting.actor
  batch = methods.pack_update(cfg.algorithm, rollout.groups, cfg, env=cfg.env, horizon=actor.max_steps,
                              group_size=cfg.group_size)
  tokens = pack_token_rows([r.prompt_ids for r in rows], [r.response_ids for r in rows], actor.tokenizer.pad_id,
                           sample_logps=[r.logprobs for r in rows])
  return batch, tokens


def teach(learning: LearnerRole, rollout: Rollout, batch: RolloutBatch
          ) -> tuple[RolloutBatch, Optional[np.ndarray], dict[str, float]]:
  """Step 3 (SGR-OPSD): the teacher gap d of every token row, scored by π_old, the learner's current
  weights (learn/teacher_pass.py), put into the packed batch; (the batch as it was, None, {}) for a run
  without a teacher."""
  if learning.teacher is None:
    return batch, None, {}
  gaps, stats = learning.teacher.score(rollout, learning.learner, learning.params)
  return batch.with_teacher_gap(gaps), gaps, stats


@dataclasses.dataclass
class UpdateResult:
  """What one update's phases leave for the hooks: its records, the teacher's gaps and its metrics row."""
  update: int
  rollout: Rollout
  gaps: Optional[np.ndarray]
  metrics: dict[str, Any]
  skipped: str        # why the update was skipped ('' if it was not)
  stop: str           # why the guard stops the run after this update's row ('' to go on)


@dataclasses.dataclass(frozen=True)
class Hook:
  """Work the loop does after an update's phases, every `every` updates (0: never) and, with `at_end`, at
  the run's last update too; `primary` hooks run on process 0 only."""
  every: int
  run: Callable[[Run, "schedule_lib.Lockstep | schedule_lib.Pipelined", UpdateResult, UpdateClock], None]
  at_end: bool = False
  primary: bool = False

  def due(self, update: int, last: int) -> bool:
    return (self.every > 0 and (update % self.every == 0 or (self.at_end and update == last))
            and (distributed.is_primary() or not self.primary))


def _hooks(cfg) -> list[Hook]:
  """In this order: the scheduled validation (its numbers join the row), the capture, the row itself, the
  guard's stop, the checkpoint. The row goes to disk before the checkpoint commits (a kill in between redoes
  the update and rewrites the row); the checkpoint carries a copy, re-emitted on resume if metrics.jsonl
  lost it. The run's closing table ends with the policy it leaves: validation also runs at the last update."""
  return [Hook(cfg.eval_every, _validate_hook, at_end=True), Hook(cfg.capture_every, _capture_hook, primary=True),
          Hook(1, _log_hook), Hook(1, _stop_hook),
          Hook(cfg.checkpoint_every, _checkpoint_hook, at_end=True)]


def _train(run: Run) -> dict[str, Any]:
  cfg = run.cfg
  last: dict[str, Any] = {}
  schedule = schedule_lib.make(run)
  try:
    if run.start_update == 0 and cfg.eval_every > 0:   # the policy before RL: row 0
      last = schedule.validate(0)
      run.io.metrics.write(0, last, cfg.num_updates)
    hooks, clock = _hooks(cfg), UpdateClock()
    for update in range(run.start_update + 1, cfg.num_updates + 1):
      result = run_update(run, schedule, update, clock)
      for hook in hooks:
        if hook.due(update, cfg.num_updates):
          hook.run(run, schedule, result, clock)
      last = result.metrics
  finally:
    schedule.close()
  if distributed.is_primary():
    print(validation_table(run.run_dir), flush=True)
  return last


def run_update(run: Run, schedule, update: int, clock: UpdateClock) -> UpdateResult:
  """One update's phases, each timed: collect → pack → teacher → credit → learn → publish. Under a pipelined
  schedule, "collect" is the wait for a batch the actor sampled while earlier updates learned."""
  cfg, learning = run.cfg, run.learning
  with clock.phase("timing_s/rollout"):   # 1. P groups × G siblings, turn-batched through the rollout engine
    rollout = schedule.batch(update)
  stats = dict(rollout.stats)
  stats.pop("time_rollout")   # the collector's own clock; timing_s/rollout (whole collect, retries too) replaces it
  with clock.phase("timing_s/adv"):       # 2-4. pack (once), teacher, credit (+ MCGPO pairs / SGR-OPSD weights)
    batch, tokens = pack(run, rollout)
    batch, gaps, teacher_stats = teach(learning, rollout, batch)
    stats.update(teacher_stats)
    credit = methods.credit(cfg.algorithm, rollout.groups, batch, cfg, env=cfg.env)
    row_adv = unpack_rows(credit.advantages, credit.batch, len(rollout.rows))
  with clock.phase("timing_s/update_actor"):   # 5. π_old / π_ref log-probs, pair-aware minibatch updates (guarded)
    if cfg.rollout.mismatch_dump:
      _dump_mismatch(run, update, tokens)
    learn_metrics, skipped = _learn(learning, update, tokens, row_adv, credit, derive_seed(cfg.seed, update, 4))
  stop = learning.guard.record(bool(skipped))
  if skipped:
    progress.log(f"update {update} skipped: {skipped} ({learning.guard.in_a_row()} in a row)")
  warning = mismatch_warning(learn_metrics, cfg.rollout.mismatch_warn_kl)
  if warning:
    progress.log(f"update {update}: {warning}")
  with clock.phase("timing_s/sync"):      # 6. the new weights become the actor's next version
    schedule.publish(update)
  metrics = _metrics(cfg, stats, credit, row_adv, learn_metrics, tokens, skipped)
  metrics.update(schedule.batch_stats(update, rollout))
  return UpdateResult(update, rollout, gaps, metrics, skipped, stop or "")


def _validate_hook(run: Run, schedule, result: UpdateResult, clock: UpdateClock) -> None:
  with clock.phase("timing_s/testing"):
    result.metrics.update(schedule.validate(result.update))


def _capture_hook(run: Run, schedule, result: UpdateResult, clock: UpdateClock) -> None:
  _capture(run, result.update, result.rollout, result.gaps)


def _log_hook(run: Run, schedule, result: UpdateResult, clock: UpdateClock) -> None:
  """The update's row: its metrics, then its disjoint phases, which add up to its wall time
  (timing_s/step, from the previous row to this one): rollout + adv + update_actor + sync (+ testing, + the
  previous checkpoint's save) + other (capture, logging, statistics). timing_s/gen lies inside
  timing_s/rollout: logged apart, never summed again."""
  m = result.metrics
  timings = clock.row(other="timing_s/other", total="timing_s/step")
  m.update(timings, **{
      "perf/generated_tokens_per_s": m["perf/generated_tokens"] / max(m["timing_s/gen"], 1e-9),
      "perf/trained_tokens_per_s": m["perf/total_num_tokens"] / max(timings["timing_s/update_actor"], 1e-9)})
  run.io.metrics.write(result.update, m, run.cfg.num_updates)


def _stop_hook(run: Run, schedule, result: UpdateResult, clock: UpdateClock) -> None:
  if result.stop:
    raise NonFiniteError(f"{result.stop} (last, update {result.update}: {result.skipped}); the run stops; its "
                         f"checkpoints hold only kept updates")


def _checkpoint_hook(run: Run, schedule, result: UpdateResult, clock: UpdateClock) -> None:
  t0 = time.perf_counter()
  run.learning.save_checkpoint(result.update, result.metrics, schedule.in_flight(result.update))
  clock.carry("timing_s/save_checkpoint", time.perf_counter() - t0)   # reported in the next row


def _metrics(cfg, stats: dict[str, Any], credit: Credit, row_adv: np.ndarray, learn_metrics: dict[str, Any],
             tokens: TokenArrays, skipped: str) -> dict[str, Any]:
  """The update's metrics row before validation and timings (a pure function of what the update computed)."""
  learn_metrics = dict(learn_metrics)
  return {**stats, **credit.diagnostics, **_advantage_stats(row_adv), **_anchor_stats(credit.batch),
          **_padding_stats(stats, learn_metrics), **learn_metrics,
          "episode/num_trajectories": float(cfg.groups * cfg.group_size),
          "perf/total_num_tokens": float(tokens.num_tokens), "actor/skipped_update": float(bool(skipped))}


def _capture(run: Run, update: int, rollout: Rollout, gaps: Optional[np.ndarray]) -> None:
  """config.capture_every: the update's records (with the teacher's gaps) for launch/replay.py."""
  captures = epath.Path(rundir.RunDir(run.run_dir).captures)
  captures.mkdir(parents=True, exist_ok=True)
  write_captures(captures / f"update_{update:05d}.jsonl",
                 rollout.groups if gaps is None else with_teacher_gaps(rollout.groups, gaps))


def _dump_mismatch(run: Run, update: int, tokens) -> None:
  """config.rollout.mismatch_dump: every row's prompt and sampled ids with the engine's and the learner's
  log-probs, to <run_dir>/mismatch/update_N.jsonl (one more π_old pass: for debugging, on one process)."""
  old, _ = run.learning.learner.score_rows(run.learning.params, tokens.tokens, tokens.attention_mask, tokens.response_mask)
  path = epath.Path(rundir.RunDir(run.run_dir).mismatch)
  path.mkdir(parents=True, exist_ok=True)
  rows = row_dumps(tokens, old)
  (path / f"update_{update:05d}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))


def _padding_stats(stats: dict[str, Any], learn_metrics: dict[str, Any]) -> dict[str, float]:
  """perf/real_tokens, perf/slot_tokens and perf/padding_frac over every learner pass of the update (π_old,
  π_ref, the train step, SGR-OPSD's teacher pass): the tokens they computed on and the token slots they ran,
  real or padding. Moves the learner's counts out of `learn_metrics`; {} for a skipped update."""
  if "slot_tokens" not in learn_metrics:
    return {}
  real = learn_metrics.pop("real_tokens") + stats.get("perf/teacher_real_tokens", 0.0)
  slots = learn_metrics.pop("slot_tokens") + stats.get("perf/teacher_slot_tokens", 0.0)
  return {"perf/real_tokens": real, "perf/slot_tokens": slots, "perf/padding_frac": 1.0 - real / max(slots, 1.0)}


def _anchor_stats(batch) -> dict[str, float]:
  """Sizes of the (task, anchor) groups the step-level estimators normalise within: seen from each row, and
  per group (`anchor/group_size`, G2PO's "mean state-group size", App. D: 2.01 on AppWorld)."""
  anchor, mask = np.asarray(batch.anchor), np.asarray(batch.mask)
  sizes, distinct = [], []
  for p in range(anchor.shape[0]):
    ids = anchor[p][mask[p]]
    if ids.size:
      counts = np.bincount(ids)
      sizes.append(counts[ids])
      distinct.append(np.count_nonzero(counts))
  if not sizes:
    return {}
  sizes = np.concatenate(sizes)
  return {"anchor/row_group_size": float(sizes.mean()), "anchor/shared_fraction": float(np.mean(sizes > 1)),
          "anchor/distinct_per_task": float(np.mean(distinct)), "anchor/group_size": sizes.size / sum(distinct)}


def _advantage_stats(adv: np.ndarray) -> dict[str, float]:
  if adv.size == 0:
    return {}
  return {"critic/advantages/mean": float(adv.mean()), "critic/advantages/std": float(adv.std()),
          "critic/advantages/max": float(adv.max()), "critic/advantages/min": float(adv.min()),
          "critic/advantages/nonzero_frac": float(np.mean(adv != 0))}
