"""Guards of a run directory: one training process at a time, and no silent change of what a resumed run is.

Two processes on one run dir would both append every metrics row and overwrite each other's checkpoints,
so the primary process holds an exclusive `flock` on `<run_dir>/lock` for the whole run (the kernel drops it
when the process dies, so a killed run never leaves a stale lock). A resume with another algorithm, seed,
environment or model would silently continue the old run under the new name; `config_mismatch` lists the
differing fields so the builder can refuse.
"""
from __future__ import annotations

import fcntl
import json
import os
import warnings
from typing import Any, Mapping

# The fields that make a run a different run (everything else, e.g. num_updates, may change on resume).
IDENTITY_FIELDS = ("algorithm", "seed", "env", "model")


class RunDirBusy(RuntimeError):
  """Another process holds the run directory's lock."""


class RunDirLock:
  """An exclusive, non-blocking lock on `<run_dir>/lock`; raises RunDirBusy at once if it is held."""

  def __init__(self, run_dir: str):
    self.path = os.path.join(run_dir, "lock")
    self._file = open(self.path, "a+", encoding="utf-8")
    try:
      fcntl.flock(self._file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
      self._file.seek(0)
      holder = self._file.read().strip() or "unknown"
      self._file.close()
      raise RunDirBusy(f"run directory {run_dir} is in use by another training process (pid {holder}); "
                       f"wait for it to end or pass another --config.run_dir") from None
    except OSError as e:   # e.g. a network filesystem without flock: run, but say the guard is off
      warnings.warn(f"cannot lock {self.path} ({e}); two runs on this directory would not be stopped")
    self._file.seek(0)
    self._file.truncate()
    self._file.write(f"{os.getpid()}\n")
    self._file.flush()

  def release(self) -> None:
    if not self._file.closed:
      fcntl.flock(self._file.fileno(), fcntl.LOCK_UN)
      self._file.close()


def _flat(d: Any, prefix: str) -> dict[str, Any]:
  if isinstance(d, Mapping):
    return {k: v for key, sub in d.items() for k, v in _flat(sub, f"{prefix}.{key}").items()}
  return {prefix: d}


def config_mismatch(run_dir: str, config: Mapping[str, Any]) -> list[str]:
  """'config.FIELD: SAVED (run dir) != NEW' for each identity field that differs from the run dir's
  config.json (none when there is no config.json)."""
  path = os.path.join(run_dir, "config.json")
  if not os.path.exists(path):
    return []
  with open(path, encoding="utf-8") as f:
    saved = json.load(f)
  old = {k: v for field in IDENTITY_FIELDS for k, v in _flat(saved.get(field), f"config.{field}").items()}
  new = {k: v for field in IDENTITY_FIELDS for k, v in _flat(config.get(field), f"config.{field}").items()}
  return [f"{k}: {old.get(k)!r} (run dir) != {new.get(k)!r}" for k in sorted(set(old) | set(new))
          if old.get(k) != new.get(k)]
