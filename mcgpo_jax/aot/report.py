"""Compile one update's functions and report memory, FLOPs and projected time per device.

Per function: compile time; per-device memory from the compiled program (`memory_analysis`: arguments,
outputs, temporaries, generated code; total = their sum less what donation aliases) and, beside it, the
resident state that is not among its arguments (the other copies the trainer keeps in HBM meanwhile: master
params, AdamW moments, π_ref, the sampler's copy), whose sum must fit the chip; FLOPs per device counted
from the jaxpr (`flops.py`; total / devices); tokens per call; projected time per call at 40 % MFU (decode
also at least its weights + KV cache streamed from HBM once per token at the nominal bandwidth, since a
small batch is memory-bound); calls per update; the dimensions its trace replicated because the mesh does
not divide them (`sharding.replications`: activations and caches; the state's are listed above the table).
The update's projection is the sum of calls x time.
"""
from __future__ import annotations

import collections
import dataclasses
import json
import time
from typing import Any, Callable, Optional

import jax.numpy as jnp

from mcgpo_jax import sharding as shd
from mcgpo_jax.aot import flops as flop_count
from mcgpo_jax.aot import hlo
from mcgpo_jax.aot.targets import GIB, INTERCONNECT, Chip
from mcgpo_jax.aot.update import Update

MFU = 0.4


@dataclasses.dataclass
class Compiled:
  name: str
  compile_s: float
  memory: dict[str, float]        # bytes per device: argument, output, temp, code, alias, total
  others: int                     # resident bytes per device not among its arguments
  flops: float                    # per device per call
  tokens: int
  response_tokens: int
  calls: int
  projected_s: Optional[float]    # per call; None without a peak (an unknown local device)
  loop_collectives: dict[str, int]   # in one iteration of its main loop (decode: one token)
  program_collectives: dict[str, int] = dataclasses.field(default_factory=dict)   # anywhere in the program
  bytes_accessed: float = float("nan")   # XLA's cost analysis (a loop body counted once: per decode step)
  error: str = ""                 # the compiler's refusal (e.g. out of memory), if any
  attention: str = "xla"          # the attention kernel it ran
  compile_cpu_s: float = float("nan")   # CPU seconds of the compile (all threads): comparable on a loaded host
  remat: str = "none"             # the layers' remat policy
  basis: Optional[str] = None     # the projection it belongs to (update.Function.basis)
  compiled: bool = True           # False: counted from its trace only (no memory)
  loop_collective_bytes: int = 0  # bytes its collectives produce per device in one iteration of its main loop
  streamed_bytes_per_step: float = 0.0   # decode: weights + KV cache read from HBM per token, per device
  custom_calls: dict[str, int] = dataclasses.field(default_factory=dict)   # vendor kernels in its program
  replicated: tuple[str, ...] = ()   # dimensions its trace replicated, the mesh not dividing them (sharding.Replicated)
  # each distinct cuDNN attention call: (target, the mask type cuDNN was given, its largest operand)
  cudnn_attention: list = dataclasses.field(default_factory=list)

  def peak_bytes(self) -> float:
    return self.memory["total"] + self.others


def memory_of(compiled) -> dict[str, float]:
  m = compiled.memory_analysis()
  out = {"argument": m.argument_size_in_bytes, "output": m.output_size_in_bytes, "temp": m.temp_size_in_bytes,
         "code": m.generated_code_size_in_bytes, "alias": m.alias_size_in_bytes,
         # The host's pinned memory the program's temporaries take (what remat offload_layer_inputs and
         # learn.grad_sum_on_host move there); not part of the device's total.
         "host_temp": m.host_temp_size_in_bytes}
  out["total"] = out["argument"] + out["output"] + out["temp"] + out["code"] - out["alias"]
  return out


def _no_memory() -> dict[str, float]:
  """The memory of a function nothing was compiled for (refused, or counted from its trace only)."""
  return {k: float("nan") for k in ("argument", "output", "temp", "code", "alias", "host_temp", "total")}


def compile_update(update: Update, chip: Chip, log: Callable[[str], None] = print,
                   trace_only: bool = False) -> list[Compiled]:
  """Traces, counts, lowers and compiles every function of `update`, in order (decode after prefill);
  `trace_only`: counts FLOPs and projects time from the traces, compiling nothing (no memory)."""
  # Counting only, a function that needs an earlier one's compiled form (decode: prefill's output layout) is
  # traced on shapes alone (None for it).
  results, compiled_by_name = [], (collections.defaultdict(lambda: None) if trace_only else {})
  for fn in update.functions:
    log(f"compiling {fn.name} ...")
    others = update.resident_beside(fn)
    try:
      with shd.replications() as seen:
        traced = fn.trace(compiled_by_name)
    except KeyError as e:   # it needs an earlier function's compiled form (decode: prefill's), which was refused
      results.append(Compiled(fn.name, 0.0, _no_memory(), others, 0.0, fn.tokens, fn.response_tokens, fn.calls,
                              None, {},
                              error=f"not compiled: {e.args[0]} was refused", attention=fn.attention,
                              remat=fn.remat, basis=fn.basis))
      log(f"  {fn.name}: not compiled ({e.args[0]} was refused)")
      continue
    total_flops = flop_count.jaxpr_flops(traced.jaxpr, fn.while_trips)
    replicated = tuple(sorted(map(str, seen)))
    if trace_only or not fn.compile:
      results.append(Compiled(fn.name, 0.0, _no_memory(), others, total_flops / fn.devices, fn.tokens,
                              fn.response_tokens, fn.calls,
                              _seconds(total_flops / fn.devices, fn, chip), {}, attention=fn.attention,
                              remat=fn.remat, basis=fn.basis, compiled=False,
                              streamed_bytes_per_step=_streamed_per_step(fn), replicated=replicated))
      log(f"  {fn.name}: counted from its trace (not compiled)")
      continue
    start, cpu_start = time.perf_counter(), time.process_time()
    try:
      compiled = traced.lower().compile()
    except Exception as e:  # noqa: BLE001 - the compiler's refusal (typically HBM exhausted) is the result
      text = " ".join(str(e).split())[:400]
      results.append(Compiled(fn.name, time.perf_counter() - start, _no_memory(), others,
                              total_flops / fn.devices, fn.tokens, fn.response_tokens, fn.calls, None, {},
                              error=text, attention=fn.attention, remat=fn.remat, basis=fn.basis,
                              replicated=replicated))
      log(f"  {fn.name}: the compiler refused: {text}")
      continue
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu_start
    compiled_by_name[fn.name] = compiled
    per_device = total_flops / fn.devices
    projected = _seconds(per_device, fn, chip)
    text = compiled.as_text()
    looped = max(flop_count.trips_by_depth(fn.while_trips)) > 1
    results.append(Compiled(fn.name, seconds, memory_of(compiled), others, per_device, fn.tokens,
                            fn.response_tokens, fn.calls, projected, hlo.loop_collectives(text) if looped else {},
                            hlo.program_collectives(text), _bytes_accessed(compiled), attention=fn.attention,
                            remat=fn.remat, compile_cpu_s=cpu_seconds, basis=fn.basis,
                            loop_collective_bytes=hlo.loop_collective_bytes(text) if looped else 0,
                            streamed_bytes_per_step=_streamed_per_step(fn), custom_calls=hlo.custom_calls(text),
                            replicated=replicated,
                            cudnn_attention=sorted(set(hlo.cudnn_attention_calls(text)))))
    log(f"  {fn.name}: compiled in {seconds:.1f}s ({cpu_seconds:.1f} CPU s)")
  return results


def _seconds(per_device_flops: float, fn, chip: Chip) -> Optional[float]:
  """Projected seconds per call at MFU of the chip's peak (decode: at least its HBM traffic at the nominal
  bandwidth); None without a peak."""
  if not chip.peak_flops:
    return None
  projected = per_device_flops / (MFU * chip.peak_flops)
  if fn.memory_bound_bytes and chip.hbm_bandwidth:
    projected = max(projected, fn.memory_bound_bytes / chip.hbm_bandwidth)
  return projected


def _streamed_per_step(fn) -> float:
  """Bytes a memory-bound function (decode) streams from HBM per iteration of its loop, per device."""
  return fn.memory_bound_bytes / max(flop_count.trips_by_depth(fn.while_trips))


def _bytes_accessed(compiled) -> float:
  cost = compiled.cost_analysis()
  cost = cost[0] if isinstance(cost, (list, tuple)) and cost else cost
  return float((cost or {}).get("bytes accessed", float("nan")))


def refused_for_memory(result: Compiled) -> bool:
  """Whether the compiler refused `result` for memory (XLA's RESOURCE_EXHAUSTED, "ran out of memory"), or
  skipped it because a function it needs was refused: what the memory knobs can mend. Any other refusal
  (e.g. "Mosaic kernels cannot be automatically partitioned") is a program the compiler cannot build."""
  text = result.error.lower()
  return text.startswith("not compiled:") or "resource_exhausted" in text or "out of memory" in text


def fits(result: Compiled, chip: Chip) -> bool:
  """Compiled without refusal and within HBM beside the resident state (a function only counted from its
  trace is not judged)."""
  if not result.compiled:
    return True
  return not result.error and (chip.hbm_bytes == 0 or result.peak_bytes() <= chip.hbm_bytes)


def transfer_seconds(update: Update, chip: Chip) -> Optional[float]:
  """A split's (config.pipeline.rollout_devices) seconds to move one version of the sampler's weights over one
  chip's links at their published rate (targets.INTERCONNECT): the whole copy in the compute dtype, an upper
  bound under LoRA, which moves only the adapters after the first. None without a split or a known rate."""
  rate = INTERCONNECT.get(chip.name)
  if not update.sampler_devices or not rate:
    return None
  return update.num_params * jnp.dtype(update.model.dtype).itemsize / rate


def projected_update(results: list[Compiled], basis: str = "bound",
                     transfer_s: Optional[float] = None) -> Optional[dict[str, float]]:
  """Seconds per update: rollout (sampler calls), learner (the rest), total, with the learner functions of
  `basis` ("bound", or "padded" / "packed" at measured lengths) and the ones every basis shares; the rollout at
  the bound for "bound", at measured lengths for the others when they were planned (basis "measured"). None if
  a time is unknown or no function has that basis. With `transfer_s` (a split, config.pipeline.rollout_devices:
  the seconds to move one version of the weights to the sampler's devices), also `pipelined_s`: the two sides
  at once, the longer one plus the transfer."""
  sampler = [r for r in results if r.name.startswith("sampler/")]
  rollout_basis = "measured" if basis != "bound" and any(r.basis == "measured" for r in sampler) else None
  picked = [r for r in sampler if r.basis == rollout_basis] + \
           [r for r in results if not r.name.startswith("sampler/") and r.basis in (None, basis)]
  if not any(r.basis == basis for r in picked) or any(r.projected_s is None for r in picked if r.calls):
    return None
  rollout = sum(r.calls * r.projected_s for r in picked if r.calls and r.name.startswith("sampler/"))
  learner = sum(r.calls * r.projected_s for r in picked if r.calls and not r.name.startswith("sampler/"))
  out = {"rollout_s": rollout, "learner_s": learner, "total_s": rollout + learner}
  if transfer_s is not None:
    out.update(transfer_s=transfer_s, pipelined_s=max(rollout, learner) + transfer_s)
  return out


def _gib(x: float) -> str:
  return "n/a" if x != x else f"{x / GIB:.2f}"


def table(results: list[Compiled], chip: Chip) -> list[str]:
  """The report's rows as text lines (a Markdown table)."""
  head = ("| function | attention / remat | compile s | argument / output / temp / code GiB | total GiB | + resident GiB | fits "
          f"{chip.hbm_bytes / GIB:.0f} GiB | TFLOP / device | tokens (response) | projected s | calls / update | "
          "replicated (undivided) |")
  lines = [head, "|" + "---|" * (head.count("|") - 1)]
  for r in results:
    m = r.memory
    fit = "REFUSED" if r.error else ("not compiled" if not r.compiled else "yes" if fits(r, chip) else "NO")
    proj = "n/a" if r.projected_s is None else f"{r.projected_s:.3g}"
    host = f" (+ {_gib(m['host_temp'])} on the host)" if m.get("host_temp", 0) > 0 else ""
    lines.append(f"| {r.name} | {r.attention} / {r.remat} | {r.compile_s:.0f} | {_gib(m['argument'])} / "
                 f"{_gib(m['output'])} / {_gib(m['temp'])}{host} "
                 f"/ {_gib(m['code'])} | {_gib(m['total'])} | {_gib(r.others)} | {fit} | {r.flops / 1e12:.3g} | "
                 f"{r.tokens:,} ({r.response_tokens:,}) | {proj} | {r.calls} | {', '.join(r.replicated) or 'none'} |")
  return lines


def to_json(topology: str, devices: int, device_kind: str, chip: Chip, update: Update, results: list[Compiled],
            extra: dict[str, Any]) -> dict[str, Any]:
  return {
      "topology": topology, "devices": devices, "device_kind": device_kind, "hbm_gib": chip.hbm_bytes / GIB,
      "fits": all(fits(r, chip) for r in results),
      "model": {"source": update.model_source, "params": update.num_params,
                "scan_layers": update.model.scan_layers, "attention": update.model.attention,
                "remat": update.model.remat},
      "resident_gib": {k: v / GIB for k, v in update.resident.items()},
      "functions": [{"name": r.name, "basis": r.basis, "compiled": r.compiled, "attention": r.attention,
                     "remat": r.remat, "compile_s": r.compile_s,
                     "compile_cpu_s": _finite(r.compile_cpu_s),
                     "memory_gib": {k: _finite(r.memory[k] / GIB) for k in ("argument", "output", "temp", "code",
                                                                           "host_temp", "total")},
                     "resident_others_gib": r.others / GIB, "fits": fits(r, chip), "error": r.error,
                     "flops": r.flops, "tokens": r.tokens, "response_tokens": r.response_tokens,
                     "projected_s": r.projected_s, "calls_per_update": r.calls,
                     "loop_collectives": r.loop_collectives, "program_collectives": r.program_collectives,
                     "loop_collective_bytes": r.loop_collective_bytes,
                     "streamed_bytes_per_step": r.streamed_bytes_per_step, "custom_calls": r.custom_calls,
                     "replicated": list(r.replicated),
                     "cudnn_attention": [list(call) for call in r.cudnn_attention],
                     "bytes_accessed": _finite(r.bytes_accessed)} for r in results],
      "update": projected_update(results, transfer_s=transfer_seconds(update, chip)), **_measured_json(update, results), **extra}


def _measured_json(update: Update, results: list[Compiled]) -> dict[str, Any]:
  """The projections at measured lengths, with each layout's padding (nothing without a length profile)."""
  if update.measured is None:
    return {}
  m = update.measured
  return {"lengths": {"profile": m["profile"], "what": m["what"], "rows": m["rows"],
                      **{basis: {"update": projected_update(results, basis), "padding_frac": m[basis].padding_frac,
                                 "slot_tokens": m[basis].slot_tokens, "real_tokens": m[basis].real_tokens}
                         for basis in ("padded", "packed")}}}


def _finite(x: float) -> Optional[float]:
  return None if x != x else x


def dumps(obj: dict[str, Any]) -> str:
  return json.dumps(obj, indent=2, allow_nan=False, default=lambda x: None)
