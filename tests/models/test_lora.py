"""LoRA (models/lora.py): adapters off = the base, merged = unmerged, and the learner trains the adapters only."""
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest
from flax import nnx

from mcgpo_jax.learn.step import Learner
from mcgpo_jax.models import lora
from mcgpo_jax.models.qwen import Qwen, QwenConfig

from tests.learn.test_train_step import BATCHING, LOSS, TINY, make_batch
from tests.repo import ROOT

ADAPTERS = lora.LoraConfig(rank=4, alpha=8.0)
IDS = (jnp.arange(24, dtype=jnp.int32).reshape(2, 12) * 7) % TINY.vocab_size


def _models(scan: bool, targets=lora.TARGETS):
  base_cfg = dataclasses.replace(TINY, scan_layers=scan)
  adapted = dataclasses.replace(base_cfg, lora=dataclasses.replace(ADAPTERS, targets=targets))
  return Qwen(base_cfg, rngs=nnx.Rngs(0)), Qwen(adapted, rngs=nnx.Rngs(0))


def _randomise_b(model, seed=1):
  """B ~ N(0, 0.05): the adapters change the logits (B = 0 would make every comparison trivial)."""
  state = nnx.state(model, nnx.LoRAParam)
  keys = iter(jax.random.split(jax.random.key(seed), len(jax.tree.leaves(state))))
  nnx.update(model, jax.tree.map(lambda x: x + 0.05 * jax.random.normal(next(keys), x.shape, x.dtype), state))


@pytest.mark.parametrize("scan", [True, False])
def test_zero_b_logits_equal_the_base_and_the_base_is_the_same_weights(scan):
  base, adapted = _models(scan)
  base_state = nnx.state(base, nnx.Param)
  adapted_base = nnx.state(adapted, nnx.All(nnx.Param, nnx.Not(nnx.LoRAParam)))
  assert jax.tree.all(jax.tree.map(lambda a, b: bool(jnp.array_equal(a, b)), base_state, adapted_base))
  np.testing.assert_array_equal(np.asarray(adapted(IDS)), np.asarray(base(IDS)))


@pytest.mark.parametrize("scan", [True, False])
def test_merged_adapters_give_the_unmerged_logits(scan):
  base, adapted = _models(scan)
  _randomise_b(adapted)
  unmerged = np.asarray(adapted(IDS))
  assert np.abs(unmerged - np.asarray(base(IDS))).max() > 1e-2   # the adapters do change the policy
  merged = nnx.merge(nnx.graphdef(base), lora.merged_state(adapted))
  np.testing.assert_allclose(np.asarray(merged(IDS)), unmerged, atol=2e-5, rtol=0)


def test_the_peft_config_names_its_modules_in_one_order_whatever_the_configs():
  """adapter_config.json is a function of the adapters, not of how config.lora.targets was spelled: two runs
  with the same targets in another order export the same file (peft reads the names as a set)."""
  one = lora.peft_config(lora.LoraConfig(rank=4, targets=("v", "q", "down")), "base")
  other = lora.peft_config(lora.LoraConfig(rank=4, targets=("down", "v", "q")), "base")
  assert one == other and one["target_modules"] == ["down_proj", "q_proj", "v_proj"]


def test_targets_choose_which_weights_get_adapters():
  _, adapted = _models(True, targets=("q", "down"))
  paths = {path[:-1] for path, _ in nnx.to_flat_state(nnx.state(adapted, nnx.LoRAParam))}
  assert paths == {("layers", "attn", "q_proj_lora"), ("layers", "mlp", "down_proj_lora")}


def test_each_target_starts_from_its_own_draw_within_its_fan_in_bound():
  """A ~ U(±1/sqrt(fan in)), drawn per target: k and v (one shape) start apart, and o_proj's fan in is both its
  input axes (heads x head_dim), as peft's nn.Linear of the flattened weight has it."""
  _, adapted = _models(False)
  layer = adapted.layers[0]
  a = {t: np.asarray(lora.adapter_of(getattr(layer, m), w).a[...]) for t, (m, w, _) in lora._WHERE.items()}
  assert a["k"].shape == a["v"].shape and not np.array_equal(a["k"], a["v"])
  assert a["o"].shape == (TINY.num_heads, TINY.head_dim, ADAPTERS.rank)
  for target, x in a.items():
    bound = 1 / np.sqrt(np.prod(x.shape[:-1]))
    assert 0.8 * bound < np.abs(x).max() <= bound, target


def test_an_adapter_adds_alpha_over_rank_times_x_a_b():
  """scale = alpha / rank (peft's, without rslora), by hand on one adapter of a [3] -> [2, 2] weight."""
  cfg = lora.LoraConfig(rank=2, alpha=6.0)
  assert cfg.scale == 3.0
  adapter = lora.Adapter((3,), (2, 2), ("embed",), ("heads", "head_dim"), cfg, jax.random.key(0))
  adapter.b.set_value(jnp.arange(8, dtype=jnp.float32).reshape(2, 2, 2) / 8)
  a, b = np.asarray(adapter.a[...]), np.asarray(adapter.b[...]).reshape(2, 4)
  x = np.array([[[1.0, -2.0, 0.5]]], np.float32)
  np.testing.assert_allclose(np.asarray(adapter(jnp.asarray(x), jnp.float32)), 3.0 * x @ a @ b, rtol=1e-6)
  np.testing.assert_allclose(np.asarray(adapter.delta()), (3.0 * a @ b).reshape(3, 2, 2), rtol=1e-6)


@pytest.mark.parametrize("fields, message", [
    (dict(rank=4, targets=()), "lora targets \\(\\): choose a non-empty subset of q k v o gate up down"),
    (dict(rank=4, targets=("q", "qkv")), "lora targets \\('q', 'qkv'\\): choose a non-empty subset"),
    (dict(rank=-1), "lora rank=-1 must be >= 0")])
def test_lora_settings_it_cannot_run_are_refused_naming_the_field(fields, message):
  with pytest.raises(ValueError, match=message):
    lora.LoraConfig(**fields)


@pytest.fixture(scope="module")
def lora_learner():
  _, adapted = _models(True)
  return Learner(adapted, LOSS, BATCHING, optax.adamw(1e-2), logprob_chunk=5)


def test_optimizer_state_holds_only_adapter_shapes(lora_learner):
  params, opt_state = lora_learner.init()
  adapters = nnx.state(nnx.merge(lora_learner.graphdef, params), nnx.LoRAParam)
  adapter_shapes = sorted(x.shape for x in jax.tree.leaves(adapters))
  moments = [x.shape for x in jax.tree.leaves(opt_state) if x.ndim > 0]   # mu and nu; scalars: step counts
  assert sorted(moments) == sorted(adapter_shapes * 2)
  base_shapes = [x.shape for x in jax.tree.leaves(lora_learner.split(params)[1])]
  assert all(s not in adapter_shapes for s in base_shapes)   # no base weight has an adapter's shape here


def test_gradients_reach_only_the_adapters_and_ref_is_the_base(lora_learner):
  params, opt_state = lora_learner.init()
  before = jax.tree.map(np.asarray, params)
  batch = make_batch(lora_learner, params)
  for _ in range(2):   # two steps: B moves first (A's gradient is 0 while B = 0), then A too
    params, opt_state, metrics = lora_learner.train_step(params, opt_state, batch)
  assert np.isfinite(metrics["actor/loss"]) and metrics["actor/grad_norm"] > 0
  after = dict(nnx.to_flat_state(params))
  for path, var in nnx.to_flat_state(before):
    changed = not np.array_equal(np.asarray(after[path].get_value()), var.get_value())
    assert changed == isinstance(var, nnx.LoRAParam), path   # every adapter moved, no base weight did

  # π_ref of the trained params: the adapters off, the same base buffers; its log-probs are the base model's.
  ref = lora_learner.reference(params)
  frozen, ref_frozen = lora_learner.split(params)[1], lora_learner.split(ref)[1]
  assert all(a is b for a, b in zip(jax.tree.leaves(frozen), jax.tree.leaves(ref_frozen)))   # no copy
  base_model, _ = _models(True)
  base_learner = Learner(base_model, LOSS, BATCHING, optax.sgd(1.0), logprob_chunk=5)
  tokens, attention = np.asarray(batch.tokens), np.asarray(batch.attention_mask)
  np.testing.assert_array_equal(np.asarray(lora_learner.compute_logprobs(ref, tokens, attention)),
                                np.asarray(base_learner.compute_logprobs(nnx.state(base_model, nnx.Param),
                                                                         tokens, attention)))
  trained = np.asarray(lora_learner.compute_logprobs(params, tokens, attention))
  assert np.abs(trained - np.asarray(lora_learner.compute_logprobs(ref, tokens, attention))).max() > 0


def test_the_engine_reads_the_frozen_base_from_the_learners_buffers(lora_learner, monkeypatch):
  """Under LoRA the embedded engine copies only the adapters; its base weights are the learner's own buffers
  (rollout/engines/jax.py's shared_with_learner), after a train step too (which donates the adapters, never the
  base), and it samples exactly what an engine with its own copy samples."""
  from mcgpo_jax.models.sampler import SamplingParams
  from mcgpo_jax.rollout.engines import jax as engine_lib
  params, opt_state = lora_learner.init()
  batch = make_batch(lora_learner, params)
  params, opt_state, _ = lora_learner.train_step(params, opt_state, batch)   # adapters away from B = 0
  variables = lambda p: jax.tree.leaves(p, is_leaf=lambda x: isinstance(x, nnx.Variable))
  same = lambda a, b: a.unsafe_buffer_pointer() == b.unsafe_buffer_pointer()

  def shared(engine, p):
    return [same(v.get_value(), x) for v, x in zip(variables(p), jax.tree.leaves(engine.params))]
  prompts, sampling = [[1, 2, 3], [4, 5]], SamplingParams(temperature=1.0, max_new_tokens=4)
  engine = engine_lib.JaxEngine(lora_learner.graphdef, params, pad_id=0)
  assert shared(engine, params) == [not isinstance(v, nnx.LoRAParam) for v in variables(params)]
  engine.generate(prompts, sampling, seed=3)
  params, opt_state, _ = lora_learner.train_step(params, opt_state, batch)
  engine.sync(params, 1)
  assert shared(engine, params) == [not isinstance(v, nnx.LoRAParam) for v in variables(params)]
  after = [g.ids for g in engine.generate(prompts, sampling, seed=3)]
  monkeypatch.setattr(engine_lib, "shared_with_learner", lambda p, layout, dtype=None: [False] * len(variables(p)))
  copied = engine_lib.JaxEngine(lora_learner.graphdef, params, pad_id=0)
  assert not any(shared(copied, params))
  assert [g.ids for g in copied.generate(prompts, sampling, seed=3)] == after


@pytest.mark.slow
def test_a_lora_run_exports_merged_and_as_a_peft_adapter_with_our_logits(tmp_path):
  """launch/export.py of a LoRA run: the merged HF dir and the peft adapter over its exported base (a tiny
  run's base exists nowhere else) both give our (unmerged) logits under transformers / peft."""
  import json
  import os
  import torch
  from configs import alfworld as alfworld_config
  from mcgpo_jax.export import export_adapter, export_run
  from tests.hf_tiny import hf_logits
  from tests.ecosystem.test_ecosystem_hf import _our_logits, _tiny_model_run
  peft = pytest.importorskip("peft")
  from transformers import AutoModelForCausalLM

  cfg = alfworld_config.get_config("smoke")
  cfg.lora.rank, cfg.lora.alpha, cfg.lora.targets = 4, 8.0, "q v o up down"
  run_dir, model, params = _tiny_model_run(tmp_path, cfg, seed=3)   # every weight perturbed, B included
  ids = np.array([[1, 2, 40, 41, 100, 7]])
  ours = _our_logits(model, params, ids)
  merged = export_run(run_dir, str(tmp_path / "merged"), dtype="float32")
  np.testing.assert_allclose(hf_logits(merged, ids), ours, rtol=2e-4, atol=2e-4)

  out = export_adapter(run_dir, str(tmp_path / "adapter"))
  with open(os.path.join(out, "adapter_config.json")) as f:
    base_dir = json.load(f)["base_model_name_or_path"]
  assert base_dir == os.path.join(out, "base")
  base = AutoModelForCausalLM.from_pretrained(base_dir, dtype=torch.float32)
  adapted = peft.PeftModel.from_pretrained(base, out)
  adapted.eval()
  with torch.no_grad():
    theirs = adapted(input_ids=torch.as_tensor(ids)).logits.numpy()
  np.testing.assert_allclose(theirs, ours, rtol=2e-4, atol=2e-4)
  with adapted.disable_adapter(), torch.no_grad():   # the adapters matter: the base alone is elsewhere
    assert np.abs(adapted(input_ids=torch.as_tensor(ids)).logits.numpy() - ours).max() > 1e-3


SHARDED = """
import jax, numpy as np, optax
jax.config.update("jax_default_matmul_precision", "highest")
from flax import nnx
from mcgpo_jax import sharding
from mcgpo_jax.learn.batching import BatchingConfig
from mcgpo_jax.learn.step import Learner
from mcgpo_jax.models import lora
from mcgpo_jax.models.qwen import Qwen, QwenConfig
from tests.learn.test_train_step import LOSS, make_batch

assert jax.device_count() == 8, jax.devices()
cfg = QwenConfig(vocab_size=256, hidden_size=64, intermediate_size=128, num_layers=2, num_heads=4, num_kv_heads=2,
                 head_dim=16, lora=lora.LoraConfig(rank=4, alpha=8.0))
model = Qwen(cfg, rngs=nnx.Rngs(0))
batching = BatchingConfig(micro_batch_size=4, mini_batch_size=12)

def run(mesh):
  learner = Learner(model, LOSS, batching, optax.sgd(1.0), mesh=mesh, logprob_chunk=4)
  params, opt_state = learner.init()
  batch = make_batch(learner, params)
  for _ in range(2):
    params, opt_state, metrics = learner.train_step(params, opt_state, batch)
  return params, metrics

params_1, metrics_1 = run(None)
params_8, metrics_8 = run(sharding.make_mesh({"data": 2, "fsdp": 2, "tensor": 2}))
for key in metrics_1:
  np.testing.assert_allclose(metrics_8[key], metrics_1[key], rtol=1e-6, atol=1e-6, err_msg=key)
for (path, a), b in zip(jax.tree_util.tree_leaves_with_path(params_8), jax.tree.leaves(params_1)):
  np.testing.assert_allclose(np.asarray(a), np.asarray(b), atol=1e-6, err_msg=jax.tree_util.keystr(path))
b = params_8["layers"]["attn"]["q_proj_lora"]["b"][...]   # [layers, rank, heads, head_dim]: heads on tensor
assert b.sharding.spec == jax.sharding.PartitionSpec(None, None, "tensor", None), b.sharding
a = params_8["layers"]["attn"]["q_proj_lora"]["a"][...]   # [layers, embed, rank]: embed on fsdp, as q_proj's
assert a.sharding.spec == jax.sharding.PartitionSpec(None, "fsdp", None), a.sharding
print("lora sharded ok")
"""


@pytest.mark.slow
def test_the_lora_step_on_an_8_device_mesh_equals_the_unsharded_step():
  import os
  import subprocess
  import sys
  env = dict(os.environ, JAX_PLATFORMS="cpu", XLA_FLAGS="--xla_force_host_platform_device_count=8",
             PYTHONPATH=ROOT)
  result = subprocess.run([sys.executable, "-c", SHARDED], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=900)
  assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-4000:]
  assert "lora sharded ok" in result.stdout


@pytest.mark.parametrize("scan", [True, False])
def test_a_checkpoint_of_other_adapters_is_refused_naming_the_lora_flag_that_restores_it(tmp_path, scan):
  """A LoRA checkpoint resumed without --config.lora.rank (or a full one with it) used to be refused as
  "68 arrays differ": the line names the flag and the value that restores it."""
  from mcgpo_jax import checkpoint as ckpt_lib
  base, adapted = _models(scan)
  narrow = Qwen(dataclasses.replace(adapted.config, lora=dataclasses.replace(ADAPTERS, rank=8)), rngs=nnx.Rngs(0))
  attention_only = _models(scan, targets=("q", "v"))[1]
  params = lambda m: nnx.state(m, nnx.Param)
  with ckpt_lib.Checkpointer(str(tmp_path / "lora")) as saved:
    saved.save(ckpt_lib.TrainCheckpoint(1, params(adapted), {}, jax.random.key(0), {}))
    for other, line, flag in [
        (base, "holds LoRA adapters of rank 4: resume it with --config.lora.rank=4", ("config.lora.rank", 4)),
        (narrow, "holds LoRA adapters of rank 4: resume it with --config.lora.rank=4", ("config.lora.rank", 4)),
        (attention_only, "holds LoRA adapters on q k v o gate up down: resume it with "
                         "--config.lora.targets='q k v o gate up down'",
         ("config.lora.targets", "q k v o gate up down"))]:
      with pytest.raises(ckpt_lib.CheckpointMismatch) as e:
        saved.restore(params(other), {})
      assert str(e.value).endswith(line) and "\n" not in str(e.value) and e.value.flag == flag
  with ckpt_lib.Checkpointer(str(tmp_path / "full")) as saved:
    saved.save(ckpt_lib.TrainCheckpoint(1, params(base), {}, jax.random.key(0), {}))
    with pytest.raises(ckpt_lib.CheckpointMismatch) as e:
      saved.restore(params(adapted), {})
    assert str(e.value).endswith("holds a full fine-tuning run (no LoRA adapters): resume it with "
                                 "--config.lora.rank=0") and e.value.flag == ("config.lora.rank", 0)
