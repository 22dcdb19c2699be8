"""Builds everything a training run needs from its config, validating the config before any compute.

`build(config) -> Run`: environments and tasks, tokenizer, policy (HF checkpoint or a tiny Qwen), mesh,
learner, reference policy, rollout engine, metrics, and the resume point (the latest checkpoint, or a
fresh start with the optional behaviour-cloning warm start).
"""
from __future__ import annotations

import dataclasses
import json
import os
import sys
import time
from typing import Any, Optional

import jax
import jax.numpy as jnp
import ml_collections
import numpy as np
from flax import nnx

from mcgpo_jax import checkpoint as ckpt_lib
from mcgpo_jax import distributed
from mcgpo_jax.credit import methods, registry
from mcgpo_jax.envs import DEFAULT_MAX_STEPS, ENVS, make_envs
from mcgpo_jax.envs.base import Task, TaskList
from mcgpo_jax.learn.batching import BatchingConfig
from mcgpo_jax.learn.losses import LossConfig
from mcgpo_jax.learn.optimizer import OptimizerConfig
from mcgpo_jax.learn.step import Learner
from mcgpo_jax.metrics import DiscardingWriter, MetricsWriter
from mcgpo_jax.models.sampler import SamplingParams
from mcgpo_jax.rollout.env_pool import InProcessPool, WorkerPool, make_env_pool
from mcgpo_jax.rollout.prompts import PromptConfig
from mcgpo_jax.rollout.tokenizer import ChatTokenizer
from mcgpo_jax.sharding import make_mesh, resolve_mesh_shape


# The reference checkpoint holds params only; the Checkpointer format wants an optimizer-state slot.
_NO_OPT_STATE = {"none": np.zeros((), np.int32)}


_DTYPES = {"float32": jnp.float32, "bfloat16": jnp.bfloat16}


class ConfigError(ValueError):
  """A config value that cannot work; the message names the field."""


def log(msg: str) -> None:
  """Progress lines, printed by the primary process only."""
  if distributed.is_primary():
    print(f"[mcgpo-jax] {msg}", file=sys.stdout, flush=True)


def validate_config(cfg: ml_collections.ConfigDict) -> None:
  """Every check that can fail without compute, each naming its field."""
  if cfg.algorithm not in methods.names():
    raise ConfigError(f"config.algorithm={cfg.algorithm!r} is unknown; choose one of {', '.join(methods.names())}")
  if cfg.env not in ENVS:
    raise ConfigError(f"config.env={cfg.env!r} is unknown; choose one of {', '.join(ENVS)}")
  if cfg.task_pool < 0:
    raise ConfigError(f"config.task_pool must be >= 0 (0: every training task), got {cfg.task_pool}")
  for field in ("num_updates", "groups", "group_size"):
    if cfg[field] < 1:
      raise ConfigError(f"config.{field} must be >= 1, got {cfg[field]}")
  if cfg.algorithm == "mcgpo" and cfg.group_size % 2:
    raise ConfigError(f"config.group_size={cfg.group_size} is odd; MCGPO's parity folds need an even G")
  if cfg.learn.mini_batch_size % cfg.learn.micro_batch_size:
    raise ConfigError(f"config.learn.mini_batch_size={cfg.learn.mini_batch_size} must be a multiple of "
                      f"config.learn.micro_batch_size={cfg.learn.micro_batch_size}")
  if cfg.model.path is None and cfg.model.expected:
    raise ConfigError(f"config.model.path is required: this variant trains {cfg.model.expected}; download it "
                      f"and pass its local directory, e.g. --config.model.path=/ckpt/{cfg.model.expected.split('/')[-1]}")
  if cfg.model.path is not None and not os.path.isfile(os.path.join(cfg.model.path, "config.json")):
    raise ConfigError(f"config.model.path={cfg.model.path!r} is not a checkpoint directory (no config.json)")
  for field in ("param_dtype", "dtype"):
    if cfg.model[field] not in _DTYPES:
      raise ConfigError(f"config.model.{field}={cfg.model[field]!r}; choose 'float32' or 'bfloat16'")
  try:
    resolve_mesh_shape(cfg.mesh.to_dict(), jax.device_count())
  except ValueError as e:
    raise ConfigError(f"config.mesh: {e}") from e
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
                        "e.g. 'bash restart_sglang.sh {model_dir}' (README: SGLang servers at scale)")
    if r.sglang_weight_sync == "restart":
      try:
        RestartCommand(r.sglang_restart_command)
      except ValueError as e:
        raise ConfigError(f"config.rollout.sglang_restart_command: {e}") from e
  if cfg.anchor not in ("observation", "tracker"):
    raise ConfigError(f"config.anchor={cfg.anchor!r}; choose 'observation' or 'tracker'")
  estimator = methods.TASK_ESTIMATOR.get(cfg.algorithm, cfg.algorithm)
  try:  # unknown credit fields / bad values fail here, not after the first rollout
    methods.estimator_config(estimator, cfg.env, cfg)
    if cfg.algorithm == "mcgpo":
      from mcgpo_jax.credit import mcgpo
      mcgpo.make_config(methods.set_fields(cfg.mcgpo))
  except (TypeError, ValueError) as e:
    raise ConfigError(f"config.credit / config.{cfg.algorithm}: {e}") from e
  if cfg.algorithm == "sgr_opsd" and cfg.plans.source not in ("template", "endpoint", "skill"):
    raise ConfigError(f"config.plans.source={cfg.plans.source!r}; choose 'template', 'endpoint' or 'skill'")
  if cfg.algorithm == "sgr_opsd" and cfg.plans.source == "endpoint" and not (cfg.plans.endpoint and cfg.plans.model):
    raise ConfigError("config.plans.source='endpoint' needs config.plans.endpoint (an OpenAI-compatible base "
                      "URL) and config.plans.model")
  if cfg.warm_start.schedule not in ("cosine", "constant"):
    raise ConfigError(f"config.warm_start.schedule={cfg.warm_start.schedule!r}; choose 'cosine' or 'constant'")
  if cfg.model.path is None and cfg.model.tokenizer is None and cfg.warm_start.steps <= 0:
    raise ConfigError("a tiny model (config.model.path unset) without config.model.tokenizer needs "
                      "config.warm_start.steps > 0: its tokenizer is trained on expert demonstrations")


@dataclasses.dataclass
class Run:
  cfg: ml_collections.ConfigDict
  run_dir: str
  envs: InProcessPool | WorkerPool     # the rollout's environment slots (rollout/env_pool.py)
  tasks: TaskList
  valid_tasks: list[Task]
  max_steps: int
  tokenizer: ChatTokenizer
  prompt_cfg: PromptConfig
  sampling: SamplingParams
  eval_sampling: SamplingParams
  learner: Learner
  params: Any
  opt_state: Any
  ref_params: Any
  engine: Any
  metrics: MetricsWriter
  checkpoints: ckpt_lib.Checkpointer
  start_update: int = 0
  teacher: Any = None

  def save_checkpoint(self, update: int) -> None:
    """Params, AdamW state, the run key and the data position. Tasks and RNG streams are pure functions of
    (seed, update), so the update counter is the whole data-iterator state."""
    self.checkpoints.save(ckpt_lib.TrainCheckpoint(
        update=update, params=self.params, opt_state=self.opt_state, rng=jax.random.key(int(self.cfg.seed)),
        data_state={"update": update, "seed": int(self.cfg.seed), "train_split": self.cfg.train_split}))

  def close(self) -> None:
    self.envs.close()
    self.metrics.close()
    self.checkpoints.close()


def _model_from_config(cfg, vocab_size: int):
  from mcgpo_jax.models.qwen import Qwen, QwenConfig
  m = cfg.model
  qcfg = QwenConfig(vocab_size=-(-vocab_size // 64) * 64, hidden_size=m.hidden_size,
                    intermediate_size=m.intermediate_size, num_layers=m.num_layers, num_heads=m.num_heads,
                    num_kv_heads=m.num_kv_heads, head_dim=m.head_dim, qk_norm=m.qk_norm, qkv_bias=m.qkv_bias,
                    tie_word_embeddings=m.tie_word_embeddings, param_dtype=_DTYPES[m.param_dtype], dtype=_DTYPES[m.dtype], remat=m.remat)
  return Qwen(qcfg, rngs=nnx.Rngs(int(cfg.seed)))


def _sampling(cfg, tokenizer: ChatTokenizer, temperature: float) -> SamplingParams:
  stop_ids, stop_strings = [tokenizer.eos_id], []
  close = tokenizer.encode("</action>")
  if len(close) == 1:   # a single token: stop on device
    stop_ids.append(close[0])
  else:
    stop_strings.append("</action>")
  return SamplingParams(temperature=temperature, top_p=cfg.rollout.top_p, top_k=cfg.rollout.top_k,
                        max_new_tokens=cfg.rollout.max_new_tokens, stop_token_ids=tuple(stop_ids),
                        stop_strings=tuple(stop_strings))


def _make_engine(cfg, learner: Learner, params, tokenizer: ChatTokenizer, run_dir: str):
  if cfg.rollout.engine == "jax":
    from mcgpo_jax.rollout.engines.jax import JaxEngine
    # The sampler computes in the compute dtype: it gets a copy of the master weights in it (float32 ->
    # bfloat16 halves the weights it reads per decoded token), refreshed at every sync.
    return JaxEngine(learner.graphdef, params, tokenizer.pad_id, decode_fn=tokenizer.decode,
                     weights_dtype=_DTYPES[cfg.model.dtype])
  from mcgpo_jax.rollout.engines.sglang import RestartCommand, SGLangEngine
  r = cfg.rollout
  restart_fn = RestartCommand(r.sglang_restart_command, r.sglang_restart_timeout_s) \
      if r.sglang_weight_sync == "restart" else None
  engine = SGLangEngine([u.strip() for u in r.sglang_urls.split(",") if u.strip()], timeout_s=r.sglang_timeout_s,
                        weight_sync=r.sglang_weight_sync, restart_fn=restart_fn,
                        restart_timeout_s=r.sglang_restart_timeout_s, keep_weights=r.sglang_keep_weights,
                        weights_dir=os.path.join(run_dir, "weights"), base_model_dir=cfg.model.path)
  return _ModelSync(engine, learner.graphdef)


class _ModelSync:
  """Adapts an engine that syncs whole models (SGLang writes an HF directory) to the learner's params."""

  def __init__(self, engine, graphdef):
    self.engine, self.graphdef = engine, graphdef

  def generate(self, prompts, params, seed, row_ids=None):
    return self.engine.generate(prompts, params, seed, row_ids)

  def sync(self, params, version: int) -> None:
    """On several processes every one gathers the weights (a collective), the primary writes them and
    updates the servers, and the others wait for it before generating again."""
    if jax.process_count() > 1:
      params = distributed.host_copy(params)
    if distributed.is_primary():
      self.engine.sync(nnx.merge(self.graphdef, params), version)
    distributed.barrier(f"weights v{version} served")

  def health(self) -> bool:
    return self.engine.health()


def _make_teacher(cfg, tokenizer: ChatTokenizer, run_dir: str):
  """SGR-OPSD's teacher scorer (None for other algorithms and for the w/o-teacher ablation)."""
  if cfg.algorithm != "sgr_opsd" or methods.set_fields(cfg.sgr_opsd).get("ablation") == "no_teacher":
    return None
  from mcgpo_jax.plans import ChatPlanner, PlanProvider
  from mcgpo_jax.rollout.sgr_teacher import SGRTeacher
  p = cfg.plans
  planner = ChatPlanner(p.endpoint, p.model, cfg.env) if p.source == "endpoint" else None
  plans = PlanProvider(cfg.env, p.source, planner, cache_dir=p.cache_dir or os.path.join(run_dir, "plans"))
  return SGRTeacher(plans, tokenizer, cfg.rollout.max_prompt_tokens, cfg.learn.micro_batch_size)


def _warm_start(cfg, run_dir, tasks: TaskList, prompt_cfg, max_steps, tokenizer_dir: Optional[str]):
  """Expert demonstrations (and, for a tiny model, the tokenizer trained on them)."""
  from mcgpo_jax.rollout.demos import collect_demos
  from mcgpo_jax.rollout.tiny_tokenizer import train_tokenizer
  ws = cfg.warm_start
  demo_tasks = tasks.sample(cfg.train_split, ws.demos, seed=int(ws.seed))
  expert_env = make_envs(cfg.env, 1, max_steps, expert=True)[0][0]   # in process, beside the pool's
  t0 = time.time()
  demos = collect_demos(cfg.env, expert_env, demo_tasks, prompt_cfg, max_steps)
  log(f"warm start: {len(demos)} expert decisions from {len(demo_tasks)} tasks in {time.time() - t0:.1f}s")
  if tokenizer_dir is None:
    tokenizer_dir = os.path.join(run_dir, "tokenizer")
    if distributed.is_primary() and not os.path.isdir(tokenizer_dir):
      train_tokenizer([d.prompt + d.response for d in demos], tokenizer_dir, cfg.model.tokenizer_vocab)
      log(f"trained a {cfg.model.tokenizer_vocab}-token BPE tokenizer on the demonstrations -> {tokenizer_dir}")
    distributed.barrier("tokenizer written")   # the other processes read the primary's (shared run dir)
  return demos, tokenizer_dir


def build(config: ml_collections.ConfigDict) -> Run:
  cfg = ml_collections.ConfigDict(config.to_dict())
  validate_config(cfg)
  max_steps = cfg.max_steps or DEFAULT_MAX_STEPS[cfg.env]
  run_dir = cfg.run_dir or os.path.join("runs", f"{cfg.env}_{cfg.algorithm}_s{cfg.seed}")
  os.makedirs(run_dir, exist_ok=True)
  if distributed.is_primary():
    with open(os.path.join(run_dir, "config.json"), "w") as f:
      f.write(cfg.to_json(indent=2))
  log(f"run {run_dir}: {cfg.algorithm} on {cfg.env}, {cfg.num_updates} updates of {cfg.groups}x{cfg.group_size}")

  # Environments and tasks.
  envs, tasks = make_env_pool(cfg.env, cfg.groups * cfg.group_size, max_steps, cfg.rollout.env_workers)
  if cfg.task_pool > 0:
    # A fixed pool of training tasks (drawn with task_pool_seed, shared by every run seed): the run trains
    # on these only, and validates on them too when valid_split names the training split.
    pool = tasks.sample(cfg.train_split, cfg.task_pool, seed=int(cfg.task_pool_seed))
    tasks = TaskList(pool + [t for t in tasks.tasks if t.split != cfg.train_split])
  valid_tasks = sorted(tasks.split(cfg.valid_split), key=lambda t: t.task_id)[:cfg.eval_tasks]
  prompt_cfg = PromptConfig(cfg.env, action_only=cfg.action_only, history_length=cfg.history_length)

  # Tokenizer (demonstrations first when a tiny model's tokenizer is trained on them).
  checkpoints = ckpt_lib.Checkpointer(os.path.join(run_dir, "checkpoints"), max_to_keep=cfg.keep_checkpoints)
  # The frozen reference policy π_ref (the warm-started or loaded weights) is saved once, beside them.
  reference = ckpt_lib.Checkpointer(os.path.join(run_dir, "reference"), max_to_keep=1)
  resuming = checkpoints.latest_update() is not None
  demos = None
  tokenizer_dir = cfg.model.tokenizer or cfg.model.path
  if cfg.model.path is None and tokenizer_dir is None and os.path.isdir(os.path.join(run_dir, "tokenizer")):
    tokenizer_dir = os.path.join(run_dir, "tokenizer")
  if not resuming and cfg.warm_start.steps > 0:
    demos, tokenizer_dir = _warm_start(cfg, run_dir, tasks, prompt_cfg, max_steps, tokenizer_dir)
  tokenizer = ChatTokenizer(tokenizer_dir, enable_thinking=not cfg.action_only)

  # Policy, learner and reference: an HF checkpoint is read straight into its shards on the mesh.
  mesh = make_mesh(cfg.mesh.to_dict()) if jax.device_count() > 1 else None
  if cfg.model.path is not None:
    from mcgpo_jax.models.hf import load_pretrained
    model, _ = load_pretrained(cfg.model.path, dtype=_DTYPES[cfg.model.param_dtype], mesh=mesh,
                               compute_dtype=_DTYPES[cfg.model.dtype], remat=cfg.model.remat)
  else:
    model = _model_from_config(cfg, tokenizer.vocab_size)
  pair_coef = 0.0
  if cfg.algorithm == "mcgpo":
    from mcgpo_jax.credit import mcgpo
    pair_coef = mcgpo.make_config(methods.set_fields(cfg.mcgpo)).pair_loss_coef
  learn = cfg.learn
  learner = Learner(model,
                    LossConfig(clip_low=learn.clip_low, clip_high=learn.clip_high, clip_c=learn.clip_c,
                               kl_coef=learn.kl_coef, entropy_coef=learn.entropy_coef, pair_coef=pair_coef),
                    BatchingConfig(micro_batch_size=learn.micro_batch_size, mini_batch_size=learn.mini_batch_size),
                    OptimizerConfig(learning_rate=learn.learning_rate, weight_decay=learn.weight_decay,
                                    grad_clip=learn.grad_clip),
                    mesh=mesh, logprob_chunk=learn.logprob_chunk)
  params, opt_state = learner.init()
  start = 0
  params_target, opt_target = learner.abstract_state()
  if resuming:
    restored = checkpoints.restore(params_target, opt_target)
    params, opt_state, start = restored.params, restored.opt_state, restored.update
    ref_params = reference.restore(params_target, _NO_OPT_STATE).params
    log(f"resumed from {checkpoints.directory} at update {start}")
  else:
    if demos is not None:
      params = _behaviour_cloning(cfg, learner, params, tokenizer, demos)
      opt_state = learner.init_optimizer(params)
    ref_params = learner.reference(params)
    reference.save(ckpt_lib.TrainCheckpoint(update=0, params=ref_params, opt_state=_NO_OPT_STATE,
                                            rng=jax.random.key(int(cfg.seed)), data_state={}))
  reference.close()
  engine = _make_engine(cfg, learner, params, tokenizer, run_dir)
  if isinstance(engine, _ModelSync) and (start > 0 or demos is not None):
    engine.sync(params, start)   # the servers start from the base checkpoint, not from these weights
  teacher = _make_teacher(cfg, tokenizer, run_dir)
  run = Run(cfg=cfg, run_dir=run_dir, envs=envs, tasks=tasks, valid_tasks=valid_tasks, max_steps=max_steps,
            tokenizer=tokenizer, prompt_cfg=prompt_cfg, sampling=_sampling(cfg, tokenizer, cfg.rollout.temperature),
            eval_sampling=_sampling(cfg, tokenizer, cfg.eval_temperature), learner=learner, params=params,
            opt_state=opt_state, ref_params=ref_params, engine=engine,
            metrics=MetricsWriter(run_dir) if distributed.is_primary() else DiscardingWriter(),
            checkpoints=checkpoints, start_update=start, teacher=teacher)
  if not resuming and cfg.checkpoint_every > 0:
    run.save_checkpoint(0)   # the warm-started policy: a resume never repeats behaviour cloning
  return run


def _behaviour_cloning(cfg, learner: Learner, params, tokenizer: ChatTokenizer, demos) -> Any:
  from mcgpo_jax.data.tokens import pack_token_rows
  from mcgpo_jax.learn.sft import BehaviourCloning
  ws = cfg.warm_start
  rows = pack_token_rows([tokenizer.encode_prompt(d.prompt) for d in demos],
                         [tokenizer.encode(d.response) for d in demos], tokenizer.pad_id,
                         max_len=cfg.rollout.max_prompt_tokens + cfg.rollout.max_new_tokens)
  decay = ws.steps if ws.schedule == "cosine" else 0
  bc = BehaviourCloning(learner.graphdef, OptimizerConfig(learning_rate=ws.learning_rate, weight_decay=0.0,
                                                          grad_clip=1.0, decay_steps=decay), cfg.learn.logprob_chunk)
  t0 = time.time()
  params, losses = bc.fit(params, rows, ws.steps, ws.batch_size, seed=int(ws.seed),
                          log=lambda s, l: log(f"warm start step {s}/{ws.steps}: loss {l:.4f} "
                                               f"({time.time() - t0:.0f}s)"))
  log(f"warm start done: {ws.steps} steps, final loss {np.mean(losses[-10:]):.4f}")
  return params
