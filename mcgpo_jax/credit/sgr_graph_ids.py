"""SGR-OPSD's graph identity of every row, interned at packing: `intern_graph` is SGR-OPSD's
`Method.pack_extras`, so `credit/methods.pack_update` packs these ids for SGR-OPSD runs only.

The Subgoal Progress Graph (docs/algorithms.md, SGR-OPSD; the paper's appendix "Graph Construction and Pair
Eligibility") keys rows by strings the records carry; packing turns them into int32 ids, dense per task
group in order of first appearance (slot-major, then step), so the calibration reads arrays only:
  * node: the anchor `Step.obs` joined with the environment's state descriptor `Step.node_state`; rows
    recorded without a descriptor (older captures) fall back to the canonical JSON of `Step.state["exact"]`,
    else to the anchor alone, each fallback in its own key space;
  * node-action: (node, the exact executed string `Step.executed`), MCGPO's canonical `Step.action` when
    not recorded;
  * context: (pre-action signature `Step.signature`, prompt hash `Step.prompt_hash`, remaining budget
    `Step.remaining`), which every visit of two compared actions must share (None is a value of its own);
  * next node: the successor row's node where the trajectory continues (I = 1: the row is not `done`, a
    next row exists and budget remains after it, `remaining` None or > 1), else −1.
"""
from __future__ import annotations

import json
from typing import Sequence

import flax.struct
import numpy as np

from mcgpo_jax.data.records import Group, Step


@flax.struct.dataclass
class GraphIds:
  """Host NumPy int32 `[P, G, T]` in pack's layout; padding: node / node_action 0, next_node / context −1."""
  node: np.ndarray
  node_action: np.ndarray
  next_node: np.ndarray
  context: np.ndarray


def node_key(step: Step) -> tuple:
  if step.node_state is not None:
    return ("node", step.obs, step.node_state)
  if step.state is not None and "exact" in step.state:
    return ("state", json.dumps(step.state["exact"], sort_keys=True, separators=(",", ":")))
  return ("obs", step.obs)


def action_key(step: Step) -> tuple:
  return ("executed", step.executed) if step.executed is not None else ("canonical", step.action)


def intern_graph(groups: Sequence[Group], shape: tuple[int, int, int]) -> GraphIds:
  """The ids of `groups` packed as `shape` (P, G, T); trajectories must already fit it (pack checks)."""
  node = np.zeros(shape, np.int32)
  node_action = np.zeros(shape, np.int32)
  next_node = np.full(shape, -1, np.int32)
  context = np.full(shape, -1, np.int32)
  for p, g in enumerate(groups):
    nodes: dict[tuple, int] = {}
    pairs: dict[tuple, int] = {}
    contexts: dict[tuple, int] = {}
    for i, traj in enumerate(g.trajectories):
      n = len(traj.steps)
      v = [nodes.setdefault(node_key(s), len(nodes)) for s in traj.steps]
      node[p, i, :n] = v
      node_action[p, i, :n] = [pairs.setdefault((x, action_key(s)), len(pairs)) for x, s in zip(v, traj.steps)]
      context[p, i, :n] = [contexts.setdefault((s.signature, s.prompt_hash, s.remaining), len(contexts))
                           for s in traj.steps]
      for t, s in enumerate(traj.steps[:-1]):
        if not s.done and (s.remaining is None or s.remaining > 1):
          next_node[p, i, t] = v[t + 1]
  return GraphIds(node=node, node_action=node_action, next_node=next_node, context=context)
