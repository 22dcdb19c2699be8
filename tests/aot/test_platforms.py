"""No TPU probe on a machine without one: with libtpu installed and JAX_PLATFORMS unset, JAX's first device
query used to print libtpu's page of errors (`could not determine TPU worker hostnames`, `Unable to
initialize backend 'tpu'`) before every launcher's first line."""
import importlib.util
import os
import subprocess
import sys

import pytest

from mcgpo_jax import platforms
from tests.repo import ROOT


@pytest.mark.skipif(importlib.util.find_spec("libtpu") is None or platforms.tpu_attached()
                    or platforms.gpu_attached(), reason="needs libtpu installed and no TPU or GPU attached")
def test_a_launcher_without_jax_platforms_prints_no_tpu_errors(tmp_path):
  env = {k: v for k, v in os.environ.items() if k != "JAX_PLATFORMS"}
  proc = subprocess.run([sys.executable, "launch/replay.py", "--algorithm=gigpo", "--captures=examples/captures.jsonl",
                         f"--out={tmp_path / 'out'}"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
  assert proc.returncode == 0, proc.stderr[-2000:]
  assert "tpu" not in proc.stderr.lower(), proc.stderr[-2000:]


def test_a_chosen_platform_is_left_alone(monkeypatch):
  monkeypatch.setenv("JAX_PLATFORMS", "cuda")
  platforms.skip_absent_tpu()
  assert os.environ["JAX_PLATFORMS"] == "cuda"
