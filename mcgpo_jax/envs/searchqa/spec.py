"""SearchQA's EnvSpec (envs/registry.py): Search-R1's `<search>` / `<answer>` protocol and stops, the bundle's
expert, SGR-OPSD's plan prompt and offline plans, no rubric (MCGPO does not run here), the macro exact
match over data sources as readout. The hook functions are in `hooks.py`. Light to import: the retrieval
libraries load only when environments are made."""
from __future__ import annotations

from typing import Any, Mapping

from mcgpo_jax import readouts
from mcgpo_jax.envs.registry import EnvSpec, Plans, Reporting
from mcgpo_jax.envs.searchqa import answers, hooks, prompts

# Task-credit defaults on SearchQA (credit.methods.env_defaults): the estimators' own dataclass defaults
# (GiGPO / G2PO / HGPO mean_std, GraphGPO γ_G 0.1, success reward 10 = SearchQAEnv.SUCCESS_REWARD); the
# papers give no SearchQA-specific values for them.
CREDIT_DEFAULTS: dict[str, dict[str, Any]] = {}

# The paper's final evaluation, SGR-OPSD Table 1 SearchQA: Search-R1's seven test sets, greedy, macro EM over
# the data sources.
PROTOCOLS = {"searchqa_test": readouts.Protocol("searchqa", "test", 51713, temperature=0.0, macro=True)}


def readout(stats: Mapping[str, Any], prefix: str = "") -> dict[str, float]:
  """SGR-OPSD's SearchQA number, `macro_success`: the mean exact match over the data sources evaluated."""
  return {"macro_success": readouts.source_macro(stats, prefix + "success/")}


def validation_curve(row: Mapping[str, Any]) -> float:
  """The macro EM over the data sources of a validation row (SGR-OPSD Fig. 4c's curve)."""
  return readouts.source_macro(row, "val/success/")


SPEC = EnvSpec(
    name="searchqa", max_steps=4, make_envs=hooks.make_envs, env_data=hooks.env_data, validate=hooks.validate,
    build_prompt=hooks.build_prompt, project=hooks.project,
    # The sampler stops at the first closing tag (Search-R1 stops generation at </search> and </answer>).
    stop_strings=("</search>", "</answer>"),
    expert_action=hooks.expert_action, protocols=PROTOCOLS, readout=readout, credit_defaults=CREDIT_DEFAULTS,
    # SGR-OPSD's teacher scores the executed payload's tokens (learn/teacher_pass.py). No rubric: MCGPO is
    # refused here in one line.
    plans=Plans(template_plan=hooks.template_plan, skill_text=hooks.skill_text, plan_prompt=prompts.PLAN_PROMPT,
                action_span=answers.action_span),
    reporting=Reporting(validation_curve=validation_curve))
