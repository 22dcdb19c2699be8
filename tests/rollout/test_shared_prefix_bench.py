"""`bench/shared_prefix.py`'s padded count, by hand: a turn's batch is padded to the sampler's buckets today,
and a prefix-once prefill adds a batch of one row per group and pads every row to its longest suffix."""
import importlib.util
import os

from tests.repo import ROOT

spec = importlib.util.spec_from_file_location("shared_prefix", os.path.join(ROOT, "bench", "shared_prefix.py"))
shared_prefix = importlib.util.module_from_spec(spec)
spec.loader.exec_module(shared_prefix)


def test_two_groups_share_their_prefixes_and_pad_to_the_longest_suffix():
  a, b = list(range(100)), list(range(1000, 1090))
  groups = [[a + [1, 2], a + [3] * 30], [b + [4] * 10, b + [5] * 20, b + [6]]]
  today, after = shared_prefix.padded_turn(groups)
  assert today == 5 * 160                     # 5 rows at the bucket of 130 tokens (32-token steps above 128)
  assert after == 2 * 112 + 5 * 64            # prefixes 100 / 90 at 112; suffixes (at most 30) at the 64 floor


def test_a_group_of_one_splits_where_it_widens_nothing():
  shared = list(range(200))
  groups = [[shared + [1] * 50, shared + [2] * 70], [list(range(500, 760))]]
  today, after = shared_prefix.padded_turn(groups)
  assert today == 3 * 320                     # 270 and 260 tokens, bucket 320
  # The lone row's prefix is its first 260 - 70 = 190 tokens; the prefix batch is 2 rows at bucket(200) = 224.
  assert after == 2 * 224 + 3 * 80
