"""The compile plan of a split (config.pipeline.rollout_devices): the learner's functions on the first devices of
the slice, the sampler's on the last N, each side's resident state on its own devices only, and the pipelined
update projected as the longer side plus one weight transfer (mcgpo_jax/aot/update.py, report.py)."""
import dataclasses

import pytest

from mcgpo_jax.aot import report, targets
from mcgpo_jax.aot import update as update_lib
from tests.aot.test_aot import tiny_config


def _plan(rollout_devices: int):
  devices, chip = targets.devices_for("v5p:2x2x1")
  cfg = tiny_config()
  cfg.pipeline.rollout_devices = rollout_devices
  return update_lib.plan(cfg, devices, chip.hbm_bytes), devices, chip


def test_a_split_plans_each_side_on_its_own_devices():
  upd, devices, chip = _plan(1)
  assert upd.sampler_devices == 1
  ids = lambda mesh: [d.id for d in mesh.devices.flat]   # noqa: E731
  assert ids(upd.mesh) == [d.id for d in devices[:3]] and ids(upd.sampler_mesh) == [devices[3].id]
  by_name = {fn.name: fn for fn in upd.functions}
  assert by_name["learner/train_step"].devices == 3 and by_name["sampler/decode"].devices == 1
  # beside the sampler, only its own copy; beside the learner, no sampler copy
  assert upd.resident_beside(by_name["sampler/decode"]) == 0
  assert upd.resident_beside(by_name["learner/train_step"]) == sum(
      v for k, v in upd.resident.items() if k not in by_name["learner/train_step"].resident_args + ("sampler_weights",))
  learner_side = sum(v for k, v in upd.resident.items() if k != "sampler_weights")
  assert upd.resident_per_device() == max(learner_side, upd.resident["sampler_weights"])
  shared, _, _ = _plan(0)
  assert shared.sampler_devices == 0 and shared.resident_per_device() == sum(shared.resident.values())
  assert sorted(ids(shared.mesh)) == sorted(ids(shared.sampler_mesh)) == [d.id for d in devices]


def test_the_pipelined_update_is_the_longer_side_plus_one_transfer():
  upd, _, chip = _plan(2)
  results = report.compile_update(upd, chip, log=lambda m: None, trace_only=True)
  transfer = report.transfer_seconds(upd, chip)
  assert transfer == pytest.approx(upd.num_params * 4 / targets.INTERCONNECT["TPU v5p"])   # float32 smoke copy
  proj = report.projected_update(results, transfer_s=transfer)
  assert proj["pipelined_s"] == pytest.approx(max(proj["rollout_s"], proj["learner_s"]) + transfer)
  assert proj["total_s"] == pytest.approx(proj["rollout_s"] + proj["learner_s"])
  shared, _, _ = _plan(0)
  assert report.transfer_seconds(shared, chip) is None
  assert "pipelined_s" not in report.projected_update(
      report.compile_update(shared, chip, log=lambda m: None, trace_only=True))


def test_a_function_the_update_never_calls_does_not_enter_the_projection_even_when_refused():
  """A sampler function of 0 calls per update whose compile was refused (no projected time) used to stop the
  projection with a TypeError (0 * None): it costs nothing, as a learner function of 0 calls."""
  upd, _, chip = _plan(2)
  results = report.compile_update(upd, chip, log=lambda m: None, trace_only=True)
  before = report.projected_update(results, transfer_s=0.0)
  idle = [dataclasses.replace(r, calls=0, projected_s=None, error="RESOURCE_EXHAUSTED")
          for r in results if r.name.startswith("sampler/")][:1]
  after = report.projected_update(results + idle, transfer_s=0.0)
  assert after == before
