"""The pipelined schedule on stand-in roles (mcgpo_jax/schedule.py): which version samples which batch, what a
rollback discards, what a checkpoint carries and at which version validation samples. The real roles run it in
tests/run/test_pipeline.py."""
from __future__ import annotations

import threading
from types import SimpleNamespace

import pytest

from mcgpo_jax import roles, schedule
from mcgpo_jax.rollout.agent import Rollout, TokenRow


class Engine:
  """Records which published weights it serves: `snapshot` copies, `serve` switches."""

  def __init__(self):
    self.params, self.version, self.served = None, None, []

  def snapshot(self, params):
    return dict(params)

  def serve(self, snapshot, version):
    self.params, self.version = snapshot, version
    self.served.append(version)


def fake_run(max_lag: int, num_updates: int, start_update: int = 0, in_flight=None):
  """A run whose actor's batch of update u is one row naming the weights it was sampled from."""
  engine = Engine()
  collected = []

  def collect(update):
    collected.append(update)
    return Rollout(groups=[], rows=[TokenRow([1], [2], [0.0], message=engine.params["name"])], stats={})
  cfg = SimpleNamespace(pipeline=SimpleNamespace(max_lag=max_lag), num_updates=num_updates)
  engine.params, engine.version = {"name": f"after {start_update}"}, start_update   # built serving the start
  return SimpleNamespace(cfg=cfg, acting=SimpleNamespace(collect=collect, actor=SimpleNamespace(engine=engine)),
                         learning=SimpleNamespace(params={"name": f"after {start_update}"}, rollbacks=0),
                         start_update=start_update, in_flight=in_flight, engine=engine, collected=collected)


def learn(run, pipe, update):
  """What the trainer does with update u's batch: learn it (new weights), then publish."""
  batch = pipe.batch(update)
  run.learning.params = {"name": f"after {update}"}
  stats = pipe.batch_stats(update, batch)
  pipe.publish(update)
  return batch, stats


@pytest.mark.parametrize("max_lag", [1, 2])
def test_the_batch_of_update_u_is_sampled_by_version_max_of_start_and_u_minus_lag(max_lag):
  run = fake_run(max_lag, num_updates=6)
  pipe = schedule.Pipelined(run)
  try:
    for update in range(1, 7):
      batch, stats = learn(run, pipe, update)
      version = max(1, update - max_lag)
      assert [r.version for r in batch.rows] == [version]
      assert batch.rows[0].message == f"after {version - 1}"     # version v: the weights after v - 1 updates
      assert stats["rollout/staleness_max"] == update - version <= max_lag
      assert stats["pipeline/actor_rollout_s"] >= 0
  finally:
    pipe.close()
  assert run.collected == list(range(1, 7))
  assert run.engine.served == sorted(set(run.engine.served))      # versions only go forward
  assert 0 not in run.engine.served        # version 1 (the weights after 0 updates): the built engine serves it


def test_lockstep_samples_every_batch_with_the_weights_the_learner_holds():
  run = fake_run(0, num_updates=3)
  run.acting.actor.engine.sync = lambda params, version: run.engine.serve(dict(params), version)
  pipe = schedule.make(run)
  assert isinstance(pipe, schedule.Lockstep)
  for update in range(1, 4):
    batch, stats = learn(run, pipe, update)
    assert batch.rows[0].version == update and batch.rows[0].message == f"after {update - 1}" and stats == {}


class KeptCheckpoint:
  """Stands in for the run's checkpoints: the newest kept one is update 2's."""

  def latest_update(self):
    return 2

  def restore(self, *abstract_state):
    return SimpleNamespace(update=2, params={"name": "checkpoint 2"}, opt_state="AdamW state at 2")


def test_a_rollback_discards_the_batches_sampled_by_rolled_back_versions():
  """The learner's own rollback (roles.LearnerRole.rollback, as the guard calls it) tells the schedule."""
  run = fake_run(2, num_updates=6)
  run.learning = roles.LearnerRole(cfg=None, learner=SimpleNamespace(abstract_state=lambda: ()),
                                   params={"name": "after 0"}, opt_state=None, ref_params=None,
                                   checkpoints=KeptCheckpoint(), guard=None)
  pipe = schedule.Pipelined(run)
  try:
    for update in (1, 2):
      learn(run, pipe, update)
    batch = pipe.batch(3)                 # queues update 5; 4 is queued from version 2
    assert run.learning.rollback() == 2   # update 3 diverged: the guard went back to checkpoint 2
    assert run.learning.params == {"name": "checkpoint 2"} and run.learning.rollbacks == 1
    pipe.publish(3)
    assert batch.rows[0].version == 1
    for update in (4, 5):
      batch, stats = learn(run, pipe, update)
      assert batch.rows[0].version == 4 and batch.rows[0].message == "checkpoint 2", update
    assert stats["rollout/staleness_max"] == 1
    batch, _ = learn(run, pipe, 6)
    assert batch.rows[0].version == 4 and batch.rows[0].message == "checkpoint 2"
  finally:
    pipe.close()


def test_a_checkpoint_carries_the_batches_sampled_ahead_and_a_restart_uses_them_as_they_were():
  run = fake_run(2, num_updates=5)
  pipe = schedule.Pipelined(run)
  try:
    learn(run, pipe, 1)
    learn(run, pipe, 2)
    carried = pipe.in_flight(2)
  finally:
    pipe.close()
  assert [item["update"] for item in carried] == [3, 4]
  assert [schedule.decode_batch(item).rows[0].version for item in carried] == [1, 2]

  resumed = fake_run(2, num_updates=5, start_update=2, in_flight=carried)
  pipe = schedule.Pipelined(resumed)
  try:
    batches = [learn(resumed, pipe, update)[0] for update in (3, 4, 5)]
  finally:
    pipe.close()
  assert resumed.collected == [5]                       # 3 and 4 rode in the checkpoint
  assert [(b.rows[0].version, b.rows[0].message) for b in batches] == [(1, "after 0"), (2, "after 1"),
                                                                        (3, "after 2")]


def test_validation_after_update_u_samples_version_u_plus_1_on_its_own_call(monkeypatch):
  run = fake_run(1, num_updates=3)
  monkeypatch.setattr(schedule, "validate", lambda acting, update: {
      "served": run.engine.version, "weights": run.engine.params["name"], "thread": threading.current_thread().name})
  pipe = schedule.Pipelined(run)
  try:
    assert pipe.validate(0) == {"served": 0, "weights": "after 0", "thread": "actor"}
    learn(run, pipe, 1)
    assert pipe.validate(1) == {"served": 1, "weights": "after 1", "thread": "actor"}
    batch, _ = learn(run, pipe, 2)
    assert batch.rows[0].message == "after 0"         # queued before validation 1: sampled by version 1
  finally:
    pipe.close()


def test_an_error_on_the_actor_thread_reaches_the_learner():
  run = fake_run(1, num_updates=3)

  def broken(update):
    raise RuntimeError(f"environment worker died at update {update}")
  run.acting.collect = broken
  pipe = schedule.Pipelined(run)
  try:
    with pytest.raises(RuntimeError, match="environment worker died at update 1"):
      pipe.batch(1)
  finally:
    pipe.close()


# --- config.pipeline --------------------------------------------------------------------------------------------

def _config(**pipeline):
  from configs import alfworld as alfworld_config
  cfg = alfworld_config.get_config("smoke")
  cfg.pipeline.update(pipeline)
  return cfg


def test_a_pipelined_run_corrects_with_a_behaviour_weight_capped_at_2_unless_told_otherwise():
  from mcgpo_jax.config import tis_cap
  assert tis_cap(_config()) == 0.0                    # lockstep: the loss is today's
  assert tis_cap(_config(max_lag=1)) == 2.0
  cfg = _config(max_lag=2)
  cfg.learn.tis_cap = 1.5
  assert tis_cap(cfg) == 1.5


@pytest.mark.parametrize("pipeline, engine, match", [
    ({"max_lag": -1}, "jax", r"config.pipeline.max_lag"),
    ({"rollout_devices": -1}, "jax", r"config.pipeline.rollout_devices"),
    ({"rollout_devices": 8}, "jax", r"^config.pipeline.rollout_devices=8 must leave the learner at least one of the 8"),
    ({"rollout_devices": 2}, "sglang", r"^config.pipeline.rollout_devices=2 places the embedded sampler"),
], ids=["negative_lag", "negative_devices", "all_devices", "servers"])
def test_config_refuses_a_pipeline_it_cannot_run_naming_the_field(pipeline, engine, match):
  from mcgpo_jax.config import ConfigError, validate_config
  cfg = _config(**pipeline)
  cfg.rollout.engine = engine
  with pytest.raises(ConfigError, match=match):
    validate_config(cfg, num_devices=8, compile_only=True)


@pytest.mark.parametrize("field", ["max_lag", "rollout_devices"])
def test_config_refuses_a_pipeline_over_several_processes(monkeypatch, field):
  from mcgpo_jax import config as config_lib
  monkeypatch.setattr(config_lib.jax, "process_count", lambda: 2)
  with pytest.raises(config_lib.ConfigError, match=rf"^config.pipeline.{field}=1: .* one process for now"):
    config_lib.validate_config(_config(**{field: 1}), num_devices=8, compile_only=True)


def test_the_learners_mesh_spans_the_devices_the_sampler_leaves():
  from mcgpo_jax.config import ConfigError, validate_config
  cfg = _config(rollout_devices=2)
  validate_config(cfg, num_devices=8, compile_only=True)          # fsdp -1: the other 6
  cfg.mesh.fsdp = 8
  with pytest.raises(ConfigError, match=r"^config.mesh"):
    validate_config(cfg, num_devices=8, compile_only=True)
  cfg.mesh.fsdp = 6
  validate_config(cfg, num_devices=8, compile_only=True)


def test_the_samplers_tensor_degree_must_divide_its_own_devices_not_the_slice():
  """rollout_devices=3 of 8: tensor 2 divides the slice but not the sampler's 3 devices, so it is refused
  naming those 3; tensor 3 (and 1) on them passes."""
  from mcgpo_jax.config import ConfigError, validate_config
  cfg = _config(rollout_devices=3)
  cfg.mesh.fsdp = -1
  for tensor in (None, 1, 3):
    cfg.rollout.tensor = tensor
    validate_config(cfg, num_devices=8, compile_only=True)
  cfg.rollout.tensor = 2
  with pytest.raises(ConfigError, match=r"^config.rollout.tensor=2 does not divide the 3 devices the sampler runs on"):
    validate_config(cfg, num_devices=8, compile_only=True)


def test_a_pipelined_run_gets_a_default_run_dir_of_its_own():
  from mcgpo_jax import rundir
  from mcgpo_jax.credit import methods
  lockstep, pipelined = _config(), _config(max_lag=1)
  assert rundir.default_run_dir(pipelined, methods.run_overrides(pipelined)) == \
      rundir.default_run_dir(lockstep, methods.run_overrides(lockstep)).replace("_s0", "-lag1_s0")
  assert rundir.default_run_dir(pipelined, methods.run_overrides(pipelined)).endswith("-lag1_s0")
