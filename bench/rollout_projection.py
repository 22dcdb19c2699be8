r"""Projected rollout seconds per update of every paper variant, before and after the lean-rollout changes, and the
table docs/accelerators.md keeps ("Projected rollout per paper variant").

  python bench/rollout_projection.py                          # every variant, written into docs/accelerators.md
  python bench/rollout_projection.py --only=alfworld:qwen2.5-7b --no_write

Per variant, on the v5p slice its kept compile report fits (bench/packing_projection.py's choice), the
embedded sampler's prefill and decode of `launch/compile.py`'s plan, traced and counted, not compiled
(report.py's projection: prefill at 40 % MFU, decode at least its weights + KV cache streamed from HBM per
token at the nominal bandwidth; communication not counted). Two layouts:
  before  the sampler on the learner's mesh (tensor 1: weights whole on every chip) with the prompt buckets
          the engine had before (64, 128, ..., 4,096), every row of a turn decoding until its longest response
          ends;
  after   the variant's own config.rollout.tensor, the fine buckets, and finished rows dropped from the decode
          batch (`Sampler.decode_calls`).
Each at the bound (every prompt at max_prompt_tokens, max_new_tokens decode steps: no row finishes early) and
at the lengths of the variant's kept profile (docs/results/lengths/<env>_<think|action>.json): each turn
prefills at the bucket of its longest prompt and decodes until its longest response ends. A few seconds per
variant.
"""
from __future__ import annotations

import argparse
import datetime
import functools
import os
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from bench.compile_variants import VARIANTS  # noqa: E402
from bench.decode_layout import DOUBLING  # noqa: E402
from bench.packing_projection import LENGTHS, head_commit, topology_for, write_between  # noqa: E402

DOC = os.path.join(ROOT, "docs", "accelerators.md")
BEGIN, END = "<!-- rollout:begin -->", "<!-- rollout:end -->"


def project(env: str, variant: str) -> dict:
  import importlib
  from mcgpo_jax.aot import lengths, report, targets, update as update_lib
  cfg = importlib.import_module(f"configs.{env}").get_config(variant)
  profile_path = os.path.join(LENGTHS, f"{env}_{'action' if cfg.action_only else 'think'}.json")
  profile = lengths.load(profile_path)
  topology = topology_for(env, variant)
  devices, chip = targets.devices_for(topology)
  out = {"variant": f"{env}:{variant}", "topology": topology, "profile": os.path.basename(profile_path),
         "tensor": cfg.rollout.tensor}
  for name, tensor, buckets in (("before", None, DOUBLING), ("after", cfg.rollout.tensor, None)):
    layout = cfg.copy_and_resolve_references()
    layout.rollout.tensor = tensor
    sampler = update_lib.Sampler
    if buckets is not None:
      update_lib.Sampler = functools.partial(sampler, prompt_buckets=buckets, compact_rows=False)
    try:
      upd = update_lib.plan(layout, devices, chip.hbm_bytes, profile)
    finally:
      update_lib.Sampler = sampler
    upd.functions = [f for f in upd.functions if f.name.startswith("sampler/")]
    results = report.compile_update(upd, chip, log=lambda m: None, trace_only=True)
    seconds = lambda basis: sum(r.calls * r.projected_s for r in results if r.basis == basis)
    decode = next(r for r in results if r.name == "sampler/decode")
    out[name] = {"bound_s": seconds(None), "measured_s": seconds("measured"),
                 "streamed_gb": decode.streamed_bytes_per_step / 1e9,
                 "mesh": dict(upd.sampler_mesh.shape) if upd.sampler_mesh is not None else {}}
  return out


def table(rows: list[dict], commit: str) -> list[str]:
  lines = [f"<!-- written by `python bench/rollout_projection.py` at {commit} on {datetime.date.today()} -->", "",
           "| variant | topology | rollout.tensor | decode GB streamed / step / chip: before → after | rollout s, "
           "every prompt at max: before → after | at measured lengths (profile): before → after | after / before "
           "at measured |", "|---|---|---|---|---|---|---|"]
  for r in rows:
    b, a = r["before"], r["after"]
    lines.append(f"| {r['variant']} | {r['topology']} | {r['tensor']} | {b['streamed_gb']:.2f} → "
                 f"{a['streamed_gb']:.2f} | {b['bound_s']:.0f} → {a['bound_s']:.0f} | {b['measured_s']:.0f} → "
                 f"{a['measured_s']:.0f} ({r['profile']}) | {a['measured_s'] / b['measured_s']:.2f} |")
  return lines


def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  ap.add_argument("--only", default=None, help="comma-separated env:variant")
  ap.add_argument("--no_write", action="store_true", help="print only; leave docs/accelerators.md")
  args = ap.parse_args()
  picked = [v for v in VARIANTS if args.only is None or f"{v[0]}:{v[1]}" in args.only.split(",")]
  commit = head_commit()
  rows = []
  for env, variant in picked:
    row = project(env, variant)
    print(f"[rollout] {row['variant']} on {row['topology']}: {row['before']['bound_s']:.0f} -> "
          f"{row['after']['bound_s']:.0f} s at max, {row['before']['measured_s']:.0f} -> "
          f"{row['after']['measured_s']:.0f} s measured", flush=True)
    rows.append(row)
  lines = table(rows, commit)
  print("\n".join(lines))
  if args.no_write:
    return
  write_between(DOC, BEGIN, END, lines)
  print(f"[rollout] wrote {DOC}")


if __name__ == "__main__":
  main()
