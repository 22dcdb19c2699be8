r"""Compares methods across seeds from trainer run directories: validation success per evaluation, L_k,
E_final, integrated success, paired Student-t intervals, matched-budget checkpoint pairs, the methods' own
diagnostics (MCGPO's pairs, SGR-OPSD's calibration) and learning-curve plots (MCGPO paper Appendix C).

  python launch/report.py --runs='runs/webshop_*' --out=reports/webshop [--baseline=graphgpo] [--k=5]
  python launch/report.py --runs='runs/alfworld_*' --evals='runs/alfworld_*/seen.json' --out=reports/alfworld
  python launch/report.py --runs='docs/results/alfworld_cpu/*' --baseline=graphgpo --baseline=grpo \
      --out=docs/results --name=alfworld_cpu        # what scripts/study.sh runs

Each run directory holds the trainer's `config.json` (method = its `label`, else `algorithm`; seed = `seed`)
and `metrics.jsonl` (validation success `val/success_rate` every `eval_every` updates, `episode/episode_length`
and `episode/num_trajectories` every update; files from before docs/metrics.md's names read the same). Seeds are paired across methods by seed number; every --baseline gets its
own paired intervals. Writes `<name>.md`, `<name>_per_seed.csv`, `<name>_paired.csv` and `<name>_curves.png`
into --out (name: `report`). With --evals (launch/evaluate.py outputs), the markdown also gets the final
evaluations per split: each run's success, its environment's headline (`EnvSpec.readout`: ALFWorld's
six-category macro, SearchQA's macro EM) and categories, then mean ± sample std across seeds, as SGR-OPSD
aggregates (per run first, then across runs).

A report compares like with like: runs that differ in environment or validation protocol (`PROTOCOL`: split,
task count, horizon, temperature), two runs of one method and seed, or --evals of another environment are
refused with one line naming them, never dropped or mixed into one table.
"""
from __future__ import annotations

import collections
import csv
import glob
import os
import shlex
import sys
from typing import Any, Mapping

from absl import flags
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from mcgpo_jax import readouts as ev  # noqa: E402
from mcgpo_jax.envs.registry import EnvSpec, spec  # noqa: E402
from mcgpo_jax.metrics import read_metrics  # noqa: E402
from mcgpo_jax.rundir import RunDir, read_config, read_json  # noqa: E402

_RUNS = flags.DEFINE_multi_string("runs", None, "Run directories or glob patterns.", required=True)
_OUT = flags.DEFINE_string("out", "reports", "Output directory.")
_NAME = flags.DEFINE_string("name", "report", "File name stem of the outputs (<name>.md, <name>_curves.png, ...).")
_TITLE = flags.DEFINE_string("title", None, "Heading of the markdown (default: a count of the runs).")
_BASELINE = flags.DEFINE_multi_string("baseline", None, "Method(s) the others are paired against (default: first).")
_K = flags.DEFINE_integer("k", 5, "L_k: mean of the last k scheduled evaluations.")
_SMOOTH = flags.DEFINE_integer("smooth", 5, "Trailing window (evaluations) of the plotted curves; 1: raw.")
_EVALS = flags.DEFINE_multi_string("evals", None, "launch/evaluate.py JSON outputs or glob patterns.")
_TOL = flags.DEFINE_float("budget_tolerance", 0.01, "Relative budget gap of a matched checkpoint pair (Eq. 17).")


def diagnostic_tables() -> list[tuple[str, tuple]]:
  """(key prefix, columns) of every method that declares a table of its own per-update diagnostics
  (`Method.reporting.columns`, credit/method.py, beside the code that logs them), in the Method table's order.
  The table is imported here, not at the top: it loads JAX, which the rest of the report does without."""
  from mcgpo_jax.credit.methods import METHODS
  return [(m.reporting.diagnostics_prefix, m.reporting.columns) for m in METHODS.values() if m.reporting.columns]


# What makes runs' validation numbers comparable in one table: the environment and how it is validated.
PROTOCOL = ("env", "valid_split", "eval_tasks", "max_steps", "eval_temperature")


def check_comparable(runs: list[dict]) -> None:
  """One report holds runs of one environment and validation protocol, one run per method and seed; any
  other set used to lose runs without a word (an AppWorld run beside an ALFWorld one of the same method and
  seed replaced it in every table)."""
  for field in PROTOCOL:
    dirs: dict[str, list[str]] = collections.defaultdict(list)
    for r in runs:
      dirs[repr(r["protocol"][field])].append(r["dir"])
    if len(dirs) > 1:
      listing = "; ".join(f"{value}: {', '.join(ds)}" for value, ds in dirs.items())
      raise ValueError(f"the runs differ in config.{field} ({listing}): their numbers are not comparable; "
                       f"report each set on its own (one --runs set per report)")
  seen: dict[tuple[str, int], str] = {}
  for r in runs:
    key = (r["method"], r["seed"])
    if key in seen:
      raise ValueError(f"{seen[key]} and {r['dir']} are both {r['method']} seed {r['seed']}: a report holds one run "
                       f"per method and seed (set config.label to tell variants apart, or report them separately)")
    seen[key] = r["dir"]


def _read_config(run_dir: str) -> dict:
  path = RunDir(run_dir).config
  if not os.path.exists(path):
    raise FileNotFoundError(f"{run_dir}: no config.json (is this a trainer run directory?)")
  config = read_config(run_dir)
  if "env" not in config:
    raise ValueError(f"{path} names no env (the environment decides what a curve plots)")
  return config


def _env(config: Mapping[str, Any]) -> EnvSpec:
  return spec(config["env"])


def load_run(run_dir: str) -> dict:
  config = _read_config(run_dir)
  rows = read_metrics(run_dir)
  # A null value was not finite when logged (metrics.py): it is no evaluation point. The environment says
  # which number its curve plots (SearchQA: the macro EM over its data sources, SGR-OPSD Fig. 4c).
  point = _env(config).reports.validation_curve
  curve = {r["update"]: 100.0 * point(r) for r in rows if r.get("val/success_rate") is not None}
  if not curve:
    raise ValueError(f"{run_dir}: metrics.jsonl has no 'val/success_rate' (no scheduled evaluation yet)")
  lengths = {r["update"]: r["episode/episode_length"] for r in rows
             if r.get("episode/episode_length") is not None and r["update"] > 0}
  val_lengths = {r["update"]: r["val/episode_length"] for r in rows if r.get("val/episode_length") is not None}
  n_traj = int(next((r["episode/num_trajectories"] for r in rows
                     if r.get("episode/num_trajectories") is not None), 128))
  return {"dir": run_dir, "method": config["label"] or config["algorithm"], "seed": int(config["seed"]),
          "protocol": {k: config[k] for k in PROTOCOL}, "curve": curve, "val_lengths": val_lengths, "rows": [r for r in rows if r["update"] > 0],
          "budget": ev.cumulative_budget(lengths, n_traj) if lengths else {}}


def load_eval(path: str) -> dict:
  """An evaluate.py result with its run's method and seed (from the run directory it names)."""
  result = read_json(path)
  if not isinstance(result, dict) or not all(k in result for k in ("run_dir", "split", "success_rate")):
    raise ValueError(f"{path}: not a launch/evaluate.py result (a JSON object with run_dir, split, success_rate)")
  config = _read_config(result["run_dir"])
  # The environment's headline (`macro_success`: ALFWorld's six-category macro, SearchQA's macro EM), unless
  # evaluate.py already wrote it.
  return {**_env(config).readout(result, ""), **result, "method": config["label"] or config["algorithm"],
          "seed": int(config["seed"]), "env": config["env"]}


def _pm(values, mean_fmt: str = ".1f", std_fmt: str | None = None) -> str:
  """mean ± sample std of `values` (one value: just the value, it has no spread)."""
  s = ev.seed_summary(values)
  mean = format(s.mean, mean_fmt)
  return mean if s.n == 1 else f"{mean} ± {format(s.std, std_fmt or mean_fmt)}"


def curve_section(by_method: dict[str, dict[int, dict]]) -> list[str]:
  """Validation success at every scheduled evaluation, and the validation episode length at the first and
  last one: per method, mean ± sample std across seeds (updates every run of the method has)."""
  grid = sorted(set.intersection(*(set(r["curve"]) for runs in by_method.values() for r in runs.values())))
  md = ["", "## Validation success (%) per evaluation, mean ± sample std across seeds", "",
        "| method | seeds | " + " | ".join(f"update {u}" for u in grid) + " | length first → last |",
        "|---|---|" + "---|" * (len(grid) + 1)]
  for m, runs in by_method.items():
    cells = [_pm([r["curve"][u] for r in runs.values()]) for u in grid]
    ends = [(r["val_lengths"][min(r["val_lengths"])], r["val_lengths"][max(r["val_lengths"])])
            for r in runs.values() if r["val_lengths"]]
    length = f"{np.mean([a for a, _ in ends]):.1f} → {np.mean([b for _, b in ends]):.1f}" if ends else "–"
    md.append(f"| {m} | {','.join(map(str, sorted(runs)))} | " + " | ".join(cells) + f" | {length} |")
  return md


def _pool(rows: list[dict], how: str, keys: tuple[str, ...]) -> float | str | None:
  values = [[r[k] for r in rows if r.get(k) is not None] for k in keys]
  if not all(values):
    return None
  if how == "mean":
    return float(np.mean(values[0]))
  wins, ties, losses = (float(np.sum(v)) for v in values)
  if how == "wtl":
    return f"{wins:.0f} / {ties:.0f} / {losses:.0f}"
  pairs = wins + ties + losses
  return (wins + ties / 2) / pairs if pairs else None


def diagnostics_section(by_method: dict[str, dict[int, dict]]) -> list[str]:
  """The methods' diagnostic tables (diagnostic_tables) for every run that logged them: per run pooled over its
  updates, then mean ± sample std across seeds (W / T / L: summed over the seeds)."""
  md = []
  for prefix, columns in diagnostic_tables():
    methods = [m for m, runs in by_method.items()
               if any(k.startswith(prefix) for r in runs.values() for row in r["rows"] for k in row)]
    if not methods:
      continue
    md += ["", f"## Diagnostics `{prefix}*` per update (pooled per run over its updates, then across seeds)", "",
           "| method | seeds | " + " | ".join(name for name, _, _ in columns) + " |", "|---|---|" + "---|" * len(columns)]
    for m in methods:
      runs = by_method[m]
      cells = []
      for _, how, keys in columns:
        if how == "wtl":
          totals = [_pool(r["rows"], how, keys) for r in runs.values()]
          cells.append(" + ".join(t for t in totals if t) or "–")
          continue
        values = [v for v in (_pool(r["rows"], how, keys) for r in runs.values()) if v is not None]
        cells.append(_pm(values, ".3g", ".2g") if values else "–")
      md.append(f"| {m} | {','.join(map(str, sorted(runs)))} | " + " | ".join(cells) + " |")
  return md


def eval_section(evals: list[dict]) -> list[str]:
  """Markdown tables of final evaluations, one per split: per method, the mean ± sample std across seeds of
  each run's macro average (its own six-category mean), success and per-category success, in percent."""
  md = []
  for split in sorted({e["split"] for e in evals}):
    rows = [e for e in evals if e["split"] == split]
    names = spec(rows[0]["env"]).reports.category_names   # display names, in the environment's table order
    common = set.intersection(*({k[len("success/"):] for k in e if k.startswith("success/")} for e in rows))
    cats = [c for c in names if c in common] + sorted(common - set(names))
    cols = [("Avg (macro)", "macro_success")] if all("macro_success" in e for e in rows) else []
    cols += [("success", "success_rate")] + [(names.get(c, c), f"success/{c}") for c in cats]
    md += ["", f"## Final evaluation on {split} (%, mean ± sample std across seeds)", "",
           "| method | seeds | " + " | ".join(name for name, _ in cols) + " |", "|---|---|" + "---|" * len(cols)]
    for m in sorted({e["method"] for e in rows}):
      mine = sorted((e for e in rows if e["method"] == m), key=lambda e: e["seed"])
      cells = [ev.seed_summary([100.0 * e[key] for e in mine]) for _, key in cols]
      md.append(f"| {m} | {','.join(str(e['seed']) for e in mine)} | "
                + " | ".join(f"{c.mean:.1f} ± {c.std:.1f}" for c in cells) + " |")
  return md


def main(argv):
  del argv
  dirs = sorted({d for pattern in _RUNS.value for d in (glob.glob(pattern) or [pattern]) if os.path.isdir(d)})
  if not dirs:
    raise SystemExit(f"no run directories match {_RUNS.value}")
  runs = [load_run(d) for d in dirs]
  check_comparable(runs)
  by_method: dict[str, dict[int, dict]] = collections.defaultdict(dict)
  for r in runs:
    by_method[r["method"]][r["seed"]] = r
  methods = sorted(by_method)
  by_method = {m: dict(sorted(by_method[m].items())) for m in methods}
  # A baseline with no runs yet (a study run in parts) is skipped, and said so; none at all is an error.
  requested = _BASELINE.value or [methods[0]]
  baselines = [b for b in requested if b in by_method]
  if not baselines:
    raise SystemExit(f"--baseline={requested[0]!r} is not among the methods {methods}")
  missing = [b for b in requested if b not in by_method]
  os.makedirs(_OUT.value, exist_ok=True)
  k, name = _K.value, _NAME.value

  per_seed = []
  for m in methods:
    for seed, r in by_method[m].items():
      c = r["curve"]
      per_seed.append({"method": m, "seed": seed, f"L{k}": ev.last_k_mean(c, k) if len(c) >= k else float("nan"),
                       "E_final": ev.final_value(c), "final_update": max(c),
                       "gain": ev.final_value(c) - c[min(c)],
                       "integrated": ev.integrated_success(c) if len(c) > 1 else float("nan")})
  readouts = [f"L{k}", "E_final", "gain", "integrated"]
  command = "python launch/report.py " + " ".join(shlex.quote(a) for a in sys.argv[1:])
  md = [f"# {_TITLE.value or f'Report over {len(runs)} runs'}", "",
        f"Written by `{command}` from {len(runs)} runs ({len(methods)} methods). Success in %; gain = E_final − "
        f"the first evaluation (update 0: the policy before RL); L{k} = mean of the last {k} evaluations; "
        f"integrated = the success curve's normalised area (Eq. 15)."]
  if missing:
    md += ["", f"No runs yet of baseline(s) {', '.join(missing)}: no contrasts against them."]
  md += curve_section(by_method)
  md += ["", "## Mean ± sample std across seeds", "", "| method | n | " + " | ".join(readouts) + " |",
         "|---|---|" + "---|" * len(readouts)]
  for m in methods:
    rows = [r for r in per_seed if r["method"] == m]
    md.append(f"| {m} | {len(rows)} | " + " | ".join(_pm([r[x] for r in rows], ".2f") for x in readouts) + " |")
  md += ["", "## Per seed", "", "| method | seed | " + " | ".join(readouts) + " |", "|---|---|" + "---|" * len(readouts)]
  md += [f"| {r['method']} | {r['seed']} | " + " | ".join(f"{r[x]:.2f}" for x in readouts) + " |" for r in per_seed]

  paired = []
  # Each pair once: against a later baseline, an earlier one was already contrasted (the other way round).
  contrasts = [(m, b) for i, b in enumerate(baselines) for m in methods if m != b and m not in baselines[:i]]
  for m, baseline in contrasts:
    seeds = sorted(set(by_method[m]) & set(by_method[baseline]))
    if len(seeds) < 2:
      continue
    for x in readouts:
      a = [next(r[x] for r in per_seed if r["method"] == m and r["seed"] == s) for s in seeds]
      b = [next(r[x] for r in per_seed if r["method"] == baseline and r["seed"] == s) for s in seeds]
      iv = ev.paired_interval(a, b)
      paired.append({"contrast": f"{m} - {baseline}", "readout": x, "n": iv.n, "gain": iv.mean,
                     "low": iv.low, "high": iv.high})
  if paired:
    md += ["", f"## Paired differences against {' and '.join(baselines)} (95% Student-t, df = n − 1, seeds both have)",
           "", "| contrast | readout | n | gain (pp) | 95% interval |", "|---|---|---|---|---|"]
    md += [f"| {p['contrast']} | {p['readout']} | {p['n']} | {p['gain']:+.2f} | [{p['low']:+.2f}, {p['high']:+.2f}] |"
           for p in paired]

  matches = []
  for m, baseline in contrasts:
    for seed in sorted(set(by_method[m]) & set(by_method[baseline])):
      ra, rb = by_method[m][seed], by_method[baseline][seed]
      grid_a = [u for u in ra["curve"] if u in ra["budget"]]
      grid_b = [u for u in rb["curve"] if u in rb["budget"]]
      hit = ev.match_budgets(ra["budget"], rb["budget"], grid_a, grid_b, _TOL.value)
      if hit:
        matches.append((m, baseline, seed, hit, ra["curve"][hit.update_a], rb["curve"][hit.update_b]))
  if matches:
    md += ["", f"## Matched interaction budgets (Eq. 17, gap < {_TOL.value:.0%})", "",
           "| method | seed | updates | transitions | gap (%) | success (%) | Δ (pp) |", "|---|---|---|---|---|---|---|"]
    md += [f"| {m} vs {b} | {s} | {h.update_a}/{h.update_b} | {h.budget_a:,}/{h.budget_b:,} | {100 * h.gap:.3f} "
           f"| {sa:.2f}/{sb:.2f} | {sa - sb:+.2f} |" for m, b, s, h, sa, sb in matches]

  md += diagnostics_section(by_method)
  if _EVALS.value:
    paths = sorted({p for pattern in _EVALS.value for p in (glob.glob(pattern) or [pattern])})
    evals = [load_eval(p) for p in paths]
    env = runs[0]["protocol"]["env"]
    foreign = next((p for p, e in zip(paths, evals) if e["env"] != env), None)
    if foreign:
      raise ValueError(f"{foreign} evaluates a run on {next(e['env'] for e in evals if e['env'] != env)}, the runs are "
                       f"on {env}: report each environment on its own")
    md += eval_section(evals)

  curves_png = f"{name}_curves.png"
  ev.plot_curves({m: {s: r["curve"] for s, r in by_method[m].items()} for m in methods},
                 os.path.join(_OUT.value, curves_png), title=_TITLE.value or os.path.basename(os.path.normpath(_OUT.value)),
                 window=_SMOOTH.value, baseline=baselines[0] if len(methods) > 1 else None)
  md += ["", f"![learning curves]({curves_png})", ""]
  with open(os.path.join(_OUT.value, f"{name}.md"), "w") as f:
    f.write("\n".join(md))
  written = [f"{name}.md", curves_png]
  for stem, rows in (("per_seed", per_seed), ("paired", paired)):
    if rows:
      csv_name = f"{name}_{stem}.csv"
      with open(os.path.join(_OUT.value, csv_name), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
      written.append(csv_name)
  print("\n".join(md))
  print(f"\nwrote {', '.join(written)} in {_OUT.value}")


if __name__ == "__main__":
  from mcgpo_jax import cli
  for flag, low in ((_K, 1), (_SMOOTH, 1), (_TOL, 0.0)):   # checked while parsing: one line, exit 2
    cli.at_least(flag, low)
  cli.run(main, "report")
