r"""Compiles every paper variant for TPU topologies with `launch/compile.py` and writes docs/accelerators.md.

  python bench/compile_variants.py                          # every variant x v5e:1x1, v5p:2x2x1, v5e:2x4, v6e:2x4
  python bench/compile_variants.py --only=alfworld:qwen2.5-1.5b --topologies=v5p:2x2x1
  python bench/compile_variants.py --recommended --force    # every variant again on its config's slice
  python bench/compile_variants.py --lora --recommended     # the LoRA forms on their small slices
  python bench/compile_variants.py --splits                 # every variant's slice split in half: learner + sampler
  python bench/compile_variants.py --splits=1,2 --only=alfworld:qwen2.5-1.5b   # 3 + 1 and 2 + 2 on its v5p:2x2x1
  python bench/compile_variants.py --table_only             # rewrite docs/accelerators.md from the kept JSON

Each (variant, topology) runs `launch/compile.py --json=docs/results/accelerators/<env>_<variant>_<topology>.json`
in its own process (a kept JSON is not compiled again unless --force); a topology whose chips cannot hold the
variant's resident state is refused in seconds and the smallest slice of that generation that can is compiled
instead. A report compiled again (--force) replaces the kept one, which moves to docs/results/accelerators/before/
(once: the first replaced report stays there), and a second table, in the dated log docs/results/accelerators.md,
shows each before beside its after. A full-size compile takes minutes on a CPU host, so the tables keep what
was run, with the commit, and list what was not.

--splits compiles the pipelined schedule's split (`--config.pipeline.rollout_devices=N`: the learner on the first
chips of the variant's own slice, the sampler on the last N; kept as `..._<topology>_split<N>.json`) and writes
the split table of docs/accelerators.md: each split's projected pipelined update against the lockstep update of
the same slice (the variant's kept report there).
"""
from __future__ import annotations

import argparse
import datetime
import glob
import importlib
import json
import math
import os
import re
import subprocess
import sys
import time

from mcgpo_jax.aot import targets

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "docs", "results", "accelerators")
BEFORE = os.path.join(OUT, "before")   # the reports a recompile replaced, for the before / after table
DOC = os.path.join(ROOT, "docs", "accelerators.md")
LOG = os.path.join(ROOT, "docs", "results", "accelerators.md")   # the dated log, which keeps the before / after table
# The papers' variants: MCGPO's four backbones on ALFWorld and WebShop, SGR-OPSD's two on all three.
MCGPO = ("qwen2.5-1.5b", "qwen2.5-7b", "qwen3-4b", "qwen3-8b")
SGR = ("sgr-opsd-qwen2.5-3b", "sgr-opsd-qwen2.5-7b")
VARIANTS = tuple((env, v) for v in MCGPO + SGR for env in ("alfworld", "webshop")) + \
    tuple(("searchqa", v) for v in SGR)   # configs/searchqa.py runs only SGR-OPSD
# With AppWorld's G2PO backbone (the other benches project only the variants above).
ALL = VARIANTS + (("appworld", "g2po-qwen2.5-14b"),)
# The slice each variant's config recommends (v5p:2x2x1 unless its docstring says more).
SLICES = {("webshop", "qwen3-8b"): "v5p:2x2x2", ("searchqa", "sgr-opsd-qwen2.5-7b"): "v5p:2x2x2",
          # on v5p:2x2x1 its train step at full remat peaked at 94.6 of 95 GiB (a7e74a7): no room left
          ("appworld", "g2po-qwen2.5-14b"): "v5p:2x2x2"}
# The LoRA forms (configs/base.py lora_variant) of the backbones LoRA is for, on the small slices they are
# sized for: the 1.5B on one Colab TPU chip, the 7B and 8B on one v5e-8 host. The table shows each beside its
# full fine-tuning form.
LORA = {(env, f"{v}-lora"): "v5e:1x1" if v == "qwen2.5-1.5b" else "v5e:2x4"
        for v in ("qwen2.5-1.5b", "qwen2.5-7b", "qwen3-8b") for env in ("alfworld", "webshop")}
SLICES.update(LORA)
# The CPU quickstarts, compiled for one Colab TPU chip only (--only=alfworld:quickstart --topologies=v5e:1x1).
QUICKSTARTS = tuple((env, "quickstart") for env in ("alfworld", "webshop", "searchqa"))
# One Colab TPU chip (v5e-1), then v5p-8 (4 chips), v5e-8 and v6e-8 (8 chips, one host each).
TOPOLOGIES = ("v5e:1x1", "v5p:2x2x1", "v5e:2x4", "v6e:2x4")


def head_commit() -> str:
  """The checkout's short commit, written into each table's header."""
  return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()


def slice_of(env: str, variant: str) -> str:
  return SLICES.get((env, variant), "v5p:2x2x1")


def path_for(env: str, variant: str, topology: str, sampler_chips: int = 0, remat: str = "") -> str:
  """The kept report of one compile; `sampler_chips` > 0: of the split with the sampler on that many chips,
  `remat`: at that remat policy instead of the variant's."""
  split = (f"_split{sampler_chips}" if sampler_chips else "") + (f"_remat-{remat}" if remat else "")
  return os.path.join(OUT, f"{env}_{variant}_{topology.replace(':', '-')}{split}.json")


def reports(folder: str, env: str, variant: str) -> list[str]:
  """The kept reports of one variant in `folder`, one per topology (not the hand-named extra compiles beside
  them, e.g. `..._v5e-1x1_micro8_before_sharing.json`)."""
  pattern = re.compile(rf"{re.escape(env)}_{re.escape(variant)}_v\w+-[\dx]+\.json$")
  return sorted(f for f in glob.glob(os.path.join(folder, f"{env}_{variant}_*.json"))
                if pattern.fullmatch(os.path.basename(f)))


def table_order() -> list[tuple[str, str]]:
  """Every variant of the tables, each LoRA form right after its full fine-tuning form."""
  return [x for env, v in ALL for x in ((env, v), *([(env, f"{v}-lora")] if (env, f"{v}-lora") in LORA else []))]


def recommended(env: str, variant: str) -> list[str]:
  """`--recommended`'s slices: v5p:2x2x1 where a report is kept there (a recompile keeps its rows), then the
  variant's own slice."""
  return list(dict.fromkeys([*(["v5p:2x2x1"] if os.path.exists(path_for(env, variant, "v5p:2x2x1")) else []),
                             slice_of(env, variant)]))


def kept(path: str, force: bool):
  """The kept JSON report at `path` (None when there is none or `force` asks for a new one)."""
  if force or not os.path.exists(path):
    return None
  with open(path) as f:
    return json.load(f)


def run_compile(env: str, variant: str, topology: str, path: str, flags=(), echo=None) -> subprocess.CompletedProcess:
  """Runs `launch/compile.py` for one variant on one topology in its own process, writing its JSON to `path`
  (shared by bench/remat_policies.py); prints the command, and the report unless `flags` narrow it (`echo`
  decides otherwise)."""
  cmd = [sys.executable, os.path.join(ROOT, "launch", "compile.py"), f"--config=configs/{env}.py:{variant}",
         f"--topology={topology}", *flags, f"--json={path}"]
  print(f"$ {' '.join(cmd[1:])}", flush=True)
  proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, env={**os.environ, "JAX_PLATFORMS": "cpu"})
  if (not flags) if echo is None else echo:
    print(proc.stdout[-4000:], flush=True)
  return proc


def compile_one(env: str, variant: str, topology: str, force: bool, sampler_chips: int = 0, remat: str = "") -> dict:
  """Runs launch/compile.py once (or reads its kept JSON); a refusal is kept as {"refused": line}. A report
  compiled again replaces the kept one, which moves to BEFORE unless a report of it is already there.
  `sampler_chips` > 0 compiles the split with the sampler on the last that many chips; `remat` overrides the
  variant's remat policy."""
  path = path_for(env, variant, topology, sampler_chips, remat)
  result = kept(path, force)
  if result is not None:
    return result
  if os.path.exists(path) and not os.path.exists(before_path(path)):
    os.makedirs(BEFORE, exist_ok=True)
    os.replace(path, before_path(path))
  start = time.perf_counter()
  flags = ((f"--config.pipeline.rollout_devices={sampler_chips}",) if sampler_chips else ()) + \
      ((f"--config.model.remat={remat}",) if remat else ())
  proc = run_compile(env, variant, topology, path, flags, echo=True)
  errors = [line for line in proc.stderr.splitlines() if line.startswith("compile:")]
  if proc.returncode not in (0, 1):
    raise SystemExit(f"{env}:{variant} on {topology} failed ({proc.returncode}):\n{proc.stderr[-3000:]}")
  if not os.path.exists(path):   # refused before compiling: keep the line
    result = {"topology": topology, "refused": errors[-1] if errors else proc.stderr.strip()[-400:]}
    with open(path, "w") as f:
      json.dump(result, f, indent=2)
  with open(path) as f:
    result = json.load(f)
  print(f"  -> {time.perf_counter() - start:.0f}s, {'refused' if 'refused' in result else 'fits' if result['fits'] else 'does not fit'}",
        flush=True)
  return result


def before_path(path: str) -> str:
  return os.path.join(BEFORE, os.path.basename(path))


def suggested(result: dict):
  match = re.search(r"slice that holds it .* is (\S+)$", result.get("refused", ""))
  return match.group(1) if match else None


def _fn(result, prefix):
  return next((f for f in result["functions"] if f["name"].startswith(prefix)), None)


def _gib(x):
  return "n/a" if x is None else f"{x:.1f}"


def table() -> str:
  commit = head_commit()
  rows = ["| variant | topology | fits | peak GiB / device (HBM) | train step | log-probs | prefill | decode | "
          "update: rollout + learner s | compile s | commit |", "|---|---|---|---|---|---|---|---|---|---|---|"]
  missing = []
  for env, variant in table_order() + list(QUICKSTARTS):
    files = reports(OUT, env, variant)
    if not files:
      if variant != "quickstart":
        missing.append(f"{env}:{variant}")
      continue
    for file in files:
      with open(file) as f:
        r = json.load(f)
      name = f"{env}:{variant}"
      if "refused" in r:
        size = re.search(r"takes ([\d.]+) GiB", r["refused"])
        hbm = re.search(r"than its ([\d.]+) GiB", r["refused"])
        alternative = suggested(r)
        rows.append(f"| {name} | {r['topology']} | refused in seconds | resident {size.group(1) if size else '?'} "
                    f"({hbm.group(1) if hbm else '?'}) | | | | | "
                    f"{'smallest that holds it: ' + alternative if alternative else ''} | | |")
        continue
      def cell(prefix):
        fn = _fn(r, prefix)
        if fn is None:
          return ""
        if fn["error"]:
          return "compiler refused"
        return f"{_gib(fn['memory_gib']['total'] + fn['resident_others_gib'])}"
      peak = max((f["memory_gib"]["total"] or 0) + f["resident_others_gib"] for f in r["functions"])
      upd = r.get("update") or {}
      total_compile = sum(f["compile_s"] for f in r["functions"])
      rows.append(f"| {name} | {r['topology']} | {'yes' if r['fits'] else 'NO'} | {peak:.1f} ({r['hbm_gib']:.0f}) | "
                  f"{cell('learner/train')} | {cell('learner/logprob')} | {cell('sampler/prefill')} | "
                  f"{cell('sampler/decode')} | {upd.get('rollout_s', 0):.3g} + {upd.get('learner_s', 0):.3g} | "
                  f"{total_compile:.0f} | {r.get('commit') or 'n/a'} |")
  lines = [f"<!-- written by `python bench/compile_variants.py --table_only` at {commit} on "
           f"{datetime.date.today()} from docs/results/accelerators/*.json -->", ""] + rows
  if missing:
    lines += ["", "Not compiled yet (run `python bench/compile_variants.py --only=ENV:VARIANT`): " + ", ".join(missing)]
  return "\n".join(lines) + "\n"


def split_sizes(topology: str, sizes: str) -> list[int]:
  """`--splits`' sampler chip counts on `topology`: "half" is half its chips (the learner takes 3.5-9.4x the
  sampler's device time in every kept lockstep report, so the sampler never needs more)."""
  return [targets.num_chips(topology) // 2] if sizes == "half" else [int(n) for n in sizes.split(",")]


# What --splits tries, in this order, when a split's train step does not fit at the variant's remat policy: the
# learner's half of the slice computes twice the rows per chip, which the policy chosen for the whole slice may not
# hold (bench/remat_policies.py chose it there).
SPLIT_REMATS = ("dots_with_no_batch_dims_saveable", "full")


def compile_split(env: str, variant: str, topology: str, sampler_chips: int, force: bool) -> None:
  """One split at the variant's remat policy, then at each of SPLIT_REMATS until its train step fits."""
  result = compile_one(env, variant, topology, force, sampler_chips)
  own = None if "refused" in result else result["model"]["remat"]
  for remat in SPLIT_REMATS[SPLIT_REMATS.index(own) + 1 if own in SPLIT_REMATS else 0:]:   # only heavier ones
    train = None if "refused" in result else _fn(result, "learner/train")
    if train is None or train["fits"]:
      return
    result = compile_one(env, variant, topology, force, sampler_chips, remat)


def kept_splits(env: str, variant: str, topology: str) -> list[tuple[int, str, dict]]:
  """(sampler chips, remat override or "", report) of every kept split of one variant on `topology`, fewest
  sampler chips first, each at the variant's remat policy first."""
  found = []
  for file in glob.glob(path_for(env, variant, topology, 1).replace("_split1.json", "_split*.json")):
    match = re.search(r"_split(\d+)(?:_remat-(\w+))?\.json$", file)
    with open(file) as f:
      found.append((int(match.group(1)), match.group(2) or "", json.load(f)))
  order = ("",) + SPLIT_REMATS
  return sorted(found, key=lambda x: (x[0], order.index(x[1]) if x[1] in order else len(order)))


def _why_not(r: dict) -> str:
  """Why a split does not fit, in the words of its report: the function over its chip, and what the learner's
  mesh leaves whole on each chip."""
  if "refused" in r:
    return r["refused"].removeprefix("compile: does not fit: ")
  over = [f for f in r["functions"] if not f["fits"]]
  parts = []
  for f in over:
    need = (f["memory_gib"]["total"] or 0) + f["resident_others_gib"]
    asked = re.search(r"HLO temporaries \(([\d.]+)G\)", f["error"] or "")
    refused = "refused by the compiler" + (f" (temporaries {float(asked.group(1)):.1f} GiB)" if asked else "")
    parts.append(f"{f['name']} {refused if f['error'] else f'needs {need:.1f} GiB'}"
                 + (f" (replicated, undivided: {', '.join(f['replicated'])})" if f["replicated"] else ""))
  return f"does not fit {r['hbm_gib']:.0f} GiB: " + "; ".join(parts)


def learner_bound(env: str, variant: str, lockstep: dict) -> str:
  """What the lockstep report alone says of every split. The learner's projected time is its jaxpr's FLOPs
  over its chips at a fixed MFU (aot/report.py), so on chips - n of the slice's chips it is learner_s * chips /
  (chips - n) at the same remat policy and more at a heavier one; a split can therefore beat lockstep's
  rollout_s + learner_s only with a sampler of fewer than chips * rollout_s / (rollout_s + learner_s) chips.
  Not where the lockstep's learner mesh does not divide the variant's micro-batch: every chip then computes
  all its rows (its attention counted so, per shard), and fewer learner chips that divide it lose less."""
  base, chips = lockstep["update"], lockstep["devices"]
  rollout, learner, total = base["rollout_s"], base["learner_s"], base["total_s"]
  micro = config_of(env, variant).learn.micro_batch_size
  batch_chips = lockstep["mesh"].get("data", 1) * lockstep["mesh"].get("fsdp", 1)
  if micro % batch_chips:
    return (f"no bound: lockstep's {batch_chips} learner chips do not divide its micro-batch of {micro} rows, so "
            f"each computes all of them")
  share = chips * rollout / total
  if share <= 1:
    return (f"no split can beat lockstep: the learner alone on {chips - 1} chips takes at least "
            f"{learner:.1f} x {chips}/{chips - 1} = {learner * chips / (chips - 1):.1f} s, lockstep {total:.1f} s "
            f"(a split could win only with a sampler of fewer than {share:.2f} chips)")
  most = math.ceil(share) - 1
  return (f"only a sampler of at most {most} chip{'s' if most > 1 else ''} could beat lockstep (fewer than {share:.2f}: "
          f"the learner alone on {chips - 1} chips takes at least {learner * chips / (chips - 1):.1f} s, lockstep "
          f"{total:.1f} s)")


def config_of(env: str, variant: str):
  """The variant's config as configs/<env>.py builds it."""
  if ROOT not in sys.path:   # run as bench/compile_variants.py, the configs package is beside bench/
    sys.path.insert(0, ROOT)
  return importlib.import_module(f"configs.{env}").get_config(variant)


def split_table() -> str:
  """Every variant's kept splits on its slice against the lockstep update of the same slice, and what the
  lockstep report bounds for every split."""
  rows = ["| variant, slice | learner + sampler chips | rollout s | learner s | lockstep s (sum) | pipelined s "
          "(transfer) | against lockstep on every chip | commit |", "|---|---|---:|---:|---:|---:|---:|---|"]
  verdicts, missing = [], []
  for env, variant in ALL:
    topology = slice_of(env, variant)
    lockstep = kept(path_for(env, variant, topology), force=False)
    if lockstep is None or not (lockstep.get("update") or {}).get("total_s"):
      missing.append(f"{env}:{variant} (no lockstep report on {topology})")
      continue
    base, chips = lockstep["update"], lockstep["devices"]
    rows.append(f"| {env}:{variant}, {topology} | {chips} shared (lockstep), remat {lockstep['model']['remat']} | "
                f"{base['rollout_s']:.1f} | {base['learner_s']:.1f} | {base['total_s']:.1f} | | 1 | "
                f"{lockstep.get('commit') or 'n/a'} |")
    best, splits = None, kept_splits(env, variant, topology)
    for n, remat, r in splits:
      label = f"{chips - n} + {n}" + (f", remat {remat}" if remat else "")
      upd = r.get("update") or {}
      if "refused" in r or not r["fits"] or not upd.get("pipelined_s"):
        rows.append(f"| | {label} | | | | {_why_not(r)} | | {r.get('commit') or 'n/a'} |")
        continue
      speed = base["total_s"] / upd["pipelined_s"]
      best = max(best or (0, ""), (speed, label))
      rows.append(f"| | {label} | {upd['rollout_s']:.1f} | {upd['learner_s']:.1f} | {upd['total_s']:.1f} | "
                  f"{upd['pipelined_s']:.1f} ({upd['transfer_s'] * 1e3:.0f} ms) | {speed:.2f}x | {r['commit']} |")
    tried = ", ".join(dict.fromkeys(f"{chips - n} + {n}" for n, _, _ in splits)) or "none"
    compiled = (f"fastest compiled {best[1]}, {best[0]:.2f}x lockstep" if best else
                "no compiled split fits" if splits else "no split compiled")
    verdicts.append(f"- {env}:{variant} on {topology} (compiled: {tried}): {compiled}; {learner_bound(env, variant, lockstep)}")
  commit = head_commit()
  lines = [f"<!-- written by `python bench/compile_variants.py --table_only` at {commit} on {datetime.date.today()} "
           "from docs/results/accelerators/*_split*.json and each variant's lockstep report on the same slice -->",
           "", *rows, "", "Each variant's fastest compiled split, and what its lockstep report bounds for every split:",
           "", *verdicts]
  if missing:
    lines += ["", "Not in the table: " + ", ".join(missing)]
  return "\n".join(lines) + "\n"


def _summary(r: dict) -> dict:
  """compile s, peak GiB, train-step and prefill temporaries, projected update s of one kept report."""
  if "refused" in r:
    return {}
  train, prefill = _fn(r, "learner/train"), _fn(r, "sampler/prefill")
  upd = r.get("update") or {}
  temp = lambda fn: None if fn is None or fn["error"] else fn["memory_gib"]["temp"]
  return {"compile": sum(f["compile_s"] for f in r["functions"]),
          "peak": max((f["memory_gib"]["total"] or 0) + f["resident_others_gib"] for f in r["functions"]),
          "train": temp(train), "prefill": temp(prefill),
          "update": upd.get("rollout_s", 0) + upd.get("learner_s", 0) if upd else None}


def before_after() -> str:
  """Each report a recompile replaced (BEFORE) beside the one that replaced it: 'before → after' per cell."""
  rows = ["| variant | topology | compile s | peak GiB / device | train step temp | prefill temp | update s | "
          "commits |", "|---|---|---|---|---|---|---|---|"]
  for env, variant in table_order():
    for file in reports(BEFORE, env, variant):
      after_file = os.path.join(OUT, os.path.basename(file))
      if not os.path.exists(after_file):
        continue
      with open(file) as f, open(after_file) as g:
        old, new = json.load(f), json.load(g)
      if "refused" in old and "refused" in new:
        continue
      x, y = _summary(old), _summary(new)
      fmt = {"compile": "{:.0f}", "peak": "{:.1f}", "train": "{:.2f}", "prefill": "{:.2f}", "update": "{:.0f}"}
      cell = lambda k: " → ".join("n/a" if d.get(k) is None else fmt[k].format(d[k]) for d in (x, y))
      rows.append(f"| {env}:{variant} | {new['topology']} | {cell('compile')} | {cell('peak')} | {cell('train')} | "
                  f"{cell('prefill')} | {cell('update')} | {old.get('commit') or 'n/a'} → {new.get('commit') or 'n/a'} |")
  return "\n".join(["<!-- written by `python bench/compile_variants.py --table_only` from docs/results/accelerators/"
                    "before/*.json (the replaced reports) and docs/results/accelerators/*.json -->", "", *rows]) + "\n"


def write_doc() -> None:
  for path, (begin, end), body in ((DOC, ("<!-- table:begin -->", "<!-- table:end -->"), table()),
                                   (DOC, ("<!-- split:begin -->", "<!-- split:end -->"), split_table()),
                                   (LOG, ("<!-- before_after:begin -->", "<!-- before_after:end -->"), before_after())):
    with open(path) as f:
      text = f.read()
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    with open(path, "w") as f:
      f.write(head + begin + "\n" + body + end + tail)
    print(f"wrote {path}")


def main(argv=None) -> None:
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--only", default="", help="comma-separated ENV:VARIANT (default: every paper variant)")
  parser.add_argument("--lora", action="store_true", help="the LoRA forms (LORA) instead of the paper variants")
  parser.add_argument("--topologies", default=",".join(TOPOLOGIES))
  parser.add_argument("--recommended", action="store_true",
                      help="instead of --topologies: the slice each variant's config recommends, and "
                           "v5p:2x2x1 where a report is kept there")
  parser.add_argument("--force", action="store_true", help="compile again even if a JSON is kept")
  parser.add_argument("--splits", nargs="?", const="half", default="",
                      help="compile each variant's slice split for the pipelined schedule instead: the sampler on "
                           "the last N chips, N from this comma-separated list (bare: half the slice)")
  parser.add_argument("--table_only", action="store_true")
  parser.add_argument("--no_alternatives", action="store_true",
                      help="do not compile the suggested slice when a topology is refused")
  args = parser.parse_args(argv)
  if not args.table_only:
    os.makedirs(OUT, exist_ok=True)
    chosen = [tuple(x.split(":", 1)) for x in args.only.split(",") if x] or list(LORA if args.lora else ALL)
    unknown = [f"{e}:{v}" for e, v in chosen if (e, v) not in table_order() + list(QUICKSTARTS)]
    if unknown:
      parser.error(f"unknown variants {unknown}; choose from {[f'{e}:{v}' for e, v in table_order()]}")
    if args.splits:
      for env, variant in chosen:
        topology = slice_of(env, variant)
        for n in split_sizes(topology, args.splits):
          compile_split(env, variant, topology, n, args.force)
          write_doc()
      return
    topologies = args.topologies.split(",")
    runs = ([(e, v, t) for e, v in chosen for t in recommended(e, v)] if args.recommended
            else [(e, v, t) for t in topologies for e, v in chosen])
    for env, variant, topology in runs:
      result = compile_one(env, variant, topology, args.force)
      alternative = suggested(result)
      if alternative and alternative not in topologies and not args.no_alternatives and not args.recommended:
        compile_one(env, variant, alternative, args.force)
      write_doc()
  write_doc()


if __name__ == "__main__":
  main()
