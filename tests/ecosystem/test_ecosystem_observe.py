"""Observability: the optional W&B writer (a fake `wandb` module, never the network), progress bars only on
terminals, and Orbax's INFO logs hidden below --verbosity=1."""
import importlib.machinery
import logging
import os
import sys
import types

import jax
import numpy as np
import pytest

from configs import alfworld as alfworld_config
from mcgpo_jax import builder, checkpoint as ckpt_lib, cli, distributed, progress
from mcgpo_jax import config as config_lib


class FakeWandb(types.ModuleType):
  """The slice of wandb's API the writer uses; records every call."""

  def __init__(self):
    super().__init__("wandb")
    self.__spec__ = importlib.machinery.ModuleSpec("wandb", None)
    self.inits, self.logged, self.finished = [], [], 0

  def init(self, **kwargs):
    self.inits.append(kwargs)
    fake = self

    class Run:
      def log(self, row, step):
        fake.logged.append((kwargs["id"], step, row))

      def finish(self):
        fake.finished += 1
    return Run()


@pytest.fixture
def fake_wandb(monkeypatch):
  module = FakeWandb()
  monkeypatch.setitem(sys.modules, "wandb", module)
  return module


def wandb_config(**fields):
  cfg = alfworld_config.get_config("smoke")
  cfg.wandb.project = "mcgpo"
  for k, v in fields.items():
    cfg.wandb[k] = v
  return cfg


def test_wandb_mirrors_rows_and_a_rerun_resumes_the_same_run(tmp_path, fake_wandb):
  run_dir = str(tmp_path / "alfworld_graphgpo_s0")
  cfg = wandb_config()
  config_lib.validate_config(cfg)                      # the (fake) module is importable
  writer = builder._metrics_writer(run_dir, 0, None, cfg)
  writer.write(0, {"val/success_rate": 0.5, "note": "text"})
  writer.write(1, {"loss/loss": 1.25})
  writer.close()
  first = fake_wandb.inits[0]
  assert first["project"] == "mcgpo" and first["resume"] == "allow" and first["name"] == "alfworld_graphgpo_s0"
  assert first["config"]["wandb"]["project"] == "mcgpo" and first["config"]["env"] == "alfworld"
  run_id = first["id"]
  assert open(os.path.join(run_dir, "wandb_id")).read().strip() == run_id
  assert fake_wandb.logged == [(run_id, 0, {"val/success_rate": 0.5}), (run_id, 1, {"loss/loss": 1.25})]
  assert fake_wandb.finished == 1

  builder._metrics_writer(run_dir, 1, None, cfg).close()     # the rerun of the same command
  assert fake_wandb.inits[1]["id"] == run_id
  builder._metrics_writer(str(tmp_path / "other"), 0, None, wandb_config(id="given", entity="lab")).close()
  assert (fake_wandb.inits[2]["id"], fake_wandb.inits[2]["entity"]) == ("given", "lab")


def test_wandb_is_silent_at_verbosity_minus_1(tmp_path, fake_wandb, monkeypatch):
  from absl import logging as absl_logging
  monkeypatch.delenv("WANDB_SILENT", raising=False)
  monkeypatch.setattr(absl_logging, "get_verbosity", lambda: 0)
  builder._metrics_writer(str(tmp_path / "a"), 0, None, wandb_config()).close()
  assert "WANDB_SILENT" not in os.environ                      # default verbosity: W&B as it is
  monkeypatch.setattr(absl_logging, "get_verbosity", lambda: -1)
  builder._metrics_writer(str(tmp_path / "b"), 0, None, wandb_config()).close()
  assert os.environ["WANDB_SILENT"] == "true" and len(fake_wandb.inits) == 2


def test_wandb_only_on_process_0(tmp_path, fake_wandb, monkeypatch):
  monkeypatch.setattr(distributed, "is_primary", lambda: False)
  builder._metrics_writer(str(tmp_path), 0, None, wandb_config()).write(0, {"x": 1.0})
  assert fake_wandb.inits == [] and not os.path.exists(tmp_path / "wandb_id")


def test_wandb_project_without_wandb_installed_is_a_config_error(monkeypatch):
  monkeypatch.delitem(sys.modules, "wandb", raising=False)
  if importlib.util.find_spec("wandb") is not None:
    pytest.skip("wandb is installed here")
  with pytest.raises(config_lib.ConfigError, match=r"config.wandb.project .*pip install -e '.\[wandb\]'"):
    config_lib.validate_config(wandb_config())


def test_progress_bars_only_on_a_terminal_unless_forced(tmp_path, capsys, monkeypatch):
  assert not progress.enabled()                     # pytest's stderr is not a terminal
  params = {"w": np.ones(3, np.float32)}
  checkpoint = ckpt_lib.TrainCheckpoint(update=1, params=params, opt_state={"m": np.zeros(1, np.float32)},
                                        rng=jax.random.key(0), data_state={})
  with ckpt_lib.Checkpointer(str(tmp_path / "quiet")) as c:
    c.save(checkpoint)
  assert "checkpoint" not in capsys.readouterr().err
  monkeypatch.setenv("MCGPO_PROGRESS", "1")
  with ckpt_lib.Checkpointer(str(tmp_path / "loud")) as c:
    c.save(checkpoint)
    c.restore(params, {"m": np.zeros(1, np.float32)})
  err = capsys.readouterr().err
  assert "saving checkpoint 1" in err and "loading checkpoint 1" in err


def test_progress_bars_in_a_jupyter_kernel(monkeypatch):
  """A Jupyter / Colab kernel's stderr is no terminal, yet its user watches the cell: bars are on there, and
  not in a plain IPython shell (a terminal decides that one)."""
  def ipython_with(config):
    shell = types.SimpleNamespace(config=config)
    return types.SimpleNamespace(get_ipython=lambda: shell)
  monkeypatch.setitem(sys.modules, "IPython", ipython_with({"IPKernelApp": {"connection_file": "k.json"}}))
  assert progress.in_notebook() and progress.enabled()
  monkeypatch.setitem(sys.modules, "IPython", ipython_with({}))
  assert not progress.in_notebook() and not progress.enabled()


def test_library_records_below_warning_need_verbosity_1(monkeypatch):
  """Orbax's per-save INFO, bm25s' index-build DEBUG (on a logger of its own level, so it passed absl's
  verbosity) and JAX's INFO show only from --verbosity=1 on; mcgpo-jax's own lines always."""
  from absl import logging as absl_logging

  def record(level, path):
    return logging.LogRecord("absl", level, path, 1, "msg", None, None)
  orbax = "/site-packages/orbax/checkpoint/checkpoint_manager.py"
  bm25s = "/site-packages/bm25s/__init__.py"
  monkeypatch.setattr(absl_logging, "get_verbosity", lambda: 0)
  assert not cli._quiet_third_party(record(logging.INFO, orbax))
  assert not cli._quiet_third_party(record(logging.DEBUG, bm25s))
  assert cli._quiet_third_party(record(logging.WARNING, orbax))
  assert cli._quiet_third_party(record(logging.INFO, "/work/mcgpo_jax/builder.py"))
  monkeypatch.setattr(absl_logging, "get_verbosity", lambda: 1)
  assert cli._quiet_third_party(record(logging.INFO, orbax))
  assert cli._quiet_third_party(record(logging.DEBUG, bm25s))
