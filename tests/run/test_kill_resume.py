"""`kill -9` in the middle of `launch/train.py`, then the same command again: the run resumes from its latest
checkpoint and ends exactly where an uninterrupted run ends (same tasks, same samples, same updates)."""
import os
import re
import signal
import subprocess
import sys
import time

import pytest

from mcgpo_jax.metrics import read_metrics
from tests.repo import ROOT

UPDATES = 4


def _command(run_dir: str, extra: tuple[str, ...] = ()) -> list[str]:
  return [sys.executable, os.path.join(ROOT, "launch", "train.py"), "--config=configs/webshop.py:smoke",
          f"--config.num_updates={UPDATES}", f"--config.run_dir={run_dir}", *extra]


def _env() -> dict[str, str]:
  return dict(os.environ, JAX_PLATFORMS="cpu", PYTHONUNBUFFERED="1")


def _run_to_end(run_dir: str, extra: tuple[str, ...] = ()) -> str:
  proc = subprocess.run(_command(run_dir, extra), cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=900)
  assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
  return proc.stdout + proc.stderr


def kill_when(command: list[str], ready) -> None:
  """Starts `command` and kill -9s its process group as soon as `ready()` (polled) is true."""
  proc = subprocess.Popen(command, cwd=ROOT, env=_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                          start_new_session=True)
  deadline = time.time() + 900
  try:
    while not ready():
      assert proc.poll() is None, f"the run exited (code {proc.returncode}) before the kill point"
      assert time.time() < deadline, "no kill point within 15 minutes"
      time.sleep(0.02)
  finally:
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
  assert proc.returncode == -signal.SIGKILL


@pytest.mark.slow
@pytest.mark.parametrize("extra", [(), ("--config.lora.rank=4",)], ids=["full", "lora"])
def test_kill_minus_9_then_rerun_resumes_and_matches_an_uninterrupted_run(tmp_path, extra):
  """Full fine-tuning, and LoRA (adapters and their AdamW state resumed over the same frozen base)."""
  killed_dir = str(tmp_path / "killed")
  # Orbax renames a finished checkpoint into place atomically
  kill_when(_command(killed_dir, extra), lambda: os.path.isdir(os.path.join(killed_dir, "checkpoints", "2")))
  done = {r["update"] for r in read_metrics(killed_dir)}
  assert UPDATES not in done, "killed too late to test anything: the run had finished"

  log = _run_to_end(killed_dir, extra)
  resumed = re.search(r"resumed from \S+ at update (\d+)", log)
  assert resumed and int(resumed.group(1)) >= 2, log[-2000:]
  resumed_at = int(resumed.group(1))
  assert "warm start done" not in log, "a resumed run must not repeat behaviour cloning"

  _run_to_end(str(tmp_path / "straight"), extra)
  killed = {r["update"]: r for r in read_metrics(killed_dir)}
  straight = {r["update"]: r for r in read_metrics(str(tmp_path / "straight"))}
  assert sorted(killed) == sorted(straight) == list(range(UPDATES + 1))
  for update in range(resumed_at + 1, UPDATES + 1):  # updates run after the restart
    for key in ("episode/success_rate", "episode/num_rows", "perf/generated_tokens", "val/success_rate"):
      if key in straight[update]:
        assert killed[update][key] == straight[update][key], (update, key)
    assert killed[update]["actor/loss"] == pytest.approx(straight[update]["actor/loss"], rel=1e-5, abs=1e-7)
