"""The one derivation of every seed a run uses from its config seed and counters (a leaf: imports nothing
of the package).

`derive(seed, update, purpose, ...)` mixes its parts with NumPy's SeedSequence, so nearby inputs give
unrelated streams, and keeps 31 bits, so the result fits every consumer: an int32 `jax.random.key`, NumPy's
generators and SGLang's `sampling_seed`. The trainer, the agent loop's re-collections and the SGLang engine's
per-request seeds all call it, so a stream means the same thing wherever it is drawn.
"""
from __future__ import annotations

import numpy as np


def derive(*parts: int) -> int:
  """A 31-bit seed from integer parts (order matters); stable across runs, platforms and processes."""
  return int(np.random.SeedSequence([int(p) for p in parts]).generate_state(1)[0] & 0x7FFFFFFF)
