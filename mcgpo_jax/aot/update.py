"""The jitted functions one update of a run executes, traced on abstract inputs for a given set of devices.

Everything goes through the objects a training run builds: the policy from `config.model` (abstract, via
`nnx.eval_shape`: no weights are made or read), the mesh from `config.mesh` (`sharding.run_mesh`), the
learner from `builder.make_learner`, the embedded engine's weight layout (`rollout.engines.jax`) and the
sampler's phases (`Sampler.trace_phases`). A change that breaks compiling them breaks `launch/compile.py`
and its test.

Sizes are the run's own (upper bounds where episodes vary; the learner is traced unpacked, every row at its
maximum length, whatever learn.pack says):
  learner   minibatches of mini_batch_size rows (micro_per_mini microbatches of micro_batch_size rows) of
            max_prompt_tokens + max_new_tokens tokens; rows per update = groups x group_size x max_steps
            (one row per environment step, every episode running to the step limit);
  log-probs π_old for every minibatch, π_ref too when kl_coef > 0; SGR-OPSD's teacher pass scores every row
            twice (student and plan-conditioned prompt) in one call;
  sampler   one prefill + decode per environment step of groups x group_size episodes (on several hosts each
            host samples its own share on its own devices, on the mesh config.rollout.tensor gives it), prompts
            in the engine's bucket for max_prompt_tokens, max_new_tokens decode steps; with a length profile
            also at its lengths (each turn at the bucket of its longest prompt, decoding until its longest
            response ends);
  warm start one behaviour-cloning step of warm_start.batch_size rows, when the variant clones.
"""
from __future__ import annotations

import dataclasses
import math
from typing import Any, Callable, Optional, Sequence

import jax
import jax.numpy as jnp
from flax import nnx

from mcgpo_jax import builder
from mcgpo_jax import config as config_lib
from mcgpo_jax.aot import flops, lengths
from mcgpo_jax.credit import methods
from mcgpo_jax import sharding as shd
from mcgpo_jax.models import shapes
from mcgpo_jax.models.qwen import Qwen, QwenConfig
from mcgpo_jax.models.sampler import Sampler
from mcgpo_jax.rollout.engines.jax import (abstract_copy, copy_dtype, sampler_layout, sampler_mesh,
                                          shared_with_learner)


@dataclasses.dataclass
class Function:
  """One jitted function of the update, traced; `trace` may need an earlier function's compiled form."""
  name: str
  trace: Callable[[dict[str, Any]], jax.stages.Traced]   # {name: compiled} of earlier functions -> traced
  calls: int             # per update
  tokens: int            # per call: tokens it processes (generated tokens for decode)
  response_tokens: int   # per call: of which response tokens
  devices: int           # devices it runs on (a host's for the sampler on several hosts)
  resident_args: tuple[str, ...]   # the resident state among its arguments (see Update.resident)
  while_trips: flops.Trips = 1   # iterations of its while loops, per nesting depth: decode, one per generated
                                 # token; the train step and the log-prob pass, one per microbatch (a loop
                                 # over the non-empty ones), then the lm head's, one per logprob_chunk
                                 # window of the response (learn/logprobs.py)
  memory_bound_bytes: int = 0      # per device per call: bytes that must stream from HBM (decode's weights + cache)
  attention: str = "xla"   # the attention kernel it runs (decode: always the dense one-row path)
  remat: str = "none"      # the layers' remat policy in its backward ("none" without one)
  # Which projection of the update it belongs to (`report.projected_update`): None, every one (the sampler at
  # its bound, SGR-OPSD's teacher pass, the warm start); "bound", every row at its maximum; "padded" /
  # "packed", the learner's layouts at measured lengths (`aot/lengths.py`, launch/compile.py --lengths);
  # "measured", the sampler's turns at measured lengths (they replace its bound in the padded / packed
  # projections). At measured lengths while_trips are means per call.
  basis: Optional[str] = None
  compile: bool = True     # False: its FLOPs are counted from the trace, nothing is compiled


@dataclasses.dataclass
class Update:
  """The functions of one update, and what stays resident in each device's memory between them."""
  model: QwenConfig
  model_source: str
  mesh: Any
  functions: list[Function]
  resident: dict[str, int]     # bytes per device: params, opt_state, ref_params, sampler_weights
  num_params: int
  rows_per_update: int
  turns_per_update: int
  # Bytes per device of the sampler's weights that are the learner's own (a frozen LoRA base the engine shares,
  # rollout/engines/jax.py's shared_with_learner): in the sampler's arguments and in `params`, resident once.
  sampler_shared: int = 0
  # With a length profile: what it is, and each layout's padding at it ({"padded": Work, "packed": Work}).
  measured: Optional[dict[str, Any]] = None
  sampler_mesh: Any = None   # the mesh the sampler's functions run on (rollout/engines/jax.py sampler_mesh)
  # config.pipeline.rollout_devices: the sampler's own devices (the last N), none shared with the learner's
  # mesh; 0 when both share every device.
  sampler_devices: int = 0

  def resident_beside(self, fn: "Function") -> int:
    """Bytes per device of the resident state on `fn`'s devices that are not among its arguments: on a split
    (sampler_devices), the learner's state is not on the sampler's devices nor the sampler's copy on the
    learner's."""
    here = self.resident.items()
    if self.sampler_devices:
      sampler = fn.name.startswith("sampler/")
      here = [(k, v) for k, v in here if (k == "sampler_weights") == sampler]
    others = sum(v for k, v in here if k not in fn.resident_args)
    if "sampler_weights" in fn.resident_args:   # its arguments hold the shared weights already
      others -= self.sampler_shared
    return others

  def resident_per_device(self) -> int:
    """The most resident bytes any one device holds between the functions."""
    if not self.sampler_devices:
      return sum(self.resident.values())
    learner = sum(v for k, v in self.resident.items() if k != "sampler_weights")
    return max(learner, self.resident["sampler_weights"])


def model_config(cfg, platform: str) -> tuple[QwenConfig, str]:
  """The policy's architecture (and where it came from) on `platform`: config.model.path's (or the variant's
  expected checkpoint's) config.json, else the tiny model config.model describes."""
  m = cfg.model
  name = m.path or m.expected
  if name:
    hf, source = shapes.hf_config(name, m.cache_dir)
    return QwenConfig.from_hf(hf, **config_lib.model_fields(cfg, platform)), source
  return builder.tiny_qwen_config(cfg, m.tokenizer_vocab, platform), "the tiny model of config.model"


def per_device_bytes(tree: Any) -> int:
  """Bytes one device holds of an abstract tree: each leaf's shard under its sharding (whole without one)."""
  total = 0
  for x in jax.tree.leaves(tree):
    shape = x.sharding.shard_shape(x.shape) if getattr(x, "sharding", None) is not None else x.shape
    total += math.prod(shape) * jnp.dtype(x.dtype).itemsize
  return total


def host_devices(devices: Sequence[Any]) -> list[Any]:
  """The devices of the first host (process 0) among `devices`: where one process's sampler runs."""
  first = min(d.process_index for d in devices)
  return [d for d in devices if d.process_index == first]


def plan(cfg, devices: Sequence[Any], device_memory: Optional[int],
         profile: Optional[lengths.LengthProfile] = None) -> Update:
  """The functions of one update of `cfg` on `devices` (abstract TPU devices or real ones); with a length
  `profile`, also the learner's at those lengths, padded and packed (`_measured_functions`)."""
  qcfg, source = model_config(cfg, devices[0].platform)
  model = nnx.eval_shape(lambda: Qwen(qcfg, rngs=nnx.Rngs(0)))
  # A mesh even over one chip (a run there has none): without one, jit places the abstract inputs on this
  # host's CPU and lowers for it, so a v5e:1x1 target compiled for the CPU (and Pallas splash was refused).
  own = cfg.pipeline.rollout_devices   # a split: the learner on the first devices, the sampler on the last `own`
  learner_devices = list(devices)[:-own] if own else list(devices)
  mesh = shd.make_mesh(cfg.mesh.to_dict(), learner_devices)
  # The projection's basis is every row at its maximum length, the unpacked layout (learn.pack=False): a
  # packed run computes on its real tokens only, which this upper bound does not know.
  unpacked = cfg.copy_and_resolve_references()
  unpacked.learn.pack = False
  learner = builder.make_learner(unpacked, model, mesh)
  params, opt_state = learner.abstract_state()
  num_params = sum(math.prod(x.shape) for x in jax.tree.leaves(params))
  # The embedded engine's copy, as the engine lays it out: on several hosts, on the first host's devices.
  hosts = len({d.process_index for d in devices})
  local = host_devices(devices) if hosts > 1 else list(devices)
  if own:
    local = list(devices)[-own:]
    on_mesh = sampler_mesh(shd.make_mesh({"fsdp": -1}, local), local, 1, cfg.rollout.tensor)
  else:
    on_mesh = sampler_mesh(mesh, local, hosts, cfg.rollout.tensor)
  weights_dtype = builder.engine_weights_dtype(cfg)
  layout = sampler_layout(params, on_mesh, weights_dtype, device_memory)
  sampler_params = abstract_copy(params, layout, weights_dtype)
  shared = shared_with_learner(params, layout, weights_dtype)
  shared_bytes = per_device_bytes([x for x, s in zip(jax.tree.leaves(sampler_params), shared) if s])
  # π_ref is held in the compute dtype (Learner.reference), sharded like the params; under LoRA it is the
  # frozen base itself (counted in `params`, held in the compute dtype) plus zeroed adapters: no second copy.
  ref_params = (learner.split(params)[0] if learner.lora else jax.tree.map(
      lambda x: jax.ShapeDtypeStruct(x.shape, copy_dtype(x.dtype, qcfg.dtype), sharding=x.sharding), params))
  resident = {"params": per_device_bytes(params), "opt_state": per_device_bytes(opt_state),
              "ref_params": per_device_bytes(ref_params), "sampler_weights": per_device_bytes(sampler_params) - shared_bytes}
  sizes = _Sizes.of(cfg)
  functions = _learner_functions(cfg, learner, qcfg, sizes, len(learner_devices))
  functions += _sampler_functions(cfg, learner.graphdef, qcfg, sizes, sampler_params, on_mesh, hosts, len(local),
                                  per_device_bytes(sampler_params), profile)
  if cfg.warm_start.steps > 0 and cfg.warm_start.from_run is None:
    functions.append(_warm_start_function(cfg, learner.graphdef, qcfg, sizes, params, mesh, len(learner_devices)))
  measured = None
  if profile is not None:
    extra, measured = _measured_functions(cfg, learner, model, mesh, qcfg, sizes, profile, len(learner_devices))
    functions += extra
  return Update(model=qcfg, model_source=source, mesh=mesh, functions=functions, resident=resident,
                num_params=num_params, rows_per_update=sizes.rows, turns_per_update=sizes.steps,
                sampler_shared=shared_bytes, measured=measured, sampler_mesh=on_mesh, sampler_devices=own)


@dataclasses.dataclass(frozen=True)
class _Sizes:
  """The run's sizes every function is traced at (upper bounds: every episode runs to the step limit)."""
  steps: int          # environment steps per episode
  rows: int           # token rows per update: one per environment step of every episode
  length: int         # tokens per row: max_prompt_tokens + max_new_tokens
  head_windows: int   # the lm head's while loop: windows of logprob_chunk positions covering the response

  @classmethod
  def of(cls, cfg) -> "_Sizes":
    r, steps = cfg.rollout, builder.max_steps(cfg)
    length = r.max_prompt_tokens + r.max_new_tokens
    head_windows = -(-r.max_new_tokens // min(cfg.learn.logprob_chunk or length, length))
    return cls(steps, cfg.groups * cfg.group_size * steps, length, head_windows)


def _learner_functions(cfg, learner, qcfg: QwenConfig, sizes: _Sizes, devices: int) -> list[Function]:
  """The train step and the π_old / π_ref log-prob pass over minibatches, plus SGR-OPSD's teacher pass."""
  r, learn, length = cfg.rollout, cfg.learn, sizes.length
  micro = learn.micro_batch_size
  num_micro = learn.mini_batch_size // micro
  minibatches = -(-sizes.rows // learn.mini_batch_size)
  ref_passes = 2 if learn.kl_coef > 0 else 1
  mini_tokens, mini_response = num_micro * micro * length, num_micro * micro * r.max_new_tokens
  kernel = dict(attention=qcfg.attention)
  functions = [
      Function("learner/train_step", lambda _: learner.trace_train_step(num_micro, length), minibatches,
               mini_tokens, mini_response, devices, ("params", "opt_state"),
               (num_micro, sizes.head_windows) if num_micro > 1 else sizes.head_windows, remat=qcfg.remat,
               basis="bound", **kernel),
      Function("learner/logprobs", lambda _: learner.trace_logprobs(num_micro, length), minibatches * ref_passes,
               mini_tokens, mini_response, devices, ("params",), (num_micro, sizes.head_windows), basis="bound",
               **kernel),
  ]
  method = methods.get(cfg.algorithm)
  if method.needs_teacher(cfg):   # student and teacher rows of the whole update in one call, 64-token padded
    rows = sizes.rows
    teacher_micro = -(-2 * rows // micro)
    teacher_len = -(-length // 64) * 64
    teacher_windows = -(-(teacher_len - r.max_prompt_tokens) // min(learn.logprob_chunk or teacher_len, teacher_len))
    functions.append(Function(f"{method.name}/teacher_logprobs",
                              lambda _: learner.trace_logprobs(teacher_micro, teacher_len), 1,
                              teacher_micro * micro * teacher_len, 2 * rows * r.max_new_tokens, devices,
                              ("params",), (teacher_micro, teacher_windows), **kernel))
  return functions


def _measured_functions(cfg, learner, model, mesh, qcfg: QwenConfig, sizes: _Sizes,
                        profile: lengths.LengthProfile, devices: int) -> tuple[list[Function], dict[str, Any]]:
  """The train step and π_old / π_ref pass at the profile's lengths (`aot/lengths.py`), in the padded layout
  (counted from the trace at the update's bucket, not compiled: the bound's program at a shorter length)
  and the packed one (compiled: the one shape a packed run compiles), with their mean loop trips."""
  r, learn = cfg.rollout, cfg.learn
  prompt, response = profile.rows(sizes.rows, r.max_prompt_tokens, r.max_new_tokens)
  packed_cfg = cfg.copy_and_resolve_references()
  packed_cfg.learn.pack = True
  packed_learner = builder.make_learner(packed_cfg, model, mesh)
  passes = 2 if learn.kl_coef > 0 else 1
  chunk = learn.logprob_chunk
  work = {"padded": lengths.padded(prompt, response, learner.batching, chunk, passes),
          "packed": lengths.packed(prompt, response, packed_learner.batching, chunk, passes, packed_learner.buffers)}
  kernel = dict(attention=qcfg.attention)
  num_micro = learn.mini_batch_size // learn.micro_batch_size
  shapes = {"padded": (learner, num_micro), "packed": (packed_learner, learn.mini_batch_size)}
  functions = []
  for basis, (train, scoring) in work.items():
    lrn, m = shapes[basis]
    loop = m > 1   # one microbatch: the step has no microbatch loop (Learner._train_step_impl)
    functions += [
        Function(f"learner/train_step:{basis}", lambda _, lrn=lrn, m=m, n=train.length: lrn.trace_train_step(m, n),
                 train.calls, train.slot_tokens // train.calls, train.response_tokens // train.calls, devices,
                 ("params", "opt_state"), (train.micro_per_call, train.head_windows) if loop else train.head_windows,
                 remat=qcfg.remat, basis=basis, compile=basis == "packed", **kernel),
        Function(f"learner/logprobs:{basis}", lambda _, lrn=lrn, m=m, n=scoring.length: lrn.trace_logprobs(m, n),
                 scoring.calls, scoring.slot_tokens // scoring.calls, scoring.response_tokens // scoring.calls,
                 devices, ("params",), (scoring.micro_per_call, scoring.head_windows), basis=basis,
                 compile=basis == "packed", **kernel)]
  measured = {"profile": profile.path, "what": profile.what, "rows": sizes.rows,
              **{basis: train for basis, (train, _) in work.items()}}
  return functions, measured


def _sampler_functions(cfg, graphdef, qcfg: QwenConfig, sizes: _Sizes, sampler_params, on_mesh, hosts: int,
                       devices: int, weight_bytes: int, profile: Optional[lengths.LengthProfile] = None
                       ) -> list[Function]:
  """Prefill and decode of this host's share of the episodes, in the engine's batch and prompt buckets: every
  prompt at max_prompt_tokens and max_new_tokens decode steps (the bound); with a length `profile`, also the
  turns at its lengths (basis "measured"): each prefills at the bucket of its longest prompt and decodes until
  its longest response ends, one compiled pair per prompt width."""
  r = cfg.rollout
  sampler = Sampler(pad_id=0, mesh=on_mesh, prefill_rows_per_device=r.prefill_rows_per_device,
                    wave_rows=r.wave_rows, compact_rows=r.compact_rows)
  share = -(-cfg.groups // hosts) * cfg.group_size
  waves = sampler.waves(share)   # a turn's calls, each compiled for its widest wave (the bound)
  batch = sampler.batch_bucket(max(w.stop - w.start for w in waves))
  turn = dict(graphdef=graphdef, qcfg=qcfg, sampler=sampler, sampler_params=sampler_params, on_mesh=on_mesh,
              batch=batch, max_new=r.max_new_tokens, devices=devices, weight_bytes=weight_bytes)
  functions = _turn_functions(width=sampler.prompt_width(r.max_prompt_tokens), calls=sizes.steps * len(waves),
                              trips=r.max_new_tokens, prompt_tokens=batch * sampler.prompt_width(r.max_prompt_tokens),
                              response_tokens=batch * r.max_new_tokens, **turn)
  if profile is not None:   # waves of the narrowest wave's rows (the others' extra row left out of the measured turns)
    prompt, response = profile.rows(sizes.rows, r.max_prompt_tokens, r.max_new_tokens)
    narrowest = min(w.stop - w.start for w in waves)
    for t in lengths.rollout_turns(prompt, response, sizes.steps * len(waves), narrowest, sampler.prompt_width,
                                   sampler.decode_calls):
      functions += _turn_functions(width=t.width, calls=t.turns, trips=t.decode_steps, row_trips=t.decode_row_steps,
                                   prompt_tokens=t.prompt_tokens // t.turns,
                                   response_tokens=t.response_tokens // t.turns, suffix=f":measured-{t.width}",
                                   basis="measured", **turn)
  return functions


def _turn_functions(graphdef, qcfg: QwenConfig, sampler: Sampler, sampler_params, on_mesh, batch: int, width: int,
                    max_new: int, calls: int, trips: float, prompt_tokens: int, response_tokens: int, devices: int,
                    weight_bytes: int, suffix: str = "", basis: Optional[str] = None,
                    row_trips: Optional[float] = None) -> list[Function]:
  """One rollout turn's prefill of [batch, width] prompts and decode of `trips` steps (mean), called `calls`
  times per update; decode streams its weights every step and the KV cache (width + max_new slots) of the rows
  still in its batch: `row_trips` whole-batch steps' worth (`lengths.Turns.decode_row_steps`; None: `trips`,
  every row to the end), which its FLOPs scale with too."""
  row_trips = trips if row_trips is None else row_trips
  traced: dict[str, Any] = {}

  def phases():
    if "pair" not in traced:
      traced["pair"] = sampler.trace_phases(graphdef, (sampler_params,), batch, width, max_new)
    return traced["pair"]

  # One layer's slice of the stacked cache (models/qwen.py's KVCache holds every layer's).
  cache = jax.ShapeDtypeStruct((batch, qcfg.num_kv_heads, width + max_new, qcfg.head_dim), qcfg.dtype)
  if on_mesh is not None:
    cache = jax.ShapeDtypeStruct(cache.shape, cache.dtype, sharding=jax.sharding.NamedSharding(
        on_mesh, shd.logical_to_spec(("batch", "kv_heads", "cache_seq", "head_dim"), cache.shape, on_mesh)))
  cache_bytes = 2 * qcfg.num_layers * per_device_bytes(cache)   # keys and values of every layer, read per token
  prefill = f"sampler/prefill{suffix}"
  functions = [
      Function(prefill, lambda _: phases()[0], calls, prompt_tokens, 0, devices, ("sampler_weights",),
               attention=qcfg.attention, basis=basis),
      Function(f"sampler/decode{suffix}", lambda compiled: phases()[1](compiled[prefill]), calls,
               int(batch * row_trips), response_tokens, devices, ("sampler_weights",), while_trips=row_trips,
               memory_bound_bytes=int(trips * weight_bytes + row_trips * cache_bytes), basis=basis),
  ]
  if not suffix and sampler.compaction_floor(batch):
    # Compiled for its memory only (the old and the narrower state held together; a gather, no FLOPs): the
    # widest turn's first drop of its finished rows.
    functions.append(Function("sampler/keep_rows", lambda compiled: sampler.trace_narrowing(
        phases()[0], compiled[prefill]), 0, 0, 0, devices, (), basis=basis))
  return functions


def _warm_start_function(cfg, graphdef, qcfg: QwenConfig, sizes: _Sizes, params, mesh, devices: int) -> Function:
  """One behaviour-cloning step of warm_start.batch_size rows (the variant clones before RL)."""
  from mcgpo_jax.learn.optimizer import OptimizerConfig
  from mcgpo_jax.learn.sft import BehaviourCloning
  bc = BehaviourCloning(graphdef, OptimizerConfig(learning_rate=cfg.warm_start.learning_rate),
                        cfg.learn.logprob_chunk, mesh=mesh)
  bs = cfg.warm_start.batch_size
  return Function("warm_start/bc_step", lambda _: bc.trace_step(params, bs, sizes.length), 0,
                  bs * sizes.length, bs * cfg.rollout.max_new_tokens, devices, ("params", "opt_state"),
                  sizes.head_windows, remat=qcfg.remat, attention=qcfg.attention)
