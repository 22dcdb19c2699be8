r"""Offline replay: recompute credit from a rollout capture, without any model or environment.

  python launch/replay.py --captures=FILE.jsonl --algorithm=NAME [--config=configs/base.py] \
      [--config.credit.gigpo.gamma=0.9 ...] --out=OUT.jsonl

Writes one JSON line per captured task group, in input order, per `shared/spec/captures.md`:
`{"task_id", "advantages": [[A_i0, A_i1, ...] per slot i]}` plus the algorithm's extra outputs
(MCGPO: "preferences", SGR-OPSD: "weights"). Every slot of the capture gets a list (an empty trajectory an
empty one), so list index = rollout slot.

How a file is replayed: groups are split by their `env` field, because the estimator's per-environment
defaults (ENV_DEFAULTS) differ; each environment's groups are packed together with
T = max(declared horizon, longest trajectory) and G = the largest group, and the outputs are put back in
file order. The estimator config is `registry.make_config(name, env, overrides)` with the overrides being
the non-None fields of `config.credit.<estimator>` (configs/base.py).

Determinism: every float of the output is rounded to 6 decimals (`round(x, 6)`, then -0.0 folded to 0.0)
and written with Python's shortest round-trip repr, keys in a fixed order, so replaying the same file with
the same config on the same machine is byte-identical. Six decimals sit at float32 resolution for |A| ~ 10,
so digits past them would only record summation-order noise of a particular backend.

Errors (malformed capture, bad config value, unknown algorithm) are one line on stderr and exit code 1.
"""
from __future__ import annotations

import dataclasses
import math
import os
import sys
from typing import Any, Callable, Optional, Sequence

from absl import app, flags
import ml_collections
from ml_collections import config_flags
import numpy as np

from mcgpo_jax.credit import registry, sgr_opsd
from mcgpo_jax.data.batch import RolloutBatch, intern_exact, pack
from mcgpo_jax.data.captures import CaptureError, dumps_line, read_captures
from mcgpo_jax.data.records import Group

# Extra per-group outputs of a method on top of the task advantages. Called once per environment chunk with
# (groups of that env in file order, their packed batch, the task advantages f32 [P, G, T] as NumPy, the env
# name, the full config); returns one dict per group, merged into its output line after "advantages".
ExtraOutputs = Callable[[Sequence[Group], RolloutBatch, np.ndarray, str, ml_collections.ConfigDict],
                        list[dict[str, Any]]]


@dataclasses.dataclass(frozen=True)
class Algorithm:
  task_credit: str                          # registry estimator that fills "advantages"
  extra_outputs: Optional[ExtraOutputs] = None


# The extension point. Every task-credit estimator replays as itself; a method adds an entry naming the
# estimator of its task advantages and its extra outputs, e.g.
#   ALGORITHMS["mcgpo"] = Algorithm("graphgpo", mcgpo_preferences)   -> "preferences"
#   ALGORITHMS["sgr_opsd"] = Algorithm("grpo", sgr_opsd_weights)     -> "weights"
ALGORITHMS: dict[str, Algorithm] = {name: Algorithm(name) for name in registry.names()}
# SGR-OPSD: "advantages" is replaced by the calibrated Ã = w*·A (the GRPO base stays the task estimator).
ALGORITHMS["sgr_opsd"] = Algorithm("grpo", sgr_opsd.replay_outputs)

DECIMALS = 6

_REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLAGS = flags.FLAGS


def define_flags() -> None:
  """Flags exist only when replay runs as a program: other mains define `--out` / `--config` too, and
  tests import this module next to them."""
  flags.DEFINE_string("captures", None, "capture file (JSON Lines, shared/spec/captures.md)")
  flags.DEFINE_string("algorithm", None, "algorithm to replay; default: config.algorithm")
  flags.DEFINE_string("out", None, "output file (JSON Lines, one line per task group)")
  config_flags.DEFINE_config_file("config", os.path.join(_REPO, "configs", "base.py"), "ml_collections config file")


class ReplayError(ValueError):
  """A problem with the replay request (unknown algorithm, environment without defaults)."""


def credit_overrides(config: ml_collections.ConfigDict, estimator: str) -> dict[str, Any]:
  """The fields of `config.credit.<estimator>` that are set (not None)."""
  section = config.get("credit", {}).get(estimator)
  if section is None:
    return {}
  return {k: v for k, v in section.items() if v is not None}


def estimator_config(estimator: str, env: str, config: ml_collections.ConfigDict):
  defaults = getattr(registry.module(estimator), "ENV_DEFAULTS", {})
  if env not in defaults:
    raise ReplayError(f"environment {env!r} has no defaults for estimator {estimator} "
                      f"(known: {', '.join(sorted(defaults))}); check the capture's 'env' field")
  return registry.make_config(estimator, env, credit_overrides(config, estimator))


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


def _replay_env(groups: Sequence[Group], env: str, algo: Algorithm, config) -> list[dict[str, Any]]:
  """Output records of one environment's groups (all packed into one batch)."""
  cfg = estimator_config(algo.task_credit, env, config)
  interner_for = getattr(registry.module(algo.task_credit), "interner", None)
  horizon = max(max(g.horizon for g in groups), max(len(t.steps) for g in groups for t in g.trajectories))
  batch = pack(groups, horizon=horizon, interner=interner_for(cfg) if interner_for else intern_exact)
  adv = np.asarray(registry.advantages(algo.task_credit, batch, cfg))
  extras = (algo.extra_outputs(groups, batch, adv, env, config) if algo.extra_outputs
            else [{} for _ in groups])
  if len(extras) != len(groups):
    raise ReplayError(f"{algo.task_credit}: extra outputs for {len(extras)} groups, expected {len(groups)}")
  out = []
  for p, (g, extra) in enumerate(zip(groups, extras)):
    per_slot = [adv[p, i, :len(traj.steps)] for i, traj in enumerate(g.trajectories)]
    out.append({"task_id": g.task_id, "advantages": per_slot, **extra})
  return out


def replay(groups: Sequence[Group], algorithm: str, config: ml_collections.ConfigDict) -> list[dict[str, Any]]:
  """One output record per group, in input order (floats rounded, JSON-ready)."""
  if algorithm not in ALGORITHMS:
    raise ReplayError(f"unknown algorithm {algorithm!r}; replay knows {', '.join(sorted(ALGORITHMS))}")
  algo = ALGORITHMS[algorithm]
  by_env: dict[str, list[int]] = {}
  for n, g in enumerate(groups):
    by_env.setdefault(g.env, []).append(n)
  out: list[Optional[dict[str, Any]]] = [None] * len(groups)
  for env, idx in by_env.items():
    for n, record in zip(idx, _replay_env([groups[n] for n in idx], env, algo, config)):
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
    n = replay_file(FLAGS.captures, algorithm, config, FLAGS.out)
  except (ValueError, OSError) as e:  # CaptureError and ReplayError are ValueErrors; so are bad config values
    print(f"replay: error: {str(e).replace(chr(10), ' ')}", file=sys.stderr)
    sys.exit(1)
  print(f"replay: {algorithm}: {n} task groups -> {FLAGS.out}")


if __name__ == "__main__":
  define_flags()
  app.run(main)
