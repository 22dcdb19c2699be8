"""Capture files: exact round trip, canonical bytes, and errors that name the file, line and field."""
import copy
import json
import os

import pytest

from mcgpo_jax.data.captures import CaptureError, read_captures, write_captures
from mcgpo_jax.data.records import Group
from tests.randgroups import random_groups
from tests.repo import ROOT

EXAMPLE = os.path.join(ROOT, "examples", "captures.jsonl")


def _decorated_groups() -> list[Group]:
  """Random groups with every optional field exercised (None and set, nested dicts, unicode)."""
  groups = random_groups(seed=3, P=5, G=3, T=5)
  for p, g in enumerate(groups):
    g.task_type = None if p == 0 else f"type{p}"
    g.horizon, g.update = 5, 7
    for i, traj in enumerate(g.trajectories):
      traj.score = 0.25 * i
      traj.final_obs = None if i == 1 else f"after {p}.{i} ☕"
      for t, s in enumerate(traj.steps):
        s.row = -1  # not part of the format
        if (i + t) % 2:
          s.state = {"exact": [s.obs, t, [1, 2]], "coarse": [s.obs[:1], None, True]}
          s.rubric = {"target_placed": t, "light_on": bool(t % 2), "type_match": 0.5, "note": "café"}
          s.tokens, s.teacher_gap, s.remaining = 10 + t, -0.125 * t, 5 - t
  return groups


def _write_lines(path, objs):
  with open(path, "w", encoding="utf-8") as f:
    for o in objs:
      f.write((o if isinstance(o, str) else json.dumps(o)) + "\n")


def test_round_trip_is_identical(tmp_path):
  groups = _decorated_groups()
  path = tmp_path / "c.jsonl"
  write_captures(path, groups)
  assert read_captures(path) == groups


def test_output_is_canonical(tmp_path):
  groups = _decorated_groups()
  write_captures(tmp_path / "a.jsonl", groups)
  # Same content with nested dict keys inserted in another order must give the same bytes.
  shuffled = copy.deepcopy(groups)
  for g in shuffled:
    for traj in g.trajectories:
      for s in traj.steps:
        if s.rubric:
          s.rubric = dict(reversed(list(s.rubric.items())))
  write_captures(tmp_path / "b.jsonl", shuffled)
  assert (tmp_path / "a.jsonl").read_bytes() == (tmp_path / "b.jsonl").read_bytes()


def test_bundled_example_is_valid_and_canonical(tmp_path):
  groups = read_captures(EXAMPLE)
  assert [g.env for g in groups] == ["alfworld"] * 3 + ["webshop"] * 2
  assert all(s.state is not None and s.rubric is not None for g in groups for t in g.trajectories for s in t.steps)
  write_captures(tmp_path / "x.jsonl", groups)
  assert (tmp_path / "x.jsonl").read_bytes() == open(EXAMPLE, "rb").read()


def test_unknown_fields_are_ignored_and_optionals_default(tmp_path):
  line = {"task_id": "t", "env": "alfworld", "future_field": {"x": 1},
          "trajectories": [{"success": False, "steps": [
              {"obs": "o", "action": "a", "valid": True, "reward": 0, "done": True, "extra": 3}]}]}
  _write_lines(tmp_path / "c.jsonl", [line])
  [g] = read_captures(tmp_path / "c.jsonl")
  assert (g.task_type, g.horizon, g.update) == (None, 50, 0)
  step = g.trajectories[0].steps[0]
  assert step.reward == 0.0 and type(step.reward) is float  # JSON int accepted for a number field
  assert step.state is None and step.tokens is None


def _bad(tmp_path, mutate) -> str:
  """Writes the example's second line mutated, after a valid first line; returns the error message."""
  lines = open(EXAMPLE, encoding="utf-8").read().splitlines()[:2]
  obj = json.loads(lines[1])
  mutate(obj)
  path = tmp_path / "bad.jsonl"
  _write_lines(path, [lines[0], obj])
  with pytest.raises(CaptureError) as e:
    read_captures(path)
  return str(e.value)


def _set(path, value):
  def mutate(obj):
    *head, last = path
    for k in head:
      obj = obj[k]
    obj[last] = value
  return mutate


def _drop(path):
  def mutate(obj):
    *head, last = path
    for k in head:
      obj = obj[k]
    del obj[last]
  return mutate


@pytest.mark.parametrize("mutate, field, problem", [
    (_set(["trajectories", 2, "steps", 5, "valid"], "yes"), "trajectories[2].steps[5].valid", "expected bool, got str"),
    (_drop(["trajectories", 1, "steps", 0, "obs"]), "trajectories[1].steps[0].obs", "missing"),
    (_drop(["env"]), "env", "missing"),
    (_drop(["trajectories", 3, "success"]), "trajectories[3].success", "missing"),
    (_set(["trajectories", 0, "steps", 2, "reward"], True), "trajectories[0].steps[2].reward",
     "expected number, got bool"),
    (_set(["trajectories", 0, "steps", 2, "done"], 1), "trajectories[0].steps[2].done", "expected bool, got int"),
    (_set(["horizon"], 50.0), "horizon", "expected int, got float"),
    (_set(["trajectories", 0, "steps", 1, "state"], [1]), "trajectories[0].steps[1].state",
     "expected object, got list"),
    (_set(["trajectories", 0, "steps", 1], "row"), "trajectories[0].steps[1]", "expected object, got str"),
    (_set(["task_id"], None), "task_id", "expected str, got null"),
    (_set(["trajectories"], []), "trajectories", "expected at least one trajectory"),
])
def test_malformed_field_names_line_and_field(tmp_path, mutate, field, problem):
  msg = _bad(tmp_path, mutate)
  assert msg == f"{tmp_path / 'bad.jsonl'}:2: field '{field}': {problem}"


@pytest.mark.parametrize("text, problem", [
    ('{"task_id": "t", "env": ', "invalid JSON"),
    ('[1, 2]', "expected a JSON object (one task group), got list"),
    ('{"task_id": "t", "env": "e", "trajectories": [{"success": true, "score": NaN, "steps": []}]}',
     "invalid JSON: NaN is not valid JSON"),
])
def test_malformed_line(tmp_path, text, problem):
  path = tmp_path / "bad.jsonl"
  first = open(EXAMPLE, encoding="utf-8").readline().rstrip("\n")
  _write_lines(path, [first, "", text])  # the blank line is skipped but still counted
  with pytest.raises(CaptureError, match=r"bad\.jsonl:3: ") as e:
    read_captures(path)
  assert problem in str(e.value) and "\n" not in str(e.value)
