"""ALFWorld's EnvSpec (envs/registry.py): verl-agent's prompts, the PDDL planner as expert, Table 15/17
rubric templates per task family, tracker anchors, the six-category macro average. Light to import:
TextWorld loads in `make_envs`."""
from __future__ import annotations

import os
from typing import Any, Mapping, Optional

from mcgpo_jax import readouts
from mcgpo_jax.envs.alfworld import plans, prompts, rubric, skill
from mcgpo_jax.envs.interface import action_span, tag_projection, template_prompt
from mcgpo_jax.envs.registry import EnvSpec, Plans, Reporting, Rubric
from mcgpo_jax.envs.rubric_format import channel_value


# Task-credit defaults on ALFWorld (credit.methods.env_defaults), estimator -> fields; the others keep their
# dataclass defaults (GRPO / Dr.GRPO are fixed by name, RLOO has no per-environment value).
CREDIT_DEFAULTS = {
    "gigpo": {"mode": "mean_std"},     # GiGPO's ALFWorld normalisation (WebShop: mean)
    "hgpo": {"mode": "mean_std"},      # normalisation as in the GiGPO recipes HGPO builds on
    "g2po": {"mode": "mean_std"},      # w stays 1: G2PO reports its step-weight sweep (§5.4, Fig. 4) on WebShop only
    "graphgpo": {"gamma_g": 0.1},      # MCGPO Table 7's γ_G
}

# The papers' final evaluations: SGR-OPSD Table 1 (seen) and Table 6 (seen and unseen); MCGPO's ALFWorld
# evaluation uses the same sets.
PROTOCOLS = {
    "alfworld_seen": readouts.Protocol("alfworld", "valid_seen", 140, macro=True),
    "alfworld_unseen": readouts.Protocol("alfworld", "valid_unseen", 134, macro=True),
}


def make_envs(n: int, max_steps: int, data: Optional[str] = None, expert: bool = False):
  from mcgpo_jax.envs.alfworld.engine import AlfworldEnv, alfworld_task_list
  # Each loaded game holds a private Fast Downward library (~33 MB): a pool instance keeps two, enough for
  # the current task and one validation game.
  return ([AlfworldEnv(max_steps=max_steps, expert=expert, cache_size=2) for _ in range(n)],
          alfworld_task_list(data))


def build_prompt(cfg, task, observation, admissible, history) -> str:
  return template_prompt(prompts.TEMPLATES, cfg, task, observation, admissible, history)


def project(response: str, require_think: bool):
  return tag_projection(response, require_think, prompts.TEMPLATES.fallback_chars)


def expert_action(env, info: dict[str, Any], state: dict[str, Any]) -> str:
  """The PDDL planner's next command (info["expert_plan"], replanned from the current state)."""
  plan = info.get("expert_plan")
  if not plan:
    raise ValueError("ALFWorld demonstrations need AlfworldEnv(expert=True) (no 'expert_plan' in info)")
  return plan[0]


def template_plan(instruction: str, goal=None) -> list[tuple[str, str]]:
  return plans.template(plans.parse_task(instruction))


def rubric_template(task_type: Optional[str]):
  """G_x of the task type's family; None without a task type (MCGPO's missing required field)."""
  return None if task_type is None else rubric.TEMPLATES[rubric.family_of(task_type)]


def progress(traj, task_type: Optional[str]) -> float:
  """1 on success, else the last recorded goal_progress over the family's maximum (the capture holds
  pre-action status only, so the last row's status is the latest one known)."""
  if traj.success or not traj.steps:
    return float(traj.success)
  value = channel_value(traj.steps[-1].rubric, "goal_progress")
  return min(max(value / rubric.GOAL_PROGRESS_MAX[rubric.family_of(task_type)], 0.0), 1.0)


def readout(stats: Mapping[str, Any], prefix: str = "") -> dict[str, float]:
  """SGR-OPSD's ALFWorld "Avg", `macro_success`: the unweighted mean of the six task types' success rates,
  when all six were evaluated (a partial split has none)."""
  keys = [f"{prefix}success/{t}" for t in rubric.TASK_FAMILY]
  if not all(k in stats for k in keys):
    return {}
  return {"macro_success": readouts.macro_average(stats, tuple(rubric.TASK_FAMILY), prefix + "success/")}


def validate(cfg) -> None:
  """$ALFWORLD_DATA, when set, must hold the official games: checked with the config, before the run dir
  is written. The engine (slow to import) loads only then."""
  if os.environ.get("ALFWORLD_DATA"):
    from mcgpo_jax.envs.alfworld.engine import resolve_data
    try:
      resolve_data(None)
    except FileNotFoundError as e:
      raise ValueError(str(e)) from None


SPEC = EnvSpec(
    name="alfworld", max_steps=50, make_envs=make_envs, env_data=lambda cfg: None, validate=validate,
    build_prompt=build_prompt, project=project, stop_strings=("</action>",), expert_action=expert_action,
    protocols=PROTOCOLS, readout=readout,
    replanning_expert=True, tracker_anchor=True, credit_defaults=CREDIT_DEFAULTS,
    rubric=Rubric(vocabulary=rubric.CHANNELS, template=rubric_template, needs_task_type=True, progress=progress),
    plans=Plans(template_plan=template_plan, skill_text=skill.skill_text, plan_prompt=plans.PLAN_PROMPT,
                action_span=action_span),
    reporting=Reporting(category_names=rubric.TASK_FAMILY))
