"""Fakes of the agent loop's collaborators for tests that run `rollout.agent.collect` without a model:
a byte-level tokenizer and an engine that answers every prompt with one fixed response."""
from __future__ import annotations

from mcgpo_jax.rollout.engines.base import Generation


class ByteTokenizer:
  """UTF-8 bytes as token ids: prompts and responses round-trip exactly, no tokenizer files needed."""
  vocab_size = 256

  def encode_prompt(self, text):
    return list(text.encode())

  def decode(self, ids):
    return bytes(ids).decode()


class FixedEngine:
  """Every prompt gets the same response (its UTF-8 bytes as ids), each token at log-prob `logprob`."""

  def __init__(self, response: str, logprob: float = -0.5):
    self.response, self.logprob = response, logprob

  def generate(self, prompts, sampling, seed, row_ids=None):
    ids = list(self.response.encode())
    return [Generation(ids=ids, logprobs=[self.logprob] * len(ids)) for _ in prompts]
