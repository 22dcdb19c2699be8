"""Engines and environments that misbehave (docs/faults.md): SGLang answers with impossible ids, logprobs or
lengths, trickling or hung servers (one total deadline), a killed AppWorld worker, and a WebShop goal index
outside its catalog."""
import os

import pytest


def _answer(ids, logprobs):
  return {"output_ids": ids, "meta_info": {"output_token_logprobs": [[lp, t, None] for lp, t in zip(logprobs, ids)],
                                           "finish_reason": {"type": "stop"}}}


@pytest.mark.parametrize("ids,logprobs,message", [
    ([5, 1000], [-0.5, -0.1], r"token id 1000 at position 1 is outside the policy's vocabulary \[0, 1000\)"),
    ([-1, 5], [-0.5, -0.1], r"token id -1 at position 0 is outside"),
    ([5, 6], [-0.5, float("nan")], r"log-probability nan at position 1 is not a finite value <= 0"),
    ([5, 6], [0.7, -0.1], r"log-probability 0.7 at position 0"),
    ([5, 6], [-float("inf"), -0.1], r"log-probability -inf at position 0"),
])
def test_sglang_answers_with_impossible_ids_or_logprobs_are_refused(ids, logprobs, message):
  from mcgpo_jax.rollout.engines.sglang import SGLangError, parse_generation
  with pytest.raises(SGLangError, match=message):
    parse_generation(_answer(ids, logprobs), "u", vocab_size=1000)
  ok = parse_generation(_answer([0, 999], [-0.5, 0.0]), "u", vocab_size=1000)   # the bounds themselves
  assert ok.ids == [0, 999]


def test_a_trickling_sglang_server_hits_the_total_deadline():
  """One byte every 0.1 s never trips a 0.5 s per-read timeout; the 0.5 s total deadline must (without
  it the 10 s trickle ends in a malformed-JSON error instead)."""
  import http.server
  import threading
  import time
  from mcgpo_jax.rollout.engines.base import SamplingParams
  from mcgpo_jax.rollout.engines.sglang import SGLangEngine, SGLangError

  class Trickle(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
      self.rfile.read(int(self.headers["Content-Length"]))
      self.send_response(200)
      self.send_header("Content-Length", "100000")
      self.end_headers()
      try:
        for _ in range(100):
          self.wfile.write(b" ")
          self.wfile.flush()
          time.sleep(0.1)
      except (BrokenPipeError, ConnectionResetError):
        pass

    def log_message(self, *args):
      pass

  server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Trickle)
  threading.Thread(target=server.serve_forever, daemon=True).start()
  try:
    engine = SGLangEngine([f"http://127.0.0.1:{server.server_address[1]}"], timeout_s=0.5, max_retries=0,
                          weight_sync="none")
    with engine, pytest.raises(SGLangError, match="no answer on /generate within 0.5 s"):
      engine.generate([[1, 2]], SamplingParams(max_new_tokens=4), seed=0)   # without it: malformed JSON after 10 s
  finally:
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize("payload", [-1, 10 ** 9, "3", None, True])
def test_webshop_reset_refuses_a_goal_index_outside_the_catalog(payload):
  from mcgpo_jax.envs.base import Task
  from mcgpo_jax.envs.webshop.engine import WebShopEnv
  env = WebShopEnv()
  with pytest.raises(ValueError, match=r"goal index .* is not in \[0, \d+\)"):
    env.reset(Task(task_id="bad", split="train", payload=payload))
  env.reset(env.tasks().tasks[0])   # a real task still resets


def test_a_hung_sglang_server_costs_one_total_deadline_not_one_per_attempt():
  """timeout_s=0.6 with 3 retries used to wait 4 x 0.6 s (+ backoff) on a hung server."""
  import time
  from tests.fake_sglang import FakeSGLangServer
  from mcgpo_jax.rollout.engines.base import SamplingParams
  from mcgpo_jax.rollout.engines.sglang import SGLangEngine, SGLangError
  with FakeSGLangServer() as server:
    server.faults.extend(["sleep:1.5"] * 4)
    engine = SGLangEngine([server.url], timeout_s=0.6, max_retries=3, backoff_s=0.01, weight_sync="none")
    t0 = time.monotonic()
    with engine, pytest.raises(SGLangError, match=r"row 0 failed within its total deadline of 0.6 s \(1 attempts\)"):
      engine.generate([[1, 2]], SamplingParams(max_new_tokens=4), seed=0)
    assert time.monotonic() - t0 < 1.2


def test_an_sglang_answer_longer_than_max_new_tokens_is_refused():
  from tests.fake_sglang import FakeSGLangServer
  from mcgpo_jax.rollout.engines.base import SamplingParams
  from mcgpo_jax.rollout.engines.sglang import SGLangEngine, SGLangError
  with FakeSGLangServer() as server:
    server.faults.append("long")
    with SGLangEngine([server.url], timeout_s=5, weight_sync="none") as engine:
      with pytest.raises(SGLangError, match=r"32 completion tokens for max_new_tokens=8"):
        engine.generate([[1, 2]], SamplingParams(max_new_tokens=8), seed=0)
      assert len(engine.generate([[1, 2]], SamplingParams(max_new_tokens=8), seed=0)[0].ids) == 8


APPWORLD_PYTHON = os.environ.get("MCGPO_APPWORLD_PYTHON", "")


appworld_engine = pytest.mark.skipif(not (APPWORLD_PYTHON and os.access(APPWORLD_PYTHON, os.X_OK)),
                                     reason="set MCGPO_APPWORLD_PYTHON (scripts/appworld_venv.sh)")


class _KillingEngine:
  """Prints a number each turn; before turn `kill_at` (every turn from it on when `always`) it kills the
  AppWorld engine process behind slot 1 (`victim()`: its pid, None while it has none), wherever it runs."""

  def __init__(self, victim, kill_at, always=False):
    self.victim, self.kill_at, self.always, self.calls = victim, kill_at, always, 0

  def generate(self, prompts, sampling, seed, row_ids=None):
    from mcgpo_jax.rollout.engines.base import Generation
    if (self.calls == self.kill_at or (self.always and self.calls > self.kill_at)) and self.victim():
      os.kill(self.victim(), 9)
    self.calls += 1
    ids = list(b"<code>print(1)</code>")
    return [Generation(ids=ids, logprobs=[-0.5] * len(ids)) for _ in prompts]


def _appworld_collect(pool, tasks, engine):
  from mcgpo_jax.envs.interface import PromptConfig
  from mcgpo_jax.rollout.agent import collect
  from mcgpo_jax.rollout.engines.base import SamplingParams
  from tests.fakes import ByteTokenizer
  return collect(pool, tasks, 2, engine, ByteTokenizer(), PromptConfig("appworld", action_only=True),
                 SamplingParams(max_new_tokens=32), 0, 3)


def _children(pid):
  with open(f"/proc/{pid}/task/{pid}/children") as f:
    return [int(c) for c in f.read().split()]


@appworld_engine
@pytest.mark.slow
def test_a_killed_appworld_worker_is_restarted_and_its_group_collected_again():
  """A killed worker.py used to end the run (`RuntimeError: the AppWorld worker exited (code -9) during
  'reset'`); in a pool worker (env_workers=2) as an 899-character traceback."""
  from mcgpo_jax.envs.appworld.spec import make_envs
  from mcgpo_jax.rollout.env_pool import EnvRecipe, InProcessPool, WorkerPool
  envs, tasks = make_envs(2, 3)
  task = [t for t in tasks.tasks if t.task_id == "5e1d0a1_1"]
  pool = InProcessPool(envs)
  rollout = _appworld_collect(pool, task, _KillingEngine(lambda: envs[1]._worker.process.pid, 1))
  assert pool.restarts == 1 and rollout.stats["env/worker_restarts"] == 1
  assert rollout.stats["env/recollected_groups"] == 1
  assert [len(t.steps) for t in rollout.groups[0].trajectories] == [3, 3]
  with pytest.raises(RuntimeError, match=r"^task 5e1d0a1_1 lost an episode to a dead environment worker 4 times in "
                                         r"a row; the last: environment slot 1: the AppWorld worker exited \(code "
                                         r"-9\) during '(reset|execute)'$"):
    _appworld_collect(pool, task, _KillingEngine(lambda: envs[1]._worker and envs[1]._worker.process.pid, 0,
                                                 always=True))
  with WorkerPool(EnvRecipe("appworld", 3), 2, 2) as workers:   # each pool worker runs its own worker.py
    rollout = _appworld_collect(workers, task, _KillingEngine(lambda: _children(workers.pids[1])[0], 1))
    assert workers.restarts == 1 and rollout.stats["env/recollected_groups"] == 1
    assert [len(t.steps) for t in rollout.groups[0].trajectories] == [3, 3]
