"""The task objective: PPO dual-clip policy loss, low-variance KL to the reference, entropy bonus.

Each function follows verl's implementation (volcengine/verl, `verl/trainer/ppo/core_algos.py`:
`compute_policy_loss_vanilla`, `kl_penalty(..., "low_var_kl")`, and the combination in
`verl/workers/actor/dp_actor.py`), because MCGPO's Appendix A.3 reports its coefficients for that recipe:

  policy_loss = pg_loss - entropy_coef * entropy + kl_coef * kl

with every term aggregated "token-mean" over the response tokens of one *minibatch*: a microbatch's term is its
token sum divided by the minibatch's response-token count (`denominator`), and the train step sums those over
the minibatch's microbatches, so neither the micro-batch count, nor row order, nor packing changes the
gradient (docs/algorithms.md, "Loss aggregation"). Without a `denominator` a term is the mean over its own
tokens. Task advantages are per decision row and broadcast to all of that row's response tokens.

All inputs are `[R, L]` arrays aligned with target tokens (see `logprobs.py`); `mask` is the response mask.
"""
from __future__ import annotations

import dataclasses

import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class LossConfig:
  """Coefficients of the actor objective (MCGPO Appendix A.3 / verl defaults)."""
  clip_low: float = 0.2      # ratio floor 1 - clip_low
  clip_high: float = 0.2     # ratio ceiling 1 + clip_high (asymmetric "clip-higher" when != clip_low)
  clip_c: float = 3.0        # dual-clip bound on negative advantages (Ye et al. 2020); must be > 1
  kl_coef: float = 0.01      # low-variance KL to the frozen reference policy
  entropy_coef: float = 0.001
  pair_coef: float = 0.0     # λ_pair of MCGPO Eq. 7 (0: no pairwise term); the builder passes the Method's
                             # (credit/method.py), so the value lives in one place: MCGPOConfig.lambda_pair
  tis_cap: float = 0.0       # truncated importance sampling against the rollout engine (verl's
                             # tis_imp_ratio_cap): each token's policy loss x min(π_old / π_sampler, tis_cap);
                             # 0: off (the engine's log-probs are only measured, `mismatch.py`)

  def __post_init__(self):
    if self.clip_c <= 1.0:
      raise ValueError(f"LossConfig.clip_c must be > 1 for dual-clip PPO, got {self.clip_c}")
    if not 0.0 <= self.clip_low < 1.0 or self.clip_high < 0.0:
      raise ValueError(f"LossConfig.clip_low must be in [0, 1) and clip_high >= 0, got "
                       f"{self.clip_low}, {self.clip_high}")
    if self.tis_cap < 0.0:
      raise ValueError(f"LossConfig.tis_cap must be >= 0 (0: off), got {self.tis_cap}")


def masked_mean(values: jnp.ndarray, mask: jnp.ndarray, denominator=None) -> jnp.ndarray:
  """Token-mean: Σ mask·x / max(1, denominator), the denominator defaulting to Σ mask (the minibatch's token
  count when a microbatch contributes its share of a minibatch mean). All padding contributes exactly 0."""
  mask = mask.astype(jnp.float32)
  denominator = jnp.sum(mask) if denominator is None else jnp.asarray(denominator, jnp.float32)
  return jnp.sum(values * mask) / jnp.maximum(1.0, denominator)


def ppo_dual_clip_loss(logp: jnp.ndarray, old_logp: jnp.ndarray, advantages: jnp.ndarray, mask: jnp.ndarray,
                       clip_low: float, clip_high: float, clip_c: float, is_weight: jnp.ndarray | None = None,
                       denominator=None) -> tuple[jnp.ndarray, dict]:
  """verl `compute_policy_loss_vanilla`, token-mean.

  Per token, with r = exp(clamp(logp - old_logp, -20, 20)):
    l1 = -A r,  l2 = -A clip(r, 1 - clip_low, 1 + clip_high),  l = max(l1, l2)
    for A < 0 additionally l = min(l, -A clip_c)   (dual clip: bounds the loss when r blows up on A < 0).

  Args:
    logp, old_logp: f32 [R, L]; advantages: f32 [R, L] (already broadcast); mask: [R, L] response tokens.
    is_weight: f32 [R, L] per-token weights of l (None: 1), e.g. `tis_weight` (verl multiplies
      `rollout_is_weights` into the per-token loss the same way, after both clips).
    denominator: the token count every mean divides by (None: Σ mask), see `masked_mean`.

  Returns:
    (pg_loss, metrics) with metrics actor/pg_clipfrac (l2 > l1), actor/pg_clipfrac_lower (A < 0 and the
    dual bound is active) and actor/ppo_kl (token-mean of old_logp - logp), all token-means, named as the
    metrics row logs them (verl's names, docs/metrics.md).
  """
  log_ratio = jnp.clip(logp - old_logp, -20.0, 20.0)  # verl clamps before exp for stability
  ratio = jnp.exp(log_ratio)
  loss_unclipped = -advantages * ratio
  loss_clipped = -advantages * jnp.clip(ratio, 1.0 - clip_low, 1.0 + clip_high)
  loss_ppo = jnp.maximum(loss_unclipped, loss_clipped)
  loss_dual_bound = -advantages * clip_c
  negative = advantages < 0
  per_token = jnp.where(negative, jnp.minimum(loss_ppo, loss_dual_bound), loss_ppo)
  if is_weight is not None:
    per_token = per_token * is_weight
  metrics = {
      "actor/pg_clipfrac": masked_mean((loss_clipped > loss_unclipped).astype(jnp.float32), mask, denominator),
      "actor/pg_clipfrac_lower": masked_mean(((loss_ppo > loss_dual_bound) & negative).astype(jnp.float32),
                                             mask, denominator),
      "actor/ppo_kl": masked_mean(-log_ratio, mask, denominator),
  }
  return masked_mean(per_token, mask, denominator), metrics


def tis_weight(old_logp: jnp.ndarray, sample_logp: jnp.ndarray, cap: float) -> jnp.ndarray:
  """Truncated importance weight min(π_old / π_sampler, cap) per token (verl's TIS, `tis_imp_ratio_cap`).

  The rollout engine sampled from π_sampler, which differs from the learner's π_old by numerics (kernels,
  dtype, batching) or by a bug; PPO's ratio is taken against π_old, so the update is off-policy by
  π_old / π_sampler. Weighting each token's loss by that ratio corrects it; capping the weight bounds the
  variance a few badly mismatched tokens would add. Both inputs are data, so no gradient flows through it.
  """
  return jnp.minimum(jnp.exp(jnp.clip(old_logp - sample_logp, -20.0, 20.0)), cap)


def low_var_kl(logp: jnp.ndarray, ref_logp: jnp.ndarray) -> jnp.ndarray:
  """verl `kl_penalty(..., "low_var_kl")` (Schulman's k3): exp(v) - v - 1, v = ref_logp - logp.

  v is clamped to [-20, 20] before exp and the estimate to [-10, 10], as verl does; k3 is unbiased for
  KL(π_θ || π_ref) under samples from π_θ and never negative.
  """
  v = jnp.clip(ref_logp - logp, -20.0, 20.0)
  return jnp.clip(jnp.exp(v) - v - 1.0, -10.0, 10.0)


def task_loss(logp: jnp.ndarray, entropy: jnp.ndarray, old_logp: jnp.ndarray, ref_logp: jnp.ndarray,
              row_advantages: jnp.ndarray, mask: jnp.ndarray, cfg: LossConfig,
              sample_logp: jnp.ndarray | None = None, denominator=None) -> tuple[jnp.ndarray, dict]:
  """L_task of one microbatch = pg_loss - entropy_coef·entropy + kl_coef·kl (all token-means).

  Args:
    logp, entropy, old_logp, ref_logp: f32 [R, L]; row_advantages: f32 [R], broadcast to the row's tokens
      (or f32 [R, L], one per token: packed buffers hold several rows);
    mask: [R, L] response tokens (zero on prompt tokens and padding rows).
    sample_logp: f32 [R, L] the rollout engine's log-probs; with cfg.tis_cap > 0 they weight pg_loss
      (`tis_weight`), and are required then.
    denominator: the minibatch's response-token count (None: this microbatch's own, Σ mask); the train step
      passes it, so the microbatches' terms sum to the minibatch's token-mean.
  """
  advantages = (row_advantages if row_advantages.shape == logp.shape   # already per token (packed rows)
                else jnp.broadcast_to(row_advantages[:, None], logp.shape))
  is_weight = None
  if cfg.tis_cap > 0:
    if sample_logp is None:
      raise ValueError("LossConfig.tis_cap > 0 needs the rollout engine's log-probs (sample_logp)")
    is_weight = tis_weight(old_logp, sample_logp, cfg.tis_cap)
  pg_loss, metrics = ppo_dual_clip_loss(logp, old_logp, advantages, mask, cfg.clip_low, cfg.clip_high,
                                        cfg.clip_c, is_weight, denominator)
  entropy_mean = masked_mean(entropy, mask, denominator)
  kl_mean = masked_mean(low_var_kl(logp, ref_logp), mask, denominator)
  loss = pg_loss - cfg.entropy_coef * entropy_mean + cfg.kl_coef * kl_mean
  metrics.update({"actor/pg_loss": pg_loss, "actor/entropy": entropy_mean, "actor/kl_loss": kl_mean})
  if is_weight is not None:
    metrics["actor/tis_weight"] = masked_mean(is_weight, mask, denominator)
  return loss, metrics
