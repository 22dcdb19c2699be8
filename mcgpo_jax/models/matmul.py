"""The model's one matmul helper, shared by the Qwen layers (models/qwen.py) and the LoRA adapters
(models/lora.py), which qwen imports: a leaf, so neither imports the other for it."""
from __future__ import annotations

import jax
import jax.numpy as jnp


def dense(x: jax.Array, w: jax.Array, **kwargs) -> jax.Array:
  """x [B, L, K] @ w [K, N] -> [B, L, N], computed on x flattened to [B*L, K].

  Same math as `x @ w`, but the backward's weight gradient becomes one plain [K, B*L] @ [B*L, N] dot:
  with 3-D activations XLA:CPU contracts over (B, L) by materialising transposed copies, which cost about
  a fifth of the whole model's gradient time in bench/policy.py. The reshapes are free (row-major).
  """
  b, l = x.shape[:2]
  return jnp.matmul(x.reshape(b * l, -1), w, **kwargs).reshape(b, l, -1)
