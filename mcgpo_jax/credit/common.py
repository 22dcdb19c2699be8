"""Shared array ops of the credit kernels: masked normalisation within segments of a task group.

Every estimator normalises some per-row quantity within a set of rows: the whole task group (episode
terms) or the rows sharing an anchor key (step terms). Rows are flattened per task to `[P, N]` (N = G·T)
and a segment is `(task p, id)`; statistics are segment sums, so cost is linear in the number of rows.

The GRPO episode term (`episode_term`) lives here too: GRPO, GiGPO, GraphGPO and G2PO all add it.
"""
from __future__ import annotations

from typing import Literal, Sequence

import jax
import jax.numpy as jnp

from mcgpo_jax.data.batch import RolloutBatch

Mode = Literal["mean_std", "mean"]
EpisodeStats = Literal["rows", "trajectory"]
MODES = ("mean_std", "mean")
EPISODE_STATS = ("rows", "trajectory")
EPS = 1e-6


def check_choice(owner: str, field: str, value, choices: Sequence) -> None:
  """Loud config validation at construction time (a typo would otherwise surface inside a jit trace)."""
  if value not in choices:
    raise ValueError(f"{owner}.{field} = {value!r}; expected one of {', '.join(map(repr, choices))}")


def segment_stats(x: jnp.ndarray, seg: jnp.ndarray, mask: jnp.ndarray, num_segments: int, ddof: int = 1):
  """Per-row count, mean, std and spread (max − min) of the row's segment.

  Args:
    x: f32 [P, N] values.
    seg: int32 [P, N] segment id within the task, in [0, num_segments); ignored where ~mask.
    mask: bool [P, N] rows that take part.
    num_segments: static upper bound on ids per task.
    ddof: 1 for the unbiased std of credit.md's Norm, 0 for the population std (HGPO).
  Returns:
    (count, mean, std, spread), each [P, N], gathered back to the rows (garbage where ~mask).
  """
  P = x.shape[0]
  flat = (jnp.arange(P, dtype=jnp.int32)[:, None] * num_segments + jnp.clip(seg, 0, num_segments - 1))
  flat = jnp.where(mask, flat, P * num_segments)  # padding goes to an overflow segment that is dropped
  n = P * num_segments + 1
  xm = jnp.where(mask, x, 0.0)
  cnt = jax.ops.segment_sum(mask.astype(x.dtype).ravel(), flat.ravel(), n)
  tot = jax.ops.segment_sum(xm.ravel(), flat.ravel(), n)
  mean = tot / jnp.maximum(cnt, 1.0)
  dev = jnp.where(mask, x - mean[flat], 0.0)
  ss = jax.ops.segment_sum((dev * dev).ravel(), flat.ravel(), n)
  std = jnp.sqrt(ss / jnp.maximum(cnt - ddof, 1.0))
  big = jnp.asarray(jnp.inf, x.dtype)
  hi = jax.ops.segment_max(jnp.where(mask, x, -big).ravel(), flat.ravel(), n)
  lo = jax.ops.segment_min(jnp.where(mask, x, big).ravel(), flat.ravel(), n)
  take = lambda a: a[flat]
  return take(cnt), take(mean), take(std), take(hi - lo)


def normalize(x: jnp.ndarray, seg: jnp.ndarray, mask: jnp.ndarray, num_segments: int, mode: Mode,
              singleton: Literal["raw", "zero"] = "zero") -> jnp.ndarray:
  """`Norm` of credit.md within segments: `(x − mean)/(std + 1e-6)` (unbiased std) or `x − mean`.

  A segment of one row gives the raw value (`singleton="raw"`, episode terms: mean 0 / std 1) or 0
  (`"zero"`, step terms). A zero-variance segment (max == min, tested exactly so float rounding of the
  mean cannot leak a tiny value) gives 0. Masked rows give 0.
  """
  return _norm_from_stats(x, mask, *segment_stats(x, seg, mask, num_segments), mode, singleton)


def _norm_from_stats(x, mask, cnt, mean, std, spread, mode: Mode, singleton: Literal["raw", "zero"]):
  """The Norm rule given the segment statistics of every row (shared by segments and episode terms)."""
  if mode == "mean_std":
    z = (x - mean) / (std + EPS)
  elif mode == "mean":
    z = x - mean
  else:
    raise ValueError(f"unknown normalisation mode {mode!r}; expected 'mean_std' or 'mean'")
  z = jnp.where(spread > 0, z, 0.0)
  single = x if singleton == "raw" else jnp.zeros_like(x)
  z = jnp.where(cnt <= 1, single, z)
  return jnp.where(mask, z, 0.0)


def _masked_stats(x: jnp.ndarray, mask: jnp.ndarray, axes: tuple[int, ...]):
  """Count, mean, unbiased std and spread of the masked entries over `axes` (kept as size-1 dims)."""
  cnt = jnp.sum(mask, axis=axes, keepdims=True).astype(x.dtype)
  mean = jnp.sum(jnp.where(mask, x, 0.0), axis=axes, keepdims=True) / jnp.maximum(cnt, 1.0)
  ss = jnp.sum(jnp.where(mask, (x - mean) ** 2, 0.0), axis=axes, keepdims=True)
  std = jnp.sqrt(ss / jnp.maximum(cnt - 1.0, 1.0))
  big = jnp.asarray(jnp.inf, x.dtype)
  spread = (jnp.max(jnp.where(mask, x, -big), axis=axes, keepdims=True)
            - jnp.min(jnp.where(mask, x, big), axis=axes, keepdims=True))
  return cnt, mean, std, spread


def episode_score_stats(batch: RolloutBatch, episode_stats: EpisodeStats, invalid_penalty: float):
  """Row episode scores and the task group's statistics they are normalised with.

  The score of row (i,t) is `R_i − invalid_penalty·1[row invalid]` (the penalty is row-local).
  `episode_stats="rows"` (reference code default): count/mean/std/spread over all rows' scores of the task
  group, so long trajectories weigh more. `"trajectory"` (the papers' formula): over one value per
  trajectory, its episode reward R_i; the row-local penalty then only enters the normalised row score, and
  a group whose trajectories all have the same R_i has zero variance (advantage 0, penalty included).
  Returns:
    (score, count, mean, std, spread), each f32 broadcast to [P, G, T]; score is 0 on padding.
  """
  check_choice("episode_term", "episode_stats", episode_stats, EPISODE_STATS)
  ret = batch.episode_reward
  invalid = (~batch.valid).astype(ret.dtype)
  score = jnp.where(batch.mask, ret[..., None] - invalid_penalty * invalid, 0.0)
  if episode_stats == "rows":
    stats = _masked_stats(score, batch.mask, (1, 2))
  else:
    stats = tuple(s[..., None] for s in _masked_stats(ret, batch.slot_mask, (1,)))
  return (score,) + tuple(jnp.broadcast_to(s, score.shape) for s in stats)


def episode_term(batch: RolloutBatch, mode: Mode, episode_stats: EpisodeStats = "rows",
                 invalid_penalty: float = 0.1) -> jnp.ndarray:
  """GRPO's episode advantage `Norm_group(score_row)` of every row, f32 [P, G, T]; 0 on padding.

  A group of one (row, or trajectory with `episode_stats="trajectory"`) keeps its raw score (mean 0,
  std 1); a zero-variance group gives 0. Call it inside a jitted function (its arguments are static).
  """
  score, cnt, mean, std, spread = episode_score_stats(batch, episode_stats, invalid_penalty)
  return _norm_from_stats(score, batch.mask, cnt, mean, std, spread, mode, "raw")

