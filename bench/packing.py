"""Learner throughput on CPU, packed rows against padded rows, on one captured ALFWorld update.

Builds an ALFWorld run (`configs/alfworld.py:<variant>`: its tokenizer, its behaviour-cloned policy), collects
and packs one update exactly as the trainer does (`ActorRole.collect`, `trainer.pack`), then times
`Learner.update` (π_old, π_ref, every train step) on those same token rows and the same weights twice: with
`learn.pack=True` (rows back to back in `learn.tokens_per_micro_batch` buffers) and `learn.pack=False` (one
right-padded row per slot). Each layout is compiled by a first update, then timed `--repeats` times,
interleaved, from the same params. Prints the padding each layout computed on and the learner's real
tokens per second, best of the repeats, and the packed/padded ratio.

  JAX_PLATFORMS=cpu PYTHONPATH=. python bench/packing.py                    # the quickstart's model, 4 x 4
  JAX_PLATFORMS=cpu PYTHONPATH=. python bench/packing.py --variant=smoke
"""
from __future__ import annotations

import argparse
import os
import subprocess
import tempfile
import time

import jax
import numpy as np
from flax import nnx

from configs import alfworld
from mcgpo_jax import builder, trainer
from mcgpo_jax.credit import methods
from mcgpo_jax.data.batch import unpack_rows


def capture(variant: str, overrides: list[str], run_dir: str):
  """(run, token rows, row advantages, credit) of one collected ALFWorld update."""
  cfg = alfworld.get_config(variant)
  cfg.run_dir, cfg.eval_every, cfg.checkpoint_every = run_dir, 0, 0
  for item in overrides:
    key, value = item.split("=", 1)
    node = cfg
    *parents, leaf = key.split(".")
    for p in parents:
      node = node[p]
    node[leaf] = type(node[leaf])(value) if node[leaf] is not None else value
  run = builder.build(cfg)
  rollout = run.acting.collect(1)
  batch, tokens = trainer.pack(run, rollout)
  credit = methods.credit(cfg.algorithm, rollout.groups, batch, cfg, env=cfg.env)
  return run, tokens, unpack_rows(credit.advantages, credit.batch, len(rollout.rows)), credit


def timed_update(learner, params, ref, tokens, adv, credit) -> tuple[float, dict]:
  params = learner.copy(params)
  opt_state = learner.init_optimizer(params)
  t0 = time.perf_counter()
  params, _, metrics = learner.update(params, opt_state, ref, tokens, adv, credit.pairs.plus_row, credit.pairs.minus_row,
                                      credit.pairs.weight, seed=0)
  jax.block_until_ready(params)
  return time.perf_counter() - t0, metrics


def main():
  parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  parser.add_argument("--variant", default="quickstart")
  parser.add_argument("--repeats", type=int, default=3)
  parser.add_argument("--set", action="append", default=["warm_start.steps=24"],
                      help="config overrides KEY=VALUE (default: a 24-step warm start)")
  args = parser.parse_args()
  commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
  print(f"# commit {commit}; {os.cpu_count()} cores, load avg {' '.join(f'{x:.1f}' for x in os.getloadavg())}; "
        f"jax {jax.__version__} ({jax.default_backend()})", flush=True)
  with tempfile.TemporaryDirectory() as run_dir:
    run, tokens, adv, credit = capture(args.variant, args.set, run_dir)
    try:
      model = nnx.merge(run.learning.learner.graphdef, run.learning.params)
      lengths = tokens.attention_mask.sum(axis=1)
      print(f"# alfworld:{args.variant}, {len(lengths)} rows, tokens per row mean {lengths.mean():.0f}, max "
            f"{lengths.max()}, padded length {tokens.tokens.shape[1]}; learn.tokens_per_micro_batch="
            f"{run.cfg.learn.tokens_per_micro_batch}, micro_batch_size={run.cfg.learn.micro_batch_size}", flush=True)
      learners = {}
      for pack in (True, False):
        cfg = run.cfg.copy_and_resolve_references()
        cfg.learn.pack = pack
        learners[pack] = builder.make_learner(cfg, model, None)
        timed_update(learners[pack], run.learning.params, run.learning.ref_params, tokens, adv, credit)   # compile
      best = {True: np.inf, False: np.inf}
      metrics = {}
      for _ in range(args.repeats):
        for pack, learner in learners.items():
          seconds, metrics[pack] = timed_update(learner, run.learning.params, run.learning.ref_params, tokens, adv, credit)
          best[pack] = min(best[pack], seconds)
    finally:
      run.close()
  real = tokens.num_tokens
  print("\n| layout | padding_frac | slot tokens | update s (best) | real tokens/s |\n|---|---:|---:|---:|---:|")
  for pack, name in ((False, "padded (learn.pack=False)"), (True, "packed (learn.pack=True)")):
    m = metrics[pack]
    print(f"| {name} | {1 - m['real_tokens'] / m['slot_tokens']:.3f} | {m['slot_tokens']:.0f} | "
          f"{best[pack]:.2f} | {real / best[pack]:.0f} |")
  print(f"\npacked / padded tokens/s: {best[False] / best[True]:.2f}")


if __name__ == "__main__":
  main()
