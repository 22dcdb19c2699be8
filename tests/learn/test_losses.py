"""Log-probs, PPO dual clip, low-variance KL and the task loss against plain NumPy."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

from mcgpo_jax.learn import logprobs, losses

R, L, V = 5, 11, 17


def np_log_softmax(z):
  z = z.astype(np.float64)
  z = z - z.max(-1, keepdims=True)
  return z - np.log(np.exp(z).sum(-1, keepdims=True))


def np_sequence_logprobs(logits, tokens):
  """Loop oracle: entry k scores token k with the distribution at position k-1."""
  lsm = np_log_softmax(logits)
  logp = np.zeros(tokens.shape)
  ent = np.zeros(tokens.shape)
  for r in range(tokens.shape[0]):
    for k in range(1, tokens.shape[1]):
      logp[r, k] = lsm[r, k - 1, tokens[r, k]]
      ent[r, k] = -(np.exp(lsm[r, k - 1]) * lsm[r, k - 1]).sum()
  return logp, ent


def np_task_loss(logp, ent, old, ref, adv_row, mask, cfg, sample=None):
  """verl compute_policy_loss_vanilla + low_var_kl + entropy, written token by token; with cfg.tis_cap, each
  token's policy loss times min(exp(old - sample), cap) (verl's truncated importance sampling)."""
  tot = cnt = clip = dual = akl = kl = en = tis = 0.0
  for r in range(logp.shape[0]):
    a = adv_row[r]
    for k in range(logp.shape[1]):
      if not mask[r, k]:
        continue
      lr = min(max(logp[r, k] - old[r, k], -20), 20)
      ratio = np.exp(lr)
      l1 = -a * ratio
      l2 = -a * min(max(ratio, 1 - cfg.clip_low), 1 + cfg.clip_high)
      l = max(l1, l2)
      if a < 0:
        dual += float(l > -a * cfg.clip_c)
        l = min(l, -a * cfg.clip_c)
      clip += float(l2 > l1)
      if cfg.tis_cap > 0:
        w = min(np.exp(old[r, k] - sample[r, k]), cfg.tis_cap)
        l *= w
        tis += w
      tot += l
      akl += -lr
      v = min(max(ref[r, k] - logp[r, k], -20), 20)
      kl += min(max(np.exp(v) - v - 1, -10), 10)
      en += ent[r, k]
      cnt += 1
  n = max(cnt, 1)
  pg = tot / n
  metrics = {"actor/pg_loss": pg, "actor/pg_clipfrac": clip / n, "actor/pg_clipfrac_lower": dual / n,
             "actor/ppo_kl": akl / n, "actor/kl_loss": kl / n, "actor/entropy": en / n,
             **({"actor/tis_weight": tis / n} if cfg.tis_cap > 0 else {})}
  return pg - cfg.entropy_coef * en / n + cfg.kl_coef * kl / n, metrics


@pytest.fixture(scope="module")
def data():
  rng = np.random.default_rng(0)
  logits = rng.normal(size=(R, L, V)).astype(np.float32) * 2
  tokens = rng.integers(0, V, size=(R, L)).astype(np.int32)
  mask = np.zeros((R, L), bool)
  for r, (start, end) in enumerate([(3, 9), (1, 11), (5, 6), (0, 0), (4, 10)]):  # row 3: no response tokens
    mask[r, start:end] = True
  # Old / ref log-probs spread so that ratios land below, inside and above the clip range and past clip_c.
  return dict(logits=logits, tokens=tokens, mask=mask,
              old_shift=rng.normal(size=(R, L)).astype(np.float32) * 0.8,
              ref_shift=rng.normal(size=(R, L)).astype(np.float32) * 3.0,
              adv=np.array([1.3, -0.7, -2.0, 0.5, -0.1], np.float32),
              sample_shift=rng.normal(size=(R, L)).astype(np.float32) * 1.0)


@pytest.mark.parametrize("chunk", [None, 4, 11, 3])
def test_sequence_logprobs_match_numpy(data, chunk):
  got_logp, got_ent = jax.jit(logprobs.sequence_logprobs, static_argnums=2)(
      jnp.asarray(data["logits"]), jnp.asarray(data["tokens"]), chunk)
  want_logp, want_ent = np_sequence_logprobs(data["logits"], data["tokens"])
  np.testing.assert_allclose(got_logp, want_logp, atol=1e-5)
  np.testing.assert_allclose(got_ent, want_ent, atol=1e-5)


def test_logprobs_bf16_logits_use_f32_math(data):
  logits16 = jnp.asarray(data["logits"], jnp.bfloat16)
  logp, ent = logprobs.sequence_logprobs(logits16, jnp.asarray(data["tokens"]), 4)
  assert logp.dtype == jnp.float32 and ent.dtype == jnp.float32
  want_logp, _ = np_sequence_logprobs(np.asarray(logits16.astype(jnp.float32)), data["tokens"])
  np.testing.assert_allclose(logp, want_logp, atol=1e-5)


@pytest.mark.parametrize("chunk", [None, 4, 6, 11, 3])  # L = 11: 6 is one full chunk plus a static tail
def test_gradient_equals_autodiff_of_log_softmax(data, chunk):
  """The written-out backward (every chunking, incl. a static tail) equals autodiff of the plain formulas."""
  tokens, weights = jnp.asarray(data["tokens"]), jnp.asarray(data["mask"], jnp.float32)

  def plain(logits):
    log_p = jax.nn.log_softmax(logits[:, :-1], axis=-1)
    logp = jnp.take_along_axis(log_p, tokens[:, 1:, None], axis=-1)[..., 0]
    entropy = -jnp.sum(jnp.exp(log_p) * log_p, axis=-1)
    return jnp.sum(weights[:, 1:] * logp) + 0.3 * jnp.sum(entropy)

  def ours(logits):
    logp, entropy = logprobs.sequence_logprobs(logits, tokens, chunk)
    return jnp.sum(weights * logp) + 0.3 * jnp.sum(entropy)

  logits = jnp.asarray(data["logits"])
  np.testing.assert_allclose(jax.grad(ours)(logits), jax.grad(plain)(logits), atol=1e-6)
  grad16 = jax.grad(ours)(logits.astype(jnp.bfloat16))
  assert grad16.dtype == jnp.bfloat16
  np.testing.assert_allclose(grad16.astype(jnp.float32), jax.grad(plain)(logits), atol=0.02)


@pytest.mark.parametrize("cfg", [losses.LossConfig(), losses.LossConfig(clip_low=0.2, clip_high=0.28, clip_c=2.0),
                                 losses.LossConfig(tis_cap=2.0)])
def test_task_loss_matches_numpy(data, cfg):
  logp, ent = np_sequence_logprobs(data["logits"], data["tokens"])
  old = logp + data["old_shift"]
  ref = logp + data["ref_shift"]
  sample = old + data["sample_shift"]
  args = [jnp.asarray(x, jnp.float32) for x in (logp, ent, old, ref, data["adv"])]
  got, metrics = jax.jit(losses.task_loss, static_argnums=6)(*args, jnp.asarray(data["mask"]), cfg,
                                                              jnp.asarray(sample, jnp.float32))
  want, want_metrics = np_task_loss(logp, ent, old, ref, data["adv"], data["mask"], cfg, sample)
  if cfg.tis_cap:  # the weights straddle the cap, and the correction moves the loss
    weights = np.exp(old - sample)[data["mask"]]
    assert (weights < 1).any() and (weights > cfg.tis_cap).any()
    assert abs(want - np_task_loss(logp, ent, old, ref, data["adv"], data["mask"], losses.LossConfig())[0]) > 1e-3
  np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
  assert sorted(metrics) == sorted(want_metrics)
  for name, value in want_metrics.items():
    np.testing.assert_allclose(metrics[name], value, rtol=1e-5, atol=1e-6, err_msg=name)
  # The fixture must exercise every branch, or the comparison above proves little.
  assert 0 < want_metrics["actor/pg_clipfrac"] < 1 and want_metrics["actor/pg_clipfrac_lower"] > 0


def test_microbatch_terms_sum_to_the_minibatch_token_mean(data):
  """The train step splits a minibatch into microbatches, passes each the minibatch's token count and sums
  their losses and metrics: every token mean (the loss, each actor/ metric, the behaviour weight's) summed over
  two microbatches of unequal token counts equals the whole minibatch's."""
  logp, ent = np_sequence_logprobs(data["logits"], data["tokens"])
  old, ref = logp + data["old_shift"], logp + data["ref_shift"]
  sample = old + data["sample_shift"]
  cfg = losses.LossConfig(clip_c=2.0, tis_cap=2.0, kl_coef=0.1, entropy_coef=0.01)
  arrays = [np.asarray(x, np.float32) for x in (logp, ent, old, ref, data["adv"])]
  mask = np.asarray(data["mask"])

  def loss(rows, denominator=None):
    return losses.task_loss(*(jnp.asarray(a[rows]) for a in arrays), jnp.asarray(mask[rows]), cfg,
                            jnp.asarray(sample[rows], jnp.float32), denominator=denominator)

  whole, whole_metrics = loss(slice(None))
  first, second = slice(0, 1), slice(1, None)
  assert 0 < mask[first].sum() < mask[second].sum()
  parts = [loss(rows, denominator=float(mask.sum())) for rows in (first, second)]
  np.testing.assert_allclose(sum(p[0] for p in parts), whole, rtol=1e-5, atol=1e-7)
  assert "actor/tis_weight" in whole_metrics
  for name, value in whole_metrics.items():
    np.testing.assert_allclose(sum(p[1][name] for p in parts), value, rtol=1e-5, atol=1e-7, err_msg=name)


def test_dual_clip_bounds_negative_advantage_loss():
  """A huge ratio on A < 0: plain PPO loss grows without bound, dual clip caps it at -A·c (zero gradient)."""
  logp = jnp.array([[5.0]])
  old = jnp.array([[0.0]])
  mask = jnp.ones((1, 1))
  loss, metrics = losses.ppo_dual_clip_loss(logp, old, jnp.array([[-1.0]]), mask, 0.2, 0.2, 3.0)
  assert float(loss) == pytest.approx(3.0) and float(metrics["actor/pg_clipfrac_lower"]) == 1.0
  grad = jax.grad(lambda lp: losses.ppo_dual_clip_loss(lp, old, jnp.array([[-1.0]]), mask, 0.2, 0.2, 3.0)[0])
  assert float(grad(logp)[0, 0]) == 0.0
  # Positive advantages are never dual-clipped.
  loss_pos, m_pos = losses.ppo_dual_clip_loss(logp, old, jnp.array([[1.0]]), mask, 0.2, 0.2, 3.0)
  assert float(loss_pos) == pytest.approx(-1.2) and float(m_pos["actor/pg_clipfrac_lower"]) == 0.0


def test_low_var_kl_clamps_and_is_nonnegative():
  logp = jnp.array([0.0, 0.0, 0.0, -30.0])
  ref = jnp.array([0.0, 1.0, -1.0, 0.0])
  kl = np.asarray(losses.low_var_kl(logp, ref))
  np.testing.assert_allclose(kl[:3], [0.0, np.e - 2, np.exp(-1.0)], rtol=1e-6)
  assert kl[3] == 10.0 and (kl >= 0).all()


def test_empty_mask_gives_zero_loss(data):
  zeros = jnp.zeros((R, L))
  loss, metrics = losses.task_loss(zeros, zeros + 1.0, zeros - 1.0, zeros, jnp.ones((R,)),
                                   jnp.zeros((R, L), bool), losses.LossConfig())
  assert float(loss) == 0.0 and all(float(v) == 0.0 for v in metrics.values())


def test_tis_without_engine_logprobs_is_an_error(data):
  x = jnp.zeros((R, L))
  with pytest.raises(ValueError, match="tis_cap > 0 needs the rollout engine's log-probs"):
    losses.task_loss(x, x, x, x, jnp.zeros(R), jnp.asarray(data["mask"]), losses.LossConfig(tis_cap=2.0))


def test_bad_config_is_rejected():
  with pytest.raises(ValueError, match="clip_c"):
    losses.LossConfig(clip_c=1.0)


def test_pair_coefficient_comes_from_the_method_only():
  """LossConfig carries no λ_pair of its own: a learner built without the Method's value has no pair term,
  and MCGPO's run gets Eq. 7's 0.05 from its entry (builder: from_section(..., pair_coef=...))."""
  from configs import base
  from mcgpo_jax.config import from_section
  from mcgpo_jax.credit import methods
  from mcgpo_jax.learn.batching import BatchingConfig
  from mcgpo_jax.learn.optimizer import OptimizerConfig
  assert losses.LossConfig().pair_coef == 0.0
  cfg = base.get_config()
  for algorithm, coef in (("mcgpo", 0.05), ("graphgpo", 0.0)):
    loss, _, _ = from_section(cfg.learn, "learn", losses.LossConfig, BatchingConfig, OptimizerConfig,
                              other=("logprob_chunk",), pair_coef=methods.get(algorithm).pair_coefficient(cfg))
    assert loss.pair_coef == coef
