"""SGR-OPSD's privileged guidance: subgoal plans (endpoint / template), skill texts (each environment's
`EnvSpec.plans.skill_text`, through the cache), and the plan cache."""
from mcgpo_jax.plans.cache import PlanCache, PlanProvider, render_plan
from mcgpo_jax.plans.sources import (PROMPT_VERSION, ChatPlanner, Plan, PlanGenerationError,
                                     PlanValidationError, Subgoal, parse_plan, template_plan, validate_plan)

__all__ = ["PROMPT_VERSION", "ChatPlanner", "Plan", "PlanCache", "PlanGenerationError",
           "PlanProvider", "PlanValidationError", "Subgoal", "parse_plan", "render_plan",
           "template_plan", "validate_plan"]
