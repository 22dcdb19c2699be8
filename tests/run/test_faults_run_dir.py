"""A run dir keeps its identity (docs/faults.md): one process at a time, a resume with another config refused
(also before the reference exists, and with force_resume) leaving the dir as it was, a kill while the tokenizer
is written, and a stop between the reference save and checkpoint 0."""
import json
import os
import subprocess
import sys
import warnings

import ml_collections
import pytest

from configs import alfworld as alfworld_config
from configs import webshop as webshop_config
from mcgpo_jax import builder, config_upgrade, rundir, trainer
from mcgpo_jax import config as config_lib
from mcgpo_jax.credit import methods
from mcgpo_jax.config import ConfigError
from tests.repo import ROOT
from tests.run.faults_common import metrics_rows, smoke_config, write_file


def test_a_second_lock_on_the_run_dir_fails_at_once_naming_the_holder(tmp_path):
  first = rundir.RunDirLock(str(tmp_path))
  with pytest.raises(rundir.RunDirBusy, match=rf"in use by another training process \(pid {os.getpid()}\)"):
    rundir.RunDirLock(str(tmp_path))
  first.release()
  rundir.RunDirLock(str(tmp_path)).release()   # free again once released


def test_config_mismatch_lists_each_differing_identity_field(tmp_path):
  saved = {"algorithm": "gigpo", "seed": 0, "env": "webshop", "model": {"path": None, "hidden_size": 32},
           "num_updates": 5}
  write_file(tmp_path / "config.json", json.dumps(saved))
  same = dict(saved, num_updates=10)   # not an identity field: may change on resume
  assert rundir.config_mismatch(str(tmp_path), same, methods.run_overrides) == []
  diff = rundir.config_mismatch(str(tmp_path), dict(saved, algorithm="grpo", seed=1,
                                                    model={"path": None, "hidden_size": 64}), methods.run_overrides)
  assert diff == ["config.algorithm: 'gigpo' (run dir) != 'grpo'", "config.model.hidden_size: 32 (run dir) != 64",
                  "config.seed: 0 (run dir) != 1"]


def test_config_mismatch_counts_the_method_fields_that_name_the_run(tmp_path):
  """An explicit run dir of a plain MCGPO run must not resume as the same_fold ablation (or another
  estimator override) silently: those fields are part of the run's identity like the algorithm."""
  saved = {"algorithm": "mcgpo", "seed": 0, "env": "alfworld", "model": {"path": None}, "mcgpo": {}, "credit": {}}
  write_file(tmp_path / "config.json", json.dumps(saved))
  assert rundir.config_mismatch(str(tmp_path), dict(saved, num_updates=3), methods.run_overrides) == []
  assert rundir.config_mismatch(str(tmp_path), dict(saved, mcgpo={"variant": "same_fold"}),
                                methods.run_overrides) == [
      "method field variant: None (run dir) != 'same_fold'"]
  assert rundir.config_mismatch(str(tmp_path), dict(saved, credit={"graphgpo": {"gamma_g": 0.3}}),
                                methods.run_overrides) == [
      "method field gamma_g: None (run dir) != 0.3"]


def test_a_run_config_written_before_the_wandb_and_cache_dir_fields_still_validates():
  """evaluate.py / export.py read old runs' config.json: fields added since then must not break them."""
  saved = json.loads(alfworld_config.get_config("smoke").to_json())
  del saved["wandb"], saved["model"]["cache_dir"]
  cfg = ml_collections.ConfigDict(config_upgrade.upgrade(saved))   # as rundir.read_config reads it
  config_lib.validate_config(cfg)
  assert builder.local_dir(cfg, "path") is None


@pytest.mark.slow
def test_a_run_stopped_before_checkpoint_0_reruns_from_its_reference_and_refuses_another_seed(tmp_path, capsys):
  """checkpoint_every=0 leaves a run dir with a reference and no checkpoint, as does a stop between the
  reference save and checkpoint 0: a rerun used to redo the warm start and die on the existing reference."""
  run_dir = tmp_path / "run"
  trainer.train(smoke_config(run_dir, checkpoint_every=0))
  assert os.listdir(run_dir / "reference") and not os.listdir(run_dir / "checkpoints")
  first = metrics_rows(run_dir)
  capsys.readouterr()
  trainer.train(smoke_config(run_dir, checkpoint_every=0))
  log = capsys.readouterr().out
  assert "starting from the saved reference policy" in log and "warm start done" not in log
  again = metrics_rows(run_dir)
  assert [r["update"] for r in again] == [1]   # the redone update replaces the old row, no duplicate
  # Same starting policy, same seeds: the redone update is the same update.
  assert again[0]["actor/loss"] == pytest.approx(first[0]["actor/loss"], rel=1e-5, abs=1e-7)
  with pytest.raises(ConfigError, match=r"config.seed: 0 \(run dir\) != 1\); .*force_resume"):
    trainer.train(smoke_config(run_dir, checkpoint_every=0, seed=1))


@pytest.mark.slow
def test_a_second_training_process_on_a_run_dir_fails_at_once_with_one_line(tmp_path):
  lock = rundir.RunDirLock(str(tmp_path))
  try:
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch", "train.py"),
                           "--config=configs/webshop.py:smoke", f"--config.run_dir={tmp_path}"], cwd=ROOT,
                          env=dict(os.environ, JAX_PLATFORMS="cpu"), capture_output=True, text=True, timeout=600)
  finally:
    lock.release()
  assert proc.returncode == 1
  errors = [line for line in proc.stderr.splitlines() if line.startswith("train:")]
  assert errors == [f"train: error: RunDirBusy: run directory {tmp_path} is in use by another training process "
                    f"(pid {os.getpid()}); wait for it to end or pass another --config.run_dir"], proc.stderr
  assert "Traceback" not in proc.stderr
  assert not os.path.exists(tmp_path / "config.json")


def test_a_tokenizer_killed_while_written_leaves_no_tokenizer_dir_and_the_next_attempt_writes_it(
    tmp_path, monkeypatch):
  from transformers import PreTrainedTokenizerFast
  from mcgpo_jax.rollout import tiny_tokenizer
  real = PreTrainedTokenizerFast.save_pretrained

  def killed(self, directory, *args, **kwargs):
    os.makedirs(directory, exist_ok=True)
    write_file(os.path.join(directory, "tokenizer_config.json"), "{}")   # the first file, then the kill
    raise KeyboardInterrupt

  monkeypatch.setattr(PreTrainedTokenizerFast, "save_pretrained", killed)
  out = str(tmp_path / "run" / "tokenizer")
  with pytest.raises(KeyboardInterrupt):
    tiny_tokenizer.train_tokenizer(["<action>go to desk 1</action>"] * 20, out, vocab_size=300)
  assert not os.path.exists(out)
  monkeypatch.setattr(PreTrainedTokenizerFast, "save_pretrained", real)
  tiny_tokenizer.train_tokenizer(["<action>go to desk 1</action>"] * 20, out, vocab_size=300)
  assert sorted(os.listdir(tmp_path / "run")) == ["tokenizer"]
  assert tiny_tokenizer.mismatch(out, 300, ()) is None


def test_an_unreadable_run_dir_tokenizer_is_named_with_what_to_do(tmp_path):
  """It used to ask for sentencepiece or tiktoken (a fast tokenizer without tokenizer.json)."""
  cfg = webshop_config.get_config("smoke")
  broken = tmp_path / "tokenizer"
  broken.mkdir()
  write_file(broken / "tokenizer_config.json", json.dumps({"tokenizer_class": "PreTrainedTokenizerFast"}))
  with pytest.raises(RuntimeError, match=rf"^{broken} is not a readable tokenizer \(.*\); delete it and rerun: a run "
                                         r"without reference/ yet trains it again"):
    builder.make_tokenizer(cfg, str(broken), str(tmp_path))


def test_a_trained_tokenizer_records_what_it_was_trained_with(tmp_path):
  from mcgpo_jax.rollout import tiny_tokenizer
  out = tiny_tokenizer.train_tokenizer(["<action>buy B00ABC now</action>"] * 20, str(tmp_path / "t"), 300,
                                       ["B00ABC"])
  assert tiny_tokenizer.mismatch(out, 300, ["B00ABC"]) is None
  assert tiny_tokenizer.mismatch(out, 2048, ["B00ABC"]) == "it was trained with 300 tokens, the config asks for 2048"
  assert tiny_tokenizer.mismatch(out, 300, []).startswith("it keeps 1 environment tokens whole")
  os.remove(os.path.join(out, tiny_tokenizer.TRAINED_WITH))   # one trained before the record existed
  assert tiny_tokenizer.mismatch(out, 300, ["B00ABC"]) is None
  assert tiny_tokenizer.mismatch(out, 300, ["B00XYZ"]) == ("it lacks 1 of the 1 tokens this environment keeps "
                                                           "whole (e.g. 'B00XYZ')")


def _killed_during_cloning(run_dir, cfg):
  """What a kill during the warm start's cloning leaves: config.json and the trained tokenizer, no reference."""
  from mcgpo_jax.rollout import tiny_tokenizer
  os.makedirs(run_dir)
  write_file(os.path.join(run_dir, "config.json"), cfg.to_json(indent=2))
  tiny_tokenizer.train_tokenizer(["<action>go to desk 1</action>"] * 20, os.path.join(run_dir, "tokenizer"),
                                 cfg.model.tokenizer_vocab)


def test_a_run_dir_killed_before_its_reference_refuses_another_env_or_tokenizer(tmp_path):
  """A WebShop run used to reuse ALFWorld's tokenizer here, and tokenizer_vocab=2048 a 512-token one."""
  run_dir = str(tmp_path / "run")
  alfworld = alfworld_config.get_config("smoke")
  alfworld.run_dir = run_dir
  _killed_during_cloning(run_dir, alfworld)
  before = open(os.path.join(run_dir, "config.json")).read()
  webshop = smoke_config(run_dir)
  with pytest.raises(ConfigError, match=r"holds a different run \(config.env: 'alfworld' \(run dir\) != 'webshop'"):
    builder.build(webshop)
  bigger = alfworld_config.get_config("smoke")
  bigger.run_dir, bigger.model.tokenizer_vocab = run_dir, 2048
  with pytest.raises(ConfigError, match=r"config.model.tokenizer_vocab: 512 \(run dir\) != 2048"):
    builder.build(bigger)
  bigger.force_resume = True   # continue anyway: the tokenizer itself still has to be this config's
  with pytest.raises(ConfigError, match=r"run/tokenizer is not this config's tokenizer: it was trained with 512 "
                                        r"tokens, the config asks for 2048"):
    builder.build(bigger)
  webshop.force_resume = True
  with pytest.raises(ConfigError, match=r"run/tokenizer is not this config's tokenizer: it keeps 0 environment "
                                        r"tokens whole .*, this environment needs \d+ others"):
    builder.build(webshop)
  assert open(os.path.join(run_dir, "config.json")).read() == before   # the refusals left it as it was
  assert not os.listdir(os.path.join(run_dir, "reference"))


@pytest.mark.slow
def test_force_resume_onto_another_model_is_refused_before_anything_is_rewritten(tmp_path):
  """Following the force_resume hint with another hidden size used to rewrite config.json, then walk back
  through every checkpoint as if each were corrupt, leaving a dir the original command refused."""
  run_dir = tmp_path / "run"
  trainer.train(smoke_config(run_dir))
  before = {name: open(run_dir / name, "rb").read() for name in ("config.json", "metrics.jsonl")}
  wider = smoke_config(run_dir, force_resume=True)
  wider.model.hidden_size = 64
  with warnings.catch_warnings():
    warnings.simplefilter("error", RuntimeWarning)   # no "falling back to checkpoint" walk
    with pytest.raises(ConfigError, match=r"config.force_resume: checkpoint .*/1 was saved by another model or "
                                          r"optimizer than this config's \(\d+ arrays differ; first .*saved \(.*32.*\).* "
                                          r"left as it was"):
      builder.build(wider)
  assert {name: open(run_dir / name, "rb").read() for name in before} == before
  run = builder.build(smoke_config(run_dir))   # the original command still resumes
  assert run.start_update == 1
  run.close()


def _dir_bytes(run_dir) -> dict:
  """Every file of a run dir (but its lock, which holds the last trainer's pid) and its bytes."""
  return {os.path.relpath(os.path.join(d, f), run_dir): open(os.path.join(d, f), "rb").read()
          for d, _, files in os.walk(run_dir) for f in files if f != "lock"}


@pytest.mark.slow
def test_a_refused_resume_leaves_the_run_dir_byte_identical_and_names_the_flag(tmp_path, capsys):
  """Resuming with the other layer layout or with LoRA on a full run was refused after config.json had been
  rewritten to the refused config; evaluate.py and export.py then failed on the dir, export advising a
  flag it does not take."""
  from mcgpo_jax import checkpoint as ckpt_lib
  from mcgpo_jax.policy import load_policy
  run_dir = tmp_path / "run"
  trainer.train(smoke_config(run_dir))
  before = _dir_bytes(run_dir)
  unscanned, adapted = smoke_config(run_dir), smoke_config(run_dir)
  unscanned.model.scan_layers = False
  adapted.lora.rank = 8
  for refused, line in [(unscanned, "resume it with --config.model.scan_layers=True"),
                        (adapted, "holds a full fine-tuning run (no LoRA adapters): resume it with "
                                  "--config.lora.rank=0")]:
    with pytest.raises(ckpt_lib.CheckpointMismatch) as e:
      builder.build(refused)
    assert str(e.value).endswith(line)
    assert _dir_bytes(run_dir) == before
  assert load_policy(str(run_dir)).update == 1
  # A config.json rewritten by such a refusal before this fix: evaluate.py / export.py read the checkpoints
  # as they were saved, with a warning, instead of advising a training flag.
  with open(run_dir / "config.json", "w") as f:
    f.write(unscanned.to_json(indent=2))
  capsys.readouterr()
  policy = load_policy(str(run_dir))
  assert policy.update == 1 and policy.cfg.model.scan_layers is True
  assert "config.model.scan_layers=False but its checkpoints were saved with True" in capsys.readouterr().out
