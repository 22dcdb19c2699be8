"""The agent loop: P task groups × G siblings, batched turn by turn across all active episodes.

Each turn builds every active episode's prompt (paper templates, last two observation–action pairs),
asks the rollout engine for all responses in one call, projects each response to an action, steps the
environments and records one row per decision with everything credit, learning and captures need.
A malformed response is data (an invalid row), never an exception.
"""
from __future__ import annotations

import collections
import dataclasses
import time
from typing import Any, Sequence

import numpy as np

from mcgpo_jax.data.records import Group, Step, Trajectory
from mcgpo_jax.envs.base import Environment, Task
from mcgpo_jax.rollout.engines.base import RolloutEngine, SamplingParams
from mcgpo_jax.rollout.prompts import PromptConfig, build_prompt, project
from mcgpo_jax.rollout.tokenizer import ChatTokenizer

INVALID_ACTION = "<invalid>"


@dataclasses.dataclass
class TokenRow:
  """The tokens of one decision row: what the policy saw and what it sampled."""
  prompt_ids: list[int]
  response_ids: list[int]
  logprobs: list[float]
  message: str = ""        # the user message before the chat template (SGR-OPSD's teacher prepends to it)


@dataclasses.dataclass
class Rollout:
  groups: list[Group]
  rows: list[TokenRow]
  stats: dict[str, Any]


@dataclasses.dataclass
class _Episode:
  env: Environment
  task: Task
  observation: str
  info: dict[str, Any]
  history: list[tuple[str, str]] = dataclasses.field(default_factory=list)
  steps: list[Step] = dataclasses.field(default_factory=list)
  done: bool = False
  won: bool = False
  score: float = 0.0


def collect(envs: Sequence[Environment], tasks: Sequence[Task], group_size: int, engine: RolloutEngine,
            tokenizer: ChatTokenizer, prompt_cfg: PromptConfig, sampling: SamplingParams, seed: int,
            max_steps: int, max_prompt_tokens: int = 1 << 30, anchor: str = "observation") -> Rollout:
  """Runs `len(tasks)` groups of `group_size` sibling episodes to completion.

  Args:
    envs: at least len(tasks) * group_size environment instances; slot i of group p uses envs[p*G + i].
    anchor: "observation" (the exact pre-action observation) or "tracker" (the environment's
      info["anchor"], GraphGPO's ALFWorld tracker key) — what each row records as its anchor key.
    max_prompt_tokens: longer prompts keep their last tokens (left truncation) and are counted in stats.
  """
  G = group_size
  if len(envs) < len(tasks) * G:
    raise ValueError(f"collect() needs {len(tasks) * G} environments, got {len(envs)}")
  t0 = time.perf_counter()
  episodes = []
  for p, task in enumerate(tasks):
    for i in range(G):
      env = envs[p * G + i]
      obs, info = env.reset(task)
      episodes.append(_Episode(env=env, task=task, observation=obs, info=info))
  rows: list[TokenRow] = []
  truncated_prompts = 0
  generated_tokens = 0
  gen_seconds = 0.0
  for t in range(max_steps):
    active = [e for e in episodes if not e.done]
    if not active:
      break
    prompts, messages = [], []
    for e in active:
      text = build_prompt(prompt_cfg, e.info.get("task", ""), e.observation,
                          e.info.get("admissible_actions", []), e.history)
      ids = tokenizer.encode_prompt(text)
      if len(ids) > max_prompt_tokens:
        ids = ids[-max_prompt_tokens:]
        truncated_prompts += 1
      prompts.append(ids)
      messages.append(text)
    g0 = time.perf_counter()
    generations = engine.generate(prompts, sampling, seed=seed * 1_000_003 + t)
    gen_seconds += time.perf_counter() - g0
    for e, ids, message, gen in zip(active, prompts, messages, generations):
      response = tokenizer.decode(gen.ids)
      proj = project(prompt_cfg.env, response, require_think=not prompt_cfg.action_only)
      pre_obs, pre_info = e.observation, e.info
      result = e.env.step(proj.action)
      last = result.done or t == max_steps - 1
      key = pre_info.get("anchor", pre_obs) if anchor == "tracker" else pre_obs
      action_key = result.info.get("action_key", proj.action) if proj.valid else INVALID_ACTION
      e.steps.append(Step(obs=key, action=action_key, valid=proj.valid, reward=float(result.reward), done=last,
                          state=pre_info.get("state"), rubric=pre_info.get("rubric"), tokens=len(gen.ids),
                          remaining=max_steps - t, row=len(rows)))
      rows.append(TokenRow(list(ids), list(gen.ids), list(gen.logprobs), message))
      generated_tokens += len(gen.ids)
      e.history.append((pre_obs, proj.action))
      e.observation, e.info = result.observation, {**pre_info, **result.info}
      e.won = bool(result.info.get("won", False))
      e.score = float(result.info.get("score", 0.0))
      e.done = last
  groups = []
  for p, task in enumerate(tasks):
    trajs = [Trajectory(steps=e.steps, success=e.won, score=e.score) for e in episodes[p * G:(p + 1) * G]]
    groups.append(Group(task_id=task.task_id, env=prompt_cfg.env, trajectories=trajs, task_type=task.task_type,
                        horizon=max_steps, instruction=episodes[p * G].info.get("task")))
  stats = episode_stats(groups)
  stats.update(generated_tokens=generated_tokens, truncated_prompts=truncated_prompts,
               time_generate=gen_seconds, time_rollout=time.perf_counter() - t0)
  return Rollout(groups=groups, rows=rows, stats=stats)


def episode_stats(groups: Sequence[Group]) -> dict[str, Any]:
  """Success rate, score, length, invalid-action rate and per-task-type success of finished episodes."""
  trajs = [(g.task_type, t) for g in groups for t in g.trajectories]
  steps = [s for _, t in trajs for s in t.steps]
  by_type: dict[str, list[float]] = collections.defaultdict(list)
  for task_type, t in trajs:
    by_type[task_type or "all"].append(float(t.success))
  out = {
      "success_rate": float(np.mean([t.success for _, t in trajs])) if trajs else 0.0,
      "score": float(np.mean([t.score for _, t in trajs])) if trajs else 0.0,
      "episode_length": float(np.mean([len(t.steps) for _, t in trajs])) if trajs else 0.0,
      "invalid_rate": float(np.mean([not s.valid for s in steps])) if steps else 0.0,
      "num_rows": len(steps),
  }
  out.update({f"success/{k}": float(np.mean(v)) for k, v in sorted(by_type.items())})
  return out
