#!/usr/bin/env bash
# Makes (or reuses) the CUDA compiler's side install: JAX's CUDA plugin and PJRT wheels and the cuDNN wheel,
# nothing else (`pip install --no-deps --target`), at the version of the venv's jaxlib. With it on sys.path
# (launch/compile.py puts it there itself, mcgpo_jax/aot/targets.py use_cuda_compiler), JAX compiles for NVIDIA
# GPUs that are not there: `launch/compile.py --topology=h100:4` on any Linux x86-64 machine, no GPU, driver or
# CUDA toolkit. The `[cuda12]` extra would bring the same plus ~4 GB of CUDA runtime libraries a compile does
# not load (docs/install.md, "Compiling for NVIDIA GPUs without one"). ~1.6 GB and ~30 s the first time;
# later calls find it built and return at once.
#
#   scripts/cuda_compiler.sh [DIR]    (default: $MCGPO_CUDA_COMPILER, else
#                                     ~/.cache/mcgpo-jax/cuda12-compiler-<jaxlib version>: outside the clone,
#                                     where launch/compile.py looks for it)
#
# The last line printed is the export of MCGPO_CUDA_COMPILER. A build that did not finish leaves no
# `.complete` marker, so the next call rebuilds from scratch; concurrent calls wait on one lock.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/cached_venv.sh
PYTHON="${PYTHON:-.venv/bin/python}"
JAX_VERSION=$("$PYTHON" -c "from importlib.metadata import version; print(version('jaxlib'))")
# The cuDNN JAX's cuDNN attention loads when it is traced (>= 9.8 for jax 0.10.2; this one is what the
# [cuda12] extra resolved to when the docs' numbers were taken).
CUDNN=nvidia-cudnn-cu12==9.28.0.42
build() {
  "$PYTHON" -m pip install -q --no-deps --target "$VENV" "jax-cuda12-plugin==$JAX_VERSION" \
    "jax-cuda12-pjrt==$JAX_VERSION" "$CUDNN"
}
cached_venv "${1:-${MCGPO_CUDA_COMPILER:-$HOME/.cache/mcgpo-jax/cuda12-compiler-$JAX_VERSION}}" build \
  MCGPO_CUDA_COMPILER ""
