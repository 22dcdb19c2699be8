"""Per-token log-probabilities and entropies, in float32, chunked over the sequence.

Token rows are prompt and response concatenated, `[R, L]`; the logits at position k predict token k+1.
Every function here returns arrays *aligned with the target tokens*: `logp[:, k]` is log π(token_k | tokens_<k)
for k >= 1 and 0 at k = 0 (nothing predicts the first token). The response mask `[R, L]` that marks response
tokens therefore selects exactly the log-probs the losses need, with no off-by-one at the call site.

Two entry points:
  * `sequence_logprobs(logits, tokens)` scores every position of logits the model already materialised;
  * `response_logprobs(hidden, head, tokens, mask)` (the learner and behaviour cloning) takes the lm head's
    input instead and applies the head only on windows covering the masked positions. Agent rows are mostly
    prompt (e.g. 2,048 prompt + 512 response tokens) and with Qwen's ~152k vocabulary the `[R, L, V]` logits
    and their gradient are the largest buffers of a train step; here only `[R, chunk, V]` ever exists.

The gradient is written out (`jax.custom_vjp`) rather than derived by autodiff: with p = softmax(z),
  ∂ log p_t / ∂z = onehot(t) − p,      ∂H / ∂z = −p (log p + H),
so the backward needs only the logits, log-sum-exp and entropy per position: one fused pass over the logits
instead of autodiff's recomputed forward plus its transposed ops (the float32 vocabulary passes were a tenth
of the train step in bench/policy.py). Reverse mode only: `jax.jvp` through these functions is not defined.

Why chunking: at Qwen scale one row of float32 log-softmax over a 2.5k-token sequence is ~1.5 GB. Forward and
backward walk over `[R, chunk, V]` slices, so at most one float32 slice of temporaries is live (besides, for
`sequence_logprobs`, the logits and their gradient).
"""
from __future__ import annotations

from functools import partial
from typing import Optional

import jax
import jax.numpy as jnp

from mcgpo_jax.models.qwen import live_rows, mask_padding_rows
from mcgpo_jax.sharding import shard_activation


def _chunk_stats(logits: jnp.ndarray, targets: jnp.ndarray, vocab: Optional[int] = None
                 ) -> tuple[jnp.ndarray, jnp.ndarray, jnp.ndarray]:
  """log p(target), entropy and log-sum-exp for one chunk; logits [R, C, V], targets [R, C] -> f32 [R, C].
  `vocab`: the softmax covers rows [0, vocab) only (the tokenizer's ids, `QwenConfig.token_vocab`); None: all."""
  z = logits.astype(jnp.float32)
  masked = z if vocab is None else mask_padding_rows(z, vocab)
  top = jnp.max(masked, axis=-1, keepdims=True)
  e = jnp.exp(masked - top)   # 0 on masked rows, so Σ e z below needs the raw (finite) z there, not -inf
  total = jnp.sum(e, axis=-1)
  lse = top[..., 0] + jnp.log(total)
  entropy = lse - jnp.sum(e * z, axis=-1) / total  # H = lse − Σ p z
  target_logit = jnp.take_along_axis(masked, targets[..., None], axis=-1)[..., 0]
  return target_logit - lse, entropy, lse


def _chunk_grad(logits, targets, lse, entropy, g_logp, g_entropy, vocab: Optional[int] = None) -> jnp.ndarray:
  """∂(g_logp · logp + g_entropy · H) / ∂logits for one chunk, in the logits' dtype (0 on rows past `vocab`,
  which carry no probability)."""
  log_p = logits.astype(jnp.float32) - lse[..., None]
  p = jnp.exp(log_p)
  live = None if vocab is None else live_rows(logits.shape[-1], vocab)
  if live is not None:
    p = jnp.where(live, p, 0.0)
  onehot = targets[..., None] == jnp.arange(logits.shape[-1], dtype=targets.dtype)
  grad = (jnp.where(onehot, g_logp[..., None], 0.0)
          - p * (g_logp[..., None] + g_entropy[..., None] * (log_p + entropy[..., None])))
  return grad.astype(logits.dtype)


def _chunks(length: int, chunk_size: Optional[int]) -> tuple[int, int]:
  """(chunk, number of full chunks); the positions past num_full * chunk form one static tail."""
  chunk = length if chunk_size is None or chunk_size >= length else chunk_size
  return chunk, length // chunk


@partial(jax.custom_vjp, nondiff_argnums=(2, 3))
def _stats(logits: jnp.ndarray, targets: jnp.ndarray, chunk_size: Optional[int], vocab: Optional[int]):
  return _stats_fwd(logits, targets, chunk_size, vocab)[0]


def _stats_fwd(logits, targets, chunk_size, vocab):
  length = logits.shape[1]
  chunk, num_full = _chunks(length, chunk_size)

  def one_chunk(start):
    # Dynamic slices along the sequence axis: no transposed copy of the (large) logits.
    return _chunk_stats(jax.lax.dynamic_slice_in_dim(logits, start, chunk, axis=1),
                        jax.lax.dynamic_slice_in_dim(targets, start, chunk, axis=1), vocab)

  if num_full == 1:
    parts = one_chunk(0)
  else:
    parts = jax.lax.map(one_chunk, jnp.arange(num_full) * chunk)  # [n, R, C] each
    parts = tuple(jnp.moveaxis(x, 0, 1).reshape(targets.shape[0], -1) for x in parts)
  tail = num_full * chunk
  if tail < length:  # the remainder is static, so one direct call covers it
    parts = tuple(jnp.concatenate([a, b], axis=1)
                  for a, b in zip(parts, _chunk_stats(logits[:, tail:], targets[:, tail:], vocab)))
  logp, entropy, lse = parts
  return (logp, entropy), (logits, targets, lse, entropy)


def _stats_bwd(chunk_size, vocab, residuals, cotangents):
  logits, targets, lse, entropy = residuals
  g_logp, g_entropy = cotangents
  length = logits.shape[1]
  chunk, num_full = _chunks(length, chunk_size)
  per_position = (targets, lse, entropy, g_logp, g_entropy)
  if num_full == 1:
    grad = _chunk_grad(logits[:, :chunk], *(x[:, :chunk] for x in per_position), vocab)
  else:
    def one_chunk(i, grad):  # writes chunk i of the gradient in place
      start = i * chunk
      piece = [jax.lax.dynamic_slice_in_dim(x, start, chunk, axis=1) for x in (logits, *per_position)]
      return jax.lax.dynamic_update_slice_in_dim(grad, _chunk_grad(*piece, vocab), start, axis=1)
    # Pinned to the logits' layout: a while-loop carry may otherwise be left replicated on a mesh.
    zeros = shard_activation(jnp.zeros_like(logits), ("batch", "seq", "vocab"))
    grad = jax.lax.fori_loop(0, num_full, one_chunk, zeros)
  tail = num_full * chunk
  if tail < length:
    tail_grad = _chunk_grad(logits[:, tail:], *(x[:, tail:] for x in per_position), vocab)
    grad = (jax.lax.dynamic_update_slice_in_dim(grad, tail_grad, tail, axis=1) if num_full > 1
            else jnp.concatenate([grad, tail_grad], axis=1))
  return grad, None


_stats.defvjp(_stats_fwd, _stats_bwd)


def next_token_logprobs(logits: jnp.ndarray, targets: jnp.ndarray, chunk_size: Optional[int] = None,
                        vocab: Optional[int] = None) -> tuple[jnp.ndarray, jnp.ndarray]:
  """log p(targets[:, k] | logits[:, k]) and the entropy of logits[:, k], chunked over k.

  Args:
    logits: [R, L, V], any float dtype; math is float32.
    targets: int [R, L], the token each position's distribution is scored on.
    chunk_size: sequence positions per chunk; None or >= L means one pass.
    vocab: the distribution covers rows [0, vocab) only, the tokenizer's ids (`QwenConfig.token_vocab`): the
      embedding's padding rows get no probability and no gradient. None: every row.

  Returns:
    (logp, entropy), both f32 [R, L].
  """
  return _stats(logits, targets, chunk_size, vocab)


def sequence_logprobs(logits: jnp.ndarray, tokens: jnp.ndarray, chunk_size: Optional[int] = None,
                      vocab: Optional[int] = None) -> tuple[jnp.ndarray, jnp.ndarray]:
  """Log-probs and entropies aligned with the target tokens of a causal LM.

  Args:
    logits: [R, L, V] from the model on `tokens` (position k predicts token k+1).
    tokens: int [R, L].
    chunk_size, vocab: see `next_token_logprobs`.

  Returns:
    (logp, entropy), f32 [R, L]: entry k scores token k from the distribution at position k-1; column 0 is 0.
  """
  # Score every position against the *next* token (the last position gets a dummy target 0) and shift the
  # small [R, L] results right by one, instead of slicing logits[:, :-1] (a copy of the largest array).
  next_tokens = jnp.concatenate([tokens[:, 1:], jnp.zeros_like(tokens[:, :1])], axis=1)
  logp, entropy = next_token_logprobs(logits, next_tokens, chunk_size, vocab)
  zero = jnp.zeros_like(logp[:, :1])
  return jnp.concatenate([zero, logp[:, :-1]], axis=1), jnp.concatenate([zero, entropy[:, :-1]], axis=1)


# ---- the lm head on response windows ------------------------------------------------------------------------


def _windows(mask: jnp.ndarray, chunk: int) -> tuple[jnp.ndarray, jnp.ndarray, jnp.ndarray]:
  """(order [R, W], count [R], num_chunks): each row's scored target positions (never column 0) first, in
  order, then 1s (W = L rounded up to `chunk`); how many each row has; and how many chunks of `chunk` cover
  the row with most. Compacting the scored positions, rather than walking each row's first-to-last span,
  keeps the head off the prompts between the responses of a packed buffer (learn/batching.py)."""
  length = mask.shape[1]
  scored = mask.astype(bool).at[:, 0].set(False)
  count = jnp.sum(scored, axis=1, dtype=jnp.int32)
  width = -(-length // chunk) * chunk
  slot = jnp.where(scored, jnp.cumsum(scored, axis=1, dtype=jnp.int32) - 1, width)   # unscored: dropped
  index = jnp.arange(length, dtype=jnp.int32)
  order = jax.vmap(lambda s: jnp.ones(width, jnp.int32).at[s].set(index, mode="drop"))(slot)
  return order, count, (jnp.max(count) + chunk - 1) // chunk


def _chunk_targets(order, count, k, chunk) -> tuple[jnp.ndarray, jnp.ndarray]:
  """Chunk k of every row's scored targets: indices [R, C] (1 past the row's last) and which are real."""
  target = jax.lax.dynamic_slice_in_dim(order, k * chunk, chunk, axis=1)
  return target, (k * chunk + jnp.arange(chunk))[None, :] < count[:, None]


def _chunk_logits(hidden, head, target) -> tuple[jnp.ndarray, jnp.ndarray]:
  """(hidden states [R, C, D] at the positions predicting `target`, their float32 logits [R, C, V])."""
  h = jnp.take_along_axis(hidden, (target - 1)[..., None], axis=1)
  r, c, d = h.shape
  # The model's own head matmul (`Qwen.__call__`), on the gathered rows only.
  logits = jnp.matmul(h.reshape(r * c, d), head.T, preferred_element_type=jnp.float32).reshape(r, c, -1)
  return h, shard_activation(logits, ("batch", "seq", "vocab"))


def _put(buffer, index, valid, values, add=False):
  """Per row, writes values [R, C, ...] at positions index [R, C] of buffer [R, L, ...] where valid."""
  index = jnp.where(valid, index, buffer.shape[1])  # out of range: dropped
  write = (lambda b, i, v: b.at[i].add(v, mode="drop")) if add else (lambda b, i, v: b.at[i].set(v, mode="drop"))
  return jax.vmap(write)(buffer, index, values)


@partial(jax.custom_vjp, nondiff_argnums=(4, 5))
def _head_stats(hidden, head, tokens, mask, chunk, vocab):
  return _head_stats_fwd(hidden, head, tokens, mask, chunk, vocab)[0]


def _head_stats_fwd(hidden, head, tokens, mask, chunk, vocab):
  order, count, num_chunks = _windows(mask, chunk)

  def one_chunk(k, outputs):
    target, valid = _chunk_targets(order, count, k, chunk)
    _, logits = _chunk_logits(hidden, head, target)
    stats = _chunk_stats(logits, jnp.take_along_axis(tokens, target, axis=1), vocab)
    return tuple(_put(out, target, valid, x) for out, x in zip(outputs, stats))

  # Carries pinned to the rows' layout: a while-loop carry may otherwise be left replicated on a mesh.
  zeros = shard_activation(jnp.zeros(tokens.shape, jnp.float32), ("batch", "seq"))
  logp, entropy, lse = jax.lax.fori_loop(0, num_chunks, one_chunk, (zeros, zeros, zeros))
  return (logp, entropy), (hidden, head, tokens, mask, lse, entropy)


def _head_stats_bwd(chunk, vocab, residuals, cotangents):
  # The chunk's logits are recomputed (one more head matmul on the scored windows) rather than saved:
  # saving them is what the full-sequence path pays [R, L, V] for.
  hidden, head, tokens, mask, lse, entropy = residuals
  g_logp, g_entropy = cotangents
  order, count, num_chunks = _windows(mask, chunk)

  def one_chunk(k, grads):
    d_hidden, d_head = grads
    target, valid = _chunk_targets(order, count, k, chunk)
    h, logits = _chunk_logits(hidden, head, target)
    at = partial(jnp.take_along_axis, indices=target, axis=1)
    d_logits = _chunk_grad(logits, at(tokens), at(lse), at(entropy), at(g_logp), at(g_entropy), vocab)
    # Unscored positions have no saved lse (their exp may overflow): select, never multiply, them away.
    d_logits = jnp.where(valid[..., None], d_logits, 0.0)
    r, c, v = d_logits.shape
    flat, h = d_logits.reshape(r * c, v), h.reshape(r * c, -1)
    # Mixed float32 x compute-dtype dots, as autodiff transposes the model's head matmul.
    d_h = jax.lax.dot_general(flat, head, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32)
    d_head = d_head + jax.lax.dot_general(flat, h, (((0,), (0,)), ((), ())), preferred_element_type=jnp.float32)
    d_hidden = _put(d_hidden, target - 1, valid, d_h.reshape(r, c, -1).astype(hidden.dtype), add=True)
    return d_hidden, d_head

  d_hidden = shard_activation(jnp.zeros_like(hidden), ("batch", "seq", "act_embed"))
  d_head = shard_activation(jnp.zeros(head.shape, jnp.float32), ("vocab", "embed"))
  d_hidden, d_head = jax.lax.fori_loop(0, num_chunks, one_chunk, (d_hidden, d_head))
  return d_hidden, d_head.astype(head.dtype), None, None


_head_stats.defvjp(_head_stats_fwd, _head_stats_bwd)


def response_logprobs(hidden: jnp.ndarray, head: jnp.ndarray, tokens: jnp.ndarray, mask: jnp.ndarray,
                      chunk_size: Optional[int] = None, vocab: Optional[int] = None
                      ) -> tuple[jnp.ndarray, jnp.ndarray]:
  """Log-probs and entropies of the masked target tokens, with the lm head applied only where needed.

  Per row, the masked targets are taken in order, `chunk_size` at a time: chunk k gathers the hidden states
  predicting the row's masked targets k·C .. (k+1)·C, applies the head ([R, C, V] float32 logits) and the
  log-softmax there. The number of chunks is the row with most masked targets divided by C, so it is
  data-dependent (a while loop) while every shape, and so the compile and the memory, is fixed by C; the
  targets may sit anywhere (left or right padding, any prompt length, several responses of a packed buffer
  with prompts between). Values equal `sequence_logprobs(hidden @ head.T, tokens)` on masked positions up to
  float rounding.

  Args:
    hidden: [R, L, D] the lm head's input (`Qwen.hidden_states`); position k predicts token k+1.
    head: [V, D] the lm head in the compute dtype (`Qwen.head_weight`).
    tokens: int [R, L].
    mask: bool [R, L], the target tokens to score (e.g. response & attention); column 0 is never scored.
    chunk_size: positions per head chunk; None or >= L: one chunk of L.
    vocab: see `next_token_logprobs` (the learner passes `QwenConfig.token_vocab`, as the sampler masks).

  Returns:
    (logp, entropy), f32 [R, L] aligned with target tokens, 0 where `mask` is not set.
  """
  length = tokens.shape[1]
  chunk = length if chunk_size is None else min(chunk_size, length)
  return _head_stats(hidden, head, tokens, mask, chunk, vocab)
