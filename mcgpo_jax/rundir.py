"""Run directories: their default name, where they may live, and the guards that keep one run per directory.

The default name `runs/<env>_<algorithm>[-<overrides>]_s<seed>` carries every variant, ablation or credit
constant set away from the algorithm's default, so an ablation (`--config.mcgpo.variant=same_fold`) starts its
own run instead of resuming the plain one. A run dir may be any `etils.epath` path (a local directory, or
`gs://bucket/runs/x` on TPU VMs): config.json, metrics and Orbax checkpoints go through epath.

Two processes on one run dir would both append every metrics row and overwrite each other's checkpoints,
so the primary process holds an exclusive `flock` on `<run_dir>/lock` for the whole run (the kernel drops it
when the process dies, so a killed run never leaves a stale lock). A resume with another algorithm, seed,
environment or model would silently continue the old run under the new name; `config_mismatch` lists the
differing fields so the builder can refuse.
"""
from __future__ import annotations

import dataclasses
import fcntl
import json
import os
import warnings
from typing import Any, Callable, Mapping, Sequence

from etils import epath

from mcgpo_jax import config_upgrade

# A config -> its method fields set away from the algorithm's default (credit/methods.run_overrides).
MethodFields = Callable[[Mapping[str, Any]], dict[str, Any]]

# The fields that make a run a different run (everything else, e.g. num_updates, may change on resume).
IDENTITY_FIELDS = ("algorithm", "seed", "env", "model")
# How the model computes, not which model it is (the same numbers either way): a resume may change them. A
# checkpoint whose layout scan_layers changes is refused by the checkpoint itself, saying how to resume it.
COMPUTE_FIELDS = ("config.model.remat", "config.model.scan_layers", "config.model.attention")
# The environment configs' default variant (configs/base.py takes it from here): its run dirs carry no suffix.
DEFAULT_VARIANT = "quickstart"


@dataclasses.dataclass(frozen=True)
class RunDir:
  """Every path of one run, named once (the builder, trainer, metrics, export and evaluation read them
  here instead of joining strings). Plain strings, so a `gs://` root works through etils.epath."""
  root: str

  def _path(self, name: str) -> str:
    return os.path.join(str(self.root), name)

  @property
  def config(self) -> str:        # the resolved config, rewritten by every training start
    return self._path("config.json")

  @property
  def metrics(self) -> str:       # one JSON row per update
    return self._path("metrics.jsonl")

  @property
  def tensorboard(self) -> str:
    return self._path("tb")

  @property
  def checkpoints(self) -> str:   # Orbax: params + optimizer state per saved update
    return self._path("checkpoints")

  @property
  def reference(self) -> str:     # the frozen reference policy π_ref, saved once
    return self._path("reference")

  @property
  def tokenizer(self) -> str:     # a tiny model's BPE tokenizer, trained on the warm start's demonstrations
    return self._path("tokenizer")

  @property
  def plans(self) -> str:         # SGR-OPSD's plan cache (unless config.plans.cache_dir)
    return self._path("plans")

  @property
  def captures(self) -> str:      # rollout captures (config.capture_every)
    return self._path("captures")

  @property
  def weights(self) -> str:       # the HF dirs written for SGLang servers
    return self._path("weights")

  @property
  def mismatch(self) -> str:      # per-row rollout-vs-learner log-probs (config.rollout.mismatch_dump)
    return self._path("mismatch")

  @property
  def wandb_id(self) -> str:      # the W&B run id a rerun continues
    return self._path("wandb_id")

  @property
  def lock(self) -> str:          # the training process's flock
    return self._path("lock")


class RunDirBusy(RuntimeError):
  """Another process holds the run directory's lock."""


class RunDirLock:
  """An exclusive, non-blocking lock on `<run_dir>/lock`; raises RunDirBusy at once if it is held."""

  def __init__(self, run_dir: str):
    self.path = RunDir(run_dir).lock
    self._file = None
    if not is_local(run_dir):   # object stores (gs://) have no flock
      warnings.warn(f"{run_dir} is not a local filesystem: two runs on this directory would not be stopped")
      return
    self._file = open(self.path, "a+", encoding="utf-8")
    try:
      fcntl.flock(self._file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
      self._file.seek(0)
      holder = self._file.read().strip() or "unknown"
      self._file.close()
      raise RunDirBusy(f"run directory {run_dir} is in use by another training process (pid {holder}); "
                       f"wait for it to end or pass another --config.run_dir") from None
    except OSError as e:   # e.g. a network filesystem without flock: run, but say the guard is off
      warnings.warn(f"cannot lock {self.path} ({e}); two runs on this directory would not be stopped")
    self._file.seek(0)
    self._file.truncate()
    self._file.write(f"{os.getpid()}\n")
    self._file.flush()

  def release(self) -> None:
    if self._file is not None and not self._file.closed:
      fcntl.flock(self._file.fileno(), fcntl.LOCK_UN)
      self._file.close()


def read_json(path: str) -> Any:
  """A JSON file (any epath path); one that does not parse is a ValueError naming `path:line`."""
  text = epath.Path(path).read_text()
  try:
    return json.loads(text)
  except json.JSONDecodeError as e:
    raise ValueError(f"{path}:{e.lineno}: not valid JSON ({e.msg}, column {e.colno})") from None


def read_config(run_dir: str) -> dict:
  """The run's resolved config.json as a dict (a broken one named with its line), in today's layout: a run
  dir written before a field existed reads as its code ran (config_upgrade.upgrade)."""
  path = RunDir(run_dir).config
  config = read_json(path)
  if not isinstance(config, dict):
    raise ValueError(f"{path}: not a run config (a JSON object)")
  return config_upgrade.upgrade(config)


# The fields a warm start depends on (demonstrations, tokenizer, cloned weights): a run may start from
# another run's warm start (config.warm_start.from_run) only when these agree, so "the same warm start"
# is checked, not assumed; so must the environment's own data section (`config.<env>`, when it has one).
# The RL fields (algorithm, groups, learning rate, ...) may differ.
WARM_START_FIELDS = ("env", "seed", "model", "warm_start", "task_pool", "task_pool_seed", "train_split",
                     "max_steps", "action_only", "history_length", "rollout.max_prompt_tokens",
                     "rollout.max_new_tokens")

# The copy phase's fields (config.warm_start.copy_*, warm_start.py): without a copy phase none of them changes
# the warm start, so a source run written before they existed still matches a run that leaves it off.
COPY_FIELDS = ("copy_steps", "copy_episodes", "copy_mix")


def warm_start_mismatch(source_dir: str, config: Mapping[str, Any]) -> list[str]:
  """'config.FIELD: SOURCE != NEW' for each warm-start field (WARM_START_FIELDS, `warm_start.from_run`
  itself excepted) on which `config` differs from the run in `source_dir`."""
  saved = read_config(source_dir)

  def fields(c: Mapping[str, Any]) -> dict[str, Any]:
    out = _fields(c, WARM_START_FIELDS + (str(c["env"]),))
    out.pop("config.warm_start.from_run", None)
    if not out.get("config.warm_start.copy_steps"):   # no copy phase (or a run from before it): they change nothing
      for name in COPY_FIELDS:
        out.pop(f"config.warm_start.{name}", None)
    return out

  old, new = fields(saved), fields(config)
  return [f"{k}: {old.get(k)!r} ({source_dir}) != {new.get(k)!r}" for k in sorted(set(old) | set(new))
          if old.get(k) != new.get(k)]


def copy_warm_start(source_dir: str, run_dir: str) -> None:
  """Copies the source run's reference policy (its warm-started weights) and trained tokenizer into
  `run_dir`, which then starts from them as a run stopped right after its warm start does."""
  for name in ("tokenizer", "reference"):   # the reference last: its presence marks a finished copy
    src, dst = epath.Path(getattr(RunDir(source_dir), name)), epath.Path(getattr(RunDir(run_dir), name))
    if not src.exists():
      continue
    staging = dst.parent / f"{dst.name}.copying"   # a copy cut short is never mistaken for a whole one
    if staging.exists():
      staging.rmtree()
    _copy_tree(src, staging)
    if dst.exists():
      dst.rmtree()
    staging.rename(dst)


def _copy_tree(src: epath.Path, dst: epath.Path) -> None:
  """A directory copy through epath (its rglob refuses `**` on GCS, so the walk is by hand)."""
  dst.mkdir(parents=True, exist_ok=True)
  for f in src.iterdir():
    if f.is_dir():
      _copy_tree(f, dst / f.name)
    else:
      f.copy(dst / f.name, overwrite=True)


def _fields(config: Mapping[str, Any], names: Sequence[str]) -> dict[str, Any]:
  """{'config.a.b.c': value} for every leaf under the (dotted) field names of `config`; a missing field is
  one None leaf."""
  out = {}
  for name in names:
    value = config
    for part in name.split("."):
      value = value.get(part) if isinstance(value, Mapping) else None
    out.update(_flat(value, f"config.{name}"))
  return out


def _flat(d: Any, prefix: str) -> dict[str, Any]:
  if isinstance(d, Mapping):
    return {k: v for key, sub in d.items() for k, v in _flat(sub, f"{prefix}.{key}").items()}
  return {prefix: d}


def is_local(path: str) -> bool:
  """Whether `path` is on a local (POSIX) filesystem rather than a URL such as gs:// or s3://."""
  return "://" not in str(path)


def _method_fields(config: Mapping[str, Any], method_fields: MethodFields) -> dict[str, Any]:
  """`method_fields(config)` keyed 'method field NAME' (empty when the config cannot be read as a method's)."""
  try:
    return {f"method field {k}": v for k, v in method_fields(config).items()}
  except (KeyError, TypeError, ValueError):   # a config.json of an older layout: only the fixed fields count
    return {}


def default_run_dir(config: Mapping[str, Any], overrides: Mapping[str, Any]) -> str:
  """runs/<env>_<algorithm>[-<config variant>][-<override>...]_s<seed>, `overrides` being the method fields
  set away from the algorithm's default (credit/methods.run_overrides): the config file's variant when it is
  not the default quickstart (`alfworld_graphgpo-smoke_s0`), then a method variant or ablation as its value
  (`alfworld_mcgpo-same_fold_s0`), any other method field as name and value (`alfworld_gigpo-gamma0.9_s0`),
  and a pipelined schedule's lag last (`alfworld_graphgpo-smoke-lag1_s0`)."""
  variant = config["variant"]
  parts = [str(v) if k in ("variant", "ablation") else f"{k}{v}" for k, v in
           sorted(overrides.items(), key=lambda kv: (kv[0] not in ("variant", "ablation"), kv[0]))]
  if variant and variant != DEFAULT_VARIANT:   # SGR-OPSD's presets already say the method: not twice
    parts.insert(0, variant.removeprefix(config["algorithm"].replace("_", "-") + "-"))
  if config["pipeline"]["max_lag"] > 0:   # pipelined: its own dir, never a lockstep run's checkpoints
    parts.append(f"lag{config['pipeline']['max_lag']}")
  name = "-".join([config["algorithm"], *parts]).replace("/", "_")
  return os.path.join("runs", f"{config['env']}_{name}_s{config['seed']}")


def config_mismatch(run_dir: str, config: Mapping[str, Any], method_fields: MethodFields) -> list[str]:
  """'config.FIELD: SAVED (run dir) != NEW' for each identity field that differs from the run dir's
  config.json (none when there is no config.json); with the same algorithm, also each method field
  (`method_fields`: a config's fields set away from its algorithm's default, credit/methods.run_overrides)."""
  path = epath.Path(RunDir(run_dir).config)
  if not path.exists():
    return []
  saved = read_config(run_dir)
  old, new = _fields(saved, IDENTITY_FIELDS), _fields(config, IDENTITY_FIELDS)
  for field in COMPUTE_FIELDS:
    old.pop(field, None), new.pop(field, None)
  if old.get("config.algorithm") == new.get("config.algorithm"):
    # The method's variant / ablation / estimator fields belong to the run's identity too (they name the
    # default run dir): an explicit --config.run_dir must not resume a different ablation silently.
    old.update(_method_fields(saved, method_fields))
    new.update(_method_fields(config, method_fields))
  return [f"{k}: {old.get(k)!r} (run dir) != {new.get(k)!r}" for k in sorted(set(old) | set(new))
          if old.get(k) != new.get(k)]
