"""docs/metrics.md lists every key a run logs (verl's families where one exists), and metrics files written
before those names read as if they had them (the committed study still reports)."""
import glob
import json
import os
import re

from configs import alfworld as alfworld_config
from mcgpo_jax import metrics, schedule, trainer
from tests.repo import ROOT


def documented() -> list[re.Pattern]:
  """The keys docs/metrics.md names in `code`; `/x` after `fam/y` is `fam/x`, `<category>` any name."""
  keys, last = [], ""
  text = open(os.path.join(ROOT, "docs", "metrics.md"), encoding="utf-8").read()
  for token in re.findall(r"`([a-z_]*/[a-z_0-9/<>]+)`", text):
    key = last.rsplit("/", 1)[0] + token if token.startswith("/") else token
    last = key
    keys.append(re.compile(re.escape(key).replace(re.escape("<category>"), r"[\w\-]+") + "$"))
  return keys


def undocumented(keys) -> list[str]:
  patterns = documented()
  return sorted(k for k in keys if k != "update" and not any(p.match(k) for p in patterns))


def _recording(fn, produced: list):
  """`fn`, appending the metrics it returns (an update's row, or a validation's) to `produced`."""
  def wrapped(*args, **kwargs):
    out = fn(*args, **kwargs)
    produced.append(dict(out.metrics if isinstance(out, trainer.UpdateResult) else out))
    return out
  return wrapped


def test_every_key_a_run_logs_is_documented_and_in_a_family(tmp_path, monkeypatch):
  produced = []   # the rows as the update's phases and the validation produce them, before any hook
  monkeypatch.setattr(trainer, "run_update", _recording(trainer.run_update, produced))
  monkeypatch.setattr(schedule, "validate", _recording(schedule.validate, produced))
  cfg = alfworld_config.get_config("smoke")
  cfg.algorithm = "mcgpo"
  cfg.num_updates = 1
  cfg.run_dir = str(tmp_path / "run")
  trainer.train(cfg)
  fresh = {k for row in produced for k in row}
  # Every producer writes the final key: none is renamed afterwards (metrics.RENAMED reads old files only).
  assert not sorted(k for k in fresh if metrics.named({k: 0.0}) != {k: 0.0})
  assert len(produced) == 3 and "actor/loss" in fresh and "val/success_rate" in fresh   # val 0, update 1, val 1
  keys = {k for r in metrics.read_metrics(cfg.run_dir) for k in r}
  raw = {k for line in open(os.path.join(cfg.run_dir, "metrics.jsonl")) for k in json.loads(line)}
  assert keys == raw   # written under today's names: reading renames nothing
  assert fresh <= raw
  assert {"actor/loss", "actor/ppo_kl", "critic/advantages/mean", "episode/success_rate", "val/success_rate",
          "timing_s/step", "timing_s/other", "perf/generated_tokens", "mcgpo/pairs"} <= keys
  assert all("/" in k for k in keys - {"update"}), sorted(k for k in keys if "/" not in k)
  assert not undocumented(keys)


def test_the_committed_studys_files_read_under_todays_documented_names():
  files = glob.glob(os.path.join(ROOT, "docs", "results", "alfworld_cpu", "*", "metrics.jsonl"))
  assert len(files) >= 9
  old = {k for f in files for line in open(f) for k in json.loads(line)}
  assert {"loss/loss", "kl", "success_rate", "time/update_total", "adv/nonzero"} <= old   # the old names
  renamed = {k for f in files for r in metrics.read_metrics(os.path.dirname(f)) for k in r}
  assert not undocumented(renamed - {"time_rollout"})   # time_rollout: a key of the study's era, since dropped
  assert {"actor/loss", "actor/kl_loss", "episode/success_rate", "timing_s/step", "sgr/comparisons"} <= renamed
