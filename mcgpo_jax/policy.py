"""A trained run's policy, read back without building the run: for evaluation and export.

`load_policy(run_dir, update=None, mesh=None)` reads `config.json` and one checkpoint (the newest by default)
onto one device, or sharded over `mesh` as training placed it (evaluation passes the run's mesh, so a policy
too large for one device evaluates where it trained). Unlike `builder.build` it writes nothing into the run directory (config.json, metrics.jsonl stay
byte-identical), takes no lock (a run can be evaluated or exported while it trains), trains no tokenizer
and makes no learner or optimizer: the optimizer state's *shapes* are computed (the checkpoint format stores
params and AdamW moments together, so restoring needs their structure), never an update step.

`best_update(run_dir)` is the saved checkpoint with the best validation curve value (SGR-OPSD reports the
best of all saved checkpoints; `launch/evaluate.py --checkpoint=best`).

`rollouts(policy)` adds what a rollout needs (environments, prompt config, max_steps, the embedded JAX
sampler), made by the same builder functions as training's, so evaluation sees the run's own prompts,
stop tokens and horizon. Runs trained with SGLang servers are evaluated with the embedded sampler too.
"""
from __future__ import annotations

import dataclasses
import functools
from typing import Any, Optional

import jax
import ml_collections
from etils import epath
from flax import nnx

from mcgpo_jax.progress import log
from mcgpo_jax.rundir import RunDir, read_config


def run_config(run_dir: str) -> ml_collections.ConfigDict:
  """The run's resolved config (config.json), read only."""
  path = epath.Path(RunDir(run_dir).config)
  if not path.exists():
    raise FileNotFoundError(f"{path} not found (is --run_dir a trainer run directory?)")
  return ml_collections.ConfigDict(read_config(run_dir))


@dataclasses.dataclass
class Policy:
  cfg: ml_collections.ConfigDict
  run_dir: RunDir
  update: int                  # the checkpoint's update counter
  graphdef: Any                # the learner's graph (compute dtype = config.model.dtype)
  params: Any                  # the checkpoint's master weights (config.model.param_dtype)
  tokenizer: Any               # ChatTokenizer
  model_dir: Optional[str]     # the HF checkpoint the run started from (None: a tiny model)
  base_config: dict            # HF config fields we do not model (token ids), for export

  def model(self) -> nnx.Module:
    return nnx.merge(self.graphdef, self.params)


def _abstract_model(cfg, model_dir: Optional[str], tokenizer):
  from mcgpo_jax import builder
  from mcgpo_jax import config as config_lib
  from mcgpo_jax.models import hf
  if model_dir is None:   # a tiny model: its architecture is in the config, its vocabulary the trained tokenizer's
    base_config = {"bos_token_id": tokenizer.eos_id, "eos_token_id": tokenizer.eos_id,
                   "pad_token_id": tokenizer.pad_id}
    return nnx.eval_shape(lambda: builder.model_from_config(cfg, tokenizer.vocab_size)), base_config
  base_config = hf.read_hf_config(model_dir)
  qcfg = hf.QwenConfig.from_hf(base_config, tokenizer_size=tokenizer.vocab_size,
                               **config_lib.model_fields(cfg, jax.devices()[0].platform))
  return nnx.eval_shape(lambda: hf.Qwen(qcfg, rngs=nnx.Rngs(0))), base_config


def best_update(run_dir: str) -> tuple[int, float]:
  """(update, value) of the saved checkpoint whose validation, logged at its own update (the same weights:
  the trainer validates before it saves), scores highest on the environment's curve
  (`EnvSpec.reports.validation_curve`: success rate, SearchQA's macro EM); the earliest wins a tie. Checkpoints
  without a validation row are not candidates."""
  from mcgpo_jax import checkpoint as ckpt_lib
  from mcgpo_jax.envs.registry import spec
  from mcgpo_jax.metrics import read_metrics
  paths = RunDir(run_dir)
  curve = spec(run_config(run_dir).env).reports.validation_curve
  validated = {r["update"]: curve(r) for r in read_metrics(run_dir) if r.get("val/success_rate") is not None}
  with ckpt_lib.Checkpointer(paths.checkpoints) as checkpoints:
    saved = sorted(checkpoints.all_updates())
  scored = [(validated[u], -u) for u in saved if u in validated]
  if not scored:
    raise FileNotFoundError(f"{run_dir}: no saved checkpoint has a validation row (checkpoints {saved}, "
                            f"validated updates {sorted(validated)})")
  value, neg_update = max(scored)
  return -neg_update, value


def load_policy(run_dir: str, update: Optional[int] = None, mesh=None) -> Policy:
  """Checkpoint `update` (default: the newest intact one) of `run_dir`'s policy, with its tokenizer; on
  `mesh` (sharded by the rules table as the learner shards it) or, without one, on the first device."""
  from mcgpo_jax import builder
  from mcgpo_jax import checkpoint as ckpt_lib

  paths = RunDir(run_dir)
  cfg = run_config(run_dir)
  model_dir = builder.local_dir(cfg, "path")
  tokenizer_at = builder.tokenizer_dir(cfg, run_dir, model_dir, builder.local_dir(cfg, "tokenizer"))
  if tokenizer_at is None:
    raise FileNotFoundError(f"{paths.tokenizer} not found: this tiny-model run never trained its tokenizer")
  tokenizer = builder.make_tokenizer(cfg, tokenizer_at, run_dir)
  if not epath.Path(paths.checkpoints).exists():
    raise FileNotFoundError(f"no checkpoints in {paths.checkpoints}")
  try:
    graphdef, restored, base_config = _restore(cfg, paths, model_dir, tokenizer, update, mesh)
  except ckpt_lib.CheckpointMismatch as e:
    if e.flag is None:
      raise
    # A config.json that a refused resume rewrote (before refusals left the dir as it was): one field tells
    # the checkpoint's model apart, so the checkpoint is read as it was saved (no flag of evaluate.py or
    # export.py could say it).
    field, value = e.flag
    cfg = ml_collections.ConfigDict(cfg.to_dict())
    *section, name = field.split(".")[1:]
    node = functools.reduce(lambda node, key: node[key], section, cfg)
    log(f"warning: {paths.config} has {field}={node[name]!r} but its checkpoints were saved with {value!r} "
        f"(a resume refused by an older mcgpo-jax rewrote it): reading them as saved")
    node[name] = value
    graphdef, restored, base_config = _restore(cfg, paths, model_dir, tokenizer, update, mesh)
  return Policy(cfg=cfg, run_dir=paths, update=int(restored.update), graphdef=graphdef, params=restored.params,
                tokenizer=tokenizer, model_dir=model_dir, base_config=base_config)


def _restore(cfg, paths: RunDir, model_dir: Optional[str], tokenizer, update: Optional[int], mesh):
  """(graphdef, restored checkpoint, base HF config) of checkpoint `update` read as `cfg`'s model."""
  from mcgpo_jax import config as config_lib
  from mcgpo_jax import checkpoint as ckpt_lib
  from mcgpo_jax.learn.batching import BatchingConfig
  from mcgpo_jax.learn.losses import LossConfig
  from mcgpo_jax.learn.optimizer import OptimizerConfig, make_optimizer
  model, base_config = _abstract_model(cfg, model_dir, tokenizer)
  graphdef, params, _ = nnx.split(model, nnx.Param, ...)
  # config.learn read as training reads it (config.from_section); only the optimizer's state structure is used.
  _, _, optimizer = config_lib.from_section(cfg.learn, "learn", LossConfig, BatchingConfig, OptimizerConfig,
                                            other=("logprob_chunk",))
  tx = make_optimizer(optimizer)
  from mcgpo_jax.models.lora import trainable_filter
  opt = jax.eval_shape(tx.init, nnx.split_state(params, trainable_filter(params), ...)[0])   # as Learner.split
  if mesh is not None:
    from mcgpo_jax.sharding import state_shardings
    params, opt = (jax.tree.map(lambda x, s: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=s), tree,
                                state_shardings(tree, mesh)) for tree in (params, opt))
  with ckpt_lib.Checkpointer(paths.checkpoints) as checkpoints:
    return graphdef, checkpoints.restore(params, opt, update=update), base_config


@dataclasses.dataclass
class PolicyRollouts:
  """What rolls a loaded policy out: its `actor` (read by validation.validation_metrics as training's is),
  its run's task list and validation sampling."""
  actor: Any
  tasks: Any
  eval_sampling: Any

  def close(self) -> None:
    self.actor.close()


def rollouts(policy: Policy) -> PolicyRollouts:
  """Environments, tasks, prompt config, horizon, validation sampling and an embedded JAX sampler serving
  `policy`, made as the training run made them."""
  from mcgpo_jax import builder
  cfg = policy.cfg
  steps = builder.max_steps(cfg)
  envs, tasks = builder.env_pool(cfg, steps)
  engine = builder.jax_engine(cfg, policy.graphdef, policy.params, policy.tokenizer)
  return PolicyRollouts(actor=builder.make_actor(cfg, envs, engine, policy.tokenizer, steps), tasks=tasks,
                        eval_sampling=builder.sampling_params(cfg, policy.tokenizer, cfg.eval_temperature))
