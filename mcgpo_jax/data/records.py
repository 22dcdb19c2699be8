"""Host-side records of one rollout update: groups of sibling trajectories of decision rows.

These mirror the capture format of `docs/captures.md` one to one, so the trainer, the capture
reader/writer and the packer share a single vocabulary. They are plain Python: everything downstream of
`data.batch.pack` works on arrays.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Optional


@dataclasses.dataclass
class Step:
  """One decision row (i, t): what the agent saw, what it did, what came back."""
  obs: str                      # anchor key: exact pre-action observation (or tracker-augmented key)
  action: str                   # canonical action key (MCGPO); "<invalid>" when the response did not parse
  valid: bool
  reward: float                 # env reward after this action (10 on the success step)
  done: bool
  state: Optional[dict[str, Any]] = None    # MCGPO state summaries {"exact": [...], "coarse": [...]}
  rubric: Optional[dict[str, Any]] = None   # pre-action rubric status
  tokens: Optional[int] = None              # response token count
  teacher_gap: Optional[float] = None       # SGR-OPSD d_{i,t}
  remaining: Optional[int] = None           # remaining step budget before the action
  # SGR-OPSD graph identity (None: not recorded, e.g. older captures); see credit/sgr_opsd.py.
  executed: Optional[str] = None            # the exact action string sent to the environment
  node_state: Optional[str] = None          # env state descriptor joined to the anchor in the graph node key
  signature: Optional[str] = None           # pre-action state signature that compared visits must share
  prompt_hash: Optional[str] = None         # hash of the prompt token ids the policy sampled from
  prompt_tokens: Optional[int] = None       # prompt token count (after truncation): length profiles
  row: int = -1                             # index of this row in the flat token arrays (-1: none)


@dataclasses.dataclass
class Trajectory:
  steps: list[Step]
  success: bool
  score: float = 0.0            # raw environment score (WebShop's [0, 1] score; ALFWorld: 1.0 if won)
  final_obs: Optional[str] = None   # anchor key of the observation after the last action (GraphGPO's last
                                    # edge of a failed / truncated run); None: not recorded (FAIL sink)
  final_rubric: Optional[dict[str, Any]] = None   # rubric status after the last action (Eq. 18's last Δr)

  @property
  def episode_reward(self) -> float:
    return float(sum(s.reward for s in self.steps))


@dataclasses.dataclass
class Group:
  """One task x with its G sibling trajectories (rollout slots 0..G-1)."""
  task_id: str
  env: str
  trajectories: list[Trajectory]
  task_type: Optional[str] = None
  horizon: int = 50
  update: int = 0
  instruction: Optional[str] = None   # the task text (SGR-OPSD plans); not part of the capture format

  @property
  def num_rows(self) -> int:
    return sum(len(t.steps) for t in self.trajectories)
