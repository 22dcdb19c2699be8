"""What `launch/compile.py` compiles for: TPU topologies (abstract devices from libtpu, no TPU needed) or the
local devices, and the per-chip numbers its report projects with.

TPU compilation on a CPU host: `jax.experimental.topologies.get_topology_desc` asks libtpu (the `[tpu]`
extra) for a slice's devices; a mesh over them and inputs declared as `jax.ShapeDtypeStruct`s let
`jit(...).lower(...).compile()` run the real TPU compiler. XLA cannot do the same for CUDA: a GPU box compiles
for its own devices (`--topology=local`), as does a TPU VM.

Chip numbers are the vendors' nominal ones (dense bf16 peak, HBM capacity and bandwidth per chip).
"""
from __future__ import annotations

import dataclasses
import os
import re
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
}
# JAX's device_kind -> chip (for --topology=local on a TPU VM, and bench/accelerator.py's MFU).
DEVICE_KINDS = {"tpu v4": "v4", "tpu v5 lite": "v5e", "tpu v5e": "v5e", "tpu v5": "v5p", "tpu v5p": "v5p",
                "tpu v6 lite": "v6e", "tpu v6e": "v6e"}
# GPUs by the first name contained in device_kind (so "h100 pcie" is tried before "h100"): HBM, peak, bandwidth.
GPUS = (("h100 pcie", Chip("NVIDIA H100 PCIe", 80 * GIB, 756e12, 2.0e12, 8)),
        ("h100", Chip("NVIDIA H100 SXM", 80 * GIB, 989e12, 3.35e12, 8)),
        ("h200", Chip("NVIDIA H200", 141 * 10 ** 9, 989e12, 4.8e12, 8)),
        ("a100", Chip("NVIDIA A100 80GB", 80 * GIB, 312e12, 2.0e12, 8)))

# The slices the report knows, smallest first within a generation: the fail-fast check names the smallest
# that holds a run's resident state. 8-chip v5e / v6e slices are one host (v5litepod-8, v6e-8); the others have
# `chips_per_host` chips a host.
TOPOLOGIES = ("v5e:1x1", "v5e:2x2", "v5e:2x4", "v5e:4x4", "v5e:4x8", "v5e:8x8",
              "v6e:1x1", "v6e:2x2", "v6e:2x4", "v6e:4x4", "v6e:4x8", "v6e:8x8",
              "v5p:2x2x1", "v5p:2x2x2", "v5p:2x2x4", "v5p:2x4x4", "v5p:4x4x4",
              "v4:2x2x1", "v4:2x2x2", "v4:2x2x4", "v4:2x4x4", "v4:4x4x4")
_SINGLE_HOST_8 = ("v5e", "v6e")


def parse(topology: str) -> tuple[str, tuple[int, ...]]:
  """("v5e", (2, 4)) for "v5e:2x4"; ValueError naming the known generations otherwise."""
  match = re.fullmatch(r"(v4|v5e|v5p|v6e):(\d+(?:x\d+){1,2})", topology)
  if not match:
    raise ValueError(f"--topology={topology!r}: expected GENERATION:AxB[xC] with a generation of "
                     f"{', '.join(CHIPS)} (e.g. v5e:2x4, v5p:2x2x1), or 'local'")
  dims = tuple(int(d) for d in match.group(2).split("x"))
  if min(dims) < 1:   # libtpu's own refusal is a RuntimeError about "hosts" after seconds of setup
    raise ValueError(f"--topology={topology!r}: every dimension of a slice must be >= 1")
  return match.group(1), dims


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


def devices_for(topology: str, num_slices: int = 1) -> tuple[list[Any], Chip]:
  """(devices, chip) of a TPU topology, or of this machine's devices for "local"."""
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
  return tpu_devices(topology, num_slices), CHIPS[generation]

