#!/usr/bin/env bash
# Makes (or reuses) a separate Python >= 3.11 venv with the AppWorld engine (appworld==0.1.3.post1, its apps
# unpacked by `appworld install`, offline): the engine behind mcgpo_jax/envs/appworld. It cannot share the
# main venv: appworld pins pydantic 1.10 (the project's transformers/huggingface_hub stack runs pydantic 2),
# pytest 8.4, httpx 0.27 and rich 13. ~1 min and ~300 MB the first time; later calls return at once.
#
#   scripts/appworld_venv.sh [VENV_DIR]    (default: $MCGPO_APPWORLD_VENV, else
#                                           ~/.cache/mcgpo-jax/appworld-0.1.3.post1: outside the clone,
#                                           so fresh clones on one machine share it)
#   MCGPO_APPWORLD_PYTHON=$VENV_DIR/bin/python pytest -q tests/envs/test_appworld.py
#
# The last line printed is that export. A build that did not finish leaves no `.complete` marker, so the
# next call rebuilds from scratch; concurrent calls wait on one lock.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/cached_venv.sh
build() {
  source scripts/python.sh   # PYTHON: 3.11 first (the version AppWorld's tests ran on here), else >= 3.11
  "$PYTHON" -m venv "$VENV"
  "$VENV/bin/pip" install -q "appworld==0.1.3.post1"
  "$VENV/bin/appworld" install   # unpacks the apps' code into the installed package; no network
  "$VENV/bin/python" -c "import appworld.apps; print('appworld ok')"
}
cached_venv "${1:-${MCGPO_APPWORLD_VENV:-$HOME/.cache/mcgpo-jax/appworld-0.1.3.post1}}" build MCGPO_APPWORLD_PYTHON
