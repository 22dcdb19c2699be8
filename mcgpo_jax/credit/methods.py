"""Methods on top of the task-credit estimators: the table of algorithms, the estimator lookups, and the one
entry point the trainer and replay share.

A method turns one update's task groups into per-row task advantages, plus what it adds on top:
  task estimators (grpo, drgrpo, rloo, gigpo, graphgpo, g2po, hgpo)  advantages only;
  mcgpo      GraphGPO advantages + Match–Label–Select preference pairs (or, for the rubric-shaping control,
             GraphGPO with Eq. 18's Δr_t added to each row's own return, and no pairs);
  sgr_opsd   row-level GRPO advantages reweighted by calibrated teacher weights (Ã = w*·A).
Config sections: `config.credit.<estimator>` (overrides), `config.mcgpo`, `config.sgr_opsd`.
What each algorithm is (estimator, section, checks, teacher, λ_pair, replay outputs) is its `Method`
(credit/method.py) in `METHODS`; nothing else tests `config.algorithm` by name or lists the algorithms.

Every task-estimator module exposes the same two things:
  `Config`        a frozen dataclass of its constants (hashable: it is a static jit argument),
  `advantages(batch: RolloutBatch, cfg: Config) -> f32 [P, G, T]` — per-row task advantages, 0 on padding.
Per-environment defaults (γ_G, modes, G2PO's w) are environment knowledge: each environment's spec declares
them (`EnvSpec.credit_defaults`, envs/<name>/spec.py). A method on top of an estimator (MCGPO, SGR-OPSD) gets
its estimator's advantages handed to it (`Method.compute`), so no credit module looks this table up.
"""
from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

import numpy as np

from mcgpo_jax.credit import g2po, gigpo, graphgpo, grpo, hgpo, mcgpo, rloo, sgr_opsd
from mcgpo_jax.credit.method import Credit, Method, parse_settings, set_fields, task_estimator
from mcgpo_jax.data.batch import RolloutBatch, intern_exact, pack
from mcgpo_jax.data.records import Group
from mcgpo_jax.envs import registry as envs

# The table: every algorithm config.algorithm may name, the task estimators first (config.credit.<name>),
# then the methods on top of them (config.<section>, in this order in the config).
METHODS: dict[str, Method] = {m.name: m for m in (
    task_estimator("drgrpo", grpo, mode="mean"),
    task_estimator("g2po", g2po),
    task_estimator("gigpo", gigpo),
    task_estimator("graphgpo", graphgpo),
    task_estimator("grpo", grpo, mode="mean_std"),
    task_estimator("hgpo", hgpo),
    task_estimator("rloo", rloo),
    mcgpo.METHOD,
    sgr_opsd.METHOD,
)}


def get(algorithm: str) -> Method:
  if algorithm not in METHODS:
    raise ValueError(f"unknown algorithm {algorithm!r}; choose one of {', '.join(names())}")
  return METHODS[algorithm]


def names() -> list[str]:
  return sorted(METHODS)


def anchor(algorithm: str, env: str, override: Optional[str] = None) -> str:
  """The anchor rule the agent loop records rows with: `override` ("observation" | "tracker") when set,
  else "tracker" for a tracker-anchored method (GraphGPO / MCGPO) on an environment whose spec provides
  tracker anchors (ALFWorld), and "observation"."""
  if override is not None:
    return override
  return "tracker" if get(algorithm).reads.tracker_anchor and envs.spec(env).tracker_anchor else "observation"


# --- The task estimators: the entries of the table that have their own module --------------------------

def _estimators() -> dict[str, Method]:
  return {name: m for name, m in METHODS.items() if m.module is not None}


def estimator_names() -> list[str]:
  return sorted(_estimators())


def estimator_module(name: str):
  estimators = _estimators()
  if name not in estimators:
    raise ValueError(f"unknown task-credit estimator {name!r}; choose one of {', '.join(sorted(estimators))}")
  return estimators[name].module


def make_config(name: str, env: Optional[str] = None, overrides: Optional[Mapping[str, Any]] = None):
  """The estimator's Config: dataclass defaults < environment defaults < name preset < overrides."""
  values = {**(env_defaults(name, env) or {}), **_estimators()[name].preset, **(overrides or {})}
  return parse_settings(name, estimator_module(name).Config, values)


def env_defaults(name: str, env: Optional[str]) -> Optional[dict[str, Any]]:
  """The estimator's defaults on `env`, as the environment's spec declares them (`EnvSpec.credit_defaults`;
  {}: the dataclass's own); None when `env` is no environment of envs/ (or None)."""
  if env not in envs.names():
    return None
  return dict(envs.spec(env).credit_defaults.get(name, {}))


def advantages(name: str, batch, cfg=None, env: Optional[str] = None):
  """Per-row task advantages `[P, G, T]` of estimator `name` on a packed batch."""
  return estimator_module(name).advantages(batch.for_kernels, cfg if cfg is not None else make_config(name, env))


class UnknownEnvironment(ValueError):
  """The data's environment is none of envs/, so no estimator has defaults for it."""


def estimator_config(name: str, env: str, config: Mapping[str, Any]):
  """dataclass defaults < the environment's (`EnvSpec.credit_defaults`) < name preset < the set fields of
  `config.credit.<name>`."""
  if env_defaults(name, env) is None:
    raise UnknownEnvironment(f"environment {env!r} has no defaults for estimator {name} "
                             f"(known: {', '.join(envs.names())})")
  credit = config.get("credit", {}) if config else {}
  return make_config(name, env, set_fields(credit.get(name)))


def run_overrides(config: Mapping[str, Any]) -> dict[str, Any]:
  """The method fields of `config` set away from the algorithm's resolved default (per environment), by
  name: its estimator's `config.credit.<estimator>` fields, then its method's section (`config.mcgpo` /
  `config.sgr_opsd`). They name the default run dir and belong to a run's identity (rundir.py)."""
  method = get(config["algorithm"])
  differing = lambda fields, default: {k: v for k, v in fields.items() if getattr(default, k, None) != v}
  credit = set_fields((config.get("credit") or {}).get(method.estimator))
  found = differing(credit, estimator_config(method.estimator, config["env"], {}))
  if method.section is not None:
    found.update(differing(set_fields(config.get(method.section.name)), method.section.parse({})))
  return found


def pack_update(algorithm: str, groups: Sequence[Group], config: Mapping[str, Any], env: Optional[str] = None,
                horizon: Optional[int] = None, group_size: Optional[int] = None) -> RolloutBatch:
  """One update's task groups packed as `algorithm` reads them: its estimator's anchor interner, and its
  method's own per-row data (`Method.pack_extras`: SGR-OPSD's graph ids, MCGPO's matching ids), which no
  other method's packing computes. The trainer's one packing; the records' own teacher gaps (captures)
  ride along, a teacher pass replaces them (`RolloutBatch.with_teacher_gap`).

  Args:
    config: the run config (ConfigDict or dict) holding the `credit`, `mcgpo` and `sgr_opsd` sections.
    env: the environment whose per-environment defaults apply (default: the groups' own `env`).
    horizon, group_size: padded T and G (default: the longest trajectory and the largest group).
  """
  method = get(algorithm)
  cfg = estimator_config(method.estimator, env or groups[0].env, config)
  interner_for = getattr(estimator_module(method.estimator), "interner", None)
  return pack(groups, horizon=horizon, group_size=group_size,
              interner=interner_for(cfg) if interner_for else intern_exact, extras=method.pack_extras)


def credit(algorithm: str, groups: Sequence[Group], batch: RolloutBatch, config: Mapping[str, Any],
           env: Optional[str] = None) -> Credit:
  """Advantages (and pairs / weights) of `algorithm` on the update's packed batch (`pack_update`)."""
  method = get(algorithm)
  cfg = estimator_config(method.estimator, env or groups[0].env, config)
  base = lambda b: np.asarray(advantages(method.estimator, b, cfg))   # the estimator under the method
  if method.compute is not None:
    return method.compute(groups, batch, base, method.settings(config))
  return Credit(batch, base(batch))


def compute_credit(algorithm: str, groups: Sequence[Group], config: Mapping[str, Any], env: Optional[str] = None,
                   horizon: Optional[int] = None, group_size: Optional[int] = None) -> Credit:
  """`pack_update`, then `credit`: replay's entry point (the records carry their teacher gaps)."""
  return credit(algorithm, groups, pack_update(algorithm, groups, config, env, horizon, group_size), config, env)
