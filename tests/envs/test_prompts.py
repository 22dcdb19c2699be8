"""Prompt templates (MCGPO Appendix F), verl-agent's response projection, and the one action grammar the
projection and SGR-OPSD's teacher share."""
import dataclasses
import random

import pytest

from mcgpo_jax.credit.teacher import action_token_mask
from mcgpo_jax.envs.interface import Projection, PromptConfig, Templates, template_prompt
from mcgpo_jax.envs.registry import spec
from mcgpo_jax.envs.webshop.prompts import MAX_PROMPT_CHARS as WEBSHOP_MAX_PROMPT_CHARS


def build_prompt(cfg, *args):
  return spec(cfg.env).build_prompt(cfg, *args)


def project(env, response, require_think=True):
  return spec(env).project(response, require_think)


def test_alfworld_first_prompt_is_verl_agents_layout():
  """verl-agent's ALFWORLD_TEMPLATE_NO_HIS line for line (framing newlines and the trailing space included)."""
  p = build_prompt(PromptConfig("alfworld"), "put a clean apple in fridge.", "You are in the middle of a room.",
                   ["go to fridge 1", "look"], [])
  assert p == (
      "\nYou are an expert agent operating in the ALFRED Embodied Environment.\n"
      "Your current observation is: You are in the middle of a room.\n"
      "Your admissible actions of the current situation are: ['go to fridge 1'\n 'look'].\n"
      "\n"
      "Now it's your turn to take an action.\n"
      "You should first reason step-by-step about the current situation. This reasoning process MUST be enclosed "
      "within <think> </think> tags. \n"
      "Once you've finished your reasoning, you should choose an admissible action for current step and present "
      "it within <action> </action> tags.\n")


def test_alfworld_later_prompt_keeps_last_two_pairs_numbered_by_step():
  hist = [("o1", "a1"), ("o2", "a2"), ("o3", "a3")]
  p = build_prompt(PromptConfig("alfworld"), "put a clean apple in fridge.", "o4", ["look"], hist)
  assert p.startswith(
      "\nYou are an expert agent operating in the ALFRED Embodied Environment. Your task is to: put a clean apple in "
      "fridge.\nPrior to this step, you have already taken 3 step(s). Below are the most recent 2 observations and "
      "the corresponding actions you took: [Observation 2: 'o2', Action 2: 'a2']\n[Observation 3: 'o3', Action 3: "
      "'a3']\nYou are now at step 4 and your current observation is: o4\n"
      "Your admissible actions of the current situation are: ['look'].\n\nNow it's your turn to take an action.\n")
  assert "[Observation 1:" not in p
  no_history = PromptConfig("alfworld", history_length=0)   # 0: every decision is prompted as the first
  assert build_prompt(no_history, "put a clean apple in fridge.", "o4", ["look"], hist) == build_prompt(
      PromptConfig("alfworld"), "put a clean apple in fridge.", "o4", ["look"], [])


def test_a_history_prompt_falls_back_only_when_longer_than_max_chars():
  t = Templates(first="F {task_description} {current_observation} {admissible_actions}",
                later="L {task_description} {action_history} {current_observation} {admissible_actions}",
                think_action=".", action_only=".", action_item="'{}'", action_join=", ")
  cfg, history = PromptConfig("alfworld"), [("o1", "a1")]
  later = template_prompt(t, cfg, "goal", "o2", ["look"], history)
  assert later == "L goal [Observation 1: 'o1', Action 1: 'a1'] o2 'look'."
  assert template_prompt(dataclasses.replace(t, max_chars=len(later)), cfg, "goal", "o2", ["look"], history) == later
  assert template_prompt(dataclasses.replace(t, max_chars=len(later) - 1), cfg, "goal", "o2", ["look"],
                         history) == "F goal o2 'look'."


def test_webshop_first_prompt_is_verl_agents_layout():
  p = build_prompt(PromptConfig("webshop"), "i need a red shirt", "WebShop [SEP] Search",
                   ["search[<your query>]", "click[back to search]"], [])
  assert p == (
      "\nYou are an expert autonomous agent operating in the e-commerce environment. \n"
      "Your task is to: i need a red shirt.\n"
      "Your current observation is: WebShop [SEP] Search.\n"
      "Your admissible actions of the current situation are: \n"
      "[\n"
      "'search[<your query>]',\n"
      "'click[back to search]',\n"
      "].\n"
      "\n"
      "Now it's your turn to take one action for the current step.\n"
      "You should first reason step-by-step about the current situation, then think carefully which admissible "
      "action best advances the shopping goal. This reasoning process MUST be enclosed within <think> </think> "
      "tags. \n"
      "Once you've finished your reasoning, you should choose an admissible action for current step and present "
      "it within <action> </action> tags.\n")


def test_webshop_action_only_and_long_history_fallback():
  cfg = PromptConfig("webshop", action_only=True)
  p = build_prompt(cfg, "i need a red shirt", "WebShop [SEP] Search", ["search[<your query>]"], [("o", "a")])
  assert p.endswith("].\n\nNow it's your turn to take one action for the current step.\nChoose exactly one action "
                    "from the admissible-action list. Respond with exactly one complete <action>selected "
                    "action</action> block and no other text.\n")
  assert "\nYour task is to: i need a red shirt.\nPrior to this step" in p
  assert "are: \n[\n'search[<your query>]',\n].\n" in p
  long_obs = "x" * WEBSHOP_MAX_PROMPT_CHARS
  p = build_prompt(cfg, "goal", "now", ["click[buy now]"], [(long_obs, "a")])
  assert "Prior to this step" not in p and "goal.\nYour current observation is: now.\n" in p


def test_projection_matches_reference_rules():
  ok = project("alfworld", "<think>go</think><action>Go To Fridge 1</action>")
  assert ok.action == "go to fridge 1" and ok.valid
  no_think = project("alfworld", "<action>look</action>")
  assert no_think.action == "look" and not no_think.valid
  for half in ("<think>go<action>look</action>", "go</think><action>look</action>"):   # both think tags or invalid
    assert project("alfworld", half) == Projection("look", False)
  assert project("alfworld", "<action>look</action>", require_think=False).valid
  cjk = project("webshop", "<think>想</think><action>click[buy now]</action>")
  assert cjk.action == "click[buy now]" and not cjk.valid
  garbage = project("alfworld", "I will open the fridge now and then go somewhere else")
  assert not garbage.valid and garbage.action == "I will open the fridge now and then go somewhere else".lower()[-30:]
  assert project("webshop", "no tags at all in this long response").action == "in this long response"[-20:]


def verl_agent_action(response: str) -> str | None:
  """verl-agent's `{alfworld,webshop}_projection` action for a response with both tags (None without)."""
  text = response.lower()
  start, end = text.find("<action>"), text.find("</action>")
  return None if start == -1 or end == -1 else text[start + len("<action>"):end].strip()


def scored_text(env: str, response: str) -> str:
  """What SGR-OPSD's teacher scores: the response bytes its action mask selects (one token per byte)."""
  data = response.encode()
  tokens = [data[k:k + 1] for k in range(len(data))]
  mask = action_token_mask(tokens, spec(env).plans.action_span)
  return b"".join(t for t, m in zip(tokens, mask) if m).decode().lower()


@pytest.mark.parametrize("env", ["alfworld", "webshop"])
def test_the_teacher_scores_the_action_that_runs(env):
  """A stray `</action>` before the first `<action>`: verl-agent executes '' (a valid no-op), so the teacher
  has nothing to score; it used to score "go north", an action that never ran."""
  response = "<think>go north</think></action> <action>go north</action>"
  executed = project(env, response)
  assert (executed.action, executed.valid) == ("", True)
  assert scored_text(env, response) == ""
  assert scored_text(env, "<think>x</think><ACTION>\u3000Go North </action>") == "go north"


@pytest.mark.parametrize("env", ["alfworld", "webshop"])
def test_projection_and_teacher_span_agree_with_verl_agent_on_random_responses(env):
  pieces = ["<action>", "</action>", "<ACTION>", "</Action>", "<think>", "</think>", " ", "\n", "\xa0", "\u3000",
            "\x1c", "go", "North", "é", "中", "Σ", "click[buy now]"]
  rng = random.Random(0)
  for _ in range(3000):
    response = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 9)))
    expected = verl_agent_action(response)
    got = project(env, response)
    if expected is None:
      assert not got.valid and scored_text(env, response) == "", response
    else:
      assert got.action == expected and scored_text(env, response) == expected, response
