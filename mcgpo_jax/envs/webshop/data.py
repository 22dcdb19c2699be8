"""Products and goals: WebShop's files, WebShop's loading code, WebShop's goal generators.

Ports (princeton-nlp/WebShop, the engine that verl-agent vendors): engine.py::load_products /
generate_product_prices, goal.py::get_human_goals / get_synthetic_goals, and the goal shuffle of
web_agent_text_env.SimServer (`random.seed(233); random.shuffle(goals)`).

Goal order: the shuffle depends only on the number of goals and the seed 233, so goal index i names the
same product and instruction as in the original (and in verl-agent, which resets workers by that index).

Price limits (the ", and price lower than X dollars" clause) and the prices of products listed with a
price range: the original draws both from Python's *global* RNG, which nothing seeds before
load_products runs (goal.py, engine.py and utils.py call no random.seed; the 233 seed comes after).
Each original process therefore draws its own prices and limits, so one goal index can carry a different
limit from one run, or one verl-agent worker, to the next. Here they come from a private
`random.Random(42)` in the original's call order (every product price, then every goal limit), so every
environment instance, worker process and run agrees; the limits follow the original's rule (the larger
of two distinct draws among the next four $10 steps above the price) but not its (unreproducible) values.

Files (the names WebShop's setup.sh downloads into its data/ folder); `data_dir` points at that folder:
  items_shuffle_1000.json | items_shuffle.json   products (raw scrape format; the _1000 file wins)
  items_ins_v2_1000.json  | items_ins_v2.json    {asin: {attributes, instruction, ...}} per product
  items_human_ins.json                           {asin: [{instruction, instruction_attributes,
                                                  instruction_options}]} (human goals)
  reviews.json                                   [{asin, average_rating, reviews}], read with reviews=True
The bundled catalog (mcgpo_jax/envs/webshop/data/, written by make_catalog.py) uses the same formats.

Splits of the official goals (`splits`): "verl-agent" (default; what the papers ran) test = goal indices
[0, 500), train = [500, n); "webshop" (the original IL/RL baselines) test [0, 500), valid [500, 1500),
train the rest. The bundled catalog is small and its goals are not WebShop's, so it always splits
proportionally: first 10% test, next 10% valid, the rest train.
"""
from __future__ import annotations

import dataclasses
import functools
import itertools
import json
import os
import random
import re
from collections import defaultdict
from decimal import Decimal
from pathlib import Path
from typing import Optional

from mcgpo_jax.envs.base import Task, TaskList

BUNDLED_DIR = Path(__file__).resolve().parent / "data"
PRODUCT_FILES = ("items_shuffle_1000.json", "items_shuffle.json")
ATTRIBUTE_FILES = ("items_ins_v2_1000.json", "items_ins_v2.json")
HUMAN_FILE = "items_human_ins.json"
REVIEW_FILE = "reviews.json"

PRICE_RANGE = [10.0 * i for i in range(1, 100)]      # goal.py
GOAL_SEED = 42      # ours: the original leaves prices and price limits unseeded (module docstring)
SHUFFLE_SEED = 233  # SimServer `random.seed(233)` before shuffling the goals
# Leading blocks of goal indices per split scheme, then "train" for the rest.
OFFICIAL_SPLITS = {"verl-agent": (("test", 500),), "webshop": (("test", 500), ("valid", 1000))}
BUNDLED_SPLITS = (("test", 0.1), ("valid", 0.1))

_MISSING_DATA_HELP = """\
WebShop data not found in {data_dir}: missing {missing}.
Download the files of WebShop's setup.sh (github.com/princeton-nlp/WebShop, `./setup.sh -d small` or
`-d all`) into one folder and pass it as data_dir:
  items_shuffle_1000.json + items_ins_v2_1000.json   (small: 1000 products)   or
  items_shuffle.json      + items_ins_v2.json        (all: 1.18M products)
  items_human_ins.json                               (human goals; needed unless human_goals=False)
  reviews.json                                       (only with reviews=True)
Without data_dir the environment runs on the bundled synthetic catalog ({bundled})."""


@dataclasses.dataclass(frozen=True)
class WebShopData:
  """Which catalog to load: `config.webshop`'s fields. Hashable and picklable, because make_envs forwards
  one `data` value to every environment (worker processes included). Catalogs are cached by the fields
  they are loaded from; `splits` only labels their goals (Catalog.task_list), so schemes share one catalog.

  data_dir: the folder of WebShop's files (module docstring); None: the bundled catalog.
  splits: "verl-agent" | "webshop" (official data only). reviews: load reviews.json (the original
  engine does not, so it shows 'Rating: N.A.' and empty Reviews pages).
  """
  data_dir: Optional[str] = None
  splits: str = "verl-agent"
  reviews: bool = False
  human_goals: bool = True

  def __post_init__(self):
    if self.splits not in OFFICIAL_SPLITS:
      raise ValueError(f"config.webshop.splits={self.splits!r} is unknown; choose one of "
                       f"{', '.join(OFFICIAL_SPLITS)}")


@dataclasses.dataclass(eq=False)   # hashed by identity: per-catalog caches key on it
class Catalog:
  """Loaded products and goals of one data folder."""
  data_dir: Path
  bundled: bool
  products: list[dict]
  by_asin: dict[str, dict]
  prices: dict[str, float]
  goals: list[dict]

  def task_list(self, splits: str = "verl-agent") -> TaskList:
    """One Task per goal index, split by index under scheme `splits` (module docstring); task_type is the
    goal category."""
    n = len(self.goals)
    split = _split_names(n, self.bundled, splits)
    return TaskList([
        Task(task_id=f"webshop-{i}", split=split[i], task_type=g['category'], payload=i)
        for i, g in enumerate(self.goals)])


def _split_names(n: int, bundled: bool, splits: str = "verl-agent") -> list[str]:
  """Split name of each goal index: leading blocks (test, and valid where the scheme has one), the rest
  train."""
  sizes = ([(name, int(round(share * n))) for name, share in BUNDLED_SPLITS] if bundled
           else list(OFFICIAL_SPLITS[splits]))
  names, start = ["train"] * n, 0
  for name, size in sizes:
    end = min(n, start + size)
    names[start:end] = [name] * max(0, end - start)
    start += size
  return names


def _first_existing(data_dir: Path, names: tuple[str, ...]) -> Optional[Path]:
  for name in names:
    if (data_dir / name).is_file():
      return data_dir / name
  return None


def data_files(data_dir: Optional[str] = None, human_goals: bool = True,
               reviews: bool = False) -> tuple[Path, Path, Path, Path]:
  """(products, attributes, human goals, reviews) files of a data folder (None: the bundled catalog);
  FileNotFoundError naming what is missing. The config check runs it too, before the run dir is written."""
  root = BUNDLED_DIR if data_dir is None else Path(os.path.expanduser(data_dir))
  products_path = _first_existing(root, PRODUCT_FILES)
  attributes_path = _first_existing(root, ATTRIBUTE_FILES)
  human_path = root / HUMAN_FILE
  missing = [" or ".join(names) for names, path in
             ((PRODUCT_FILES, products_path), (ATTRIBUTE_FILES, attributes_path)) if path is None]
  if human_goals and not human_path.is_file():
    missing.append(HUMAN_FILE)
  if missing:
    raise FileNotFoundError(_MISSING_DATA_HELP.format(
        data_dir=root, missing=", ".join(missing), bundled=BUNDLED_DIR))
  reviews_path = root / REVIEW_FILE
  if reviews and not reviews_path.is_file():
    raise FileNotFoundError(f"config.webshop.reviews=True needs {reviews_path} (WebShop's reviews.json)")
  return products_path, attributes_path, human_path, reviews_path


@functools.lru_cache(maxsize=4)
def load_catalog(data_dir: Optional[str] = None, human_goals: bool = True,
                 num_products: Optional[int] = None, reviews: bool = False) -> Catalog:
  """Products, prices and shuffled goals; cached so the G sibling environments (and runs of either split
  scheme) share one copy."""
  bundled = data_dir is None
  products_path, attributes_path, human_path, reviews_path = data_files(data_dir, human_goals, reviews)
  rng = random.Random(GOAL_SEED)
  products = load_products(
      products_path, attributes_path, human_path if human_goals else None,
      reviews_path if reviews else None, num_products)
  prices = generate_product_prices(products, rng)
  goals = (get_human_goals if human_goals else get_synthetic_goals)(products, prices, rng)
  random.Random(SHUFFLE_SEED).shuffle(goals)
  return Catalog(data_dir=products_path.parent, bundled=bundled, products=products,
                 by_asin={p['asin']: p for p in products}, prices=prices, goals=goals)


def load_products(products_path: Path, attributes_path: Path, human_path: Optional[Path],
                  reviews_path: Optional[Path], num_products: Optional[int] = None) -> list[dict]:
  """engine.py::load_products: raw scrape records -> the fields the pages and the scorer read.

  Kept from the original: asins 'nan' or longer than 10 characters and repeated asins are skipped,
  option values are stripped, lower-cased and '/' becomes ' | ', pricing strings become one or two floats,
  products without attributes get ['DUMMY_ATTR'], the query is lower-cased. Not kept: image fields
  (text mode never shows them).
  """
  with open(products_path) as f:
    raw = json.load(f)
  with open(attributes_path) as f:
    attributes = json.load(f)
  human_attributes = {}
  if human_path is not None:
    with open(human_path) as f:
      human_attributes = json.load(f)
  all_reviews, all_ratings = {}, {}
  if reviews_path is not None:
    with open(reviews_path) as f:
      for r in json.load(f):
        all_reviews[r['asin']] = r['reviews']
        all_ratings[r['asin']] = r['average_rating']
  if num_products is not None:
    raw = raw[:num_products]   # items_shuffle is already shuffled

  products, seen = [], set()
  for p in raw:
    asin = p['asin']
    if asin == 'nan' or len(asin) > 10 or asin in seen:
      continue
    seen.add(asin)
    product = {
        'asin': asin,
        'name': p['name'],
        'category': p['category'],
        'product_category': p['product_category'],
        'query': p['query'].lower().strip(),
        'Title': p['name'],
        'Description': p['full_description'],
        'BulletPoints': (p['small_description'] if isinstance(p['small_description'], list)
                         else [p['small_description']]),
        'Reviews': [_review(r) for r in all_reviews.get(asin, [])],
        'Rating': all_ratings.get(asin, 'N.A.'),
    }
    product['pricing'], product['Price'] = _parse_pricing(p.get('pricing'))
    product['options'] = _parse_options(p.get('customization_options'))
    entry = attributes.get(asin, {})
    product['Attributes'] = entry['attributes'] if 'attributes' in entry else ['DUMMY_ATTR']
    if human_path is not None:
      if asin in human_attributes:
        product['instructions'] = human_attributes[asin]
    else:
      product['instruction_text'] = attributes[asin].get('instruction', None)
      product['instruction_attributes'] = attributes[asin].get('instruction_attributes', None)
    products.append(product)
  return products


def _review(r: dict) -> dict:
  out = dict(r)
  if 'score' not in out:
    out['score'] = out.pop('stars')
  out['body'] = out.pop('review') if 'review' in out else ''
  return out


def _parse_pricing(pricing: Optional[str]) -> tuple[list[float], str]:
  if not pricing:
    return [100.0], '$100.0'
  values = [float(Decimal(re.sub(r'[^\d.]', '', price))) for price in pricing.split('$')[1:]]
  if len(values) == 1:
    return values, f"${values[0]}"
  return values[:2], f"${values[0]} to ${values[1]}"


def _parse_options(customization_options: Optional[dict]) -> dict[str, list[str]]:
  options = {}
  for option_name, option_contents in (customization_options or {}).items():
    if option_contents is None:
      continue
    options[option_name.lower()] = [
        c['value'].strip().replace('/', ' | ').lower() for c in option_contents]
  return options


def generate_product_prices(products: list[dict], rng: random.Random) -> dict[str, float]:
  """engine.py::generate_product_prices: a fixed price per product, uniform inside a price range."""
  prices = {}
  for product in products:
    pricing = product['pricing']
    if not pricing:
      price = 100.0
    elif len(pricing) == 1:
      price = pricing[0]
    else:
      price = rng.uniform(*pricing[:2])
    prices[product['asin']] = price
  return prices


_PRICE_CLAUSE = re.compile(r', and price lower than \d+\.\d\d dollars$')


def strip_price_clause(instruction_text: str) -> str:
  """The instruction without the clause that `price_upper_clause` appends."""
  return _PRICE_CLAUSE.sub('', instruction_text)


def price_upper_clause(price: float, rng: random.Random) -> tuple[float, str]:
  """The price clause of both goal generators: the larger of two of the next four steps of $10."""
  price_range = [p for p in PRICE_RANGE if p > price][:4]
  if len(price_range) >= 2:
    _, price_upper = sorted(rng.sample(price_range, 2))
    return price_upper, f', and price lower than {price_upper:.2f} dollars'
  return 1000000, ''


def get_human_goals(products: list[dict], prices: dict[str, float],
                    rng: random.Random) -> list[dict]:
  """goal.py::get_human_goals: one goal per human instruction that names at least one attribute."""
  goals = []
  for item in products:
    for product in item.get('instructions', ()):
      attributes = product['instruction_attributes']
      if len(attributes) == 0:
        continue
      price_upper, price_text = price_upper_clause(prices[item['asin']], rng)
      goals.append({
          'asin': item['asin'],
          'category': item['category'],
          'query': item['query'],
          'name': item['name'],
          'product_category': item['product_category'],
          'instruction_text': product['instruction'].strip('.') + price_text,
          'attributes': attributes,
          'price_upper': price_upper,
          'goal_options': product['instruction_options'],
          'weight': 1,
      })
  return goals


def get_synthetic_goals(products: list[dict], prices: dict[str, float],
                        rng: random.Random) -> list[dict]:
  """goal.py::get_synthetic_goals: one goal per option combination of each instructed product.

  As in the original, 'name' is the product Title (the dict literal sets it twice; the last wins), and
  each goal is weighted by the mean inverse frequency of its attributes.
  """
  goals = []
  cnt_atts = defaultdict(int)
  for product in products:
    if product.get('instruction_text') is None:
      continue
    attributes = product['instruction_attributes']
    if not attributes:
      raise ValueError(f"product {product['asin']}: synthetic goal without instruction_attributes")
    price_upper, price_text = price_upper_clause(prices[product['asin']], rng)
    options = product['options']
    option_names = sorted(options)
    for combination in itertools.product(*(options[name] for name in option_names)):
      goal_options = dict(zip(option_names, combination))
      option_text = ', and '.join(f'{k}: {v}' for k, v in goal_options.items())
      option_text = ' with ' + option_text if option_text else ''
      goals.append({
          'asin': product['asin'],
          'category': product['category'],
          'query': product['query'],
          'name': product['Title'],
          'product_category': product['product_category'],
          'instruction_text': f"{product['instruction_text']}{option_text}{price_text}",
          'attributes': attributes,
          'price_upper': price_upper,
          'goal_options': goal_options,
      })
      for att in attributes:
        cnt_atts[att] += 1
  for goal in goals:
    goal['weight'] = sum(1. / cnt_atts[att] for att in goal['attributes']) / len(goal['attributes'])
  return goals
