"""ALFWorld through its real engine: TextWorld's PDDL environment with ALFWorld's domain and grammar.

One `AlfworldEnv` runs one episode at a time over game folders in ALFWorld's own format
(`traj_data.json` + `game.tw-pddl`, or + `initial_state.pddl` for the bundled games, whose game dict is
built at load time from the package's `alfred.pddl` / `alfred.twl2`). Game sources:
  * `$ALFWORLD_DATA` (the official download): `json_2.1.1/{train,valid_seen,valid_unseen}`, loaded as-is;
    movable-receptacle and sliced tasks and unsolvable games are skipped exactly as ALFWorld's
    `AlfredTWEnv` does, and the task type is read from the game path.
  * the bundled games (`games/{train,valid}`, written by `gen`) otherwise.

Observations are the engine's feedback text verbatim. Per step the info carries what the trainer records:
`admissible_actions` ("help" excluded, as in the paper's prompts), `anchor` (GraphGPO's tracker key, below),
`rubric` and `state` (MCGPO, see `rubric`), `node_state` and `signature` (SGR-OPSD: both the
physical-state signature, `physical_signature`), `action_key`, `won`, `score`.

GraphGPO tracker anchor — one string, four lines, updated only when the feedback is not "Nothing happens."
(so a rejected command is a self-loop on the anchor graph):
    location: <receptacle of the last successful `go to`, or "middle of room">
    holding: <held instance with its sorted processing states, e.g. "apple 1 (clean)", or "nothing">
    moved: <successful placements in order, "apple 1 -> fridge 1; mug 2 -> countertop 1", or "none">
    actions: <sorted admissible commands joined by "; ">

Loading a game and resetting it both run Fast Downward's translator (TextWorld's `PddlState` translates
the problem twice, plain and optimised, on every load *and* every reset). Measured CPU time on the bundled
games: first load + reset ~0.4 s, a reset of a cached game ~0.15 s, a step ~35 ms (official-size games:
~3 s, ~1.5 s and ~65 ms). Two caches cut that down:
  * translations are memoised per process (`_memoize_translation`): the result depends only on the domain
    and problem text and is only read afterwards, so every engine and every reset of a game shares one;
    in the quickstart the translator was about a third of all rollout time before;
  * each env keeps its loaded engines in a small LRU cache keyed by game folder. Each engine owns a private
    copy of Fast Downward's library, which is why that cache is per env (per worker) and bounded.
"""
from __future__ import annotations

import collections
import functools
import hashlib
import json
import os
import re
from typing import Any, Optional

import fast_downward
import textworld
from alfworld.agents.environment.alfred_tw_env import AlfredDemangler
from alfworld.gen import goal_library
from alfworld.info import ALFRED_PDDL_PATH, ALFRED_TWL2_PATH
from textworld.envs import PddlEnv

from mcgpo_jax.envs.alfworld import rubric as rubric_lib
from mcgpo_jax.envs.base import StepResult, Task, TaskList

TASK_TYPES = tuple(rubric_lib.TASK_FAMILY)
BUNDLED_GAMES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "games")
BUNDLED_SPLITS = ("train", "valid")
OFFICIAL_SPLITS = ("train", "valid_seen", "valid_unseen")
SUCCESS_REWARD = 10.0
# `import alfworld` sets $ALFWORLD_DATA to this cache folder when the user did not set it.
_ALFWORLD_DEFAULT_CACHE = os.path.expanduser("~/.cache/alfworld")
_TASK_LINE = re.compile(r"Your task is to: (.*?)\.?\s*$", re.MULTILINE)


# ---------------------------------------------------------------------------------------------------
# Game files
# ---------------------------------------------------------------------------------------------------

def fixed_task_text(traj: dict[str, Any]) -> str:
  """The task text of a game: the first goal_library template of its type, filled from pddl_params.

  ALFWorld's `add_task_to_grammar` picks one of two templates at random; games must be reproducible.
  """
  params = traj["pddl_params"]
  template = goal_library.gdict[traj["task_type"]]["templates"][0]
  return template.format(obj=params["object_target"].lower(), recep=params["parent_target"].lower(),
                         toggle=params["toggle_target"].lower(), mrecep=params["mrecep_target"].lower())


def build_game(problem: str, traj: dict[str, Any], walkthrough: Optional[list[str]] = None) -> dict:
  """The `game.tw-pddl` dict (what `alfworld-generate` writes) from a problem PDDL and its traj_data."""
  with open(ALFRED_PDDL_PATH) as f:
    domain = f.read()
  with open(ALFRED_TWL2_PATH) as f:
    grammar = f.read().replace("UNKNOWN GOAL", fixed_task_text(traj))
  return {"pddl_domain": domain, "grammar": grammar, "pddl_problem": problem, "solvable": True,
          "walkthrough": walkthrough}


def load_game(game_dir: str) -> tuple[dict, dict]:
  """(game dict, traj_data) of a game folder: `game.tw-pddl` as-is, else built from `initial_state.pddl`."""
  traj_path = os.path.join(game_dir, "traj_data.json")
  if not os.path.isfile(traj_path):
    raise FileNotFoundError(f"{traj_path} is missing (every ALFWorld game folder has one)")
  with open(traj_path) as f:
    traj = json.load(f)
  game_path = os.path.join(game_dir, "game.tw-pddl")
  problem_path = os.path.join(game_dir, "initial_state.pddl")
  if os.path.isfile(game_path):
    with open(game_path) as f:
      return json.load(f), traj
  if os.path.isfile(problem_path):
    with open(problem_path) as f:
      return build_game(f.read(), traj, traj.get("walkthrough")), traj
  raise FileNotFoundError(f"{game_dir} has neither game.tw-pddl nor initial_state.pddl")


def _memoize_translation(max_problems: int = 256) -> None:
  """Makes `fast_downward.pddl2sas` (looked up by TextWorld's `PddlState` at call time) remember its results.

  Safe because the translation is a function of its arguments and `PddlState` only reads the returned
  task (operator parameters, types, objects, initial atoms); the SAS text is a string. Idempotent.
  """
  if getattr(fast_downward.pddl2sas, "memoized", False):
    return
  translate = functools.lru_cache(maxsize=max_problems)(fast_downward.pddl2sas)
  translate.memoized = True
  fast_downward.pddl2sas = translate


_memoize_translation()


def make_engine(game: dict, policy_commands: bool = False) -> textworld.Environment:
  """A loaded engine: TextWorld's PddlEnv under ALFWorld's demangler ("apple 1" names), no shuffling."""
  infos = textworld.EnvInfos(admissible_commands=True, won=True, policy_commands=policy_commands)
  engine = AlfredDemangler(PddlEnv(infos), shuffle=False)
  engine.load(game)
  return engine


# ---------------------------------------------------------------------------------------------------
# Task lists
# ---------------------------------------------------------------------------------------------------

def resolve_data(data: Optional[str]) -> tuple[str, tuple[str, ...]]:
  """(root folder holding the split folders, split names) for `data` / $ALFWORLD_DATA / the bundle."""
  if data is None:
    env_value = os.environ.get("ALFWORLD_DATA")
    user_set = env_value and (os.path.abspath(env_value) != _ALFWORLD_DEFAULT_CACHE
                              or os.path.isdir(os.path.join(env_value, "json_2.1.1")))
    data = env_value if user_set else "bundled"
  if data == "bundled":
    return BUNDLED_GAMES, BUNDLED_SPLITS
  root = os.path.join(os.path.expanduser(os.path.expandvars(data)), "json_2.1.1")
  if not os.path.isdir(root):
    raise FileNotFoundError(
        f"ALFWorld data not found: {root} does not exist. Download the official games with "
        f"`alfworld-download --data-dir DIR` (installed with the `alfworld` package; it writes "
        f"DIR/json_2.1.1/{{train,valid_seen,valid_unseen}}) and set ALFWORLD_DATA=DIR, or unset "
        f"ALFWORLD_DATA (or pass data='bundled') to use the bundled games.")
  return root, OFFICIAL_SPLITS


def _task_type_of(game_dir: str, split_dir: str) -> Optional[str]:
  """Task type from the path: the task folder is '<task_type>-<Obj>-<mrecep>-<recep>-<scene>'."""
  task_folder = os.path.relpath(game_dir, split_dir).split(os.sep)[0]
  task_type = task_folder.split("-", 1)[0]
  return task_type if task_type in TASK_TYPES else None


def _playable(game_dir: str) -> bool:
  """ALFWorld's own filter (AlfredTWEnv.collect_game_files): no movable/sliced tasks, solvable games."""
  if "movable" in game_dir or "Sliced" in game_dir:
    return False
  game_path = os.path.join(game_dir, "game.tw-pddl")
  if os.path.isfile(game_path):
    with open(game_path) as f:
      return bool(json.load(f).get("solvable", False))
  return os.path.isfile(os.path.join(game_dir, "initial_state.pddl"))


# Generic split names that configs use (`config.valid_split="valid"`, the bundle's name) and the official split
# each one means: the papers validate, select checkpoints and report their main tables on seen rooms.
SPLIT_ALIASES = {"valid": "valid_seen"}


def _resolve_split(name: Optional[str], available) -> Optional[str]:
  """`name`, or the official split it stands for (SPLIT_ALIASES) when only that one is available."""
  alias = SPLIT_ALIASES.get(name)
  return alias if name not in available and alias in available else name


def alfworld_tasks(split: Optional[str] = None, data: Optional[str] = None) -> list[Task]:
  """Tasks of one split (or all splits; "valid" means "valid_seen" in the official games), sorted by task id.

  data: None -> $ALFWORLD_DATA when set (the folder that holds json_2.1.1), else the bundled games;
  "bundled" -> the bundled games; any other string -> that folder (holding json_2.1.1).
  """
  root, splits = resolve_data(data)
  split = _resolve_split(split, splits)
  if split is not None and split not in splits:
    raise ValueError(f"unknown ALFWorld split {split!r} for {root}; available: {list(splits)}")
  tasks = []
  for name in splits if split is None else (split,):
    split_dir = os.path.join(root, name)
    for folder, _, files in os.walk(split_dir):
      if "traj_data.json" not in files or not _playable(folder):
        continue
      task_type = _task_type_of(folder, split_dir)
      if task_type is not None:
        task_id = f"{name}/{os.path.relpath(folder, split_dir)}"
        tasks.append(Task(task_id=task_id, split=name, task_type=task_type, payload=folder))
  if not tasks:
    raise FileNotFoundError(f"no ALFWorld games under {root} (split {split or 'any'})")
  return sorted(tasks, key=lambda t: t.task_id)


class AlfworldTaskList(TaskList):
  """A task list whose `valid` is the official `valid_seen` when the official games are loaded, so the same
  config runs on the bundle and on $ALFWORLD_DATA without a flag; official names on the bundle say why."""

  def split(self, name: str) -> list[Task]:
    have = {t.split for t in self.tasks}
    name = _resolve_split(name, have)
    if name not in have and name in OFFICIAL_SPLITS:
      raise ValueError(f"ALFWorld split {name!r} is in the official games only (these tasks have "
                       f"{sorted(have)}); download them with `alfworld-download --data-dir DIR` and set "
                       f"ALFWORLD_DATA=DIR")
    return super().split(name)


def alfworld_task_list(data: Optional[str] = None) -> TaskList:
  return AlfworldTaskList(alfworld_tasks(None, data))


# ---------------------------------------------------------------------------------------------------
# The environment
# ---------------------------------------------------------------------------------------------------

def physical_signature(state) -> str:
  """SGR-OPSD's ALFWorld state signature: a hash of the simulator's PDDL facts (locations, containment,
  opened / toggled / cleaned / heated / cooled, what the agent holds) and entity metadata (id, name, type).
  Two states with the same feedback text (e.g. "Nothing happens.") differ here when the world differs."""
  facts = sorted(str(f) for f in state["_facts"])
  entities = sorted(f"{e.id}|{e.name}|{e.type}" for e in state["_entity_infos"].values())
  return hashlib.sha256("\n".join(facts + ["--"] + entities).encode()).hexdigest()[:16]


def anchor_key(progress: rubric_lib.AlfworldProgress, admissible: list[str]) -> str:
  """GraphGPO's tracker-augmented anchor (format in the module docstring)."""
  moved = "; ".join(f"{obj} -> {receptacle}" for obj, receptacle in progress.moves) or "none"
  return (f"location: {progress.location}\nholding: {progress.held_description()}\n"
          f"moved: {moved}\nactions: {'; '.join(sorted(admissible))}")


class _LoadedGame:
  def __init__(self, game_dir: str, expert: bool):
    game, traj = load_game(game_dir)
    self.engine = make_engine(game, policy_commands=expert)
    self.goal = rubric_lib.AlfworldGoal.from_traj(traj)


class AlfworldEnv:
  """The environment protocol of `envs/base.py` over ALFWorld games (Task.payload = game folder).

  expert: also request the PDDL planner's plan from the current state (`info["expert_plan"]`, a list of
    admissible commands); it replans at every step, so leave it off for policy rollouts.
  cache_size: loaded games kept per env (LRU); each holds a private Fast Downward library copy.

  Besides the shared keys (`base.StepInfo`), `info` holds ALFWorld's own, read only by this package (and
  bench/env_throughput.py): "expert_plan" (with expert=True; `spec.expert` takes its first command) and,
  after reset, "task_type" (the game's task type) and "task_id".
  """
  name = "alfworld"

  def __init__(self, max_steps: int = 50, expert: bool = False, cache_size: int = 16):
    if max_steps < 1:
      raise ValueError(f"max_steps must be >= 1, got {max_steps}")
    self.max_steps = max_steps
    self.expert = expert
    self.cache_size = cache_size
    self._cache: collections.OrderedDict[str, _LoadedGame] = collections.OrderedDict()
    self._game: Optional[_LoadedGame] = None
    self._done = True

  def _loaded(self, game_dir: str) -> _LoadedGame:
    if game_dir in self._cache:
      self._cache.move_to_end(game_dir)
    else:
      self._cache[game_dir] = _LoadedGame(game_dir, self.expert)
      while len(self._cache) > self.cache_size:
        self._cache.popitem(last=False)
    return self._cache[game_dir]

  def _info(self, state) -> dict[str, Any]:
    signature = physical_signature(state)
    info = {"admissible_actions": self._admissible, "anchor": self._anchor,
            "rubric": self._progress.rubric(),
            "state": self._progress.state(self.max_steps - self._steps, self.max_steps),
            "node_state": signature, "signature": signature}
    if self.expert:
      info["expert_plan"] = list(state["policy_commands"] or [])
    return info

  def _observe(self, state) -> None:
    self._admissible = [c for c in state["admissible_commands"] if c != "help"]
    self._anchor = anchor_key(self._progress, self._admissible)

  def reset(self, task: Task) -> tuple[str, dict[str, Any]]:
    if not isinstance(task.payload, str) or not os.path.isdir(task.payload):
      raise ValueError(f"Task {task.task_id!r}: payload must be an ALFWorld game folder, got {task.payload!r}")
    self._game = self._loaded(task.payload)
    state = self._game.engine.reset()
    self._progress = rubric_lib.AlfworldProgress(self._game.goal)
    self._steps, self._done, self._state = 0, False, state
    self._observe(state)
    match = _TASK_LINE.search(state.feedback)
    if match is None:
      raise ValueError(f"{task.payload}: the reset text has no 'Your task is to:' line")
    info = self._info(state)
    info.update(task=match.group(1), task_type=self._game.goal.task_type, task_id=task.task_id)
    return state.feedback, info

  def step(self, action: str) -> StepResult:
    """One command. A command outside `admissible_actions` (unknown, malformed, "help") is a no-op with
    the engine's feedback for rejected commands, "Nothing happens.", and the step still counts."""
    if self._game is None or self._done:
      raise RuntimeError("AlfworldEnv.step called before reset or after the episode ended")
    command = action.strip() if isinstance(action, str) else ""
    key = rubric_lib.action_key(command, self._admissible)
    self._steps += 1
    if key == rubric_lib.INVALID_ACTION:
      feedback, won = rubric_lib.NOTHING_HAPPENS, False
    else:
      self._state, _, _ = self._game.engine.step(command)
      feedback, won = self._state.feedback, bool(self._state["won"])
      if self._progress.update(command, feedback, won):
        self._observe(self._state)
    self._done = won or self._steps >= self.max_steps
    info = self._info(self._state)
    info.update(won=won, score=1.0 if won else 0.0, action_key=key)
    return StepResult(observation=feedback, reward=SUCCESS_REWARD if won else 0.0, done=self._done, info=info)
