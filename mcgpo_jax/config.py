"""A run config's rules, in one place: every check that can fail without compute (ranges, choices,
cross-field rules, the algorithm's credit settings, the environment's own `EnvSpec.validate`), each a
one-line `ConfigError` naming its field, and the small readings of the config the run's parts share
(dtypes, a section as dataclasses, the environment's data spec). The builder runs `validate_config` before
it builds anything; launch/compile.py and launch/replay.py run it (or `validate_credit`) on their own.
"""
from __future__ import annotations

import dataclasses
import importlib.util
import os
from typing import Any, Optional

import jax
import jax.numpy as jnp
import ml_collections
import numpy as np

from mcgpo_jax.credit import methods
from mcgpo_jax.envs import ENVS
from mcgpo_jax.envs.registry import CAPABILITIES, spec
from mcgpo_jax import hub
from mcgpo_jax.models import attention
from mcgpo_jax.models.lora import TARGETS as LORA_TARGETS, LoraConfig, target_features
from mcgpo_jax.models.qwen import REMAT_POLICIES, remat_policy_name
from mcgpo_jax.sharding import resolve_mesh_shape

DTYPES = {"float32": jnp.float32, "bfloat16": jnp.bfloat16}   # config.model.param_dtype / dtype -> JAX


class ConfigError(ValueError):
  """A config value that cannot work; the message names the field."""


def model_fields(cfg, platform: str) -> dict[str, Any]:
  """The JAX-only `QwenConfig` fields config.model sets, for a model computing on `platform` ("cpu" | "gpu" |
  "tpu": the kernel config.model.attention='auto' resolves to depends on it, and splash runs in Pallas'
  interpret mode off a TPU). A run dir's config.json from before these fields is read with the layout and
  kernel of its code (config_upgrade.py: per-layer weights, XLA attention)."""
  m = cfg.model
  kernel = attention.resolve(m.attention, platform, DTYPES[m.dtype])
  adapters = lora_config(cfg)
  # Under LoRA the frozen base is held in the compute dtype and param_dtype is the adapters' (what trains).
  base_dtype = DTYPES[m.dtype] if adapters.enabled else DTYPES[m.param_dtype]
  return dict(param_dtype=base_dtype, dtype=DTYPES[m.dtype], remat=remat_policy_name(m.remat),
              scan_layers=bool(m.scan_layers), attention=kernel,
              interpret=kernel == "splash" and platform != "tpu", lora=adapters)


def lora_config(cfg) -> LoraConfig:
  """config.lora as the model's LoraConfig (rank 0: off), its adapters in config.model.param_dtype."""
  section = cfg.lora
  if not section.rank:
    return LoraConfig()
  targets = section.targets.split() if isinstance(section.targets, str) else tuple(section.targets)
  return LoraConfig(rank=int(section.rank), alpha=float(section.alpha),
                    targets=tuple(targets), param_dtype=DTYPES[cfg.model.param_dtype])


def tokens_per_micro_batch(cfg: ml_collections.ConfigDict) -> int:
  """config.learn.tokens_per_micro_batch, by default the longest row the budgets allow (prompt + response)."""
  return cfg.learn.tokens_per_micro_batch or cfg.rollout.max_prompt_tokens + cfg.rollout.max_new_tokens


def from_section(section: ml_collections.ConfigDict, where: str, *classes: type, other: tuple[str, ...] = (),
                 **given: Any) -> tuple[Any, ...]:
  """Each dataclass of `classes` built from the same-named fields of config section `where` (plus `given`:
  values the section does not hold). A section field that no class takes (nor `other` names) is a
  ConfigError naming it, so a field added to a config cannot be silently ignored."""
  names = [{f.name for f in dataclasses.fields(c)} for c in classes]
  unknown = sorted(set(section.keys()) - set().union(*names) - set(other))
  if unknown:
    raise ConfigError(f"config.{where}.{unknown[0]} is not a field of "
                      f"{' / '.join(c.__name__ for c in classes)}")
  values = {**section.to_dict(), **given}
  return tuple(c(**{k: v for k, v in values.items() if k in n}) for c, n in zip(classes, names))


def env_data(cfg):
  """The environment's data spec its instances are built from (its EnvSpec's `env_data`: WebShop's
  config.webshop as one WebShopData, SearchQA's config.searchqa; None for ALFWorld, which reads
  $ALFWORLD_DATA itself)."""
  try:
    return spec(cfg.env).env_data(cfg)
  except ValueError as e:   # e.g. config.webshop.splits
    raise ConfigError(str(e)) from None


def _known_algorithm(cfg: ml_collections.ConfigDict) -> None:
  if cfg.algorithm not in methods.names():
    raise ConfigError(f"config.algorithm={cfg.algorithm!r} is unknown; choose one of {', '.join(methods.names())}")


def validate_config(cfg: ml_collections.ConfigDict, num_devices: Optional[int] = None,
                    compile_only: bool = False) -> None:
  """Every check that can fail without compute, each naming its field. `num_devices`: the devices the mesh
  spans (default: every device). `compile_only` (launch/compile.py) skips what only training reads: the
  checkpoint's weights, the environment's data and retriever, a tokenizer to train."""
  _known_algorithm(cfg)
  _check_env(cfg, compile_only)
  if cfg.task_pool < 0:
    raise ConfigError(f"config.task_pool must be >= 0 (0: every training task), got {cfg.task_pool}")
  _check_ranges(cfg)
  _check_learner_sizes(cfg)
  _check_model(cfg, compile_only)
  devices, sampler_own = jax.device_count() if num_devices is None else num_devices, cfg.pipeline.rollout_devices
  _check_pipeline(cfg, devices)
  try:   # the learner's mesh spans the devices config.pipeline.rollout_devices leaves it
    resolve_mesh_shape(cfg.mesh.to_dict(), devices - sampler_own)
  except ValueError as e:
    raise ConfigError(f"config.mesh: {e}") from e
  _check_rollout(cfg, sampler_own or num_devices)
  if cfg.wandb.project and importlib.util.find_spec("wandb") is None:
    raise ConfigError("config.wandb.project is set but wandb is not installed: pip install -e '.[wandb]'")
  if cfg.anchor not in (None, "observation", "tracker"):
    raise ConfigError(f"config.anchor={cfg.anchor!r}; choose 'observation', 'tracker' or None (the algorithm's)")
  validate_credit(cfg)
  if cfg.warm_start.schedule not in ("cosine", "constant"):
    raise ConfigError(f"config.warm_start.schedule={cfg.warm_start.schedule!r}; choose 'cosine' or 'constant'")
  _check_copy_curriculum(cfg)
  if cfg.model.path is None and cfg.model.tokenizer is None and cfg.warm_start.steps <= 0 and not compile_only:
    raise ConfigError("a tiny model (config.model.path unset) without config.model.tokenizer needs "
                      "config.warm_start.steps > 0: its tokenizer is trained on expert demonstrations")


def _check_copy_curriculum(cfg: ml_collections.ConfigDict) -> None:
  """config.warm_start.copy_steps > 0 needs an environment with a copy curriculum and a cloning phase to
  precede (the copy phase runs inside the warm start)."""
  copy_steps = cfg.warm_start.copy_steps
  if not cfg.warm_start.copy_mix < 1.0:
    raise ConfigError(f"config.warm_start.copy_mix={cfg.warm_start.copy_mix!r} must be < 1 (the fraction of "
                      f"cloning rows drawn from the copy curriculum; demonstrations make the rest)")
  if copy_steps <= 0:
    return
  if spec(cfg.env).copy_curriculum is None:
    with_one = [name for name in ENVS if spec(name).copy_curriculum is not None]
    raise ConfigError(f"config.warm_start.copy_steps={copy_steps} needs a copy curriculum, which config.env="
                      f"{cfg.env!r} does not have (EnvSpec.copy_curriculum is None; {', '.join(with_one)} have one)")
  if cfg.warm_start.steps <= 0:
    raise ConfigError(f"config.warm_start.copy_steps={copy_steps} needs config.warm_start.steps > 0: the copy "
                      f"phase runs before behaviour cloning")


def _check_env(cfg: ml_collections.ConfigDict, compile_only: bool) -> None:
  """config.env: a known environment that has what the method reads, its own checks (EnvSpec.validate,
  skipped when only compiling)."""
  if cfg.env not in ENVS:
    raise ConfigError(f"config.env={cfg.env!r} is unknown; choose one of {', '.join(ENVS)}")
  def lacks(name: str) -> list[str]:   # the capabilities method `name` needs that the environment has not
    return [c for c in CAPABILITIES if getattr(methods.get(name).reads, c) and getattr(spec(cfg.env), c) is None]
  missing = lacks(cfg.algorithm)
  if missing:
    usable = [name for name in methods.names() if not lacks(name)]
    raise ConfigError(f"config.algorithm={cfg.algorithm!r} needs the environment's {' and '.join(missing)} "
                      f"(EnvSpec.{missing[0]}), which config.env={cfg.env!r} does not have; choose one of "
                      f"{', '.join(usable)}")
  try:
    if not compile_only:
      spec(cfg.env).validate(cfg)
  except ValueError as e:
    raise ConfigError(str(e)) from None


def _check_learner_sizes(cfg: ml_collections.ConfigDict) -> None:
  """The learner's buffers hold the longest row the budgets allow; minibatches cut into whole microbatches."""
  budget = cfg.rollout.max_prompt_tokens + cfg.rollout.max_new_tokens
  if cfg.learn.pack and tokens_per_micro_batch(cfg) < budget:
    raise ConfigError(f"config.learn.tokens_per_micro_batch={cfg.learn.tokens_per_micro_batch} is shorter than the "
                      f"longest row the budgets allow, config.rollout.max_prompt_tokens + config.rollout."
                      f"max_new_tokens = {budget}: raise it (or lower the budgets)")
  if cfg.learn.mini_batch_size % cfg.learn.micro_batch_size:
    raise ConfigError(f"config.learn.mini_batch_size={cfg.learn.mini_batch_size} must be a multiple of "
                      f"config.learn.micro_batch_size={cfg.learn.micro_batch_size}")


def _check_model(cfg: ml_collections.ConfigDict, compile_only: bool) -> None:
  """config.model: a checkpoint where the variant needs one, known dtypes, remat policy, LoRA and attention."""
  if cfg.model.path is None and cfg.model.expected and not compile_only:
    raise ConfigError(f"config.model.path is required: this variant trains {cfg.model.expected}; pass its hub id "
                      f"(--config.model.path={cfg.model.expected}) or a local directory, e.g. "
                      f"--config.model.path=/ckpt/{cfg.model.expected.split('/')[-1]}")
  if cfg.model.path is not None and not hub.is_hub_id(cfg.model.path) and \
      not os.path.isfile(os.path.join(cfg.model.path, "config.json")):
    raise ConfigError(f"config.model.path={cfg.model.path!r} is not a checkpoint directory (no config.json) "
                      f"nor a hub id (org/name)")
  for field in ("param_dtype", "dtype"):
    if cfg.model[field] not in DTYPES:
      raise ConfigError(f"config.model.{field}={cfg.model[field]!r}; choose 'float32' or 'bfloat16'")
  try:
    remat_policy_name(cfg.model.remat)
  except ValueError:
    raise ConfigError(f"config.model.remat={cfg.model.remat!r}; choose one of {', '.join(REMAT_POLICIES)} "
                      f"(or a bool: True is 'full')") from None
  _check_lora(cfg)
  if cfg.model.attention not in attention.ATTENTION_KERNELS:
    raise ConfigError(f"config.model.attention={cfg.model.attention!r}; choose one of "
                      f"{', '.join(attention.ATTENTION_KERNELS)}")
  if not compile_only:   # launch/compile.py resolves the kernel for its target's platform
    try:
      attention.resolve(cfg.model.attention, jax.devices()[0].platform, DTYPES[cfg.model.dtype])
    except ValueError as e:
      raise ConfigError(f"config.model.{e}") from None


# The behaviour weight's cap of a pipelined run that sets no config.learn.tis_cap (verl's TIS default).
BEHAVIOUR_CAP = 2.0


def tis_cap(cfg: ml_collections.ConfigDict) -> float:
  """The learner's cap of the weight min(π_old / π_sampler, cap): config.learn.tis_cap, else BEHAVIOUR_CAP
  for a pipelined run, whose samples come from older policies (decoupled PPO; docs/algorithms.md), else 0
  (off: lockstep samples come from π_old itself, up to the engine's numerics)."""
  if cfg.learn.tis_cap > 0 or cfg.pipeline.max_lag == 0:
    return float(cfg.learn.tis_cap)
  return BEHAVIOUR_CAP


def _check_pipeline(cfg: ml_collections.ConfigDict, num_devices: int) -> None:
  """config.pipeline: one process for now, and a rollout device split that leaves the learner some devices."""
  p = cfg.pipeline
  if p.max_lag > 0 and jax.process_count() > 1:
    raise ConfigError(f"config.pipeline.max_lag={p.max_lag}: a pipelined run is one process for now (this run has "
                      f"{jax.process_count()}); run several hosts lockstep (max_lag=0), docs/pipeline.md")
  if p.rollout_devices > 0 and jax.process_count() > 1:
    raise ConfigError(f"config.pipeline.rollout_devices={p.rollout_devices}: a split of the devices is one process "
                      f"for now (this run has {jax.process_count()}); set it to 0, docs/pipeline.md")
  if p.rollout_devices > 0 and cfg.rollout.engine != "jax":
    raise ConfigError(f"config.pipeline.rollout_devices={p.rollout_devices} places the embedded sampler; "
                      f"config.rollout.engine={cfg.rollout.engine!r} samples on its servers' own devices: set it to 0")
  if p.rollout_devices > 0 and p.rollout_devices >= num_devices:
    raise ConfigError(f"config.pipeline.rollout_devices={p.rollout_devices} must leave the learner at least one of "
                      f"the {num_devices} devices")


def _check_rollout(cfg: ml_collections.ConfigDict, num_devices: Optional[int]) -> None:
  """config.rollout: environment workers, the embedded sampler's tensor degree, the engine and, for SGLang
  servers, their URLs and weight sync. The tensor degree must divide the n devices the sampler spans (every
  device, or this process's own on several) or be a multiple of n: a paper variant's degree on fewer chips
  than the paper's is capped to n, every device; any other is capped to gcd(tensor, n) (sampler_mesh), which
  leaves the split the flag asked for without a word."""
  tensor = cfg.rollout.tensor
  if num_devices is None:
    num_devices = jax.local_device_count() if jax.process_count() > 1 else jax.device_count()
  if tensor is not None and num_devices % tensor and tensor % num_devices:
    raise ConfigError(f"config.rollout.tensor={tensor} does not divide the {num_devices} devices the sampler "
                      f"runs on; choose a divisor, or None (the sampler keeps the learner's mesh)")
  if cfg.rollout.env_workers is not None and cfg.rollout.env_workers < 0:
    raise ConfigError(f"config.rollout.env_workers={cfg.rollout.env_workers} must be >= 0 (0 or 1: in process)")
  if cfg.rollout.engine not in ("jax", "sglang"):
    raise ConfigError(f"config.rollout.engine={cfg.rollout.engine!r}; choose 'jax' or 'sglang'")
  if cfg.rollout.engine == "sglang":
    from mcgpo_jax.rollout.engines.sglang import WEIGHT_SYNC_MODES, RestartCommand
    r = cfg.rollout
    if not r.sglang_urls:
      raise ConfigError("config.rollout.sglang_urls is empty; engine=sglang needs at least one server URL")
    if r.sglang_weight_sync not in WEIGHT_SYNC_MODES:
      raise ConfigError(f"config.rollout.sglang_weight_sync={r.sglang_weight_sync!r}; choose one of "
                        f"{', '.join(WEIGHT_SYNC_MODES)}")
    if r.sglang_keep_weights < 1:
      raise ConfigError(f"config.rollout.sglang_keep_weights must be >= 1 (the dir the servers load), got "
                        f"{r.sglang_keep_weights}")
    if r.sglang_weight_sync == "restart" and not r.sglang_restart_command:
      raise ConfigError("config.rollout.sglang_weight_sync='restart' needs config.rollout.sglang_restart_command, "
                        "e.g. 'bash scripts/restart_sglang_jax.sh {model_dir}' (docs/sglang.md)")
    if r.sglang_weight_sync == "restart":
      try:
        RestartCommand(r.sglang_restart_command)
      except ValueError as e:
        raise ConfigError(f"config.rollout.sglang_restart_command: {e}") from e
      # The restart path is sglang-jax's (it lacks a weight-update route): 0.1.0rc0 pads the KV pool's
      # head_dim to a multiple of 128, and its precompile crashes on any other (dot_general shape error).
      if cfg.model.path is None and cfg.model.head_dim % 128:
        raise ConfigError(f"config.model.head_dim={cfg.model.head_dim}: sglang-jax (sglang_weight_sync="
                          "'restart') serves only head_dim a multiple of 128; set config.model.head_dim=128")


def _check_lora(cfg: ml_collections.ConfigDict) -> None:
  """config.lora: rank >= 0, alpha > 0, targets a non-empty subset of q k v o gate up down (left at all of
  them when rank is 0, where they would be ignored), rank at most min(in, out) of every target where the
  model's sizes are known without the network."""
  section = cfg.lora
  if isinstance(section.rank, bool) or not isinstance(section.rank, int) or section.rank < 0:
    raise ConfigError(f"config.lora.rank={section.rank!r} must be an integer >= 0 (0: full fine-tuning)")
  targets = section.targets.split() if isinstance(section.targets, str) else tuple(section.targets)
  unknown = [t for t in targets if t not in LORA_TARGETS]
  if unknown or not targets or len(set(targets)) != len(targets):
    raise ConfigError(f"config.lora.targets={section.targets!r}: choose distinct names among "
                      f"{' '.join(LORA_TARGETS)}")
  if not section.rank:
    if set(targets) != set(LORA_TARGETS):
      raise ConfigError(f"config.lora.targets={section.targets!r} has no effect with config.lora.rank=0 (full "
                        f"fine-tuning); set config.lora.rank > 0 to train adapters on them")
    return
  if not section.alpha > 0:
    raise ConfigError(f"config.lora.alpha={section.alpha!r} must be > 0")
  sizes = _model_sizes(cfg)
  if sizes is not None:
    features = target_features(*sizes)
    target, (n_in, n_out) = min(((t, features[t]) for t in targets), key=lambda tf: min(tf[1]))
    if section.rank > min(n_in, n_out):
      raise ConfigError(f"config.lora.rank={section.rank} must be <= {min(n_in, n_out)}, min(in, out) of the "
                        f"{target} projection ({n_in} x {n_out}) of this model: a higher rank adds parameters, "
                        f"not rank")


def _model_sizes(cfg: ml_collections.ConfigDict) -> Optional[tuple[int, int, int, int, int]]:
  """(hidden, intermediate, heads, kv heads, head dim) of the policy, read without the network: the tiny
  model's config.model, a local checkpoint's config.json or the built-in table of Qwen shapes; None for a
  hub id only the hub knows (its model is built after it is fetched)."""
  m = cfg.model
  if m.path is None:
    return m.hidden_size, m.intermediate_size, m.num_heads, m.num_kv_heads, m.head_dim
  from mcgpo_jax.models.shapes import QWEN_CONFIGS, hf_config
  if not (os.path.isdir(m.path) or m.path in QWEN_CONFIGS):
    return None
  try:
    hf = hf_config(m.path, m.cache_dir)[0]
    heads = hf["num_attention_heads"]
    return (hf["hidden_size"], hf["intermediate_size"], heads, hf.get("num_key_value_heads") or heads,
            hf.get("head_dim") or hf["hidden_size"] // heads)
  except (OSError, ValueError, KeyError):   # hub.ModelNotFound included; the model's own loader names what is wrong
    return None


def validate_credit(cfg: ml_collections.ConfigDict) -> None:
  """The algorithm's credit settings for config.env and config.group_size: its estimator's fields
  (config.credit.<estimator>, discounts in [0, 1]) and its method's section and run-level needs (MCGPO's
  even G). launch/replay.py applies it per captured environment and group size, so an offline replay
  accepts exactly what a training run would."""
  _known_algorithm(cfg)
  method = methods.get(cfg.algorithm)
  try:  # unknown credit fields / bad values fail here, not after the first rollout
    task_cfg = methods.estimator_config(method.estimator, cfg.env, cfg)
    for f in dataclasses.fields(task_cfg):   # discounts: γ > 1 lets returns grow with the horizon
      gamma = getattr(task_cfg, f.name)
      if f.name.startswith("gamma") and gamma is not None and not 0.0 <= gamma <= 1.0:
        raise ValueError(f"{f.name}={gamma!r} must be in [0, 1]")
  except (TypeError, ValueError) as e:
    raise ConfigError(f"config.credit.{method.estimator}: {e}") from e
  try:  # the method's own section (config.mcgpo / config.sgr_opsd) and run-level needs (MCGPO's even G)
    method.validate(cfg)
  except ValueError as e:
    raise ConfigError(str(e)) from None


# (field, lowest, highest, whether the lowest is allowed); None: unbounded. Optional fields skip when unset.
_RANGES = (
    ("seed", 0, None, True), ("task_pool_seed", 0, None, True), ("warm_start.seed", 0, None, True),
    ("num_updates", 0, None, True), ("groups", 1, None, True), ("group_size", 1, None, True),
    ("max_steps", 1, None, True), ("history_length", 0, None, True), ("capture_every", 0, None, True),
    ("filter_max_retries", 0, None, True), ("eval_every", 0, None, True), ("eval_tasks", 1, None, True),
    ("eval_rollouts", 1, None, True), ("eval_temperature", 0.0, None, True), ("checkpoint_every", 0, None, True),
    ("keep_checkpoints", 1, None, True), ("max_nonfinite_updates", 1, None, True),
    ("guard.factor", 0.0, None, True), ("guard.history", 1, None, True), ("guard.window", 1, None, True),
    ("guard.max_skips", 1, None, True),
    ("rollout.temperature", 0.0, None, True), ("rollout.top_p", 0.0, 1.0, False), ("rollout.top_k", 0, None, True),
    ("rollout.max_new_tokens", 1, None, True), ("rollout.max_prompt_tokens", 1, None, True),
    ("rollout.prefill_rows_per_device", 1, None, True), ("rollout.tensor", 1, None, True),
    ("rollout.wave_rows", 1, None, True),
    ("rollout.sglang_timeout_s", 0.0, None, False), ("rollout.sglang_restart_timeout_s", 0.0, None, False),
    ("learn.learning_rate", 0.0, None, False), ("learn.weight_decay", 0.0, None, True),
    ("learn.grad_clip", 0.0, None, True), ("learn.mini_batch_size", 1, None, True),
    ("learn.micro_batch_size", 1, None, True), ("learn.clip_low", 0.0, None, True),
    ("learn.clip_high", 0.0, None, True), ("learn.clip_c", 1.0, None, False), ("learn.kl_coef", 0.0, None, True),
    ("learn.entropy_coef", 0.0, None, True), ("learn.logprob_chunk", 1, None, True),
    ("learn.tis_cap", 0.0, None, True), ("learn.tokens_per_micro_batch", 2, None, True),
    ("rollout.mismatch_warn_kl", 0.0, None, True), ("pipeline.max_lag", 0, None, True),
    ("pipeline.rollout_devices", 0, None, True),
    ("warm_start.steps", 0, None, True), ("warm_start.demos", 1, None, True),
    ("warm_start.batch_size", 1, None, True), ("warm_start.learning_rate", 0.0, None, False),
    ("warm_start.noise", 0.0, 1.0, True), ("warm_start.copy_steps", 0, None, True),
    ("warm_start.copy_episodes", 1, None, True), ("warm_start.copy_mix", 0.0, None, True),
    ("model.tokenizer_vocab", 1, None, True), ("model.hidden_size", 1, None, True),
    ("model.intermediate_size", 1, None, True), ("model.num_layers", 1, None, True),
    ("model.num_heads", 1, None, True), ("model.num_kv_heads", 1, None, True), ("model.head_dim", 1, None, True),
)


def _check_ranges(cfg: ml_collections.ConfigDict) -> None:
  """Every numeric field inside its range (and finite), naming the field: a negative learning rate or a
  zero micro-batch fails here, not as a ZeroDivisionError or a silently diverging run."""
  for path, low, high, low_ok in _RANGES:
    value = cfg
    for part in path.split("."):
      value = value[part]
    if value is None:
      continue
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not np.isfinite(value):
      raise ConfigError(f"config.{path}={value!r} must be a finite number")
    if (value < low or (value == low and not low_ok)) or (high is not None and value > high):
      bound = f"{'>=' if low_ok else '>'} {low}" + (f" and <= {high}" if high is not None else "")
      raise ConfigError(f"config.{path}={value!r} must be {bound}")
  if cfg.guard.max_skips > cfg.guard.window:
    raise ConfigError(f"config.guard.max_skips={cfg.guard.max_skips} must be <= config.guard.window="
                      f"{cfg.guard.window} (more skips than the window holds never stop a run)")
  if cfg.model.num_heads % cfg.model.num_kv_heads:
    raise ConfigError(f"config.model.num_heads={cfg.model.num_heads} must be a multiple of "
                      f"config.model.num_kv_heads={cfg.model.num_kv_heads}")
