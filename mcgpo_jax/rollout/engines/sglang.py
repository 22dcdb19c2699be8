"""Rollout engine that is an HTTP client of one or more SGLang servers (or one SGLang router).

Each prompt is one `POST /generate` with token ids in and token ids + log-probs out, so the chat template
and tokenizer stay on our side and the trainer sees exactly the ids the server sampled. Requests run
concurrently on a thread pool; prompt i goes to server i mod N first (a fixed assignment, so a rerun with
the same seed sends every prompt to the same server) and each retry moves to the next server, so one dead
server costs retries, not the rollout.

sglang-jax 0.1.0rc0 bugs this client works around (re-measured for this file; docs/sglang.md):
  (a) `output_token_logprobs` concatenates the cumulative lists sent at every 50-token flush of a
      non-streamed request: entries[0:50] + entries[0:100] + ... + entries[0:n] (114 entries for n = 64,
      460 for n = 160). The last n entries are the true list. (The notes' `lp[:50] + lp[100:]` agrees
      only for n <= 100.)
  (b) a decode batch that mixes requests with and without logprobs kills the scheduler, so every request
      asks for logprobs (the trainer needs them anyway).
  (c) `output_ids` repeats the tokens of a flush whose text ended inside a multi-byte character (the
      detokenizer re-sends from its last complete-text offset): 160, 210 or 310 ids for n = 160.
  `meta_info.completion_tokens` (the scheduler's own count) gives the true n, so the ids come from the
  logprob entries (token ids straight from the scheduler) and `output_ids` serves only as a cross-check.

Log-probs are the server's: SGLang and sglang-jax return log softmax(logits / temperature), before
top-k/top-p filtering. That is the policy's own log-prob (what the embedded sampler returns) only at
temperature 1 or greedy; for other temperatures launch SGLang with SGLANG_RETURN_ORIGINAL_LOGPROB=1
(sglang-jax's main sampler has no such switch) or recompute them in the trainer.

Determinism: each request carries `sampling_seed`, derived from (seed, prompt index). Servers use it only
in their deterministic modes (sglang-jax: `--enable-deterministic-sampling`, else one server-wide RNG;
SGLang: `--enable-deterministic-inference`). Even then the samples depend on the logits, which depend on
which requests share a batch unless the kernels are batch-invariant: on sglang-jax CPU, one request at a
time repeated exactly for the same seed, but four concurrent requests did not. Greedy decoding is
deterministic up to the same numerics. `send_seed=False` omits the field for servers that reject it.

Weight sync modes:
  "disk"     write an HF dir (weights_dir/v{version}), then per server /pause_generation (when it exists),
             /update_weights_from_disk {"model_path", "weight_version"}, /flush_cache, /continue_generation.
  "restart"  write the dir, call `restart_fn(dir)` (it relaunches the servers on it: sglang-jax has no
             weight-update route; `RestartCommand` runs a configured command), then wait until every
             server answers /health.
  "none"     nothing (e.g. evaluation of a fixed checkpoint).

Written dirs hold the weights in the model's compute dtype (`model.config.dtype`): servers run in that
dtype, so float32 master weights would only double the bytes written and read per sync. An 8B model is
16 GB per dir, so only the newest `keep_weights` dirs stay: after a sync every server confirmed (disk: each
/update_weights_from_disk answered success; restart: the command succeeded and every server is healthy),
the engine deletes the other v{N} dirs it wrote (marked by MARKER_FILE, also those of an earlier process
of a resumed run), keeping the new one and the keep_weights - 1 highest versions below it. Dirs above the
new version are left over from a run that got further before it was resumed from an older checkpoint; no
server serves them any more, so they go too. A failed sync deletes nothing.
"""
from __future__ import annotations

import concurrent.futures
import http.client
import json
import logging
import math
import os
import re
import shlex
import shutil
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request
from typing import Any, Callable, Sequence

from mcgpo_jax import httpjson
from mcgpo_jax.rollout.engines.base import Generation, SamplingParams
from mcgpo_jax.seeds import derive as derive_seed

WEIGHT_SYNC_MODES = ("disk", "restart", "none")
HEALTH_TIMEOUT_S = 5.0   # how long a /health probe waits for its answer
FLUSH_INTERVAL = 50  # sglang-jax's DEFAULT_FORCE_STREAM_INTERVAL: tokens between detokenizer flushes
# Files of a model dir that are not weights; copied next to freshly written weights so a server can
# (re)start on the new dir with the same tokenizer and generation defaults.
_AUX_FILE_SUFFIXES = (".jinja", ".txt", ".model", ".tiktoken")
# Marks a dir this engine wrote, so pruning never touches a dir it did not write (a user's checkpoint that
# happens to be named v3 under weights_dir). Hidden: SGLang loads *.safetensors and ignores other files.
MARKER_FILE = ".mcgpo_sglang_weights"
_VERSION_DIR = re.compile(r"v(\d+)")
_AUX_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json", "vocab.json",
              "merges.txt", "added_tokens.json", "generation_config.json", "chat_template.jinja")


class SGLangError(RuntimeError):
  """A request failed for good (after retries, or with an error retrying cannot fix)."""


class SGLangHTTPError(SGLangError):
  """The server answered with a 4xx status: the request itself is wrong, so it is not retried."""

  def __init__(self, message: str, status: int):
    super().__init__(message)
    self.status = status


def request_seed(seed: int, index: int) -> int:
  """Per-request sampling seed (`seeds.derive`: well mixed, stable across runs and platforms, int32)."""
  return derive_seed(seed, index)


def sampling_payload(sampling: SamplingParams) -> dict[str, Any]:
  """SGLang's `sampling_params` for our SamplingParams.

  The detokenizer post-processes `output_ids` (sglang-jax 0.1.0rc0 detokenizer_manager.py, as SGLang):
  it drops the matched stop token unless `no_stop_trim`, and drops special tokens such as <|im_end|>
  unless `skip_special_tokens` is false. Either would leave ids that no longer line up with
  `output_token_logprobs` and a response that does not end on its stop token, so we turn both off.
  """
  return {
      "temperature": sampling.temperature,
      "top_p": sampling.top_p,
      "top_k": sampling.top_k if sampling.top_k > 0 else -1,  # SGLang: -1 is "whole vocabulary"
      "max_new_tokens": sampling.max_new_tokens,
      "stop_token_ids": list(sampling.stop_token_ids),
      "stop": list(sampling.stop_strings),
      "no_stop_trim": True,
      "skip_special_tokens": False,
  }


# A log-probability may exceed 0 by rounding (a token of probability ~1 in float32); not by more.
LOGPROB_SLACK = 1e-4


def server_tokenizer_config(config: dict) -> dict:
  """tokenizer_config.json as the servers' transformers 4.57 (sglang-jax 0.1.0rc0; SGLang 0.5 pins 5.x,
  which reads this too) can load it. transformers 5 writes `"tokenizer_class": "TokenizersBackend"` plus
  `"backend"` for a tokenizer.json-only tokenizer (a tiny policy's trained one) and a list of
  `extra_special_tokens`; 4.57 knows no such class ("Tokenizer class TokenizersBackend does not exist")
  and expects a dict there. The same tokenizer.json loads as PreTrainedTokenizerFast, and the listed
  tokens are 4.x's `additional_special_tokens`."""
  config = dict(config)
  if config.get("tokenizer_class") in (None, "TokenizersBackend"):
    config["tokenizer_class"] = "PreTrainedTokenizerFast"
  config.pop("backend", None)
  extra = config.get("extra_special_tokens")
  if isinstance(extra, list):
    config["additional_special_tokens"] = list(dict.fromkeys(config.get("additional_special_tokens", []) + extra))
    config["extra_special_tokens"] = {}
  return config


def flush_points(n: int) -> list[int]:
  """Token counts at which sglang-jax flushes an n-token response: 50, 100, ... below n, then n."""
  return list(range(FLUSH_INTERVAL, n, FLUSH_INTERVAL)) + [n]


def server_health(urls: Sequence[str], timeout_s: float) -> dict[str, bool]:
  """URL -> whether GET /health answered 200 within timeout_s, every server probed at once in threads of
  its own (a probe must not queue behind a rollout that fills the engine's request pool)."""
  def ok(url: str) -> bool:
    try:
      with urllib.request.urlopen(url.rstrip("/") + "/health", timeout=timeout_s) as r:
        return r.status == 200
    except (urllib.error.URLError, http.client.HTTPException, OSError):
      return False
  with concurrent.futures.ThreadPoolExecutor(len(urls)) as probes:
    return dict(zip(urls, probes.map(ok, urls)))


def parse_generation(response: Any, url: str, vocab_size: int | None = None,
                     max_new_tokens: int | None = None) -> Generation:
  """One /generate response -> Generation; raises httpjson.Retryable for aborted or structurally broken answers
  and SGLangError for answers that are well-formed but inconsistent (ids vs log-probs) or impossible: a
  token id outside [0, vocab_size) (the learner's embedding lookup would silently clamp it), a
  log-probability that is not finite or above 0 (it becomes π_old in the ratio), or more tokens than the
  request's max_new_tokens (a server ignoring its sampling params; the rows would exceed the budget the
  learner was sized for)."""
  try:
    output_ids = [int(t) for t in response["output_ids"]]
    meta = response["meta_info"]
    entries = meta["output_token_logprobs"]
    finish = meta["finish_reason"]
    finish_type = finish["type"] if isinstance(finish, dict) else finish
    n = int(meta.get("completion_tokens", len(output_ids)))
    logprobs = [float(e[0]) for e in entries]
    ids = [int(e[1]) for e in entries]
  except (KeyError, TypeError, ValueError, IndexError) as e:
    raise httpjson.Retryable(f"response lacks output_ids / meta_info.output_token_logprobs / finish_reason: {e!r}")
  if finish_type == "abort":  # e.g. the server was paused or flushed under this request
    raise httpjson.Retryable(f"request aborted by the server: {finish}")
  if finish_type not in ("stop", "length"):
    raise SGLangError(f"{url}: unknown finish_reason {finish!r}")

  if len(ids) != n:
    cumulative = [k for end in flush_points(n) for k in range(end)]  # bug (a): entry j is token cumulative[j]
    if len(ids) != len(cumulative) or [ids[len(ids) - n + k] for k in cumulative] != ids:
      raise SGLangError(f"{url}: {len(ids)} logprob entries for {n} completion tokens, and not in "
                        "sglang-jax's cumulative flush pattern")
    logprobs, ids = logprobs[-n:], ids[-n:]
  if max_new_tokens is not None and n > max_new_tokens:
    raise SGLangError(f"{url}: {n} completion tokens for max_new_tokens={max_new_tokens} (does the server "
                      f"ignore the request's sampling_params?)")
  if output_ids != ids:
    # Bug (c) only ever adds re-sent tokens; the final flush always carries the tokens after the last
    # flush point, so those must agree.
    tail = n - ([0] + flush_points(n))[-2]
    if len(output_ids) <= n or output_ids[len(output_ids) - tail:] != ids[n - tail:]:
      k = next((k for k, (a, b) in enumerate(zip(ids, output_ids)) if a != b), min(len(ids), len(output_ids)))
      raise SGLangError(f"{url}: output_ids ({len(output_ids)}) disagree with the logprob token ids ({n}) "
                        f"at position {k}")
  bad = next((k for k, t in enumerate(ids) if t < 0 or (vocab_size is not None and t >= vocab_size)), None)
  if bad is not None:
    raise SGLangError(f"{url}: token id {ids[bad]} at position {bad} is outside the policy's vocabulary "
                      f"[0, {vocab_size}) (is the server running another model?)")
  bad = next((k for k, lp in enumerate(logprobs) if not math.isfinite(lp) or lp > LOGPROB_SLACK), None)
  if bad is not None:
    raise SGLangError(f"{url}: log-probability {logprobs[bad]} at position {bad} is not a finite value <= 0")
  return Generation(ids=ids, logprobs=logprobs, finish_reason=finish_type)


class RestartCommand:
  """restart_fn from a command template such as "bash scripts/restart_sglang_jax.sh {model_dir}" (docs/sglang.md).

  The template is split like a shell would (shlex) but run without one: `{model_dir}` inside any word is
  replaced by the new dir, and no other expansion happens (a dir name with spaces or `;` stays one word).
  The command must relaunch every server on the dir and may return before they are up (the engine then
  waits for /health). Its output goes to a temporary file whose tail a failure reports; a server it
  leaves running in the background should redirect its own output, or it keeps writing to that file.
  """

  PLACEHOLDER = "{model_dir}"

  def __init__(self, template: str, timeout_s: float = 600.0):
    try:
      self.words = shlex.split(template)
    except ValueError as e:
      raise ValueError(f"restart command {template!r} does not split into words: {e}") from e
    if not self.words:
      raise ValueError("restart command is empty")
    if not any(self.PLACEHOLDER in word for word in self.words):
      raise ValueError(f"restart command {template!r} lacks {self.PLACEHOLDER}, so it cannot know the new dir")
    self.timeout_s = timeout_s

  def __call__(self, model_dir: str) -> None:
    argv = [word.replace(self.PLACEHOLDER, model_dir) for word in self.words]
    with tempfile.TemporaryFile() as output:
      try:
        result = subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=output, stderr=subprocess.STDOUT,
                                timeout=self.timeout_s, check=False)
      except subprocess.TimeoutExpired as e:
        raise SGLangError(f"restart command {shlex.join(argv)!r} did not finish within {self.timeout_s} s; "
                          f"output tail: {_tail(output)}") from e
      except OSError as e:  # not found, not executable
        raise SGLangError(f"restart command {shlex.join(argv)!r} could not start: {e}") from e
      if result.returncode != 0:
        raise SGLangError(f"restart command {shlex.join(argv)!r} exited with status {result.returncode}; "
                          f"output tail: {_tail(output)}")
      logging.info("restart command %r done: %s", shlex.join(argv), _tail(output))


def _tail(file: Any, size: int = 2000) -> str:
  file.seek(max(0, file.seek(0, os.SEEK_END) - size))
  return file.read().decode(errors="replace").strip() or "<no output>"


class SGLangEngine:
  """RolloutEngine over SGLang's native HTTP API. Close it (or use `with`) to stop its thread pool."""

  def __init__(self, urls: str | Sequence[str], *, timeout_s: float = 600.0, max_retries: int = 3,
               backoff_s: float = 1.0, max_backoff_s: float = 30.0, max_concurrency: int = 64,
               weight_sync: str = "disk", restart_fn: Callable[[str], None] | None = None,
               weights_dir: str | None = None, base_model_dir: str | None = None, tokenizer_dir: str | None = None,
               keep_weights: int = 2, send_seed: bool = True, health_timeout_s: float = HEALTH_TIMEOUT_S,
               restart_timeout_s: float = 300.0, vocab_size: int | None = None, graphdef: Any = None):
    """
    Args:
      urls: server base URLs, or one router URL (weight updates then go through the router, which must
        forward them to every worker and answer {"success": true}; untested).
      timeout_s: total deadline of one request: every attempt, retry and backoff sleep of it together (a
        hung server costs timeout_s, not (max_retries + 1) x timeout_s + backoff), also bounding each
        socket read and a server trickling bytes; generous, since a long response is legitimately slow.
      max_retries: retries after the first attempt (timeouts, dropped connections, 5xx, bad JSON).
      backoff_s: sleep before retry k is backoff_s * 2**k, capped at max_backoff_s.
      max_concurrency: requests in flight at once over all servers.
      weight_sync: "disk" | "restart" | "none" (see the module docstring).
      restart_fn: for "restart": relaunches every server on the given model dir.
      weights_dir: where sync(params, version) writes weights_dir/v{version}.
      keep_weights: written dirs kept after a confirmed sync, the new one included (>= 1).
      base_model_dir: the dir the policy came from; its config.json fields we do not model (token ids)
        and its tokenizer files go along with every written checkpoint.
      tokenizer_dir: the policy's tokenizer (default: base_model_dir), e.g. a tiny policy's trained one;
        its files go into every written dir in the form transformers 4 reads (`server_tokenizer_config`).
      send_seed: send `sampling_seed` per request (turn off for servers that reject it).
      restart_timeout_s: for "restart": how long every server may take to answer /health again.
      vocab_size: the policy's vocabulary, its tokenizer's ids (`QwenConfig.token_vocab`: not the embedding's
        padded rows, which the written dirs do not have); a response token id outside [0, vocab_size) is an
        error.
      graphdef: the learner's graph definition (nnx.split): sync(params) merges the params into the model
        it writes. Without it the engine serves only dirs already on disk (sync_dir).
    """
    self.urls = [urls] if isinstance(urls, str) else list(urls)
    if not self.urls:
      raise ValueError("SGLangEngine: urls is empty")
    self.urls = [u.rstrip("/") for u in self.urls]
    if weight_sync not in WEIGHT_SYNC_MODES:
      raise ValueError(f"SGLangEngine: weight_sync={weight_sync!r}, expected one of {WEIGHT_SYNC_MODES}")
    if weight_sync == "restart" and restart_fn is None:
      raise ValueError("SGLangEngine: weight_sync='restart' needs restart_fn(model_dir)")
    if keep_weights < 1:
      raise ValueError(f"SGLangEngine: keep_weights={keep_weights} must be >= 1 (the dir just loaded)")
    if max_retries < 0 or max_concurrency < 1:
      raise ValueError(f"SGLangEngine: max_retries={max_retries} must be >= 0, "
                       f"max_concurrency={max_concurrency} >= 1")
    self.timeout_s, self.max_retries = timeout_s, max_retries
    self.backoff_s, self.max_backoff_s = backoff_s, max_backoff_s
    self.weight_sync, self.restart_fn = weight_sync, restart_fn
    self.weights_dir, self.base_model_dir, self.keep_weights = weights_dir, base_model_dir, keep_weights
    self.tokenizer_dir = tokenizer_dir or base_model_dir
    self.send_seed, self.vocab_size, self.graphdef = send_seed, vocab_size, graphdef
    self.health_timeout_s, self.restart_timeout_s = health_timeout_s, restart_timeout_s
    self.weight_version: int | None = None
    self._pool = concurrent.futures.ThreadPoolExecutor(max_concurrency, thread_name_prefix="sglang")
    self._missing_routes: set[tuple[str, str]] = set()  # (url, path) answered 404, e.g. older SGLang
    self._lock = threading.Lock()

  def close(self) -> None:
    self._pool.shutdown(wait=True, cancel_futures=True)

  def __enter__(self) -> "SGLangEngine":
    return self

  def __exit__(self, *exc: Any) -> None:
    self.close()

  # --- generation ---------------------------------------------------------------------------------

  def generate(self, prompts: Sequence[Sequence[int]], sampling: SamplingParams, seed: int,
               row_ids: Sequence[int] | None = None) -> list[Generation]:
    """One Generation per prompt, in prompt order; raises SGLangError when any prompt fails for good.
    Prompt i's sampling seed comes from (seed, row_ids[i]) (default: its index)."""
    row_ids = range(len(prompts)) if row_ids is None else row_ids
    futures = [self.submit(prompt, sampling, seed, row) for prompt, row in zip(prompts, row_ids)]
    try:
      return [f.result() for f in futures]
    except BaseException:
      for f in futures:
        f.cancel()
      raise

  def submit(self, prompt: Sequence[int], sampling: SamplingParams, seed: int, row_id: int
             ) -> "concurrent.futures.Future[Generation]":
    """One prompt's request, in flight: a Future of its Generation, sampled as `generate`'s row `row_id` of
    a call with this `seed` would be (the agent's overlapped episodes send their turns this way)."""
    payload = sampling_payload(sampling)
    body = {"input_ids": [int(t) for t in prompt], "return_logprob": True,
            "sampling_params": dict(payload, sampling_seed=request_seed(seed, int(row_id))) if self.send_seed
            else payload}
    return self._pool.submit(self._generate_one, body, int(row_id), sampling.max_new_tokens)

  def _generate_one(self, body: dict, row: int, max_new_tokens: int) -> Generation:
    """One request, to the servers in turn from the row's own (rows spread round-robin over them)."""
    n = row % len(self.urls)
    servers = self.urls[n:] + self.urls[:n]
    return self._with_retries(
        servers, lambda url, timeout: parse_generation(self._post(url, "/generate", body, timeout=timeout), url,
                                                       self.vocab_size, max_new_tokens), f"row {row}")

  def _with_retries(self, servers: Sequence[str], attempt: Callable[[str, float], Any], what: str) -> Any:
    """attempt(url, seconds left) on servers[0], servers[1], ... (cycling) until it succeeds, the retries
    run out or the request's total deadline (timeout_s from now) passes."""
    deadline = time.monotonic() + self.timeout_s

    def one(k: int) -> Any:
      left = deadline - time.monotonic()
      if left <= 0:
        raise httpjson.Retryable(f"no time left of the total deadline of {self.timeout_s} s")
      return attempt(servers[k % len(servers)], left)
    try:
      return httpjson.with_retries(one, self.max_retries, self.backoff_s, self.max_backoff_s, deadline)
    except httpjson.GaveUp as e:
      failures = [f"{servers[k % len(servers)]}: {f}" for k, f in enumerate(e.failures)]
      out_of_time = e.out_of_time
    earlier = f" (earlier: {'; '.join(failures[:-1])})" if len(failures) > 1 else ""
    why = f"within its total deadline of {self.timeout_s} s" if out_of_time else "after retries"
    raise SGLangError(f"{what} failed {why} ({len(failures)} attempts); last failure: {failures[-1]}{earlier}")

  # --- HTTP ---------------------------------------------------------------------------------------

  def _post(self, url: str, path: str, body: dict, expect_json: bool = True, timeout: float | None = None) -> Any:
    """POSTs JSON, waiting at most `timeout` seconds (default timeout_s). With expect_json a non-JSON answer
    is a (retryable) failure; without it the answer is returned as text when it is not JSON (SGLang's
    /flush_cache answers plain text)."""
    timeout = self.timeout_s if timeout is None else timeout
    try:
      return httpjson.post_json(url + path, body, timeout, where=path, expect_json=expect_json)
    except httpjson.StatusError as e:
      raise SGLangHTTPError(f"{url}{path}: HTTP {e.code}: {e.detail}", e.code) from e

  # --- health -------------------------------------------------------------------------------------

  def server_health(self) -> dict[str, bool]:
    """URL -> whether GET /health answered 200 within health_timeout_s."""
    return server_health(self.urls, self.health_timeout_s)

  def health(self) -> bool:
    """True when every server answers /health."""
    return all(self.server_health().values())

  # --- weight sync --------------------------------------------------------------------------------

  def sync(self, params: Any, version: int) -> None:
    """Makes every server serve the learner's `params` (merged into `graphdef`'s model) as `version`.

    The RolloutEngine call, as JaxEngine's. On several processes every one gathers the weights (a
    collective), the primary writes them and updates the servers, and the others wait for it before
    generating again. The written dir must be readable by the servers under the same path.
    """
    if self.graphdef is None:
      raise ValueError("SGLangEngine.sync: pass graphdef (the learner's) to sync params, or sync_dir a model dir")
    import jax  # deferred, like the model writer: the HTTP client alone does not need jax/flax
    from flax import nnx
    from mcgpo_jax import distributed
    if jax.process_count() > 1:
      params = distributed.host_copy(params)
    if distributed.is_primary():
      self._serve(version, model=nnx.merge(self.graphdef, params))
    distributed.barrier(f"weights v{version} served")

  def snapshot(self, params: Any) -> Any:
    """A device copy of `params` that the learner's next update cannot donate away; `serve` writes it for the
    servers on the actor's thread, so the learner does not wait for the disk or the servers."""
    import jax  # deferred, as in sync
    return jax.tree.map(lambda x: jax.device_put(x, may_alias=False), params)

  def serve(self, snapshot: Any, version: int) -> None:
    self.sync(snapshot, version)

  def sync_dir(self, model_dir: str | os.PathLike, version: int) -> None:
    """Makes every server serve an HF model dir already on disk as `version` (this process only; the dir
    is not pruned later: it is not ours)."""
    self._serve(version, model_dir=model_dir)

  def _serve(self, version: int, model: Any = None, model_dir: str | os.PathLike | None = None) -> None:
    """Writes `model` (or takes `model_dir`) and has every server load it."""
    if self.weight_sync == "none":
      self.weight_version = version
      return
    written = model is not None
    model_dir = self._write_checkpoint(model, version) if written else self._existing_dir(model_dir)
    if self.weight_sync == "disk":
      list(self._pool.map(lambda url: self._update_from_disk(url, model_dir, version), self.urls))
    else:
      self.restart_fn(model_dir)
      self._wait_healthy(self.restart_timeout_s)
    self.weight_version = version
    if written:  # every server confirmed: no server loads any other dir of ours now
      self._prune(version)

  @staticmethod
  def _existing_dir(model_dir: str | os.PathLike) -> str:
    if not os.path.isdir(model_dir):
      raise FileNotFoundError(f"SGLangEngine.sync_dir: model dir {model_dir!r} does not exist")
    return os.path.abspath(model_dir)

  def _ours(self, path: str) -> bool:
    """A dir this engine (or an earlier process of the run) wrote, and not the base model's dir."""
    if os.path.islink(path) or not os.path.isfile(os.path.join(path, MARKER_FILE)):
      return False
    if self.base_model_dir:
      real, base = os.path.realpath(path), os.path.realpath(self.base_model_dir)
      return os.path.commonpath([real, base]) != real  # neither the base dir nor a dir above it
    return True

  def _write_checkpoint(self, model: Any, version: int) -> str:
    """Writes `model` in its compute dtype, sliced to its tokenizer's rows (`hf.token_rows_only`), to
    weights_dir/v{version} (replacing an earlier copy of ours)."""
    if self.weights_dir is None:
      raise ValueError("SGLangEngine.sync: pass weights_dir to write models (or sync_dir a model dir)")
    from mcgpo_jax.models.hf import read_hf_config, save_pretrained, token_rows_only  # deferred: jax/flax
    path = os.path.abspath(os.path.join(self.weights_dir, f"v{version}"))
    if os.path.lexists(path):  # a resumed run rewrites a version: stale shards must not stay next to new ones
      if not self._ours(path):
        raise SGLangError(f"{path} exists and was not written by this engine (no {MARKER_FILE}); move it "
                          "or choose another weights dir")
      shutil.rmtree(path)
    os.makedirs(path)
    with open(os.path.join(path, MARKER_FILE), "w") as f:
      f.write(f"{version}\n")
    base_config = read_hf_config(self.base_model_dir) if self.base_model_dir else None
    model = token_rows_only(model)   # the server's head has the tokenizer's rows only: no id past them
    save_pretrained(model, model.config, path, base_config=base_config, dtype=model.config.dtype)
    for source in dict.fromkeys(d for d in (self.base_model_dir, self.tokenizer_dir) if d):  # tokenizer last
      for name in sorted(os.listdir(source)):
        if name in _AUX_FILES or (name.endswith(_AUX_FILE_SUFFIXES) and name != "config.json"):
          shutil.copy2(os.path.join(source, name), os.path.join(path, name))
    config_path = os.path.join(path, "tokenizer_config.json")
    if os.path.isfile(config_path):
      with open(config_path) as f:
        config = server_tokenizer_config(json.load(f))
      with open(config_path, "w") as f:
        json.dump(config, f, indent=2)
    return path

  def _prune(self, current: int) -> None:
    """Deletes our dirs except v{current} and the keep_weights - 1 highest versions below it."""
    versions = {}
    for name in os.listdir(self.weights_dir):
      match = _VERSION_DIR.fullmatch(name)
      path = os.path.join(self.weights_dir, name)
      if match and self._ours(path):
        versions[int(match.group(1))] = path
    older = sorted((v for v in versions if v < current), reverse=True)
    keep = {current, *older[:self.keep_weights - 1]}
    for version in sorted(set(versions) - keep):
      logging.info("deleting SGLang weights %s (servers serve v%d)", versions[version], current)
      try:
        shutil.rmtree(versions[version])
      except OSError as e:  # a full disk later is better than a run stopped now
        logging.warning("could not delete %s: %s", versions[version], e)

  def _update_from_disk(self, url: str, model_dir: str, version: int) -> None:
    """pause -> update_weights_from_disk -> flush_cache -> continue on one server (continue even on failure).

    Pause mode "retract" keeps requests of other clients alive: they are recomputed on the new weights.
    """
    paused = self._optional_control(url, "/pause_generation", {"mode": "retract"})
    try:
      try:
        answer = self._control(url, "/update_weights_from_disk",
                               {"model_path": model_dir, "weight_version": str(version)})
      except SGLangHTTPError as e:
        if e.status == 404:
          raise SGLangError(f"{url} has no /update_weights_from_disk (sglang-jax 0.1.0rc0 has none): use "
                            "weight_sync='restart'") from e
        raise
      if not (isinstance(answer, dict) and answer.get("success")):
        raise SGLangError(f"{url}/update_weights_from_disk did not load {model_dir!r}: {answer!r}")
      try:
        self._control(url, "/flush_cache", {})
      except SGLangHTTPError as e:  # 400: requests of other clients are queued; the update flushed anyway
        if e.status != 400:
          raise
        logging.warning("%s/flush_cache refused (%s); update_weights_from_disk flushes by default", url, e)
    finally:
      if paused:
        self._control(url, "/continue_generation", {})

  def _optional_control(self, url: str, path: str, body: dict) -> bool:
    """POSTs a control route some servers lack; False when this one does not have it (HTTP 404)."""
    if (url, path) in self._missing_routes:
      return False
    try:
      self._control(url, path, body)
      return True
    except SGLangHTTPError as e:
      if e.status != 404:
        raise
      with self._lock:
        self._missing_routes.add((url, path))
      return False

  def _control(self, url: str, path: str, body: dict) -> Any:
    """A control request (JSON or text answer), retried on the same server: a weight update must reach
    every server."""
    return self._with_retries([url], lambda u, timeout: self._post(u, path, body, expect_json=False, timeout=timeout),
                              f"{url}{path}")

  def _wait_healthy(self, timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    while True:
      status = self.server_health()
      if all(status.values()):
        return
      if time.monotonic() > deadline:
        down = [url for url, ok in status.items() if not ok]
        raise SGLangError(f"servers not healthy {timeout_s} s after restart: {down}")
      time.sleep(min(1.0, self.backoff_s))
