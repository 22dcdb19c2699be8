r"""Exports a trained run as a Hugging Face model directory (weights, config, tokenizer, chat template, and a
generation_config.json with the run's stop tokens and validation sampling, so `generate` ends the turn).

  python launch/export.py --run_dir=runs/alfworld_graphgpo_s0 [--update=20] --out=exported/ [--dtype=bfloat16]

The result loads with `transformers.AutoModelForCausalLM.from_pretrained(out)` and serves with SGLang or vLLM
(`--model-path out`). bfloat16 by default (what servers load); --dtype=float32 keeps the master weights.
A LoRA run (config.lora.rank > 0) exports with its adapters merged into the weights; `--adapter_only` writes
a peft adapter dir instead (adapter_config.json + adapter_model.safetensors, loaded with
`peft.PeftModel.from_pretrained(base, out)` onto the base it names; a tiny run's base is written to out/base).
"""
from __future__ import annotations

import os
import sys

from absl import flags

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

_RUN_DIR = flags.DEFINE_string("run_dir", None, "Trainer run directory (config.json + checkpoints/).", required=True)
_UPDATE = flags.DEFINE_integer("update", None, "Checkpoint to export (default: the latest).")
_OUT = flags.DEFINE_string("out", None, "New (or empty) directory to write the HF model to.", required=True)
_DTYPE = flags.DEFINE_enum("dtype", "bfloat16", ["bfloat16", "float32"], "Weight dtype of the export.")
_ADAPTER_ONLY = flags.DEFINE_bool("adapter_only", False, "A LoRA run: write a peft adapter dir, not merged weights.")


def main(argv):
  del argv
  from mcgpo_jax.export import export_adapter, export_run
  if _ADAPTER_ONLY.value:
    out = export_adapter(_RUN_DIR.value, _OUT.value, update=_UPDATE.value)
  else:
    out = export_run(_RUN_DIR.value, _OUT.value, update=_UPDATE.value, dtype=_DTYPE.value)
  print(f"exported {_RUN_DIR.value} to {out}")


if __name__ == "__main__":
  from mcgpo_jax import cli
  cli.at_least(_UPDATE, 0)   # checked while parsing: one line naming the flag, exit 2, before any work
  cli.new_dir(_OUT)
  cli.run(main, "export")
