"""Environments behind one protocol (`base.Environment`): ALFWorld's real engine, the WebShop engine,
SearchQA (Search-R1's protocol) and AppWorld's real engine (in its own venv, through `appworld/worker.py`),
each described to the shared layers by its `registry.EnvSpec`."""
from __future__ import annotations

from typing import Optional, Sequence

from mcgpo_jax.envs.base import Environment, StepResult, TaskList
from mcgpo_jax.envs.registry import names, spec

ENVS = names()


def step_all(envs: Sequence[Environment], actions: Sequence[str]) -> list[StepResult]:
  """envs[i].step(actions[i]) for every i; environments of one class with a `step_batch` (SearchQA: one
  retrieval call for all the turn's searches) take the whole batch in one call."""
  batched = getattr(type(envs[0]), "step_batch", None) if envs else None
  if batched is not None and all(type(e) is type(envs[0]) for e in envs):
    return batched(envs, actions)
  return [e.step(a) for e, a in zip(envs, actions)]


def make_envs(name: str, n: int, max_steps: int, data: Optional[str] = None, expert: bool = False
              ) -> tuple[list[Environment], TaskList]:
  """n independent instances of an environment and its task list (its spec's `make_envs`)."""
  return spec(name).make_envs(n, max_steps, data, expert)
