"""WebShop's copy curriculum: synthetic episodes whose every answer is a span of its own prompt.

A tiny policy cloned on 64-256 demonstrations never learns to copy (docs/quickstart.md): its searches are
sentences remembered from the demonstrations and it clicks ids it saw while cloning. These episodes give it
many repeats of the four copies a WebShop episode needs: the instruction's words into `search[...]`, the id
shown beside the best-matching title into `click[...]`, each option value the instruction names, and
`click[buy now]`.

Each episode starts from a synthetic goal: words of a catalog product's title, one value of each of its
option groups, and a price clause drawn by the goal generators' own rule. It is played through WebShop's
browser on the real search engine, so its pages are WebShop pages and its prompts come from the prompt
builder real episodes use (prompts.build_prompt). Only products that a training goal names and no held-out
(test or valid) goal names become targets, so no validation goal's product is ever what the policy is
taught to find. The buy is answered, not executed: nothing here computes a reward.
"""
from __future__ import annotations

import random
from typing import Optional

from mcgpo_jax.envs.interface import CopyExample, PromptConfig
from mcgpo_jax.envs.webshop import reward as reward_lib
from mcgpo_jax.envs.webshop.data import WebShopData, price_upper_clause, strip_price_clause
from mcgpo_jax.envs.webshop.engine import END_BUTTON, Browser, WebShopEnv
from mcgpo_jax.envs.webshop.prompts import build_prompt

OPENINGS = ("i need", "i want", "i am looking for", "find me", "i would like")   # as the human goals start
MIN_TITLE_WORDS = 3


def target_products(env: WebShopEnv) -> list[dict]:
  """The products a curriculum goal may name: those of training goals, less any that a test or valid goal
  names (a product can carry goals of several splits), in catalog order."""
  by_split: dict[str, set[str]] = {}
  for task in env.tasks().tasks:
    by_split.setdefault(task.split, set()).add(env.catalog.goals[task.payload]['asin'])
  held_out = set().union(*(asins for split, asins in by_split.items() if split != 'train'))
  allowed = by_split.get('train', set()) - held_out
  return [p for p in env.catalog.products if p['asin'] in allowed]


def synthetic_goal(product: dict, price: float, rng: random.Random) -> dict:
  """A goal naming `product`: an opening, an ordered random subset of its title's words, one value of each
  option group ("in <v1> and <v2>"), and the goal generators' price clause."""
  words = product['Title'].lower().replace(',', ' ').split()
  keep = sorted(rng.sample(range(len(words)), rng.randint(min(MIN_TITLE_WORDS, len(words)), len(words))))
  values = [rng.choice(options) for options in product['options'].values() if options]
  text = f"{rng.choice(OPENINGS)} {' '.join(words[i] for i in keep)}"
  if values:
    text += f", in {' and '.join(values)}"
  price_upper, price_text = price_upper_clause(price, rng)
  return {'asin': product['asin'], 'instruction_text': text + price_text, 'goal_options': values,
          'price_upper': price_upper}


def best_match(browser: Browser, query: str) -> Optional[dict]:
  """The listed product whose title best fuzzy-matches the query (the first such on the page), None on an
  empty page."""
  products = browser.page_products()
  if not products:
    return None
  return max(products, key=lambda p: reward_lib.token_set_ratio(query, p['Title']))


def play(env: WebShopEnv, product: dict, prompt_cfg: PromptConfig, allowed: set[str],
         rng: random.Random) -> Optional[list[CopyExample]]:
  """One episode's decisions toward `product`'s synthetic goal; None when the best-matching title on the
  first results page is not an allowed product (or nothing is found), so the episode would teach finding a
  held-out product or nothing."""
  goal = synthetic_goal(product, env.catalog.prices[product['asin']], rng)
  browser, history, examples = Browser(env.catalog, env.search_engine, goal, env.show_attrs), [], []
  task = goal['instruction_text']

  def decide(action: str, kind: str) -> None:
    observation = browser.observation()
    examples.append(CopyExample(build_prompt(prompt_cfg, task, observation, browser.admissible_actions(), history),
                                action, kind))
    history.append((observation, action))

  query = strip_price_clause(task)
  decide(f'search[{query}]', 'search')
  browser.step(examples[-1].action)
  chosen = best_match(browser, query)
  if chosen is None or chosen['asin'] not in allowed:
    return None
  decide(f"click[{chosen['asin'].lower()}]", 'product')
  browser.step(examples[-1].action)
  for values in chosen['options'].values():
    named = [v for v in values if v in goal['goal_options']]
    if named:
      decide(f'click[{named[0]}]', 'option')
      browser.step(examples[-1].action)
  decide(f'click[{END_BUTTON}]', 'buy')
  return examples


def copy_examples(data: Optional[WebShopData], prompt_cfg: PromptConfig, episodes: int,
                  seed: int) -> list[CopyExample]:
  """`episodes` curriculum episodes (EnvSpec.copy_curriculum), their decisions in order; targets drawn with
  replacement from `target_products` by a stream seeded with `seed`. ValueError when the catalog has no
  allowed product or too few episodes can be played."""
  env = WebShopEnv(data_dir=data)
  products = target_products(env)
  if not products:
    raise ValueError("the WebShop copy curriculum needs a product that only training goals name")
  allowed, rng, out, played = {p['asin'] for p in products}, random.Random(seed), [], 0
  for _ in range(4 * episodes):
    examples = play(env, rng.choice(products), prompt_cfg, allowed, rng)
    if examples is not None:
      out.extend(examples)
      played += 1
      if played == episodes:
        return out
  raise ValueError(f"the WebShop copy curriculum played only {played} of {episodes} episodes in "
                   f"{4 * episodes} tries")
