"""launch/compile.py for NVIDIA GPUs on this CPU host: the GPU topologies, the target configs shipped with the
package, the one-line refusal without the CUDA plugin, and a tiny variant compiled for two deviceless H100s by
the real CUDA compiler (the plugin and cuDNN from scripts/cuda_compiler.sh, which scripts/test.sh builds and
then requires: a skip fails CI)."""
import importlib.util
import json
import os
import re
import subprocess
import sys

import pytest

from mcgpo_jax.aot import targets
from tests.repo import ROOT

_SIDE_INSTALL = "MCGPO_CUDA_COMPILER"


def _compile_cli(*args, env_extra=None, timeout=600):
  env = {**os.environ, "JAX_PLATFORMS": "cpu", **(env_extra or {})}
  return subprocess.run([sys.executable, os.path.join(ROOT, "launch", "compile.py"), *args], capture_output=True,
                        text=True, env=env, cwd=ROOT, timeout=timeout)


def _venv_has_the_plugin() -> bool:
  return importlib.util.find_spec("jax_plugins") is not None and \
      importlib.util.find_spec("jax_plugins.xla_cuda12") is not None


def test_gpu_topologies_are_boxes_of_up_to_eight_and_hosts_of_them():
  assert targets.parse("h100:4") == ("h100", (1, 4))
  assert targets.parse("h100:2x8") == ("h100", (2, 8))
  assert targets.parse("a100-40:8") == ("a100-40", (1, 8))
  assert targets.num_chips("a100-80:4x8") == 32
  assert targets.is_gpu("h200:1") and not targets.is_gpu("v5e:2x2")
  for bad in ("h100:16", "h100:0", "h100:2x9", "b200:8", "h100"):
    with pytest.raises(ValueError, match="h100"):
      targets.parse(bad)
  out = _compile_cli("--config=configs/alfworld.py:smoke", "--topology=h100:16")
  assert out.returncode == 2 and "h100:2x8" in out.stderr.strip().splitlines()[-1], out.stderr
  out = _compile_cli("--config=configs/alfworld.py:smoke", "--topology=h100:8", "--num_slices=2")
  assert out.returncode == 2 and "HOSTSxN" in out.stderr, out.stderr


def test_each_gpu_target_config_says_what_the_chip_table_says():
  """The compiler's memory and bandwidth of each GPU are the report's, and a real device of that name (its
  device_kind, which the target config names) maps back to the same chip for --topology=local."""
  for generation, name in targets.GPU_TARGETS.items():
    with open(os.path.join(os.path.dirname(targets.__file__), "gpus", f"{name}.txtpb")) as f:
      text = f.read()
    field = lambda key: re.search(rf"^\s*{key}: (.+)$", text, re.M).group(1)
    chip = targets.CHIPS[generation]
    assert int(field("device_memory_size")) == chip.hbm_bytes, generation
    assert float(field("memory_bandwidth")) == chip.hbm_bandwidth, generation
    assert targets.chip_of(json.loads(field("device_description_str"))) is chip, generation
  assert targets.chip_of("NVIDIA A100-SXM4-40GB") is targets.CHIPS["a100-40"]
  assert targets.chip_of("NVIDIA A100-SXM4-80GB") is targets.CHIPS["a100-80"]


@pytest.mark.skipif(_venv_has_the_plugin(), reason="this venv has JAX's CUDA plugin (the [cuda12] extra)")
def test_without_the_cuda_plugin_compiling_for_a_gpu_is_one_line_naming_the_install(tmp_path):
  out = _compile_cli("--config=configs/alfworld.py:smoke", "--topology=h100:2",
                     env_extra={_SIDE_INSTALL: str(tmp_path)})   # no .complete there: not built
  lines = out.stderr.strip().splitlines()
  assert out.returncode == 1 and len(lines) == 1 and "scripts/cuda_compiler.sh" in lines[0], out.stderr
  assert "compiling" not in out.stdout


_NEEDS_COMPILER = pytest.mark.skipif(
    not (_venv_has_the_plugin() or targets.cuda_compiler_path()),
    reason=f"{_SIDE_INSTALL} names no CUDA compiler install (bash scripts/cuda_compiler.sh)")


def _h100_pair_report(tmp_path, *flags: str) -> dict:
  """launch/compile.py's JSON report of the ALFWorld smoke policy in bfloat16 (cuDNN attention takes no
  float32) on two deviceless H100s."""
  report = tmp_path / "r.json"
  out = _compile_cli("--config=configs/alfworld.py:smoke", "--topology=h100:2", "--config.model.dtype=bfloat16",
                     *flags, f"--json={report}")
  assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
  return json.loads(report.read_text())


@pytest.fixture(scope="module")
def cudnn_report(tmp_path_factory):
  return _h100_pair_report(tmp_path_factory.mktemp("cudnn"), "--functions=learner/,sampler/")


@_NEEDS_COMPILER
def test_a_tiny_variant_compiles_for_two_deviceless_h100s_with_cudnn_attention(cudnn_report):
  """Fails if anything of it was compiled for the CPU instead: the devices are CUDA ones, and the learner's
  programs call cuDNN's fused attention, forward and backward."""
  r = cudnn_report
  assert r["platform"] == "gpu" and r["devices"] == 2 and r["device_kind"] == "NVIDIA H100 80GB HBM3", r
  assert r["hbm_gib"] == targets.CHIPS["h100"].hbm_bytes / targets.GIB and r["fits"]
  calls = {f["name"]: f["custom_calls"] for f in r["functions"]}
  assert set(calls) == {"learner/train_step", "learner/logprobs", "sampler/prefill", "sampler/decode"}
  fmha = lambda name: sorted(t for t in calls[name] if t.startswith("__cudnn$fmha"))
  assert fmha("learner/train_step") == ["__cudnn$fmhaScaleBiasSoftmax", "__cudnn$fmhaScaleBiasSoftmaxBackward"]
  assert fmha("learner/logprobs") == fmha("sampler/prefill") == ["__cudnn$fmhaScaleBiasSoftmax"]
  assert fmha("sampler/decode") == []   # one query row per head: the dense path
  assert all(f["attention"] == ("xla" if f["name"] == "sampler/decode" else "cudnn") for f in r["functions"])
  # cuDNN is told the mask is causal (it may skip the tiles above the diagonal); the packed rows' mask itself
  # goes in as a dense [B, 1, L, L] bias (docs/accelerators.md, "cuDNN attention on packed rows")
  train = next(f for f in r["functions"] if f["name"] == "learner/train_step")
  assert train["memory_gib"]["host_temp"] == 0   # nothing in host memory without its knobs (test below)
  assert {mask for _, mask, _ in train["cudnn_attention"]} == {"CAUSAL"}, train["cudnn_attention"]
  assert all(re.fullmatch(r"bf16\[\d+,1,(\d+),\1\]", shape) for _, _, shape in train["cudnn_attention"])


@_NEEDS_COMPILER
def test_cudnn_attention_takes_the_xla_paths_buffers_counts_its_work_and_holds_no_score_matrix(cudnn_report, tmp_path):
  """The train step with cuDNN's attention against the same step with XLA's, both for the H100 pair: cuDNN
  receives the packed buffers the XLA path attends over (learn.tokens_per_micro_batch long, every row of the
  call), its FLOPs count its attention (an uncounted kernel would leave the step at 0.38 of XLA's: the rest
  without attention), and its temporaries stay below the XLA path's, which holds the [B, N, L, L] scores."""
  xla = _h100_pair_report(tmp_path, "--functions=learner/train_step", "--config.model.attention=xla")
  step = lambda r: next(f for f in r["functions"] if f["name"] == "learner/train_step")
  cudnn, dense = step(cudnn_report), step(xla)
  assert dense["attention"] == "xla" and not any(t.startswith("__cudnn") for t in dense["custom_calls"])
  buffer = _smoke_buffer_tokens()
  for _, _, shape in cudnn["cudnn_attention"]:
    rows, length = (int(d) for d in re.fullmatch(r"bf16\[(\d+),1,(\d+),\d+\]", shape).groups())
    assert length == buffer
    assert cudnn["tokens"] == dense["tokens"] and cudnn["tokens"] % (rows * length * 2) == 0, (shape, cudnn["tokens"])
  # Causal cuDNN does about half the XLA path's attention products (7 over the lower triangle against 6 over
  # the whole matrix) and the same projections.
  assert 0.6 * dense["flops"] < cudnn["flops"] < dense["flops"], (cudnn["flops"], dense["flops"])
  print(f"train step temporaries: cuDNN {cudnn['memory_gib']['temp'] * 1024:.1f} MiB, XLA "
        f"{dense['memory_gib']['temp'] * 1024:.1f} MiB; FLOPs {cudnn['flops']:.3g} / {dense['flops']:.3g}")
  assert cudnn["memory_gib"]["temp"] < dense["memory_gib"]["temp"]


def _smoke_buffer_tokens() -> int:
  """The smoke's packed buffer length (learn.tokens_per_micro_batch)."""
  sys.path.insert(0, ROOT)
  from configs import alfworld
  from mcgpo_jax.config import tokens_per_micro_batch
  return tokens_per_micro_batch(alfworld.get_config("smoke"))


@_NEEDS_COMPILER
def test_several_gpu_hosts_are_one_process_each():
  """h100:2x8 is two boxes of eight: 16 CUDA devices in two processes, as a 2-node run sees them (each host's
  embedded sampler then runs on its own eight, as in training)."""
  probe = ("from mcgpo_jax.aot import targets; targets.use_cuda_compiler(); "
           "devices, chip = targets.devices_for('h100:2x8'); "
           "print(len(devices), sorted({d.process_index for d in devices}), devices[0].platform, chip.name)")
  out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=300,
                       env={**os.environ, "JAX_PLATFORMS": "cpu"})
  assert out.stdout.strip().splitlines()[-1] == "16 [0, 1] gpu NVIDIA H100 SXM", out.stdout + out.stderr[-2000:]


@_NEEDS_COMPILER
def test_the_host_memory_knobs_compile_for_gpus_and_put_temporaries_on_the_host(tmp_path):
  """remat=offload_layer_inputs and learn.grad_sum_on_host on two deviceless H100s: the GPU compiler keeps
  part of the train step's temporaries in the host's pinned memory (none without the knobs: the tiny
  variant's test above)."""
  report = tmp_path / "r.json"
  out = _compile_cli("--config=configs/alfworld.py:smoke", "--topology=h100:2", "--config.model.dtype=bfloat16",
                     "--functions=learner/train_step", "--config.model.remat=offload_layer_inputs",
                     "--config.learn.grad_sum_on_host=True", f"--json={report}")
  assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
  train = json.loads(report.read_text())["functions"][0]
  assert train["remat"] == "offload_layer_inputs" and train["memory_gib"]["host_temp"] > 0, train
