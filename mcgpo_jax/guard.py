"""Which updates a run keeps, and when too many skipped updates stop it (docs/faults.md).

An update is skipped (its result discarded, the policy back at the newest checkpoint, which only ever holds
kept updates) when it is not finite (trainer.nonfinite_inputs / nonfinite_outputs) or when it diverges:
its |loss|, gradient norm or parameter norm exceeds `factor` x the largest value of the last `history`
kept updates. A finite explosion is as bad as a NaN: a learning rate of 1e6 used to keep weights of
|w| ~ 1e10, checkpoint them and roll back to them.

Why these references: in the 18 CPU study runs (docs/results) an update's |loss| and gradient norm reached
up to 1,182x the *median* of its 4 predecessors (updates whose groups all tie have ~0 loss and gradient),
but at most 8.0x and 2.5x the *largest* of its 8 predecessors. Values below FLOOR never set the scale,
so a first informative update after a stretch of uninformative ones is not mistaken for an explosion;
loss and gradient norm are judged once `history` updates were kept, the parameter norm (steady from the
start) from the first update on, against the starting weights.

A run stops (trainer.NonFiniteError) when `max_in_a_row` updates in a row, or `max_skips` of the last
`window` updates, were skipped. The guard's state (the kept values and the skip record) rides in every
checkpoint, so a resumed run judges every update exactly as the uninterrupted run did.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Mapping, Optional

import jax
import jax.numpy as jnp
import optax

QUANTITIES = ("loss", "grad_norm", "param_norm")
# The metrics row's key of each quantity (the learner's and the trainer's); the guard's own state and messages
# keep the short names, so checkpoints written before the row took its actor/ names still resume.
METRIC = {"loss": "actor/loss", "grad_norm": "actor/grad_norm", "param_norm": "actor/param_norm"}
FLOOR = 1.0   # the smallest scale a reference may have (clipped gradients are of norm <= grad_clip ~ 1)


@jax.jit
def param_norm(params: Any) -> jax.Array:
  """The global L2 norm of the weights (one reduction over global arrays: every process agrees)."""
  return optax.global_norm(params)


@dataclasses.dataclass
class UpdateGuard:
  factor: float          # config.guard.factor; 0: no divergence check (non-finite updates are still skipped)
  history: int           # config.guard.history
  window: int            # config.guard.window
  max_skips: int         # config.guard.max_skips
  max_in_a_row: int      # config.max_nonfinite_updates
  kept: dict[str, list[float]] = dataclasses.field(default_factory=lambda: {q: [] for q in QUANTITIES})
  skips: list[int] = dataclasses.field(default_factory=list)   # 1 / 0 per update, newest last

  @classmethod
  def from_config(cls, cfg, state: Optional[Mapping[str, Any]] = None) -> "UpdateGuard":
    """The guard of config `cfg`, continuing a checkpoint's `state` (None: a fresh run, or a checkpoint
    saved before the guard existed)."""
    g = cfg.guard
    guard = cls(float(g.factor), int(g.history), int(g.window), int(g.max_skips), int(cfg.max_nonfinite_updates))
    if state:
      guard.kept = {q: [float(v) for v in state["kept"].get(q, [])] for q in QUANTITIES}
      guard.skips = [int(s) for s in state["skips"]]
    return guard

  def state(self) -> dict[str, Any]:
    """JSON-able, for the checkpoint's data_state."""
    return {"kept": {q: list(v) for q, v in self.kept.items()}, "skips": list(self.skips)}

  def start(self, norm: float) -> None:
    """The starting weights' norm: the first update's parameter norm is judged against it."""
    if not self.kept["param_norm"]:
      self.kept["param_norm"].append(float(norm))

  def diverging(self, values: Mapping[str, float]) -> str:
    """Why an update with these metrics (keyed as the row logs them, `METRIC`) must be skipped ('' when it
    may be kept)."""
    if self.factor <= 0:
      return ""
    for q in QUANTITIES:
      past = self.kept[q][-self.history:]
      if METRIC[q] not in values or len(past) < (1 if q == "param_norm" else self.history):
        continue
      reference = max(FLOOR, max(abs(v) for v in past))
      value = abs(values[METRIC[q]])
      if value > self.factor * reference:
        return (f"diverging {q} {value:.3g} > config.guard.factor={self.factor:g} x {reference:.3g} "
                f"(the largest of the last {len(past)} kept updates)")
    return ""

  def keep(self, values: Mapping[str, float]) -> None:
    for q in QUANTITIES:
      if METRIC[q] in values:
        self.kept[q] = (self.kept[q] + [abs(float(values[METRIC[q]]))])[-self.history:]

  def record(self, skipped: bool) -> str:
    """Counts an update; why the run must stop now ('' to go on)."""
    self.skips = (self.skips + [int(skipped)])[-max(self.window, self.max_in_a_row):]
    in_a_row = self.in_a_row()
    if in_a_row >= self.max_in_a_row:
      return f"{in_a_row} updates in a row were skipped (config.max_nonfinite_updates={self.max_in_a_row})"
    recent = sum(self.skips[-self.window:])
    if recent >= self.max_skips:
      return (f"{recent} of the last {min(self.window, len(self.skips))} updates were skipped "
              f"(config.guard.max_skips={self.max_skips} in config.guard.window={self.window})")
    return ""

  def in_a_row(self) -> int:
    """Skipped updates since the last kept one."""
    return next((k for k, s in enumerate(reversed(self.skips)) if not s), len(self.skips))


@jax.jit
def all_finite(tree) -> jax.Array:
  """Whether every float in `tree` is finite (one reduction over global arrays: every process agrees)."""
  leaves = [jnp.all(jnp.isfinite(x)) for x in jax.tree.leaves(tree) if jnp.issubdtype(x.dtype, jnp.inexact)]
  return jnp.all(jnp.stack(leaves)) if leaves else jnp.array(True)
