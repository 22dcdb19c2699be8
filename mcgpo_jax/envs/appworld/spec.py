"""AppWorld's EnvSpec (envs/registry.py): verl-agent's AppWorld prompts and `<code>` projection, the
ground-truth solutions as scripted expert, exact-observation state groups (no tracker anchor, as the G2PO
paper groups AppWorld states), no rubric (MCGPO does not run here), config.appworld as the data spec, and
AppWorld's two headline numbers as readout: TGC and SGC. Light to import: the engine starts in make_envs."""
from __future__ import annotations

from typing import Any, Mapping, Optional

from mcgpo_jax import readouts
from mcgpo_jax.envs.appworld import prompts
from mcgpo_jax.envs.appworld.engine import AppWorldData, configured_root
from mcgpo_jax.envs.registry import EnvSpec, Plans

# The papers give AppWorld no estimator constants: every estimator keeps its dataclass defaults.
CREDIT_DEFAULTS: dict[str, dict[str, Any]] = {}

# AppWorld's two test sets in the official data (each task once; TGC and SGC in the readout).
PROTOCOLS = {
    "appworld_test_normal": readouts.Protocol("appworld", "test_normal", 168),
    "appworld_test_challenge": readouts.Protocol("appworld", "test_challenge", 417),
}


def make_envs(n: int, max_steps: int, data: Optional[AppWorldData] = None, expert: bool = False):
  """n instances (one AppWorld worker process each, started at the first reset) over one data root."""
  from mcgpo_jax.envs.appworld.engine import AppWorldEnv
  envs = [AppWorldEnv(data, max_steps) for _ in range(n)]
  return envs, envs[0].tasks()


def env_data(cfg) -> AppWorldData:
  """config.appworld as one AppWorldData."""
  return AppWorldData(**cfg.appworld.to_dict())


def readout(stats: Mapping[str, Any], prefix: str = "") -> dict[str, float]:
  """AppWorld's metrics: `tgc`, task goal completion, the fraction of episodes whose tests all pass; `sgc`,
  scenario goal completion, the fraction of scenarios (task_type) all of whose episodes passed."""
  scenarios = [v for k, v in stats.items() if k.startswith(prefix + "success/")]
  if prefix + "success_rate" not in stats or not scenarios:
    return {}
  return {"tgc": float(stats[prefix + "success_rate"]), "sgc": sum(v == 1.0 for v in scenarios) / len(scenarios)}


def template_plan(instruction: str, goal=None) -> list[tuple[str, str]]:
  """An offline plan from the task text alone: the API-composition steps every AppWorld task shares."""
  return [("Find the APIs the task needs with apis.api_docs", "None"),
          ("Get the account credentials from the supervisor app and log in to the apps the task uses",
           "The needed APIs are known"),
          (f"Read every page of the data the task needs and make the changes it asks for: {instruction.strip()}",
           "Access tokens for the apps are held"),
          ("Call apis.supervisor.complete_task, with the answer if the task asks a question",
           "The task's reads and changes are done")]


def validate(cfg) -> None:
  """config.appworld's fields, and a configured data root that has no tasks (checked before the run dir)."""
  configured_root(env_data(cfg))


SPEC = EnvSpec(
    name="appworld", max_steps=30, make_envs=make_envs, env_data=env_data, validate=validate,
    build_prompt=prompts.build_prompt, project=prompts.project, stop_strings=("</code>",),
    expert_action=lambda env, info, state: env.expert_action(), protocols=PROTOCOLS, readout=readout,
    credit_defaults=CREDIT_DEFAULTS, demo_response=prompts.demo_response,
    plans=Plans(template_plan=template_plan, skill_text=lambda task_type: prompts.SKILL,
                plan_prompt=prompts.PLAN_PROMPT, action_span=prompts.code_span))
