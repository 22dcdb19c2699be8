"""The SearchQA smoke run end to end, exactly as docs/searchqa.md gives it (CI runs it): generated bundle, BM25
index, expert warm start, RL updates with greedy per-source validation."""
import json
import os
import subprocess
import sys

import pytest

from tests.repo import ROOT


@pytest.mark.slow
def test_searchqa_smoke_trains_and_validates_per_data_source(tmp_path):
  env = {**os.environ, "JAX_PLATFORMS": "cpu", "MCGPO_CACHE": str(tmp_path / "cache")}
  run_dir = tmp_path / "run"
  proc = subprocess.run([sys.executable, "launch/train.py", "--config=configs/searchqa.py:smoke",
                         f"--config.run_dir={run_dir}"], cwd=ROOT, env=env, capture_output=True, text=True,
                        timeout=1200)
  assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
  rows = [json.loads(line) for line in open(run_dir / "metrics.jsonl")]
  val = [r for r in rows if "val/success_rate" in r]
  assert [r["update"] for r in val] == [0, 1, 2]
  for r in val:   # per data source and their macro average over the bundle's two test sources
    assert {"val/success/single_hop", "val/success/two_hop"} <= set(r)
  assert (tmp_path / "cache" / "searchqa-bundle-v2" / "test.parquet").exists()
  assert os.listdir(tmp_path / "cache" / "bm25")
  config = json.load(open(run_dir / "config.json"))
  assert config["env"] == "searchqa" and config["eval_temperature"] == 0.0
