"""MCGPO pairwise loss (Eqs. 5-6) and its gradient (Eq. 11) against plain NumPy."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

from mcgpo_jax.learn import pairwise

R, L = 7, 9


def np_row_d(logp, old, mask):
  return np.array([(mask[r] * (logp[r] - old[r])).sum() / max(1.0, mask[r].sum()) for r in range(len(logp))])


def np_softplus(x):
  return np.log1p(np.exp(-abs(x))) + max(x, 0.0)


def np_sigmoid(x):
  return 1.0 / (1.0 + np.exp(-x))


@pytest.fixture(scope="module")
def case():
  rng = np.random.default_rng(1)
  mask = (rng.random((R, L)) < 0.6).astype(np.float32)
  mask[4] = 0.0  # a row with no response tokens: d = 0 by the max(1, ·) guard
  return dict(logp=rng.normal(size=(R, L)).astype(np.float32), old=rng.normal(size=(R, L)).astype(np.float32),
              mask=mask,
              # Three real pairs and two padding entries (their indices and weights must not matter).
              plus=np.array([0, 2, 5, 6, 3], np.int32), minus=np.array([1, 4, 3, 0, 2], np.int32),
              weight=np.array([0.4, 0.12, 0.9, 7.0, 5.0], np.float32),
              pair_mask=np.array([True, True, True, False, False]))


def test_row_log_ratio_matches_numpy(case):
  got = pairwise.row_log_ratio(case["logp"], case["old"], case["mask"])
  np.testing.assert_allclose(got, np_row_d(case["logp"], case["old"], case["mask"]), rtol=1e-6, atol=1e-7)
  assert float(got[4]) == 0.0


@pytest.mark.parametrize("num_rows", [7, 6, 1, 0])
def test_pairwise_loss_and_gradient_match_numpy(case, num_rows):
  d = np_row_d(case["logp"], case["old"], case["mask"])
  denom = max(1, num_rows // 2)
  real = np.flatnonzero(case["pair_mask"])
  want = sum(case["weight"][p] * np_softplus(-(d[case["plus"][p]] - d[case["minus"][p]])) for p in real) / denom
  # Eq. 11: dL/dd(+) = -c σ(-(d+ - d-)) / denom, and the opposite for d(-); summed over a row's pairs.
  want_grad = np.zeros(R)
  for p in real:
    g = -case["weight"][p] * np_sigmoid(-(d[case["plus"][p]] - d[case["minus"][p]])) / denom
    want_grad[case["plus"][p]] += g
    want_grad[case["minus"][p]] -= g

  loss_fn = jax.jit(pairwise.pairwise_loss)
  args = (case["plus"], case["minus"], case["weight"], case["pair_mask"], jnp.int32(num_rows))
  got = loss_fn(jnp.asarray(d, jnp.float32), *args)
  np.testing.assert_allclose(got, want, rtol=1e-5)
  got_grad = jax.grad(loss_fn)(jnp.asarray(d, jnp.float32), *args)
  np.testing.assert_allclose(got_grad, want_grad, rtol=1e-5, atol=1e-7)


def test_gradient_through_logprobs_pushes_pair_apart(case):
  """One gradient step on log π_θ raises d(+) - d(-) for every real pair."""
  def loss_of_logp(logp):
    d = pairwise.row_log_ratio(logp, case["old"], case["mask"])
    return pairwise.pairwise_loss(d, case["plus"], case["minus"], case["weight"], case["pair_mask"], 7)
  logp = jnp.asarray(case["logp"])
  stepped = logp - 0.5 * jax.grad(loss_of_logp)(logp)
  before = np_row_d(case["logp"], case["old"], case["mask"])
  after = np_row_d(np.asarray(stepped), case["old"], case["mask"])
  for p in np.flatnonzero(case["pair_mask"]):
    plus, minus = case["plus"][p], case["minus"][p]
    assert after[plus] - after[minus] > before[plus] - before[minus]
