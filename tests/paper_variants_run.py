"""Runs every paper variant for 2 updates on the simulated devices of this process; prints one JSON line
per variant. Started by tests/run/test_paper_variants.py in a subprocess with
XLA_FLAGS=--xla_force_host_platform_device_count=8 (a device count is fixed when JAX starts).

Per variant: update 1 on the default mesh (every device on fsdp), then the same run resumed for update 2 on
a (tensor=2, fsdp=4) mesh, then rebuilt once more to read the final master weights and the reference.
Only sizes are overridden (episodes, tokens, batch sizes); precision, remat, chunking, learning rate and
the algorithm are the variant's own.

  python tests/paper_variants_run.py WORKDIR
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax  # noqa: E402
import numpy as np  # noqa: E402

from configs import alfworld as alfworld_config  # noqa: E402
from configs import webshop as webshop_config  # noqa: E402
from hf_tiny import write_tiny_checkpoint_dir  # noqa: E402
from mcgpo_jax import builder, trainer  # noqa: E402
from mcgpo_jax.metrics import read_metrics  # noqa: E402

VARIANTS = [(alfworld_config, "qwen2.5-1.5b"), (alfworld_config, "qwen2.5-7b"),
            (webshop_config, "qwen3-4b"), (webshop_config, "qwen3-8b")]


def sized(module, variant: str, checkpoint: str, run_dir: str, updates: int, mesh: dict):
  cfg = module.get_config(variant)
  cfg.model.path, cfg.run_dir, cfg.num_updates = checkpoint, run_dir, updates
  cfg.groups, cfg.group_size, cfg.max_steps = 2, 2, 3
  cfg.eval_every, cfg.checkpoint_every = 0, 1
  cfg.rollout.max_new_tokens, cfg.rollout.max_prompt_tokens = 8, 192
  cfg.learn.mini_batch_size, cfg.learn.micro_batch_size = 8, 4
  cfg.learn.logprob_chunk = 64
  cfg.mesh.update(mesh)
  return cfg


def main(workdir: str) -> None:
  # Variants of one family compile the same programs: share them through the persistent cache.
  jax.config.update("jax_compilation_cache_dir", os.path.join(workdir, "xla_cache"))
  jax.config.update("jax_persistent_cache_min_compile_time_secs", 0)
  checkpoints = {kind: write_tiny_checkpoint_dir(os.path.join(workdir, kind), kind) for kind in ("qwen2", "qwen3")}
  for module, variant in VARIANTS:
    checkpoint = checkpoints["qwen3" if variant.startswith("qwen3") else "qwen2"]
    run_dir = os.path.join(workdir, f"{module.__name__.split('.')[-1]}_{variant}")
    first = trainer.train(sized(module, variant, checkpoint, run_dir, 1, {}))
    second = trainer.train(sized(module, variant, checkpoint, run_dir, 2, {"tensor": 2, "fsdp": 4}))
    run = builder.build(sized(module, variant, checkpoint, run_dir, 2, {"tensor": 2, "fsdp": 4}))
    params = [np.asarray(x) for x in jax.tree.leaves(run.learning.params)]
    ref = [np.asarray(x) for x in jax.tree.leaves(run.learning.ref_params)]
    spec = {str(x.sharding.spec) for x in jax.tree.leaves(run.learning.params)}
    sampler_mesh = dict(run.acting.actor.engine.mesh.shape)
    run.close()
    print(json.dumps({
        "variant": f"{module.__name__.split('.')[-1]}:{variant}",
        "devices": jax.device_count(),
        "losses": [first["actor/loss"], second["actor/loss"]],
        "grad_norms": [first["actor/grad_norm"], second["actor/grad_norm"]],
        "updates_logged": [r["update"] for r in read_metrics(run_dir)],
        "checkpoints": sorted(int(d) for d in os.listdir(os.path.join(run_dir, "checkpoints")) if d.isdigit()),
        "start_update": run.start_update,
        "param_dtypes": sorted({str(p.dtype) for p in params}),
        "moved_fraction": sum(int(np.sum(p != r)) for p, r in zip(params, ref)) / sum(p.size for p in params),
        "uses_tensor_axis": any("tensor" in s for s in spec),
        "sampler_mesh": sampler_mesh, "rollout_tensor": module.get_config(variant).rollout.tensor,
    }), flush=True)


if __name__ == "__main__":
  main(sys.argv[1])
