"""MCGPO WebShop extractors: every rubric channel, both state summaries and the action key, step by step
through scripted episodes on the hand-made catalog of test_webshop_engine.py."""
import pytest

from mcgpo_jax.credit import rubric_templates
from mcgpo_jax.envs.webshop import rubric
from mcgpo_jax.envs.webshop.engine import WebShopEnv
from mcgpo_jax.envs.webshop.expert import Expert
from test_webshop_engine import task_for, write_tiny_catalog

F, T = False, True


@pytest.fixture(scope='module')
def env(tmp_path_factory):
  return WebShopEnv(data_dir=str(write_tiny_catalog(tmp_path_factory.mktemp('webshop'))))


def channel_row(search, opened, type_, attr, option, price, ready, bought, score, solved):
  return dict(zip(rubric.CHANNELS, (search, opened, type_, attr, option, price, ready, bought, score, solved)))


# Goal: "i need a cotton t-shirt for men in navy blue color and size large" — attributes cotton + short
# sleeve, options navy blue + large. Goal words: cotton t shirt men navy blue color size large.
# Blue shirt B000000002 has attribute cotton only; red shirt B000000001 has both. Readiness is
# r_type (M_a + M_o + price) / (2 + 2 + 1). The colour normaliser maps 'navy blue' to 'blue' (WebShop).
SHIRT_SCRIPT = [
    # action, key, channels after, exact state after, coarse state after
    ('search[cotton t-shirt]', 'search:3', channel_row(T, F, 0, 0, 0, F, 0, F, 0, F),
     ['results:1', 'cotton t-shirt', '', ''], ['results', T, F, 0, 0, 0, F]),
    ('click[b000000002]', 'product:3', channel_row(T, T, 1, .5, 0, T, .4, F, 0, F),   # 4 of 5 title words
     ['item', 'cotton t-shirt', 'B000000002', ''], ['item', T, T, 4, 2, 0, T]),
    ('click[blue]', 'option:color:3', channel_row(T, T, 1, .5, .5, T, .6, F, 0, F),
     ['item', 'cotton t-shirt', 'B000000002', 'color=blue'], ['item', T, T, 4, 2, 2, T]),
    ('click[description]', 'nav:description', channel_row(T, T, 1, .5, .5, T, .6, F, 0, F),
     ['description', 'cotton t-shirt', 'B000000002', 'color=blue'], ['description', T, T, 4, 2, 2, T]),
    ('click[< prev]', 'nav:prev', channel_row(T, T, 1, .5, .5, T, .6, F, 0, F),
     ['item', 'cotton t-shirt', 'B000000002', 'color=blue'], ['item', T, T, 4, 2, 2, T]),
    ('click[< prev]', 'nav:prev', channel_row(T, F, 0, 0, 0, F, 0, F, 0, F),           # product closed
     ['results:1', 'cotton t-shirt', '', ''], ['results', T, F, 0, 0, 0, F]),
    ('click[b000000001]', 'product:3', channel_row(T, T, 1, 1, 0, T, .6, F, 0, F),     # 4 of 6 title words
     ['item', 'cotton t-shirt', 'B000000001', ''], ['item', T, T, 4, 4, 0, T]),
    ('click[small]', 'option:size:0', channel_row(T, T, 1, 1, 0, T, .6, F, 0, F),
     ['item', 'cotton t-shirt', 'B000000001', 'size=small'], ['item', T, T, 4, 4, 0, T]),
    ('click[navy blue]', 'option:color:3', channel_row(T, T, 1, 1, .5, T, .8, F, 0, F),
     ['item', 'cotton t-shirt', 'B000000001', 'color=navy blue;size=small'], ['item', T, T, 4, 4, 2, T]),
    ('click[large]', 'option:size:3', channel_row(T, T, 1, 1, 1, T, 1, F, 0, F),
     ['item', 'cotton t-shirt', 'B000000001', 'color=navy blue;size=large'], ['item', T, T, 4, 4, 4, T]),
    ('click[search]', '<noop>', channel_row(T, T, 1, 1, 1, T, 1, F, 0, F),              # no search button here
     ['item', 'cotton t-shirt', 'B000000001', 'color=navy blue;size=large'], ['item', T, T, 4, 4, 4, T]),
    ('click[buy now]', 'purchase', channel_row(T, T, 1, 1, 1, T, 1, T, 1, T),
     ['done', 'cotton t-shirt', 'B000000001', 'color=navy blue;size=large'], ['done', T, T, 4, 4, 4, T]),
]


def test_scripted_episode_every_channel(env):
  _, info = env.reset(task_for(env, 'B000000001'))
  assert info['rubric'] == rubric.initial_channels() == channel_row(F, F, 0, 0, 0, F, 0, F, 0, F)
  assert info['state'] == {'exact': ['search', '', '', ''], 'coarse': ['search', F, F, 0, 0, 0, F]}
  for step, (action, key, channels, exact, coarse) in enumerate(SHIRT_SCRIPT, 1):
    result = env.step(action)
    assert result.info['action_key'] == key, (step, action)
    assert list(result.info['rubric']) == list(rubric.CHANNELS)
    assert result.info['rubric'] == pytest.approx(channels), (step, action)
    assert result.info['state'] == {'exact': exact, 'coarse': coarse}, (step, action)
  assert result.done and result.reward == 10.0 and result.info['won']


def test_signature_with_webshop_template(env):
  """The channels feed MCGPO's (C, F): after opening the blue shirt, U and B are the frontier."""
  env.reset(task_for(env, 'B000000001'))
  env.step('search[cotton t-shirt]')
  status = env.step('click[b000000002]').info['rubric']
  assert rubric.CHANNELS == ('search_issued', 'product_opened', 'type_match', 'attribute_match', 'option_match',
                             'price_ok', 'purchase_readiness', 'purchased', 'task_score', 'solved')   # Table 16
  active, frontier = rubric_templates.signature(status, rubric.TEMPLATE)
  assert active == ('attribute_match', 'price_ok', 'product_opened', 'purchase_readiness', 'search_issued',
                    'type_match')
  assert frontier == ('option_match', 'purchased')


def test_goal_without_options_and_type_mismatch(env):
  env.reset(task_for(env, 'B000000001'))
  env.step('search[widget]')
  widget = env.step('click[b000000100]').info['rubric']     # no query, category or title-noun overlap
  assert widget == pytest.approx(channel_row(T, T, 0, 0, 0, F, 0, F, 0, F))  # unpriced: $100 > limit

  env.reset(task_for(env, 'B000000003'))                     # "green tea bags that are caffeine free"
  env.step('search[green tea]')
  tea = env.step('click[b000000003]').info['rubric']
  # r_option is omitted by the scorer -> option_match stays 0 while readiness is complete: (1 + 1) / (1 + 1).
  assert tea == pytest.approx(channel_row(T, T, 1, 1, 0, T, 1, F, 0, F))
  result = env.step('click[buy now]')
  assert result.info['rubric'] == pytest.approx(channel_row(T, T, 1, 1, 0, T, 1, T, 1, T))
  assert result.info['state']['coarse'] == ['done', T, T, 4, 4, 0, T]


def test_failed_purchase_and_back_to_search(env):
  env.reset(task_for(env, 'B000000001'))
  env.step('search[cotton t-shirt]')
  env.step('click[b000000001]')
  env.step('click[red]')
  back = env.step('click[back to search]')
  assert back.info['action_key'] == 'nav:back_to_search'
  assert back.info['rubric'] == channel_row(T, F, 0, 0, 0, F, 0, F, 0, F)   # search_issued is sticky
  assert back.info['state'] == {'exact': ['search', '', '', ''], 'coarse': ['search', T, F, 0, 0, 0, F]}
  env.step('search[cotton t-shirt]')
  env.step('click[b000000001]')
  env.step('click[red]')
  result = env.step('click[buy now]')
  assert result.info['score'] == pytest.approx(0.6) and result.reward == 0.0
  assert result.info['rubric'] == pytest.approx(channel_row(T, T, 1, 1, 0, T, .6, T, .6, F))


def test_scoring_error_keeps_zeros(env):
  """D.1: a caught scoring error leaves the product channels at their initial zeros."""
  env.reset(task_for(env, 'B000000001'))
  env.browser.session.goal = dict(env.browser.goal, price_upper=0)
  env.step('search[cotton t-shirt]')
  result = env.step('click[b000000001]')
  assert result.info['rubric'] == channel_row(T, T, 0, 0, 0, F, 0, F, 0, F)
  assert result.info['state']['coarse'] == ['item', T, T, 0, 0, 0, F]


def test_match_bins_round_half_even():
  values = [-1, 0, 0.12, 0.125, 0.126, 0.375, 0.5, 0.625, 0.875, 1, 3]
  assert [rubric.match_bin(v) for v in values] == [0, 0, 0, 0, 1, 2, 2, 2, 4, 4, 4]


def test_overlap_levels_and_words():
  assert [rubric.overlap_level(v) for v in (0, 0.149, 0.15, 0.349, 0.35, 0.599, 0.6, 1)] == [0, 0, 1, 1, 2, 2, 3, 3]
  instruction = "i'm looking for a blue t-shirt in size large, and price lower than 30.00 dollars"
  assert rubric.goal_words(instruction) == {'blue', 't', 'shirt', 'size', 'large'}   # price clause removed
  assert rubric.goal_overlap('blue dress', instruction) == 0.5
  assert rubric.goal_overlap('30 dollars', instruction) == 0.0
  assert rubric.goal_overlap('the and', instruction) == 0.0                        # no content words


def test_readiness_is_the_scorer_total_on_expert_rollouts():
  """Eq. 19 evaluated before purchase equals get_reward's total for the open product and options."""
  env = WebShopEnv()
  for task in env.tasks().split('test')[:15]:
    env.reset(task)
    expert, done = Expert(), False
    while not done:
      result = env.step(expert.act(env.browser))
      done = result.done
      breakdown = env.browser.score()
      if breakdown is not None:
        assert result.info['rubric']['purchase_readiness'] == breakdown.total
    assert result.info['rubric']['task_score'] == result.info['score'] == 1.0
