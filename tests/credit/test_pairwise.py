"""MCGPO pairwise loss (Eqs. 5-6) and its gradient (Eq. 11) against plain NumPy; pair-aware batching."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

from mcgpo_jax.learn import pairwise
from mcgpo_jax.learn.batching import BatchingConfig, plan_minibatches

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


@pytest.mark.parametrize("num_rows", [7, 6, 5, 4, 3, 2, 1, 0])  # ⌊|B|/2⌋ on odd and even |B|
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


# ---- pair-aware minibatch layout: every row once, pairs colocated, static shapes, loud failures ----


def check_layout(layout, num_rows, plus, minus, weight, cfg):
  K = layout.num_minibatches
  assert layout.rows.shape == (K, cfg.micro_per_mini, cfg.micro_batch_size)
  assert layout.pair_plus.shape == (K, cfg.micro_per_mini, cfg.num_pair_slots)
  placed = layout.rows[layout.rows >= 0]
  assert sorted(placed.tolist()) == list(range(num_rows))  # each row exactly once, none dropped
  # Used microbatches come first and only the last minibatch carries empty (padding) microbatches.
  used = (layout.rows >= 0).any(-1).reshape(-1)
  n_used = int(used.sum())
  assert used[:n_used].all() and K == -(-n_used // cfg.micro_per_mini)
  # Every pair appears exactly once, with both rows in its microbatch at the recorded local indices.
  found = []
  for k in range(K):
    for m in range(cfg.micro_per_mini):
      for s in np.flatnonzero(layout.pair_mask[k, m]):
        found.append((layout.rows[k, m, layout.pair_plus[k, m, s]], layout.rows[k, m, layout.pair_minus[k, m, s]],
                      layout.pair_weight[k, m, s]))
  want = sorted(zip(np.asarray(plus).tolist(), np.asarray(minus).tolist(), np.asarray(weight, np.float32).tolist()))
  assert sorted((int(a), int(b), float(w)) for a, b, w in found) == want


@pytest.mark.parametrize("seed", range(5))
def test_random_pairs_are_colocated_and_rows_kept(seed):
  rng = np.random.default_rng(seed)
  num_rows = int(rng.integers(10, 60))
  rows = rng.permutation(num_rows)
  n_pairs = int(rng.integers(0, num_rows // 2))
  plus, minus = rows[:n_pairs], rows[n_pairs:2 * n_pairs]  # row-disjoint, like MCGPO's per-fold allocation
  weight = rng.random(n_pairs).astype(np.float32)
  cfg = BatchingConfig(micro_batch_size=4, mini_batch_size=12)
  layout = plan_minibatches(num_rows, plus, minus, weight, cfg, seed=seed)
  check_layout(layout, num_rows, plus, minus, weight, cfg)
  # First-fit never needs more than one extra microbatch beyond the row count's lower bound here.
  used = int((layout.rows >= 0).any(-1).sum())
  assert used <= -(-num_rows // 4) + 1


def test_pairs_sharing_rows_form_one_unit():
  plus, minus, weight = [0, 1, 5], [1, 2, 6], [0.1, 0.2, 0.3]  # 0-1-2 is a chain: one unit of three rows
  cfg = BatchingConfig(micro_batch_size=3, mini_batch_size=6)
  layout = plan_minibatches(9, plus, minus, weight, cfg, seed=3)
  check_layout(layout, 9, plus, minus, weight, cfg)


def test_seeded_shuffle_is_deterministic_and_seed_dependent():
  cfg = BatchingConfig(micro_batch_size=4, mini_batch_size=8)
  a = plan_minibatches(32, [0, 2], [1, 3], [1.0, 1.0], cfg, seed=7)
  b = plan_minibatches(32, [0, 2], [1, 3], [1.0, 1.0], cfg, seed=7)
  c = plan_minibatches(32, [0, 2], [1, 3], [1.0, 1.0], cfg, seed=8)
  assert np.array_equal(a.rows, b.rows) and not np.array_equal(a.rows, c.rows)


def test_padding_and_gather():
  cfg = BatchingConfig(micro_batch_size=4, mini_batch_size=8)
  layout = plan_minibatches(9, [], [], [], cfg, seed=0)
  assert layout.rows.shape == (2, 2, 4) and (layout.rows < 0).sum() == 7
  values = np.arange(9) * 10 + 1
  gathered = layout.gather(values, fill=-5)
  assert np.array_equal(gathered[layout.rows >= 0], values[layout.rows[layout.rows >= 0]])
  assert (gathered[layout.rows < 0] == -5).all()


def test_pair_that_cannot_be_colocated_raises():
  with pytest.raises(ValueError, match="cannot be colocated"):
    plan_minibatches(4, [0], [1], [1.0], BatchingConfig(micro_batch_size=1, mini_batch_size=2), seed=0)
  with pytest.raises(ValueError, match="cannot be colocated"):  # a three-row chain into microbatches of two
    plan_minibatches(6, [0, 1], [1, 2], [1.0, 1.0], BatchingConfig(micro_batch_size=2, mini_batch_size=4), seed=0)


def test_bad_pairs_and_sizes_raise():
  cfg = BatchingConfig(micro_batch_size=4, mini_batch_size=8)
  with pytest.raises(ValueError, match="not two distinct rows"):
    plan_minibatches(4, [0], [4], [1.0], cfg, seed=0)
  with pytest.raises(ValueError, match="not two distinct rows"):
    plan_minibatches(4, [2], [2], [1.0], cfg, seed=0)
  with pytest.raises(ValueError, match="differ in length"):
    plan_minibatches(4, [0, 1], [2], [1.0], cfg, seed=0)
  with pytest.raises(ValueError, match="pair_slots"):
    plan_minibatches(4, [0, 0, 0], [1, 2, 3], [1.0] * 3,
                     BatchingConfig(micro_batch_size=4, mini_batch_size=4, pair_slots=2), seed=0)
  with pytest.raises(ValueError, match="multiple"):
    BatchingConfig(micro_batch_size=3, mini_batch_size=8)


def test_plan_packed_places_rows_back_to_back_and_keeps_pairs_together():
  """First-fit decreasing into 20-token buffers: every row once, inside its buffer, none overlapping; a
  minibatch never holds more than mini_batch_size rows; both rows of a pair share a microbatch and the pair
  arrays hold their local rows; only the microbatches a minibatch uses hold rows."""
  from mcgpo_jax.learn.batching import plan_packed
  rng = np.random.default_rng(0)
  lengths = rng.integers(2, 15, 23)
  cfg = BatchingConfig(micro_batch_size=2, mini_batch_size=8, pack=True, tokens_per_micro_batch=20)
  layout = plan_packed(lengths, [0, 5, 6], [1, 4, 7], [0.5, 0.25, 1.0], cfg, seed=3, buffers=2)
  K, M, S, T, R = layout.shape
  assert (K, M, S, T, R) == (3, 8, 2, 20, 8)
  used = np.zeros((K * M, S, T), int)
  for i, n in enumerate(lengths):
    used[layout.micro[i], layout.buffer[i], layout.offset[i]:layout.offset[i] + n] += 1
  assert used.max() == 1 and used.sum() == lengths.sum()
  assert np.bincount(layout.micro // M, minlength=K).max() <= 8
  segments = layout.segment_ids().reshape(K * M, S, T)
  for i in range(len(lengths)):
    assert (segments[layout.micro[i], layout.buffer[i], layout.offset[i]] == layout.local[i] + 1)
  for a, b in ((0, 1), (5, 4), (6, 7)):
    assert layout.micro[a] == layout.micro[b]
  real = np.argwhere(layout.pair_mask)
  got = {(layout.pair_plus[k, m, s], layout.pair_minus[k, m, s]) for k, m, s in real}
  want = {(layout.local[0], layout.local[1]), (layout.local[5], layout.local[4]), (layout.local[6], layout.local[7])}
  assert got == want
  # The microbatches a minibatch uses come first; the rest hold nothing.
  per_micro = used.reshape(K, M, S * T).sum(-1)
  for k in range(K):
    n = layout.num_micro()[k]
    assert (per_micro[k, :n] > 0).all() and (per_micro[k, n:] == 0).all()
  np.testing.assert_array_equal(layout.take(layout.place(np.arange(23 * 16).reshape(23, 16)), 16)
                                [np.arange(16)[None] < lengths[:, None]],
                                np.arange(23 * 16).reshape(23, 16)[np.arange(16)[None] < lengths[:, None]])


def test_plan_packed_refuses_a_row_longer_than_the_buffer():
  from mcgpo_jax.learn.batching import plan_packed
  cfg = BatchingConfig(micro_batch_size=2, mini_batch_size=4, pack=True, tokens_per_micro_batch=16)
  with pytest.raises(ValueError, match=r"token row 1 has 17 tokens, more than learn.tokens_per_micro_batch=16"):
    plan_packed([3, 17, 2], (), (), (), cfg, seed=0)


def test_plan_packed_fills_buffers_and_minibatches_to_the_last_token_and_row():
  """Edges that are allowed: a row of exactly tokens_per_micro_batch, two rows that fill a buffer exactly, a
  minibatch of exactly mini_batch_size rows, a pair unit of a whole minibatch; packed, a microbatch has a pair
  slot for each row it may hold (3 pairs in one microbatch of micro_batch_size 2)."""
  from mcgpo_jax.learn.batching import plan_packed
  cfg = BatchingConfig(micro_batch_size=2, mini_batch_size=4, pack=True, tokens_per_micro_batch=16)
  layout = plan_packed([16, 8, 8], (), (), (), cfg, seed=0)
  assert layout.num_micro().tolist() == [2] and sorted(layout.offset.tolist()) == [0, 0, 8]   # 16 | 8 + 8
  assert plan_packed([4] * 4, (), (), (), cfg, seed=0).num_minibatches == 1
  layout = plan_packed([4] * 4, [0, 1, 2], [1, 2, 3], [1.0] * 3, cfg, seed=0)
  assert layout.num_minibatches == 1 and layout.num_micro().tolist() == [1]
  assert cfg.num_pair_slots == 4 and int(layout.pair_mask.sum()) == 3


@pytest.mark.parametrize("lengths, plus, minus, cfg, buffers, message", [
    ([4] * 5, [0, 1, 2, 3], [1, 2, 3, 4], dict(), 1,
     r"rows \[0, 1, 2, 3, 4\] are joined by preference pairs and must share a minibatch, but "
     r"learn.mini_batch_size is 4"),
    ([10, 10], [0], [1], dict(), 1, r"rows \[0, 1\] \(20 tokens\) are joined by preference pairs and must share a "
     r"microbatch of 1 x learn.tokens_per_micro_batch=16 tokens"),
    ([4] * 4, [0, 2], [1, 3], dict(pair_slots=1), 1, r"microbatch 0 holds more than pair_slots=1 pairs"),
    ([4, 4], [0], [0], dict(), 1, r"pair 0 = \(0, 0\) is not two distinct rows in \[0, 2\)"),
    ([4, 4], [], [], dict(tokens_per_micro_batch=None), 1, r"needs BatchingConfig.tokens_per_micro_batch"),
    ([4, 16, 17], [], [], dict(), 2, r"token row 2 has 17 tokens, more than learn.tokens_per_micro_batch=16"),
])
def test_plan_packed_refuses_each_layout_it_cannot_make_naming_what_to_change(lengths, plus, minus, cfg, buffers,
                                                                              message):
  from mcgpo_jax.learn.batching import plan_packed
  config = BatchingConfig(**{**dict(micro_batch_size=2, mini_batch_size=4, pack=True, tokens_per_micro_batch=16),
                             **cfg})
  with pytest.raises(ValueError, match=message):
    plan_packed(lengths, plus, minus, [1.0] * len(plus), config, seed=0, buffers=buffers)


def test_a_pair_too_long_for_one_buffer_shares_a_microbatch_of_two():
  from mcgpo_jax.learn.batching import plan_packed
  cfg = BatchingConfig(micro_batch_size=2, mini_batch_size=4, pack=True, tokens_per_micro_batch=16)
  layout = plan_packed([10, 10], [0], [1], [1.0], cfg, seed=0, buffers=2)
  assert layout.micro.tolist() == [0, 0] and sorted(layout.buffer.tolist()) == [0, 1]


def test_left_padded_rows_pack_from_their_first_real_token_and_unpack_back_there():
  """Rows whose real tokens start anywhere (left padding, as the rollout writes prompts): their spans, packed
  back to back, and `take` puts every token back at its column; a row with a gap is refused."""
  from mcgpo_jax.learn.batching import plan_packed, row_spans
  attention = np.array([[0, 0, 1, 1, 1], [1, 1, 1, 1, 0], [0, 1, 1, 0, 0]], bool)
  values = np.arange(15).reshape(3, 5) + 1
  start, lengths = row_spans(attention)
  assert start.tolist() == [2, 0, 1] and lengths.tolist() == [3, 4, 2]
  cfg = BatchingConfig(micro_batch_size=1, mini_batch_size=4, pack=True, tokens_per_micro_batch=10)
  layout = plan_packed(lengths, (), (), (), cfg, seed=0, start=start)
  packed = layout.place(values)
  assert sorted(packed[packed > 0].tolist()) == sorted(values[attention].tolist())
  np.testing.assert_array_equal(layout.take(packed, 5), np.where(attention, values, 0))
  with pytest.raises(ValueError, match="contiguous"):
    row_spans(np.array([[1, 0, 1]], bool))
