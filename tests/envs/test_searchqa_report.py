"""SearchQA's readout: macro EM over data sources (each source once, whatever its size) in the evaluation
helpers and in launch/report.py's curves and final-evaluation tables."""
import json
import os
import subprocess
import sys

import pytest

from mcgpo_jax import readouts as ev
from mcgpo_jax.envs.registry import protocol
from tests.repo import ROOT
from tests.run_dirs import write_run_config


def test_source_macro_weights_every_source_once():
  # nq: 1 of 2 correct, bamboogle: 1 of 1 -> micro 2/3, macro (0.5 + 1.0) / 2
  stats = {"success_rate": 2 / 3, "success/nq": 0.5, "success/bamboogle": 1.0, "score": 0.6}
  assert ev.source_macro(stats) == pytest.approx(0.75)
  assert ev.source_macro({"val/success/a": 0.2, "val/success/b": 0.4, "success/x": 1.0}, "val/success/") == \
      pytest.approx(0.3)
  with pytest.raises(ValueError, match="no per-source rates"):
    ev.source_macro({"success_rate": 1.0})
  assert protocol("searchqa_test") == ev.Protocol("searchqa", "test", 51713, temperature=0.0, macro=True)


def _run(path, seed, rates_by_update):
  os.makedirs(path)
  write_run_config(path, "searchqa", algorithm="sgr_opsd", seed=seed)
  with open(os.path.join(path, "metrics.jsonl"), "w") as f:
    for u, (single, two) in rates_by_update.items():
      # micro success weighs single_hop 3:1 here; the curve must not
      f.write(json.dumps({"update": u, "episode_length": 2.0, "num_trajectories": 16,
                          "val/success_rate": (3 * single + two) / 4, "val/success/single_hop": single,
                          "val/success/two_hop": two}) + "\n")


def test_report_reads_searchqa_curves_and_evaluations_as_macro_em(tmp_path):
  _run(tmp_path / "run_0", 0, {0: (0.1, 0.0), 5: (0.5, 0.1)})
  _run(tmp_path / "run_1", 1, {0: (0.2, 0.0), 5: (0.7, 0.3)})
  evals = []
  for seed, (single, two) in enumerate([(0.6, 0.2), (0.8, 0.4)]):
    path = tmp_path / f"eval_{seed}.json"
    path.write_text(json.dumps({"run_dir": str(tmp_path / f"run_{seed}"), "split": "test", "success_rate": 0.5,
                                "success/single_hop": single, "success/two_hop": two}))
    evals.append(str(path))
  out = tmp_path / "report"
  proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch/report.py"), f"--runs={tmp_path}/run_*",
                         f"--out={out}", "--k=1"] + [f"--evals={e}" for e in evals],
                        capture_output=True, text=True, timeout=120)
  assert proc.returncode == 0, proc.stderr
  md = (out / "report.md").read_text()
  assert "| sgr_opsd | 0 | 30.00 | 30.00 |" in md     # macro EM (50 + 10) / 2 at update 5, not micro 40
  assert "| sgr_opsd | 1 | 50.00 | 50.00 |" in md
  assert "| method | seeds | Avg (macro) | success | single_hop | two_hop |" in md
  assert "| sgr_opsd | 0,1 | 50.0 ± 14.1 | 50.0 ± 0.0 | 70.0 ± 14.1 | 30.0 ± 14.1 |" in md
