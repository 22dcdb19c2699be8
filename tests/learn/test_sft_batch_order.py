"""learn/sft.py batch_order: behaviour cloning's minibatches, which BehaviourCloning.fit draws and
bench/cloning.py replays (one draw, two readers), and the progress fit reports as it runs."""
import numpy as np
from flax import nnx

from mcgpo_jax.data.tokens import pack_token_rows
from mcgpo_jax.learn.optimizer import OptimizerConfig
from mcgpo_jax.learn.sft import BehaviourCloning, batch_order
from mcgpo_jax.models.qwen import Qwen, QwenConfig


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


def test_fit_reports_after_every_log_every_steps_the_mean_loss_of_those_steps():
  """The warm start's log lines ("warm start step 25/200: loss ...") name the steps done and their mean loss."""
  tiny = QwenConfig(vocab_size=32, hidden_size=16, intermediate_size=32, num_layers=1, num_heads=2, num_kv_heads=1,
                    head_dim=8)
  graphdef, params = nnx.split(Qwen(tiny, rngs=nnx.Rngs(0)))
  rng = np.random.default_rng(0)
  rows = pack_token_rows([rng.integers(1, 32, 4).tolist() for _ in range(4)],
                         [rng.integers(1, 32, 3).tolist() for _ in range(4)], pad_id=0, minimum=8)
  reports = []
  _, losses = BehaviourCloning(graphdef, OptimizerConfig(learning_rate=1e-2)).fit(
      params, rows, steps=7, batch_size=2, log=lambda step, loss: reports.append((step, loss)), log_every=3)
  assert [step for step, _ in reports] == [3, 6]
  np.testing.assert_allclose([loss for _, loss in reports], [np.mean(losses[:3]), np.mean(losses[3:6])], rtol=1e-6)
