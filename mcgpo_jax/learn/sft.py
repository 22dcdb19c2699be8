"""Behaviour cloning (supervised fine-tuning) on prompt/response token rows: the RL warm start.

Maximises the log-likelihood of the response tokens only (prompt tokens are context), token-mean over
each batch, with AdamW + grad clipping. It shares the model, log-prob and optimizer code of the RL learner,
so a warm-started policy is the same object RL continues from. It trains the base weights: a LoRA model's
adapters stay as built (B zero, so the adapted policy is the cloned base) for RL to train on top.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from mcgpo_jax.data.tokens import TokenArrays
from mcgpo_jax.learn.logprobs import response_logprobs
from mcgpo_jax.learn.optimizer import OptimizerConfig, make_optimizer

# What cloning trains: every weight but the LoRA adapters (models/lora.py).
BASE = nnx.All(nnx.Param, nnx.Not(nnx.LoRAParam))


def split_base(params: Any) -> tuple[Any, Any]:
  """(base, adapters) of a Param state; the adapters are empty without LoRA."""
  return nnx.split_state(params, BASE, ...)


class BehaviourCloning:
  """Jitted next-token cross-entropy steps on response tokens for one model graph."""

  def __init__(self, graphdef: Any, optimizer: OptimizerConfig, logprob_chunk: Optional[int] = None):
    self.graphdef, self.chunk = graphdef, logprob_chunk
    self.tx = make_optimizer(optimizer)
    self._step = jax.jit(self._step_impl, donate_argnums=(0, 1))

  def trace_step(self, params: Any, batch_size: int, length: int, mesh=None) -> jax.stages.Traced:
    """The cloning step traced on abstract inputs: `params` as ShapeDtypeStructs (with the learner's
    shardings on a mesh), `batch_size` rows of `length` tokens (`launch/compile.py`)."""
    from mcgpo_jax import sharding as shd
    params, adapters = split_base(params)
    opt_state = jax.eval_shape(self.tx.init, params)
    rows = jax.ShapeDtypeStruct((batch_size, length), jnp.int32)
    if mesh is not None:
      shardings = shd.state_shardings(opt_state, mesh)
      opt_state = jax.tree.map(lambda x, s: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=s), opt_state, shardings)
      rows = jax.ShapeDtypeStruct(rows.shape, rows.dtype, sharding=shd.rows_sharding(mesh, rows.shape))
    mask = jax.ShapeDtypeStruct(rows.shape, jnp.bool_, sharding=rows.sharding)
    return self._step.trace(params, opt_state, adapters, rows, mask, mask)

  def _loss(self, params, adapters, tokens, attention_mask, response_mask):
    model = nnx.merge(self.graphdef, nnx.merge_state(params, adapters))
    mask = response_mask & attention_mask
    # The lm head runs only on the response windows (prompt logits would never enter the loss).
    logp, _ = response_logprobs(model.hidden_states(tokens, attention_mask), model.head_weight(), tokens, mask,
                                self.chunk)
    mask = mask.astype(jnp.float32)
    return -jnp.sum(logp * mask) / jnp.maximum(1.0, jnp.sum(mask))

  def _step_impl(self, params, opt_state, adapters, tokens, attention_mask, response_mask):
    loss, grads = jax.value_and_grad(self._loss)(params, adapters, tokens, attention_mask, response_mask)
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
    batch_size = min(batch_size, n)
    rng = np.random.default_rng(seed)
    params, adapters = split_base(params)
    params = jax.tree.map(jnp.copy, params)  # the step donates; never consume the caller's arrays
    opt_state = self.tx.init(params)
    order: list[int] = []
    losses = []
    for step in range(steps):
      if len(order) < batch_size:
        order.extend(rng.permutation(n).tolist())
      idx, order = np.asarray(order[:batch_size]), order[batch_size:]
      params, opt_state, loss = self._step(params, opt_state, adapters, jnp.asarray(rows.tokens[idx]),
                                           jnp.asarray(rows.attention_mask[idx]),
                                           jnp.asarray(rows.response_mask[idx]))
      losses.append(float(loss))
      if log is not None and (step + 1) % log_every == 0:
        log(step + 1, float(np.mean(losses[-log_every:])))
    return nnx.merge_state(params, adapters), losses
