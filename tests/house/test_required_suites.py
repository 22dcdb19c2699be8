"""scripts/test.sh's guard: an engine suite it set up (MCGPO_REQUIRED_SUITES) may not skip silently."""
import os
import subprocess
import sys

from tests.repo import ROOT

ONE_ENGINE_TEST = "tests/envs/test_appworld.py::test_the_bundled_world_is_in_appworlds_data_format"


def _pytest(**env):
  run_env = {**os.environ, "MCGPO_APPWORLD_PYTHON": "/nonexistent/python", "JAX_PLATFORMS": "cpu", **env}
  run_env.pop("PYTEST_XDIST_WORKER", None)
  return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", ONE_ENGINE_TEST],
                        cwd=ROOT, env=run_env, capture_output=True, text=True, timeout=300)


def test_a_required_suite_that_skips_fails_the_run_and_says_why():
  run = _pytest(MCGPO_REQUIRED_SUITES="appworld")
  assert run.returncode == 1, run.stdout[-2000:]
  assert "skipped: 1 test(s)" in run.stdout
  assert "FAILED: the appworld suite was required" in run.stdout


def test_a_skip_outside_the_required_suites_is_counted_not_failed():
  run = _pytest(MCGPO_REQUIRED_SUITES="")
  assert run.returncode == 0, run.stdout[-2000:]
  assert "skipped: 1 test(s)" in run.stdout and "FAILED" not in run.stdout
