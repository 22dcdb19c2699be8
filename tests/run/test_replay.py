"""Replay: per-environment defaults, input order, config overrides, the extension table, the CLI contract.

Numbers are checked against the plain oracles of tests/oracles (through bench/credit.py's adapters), so
a replay that packed, configured or ordered groups wrongly cannot agree by accident.
"""
import dataclasses
import json
import os
import subprocess
import sys

import numpy as np
import pytest

from bench.credit import ORACLES
from configs import base
from launch import replay
from mcgpo_jax.credit import methods
from mcgpo_jax.credit.method import Reporting
from mcgpo_jax.data.captures import dumps_line, read_captures, write_captures
from tests.repo import ROOT

EXAMPLE = os.path.join(ROOT, "examples", "captures.jsonl")
ALL = methods.estimator_names()


@pytest.fixture(scope="module")
def groups():
  return read_captures(EXAMPLE)


def _expected(name, groups, config):
  """Oracle advantages per group, each environment with its own resolved config."""
  out = []
  for g in groups:
    cfg = replay.estimator_config(name, g.env, config)
    out.append(ORACLES[name]([g], cfg)[0])
  return out


def _assert_close(records, expected, groups):
  assert [r["task_id"] for r in records] == [g.task_id for g in groups]
  for r, e, g in zip(records, expected, groups):
    assert [len(s) for s in r["advantages"]] == [len(t.steps) for t in g.trajectories]
    for got, want in zip(r["advantages"], e):
      np.testing.assert_allclose(got, want, atol=2e-5, err_msg=g.task_id)


@pytest.mark.parametrize("name", ALL)
def test_base_config_mirrors_estimator_config(name):
  fields = {f.name for f in dataclasses.fields(methods.estimator_module(name).Config)}
  assert set(base.get_config().credit[name].keys()) == fields


@pytest.mark.parametrize("name", ALL)
def test_replay_matches_oracle_with_per_env_defaults(name, groups):
  config = base.get_config()
  _assert_close(replay.replay(groups, name, config), _expected(name, groups, config), groups)


def test_env_defaults_differ_and_output_keeps_input_order(groups):
  config = base.get_config()
  # Interleave the environments: each env is still replayed as one batch with its own defaults.
  order = [3, 0, 4, 1, 2]
  mixed = [groups[n] for n in order]
  by_task = {r["task_id"]: r for r in replay.replay(groups, "gigpo", config)}
  assert replay.replay(mixed, "gigpo", config) == [by_task[g.task_id] for g in mixed]
  # GiGPO's WebShop default ("mean") really is in force: forcing ALFWorld's mode changes WebShop rows.
  config.credit.gigpo.mode = "mean_std"
  forced = {r["task_id"]: r for r in replay.replay(groups, "gigpo", config)}
  assert forced[groups[3].task_id] != by_task[groups[3].task_id]
  assert forced[groups[0].task_id] == by_task[groups[0].task_id]


def test_config_override_reaches_the_estimator(groups):
  config = base.get_config()
  config.credit.gigpo.gamma = 0.5
  assert replay.estimator_config("gigpo", "webshop", config).gamma == 0.5
  _assert_close(replay.replay(groups, "gigpo", config), _expected("gigpo", groups, config), groups)


def test_similarity_anchors_reach_packing(groups):
  """`credit.gigpo.anchor_similarity` must change the interner, not just the Config: the result equals the
  exact-key oracle on observations renamed to their similarity cluster."""
  from mcgpo_jax.credit import gigpo
  config = base.get_config()
  config.credit.gigpo.anchor_similarity = 0.9
  renamed, merged = [], 0
  for g in groups:
    keys = [s.obs for t in g.trajectories for s in t.steps]
    clusters = gigpo.intern_similar(keys, 0.9)
    merged += len(set(keys)) - len(set(clusters.tolist()))
    ids = iter(clusters)
    renamed.append(dataclasses.replace(g, trajectories=[
        dataclasses.replace(t, steps=[dataclasses.replace(s, obs=f"cluster {next(ids)}") for s in t.steps])
        for t in g.trajectories]))
  assert merged > 0  # the example has near-duplicate observations at 0.9
  expected = [ORACLES["gigpo"]([g], dataclasses.replace(replay.estimator_config("gigpo", g.env, config),
                                                       anchor_similarity=None))[0] for g in renamed]
  _assert_close(replay.replay(groups, "gigpo", config), expected, groups)


def test_replay_is_deterministic(groups):
  config = base.get_config()
  first = [dumps_line(r) for r in replay.replay(groups, "graphgpo", config)]
  assert first == [dumps_line(r) for r in replay.replay(groups, "graphgpo", config)]


def test_extension_table_adds_rounded_extra_outputs(groups, monkeypatch):
  def weights(env_groups, credit):
    assert credit.advantages.shape == credit.batch.shape
    return [{"weights": np.full((len(g.trajectories),), 1 / 3, np.float32)} for g in env_groups]

  plain = replay.replay(groups, "grpo", base.get_config())
  monkeypatch.setitem(methods.METHODS, "grpo",
                      dataclasses.replace(methods.METHODS["grpo"], reporting=Reporting(replay_outputs=weights)))
  records = replay.replay(groups, "grpo", base.get_config())
  assert list(records[0]) == ["task_id", "advantages", "weights"]
  assert records[0]["weights"] == [0.333333] * 4
  assert [r["advantages"] for r in records] == [r["advantages"] for r in plain]


def test_request_errors(groups):
  with pytest.raises(replay.ReplayError, match=r"unknown algorithm 'nope'; replay knows .*graphgpo"):
    replay.replay(groups, "nope", base.get_config())
  other = [dataclasses.replace(groups[0], env="sokoban")]
  with pytest.raises(replay.ReplayError, match=r"environment 'sokoban' has no defaults for estimator grpo"):
    replay.replay(other, "grpo", base.get_config())


def _cli(*args, cwd):
  env = dict(os.environ, JAX_PLATFORMS="cpu")
  return subprocess.run([sys.executable, os.path.join(ROOT, "launch", "replay.py"), *args], cwd=cwd, env=env,
                        capture_output=True, text=True, timeout=300)


def test_cli_output_is_byte_identical_to_in_process_replay(groups, tmp_path):
  out = tmp_path / "out.jsonl"
  proc = _cli(f"--captures={EXAMPLE}", "--algorithm=gigpo", "--config.credit.gigpo.omega=0.5", f"--out={out}",
              cwd=tmp_path)
  assert proc.returncode == 0, proc.stderr
  config = base.get_config()
  config.credit.gigpo.omega = 0.5
  expected = "".join(dumps_line(r) + "\n" for r in replay.replay(groups, "gigpo", config))
  assert out.read_text(encoding="utf-8") == expected
  first = json.loads(expected.splitlines()[0])
  assert list(first) == ["task_id", "advantages"]


def test_cli_malformed_capture_is_one_line_error(groups, tmp_path):
  bad = tmp_path / "bad.jsonl"
  write_captures(bad, groups[:2])
  lines = bad.read_text(encoding="utf-8").splitlines()
  obj = json.loads(lines[1])
  obj["trajectories"][0]["steps"][1]["valid"] = "yes"
  bad.write_text(lines[0] + "\n" + json.dumps(obj) + "\n", encoding="utf-8")
  out = tmp_path / "out.jsonl"
  proc = _cli(f"--captures={bad}", "--algorithm=grpo", f"--out={out}", cwd=tmp_path)
  assert proc.returncode == 1
  assert proc.stderr.strip().splitlines() == [
      f"replay: error: {bad}:2: field 'trajectories[0].steps[1].valid': expected bool, got str"]
  assert not out.exists()


def test_mcgpo_replay_reproduces_the_pairs_of_a_training_update():
  """examples/captures_alfworld_mcgpo.jsonl is update 4 of a real ALFWorld MCGPO run, whose metrics logged
  mcgpo/pairs = 2 (both exact) and a nonzero pairwise loss; replay must rebuild exactly those pairs."""
  path = os.path.join(ROOT, "examples", "captures_alfworld_mcgpo.jsonl")
  records = replay.replay(read_captures(path), "mcgpo", base.get_config())
  prefs = [p for r in records for p in r["preferences"]]
  assert len(prefs) == 2 and {p["rule"] for p in prefs} == {"exact"}
  assert sorted(p["direction"] for p in prefs) == [0, 1]
  # support 1, |û| = 1 at the exact rule: c = 1 · 1/(1 + κ) · q_exact = 1/3
  assert all(p["support"] == 1 and p["contrast"] == 1.0 and p["weight"] == 0.333333 for p in prefs)


def test_graphgpo_replay_follows_final_obs(groups):
  """Captures with `final_obs`: a failed run's last edge goes to the recorded next observation (here the
  state one step before a sibling's success), matching the oracle and differing from the FAIL sink."""
  config = base.get_config()
  before = replay.replay(groups, "graphgpo", config)
  with_final = []
  for g in groups:
    won = [t for t in g.trajectories if t.success and len(t.steps) > 0]
    goal = won[0].steps[-1].obs if won else None
    with_final.append(dataclasses.replace(g, trajectories=[
        dataclasses.replace(t, final_obs=None if t.success else goal) for t in g.trajectories]))
  after = replay.replay(with_final, "graphgpo", config)
  _assert_close(after, _expected("graphgpo", with_final, config), with_final)
  assert after != before
