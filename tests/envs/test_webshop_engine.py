"""WebShop text engine: loading WebShop's files, pages, clickables, no-ops, paging, purchase, step limit,
splits, BM25 search, the bundled catalog and the expert."""
import json
from pathlib import Path

import pytest

from mcgpo_jax.envs.webshop import data as D
from mcgpo_jax.envs.webshop import make_catalog
from mcgpo_jax.envs.webshop.engine import WebShopEnv, parse_action
from mcgpo_jax.envs.webshop.expert import run_expert
from mcgpo_jax.envs.webshop.reward import get_reward
from mcgpo_jax.envs.webshop.search import ProductSearch

SEP = ' [SEP] '
N_WIDGETS = 23


def _raw(asin, name, query, category, path, pricing, options=None, bullets=("Machine wash",), desc=""):
  return {'asin': asin, 'name': name, 'query': query, 'category': category, 'product_category': path,
          'pricing': pricing, 'full_description': desc, 'small_description': list(bullets),
          'customization_options': options, 'images': ['']}


def write_tiny_catalog(root: Path) -> Path:
  """A hand-made catalog in WebShop's raw formats, under the official 1000-product file names."""
  shirt_path = 'Clothing › Men › Shirts › T-Shirts'
  products = [
      _raw('B000000001', 'Acme Red Cotton T-Shirt for Men', 'men t-shirt', 'fashion', shirt_path, '$15.00',
           {'Color': [{'value': 'Red'}, {'value': 'Navy Blue'}],
            'Size': [{'value': 'Small'}, {'value': 'Large'}, {'value': 'X-Large'}]},
           bullets=('Short sleeve crew neck',)),
      _raw('B000000002', 'Acme Blue Cotton T-Shirt', 'men t-shirt', 'fashion', shirt_path,
           '$10.00 - $20.00', {'Color': [{'value': 'Blue'}], 'Fit/Type': [{'value': 'Slim/Fit'}]}),
      _raw('B000000003', 'Zen Green Tea Bags, 100 Count', 'green tea', 'grocery',
           'Grocery › Beverages › Tea', '$6.50', None, desc='Caffeine free green tea.'),
      _raw('B000000001', 'Duplicate asin is skipped', 'x', 'fashion', shirt_path, '$1.00'),
      _raw('nan', 'Asin nan is skipped', 'x', 'fashion', shirt_path, '$1.00'),
      _raw('B0000000001X', 'Asin longer than 10 is skipped', 'x', 'fashion', shirt_path, '$1.00'),
  ]
  products += [_raw(f'B0000001{i:02d}', f'Filler Widget {i}', 'widget', 'electronics',
                    'Electronics › Widgets', '', None) for i in range(N_WIDGETS)]
  products[-1]['small_description'] = 'a single string bullet'
  attributes = {'B000000001': {'attributes': ['cotton', 'short sleeve']},
                'B000000002': {'attributes': ['cotton']}}
  human = {
      'B000000001': [
          {'instruction': 'i need a cotton t-shirt for men in navy blue color and size large.',
           'instruction_attributes': ['cotton', 'short sleeve'], 'instruction_options': ['navy blue', 'large']},
          {'instruction': 'skipped: no attributes', 'instruction_attributes': [], 'instruction_options': []}],
      'B000000003': [{'instruction': 'green tea bags that are caffeine free',
                      'instruction_attributes': ['caffeine free'], 'instruction_options': []}],
  }
  reviews = [{'asin': 'B000000001', 'average_rating': 4.5,
              'reviews': [{'title': 'Soft', 'stars': 5, 'review': 'Fits well'}, {'title': 'Ok', 'score': 4}]}]
  for name, obj in [('items_shuffle_1000.json', products), ('items_ins_v2_1000.json', attributes),
                    ('items_human_ins.json', human), ('reviews.json', reviews)]:
    (root / name).write_text(json.dumps(obj))
  return root


@pytest.fixture(scope='module')
def tiny_dir(tmp_path_factory):
  return str(write_tiny_catalog(tmp_path_factory.mktemp('webshop')))


def task_for(env: WebShopEnv, asin: str):
  return next(t for t in env.tasks().tasks if env.catalog.goals[t.payload]['asin'] == asin)


def test_missing_data_dir_says_what_to_download(tmp_path):
  with pytest.raises(FileNotFoundError) as err:
    WebShopEnv(data_dir=str(tmp_path))
  message = str(err.value)
  for needle in ('items_shuffle_1000.json', 'items_ins_v2_1000.json', 'items_human_ins.json', 'setup.sh',
                 'data_dir', str(tmp_path)):
    assert needle in message


def test_load_products_follows_webshop(tiny_dir):
  catalog = D.load_catalog(tiny_dir, reviews=True)
  assert [p['asin'] for p in catalog.products[:3]] == ['B000000001', 'B000000002', 'B000000003']
  assert len(catalog.products) == 3 + N_WIDGETS          # duplicate, 'nan' and 11-character asins skipped
  shirt, blue, tea = (catalog.by_asin[a] for a in ('B000000001', 'B000000002', 'B000000003'))
  assert shirt['options'] == {'color': ['red', 'navy blue'], 'size': ['small', 'large', 'x-large']}
  assert blue['options'] == {'color': ['blue'], 'fit/type': ['slim | fit']}    # '/' -> ' | ' in values only
  assert (blue['pricing'], blue['Price']) == ([10.0, 20.0], '$10.0 to $20.0')
  assert (shirt['pricing'], shirt['Price'], catalog.prices['B000000001']) == ([15.0], '$15.0', 15.0)
  assert 10.0 <= catalog.prices['B000000002'] <= 20.0
  assert catalog.by_asin['B000000100']['Price'] == '$100.0'                # empty pricing
  assert tea['Attributes'] == ['DUMMY_ATTR'] and tea['Rating'] == 'N.A.'
  assert catalog.products[-1]['BulletPoints'] == ['a single string bullet']
  assert [r['body'] for r in shirt['Reviews']] == ['Fits well', ''] and shirt['Rating'] == 4.5
  # The original engine leaves reviews.json unread: every product is unrated and without reviews.
  plain = D.load_catalog(tiny_dir).by_asin['B000000001']
  assert (plain['Rating'], plain['Reviews']) == ('N.A.', [])
  # Human goals: the instruction without attributes is skipped; price clause appended.
  assert sorted(g['asin'] for g in catalog.goals) == ['B000000001', 'B000000003']
  shirt_goal = next(g for g in catalog.goals if g['asin'] == 'B000000001')
  assert shirt_goal['price_upper'] in (30.0, 40.0, 50.0)      # larger of two of the next four $10 steps
  assert shirt_goal['instruction_text'] == (
      'i need a cotton t-shirt for men in navy blue color and size large'
      f", and price lower than {shirt_goal['price_upper']:.2f} dollars")
  assert shirt_goal['name'] == shirt['Title'] and shirt_goal['goal_options'] == ['navy blue', 'large']


def test_synthetic_goals_enumerate_option_combinations():
  catalog = D.load_catalog(None, human_goals=False)
  expected = 0
  for p in catalog.products:
    n = 1
    for values in p['options'].values():
      n *= len(values)
    expected += n
  assert len(catalog.goals) == expected
  goal = next(g for g in catalog.goals if len(g['goal_options']) == 2)
  (k1, v1), (k2, v2) = sorted(goal['goal_options'].items())
  assert f' with {k1}: {v1}, and {k2}: {v2}, and price lower than ' in goal['instruction_text']
  assert goal['name'] == catalog.by_asin[goal['asin']]['Title']
  assert all(0 < g['weight'] <= 1 for g in catalog.goals)


def test_splits():
  # verl-agent (the papers): test goals 0-499, training from 500, no valid block.
  assert D._split_names(2000, bundled=False) == ['test'] * 500 + ['train'] * 1500
  assert D._split_names(2000, False, 'webshop') == ['test'] * 500 + ['valid'] * 1000 + ['train'] * 500
  assert D._split_names(20, bundled=True) == ['test'] * 2 + ['valid'] * 2 + ['train'] * 16
  assert D._split_names(20, True, 'webshop') == D._split_names(20, True, 'verl-agent')
  with pytest.raises(ValueError, match=r'config\.webshop\.splits'):
    D.WebShopData(splits='valid')
  tasks = WebShopEnv().tasks()
  n = len(tasks.tasks)
  assert len(tasks.split('test')) == len(tasks.split('valid')) == round(0.1 * n)
  assert [t.payload for t in tasks.split('test')] == list(range(round(0.1 * n)))


def test_parse_action_is_webshop_regex():
  assert parse_action('search[red shoes]') == ('search', 'red shoes')
  assert parse_action('click[< Prev]') == ('click', '< Prev')
  assert parse_action('click[buy now] please') == ('click', 'buy now')
  assert parse_action('search[a [b]]') == ('search[a ', 'b]')      # greedy first group, as in engine.py
  assert parse_action('buy now') == ('buy now', None)
  assert parse_action('search[]') == ('search[]', None)


def test_search_page_and_noops(tiny_dir):
  env = WebShopEnv(data_dir=tiny_dir)
  task = task_for(env, 'B000000001')
  obs, info = env.reset(task)
  goal_text = env.catalog.goals[task.payload]['instruction_text']
  assert obs == SEP.join(['WebShop', 'Instruction:', goal_text, 'Search'])
  # verl-agent lists the search template and then every clickable, the search button included.
  assert info['admissible_actions'] == ['search[<your query>]', 'click[search]']
  assert (info['task'], info['task_type']) == (goal_text, 'fashion')
  for action in ['click[search]', 'click[buy now]', 'search[]', 'nonsense', 'SEARCH[shirt]']:
    result = env.step(action)
    assert (result.observation, result.reward, result.done) == (obs, 0.0, False), action
    assert result.info['executed'] is False and result.info['action_key'] == '<noop>'
  # A blank query is still a search (the original only refuses an empty argument): no hits.
  blank = env.step('search[   ]')
  assert blank.info['executed'] and 'Page 1 (Total results: 0) [SEP] Next >' in blank.observation


def test_results_paging_and_search_from_any_page(tiny_dir):
  env = WebShopEnv(data_dir=tiny_dir)
  env.reset(task_for(env, 'B000000001'))
  obs = env.step('search[Filler WIDGET]').observation                    # arguments are lower-cased
  hits = env.browser.hits()
  assert len(hits) == N_WIDGETS
  assert obs.startswith(SEP.join(['Instruction:', env.browser.goal['instruction_text'], 'Back to Search',
                                  f'Page 1 (Total results: {N_WIDGETS})', 'Next >', hits[0]]))
  assert env.browser.admissible_actions()[:2] == ['click[back to search]', 'click[next >]']
  assert len([a for a in env.browser.admissible_actions() if a.startswith('click[b0')]) == 10
  page2 = env.step('click[next >]')
  assert f'Page 2 (Total results: {N_WIDGETS}) [SEP] < Prev [SEP] Next >' in page2.observation
  page3 = env.step('click[next >]')
  # results_page.html shows 'Next >' on every page; past the last hit the page lists no products.
  assert f'Page 3 (Total results: {N_WIDGETS}) [SEP] < Prev [SEP] Next >' in page3.observation
  assert page3.observation.count('Filler Widget') == 3
  page4 = env.step('click[next >]')
  assert page4.info['executed'] and page4.observation.endswith('< Prev [SEP] Next >')
  assert 'click[next >]' in page4.info['admissible_actions']
  assert 'Page 3' in env.step('click[< prev]').observation
  # search[...] executes from any page, as in the original: results page, item page, sub-page.
  tea = env.step('search[green tea]')
  assert tea.info['executed'] and tea.info['action_key'].startswith('search:')
  assert env.browser.session.keywords == ['green', 'tea'] and 'Page 1 (Total results: 1)' in tea.observation
  env.step('click[b000000003]')
  env.step('click[description]')
  again = env.step('search[filler widget]')
  assert again.info['executed'] and env.browser.session.page == 'results' and env.browser.session.asin is None
  assert env.step('click[back to search]').observation.startswith('WebShop [SEP] Instruction:')


def test_item_page_subpages_and_navigation(tiny_dir):
  env = WebShopEnv(data_dir=tiny_dir, show_attrs=True, reviews=True)
  env.reset(task_for(env, 'B000000001'))
  env.step('search[cotton t-shirt]')
  item = env.step('click[b000000001]').observation
  goal_text = env.browser.goal['instruction_text']
  assert item == SEP.join([
      'Instruction:', goal_text, 'Back to Search', '< Prev', 'color', 'red', 'navy blue', 'size', 'small',
      'large', 'x-large', 'Acme Red Cotton T-Shirt for Men', 'Price: $15.0', 'Rating: 4.5', 'Description',
      'Features', 'Reviews', 'Attributes', 'Buy Now'])
  assert env.browser.admissible_actions() == [
      'click[back to search]', 'click[< prev]', 'click[description]', 'click[features]', 'click[reviews]',
      'click[attributes]', 'click[buy now]', 'click[red]', 'click[navy blue]', 'click[small]', 'click[large]',
      'click[x-large]']
  env.step('click[Navy Blue]')
  assert env.browser.session.options == {'color': 'navy blue'}
  head = SEP.join(['Instruction:', goal_text, 'Back to Search', '< Prev'])
  assert env.step('click[features]').observation == head + SEP + 'Short sleeve crew neck'
  assert not env.step('click[large]').info['executed']                  # options live on the item page only
  assert env.step('click[< prev]').observation == item                   # back to the item, options kept
  assert env.browser.session.options == {'color': 'navy blue'}
  assert env.step('click[reviews]').observation == head + SEP + SEP.join(['"Soft"', '5', 'Fits well', '"Ok"', '4', ''])
  env.step('click[< prev]')
  assert env.step('click[attributes]').observation == head + SEP + 'cotton [SEP] short sleeve'
  env.step('click[< prev]')
  results = env.step('click[< prev]')                                   # item -> its results page
  assert results.observation.split(SEP)[3].startswith('Page 1')
  assert (env.browser.session.asin, env.browser.session.options) == (None, {})


def test_purchase_scores_with_get_reward(tiny_dir):
  env = WebShopEnv(data_dir=tiny_dir)
  # Goal: attributes cotton + short sleeve, options navy blue + large; (M_a + M_o + price) / (2 + 2 + 1).
  cases = [(('navy blue', 'large'), 'b000000001', 5 / 5),
           (('red',), 'b000000001', 3 / 5),          # wrong colour, no size
           ((), 'b000000002', 2 / 5)]                # blue shirt: no 'short sleeve', no options chosen
  for options, asin, by_hand in cases:
    env.reset(task_for(env, 'B000000001'))
    env.step('search[cotton t-shirt]')
    env.step(f'click[{asin}]')
    for option in options:
      env.step(f'click[{option}]')
    selected = dict(env.browser.session.options)
    result = env.step('click[buy now]')
    product = env.catalog.by_asin[asin.upper()]
    expected = get_reward(product, env.browser.goal, env.catalog.prices[asin.upper()], selected)
    assert result.done and result.info['score'] == expected == pytest.approx(by_hand)
    assert result.info['won'] == (expected == 1.0) and result.reward == (10.0 if expected == 1.0 else 0.0)
    assert result.observation == SEP.join(['Thank you for shopping with us!', 'Your score (min 0.0, max 1.0)',
                                           str(expected)])
    assert result.info['admissible_actions'] == []
    with pytest.raises(RuntimeError, match='reset'):
      env.step('click[back to search]')


def test_step_limit(tiny_dir):
  env = WebShopEnv(data_dir=tiny_dir, max_steps=4)
  env.reset(task_for(env, 'B000000003'))
  results = [env.step('click[nothing]') for _ in range(4)]
  assert [r.done for r in results] == [False, False, False, True]
  assert results[-1].info['score'] == 0.0 and not results[-1].info['won']
  assert WebShopEnv().max_steps == 15


def test_bm25_search_ranking():
  def product(asin, title):
    return {'asin': asin, 'Title': title, 'Description': '', 'BulletPoints': [''], 'options': {}}
  search = ProductSearch([product('A', 'red shirt'), product('B', 'blue shirts cotton'), product('C', 'green tea'),
                          product('D', 'blue shirt')])
  assert search.search('blue shirts') == ['D', 'B', 'A']     # Porter stemming; shorter doc first; A: 'shirt' only
  assert search.search('the and of') == []                   # Lucene stop words only
  assert search.search('unknownword') == []
  assert search.search("blue men's shirt") == ['D', 'B', 'A']   # "s" stems to "": dropped, not a crash
  assert search.search("s") == []
  assert search.search('shirt', k=2) == ['A', 'D']           # equal scores keep catalog order


def test_bundled_catalog_is_reproducible(tmp_path):
  make_catalog.write_catalog(tmp_path, seed=0)
  for name in ('items_shuffle.json', 'items_ins_v2.json', 'items_human_ins.json', 'reviews.json'):
    assert (tmp_path / name).read_bytes() == (D.BUNDLED_DIR / name).read_bytes(), name
  assert sum((D.BUNDLED_DIR / n).stat().st_size for n in make_catalog.build_catalog(0)) < 1_500_000


def test_expert_solves_every_bundled_goal():
  env = WebShopEnv()
  tasks = env.tasks().tasks
  runs = [(t.task_id, *run_expert(env, t)) for t in tasks]
  failures = [(task_id, score) for task_id, score, _ in runs if score != 1.0]
  assert failures == [], f'{len(failures)}/{len(tasks)} goals not solved'
  assert max(steps for _, _, steps in runs) <= env.max_steps


def test_reviews_off_by_default_as_the_original_engine(tiny_dir):
  env = WebShopEnv(data_dir=tiny_dir)
  env.reset(task_for(env, 'B000000001'))
  env.step('search[cotton t-shirt]')
  item = env.step('click[b000000001]').observation.split(SEP)
  assert 'Rating: N.A.' in item and 'Reviews' in item                  # the button stays
  goal_text = env.browser.goal['instruction_text']
  assert env.step('click[reviews]').observation == SEP.join(
      ['Instruction:', goal_text, 'Back to Search', '< Prev'])          # an empty Reviews page
  with pytest.raises(FileNotFoundError, match=r'config\.webshop\.reviews'):
    WebShopEnv(data_dir=str(write_tiny_catalog_without_reviews(tiny_dir)), reviews=True)


def write_tiny_catalog_without_reviews(tiny_dir: str) -> Path:
  root = Path(tiny_dir) / 'no_reviews'
  root.mkdir(exist_ok=True)
  for name in ('items_shuffle_1000.json', 'items_ins_v2_1000.json', 'items_human_ins.json'):
    (root / name).write_bytes((Path(tiny_dir) / name).read_bytes())
  return root


def test_webshop_data_passes_the_config_through_make_envs(tiny_dir):
  """The builder hands make_envs one WebShopData; the environment loads that folder with its options."""
  from mcgpo_jax.envs import make_envs
  envs, tasks = make_envs('webshop', 2, 15, D.WebShopData(tiny_dir, splits='webshop', reviews=True))
  assert envs[0].catalog.data_dir == Path(tiny_dir) and envs[1].catalog is envs[0].catalog
  assert envs[0].catalog.by_asin['B000000001']['Rating'] == 4.5
  assert len(tasks.tasks) == 2 and {t.split for t in tasks.tasks} == {'test'}   # 2 goals < 500
