"""SGLangEngine against local fake SGLang servers (tests/fake_sglang.py): ordering over several servers,
logprob alignment, the sglang-jax bug-(a) workaround, retries and failover, clear errors, weight sync,
keep-k pruning of written dirs, restart commands (real subprocesses), export in the compute dtype."""
from __future__ import annotations

import json
import os
import sys
import threading
import types

import numpy as np
import pytest

from mcgpo_jax.rollout.engines.base import SamplingParams
from mcgpo_jax.rollout.engines.sglang import MARKER_FILE, RestartCommand, SGLangEngine, SGLangError, \
    SGLangHTTPError, parse_generation, request_seed, server_tokenizer_config
from tests.fake_sglang import FakeSGLangServer, expected_tokens, fake_logprob

PROMPTS = [[1, 2, 3], [4], [5, 6], [7, 8, 9, 10], [11], [12, 13], [14]]
SAMPLING = SamplingParams(temperature=1.0, top_p=0.9, top_k=0, max_new_tokens=8, stop_token_ids=(),
                          stop_strings=("</action>",))


@pytest.fixture
def servers():
  fakes = [FakeSGLangServer().start() for _ in range(3)]
  yield fakes
  for fake in fakes:
    fake.stop()


def make_engine(urls, **kwargs) -> SGLangEngine:
  """Fast failure handling for tests: short timeout, tiny backoff."""
  kwargs = dict(dict(timeout_s=2.0, max_retries=2, backoff_s=0.001, health_timeout_s=1.0), **kwargs)
  return SGLangEngine(urls, **kwargs)


def expected(prompt, seed, index, n, version="0"):
  ids = expected_tokens(prompt, request_seed(seed, index), version, n)
  return ids, [fake_logprob(t, k) for k, t in enumerate(ids)]


def generate_bodies(fake):
  return [body for _, path, body in fake.requests if path == "/generate"]


def test_happy_path_order_and_alignment_across_servers(servers):
  with make_engine([s.url for s in servers]) as engine:
    gens = engine.generate(PROMPTS, SAMPLING, seed=11)
  assert len(gens) == len(PROMPTS)
  for i, (prompt, gen) in enumerate(zip(PROMPTS, gens)):
    ids, logprobs = expected(prompt, 11, i, SAMPLING.max_new_tokens)
    assert gen.ids == ids and gen.logprobs == logprobs and gen.finish_reason == "length"
  for j, fake in enumerate(servers):  # prompt i went to server i mod 3, nowhere else
    assert sorted(b["input_ids"] for b in generate_bodies(fake)) == sorted(PROMPTS[j::3])


def test_requests_run_concurrently_up_to_the_bound(servers):
  servers[0].faults.extend(["sleep:0.2"] * 6)
  with make_engine([servers[0].url], max_concurrency=3) as engine:
    engine.generate(PROMPTS[:6], SAMPLING, seed=0)
  assert servers[0].max_in_flight == 3


def test_request_payload(servers):
  sampling = SamplingParams(temperature=0.7, top_p=0.5, top_k=0, max_new_tokens=4, stop_token_ids=(3, 9),
                            stop_strings=("</action>", "\n\n"))
  with make_engine([servers[0].url]) as engine:
    engine.generate([[1], [2]], sampling, seed=5)
  bodies = generate_bodies(servers[0])
  assert len(bodies) == 2
  for body in bodies:
    assert body["return_logprob"] is True  # always: sglang-jax bug (b)
    sp = body["sampling_params"]
    assert sp["top_k"] == -1 and sp["temperature"] == 0.7 and sp["top_p"] == 0.5
    assert sp["max_new_tokens"] == 4 and sp["stop_token_ids"] == [3, 9] and sp["stop"] == ["</action>", "\n\n"]
    assert sp["no_stop_trim"] is True and sp["skip_special_tokens"] is False
  seeds = {tuple(b["input_ids"]): b["sampling_params"]["sampling_seed"] for b in bodies}
  assert seeds == {(1,): request_seed(5, 0), (2,): request_seed(5, 1)}
  assert request_seed(5, 0) != request_seed(5, 1) != request_seed(6, 1)


def test_send_seed_off_omits_sampling_seed(servers):
  with make_engine([servers[0].url], send_seed=False) as engine:
    engine.generate([[1]], SAMPLING, seed=5)
  assert "sampling_seed" not in generate_bodies(servers[0])[0]["sampling_params"]


def test_same_seed_same_samples_other_seed_differs(servers):
  with make_engine([s.url for s in servers]) as engine:
    a, b, c = (engine.generate(PROMPTS, SAMPLING, seed=s) for s in (3, 3, 4))
  assert [g.ids for g in a] == [g.ids for g in b]
  assert [g.ids for g in a] != [g.ids for g in c]


def test_stop_id_ends_response_and_is_kept():
  """The stop token (a special token, like <|im_end|>) stays in the ids, aligned with its logprob."""
  prompt = [42, 43]
  full, _ = expected(prompt, 0, 0, 16)
  stop = full[5]
  cut = full.index(stop)  # first occurrence
  sampling = SamplingParams(max_new_tokens=16, stop_token_ids=(stop,))
  with FakeSGLangServer(special_ids=[stop]) as fake, make_engine([fake.url]) as engine:
    (gen,) = engine.generate([prompt], sampling, seed=0)
  assert gen.finish_reason == "stop"
  assert gen.ids == full[:cut + 1] and gen.ids[-1] == stop
  assert gen.logprobs == [fake_logprob(t, k) for k, t in enumerate(gen.ids)]


@pytest.mark.parametrize("fault", ["bug_a", "bug_c"])
@pytest.mark.parametrize("n", [30, 64, 100, 160])
def test_sglang_jax_flush_bugs_are_repaired(servers, fault, n):
  """Measured on sglang-jax 0.1.0rc0: 114 logprob entries for 64 tokens, 460 for 160 (bug a); 160, 210
  or 310 output_ids for 160 tokens (bug c)."""
  servers[0].faults.append(fault)
  with make_engine([servers[0].url]) as engine:
    (gen,) = engine.generate([[1, 2]], SamplingParams(max_new_tokens=n), seed=1)
  ids, logprobs = expected([1, 2], 1, 0, n)
  assert gen.ids == ids and gen.logprobs == logprobs  # logprobs carry the position: a shift would show
  assert len(generate_bodies(servers[0])) == 1  # repaired, not retried


def test_fake_flush_bugs_have_the_measured_sizes():
  """The fake reproduces the sizes seen on the real server, so the test above covers the real pattern."""
  def sizes(n, fault):
    body = {"input_ids": [1], "sampling_params": {"max_new_tokens": n}, "return_logprob": True}
    answer = FakeSGLangServer().generate(body, fault)
    return len(answer["output_ids"]), len(answer["meta_info"]["output_token_logprobs"])
  assert sizes(64, "bug_a") == (64, 114) and sizes(160, "bug_a") == (160, 460) and sizes(30, "bug_a") == (30, 30)
  assert sizes(160, "bug_c") == (210, 160)


def response(ids, entries, finish="length", n=None):
  meta = {"output_token_logprobs": entries, "finish_reason": {"type": finish}}
  if n is not None:
    meta["completion_tokens"] = n
  return {"output_ids": ids, "meta_info": meta}


def test_parse_rejects_misaligned_logprobs():
  ok = parse_generation(response([5, 6], [[-0.5, 5, None], [-0.25, 6, None]], "stop"), "u")
  assert ok.ids == [5, 6] and ok.logprobs == [-0.5, -0.25] and ok.finish_reason == "stop"
  with pytest.raises(SGLangError, match="output_ids \\(2\\) disagree.*at position 1"):
    parse_generation(response([5, 6], [[-0.5, 5, None], [-0.25, 7, None]]), "u")
  with pytest.raises(SGLangError, match="3 logprob entries for 2 completion tokens"):
    parse_generation(response([5, 6], [[-0.5, 5, None]] * 3), "u")
  # 114 entries for 64 tokens is bug (a) only if they repeat the first 50 tokens.
  ids = list(range(64))
  with pytest.raises(SGLangError, match="cumulative flush pattern"):
    parse_generation(response(ids, [[-1.0, k % 64, None] for k in range(114)], n=64), "u")


@pytest.mark.parametrize("fault", ["500", "malformed", "drop", "abort"])
def test_retry_then_success(servers, fault):
  servers[0].faults.append(fault)
  with make_engine([servers[0].url], timeout_s=1.0) as engine:
    (gen,) = engine.generate([[3, 1, 4]], SAMPLING, seed=2)
  assert gen.ids == expected([3, 1, 4], 2, 0, SAMPLING.max_new_tokens)[0]
  assert len(generate_bodies(servers[0])) == 2


def test_failover_to_another_server(servers):
  servers[1].stop()
  with make_engine([s.url for s in servers]) as engine:
    gens = engine.generate(PROMPTS, SAMPLING, seed=9)
  assert [g.ids for g in gens] == [expected(p, 9, i, SAMPLING.max_new_tokens)[0] for i, p in enumerate(PROMPTS)]
  # Prompts 1 and 4 (server 1's) were answered by server 2, the next in the cycle.
  assert sorted(b["input_ids"] for b in generate_bodies(servers[2])) == sorted(PROMPTS[2::3] + PROMPTS[1::3])


def test_persistent_failure_names_server_and_last_failure(servers):
  servers[0].faults.extend(["500", "500", "malformed"])
  with make_engine([servers[0].url]) as engine:
    with pytest.raises(SGLangError) as info:
      engine.generate([[1]], SAMPLING, seed=0)
  message = str(info.value)
  assert "row 0 failed after retries (3 attempts)" in message
  assert f"last failure: {servers[0].url}: malformed JSON" in message and "HTTP 500" in message


def test_client_error_is_not_retried(servers):
  servers[0].faults.append("400")
  with make_engine([servers[0].url]) as engine:
    with pytest.raises(SGLangHTTPError, match="HTTP 400.*top_p") as info:
      engine.generate([[1]], SAMPLING, seed=0)
  assert info.value.status == 400 and len(generate_bodies(servers[0])) == 1


def test_sync_disk_call_sequence_and_version(servers, tmp_path):
  model_dir = tmp_path / "ckpt"
  model_dir.mkdir()
  with make_engine([s.url for s in servers[:2]]) as engine:
    engine.sync_dir(str(model_dir), 3)
    assert engine.weight_version == 3
    gens = engine.generate(PROMPTS[:2], SAMPLING, seed=1)
  for fake in servers[:2]:
    assert fake.paths()[:4] == ["/pause_generation", "/update_weights_from_disk", "/flush_cache",
                                "/continue_generation"]
    update = fake.requests[1][2]
    assert update == {"model_path": str(model_dir), "weight_version": "3"}
  # The servers now sample from version "3".
  assert [g.ids for g in gens] == [expected(p, 1, i, SAMPLING.max_new_tokens, "3")[0]
                                   for i, p in enumerate(PROMPTS[:2])]


def test_sync_disk_without_pause_route(tmp_path):
  with FakeSGLangServer(has_pause=False) as fake, make_engine([fake.url]) as engine:
    engine.sync_dir(str(tmp_path), 1)
    engine.sync_dir(str(tmp_path), 2)
    assert fake.paths() == ["/pause_generation", "/update_weights_from_disk", "/flush_cache",
                            "/update_weights_from_disk", "/flush_cache"]  # 404 remembered
    assert fake.weight_version == "2"


def test_sync_disk_refused_update_raises_and_resumes(tmp_path):
  with FakeSGLangServer(update_succeeds=False) as fake, make_engine([fake.url]) as engine:
    with pytest.raises(SGLangError, match="shape mismatch"):
      engine.sync_dir(str(tmp_path), 1)
    assert fake.paths() == ["/pause_generation", "/update_weights_from_disk", "/continue_generation"]
    assert engine.weight_version is None


def random_tiny_qwen3(dtype="float32", **fields):
  """A tiny Qwen3 with random float32 weights computing in `dtype` (and other QwenConfig `fields`), built
  abstractly and filled from NumPy (eager init takes ~30 s)."""
  import jax
  import jax.numpy as jnp
  from flax import nnx

  from mcgpo_jax.models.qwen import Qwen, QwenConfig
  cfg = QwenConfig(vocab_size=32, hidden_size=16, intermediate_size=32, num_layers=1, num_heads=2,
                   num_kv_heads=1, head_dim=8, qkv_bias=False, qk_norm=True, param_dtype=jnp.float32,
                   dtype=jnp.dtype(dtype), **fields)
  graphdef, state = nnx.split(nnx.eval_shape(lambda: Qwen(cfg, rngs=nnx.Rngs(0))))
  rng = np.random.default_rng(0)
  return nnx.merge(graphdef, jax.tree.map(lambda s: rng.normal(size=s.shape).astype(s.dtype), state))


def split(model):
  """(graphdef, params) as the learner holds them: what the builder gives the engine and sync."""
  from flax import nnx
  return nnx.split(model)


def test_sync_disk_without_update_route_points_to_restart(tmp_path):
  with FakeSGLangServer(has_update=False) as fake, make_engine([fake.url]) as engine:
    with pytest.raises(SGLangError, match="no /update_weights_from_disk.*weight_sync='restart'"):
      engine.sync_dir(str(tmp_path), 1)
    assert fake.paths() == ["/pause_generation", "/update_weights_from_disk", "/continue_generation"]


def test_sync_model_writes_hf_dir_with_tokenizer_files(servers, tmp_path):
  base = tmp_path / "base"
  base.mkdir()
  (base / "config.json").write_text(json.dumps({"eos_token_id": 7, "bos_token_id": 6}))
  (base / "tokenizer.json").write_text("{}")
  (base / "tokenizer_config.json").write_text("{}")
  graphdef, params = split(random_tiny_qwen3())
  with make_engine([servers[0].url], weights_dir=str(tmp_path / "w"), base_model_dir=str(base),
                   graphdef=graphdef) as engine:
    engine.sync(params, 4)
  written = tmp_path / "w" / "v4"
  assert sorted(os.listdir(written)) == sorted([MARKER_FILE, "config.json", "model.safetensors", "tokenizer.json",
                                                "tokenizer_config.json"])
  config = json.loads((written / "config.json").read_text())
  assert config["eos_token_id"] == 7 and config["model_type"] == "qwen3" and config["head_dim"] == 8
  assert servers[0].requests[1][2] == {"model_path": str(written), "weight_version": "4"}


def test_sync_without_a_base_dir_writes_the_trained_tokenizer_for_transformers_4(servers, tmp_path):
  """A tiny policy has no base model dir: its trained tokenizer (transformers-5 files) goes into every
  written dir, with a tokenizer_config.json that transformers 4.57 (sglang-jax's) can load."""
  from mcgpo_jax.rollout.tiny_tokenizer import train_tokenizer
  tokenizer = train_tokenizer(["go to the kitchen", "open the fridge"] * 5, str(tmp_path / "tok"), vocab_size=300)
  assert json.loads(open(os.path.join(tokenizer, "tokenizer_config.json")).read())["tokenizer_class"] == \
      "TokenizersBackend"   # what transformers 5 writes, and 4.57 refuses
  graphdef, params = split(random_tiny_qwen3())
  with make_engine([servers[0].url], weights_dir=str(tmp_path / "w"), tokenizer_dir=tokenizer,
                   graphdef=graphdef) as engine:
    engine.sync(params, 1)
  written = tmp_path / "w" / "v1"
  assert {"tokenizer.json", "chat_template.jinja", "tokenizer_config.json"} <= set(os.listdir(written))
  config = json.loads((written / "tokenizer_config.json").read_text())
  assert config["tokenizer_class"] == "PreTrainedTokenizerFast" and "backend" not in config
  assert config["eos_token"] == "<|im_end|>"
  from transformers import AutoTokenizer   # still loads here (transformers 5), as the same tokenizer
  assert AutoTokenizer.from_pretrained(str(written)).encode("open the fridge") == \
      AutoTokenizer.from_pretrained(tokenizer).encode("open the fridge")


def test_server_tokenizer_config_keeps_transformers_4_files_and_moves_listed_extras():
  hub = {"tokenizer_class": "Qwen2Tokenizer", "additional_special_tokens": ["<|im_start|>"], "eos_token": "x"}
  assert server_tokenizer_config(hub) == hub
  v5 = {"tokenizer_class": "Qwen2Tokenizer", "backend": "tokenizers", "extra_special_tokens": ["<a>", "<b>"],
        "additional_special_tokens": ["<a>"]}
  assert server_tokenizer_config(v5) == {"tokenizer_class": "Qwen2Tokenizer", "extra_special_tokens": {},
                                         "additional_special_tokens": ["<a>", "<b>"]}


def test_sync_restart_calls_restart_fn_then_waits_for_health(servers, tmp_path):
  restarted = []
  with make_engine([s.url for s in servers], weight_sync="restart", restart_fn=restarted.append) as engine:
    engine.sync_dir(str(tmp_path), 2)
    assert engine.weight_version == 2
  assert restarted == [str(tmp_path)]
  for fake in servers:
    assert fake.paths() == ["/health"]


def test_sync_restart_times_out_on_dead_server(servers, tmp_path):
  servers[2].stop()
  engine = make_engine([s.url for s in servers], weight_sync="restart", restart_fn=lambda d: None,
                       restart_timeout_s=0.2)
  with engine, pytest.raises(SGLangError, match=f"not healthy.*{servers[2].url}"):
    engine.sync_dir(str(tmp_path), 1)


def test_sync_restart_waits_the_restart_timeout_not_the_health_one(tmp_path):
  """Relaunched servers may take longer than a health probe's timeout: this one is up 0.6 s after the restart,
  past health_timeout_s=0.2 and within restart_timeout_s=10."""
  health = tmp_path / "up"

  def relaunch(model_dir):
    threading.Timer(0.6, lambda: health.write_text(model_dir)).start()

  with FakeSGLangServer(health_file=str(health)) as fake, \
       make_engine([fake.url], weight_sync="restart", restart_fn=relaunch, health_timeout_s=0.2,
                   restart_timeout_s=10.0) as engine:
    engine.sync_dir(str(tmp_path), 3)
    assert engine.weight_version == 3 and fake.model_path == str(tmp_path)


def test_sync_of_params_needs_the_graphdef(servers):
  with make_engine([servers[0].url], weight_sync="none") as engine, pytest.raises(ValueError, match="graphdef"):
    engine.sync({}, 1)


def test_sync_none_sends_nothing(servers):
  with make_engine([servers[0].url], weight_sync="none") as engine:
    engine.sync_dir("not/a/dir", 5)
    assert engine.weight_version == 5
  assert servers[0].requests == []


def test_health(servers):
  with make_engine([s.url for s in servers]) as engine:
    assert engine.health()
    servers[1].stop()
    assert not engine.health()
    assert engine.server_health() == {servers[0].url: True, servers[1].url: False, servers[2].url: True}


def test_constructor_validation():
  with pytest.raises(ValueError, match="weight_sync='rsync'"):
    SGLangEngine(["http://x"], weight_sync="rsync")
  with pytest.raises(ValueError, match="restart_fn"):
    SGLangEngine(["http://x"], weight_sync="restart")
  with pytest.raises(ValueError, match="urls is empty"):
    SGLangEngine([])


def safetensors_header(path) -> dict:
  with open(path, "rb") as f:
    return json.loads(f.read(int.from_bytes(f.read(8), "little")))


def test_sync_exports_in_the_compute_dtype(servers, tmp_path):
  """float32 master weights computing in bfloat16: the servers get bfloat16 weights (what they run)."""
  import ml_dtypes
  model = random_tiny_qwen3("bfloat16")
  graphdef, params = split(model)
  with make_engine([servers[0].url], weights_dir=str(tmp_path), graphdef=graphdef) as engine:
    engine.sync(params, 1)
  header = safetensors_header(tmp_path / "v1" / "model.safetensors")
  assert {v["dtype"] for k, v in header.items() if k != "__metadata__"} == {"BF16"}
  config = json.loads((tmp_path / "v1" / "config.json").read_text())
  assert config["torch_dtype"] == "bfloat16" and config["dtype"] == "bfloat16"
  from safetensors.numpy import load_file
  embed = load_file(str(tmp_path / "v1" / "model.safetensors"))["model.embed_tokens.weight"]
  master = np.asarray(model.embed[...])
  assert master.dtype == np.float32 and not np.array_equal(master, master.astype(ml_dtypes.bfloat16))
  np.testing.assert_array_equal(embed, master.astype(ml_dtypes.bfloat16))


@pytest.mark.parametrize("tied", [False, True])
def test_sync_writes_only_the_tokenizer_rows_so_a_server_cannot_sample_padding(servers, tmp_path, tied):
  """A policy with 32 embedding rows and a tokenizer of 20 ids is served as a 20-row model (embedding and lm
  head; the tied embedding is the head): its logits are the policy's on those rows. Before, the server got
  all 32 rows and sampled padding ids (a live sglang-jax answered 549 for the tiny policy's 516 ids)."""
  import jax.numpy as jnp
  from mcgpo_jax.models.hf import load_pretrained
  model = random_tiny_qwen3(tokenizer_size=20, tie_word_embeddings=tied)
  with make_engine([servers[0].url], weights_dir=str(tmp_path), graphdef=split(model)[0]) as engine:
    engine.sync(split(model)[1], 1)
  config = json.loads((tmp_path / "v1" / "config.json").read_text())
  assert config["vocab_size"] == 20 and config["tie_word_embeddings"] == tied
  served, _ = load_pretrained(str(tmp_path / "v1"))
  ids = jnp.asarray([[1, 5, 19, 3]])
  np.testing.assert_allclose(served(ids), model(ids)[..., :20], atol=1e-5)
  assert served.embed[...].shape == (20, 16) and (tied or served.lm_head[...].shape == (20, 16))


def version_dirs(path) -> list[str]:
  return sorted(name for name in os.listdir(path) if name.startswith("v"))


def test_sync_keeps_the_newest_k_dirs_deleting_only_after_every_server_confirmed(servers, tmp_path):
  weights = tmp_path / "w"
  base = weights / "v0"  # the base model, even marked and named like ours, is never deleted
  base.mkdir(parents=True)
  (base / "config.json").write_text("{}")
  (base / MARKER_FILE).write_text("0\n")
  (weights / "notes.txt").write_text("mine")
  seen = []  # the dirs on disk while each server loads a version
  for fake in servers[:2]:
    fake.on_update = lambda body: seen.append((body["weight_version"], version_dirs(weights)))
  graphdef, params = split(random_tiny_qwen3())
  with make_engine([s.url for s in servers[:2]], weights_dir=str(weights), base_model_dir=str(base),
                   keep_weights=2, graphdef=graphdef) as engine:
    after = []
    for version in range(1, 5):
      engine.sync(params, version)
      after.append(version_dirs(weights))
  assert after == [["v0", "v1"], ["v0", "v1", "v2"], ["v0", "v2", "v3"], ["v0", "v3", "v4"]]
  # While v3 loaded, v1 was still there: it goes only once both servers answered success for v3.
  assert sorted(seen) == [("1", ["v0", "v1"])] * 2 + [("2", ["v0", "v1", "v2"])] * 2 + \
      [("3", ["v0", "v1", "v2", "v3"])] * 2 + [("4", ["v0", "v2", "v3", "v4"])] * 2
  assert (weights / "notes.txt").read_text() == "mine" and (base / "config.json").exists()
  for fake in servers[:2]:
    assert fake.model_path == str(weights / "v4")


def test_failed_update_deletes_nothing(servers, tmp_path):
  graphdef, params = split(random_tiny_qwen3())
  with make_engine([s.url for s in servers[:2]], weights_dir=str(tmp_path), keep_weights=1,
                   graphdef=graphdef) as engine:
    engine.sync(params, 1)
    engine.sync(params, 2)
    assert version_dirs(tmp_path) == ["v2"]
    servers[1].update_succeeds = False
    with pytest.raises(SGLangError, match="shape mismatch"):
      engine.sync(params, 3)
    assert version_dirs(tmp_path) == ["v2", "v3"]  # server 1 still serves v2; v3 may be half-loaded
    assert engine.weight_version == 2
    servers[1].update_succeeds = True
    engine.sync(params, 4)
  assert version_dirs(tmp_path) == ["v4"]


def test_resume_prunes_dirs_of_the_previous_process(servers, tmp_path):
  """A run resumed from its update-4 checkpoint: the earlier process wrote v1..v6 (v5, v6 belong to the
  abandoned continuation). The new engine's first confirmed sync keeps v4 and v3 only; dirs it did not
  write stay."""
  graphdef, params = split(random_tiny_qwen3())
  with make_engine([servers[0].url], weights_dir=str(tmp_path), keep_weights=10, graphdef=graphdef) as first:
    for version in range(1, 7):
      first.sync(params, version)
  (tmp_path / "v9").mkdir()  # not ours (no marker)
  (tmp_path / "v9" / "model.safetensors").write_text("user data")
  os.symlink(tmp_path / "v1", tmp_path / "v8")  # a link is never ours either
  with make_engine([servers[0].url], weights_dir=str(tmp_path), keep_weights=2, graphdef=graphdef) as resumed:
    resumed.sync(params, 4)
  assert version_dirs(tmp_path) == ["v3", "v4", "v8", "v9"]
  assert (tmp_path / "v9" / "model.safetensors").read_text() == "user data"


def test_rewriting_a_version_replaces_the_old_dir(servers, tmp_path):
  graphdef, params = split(random_tiny_qwen3())
  with make_engine([servers[0].url], weights_dir=str(tmp_path), graphdef=graphdef) as engine:
    engine.sync(params, 2)
    stale = tmp_path / "v2" / "model-00001-of-00002.safetensors"  # e.g. a float32 copy in two shards
    stale.write_text("stale")
    engine.sync(params, 2)
    assert not stale.exists() and (tmp_path / "v2" / "model.safetensors").exists()
    (tmp_path / "v3").mkdir()
    with pytest.raises(SGLangError, match=f"v3 exists and was not written by this engine.*{MARKER_FILE}"):
      engine.sync(params, 3)
  assert os.listdir(tmp_path / "v3") == []


RESTART_SCRIPT = """\
import subprocess, sys
model_dir, health_file, log = sys.argv[1:]
with open(log, "a") as f:
  f.write(model_dir + "\\n")
# Like a launcher: start the server in the background and return; it is up (/health 200) 0.2 s later.
up = "import os, sys, time; time.sleep(0.2); open(sys.argv[1] + '~', 'w').write(sys.argv[2]); os.replace(sys.argv[1] + '~', sys.argv[1])"
subprocess.Popen([sys.executable, "-c", up, health_file, model_dir], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
"""


def test_restart_command_relaunches_servers_on_each_new_dir(tmp_path):
  script, health, log = tmp_path / "restart.py", tmp_path / "up", tmp_path / "log"
  script.write_text(RESTART_SCRIPT)
  # A weights dir a shell would mangle: the dir must reach the command as one word, unexpanded.
  weights = tmp_path / "w $HOME; rm x"
  command = RestartCommand(f"{sys.executable} {script} {{model_dir}} {health} {log}", timeout_s=30)
  graphdef, params = split(random_tiny_qwen3())
  with FakeSGLangServer(health_file=str(health)) as fake, \
       make_engine([fake.url], weight_sync="restart", restart_fn=command, weights_dir=str(weights),
                   keep_weights=1, restart_timeout_s=30, graphdef=graphdef) as engine:
    for version in (1, 2):
      health.unlink(missing_ok=True)  # the relaunched server is down until the background start ends
      engine.sync(params, version)
      assert fake.model_path == str(weights / f"v{version}")
  assert log.read_text().splitlines() == [str(weights / "v1"), str(weights / "v2")]
  assert version_dirs(weights) == ["v2"]


def test_restart_command_failure_names_command_and_output_tail(tmp_path):
  script = tmp_path / "fail.py"
  script.write_text("import sys\nprint('starting on', sys.argv[1])\n"
                    "sys.stderr.write('OSError: port 30000 is in use\\n')\nsys.exit(3)\n")
  command = RestartCommand(f"{sys.executable} {script} {{model_dir}}")
  with pytest.raises(SGLangError, match=r"restart command '.*fail\.py /m/v7' exited with status 3; "
                                        r"output tail: starting on /m/v7\nOSError: port 30000 is in use"):
    command("/m/v7")
  slow = RestartCommand(f"{sys.executable} -c 'import time; time.sleep(30)' {{model_dir}}", timeout_s=0.5)
  with pytest.raises(SGLangError, match="did not finish within 0.5 s"):
    slow("/m/v7")
  with pytest.raises(SGLangError, match="could not start"):
    RestartCommand(f"{tmp_path}/missing {{model_dir}}")("/m/v7")


@pytest.mark.parametrize("template, message", [
    ("", "empty"), ("bash restart.sh", "lacks {model_dir}"), ("bash 'restart.sh {model_dir}", "split"),
])
def test_restart_command_validation(template, message):
  with pytest.raises(ValueError, match=message):
    RestartCommand(template)


def sglang_config(**rollout):
  from configs import webshop
  cfg = webshop.get_config("smoke")
  cfg.rollout.update(dict(engine="sglang", sglang_urls="http://127.0.0.1:1"), **rollout)
  return cfg


@pytest.mark.parametrize("rollout, message", [
    (dict(sglang_weight_sync="restart"), "config.rollout.sglang_weight_sync='restart' needs "
                                         "config.rollout.sglang_restart_command"),
    (dict(sglang_weight_sync="restart", sglang_restart_command="restart.sh"),
     "config.rollout.sglang_restart_command: .*lacks {model_dir}"),
    (dict(sglang_keep_weights=0), "config.rollout.sglang_keep_weights must be >= 1"),
    (dict(sglang_weight_sync="nccl"), "config.rollout.sglang_weight_sync='nccl'"),
    (dict(sglang_weight_sync="restart", sglang_restart_command="restart.sh {model_dir}"),
     "config.model.head_dim=16: sglang-jax .* set config.model.head_dim=128"),
])
def test_validate_config_names_the_sglang_field(rollout, message):
  from mcgpo_jax.config import ConfigError, validate_config
  with pytest.raises(ConfigError, match=message) as info:
    validate_config(sglang_config(**rollout))
  assert "\n" not in str(info.value)


def test_builder_wires_restart_command_and_keep_weights(tmp_path):
  from mcgpo_jax.builder import _make_engine
  from mcgpo_jax.config import validate_config
  cfg = sglang_config(sglang_weight_sync="restart", sglang_keep_weights=3, sglang_restart_timeout_s=42.0,
                      sglang_restart_command="bash scripts/restart_sglang_jax.sh {model_dir}")
  cfg.model.head_dim = 128   # sglang-jax's
  validate_config(cfg)
  learner = types.SimpleNamespace(graphdef="the learner's graphdef")
  tokenizer = types.SimpleNamespace(path="/the/run/tokenizer")
  with _make_engine(cfg, learner, None, tokenizer, str(tmp_path)) as engine:
    assert engine.tokenizer_dir == "/the/run/tokenizer"
    assert engine.graphdef == "the learner's graphdef"
    assert engine.keep_weights == 3 and engine.restart_timeout_s == 42.0
    assert engine.weights_dir == os.path.join(str(tmp_path), "weights")
    assert engine.restart_fn.words == ["bash", "scripts/restart_sglang_jax.sh", "{model_dir}"]
    assert engine.restart_fn.timeout_s == 42.0
