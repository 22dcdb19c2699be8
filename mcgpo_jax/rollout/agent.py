"""The agent loop: P task groups × G siblings, batched turn by turn across all active episodes.

Each turn builds every active episode's prompt (paper templates, last two observation–action pairs),
asks the rollout engine for all responses in one call, projects each response to an action, steps all the
environments in one call to the environment pool (worker processes when configured, `env_pool.py`) and
records one row per decision with everything credit, learning and captures need: the canonical action key
(MCGPO) and the exact executed string (SGR-OPSD), the environment's `node_state` / `signature` before the
action and the hash of the prompt the policy saw (SGR-OPSD's graph identity and pair eligibility).
A malformed response is data (an invalid row), never an exception; a token id past the tokenizer's is an
engine fault (`UnknownTokenError`): the learner's log-softmax gives such a target no probability, so one row
of it would turn the update's loss NaN. An episode lost with a dead
environment worker is never dropped silently: its whole group is collected again from the start.

With an engine that serves requests one by one (SGLang's `submit`), episodes do not wait for each other: an
episode's environment steps as soon as its response arrives, so environment time overlaps generation and a
turn no longer costs its longest response plus its slowest environment. Samples and row order are those of
the lockstep turns (`_Collection._overlapped`).
"""
from __future__ import annotations

import collections
import concurrent.futures
import dataclasses
import hashlib
import time
from typing import Any, Optional, Sequence

import numpy as np

from mcgpo_jax import progress
from mcgpo_jax.data.records import Group, Step, Trajectory
from mcgpo_jax.envs.base import Environment, Task
from mcgpo_jax.envs.interface import PromptConfig
from mcgpo_jax.envs.registry import spec
from mcgpo_jax.rollout.engines.base import RolloutEngine, SamplingParams
from mcgpo_jax.rollout.env_pool import InProcessPool, WorkerPool
from mcgpo_jax.rollout.tokenizer import ChatTokenizer
from mcgpo_jax.seeds import derive as derive_seed

INVALID_ACTION = "<invalid>"
# Times in a row a group is collected again after losing an episode to a dead worker before collect gives up.
MAX_RECOLLECTS = 3


class UnknownTokenError(RuntimeError):
  """An engine answered a token id its policy's tokenizer never makes."""


@dataclasses.dataclass
class TokenRow:
  """The tokens of one decision row: what the policy saw and what it sampled."""
  prompt_ids: list[int]
  response_ids: list[int]
  logprobs: list[float]
  message: str = ""        # the user message before the chat template (SGR-OPSD's teacher prepends to it)
  version: int = 0         # the policy version that sampled it: the update whose starting weights (schedule.py)


@dataclasses.dataclass
class Rollout:
  groups: list[Group]
  rows: list[TokenRow]
  stats: dict[str, Any]


@dataclasses.dataclass
class _Episode:
  slot: int
  task: Task
  observation: str
  info: dict[str, Any]
  history: list[tuple[str, str]] = dataclasses.field(default_factory=list)
  steps: list[Step] = dataclasses.field(default_factory=list)
  done: bool = False
  won: bool = False
  score: float = 0.0
  lost: bool = False       # its environment worker died: the group is collected again
  pending_prompt: Any = None   # (prompt ids, message) of its request in flight (overlapped collection)


def collect(envs: Sequence[Environment] | InProcessPool | WorkerPool, tasks: Sequence[Task], group_size: int,
            engine: RolloutEngine, tokenizer: ChatTokenizer, prompt_cfg: PromptConfig, sampling: SamplingParams,
            seed: int, max_steps: int, max_prompt_tokens: int = 1 << 30, anchor: str = "observation",
            first_episode: int = 0, overlap: bool = True) -> Rollout:
  """Runs `len(tasks)` groups of `group_size` sibling episodes to completion.

  Args:
    envs: an environment pool (`env_pool`) or a list of environments, with at least len(tasks) * group_size
      slots; slot i of group p is p*G + i.
    anchor: "observation" (the exact pre-action observation) or "tracker" (the environment's
      info["anchor"], GraphGPO's ALFWorld tracker key) — what each row records as its anchor key.
    max_prompt_tokens: longer prompts keep their last tokens (left truncation) and are counted in stats.
    first_episode: the global id of this call's first episode (slot i samples from the stream of episode
      first_episode + i), so groups split across processes sample as they would in one call.
    overlap: with an engine that takes requests one by one (`submit`: SGLang), each episode steps its
      environment as soon as its response arrives instead of waiting for the turn's slowest (the same
      rollout: samples and row order do not depend on arrival order); False, or the embedded engine: lockstep
      turns, one generate call per turn.

  A group that lost an episode to a dead environment worker is collected again (same task, a seed derived
  from `seed`), up to MAX_RECOLLECTS times; stats report the pool's totals so far as
  `env/worker_restarts` and `env/recollected_groups`.
  """
  G = group_size
  pool = envs if isinstance(envs, (InProcessPool, WorkerPool)) else InProcessPool(envs)
  if len(pool) < len(tasks) * G:
    raise ValueError(f"collect() needs {len(tasks) * G} environments, got {len(pool)}")
  t0 = time.perf_counter()
  run = _Collection(pool, G, engine, tokenizer, prompt_cfg, spec(prompt_cfg.env), sampling, max_steps,
                    max_prompt_tokens, anchor, first_episode, overlap)
  groups = run.groups(tasks, seed)
  recollected = False
  for attempt in range(1, MAX_RECOLLECTS + 1):
    lost = [p for p, g in enumerate(groups) if g is None]
    if not lost:
      break
    recollected = True
    pool.recollected_groups += len(lost)
    for p, g in zip(lost, run.groups([tasks[p] for p in lost], _recollect_seed(seed, attempt))):
      groups[p] = g
  lost = [p for p, g in enumerate(groups) if g is None]
  if lost:
    names = ", ".join(tasks[p].task_id for p in lost)
    raise RuntimeError(f"task {names} lost an episode to a dead environment worker {MAX_RECOLLECTS + 1} times in a "
                       f"row; the last: {pool.last_death}")
  rows = _drop_unused_rows(groups, run.rows) if recollected else run.rows
  stats = episode_stats(groups)
  stats.update(run.counts, time_rollout=time.perf_counter() - t0)
  stats.update({"env/worker_restarts": pool.restarts, "env/recollected_groups": pool.recollected_groups})
  return Rollout(groups=groups, rows=rows, stats=stats)


@dataclasses.dataclass
class _Collection:
  """One `collect` call: its settings, the token rows of every pass (a lost episode's rows stay, unreferenced,
  until `_drop_unused_rows`) and the generation counts."""
  pool: InProcessPool | WorkerPool
  group_size: int
  engine: RolloutEngine
  tokenizer: ChatTokenizer
  prompt_cfg: PromptConfig
  env_spec: Any                 # envs.registry.EnvSpec: its prompts and its projection of a response
  sampling: SamplingParams
  max_steps: int
  max_prompt_tokens: int
  anchor: str
  first_episode: int
  overlap: bool = True          # episodes that do not wait for each other where the engine allows it (`submit`)
  rows: list[TokenRow] = dataclasses.field(default_factory=list)
  counts: dict[str, Any] = dataclasses.field(
      default_factory=lambda: {"perf/generated_tokens": 0, "episode/truncated_prompts": 0, "timing_s/gen": 0.0})

  def groups(self, tasks: Sequence[Task], seed: int) -> list[Optional[Group]]:
    """One pass: every task's group of siblings run to completion, None where an episode was lost to a dead
    worker."""
    G = self.group_size
    calls = [(p * G + i, task) for p, task in enumerate(tasks) for i in range(G)]
    episodes = [_Episode(slot=slot, task=task, observation="", info={}, done=True, lost=True) if reset is None
                else _Episode(slot=slot, task=task, observation=reset[0], info=reset[1])
                for (slot, task), reset in zip(calls, self.pool.reset_many(calls))]
    if self.overlap and hasattr(self.engine, "submit"):
      self._overlapped(episodes, seed)
    else:
      for t in progress.bar(range(self.max_steps), desc="rollout turns", unit="turn"):   # closes on break too
        active = [e for e in episodes if not e.done]
        if not active:
          break
        self._turn(active, t, seed)
    return [self._group(task, episodes[p * G:(p + 1) * G]) for p, task in enumerate(tasks)]

  def _overlapped(self, episodes: list[_Episode], seed: int) -> None:
    """Every episode at its own pace: its next request goes out as soon as its environment has stepped, and
    the environments of the responses that have arrived step together (one `step_many`) while the others
    generate. An episode's turn t samples from the stream a lockstep turn t gives it (seed and episode id), and
    the rows are put back in lockstep order at the end (`_lockstep_order`), so the rollout is the same."""
    first = len(self.rows)
    pending = {self._submit(e, 0, seed): (e, 0) for e in episodes if not e.done}
    turns = {id(e): [] for e in episodes}   # (turn, row index) of each row, for the reordering
    with progress.bar(total=sum(not e.done for e in episodes), desc="rollout episodes", unit="episode") as bar:
      while pending:
        g0 = time.perf_counter()
        ready, _ = concurrent.futures.wait(pending, return_when=concurrent.futures.FIRST_COMPLETED)
        self.counts["timing_s/gen"] += time.perf_counter() - g0
        ready = sorted(ready, key=lambda f: pending[f][0].slot)
        batch = [(pending.pop(f), f.result()) for f in ready]
        for (e, _), gen in batch:
          self._check_ids(e, gen)
        projections = [self.env_spec.project(self.tokenizer.decode(gen.ids), not self.prompt_cfg.action_only)
                       for _, gen in batch]
        results = self.pool.step_many([(e.slot, proj.action) for ((e, _), _), proj in zip(batch, projections)])
        for ((e, t), gen), proj, result in zip(batch, projections, results):
          self.counts["perf/generated_tokens"] += len(gen.ids)
          if result is None:
            e.done = e.lost = True
          else:
            turns[id(e)].append((t, len(self.rows)))
            self._record(e, t, e.pending_prompt[0], e.pending_prompt[1], gen, proj, result)
          if e.done:
            bar.update(1)
          else:
            pending[self._submit(e, t + 1, seed)] = (e, t + 1)
    self._lockstep_order(episodes, first, turns)

  def _submit(self, e: _Episode, t: int, seed: int):
    """Episode e's turn-t request, sampled from the stream its lockstep turn would use."""
    e.pending_prompt = self._prompt(e)
    return self.engine.submit(e.pending_prompt[0], self.sampling, seed=seed * 1_000_003 + t,
                              row_id=self.first_episode + e.slot)

  def _lockstep_order(self, episodes: list[_Episode], first: int, turns: dict[int, list[tuple[int, int]]]) -> None:
    """The rows from `first` on, in the order lockstep turns make them (turn by turn, episodes in slot order),
    each step's row index renumbered to match."""
    order = sorted((t, e.slot, row) for e in episodes for t, row in turns[id(e)])
    new_index = {row: first + k for k, (_, _, row) in enumerate(order)}
    self.rows[first:] = [self.rows[row] for _, _, row in order]
    for e in episodes:
      for step in e.steps:
        step.row = new_index.get(step.row, step.row)

  def _prompt(self, e: _Episode) -> tuple[list[int], str]:
    """The episode's next prompt ids (left-truncated to max_prompt_tokens, counted) and its user message."""
    text = self.env_spec.build_prompt(self.prompt_cfg, e.info.get("task", ""), e.observation,
                                      e.info.get("admissible_actions", []), e.history)
    ids = self.tokenizer.encode_prompt(text)
    if len(ids) > self.max_prompt_tokens:
      ids = ids[-self.max_prompt_tokens:]
      self.counts["episode/truncated_prompts"] += 1
    return ids, text

  def _turn(self, active: list[_Episode], t: int, seed: int) -> None:
    """Turn t of every active episode: one generate call for all of them, then one batched environment step."""
    prompts, messages = zip(*(self._prompt(e) for e in active))
    g0 = time.perf_counter()
    generations = self.engine.generate(list(prompts), self.sampling, seed=seed * 1_000_003 + t,
                                       row_ids=[self.first_episode + e.slot for e in active])
    for e, gen in zip(active, generations):
      self._check_ids(e, gen)
    self.counts["timing_s/gen"] += time.perf_counter() - g0
    projections = [self.env_spec.project(self.tokenizer.decode(gen.ids), not self.prompt_cfg.action_only)
                   for gen in generations]
    results = self.pool.step_many([(e.slot, proj.action) for e, proj in zip(active, projections)])
    for e, ids, message, gen, proj, result in zip(active, prompts, messages, generations, projections, results):
      self.counts["perf/generated_tokens"] += len(gen.ids)
      if result is None:
        e.done = e.lost = True
      else:
        self._record(e, t, ids, message, gen, proj, result)

  def _check_ids(self, e: _Episode, gen) -> None:
    """UnknownTokenError, naming the id and the engine, when `gen` holds an id outside the tokenizer's [0,
    vocab_size): before it is decoded or becomes a learner row. The embedded sampler masks such ids and
    SGLang's client refuses them with the server's URL; this holds for any engine."""
    vocab = self.tokenizer.vocab_size
    bad = next((t for t in gen.ids if not 0 <= t < vocab), None)
    if bad is not None:
      raise UnknownTokenError(f"{type(self.engine).__name__} answered token id {bad} (episode "
                              f"{self.first_episode + e.slot}), outside the tokenizer's ids [0, {vocab}): the "
                              f"learner gives it no probability (a NaN loss); is the engine serving another model?")

  def _record(self, e: _Episode, t: int, ids, message: str, gen, proj, result) -> None:
    """The decision row of episode `e` at turn t (its Step and TokenRow), then the episode moves on."""
    pre_obs, pre_info = e.observation, e.info
    last = result.done or t == self.max_steps - 1
    action_key = result.info.get("action_key", proj.action) if proj.valid else INVALID_ACTION
    e.steps.append(Step(obs=_anchor_key(pre_obs, pre_info, self.anchor), action=action_key, valid=proj.valid,
                        reward=float(result.reward), done=last, state=pre_info.get("state"),
                        rubric=pre_info.get("rubric"), tokens=len(gen.ids), remaining=self.max_steps - t,
                        executed=proj.action, node_state=pre_info.get("node_state"),
                        signature=pre_info.get("signature"), prompt_hash=prompt_hash(ids), prompt_tokens=len(ids),
                        row=len(self.rows)))
    self.rows.append(TokenRow(list(ids), list(gen.ids), list(gen.logprobs), message))
    e.history.append((pre_obs, proj.action))
    e.observation, e.info = result.observation, {**pre_info, **result.info}
    e.won = bool(result.info.get("won", False))
    e.score = float(result.info.get("score", 0.0))
    e.done = last

  def _group(self, task: Task, members: list[_Episode]) -> Optional[Group]:
    """A task's Group of sibling trajectories, None when one of them was lost."""
    if any(e.lost for e in members):
      return None
    trajs = [Trajectory(steps=e.steps, success=e.won, score=e.score,
                        final_obs=_anchor_key(e.observation, e.info, self.anchor) if e.steps else None,
                        final_rubric=e.info.get("rubric") if e.steps else None)
             for e in members]
    return Group(task_id=task.task_id, env=self.prompt_cfg.env, trajectories=trajs, task_type=task.task_type,
                 horizon=self.max_steps, instruction=members[0].info.get("task"))


def prompt_hash(ids: Sequence[int]) -> str:
  """SGR-OPSD's student-prompt hash: the prompt token ids the policy sampled from (after truncation)."""
  return hashlib.sha256(np.asarray(ids, np.int64).tobytes()).hexdigest()[:16]


def _anchor_key(observation: str, info: dict[str, Any], anchor: str) -> str:
  """The anchor key of an observation: itself, or the environment's tracker key (`anchor="tracker"`)."""
  return info.get("anchor", observation) if anchor == "tracker" else observation


def _recollect_seed(seed: int, attempt: int) -> int:
  """The sampling seed of the attempt-th re-collection."""
  return derive_seed(seed, attempt)


def _drop_unused_rows(groups: Sequence[Group], rows: list[TokenRow]) -> list[TokenRow]:
  """The rows the groups' steps point at, in their order, with the steps renumbered to match."""
  steps = sorted((s for g in groups for t in g.trajectories for s in t.steps), key=lambda s: s.row)
  kept = []
  for s in steps:
    kept.append(rows[s.row])
    s.row = len(kept) - 1
  return kept


def episode_stats(groups: Sequence[Group], prefix: str = "episode/") -> dict[str, Any]:
  """Success rate, score, length, invalid-action rate and per-task-type success of finished episodes, keyed
  `prefix` + name: the training episodes' `episode/` (verl-agent's), validation's `val/`."""
  trajs = [(g.task_type, t) for g in groups for t in g.trajectories]
  steps = [s for _, t in trajs for s in t.steps]
  by_type: dict[str, list[float]] = collections.defaultdict(list)
  for task_type, t in trajs:
    by_type[task_type or "all"].append(float(t.success))
  out = {
      prefix + "success_rate": float(np.mean([t.success for _, t in trajs])) if trajs else 0.0,
      prefix + "score": float(np.mean([t.score for _, t in trajs])) if trajs else 0.0,
      prefix + "episode_length": float(np.mean([len(t.steps) for _, t in trajs])) if trajs else 0.0,
      prefix + "invalid_rate": float(np.mean([not s.valid for s in steps])) if steps else 0.0,
      prefix + "num_rows": len(steps),
  }
  out.update({f"{prefix}success/{k}": float(np.mean(v)) for k, v in sorted(by_type.items())})
  return out
