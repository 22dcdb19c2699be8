"""The launchers' error handling: a user error is one line on stderr and a non-zero exit, not a traceback.

Wraps `absl.app.run`: an exception while parsing flags (an unknown `--config.FIELD`, a value of the wrong
type, a value outside the range a launcher declared with `at_least` / `new_file` / `new_dir`) exits 2,
one raised by `main` exits 1 (2 for a config error). The range checks run while the flags are parsed, so a
bad value costs no compute and writes nothing.

The one-line error is the last line printed: a failed Orbax save (e.g. a full disk) leaves asyncio tasks and
threads that report "Event loop is closed" or "Task exception was never retrieved" while the interpreter
shuts down, dozens of tracebacks that used to bury the error. On the error path those reports are
silenced and, once the error is flushed, stdout and stderr are closed for the shutdown. A full disk reads
"no space left on device" with the path. `--verbosity=1` (or higher) keeps
the traceback, for debugging. Logging honours `--verbosity` (0: info, -1: warnings only) for mcgpo-jax's own
records; libraries' records below WARNING (Orbax's per-checkpoint INFO, bm25s, JAX) show only from
`--verbosity=1` on.
"""
from __future__ import annotations

import errno
import logging as pylogging
import math
import os
import re
import sys
import threading
from typing import Callable

from absl import app, flags, logging


def _debug(argv) -> bool:
  """Whether --verbosity >= 1 was asked for (read from argv: parsing may be what failed)."""
  for i, arg in enumerate(argv):
    value = arg.split("=", 1)[1] if arg.startswith(("--verbosity=", "-v=")) else \
        argv[i + 1] if arg in ("--verbosity", "-v") and i + 1 < len(argv) else None
    if value is not None:
      try:
        return int(value) >= 1
      except ValueError:
        return False
  return False


def _one_line(prog: str, what: str, e: BaseException) -> str:
  text = " | ".join(line.strip() for line in str(e).strip().splitlines() if line.strip())
  return f"{prog}: {what}: {type(e).__name__}: {text}"


def _unknown_field(argv, error: str) -> str:
  """'unknown config field --config.a.b (did you mean c?)' from ml_collections' KeyError text."""
  key = re.search(r"'([^'\\]+)", error)
  hint = re.search(r'Did you mean "([^"]+)"', error)
  flag = next((a.split("=", 1)[0] for a in argv if key and a.startswith("--config.")
               and key.group(1) in a.split("=", 1)[0].split(".")[1:]), key.group(1) if key else error)
  return f"unknown config field {flag}" + (f" (did you mean {hint.group(1)}?)" if hint else "")


def _config_file_error(error: str) -> str | None:
  """'--config=FILE:VARIANT: <message>' when the config file itself raised (an unknown variant, a bad
  value): ml_collections folds the file's whole traceback into the flag error; its last line is the
  exception, the one line the user needs."""
  if "Error whilst parsing config file" not in error:
    return None
  flag = re.match(r"flag (--[\w.]+=\S+): ", error)
  last = re.sub(r"^[\w.]+: ", "", error.strip().splitlines()[-1].strip())   # drop "ValueError: "
  return f"{flag.group(1)}: {last}" if flag else last


def _config_load_error() -> str | None:
  """'--config=FILE[:VARIANT]: <the load error's last line>' when a config file flag failed to load (a
  missing file, one that does not import): ml_collections keeps that error in the flag's value and raises
  it only where the launcher first reads a field, as an OSError that is no flag error."""
  from ml_collections.config_flags import config_flags
  for name in flags.FLAGS:
    flag = flags.FLAGS[name]
    if config_flags.is_config_flag(flag) and isinstance(flag.value, config_flags._ErrorConfig):
      last = str(flag.value._error).strip().splitlines()[-1].strip()
      return f"--{name}={config_flags.get_config_filename(flag)}: {last}"
  return None


def at_least(flag: flags.FlagHolder, low: float, above: bool = False) -> None:
  """A numeric flag must be finite and >= `low` (> with `above`); unset (None) passes."""
  def ok(value) -> bool:
    return value is None or (math.isfinite(value) and (value > low if above else value >= low))
  flags.register_validator(flag.name, ok, message=f"must be a finite number {'>' if above else '>='} {low}")


def _writable_dir(path: str) -> bool:
  """Whether a file or directory can be created at `path` (its nearest existing ancestor is writable)."""
  parent = os.path.dirname(os.path.abspath(path))
  while not os.path.exists(parent):
    parent = os.path.dirname(parent)
  return os.path.isdir(parent) and os.access(parent, os.W_OK | os.X_OK)


def new_file(flag: flags.FlagHolder) -> None:
  """A file flag the launcher writes at the end: checked before the work, not after it."""
  def ok(path) -> bool:
    if path is None:
      return True
    if os.path.exists(path):
      return os.path.isfile(path) and os.access(path, os.W_OK)
    return _writable_dir(path)
  flags.register_validator(flag.name, ok, message="cannot be written (a directory, read-only, or its folder is)")


def new_dir(flag: flags.FlagHolder) -> None:
  """A directory flag the launcher fills: absent or empty, and creatable."""
  def ok(path) -> bool:
    if path is None:
      return True
    if os.path.exists(path):
      return os.path.isdir(path) and not os.listdir(path) and os.access(path, os.W_OK)
    return _writable_dir(path)
  flags.register_validator(flag.name, ok, message="must be a new or empty directory that can be written")


def _quiet_third_party(record) -> bool:
  """absl handler filter: below --verbosity=1 a library's records show only from WARNING on (Orbax logs every
  save and restore step at INFO, bm25s its index builds at DEBUG on a logger of its own level, JAX its
  backend probing). Orbax's failing writer threads are not reported at all (their error is the save's, which
  the run words as its own last line: a full disk names the checkpoint), other Orbax errors keep their
  message, not their traceback. The run's own lines are mcgpo-jax's."""
  if "mcgpo_jax" in record.pathname or logging.get_verbosity() >= 1:
    return True
  if "/orbax/" in record.pathname:
    if "_SignalingThread.run() raised" in str(record.msg):   # a writer thread's error, which the save raises
      return False
    record.exc_info, record.exc_text = None, None
  return record.levelno >= pylogging.WARNING


def _no_space(e: BaseException) -> bool:
  """Whether a full disk is behind `e` (an OSError ENOSPC in its chain, or TensorStore's wording of one)."""
  seen = set()
  while e is not None and id(e) not in seen:
    seen.add(id(e))
    if (isinstance(e, OSError) and e.errno == errno.ENOSPC) or "No space left on device" in str(e):
      return True
    e = e.__cause__ or e.__context__
  return False


def _closed_loop(value: BaseException) -> bool:
  return isinstance(value, RuntimeError) and str(value) == "Event loop is closed"


def _drop_closed_loop_reports(hook):
  """sys.excepthook without "Event loop is closed": TensorStore's callbacks of a failed Orbax save call
  into the save's already-closed event loop and print that error once per array (through sys.excepthook,
  or as unraisable: `_drop_closed_loop_unraisable`), dozens of tracebacks that say nothing about the failure."""
  def excepthook(kind, value, tb):
    if not _closed_loop(value):
      hook(kind, value, tb)
  return excepthook


def _drop_closed_loop_unraisable(hook):
  """sys.unraisablehook without "Event loop is closed" (the same reports, where TensorStore writes them as
  unraisable: a bare traceback during the failing save, before the run's own error)."""
  def unraisablehook(unraisable):
    if not _closed_loop(unraisable.exc_value):
      hook(unraisable)
  return unraisablehook


def _silence_shutdown() -> None:
  """No third-party report may follow the error line: the interpreter's shutdown collects the tasks and
  joins the threads a failed save left behind, each of which would print a traceback."""
  threading.excepthook = lambda args: None
  sys.unraisablehook = lambda args: None
  pylogging.getLogger("asyncio").disabled = True
  logging.get_absl_handler().addFilter(lambda record: False)


def _close_output() -> None:
  sys.stdout.flush()
  sys.stderr.flush()
  devnull = os.open(os.devnull, os.O_WRONLY)
  for fd in (1, 2):
    os.dup2(devnull, fd)


def run(main: Callable, prog: str) -> None:
  """`app.run(main)` with one-line errors (and no TPU probe on a machine without one: mcgpo_jax/platforms.py)."""
  from mcgpo_jax import platforms
  platforms.skip_absent_tpu()
  debug = _debug(sys.argv)
  logging.get_absl_handler().addFilter(_quiet_third_party)
  if not debug:
    sys.excepthook = _drop_closed_loop_reports(sys.excepthook)
    sys.unraisablehook = _drop_closed_loop_unraisable(sys.unraisablehook)

  def parse(argv):
    try:
      rest = flags.FLAGS(argv)
    except Exception as e:  # noqa: BLE001 - any parsing failure is the user's flags
      if debug:
        raise
      if isinstance(e, (AttributeError, KeyError)):   # ml_collections: an unknown --config.FIELD
        print(f"{prog}: {_unknown_field(argv, str(e))}", file=sys.stderr)
      elif _config_file_error(str(e)):
        print(f"{prog}: bad flags: {_config_file_error(str(e))}", file=sys.stderr)
      else:
        print(_one_line(prog, "bad flags", e), file=sys.stderr)
      sys.exit(2)
    unloaded = _config_load_error()
    if unloaded:
      print(f"{prog}: bad flags: {unloaded}", file=sys.stderr)
      sys.exit(2)
    return rest

  def guarded(argv):
    try:
      return main(argv)
    except (app.UsageError, SystemExit, KeyboardInterrupt):
      raise
    except Exception as e:  # noqa: BLE001 - every user error is one line; --verbosity=1 shows the traceback
      if debug:
        raise
      from mcgpo_jax.config import ConfigError
      _silence_shutdown()
      what = "config error" if isinstance(e, ConfigError) else "error"
      line = _one_line(prog, what, e)
      if _no_space(e) and "no space left on device" not in line:
        line = f"{prog}: {what}: no space left on device: {line[len(prog) + len(what) + 4:]}"
      print(line, file=sys.stderr)
      _close_output()
      sys.exit(2 if isinstance(e, ConfigError) else 1)

  app.run(guarded, flags_parser=parse)
