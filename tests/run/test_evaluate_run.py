"""Evaluation reads a run without building it: launch/evaluate.py on a finished tiny run leaves config.json and
metrics.jsonl byte-identical and works while a training process holds the run-dir lock; `load_policy`
returns the checkpoint's own weights."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import jax
import numpy as np

from configs import alfworld as alfworld_config
from mcgpo_jax import builder
from mcgpo_jax import checkpoint as ckpt_lib
from mcgpo_jax.learn.optimizer import OptimizerConfig
from mcgpo_jax.learn.step import Learner
from mcgpo_jax.policy import load_policy
from mcgpo_jax.rollout.tiny_tokenizer import train_tokenizer
from mcgpo_jax.rollout.tokenizer import ChatTokenizer
from mcgpo_jax.rundir import RunDir, RunDirLock
from tests.repo import ROOT


def _finished_run(run_dir: str) -> dict:
  """What a finished tiny smoke run leaves: config.json, its trained tokenizer, metrics rows and checkpoints
  0 and 1 (update 1's weights perturbed, so the two differ). Returns update 1's params as NumPy."""
  cfg = alfworld_config.get_config("smoke")
  cfg.run_dir = run_dir
  paths = RunDir(run_dir)
  train_tokenizer(["go to cabinet 1. take mug 1 from countertop 2. <action>look</action>"] * 50,
                  paths.tokenizer, cfg.model.tokenizer_vocab)
  with open(paths.config, "w") as f:
    f.write(cfg.to_json(indent=2))
  with open(paths.metrics, "w") as f:
    f.write('{"update": 0, "val/success_rate": 0.0}\n{"update": 1, "success_rate": 0.5}\n')
  model = builder.model_from_config(cfg, ChatTokenizer(paths.tokenizer).vocab_size)
  learner = Learner(model, optimizer=OptimizerConfig(learning_rate=cfg.learn.learning_rate,
                                                     weight_decay=cfg.learn.weight_decay, grad_clip=cfg.learn.grad_clip))
  params, opt_state = learner.init()
  moved = jax.tree.map(lambda x: x + 0.5, params)
  with ckpt_lib.Checkpointer(paths.checkpoints) as checkpoints:
    for update, p in ((0, params), (1, moved)):
      checkpoints.save(ckpt_lib.TrainCheckpoint(update=update, params=p, opt_state=opt_state,
                                                rng=jax.random.key(0), data_state={"update": update}))
  return jax.tree.map(np.asarray, moved)


def test_load_policy_restores_the_chosen_checkpoint(tmp_path):
  run_dir = str(tmp_path / "run")
  expected = _finished_run(run_dir)
  newest = load_policy(run_dir)
  assert newest.update == 1 and newest.cfg.env == "alfworld"
  for got, want in zip(jax.tree.leaves(newest.params), jax.tree.leaves(expected)):
    np.testing.assert_array_equal(np.asarray(got), want)
  first = load_policy(run_dir, update=0)
  assert first.update == 0
  leaf0, leaf1 = jax.tree.leaves(first.params)[0], jax.tree.leaves(expected)[0]
  np.testing.assert_allclose(np.asarray(leaf0) + 0.5, leaf1, rtol=1e-6)


def test_evaluate_leaves_the_run_untouched_and_runs_beside_a_training_lock(tmp_path):
  run_dir = str(tmp_path / "run")
  _finished_run(run_dir)
  paths = RunDir(run_dir)
  before = {p: open(p, "rb").read() for p in (paths.config, paths.metrics)}
  lock = RunDirLock(run_dir)   # as a training process would hold it
  listing = sorted(os.listdir(run_dir))
  try:
    out = tmp_path / "eval.json"
    # Two simulated devices: the policy is restored sharded over the run's mesh, as training placed it.
    proc = subprocess.run([sys.executable, "launch/evaluate.py", f"--run_dir={run_dir}", "--num_tasks=2",
                           f"--out={out}"], cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, JAX_PLATFORMS="cpu",
                                   XLA_FLAGS="--xla_force_host_platform_device_count=2"))
  finally:
    lock.release()
  assert proc.returncode == 0, proc.stderr[-3000:]
  result = json.loads(out.read_text())
  assert result["update"] == 1 and result["tasks"] == 2 and result["split"] == "valid"
  assert 0.0 <= result["success_rate"] <= 1.0
  assert {p: open(p, "rb").read() for p in before} == before
  assert sorted(os.listdir(run_dir)) == listing   # no tb/, wandb_id, new checkpoint or reference


def test_protocol_errors_are_one_line_before_anything_loads(tmp_path):
  """--protocol is found across the environments' specs: an unknown name lists them all, and a protocol of
  another environment than the run's is refused before its checkpoint is read (there is none here)."""
  run_dir = tmp_path / "run"
  run_dir.mkdir()
  (run_dir / "config.json").write_text(alfworld_config.get_config("smoke").to_json())

  def evaluate(name):
    return subprocess.run([sys.executable, "launch/evaluate.py", f"--run_dir={run_dir}", f"--protocol={name}"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, JAX_PLATFORMS="cpu"))

  unknown, other = evaluate("alfworld_sen"), evaluate("searchqa_test")
  assert unknown.returncode != 0 and unknown.stderr.strip().splitlines()[-1] == (
      "evaluate: --protocol: evaluation protocols are alfworld_seen, alfworld_unseen, appworld_test_challenge, "
      "appworld_test_normal, searchqa_test, "
      "not 'alfworld_sen'")
  assert other.returncode != 0 and other.stderr.strip().splitlines()[-1] == (
      "evaluate: --protocol=searchqa_test is for searchqa, this run is on alfworld")


def test_load_policy_on_a_mesh_shards_the_weights_like_the_learner(tmp_path):
  """A policy too large for one device must evaluate where it trained: on a mesh, load_policy restores each
  weight into the rules table's shards (here fsdp over 2 simulated devices), with the checkpoint's values."""
  run_dir = str(tmp_path / "run")
  expected = _finished_run(run_dir)
  np.save(tmp_path / "want.npy", np.concatenate([np.ravel(x) for x in jax.tree.leaves(expected)]))
  code = f"""
import jax, numpy as np
from mcgpo_jax.policy import load_policy
from mcgpo_jax.sharding import run_mesh
policy = load_policy({run_dir!r}, mesh=run_mesh({{"fsdp": -1}}))
leaves = jax.tree.leaves(policy.params)
assert len(jax.devices()) == 2
assert any(len(x.sharding.device_set) == 2 and not x.sharding.is_fully_replicated for x in leaves)
got = np.concatenate([np.ravel(np.asarray(x)) for x in leaves])
np.testing.assert_array_equal(got, np.load({str(tmp_path / "want.npy")!r}))
"""
  proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300,
                        env=dict(os.environ, JAX_PLATFORMS="cpu", XLA_FLAGS="--xla_force_host_platform_device_count=2"))
  assert proc.returncode == 0, proc.stderr[-3000:]


def test_best_checkpoint_is_the_saved_one_with_the_best_validation(tmp_path):
  """SGR-OPSD reports the best saved checkpoint by validation: `best_update` ranks the saved updates by
  the curve logged at their own update (an unsaved update cannot win; a tie goes to the earliest), and
  `launch/evaluate.py --checkpoint=best` evaluates it."""
  from mcgpo_jax.policy import best_update
  run_dir = str(tmp_path / "run")
  _finished_run(run_dir)
  metrics = RunDir(run_dir).metrics

  def validations(*values):
    with open(metrics, "w") as f:
      f.write("".join(json.dumps({"update": u, "val/success_rate": v}) + "\n" for u, v in values))

  validations((0, 0.5), (1, 0.25), (2, 0.9))     # update 2 was validated but never saved
  assert best_update(run_dir) == (0, 0.5)
  validations((0, 0.25), (1, 0.75))
  assert best_update(run_dir) == (1, 0.75)
  validations((0, 0.5), (1, 0.5))
  assert best_update(run_dir) == (0, 0.5)
  out = tmp_path / "best.json"
  run = lambda *flags: subprocess.run([sys.executable, "launch/evaluate.py", f"--run_dir={run_dir}", *flags],
                                      cwd=ROOT, capture_output=True, text=True, timeout=300,
                                      env=dict(os.environ, JAX_PLATFORMS="cpu"))
  validations((0, 0.75), (1, 0.25))   # the best is not the latest
  proc = run("--checkpoint=best", "--num_tasks=1", f"--out={out}")
  assert proc.returncode == 0, proc.stderr[-3000:]
  result = json.loads(out.read_text())
  assert (result["update"], result["selected_by"], result["selection_value"]) == (0, "best validation", 0.75)
  both = run("--checkpoint=best", "--update=0")
  assert both.returncode != 0 and both.stderr.strip().splitlines()[-1] == \
      "evaluate: --checkpoint=best and --update name different checkpoints; pass one"
