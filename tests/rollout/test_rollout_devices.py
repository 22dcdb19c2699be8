"""config.pipeline.rollout_devices: the embedded sampler on devices of its own (the last N), the learner on the
rest. Each published version is cast where the learner's weights are and moved over in one transfer; under LoRA
the frozen base moves once and later versions move only the adapters. Runs on 8 simulated CPU devices in a
subprocess (XLA reads the device count when jax starts), as tests/rollout/test_rollout_tensor.py does."""
import os
import subprocess
import sys

import numpy as np

from mcgpo_jax.metrics import read_metrics
from tests.aot.test_aot import _on_8_cpu_devices
from tests.repo import ROOT

SCRIPT = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import jax, jax.numpy as jnp
from flax import nnx
from mcgpo_jax import sharding
from mcgpo_jax.models.lora import LoraConfig
from mcgpo_jax.models.qwen import Qwen, QwenConfig
from mcgpo_jax.models.sampler import SamplingParams
from mcgpo_jax.rollout.engines.jax import JaxEngine
devices = jax.devices()
learner_mesh = sharding.make_mesh({"fsdp": -1}, devices[:6])
own_mesh = sharding.make_mesh({"fsdp": -1}, devices[6:])
prompts = [[1 + (i * 5 + j) % 60 for j in range(3 + i % 4)] for i in range(8)]
sampling = SamplingParams(temperature=1.0, max_new_tokens=8, stop_token_ids=(3,))
out = {}
for rank in (0, 4):
  cfg = QwenConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_layers=2, num_heads=4, num_kv_heads=2,
                   head_dim=8, lora=LoraConfig(rank=rank, alpha=8.0))
  graphdef, params = nnx.split(Qwen(cfg, rngs=nnx.Rngs(0)))
  params = jax.device_put(params, sharding.named_shardings(params, learner_mesh))   # the learner's layout
  shared = JaxEngine(graphdef, params, pad_id=0, mesh=learner_mesh, weights_dtype=jnp.bfloat16)
  own = JaxEngine(graphdef, params, pad_id=0, mesh=own_mesh, weights_dtype=jnp.bfloat16, own_devices=True)
  placed = sorted({d.id for x in jax.tree.leaves(own.params) for d in x.devices()})
  dtypes = sorted({str(x.dtype) for x in jax.tree.leaves(own.params)})
  first = jax.tree.leaves(own.params)
  # the next version: every weight a trainer may change moved by one step
  lora_leaf = lambda v: isinstance(v, nnx.LoRAParam)
  bumped = jax.tree.map(lambda v: v.replace(v.get_value() + 0.01) if (rank == 0 or lora_leaf(v)) else v, params,
                        is_leaf=lambda v: isinstance(v, nnx.Variable))
  version = own.snapshot(bumped)
  same = [a is b for a, b in zip(first, jax.tree.leaves(version))]
  kinds = [lora_leaf(v) for v in jax.tree.leaves(params, is_leaf=lambda v: isinstance(v, nnx.Variable))]
  a, b = shared.generate(prompts, sampling, seed=3), own.generate(prompts, sampling, seed=3)
  own.serve(version, 1)
  moved = sorted({d.id for x in jax.tree.leaves(own.params) for d in x.devices()})
  out[str(rank)] = {"placed": placed, "moved": moved, "dtypes": dtypes, "same_buffer": same, "adapter": kinds,
                    "ids": [[g.ids for g in a], [g.ids for g in b]],
                    "logprobs": [[g.logprobs for g in a], [g.logprobs for g in b]]}
print(json.dumps(out))
"""


def test_the_sampler_on_its_own_devices_samples_what_it_samples_on_the_learners():
  result = _on_8_cpu_devices(SCRIPT)
  for rank, got in result.items():
    assert got["placed"] == got["moved"] == [6, 7], rank                  # the last two devices only
    assert got["dtypes"] == ["bfloat16"], rank                            # the compute dtype moves, not float32
    assert got["ids"][0] == got["ids"][1], rank
    for a, b in zip(*got["logprobs"]):
      np.testing.assert_allclose(a, b, atol=1e-5)
  # a new version moves every weight without LoRA; with it, only the adapters (the base buffers are reused)
  assert not any(result["0"]["same_buffer"])
  lora = result["4"]
  assert any(lora["adapter"]) and not all(lora["adapter"])
  assert lora["same_buffer"] == [not adapter for adapter in lora["adapter"]]


def test_a_pipelined_smoke_with_its_sampler_on_two_of_eight_devices_trains(tmp_path):
  run_dir = str(tmp_path / "run")
  env = {**os.environ, "JAX_PLATFORMS": "cpu", "XLA_FLAGS": "--xla_force_host_platform_device_count=8"}
  proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch", "train.py"), "--config=configs/alfworld.py:smoke",
                         "--config.num_updates=2", "--config.eval_every=0", "--config.checkpoint_every=0",
                         "--config.pipeline.max_lag=1", "--config.pipeline.rollout_devices=2",
                         f"--config.run_dir={run_dir}"], cwd=ROOT, env=env, capture_output=True, text=True,
                        timeout=900)
  assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
  rows = [r for r in read_metrics(run_dir) if r["update"] > 0]
  assert [r["rollout/staleness_max"] for r in rows] == [0.0, 1.0]
  assert all(np.isfinite(r["actor/loss"]) for r in rows)
