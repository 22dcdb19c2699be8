"""Per-update metrics: a JSONL file and TensorBoard event files in the run directory, plus a console line."""
from __future__ import annotations

import json
import math
import os
import sys
import time
from typing import Any, Mapping, Optional

# The console line shows these, in this order, when present.
_CONSOLE_KEYS = ("success_rate", "score", "val/success_rate", "loss/loss", "loss/pair_loss", "kl", "entropy",
                 "grad_norm", "time/update_total")


def _clean(value: Any) -> Optional[float]:
  try:
    value = float(value)
  except (TypeError, ValueError):
    return None
  return value if math.isfinite(value) else None


class MetricsWriter:
  """Appends one JSON object per update to `metrics.jsonl` and mirrors scalars to TensorBoard."""

  def __init__(self, run_dir: str, tensorboard: bool = True, console: bool = True):
    os.makedirs(run_dir, exist_ok=True)
    self.path = os.path.join(run_dir, "metrics.jsonl")
    self._file = open(self.path, "a", encoding="utf-8")
    self._tb = None
    if tensorboard:
      from tensorboardX import SummaryWriter
      self._tb = SummaryWriter(os.path.join(run_dir, "tb"))
    self.console = console
    self._start = time.time()

  def write(self, step: int, metrics: Mapping[str, Any], total_steps: Optional[int] = None) -> None:
    scalars = {k: v for k, v in ((k, _clean(v)) for k, v in metrics.items()) if v is not None}
    self._file.write(json.dumps({"update": step, **scalars}, sort_keys=True) + "\n")
    self._file.flush()
    if self._tb is not None:
      for k, v in scalars.items():
        self._tb.add_scalar(k, v, step)
      self._tb.flush()
    if self.console:
      shown = " ".join(f"{k.split('/')[-1] if k.startswith('time/') else k}={scalars[k]:.4g}"
                       for k in _CONSOLE_KEYS if k in scalars)
      of = f"/{total_steps}" if total_steps else ""
      print(f"[update {step}{of} | {time.time() - self._start:6.0f}s] {shown}", file=sys.stdout, flush=True)

  def close(self) -> None:
    self._file.close()
    if self._tb is not None:
      self._tb.close()


class DiscardingWriter:
  """The metrics writer of a multi-host run's other processes: only the primary process writes rows."""

  def write(self, step: int, metrics: Mapping[str, Any], total_steps: Optional[int] = None) -> None:
    del step, metrics, total_steps

  def close(self) -> None:
    pass


def read_metrics(run_dir: str) -> list[dict[str, Any]]:
  """All rows of a run's metrics.jsonl (rows of a repeated update, e.g. after a resume, are merged; later values win)."""
  path = os.path.join(run_dir, "metrics.jsonl")
  if not os.path.exists(path):
    raise FileNotFoundError(f"no metrics.jsonl in run directory {run_dir!r}")
  by_update: dict[int, dict[str, Any]] = {}
  with open(path, encoding="utf-8") as f:
    for line in f:
      if line.strip():
        row = json.loads(line)
        by_update.setdefault(int(row["update"]), {}).update(row)
  return [by_update[k] for k in sorted(by_update)]
