"""SearchQA's EnvSpec (envs/registry.py): Search-R1's `<search>` / `<answer>` protocol and stops, the bundle's
expert, SGR-OPSD's plan prompt and offline plans, no rubric (MCGPO does not run here), the macro exact
match over data sources as readout. The hook functions are in `hooks.py`. Light to import: the retrieval
libraries load only when environments are made."""
from __future__ import annotations

from typing import Any, Mapping

from mcgpo_jax import readouts
from mcgpo_jax.envs.registry import EnvSpec
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
    # SGR-OPSD's teacher scores the executed payload's tokens (learn/teacher_pass.py).
    action_span=answers.action_span,
    expert_action=hooks.expert_action, replanning_expert=False, template_plan=hooks.template_plan,
    skill_text=hooks.skill_text, rubric_vocabulary=(), rubric_template=hooks.rubric_template,
    rubric_needs_task_type=False, progress=lambda traj, task_type: float(traj.success), tracker_anchor=False,
    credit_defaults=CREDIT_DEFAULTS, validation_curve=validation_curve, category_names={},
    plan_prompt=prompts.PLAN_PROMPT, protocols=PROTOCOLS, readout=readout)
