"""Training through a live sglang-jax 0.1.0rc0 server on CPU, as docs/sglang.md's recipe does.

Needs MCGPO_SGLANG_JAX_PYTHON, a sglang-jax[cpu]==0.1.0rc0 venv python (scripts/test.sh builds one with
scripts/sglang_jax_venv.sh, cached outside the clone, and sets it; skipped without it). The ALFWorld smoke config with the servable head_dim 128 trains 2 updates with
engine=sglang and restart sync through scripts/restart_sglang_jax.sh: the first sync (after the warm start)
starts the server on weights/v0, each update restarts it on weights/vN.

Checks: the engine's log-probs equal the learner's π_old on every sampled token of both updates (the
rollout/* metrics and the per-row dump), so the sampled ids came from the synced weights; the same tokens
under the previous weights (v0 for update 2) differ by far more, so a stale server could not pass; each
weights/vN holds a tokenizer the server loaded; at the end the server serves weights/v2.
"""
from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import urllib.request

import numpy as np
import pytest

from tests.sglang_jax_venv import MARKS as pytestmark, PYTHON  # noqa: E402,F401
from tests.repo import ROOT

TOLERANCE = 5e-3   # nats; float32 on both sides (measured: ~1e-4)


def free_port() -> int:
  with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    return s.getsockname()[1]


@pytest.fixture
def server_env(tmp_path, monkeypatch):
  """The restart script's settings; afterwards the server's process group is stopped."""
  state = tmp_path / "server"
  port = free_port()
  for name, value in dict(SGLANG_JAX_PYTHON=PYTHON, SGLANG_JAX_PORT=str(port), SGLANG_JAX_STATE=str(state),
                          STOP_TIMEOUT_S="20", READY_TIMEOUT_S="600").items():   # the script's CPU flags
    monkeypatch.setenv(name, value)
  monkeypatch.delenv("SGLANG_JAX_ARGS", raising=False)
  monkeypatch.delenv("JAX_COMPILATION_CACHE_DIR", raising=False)
  yield f"http://127.0.0.1:{port}", state
  with contextlib.suppress(FileNotFoundError, ValueError, ProcessLookupError):
    os.killpg(int(open(state / "server.pid").read().split()[0]), signal.SIGKILL)


def learner_logprobs(model_dir, row):
  """log π(sampled ids | prompt) under the HF dir's weights, by one forward pass."""
  import jax
  import jax.numpy as jnp

  from mcgpo_jax.models.hf import load_pretrained
  model, _ = load_pretrained(model_dir)
  prompt, response = row["prompt_ids"], row["response_ids"]
  logp = jax.nn.log_softmax(model(jnp.asarray([prompt + response]))[0], axis=-1)
  positions = np.arange(len(prompt) - 1, len(prompt) + len(response) - 1)
  return np.asarray(logp)[positions, np.asarray(response)]


def test_two_updates_through_a_live_server_with_restart_sync(tmp_path, server_env):
  from configs import alfworld
  from mcgpo_jax import trainer
  from mcgpo_jax.metrics import read_metrics
  url, state = server_env
  cfg = alfworld.get_config("smoke")
  cfg.run_dir = str(tmp_path / "run")
  cfg.update(dict(num_updates=2, eval_every=0, checkpoint_every=0))
  cfg.model.head_dim = 128                 # what sglang-jax serves
  cfg.learn.learning_rate = 3e-3           # weights move enough per update that stale ones would show
  cfg.rollout.update(dict(engine="sglang", sglang_urls=url, sglang_weight_sync="restart",
                          sglang_restart_command=f"bash {ROOT}/scripts/restart_sglang_jax.sh {{model_dir}}",
                          sglang_keep_weights=3, sglang_timeout_s=600.0, max_prompt_tokens=1024,
                          mismatch_dump=True))
  cfg.learn.tokens_per_micro_batch = None  # the default: the raised prompt budget + the response budget
  trainer.train(cfg)

  rows = read_metrics(cfg.run_dir)
  assert [r["update"] for r in rows] == [1, 2]
  for r in rows:
    print({k: v for k, v in r.items() if k.startswith(("rollout/", "timing_s/"))})
    assert r["rollout/logprob_diff_max"] < TOLERANCE and r["rollout/kl_sampler_learner"] < 1e-6
  weights = os.path.join(cfg.run_dir, "weights")
  assert sorted(os.listdir(weights)) == ["v0", "v1", "v2"]
  for version in ("v0", "v1", "v2"):
    config = json.load(open(os.path.join(weights, version, "tokenizer_config.json")))
    assert config["tokenizer_class"] == "PreTrainedTokenizerFast"
  # Update 2 sampled from v1: its tokens score as the engine said under v1, and differently under v0.
  with open(os.path.join(cfg.run_dir, "mismatch", "update_00002.jsonl")) as f:
    dump = [json.loads(line) for line in f]
  row = max(dump, key=lambda r: len(r["response_ids"]))
  engine = np.asarray(row["engine_logprobs"])
  assert np.abs(learner_logprobs(os.path.join(weights, "v1"), row) - engine).max() < TOLERANCE
  assert np.abs(learner_logprobs(os.path.join(weights, "v0"), row) - engine).max() > 10 * TOLERANCE
  with urllib.request.urlopen(url + "/get_model_info", timeout=30) as answer:
    assert json.load(answer)["model_path"] == os.path.join(weights, "v2")
