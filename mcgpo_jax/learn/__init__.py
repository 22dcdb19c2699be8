"""Learn: PPO dual-clip task loss + low-variance KL + entropy + MCGPO pairwise loss, pair-aware batching,
and the jitted, sharded train step (see `step.Learner`)."""
from mcgpo_jax.learn.batching import BatchingConfig, Layout, Microbatches, plan_minibatches
from mcgpo_jax.learn.losses import LossConfig, low_var_kl, ppo_dual_clip_loss, task_loss
from mcgpo_jax.learn.optimizer import OptimizerConfig, make_optimizer
from mcgpo_jax.learn.pairwise import pairwise_loss, row_log_ratio
from mcgpo_jax.learn.step import Learner

__all__ = ["BatchingConfig", "Layout", "Microbatches", "plan_minibatches", "LossConfig", "low_var_kl",
           "ppo_dual_clip_loss", "task_loss", "OptimizerConfig", "make_optimizer", "pairwise_loss",
           "row_log_ratio", "Learner"]
