"""Finished rows leave the decode batch (`Sampler(compact_rows=True)`, the default): once at most a narrower batch
bucket's rows are still running, decode goes on with those rows alone, and every row samples what it samples in
the whole batch (rows not split over devices). The 8-device check runs as a script in a subprocess (XLA reads
the device count when jax starts), as tests/rollout/test_shared_prefill.py does.
"""
import json
import os
import subprocess
import sys
import types

import jax
import numpy as np
from flax import nnx

from mcgpo_jax.models import sampler as sampler_mod
from mcgpo_jax.models.qwen import Qwen, QwenConfig
from mcgpo_jax.models.sampler import Sampler, SamplingParams
from tests.repo import ROOT

CFG = QwenConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_layers=2, num_heads=4, num_kv_heads=2,
                 head_dim=8)
PROMPTS = [[1 + (i * 7 + j) % 60 for j in range(3 + i % 5)] for i in range(16)]
# 16 of the 64 ids stop a row: responses end anywhere from the first token to the 24th.
SAMPLING = SamplingParams(temperature=1.0, max_new_tokens=24, stop_token_ids=tuple(range(3, 19)))


def _narrowed(monkeypatch) -> list[int]:
  """Records the width of every batch `keep_rows` narrows a decode to."""
  widths, real = [], sampler_mod.keep_rows
  monkeypatch.setattr(sampler_mod, "keep_rows", lambda state, keep: widths.append(keep.shape[0]) or
                      real(state, keep))
  return widths


def test_finished_rows_leave_the_batch_and_every_row_samples_the_same(monkeypatch):
  model = Qwen(CFG, rngs=nnx.Rngs(0))
  whole = Sampler(pad_id=0, compact_rows=False).generate(model, PROMPTS, SAMPLING, jax.random.key(2))
  widths = _narrowed(monkeypatch)
  compacting = Sampler(pad_id=0)
  assert [compacting.compaction_floor(w) for w in (16, 8, 1)] == [8, 4, 0]
  assert compacting.compacted_width(5) == 8 and compacting.compacted_width(1) == 1
  compacted = compacting.generate(model, PROMPTS, SAMPLING, jax.random.key(2))
  assert widths and widths == sorted(widths, reverse=True) and widths[0] <= 8, widths
  # What the compile plan projects decode with (aot/lengths.py): the same narrowings at the same lengths.
  assert [rows for rows, _ in compacting.decode_calls(whole.lengths.tolist())[1:]] == widths
  assert 1 < len(set(whole.lengths.tolist())) and whole.lengths.max() > whole.lengths.min() + 4
  np.testing.assert_array_equal(compacted.response_ids, whole.response_ids)
  np.testing.assert_array_equal(compacted.lengths, whole.lengths)
  np.testing.assert_array_equal(compacted.stopped, whole.stopped)
  # A narrower batch may sum the model's matmuls in another order on CPU: float32's last bits.
  np.testing.assert_allclose(compacted.logprobs, whole.logprobs, atol=1e-5, rtol=1e-5)


def test_decode_ends_when_the_last_real_row_stops_not_the_batch_buckets_filler(monkeypatch):
  """3 prompts decode in a batch of 4: the filler row starts finished, so the last decode call ends at the longest
  real response, short of max_new_tokens, and the calls narrow as `decode_calls` projects."""
  steps, real = [], sampler_mod.decode
  monkeypatch.setattr(sampler_mod, "decode", lambda *args, **kw: (lambda s: steps.append(int(s.step)) or s)(
      real(*args, **kw)))
  widths = _narrowed(monkeypatch)
  sampler = Sampler(pad_id=0)
  out = sampler.generate(Qwen(CFG, rngs=nnx.Rngs(0)), PROMPTS[:3], SAMPLING, jax.random.key(2))
  assert steps[-1] == out.lengths.max() < SAMPLING.max_new_tokens and out.stopped.all()
  assert [rows for rows, _ in sampler.decode_calls(out.lengths.tolist())[1:]] == widths


def test_no_narrower_bucket_no_return():
  """A batch at its smallest bucket (or compact_rows off) decodes in one call, as before; so does one whose rows
  are split over devices, over data or fsdp or both, beside tensor (only the mesh's shape is read here)."""
  assert Sampler(pad_id=0, batch_buckets=(16,)).compaction_floor(16) == 0
  assert Sampler(pad_id=0, compact_rows=False).compaction_floor(16) == 0
  on = lambda **shape: Sampler(pad_id=0, mesh=types.SimpleNamespace(shape={"data": 1, "fsdp": 1, "tensor": 1,
                                                                            **shape})).compaction_floor(16)
  assert [on(data=2, tensor=4), on(fsdp=2, tensor=4), on(data=2, fsdp=2, tensor=2), on(tensor=8)] == [0, 0, 0, 8]


def test_the_projected_decode_calls_of_rows_that_stop_early_and_a_row_that_runs_to_the_limit():
  """Responses of 5 (the limit), 3 and 1 tokens in batch buckets 1, 2, 4: 1 step on 4 rows (the batch bucket of
  3) until the 1-token row ends, 2 on the 2 rows left until the 3-token row ends, then 2 on the last row to the
  limit. What aot/lengths.py projects decode with (the test above checks the widths against generate's)."""
  sampler = Sampler(pad_id=0, batch_buckets=(1, 2, 4))
  assert sampler.decode_calls([3, 5, 1]) == [(4, 1), (2, 2), (1, 2)]
  assert sampler.decode_calls([5, 5, 5]) == [(4, 5)]                      # every row to the limit: one call
  assert Sampler(pad_id=0, batch_buckets=(1, 2, 4), compact_rows=False).decode_calls([3, 5, 1]) == [(4, 5)]


MESH_SCRIPT = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import jax
from flax import nnx
from mcgpo_jax import sharding
from mcgpo_jax.models import sampler as sampler_mod
from mcgpo_jax.models.qwen import Qwen
from mcgpo_jax.models.sampler import Sampler
from mcgpo_jax.rollout.engines.jax import sampler_layout
from tests.rollout.test_compact_rows import CFG, PROMPTS, SAMPLING
widths, real = [], sampler_mod.keep_rows
sampler_mod.keep_rows = lambda state, keep: widths.append(keep.shape[0]) or real(state, keep)
out = {}
for axis in ("fsdp", "tensor"):
  mesh = sharding.make_mesh({axis: 8})
  graphdef, params = nnx.split(Qwen(CFG, rngs=nnx.Rngs(0)))
  params = jax.device_put(params, sampler_layout(params, mesh))
  out[axis] = {"floor": Sampler(pad_id=0, mesh=mesh).compaction_floor(16)}
  for compact in (False, True):
    del widths[:]
    got = Sampler(pad_id=0, mesh=mesh, compact_rows=compact).generate_split(graphdef, (params,), PROMPTS, SAMPLING,
                                                                            jax.random.key(2))
    out[axis][str(compact)] = {"ids": got.response_ids.tolist(), "logprobs": got.logprobs.tolist(),
                               "lengths": got.lengths.tolist(), "widths": list(widths)}
print(json.dumps(out))
"""


def test_compacted_decode_on_an_8_device_mesh():
  """Rows split over fsdp would move between devices when the batch narrows (compiled, that gather all-gathered
  the cache), so such a sampler keeps its whole batch; with the rows whole on every device (a tensor mesh) it
  narrows. Either way every row samples the same."""
  env = dict(os.environ, JAX_PLATFORMS="cpu", XLA_FLAGS="--xla_force_host_platform_device_count=8")
  proc = subprocess.run([sys.executable, "-c", MESH_SCRIPT, ROOT], capture_output=True, text=True, env=env,
                        cwd=ROOT, timeout=600)
  assert proc.returncode == 0, proc.stderr[-4000:]
  result = json.loads(proc.stdout.strip().splitlines()[-1])
  assert result["fsdp"]["floor"] == 0 and result["fsdp"]["True"]["widths"] == []
  assert result["tensor"]["floor"] == 8 and result["tensor"]["True"]["widths"], result["tensor"]["True"]["widths"]
  for axis in ("fsdp", "tensor"):
    whole, compacted = result[axis]["False"], result[axis]["True"]
    assert compacted["ids"] == whole["ids"] and compacted["lengths"] == whole["lengths"]
    np.testing.assert_allclose(compacted["logprobs"], whole["logprobs"], atol=1e-5, rtol=1e-5)
