"""One AppWorld engine behind a JSON-lines pipe: the process the environment (engine.py) talks to.

Why a process of its own: appworld pins pydantic 1, pytest 8.4, httpx 0.27 and rich 13, which the
project's venv cannot share (scripts/appworld_venv.sh builds the AppWorld venv), and `AppWorld.initialize`
calls `AppWorld.close_all()`, so one process holds one open task world: each environment instance has
its own worker. Runs as a script in the AppWorld venv and imports nothing from mcgpo_jax.

Requests (one JSON object a line on stdin) and replies (one a line on the protocol pipe):
  {"op": "reset", "task_id": ..., "experiment": ...} -> {"instruction", "supervisor", "difficulty"}
  {"op": "execute", "code": ...}                      -> {"output", "completed"}  (AppWorld.execute)
  {"op": "evaluate"}                                  -> {"success", "passes", "num_tests", "failures"}
  {"op": "close"}                                     -> {} and the process exits
An exception becomes {"error": "<type>: <message>"}. Whatever AppWorld prints goes to stderr: stdout is
the protocol pipe alone (it is duplicated before anything else can write to it). On close or end of input
the worker deletes the experiment folders it wrote (AppWorld saves every task's databases there after each
cell), so runs leave nothing under the AppWorld root.
"""
import json
import os
import shutil
import sys


def main():
  pipe = os.fdopen(os.dup(1), "w")
  os.dup2(2, 1)   # stray prints (AppWorld's warnings, IPython) land on stderr
  from appworld import AppWorld
  from appworld.common.path_store import path_store
  world, experiments = None, set()

  def close():
    nonlocal world
    if world is not None:
      world.close()
      world = None

  for line in sys.stdin:
    request = json.loads(line)
    op = request["op"]
    try:
      if op == "reset":
        close()
        experiments.add(request["experiment"])
        world = AppWorld(task_id=request["task_id"], experiment_name=request["experiment"])
        task = world.task
        reply = {"instruction": task.instruction, "supervisor": dict(task.supervisor),
                 "difficulty": task.ground_truth.metadata["difficulty"] if task.ground_truth else None}
      elif op == "execute":
        output = world.execute(request["code"])
        reply = {"output": output, "completed": bool(world.task_completed())}
      elif op == "evaluate":
        tracker = world.evaluate()
        reply = {"success": bool(tracker.success), "passes": tracker.pass_count, "num_tests": tracker.num_tests,
                 "failures": [f["requirement"] for f in tracker.failures]}
      elif op == "close":
        close()
        reply = {}
      else:
        reply = {"error": f"ValueError: unknown op {op!r}"}
    except Exception as e:   # the episode's caller decides; the worker stays up
      reply = {"error": f"{type(e).__name__}: {e}"}
    pipe.write(json.dumps(reply) + "\n")
    pipe.flush()
    if op == "close":
      break
  close()
  for experiment in experiments:
    shutil.rmtree(os.path.join(path_store.experiment_outputs, experiment), ignore_errors=True)


if __name__ == "__main__":
  main()
