"""WebShop observations in prompts as verl-agent formats them: the page after the instruction, each
[SEP] segment quoted, for the current page and the history alike."""
import pytest

from mcgpo_jax.envs.interface import PromptConfig
from mcgpo_jax.envs.webshop.engine import WebShopEnv
from mcgpo_jax.envs.registry import spec
from mcgpo_jax.envs.webshop.prompts import format_observation as format_webshop_observation
from test_webshop_engine import task_for, write_tiny_catalog


def build_prompt(cfg, *args):
  return spec(cfg.env).build_prompt(cfg, *args)


@pytest.fixture(scope='module')
def env(tmp_path_factory):
  return WebShopEnv(data_dir=str(write_tiny_catalog(tmp_path_factory.mktemp('webshop'))))


def test_format_drops_everything_up_to_the_instruction():
  task = 'i need green tea, and price lower than 20.00 dollars'
  page = f'Instruction: [SEP] {task} [SEP] Back to Search [SEP] Page 1 (Total results: 32) [SEP] Next >'
  assert format_webshop_observation(page, task) == (
      "'Back to Search' [SEP] 'Page 1 (Total results: 32)' [SEP] 'Next >'")
  assert format_webshop_observation(f'WebShop [SEP] Instruction: [SEP] {task} [SEP] Search', task) == "'Search'"
  done = 'Thank you for shopping with us! [SEP] Your score (min 0.0, max 1.0) [SEP] 1.0'
  assert format_webshop_observation(done, task) == done                # no instruction on it: kept


def test_prompts_and_history_carry_formatted_pages(env):
  obs0, info = env.reset(task_for(env, 'B000000003'))
  task = info['task']
  first = build_prompt(PromptConfig('webshop'), task, obs0, info['admissible_actions'], [])
  assert "Your current observation is: 'Search'.\n" in first
  assert "'search[<your query>]',\n'click[search]'," in first
  result = env.step('search[green tea]')
  prompt = build_prompt(PromptConfig('webshop', history_length=2), task, result.observation,
                        result.info['admissible_actions'], [(obs0, 'search[green tea]')])
  assert "[Observation 1: ''Search'', Action 1: 'search[green tea]']" in prompt
  assert ("your current observation is: 'Back to Search' [SEP] 'Page 1 (Total results: 1)' [SEP] 'Next >' "
          "[SEP] 'B000000003' [SEP] 'Zen Green Tea Bags, 100 Count' [SEP] '$6.5'.\n") in prompt
  assert 'Instruction:' not in prompt and prompt.count(task) == 1      # the task sentence only
