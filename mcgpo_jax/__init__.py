"""mcgpo-jax: group-based RL with step-level credit assignment for LLM agents, in JAX/Flax."""
__version__ = "0.1.0"
