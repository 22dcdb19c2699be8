"""Per-update metrics: a JSONL file and TensorBoard event files in the run directory, plus a console line.

A non-finite value is written as null (with a warning), never dropped: a NaN loss must show in the log.
A resumed run first rewrites `metrics.jsonl` and the TensorBoard event files to the rows its checkpoint
covers, so a row written before a kill and then redone is not duplicated (TensorBoard would draw both
points), and a line (or event record) torn by a kill mid-write is dropped instead of gluing itself onto the
next row.
"""
from __future__ import annotations

import json
import math
import os
import struct
import sys
import time
import uuid
import warnings
from typing import Any, Mapping, Optional

from etils import epath

from mcgpo_jax import rundir

# The metrics row names its keys in verl's families where one exists, so dashboards and habits built for
# verl / verl-agent read ours (docs/metrics.md lists every key): actor/ for the learner, critic/advantages/
# for the credit, episode/ for the training episodes (verl-agent's), val/ for validation, timing_s/ and perf/;
# our own families (mcgpo/, sgr/, anchor/, env/, rollout/) have none. Every producer writes its key under that
# name (grep a key to find its code). This table is ONLY for reading metrics written before those names (run
# dirs of older commits, the committed study, a checkpoint's copy of an old row re-emitted on resume):
# `read_metrics` maps each old key to today's; nothing that writes a row uses it
# (tests/house/test_metrics_doc.py checks a fresh row needs no renaming).
RENAMED = {
    # the learner (learn/step.py, learn/losses.py): verl's spelling where it has the quantity
    "loss": "actor/loss", "pg_loss": "actor/pg_loss", "pair_loss": "actor/pair_loss", "entropy": "actor/entropy",
    "kl": "actor/kl_loss", "approx_kl": "actor/ppo_kl", "clip_frac": "actor/pg_clipfrac",
    "dual_clip_frac": "actor/pg_clipfrac_lower", "grad_norm": "actor/grad_norm", "param_norm": "actor/param_norm",
    "tis_weight": "actor/tis_weight", "num_minibatches": "actor/num_minibatches", "num_pairs": "actor/num_pairs",
    "skipped_update": "actor/skipped_update",
    # the training episodes (rollout/agent.py episode_stats; validation's are val/<same name>)
    "success_rate": "episode/success_rate", "score": "episode/score", "episode_length": "episode/episode_length",
    "invalid_rate": "episode/invalid_rate", "num_rows": "episode/num_rows",
    "num_trajectories": "episode/num_trajectories", "filter_attempts": "episode/filter_attempts",
    "truncated_prompts": "episode/truncated_prompts",
    # throughput
    "generated_tokens": "perf/generated_tokens", "trained_tokens": "perf/total_num_tokens",
    "tokens_per_s/generated": "perf/generated_tokens_per_s", "tokens_per_s/trained": "perf/trained_tokens_per_s",
    # advantages (trainer._advantage_stats)
    "adv/mean": "critic/advantages/mean", "adv/std": "critic/advantages/std", "adv/max": "critic/advantages/max",
    "adv/min": "critic/advantages/min", "adv/nonzero": "critic/advantages/nonzero_frac",
    # the update's phases (trainer.run_update): disjoint, so they add up to timing_s/step
    "time/rollout": "timing_s/rollout", "time/generate": "timing_s/gen", "time/credit": "timing_s/adv",
    "time/update": "timing_s/update_actor", "time/sync": "timing_s/sync", "time/validate": "timing_s/testing",
    "time/checkpoint": "timing_s/save_checkpoint", "time/other": "timing_s/other", "time/update_total": "timing_s/step",
}
# Metrics files written before the rename also spelled the learner's losses loss/<name>.
_OLD_SPELLINGS = {"loss/loss": "loss", "loss/pg_loss": "pg_loss", "loss/pair_loss": "pair_loss"}


def named(row: Mapping[str, Any]) -> dict[str, Any]:
  """An old metrics row with every key under today's name (RENAMED; the training episodes' per-category
  success `success/<category>` as `episode/success/<category>`); keys already so named pass unchanged.
  For reading old files only (`read_metrics`)."""
  out = {}
  for k, v in row.items():
    k = _OLD_SPELLINGS.get(k, k)
    out["episode/" + k if k.startswith("success/") else RENAMED.get(k, k)] = v
  return out


# The console line shows these, in this order, when present, by their last path component (val/ kept).
_CONSOLE_KEYS = ("episode/success_rate", "episode/score", "val/success_rate", "actor/loss", "actor/pair_loss",
                 "actor/kl_loss", "actor/entropy", "actor/grad_norm")


class MetricsError(ValueError):
  """metrics.jsonl has a line that is not a metrics row; the message names the file and line."""


def _number(value: Any) -> Optional[float]:
  """The value as a float, or None when it is not a number."""
  try:
    return float(value)
  except (TypeError, ValueError):
    return None


class MetricsWriter:
  """Appends one JSON object per update to `metrics.jsonl` and mirrors scalars to TensorBoard.

  Args:
    keep_through: rows of an earlier attempt that stay: those with update <= this (the resume point);
      None keeps none (a fresh start; the old file is replaced).
  """

  def __init__(self, run_dir: str, tensorboard: bool = True, console: bool = True,
               keep_through: Optional[int] = None, wandb: Optional["WandbWriter"] = None):
    epath.Path(run_dir).mkdir(parents=True, exist_ok=True)
    self.path = rundir.RunDir(run_dir).metrics
    # An object store (gs://) cannot append: there the whole file is rewritten per row (it stays small).
    self._lines: Optional[list[str]] = None if rundir.is_local(run_dir) else []
    keep = -1 if keep_through is None else keep_through
    self.updates = self._truncate(keep)
    self._file = open(self.path, "a", encoding="utf-8") if self._lines is None else None
    self._tb = TensorBoardScalars(rundir.RunDir(run_dir).tensorboard, keep) if tensorboard else None
    self.console = console
    self._wandb = wandb
    self._start = time.time()

  def _truncate(self, keep_through: int) -> set[int]:
    """Rewrites the file (atomically) to its rows with update <= keep_through; returns their updates."""
    if not epath.Path(self.path).exists():
      return set()
    rows = [r for r in _rows(self.path, torn_tail_ok=True) if r["update"] <= keep_through]
    if self._lines is not None:
      self._lines = [json.dumps(r, sort_keys=True) + "\n" for r in rows]
      epath.Path(self.path).write_text("".join(self._lines))
      return {r["update"] for r in rows}
    tmp = self.path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
      f.writelines(json.dumps(r, sort_keys=True) + "\n" for r in rows)
      f.flush()
      os.fsync(f.fileno())
    os.replace(tmp, self.path)
    return {r["update"] for r in rows}

  def write(self, step: int, metrics: Mapping[str, Any], total_steps: Optional[int] = None) -> None:
    numbers = {k: v for k, v in ((k, _number(v)) for k, v in metrics.items()) if v is not None}
    bad = sorted(k for k, v in numbers.items() if not math.isfinite(v))
    if bad:
      warnings.warn(f"update {step}: non-finite metrics {', '.join(bad)} (logged as null)", RuntimeWarning)
    scalars = {k: v for k, v in numbers.items() if math.isfinite(v)}
    row = {"update": step, **numbers, **{k: None for k in bad}}
    line = json.dumps(row, sort_keys=True) + "\n"
    if self._file is None:
      self._lines.append(line)
      epath.Path(self.path).write_text("".join(self._lines))
    else:
      try:
        self._file.write(line)
        self._file.flush()
        os.fsync(self._file.fileno())
      except OSError as e:   # a write names no file: say which (a full disk reads ENOSPC + this path)
        raise OSError(e.errno, e.strerror, self.path) from e
    self.updates.add(step)
    if self._tb is not None:
      self._tb.write(step, scalars)
    if self._wandb is not None:
      self._wandb.log(step, scalars)
    if self.console:
      shown = " ".join(f"{k if k.startswith('val/') else k.split('/')[-1]}={scalars[k]:.4g}"
                       for k in _CONSOLE_KEYS if k in scalars)
      of = f"/{total_steps}" if total_steps else ""
      # Two clocks, each named: the run's wall time since its metrics writer opened (after the warm start;
      # compilation included), and this update's own (timing_s/step: every phase, so they add up).
      took = f" | step {scalars['timing_s/step']:.1f}s" if "timing_s/step" in scalars else ""
      print(f"[update {step}{of} | run {time.time() - self._start:.0f}s{took}] {shown}", file=sys.stdout,
            flush=True)

  def close(self) -> None:
    if self._file is not None:
      self._file.close()
    if self._tb is not None:
      self._tb.close()
    if self._wandb is not None:
      self._wandb.close()


class TensorBoardScalars:
  """Scalars appended to a TensorBoard event file in the caller's thread (tensorboardX's event format).

  Not tensorboardX's SummaryWriter: it writes from a thread of its own, which a full disk ends with a
  traceback of its own, after which every add_scalar blocks on the thread's full queue: the run hung.
  Here a failed write raises in the run, naming the file.

  `keep_through`: the event files already in `directory` keep their scalars of updates <= this (the rows
  metrics.jsonl keeps) and lose the rest, as a resume redoes those updates into a new file."""

  def __init__(self, directory: str, keep_through: int = -1):
    from tensorboardX.event_file_writer import EventsWriter
    from tensorboardX.record_writer import directory_check
    directory_check(directory)   # tensorboardX's: a local dir, or nothing for its gs:// / s3:// writers
    _keep_events_through(directory, keep_through)
    # tensorboardX names the file by the second and host it opens in, and opens it "wb": a resume within
    # the same second would truncate the earlier attempt's file; a suffix of its own keeps both.
    self._events = EventsWriter(os.path.join(directory, "events"), filename_suffix="." + uuid.uuid4().hex[:8])
    self.path = self._events._file_name

  def write(self, step: int, scalars: Mapping[str, float]) -> None:
    from tensorboardX.proto import event_pb2
    from tensorboardX.summary import scalar
    try:
      for k, v in scalars.items():
        self._events.write_event(event_pb2.Event(wall_time=time.time(), step=step, summary=scalar(k, v)))
      self._events.flush()
    except OSError as e:   # a write names no file: say which (a full disk reads ENOSPC + this path)
      raise OSError(e.errno, e.strerror, self.path) from e

  def close(self) -> None:
    self._events.close()


def _keep_events_through(directory: str, keep_through: int) -> None:
  """Rewrites each event file in `directory` (atomically, through a file beside the folder, which TensorBoard
  does not read) to its records but the scalars of updates > keep_through and a record torn by a kill; a
  file left without scalars is removed."""
  from tensorboardX.proto import event_pb2
  from tensorboardX.record_writer import masked_crc32c
  folder = epath.Path(directory)
  for path in sorted(folder.glob("*tfevents*")) if folder.exists() else ():
    data = path.read_bytes()
    records = _tfrecords(data)
    events = [event_pb2.Event.FromString(r) for r in records]
    kept = [r for r, e in zip(records, events) if not e.HasField("summary") or e.step <= keep_through]
    if not any(e.HasField("summary") and e.step <= keep_through for e in events):
      path.unlink()
    elif len(kept) < len(records) or sum(16 + len(r) for r in records) < len(data):
      tmp = folder.parent / f"{folder.name}.rewrite"
      tmp.write_bytes(b"".join(struct.pack("<QI", len(r), masked_crc32c(struct.pack("<Q", len(r)))) + r
                               + struct.pack("<I", masked_crc32c(r)) for r in kept))
      tmp.replace(path)


def _tfrecords(data: bytes) -> list[bytes]:
  """The records of a TFRecord file (an event file: each a length, its checksum, the bytes, theirs); a last
  record cut short by a kill is left out."""
  records, at = [], 0
  while at + 12 <= len(data):
    (n,) = struct.unpack_from("<Q", data, at)
    if at + 16 + n > len(data):
      break
    records.append(data[at + 12:at + 12 + n])
    at += 16 + n
  return records


class WandbWriter:
  """Mirrors metrics rows to a Weights & Biases run (the optional `wandb` extra, imported only here).

  The run id is kept in `<run_dir>/wandb_id`, so rerunning a training command continues the same W&B run
  (resume="allow") instead of starting a new one; `run_id` names one explicitly. W&B keeps steps
  increasing: rows an interrupted attempt already sent and a resume redoes are kept from the first attempt.
  """

  def __init__(self, run_dir: str, project: str, config: Mapping[str, Any], entity: Optional[str] = None,
               name: Optional[str] = None, run_id: Optional[str] = None, mode: Optional[str] = None):
    from absl import logging as absl_logging
    if absl_logging.get_verbosity() < 0:   # --verbosity=-1: no W&B banner or sync lines either (unless asked)
      os.environ.setdefault("WANDB_SILENT", "true")
    import wandb   # optional dependency: pip install -e ".[wandb]"
    epath.Path(run_dir).mkdir(parents=True, exist_ok=True)
    id_file = epath.Path(rundir.RunDir(run_dir).wandb_id)
    if run_id is None:
      run_id = id_file.read_text().strip() if id_file.exists() else uuid.uuid4().hex[:12]
    id_file.write_text(run_id + "\n")
    self.run_id = run_id
    self._run = wandb.init(project=project, entity=entity, id=run_id, resume="allow", mode=mode,
                           name=name or os.path.basename(os.path.normpath(run_dir)), config=dict(config),
                           dir=run_dir if rundir.is_local(run_dir) else None)

  def log(self, step: int, scalars: Mapping[str, float]) -> None:
    self._run.log(dict(scalars), step=step)

  def close(self) -> None:
    self._run.finish()


class DiscardingWriter:
  """The metrics writer of a multi-host run's other processes: only the primary process writes rows."""

  def write(self, step: int, metrics: Mapping[str, Any], total_steps: Optional[int] = None) -> None:
    del step, metrics, total_steps

  def close(self) -> None:
    pass


def _rows(path: str, torn_tail_ok: bool) -> list[dict[str, Any]]:
  """The rows of a metrics file. A last line without its newline that does not parse is a write cut short
  by a kill: skipped with a warning when `torn_tail_ok`; any other bad line raises MetricsError."""
  lines = epath.Path(path).read_bytes().decode("utf-8", errors="replace").split("\n")
  rows = []
  for number, line in enumerate(lines, 1):
    if not line.strip():
      continue
    try:
      row = json.loads(line)
      if not isinstance(row, dict) or not isinstance(row.get("update"), int):
        raise ValueError("not an object with an integer 'update'")
    except ValueError as e:
      if number == len(lines) and torn_tail_ok:   # no newline after it: torn by a kill mid-write
        warnings.warn(f"{path}:{number}: skipping a torn last line ({line[:40]!r}...)", RuntimeWarning)
        continue
      raise MetricsError(f"{path}:{number}: not a metrics row ({e}): {line[:80]!r}") from None
    rows.append(row)
  return rows


def read_metrics(run_dir: str) -> list[dict[str, Any]]:
  """All rows of a run's metrics.jsonl (rows of a repeated update are merged; later values win), keys in
  their logged family (`named`: files from before the rename read as today's); null is a value that was
  not finite. A torn last line is skipped with a warning; any other bad line raises
  MetricsError naming it."""
  path = rundir.RunDir(run_dir).metrics
  if not epath.Path(path).exists():
    raise FileNotFoundError(f"no metrics.jsonl in run directory {run_dir!r}")
  by_update: dict[int, dict[str, Any]] = {}
  for row in _rows(path, torn_tail_ok=True):
    by_update.setdefault(row["update"], {}).update(named(row))
  return [by_update[k] for k in sorted(by_update)]
