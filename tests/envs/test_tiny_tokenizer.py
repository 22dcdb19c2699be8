"""The tiny policy's trained BPE keeps EnvSpec.atomic_tokens whole, and without them is the tokenizer of
before (ALFWorld and SearchQA runs train exactly the same files)."""
import filecmp
import json
import os

from transformers import AutoTokenizer

from mcgpo_jax.rollout.tiny_tokenizer import train_tokenizer

TEXTS = ["'B0H9Z47A4L' [SEP] 'Relaxed Fit Hoodie' [SEP] '$30.28' <action>click[b0h9z47a4l]</action>",
         "'B00GXF7X9E' [SEP] 'Kestrel Winter Beanie' <action>search[winter beanie]</action>"] * 30


def test_extra_tokens_stay_single_tokens_wherever_they_occur(tmp_path):
  ids = ["B0H9Z47A4L", "b0h9z47a4l", "B0NOTSEEN1", "b0notseen1"]
  plain = AutoTokenizer.from_pretrained(train_tokenizer(TEXTS, str(tmp_path / "plain"), 300))
  atomic = AutoTokenizer.from_pretrained(train_tokenizer(TEXTS, str(tmp_path / "atomic"), 300, ids + ids[:1]))
  assert len(atomic) == len(plain) + 4   # a repeated string is added once
  for s in ids:
    assert len(plain.tokenize(s)) > 1   # a byte-level BPE splits letters from digits
    assert atomic.tokenize(s) == [s]
  text = "<action>click[b0notseen1]</action>"
  pieces = atomic.tokenize(text)
  assert pieces[pieces.index("b0notseen1") - 1:][:3] == ["[", "b0notseen1", "]"] and pieces[-1] == "</action>"
  assert atomic.decode(atomic.encode(text)) == text
  assert atomic.convert_tokens_to_ids("<action>") == plain.convert_tokens_to_ids("<action>")


def test_no_extra_tokens_writes_the_same_files_as_before(tmp_path):
  """The default call (the only call before atomic tokens existed) and an empty list write identical
  files, byte for byte: environments whose atomic_tokens is () keep their tokenizer."""
  a = train_tokenizer(TEXTS, str(tmp_path / "a"), 300)
  b = train_tokenizer(TEXTS, str(tmp_path / "b"), 300, [])
  names = sorted(os.listdir(a))
  assert names == sorted(os.listdir(b)) and "tokenizer.json" in names
  match, mismatch, errors = filecmp.cmpfiles(a, b, names, shallow=False)
  assert not mismatch and not errors
  added = [t["content"] for t in json.load(open(os.path.join(a, "tokenizer.json")))["added_tokens"]]
  assert added == ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<think>", "</think>", "<action>", "</action>"]
