#!/usr/bin/env bash
# Makes (or reuses) a separate Python 3.12 venv with sglang-jax (SGLang's JAX backend) for CPU: the server
# of tests/rollout/test_sglang_jax_integration.py, tests/rollout/test_sglang_jax_training.py and scripts/restart_sglang_jax.sh.
# It cannot share the main venv: sglang-jax pins numpy 2.2, transformers 4.57 and flax 0.12.4. ~2-3 min and
# ~1.8 GB the first time, no torch; later calls find it built and return at once.
#
#   scripts/sglang_jax_venv.sh [VENV_DIR]    (default: $MCGPO_SGLANG_JAX_VENV, else
#                                             ~/.cache/mcgpo-jax/sglang-jax-0.1.0rc0-cpu: outside the clone,
#                                             so fresh clones on one machine share it)
#   MCGPO_SGLANG_JAX_PYTHON=$VENV_DIR/bin/python pytest -q tests/rollout/test_sglang_jax_integration.py
#
# The last line printed is that export. A build that did not finish (killed, no network) leaves no
# `.complete` marker, so the next call rebuilds from scratch; concurrent calls wait on one lock.
# No `--pre`: pinning the rc alone is enough, and --pre lets every dependency resolve to a pre-release.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/cached_venv.sh
build() {
  PYTHON="${PYTHON312:-python3.12}"
  if ! "$PYTHON" -c "" 2>/dev/null; then  # missing, or a pyenv shim with 3.12 not selected
    for candidate in "$HOME"/.pyenv/versions/3.12*/bin/python3.12; do
      [ -x "$candidate" ] && PYTHON="$candidate" && break
    done
  fi
  "$PYTHON" -c "" 2>/dev/null || { echo "sglang_jax_venv.sh: sglang-jax needs Python 3.12 (python3.12, pyenv, or PYTHON312=...)" >&2; exit 1; }
  "$PYTHON" -m venv "$VENV"
  "$VENV/bin/pip" install -q --upgrade pip
  "$VENV/bin/pip" install -q "sglang-jax[cpu]==0.1.0rc0"
  "$VENV/bin/python" -c "import sgl_jax, jax; print('sglang-jax ok, jax', jax.__version__)"
}
cached_venv "${1:-${MCGPO_SGLANG_JAX_VENV:-$HOME/.cache/mcgpo-jax/sglang-jax-0.1.0rc0-cpu}}" build MCGPO_SGLANG_JAX_PYTHON
