"""The base config every run starts from (`--config=configs/base.py`); environment configs extend it.

Estimator constants live under `config.credit.<name>` as *overrides*: every field is a typed placeholder
that is None until set, and None means "not overridden". The value an estimator actually uses is resolved
by `mcgpo_jax.credit.registry.make_config` as dataclass default < per-environment default (ENV_DEFAULTS,
chosen by the environment of the data) < name preset (grpo / drgrpo) < the non-None fields here. Placeholders
(rather than the default values themselves) keep the per-environment defaults of `shared/spec/credit.md`
in force unless a user asks otherwise, e.g. `--config.credit.gigpo.gamma=0.9`. The field names mirror each
estimator's `Config` dataclass one to one (tests/test_replay.py checks that they stay in sync).
"""
import ml_collections
from ml_collections.config_dict import placeholder


def _grpo_fields() -> ml_collections.ConfigDict:
  """GRPO and Dr.GRPO share one module and one Config; the name preset picks the normalisation."""
  return ml_collections.ConfigDict({
      "mode": placeholder(str),              # "mean_std" | "mean" (the preset: grpo mean_std, drgrpo mean)
      "episode_stats": placeholder(str),     # "rows" (reference code, length-weighted) | "trajectory" (papers)
      "invalid_penalty": placeholder(float), # row-local penalty on an invalid row's score (0.1)
  })


def credit_config() -> ml_collections.ConfigDict:
  """Per-estimator overrides of the task-credit constants (credit.md); None = use the resolved default."""
  credit = ml_collections.ConfigDict()
  credit.grpo = _grpo_fields()
  credit.drgrpo = _grpo_fields()
  credit.rloo = ml_collections.ConfigDict({
      "episode_stats": placeholder(str),     # "rows" | "trajectory": which rows form the leave-one-out mean
      "invalid_penalty": placeholder(float), # row-local penalty on an invalid row's score (0.1)
  })
  credit.gigpo = ml_collections.ConfigDict({
      "gamma": placeholder(float),           # discount of the step return (0.95)
      "omega": placeholder(float),           # weight of the step term A^S (1.0)
      "mode": placeholder(str),              # Norm of both terms (ALFWorld "mean_std", WebShop "mean")
      "episode_stats": placeholder(str),     # "rows" | "trajectory"
      "invalid_penalty": placeholder(float), # subtracted after discounting, row-local (0.1)
      "anchor_similarity": placeholder(float),  # difflib ratio for similarity anchors (0.95); None: exact keys
  })
  credit.graphgpo = ml_collections.ConfigDict({
      "gamma_g": placeholder(float),         # per-hop discount of the graph return (ALFWorld 0.1, WebShop 0.2)
      "w_s": placeholder(float),             # weight of the step (graph) term (1.0)
      "w_e": placeholder(float),             # weight of the episode (GRPO) term (1.0)
      "mode": placeholder(str),              # Norm mode of both terms ("mean_std")
      "paper_exponent": placeholder(bool),   # γ_G^{D+1} (paper) instead of γ_G^{D} (reference code)
      "episode_stats": placeholder(str),     # "rows" | "trajectory"
      "invalid_penalty": placeholder(float), # row-local (0.1)
      "success_reward": placeholder(float),  # the success sink's reward scale (10)
  })
  credit.g2po = ml_collections.ConfigDict({
      "gamma": placeholder(float),           # discount of the visit values γ^{T_i − t} R_i (0.95)
      "w": placeholder(float),               # weight of the step term A^S (1.0; the paper's sweep peaks at 0.8)
      "mode": placeholder(str),              # Norm mode (ALFWorld "mean_std", WebShop "mean")
      "ablation": placeholder(str),          # "full" | "edge_only" | "node_only"
      "episode_stats": placeholder(str),     # "rows" | "trajectory"
      "invalid_penalty": placeholder(float), # row-local, in the node-local part (0.1)
      "success_reward": placeholder(float),  # value of the success sink (10)
  })
  credit.hgpo = ml_collections.ConfigDict({
      "history": placeholder(int),           # K: context levels k = 1..K+1 (2)
      "gamma": placeholder(float),           # discount of the step return (0.95)
      "mode": placeholder(str),              # "mean_std" (population std) | "mean"
      "spread_tol": placeholder(float),      # a cluster with max − min ≤ this gives no item (1e-12)
      "invalid_penalty": placeholder(float), # row-local (0.1)
      "episode_weight": placeholder(float),  # weight of GRPO's episode term (0: none, as in the paper)
      "episode_stats": placeholder(str),     # only used when episode_weight != 0
  })
  return credit


def get_config() -> ml_collections.ConfigDict:
  config = ml_collections.ConfigDict()
  config.algorithm = "graphgpo"    # credit estimator / method: grpo, drgrpo, rloo, gigpo, graphgpo, g2po, hgpo,
                                   # mcgpo, sgr_opsd (replay's --algorithm takes precedence)
  config.env = "alfworld"          # environment of training runs ("alfworld" | "webshop"); replay reads the
                                   # environment of each captured group instead
  config.seed = 0                  # fixes task sampling, rollout sampling, folds and shuffles
  config.capture_every = 0         # write a rollout capture (shared/spec/captures.md) every N updates; 0: never
  config.credit = credit_config()  # task-credit overrides, see credit_config()
  config.mcgpo = ml_collections.ConfigDict()     # MCGPO's Match–Label–Learn constants (filled by mcgpo)
  config.sgr_opsd = ml_collections.ConfigDict()  # SGR-OPSD's calibration constants (filled by sgr_opsd)
  return config
