"""Multi-host for real: two local processes (4 simulated CPU devices each, gloo collectives) run
`launch/train.py --distributed` on the ALFWorld smoke variant, each stepping its own share of the task
groups, and their update matches a one-process 8-device run of the same config; a rerun resumes.

Tolerance: episodes sample from per-episode streams, so both runs draw the same random numbers, but the
one-process run samples with fsdp-sharded weights on 8 devices and each of the two processes with a
gathered copy on one device; the logits then differ in the last float bits, which can flip a sampled token
of this nearly uniform (2-step warm-started) policy. Counts must agree exactly (rows, successes, validation),
token totals within 2 %, loss and entropy within 1e-3 relative, KL within 1e-4.
"""
import json
import math
import os
import socket
import subprocess
import sys

import pytest

from tests.repo import ROOT


def _train(run_dir, updates, devices, extra=(), log=None):
  env = {**os.environ, "JAX_PLATFORMS": "cpu", "XLA_FLAGS": f"--xla_force_host_platform_device_count={devices}"}
  cmd = [sys.executable, os.path.join(ROOT, "launch", "train.py"), "--config=configs/alfworld.py:smoke",
         f"--config.run_dir={run_dir}", f"--config.num_updates={updates}", *extra]
  return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=open(log, "w"), stderr=subprocess.STDOUT, text=True)


def _launch_two(run_dir, updates, tmp_path, tag, extra=()):
  """Two --distributed processes of the smoke: (their exit codes, their logs)."""
  with socket.socket() as s:
    s.bind(("localhost", 0))
    port = s.getsockname()[1]
  logs = [str(tmp_path / f"{tag}_p{i}.log") for i in range(2)]
  procs = [_train(run_dir, updates, 4, ["--distributed", f"--coordinator_address=localhost:{port}",
                                        "--num_processes=2", f"--process_id={i}", *extra], logs[i]) for i in range(2)]
  try:
    codes = [p.wait(timeout=900) for p in procs]
  finally:
    for p in procs:
      p.kill()
  return codes, [open(log).read() for log in logs]


def _two_processes(run_dir, updates, tmp_path, tag):
  codes, logs = _launch_two(run_dir, updates, tmp_path, tag)
  for code, log in zip(codes, logs):
    assert code == 0, log[-3000:]
  return logs


def _rows(run_dir):
  with open(os.path.join(run_dir, "metrics.jsonl")) as f:
    return [json.loads(line) for line in f]


@pytest.mark.slow
def test_two_processes_match_one_process_and_resume(tmp_path):
  single, multi = str(tmp_path / "single"), str(tmp_path / "multi")
  one = _train(single, 1, 8, log=str(tmp_path / "single.log"))
  assert one.wait(timeout=900) == 0, open(tmp_path / "single.log").read()[-3000:]
  logs = _two_processes(multi, 1, tmp_path, "first")
  assert "[update 1/1" in logs[0] and "[update" not in logs[1]     # only process 0 logs and writes rows

  a, b = _rows(single), _rows(multi)
  assert [r["update"] for r in a] == [r["update"] for r in b] == [0, 1]   # one row per update: no duplicates
  for ra, rb in zip(a, b):
    for key in ("val/success_rate", "val/episode_length", "val/invalid_rate", "episode/success_rate",
                "episode/num_rows", "episode/episode_length", "episode/invalid_rate"):
      if key in ra:
        assert ra[key] == rb[key], (key, ra[key], rb[key])
  ra, rb = a[1], b[1]
  assert abs(ra["perf/total_num_tokens"] - rb["perf/total_num_tokens"]) <= 0.02 * ra["perf/total_num_tokens"]
  for key in ("actor/loss", "actor/entropy"):
    assert math.isclose(ra[key], rb[key], rel_tol=1e-3, abs_tol=1e-6), (key, ra[key], rb[key])
  assert abs(ra["actor/kl_loss"] - rb["actor/kl_loss"]) <= 1e-4
  assert os.path.isdir(os.path.join(multi, "checkpoints", "1"))

  logs = _two_processes(multi, 2, tmp_path, "resume")
  assert "resumed from" in logs[0] and "at update 1" in logs[0]
  assert [r["update"] for r in _rows(multi)] == [0, 1, 2]
  assert os.path.isdir(os.path.join(multi, "checkpoints", "2"))


def test_two_processes_refuse_a_pipelined_run_in_one_line(tmp_path):
  """config.pipeline is one process for now (docs/pipeline.md): both processes of a --distributed run stop at
  the config check, before any compute, naming the field; multi-host runs are lockstep."""
  codes, logs = _launch_two(str(tmp_path / "run"), 1, tmp_path, "pipelined", ["--config.pipeline.max_lag=1"])
  for code, text in zip(codes, logs):
    assert code == 2 and "config.pipeline.max_lag=1: a pipelined run is one process for now (this run has 2)" \
        in text, text[-2000:]
    assert "[update" not in text
