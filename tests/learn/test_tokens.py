"""Token-row packing (`data.tokens`) against arrays written out by hand.

The learner trains on exactly the positions `response_mask` marks: a mask that is one token off, or a left
truncation that drops one prompt token too many, silently trains on prompt tokens (or skips a response
token) while every loss still looks fine. So every expected array here is spelt out, not computed.
"""
import numpy as np
import pytest

from mcgpo_jax.data.tokens import bucket_length, pack_token_rows

PAD = 99
PROMPTS = [[5, 6, 7], [8], [9, 10, 11, 12, 13]]
RESPONSES = [[1, 2], [3, 4, 5, 6], [7]]
LOGPS = [[-0.1, -0.2], [-0.3, -0.4, -0.5, -0.6], [-0.7]]


def test_rows_are_prompt_then_response_right_padded():
  arrays = pack_token_rows(PROMPTS, RESPONSES, PAD, sample_logps=LOGPS, minimum=8)
  np.testing.assert_array_equal(arrays.tokens, [[5, 6, 7, 1, 2, PAD, PAD, PAD],
                                                [8, 3, 4, 5, 6, PAD, PAD, PAD],
                                                [9, 10, 11, 12, 13, 7, PAD, PAD]])
  assert arrays.tokens.dtype == np.int32
  np.testing.assert_array_equal(arrays.attention_mask, [[1, 1, 1, 1, 1, 0, 0, 0],
                                                        [1, 1, 1, 1, 1, 0, 0, 0],
                                                        [1, 1, 1, 1, 1, 1, 0, 0]])
  np.testing.assert_array_equal(arrays.response_mask, [[0, 0, 0, 1, 1, 0, 0, 0],
                                                       [0, 1, 1, 1, 1, 0, 0, 0],
                                                       [0, 0, 0, 0, 0, 1, 0, 0]])
  assert arrays.attention_mask.dtype == arrays.response_mask.dtype == bool
  # The engine's log-probs sit on the response positions only; prompt and padding stay 0.
  np.testing.assert_allclose(arrays.sample_logp, [[0, 0, 0, -0.1, -0.2, 0, 0, 0],
                                                  [0, -0.3, -0.4, -0.5, -0.6, 0, 0, 0],
                                                  [0, 0, 0, 0, 0, -0.7, 0, 0]], rtol=0, atol=1e-7)
  assert arrays.num_tokens == 5 + 5 + 6


def test_left_truncation_keeps_the_last_prompt_tokens_and_the_whole_response():
  arrays = pack_token_rows(PROMPTS, RESPONSES, PAD, sample_logps=LOGPS, minimum=1, max_len=4)
  # 3+2 -> the last 2 prompt tokens; 1+4 -> no prompt left; 5+1 -> the last 3 prompt tokens.
  np.testing.assert_array_equal(arrays.tokens, [[6, 7, 1, 2], [3, 4, 5, 6], [11, 12, 13, 7]])
  np.testing.assert_array_equal(arrays.attention_mask, np.ones((3, 4), bool))
  np.testing.assert_array_equal(arrays.response_mask, [[0, 0, 1, 1], [1, 1, 1, 1], [0, 0, 0, 1]])
  np.testing.assert_allclose(arrays.sample_logp, [[0, 0, -0.1, -0.2], [-0.3, -0.4, -0.5, -0.6], [0, 0, 0, -0.7]],
                             rtol=0, atol=1e-7)


def test_rows_within_max_len_are_untouched():
  arrays = pack_token_rows(PROMPTS, RESPONSES, PAD, minimum=8, max_len=6)   # the longest row is exactly 6
  np.testing.assert_array_equal(arrays.tokens[2], [9, 10, 11, 12, 13, 7, PAD, PAD])
  np.testing.assert_array_equal(arrays.tokens[0], [5, 6, 7, 1, 2, PAD, PAD, PAD])


def test_too_long_response_and_mismatched_lists_raise():
  with pytest.raises(ValueError, match="row 1: response of 4 tokens exceeds max_len=3"):
    pack_token_rows(PROMPTS, RESPONSES, PAD, max_len=3)
  with pytest.raises(ValueError, match="3 prompts but 2 responses"):
    pack_token_rows(PROMPTS, RESPONSES[:2], PAD)


def _bucket_oracle(n: int, minimum: int) -> int:
  """The smallest b >= max(n, minimum) on the bucket grid: with 2^k < b <= 2^(k+1), b is a multiple of
  2^(k-2) (four buckets per doubling; every integer below 8)."""
  b = max(n, minimum)
  while True:
    k = (b - 1).bit_length() - 1          # 2^k < b <= 2^(k+1)
    if b < 8 or b % (1 << (k - 2)) == 0:
      return b
    b += 1


def test_bucket_lengths():
  # The documented grid: 512, 640, 768, 896, 1024, ...
  assert [bucket_length(n) for n in (1, 64, 65, 80, 81, 129, 500, 513, 641, 769, 897, 1000, 1025)] == \
      [64, 64, 80, 80, 96, 160, 512, 640, 768, 896, 1024, 1024, 1280]
  for minimum in (1, 64):
    for n in range(1, 3000):
      b = bucket_length(n, minimum)
      assert b == _bucket_oracle(n, minimum), (n, minimum)
      assert b < 1.25 * max(n, minimum)   # padding wastes under 25 %


def test_row_length_is_the_bucket_of_the_longest_row():
  assert pack_token_rows([[1] * 60], [[2] * 5], PAD).tokens.shape == (1, 80)
  assert pack_token_rows([[1] * 3], [[2]], PAD).tokens.shape == (1, 64)
  assert pack_token_rows([[1] * 3, [1] * 200], [[2], [2] * 57], PAD).tokens.shape == (2, 320)
