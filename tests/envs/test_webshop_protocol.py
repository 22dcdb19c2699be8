"""WebShop's evaluation protocol as the papers ran it (verl-agent): goal order of the original shuffle, test
goals 0-499 and training goals from 500 on the official files, seeded price limits, the presets' split."""
import json
import random

import pytest

from configs import webshop as webshop_config
from mcgpo_jax.envs.webshop import data as D
from mcgpo_jax.envs.webshop.engine import WebShopEnv

N_INSTRUCTIONS = 620


@pytest.fixture(scope='module')
def official_dir(tmp_path_factory):
  """Official file names and formats, 620 human goals (so the 500-goal test block is full)."""
  root = tmp_path_factory.mktemp('webshop_official')
  products = [{'asin': f'B{i:09d}', 'name': f'Product {i}', 'query': 'q', 'category': 'c',
               'product_category': 'A › B', 'pricing': f'${5 + i % 50}.00', 'full_description': '',
               'small_description': ['x'], 'customization_options': None, 'images': ['']} for i in range(31)]
  human = {p['asin']: [{'instruction': f'goal {p["asin"]} number {k}.', 'instruction_attributes': ['x'],
                        'instruction_options': []} for k in range(20)] for p in products}
  (root / 'items_shuffle.json').write_text(json.dumps(products))
  (root / 'items_ins_v2.json').write_text(json.dumps({}))
  (root / 'items_human_ins.json').write_text(json.dumps(human))
  return str(root)


def test_official_goal_order_and_verl_agent_splits(official_dir):
  env = WebShopEnv(data_dir=official_dir)
  goals = env.catalog.goals
  assert len(goals) == N_INSTRUCTIONS
  # SimServer: goals in product / instruction order, then random.seed(233); random.shuffle(goals).
  unshuffled = [f'goal B{i:09d} number {k}' for i in range(31) for k in range(20)]
  random.seed(233)
  random.shuffle(unshuffled)
  assert [D.strip_price_clause(g['instruction_text']) for g in goals] == unshuffled
  tasks = env.tasks()
  assert [t.payload for t in tasks.split('test')] == list(range(500))            # verl-agent: range(500)
  assert [t.payload for t in tasks.split('train')] == list(range(500, N_INSTRUCTIONS))   # range(500, n)
  with pytest.raises(ValueError, match="no tasks in split 'valid'"):
    tasks.split('valid')                                   # verl-agent has no valid block
  baselines = WebShopEnv(data_dir=official_dir, splits='webshop').tasks()      # WebShop's IL/RL scripts
  assert len(baselines.split('test')) == 500 and len(baselines.split('valid')) == N_INSTRUCTIONS - 500
  # The fixed validation / evaluation set is goals 0..n-1 in number order (string order took 0, 1, 10, 100, ...).
  assert [t.payload for t in tasks.first('test', 128)] == list(range(128))


def test_split_schemes_share_one_catalog_and_search_index(official_dir):
  """The catalog and its BM25 index do not depend on the split scheme, so both schemes load them once."""
  verl = WebShopEnv(D.WebShopData(official_dir, splits='verl-agent'))
  baselines = WebShopEnv(D.WebShopData(official_dir, splits='webshop'))
  assert baselines.catalog is verl.catalog and baselines.search_engine is verl.search_engine
  assert len(baselines.tasks().split('valid')) == N_INSTRUCTIONS - 500
  with pytest.raises(ValueError, match="no tasks in split 'valid'"):
    verl.tasks().split('valid')
  with pytest.raises(ValueError, match=r'config\.webshop\.splits'):
    WebShopEnv(data_dir=official_dir, splits='valid')


def test_price_limits_are_seeded_unlike_the_original(official_dir):
  """The original draws limits from the unseeded global RNG; ours agree across loads and processes."""
  first = [g['instruction_text'] for g in D.load_catalog(official_dir).goals]
  D.load_catalog.cache_clear()
  random.seed(12345)                                     # the global RNG does not matter here
  again = D.load_catalog(official_dir)
  assert [g['instruction_text'] for g in again.goals] == first
  for g in again.goals:   # the original's rule: the larger of two of the next four $10 steps above the price
    price = again.prices[g['asin']]
    steps = [10.0 * i for i in range(1, 100) if 10.0 * i > price][:4]
    assert g['price_upper'] in steps[1:] and g['instruction_text'].endswith(
        f", and price lower than {g['price_upper']:.2f} dollars")
  assert len({g['price_upper'] for g in again.goals if g['asin'] == 'B000000000'}) > 1


@pytest.mark.parametrize('variant', ['qwen2.5-1.5b', 'qwen3-8b', 'sgr-opsd-qwen2.5-3b'])
def test_paper_presets_validate_on_the_test_goals(variant):
  cfg = webshop_config.get_config(variant)
  assert cfg.valid_split == 'test' and cfg.webshop.data_dir is None and cfg.webshop.splits == 'verl-agent'
  assert not cfg.webshop.reviews
  assert webshop_config.get_config('quickstart').valid_split == 'valid'   # the bundled CPU runs keep theirs


def test_builder_points_every_environment_at_config_webshop(official_dir):
  """config.webshop.data_dir reaches worker processes (the spec crosses a pipe) with the split scheme."""
  import ml_collections
  from mcgpo_jax import config as config_lib, config_upgrade
  from mcgpo_jax.rollout.env_pool import make_env_pool
  cfg = webshop_config.get_config('smoke')
  cfg.webshop.data_dir, cfg.webshop.reviews = official_dir, False
  spec = config_lib.env_data(cfg)
  assert spec == D.WebShopData(official_dir, 'verl-agent', False, True)
  pool, tasks = make_env_pool('webshop', 2, 15, workers=1, data=spec)   # in process
  assert len(tasks.split('test')) == 500 and len(tasks.tasks) == N_INSTRUCTIONS
  goal_text = pool.reset_many([(0, tasks.tasks[7])])[0][1]['task']
  assert goal_text.startswith('goal B') and goal_text == D.load_catalog(official_dir).goals[7]['instruction_text']
  pool.close()
  workers, _ = make_env_pool('webshop', 2, 15, workers=2, data=spec)   # two worker processes
  try:
    assert [r[1]['task'] for r in workers.reset_many([(0, tasks.tasks[7]), (1, tasks.tasks[7])])] == [goal_text] * 2
  finally:
    workers.close()
  old_run = json.loads(webshop_config.get_config('smoke').to_json())   # a config.json from before the field
  del old_run['webshop']
  assert config_lib.env_data(ml_collections.ConfigDict(config_upgrade.upgrade(old_run))) == D.WebShopData()
  cfg.webshop.splits = 'alfworld'
  with pytest.raises(config_lib.ConfigError, match=r"config\.webshop\.splits='alfworld' is unknown"):
    config_lib.validate_config(cfg)
