r"""Compiles every paper variant for the NVIDIA GPUs its paper trained on (deviceless, on this CPU host) and writes
the GPU table of docs/accelerators.md.

  bash scripts/cuda_compiler.sh                   # once: JAX's CUDA plugin and cuDNN (no GPU needed)
  python bench/gpu_variants.py                    # every row of RUNS not kept yet, then the table
  python bench/gpu_variants.py --only=alfworld:qwen2.5-7b@h100:4
  python bench/gpu_variants.py --table_only

The papers' hardware: MCGPO (its Table 7) on 2 GPUs for the small backbones and 4 for the large, as many as its
rollout tensor parallel degree (the variants' `rollout.tensor`), here on both A100 80GB and H100; SGR-OPSD on
8 x A100 80GB; G2PO on 4 x H100 for Qwen2.5-1.5B / 7B (MCGPO's ALFWorld variants run with G2PO) and 8 x H100
for AppWorld's 14B; each LoRA form on one H100. Each row runs `launch/compile.py --json` in its own process
(bench/compile_variants.py's run_compile) into docs/results/accelerators/gpu/, kept unless --force; a variant
that does not fit keeps the line naming the functions over HBM. The table goes between `<!-- gpu:begin -->`
and `<!-- gpu:end -->`.
"""
from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compile_variants import LORA, MCGPO, ROOT, SGR, kept, run_compile  # noqa: E402
from packing_projection import write_between  # noqa: E402

OUT = os.path.join(ROOT, "docs", "results", "accelerators", "gpu")
DOC = os.path.join(ROOT, "docs", "accelerators.md")
_GPUS = {"qwen2.5-1.5b": 2, "qwen3-4b": 2, "qwen2.5-7b": 4, "qwen3-8b": 4}   # = the variants' rollout.tensor


def _runs() -> list[tuple[str, str, str, str]]:
  """(env, variant, topology, algorithm or "" for the variant's own) of every row, in table order."""
  runs = [(env, v, f"{gpu}:{_GPUS[v]}", "") for v in MCGPO for env in ("alfworld", "webshop")
          for gpu in ("h100", "a100-80")]
  runs += [(env, v, "a100-80:8", "") for v in SGR for env in ("alfworld", "webshop", "searchqa")]
  runs += [("alfworld", v, "h100:4", "g2po") for v in ("qwen2.5-1.5b", "qwen2.5-7b")]
  runs += [("appworld", "g2po-qwen2.5-14b", "h100:8", "")]
  runs += [(env, v, "h100:1", "") for env, v in LORA]
  return runs


RUNS = _runs()


def name_of(env: str, variant: str, topology: str, algorithm: str) -> str:
  return f"{env}:{variant}@{topology}" + (f"+{algorithm}" if algorithm else "")


def path_for(env: str, variant: str, topology: str, algorithm: str) -> str:
  tag = f"_{algorithm}" if algorithm else ""
  return os.path.join(OUT, f"{env}_{variant}{tag}_{topology.replace(':', '-')}.json")


def compile_row(env: str, variant: str, topology: str, algorithm: str, force: bool) -> dict:
  path = path_for(env, variant, topology, algorithm)
  result = kept(path, force)
  if result is not None:
    if result.get("fits") is False and "knobs" not in result:   # kept before its knob was searched
      result["knobs"] = find_knobs(env, variant, topology, algorithm, result)
      with open(path, "w") as f:
        json.dump(result, f, indent=2)
    return result
  start = time.perf_counter()
  proc = run_compile(env, variant, topology, path, (f"--config.algorithm={algorithm}",) if algorithm else ())
  errors = [line for line in proc.stderr.splitlines() if line.startswith("compile:")]
  if proc.returncode not in (0, 1):
    raise SystemExit(f"{name_of(env, variant, topology, algorithm)} failed ({proc.returncode}):\n{proc.stderr[-3000:]}")
  result = {"topology": topology, "refused": errors[-1] if errors else ""}
  if os.path.exists(path):
    with open(path) as f:
      result = {**json.load(f), "does_not_fit": errors[-1] if errors else ""}
    if not result["fits"]:
      result["knobs"] = find_knobs(env, variant, topology, algorithm, result)
  with open(path, "w") as f:
    json.dump(result, f, indent=2)
  print(f"  -> {time.perf_counter() - start:.0f}s, "
        f"{'refused' if 'refused' in result else 'fits' if result['fits'] else 'does not fit'}", flush=True)
  return result


# What a row that does not fit tries, cheapest first, compiling only its functions over HBM. The learner's: a
# dearer remat policy, the host-memory knobs, then half the rows per microbatch under full remat; the
# sampler's: its episodes in waves of half, then a quarter, of them (the KV cache holds one wave). The first
# that fits each is the table's knob.
LEARNER_KNOBS = (("--config.model.remat=dots_with_no_batch_dims_saveable",), ("--config.model.remat=full",),
                 ("--config.model.remat=offload_layer_inputs", "--config.learn.grad_sum_on_host=True"))


def _candidates(env: str, variant: str, family: str, remat: str) -> list[tuple[str, ...]]:
  sys.path.insert(0, ROOT)
  cfg = importlib.import_module(f"configs.{env}").get_config(variant)
  if family == "sampler":
    episodes = cfg.groups * cfg.group_size
    return [(f"--config.rollout.wave_rows={episodes // d}",) for d in (2, 4)]
  return [k for k in LEARNER_KNOBS if f"--config.model.remat={remat}" not in k] + [
      ("--config.model.remat=full", f"--config.learn.micro_batch_size={max(1, cfg.learn.micro_batch_size // 2)}")]


def find_knobs(env: str, variant: str, topology: str, algorithm: str, result: dict) -> list[dict]:
  """For the learner's and the sampler's functions over HBM in `result`: the first candidate under which they
  fit, with the peak they compile to (flags None when none does); kept in the row's JSON."""
  over = [f["name"] for f in result["functions"] if f["error"] or
          (f["memory_gib"]["total"] or 0) + f["resident_others_gib"] > result["hbm_gib"]]
  remat = next(f["remat"] for f in result["functions"] if f["name"] == "learner/train_step")
  path = path_for(env, variant, topology, algorithm).replace(".json", "_knob.json")
  extra = (f"--config.algorithm={algorithm}",) if algorithm else ()
  found = []
  for family in ("learner", "sampler"):
    names = [n for n in over if n.startswith(family + "/")]
    if not names:
      continue
    knob = {"flags": None, "functions": names}
    for flags in _candidates(env, variant, family, remat):
      proc = run_compile(env, variant, topology, path, (*extra, f"--functions={','.join(names)}", *flags))
      if proc.returncode not in (0, 1) or not os.path.exists(path):
        continue
      with open(path) as f:
        trial = json.load(f)
      os.remove(path)
      peak = max((f["memory_gib"]["total"] or 0) + f["resident_others_gib"] for f in trial["functions"])
      print(f"  {' '.join(flags)}: {'fits' if trial['fits'] else 'does not fit'} ({peak:.1f} GiB)", flush=True)
      if trial["fits"]:
        knob = {"flags": list(flags), "functions": names, "peak_gib": peak}
        break
    found.append(knob)
  return found


def table() -> str:
  commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                          text=True).stdout.strip()
  rows = ["| variant | GPUs | fits | peak GiB / GPU (HBM) | largest function | update: rollout + learner s | "
          "what it needs to fit | compile s | commit |", "|---|---|---|---|---|---|---|---|---|"]
  missing = []
  for env, variant, topology, algorithm in RUNS:
    path = path_for(env, variant, topology, algorithm)
    shown = f"{env}:{variant}" + (f" ({algorithm})" if algorithm else "")
    if not os.path.exists(path):
      missing.append(name_of(env, variant, topology, algorithm))
      continue
    with open(path) as f:
      r = json.load(f)
    if "refused" in r:
      rows.append(f"| {shown} | {topology} | refused before compiling: {r['refused'].removeprefix('compile: ')} "
                  f"| | | | | | |")
      continue
    peak_of = lambda fn: (fn["memory_gib"]["total"] or 0) + fn["resident_others_gib"]
    largest = max(r["functions"], key=peak_of)
    upd = r.get("update") or {}
    rows.append(f"| {shown} | {topology} | {'yes' if r['fits'] else 'NO'} | {peak_of(largest):.1f} "
                f"({r['hbm_gib']:.0f}) | {largest['name']} | {upd.get('rollout_s', 0):.0f} + "
                f"{upd.get('learner_s', 0):.0f} | {_knob_cell(r)} | {sum(f['compile_s'] for f in r['functions']):.0f} | "
                f"{r.get('commit') or 'n/a'} |")
  lines = [f"<!-- written by `python bench/gpu_variants.py --table_only` at {commit} from "
           "docs/results/accelerators/gpu/*.json -->", "", *rows]
  if missing:
    lines += ["", "Not compiled yet (`python bench/gpu_variants.py --only=NAME`): " + ", ".join(missing)]
  return "\n".join(lines) + "\n"


def _knob_cell(r: dict) -> str:
  cells = []
  for knob in [] if r["fits"] else r.get("knobs", []):
    names = ", ".join(knob["functions"])
    cells.append(f"none tried fits {names}" if knob["flags"] is None else
                 f"`{' '.join(knob['flags'])}` ({names}: {knob['peak_gib']:.1f})")
  return "; ".join(cells)


def main() -> None:
  parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  parser.add_argument("--only", default="", help="comma-separated rows, ENV:VARIANT@TOPOLOGY[+ALGORITHM]")
  parser.add_argument("--force", action="store_true", help="compile again even if a JSON is kept")
  parser.add_argument("--table_only", action="store_true")
  args = parser.parse_args()
  if not args.table_only:
    os.makedirs(OUT, exist_ok=True)
    names = {name_of(*run): run for run in RUNS}
    chosen = [x for x in args.only.split(",") if x] or list(names)
    unknown = [x for x in chosen if x not in names]
    if unknown:
      parser.error(f"unknown rows {unknown}; choose from {list(names)}")
    for name in chosen:
      compile_row(*names[name], args.force)
  write_between(DOC, "<!-- gpu:begin -->", "<!-- gpu:end -->", table().splitlines())
  print(f"wrote {DOC}")


if __name__ == "__main__":
  main()
