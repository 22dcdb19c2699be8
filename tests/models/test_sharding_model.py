"""Sharded Qwen == unsharded Qwen, on 8 fake CPU devices.

XLA reads --xla_force_host_platform_device_count when jax initialises, and pytest has already
initialised jax with one device, so the multi-device checks run this file as a script in a subprocess
(`python tests/models/test_sharding_model.py`), which asserts and exits non-zero on any mismatch.
"""
import os
import subprocess
import sys
import tempfile
import warnings

import jax
import pytest
from jax.sharding import AbstractMesh, PartitionSpec as P

from mcgpo_jax import sharding
from mcgpo_jax.sharding import MESH_AXES, logical_to_spec, make_mesh
from tests.repo import ROOT

MESH_SHAPES = ({"data": 2, "fsdp": 2, "tensor": 2}, {"fsdp": 2, "tensor": 4}, {"fsdp": 8})


def _abstract_mesh(data, fsdp, tensor):
  return AbstractMesh((data, fsdp, tensor), MESH_AXES)


def test_logical_to_spec_follows_the_rules_table():
  mesh = _abstract_mesh(2, 2, 2)
  assert logical_to_spec(("embed", "q_heads", "head_dim"), (64, 4, 16), mesh) == P("fsdp", "tensor", None)
  assert logical_to_spec(("vocab", "embed"), (512, 64), mesh) == P("tensor", "fsdp")
  assert logical_to_spec(("batch", "seq", "act_embed"), (8, 5, 64), mesh) == P(("data", "fsdp"), None, None)


def test_dimensions_that_do_not_divide_are_replicated_said_once_per_axis_and_listed(monkeypatch):
  """A replicated dimension costs every device the whole of it: the first of each logical axis is warned
  about (not every layer's), and `replications()` lists each for the compile report."""
  from mcgpo_jax import sharding
  monkeypatch.setattr(sharding, "_warned", set())   # as in a fresh process
  mesh = _abstract_mesh(1, 2, 4)
  with sharding.replications() as seen, pytest.warns(RuntimeWarning) as caught:
    for _ in range(3):   # every layer's kv projection: one warning
      assert logical_to_spec(("embed", "kv_heads", "head_dim"), (64, 2, 16), mesh) == P("fsdp", None, None)
    assert logical_to_spec(("batch", "seq"), (3, 5), mesh) == P(None, None)
    assert logical_to_spec(("embed", "q_heads"), (64, 8), mesh) == P("fsdp", "tensor")   # divided: nothing
  assert [str(w.message) for w in caught] == [
      "sharding: logical axis 'kv_heads' of size 2 is replicated: mesh axes tensor (4 devices) do not divide it "
      "(said once per axis)",
      "sharding: logical axis 'batch' of size 3 is replicated: mesh axes fsdp (2 devices) do not divide it "
      "(said once per axis)"]
  assert sorted(map(str, seen)) == ["batch 3 on fsdp 2", "kv_heads 2 on tensor 4"]
  with sharding.replications() as later, warnings.catch_warnings():
    warnings.simplefilter("error")   # said already: no second warning in the run
    logical_to_spec(("embed", "kv_heads", "head_dim"), (64, 2, 16), mesh)
  assert [str(r) for r in later] == ["kv_heads 2 on tensor 4"]


def test_a_dimension_over_several_mesh_axes_must_divide_by_their_product(monkeypatch):
  """The batch goes over data x fsdp: 8 rows split 4 ways, but 6 (divided by data's 2, not by 4) and 2 are
  replicated, not split over data alone (the layout the learner's rows and every other batch assume)."""
  from mcgpo_jax import sharding
  monkeypatch.setattr(sharding, "_warned", set())
  mesh = _abstract_mesh(2, 2, 1)
  assert logical_to_spec(("batch", "seq"), (8, 5), mesh) == P(("data", "fsdp"), None)
  with sharding.replications() as seen, pytest.warns(RuntimeWarning, match="mesh axes dataxfsdp \\(4 devices\\)"):
    assert logical_to_spec(("batch", "seq"), (6, 5), mesh) == P(None, None)
    assert logical_to_spec(("batch", "seq"), (2, 5), mesh) == P(None, None)
  assert len(seen) == 2


def test_the_samplers_weights_stay_whole_while_their_tensor_share_fits_half_a_device():
  """sharding.sampler_rules: the copy, split over `tensor`, against SAMPLER_WEIGHT_FRACTION of a device's
  memory. 60 GB of weights on a 4-way tensor split are 15 GB a device: whole (SAMPLER_RULES) on 40 GB devices,
  the learner's layout on 16 GB ones and without the tensor split; unknown memory (a CPU) counts as fitting."""
  weights, gb = 60 * 10**9, 10**9
  assert sharding.sampler_rules(weights, _abstract_mesh(1, 2, 4), 40 * gb) == sharding.SAMPLER_RULES
  assert sharding.sampler_rules(weights, _abstract_mesh(1, 2, 4), 16 * gb) == sharding._RULES
  assert sharding.sampler_rules(weights, _abstract_mesh(2, 4, 1), 40 * gb) == sharding._RULES
  assert sharding.sampler_rules(weights, _abstract_mesh(2, 4, 1), None) == sharding.SAMPLER_RULES
  assert sharding.SAMPLER_RULES["embed"] is None and sharding._RULES["embed"] is not None


def test_size_one_mesh_axes_are_left_out():
  assert logical_to_spec(("batch", "embed"), (8, 64), _abstract_mesh(4, 1, 2)) == P("data", None)


def test_unknown_logical_axis_and_bad_mesh_fail_loudly():
  with pytest.raises(KeyError, match="'heads'"):
    logical_to_spec(("heads",), (4,), _abstract_mesh(1, 1, 2))
  with pytest.raises(ValueError, match="needs 2 devices"):
    make_mesh({"data": 2}, devices=[object()])
  with pytest.raises(ValueError, match="unknown mesh axes"):
    make_mesh({"model": 1})


def test_minus_one_takes_the_remaining_devices_and_bad_shapes_fail():
  from mcgpo_jax.sharding import resolve_mesh_shape
  assert resolve_mesh_shape({"data": 1, "fsdp": -1, "tensor": 1}, 8) == {"data": 1, "fsdp": 8, "tensor": 1}
  assert resolve_mesh_shape({"data": 1, "fsdp": -1, "tensor": 2}, 8) == {"data": 1, "fsdp": 4, "tensor": 2}
  assert resolve_mesh_shape({"data": -1, "tensor": 4}, 8) == {"data": 2, "fsdp": 1, "tensor": 4}
  assert resolve_mesh_shape(None, 4) == {"data": 1, "fsdp": 4, "tensor": 1}
  for shape, n, message in [({"fsdp": -1, "tensor": 3}, 8, "do not divide"), ({"fsdp": -1, "data": -1}, 8, "at most one"),
                            ({"fsdp": 0}, 1, "each axis is >= 1"), ({"fsdp": 2, "tensor": 2}, 8, "needs 4 devices")]:
    with pytest.raises(ValueError, match=message):
      resolve_mesh_shape(shape, n)


def test_a_mesh_that_does_not_fit_the_devices_is_a_config_error():
  from configs import webshop as webshop_config
  from mcgpo_jax.config import ConfigError, validate_config
  cfg = webshop_config.get_config("smoke")
  cfg.mesh.tensor = 2 * jax.device_count()
  with pytest.raises(ConfigError, match=r"config\.mesh: .* do not divide"):
    validate_config(cfg)


@pytest.mark.slow
def test_sharded_forward_grad_load_and_sampling_match_unsharded():
  env = dict(os.environ, JAX_PLATFORMS="cpu", XLA_FLAGS="--xla_force_host_platform_device_count=8",
             PYTHONPATH=ROOT)   # the script imports tests.repo before its own code runs
  proc = subprocess.run([sys.executable, os.path.abspath(__file__)], env=env, cwd=ROOT,
                        capture_output=True, text=True, timeout=900)
  assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-5000:]
  assert proc.stdout.count("ok mesh") == len(MESH_SHAPES), proc.stdout


def _check_on_fake_devices():
  """Runs in the subprocess: every mesh in MESH_SHAPES reproduces the single-device results."""
  import jax
  import jax.numpy as jnp
  import numpy as np
  from flax import nnx

  from mcgpo_jax.models.hf import load_pretrained, save_pretrained
  from mcgpo_jax.models.qwen import Qwen, QwenConfig
  from mcgpo_jax.models.sampler import Sampler, SamplingParams
  from mcgpo_jax.sharding import batch_sharding, named_shardings, shard_model

  jax.config.update("jax_default_matmul_precision", "highest")
  assert jax.device_count() == 8, jax.devices()
  cfg = QwenConfig(vocab_size=512, hidden_size=64, intermediate_size=128, num_layers=2, num_heads=4,
                   num_kv_heads=2, head_dim=16, rope_theta=10000.0)
  model = Qwen(cfg, rngs=nnx.Rngs(0))
  nnx.update(model, jax.tree.map(lambda x: 5.0 * x, nnx.state(model, nnx.Param)))  # Decisive argmaxes.
  rng = np.random.RandomState(0)
  ids = jnp.asarray(rng.randint(0, 512, (8, 12)), jnp.int32)
  mask = jnp.asarray(np.arange(12)[None] >= rng.randint(0, 6, (8, 1)))  # Left padding.

  loss = lambda m, ids, mask: jnp.sum(jax.nn.log_softmax(m(ids, mask))[..., 7] * mask)
  forward = nnx.jit(lambda m, ids, mask: m(ids, mask))
  grad = nnx.jit(nnx.grad(loss))
  ref_logits = np.asarray(forward(model, ids, mask))
  ref_grads = [np.asarray(g) for g in jax.tree.leaves(grad(model, ids, mask))]
  prompts = [[3, 4, 5], [9] * 7, [100, 200]]
  greedy = SamplingParams(temperature=0.0, max_new_tokens=5)
  sampler = Sampler(prompt_buckets=(8,), batch_buckets=(4,))
  ref_tokens = sampler.generate(model, prompts, greedy, jax.random.key(0)).response_ids
  ckpt = tempfile.mkdtemp()
  save_pretrained(model, cfg, ckpt)

  for shape in MESH_SHAPES:
    mesh = make_mesh(shape)
    sharded = shard_model(nnx.clone(model), mesh)
    q_proj = sharded.layers.attn.q_proj[...]   # stacked: [layers, embed, heads, head_dim]
    expected = named_shardings(nnx.state(sharded), mesh)["layers"]["attn"]["q_proj"].get_value()
    assert q_proj.sharding == expected and q_proj.sharding.spec[:2] == (None, "fsdp"), q_proj.sharding
    assert q_proj.addressable_shards[0].data.size < q_proj.size, "q_proj is not actually split"
    s_ids, s_mask = (jax.device_put(x, batch_sharding(mesh)) for x in (ids, mask))
    with jax.set_mesh(mesh):  # Activation constraints apply inside the mesh context.
      logits = forward(sharded, s_ids, s_mask)
      grads = jax.tree.leaves(grad(sharded, s_ids, s_mask))
      if shape == MESH_SHAPES[0]:  # One mesh suffices for the sampler; each costs two compiles.
        tokens = sampler.generate(sharded, prompts, greedy, jax.random.key(0)).response_ids
        np.testing.assert_array_equal(tokens, ref_tokens)
    # Split contractions sum partial results in another order: float32 rounding, not semantics.
    np.testing.assert_allclose(np.asarray(logits), ref_logits, atol=2e-4, rtol=1e-5)
    for g, ref in zip(grads, ref_grads):  # Relative to each leaf's scale: scatter-adds reorder too.
      err, scale = np.abs(np.asarray(g) - ref).max(), np.abs(ref).max()
      assert err <= 1e-4 * scale, (shape, err, scale)

    loaded, _ = load_pretrained(ckpt, mesh=mesh)  # Tensors go straight to their shardings.
    for (path, a), (_, b) in zip(nnx.to_flat_state(nnx.state(loaded)), nnx.to_flat_state(nnx.state(sharded))):
      assert a[...].sharding.is_equivalent_to(b[...].sharding, a[...].ndim), path
      np.testing.assert_array_equal(np.asarray(a[...]), np.asarray(b[...]))
    print("ok mesh", shape, flush=True)


if __name__ == "__main__":
  _check_on_fake_devices()
