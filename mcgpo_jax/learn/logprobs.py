"""Per-token log-probabilities and entropies from logits, in float32, chunked over the sequence.

Token rows are prompt and response concatenated, `[R, L]`; the logits at position k predict token k+1.
Every function here returns arrays *aligned with the target tokens*: `logp[:, k]` is log π(token_k | tokens_<k)
for k >= 1 and 0 at k = 0 (nothing predicts the first token). The response mask `[R, L]` that marks response
tokens therefore selects exactly the log-probs the losses need, with no off-by-one at the call site.

The gradient is written out (`jax.custom_vjp`) rather than derived by autodiff: with p = softmax(z),
  ∂ log p_t / ∂z = onehot(t) − p,      ∂H / ∂z = −p (log p + H),
so the backward needs only the logits (saved for it, in their own dtype), log-sum-exp and entropy per
position: one fused pass over the `[R, L, V]` logits instead of autodiff's recomputed forward plus its
transposed ops (the float32 vocabulary passes were a tenth of the train step in bench/policy.py). Reverse
mode only: `jax.jvp` through these functions is not defined.

Why chunking: at Qwen scale the vocabulary is ~152k, so one row of float32 log-softmax over a 2.5k-token
sequence is ~1.5 GB. The logits themselves (often bfloat16) are already materialised by the model; forward
and backward walk over `[R, chunk, V]` slices, so besides the logits and their gradient (both in the
logits' dtype) at most one float32 slice of temporaries is live.
"""
from __future__ import annotations

from functools import partial
from typing import Optional

import jax
import jax.numpy as jnp

from mcgpo_jax.sharding import shard_activation


def _chunk_stats(logits: jnp.ndarray, targets: jnp.ndarray) -> tuple[jnp.ndarray, jnp.ndarray, jnp.ndarray]:
  """log p(target), entropy and log-sum-exp for one chunk; logits [R, C, V], targets [R, C] -> f32 [R, C]."""
  z = logits.astype(jnp.float32)
  top = jnp.max(z, axis=-1, keepdims=True)
  e = jnp.exp(z - top)
  total = jnp.sum(e, axis=-1)
  lse = top[..., 0] + jnp.log(total)
  entropy = lse - jnp.sum(e * z, axis=-1) / total  # H = lse − Σ p z
  target_logit = jnp.take_along_axis(z, targets[..., None], axis=-1)[..., 0]
  return target_logit - lse, entropy, lse


def _chunk_grad(logits, targets, lse, entropy, g_logp, g_entropy) -> jnp.ndarray:
  """∂(g_logp · logp + g_entropy · H) / ∂logits for one chunk, in the logits' dtype."""
  log_p = logits.astype(jnp.float32) - lse[..., None]
  onehot = targets[..., None] == jnp.arange(logits.shape[-1], dtype=targets.dtype)
  grad = (jnp.where(onehot, g_logp[..., None], 0.0)
          - jnp.exp(log_p) * (g_logp[..., None] + g_entropy[..., None] * (log_p + entropy[..., None])))
  return grad.astype(logits.dtype)


def _chunks(length: int, chunk_size: Optional[int]) -> tuple[int, int]:
  """(chunk, number of full chunks); the positions past num_full * chunk form one static tail."""
  chunk = length if chunk_size is None or chunk_size >= length else chunk_size
  return chunk, length // chunk


@partial(jax.custom_vjp, nondiff_argnums=(2,))
def _stats(logits: jnp.ndarray, targets: jnp.ndarray, chunk_size: Optional[int]):
  return _stats_fwd(logits, targets, chunk_size)[0]


def _stats_fwd(logits, targets, chunk_size):
  length = logits.shape[1]
  chunk, num_full = _chunks(length, chunk_size)

  def one_chunk(start):
    # Dynamic slices along the sequence axis: no transposed copy of the (large) logits.
    return _chunk_stats(jax.lax.dynamic_slice_in_dim(logits, start, chunk, axis=1),
                        jax.lax.dynamic_slice_in_dim(targets, start, chunk, axis=1))

  if num_full == 1:
    parts = one_chunk(0)
  else:
    parts = jax.lax.map(one_chunk, jnp.arange(num_full) * chunk)  # [n, R, C] each
    parts = tuple(jnp.moveaxis(x, 0, 1).reshape(targets.shape[0], -1) for x in parts)
  tail = num_full * chunk
  if tail < length:  # the remainder is static, so one direct call covers it
    parts = tuple(jnp.concatenate([a, b], axis=1)
                  for a, b in zip(parts, _chunk_stats(logits[:, tail:], targets[:, tail:])))
  logp, entropy, lse = parts
  return (logp, entropy), (logits, targets, lse, entropy)


def _stats_bwd(chunk_size, residuals, cotangents):
  logits, targets, lse, entropy = residuals
  g_logp, g_entropy = cotangents
  length = logits.shape[1]
  chunk, num_full = _chunks(length, chunk_size)
  per_position = (targets, lse, entropy, g_logp, g_entropy)
  if num_full == 1:
    grad = _chunk_grad(logits[:, :chunk], *(x[:, :chunk] for x in per_position))
  else:
    def one_chunk(i, grad):  # writes chunk i of the gradient in place
      start = i * chunk
      piece = [jax.lax.dynamic_slice_in_dim(x, start, chunk, axis=1) for x in (logits, *per_position)]
      return jax.lax.dynamic_update_slice_in_dim(grad, _chunk_grad(*piece), start, axis=1)
    # Pinned to the logits' layout: a while-loop carry may otherwise be left replicated on a mesh.
    zeros = shard_activation(jnp.zeros_like(logits), ("batch", "seq", "vocab"))
    grad = jax.lax.fori_loop(0, num_full, one_chunk, zeros)
  tail = num_full * chunk
  if tail < length:
    tail_grad = _chunk_grad(logits[:, tail:], *(x[:, tail:] for x in per_position))
    grad = (jax.lax.dynamic_update_slice_in_dim(grad, tail_grad, tail, axis=1) if num_full > 1
            else jnp.concatenate([grad, tail_grad], axis=1))
  return grad, None


_stats.defvjp(_stats_fwd, _stats_bwd)


def next_token_logprobs(logits: jnp.ndarray, targets: jnp.ndarray,
                        chunk_size: Optional[int] = None) -> tuple[jnp.ndarray, jnp.ndarray]:
  """log p(targets[:, k] | logits[:, k]) and the entropy of logits[:, k], chunked over k.

  Args:
    logits: [R, L, V], any float dtype; math is float32.
    targets: int [R, L], the token each position's distribution is scored on.
    chunk_size: sequence positions per chunk; None or >= L means one pass.

  Returns:
    (logp, entropy), both f32 [R, L].
  """
  return _stats(logits, targets, chunk_size)


def sequence_logprobs(logits: jnp.ndarray, tokens: jnp.ndarray,
                      chunk_size: Optional[int] = None) -> tuple[jnp.ndarray, jnp.ndarray]:
  """Log-probs and entropies aligned with the target tokens of a causal LM.

  Args:
    logits: [R, L, V] from the model on `tokens` (position k predicts token k+1).
    tokens: int [R, L].
    chunk_size: see `next_token_logprobs`.

  Returns:
    (logp, entropy), f32 [R, L]: entry k scores token k from the distribution at position k-1; column 0 is 0.
  """
  # Score every position against the *next* token (the last position gets a dummy target 0) and shift the
  # small [R, L] results right by one, instead of slicing logits[:, :-1] (a copy of the largest array).
  next_tokens = jnp.concatenate([tokens[:, 1:], jnp.zeros_like(tokens[:, :1])], axis=1)
  logp, entropy = next_token_logprobs(logits, next_tokens, chunk_size)
  zero = jnp.zeros_like(logp[:, :1])
  return jnp.concatenate([zero, logp[:, :-1]], axis=1), jnp.concatenate([zero, entropy[:, :-1]], axis=1)
