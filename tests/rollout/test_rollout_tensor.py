"""config.rollout.tensor: the embedded sampler on a mesh of its own, weights split over `tensor`.

The learner's weights live on the run's mesh (here all 8 devices on fsdp); the engine reshards its copy onto
{"fsdp": 8 / t, "tensor": t} on device at every sync. The script runs in a subprocess (XLA reads the device
count when jax starts), as tests/rollout/test_shared_prefill.py does.
"""
import jax
import numpy as np

from mcgpo_jax import sharding
from mcgpo_jax.rollout.engines.jax import sampler_mesh
from tests.aot.test_aot import _on_8_cpu_devices

SCRIPT = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import jax, numpy as np
from flax import nnx
from mcgpo_jax import sharding
from mcgpo_jax.models.qwen import Qwen, QwenConfig
from mcgpo_jax.models.sampler import SamplingParams
from mcgpo_jax.rollout.engines.jax import JaxEngine
# 8 query heads, 4 kv heads, an MLP hidden and vocab that tensor 2 and 4 divide.
cfg = QwenConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_layers=2, num_heads=8, num_kv_heads=4,
                 head_dim=8)
mesh = sharding.make_mesh({"fsdp": 8})
graphdef, params = nnx.split(Qwen(cfg, rngs=nnx.Rngs(0)))
params = jax.device_put(params, sharding.named_shardings(params, mesh))   # the learner's layout
prompts = [[1 + (i * 5 + j) % 60 for j in range(3 + i % 4)] for i in range(16)]
sampling = SamplingParams(temperature=1.0, max_new_tokens=8, stop_token_ids=(3,))
out = {}
for tensor in (None, 2, 4):
  engine = JaxEngine(graphdef, params, pad_id=0, mesh=mesh, tensor=tensor)
  q = next(x for path, x in jax.tree_util.tree_flatten_with_path(engine.params)[0] if "q_proj" in str(path))
  got = engine.generate(prompts, sampling, seed=3)
  out[str(tensor)] = {"mesh": dict(engine.mesh.shape), "q_spec": [str(a) for a in q.sharding.spec],
                      "q_mesh": dict(q.sharding.mesh.shape),
                      "ids": [g.ids for g in got], "logprobs": [g.logprobs for g in got]}
print(json.dumps(out))
"""


def test_a_tensor_parallel_sampler_samples_what_the_learners_mesh_samples():
  result = _on_8_cpu_devices(SCRIPT)
  base = result["None"]
  assert base["mesh"] == {"data": 1, "fsdp": 8, "tensor": 1}
  for tensor in (2, 4):
    got = result[str(tensor)]
    assert got["mesh"] == {"data": 1, "fsdp": 8 // tensor, "tensor": tensor}
    assert got["q_mesh"] == got["mesh"] and "tensor" in got["q_spec"]   # heads split, on the sampler's mesh
    assert got["ids"] == base["ids"]
    # Tensor parallelism sums each projection in parts: float32 log-probs may differ in the last bits.
    for a, b in zip(got["logprobs"], base["logprobs"]):
      np.testing.assert_allclose(a, b, atol=1e-5)


def test_sampler_mesh_keeps_the_runs_mesh_unless_tensor_differs():
  devices = jax.devices()[:1]
  mesh = sharding.make_mesh({"fsdp": 1}, devices)
  assert sampler_mesh(None, processes=1, tensor=None) is None
  assert sampler_mesh(mesh, processes=1, tensor=None) is mesh
  assert sampler_mesh(mesh, processes=1, tensor=1) is mesh
