"""AppWorld on its real engine: `AppWorldEnv` (the Environment protocol, envs/base.py) drives one AppWorld
worker process (worker.py, in the AppWorld venv) per instance.

Where the data comes from, first match wins:
  1. `AppWorldData.root` (config.appworld.root) or $APPWORLD_ROOT: an AppWorld root whose data/ is the
     official download (`appworld download data`): splits train / dev / test_normal / test_challenge.
  2. The bundled world (bundled_world.py), written once by the AppWorld venv into a cache folder keyed by
     the generator's hash ($MCGPO_APPWORLD_CACHE, default ~/.cache/mcgpo-jax), the same four splits.
Why generated at first use rather than shipped: its SQLite databases are binary (~9 MB) and tied to the
installed appworld's schema; built by that version's own models they always match it.

The episode, as verl-agent runs AppWorld: reset opens `AppWorld(task_id)`; each step executes the action's
code in AppWorld's sandbox (`AppWorld.execute`) and its output is the next observation; the episode ends when
the code marks the task complete (`apis.supervisor.complete_task(...)`, `AppWorld.task_completed`) or after
max_steps; then AppWorld's own evaluation runs the task's tests: `won` is its success (all tests pass),
`score` the fraction of tests passed, and the reward 10 on a won episode's last step, else 0 (docs/semantics/credit.md).
"""
from __future__ import annotations

import dataclasses
import fcntl
import hashlib
import json
import os
import shutil
import subprocess
import weakref
from typing import Any, Optional

from mcgpo_jax.envs.base import EngineDied, StepResult, Task, TaskList

SUCCESS_REWARD = 10.0
SPLITS = ("train", "dev", "test_normal", "test_challenge")   # the official data's datasets/<split>.txt
_HERE = os.path.dirname(os.path.abspath(__file__))
_SETUP = "bash scripts/appworld_venv.sh, then export the MCGPO_APPWORLD_PYTHON it prints"


@dataclasses.dataclass(frozen=True)
class AppWorldData:
  """Which AppWorld data and engine the environments use (config.appworld)."""
  root: Optional[str] = None     # an AppWorld root with the official data/; None: $APPWORLD_ROOT, else bundled
  python: Optional[str] = None   # the AppWorld venv's python; None: $MCGPO_APPWORLD_PYTHON


def engine_python(data: AppWorldData) -> str:
  """The AppWorld venv's interpreter; ValueError saying how to make one when none is configured."""
  python = data.python or os.environ.get("MCGPO_APPWORLD_PYTHON")
  if not python:
    raise ValueError(f"AppWorld runs in its own venv (appworld pins pydantic 1): {_SETUP} "
                     "(or set config.appworld.python)")
  if not os.path.isfile(python):
    raise ValueError(f"config.appworld.python / $MCGPO_APPWORLD_PYTHON={python!r} does not exist: {_SETUP}")
  return python


def bundled_root(python: str) -> str:
  """The bundled world's AppWorld root, built by `python` (the AppWorld venv) on first use; later calls and
  other processes find it built (one lock, an atomic rename, so a killed build leaves nothing half-made)."""
  source = os.path.join(_HERE, "bundled_world.py")
  with open(source, "rb") as f:
    digest = hashlib.sha256(f.read()).hexdigest()[:12]
  cache = os.environ.get("MCGPO_APPWORLD_CACHE") or os.path.join(os.path.expanduser("~"), ".cache", "mcgpo-jax")
  root = os.path.join(cache, f"appworld-world-{digest}")
  if os.path.isdir(os.path.join(root, "data")):
    return root
  os.makedirs(cache, exist_ok=True)
  with open(root + ".lock", "w") as lock:
    fcntl.flock(lock, fcntl.LOCK_EX)
    if not os.path.isdir(os.path.join(root, "data")):
      partial = root + ".partial"
      shutil.rmtree(partial, ignore_errors=True)
      done = subprocess.run([python, source, partial], capture_output=True, text=True)
      if done.returncode != 0:
        raise RuntimeError(f"building the bundled AppWorld world failed:\n{done.stderr[-2000:]}")
      os.replace(partial, root)
  return root


def configured_root(data: AppWorldData) -> Optional[str]:
  """The configured or $APPWORLD_ROOT root (None: the bundled world); ValueError when it has no data/tasks.
  The config check runs it too (`spec.validate`), so a wrong root is refused before the run dir is written."""
  root = data.root or os.environ.get("APPWORLD_ROOT")
  if root and not os.path.isdir(os.path.join(root, "data", "tasks")):
    raise ValueError(f"config.appworld.root / $APPWORLD_ROOT={root!r} has no data/tasks (appworld download data)")
  return root


def data_root(data: AppWorldData) -> str:
  """The AppWorld root the environments read: the configured or $APPWORLD_ROOT one, else the bundled world."""
  return configured_root(data) or bundled_root(engine_python(data))


def scenario(task_id: str) -> str:
  """AppWorld's scenario ("generator id") of a task id `<scenario>_<n>`: SGC's unit, and the task_type."""
  return task_id.split(":")[0].split("_")[0]


def task_list(root: str) -> TaskList:
  """Every task of the root's four splits; task_type is the scenario, so per-type success is per scenario."""
  tasks = []
  for split in SPLITS:
    path = os.path.join(root, "data", "datasets", split + ".txt")
    if os.path.isfile(path):
      with open(path) as f:
        ids = [line.strip().split(":")[0] for line in f if line.strip()]
      tasks += [Task(task_id=i, split=split, task_type=scenario(i), payload=i) for i in ids]
  if not tasks:
    raise ValueError(f"no AppWorld tasks under {root}/data/datasets ({', '.join(SPLITS)}.txt)")
  return TaskList(tasks)


def solution_cells(root: str, task_id: str) -> list[str]:
  """The ground-truth solution of a bundled task as its `# %%` cells (the scripted expert's steps)."""
  path = os.path.join(root, "data", "tasks", task_id, "ground_truth", "solution.py")
  with open(path) as f:
    text = f.read()
  if "# %%\n" not in text:
    raise ValueError(f"{path} is not a cell-split solution: the scripted expert solves bundled tasks only")
  return [cell.strip() for cell in text.split("# %%\n")[1:]]


class Worker:
  """A worker.py process: one request, one reply, JSON lines. It exits when its stdin closes (this object
  is collected, or the parent exits)."""

  def __init__(self, python: str, root: str):
    self.process = subprocess.Popen([python, os.path.join(_HERE, "worker.py")], stdin=subprocess.PIPE,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=root,
                                    env={**os.environ, "APPWORLD_ROOT": root})
    weakref.finalize(self, self.process.stdin.close)

  def call(self, op: str, **fields) -> dict[str, Any]:
    try:
      self.process.stdin.write(json.dumps({"op": op, **fields}) + "\n")
      self.process.stdin.flush()
      line = self.process.stdout.readline()
    except OSError:   # the pipe to a dead worker
      line = ""
    if not line:
      raise EngineDied(f"the AppWorld worker exited (code {self.process.wait()}) during {op!r}")
    reply = json.loads(line)
    if "error" in reply:
      raise RuntimeError(f"AppWorld {op}: {reply['error']}")
    return reply


class AppWorldEnv:
  """The Environment protocol over AppWorld tasks (the module docstring). Besides the shared keys
  (`base.StepInfo`), `info` holds AppWorld's own, read by this package only: 'supervisor' after reset, and
  'tests_passed' / 'tests' / 'failures' on the last step (AppWorld's evaluation)."""
  name = "appworld"

  def __init__(self, data: Optional[AppWorldData] = None, max_steps: int = 30):
    if max_steps < 1:
      raise ValueError(f"max_steps must be >= 1, got {max_steps}")
    self.data = data or AppWorldData()
    self.root = data_root(self.data)
    self.max_steps = max_steps
    # One output folder per instance: siblings running the same task must not share AppWorld's outputs.
    self.experiment = f"mcgpo-{os.getpid()}-{id(self):x}"
    self.task: Optional[Task] = None
    self._worker: Optional[Worker] = None
    self._steps = 0
    self._done = True

  def tasks(self) -> TaskList:
    return task_list(self.root)

  def reset(self, task: Task) -> tuple[str, dict[str, Any]]:
    if self._worker is None:
      self._worker = Worker(engine_python(self.data), self.root)
    reply = self._call("reset", task_id=task.payload, experiment=self.experiment)
    self.task, self._steps, self._done = task, 0, False
    s = reply["supervisor"]
    text = (f"My name is: {s['first_name']} {s['last_name']}. My personal email is {s['email']} and phone "
            f"number is {s['phone_number']}.\n\nYour task is: {reply['instruction']}")
    return reply["instruction"], {"task": text, "admissible_actions": [], "supervisor": s}

  def step(self, action: str) -> StepResult:
    """Executes `action` as code (whatever the projection passed: an invalid response's tail too, as
    verl-agent does); after the episode, a step is a no-op that repeats the end."""
    if self._done:
      return StepResult("The task is over.", 0.0, True, {"won": False, "score": 0.0, "admissible_actions": []})
    reply = self._call("execute", code=action)
    self._steps += 1
    self._done = reply["completed"] or self._steps >= self.max_steps
    info: dict[str, Any] = {"won": False, "score": 0.0, "admissible_actions": []}
    if self._done:
      result = self._call("evaluate")
      info.update(won=result["success"], score=result["passes"] / max(result["num_tests"], 1),
                  tests_passed=result["passes"], tests=result["num_tests"], failures=result["failures"])
    return StepResult(reply["output"], SUCCESS_REWARD if info["won"] else 0.0, self._done, info)

  def _call(self, op: str, **fields) -> dict[str, Any]:
    """A worker call; a dead worker ends the episode (EngineDied) and the next reset starts a fresh one."""
    try:
      return self._worker.call(op, **fields)
    except EngineDied:
      self._worker, self._done = None, True
      raise

  def expert_action(self) -> str:
    """The scripted expert's next code: the ground-truth solution's next cell (bundled tasks)."""
    cells = solution_cells(self.root, self.task.payload)
    return cells[min(self._steps, len(cells) - 1)]
