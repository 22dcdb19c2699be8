"""Test-wide settings: CPU only, no Hub access, float32 matmuls at full precision, repo root importable."""
import os
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")
# Tests never reach the Hub (the library itself leaves HF_HUB_OFFLINE alone); set before huggingface_hub loads.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import jax  # noqa: E402

jax.config.update("jax_default_matmul_precision", "highest")


# --- Skips that CI must not take silently -----------------------------------------------------------------
# The engine suites skip when their interpreter variable names nothing (a machine without Python 3.12, a hand
# run), the GPU compile when its variable names no CUDA compiler install (scripts/cuda_compiler.sh).
# scripts/test.sh sets MCGPO_REQUIRED_SUITES to the suites it built a venv or install for, so a run that skips
# one of them anyway (a variable pointing at a deleted venv) fails instead of passing with fewer tests.
SUITE_VARIABLES = {"sglang-jax": "MCGPO_SGLANG_JAX_PYTHON", "appworld": "MCGPO_APPWORLD_PYTHON",
                   "cuda-compiler": "MCGPO_CUDA_COMPILER"}
_skips: list = []


def pytest_runtest_logreport(report):
  if report.skipped:
    _skips.append(report)


def _skip_reason(report) -> str:
  longrepr = report.longrepr
  return longrepr[2] if isinstance(longrepr, tuple) else str(longrepr)


def _missed_suites(config) -> dict[str, int]:
  """Required suite -> how many of its tests were skipped for want of its interpreter."""
  required = [s for s in os.environ.get("MCGPO_REQUIRED_SUITES", "").split(",") if s]
  unknown = sorted(set(required) - set(SUITE_VARIABLES))
  if unknown:
    raise ValueError(f"MCGPO_REQUIRED_SUITES names {', '.join(unknown)}; known: {', '.join(SUITE_VARIABLES)}")
  return {s: n for s in required
          if (n := sum(SUITE_VARIABLES[s] in _skip_reason(r) for r in _skips))}


def pytest_terminal_summary(terminalreporter, exitstatus, config):
  if hasattr(config, "workerinput"):
    return
  reasons: dict[str, int] = {}
  for r in _skips:
    reasons[_skip_reason(r)] = reasons.get(_skip_reason(r), 0) + 1
  terminalreporter.write_line(f"skipped: {len(_skips)} test(s)"
                              + "".join(f"\n  {n} × {reason}" for reason, n in sorted(reasons.items())))
  for suite, n in _missed_suites(config).items():
    terminalreporter.write_line(f"FAILED: the {suite} suite was required (MCGPO_REQUIRED_SUITES) but {n} of its "
                                f"tests skipped: {SUITE_VARIABLES[suite]} names no usable venv or install", red=True)


def pytest_sessionfinish(session, exitstatus):
  if not hasattr(session.config, "workerinput") and _missed_suites(session.config) and exitstatus == 0:
    session.exitstatus = 1
