"""`max_prompt_tokens` in the agent loop: a longer prompt keeps its last tokens and is counted in
`episode/truncated_prompts`; a prompt of exactly the budget is neither cut nor counted."""
from mcgpo_jax.envs.base import StepResult, Task
from mcgpo_jax.envs.interface import PromptConfig
from mcgpo_jax.rollout.agent import collect
from mcgpo_jax.rollout.engines.base import SamplingParams
from tests.fakes import ByteTokenizer, FixedEngine


class Room:
  """The same first observation for every task; every action ends the episode."""
  name, max_steps = "alfworld", 1

  def reset(self, task):
    return "room 0", {"admissible_actions": ["go"], "task": "walk"}

  def step(self, action):
    return StepResult("room 1", 0.0, True, {"admissible_actions": ["go"], "task": "walk", "won": False,
                                            "score": 0.0})


def _collect(max_prompt_tokens):
  return collect([Room() for _ in range(4)], [Task("a", "train"), Task("b", "train")], 2,
                 FixedEngine("<think>walk</think><action>go</action>"), ByteTokenizer(), PromptConfig("alfworld"),
                 SamplingParams(temperature=1.0, max_new_tokens=8), seed=0, max_steps=1,
                 max_prompt_tokens=max_prompt_tokens)


def test_only_prompts_longer_than_the_budget_are_cut_and_counted():
  full = _collect(1 << 30).rows[0].prompt_ids
  assert len(full) > 1
  exact = _collect(len(full))
  assert exact.stats["episode/truncated_prompts"] == 0
  assert [row.prompt_ids for row in exact.rows] == [full] * 4
  cut = _collect(len(full) - 1)
  assert cut.stats["episode/truncated_prompts"] == 4
  assert [row.prompt_ids for row in cut.rows] == [full[1:]] * 4   # left truncation keeps the last tokens
