"""The Method table (credit/methods.py): every algorithm has one entry, replay writes what the entry says,
and a method's own config section fails validation before any compute."""
import dataclasses
import os
import re

import numpy as np
import pytest

from configs import base, webshop as webshop_config
from launch import replay
from mcgpo_jax.config import ConfigError, validate_config
from mcgpo_jax.credit import methods
from mcgpo_jax.credit.method import Credit, Method
from mcgpo_jax.data.captures import read_captures
from tests.repo import ROOT

EXAMPLE = os.path.join(ROOT, "examples", "captures.jsonl")
# The papers' algorithms, which must stay in the table (a new one is added beside them).
PAPERS = {"grpo", "drgrpo", "rloo", "gigpo", "graphgpo", "g2po", "hgpo", "mcgpo", "sgr_opsd"}
# What the two methods with replay outputs write after "advantages" (docs/captures.md).
KNOWN_FIELDS = {"mcgpo": ["preferences"], "sgr_opsd": ["weights"]}


def documented_fields() -> list[str]:
  """The fields after "advantages" of docs/captures.md's example replay line."""
  text = open(os.path.join(ROOT, "docs", "captures.md")).read()
  example = next(b for b in re.findall(r"```json\n(.*?)```", text, re.S) if '"advantages"' in b)
  keys = re.findall(r'^ ?\{?"(\w+)":', example, re.M)
  return keys[keys.index("advantages") + 1:]


def test_every_algorithm_has_one_entry():
  assert PAPERS <= set(methods.names())
  for name, method in methods.METHODS.items():
    assert method.name == name
    assert method.estimator in methods.estimator_names(), f"{name}: its estimator {method.estimator!r} has no entry"
    assert (method.module is None) == (method.estimator != name), f"{name}: only a task estimator has a module"
    assert method.section is None or method.section.name in base.get_config()
  assert (methods.METHODS["mcgpo"].estimator, methods.METHODS["sgr_opsd"].estimator) == ("graphgpo", "grpo")
  assert methods.estimator_module("drgrpo") is methods.estimator_module("grpo")   # one module, two presets


@pytest.mark.parametrize("name", methods.names())
def test_replay_writes_the_outputs_of_the_algorithms_entry(name, monkeypatch):
  groups = read_captures(EXAMPLE)[:2]
  record = replay.replay(groups, name, base.get_config())[0]
  extra = list(record)[2:]
  assert list(record)[:2] == ["task_id", "advantages"]
  assert extra == KNOWN_FIELDS.get(name, extra)
  assert (methods.METHODS[name].reporting.replay_outputs is None) == (extra == [])
  assert set(extra) <= set(documented_fields()), f"docs/captures.md's example does not show {name}'s {extra}"
  marked = dataclasses.replace(methods.METHODS[name], reporting=dataclasses.replace(
      methods.METHODS[name].reporting, replay_outputs=lambda gs, credit: [{"marker": 1}] * len(gs)))
  monkeypatch.setitem(methods.METHODS, name, marked)
  assert list(replay.replay(groups, name, base.get_config())[0]) == ["task_id", "advantages", "marker"]


@pytest.mark.parametrize("name", [n for n in methods.names() if methods.METHODS[n].reporting.columns])
def test_report_columns_name_diagnostics_the_method_logs(name):
  """launch/report.py's table of a method reads metric keys its credit actually writes (a renamed
  diagnostic would leave an empty column)."""
  method = methods.METHODS[name]
  credit = methods.compute_credit(name, read_captures(EXAMPLE)[:2], base.get_config())
  for heading, pooling, keys in method.reporting.columns:
    assert pooling in ("mean", "wtl", "agreement"), heading
    assert len(keys) == (1 if pooling == "mean" else 3), heading
    for key in keys:
      assert key.startswith(method.reporting.diagnostics_prefix) and key in credit.diagnostics, (heading, key)


def test_unknown_algorithm_names_the_table():
  with pytest.raises(ValueError, match=r"unknown algorithm 'ppo'; choose one of .*sgr_opsd"):
    methods.get("ppo")


@pytest.mark.parametrize("field,value", [
    ("value_max_iters", 0), ("solver_max_iters", 0), ("teacher_bisection_iters", 2.5), ("value_tol", 0.0),
    ("budget_tol", -1.0)])
def test_a_bad_sgr_opsd_section_fails_validation_before_compute(field, value, monkeypatch):
  """Each of these values used to pass validation and fail inside the first update's calibration (a
  value iteration or solver that cannot converge, a contract no weights can meet)."""
  def no_compute(*args, **kwargs):
    raise AssertionError("validation computed credit")
  monkeypatch.setattr(methods, "compute_credit", no_compute)
  cfg = webshop_config.get_config("smoke")
  cfg.algorithm = "sgr_opsd"
  with cfg.ignore_type():
    cfg.sgr_opsd[field] = value
  with pytest.raises(ConfigError, match=f"^config.sgr_opsd: sgr_opsd.{field} = {value!r}; expected"):
    validate_config(cfg)


def test_sgr_opsd_plan_source_is_checked_with_its_section():
  cfg = webshop_config.get_config("smoke")
  cfg.algorithm = "sgr_opsd"
  cfg.plans.source = "endpoint"
  with pytest.raises(ConfigError, match=r"config.plans.source='endpoint' needs config.plans.endpoint"):
    validate_config(cfg)
  cfg.algorithm = "grpo"   # plans are SGR-OPSD's teacher's: other algorithms do not read them
  validate_config(cfg)


def test_teacher_and_pair_coefficient_come_from_the_entry():
  cfg = base.get_config()
  assert methods.get("mcgpo").pair_coefficient(cfg) == 0.05   # λ_pair of MCGPO Eq. 7 (docs/algorithms.md)
  assert methods.get("grpo").pair_coefficient(cfg) == 0.0
  assert methods.get("sgr_opsd").needs_teacher(cfg) and not methods.get("mcgpo").needs_teacher(cfg)
  cfg.mcgpo.variant, cfg.sgr_opsd.ablation = "no_pairwise", "no_teacher"
  assert methods.get("mcgpo").pair_coefficient(cfg) == 0.0
  assert not methods.get("sgr_opsd").needs_teacher(cfg)


def test_estimator_kernels_get_the_batch_without_its_host_only_fields(monkeypatch):
  """A method's own id tables and float64 arrays ride in the packed batch, but the jitted estimators never
  read them: methods.advantages must not hand them over (a device copy on every call, and MCGPO's ids in
  the jit signature of GraphGPO's kernel under it)."""
  from mcgpo_jax.data.batch import pack
  from tests.mcgpo_groups import random_batch
  seen = []
  real = methods.estimator_module("graphgpo").advantages
  monkeypatch.setattr(methods.estimator_module("graphgpo"), "advantages", lambda b, cfg: seen.append(b) or real(b, cfg))
  groups = random_batch(3, P=2, num_locations=3)
  batch = pack(groups, extras=methods.get("mcgpo").pack_extras)
  assert batch.extras is not None
  out = methods.advantages("graphgpo", batch, env="alfworld")
  (given,) = seen
  assert (given.extras, given.teacher_gap, given.returns) == (None, None, None)
  assert out.shape == batch.shape and (given.anchor == batch.anchor).all()


def test_a_new_method_packs_its_own_per_row_data_through_its_entry(monkeypatch):
  """The credit contract is open to new per-row data: a method written here, outside mcgpo_jax, supplies an
  array per row with its `pack_extras` and its compute reads it back as `batch.extras`, with data/batch.py
  and credit/method.py as they are. The trainer's path (methods.pack_update, then methods.credit): the hook
  runs once, on the update's shape, and the estimator's kernel under the method never sees the array."""
  groups = read_captures(EXAMPLE)[:2]
  packed, kernel_batches = [], []

  def action_lengths(gs, shape):   # a per-row value nothing in mcgpo_jax packs: the action key's length
    out = np.zeros(shape, np.float32)
    for p, g in enumerate(gs):
      for i, traj in enumerate(g.trajectories):
        out[p, i, :len(traj.steps)] = [len(s.action) for s in traj.steps]
    packed.append(out)
    return {"action_length": out}

  def compute(gs, batch, base, settings):
    return Credit(batch, base(batch) + batch.extras["action_length"])

  real = methods.estimator_module("grpo").advantages
  monkeypatch.setattr(methods.estimator_module("grpo"), "advantages",
                      lambda b, cfg: kernel_batches.append(b) or real(b, cfg))
  monkeypatch.setitem(methods.METHODS, "action_bonus",
                      Method("action_bonus", estimator="grpo", compute=compute, pack_extras=action_lengths))
  batch = methods.pack_update("action_bonus", groups, base.get_config())
  credit = methods.credit("action_bonus", groups, batch, base.get_config())
  (lengths,) = packed
  assert lengths.shape == batch.shape and (lengths[np.asarray(batch.mask)] > 0).all()
  plain = methods.compute_credit("grpo", groups, base.get_config())
  np.testing.assert_array_equal(credit.advantages, plain.advantages + lengths)
  assert len(packed) == 1 and plain.batch.extras is None   # grpo's packing did not call the new hook
  assert all(b.extras is None for b in kernel_batches) and len(kernel_batches) == 2


@pytest.mark.parametrize("name", methods.names())
def test_a_method_s_per_row_data_is_packed_for_that_method_alone(name, monkeypatch):
  """Each entry's `pack_extras` runs once when its own algorithm packs and never for another: the task
  estimators pay nothing for SGR-OPSD's graph ids or MCGPO's matching ids, and neither method for the
  other's."""
  owners = [n for n, m in methods.METHODS.items() if m.pack_extras is not None]
  assert {"mcgpo", "sgr_opsd"} <= set(owners)
  calls = []
  for owner in owners:
    real = methods.METHODS[owner].pack_extras
    spy = lambda gs, shape, owner=owner, real=real: calls.append(owner) or real(gs, shape)
    monkeypatch.setitem(methods.METHODS, owner, dataclasses.replace(methods.METHODS[owner], pack_extras=spy))
  batch = methods.pack_update(name, read_captures(EXAMPLE)[:2], base.get_config())
  assert calls == ([name] if name in owners else [])
  assert (batch.extras is None) == (name not in owners)
