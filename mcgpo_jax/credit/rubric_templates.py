"""MCGPO's rubric signature (C, F) of a decision row under its task family's template G_x.

The template format (`Template`, its frontier F of Eq. 8, `channel_value`) is the environments' and lives in
`envs/rubric_format.py`; each environment's spec hands its templates over (`EnvSpec.rubric`). A
row's signature is the pair
  C = channels of V whose value is True or a finite number > 0   (membership only: counts enter via h),
  F = { j in V \\ (C ∪ V_block) : P(j) ⊆ C and B(j) ∩ C = ∅ }   (Eq. 8, the rule-derived frontier),
both stored as name-sorted tuples so they can sit inside hashable matching keys. Keys of the status dict
that are not in V are extractor diagnostics and are ignored.
"""
from __future__ import annotations

import math
from typing import Any, Mapping, Optional

from mcgpo_jax.envs.registry import spec
from mcgpo_jax.envs.rubric_format import Template, channel_value


def template_for(env: str, task_type: Optional[str]) -> Optional[Template]:
  """G_x of a task group, or None when its family cannot be known (ALFWorld group without task_type).

  None is MCGPO's "missing required field": the group keeps its task update and gets no pairs.
  An unknown environment or task type is a configuration error and raises.
  """
  return spec(env).needs("rubric", "MCGPO").template(task_type)


def active_channels(rubric: Mapping[str, Any], vocabulary: tuple[str, ...]) -> tuple[str, ...]:
  """C: the channels of V that are True or a finite number > 0, name-sorted.

  This runs once per decision row, so the common value types are tested inline rather than through
  `channel_value` (same semantics: bool / number / None, anything else raises)."""
  active = []
  for channel in vocabulary:
    value = rubric.get(channel)
    if value is None or value is False:
      continue
    if value is True or (isinstance(value, (int, float)) and 0 < value < math.inf):
      active.append(channel)
    elif not isinstance(value, (int, float)):
      channel_value(rubric, channel)   # raises the error naming the channel
  active.sort()
  return tuple(active)


def signature(rubric: Mapping[str, Any], template: Template) -> tuple[tuple[str, ...], tuple[str, ...]]:
  """(C, F) of one pre-action rubric status under a template (Eq. 1's rubric part)."""
  active = active_channels(rubric, template.vocabulary)
  return active, template.frontier(active)
