"""AppWorld: verl-agent's `<code>` projection and prompts, the TGC / SGC readout, and the real engine end to end
on the bundled world — AppWorld's own Task loading, sandboxed execution and evaluation, the scripted expert
through the environment, a smoke training run. The engine tests need the AppWorld venv
(scripts/appworld_venv.sh; scripts/test.sh builds it and sets MCGPO_APPWORLD_PYTHON)."""
import gc
import json
import os
import subprocess
import sys

import pytest

from mcgpo_jax.envs.appworld import prompts, spec as appworld_spec
from mcgpo_jax.envs.base import Task
from mcgpo_jax.envs.interface import PromptConfig
from mcgpo_jax.envs.registry import spec
from tests.repo import ROOT

PYTHON = os.environ.get("MCGPO_APPWORLD_PYTHON", "")
engine = pytest.mark.skipif(not (PYTHON and os.access(PYTHON, os.X_OK)),
                            reason="set MCGPO_APPWORLD_PYTHON to the AppWorld venv's python (scripts/appworld_venv.sh)")


def test_projection_executes_the_first_code_block_verbatim_as_verl_agent_does():
  p = prompts.project("<think>log in</think><code>Token = apis.X.login()\n  print(Token)</code> <code>b</code>", True)
  assert (p.action, p.valid) == ("Token = apis.X.login()\n  print(Token)", True)   # case and indentation kept
  assert prompts.project("<code>x=1</code>", True).valid is False                    # no think tags
  assert prompts.project("<code>x=1</code>", False) == prompts.project("<think></think><code>x=1</code>", True)
  tail = "no tags " + "y" * 120
  assert prompts.project(tail, True) == prompts.Projection(tail[-100:], False)        # the reference's fallback
  assert prompts.project("</code> then <code>x", True).action == ""                   # inverted tags: empty
  assert prompts.code_span(b"</code> then <code>x") == (19, 19)                        # ... an empty span, lo == hi
  for half in ("<think>plan<code>x=1</code>", "plan</think><code>x=1</code>"):         # both think tags, or invalid
    assert prompts.project(half, True) == prompts.Projection("x=1", False)
  response = "<think>é</think><code>print('ü')</code>"
  lo, hi = prompts.code_span(response.encode())
  assert response.encode()[lo:hi].decode() == prompts.project(response, True).action


def test_the_prompt_pairs_each_cell_with_what_it_printed():
  cfg = PromptConfig(env="appworld", history_length=2)
  first = prompts.build_prompt(cfg, "Your task is: T", "T", [], [])
  assert "Your task is: T" in first and "<think>" in first and "step(s)" not in first
  history = [("T", "a = 1"), ("Execution successful.", "print(a)"), ("1", "print(b)")]
  later = prompts.build_prompt(cfg, "Your task is: T", "NameError b", [], history)
  assert "[Code 2: 'print(a)', Output 2: '1']\n[Code 3: 'print(b)', Output 3: 'NameError b']" in later
  assert "Code 1" not in later and "taken 3 step(s)" in later and "step 4" in later
  assert prompts.build_prompt(PromptConfig(env="appworld", action_only=True), "T", "T", [], []).endswith(
      "Give only the cell's code, inside <code> </code> tags.")


def test_expert_demonstrations_are_code_cells():
  assert spec("appworld").demo_response("x = 1", True) == "<code>x = 1</code>"
  think = spec("appworld").demo_response("x = 1", False)
  assert spec("appworld").project(think, True) == prompts.Projection("x = 1", True)
  assert spec("alfworld").demo_response("go to desk 1", True) == "<action>go to desk 1</action>"


def test_readout_is_task_and_scenario_goal_completion():
  stats = {"success_rate": 0.75, "success/a": 1.0, "success/b": 0.5, "val/success/c": 0.0}
  assert appworld_spec.readout(stats) == {"tgc": 0.75, "sgc": 0.5}
  assert appworld_spec.readout({"val/success_rate": 0.0, "val/success/c": 0.0}, "val/") == {"tgc": 0.0, "sgc": 0.0}
  assert appworld_spec.readout({}) == {}


def test_a_missing_engine_is_one_line_saying_how_to_make_it(monkeypatch):
  from mcgpo_jax.envs.appworld.engine import AppWorldData, engine_python
  monkeypatch.delenv("MCGPO_APPWORLD_PYTHON", raising=False)
  with pytest.raises(ValueError, match="scripts/appworld_venv.sh"):
    engine_python(AppWorldData())
  with pytest.raises(ValueError, match="does not exist"):
    engine_python(AppWorldData(python="/nonexistent/python"))


def test_an_official_root_is_read_by_its_datasets_files(tmp_path, monkeypatch):
  """The official data's layout: data/datasets/<split>.txt of `<scenario>_<n>` ids (optionally `:tag`ged, as
  AppWorld's load_task_ids allows); the scenario is the task_type, so per-type success is per scenario (SGC)."""
  from mcgpo_jax.envs.appworld.engine import AppWorldData, data_root, task_list
  monkeypatch.delenv("APPWORLD_ROOT", raising=False)
  with pytest.raises(ValueError, match="has no data/tasks"):
    data_root(AppWorldData(root=str(tmp_path)))
  (tmp_path / "data" / "tasks").mkdir(parents=True)
  (tmp_path / "data" / "datasets").mkdir()
  (tmp_path / "data" / "datasets" / "dev.txt").write_text("50e1b53_1\n50e1b53_2:hard\n\n7d7fbf6_3\n")
  (tmp_path / "data" / "datasets" / "test_normal.txt").write_text("a1b2c3d_1\n")
  assert data_root(AppWorldData(root=str(tmp_path))) == str(tmp_path)
  tasks = task_list(str(tmp_path)).tasks
  assert [(t.task_id, t.split, t.task_type) for t in tasks] == [
      ("50e1b53_1", "dev", "50e1b53"), ("50e1b53_2", "dev", "50e1b53"), ("7d7fbf6_3", "dev", "7d7fbf6"),
      ("a1b2c3d_1", "test_normal", "a1b2c3d")]


@pytest.fixture(scope="module")
def world():
  envs, tasks = spec("appworld").make_envs(2, 30, None, True)
  return envs, tasks


@engine
def test_the_bundled_world_is_in_appworlds_data_format(world):
  envs, tasks = world
  data = os.path.join(envs[0].root, "data")
  assert {t.split for t in tasks.tasks} == {"train", "dev", "test_normal", "test_challenge"}
  assert len(tasks.tasks) == 6 and len({t.task_type for t in tasks.tasks}) == 3
  difficulties = []
  for t in tasks.tasks:
    directory = os.path.join(data, "tasks", t.task_id)
    specs = json.load(open(os.path.join(directory, "specs.json")))
    assert {"instruction", "supervisor", "datetime", "db_version"} <= set(specs)
    assert os.path.isfile(os.path.join(directory, "dbs", "simple_note.db"))
    truth = os.path.join(directory, "ground_truth")
    for name in ("evaluation.py", "answer.json", "test_data.json", "public_data.json", "private_data.json"):
      assert os.path.isfile(os.path.join(truth, name)), name
    difficulties.append(json.load(open(os.path.join(truth, "metadata.json")))["difficulty"])
  assert sorted(difficulties) == [1, 1, 2, 2, 3, 3]
  assert os.path.isfile(os.path.join(data, "base_dbs", "file_system.db"))


@engine
def test_the_scripted_expert_solves_every_bundled_task_through_the_environment(world):
  envs, tasks = world
  env, expert = envs[0], spec("appworld").expert_action
  for task in tasks.tasks:
    observation, info = env.reset(task)
    assert info["task"].startswith("My name is: Joyce Weaver.") and observation in info["task"]
    for _ in range(env.max_steps):
      result = env.step(expert(env, info, {}))
      if result.done:
        break
    assert (result.info["won"], result.info["score"], result.reward) == (True, 1.0, 10.0), (task, result)


@engine
def test_outputs_are_observations_and_appworlds_evaluation_scores_a_wrong_answer(world):
  envs, tasks = world
  env = envs[1]
  task = next(t for t in tasks.tasks if t.task_id == "5e1d0a1_1")   # how many notes are tagged 'groceries' (3)
  env.reset(task)
  assert env.step("print(6 * 7)").observation == "42\n"
  failed = env.step("print(")
  assert failed.observation.startswith("Execution failed.") and not failed.done and failed.reward == 0.0
  end = env.step("apis.supervisor.complete_task(answer=2)")
  assert end.done and end.reward == 0.0 and not end.info["won"]
  assert end.info["score"] == 0.5 and end.info["failures"] == [
      "the task is complete and its answer is the number of notes tagged 'groceries'"]
  assert env.step("print(1)").done   # after the end: a no-op that repeats the end


@engine
def test_an_episode_that_runs_out_of_steps_is_evaluated_as_it_stands_and_its_outputs_are_removed():
  from mcgpo_jax.envs.appworld.engine import AppWorldEnv
  env = AppWorldEnv(max_steps=2)
  task = next(t for t in env.tasks().tasks if t.task_id == "5e1d0b2_1")   # save a note as a file
  env.reset(task)
  assert not env.step("x = 1").done
  end = env.step("x = 2")
  assert end.done and not end.info["won"] and end.info["tests"] == 3 and end.info["tests_passed"] == 1  # no-op passes
  outputs = os.path.join(env.root, "experiments", "outputs", env.experiment)
  worker = env._worker.process
  assert os.path.isdir(outputs)   # AppWorld's per-cell database saves ...
  del env
  gc.collect()
  assert worker.wait(timeout=120) == 0 and not os.path.exists(outputs)   # ... go with the worker


@engine
@pytest.mark.slow
def test_appworld_smoke_trains_through_the_real_engine(tmp_path):
  run_dir = tmp_path / "run"
  proc = subprocess.run([sys.executable, "launch/train.py", "--config=configs/appworld.py:smoke",
                         f"--config.run_dir={run_dir}"], cwd=ROOT, env={**os.environ, "JAX_PLATFORMS": "cpu"},
                        capture_output=True, text=True, timeout=1200)
  assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
  rows = [json.loads(line) for line in open(run_dir / "metrics.jsonl")]
  val = [r for r in rows if "val/success_rate" in r]
  assert [r["update"] for r in val] == [0, 1, 2] and [r["update"] for r in rows if "actor/loss" in r] == [1, 2]
  # AppWorld's own evaluation scored the episodes: an agent that completes nothing still passes the tests that
  # a do-nothing agent passes ("no note was added ..."), so the test-pass fraction is strictly between 0 and 1.
  assert all(0.0 < r["val/score"] < 1.0 for r in val)
  assert {k for r in val for k in r if k.startswith("val/success/")} <= {
      "val/success/5e1d0a1", "val/success/5e1d0b2", "val/success/5e1d0c3"}   # per scenario, for SGC
  assert json.load(open(run_dir / "config.json"))["env"] == "appworld"
