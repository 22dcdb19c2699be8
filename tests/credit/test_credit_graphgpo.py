"""GraphGPO kernel: a hand-computed golden graph, then randomized agreement with the networkx oracle."""
import numpy as np
import pytest

from mcgpo_jax.credit import graph, graphgpo, methods
from mcgpo_jax.data.batch import intern_exact, pack, ragged
from mcgpo_jax.data.records import Group
from tests.oracles import graph as oracle
from tests.randgroups import G, T, random_batch, trajectory


def returns(batch, cfg: graphgpo.Config) -> list[list[float]]:
  """Row returns r^G of the first task group, ragged."""
  return ragged(graphgpo.graph_returns(batch, cfg), batch)[0]


def golden_group(invalid: str = "") -> Group:
  """The issue's graph: τ0 A→B→success, τ1 A→C→D fail, τ2 A→C→B→C fail (cycle C→B→C)."""
  return Group(task_id="golden", env="alfworld", trajectories=[
      trajectory("AB", True), trajectory("ACD", False), trajectory("ACBC", False, invalid)])


def test_golden_distances_returns_and_advantages():
  batch = pack([golden_group()], horizon=T, group_size=G)
  ids = dict(zip("ABCD", intern_exact(list("ABCD"))))  # first-appearance order of the golden rows is A, B, C, D
  dist = np.asarray(graphgpo.distances(batch))[0]
  success_id, fail_id = graph.sink_ids(G * T)
  # B → SUCCESS in 1; A → B and C → B in 2; D only reaches FAIL: 1 + max finite D = 3; FAIL likewise.
  assert [dist[ids[k]] for k in "ABCD"] == [2, 1, 2, 3]
  assert (dist[success_id], dist[fail_id]) == (0, 3)

  cfg = graphgpo.Config(gamma_g=0.1)
  ret = returns(batch, cfg)
  want = [[10 * 0.1**1, 10 * 0.1**0],                      # A→B, B→SUCCESS
          [10 * 0.1**2, 10 * 0.1**3, 10 * 0.1**3],         # A→C, C→D, D→FAIL
          [10 * 0.1**2, 10 * 0.1**1, 10 * 0.1**2, 10 * 0.1**3]]  # A→C, C→B, B→C, C→FAIL
  for got, exp in zip(ret, want):
    np.testing.assert_allclose(got, exp, rtol=1e-6)

  # Step term by hand: A rows (1, .1, .1) mean .4, unbiased var .27; B rows (10, .1) → ±1/√2;
  # C rows (.01, 1, .01) mean .34, var .3267; D is a single row → 0.
  z_a = np.array([0.6, -0.3, -0.3]) / (np.sqrt(0.27) + 1e-6)
  z_b = np.array([4.95, -4.95]) / (np.sqrt(2 * 4.95**2) + 1e-6)
  z_c = np.array([-0.33, 0.66, -0.33]) / (np.sqrt(0.3267) + 1e-6)
  # Episode term over the group's 9 rows: τ0's two rows score 10, the seven failed rows 0.
  scores = np.array([10.0] * 2 + [0.0] * 7)
  win, lose = (np.array([10.0, 0.0]) - scores.mean()) / (scores.std(ddof=1) + 1e-6)
  want_adv = [[z_a[0] + win, z_b[0] + win],
              [z_a[1] + lose, z_c[0] + lose, 0.0 + lose],
              [z_a[2] + lose, z_c[1] + lose, z_b[1] + lose, z_c[2] + lose]]
  adv = ragged(graphgpo.advantages(batch, cfg), batch)[0]
  for got, exp in zip(adv, want_adv):
    np.testing.assert_allclose(got, exp, rtol=1e-5, atol=1e-5)


def test_golden_invalid_and_paper_exponent():
  """An invalid row loses 0.1 after discounting (its own row only); paper_exponent shifts D by one."""
  batch = pack([golden_group(invalid="1")], horizon=T, group_size=G)
  ret = returns(batch, graphgpo.Config(gamma_g=0.2, paper_exponent=True))
  np.testing.assert_allclose(ret[2], [10 * 0.2**3, 10 * 0.2**2 - 0.1, 10 * 0.2**3, 10 * 0.2**4], rtol=1e-5)
  np.testing.assert_allclose(ret[0], [10 * 0.2**2, 10 * 0.2**1], rtol=1e-6)


def test_no_success_group_has_unit_distance():
  group = Group(task_id="fail", env="alfworld", trajectories=[trajectory("AB", False), trajectory("AA", False)])
  batch = pack([group], horizon=T, group_size=G)
  ret = returns(batch, graphgpo.Config(gamma_g=0.2))
  np.testing.assert_allclose(ret, [[2.0, 2.0], [2.0, 2.0]], rtol=1e-6)


def test_final_obs_is_the_last_edge_of_a_failed_run():
  """A truncated run whose last action reached B (one hop from SUCCESS) gets B's distance, not FAIL's; an
  unrecorded final observation keeps FAIL, and one no row has behaves like FAIL (no outgoing edge)."""
  group = golden_group()
  group.trajectories[1].final_obs = "B"    # τ1: A→C→D→B
  group.trajectories[2].final_obs = "Z"    # τ2: …→C→Z, a state no row visits
  batch = pack([group], horizon=T, group_size=G)
  ids = dict(zip("ABCD", intern_exact(list("ABCD"))))
  dist = np.asarray(graphgpo.distances(batch))[0]
  assert [dist[ids[k]] for k in "ABCD"] == [2, 1, 2, 2]
  ret = returns(batch, graphgpo.Config(gamma_g=0.1))
  np.testing.assert_allclose(ret[1], [10 * 0.1**2, 10 * 0.1**2, 10 * 0.1**1], rtol=1e-6)   # D→B
  np.testing.assert_allclose(ret[2][-1], 10 * 0.1**3, rtol=1e-6)                             # C→Z: 1 + max D
  want, tol, _, _ = oracle.graphgpo(group, gamma_g=0.1)
  assert_within(ragged(graphgpo.advantages(batch, graphgpo.Config(gamma_g=0.1)), batch)[0], want, tol, "final")
  group.trajectories[0].final_obs = "D"    # a success still ends at SUCCESS
  np.testing.assert_allclose(returns(pack([group], horizon=T, group_size=G), graphgpo.Config(gamma_g=0.1))[0],
                             [1.0, 10.0], rtol=1e-6)


def test_golden_matches_oracle():
  for invalid in ("", "13"):
    group = golden_group(invalid)
    want, tol, _, dist = oracle.graphgpo(group, gamma_g=0.1)
    assert [dist[k] for k in "ABCD"] == [2, 1, 2, 3]
    batch = pack([group], horizon=T, group_size=G)
    got = ragged(graphgpo.advantages(batch, graphgpo.Config(gamma_g=0.1)), batch)[0]
    assert_within(got, want, tol, "golden")


def assert_within(got, want, tol, where: str) -> None:
  """Ragged kernel rows vs oracle rows, each within its own tolerance (see tests/oracles/graph.py)."""
  got, want, tol = (np.concatenate([np.asarray(r, np.float64) for r in x]) for x in (got, want, tol))
  bad = np.abs(got - want) > tol
  assert not bad.any(), f"{where}: kernel {got[bad]} vs oracle {want[bad]} (tolerance {tol[bad]})"


def graph_batch(seed: int, num_keys: int):
  """GraphGPO's and G2PO's random batches: `random_batch` with final observations recorded or not. Few keys
  give cycles and self-loops; many give long chains."""
  return random_batch(seed, 20_000, num_keys=num_keys, final_obs=True)


CONFIGS = [graphgpo.Config(),
           graphgpo.Config(gamma_g=0.2, mode="mean", paper_exponent=True, episode_stats="trajectory"),
           graphgpo.Config(gamma_g=0.5, w_s=0.7, w_e=1.3, invalid_penalty=0.25)]


@pytest.mark.parametrize("cfg", CONFIGS, ids=lambda c: f"{c.mode}-g{c.gamma_g}-pe{int(c.paper_exponent)}")
@pytest.mark.parametrize("num_keys", [2, 4, 12])
def test_random_agreement_with_oracle(cfg, num_keys):
  for seed in range(15):
    groups, batch = graph_batch(seed, num_keys)
    got = ragged(graphgpo.advantages(batch, cfg), batch)
    dist = np.asarray(graphgpo.distances(batch))
    for p, group in enumerate(groups):
      want, tol, _, want_dist = oracle.graphgpo(group, cfg.gamma_g, cfg.w_s, cfg.w_e, cfg.mode, cfg.paper_exponent,
                                                cfg.episode_stats, cfg.invalid_penalty, cfg.success_reward)
      keys = [s.obs for traj in group.trajectories for s in traj.steps]
      for key, node in zip(keys, intern_exact(keys)):
        assert dist[p, node] == want_dist[key], (seed, p, key)
      assert_within(got[p], want, tol, f"seed {seed} group {p}")


def test_padding_is_zero_and_registry_defaults():
  groups, batch = graph_batch(3, num_keys=4)
  adv = np.asarray(graphgpo.advantages(batch, graphgpo.Config()))
  assert np.all(adv[~np.asarray(batch.mask)] == 0.0)
  assert methods.make_config("graphgpo", "webshop").gamma_g == 0.2
  assert methods.make_config("graphgpo", "alfworld").gamma_g == 0.1
  with pytest.raises(ValueError, match="mode"):
    graphgpo.Config(mode="std")
