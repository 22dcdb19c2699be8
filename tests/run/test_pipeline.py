"""Pipelined runs on the real roles (config.pipeline.max_lag = 1, docs/pipeline.md): the ALFWorld smoke's
methods, filtering and mismatch metrics under a bounded staleness, and kill -9 at three points of a pipelined
run, each resumed to exactly what an uninterrupted pipelined run logs."""
from __future__ import annotations

import math
import os
import subprocess
import sys
import time

import pytest

from configs import alfworld as alfworld_config
from mcgpo_jax import trainer
from mcgpo_jax.metrics import read_metrics
from tests.house.test_metrics_doc import undocumented
from tests.repo import ROOT
from tests.run.test_kill_resume import kill_when


def smoke(tmp_path, name: str, **fields):
  cfg = alfworld_config.get_config("smoke")
  cfg.run_dir = str(tmp_path / name)
  cfg.pipeline.max_lag = 1
  cfg.update(fields)
  return cfg


def learned(rows: list[dict]) -> list[dict]:
  return [r for r in rows if r["update"] > 0]


@pytest.mark.slow
def test_mcgpo_smoke_at_max_lag_1_learns_from_batches_one_version_old(tmp_path):
  cfg = smoke(tmp_path, "mcgpo", num_updates=3, algorithm="mcgpo")
  cfg.rollout.mismatch_dump = True
  trainer.train(cfg)
  rows = learned(read_metrics(cfg.run_dir))
  assert [r["rollout/staleness_max"] for r in rows] == [0.0, 1.0, 1.0]   # v(u) = max(1, u - 1)
  assert [r["rollout/staleness_mean"] for r in rows] == [0.0, 1.0, 1.0]
  for r in rows:
    assert math.isfinite(r["actor/loss"]) and math.isfinite(r["actor/pg_loss"]), r
    assert (r["actor/pair_loss"] != 0) == (r["mcgpo/pairs"] > 0)         # MCGPO's pair units learn too
    assert 0 < r["actor/tis_weight"] <= 2.0                               # the behaviour weight, capped at 2
  # the mismatch metrics see the lag: none at update 1 (sampled by π_old itself), some after a step
  assert rows[0]["rollout/kl_sampler_learner"] < 1e-6
  assert rows[1]["rollout/kl_sampler_learner"] > 1e-6 and rows[2]["rollout/kl_sampler_learner"] > 1e-6
  assert "pipeline/actor_rollout_s" in rows[1]
  assert os.path.isfile(os.path.join(cfg.run_dir, "mismatch", "update_00002.jsonl"))
  assert not undocumented({k for r in rows for k in r})                  # docs/metrics.md names the new keys


@pytest.mark.slow
def test_sgr_opsd_with_dynamic_filtering_runs_pipelined(tmp_path):
  cfg = smoke(tmp_path, "sgr", num_updates=2, algorithm="sgr_opsd", dynamic_filter=True, eval_every=0,
              checkpoint_every=0)
  trainer.train(cfg)
  rows = learned(read_metrics(cfg.run_dir))
  assert [r["rollout/staleness_max"] for r in rows] == [0.0, 1.0]
  for r in rows:
    assert "sgr/scoreable_rows" in r and r["episode/filter_attempts"] >= 1, r
    assert r["episode/num_trajectories"] == cfg.groups * cfg.group_size
    assert math.isfinite(r["actor/loss"]), r


@pytest.mark.slow
def test_sglang_servers_sample_the_next_batch_from_the_published_weight_dirs(tmp_path):
  """engine=sglang at max_lag 1: the actor thread writes each published version as a weight dir and the server
  loads it; the batches learned are one version old, as with the embedded sampler."""
  from tests.fake_sglang import FakeSGLangServer
  from tests.run.test_mismatch_training import PolicyBackend
  with FakeSGLangServer() as fake:
    cfg = smoke(tmp_path, "sglang", num_updates=3, eval_every=0, checkpoint_every=0)
    cfg.rollout.engine, cfg.rollout.sglang_urls = "sglang", fake.url
    fake.backend = PolicyBackend(cfg, shift=0.0)
    loaded = []
    fake.on_update = lambda body: (loaded.append(os.path.basename(body["model_path"].rstrip("/"))),
                                   fake.backend.load(body))
    trainer.train(cfg)
  rows = learned(read_metrics(cfg.run_dir))
  assert [r["rollout/staleness_max"] for r in rows] == [0.0, 1.0, 1.0]
  assert all(math.isfinite(r["actor/loss"]) for r in rows)
  assert rows[0]["rollout/kl_sampler_learner"] < 1e-6 < rows[1]["rollout/kl_sampler_learner"]
  # the warm-started weights (version 1) written once by the builder, then version 2 by the actor thread; the
  # batch of update 3 is version 2's, so version 3 is never written
  assert loaded == ["v0", "v1"]


# --- kill -9 ----------------------------------------------------------------------------------------------------

UPDATES = 4


def _command(run_dir: str) -> list[str]:
  return [sys.executable, os.path.join(ROOT, "launch", "train.py"), "--config=configs/alfworld.py:smoke",
          f"--config.num_updates={UPDATES}", "--config.checkpoint_every=1", "--config.eval_every=2",
          "--config.pipeline.max_lag=1", f"--config.run_dir={run_dir}"]


def _env() -> dict[str, str]:
  return dict(os.environ, JAX_PLATFORMS="cpu", PYTHONUNBUFFERED="1")


def _run(run_dir: str) -> str:
  proc = subprocess.run(_command(run_dir), cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=900)
  assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
  return proc.stdout + proc.stderr


def _rows_logged(run_dir: str) -> int:
  try:
    with open(os.path.join(run_dir, "metrics.jsonl")) as f:
      return sum(1 for line in f if line.endswith("\n"))
  except FileNotFoundError:
    return 0


def _kill_when(run_dir: str, ready) -> None:
  kill_when(_command(run_dir), ready)
  assert UPDATES not in {r["update"] for r in read_metrics(run_dir)}, "killed too late: the run had finished"


def _exact(row: dict) -> dict:
  return {k: v for k, v in row.items() if not k.startswith("timing_s/") and not k.endswith("_per_s")
          and k != "pipeline/actor_rollout_s"}


@pytest.mark.slow
def test_a_pipelined_run_killed_at_three_points_resumes_to_the_uninterrupted_metrics(tmp_path):
  """Right after checkpoint 1 (its in-flight batch for update 2 rides in it), between update 2's metrics row
  and its checkpoint (the update is redone), and in the middle of update 3 (after its validation-free row
  1's batch was consumed): each resumed run logs every non-timing metric exactly as a straight run does."""
  straight = str(tmp_path / "straight")
  _run(straight)
  want = [_exact(r) for r in read_metrics(straight)]
  assert [r["update"] for r in want] == list(range(UPDATES + 1))
  checkpoints = lambda d, n: os.path.isdir(os.path.join(d, "checkpoints", str(n)))   # noqa: E731
  points = {"after_checkpoint_1": lambda d: checkpoints(d, 1),
            "between_row_2_and_checkpoint_2": lambda d: _rows_logged(d) >= 3,   # rows 0, 1, 2
            "inside_update_3": lambda d: checkpoints(d, 2) and time.sleep(0.5) is None}
  for name, point in points.items():
    run_dir = str(tmp_path / name)
    _kill_when(run_dir, lambda: point(run_dir))
    log = _run(run_dir)
    assert "resumed from" in log, (name, log[-2000:])
    got = [_exact(r) for r in read_metrics(run_dir)]
    assert [r["update"] for r in got] == list(range(UPDATES + 1)), name
    for new, old in zip(got, want):
      assert new == old, (name, new["update"], {k: (old.get(k), new.get(k)) for k in set(old) | set(new)
                                                  if old.get(k) != new.get(k)})
