"""What acting needs (`Actor`): the environments, the rollout engine, the tokenizer, prompts and horizon, and
the collection of task groups across processes. Training and validation (validation.py, launch/evaluate.py)
collect through the same Actor, built once per run by the builder (and by `policy.rollouts` for a saved
checkpoint), so they read the same fields instead of one copying the other's names.
"""
from __future__ import annotations

import dataclasses
from typing import Any

from mcgpo_jax import distributed
from mcgpo_jax.envs.interface import PromptConfig
from mcgpo_jax.rollout import exchange
from mcgpo_jax.rollout.agent import Rollout, collect
from mcgpo_jax.rollout.tokenizer import ChatTokenizer


@dataclasses.dataclass
class Actor:
  """Everything a rollout reads besides its tasks, sampling and seed."""
  envs: Any                    # the environment slots (rollout/env_pool.py)
  engine: Any                  # the rollout engine serving the policy (rollout/engines/)
  tokenizer: ChatTokenizer
  prompt_cfg: PromptConfig
  max_steps: int               # the episode horizon
  max_prompt_tokens: int       # config.rollout.max_prompt_tokens
  anchor: str                  # the anchor rule rows are recorded with (credit/methods.anchor)
  overlap: bool = True         # config.rollout.overlap_episodes (agent.collect's `overlap`)

  def collect(self, tasks, group_size: int, sampling, seed: int, first_episode: int = 0) -> Rollout:
    """`group_size` rollouts of each task: this process collects its share of the tasks, then every
    process gets every group in task order (one process: all of them, as one call). Episode k of the task
    list samples from its own stream (seed, first_episode + k), so the split across processes (or calls)
    does not change the samples."""
    start, stop = distributed.process_share(len(tasks))
    local = collect(self.envs, tasks[start:stop], group_size, self.engine, self.tokenizer, self.prompt_cfg,
                    sampling, seed, self.max_steps, self.max_prompt_tokens, self.anchor,
                    first_episode=first_episode + start * group_size, overlap=self.overlap)
    return exchange.gather(local)

  def close(self) -> None:
    self.envs.close()
