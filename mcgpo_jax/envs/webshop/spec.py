"""WebShop's EnvSpec (envs/registry.py): verl-agent's prompts on formatted pages, the scripted expert, the
Table 16 rubric template, observation anchors, config.webshop as the data spec, no readout beyond the
success rate."""
from __future__ import annotations

import copy
from typing import Any, Optional

from mcgpo_jax.envs.interface import action_span, tag_projection
from mcgpo_jax.envs.registry import EnvSpec, Plans, Rubric
from mcgpo_jax.envs.webshop import plans, prompts, rubric, skill


# Task-credit defaults on WebShop (credit.methods.env_defaults), estimator -> fields; the others keep their
# dataclass defaults (GRPO / Dr.GRPO are fixed by name, RLOO has no per-environment value).
CREDIT_DEFAULTS = {
    "gigpo": {"mode": "mean"},         # GiGPO's WebShop normalisation (ALFWorld: mean_std)
    "hgpo": {"mode": "mean"},          # normalisation as in the GiGPO recipes HGPO builds on
    "g2po": {"mode": "mean", "w": 0.8},   # w: where G2PO's step-weight sweep peaks (§5.4, Figure 4)
    "graphgpo": {"gamma_g": 0.2},      # MCGPO Table 7's γ_G
}


def make_envs(n: int, max_steps: int, data=None, expert: bool = False):
  """Instances share one catalog and search index (read-only) and differ only in their browser session."""
  from mcgpo_jax.envs.webshop.engine import WebShopEnv
  first = WebShopEnv(data_dir=data, max_steps=max_steps)
  return [first] + [copy.copy(first) for _ in range(n - 1)], first.tasks()


def env_data(cfg):
  """config.webshop as one WebShopData."""
  from mcgpo_jax.envs.webshop.data import WebShopData
  return WebShopData(**cfg.webshop.to_dict())


def validate(cfg) -> None:
  """config.webshop's checks (WebShopData's, e.g. its splits), and its data folder's files."""
  from mcgpo_jax.envs.webshop.data import data_files
  data = env_data(cfg)
  try:
    data_files(data.data_dir, data.human_goals, data.reviews)
  except FileNotFoundError as e:
    raise ValueError(f"config.webshop.data_dir: {e}") from None


def atomic_tokens(data) -> list[str]:
  """Every product id of the catalog as results pages show it and as `click[...]` takes it (lower case): a
  tiny policy's trained tokenizer keeps each one token, so clicking a product copies one token instead of a
  run of BPE letter and digit pieces."""
  from mcgpo_jax.envs.webshop.data import load_catalog
  catalog = load_catalog(data.data_dir, data.human_goals, None, data.reviews)   # cached: the envs' copy
  return [form for p in catalog.products for form in dict.fromkeys((p['asin'], p['asin'].lower()))]


def project(response: str, require_think: bool):
  return tag_projection(response, require_think, prompts.TEMPLATES.fallback_chars)


def expert_action(env, info: dict[str, Any], state: dict[str, Any]) -> str:
  """The scripted expert's next click, from the browser session (one Expert per episode, kept in state)."""
  from mcgpo_jax.envs.webshop.expert import Expert
  expert = state.setdefault("expert", Expert())
  return expert.act(env.browser)


def copy_curriculum(data, prompt_cfg, episodes: int, seed: int):
  """Synthetic copy episodes on the catalog's training products (curriculum.py; loaded only when used)."""
  from mcgpo_jax.envs.webshop.curriculum import copy_examples
  return copy_examples(data, prompt_cfg, episodes, seed)


def progress(traj, task_type: Optional[str]) -> float:
  """The raw task score."""
  return min(max(float(traj.score), 0.0), 1.0)


SPEC = EnvSpec(
    name="webshop", max_steps=15, make_envs=make_envs, env_data=env_data, validate=validate,
    build_prompt=prompts.build_prompt, project=project, stop_strings=("</action>",), expert_action=expert_action,
    # No Protocol: the papers' test evaluation (goals 0-499) is launch/evaluate.py --split=test --num_tasks=500.
    protocols={}, readout=lambda stats, prefix="": {},
    credit_defaults=CREDIT_DEFAULTS, atomic_tokens=atomic_tokens, copy_curriculum=copy_curriculum,
    rubric=Rubric(vocabulary=rubric.CHANNELS, template=lambda task_type: rubric.TEMPLATE, needs_task_type=False,
                  progress=progress),
    plans=Plans(template_plan=plans.template, skill_text=lambda task_type: skill.SKILL,
                plan_prompt=plans.PLAN_PROMPT, action_span=action_span))
