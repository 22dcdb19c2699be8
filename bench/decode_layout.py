r"""The embedded sampler's weight layouts, compiled for a TPU topology (no TPU needed).

  python bench/decode_layout.py --config=configs/alfworld.py:qwen2.5-7b --topology=v5p:2x2x1 --tensors=1,2,4

Compiles the embedded engine's prefill and decode (one rollout turn at the variant's sizes) through
`launch/compile.py`'s planner, once with the weights as the learner shards them (fsdp along "embed": what the
engine used before it kept its own copy) and once per `--tensors` value with config.rollout.tensor set to it
(`sharding.SAMPLER_RULES` on the sampler's own mesh {"fsdp": chips / t, "tensor": t}: weights whole along
embed, heads / MLP / vocab split over tensor). Prints per layout: the sampler's mesh and weights per device,
the weights + KV cache streamed from HBM per decode step and per device, the collectives per decode step and
what they produce per device, XLA's bytes accessed per step (its cost analysis counts the loop body once,
i.e. one token), and the projected prefill / decode seconds per call and rollout seconds per update
(report.py's projection: 40 % MFU, decode at least its streamed bytes at the nominal HBM bandwidth;
collective time is not in it).
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


def main(argv):
  del argv
  from mcgpo_jax.aot import report, targets, update as update_lib
  devices, chip = targets.devices_for(_TOPOLOGY.value)
  layouts = [("learner layout (fsdp)", 1, None)] if _LEARNER.value else []   # 1 byte: the copy "does not fit"
  layouts += [(f"sampler layout, tensor={t}", chip.hbm_bytes or None, int(t)) for t in _TENSORS.value]
  rows = []
  for name, memory, tensor in layouts:
    cfg = _CONFIG.value.copy_and_resolve_references()
    cfg.rollout.tensor = tensor
    upd = update_lib.plan(cfg, devices, memory)
    upd.functions = [f for f in upd.functions if f.name.startswith("sampler/")]
    results = {r.name: r for r in report.compile_update(upd, chip, log=print)}
    rows.append((name, upd, results["sampler/prefill"], results["sampler/decode"]))
  print(f"\n{_TOPOLOGY.value}, {len(devices)} x {devices[0].device_kind}")
  print("| layout | sampler mesh | weights GiB / device | streamed GB / step / device | collectives per decode "
        "step | their MB / device | GB accessed / step | prefill s | decode s | rollout s / update | "
        "decode total GiB |")
  print("|---|---|---|---|---|---|---|---|---|---|---|")
  for name, upd, pre, dec in rows:
    mesh = ", ".join(f"{k} {v}" for k, v in dict(upd.sampler_mesh.shape).items() if v > 1) or "one device"
    seconds = [r.projected_s for r in (pre, dec)]
    rollout = "n/a" if None in seconds else f"{pre.calls * seconds[0] + dec.calls * seconds[1]:.0f}"
    print(f"| {name} | {mesh} | {upd.resident['sampler_weights'] / 2**30:.2f} | "
          f"{dec.streamed_bytes_per_step / 1e9:.2f} | {dec.loop_collectives or 'none'} | "
          f"{dec.loop_collective_bytes / 1e6:.3g} | {dec.bytes_accessed / 1e9:.2f} | "
          + " | ".join("n/a" if s is None else f"{s:.3g}" for s in seconds)
          + f" | {rollout} | {dec.memory['total'] / 2**30:.2f} |")
  base = next((dec for name, _, _, dec in rows if name.endswith("tensor=1")), rows[0][3])
  for name, _, _, dec in rows:
    print(f"bytes accessed per step, {name} / {'tensor=1' if base is not rows[0][3] else rows[0][0]}: "
          f"{dec.bytes_accessed / base.bytes_accessed:.2f}")


if __name__ == "__main__":
  app.run(main)
