r"""Embedded-engine rollout speed on CPU before and after each lean-rollout change of the sampler, in one run.

  python bench/rollout.py [--captures=examples/captures_alfworld_mcgpo.jsonl] [--repeats=3]

Replays a captured ALFWorld update (4 groups x 4 siblings, up to 20 turns: the quickstart's shape). Every
turn's prompts are rebuilt from the captured observations and actions with the quickstart's prompt format
(`configs/alfworld.py:quickstart`: action-only, two observation-action pairs of history; the captures hold no
admissible-action lists, so prompts are somewhat shorter than a live run's), tokenised with a BPE of the
quickstart's size trained on them, and answered by the quickstart's tiny policy (random weights: the speed does
not depend on them; a response ends at EOS, at `</action>` or after max_new_tokens). `</action>` is a stop
*string* here in every variant (the quickstart's tokenizer keeps it one token, a real Qwen vocabulary does
not), so the stop check runs as it does for a paper run.

The variants add one change each, in order:
  before        doubling prompt buckets (64, 128, ..., 8192), stop strings checked on the host every 32 tokens,
                one prefill row per prompt
  +fine buckets prompt buckets of the learner's `bucket_length` (four per doubling)
  +device stops stop strings matched on device (`stop_string_table`): one decode loop per turn
  +shared prefill identical prompts (the siblings' first turn) prefilled once
  +finished rows dropped  decode goes on with the running rows alone once a narrower batch bucket holds them
Each variant first runs the update once untimed from empty jit caches (it compiles; the programs it traces
are counted), then all variants run `--repeats` timed passes, interleaved; the table gives each one's best
pass. All variants must return the same responses. The quickstart's random weights rarely end a response
early, so the last change shows only with `--stop_every` (e.g. `--stop_every=64 --max_new_tokens=128`: a
response ends at a drawn length, as a trained policy's do).
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("JAX_PLATFORMS", "cpu")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from absl import app, flags  # noqa: E402

_CAPTURES = flags.DEFINE_string("captures", os.path.join(ROOT, "examples", "captures_alfworld_mcgpo.jsonl"),
                                "an ALFWorld capture file (data/captures.py)")
_REPEATS = flags.DEFINE_integer("repeats", 3, "timed passes per variant (the best is reported)")
_STOP_EVERY = flags.DEFINE_integer("stop_every", 0, "also end a response at any token id divisible by this (0: "
                                   "only EOS and </action>): with random weights nearly every response runs to "
                                   "max_new_tokens, where a trained policy's end at very different lengths")
_MAX_NEW = flags.DEFINE_integer("max_new_tokens", None, "response cap (default: the quickstart's)")

DOUBLING = (64, 128, 256, 512, 1024, 2048, 4096, 8192)
VARIANTS = [   # (name, Sampler keyword arguments)
    ("before", dict(prompt_buckets=DOUBLING, token_bytes=None, share_prompts=False, compact_rows=False)),
    ("+fine buckets", dict(prompt_buckets=None, token_bytes=None, share_prompts=False, compact_rows=False)),
    ("+device stops", dict(prompt_buckets=None, share_prompts=False, compact_rows=False)),
    ("+shared prefill", dict(prompt_buckets=None, share_prompts=True, compact_rows=False)),
    ("+finished rows dropped", dict(prompt_buckets=None, share_prompts=True, compact_rows=True)),
]


def turn_messages(groups, prompt_cfg) -> list[list[tuple[int, str]]]:
  """Per turn, the (episode, user message) of every captured episode still running at that turn."""
  from mcgpo_jax.envs.alfworld.spec import build_prompt
  episodes = [t for g in groups for t in g.trajectories]
  turns = []
  for t in range(max(len(e.steps) for e in episodes)):
    batch = []
    for k, e in enumerate(episodes):
      if t < len(e.steps):
        task = e.steps[0].obs.split("Your task is to:")[-1].strip()
        history = [(s.obs, s.executed or s.action) for s in e.steps[:t]]
        batch.append((k, build_prompt(prompt_cfg, task, e.steps[t].obs, [], history)))
    turns.append(batch)
  return turns


def main(argv):
  del argv
  import jax
  import numpy as np
  from flax import nnx

  from configs import alfworld
  from mcgpo_jax import builder
  from mcgpo_jax.data.captures import read_captures
  from mcgpo_jax.models import sampler as sampler_lib
  from mcgpo_jax.models.sampler import Sampler, SamplingParams
  from mcgpo_jax.rollout.tiny_tokenizer import train_tokenizer
  from mcgpo_jax.rollout.tokenizer import ChatTokenizer

  cfg = alfworld.get_config("quickstart")
  groups = read_captures(_CAPTURES.value)
  turns = turn_messages(groups, builder.prompt_config(cfg))
  texts = [m for batch in turns for _, m in batch] + [s.action for g in groups for t in g.trajectories for s in t.steps]
  tokenizer = ChatTokenizer(train_tokenizer(texts, tempfile.mkdtemp(), vocab_size=cfg.model.tokenizer_vocab),
                            enable_thinking=not cfg.action_only)
  prompts = [([k for k, _ in batch], [tokenizer.encode_prompt(m) for _, m in batch]) for batch in turns]
  graphdef, state = nnx.split(builder.model_from_config(cfg, len(tokenizer.hf)))
  every = _STOP_EVERY.value
  stop_ids = (tokenizer.eos_id,) + (tuple(range(every, len(tokenizer.hf), every)) if every else ())
  max_new = _MAX_NEW.value or cfg.rollout.max_new_tokens
  sampling = SamplingParams(temperature=1.0, top_p=cfg.rollout.top_p, top_k=cfg.rollout.top_k,
                            max_new_tokens=max_new, stop_token_ids=stop_ids, stop_strings=("</action>",))

  def update(sampler) -> list:
    return [sampler.generate_split(graphdef, (state,), batch, sampling, jax.random.key(t), row_ids=rows)
            for t, (rows, batch) in enumerate(prompts)]

  samplers, programs, reference = [], [], None
  for name, kwargs in VARIANTS:
    sampler = Sampler(pad_id=tokenizer.pad_id, decode_fn=tokenizer.decode,
                      **{"token_bytes": tokenizer.token_bytes, **kwargs})
    jax.clear_caches()   # so that this variant traces (and compiles) every program it runs
    before = sum(sampler_lib.TRACE_COUNTS.values())
    outs = update(sampler)
    programs.append(sum(sampler_lib.TRACE_COUNTS.values()) - before)
    responses = [[o.response(i) for i in range(len(o.lengths))] for o in outs]
    reference = reference or responses
    assert responses == reference, f"{name} sampled other responses than {VARIANTS[0][0]!r}"
    samplers.append(sampler)
  for sampler in samplers:   # compiled again, all in the cache now
    update(sampler)
  seconds = [[] for _ in samplers]
  for _ in range(_REPEATS.value):   # interleaved, so that load from other processes hits every variant alike
    for k, sampler in enumerate(samplers):
      t0 = time.perf_counter()
      update(sampler)
      seconds[k].append(time.perf_counter() - t0)
  tokens = sum(len(r) for turn in reference for r in turn)
  results = [(name, n, min(sec), tokens) for (name, _), n, sec in zip(VARIANTS, programs, seconds)]

  commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                          text=True).stdout.strip()
  rows = sum(len(b) for _, b in prompts)
  stopped = sum(len(r) < max_new for turn in reference for r in turn)
  print(f"\ncommit {commit}; {len(prompts)} turns, {rows} prompts (longest {max(len(p) for _, b in prompts for p in b)} "
        f"tokens), {results[0][3]} generated tokens, {stopped} responses ended before max_new_tokens "
        f"({max_new}{f'; every {every}th id stops a response' if every else ''}); best of {_REPEATS.value}; "
        f"{jax.device_count()} CPU device(s)")
  print("| variant | programs compiled | s per rollout batch | tokens / s | vs before |")
  print("|---|---|---|---|---|")
  base = results[0][2]
  for name, programs, sec, tokens in results:
    print(f"| {name} | {programs} | {sec:.3f} | {tokens / sec:.0f} | {base / sec:.2f}x |")


if __name__ == "__main__":
  app.run(main)
