"""On-disk plan cache and the teacher's privileged text (docs/algorithms.md, SGR-OPSD "Plans").

A plan is generated once per (task instruction, source, model, prompt version) and reused unchanged: across
turns, updates and restarts, so the teacher context of a task never drifts. One JSON file per key, named by
the SHA-256 of the key; the file repeats the key, so a stale or foreign file is detected, not trusted.
The rendering the teacher sees is one line per subgoal, `"{j}. {goal} Preconditions: {precondition}"`.
"""
from __future__ import annotations

import hashlib
import json
import os
from typing import Any, Callable, Mapping, Optional

from mcgpo_jax.envs.registry import spec
from mcgpo_jax.plans.sources import (PROMPT_VERSION, ChatPlanner, Plan, PlanValidationError, template_plan,
                                     validate_plan)

SOURCES = ("template", "endpoint", "skill")
TEMPLATE_VERSION = "template-v1"   # the template source's "prompt version" (bump when templates change)


def render_plan(plan: Plan) -> str:
  return "\n".join(f"{j}. {s.goal} Preconditions: {s.precondition}" for j, s in enumerate(plan.subgoals, start=1))


def cache_key(instruction: str, source: str, model: str, prompt_version: str) -> dict[str, str]:
  return {"instruction": instruction, "source": source, "model": model, "prompt_version": prompt_version}


class PlanCache:
  """Plans stored as `<directory>/<sha256 of the key>.json`."""

  def __init__(self, directory: str):
    self.directory = directory

  def path(self, key: Mapping[str, str]) -> str:
    digest = hashlib.sha256(json.dumps(key, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
    return os.path.join(self.directory, f"{digest}.json")

  def get(self, key: Mapping[str, str]) -> Optional[Plan]:
    path = self.path(key)
    if not os.path.exists(path):
      return None
    with open(path, encoding="utf-8") as f:
      record = json.load(f)
    if record.get("key") != dict(key):
      raise ValueError(f"plan cache file {path} holds key {record.get('key')!r}, expected {dict(key)!r}")
    try:
      return validate_plan(record.get("plan"))
    except PlanValidationError as e:
      raise ValueError(f"plan cache file {path}: {e}") from None

  def put(self, key: Mapping[str, str], plan: Plan) -> None:
    os.makedirs(self.directory, exist_ok=True)
    path = self.path(key)
    tmp = f"{path}.{os.getpid()}.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
      json.dump({"key": dict(key), "plan": plan.to_json()}, f, ensure_ascii=False, indent=1)
    os.replace(tmp, path)   # atomic: a reader never sees half a plan

  def get_or_create(self, key: Mapping[str, str], create: Callable[[], Plan]) -> Plan:
    plan = self.get(key)
    if plan is None:
      plan = create()
      self.put(key, plan)
    return plan


class PlanProvider:
  """The teacher's privileged text per task: a rendered cached plan, or the task type's skill text.

  source: "endpoint" (needs `planner`), "template" (offline; the default when no planner is given) or
  "skill". Without `cache_dir`, plans are kept in memory only (tests, one-off replays).
  """

  def __init__(self, env: str, source: Optional[str] = None, planner: Optional[ChatPlanner] = None,
               cache_dir: Optional[str] = None):
    source = source or ("endpoint" if planner is not None else "template")
    if source not in SOURCES:
      raise ValueError(f"plan source {source!r}; expected one of {', '.join(SOURCES)}")
    if source == "endpoint" and planner is None:
      raise ValueError("plan source 'endpoint' needs a ChatPlanner (base_url and model)")
    self.env, self.source, self.planner = env, source, planner
    self.cache = PlanCache(cache_dir) if cache_dir else None
    self._memory: dict[str, Plan] = {}

  def plan(self, instruction: str, goal: Optional[Mapping[str, Any]] = None) -> Plan:
    if self.source == "endpoint":
      key = cache_key(instruction, "endpoint", self.planner.model, PROMPT_VERSION)
      create = lambda: self.planner.plan(instruction)
    else:
      key = cache_key(instruction, "template", self.env, TEMPLATE_VERSION)
      create = lambda: template_plan(self.env, instruction, goal)
    memo = json.dumps(key, sort_keys=True)
    if memo not in self._memory:
      self._memory[memo] = self.cache.get_or_create(key, create) if self.cache else create()
    return self._memory[memo]

  def teacher_text(self, instruction: str, task_type: Optional[str] = None,
                   goal: Optional[Mapping[str, Any]] = None) -> str:
    """What the teacher prompt prepends to the student prompt for this task."""
    if self.source == "skill":
      return spec(self.env).needs("plans", "SGR-OPSD's skill guidance").skill_text(task_type)
    return render_plan(self.plan(instruction, goal))
