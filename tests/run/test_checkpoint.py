"""Orbax checkpoints: an interrupted-and-resumed run is bit-identical to an uninterrupted one; loud errors."""
import os

import jax
import numpy as np
import pytest
from flax import nnx

from mcgpo_jax.checkpoint import Checkpointer, CheckpointError, TrainCheckpoint
from mcgpo_jax.learn.batching import BatchingConfig
from mcgpo_jax.learn.optimizer import OptimizerConfig
from mcgpo_jax.data.tokens import TokenArrays
from mcgpo_jax.learn.step import Learner
from mcgpo_jax.models.qwen import Qwen, QwenConfig

N, L, V = 10, 10, 256


@pytest.fixture(scope="module")
def learner():
  model = Qwen(QwenConfig(vocab_size=V, hidden_size=64, intermediate_size=128, num_layers=2, num_heads=4,
                          num_kv_heads=2, head_dim=16), rngs=nnx.Rngs(0))
  return Learner(model, batching=BatchingConfig(micro_batch_size=4, mini_batch_size=8),
                 optimizer=OptimizerConfig(learning_rate=1e-3))


@pytest.fixture(scope="module")
def rows():
  rng = np.random.default_rng(0)
  response = np.zeros((N, L), bool)
  response[:, 6:] = True
  return (TokenArrays(tokens=rng.integers(0, V, (N, L)).astype(np.int32), attention_mask=np.ones((N, L), bool),
                    response_mask=response), rng.normal(size=N).astype(np.float32))


def run_update(learner, state, ref, rows, update):
  """One update of a toy run: the RNG key advances and the shuffle seed is the update counter."""
  params, opt_state, rng = state
  rng, _ = jax.random.split(rng)
  params, opt_state, _ = learner.update(params, opt_state, ref, rows[0], rows[1], pair_plus=[0, 2],
                                        pair_minus=[1, 3], pair_weight=[0.5, 0.2], seed=update)
  return params, opt_state, rng


def host(tree):
  return jax.tree.map(np.asarray, tree)


@pytest.mark.slow
def test_resume_is_bit_identical(learner, rows, tmp_path):
  params, opt_state = learner.init()
  ref = learner.reference(params)
  state = (params, opt_state, jax.random.key(7))
  for update in range(2):
    state = run_update(learner, state, ref, rows, update)
  with Checkpointer(tmp_path / "ckpt", max_to_keep=2) as ckpt:
    path = ckpt.save(TrainCheckpoint(update=2, params=state[0], opt_state=state[1], rng=state[2],
                                     data_state={"cursor": 2, "epoch": 0, "order": [3, 1, 2]}))
    assert path == os.path.join(str(tmp_path / "ckpt"), "2") and ckpt.latest_update() == 2
    saved_rng = np.asarray(jax.random.key_data(state[2]))
    continued = host(run_update(learner, state, ref, rows, 2)[:2])

    restored = ckpt.restore(*learner.abstract_state())
  assert restored.update == 2 and restored.data_state == {"cursor": 2, "epoch": 0, "order": [3, 1, 2]}
  np.testing.assert_array_equal(jax.random.key_data(restored.rng), saved_rng)
  resumed = host(run_update(learner, (restored.params, restored.opt_state, restored.rng), ref, rows,
                            restored.update)[:2])
  assert jax.tree.structure(resumed) == jax.tree.structure(continued)
  for (path, a), b in zip(jax.tree_util.tree_leaves_with_path(resumed), jax.tree.leaves(continued)):
    np.testing.assert_array_equal(a, b, err_msg=jax.tree_util.keystr(path))


def test_keeps_last_n_and_round_trips_raw_keys(learner, tmp_path):
  params, opt_state = learner.abstract_state()
  params = jax.tree.map(lambda s: np.ones(s.shape, s.dtype), params)
  opt_state = jax.tree.map(lambda s: np.zeros(s.shape, s.dtype), opt_state)
  with Checkpointer(tmp_path, max_to_keep=2) as ckpt:
    for update in (5, 10, 15):
      ckpt.save(TrainCheckpoint(update, params, opt_state, jax.random.PRNGKey(update), {"u": update}))
    assert ckpt.all_updates() == [10, 15]
    old = ckpt.restore(*learner.abstract_state(), update=10)
    from_numpy_targets = ckpt.restore(params, opt_state)  # NumPy targets: restored onto the default device
  assert from_numpy_targets.update == 15
  jax.tree.map(np.testing.assert_array_equal, host(from_numpy_targets.params), params)
  assert old.data_state == {"u": 10} and old.rng.dtype == np.uint32
  np.testing.assert_array_equal(old.rng, jax.random.PRNGKey(10))
  np.testing.assert_array_equal(old.params["embed"][...], params["embed"][...])


def test_missing_and_corrupt_checkpoints_name_the_path(learner, tmp_path):
  targets = learner.abstract_state()
  with Checkpointer(tmp_path / "empty") as ckpt:
    with pytest.raises(CheckpointError, match="no checkpoint found in .*empty"):
      ckpt.restore(*targets)
  params = jax.tree.map(lambda s: np.ones(s.shape, s.dtype), targets[0])
  opt_state = jax.tree.map(lambda s: np.zeros(s.shape, s.dtype), targets[1])
  with Checkpointer(tmp_path / "run") as ckpt:
    ckpt.save(TrainCheckpoint(3, params, opt_state, jax.random.key(0), {}))
    with pytest.raises(CheckpointError, match=r"run/4 does not exist"):
      ckpt.restore(*targets, update=4)
    for root, _, files in os.walk(tmp_path / "run" / "3" / "state"):  # scribble over the array store
      for name in files:
        if not name.startswith("_") and name != "commit_success.txt":
          with open(os.path.join(root, name), "wb") as f:
            f.write(b"not a checkpoint")
    with pytest.raises(CheckpointError, match=r"cannot restore checkpoint .*run/3"):
      ckpt.restore(*targets)
