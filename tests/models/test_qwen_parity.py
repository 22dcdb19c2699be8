"""The JAX Qwen agrees with HF transformers: logits, padding, checkpoint round trip, config parsing."""
import dataclasses
import json
import os
import shutil

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from flax import nnx

from hf_tiny import hf_logits, hf_token_stat_gradients, write_tiny_qwen
from mcgpo_jax.learn.logprobs import sequence_logprobs
from mcgpo_jax.models.hf import hf_tensors, load_pretrained, read_hf_config, save_pretrained
from mcgpo_jax.models.qwen import QwenConfig

TOL = 1e-4
# Jitted once per (config, shape): eager op-by-op dispatch is what makes a tiny model slow on CPU.
forward = nnx.jit(lambda model, ids, mask: model(ids, mask))
CHECKPOINTS = {  # name -> (kind, tied, sharded safetensors)
    "qwen2": ("qwen2", False, False),
    "qwen2_tied_sharded": ("qwen2", True, True),
    "qwen3": ("qwen3", False, False),
}


@pytest.fixture(scope="module")
def checkpoints(tmp_path_factory):
  root = tmp_path_factory.mktemp("hf")
  return {name: write_tiny_qwen(str(root / name), kind, tied, seed=i, shard=shard)
          for i, (name, (kind, tied, shard)) in enumerate(CHECKPOINTS.items())}


@pytest.fixture(scope="module")
def loaded(checkpoints):
  return {name: load_pretrained(path) for name, path in checkpoints.items()}


def _padded_batch(side: str):
  """Rows of different real lengths padded on `side`; pad slots hold junk ids to catch leaks."""
  rng = np.random.RandomState(1)
  lengths, width = [9, 5, 1], 9
  ids = rng.randint(0, 512, (len(lengths), width))
  mask = np.zeros_like(ids)
  for row, n in enumerate(lengths):
    mask[row, :n] = 1
    if side == "left":
      mask[row] = mask[row, ::-1]
  positions = np.maximum(np.cumsum(mask, axis=1) - 1, 0)
  return ids, mask, positions


def test_sharded_checkpoint_really_has_an_index(checkpoints):
  assert os.path.isfile(os.path.join(checkpoints["qwen2_tied_sharded"], "model.safetensors.index.json"))


@pytest.mark.parametrize("name", CHECKPOINTS)
def test_logits_match_transformers(checkpoints, loaded, name):
  ids = np.random.RandomState(0).randint(0, 512, (2, 11))
  model, _ = loaded[name]
  ours = np.asarray(forward(model, jnp.asarray(ids, jnp.int32), None))
  np.testing.assert_allclose(ours, hf_logits(checkpoints[name], ids), atol=TOL, rtol=0)


@pytest.mark.parametrize("side", ["left", "right"])
@pytest.mark.parametrize("name", CHECKPOINTS)
def test_padded_logits_match_transformers(checkpoints, loaded, name, side):
  ids, mask, positions = _padded_batch(side)
  model, _ = loaded[name]
  # Our default positions are cumsum(mask) - 1; HF gets them explicitly (its default is arange).
  ours = np.asarray(forward(model, jnp.asarray(ids, jnp.int32), jnp.asarray(mask)))
  ref = hf_logits(checkpoints[name], ids, mask, positions)
  real = mask.astype(bool)
  np.testing.assert_allclose(ours[real], ref[real], atol=TOL, rtol=0)


def _token_weights(mask):
  """Random per-token weights for log-probs and entropies, zero on padding."""
  rng = np.random.RandomState(5)
  return tuple(rng.normal(size=mask.shape).astype(np.float32) * mask for _ in range(2))


@nnx.jit
def _token_stat_gradient(model, ids, mask, w_logp, w_entropy):
  """∂/∂params of Σ w_logp · log p(token) + w_entropy · H over the rows (learn.logprobs alignment)."""
  def objective(m):
    logp, entropy = sequence_logprobs(m(jnp.asarray(ids, jnp.int32), jnp.asarray(mask)), jnp.asarray(ids))
    return jnp.sum(w_logp * logp) + jnp.sum(w_entropy * entropy)
  return nnx.grad(objective)(model)


@pytest.mark.parametrize("name", CHECKPOINTS)
def test_gradients_match_transformers(checkpoints, loaded, name):
  """The hand-written backward passes (attention core, log-prob / entropy) against torch autograd: the
  gradient of weighted per-token log-probs and entropies, left-padded rows, every weight."""
  ids, mask, positions = _padded_batch("left")
  w_logp, w_entropy = _token_weights(mask)
  model, cfg = loaded[name]
  ours = dict(hf_tensors(_token_stat_gradient(model, ids, mask, w_logp, w_entropy), cfg))
  theirs = hf_token_stat_gradients(checkpoints[name], ids, mask, positions, w_logp, w_entropy)
  assert ours.keys() == theirs.keys()  # a tied lm_head is the embedding on both sides
  for tensor, grad in theirs.items():
    np.testing.assert_allclose(ours[tensor], grad, atol=1e-4 * max(1.0, np.abs(grad).max()), rtol=1e-4,
                               err_msg=tensor)


def test_bfloat16_remat_gradients_are_close_to_float32(checkpoints, loaded):
  """The written-out backward passes traced with bfloat16 params / compute and per-layer remat."""
  ids, mask, _ = _padded_batch("left")
  weights = _token_weights(mask)
  model, _ = loaded["qwen2"]
  bf16, _ = load_pretrained(checkpoints["qwen2"], dtype=jnp.bfloat16, remat=True)
  want = jax.tree.leaves(_token_stat_gradient(model, ids, mask, *weights))
  got = jax.tree.leaves(_token_stat_gradient(bf16, ids, mask, *weights))
  for g, w in zip(got, want):
    assert g.dtype == jnp.bfloat16
    np.testing.assert_allclose(np.asarray(g.astype(jnp.float32)), np.asarray(w), rtol=0,
                               atol=0.05 * float(jnp.abs(w).max()))


def test_left_and_right_padding_agree_on_real_tokens(loaded):
  """Same tokens, padded either side: identical logits at real tokens, so pads never leak in."""
  model, _ = loaded["qwen3"]
  _, left_mask, _ = _padded_batch("left")
  right_ids, right_mask, _ = _padded_batch("right")
  left_ids = np.random.RandomState(9).randint(0, 512, right_ids.shape)  # Junk in the pad slots.
  left_ids[left_mask.astype(bool)] = right_ids[right_mask.astype(bool)]
  left = np.asarray(forward(model, jnp.asarray(left_ids, jnp.int32), jnp.asarray(left_mask)))
  right = np.asarray(forward(model, jnp.asarray(right_ids, jnp.int32), jnp.asarray(right_mask)))
  np.testing.assert_allclose(left[left_mask.astype(bool)], right[right_mask.astype(bool)], atol=TOL, rtol=0)


@pytest.mark.parametrize("name", CHECKPOINTS)
def test_save_pretrained_reloads_in_transformers(checkpoints, loaded, name, tmp_path):
  model, cfg = loaded[name]
  out = str(tmp_path / "saved")
  save_pretrained(model, cfg, out, base_config=read_hf_config(checkpoints[name]))
  ids = np.random.RandomState(2).randint(0, 512, (2, 6))
  np.testing.assert_array_equal(hf_logits(out, ids), hf_logits(checkpoints[name], ids))
  saved = read_hf_config(out)
  assert saved["rope_theta"] == saved["rope_parameters"]["rope_theta"] == 10000.0
  # Lossless both ways: reloading gives bit-identical params.
  again, cfg_again = load_pretrained(out)
  assert cfg_again == cfg
  for a, b in zip(jax.tree.leaves(again), jax.tree.leaves(model)):
    np.testing.assert_array_equal(np.asarray(a), np.asarray(b))


def test_save_pretrained_shards_past_the_size_limit(loaded, tmp_path):
  model, cfg = loaded["qwen3"]
  out = str(tmp_path / "sharded")
  save_pretrained(model, cfg, out, max_shard_bytes=64 * 1024)
  index = json.load(open(os.path.join(out, "model.safetensors.index.json")))
  assert len(set(index["weight_map"].values())) > 1
  again, _ = load_pretrained(out)
  ids = jnp.arange(8, dtype=jnp.int32)[None]
  np.testing.assert_array_equal(np.asarray(forward(again, ids, None)), np.asarray(forward(model, ids, None)))


def test_bfloat16_load_is_close_to_float32(checkpoints, loaded):
  model, _ = loaded["qwen3"]
  bf16, cfg = load_pretrained(checkpoints["qwen3"], dtype=jnp.bfloat16)
  assert cfg.param_dtype == jnp.bfloat16 and bf16.embed[...].dtype == jnp.bfloat16
  ids = jnp.asarray(np.random.RandomState(3).randint(0, 512, (2, 8)), jnp.int32)
  logits = forward(bf16, ids, None)
  assert logits.dtype == jnp.float32
  np.testing.assert_allclose(np.asarray(logits), np.asarray(forward(model, ids, None)), atol=0.1, rtol=0)


def test_remat_changes_nothing(checkpoints, loaded):
  model, _ = loaded["qwen2"]
  remat, _ = load_pretrained(checkpoints["qwen2"], remat=True)
  ids = jnp.asarray(np.random.RandomState(4).randint(0, 512, (2, 5)), jnp.int32)
  grad = nnx.jit(nnx.grad(lambda m: jnp.sum(jax.nn.log_softmax(m(ids))[..., 0])))
  for a, b in zip(jax.tree.leaves(grad(remat)), jax.tree.leaves(grad(model))):
    np.testing.assert_allclose(np.asarray(a), np.asarray(b), atol=1e-5, rtol=1e-5)


# --- config parsing -------------------------------------------------------------------------------------

def _hf_config(**changes):
  base = dict(model_type="qwen2", vocab_size=512, hidden_size=64, intermediate_size=128,
              num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
              rope_parameters={"rope_theta": 5e5, "rope_type": "default"})
  base.update(changes)
  return {k: v for k, v in base.items() if v is not None}


def test_config_reads_both_rope_theta_layouts():
  v5 = QwenConfig.from_hf(_hf_config())
  v4 = QwenConfig.from_hf(_hf_config(rope_parameters=None, rope_theta=5e5, rope_scaling=None))
  assert v4 == v5 and v5.rope_theta == 5e5 and v5.head_dim == 16 and v5.qkv_bias and not v5.qk_norm


def test_a_config_without_tie_word_embeddings_keeps_a_separate_head():
  """transformers' Qwen2 / Qwen3 configs default tie_word_embeddings to False; a config.json that leaves the key
  out must load an untied lm_head."""
  assert "tie_word_embeddings" not in _hf_config()
  assert not QwenConfig.from_hf(_hf_config()).tie_word_embeddings
  assert QwenConfig.from_hf(_hf_config(tie_word_embeddings=True)).tie_word_embeddings


@pytest.mark.parametrize("changes, field", [
    (dict(model_type="llama"), "model_type"),
    (dict(model_type="qwen2_moe"), "model_type"),
    (dict(num_experts=8), "num_experts"),
    (dict(use_sliding_window=True), "use_sliding_window"),
    (dict(layer_types=["full_attention", "sliding_attention"]), "layer_types"),
    (dict(rope_parameters={"rope_theta": 1e6, "rope_type": "yarn", "factor": 4.0}), "rope_parameters"),
    (dict(rope_parameters=None, rope_theta=1e6, rope_scaling={"type": "dynamic", "factor": 2.0}), "rope_scaling"),
    (dict(rope_parameters=None), "rope_theta"),
    (dict(hidden_act="gelu"), "hidden_act"),
])
def test_unsupported_configs_name_the_field(changes, field):
  with pytest.raises(ValueError, match=field):
    QwenConfig.from_hf(_hf_config(**changes))


# --- broken checkpoints -----------------------------------------------------------------------------

def test_missing_config_names_the_file(tmp_path):
  with pytest.raises(FileNotFoundError, match="config.json"):
    load_pretrained(str(tmp_path))


def test_missing_weights_name_the_file(checkpoints, tmp_path):
  shutil.copy(os.path.join(checkpoints["qwen2"], "config.json"), tmp_path)
  with pytest.raises(FileNotFoundError, match="model.safetensors"):
    load_pretrained(str(tmp_path))


def test_corrupt_safetensors_names_the_file(checkpoints, tmp_path):
  shutil.copy(os.path.join(checkpoints["qwen2"], "config.json"), tmp_path)
  (tmp_path / "model.safetensors").write_bytes(b"\x10\x00\x00\x00\x00\x00\x00\x00not a header")
  with pytest.raises(ValueError, match="model.safetensors"):
    load_pretrained(str(tmp_path))


def test_missing_shard_names_the_file(checkpoints, tmp_path):
  src = checkpoints["qwen2_tied_sharded"]
  shutil.copytree(src, tmp_path / "ckpt")
  index = json.load(open(tmp_path / "ckpt" / "model.safetensors.index.json"))
  victim = sorted(set(index["weight_map"].values()))[-1]
  os.remove(tmp_path / "ckpt" / victim)
  with pytest.raises(FileNotFoundError, match=victim):
    load_pretrained(str(tmp_path / "ckpt"))


def test_config_that_does_not_match_the_weights_fails(checkpoints, tmp_path):
  shutil.copytree(checkpoints["qwen2"], tmp_path / "ckpt")
  config = read_hf_config(str(tmp_path / "ckpt"))
  config["intermediate_size"] = 96
  json.dump(config, open(tmp_path / "ckpt" / "config.json", "w"))
  with pytest.raises(ValueError, match="mlp.gate_proj.weight"):
    load_pretrained(str(tmp_path / "ckpt"))


def test_save_rejects_a_config_of_another_model(loaded, tmp_path):
  model, cfg = loaded["qwen2"]
  with pytest.raises(ValueError, match="does not describe"):
    save_pretrained(model, dataclasses.replace(cfg, num_layers=3), str(tmp_path))
