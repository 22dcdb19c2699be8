"""What `launch/compile.py` compiles for: TPU slices and NVIDIA GPU boxes (devices that need not be there),
or the local devices, and the per-chip numbers its report projects with.

Compiling on a CPU host: `jax.experimental.topologies.get_topology_desc` describes the devices of a topology
that is not attached; a mesh over them and inputs declared as `jax.ShapeDtypeStruct`s let
`jit(...).lower(...).compile()` run the real compiler for them. For a TPU slice libtpu (the `[tpu]` extra)
describes it; for GPUs the CUDA plugin does (`platform="cuda"`), from a target config that says what the GPU is
(`gpus/*.txtpb`, shipped with the package: SMs, clocks, caches, memory) and needs no GPU, no driver and no
CUDA toolkit. The plugin and the cuDNN library JAX's cuDNN attention checks for are the `[cuda12]` extra on a
GPU box, or, on any machine, a 1.6 GB side install built once (`scripts/cuda_compiler.sh`, found by
`cuda_compiler_path`).

Chip numbers are the vendors' nominal ones (dense bf16 peak, HBM bandwidth per chip); HBM capacity is the
nominal one for TPUs and the memory CUDA reports for GPUs (what a process can have, a little below the label).
"""
from __future__ import annotations

import dataclasses
import importlib.util
import os
import re
import sys
from typing import Any, Optional

GIB = 1024 ** 3


@dataclasses.dataclass(frozen=True)
class Chip:
  name: str                # e.g. "TPU v5e"
  hbm_bytes: int
  peak_flops: float        # nominal dense bf16 FLOP/s
  hbm_bandwidth: float     # bytes/s
  chips_per_host: int      # of the multi-host slices (a single-host slice may hold more, see TOPOLOGIES)


CHIPS = {
    "v4": Chip("TPU v4", 32 * GIB, 275e12, 1.2e12, 4),
    "v5e": Chip("TPU v5e", 16 * GIB, 197e12, 0.82e12, 4),
    "v5p": Chip("TPU v5p", 95 * GIB, 459e12, 2.765e12, 4),
    "v6e": Chip("TPU v6e", 32 * GIB, 918e12, 1.64e12, 4),
    # NVIDIA boxes of 8 GPUs; the SXM parts (NVLink), as the papers trained on.
    "h100": Chip("NVIDIA H100 SXM", 84_942_979_072, 989e12, 3.35e12, 8),
    "h200": Chip("NVIDIA H200", 151_397_597_184, 989e12, 4.8e12, 8),
    "a100-80": Chip("NVIDIA A100 80GB", 85_100_068_864, 312e12, 2.039e12, 8),
    "a100-40": Chip("NVIDIA A100 40GB", 42_331_013_120, 312e12, 1.555e12, 8),
}
# Bytes/s one chip sends over its chip-to-chip links, the published figures (Cloud TPU's "interchip
# interconnect" per chip: 2,400 / 1,600 / 4,800 / 3,584 Gbps; NVLink 900 / 600 GB/s): what a split's weight
# transfer (config.pipeline.rollout_devices) is projected at, as a lower bound on its time.
INTERCONNECT = {"TPU v4": 300e9, "TPU v5e": 200e9, "TPU v5p": 600e9, "TPU v6e": 448e9, "NVIDIA H100 SXM": 900e9,
                "NVIDIA H200": 900e9, "NVIDIA A100 80GB": 600e9, "NVIDIA A100 40GB": 600e9}
# The GPU generations of CHIPS: what the CUDA compiler is told about each (gpus/<file>.txtpb).
GPU_TARGETS = {"h100": "h100_sxm", "h200": "h200", "a100-80": "a100_sxm_80", "a100-40": "a100_sxm_40"}
# JAX's device_kind -> chip (for --topology=local on a TPU VM, and bench/accelerator.py's MFU).
DEVICE_KINDS = {"tpu v4": "v4", "tpu v5 lite": "v5e", "tpu v5e": "v5e", "tpu v5": "v5p", "tpu v5p": "v5p",
                "tpu v6 lite": "v6e", "tpu v6e": "v6e"}
# GPUs by the first name contained in device_kind (so "h100 pcie" is tried before "h100"): HBM, peak, bandwidth.
GPUS = (("h100 pcie", Chip("NVIDIA H100 PCIe", 80 * GIB, 756e12, 2.0e12, 8)),
        ("h100", CHIPS["h100"]), ("h200", CHIPS["h200"]),
        ("a100-sxm4-40gb", CHIPS["a100-40"]), ("a100-pcie-40gb", CHIPS["a100-40"]), ("a100", CHIPS["a100-80"]))

# The slices the report knows, smallest first within a generation: the fail-fast check names the smallest
# that holds a run's resident state. 8-chip v5e / v6e slices are one host (v5litepod-8, v6e-8); the others have
# `chips_per_host` chips a host. GPUs: N on one box, or HOSTSxN.
TOPOLOGIES = ("v5e:1x1", "v5e:2x2", "v5e:2x4", "v5e:4x4", "v5e:4x8", "v5e:8x8",
              "v6e:1x1", "v6e:2x2", "v6e:2x4", "v6e:4x4", "v6e:4x8", "v6e:8x8",
              "v5p:2x2x1", "v5p:2x2x2", "v5p:2x2x4", "v5p:2x4x4", "v5p:4x4x4",
              "v4:2x2x1", "v4:2x2x2", "v4:2x2x4", "v4:2x4x4", "v4:4x4x4") + tuple(
                  f"{gpu}:{n}" for gpu in GPU_TARGETS for n in ("1", "2", "4", "8", "2x8", "4x8"))
_SINGLE_HOST_8 = ("v5e", "v6e")


def parse(topology: str) -> tuple[str, tuple[int, ...]]:
  """("v5e", (2, 4)) for "v5e:2x4"; ("h100", (1, 4)) for "h100:4" and ("h100", (2, 8)) for "h100:2x8"
  (hosts, GPUs per host); ValueError naming the known generations otherwise."""
  gpu = re.fullmatch(r"(h100|h200|a100-80|a100-40):(?:(\d+)x)?(\d+)", topology)
  if gpu:
    dims = (int(gpu.group(2) or 1), int(gpu.group(3)))
    if min(dims) < 1 or dims[1] > CHIPS[gpu.group(1)].chips_per_host:
      per_host = CHIPS[gpu.group(1)].chips_per_host
      raise ValueError(f"--topology={topology!r}: a host holds 1 to {per_host} GPUs; several hosts are "
                       f"HOSTSxGPUS, e.g. {gpu.group(1)}:2x{per_host}")
    return gpu.group(1), dims
  match = re.fullmatch(r"(v4|v5e|v5p|v6e):(\d+(?:x\d+){1,2})", topology)
  if not match:
    raise ValueError(f"--topology={topology!r}: expected a TPU slice GENERATION:AxB[xC] with a generation of "
                     f"v4, v5e, v5p, v6e (e.g. v5e:2x4, v5p:2x2x1), GPUs GPU:N or GPU:HOSTSxN with a GPU of "
                     f"{', '.join(GPU_TARGETS)} (e.g. h100:4, h100:2x8), or 'local'")
  dims = tuple(int(d) for d in match.group(2).split("x"))
  if min(dims) < 1:   # libtpu's own refusal is a RuntimeError about "hosts" after seconds of setup
    raise ValueError(f"--topology={topology!r}: every dimension of a slice must be >= 1")
  return match.group(1), dims


def is_gpu(topology: str) -> bool:
  """Whether `topology` names NVIDIA GPUs (h100:4, a100-80:2x8, ...)."""
  return topology.split(":")[0] in GPU_TARGETS


def num_chips(topology: str) -> int:
  _, dims = parse(topology)
  out = 1
  for d in dims:
    out *= d
  return out


def chip_of(device_kind: str) -> Optional[Chip]:
  """The Chip of a JAX device_kind (TPU exactly, GPU by name), None when unknown."""
  kind = device_kind.lower()
  if kind in DEVICE_KINDS:
    return CHIPS[DEVICE_KINDS[kind]]
  return next((chip for key, chip in GPUS if key in kind), None)


def _host_bounds(generation: str, dims: tuple[int, ...]) -> Optional[tuple[int, int, int]]:
  """Chips per host as libtpu wants them: 8-chip v5e / v6e slices are single-host (2x4), the rest libtpu's
  default (2x2)."""
  if generation in _SINGLE_HOST_8 and len(dims) == 2 and dims[0] * dims[1] <= 8:
    return (dims[0], dims[1], 1)
  return None


def tpu_devices(topology: str, num_slices: int = 1) -> list[Any]:
  """The abstract devices of a TPU slice (or `num_slices` of them), one per chip (v4 in megacore mode, as
  a v4 VM runs), from libtpu; needs the `[tpu]` extra. Run with JAX_PLATFORMS=cpu: the devices are abstract,
  and only the compiler is used."""
  os.environ.setdefault("ALLOW_MULTIPLE_LIBTPU_LOAD", "1")   # another process may hold libtpu
  # Off a TPU VM libtpu cannot find its host's metadata and prints a page of warnings; these placeholders
  # silence it (the devices come from `topology` alone).
  os.environ.setdefault("TPU_ACCELERATOR_TYPE", "v5litepod-8")
  os.environ.setdefault("TPU_WORKER_HOSTNAMES", "localhost")
  generation, dims = parse(topology)
  try:
    from jax.experimental import topologies
  except ImportError as e:   # pragma: no cover - jax always has it
    raise RuntimeError(f"this jax has no jax.experimental.topologies: {e}") from e
  kwargs: dict[str, Any] = {}
  if generation == "v4":
    kwargs["chip_config_name"] = "megacore"
  bounds = _host_bounds(generation, dims)
  if bounds is not None:
    kwargs["chips_per_host_bounds"] = bounds
  if num_slices > 1:
    kwargs["num_slices"] = num_slices
  try:
    desc = topologies.get_topology_desc(topology_name=topology, platform="tpu", **kwargs)
  except Exception as e:  # noqa: BLE001 - libtpu missing or the name unknown to it: one line either way
    text = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
    hint = " (install the TPU compiler: pip install -e '.[tpu]')" if "tpu" in text.lower() and \
        ("not found" in text.lower() or "unknown backend" in text.lower() or "no module" in text.lower()) else ""
    raise RuntimeError(f"libtpu could not describe topology {topology!r}: {text}{hint}") from None
  return list(desc.devices)


def cuda_compiler_path() -> Optional[str]:
  """The side install of JAX's CUDA plugin and cuDNN that `scripts/cuda_compiler.sh` builds (a pip --target
  folder: $MCGPO_CUDA_COMPILER, else its default in ~/.cache/mcgpo-jax), when it is built; None otherwise."""
  from importlib import metadata
  path = os.environ.get("MCGPO_CUDA_COMPILER") or os.path.expanduser(
      f"~/.cache/mcgpo-jax/cuda12-compiler-{metadata.version('jaxlib')}")
  return path if os.path.isfile(os.path.join(path, ".complete")) else None


def use_cuda_compiler() -> None:
  """Makes JAX's CUDA plugin importable: the venv's own (the `[cuda12]` extra), else the side install, put
  after the venv's packages on sys.path (it holds the plugin and cuDNN alone). Call before `import jax`: JAX
  looks for the plugin's version module at import and for the plugin at its first backend query."""
  if importlib.util.find_spec("jax_plugins") is None or importlib.util.find_spec("jax_plugins.xla_cuda12") is None:
    side = cuda_compiler_path()
    if side is not None and side not in sys.path:
      sys.path.append(side)


NO_CUDA_COMPILER = ("compiling for NVIDIA GPUs needs JAX's CUDA plugin and cuDNN: run `bash scripts/cuda_compiler.sh` "
                    "once (1.6 GB, cached in ~/.cache/mcgpo-jax), or pip install -e '.[cuda12]' (5.5 GB)")


def gpu_devices(topology: str, num_slices: int = 1) -> list[Any]:
  """Compile-only devices of `topology`'s GPUs (hosts x GPUs per host), described by the CUDA plugin from the
  GPU's target config (gpus/*.txtpb); no GPU, driver or CUDA toolkit needed. Run with JAX_PLATFORMS=cpu, after
  `use_cuda_compiler` and before anything asks JAX for its devices (launch/compile.py does both)."""
  generation, (hosts, per_host) = parse(topology)
  if num_slices > 1:
    raise ValueError(f"num_slices={num_slices} is for TPU slices; several GPU hosts are {generation}:HOSTSxN")
  from jax._src.lib import cuda_versions   # the plugin's version module, imported with jax (None without it)
  if cuda_versions is None:
    raise RuntimeError(NO_CUDA_COMPILER)
  from jax.experimental import topologies
  with open(os.path.join(os.path.dirname(__file__), "gpus", GPU_TARGETS[generation] + ".txtpb")) as f:
    target = f.read()
  try:
    cuda_versions.cudnn_get_version()   # what JAX's cuDNN attention checks when it is traced
    desc = topologies.get_topology_desc(platform="cuda", target_config=target, topology=f"1x{hosts}x{per_host}")
  except Exception as e:  # noqa: BLE001 - no cuDNN, or the plugin not registered: one line either way
    text = " ".join(str(e).split())[:200] or type(e).__name__
    raise RuntimeError(f"the CUDA plugin could not describe {topology!r} ({text}); {NO_CUDA_COMPILER}") from None
  return list(desc.devices)


def devices_for(topology: str, num_slices: int = 1) -> tuple[list[Any], Chip]:
  """(devices, chip) of a TPU or GPU topology, or of this machine's devices for "local"."""
  import jax
  if topology == "local":
    devices = jax.devices()
    chip = chip_of(devices[0].device_kind)
    if chip is None:   # a CPU or an unknown accelerator: no HBM or peak to compare with
      from mcgpo_jax.sharding import device_memory
      memory = device_memory(devices[0])
      chip = Chip(devices[0].device_kind, memory or 0, 0.0, 0.0, jax.local_device_count())
    return devices, chip
  generation, _ = parse(topology)
  if generation in GPU_TARGETS:
    return gpu_devices(topology, num_slices), CHIPS[generation]
  return tpu_devices(topology, num_slices), CHIPS[generation]

