"""The papers' readouts over validation curves: L5, E_final, integrated success, seed statistics, paired
Student-t intervals, matched interaction budgets (MCGPO Appendix C, Eqs. 14–17), and learning-curve plots;
and what a final-evaluation protocol is (`Protocol`; each environment's spec names its own, e.g. SGR-OPSD
App. 8's ALFWorld seen / unseen splits, found with `envs.registry.protocol`) with the macro averages.
Light to import (spec modules build their protocols here): SciPy's statistics load when an interval is asked.

A curve is `{update: success}` on the scheduled evaluation grid (every `eval_every` updates), success in
percent or in [0, 1] — the functions are scale-free; report.py feeds percentages.
"""
from __future__ import annotations

import dataclasses
import math
from typing import Mapping, Optional, Sequence

import numpy as np


Curve = Mapping[int, float]


@dataclasses.dataclass(frozen=True)
class Protocol:
  """A final evaluation as a paper runs it: every task of `split` (`tasks` of them in the official data),
  `rollouts` each at `temperature` with top-p 1 and no top-k, and the headline number `macro` (the
  unweighted mean over task categories) or the plain success rate."""
  env: str
  split: str
  tasks: int
  rollouts: int = 1
  temperature: float = 0.4
  macro: bool = False


def macro_average(stats: Mapping[str, float], categories: Sequence[str], prefix: str = "success/") -> float:
  """The unweighted mean of the categories' success rates `stats[prefix + category]` (SGR-OPSD's ALFWorld
  "Avg" over its six task types, `EnvSpec.readout`): each category counts once whatever its number of tasks
  (valid_seen has 13 Look tasks and 35 Pick tasks). A missing category is an error: averaging the present
  ones would report another quantity."""
  missing = [c for c in categories if prefix + c not in stats]
  if missing:
    raise ValueError(f"macro average needs every category; missing {', '.join(missing)}")
  return float(np.mean([stats[prefix + c] for c in categories]))


def source_macro(stats: Mapping[str, float], prefix: str = "success/") -> float:
  """SearchQA's macro EM (SGR-OPSD App. 8, 100/7 · Σ_d C_d/N_d): the unweighted mean of the per-data-source
  exact-match rates `stats[prefix + source]`, every source present once (the validation and test files
  decide which sources there are: seven for Search-R1's test set, two for the bundle)."""
  rates = [v for k, v in stats.items() if k.startswith(prefix) and v is not None]
  if not rates:
    raise ValueError(f"no per-source rates ({prefix}<data_source>) to average")
  return float(np.mean(rates))


def last_k_mean(curve: Curve, k: int = 5) -> float:
  """L_k: mean of the last k scheduled evaluations (Eq. 14 with k = 5: updates 230..250 of 250)."""
  updates = sorted(curve)
  if len(updates) < k:
    raise ValueError(f"L{k} needs at least {k} evaluations, the curve has {len(updates)}")
  return float(np.mean([curve[u] for u in updates[-k:]]))


def final_value(curve: Curve) -> float:
  """E_final: the last scheduled evaluation."""
  return float(curve[max(curve)])


def integrated_success(curve: Curve, total_updates: Optional[int] = None) -> float:
  """Normalized integrated success (Eq. 15): trapezoid over the evaluation grid divided by its span.

  The grid must include its starting point (update 0: the evaluation before training), as in the paper's
  t_0 = 0 .. t_50 = 250.
  """
  updates = sorted(curve)
  if len(updates) < 2:
    raise ValueError("integrated success needs at least two evaluations")
  t = np.asarray(updates, float)
  s = np.asarray([curve[u] for u in updates], float)
  span = float(total_updates if total_updates is not None else t[-1] - t[0])
  return float(np.sum((s[1:] + s[:-1]) / 2 * np.diff(t)) / span)


@dataclasses.dataclass(frozen=True)
class SeedSummary:
  mean: float
  std: float   # sample standard deviation (N − 1); nan for one seed
  n: int


def seed_summary(values: Sequence[float]) -> SeedSummary:
  x = np.asarray(values, float)
  return SeedSummary(float(x.mean()), float(x.std(ddof=1)) if len(x) > 1 else math.nan, len(x))


@dataclasses.dataclass(frozen=True)
class PairedInterval:
  mean: float       # d̄, mean of per-seed differences a − b
  low: float
  high: float
  std: float        # s_d, sample std of the differences
  n: int


def paired_interval(a: Sequence[float], b: Sequence[float], confidence: float = 0.95) -> PairedInterval:
  """`d̄ ± t_{(1+c)/2, n−1} · s_d / √n` over seeds paired by position (seed i of a with seed i of b)."""
  from scipy import stats
  a, b = np.asarray(a, float), np.asarray(b, float)
  if a.shape != b.shape or a.size < 2:
    raise ValueError(f"paired interval needs two equal-length lists of >= 2 seeds, got {a.size} and {b.size}")
  d = a - b
  n = d.size
  sd = float(d.std(ddof=1))
  half = float(stats.t.ppf((1 + confidence) / 2, n - 1)) * sd / math.sqrt(n)
  return PairedInterval(float(d.mean()), float(d.mean() - half), float(d.mean() + half), sd, n)


def cumulative_budget(mean_lengths: Mapping[int, float], trajectories_per_update: int = 128) -> dict[int, int]:
  """B(t) = Σ_{u ≤ t} round(n_traj · L̄_u) (Eq. 16): cumulative training transitions after update t."""
  total, out = 0, {}
  for u in sorted(mean_lengths):
    total += int(round(trajectories_per_update * mean_lengths[u]))
    out[u] = total
  return out


@dataclasses.dataclass(frozen=True)
class BudgetMatch:
  update_a: int
  update_b: int
  budget_a: int
  budget_b: int
  gap: float        # |B_a − B_b| / min(B_a, B_b)


def match_budgets(budget_a: Mapping[int, int], budget_b: Mapping[int, int], grid_a: Sequence[int],
                  grid_b: Sequence[int], tolerance: float = 0.01) -> Optional[BudgetMatch]:
  """The checkpoint pair of Eq. 17: relative budget gap < tolerance, maximising the smaller budget,
  ties by smaller gap, then larger combined update count. None when no pair qualifies."""
  best, best_key = None, None
  for ta in grid_a:
    for tb in grid_b:
      ba, bb = budget_a[ta], budget_b[tb]
      lo = min(ba, bb)
      if lo <= 0:
        continue
      gap = abs(ba - bb) / lo
      if gap >= tolerance:
        continue
      key = (lo, -gap, ta + tb)
      if best_key is None or key > best_key:
        best, best_key = BudgetMatch(ta, tb, ba, bb, gap), key
  return best


def trailing_mean(values: Sequence[float], window: int = 5) -> np.ndarray:
  """Trailing moving average over the last `window` evaluations (shorter at the start of the curve)."""
  x = np.asarray(values, float)
  c = np.concatenate([[0.0], np.cumsum(x)])
  idx = np.arange(1, x.size + 1)
  lo = np.maximum(0, idx - window)
  return (c[idx] - c[lo]) / (idx - lo)


def plot_curves(curves: Mapping[str, Mapping[int, Curve]], path: str, title: str = "", window: int = 5,
                baseline: Optional[str] = None) -> None:
  """Learning curves like the MCGPO paper's Figure 3: per method ({seed: curve}), the seed mean of the
  trailing-`window` smoothed validation success with a ±1 sample-std band; with `baseline`, a second axis
  shows each other method's paired difference to it over the seeds both have."""
  import matplotlib
  matplotlib.use("Agg")
  import matplotlib.pyplot as plt

  def smoothed(method, seeds=None):
    runs = [c for seed, c in sorted(curves[method].items()) if seeds is None or seed in seeds]
    grid = sorted(set.intersection(*(set(c) for c in runs)))
    return grid, np.stack([trailing_mean([c[u] for u in grid], window) for c in runs])

  rows = 2 if baseline is not None and len(curves) > 1 else 1
  fig, axes = plt.subplots(rows, 1, figsize=(6.4, 3.2 * rows), sharex=True, squeeze=False)
  for method in curves:
    grid, ys = smoothed(method)
    mean = ys.mean(0)
    std = ys.std(0, ddof=1) if len(ys) > 1 else np.zeros_like(mean)
    axes[0, 0].plot(grid, mean, label=f"{method} (n={len(ys)})")
    axes[0, 0].fill_between(grid, mean - std, mean + std, alpha=0.2)
  axes[0, 0].set_ylabel("validation success")
  axes[0, 0].set_title(title)
  axes[0, 0].legend(fontsize="small")
  if rows == 2:
    for method in curves:
      seeds = set(curves[method]) & set(curves[baseline])
      if method == baseline or not seeds:
        continue
      (grid, ys), (base_grid, base) = smoothed(method, seeds), smoothed(baseline, seeds)
      common = [u for u in grid if u in set(base_grid)]
      n = len(seeds)
      d = ys[:, [grid.index(u) for u in common]] - base[:, [base_grid.index(u) for u in common]]
      axes[1, 0].plot(common, d.mean(0), label=f"{method} − {baseline}")
      if n > 1:
        sd = d.std(0, ddof=1)
        axes[1, 0].fill_between(common, d.mean(0) - sd, d.mean(0) + sd, alpha=0.2)
    axes[1, 0].axhline(0.0, color="k", lw=0.6)
    axes[1, 0].set_ylabel("paired difference")
    axes[1, 0].legend(fontsize="small")
  axes[-1, 0].set_xlabel("update")
  fig.tight_layout()
  fig.savefig(path, dpi=120)
  plt.close(fig)
