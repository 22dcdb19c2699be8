"""Generator of small, solvable ALFWorld problems in ALFWorld's own file format.

The official ALFRED problem files cannot be downloaded everywhere, but ALFWorld's engine (TextWorld's PDDL
environment + Fast Downward) runs from a problem PDDL alone. This module writes such problems from room
templates: a handful of receptacles and objects of one room type, ALFWorld-style mangled entity ids
(`Apple_bar__plus_00_dot_10_...`, so the engine's demangler names them "apple 1"), the domain constants,
receptacle/object compatibility and affordances from `alfworld.gen.constants`, and the goal PDDL of
`alfworld.gen.goal_library` for the task type. Every problem is checked solvable by the PDDL planner
(its `policy_commands` are executed until `won`) before it is written.

Files per game, in the official tree layout `<split>/<task_type>-<Obj>-None-<Recep>-<room>/trial_<id>/`:
  initial_state.pddl   the problem (ALFRED's name for it)
  traj_data.json       task_type, pddl_params (what `add_task_to_grammar` reads), the fixed task text,
                       the planner walkthrough and the generator provenance
  game.tw-pddl         only with `--full`: domain + grammar + problem, exactly what `alfworld-generate`
                       writes; the bundled games omit it and `engine.load_game` builds it at load time.

Regenerate the bundled games (fixed seeds, deterministic):
  python -m mcgpo_jax.envs.alfworld.gen --out mcgpo_jax/envs/alfworld/games
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import os
import random
import shutil
from typing import Optional

import alfworld.gen.constants as alfred_constants
import alfworld.gen.goal_library as goal_library

from mcgpo_jax.envs.alfworld import engine as alfworld_env

# Receptacle types the domain names as constants (CleanObject / HeatObject / CoolObject / SliceObject
# preconditions): every problem declares them, present in the room or not.
_DOMAIN_RTYPES = ("SinkBasin", "Microwave", "Fridge")
_DOMAIN_OTYPES = ("Knife", "ButterKnife")


@dataclasses.dataclass(frozen=True)
class RoomTemplate:
  """A room type: receptacles always present, optional ones (each with a max count), objects, lamp."""
  required: tuple[str, ...]
  optional: tuple[tuple[str, int], ...]
  objects: tuple[str, ...]
  lamp: Optional[str] = None          # toggleable light placed on `lamp_on` (Look tasks)
  lamp_on: tuple[str, ...] = ()


ROOMS: dict[str, RoomTemplate] = {
    "Kitchen": RoomTemplate(
        required=("CounterTop", "Fridge", "Microwave", "SinkBasin"),
        optional=(("Cabinet", 2), ("Drawer", 2), ("DiningTable", 1), ("GarbageCan", 1), ("StoveBurner", 1)),
        objects=("Apple", "Tomato", "Potato", "Egg", "Mug", "Cup", "Bowl", "Plate", "Lettuce", "Bread",
                 "Knife", "Fork", "Spoon", "Spatula", "Pan", "Pot", "SaltShaker", "WineBottle")),
    "Bathroom": RoomTemplate(
        required=("CounterTop", "SinkBasin", "Toilet"),
        optional=(("Cabinet", 2), ("Drawer", 1), ("GarbageCan", 1), ("Shelf", 1)),
        objects=("SoapBar", "SoapBottle", "ToiletPaper", "Candle", "Cloth", "SprayBottle", "DishSponge",
                 "TissueBox")),
    "Bedroom": RoomTemplate(
        required=("Desk", "Bed", "SideTable"),
        optional=(("Drawer", 2), ("Shelf", 1), ("Dresser", 1), ("Safe", 1), ("GarbageCan", 1)),
        objects=("Book", "CD", "CellPhone", "Pen", "Pencil", "AlarmClock", "KeyChain", "CreditCard",
                 "Laptop", "Pillow", "Watch"),
        lamp="DeskLamp", lamp_on=("Desk", "SideTable")),
    "LivingRoom": RoomTemplate(
        required=("Sofa", "SideTable", "CoffeeTable"),
        optional=(("ArmChair", 1), ("Drawer", 2), ("Shelf", 1), ("Cabinet", 1), ("GarbageCan", 1)),
        objects=("RemoteControl", "KeyChain", "CreditCard", "Box", "Newspaper", "Vase", "Statue", "Watch",
                 "Laptop", "Pillow"),
        lamp="FloorLamp", lamp_on=("SideTable",)),
}

# Per task type: allowed rooms, the affordance the target needs, the receptacle type the task uses for
# processing (never a placement goal), and how many target instances to place.
_AFFORDANCE = {"pick_clean_then_place_in_recep": "Cleanable", "pick_heat_then_place_in_recep": "Heatable",
               "pick_cool_then_place_in_recep": "Coolable"}
_PROCESSOR = {"pick_clean_then_place_in_recep": "SinkBasin", "pick_heat_then_place_in_recep": "Microwave",
              "pick_cool_then_place_in_recep": "Fridge"}
_TASK_ROOMS = {
    "pick_and_place_simple": ("Kitchen", "Bathroom", "Bedroom", "LivingRoom"),
    "look_at_obj_in_light": ("Bedroom", "LivingRoom"),
    "pick_clean_then_place_in_recep": ("Kitchen", "Bathroom"),
    "pick_heat_then_place_in_recep": ("Kitchen",),
    "pick_cool_then_place_in_recep": ("Kitchen",),
    "pick_two_obj_and_place": ("Kitchen", "Bathroom", "Bedroom", "LivingRoom"),
}


@dataclasses.dataclass
class GeneratedGame:
  task_type: str
  room: str
  seed: int
  problem: str                 # initial_state.pddl
  traj_data: dict              # traj_data.json


def _can_contain(rtype: str, otype: str) -> bool:
  return otype in alfred_constants.VAL_RECEPTACLE_OBJECTS.get(rtype, ())


def _mangle(name: str) -> str:
  """ALFRED id -> the PDDL-safe id the official problem files use ('|' -> _bar_, '+' -> _plus_, ...)."""
  for raw, safe in (("|", "_bar_"), ("+", "_plus_"), ("-", "_minus_"), (".", "_dot_")):
    name = name.replace(raw, safe)
  return name


class _Ids:
  """Unique ALFRED-style ids with random coordinates, e.g. 'Apple|+00.10|+00.90|-01.00'."""

  def __init__(self, rng: random.Random):
    self.rng, self.used = rng, set()

  def new(self, kind: str, suffix: str = "") -> str:
    while True:
      coords = "|".join(f"{self.rng.uniform(-3, 3):+06.2f}" for _ in range(3))
      ident = _mangle(f"{kind}|{coords}{suffix}")
      if ident not in self.used:
        self.used.add(ident)
        return ident


def _sample_receptacles(tpl, rng: random.Random, ids: _Ids) -> dict[str, str]:
  """The room's receptacles {id: type}: every required one, and 0..most of each optional type."""
  rtypes = list(tpl.required)
  for rtype, most in tpl.optional:
    rtypes += [rtype] * rng.randint(0, most)
  receptacles = {}
  for rtype in rtypes:
    # ALFRED names a sink basin after its sink: 'Sink|x|y|z|SinkBasin' (the demangler appends 'basin').
    ident = ids.new("Sink", "|SinkBasin") if rtype == "SinkBasin" else ids.new(rtype)
    receptacles[ident] = rtype
  return receptacles


def _sample_scene(task_type: str, rng: random.Random) -> Optional[tuple[str, dict, dict, list]]:
  """One attempt: (room, pddl_params, receptacles {id: type}, objects [(id, type, receptacle id)]).

  Returns None when the sampled room cannot host the task (the caller retries with the same rng).
  """
  room = rng.choice(_TASK_ROOMS[task_type])
  tpl = ROOMS[room]
  ids = _Ids(rng)
  receptacles = _sample_receptacles(tpl, rng, ids)
  present = set(receptacles.values())

  def holders(otype: str, exclude: set[str] = frozenset()) -> list[str]:
    return sorted(r for r, t in receptacles.items() if t not in exclude and _can_contain(t, otype))

  affordance = _AFFORDANCE.get(task_type)
  targets = [o for o in tpl.objects
             if (affordance is None or o in alfred_constants.VAL_ACTION_OBJECTS[affordance]) and holders(o)]
  if task_type in _PROCESSOR and _PROCESSOR[task_type] not in present:
    return None
  if not targets:
    return None
  target = rng.choice(targets)
  params = {"object_target": target, "parent_target": "", "toggle_target": "", "mrecep_target": "",
            "object_sliced": False}
  n_targets = 2 + rng.randint(0, 1) if task_type == "pick_two_obj_and_place" else 1 + (rng.random() < 0.3)

  if task_type == "look_at_obj_in_light":
    lamp_holders = sorted(r for r, t in receptacles.items() if t in tpl.lamp_on)
    if not lamp_holders:
      return None
    params["toggle_target"] = tpl.lamp
    lamp_receptacle = rng.choice(lamp_holders)
    # Targets start away from the lamp, so the task needs a walk while holding the target.
    spots = [r for r in holders(target) if r != lamp_receptacle]
  else:
    goals = sorted({t for t in present if _can_contain(t, target)} - {_PROCESSOR.get(task_type)})
    # The goal must not hold at reset: target instances start outside every goal-type receptacle.
    goals = [g for g in goals if holders(target, exclude={g})]
    if not goals:
      return None
    params["parent_target"] = rng.choice(goals)
    spots = holders(target, exclude={params["parent_target"]})
  if not spots:
    return None

  objects = []
  for _ in range(n_targets):
    objects.append((ids.new(target), target, rng.choice(spots)))
  distractors = [o for o in tpl.objects if o != target and holders(o)]
  for otype in rng.sample(distractors, k=min(len(distractors), rng.randint(2, 3))):
    objects.append((ids.new(otype), otype, rng.choice(holders(otype))))
  if task_type == "look_at_obj_in_light":
    objects.append((ids.new(tpl.lamp), tpl.lamp, lamp_receptacle))
  return room, params, receptacles, objects


def _problem_pddl(name: str, task_type: str, params: dict, receptacles: dict, objects: list) -> str:
  """The problem in the official initial_state.pddl layout: objects, init facts, goal_library goal."""
  rtypes = sorted(set(receptacles.values()) | set(_DOMAIN_RTYPES))
  otypes = sorted({t for _, t, _ in objects} | set(_DOMAIN_OTYPES))
  locations = {r: f"loc_bar_{i + 1}_bar_{i % 4}_bar_{90 * (i % 4)}_bar_30"
               for i, r in enumerate(sorted(receptacles))}
  start = "loc_bar_0_bar_0_bar_0_bar_0"        # the middle of the room: no receptacle there
  decl = ["agent1 - agent"] + [f"{t}Type - otype" for t in otypes] + [f"{t}Type - rtype" for t in rtypes]
  decl += [f"{o} - object" for o, _, _ in objects] + [f"{r} - receptacle" for r in sorted(receptacles)]
  decl += [f"{start} - location"] + [f"{loc} - location" for loc in sorted(locations.values())]

  init = [f"(atLocation agent1 {start})"]
  for r, rtype in sorted(receptacles.items()):
    init += [f"(receptacleType {r} {rtype}Type)", f"(receptacleAtLocation {r} {locations[r]})"]
    if rtype in alfred_constants.OPENABLE_CLASS_LIST:
      init.append(f"(openable {r})")
  actions = alfred_constants.VAL_ACTION_OBJECTS
  for o, otype, r in objects:
    init += [f"(objectType {o} {otype}Type)", f"(inReceptacle {o} {r})",
             f"(objectAtLocation {o} {locations[r]})"]
    if otype in actions["Toggleable"]:
      init.append(f"(toggleable {o})")     # lamps stay where they are
      continue
    init.append(f"(pickupable {o})")
    for affordance, predicate in (("Cleanable", "cleanable"), ("Heatable", "heatable"), ("Coolable", "coolable")):
      if otype in actions[affordance]:
        init.append(f"({predicate} {o})")
    if otype in alfred_constants.MOVABLE_RECEPTACLES:
      init.append(f"(isReceptacleObject {o})")
  for rtype in sorted(set(receptacles.values())):
    for otype in otypes:
      if _can_contain(rtype, otype):
        init.append(f"(canContain {rtype}Type {otype}Type)")

  goal = goal_library.gdict[task_type]["pddl"].replace("#", "-").format(
      obj=params["object_target"], recep=params["parent_target"], toggle=params["toggle_target"],
      mrecep=params["mrecep_target"])
  return (f"(define (problem {name})\n(:domain alfred)\n(:objects\n        " + "\n        ".join(decl)
          + "\n        )\n(:init\n        " + "\n        ".join(init) + "\n        )\n" + goal.strip() + "\n")


def solve_with_planner(game: dict) -> list[str]:
  """The PDDL planner's plan from reset, executed to the end; raises if it does not win the game."""
  engine = alfworld_env.make_engine(game, policy_commands=True)
  state = engine.reset()
  plan = list(state["policy_commands"] or [])
  for i, command in enumerate(plan):
    state, _, done = engine.step(command)
    if state.feedback.strip() == "Nothing happens.":
      raise RuntimeError(f"planner command {i} {command!r} was rejected")
  if not plan or not state["won"]:
    raise RuntimeError(f"planner plan {plan} does not win the game")
  return plan


def generate(task_type: str, seed: int, max_attempts: int = 50) -> GeneratedGame:
  """A solvable game of `task_type`, a deterministic function of (task_type, seed)."""
  if task_type not in _TASK_ROOMS:
    raise ValueError(f"unknown task_type {task_type!r}; expected one of {sorted(_TASK_ROOMS)}")
  rng = random.Random(f"{task_type}/{seed}")
  for _ in range(max_attempts):
    scene = _sample_scene(task_type, rng)
    if scene is None:
      continue
    room, params, receptacles, objects = scene
    traj = {"task_type": task_type, "pddl_params": params}
    task_text = alfworld_env.fixed_task_text(traj)
    traj.update({
        "task_desc": task_text,
        "turk_annotations": {"anns": [{"task_desc": task_text, "high_descs": [], "votes": []}]},
        "scene": {"room_type": room, "generator": "mcgpo_jax.envs.alfworld.gen", "seed": seed},
    })
    problem = _problem_pddl(f"plan_{task_type}_{seed}", task_type, params, receptacles, objects)
    try:
      traj["walkthrough"] = solve_with_planner(alfworld_env.build_game(problem, traj))
    except RuntimeError:
      continue
    return GeneratedGame(task_type, room, seed, problem, traj)
  raise RuntimeError(f"no solvable {task_type} game after {max_attempts} attempts (seed {seed})")


def game_dirname(game: GeneratedGame) -> str:
  """Official layout: '<task_type>-<Obj>-<mrecep or None>-<Recep or Toggle>-<scene>/trial_<id>'."""
  p = game.traj_data["pddl_params"]
  task = "-".join([game.task_type, p["object_target"], p["mrecep_target"] or "None",
                   p["parent_target"] or p["toggle_target"], game.room])
  return f"{task}/trial_s{game.seed:04d}"


def write_game(game: GeneratedGame, split_dir: str, full: bool = False) -> str:
  out = os.path.join(split_dir, game_dirname(game))
  os.makedirs(out, exist_ok=True)
  with open(os.path.join(out, "initial_state.pddl"), "w") as f:
    f.write(game.problem)
  with open(os.path.join(out, "traj_data.json"), "w") as f:
    json.dump(game.traj_data, f, indent=1, sort_keys=True)
  if full:
    with open(os.path.join(out, "game.tw-pddl"), "w") as f:
      json.dump(alfworld_env.build_game(game.problem, game.traj_data, game.traj_data["walkthrough"]), f)
  return out


# The bundled suite: seeds per task type and split (disjoint seeds, so valid games are unseen problems).
BUNDLED_SEEDS = {"train": range(0, 16), "valid": range(100, 104)}


def main(argv: Optional[list[str]] = None) -> None:
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--out", required=True, help="output root (split folders are created under it)")
  parser.add_argument("--full", action="store_true", help="also write game.tw-pddl (domain + grammar + problem)")
  args = parser.parse_args(argv)
  for split, seeds in BUNDLED_SEEDS.items():
    split_dir = os.path.join(args.out, split)
    shutil.rmtree(split_dir, ignore_errors=True)
    for task_type in alfworld_env.TASK_TYPES:
      for seed in seeds:
        game = generate(task_type, seed)
        print(write_game(game, split_dir, full=args.full), len(game.traj_data["walkthrough"]), "steps")


if __name__ == "__main__":
  main()
