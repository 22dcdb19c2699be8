"""Every paper variant (ALFWorld qwen2.5-1.5b / 7b, WebShop qwen3-4b / 8b) trains end to end on 8 simulated
CPU devices from tiny random HF checkpoints (Qwen2 and Qwen3 families, tokenizer files in the directory):
update 1 on the default mesh, update 2 resumed on a (tensor=2, fsdp=4) mesh (tests/paper_variants_run.py)."""
import json
import math
import os
import subprocess
import sys

import pytest

from tests.repo import ROOT


@pytest.mark.slow
def test_paper_variants_train_and_resume_on_eight_devices(tmp_path):
  env = {**os.environ, "JAX_PLATFORMS": "cpu", "XLA_FLAGS": "--xla_force_host_platform_device_count=8"}
  proc = subprocess.run([sys.executable, os.path.join(ROOT, "tests", "paper_variants_run.py"), str(tmp_path)],
                        env=env, cwd=ROOT, capture_output=True, text=True, timeout=1500)
  assert proc.returncode == 0, proc.stderr[-3000:]
  results = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
  assert [r["variant"] for r in results] == ["alfworld:qwen2.5-1.5b", "alfworld:qwen2.5-7b", "webshop:qwen3-4b",
                                             "webshop:qwen3-8b"]
  for r in results:
    assert r["devices"] == 8
    assert all(math.isfinite(x) for x in r["losses"] + r["grad_norms"]), r
    assert all(g > 0 for g in r["grad_norms"]), r
    assert r["updates_logged"] == [1, 2] and r["checkpoints"][-1] == 2 and r["start_update"] == 2, r
    assert r["param_dtypes"] == ["float32"], r          # master weights, whatever the compute dtype
    assert r["moved_fraction"] > 0.5, r                 # lr 1e-6 moved them (bf16 storage would not)
    assert r["uses_tensor_axis"], r                     # the resumed run really is on the second mesh
    # The sampler on its own mesh at the variant's rollout tensor (configs/base.py ROLLOUT_TENSOR: 2 or 4).
    assert r["rollout_tensor"] in (2, 4) and r["sampler_mesh"]["tensor"] == r["rollout_tensor"], r
    assert r["sampler_mesh"]["fsdp"] == 8 // r["rollout_tensor"], r
