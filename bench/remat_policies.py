r"""Picks each paper variant's remat policy by compiling its train step on the slice its config recommends.

  python bench/remat_policies.py                                   # every paper variant, then the table
  python bench/remat_policies.py --only=alfworld:qwen2.5-1.5b      # one variant
  python bench/remat_policies.py --table_only                      # rewrite the table from the kept JSON

The policies, cheapest first (FLOPs of ALFWorld 1.5B's train step on v5p:2x2x1: none 1.60e15, the dots
policies 1.65e15, full 1.95e15 per device): `none` keeps every layer's activations, `dots_with_no_batch_dims_saveable`
keeps the projections' and MLP's matmul outputs and recomputes the elementwise work (splash attention recomputes
its scores in its own backward under any policy), `full` reruns each layer's forward, and where even `full` does
not fit, `offload_layer_inputs` (full's FLOPs, each layer's input kept in host memory and moved there and back
every microbatch; no paper variant needs it at dca44e3). A policy is taken when the
train step with the resident state peaks at most HEADROOM of the chip's HBM: the compiler's count leaves
nothing for the runtime's own buffers or a longer row than the config's budget. Only the train step
depends on the policy (no other function of an update differentiates the layers), so it alone is compiled
(`launch/compile.py --functions=learner/train_step`), each into
docs/results/remat/<env>_<variant>_<topology>_<policy>.json (kept ones are not compiled again unless --force).
The table goes to docs/accelerators.md between `<!-- remat:begin -->` and `<!-- remat:end -->`; the configs'
REMAT tables follow it by hand.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compile_variants import ALL, ROOT, kept, run_compile, slice_of  # noqa: E402
from packing_projection import head_commit, write_between  # noqa: E402

OUT = os.path.join(ROOT, "docs", "results", "remat")
DOC = os.path.join(ROOT, "docs", "accelerators.md")
HEADROOM = 0.9
# Tried in this order; `none` only where the dots policy left most of the chip free (it kept 2.5x the dots
# policy's temporaries for ALFWorld 1.5B), so a variant costs one or two compiles.
CANDIDATE, CHEAPEST, FALLBACK = "dots_with_no_batch_dims_saveable", "none", "full"
LAST_RESORT = "offload_layer_inputs"
CHEAPEST_BELOW = 0.35


def path_for(env: str, variant: str, policy: str) -> str:
  return os.path.join(OUT, f"{env}_{variant}_{slice_of(env, variant).replace(':', '-')}_{policy}.json")


def compile_train_step(env: str, variant: str, policy: str, force: bool) -> dict:
  """launch/compile.py's report of the train step alone under `policy` (kept JSON unless `force`)."""
  path = path_for(env, variant, policy)
  result = kept(path, force)
  if result is not None:
    return result
  start = time.perf_counter()
  proc = run_compile(env, variant, slice_of(env, variant), path,
                     ("--functions=learner/train_step", f"--config.model.remat={policy}"))
  if proc.returncode not in (0, 1) or not os.path.exists(path):
    raise SystemExit(f"{env}:{variant} under {policy} failed ({proc.returncode}):\n{proc.stderr[-3000:]}")
  with open(path) as f:
    result = json.load(f)
  print(f"  -> {time.perf_counter() - start:.0f}s: peak {peak_fraction(result):.2f} of HBM", flush=True)
  return result


def peak_fraction(result: dict) -> float:
  """The train step's total + resident state as a fraction of HBM (inf when the compiler refused it)."""
  fn = result["functions"][0]
  if fn["error"]:
    return float("inf")
  return (fn["memory_gib"]["total"] + fn["resident_others_gib"]) / result["hbm_gib"]


def choose(env: str, variant: str, force: bool) -> str:
  """The cheapest policy whose train step fits within HEADROOM (compiling what it needs to know)."""
  candidate = peak_fraction(compile_train_step(env, variant, CANDIDATE, force))
  if candidate > HEADROOM:
    if peak_fraction(compile_train_step(env, variant, FALLBACK, force)) <= HEADROOM:
      return FALLBACK
    compile_train_step(env, variant, LAST_RESORT, force)
    return LAST_RESORT
  if candidate <= CHEAPEST_BELOW and peak_fraction(compile_train_step(env, variant, CHEAPEST, force)) <= HEADROOM:
    return CHEAPEST
  return CANDIDATE


def table() -> list[str]:
  rows = ["| variant | slice | policy | train step temp GiB | peak GiB (HBM) | TFLOP / device | train step s at 40 % MFU "
          "| chosen |", "|---|---|---|---|---|---|---|---|"]
  for env, variant in ALL:
    order = (CHEAPEST, CANDIDATE, FALLBACK, LAST_RESORT)
    kept = {p: path_for(env, variant, p) for p in order}
    results = {p: json.load(open(f)) for p, f in kept.items() if os.path.exists(f)}
    fitting = [p for p in order if p in results and peak_fraction(results[p]) <= HEADROOM]
    for policy, r in results.items():
      fn = r["functions"][0]
      temp = "refused" if fn["error"] else f"{fn['memory_gib']['temp']:.1f}"
      peak = "refused" if fn["error"] else f"{fn['memory_gib']['total'] + fn['resident_others_gib']:.1f}"
      seconds = "n/a" if fn["projected_s"] is None else f"{fn['projected_s']:.3g}"
      rows.append(f"| {env}:{variant} | {r['topology']} | {policy} | {temp} | {peak} ({r['hbm_gib']:.0f}) | "
                  f"{fn['flops'] / 1e12:.4g} | {seconds} | {'yes' if fitting and fitting[0] == policy else ''} |")
  return [f"<!-- written by `python bench/remat_policies.py --table_only` at {head_commit()} from "
          f"docs/results/remat/*.json; a policy is chosen when the peak is at most {HEADROOM:.0%} of HBM -->", "",
          *rows]


def main(argv=None) -> None:
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--only", default="", help="comma-separated ENV:VARIANT (default: every paper variant)")
  parser.add_argument("--force", action="store_true", help="compile again even if a JSON is kept")
  parser.add_argument("--table_only", action="store_true")
  args = parser.parse_args(argv)
  if not args.table_only:
    os.makedirs(OUT, exist_ok=True)
    chosen = [tuple(x.split(":", 1)) for x in args.only.split(",") if x] or list(ALL)
    unknown = [f"{e}:{v}" for e, v in chosen if (e, v) not in ALL]
    if unknown:
      parser.error(f"unknown variants {unknown}; choose from {[f'{e}:{v}' for e, v in ALL]}")
    for env, variant in chosen:
      print(f"{env}:{variant}: {choose(env, variant, args.force)}", flush=True)
  write_between(DOC, "<!-- remat:begin -->", "<!-- remat:end -->", table())
  print(f"wrote {DOC}")


if __name__ == "__main__":
  main()
