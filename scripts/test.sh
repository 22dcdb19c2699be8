#!/usr/bin/env bash
# Sets up .venv with the test extras and runs the whole test suite (slow tests included).
# The tests against a real sglang-jax server (tests/rollout/test_sglang_jax_*.py) run too: the first call builds that
# server's Python 3.12 venv (scripts/sglang_jax_venv.sh: Python 3.12 from PATH or pyenv, ~3 min and 1.8 GB once,
# cached outside the clone in ~/.cache/mcgpo-jax), later calls reuse it. MCGPO_SGLANG_JAX_PYTHON names another
# such venv's python; MCGPO_SGLANG_JAX=0 skips them (a machine without Python 3.12).
# AppWorld's engine tests (tests/envs/test_appworld.py) always run: unless MCGPO_APPWORLD_PYTHON names its venv's
# python, scripts/appworld_venv.sh builds that venv (appworld pins pydantic 1 and pytest 8.4, so it cannot be
# a `.[dev]` extra) once, outside the clone (~1 min; later runs find it built).
# The GPU compile test (tests/aot/test_gpu_compile.py: a tiny variant for two H100s that are not there) always
# runs: unless MCGPO_CUDA_COMPILER names one, scripts/cuda_compiler.sh installs JAX's CUDA plugin and cuDNN
# once, outside the clone (~30 s and 1.6 GB; later runs find it built).
# Fails when a test fails, when no test ran (pytest exit code 5), or when an engine suite it set up skipped;
# the summary lists every skip with its reason.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/python.sh
"$PYTHON" -m venv .venv
.venv/bin/pip install -q --upgrade pip
.venv/bin/pip install -q -e ".[dev]"
if [ "${MCGPO_SGLANG_JAX:-1}" = 1 ] && [ -z "${MCGPO_SGLANG_JAX_PYTHON:-}" ]; then
  venv_line=$(bash scripts/sglang_jax_venv.sh | tail -n 1)   # stops here when the build fails
  eval "$venv_line"
fi
if [ -z "${MCGPO_APPWORLD_PYTHON:-}" ]; then
  venv_line=$(bash scripts/appworld_venv.sh | tail -n 1)   # stops here when the build fails
  eval "$venv_line"
fi
if [ -z "${MCGPO_CUDA_COMPILER:-}" ]; then
  compiler_line=$(PYTHON=.venv/bin/python bash scripts/cuda_compiler.sh | tail -n 1)   # stops here when it fails
  eval "$compiler_line"
fi
# The suites this script set up must run: a skip of one of them fails the run (tests/conftest.py).
required=appworld,cuda-compiler
if [ "${MCGPO_SGLANG_JAX:-1}" = 1 ]; then required="sglang-jax,$required"; fi
MCGPO_REQUIRED_SUITES=$required JAX_PLATFORMS=cpu .venv/bin/python -m pytest -q -n 2 --durations=15 tests
