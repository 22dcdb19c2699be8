"""Checkpoints that cannot be trusted or written (docs/faults.md): an unreadable or bit-flipped newest one falls
back to the one before, another model's is a mismatch not damage, a save killed midway, and a full disk named
with its path in the last line."""
import os
import subprocess
import sys
import warnings

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from mcgpo_jax.metrics import MetricsWriter, read_metrics
from tests.repo import ROOT
from tests.run.faults_common import write_file


def test_an_unreadable_newest_checkpoint_falls_back_to_the_one_before_and_is_redone(tmp_path):
  from mcgpo_jax.checkpoint import Checkpointer, CheckpointError, TrainCheckpoint
  params = {"w": np.arange(4, dtype=np.float32)}
  opt = {"m": np.zeros(4, np.float32)}
  with Checkpointer(tmp_path) as ckpt:
    for update in (1, 2):
      ckpt.save(TrainCheckpoint(update, {"w": params["w"] + update}, opt, jax.random.key(0), {"update": update}))
    for root, _, files in os.walk(tmp_path / "2" / "state"):   # files lost after the commit
      for name in files:
        if not name.startswith("_") and name != "commit_success.txt":
          os.remove(os.path.join(root, name))
    with pytest.warns(RuntimeWarning, match=r"cannot restore checkpoint .*/2: .*falling back to checkpoint 1"):
      restored = ckpt.restore(params, opt)
    assert restored.update == 1 and np.array_equal(restored.params["w"], params["w"] + 1)
    with pytest.raises(CheckpointError, match="cannot restore checkpoint"):
      ckpt.restore(params, opt, update=2)     # asked for by number: no silent substitute
    ckpt.save(TrainCheckpoint(2, {"w": params["w"] + 20}, opt, jax.random.key(0), {"update": 2}))   # redone
    assert np.array_equal(ckpt.restore(params, opt).params["w"], params["w"] + 20)


def test_a_save_killed_midway_neither_counts_nor_blocks_saving_that_update_again(tmp_path):
  """What Orbax leaves when a save is killed (a `<update>.orbax-checkpoint-tmp-*` dir) is no checkpoint,
  so a resume ignores it and the redone update saves over it (the reference and checkpoint 0 included)."""
  from mcgpo_jax.checkpoint import Checkpointer, TrainCheckpoint
  os.makedirs(tmp_path / "0.orbax-checkpoint-tmp-123" / "state")
  params, opt = {"w": np.ones(3, np.float32)}, {"m": np.zeros(3, np.float32)}
  with Checkpointer(tmp_path) as ckpt:
    assert ckpt.latest_update() is None
    ckpt.save(TrainCheckpoint(0, params, opt, jax.random.key(0), {}))
    assert ckpt.all_updates() == [0] and np.array_equal(ckpt.restore(params, opt).params["w"], params["w"])


def _flip_a_bit_in_the_largest_array_file(checkpoint_dir):
  """Bit rot: one flipped bit in the middle of the checkpoint's biggest data file (the array store keeps
  no checksum of its own, so this restored silently before)."""
  files = [os.path.join(root, name) for root, _, names in os.walk(checkpoint_dir / "state") for name in names
           if os.sep + "d" + os.sep in os.path.join(root, name) + os.sep or root.endswith(os.sep + "d")]
  path = max(files, key=os.path.getsize)
  data = bytearray(open(path, "rb").read())
  data[len(data) // 2] ^= 0x10
  with open(path, "wb") as f:
    f.write(data)


def test_a_flipped_bit_in_a_checkpoint_falls_back_to_the_one_before_with_a_warning(tmp_path):
  from mcgpo_jax.checkpoint import Checkpointer, CheckpointError, TrainCheckpoint
  w = np.random.default_rng(0).normal(size=4096).astype(np.float32)
  opt = {"m": np.zeros(4, np.float32)}
  with Checkpointer(tmp_path) as ckpt:
    for update in (1, 2):
      ckpt.save(TrainCheckpoint(update, {"w": w + update}, opt, jax.random.key(0), {"update": update}))
    _flip_a_bit_in_the_largest_array_file(tmp_path / "2")
    with pytest.warns(RuntimeWarning, match=r"checkpoint .*/2 is damaged: 1 arrays do not match the checksums "
                                            r"saved with them \(first: params/w\); falling back to checkpoint 1"):
      restored = ckpt.restore({"w": w}, opt)
    assert restored.update == 1 and np.array_equal(restored.params["w"], w + 1)
    with pytest.raises(CheckpointError, match="is damaged"):
      ckpt.restore({"w": w}, opt, update=2)


def test_checksums_see_every_bit():
  """(That they do not depend on the sharding is checked on 8 devices in tests/learn/test_sharded_step.py.)"""
  from mcgpo_jax.checkpoint import digests
  x = np.random.default_rng(1).normal(size=(8, 6)).astype(np.float32)
  assert digests({"x": x}) == digests({"x": jnp.asarray(x)})
  seen = {digests({"x": x})["x"]}
  for i, bit in ((0, 0), (17, 31), (47, 5)):
    flipped = x.copy().view(np.uint32)
    flipped.flat[i] ^= np.uint32(1 << bit)
    seen.add(digests({"x": flipped.view(np.float32)})["x"])
  swapped = x.copy()
  swapped.flat[0], swapped.flat[1] = x.flat[1], x.flat[0]
  seen.add(digests({"x": swapped})["x"])
  assert len(seen) == 5
  assert digests({"b": jnp.bfloat16(x)})["b"] != digests({"b": jnp.bfloat16(x + 1)})["b"]
  word = lambda d, k: d["x"][8 * k:8 * k + 8]
  small = x[:1, :3]
  before = digests({"x": small})
  for i in range(small.size):   # "any single flipped bit changes both" words of the checksum
    for bit in range(32):
      flipped = small.copy().view(np.uint32)
      flipped.flat[i] ^= np.uint32(1 << bit)
      after = digests({"x": flipped.view(np.float32)})
      assert word(after, 0) != word(before, 0) and word(after, 1) != word(before, 1), (i, bit)


def test_a_checkpoint_of_another_model_is_a_mismatch_not_damage(tmp_path):
  """A shape mismatch used to walk back through every checkpoint as if each were corrupt."""
  from mcgpo_jax.checkpoint import Checkpointer, CheckpointMismatch, TrainCheckpoint
  opt = {"m": np.zeros(4, np.float32)}
  with Checkpointer(tmp_path) as ckpt:
    for update in (1, 2):
      ckpt.save(TrainCheckpoint(update, {"w": np.ones((4, 8), np.float32)}, opt, jax.random.key(0), {}))
    with warnings.catch_warnings():
      warnings.simplefilter("error")    # no "falling back" warning: the newest is not damaged
      with pytest.raises(CheckpointMismatch, match=r"checkpoint .*/2 was saved by another model or optimizer than "
                                                   r"this config's \(1 arrays differ; first params/w: saved \(4, 8\) "
                                                   r"float32, this config \(4, 16\) float32\)"):
        ckpt.restore({"w": np.ones((4, 16), np.float32)}, opt)
      with pytest.raises(CheckpointMismatch, match=r"first params/w: saved \(4, 8\) float32, this config \(4, 8\) "
                                                   r"bfloat16"):
        ckpt.restore({"w": np.ones((4, 8), jnp.bfloat16)}, opt)
      with pytest.raises(CheckpointMismatch, match=r"first params/w: only in the checkpoint"):
        ckpt.restore({}, opt)


_FULL_DISK = r'''
import asyncio, errno, runpy, sys, threading, time
import orbax.checkpoint as ocp
from orbax.checkpoint._src.futures import future

class Unraisable:
  def __del__(self):
    raise RuntimeError("Event loop is closed")

def full_disk_save(self, step, *args, **kwargs):
  """What a save onto a full disk does: TensorStore's callbacks report the closed event loop of the failed
  save (through sys.excepthook, or as unraisable), Orbax's writer threads log their RESOURCE_EXHAUSTED,
  a thread and an asyncio task fail later, at shutdown, and the save raises ENOSPC."""
  for _ in range(3):
    sys.excepthook(RuntimeError, RuntimeError("Event loop is closed"), None)
    Unraisable()   # collected at once: its error goes to sys.unraisablehook
  def exhausted():
    raise ValueError("RESOURCE_EXHAUSTED: Error writing local file: No space left on device")
  writer = future._SignalingThread(target=exhausted, send_signals=[], receive_signals=[], name="array_type_handler")
  writer.start()
  writer.join()
  def late():
    time.sleep(1.0)
    raise RuntimeError("Event loop is closed")
  threading.Thread(target=late).start()
  async def fails():
    raise ValueError("RESOURCE_EXHAUSTED: writer task")
  loop = asyncio.new_event_loop()
  global TASK
  TASK = loop.create_task(fails())
  loop.run_until_complete(asyncio.sleep(0.01))
  raise OSError(errno.ENOSPC, "No space left on device", str(self.directory) + "/0/state/d/0123")

ocp.CheckpointManager.save = full_disk_save
sys.argv = ["launch/train.py"] + sys.argv[1:]
runpy.run_path("launch/train.py", run_name="__main__")
'''


@pytest.mark.slow
def test_a_full_disk_says_so_with_the_path_in_the_last_line_without_thread_noise(tmp_path):
  """The one useful line used to be line 515 of 635, among 50 "Event loop is closed" tracebacks."""
  script = tmp_path / "full_disk.py"
  write_file(script, _FULL_DISK)
  run_dir = tmp_path / "run"
  proc = subprocess.run([sys.executable, str(script), "--config=configs/webshop.py:smoke", f"--config.run_dir={run_dir}"],
                        cwd=ROOT, env=dict(os.environ, JAX_PLATFORMS="cpu"), capture_output=True, text=True,
                        timeout=600)
  assert proc.returncode == 1
  last = proc.stderr.rstrip().splitlines()[-1]
  assert last == (f"train: error: CheckpointError: no space left on device: cannot save checkpoint {run_dir}/reference/0 "
                  f"(the checkpoints before it are intact: free space and rerun to resume)"), proc.stderr[-3000:]
  assert "Event loop is closed" not in proc.stderr and "Task exception" not in proc.stderr
  assert "Traceback" not in proc.stderr and "RESOURCE_EXHAUSTED" not in proc.stderr   # Orbax's writer threads


def _fill_disk_under(directory):
  """Every open file of this process under `directory` now writes to /dev/full (ENOSPC), as on a full disk."""
  full = os.open("/dev/full", os.O_WRONLY)
  for fd in os.listdir("/proc/self/fd"):
    try:
      target = os.readlink(f"/proc/self/fd/{fd}")
    except OSError:
      continue
    if target.startswith(str(directory) + os.sep):
      os.dup2(full, int(fd))
  os.close(full)


def test_a_disk_full_after_checkpoint_0_names_the_file_it_could_not_write(tmp_path):
  """tensorboardX's writer thread used to fail with a bare `No space left on device` (and, once dead, its
  full queue blocked every later add_scalar: the run hung)."""
  writer = MetricsWriter(str(tmp_path), tensorboard=True, console=False)
  writer.write(0, {"val/success_rate": 0.5})
  _fill_disk_under(tmp_path / "tb")
  with pytest.raises(OSError) as e:
    for update in range(1, 4):
      writer.write(update, {f"x/{k}": float(k) for k in range(20)})
  assert e.value.errno == 28 and e.value.filename.startswith(str(tmp_path / "tb" / "events.out.tfevents."))
  assert str(e.value).startswith("[Errno 28] No space left on device: ")
  assert [r["update"] for r in read_metrics(str(tmp_path))] == [0, 1]   # the row itself was written first
