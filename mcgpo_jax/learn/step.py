"""The learner: π_old / π_ref log-probs and the minibatch train step, each one `jax.jit` with explicit shardings.

One update (architecture.md, step 4):
  1. `plan_minibatches` lays the N rows out pair-aware as [K, M, B] (host side);
  2. `compute_logprobs` scores every minibatch under π_old (the current params) and π_ref (the frozen copy),
     all *before* the first optimizer step, so every minibatch sees the same π_old;
  3. `train_step` runs once per minibatch: a loop over its non-empty microbatches accumulates the gradient of
       L_actor(B) = L_task(B) + λ_pair L_pair(B)                 (MCGPO Eq. 7; L_task per losses.py)
     each weighted 1 / (number of non-empty microbatches), then one AdamW step (M = 1: no loop).
`Learner.update` strings the three together; the trainer calls only that, `init` and `reference`.

The model is handled functionally: `nnx.split` once into a static graph definition and the Param state, and
`nnx.merge` inside the jitted functions, so the Param state can be passed with in/out shardings derived from
its `logical_axes` metadata (`mcgpo_jax.sharding`). The trainable params and optimizer state are donated to the
step. What trains is every Param, or under LoRA only the adapters (`Learner.split`: the frozen base goes in
beside them, undonated, and gets no gradient or optimizer state).
"""
from __future__ import annotations

from typing import Any, Optional, Union

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx
from jax.sharding import NamedSharding, PartitionSpec

from mcgpo_jax import distributed
from mcgpo_jax import sharding as shd
from mcgpo_jax.data.tokens import TokenArrays
from mcgpo_jax.learn import logprobs as lp
from mcgpo_jax.learn.batching import BatchingConfig, Microbatches, plan_minibatches
from mcgpo_jax.learn.losses import LossConfig, task_loss
from mcgpo_jax.learn.mismatch import mismatch_metrics, mismatch_sums
from mcgpo_jax.learn.optimizer import OptimizerConfig, make_optimizer
from mcgpo_jax.learn.pairwise import pairwise_loss, row_log_ratio
from mcgpo_jax.models import lora as lora_lib


class Learner:
  """Jitted log-prob and train-step functions for one model architecture and configuration.

  Args:
    model: the policy (any NNX module called as `model(tokens, attention_mask) -> logits [B, L, V]`); only
      its structure is kept, its weights are returned by `init`.
    loss: coefficients of L_actor.
    batching: micro / mini batch sizes.
    optimizer: an OptimizerConfig (AdamW + clipping), or any optax transformation (tests use SGD).
    mesh: a `sharding.make_mesh` mesh; None runs on the default device without sharding annotations.
    logprob_chunk: sequence positions per log-softmax chunk (None: whole sequence at once).
  """

  def __init__(self, model: nnx.Module, loss: LossConfig = LossConfig(),
               batching: BatchingConfig = BatchingConfig(),
               optimizer: Union[OptimizerConfig, optax.GradientTransformation] = OptimizerConfig(),
               mesh=None, logprob_chunk: Optional[int] = None):
    self.graphdef, params, self._rest = nnx.split(model, nnx.Param, ...)
    if jax.tree.leaves(self._rest):
      raise ValueError(f"Learner expects a model whose only state is nnx.Param; {type(model).__name__} also "
                       f"holds {len(jax.tree.leaves(self._rest))} other variable arrays")
    self.loss_cfg, self.batching, self.mesh, self.logprob_chunk = loss, batching, mesh, logprob_chunk
    self.tx = make_optimizer(optimizer) if isinstance(optimizer, OptimizerConfig) else optimizer
    self._params = params
    # What trains: every Param, or only the LoRA adapters (the base frozen: no gradient, optimizer state or
    # donation; models/lora.py). The step and the optimizer see the trainable part only.
    self._trainable = lora_lib.trainable_filter(params)
    trainable, frozen = self.split(params)
    self._opt_abstract = jax.eval_shape(self.tx.init, trainable)
    if mesh is None:
      self.param_shardings = self.opt_shardings = self._replicated = None
      trainable_shardings = frozen_shardings = None
    else:
      self.param_shardings = shd.state_shardings(params, mesh)
      trainable_shardings, frozen_shardings = (shd.state_shardings(t, mesh) for t in (trainable, frozen))
      self.opt_shardings = shd.state_shardings(self._opt_abstract, mesh)
      self._replicated = NamedSharding(mesh, PartitionSpec())
    self._train_step = jax.jit(self._train_step_impl, donate_argnums=(0, 1),
                               in_shardings=self._shardings_or_none(trainable_shardings, self.opt_shardings,
                                                                    frozen_shardings,
                                                                    self._microbatch_shardings()),
                               out_shardings=self._shardings_or_none(trainable_shardings, self.opt_shardings,
                                                                     self._replicated))
    self._logprobs = jax.jit(self._logprobs_impl,
                             in_shardings=self._shardings_or_none(self.param_shardings, self._rows_sharding(3),
                                                                  self._rows_sharding(3), self._rows_sharding(3)),
                             out_shardings=self._rows_sharding(3))
    self._init_opt = jax.jit(self.tx.init, in_shardings=self._shardings_or_none(trainable_shardings),
                             out_shardings=self.opt_shardings)
    self._copy = jax.jit(lambda p: jax.tree.map(jnp.copy, p), in_shardings=self._shardings_or_none(
        trainable_shardings), out_shardings=trainable_shardings)
    # π_ref in the compute dtype: every weight is cast to it before use (models/qwen.py), so storing it cast
    # changes no log-prob and halves the frozen copy under float32 masters with bfloat16 compute. Under LoRA
    # π_ref is the base with the adapters off (zeros), reusing the frozen base's buffers: no second copy.
    compute = getattr(getattr(model, "config", None), "dtype", None)
    cast = lambda x: x.astype(compute) if compute is not None and jnp.issubdtype(x.dtype, jnp.floating) else jnp.copy(x)
    off = jnp.zeros_like if self.lora else cast
    self._reference = jax.jit(lambda p: jax.tree.map(off, p), in_shardings=self._shardings_or_none(
        trainable_shardings), out_shardings=trainable_shardings)
    self._mismatch = jax.jit(mismatch_sums, in_shardings=self._shardings_or_none(*[self._rows_sharding(3)] * 3),
                             out_shardings=self._replicated)

  # ---- shardings ---------------------------------------------------------------------------------------

  def _shardings_or_none(self, *shardings):
    """jit's in/out_shardings: the given tuple on a mesh (one per argument / output), None (let jit choose)
    without one."""
    return None if self.mesh is None else shardings

  def _rows_sharding(self, ndim: int) -> Optional[NamedSharding]:
    """[M, B, ...] arrays: the row axis B is the batch axis of the rules table; M stays whole (scanned)."""
    if self.mesh is None:
      return None
    spec = shd.logical_to_spec((None, "batch"), (1, self.batching.micro_batch_size), self.mesh)
    return NamedSharding(self.mesh, PartitionSpec(*spec, *([None] * (ndim - 2))))

  def _microbatch_shardings(self) -> Optional[Microbatches]:
    if self.mesh is None:
      return None
    rows3, rows2 = self._rows_sharding(3), self._rows_sharding(2)
    return Microbatches(tokens=rows3, attention_mask=rows3, response_mask=rows3, old_logp=rows3,
                        ref_logp=rows3, advantages=rows2, row_mask=rows2, pair_plus=self._replicated,
                        pair_minus=self._replicated, pair_weight=self._replicated, pair_mask=self._replicated,
                        sample_logp=rows3 if self.loss_cfg.tis_cap > 0 else None)

  def _run(self, fn, *args):
    """Calls a jitted function with the mesh set, so the model's activation constraints apply."""
    if self.mesh is None:
      return fn(*args)
    with jax.set_mesh(self.mesh):
      return fn(*args)

  # ---- trainable / frozen ------------------------------------------------------------------------------

  @property
  def lora(self) -> bool:
    """Whether only LoRA adapters train (the model holds nnx.LoRAParam leaves)."""
    return self._trainable is nnx.LoRAParam

  def split(self, params: nnx.State) -> tuple[nnx.State, nnx.State]:
    """(trainable, frozen) parts of a Param state: (params, empty) in full fine-tuning, (adapters, base)
    under LoRA. `combine` puts them back."""
    return nnx.split_state(params, self._trainable, ...)

  @staticmethod
  def combine(trainable: nnx.State, frozen: nnx.State) -> nnx.State:
    return nnx.merge_state(trainable, frozen)

  # ---- public API --------------------------------------------------------------------------------------

  def init(self) -> tuple[nnx.State, Any]:
    """(params, opt_state) placed on their shardings: a copy of the model's initial weights (the step
    donates its inputs, which must never delete the model's own arrays) and a fresh optimizer state."""
    params = self._params if self.mesh is None else jax.tree.map(distributed.global_array, self._params,
                                                                  self.param_shardings)
    params = self.copy(params)
    return params, self.init_optimizer(params)

  def init_optimizer(self, params: nnx.State) -> Any:
    """A fresh optimizer state for `params`' trainable part (e.g. weights loaded from HF or after behaviour
    cloning)."""
    return self._run(self._init_opt, self.split(params)[0])

  def abstract_state(self) -> tuple[Any, Any]:
    """ShapeDtypeStructs of (params, opt_state) carrying this learner's shardings: restore targets for
    `Checkpointer.restore`, so a checkpoint written on any mesh lands on this one."""
    def abstract(tree, shardings):
      if shardings is None:
        device = jax.sharding.SingleDeviceSharding(jax.local_devices()[0])
        return jax.tree.map(lambda x: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=device), tree)
      return jax.tree.map(lambda x, s: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=s), tree, shardings)
    return (abstract(self._params, self.param_shardings),
            abstract(self._opt_abstract, self.opt_shardings))

  def abstract_minibatch(self, num_micro: int, length: int) -> Microbatches:
    """ShapeDtypeStructs of one minibatch of `num_micro` microbatches x micro_batch_size rows of `length`
    tokens, carrying the shardings `train_step` places real minibatches on."""
    rows, pairs = (num_micro, self.batching.micro_batch_size, length), (num_micro, self.batching.num_pair_slots)
    shapes = dict(tokens=(rows, jnp.int32), attention_mask=(rows, jnp.bool_), response_mask=(rows, jnp.bool_),
                  old_logp=(rows, jnp.float32), ref_logp=(rows, jnp.float32), advantages=(rows[:2], jnp.float32),
                  row_mask=(rows[:2], jnp.bool_), pair_plus=(pairs, jnp.int32), pair_minus=(pairs, jnp.int32),
                  pair_weight=(pairs, jnp.float32), pair_mask=(pairs, jnp.bool_))
    if self.loss_cfg.tis_cap > 0:
      shapes["sample_logp"] = (rows, jnp.float32)
    shardings = self._microbatch_shardings()
    return Microbatches(**{name: jax.ShapeDtypeStruct(shape, dtype, sharding=getattr(shardings, name, None))
                           for name, (shape, dtype) in shapes.items()})

  def trace_train_step(self, num_micro: int, length: int) -> jax.stages.Traced:
    """`train_step`'s jitted function traced on abstract inputs (this learner's shardings, no data): its
    `.jaxpr` counts the step's FLOPs and `.lower().compile()` compiles it for whatever devices the mesh
    holds, e.g. a TPU topology on a CPU host (`launch/compile.py`)."""
    params, opt_state = self.abstract_state()
    trainable, frozen = self.split(params)
    return self._run(self._train_step.trace, trainable, opt_state, frozen, self.abstract_minibatch(num_micro, length))

  def trace_logprobs(self, num_micro: int, length: int) -> jax.stages.Traced:
    """`compute_logprobs`'s jitted function traced on abstract [num_micro, micro_batch_size, length] rows
    (the π_old / π_ref pass of one minibatch, and SGR-OPSD's teacher pass)."""
    params, _ = self.abstract_state()
    rows = lambda dtype: jax.ShapeDtypeStruct((num_micro, self.batching.micro_batch_size, length), dtype,
                                              sharding=self._rows_sharding(3))
    return self._run(self._logprobs.trace, params, rows(jnp.int32), rows(jnp.bool_), rows(jnp.bool_))

  def copy(self, params: nnx.State) -> nnx.State:
    """params with the trainable part in fresh buffers, so donating the copy (or `params`) to the step never
    touches the other (the frozen base, never donated, is shared)."""
    trainable, frozen = self.split(params)
    return self.combine(self._run(self._copy, trainable), frozen)

  def reference(self, params: nnx.State) -> nnx.State:
    """The frozen π_ref of `params`: fresh buffers in the model's compute dtype (the forward casts every weight
    to it before use, norms included, so its log-probs are bit-identical to those of `params`); under LoRA
    the same base buffers with the adapters off (zero), whose log-probs are the base's exactly."""
    trainable, frozen = self.split(params)
    return self.combine(self._run(self._reference, trainable), frozen)

  def compute_logprobs(self, params: nnx.State, tokens, attention_mask, scored=None) -> jax.Array:
    """log π(token_k | tokens_<k) for [M, B, L] rows (aligned with targets, column 0 is 0), f32 [M, B, L].

    π_old is `compute_logprobs(params, ...)` before the update, π_ref `compute_logprobs(ref_params, ...)`;
    rows [R, L] go in as [1, R, L] (one compile per distinct shape). `scored` (default: every real token)
    says which targets get a log-prob (0 elsewhere): the update passes the response mask, so the lm head
    runs on the response windows only."""
    rows = self._rows_sharding(3)
    attention_mask = np.asarray(attention_mask, bool)
    scored = attention_mask if scored is None else np.asarray(scored, bool) & attention_mask
    return self._run(self._logprobs, params, distributed.global_array(np.asarray(tokens, np.int32), rows),
                     distributed.global_array(attention_mask, rows), distributed.global_array(scored, rows))

  def train_step(self, params: nnx.State, opt_state: Any, batch: Microbatches) -> tuple[nnx.State, Any, dict]:
    """One optimizer step on one minibatch; `params`' trainable part and `opt_state` are donated (do not
    reuse them)."""
    if self.mesh is not None:   # host arrays become global arrays (each process places its own slices)
      batch = jax.tree.map(distributed.global_array, batch, self._microbatch_shardings())
    trainable, frozen = self.split(params)
    trainable, opt_state, metrics = self._run(self._train_step, trainable, opt_state, frozen, batch)
    return self.combine(trainable, frozen), opt_state, metrics

  def update(self, params: nnx.State, opt_state: Any, ref_params: nnx.State, rows: TokenArrays,
             advantages: np.ndarray, pair_plus=(), pair_minus=(), pair_weight=(), seed: int = 0,
             ) -> tuple[nnx.State, Any, dict]:
    """One policy update: layout, π_old / π_ref log-probs, then one train step per minibatch.

    Args:
      params, opt_state: current policy (π_old) and optimizer state; donated.
      ref_params: the frozen reference (`reference(initial params)`).
      rows: the update's N token rows.
      advantages: f32 [N] task advantage per row.
      pair_plus, pair_minus, pair_weight: MCGPO preference pairs as global row indices and weights c.
      seed: shuffle seed of this update (derive it from the run seed and the update counter).

    Returns:
      (params, opt_state, metrics): metrics are means over minibatches, plus `num_minibatches`, plus the
      rollout-vs-learner mismatch (`mismatch.py`) when `rows.sample_logp` holds the engine's log-probs.
    """
    n = rows.tokens.shape[0]
    advantages = np.asarray(advantages, np.float32)
    if advantages.shape != (n,):
      raise ValueError(f"advantages has shape {advantages.shape}, expected ({n},) (one per token row)")
    layout = plan_minibatches(n, pair_plus, pair_minus, pair_weight, self.batching, seed)
    tokens = layout.gather(np.asarray(rows.tokens, np.int32))
    attention = layout.gather(np.asarray(rows.attention_mask, bool))
    response = layout.gather(np.asarray(rows.response_mask, bool))
    adv = layout.gather(advantages)
    # π_old and π_ref for every minibatch first: later minibatches must not see partially updated params.
    old = [self.compute_logprobs(params, tokens[k], attention[k], response[k])
           for k in range(layout.num_minibatches)]
    sample = None if rows.sample_logp is None else layout.gather(np.asarray(rows.sample_logp, np.float32))
    if sample is None and self.loss_cfg.tis_cap > 0:
      raise ValueError("LossConfig.tis_cap > 0 needs the rollout engine's log-probs (rows.sample_logp)")
    mismatch = [] if sample is None else [self._mismatch_sums(old[k], sample[k], response[k] & attention[k])
                                          for k in range(layout.num_minibatches)]
    # With no KL term π_ref never enters the loss: skip its forward passes.
    ref = old if self.loss_cfg.kl_coef == 0 else [
        self.compute_logprobs(ref_params, tokens[k], attention[k], response[k])
        for k in range(layout.num_minibatches)]
    history = []
    for k in range(layout.num_minibatches):
      batch = Microbatches(tokens=tokens[k], attention_mask=attention[k], response_mask=response[k],
                           old_logp=old[k], ref_logp=ref[k], advantages=adv[k], row_mask=layout.rows[k] >= 0,
                           pair_plus=layout.pair_plus[k], pair_minus=layout.pair_minus[k],
                           pair_weight=layout.pair_weight[k], pair_mask=layout.pair_mask[k],
                           sample_logp=sample[k] if self.loss_cfg.tis_cap > 0 else None)
      params, opt_state, metrics = self.train_step(params, opt_state, batch)
      history.append(metrics)
    history = jax.device_get(history)
    metrics = {name: float(np.mean([m[name] for m in history])) for name in history[0]}
    metrics["num_pairs"] = float(sum(m["num_pairs"] for m in history))  # a count, not a mean
    metrics["num_minibatches"] = layout.num_minibatches
    if mismatch:
      metrics.update(mismatch_metrics(jax.device_get(mismatch)))
    return params, opt_state, metrics

  def _mismatch_sums(self, old_logp, sample_logp, mask) -> dict:
    rows = self._rows_sharding(3)
    return self._run(self._mismatch, old_logp, distributed.global_array(sample_logp, rows),
                     distributed.global_array(np.asarray(mask, bool), rows))

  # ---- jitted bodies -----------------------------------------------------------------------------------

  def _forward(self, params, tokens, attention_mask, scored):
    """(logp, entropy) f32 [B, L] of one microbatch, aligned with target tokens, at the `scored` targets (0
    elsewhere): the lm head runs only on windows covering them (`logprobs.response_logprobs`)."""
    model = nnx.merge(self.graphdef, params, self._rest)
    hidden = model.hidden_states(tokens, attention_mask)
    return lp.response_logprobs(hidden, model.head_weight(), tokens, scored, self.logprob_chunk)

  def _logprobs_impl(self, params, tokens, attention_mask, scored):
    return jax.lax.map(lambda xs: self._forward(params, *xs)[0], (tokens, attention_mask, scored))

  def _microbatch_loss(self, trainable, frozen, micro: Microbatches):
    """L_actor of one microbatch (Eq. 7) and its metrics; differentiated with respect to `trainable`."""
    cfg = self.loss_cfg
    mask = micro.response_mask & micro.attention_mask & micro.row_mask[:, None]
    logp, entropy = self._forward(self.combine(trainable, frozen), micro.tokens, micro.attention_mask, mask)
    loss, metrics = task_loss(logp, entropy, micro.old_logp, micro.ref_logp, micro.advantages, mask, cfg,
                              micro.sample_logp)
    d = row_log_ratio(logp, micro.old_logp, mask)
    pair = pairwise_loss(d, micro.pair_plus, micro.pair_minus, micro.pair_weight, micro.pair_mask,
                         jnp.sum(micro.row_mask))
    loss = loss + cfg.pair_coef * pair
    metrics.update(loss=loss, pair_loss=pair)
    return loss, metrics

  def _train_step_impl(self, params, opt_state, frozen, batch: Microbatches):
    """`params`: the trainable part (what `split` gives first), `frozen` the rest."""
    nonempty = jnp.any(batch.row_mask, axis=1)                       # [M]
    weight = nonempty / jnp.maximum(1.0, jnp.sum(nonempty))          # each real microbatch counts equally
    grad_fn = jax.value_and_grad(self._microbatch_loss, has_aux=True)
    if batch.tokens.shape[0] == 1:
      # One microbatch (mini = micro batch size): nothing to accumulate, so no zero-initialised sums, loop or
      # branch (≈ 4 % of the step in bench/policy.py). An all-padding microbatch gets a zero gradient here
      # too, since every loss term is a masked mean.
      (_, metrics), grads = grad_fn(params, frozen, jax.tree.map(lambda x: x[0], batch))
      return self._apply(params, opt_state, grads, jax.tree.map(lambda m: weight[0] * m, metrics), batch)
    zero_grads = jax.tree.map(lambda p: jnp.zeros(p.shape, jnp.float32), params)
    metric_shapes = jax.eval_shape(lambda: grad_fn(params, frozen, jax.tree.map(lambda x: x[0], batch)))[0][1]
    zero_metrics = jax.tree.map(lambda s: jnp.zeros(s.shape, s.dtype), metric_shapes)

    # A loop over the real microbatches only (padding ones, the tail of the last minibatch, are not run). It
    # was a scan with a `cond` skipping padding; on TPU the cond kept each microbatch's forward/backward buffers
    # beside the gradient sum, nearly doubling the step's temporaries (an 8-layer model on v5e:2x4: 30.0 -> 16.4 MiB,
    # tests/test_aot.py), the margin between fitting a v5p chip and not for the 7-8B variants.
    order = jnp.argsort(~nonempty, stable=True)   # the real microbatches first, in their order

    def accumulate(i, acc):
      grads_sum, metrics_sum = acc
      k = order[i]
      micro = jax.tree.map(lambda x: jax.lax.dynamic_index_in_dim(x, k, keepdims=False), batch)
      (_, metrics), grads = grad_fn(params, frozen, micro)
      return (jax.tree.map(lambda a, g: a + weight[k] * g.astype(jnp.float32), grads_sum, grads),
              jax.tree.map(lambda a, m: a + weight[k] * m, metrics_sum, metrics))
    grads, metrics = jax.lax.fori_loop(0, jnp.sum(nonempty), accumulate, (zero_grads, zero_metrics))
    return self._apply(params, opt_state, jax.tree.map(lambda g, p: g.astype(p.dtype), grads, params), metrics,
                       batch)

  def _apply(self, params, opt_state, grads, metrics, batch: Microbatches):
    """The optimizer step on the minibatch gradient, plus the step-level metrics."""
    updates, opt_state = self.tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    metrics.update(grad_norm=optax.global_norm(grads), num_pairs=jnp.sum(batch.pair_mask).astype(jnp.float32))
    return params, opt_state, metrics
