"""Rollout captures: JSON Lines files of task groups, read and written per `docs/captures.md`.

One line holds one task group. JSON fields map 1:1 onto `records.Group / Trajectory / Step`; unknown
fields are ignored so newer writers stay readable. Reading validates every field it maps and fails on the
first problem with `path:line: field 'trajectories[2].steps[5].valid': expected bool, got str`, because a
capture is archived evidence: a silently coerced value would make a replay reproduce something else.

Writing is canonical, so the same groups always give the same bytes: fields in the contract's order,
free-form dicts (`state`, `rubric`) with sorted keys, floats as Python's shortest round-trip repr, fields
whose value is None left out (the reader maps an absent optional field back to None), UTF-8, one `\\n`
per line. `Step.row` (an index into one update's token arrays) is not part of the format.

Optional step fields beyond the first contract, all strings: `executed` (the exact action sent to the
environment), `node_state`, `signature` and `prompt_hash` (SGR-OPSD's graph identity, see
`credit/sgr_opsd.py`). Captures without them load with None and replay as before.
"""
from __future__ import annotations

import json
import math
import os
from typing import Any, Iterable

from etils import epath

from mcgpo_jax.data.records import Group, Step, Trajectory

PathLike = str | os.PathLike


class CaptureError(ValueError):
  """A capture line that does not follow the contract; the message names the file, line and field."""


# Field tables: (JSON name, kind, required). The order is the contract's order and the writer's order.
# Kinds: "str", "bool", "int", "float" (JSON int or float, finite), "dict" (JSON object), "list".
_GROUP_FIELDS = (("task_id", "str", True), ("env", "str", True), ("task_type", "str", False),
                 ("horizon", "int", False), ("update", "int", False), ("trajectories", "list", True))
_TRAJECTORY_FIELDS = (("success", "bool", True), ("score", "float", False), ("final_obs", "str", False),
                      ("final_rubric", "dict", False), ("steps", "list", True))
_STEP_FIELDS = (("obs", "str", True), ("action", "str", True), ("valid", "bool", True),
                ("reward", "float", True), ("done", "bool", True), ("state", "dict", False),
                ("rubric", "dict", False), ("tokens", "int", False), ("teacher_gap", "float", False),
                ("remaining", "int", False), ("executed", "str", False), ("node_state", "str", False),
                ("signature", "str", False), ("prompt_hash", "str", False), ("prompt_tokens", "int", False))

_JSON_TYPE_NAMES = {str: "str", bool: "bool", int: "int", float: "float", dict: "object", list: "list",
                    type(None): "null"}


class _Line:
  """Validation context of one capture line: every error names the file, the line and the field path."""

  def __init__(self, path: PathLike, lineno: int):
    self.where = f"{os.fspath(path)}:{lineno}"

  def error(self, field: str, problem: str) -> CaptureError:
    return CaptureError(f"{self.where}: field '{field}': {problem}")

  def fields(self, obj: Any, table, prefix: str) -> dict[str, Any]:
    """The table's fields of the JSON object `obj`, type-checked; absent optional fields come back None."""
    self.value(obj, "dict", prefix.rstrip(".") or "<line>")
    out = {}
    for name, kind, required in table:
      field = f"{prefix}{name}"
      if name not in obj or (obj[name] is None and not required):
        if required:
          raise self.error(field, "missing")
        out[name] = None
        continue
      out[name] = self.value(obj[name], kind, field)
    return out

  def value(self, v: Any, kind: str, field: str) -> Any:
    got = _JSON_TYPE_NAMES.get(type(v), type(v).__name__)
    # bool is a subclass of int in Python; JSON true must not pass as a number, nor 1 as a bool.
    if kind == "bool" and type(v) is bool:
      return v
    if kind == "int" and type(v) is int:
      return v
    if kind == "float" and type(v) in (int, float):
      if not math.isfinite(v):
        raise self.error(field, f"expected a finite number, got {v}")
      return float(v)
    if kind == "str" and type(v) is str:
      return v
    if kind == "dict" and type(v) is dict:
      return v
    if kind == "list" and type(v) is list:
      return v
    expected = {"dict": "object", "float": "number"}.get(kind, kind)
    raise self.error(field, f"expected {expected}, got {got}")


def parse_group(obj: Any, path: PathLike = "<capture>", lineno: int = 1) -> Group:
  """One decoded JSON line -> Group, validated (see the module docstring for the error format)."""
  line = _Line(path, lineno)
  if type(obj) is not dict:
    raise CaptureError(f"{line.where}: expected a JSON object (one task group), got "
                       f"{_JSON_TYPE_NAMES.get(type(obj), type(obj).__name__)}")
  g = line.fields(obj, _GROUP_FIELDS, "")
  if not g["trajectories"]:
    raise line.error("trajectories", "expected at least one trajectory")
  trajectories = []
  for i, traj_obj in enumerate(g["trajectories"]):
    prefix = f"trajectories[{i}]"
    tr = line.fields(traj_obj, _TRAJECTORY_FIELDS, prefix + ".")
    steps = []
    for t, step_obj in enumerate(tr["steps"]):
      step_prefix = f"{prefix}.steps[{t}]"
      steps.append(Step(**line.fields(step_obj, _STEP_FIELDS, step_prefix + ".")))
    trajectories.append(Trajectory(steps=steps, success=tr["success"],
                                   score=0.0 if tr["score"] is None else tr["score"], final_obs=tr["final_obs"],
                                   final_rubric=tr["final_rubric"]))
  optional = {k: g[k] for k in ("horizon", "update") if g[k] is not None}
  return Group(task_id=g["task_id"], env=g["env"], task_type=g["task_type"], trajectories=trajectories,
               **optional)


def _reject_constant(name: str):
  # json.loads accepts NaN / Infinity by default; they are not JSON and no capture field may hold them.
  raise ValueError(f"{name} is not valid JSON")


def read_captures(path: PathLike) -> list[Group]:
  """All task groups of a capture file, in file order. Blank lines are skipped."""
  groups = []
  with epath.Path(path).open("rb") as f:   # local paths and gs:// alike; bytes, so bad UTF-8 names its line
    for lineno, raw in enumerate(f, start=1):
      try:
        text = raw.decode("utf-8")
      except UnicodeDecodeError as e:
        raise CaptureError(f"{os.fspath(path)}:{lineno}: not UTF-8 text (byte {e.start}: {e.reason}); "
                           f"a capture is JSON Lines") from None
      if not text.strip():
        continue
      try:
        obj = json.loads(text, parse_constant=_reject_constant)
      except ValueError as e:  # json.JSONDecodeError is a ValueError
        raise CaptureError(f"{os.fspath(path)}:{lineno}: invalid JSON: {e}") from None
      groups.append(parse_group(obj, path, lineno))
  return groups


def _canonical(value: Any) -> Any:
  """Free-form values (state, rubric) with dict keys sorted at every depth, so output is canonical."""
  if isinstance(value, dict):
    return {str(k): _canonical(value[k]) for k in sorted(value, key=str)}
  if isinstance(value, (list, tuple)):
    return [_canonical(v) for v in value]
  return value


def _record(obj: Any, table) -> dict[str, Any]:
  out = {}
  for name, kind, _ in table:
    v = getattr(obj, name)
    if v is None:
      continue
    if kind == "float":
      v = float(v)
    elif kind == "dict":
      v = _canonical(v)
    out[name] = v
  return out


def group_to_json(group: Group) -> dict[str, Any]:
  """The capture object of one group (the inverse of `parse_group`), in the contract's field order."""
  out = _record(group, _GROUP_FIELDS[:-1])
  out["trajectories"] = []
  for traj in group.trajectories:
    t = _record(traj, _TRAJECTORY_FIELDS[:-1])
    t["steps"] = [_record(s, _STEP_FIELDS) for s in traj.steps]
    out["trajectories"].append(t)
  return out


def dumps_line(obj: Any) -> str:
  """One canonical JSON line (no trailing newline): the shared encoder of captures and replay output."""
  return json.dumps(obj, ensure_ascii=False, allow_nan=False, separators=(", ", ": "))


def write_captures(path: PathLike, groups: Iterable[Group]) -> None:
  """Writes groups as canonical JSON Lines (byte-identical for equal groups)."""
  text = "".join(dumps_line(group_to_json(g)) + "\n" for g in groups)
  epath.Path(path).write_text(text, encoding="utf-8")   # one write: object stores cannot append
