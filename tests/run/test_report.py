"""launch/report.py end to end on synthetic run directories whose L5 values are the MCGPO paper's Table 12(a)."""
import json
import os
import subprocess
import sys

from tests.credit.test_readouts import TABLE12
from tests.repo import ROOT
from tests.run_dirs import write_run_config


def _write_run(path, label, seed, l5):
  os.makedirs(path)
  write_run_config(path, "webshop", algorithm="mcgpo", label=label, seed=seed)
  with open(os.path.join(path, "metrics.jsonl"), "w") as f:
    for u in range(0, 51):
      row = {"update": u, "episode_length": 10.0 + (seed + u) % 3, "num_trajectories": 128}
      if u % 5 == 0:  # flat at the Table 12 value over the last five evaluations, lower before
        row["val/success_rate"] = (l5 if u >= 30 else l5 / 2) / 100
      f.write(json.dumps(row) + "\n")


def test_report_reproduces_table12b_and_draws_curves(tmp_path):
  for label, values in TABLE12.items():
    for seed, v in enumerate(values):
      _write_run(tmp_path / f"{label}_{seed}", label, seed, v)
  out = tmp_path / "report"
  proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch/report.py"), f"--runs={tmp_path}/*_*",
                         f"--out={out}", "--baseline=B"], capture_output=True, text=True, timeout=120)
  assert proc.returncode == 0, proc.stderr
  md = (out / "report.md").read_text()
  # A − B of Table 12(b): +2.34 [+1.57, +3.12] (from the rounded Table 12(a) inputs: +2.35 [+1.56, +3.13]).
  assert "| A - B | L5 | 3 | +2.35 | [+1.56, +3.13] |" in md
  assert "| A | 3 | 82.14 ± 3.52 |" in md.replace("82.14 ± 3.52 | ", "82.14 ± 3.52 |")
  assert "Matched interaction budgets" in md
  assert (out / "report_curves.png").stat().st_size > 1000
  assert (out / "report_per_seed.csv").read_text().count("\n") == 13


def test_study_report_two_baselines_per_evaluation_table_and_diagnostics(tmp_path):
  """scripts/study.sh's report: paired against two baselines over the seeds both have, success at each
  evaluation as mean ± sample std, MCGPO's pairs pooled per run (agreement weighted by pair count) and
  SGR-OPSD's calibration, each from values worked out by hand here."""
  def run(method, seed, val, extra=lambda u: {}):
    path = tmp_path / f"{method}_s{seed}"
    os.makedirs(path)
    write_run_config(path, "alfworld", algorithm=method, seed=seed)
    rows = []
    for u in range(0, 9):
      row = {"update": u, **({"episode_length": 12.0, "num_trajectories": 16} if u else {}), **(extra(u) if u else {})}
      if u % 4 == 0:
        row["val/success_rate"], row["val/episode_length"] = val[u // 4], 14.0 - u / 4
      rows.append(json.dumps(row))
    (path / "metrics.jsonl").write_text("\n".join(rows) + "\n")

  # update 0 / 4 / 8 success per seed.
  for seed, (g, p) in enumerate([((0.5, 0.6, 0.7), (0.4, 0.5, 0.5)), ((0.25, 0.5, 0.5), (0.5, 0.5, 0.75))]):
    run("graphgpo", seed, g)
    run("grpo", seed, p)
    # MCGPO: 2 pairs in odd updates (1 exact + 1 coarse; 1 win, 1 tie), none in even ones: 8 updates, 8 pairs.
    run("mcgpo", seed, (g[0], g[1] + 0.25, g[2] + 0.25), lambda u: {
        "mcgpo/pairs": 2.0 * (u % 2), "mcgpo/pairs_exact": 1.0 * (u % 2), "mcgpo/pairs_coarse": 1.0 * (u % 2),
        "mcgpo/has_pairs": float(u % 2), "mcgpo/qualified_comparisons": 3.0 * (u % 2),
        "mcgpo/wins": 1.0 * (u % 2), "mcgpo/ties": 1.0 * (u % 2), "mcgpo/losses": 0.0})
  run("sgr_opsd", 0, (0.5, 0.5, 0.5), lambda u: {"sgr/comparisons": float(u), "sgr/mean_abs_w_minus_1": 0.05})
  out = tmp_path / "results"
  proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch/report.py"), f"--runs={tmp_path}/*_s*",
                         f"--out={out}", "--name=study", "--baseline=graphgpo", "--baseline=grpo", "--k=2",
                         "--smooth=1", "--title=Study"], capture_output=True, text=True, timeout=120)
  assert proc.returncode == 0, proc.stderr
  md = (out / "study.md").read_text()
  assert md.startswith("# Study\n")
  assert "| method | seeds | update 0 | update 4 | update 8 | length first → last |" in md
  # graphgpo: update 0: mean(50, 25) = 37.5, std = 17.7; update 8: mean(70, 50) = 60.0 ± 14.1.
  assert "| graphgpo | 0,1 | 37.5 ± 17.7 | 55.0 ± 7.1 | 60.0 ± 14.1 | 14.0 → 12.0 |" in md
  assert "| sgr_opsd | 0 | 50.0 | 50.0 | 50.0 | 14.0 → 12.0 |" in md   # one seed: no std
  assert "| sgr_opsd | 1 | 50.00 | 50.00 | 0.00 | 50.00 |" in md and "nan" not in md
  # MCGPO − GraphGPO: +25 at E_final on both seeds (zero spread: the interval collapses); gain = E_final − E_0.
  assert "| mcgpo - graphgpo | E_final | 2 | +25.00 | [+25.00, +25.00] |" in md
  assert "| grpo - graphgpo | gain | 2 | -5.00 |" in md   # (10 − 20 + 25 − 25) / 2
  assert "sgr_opsd - grpo" not in md   # one seed in common: no interval
  assert "| grpo - graphgpo | E_final |" in md and "graphgpo - grpo" not in md   # the baselines' pair once
  # Pooled per run: pairs 2 in 4 of 8 updates -> 1.0 / update; agreement (4 + 4/2) / 8 = 0.75.
  assert "| mcgpo | 0,1 | 1 ± 0 | 0.5 ± 0 | 0.5 ± 0 | 0.5 ± 0 | 1.5 ± 0 | 4 / 4 / 0 + 4 / 4 / 0 | 0.75 ± 0 |" in md
  assert "| sgr_opsd | 0 | 4.5 | – | – | – | – | 0.05 | – | – |" in md   # comparisons: mean of 1..8
  assert (out / "study_curves.png").stat().st_size > 1000 and (out / "study_paired.csv").exists()
  # A study in parts: a baseline without runs yet is skipped and said so; no baseline at all is an error.
  part = [sys.executable, os.path.join(ROOT, "launch/report.py"), f"--runs={tmp_path}/mcgpo_s*",
          f"--runs={tmp_path}/graphgpo_s*", f"--out={out}", "--name=part", "--baseline=graphgpo", "--baseline=grpo"]
  proc = subprocess.run(part, capture_output=True, text=True, timeout=120)
  assert proc.returncode == 0, proc.stderr
  md = (out / "part.md").read_text()
  assert "No runs yet of baseline(s) grpo" in md and "| mcgpo - graphgpo | E_final |" in md and "- grpo |" not in md
  proc = subprocess.run(part[:-2] + ["--baseline=grpo"], capture_output=True, text=True, timeout=120)
  assert proc.returncode != 0 and "--baseline='grpo' is not among the methods" in proc.stderr
