"""Orbax checkpoints of a training run: params, optimizer state, RNG key, update counter, data-iterator state.

Resume must reproduce the run (docs/architecture.md, "Determinism"), so a checkpoint holds everything the next
update reads: the weights and AdamW moments (arrays, saved sharded by Orbax), the update counter (it seeds the
minibatch shuffle and every sampling stream), and the data state as JSON (the trainer's: the guard, the last
metrics row). The `rng` slot keeps a key for callers that carry one; the trainer stores its seed's key and
derives every stream from (seed, update, ...) instead of reading it back. Layout under `directory`:

  <update>/state/   params, opt_state, rng (Orbax StandardSave: one array store, per-shard writes)
  <update>/meta/    {"update", "data_state", "rng_*", "digests"} (JSON)

Orbax's CheckpointManager writes each step into a temporary directory and renames it when complete, so a
crash mid-save never leaves a checkpoint that looks finished; it also keeps only the newest `max_to_keep`.
A complete checkpoint can still rot on disk: a flipped bit inside an array file restores without any error
(the array store has no checksum of its own), so the meta holds a 64-bit checksum of every array
(`digests`, computed on device over the global arrays, so every process and every mesh gets the same
value) and a restore that does not reproduce them is damage like a lost file. A checkpoint that is whole
but was saved by another model (shapes or dtypes that differ from the targets) is `CheckpointMismatch`,
not damage: falling back to an older checkpoint of the same run could not fix it.

Restoring onto a different mesh (or from a sharded run onto one CPU) works by passing *targets*: pytrees of
arrays or `jax.ShapeDtypeStruct`s whose `.sharding` says where each restored array goes
(`Learner.abstract_state()` gives them for the learner's own mesh).
"""
from __future__ import annotations

import dataclasses
import errno
import os
import re
import warnings
from typing import Any, Optional

import jax
import jax.numpy as jnp
import numpy as np
import orbax.checkpoint as ocp
from etils import epath

from mcgpo_jax import progress, rundir
from mcgpo_jax.models.lora import TARGETS as lora_targets


class CheckpointError(RuntimeError):
  """A checkpoint is missing, incomplete or unreadable; the message names its path."""


class CheckpointMismatch(CheckpointError):
  """A readable checkpoint whose arrays do not fit the targets (another model's shapes or dtypes). `flag`:
  (config field, value) that fits it, when one config field tells the two apart (layer layout, LoRA rank or
  targets), so each launcher can say how to read it with the flags it takes."""

  def __init__(self, message: str, flag: Optional[tuple[str, Any]] = None):
    super().__init__(message)
    self.flag = flag


@dataclasses.dataclass
class TrainCheckpoint:
  """What one checkpoint holds."""
  update: int           # updates completed
  params: Any           # nnx.State (or any pytree of arrays)
  opt_state: Any        # optax state
  rng: jax.Array        # the run's PRNG key: typed (jax.random.key) or raw uint32 (jax.random.PRNGKey)
  data_state: dict      # JSON-able data-iterator state (task sampler position, epoch, ...)


def _path(key_path) -> str:
  """'params/layers/0/attn/q_proj/value': one spelling for a leaf of a target, of Orbax's metadata tree
  and of a restored state (they differ in key kinds: attributes, dict keys, int or str indices)."""
  parts = []
  for k in key_path:
    for attr in ("key", "idx", "name"):
      if hasattr(k, attr):
        parts.append(str(getattr(k, attr)))
        break
    else:
      parts.append(str(k))
  return "/".join(parts)


def _words(x: jax.Array) -> jax.Array:
  """x's bits as one uint32 per element (same shape: no reshape, so a sharded array stays in place)."""
  if x.dtype == jnp.bool_:
    return x.astype(jnp.uint32)
  unsigned = {1: jnp.uint8, 2: jnp.uint16, 4: jnp.uint32}[x.dtype.itemsize]
  return jax.lax.bitcast_convert_type(x, unsigned).astype(jnp.uint32)


@jax.jit
def _checksum(x: jax.Array) -> jax.Array:
  """[2] uint32: two position-weighted sums (mod 2^32) of x's bit words. Integer sums do not depend on the
  reduction order, so the value is the same for any sharding; any single flipped bit changes both (each
  word enters through a bijection times an odd weight). One leaf per call: leaves may live on different
  devices (an optimizer's step count on one, the weights sharded over the mesh)."""
  w = _words(jnp.asarray(x))
  index, stride = jnp.zeros(w.shape, jnp.uint32), 1
  for d in reversed(range(w.ndim)):
    index = index + jax.lax.broadcasted_iota(jnp.uint32, w.shape, d) * jnp.uint32(stride % 2 ** 32)
    stride *= w.shape[d]
  mixed = ((w ^ (w >> 15)) * jnp.uint32(0x2C1B3C6D)) ^ (index * jnp.uint32(0x9E3779B9))
  return jnp.stack([jnp.sum(w * (2 * index + 1), dtype=jnp.uint32), jnp.sum(mixed, dtype=jnp.uint32)])


def digests(tree: Any) -> dict[str, str]:
  """{leaf path: 16 hex digits} of every array of `tree` (what a checkpoint's meta records)."""
  out = {}
  for path, leaf in jax.tree_util.tree_flatten_with_path(tree)[0]:
    a, b = np.asarray(_checksum(leaf))
    out[_path(path)] = f"{int(a):08x}{int(b):08x}"
  return out


_PER_LAYER = re.compile(r"(^|/)layers/\d+/")


def _per_layer(paths) -> bool:
  """Whether leaf paths hold one array per decoder layer (layers/0/..., an unscanned model) rather than the
  stacked arrays of scanned layers (layers/attn/...)."""
  return any(_PER_LAYER.search(p) for p in paths)


_ADAPTER = re.compile(r"^params/(?:.*/)?(\w+)_proj_lora/a(?:/value)?$")   # a LoRA A matrix: its last axis is the rank


def _lora(paths: dict[str, Any]) -> tuple[int, tuple[str, ...]]:
  """(rank, adapted projections) of a params tree's LoRA adapters (models/lora.py); (0, ()) without any."""
  found = {m.group(1): int(leaf.shape[-1]) for p, leaf in paths.items() if (m := _ADAPTER.search(p))}
  return max(found.values(), default=0), tuple(sorted(found))


def _check_fits(saved: Any, target: Any, path: str) -> None:
  """CheckpointMismatch naming the first leaf whose shape or dtype differs (or that only one side has); a
  checkpoint of the other layer layout (per-layer vs scanned, `QwenConfig.scan_layers`) or of other LoRA
  adapters (rank, none, other targets) is named as such, with the flag that restores it."""
  have = {_path(p): m for p, m in jax.tree_util.tree_flatten_with_path(saved)[0]}
  want = {_path(p): t for p, t in jax.tree_util.tree_flatten_with_path(target)[0]}
  if _per_layer(have) != _per_layer(want):
    saved_as, flag = (("one array per decoder layer (written before scanned layers)", False) if _per_layer(have)
                      else ("stacked (scanned) decoder layers", True))
    raise CheckpointMismatch(f"checkpoint {path} holds {saved_as}: resume it with "
                             f"--config.model.scan_layers={flag}", flag=("config.model.scan_layers", flag))
  (rank, targets), (want_rank, want_targets) = _lora(have), _lora(want)
  if rank != want_rank:
    saved_as = (f"LoRA adapters of rank {rank}" if rank else "a full fine-tuning run (no LoRA adapters)")
    raise CheckpointMismatch(f"checkpoint {path} holds {saved_as}: resume it with --config.lora.rank={rank}",
                             flag=("config.lora.rank", rank))
  if targets != want_targets:
    spelled = " ".join(t for t in lora_targets if t in targets)   # as config.lora.targets spells them
    raise CheckpointMismatch(f"checkpoint {path} holds LoRA adapters on {spelled}: resume it with "
                             f"--config.lora.targets='{spelled}'", flag=("config.lora.targets", spelled))
  problems = [f"{k}: saved {tuple(have[k].shape)} {np.dtype(have[k].dtype)}, this config "
              f"{tuple(want[k].shape)} {np.dtype(want[k].dtype)}" for k in sorted(set(have) & set(want))
              if tuple(have[k].shape) != tuple(want[k].shape) or np.dtype(have[k].dtype) != np.dtype(want[k].dtype)]
  problems += [f"{k}: only in the checkpoint" for k in sorted(set(have) - set(want))]
  problems += [f"{k}: not in the checkpoint" for k in sorted(set(want) - set(have))]
  if problems:
    raise CheckpointMismatch(f"checkpoint {path} was saved by another model or optimizer than this config's "
                             f"({len(problems)} arrays differ; first {problems[0]})")


def _abstract(tree: Any) -> Any:
  """ShapeDtypeStructs (with sharding) for the restore target from arrays or ShapeDtypeStructs; a leaf
  without a sharding (a NumPy array) is restored onto this process's first device."""
  default = jax.sharding.SingleDeviceSharding(jax.local_devices()[0])

  def leaf(x):
    sharding = getattr(x, "sharding", None) or default
    return jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=sharding)
  return jax.tree.map(leaf, tree)


class Checkpointer:
  """Saves and restores `TrainCheckpoint`s under one run directory.

  Args:
    directory: the run's checkpoint directory (created if missing).
    max_to_keep: how many of the newest checkpoints survive.
  """

  def __init__(self, directory: str, max_to_keep: int = 3):
    directory = os.fspath(directory)   # a local path, or any etils.epath URL (gs://bucket/run/checkpoints)
    self.directory = os.path.abspath(directory) if rundir.is_local(directory) else directory
    options = ocp.CheckpointManagerOptions(max_to_keep=max_to_keep, create=True,
                                           enable_async_checkpointing=False)
    # Handlers named up front: item_metadata (the saved shapes) needs them before any save or restore.
    self._manager = ocp.CheckpointManager(epath.Path(self.directory), options=options, item_handlers={
        "state": ocp.StandardCheckpointHandler(), "meta": ocp.JsonCheckpointHandler()})

  def save(self, ckpt: TrainCheckpoint) -> str:
    """Writes `ckpt` as step `ckpt.update` and returns its path; blocks until the files are complete."""
    typed = jax.dtypes.issubdtype(ckpt.rng.dtype, jax.dtypes.prng_key)
    # The key is saved from host memory: a device array of one process cannot go into a multi-host save.
    rng = np.asarray(jax.random.key_data(ckpt.rng) if typed else ckpt.rng)
    state = {"params": ckpt.params, "opt_state": ckpt.opt_state, "rng": rng}
    meta = {"update": int(ckpt.update), "data_state": ckpt.data_state, "rng_shape": list(rng.shape),
            "rng_dtype": str(rng.dtype), "rng_impl": str(jax.random.key_impl(ckpt.rng)) if typed else None,
            "digests": digests(state)}
    self._manager.reload()
    if int(ckpt.update) in self._manager.all_steps():   # an unreadable one that restore skipped, redone now
      self._manager.delete(int(ckpt.update))
    path = os.path.join(self.directory, str(int(ckpt.update)))
    with progress.bar(total=1, desc=f"saving checkpoint {int(ckpt.update)}", unit="ckpt") as bar:
      try:
        self._manager.save(int(ckpt.update), args=ocp.args.Composite(
            state=ocp.args.StandardSave(state),
            meta=ocp.args.JsonSave(meta)), force=True)
        self._manager.wait_until_finished()
      except Exception as e:  # TensorStore words a full disk as a ValueError deep inside Orbax's threads
        if "No space left on device" in str(e) or (isinstance(e, OSError) and e.errno == errno.ENOSPC):
          raise CheckpointError(f"no space left on device: cannot save checkpoint {path} (the checkpoints "
                                f"before it are intact: free space and rerun to resume)") from e
        raise
      bar.update(1)
    return path

  def latest_update(self) -> Optional[int]:
    """The newest complete checkpoint's update counter, or None if there is none."""
    self._manager.reload()
    return self._manager.latest_step()

  def all_updates(self) -> list[int]:
    self._manager.reload()
    return list(self._manager.all_steps())

  def restore(self, params_target: Any, opt_target: Any, update: Optional[int] = None) -> TrainCheckpoint:
    """Loads checkpoint `update` (default: the newest intact one) onto the targets' shapes, dtypes and
    shardings. Without `update`, a newest checkpoint that cannot be read (e.g. files lost after it was
    committed) is skipped with a warning and the one before it is loaded.

    Args:
      params_target, opt_target: pytrees of arrays or ShapeDtypeStructs (with `.sharding`) with the
        structure of the saved params / optimizer state; the restored arrays are placed as they say.
      update: which checkpoint; None is the newest.

    Raises:
      CheckpointMismatch: the checkpoint is readable but holds other shapes or dtypes than the targets
        (another model or optimizer); no older checkpoint is tried.
      CheckpointError: no checkpoint (naming the directory), the requested one is missing, or it cannot be
        read or does not match its checksums (damaged), naming its path.
    """
    self._manager.reload()
    if update is not None:
      return self._restore(params_target, opt_target, update)
    steps = sorted(self._manager.all_steps(), reverse=True)
    if not steps:
      raise CheckpointError(f"no checkpoint found in {self.directory}")
    for step, older in zip(steps, steps[1:]):
      try:
        return self._restore(params_target, opt_target, step)
      except CheckpointMismatch:
        raise
      except CheckpointError as e:
        warnings.warn(f"{e}; falling back to checkpoint {older}", RuntimeWarning)
    return self._restore(params_target, opt_target, steps[-1])

  def _restore(self, params_target: Any, opt_target: Any, update: int) -> TrainCheckpoint:
    path = os.path.join(self.directory, str(update))
    if update not in self._manager.all_steps():
      raise CheckpointError(f"checkpoint {path} does not exist (have updates {list(self._manager.all_steps())})")
    try:
      meta = self._manager.restore(update, args=ocp.args.Composite(meta=ocp.args.JsonRestore()))["meta"]
      tree = self._manager.item_metadata(update)["state"].tree
      saved = {"params": tree["params"], "opt_state": tree["opt_state"]}
    except Exception as e:  # Orbax raises many types (ValueError, FileNotFoundError, KeyError, ...).
      raise CheckpointError(f"cannot restore checkpoint {path}: {type(e).__name__}: {e}") from e
    _check_fits(saved, {"params": params_target, "opt_state": opt_target}, path)
    try:
      target = {"params": _abstract(params_target), "opt_state": _abstract(opt_target),
                "rng": np.zeros(tuple(meta["rng_shape"]), meta["rng_dtype"])}
      with progress.bar(total=1, desc=f"loading checkpoint {update}", unit="ckpt") as bar:
        state = self._manager.restore(update, args=ocp.args.Composite(
            state=ocp.args.StandardRestore(target)))["state"]
        bar.update(1)
    except Exception as e:  # Orbax raises many types (ValueError, FileNotFoundError, KeyError, ...).
      raise CheckpointError(f"cannot restore checkpoint {path}: {type(e).__name__}: {e}") from e
    if "digests" in meta:   # checkpoints saved before checksums existed restore unverified
      found = digests(state)
      bad = sorted(k for k, v in meta["digests"].items() if found.get(k) != v)
      if bad:
        raise CheckpointError(f"checkpoint {path} is damaged: {len(bad)} arrays do not match the checksums saved "
                              f"with them (first: {bad[0]})")
    rng = state["rng"] if meta["rng_impl"] is None else jax.random.wrap_key_data(state["rng"], impl=meta["rng_impl"])
    return TrainCheckpoint(update=int(meta["update"]), params=state["params"], opt_state=state["opt_state"],
                           rng=rng, data_state=meta["data_state"])

  def close(self):
    self._manager.close()

  def __enter__(self) -> "Checkpointer":
    return self

  def __exit__(self, *exc):
    self.close()
