"""Scanned decoder layers (QwenConfig.scan_layers): one layer body in the compiled program whatever the depth,
the same numbers as the per-layer loop, HF round trips through the stacked arrays, the remat policies, and
checkpoints of the other layout refused in one line that says how to resume them."""
import dataclasses
import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from flax import nnx

from mcgpo_jax import checkpoint as ckpt_lib
from mcgpo_jax.learn.batching import BatchingConfig
from mcgpo_jax.learn.step import Learner
from mcgpo_jax.models.hf import load_pretrained, save_pretrained
from mcgpo_jax.models.qwen import REMAT_POLICIES, Qwen, QwenConfig
from mcgpo_jax.models.sampler import Sampler, SamplingParams

TINY = QwenConfig(vocab_size=96, hidden_size=32, intermediate_size=64, num_layers=3, num_heads=4, num_kv_heads=2,
                  head_dim=8, qk_norm=True, qkv_bias=False)


def _pair(cfg=TINY):
  """The same weights (same seed) scanned and as a loop."""
  return Qwen(cfg, rngs=nnx.Rngs(0)), Qwen(dataclasses.replace(cfg, scan_layers=False), rngs=nnx.Rngs(0))


def _inputs():
  rng = np.random.RandomState(0)
  ids = jnp.asarray(rng.randint(0, TINY.vocab_size, (3, 9)), jnp.int32)
  mask = jnp.asarray(np.arange(9)[None] >= np.array([[0], [3], [5]]))   # left padding
  return ids, mask


def test_stacked_weights_have_a_leading_layers_axis_and_match_the_loops():
  scanned, loop = _pair()
  q = scanned.layers.attn.q_proj
  assert q.shape == (3, 32, 4, 8) and q.get_metadata()["logical_axes"] == ("layers", "embed", "q_heads", "head_dim")
  for i, layer in enumerate(loop.layers):
    np.testing.assert_array_equal(np.asarray(q[...][i]), np.asarray(layer.attn.q_proj[...]))


def test_scan_and_loop_give_the_same_logits_gradients_and_samples():
  scanned, loop = _pair()
  ids, mask = _inputs()
  np.testing.assert_allclose(np.asarray(scanned(ids, mask)), np.asarray(loop(ids, mask)), atol=1e-5)

  loss = lambda m: jnp.sum(jax.nn.log_softmax(m(ids, mask))[..., 5] * mask)
  g_scan, g_loop = nnx.grad(loss)(scanned), nnx.grad(loss)(loop)
  flat = dict(nnx.to_flat_state(g_scan))
  for path, g in nnx.to_flat_state(g_loop):
    if path[0] == "layers":   # ("layers", i, ...) in the loop is slice i of ("layers", ...) scanned
      want = np.asarray(flat[("layers",) + path[2:]][...][path[1]])
    else:
      want = np.asarray(flat[path][...])
    np.testing.assert_allclose(np.asarray(g[...]), want, atol=1e-5, err_msg=str(path))

  sampler = Sampler(prompt_buckets=(8,), batch_buckets=(4,))
  prompts, greedy = [[3, 4, 5], [9] * 7, [10, 20]], SamplingParams(temperature=0.0, max_new_tokens=6)
  a = sampler.generate(scanned, prompts, greedy, jax.random.key(0))
  b = sampler.generate(loop, prompts, greedy, jax.random.key(0))
  np.testing.assert_array_equal(a.response_ids, b.response_ids)
  np.testing.assert_allclose(a.logprobs, b.logprobs, atol=1e-5)


def test_prefill_in_passes_fills_the_stacked_cache_as_one_pass():
  scanned, _ = _pair()
  prompts = [[3, 4, 5], [9] * 7, [10, 20], [1, 2, 3, 4]]
  greedy = SamplingParams(temperature=0.0, max_new_tokens=4)
  one = Sampler(prompt_buckets=(8,), batch_buckets=(4,)).generate(scanned, prompts, greedy, jax.random.key(0))
  passes = Sampler(prompt_buckets=(8,), batch_buckets=(4,), prefill_rows_per_device=1)
  assert passes.prefill_passes(4)["row_chunks"] == 4
  two = passes.generate(scanned, prompts, greedy, jax.random.key(0))
  np.testing.assert_array_equal(one.response_ids, two.response_ids)
  np.testing.assert_allclose(one.logprobs, two.logprobs, atol=1e-6)


def _train_step_dots(num_layers: int, scan_layers: bool) -> int:
  cfg = dataclasses.replace(TINY, num_layers=num_layers, scan_layers=scan_layers)
  model = nnx.eval_shape(lambda: Qwen(cfg, rngs=nnx.Rngs(0)))
  learner = Learner(model, batching=BatchingConfig(micro_batch_size=2, mini_batch_size=4), logprob_chunk=4)
  hlo = learner.trace_train_step(2, 16).lower().compile().as_text()
  return len(re.findall(r"\sdot\(", hlo))


def test_the_compiled_train_step_holds_one_layer_body_at_any_depth():
  """The layer count shows only as the scan's trip count: 2 and 8 layers compile to the same dots. The
  loop's count grows with depth, so the comparison can tell the two apart."""
  assert _train_step_dots(2, True) == _train_step_dots(8, True)
  assert _train_step_dots(8, False) > _train_step_dots(2, False)


def test_hf_round_trip_through_stacked_arrays_is_lossless(tmp_path):
  scanned, loop = _pair()
  save_pretrained(scanned, scanned.config, str(tmp_path / "scanned"))
  save_pretrained(loop, loop.config, str(tmp_path / "loop"))
  from safetensors.numpy import load_file
  a = load_file(str(tmp_path / "scanned" / "model.safetensors"))
  b = load_file(str(tmp_path / "loop" / "model.safetensors"))
  assert a.keys() == b.keys() and "model.layers.2.self_attn.q_proj.weight" in a
  for name in a:
    np.testing.assert_array_equal(a[name], b[name], err_msg=name)
  back, _ = load_pretrained(str(tmp_path / "scanned"))
  for (path, x), (_, y) in zip(nnx.to_flat_state(nnx.state(back)), nnx.to_flat_state(nnx.state(scanned))):
    np.testing.assert_array_equal(np.asarray(x[...]), np.asarray(y[...]), err_msg=str(path))


def test_loading_a_stacked_checkpoint_holds_a_tensor_at_a_time_on_the_host(tmp_path):
  """models/hf.py's docstring: the host peak stays under four times the largest tensor, whatever the depth.
  Each stacked weight used to be allocated on the host at layer 0 and placed after the last: the whole
  decoder (here 31 MB, 30 of the largest tensor; 26 GB for a float32 7B). Measured with
  tracemalloc, which sees numpy's buffers (the host's tensors) and not the runtime's device buffers."""
  import tracemalloc
  cfg = QwenConfig(vocab_size=128, hidden_size=256, intermediate_size=1024, num_layers=8, num_heads=4,
                   num_kv_heads=2, head_dim=64)
  model = Qwen(cfg, rngs=nnx.Rngs(0))
  save_pretrained(model, cfg, str(tmp_path))
  load_pretrained(str(tmp_path))   # compiles what loading runs, so the measured pass allocates only tensors
  largest = cfg.hidden_size * cfg.intermediate_size * 4   # an MLP weight of one layer (the embedding: 1/8 of it)
  decoder = sum(x.nbytes for x in jax.tree.leaves(nnx.state(model.layers)))
  assert decoder > 25 * largest
  tracemalloc.start()
  try:
    back, _ = load_pretrained(str(tmp_path))
    peak = tracemalloc.get_traced_memory()[1]
  finally:
    tracemalloc.stop()
  assert peak < 4 * largest, (peak, largest, decoder)
  for x, y in zip(jax.tree.leaves(nnx.state(back)), jax.tree.leaves(nnx.state(model))):
    np.testing.assert_array_equal(np.asarray(x), np.asarray(y))


@pytest.mark.parametrize("policy", sorted(set(REMAT_POLICIES) - {"none"}))
def test_remat_policies_change_no_gradient(policy):
  ids, mask = _inputs()
  loss = lambda m: jnp.sum(jax.nn.log_softmax(m(ids, mask))[..., 5] * mask)
  plain = nnx.grad(loss)(Qwen(TINY, rngs=nnx.Rngs(0)))
  remat = nnx.grad(loss)(Qwen(dataclasses.replace(TINY, remat=policy), rngs=nnx.Rngs(0)))
  for a, b in zip(jax.tree.leaves(remat), jax.tree.leaves(plain)):
    np.testing.assert_allclose(np.asarray(a), np.asarray(b), atol=1e-6)


def _grad_matmuls(policy: str) -> int:
  """dot_generals in the jaxpr of the loss's gradient: the forward's, the backward's and those remat recomputes."""
  ids, mask = _inputs()
  graph, state = nnx.split(Qwen(dataclasses.replace(TINY, remat=policy), rngs=nnx.Rngs(0)))
  loss = lambda m: jnp.sum(jax.nn.log_softmax(m(ids, mask))[..., 5] * mask)
  return str(jax.make_jaxpr(lambda s: nnx.grad(loss)(nnx.merge(graph, s)))(state)).count("dot_general")


def test_each_remat_policy_recomputes_the_matmuls_its_name_says():
  """dots_saveable keeps every matmul output (nothing recomputed, as without remat); the no-batch-dims policy
  recomputes attention's batched score and value dots (one pair per scanned body); full recomputes every
  projection too."""
  counts = {p: _grad_matmuls(p) for p in ("none", "dots_saveable", "dots_with_no_batch_dims_saveable", "full")}
  assert counts["dots_saveable"] == counts["none"], counts
  assert counts["dots_with_no_batch_dims_saveable"] == counts["none"] + 2, counts
  assert counts["full"] > counts["dots_with_no_batch_dims_saveable"], counts


def test_remat_reads_the_bools_of_older_configs():
  """Bools and their command-line spellings (`--config.model.remat=true` reaches the config as a string)."""
  for full in (True, "True", "true"):
    assert dataclasses.replace(TINY, remat=full).remat == "full"
  for none in (False, "False", "false"):
    assert dataclasses.replace(TINY, remat=none).remat == "none"
  with pytest.raises(ValueError, match="remat='sometimes' is unknown"):
    dataclasses.replace(TINY, remat="sometimes")


def test_a_checkpoint_of_the_other_layer_layout_is_refused_in_one_line(tmp_path):
  scanned, loop = _pair()
  with ckpt_lib.Checkpointer(str(tmp_path / "old")) as old:
    old.save(ckpt_lib.TrainCheckpoint(1, nnx.state(loop, nnx.Param), {}, jax.random.key(0), {}))
    with pytest.raises(ckpt_lib.CheckpointMismatch) as e:
      old.restore(nnx.state(scanned, nnx.Param), {})
  message = str(e.value)
  assert "\n" not in message and "one array per decoder layer" in message
  assert message.endswith("resume it with --config.model.scan_layers=False")
  with ckpt_lib.Checkpointer(str(tmp_path / "new")) as new:
    new.save(ckpt_lib.TrainCheckpoint(1, nnx.state(scanned, nnx.Param), {}, jax.random.key(0), {}))
    with pytest.raises(ckpt_lib.CheckpointMismatch, match="scan_layers=True$"):
      new.restore(nnx.state(loop, nnx.Param), {})
    # and the same layout restores
    restored = new.restore(nnx.state(scanned, nnx.Param), {})
    for a, b in zip(jax.tree.leaves(restored.params), jax.tree.leaves(nnx.state(scanned, nnx.Param))):
      np.testing.assert_array_equal(np.asarray(a), np.asarray(b))


def test_a_run_config_from_before_scanned_layers_reads_as_the_per_layer_layout():
  """evaluate.py / export.py build the model from the run dir's config.json: one written before the fields
  existed describes per-layer weights and the XLA kernel, so its checkpoints load as they were saved."""
  import ml_collections
  from mcgpo_jax.config import model_fields
  from mcgpo_jax.models.lora import LoraConfig
  from mcgpo_jax.config_upgrade import upgrade
  old = ml_collections.ConfigDict(upgrade({"model": {"param_dtype": "float32", "dtype": "float32", "remat": False}}))
  assert model_fields(old, "tpu") == dict(param_dtype=jnp.float32, dtype=jnp.float32, remat="none",
                                          scan_layers=False, attention="xla", interpret=False,
                                          lora=LoraConfig())   # a run from before LoRA: off
