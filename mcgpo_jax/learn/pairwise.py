"""MCGPO's pairwise preference loss (paper Eqs. 5-7), local to one microbatch.

  d_θ(row)  = Σ_k m_k [log π_θ - log π_old] / max(1, Σ_k m_k)                          (Eq. 5)
  L_pair(B) = Σ_{(+,-) ∈ P_B} c · softplus(-(d_θ(+) - d_θ(-))) / max(1, ⌊|B|/2⌋)        (Eq. 6)

`|B|` is the number of real rows in the microbatch, so the loss scales with the microbatch's pairing capacity
rather than with how many pairs happened to land in it. Pairs arrive as padded arrays of *local* row indices
(pair-aware batching puts both rows of every pair in the same microbatch), which keeps the shapes static.
The gradient w.r.t. d_θ(+) is -c·σ(-(d_θ(+) - d_θ(-))) / max(1, ⌊|B|/2⌋) (Eq. 11).
"""
from __future__ import annotations

import jax
import jax.numpy as jnp


def row_log_ratio(logp: jnp.ndarray, old_logp: jnp.ndarray, mask: jnp.ndarray) -> jnp.ndarray:
  """d_θ per row (Eq. 5): the mean per-token log-ratio over the row's response tokens; f32 [R]."""
  mask = mask.astype(jnp.float32)
  return jnp.sum(mask * (logp - old_logp), axis=-1) / jnp.maximum(1.0, jnp.sum(mask, axis=-1))


def segment_log_ratio(logp: jnp.ndarray, old_logp: jnp.ndarray, mask: jnp.ndarray, segment_ids: jnp.ndarray,
                      num_rows: int) -> jnp.ndarray:
  """d_θ (Eq. 5) of packed rows: buffers [S, T] whose segment id j + 1 marks row j's tokens; f32 [num_rows]."""
  mask = mask.astype(jnp.float32).reshape(-1)
  ids = segment_ids.reshape(-1)   # padding (0) lands in the extra segment 0, dropped below
  total = jax.ops.segment_sum(mask * (logp - old_logp).reshape(-1), ids, num_rows + 1)[1:]
  count = jax.ops.segment_sum(mask, ids, num_rows + 1)[1:]
  return total / jnp.maximum(1.0, count)


def pairwise_loss(row_d: jnp.ndarray, plus: jnp.ndarray, minus: jnp.ndarray, weight: jnp.ndarray,
                  pair_mask: jnp.ndarray, num_rows: jnp.ndarray) -> jnp.ndarray:
  """L_pair of one microbatch (Eq. 6).

  Args:
    row_d: f32 [R], d_θ of each row of the microbatch.
    plus, minus: int32 [P], local row indices of the preferred / dispreferred row; padding entries may hold
      any in-range index (they are masked).
    weight: f32 [P], the pair weight c.
    pair_mask: bool [P], a real pair.
    num_rows: scalar, |B| = real rows in the microbatch (padding rows excluded).
  """
  margin = row_d[plus] - row_d[minus]
  per_pair = jnp.where(pair_mask, weight * jax.nn.softplus(-margin), 0.0)
  capacity = jnp.maximum(1.0, jnp.floor(jnp.asarray(num_rows, jnp.float32) / 2.0))
  return jnp.sum(per_pair) / capacity

