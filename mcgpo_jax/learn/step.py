"""The learner: π_old / π_ref log-probs and the minibatch train step, each one `jax.jit` with explicit shardings.

One update (architecture.md, step 4):
  1. `plan_minibatches` lays the N rows out pair-aware as [K, M, B] (host side); with learn.pack
     `plan_packed` packs them into [K, M, S, T] buffers instead (segment ids mark the rows);
  2. `compute_logprobs` scores every minibatch under π_old (the current params) and π_ref (the frozen copy),
     all *before* the first optimizer step, so every minibatch sees the same π_old (packed, the whole update
     is packed and scored at once, then placed into the minibatches' buffers);
  3. `train_step` runs once per minibatch: a loop over its non-empty microbatches accumulates the gradient of
       L_actor(B) = L_task(B) + λ_pair L_pair(B)                 (MCGPO Eq. 7; L_task per losses.py)
     over the minibatch B, then one AdamW step (M = 1: no loop). Every term is aggregated over the whole
     minibatch, not per microbatch: a microbatch contributes its token sums over the minibatch's response
     tokens and its pairs' terms over ⌊minibatch rows / 2⌋, and the contributions add up, so the gradient
     does not depend on how the minibatch is cut into microbatches (docs/algorithms.md, "Loss aggregation").
`Learner.update` strings the three together; the trainer calls only that, `init` and `reference`.

The model is handled functionally: `nnx.split` once into a static graph definition and the Param state, and
`nnx.merge` inside the jitted functions, so the Param state can be passed with in/out shardings derived from
its `logical_axes` metadata (`mcgpo_jax.sharding`). The trainable params and optimizer state are donated to the
step. What trains is every Param, or under LoRA only the adapters (`Learner.split`: the frozen base goes in
beside them, undonated, and gets no gradient or optimizer state).
"""
from __future__ import annotations

import dataclasses
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
from mcgpo_jax.learn.batching import (BatchingConfig, Microbatches, PackedLayout, plan_minibatches, plan_packed,
                                     row_spans)
from mcgpo_jax.learn.losses import LossConfig, task_loss
from mcgpo_jax.learn.mismatch import mismatch_metrics, mismatch_sums
from mcgpo_jax.learn.optimizer import OptimizerConfig, make_optimizer
from mcgpo_jax.learn.pairwise import pairwise_loss, row_log_ratio, segment_log_ratio
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
    # Packed: one buffer per data shard in every microbatch, so the batch axis splits evenly.
    self.buffers = 1 if mesh is None else int(np.prod([mesh.shape[a] for a in ("data", "fsdp") if a in mesh.shape]))
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
    rows3 = self._rows_sharding(3)
    self._logprobs = jax.jit(self._logprobs_impl,
                             in_shardings=self._shardings_or_none(self.param_shardings, rows3, rows3, rows3,
                                                                  rows3 if batching.pack else None),
                             out_shardings=rows3)
    self._init_opt = jax.jit(self.tx.init, in_shardings=self._shardings_or_none(trainable_shardings),
                             out_shardings=self.opt_shardings)
    self._copy = jax.jit(lambda p: jax.tree.map(jnp.copy, p), in_shardings=self._shardings_or_none(
        trainable_shardings), out_shardings=trainable_shardings)
    # π_ref in the compute dtype: every weight is cast to it before use (models/qwen.py), so storing it cast
    # changes no log-prob and halves the frozen copy under float32 masters with bfloat16 compute. Under LoRA
    # π_ref is the base with the adapters off (zeros), reusing the frozen base's buffers: no second copy.
    compute = getattr(getattr(model, "config", None), "dtype", None)
    self._compute_dtype = compute
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

  @property
  def _slots(self) -> int:
    """B of the [M, B, L] arrays: rows unpacked, buffers (S) packed."""
    return self.buffers if self.batching.pack else self.batching.micro_batch_size

  def _rows_sharding(self, ndim: int) -> Optional[NamedSharding]:
    """[M, B, ...] arrays: the row axis B is the batch axis of the rules table; M stays whole (scanned)."""
    if self.mesh is None:
      return None
    spec = shd.logical_to_spec((None, "batch"), (1, self._slots), self.mesh)
    return NamedSharding(self.mesh, PartitionSpec(*spec, *([None] * (ndim - 2))))

  def _microbatch_shardings(self) -> Optional[Microbatches]:
    if self.mesh is None:
      return None
    rows3 = self._rows_sharding(3)
    # Packed, the per-row arrays index rows, not buffers: replicated like the pair arrays.
    rows2 = self._replicated if self.batching.pack else self._rows_sharding(2)
    return Microbatches(tokens=rows3, attention_mask=rows3, response_mask=rows3, old_logp=rows3,
                        ref_logp=rows3, advantages=rows2, row_mask=rows2, pair_plus=self._replicated,
                        pair_minus=self._replicated, pair_weight=self._replicated, pair_mask=self._replicated,
                        sample_logp=rows3 if self.loss_cfg.tis_cap > 0 else None,
                        segment_ids=rows3 if self.batching.pack else None)

  def _run(self, fn, *args):
    """Calls a jitted function with the mesh set, so the model's activation constraints apply."""
    return shd.call_on_mesh(self.mesh, fn, *args)

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
    tokens (packed: S buffers of `length` tokens and rows_per_micro row slots), carrying the shardings
    `train_step` places real minibatches on."""
    rows, pairs = (num_micro, self._slots, length), (num_micro, self.batching.num_pair_slots)
    per_row = (num_micro, self.batching.rows_per_micro)
    shapes = dict(tokens=(rows, jnp.int32), attention_mask=(rows, jnp.bool_), response_mask=(rows, jnp.bool_),
                  old_logp=(rows, jnp.float32), ref_logp=(rows, jnp.float32), advantages=(per_row, jnp.float32),
                  row_mask=(per_row, jnp.bool_), pair_plus=(pairs, jnp.int32), pair_minus=(pairs, jnp.int32),
                  pair_weight=(pairs, jnp.float32), pair_mask=(pairs, jnp.bool_))
    if self.loss_cfg.tis_cap > 0:
      shapes["sample_logp"] = (rows, jnp.float32)
    if self.batching.pack:
      shapes["segment_ids"] = (rows, jnp.int32)
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
    rows = lambda dtype: jax.ShapeDtypeStruct((num_micro, self._slots, length), dtype,
                                              sharding=self._rows_sharding(3))
    return self._run(self._logprobs.trace, params, rows(jnp.int32), rows(jnp.bool_), rows(jnp.bool_),
                     rows(jnp.int32) if self.batching.pack else None)

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

  def compute_logprobs(self, params: nnx.State, tokens, attention_mask, scored=None, segment_ids=None) -> jax.Array:
    """log π(token_k | tokens_<k) for [M, B, L] rows (aligned with targets, column 0 is 0), f32 [M, B, L].

    π_old is `compute_logprobs(params, ...)` before the update, π_ref `compute_logprobs(ref_params, ...)`;
    rows [R, L] go in as [1, R, L] (one compile per distinct shape). `scored` (default: every real token)
    says which targets get a log-prob (0 elsewhere): the update passes the response mask, so the lm head
    runs on the response windows only. `segment_ids` (int [M, S, T], a packed learner's buffers; required
    then, and only then): the rows packed into each buffer. Microbatches with no real token are not run."""
    if (segment_ids is None) == self.batching.pack:
      raise ValueError(f"compute_logprobs: segment_ids must be given exactly when learn.pack is set "
                       f"(pack={self.batching.pack}); use score_rows for [R, L] rows")
    rows = self._rows_sharding(3)
    attention_mask = np.asarray(attention_mask, bool)
    scored = attention_mask if scored is None else np.asarray(scored, bool) & attention_mask
    segments = None if segment_ids is None else distributed.global_array(np.asarray(segment_ids, np.int32), rows)
    return self._run(self._logprobs, params, distributed.global_array(np.asarray(tokens, np.int32), rows),
                     distributed.global_array(attention_mask, rows), distributed.global_array(scored, rows),
                     segments)

  def score_rows(self, params: nnx.State, tokens: np.ndarray, attention_mask: np.ndarray, scored=None
                 ) -> tuple[np.ndarray, dict[str, float]]:
    """log π of right-padded rows [R, L] (as `compute_logprobs`), laid out as the update lays rows out: packed
    into this learner's buffers with learn.pack, else in microbatches of micro_batch_size rows. Returns
    (f32 [R, L], the pass's `real_tokens` / `slot_tokens` counts); SGR-OPSD's teacher pass uses it."""
    tokens, attention_mask = np.asarray(tokens, np.int32), np.asarray(attention_mask, bool)
    scored = attention_mask if scored is None else np.asarray(scored, bool) & attention_mask
    R, L = tokens.shape
    if self.batching.pack:
      logp, slots = self._score_packed(params, tokens, attention_mask, scored)
    else:
      B = self.batching.micro_batch_size
      M = -(-R // B)
      grid = lambda x: np.concatenate([x, np.zeros((M * B - R, L), x.dtype)]).reshape(M, B, L)
      logp = np.asarray(distributed.host_copy(self.compute_logprobs(params, grid(tokens), grid(attention_mask),
                                                                    grid(scored)))).reshape(M * B, L)[:R]
      slots = int(np.any(grid(attention_mask), axis=(1, 2)).sum()) * B * L
    return logp, {"real_tokens": float(attention_mask.sum()), "slot_tokens": float(slots)}

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
      (params, opt_state, metrics): metrics (actor/, as the row logs them) are means over minibatches, plus
      `actor/num_minibatches`, the
      `real_tokens` and `slot_tokens` of its passes (π_old, π_ref, train steps; the trainer logs them as
      perf/), plus the rollout-vs-learner mismatch (`mismatch.py`) when `rows.sample_logp` holds the
      engine's log-probs.
    """
    n = rows.tokens.shape[0]
    advantages = np.asarray(advantages, np.float32)
    if advantages.shape != (n,):
      raise ValueError(f"advantages has shape {advantages.shape}, expected ({n},) (one per token row)")
    if rows.sample_logp is None and self.loss_cfg.tis_cap > 0:
      raise ValueError("LossConfig.tis_cap > 0 needs the rollout engine's log-probs (rows.sample_logp)")
    mb, layout = self._minibatches(rows, advantages, pair_plus, pair_minus, pair_weight, seed)
    K = len(mb)
    T = mb[0].tokens.shape[2]
    train_slots = sum(int(np.any(b.row_mask, axis=1).sum()) for b in mb) * self._slots * T
    # π_old and π_ref for every minibatch first: later minibatches must not see partially updated params.
    # With no KL term π_ref never enters the loss: its forward passes are skipped.
    score_passes = 2 if self.loss_cfg.kl_coef else 1
    old, ref, score_slots = self._score_minibatches(params, ref_params, rows, mb, layout, score_passes)
    score_slots = train_slots if score_slots is None else score_slots
    mismatch = [] if rows.sample_logp is None else [
        self._mismatch_sums(old[k], mb[k].sample_logp, mb[k].response_mask & mb[k].attention_mask)
        for k in range(K)]
    history = []
    for k in range(K):
      batch = mb[k].replace(old_logp=old[k], ref_logp=ref[k],
                            sample_logp=mb[k].sample_logp if self.loss_cfg.tis_cap > 0 else None)
      params, opt_state, metrics = self.train_step(params, opt_state, batch)
      history.append(metrics)
    history = jax.device_get(history)
    metrics = {name: float(np.mean([m[name] for m in history])) for name in history[0]}
    metrics["actor/num_pairs"] = float(sum(m["actor/num_pairs"] for m in history))  # a count, not a mean
    metrics["actor/num_minibatches"] = K
    # Token slots every pass computed (π_old, π_ref when it runs, the train step): only microbatches with a
    # real row run, each on all of its B x L slots.
    metrics["real_tokens"] = float((score_passes + 1) * np.asarray(rows.attention_mask, bool).sum())
    metrics["slot_tokens"] = float(score_passes * score_slots + train_slots)
    if mismatch:
      metrics.update(mismatch_metrics(jax.device_get(mismatch)))
    return params, opt_state, metrics

  def _score_minibatches(self, params, ref_params, rows: TokenArrays, mb: list[Microbatches], layout,
                         score_passes: int) -> tuple[list, list, Optional[int]]:
    """π_old and π_ref (π_old itself with `score_passes` 1: no KL term) log-probs of every minibatch, and the
    token slots one packed scoring pass ran (None unpacked: each minibatch is scored in its own layout, on
    the train step's slots)."""
    if layout is None:
      old = [self.compute_logprobs(params, b.tokens, b.attention_mask, b.response_mask) for b in mb]
      ref = old if score_passes == 1 else [
          self.compute_logprobs(ref_params, b.tokens, b.attention_mask, b.response_mask) for b in mb]
      return old, ref, None
    # packed: the whole update scored at once (one partly filled buffer, not one per minibatch)
    scored = np.asarray(rows.response_mask, bool) & np.asarray(rows.attention_mask, bool)
    old_rows, score_slots = self._score_packed(params, rows.tokens, rows.attention_mask, scored)
    ref_rows = old_rows if score_passes == 1 else self._score_packed(
        ref_params, rows.tokens, rows.attention_mask, scored)[0]
    return list(layout.place(old_rows)), list(layout.place(ref_rows)), score_slots

  def _minibatches(self, rows: TokenArrays, advantages, pair_plus, pair_minus, pair_weight, seed
                   ) -> tuple[list[Microbatches], Optional[PackedLayout]]:
    """The update's rows laid out as host Microbatches, one per minibatch (old_logp / ref_logp still 0):
    pair-aware rows of [L] slots (`plan_minibatches`) or, with learn.pack, packed buffers (`plan_packed`,
    returned too: it places per-row log-probs)."""
    arrays = [np.asarray(rows.tokens, np.int32), np.asarray(rows.attention_mask, bool),
              np.asarray(rows.response_mask, bool),
              None if rows.sample_logp is None else np.asarray(rows.sample_logp, np.float32)]
    n = len(advantages)
    if self.batching.pack:
      start, lengths = row_spans(arrays[1])
      layout = plan_packed(lengths, pair_plus, pair_minus, pair_weight, self.batching, seed, buffers=self.buffers,
                           start=start)
      segments = layout.segment_ids()
      tokens, _, response, sample = [None if x is None else layout.place(x) for x in arrays]
      attention, row_mask, adv = segments > 0, layout.row_mask(), layout.gather(advantages)
    else:
      layout = plan_minibatches(n, pair_plus, pair_minus, pair_weight, self.batching, seed)
      tokens, attention, response, sample = [None if x is None else layout.gather(x) for x in arrays]
      segments, row_mask, adv = None, layout.rows >= 0, layout.gather(advantages)
    zeros = np.zeros(tokens.shape[1:], np.float32)
    return ([Microbatches(tokens=tokens[k], attention_mask=attention[k], response_mask=response[k] & attention[k],
                         old_logp=zeros, ref_logp=zeros, advantages=adv[k], row_mask=row_mask[k],
                         pair_plus=layout.pair_plus[k], pair_minus=layout.pair_minus[k],
                         pair_weight=layout.pair_weight[k], pair_mask=layout.pair_mask[k],
                         sample_logp=None if sample is None else sample[k],
                         segment_ids=None if segments is None else segments[k])
             for k in range(layout.num_minibatches)], layout if self.batching.pack else None)

  def _score_packed(self, params, tokens, attention_mask, scored) -> tuple[np.ndarray, int]:
    """(log π f32 [R, L] of right-padded rows, token slots run): all R rows packed into buffers together
    (first-fit decreasing), scored mini_batch_size microbatches per call, the shape `compute_logprobs`
    already compiled for the update's minibatches."""
    R, L = tokens.shape
    whole = dataclasses.replace(self.batching, mini_batch_size=R, micro_batch_size=R, pair_slots=1)
    start, lengths = row_spans(attention_mask)
    layout = plan_packed(lengths, (), (), (), whole, seed=0, buffers=self.buffers, start=start)
    used, M = int(layout.num_micro()[0]), self.batching.mini_batch_size
    calls = -(-used // M)

    def grid(x):   # [1, R, S, T] -> the used microbatches as [calls, M, S, T]
      x = x[0, :used]
      return np.concatenate([x, np.zeros((calls * M - used,) + x.shape[1:], x.dtype)]).reshape((calls, M) + x.shape[1:])
    segments = grid(layout.segment_ids())
    tokens, scored = grid(layout.place(np.asarray(tokens, np.int32))), grid(layout.place(np.asarray(scored, bool)))
    out = np.concatenate(distributed.host_copy([self.compute_logprobs(params, tokens[c], segments[c] > 0, scored[c],
                                                                segments[c]) for c in range(calls)]))
    full = np.zeros((R,) + out.shape[1:], np.float32)
    full[:used] = out[:used]
    return layout.take(full[None], L), used * self.buffers * self.batching.tokens_per_micro_batch

  def _mismatch_sums(self, old_logp, sample_logp, mask) -> dict:
    rows = self._rows_sharding(3)
    return self._run(self._mismatch, distributed.global_array(old_logp, rows), distributed.global_array(sample_logp, rows),
                     distributed.global_array(np.asarray(mask, bool), rows))

  # ---- jitted bodies -----------------------------------------------------------------------------------

  def _forward(self, params, tokens, attention_mask, scored, segment_ids=None):
    """(logp, entropy) f32 [B, L] of one microbatch, aligned with target tokens, at the `scored` targets (0
    elsewhere): the lm head runs only on windows covering them (`logprobs.response_logprobs`). With
    `segment_ids` (packed rows) attention stays within each row and positions restart per row."""
    model = nnx.merge(self.graphdef, params, self._rest)
    hidden = model.hidden_states(tokens, attention_mask, segment_ids=segment_ids)
    return lp.response_logprobs(hidden, model.head_weight(), tokens, scored, self.logprob_chunk,
                                model.config.token_vocab)

  def _logprobs_impl(self, params, tokens, attention_mask, scored, segment_ids=None):
    # A loop over the microbatches holding a real token only: a packed minibatch leaves most of its M empty,
    # and the last unpacked minibatch its tail.
    nonempty = jnp.any(attention_mask, axis=(1, 2))
    order = jnp.argsort(~nonempty, stable=True)
    segments = jnp.zeros_like(tokens) if segment_ids is None else segment_ids

    def one(i, out):
      k = order[i]
      at = lambda x: jax.lax.dynamic_index_in_dim(x, k, keepdims=False)
      logp = self._forward(params, at(tokens), at(attention_mask), at(scored),
                           None if segment_ids is None else at(segments))[0]
      return jax.lax.dynamic_update_index_in_dim(out, logp, k, 0)
    out = shd.shard_activation(jnp.zeros(tokens.shape, jnp.float32), (None, "batch", "seq"))
    return jax.lax.fori_loop(0, jnp.sum(nonempty), one, out)

  def _microbatch_loss(self, trainable, frozen, micro: Microbatches, minibatch_tokens, minibatch_rows):
    """One microbatch's share of the minibatch's L_actor (Eq. 7) and of its metrics: token sums over the
    minibatch's response tokens, pair terms over ⌊minibatch rows / 2⌋ (Eq. 6 with B the minibatch);
    differentiated with respect to `trainable`."""
    cfg = self.loss_cfg
    mask = self._loss_mask(micro)
    logp, entropy = self._forward(self.combine(trainable, frozen), micro.tokens, micro.attention_mask, mask,
                                  micro.segment_ids)
    if micro.segment_ids is None:
      advantages, d = micro.advantages, row_log_ratio(logp, micro.old_logp, mask)
    else:   # per-row values reach their tokens through the segment ids (row j is segment j + 1)
      advantages = jnp.take(micro.advantages, jnp.maximum(micro.segment_ids - 1, 0))
      d = segment_log_ratio(logp, micro.old_logp, mask, micro.segment_ids, micro.advantages.shape[0])
    loss, metrics = task_loss(logp, entropy, micro.old_logp, micro.ref_logp, advantages, mask, cfg,
                              micro.sample_logp, denominator=minibatch_tokens)
    pair = pairwise_loss(d, micro.pair_plus, micro.pair_minus, micro.pair_weight, micro.pair_mask,
                         minibatch_rows)
    loss = loss + cfg.pair_coef * pair
    metrics.update({"actor/loss": loss, "actor/pair_loss": pair})
    return loss, metrics

  @staticmethod
  def _loss_mask(batch: Microbatches) -> jnp.ndarray:
    """The loss positions: response tokens of real rows (packed: of any segment; padding has none)."""
    mask = batch.response_mask & batch.attention_mask
    return mask if batch.segment_ids is not None else mask & batch.row_mask[..., None]

  def _differentiated(self, params):
    """What the backward differentiates: `params` with the decoder layers' weights in the compute dtype.

    Why: the forward casts each layer weight to the compute dtype before its one use per microbatch
    (models/qwen.py), so its gradient is that cast's compute-dtype cotangent whether the cast happens here or
    inside the forward. Cast here, the backward keeps compute-dtype gradient buffers and the accumulation
    converts them to float32, instead of a float32 gradient per microbatch beside the float32 sum (ALFWorld's
    1.5B train step on v5p:2x2x1: 10.71 -> 10.06 GiB of temporaries, docs/results/accelerators.md). The embedding
    and lm head stay as they are: a tied embedding is used twice, and its two terms must sum in float32."""
    compute = self._compute_dtype
    if self.lora or compute is None:
      return params

    def cast(path, x):
      in_layers = getattr(path[0], "key", None) == "layers"
      return x.astype(compute) if in_layers and jnp.issubdtype(x.dtype, jnp.floating) else x
    return jax.tree_util.tree_map_with_path(cast, params)

  def _train_step_impl(self, params, opt_state, frozen, batch: Microbatches):
    """`params`: the trainable part (what `split` gives first), `frozen` the rest."""
    nonempty = jnp.any(batch.row_mask, axis=1)                       # [M]
    # The minibatch's counts, fixed before the loop: every microbatch divides by the same ones, so the sum of
    # their terms is the minibatch's token-mean (and Eq. 6 over its rows) however the rows were cut.
    tokens = jnp.sum(self._loss_mask(batch))
    rows = jnp.sum(batch.row_mask)
    grad_fn = jax.value_and_grad(self._microbatch_loss, has_aux=True)
    if batch.tokens.shape[0] == 1:
      # One microbatch (mini = micro batch size): nothing to accumulate, so no zero-initialised sums, loop or
      # branch (≈ 4 % of the step in bench/policy.py). An all-padding microbatch gets a zero gradient here
      # too, since every loss term is a masked sum.
      (_, metrics), grads = grad_fn(self._differentiated(params), frozen, jax.tree.map(lambda x: x[0], batch),
                                    tokens, rows)
      grads = jax.tree.map(lambda g, p: g.astype(p.dtype), grads, params)
      # × nonempty[0] changes no value (an empty microbatch's sums are 0 already), but without it XLA's TPU
      # memory analysis reports this step with 0 bytes of temporaries (7.4 MiB with it, tests/aot/test_aot.py's
      # 16-row step), a reading the accumulation test compares against; kept as the step was measured.
      return self._apply(params, opt_state, grads, jax.tree.map(lambda m: nonempty[0] * m, metrics), batch)
    zero_grads = jax.tree.map(lambda p: jnp.zeros(p.shape, jnp.float32), params)
    metric_shapes = jax.eval_shape(lambda: grad_fn(params, frozen, jax.tree.map(lambda x: x[0], batch), tokens, rows))[0][1]
    zero_metrics = jax.tree.map(lambda s: jnp.zeros(s.shape, s.dtype), metric_shapes)

    # A loop over the real microbatches only (padding ones, the tail of the last minibatch, are not run). It
    # was a scan with a `cond` skipping padding; on TPU the cond kept each microbatch's forward/backward buffers
    # beside the gradient sum, nearly doubling the step's temporaries (an 8-layer model on v5e:2x4: 30.0 -> 16.4 MiB,
    # tests/aot/test_aot.py), the margin between fitting a v5p chip and not for the 7-8B variants.
    order = jnp.argsort(~nonempty, stable=True)   # the real microbatches first, in their order
    differentiated = self._differentiated(params)
    # BatchingConfig.grad_sum_on_host: the sum is carried in host memory and visits the device for each add.
    on_host = self.batching.grad_sum_on_host
    place = lambda tree, space: jax.tree.map(lambda x: jax.device_put(x, space), tree) if on_host else tree

    def accumulate(i, acc):
      grads_sum, metrics_sum = acc
      k = order[i]
      micro = jax.tree.map(lambda x: jax.lax.dynamic_index_in_dim(x, k, keepdims=False), batch)
      (_, metrics), grads = grad_fn(differentiated, frozen, micro, tokens, rows)
      summed = jax.tree.map(lambda a, g: a + g.astype(jnp.float32), place(grads_sum, jax.memory.Space.Device), grads)
      return place(summed, jax.memory.Space.Host), jax.tree.map(lambda a, m: a + m, metrics_sum, metrics)
    grads, metrics = jax.lax.fori_loop(0, jnp.sum(nonempty), accumulate,
                                       (place(zero_grads, jax.memory.Space.Host), zero_metrics))
    grads = place(grads, jax.memory.Space.Device)
    return self._apply(params, opt_state, jax.tree.map(lambda g, p: g.astype(p.dtype), grads, params), metrics,
                       batch)

  def _apply(self, params, opt_state, grads, metrics, batch: Microbatches):
    """The optimizer step on the minibatch gradient, plus the step-level metrics."""
    updates, opt_state = self.tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    metrics.update({"actor/grad_norm": optax.global_norm(grads),
                    "actor/num_pairs": jnp.sum(batch.pair_mask).astype(jnp.float32)})
    return params, opt_state, metrics
