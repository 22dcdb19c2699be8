"""ALFWorld rubric channels, state summaries and action keys, checked step by step against hand-written tables.

The scripted episodes run through the real engine on bundled games; each table row is the status *after*
the command (the next decision's pre-action status), written by hand from the game layout:
  clean:    lettuce 1 in the fridge, lettuce 2 on countertop 1, plate 1 in sinkbasin 1; goal: clean lettuce
            in diningtable.
  pick-two: newspaper 2 on shelf 1, newspaper 3 and laptop 1 on sidetable 1; goal: two newspaper in drawer.
  look:     watch 1 and creditcard 1 on desk 1, desklamp 1 on sidetable 1; goal: watch under the desklamp.
"""
import pytest

from mcgpo_jax.envs.alfworld.engine import AlfworldEnv, alfworld_tasks
from mcgpo_jax.envs.alfworld.rubric import (CHANNELS, INVALID_ACTION, AlfworldGoal, AlfworldProgress,
                                            action_key, entity_type)

CLEAN = "train/pick_clean_then_place_in_recep-Lettuce-None-DiningTable-Kitchen/trial_s0001"
PICK_TWO = "train/pick_two_obj_and_place-Newspaper-None-Drawer-LivingRoom/trial_s0002"
LOOK = "train/look_at_obj_in_light-Watch-None-DeskLamp-Bedroom/trial_s0000"
HORIZON = 20

# command, then channels A H P L B G S (after the command), then whether the engine accepted it.
CLEAN_TABLE = [
    ("go to fridge 1",                   0, 0, 0, 0, 0, 0, 0, True),
    ("open fridge 1",                    0, 0, 0, 0, 0, 0, 0, True),
    ("take lettuce 1 from fridge 1",     1, 1, 0, 0, 0, 0, 0, True),
    ("cool lettuce 1 with fridge 1",     1, 1, 0, 0, 0, 0, 0, True),   # not the task's verb
    ("go to diningtable 1",              1, 1, 0, 0, 0, 0, 0, True),
    ("move lettuce 1 to diningtable 1",  1, 0, 0, 1, 0, 1, 0, True),   # placed, unprocessed: G = 0+1+0
    ("take lettuce 1 from diningtable 1", 1, 1, 0, 0, 0, 0, 0, True),  # taking it out empties L
    ("move lettuce 1 to diningtable 1",  1, 0, 0, 1, 0, 1, 0, True),
    ("go to countertop 1",               1, 0, 0, 1, 0, 1, 0, True),
    ("take lettuce 2 from countertop 1", 1, 1, 0, 1, 0, 1, 0, True),   # |A| = 2, capped at r = 1
    ("clean lettuce 2 with sinkbasin 1", 1, 1, 0, 1, 0, 1, 0, False),  # not at the sink
    ("go to sinkbasin 1",                1, 1, 0, 1, 0, 1, 0, True),
    ("take plate 1 from sinkbasin 1",    1, 1, 0, 1, 0, 1, 0, False),  # hands full
    ("help",                             1, 1, 0, 1, 0, 1, 0, False),  # not listed: a no-op
    ("clean lettuce 2 with sinkbasin 1", 1, 1, 1, 1, 0, 2, 0, True),   # P = {lettuce 2}, P & L = {}
    ("go to diningtable 1",              1, 1, 1, 1, 0, 2, 0, True),
    ("move lettuce 2 to diningtable 1",  1, 0, 1, 1, 0, 3, 1, True),   # P & L = {lettuce 2}: won
]

PICK_TWO_TABLE = [
    ("go to shelf 1",                     0, 0, 0, 0, 0, 0, 0, True),
    ("take newspaper 2 from shelf 1",     1, 1, 0, 0, 0, 0, 0, True),
    ("go to drawer 2",                    1, 1, 0, 0, 0, 0, 0, True),
    ("open drawer 2",                     1, 1, 0, 0, 0, 0, 0, True),
    ("move newspaper 2 to drawer 2",      1, 0, 0, 1, 0, 1, 0, True),
    ("take newspaper 2 from drawer 2",    1, 1, 0, 0, 0, 0, 0, True),   # same instance: A stays 1
    ("move newspaper 2 to drawer 2",      1, 0, 0, 1, 0, 1, 0, True),
    ("go to sidetable 1",                 1, 0, 0, 1, 0, 1, 0, True),
    ("take laptop 1 from sidetable 1",    1, 0, 0, 1, 0, 1, 0, True),   # distractor object in hand
    ("move laptop 1 to sidetable 1",      1, 0, 0, 1, 0, 1, 0, True),
    ("take newspaper 3 from sidetable 1", 2, 1, 0, 1, 0, 1, 0, True),
    ("go to drawer 1",                    2, 1, 0, 1, 0, 1, 0, True),
    ("open drawer 1",                     2, 1, 0, 1, 0, 1, 0, True),
    ("move newspaper 3 to drawer 1",      2, 0, 0, 2, 0, 2, 0, True),   # goal *type*: 2 placed, not won
    ("take newspaper 3 from drawer 1",    2, 1, 0, 1, 0, 1, 0, True),
    ("go to drawer 2",                    2, 1, 0, 1, 0, 1, 0, True),
    ("move newspaper 3 to drawer 2",      2, 0, 0, 2, 0, 2, 1, True),
]

LOOK_TABLE = [
    ("go to sidetable 1",             0, 0, 0, 0, 0, 0, 0, True),
    ("use desklamp 1",                0, 0, 0, 0, 1, 1, 0, True),
    ("go to desk 1",                  0, 0, 0, 0, 1, 1, 0, True),
    ("take creditcard 1 from desk 1", 0, 0, 0, 0, 1, 1, 0, True),
    ("move creditcard 1 to desk 1",   0, 0, 0, 0, 1, 1, 0, True),       # Look never counts placements
    ("take watch 1 from desk 1",      1, 1, 0, 0, 1, 2, 0, True),
    ("use desklamp 1",                1, 1, 0, 0, 1, 2, 0, False),      # the lamp is not here
    ("go to sidetable 1",             1, 1, 0, 0, 1, 2, 1, True),       # arriving at the lamp wins
]


@pytest.fixture(scope="module")
def played():
  """Each scripted episode played once: (reset info, [StepResult, ...]) per game."""
  tasks = {t.task_id: t for t in alfworld_tasks("train", data="bundled")}
  env = AlfworldEnv(max_steps=HORIZON)
  out = {}
  for task_id, table in ((CLEAN, CLEAN_TABLE), (PICK_TWO, PICK_TWO_TABLE), (LOOK, LOOK_TABLE)):
    _, info = env.reset(tasks[task_id])
    out[task_id] = (info, [env.step(row[0]) for row in table])
  return out


def _as_row(rubric):
  return tuple(int(rubric[c]) for c in CHANNELS)


@pytest.mark.parametrize("task_id,table", [(CLEAN, CLEAN_TABLE), (PICK_TWO, PICK_TWO_TABLE), (LOOK, LOOK_TABLE)])
def test_channels_step_by_step(played, task_id, table):
  info, results = played[task_id]
  assert _as_row(info["rubric"]) == (0,) * 7
  for t, (row, result) in enumerate(zip(table, results)):
    command, expected, accepted = row[0], tuple(row[1:8]), row[8]
    assert _as_row(result.info["rubric"]) == expected, f"step {t} {command!r}"
    assert (result.observation != "Nothing happens.") == accepted, f"step {t} {command!r}: {result.observation}"
    # Every rejected command of these scripts is outside the admissible list, hence "<invalid>".
    assert result.info["action_key"] == (command if accepted else INVALID_ACTION)
  assert results[-1].done and results[-1].reward == 10.0
  assert all(not r.done and r.reward == 0.0 for r in results[:-1])


def test_channel_types(played):
  rubric = played[CLEAN][1][-1].info["rubric"]
  assert list(rubric) == list(CHANNELS)
  for bool_channel in ("target_in_hand", "light_on", "solved"):
    assert type(rubric[bool_channel]) is bool
  for count_channel in ("target_acquired", "target_processed", "target_placed", "goal_progress"):
    assert type(rubric[count_channel]) is int


def test_clean_state_summaries(played):
  info, results = played[CLEAN]
  task_type = "pick_clean_then_place_in_recep"
  assert info["state"] == {"exact": [task_type, "middle of room", "", "", "", "", False],
                           "coarse": [task_type, "middle of room", False, False, 0, False, 3]}
  # After the 3rd command (take lettuce 1): decision 3 has 17 of 20 steps left -> bin 3.
  assert results[2].info["state"] == {
      "exact": [task_type, "fridge 1", "lettuce 1", "lettuce 1", "", "", False],
      "coarse": [task_type, "fridge 1", True, False, 0, False, 3]}
  # After the failed clean (decision 11: 9 left, 0.45 -> bin 1): nothing moved, the sink is not reached.
  assert results[10].info["state"] == {
      "exact": [task_type, "countertop 1", "lettuce 2", "lettuce 1, lettuce 2", "", "lettuce 1", False],
      "coarse": [task_type, "countertop 1", True, False, 1, False, 1]}
  assert results[14].info["state"]["exact"] == [
      task_type, "sinkbasin 1", "lettuce 2", "lettuce 1, lettuce 2", "lettuce 2", "lettuce 1", False]
  assert results[16].info["state"] == {
      "exact": [task_type, "diningtable 1", "", "lettuce 1, lettuce 2", "lettuce 2", "lettuce 1, lettuce 2", False],
      "coarse": [task_type, "diningtable 1", False, True, 2, False, 0]}
  # Budget bins of decisions 1..17 with 20 steps: thresholds at 15, 10 and 5 remaining steps.
  bins = [r.info["state"]["coarse"][-1] for r in results]
  assert bins == [3] * 5 + [2] * 5 + [1] * 5 + [0] * 2


def test_look_state_tracks_light(played):
  _, results = played[LOOK]
  assert results[1].info["state"]["exact"][-1] is True
  assert results[1].info["state"]["coarse"][5] is True
  assert results[-1].info["state"]["exact"][1:4] == ["sidetable 1", "watch 1", "watch 1"]


# --- The tracker alone, on hand-written feedback (no engine) ---------------------------------------------

def _goal(task_type, obj="Apple", recep="CounterTop", toggle=""):
  return AlfworldGoal.from_traj({"task_type": task_type, "pddl_params": {
      "object_target": obj, "parent_target": recep, "toggle_target": toggle, "mrecep_target": "",
      "object_sliced": False}})


def test_heat_family_counts_only_heating_of_the_target():
  p = AlfworldProgress(_goal("pick_heat_then_place_in_recep"))
  p.update("take apple 2 from fridge 1", "You pick up the apple 2 from the fridge 1.", False)
  p.update("cool apple 2 with fridge 1", "You cool the apple 2 using the fridge 1.", False)
  assert p.rubric()["target_processed"] == 0
  p.update("move apple 2 to countertop 1", "You move the apple 2 to the countertop 1.", False)
  p.update("take mug 1 from countertop 1", "You pick up the mug 1 from the countertop 1.", False)
  p.update("heat mug 1 with microwave 1", "You heat the mug 1 using the microwave 1.", False)
  assert p.rubric()["target_processed"] == 0 and p.rubric()["goal_progress"] == 1   # only L
  assert p.held_description() == "mug 1 (hot)"
  p.update("move mug 1 to countertop 1", "You move the mug 1 to the countertop 1.", False)
  p.update("take apple 1 from countertop 1", "You pick up the apple 1 from the countertop 1.", False)
  p.update("heat apple 1 with microwave 1", "You heat the apple 1 using the microwave 1.", False)
  p.update("cool apple 1 with fridge 1", "You cool the apple 1 using the fridge 1.", False)
  # P keeps apple 1 after cooling undoes the heat in the engine; L holds apple 2 only.
  assert p.rubric() == {"target_acquired": 1, "target_in_hand": True, "target_processed": 1,
                        "target_placed": 1, "light_on": False, "goal_progress": 2, "solved": False}
  assert p.held_description() == "apple 1 (cool)"


def test_placement_wording_of_older_games():
  p = AlfworldProgress(_goal("pick_and_place_simple"))
  p.update("take apple 1 from fridge 1", "You pick up the apple 1 from the fridge 1.", False)
  p.update("put apple 1 in/on countertop 2", "You put the apple 1 in/on the countertop 2.", True)
  assert p.placed == {"apple 1"} and p.held is None and p.moves == [("apple 1", "countertop 2")]
  assert p.rubric()["goal_progress"] == 1 and p.rubric()["solved"] is True


def test_nothing_happens_changes_nothing():
  p = AlfworldProgress(_goal("pick_and_place_simple"))
  assert p.update("take apple 1 from countertop 1", "Nothing happens.", False) is False
  assert p.update("go to countertop 1", "Nothing happens.", False) is False
  assert p.location == "middle of room" and p.held is None and not p.acquired


def test_light_channel_follows_the_task_light():
  look = AlfworldProgress(_goal("look_at_obj_in_light", obj="Book", recep="", toggle="DeskLamp"))
  look.update("use floorlamp 1", "You turn on the floorlamp 1.", False)
  assert look.rubric()["light_on"] is False                  # not the task's light
  look.update("use desklamp 1", "You turn on the desklamp 1.", False)
  assert look.rubric()["light_on"] is True and look.rubric()["goal_progress"] == 1
  look.update("use desklamp 1", "You turn off the desklamp 1.", False)
  assert look.rubric()["light_on"] is False
  other = AlfworldProgress(_goal("pick_and_place_simple"))   # no toggle target: a lamp is not progress
  other.update("use floorlamp 1", "You turn on the floorlamp 1.", False)
  assert other.rubric()["light_on"] is False and other.rubric()["goal_progress"] == 0


def test_pick_two_caps_at_two_and_tracks_instances():
  p = AlfworldProgress(_goal("pick_two_obj_and_place", obj="Cd", recep="Safe"))
  for n in (1, 2, 3):
    p.update(f"take cd {n} from shelf 1", f"You pick up the cd {n} from the shelf 1.", False)
    p.update(f"move cd {n} to safe {n}", f"You move the cd {n} to the safe {n}.", False)
  assert p.acquired == {"cd 1", "cd 2", "cd 3"} and p.placed == {"cd 1", "cd 2", "cd 3"}
  assert p.rubric()["target_acquired"] == 2 and p.rubric()["target_placed"] == 2
  assert p.rubric()["goal_progress"] == 2
  assert p.state(10, 50)["coarse"][4] == 3        # the coarse placement count is not capped
  assert p.state(10, 50)["coarse"][6] == 0        # 10/50 < 1/4


def test_budget_bin_boundaries():
  p = AlfworldProgress(_goal("pick_and_place_simple"))
  bins = {remaining: p.state(remaining, 40)["coarse"][-1] for remaining in (40, 30, 29, 20, 19, 10, 9, 0)}
  assert bins == {40: 3, 30: 3, 29: 2, 20: 2, 19: 1, 10: 1, 9: 0, 0: 0}


def test_action_key_and_entity_type():
  admissible = ["go to fridge 1", "look"]
  assert action_key(" go to fridge 1 ", admissible) == "go to fridge 1"
  assert action_key("go to Fridge 1", admissible) == INVALID_ACTION
  assert action_key("", admissible) == INVALID_ACTION
  assert entity_type("sinkbasin 12") == "sinkbasin" and entity_type("apple") == "apple"


def test_goal_from_traj_rejects_unknown_task_type():
  with pytest.raises(ValueError, match="task_type"):
    AlfworldGoal.from_traj({"task_type": "pick_and_place_with_movable_recep", "pddl_params": {}})
