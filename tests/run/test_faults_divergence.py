"""Updates that would poison the weights (docs/faults.md): non-finite credit, weights or losses go back to the
newest checkpoint; finite but exploding updates are skipped by the divergence guard, which stops the run after
too many; ids the tokenizer never made are refused, not trained on."""
import dataclasses
import json
import os
import warnings

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from configs import alfworld as alfworld_config
from mcgpo_jax import rundir, trainer
from mcgpo_jax.credit import methods
from mcgpo_jax.credit.method import Credit, Pairs
from mcgpo_jax.guard import UpdateGuard
from tests.run.faults_common import fake_run, metrics_rows, restore_targets, smoke_config


def test_non_finite_credit_is_refused_before_the_learner_sees_it():
  assert trainer.nonfinite_inputs(np.array([0.1, -0.2], np.float32), np.zeros(0, np.float32)) == ""
  assert trainer.nonfinite_inputs(np.array([0.1, np.nan], np.float32), np.zeros(0)) == "non-finite advantages"
  assert trainer.nonfinite_inputs(np.zeros(2), np.array([np.inf])) == "non-finite pair weights"


def test_a_non_finite_update_goes_back_to_the_newest_checkpoint_and_never_keeps_nan_weights():
  credit = Credit(batch=None, advantages=np.zeros(0), pairs=Pairs.none())
  adv = np.ones(2, np.float32)
  run = fake_run({"w": jnp.array([1.0, jnp.nan, 1.0])}, 0.3, checkpoint=4)
  _, skipped = trainer._learn(run, 6, None, adv, credit, 0)
  assert skipped == "non-finite weights or optimizer state (back to checkpoint 4)"
  assert np.all(np.asarray(run.params["w"]) == 7.0)
  run = fake_run({"w": jnp.ones(3)}, float("nan"), checkpoint=4)
  assert trainer._learn(run, 6, None, adv, credit, 0)[1].startswith("non-finite actor/loss")
  run = fake_run({"w": jnp.full(3, 2.0)}, 0.3, checkpoint=4)
  assert trainer._learn(run, 6, None, adv, credit, 0)[1] == ""
  assert np.all(np.asarray(run.params["w"]) == 2.0)
  run = fake_run({"w": jnp.array([jnp.inf, 1.0, 1.0])}, 0.3, checkpoint=None)
  with pytest.raises(trainer.NonFiniteError, match="no checkpoint to go back to"):
    trainer._learn(run, 1, None, adv, credit, 0)


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
      trainer.train(smoke_config(run_dir, num_updates=3, max_nonfinite_updates=2))
  rows = metrics_rows(run_dir)
  assert [r["update"] for r in rows] == [1, 2]
  assert all(r["actor/skipped_update"] == 1.0 and r["critic/advantages/mean"] is None and "actor/loss" not in r
             for r in rows)
  from mcgpo_jax import checkpoint as ckpt_lib
  with ckpt_lib.Checkpointer(str(run_dir / "checkpoints")) as ckpts:
    assert ckpts.all_updates() == [0, 1]    # update 2's checkpoint never happened: the run stopped first
    params = [ckpts.restore(*restore_targets(run_dir), update=u).params for u in (0, 1)]
  for a, b in zip(jax.tree.leaves(params[0]), jax.tree.leaves(params[1])):
    assert np.all(np.isfinite(a)) and np.array_equal(a, b)    # skipped: the weights did not move
  rundir.RunDirLock(str(run_dir)).release()   # the failed run released its lock
  # Metrics lost after the fact: the last checkpoint's row comes back from the checkpoint, a torn tail goes.
  with open(run_dir / "metrics.jsonl", "w") as f:
    f.write('{"update": 0}\n{"update": 1, "skipp')
  monkeypatch.setattr(methods, "credit", real)
  with warnings.catch_warnings():
    warnings.simplefilter("ignore", RuntimeWarning)
    trainer.train(smoke_config(run_dir, num_updates=1, max_nonfinite_updates=2))
  rows = metrics_rows(run_dir)
  assert [r["update"] for r in rows] == [0, 1] and rows[1]["actor/skipped_update"] == 1.0


def test_a_finite_but_exploding_update_is_skipped_like_a_nan_and_goes_back_to_the_checkpoint():
  """A learning rate of 1e6 used to keep (and checkpoint) weights of |w| ~ 1e10: finite, so not caught."""
  credit = Credit(batch=None, advantages=np.zeros(0), pairs=Pairs.none())
  adv = np.ones(2, np.float32)
  run = fake_run({"w": jnp.full(3, 1e10)}, 0.3, checkpoint=4)
  _, skipped = trainer._learn(run, 6, None, adv, credit, 0)
  assert skipped.startswith("diverging param_norm 1.73e+10 > config.guard.factor=100 x 1.73 (the largest of the "
                            "last 1 kept updates) (back to checkpoint 4)"), skipped
  assert np.all(np.asarray(run.params["w"]) == 7.0)
  run = fake_run({"w": jnp.full(3, 50.0)}, 0.3, checkpoint=4)   # 50x: a big step, not an explosion
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
  again = UpdateGuard.from_config(smoke_config("x", max_nonfinite_updates=3), json.loads(json.dumps(guard.state())))
  assert again.skips == guard.skips and again.kept == guard.kept   # resumed from a checkpoint: the same record
  guard = UpdateGuard(factor=100.0, history=8, window=10, max_skips=5, max_in_a_row=2)
  assert [guard.record(s) for s in (True, False, True, True)][-1].startswith("2 updates in a row were skipped")


@pytest.mark.slow
def test_a_diverging_learning_rate_stops_the_run_with_finite_checkpoints_of_kept_updates(tmp_path, capsys):
  """--config.learn.learning_rate=1e6: every update explodes, is skipped and rolled back, and the run stops
  (it used to exit 0 with |w| ~ 1e10 checkpointed)."""
  from mcgpo_jax import checkpoint as ckpt_lib
  run_dir = tmp_path / "run"
  cfg = smoke_config(run_dir, num_updates=6)
  cfg.learn.learning_rate = 1e6
  with pytest.raises(trainer.NonFiniteError, match=r"3 updates in a row were skipped .*diverging param_norm"):
    trainer.train(cfg)
  rows = metrics_rows(run_dir)
  assert [r["update"] for r in rows] == [1, 2, 3] and all(r["actor/skipped_update"] == 1.0 for r in rows)
  with ckpt_lib.Checkpointer(str(run_dir / "checkpoints")) as ckpts:
    assert ckpts.all_updates() == [0, 1, 2]
    params = [ckpts.restore(*restore_targets(run_dir), update=u).params for u in (0, 2)]
  for a, b in zip(jax.tree.leaves(params[0]), jax.tree.leaves(params[1])):
    assert np.array_equal(a, b) and np.max(np.abs(a)) < 100    # the warm-started weights, never the exploded ones


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
  assert not os.path.exists(tmp_path / "run" / "metrics.jsonl") or not metrics_rows(tmp_path / "run")
