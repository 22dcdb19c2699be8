"""MCGPO's WebShop extractors: rubric channels (Table 16) and their template (Table 17), state summaries
(Table 5), action keys (D.1).

All three read the browser session and the environment's own goal scorer (reward.score_breakdown on the
product that is open, with the options selected so far) — the "structured training supervision" of
Appendix D.1; the policy never sees them.

Readings fixed here (the paper leaves them open):
- `search_issued` is sticky for the episode (a search happened), matching its requires_ever edge Q→O;
  `product_opened` is current (a product is selected: item page or one of its sub-pages), matching the
  requires_current edges O→{T,A,U,P}. Leaving the product (new search, '< Prev' to results, 'Back to
  Search') zeroes the match channels, because they describe the open product.
- `option_match` is 0 for a goal without options (the scorer omits r_option); a scoring error (a goal
  with price_upper <= 0) leaves all product channels at zero (D.1: "caught scoring errors retain
  initialized zeros").
- `purchased` is the purchase (the session's done flag), not the step-limit cut-off.
- Action keys compare the action's own words with the goal instruction: overlap = share of the
  argument's content words that occur in the instruction (price clause and filler words removed),
  binned at 0.15 / 0.35 / 0.60 into levels 0..3. Keys: `search:<level>`, `product:<level>` (words of the
  product title shown on the pre-action results page), `option:<option name>:<level>`, `purchase`,
  `nav:<button>`; an action the page does not offer is `<noop>`.
"""
from __future__ import annotations

import functools
import re
from typing import Any, Optional, Protocol

from mcgpo_jax.envs.rubric_format import REQUIRES_CURRENT, REQUIRES_EVER, Template, expand
from mcgpo_jax.envs.webshop.data import Catalog, strip_price_clause
from mcgpo_jax.envs.webshop.reward import ScoreBreakdown
from mcgpo_jax.envs.webshop.session import Clickable, Session


class BrowserView(Protocol):
  """What the extractors read of engine.Browser, which calls them after each transition (so they are typed
  against this, not the engine: the engine imports the rubric, never the other way)."""
  session: Session
  catalog: Catalog

  @property
  def goal(self) -> dict: ...

  def score(self) -> Optional[ScoreBreakdown]:
    """The goal scorer's components for the open product with its selected options (None: none open)."""

  def resolve(self, action: str) -> Optional[tuple[str, str, Optional[Clickable]]]:
    """What `action` does on the current page ((verb, argument, clickable)), None if the page lacks it."""

# The channels V in Table 16's order, under Table 17's one-letter names, and the one template G_x.
SYMBOLS = {'Q': 'search_issued', 'O': 'product_opened', 'T': 'type_match', 'A': 'attribute_match',
           'U': 'option_match', 'P': 'price_ok', 'R': 'purchase_readiness', 'B': 'purchased', 'K': 'task_score',
           'S': 'solved'}
CHANNELS = tuple(SYMBOLS.values())
TEMPLATE = Template('webshop', CHANNELS, expand(SYMBOLS, REQUIRES_EVER, 'Q>O')
                    + expand(SYMBOLS, REQUIRES_CURRENT, 'O>T O>A O>U O>P T>R A>R U>R P>R R>B B>K B>S'))
BOOLEAN_CHANNELS = frozenset({'search_issued', 'product_opened', 'price_ok', 'purchased', 'solved'})

OVERLAP_THRESHOLDS = (0.15, 0.35, 0.60)
NOOP_KEY = '<noop>'
_NAV_KEYS = {'back to search': 'nav:back_to_search', '< prev': 'nav:prev', 'next >': 'nav:next',
             'description': 'nav:description', 'features': 'nav:features', 'reviews': 'nav:reviews',
             'attributes': 'nav:attributes'}
_WORD = re.compile(r'[a-z0-9]+')
# Lucene's English stop words plus the request phrasing of WebShop instructions.
_FILLER = frozenset((
    'a an and are as at be but by for if in into is it no not of on or such that the their then there '
    'these they this to was will with i im m am me my need want wanted looking look find get buy '
    'would like please some can you also which').split())


def initial_channels() -> dict[str, Any]:
  """The opening status: every Boolean channel False, every numeric channel 0."""
  return {c: (False if c in BOOLEAN_CHANNELS else 0.0) for c in CHANNELS}


def purchase_readiness(b: ScoreBreakdown) -> float:
  """Eq. 19: u (M_a + M_o + p) / (N_a + N_o + 1) for the open product and its selected options."""
  return b.r_type * (b.num_attr_matches + b.num_option_matches + b.r_price) / (
      b.num_goal_attrs + b.num_goal_options + 1)


def _open_product_score(browser: BrowserView):
  try:
    return browser.score()
  except ValueError:
    return None


def channels(browser: BrowserView) -> dict[str, Any]:
  """Table 16 channel values after the latest transition."""
  s = browser.session
  out = initial_channels()
  out['search_issued'] = s.searched
  out['product_opened'] = s.asin is not None
  b = _open_product_score(browser)
  if b is not None:
    out['type_match'] = float(b.r_type)
    out['attribute_match'] = float(b.r_att)
    out['option_match'] = 0.0 if b.r_option is None else float(b.r_option)
    out['price_ok'] = b.r_price
    out['purchase_readiness'] = float(purchase_readiness(b))
  out['purchased'] = s.done
  out['task_score'] = min(1.0, max(0.0, float(s.score))) if s.done else 0.0
  out['solved'] = s.done and s.score == 1.0
  return out


def match_bin(v: float) -> int:
  """round_half_even(4 clip(v, 0, 1)) — Python's round is half-even."""
  return round(4 * min(1.0, max(0.0, v)))


def state_summary(browser: BrowserView) -> dict[str, list]:
  """Table 5. exact: page (results pages numbered), query, product, selected options.
  coarse: page kind, searched / product-open flags, binned type / attribute / option match, price ok."""
  s = browser.session
  page = f'results:{s.results_page}' if s.page == 'results' else s.page
  query = ' '.join(s.keywords) if s.keywords is not None else ''
  options = ';'.join(f'{k}={v}' for k, v in sorted(s.options.items()))
  b = _open_product_score(browser)
  coarse_match = [0, 0, 0, False] if b is None else [
      match_bin(b.r_type), match_bin(b.r_att), match_bin(b.r_option or 0.0), b.r_price]
  return {
      'exact': [page, query, s.asin or '', options],
      'coarse': [s.page, s.searched, s.asin is not None] + coarse_match,
  }


@functools.lru_cache(maxsize=4096)
def goal_words(instruction_text: str) -> frozenset[str]:
  """Content words of a goal instruction, without its price clause."""
  return frozenset(_content_words(strip_price_clause(instruction_text)))


def _content_words(text: str) -> list[str]:
  return [w for w in _WORD.findall(text.lower()) if w not in _FILLER]


def goal_overlap(text: str, instruction_text: str) -> float:
  """Share of `text`'s distinct content words that the goal instruction contains (0 for no words)."""
  words = set(_content_words(text))
  if not words:
    return 0.0
  return len(words & goal_words(instruction_text)) / len(words)


def overlap_level(overlap: float) -> int:
  return sum(overlap >= t for t in OVERLAP_THRESHOLDS)


def action_key(action: str, browser: BrowserView) -> str:
  """Canonical key of `action` taken on the browser's current (pre-action) page."""
  resolved = browser.resolve(action)
  if resolved is None:
    return NOOP_KEY
  verb, arg, clickable = resolved
  instruction = browser.goal['instruction_text']
  if verb == 'search':
    return f'search:{overlap_level(goal_overlap(arg, instruction))}'
  if clickable.kind == 'product':
    title = browser.catalog.by_asin[clickable.payload]['Title']
    return f'product:{overlap_level(goal_overlap(title, instruction))}'
  if clickable.kind == 'option':
    return f'option:{clickable.payload}:{overlap_level(goal_overlap(arg, instruction))}'
  if arg == 'buy now':
    return 'purchase'
  return _NAV_KEYS[arg]
