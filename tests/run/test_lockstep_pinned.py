"""The lockstep schedule is the loop the roles split (mcgpo_jax/roles.py, schedule.py) replaced: the default
ALFWorld smoke logs exactly the metrics it logged before, key by key. The kept file was written by
`python launch/train.py --config=configs/alfworld.py:smoke` at ca61cb8, before the split."""
import json
import os

from configs import alfworld as alfworld_config
from mcgpo_jax import trainer
from mcgpo_jax.metrics import read_metrics

KEPT = os.path.join(os.path.dirname(__file__), "data", "alfworld_smoke_lockstep_metrics.jsonl")


def timing(key: str) -> bool:
  """Keys that measure wall time: they differ from run to run."""
  return key.startswith("timing_s/") or key.endswith("_per_s")


def test_the_default_smoke_logs_the_metrics_it_logged_before_the_roles_split(tmp_path):
  cfg = alfworld_config.get_config("smoke")
  cfg.run_dir = str(tmp_path / "run")
  trainer.train(cfg)
  kept = [json.loads(line) for line in open(KEPT)]
  rows = read_metrics(cfg.run_dir)
  assert [r["update"] for r in rows] == [r["update"] for r in kept]
  for new, old in zip(rows, kept):
    assert sorted(new) == sorted(old), (new["update"], sorted(set(new) ^ set(old)))
    differ = {k: (old[k], new[k]) for k in old if not timing(k) and new[k] != old[k]}
    assert not differ, (new["update"], differ)
