"""The trainer end to end on the smoke variants: it trains, logs, checkpoints, resumes and validates
configs before any compute."""
import json
import os

import jax
import numpy as np
import pytest

from configs import alfworld as alfworld_config
from configs import webshop as webshop_config
from mcgpo_jax import trainer
from mcgpo_jax.config import ConfigError, validate_config
from mcgpo_jax.learn.step import Learner
from mcgpo_jax.metrics import read_metrics


@pytest.fixture
def train_steps(monkeypatch):
  """The minibatch of every learner train step of the runs, in order."""
  batches = []
  real = Learner.train_step

  def spy(self, params, opt_state, batch):
    batches.append(jax.device_get(batch))
    return real(self, params, opt_state, batch)

  monkeypatch.setattr(Learner, "train_step", spy)
  return batches


def check_trained_tokens(rows, batches):
  """Value anchors for every logged update, from the minibatches it trained on: the response positions are
  exactly the tokens the rollout generated (a response mask one token off, or rows lost or duplicated by
  the layout, changes the count), every token of the update's rows is placed once, and every accepted
  preference pair reached a microbatch."""
  for r in rows:
    if "actor/num_minibatches" not in r:
      continue  # update 0: validation only
    k = int(r["actor/num_minibatches"])   # the metrics file stores every value as a float
    mine, batches = batches[:k], batches[k:]
    # Real rows' tokens: unpacked, the rows of real row slots; packed (learn.pack, the default), any segment's.
    real = [b.row_mask[..., None] if b.segment_ids is None else b.segment_ids > 0 for b in mine]
    assert sum(int((b.response_mask & m).sum()) for b, m in zip(mine, real)) == r["perf/generated_tokens"], r
    assert sum(int((b.attention_mask & m).sum()) for b, m in zip(mine, real)) == r["perf/total_num_tokens"], r
    assert sum(int(b.pair_mask.sum()) for b in mine) == r["actor/num_pairs"] == r.get("mcgpo/pairs", 0), r
  assert not batches


@pytest.mark.parametrize("field,value,message", [
    ("algorithm", "ppo", "config.algorithm='ppo' is unknown"),
    ("env", "sokoban", "config.env='sokoban' is unknown"),
    ("group_size", 3, "config.group_size=3 is odd; MCGPO"),
    ("model.path", "/nonexistent/ckpt", "config.model.path='/nonexistent/ckpt' is not a checkpoint directory"),
    ("learn.mini_batch_size", 10, "config.learn.mini_batch_size=10 must be a multiple"),
    ("credit.graphgpo.mode", "median", "mode"),
    ("mcgpo.variant", "magic", "mcgpo variant 'magic' is unknown"),
    ("rollout.engine", "vllm", "config.rollout.engine='vllm'"),
    ("warm_start.schedule", "linear", "config.warm_start.schedule='linear'"),
])
def test_invalid_config_fails_before_compute_naming_the_field(field, value, message):
  cfg = webshop_config.get_config("smoke")
  cfg.algorithm = "mcgpo"
  node = cfg
  *path, last = field.split(".")
  for p in path:
    node = node[p]
  with cfg.ignore_type():
    node[last] = value
  with pytest.raises(ConfigError, match=message.replace("(", r"\(").replace(")", r"\)")):
    validate_config(cfg)


@pytest.mark.parametrize("fields,message", [
    ({"lora.rank": -1}, "config.lora.rank=-1 must be an integer >= 0"),
    ({"lora.rank": True}, "config.lora.rank=True must be an integer >= 0"),
    ({"lora.rank": 4, "lora.alpha": 0.0}, "config.lora.alpha=0.0 must be > 0"),
    ({"lora.rank": 4, "lora.targets": "q qkv"}, "config.lora.targets='q qkv': choose distinct names"),
    ({"lora.rank": 4, "lora.targets": "q q"}, "config.lora.targets='q q': choose distinct names"),
    ({"lora.rank": 4, "lora.targets": ""}, "config.lora.targets='': choose distinct names"),
    ({"learn.pack": True, "learn.tokens_per_micro_batch": 8},
     "config.learn.tokens_per_micro_batch=8 is shorter than the longest row the budgets allow"),
    ({"model.attention": "flash"}, "config.model.attention='flash'; choose one of"),
    ({"model.dtype": "float16"}, "config.model.dtype='float16'; choose 'float32' or 'bfloat16'"),
    ({"model.param_dtype": "int8"}, "config.model.param_dtype='int8'"),
    ({"task_pool": -1}, "config.task_pool must be >= 0"),
    ({"warm_start.copy_mix": 1.0}, "config.warm_start.copy_mix=1.0 must be < 1"),
    ({"anchor": "state"}, "config.anchor='state'"),
    ({"rollout.env_workers": -1}, "config.rollout.env_workers=-1 must be >= 0"),
])
def test_each_refusal_names_its_field_and_value(fields, message):
  """The refusals config.py makes beyond the one-field cases above, several needing a second field to be reached
  (LoRA's only once its rank is on)."""
  cfg = webshop_config.get_config("smoke")
  with cfg.ignore_type():
    for field, value in fields.items():
      node, (*path, last) = cfg, field.split(".")
      for p in path:
        node = node[p]
      node[last] = value
  with pytest.raises(ConfigError, match=message.replace("(", r"\(").replace(")", r"\)")) as e:
    validate_config(cfg)
  assert "\n" not in str(e.value)


def test_paper_variants_validate_and_require_a_checkpoint():
  for module in (alfworld_config, webshop_config):
    for variant in ("qwen2.5-1.5b", "qwen2.5-7b", "qwen3-4b", "qwen3-8b"):
      cfg = module.get_config(variant)
      assert (cfg.groups, cfg.group_size, cfg.num_updates, cfg.learn.learning_rate) == (16, 8, 250, 1e-6)
      with pytest.raises(ConfigError, match="config.model.path is required"):
        validate_config(cfg)
  assert webshop_config.get_config("qwen3-4b").action_only
  assert alfworld_config.get_config("qwen2.5-7b").learn.micro_batch_size == 4


@pytest.mark.slow
def test_webshop_smoke_trains_logs_checkpoints_and_resumes(tmp_path, train_steps):
  cfg = webshop_config.get_config("smoke")
  cfg.run_dir = str(tmp_path / "run")
  cfg.algorithm = "mcgpo"
  cfg.capture_every = 1
  trainer.train(cfg)
  rows = read_metrics(cfg.run_dir)
  assert [r["update"] for r in rows] == [0, 1, 2]
  for key in ("episode/success_rate", "actor/loss", "actor/kl_loss", "actor/entropy", "actor/grad_norm",
              "timing_s/gen", "timing_s/update_actor", "mcgpo/pairs", "critic/advantages/std",
              "perf/generated_tokens_per_s"):
    assert key in rows[1], key
  assert not [k for k in rows[1] if k.startswith("time_")], "timings are logged once, as time/<part>"
  assert all("val/success_rate" in r for r in rows)
  # the pairwise loss is nonzero exactly on updates with accepted pairs
  for r in rows[1:]:
    assert (r["actor/pair_loss"] != 0) == (r["mcgpo/pairs"] > 0)
  assert sorted(os.listdir(os.path.join(cfg.run_dir, "checkpoints"))) == ["0", "1", "2"]
  assert os.listdir(os.path.join(cfg.run_dir, "tb"))
  with open(os.path.join(cfg.run_dir, "captures", "update_00002.jsonl")) as f:
    groups = [json.loads(line) for line in f]
  assert len(groups) == cfg.groups and groups[0]["trajectories"][0]["steps"][0]["state"]
  # resume: the same run with two more updates continues from update 2. Saves and validation every 3 updates,
  # which does not divide 4: update 3 is on the schedule, the last (4) is saved and validated all the same.
  cfg.num_updates, cfg.checkpoint_every, cfg.eval_every = 4, 3, 3
  trainer.train(cfg)
  rows = read_metrics(cfg.run_dir)
  assert [r["update"] for r in rows] == [0, 1, 2, 3, 4]
  assert all("val/success_rate" in r for r in rows)
  assert sorted(os.listdir(os.path.join(cfg.run_dir, "checkpoints"))) == ["2", "3", "4"]   # keep_checkpoints 3
  check_trained_tokens(rows, train_steps)


@pytest.mark.slow
def test_alfworld_smoke_trains_sgr_opsd_on_the_real_engine(tmp_path, train_steps):
  cfg = alfworld_config.get_config("smoke")
  cfg.run_dir = str(tmp_path / "run")
  cfg.num_updates = 1
  cfg.algorithm = "sgr_opsd"          # template plans, teacher pass, calibrated weights
  last = trainer.train(cfg)
  assert last["episode/num_trajectories"] == cfg.groups * cfg.group_size
  assert "sgr/scoreable_rows" in last and "sgr/value_iterations" in last
  assert os.path.isdir(os.path.join(cfg.run_dir, "plans"))
  assert "val/success/" + "all" not in last and any(k.startswith("val/success/") for k in last)
  check_trained_tokens(read_metrics(cfg.run_dir), train_steps)


@pytest.mark.parametrize("every, at_end, due", [
    ("checkpoint_every", True, [3, 6, 7]), ("eval_every", True, [2, 4, 6, 7]), ("capture_every", False, [4])])
def test_scheduled_hooks_run_every_n_updates_and_saves_and_validation_at_the_last_too(every, at_end, due):
  """7 updates, none of the periods divides 7: the run's last checkpoint and validation are of update 7, a
  capture is only ever of its period."""
  cfg = webshop_config.get_config("smoke")
  cfg.checkpoint_every, cfg.eval_every, cfg.capture_every = 3, 2, 4
  hook = [h for h in trainer._hooks(cfg) if h.every == cfg[every]]
  assert len(hook) == 1 and hook[0].at_end == at_end
  assert [u for u in range(1, 8) if hook[0].due(u, 7)] == due
  cfg[every] = 0                                # never, not even at the last update
  assert not any(h.due(u, 7) for h in trainer._hooks(cfg) if h.every == 0 for u in range(1, 8))


def test_a_hook_is_due_at_its_period_at_the_last_update_if_asked_and_on_process_0_if_primary(monkeypatch):
  """Hook.due alone: every `every` updates, never for 0 (not even at the end), the last update once more with
  at_end (once, when the period already lands on it), and a primary hook only where this process is 0."""
  from mcgpo_jax import distributed

  def due(hook, last):
    return [u for u in range(1, last + 1) if hook.due(u, last)]
  nothing = lambda *args: None
  assert due(trainer.Hook(3, nothing), 10) == [3, 6, 9]
  assert due(trainer.Hook(3, nothing, at_end=True), 10) == [3, 6, 9, 10]
  assert due(trainer.Hook(3, nothing, at_end=True), 9) == [3, 6, 9]
  assert due(trainer.Hook(0, nothing, at_end=True), 10) == []
  assert due(trainer.Hook(1, nothing, primary=True), 3) == [1, 2, 3]
  monkeypatch.setattr(distributed, "is_primary", lambda: False)   # process 1 of a multi-host run
  assert due(trainer.Hook(1, nothing, primary=True), 3) == []
  assert due(trainer.Hook(2, nothing, at_end=True), 3) == [2, 3]


def test_anchor_stats_count_state_groups_as_g2po_reports_them():
  # G2PO's App. D statistics, counted here from the rows themselves: groups are (task, anchor) pairs.
  from types import SimpleNamespace
  rng = np.random.default_rng(0)
  mask = rng.random((3, 4, 6)) < 0.7
  anchor = np.where(mask, rng.integers(0, 5, size=mask.shape), -1)
  stats = trainer._anchor_stats(SimpleNamespace(anchor=anchor, mask=mask))
  rows = list(zip(*np.nonzero(mask)))
  groups = {(p, anchor[p, g, t]) for p, g, t in rows}
  assert stats["anchor/group_size"] == pytest.approx(len(rows) / len(groups))
  assert stats["anchor/distinct_per_task"] == pytest.approx(len(groups) / 3)
  assert stats["anchor/row_group_size"] == pytest.approx(
      np.mean([sum((q, anchor[q, h, u]) == (p, anchor[p, g, t]) for q, h, u in rows) for p, g, t in rows]))
