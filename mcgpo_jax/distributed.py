"""Several hosts, one run: JAX's multi-controller runtime, and the few host-side exchanges the trainer needs.

Every process runs the same command (`launch/train.py --distributed`). The update's task groups are split
across processes (`process_share`): each process steps its own environments and generates its own groups,
then `allgather_json` hands every process every group, so credit (tiny) is computed identically everywhere
and the learner batch is one global array sharded over the global mesh (`global_array`). Only the primary
process writes run-dir files other than checkpoints (Orbax writes those from every process).

On one process every function here is the identity (or a no-op), so the single-host path is unchanged.
"""
from __future__ import annotations

import json
from typing import Any, Optional

import jax
import numpy as np


def initialize(coordinator_address: Optional[str] = None, num_processes: Optional[int] = None,
               process_id: Optional[int] = None) -> None:
  """`jax.distributed.initialize`: with no arguments the cluster is detected (TPU VM, SLURM, Open MPI,
  Kubernetes); a manual cluster passes all three. CPU processes talk through gloo collectives."""
  manual = (coordinator_address, num_processes, process_id)
  if any(v is not None for v in manual) and any(v is None for v in manual):
    raise ValueError("a manual cluster needs --coordinator_address, --num_processes and --process_id together")
  jax.config.update("jax_cpu_collectives_implementation", "gloo")
  jax.distributed.initialize(coordinator_address=coordinator_address, num_processes=num_processes,
                             process_id=process_id)


def is_primary() -> bool:
  """The process that writes metrics, config, tokenizer, captures and prints the tables."""
  return jax.process_index() == 0


def process_share(n: int) -> tuple[int, int]:
  """[start, stop) of this process's contiguous share of n items (sizes differ by at most one)."""
  count, index = jax.process_count(), jax.process_index()
  return index * n // count, (index + 1) * n // count


def allgather_json(obj: Any) -> list[Any]:
  """Every process's JSON-able `obj`, in process order, on every process (a round trip through JSON even
  for this process's own, so all processes hold identical values)."""
  data = np.frombuffer(json.dumps(obj, separators=(",", ":")).encode(), np.uint8)
  if jax.process_count() == 1:
    return [json.loads(data.tobytes())]
  from jax.experimental import multihost_utils
  sizes = np.asarray(multihost_utils.process_allgather(np.int64(data.size))).reshape(-1)
  padded = np.zeros(int(sizes.max()), np.uint8)
  padded[:data.size] = data
  gathered = np.asarray(multihost_utils.process_allgather(padded)).reshape(len(sizes), -1)
  return [json.loads(gathered[i, :sizes[i]].tobytes()) for i in range(len(sizes))]


def barrier(name: str) -> None:
  """Waits until every process reaches the barrier `name` (e.g. the primary has written a file)."""
  if jax.process_count() > 1:
    from jax.experimental import multihost_utils
    multihost_utils.sync_global_devices(name)


def global_array(x: np.ndarray, sharding: Optional[jax.sharding.Sharding]) -> Any:
  """Host data that every process holds in full, as an array placed on `sharding`: each process puts only
  its own devices' slices (a plain `device_put` cannot address other hosts' devices)."""
  if sharding is None:
    return x
  if isinstance(x, jax.Array) and not x.is_fully_addressable:
    return x   # already a global array
  if sharding.is_fully_addressable:
    return jax.device_put(x, sharding)
  x = np.asarray(x)
  return jax.make_array_from_callback(x.shape, sharding, lambda index: x[index])


def host_copy(tree: Any) -> Any:
  """Every leaf of `tree` gathered in full into host memory on every process (a collective: every process
  must call it); on one process a plain `device_get`."""
  if jax.process_count() == 1 or all(getattr(x, "is_fully_addressable", True) for x in jax.tree.leaves(tree)):
    return jax.device_get(tree)
  from jax.experimental import multihost_utils
  return multihost_utils.process_allgather(tree, tiled=True)

