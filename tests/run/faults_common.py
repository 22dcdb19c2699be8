"""What several fault tests share: a file writer, the smoke config of a short run, its metrics rows and
restore targets, a launcher run as a user would, and a Run holding only what the learn step touches."""
import json
import os
import subprocess
import sys
import types

import jax.numpy as jnp
import numpy as np

from configs import webshop as webshop_config
from mcgpo_jax import builder
from mcgpo_jax.guard import UpdateGuard
from tests.repo import ROOT


def write_file(path, text):
  with open(path, "w") as f:
    f.write(text)


def fake_run(new_params, loss, checkpoint):
  """A Run with only what `_learn` touches: a learner whose update returns `new_params`, and `rollback`."""
  old = {"w": jnp.ones(3)}
  learner = types.SimpleNamespace(update=lambda *a, **k: (new_params, {"count": jnp.zeros((), jnp.int32)},
                                                          {"actor/loss": loss}))
  run = types.SimpleNamespace(params=old, opt_state={}, ref_params=old, learner=learner,
                              cfg=types.SimpleNamespace(checkpoint_every=1 if checkpoint is not None else 0),
                              guard=UpdateGuard(factor=100.0, history=8, window=10, max_skips=5, max_in_a_row=3))
  run.guard.start(float(np.sqrt(3.0)))
  run.rollback = lambda: (setattr(run, "params", {"w": jnp.full(3, 7.0)}), checkpoint)[1]
  return run


def smoke_config(run_dir, **overrides):
  cfg = webshop_config.get_config("smoke")
  cfg.run_dir, cfg.num_updates, cfg.eval_every = str(run_dir), 1, 0
  for k, v in overrides.items():
    cfg[k] = v
  return cfg


def metrics_rows(run_dir):
  return [json.loads(line) for line in open(os.path.join(run_dir, "metrics.jsonl")).read().splitlines()]


def restore_targets(run_dir):
  """Restore targets of the smoke policy, from the learner the builder makes."""
  run = builder.build(smoke_config(run_dir, num_updates=1, force_resume=True))
  try:
    return run.learning.learner.abstract_state()
  finally:
    run.close()


def launch_script(script, *args, cwd=ROOT):
  return subprocess.run([sys.executable, os.path.join(ROOT, "launch", script), *args], cwd=cwd,
                        env=dict(os.environ, JAX_PLATFORMS="cpu"), capture_output=True, text=True, timeout=300)
