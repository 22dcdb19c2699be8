"""Per-token log-probabilities and entropies from logits, in float32, chunked over the sequence.

Token rows are prompt and response concatenated, `[R, L]`; the logits at position k predict token k+1.
Every function here returns arrays *aligned with the target tokens*: `logp[:, k]` is log π(token_k | tokens_<k)
for k >= 1 and 0 at k = 0 (nothing predicts the first token). The response mask `[R, L]` that marks response
tokens therefore selects exactly the log-probs the losses need, with no off-by-one at the call site.

Why chunking: at Qwen scale the vocabulary is ~152k, so one row of float32 log-softmax over a 2.5k-token
sequence is ~1.5 GB. The logits themselves (often bfloat16) are already materialised by the model; the chunked
loop only ever holds one `[R, chunk, V]` float32 slice of the softmax temporaries, and `jax.checkpoint` on the
chunk body keeps the backward pass from saving those temporaries for every chunk.
"""
from __future__ import annotations

from typing import Optional

import jax
import jax.numpy as jnp


def _next_token_stats(logits: jnp.ndarray, targets: jnp.ndarray) -> tuple[jnp.ndarray, jnp.ndarray]:
  """log p(target) and entropy for one chunk; logits [R, C, V], targets [R, C] -> two f32 [R, C]."""
  logits = logits.astype(jnp.float32)
  lse = jax.nn.logsumexp(logits, axis=-1)
  target_logit = jnp.take_along_axis(logits, targets[..., None], axis=-1)[..., 0]
  probs = jnp.exp(logits - lse[..., None])
  # H = -Σ p log p = lse - Σ p z (avoids a second [R, C, V] log-prob temporary).
  entropy = lse - jnp.sum(probs * logits, axis=-1)
  return target_logit - lse, entropy


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
  length = logits.shape[1]
  stats = jax.checkpoint(_next_token_stats)
  if chunk_size is None or chunk_size >= length:
    return stats(logits, targets)
  num_full = length // chunk_size

  def one_chunk(start):
    # Dynamic slices along the sequence axis: no transposed copy of the (large) logits.
    return stats(jax.lax.dynamic_slice_in_dim(logits, start, chunk_size, axis=1),
                 jax.lax.dynamic_slice_in_dim(targets, start, chunk_size, axis=1))

  logp, entropy = jax.lax.map(one_chunk, jnp.arange(num_full) * chunk_size)  # [n, R, C] each
  logp = jnp.moveaxis(logp, 0, 1).reshape(targets.shape[0], num_full * chunk_size)
  entropy = jnp.moveaxis(entropy, 0, 1).reshape(targets.shape[0], num_full * chunk_size)
  tail = num_full * chunk_size
  if tail < length:  # the remainder is static, so one direct call covers it
    tail_logp, tail_entropy = stats(logits[:, tail:], targets[:, tail:])
    logp = jnp.concatenate([logp, tail_logp], axis=1)
    entropy = jnp.concatenate([entropy, tail_entropy], axis=1)
  return logp, entropy


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
