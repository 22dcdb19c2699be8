r"""Compiles one update of a run for a TPU slice or NVIDIA GPUs (on any CPU host) or the local devices, and reports
per-device memory, FLOPs and projected time before anyone rents the hardware.

  pip install -e '.[tpu]'      # libtpu, the TPU compiler (no TPU needed)
  bash scripts/cuda_compiler.sh  # JAX's CUDA plugin and cuDNN, once (no GPU needed; or the [cuda12] extra)
  python launch/compile.py --config=configs/alfworld.py:qwen2.5-1.5b --topology=v5p:2x2x1 --json=r.json
  python launch/compile.py --config=configs/webshop.py:qwen3-8b --topology=v5e:4x4     # 4 hosts of 4 chips
  python launch/compile.py --config=configs/alfworld.py:qwen2.5-7b --topology=h100:4   # 4 H100s on one box
  python launch/compile.py --config=configs/appworld.py:g2po-qwen2.5-14b --topology=h100:2x8   # 2 boxes of 8
  python launch/compile.py --config=configs/alfworld.py:qwen2.5-1.5b --topology=local  # a GPU box / TPU VM
  python launch/compile.py --config=configs/alfworld.py:qwen2.5-1.5b --topology=v5p:2x2x1 \
      --lengths=docs/results/lengths/alfworld_think.json    # also the learner at measured lengths
  python launch/compile.py --config=configs/alfworld.py:qwen2.5-1.5b --topology=v5p:2x2x1 \
      --functions=learner/train_step --config.model.remat=dots_with_no_batch_dims_saveable   # one function

The policy is built abstractly from its config.json (config.model.path, a local dir or hub id; offline and
uncached, the built-in table of the Qwen shapes the variants name): no weights are read or made. The mesh,
learner, log-prob pass, sampler layout and phases are the ones `launch/train.py` builds, at the variant's
own sizes (docs/accelerators.md), every learner row at its maximum length; --lengths adds the learner at a
profile's measured lengths, padded as `learn.pack=False` lays rows out and packed (aot/lengths.py). Exit status: 0 when every function compiles and fits the chip's HBM beside
the resident state, 1 otherwise (the line says which knobs to turn), 2 for bad flags or config.
GPUs: h100, h200, a100-80, a100-40 (SXM parts), N on one host (1-8) or HOSTSxN; the CUDA compiler needs no GPU.
"""
from __future__ import annotations

import os
import sys


def _topology_arg(argv) -> str | None:
  for i, arg in enumerate(argv):
    if arg.startswith("--topology="):
      return arg.split("=", 1)[1]
    if arg == "--topology" and i + 1 < len(argv):
      return argv[i + 1]
  return None


sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if _topology_arg(sys.argv) not in (None, "local"):
  # TPU / GPU devices here are abstract (libtpu or the CUDA plugin describes them, their compiler compiles for
  # them); JAX itself runs on the CPU.
  os.environ.setdefault("JAX_PLATFORMS", "cpu")
  os.environ.setdefault("ALLOW_MULTIPLE_LIBTPU_LOAD", "1")
  os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
  from mcgpo_jax.aot import targets  # noqa: E402 - no jax import: the CUDA plugin must be found before it
  if targets.is_gpu(_topology_arg(sys.argv)):
    targets.use_cuda_compiler()

from absl import app, flags  # noqa: E402
from ml_collections import config_flags  # noqa: E402

_CONFIG = config_flags.DEFINE_config_file("config", None, "ml_collections config file[:variant]", lock_config=True)
_TOPOLOGY = flags.DEFINE_string("topology", None, "a TPU slice, e.g. v5e:2x4, v5p:2x2x1, v6e:2x4, v4:2x2x1; NVIDIA "
                                "GPUs, e.g. h100:4, a100-80:8, h100:2x8 (hosts x GPUs); or 'local' (this "
                                "machine's devices)")
_NUM_SLICES = flags.DEFINE_integer("num_slices", 1, "TPU slices (multi-slice over DCN)")
_JSON = flags.DEFINE_string("json", None, "also write the report as JSON to this path")
_LENGTHS = flags.DEFINE_string("lengths", None, "a length profile (JSON, e.g. docs/results/lengths/*.json) or a "
                               "run's capture (.jsonl): also project the learner at those row lengths, padded "
                               "and packed")
_FUNCTIONS = flags.DEFINE_list("functions", None, "compile only these functions of the update (names or their "
                               "prefixes, e.g. learner/train_step or sampler/; decode needs sampler/prefill): "
                               "the quick check of a memory knob; no projected update is printed")


def _bad_flags(message: str) -> None:
  print(f"compile: bad flags: {message}", file=sys.stderr)
  sys.exit(2)


def _resolve_hub_id(cfg) -> None:
  """config.model.path as a hub id is resolved as train.py resolves it (`builder.local_dir`: the cache, else
  a download of its config.json alone, else one line in seconds saying how to pre-download it), unless the
  built-in table of Qwen shapes has it (models/shapes.py: no network)."""
  from mcgpo_jax import builder, hub
  from mcgpo_jax.models.shapes import QWEN_CONFIGS
  path = cfg.model.path
  if path is None or path in QWEN_CONFIGS or not hub.is_hub_id(path):
    return
  cfg.model.path = builder.local_dir(cfg, "path", files=[hub.CONFIG_FILE])


def main(argv):
  if len(argv) > 1:
    _bad_flags(f"unexpected arguments: {' '.join(argv[1:])}")
  if _CONFIG.value is None or _TOPOLOGY.value is None:
    _bad_flags("--config and --topology are required, e.g. --config=configs/alfworld.py:qwen2.5-1.5b "
               "--topology=v5p:2x2x1")
  if _NUM_SLICES.value < 1:
    _bad_flags(f"--num_slices={_NUM_SLICES.value} must be >= 1")
  from mcgpo_jax.aot import targets
  if _TOPOLOGY.value != "local":
    try:
      targets.parse(_TOPOLOGY.value)
    except ValueError as e:
      _bad_flags(str(e))
    if targets.is_gpu(_TOPOLOGY.value) and _NUM_SLICES.value > 1:
      _bad_flags("--num_slices is for TPU slices; several GPU hosts are HOSTSxN, e.g. --topology=h100:2x8")
  if _JSON.value and not os.access(os.path.dirname(os.path.abspath(_JSON.value)), os.W_OK):
    _bad_flags(f"--json={_JSON.value}: its directory is not writable")
  profile = None
  if _LENGTHS.value:
    from mcgpo_jax.aot import lengths
    try:
      profile = lengths.load(_LENGTHS.value)
      lengths.check_env(profile, _CONFIG.value.env)
    except ValueError as e:
      _bad_flags(str(e))
  _resolve_hub_id(_CONFIG.value)
  from mcgpo_jax.aot import compile_run
  sys.exit(compile_run.run(_CONFIG.value, _TOPOLOGY.value, _NUM_SLICES.value, _JSON.value, profile,
                           _FUNCTIONS.value))


if __name__ == "__main__":
  from mcgpo_jax import cli
  cli.run(main, "compile")
