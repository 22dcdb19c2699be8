#!/usr/bin/env bash
# Sets up .venv and runs the main job. Until the quickstart training run lands, this replays the bundled
# capture file through every task-credit estimator.
set -euo pipefail
cd "$(dirname "$0")/.."
python3.11 -m venv .venv 2>/dev/null || python3 -m venv .venv
.venv/bin/pip install -q --upgrade pip
.venv/bin/pip install -q -e ".[alfworld]"
JAX_PLATFORMS=cpu .venv/bin/python launch/replay.py --captures=examples/captures.jsonl --algorithm=graphgpo --out=runs/replay_graphgpo.jsonl
