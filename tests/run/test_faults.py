"""What a training run survives (docs/faults.md): stops between the reference save and
checkpoint 0, non-finite and diverging updates, lost / torn / duplicated metrics rows, a second process on
the run dir, a resume with another config (also before the reference exists, and with force_resume),
a kill while the tokenizer is written, rotten or foreign checkpoints, a full disk, SGLang deadlines, and
bad values of every launcher's flags and files. Fast unit tests first; the end-to-end scenarios on the
smoke variant are marked slow."""
import json
import os
import subprocess
import sys
import types
import warnings

import dataclasses
import jax
import jax.numpy as jnp
import numpy as np
import ml_collections
import pytest

from configs import alfworld as alfworld_config
from configs import webshop as webshop_config
from mcgpo_jax import builder, config_upgrade, rundir, trainer, validation
from mcgpo_jax import config as config_lib
from mcgpo_jax.credit import methods
from mcgpo_jax.credit.method import Credit, Pairs
from mcgpo_jax.config import ConfigError, validate_config
from mcgpo_jax.guard import UpdateGuard
from mcgpo_jax.metrics import MetricsError, MetricsWriter, read_metrics
from tests.repo import ROOT
from tests.run_dirs import write_run_config


# --- config ranges -------------------------------------------------------------------------------------

@pytest.mark.parametrize("field,value,message", [
    ("learn.learning_rate", -1e-4, "config.learn.learning_rate=-0.0001 must be > 0"),
    ("learn.learning_rate", 0.0, "config.learn.learning_rate=0.0 must be > 0"),
    ("rollout.temperature", -0.5, "config.rollout.temperature=-0.5 must be >= 0"),
    ("eval_temperature", float("nan"), "config.eval_temperature=nan must be a finite number"),
    ("max_steps", 0, "config.max_steps=0 must be >= 1"),
    ("learn.micro_batch_size", 0, "config.learn.micro_batch_size=0 must be >= 1"),
    ("keep_checkpoints", 0, "config.keep_checkpoints=0 must be >= 1"),
    ("checkpoint_every", -1, "config.checkpoint_every=-1 must be >= 0"),
    ("rollout.top_p", 1.5, "config.rollout.top_p=1.5 must be > 0.0 and <= 1.0"),
    ("max_nonfinite_updates", 0, "config.max_nonfinite_updates=0 must be >= 1"),
    ("credit.gigpo.gamma", 1.5, "gamma=1.5 must be in [0, 1]"),
    ("sgr_opsd.epsilon", 1.5, "config.sgr_opsd: sgr_opsd.epsilon = 1.5"),
    ("sgr_opsd.ablation", "magic", "config.sgr_opsd: sgr_opsd.ablation = 'magic'"),
    # these failed late (ValueError, ZeroDivisionError, MLIRError) or trained a model of no layers
    ("seed", -1, "config.seed=-1 must be >= 0"),
    ("model.hidden_size", 0, "config.model.hidden_size=0 must be >= 1"),
    ("model.num_heads", 0, "config.model.num_heads=0 must be >= 1"),
    ("model.head_dim", -16, "config.model.head_dim=-16 must be >= 1"),
    ("model.intermediate_size", -5, "config.model.intermediate_size=-5 must be >= 1"),
    ("model.num_layers", -1, "config.model.num_layers=-1 must be >= 1"),
    ("model.num_kv_heads", 3, "config.model.num_heads=2 must be a multiple of config.model.num_kv_heads=3"),
])
def test_out_of_range_values_fail_validation_naming_the_field(field, value, message):
  cfg = webshop_config.get_config("smoke")
  if field.startswith("credit.gigpo"):
    cfg.algorithm = "gigpo"
  if field.startswith("sgr_opsd"):
    cfg.algorithm = "sgr_opsd"
  section, _, name = field.rpartition(".")
  target = cfg
  for part in filter(None, section.split(".")):
    target = target[part]
  target[name] = value
  with pytest.raises(ConfigError) as e:
    validate_config(cfg)
  assert message in str(e.value)


@pytest.mark.parametrize("module", [webshop_config, alfworld_config])
@pytest.mark.parametrize("variant", ["smoke", "quickstart"])
def test_the_shipped_cpu_variants_pass_the_range_checks(module, variant):
  validate_config(module.get_config(variant))


# --- metrics file ---------------------------------------------------------------------------------------

def _write(path, text):
  with open(path, "w") as f:
    f.write(text)


def test_read_metrics_skips_a_torn_last_line_and_names_a_bad_middle_line(tmp_path):
  path = tmp_path / "metrics.jsonl"
  _write(path, '{"update": 0, "a": 1.0}\n{"update": 1, "a": 2.0}\n{"update": 2, "a"')
  with pytest.warns(RuntimeWarning, match="torn last line"):
    rows = read_metrics(str(tmp_path))
  assert [r["update"] for r in rows] == [0, 1]
  _write(path, '{"update": 0, "a": 1.0}\n{"upd\n{"update": 2, "a": 2.0}\n')
  with pytest.raises(MetricsError, match=r"metrics.jsonl:2: not a metrics row"):
    read_metrics(str(tmp_path))


def test_read_metrics_merges_the_rows_of_one_update_and_a_later_value_wins(tmp_path):
  """An update's training row and its validation row are two lines of one update: read as one row."""
  rows = [{"update": 0, "loss": 0.5}, {"update": 1, "loss": 0.25, "kl": 0.1}, {"update": 1, "val/success_rate": 0.75},
          {"update": 1, "actor/loss": 0.125}]
  _write(tmp_path / "metrics.jsonl", "".join(json.dumps(r) + "\n" for r in rows))
  assert read_metrics(str(tmp_path)) == [
      {"update": 0, "actor/loss": 0.5},
      {"update": 1, "actor/loss": 0.125, "actor/kl_loss": 0.1, "val/success_rate": 0.75}]


def test_non_finite_metrics_are_logged_as_null_with_a_warning(tmp_path):
  writer = MetricsWriter(str(tmp_path), tensorboard=False, console=False)
  with pytest.warns(RuntimeWarning, match="non-finite metrics loss/loss"):
    writer.write(1, {"loss/loss": float("nan"), "kl": 0.5})
  writer.close()
  line = open(tmp_path / "metrics.jsonl").read()
  assert json.loads(line) == {"update": 1, "loss/loss": None, "kl": 0.5}
  rows = read_metrics(str(tmp_path))
  assert rows[0]["actor/loss"] is None


def test_a_resumed_writer_keeps_rows_up_to_the_resume_point_and_repairs_a_torn_tail(tmp_path):
  path = tmp_path / "metrics.jsonl"
  _write(path, "".join(json.dumps({"update": u, "x": float(u)}) + "\n" for u in range(4)) + '{"update": 4, "x')
  with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    writer = MetricsWriter(str(tmp_path), tensorboard=False, console=False, keep_through=2)
  assert writer.updates == {0, 1, 2}
  writer.write(3, {"x": 30.0})    # update 3 redone after the resume: written once, not twice
  writer.close()
  lines = open(path).read().splitlines()
  assert [json.loads(line)["update"] for line in lines] == [0, 1, 2, 3]
  assert json.loads(lines[-1])["x"] == 30.0
  fresh = MetricsWriter(str(tmp_path), tensorboard=False, console=False)   # a fresh start: no old rows
  fresh.close()
  assert open(path).read() == ""


def _tensorboard_points(tb_dir) -> list[tuple[str, int, float]]:
  """(tag, step, value) of every scalar in a TensorBoard folder's event files, read as TensorBoard reads them
  (the TFRecord framing; a torn last record ends a file), in file order."""
  import struct
  from tensorboardX.proto import event_pb2
  points = []
  for path in sorted(tb_dir.glob("*tfevents*")):
    data, at = path.read_bytes(), 0
    while at + 12 <= len(data) and at + 16 + struct.unpack_from("<Q", data, at)[0] <= len(data):
      n = struct.unpack_from("<Q", data, at)[0]
      event = event_pb2.Event.FromString(data[at + 12:at + 12 + n])
      points += [(v.tag, event.step, v.simple_value) for v in event.summary.value]
      at += 16 + n
  return points


def test_a_resumed_writer_keeps_tensorboard_points_up_to_the_resume_point_once(tmp_path):
  """A kill between update 3's metrics row and its checkpoint left update 3 in tb/ twice after the resume
  (59 scalars in the probe; metrics.jsonl was cleaned). A torn last record goes too, a
  resume within the second the old file was opened in keeps it (tensorboardX's name is per second), and a
  fresh start keeps none of an old attempt's points."""
  writer = MetricsWriter(str(tmp_path), console=False)
  for update in range(4):
    writer.write(update, {"x": float(update), "y": -float(update)})
  writer.close()
  (old,) = (tmp_path / "tb").glob("*tfevents*")
  with open(old, "ab") as f:
    f.write(b"\x30\x00\x00")   # a record cut short by the kill
  writer = MetricsWriter(str(tmp_path), console=False, keep_through=2)
  writer.write(3, {"x": 30.0, "y": -30.0})   # update 3 redone after the resume
  writer.close()
  points = _tensorboard_points(tmp_path / "tb")
  assert sorted(points) == sorted([(tag, u, sign * u) for u in range(3) for tag, sign in (("x", 1), ("y", -1))]
                                  + [("x", 3, 30.0), ("y", 3, -30.0)])
  assert not list(tmp_path.glob("tb.rewrite"))
  MetricsWriter(str(tmp_path), console=False).close()   # a fresh start
  assert _tensorboard_points(tmp_path / "tb") == []


def test_validation_table_shows_a_null_value_instead_of_crashing(tmp_path):
  _write(tmp_path / "metrics.jsonl", json.dumps({"update": 0, "val/success_rate": None, "val/score": 0.5,
                                                 "val/episode_length": 3.0, "val/invalid_rate": 0.0}) + "\n")
  table = validation.validation_table(str(tmp_path))
  assert "null" in table.splitlines()[-1] and "0.500" in table


# --- run-dir lock and config identity --------------------------------------------------------------------

def test_a_second_lock_on_the_run_dir_fails_at_once_naming_the_holder(tmp_path):
  first = rundir.RunDirLock(str(tmp_path))
  with pytest.raises(rundir.RunDirBusy, match=rf"in use by another training process \(pid {os.getpid()}\)"):
    rundir.RunDirLock(str(tmp_path))
  first.release()
  rundir.RunDirLock(str(tmp_path)).release()   # free again once released


def test_config_mismatch_lists_each_differing_identity_field(tmp_path):
  saved = {"algorithm": "gigpo", "seed": 0, "env": "webshop", "model": {"path": None, "hidden_size": 32},
           "num_updates": 5}
  _write(tmp_path / "config.json", json.dumps(saved))
  same = dict(saved, num_updates=10)   # not an identity field: may change on resume
  assert rundir.config_mismatch(str(tmp_path), same, methods.run_overrides) == []
  diff = rundir.config_mismatch(str(tmp_path), dict(saved, algorithm="grpo", seed=1,
                                                    model={"path": None, "hidden_size": 64}), methods.run_overrides)
  assert diff == ["config.algorithm: 'gigpo' (run dir) != 'grpo'", "config.model.hidden_size: 32 (run dir) != 64",
                  "config.seed: 0 (run dir) != 1"]


def test_config_mismatch_counts_the_method_fields_that_name_the_run(tmp_path):
  """An explicit run dir of a plain MCGPO run must not resume as the same_fold ablation (or another
  estimator override) silently: those fields are part of the run's identity like the algorithm."""
  saved = {"algorithm": "mcgpo", "seed": 0, "env": "alfworld", "model": {"path": None}, "mcgpo": {}, "credit": {}}
  _write(tmp_path / "config.json", json.dumps(saved))
  assert rundir.config_mismatch(str(tmp_path), dict(saved, num_updates=3), methods.run_overrides) == []
  assert rundir.config_mismatch(str(tmp_path), dict(saved, mcgpo={"variant": "same_fold"}),
                                methods.run_overrides) == [
      "method field variant: None (run dir) != 'same_fold'"]
  assert rundir.config_mismatch(str(tmp_path), dict(saved, credit={"graphgpo": {"gamma_g": 0.3}}),
                                methods.run_overrides) == [
      "method field gamma_g: None (run dir) != 0.3"]


def test_a_run_config_written_before_the_wandb_and_cache_dir_fields_still_validates():
  """evaluate.py / export.py read old runs' config.json: fields added since then must not break them."""
  saved = json.loads(alfworld_config.get_config("smoke").to_json())
  del saved["wandb"], saved["model"]["cache_dir"]
  cfg = ml_collections.ConfigDict(config_upgrade.upgrade(saved))   # as rundir.read_config reads it
  config_lib.validate_config(cfg)
  assert builder.local_dir(cfg, "path") is None


# --- the non-finite guard --------------------------------------------------------------------------------

def test_non_finite_credit_is_refused_before_the_learner_sees_it():
  assert trainer.nonfinite_inputs(np.array([0.1, -0.2], np.float32), np.zeros(0, np.float32)) == ""
  assert trainer.nonfinite_inputs(np.array([0.1, np.nan], np.float32), np.zeros(0)) == "non-finite advantages"
  assert trainer.nonfinite_inputs(np.zeros(2), np.array([np.inf])) == "non-finite pair weights"


def _fake_run(new_params, loss, checkpoint):
  """A Run with only what `_learn` touches: a learner whose update returns `new_params`, and `rollback`."""
  old = {"w": jnp.ones(3)}
  learner = types.SimpleNamespace(update=lambda *a, **k: (new_params, {"count": jnp.zeros((), jnp.int32)},
                                                          {"actor/loss": loss}))
  run = types.SimpleNamespace(params=old, opt_state={}, ref_params=old, learner=learner,
                              cfg=types.SimpleNamespace(checkpoint_every=1 if checkpoint is not None else 0),
                              guard=UpdateGuard(factor=100.0, history=8, window=10, max_skips=5, max_in_a_row=3))
  run.guard.start(float(np.sqrt(3.0)))
  run.rollback = lambda: (setattr(run, "params", {"w": jnp.full(3, 7.0)}), checkpoint)[1]
  return run


def test_a_non_finite_update_goes_back_to_the_newest_checkpoint_and_never_keeps_nan_weights():
  credit = Credit(batch=None, advantages=np.zeros(0), pairs=Pairs.none())
  adv = np.ones(2, np.float32)
  run = _fake_run({"w": jnp.array([1.0, jnp.nan, 1.0])}, 0.3, checkpoint=4)
  _, skipped = trainer._learn(run, 6, None, adv, credit, 0)
  assert skipped == "non-finite weights or optimizer state (back to checkpoint 4)"
  assert np.all(np.asarray(run.params["w"]) == 7.0)
  run = _fake_run({"w": jnp.ones(3)}, float("nan"), checkpoint=4)
  assert trainer._learn(run, 6, None, adv, credit, 0)[1].startswith("non-finite actor/loss")
  run = _fake_run({"w": jnp.full(3, 2.0)}, 0.3, checkpoint=4)
  assert trainer._learn(run, 6, None, adv, credit, 0)[1] == ""
  assert np.all(np.asarray(run.params["w"]) == 2.0)
  run = _fake_run({"w": jnp.array([jnp.inf, 1.0, 1.0])}, 0.3, checkpoint=None)
  with pytest.raises(trainer.NonFiniteError, match="no checkpoint to go back to"):
    trainer._learn(run, 1, None, adv, credit, 0)


# --- end to end on the smoke variant ---------------------------------------------------------------------

def _smoke(run_dir, **overrides):
  cfg = webshop_config.get_config("smoke")
  cfg.run_dir, cfg.num_updates, cfg.eval_every = str(run_dir), 1, 0
  for k, v in overrides.items():
    cfg[k] = v
  return cfg


def _metrics_lines(run_dir):
  return [json.loads(line) for line in open(os.path.join(run_dir, "metrics.jsonl")).read().splitlines()]


@pytest.mark.slow
def test_a_run_stopped_before_checkpoint_0_reruns_from_its_reference_and_refuses_another_seed(tmp_path, capsys):
  """checkpoint_every=0 leaves a run dir with a reference and no checkpoint, as does a stop between the
  reference save and checkpoint 0: a rerun used to redo the warm start and die on the existing reference."""
  run_dir = tmp_path / "run"
  trainer.train(_smoke(run_dir, checkpoint_every=0))
  assert os.listdir(run_dir / "reference") and not os.listdir(run_dir / "checkpoints")
  first = _metrics_lines(run_dir)
  capsys.readouterr()
  trainer.train(_smoke(run_dir, checkpoint_every=0))
  log = capsys.readouterr().out
  assert "starting from the saved reference policy" in log and "warm start done" not in log
  again = _metrics_lines(run_dir)
  assert [r["update"] for r in again] == [1]   # the redone update replaces the old row, no duplicate
  # Same starting policy, same seeds: the redone update is the same update.
  assert again[0]["actor/loss"] == pytest.approx(first[0]["actor/loss"], rel=1e-5, abs=1e-7)
  with pytest.raises(ConfigError, match=r"config.seed: 0 \(run dir\) != 1\); .*force_resume"):
    trainer.train(_smoke(run_dir, checkpoint_every=0, seed=1))


@pytest.mark.slow
def test_nan_advantages_skip_updates_then_stop_the_run_with_finite_checkpoints_and_null_metrics(
    tmp_path, monkeypatch):
  real = methods.credit

  def poisoned(*args, **kwargs):
    credit = real(*args, **kwargs)
    return dataclasses.replace(credit, advantages=np.full_like(credit.advantages, np.nan))

  monkeypatch.setattr(methods, "credit", poisoned)
  run_dir = tmp_path / "run"
  with warnings.catch_warnings():
    warnings.simplefilter("ignore", RuntimeWarning)
    with pytest.raises(trainer.NonFiniteError, match=r"2 updates in a row were skipped .*non-finite advantages"):
      trainer.train(_smoke(run_dir, num_updates=3, max_nonfinite_updates=2))
  rows = _metrics_lines(run_dir)
  assert [r["update"] for r in rows] == [1, 2]
  assert all(r["actor/skipped_update"] == 1.0 and r["critic/advantages/mean"] is None and "actor/loss" not in r
             for r in rows)
  from mcgpo_jax import checkpoint as ckpt_lib
  with ckpt_lib.Checkpointer(str(run_dir / "checkpoints")) as ckpts:
    assert ckpts.all_updates() == [0, 1]    # update 2's checkpoint never happened: the run stopped first
    params = [ckpts.restore(*_targets(run_dir), update=u).params for u in (0, 1)]
  for a, b in zip(jax.tree.leaves(params[0]), jax.tree.leaves(params[1])):
    assert np.all(np.isfinite(a)) and np.array_equal(a, b)    # skipped: the weights did not move
  rundir.RunDirLock(str(run_dir)).release()   # the failed run released its lock
  # Metrics lost after the fact: the last checkpoint's row comes back from the checkpoint, a torn tail goes.
  with open(run_dir / "metrics.jsonl", "w") as f:
    f.write('{"update": 0}\n{"update": 1, "skipp')
  monkeypatch.setattr(methods, "credit", real)
  with warnings.catch_warnings():
    warnings.simplefilter("ignore", RuntimeWarning)
    trainer.train(_smoke(run_dir, num_updates=1, max_nonfinite_updates=2))
  rows = _metrics_lines(run_dir)
  assert [r["update"] for r in rows] == [0, 1] and rows[1]["actor/skipped_update"] == 1.0


def _targets(run_dir):
  """Restore targets of the smoke policy, from the learner the builder makes."""
  from mcgpo_jax import builder
  run = builder.build(_smoke(run_dir, num_updates=1, force_resume=True))
  try:
    return run.learning.learner.abstract_state()
  finally:
    run.close()


@pytest.mark.slow
def test_a_second_training_process_on_a_run_dir_fails_at_once_with_one_line(tmp_path):
  lock = rundir.RunDirLock(str(tmp_path))
  try:
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch", "train.py"),
                           "--config=configs/webshop.py:smoke", f"--config.run_dir={tmp_path}"], cwd=ROOT,
                          env=dict(os.environ, JAX_PLATFORMS="cpu"), capture_output=True, text=True, timeout=600)
  finally:
    lock.release()
  assert proc.returncode == 1
  errors = [line for line in proc.stderr.splitlines() if line.startswith("train:")]
  assert errors == [f"train: error: RunDirBusy: run directory {tmp_path} is in use by another training process "
                    f"(pid {os.getpid()}); wait for it to end or pass another --config.run_dir"], proc.stderr
  assert "Traceback" not in proc.stderr
  assert not os.path.exists(tmp_path / "config.json")


def test_an_unknown_config_field_is_one_line_and_exit_2():
  proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch", "train.py"),
                         "--config=configs/webshop.py:smoke", "--config.learn.learning_rat=1e-3"], cwd=ROOT,
                        env=dict(os.environ, JAX_PLATFORMS="cpu"), capture_output=True, text=True, timeout=600)
  assert proc.returncode == 2
  assert proc.stderr.strip() == "train: unknown config field --config.learn.learning_rat (did you mean learning_rate?)"


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


# --- SGLang answers -------------------------------------------------------------------------------------

def _answer(ids, logprobs):
  return {"output_ids": ids, "meta_info": {"output_token_logprobs": [[lp, t, None] for lp, t in zip(logprobs, ids)],
                                           "finish_reason": {"type": "stop"}}}


@pytest.mark.parametrize("ids,logprobs,message", [
    ([5, 1000], [-0.5, -0.1], r"token id 1000 at position 1 is outside the policy's vocabulary \[0, 1000\)"),
    ([-1, 5], [-0.5, -0.1], r"token id -1 at position 0 is outside"),
    ([5, 6], [-0.5, float("nan")], r"log-probability nan at position 1 is not a finite value <= 0"),
    ([5, 6], [0.7, -0.1], r"log-probability 0.7 at position 0"),
    ([5, 6], [-float("inf"), -0.1], r"log-probability -inf at position 0"),
])
def test_sglang_answers_with_impossible_ids_or_logprobs_are_refused(ids, logprobs, message):
  from mcgpo_jax.rollout.engines.sglang import SGLangError, parse_generation
  with pytest.raises(SGLangError, match=message):
    parse_generation(_answer(ids, logprobs), "u", vocab_size=1000)
  ok = parse_generation(_answer([0, 999], [-0.5, 0.0]), "u", vocab_size=1000)   # the bounds themselves
  assert ok.ids == [0, 999]


def test_a_trickling_sglang_server_hits_the_total_deadline():
  """One byte every 0.1 s never trips a 0.5 s per-read timeout; the 0.5 s total deadline must (without
  it the 10 s trickle ends in a malformed-JSON error instead)."""
  import http.server
  import threading
  import time
  from mcgpo_jax.rollout.engines.base import SamplingParams
  from mcgpo_jax.rollout.engines.sglang import SGLangEngine, SGLangError

  class Trickle(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
      self.rfile.read(int(self.headers["Content-Length"]))
      self.send_response(200)
      self.send_header("Content-Length", "100000")
      self.end_headers()
      try:
        for _ in range(100):
          self.wfile.write(b" ")
          self.wfile.flush()
          time.sleep(0.1)
      except (BrokenPipeError, ConnectionResetError):
        pass

    def log_message(self, *args):
      pass

  server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Trickle)
  threading.Thread(target=server.serve_forever, daemon=True).start()
  try:
    engine = SGLangEngine([f"http://127.0.0.1:{server.server_address[1]}"], timeout_s=0.5, max_retries=0,
                          weight_sync="none")
    with engine, pytest.raises(SGLangError, match="no answer on /generate within 0.5 s"):
      engine.generate([[1, 2]], SamplingParams(max_new_tokens=4), seed=0)   # without it: malformed JSON after 10 s
  finally:
    server.shutdown()
    server.server_close()


# --- environment and replay bounds ----------------------------------------------------------------------

@pytest.mark.parametrize("payload", [-1, 10 ** 9, "3", None, True])
def test_webshop_reset_refuses_a_goal_index_outside_the_catalog(payload):
  from mcgpo_jax.envs.base import Task
  from mcgpo_jax.envs.webshop.engine import WebShopEnv
  env = WebShopEnv()
  with pytest.raises(ValueError, match=r"goal index .* is not in \[0, \d+\)"):
    env.reset(Task(task_id="bad", split="train", payload=payload))
  env.reset(env.tasks().tasks[0])   # a real task still resets


def test_replay_refuses_an_unbounded_horizon_and_an_overflowing_reward():
  import copy
  from launch import replay
  from configs import base
  from mcgpo_jax.data.captures import read_captures
  groups = read_captures(os.path.join(ROOT, "examples", "captures.jsonl"))
  huge = [dataclasses.replace(groups[0], horizon=10 ** 9)]
  with pytest.raises(replay.ReplayError, match=r"horizon 1000000000 is not in \[1, 10000\]"):
    replay.replay(huge, "grpo", base.get_config())
  rich = copy.deepcopy(groups[:1])
  rich[0].trajectories[1].steps[-1].reward = 1e300
  with pytest.raises(replay.ReplayError, match=r"trajectory 1: reward 1e\+300 is not within ±1e\+06"):
    replay.replay(rich, "grpo", base.get_config())
  assert replay.replay(groups[:1], "grpo", base.get_config())   # the capture itself replays


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


def test_the_resume_writer_drops_update_0_for_a_rerun_and_re_emits_the_checkpoint_row(tmp_path, capsys):
  """Resuming at checkpoint 0 redoes update 0's validation: its old row goes (it used to be written twice).
  Resuming at a later checkpoint whose row the file lost writes it back from the checkpoint, and names
  the rows that are gone for good."""
  from mcgpo_jax import builder
  from mcgpo_jax.checkpoint import TrainCheckpoint
  _write(tmp_path / "metrics.jsonl", json.dumps({"update": 0, "val/success_rate": 0.5}) + "\n")
  builder._metrics_writer(str(tmp_path), 0, None).close()
  assert open(tmp_path / "metrics.jsonl").read() == ""
  _write(tmp_path / "metrics.jsonl", json.dumps({"update": 0, "val/success_rate": 0.5}) + "\n")
  restored = TrainCheckpoint(3, None, None, None, {"update": 3, "metrics": {"loss/loss": 0.25, "kl": None}})
  with pytest.warns(RuntimeWarning, match="non-finite metrics kl"):
    builder._metrics_writer(str(tmp_path), 3, restored).close()
  assert _metrics_lines(tmp_path) == [{"update": 0, "val/success_rate": 0.5},
                                      {"update": 3, "loss/loss": 0.25, "kl": None}]
  assert "no rows for updates 1..2 (2 rows" in capsys.readouterr().out


# --- checkpoint checksums and mismatches ----------------------------------------

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


# --- SGLang: one deadline per request, no overlong answers -----------------------------

def test_a_hung_sglang_server_costs_one_total_deadline_not_one_per_attempt():
  """timeout_s=0.6 with 3 retries used to wait 4 x 0.6 s (+ backoff) on a hung server."""
  import time
  from tests.fake_sglang import FakeSGLangServer
  from mcgpo_jax.rollout.engines.base import SamplingParams
  from mcgpo_jax.rollout.engines.sglang import SGLangEngine, SGLangError
  with FakeSGLangServer() as server:
    server.faults.extend(["sleep:1.5"] * 4)
    engine = SGLangEngine([server.url], timeout_s=0.6, max_retries=3, backoff_s=0.01, weight_sync="none")
    t0 = time.monotonic()
    with engine, pytest.raises(SGLangError, match=r"row 0 failed within its total deadline of 0.6 s \(1 attempts\)"):
      engine.generate([[1, 2]], SamplingParams(max_new_tokens=4), seed=0)
    assert time.monotonic() - t0 < 1.2


def test_an_sglang_answer_longer_than_max_new_tokens_is_refused():
  from tests.fake_sglang import FakeSGLangServer
  from mcgpo_jax.rollout.engines.base import SamplingParams
  from mcgpo_jax.rollout.engines.sglang import SGLangEngine, SGLangError
  with FakeSGLangServer() as server:
    server.faults.append("long")
    with SGLangEngine([server.url], timeout_s=5, weight_sync="none") as engine:
      with pytest.raises(SGLangError, match=r"32 completion tokens for max_new_tokens=8"):
        engine.generate([[1, 2]], SamplingParams(max_new_tokens=8), seed=0)
      assert len(engine.generate([[1, 2]], SamplingParams(max_new_tokens=8), seed=0)[0].ids) == 8


# --- every launcher checks its flags up front -----------------------------------

def _launch(script, *args, cwd=ROOT):
  return subprocess.run([sys.executable, os.path.join(ROOT, "launch", script), *args], cwd=cwd,
                        env=dict(os.environ, JAX_PLATFORMS="cpu"), capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("script,args,flag", [
    ("evaluate.py", ["--rollouts=0"], "--rollouts=0"),
    ("evaluate.py", ["--rollouts=-2"], "--rollouts=-2"),
    ("evaluate.py", ["--num_tasks=0"], "--num_tasks=0"),
    ("evaluate.py", ["--num_tasks=-1"], "--num_tasks=-1"),
    ("evaluate.py", ["--temperature=-1"], "--temperature=-1"),
    ("evaluate.py", ["--temperature=nan"], "--temperature=nan"),
    ("evaluate.py", ["--update=-1"], "--update=-1"),
    ("evaluate.py", ["--out=" + os.path.join(ROOT, "README.md", "eval.json")], "README.md/eval.json"),
    ("report.py", ["--k=0"], "--k=0"),
    ("report.py", ["--k=-3"], "--k=-3"),
    ("report.py", ["--smooth=0"], "--smooth=0"),
    ("report.py", ["--budget_tolerance=-0.1"], "--budget_tolerance=-0.1"),
    ("export.py", ["--update=-2", "--out=OUT"], "--update=-2"),
    ("export.py", ["--out=" + os.path.join(ROOT, "launch")], "--out=" + os.path.join(ROOT, "launch")),
    ("train.py", ["--config=configs/webshop.py:smoke", "--config.seed=-1"], "config.seed=-1"),
    ("train.py", ["--config=configs/webshop.py:smoke", "--config.model.hidden_size=0"], "config.model.hidden_size=0"),
    ("train.py", ["--config=configs/webshop.py:smoke", "--distributed", "--num_processes=0"], "--num_processes=0"),
    # an unknown variant: the config file's error, not its traceback folded into the flag error
    ("train.py", ["--config=configs/searchqa.py:nope"], "--config=configs/searchqa.py:nope: unknown searchqa "
     "variant 'nope'; choose quickstart, smoke or one of sgr-opsd-qwen2.5-3b, sgr-opsd-qwen2.5-7b"),
    ("train.py", ["--config=configs/alfworld.py:nope"], "--config=configs/alfworld.py:nope: unknown alfworld "
     "variant 'nope'; choose quickstart, smoke or one of study, qwen2.5-1.5b, qwen2.5-7b, qwen3-4b, qwen3-8b, "
     "sgr-opsd-qwen2.5-3b, sgr-opsd-qwen2.5-7b"),
    ("train.py", ["--config=configs/webshop.py:nope"], "--config=configs/webshop.py:nope: unknown webshop "
     "variant 'nope'; choose quickstart, smoke or one of long, qwen2.5-1.5b, qwen2.5-7b, qwen3-4b, qwen3-8b, "
     "sgr-opsd-qwen2.5-3b, sgr-opsd-qwen2.5-7b"),
    ("replay.py", ["--algorithm=gigpo", "--config.credit.gigpo.gamma=5.0", "--captures=examples/captures.jsonl",
                   "--out=OUT"], "config.credit.gigpo: gamma=5.0 must be in [0, 1]"),
    # values that would run as something else: a 51 M-parameter adapter on a hidden-32 model (not done after 400 s), a
    # targets ignored at rank 0, cuDNN found after 10 s of warm start
    ("train.py", ["--config=configs/alfworld.py:smoke", "--config.lora.rank=100000"],
     "config.lora.rank=100000 must be <= 16, min(in, out) of the k projection (32 x 16) of this model"),
    ("train.py", ["--config=configs/alfworld.py:smoke", "--config.lora.targets=foo"],
     "config.lora.targets='foo': choose distinct names among q k v o gate up down"),
    ("train.py", ["--config=configs/alfworld.py:smoke", "--config.lora.targets=q v"],
     "config.lora.targets='q v' has no effect with config.lora.rank=0"),
    ("train.py", ["--config=configs/alfworld.py:smoke", "--config.model.attention=cudnn"],
     "config.model.attention='cudnn' needs an NVIDIA GPU, not 'cpu'"),
])
def test_a_bad_launcher_flag_is_one_line_naming_it_exit_2_and_writes_nothing(tmp_path, script, args, flag):
  run_dir = tmp_path / "run"
  args = [a.replace("OUT", str(tmp_path / "out")) for a in args]
  if script in ("evaluate.py", "export.py"):
    args.append(f"--run_dir={run_dir}")
  if script == "report.py":
    args.append(f"--runs={run_dir}")
  if script == "train.py":
    args.append(f"--config.run_dir={run_dir}")
  proc = _launch(script, *args)
  assert proc.returncode == 2, proc.stderr[-2000:]
  lines = proc.stderr.strip().splitlines()
  assert len(lines) == 1 and lines[0].startswith(script[:-3] + ":") and flag in lines[0], proc.stderr
  assert not os.path.exists(run_dir) and not os.path.exists(tmp_path / "out")


def test_a_sampler_tensor_degree_that_would_be_capped_to_another_split_is_refused(tmp_path):
  """rollout.tensor=3 on 2 devices used to run with the sampler silently split 1 way (gcd(3, 2)); a paper
  variant's 4 on fewer chips (every device) stays what it was."""
  cfg = alfworld_config.get_config("smoke")
  for tensor, devices in ((2, 8), (4, 1), (4, 2), (None, 3)):
    cfg.rollout.tensor = tensor
    validate_config(cfg, num_devices=devices, compile_only=True)
  cfg.rollout.tensor = 3
  with pytest.raises(ConfigError, match=r"^config.rollout.tensor=3 does not divide the 8 devices"):
    validate_config(cfg, num_devices=8, compile_only=True)
  run_dir = tmp_path / "run"
  proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch", "train.py"), "--config=configs/alfworld.py:smoke",
                         "--config.rollout.tensor=3", f"--config.run_dir={run_dir}"], cwd=ROOT, capture_output=True,
                        text=True, timeout=300, env=dict(os.environ, JAX_PLATFORMS="cpu",
                                                         XLA_FLAGS="--xla_force_host_platform_device_count=2"))
  assert proc.returncode == 2 and proc.stderr.strip() == (
      "train: config error: ConfigError: config.rollout.tensor=3 does not divide the 2 devices the sampler runs on; choose a "
      "divisor, or None (the sampler keeps the learner's mesh)"), proc.stderr
  assert not os.path.exists(run_dir)


def _capture_lines():
  return open(os.path.join(ROOT, "examples", "captures.jsonl"), encoding="utf-8").read().splitlines()


def test_replay_applies_trainings_validation_to_the_captured_groups(tmp_path):
  """MCGPO with an odd G and trajectories past the horizon are what training refuses; so does replay now."""
  first = json.loads(_capture_lines()[0])
  odd = dict(first, trajectories=first["trajectories"][:3])
  _write(tmp_path / "odd.jsonl", json.dumps(odd) + "\n")
  proc = _launch("replay.py", "--algorithm=mcgpo", f"--captures={tmp_path / 'odd.jsonl'}", f"--out={tmp_path / 'o'}")
  assert proc.returncode == 2 and proc.stderr.strip() == (
      "replay: config error: config.group_size=3 is odd; MCGPO's parity folds need an even G (the capture's "
      "alfworld groups of 3 trajectories)"), proc.stderr
  _write(tmp_path / "long.jsonl", json.dumps(dict(first, horizon=10)) + "\n")
  proc = _launch("replay.py", "--algorithm=grpo", f"--captures={tmp_path / 'long.jsonl'}", f"--out={tmp_path / 'o'}")
  assert proc.returncode == 1 and proc.stderr.strip() == (
      f"replay: error: group {first['task_id']!r} trajectory 1: 14 steps exceed the group's horizon 10 (training "
      f"stops every episode there)"), proc.stderr
  assert not os.path.exists(tmp_path / "o")


def test_files_that_do_not_parse_are_named_with_their_line(tmp_path):
  from mcgpo_jax.data.captures import CaptureError, read_captures
  from mcgpo_jax import policy
  with open(tmp_path / "binary.jsonl", "wb") as f:
    f.write(_capture_lines()[0].encode() + b"\n\x89PNG\r\n\xff\xfe\x00\n")
  with pytest.raises(CaptureError, match=r"binary.jsonl:2: not UTF-8 text \(byte 0: invalid start byte\)"):
    read_captures(tmp_path / "binary.jsonl")
  run = tmp_path / "run"
  run.mkdir()
  _write(run / "config.json", '{\n  "algorithm": "grpo",\n  "seed": 0\n  "env": "webshop"\n}\n')
  with pytest.raises(ValueError, match=r"run/config.json:4: not valid JSON \(Expecting ',' delimiter"):
    policy.run_config(str(run))
  with pytest.raises(ValueError, match=r"run/config.json:4: not valid JSON"):
    rundir.config_mismatch(str(run), {"algorithm": "grpo"}, methods.run_overrides)
  _write(tmp_path / "not_eval.json", json.dumps([1, 2, 3]))
  proc = _launch("report.py", f"--runs={run}", f"--evals={tmp_path / 'not_eval.json'}", f"--out={tmp_path / 'r'}")
  assert proc.returncode == 1 and proc.stderr.strip().endswith("run/config.json:4: not valid JSON (Expecting ',' "
                                                               "delimiter, column 3)"), proc.stderr
  from launch import report
  with pytest.raises(ValueError, match=r"not_eval.json: not a launch/evaluate.py result"):
    report.load_eval(str(tmp_path / "not_eval.json"))
  _write(tmp_path / "torn_eval.json", '{"run_dir": "x",\n"split": ')
  with pytest.raises(ValueError, match=r"torn_eval.json:2: not valid JSON"):
    report.load_eval(str(tmp_path / "torn_eval.json"))


# --- the tokenizer and the run dir's identity before the reference exists ------------

def test_a_tokenizer_killed_while_written_leaves_no_tokenizer_dir_and_the_next_attempt_writes_it(
    tmp_path, monkeypatch):
  from transformers import PreTrainedTokenizerFast
  from mcgpo_jax.rollout import tiny_tokenizer
  real = PreTrainedTokenizerFast.save_pretrained

  def killed(self, directory, *args, **kwargs):
    os.makedirs(directory, exist_ok=True)
    _write(os.path.join(directory, "tokenizer_config.json"), "{}")   # the first file, then the kill
    raise KeyboardInterrupt

  monkeypatch.setattr(PreTrainedTokenizerFast, "save_pretrained", killed)
  out = str(tmp_path / "run" / "tokenizer")
  with pytest.raises(KeyboardInterrupt):
    tiny_tokenizer.train_tokenizer(["<action>go to desk 1</action>"] * 20, out, vocab_size=300)
  assert not os.path.exists(out)
  monkeypatch.setattr(PreTrainedTokenizerFast, "save_pretrained", real)
  tiny_tokenizer.train_tokenizer(["<action>go to desk 1</action>"] * 20, out, vocab_size=300)
  assert sorted(os.listdir(tmp_path / "run")) == ["tokenizer"]
  assert tiny_tokenizer.mismatch(out, 300, ()) is None


def test_an_unreadable_run_dir_tokenizer_is_named_with_what_to_do(tmp_path):
  """It used to ask for sentencepiece or tiktoken (a fast tokenizer without tokenizer.json)."""
  cfg = webshop_config.get_config("smoke")
  broken = tmp_path / "tokenizer"
  broken.mkdir()
  _write(broken / "tokenizer_config.json", json.dumps({"tokenizer_class": "PreTrainedTokenizerFast"}))
  with pytest.raises(RuntimeError, match=rf"^{broken} is not a readable tokenizer \(.*\); delete it and rerun: a run "
                                         r"without reference/ yet trains it again"):
    builder.make_tokenizer(cfg, str(broken), str(tmp_path))


def test_a_trained_tokenizer_records_what_it_was_trained_with(tmp_path):
  from mcgpo_jax.rollout import tiny_tokenizer
  out = tiny_tokenizer.train_tokenizer(["<action>buy B00ABC now</action>"] * 20, str(tmp_path / "t"), 300,
                                       ["B00ABC"])
  assert tiny_tokenizer.mismatch(out, 300, ["B00ABC"]) is None
  assert tiny_tokenizer.mismatch(out, 2048, ["B00ABC"]) == "it was trained with 300 tokens, the config asks for 2048"
  assert tiny_tokenizer.mismatch(out, 300, []).startswith("it keeps 1 environment tokens whole")
  os.remove(os.path.join(out, tiny_tokenizer.TRAINED_WITH))   # one trained before the record existed
  assert tiny_tokenizer.mismatch(out, 300, ["B00ABC"]) is None
  assert tiny_tokenizer.mismatch(out, 300, ["B00XYZ"]) == ("it lacks 1 of the 1 tokens this environment keeps "
                                                           "whole (e.g. 'B00XYZ')")


def _killed_during_cloning(run_dir, cfg):
  """What a kill during the warm start's cloning leaves: config.json and the trained tokenizer, no reference."""
  from mcgpo_jax.rollout import tiny_tokenizer
  os.makedirs(run_dir)
  _write(os.path.join(run_dir, "config.json"), cfg.to_json(indent=2))
  tiny_tokenizer.train_tokenizer(["<action>go to desk 1</action>"] * 20, os.path.join(run_dir, "tokenizer"),
                                 cfg.model.tokenizer_vocab)


def test_a_run_dir_killed_before_its_reference_refuses_another_env_or_tokenizer(tmp_path):
  """A WebShop run used to reuse ALFWorld's tokenizer here, and tokenizer_vocab=2048 a 512-token one."""
  run_dir = str(tmp_path / "run")
  alfworld = alfworld_config.get_config("smoke")
  alfworld.run_dir = run_dir
  _killed_during_cloning(run_dir, alfworld)
  before = open(os.path.join(run_dir, "config.json")).read()
  webshop = _smoke(run_dir)
  with pytest.raises(ConfigError, match=r"holds a different run \(config.env: 'alfworld' \(run dir\) != 'webshop'"):
    builder.build(webshop)
  bigger = alfworld_config.get_config("smoke")
  bigger.run_dir, bigger.model.tokenizer_vocab = run_dir, 2048
  with pytest.raises(ConfigError, match=r"config.model.tokenizer_vocab: 512 \(run dir\) != 2048"):
    builder.build(bigger)
  bigger.force_resume = True   # continue anyway: the tokenizer itself still has to be this config's
  with pytest.raises(ConfigError, match=r"run/tokenizer is not this config's tokenizer: it was trained with 512 "
                                        r"tokens, the config asks for 2048"):
    builder.build(bigger)
  webshop.force_resume = True
  with pytest.raises(ConfigError, match=r"run/tokenizer is not this config's tokenizer: it keeps 0 environment "
                                        r"tokens whole .*, this environment needs \d+ others"):
    builder.build(webshop)
  assert open(os.path.join(run_dir, "config.json")).read() == before   # the refusals left it as it was
  assert not os.listdir(os.path.join(run_dir, "reference"))


@pytest.mark.slow
def test_force_resume_onto_another_model_is_refused_before_anything_is_rewritten(tmp_path):
  """Following the force_resume hint with another hidden size used to rewrite config.json, then walk back
  through every checkpoint as if each were corrupt, leaving a dir the original command refused."""
  run_dir = tmp_path / "run"
  trainer.train(_smoke(run_dir))
  before = {name: open(run_dir / name, "rb").read() for name in ("config.json", "metrics.jsonl")}
  wider = _smoke(run_dir, force_resume=True)
  wider.model.hidden_size = 64
  with warnings.catch_warnings():
    warnings.simplefilter("error", RuntimeWarning)   # no "falling back to checkpoint" walk
    with pytest.raises(ConfigError, match=r"config.force_resume: checkpoint .*/1 was saved by another model or "
                                          r"optimizer than this config's \(\d+ arrays differ; first .*saved \(.*32.*\).* "
                                          r"left as it was"):
      builder.build(wider)
  assert {name: open(run_dir / name, "rb").read() for name in before} == before
  run = builder.build(_smoke(run_dir))   # the original command still resumes
  assert run.start_update == 1
  run.close()


def _dir_bytes(run_dir) -> dict:
  """Every file of a run dir (but its lock, which holds the last trainer's pid) and its bytes."""
  return {os.path.relpath(os.path.join(d, f), run_dir): open(os.path.join(d, f), "rb").read()
          for d, _, files in os.walk(run_dir) for f in files if f != "lock"}


@pytest.mark.slow
def test_a_refused_resume_leaves_the_run_dir_byte_identical_and_names_the_flag(tmp_path, capsys):
  """Resuming with the other layer layout or with LoRA on a full run was refused after config.json had been
  rewritten to the refused config; evaluate.py and export.py then failed on the dir, export advising a
  flag it does not take."""
  from mcgpo_jax import checkpoint as ckpt_lib
  from mcgpo_jax.policy import load_policy
  run_dir = tmp_path / "run"
  trainer.train(_smoke(run_dir))
  before = _dir_bytes(run_dir)
  unscanned, adapted = _smoke(run_dir), _smoke(run_dir)
  unscanned.model.scan_layers = False
  adapted.lora.rank = 8
  for refused, line in [(unscanned, "resume it with --config.model.scan_layers=True"),
                        (adapted, "holds a full fine-tuning run (no LoRA adapters): resume it with "
                                  "--config.lora.rank=0")]:
    with pytest.raises(ckpt_lib.CheckpointMismatch) as e:
      builder.build(refused)
    assert str(e.value).endswith(line)
    assert _dir_bytes(run_dir) == before
  assert load_policy(str(run_dir)).update == 1
  # A config.json rewritten by such a refusal before this fix: evaluate.py / export.py read the checkpoints
  # as they were saved, with a warning, instead of advising a training flag.
  with open(run_dir / "config.json", "w") as f:
    f.write(unscanned.to_json(indent=2))
  capsys.readouterr()
  policy = load_policy(str(run_dir))
  assert policy.update == 1 and policy.cfg.model.scan_layers is True
  assert "config.model.scan_layers=False but its checkpoints were saved with True" in capsys.readouterr().out


# --- the divergence guard -------------------------------------------------------------

def test_a_finite_but_exploding_update_is_skipped_like_a_nan_and_goes_back_to_the_checkpoint():
  """A learning rate of 1e6 used to keep (and checkpoint) weights of |w| ~ 1e10: finite, so not caught."""
  credit = Credit(batch=None, advantages=np.zeros(0), pairs=Pairs.none())
  adv = np.ones(2, np.float32)
  run = _fake_run({"w": jnp.full(3, 1e10)}, 0.3, checkpoint=4)
  _, skipped = trainer._learn(run, 6, None, adv, credit, 0)
  assert skipped.startswith("diverging param_norm 1.73e+10 > config.guard.factor=100 x 1.73 (the largest of the "
                            "last 1 kept updates) (back to checkpoint 4)"), skipped
  assert np.all(np.asarray(run.params["w"]) == 7.0)
  run = _fake_run({"w": jnp.full(3, 50.0)}, 0.3, checkpoint=4)   # 50x: a big step, not an explosion
  metrics, skipped = trainer._learn(run, 6, None, adv, credit, 0)
  assert skipped == "" and metrics["actor/param_norm"] == pytest.approx(50 * np.sqrt(3))
  assert run.guard.kept["param_norm"] == pytest.approx([np.sqrt(3), 50 * np.sqrt(3)])


def test_the_guard_judges_loss_and_grad_norm_against_a_full_history_above_the_floor():
  guard = UpdateGuard(factor=100.0, history=3, window=10, max_skips=5, max_in_a_row=3)
  guard.start(10.0)
  assert guard.diverging({"actor/loss": 1e4, "actor/grad_norm": 1e4,
                          "actor/param_norm": 10.0}) == ""   # no loss history yet
  for loss in (0.001, 0.002, 0.0005):   # ties: ~0 loss; the floor (1) keeps a real update from looking huge
    guard.keep({"actor/loss": loss, "actor/grad_norm": 0.01, "actor/param_norm": 10.0})
  assert guard.diverging({"actor/loss": 50.0, "actor/grad_norm": 0.5, "actor/param_norm": 10.0}) == ""
  assert guard.diverging({"actor/loss": 0.1, "actor/grad_norm": 150.0, "actor/param_norm": 10.0}).startswith(
      "diverging grad_norm 150 > config.guard.factor=100 x 1 (the largest of the last 3 kept updates)")
  guard.keep({"actor/loss": -20.0, "actor/grad_norm": 3.0, "actor/param_norm": 11.0})
  assert guard.diverging({"actor/loss": 1999.0, "actor/grad_norm": 3.0, "actor/param_norm": 11.0}) == ""
  assert guard.diverging({"actor/loss": -2001.0, "actor/grad_norm": 3.0, "actor/param_norm": 11.0}).startswith(
      "diverging loss 2e+03")


def test_the_guard_skips_only_what_exceeds_factor_times_the_reference_once_history_updates_were_kept():
  values = lambda x: {"actor/loss": x, "actor/grad_norm": x, "actor/param_norm": x}
  guard = UpdateGuard(factor=10.0, history=3, window=10, max_skips=5, max_in_a_row=3)
  guard.start(4.0)
  for _ in range(2):
    guard.keep(values(4.0))
  assert guard.diverging({"actor/loss": 1e6, "actor/grad_norm": 1e6}) == ""   # 2 of 3 kept: not judged yet
  assert guard.diverging({"actor/param_norm": 40.0}) == ""   # exactly factor x reference: kept
  assert guard.diverging({"actor/param_norm": 40.5}).startswith("diverging param_norm")
  guard.keep(values(4.0))
  assert guard.diverging(values(40.0)) == ""
  assert guard.diverging({"actor/loss": 40.5}).startswith("diverging loss") and guard.diverging(
      {"actor/grad_norm": -40.5}).startswith("diverging grad_norm")
  off = UpdateGuard(factor=0.0, history=3, window=10, max_skips=5, max_in_a_row=3)   # factor 0: off
  off.start(4.0)
  for _ in range(3):
    off.keep(values(4.0))
  assert off.diverging(values(1e30)) == ""


def test_too_many_skips_in_a_window_stop_the_run_even_when_never_in_a_row():
  """The lr=1e6 run skipped 4 of 6 updates, never 3 in a row, and exited 0."""
  guard = UpdateGuard(factor=100.0, history=8, window=6, max_skips=4, max_in_a_row=3)
  stops = [guard.record(skipped) for skipped in (True, False, True, True, False, True)]
  assert stops[:5] == [""] * 5
  assert stops[5] == "4 of the last 6 updates were skipped (config.guard.max_skips=4 in config.guard.window=6)"
  again = UpdateGuard.from_config(_smoke("x", max_nonfinite_updates=3), json.loads(json.dumps(guard.state())))
  assert again.skips == guard.skips and again.kept == guard.kept   # resumed from a checkpoint: the same record
  guard = UpdateGuard(factor=100.0, history=8, window=10, max_skips=5, max_in_a_row=2)
  assert [guard.record(s) for s in (True, False, True, True)][-1].startswith("2 updates in a row were skipped")


@pytest.mark.slow
def test_a_diverging_learning_rate_stops_the_run_with_finite_checkpoints_of_kept_updates(tmp_path, capsys):
  """--config.learn.learning_rate=1e6: every update explodes, is skipped and rolled back, and the run stops
  (it used to exit 0 with |w| ~ 1e10 checkpointed)."""
  from mcgpo_jax import checkpoint as ckpt_lib
  run_dir = tmp_path / "run"
  cfg = _smoke(run_dir, num_updates=6)
  cfg.learn.learning_rate = 1e6
  with pytest.raises(trainer.NonFiniteError, match=r"3 updates in a row were skipped .*diverging param_norm"):
    trainer.train(cfg)
  rows = _metrics_lines(run_dir)
  assert [r["update"] for r in rows] == [1, 2, 3] and all(r["actor/skipped_update"] == 1.0 for r in rows)
  with ckpt_lib.Checkpointer(str(run_dir / "checkpoints")) as ckpts:
    assert ckpts.all_updates() == [0, 1, 2]
    params = [ckpts.restore(*_targets(run_dir), update=u).params for u in (0, 2)]
  for a, b in zip(jax.tree.leaves(params[0]), jax.tree.leaves(params[1])):
    assert np.array_equal(a, b) and np.max(np.abs(a)) < 100    # the warm-started weights, never the exploded ones


# --- a full disk: the run's own error comes last --------------------------------------

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
  _write(script, _FULL_DISK)
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


# --- AppWorld workers come back, ids the tokenizer never made, the launchers' last quiet failures ----

APPWORLD_PYTHON = os.environ.get("MCGPO_APPWORLD_PYTHON", "")
appworld_engine = pytest.mark.skipif(not (APPWORLD_PYTHON and os.access(APPWORLD_PYTHON, os.X_OK)),
                                     reason="set MCGPO_APPWORLD_PYTHON (scripts/appworld_venv.sh)")


class _KillingEngine:
  """Prints a number each turn; before turn `kill_at` (every turn from it on when `always`) it kills the
  AppWorld engine process behind slot 1 (`victim()`: its pid, None while it has none), wherever it runs."""

  def __init__(self, victim, kill_at, always=False):
    self.victim, self.kill_at, self.always, self.calls = victim, kill_at, always, 0

  def generate(self, prompts, sampling, seed, row_ids=None):
    from mcgpo_jax.rollout.engines.base import Generation
    if (self.calls == self.kill_at or (self.always and self.calls > self.kill_at)) and self.victim():
      os.kill(self.victim(), 9)
    self.calls += 1
    ids = list(b"<code>print(1)</code>")
    return [Generation(ids=ids, logprobs=[-0.5] * len(ids)) for _ in prompts]


def _appworld_collect(pool, tasks, engine):
  from mcgpo_jax.envs.interface import PromptConfig
  from mcgpo_jax.rollout.agent import collect
  from mcgpo_jax.rollout.engines.base import SamplingParams
  from tests.fakes import ByteTokenizer
  return collect(pool, tasks, 2, engine, ByteTokenizer(), PromptConfig("appworld", action_only=True),
                 SamplingParams(max_new_tokens=32), 0, 3)


def _children(pid):
  with open(f"/proc/{pid}/task/{pid}/children") as f:
    return [int(c) for c in f.read().split()]


@appworld_engine
@pytest.mark.slow
def test_a_killed_appworld_worker_is_restarted_and_its_group_collected_again():
  """A killed worker.py used to end the run (`RuntimeError: the AppWorld worker exited (code -9) during
  'reset'`); in a pool worker (env_workers=2) as an 899-character traceback."""
  from mcgpo_jax.envs.appworld.spec import make_envs
  from mcgpo_jax.rollout.env_pool import EnvRecipe, InProcessPool, WorkerPool
  envs, tasks = make_envs(2, 3)
  task = [t for t in tasks.tasks if t.task_id == "5e1d0a1_1"]
  pool = InProcessPool(envs)
  rollout = _appworld_collect(pool, task, _KillingEngine(lambda: envs[1]._worker.process.pid, 1))
  assert pool.restarts == 1 and rollout.stats["env/worker_restarts"] == 1
  assert rollout.stats["env/recollected_groups"] == 1
  assert [len(t.steps) for t in rollout.groups[0].trajectories] == [3, 3]
  with pytest.raises(RuntimeError, match=r"^task 5e1d0a1_1 lost an episode to a dead environment worker 4 times in "
                                         r"a row; the last: environment slot 1: the AppWorld worker exited \(code "
                                         r"-9\) during '(reset|execute)'$"):
    _appworld_collect(pool, task, _KillingEngine(lambda: envs[1]._worker and envs[1]._worker.process.pid, 0,
                                                 always=True))
  with WorkerPool(EnvRecipe("appworld", 3), 2, 2) as workers:   # each pool worker runs its own worker.py
    rollout = _appworld_collect(workers, task, _KillingEngine(lambda: _children(workers.pids[1])[0], 1))
    assert workers.restarts == 1 and rollout.stats["env/recollected_groups"] == 1
    assert [len(t.steps) for t in rollout.groups[0].trajectories] == [3, 3]


def test_compile_resolves_an_unknown_hub_id_as_train_does_in_one_line_and_seconds(tmp_path):
  """compile.py used to print 23 lines of huggingface_hub retries (1, 2, 4, 8, 8 s) and fail after 25 s."""
  import time
  env = dict(os.environ, JAX_PLATFORMS="cpu", HF_HOME=str(tmp_path / "hf"))   # nothing cached
  hub_id = "--config.model.path=nobody/no-such-model"
  lines = {}
  for script, args in (("compile.py", ["--topology=local"]), ("train.py", [f"--config.run_dir={tmp_path / 'run'}"])):
    t0 = time.monotonic()
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch", script), "--config=configs/alfworld.py:smoke",
                           hub_id, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    # Before anything compiles (minutes): one process start and the config check. 15 s was exceeded once
    # (15.6) on a fully loaded 2-core CI run.
    assert time.monotonic() - t0 < 60 and proc.returncode == 2, (script, proc.stderr[-2000:])
    [lines[script]] = proc.stderr.strip().splitlines()
  assert lines["compile.py"].startswith("compile: config error: ConfigError: config.model.path='nobody/no-such-model'")
  assert lines["compile.py"].split(": ", 1)[1] == lines["train.py"].split(": ", 1)[1]   # the same advice
  assert "hf download nobody/no-such-model" in lines["compile.py"]
  assert not os.path.exists(tmp_path / "run")


@pytest.mark.parametrize("args,line", [
    (["--config=configs/nonexist.py:smoke", "--topology=local"],
     "compile: bad flags: --config=configs/nonexist.py:smoke: [Errno 2] No such file or directory: "
     "'configs/nonexist.py'"),
    (["--config=configs/alfworld.py:smoke", "--topology=v5p:0x2x1"],
     "compile: bad flags: --topology='v5p:0x2x1': every dimension of a slice must be >= 1"),
])
def test_compile_names_a_missing_config_file_or_an_empty_slice_in_one_line_exit_2(args, line):
  """Both used to exit 1 with the library's words (an OSError about an 'earlier failure to load', libtpu's
  'Invalid hosts')."""
  proc = _launch("compile.py", *args)
  assert proc.returncode == 2 and proc.stderr.strip() == line, proc.stderr[-2000:]


def test_a_missing_config_file_is_a_flag_error_of_train_too():
  proc = _launch("train.py", "--config=configs/nonexist.py:smoke")
  assert proc.returncode == 2 and proc.stderr.strip() == (
      "train: bad flags: --config=configs/nonexist.py:smoke: [Errno 2] No such file or directory: "
      "'configs/nonexist.py'"), proc.stderr[-2000:]


def _report_run(path, algorithm, seed, env, **config):
  os.makedirs(path)
  write_run_config(path, env, algorithm=algorithm, seed=seed, **config)
  _write(path / "metrics.jsonl", "".join(json.dumps({"update": u, "val/success_rate": 0.25 * u}) + "\n"
                                         for u in (0, 1, 2)))


def test_report_refuses_runs_it_cannot_compare_instead_of_dropping_one(tmp_path):
  """An ALFWorld and an AppWorld run, both graphgpo seed 0, used to be reported 'over 2 runs' with one row."""
  _report_run(tmp_path / "alf", "graphgpo", 0, "alfworld")
  _report_run(tmp_path / "app", "graphgpo", 0, "appworld")
  out = str(tmp_path / "r")
  proc = _launch("report.py", f"--runs={tmp_path / 'alf'}", f"--runs={tmp_path / 'app'}", f"--out={out}")
  assert proc.returncode == 1 and proc.stderr.strip() == (
      f"report: error: ValueError: the runs differ in config.env ('alfworld': {tmp_path / 'alf'}; 'appworld': "
      f"{tmp_path / 'app'}): their numbers are not comparable; report each set on its own (one --runs set per "
      f"report)"), proc.stderr
  _report_run(tmp_path / "alf2", "graphgpo", 0, "alfworld")   # the same method and seed twice
  proc = _launch("report.py", f"--runs={tmp_path / 'alf'}", f"--runs={tmp_path / 'alf2'}", f"--out={out}")
  assert proc.returncode == 1 and proc.stderr.strip().endswith(
      f"{tmp_path / 'alf'} and {tmp_path / 'alf2'} are both graphgpo seed 0: a report holds one run per method and "
      f"seed (set config.label to tell variants apart, or report them separately)"), proc.stderr
  _report_run(tmp_path / "greedy", "grpo", 0, "alfworld", eval_temperature=0.0)   # another validation protocol
  proc = _launch("report.py", f"--runs={tmp_path / 'alf'}", f"--runs={tmp_path / 'greedy'}", f"--out={out}")
  assert proc.returncode == 1 and "differ in config.eval_temperature (0.4: " in proc.stderr, proc.stderr
  _write(tmp_path / "app.json", json.dumps({"run_dir": str(tmp_path / "app"), "split": "dev", "success_rate": 0.5}))
  proc = _launch("report.py", f"--runs={tmp_path / 'alf'}", f"--evals={tmp_path / 'app.json'}", f"--out={out}")
  assert proc.returncode == 1 and proc.stderr.strip().endswith(
      f"{tmp_path / 'app.json'} evaluates a run on appworld, the runs are on alfworld: report each environment on "
      f"its own"), proc.stderr
  assert _launch("report.py", f"--runs={tmp_path / 'alf'}", f"--out={out}").returncode == 0   # one run reports


def test_replay_reads_a_runs_config_json_and_overrides_its_null_fields(tmp_path):
  """`--config=RUN/config.json` used to be executed as Python (`NameError: name 'null' is not defined`)."""
  run = alfworld_config.get_config("smoke")
  run.credit.gigpo.omega = 0.5   # a run's own estimator setting, null in most runs
  _write(tmp_path / "config.json", run.to_json(indent=2))
  out = {}
  for name, args in (("json", [f"--config={tmp_path / 'config.json'}", "--config.credit.gigpo.gamma=0.8"]),
                     ("py", ["--config=configs/alfworld.py:smoke", "--config.credit.gigpo.gamma=0.8",
                             "--config.credit.gigpo.omega=0.5"])):
    proc = _launch("replay.py", "--algorithm=gigpo", "--captures=examples/captures.jsonl",
                   f"--out={tmp_path / name}.jsonl", *args)
    assert proc.returncode == 0, proc.stderr[-2000:]
    out[name] = open(tmp_path / f"{name}.jsonl").read()
  plain = _launch("replay.py", "--algorithm=gigpo", "--captures=examples/captures.jsonl",
                  f"--out={tmp_path / 'plain'}.jsonl", "--config=configs/alfworld.py:smoke")
  assert plain.returncode == 0 and out["json"] == out["py"] != open(tmp_path / "plain.jsonl").read()


@pytest.mark.parametrize("env,variable,flag,message", [
    ("appworld", "APPWORLD_ROOT", None, "config.appworld.root / $APPWORLD_ROOT='{missing}' has no data/tasks "
     "(appworld download data)"),
    ("alfworld", "ALFWORLD_DATA", None, "ALFWorld data not found: {missing}/json_2.1.1 does not exist."),
    ("webshop", None, "--config.webshop.data_dir", "config.webshop.data_dir: WebShop data not found in {missing}: "
     "missing items_shuffle_1000.json"),
    # A folder without Search-R1's question files, a corpus that is not there: both used to stop the run only
    # when its environment workers loaded them.
    ("searchqa", None, "--config.searchqa.use_bundle=False --config.searchqa.retriever=bm25 "
     "--config.searchqa.data_dir", "config.searchqa.data_dir='{missing}' has no train/test .parquet or .jsonl "
     "question files (Search-R1 format)"),
    ("searchqa", None, "--config.searchqa.data_dir={questions} --config.searchqa.use_bundle=False "
     "--config.searchqa.retriever=bm25 --config.searchqa.corpus", "config.searchqa.corpus='{missing}' does not "
     "exist: give the JSONL corpus the bm25 retriever searches"),
])
def test_a_missing_data_path_is_refused_before_the_run_dir_is_written(tmp_path, env, variable, flag, message):
  """APPWORLD_ROOT=/nonexistent (ALFWORLD_DATA, config.webshop.data_dir, SearchQA's files) used to be refused
  only after config.json, lock, checkpoints/ and reference/ were written."""
  run_dir, missing, questions = tmp_path / "run", tmp_path / "nonexistent", tmp_path / "questions"
  if env == "searchqa":   # a folder that is there: its files are what is missing
    questions.mkdir()
    (questions / "corpus.jsonl").write_text('{"id": "0", "contents": "A\\nb"}\n')
    (questions / "test.jsonl").write_text('{"question": "q", "golden_answers": ["a"], "data_source": "nq"}\n')
    missing.mkdir()
    (missing / "corpus.jsonl").write_text('{"id": "0", "contents": "A\\nb"}\n')
    if "corpus" in flag:
      missing = tmp_path / "nonexistent.jsonl"
  environ = dict(os.environ, JAX_PLATFORMS="cpu", **({variable: str(missing)} if variable else {}))
  flags = f"{flag}={missing}".format(questions=questions).split() if flag else []
  proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch", "train.py"), f"--config=configs/{env}.py:smoke",
                         f"--config.run_dir={run_dir}", *flags], cwd=ROOT,
                        capture_output=True, text=True, timeout=300, env=environ)
  lines = proc.stderr.strip().splitlines()
  assert proc.returncode == 2 and len(lines) == 1, proc.stderr[-2000:]
  assert lines[0].startswith("train: config error: ConfigError: " + message.format(missing=missing)), lines
  assert not os.path.exists(run_dir)


def test_a_dead_sglang_url_is_refused_before_the_warm_start_and_the_run_dir(tmp_path):
  """It used to be found only after the warm start (22 s on the smoke variant)."""
  import socket
  with socket.socket() as s:   # a port nothing listens on once closed
    s.bind(("127.0.0.1", 0))
    url = f"http://127.0.0.1:{s.getsockname()[1]}"
  run_dir = tmp_path / "run"
  proc = _launch("train.py", "--config=configs/alfworld.py:smoke", "--config.rollout.engine=sglang",
                 f"--config.rollout.sglang_urls={url}", f"--config.run_dir={run_dir}")
  assert proc.returncode == 1 and proc.stderr.strip() == (
      f"train: error: SGLangError: config.rollout.sglang_urls: {url} did not answer /health within 5 s; start the "
      f"server first (docs/sglang.md)"), proc.stderr[-2000:]
  assert "warm start" not in proc.stdout and not os.path.exists(run_dir)


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


@pytest.mark.slow
def test_ids_the_tokenizer_never_made_are_refused_in_one_line_not_trained_on(tmp_path):
  """The tiny policy's tokenizer has 512 BPE tokens and 4 added ones, its embedding 576 rows: ids 560 and 561
  used to be trained on (the run exited 0 with a KL of 7.11 in a mismatch warning). The policy has no mass on
  those rows (the sampler and the learner mask them, servers get the tokenizer's rows only), so no engine that
  serves it makes them."""
  from tests.fake_sglang import FakeSGLangServer
  from mcgpo_jax.rollout.engines.sglang import SGLangError
  cfg = alfworld_config.get_config("smoke")
  cfg.run_dir, cfg.num_updates, cfg.eval_every, cfg.checkpoint_every = str(tmp_path / "run"), 1, 0, 0
  with FakeSGLangServer() as fake:
    fake.backend = lambda body: ([560, 561], [-1.0, -1.0], "stop")
    cfg.rollout.engine, cfg.rollout.sglang_urls = "sglang", fake.url
    with pytest.raises(SGLangError) as e:
      trainer.train(cfg)
  assert str(e.value) == (f"{fake.url}: token id 560 at position 0 is outside the policy's vocabulary [0, 516) (is "
                          f"the server running another model?)")
  assert not os.path.exists(tmp_path / "run" / "metrics.jsonl") or not _metrics_lines(tmp_path / "run")
