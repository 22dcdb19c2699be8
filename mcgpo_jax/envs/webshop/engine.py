"""WebShop's text-mode browser session, without Flask, HTML or Java.

Port of web_agent_site/envs/web_agent_text_env.py (WebAgentTextEnv.step, SimServer.receive and its page
handlers) over the page templates of web_agent_site/templates. Instead of rendering HTML and stripping it,
each page is built directly as the list of visible text segments that the original's `observation_mode=
'text'` joins with ' [SEP] '; the clickables are the same: buttons and product links by lower-cased text,
option radio buttons by value.

Rules kept from the original:
- `parse_action` is engine.py's regex `(.+)\\[(.+)\\]` (re.match), and the argument is lower-cased.
- `click[x]` needs x among the current page's clickables; `click[search]` is refused (it is listed
  among the available actions of the search page all the same, as verl-agent lists every clickable).
- `search[...]` executes from any page (SimBrowser.search needs no search bar), with any argument.
- Searching resets the selected product and options; '< Prev' on an item page goes back to its results
  page (options reset), on a sub-page back to the item page (options kept); 'Back to Search' clears the
  session; 'Next >' / '< Prev' move through the top-50 hits 10 at a time. results_page.html shows
  'Next >' on every results page (also the last, whose next page is empty) and '< Prev' after page 1.
- Reviews: the engine's review loading is commented out, so item pages show 'Rating: N.A.' and the
  Reviews page lists nothing; `reviews=True` loads reviews.json as the newest upstream engine does.
- Buying scores the open product with its selected options via get_reward (reward.py).
- The 'Attributes' sub-page exists only with `show_attrs=True` (SimServer's default is False).
Deliberate differences:
- WebShop's developer keywords ('<r>', '<a>', '<c>', '<q>' prefixes) are plain words here: they expose
  product metadata that the agent is not meant to query.
- Segments are joined without the empty segments that whitespace between HTML tags can leave, and the
  done page shows the score only (its hidden goal/purchase block is omitted).
"""
from __future__ import annotations

import functools
import hashlib
import json
import re
from typing import Any, Optional

from mcgpo_jax.envs.base import StepResult, Task, TaskList
from mcgpo_jax.envs.webshop import reward as reward_lib
from mcgpo_jax.envs.webshop import rubric
from mcgpo_jax.envs.webshop.data import Catalog, WebShopData, load_catalog
from mcgpo_jax.envs.webshop.search import ProductSearch
from mcgpo_jax.envs.webshop.session import Clickable, Session

PRODUCT_WINDOW = 10                      # engine.py: results per page
END_BUTTON = 'buy now'
NEXT_PAGE = 'next >'
PREV_PAGE = '< prev'
BACK_TO_SEARCH = 'back to search'
SUB_PAGES = ('description', 'features', 'reviews', 'attributes')   # engine.ACTION_TO_TEMPLATE
SEP = ' [SEP] '
SUCCESS_REWARD = 10.0

_ACTION_PATTERN = re.compile(r'(.+)\[(.+)\]')


def parse_action(action: str) -> tuple[str, Optional[str]]:
  """engine.py::parse_action: ('search', 'red shoes') for 'search[red shoes]', (action, None) otherwise."""
  m = re.match(_ACTION_PATTERN, action)
  if m is None:
    return action, None
  return m.group(1), m.group(2)


class Browser:
  """One WebShop session over a catalog: pages, clickables, text observations and the goal scorer."""

  def __init__(self, catalog: Catalog, search_engine: ProductSearch, goal: dict,
               show_attrs: bool = False):
    self.catalog = catalog
    self.search_engine = search_engine
    self.show_attrs = show_attrs
    self.session = Session(goal=goal)
    self._hits: dict[str, list[str]] = {}
    self._scores: dict[tuple, reward_lib.ScoreBreakdown] = {}

  # ---- what the page shows -------------------------------------------------------------------------
  @property
  def goal(self) -> dict:
    return self.session.goal

  @property
  def product(self) -> Optional[dict]:
    return None if self.session.asin is None else self.catalog.by_asin[self.session.asin]

  def has_search_bar(self) -> bool:
    return self.session.page == 'search'

  def hits(self) -> list[str]:
    """The top-50 asins of the current keywords (cached: paging re-runs the same search)."""
    query = ' '.join(self.session.keywords)
    if query not in self._hits:
      self._hits[query] = self.search_engine.search(query)
    return self._hits[query]

  def page_products(self) -> list[dict]:
    start = (self.session.results_page - 1) * PRODUCT_WINDOW
    return [self.catalog.by_asin[a] for a in self.hits()[start:start + PRODUCT_WINDOW]]

  def clickables(self) -> dict[str, Clickable]:
    """WebAgentTextEnv.get_available_actions: lower-cased buttons and product links, then option values."""
    page, button = self.session.page, Clickable('button')
    if page == 'search':
      return {'search': button}
    if page == 'results':
      out = {BACK_TO_SEARCH: button}
      if self.session.results_page > 1:
        out[PREV_PAGE] = button
      out[NEXT_PAGE] = button
      for p in self.page_products():
        out[p['asin'].lower()] = Clickable('product', p['asin'])
      return out
    if page == 'item':
      out = {BACK_TO_SEARCH: button, PREV_PAGE: button}
      for sub in self._sub_pages():
        out[sub] = button
      out[END_BUTTON] = button
      for name, values in self.product['options'].items():
        for value in values:
          out[value] = Clickable('option', name)   # same value in two groups: the later group wins
      return out
    if page in SUB_PAGES:
      return {BACK_TO_SEARCH: button, PREV_PAGE: button}
    return {}

  def _sub_pages(self) -> tuple[str, ...]:
    return SUB_PAGES if self.show_attrs else SUB_PAGES[:3]

  def admissible_actions(self) -> list[str]:
    """verl-agent's format_avail_actions: the search template where there is a search bar, then every
    clickable (the search page's own 'search' button included)."""
    actions = ['search[<your query>]'] if self.has_search_bar() else []
    return actions + [f'click[{c}]' for c in self.clickables()]

  def observation(self) -> str:
    s, instruction = self.session, self.goal['instruction_text']
    if s.page == 'search':
      return SEP.join(['WebShop', 'Instruction:', instruction, 'Search'])
    head = ['Instruction:', instruction, 'Back to Search']
    if s.page == 'results':
      parts = head + [f'Page {s.results_page} (Total results: {len(self.hits())})']
      clickables = self.clickables()
      parts += [label for label in ('< Prev', 'Next >') if label.lower() in clickables]
      for p in self.page_products():
        parts += [p['asin'], p['Title'], p['Price']]
      return SEP.join(parts)
    product = self.product
    if s.page == 'item':
      parts = head + ['< Prev']
      for name, values in product['options'].items():
        parts += [name] + values
      parts += [product['Title'], f"Price: {product['Price']}", f"Rating: {product['Rating']}"]
      parts += [sub.capitalize() for sub in self._sub_pages()] + ['Buy Now']
      return SEP.join(parts)
    if s.page in SUB_PAGES:
      return SEP.join(head + ['< Prev'] + self._sub_page_text(s.page, product))
    return SEP.join(['Thank you for shopping with us!', 'Your score (min 0.0, max 1.0)', str(s.score)])

  @staticmethod
  def _sub_page_text(page: str, product: dict) -> list[str]:
    if page == 'description':
      return [product['Description']]
    if page == 'features':
      return list(product['BulletPoints'])
    if page == 'attributes':
      return list(product['Attributes'])
    parts = []
    for review in product['Reviews']:
      parts += [f'"{review.get("title", "")}"', str(review['score']), review['body']]
    return parts

  # ---- the goal scorer -----------------------------------------------------------------------------
  def score(self, asin: Optional[str] = None,
            options: Optional[dict] = None) -> Optional[reward_lib.ScoreBreakdown]:
    """get_reward's components for a product (default: the open one) with options, against the goal."""
    asin = self.session.asin if asin is None else asin
    if asin is None:
      return None
    options = self.session.options if options is None else options
    key = (asin, tuple(sorted(options.items())))
    if key not in self._scores:
      self._scores[key] = reward_lib.score_breakdown(
          self.catalog.by_asin[asin], self.goal, self.catalog.prices[asin], options)
    return self._scores[key]

  # ---- transitions ---------------------------------------------------------------------------------
  def resolve(self, action: str) -> Optional[tuple[str, str, Optional[Clickable]]]:
    """('search', query, None) or ('click', name, clickable) when the page offers the action, else None."""
    if self.session.done:
      return None
    name, arg = parse_action(action)
    if arg is not None:
      arg = arg.lower()
    if name == 'search' and arg is not None:   # the regex makes arg non-empty
      return 'search', arg, None
    clickables = self.clickables()
    if name == 'click' and arg in clickables and arg != 'search':
      return 'click', arg, clickables[arg]
    return None

  def step(self, action: str) -> bool:
    """Apply one action; False (and nothing changes) when the page does not offer it."""
    resolved = self.resolve(action)
    if resolved is None:
      return False
    verb, arg, clickable = resolved
    if verb == 'search':
      self._search(arg.split(' '), 1)   # SimBrowser.search: keywords = query.split(' ')
    else:
      self._click(arg, clickable)
    return True

  def _search(self, keywords: list[str], results_page: int) -> None:
    s = self.session
    s.keywords, s.results_page, s.asin, s.options = keywords, results_page, None, {}
    s.searched, s.page = True, 'results'

  def _click(self, name: str, clickable: Clickable) -> None:
    s = self.session
    if clickable.kind == 'product':
      s.asin, s.page = clickable.payload, 'item'
    elif clickable.kind == 'option':
      s.options[clickable.payload] = name
    elif name == END_BUTTON:
      s.score, s.reward_info = reward_lib.get_reward(
          self.product, self.goal, price=self.catalog.prices[s.asin], options=s.options, verbose=True)
      s.done, s.page = True, 'done'
    elif name == BACK_TO_SEARCH:
      s.keywords, s.results_page, s.asin, s.options, s.page = None, None, None, {}, 'search'
    elif name == NEXT_PAGE:
      self._search(s.keywords, s.results_page + 1)
    elif name == PREV_PAGE and s.page == 'results':
      self._search(s.keywords, s.results_page - 1)
    elif name == PREV_PAGE and s.page == 'item':
      self._search(s.keywords, s.results_page)
    elif name == PREV_PAGE:
      s.page = 'item'
    else:
      s.page = name   # a sub-page


def graph_identity(browser: Browser, actions: Optional[list[str]] = None) -> dict[str, str]:
  """SGR-OPSD's WebShop state descriptors: `node_state` (joined to the formatted observation in the graph
  node key: product id, results page, page name, selected options) and `signature` (what compared visits
  must share: a hash of the whole session state and the available actions; `actions`: the browser's
  admissible actions when the caller already has them)."""
  s = browser.session
  node = {'asin': s.asin, 'page': s.results_page, 'page_name': s.page, 'options': s.options}
  full = {**node, 'keywords': s.keywords, 'searched': s.searched, 'done': s.done,
          'actions': browser.admissible_actions() if actions is None else actions}
  dump = lambda x: json.dumps(x, sort_keys=True, separators=(',', ':'))
  return {'node_state': dump(node), 'signature': hashlib.sha256(dump(full).encode()).hexdigest()[:16]}


@functools.lru_cache(maxsize=4)
def _search_engine(catalog: Catalog) -> ProductSearch:
  return ProductSearch(catalog.products)


class WebShopEnv:
  """The Environment protocol (envs/base.py) over a catalog: bundled by default, official with data_dir.

  Reward 10 on the step that buys a product scoring exactly 1.0, else 0; `info['score']` is WebShop's raw
  score on the purchase step (0 before, and on an episode that runs out of steps). Besides the shared keys
  (`base.StepInfo`), `info` holds WebShop's own, which no shared layer reads: 'task_type' after reset (the
  goal's category) and 'executed' after a step (the action the browser executed).
  """
  name = 'webshop'

  def __init__(self, data_dir: Optional[str | WebShopData] = None, max_steps: int = 15,
               human_goals: bool = True, num_products: Optional[int] = None, show_attrs: bool = False,
               reviews: bool = False, splits: str = 'verl-agent'):
    """data_dir: a folder of WebShop's files (data.py), None for the bundled catalog, or a WebShopData
    (what the builder passes through make_envs: folder, splits, reviews and goal kind in one value)."""
    data = data_dir if isinstance(data_dir, WebShopData) else WebShopData(data_dir, splits, reviews, human_goals)
    self.catalog = load_catalog(data.data_dir, data.human_goals, num_products, data.reviews)
    self.splits = data.splits
    self.search_engine = _search_engine(self.catalog)
    self.max_steps = max_steps
    self.show_attrs = show_attrs
    self.browser: Optional[Browser] = None
    self._steps = 0
    self._done = True

  def tasks(self) -> TaskList:
    return self.catalog.task_list(self.splits)

  def reset(self, task: Task) -> tuple[str, dict[str, Any]]:
    index = task.payload   # a goal index: a negative one would silently wrap to the last goals
    n = len(self.catalog.goals)
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < n:
      raise ValueError(f'WebShop task {task.task_id!r}: goal index {index!r} is not in [0, {n})')
    goal = self.catalog.goals[index]
    self.browser = Browser(self.catalog, self.search_engine, goal, self.show_attrs)
    self._steps, self._done = 0, False
    actions = self.browser.admissible_actions()
    info = {
        'task': goal['instruction_text'],
        'task_type': goal['category'],
        'admissible_actions': actions,
        'rubric': rubric.initial_channels(),
        'state': rubric.state_summary(self.browser),
        **graph_identity(self.browser, actions),
    }
    return self.browser.observation(), info

  def step(self, action: str) -> StepResult:
    if self._done:
      raise RuntimeError('WebShopEnv.step after the episode ended; call reset(task) first')
    key = rubric.action_key(action, self.browser)   # read from the pre-action page
    executed = self.browser.step(action)
    self._steps += 1
    session = self.browser.session
    won = session.done and session.score == 1.0
    self._done = session.done or self._steps >= self.max_steps
    actions = self.browser.admissible_actions()   # once: the info's list and the SGR-OPSD signature
    info = {
        'won': won,
        'score': session.score if session.done else 0.0,
        'admissible_actions': [] if self._done else actions,
        'rubric': rubric.channels(self.browser),
        'state': rubric.state_summary(self.browser),
        'action_key': key,
        'executed': executed,
        **graph_identity(self.browser, actions),
    }
    return StepResult(self.browser.observation(), SUCCESS_REWARD if won else 0.0, self._done, info)
