"""GRPO / Dr.GRPO / RLOO kernels: hand-computed cases, then randomized agreement with the NumPy oracle."""
import jax
import numpy as np
import pytest

from mcgpo_jax.credit import grpo, methods, rloo
from mcgpo_jax.credit.common import episode_score_stats, episode_term
from mcgpo_jax.data.batch import pack, ragged
from mcgpo_jax.data.records import Group, Step, Trajectory
from tests.oracles import episode as oracle
from tests.randgroups import G, T, assert_agrees_with_oracle, flat, random_batch

OFFSET = 10_000   # this file's random batch shapes (randgroups.random_batch)


def hand_group() -> Group:
  """τ0 succeeds in 2 valid rows; τ1 fails in 2 rows, the second invalid. Row scores: 10, 10, 0, −0.1."""
  def step(valid, reward):
    return Step(obs="s", action="a", valid=valid, reward=reward, done=reward > 0)
  return Group(task_id="hand", env="alfworld", trajectories=[
      Trajectory([step(True, 0.0), step(True, 10.0)], success=True),
      Trajectory([step(True, 0.0), step(False, 0.0)], success=False)])


def test_grpo_hand_case():
  batch = pack([hand_group()], horizon=T, group_size=G)
  # rows: mean = 19.9/4 = 4.975; deviations 5.025, 5.025, −4.975, −5.075; unbiased var = 101.0075/3.
  std = np.sqrt(101.0075 / 3)  # 5.80251...
  want = np.array([5.025, 5.025, -4.975, -5.075]) / (std + 1e-6)
  np.testing.assert_allclose(want, [0.866004, 0.866004, -0.857387, -0.874621], atol=1e-6)
  got = flat(ragged(grpo.advantages(batch, grpo.Config(mode="mean_std")), batch))
  np.testing.assert_allclose(got, want, atol=1e-5)
  # Dr.GRPO: x − mean.
  got = flat(ragged(grpo.advantages(batch, grpo.Config(mode="mean")), batch))
  np.testing.assert_allclose(got, [5.025, 5.025, -4.975, -5.075], atol=1e-5)
  # trajectory stats: R = {10, 0}, mean 5, std √50; the invalid row keeps its −0.1.
  got = flat(ragged(grpo.advantages(batch, grpo.Config(mode="mean_std", episode_stats="trajectory")), batch))
  np.testing.assert_allclose(got, np.array([5, 5, -5, -5.1]) / (np.sqrt(50) + 1e-6), atol=1e-5)


def test_rloo_hand_case():
  batch = pack([hand_group()], horizon=T, group_size=G)
  # x − mean of the other three: 10 − 9.9/3, 10 − 9.9/3, 0 − 19.9/3, −0.1 − 20/3.
  want = [6.7, 6.7, -6.633333, -6.766667]
  got = flat(ragged(rloo.advantages(batch, rloo.Config()), batch))
  np.testing.assert_allclose(got, want, atol=1e-5)
  # trajectory stats: n = 2, mean 5 → 2·(x − 5).
  got = flat(ragged(rloo.advantages(batch, rloo.Config(episode_stats="trajectory")), batch))
  np.testing.assert_allclose(got, [10, 10, -10, -10.2], atol=1e-5)


def test_singleton_and_zero_variance_groups():
  single = Group("one", "alfworld", [Trajectory([Step("s", "<invalid>", False, 0.0, True)], success=False)])
  same = Group("same", "alfworld", [Trajectory([Step("s", "a", True, 10.0, True)], True)] * 3)
  batch = pack([single, same], horizon=T, group_size=G)
  for adv in (grpo.advantages(batch, grpo.Config()), rloo.advantages(batch, rloo.Config())):
    got = ragged(adv, batch)
    assert got[0] == [[pytest.approx(-0.1)]]          # one row: raw score (mean 0, std 1)
    assert flat([got[1]]).tolist() == [0.0, 0.0, 0.0]  # identical scores: exactly 0


@pytest.mark.parametrize("mode", ["mean_std", "mean"])
@pytest.mark.parametrize("stats", ["rows", "trajectory"])
def test_grpo_matches_oracle(mode, stats):
  cfg = grpo.Config(mode=mode, episode_stats=stats)
  assert_agrees_with_oracle(lambda batch: grpo.advantages(batch, cfg), lambda groups: oracle.grpo(groups, mode, stats),
                            OFFSET)


@pytest.mark.parametrize("stats", ["rows", "trajectory"])
def test_rloo_matches_oracle(stats):
  cfg = rloo.Config(episode_stats=stats)
  assert_agrees_with_oracle(lambda batch: rloo.advantages(batch, cfg), lambda groups: oracle.rloo(groups, stats),
                            OFFSET)


def test_episode_term_penalty_coefficient():
  groups, batch = random_batch(3, OFFSET)
  term = jax.jit(episode_term, static_argnums=(1, 2, 3))
  got = flat(ragged(term(batch, "mean", "rows", 0.5), batch))
  np.testing.assert_allclose(got, flat(oracle.grpo(groups, "mean", "rows", penalty=0.5)), atol=1e-5)


def test_row_scores_add_the_shaping_delta_and_subtract_the_invalid_penalty():
  """Z_{i,t} = R_i − penalty·1[row invalid] + Δr_{i,t} (MCGPO App. A.3, the shaping control's Δr of C.3)."""
  batch = pack([hand_group()], horizon=T, group_size=G, to_device=False)
  shaping = np.zeros_like(batch.shaping)
  shaping[0, 0, 1], shaping[0, 1, 0] = 0.25, 0.5
  score = episode_score_stats(batch.replace(shaping=shaping), "rows", 0.1)[0]
  np.testing.assert_allclose(flat(ragged(score, batch)), [10.0, 10.25, 0.5, -0.1], atol=1e-6)


def test_registry_presets_and_validation():
  assert methods.make_config("grpo") == grpo.Config(mode="mean_std")
  assert methods.make_config("drgrpo", env="webshop") == grpo.Config(mode="mean")
  assert methods.make_config("rloo", env="alfworld") == rloo.Config()
  with pytest.raises(ValueError, match="grpo.Config.mode"):
    grpo.Config(mode="std")
  with pytest.raises(ValueError, match="rloo.Config.episode_stats"):
    rloo.Config(episode_stats="episodes")
