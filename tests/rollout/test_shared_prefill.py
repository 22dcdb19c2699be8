"""Shared-prompt prefill: identical prompts are prefilled once and sample exactly what one prefill per row does.

A group's siblings start from one reset, so their first-turn prompts are identical. The 8-device check runs
as a script in a subprocess (XLA reads the device count when jax starts), as tests/aot/test_aot.py does.
"""
import json
import os
import subprocess
import sys

import jax
import numpy as np
from flax import nnx

from mcgpo_jax.models import sampler as sampler_mod
from mcgpo_jax.models.qwen import Qwen, QwenConfig
from mcgpo_jax.models.sampler import Sampler, SamplingParams
from tests.repo import ROOT

CFG = QwenConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_layers=2, num_heads=4, num_kv_heads=2,
                 head_dim=8)
# Three groups of four siblings (one prompt each) and four prompts of their own.
PROMPTS = [[1 + (g * 7 + j) % 60 for j in range(3 + g)] for g in range(3) for _ in range(4)] + \
          [[5, 9, 2 + i] for i in range(4)]


def _prefill_rows(monkeypatch) -> list[int]:
  """Records the prompt rows (batch bucket included) of every prefill call."""
  rows, real = [], sampler_mod.prefill
  monkeypatch.setattr(sampler_mod, "prefill", lambda g, s, ids, *a, **k: rows.append(ids.shape[0]) or
                      real(g, s, ids, *a, **k))
  return rows


def test_siblings_prefill_once_and_sample_what_one_prefill_per_row_samples(monkeypatch):
  model = Qwen(CFG, rngs=nnx.Rngs(0))
  sampling = SamplingParams(temperature=1.0, max_new_tokens=6, stop_token_ids=(3,))
  rows = _prefill_rows(monkeypatch)
  each = Sampler(pad_id=0, share_prompts=False).generate(model, PROMPTS, sampling, jax.random.key(5))
  shared_sampler = Sampler(pad_id=0)
  shared = shared_sampler.generate(model, PROMPTS, sampling, jax.random.key(5))
  assert rows == [16, 8]   # 16 prompts; 7 distinct ones, in the batch bucket of 8
  assert shared_sampler.distinct_prompts(PROMPTS)[1].tolist() == [0] * 4 + [1] * 4 + [2] * 4 + [3, 4, 5, 6]
  np.testing.assert_array_equal(shared.response_ids, each.response_ids)
  np.testing.assert_array_equal(shared.logprobs, each.logprobs)
  np.testing.assert_array_equal(shared.lengths, each.lengths)
  np.testing.assert_array_equal(shared.stopped, each.stopped)
  # Siblings share a prompt, not a random stream.
  assert len({tuple(shared.response(i)) for i in range(4)}) > 1


def test_distinct_prompts_prefill_as_before(monkeypatch):
  sampler = Sampler(pad_id=0)
  assert sampler.distinct_prompts(PROMPTS[-4:]) == (PROMPTS[-4:], None)   # no copy step when nothing repeats
  assert Sampler(pad_id=0, share_prompts=False).distinct_prompts(PROMPTS)[1] is None


MESH_SCRIPT = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import jax, numpy as np
from flax import nnx
from mcgpo_jax import sharding
from mcgpo_jax.models.qwen import Qwen
from mcgpo_jax.models.sampler import Sampler, SamplingParams
from mcgpo_jax.rollout.engines.jax import sampler_layout
from tests.rollout.test_shared_prefill import CFG, PROMPTS
mesh = sharding.make_mesh({"fsdp": 8})
graphdef, params = nnx.split(Qwen(CFG, rngs=nnx.Rngs(0)))
params = jax.device_put(params, sampler_layout(params, mesh))
sampling = SamplingParams(temperature=1.0, max_new_tokens=6, stop_token_ids=(3,))
out = {}
for share in (False, True):
  got = Sampler(pad_id=0, mesh=mesh, share_prompts=share).generate_split(graphdef, (params,), PROMPTS, sampling,
                                                                       jax.random.key(5))
  out[str(share)] = {"ids": got.response_ids.tolist(), "logprobs": got.logprobs.tolist(),
                     "lengths": got.lengths.tolist()}
print(json.dumps(out))
"""


def test_shared_prefill_samples_the_same_on_an_8_device_mesh():
  env = dict(os.environ, JAX_PLATFORMS="cpu", XLA_FLAGS="--xla_force_host_platform_device_count=8")
  proc = subprocess.run([sys.executable, "-c", MESH_SCRIPT, ROOT], capture_output=True, text=True, env=env,
                        cwd=ROOT, timeout=600)
  assert proc.returncode == 0, proc.stderr[-4000:]
  result = json.loads(proc.stdout.strip().splitlines()[-1])
  each, shared = result["False"], result["True"]
  assert shared["ids"] == each["ids"] and shared["lengths"] == each["lengths"]
  # The 7 distinct prompts (a batch bucket of 8) prefill one row per device instead of two: float32 rounding of the log-probs can
  # differ in the last bits (seen: 5e-7), the samples do not.
  np.testing.assert_allclose(shared["logprobs"], each["logprobs"], atol=1e-5)
