"""The papers' final-evaluation protocols: ALFWorld valid_seen (140) / valid_unseen (134) with the six-category
macro average (SGR-OPSD App. 8, Tables 1 and 6), and the official split names under $ALFWORLD_DATA."""
import json
import os
import subprocess
import sys

import pytest

from mcgpo_jax import readouts as ev
from mcgpo_jax.envs import make_envs
from mcgpo_jax.envs.alfworld import engine as alfworld_env
from mcgpo_jax.envs.alfworld.rubric import TASK_FAMILY
from mcgpo_jax.envs.registry import protocol, spec
from tests.repo import ROOT
from tests.run_dirs import write_run_config

BUNDLED = alfworld_env.BUNDLED_GAMES
TYPES = ["pick_and_place_simple", "look_at_obj_in_light", "pick_clean_then_place_in_recep",
         "pick_heat_then_place_in_recep", "pick_cool_then_place_in_recep", "pick_two_obj_and_place"]

# SGR-OPSD Table 1, ALFWorld columns Pick, Look, Clean, Heat, Cool, Pick2 and Avg (three-seed means; the mean
# of per-run macro averages is the macro average of the category means).
TABLE1 = {"GRPO 3B": ([91.4, 66.6, 75.3, 58.3, 61.3, 62.5], 69.3),
          "Skill-Prompt 3B": ([51.7, 66.7, 48.4, 0.0, 4.3, 10.0], 30.2),
          "SGR-OPSD 7B": ([97.1, 73.2, 85.2, 84.6, 89.6, 85.4], 85.8)}


def test_categories_are_the_six_task_types_in_table_order():
  assert list(TASK_FAMILY) == TYPES and list(alfworld_env.TASK_TYPES) == TYPES
  assert list(TASK_FAMILY.values()) == ["Pick", "Look", "Clean", "Heat", "Cool", "Pick2"]


def test_macro_average_weighs_each_category_once():
  # valid_seen sizes: 35 Pick, 13 Look, 27 Clean, 16 Heat, 25 Cool, 24 Pick2 = 140 tasks. All Pick tasks
  # solved and nothing else: micro 35/140 = 0.25, macro 1/6.
  stats = {f"success/{t}": 0.0 for t in TYPES}
  stats["success/pick_and_place_simple"] = 1.0
  assert ev.macro_average(stats, TYPES) == pytest.approx(1 / 6)
  # Look alone (13 tasks): micro 13/140, macro still 1/6.
  stats = {f"success/{t}": 0.0 for t in TYPES} | {"success/look_at_obj_in_light": 1.0}
  assert ev.macro_average(stats, TYPES) == pytest.approx(1 / 6)
  stats = dict(zip((f"success/{t}" for t in TYPES), [0.5, 0.25, 1.0, 0.0, 0.75, 0.5]))
  assert ev.macro_average(stats, TYPES) == pytest.approx(3.0 / 6)


@pytest.mark.parametrize("row", sorted(TABLE1))
def test_macro_average_reproduces_sgr_opsd_table1(row):
  values, avg = TABLE1[row]
  stats = {f"success/{t}": v for t, v in zip(TYPES, values)}
  # evaluate.py's readout (EnvSpec.readout); both displays round to 0.1
  assert spec("alfworld").readout(stats, "")["macro_success"] == pytest.approx(avg, abs=0.1)
  val = {f"val/{k}": v for k, v in stats.items()}
  assert spec("alfworld").readout(val, "val/")["macro_success"] == pytest.approx(avg, abs=0.1)


def test_macro_average_refuses_a_missing_category():
  stats = {f"success/{t}": 1.0 for t in TYPES[:5]}
  with pytest.raises(ValueError, match="pick_two_obj_and_place"):
    ev.macro_average(stats, TYPES)
  assert spec("alfworld").readout(stats, "") == {}   # a partial split has no macro average


def test_protocols_are_the_papers():
  seen, unseen = protocol("alfworld_seen"), protocol("alfworld_unseen")
  assert (seen.env, seen.split, seen.tasks, seen.rollouts, seen.temperature, seen.macro) == (
      "alfworld", "valid_seen", 140, 1, 0.4, True)
  assert (unseen.env, unseen.split, unseen.tasks, unseen.rollouts, unseen.temperature, unseen.macro) == (
      "alfworld", "valid_unseen", 134, 1, 0.4, True)


def _official_tree(tmp_path):
  """$ALFWORLD_DATA/json_2.1.1 in the official layout, its splits made of the bundled games."""
  root = tmp_path / "json_2.1.1"
  root.mkdir()
  os.symlink(os.path.join(BUNDLED, "train"), root / "train")
  os.symlink(os.path.join(BUNDLED, "valid"), root / "valid_seen")
  unseen = root / "valid_unseen" / "pick_two_obj_and_place-Pen-None-Desk-Room" / "trial_T1"
  unseen.mkdir(parents=True)
  (unseen / "traj_data.json").write_text("{}")
  (unseen / "initial_state.pddl").write_text("")
  return tmp_path


def test_official_split_names_need_no_flag_under_alfworld_data(tmp_path, monkeypatch):
  monkeypatch.setenv("ALFWORLD_DATA", str(_official_tree(tmp_path)))
  _, tasks = make_envs("alfworld", 1, 50)
  seen = tasks.split("valid_seen")
  assert len(seen) == 24 and {t.split for t in seen} == {"valid_seen"}
  assert tasks.split("valid") == seen                    # config.valid_split's default means valid_seen here
  assert [t.task_id for t in tasks.split("valid_unseen")] == [
      "valid_unseen/pick_two_obj_and_place-Pen-None-Desk-Room/trial_T1"]
  assert alfworld_env.alfworld_tasks("valid") == seen
  assert len(tasks.split("train")) == 96
  assert len(tasks.sample("valid", 3, seed=0)) == 3


def test_official_split_names_on_the_bundle_say_what_to_set(monkeypatch):
  monkeypatch.delenv("ALFWORLD_DATA", raising=False)
  _, tasks = make_envs("alfworld", 1, 50)
  assert len(tasks.split("valid")) == 24
  with pytest.raises(ValueError, match="ALFWORLD_DATA"):
    tasks.split("valid_unseen")
  with pytest.raises(ValueError, match="unknown ALFWorld split"):
    alfworld_env.alfworld_tasks("valid_unseen")


def _write_run_with_eval(path, label, seed, categories):
  """A run directory (config.json, a short validation curve) and its evaluate.py result on valid_seen."""
  os.makedirs(path)
  write_run_config(path, "alfworld", algorithm="sgr_opsd", label=label, seed=seed)
  with open(os.path.join(path, "metrics.jsonl"), "w") as f:
    for u in (0, 5, 10):
      f.write(json.dumps({"update": u, "val/success_rate": u / 20, "episode_length": 9.0}) + "\n")
  result = {"run_dir": str(path), "split": "valid_seen", "success_rate": 0.5,
            **{f"success/{t}": v for t, v in zip(TYPES, categories)}}
  result["macro_success"] = sum(categories) / 6
  with open(os.path.join(path, "seen.json"), "w") as f:
    json.dump(result, f)


def test_report_averages_each_run_then_across_seeds(tmp_path):
  _write_run_with_eval(tmp_path / "a0", "A", 0, [1.0, 0.5, 1.0, 0.5, 1.0, 0.0])     # macro 4/6
  _write_run_with_eval(tmp_path / "a42", "A", 42, [1.0, 1.0, 1.0, 1.0, 1.0, 0.0])   # macro 5/6
  out = tmp_path / "report"
  proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch/report.py"), f"--runs={tmp_path}/a*",
                         f"--evals={tmp_path}/a*/seen.json", f"--out={out}"], capture_output=True, text=True,
                        timeout=120)
  assert proc.returncode == 0, proc.stderr
  md = (out / "report.md").read_text()
  # macro: mean(66.67, 83.33) = 75.0, sample std = 11.79; Look: mean(50, 100) = 75.0 ± 35.36; Pick2 0 ± 0.
  assert "## Final evaluation on valid_seen" in md
  assert "| method | seeds | Avg (macro) | success | Pick | Look | Clean | Heat | Cool | Pick2 |" in md
  assert ("| A | 0,42 | 75.0 ± 11.8 | 50.0 ± 0.0 | 100.0 ± 0.0 | 75.0 ± 35.4 | 100.0 ± 0.0 | 75.0 ± 35.4 "
          "| 100.0 ± 0.0 | 0.0 ± 0.0 |") in md
