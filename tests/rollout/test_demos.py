"""Expert demonstrations with random detours (config.warm_start.noise): what is recorded is what was played."""
import pytest

from mcgpo_jax.envs.alfworld.engine import AlfworldEnv, alfworld_tasks
from mcgpo_jax.envs.interface import PromptConfig
from mcgpo_jax.rollout.demos import collect_demos

PROMPTS = PromptConfig("alfworld", action_only=True, history_length=2)


class Recorder:
  """AlfworldEnv that logs, per step, the planner's next command and the admissible ones it was offered."""

  def __init__(self):
    self.env = AlfworldEnv(max_steps=30, expert=True)
    self.steps = []      # (planner's command, admissible commands, command played)
    self.episodes = []   # won flags

  def reset(self, task):
    observation, self.info = self.env.reset(task)
    return observation, self.info

  def step(self, action):
    self.steps.append((self.info["expert_plan"][0], list(self.info["admissible_actions"]), action))
    result = self.env.step(action)
    self.info = result.info
    if result.done:
      self.episodes.append(result.info["won"])
    return result


@pytest.fixture(scope="module")
def tasks():
  return alfworld_tasks("train", data="bundled")[:4]


def _collect(tasks, noise, seed=0):
  env = Recorder()
  demos = collect_demos("alfworld", env, tasks, PROMPTS, 30, only_successful=False, noise=noise, seed=seed)
  return env, demos


def test_without_noise_every_step_is_the_planners(tasks):
  env, demos = _collect(tasks, 0.0)
  assert all(played == planned for planned, _, played in env.steps)
  assert [d.response for d in demos] == [f"<action>{played}</action>" for _, _, played in env.steps]
  assert env.episodes == [True] * len(tasks)


def test_detours_are_other_admissible_commands_and_the_planner_recovers(tasks):
  env, demos = _collect(tasks, 0.4, seed=3)
  detours = [(planned, admissible, played) for planned, admissible, played in env.steps if played != planned]
  assert 0 < len(detours) < len(env.steps)
  assert all(played in admissible for _, admissible, played in detours)
  # The demonstration is the command played, detours included: the cloned policy learns to make them.
  assert [d.response for d in demos] == [f"<action>{played}</action>" for _, _, played in env.steps]
  assert any(env.episodes)                       # replanning from the detour still reaches the goal
  assert len(env.steps) > len(_collect(tasks, 0.0)[0].steps)   # ... in more steps


def test_detours_follow_the_seed(tasks):
  first, again, other = (_collect(tasks[:2], 0.4, seed)[1] for seed in (5, 5, 6))
  assert first == again
  assert first != other


@pytest.mark.parametrize("env_name, noise, message", [
    ("alfworld", 1.0, r"config.warm_start.noise=1.0 must be in \[0, 1\)"),
    ("alfworld", -0.1, r"config.warm_start.noise=-0.1"),
    ("webshop", 0.2, r"config.warm_start.noise=0.2 needs a replanning expert")])
def test_bad_noise_names_the_field(env_name, noise, message):
  with pytest.raises(ValueError, match=message):
    collect_demos(env_name, None, [], PromptConfig(env_name), 5, noise=noise)


@pytest.mark.parametrize("env_config", ["alfworld", "webshop"])
def test_every_quickstart_demonstration_fits_the_sampled_response(env_config, tmp_path):
  """The policy samples at most rollout.max_new_tokens tokens a turn, so an expert decision longer than that
  (e.g. a WebShop search of a long instruction) would be cloned but could never be played."""
  import importlib

  from mcgpo_jax import builder
  from mcgpo_jax import warm_start
  cfg = importlib.import_module(f"configs.{env_config}").get_config("quickstart")
  steps = builder.max_steps(cfg)
  cfg.groups = cfg.group_size = 1   # the task list, not the pool's environments, is what the demos need
  _, tasks = builder.env_pool(cfg, steps)
  # The run's own warm-start step: its demonstrations and the tokenizer it trains on them.
  examples, tokenizer_at = warm_start.demonstrations(cfg, str(tmp_path), tasks, builder.prompt_config(cfg), steps, None)
  demos = examples.demos
  tokenizer = builder.make_tokenizer(cfg, tokenizer_at)
  longest, budget = max(len(tokenizer.encode(d.response)) for d in demos), cfg.rollout.max_new_tokens
  assert longest <= budget, f"{env_config}: a {longest}-token demonstration, rollout.max_new_tokens={budget}"
