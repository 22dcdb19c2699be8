r"""Projected learner seconds per update of every paper variant at measured row lengths, padded and packed, and
the table docs/accelerators.md keeps ("The learner at measured lengths").

  python bench/packing_projection.py                         # every variant, written into docs/accelerators.md
  python bench/packing_projection.py --only=alfworld:qwen2.5-1.5b --no_write

Per variant: its length profile (docs/results/lengths/<env>_<think|action>.json, by whether the variant's
backbone thinks; bench/length_profile.py made them) and the v5p topology its kept compile report fits
(docs/results/accelerators/), then `launch/compile.py --lengths`'s plan, traced and counted, not compiled:
the learner's train step, π_old / π_ref pass (and SGR-OPSD's teacher pass, at its upper bound in every
column) at 40 % MFU, every row at its maximum ("bound", the compile table's basis), padded as
`learn.pack=False` lays the profile's rows out, and packed. Rows per update stay at the upper bound
(every episode to the step limit). Time: about a minute per variant on this CPU host (tracing and packing
6,400 rows in Python).
"""
from __future__ import annotations

import argparse
import datetime
import json
import os
import re
import subprocess
import sys
import time

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("ALLOW_MULTIPLE_LIBTPU_LOAD", "1")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from bench.compile_variants import VARIANTS, path_for  # noqa: E402

DOC = os.path.join(ROOT, "docs", "accelerators.md")
LENGTHS = os.path.join(ROOT, "docs", "results", "lengths")
BEGIN, END = "<!-- packed:begin -->", "<!-- packed:end -->"


def topology_for(env: str, variant: str) -> str:
  """The first v5p slice whose kept compile report fits the variant (v5p:2x2x1 when none is kept)."""
  for topo in ("v5p:2x2x1", "v5p:2x2x2"):
    path = path_for(env, variant, topo)
    if os.path.exists(path):
      with open(path) as f:
        if json.load(f).get("fits"):
          return topo
  return "v5p:2x2x1"


def project(env: str, variant: str, overrides=()) -> dict:
  import importlib
  from mcgpo_jax import config as config_lib
  from mcgpo_jax.aot import lengths, report, targets, update as update_lib
  cfg = importlib.import_module(f"configs.{env}").get_config(variant)
  for item in overrides:   # "section.field=integer"
    key, value = item.split("=", 1)
    section, field = key.split(".")
    cfg[section][field] = int(value)
  profile_path = os.path.join(LENGTHS, f"{env}_{'action' if cfg.action_only else 'think'}.json")
  profile = lengths.load(profile_path)
  topology = topology_for(env, variant)
  devices, chip = targets.devices_for(topology)
  config_lib.validate_config(cfg, num_devices=len(devices), compile_only=True)
  t0 = time.perf_counter()
  upd = update_lib.plan(cfg, devices, chip.hbm_bytes, profile)
  upd.functions = [f for f in upd.functions if not f.name.startswith(("sampler/", "warm_start/"))]
  results = report.compile_update(upd, chip, log=lambda m: None, trace_only=True)
  learner = {b: report.projected_update(results, b)["learner_s"] for b in ("bound", "padded", "packed")}
  m = upd.measured
  return {"variant": f"{env}:{variant}", "topology": topology, "profile": os.path.relpath(profile_path, ROOT),
          "rows": m["rows"], "learner_s": learner, "padding": {b: m[b].padding_frac for b in ("padded", "packed")},
          "buffer": m["packed"].length, "buffers": m["packed"].rows, "seconds": time.perf_counter() - t0}


def table(rows: list[dict], commit: str) -> list[str]:
  lines = [f"<!-- written by `python bench/packing_projection.py` at {commit} on {datetime.date.today()} -->", "",
           "| variant | topology | profile | rows / update | learner s: every row at max | padded (padding) | "
           "packed (padding) | packed / padded |", "|---|---|---|---|---|---|---|---|"]
  for r in rows:
    s, p = r["learner_s"], r["padding"]
    lines.append(f"| {r['variant']} | {r['topology']} | {os.path.basename(r['profile'])} | {r['rows']:,} | "
                 f"{s['bound']:.0f} | {s['padded']:.0f} ({p['padded']:.2f}) | {s['packed']:.0f} ({p['packed']:.2f}) "
                 f"| {s['packed'] / s['padded']:.2f} |")
  return lines


def head_commit() -> str:
  """The checkout's short commit, named in a written table."""
  return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                        text=True).stdout.strip()


def write_between(path: str, begin: str, end: str, lines: list[str]) -> None:
  """Replaces what stands between the `begin` and `end` markers of the file at `path` with `lines`."""
  with open(path) as f:
    doc = f.read()
  if begin not in doc:
    raise SystemExit(f"{path} has no {begin} ... {end} markers")
  doc = re.sub(re.escape(begin) + ".*?" + re.escape(end), lambda _: "\n".join([begin, *lines, end]), doc,
               flags=re.S)
  with open(path, "w") as f:
    f.write(doc)


def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  ap.add_argument("--only", default=None, help="comma-separated env:variant")
  ap.add_argument("--no_write", action="store_true", help="print only; leave docs/accelerators.md")
  ap.add_argument("--set", action="append", default=[], metavar="SECTION.FIELD=INT",
                  help="an integer config field for every variant, e.g. learn.tokens_per_micro_batch=1024 "
                       "(implies --no_write)")
  args = ap.parse_args()
  picked = [v for v in VARIANTS if args.only is None or f"{v[0]}:{v[1]}" in args.only.split(",")]
  commit = head_commit()
  rows = []
  for env, variant in picked:
    row = project(env, variant, args.set)
    print(f"[packing] {row['variant']} on {row['topology']}: learner {row['learner_s']['bound']:.0f} s at max, "
          f"{row['learner_s']['padded']:.0f} padded, {row['learner_s']['packed']:.0f} packed "
          f"({row['seconds']:.0f} s)", flush=True)
    rows.append(row)
  lines = table(rows, commit)
  print("\n".join(lines))
  if args.no_write or args.set:
    return
  write_between(DOC, BEGIN, END, lines)
  print(f"[packing] wrote {DOC}")


if __name__ == "__main__":
  main()
