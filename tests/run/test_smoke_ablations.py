"""The smoke variants exercise credit for real: after their short cloning warm start the tiny policy emits
some valid actions, so advantages are not all zero and a documented ablation changes what the learner
optimises (with every action invalid, two ablations would log identical losses and test only the flags)."""
from configs import alfworld as alfworld_config
from mcgpo_jax import trainer
from mcgpo_jax.metrics import read_metrics


def _first_update(tmp_path, name: str, ablation: str) -> dict:
  cfg = alfworld_config.get_config("smoke")
  cfg.algorithm = "g2po"
  cfg.credit.g2po.ablation = ablation
  cfg.num_updates = 1
  cfg.run_dir = str(tmp_path / name)
  trainer.train(cfg)
  return next(r for r in read_metrics(cfg.run_dir) if "actor/num_minibatches" in r)


def test_two_documented_ablations_on_smoke_train_on_different_losses(tmp_path):
  edge = _first_update(tmp_path, "edge", "edge_only")
  node = _first_update(tmp_path, "node", "node_only")
  assert edge["critic/advantages/nonzero_frac"] > 0 and node["critic/advantages/nonzero_frac"] > 0, (edge, node)
  assert edge["episode/invalid_rate"] < 1.0, edge   # some valid actions: the warm start did its job
  assert edge["actor/pg_loss"] != node["actor/pg_loss"], (edge, node)
