"""WebShop's copy curriculum: every answer is a span of its prompt, every kind of copy appears,
no held-out goal's product is ever a target, an environment without a curriculum is refused in one line,
and a few copy steps of the warm start change the weights."""
from __future__ import annotations

import re

import jax
import numpy as np
import pytest

from configs import alfworld as alfworld_config
from configs import webshop as webshop_config
from mcgpo_jax import builder, warm_start
from mcgpo_jax import config as config_lib
from mcgpo_jax.envs.interface import PromptConfig
from mcgpo_jax.envs.registry import spec
from mcgpo_jax.envs.webshop import curriculum
from mcgpo_jax.envs.webshop.engine import WebShopEnv

_ACTION = re.compile(r"(search|click)\[(.+)\]$")


@pytest.fixture(scope="module")
def examples():
  return spec("webshop").copy_curriculum(None, PromptConfig("webshop", action_only=True, history_length=1), 24, 0)


def _held_out_products(env: WebShopEnv) -> set[str]:
  return {env.catalog.goals[t.payload]["asin"] for t in env.tasks().tasks if t.split != "train"}


def test_every_answer_is_a_span_of_its_prompt(examples):
  for e in examples:
    verb, argument = _ACTION.match(e.action).groups()
    assert argument in e.prompt, (e.action, e.prompt)
    if verb == "click":   # the very action is listed among the admissible ones
      assert f"'{e.action}'" in e.prompt, e.action


def test_every_kind_of_copy_appears_and_searches_copy_the_instruction(examples):
  assert {e.kind for e in examples} == {"search", "product", "option", "buy"}
  for e in examples:
    if e.kind == "search":
      task = re.search(r"Your task is to: (.+)\.\n", e.prompt).group(1)
      assert task.startswith(e.action[len("search["):-1] + ", and price lower than ")


def test_held_out_goals_products_are_never_targets(examples):
  env = WebShopEnv()
  held_out = _held_out_products(env)
  targets = curriculum.target_products(env)
  assert targets and not held_out & {p["asin"] for p in targets}
  clicked = {e.action[len("click["):-1] for e in examples if e.kind == "product"}
  assert clicked and not clicked & {a.lower() for a in held_out}


def test_an_environment_without_a_curriculum_is_refused_in_one_line():
  cfg = alfworld_config.get_config("smoke")
  cfg.warm_start.copy_steps = 5
  with pytest.raises(config_lib.ConfigError) as e:
    config_lib.validate_config(cfg)
  assert "copy_steps=5" in str(e.value) and "alfworld" in str(e.value) and "\n" not in str(e.value)


def test_a_few_copy_steps_change_the_weights_and_the_tokenizer_sees_the_curriculum(tmp_path, monkeypatch):
  cfg = webshop_config.get_config("smoke")
  cfg.run_dir, cfg.num_updates, cfg.eval_every, cfg.checkpoint_every = str(tmp_path), 0, 0, 0
  cfg.warm_start.copy_steps, cfg.warm_start.copy_episodes, cfg.warm_start.steps = 3, 2, 2
  phases, texts, copies = [], [], []
  supervised, train_tokenizer, copy_curriculum = (warm_start.supervised, warm_start.train_tokenizer,
                                                  warm_start.copy_curriculum)

  def spy(cfg, learner, params, rows, steps, phase):
    before = jax.tree.map(np.array, jax.tree.leaves(params))
    out = supervised(cfg, learner, params, rows, steps, phase)
    phases.append((phase, steps, any(not np.array_equal(a, np.asarray(b))
                                     for a, b in zip(before, jax.tree.leaves(out)))))
    return out

  monkeypatch.setattr(warm_start, "supervised", spy)
  monkeypatch.setattr(warm_start, "train_tokenizer", lambda t, *a: (texts.extend(t), train_tokenizer(t, *a)))
  monkeypatch.setattr(warm_start, "copy_curriculum", lambda *a: copies.extend(copy_curriculum(*a)) or copies)
  builder.build(cfg).close()
  assert phases == [("copy phase", 3, True), ("warm start", 2, True)]
  assert len(copies) >= 2 * 3 and {c.prompt + c.response for c in copies} <= set(texts)
