"""Which anchor rule the agent loop records rows with: GraphGPO's tracker key only for GraphGPO and MCGPO on
ALFWorld, the exact observation for every other algorithm (GiGPO, G2PO, HGPO papers; docs/semantics/credit.md), and an
explicit `config.anchor` wins."""

import pytest

from configs import alfworld, webshop
from mcgpo_jax import builder
from mcgpo_jax.rollout import actor as actor_lib
from mcgpo_jax.config import ConfigError, validate_config
from mcgpo_jax.credit import methods


@pytest.mark.parametrize("algorithm,env,want", [
    ("graphgpo", "alfworld", "tracker"), ("mcgpo", "alfworld", "tracker"),
    ("gigpo", "alfworld", "observation"), ("g2po", "alfworld", "observation"), ("hgpo", "alfworld", "observation"),
    ("grpo", "alfworld", "observation"), ("sgr_opsd", "alfworld", "observation"),
    ("mcgpo", "webshop", "observation"), ("graphgpo", "webshop", "observation")])
def test_default_anchor_follows_the_algorithm(algorithm, env, want):
  assert methods.anchor(algorithm, env) == want
  flipped = {"tracker": "observation", "observation": "tracker"}[want]
  assert methods.anchor(algorithm, env, flipped) == flipped


def _collected_anchor(monkeypatch, cfg) -> str:
  """The anchor argument the run's actor (builder.make_actor) hands to the agent loop for `cfg`."""
  seen = {}

  def fake_collect(*args, **kwargs):
    seen["anchor"] = args[10]
    return "rollout"

  monkeypatch.setattr(actor_lib, "collect", fake_collect)
  monkeypatch.setattr(actor_lib.exchange, "gather", lambda r: r)
  builder.make_actor(cfg, envs=None, engine=None, tokenizer=None, steps=5).collect(["task"], 2, None, seed=0)
  return seen["anchor"]


def test_trainer_uses_the_algorithms_anchor_on_alfworld(monkeypatch):
  cfg = alfworld.get_config("smoke")
  assert cfg.anchor is None
  for algorithm, want in (("mcgpo", "tracker"), ("graphgpo", "tracker"), ("gigpo", "observation"),
                          ("g2po", "observation"), ("hgpo", "observation")):
    cfg.algorithm = algorithm
    assert _collected_anchor(monkeypatch, cfg) == want, algorithm
  cfg.algorithm, cfg.anchor = "gigpo", "tracker"     # explicit override wins
  assert _collected_anchor(monkeypatch, cfg) == "tracker"


def test_anchor_field_is_validated():
  cfg = webshop.get_config("smoke")
  cfg.anchor = "exact"
  with pytest.raises(ConfigError, match="config.anchor"):
    validate_config(cfg)
