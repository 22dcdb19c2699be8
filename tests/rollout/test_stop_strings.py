"""Stop strings on the device: the token-byte matcher cuts every response exactly where the host check does.

The host check (`Sampler(decode_fn=...)`: decode each row every `decode_chunk` tokens, cut at the first token
whose prefix text contains a stop string) is the oracle. Its tokenizer is a byte-level BPE trained here on
the environments' tags, without added tokens, so every closing tag is several tokens that BPE can also spell
other ways ("</" "action" ">", "<" "/" "act" "ion" ">", ...).
"""
import random

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from flax import nnx

from mcgpo_jax.models import sampler as sampler_mod
from mcgpo_jax.models.qwen import Qwen, QwenConfig
from mcgpo_jax.models.sampler import Sampler, SamplingParams, advance_stop_state, stop_string_table
from mcgpo_jax.rollout.tokenizer import decoded_token_bytes

# ALFWorld and WebShop, SearchQA, AppWorld (envs/*/spec.py).
ENV_STOPS = [("</action>",), ("</search>", "</answer>"), ("</code>",)]
SPECIAL = ["<|endoftext|>", "<|im_end|>"]


@pytest.fixture(scope="module")
def bpe():
  """(decode, token_bytes, encode): a 300-token byte-level BPE whose decode skips its two special tokens."""
  from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
  from transformers import PreTrainedTokenizerFast
  tk = Tokenizer(models.BPE())
  tk.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
  tk.decoder = decoders.ByteLevel()
  text = ("<think>go</think><action>go to desk 1</action> <search>who is x</search> <answer>y</answer> "
          "<code>print(1)</code> café ☕")
  tk.train_from_iterator([text] * 20, trainers.BpeTrainer(
      vocab_size=300, special_tokens=SPECIAL, initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
      show_progress=False))
  hf = PreTrainedTokenizerFast(tokenizer_object=tk, eos_token="<|im_end|>")
  assert all(len(hf.encode(s[0])) > 1 for s in ENV_STOPS)   # the tags are several tokens
  token_bytes = decoded_token_bytes(hf)
  return ((lambda ids: hf.decode(list(ids), skip_special_tokens=True)), token_bytes,
          lambda text: hf.encode(text, add_special_tokens=False))


def host_cut(ids, stops, decode):
  """The host rule: the smallest k with a stop string in decode(ids[:k]), else None."""
  return next((k for k in range(1, len(ids) + 1) if any(s in decode(ids[:k]) for s in stops)), None)


def device_cut(ids, table):
  """The device rule: the first token after which the matcher state is -1, as a 1-based count."""
  state = jnp.zeros(1, jnp.int32)
  for k, t in enumerate(ids, 1):
    state = advance_stop_state(table, state, jnp.asarray([t], jnp.int32))
    if int(state[0]) < 0:
      return k
  return None


@pytest.mark.parametrize("stops", ENV_STOPS + [("</answer>", "sw", "b>")])
def test_matcher_cuts_where_the_host_does_on_any_tokenisation(bpe, stops):
  """Responses spelled with random splits of the tags, random noise tokens, skipped special tokens and
  multi-byte characters: the table's first hit is the host's cut on every one (overlapping stop strings too)."""
  decode, token_bytes, encode = bpe
  table = jnp.asarray(stop_string_table(stops, token_bytes))
  rng = random.Random(0)
  vocab = len(token_bytes)
  hits = 0
  for _ in range(150):
    ids = []
    for _ in range(rng.randrange(1, 5)):
      ids += [rng.randrange(vocab) for _ in range(rng.randrange(0, 4))]
      tag = rng.choice(stops + ("</act", "café", "<answer>"))
      cuts = sorted(rng.sample(range(1, len(tag)), min(2, len(tag) - 1)))
      for part in np.split(np.array(list(tag)), cuts):   # each piece tokenised on its own
        ids += encode("".join(part))
        if rng.random() < 0.2:
          ids.append(rng.randrange(2))   # a special token: decode skips it, so the tag still completes
    expected = host_cut(ids, stops, decode)
    hits += expected is not None
    assert device_cut(ids, table) == expected, (ids, decode(ids))
  assert hits > 30


def test_table_rejects_empty_stop_strings(bpe):
  with pytest.raises(ValueError, match="non-empty"):
    stop_string_table(("</action>", ""), bpe[1])


class Steered(Qwen):
  """A random Qwen whose logits are pushed toward a few tokens (+ `bias`), so that at temperature 1 its
  samples spell the stop strings, and near misses of them, in many rows."""

  def __init__(self, cfg, bias, *, rngs):
    super().__init__(cfg, rngs=rngs)
    self.bias = nnx.Param(jnp.asarray(bias, jnp.float32))

  def __call__(self, *args, **kwargs):
    out = super().__call__(*args, **kwargs)
    if isinstance(out, tuple):
      return out[0] + self.bias[...], out[1]
    return out + self.bias[...]


@pytest.mark.parametrize("stops", ENV_STOPS)
def test_device_stops_sample_exactly_what_the_host_check_samples(bpe, stops, monkeypatch):
  """Rollouts at fixed seeds: the same response ids, log-probs, lengths and stop flags as the host check;
  the device version decodes in one call (no host round trip per chunk), the host version in several. With
  finished rows dropped (`compact_rows`, the default) the device version returns only to narrow its batch,
  at most once per narrower batch bucket, and samples the same."""
  decode, token_bytes, encode = bpe
  vocab = len(token_bytes)
  bias = np.full(vocab, -4.0)
  bias[[i for i, b in enumerate(token_bytes) if b and any(b in s.encode() for s in stops)]] = 0.0   # other spellings
  bias[[i for s in stops for i in encode(s)]] = 3.0   # BPE's own spelling
  cfg = QwenConfig(vocab_size=vocab, hidden_size=32, intermediate_size=64, num_layers=1, num_heads=2,
                   num_kv_heads=1, head_dim=16)
  model = Steered(cfg, bias, rngs=nnx.Rngs(0))
  prompts = [[5 + (i * 7 + j) % 200 for j in range(3 + i % 5)] for i in range(32)]
  sampling = SamplingParams(temperature=1.0, max_new_tokens=48, stop_strings=stops)
  calls = []
  real_decode = sampler_mod.decode
  monkeypatch.setattr(sampler_mod, "decode", lambda *a, **k: calls.append(1) or real_decode(*a, **k))
  host = Sampler(pad_id=0, decode_fn=decode, decode_chunk=8).generate(model, prompts, sampling, jax.random.key(1))
  host_calls = len(calls)
  device = Sampler(pad_id=0, token_bytes=token_bytes, compact_rows=False).generate(model, prompts, sampling,
                                                                                   jax.random.key(1))
  assert len(calls) - host_calls == 1 and host_calls > 1
  before = len(calls)
  compacted = Sampler(pad_id=0, token_bytes=token_bytes).generate(model, prompts, sampling, jax.random.key(1))
  assert 1 < len(calls) - before <= 1 + 5   # 32 rows: at most one return per narrower bucket (16, 8, 4, 2, 1)
  assert 4 <= host.stopped.sum() < len(prompts), host.stopped.sum()
  for out in (device, compacted):
    np.testing.assert_array_equal(out.response_ids, host.response_ids)
    np.testing.assert_array_equal(out.lengths, host.lengths)
    np.testing.assert_array_equal(out.stopped, host.stopped)
  np.testing.assert_array_equal(device.logprobs, host.logprobs)
  # A narrower batch may sum the model's matmuls in another order on CPU: float32's last bits.
  np.testing.assert_allclose(compacted.logprobs, host.logprobs, atol=1e-5, rtol=1e-5)
  for row in np.nonzero(host.stopped)[0]:
    assert any(decode(host.response(row)).endswith(s) or s in decode(host.response(row)) for s in stops)


def test_chat_tokenizer_token_bytes_are_what_decode_prints(tmp_path):
  """The quickstart tokenizer (special tokens skipped by decode, added tags kept, multi-byte characters):
  the text of any id sequence is the lossy UTF-8 decoding of its tokens' bytes."""
  from mcgpo_jax.rollout.tiny_tokenizer import train_tokenizer
  from mcgpo_jax.rollout.tokenizer import ChatTokenizer
  texts = ["<think>héllo wörld ☕</think><action>go to desk 1</action> <search>x</search> <code>print(1)</code>"] * 20
  tok = ChatTokenizer(train_tokenizer(texts, str(tmp_path / "tok"), vocab_size=320))
  token_bytes = tok.token_bytes
  assert len(token_bytes) == len(tok.hf) and token_bytes[tok.eos_id] == b""
  rng = random.Random(0)
  for _ in range(500):
    ids = [rng.randrange(len(token_bytes)) for _ in range(rng.randrange(1, 12))]
    assert tok.decode(ids) == b"".join(token_bytes[i] for i in ids).decode("utf-8", "replace"), ids


def test_a_stop_string_inside_a_longer_ones_partial_match_completes_there():
  """Stops "abc" and "b": after "a" the matcher is partway into "abc", and the "b" that follows completes "b"
  (Aho-Corasick's output through the failure link), whether "ab" comes as one token or two."""
  table = jnp.asarray(stop_string_table(("abc", "b"), [b"a", b"b", b"c", b"ab", b"x"]))
  assert device_cut([0, 1], table) == 2 and device_cut([3], table) == 1 and device_cut([0, 4, 0, 2], table) is None
