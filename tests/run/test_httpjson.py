"""httpjson.with_retries and post_json: the one bounded retry loop and the one rule for what is retried, of
the HTTP clients (SGLang, the retrieval server)."""
import pytest

from mcgpo_jax import httpjson


@pytest.fixture
def sleeps(monkeypatch):
  slept = []
  monkeypatch.setattr(httpjson.time, "sleep", slept.append)
  return slept


def test_returns_the_first_success_after_capped_exponential_backoff(sleeps):
  calls = []

  def attempt(k):
    calls.append(k)
    if k < 4:
      raise httpjson.Retryable(f"fail {k}")
    return "ok"

  assert httpjson.with_retries(attempt, max_retries=5, backoff_s=0.5, max_backoff_s=3.0) == "ok"
  assert calls == [0, 1, 2, 3, 4]
  assert sleeps == [0.5, 1.0, 2.0, 3.0]


def test_gives_up_after_max_retries_plus_one_attempts_without_a_last_sleep(sleeps):
  def attempt(k):
    raise httpjson.Retryable(f"fail {k}")

  with pytest.raises(httpjson.GaveUp, match="failed after 3 attempts; last: fail 2") as e:
    httpjson.with_retries(attempt, max_retries=2, backoff_s=1.0, max_backoff_s=10.0)
  assert [str(f) for f in e.value.failures] == ["fail 0", "fail 1", "fail 2"]
  assert sleeps == [1.0, 2.0]


def test_other_errors_propagate_at_once(sleeps):
  calls = []

  def attempt(k):
    calls.append(k)
    raise ValueError("a wrong request")

  with pytest.raises(ValueError, match="a wrong request"):
    httpjson.with_retries(attempt, max_retries=3, backoff_s=1.0, max_backoff_s=10.0)
  assert calls == [0] and sleeps == []


@pytest.mark.parametrize("failure, message", [
    (httpjson.StatusError(503, "busy"), "HTTP 503 on /generate: busy"),
    (httpjson.StatusError(429, "slow down"), "HTTP 429 on /generate: slow down"),
    (httpjson.NoAnswer("late"), "no answer on /generate within 2.5 s"),
    (httpjson.ConnectionFailed("refused"), "connection failed on /generate: refused")])
def test_post_json_sorts_transient_failures_as_retryable(monkeypatch, failure, message):
  def post(url, body, timeout_s):
    raise failure
  monkeypatch.setattr(httpjson, "post", post)
  with pytest.raises(httpjson.Retryable) as info:
    httpjson.post_json("http://x/generate", {}, 2.5, where="/generate")
  assert str(info.value) == message


def test_post_json_leaves_client_errors_to_the_client_and_parses_answers(monkeypatch):
  answers = iter([httpjson.StatusError(400, "bad top_p"), b'{"ok": 1}', b"not json", b"flushed"])

  def post(url, body, timeout_s):
    answer = next(answers)
    if isinstance(answer, Exception):
      raise answer
    return answer
  monkeypatch.setattr(httpjson, "post", post)
  with pytest.raises(httpjson.StatusError, match="HTTP 400"):
    httpjson.post_json("http://x", {}, 1.0)
  assert httpjson.post_json("http://x", {}, 1.0) == {"ok": 1}
  with pytest.raises(httpjson.Retryable, match="malformed JSON"):
    httpjson.post_json("http://x", {}, 1.0)
  assert httpjson.post_json("http://x", {}, 1.0, expect_json=False) == "flushed"
