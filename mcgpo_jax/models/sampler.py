"""Embedded rollout engine: batched prefill + KV-cache decode of a `Qwen` under `jax.jit`.

Choices, and why:
  * Static shape buckets. Prompts are left-padded to a prompt-length bucket and the batch is padded
    to a batch bucket, so a multi-turn rollout (whose prompt lengths change every turn) reuses a handful
    of compiled programs. Prompt buckets follow the learner's rule (`data.tokens.bucket_length`: four
    per doubling, at most 25 % padding) unless a caller fixes its own list: doubling buckets prefilled
    a 1,100-token prompt at 2,048. Left padding puts every row's last prompt token in the last column, so one
    prefill yields all next-token logits and all rows share cache slot indices.
  * Sampling knobs (temperature, top-p, top-k, stop ids) are traced arrays, not static: changing them
    (e.g. temperature 0.4 for validation) does not recompile.
  * Log-probs are the raw `log_softmax(logits)` of the sampled token - the policy at temperature 1.0,
    before top-p/top-k filtering - because that is the pi_old the RL ratio needs. With temperature 1 and
    no filtering this *is* the sampling distribution. Both are over the tokenizer's ids only: the rows an
    embedding has past them (`QwenConfig.tokenizer_size`) are masked to -inf, as the learner masks them.
  * Stop token ids and stop strings (e.g. "</action>", several Qwen tokens) are checked on device inside
    the `lax.while_loop`, so a decode is one device loop that ends when every row has finished. A stop
    string is matched on the bytes the tokens decode to (`Sampler(token_bytes=...)`): an Aho-Corasick
    automaton over the stop strings' bytes, folded over each token's bytes into a [states, vocab] table
    (`stop_string_table`), so one gather per step advances every row's match and BPE may spell the string
    with any token sequence. The row ends at the first token whose prefix text contains a stop string.
    Without `token_bytes` (a tokenizer that is not byte-level) the host checks instead: decode returns
    every `decode_chunk` tokens, the host decodes each unfinished row with `decode_fn` and cuts it at the
    same token (tokens generated after it inside the chunk are discarded).
  * Identical prompts in one call (a group's siblings at their first turn) are prefilled once: the prefill
    runs on the distinct prompts and copies each one's KV cache rows and next-token logits to every row
    that has it (`copy_from`). Each row keeps its own random stream, so the samples are those of one
    prefill per row.
  * Finished rows leave the decode batch. Decode streams every row's KV cache each step, and a turn's
    responses end at very different lengths, so once at most a narrower batch bucket's rows are still running
    the loop returns, and decode goes on with those rows alone (`keep_rows`: each keeps its cache, logits and
    random stream, so its samples do not change); a turn whose rows finish together never returns early.
  * A response includes its stop token (or the token completing a stop string) and that token's
    log-prob, so the policy is trained to stop.

API:
  sampler = Sampler(pad_id=0, token_bytes=tokenizer.token_bytes())   # token bytes: stop strings on device
  sampler = Sampler(pad_id=0, mesh=mesh)   # on a mesh: the batch split over data / fsdp
  out = sampler.generate(model, prompts, SamplingParams(...), jax.random.key(0))
  out.response_ids [N, T] int32 (pad_id past length), out.logprobs [N, T] f32 (0 past length),
  out.lengths [N], out.stopped [N] (True: stop id/string; False: hit max_new_tokens), out.response(i).
On a mesh (`Sampler(mesh=...)`) the prompts, row keys and KV cache are split over data / fsdp (choose batch
buckets divisible by data * fsdp) and the weights stay wherever their arrays are: the embedded engine keeps
them in `sharding.SAMPLER_RULES`' layout, whole on each device, so no decode step gathers them.
The two jitted phases, `prefill` and `decode`, are public: `trace_phases` traces them on abstract inputs
(`launch/compile.py` compiles them for a TPU topology without any weights).
"""
from __future__ import annotations

import collections
import dataclasses
import functools
import math
from typing import Any, Callable, Sequence

import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx

from mcgpo_jax.data.tokens import bucket_length
from mcgpo_jax.models.qwen import CACHE_AXES, KVCache, Qwen, init_cache, mask_padding_rows
from mcgpo_jax.sharding import call_on_mesh, rows_sharding, shard_activation

# Incremented at trace time: a test (or a curious user) can see that a new prompt length in the same
# bucket does not trace, hence does not compile, again.
TRACE_COUNTS: collections.Counter = collections.Counter()
# The smallest prompt bucket of the default (`bucket_length`) rule.
MIN_PROMPT_BUCKET = 64


@dataclasses.dataclass(frozen=True)
class SamplingParams:
  temperature: float = 1.0  # 0 means greedy.
  top_p: float = 1.0  # 1.0 means off.
  top_k: int = 0  # 0 means off.
  max_new_tokens: int = 256
  stop_token_ids: tuple[int, ...] = ()
  stop_strings: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True)
class SampleOutput:
  response_ids: np.ndarray  # [N, max_new_tokens] int32
  logprobs: np.ndarray  # [N, max_new_tokens] float32
  lengths: np.ndarray  # [N] int32
  stopped: np.ndarray  # [N] bool

  def response(self, i: int) -> list[int]:
    return self.response_ids[i, :self.lengths[i]].tolist()


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class DecodeState:
  cache: KVCache
  next_logits: jax.Array  # [B, V] float32, logits for the token about to be sampled
  tokens: jax.Array  # [B, T] int32
  logprobs: jax.Array  # [B, T] float32
  lengths: jax.Array  # [B] int32
  done: jax.Array  # [B] bool
  stop_state: jax.Array  # [B] int32, each row's `stop_string_table` state; -1 once a stop string completed
  step: jax.Array  # int32 scalar, tokens sampled so far (shared by all rows)
  rng: jax.Array


def first_argmax(x: jax.Array) -> jax.Array:
  """`jnp.argmax(x, axis=-1)` (first index of the maximum) for finite x, as two plain reductions.

  XLA:CPU lowers argmax to a variadic (value, index) reduce that does not vectorise; over a [B, V] row of
  logits it was the single most expensive op of a decode step in bench/policy.py.
  """
  top = jnp.max(x, axis=-1, keepdims=True)
  index = jax.lax.broadcasted_iota(jnp.int32, x.shape, x.ndim - 1)
  return jnp.min(jnp.where(x == top, index, x.shape[-1]), axis=-1)


def sample_token(logits: jax.Array, key: jax.Array, temperature: jax.Array, top_p: jax.Array,
                 top_k: jax.Array) -> jax.Array:
  """One token per row from logits [B, V]: greedy at temperature 0, else top-k then top-p filtered.

  Sampling is the Gumbel-max trick of `jax.random.categorical` (same key, same draws), sharing one argmax
  with the greedy branch. `key` is one key for the whole batch, or [B] keys, one per row (then a row's
  draws do not depend on which other rows share its batch).
  """
  scaled = logits / jnp.maximum(temperature, 1e-6)

  def filtered(scaled):
    vocab = scaled.shape[-1]
    ordered = -jnp.sort(-scaled, axis=-1)  # Descending.
    k = jnp.where(top_k > 0, jnp.minimum(top_k, vocab), vocab)
    in_top_k = jnp.arange(vocab) < k
    probs = jax.nn.softmax(jnp.where(in_top_k, ordered, -jnp.inf), axis=-1)
    # Nucleus: keep a sorted token if the mass strictly before it is below top_p (keeps at least one).
    keep = in_top_k & ((jnp.cumsum(probs, axis=-1) - probs) < top_p)
    threshold = jnp.min(jnp.where(keep, ordered, jnp.inf), axis=-1, keepdims=True)
    return jnp.where(scaled >= threshold, scaled, -jnp.inf)

  scaled = jax.lax.cond((top_k > 0) | (top_p < 1.0), filtered, lambda s: s, scaled)
  if key.ndim == 0:
    noise = jax.random.gumbel(key, scaled.shape, scaled.dtype)
  else:
    noise = jax.vmap(lambda k: jax.random.gumbel(k, scaled.shape[-1:], scaled.dtype))(key)
  perturbed = scaled + noise  # -inf (filtered) stays -inf
  return first_argmax(jnp.where(temperature > 0, perturbed, logits)).astype(jnp.int32)


@functools.partial(jax.jit, static_argnames=("graphdef", "max_new_tokens", "row_chunks", "row_groups"))
def prefill(graphdef, states, ids, mask, rng, copy_from=None, *, max_new_tokens: int, row_chunks: int = 1,
            row_groups: int = 1) -> DecodeState:
  """The prompts' forward pass into a fresh KV cache: ids / mask [B, W] left-padded, rng [B] row keys.

  `copy_from` [B'] int32: the decode batch is B' rows, row r starting from prompt row copy_from[r] (-1: a
  filler row, finished from the start), and rng has B' keys: distinct prompts prefill once for their copies.

  `row_chunks` > 1 runs it as that many sequential passes. Attention materialises [rows, heads, W, W] scores,
  so long prompts times many rows (SearchQA's 1,024 episodes of 4,096 tokens) need passes to fit. The batch is
  viewed as [row_groups, row_chunks, rows] (row_groups: the devices the batch is split over, each holding a
  contiguous block), pass j takes [:, j] (every device keeps its share of each pass) and writes its keys and
  values into the one full cache in place. The cache and the logits are the same as in one pass."""
  TRACE_COUNTS["prefill"] += 1
  model = nnx.merge(graphdef, *states)
  batch, prompt_len = ids.shape
  # Cache slots rounded up to a multiple of 128 (the spare ones stay invalid): on a TPU a slot count off the
  # tile made the decode loop copy the whole cache (launch/compile.py: 40 GiB per chip for SearchQA's 4,596).
  slots = -(-(prompt_len + max_new_tokens) // 128) * 128

  def one(ids, mask):
    cache = init_cache(model.config, ids.shape[0], slots)
    logits, cache = model(ids, mask, cache=cache, last_only=True, prefill=True)
    return logits[:, -1], cache

  if row_chunks == 1:
    next_logits, cache = one(ids, mask)
  else:
    groups, chunks = row_groups, row_chunks
    if batch % (groups * chunks):
      raise ValueError(f"row_groups={groups} x row_chunks={chunks} does not divide the batch of {batch} rows")
    # Row-major views with the batch axis `axis` split into [groups, chunks, rows]: 0 for the rows' own
    # arrays, 1 for the stacked cache ([layers, B, ...]).
    view = lambda x, axis=0: x.reshape(*x.shape[:axis], groups, chunks, -1, *x.shape[axis + 1:])
    flat = lambda x: x.reshape(-1, *x.shape[2:])
    full = init_cache(model.config, batch, slots)
    vocab = model.config.vocab_size

    def one_pass(j, carry):
      k, v, valid, logits = carry
      take = lambda x: flat(jax.lax.dynamic_index_in_dim(view(x), j, axis=1, keepdims=False))
      out, part = one(take(ids), take(mask))
      put = lambda whole, new, axis=0: jax.lax.dynamic_update_index_in_dim(
          whole, new.reshape(*new.shape[:axis], groups, -1, *new.shape[axis + 1:]), j, axis=axis + 1)
      return put(k, part.k, 1), put(v, part.v, 1), put(valid, part.valid), put(logits, out)

    carry = (view(full.k, 1), view(full.v, 1), view(full.valid), view(jnp.zeros((batch, vocab), jnp.float32)))
    k, v, valid, logits = jax.lax.fori_loop(0, chunks, one_pass, carry)
    unview = lambda x, axis=0: x.reshape(*x.shape[:axis], batch, *x.shape[axis + 3:])
    cache = KVCache(k=unview(k, 1), v=unview(v, 1), valid=unview(valid), length=jnp.asarray(prompt_len, jnp.int32))
    next_logits = unview(logits)
  done = ~mask.any(axis=1)  # Batch-bucket filler rows start finished.
  if copy_from is not None:
    source = jnp.maximum(copy_from, 0)
    cache = KVCache(k=cache.k[:, source], v=cache.v[:, source], valid=cache.valid[source], length=cache.length)
    next_logits, done, batch = next_logits[source], copy_from < 0, copy_from.shape[0]
  return DecodeState(
      cache=cache, next_logits=next_logits, tokens=jnp.zeros((batch, max_new_tokens), jnp.int32),
      logprobs=jnp.zeros((batch, max_new_tokens), jnp.float32), lengths=jnp.zeros(batch, jnp.int32),
      done=done,
      stop_state=jnp.zeros(batch, jnp.int32), step=jnp.zeros((), jnp.int32), rng=rng)


@functools.partial(jax.jit, static_argnames=("graphdef", "pad_id"), donate_argnames=("state",))
def decode(graphdef, states, state: DecodeState, until: jax.Array, floor: jax.Array, temperature, top_p, top_k,
           stop_ids, stop_table, *, pad_id: int) -> DecodeState:
  """Samples until step == `until` or at most `floor` rows are still running (0: every row is done); stop_ids
  [S] padded with -1, stop_table the [states, V'] `stop_string_table` (ids >= V' leave a row's state as it is)."""
  TRACE_COUNTS["decode"] += 1
  model = nnx.merge(graphdef, *states)
  max_new = state.tokens.shape[1]

  def body(s: DecodeState) -> DecodeState:
    keys = jax.vmap(jax.random.split)(s.rng)   # one stream per row
    rng, key = keys[:, 0], keys[:, 1]
    # The policy is the tokenizer's ids only: padding rows of the embedding are never sampled or scored.
    next_logits = mask_padding_rows(s.next_logits, model.config.token_vocab)
    token = sample_token(next_logits, key, temperature, top_p, top_k)
    logprob = jnp.take_along_axis(jax.nn.log_softmax(next_logits), token[:, None], axis=-1)[:, 0]
    active = ~s.done
    token = jnp.where(active, token, pad_id)
    tokens = s.tokens.at[:, s.step].set(token)
    logprobs = s.logprobs.at[:, s.step].set(jnp.where(active, logprob, 0.0))
    stop_state = jnp.where(active, advance_stop_state(stop_table, s.stop_state, token), s.stop_state)
    done = (s.done | (active & (jnp.isin(token, stop_ids) | (stop_state < 0)))
            | (s.step + 1 >= max_new))
    # Finished rows feed a masked pad: it occupies a cache slot that nothing will attend to.
    logits, cache = model(token[:, None], active[:, None], cache=s.cache)
    return DecodeState(cache=cache, next_logits=logits[:, 0], tokens=tokens, logprobs=logprobs,
                        lengths=s.lengths + active, done=done, stop_state=stop_state, step=s.step + 1,
                        rng=rng)

  cond = lambda s: (s.step < until) & (jnp.sum(~s.done) > floor)
  return jax.lax.while_loop(cond, body, state)


@jax.jit
def keep_rows(state: DecodeState, keep: jax.Array) -> DecodeState:
  """The decode state of rows `keep` [B'] only: each row keeps its cache, next-token logits, tokens and random
  stream, so it samples on exactly as it would have in the wider batch."""
  rows = lambda x: shard_activation(jnp.take(x, keep, axis=0), ("batch",) + (None,) * (x.ndim - 1))
  # A layer at a time: gathering along the stacked cache's second axis at once held 17.4 GiB of temporaries for
  # an 8.8 GiB cache (compiled for v5e:1x1); per layer the rows are its major axis, a plain row gather.
  cache = lambda x: shard_activation(jax.lax.map(lambda layer: jnp.take(layer, keep, axis=0), x), CACHE_AXES)
  return DecodeState(cache=KVCache(k=cache(state.cache.k), v=cache(state.cache.v), valid=rows(state.cache.valid),
                                   length=state.cache.length),
                     next_logits=rows(state.next_logits), tokens=rows(state.tokens), logprobs=rows(state.logprobs),
                     lengths=rows(state.lengths), done=rows(state.done), stop_state=rows(state.stop_state),
                     step=state.step, rng=rows(state.rng))


def advance_stop_state(stop_table: jax.Array, state: jax.Array, token: jax.Array) -> jax.Array:
  """Each row's matcher state after its token: one gather in the [states, V'] table."""
  vocab = stop_table.shape[1]
  safe = jnp.clip(token, 0, vocab - 1)
  return jnp.where(token < vocab, stop_table[jnp.maximum(state, 0), safe], state)


def stop_string_table(stop_strings: Sequence[str], token_bytes: Sequence[bytes]) -> np.ndarray:
  """[states, V] int32: the stop-string matcher's state after reading token v in state q; -1: a stop string
  has completed inside the text so far (the first token whose prefix text contains one).

  The states are those of an Aho-Corasick automaton over the stop strings' UTF-8 bytes (state: the longest
  suffix of the text read that is a prefix of some stop string), run over each token's bytes. Bytes stand for
  text exactly: a UTF-8 string occurs in the bytes iff it occurs in their (lossy) decoding, because replacement
  characters replace only invalid bytes. `token_bytes[v]` must be what token v adds to the decoded text
  (b"" for a token the decoder skips)."""
  patterns = [s.encode("utf-8") for s in stop_strings]
  if not patterns or any(not p for p in patterns):
    raise ValueError(f"stop_strings must be non-empty strings, got {tuple(stop_strings)!r}")
  children: list[dict[int, int]] = [{}]
  final = [False]
  for pattern in patterns:
    node = 0
    for b in pattern:
      if b not in children[node]:
        children[node][b] = len(children)
        children.append({})
        final.append(False)
      node = children[node][b]
    final[node] = True
  delta = np.zeros((len(children), 256), np.int32)   # byte transitions, failure links folded in
  fail = [0] * len(children)
  queue = list(children[0].values())
  delta[0, list(children[0])] = queue
  for node in queue:   # breadth first: a node's failure state is shallower, so already complete
    final[node] = final[node] or final[fail[node]]
    delta[node] = delta[fail[node]]
    for b, child in children[node].items():
      fail[child] = int(delta[fail[node], b])
      delta[node, b] = child
      queue.append(child)
  final = np.asarray(final)
  lengths = np.array([len(t) for t in token_bytes], np.int64)
  padded = np.zeros((len(token_bytes), max(int(lengths.max(initial=0)), 1)), np.uint8)
  for v, t in enumerate(token_bytes):
    padded[v, :len(t)] = np.frombuffer(t, np.uint8)
  state = np.repeat(np.arange(len(children), dtype=np.int32)[:, None], len(token_bytes), axis=1)
  hit = np.zeros(state.shape, bool)
  for j in range(padded.shape[1]):   # byte j of every token at least j + 1 bytes long, from every state
    cols = np.nonzero(lengths > j)[0]
    nxt = delta[state[:, cols], padded[cols, j][None, :]]
    hit[:, cols] |= final[nxt]
    state[:, cols] = nxt
  return np.where(hit, -1, state).astype(np.int32)


def bucket(n: int, buckets: Sequence[int]) -> int:
  """Smallest bucket >= n; past the largest, the next multiple of the largest."""
  for b in sorted(buckets):
    if n <= b:
      return b
  top = max(buckets)
  return -(-n // top) * top


def _row_ids(row_ids: Sequence[int] | None, n: int) -> np.ndarray:
  """The ids of a call's `n` rows: `row_ids`, one per prompt, or 0..n-1."""
  row_ids = np.arange(n) if row_ids is None else np.asarray(row_ids, np.int64)
  if row_ids.shape != (n,):
    raise ValueError(f"row_ids has shape {row_ids.shape} for {n} prompts")
  return row_ids


def _row_keys(rng: jax.Array, row_ids: Sequence[int] | None, n: int, batch: int) -> jax.Array:
  """Each row's sampling key `fold_in(rng, row_id)` (`_row_ids`); the filler rows of the batch bucket get ids
  that no real row has."""
  row_ids = _row_ids(row_ids, n)
  row_ids = np.concatenate([row_ids, row_ids.max() + 1 + np.arange(batch - n)])
  return jax.vmap(jax.random.fold_in, (None, 0))(rng, jnp.asarray(row_ids, jnp.uint32))


def _output(rows: "_Rows", n: int, stopped: np.ndarray, sampling: SamplingParams, pad_id: int) -> "SampleOutput":
  """The real rows' responses: tokens and log-probs past each row's length blanked (pad id, 0); a row
  stopped when a stop string or a stop id ended it."""
  max_new = sampling.max_new_tokens
  tokens, logprobs = rows.tokens[:n], rows.logprobs[:n]
  lengths = rows.lengths[:n].astype(np.int32)
  stopped = stopped | (rows.stop_state < 0)
  past = np.arange(max_new)[None, :] >= lengths[:, None]
  tokens = np.where(past, pad_id, tokens).astype(np.int32)
  logprobs = np.where(past, 0.0, logprobs).astype(np.float32)
  ends_on_stop_id = np.array([l > 0 and tokens[i, l - 1] in sampling.stop_token_ids
                              for i, l in enumerate(lengths)], bool)
  return SampleOutput(response_ids=tokens, logprobs=logprobs, lengths=lengths, stopped=stopped[:n] | ends_on_stop_id)


@dataclasses.dataclass
class _Rows:
  """A call's rows on the host, filled in as they leave the decode batch (`Sampler._drop_finished`) and when
  the call's decode ends."""
  tokens: np.ndarray      # [B, max_new] int32
  logprobs: np.ndarray    # [B, max_new] float32
  lengths: np.ndarray     # [B] int32
  stop_state: np.ndarray  # [B] int32

  @classmethod
  def empty(cls, batch: int, max_new: int) -> "_Rows":
    return cls(np.zeros((batch, max_new), np.int32), np.zeros((batch, max_new), np.float32),
               np.zeros(batch, np.int32), np.zeros(batch, np.int32))

  def put(self, dstate: DecodeState, rows: np.ndarray, which: np.ndarray) -> None:
    """Copies the decode batch's rows `which` (a mask over it) into this call's rows `rows[which]`."""
    for name in ("tokens", "logprobs", "lengths", "stop_state"):
      getattr(self, name)[rows[which]] = np.asarray(getattr(dstate, name))[which]


def _first_stop(tokens: Sequence[int], start: int, stop_strings: Sequence[str],
                decode_fn: Callable[[Sequence[int]], str]) -> int | None:
  """Smallest k > start such that decode(tokens[:k]) contains a stop string, else None."""
  if not any(s in decode_fn(tokens) for s in stop_strings):
    return None
  for k in range(start + 1, len(tokens) + 1):
    text = decode_fn(tokens[:k])
    if any(s in text for s in stop_strings):
      return k
  return None


class Sampler:
  """Generates responses for a list of token-id prompts with the model passed to each call.

  Passing the model per call makes weight sync free for the embedded engine: the trainer's updated
  params are used directly (same graph, so nothing recompiles).
  """

  def __init__(self, *, pad_id: int = 0,
               prompt_buckets: Sequence[int] | None = None,
               batch_buckets: Sequence[int] = (1, 2, 4, 8, 16, 32, 64, 128, 256),
               decode_chunk: int = 32, decode_fn: Callable[[Sequence[int]], str] | None = None,
               mesh: jax.sharding.Mesh | None = None, prefill_rows_per_device: int | None = None,
               token_bytes: Sequence[bytes] | None = None, share_prompts: bool = True,
               wave_rows: int | None = None, compact_rows: bool = True):
    """token_bytes: what each token id adds to the decoded text (`ChatTokenizer.token_bytes`): stop strings
    are then matched on device; else `decode_fn` checks them on the host every `decode_chunk` tokens.
    share_prompts: identical prompts of a call are prefilled once (False: one prefill row per prompt).
    wave_rows: a call of more prompts samples them in waves of at most this many rows, one after another
    (`waves`), so the KV cache holds one wave's rows (None: all at once).
    compact_rows: once at most a narrower batch bucket's rows are still running, decode continues on those rows
    alone (`compaction_floor`; with stop strings on the device and rows not split over devices), each with its
    own cache and random stream, so the samples are unchanged (False: every row decodes until the last one
    finishes)."""
    self.share_prompts, self.wave_rows, self.compact_rows = share_prompts, wave_rows, compact_rows
    self.pad_id, self.mesh, self.prefill_rows_per_device = pad_id, mesh, prefill_rows_per_device
    self.token_bytes = None if token_bytes is None else tuple(token_bytes)
    self._stop_tables: dict[tuple[str, ...], jax.Array] = {}
    # None: the learner's `bucket_length` rule (from 64 tokens); a tuple: exactly those buckets.
    self.prompt_buckets = None if prompt_buckets is None else tuple(prompt_buckets)
    self.batch_buckets = tuple(batch_buckets)
    self.decode_chunk = decode_chunk
    self.decode_fn = decode_fn

  def generate(self, model: Qwen, prompts: Sequence[Sequence[int]], sampling: SamplingParams,
               rng: jax.Array, row_ids: Sequence[int] | None = None) -> SampleOutput:
    """Responses to `prompts`. Row i samples from its own stream `fold_in(rng, row_ids[i])` (default
    row_ids: 0..n-1), so a caller that numbers its rows globally (episode ids) gets the same samples
    however the rows are split into calls, batches or processes."""
    graphdef, state = nnx.split(model)
    return self.generate_split(graphdef, (state,), prompts, sampling, rng, row_ids)

  def generate_split(self, graphdef: Any, states: tuple[Any, ...], prompts: Sequence[Sequence[int]],
                     sampling: SamplingParams, rng: jax.Array, row_ids: Sequence[int] | None = None,
                     ) -> SampleOutput:
    """`generate` for a model already split as `nnx.split(model, *filters) -> graphdef, *states`; an
    engine that holds the learner's split params skips re-splitting the model (milliseconds per call)."""
    if not prompts or any(len(p) == 0 for p in prompts):
      raise ValueError("generate needs at least one prompt and no empty prompts")
    host_stops = bool(sampling.stop_strings) and self.token_bytes is None
    if host_stops and self.decode_fn is None:
      raise ValueError("stop_strings need Sampler(token_bytes=...) (or decode_fn=...) to turn token ids into text")
    n, max_new = len(prompts), sampling.max_new_tokens
    waves = self.waves(n)
    if len(waves) > 1:   # a call per wave; rows keep their ids, so they sample what one call would
      ids = _row_ids(row_ids, n)
      outs = [self.generate_split(graphdef, states, prompts[w], sampling, rng, ids[w]) for w in waves]
      return SampleOutput(*(np.concatenate([getattr(o, f.name) for o in outs])
                            for f in dataclasses.fields(SampleOutput)))
    batch = self.batch_bucket(n)
    distinct, copy_from = self.distinct_prompts(prompts)
    ids, mask = self._left_padded(distinct, self.prompt_width(max(len(p) for p in prompts)))
    decode_args = self._decode_args(sampling, host_stops)
    row_keys = _row_keys(rng, row_ids, n, batch)
    ids, mask, row_keys = self._place(ids), self._place(mask), self._place(row_keys)
    if copy_from is not None:   # filler rows of the decode batch copy no prompt
      copy_from = self._place(np.concatenate([copy_from, np.full(batch - n, -1)]).astype(np.int32))
    step_fn = functools.partial(self._call, decode, graphdef, states, pad_id=self.pad_id)
    chunk = self.decode_chunk if host_stops else max_new
    stopped = np.zeros(batch, bool)
    checked = np.zeros(batch, np.int64)  # Tokens already scanned for stop strings, per row.
    dstate = self._call(prefill, graphdef, states, ids, mask, row_keys, copy_from, max_new_tokens=max_new,
                        **self.prefill_passes(ids.shape[0]))
    held = np.arange(batch)   # the call's row each row of the decode batch holds (-1: a finished filler)
    out = _Rows.empty(batch, max_new)
    while True:
      # Host stops cut rows between chunks, by call row: their decode batch stays whole.
      floor = 0 if host_stops else self.compaction_floor(len(held))
      dstate = step_fn(dstate, jnp.int32(min(int(dstate.step) + chunk, max_new)), jnp.int32(floor), *decode_args)
      step, done = int(dstate.step), np.asarray(dstate.done)
      if host_stops:
        dstate, done = self._cut_at_host_stops(dstate, n, stopped, checked, sampling.stop_strings)
      if done.all() or step >= max_new:
        break
      if np.sum(~done) <= floor:
        dstate, held = self._drop_finished(dstate, held, done, out)
    out.put(dstate, held, held >= 0)
    return _output(out, n, stopped, sampling, self.pad_id)

  def _drop_finished(self, dstate: DecodeState, held: np.ndarray, done: np.ndarray, out: "_Rows"
                     ) -> tuple[DecodeState, np.ndarray]:
    """The decode batch narrowed to its running rows (`keep_rows`): finished rows go to `out`, and the narrower
    batch bucket is filled up with finished rows (done, they stay so and are never copied out again)."""
    out.put(dstate, held, done & (held >= 0))
    running, finished = np.nonzero(~done)[0], np.nonzero(done)[0]
    keep = np.concatenate([running, finished[:self.compacted_width(len(running)) - len(running)]])
    held = np.concatenate([held[running], np.full(len(keep) - len(running), -1)])
    return self._call(keep_rows, dstate, self._place(keep.astype(np.int32))), held

  def _left_padded(self, prompts: Sequence[Sequence[int]], width: int) -> tuple[np.ndarray, np.ndarray]:
    """The prefill's ids and mask, a batch bucket of rows: left padding, so the last prompt token is in
    the last column."""
    ids = np.full((self.batch_bucket(len(prompts)), width), self.pad_id, np.int32)
    mask = np.zeros(ids.shape, bool)
    for row, prompt in enumerate(prompts):
      ids[row, width - len(prompt):] = prompt
      mask[row, width - len(prompt):] = True
    return ids, mask

  def _decode_args(self, sampling: SamplingParams, host_stops: bool) -> tuple:
    """decode's sampling arguments: temperature, top-p, top-k, the stop ids (padded with -1 to a multiple of
    8, so a different number of stop ids does not recompile) and the on-device stop-string table."""
    stop_ids = np.full(bucket(max(len(sampling.stop_token_ids), 1), (8,)), -1, np.int32)
    stop_ids[:len(sampling.stop_token_ids)] = sampling.stop_token_ids
    return (jnp.float32(sampling.temperature), jnp.float32(sampling.top_p), jnp.int32(sampling.top_k),
            jnp.asarray(stop_ids), self.stop_table(() if host_stops else sampling.stop_strings))

  def _cut_at_host_stops(self, dstate: DecodeState, n: int, stopped: np.ndarray, checked: np.ndarray,
                         stop_strings: Sequence[str]) -> tuple[DecodeState, np.ndarray]:
    """Stop strings matched on the host (no token bytes): each real row's newly decoded tokens are scanned,
    and a row that hit one is cut there and done. Updates `stopped` and `checked` (tokens scanned per row)."""
    done, lengths = np.asarray(dstate.done).copy(), np.asarray(dstate.lengths).copy()
    tokens = np.asarray(dstate.tokens)
    for row in range(n):
      if stopped[row] or lengths[row] == checked[row]:
        continue
      cut = _first_stop(tokens[row, :lengths[row]].tolist(), int(checked[row]), stop_strings, self.decode_fn)
      checked[row] = lengths[row]
      if cut is not None:
        lengths[row], done[row], stopped[row] = cut, True, True
    return dataclasses.replace(dstate, done=jnp.asarray(done), lengths=jnp.asarray(lengths)), done

  # ---- shapes, placement and abstract tracing -----------------------------------------------------------

  def distinct_prompts(self, prompts: Sequence[Sequence[int]]) -> tuple[list[Sequence[int]], np.ndarray | None]:
    """The prompts to prefill and, when some repeat (and `share_prompts`), each prompt's row among them
    (None: every prompt is its own row)."""
    if not self.share_prompts:
      return list(prompts), None
    rows: dict[tuple[int, ...], int] = {}
    copy_from = np.array([rows.setdefault(tuple(p), len(rows)) for p in prompts], np.int32)
    if len(rows) == len(prompts):
      return list(prompts), None
    return [list(p) for p in rows], copy_from

  def stop_table(self, stop_strings: Sequence[str]) -> jax.Array:
    """The device `stop_string_table` of `stop_strings` (built once per set); a [1, 1] table of no stops."""
    key = tuple(stop_strings)
    if key not in self._stop_tables:
      table = stop_string_table(key, self.token_bytes) if key else np.zeros((1, 1), np.int32)
      self._stop_tables[key] = jnp.asarray(table)
    return self._stop_tables[key]

  def waves(self, n: int) -> list[slice]:
    """The row ranges a call of `n` prompts samples one after another: one, or the fewest waves of at most
    `wave_rows` rows, as even as possible. Why: a turn's KV cache holds [rows, prompt + response] slots per
    layer; on one 16 GiB chip WebShop's 128 episodes at 5,632 tokens do not fit at once
    (docs/results/accelerators.md)."""
    count = 1 if not self.wave_rows else -(-n // self.wave_rows)
    bounds = [n * i // count for i in range(count + 1)]
    return [slice(a, b) for a, b in zip(bounds, bounds[1:])]

  def _row_devices(self) -> int:
    """The devices a batch's rows are split over (data x fsdp of the mesh; 1 without one)."""
    if self.mesh is None:
      return 1
    return math.prod(dict(self.mesh.shape).get(a, 1) for a in ("data", "fsdp"))

  def compaction_floor(self, width: int) -> int:
    """How few running rows end a decode call of a `width`-row batch so its finished rows can be dropped: the
    widest narrower batch bucket; 0 (never) with `compact_rows` off, no narrower bucket, or the rows split over
    devices. Why: decode streams every row's KV cache each step, and a turn's responses end at very different
    lengths (thinking spans of 10 to 500 tokens), so most steps would read finished rows. Rows split over data /
    fsdp would move between devices: compiled for v5e:2x4 (rows over fsdp 4), that gather all-gathered the cache
    (8.5 GiB of temporaries for a 1.1 GiB state), so such a sampler keeps its batch whole; the paper variants'
    7B+ samplers (tensor 4 on 4 chips) split no rows."""
    if not self.compact_rows or self._row_devices() > 1:
      return 0
    return max((b for b in self.batch_buckets if b < width), default=0)

  def compacted_width(self, running: int) -> int:
    """The decode batch `running` rows continue in: the narrowest batch bucket that holds them."""
    return self.batch_bucket(running)

  def decode_calls(self, lengths: Sequence[int]) -> list[tuple[int, int]]:
    """(rows, steps) of each decode call `generate` makes for a batch whose rows respond `lengths` tokens: a
    call ends once at most `compaction_floor` rows run (after k steps, the rows longer than k), and the next
    goes on in `compacted_width` rows. What the compile plan projects decode at measured lengths with."""
    order = sorted(lengths, reverse=True)
    width, step, calls = self.batch_bucket(len(order)), 0, []
    while step < order[0]:
      floor = self.compaction_floor(width)
      end = order[floor] if 0 < floor < len(order) else order[0]
      calls.append((width, end - step))
      step = end
      running = sum(n > step for n in order)
      if running:
        width = self.compacted_width(running)
    return calls

  def batch_bucket(self, n: int) -> int:
    """The batch (rows, padded) a generate call of `n` prompts compiles for: its batch bucket."""
    return bucket(n, self.batch_buckets)

  def prompt_width(self, longest: int) -> int:
    """The prompt bucket (left-padded width) of a batch whose longest prompt has `longest` tokens."""
    if self.prompt_buckets is None:
      return bucket_length(longest, MIN_PROMPT_BUCKET)
    return bucket(longest, self.prompt_buckets)

  def prefill_passes(self, batch: int) -> dict[str, int]:
    """`prefill`'s row_chunks and row_groups for a batch bucket: the devices the batch is split over (as
    `_place` splits it), and the fewest passes with at most `prefill_rows_per_device` rows per device each
    (one pass when unset)."""
    groups = 1
    if self.mesh is not None and rows_sharding(self.mesh, (batch,)).spec[0] is not None:
      groups = math.prod(dict(self.mesh.shape).get(a, 1) for a in ("data", "fsdp"))
    if not self.prefill_rows_per_device:
      return {"row_chunks": 1, "row_groups": groups}
    per_device = batch // groups
    chunks = next(n for n in range(1, per_device + 1) if per_device % n == 0
                  and per_device // n <= self.prefill_rows_per_device)
    return {"row_chunks": chunks, "row_groups": groups}

  def _place(self, x) -> jax.Array:
    """A [batch, ...] input on the mesh, its batch split over data / fsdp (as is, without a mesh)."""
    if self.mesh is None:
      return jnp.asarray(x)
    return jax.device_put(x, rows_sharding(self.mesh, x.shape))

  def _call(self, fn, *args, **kwargs):
    """A jitted phase called with the mesh set, so the model's activation (and KV cache) constraints apply."""
    return call_on_mesh(self.mesh, fn, *args, **kwargs)

  def trace_phases(self, graphdef: Any, states: tuple[Any, ...], batch: int, prompt_len: int,
                   max_new_tokens: int) -> tuple[jax.stages.Traced, Callable[[Any], jax.stages.Traced]]:
    """`prefill` traced on abstract prompts [batch, prompt_len] placed as `generate_split` places real ones
    (`states`: ShapeDtypeStructs with the weights' shardings), and a function that traces `decode` on the
    decode state the compiled prefill returns (its output shardings): `decode_for(prefill.lower().compile())`;
    `decode_for(None)` traces it on the state's shapes alone (enough to count its FLOPs).
    What a rollout turn compiles, with no weights; `launch/compile.py` compiles both for a TPU topology."""
    def rows(shape, dtype):
      return jax.ShapeDtypeStruct(shape, dtype, sharding=None if self.mesh is None else
                                  rows_sharding(self.mesh, shape))
    keys = jax.eval_shape(lambda: jax.random.split(jax.random.key(0), batch))
    pre = self._call(prefill.trace, graphdef, states, rows((batch, prompt_len), jnp.int32),
                     rows((batch, prompt_len), jnp.bool_), rows(keys.shape, keys.dtype), max_new_tokens=max_new_tokens,
                     **self.prefill_passes(batch))
    scalar = lambda dtype: jax.ShapeDtypeStruct((), dtype)

    def decode_for(compiled_prefill) -> jax.stages.Traced:
      return self._call(decode.trace, graphdef, states, decode_state(pre, compiled_prefill), scalar(jnp.int32),
                        scalar(jnp.int32), scalar(jnp.float32), scalar(jnp.float32), scalar(jnp.int32),
                        jax.ShapeDtypeStruct((8,), jnp.int32), jax.ShapeDtypeStruct((1, 1), jnp.int32),
                        pad_id=self.pad_id)
    return pre, decode_for

  def trace_narrowing(self, pre: jax.stages.Traced, compiled_prefill) -> jax.stages.Traced | None:
    """`keep_rows` traced on the decode state of a traced `prefill` (`trace_phases`) narrowed to the widest
    narrower batch: the first time a turn drops its finished rows, when the old and the new state are both
    held. None when a batch of that width never narrows (`compaction_floor`)."""
    width = self.compaction_floor(pre.out_info.done.shape[0])
    if not width:
      return None
    keep = jax.ShapeDtypeStruct((width,), jnp.int32, sharding=None if self.mesh is None else
                                rows_sharding(self.mesh, (width,)))
    return self._call(keep_rows.trace, decode_state(pre, compiled_prefill), keep)


def decode_state(pre: jax.stages.Traced, compiled_prefill) -> DecodeState:
  """The decode state a traced `prefill` returns, as ShapeDtypeStructs carrying its compiled form's output
  shardings; with `compiled_prefill` None (only counting, aot trace_only) the shapes alone, jit's own layout."""
  if compiled_prefill is None:
    return jax.tree.map(lambda a: jax.ShapeDtypeStruct(a.shape, a.dtype), pre.out_info)
  return jax.tree.map(lambda a, s: jax.ShapeDtypeStruct(a.shape, a.dtype, sharding=s), pre.out_info,
                      compiled_prefill.output_shardings)
