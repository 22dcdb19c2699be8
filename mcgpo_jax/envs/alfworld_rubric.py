"""ALFWorld progress extraction: MCGPO rubric channels, state summaries and canonical action keys.

Reading fixed by `shared/spec/mcgpo.md` ("ALFWorld extractor readings", Tables 5, 15, 17 of the MCGPO
paper). Everything is driven by the engine's *successful* feedback: a step whose feedback is
"Nothing happens." changes nothing. Object instances keep their numbers ("apple 1" and "apple 2" are
different members of the sets), so re-taking or re-placing the same instance never double counts.

Sets, per episode (r = 2 for pick-two, else 1):
  A  acquired   target-type instances ever picked up ("You pick up the apple 1 from the countertop 1.")
  P  processed  target instances that received the task's own verb ("You clean the apple 1 using ...");
                other verbs and other object types never count; always empty for Pick, Pick2 and Look
  L  placed     target instances currently in/on a receptacle of the goal *type* ("You move the apple 1
                to the fridge 1."); picking an instance up removes it; always empty for Look
Channels (after each transition; the opening status is all false / 0):
  target_acquired  min(r, |A|)             target_in_hand  held object is of the target type
  target_processed 1[P != {}]              target_placed   min(r, |L|)
  light_on         the task's light was turned on ("You turn on the desklamp 1."), cleared by "turn off";
                   the task's light is its toggle target (Look) or, for other tasks, any desk/floor lamp
  goal_progress    Look: in_hand + light_on; Clean/Heat/Cool: 1[P] + 1[L] + 1[P & L]; Pick/Pick2: min(r, |L|)
  solved           the engine's `won`
State summaries (Table 5), flat lists of scalars so they are JSON-able and hashable as tuples:
  exact  [task_type, location, held object or "", A, P, L, light_on]  (sets as sorted ", "-joined strings)
  coarse [task_type, location, holding anything, P != {}, |L|, light_on, remaining-budget bin]
  The budget bin counts the thresholds 1/4, 1/2, 3/4 that remaining/horizon reaches: 3 at the first
  decision (remaining = horizon), 0 once fewer than a quarter of the steps remain.
Location comes from the command of a successful `go to X` (the feedback's wording of arrival differs
between ALFWorld releases); it starts as "middle of room".
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any, Optional

INVALID_ACTION = "<invalid>"
NOTHING_HAPPENS = "Nothing happens."
START_LOCATION = "middle of room"
BUDGET_THRESHOLDS = (0.25, 0.5, 0.75)

TASK_FAMILY = {
    "pick_and_place_simple": "Pick",
    "pick_two_obj_and_place": "Pick2",
    "look_at_obj_in_light": "Look",
    "pick_clean_then_place_in_recep": "Clean",
    "pick_heat_then_place_in_recep": "Heat",
    "pick_cool_then_place_in_recep": "Cool",
}
CHANNELS = ("target_acquired", "target_in_hand", "target_processed", "target_placed", "light_on",
            "goal_progress", "solved")
_VERB = {"Clean": "clean", "Heat": "heat", "Cool": "cool"}
_LAMPS = frozenset({"desklamp", "floorlamp"})

# Successful feedback of the state-changing actions (alfred.twl2); anchored at the start of the feedback.
_TAKE = re.compile(r"You pick up the (.+?) from the (.+?)\.")
_MOVE = re.compile(r"You move the (.+?) to the (.+?)\.")
_PROCESS = re.compile(r"You (clean|heat|cool) the (.+?) using the (.+?)\.")
_TOGGLE = re.compile(r"You turn (on|off) the (.+?)\.")
_GO_TO = re.compile(r"go to (.+)")


def entity_type(name: str) -> str:
  """'apple 1' -> 'apple'; 'sinkbasin 2' -> 'sinkbasin' (demangled ALFWorld names: '<type> <n>')."""
  head, _, tail = name.strip().rpartition(" ")
  return head if head and tail.isdigit() else name.strip()


@dataclasses.dataclass(frozen=True)
class AlfworldGoal:
  """What the extractor needs from a task's metadata (traj_data.json's task_type and pddl_params)."""
  task_type: str
  target: str                  # object type, lowercase as the engine names it ("apple")
  receptacle: str = ""         # goal receptacle type ("fridge"); "" for Look
  toggle: str = ""             # light type ("desklamp") for Look; "" otherwise

  @property
  def family(self) -> str:
    return TASK_FAMILY[self.task_type]

  @property
  def required(self) -> int:
    return 2 if self.family == "Pick2" else 1

  @classmethod
  def from_traj(cls, traj: dict[str, Any]) -> "AlfworldGoal":
    task_type = traj.get("task_type")
    if task_type not in TASK_FAMILY:
      raise ValueError(f"traj_data task_type {task_type!r} is not one of {sorted(TASK_FAMILY)}")
    params = traj.get("pddl_params")
    if not isinstance(params, dict) or not params.get("object_target"):
      raise ValueError("traj_data pddl_params.object_target is missing")
    return cls(task_type, params["object_target"].lower(), (params.get("parent_target") or "").lower(),
               (params.get("toggle_target") or "").lower())


class AlfworldProgress:
  """Per-episode tracker of what the agent has done, fed one (command, feedback, won) per step."""

  def __init__(self, goal: AlfworldGoal):
    self.goal = goal
    self.location = START_LOCATION
    self.held: Optional[str] = None
    self.object_states: dict[str, set[str]] = {}     # instance -> subset of {"clean", "hot", "cool"}
    self.moves: list[tuple[str, str]] = []          # successful placements, in order (GraphGPO anchor)
    self.acquired: set[str] = set()
    self.processed: set[str] = set()
    self.placed: set[str] = set()
    self.light_on = False
    self.solved = False
    self._lights = {goal.toggle} if goal.toggle else _LAMPS

  def _is_target(self, name: str) -> bool:
    return entity_type(name) == self.goal.target

  def update(self, command: str, feedback: str, won: bool) -> bool:
    """Apply one transition; returns False (and changes nothing) when the engine rejected the command."""
    feedback = feedback.strip()
    if feedback == NOTHING_HAPPENS:
      return False
    self.solved = bool(won)
    go_to = _GO_TO.fullmatch(command.strip())
    if go_to:
      self.location = go_to.group(1)
    if m := _TAKE.match(feedback):
      obj = m.group(1)
      self.held = obj
      self.placed.discard(obj)
      if self._is_target(obj):
        self.acquired.add(obj)
    elif m := _MOVE.match(feedback):
      obj, receptacle = m.groups()
      self.held = None
      self.moves.append((obj, receptacle))
      if self._is_target(obj) and self.goal.receptacle and entity_type(receptacle) == self.goal.receptacle:
        self.placed.add(obj)
    elif m := _PROCESS.match(feedback):
      verb, obj = m.group(1), m.group(2)
      states = self.object_states.setdefault(obj, set())
      # The domain's effects: heating makes an object not cool and cooling makes it not hot.
      states.add({"clean": "clean", "heat": "hot", "cool": "cool"}[verb])
      states.discard({"heat": "cool", "cool": "hot"}.get(verb, ""))
      if verb == _VERB.get(self.goal.family) and self._is_target(obj):
        self.processed.add(obj)
    elif m := _TOGGLE.match(feedback):
      if entity_type(m.group(2)) in self._lights:
        self.light_on = m.group(1) == "on"
    return True

  def rubric(self) -> dict[str, Any]:
    """The channel status after the last transition (Table 15)."""
    r, family = self.goal.required, self.goal.family
    in_hand = self.held is not None and self._is_target(self.held)
    placed = min(r, len(self.placed))
    if family == "Look":
      progress = int(in_hand) + int(self.light_on)
    elif family in _VERB:
      progress = int(bool(self.processed)) + int(bool(self.placed)) + int(bool(self.processed & self.placed))
    else:
      progress = placed
    return {"target_acquired": min(r, len(self.acquired)), "target_in_hand": in_hand,
            "target_processed": int(bool(self.processed)), "target_placed": placed,
            "light_on": self.light_on, "goal_progress": progress, "solved": self.solved}

  def state(self, remaining: int, horizon: int) -> dict[str, list]:
    """Exact and coarse state summaries (Table 5) of the decision about to be taken."""
    fraction = remaining / horizon
    budget_bin = sum(fraction >= q for q in BUDGET_THRESHOLDS)
    joined = lambda s: ", ".join(sorted(s))  # noqa: E731
    exact = [self.goal.task_type, self.location, self.held or "", joined(self.acquired),
             joined(self.processed), joined(self.placed), self.light_on]
    coarse = [self.goal.task_type, self.location, self.held is not None, bool(self.processed),
              len(self.placed), self.light_on, budget_bin]
    return {"exact": exact, "coarse": coarse}

  def held_description(self) -> str:
    """'apple 1 (clean, hot)', 'apple 1' or 'nothing' — the held item with its processing state."""
    if self.held is None:
      return "nothing"
    states = sorted(self.object_states.get(self.held, ()))
    return f"{self.held} ({', '.join(states)})" if states else self.held


def action_key(command: str, admissible: list[str]) -> str:
  """The canonical action key: the admissible command string itself, or "<invalid>" when the command is
  not one of the listed admissible actions (a malformed response or an unknown command)."""
  command = command.strip()
  return command if command in admissible else INVALID_ACTION
