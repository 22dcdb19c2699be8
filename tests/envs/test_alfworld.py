"""The ALFWorld adapter over the real engine: bundled suite, protocol, tracker anchor, data discovery, expert."""
import collections
import json
import os
import shutil

import pytest

from mcgpo_jax.envs.alfworld import engine as alfworld_env
from mcgpo_jax.envs.alfworld import gen as alfworld_gen
from mcgpo_jax.envs.alfworld.engine import AlfworldEnv, alfworld_task_list, alfworld_tasks
from mcgpo_jax.envs.alfworld.rubric import INVALID_ACTION, TASK_FAMILY
from mcgpo_jax.envs.base import Task

PICK_TWO = "train/pick_two_obj_and_place-Newspaper-None-Drawer-LivingRoom/trial_s0002"
CLEAN = "train/pick_clean_then_place_in_recep-Lettuce-None-DiningTable-Kitchen/trial_s0001"
FULL_PROGRESS = {"Pick": 1, "Pick2": 2, "Look": 2, "Clean": 3, "Heat": 3, "Cool": 3}


@pytest.fixture(scope="module")
def tasks():
  return {t.task_id: t for t in alfworld_tasks(data="bundled")}


@pytest.fixture(scope="module")
def env():
  return AlfworldEnv(max_steps=50)


def test_bundled_suite_covers_every_task_type(tasks):
  assert len(tasks) >= 24
  for split in ("train", "valid"):
    counts = collections.Counter(t.task_type for t in tasks.values() if t.split == split)
    assert set(counts) == set(alfworld_env.TASK_TYPES), split
  per_type = collections.Counter(t.task_type for t in tasks.values())
  assert min(per_type.values()) >= 4
  task_list = alfworld_task_list(data="bundled")
  assert {t.task_id for t in task_list.split("valid")} == {i for i in tasks if i.startswith("valid/")}
  with pytest.raises(ValueError, match="unknown ALFWorld split"):
    alfworld_tasks("valid_seen", data="bundled")


def test_bundled_games_regenerate_from_their_seeds(tasks):
  """The committed files are exactly what the generator writes for the recorded seed."""
  task = tasks[PICK_TWO]
  with open(os.path.join(task.payload, "traj_data.json")) as f:
    traj = json.load(f)
  game = alfworld_gen.generate(traj["task_type"], traj["scene"]["seed"])
  with open(os.path.join(task.payload, "initial_state.pddl")) as f:
    assert game.problem == f.read()
  assert game.traj_data == traj
  assert alfworld_gen.game_dirname(game) == task.task_id.split("/", 1)[1]


def test_reset_info(env, tasks):
  obs, info = env.reset(tasks[PICK_TWO])
  assert obs.startswith("-= Welcome to TextWorld, ALFRED! =-")
  assert obs.endswith("Your task is to: put two newspaper in drawer.")
  assert info["task"] == "put two newspaper in drawer"
  assert info["task_type"] == "pick_two_obj_and_place" and info["task_id"] == PICK_TWO
  assert "help" not in info["admissible_actions"] and "look" in info["admissible_actions"]
  assert info["anchor"] == (
      "location: middle of room\nholding: nothing\nmoved: none\nactions: go to cabinet 1; go to coffeetable 1; "
      "go to drawer 1; go to drawer 2; go to shelf 1; go to sidetable 1; go to sofa 1; inventory; look")
  assert not any(info["rubric"].values())
  assert info["state"]["coarse"][-1] == 3


def test_unknown_actions_are_noops(env, tasks):
  _, info = env.reset(tasks[PICK_TWO])
  for action in ("dance", "", "   ", None, 42, "help", "put newspaper 2 in drawer 2", "Go To Shelf 1", "look\nlook"):
    result = env.step(action)
    assert result.observation == "Nothing happens."
    assert (result.reward, result.done, result.info["won"], result.info["score"]) == (0.0, False, False, 0.0)
    assert result.info["action_key"] == INVALID_ACTION
    for field in ("admissible_actions", "anchor", "rubric"):
      assert result.info[field] == info[field], field


def test_step_budget_ends_the_episode(tasks):
  env = AlfworldEnv(max_steps=3)
  env.reset(tasks[PICK_TWO])
  results = [env.step(a) for a in ("look", "dance", "go to shelf 1")]
  assert [r.done for r in results] == [False, False, True]
  assert all(r.reward == 0.0 and not r.info["won"] for r in results)
  assert [r.info["state"]["coarse"][-1] for r in results] == [2, 1, 0]   # 2/3, 1/3, 0/3 left
  with pytest.raises(RuntimeError, match="after the episode ended"):
    env.step("look")


def test_anchor_tracks_location_held_state_moves_and_ignores_rejections(env, tasks):
  env.reset(tasks[CLEAN])
  script = ["go to countertop 1", "take lettuce 2 from countertop 1", "go to diningtable 1",
            "move lettuce 2 to diningtable 1", "take lettuce 2 from diningtable 1", "go to sinkbasin 1",
            "clean lettuce 2 with sinkbasin 1"]
  anchors = [env.step(command).info["anchor"].split("\n") for command in script]
  assert anchors[1][:3] == ["location: countertop 1", "holding: lettuce 2", "moved: none"]
  assert anchors[3][:3] == ["location: diningtable 1", "holding: nothing", "moved: lettuce 2 -> diningtable 1"]
  assert anchors[6][:3] == ["location: sinkbasin 1", "holding: lettuce 2 (clean)",
                            "moved: lettuce 2 -> diningtable 1"]
  result = env.step("go to sinkbasin 1")                 # already here: the engine rejects it
  assert result.observation == "Nothing happens."
  assert result.info["anchor"].split("\n") == anchors[6]
  actions = anchors[6][3].removeprefix("actions: ").split("; ")
  assert actions == sorted(result.info["admissible_actions"])
  assert "move lettuce 2 to sinkbasin 1" in actions


def test_reset_restores_the_initial_state_and_reuses_the_engine(env, tasks):
  first_obs, first_info = env.reset(tasks[PICK_TWO])
  engine = env._cache[tasks[PICK_TWO].payload].engine
  env.step("go to shelf 1")
  env.step("take newspaper 2 from shelf 1")
  obs, info = env.reset(tasks[PICK_TWO])
  assert env._cache[tasks[PICK_TWO].payload].engine is engine
  assert (obs, info["admissible_actions"], info["anchor"], info["state"]) == (
      first_obs, first_info["admissible_actions"], first_info["anchor"], first_info["state"])


def test_engine_cache_is_bounded(tasks):
  env = AlfworldEnv(cache_size=1)
  env.reset(tasks[PICK_TWO])
  env.reset(tasks[CLEAN])
  assert list(env._cache) == [tasks[CLEAN].payload]


def test_bad_payload_is_a_loud_error(env):
  with pytest.raises(ValueError, match="game folder"):
    env.reset(Task("x", "train", "pick_and_place_simple", payload="/no/such/dir"))


def _copy_game(task: Task, dest: str, task_text: str = None, solvable: bool = True) -> None:
  """An official-style game folder: traj_data.json + game.tw-pddl (domain + grammar + problem)."""
  os.makedirs(dest)
  shutil.copy(os.path.join(task.payload, "traj_data.json"), dest)
  game, _ = alfworld_env.load_game(task.payload)
  if task_text is not None:
    game["grammar"] = game["grammar"].replace(alfworld_env.fixed_task_text(json.load(
        open(os.path.join(task.payload, "traj_data.json")))), task_text)
  game["solvable"] = solvable
  with open(os.path.join(dest, "game.tw-pddl"), "w") as f:
    json.dump(game, f)


def test_official_data_layout(tmp_path, monkeypatch, tasks):
  root = tmp_path / "json_2.1.1"
  pick_two, clean = tasks[PICK_TWO], tasks[CLEAN]
  _copy_game(pick_two, str(root / "train/pick_two_obj_and_place-Newspaper-None-Drawer-10/trial_T1"),
             task_text="find two newspaper and put them in drawer")
  _copy_game(clean, str(root / "valid_seen/pick_clean_then_place_in_recep-Lettuce-None-DiningTable-3/trial_T2"))
  _copy_game(clean, str(root / "train/pick_and_place_with_movable_recep-Lettuce-Bowl-DiningTable-3/trial_T3"))
  _copy_game(clean, str(root / "train/pick_clean_then_place_in_recep-LettuceSliced-None-DiningTable-3/trial_T4"))
  _copy_game(clean, str(root / "train/pick_clean_then_place_in_recep-Lettuce-None-DiningTable-4/trial_T5"),
             solvable=False)
  monkeypatch.setenv("ALFWORLD_DATA", str(tmp_path))
  found = alfworld_tasks()                                 # $ALFWORLD_DATA wins over the bundle
  assert [(t.task_id, t.split, t.task_type) for t in found] == [
      ("train/pick_two_obj_and_place-Newspaper-None-Drawer-10/trial_T1", "train", "pick_two_obj_and_place"),
      ("valid_seen/pick_clean_then_place_in_recep-Lettuce-None-DiningTable-3/trial_T2", "valid_seen",
       "pick_clean_then_place_in_recep")]
  assert [t.task_id for t in alfworld_tasks("valid_seen")] == [found[1].task_id]
  obs, info = AlfworldEnv().reset(found[0])                # the game's own grammar, loaded as-is
  assert info["task"] == "find two newspaper and put them in drawer"


def test_missing_data_dir_says_what_to_download(tmp_path, monkeypatch):
  monkeypatch.setenv("ALFWORLD_DATA", str(tmp_path / "nowhere"))
  with pytest.raises(FileNotFoundError, match="alfworld-download") as error:
    alfworld_tasks()
  assert "ALFWORLD_DATA" in str(error.value) and "json_2.1.1" in str(error.value)
  assert alfworld_tasks(data="bundled")                    # the bundle stays reachable explicitly


@pytest.mark.slow
def test_planner_expert_solves_every_bundled_game(tasks):
  """Closed loop: at each step the first command of the planner's plan from the current state."""
  env = AlfworldEnv(max_steps=30, expert=True, cache_size=1)
  for task in tasks.values():
    _, info = env.reset(task)
    for _ in range(env.max_steps):
      result = env.step(info["expert_plan"][0])
      info = result.info
      assert info["action_key"] != INVALID_ACTION, task.task_id
      if result.done:
        break
    assert result.info["won"] and result.reward == 10.0 and result.info["score"] == 1.0, task.task_id
    assert result.info["rubric"]["solved"], task.task_id
    assert result.info["rubric"]["goal_progress"] == FULL_PROGRESS[TASK_FAMILY[task.task_type]], task.task_id
