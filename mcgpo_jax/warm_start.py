"""The warm start of a fresh run: expert demonstrations from the environment's planner (and, with
config.warm_start.copy_steps, the environment's copy curriculum), a tiny model's BPE tokenizer trained on
them, a copy phase on the curriculum, and behaviour cloning on the demonstrations (or, with
config.warm_start.from_run, another run's finished warm start copied in). Both phases run the same supervised
step (`supervised`). The builder calls these only for a run with no reference policy yet.
"""
from __future__ import annotations

import dataclasses
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
from mcgpo_jax.rollout.demos import Demo, collect_demos
from mcgpo_jax.rollout.tiny_tokenizer import train_tokenizer
from mcgpo_jax.rollout.tokenizer import ChatTokenizer


@dataclasses.dataclass(frozen=True)
class Examples:
  """What the warm start trains on, as prompt/response pairs in the policy's format: the expert's
  demonstrations, and the copy curriculum's decisions (empty when config.warm_start.copy_steps is 0)."""
  demos: list[Demo]
  copies: list[Demo]


def copy_curriculum(cfg, prompt_cfg) -> list[Demo]:
  """config.warm_start.copy_episodes of the environment's copy curriculum (EnvSpec.copy_curriculum), each
  action written as a demonstration response would be; [] when the copy phase is off."""
  ws, env_spec = cfg.warm_start, spec(cfg.env)
  if ws.copy_steps <= 0:
    return []
  t0 = time.time()
  examples = env_spec.copy_curriculum(env_data(cfg), prompt_cfg, int(ws.copy_episodes), int(ws.seed))
  log(f"warm start: {len(examples)} copy-curriculum decisions from {ws.copy_episodes} episodes in "
      f"{time.time() - t0:.1f}s")
  return [Demo(e.prompt, env_spec.demo_response(e.action, prompt_cfg.action_only), True) for e in examples]


def demonstrations(cfg, run_dir, tasks: TaskList, prompt_cfg, max_steps, tokenizer_at: Optional[str]):
  """Expert demonstrations and the copy curriculum (one `Examples`), and, for a tiny model without a
  tokenizer, the tokenizer trained on both (so curriculum text tokenizes as well as the demonstrations'),
  whose directory it returns with them."""
  ws = cfg.warm_start
  demo_tasks = tasks.sample(cfg.train_split, ws.demos, seed=int(ws.seed))
  expert_env = make_envs(cfg.env, 1, max_steps, env_data(cfg), expert=True)[0][0]   # in process, beside the pool's
  t0 = time.time()
  demos = collect_demos(cfg.env, expert_env, demo_tasks, prompt_cfg, max_steps, noise=float(ws.noise),
                        seed=int(ws.seed))
  log(f"warm start: {len(demos)} expert decisions from {len(demo_tasks)} tasks in {time.time() - t0:.1f}s")
  examples = Examples(demos, copy_curriculum(cfg, prompt_cfg))
  if tokenizer_at is None:
    tokenizer_at = rundir.RunDir(run_dir).tokenizer
    if distributed.is_primary() and not os.path.isdir(tokenizer_at):
      atomic = spec(cfg.env).atomic_tokens(env_data(cfg))   # e.g. WebShop's product ids, one token each
      train_tokenizer([d.prompt + d.response for d in demos + examples.copies], tokenizer_at,
                      cfg.model.tokenizer_vocab, atomic)
      log(f"trained a {cfg.model.tokenizer_vocab}-token BPE tokenizer on the warm start's examples -> {tokenizer_at}")
    distributed.barrier("tokenizer written")   # the other processes read the primary's (shared run dir)
  return examples, tokenizer_at


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


def behaviour_cloning(cfg, learner: Learner, params, tokenizer: ChatTokenizer, examples: Examples) -> Any:
  """The reference policy RL starts from: config.warm_start.copy_steps on the copy curriculum, then
  config.warm_start.steps of cloning the demonstrations, a copy_mix fraction of whose rows are curriculum
  decisions (so cloning does not unlearn the copying)."""
  ws = cfg.warm_start
  if examples.copies:
    params = supervised(cfg, learner, params, _rows(cfg, tokenizer, examples.copies), ws.copy_steps, "copy phase")
  return supervised(cfg, learner, params, cloning_rows(cfg, tokenizer, examples), ws.steps, "warm start")


def cloning_rows(cfg, tokenizer: ChatTokenizer, examples: Examples):
  """The cloning phase's token rows: the demonstrations and their copy_mix share of curriculum decisions (also
  what bench/cloning.py times the cloning step on)."""
  return _rows(cfg, tokenizer, examples.demos + _mixed(cfg, examples))


def _mixed(cfg, examples: Examples) -> list[Demo]:
  """Curriculum decisions to add to the demonstrations so they make a copy_mix fraction of the cloning rows
  (drawn with the warm-start seed; with replacement only when more are needed than the curriculum has)."""
  mix, copies = float(cfg.warm_start.copy_mix), examples.copies
  if not copies or mix <= 0:
    return []
  n = int(round(mix / (1.0 - mix) * len(examples.demos)))
  picks = np.random.default_rng(int(cfg.warm_start.seed)).choice(len(copies), n, replace=n > len(copies))
  return [copies[i] for i in picks]


def _rows(cfg, tokenizer: ChatTokenizer, examples: list[Demo]):
  """The examples' prompt + response token rows (the loss reads the response tokens only)."""
  return pack_token_rows([tokenizer.encode_prompt(d.prompt) for d in examples],
                         [tokenizer.encode(d.response) for d in examples], tokenizer.pad_id,
                         max_len=cfg.rollout.max_prompt_tokens + cfg.rollout.max_new_tokens)


def phase_optimizer(ws, steps: int) -> OptimizerConfig:
  """A warm-start phase's fresh AdamW: warm_start.learning_rate, no weight decay, grad clip 1, and with
  schedule 'cosine' a decay to 0 over the phase's `steps` ('constant': none)."""
  return OptimizerConfig(learning_rate=ws.learning_rate, weight_decay=0.0, grad_clip=1.0,
                         decay_steps=steps if ws.schedule == "cosine" else 0)


def supervised(cfg, learner: Learner, params, rows, steps: int, phase: str) -> Any:
  """`steps` supervised steps on `rows` (learn/sft.py, a fresh optimizer at warm_start.learning_rate and
  schedule), with a progress bar and log lines named by `phase`: the step both the copy phase and cloning run."""
  ws = cfg.warm_start
  bc = BehaviourCloning(learner.graphdef, phase_optimizer(ws, steps), cfg.learn.logprob_chunk,
                        pack_tokens=tokens_per_micro_batch(cfg) if cfg.learn.pack else None, mesh=learner.mesh)
  t0 = time.time()
  with progress.bar(total=steps, desc=phase, unit="step") as bar:
    def report(step: int, loss: float) -> None:
      bar.update(step - bar.n)
      bar.set_postfix(loss=f"{loss:.4f}")
      log(f"{phase} step {step}/{steps}: loss {loss:.4f} ({time.time() - t0:.0f}s)")
    params, losses = bc.fit(params, rows, steps, ws.batch_size, seed=int(ws.seed), log=report)
  log(f"{phase} done: {steps} steps, final loss {np.mean(losses[-10:]):.4f}")
  return params
