r"""What cuDNN's fused attention receives in the train step compiled for NVIDIA GPUs, and what it costs in
temporaries against the written-out XLA softmax, as rows grow.

  bash scripts/cuda_compiler.sh     # once: JAX's CUDA plugin and cuDNN (no GPU needed)
  python bench/cudnn_attention.py                                   # ALFWorld 1.5B on h100:2, L 2,560 / 5,120
  python bench/cudnn_attention.py --variant=qwen2.5-7b --topology=h100:4 --lengths=2560

For each row length L (rollout.max_prompt_tokens = L - max_new_tokens, so every learner row is L tokens) and
each kernel (`config.model.attention`), it compiles `learner/train_step` for deviceless GPUs, as
`launch/compile.py --functions=learner/train_step` does, and prints one table: the compiler's temporaries per
GPU, and each cuDNN attention call in the compiled HLO with the mask type cuDNN was given and its largest
operand. A mask handed to
cuDNN as a dense additive bias shows there as a [B, 1, L, L] operand of the query's dtype.
"""
from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
from mcgpo_jax.aot import targets  # noqa: E402 - before jax: the CUDA plugin must be on sys.path first

targets.use_cuda_compiler()

from mcgpo_jax import config as config_lib  # noqa: E402
from mcgpo_jax.aot import hlo, report  # noqa: E402
from mcgpo_jax.aot import update as update_lib  # noqa: E402

GIB = 1024 ** 3


def compile_train_step(variant: str, topology: str, length: int, attention: str):
  """(memory analysis, compiled HLO text) of `variant`'s train step with every row L tokens long."""
  from configs import alfworld
  cfg = alfworld.get_config(variant)
  cfg.rollout.max_prompt_tokens = length - cfg.rollout.max_new_tokens
  cfg.model.attention = attention
  devices, chip = targets.devices_for(topology)
  config_lib.validate_config(cfg, num_devices=len(devices), compile_only=True)
  upd = update_lib.plan(cfg, devices, chip.hbm_bytes)
  fn = next(f for f in upd.functions if f.name == "learner/train_step")
  compiled = fn.trace({}).lower().compile()
  return report.memory_of(compiled), compiled.as_text()


def main() -> None:
  parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  parser.add_argument("--variant", default="qwen2.5-1.5b", help="an ALFWorld paper variant (configs/alfworld.py)")
  parser.add_argument("--topology", default="h100:2", help="NVIDIA GPUs, e.g. h100:2, a100-80:4")
  parser.add_argument("--lengths", default="2560,5120", help="learner row lengths L")
  parser.add_argument("--kernels", default="xla,cudnn", help="config.model.attention values")
  args = parser.parse_args()
  if not targets.is_gpu(args.topology):
    raise SystemExit(f"--topology={args.topology}: a GPU topology (h100:2, a100-80:4, ...)")
  rows = []
  for length in (int(x) for x in args.lengths.split(",")):
    for kernel in args.kernels.split(","):
      print(f"[cudnn_attention] {args.variant} {args.topology} L={length} attention={kernel} ...", flush=True)
      memory, text = compile_train_step(args.variant, args.topology, length, kernel)
      calls = sorted(set(hlo.cudnn_attention_calls(text)))
      rows.append(f"| {length:,} | {kernel} | {memory['temp'] / GIB:.2f} | {memory['total'] / GIB:.2f} | "
                  + ("<br>".join(f"{t} ({mask}): {shape}" for t, mask, shape in calls) or "-") + " |")
  print(f"\ntrain step of alfworld:{args.variant} on {args.topology}, per GPU\n")
  print("| L | attention | temp GiB | total GiB | cuDNN calls (cuDNN's mask type): largest operand |")
  print("|---|---|---|---|---|")
  print("\n".join(rows))


if __name__ == "__main__":
  main()
