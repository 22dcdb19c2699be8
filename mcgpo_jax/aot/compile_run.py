"""`launch/compile.py`'s body: plan, fail fast, compile, print, write JSON; returns the exit status."""
from __future__ import annotations

import dataclasses
import os
import sys
import time
from typing import Optional, Sequence

import jax.numpy as jnp

from mcgpo_jax import config as config_lib
from mcgpo_jax import sharding as shd
from mcgpo_jax.aot import report, targets, update as update_lib
from mcgpo_jax.aot.targets import GIB

# The knobs that shrink a function's memory, named when one does not fit.
KNOBS = ("--config.learn.micro_batch_size (rows per microbatch)",
         "--config.model.remat=full (or dots_with_no_batch_dims_saveable, which keeps the projections)",
         "--config.model.remat=offload_layer_inputs and --config.learn.grad_sum_on_host=True (the layer inputs and "
         "the gradient sum in host memory)",
         "--config.mesh.tensor=2 or 4 (weights split over heads)",
         "--config.rollout.compact_rows=False (sampler/keep_rows: decode keeps its whole batch)", "a larger --topology")
# Resident state may take at most this much of HBM for a suggested topology (the rest: activations).
SUGGEST_FRACTION = 0.75


class DoesNotFit(Exception):
  """The run's resident state alone exceeds the chip's memory (raised before anything compiles)."""


def say(msg: str) -> None:
  print(msg, flush=True)


def check_state_fits(upd: update_lib.Update, chip: targets.Chip, topology: str) -> None:
  """Fail fast, before anything compiles: the state every device keeps between the update's functions (master
  params, AdamW moments, π_ref, the sampler's copy) must fit its HBM."""
  if not chip.hbm_bytes:
    return
  resident = upd.resident_per_device()
  if resident <= chip.hbm_bytes:
    return
  devices = upd.mesh.devices.size if upd.mesh is not None else 1
  learner_total = (upd.resident["params"] + upd.resident["ref_params"] + upd.resident["opt_state"]) * devices
  sampler_total = upd.num_params * jnp.dtype(upd.model.dtype).itemsize                  # the whole copy
  generation = targets.parse(topology)[0] if topology != "local" else None
  smallest = next((name for name in targets.TOPOLOGIES if targets.parse(name)[0] == generation and
                   _per_chip(learner_total, sampler_total, targets.num_chips(name), chip) <=
                   SUGGEST_FRACTION * chip.hbm_bytes), None) if generation else None
  where = (f"the smallest listed {generation} slice that holds it with {100 - SUGGEST_FRACTION * 100:.0f} % left "
           f"for activations is {smallest}" if smallest else "no listed slice of this generation holds it")
  parts = ", ".join(f"{k} {v / GIB:.1f}" for k, v in upd.resident.items())
  raise DoesNotFit(f"{upd.num_params / 1e9:.2f}B parameters: the resident state takes {resident / GIB:.1f} GiB "
                   f"per device on {topology} ({devices} devices: {parts} GiB), more than its "
                   f"{chip.hbm_bytes / GIB:.0f} GiB of HBM; {where}")


def _per_chip(learner_total: float, sampler_total: float, chips: int, chip: targets.Chip) -> float:
  """Resident bytes per chip on `chips` chips: the learner's state split over all; the sampler's copy whole
  on each when it takes at most half a chip (sharding.SAMPLER_WEIGHT_FRACTION), else split too."""
  from mcgpo_jax.sharding import SAMPLER_WEIGHT_FRACTION
  sampler = sampler_total if sampler_total <= SAMPLER_WEIGHT_FRACTION * chip.hbm_bytes else sampler_total / chips
  return learner_total / chips + sampler


def run(cfg, topology: str, num_slices: int, json_path: Optional[str], profile=None,
        functions: Optional[Sequence[str]] = None) -> int:
  """`profile`: an `aot.lengths.LengthProfile` (--lengths), to project the learner at measured lengths too;
  `functions`: compile only the functions with these names or name prefixes (no projected update then)."""
  t0, commit = time.perf_counter(), _commit()   # the code that compiles (a long run may outlast later commits)
  devices, chip = targets.devices_for(topology, num_slices)
  config_lib.validate_config(cfg, num_devices=len(devices), compile_only=True)
  with shd.replications() as state_replicated:   # the layouts of params, optimizer state, π_ref, sampler copy
    upd = update_lib.plan(cfg, devices, chip.hbm_bytes or None, profile)
  if functions:
    upd = _only(upd, functions)
  try:
    check_state_fits(upd, chip, topology)
  except DoesNotFit as e:
    print(f"compile: does not fit: {e}", file=sys.stderr)
    return 1
  kind = devices[0].device_kind
  hosts = len({d.process_index for d in devices})
  mesh = dict(upd.mesh.shape) if upd.mesh is not None else {"devices": 1}
  say(f"[compile] {cfg.env} {cfg.algorithm}: {upd.model.num_layers}-layer Qwen, {upd.num_params / 1e9:.3g}B params "
      f"({upd.model_source}); {topology}: {len(devices)} x {kind} on {hosts} host(s), mesh {mesh}, "
      f"{chip.hbm_bytes / GIB:.0f} GiB HBM each")
  say("[compile] resident per device (GiB): " + ", ".join(f"{k} {v / GIB:.2f}" for k, v in upd.resident.items())
      + f"; one update: {upd.turns_per_update} turns, {upd.rows_per_update:,} rows (upper bounds)")
  replicated = sorted(map(str, state_replicated))
  say("[compile] resident state replicated where the mesh does not divide it: " + (", ".join(replicated) or "none"))
  results = report.compile_update(upd, chip, log=lambda m: say(f"[compile] {m}"))
  say("")
  for line in report.table(results, chip):
    say(line)
  sampler_mesh = dict(upd.sampler_mesh.shape) if upd.sampler_mesh is not None else {"devices": 1}
  _say_decode(results, sampler_mesh)
  if not functions:
    _say_projection(report.projected_update(results, transfer_s=report.transfer_seconds(upd, chip)))
  if upd.measured is not None:
    _say_measured(upd, results)
  ok = all(report.fits(r, chip) for r in results)
  if json_path:
    with open(json_path, "w") as f:
      f.write(report.dumps(report.to_json(topology, len(devices), kind, chip, upd, results,
                                          {"num_slices": num_slices, "hosts": hosts, "mesh": mesh,
                                           "platform": devices[0].platform, "sampler_mesh": sampler_mesh,
                                           "replicated_state": replicated,
                                           "commit": commit,
                                           "config": {"env": cfg.env, "algorithm": cfg.algorithm},
                                           "wall_s": time.perf_counter() - t0,
                                           # a partial update (--functions) projects no update
                                           **({"only": list(functions), "update": None} if functions else {})})))
    say(f"[compile] wrote {os.path.abspath(json_path)}")
  if not ok:
    _say_not_ok(results, chip)
    return 1
  return 0


def _say_projection(proj: Optional[dict]) -> None:
  """The projected update; on a split (config.pipeline.rollout_devices) also the pipelined one."""
  if proj is None:
    return
  say(f"projected update at {report.MFU:.0%} MFU: rollout {proj['rollout_s']:.1f}s + learner {proj['learner_s']:.1f}s "
      f"= {proj['total_s']:.1f}s (environment time not included)")
  if "pipelined_s" in proj:
    say(f"pipelined (pipeline.max_lag >= 1), each side on its own devices: max(rollout, learner) + weight transfer "
        f"{proj['transfer_s'] * 1e3:.0f} ms = {proj['pipelined_s']:.1f}s, {proj['total_s'] / proj['pipelined_s']:.2f}x "
        f"this split's lockstep")


def _say_not_ok(results, chip: targets.Chip) -> None:
  """Why compiling failed: a refusal that is not for memory in the compiler's words (no memory knob mends
  it: e.g. "Mosaic kernels cannot be automatically partitioned"), the rest as "does not fit" with the knobs."""
  broken = [r for r in results if r.error and not report.refused_for_memory(r)]
  for r in broken:
    print(f"compile: the compiler refused {r.name}: {r.error}", file=sys.stderr)
  big = [r.name for r in results if not report.fits(r, chip) and r not in broken]
  if big:
    print(f"compile: does not fit: {', '.join(big)} exceed {chip.hbm_bytes / GIB:.0f} GiB per device with the "
          f"resident state; turn {', '.join(KNOBS)}", file=sys.stderr)


def _say_decode(results, sampler_mesh: dict) -> None:
  """What each generated token costs the compiled decode: its collectives and the bytes it streams."""
  for r in results:
    if r.name == "sampler/decode" and not r.error:
      say(f"decode: collectives per token step {r.loop_collectives or 'none'} ({r.loop_collective_bytes / 1e6:.3g} MB "
          f"per device), in the whole program {r.program_collectives or 'none'}; per step "
          f"{r.streamed_bytes_per_step / 1e9:.3g} GB of weights + KV cache streamed per device, "
          f"{r.bytes_accessed / 1e9:.3g} GB accessed (XLA's count); sampler mesh {sampler_mesh}")


def _only(upd: update_lib.Update, names: Sequence[str]) -> update_lib.Update:
  """`upd` with only the functions named (or prefixed) by `names`; an unknown name raises ConfigError."""
  keep = [fn for fn in upd.functions if any(fn.name == n or fn.name.startswith(n) for n in names)]
  unknown = [n for n in names if not any(fn.name == n or fn.name.startswith(n) for fn in upd.functions)]
  if unknown:
    raise config_lib.ConfigError(f"--functions: {', '.join(unknown)} names no function of this update; it has "
                                 + ", ".join(fn.name for fn in upd.functions))
  return dataclasses.replace(upd, functions=keep)


def _say_measured(upd: update_lib.Update, results) -> None:
  """The learner at the profile's lengths: each layout's padding and projected seconds per update."""
  m = upd.measured
  say(f"at measured lengths ({m['profile']}: {m['what']}), {m['rows']:,} rows per update:")
  for basis in ("padded", "packed"):
    work, proj = m[basis], report.projected_update(results, basis)
    learner = "n/a" if proj is None else f"{proj['learner_s']:.1f}s"
    say(f"  {basis}: learner {learner}; train step {work.calls} calls x {work.micro_per_call:.1f} microbatches of "
        f"{work.rows} x {work.length} tokens, padding {work.padding_frac:.3f} of {work.slot_tokens:,} slots")
  proj = report.projected_update(results, "packed")
  turns = [r for r in results if r.basis == "measured" and r.name.startswith("sampler/decode")]
  if proj is not None and turns:
    say(f"  rollout: {proj['rollout_s']:.1f}s, " + ", ".join(
        f"{r.calls} turns prefilling at a {r.name.split('-')[-1]}-token bucket" for r in turns))


def _commit() -> Optional[str]:
  """The checkout's commit (with '+' when its code has uncommitted changes), recorded in the JSON report."""
  import subprocess
  root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
  try:
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True, text=True,
                          timeout=10).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "--", "mcgpo_jax", "launch",
                            "configs"], cwd=root, capture_output=True, text=True, timeout=10).stdout.strip()
  except (OSError, subprocess.SubprocessError):
    return None
  return (head + ("+" if dirty else "")) or None
