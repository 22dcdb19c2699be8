"""Expert demonstrations in the agent's own prompt/response format, for behaviour cloning and tokenizers.

The expert acts through the same environment protocol, and every decision is rendered with the same
prompt builder as RL rollouts, so a policy cloned on these pairs sees at warm start exactly the inputs
it will see in RL. Responses follow the configured format (`EnvSpec.demo_response`): `<action>a</action>`
(action-only) or a short templated `<think>` plus the action; AppWorld's `<code>` cells.

Imperfect demonstrations (`noise` > 0): a fraction of the expert's steps is replaced by a uniformly random
other admissible command, recorded as the demonstration, and the planner replans from wherever that leaves
it. A policy cloned on them makes detours and reaches the goal only sometimes, which leaves RL something
to remove: cloned from the perfect planner, a tiny policy's success depends mostly on how long it was
trained and often ends at the ceiling, with nothing for RL to show.
"""
from __future__ import annotations

import dataclasses
import random
from typing import Any, Callable, Sequence

from mcgpo_jax.envs.base import Environment, Task
from mcgpo_jax.envs.interface import PromptConfig
from mcgpo_jax.envs.registry import names, spec


@dataclasses.dataclass(frozen=True)
class Demo:
  prompt: str      # the user message (before the chat template)
  response: str    # the assistant response the expert would give
  won: bool        # the expert's episode succeeded


def collect_demos(env_name: str, env: Environment, tasks: Sequence[Task], prompt_cfg: PromptConfig,
                  max_steps: int, only_successful: bool = True, noise: float = 0.0, seed: int = 0,
                  progress: Callable[[int, int], None] | None = None) -> list[Demo]:
  """One expert episode per task; the (prompt, response) pairs of every decision.

  Args:
    only_successful: drop the decisions of episodes the expert failed (they would teach failure).
    noise: the probability that a step is a random admissible detour instead of the expert's command
      (only an environment whose spec has `replanning_expert`, e.g. ALFWorld's planner, recovers).
    seed: the detours' random stream (one for the whole call, so the same tasks give the same demos).
  """
  if not 0.0 <= noise < 1.0:
    raise ValueError(f"config.warm_start.noise={noise!r} must be in [0, 1)")
  env_spec = spec(env_name)
  expert = env_spec.expert_action
  if noise > 0 and not env_spec.replanning_expert:
    replanning = [n for n in names() if spec(n).replanning_expert]
    raise ValueError(f"config.warm_start.noise={noise!r} needs a replanning expert, which only "
                     f"{', '.join(replanning)} have ({env_name!r} demonstrations must use noise=0)")
  rng = random.Random(seed)
  demos: list[Demo] = []
  for n, task in enumerate(tasks):
    observation, info = env.reset(task)
    task_text = info.get("task", "")
    history: list[tuple[str, str]] = []
    episode: list[tuple[str, str]] = []
    state: dict[str, Any] = {}
    won = False
    for _ in range(max_steps):
      action = expert(env, info, state)   # ALFWorld's PDDL planner, WebShop's / SearchQA's scripted expert
      if noise > 0 and rng.random() < noise:
        detours = [a for a in info.get("admissible_actions", []) if a != action]
        action = rng.choice(detours) if detours else action
      prompt = env_spec.build_prompt(prompt_cfg, task_text, observation, info.get("admissible_actions", []), history)
      episode.append((prompt, env_spec.demo_response(action, prompt_cfg.action_only)))
      result = env.step(action)
      history.append((observation, action))
      observation, info = result.observation, {**info, **result.info}
      won = bool(result.info.get("won", False))
      if result.done:
        break
    if won or not only_successful:
      demos.extend(Demo(p, r, won) for p, r in episode)
    if progress is not None:
      progress(n + 1, len(tasks))
  return demos
