"""An old run dir's config.json read as today's, in one place: the table of every config field added since the
first runs, with the value that means what the code did before the field existed, and of every field removed.

A run dir's config.json is the resolved config of the code that wrote it. evaluate.py, export.py, report.py and
a warm start `from_run` read it back (`rundir.read_config`, which upgrades it here); everything else reads
each field directly, so no reader guesses what an absent field meant. The value before a field existed is
often not today's default (scan_layers False: one array per decoder layer; attention "xla"; packed learner
rows off): an old checkpoint loads as it was saved.
"""
from __future__ import annotations

import copy
import dataclasses
from typing import Any, Optional


@dataclasses.dataclass(frozen=True)
class Added:
  """A config field (dotted path) that run dirs written before `commit` lack, and its value then."""
  field: str
  before: Any              # what the code did before the field existed, as a value of the field
  commit: str              # the commit that added the field
  env: Optional[str] = None   # only run configs of this environment carry the field


@dataclasses.dataclass(frozen=True)
class Removed:
  """A config field that run dirs written up to `commit` hold and today's code neither reads nor accepts."""
  field: str
  commit: str              # the last commit that had the field


_GUARD = {"factor": 0.0, "history": 8, "window": 10, "max_skips": 5}   # factor 0: no divergence check
_WANDB = {"project": None, "entity": None, "name": None, "id": None, "mode": None}   # project None: no W&B
_LORA = {"rank": 0, "alpha": 16.0, "targets": "q k v o gate up down"}              # rank 0: full fine-tuning

ADDED = (
    Added("wandb", _WANDB, "79aa131"),
    Added("model.cache_dir", None, "253b744"),            # hub ids download to $HF_HOME
    Added("webshop", {"data_dir": None, "splits": "verl-agent", "reviews": False, "human_goals": True},
          "6e3cb15", env="webshop"),                      # the bundled catalog
    Added("guard", _GUARD, "229911d"),
    Added("variant", None, "06705c4"),                    # no config-file variant in the run dir's name
    Added("about", None, "1b919c9"),
    Added("searchqa.use_bundle", True, "2b9acb3", env="searchqa"),   # data_dir None: the bundled toy data
    Added("searchqa.retriever", "", "2b9acb3", env="searchqa"),      # BM25
    Added("searchqa.encoder", None, "2b9acb3", env="searchqa"),
    Added("learn.tis_cap", 0.0, "a049133"),               # no truncated importance sampling
    Added("rollout.mismatch_warn_kl", 0.01, "a049133"),   # only observes
    Added("rollout.mismatch_dump", False, "7dac629"),
    Added("rollout.prefill_rows_per_device", None, "424bec6"),   # every row prefilled at once
    Added("compile_cache_dir", "", "c42b4a8"),            # no persistent compilation cache
    Added("model.scan_layers", False, "778071c"),         # one array per decoder layer
    Added("model.attention", "xla", "778071c"),
    Added("learn.pack", False, "1103037"),                # one row per slot, right-padded
    Added("learn.tokens_per_micro_batch", None, "1103037"),
    Added("lora", _LORA, "6dc1e43"),
    Added("warm_start.copy_steps", 0, "fee6a0f"),         # no copy phase (then the two below change nothing)
    Added("warm_start.copy_episodes", 256, "fee6a0f"),
    Added("warm_start.copy_mix", 0.5, "fee6a0f"),
    Added("rollout.tensor", None, "d3295b8"),             # the learner mesh's tensor axis
    Added("rollout.overlap_episodes", False, "469e5d1"),  # lockstep turns (the same samples and rows)
    Added("rollout.wave_rows", None, "8222a65"),          # every episode in one wave
    Added("rollout.compact_rows", False, "5b3af8f"),      # decode keeps its batch (the same samples)
    Added("learn.grad_sum_on_host", False, "177ad7d"),    # the gradient sum in device memory
    Added("pipeline", {"max_lag": 0, "rollout_devices": 0}, "bf9537e"),   # lockstep on shared devices
)

REMOVED = (
    Removed("lora.dropout", "ca61cb8"),   # validation refused anything but 0; nothing implemented it
)


def upgrade(config: dict) -> dict:
  """A copy of run config `config` (config.json as a dict) with every field of ADDED that it lacks set to its
  value before it existed, and every field of REMOVED dropped: today's layout, meaning what the old run did."""
  out = copy.deepcopy(config)
  for added in ADDED:
    if added.env is not None and out.get("env") != added.env:
      continue
    *parents, name = added.field.split(".")
    section = out
    for part in parents:
      section = section.setdefault(part, {})
    if name not in section:
      section[name] = copy.deepcopy(added.before)
  for removed in REMOVED:
    *parents, name = removed.field.split(".")
    section = out
    for part in parents:
      section = section.get(part) if isinstance(section, dict) else None
    if isinstance(section, dict):
      section.pop(name, None)
  return out
