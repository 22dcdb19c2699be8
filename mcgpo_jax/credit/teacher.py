"""Teacher evidence of SGR-OPSD: the action-level gap d_{i,t} between plan-conditioned and plain scoring.

`d = Σ_{k ∈ action span} [log π_old(y_k | h^T, y_<k) − log π_old(y_k | h^S, y_<k)]` (docs/algorithms.md, SGR-OPSD):
both branches score the *same sampled response ids* with the same pre-update parameters; only the prompt
differs (the teacher prompt is the plan rendering prepended to the student prompt, left-truncated to the
context limit). The action span is found on the response's own tokens, never by re-tokenising text:
each token's bytes (`rollout.tokenizer.byte_level_token_bytes`) give its byte range in the decoded
response, and a token belongs to the span when its range overlaps the environment's `EnvSpec.plans.action_span`
of those bytes (ALFWorld and WebShop: `envs.interface.action_span`, the very parse their projection
executes), so tokens crossing the span's byte boundaries count. A response whose executed action is empty
or missing is unscoreable: d = 0 and the flag is False (its `Step.teacher_gap` is None, so the graph never
compares it). The module is about the gap only: tokenizer knowledge stays in `rollout/tokenizer.py`.
"""
from __future__ import annotations

import dataclasses
from typing import Callable, Optional, Sequence

import numpy as np

from mcgpo_jax.envs.interface import action_span

# logprob_fn(tokens int32 [R, L], attention_mask int32 [R, L]) -> f32 [R, L] aligned log-probs:
# entry k = log π(token_k | tokens_<k) (learn.logprobs.sequence_logprobs of the model's logits).
LogprobFn = Callable[[np.ndarray, np.ndarray], np.ndarray]


def action_token_mask(token_bytes: Sequence[bytes],
                      span_fn: Callable[[bytes], Optional[tuple[int, int]]] = action_span) -> np.ndarray:
  """bool [n]: the response tokens overlapping the action span; `span_fn` is the environment's rule
  (`envs.interface.action_span`, or SearchQA's executed `<search>`/`<answer>` payload). An empty span
  (the response executes '') selects no token."""
  mask = np.zeros(len(token_bytes), bool)
  span = span_fn(b"".join(token_bytes))
  if span is None or span[0] >= span[1]:
    return mask
  lo, hi = span
  ends = np.cumsum([len(b) for b in token_bytes])
  starts = ends - np.asarray([len(b) for b in token_bytes])
  return (starts < hi) & (ends > lo) & (ends > starts)


PLAN_HEADER = "Privileged subgoal plan for this task (for scoring only):"


def teacher_message(guidance: str, student_message: str) -> str:
  """The teacher's user message: the rendered plan (or skill text) prepended to the student's message.

  Prepending at the message level keeps the chat template intact; encode the result exactly like the
  student message (e.g. `ChatTokenizer.encode_prompt`) to get the teacher prompt ids for `teacher_gaps`.
  """
  return f"{PLAN_HEADER}\n{guidance}\n\n{student_message}"


@dataclasses.dataclass
class TeacherGaps:
  gap: np.ndarray        # f64 [R]: d per response (0 where unscoreable)
  scoreable: np.ndarray  # bool [R]

  def step_values(self) -> list[Optional[float]]:
    """`Step.teacher_gap` values: d, or None for an unscoreable response."""
    return [float(d) if ok else None for d, ok in zip(self.gap, self.scoreable)]


def _round_up(n: int, multiple: int) -> int:
  return -(-n // multiple) * multiple


def teacher_gaps(student_prompts: Sequence[Sequence[int]], teacher_prompts: Sequence[Sequence[int]],
                 responses: Sequence[Sequence[int]], action_masks: Sequence[np.ndarray], logprob_fn: LogprobFn,
                 max_teacher_prompt: int, pad_id: int = 0, length_multiple: int = 64) -> TeacherGaps:
  """d for R responses, scoring student and teacher rows in one `logprob_fn` call.

  Args:
    student_prompts: R prompt id lists h^S.
    teacher_prompts: R plan-prefixed prompt id lists h^T; each is left-truncated to `max_teacher_prompt`.
    responses: R sampled response id lists y (shared by both branches).
    action_masks: R bool masks over the response tokens (`action_token_mask`).
    logprob_fn: the pre-update policy's aligned log-probs (see LogprobFn).
    max_teacher_prompt: the environment's prompt-token limit.
    pad_id, length_multiple: right padding of the `[2R, L]` rows (L rounded up so shapes repeat).
  """
  R = len(responses)
  if not (len(student_prompts) == len(teacher_prompts) == len(action_masks) == R):
    raise ValueError(f"teacher_gaps: {len(student_prompts)} student prompts, {len(teacher_prompts)} teacher "
                     f"prompts, {len(action_masks)} action masks for {R} responses")
  if max_teacher_prompt < 1:
    raise ValueError(f"teacher_gaps: max_teacher_prompt = {max_teacher_prompt}; expected >= 1")
  masks = [np.asarray(m, bool) for m in action_masks]
  for r, (m, y) in enumerate(zip(masks, responses)):
    if m.shape != (len(y),):
      raise ValueError(f"teacher_gaps: action mask {r} has shape {m.shape}, response has {len(y)} tokens")
  scoreable = np.asarray([m.any() for m in masks], bool)
  if not scoreable.any():
    return TeacherGaps(np.zeros(R), scoreable)
  prompts = [list(p) for p in student_prompts] + [list(p)[-max_teacher_prompt:] for p in teacher_prompts]
  rows = [p + list(y) for p, y in zip(prompts, list(responses) * 2)]
  L = _round_up(max(len(x) for x in rows), length_multiple)
  tokens = np.full((2 * R, L), pad_id, np.int32)
  attention = np.zeros((2 * R, L), np.int32)
  for r, x in enumerate(rows):
    tokens[r, :len(x)] = x
    attention[r, :len(x)] = 1
  logp = np.asarray(logprob_fn(tokens, attention), np.float64)
  if logp.shape != tokens.shape:
    raise ValueError(f"teacher_gaps: logprob_fn returned shape {logp.shape}, expected {tokens.shape}")
  gap = np.zeros(R)
  for r in np.nonzero(scoreable)[0]:
    n = len(responses[r])
    s0, t0 = len(prompts[r]), len(prompts[R + r])
    gap[r] = np.sum((logp[R + r, t0:t0 + n] - logp[r, s0:s0 + n])[masks[r]])
  return TeacherGaps(gap, scoreable)
