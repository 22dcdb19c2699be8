"""Dynamic group filtering in `ActorRole.collect`: groups whose episode rewards are all equal carry no
group-relative signal, so they are dropped and re-collected, at most `filter_max_retries` times.

The environment side is replaced by a scripted `collect` (each attempt returns groups whose rewards the test
chooses), so the test checks the bookkeeping exactly: which groups are kept, in which order, how token rows
are renumbered into the update's row list, and what the stats report.
"""
import types

import pytest

from mcgpo_jax.roles import ActorRole
from mcgpo_jax.data.records import Group, Step, Trajectory
from mcgpo_jax.rollout import actor as actor_lib
from mcgpo_jax.rollout.actor import Actor
from mcgpo_jax.rollout.agent import Rollout


def _group(name: str, rewards: list[float], rows: list) -> Group:
  """A group of one-step trajectories with these episode rewards; each step owns a fresh token row."""
  trajectories = []
  for slot, reward in enumerate(rewards):
    rows.append(f"{name}/{slot}")  # the row's identity is all the test needs
    step = Step(obs="o", action="a", valid=True, reward=reward, done=True, row=len(rows) - 1)
    trajectories.append(Trajectory(steps=[step], success=reward > 0))
  return Group(task_id=name, env="alfworld", trajectories=trajectories)


INFORMATIVE, FLAT = [10.0, 0.0], [0.0, 0.0]


def _fake_run(script: list[list[list[float]]], dynamic_filter: bool, max_retries: int, groups: int):
  """A Run whose collect() returns, on attempt k, one group per reward list in script[k]."""
  calls = []

  def collect(envs, tasks, group_size, *args, **kwargs):
    attempt = len(calls)
    calls.append(list(tasks))
    assert len(tasks) == len(script[attempt]), "ActorRole.collect asks for exactly the missing groups"
    rows: list = []
    found = [_group(f"a{attempt}g{i}", rewards, rows) for i, rewards in enumerate(script[attempt])]
    stats = {"perf/generated_tokens": 10, "timing_s/gen": 1.0, "time_rollout": 2.0, "episode/success_rate": 0.5}
    return Rollout(groups=found, rows=rows, stats=stats)

  cfg = types.SimpleNamespace(groups=groups, group_size=2, seed=0, train_split="train", dynamic_filter=dynamic_filter,
                              filter_max_retries=max_retries, anchor="observation", algorithm="grpo",
                              env="webshop",
                              rollout=types.SimpleNamespace(max_prompt_tokens=64))
  tasks = types.SimpleNamespace(sample=lambda split, n, seed: [f"task-{seed}-{i}" for i in range(n)])
  actor = Actor(envs=None, engine=None, tokenizer=None, prompt_cfg=None, max_steps=1,
                           max_prompt_tokens=64, anchor="observation")
  run = types.SimpleNamespace(cfg=cfg, tasks=tasks, actor=actor, sampling=None)
  return run, collect, calls


def _check_rows(rollout: Rollout):
  """Every step's row index points at that step's own token row in the update's row list."""
  seen = []
  for g in rollout.groups:
    for slot, t in enumerate(g.trajectories):
      assert rollout.rows[t.steps[0].row] == f"{g.task_id}/{slot}"
      seen.append(t.steps[0].row)
  assert sorted(seen) == list(range(len(rollout.rows)))


def test_flat_groups_are_replaced_until_every_group_is_informative(monkeypatch):
  script = [[INFORMATIVE, FLAT, INFORMATIVE], [FLAT], [INFORMATIVE]]
  run, collect, calls = _fake_run(script, dynamic_filter=True, max_retries=3, groups=3)
  monkeypatch.setattr(actor_lib, "collect", collect)
  rollout = ActorRole.collect(run, update=4)
  stats = rollout.stats
  assert [g.task_id for g in rollout.groups] == ["a0g0", "a0g2", "a2g0"]
  assert [len(c) for c in calls] == [3, 1, 1]
  assert len(set(map(tuple, calls))) == 3, "each attempt samples tasks with its own seed"
  assert all(g.update == 4 for g in rollout.groups)
  _check_rows(rollout)
  assert stats["episode/filter_attempts"] == 3
  assert stats["perf/generated_tokens"] == 30 and stats["timing_s/gen"] == 3.0 and stats["time_rollout"] == 6.0


def test_retries_are_bounded_and_the_last_attempt_is_kept_as_is(monkeypatch):
  script = [[FLAT, INFORMATIVE], [FLAT]]
  run, collect, calls = _fake_run(script, dynamic_filter=True, max_retries=1, groups=2)
  monkeypatch.setattr(actor_lib, "collect", collect)
  rollout = ActorRole.collect(run, update=0)
  stats = rollout.stats
  assert [g.task_id for g in rollout.groups] == ["a0g1", "a1g0"]  # the flat group of the last try stays
  assert stats["episode/filter_attempts"] == 2 and len(calls) == 2
  _check_rows(rollout)


@pytest.mark.parametrize("dynamic_filter", [False, True])
def test_without_filtering_or_flat_groups_one_collection_is_used(monkeypatch, dynamic_filter):
  script = [[FLAT, INFORMATIVE]] if not dynamic_filter else [[INFORMATIVE, [0.0, 10.0]]]
  run, collect, calls = _fake_run(script, dynamic_filter=dynamic_filter, max_retries=3, groups=2)
  monkeypatch.setattr(actor_lib, "collect", collect)
  rollout = ActorRole.collect(run, update=1)
  stats = rollout.stats
  assert [g.task_id for g in rollout.groups] == ["a0g0", "a0g1"] and len(calls) == 1
  assert stats["episode/filter_attempts"] == 1 and stats["perf/generated_tokens"] == 10
  _check_rows(rollout)
