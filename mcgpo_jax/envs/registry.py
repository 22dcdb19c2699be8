"""Every environment's integration as one typed `EnvSpec`, looked up by name.

The shared layers (prompt building and response projection, sampling stops, expert demonstrations, plans
and skills, MCGPO's rubric templates and progress, anchors, credit defaults, the builder's data and config
checks, SGR-OPSD's plan endpoint, evaluation protocols and readouts, reports) ask `spec(env)` for what
differs between environments instead of branching on its name. Adding an environment means writing its
package `envs/<name>/`, whose `spec.py` holds its `SPEC` (found by the package's name), and a config file.
Spec modules are light to import: engines, data and retrieval load only when `make_envs` runs.

A spec is written with the contract's own vocabulary, which lives beside it: `envs/interface.py` (prompt
templates, the action grammar, the projection) and `envs/rubric_format.py` (MCGPO's rubric templates).
Environments import nothing from the layers that drive them (credit/, rollout/, learn/, models/, ...;
tests/house/test_layering.py checks the import graph).
"""
from __future__ import annotations

import dataclasses
import functools
import importlib
import os
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional, Sequence

from mcgpo_jax.envs.interface import tag_response

if TYPE_CHECKING:
  from mcgpo_jax.envs.base import Environment, TaskList
  from mcgpo_jax.envs.interface import CopyExample, Projection, PromptConfig
  from mcgpo_jax.envs.rubric_format import Template
  from mcgpo_jax.readouts import Protocol

_ENVS_DIR = os.path.dirname(os.path.abspath(__file__))


@dataclasses.dataclass(frozen=True)
class Rubric:
  """MCGPO's supervision on an environment (envs/rubric_format.py's format): the channel vocabulary V, the
  template G_x per task type, and a trajectory's terminal progress (its candidate_progress variant)."""
  vocabulary: tuple[str, ...]
  template: Callable[[Optional[str]], "Optional[Template]"]   # task_type -> G_x; None: family unknown
  needs_task_type: bool              # the template is chosen by the group's task type
  progress: Callable[[Any, Optional[str]], float]             # (trajectory, task_type) -> [0, 1]


@dataclasses.dataclass(frozen=True)
class Plans:
  """SGR-OPSD's privileged guidance on an environment, and the span its teacher scores."""
  template_plan: Callable[[str, Optional[Mapping[str, Any]]], list[tuple[str, str]]]  # -> (goal, precondition)
  skill_text: Callable[[Optional[str]], str]                 # task_type -> skill guidance
  plan_prompt: str                   # plans.ChatPlanner's system prompt (SGR-OPSD App. 6)
  action_span: Callable[[bytes], Optional[tuple[int, int]]]   # the executed action's bytes in a response


def _success_rate(row: Mapping[str, Any]) -> float:
  return row["val/success_rate"]


@dataclasses.dataclass(frozen=True)
class Reporting:
  """How reports read an environment's validation (launch/report.py, policy.best_update); an environment
  without a record is reported by its success rate under the categories' raw names."""
  # The number a learning curve plots from one validation metrics row (keys "val/...").
  validation_curve: Callable[[Mapping[str, Any]], float] = _success_rate
  # Display names of final-evaluation tables' `success/<category>` columns, in table order ({}: raw names).
  category_names: Mapping[str, str] = dataclasses.field(default_factory=dict)


# The capability records a method may need (credit/method.py Reads names them), each None where absent.
CAPABILITIES = ("rubric", "plans")


@dataclasses.dataclass(frozen=True)
class EnvSpec:
  """What the shared layers need to know about one environment. The core (the fields without a default)
  is what every environment has: its engine and data, the policy's prompts and action grammar, its horizon,
  its expert, its final evaluations and readout. What only some methods or tools read are capability
  records, None where the environment has none, asked for with `needs` (a method that needs an absent one
  is refused naming both, config.py)."""
  name: str
  max_steps: int                     # the default episode length (config.max_steps = 0)
  # The engine and its data.
  make_envs: Callable[[int, int, Any, bool], "tuple[list[Environment], TaskList]"]  # (n, max_steps, data, expert)
  env_data: Callable[[Any], Any]     # config -> the data spec instances are built from (None: none needed)
  validate: Callable[[Any], None]    # config checks without compute; ValueError naming the field
  # The policy's prompts and action grammar.
  build_prompt: Callable[["PromptConfig", str, str, Sequence[str], Sequence[tuple[str, str]]], str]
  project: Callable[[str, bool], "Projection"]            # (response, require_think) -> action
  stop_strings: tuple[str, ...]      # the sampler stops at the first of these closing tags
  # Expert demonstrations (warm start): (env, info, state) -> the expert's action.
  expert_action: Callable[["Environment", dict[str, Any], dict[str, Any]], str]
  # Evaluation. protocols: the papers' final evaluations on this environment by name (launch/evaluate.py
  # --protocol, found across environments with `protocol`; names unique over all specs). readout: (stats,
  # prefix) -> the headline numbers an evaluation adds to `stats`, read from the keys under `prefix` ("" for
  # launch/evaluate.py's result, "val/" for a training metrics row), e.g. {"macro_success": ...}.
  protocols: Mapping[str, "Protocol"]
  readout: Callable[[Mapping[str, Any], str], dict[str, float]]
  # --- optional: what some environments add --------------------------------------------------------------
  replanning_expert: bool = False    # the expert recovers from random detours (warm_start.noise > 0)
  tracker_anchor: bool = False       # the environment records tracker anchors (GraphGPO / MCGPO default)
  # estimator -> {field: value}: this environment's defaults (γ_G, modes, ...); an estimator not named keeps
  # its dataclass defaults (credit/methods.py: dataclass < these < name preset < config.credit.<name>).
  credit_defaults: Mapping[str, Mapping[str, Any]] = dataclasses.field(default_factory=dict)
  # A tiny model's trained tokenizer (rollout/tiny_tokenizer.py): env data -> strings kept as single tokens,
  # e.g. WebShop's product ids, which a small policy must copy whole into its action (default: BPE alone).
  atomic_tokens: Callable[[Any], Sequence[str]] = lambda data: ()
  # (expert action, action_only) -> the demonstration's response in the policy's grammar: by default the
  # `<action>` tags (interface.tag_response); AppWorld's experts write `<code>` cells.
  demo_response: Callable[[str, bool], str] = tag_response
  # The warm start's copy phase (config.warm_start.copy_steps > 0, warm_start.py): (env data, prompt config,
  # episodes, seed) -> decisions on the environment's own pages whose actions copy a span of their prompts,
  # built from training tasks only; None: the environment has no curriculum (config validation refuses it).
  copy_curriculum: Optional[Callable[[Any, "PromptConfig", int, int], Sequence["CopyExample"]]] = None
  # Capability records (CAPABILITIES), None where the environment has none.
  rubric: Optional[Rubric] = None    # MCGPO's rubric
  plans: Optional[Plans] = None      # SGR-OPSD's guidance
  reporting: Optional[Reporting] = None   # None: Reporting()'s plain success rate

  def needs(self, capability: str, method: str) -> Any:
    """Capability record `capability` (one of CAPABILITIES) for `method`; ValueError in one line naming
    both when this environment has none (config validation refuses such a run before it starts)."""
    record = getattr(self, capability)
    if record is None:
      raise ValueError(f"{method} needs the environment's {capability} (EnvSpec.{capability}), which "
                       f"{self.name!r} does not have")
    return record

  @property
  def reports(self) -> Reporting:
    """How reports read this environment: its record, else the plain success rate."""
    return self.reporting if self.reporting is not None else Reporting()


@functools.cache
def names() -> tuple[str, ...]:
  """Every environment: the packages of envs/ that have a spec module, sorted (looked up once: `spec` runs
  for every decision)."""
  return tuple(sorted(entry for entry in os.listdir(_ENVS_DIR)
                      if os.path.isfile(os.path.join(_ENVS_DIR, entry, "spec.py"))))


def spec(name: str) -> EnvSpec:
  """The spec of environment `name` (`envs/<name>/spec.py`'s SPEC); ValueError naming the known ones otherwise."""
  known = names()
  if name not in known:
    raise ValueError(f"environments are {', '.join(known)}, not {name!r}")
  return importlib.import_module(f"mcgpo_jax.envs.{name}.spec").SPEC


def protocol(name: str) -> "Protocol":
  """The final-evaluation protocol `name`, from whichever environment's spec declares it; ValueError naming
  every protocol otherwise."""
  known = {key: value for env in names() for key, value in spec(env).protocols.items()}
  if name not in known:
    raise ValueError(f"evaluation protocols are {', '.join(sorted(known))}, not {name!r}")
  return known[name]
