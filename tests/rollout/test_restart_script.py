"""scripts/restart_sglang_jax.sh with a stand-in for the server (the real one: test_sglang_jax_training.py).

The stand-in is an executable given as SGLANG_JAX_PYTHON: it records its argv and pid, starts a child in its
process group (as sglang-jax starts its scheduler and detokenizer), and then, by FAKE_MODE, logs the ready
line, ignores SIGTERM, dies, or never gets ready.
"""
from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time

import pytest

from tests.repo import ROOT

SCRIPT = os.path.join(ROOT, "scripts", "restart_sglang_jax.sh")
STAND_IN = f"""#!{sys.executable}
import json, os, signal, subprocess, sys, time
mode = os.environ["FAKE_MODE"]
if mode == "ignore_term":
  signal.signal(signal.SIGTERM, signal.SIG_IGN)
child = subprocess.Popen([sys.executable, "-c", "import signal, time; "
                          + ("signal.signal(signal.SIGTERM, signal.SIG_IGN); " if mode == "ignore_term" else "")
                          + "time.sleep(600)"])
with open(os.environ["FAKE_RECORD"], "a") as f:
  f.write(json.dumps({{"argv": sys.argv[1:], "pid": os.getpid(), "child": child.pid,
                      "pythonpath": os.environ.get("PYTHONPATH")}}) + "\\n")
if mode == "die":
  sys.exit("RuntimeError: Failed to load the tokenizer")
time.sleep(0.3)
if mode != "never":
  print("The server is fired up and ready to roll!", flush=True)
time.sleep(600)
"""


def alive(pid: int) -> bool:
  try:
    with open(f"/proc/{pid}/stat") as f:
      return f.read().rsplit(")", 1)[1].split()[0] != "Z"
  except FileNotFoundError:
    return False


@pytest.fixture
def env(tmp_path):
  stand_in = tmp_path / "python"
  stand_in.write_text(STAND_IN)
  stand_in.chmod(0o755)
  (tmp_path / "m1").mkdir()
  (tmp_path / "m2").mkdir()
  values = dict(os.environ, SGLANG_JAX_PYTHON=str(stand_in), SGLANG_JAX_STATE=str(tmp_path / "state"),
                SGLANG_JAX_PORT="30999", FAKE_RECORD=str(tmp_path / "record.jsonl"), FAKE_MODE="ok",
                STOP_TIMEOUT_S="5", READY_TIMEOUT_S="30", PYTHONPATH="/not/for/the/server")
  yield values
  for pid in started(values):   # whatever a failing test left running
    with contextlib.suppress(ProcessLookupError):
      os.killpg(pid, signal.SIGKILL)


def started(env) -> list[int]:
  import json
  if not os.path.exists(env["FAKE_RECORD"]):
    return []
  with open(env["FAKE_RECORD"]) as f:
    return [json.loads(line)["pid"] for line in f]


def records(env) -> list[dict]:
  import json
  with open(env["FAKE_RECORD"]) as f:
    return [json.loads(line) for line in f]


def restart(env, model_dir, **overrides):
  return subprocess.run(["bash", SCRIPT, str(model_dir)], env=dict(env, **overrides), capture_output=True,
                        text=True, timeout=60)


def test_start_then_restart_stops_the_whole_group(env, tmp_path):
  first = restart(env, tmp_path / "m1")
  assert first.returncode == 0, first.stderr
  assert first.stdout.strip().endswith("ready")
  [rec] = records(env)
  argv = rec["argv"]
  assert argv[:4] == ["-m", "sgl_jax.launch_server", "--model-path", str(tmp_path / "m1")]
  assert argv[argv.index("--device") + 1] == "cpu" and argv[argv.index("--port") + 1] == "30999"
  assert "--attention-backend" in argv and "--enable-deterministic-sampling" in argv and rec["pythonpath"] is None
  assert os.getpgid(rec["pid"]) == rec["pid"] and alive(rec["child"])
  pid, start = open(tmp_path / "state" / "server.pid").read().split()
  assert int(pid) == rec["pid"] and start.isdigit()

  second = restart(env, tmp_path / "m2", SGLANG_JAX_ARGS="--tp-size 4")
  assert second.returncode == 0, second.stderr
  assert not alive(rec["pid"]) and not alive(rec["child"])
  new = records(env)[1]
  assert alive(new["pid"]) and new["argv"][3] == str(tmp_path / "m2") and new["argv"][-2:] == ["--tp-size", "4"]
  assert "ready to roll" in open(tmp_path / "state" / "server.log").read()


def test_a_group_ignoring_sigterm_is_killed_after_the_deadline(env, tmp_path):
  assert restart(env, tmp_path / "m1", FAKE_MODE="ignore_term").returncode == 0
  old = records(env)[0]
  t0 = time.monotonic()
  result = restart(env, tmp_path / "m2", STOP_TIMEOUT_S="1")
  assert result.returncode == 0, result.stderr
  assert "still up 1 s after SIGTERM; SIGKILL" in result.stderr
  assert not alive(old["pid"]) and not alive(old["child"]) and time.monotonic() - t0 < 30


def test_a_stale_pidfile_names_a_process_that_is_left_alone(env, tmp_path):
  bystander = subprocess.Popen(["sleep", "60"], start_new_session=True)
  try:
    (tmp_path / "state").mkdir()
    (tmp_path / "state" / "server.pid").write_text(f"{bystander.pid} 12345\n")   # not its start time
    result = restart(env, tmp_path / "m1")
    assert result.returncode == 0, result.stderr
    assert "stale pidfile" in result.stderr and bystander.poll() is None
  finally:
    bystander.kill()
    bystander.wait()


def test_a_server_that_dies_fails_with_its_log_tail(env, tmp_path):
  result = restart(env, tmp_path / "m1", FAKE_MODE="die")
  assert result.returncode == 1
  assert "exited before it was ready" in result.stderr and "Failed to load the tokenizer" in result.stderr
  assert not os.path.exists(tmp_path / "state" / "server.pid")


def test_a_server_never_ready_is_killed_at_the_deadline(env, tmp_path):
  result = restart(env, tmp_path / "m1", FAKE_MODE="never", READY_TIMEOUT_S="2")
  assert result.returncode == 1 and "not ready after 2 s" in result.stderr
  rec = records(env)[0]
  for _ in range(50):
    if not alive(rec["pid"]) and not alive(rec["child"]):
      break
    time.sleep(0.1)
  assert not alive(rec["pid"]) and not alive(rec["child"])


@pytest.mark.parametrize("overrides, message", [
    (dict(SGLANG_JAX_DEVICE="gpu"), "SGLANG_JAX_DEVICE=gpu; choose cpu or tpu"),
    (dict(SGLANG_JAX_PYTHON=""), "set SGLANG_JAX_PYTHON"),
])
def test_bad_settings_fail_in_one_line(env, tmp_path, overrides, message):
  result = restart(env, tmp_path / "m1", **overrides)
  assert result.returncode != 0 and message in result.stderr
  assert restart(env, tmp_path / "missing").returncode == 2
