"""Run directories: ablations get their own default dir, and the object-store code path (gs://: no append,
no flock, no abspath) works, exercised on a local path by declaring it non-local."""
import json
import os

import jax
import numpy as np
import pytest

from configs import alfworld as alfworld_config
from configs import webshop as webshop_config
from mcgpo_jax import checkpoint as ckpt_lib
from mcgpo_jax import metrics, rundir
from mcgpo_jax.credit import methods


@pytest.mark.parametrize("env,algorithm,fields,expected", [
    ("alfworld", "mcgpo", {}, "runs/alfworld_mcgpo_s0"),
    ("alfworld", "mcgpo", {"mcgpo.variant": "same_fold"}, "runs/alfworld_mcgpo-same_fold_s0"),
    ("alfworld", "mcgpo", {"mcgpo.variant": "full"}, "runs/alfworld_mcgpo_s0"),              # the default
    ("alfworld", "mcgpo", {"mcgpo.lambda_pair": 0.1}, "runs/alfworld_mcgpo-lambda_pair0.1_s0"),
    ("alfworld", "mcgpo", {"mcgpo.variant": "same_fold", "mcgpo.lambda_pair": 0.1},       # the variant first
     "runs/alfworld_mcgpo-same_fold-lambda_pair0.1_s0"),
    ("alfworld", "mcgpo", {"credit.graphgpo.gamma_g": 0.1}, "runs/alfworld_mcgpo_s0"),       # ALFWorld's own γ_G
    ("webshop", "graphgpo", {"credit.graphgpo.gamma_g": 0.1}, "runs/webshop_graphgpo-gamma_g0.1_s0"),
    ("webshop", "g2po", {"credit.g2po.ablation": "edge_only", "credit.g2po.gamma": 0.9},
     "runs/webshop_g2po-edge_only-gamma0.9_s0"),
    ("alfworld", "gigpo", {"mcgpo.variant": "same_fold"}, "runs/alfworld_gigpo_s0"),         # not gigpo's field
    ("alfworld", "sgr_opsd", {"sgr_opsd.ablation": "no_graph"}, "runs/alfworld_sgr_opsd-no_graph_s0"),
])
def test_default_run_dir_names_the_fields_set_away_from_the_algorithms_default(env, algorithm, fields, expected):
  cfg = (alfworld_config if env == "alfworld" else webshop_config).get_config("quickstart")
  cfg.algorithm = algorithm
  for path, value in fields.items():
    section, name = path.rsplit(".", 1)
    node = cfg
    for part in section.split("."):
      node = node[part]
    node[name] = value
  assert rundir.default_run_dir(cfg, methods.run_overrides(cfg)) == expected


@pytest.mark.parametrize("env,variant,algorithm,expected", [
    ("alfworld", "quickstart", None, "runs/alfworld_graphgpo_s0"),                 # the default variant: no suffix
    ("alfworld", "smoke", None, "runs/alfworld_graphgpo-smoke_s0"),               # never blocks the quickstart's dir
    ("alfworld", "smoke", "g2po", "runs/alfworld_g2po-smoke_s0"),
    ("webshop", "qwen2.5-7b", None, "runs/webshop_mcgpo-qwen2.5-7b_s0"),
    ("webshop", "sgr-opsd-qwen2.5-3b", None, "runs/webshop_sgr_opsd-qwen2.5-3b_s0"),   # the method named once
])
def test_default_run_dir_names_the_config_files_variant(env, variant, algorithm, expected):
  cfg = (alfworld_config if env == "alfworld" else webshop_config).get_config(variant)
  cfg.algorithm = algorithm or cfg.algorithm
  assert rundir.default_run_dir(cfg, methods.run_overrides(cfg)) == expected


@pytest.fixture
def object_store(monkeypatch):
  """Every path counts as an object-store URL: the gs:// code path, run on a local directory."""
  monkeypatch.setattr(rundir, "is_local", lambda path: False)


def test_metrics_on_an_object_store_rewrite_the_file_and_resume_like_local_ones(tmp_path, object_store):
  run = str(tmp_path / "run")
  writer = metrics.MetricsWriter(run, tensorboard=False, console=False)
  for update in range(3):
    with pytest.warns(RuntimeWarning, match="non-finite"):
      writer.write(update, {"actor/loss": 0.5 + update, "bad": float("nan")})
  writer.close()
  assert [r["actor/loss"] for r in metrics.read_metrics(run)] == [0.5, 1.5, 2.5]
  assert metrics.read_metrics(run)[0]["bad"] is None
  resumed = metrics.MetricsWriter(run, tensorboard=False, console=False, keep_through=1)
  assert resumed.updates == {0, 1}
  resumed.write(2, {"actor/loss": 9.0})
  resumed.close()
  with open(os.path.join(run, "metrics.jsonl")) as f:
    assert [json.loads(line)["update"] for line in f] == [0, 1, 2]
  assert metrics.read_metrics(run)[-1]["actor/loss"] == 9.0


def test_checkpoints_and_lock_on_an_object_store(tmp_path, object_store):
  with pytest.warns(UserWarning, match="not a local filesystem"):
    lock = rundir.RunDirLock(str(tmp_path))
  lock.release()
  assert not os.path.exists(tmp_path / "lock")
  params = {"w": np.arange(6, dtype=np.float32).reshape(2, 3)}
  with ckpt_lib.Checkpointer(str(tmp_path / "checkpoints")) as checkpoints:
    checkpoints.save(ckpt_lib.TrainCheckpoint(update=4, params=params, opt_state={"m": np.zeros(2, np.float32)},
                                              rng=jax.random.key(1), data_state={"update": 4}))
    restored = checkpoints.restore(params, {"m": np.zeros(2, np.float32)})
  assert restored.update == 4 and restored.data_state == {"update": 4}
  np.testing.assert_array_equal(np.asarray(restored.params["w"]), params["w"])


def test_a_remote_config_json_is_compared_through_epath(tmp_path, object_store):
  cfg = alfworld_config.get_config("smoke")
  (tmp_path / "config.json").write_text(cfg.to_json())
  cfg.seed = 3
  assert rundir.config_mismatch(str(tmp_path), cfg.to_dict(), methods.run_overrides) == [
      "config.seed: 0 (run dir) != 3"]
