"""Environment slots stepped in batches, in this process or spread over worker processes.

The agent loop resets and steps every active episode of a turn with one call (`reset_many` / `step_many`
over `(slot, task)` / `(slot, action)` pairs). `InProcessPool` runs such a call over local instances one
after another (`config.rollout.env_workers` 0 or 1, the behaviour of the plain environment list).
`WorkerPool` splits it over worker processes, each owning a contiguous block of slots and its own
instances, so a turn costs the slowest worker's share instead of the sum. Contiguous blocks keep a task
group's siblings on one worker where possible: ALFWorld memoises Fast Downward translations per process,
so siblings of one game share a translation, and a dead worker takes the fewest groups with it.

Workers are fresh interpreters (`python -c`), neither forks (JAX in the trainer is not fork-safe) nor
multiprocessing spawns (those re-import the trainer's main module, and with it JAX). They import neither
JAX nor PyTorch: WebShop's search library (bm25s) and spaCy's thinc import them whenever they can, although
neither our search nor the small English pipeline uses them, so workers hide both (half of a WebShop
worker's memory and start-up time). Results cross the pipe pickled and equal the in-process ones exactly.

A worker that dies (killed, out of memory) is restarted with fresh environments: the call returns None
for its slots in that call (their episodes are gone), and `restarts` counts it. So does an environment
whose own engine process died (`base.EngineDied`: AppWorld's worker.py), in either pool: that slot's
result is None and the environment starts a fresh engine at its next reset. The agent loop re-collects
the groups that lost an episode and counts them in `recollected_groups` (`rollout/agent.py`); `last_death`
says what died last, for the error when a group keeps losing episodes.
"""
from __future__ import annotations

import collections
import dataclasses
import os
import pickle
import struct
import subprocess
import sys
import traceback
from typing import Any, BinaryIO, Optional, Sequence

from mcgpo_jax.envs import make_envs, step_all
from mcgpo_jax.envs.base import EngineDied, Environment, StepResult, Task, TaskList

# A default pool never grows past this many workers: a turn's env time stops shrinking long before, while
# every worker holds its own interpreter and environment libraries (~hundreds of MB).
MAX_DEFAULT_WORKERS = 32
_HEADER = struct.Struct("<Q")
_WORKER_MAIN = "from mcgpo_jax.rollout.env_pool import serve; serve()"


@dataclasses.dataclass(frozen=True)
class EnvRecipe:
  """What a worker needs to build its environments (`make_envs`' arguments); picklable, it crosses the process
  boundary."""
  name: str
  max_steps: int
  data: Optional[str] = None
  expert: bool = False

  def make(self, n: int) -> list[Environment]:
    return make_envs(self.name, n, self.max_steps, self.data, self.expert)[0]


def default_workers(slots: int) -> int:
  """One worker per core but one (the trainer's own process keeps a core), at most one per slot."""
  cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
  return max(0, min(cores - 1, slots, MAX_DEFAULT_WORKERS))


@dataclasses.dataclass(frozen=True)
class Lost:
  """A call's result where the slot's environment engine died during it (`EngineDied`'s message)."""
  reason: str


def run_calls(envs: Sequence[Environment], op: str, calls: Sequence[tuple[int, Any]]) -> list[Any]:
  """`op` ("reset" or "step") of each `(index, argument)` call on `envs`, a `Lost` where an engine died.
  Steps of environments with a `step_batch` go in one call (`step_all`); their engines run in process."""
  if op == "step" and calls and getattr(type(envs[calls[0][0]]), "step_batch", None) is not None:
    return step_all([envs[i] for i, _ in calls], [action for _, action in calls])
  out: list[Any] = []
  for i, arg in calls:
    try:
      out.append(envs[i].reset(arg) if op == "reset" else envs[i].step(arg))
    except EngineDied as e:
      out.append(Lost(str(e)))
  return out


class InProcessPool:
  """The pool protocol over local environment instances, stepped one after another in this process."""

  def __init__(self, envs: Sequence[Environment]):
    self.envs = list(envs)
    self.restarts = 0
    self.recollected_groups = 0
    self.last_death = ""

  def __len__(self) -> int:
    return len(self.envs)

  def reset_many(self, calls: Sequence[tuple[int, Task]]) -> list[Optional[tuple[str, dict[str, Any]]]]:
    return self._batch("reset", calls)

  def step_many(self, calls: Sequence[tuple[int, str]]) -> list[Optional[StepResult]]:
    return self._batch("step", calls)

  def _batch(self, op: str, calls: Sequence[tuple[int, Any]]) -> list[Any]:
    out = run_calls(self.envs, op, calls)
    for pos, ((slot, _), result) in enumerate(zip(calls, out)):
      if isinstance(result, Lost):
        self.last_death = _report_death(f"environment slot {slot}: {result.reason}")
        self.restarts += 1
        out[pos] = None
    return out

  def close(self) -> None:
    pass


class WorkerPool:
  """`slots` environments over `workers` processes; same calls and results as `InProcessPool`, except that
  a slot whose worker died during the call gets None (see the module docstring)."""

  def __init__(self, recipe: EnvRecipe, slots: int, workers: int):
    if not 1 <= workers <= slots:
      raise ValueError(f"a worker pool needs 1 <= workers <= slots, got {workers} workers for {slots} slots")
    self.recipe, self.slots = recipe, slots
    bounds = [slots * w // workers for w in range(workers + 1)]
    self._blocks = list(zip(bounds[:-1], bounds[1:]))
    self._owner = [w for w, (lo, hi) in enumerate(self._blocks) for _ in range(lo, hi)]
    self.restarts = 0
    self.recollected_groups = 0
    self.last_death = ""
    self._procs: list[Optional[subprocess.Popen]] = [None] * workers
    try:   # start every worker before waiting for any: they build their environments in parallel
      for w in range(workers):
        self._start(w)
      for w in range(workers):
        self._await_ready(w)
    except BaseException:
      self.close()
      raise

  @property
  def pids(self) -> list[int]:
    return [p.pid for p in self._procs]

  def __len__(self) -> int:
    return self.slots

  def __enter__(self) -> "WorkerPool":
    return self

  def __exit__(self, *exc) -> None:
    self.close()

  def reset_many(self, calls: Sequence[tuple[int, Task]]) -> list[Optional[tuple[str, dict[str, Any]]]]:
    return self._batch("reset", calls)

  def step_many(self, calls: Sequence[tuple[int, str]]) -> list[Optional[StepResult]]:
    return self._batch("step", calls)

  def _batch(self, op: str, calls: Sequence[tuple[int, Any]]) -> list[Any]:
    """Sends each worker its share, then gathers every reply (all of them, so no pipe is left holding an
    unread reply when one worker raises), then restarts the dead and raises the first error."""
    shares: dict[int, list[tuple[int, int, Any]]] = collections.defaultdict(list)
    for pos, (slot, arg) in enumerate(calls):
      if not 0 <= slot < self.slots:
        raise IndexError(f"environment slot {slot} out of range (the pool has {self.slots})")
      w = self._owner[slot]
      shares[w].append((pos, slot - self._blocks[w][0], arg))
    dead, errors = set(), []
    for w, share in shares.items():
      try:
        _write(self._procs[w].stdin, (op, [(local, arg) for _, local, arg in share]))
      except OSError:
        dead.add(w)
    out: list[Any] = [None] * len(calls)
    for w, share in shares.items():
      if w in dead:
        continue
      try:
        status, payload = _read(self._procs[w].stdout)
      except (EOFError, OSError):
        dead.add(w)
        continue
      if status == "error":
        errors.append(f"environment worker {w} (slots {self._blocks[w][0]}-{self._blocks[w][1] - 1}): {payload}")
        continue
      for (pos, local, _), result in zip(share, payload):
        if isinstance(result, Lost):
          self.last_death = _report_death(f"environment slot {self._blocks[w][0] + local}: {result.reason}")
          self.restarts += 1
        else:
          out[pos] = result
    for w in sorted(dead):
      self._restart(w)
    if errors:
      raise RuntimeError(errors[0])
    return out

  def _start(self, w: int) -> None:
    lo, hi = self._blocks[w]
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")])))
    self._procs[w] = subprocess.Popen([sys.executable, "-c", _WORKER_MAIN], stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, env=env)
    _write(self._procs[w].stdin, (self.recipe, hi - lo))

  def _await_ready(self, w: int) -> None:
    try:
      status, payload = _read(self._procs[w].stdout)
    except (EOFError, OSError):
      status, payload = "error", f"exited with code {self._procs[w].wait()} (its stderr is above)"
    if status == "error":
      raise RuntimeError(f"environment worker {w} failed to start {self.recipe}: {payload}")

  def _restart(self, w: int) -> None:
    old = self._procs[w]
    old.kill()
    code = old.wait()
    _close_pipes(old)
    lo, hi = self._blocks[w]
    self.last_death = _report_death(f"environment worker {w} (slots {lo}-{hi - 1}) died (exit code {code})")
    self._start(w)
    self._await_ready(w)
    self.restarts += 1

  def close(self) -> None:
    """Stops every worker (idempotent); workers also exit on their own when this process goes away."""
    for w, proc in enumerate(self._procs):
      if proc is None:
        continue
      try:
        _write(proc.stdin, ("close", None))
      except OSError:
        pass
      try:
        proc.wait(timeout=10)
      except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
      _close_pipes(proc)
      self._procs[w] = None


def make_env_pool(name: str, slots: int, max_steps: int, workers: Optional[int] = None,
                  data: Optional[str] = None) -> tuple[InProcessPool | WorkerPool, TaskList]:
  """`slots` environments and the task list; workers None: `default_workers`, 0 or 1: in process."""
  workers = default_workers(slots) if workers is None else min(workers, slots)
  if workers <= 1:
    envs, tasks = make_envs(name, slots, max_steps, data)
    return InProcessPool(envs), tasks
  _, tasks = make_envs(name, 1, max_steps, data)   # the task list (workers build their own instances)
  return WorkerPool(EnvRecipe(name, max_steps, data), slots, workers), tasks


def _report_death(what: str) -> str:
  """Says on stderr that `what` died and is restarted; returns `what` (the pool's `last_death`)."""
  print(f"[mcgpo-jax] {what}; restarting it", file=sys.stderr, flush=True)
  return what


def _close_pipes(proc: subprocess.Popen) -> None:
  for stream in (proc.stdin, proc.stdout):
    try:
      stream.close()
    except OSError:   # unflushed bytes to a dead worker
      pass


def _write(stream: BinaryIO, message: Any) -> None:
  data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
  stream.write(_HEADER.pack(len(data)))
  stream.write(data)
  stream.flush()


def _read(stream: BinaryIO) -> Any:
  """One length-prefixed message; EOFError when the writer died, even halfway through a message."""
  header = stream.read(_HEADER.size)
  if len(header) < _HEADER.size:
    raise EOFError("the other end of the pipe is gone")
  (size,) = _HEADER.unpack(header)
  data = stream.read(size)
  if len(data) < size:
    raise EOFError("the other end of the pipe died mid-message")
  return pickle.loads(data)


def serve() -> None:
  """A worker: build the environments, then answer reset/step batches until told to close or the pool's
  process goes away (end of input)."""
  sys.modules["jax"] = sys.modules["torch"] = None   # see the module docstring: imported, never used
  requests = sys.stdin.buffer
  replies = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
  os.dup2(sys.stderr.fileno(), sys.stdout.fileno())   # stray prints go to stderr, not into the replies
  recipe, n = _read(requests)
  try:
    envs = recipe.make(n)
  except Exception:
    _write(replies, ("error", traceback.format_exc()))
    return
  _write(replies, ("ok", None))
  while True:
    try:
      op, calls = _read(requests)
    except EOFError:
      return
    if op == "close":
      return
    try:
      reply = ("ok", run_calls(envs, op, calls))
    except Exception:   # an environment bug is the caller's error, not a dead worker
      reply = ("error", traceback.format_exc())
    _write(replies, reply)
