r"""Offline replay: recompute credit from a rollout capture, without any model or environment.

  python launch/replay.py --captures=FILE.jsonl --algorithm=NAME [--config=configs/base.py | RUN/config.json] \
      [--config.credit.gigpo.gamma=0.9 ...] --out=OUT.jsonl

Writes one JSON line per captured task group, in input order, per `docs/captures.md`:
`{"task_id", "advantages": [[A_i0, A_i1, ...] per slot i]}` plus the algorithm's extra outputs, its
Method's `reporting.replay_outputs` (the table in credit/methods.py; MCGPO: "preferences", SGR-OPSD: "weights").
Every slot of the capture gets a list (an empty trajectory an empty one), so list index = rollout slot.

How a file is replayed: groups are split by their `env` field, because the estimator's per-environment
defaults (its spec's credit_defaults) differ; each environment's groups are packed together with
T = the largest declared horizon and G = the largest group, and the outputs are put back in file order.
The config passes training's own credit validation (`mcgpo_jax.config.validate_credit`) for every captured
environment and group size, and no trajectory may be longer than its group's horizon (training caps every
episode there), so a replay accepts exactly what a training run would. The estimator config is `methods.make_config(name, env, overrides)` with the overrides being
the non-None fields of `config.credit.<estimator>` (configs/base.py).

Determinism: every float of the output is rounded to 6 decimals (`round(x, 6)`, then -0.0 folded to 0.0)
and written with Python's shortest round-trip repr, keys in a fixed order, so replaying the same file with
the same config on the same machine is byte-identical. Six decimals sit at float32 resolution for |A| ~ 10,
so digits past them would only record summation-order noise of a particular backend.

Errors are one line on stderr: a bad config value exits 2, a malformed capture (named with its line) or an
unknown algorithm exits 1.
"""
from __future__ import annotations

import math
import os
import sys
from typing import Any, Optional, Sequence

from absl import app, flags
import ml_collections

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # configs/ imports configs.base

from ml_collections import config_flags
import numpy as np

from mcgpo_jax import config as config_lib
from mcgpo_jax.credit import methods
from mcgpo_jax.data.captures import CaptureError, dumps_line, read_captures
from mcgpo_jax.data.records import Group

DECIMALS = 6
# Bounds on what a capture may ask for: the batch is [groups, G, horizon] (a horizon of 10^9 is a
# MemoryError, not a replay), and advantages are float32 (a reward of 1e300 overflows to inf and the
# group's normalisation silently zeroes it).
MAX_HORIZON = 10_000
MAX_ABS_REWARD = 1e6

_REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLAGS = flags.FLAGS


class _ConfigOrRunConfig(config_flags.config_flags.ConfigFileFlagParser):
  """--config is a config file[:variant], or a run's config.json (replaying with the run's own settings)."""

  def parse(self, path):
    if not path.endswith(".json"):
      return super().parse(path)
    config = run_config(path)
    config.lock()
    return config


def run_config(path: str) -> ml_collections.ConfigDict:
  """A run's config.json (upgraded to today's fields, config_upgrade.py) as a typed config: its environment's
  config file's defaults (their field types, so `--config.FIELD=` overrides parse, also of a field the run
  left null) with the run's values over them."""
  import importlib
  from mcgpo_jax import config_upgrade
  from mcgpo_jax.rundir import read_json
  values = read_json(path)
  if not isinstance(values, dict) or "env" not in values:
    raise ValueError(f"{path}: not a run config (a JSON object naming its env)")
  values = config_upgrade.upgrade(values)
  config = importlib.import_module(f"configs.{values['env']}").get_config()
  with config.unlocked():
    _overlay(config, values)
  return config


def _overlay(config: ml_collections.ConfigDict, values: dict) -> None:
  for key, value in values.items():
    if isinstance(value, dict) and isinstance(config.get(key), ml_collections.ConfigDict):
      _overlay(config[key], value)
    else:   # JSON has no tuples; a field the defaults lack (an older or newer run) is taken as it is
      config[key] = tuple(value) if isinstance(value, list) and isinstance(config.get(key), tuple) else value


def define_flags() -> None:
  """Flags exist only when replay runs as a program: other mains define `--out` / `--config` too, and
  tests import this module next to them."""
  flags.DEFINE_string("captures", None, "capture file (JSON Lines, docs/captures.md)")
  flags.DEFINE_string("algorithm", None, "algorithm to replay; default: config.algorithm")
  flags.DEFINE_string("out", None, "output file (JSON Lines, one line per task group)")
  config_flags.DEFINE_config_file("config", os.path.join(_REPO, "configs", "base.py"),
                                  "ml_collections config file[:variant], or a run's config.json")
  FLAGS["config"].parser = _ConfigOrRunConfig("config")


class ReplayError(ValueError):
  """A problem with the replay request (unknown algorithm, environment without defaults)."""


def estimator_config(estimator: str, env: str, config: ml_collections.ConfigDict):
  """The estimator's resolved config for a capture's environment (the trainer resolves it the same way)."""
  try:
    return methods.estimator_config(estimator, env, config)
  except methods.UnknownEnvironment as e:
    raise ReplayError(f"{e}; check the capture's 'env' field") from e


def _rounded(value: Any) -> Any:
  """JSON-ready copy with every float rounded to DECIMALS (NumPy values converted, -0.0 made 0.0)."""
  if isinstance(value, np.ndarray):
    value = value.tolist()
  elif isinstance(value, np.generic):
    value = value.item()
  if isinstance(value, float):
    if not math.isfinite(value):
      raise ReplayError(f"non-finite value {value} in the replay output")
    return round(value, DECIMALS) + 0.0
  if isinstance(value, dict):
    return {k: _rounded(v) for k, v in value.items()}
  if isinstance(value, (list, tuple)):
    return [_rounded(v) for v in value]
  return value


def validate(config: ml_collections.ConfigDict, algorithm: str, env: Optional[str] = None,
             group_size: Optional[int] = None) -> None:
  """Training's credit validation of `config` for `algorithm` (on a captured environment and group size:
  MCGPO's parity folds need an even G there as in training); config_lib.ConfigError names the field."""
  checked = ml_collections.ConfigDict(config.to_dict())
  checked.algorithm = algorithm
  if env is not None:
    checked.env, checked.group_size = env, group_size
  config_lib.validate_credit(checked)


def _replay_env(groups: Sequence[Group], env: str, algorithm: str, config) -> list[dict[str, Any]]:
  """Output records of one environment's groups (all packed into one batch)."""
  method = methods.get(algorithm)
  estimator_config(method.estimator, env, config)  # a clear error first
  for size in sorted({len(g.trajectories) for g in groups}):
    try:
      validate(config, algorithm, env, size)
    except config_lib.ConfigError as e:
      raise config_lib.ConfigError(f"{e} (the capture's {env} groups of {size} trajectories)") from None
  for g in groups:
    if not 1 <= g.horizon <= MAX_HORIZON:
      raise ReplayError(f"group {g.task_id!r}: horizon {g.horizon} is not in [1, {MAX_HORIZON}]")
    for i, t in enumerate(g.trajectories):
      if len(t.steps) > g.horizon:
        raise ReplayError(f"group {g.task_id!r} trajectory {i}: {len(t.steps)} steps exceed the group's horizon "
                          f"{g.horizon} (training stops every episode there)")
      bad = next((s.reward for s in t.steps if not abs(s.reward) <= MAX_ABS_REWARD), None)
      if bad is not None:
        raise ReplayError(f"group {g.task_id!r} trajectory {i}: reward {bad} is not within ±{MAX_ABS_REWARD:g}")
  horizon = max(g.horizon for g in groups)
  credit = methods.compute_credit(algorithm, groups, config, env=env, horizon=horizon)
  outputs = method.reporting.replay_outputs
  extras = outputs(groups, credit) if outputs else [{} for _ in groups]
  out = []
  for p, (g, more) in enumerate(zip(groups, extras)):
    per_slot = [credit.advantages[p, i, :len(traj.steps)] for i, traj in enumerate(g.trajectories)]
    out.append({"task_id": g.task_id, "advantages": per_slot, **more})
  return out


def replay(groups: Sequence[Group], algorithm: str, config: ml_collections.ConfigDict) -> list[dict[str, Any]]:
  """One output record per group, in input order (floats rounded, JSON-ready)."""
  if algorithm not in methods.METHODS:
    raise ReplayError(f"unknown algorithm {algorithm!r}; replay knows {', '.join(methods.names())}")
  by_env: dict[str, list[int]] = {}
  for n, g in enumerate(groups):
    by_env.setdefault(g.env, []).append(n)
  out: list[Optional[dict[str, Any]]] = [None] * len(groups)
  for env, idx in by_env.items():
    for n, record in zip(idx, _replay_env([groups[n] for n in idx], env, algorithm, config)):
      out[n] = _rounded(record)
  return out  # type: ignore[return-value]


def replay_file(captures: str, algorithm: str, config: ml_collections.ConfigDict, out: str) -> int:
  """Replays a capture file into `out`; returns the number of groups written."""
  groups = read_captures(captures)
  if not groups:
    raise CaptureError(f"{captures}: no task groups")
  records = replay(groups, algorithm, config)
  with open(out, "w", encoding="utf-8", newline="\n") as f:
    for record in records:
      f.write(dumps_line(record) + "\n")
  return len(records)


def main(argv: Sequence[str]) -> None:
  if len(argv) > 1:
    raise app.UsageError(f"unexpected arguments: {' '.join(argv[1:])}")
  config = FLAGS.config
  try:
    if not FLAGS.captures or not FLAGS.out:
      raise ReplayError("--captures and --out are required")
    algorithm = FLAGS.algorithm or config.algorithm
    validate(config, algorithm)   # before reading any capture
    n = replay_file(FLAGS.captures, algorithm, config, FLAGS.out)
  except config_lib.ConfigError as e:
    print(f"replay: config error: {e}", file=sys.stderr)
    sys.exit(2)
  except (ValueError, OSError) as e:  # CaptureError and ReplayError are ValueErrors
    print(f"replay: error: {str(e).replace(chr(10), ' ')}", file=sys.stderr)
    sys.exit(1)
  print(f"replay: {algorithm}: {n} task groups -> {FLAGS.out}")


if __name__ == "__main__":
  define_flags()
  from mcgpo_jax import cli
  cli.run(main, "replay")
