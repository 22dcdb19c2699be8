"""The trainer measures the rollout engine against its π_old on every update, for both engines (and its
time/* keys add up).

The embedded sampler samples from the learner's own policy: its mismatch is ≈ 0. A fake SGLang server that
serves the real policy from each synced dir, but returns log-probs shifted on every fourth token, must show
in the metrics, the per-row dump, the warning line and (with learn.tis_cap) the importance weights.
"""
from __future__ import annotations

import json
import os
import threading

import numpy as np
import pytest

from configs import alfworld as alfworld_config
from mcgpo_jax import trainer
from mcgpo_jax.metrics import read_metrics
from tests.fake_sglang import FakeSGLangServer

SHIFT = 3.0   # nats added to the engine's log-prob of every fourth sampled token


def smoke(tmp_path, **changes):
  cfg = alfworld_config.get_config("smoke")
  cfg.run_dir = str(tmp_path / "run")
  cfg.update(dict(num_updates=1, eval_every=0, checkpoint_every=0))
  cfg.rollout.mismatch_dump = True
  for key, value in changes.items():
    section, name = key.split(".")
    cfg[section][name] = value
  return cfg


def dumped(cfg, update=1):
  with open(os.path.join(cfg.run_dir, "mismatch", f"update_{update:05d}.jsonl")) as f:
    return [json.loads(line) for line in f]


@pytest.mark.slow
def test_embedded_engine_matches_the_learner(tmp_path, capsys):
  cfg = smoke(tmp_path)
  trainer.train(cfg)
  logged = read_metrics(cfg.run_dir)
  # eval_every 0: no validation at all, so no row 0 (the policy before RL) and no val/ numbers
  assert [r["update"] for r in logged] == [1] and not any(k.startswith("val/") for k in logged[0])
  row = logged[-1]
  assert row["rollout/logprob_diff_max"] < 1e-3 and row["rollout/kl_sampler_learner"] < 1e-6
  assert row["rollout/ratio_outside_frac"] == 0.0
  rows = dumped(cfg)
  assert rows and max(r["max_abs_diff"] for r in rows) < 1e-3 and all(r["response_ids"] for r in rows)
  assert "rollout-vs-learner mismatch" not in capsys.readouterr().out
  # timing_s/* add up to the update's wall time: the phases are disjoint, what they do not cover is
  # timing_s/other, and generation is a part of the rollout, not summed again.
  phases = [k for k in row if k.startswith("timing_s/") and k not in ("timing_s/gen", "timing_s/step")]
  assert {"timing_s/rollout", "timing_s/adv", "timing_s/update_actor", "timing_s/sync", "timing_s/other"} <= set(phases)
  assert row["timing_s/step"] == pytest.approx(sum(row[k] for k in phases), rel=1e-9)
  assert 0 <= row["timing_s/other"] < row["timing_s/step"]
  assert 0 < row["timing_s/gen"] <= row["timing_s/rollout"]


class PolicyBackend:
  """Serves the policy of the last /update_weights_from_disk dir with the embedded sampler, one request
  at a time, and shifts the log-prob of every fourth token by `shift` (default SHIFT)."""

  def __init__(self, cfg, shift: float = SHIFT):
    self.cfg, self.engine, self.lock, self.shift = cfg, None, threading.Lock(), shift

  def load(self, body):
    from flax import nnx

    from mcgpo_jax.builder import jax_engine, make_tokenizer
    from mcgpo_jax.models.hf import load_pretrained
    model, _ = load_pretrained(body["model_path"])   # the written dir holds the tokenizer too
    graphdef, params = nnx.split(model)
    with self.lock:
      self.engine = jax_engine(self.cfg, graphdef, params, make_tokenizer(self.cfg, body["model_path"]))

  def __call__(self, body):
    from mcgpo_jax.rollout.engines.base import SamplingParams
    p = body["sampling_params"]
    sampling = SamplingParams(temperature=p["temperature"], top_p=p["top_p"], top_k=max(p["top_k"], 0),
                              max_new_tokens=p["max_new_tokens"], stop_token_ids=tuple(p["stop_token_ids"]),
                              stop_strings=tuple(p["stop"]))
    with self.lock:
      [gen] = self.engine.generate([body["input_ids"]], sampling, seed=p["sampling_seed"])
    return gen.ids, [lp + self.shift * (k % 4 == 0) for k, lp in enumerate(gen.logprobs)], gen.finish_reason


@pytest.mark.slow
def test_a_server_with_perturbed_logprobs_is_measured_warned_and_corrected(tmp_path, capsys):
  with FakeSGLangServer() as fake:
    # The smoke policy before its cloning (2 steps, as smoke cloned until bd47329): near uniform, every
    # sampled log-prob about -6, so each shifted one stays <= 0 as a server's must (a peaked policy's would not).
    cfg = smoke(tmp_path, **{"rollout.engine": "sglang", "rollout.sglang_urls": fake.url,
                             "learn.tis_cap": 2.0, "warm_start.steps": 2, "warm_start.learning_rate": 0.003})
    fake.backend = PolicyBackend(cfg)
    fake.on_update = fake.backend.load
    trainer.train(cfg)
  row = read_metrics(cfg.run_dir)[-1]
  rows = dumped(cfg)
  diffs = np.concatenate([np.subtract(r["engine_logprobs"], r["learner_logprobs"]) for r in rows])
  shifted = np.concatenate([np.arange(len(r["response_ids"])) % 4 == 0 for r in rows])
  np.testing.assert_allclose(diffs[shifted], SHIFT, atol=1e-3)   # the server served the synced weights
  assert np.abs(diffs[~shifted]).max() < 1e-3
  assert row["rollout/logprob_diff_max"] == pytest.approx(SHIFT, abs=1e-3)
  assert row["rollout/ratio_outside_frac"] == pytest.approx(shifted.mean(), abs=1e-6)
  assert row["rollout/kl_sampler_learner"] == pytest.approx(shifted.mean() * (np.exp(-SHIFT) + SHIFT - 1), rel=1e-3)
  # TIS: weight exp(-SHIFT) on the shifted tokens, 1 elsewhere (a mean over microbatches of token means).
  assert 1 - shifted.mean() < row["actor/tis_weight"] < 1 - 0.5 * shifted.mean()
  assert "update 1: rollout-vs-learner mismatch: KL(sampler || learner)" in capsys.readouterr().out
