"""Memory and time of the lm head + log-softmax: full-sequence logits vs. the response windows the learner uses.

  .venv/bin/python bench/logits_memory.py [--rows 1 --prompt 2048 --response 512 --vocab 151936 --chunk 512]

A paper-like agent row (2,048 prompt + 512 response tokens, Qwen's 151,936-token vocabulary) through a tiny
random Qwen (hidden 64, 1 layer by default), so that the vocabulary-sized buffers dominate as they do at
scale. Each variant is one jitted function, compiled ahead of time, run in its own child process:

  * grad:  value and gradient of the task loss (dual-clip PPO - entropy + KL, `learn.losses.task_loss`) of one
    microbatch — the learner's train step minus the optimizer;
      full    `model(tokens, mask)` logits [R, L, V] -> `sequence_logprobs` (the learner before the change);
      window  `model.hidden_states` -> `response_logprobs` on the response tokens (the learner now).
  * score: forward-only log-probs (`Learner.compute_logprobs`, π_old / π_ref);
      full    as above;
      window  `response_logprobs` on every real token: what `compute_logprobs` does now (it gets no response
              mask; the head still runs chunk by chunk, so only [R, chunk, V] exists at a time);
      window-response  on the response tokens only, had the scorer the response mask.

Columns: XLA's compiled memory analysis (`temp` = scratch buffers of the executable, `peak` = temp +
arguments + outputs), the child's peak RSS (`ru_maxrss`, includes the Python/JAX runtime), and the median
wall time of `--repeats` calls after the compiling one. Ratios are full / window. Before timing, each window
variant's loss / log-probs are checked against the full variant's (printed as max |diff|).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import time

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from flax import nnx  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from mcgpo_jax.data.tokens import pack_token_rows  # noqa: E402
from mcgpo_jax.learn import logprobs as lp  # noqa: E402
from mcgpo_jax.learn.losses import LossConfig, task_loss  # noqa: E402
from mcgpo_jax.models.qwen import Qwen, QwenConfig  # noqa: E402

VARIANTS = ("grad/full", "grad/window", "score/full", "score/window", "score/window-response")
MiB = 2 ** 20


def make_inputs(args):
  """(graphdef, params, batch dict): `--rows` rows of prompt + response, response lengths and prompts varied
  by at most 1/8 so rows are not identical, packed as the trainer packs them."""
  cfg = QwenConfig(vocab_size=args.vocab, hidden_size=args.hidden, intermediate_size=2 * args.hidden,
                   num_layers=args.layers, num_heads=4, num_kv_heads=2, head_dim=args.hidden // 4)
  graphdef, params = nnx.split(Qwen(cfg, rngs=nnx.Rngs(0)))
  rng = np.random.default_rng(0)
  shrink = lambda n, r: n - (r * n) // (8 * max(1, args.rows - 1))
  prompts = [rng.integers(0, args.vocab, shrink(args.prompt, r)).tolist() for r in range(args.rows)]
  responses = [rng.integers(0, args.vocab, shrink(args.response, r)).tolist() for r in range(args.rows)]
  rows = pack_token_rows(prompts, responses, pad_id=0)
  shape = rows.tokens.shape
  batch = dict(tokens=rows.tokens, attention=rows.attention_mask, response=rows.response_mask & rows.attention_mask,
               old=rng.normal(-3.0, 0.3, shape).astype(np.float32), ref=rng.normal(-3.0, 0.3, shape).astype(np.float32),
               advantages=rng.normal(size=args.rows).astype(np.float32))
  return graphdef, params, {k: jnp.asarray(v) for k, v in batch.items()}


def logprobs(graphdef, params, batch, variant, chunk):
  """(logp, entropy) [R, L] of one variant (the learner's `_forward`, before and after the change)."""
  model = nnx.merge(graphdef, params)
  if variant.endswith("full"):
    logits = model(batch["tokens"], batch["attention"])
    return lp.sequence_logprobs(logits, batch["tokens"], chunk)
  mask = batch["attention"] if variant == "score/window" else batch["response"]
  hidden = model.hidden_states(batch["tokens"], batch["attention"])
  return lp.response_logprobs(hidden, model.head_weight(), batch["tokens"], mask, chunk)


def function(graphdef, variant, chunk):
  if variant.startswith("score"):
    return lambda params, batch: logprobs(graphdef, params, batch, variant, chunk)[0]

  def loss(params, batch):
    logp, entropy = logprobs(graphdef, params, batch, variant, chunk)
    return task_loss(logp, entropy, batch["old"], batch["ref"], batch["advantages"], batch["response"],
                     LossConfig())[0]
  return jax.value_and_grad(loss)


def child(args) -> dict:
  """Compiles and times one variant; returns its numbers (and its result, for the cross-check)."""
  graphdef, params, batch = make_inputs(args)
  compiled = jax.jit(function(graphdef, args.variant, args.chunk)).lower(params, batch).compile()
  memory = compiled.memory_analysis()
  out = jax.block_until_ready(compiled(params, batch))
  walls = []
  for _ in range(args.repeats):
    start = time.perf_counter()
    jax.block_until_ready(compiled(params, batch))
    walls.append(time.perf_counter() - start)
  if args.variant.startswith("grad"):
    check = float(out[0])
  else:
    check = np.asarray(out)[np.asarray(batch["response"])].tolist()
  return dict(temp=memory.temp_size_in_bytes, peak=memory.temp_size_in_bytes + memory.argument_size_in_bytes
              + memory.output_size_in_bytes - memory.alias_size_in_bytes,
              rss=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024, wall=statistics.median(walls),
              walls=walls, check=check)


def main():
  parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  parser.add_argument("--rows", type=int, default=1)
  parser.add_argument("--prompt", type=int, default=2048)
  parser.add_argument("--response", type=int, default=512)
  parser.add_argument("--vocab", type=int, default=151936)
  parser.add_argument("--hidden", type=int, default=64)
  parser.add_argument("--layers", type=int, default=1)
  parser.add_argument("--chunk", type=lambda s: None if s == "none" else int(s), default=512,
                      help="logprob_chunk (positions per log-softmax / head chunk); 'none' = whole row")
  parser.add_argument("--repeats", type=int, default=3)
  parser.add_argument("--variant", choices=VARIANTS, help=argparse.SUPPRESS)  # child mode
  args = parser.parse_args()
  if args.variant:
    print(json.dumps(child(args)))
    return

  print(f"# machine: {platform.machine()} {os.cpu_count()} cores, jax {jax.__version__}, "
        f"backend {jax.default_backend()}")
  print(f"# rows={args.rows} prompt={args.prompt} response={args.response} vocab={args.vocab} "
        f"hidden={args.hidden} layers={args.layers} chunk={args.chunk} repeats={args.repeats}")
  results = {}
  for variant in VARIANTS:
    run = subprocess.run([sys.executable, os.path.abspath(__file__), *sys.argv[1:], "--variant", variant],
                         capture_output=True, text=True, check=False)
    if run.returncode:
      sys.exit(f"{variant} failed:\n{run.stderr[-3000:]}")
    results[variant] = json.loads(run.stdout.strip().splitlines()[-1])
    r = results[variant]
    print(f"# {variant}: walls {' '.join(f'{w:.3f}' for w in r['walls'])} s", flush=True)
  for kind, window in (("grad", "grad/window"), ("score", "score/window"), ("score", "score/window-response")):
    diff = np.max(np.abs(np.asarray(results[window]["check"]) - np.asarray(results[f"{kind}/full"]["check"])))
    print(f"# check {window} vs {kind}/full: max |diff| of {'loss' if kind == 'grad' else 'response log-probs'} "
          f"= {diff:.2e}")

  print("\n| variant | temp MiB | peak MiB | RSS MiB | ms |")
  print("|---|---:|---:|---:|---:|")
  for variant, r in results.items():
    print(f"| {variant} | {r['temp'] / MiB:.0f} | {r['peak'] / MiB:.0f} | {r['rss'] / MiB:.0f} | "
          f"{1000 * r['wall']:.0f} |")
  print("\n| full / window | temp | peak | RSS | time |")
  print("|---|---:|---:|---:|---:|")
  for kind, window in (("grad", "grad/window"), ("score", "score/window"), ("score", "score/window-response")):
    a, b = results[f"{kind}/full"], results[window]
    print(f"| {kind}/full / {window} | {a['temp'] / b['temp']:.1f}x | {a['peak'] / b['peak']:.1f}x | "
          f"{a['rss'] / b['rss']:.1f}x | {a['wall'] / b['wall']:.2f}x |")


if __name__ == "__main__":
  main()
