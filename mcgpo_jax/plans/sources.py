"""Where SGR-OPSD's privileged plans come from (docs/algorithms.md, SGR-OPSD, paper App. 6).

Three sources:
  * `ChatPlanner`: any OpenAI-compatible chat-completions endpoint (an SGLang server serves one), with the
    paper's system prompt of the environment (its EnvSpec's `plan_prompt`, App. 6), the task instruction as
    the only user message, temperature 0, at most 1024 tokens. An answer that fails validation is retried
    with the previous answer and the validation error appended; after `max_retries` retries it raises
    `PlanGenerationError` with every attempt's error.
  * `template_plan`: an offline, ordered plan instantiated from the parsed task by its environment (EnvSpec's
    `template_plan`; ALFWorld: object, destination, required state, count; WebShop: product request,
    attributes, options, price bound). It is the default when no endpoint is configured, so training never
    depends on a network service.
  * `skills.skill_text` (its own module): a generic workflow text per task type (the paper's "Skill instead
    of Subgoal" ablation).
A plan is `{"subgoals": [{"goal", "precondition"}, ...]}` with 2–8 items, both fields non-empty strings.
"""
from __future__ import annotations

import dataclasses
import json
import re
import urllib.error
import urllib.request
from typing import Any, Mapping, Optional

from mcgpo_jax.envs.registry import spec

PROMPT_VERSION = "sgr-opsd-app6-v1"   # part of the cache key: bump it when a system prompt changes
MIN_SUBGOALS, MAX_SUBGOALS = 2, 8

@dataclasses.dataclass(frozen=True)
class Subgoal:
  goal: str
  precondition: str


@dataclasses.dataclass(frozen=True)
class Plan:
  subgoals: tuple[Subgoal, ...]

  def to_json(self) -> dict[str, Any]:
    return {"subgoals": [{"goal": s.goal, "precondition": s.precondition} for s in self.subgoals]}


class PlanValidationError(ValueError):
  """A plan answer that is not the required JSON object; the message says what is wrong."""


class PlanGenerationError(RuntimeError):
  """The endpoint failed, or gave no valid plan within the retry budget."""


def validate_plan(obj: Any) -> Plan:
  """The Plan of a decoded JSON value, or PlanValidationError naming the first problem."""
  if not isinstance(obj, dict) or "subgoals" not in obj:
    raise PlanValidationError('expected a JSON object with a "subgoals" list')
  items = obj["subgoals"]
  if not isinstance(items, list) or not MIN_SUBGOALS <= len(items) <= MAX_SUBGOALS:
    n = len(items) if isinstance(items, list) else type(items).__name__
    raise PlanValidationError(f'"subgoals" must be a list of {MIN_SUBGOALS} to {MAX_SUBGOALS} items, got {n}')
  subgoals = []
  for j, item in enumerate(items):
    if not isinstance(item, dict):
      raise PlanValidationError(f"subgoals[{j}] must be an object with goal and precondition")
    for field in ("goal", "precondition"):
      value = item.get(field)
      if not isinstance(value, str) or not value.strip():
        raise PlanValidationError(f'subgoals[{j}].{field} must be a non-empty string')
    subgoals.append(Subgoal(item["goal"].strip(), item["precondition"].strip()))
  return Plan(tuple(subgoals))


_FENCE = re.compile(r"^```(?:json)?\s*(.*?)\s*```$", re.DOTALL)


def parse_plan(text: str) -> Plan:
  """A model answer -> Plan. One surrounding Markdown code fence is tolerated (chat models add them)."""
  body = text.strip()
  fenced = _FENCE.match(body)
  if fenced:
    body = fenced.group(1)
  try:
    obj = json.loads(body)
  except json.JSONDecodeError as e:
    raise PlanValidationError(f"the answer is not valid JSON ({e})") from None
  return validate_plan(obj)


class ChatPlanner:
  """Plans from an OpenAI-compatible `/chat/completions` endpoint (`base_url` like http://host:30000/v1)."""

  def __init__(self, base_url: str, model: str, env: str, max_retries: int = 2, timeout: float = 120.0,
               api_key: Optional[str] = None, max_tokens: int = 1024):
    self.system_prompt = spec(env).needs("plans", "SGR-OPSD's plan endpoint").plan_prompt
    if max_retries < 0:
      raise ValueError(f"max_retries = {max_retries}; expected >= 0")
    self.url = base_url.rstrip("/") + "/chat/completions"
    self.model, self.env, self.max_retries, self.timeout = model, env, max_retries, timeout
    self.api_key, self.max_tokens = api_key, max_tokens

  def _complete(self, messages: list[dict[str, str]]) -> str:
    body = json.dumps({"model": self.model, "messages": messages, "temperature": 0.0,
                       "max_tokens": self.max_tokens}).encode()
    headers = {"Content-Type": "application/json"}
    if self.api_key:
      headers["Authorization"] = f"Bearer {self.api_key}"
    request = urllib.request.Request(self.url, data=body, headers=headers, method="POST")
    try:
      with urllib.request.urlopen(request, timeout=self.timeout) as response:
        reply = json.loads(response.read().decode())
      return reply["choices"][0]["message"]["content"] or ""
    except (urllib.error.URLError, OSError, ValueError, KeyError, IndexError, TypeError) as e:
      raise PlanGenerationError(f"plan endpoint {self.url} (model {self.model!r}) failed: {e}") from e

  def plan(self, instruction: str) -> Plan:
    messages = [{"role": "system", "content": self.system_prompt}, {"role": "user", "content": instruction}]
    errors = []
    for _ in range(self.max_retries + 1):
      answer = self._complete(messages)
      try:
        return parse_plan(answer)
      except PlanValidationError as e:
        errors.append(str(e))
        messages = messages + [
            {"role": "assistant", "content": answer},
            {"role": "user", "content": f"Your previous answer is invalid: {e}. Return only the corrected JSON "
                                        'object {"subgoals": [{"goal": "...", "precondition": "..."}]}.'}]
    raise PlanGenerationError(f"plan endpoint {self.url} (model {self.model!r}) gave no valid plan for "
                              f"{instruction!r} in {len(errors)} attempts: " + "; ".join(errors))


def template_plan(env: str, instruction: str, goal: Optional[Mapping[str, Any]] = None) -> Plan:
  """The offline ordered plan of a task (see the module docstring); raises ValueError for unknown tasks."""
  steps = spec(env).needs("plans", "SGR-OPSD's template plans").template_plan(instruction, goal)
  return validate_plan({"subgoals": [{"goal": g, "precondition": p} for g, p in steps]})
