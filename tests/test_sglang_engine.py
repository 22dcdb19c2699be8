"""SGLangEngine against local fake SGLang servers (tests/fake_sglang.py): ordering over several servers,
logprob alignment, the sglang-jax bug-(a) workaround, retries and failover, clear errors, weight sync."""
from __future__ import annotations

import json
import os

import pytest

from mcgpo_jax.rollout.engines.base import SamplingParams
from mcgpo_jax.rollout.engines.sglang import SGLangEngine, SGLangError, SGLangHTTPError, parse_generation, \
    request_seed
from tests.fake_sglang import FakeSGLangServer, expected_tokens, fake_logprob

PROMPTS = [[1, 2, 3], [4], [5, 6], [7, 8, 9, 10], [11], [12, 13], [14]]
PARAMS = SamplingParams(temperature=1.0, top_p=0.9, top_k=0, max_new_tokens=8, stop_token_ids=(),
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
    gens = engine.generate(PROMPTS, PARAMS, seed=11)
  assert len(gens) == len(PROMPTS)
  for i, (prompt, gen) in enumerate(zip(PROMPTS, gens)):
    ids, logprobs = expected(prompt, 11, i, PARAMS.max_new_tokens)
    assert gen.ids == ids and gen.logprobs == logprobs and gen.finish_reason == "length"
  for j, fake in enumerate(servers):  # prompt i went to server i mod 3, nowhere else
    assert sorted(b["input_ids"] for b in generate_bodies(fake)) == sorted(PROMPTS[j::3])


def test_requests_run_concurrently_up_to_the_bound(servers):
  servers[0].faults.extend(["sleep:0.2"] * 6)
  with make_engine([servers[0].url], max_concurrency=3) as engine:
    engine.generate(PROMPTS[:6], PARAMS, seed=0)
  assert servers[0].max_in_flight == 3


def test_request_payload(servers):
  params = SamplingParams(temperature=0.7, top_p=0.5, top_k=0, max_new_tokens=4, stop_token_ids=(3, 9),
                          stop_strings=("</action>", "\n\n"))
  with make_engine([servers[0].url]) as engine:
    engine.generate([[1], [2]], params, seed=5)
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
    engine.generate([[1]], PARAMS, seed=5)
  assert "sampling_seed" not in generate_bodies(servers[0])[0]["sampling_params"]


def test_same_seed_same_samples_other_seed_differs(servers):
  with make_engine([s.url for s in servers]) as engine:
    a, b, c = (engine.generate(PROMPTS, PARAMS, seed=s) for s in (3, 3, 4))
  assert [g.ids for g in a] == [g.ids for g in b]
  assert [g.ids for g in a] != [g.ids for g in c]


def test_stop_id_ends_response_and_is_kept():
  """The stop token (a special token, like <|im_end|>) stays in the ids, aligned with its logprob."""
  prompt = [42, 43]
  full, _ = expected(prompt, 0, 0, 16)
  stop = full[5]
  cut = full.index(stop)  # first occurrence
  params = SamplingParams(max_new_tokens=16, stop_token_ids=(stop,))
  with FakeSGLangServer(special_ids=[stop]) as fake, make_engine([fake.url]) as engine:
    (gen,) = engine.generate([prompt], params, seed=0)
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


@pytest.mark.parametrize("fault", ["500", "malformed", "drop", "abort", "sleep:1.0"])
def test_retry_then_success(servers, fault):
  servers[0].faults.append(fault)
  with make_engine([servers[0].url], timeout_s=0.3) as engine:
    (gen,) = engine.generate([[3, 1, 4]], PARAMS, seed=2)
  assert gen.ids == expected([3, 1, 4], 2, 0, PARAMS.max_new_tokens)[0]
  assert len(generate_bodies(servers[0])) == 2


def test_failover_to_another_server(servers):
  servers[1].stop()
  with make_engine([s.url for s in servers]) as engine:
    gens = engine.generate(PROMPTS, PARAMS, seed=9)
  assert [g.ids for g in gens] == [expected(p, 9, i, PARAMS.max_new_tokens)[0] for i, p in enumerate(PROMPTS)]
  # Prompts 1 and 4 (server 1's) were answered by server 2, the next in the cycle.
  assert sorted(b["input_ids"] for b in generate_bodies(servers[2])) == sorted(PROMPTS[2::3] + PROMPTS[1::3])


def test_persistent_failure_names_server_and_last_failure(servers):
  servers[0].faults.extend(["500", "500", "malformed"])
  with make_engine([servers[0].url]) as engine:
    with pytest.raises(SGLangError) as info:
      engine.generate([[1]], PARAMS, seed=0)
  message = str(info.value)
  assert "prompt 0 failed after 3 attempts" in message
  assert f"last failure: {servers[0].url}: malformed JSON" in message and "HTTP 500" in message


def test_client_error_is_not_retried(servers):
  servers[0].faults.append("400")
  with make_engine([servers[0].url]) as engine:
    with pytest.raises(SGLangHTTPError, match="HTTP 400.*top_p") as info:
      engine.generate([[1]], PARAMS, seed=0)
  assert info.value.status == 400 and len(generate_bodies(servers[0])) == 1


def test_sync_disk_call_sequence_and_version(servers, tmp_path):
  model_dir = tmp_path / "ckpt"
  model_dir.mkdir()
  with make_engine([s.url for s in servers[:2]]) as engine:
    engine.sync(str(model_dir), 3)
    assert engine.weight_version == 3
    gens = engine.generate(PROMPTS[:2], PARAMS, seed=1)
  for fake in servers[:2]:
    assert fake.paths()[:4] == ["/pause_generation", "/update_weights_from_disk", "/flush_cache",
                                "/continue_generation"]
    update = fake.requests[1][2]
    assert update == {"model_path": str(model_dir), "weight_version": "3"}
  # The servers now sample from version "3".
  assert [g.ids for g in gens] == [expected(p, 1, i, PARAMS.max_new_tokens, "3")[0]
                                   for i, p in enumerate(PROMPTS[:2])]


def test_sync_disk_without_pause_route(tmp_path):
  with FakeSGLangServer(has_pause=False) as fake, make_engine([fake.url]) as engine:
    engine.sync(str(tmp_path), 1)
    engine.sync(str(tmp_path), 2)
    assert fake.paths() == ["/pause_generation", "/update_weights_from_disk", "/flush_cache",
                            "/update_weights_from_disk", "/flush_cache"]  # 404 remembered
    assert fake.weight_version == "2"


def test_sync_disk_refused_update_raises_and_resumes(tmp_path):
  with FakeSGLangServer(update_succeeds=False) as fake, make_engine([fake.url]) as engine:
    with pytest.raises(SGLangError, match="shape mismatch"):
      engine.sync(str(tmp_path), 1)
    assert fake.paths() == ["/pause_generation", "/update_weights_from_disk", "/continue_generation"]
    assert engine.weight_version is None


def random_tiny_qwen3():
  """A tiny Qwen3 with random weights, built abstractly and filled from NumPy (eager init takes ~30 s)."""
  import jax
  import numpy as np
  from flax import nnx

  from mcgpo_jax.models.qwen import Qwen, QwenConfig
  cfg = QwenConfig(vocab_size=32, hidden_size=16, intermediate_size=32, num_layers=1, num_heads=2,
                   num_kv_heads=1, head_dim=8, qkv_bias=False, qk_norm=True)
  graphdef, state = nnx.split(nnx.eval_shape(lambda: Qwen(cfg, rngs=nnx.Rngs(0))))
  rng = np.random.default_rng(0)
  return nnx.merge(graphdef, jax.tree.map(lambda s: rng.normal(size=s.shape).astype(s.dtype), state))


def test_sync_disk_without_update_route_points_to_restart(tmp_path):
  with FakeSGLangServer(has_update=False) as fake, make_engine([fake.url]) as engine:
    with pytest.raises(SGLangError, match="no /update_weights_from_disk.*weight_sync='restart'"):
      engine.sync(str(tmp_path), 1)
    assert fake.paths() == ["/pause_generation", "/update_weights_from_disk", "/continue_generation"]


def test_sync_model_writes_hf_dir_with_tokenizer_files(servers, tmp_path):
  base = tmp_path / "base"
  base.mkdir()
  (base / "config.json").write_text(json.dumps({"eos_token_id": 7, "bos_token_id": 6}))
  (base / "tokenizer.json").write_text("{}")
  (base / "tokenizer_config.json").write_text("{}")
  with make_engine([servers[0].url], weights_dir=str(tmp_path / "w"), base_model_dir=str(base)) as engine:
    engine.sync(random_tiny_qwen3(), 4)
  written = tmp_path / "w" / "v4"
  assert sorted(os.listdir(written)) == ["config.json", "model.safetensors", "tokenizer.json",
                                         "tokenizer_config.json"]
  config = json.loads((written / "config.json").read_text())
  assert config["eos_token_id"] == 7 and config["model_type"] == "qwen3" and config["head_dim"] == 8
  assert servers[0].requests[1][2] == {"model_path": str(written), "weight_version": "4"}


def test_sync_restart_calls_restart_fn_then_waits_for_health(servers, tmp_path):
  restarted = []
  with make_engine([s.url for s in servers], weight_sync="restart", restart_fn=restarted.append) as engine:
    engine.sync(str(tmp_path), 2)
    assert engine.weight_version == 2
  assert restarted == [str(tmp_path)]
  for fake in servers:
    assert fake.paths() == ["/health"]


def test_sync_restart_times_out_on_dead_server(servers, tmp_path):
  servers[2].stop()
  engine = make_engine([s.url for s in servers], weight_sync="restart", restart_fn=lambda d: None,
                       restart_timeout_s=0.2)
  with engine, pytest.raises(SGLangError, match=f"not healthy.*{servers[2].url}"):
    engine.sync(str(tmp_path), 1)


def test_sync_none_sends_nothing(servers):
  with make_engine([servers[0].url], weight_sync="none") as engine:
    engine.sync("not/a/dir", 5)
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
