"""A trained run as a Hugging Face model directory that transformers, SGLang and vLLM load.

`export_run(run_dir, out, update=None, dtype="bfloat16")` reads the run's config.json, restores the policy of
one checkpoint (the newest by default) onto one device (`policy.load_policy`), and writes config.json +
safetensors + the tokenizer (with its chat template) + generation_config.json to `out`. Only the weights are restored (no environments, no lock), so a run that
is still training can be exported. Serving frameworks expect bfloat16 weights; "float32" keeps the master
weights bit for bit. A LoRA run exports merged (W + scale · A B per adapted weight: a plain model), or with
`export_adapter` as a peft adapter dir over its base.
"""
from __future__ import annotations

import json
import os
from typing import Optional

import jax.numpy as jnp

# The end-of-turn tokens of Qwen's chat format: a turn ends at <|im_end|>, a document at <|endoftext|>.
_END_TOKENS = ("<|im_end|>", "<|endoftext|>")
_DTYPES = {"float32": jnp.float32, "bfloat16": jnp.bfloat16}


def export_run(run_dir: str, out: str, update: Optional[int] = None, dtype: str = "bfloat16") -> str:
  """Writes checkpoint `update` (default: the newest) of `run_dir` as an HF directory at `out`; returns `out`."""
  from mcgpo_jax.models import hf
  from mcgpo_jax.policy import load_policy

  if dtype not in _DTYPES:
    raise ValueError(f"dtype={dtype!r}; choose 'bfloat16' or 'float32'")
  if os.path.isdir(out) and os.listdir(out):   # before the restore: a refusal costs nothing
    raise FileExistsError(f"--out={out} exists and is not empty; choose a new directory")
  loaded = load_policy(run_dir, update)
  policy = loaded.model()
  hf.save_pretrained(policy, policy.config, out, base_config=loaded.base_config, dtype=_DTYPES[dtype])
  loaded.tokenizer.hf.save_pretrained(out)
  with open(os.path.join(out, "generation_config.json"), "w") as f:
    json.dump(generation_config(loaded.cfg, loaded.tokenizer), f, indent=2)
  return out


ADAPTER_CONFIG, ADAPTER_WEIGHTS, BASE_DIR = "adapter_config.json", "adapter_model.safetensors", "base"


def export_adapter(run_dir: str, out: str, update: Optional[int] = None) -> str:
  """Writes a LoRA run's adapters of checkpoint `update` as a peft adapter dir at `out` (adapter_config.json,
  adapter_model.safetensors in float32, the tokenizer); returns `out`. Its base_model_name_or_path is the
  model the run started from (config.model.path, a hub id or a local dir); a base that exists nowhere else
  (a tiny, warm-started policy) is exported beside it, as `out`/base, and named by its absolute path."""
  import jax
  import jax.numpy as jnp
  from flax import nnx
  from safetensors.numpy import save_file
  from mcgpo_jax.models import hf, lora
  from mcgpo_jax.policy import load_policy

  if os.path.isdir(out) and os.listdir(out):
    raise FileExistsError(f"--out={out} exists and is not empty; choose a new directory")
  loaded = load_policy(run_dir, update)
  model = loaded.model()
  qcfg = model.config
  if not qcfg.lora.enabled:
    raise ValueError(f"--adapter_only: {run_dir} trained without LoRA (config.lora.rank=0); export it whole")
  os.makedirs(out, exist_ok=True)
  base = loaded.cfg.model.path
  if base is None:   # the base is the run's own warm-started weights: the model with its adapters off
    base = os.path.abspath(os.path.join(out, BASE_DIR))
    adapters, rest = nnx.split_state(loaded.params, nnx.LoRAParam, ...)   # new state: `model` keeps its own
    off = nnx.merge(loaded.graphdef, nnx.merge_state(jax.tree.map(jnp.zeros_like, adapters), rest))
    hf.save_pretrained(off, qcfg, base, base_config=loaded.base_config, dtype=qcfg.param_dtype)
    loaded.tokenizer.hf.save_pretrained(base)
  save_file(lora.peft_tensors(model, qcfg.num_layers, qcfg.scan_layers), os.path.join(out, ADAPTER_WEIGHTS),
            metadata={"format": "pt"})
  with open(os.path.join(out, ADAPTER_CONFIG), "w") as f:
    json.dump(lora.peft_config(qcfg.lora, base), f, indent=2)
  loaded.tokenizer.hf.save_pretrained(out)
  return out


def generation_config(cfg, tokenizer) -> dict:
  """transformers' generation_config.json for sampling as the run validates: `generate` stops where the
  policy's turn ends (the sampler's stop tokens: EOS and the environment's single-token closing tags, plus
  <|im_end|> and <|endoftext|> as the tokenizer has them) and samples at config.eval_temperature with
  config.rollout's top_p / top_k / max_new_tokens (greedy at temperature 0). Written from the run, not copied
  from the base checkpoint: a base file's own sampling (e.g. a repetition penalty) is not what the run used.
  A closing tag of several tokens (Qwen's vocabulary splits `</action>`) is left out: as `stop_strings` it
  would make every `generate` call without `tokenizer=` fail; pass `stop_strings=` and `tokenizer=` for it.
  """
  from mcgpo_jax.builder import sampling_params
  sampling = sampling_params(cfg, tokenizer, float(cfg.eval_temperature))
  hf = tokenizer.hf
  ends = [hf.convert_tokens_to_ids(token) for token in _END_TOKENS] + [hf.eos_token_id]
  eos = [i for i in dict.fromkeys([*sampling.stop_token_ids, *ends]) if i is not None and i != hf.unk_token_id]
  config = {"eos_token_id": eos, "pad_token_id": tokenizer.pad_id, "max_new_tokens": sampling.max_new_tokens,
            "do_sample": sampling.temperature > 0}
  if sampling.temperature > 0:
    config.update(temperature=sampling.temperature, top_p=sampling.top_p, top_k=sampling.top_k)
  return config
