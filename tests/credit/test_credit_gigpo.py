"""GiGPO kernel: the issue's golden case, randomized agreement with the NumPy oracle, similarity anchors."""
import numpy as np
import pytest

from mcgpo_jax.credit import gigpo, methods
from mcgpo_jax.data.batch import pack, ragged
from mcgpo_jax.data.records import Group
from tests.oracles import gigpo as oracle
from tests.randgroups import G, T, assert_agrees_with_oracle, flat, random_batch, trajectory

OFFSET = 20_000   # this file's random batch shapes (randgroups.random_batch)


def test_golden_case():
  """τ0: s0 → s1 → success; τ1: s0 → s2 → s2 fails. γ = 0.95, mean_std.

  A^E (rows): scores 10,10,0,0,0 → ±(6, −4)/√30. A^S: s0 holds returns {9.5, 0} → ±0.7071; s1 is seen
  once and s2's returns are equal, so both give 0.
  """
  group = Group("golden", "alfworld", [trajectory(["s0", "s1"], True), trajectory(["s0", "s2", "s2"], False)])
  batch = pack([group], horizon=T, group_size=G)
  got = flat(ragged(gigpo.advantages(batch, gigpo.Config(gamma=0.95, mode="mean_std")), batch))
  ae, as_ = np.array([6.0, 6.0, -4.0, -4.0, -4.0]) / (np.sqrt(30.0) + 1e-6), np.array([1, 0, -1, 0, 0]) / np.sqrt(2)
  np.testing.assert_allclose(got, ae + as_, atol=1e-5)   # 1.8026, 1.0954, −1.4374, −0.7303, −0.7303
  np.testing.assert_allclose(got, flat(oracle.gigpo([group], "mean_std")), atol=1e-6)


@pytest.mark.parametrize("mode", ["mean_std", "mean"])
@pytest.mark.parametrize("stats", ["rows", "trajectory"])
def test_matches_oracle(mode, stats):
  cfg = gigpo.Config(mode=mode, episode_stats=stats)
  assert_agrees_with_oracle(lambda batch: gigpo.advantages(batch, cfg),
                            lambda groups: oracle.gigpo(groups, mode, episode_stats=stats), OFFSET)


def test_gamma_omega_penalty_fields():
  cfg = gigpo.Config(gamma=0.8, omega=0.5, invalid_penalty=0.3)
  assert_agrees_with_oracle(lambda batch: gigpo.advantages(batch, cfg),
                            lambda groups: oracle.gigpo(groups, "mean_std", gamma=0.8, omega=0.5, penalty=0.3),
                            OFFSET, seeds=range(8))


def test_intern_similar_is_greedy_against_first_members():
  a = "You are in the kitchen. You see a red apple on the table."
  b = a.replace("red", "rod")      # ratio(a, b) ≈ 0.98
  c = b.replace("table", "tablo")  # ratio(b, c) ≈ 0.98, ratio(a, c) ≈ 0.96
  d = "You are in the garden."
  ratio = lambda x, y: __import__("difflib").SequenceMatcher(None, x, y).ratio()
  assert ratio(a, b) >= 0.97 and ratio(b, c) >= 0.97 and 0.95 <= ratio(a, c) < 0.97
  assert gigpo.intern_similar([a, b, c, d, a]).tolist() == [0, 0, 0, 1, 0]
  # At 0.97, c matches b but not the cluster's first member a: it opens a cluster (no chaining).
  assert gigpo.intern_similar([a, b, c, d, c], threshold=0.97).tolist() == [0, 0, 1, 2, 1]
  # Order matters: with b first, both a and c join b's cluster.
  assert gigpo.intern_similar([b, a, c], threshold=0.97).tolist() == [0, 0, 0]
  assert gigpo.intern_similar([]).tolist() == []


def test_similarity_anchors_equal_canonicalised_keys():
  """Packing with similarity anchors = packing with each near-duplicate replaced by the first member of
  its family seen in the group (row order)."""
  kitchen = "You are in the kitchen. On the counter you see a mug number {}."
  garden = "You are in the garden. Next to the bench you see a rake number {}."
  family = {"s0": "k", "s1": "k", "s2": "g", "s3": "g", "s4": "x"}
  text = {"s0": kitchen.format(1), "s1": kitchen.format(2), "s2": garden.format(1), "s3": garden.format(2),
          "s4": "You are carrying nothing."}
  groups, _ = random_batch(5, OFFSET)
  canonical = []
  for g in groups:
    first: dict[str, str] = {}
    for traj in g.trajectories:
      for s in traj.steps:
        first.setdefault(family[s.obs], text[s.obs])
        canonical.append(first[family[s.obs]])
        s.obs = text[s.obs]
  cfg = gigpo.Config(anchor_similarity=0.95)
  similar = pack(groups, horizon=T, group_size=G, interner=gigpo.interner(cfg))
  rows = (s for g in groups for traj in g.trajectories for s in traj.steps)
  for s, key in zip(rows, canonical):
    s.obs = key
  exact = pack(groups, horizon=T, group_size=G)
  np.testing.assert_array_equal(np.asarray(similar.anchor), np.asarray(exact.anchor))
  got = flat(ragged(gigpo.advantages(similar, cfg), similar))
  np.testing.assert_allclose(got, flat(oracle.gigpo(groups, "mean_std")), atol=1e-5, rtol=1e-5)


def test_env_defaults_and_validation():
  assert methods.make_config("gigpo", env="alfworld").mode == "mean_std"
  assert methods.make_config("gigpo", env="webshop").mode == "mean"
  assert gigpo.interner(gigpo.Config()) is not None
  with pytest.raises(ValueError, match="gigpo.Config.episode_stats"):
    gigpo.Config(episode_stats="traj")
  with pytest.raises(ValueError, match="anchor_similarity"):
    gigpo.Config(anchor_similarity=1.5)
