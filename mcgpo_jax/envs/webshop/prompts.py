"""WebShop's prompts in verl-agent's format (MCGPO Appendix F): the first-decision and later-decision templates,
the closing instructions of the think+action (Qwen2.5) and action-only (Qwen3) forms, and the page
formatting, filled by the shared `envs.interface.template_prompt`."""
from __future__ import annotations

from mcgpo_jax.envs.interface import PromptConfig, Templates, template_prompt

# verl-agent's layout (agent_system/environments/prompts/webshop.py): one line per sentence group, the
# action list between brackets on lines of their own, a blank line before the instruction, its trailing
# spaces and framing newlines. MCGPO's Appendix F prints the same words with line breaks, trailing
# whitespace and verl-agent's typographic hyphen in "e‑commerce" normalised; the words here are the paper's
# (its first-decision template says "the e-commerce environment", verl-agent's "the WebShop e‑commerce").
_THINK_ACTION = (
    "Now it's your turn to take one action for the current step.\n"
    "You should first reason step-by-step about the current situation, then think carefully which admissible "
    "action best advances the shopping goal. This reasoning process MUST be enclosed within <think> </think> "
    "tags. \n"
    "Once you've finished your reasoning, you should choose an admissible action for current step and present it "
    "within <action> </action> tags.\n")
# Qwen3 action-only instruction (Appendix F.2), laid out like the think+action one.
_ACTION_ONLY = (
    "Now it's your turn to take one action for the current step.\n"
    "Choose exactly one action from the admissible-action list. Respond with exactly one complete "
    "<action>selected action</action> block and no other text.\n")

_FIRST = (
    "\nYou are an expert autonomous agent operating in the e-commerce environment. \n"
    "Your task is to: {task_description}.\n"
    "Your current observation is: {current_observation}.\n"
    "Your admissible actions of the current situation are: \n[\n{admissible_actions}\n].\n\n")
_LATER = (
    "\nYou are an expert autonomous agent operating in the WebShop e-commerce environment.\n"
    "Your task is to: {task_description}.\n"
    "Prior to this step, you have already taken {step_count} step(s). Below are the most recent "
    "{history_length} observations and the corresponding actions you took: {action_history}\n"
    "You are now at step {current_step} and your current observation is: {current_observation}.\n"
    "Your admissible actions of the current situation are: \n[\n{admissible_actions}\n].\n\n")

# WebShop falls back to the no-history template when the history prompt exceeds this many characters.
MAX_PROMPT_CHARS = 13_000


def format_observation(observation: str, task: str) -> str:
  """verl-agent's WebshopEnvironmentManager.format_obs: the page's ' [SEP] ' segments after the one equal
  to the instruction (so 'WebShop', 'Instruction:' and the instruction itself are dropped), each quoted:
  "'Back to Search' [SEP] 'Page 1 (Total results: 32)' ...". A page without the instruction (the done
  page) is kept as it is."""
  parts = observation.split(" [SEP] ")
  if task not in parts:
    return observation
  return " [SEP] ".join(f"'{p}'" for p in parts[parts.index(task) + 1:])


# The reference code's rendering (verl-agent's WebShop environment manager).
TEMPLATES = Templates(_FIRST, _LATER, _THINK_ACTION, _ACTION_ONLY, action_item="'{}',", action_join="\n",
                      format_observation=format_observation, max_chars=MAX_PROMPT_CHARS, fallback_chars=20)


def build_prompt(cfg: PromptConfig, task: str, observation: str, admissible, history) -> str:
  """One decision's user message (EnvSpec.build_prompt): here, so the copy curriculum (curriculum.py) builds
  its prompts with the very function real episodes use."""
  return template_prompt(TEMPLATES, cfg, task, observation, admissible, history)
