"""Policy throughput, JAX vs HF transformers (torch, CPU): the train step and the embedded sampler.

  .venv/bin/python bench/policy.py [--layers 4 --hidden 256 ...] [--repeats 5]

One random Qwen3-style checkpoint is written by transformers and loaded into JAX with `load_pretrained`, so
both frameworks hold identical float32 weights. Before any timing the script checks that they compute the
same thing: logits agree, and the first train step's loss agrees (same batch, same objective).

  * train: `Learner.train_step` (one minibatch = one microbatch of rows x length tokens; L_actor = dual-clip
    PPO - entropy + low-var KL + pairwise, grad clip, AdamW) versus the same objective written in torch
    (forward, per-token log-probs and entropy of the targets, masked token means, backward,
    clip_grad_norm_, torch.optim.AdamW). tokens/s counts every token of the minibatch.
  * sample: `Sampler.generate` (prefill + KV-cache decode in one `lax.while_loop`, temperature 1, no stop)
    versus `model.generate(do_sample=True, use_cache=True)` forced to the same number of new tokens, with
    top-k / top-p off on both sides. tokens/s counts generated tokens (prefill time included on both sides).

Each phase is timed after a warm-up call (JAX compiles there), as the median of `--repeats` runs, JAX and
torch calls alternating so that load on a shared machine hits both alike, with `block_until_ready` on the
JAX side. Output: one `<phase> jax_tok_s=.. torch_tok_s=.. ratio=..` line per phase (ratio = jax / torch
throughput from wall time; the cpu_* fields repeat it from process CPU time), after the machine and config.

Threads: torch uses `--torch-threads` (default: all cores), XLA its own pool over all cores; compare on a
quiet machine. On an oversubscribed one torch's OpenMP barriers stall (then --torch-threads 1 is torch's
faster setting, and the cpu_* fields are the fairer comparison).
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Callable

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import torch  # noqa: E402
from transformers import AutoModelForCausalLM, Qwen3Config, Qwen3ForCausalLM  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from mcgpo_jax.credit.mcgpo import MCGPOConfig  # noqa: E402
from mcgpo_jax.learn.batching import BatchingConfig, Microbatches  # noqa: E402
from mcgpo_jax.learn.losses import LossConfig  # noqa: E402
from mcgpo_jax.learn.optimizer import OptimizerConfig  # noqa: E402
from mcgpo_jax.learn.step import Learner  # noqa: E402
from mcgpo_jax.models.hf import load_pretrained  # noqa: E402
from mcgpo_jax.models.sampler import TRACE_COUNTS, Sampler, SamplingParams  # noqa: E402

LOSS = LossConfig(pair_coef=MCGPOConfig().lambda_pair)   # the learner as MCGPO trains it
OPTIMIZER = OptimizerConfig(learning_rate=1e-6)


def write_checkpoint(path: str, args: argparse.Namespace) -> None:
  """A Qwen3 checkpoint saved by transformers; norms and weights randomised so nothing is trivially 1 / 0."""
  torch.manual_seed(args.seed)
  cfg = Qwen3Config(vocab_size=args.vocab, hidden_size=args.hidden, intermediate_size=args.intermediate,
                    num_hidden_layers=args.layers, num_attention_heads=args.heads,
                    num_key_value_heads=args.kv_heads, head_dim=args.head_dim,
                    max_position_embeddings=max(args.train_len, args.prompt_len + args.new_tokens),
                    rope_parameters={"rope_theta": 1_000_000.0, "rope_type": "default"},
                    tie_word_embeddings=False, pad_token_id=0, bos_token_id=None, eos_token_id=None)
  model = Qwen3ForCausalLM(cfg)
  with torch.no_grad():
    for name, p in model.named_parameters():
      if name.endswith("norm.weight"):
        p.copy_(1.0 + 0.1 * torch.randn_like(p))
      else:
        p.copy_(0.05 * torch.randn_like(p))
  model.save_pretrained(path)


@dataclasses.dataclass
class Timing:
  """Median wall and process-CPU seconds of one call. CPU time is the steadier number on a shared machine
  (it does not grow while the process waits for a core), but it also counts threads spinning idle."""
  wall: float
  cpu: float
  walls: list[float]


def time_interleaved(jax_fn: Callable[[], object], torch_fn: Callable[[], object],
                     repeats: int) -> tuple[Timing, Timing]:
  """Alternates JAX and torch calls, so load changes on a shared machine hit both sides alike."""
  samples: dict[str, list[tuple[float, float]]] = {"jax": [], "torch": []}
  for _ in range(repeats):
    for name, fn in (("jax", jax_fn), ("torch", torch_fn)):
      wall, cpu = time.perf_counter(), time.process_time()
      fn()
      samples[name].append((time.perf_counter() - wall, time.process_time() - cpu))
  return tuple(Timing(wall=statistics.median(w for w, _ in samples[name]),
                      cpu=statistics.median(c for _, c in samples[name]),
                      walls=[w for w, _ in samples[name]]) for name in ("jax", "torch"))


# ---- the train-step batch and the torch objective ---------------------------------------------------------

def make_rows(args: argparse.Namespace, rng: np.random.Generator) -> dict[str, np.ndarray]:
  """One minibatch of B rows x L tokens: full attention, response = the second half, two preference pairs."""
  b, l = args.train_rows, args.train_len
  response = np.zeros((b, l), bool)
  response[:, l // 2:] = True
  pairs = min(2, b // 2)
  return dict(tokens=rng.integers(0, args.vocab, (b, l)).astype(np.int32), attention=np.ones((b, l), bool),
              response=response, advantages=rng.normal(size=b).astype(np.float32),
              pair_plus=np.arange(0, 2 * pairs, 2, dtype=np.int32),
              pair_minus=np.arange(1, 2 * pairs, 2, dtype=np.int32),
              pair_weight=np.full(pairs, 0.5, np.float32))


def torch_actor_loss(model, tokens, attention, response, old_logp, ref_logp, advantages, plus, minus, weight):
  """L_actor of losses.py + pairwise.py in torch (token-means over the response mask), same alignment."""
  logits = model(input_ids=tokens, attention_mask=attention).logits.float()
  logits = logits[:, :-1]
  lse = torch.logsumexp(logits, dim=-1)
  logp = torch.gather(logits, -1, tokens[:, 1:, None])[..., 0] - lse
  entropy = lse - (torch.softmax(logits, dim=-1) * logits).sum(-1)
  mask = response[:, 1:].float()
  old, ref = old_logp[:, 1:], ref_logp[:, 1:]

  def mean(x):
    return (x * mask).sum() / mask.sum().clamp_min(1.0)

  adv = advantages[:, None]
  ratio = torch.exp(torch.clamp(logp - old, -20.0, 20.0))
  loss_ppo = torch.maximum(-adv * ratio, -adv * torch.clamp(ratio, 1 - LOSS.clip_low, 1 + LOSS.clip_high))
  per_token = torch.where(adv < 0, torch.minimum(loss_ppo, -adv * LOSS.clip_c), loss_ppo)
  v = torch.clamp(ref - logp, -20.0, 20.0)
  kl = torch.clamp(torch.exp(v) - v - 1.0, -10.0, 10.0)
  task = mean(per_token) - LOSS.entropy_coef * mean(entropy) + LOSS.kl_coef * mean(kl)
  d = ((logp - old) * mask).sum(-1) / mask.sum(-1).clamp_min(1.0)
  pair = (weight * torch.nn.functional.softplus(-(d[plus] - d[minus]))).sum() / max(1.0, tokens.shape[0] // 2)
  return task + LOSS.pair_coef * pair


def bench_train(args, jax_model, torch_model, rows) -> tuple[Timing, Timing]:
  """(jax, torch) timings of one train step."""
  b, l = rows["tokens"].shape
  learner = Learner(jax_model, LOSS, BatchingConfig(micro_batch_size=b, mini_batch_size=b), OPTIMIZER)
  params, opt_state = learner.init()
  tokens, attention = rows["tokens"][None], rows["attention"][None]
  old = learner.compute_logprobs(params, tokens, attention)  # pi_old = pi_ref = the current params
  pad = lambda x: jnp.asarray(np.pad(x, (0, b - len(x)))[None])  # pair arrays -> [1, B] slots
  batch = Microbatches(
      tokens=jnp.asarray(tokens), attention_mask=jnp.asarray(attention),
      response_mask=jnp.asarray(rows["response"][None]), old_logp=old, ref_logp=old,
      advantages=jnp.asarray(rows["advantages"][None]), row_mask=jnp.ones((1, b), bool),
      pair_plus=pad(rows["pair_plus"]), pair_minus=pad(rows["pair_minus"]), pair_weight=pad(rows["pair_weight"]),
      pair_mask=pad(np.ones(len(rows["pair_plus"]), bool)))

  t = {k: torch.as_tensor(v) for k, v in rows.items()}
  t_tokens, t_attention = t["tokens"].long(), t["attention"].long()
  torch_old = torch.as_tensor(np.array(old[0]))
  args_t = (t_tokens, t_attention, t["response"], torch_old, torch_old, t["advantages"], t["pair_plus"].long(),
            t["pair_minus"].long(), t["pair_weight"])
  torch_model.train()
  optimizer = torch.optim.AdamW(torch_model.parameters(), lr=OPTIMIZER.learning_rate,
                                betas=(OPTIMIZER.b1, OPTIMIZER.b2), eps=OPTIMIZER.eps,
                                weight_decay=OPTIMIZER.weight_decay)

  def torch_step() -> float:
    optimizer.zero_grad(set_to_none=True)
    loss = torch_actor_loss(torch_model, *args_t)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(torch_model.parameters(), OPTIMIZER.grad_clip)
    optimizer.step()
    return loss.item()

  state = {"params": params, "opt": opt_state}

  def jax_step() -> float:
    state["params"], state["opt"], metrics = learner.train_step(state["params"], state["opt"], batch)
    jax.block_until_ready(state["params"])
    return float(metrics["actor/loss"])

  start = time.perf_counter()
  jax_loss = jax_step()  # compiles
  print(f"# train: jax first call (compile + run) {time.perf_counter() - start:.1f}s", flush=True)
  torch_loss = torch_step()
  if not np.isclose(jax_loss, torch_loss, rtol=1e-4, atol=1e-5):
    raise AssertionError(f"first-step loss differs: jax {jax_loss:.7f} vs torch {torch_loss:.7f}")
  print(f"# train: first-step loss jax {jax_loss:.7f} torch {torch_loss:.7f}", flush=True)
  jax_t, torch_t = time_interleaved(jax_step, torch_step, args.repeats)
  print(f"# train wall seconds jax {_fmt(jax_t.walls)} torch {_fmt(torch_t.walls)}", flush=True)
  return jax_t, torch_t


def bench_sample(args, jax_model, torch_model, rng: np.random.Generator) -> tuple[Timing, Timing]:
  """(jax, torch) timings of one generate call."""
  prompts = rng.integers(1, args.vocab, (args.gen_batch, args.prompt_len))
  sampler = Sampler(pad_id=0)
  sampling = SamplingParams(temperature=1.0, max_new_tokens=args.new_tokens)
  keys = iter(jax.random.split(jax.random.key(args.seed), args.repeats + 1))

  def jax_generate():
    out = sampler.generate(jax_model, prompts.tolist(), sampling, next(keys))
    if not (out.lengths == args.new_tokens).all():
      raise AssertionError(f"jax sampler stopped early: lengths {out.lengths}")

  torch_model.eval()
  ids = torch.as_tensor(prompts, dtype=torch.long)
  mask = torch.ones_like(ids)

  def torch_generate():
    with torch.no_grad():
      out = torch_model.generate(input_ids=ids, attention_mask=mask, do_sample=True, temperature=1.0, top_k=0,
                                 top_p=1.0, max_new_tokens=args.new_tokens, min_new_tokens=args.new_tokens,
                                 use_cache=True, pad_token_id=0)
    if out.shape != (args.gen_batch, args.prompt_len + args.new_tokens):
      raise AssertionError(f"torch generate returned shape {tuple(out.shape)}")

  start = time.perf_counter()
  jax_generate()  # compiles prefill and decode
  print(f"# sample: jax first call (compile + run) {time.perf_counter() - start:.1f}s", flush=True)
  torch_generate()
  traces = dict(TRACE_COUNTS)
  jax_t, torch_t = time_interleaved(jax_generate, torch_generate, args.repeats)
  if dict(TRACE_COUNTS) != traces:
    raise AssertionError(f"the sampler retraced during timing: {traces} -> {dict(TRACE_COUNTS)}")
  print(f"# sample wall seconds jax {_fmt(jax_t.walls)} torch {_fmt(torch_t.walls)}", flush=True)
  return jax_t, torch_t


def _fmt(times: list[float]) -> str:
  return "[" + " ".join(f"{t:.3f}" for t in times) + "]"


def check_logits(jax_model, torch_model, rng: np.random.Generator, args) -> float:
  """Max |logit difference| on a left-padded batch; raises past 1e-3 (float32, same weights)."""
  ids = rng.integers(1, args.vocab, (2, 48))
  mask = np.ones_like(ids)
  mask[1, :7] = 0  # left padding, as the sampler feeds it
  jax_logits = np.asarray(jax_model(jnp.asarray(ids, jnp.int32), jnp.asarray(mask, bool)))
  positions = np.maximum(np.cumsum(mask, axis=1) - 1, 0)
  torch_model.eval()
  with torch.no_grad():
    torch_logits = torch_model(input_ids=torch.as_tensor(ids), attention_mask=torch.as_tensor(mask),
                               position_ids=torch.as_tensor(positions)).logits.numpy()
  diff = float(np.max(np.abs(jax_logits - torch_logits)[mask.astype(bool)]))
  if diff > 1e-3:
    raise AssertionError(f"JAX and torch logits differ by {diff:.2e} (> 1e-3): the comparison would be unfair")
  return diff


def machine() -> str:
  try:
    lscpu = subprocess.run(["lscpu"], capture_output=True, text=True, check=True).stdout
    model = next(line.split(":", 1)[1].strip() for line in lscpu.splitlines() if line.startswith("Model name"))
  except (OSError, subprocess.CalledProcessError, StopIteration):
    model = platform.processor() or "unknown cpu"
  load = " ".join(f"{x:.1f}" for x in os.getloadavg())
  xla_flags = os.environ.get("XLA_FLAGS", "")
  return (f"{model}, {os.cpu_count()} cores, load avg {load}; jax {jax.__version__} ({jax.default_backend()}, "
          f"XLA_FLAGS={xla_flags!r}), torch {torch.__version__} ({torch.get_num_threads()} threads)")


def main():
  parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  parser.add_argument("--layers", type=int, default=4)
  parser.add_argument("--hidden", type=int, default=256)
  parser.add_argument("--heads", type=int, default=4)
  parser.add_argument("--kv-heads", type=int, default=2)
  parser.add_argument("--head-dim", type=int, default=64)
  parser.add_argument("--intermediate", type=int, default=768)
  parser.add_argument("--vocab", type=int, default=4096)
  parser.add_argument("--train-rows", type=int, default=8, help="rows of the (single-microbatch) minibatch")
  parser.add_argument("--train-len", type=int, default=256, help="tokens per training row")
  parser.add_argument("--gen-batch", type=int, default=8)
  parser.add_argument("--prompt-len", type=int, default=128)
  parser.add_argument("--new-tokens", type=int, default=64)
  parser.add_argument("--repeats", type=int, default=5)
  parser.add_argument("--seed", type=int, default=0)
  parser.add_argument("--torch-threads", type=int, default=os.cpu_count(),
                      help="torch intra-op threads (on an oversubscribed machine 1 can beat all cores)")
  parser.add_argument("--skip", choices=("train", "sample"), action="append", default=[])
  args = parser.parse_args()
  torch.set_num_threads(args.torch_threads)

  print(f"# machine: {machine()}")
  print(f"# config: qwen3 layers={args.layers} hidden={args.hidden} heads={args.heads}/{args.kv_heads} "
        f"head_dim={args.head_dim} intermediate={args.intermediate} vocab={args.vocab} float32; "
        f"train {args.train_rows}x{args.train_len} tokens; sample batch {args.gen_batch} prompt {args.prompt_len} "
        f"new {args.new_tokens}; median of {args.repeats}", flush=True)
  rng = np.random.default_rng(args.seed)
  with tempfile.TemporaryDirectory() as path:
    write_checkpoint(path, args)
    jax_model, _ = load_pretrained(path)
    torch_model = AutoModelForCausalLM.from_pretrained(path, dtype=torch.float32)
  print(f"# sanity: max |logit diff| jax vs torch = {check_logits(jax_model, torch_model, rng, args):.2e} "
        f"(torch attention: {torch_model.config._attn_implementation})", flush=True)

  results = []
  if "train" not in args.skip:
    timings = bench_train(args, jax_model, torch_model, make_rows(args, rng))
    results.append(("train", args.train_rows * args.train_len, *timings))
  if "sample" not in args.skip:
    timings = bench_sample(args, jax_model, torch_model, rng)
    results.append(("sample", args.gen_batch * args.new_tokens, *timings))
  for phase, tokens, jax_t, torch_t in results:  # ratio = jax / torch throughput; cpu_* from CPU seconds.
    print(f"{phase} jax_tok_s={tokens / jax_t.wall:.0f} torch_tok_s={tokens / torch_t.wall:.0f} "
          f"ratio={torch_t.wall / jax_t.wall:.2f} | jax_tok_cpu_s={tokens / jax_t.cpu:.0f} "
          f"torch_tok_cpu_s={tokens / torch_t.cpu:.0f} cpu_ratio={torch_t.cpu / jax_t.cpu:.2f}")


if __name__ == "__main__":
  main()
