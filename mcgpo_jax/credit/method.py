"""What an algorithm is, as one record: the `Method` each entry of the table in `credit/methods.py` holds.

The builder, the trainer, `launch/replay.py` and the run-directory naming ask a Method instead of testing
`config.algorithm` by name, so adding an algorithm is its module `credit/<name>.py` plus its line in the
table (`METHODS`, which imports the module): a task estimator is `task_estimator(name, module)` (the module
defines `Config` and `advantages`); a method on top of one defines its `METHOD` in its module. The
estimator lookups (`credit/methods.py`), the config sections of `configs/base.py` and the diagnostics
tables of `launch/report.py` are read off the table, so nothing else lists algorithms.
"""
from __future__ import annotations

import dataclasses
from types import ModuleType
from typing import Any, Callable, Mapping, Optional, Sequence

import numpy as np

from mcgpo_jax.data.batch import PackExtras, RolloutBatch
from mcgpo_jax.data.records import Group


@dataclasses.dataclass(frozen=True)
class Pairs:
  """Preference pairs between token rows, for the learner's pairwise term (MCGPO's; any method may emit them):
  row `plus_row[k]` should gain more log-probability than row `minus_row[k]`, with weight `weight[k]`."""
  plus_row: np.ndarray    # int32 [n_pairs] token-row index of each preferred row
  minus_row: np.ndarray   # int32 [n_pairs]
  weight: np.ndarray      # f32   [n_pairs]

  @classmethod
  def none(cls) -> "Pairs":
    empty = np.zeros((0,), np.int32)
    return cls(empty, empty, np.zeros((0,), np.float32))

  def __len__(self) -> int:
    return len(self.plus_row)


@dataclasses.dataclass
class Credit:
  """One update's credit, as every method returns it. Shared code reads `advantages`, `pairs` and
  `diagnostics`; `extras` holds what only the method itself reads back (its `Reporting.replay_outputs`:
  MCGPO's preference records, SGR-OPSD's calibrated weights)."""
  batch: RolloutBatch                   # the packed update (batch.shaping: the rubric-shaping Δr, if any)
  advantages: np.ndarray                # f32 [P, G, T] the advantage each row learns from
  diagnostics: dict[str, float] = dataclasses.field(default_factory=dict)
  pairs: Pairs = dataclasses.field(default_factory=Pairs.none)
  extras: Mapping[str, Any] = dataclasses.field(default_factory=dict)


# (task groups in file order, their Credit) -> one dict per group, merged into replay's output line after
# "advantages" (docs/captures.md): MCGPO's "preferences", SGR-OPSD's "weights".
ReplayOutputs = Callable[[Sequence[Group], Credit], list[dict[str, Any]]]
# (task groups, packed batch, its estimator's advantages as a function of a batch (its config bound), the
# method's settings) -> Credit.
Compute = Callable[[Sequence[Group], RolloutBatch, Callable[[RolloutBatch], np.ndarray], Any], Credit]
# One column of launch/report.py's table of a method's diagnostics: (heading, pooling over a run's updates,
# metric keys). Poolings: "mean" of the first key over updates; "wtl" the run's totals of wins, ties and
# losses (three keys); "agreement" (wins + ties / 2) / pairs over the run.
ReportColumn = tuple[str, str, tuple[str, ...]]


def set_fields(section: Optional[Mapping[str, Any]]) -> dict[str, Any]:
  """The fields of a config section that are set (placeholders left at None mean "use the default")."""
  return {k: v for k, v in (section or {}).items() if v is not None}


def parse_settings(owner: str, settings_type: type, overrides: Optional[Mapping[str, Any]] = None) -> Any:
  """`settings_type(**overrides)`: the one parser of every config section of credit (a method's own and the
  estimators'). An unknown field is a ValueError naming `owner` and its fields; the dataclass checks values."""
  fields = {f.name for f in dataclasses.fields(settings_type)}
  unknown = sorted(set(overrides or {}) - fields)
  if unknown:
    raise ValueError(f"{owner} has no config field(s) {', '.join(unknown)}; its fields are "
                     f"{', '.join(sorted(fields))}")
  return settings_type(**dict(overrides or {}))


@dataclasses.dataclass(frozen=True)
class Section:
  """A method's own config section, `config.<name>`: configs/base.py generates it from `settings_type`'s
  fields, `parse` turns its set fields into settings, and `check` adds run-level checks."""
  name: str
  settings_type: type
  check: Optional[Callable[[Any, Any], None]] = None   # (run config, settings): ValueError naming the field

  def parse(self, overrides: Optional[Mapping[str, Any]] = None) -> Any:
    return parse_settings(self.name, self.settings_type, overrides)


@dataclasses.dataclass(frozen=True)
class Reads:
  """What a method reads beyond its estimator's advantages and its own packed data (`Method.pack_extras`):
  the agent loop's anchor rule, the config checks and the builder ask this."""
  # Needs the trainer's teacher pass this run (SGR-OPSD; the builder makes it from config.plans, teacher.py).
  teacher: Callable[[Any], bool] = lambda settings: False
  tracker_anchor: bool = False               # rows keyed by GraphGPO's tracker anchor where the env has one
  rubric: bool = False                       # the environment's rubric (EnvSpec.rubric, rubric_templates.py)
  plans: bool = False                        # the environment's plan guidance (EnvSpec.plans, plans/)


@dataclasses.dataclass(frozen=True)
class Reporting:
  """What a method adds to the run's outputs beyond advantages."""
  diagnostics_prefix: str = ""               # what its Credit.diagnostics keys start with (metrics.jsonl)
  columns: tuple[ReportColumn, ...] = ()     # launch/report.py's table of those diagnostics
  replay_outputs: Optional[ReplayOutputs] = None   # its fields of launch/replay.py's output lines


@dataclasses.dataclass(frozen=True)
class Method:
  """One algorithm, by job: the estimator under it, its settings, its compute and the per-row data it packs for
  it, what it reads, what it reports. `settings` is its config section parsed (None without a section); every
  callable that reads settings takes them, so the section is read by one function only."""
  name: str                                  # config.algorithm
  estimator: str                             # the task estimator under its advantages (config.credit.<it>)
  section: Optional[Section] = None          # its own config section
  compute: Optional[Compute] = None          # None: the estimator's advantages, no pairs
  # Its own per-row data, interned once at packing (credit/methods.pack_update) and read by its compute as
  # `batch.extras`: SGR-OPSD's graph ids (credit/sgr_graph_ids.py), MCGPO's matching ids
  # (credit/mcgpo_match_ids.py). None: it packs nothing more, and pays nothing for the others' data.
  pack_extras: Optional[PackExtras] = None
  pair_coef: Callable[[Any], float] = lambda settings: 0.0    # λ_pair of the learner's pairwise loss term
  reads: Reads = Reads()
  reporting: Reporting = Reporting()
  # A task estimator's own entry: its module (`Config`, `advantages(batch, cfg)`, optionally `interner(cfg)`)
  # and the Config fields its name fixes in a module two names share (grpo / drgrpo). None / {} for a method
  # on top of another entry's estimator.
  module: Optional[ModuleType] = None
  preset: Mapping[str, Any] = dataclasses.field(default_factory=dict)

  def settings(self, config: Mapping[str, Any]) -> Any:
    """The parsed `config.<section>` (None for a method without one)."""
    return self.section.parse(set_fields(config.get(self.section.name))) if self.section is not None else None

  def validate(self, config: Mapping[str, Any]) -> None:
    """Every check of the method's own config without compute; a one-line ValueError naming the field."""
    if self.section is None:
      return
    try:
      settings = self.settings(config)
    except (TypeError, ValueError) as e:
      raise ValueError(f"config.{self.section.name}: {e}") from None
    if self.section.check is not None:
      self.section.check(config, settings)

  def needs_teacher(self, config: Mapping[str, Any]) -> bool:
    return self.reads.teacher(self.settings(config))

  def pair_coefficient(self, config: Mapping[str, Any]) -> float:
    """λ_pair the learner applies to this method's pairs (0: no pairwise term)."""
    return float(self.pair_coef(self.settings(config)))


def task_estimator(name: str, module: ModuleType, **preset: Any) -> Method:
  """The table entry of a task estimator: advantages only, on config.credit.<name>. A module that keys its
  rows by the tracker anchor says so with `TRACKER_ANCHOR = True`."""
  return Method(name, estimator=name, module=module, preset=preset,
                reads=Reads(tracker_anchor=getattr(module, "TRACKER_ANCHOR", False)))
