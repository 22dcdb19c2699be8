r"""The embedded sampler's weight layouts, compiled for a TPU topology (no TPU needed).

  python bench/decode_layout.py --config=configs/alfworld.py:qwen2.5-7b --topology=v5p:2x2x1 --tensors=1,2,4 \
      --lengths=docs/results/lengths/alfworld_think.json --doubling_buckets

Compiles the embedded engine's prefill and decode (one rollout turn at the variant's sizes) through
`launch/compile.py`'s planner, once with the weights as the learner shards them (fsdp along "embed": what the
engine used before it kept its own copy) and once per `--tensors` value with config.rollout.tensor set to it
(`sharding.SAMPLER_RULES` on the sampler's own mesh {"fsdp": chips / t, "tensor": t}: weights whole along
embed, heads / MLP / vocab split over tensor). Prints per layout: the sampler's mesh and weights per device,
the weights + KV cache streamed from HBM per decode step and per device, the collectives per decode step and
what they produce per device, XLA's bytes accessed per step (its cost analysis counts the loop body once,
i.e. one token), and the projected prefill / decode seconds per call and rollout seconds per update
(report.py's projection: 40 % MFU, decode at least its streamed bytes at the nominal HBM bandwidth;
collective time is not in it). `--lengths`: also the rollout at a length profile's lengths (each turn
prefilled at the bucket of its longest prompt, decoding until its longest response ends; aot/update.py).
`--doubling_buckets`: also the first layout with the prompt buckets the engine had before its fine ones
(64, 128, ..., 4,096: a 1,100-token prompt prefilled at 2,048).
"""
from __future__ import annotations

import os
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from absl import app, flags  # noqa: E402
from ml_collections import config_flags  # noqa: E402

_CONFIG = config_flags.DEFINE_config_file("config", None, "config file[:variant]")
_TOPOLOGY = flags.DEFINE_string("topology", "v5e:2x4", "TPU topology (or 'local')")
_TENSORS = flags.DEFINE_list("tensors", ["1"], "config.rollout.tensor values to compile the sampler's layout at")
_LEARNER = flags.DEFINE_bool("learner_layout", True, "also compile the learner's fsdp layout (the old one)")
_LENGTHS = flags.DEFINE_string("lengths", None, "a length profile: also project the rollout at its lengths")
_DOUBLING = flags.DEFINE_bool("doubling_buckets", False, "also the first layout with doubling prompt buckets")
DOUBLING = tuple(64 << i for i in range(7))   # the engine's prompt buckets before fine ones: 64 ... 4,096


def main(argv):
  del argv
  import functools
  from mcgpo_jax.aot import lengths, report, targets, update as update_lib
  devices, chip = targets.devices_for(_TOPOLOGY.value)
  profile = lengths.load(_LENGTHS.value) if _LENGTHS.value else None
  layouts = [("learner layout (fsdp)", 1, None)] if _LEARNER.value else []   # 1 byte: the copy "does not fit"
  layouts += [(f"sampler layout, tensor={t}", chip.hbm_bytes or None, int(t)) for t in _TENSORS.value]
  runs = [(name, memory, tensor, None) for name, memory, tensor in layouts]
  if _DOUBLING.value:
    runs.insert(0, (layouts[0][0] + ", doubling buckets", *layouts[0][1:], DOUBLING))
  rows = []
  for name, memory, tensor, buckets in runs:
    cfg = _CONFIG.value.copy_and_resolve_references()
    cfg.rollout.tensor = tensor
    sampler = update_lib.Sampler
    if buckets is not None:
      update_lib.Sampler = functools.partial(sampler, prompt_buckets=buckets)
    try:
      upd = update_lib.plan(cfg, devices, memory, profile)
    finally:
      update_lib.Sampler = sampler
    upd.functions = [f for f in upd.functions if f.name.startswith("sampler/")]
    results = report.compile_update(upd, chip, log=print)
    rows.append((name, upd, results))
  print(f"\n{_TOPOLOGY.value}, {len(devices)} x {devices[0].device_kind}")
  print("| layout | sampler mesh | weights GiB / device | streamed GB / step / device | collectives per decode "
        "step | their MB / device | GB accessed / step | prefill s | decode s | rollout s / update"
        + (" | at measured lengths" if profile else "") + " |")
  print("|---|---|---|---|---|---|---|---|---|---|" + ("---|" if profile else ""))
  for name, upd, results in rows:
    by_name = {r.name: r for r in results}
    pre, dec = by_name["sampler/prefill"], by_name["sampler/decode"]
    mesh = ", ".join(f"{k} {v}" for k, v in dict(upd.sampler_mesh.shape).items() if v > 1) or "one device"
    line = (f"| {name} | {mesh} | {upd.resident['sampler_weights'] / 2**30:.2f} | "
            f"{dec.streamed_bytes_per_step / 1e9:.2f} | {dec.loop_collectives or 'none'} | "
            f"{dec.loop_collective_bytes / 1e6:.3g} | {dec.bytes_accessed / 1e9:.2f} | "
            + " | ".join("n/a" if r.projected_s is None else f"{r.projected_s:.3g}" for r in (pre, dec))
            + f" | {_rollout([r for r in results if r.basis is None])}")
    if profile:
      line += f" | {_rollout([r for r in results if r.basis == 'measured'])}"
    print(line + " |")


def _rollout(results) -> str:
  """Projected rollout seconds per update of these sampler functions ("n/a" when one has no projection)."""
  if any(r.projected_s is None for r in results):
    return "n/a"
  return f"{sum(r.calls * r.projected_s for r in results):.0f}"


if __name__ == "__main__":
  app.run(main)
