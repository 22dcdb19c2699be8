"""HGPO kernel: a hand-computed hierarchy, the spread rule, randomized agreement with the NumPy oracle."""
import numpy as np
import pytest

from mcgpo_jax.credit import hgpo, methods
from mcgpo_jax.data.batch import pack, ragged
from mcgpo_jax.data.records import Group
from tests.oracles import hgpo as oracle
from tests.randgroups import G, T, assert_agrees_with_oracle, flat, trajectory

OFFSET = 30_000   # this file's random batch shapes (randgroups.random_batch); 2 to 4 keys


def test_hand_case():
  """τ0 = A B (success), τ1 = A B (fail), τ2 = C B (success); K = 1, mean mode, γ = 0.5.

  Returns: τ0 (5, 10), τ1 (0, 0), τ2 (5, 10).
  Level 1 (current key): A {5, 0} mean 2.5; B {10, 0, 10} mean 20/3; C alone → no item.
  Level 2 (window of 2): (A,B) {10, 0} mean 5; (C,B) alone → no item.
  """
  group = Group("hand", "alfworld", [trajectory("AB", True), trajectory("AB", False), trajectory("CB", True)])
  batch = pack([group], horizon=T, group_size=G)
  got = flat(ragged(hgpo.advantages(batch, hgpo.Config(history=1, gamma=0.5, mode="mean")), batch))
  b = 20 / 3
  want = [2.5,                                  # A: level 1 only
          (2 * (10 - b) + 3 * (10 - 5)) / 5,    # B in τ0: w = 2/5 (k=1), 3/5 (k=2)
          -2.5,
          (2 * (0 - b) + 3 * (0 - 5)) / 5,
          0.0,                                  # C: no cluster with ≥ 2 rows
          10 - b]                               # B in τ2: only level 1 has ≥ 2 rows
  np.testing.assert_allclose(got, want, atol=1e-5)
  np.testing.assert_allclose(want, flat(oracle.hgpo([group], "mean", history=1, gamma=0.5)), atol=1e-9)


def test_cluster_without_spread_gives_no_item():
  """Identical trajectories: every cluster lacks spread, so every row gets exactly 0 (the float mean of
  equal returns must not leak a tiny item)."""
  group = Group("flat", "alfworld", [trajectory("AB", True), trajectory("AB", True)])
  batch = pack([group], horizon=T, group_size=G)
  adv = np.asarray(hgpo.advantages(batch, hgpo.Config()))
  assert np.all(adv == 0.0)  # exactly, not approximately


def test_item_at_the_mean_keeps_its_weight():
  """The spread rule, not `a != 0`: an item that is exactly 0 still takes its share of the weights.

  K = 1, γ = 0.5, mean mode. B's returns: τ0 = DBC → 5, τ1 = DB (fail) → 0, τ2 = AB → 10, τ3 = EBC → 5.
  τ0's B: level 1 {5, 0, 10, 5} has mean 5, so a_1 = 0 exactly (spread 10: an item);
  level 2 (D,B) {5, 0} gives a_2 = 2.5. A = (2·0 + 3·2.5)/5 = 1.5 (dropping the zero item would give 2.5).
  """
  group = Group("mean", "alfworld", [trajectory("DBC", True), trajectory("DB", False), trajectory("AB", True),
                                     trajectory("EBC", True)])
  batch = pack([group], horizon=T, group_size=G)
  got = flat(ragged(hgpo.advantages(batch, hgpo.Config(history=1, gamma=0.5, mode="mean")), batch))
  assert got[1] == pytest.approx(1.5, abs=1e-6)
  np.testing.assert_allclose(got, flat(oracle.hgpo([group], "mean", history=1, gamma=0.5)), atol=1e-6)


@pytest.mark.parametrize("mode", ["mean_std", "mean"])
@pytest.mark.parametrize("history", [0, 2])
def test_matches_oracle(mode, history):
  cfg = hgpo.Config(mode=mode, history=history)
  assert_agrees_with_oracle(lambda batch: hgpo.advantages(batch, cfg),
                            lambda groups: oracle.hgpo(groups, mode, history=history), OFFSET, max_keys=5)


def test_long_history_and_episode_term_match_oracle():
  """K ≥ T (every window length up to the full prefix), 2 keys (long repeated windows), episode term on."""
  cfg = hgpo.Config(history=8, episode_weight=0.5, episode_stats="trajectory", gamma=0.9)
  assert_agrees_with_oracle(
      lambda batch: hgpo.advantages(batch, cfg),
      lambda groups: oracle.hgpo(groups, "mean_std", history=8, gamma=0.9, episode_weight=0.5,
                                 episode_stats="trajectory"), OFFSET, seeds=range(15), num_keys=2)


def test_env_defaults_and_validation():
  assert methods.make_config("hgpo", env="webshop").mode == "mean"
  with pytest.raises(ValueError, match="hgpo.Config.history"):
    hgpo.Config(history=-1)
  with pytest.raises(ValueError, match="hgpo.Config.mode"):
    hgpo.Config(mode="std")
