"""An old run dir reads as its code ran: rundir.read_config upgrades its config.json (mcgpo_jax/config_upgrade.py)
to today's fields at the values that mean what the code did before them, so a run from before scanned layers
still exports with its per-layer checkpoint.

The kept fixture is a study run's config.json (docs/results/alfworld_cpu, written before scan_layers, the
attention kernels, LoRA, packed rows and the copy curriculum existed); the test puts beside it a checkpoint
in the layout that code wrote (one array per decoder layer) and a tokenizer trained as its warm start did."""
import json
import os
import shutil

import ml_collections
import numpy as np
import pytest
from flax import nnx

from configs import alfworld as alfworld_config
from mcgpo_jax import builder, config_upgrade, rundir
from mcgpo_jax.export import export_run
from mcgpo_jax.rollout.tokenizer import ChatTokenizer
from tests.ecosystem.test_ecosystem_hf import _save_checkpoint as save_checkpoint
from tests.hf_tiny import hf_logits
from tests.repo import ROOT

KEPT = os.path.join(ROOT, "docs", "results", "alfworld_cpu", "grpo_s0", "config.json")


def test_the_upgrade_fills_what_a_run_lacked_with_the_value_before_the_field_and_keeps_what_it_holds():
  saved = json.load(open(KEPT))
  assert "scan_layers" not in saved["model"] and "lora" not in saved and "pack" not in saved["learn"]
  new = config_upgrade.upgrade(saved)
  assert (new["model"]["scan_layers"], new["model"]["attention"], new["learn"]["pack"]) == (False, "xla", False)
  assert new["lora"] == {"rank": 0, "alpha": 16.0, "targets": "q k v o gate up down"}
  assert new["guard"]["factor"] == 0.0 and new["rollout"]["compact_rows"] is False
  assert "searchqa" not in new   # another environment's section: not this run's
  assert {k: v for k, v in new["model"].items() if k in saved["model"]} == saved["model"]
  assert saved == json.load(open(KEPT))                    # a copy: the caller's dict stays as read
  # A run of today keeps every value it holds, and a removed field is dropped.
  today = json.loads(alfworld_config.get_config("smoke").to_json())
  assert config_upgrade.upgrade(today) == today
  assert "dropout" not in config_upgrade.upgrade({**today, "lora": {**today["lora"], "dropout": 0.0}})["lora"]


def test_every_field_the_upgrade_adds_is_a_field_of_today():
  """The table names fields the configs still have (a rename leaves no stale entry behind)."""
  flat = {}
  for env in ("alfworld", "webshop", "searchqa", "appworld"):
    config = __import__(f"configs.{env}", fromlist=["get_config"]).get_config("smoke")
    flat[env] = set(rundir._flat(json.loads(config.to_json_best_effort()), "config"))
  for added in config_upgrade.ADDED:
    fields = flat[added.env or "alfworld"]
    assert any(f == f"config.{added.field}" or f.startswith(f"config.{added.field}.") for f in fields), added
  assert all(len(a.commit) == 7 for a in config_upgrade.ADDED + config_upgrade.REMOVED)


def _per_layer_checkpoint(run_dir: str, cfg) -> np.ndarray:
  """What the code before scanned layers saved (one array per decoder layer), and its logits."""
  per_layer = ml_collections.ConfigDict(cfg.to_dict())
  per_layer.model.scan_layers = False
  model = builder.model_from_config(per_layer, ChatTokenizer(os.path.join(run_dir, "tokenizer")).vocab_size)
  params = save_checkpoint(run_dir, model, cfg, update=3, seed=5)
  return np.asarray(nnx.merge(nnx.graphdef(model), params)(np.array([[1, 2, 40, 41, 100, 7]])))


@pytest.mark.slow
def test_a_run_dir_from_before_scanned_layers_still_exports(tmp_path):
  from mcgpo_jax.rollout.tiny_tokenizer import train_tokenizer
  run_dir = str(tmp_path / "run")
  os.makedirs(run_dir)
  shutil.copy(KEPT, os.path.join(run_dir, "config.json"))
  cfg = ml_collections.ConfigDict(rundir.read_config(run_dir))
  train_tokenizer(["go to cabinet 1. take mug 1 from countertop 2. <action>look</action>"] * 50,
                  os.path.join(run_dir, "tokenizer"), cfg.model.tokenizer_vocab)
  ours = _per_layer_checkpoint(run_dir, cfg)
  out = export_run(run_dir, str(tmp_path / "hf"), dtype="float32")
  np.testing.assert_allclose(hf_logits(out, np.array([[1, 2, 40, 41, 100, 7]])), ours, rtol=2e-4, atol=2e-4)
