"""Environment worker pools (`rollout/env_pool.py`) under the agent loop: the same records with 0 and 2
workers, every recorded step replayable on a fresh environment, a killed worker's group collected again and
counted, worker errors raised in the caller, and workers that never load JAX."""
import dataclasses
import os
import random
import signal
import zlib

import pytest

from configs import webshop as webshop_config
from mcgpo_jax.config import ConfigError, validate_config
from mcgpo_jax.envs import make_envs
from mcgpo_jax.envs.base import StepResult
from mcgpo_jax.envs.interface import PromptConfig
from mcgpo_jax.envs.registry import spec
from mcgpo_jax.envs.webshop.prompts import format_observation as format_webshop_observation
from mcgpo_jax.rollout import agent, env_pool
from mcgpo_jax.rollout.agent import collect
from mcgpo_jax.rollout.engines.base import Generation, SamplingParams
from mcgpo_jax.rollout.env_pool import EnvRecipe, InProcessPool, WorkerPool, make_env_pool
from tests.fakes import ByteTokenizer


def _admissible(prompt: str) -> list[str]:
  """The admissible actions listed in a prompt (one per line in both environments' templates)."""
  body = prompt.rsplit("current situation are: ", 1)[1].split("[", 1)[1].rsplit("].", 1)[0]
  lines = [line.strip().rstrip(",").strip() for line in body.split("\n")]
  return [line[1:-1] for line in lines if len(line) > 1 and line[0] == line[-1] == "'"]


class RandomAdmissible:
  """An engine that picks an admissible action at random, from (seed, prompt, how many identical prompts came
  before it in the batch): siblings diverge, and the choice never depends on which worker steps the episode.
  WebShop's search placeholder becomes a search for the task's first words. `on_generate(call)` is a hook
  the tests use to kill a worker mid-collect."""

  def __init__(self, on_generate=None):
    self.calls, self.on_generate = 0, on_generate

  def generate(self, prompts, sampling, seed, row_ids=None):
    if self.on_generate is not None:
      self.on_generate(self.calls)
    self.calls += 1
    seen, out = {}, []
    for ids in prompts:
      text = bytes(ids).decode()
      k = seen[text] = seen.get(text, -1) + 1
      rng = random.Random(f"{seed}:{zlib.crc32(text.encode())}:{k}")
      action = rng.choice(_admissible(text) or ["look"])
      if action == "search[<your query>]":
        task = text.split("Your task is to: ", 1)[1]
        action = f"search[{' '.join(task.split()[:4])}]"
      response = list(f"<think>pick</think><action>{action}</action>".encode())
      out.append(Generation(ids=response, logprobs=[-0.5 - 0.01 * i for i in range(len(response))]))
    return out


SAMPLING = SamplingParams(temperature=1.0, max_new_tokens=64)


def _collect(envs, tasks, group_size, seed, env="webshop", max_steps=5, engine=None):
  return collect(envs, tasks, group_size, engine or RandomAdmissible(), ByteTokenizer(), PromptConfig(env), SAMPLING,
                 seed, max_steps)


def _replay(name, max_steps, groups, rows, tasks):
  """Every trajectory, replayed action by action on a fresh environment, sees the recorded observations and
  rewards; every step points at its own token row (the row's prompt shows the step's observation)."""
  env = make_envs(name, 1, max_steps)[0][0]
  used = []
  for group, task in zip(groups, tasks):
    assert group.task_id == task.task_id
    for traj in group.trajectories:
      observation, _ = env.reset(task)
      for s in traj.steps:
        shown = format_webshop_observation(s.obs, group.instruction) if name == "webshop" else s.obs
        assert s.obs == observation and shown in rows[s.row].message   # WebShop prompts show the page formatted
        result = env.step(spec(name).project(ByteTokenizer().decode(rows[s.row].response_ids), True).action)
        assert (s.reward, s.done) == (result.reward, result.done or s is traj.steps[-1])
        observation = result.observation
        used.append(s.row)
      assert traj.steps[-1].done and (result.done or len(traj.steps) == max_steps)
  assert sorted(used) == list(range(len(rows)))


def _with_rows(rollout, p):
  """Group p's steps with their token rows in place of row indices (a re-collection renumbers the rows)."""
  return [[(dataclasses.replace(s, row=-1), rollout.rows[s.row]) for s in t.steps]
          for t in rollout.groups[p].trajectories]


def test_default_workers_follow_the_core_count(monkeypatch):
  for cores, slots, expected in [(1, 128, 0), (2, 128, 1), (16, 128, 15), (16, 4, 4), (256, 128, 32)]:
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid, n=cores: set(range(n)))
    assert env_pool.default_workers(slots) == expected
  monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1})
  pool, _ = make_env_pool("webshop", 4, 5)   # two cores: one core for the trainer, so in process
  assert isinstance(pool, InProcessPool) and len(pool) == 4


def test_an_explicit_worker_count_starts_workers_and_close_ends_them():
  pool, tasks = make_env_pool("webshop", 4, 5, workers=2)
  assert isinstance(pool, WorkerPool) and len(pool) == 4 and tasks.split("train")
  pids = pool.pids
  pool.close()
  pool.close()   # idempotent
  for pid in pids:
    with pytest.raises(ChildProcessError):   # exited and already reaped
      os.waitpid(pid, os.WNOHANG)


def test_env_workers_must_be_non_negative():
  cfg = webshop_config.get_config("smoke")
  cfg.rollout.env_workers = -1
  with pytest.raises(ConfigError, match="config.rollout.env_workers"):
    validate_config(cfg)


def test_webshop_collect_is_identical_with_0_and_2_workers_and_replays():
  envs, tasks = make_envs("webshop", 6, 5)
  chosen = tasks.sample("train", 3, seed=1)
  local = _collect(envs, chosen, 2, seed=7)
  with WorkerPool(EnvRecipe("webshop", 5), 6, 2) as pool:
    pooled = _collect(pool, chosen, 2, seed=7)
  assert pooled.groups == local.groups and pooled.rows == local.rows
  assert {k: v for k, v in pooled.stats.items() if not k.startswith(("time", "timing_s/"))} == \
      {k: v for k, v in local.stats.items() if not k.startswith(("time", "timing_s/"))}
  assert local.stats["env/worker_restarts"] == local.stats["env/recollected_groups"] == 0
  assert len({tuple(s.action for s in t.steps) for g in local.groups for t in g.trajectories}) > 1
  _replay("webshop", 5, local.groups, local.rows, chosen)


def test_alfworld_collect_is_identical_with_0_and_2_workers():
  envs, tasks = make_envs("alfworld", 4, 4)
  chosen = tasks.sample("train", 2, seed=3)
  local = _collect(envs, chosen, 2, seed=5, env="alfworld", max_steps=4)
  with WorkerPool(EnvRecipe("alfworld", 4), 4, 2) as pool:
    pooled = _collect(pool, chosen, 2, seed=5, env="alfworld", max_steps=4)
  assert pooled.groups == local.groups and pooled.rows == local.rows
  assert all(len(t.steps) == 4 for g in local.groups for t in g.trajectories)


def test_a_killed_worker_is_restarted_and_its_group_collected_again():
  envs, tasks = make_envs("webshop", 4, 5)
  chosen = tasks.sample("train", 2, seed=2)
  undisturbed = _collect(envs, chosen, 2, seed=11)
  with WorkerPool(EnvRecipe("webshop", 5), 4, 2) as pool:   # group 0 on worker 0, group 1 on worker 1
    victim = pool.pids[1]
    kill = lambda call: call == 2 and os.kill(victim, signal.SIGKILL)   # after two steps of every episode
    rollout = _collect(pool, chosen, 2, seed=11, engine=RandomAdmissible(on_generate=kill))
    assert pool.pids[1] != victim and pool.restarts == 1
    assert rollout.stats["env/worker_restarts"] == 1 and rollout.stats["env/recollected_groups"] == 1
    again = _collect(pool, chosen, 2, seed=11)   # the restarted worker serves the next collect as before
  assert again.groups == undisturbed.groups and again.stats["env/worker_restarts"] == 1
  assert _with_rows(rollout, 0) == _with_rows(undisturbed, 0)
  assert len(rollout.groups[1].trajectories) == 2
  _replay("webshop", 5, rollout.groups, rollout.rows, chosen)


def test_every_worker_death_is_counted():
  task = make_envs("webshop", 1, 5)[1].sample("train", 1, seed=0)[0]
  with WorkerPool(EnvRecipe("webshop", 5), 2, 2) as pool:
    for deaths, victims in ((2, (0, 1)), (3, (1,))):   # two deaths in one call, then a restarted worker's
      for w in victims:
        os.kill(pool.pids[w], signal.SIGKILL)
      assert pool.reset_many([(0, task), (1, task)]).count(None) == len(victims)
      assert pool.restarts == deaths


def test_worker_errors_are_raised_in_the_caller_and_the_pool_stays_usable():
  with WorkerPool(EnvRecipe("webshop", 5), 2, 2) as pool:
    with pytest.raises(RuntimeError, match=r"(?s)environment worker 1 \(slots 1-1\).*WebShopEnv.step after"):
      pool.step_many([(1, "click[buy now]")])
    task = make_envs("webshop", 1, 5)[1].sample("train", 1, seed=0)[0]
    (observation, info), = pool.reset_many([(1, task)])
    result, = pool.step_many([(1, "click[back to search]")])
    assert isinstance(result, StepResult) and info["task"] in observation and pool.restarts == 0


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads /proc/<pid>/maps")
def test_workers_load_neither_jax_nor_torch():
  with WorkerPool(EnvRecipe("webshop", 5), 2, 1) as pool:   # bm25s and spaCy's thinc import them where they can
    task = make_envs("webshop", 1, 5)[1].sample("train", 1, seed=0)[0]
    pool.reset_many([(0, task)])
    result, = pool.step_many([(0, "search[shoes]")])
    product = result.info["admissible_actions"][2]   # back to search, next >, then the products
    result, = pool.step_many([(0, product)])   # an open product is scored: spaCy parses its title
    with open(f"/proc/{pool.pids[0]}/maps") as f:
      libraries = f.read()
  assert result.info["executed"] and "/spacy/" in libraries
  assert "jaxlib" not in libraries and "libtorch" not in libraries


def test_groups_lost_in_one_pass_are_each_counted_as_recollected():
  """Both workers killed in the same collection pass: two groups lost, two re-collected
  (env/recollected_groups counts groups, not passes), and every group comes back whole."""
  envs, tasks = make_envs("webshop", 4, 5)
  chosen = tasks.sample("train", 2, seed=2)
  with WorkerPool(EnvRecipe("webshop", 5), 4, 2) as pool:
    victims = list(pool.pids)
    kill = lambda call: call == 2 and [os.kill(pid, signal.SIGKILL) for pid in victims]   # noqa: E731
    rollout = _collect(pool, chosen, 2, seed=11, engine=RandomAdmissible(on_generate=kill))
    assert pool.restarts == 2 and rollout.stats["env/recollected_groups"] == 2
  assert [len(g.trajectories) for g in rollout.groups] == [2, 2]


@pytest.mark.parametrize("losses, ok", [(agent.MAX_RECOLLECTS, True), (agent.MAX_RECOLLECTS + 1, False)])
def test_a_group_is_collected_again_up_to_max_recollects_times(monkeypatch, losses, ok):
  """A group that keeps losing an episode is collected MAX_RECOLLECTS more times; one more loss stops the run
  with a line that says how many times in a row (the first collection and every re-collection)."""
  envs, tasks = make_envs("webshop", 4, 5)
  chosen = tasks.sample("train", 2, seed=2)
  passes = []
  collect_groups = agent._Collection.groups

  def losing(self, pass_tasks, seed):   # group 1's episode lost in the first `losses` passes that hold it
    groups = collect_groups(self, pass_tasks, seed)
    passes.append(len(pass_tasks))
    return [None if t == chosen[1] and len(passes) <= losses else g for t, g in zip(pass_tasks, groups)]

  monkeypatch.setattr(agent._Collection, "groups", losing)
  if ok:
    rollout = _collect(envs, chosen, 2, seed=11)
    assert rollout.stats["env/recollected_groups"] == losses and len(rollout.groups[1].trajectories) == 2
  else:
    with pytest.raises(RuntimeError, match=f"{chosen[1].task_id} lost an episode .* {losses} times in a row"):
      _collect(envs, chosen, 2, seed=11)
  assert passes == [2] + [1] * min(losses, agent.MAX_RECOLLECTS)
