"""Builds everything a training run needs from its config, after `config.validate_config` (before any compute).

`build(config) -> Run`: environments and tasks, tokenizer, policy (HF checkpoint or a tiny Qwen), mesh,
learner, reference policy, rollout engine, SGR-OPSD's teacher, metrics, and the resume point (the latest
checkpoint, or a fresh start with the optional warm start of warm_start.py). The component builders
(`make_learner`, `make_tokenizer`, `jax_engine`, ...) are shared with evaluation (policy.py).
"""
from __future__ import annotations

import dataclasses
import os
from typing import Any, Optional, Sequence

import jax
import ml_collections
from absl import logging as absl_logging
import numpy as np
from etils import epath
from flax import nnx

from mcgpo_jax import checkpoint as ckpt_lib
from mcgpo_jax import compile_cache
from mcgpo_jax import distributed, rundir, warm_start
from mcgpo_jax.config import (DTYPES, ConfigError, env_data, from_section, model_fields, tis_cap,
                              tokens_per_micro_batch, validate_config)
from mcgpo_jax.credit import methods
from mcgpo_jax.envs.base import Task, TaskList
from mcgpo_jax.envs.interface import PromptConfig
from mcgpo_jax.envs.registry import spec
from mcgpo_jax.guard import UpdateGuard, all_finite, param_norm
from mcgpo_jax.learn.batching import BatchingConfig
from mcgpo_jax.learn.losses import LossConfig
from mcgpo_jax.learn.optimizer import OptimizerConfig
from mcgpo_jax.learn.step import Learner
from mcgpo_jax.learn.teacher_pass import make_teacher
from mcgpo_jax.metrics import DiscardingWriter, MetricsWriter, WandbWriter
from mcgpo_jax import hub
from mcgpo_jax.models.sampler import SamplingParams
from mcgpo_jax.rollout.env_pool import make_env_pool
from mcgpo_jax.rollout.tokenizer import ChatTokenizer
from mcgpo_jax.progress import log
from mcgpo_jax.sharding import make_mesh, run_mesh
from mcgpo_jax.rollout.actor import Actor
from mcgpo_jax.roles import ActorRole, LearnerRole, Run, RunIO


# The reference checkpoint holds params only; the Checkpointer format wants an optimizer-state slot.
_NO_OPT_STATE = {"none": np.zeros((), np.int32)}


def local_dir(cfg, field: str, files: Sequence[str] = tuple(hub.MODEL_FILES)) -> Optional[str]:
  """config.model.<field> as a local directory (a hub id's `files` are fetched into config.model.cache_dir,
  default the HF cache); None when unset. Every process resolves it itself: each host may have its own cache."""
  if cfg.model[field] is None:
    return None
  try:
    return hub.local_dir(cfg.model[field], f"config.model.{field}", cfg.model.cache_dir, files)
  except hub.ModelNotFound as e:
    raise ConfigError(str(e)) from None


def tiny_qwen_config(cfg, vocab_size: int, platform: Optional[str] = None):
  """The architecture of the tiny Qwen-architecture policy config.model describes (config.model.path None), for
  a tokenizer of `vocab_size` tokens (rows rounded up to a multiple of 64, the rows past the tokenizer's ids
  without probability: `QwenConfig.tokenizer_size`), computing on `platform` (default: this process's
  devices')."""
  from mcgpo_jax.models.qwen import QwenConfig
  m = cfg.model
  return QwenConfig(vocab_size=-(-vocab_size // 64) * 64, tokenizer_size=vocab_size, hidden_size=m.hidden_size,
                    intermediate_size=m.intermediate_size, num_layers=m.num_layers, num_heads=m.num_heads,
                    num_kv_heads=m.num_kv_heads, head_dim=m.head_dim, qk_norm=m.qk_norm, qkv_bias=m.qkv_bias,
                    tie_word_embeddings=m.tie_word_embeddings,
                    **model_fields(cfg, platform or jax.devices()[0].platform))


def model_from_config(cfg, vocab_size: int):
  """The tiny policy (`tiny_qwen_config`), initialised from config.seed."""
  from mcgpo_jax.models.qwen import Qwen
  return Qwen(tiny_qwen_config(cfg, vocab_size), rngs=nnx.Rngs(int(cfg.seed)))


# The pieces a run's policy acts through, shared by `build` and evaluation (mcgpo_jax/policy.py).

def make_learner(cfg, model, mesh) -> Learner:
  """The run's learner for `model` (concrete, or abstract from `nnx.eval_shape`: launch/compile.py) on `mesh`."""
  loss, batching, optimizer = from_section(cfg.learn, "learn", LossConfig, BatchingConfig, OptimizerConfig,
                                           other=("logprob_chunk",),
                                           pair_coef=methods.get(cfg.algorithm).pair_coefficient(cfg),
                                           tis_cap=tis_cap(cfg),
                                           tokens_per_micro_batch=tokens_per_micro_batch(cfg))
  return Learner(model, loss, batching, optimizer, mesh=mesh, logprob_chunk=cfg.learn.logprob_chunk)


def max_steps(cfg) -> int:
  return cfg.max_steps or spec(cfg.env).max_steps


def make_actor(cfg, envs, engine, tokenizer: ChatTokenizer, steps: int) -> Actor:
  """What the run's rollouts act through: `envs` and `engine` with config's prompts, horizon `steps`, prompt
  budget and the algorithm's anchor rule."""
  return Actor(envs=envs, engine=engine, tokenizer=tokenizer, prompt_cfg=prompt_config(cfg), max_steps=steps,
               max_prompt_tokens=cfg.rollout.max_prompt_tokens,
               anchor=methods.anchor(cfg.algorithm, cfg.env, cfg.anchor),
               overlap=cfg.rollout.overlap_episodes)


def env_pool(cfg, steps: int):
  """(environment slots for groups x group_size episodes, the task list); with config.task_pool, a fixed
  pool of training tasks (drawn with task_pool_seed, shared by every run seed): the run trains on these
  only, and validates on them too when valid_split names the training split."""
  envs, tasks = make_env_pool(cfg.env, cfg.groups * cfg.group_size, steps, cfg.rollout.env_workers,
                              data=env_data(cfg))
  if cfg.task_pool > 0:
    pool = tasks.sample(cfg.train_split, cfg.task_pool, seed=int(cfg.task_pool_seed))
    tasks = type(tasks)(pool + [t for t in tasks.tasks if t.split != cfg.train_split])   # keeps split aliases
  return envs, tasks


def prompt_config(cfg) -> PromptConfig:
  return PromptConfig(cfg.env, action_only=cfg.action_only, history_length=cfg.history_length)


def tokenizer_dir(cfg, run_dir: str, model_dir: Optional[str], given: Optional[str]) -> Optional[str]:
  """config.model.tokenizer (`given`), else the model's dir (`model_dir`), both already resolved by
  `local_dir` so a hub id is not looked up twice, else (a tiny model) the run's trained tokenizer; None when
  a tiny model's tokenizer is still to be trained."""
  found = given or model_dir
  trained = rundir.RunDir(run_dir).tokenizer
  if cfg.model.path is None and found is None and os.path.isdir(trained):
    found = trained
  return found


def make_tokenizer(cfg, directory: str, run_dir: Optional[str] = None) -> ChatTokenizer:
  """The tokenizer in `directory`; a run's own trained one (`<run_dir>/tokenizer`) that cannot be read, or
  that another environment or BPE size made, is one error naming it and what to do."""
  trained = run_dir is not None and os.path.normpath(directory) == os.path.normpath(rundir.RunDir(run_dir).tokenizer)
  try:
    tokenizer = ChatTokenizer(directory, enable_thinking=not cfg.action_only)
  except Exception as e:  # noqa: BLE001 - transformers fails in many ways (and asks for sentencepiece)
    if not trained:
      raise
    raise RuntimeError(f"{directory} is not a readable tokenizer ({type(e).__name__}: {str(e).splitlines()[0][:160]}); "
                      f"delete it and rerun: a run without reference/ yet trains it again (a run with one "
                      f"needs this exact tokenizer: restore it or use a new config.run_dir)") from e
  if trained:
    from mcgpo_jax.rollout.tiny_tokenizer import mismatch
    why = mismatch(directory, cfg.model.tokenizer_vocab, spec(cfg.env).atomic_tokens(env_data(cfg)))
    if why:
      raise ConfigError(f"{directory} is not this config's tokenizer: {why} (config.env={cfg.env!r}, "
                        f"config.model.tokenizer_vocab={cfg.model.tokenizer_vocab}); pass another config.run_dir")
  return tokenizer


def engine_weights_dtype(cfg) -> Any:
  """The dtype of the embedded sampler's weight copy: the compute dtype, config.model.dtype (float32 ->
  bfloat16 halves the weights it reads per decoded token). aot/update.py compiles the sampler for it too."""
  return DTYPES[cfg.model.dtype]


def jax_engine(cfg, graphdef, params, tokenizer: ChatTokenizer, mesh=None, own_devices: bool = False):
  """The embedded sampler. It computes in the compute dtype: it gets a copy of the master weights in it
  (`engine_weights_dtype`), laid out for decoding on `mesh`, refreshed at every sync. Stop strings are matched
  on device on the tokenizer's token bytes (on the host with its decoder when the vocabulary is not
  byte-level)."""
  from mcgpo_jax.rollout.engines.jax import JaxEngine
  return JaxEngine(graphdef, params, tokenizer.pad_id, decode_fn=tokenizer.decode, token_bytes=tokenizer.token_bytes,
                   weights_dtype=engine_weights_dtype(cfg), mesh=mesh,
                   prefill_rows_per_device=cfg.rollout.prefill_rows_per_device,
                   tensor=cfg.rollout.tensor, wave_rows=cfg.rollout.wave_rows,
                   compact_rows=cfg.rollout.compact_rows, own_devices=own_devices)


def sampling_params(cfg, tokenizer: ChatTokenizer, temperature: float) -> SamplingParams:
  """config.rollout's sampling at `temperature`, stopping at EOS and the environment's closing tags."""
  stop_ids, stop_strings = [tokenizer.eos_id], []
  for tag in spec(cfg.env).stop_strings:
    close = tokenizer.encode(tag)
    if len(close) == 1:   # a single token: stop on device
      stop_ids.append(close[0])
    else:
      stop_strings.append(tag)
  return SamplingParams(temperature=temperature, top_p=cfg.rollout.top_p, top_k=cfg.rollout.top_k,
                        max_new_tokens=cfg.rollout.max_new_tokens, stop_token_ids=tuple(stop_ids),
                        stop_strings=tuple(stop_strings))


def sglang_urls(cfg) -> list[str]:
  """config.rollout.sglang_urls as a list."""
  return [u.strip() for u in cfg.rollout.sglang_urls.split(",") if u.strip()]


def check_servers(cfg) -> None:
  """engine=sglang: every server answers /health now, before the run dir and the warm start (a dead URL
  used to be found after minutes of cloning); SGLangError naming the ones that do not. Not with
  weight_sync="restart": its command may be what first starts the servers, on the warm-started weights."""
  if cfg.rollout.engine != "sglang" or cfg.rollout.sglang_weight_sync == "restart":
    return
  from mcgpo_jax.rollout.engines.sglang import HEALTH_TIMEOUT_S, SGLangError, server_health
  down = [url for url, ok in server_health(sglang_urls(cfg), HEALTH_TIMEOUT_S).items() if not ok]
  if down:
    raise SGLangError(f"config.rollout.sglang_urls: {', '.join(down)} did not answer /health within "
                      f"{HEALTH_TIMEOUT_S:g} s; start the server{'s' * (len(down) > 1)} first (docs/sglang.md)")


def split_devices(cfg) -> tuple[list, list]:
  """(the learner's devices, the sampler's own): config.pipeline.rollout_devices N > 0 gives the sampler the
  last N devices and the learner the rest, so neither waits for the other's compute; N = 0: every device is
  the learner's, and the sampler shares them ([])."""
  devices, n = jax.devices(), cfg.pipeline.rollout_devices
  return (devices[:-n], devices[-n:]) if n > 0 else (devices, [])


def _make_engine(cfg, learner: Learner, params, tokenizer: ChatTokenizer, run_dir: str,
                 vocab_size: Optional[int] = None, model_dir: Optional[str] = None):
  if cfg.rollout.engine == "jax":
    _, sampler_devices = split_devices(cfg)
    if sampler_devices:
      return jax_engine(cfg, learner.graphdef, params, tokenizer, make_mesh({"fsdp": -1}, sampler_devices),
                        own_devices=True)
    return jax_engine(cfg, learner.graphdef, params, tokenizer, learner.mesh)
  from mcgpo_jax.rollout.engines.sglang import RestartCommand, SGLangEngine
  r = cfg.rollout
  restart_fn = RestartCommand(r.sglang_restart_command, r.sglang_restart_timeout_s) \
      if r.sglang_weight_sync == "restart" else None
  return SGLangEngine(sglang_urls(cfg), timeout_s=r.sglang_timeout_s,
                      weight_sync=r.sglang_weight_sync, restart_fn=restart_fn,
                      restart_timeout_s=r.sglang_restart_timeout_s, keep_weights=r.sglang_keep_weights,
                      weights_dir=rundir.RunDir(run_dir).weights, base_model_dir=model_dir,
                      tokenizer_dir=tokenizer.path, vocab_size=vocab_size, graphdef=learner.graphdef)


def build(config: ml_collections.ConfigDict) -> Run:
  cfg = ml_collections.ConfigDict(config.to_dict())
  validate_config(cfg)
  compile_cache.enable(cfg.compile_cache_dir)   # before anything compiles: JAX reads it at its first compile
  # Resolved once, here: a model that cannot be found stops the run before its dir exists.
  model_dir, tokenizer_given = local_dir(cfg, "path"), local_dir(cfg, "tokenizer")
  check_servers(cfg)
  run_dir = cfg.run_dir or rundir.default_run_dir(cfg, methods.run_overrides(cfg))
  epath.Path(run_dir).mkdir(parents=True, exist_ok=True)   # any etils.epath path: local, gs://, ...
  lock, busy = None, ""
  if distributed.is_primary():
    try:
      lock = rundir.RunDirLock(run_dir)
    except rundir.RunDirBusy as e:
      busy = str(e)
  busy = distributed.allgather_json(busy)[0]   # every process stops, not only the primary
  if busy:
    raise rundir.RunDirBusy(busy)
  try:
    return _build(cfg, run_dir, lock, model_dir, tokenizer_given)
  except BaseException:
    if lock is not None:
      lock.release()
    raise


def _save_config(cfg: ml_collections.ConfigDict, run_dir: str) -> None:
  path, text = epath.Path(rundir.RunDir(run_dir).config), cfg.to_json(indent=2)
  if distributed.is_primary() and not (path.exists() and path.read_text() == text):
    path.write_text(text)
    # One line at the default verbosity; the whole config (~180 lines) from --verbosity=1 on.
    absl_logging.info("resolved config saved to %s/config.json", run_dir)
    absl_logging.debug("resolved config:\n%s", cfg)


def _check_run_dir(cfg: ml_collections.ConfigDict, run_dir: str) -> list[str]:
  """How the run dir's config.json differs from `cfg` ([] when it does not, or is new; a new dir gets `cfg`
  saved now). The run dir's identity is its config.json, written before anything else of the run: a dir left
  by a kill during the warm start (a tokenizer, no reference yet) is refused for another env or model too."""
  diff = rundir.config_mismatch(run_dir, cfg.to_dict(), methods.run_overrides)
  if diff and not cfg.force_resume:
    raise ConfigError(f"{run_dir} holds a different run ({'; '.join(diff)}); pass another config.run_dir, "
                      f"or --config.force_resume=True to continue it anyway")
  distributed.barrier("config checked")   # every process read the old config.json before it is replaced
  # An existing config.json is rewritten (`_build`) only once the run's tokenizer and saved state were found
  # to fit this config, so a refusal (another layer layout, LoRA rank, model under force_resume) leaves the
  # dir as it was: the old command, evaluate.py and export.py still work.
  if not epath.Path(rundir.RunDir(run_dir).config).exists():
    _save_config(cfg, run_dir)
  return diff


def _policy_model(cfg: ml_collections.ConfigDict, mesh, model_dir: Optional[str], tokenizer: ChatTokenizer):
  """The policy: config.model.path's HF checkpoint read straight into its shards on the mesh, else the tiny
  model config.model describes."""
  if cfg.model.path is not None:
    from mcgpo_jax.models.hf import load_pretrained
    fields = model_fields(cfg, jax.devices()[0].platform)
    # The checkpoint's rows past its tokenizer's ids (Qwen2.5: 151,665 ids, 151,936 rows) get no probability.
    model, _ = load_pretrained(model_dir, dtype=fields.pop("param_dtype"), mesh=mesh,
                               compute_dtype=fields.pop("dtype"), tokenizer_size=tokenizer.vocab_size,
                               lora_seed=int(cfg.seed), **fields)
  else:
    model = model_from_config(cfg, tokenizer.vocab_size)
  if tokenizer.vocab_size > model.config.vocab_size:   # e.g. config.model.tokenizer of another model
    log(f"warning: the tokenizer makes {tokenizer.vocab_size} ids, the model has {model.config.vocab_size} "
        f"embedding rows: the ids past them are never sampled and cannot be embedded")
  return model


@dataclasses.dataclass
class _Start:
  """Where the run's policy starts: its weights, optimizer state, π_ref (None until the warm start made
  it), the update it resumes after and the checkpoint it was restored from (None: none)."""
  params: Any
  opt_state: Any
  ref_params: Any
  update: int
  restored: Optional[ckpt_lib.TrainCheckpoint]


def _resume_or_init(learner: Learner, checkpoints, reference, resuming: bool, has_reference: bool,
                    diff: list[str], run_dir: str) -> _Start:
  """The latest checkpoint (`resuming`, with the saved π_ref); else the saved reference policy
  (`has_reference`: a run stopped before checkpoint 0); else freshly initialised weights, which the warm
  start then takes over. A checkpoint that does not fit the config is refused under force_resume (`diff`
  non-empty), leaving the run dir as it was."""
  params, opt_state = learner.init()
  params_target, opt_target = learner.abstract_state()
  try:
    if resuming:
      restored = checkpoints.restore(params_target, opt_target)
      # Saved in the master dtype (as before π_ref was kept in the compute dtype), cast on load.
      ref_params = learner.reference(reference.restore(params_target, _NO_OPT_STATE).params)
      log(f"resumed from {checkpoints.directory} at update {restored.update}")
      return _Start(restored.params, restored.opt_state, ref_params, restored.update, restored)
    if has_reference:
      # Stopped after the reference was saved but before checkpoint 0 (or checkpoint_every=0): the saved
      # reference is the starting policy, so start from it instead of redoing the warm start.
      params = reference.restore(params_target, _NO_OPT_STATE).params
      ref_params = learner.reference(params)   # own buffers: the update donates params
      opt_state = learner.init_optimizer(params)
      log(f"no checkpoint yet: starting from the saved reference policy in {reference.directory}")
      return _Start(params, opt_state, ref_params, 0, None)
  except ckpt_lib.CheckpointMismatch as e:
    if not diff:
      raise
    raise ConfigError(f"config.force_resume: {e}; {run_dir} holds a run with {'; '.join(diff)}, left as it "
                      f"was") from None
  return _Start(params, opt_state, None, 0, None)


def _warm_start(cfg, learner: Learner, start: _Start, tokenizer: ChatTokenizer, examples, reference) -> _Start:
  """A fresh run's starting policy: the warm start on its examples (when the variant clones: the copy phase,
  if any, then behaviour cloning on the demonstrations), saved as the reference π_ref, which the run never
  changes."""
  params, opt_state = start.params, start.opt_state
  if examples is not None:
    params = warm_start.behaviour_cloning(cfg, learner, params, tokenizer, examples)
    opt_state = learner.init_optimizer(params)
    if not bool(all_finite(params)):   # never saved as the reference: a rerun would start from NaN
      raise FloatingPointError("the warm start produced non-finite weights; lower "
                               "config.warm_start.learning_rate")
  reference.save(ckpt_lib.TrainCheckpoint(update=0, params=params, opt_state=_NO_OPT_STATE,
                                          rng=jax.random.key(int(cfg.seed)), data_state={}))
  return dataclasses.replace(start, params=params, opt_state=opt_state, ref_params=learner.reference(params))


def _serving_engine(cfg, learner: Learner, model, start: _Start, tokenizer: ChatTokenizer, run_dir: str,
                    model_dir: Optional[str], warm_started: bool):
  """The rollout engine, serving the starting policy. A server's ids must be ones the tokenizer makes (its
  added tokens included): the policy has no mass on the embedding's padding rows, and the dirs written for
  servers do not have them."""
  engine = _make_engine(cfg, learner, start.params, tokenizer, run_dir, model.config.token_vocab, model_dir)
  padded = model.config.token_vocab < model.config.vocab_size
  if cfg.rollout.engine == "sglang" and (start.update > 0 or warm_started or padded):
    # The servers start from the base checkpoint, not from these weights; one with padding rows would
    # sample ids past the tokenizer's (refused), so they get the sliced policy first.
    engine.sync(start.params, start.update)
  return engine


def _build(cfg: ml_collections.ConfigDict, run_dir: str, lock: Optional[rundir.RunDirLock],
           model_dir: Optional[str], tokenizer_given: Optional[str]) -> Run:
  steps, paths = max_steps(cfg), rundir.RunDir(run_dir)
  diff = _check_run_dir(cfg, run_dir)
  warm_start.adopt(cfg, paths)
  checkpoints = ckpt_lib.Checkpointer(paths.checkpoints, max_to_keep=cfg.keep_checkpoints)
  # The frozen reference policy π_ref (the warm-started or loaded weights) is saved once, beside them.
  reference = ckpt_lib.Checkpointer(paths.reference, max_to_keep=1)
  resuming = checkpoints.latest_update() is not None
  has_reference = reference.latest_update() is not None
  if cfg.about:
    log(cfg.about)
  log(f"run {run_dir}: {cfg.algorithm} on {cfg.env}, {cfg.num_updates} update{'s' * (cfg.num_updates != 1)} of "
      f"{cfg.groups}x{cfg.group_size}")
  envs, tasks = env_pool(cfg, steps)
  valid_tasks = tasks.first(cfg.valid_split, cfg.eval_tasks)
  prompt_cfg = prompt_config(cfg)
  # Tokenizer (the warm start's examples first when a tiny model's tokenizer is trained on them).
  examples = None
  tokenizer_at = tokenizer_dir(cfg, run_dir, model_dir, tokenizer_given)
  if not resuming and not has_reference and cfg.warm_start.steps > 0:
    examples, tokenizer_at = warm_start.demonstrations(cfg, run_dir, tasks, prompt_cfg, steps, tokenizer_at)
  tokenizer = make_tokenizer(cfg, tokenizer_at, run_dir)
  mesh = run_mesh(cfg.mesh.to_dict(), split_devices(cfg)[0])
  model = _policy_model(cfg, mesh, model_dir, tokenizer)
  learner = make_learner(cfg, model, mesh)
  start = _resume_or_init(learner, checkpoints, reference, resuming, has_reference, diff, run_dir)
  _save_config(cfg, run_dir)
  if not (resuming or has_reference):
    start = _warm_start(cfg, learner, start, tokenizer, examples, reference)
  reference.close()
  warm_started = examples is not None or (not resuming and has_reference and cfg.warm_start.steps > 0)
  engine = _serving_engine(cfg, learner, model, start, tokenizer, run_dir, model_dir, warm_started)
  teacher = make_teacher(cfg, tokenizer, paths.plans) if methods.get(cfg.algorithm).needs_teacher(cfg) else None
  restored = start.restored
  learning = LearnerRole(cfg=cfg, learner=learner, params=start.params, opt_state=start.opt_state,
                         ref_params=start.ref_params, checkpoints=checkpoints, teacher=teacher,
                         guard=UpdateGuard.from_config(cfg, restored.data_state.get("guard") if restored else None))
  acting = ActorRole(cfg=cfg, actor=make_actor(cfg, envs, engine, tokenizer, steps), tasks=tasks,
                     valid_tasks=valid_tasks, sampling=sampling_params(cfg, tokenizer, cfg.rollout.temperature),
                     eval_sampling=sampling_params(cfg, tokenizer, cfg.eval_temperature))
  io = RunIO(run_dir=run_dir, metrics=_metrics_writer(run_dir, start.update, restored, cfg), lock=lock)
  run = Run(cfg=cfg, learning=learning, acting=acting, io=io, start_update=start.update,
            in_flight=restored.data_state.get("in_flight") if restored else None)
  learning.guard.start(float(param_norm(start.params)))
  if not resuming and cfg.checkpoint_every > 0:
    learning.save_checkpoint(0)   # the warm-started policy: a resume never repeats behaviour cloning
  return run


def _metrics_writer(run_dir: str, start: int, restored: Optional[ckpt_lib.TrainCheckpoint],
                    cfg: Optional[ml_collections.ConfigDict] = None):
  """The primary's writer keeps the rows up to the resume point (update 0's validation is redone after
  checkpoint 0, so a resume there keeps none) and re-emits the checkpoint's own row if the file lost it.
  A `cfg` whose config.wandb.project is set mirrors the rows to Weights & Biases."""
  if not distributed.is_primary():
    return DiscardingWriter()
  w = cfg.wandb if cfg is not None else None
  wandb = WandbWriter(run_dir, w.project, cfg.to_dict(), entity=w.entity, name=w.name, run_id=w.id,
                      mode=w.mode) if w is not None and w.project else None
  writer = MetricsWriter(run_dir, keep_through=start if start > 0 else None, wandb=wandb)
  missing = sorted(set(range(1, start + 1)) - writer.updates)
  saved = (restored.data_state.get("metrics") if restored is not None else None)
  if start in missing and saved:
    writer.write(start, {k: float("nan") if v is None else v for k, v in saved.items()})   # null stays null
    missing.remove(start)
  if missing:
    log(f"warning: metrics.jsonl has no rows for updates {missing[0]}..{missing[-1]} ({len(missing)} rows: "
        f"deleted or truncated); they are not recoverable")
  return writer


