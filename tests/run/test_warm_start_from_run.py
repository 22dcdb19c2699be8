"""config.warm_start.from_run: runs of several methods start from one run's warm start (scripts/study.sh
pairs its methods on identical warm starts per seed). The copy is the source's exact reference weights and
tokenizer; a run warm-started differently is refused, naming the field."""
from __future__ import annotations

import filecmp

import jax
import numpy as np
import pytest

from configs import webshop as webshop_config
from mcgpo_jax import builder, trainer, warm_start
from mcgpo_jax import checkpoint as ckpt_lib
from mcgpo_jax import config as config_lib
from mcgpo_jax.metrics import read_metrics
from mcgpo_jax.rundir import RunDir


def _smoke(run_dir, **overrides):
  cfg = webshop_config.get_config("smoke")
  cfg.run_dir, cfg.num_updates, cfg.eval_every, cfg.checkpoint_every = str(run_dir), 1, 0, 0
  for k, v in overrides.items():
    section, _, field = k.rpartition(".")
    (cfg[section] if section else cfg)[field] = v
  return cfg


def _reference(run_dir, target):
  with ckpt_lib.Checkpointer(RunDir(run_dir).reference) as ref:
    return jax.tree.map(np.asarray, ref.restore(target, builder._NO_OPT_STATE).params)


def test_a_run_starts_from_another_runs_warm_start_and_refuses_a_different_one(tmp_path, monkeypatch):
  source, target = tmp_path / "warm", tmp_path / "grpo"
  trainer.train(_smoke(source, num_updates=0))   # the warm start only, as scripts/study.sh makes its sources
  assert not read_metrics(str(source))
  run = builder.build(_smoke(source, num_updates=0))   # resumes it: no cloning, no update
  try:
    abstract = run.learning.learner.abstract_state()[0]
    warm = jax.tree.map(np.asarray, run.learning.params)
  finally:
    run.close()
  def no_cloning(*args, **kwargs):
    raise AssertionError("the run cloned the demonstrations again instead of starting from the source's")

  monkeypatch.setattr(warm_start, "demonstrations", no_cloning)
  monkeypatch.setattr(warm_start, "behaviour_cloning", no_cloning)
  run = builder.build(_smoke(target, algorithm="grpo", **{"warm_start.from_run": str(source)}))
  try:
    started = jax.tree.map(np.asarray, run.learning.params)
  finally:
    run.close()
  # The source's weights, as the target's starting policy and saved as its own reference.
  for a, b, c in zip(jax.tree.leaves(warm), jax.tree.leaves(started),
                     jax.tree.leaves(_reference(target, abstract))):
    assert np.array_equal(a, b) and np.array_equal(a, c)
  cmp = filecmp.dircmp(RunDir(source).tokenizer, RunDir(target).tokenizer)
  assert cmp.left_list == cmp.right_list and not cmp.diff_files and cmp.left_list
  assert not (tmp_path / "grpo" / "reference.copying").exists()

  with pytest.raises(config_lib.ConfigError, match=r"warm_start.from_run=.* was warm-started differently: "
                                                r"config.seed: 0 .* != 1"):
    builder.build(_smoke(tmp_path / "other", seed=1, **{"warm_start.from_run": str(source)}))
  with pytest.raises(config_lib.ConfigError, match="is not a warm-started run dir"):
    builder.build(_smoke(tmp_path / "other2", **{"warm_start.from_run": str(tmp_path / "nothing")}))


def test_the_environments_own_section_belongs_to_the_warm_start(tmp_path):
  """WebShop's data section (config.webshop) shapes the demonstrations: a different one is another warm
  start, though no field list names it."""
  from mcgpo_jax import rundir
  source = _smoke(tmp_path)
  (tmp_path / "config.json").write_text(source.to_json())
  other = _smoke(tmp_path / "b", algorithm="grpo", num_updates=7, **{"warm_start.from_run": str(tmp_path)})
  assert rundir.warm_start_mismatch(str(tmp_path), other.to_dict()) == []   # from_run itself is no difference
  other.webshop.human_goals = not source.webshop.human_goals
  diff = rundir.warm_start_mismatch(str(tmp_path), other.to_dict())
  assert len(diff) == 1 and diff[0].startswith("config.webshop.human_goals:")
