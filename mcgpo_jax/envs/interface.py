"""The policy's side of the environment contract: prompt templates, the action grammar and the projection of
a response to the action it executes.

It lives beside `EnvSpec` (envs/registry.py) because every environment's spec is written with it, and the
layers that drive environments (rollout's agent loop, SGR-OPSD's teacher in credit/) import it from here:
environments never import the layers above them.

The action grammar is parsed once, by `action_span`: the agent loop executes the text of that span
(`tag_projection`) and SGR-OPSD's teacher scores the response tokens overlapping the same span
(`credit.teacher.action_token_mask`), so the teacher's gap is always about the action that ran.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Callable, Optional, Sequence

_OPEN, _CLOSE = b"<action>", b"</action>"
_CJK = re.compile(r"[\u4e00-\u9fff]")
# The UTF-8 encodings of the characters `str.strip()` removes (every one is below U+3001).
_SPACES = tuple(chr(c).encode() for c in range(0x3001) if chr(c).isspace())


@dataclasses.dataclass(frozen=True)
class PromptConfig:
  env: str                   # an environment name (envs.registry)
  action_only: bool = False  # Qwen3 action-only responses (thinking disabled)
  history_length: int = 2


@dataclasses.dataclass(frozen=True)
class CopyExample:
  """One decision of an environment's copy curriculum (EnvSpec.copy_curriculum): a real prompt and the action
  that copies a span of it; `kind` names what is copied (WebShop: search, product, option, buy)."""
  prompt: str
  action: str
  kind: str


@dataclasses.dataclass(frozen=True)
class Templates:
  """One environment's verl-agent prompt format (its EnvSpec builds prompts with `template_prompt`)."""
  first: str                # the first decision (no history)
  later: str                # later decisions (the last `history_length` observation-action pairs)
  think_action: str         # the closing instruction of the think+action form
  action_only: str          # ... of the action-only form
  action_item: str          # one admissible action in the list ("'{}'" / "'{}',")
  action_join: str          # between list items
  format_observation: Optional[Callable[[str, str], str]] = None   # (page, task) -> prompt text
  max_chars: Optional[int] = None   # a longer history prompt falls back to the first template
  fallback_chars: int = 30  # characters of an unparseable response passed to the environment


def template_prompt(t: Templates, cfg: PromptConfig, task: str, observation: str, admissible: Sequence[str],
                    history: Sequence[tuple[str, str]]) -> str:
  """The user message of one decision from an environment's verl-agent templates (MCGPO Appendix F): the
  first-decision template without history, else the later-decision one with the last `history_length`
  observation–action pairs as `[Observation n: '...', Action n: '...']`, closed by the think+action or the
  action-only instruction.

  Args:
    task: the task description (ALFWorld's goal sentence; WebShop's instruction).
    observation: the current observation text (WebShop: the engine's page, formatted for the prompt).
    admissible: admissible actions ('help' already excluded for ALFWorld).
    history: all (observation, action) pairs taken so far in this episode, oldest first.
  """
  if t.format_observation is not None:   # current page and history pages alike, as verl-agent stores them
    observation = t.format_observation(observation, task)
    history = [(t.format_observation(o, task), a) for o, a in history]
  instruction = t.action_only if cfg.action_only else t.think_action
  actions = t.action_join.join(t.action_item.format(a) for a in admissible)
  first_prompt = t.first.format(task_description=task, current_observation=observation,
                                admissible_actions=actions) + instruction
  if not history or cfg.history_length <= 0:
    return first_prompt
  recent = list(history)[-cfg.history_length:]
  start = len(history) - len(recent) + 1
  lines = "\n".join(f"[Observation {start + k}: '{o}', Action {start + k}: '{a}']" for k, (o, a) in enumerate(recent))
  prompt = t.later.format(task_description=task, step_count=len(history), history_length=len(recent),
                          action_history=lines, current_step=len(history) + 1, current_observation=observation,
                          admissible_actions=actions) + instruction
  if t.max_chars is not None and len(prompt) > t.max_chars:
    return first_prompt
  return prompt


def tag_response(action: str, action_only: bool) -> str:
  """An expert action as a response in the `<action>` grammar (warm-start demonstrations): `<action>a</action>`
  (action-only) or a short templated `<think>` plus the action."""
  if action_only:
    return f"<action>{action}</action>"
  return f"<think>The next step toward the goal is: {action}.</think><action>{action}</action>"


@dataclasses.dataclass(frozen=True)
class Projection:
  action: str   # what goes to the environment
  valid: bool   # the response followed the format (think + action tags, no CJK)


def action_span(text: bytes) -> Optional[tuple[int, int]]:
  """The executed action's byte range [lo, hi) in a response's UTF-8 bytes; None without both action tags.

  verl-agent's rule (`agent_system/environments/env_package/{alfworld,webshop}/projection.py`): the text
  from the end of the first `<action>` to the start of the first `</action>` (tags case-insensitive),
  trimmed as `str.strip()` trims. When that first `</action>` comes before the first `<action>` the
  executed action is empty (Python's slice of an inverted range): lo == hi, which executes '' and has no
  tokens to score. Bytes, not str, so SGR-OPSD's teacher can read the span off the response's token bytes
  (partial UTF-8 sequences included); `bytes.lower` lowers ASCII only and keeps positions (the tags are ASCII).
  """
  lower = text.lower()
  start, end = lower.find(_OPEN), lower.find(_CLOSE)
  if start < 0 or end < 0:
    return None
  lo = hi = start + len(_OPEN)
  if end > lo:
    hi = end
  while lo < hi and (space := next((s for s in _SPACES if text.startswith(s, lo, hi)), None)):
    lo += len(space)
  while lo < hi and (space := next((s for s in _SPACES if text.endswith(s, lo, hi)), None)):
    hi -= len(space)
  return lo, hi


def tag_projection(response: str, require_think: bool, fallback_chars: int) -> Projection:
  """verl-agent's projection: the lower-cased text of `action_span`.

  Valid only with both action tags, both think tags (unless `require_think` is False, the action-only
  format) and no CJK characters. Otherwise the last `fallback_chars` characters (ALFWorld 30, WebShop 20) go
  to the environment, which treats them as a no-op, and the row is invalid.
  """
  data = response.encode("utf-8", errors="surrogatepass")
  span = action_span(data)
  if span is None:
    return Projection(response.lower()[-fallback_chars:], False)
  action = data[span[0]:span[1]].decode("utf-8", errors="surrogatepass").lower()
  valid = True
  if require_think and (response.find("<think>") == -1 or response.find("</think>") == -1):
    valid = False
  if _CJK.search(response):
    valid = False
  return Projection(action, valid)
