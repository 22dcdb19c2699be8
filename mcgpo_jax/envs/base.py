"""The environment protocol shared by every environment (one package each under envs/).

An environment instance runs one episode at a time. The agent loop resets G siblings of the same task
(`reset(task)` on G instances, or `make_group`) so that sibling trajectories start from the same state.
"""
from __future__ import annotations

import dataclasses
import random
import re
from typing import Any, Optional, Protocol, Sequence, TypedDict


@dataclasses.dataclass(frozen=True)
class Task:
  """One task instance: enough to reset an environment to it deterministically."""
  task_id: str
  split: str                 # "train" | "valid" | "test" (environment-specific names allowed)
  task_type: Optional[str] = None
  payload: Any = None        # environment-specific (game file path, goal index, ...)


class StepInfo(TypedDict, total=False):
  """The keys of `info` (after reset and after each step) that the shared layers read, and who reads them.

  The agent loop records the pre-action values of anchor / state / rubric / node_state / signature on the
  decision row (`data.records.Step`) and the post-step action_key / won / score; keys an environment
  does not provide fall back as noted. A key only the environment's own package reads (e.g. ALFWorld's
  expert_plan, SearchQA's task_type) is documented there, beside the code that writes it; a key a shared
  layer starts to read is documented here."""
  admissible_actions: list[str]   # every environment; the prompt's action list ([] for SearchQA)
  task: str                       # after reset: the task text (prompt, plans)
  won: bool                       # after a step: the episode succeeded (default False)
  score: float                    # after a step: the task score in [0, 1] (default 0.0)
  anchor: str                     # ALFWorld: the tracker anchor key (else the observation is the anchor)
  state: dict[str, Any]           # MCGPO state summaries (ALFWorld, WebShop); SearchQA {"exact": context}
  rubric: dict[str, Any]          # MCGPO rubric status {channel: value} (envs/rubric_format.py)
  node_state: str                 # env state descriptor joined to the anchor in GraphGPO's node key
  signature: str                  # pre-action state signature that compared visits must share
  action_key: str                 # the executed action's canonical key (default: the projected action)


@dataclasses.dataclass
class StepResult:
  observation: str
  reward: float              # 10.0 on the success step, else 0.0 (docs/semantics/credit.md)
  done: bool
  info: StepInfo             # at least "won", "score", "admissible_actions"; what shared layers read is StepInfo's


class EngineDied(RuntimeError):
  """An environment's engine process died (killed, out of memory) during reset or step: that episode is gone,
  and the environment starts a fresh engine at its next reset. The environment pools count it as a worker
  restart and the agent loop collects the episode's group again, as for a dead pool worker
  (rollout/env_pool.py)."""


class Environment(Protocol):
  """reset(task) -> (observation, info); step(action) -> StepResult.

  `info` after reset holds "task" (task text) and "admissible_actions" (the task's type is
  `Task.task_type`; an environment may repeat it in info for its own use). A malformed or unknown action
  is a no-op with the environment's usual feedback, never an exception.
  """
  name: str
  max_steps: int

  def reset(self, task: Task) -> tuple[str, dict[str, Any]]:
    ...

  def step(self, action: str) -> StepResult:
    ...


class TaskList:
  """The tasks of an environment with train / validation splits and seeded sampling."""

  def __init__(self, tasks: Sequence[Task]):
    self.tasks = list(tasks)

  def split(self, name: str) -> list[Task]:
    out = [t for t in self.tasks if t.split == name]
    if not out:
      have = sorted({t.split for t in self.tasks})
      raise ValueError(f"no tasks in split {name!r}; available splits: {have}")
    return out

  def first(self, split: str, n: Optional[int]) -> list[Task]:
    """The first n tasks of a split in natural id order (`webshop-2` before `webshop-10`): the fixed
    validation set, e.g. WebShop goals 0..n-1 of the test block as verl-agent numbers them."""
    def natural(task: Task):
      return [(0, int(part), "") if part.isdigit() else (1, 0, part) for part in re.split(r"(\d+)", task.task_id)]
    return sorted(self.split(split), key=natural)[:n]

  def sample(self, split: str, n: int, seed: int) -> list[Task]:
    """n tasks drawn without replacement while possible (then cycling), reproducible from the seed."""
    pool = self.split(split)
    rng = random.Random(seed)
    order: list[Task] = []
    while len(order) < n:
      chunk = pool[:]
      rng.shuffle(chunk)
      order.extend(chunk)
    return order[:n]
