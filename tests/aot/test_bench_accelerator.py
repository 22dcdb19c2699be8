"""`bench/accelerator.py --tiny` runs unchanged on CPU and prints a complete, self-consistent table.

The benchmark's numbers are timings, so nothing here bounds them; what is checked is that every row is there
with a finite number, and that the derived columns follow from the printed inputs: N from the tiny shape by
hand, tokens/s from token counts and times, MFU from 6 N (2 N for the forward pass) and --peak_flops.
"""
import importlib.util
import math
import os
import re
import subprocess
import sys

import pytest

from tests.repo import ROOT as REPO

PEAK = 1e9  # FLOP/s per device given on the command line, so MFU has a value on CPU
M, B, PROMPT, RESPONSE = 2, 2, 24, 8           # train step: microbatches x rows x (prompt + response)
VOCAB, HIDDEN = 512, 64                         # the --tiny shape
SAMPLE_BATCH, SAMPLE_PROMPT, NEW = 4, 16, 8
ROWS = ["log-prob pass compile", "log-prob pass time", "log-prob pass tokens/s", "log-prob pass MFU",
        "train step compile", "train step time", "train step tokens/s", "train step MFU", "sampler compile",
        "sampler time", "sampler tokens/s", "peak memory, learner", "peak memory, whole run"]


def tiny_parameter_count(vocab=512, d=64, mlp=128, layers=2, heads=4, kv_heads=2, head_dim=16):
  """Qwen2 with q/k/v biases and a tied embedding, counted by hand."""
  attention = d * heads * head_dim + 2 * d * kv_heads * head_dim + heads * head_dim * d
  biases = heads * head_dim + 2 * kv_heads * head_dim
  per_layer = attention + biases + 3 * d * mlp + 2 * d  # + two RMSNorm scales
  return vocab * d + layers * per_layer + d             # + the final norm


@pytest.fixture(scope="module")
def output():
  """The benchmark's stdout: one subprocess (≈ 20 s of compiling on 2 cores) shared by the slow tests."""
  env = {k: v for k, v in os.environ.items() if k != "XLA_FLAGS"}
  env["JAX_PLATFORMS"] = "cpu"
  command = [sys.executable, "bench/accelerator.py", "--tiny", f"--micro_batch={B}", f"--micro_per_mini={M}",
             f"--train_prompt={PROMPT}", f"--train_response={RESPONSE}", f"--sample_batch={SAMPLE_BATCH}",
             f"--sample_prompt={SAMPLE_PROMPT}", f"--new_tokens={NEW}", "--steps=2", f"--peak_flops={PEAK}"]
  proc = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True, timeout=600)
  assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
  return proc.stdout


def table(text):
  """{measure: float or None (n/a)} from the markdown rows."""
  values = {}
  for line in text.splitlines():
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if line.startswith("| ") and len(cells) == 3 and cells[0] != "measure":
      values[cells[0]] = None if cells[1] == "n/a" else float(cells[1].replace(",", ""))
  return values


@pytest.mark.slow
def test_every_row_is_printed_with_a_finite_number(output):
  values = table(output)
  assert list(values) == ROWS, output
  for name, value in values.items():
    if name.startswith("peak memory"):  # the CPU backend keeps no allocator statistics
      assert value is None or (math.isfinite(value) and value > 0), (name, value)
    elif name.endswith("compile"):
      assert value is not None and math.isfinite(value) and value >= 0, (name, value)
    else:
      assert value is not None and math.isfinite(value) and value > 0, (name, value)


@pytest.mark.slow
def test_header_counts_the_parameters_and_tokens(output):
  n = int(re.search(r"\(([\d,]+) in all", output).group(1).replace(",", ""))
  assert n == tiny_parameter_count() == 107_072
  per_token = float(re.search(r"^N = ([\d,]+) parameters per learner token", output, re.M).group(1).replace(",", ""))
  assert per_token == pytest.approx(n - VOCAB * HIDDEN * PROMPT / (PROMPT + RESPONSE), abs=1)
  assert f"= {M * B * (PROMPT + RESPONSE):,} tokens" in output
  assert "peak: 0.001 TFLOP/s per device (--peak_flops)" in output


@pytest.mark.slow
def test_throughput_and_mfu_follow_from_the_printed_numbers(output):
  v = table(output)
  n = tiny_parameter_count() - VOCAB * HIDDEN * PROMPT / (PROMPT + RESPONSE)   # lm head on responses only
  train_tokens = M * B * (PROMPT + RESPONSE)
  assert v["train step tokens/s"] == pytest.approx(train_tokens / v["train step time"], rel=0.01, abs=1)
  assert v["log-prob pass tokens/s"] == pytest.approx(train_tokens / v["log-prob pass time"], rel=0.01, abs=1)
  assert v["sampler tokens/s"] == pytest.approx(SAMPLE_BATCH * NEW / v["sampler time"], rel=0.01, abs=1)
  assert v["train step MFU"] == pytest.approx(100 * 6 * n * v["train step tokens/s"] / PEAK, rel=0.01, abs=0.01)
  assert v["log-prob pass MFU"] == pytest.approx(100 * 2 * n * v["log-prob pass tokens/s"] / PEAK, rel=0.01,
                                                 abs=0.01)


def test_peak_table_names_the_nominal_peak():
  spec = importlib.util.spec_from_file_location("bench_accelerator", os.path.join(REPO, "bench", "accelerator.py"))
  accelerator = importlib.util.module_from_spec(spec)
  sys.modules[spec.name] = accelerator  # dataclasses look their module up there
  spec.loader.exec_module(accelerator)
  assert accelerator.peak_flops("NVIDIA H200")[0] == 989e12
  assert "nominal" in accelerator.peak_flops("NVIDIA H200")[1]
  assert accelerator.peak_flops("NVIDIA H100 80GB HBM3")[0] == 989e12
  assert accelerator.peak_flops("NVIDIA H100 PCIe")[0] == 756e12
  assert accelerator.peak_flops("NVIDIA A100-SXM4-80GB")[0] == 312e12
  assert accelerator.peak_flops("TPU v5 lite")[0] == 197e12
  assert accelerator.peak_flops("TPU v5")[0] == 459e12
  assert accelerator.peak_flops("TPU v6 lite")[0] == 918e12
  assert accelerator.peak_flops("TPU v4")[0] == 275e12
  assert accelerator.peak_flops("cpu")[0] is None
