"""The rollout-engine interface: token ids in, response ids + log-probs out.

Two engines implement it: `jax` (the policy's embedded KV-cache sampler, in process) and `sglang` (an
HTTP client of one or more SGLang servers). The agent loop only sees this interface. `params` always means
the policy's weights and `sampling` the sampling settings.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Protocol, Sequence

# One sampling-parameter type for every engine: the embedded sampler's.
from mcgpo_jax.models.sampler import SamplingParams  # noqa: F401  (re-exported)


@dataclasses.dataclass
class Generation:
  ids: list[int]                        # response token ids (stop token included when one was hit)
  logprobs: list[float]                 # log π(y_k | ·) of each response token under the engine's policy
  finish_reason: str = "length"         # "stop" | "length"


class RolloutEngine(Protocol):
  def generate(self, prompts: Sequence[Sequence[int]], sampling: SamplingParams, seed: int,
               row_ids: Sequence[int] | None = None) -> list[Generation]:
    """One response per prompt, in order. Deterministic for a fixed seed and weights. Prompt i samples
    from a stream of (seed, row_ids[i]) (default: i): the agent passes episode ids, so an episode's samples
    do not depend on which other episodes share the call (or the process)."""

  def sync(self, params: Any, version: int) -> None:
    """Make the engine serve the learner's current weights `params` (its Param state, tagged `version`).
    Called at the same point of the loop on every process (an engine may gather the weights there)."""

  def snapshot(self, params: Any) -> Any:
    """A pipelined run's published version of `params`: buffers the learner's next update cannot donate
    away, dispatched on the learner's thread (mcgpo_jax/schedule.py)."""

  def serve(self, snapshot: Any, version: int) -> None:
    """Serve a `snapshot` from now on (on the actor's thread), tagged `version`."""

  def health(self) -> bool:
    """True when the engine can serve requests."""
