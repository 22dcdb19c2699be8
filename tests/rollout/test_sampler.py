"""The KV-cache sampler agrees with the plain full forward and respects stops, limits and buckets.

All generate calls share one shape bucket (batch 4, prompt 16, 8 new tokens), so the whole file
compiles one prefill and one decode program.
"""
import jax
import jax.numpy as jnp
import numpy as np
import pytest
from flax import nnx

from mcgpo_jax.models.qwen import Qwen, QwenConfig
from mcgpo_jax.models.sampler import TRACE_COUNTS, Sampler, SamplingParams, bucket, first_argmax, sample_token

CFG = QwenConfig(vocab_size=512, hidden_size=64, intermediate_size=128, num_layers=2, num_heads=4,
                 num_kv_heads=2, head_dim=16, rope_theta=10000.0)
PAD, MAX_NEW = 0, 8
PROMPTS = [[5, 17, 33], list(range(40, 51)), [7, 7, 9, 100, 200, 300, 400]]


def decode_letters(ids):
  """A toy detokenizer: one letter per id, so stop strings can span tokens."""
  return "".join(chr(ord("a") + i % 26) for i in ids)


@pytest.fixture(scope="module")
def model():
  m = Qwen(CFG, rngs=nnx.Rngs(0))
  # HF's 0.02 init gives near-uniform logits whose argmax near-ties would make greedy checks flaky.
  nnx.update(m, jax.tree.map(lambda x: 5.0 * x, nnx.state(m, nnx.Param)))
  return m


@pytest.fixture(scope="module")
def sampler():
  return Sampler(pad_id=PAD, prompt_buckets=(16,), batch_buckets=(4,), decode_chunk=3,
                 decode_fn=decode_letters)


@pytest.fixture(scope="module")
def device_sampler():
  """The same sampler matching stop strings on device, on decode_letters' bytes."""
  return Sampler(pad_id=PAD, prompt_buckets=(16,), batch_buckets=(4,), decode_chunk=3,
                 token_bytes=[decode_letters([i]).encode() for i in range(CFG.vocab_size)])


@pytest.fixture(scope="module")
def greedy(model, sampler):
  return sampler.generate(model, PROMPTS, SamplingParams(temperature=0.0, max_new_tokens=MAX_NEW),
                          jax.random.key(0))


_forward = nnx.jit(lambda m, ids, mask: jax.nn.log_softmax(m(ids, mask)))


def full_forward_logprobs(model, prompts, out):
  """Teacher-forced oracle: log-softmax at the position before each response token, [N, MAX_NEW, V]."""
  width = 16 + MAX_NEW
  ids = np.zeros((4, width), np.int32)
  mask = np.zeros((4, width), bool)
  for row, prompt in enumerate(prompts):
    seq = list(prompt) + out.response(row)
    ids[row, width - len(seq):], mask[row, width - len(seq):] = seq, True
  logp = np.asarray(_forward(model, jnp.asarray(ids), jnp.asarray(mask)))
  result = np.zeros((len(prompts), MAX_NEW, CFG.vocab_size), np.float32)
  for row, prompt in enumerate(prompts):
    n = out.lengths[row]
    result[row, :n] = logp[row, width - n - 1:width - 1]
  return result


def test_greedy_equals_argmax_of_the_full_forward(model, greedy):
  assert greedy.lengths.tolist() == [MAX_NEW] * 3 and not greedy.stopped.any()
  logp = full_forward_logprobs(model, PROMPTS, greedy)
  np.testing.assert_array_equal(greedy.response_ids, logp.argmax(-1))
  expected = np.take_along_axis(logp, greedy.response_ids[..., None], -1)[..., 0]
  np.testing.assert_allclose(greedy.logprobs, expected, atol=1e-4)


def test_sampled_logprobs_are_raw_log_softmax_of_the_policy(model, sampler):
  sampling = SamplingParams(temperature=0.7, top_p=0.9, top_k=20, max_new_tokens=MAX_NEW)
  out = sampler.generate(model, PROMPTS, sampling, jax.random.key(1))
  logp = full_forward_logprobs(model, PROMPTS, out)
  expected = np.take_along_axis(logp, out.response_ids[..., None], -1)[..., 0]
  np.testing.assert_allclose(out.logprobs, expected, atol=1e-4)
  rank = (logp > expected[..., None]).sum(-1)  # 0 = the most likely token.
  assert (rank < 20).all()


def test_same_key_same_samples_other_key_other_samples(model, sampler):
  sampling = SamplingParams(temperature=1.0, max_new_tokens=MAX_NEW)
  a = sampler.generate(model, PROMPTS, sampling, jax.random.key(2))
  b = sampler.generate(model, PROMPTS, sampling, jax.random.key(2))
  c = sampler.generate(model, PROMPTS, sampling, jax.random.key(3))
  np.testing.assert_array_equal(a.response_ids, b.response_ids)
  assert (a.response_ids != c.response_ids).any()


def test_stop_token_ids_end_the_row_and_are_kept(model, sampler, greedy):
  stop = int(greedy.response_ids[0, 2])
  out = sampler.generate(model, PROMPTS, SamplingParams(temperature=0.0, max_new_tokens=MAX_NEW,
                                                        stop_token_ids=(stop, 511)), jax.random.key(0))
  for row in range(len(PROMPTS)):
    full = greedy.response(row)
    hits = [i for i, t in enumerate(full) if t in (stop, 511)]
    n = hits[0] + 1 if hits else MAX_NEW
    assert out.response(row) == full[:n]
    assert out.stopped[row] == bool(hits)
    np.testing.assert_allclose(out.logprobs[row, :n], greedy.logprobs[row, :n], atol=1e-5)
    assert (out.response_ids[row, n:] == PAD).all() and (out.logprobs[row, n:] == 0).all()


def test_max_new_tokens_caps_every_row(model, sampler, greedy):
  out = sampler.generate(model, PROMPTS, SamplingParams(temperature=0.0, max_new_tokens=MAX_NEW),
                         jax.random.key(0))
  assert out.response_ids.shape == (3, MAX_NEW) and (out.lengths == MAX_NEW).all()


@pytest.mark.parametrize("where", ["host", "device"])
def test_stop_strings_cut_at_the_first_completing_token(model, sampler, device_sampler, greedy, where):
  sampler = sampler if where == "host" else device_sampler
  texts = [decode_letters(greedy.response(row)) for row in range(len(PROMPTS))]
  stop = texts[0][4:6]  # Spans tokens 4 and 5, across the 3-token decode chunks.
  out = sampler.generate(model, PROMPTS, SamplingParams(temperature=0.0, max_new_tokens=MAX_NEW,
                                                        stop_strings=(stop, "zzzzz")), jax.random.key(0))
  for row in range(len(PROMPTS)):
    full = greedy.response(row)
    cuts = [k for k in range(1, MAX_NEW + 1) if stop in decode_letters(full[:k])]
    n = cuts[0] if cuts else MAX_NEW
    assert out.response(row) == full[:n], (row, stop, texts[row])
    assert out.stopped[row] == bool(cuts)
  assert out.lengths[0] <= 6


def test_stop_strings_without_a_decoder_fail_loudly(model):
  with pytest.raises(ValueError, match="decode_fn"):
    Sampler().generate(model, PROMPTS, SamplingParams(stop_strings=("</action>",)), jax.random.key(0))


def test_new_prompt_lengths_in_the_same_bucket_do_not_recompile(model, sampler, greedy):
  before = dict(TRACE_COUNTS)
  sampling = SamplingParams(temperature=0.3, top_p=0.8, max_new_tokens=MAX_NEW, stop_token_ids=(1, 2, 3))
  sampler.generate(model, [[1] * 14, [2] * 5], sampling, jax.random.key(4))
  assert dict(TRACE_COUNTS) == before
  # A prompt past the bucket does compile a new program, so the counter is really watching.
  sampler.generate(model, [[1] * 17], sampling, jax.random.key(4))
  assert TRACE_COUNTS["prefill"] == before["prefill"] + 1


# --- sampling filters, against a NumPy oracle -------------------------------------------------------

def _oracle_probs(logits, temperature, top_p, top_k):
  """Renormalised sampling distribution: temperature, then top-k, then the nucleus of what is left."""
  z = logits / temperature
  order = np.argsort(-z)
  allowed = np.zeros_like(z, bool)
  allowed[order[:top_k or len(z)]] = True
  p = np.exp(z - z.max()) * allowed
  p /= p.sum()
  mass_before = np.cumsum(p[order]) - p[order]
  nucleus = np.zeros_like(allowed)
  nucleus[order[(mass_before < top_p) & allowed[order]]] = True
  q = np.exp(z - z.max()) * nucleus
  return q / q.sum()


@pytest.mark.parametrize("temperature, top_p, top_k", [(1.0, 1.0, 0), (0.5, 1.0, 3), (1.0, 0.6, 0),
                                                      (2.0, 0.7, 4)])
def test_sample_token_matches_the_filtered_distribution(temperature, top_p, top_k):
  logits = jnp.asarray([[2.0, 1.5, 1.0, 0.5, 0.0, -0.5, -1.0, -3.0]])
  keys = jax.random.split(jax.random.key(0), 20000)
  draw = jax.jit(jax.vmap(lambda k: sample_token(logits, k, temperature, top_p, top_k)[0]))
  counts = np.bincount(np.asarray(draw(keys)), minlength=8) / len(keys)
  expected = _oracle_probs(np.asarray(logits[0]), temperature, top_p, top_k)
  assert (counts[expected == 0] == 0).all()
  np.testing.assert_allclose(counts, expected, atol=0.015)


def test_temperature_zero_is_argmax():
  logits = jax.random.normal(jax.random.key(1), (5, 50))
  tokens = sample_token(logits, jax.random.key(2), 0.0, 0.5, 3)
  np.testing.assert_array_equal(np.asarray(tokens), np.asarray(logits.argmax(-1)))


def test_unfiltered_sampling_draws_what_jax_random_categorical_draws():
  """sample_token's Gumbel-max with its own argmax reproduces jax.random.categorical key for key."""
  logits = jax.random.normal(jax.random.key(1), (16, 300)) * 3
  for seed in range(10):
    key = jax.random.key(seed)
    np.testing.assert_array_equal(np.asarray(sample_token(logits, key, 1.0, 1.0, 0)),
                                  np.asarray(jax.random.categorical(key, logits, axis=-1)))


def test_first_argmax_takes_the_first_of_tied_maxima():
  x = jnp.array([[1.0, 3.0, 3.0, -jnp.inf], [-jnp.inf, 0.5, -2.0, 0.5], [7.0, 7.0, 7.0, 7.0]])
  np.testing.assert_array_equal(np.asarray(first_argmax(x)), [1, 1, 0])
  np.testing.assert_array_equal(np.asarray(first_argmax(x)), np.asarray(jnp.argmax(x, axis=-1)))


def test_bucket_rounds_up():
  assert [bucket(n, (4, 16)) for n in (1, 4, 5, 16, 17, 33)] == [4, 4, 16, 16, 32, 48]


def test_prefill_passes_are_the_fewest_of_at_most_prefill_rows_per_device_rows():
  """A batch of 8 rows on one device: passes of 4 at most 4 rows (2), at most 3 (4 of 2: 8 splits no other way),
  at most 8 (1); unset, one pass."""
  passes = lambda n: Sampler(prefill_rows_per_device=n).prefill_passes(8)["row_chunks"]
  assert [passes(4), passes(3), passes(8), passes(None)] == [2, 4, 1, 1]


def test_prefill_never_holds_logits_for_every_prompt_position():
  """The prefill needs the last column's logits only; full-prompt float32 logits are the largest buffer
  at paper scale (128 prompts x 1,024 tokens x 152k vocabulary ≈ 74 GiB). Here a 32k vocabulary makes
  them so: the compiled prefill's buffers must stay well below them."""
  from mcgpo_jax.models.sampler import prefill
  cfg = QwenConfig(vocab_size=32768, hidden_size=16, intermediate_size=32, num_layers=1, num_heads=2,
                   num_kv_heads=1, head_dim=8)
  graphdef, state = nnx.split(nnx.eval_shape(lambda: Qwen(cfg, rngs=nnx.Rngs(0))))
  batch, width = 4, 64
  args = (jnp.zeros((batch, width), jnp.int32), jnp.ones((batch, width), bool),
          jax.random.split(jax.random.key(0), batch))
  memory = prefill.lower(graphdef, (state,), *args, max_new_tokens=MAX_NEW).compile().memory_analysis()
  full_logits = batch * width * cfg.vocab_size * 4
  assert memory.temp_size_in_bytes + memory.output_size_in_bytes < full_logits / 4


def test_each_row_samples_from_its_own_stream(model, sampler):
  """With row_ids a row's samples do not depend on the rows beside it (or their number): groups split
  across processes or calls sample as they would in one batch."""
  sampling = SamplingParams(temperature=1.0, max_new_tokens=MAX_NEW)
  together = sampler.generate(model, PROMPTS, sampling, jax.random.key(7), row_ids=[10, 11, 12])
  alone = sampler.generate(model, PROMPTS[1:2], sampling, jax.random.key(7), row_ids=[11])
  assert together.response(1) == alone.response(0)
  other = sampler.generate(model, PROMPTS[1:2], sampling, jax.random.key(7), row_ids=[12])
  assert other.response(0) != alone.response(0)


def test_prefill_in_row_chunks_samples_exactly_what_one_pass_does():
  """`prefill_rows_per_device` splits the prefill into passes of strided rows; the cache, logits and so every
  sampled token and log-prob are the same as one pass over the batch."""
  from flax import nnx
  from mcgpo_jax.models.qwen import Qwen, QwenConfig
  from mcgpo_jax.models.sampler import Sampler, SamplingParams
  cfg = QwenConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_layers=2, num_heads=4, num_kv_heads=2,
                   head_dim=8)
  model = Qwen(cfg, rngs=nnx.Rngs(0))
  prompts = [[1 + (i * 7 + j) % 60 for j in range(3 + i % 5)] for i in range(8)]
  sampling = SamplingParams(temperature=1.0, max_new_tokens=6)
  whole = Sampler(pad_id=0).generate(model, prompts, sampling, jax.random.key(3))
  chunked_sampler = Sampler(pad_id=0, prefill_rows_per_device=2)
  assert chunked_sampler.prefill_passes(8) == {"row_chunks": 4, "row_groups": 1}
  chunked = chunked_sampler.generate(model, prompts, sampling, jax.random.key(3))
  np.testing.assert_array_equal(chunked.response_ids, whole.response_ids)
  np.testing.assert_allclose(chunked.logprobs, whole.logprobs, atol=1e-5)


def test_waves_sample_what_one_call_does(model):
  """`wave_rows` samples a call's rows in waves of at most that many, one after another (the KV cache holds one
  wave): every row keeps its id, so tokens, log-probs, lengths and stops are the rows' of one call, in order."""
  prompts = [PROMPTS[i % 3][:2 + i] for i in range(7)]   # 7 rows: waves of 2, 2, 3 at wave_rows=3
  sampling = SamplingParams(temperature=1.0, max_new_tokens=MAX_NEW, stop_token_ids=(3,))
  whole = Sampler(pad_id=PAD, prompt_buckets=(16,), batch_buckets=(4, 8)).generate(
      model, prompts, sampling, jax.random.key(5), row_ids=range(20, 27))
  waved_sampler = Sampler(pad_id=PAD, prompt_buckets=(16,), batch_buckets=(4, 8), wave_rows=3)
  assert waved_sampler.waves(7) == [slice(0, 2), slice(2, 4), slice(4, 7)]
  assert waved_sampler.waves(3) == [slice(0, 3)] and Sampler().waves(300) == [slice(0, 300)]
  waved = waved_sampler.generate(model, prompts, sampling, jax.random.key(5), row_ids=range(20, 27))
  np.testing.assert_array_equal(waved.response_ids, whole.response_ids)
  np.testing.assert_array_equal(waved.lengths, whole.lengths)
  np.testing.assert_array_equal(waved.stopped, whole.stopped)
  # A wave runs at another batch bucket (4 rows, not 8), so XLA's CPU matmuls may sum in another order: log-probs
  # of magnitude ~5 then differ in float32's last bits (1.1e-5 on an Intel Xeon host), tokens not at all.
  np.testing.assert_allclose(waved.logprobs, whole.logprobs, atol=1e-5, rtol=1e-5)
  assert len(set(map(tuple, waved.response_ids.tolist()))) > 1   # the rows differ: a misordered wave would show
  with pytest.raises(ValueError, match="row_ids has shape"):   # checked for the whole call, as one call does
    waved_sampler.generate(model, prompts, sampling, jax.random.key(5), row_ids=range(20, 28))


def test_rows_past_the_tokenizer_are_never_sampled_and_carry_no_probability():
  """A model whose embedding has rows past its tokenizer's ids (`tokenizer_size`: the tiny policy's 516 ids in
  576 rows) samples only the tokenizer's ids, with log-probs of the softmax over those rows, as the learner
  scores them. Before, a near-uniform policy (HF's init) sampled padding rows: the same weights without
  tokenizer_size still do."""
  import dataclasses
  cfg = QwenConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_layers=1, num_heads=4, num_kv_heads=2,
                   head_dim=8, tokenizer_size=40)
  prompts = [[1 + (i * 7 + j) % 39 for j in range(3 + i % 5)] for i in range(8)]
  sampling = SamplingParams(temperature=1.0, max_new_tokens=6)
  unmasked = Qwen(dataclasses.replace(cfg, tokenizer_size=None), rngs=nnx.Rngs(0))
  assert (Sampler(pad_id=0).generate(unmasked, prompts, sampling, jax.random.key(1)).response_ids >= 40).any()
  model = Qwen(cfg, rngs=nnx.Rngs(0))
  out = Sampler(pad_id=0).generate(model, prompts, sampling, jax.random.key(1))
  assert out.lengths.min() == 6 and out.response_ids.max() < 40
  for row, prompt in enumerate(prompts):
    seq = prompt + out.response(row)
    logits = np.asarray(model(jnp.asarray([seq])))[0, len(prompt) - 1:-1, :40].astype(np.float64)
    want = logits[np.arange(6), out.response(row)] - np.log(np.exp(logits).sum(-1))
    np.testing.assert_allclose(out.logprobs[row], want, atol=1e-4)


def test_default_prompt_buckets_are_the_learners_bucket_length():
  """Four buckets per doubling, as the learner pads its rows: a 1,100-token prompt prefills at 1,280, not 2,048;
  a fixed list of buckets is still honoured exactly."""
  from mcgpo_jax.data.tokens import bucket_length
  fine = Sampler()
  assert [fine.prompt_width(n) for n in (1, 64, 65, 100, 1100, 5000)] == [64, 64, 80, 112, 1280, 5120]
  assert all(fine.prompt_width(n) == bucket_length(n, 64) for n in range(1, 3000, 7))
  assert Sampler(prompt_buckets=(64, 2048)).prompt_width(1100) == 2048
