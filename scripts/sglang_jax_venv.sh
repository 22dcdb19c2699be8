#!/usr/bin/env bash
# Creates a separate Python 3.12 venv with sglang-jax (SGLang's JAX backend) for CPU, for the opt-in
# integration test tests/test_sglang_jax_integration.py. It cannot share the main venv: sglang-jax pins
# numpy 2.2, transformers 4.57 and flax 0.12.4 (see shared/notes/sglang.md). ~2 min, ~1.8 GB, no torch.
#
#   scripts/sglang_jax_venv.sh [VENV_DIR]          (default: .venv-sglang-jax in the repo root)
#   MCGPO_SGLANG_JAX_PYTHON=$VENV_DIR/bin/python pytest -q tests/test_sglang_jax_integration.py
#
# No `--pre`: pinning the rc alone is enough, and --pre lets every dependency resolve to a pre-release.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV="${1:-.venv-sglang-jax}"
PYTHON="${PYTHON312:-python3.12}"
if ! "$PYTHON" -c "" 2>/dev/null; then  # missing, or a pyenv shim with 3.12 not selected
  for candidate in "$HOME"/.pyenv/versions/3.12*/bin/python3.12; do
    [ -x "$candidate" ] && PYTHON="$candidate" && break
  done
fi
"$PYTHON" -m venv "$VENV"
"$VENV/bin/pip" install -q --upgrade pip
"$VENV/bin/pip" install -q "sglang-jax[cpu]==0.1.0rc0"
"$VENV/bin/python" -c "import sgl_jax, jax; print('sglang-jax ok, jax', jax.__version__)"
echo "export MCGPO_SGLANG_JAX_PYTHON=$(cd "$VENV" && pwd)/bin/python"
