"""The warm start of a fresh run: expert demonstrations from the environment's planner, a tiny model's BPE
tokenizer trained on them, and behaviour cloning on them (or, with config.warm_start.from_run, another
run's finished warm start copied in). The builder calls these only for a run with no reference policy yet.
"""
from __future__ import annotations

import os
import time
from typing import Any, Optional

import numpy as np
from etils import epath

from mcgpo_jax import distributed, progress, rundir
from mcgpo_jax.config import ConfigError, env_data, tokens_per_micro_batch
from mcgpo_jax.data.tokens import pack_token_rows
from mcgpo_jax.envs import make_envs
from mcgpo_jax.envs.base import TaskList
from mcgpo_jax.envs.registry import spec
from mcgpo_jax.learn.optimizer import OptimizerConfig
from mcgpo_jax.learn.sft import BehaviourCloning
from mcgpo_jax.learn.step import Learner
from mcgpo_jax.progress import log
from mcgpo_jax.rollout.demos import collect_demos
from mcgpo_jax.rollout.tiny_tokenizer import train_tokenizer
from mcgpo_jax.rollout.tokenizer import ChatTokenizer


def demonstrations(cfg, run_dir, tasks: TaskList, prompt_cfg, max_steps, tokenizer_at: Optional[str]):
  """Expert demonstrations (and, for a tiny model without a tokenizer, the tokenizer trained on them, whose
  directory it returns with them)."""
  ws = cfg.warm_start
  demo_tasks = tasks.sample(cfg.train_split, ws.demos, seed=int(ws.seed))
  expert_env = make_envs(cfg.env, 1, max_steps, env_data(cfg), expert=True)[0][0]   # in process, beside the pool's
  t0 = time.time()
  demos = collect_demos(cfg.env, expert_env, demo_tasks, prompt_cfg, max_steps, noise=float(ws.noise),
                        seed=int(ws.seed))
  log(f"warm start: {len(demos)} expert decisions from {len(demo_tasks)} tasks in {time.time() - t0:.1f}s")
  if tokenizer_at is None:
    tokenizer_at = rundir.RunDir(run_dir).tokenizer
    if distributed.is_primary() and not os.path.isdir(tokenizer_at):
      atomic = spec(cfg.env).atomic_tokens(env_data(cfg))   # e.g. WebShop's product ids, one token each
      train_tokenizer([d.prompt + d.response for d in demos], tokenizer_at, cfg.model.tokenizer_vocab, atomic)
      log(f"trained a {cfg.model.tokenizer_vocab}-token BPE tokenizer on the demonstrations -> {tokenizer_at}")
    distributed.barrier("tokenizer written")   # the other processes read the primary's (shared run dir)
  return demos, tokenizer_at


def adopt(cfg, paths: rundir.RunDir) -> None:
  """config.warm_start.from_run: a run that has no reference policy yet copies that run's warm start
  (reference weights + trained tokenizer), after checking it was made with the same warm-start fields;
  it then starts from it as a run stopped right after its own warm start would."""
  source = cfg.warm_start.from_run
  if not source or epath.Path(paths.reference).exists():
    return
  src = rundir.RunDir(source)
  if not (epath.Path(src.config).exists() and epath.Path(src.reference).exists()):
    raise ConfigError(f"config.warm_start.from_run={source!r} is not a warm-started run dir (needs config.json "
                      f"and reference/)")
  diff = rundir.warm_start_mismatch(source, cfg.to_dict())
  if diff:
    raise ConfigError(f"config.warm_start.from_run={source!r} was warm-started differently: {'; '.join(diff)}")
  if distributed.is_primary():
    rundir.copy_warm_start(source, paths.root)
  distributed.barrier("warm start copied")
  log(f"warm start: the reference weights and tokenizer of {source}")


def behaviour_cloning(cfg, learner: Learner, params, tokenizer: ChatTokenizer, demos) -> Any:
  """config.warm_start.steps of supervised learning on the demonstrations' responses (the reference policy
  RL starts from)."""
  ws = cfg.warm_start
  rows = pack_token_rows([tokenizer.encode_prompt(d.prompt) for d in demos],
                         [tokenizer.encode(d.response) for d in demos], tokenizer.pad_id,
                         max_len=cfg.rollout.max_prompt_tokens + cfg.rollout.max_new_tokens)
  decay = ws.steps if ws.schedule == "cosine" else 0
  bc = BehaviourCloning(learner.graphdef, OptimizerConfig(learning_rate=ws.learning_rate, weight_decay=0.0,
                                                          grad_clip=1.0, decay_steps=decay), cfg.learn.logprob_chunk,
                        pack_tokens=tokens_per_micro_batch(cfg) if cfg.learn.pack else None)
  t0 = time.time()
  with progress.bar(total=ws.steps, desc="warm start", unit="step") as bar:
    def report(step: int, loss: float) -> None:
      bar.update(step - bar.n)
      bar.set_postfix(loss=f"{loss:.4f}")
      log(f"warm start step {step}/{ws.steps}: loss {loss:.4f} ({time.time() - t0:.0f}s)")
    params, losses = bc.fit(params, rows, ws.steps, ws.batch_size, seed=int(ws.seed), log=report)
  log(f"warm start done: {ws.steps} steps, final loss {np.mean(losses[-10:]):.4f}")
  return params
