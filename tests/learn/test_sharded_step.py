"""The train step on a 2×2×2 (data, fsdp, tensor) mesh of 8 fake CPU devices, its layer inputs and gradient sum
in host memory, equals the unsharded step without remat, its checkpoint restores onto a different mesh with the same
checksums, and a packed update there (one buffer per data shard) equals the unpacked unsharded one.

XLA fixes the CPU device count at start-up, so the check runs in a fresh interpreter with
`--xla_force_host_platform_device_count=8`.
"""
import os
import subprocess
import sys
import textwrap

import pytest

from tests.repo import ROOT as REPO


def _on_8_devices(script: str) -> subprocess.CompletedProcess:
  """`script` run in a fresh interpreter that sees 8 fake CPU devices; its failure shows its output."""
  env = dict(os.environ, JAX_PLATFORMS="cpu", XLA_FLAGS="--xla_force_host_platform_device_count=8",
             PYTHONPATH=REPO)
  result = subprocess.run([sys.executable, "-c", script], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=900)
  assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-6000:]
  return result


SCRIPT = textwrap.dedent("""
  import dataclasses
  import jax, numpy as np, optax
  jax.config.update("jax_default_matmul_precision", "highest")
  from flax import nnx
  from mcgpo_jax import sharding
  from mcgpo_jax.learn.batching import BatchingConfig, Microbatches
  from mcgpo_jax.learn.losses import LossConfig
  from mcgpo_jax.learn.optimizer import OptimizerConfig
  from mcgpo_jax.learn.step import Learner
  from mcgpo_jax.models.qwen import Qwen, QwenConfig

  assert jax.device_count() == 8, jax.devices()
  M, B, L, V, P = 2, 4, 10, 256, 4
  cfg = QwenConfig(vocab_size=V, hidden_size=64, intermediate_size=128, num_layers=2, num_heads=4,
                   num_kv_heads=2, head_dim=16)
  model = Qwen(cfg, rngs=nnx.Rngs(0))
  # The sharded step also keeps its layer inputs in host memory (the same weights: the same seed).
  offloaded = Qwen(dataclasses.replace(cfg, remat="offload_layer_inputs"), rngs=nnx.Rngs(0))
  mesh = sharding.make_mesh({"data": 2, "fsdp": 2, "tensor": 2})
  batching = BatchingConfig(micro_batch_size=B, mini_batch_size=M * B)
  # ... and carries its float32 gradient sum between the microbatches in host memory.
  hosted = dataclasses.replace(batching, grad_sum_on_host=True)

  rng = np.random.default_rng(0)
  tokens = rng.integers(0, V, (M, B, L)).astype(np.int32)
  attention = np.ones((M, B, L), bool)
  attention[:, 2, 8:] = False
  response = np.zeros((M, B, L), bool)
  response[:, :, 5:] = True
  row_mask = np.ones((M, B), bool)
  row_mask[1, 3] = False
  pairs = np.zeros((M, P), np.int32)

  def run(tx, mesh):
    # The pair term on (MCGPO's λ): the batch carries preference pairs whose gradient must shard too.
    learner = Learner(model if mesh is None else offloaded, LossConfig(pair_coef=0.05),
                      batching if mesh is None else hosted, tx, mesh=mesh, logprob_chunk=4)
    params, opt_state = learner.init()
    old = learner.compute_logprobs(params, tokens, attention)
    old_np = np.asarray(old)
    batch = Microbatches(tokens=tokens, attention_mask=attention, response_mask=response,
                         old_logp=old_np + 0.2 * rng_fixed.normal(size=old_np.shape).astype(np.float32),
                         ref_logp=old_np + 0.3, advantages=np.array([[1., -2., .5, -.3], [.7, -1., 2., 0.]], np.float32),
                         row_mask=row_mask, pair_plus=pairs + np.array([0, 1, 0, 0]),
                         pair_minus=pairs + np.array([2, 0, 0, 0]), pair_weight=np.full((M, P), 0.6, np.float32),
                         pair_mask=np.array([[True, False, False, False], [True, True, False, False]]))
    for _ in range(2):  # the second step reads the optimizer state back through its shardings
      params, opt_state, metrics = learner.train_step(params, opt_state, batch)
    return learner, old, (params, opt_state), metrics

  # SGD with lr 1 makes the parameter change equal to the accumulated gradient. For AdamW, eps is raised:
  # some gradients are exactly zero in exact arithmetic (k_bias shifts every attention score of a query
  # equally), and with eps = 1e-8 Adam would turn their ~1e-10 rounding noise into ±lr steps whose sign
  # depends on the reduction order, a comparison of rounding rather than of the sharded code path.
  for name, tx in [("sgd", optax.sgd(1.0)), ("adamw", OptimizerConfig(learning_rate=1e-3, eps=1e-4))]:
    rng_fixed = np.random.default_rng(1)
    _, old_1, state_1, metrics_1 = run(tx, None)
    rng_fixed = np.random.default_rng(1)
    learner, old_8, state_8, metrics_8 = run(tx, mesh)
    params_8 = state_8[0]
    np.testing.assert_allclose(np.asarray(old_8), np.asarray(old_1), atol=1e-6)
    for key in metrics_1:
      np.testing.assert_allclose(metrics_8[key], metrics_1[key], rtol=1e-6, atol=1e-6, err_msg=key)
    for (path, a), b in zip(jax.tree_util.tree_leaves_with_path(state_8), jax.tree.leaves(state_1)):
      np.testing.assert_allclose(np.asarray(a), np.asarray(b), atol=1e-6, err_msg=name + jax.tree_util.keystr(path))
    # The step really ran sharded: outputs kept their declared shardings, and weights are split 4 ways.
    q_proj = params_8["layers"]["attn"]["q_proj"][...]   # stacked: [layers, embed, heads, head_dim]
    assert q_proj.sharding.spec == jax.sharding.PartitionSpec(None, "fsdp", "tensor", None), q_proj.sharding
    assert len({str(s.index) for s in q_proj.addressable_shards}) == 4
    assert old_8.sharding.spec[1] == ("data", "fsdp"), old_8.sharding
    print(name, "ok", {k: float(v) for k, v in metrics_8.items()})

  # A checkpoint written from the 2x2x2 mesh restores onto an fsdp=8 mesh and onto one device.
  import tempfile
  from mcgpo_jax.checkpoint import Checkpointer, TrainCheckpoint
  with tempfile.TemporaryDirectory() as tmp, Checkpointer(tmp) as ckpt:
    ckpt.save(TrainCheckpoint(1, state_8[0], state_8[1], jax.random.key(0), {"cursor": 1}))
    for target_mesh in (sharding.make_mesh({"fsdp": 8}), None):
      target = Learner(model, LossConfig(pair_coef=0.05), batching, tx, mesh=target_mesh).abstract_state()
      restored = ckpt.restore(*target)
      for a, b, t in zip(jax.tree.leaves((restored.params, restored.opt_state)), jax.tree.leaves(state_8),
                         jax.tree.leaves(target)):
        np.testing.assert_array_equal(np.asarray(a), np.asarray(b))
        assert a.sharding.is_equivalent_to(t.sharding, a.ndim), (a.sharding, t.sharding)
      # The checkpoint's checksums read the global array, not its shards: the same digests on 8 devices
      # (q_proj split 4 ways, replicated twice), after the restore onto another layout, and on the host.
      from mcgpo_jax.checkpoint import digests
      host = jax.tree.map(np.asarray, state_8[0])
      assert digests(state_8[0]) == digests(restored.params) == digests(host)
  print("restore ok")
""")


@pytest.mark.slow
def test_sharded_train_step_equals_unsharded():
  result = _on_8_devices(SCRIPT)
  assert "sgd ok" in result.stdout and "adamw ok" in result.stdout and "restore ok" in result.stdout


PACKED = textwrap.dedent("""
  import jax, numpy as np, optax
  jax.config.update("jax_default_matmul_precision", "highest")
  from flax import nnx
  from mcgpo_jax import sharding
  from mcgpo_jax.data.tokens import pack_token_rows
  from mcgpo_jax.learn.batching import BatchingConfig
  from mcgpo_jax.learn.losses import LossConfig
  from mcgpo_jax.learn.step import Learner
  from mcgpo_jax.models.qwen import Qwen, QwenConfig

  assert jax.device_count() == 8, jax.devices()
  model = Qwen(QwenConfig(vocab_size=128, hidden_size=64, intermediate_size=128, num_layers=1, num_heads=4,
                          num_kv_heads=2, head_dim=16), rngs=nnx.Rngs(0))
  rng = np.random.default_rng(0)
  rows = pack_token_rows([rng.integers(1, 128, n).tolist() for n in (3, 9, 4, 14, 5, 2, 11, 6)],
                         [rng.integers(1, 128, n).tolist() for n in (1, 7, 2, 12, 3, 9, 2, 5)], 0, minimum=8)
  adv = np.linspace(-1, 1.2, 8).astype(np.float32)

  def gradient(mesh, **layout):
    learner = Learner(model, LossConfig(pair_coef=0.05, kl_coef=0.05),
                      BatchingConfig(micro_batch_size=8, mini_batch_size=8, **layout), optax.sgd(1.0), mesh=mesh)
    params, opt_state = learner.init()
    before = jax.device_get(learner.copy(params))
    params, _, metrics = learner.update(params, opt_state, learner.reference(params), rows, adv, [0, 3], [1, 2],
                                        [0.7, 0.4], seed=1)
    return jax.tree.map(lambda b, a: b - np.asarray(a), before, jax.device_get(params)), metrics

  want, _ = gradient(None)
  # data x fsdp = 4 buffers of 32 tokens per microbatch, one per data shard.
  got, metrics = gradient(sharding.make_mesh({"data": 2, "fsdp": 2, "tensor": 2}), pack=True,
                          tokens_per_micro_batch=32)
  for g, w in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
    np.testing.assert_allclose(g, w, atol=1e-6, rtol=1e-4)
  print("packed ok", metrics["slot_tokens"])
""")


@pytest.mark.slow
def test_packed_update_on_a_mesh_equals_the_unpacked_unsharded_one():
  result = _on_8_devices(PACKED)
  assert "packed ok" in result.stdout


CLONING = textwrap.dedent("""
  import dataclasses
  import jax, numpy as np
  jax.config.update("jax_default_matmul_precision", "highest")
  from flax import nnx
  from mcgpo_jax import sharding
  from mcgpo_jax.data.tokens import TokenArrays
  from mcgpo_jax.learn.optimizer import OptimizerConfig
  from mcgpo_jax.learn.sft import BehaviourCloning
  from mcgpo_jax.models.qwen import Qwen, QwenConfig

  assert jax.device_count() == 8, jax.devices()
  B, L = 8, 24
  cfg = QwenConfig(vocab_size=128, hidden_size=64, intermediate_size=128, num_layers=2, num_heads=4,
                   num_kv_heads=2, head_dim=16)
  rng = np.random.default_rng(0)
  prompt = rng.integers(4, 16, B)
  positions = np.arange(L)[None]
  attention = positions < (prompt + rng.integers(2, 8, B))[:, None]
  rows = TokenArrays(rng.integers(1, 128, (B, L)).astype(np.int32), attention, attention & (positions >= prompt[:, None]))
  mesh = sharding.make_mesh({"data": 2, "fsdp": 2, "tensor": 2})

  def clone(model_cfg, mesh):
    graphdef, params = nnx.split(Qwen(model_cfg, rngs=nnx.Rngs(0)))
    if mesh is not None:
      params = jax.device_put(params, sharding.state_shardings(params, mesh))
    bc = BehaviourCloning(graphdef, OptimizerConfig(learning_rate=1e-2), logprob_chunk=5, mesh=mesh)
    return bc, *bc.fit(params, rows, steps=3, batch_size=B)

  _, want, want_losses = clone(cfg, None)
  bc, got, losses = clone(dataclasses.replace(cfg, attention="splash", interpret=True), mesh)
  # The later losses read the updated weights. AdamW divides each gradient by its own scale, so a weight whose
  # gradient is near 0 moves by up to the learning rate on rounding alone: weights within a tenth of one step.
  np.testing.assert_allclose(losses, want_losses, rtol=1e-5)
  for (path, a), b in zip(jax.tree_util.tree_leaves_with_path(got), jax.tree.leaves(want)):
    np.testing.assert_allclose(np.asarray(a), np.asarray(b), atol=1e-3, err_msg=jax.tree_util.keystr(path))
  # The kernel runs per shard: every pallas_call sits inside a shard_map (the compiler partitions no Mosaic call).
  text = str(bc.trace_step(jax.eval_shape(lambda: got), B, L).jaxpr)
  assert text.count("pallas_call") and "shard_map" in text.split("pallas_call")[0], "splash outside a shard_map"
  print("cloning ok", losses)
""")


@pytest.mark.slow
def test_behaviour_cloning_runs_splash_per_shard_on_a_mesh_and_equals_one_device():
  """The warm start's cloning step on a 2x2x2 mesh of 8 fake CPU devices, splash in interpret mode, traced and
  run under the learner's mesh: its losses and weights equal one device's with XLA attention, and the Pallas
  kernel sits in a shard_map (jitted outside the mesh it did not, which no multi-chip TPU compiles)."""
  result = _on_8_devices(CLONING)
  assert "cloning ok" in result.stdout
