"""SGR-OPSD's teacher pass over a collected update: the teacher gap d of every row. The builder makes it
(`make_teacher`, from config.plans) when the run's Method says it needs one; the credit layer only reads the
gaps it returns.

A learner-side forward pass (the learner's jitted scorer), run by the trainer between rollout and credit.
For each row, the teacher prompt is the task's plan (or skill text) prepended to the row's own user
message, rendered with the same chat template; both prompts score the *same sampled response ids* under
π_old (the pre-update params), and d sums the log-prob gap over the response tokens of the `<action>` span
(`credit.teacher`). The gaps come back as one float64 array over the flat token rows (NaN where the
response has no action span), which the trainer passes into packing (`data.batch.pack(teacher_gap=...)`);
records are never mutated. Captures record them through `with_teacher_gaps`.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Sequence

import numpy as np

from mcgpo_jax.credit.teacher import action_token_mask, teacher_gaps, teacher_message
from mcgpo_jax.data.records import Group
from mcgpo_jax.envs.registry import spec
from mcgpo_jax.plans import ChatPlanner, PlanProvider
from mcgpo_jax.rollout.agent import Rollout
from mcgpo_jax.rollout.tokenizer import ChatTokenizer, byte_level_token_bytes


def make_teacher(config, tokenizer: ChatTokenizer, plans_dir: str) -> "SGRTeacher":
  """The trainer's teacher scorer: the task plans of config.plans (cached in config.plans.cache_dir, else
  `plans_dir`) and the learner-side scoring pass."""
  p = config.plans
  planner = ChatPlanner(p.endpoint, p.model, config.env) if p.source == "endpoint" else None
  plans = PlanProvider(config.env, p.source, planner, cache_dir=p.cache_dir or plans_dir)
  return SGRTeacher(plans, tokenizer, config.rollout.max_prompt_tokens)


class SGRTeacher:

  def __init__(self, plans: PlanProvider, tokenizer: ChatTokenizer, max_prompt_tokens: int):
    self.plans, self.tokenizer = plans, tokenizer
    self.max_prompt_tokens = max_prompt_tokens

  def score(self, rollout: Rollout, learner: Any, params: Any) -> tuple[np.ndarray, dict[str, float]]:
    """(f64 [num_rows] teacher gap of every token row, NaN where unscoreable; diagnostics, with the pass's
    `perf/teacher_real_tokens` / `perf/teacher_slot_tokens`)."""
    counts = {"real_tokens": 0.0, "slot_tokens": 0.0}

    def logprob_fn(tokens: np.ndarray, attention: np.ndarray) -> np.ndarray:
      # Laid out as the learner lays out its update (packed buffers with learn.pack).
      logp, used = learner.score_rows(params, tokens, attention.astype(bool))
      for k in counts:
        counts[k] += used[k]
      return logp

    steps = [(g, s) for g in rollout.groups for traj in g.trajectories for s in traj.steps]
    students, teachers, responses, masks = [], [], [], []
    for group, step in steps:
      row = rollout.rows[step.row]
      guidance = self.plans.teacher_text(group.instruction or "", group.task_type)
      students.append(row.prompt_ids)
      teachers.append(self.tokenizer.encode_prompt(teacher_message(guidance, row.message)))
      responses.append(row.response_ids)
      masks.append(action_token_mask(byte_level_token_bytes(self.tokenizer, row.response_ids),
                                     spec(group.env).needs("plans", "SGR-OPSD's teacher").action_span))
    gaps = teacher_gaps(students, teachers, responses, masks, logprob_fn, self.max_prompt_tokens,
                        pad_id=self.tokenizer.pad_id)
    out = np.full(len(rollout.rows), np.nan, np.float64)
    for (_, step), d, ok in zip(steps, gaps.gap, gaps.scoreable):
      if ok:
        out[step.row] = d
    scored = gaps.gap[gaps.scoreable]
    return out, {"sgr/scoreable_rows": float(gaps.scoreable.mean()) if len(steps) else 0.0,
                 "sgr/teacher_gap_mean": float(scored.mean()) if scored.size else 0.0,
                 **{f"perf/teacher_{k}": v for k, v in counts.items()}}


def with_teacher_gaps(groups: Sequence[Group], gaps: np.ndarray) -> list[Group]:
  """Copies of `groups` whose steps record the row-indexed `gaps` (None for NaN), for captures to write."""
  step = lambda s: dataclasses.replace(s, teacher_gap=None if np.isnan(gaps[s.row]) else float(gaps[s.row]))
  return [dataclasses.replace(g, trajectories=[dataclasses.replace(t, steps=[step(s) for s in t.steps])
                                               for t in g.trajectories]) for g in groups]
