"""Shared array ops of the credit kernels: masked normalisation within segments of a task group.

Every estimator normalises some per-row quantity within a set of rows: the whole task group (episode
terms) or the rows sharing an anchor key (step terms). Rows are flattened per task to `[P, N]` (N = G·T)
and a segment is `(task p, id)`; statistics are segment sums, so cost is linear in the number of rows.

The GRPO episode term (`episode_term`) lives here too: GRPO, GiGPO, GraphGPO and G2PO all add it.
"""
from __future__ import annotations

from typing import Literal, Optional, Sequence

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


def _flat_segments(seg: jnp.ndarray, mask: jnp.ndarray, num_segments: int):
  """Global segment ids `p·num_segments + id` ([P, N]) and their number; ~mask rows go to an extra one."""
  P = seg.shape[0]
  flat = (jnp.arange(P, dtype=jnp.int32)[:, None] * num_segments + jnp.clip(seg, 0, num_segments - 1))
  return jnp.where(mask, flat, P * num_segments), P * num_segments + 1


def segment_center(x: jnp.ndarray, seg: jnp.ndarray, mask: jnp.ndarray, num_segments: int) -> jnp.ndarray:
  """`x` minus the max of its segment (0 where ~mask).

  Why: statistics of f32 values near 10 that differ by 0.1 lose ~1e-5 of a normalised advantage to the
  rounding of the mean and of `10 − 0.1` itself. Differences of nearby f32 values are exact (Sterbenz),
  so centring first and adding small offsets (the invalid penalty) afterwards keeps every statistic exact
  to f32 precision of the *spread*, not of the magnitude. Every Norm is shift invariant within a segment.
  """
  flat, n = _flat_segments(seg, mask, num_segments)
  hi = jax.ops.segment_max(jnp.where(mask, x, -jnp.inf).ravel(), flat.ravel(), n)
  return jnp.where(mask, x - hi[flat], 0.0)


def segment_stats(x: jnp.ndarray, seg: jnp.ndarray, mask: jnp.ndarray, num_segments: int, ddof: int = 1):
  """Per-row count, mean, std and spread (max − min) of the row's segment.

  Args:
    x: f32 [P, N] values.
    seg: int32 [P, N] segment id within the task, in [0, num_segments); ignored where ~mask.
    mask: bool [P, N] rows that take part.
    num_segments: static upper bound on ids per task.
    ddof: 1 for the unbiased std of docs/semantics/credit.md's Norm, 0 for the population std (HGPO).
  Returns:
    (count, mean, std, spread), each [P, N], gathered back to the rows (garbage where ~mask).
  """
  flat, n = _flat_segments(seg, mask, num_segments)
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
              singleton: Literal["raw", "zero"] = "zero", offset: Optional[jnp.ndarray] = None) -> jnp.ndarray:
  """`Norm` of docs/semantics/credit.md within segments of `x + offset`: `(v − mean)/(std + 1e-6)` (unbiased std) or
  `v − mean`.

  A segment of one row gives the raw value (`singleton="raw"`, episode terms: mean 0 / std 1) or 0
  (`"zero"`, step terms). A zero-variance segment (max == min, tested exactly so float rounding of the
  mean cannot leak a tiny value) gives 0. Masked rows give 0. Pass small per-row corrections such as
  the invalid penalty as `offset`: `x` is centred on its segment max first (`segment_center`), so
  `10 − 0.1` vs `10` differ by exactly 0.1 and the result matches float64 to ~1e-6.
  """
  centered = segment_center(x, seg, mask, num_segments)
  value = x
  if offset is not None:
    centered, value = centered + offset, x + offset
  stats = segment_stats(centered, seg, mask, num_segments)
  return _norm_from_stats(centered, value, mask, *stats, mode, singleton)


def _norm_from_stats(centered, value, mask, cnt, mean, std, spread, mode: Mode,
                     singleton: Literal["raw", "zero"]):
  """The Norm rule from the statistics of the (shifted) values `centered` of every row's segment;
  `value` is the unshifted row value a singleton segment keeps with `singleton="raw"`."""
  if mode == "mean_std":
    z = (centered - mean) / (std + EPS)
  elif mode == "mean":
    z = centered - mean
  else:
    raise ValueError(f"unknown normalisation mode {mode!r}; expected 'mean_std' or 'mean'")
  z = jnp.where(spread > 0, z, 0.0)
  single = value if singleton == "raw" else jnp.zeros_like(value)
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

  The score of row (i,t) is MCGPO's `Z_{i,t}` (App. A.3), the row's token-level task reward:
  `R_i − invalid_penalty·1[row invalid] + Δr_{i,t}`, where the penalty and `batch.shaping` (the rubric-shaping
  control's Δr, App. C.3: "added to the executed response's last valid token", 0 for every other method) are
  row-local.
  `episode_stats="rows"` (reference code default): count/mean/std/spread over all rows' scores of the task
  group, so long trajectories weigh more. `"trajectory"` (the papers' formula): over one value per
  trajectory, its episode reward R_i; the row-local terms then only enter the normalised row score, and
  a group whose trajectories all have the same R_i has zero variance (advantage 0, penalty included).
  Statistics are taken on scores centred on the group's best R_i (see `segment_center` for why).
  Returns:
    (score, centered, count, mean, std, spread), f32 broadcast to [P, G, T]: the row score, the row score
    minus the group's max R_i, and the statistics of the centred items; 0 on padding.
  """
  check_choice("episode_term", "episode_stats", episode_stats, EPISODE_STATS)
  ret = batch.episode_reward
  best = jnp.max(jnp.where(batch.slot_mask, ret, -jnp.inf), axis=1, keepdims=True)
  ret_c = jnp.where(batch.slot_mask, ret - best, 0.0)
  penalty = invalid_penalty * (~batch.valid).astype(ret.dtype) - batch.shaping
  score = jnp.where(batch.mask, ret[..., None] - penalty, 0.0)
  centered = jnp.where(batch.mask, ret_c[..., None] - penalty, 0.0)
  if episode_stats == "rows":
    stats = _masked_stats(centered, batch.mask, (1, 2))
  else:
    stats = tuple(s[..., None] for s in _masked_stats(ret_c, batch.slot_mask, (1,)))
  return (score, centered) + tuple(jnp.broadcast_to(s, score.shape) for s in stats)


def episode_term(batch: RolloutBatch, mode: Mode, episode_stats: EpisodeStats = "rows",
                 invalid_penalty: float = 0.1) -> jnp.ndarray:
  """GRPO's episode advantage `Norm_group(score_row)` of every row, f32 [P, G, T]; 0 on padding.

  A group of one (row, or trajectory with `episode_stats="trajectory"`) keeps its raw score (mean 0,
  std 1); a zero-variance group gives 0. Call it inside a jitted function (its arguments are static).
  """
  score, centered, cnt, mean, std, spread = episode_score_stats(batch, episode_stats, invalid_penalty)
  return _norm_from_stats(centered, score, batch.mask, cnt, mean, std, spread, mode, "raw")
