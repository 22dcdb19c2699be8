"""The actor optimizer: AdamW, constant learning rate, global grad-norm clipping (MCGPO Table 7 / verl).
The behaviour-cloning warm start uses the same optimizer, optionally with a cosine decay to zero
(`decay_steps`; config.warm_start.schedule='cosine').

Clipping runs before AdamW so the clip sees the raw accumulated gradient of the minibatch, as torch's
`clip_grad_norm_` before `optimizer.step()` does in verl.
"""
from __future__ import annotations

import dataclasses

import optax


@dataclasses.dataclass(frozen=True)
class OptimizerConfig:
  learning_rate: float = 1e-6   # the peak (and, with decay_steps = 0, constant) learning rate
  decay_steps: int = 0          # > 0: cosine decay from learning_rate to 0 over this many steps
  weight_decay: float = 0.01
  grad_clip: float = 1.0        # max global L2 norm; <= 0 disables clipping
  b1: float = 0.9
  b2: float = 0.999
  eps: float = 1e-8


def make_optimizer(cfg: OptimizerConfig) -> optax.GradientTransformation:
  """clip_by_global_norm(grad_clip) -> adamw(lr, b1, b2, eps, weight_decay)."""
  lr = cfg.learning_rate
  if cfg.decay_steps > 0:
    lr = optax.cosine_decay_schedule(cfg.learning_rate, cfg.decay_steps)
  adamw = optax.adamw(lr, b1=cfg.b1, b2=cfg.b2, eps=cfg.eps, weight_decay=cfg.weight_decay)
  if cfg.grad_clip <= 0:
    return adamw
  return optax.chain(optax.clip_by_global_norm(cfg.grad_clip), adamw)
