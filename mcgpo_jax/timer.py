"""The update loop's one clock: named phases that add up to the update's wall time.

An update's time runs from the previous metrics row to its own (`row()`), and its phases (`phase(name)`) are
disjoint, so the row reports each phase, `other` for what no phase covered, and the total. A phase finished
after a row was written (the checkpoint save) is `carry`ied into the next row.
"""
from __future__ import annotations

import contextlib
import time
from typing import Iterator


class UpdateClock:
  def __init__(self):
    self._since = time.perf_counter()
    self._phases: dict[str, float] = {}
    self._carried: dict[str, float] = {}

  @contextlib.contextmanager
  def phase(self, name: str) -> Iterator[None]:
    """Times the block as `name` (a phase timed twice in one update adds up)."""
    t0 = time.perf_counter()
    try:
      yield
    finally:
      self._phases[name] = self._phases.get(name, 0.0) + time.perf_counter() - t0

  def carry(self, name: str, seconds: float) -> None:
    """A phase of this update that ends after its row: reported in the next row."""
    self._carried[name] = seconds

  def row(self, other: str, total: str) -> dict[str, float]:
    """The phases since the last row (carried ones included), `other` and `total`; starts the next update."""
    now = time.perf_counter()
    phases = {**self._phases, **self._carried}
    wall = now - self._since
    self._since, self._phases, self._carried = now, {}, {}
    return {**phases, other: wall - sum(phases.values()), total: wall}
