"""Measured row lengths (`launch/compile.py --lengths=FILE`) and the learner's work at them, padded and packed.

The compile report's basis is every row at its maximum (max_prompt_tokens + max_new_tokens). A run's rows are
shorter and vary: here an update's rows are drawn from a length profile, then laid out exactly as the learner
lays them out, and what each layout runs is counted:
  padded  today's unpacked rows (`learn.pack=False`): every row right-padded to the bucket of the update's
          longest (`data/tokens.py`), microbatches of micro_batch_size rows; π_old / π_ref score each
          minibatch in the same layout;
  packed  `learn.pack`: the train step's minibatches packed into buffers of tokens_per_micro_batch tokens
          (`plan_packed`, one buffer per data shard in each microbatch), π_old / π_ref the whole update
          packed at once (`Learner._score_packed`).
Either way only microbatches holding a real row run, and the lm head runs ⌈scored targets / logprob_chunk⌉
windows per microbatch (`learn/logprobs.py`): the `Work` of a function is its calls per update, the mean
microbatches per call and the mean head windows per microbatch, which `aot/update.py` hands to the FLOP
count as loop trips. Rows per update stay at the upper bound (every episode to the step limit) and rows are
laid out without MCGPO's pair units (a unit of two rows changes the packing by at most a buffer's tail).

A profile is either a JSON file `{"what", "prompt": [...], "response": [...]}` (`bench/length_profile.py`
writes them; docs/results/lengths/ keeps some) or a run's capture (`<run_dir>/captures/update_*.jsonl`,
docs/captures.md), whose steps carry `prompt_tokens` and `tokens` (captures written before `prompt_tokens`
existed cannot be read: their prompts were not counted).
"""
from __future__ import annotations

import dataclasses
import json
from typing import Optional

import numpy as np

from mcgpo_jax.data.tokens import bucket_length
from mcgpo_jax.learn.batching import BatchingConfig, plan_minibatches, plan_packed

# Qwen2.5-Instruct's chat template for one user turn with no system message (its default system turn), ready
# for the response: what `ChatTokenizer.encode_prompt` renders from a Qwen2.5 checkpoint's own template.
QWEN25_CHAT = ("<|im_start|>system\nYou are Qwen, created by Alibaba Cloud. You are a helpful assistant.<|im_end|>\n"
               "<|im_start|>user\n{message}<|im_end|>\n<|im_start|>assistant\n")


@dataclasses.dataclass(frozen=True)
class LengthProfile:
  """Token counts of learner rows: prompt and response of each."""
  prompt: np.ndarray     # int64 [N]
  response: np.ndarray   # int64 [N]
  what: str              # how the rows were made
  path: str = ""
  env: Optional[str] = None   # the environment whose rows they are (a capture's; a profile's "env"), if known

  def rows(self, n: int, max_prompt: int, max_new: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """`n` rows drawn with replacement (seeded), cut as a run cuts them: prompts keep their last max_prompt
    tokens (the agent's left truncation), responses stop at max_new tokens."""
    pick = np.random.default_rng(seed).integers(0, len(self.prompt), n)
    return np.minimum(self.prompt[pick], max_prompt), np.maximum(np.minimum(self.response[pick], max_new), 1)


def load(path: str) -> LengthProfile:
  """A length profile from a profile JSON or a capture JSON Lines file (see the module docstring)."""
  if path.endswith(".jsonl"):
    return _from_capture(path)
  try:
    with open(path) as f:
      obj = json.load(f)
    prompt, response = (np.asarray(obj[k], np.int64) for k in ("prompt", "response"))
  except OSError as e:
    raise ValueError(f"--lengths={path}: {e.strerror}") from None
  except (ValueError, KeyError, TypeError) as e:
    raise ValueError(f"--lengths={path}: not a length profile (a JSON object with 'prompt' and 'response' "
                     f"lists of token counts): {e}") from None
  return _checked(prompt, response, str(obj.get("what", "")), path, obj.get("env"))


def _from_capture(path: str) -> LengthProfile:
  from mcgpo_jax.data.captures import read_captures
  try:
    groups = read_captures(path)
  except OSError as e:
    raise ValueError(f"--lengths={path}: {e.strerror}") from None
  steps = [s for g in groups for t in g.trajectories for s in t.steps]
  envs = sorted({g.env for g in groups})
  if any(s.prompt_tokens is None or s.tokens is None for s in steps):
    raise ValueError(f"--lengths={path}: a step without prompt_tokens / tokens (a capture written before steps "
                     f"counted their prompts); use a length profile instead")
  return _checked(np.asarray([s.prompt_tokens for s in steps], np.int64), np.asarray([s.tokens for s in steps],
                  np.int64), f"the {len(steps)} steps of capture {path}", path, envs[0] if len(envs) == 1 else None)


def check_env(profile: LengthProfile, env: str) -> None:
  """ValueError when `profile` holds another environment's rows than config.env=`env` (their prompt and
  response lengths are that environment's)."""
  if profile.env is not None and profile.env != env:
    raise ValueError(f"--lengths={profile.path} holds {profile.env} rows, not config.env={env!r}'s; pass a "
                     f"capture or length profile of {env}")


def _checked(prompt: np.ndarray, response: np.ndarray, what: str, path: str, env: Optional[str] = None
             ) -> LengthProfile:
  if prompt.ndim != 1 or prompt.shape != response.shape or not len(prompt):
    raise ValueError(f"--lengths={path}: 'prompt' and 'response' must be equally long non-empty lists, got "
                     f"{prompt.shape} and {response.shape}")
  if (prompt < 1).any() or (response < 0).any():
    raise ValueError(f"--lengths={path}: token counts must be positive (prompts) and >= 0 (responses)")
  return LengthProfile(prompt, response, what, path, env)


@dataclasses.dataclass(frozen=True)
class Work:
  """What one learner function runs per update in one layout, at measured lengths."""
  calls: int                # per update
  micro_per_call: float     # mean microbatches run per call (its microbatch loop's trips)
  head_windows: float       # mean lm-head windows per microbatch run
  rows: int                 # row slots per microbatch (padded: micro_batch_size; packed: buffers)
  length: int               # tokens per row slot (padded: the bucket; packed: tokens_per_micro_batch)
  slot_tokens: int          # token slots of every microbatch run, all calls
  real_tokens: int          # of which real tokens
  response_tokens: int      # of which response tokens (the loss positions)

  @property
  def padding_frac(self) -> float:
    return 1.0 - self.real_tokens / max(1, self.slot_tokens)


def padded(prompt: np.ndarray, response: np.ndarray, batching: BatchingConfig, chunk: Optional[int],
           passes: int) -> tuple[Work, Work]:
  """(train step, π_old / π_ref log-probs) of the unpacked layout; `passes`: 1 (π_old) or 2 (and π_ref)."""
  lengths = prompt + response
  length = bucket_length(int(lengths.max()))
  layout = plan_minibatches(len(lengths), (), (), (), batching, seed=0)
  rows = layout.rows.reshape(-1, layout.rows.shape[-1])            # [K·M, B]
  used = (rows >= 0).any(axis=1)
  resp = np.where(rows >= 0, response[np.maximum(rows, 0)], 0).max(axis=1)[used]
  windows = np.ceil(resp / min(chunk or length, length))
  K, n_used = layout.num_minibatches, int(used.sum())
  slot = n_used * rows.shape[1] * length
  train = Work(K, n_used / K, float(windows.mean()), rows.shape[1], length, slot, int(lengths.sum()),
               int(response.sum()))
  return train, _times(train, passes, calls=K * passes)


def packed(prompt: np.ndarray, response: np.ndarray, batching: BatchingConfig, chunk: Optional[int],
           passes: int, buffers: int) -> tuple[Work, Work]:
  """(train step, π_old / π_ref log-probs) of the packed layout, `buffers` (S) per microbatch."""
  lengths = prompt + response
  train = _packed_work(lengths, response, batching, chunk, buffers, calls_of=lambda used: len(used))
  # π_old / π_ref: the whole update packed at once, scored mini_batch_size microbatches per call.
  whole = dataclasses.replace(batching, mini_batch_size=len(lengths), micro_batch_size=len(lengths), pair_slots=1)
  M = batching.mini_batch_size
  scoring = _packed_work(lengths, response, whole, chunk, buffers, calls_of=lambda used: -(-int(used.sum()) // M))
  return train, _times(scoring, passes, calls=scoring.calls * passes)


def _times(work: Work, passes: int, calls: int) -> Work:
  """`work` run `passes` times (π_old, and π_ref when the KL term is on) in `calls` calls."""
  return dataclasses.replace(work, calls=calls, slot_tokens=work.slot_tokens * passes,
                             real_tokens=work.real_tokens * passes, response_tokens=work.response_tokens * passes)


def _packed_work(lengths, response, batching: BatchingConfig, chunk, buffers: int, calls_of) -> Work:
  T = batching.tokens_per_micro_batch
  layout = plan_packed(lengths, (), (), (), batching, seed=0, buffers=buffers)
  used = layout.num_micro()                                  # [K] microbatches each minibatch runs
  # Scored targets per (microbatch, buffer); the head's loop runs for the buffer with most, per microbatch.
  scored = np.zeros((layout.shape[0] * layout.shape[1], buffers), np.int64)
  np.add.at(scored, (layout.micro, layout.buffer), response)
  run = scored[np.unique(layout.micro)].max(axis=1)
  windows = np.ceil(run / min(chunk or T, T))
  calls = calls_of(used)
  n_used = int(used.sum())
  return Work(calls, n_used / calls, float(windows.mean()), buffers, T, n_used * buffers * T, int(lengths.sum()),
              int(response.sum()))


@dataclasses.dataclass(frozen=True)
class Turns:
  """The sampler's rollout turns at measured lengths that prefill at one prompt width."""
  width: int         # the prompt bucket they prefill at (the bucket of each turn's longest prompt)
  turns: int         # per update
  decode_steps: float   # mean decode steps per turn: its longest response (decode stops when every row has)
  prompt_tokens: int    # real prompt tokens of those turns
  response_tokens: int  # real response tokens of those turns
  # Mean per turn: its decode steps weighted by the rows each ran on over the turn's batch, as the sampler drops
  # finished rows (`Sampler.decode_calls`); the steps of a batch that never narrows streaming as much KV cache
  # (decode_steps itself when nothing is dropped).
  decode_row_steps: float


def rollout_turns(prompt: np.ndarray, response: np.ndarray, turns: int, rows_per_turn: int,
                  width_of, decode_calls=None) -> list[Turns]:
  """The rows taken in order as `turns` rollout turns of `rows_per_turn` episodes each (one host's), grouped by
  the prompt width `width_of(longest prompt)` each turn prefills at; widest first. `decode_calls(lengths)`:
  the (rows, steps) of each decode call of a turn whose rows respond `lengths` tokens (None: one call of the
  turn's rows until its longest response)."""
  if len(prompt) < turns * rows_per_turn:
    raise ValueError(f"{len(prompt)} rows do not fill {turns} turns of {rows_per_turn}")
  p = prompt[:turns * rows_per_turn].reshape(turns, rows_per_turn)
  r = response[:turns * rows_per_turn].reshape(turns, rows_per_turn)
  widths = np.asarray([width_of(int(n)) for n in p.max(axis=1)])

  def row_steps(lengths) -> float:
    calls = decode_calls(lengths.tolist()) if decode_calls else [(len(lengths), int(lengths.max()))]
    return sum(rows * steps for rows, steps in calls) / calls[0][0] if calls else 0.0
  return [Turns(int(w), int((widths == w).sum()), float(r[widths == w].max(axis=1).mean()),
                int(p[widths == w].sum()), int(r[widths == w].sum()),
                float(np.mean([row_steps(x) for x in r[widths == w]]))) for w in sorted(set(widths), reverse=True)]
