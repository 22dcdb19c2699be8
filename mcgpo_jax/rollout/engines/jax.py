"""The embedded rollout engine: the policy's own KV-cache sampler, in process.

The engine holds the learner's graph definition and the current params; `sync` swaps the params (no copy,
no recompilation: the graph is unchanged), so generation always uses the latest policy.
"""
from __future__ import annotations

from typing import Any, Callable, Optional, Sequence

import jax

from mcgpo_jax.models.sampler import Sampler, SamplingParams
from mcgpo_jax.rollout.engines.base import Generation


class JaxEngine:

  def __init__(self, graphdef: Any, params: Any, pad_id: int, decode_fn: Optional[Callable] = None,
               prompt_buckets: Sequence[int] = (64, 128, 256, 512, 1024, 2048, 4096, 8192),
               rest: Any = None):
    self.graphdef, self.params, self.rest = graphdef, params, rest
    self.version = 0
    self.sampler = Sampler(pad_id=pad_id, decode_fn=decode_fn, prompt_buckets=prompt_buckets)

  def generate(self, prompts: Sequence[Sequence[int]], params: SamplingParams, seed: int) -> list[Generation]:
    states = (self.params,) if self.rest is None else (self.params, self.rest)
    out = self.sampler.generate_split(self.graphdef, states, prompts, params, jax.random.key(seed))
    return [Generation(ids=out.response(i), logprobs=out.logprobs[i, :out.lengths[i]].tolist(),
                       finish_reason="stop" if out.stopped[i] else "length") for i in range(len(prompts))]

  def sync(self, params: Any, version: int) -> None:
    self.params, self.version = params, version

  def health(self) -> bool:
    return True
