"""Hugging Face habits: hub ids resolve through the HF cache (offline: a one-line error saying how to fetch
them), importing the library leaves the process environment alone, and `launch/export.py` writes a directory
that transformers loads with the same logits as our model."""
import json
import os
import subprocess
import sys

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from flax import nnx

from configs import alfworld as alfworld_config
from mcgpo_jax import builder
from mcgpo_jax import config as config_lib
from mcgpo_jax import checkpoint as ckpt_lib
from mcgpo_jax.export import export_run
from mcgpo_jax.learn.optimizer import OptimizerConfig
from mcgpo_jax.learn.step import Learner
from mcgpo_jax import hub
from mcgpo_jax.models.hf import load_pretrained
from mcgpo_jax.rollout.tokenizer import ChatTokenizer
from tests.hf_tiny import hf_logits, write_tiny_checkpoint_dir
from tests.repo import ROOT


def fake_hub_cache(cache: str, repo_id: str, make_snapshot) -> str:
  """The layout `huggingface_hub` keeps for a downloaded repo: refs/main names the snapshot's revision."""
  repo = os.path.join(cache, "models--" + repo_id.replace("/", "--"))
  os.makedirs(os.path.join(repo, "refs"))
  with open(os.path.join(repo, "refs", "main"), "w") as f:
    f.write("0123abcd")
  return make_snapshot(os.path.join(repo, "snapshots", "0123abcd"))


def test_importing_the_tokenizers_sets_no_environment_variable():
  code = ("import os; before = dict(os.environ); import mcgpo_jax.rollout.tokenizer, mcgpo_jax.rollout.tiny_tokenizer, "
          "mcgpo_jax.builder; print(sorted(set(os.environ.items()) ^ set(before.items())))")
  env = {k: v for k, v in os.environ.items() if k != "HF_HUB_OFFLINE"}
  out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
  assert out.stdout.strip() == "[]"


def test_hub_id_resolves_to_the_cached_snapshot_and_a_missing_one_says_how_to_download(tmp_path):
  cache = str(tmp_path / "hub")
  snapshot = fake_hub_cache(cache, "org/tiny", lambda p: (os.makedirs(p), p)[1])
  assert hub.local_dir("org/tiny", cache_dir=cache) == snapshot
  assert hub.local_dir(str(tmp_path)) == str(tmp_path)            # a local directory is itself
  with pytest.raises(hub.ModelNotFound) as info:
    hub.local_dir("org/absent@v2", cache_dir=cache)                # HF_HUB_OFFLINE=1 in tests (conftest)
  message = str(info.value)
  assert "\n" not in message and "config.model.path='org/absent@v2'" in message
  assert f"hf download org/absent --revision v2 --cache-dir {cache}" in message
  with pytest.raises(hub.ModelNotFound, match="neither a local directory nor"):
    hub.local_dir("./missing/dir")


def test_a_missing_hub_model_is_a_config_error_naming_the_field(tmp_path):
  cfg = alfworld_config.get_config("smoke")
  cfg.model.path, cfg.model.cache_dir = "Qwen/Qwen3-4B", str(tmp_path)
  config_lib.validate_config(cfg)                                     # a hub id is not "a missing directory"
  with pytest.raises(config_lib.ConfigError, match=r"config.model.path='Qwen/Qwen3-4B'.*hf download Qwen/Qwen3-4B"):
    builder.local_dir(cfg, "path")


def test_an_offline_hub_id_stops_the_run_before_its_dir_exists_with_the_documented_advice(tmp_path):
  cfg = alfworld_config.get_config("smoke")
  cfg.model.path, cfg.run_dir = "Qwen/Qwen3-4B", str(tmp_path / "run")   # HF_HUB_OFFLINE=1 in tests (conftest)
  with pytest.raises(config_lib.ConfigError) as info:
    builder.build(cfg)
  message = str(info.value)
  assert "hf download Qwen/Qwen3-4B --cache-dir DIR" in message and "--config.model.cache_dir=DIR" in message
  assert not os.path.exists(cfg.run_dir)


def _save_checkpoint(run_dir: str, model, cfg, update: int, seed: int) -> nnx.State:
  """A checkpoint as the trainer writes it: perturbed params (so the export is not the initial weights)
  and a fresh AdamW state."""
  learner = Learner(model, optimizer=OptimizerConfig(learning_rate=cfg.learn.learning_rate,
                                                     weight_decay=cfg.learn.weight_decay, grad_clip=cfg.learn.grad_clip))
  params, opt_state = learner.init()
  leaves, treedef = jax.tree.flatten(params)
  keys = jax.random.split(jax.random.key(seed), len(leaves))
  params = jax.tree.unflatten(treedef, [x + 0.05 * jax.random.normal(k, x.shape, x.dtype) for x, k in zip(leaves, keys)])
  with ckpt_lib.Checkpointer(os.path.join(run_dir, "checkpoints")) as checkpoints:
    checkpoints.save(ckpt_lib.TrainCheckpoint(update=update, params=params, opt_state=opt_state,
                                              rng=jax.random.key(0), data_state={}))
  return params


def _our_logits(model, params, ids) -> np.ndarray:
  return np.asarray(nnx.merge(nnx.graphdef(model), params)(jnp.asarray(ids)))


@pytest.mark.slow
def test_export_of_a_hub_model_run_loads_in_transformers_with_our_logits(tmp_path):
  cache = str(tmp_path / "hub")
  fake_hub_cache(cache, "org/tiny-qwen3", lambda p: write_tiny_checkpoint_dir(p, "qwen3"))
  cfg = alfworld_config.get_config("smoke")
  cfg.model.path, cfg.model.cache_dir = "org/tiny-qwen3", cache
  run_dir = str(tmp_path / "run")
  os.makedirs(run_dir)
  with open(os.path.join(run_dir, "config.json"), "w") as f:
    f.write(cfg.to_json())
  model, _ = load_pretrained(hub.local_dir("org/tiny-qwen3", cache_dir=cache))
  _save_checkpoint(run_dir, model, cfg, update=1, seed=1)
  params = _save_checkpoint(run_dir, model, cfg, update=2, seed=2)

  out = export_run(run_dir, str(tmp_path / "export_f32"), dtype="float32")     # newest checkpoint: 2
  ids = np.array([[5, 17, 301, 42, 7, 99, 250, 3]])
  np.testing.assert_allclose(hf_logits(out, ids), _our_logits(model, params, ids), rtol=2e-4, atol=2e-4)
  with open(os.path.join(out, "config.json")) as f:
    assert json.load(f)["architectures"] == ["Qwen3ForCausalLM"]

  out16 = export_run(run_dir, str(tmp_path / "export_bf16"), update=1)         # bfloat16 by default
  from transformers import AutoModelForCausalLM, AutoTokenizer
  hf16 = AutoModelForCausalLM.from_pretrained(out16)
  assert str(next(hf16.parameters()).dtype) == "torch.bfloat16"
  tok = AutoTokenizer.from_pretrained(out16)
  ours = ChatTokenizer(hub.local_dir("org/tiny-qwen3", cache_dir=cache))
  assert ChatTokenizer(out16).encode_prompt("go to cabinet 1") == ours.encode_prompt("go to cabinet 1")
  assert tok.chat_template == ours.hf.chat_template
  with pytest.raises(FileExistsError, match="not empty"):
    export_run(run_dir, out16)


def _tiny_model_run(tmp_path, cfg, seed: int):
  """A run dir as a tiny-model run leaves it: a BPE tokenizer trained on a line of ALFWorld text, its
  config.json and a checkpoint at update 0. Returns (run_dir, model, params)."""
  from mcgpo_jax.rollout.tiny_tokenizer import train_tokenizer
  run_dir = str(tmp_path / "run")
  train_tokenizer(["go to cabinet 1. take mug 1 from countertop 2. <action>look</action>"] * 50,
                  os.path.join(run_dir, "tokenizer"), cfg.model.tokenizer_vocab)
  with open(os.path.join(run_dir, "config.json"), "w") as f:
    f.write(cfg.to_json())
  model = builder.model_from_config(cfg, ChatTokenizer(os.path.join(run_dir, "tokenizer")).vocab_size)
  return run_dir, model, _save_checkpoint(run_dir, model, cfg, update=0, seed=seed)


@pytest.mark.slow
def test_export_cli_of_a_tiny_model_run_with_its_trained_tokenizer(tmp_path):
  cfg = alfworld_config.get_config("smoke")
  run_dir, model, params = _tiny_model_run(tmp_path, cfg, seed=3)
  out = str(tmp_path / "hf")
  subprocess.run([sys.executable, "launch/export.py", f"--run_dir={run_dir}", f"--out={out}", "--dtype=float32"],
                 cwd=ROOT, check=True, capture_output=True)
  ids = np.array([[1, 2, 40, 41, 100, 7]])
  np.testing.assert_allclose(hf_logits(out, ids), _our_logits(model, params, ids), rtol=2e-4, atol=2e-4)
  from transformers import AutoTokenizer
  assert AutoTokenizer.from_pretrained(out).eos_token == "<|im_end|>"


@pytest.mark.slow
def test_export_writes_a_generation_config_that_stops_generate_where_the_turn_ends(tmp_path):
  """generation_config.json carries the sampler's stop tokens (<|im_end|>, <|endoftext|>, </action>) and the
  run's validation sampling; `generate` with it stops at a forced <|im_end|> instead of running on."""
  import torch
  from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, LogitsProcessor
  cfg = alfworld_config.get_config("smoke")
  cfg.rollout.max_new_tokens = 24      # room to run past the turn's end
  run_dir, _, _ = _tiny_model_run(tmp_path, cfg, seed=4)
  out = export_run(run_dir, str(tmp_path / "hf"), dtype="float32")

  gen = GenerationConfig.from_pretrained(out)
  tok = AutoTokenizer.from_pretrained(out)
  im_end, endoftext, close = tok.convert_tokens_to_ids(["<|im_end|>", "<|endoftext|>", "</action>"])
  assert sorted(gen.eos_token_id) == sorted({im_end, endoftext, close}) and gen.pad_token_id == endoftext
  assert gen.do_sample and (gen.temperature, gen.top_p, gen.top_k, gen.max_new_tokens) == (
      cfg.eval_temperature, cfg.rollout.top_p, cfg.rollout.top_k, 24)

  prompt = torch.tensor([ChatTokenizer(out).encode_prompt("go to cabinet 1")])

  class EndTurnAfterThree(LogitsProcessor):
    """A policy whose turn is three tokens and <|im_end|>: no stop token before, only <|im_end|> at the 4th."""
    def __call__(self, input_ids, scores):
      scores = scores.clone()
      if input_ids.shape[1] == prompt.shape[1] + 3:
        scores[:, [i for i in range(scores.shape[1]) if i != im_end]] = -float("inf")
      else:
        scores[:, gen.eos_token_id] = -float("inf")
      return scores

  hf_model = AutoModelForCausalLM.from_pretrained(out)
  ids = hf_model.generate(prompt, generation_config=gen, logits_processor=[EndTurnAfterThree()])
  assert ids.shape[1] == prompt.shape[1] + 4 and int(ids[0, -1]) == im_end
