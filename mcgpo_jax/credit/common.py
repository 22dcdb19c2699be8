"""Shared array ops of the credit kernels: masked normalisation within segments of a task group.

Every estimator normalises some per-row quantity within a set of rows: the whole task group (episode
terms) or the rows sharing an anchor key (step terms). Rows are flattened per task to `[P, N]` (N = G·T)
and a segment is `(task p, id)`; statistics are segment sums, so cost is linear in the number of rows.
"""
from __future__ import annotations

from typing import Literal

import jax
import jax.numpy as jnp

Mode = Literal["mean_std", "mean"]
EPS = 1e-6


def segment_stats(x: jnp.ndarray, seg: jnp.ndarray, mask: jnp.ndarray, num_segments: int):
  """Per-row count, mean, unbiased std and spread (max − min) of the row's segment.

  Args:
    x: f32 [P, N] values.
    seg: int32 [P, N] segment id within the task, in [0, num_segments); ignored where ~mask.
    mask: bool [P, N] rows that take part.
    num_segments: static upper bound on ids per task.
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
  std = jnp.sqrt(ss / jnp.maximum(cnt - 1.0, 1.0))
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
  cnt, mean, std, spread = segment_stats(x, seg, mask, num_segments)
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
