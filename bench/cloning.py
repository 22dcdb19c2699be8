"""Behaviour cloning's step on CPU, phase by phase, and against older commits, in one run.

Why: the quickstart's warm start (300 cloning steps of a 2-layer, 128-wide policy) took about 100 s when
docs/quickstart.md was measured and about 300 s later. This bench says where the time goes.

Part 1, this checkout: the ALFWorld quickstart's own demonstrations, tokenizer and policy, and
`BehaviourCloning`'s jitted step on the quickstart's 16-row batches (drawn as `fit` draws them), under:
  - `packed, scanned`: rows back to back in `learn.tokens_per_micro_batch` buffers, the buffer count rounded
    up to a power of two, one scanned layer body (the quickstart's layout from packed cloning, commit 64501b7,
    until it learned on padded rows);
  - `padded, scanned`: one right-padded row per slot (learn.pack=False, the quickstart's layout today);
  - `padded, layer loop`: also model.scan_layers=False (the layout before scanned layers and packing);
  - `packed, layer loop`;
  - `padded, scanned, remat full`;
  - `padded, scanned, head everywhere`: the lm head on every position (full logits), where the step applies
    it to the response windows only.
For each: the first step's wall seconds (compile included), the median step's wall and CPU seconds after it
(host layout and device step apart), the token slots and the attention score entries a step computes.
Every layout is compiled by a first step, then the layouts are timed interleaved, one step each per round.

Part 2, `--commits=A,B,...`: each commit's own quickstart command in a git worktree of it (this checkout's
venv), `launch/train.py --config=configs/alfworld.py:quickstart --config.num_updates=0
--config.warm_start.steps=N`, one commit after the other; the seconds between its log lines at cloning step
25 and step N (compile excluded), per step, and each commit's ratio to the first. Each process is stopped
once its cloning is done.

  JAX_PLATFORMS=cpu PYTHONPATH=. python bench/cloning.py                                   # part 1
  JAX_PLATFORMS=cpu PYTHONPATH=. python bench/cloning.py --commits=568b082,HEAD --steps=12  # both parts
"""
from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx

from configs import alfworld
from mcgpo_jax import builder, warm_start
from mcgpo_jax.config import tokens_per_micro_batch
from mcgpo_jax.learn.logprobs import sequence_logprobs
from mcgpo_jax.learn.optimizer import OptimizerConfig
from mcgpo_jax.learn.sft import BehaviourCloning, batch_order, split_base

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class HeadEverywhere(BehaviourCloning):
  """The cloning step with the lm head applied at every position (full [B, L, V] logits)."""

  def _loss(self, params, adapters, tokens, attention_mask, response_mask, segment_ids=None):
    model = nnx.merge(self.graphdef, nnx.merge_state(params, adapters))
    mask = (response_mask & attention_mask).astype(jnp.float32)
    logits = model.hidden_states(tokens, attention_mask, segment_ids=segment_ids) @ model.head_weight().T
    logp, _ = sequence_logprobs(logits.astype(jnp.float32), tokens)
    return -jnp.sum(logp * mask) / jnp.maximum(1.0, jnp.sum(mask))


def quickstart_rows(run_dir: str):
  """(config, tokenizer, cloning rows) of the quickstart, built as its warm start builds them."""
  argv = list(sys.argv)   # ALFWorld's planner rewrites sys.argv
  cfg = alfworld.get_config("quickstart")
  steps = builder.max_steps(cfg)
  _, tasks = builder.env_pool(cfg, steps)
  examples, tokenizer_at = warm_start.demonstrations(cfg, run_dir, tasks, builder.prompt_config(cfg), steps, None)
  tokenizer = builder.make_tokenizer(cfg, tokenizer_at)
  sys.argv = argv
  return cfg, tokenizer, warm_start.cloning_rows(cfg, tokenizer, examples)


def layouts(cfg, vocab: int) -> dict[str, tuple[BehaviourCloning, object]]:
  """name -> (cloning step, fresh params) for each layout of part 1."""
  out = {}
  for name, pack, scan, remat, cls in (
      ("packed, scanned", True, True, "none", BehaviourCloning),
      ("padded, scanned", False, True, "none", BehaviourCloning),
      ("padded, layer loop", False, False, "none", BehaviourCloning),
      ("packed, layer loop", True, False, "none", BehaviourCloning),
      ("padded, scanned, remat full", False, True, "full", BehaviourCloning),
      ("padded, scanned, head everywhere", False, True, "none", HeadEverywhere)):
    c = cfg.copy_and_resolve_references()
    c.model.scan_layers, c.model.remat = scan, remat
    model = builder.model_from_config(c, vocab)
    graphdef, params = nnx.split(model, nnx.Param)
    ws = c.warm_start
    bc = cls(graphdef, OptimizerConfig(learning_rate=ws.learning_rate, weight_decay=0.0, grad_clip=1.0),
             c.learn.logprob_chunk, pack_tokens=tokens_per_micro_batch(c) if pack else None)
    out[name] = (bc, params)
  return out


class Timer:
  """One layout's steps: host layout and device step timed apart."""

  def __init__(self, bc: BehaviourCloning, params):
    self.bc = bc
    self.params, self.adapters = split_base(jax.tree.map(jnp.copy, params))
    self.opt_state = bc.tx.init(self.params)
    self.host, self.step, self.cpu, self.slots, self.pairs = [], [], [], [], []
    self.first = None

  def run(self, rows, idx) -> None:
    t0, c0 = time.perf_counter(), time.process_time()
    arrays = self.bc.batch(rows, idx)
    t1 = time.perf_counter()
    self.params, self.opt_state, loss = self.bc.step(self.params, self.opt_state, self.adapters, *arrays)
    jax.block_until_ready(loss)
    t2, c2 = time.perf_counter(), time.process_time()
    if self.first is None:
      self.first = t2 - t0
      return
    tokens = arrays[0]
    self.host.append(t1 - t0)
    self.step.append(t2 - t1)
    self.cpu.append(c2 - c0)
    self.slots.append(tokens.size)
    self.pairs.append(tokens.shape[0] * tokens.shape[1] ** 2)


def part1(steps: int) -> None:
  with tempfile.TemporaryDirectory() as run_dir:
    cfg, tokenizer, rows = quickstart_rows(run_dir)
  lengths = rows.attention_mask.sum(axis=1)
  print(f"# quickstart cloning rows: {len(lengths)}, tokens per row mean {lengths.mean():.0f}, max {lengths.max()}, "
        f"padded length {rows.tokens.shape[1]}; batch {cfg.warm_start.batch_size} rows; "
        f"learn.tokens_per_micro_batch {tokens_per_micro_batch(cfg)}", flush=True)
  timers = {name: Timer(bc, params) for name, (bc, params) in layouts(cfg, tokenizer.vocab_size).items()}
  # Every layout sees the same batches; the first compiles (a packed layout may compile a second buffer
  # count later: the median step leaves it out).
  draws = list(batch_order(rows.tokens.shape[0], min(cfg.warm_start.batch_size, rows.tokens.shape[0]), steps + 1,
                           int(cfg.warm_start.seed)))   # as BehaviourCloning.fit draws them
  for name, timer in timers.items():
    timer.run(rows, draws[0])
    print(f"#   compiled {name}: first step {timer.first:.2f} s", flush=True)
  for idx in draws[1:]:
    for timer in timers.values():
      timer.run(rows, idx)
  base = np.median(timers["padded, layer loop"].step) + np.median(timers["padded, layer loop"].host)
  print(f"\n{steps} steps per layout after its first, interleaved; median seconds per step\n")
  print("| layout | first step s | host layout s | device step s | step wall s | step CPU s | token slots | "
        "attention entries | wall / padded layer loop |")
  print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
  for name, t in timers.items():
    wall = np.median(t.step) + np.median(t.host)
    print(f"| {name} | {t.first:.2f} | {np.median(t.host):.3f} | {np.median(t.step):.3f} | {wall:.3f} | "
          f"{np.median(t.cpu):.3f} | {np.median(t.slots):.0f} | {np.median(t.pairs) / 1e6:.2f} M | "
          f"{wall / base:.2f} |")


STEP_LINE = re.compile(r"warm start step (\d+)/(\d+): loss [\d.]+ \((\d+)s\)")


def commit_run(commit: str, steps: int, workdir: str) -> tuple[str, float, float]:
  """(short hash, seconds per cloning step between log steps 25 and `steps`, CPU seconds of the process)."""
  short = subprocess.run(["git", "rev-parse", "--short", commit], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.strip()
  tree = os.path.join(workdir, short)
  subprocess.run(["git", "worktree", "add", "--detach", "-q", tree, commit], cwd=ROOT, check=True)
  try:
    env = {**os.environ, "PYTHONPATH": tree, "JAX_PLATFORMS": "cpu"}
    cmd = [sys.executable, "launch/train.py", "--config=configs/alfworld.py:quickstart", "--config.num_updates=0",
           f"--config.warm_start.steps={steps}", f"--config.run_dir={os.path.join(workdir, short + '-run')}"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.Popen(cmd, cwd=tree, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    marks = {}
    for line in proc.stdout:
      m = STEP_LINE.search(line)
      if m:
        marks[int(m.group(1))] = int(m.group(3))
      if "warm start done" in line:
        proc.terminate()
        break
    proc.wait()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if 25 not in marks or steps not in marks:
      raise SystemExit(f"{short}: no cloning step log lines at 25 and {steps} (got {sorted(marks)})")
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return short, (marks[steps] - marks[25]) / (steps - 25), cpu
  finally:
    subprocess.run(["git", "worktree", "remove", "--force", tree], cwd=ROOT, check=False)


def part2(commits: list[str], steps: int) -> None:
  print(f"\nEach commit's quickstart warm start, {steps} cloning steps (log lines every 25 steps, whole seconds)\n")
  print("| commit | s per step, steps 25-%d | process CPU s (demonstrations, compile, cloning) | ratio to %s |"
        % (steps, commits[0]))
  print("|---|---:|---:|---:|")
  with tempfile.TemporaryDirectory() as workdir:
    first = None
    for commit in commits:
      short, per_step, cpu = commit_run(commit, steps, workdir)
      first = first or per_step
      print(f"| {short} | {per_step:.2f} | {cpu:.0f} | {per_step / first:.2f} |", flush=True)


def main():
  parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  parser.add_argument("--steps", type=int, default=12, help="timed steps per layout in part 1 (0: skip part 1)")
  parser.add_argument("--commits", default="", help="comma-separated commits for part 2 (empty: skip it)")
  parser.add_argument("--commit_steps", type=int, default=100, help="cloning steps per commit in part 2")
  args = parser.parse_args()
  commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                          text=True).stdout.strip()
  print(f"# commit {commit}; {os.cpu_count()} cores, load avg {' '.join(f'{x:.1f}' for x in os.getloadavg())}; "
        f"jax {jax.__version__} ({jax.default_backend()})", flush=True)
  if args.steps:
    part1(args.steps)
  if args.commits:
    part2([c for c in args.commits.split(",") if c], args.commit_steps)


if __name__ == "__main__":
  main()
