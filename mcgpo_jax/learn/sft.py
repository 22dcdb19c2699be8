"""Behaviour cloning (supervised fine-tuning) on prompt/response token rows: the RL warm start.

Maximises the log-likelihood of the response tokens only (prompt tokens are context), token-mean over
each batch, with AdamW + grad clipping. With `pack_tokens` (the run's learn.pack) a batch's rows go back to
back into buffers of that many tokens (segment ids keep them apart), the buffer count rounded up to a power
of two so a run compiles a few step shapes; the loss is the same token-mean. It shares the model, log-prob and optimizer code of the RL learner,
so a warm-started policy is the same object RL continues from. It trains the base weights: a LoRA model's
adapters stay as built (B zero, so the adapted policy is the cloned base) for RL to train on top.

On a mesh (the learner's) the step is traced and run under it, as the learner's steps are: the model's
activation constraints apply, and a Pallas attention kernel (splash, cuDNN) runs per shard in a `shard_map`,
since the compiler cannot partition it ("Mosaic kernels cannot be automatically partitioned").
"""
from __future__ import annotations

from typing import Any, Callable, Iterator, Optional

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from mcgpo_jax import sharding as shd
from mcgpo_jax.data.tokens import TokenArrays
from mcgpo_jax.learn.batching import BatchingConfig, plan_packed, row_spans
from mcgpo_jax.learn.logprobs import response_logprobs
from mcgpo_jax.learn.optimizer import OptimizerConfig, make_optimizer

# What cloning trains: every weight but the LoRA adapters (models/lora.py).
BASE = nnx.All(nnx.Param, nnx.Not(nnx.LoRAParam))


def batch_order(n: int, batch_size: int, steps: int, seed: int) -> Iterator[np.ndarray]:
  """The row indices of `steps` minibatches of `batch_size` out of `n` rows: a seeded shuffle, each epoch
  reshuffled, a batch that crosses an epoch's end taking the next epoch's first rows."""
  rng = np.random.default_rng(seed)
  order: list[int] = []
  for _ in range(steps):
    if len(order) < batch_size:
      order.extend(rng.permutation(n).tolist())
    yield np.asarray(order[:batch_size])
    order = order[batch_size:]


def split_base(params: Any) -> tuple[Any, Any]:
  """(base, adapters) of a Param state; the adapters are empty without LoRA."""
  return nnx.split_state(params, BASE, ...)


class BehaviourCloning:
  """Jitted next-token cross-entropy steps on response tokens for one model graph, on `mesh` (the
  learner's; None: one device)."""

  def __init__(self, graphdef: Any, optimizer: OptimizerConfig, logprob_chunk: Optional[int] = None,
               pack_tokens: Optional[int] = None, mesh: Optional[jax.sharding.Mesh] = None):
    self.graphdef, self.chunk, self.pack_tokens, self.mesh = graphdef, logprob_chunk, pack_tokens, mesh
    self.tx = make_optimizer(optimizer)
    self.step = jax.jit(self._step_impl, donate_argnums=(0, 1))   # one optimizer step; donates params, opt_state

  def trace_step(self, params: Any, batch_size: int, length: int) -> jax.stages.Traced:
    """The cloning step traced on abstract inputs: `params` as ShapeDtypeStructs (with the learner's
    shardings on a mesh), `batch_size` rows of `length` tokens (`launch/compile.py`)."""
    params, adapters = split_base(params)
    opt_state = jax.eval_shape(self.tx.init, params)
    rows = jax.ShapeDtypeStruct((batch_size, length), jnp.int32)
    if self.mesh is not None:
      shardings = shd.state_shardings(opt_state, self.mesh)
      opt_state = jax.tree.map(lambda x, s: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=s), opt_state, shardings)
      rows = jax.ShapeDtypeStruct(rows.shape, rows.dtype, sharding=shd.rows_sharding(self.mesh, rows.shape))
    mask = jax.ShapeDtypeStruct(rows.shape, jnp.bool_, sharding=rows.sharding)
    return shd.call_on_mesh(self.mesh, self.step.trace, params, opt_state, adapters, rows, mask, mask)

  def _loss(self, params, adapters, tokens, attention_mask, response_mask, segment_ids=None):
    model = nnx.merge(self.graphdef, nnx.merge_state(params, adapters))
    mask = response_mask & attention_mask
    # The lm head runs only on the response windows (prompt logits would never enter the loss).
    hidden = model.hidden_states(tokens, attention_mask, segment_ids=segment_ids)
    logp, _ = response_logprobs(hidden, model.head_weight(), tokens, mask, self.chunk, model.config.token_vocab)
    mask = mask.astype(jnp.float32)
    return -jnp.sum(logp * mask) / jnp.maximum(1.0, jnp.sum(mask))

  def _step_impl(self, params, opt_state, adapters, tokens, attention_mask, response_mask, segment_ids=None):
    loss, grads = jax.value_and_grad(self._loss)(params, adapters, tokens, attention_mask, response_mask,
                                                 segment_ids)
    updates, opt_state = self.tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

  def fit(self, params: Any, rows: TokenArrays, steps: int, batch_size: int, seed: int = 0,
          log: Optional[Callable[[int, float], None]] = None, log_every: int = 25) -> tuple[Any, list[float]]:
    """`steps` optimizer steps on minibatches drawn by a seeded shuffle (epochs reshuffle).

    Returns the new params (the input params are donated) and the per-step losses.
    """
    n = rows.tokens.shape[0]
    if n == 0:
      raise ValueError("behaviour cloning needs at least one demonstration row")
    params, adapters = split_base(params)
    params = jax.tree.map(jnp.copy, params)  # the step donates; never consume the caller's arrays
    opt_state = self.tx.init(params)
    losses = []
    for step, idx in enumerate(batch_order(n, min(batch_size, n), steps, seed)):
      params, opt_state, loss = shd.call_on_mesh(self.mesh, self.step, params, opt_state, adapters,
                                                 *self.batch(rows, idx))
      losses.append(float(loss))
      if log is not None and (step + 1) % log_every == 0:
        log(step + 1, float(np.mean(losses[-log_every:])))
    return nnx.merge_state(params, adapters), losses

  def batch(self, rows: TokenArrays, idx: np.ndarray) -> tuple:
    """(tokens, attention, response[, segment ids]) of rows `idx`: as they are, or packed into buffers; on a
    mesh split over its batch axes as the learner's rows are."""
    tokens, attention, response = rows.tokens[idx], rows.attention_mask[idx], rows.response_mask[idx]
    if self.pack_tokens is None:
      return self._put(tokens, attention, response)
    n = len(idx)
    cfg = BatchingConfig(micro_batch_size=n, mini_batch_size=n, pack=True, tokens_per_micro_batch=self.pack_tokens)
    start, lengths = row_spans(attention)
    layout = plan_packed(lengths, (), (), (), cfg, seed=0, start=start)
    used = int(layout.num_micro()[0])
    buffers = min(n, 1 << (used - 1).bit_length())   # a power of two: a few step shapes per run
    segments = layout.segment_ids()[0, :buffers, 0]
    return self._put(layout.place(tokens)[0, :buffers, 0], segments > 0, layout.place(response)[0, :buffers, 0],
                     segments)

  def _put(self, *arrays: np.ndarray) -> tuple:
    if self.mesh is None:
      return tuple(jnp.asarray(a) for a in arrays)
    return tuple(jax.device_put(a, shd.rows_sharding(self.mesh, a.shape)) for a in arrays)
