"""learn/sft.py batch_order: behaviour cloning's minibatches, which BehaviourCloning.fit draws and
bench/cloning.py replays (one draw, two readers)."""
import numpy as np

from mcgpo_jax.learn.sft import batch_order


def test_every_epoch_sees_every_row_once_and_a_batch_crosses_into_the_next_epoch():
  n, size = 7, 3
  batches = list(batch_order(n, size, steps=7, seed=5))   # 21 indices: three epochs of 7; batch 2 spans two
  assert [len(b) for b in batches] == [size] * 7
  flat = np.concatenate(batches)
  for epoch in range(3):
    assert sorted(flat[epoch * n:(epoch + 1) * n]) == list(range(n))
  assert any(not np.array_equal(flat[:n], flat[e * n:(e + 1) * n]) for e in (1, 2)), "epochs must be reshuffled"


def test_the_draw_is_the_seed_s_and_only_the_seed_s():
  a, b, c = (np.concatenate(list(batch_order(10, 4, 5, seed))) for seed in (3, 3, 4))
  np.testing.assert_array_equal(a, b)
  assert not np.array_equal(a, c)
