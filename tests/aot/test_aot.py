"""launch/compile.py: one update compiled for a TPU topology by libtpu on this CPU host (the `[tpu]` extra is in
the test extra), its memory and FLOP report against analytic counts, the fail-fast refusal, and the sampler's
decode gathering no weights (8 simulated CPU devices, in a subprocess: XLA reads the device count at start)."""
import dataclasses
import functools
import json
import math
import os
import subprocess
import sys
import time
import types

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from mcgpo_jax.aot import compile_run, flops, hlo, report, targets
from mcgpo_jax.aot import update as update_lib
from tests.repo import ROOT

# The ALFWorld smoke policy with rows of 56 + 8 tokens: every function compiles in seconds.
TINY = {"rollout.max_prompt_tokens": 56, "rollout.max_new_tokens": 8, "warm_start.steps": 0}


def tiny_config(**fields):
  sys.path.insert(0, ROOT)
  from configs import alfworld, base
  return base.compose(alfworld.get_config("smoke"), ("test", {**TINY, **fields}))


def test_jaxpr_flops_multiply_loop_bodies_and_take_the_larger_branch():
  a = jnp.ones((4, 8))
  w = jnp.ones((8, 16))

  def fn(a, w, n, flag):
    def body(c, _):
      return c, (c @ w).sum()                                                    # 2*4*8*16 = 1024
    c = jax.lax.scan(body, a, None, length=3)[0]                                 # x3
    c = jax.lax.while_loop(lambda s: s[0] < n, lambda s: (s[0] + 1, s[1] @ w[:, :8]), (0, c))[1]  # 512 per trip
    return jax.lax.cond(flag, lambda x: x @ w[:, :8], lambda x: x, c)            # 512 or 0
  traced = jax.jit(fn).trace(a, w, 5, True)
  assert flops.jaxpr_flops(traced.jaxpr, while_trips=5) == 3 * 1024 + 5 * 512 + 512


def test_cudnn_attention_is_counted_from_its_operands_over_the_causal_triangle():
  # cuDNN's attention primitive has no body to count and traces only for a GPU: stand-in equations with its
  # operands' shapes and params. B 2, T = S 8, N 4 query heads (2 KV heads), H 16: 2 x B x N x H = 256 FLOPs
  # per (query, key) pair and product, 36 pairs under a causal mask, 64 without.
  def eqn(name, layout, mask, query, key):
    aval = lambda shape: types.SimpleNamespace(aval=types.SimpleNamespace(shape=shape))
    return types.SimpleNamespace(primitive=types.SimpleNamespace(name=name), invars=[aval(query), aval(key)],
                                 params={"layout": layout, "mask_type": types.SimpleNamespace(name=mask)})
  btnh, bnth = ((2, 8, 4, 16), (2, 8, 2, 16)), ((2, 4, 8, 16), (2, 2, 8, 16))
  assert flops.cudnn_attention_flops(eqn("dot_product_attention_fwd_wrapper", 0, "CAUSAL", *btnh)) == 2 * 256 * 36
  assert flops.cudnn_attention_flops(eqn("dot_product_attention_bwd_wrapper", 0, "CAUSAL", *btnh)) == 5 * 256 * 36
  assert flops.cudnn_attention_flops(eqn("dot_product_attention_fwd_wrapper", 1, "CAUSAL", *bnth)) == 2 * 256 * 36
  assert flops.cudnn_attention_flops(eqn("dot_product_attention_fwd", 0, "NO_MASK", *btnh)) == 2 * 256 * 64


HLO = """HloModule jit_decode

%body.1 (p: (s32[], f32[8])) -> (s32[], f32[8]) {
  %ag = f32[64]{0} all-gather-start(f32[8]{0} %x), dimensions={0}
  %agd = f32[64]{0} all-gather-done(%ag)
  %call = f32[8]{0} fusion(%y), kind=kLoop, calls=%fused.2
}

%fused.2 (q: f32[8]) -> f32[8] {
  %ar = f32[8]{0} all-reduce(f32[8]{0} %q), to_apply=%add.3
}

%add.3 (a: f32[], b: f32[]) -> f32[] {
  %s = f32[] add(%a, %b)
}

ENTRY %main.9 (w: f32[8]) -> f32[8] {
  %g = f32[64]{0} all-gather(f32[8]{0} %w), dimensions={0}
  %while.4 = (s32[], f32[8]) while(%t), condition=%cond.5, body=%body.1
}
"""


def test_hlo_collectives_per_loop_iteration_and_per_program():
  assert hlo.loop_collectives(HLO) == {"all-gather": 1, "all-reduce": 1}
  assert hlo.program_collectives(HLO) == {"all-gather": 2, "all-reduce": 1}
  # Per token: the loop's all-gather of f32[64] and all-reduce of f32[8]; the entry's all-gather is outside.
  assert hlo.loop_collective_bytes(HLO) == 64 * 4 + 8 * 4
  assert hlo.collective_bytes(["%t = (bf16[2,3]{1,0}, s8[5]{0}) all-reduce-start(%a, %b), to_apply=%add",
                               "%d = bf16[2,3]{1,0} all-reduce-done(%t)", "%x = f32[4]{0} add(%y, %z)"]) == 12 + 5


NESTED_HLO = """HloModule jit_decode

%layer.1 (p: (s32[], bf16[4,8])) -> (s32[], bf16[4,8]) {
  %ar = bf16[4,8]{1,0} all-reduce(bf16[4,8]{1,0} %h), to_apply=%add.3
}

%layers_cond.2 (p: (s32[], bf16[4,8])) -> pred[] {
  %n = s32[]{:T(128)} constant(28)
  %i = s32[] get-tuple-element(%p), index=0
  ROOT %lt = pred[] compare(%i, %n), direction=LT
}

%token.4 (p: (s32[], bf16[4,8])) -> (s32[], bf16[4,8]) {
  %scan = (s32[], bf16[4,8]) while(%t), condition=%layers_cond.2, body=%layer.1
  %ag = f32[16]{0} all-gather(f32[4]{0} %l), dimensions={0}
}

%add.3 (a: bf16[], b: bf16[]) -> bf16[] {
  %s = bf16[] add(%a, %b)
}

ENTRY %main.9 (w: f32[8]) -> f32[8] {
  %while.4 = (s32[], bf16[4,8]) while(%t), condition=%token_cond.5, body=%token.4
}
"""


def test_hlo_collectives_per_token_count_a_scan_over_layers_once_per_layer():
  """A scanned decoder runs its layers as a counted `while` inside the token loop: 28 layers, 28 all-reduces
  per token (an all-gather of the logits once)."""
  assert hlo.loop_collectives(NESTED_HLO) == {"all-reduce": 28, "all-gather": 1}
  assert hlo.loop_collective_bytes(NESTED_HLO) == 28 * 4 * 8 * 2 + 16 * 4


@pytest.fixture(scope="module")
def tiny_v5e():
  """The tiny variant compiled for v5e:2x4 (8 abstract TPU v5e chips), through the trainer's own objects."""
  cfg = tiny_config()
  devices, chip = targets.devices_for("v5e:2x4")
  upd = update_lib.plan(cfg, devices, chip.hbm_bytes)
  start = time.perf_counter()
  results = {r.name: r for r in report.compile_update(upd, chip, log=lambda m: None)}
  print(f"tiny v5e:2x4 compile: {time.perf_counter() - start:.1f}s")
  return cfg, devices, chip, upd, results


def _tpu_tiled(shape, itemsize):
  """Bytes of an array in TPU tiles, an upper bound: the minor dim padded to 128 lanes, the next to a sublane
  tile (8 for 32-bit types, 16 for 16-bit, 32 for 8-bit), a 1-D array to 1,024 elements."""
  shape = list(shape) or [1]
  if len(shape) == 1:
    return -(-shape[0] // 1024) * 1024 * itemsize
  shape[-1] = -(-shape[-1] // 128) * 128
  sub = 8 * 4 // itemsize
  shape[-2] = -(-shape[-2] // sub) * sub
  return math.prod(shape) * itemsize


def _per_device(upd, devices, batch_rows_split):
  """Analytic (exact, tiled upper bound) bytes per device of the train step's arguments: float32 params and two
  AdamW moments, each split 8 ways along its embed dimension (fsdp over every device), plus the minibatch."""
  from flax import nnx
  from mcgpo_jax.models.qwen import Qwen
  model = nnx.eval_shape(lambda: Qwen(upd.model, rngs=nnx.Rngs(0)))
  exact = tiled = 0
  for _, var in nnx.to_flat_state(nnx.state(model, nnx.Param)):
    axes, shape = var.get_metadata()["logical_axes"], list(var.get_value().shape)
    if "embed" in axes:
      shape[axes.index("embed")] //= len(devices)
    exact += 4 * math.prod(shape)
    tiled += _tpu_tiled(shape, 4)
  return exact, tiled


def test_tiny_variant_compiles_for_v5e_with_analytic_memory(tiny_v5e):
  cfg, devices, chip, upd, results = tiny_v5e
  assert len(devices) == 8 and devices[0].device_kind == "TPU v5 lite"
  assert set(results) == {"learner/train_step", "learner/logprobs", "sampler/prefill", "sampler/decode"}
  assert all(not r.error and report.fits(r, chip) for r in results.values())
  params, params_tiled = _per_device(upd, devices, 1)
  assert upd.resident["params"] == params
  assert abs(upd.resident["opt_state"] - 2 * params) <= 64            # AdamW: mu and nu (+ step counters)
  # The train step's arguments on a TPU v5e: params + AdamW moments + the minibatch (micro_batch_size 4 rows
  # do not split over 8 devices: replicated), between the exact bytes and their tile-padded size.
  m, b, length, p = 2, cfg.learn.micro_batch_size, 64, cfg.learn.micro_batch_size
  batch = [((m, b, length), 4), ((m, b, length), 1), ((m, b, length), 1), ((m, b, length), 4), ((m, b, length), 4),
           ((m, b), 4), ((m, b), 1)] + [((m, p), 4)] * 3 + [((m, p), 1)]
  exact = 3 * params + sum(math.prod(s) * i for s, i in batch)
  tiled = 3 * params_tiled + sum(_tpu_tiled(s, i) for s, i in batch)
  argument = results["learner/train_step"].memory["argument"]
  assert exact <= argument <= tiled, (exact, argument, tiled)
  assert results["sampler/prefill"].memory["argument"] >= upd.resident["sampler_weights"]


def test_tiny_variant_flops_match_the_analytic_count(tiny_v5e):
  cfg, devices, chip, upd, results = tiny_v5e
  q = upd.model
  m, b, length = 2, cfg.learn.micro_batch_size, 64
  tokens = m * b * length
  per_layer = 2 * q.hidden_size * (q.num_heads + 2 * q.num_kv_heads) * q.head_dim \
      + 2 * q.num_heads * q.head_dim * q.hidden_size + 3 * 2 * q.hidden_size * q.intermediate_size
  head = 2 * q.hidden_size * q.vocab_size                              # logprob_chunk None: every position
  dense = tokens * (q.num_layers * per_layer + head)
  # On a TPU `auto` is splash: per row, layer and head it runs the causal blocks of the sequence padded to
  # 128 lanes (here one 128 x 128 block), 2 matmuls forward and 3 + 4 in its dq / dkv backward kernels, on
  # every device that holds the rows: a micro-batch of 4 rows does not split over 8 chips, so all 8 run it.
  assert results["learner/train_step"].attention == q.attention == "splash"
  padded = -(-length // 128) * 128
  block = min(512, padded)
  blocks = (padded // block) * (padded // block + 1) // 2
  splits = math.prod(dict(upd.mesh.shape)[a] for a in ("data", "fsdp"))
  copies = len(devices) // (splits if b % splits == 0 else 1)
  per_matmul = m * b * q.num_layers * q.num_heads * blocks * 2 * block * block * q.head_dim * copies
  train = results["learner/train_step"].flops * len(devices)
  # Backward = 2 x forward, and the lm head's backward recomputes its logits (learn/logprobs.py): + 1 x head.
  matmuls = 3 * dense + tokens * head
  assert abs(train - (2 + 3 + 4) * per_matmul - matmuls) <= 0.01 * matmuls, (train, matmuls, per_matmul)
  forward = dense + 2 * per_matmul
  assert abs(results["learner/logprobs"].flops * len(devices) - forward) <= 0.01 * forward
  # Decode: one token per episode row and step, every weight's matmul once per token (its attention over the
  # cache comes on top), and the while loop counted once per generated token.
  decode, new = results["sampler/decode"], cfg.rollout.max_new_tokens
  rows = decode.tokens // new
  assert rows * new == decode.tokens and rows >= cfg.groups * cfg.group_size   # one host: every episode
  prefill = results["sampler/prefill"].tokens
  assert prefill % rows == 0 and prefill // rows >= cfg.rollout.max_prompt_tokens   # a prompt bucket per row
  weights_per_token = q.num_layers * per_layer + head
  assert decode.flops * len(devices) >= rows * new * weights_per_token, (decode.flops, rows, new)


@functools.lru_cache(maxsize=None)   # the microbatch and offload tests share full remat's compile in one process
def _train_step_memory(micro_batch_size: int, remat: str = "full", grad_sum_on_host: bool = False
                       ) -> tuple[dict[str, float], int]:
  """The memory report of the train step of an 8-layer tiny policy (minibatch of 16 rows of 64 tokens) compiled
  for v5e:2x4, and the float32 bytes of one device's parameter shard."""
  cfg = tiny_config(**{"model.hidden_size": 512, "model.intermediate_size": 1024, "model.num_layers": 8,
                       "learn.mini_batch_size": 16, "learn.micro_batch_size": micro_batch_size,
                       "model.remat": remat, "learn.grad_sum_on_host": grad_sum_on_host})
  devices, chip = targets.devices_for("v5e:2x4")
  upd = update_lib.plan(cfg, devices, chip.hbm_bytes)
  upd.functions[:] = [f for f in upd.functions if f.name == "learner/train_step"]
  result, = report.compile_update(upd, chip, log=lambda m: None)
  assert result.remat == remat
  return result.memory, upd.resident["params"]


def test_accumulating_microbatches_costs_the_tpu_train_step_no_more_than_a_gradient_shard():
  # Two microbatches of 8 rows against one of 16: the loop holds the float32 gradient sum (one parameter shard
  # per device) and one microbatch's buffers at a time. When padding was skipped by a `cond` inside a scan, the
  # compiler kept the microbatch's forward/backward buffers beside the sum: 30.0 against 16.4 MiB here.
  two_micro, shard = _train_step_memory(8)
  one_micro, _ = _train_step_memory(16)
  looped, single = two_micro["temp"], one_micro["temp"]
  print(f"train step temporaries: 2 x 8 rows {looped / 2**20:.1f} MiB, 1 x 16 rows {single / 2**20:.1f} MiB, "
        f"parameter shard {shard / 2**20:.1f} MiB")
  assert looped <= single + shard, (looped, single, shard)


def test_offloading_layer_inputs_keeps_them_in_host_memory():
  # Under `full` each layer's input ([rows, 64, 512] bfloat16, one row per chip) is the residual kept for the
  # backward; `offload_layer_inputs` keeps all 8 in the host's pinned memory. At these tiny shapes the device's
  # temporaries do not fall (the transfers' own buffers outweigh 0.5 MiB of layer inputs); at ALFWorld 1.5B's
  # they fall by more than the layer inputs (docs/results/accelerators.md, "The train step, round 4").
  full, _ = _train_step_memory(8)
  offloaded, _ = _train_step_memory(8, "offload_layer_inputs")
  layer_inputs = 8 * 1 * 64 * 512 * 2
  print(f"train step: full {full['temp'] / 2**20:.2f} MiB on the device; offloaded {offloaded['temp'] / 2**20:.2f} "
        f"MiB on the device + {offloaded['host_temp'] / 2**20:.2f} MiB on the host")
  assert full["host_temp"] == 0
  assert offloaded["host_temp"] >= layer_inputs, offloaded


def test_a_gradient_sum_on_the_host_is_carried_in_host_memory():
  # Between the two microbatches the step carries the float32 gradient sum, one parameter shard per device;
  # `learn.grad_sum_on_host` keeps it in the host's memory. At these tiny shapes the device's temporaries rise
  # (the sum's visit to the device for each add becomes the step's peak); at ALFWorld 1.5B's, where a layer's
  # backward is the peak, they fall by more than the sum (docs/results/accelerators.md, "The train step, round 5").
  full, shard = _train_step_memory(8)
  hosted, _ = _train_step_memory(8, "full", grad_sum_on_host=True)
  print(f"train step: sum on the device {full['temp'] / 2**20:.2f} MiB; on the host {hosted['temp'] / 2**20:.2f} "
        f"MiB on the device + {hosted['host_temp'] / 2**20:.2f} MiB on the host (a shard: {shard / 2**20:.2f} MiB)")
  assert full["host_temp"] == 0
  assert hosted["host_temp"] >= shard, hosted


def _compile_cli(*args, env_extra=None, timeout=300):
  env = {**os.environ, "JAX_PLATFORMS": "cpu", **(env_extra or {})}
  return subprocess.run([sys.executable, os.path.join(ROOT, "launch", "compile.py"), *args], capture_output=True,
                        text=True, env=env, cwd=ROOT, timeout=timeout)


def test_a_7b_variant_on_four_v5e_chips_is_refused_in_seconds_naming_a_topology():
  start = time.perf_counter()
  out = _compile_cli("--config=configs/alfworld.py:qwen2.5-7b", "--topology=v5e:2x2")
  elapsed = time.perf_counter() - start
  assert out.returncode == 1, out.stderr
  errors = [line for line in out.stderr.splitlines() if line.startswith("compile:")]
  assert len(errors) == 1 and "v5e:4x4" in errors[0] and "16 GiB" in errors[0], out.stderr
  assert "compiling" not in out.stdout
  assert elapsed < 60, elapsed


def test_bad_topology_and_flags_are_one_line_exit_2():
  out = _compile_cli("--config=configs/alfworld.py:smoke", "--topology=v9x:2x2")
  assert out.returncode == 2 and "GENERATION:AxB" in out.stderr and "GPU:HOSTSxN" in out.stderr
  out = _compile_cli("--config=configs/alfworld.py:smoke", "--topology=v5e:2x4", "--num_slices=0")
  assert out.returncode == 2 and "--num_slices=0" in out.stderr


def test_functions_compiles_only_the_named_functions_and_projects_no_update(tmp_path):
  out = _compile_cli("--config=configs/alfworld.py:smoke", "--topology=v5e:1x1", "--functions=learner/train_step",
                     "--config.model.remat=dots_with_no_batch_dims_saveable", f"--json={tmp_path}/r.json")
  assert out.returncode == 0, out.stderr[-2000:]
  with open(tmp_path / "r.json") as f:
    r = json.load(f)
  assert [fn["name"] for fn in r["functions"]] == ["learner/train_step"]
  assert r["functions"][0]["remat"] == "dots_with_no_batch_dims_saveable" and r["functions"][0]["compiled"]
  assert r["update"] is None and r["only"] == ["learner/train_step"] and "projected update" not in out.stdout
  assert r["replicated_state"] == [] and r["functions"][0]["replicated"] == []   # one chip divides everything
  assert "[compile] resident state replicated where the mesh does not divide it: none" in out.stdout
  out = _compile_cli("--config=configs/alfworld.py:smoke", "--topology=v5e:1x1", "--functions=learner/nope")
  assert out.returncode == 2 and "learner/nope names no function" in out.stderr.strip().splitlines()[-1]


def _on_8_cpu_devices(script: str) -> dict:
  """The JSON a script prints last, run in a fresh process with 8 simulated CPU devices."""
  env = {**os.environ, "JAX_PLATFORMS": "cpu", "XLA_FLAGS": "--xla_force_host_platform_device_count=8"}
  out = subprocess.run([sys.executable, "-c", script, ROOT], capture_output=True, text=True, env=env, cwd=ROOT,
                       timeout=300)
  assert out.returncode == 0, out.stderr[-3000:]
  return json.loads(out.stdout.strip().splitlines()[-1])


DECODE_SCRIPT = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import jax
from tests.aot.test_aot import tiny_config
from mcgpo_jax.aot import report, targets, update as update_lib
cfg = tiny_config()
devices, chip = targets.devices_for("local")
out = {}
for name, memory in (("sampler layout", None), ("learner layout", 1)):   # 1 byte of memory: weights "do not fit"
  upd = update_lib.plan(cfg, devices, memory)
  upd.functions = [f for f in upd.functions if f.name.startswith("sampler/")]
  decode = {r.name: r for r in report.compile_update(upd, chip, log=lambda m: None)}["sampler/decode"]
  out[name] = {"loop": decode.loop_collectives, "program": decode.program_collectives,
               "bytes": decode.bytes_accessed, "weights": upd.resident["sampler_weights"],
               "all_weights": upd.num_params * 4}   # the smoke policy computes in float32
print(json.dumps(out))
"""


def test_decode_reads_local_weights_on_an_8_device_mesh():
  """Decode with the sampler's layout has no all-gather at all (per token or hoisted out of the loop); with
  the learner's fsdp layout (what it used before) it gathers the weights."""
  result = _on_8_cpu_devices(DECODE_SCRIPT)
  new, old = result["sampler layout"], result["learner layout"]
  assert "all-gather" not in new["program"] and "all-gather" not in new["loop"], new
  assert old["program"].get("all-gather", 0) + old["loop"].get("all-gather", 0) > 0, old
  assert new["weights"] == new["all_weights"] > 7 * old["weights"]   # whole on each device vs ~ one eighth
  print(f"decode bytes accessed per step: fsdp layout {old['bytes']:.0f}, sampler layout {new['bytes']:.0f}")


@pytest.mark.parametrize("topology, chips, hosts", [("v5p:2x2x2", 8, 2), ("v4:2x2x1", 4, 1)])
def test_multi_host_and_megacore_slices_compile_with_each_host_sampling_on_its_own_chips(topology, chips, hosts):
  cfg = tiny_config()
  devices, chip = targets.devices_for(topology)
  assert len(devices) == chips and len({d.process_index for d in devices}) == hosts
  upd = update_lib.plan(cfg, devices, chip.hbm_bytes)
  assert dict(upd.mesh.shape)["fsdp"] == chips
  by_name = {f.name: f for f in upd.functions}
  assert by_name["learner/train_step"].devices == chips
  assert by_name["sampler/decode"].devices == chips // hosts
  upd.functions = [by_name["learner/train_step"], by_name["sampler/prefill"], by_name["sampler/decode"]]
  results = report.compile_update(upd, chip, log=lambda m: None)
  assert all(not r.error and report.fits(r, chip) for r in results)


def test_a_searchqa_paper_variant_is_sized_without_its_data_and_refused_for_memory_on_one_chip():
  """Compiling reads no data or retriever (training refuses without them): the refusal is the chip's memory."""
  out = _compile_cli("--config=configs/searchqa.py:sgr-opsd-qwen2.5-3b", "--topology=v5e:1x1")
  assert out.returncode == 1 and "does not fit" in out.stderr and "v5e:2x" in out.stderr, out.stderr


def test_a_refused_function_is_reported_and_what_needs_it_is_skipped(tiny_v5e):
  """The compiler's refusal (e.g. HBM exhausted) is a row of the report, not a crash; decode, which is traced
  on the compiled prefill's output, is then reported as not compiled."""
  cfg, devices, chip, upd, _ = tiny_v5e
  functions = {f.name: f for f in update_lib.plan(cfg, devices, chip.hbm_bytes).functions}
  prefill = dataclasses.replace(functions["sampler/prefill"], trace=lambda _: _Refusing())
  upd = dataclasses.replace(upd, functions=[prefill, functions["sampler/decode"]])
  results = {r.name: r for r in report.compile_update(upd, chip, log=lambda m: None)}
  assert "RESOURCE_EXHAUSTED" in results["sampler/prefill"].error
  assert results["sampler/decode"].error == "not compiled: sampler/prefill was refused"
  assert not report.fits(results["sampler/prefill"], chip) and report.projected_update(list(results.values())) is None
  assert json.loads(report.dumps(report.to_json("v5e:2x4", 8, "TPU v5 lite", chip, upd, list(results.values()), {})))


class _Refusing:
  """A traced function whose compilation the compiler refuses."""
  jaxpr = jax.make_jaxpr(lambda: 0)()

  def lower(self):
    return self

  def compile(self):
    raise RuntimeError("RESOURCE_EXHAUSTED: Ran out of memory in memory space hbm")


PREFILL_SCRIPT = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import jax, numpy as np
from flax import nnx
from mcgpo_jax import sharding
from mcgpo_jax.aot import hlo
from mcgpo_jax.models.qwen import Qwen, QwenConfig
from mcgpo_jax.models.sampler import Sampler, SamplingParams
from mcgpo_jax.rollout.engines.jax import sampler_layout
cfg = QwenConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_layers=2, num_heads=4, num_kv_heads=2,
                 head_dim=8)
mesh = sharding.make_mesh({"fsdp": 8})
graphdef, params = nnx.split(Qwen(cfg, rngs=nnx.Rngs(0)))
params = jax.device_put(params, sampler_layout(params, mesh))
prompts = [[1 + (i * 7 + j) % 60 for j in range(3 + i % 5)] for i in range(16)]
sampling = SamplingParams(temperature=1.0, max_new_tokens=5)
out = {}
for rows in (None, 1):
  sampler = Sampler(pad_id=0, mesh=mesh, prefill_rows_per_device=rows)
  got = sampler.generate_split(graphdef, (params,), prompts, sampling, jax.random.key(1))
  traced, _ = sampler.trace_phases(graphdef, (jax.tree.map(lambda x: jax.ShapeDtypeStruct(x.shape, x.dtype,
                                   sharding=x.sharding), params),), 16, 64, 5)
  out[str(rows)] = {"ids": got.response_ids.tolist(), "logprobs": got.logprobs.tolist(),
                    "passes": sampler.prefill_passes(16),
                    "collectives": hlo.program_collectives(traced.lower().compile().as_text())}
print(json.dumps(out))
"""


def test_prefill_passes_on_an_8_device_mesh_sample_the_same_and_move_no_rows_between_devices():
  result = _on_8_cpu_devices(PREFILL_SCRIPT)
  whole, passes = result["None"], result["1"]
  assert passes["passes"] == {"row_chunks": 2, "row_groups": 8}
  assert passes["ids"] == whole["ids"]
  np.testing.assert_allclose(passes["logprobs"], whole["logprobs"], atol=1e-5)
  # Each device prefills its own rows pass by pass: nothing is gathered or exchanged.
  assert not {"all-gather", "all-to-all", "collective-permute"} & set(passes["collectives"]), passes["collectives"]


def test_decode_updates_the_kv_cache_in_place_on_tpu_whatever_the_prompt_and_response_lengths():
  """1,024 + 500 cache slots are off the TPU tile: without rounding the slots up, the compiled decode loop held a
  second copy of the whole KV cache in temporaries (40 GiB per v5p chip for SearchQA's paper variant). Six
  scanned layers: with the stacked cache carried through the layer scan (and written there) the loop kept a copy
  too (2.4 GiB beside ALFWorld 1.5B's 2.2 GiB cache on v5p:2x2x1); two layers did not show it."""
  cfg = tiny_config(**{"groups": 16, "group_size": 4, "model.num_heads": 4, "model.num_kv_heads": 2,
                       "model.num_layers": 6,
                       "model.head_dim": 128, "model.hidden_size": 256, "rollout.max_prompt_tokens": 1024,
                       "rollout.max_new_tokens": 500})
  devices, chip = targets.devices_for("v5p:2x2x1")
  upd = update_lib.plan(cfg, devices, chip.hbm_bytes)
  upd.functions = [f for f in upd.functions if f.name.startswith("sampler/")]
  decode = {r.name: r for r in report.compile_update(upd, chip, log=lambda m: None)}["sampler/decode"]
  assert decode.memory["temp"] < 0.2 * decode.memory["output"], decode.memory   # the cache is the output


# --- the report's arithmetic: memory total, resident state, fit, projection, fail fast (no TPU compile) ----

def test_the_memory_total_is_arguments_outputs_temporaries_and_code_less_the_donated_bytes():
  analysis = type("Analysis", (), dict(argument_size_in_bytes=1000, output_size_in_bytes=200, temp_size_in_bytes=30,
                                       generated_code_size_in_bytes=4, alias_size_in_bytes=100,
                                       host_temp_size_in_bytes=7))
  memory = report.memory_of(type("Compiled", (), {"memory_analysis": lambda self: analysis})())
  assert memory["total"] == 1000 + 200 + 30 + 4 - 100    # the host's offloaded temporaries are not the device's
  assert memory["host_temp"] == 7


def _one_function_update(memory_bound_bytes: int) -> update_lib.Update:
  """An update of one 16x16 matmul (2 * 16**3 FLOPs) compiled for this CPU, beside made-up resident state."""
  x = jax.ShapeDtypeStruct((16, 16), jnp.float32)
  fn = update_lib.Function("learner/step", lambda _: jax.jit(lambda a: a @ a).trace(x), calls=3, tokens=16,
                           response_tokens=4, devices=1, resident_args=("params", "opt_state"),
                           memory_bound_bytes=memory_bound_bytes)
  return update_lib.Update(model=None, model_source="", mesh=None, functions=[fn], num_params=0, rows_per_update=0,
                           turns_per_update=0,
                           resident={"params": 1, "opt_state": 2, "ref_params": 40, "sampler_weights": 300})


def test_a_function_fits_when_its_total_and_the_resident_state_beside_it_are_within_hbm():
  chip = targets.Chip("test", hbm_bytes=0, peak_flops=1e9, hbm_bandwidth=1e6, chips_per_host=1)
  [r] = report.compile_update(_one_function_update(0), chip, log=lambda m: None)
  assert r.others == 40 + 300                  # what it does not take as arguments stays resident beside it
  assert r.peak_bytes() == r.memory["total"] + 340 and r.memory["total"] > 0
  assert report.fits(r, dataclasses.replace(chip, hbm_bytes=int(r.peak_bytes())))
  assert not report.fits(r, dataclasses.replace(chip, hbm_bytes=int(r.peak_bytes()) - 1))
  assert report.fits(r, chip)                  # HBM unknown (0): nothing to compare with
  assert r.flops == 2 * 16 ** 3 and r.projected_s == pytest.approx(2 * 16 ** 3 / (0.4 * 1e9))   # at 40 % MFU


@pytest.mark.parametrize("bound_bytes", [1, 10 ** 6])
def test_a_memory_bound_call_takes_the_longer_of_its_flop_and_streaming_times(bound_bytes):
  chip = targets.Chip("test", hbm_bytes=0, peak_flops=1e9, hbm_bandwidth=1e6, chips_per_host=1)
  [r] = report.compile_update(_one_function_update(bound_bytes), chip, log=lambda m: None)
  assert r.projected_s == pytest.approx(max(2 * 16 ** 3 / (0.4 * 1e9), bound_bytes / 1e6))


@pytest.mark.parametrize("kl_coef", [0.0, 0.01])
def test_the_plan_counts_partial_minibatches_reference_passes_and_both_halves_of_the_kv_cache(kl_coef):
  cfg = tiny_config(**{"learn.kl_coef": kl_coef, "learn.mini_batch_size": 12})
  upd = update_lib.plan(cfg, jax.devices()[:1], None)
  fns = {f.name: f for f in upd.functions}
  assert upd.rows_per_update == 16 and fns["learner/train_step"].calls == 2       # 16 rows: 12 + 4
  assert fns["learner/logprobs"].calls == 2 * (2 if kl_coef > 0 else 1)          # π_old, and π_ref with a KL
  q, new = upd.model, cfg.rollout.max_new_tokens
  batch = fns["sampler/decode"].tokens // new
  prompt = fns["sampler/prefill"].tokens // batch
  layer_cache = batch * q.num_kv_heads * (prompt + new) * q.head_dim * jnp.dtype(q.dtype).itemsize
  assert fns["sampler/decode"].memory_bound_bytes == new * (upd.resident["sampler_weights"]
                                                              + q.num_layers * 2 * layer_cache)   # keys + values


def test_waves_compile_the_sampler_for_one_wave_called_once_per_wave_and_turn():
  """config.rollout.wave_rows: a turn's episodes sampled in waves. The prefill and decode are compiled for the
  widest wave's batch bucket (its KV cache) and called once per wave and turn."""
  one = {f.name: f for f in update_lib.plan(tiny_config(), jax.devices()[:1], None).functions}
  cfg = tiny_config(**{"rollout.wave_rows": 3})
  upd = update_lib.plan(cfg, jax.devices()[:1], None)
  waved = {f.name: f for f in upd.functions}
  from mcgpo_jax.models.sampler import Sampler
  episodes = cfg.groups * cfg.group_size
  waves = -(-episodes // 3)
  assert waves > 1 and upd.turns_per_update == cfg.max_steps
  for name in ("sampler/prefill", "sampler/decode"):
    assert waved[name].calls == waves * one[name].calls
  new = cfg.rollout.max_new_tokens
  widest = -(-episodes // waves)   # the waves are as even as possible
  assert waved["sampler/decode"].tokens // new == Sampler().batch_bucket(widest) < one["sampler/decode"].tokens // new


def test_under_lora_the_sampler_reads_the_learners_frozen_base_so_it_is_resident_once():
  """The embedded engine shares the frozen base (rollout/engines/jax.py's shared_with_learner): the plan counts
  only the adapters as the sampler's own resident weights, and decode still reads the whole model per token."""
  full = update_lib.plan(tiny_config(), jax.devices()[:1], None)
  upd = update_lib.plan(tiny_config(**{"lora.rank": 4}), jax.devices()[:1], None)
  assert full.sampler_shared == 0
  assert upd.sampler_shared == full.resident["sampler_weights"]   # the base: the full run's whole copy
  assert 0 < upd.resident["sampler_weights"] < upd.sampler_shared  # what is copied: the adapters only
  full_reads, lora_reads = ({f.name: f for f in u.functions}["sampler/decode"].memory_bound_bytes for u in (full, upd))
  assert lora_reads - full_reads == tiny_config().rollout.max_new_tokens * upd.resident["sampler_weights"]


def test_per_device_bytes_count_each_leafs_shard():
  devices, _ = targets.devices_for("v5e:2x2")
  mesh = jax.sharding.Mesh(np.array(devices), ("fsdp",))
  split = jax.sharding.NamedSharding(mesh, jax.sharding.PartitionSpec("fsdp"))
  tree = {"split": jax.ShapeDtypeStruct((8, 4), jnp.float32, sharding=split),
          "whole": jax.ShapeDtypeStruct((8, 4), jnp.bfloat16)}
  assert update_lib.per_device_bytes(tree) == 2 * 4 * 4 + 8 * 4 * 2


def _resident_update(params, opt_state, ref_params, sampler_weights, num_params, devices=4):
  return update_lib.Update(model=type("Q", (), {"dtype": jnp.bfloat16}), model_source="", functions=[],
                           mesh=type("Mesh", (), {"devices": np.empty(devices)}), num_params=num_params,
                           rows_per_update=0, turns_per_update=0,
                           resident={"params": params, "opt_state": opt_state, "ref_params": ref_params,
                                     "sampler_weights": sampler_weights})


def test_fail_fast_names_the_smallest_slice_whose_resident_state_leaves_a_quarter_for_activations():
  """v5e (16 GiB): 4 devices x (2 x 4 GiB params and π_ref + 8 GiB moments) = 64 GiB of learner state, split
  over the slice; the sampler's bf16 copy whole on each chip while it takes at most half of one."""
  chip, g = targets.CHIPS["v5e"], targets.GIB
  compile_run.check_state_fits(_resident_update(4 * g, 8 * g, 2 * g, 2 * g, 0), chip, "v5e:2x2")   # 16 GiB: fits
  cases = [(3 * g, "v5e:4x4"),   # 6 GiB copy: 64/16 + 6 <= 12 GiB; on 8 chips 8 + 6 is over 75 % of 16
           (4 * g, "v5e:4x4")]   # 8 GiB copy, exactly half a chip: whole on each, 64/16 + 8 <= 12
  for num_params, smallest in cases:
    with pytest.raises(compile_run.DoesNotFit) as refused:
      compile_run.check_state_fits(_resident_update(4 * g, 8 * g, 4 * g, 2 * num_params, num_params), chip,
                                   "v5e:2x2")
    assert str(refused.value).endswith(f"for activations is {smallest}"), str(refused.value)


def test_gpu_names_and_single_host_slices():
  assert targets.chip_of("NVIDIA H100 PCIe").name == "NVIDIA H100 PCIe"   # not the SXM part its name contains
  assert targets.chip_of("NVIDIA H100 80GB HBM3").name == "NVIDIA H100 SXM"
  assert targets.chip_of("cpu") is None
  for topology, hosts in [("v5e:2x4", 1), ("v6e:2x4", 1), ("v5e:4x4", 4), ("v5p:2x2x2", 2)]:
    devices, _ = targets.devices_for(topology)
    assert len({d.process_index for d in devices}) == hosts, topology


def test_counting_only_projects_decode_without_compiling_prefill():
  """trace_only (bench/rollout_projection.py): decode is traced on the prefill state's shapes alone and projects
  the same seconds and streamed bytes as when both are compiled for the same chip."""
  from mcgpo_jax.aot import report, targets, update as update_lib
  devices, chip = targets.devices_for("v5e:1x1")
  upd = update_lib.plan(tiny_config(), devices, chip.hbm_bytes)
  upd.functions = [f for f in upd.functions if f.name.startswith("sampler/")]
  counted = {r.name: r for r in report.compile_update(upd, chip, log=lambda m: None, trace_only=True)}
  compiled = {r.name: r for r in report.compile_update(upd, chip, log=lambda m: None)}
  assert not counted["sampler/decode"].error and not counted["sampler/decode"].compiled
  for name in ("sampler/prefill", "sampler/decode"):
    assert counted[name].projected_s == pytest.approx(compiled[name].projected_s, rel=1e-6)
  assert counted["sampler/decode"].streamed_bytes_per_step == compiled["sampler/decode"].streamed_bytes_per_step > 0


def test_the_report_lists_the_dimensions_the_mesh_does_not_divide():
  """The tiny policy's one KV head on tensor=2 is replicated: in the resident state's layout (compile_run's
  line above the table) and in the prefill's KV cache (its column), where every other function says none."""
  from mcgpo_jax import sharding
  from mcgpo_jax.aot import report, targets, update as update_lib
  devices, chip = targets.devices_for("v5e:2x4")
  with sharding.replications() as state:
    upd = update_lib.plan(tiny_config(**{"mesh.fsdp": 4, "mesh.tensor": 2}), devices, chip.hbm_bytes)
  assert sorted(map(str, state)) == ["kv_heads 1 on tensor 2"]
  results = report.compile_update(upd, chip, log=lambda m: None, trace_only=True)
  assert {r.name: r.replicated for r in results} == {
      "learner/train_step": (), "learner/logprobs": (), "sampler/prefill": ("kv_heads 1 on tensor 2",),
      "sampler/decode": ()}
  rows = report.table(results, chip)
  assert rows[0].endswith("| replicated (undivided) |")
  assert [row.rsplit("|", 2)[1].strip() for row in rows[2:]] == ["none", "none", "kv_heads 1 on tensor 2", "none"]


def test_the_warm_start_compiles_with_splash_on_a_multi_chip_slice(tmp_path):
  """The behaviour-cloning step was jitted outside the learner's mesh: on v5p:2x2x1 the compiler refused its
  splash call ("Mosaic kernels cannot be automatically partitioned"), reported as "does not fit"."""
  out = _compile_cli("--config=configs/alfworld.py:smoke", "--topology=v5p:2x2x1", "--functions=warm_start/bc_step",
                     f"--json={tmp_path / 'r.json'}")
  assert out.returncode == 0, out.stderr[-2000:]
  (fn,) = json.loads((tmp_path / "r.json").read_text())["functions"]
  assert fn["name"] == "warm_start/bc_step" and fn["attention"] == "splash" and fn["fits"] and not fn["error"]
  assert fn["custom_calls"].get("tpu_custom_call"), fn["custom_calls"]   # the kernel, run per shard


def test_a_refusal_that_is_not_memory_is_reported_as_the_compilers_words(monkeypatch, capsys):
  """Only a refusal for memory (or one that follows from it) is "does not fit" with the memory knobs; any
  other is the compiler's own line (a shard_map refusal used to advise micro_batch_size and remat)."""
  def result(name, error):
    return report.Compiled(name, 0.0, report._no_memory(), 0, 0.0, 0, 0, 0, None, {}, error=error)
  mosaic = "Mosaic kernels cannot be automatically partitioned. Please wrap the call in a shard_map."
  oom = "RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space hbm."
  assert [report.refused_for_memory(result("f", e)) for e in (mosaic, oom, "not compiled: f was refused")] == \
      [False, True, True]
  cfg = tiny_config()
  for name, error, want in (("warm_start/bc_step", mosaic, f"compile: the compiler refused warm_start/bc_step: {mosaic}"),
                            ("learner/train_step", oom, "compile: does not fit: learner/train_step exceed 16 GiB")):
    monkeypatch.setattr(report, "compile_update", lambda upd, chip, log: [result(name, error)])
    assert compile_run.run(cfg, "v5e:1x1", 1, None) == 1
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(want), lines
