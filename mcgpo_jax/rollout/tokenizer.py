"""Chat tokenizer: renders a user message with the backbone's chat template and decodes responses.

Wraps a Hugging Face fast tokenizer loaded from a local directory (a real Qwen checkpoint, or the small
quickstart tokenizer trained on the environment's text). Rendering always goes through the directory's own
chat template so prompts match what the model was trained with. `byte_level_token_bytes` gives the raw
bytes of each token of a byte-level BPE vocabulary (SGR-OPSD's teacher finds the action span's tokens by
their byte ranges, never by re-tokenising text).
"""
from __future__ import annotations

import functools
import os
from typing import Sequence


class ChatTokenizer:

  def __init__(self, path: str, enable_thinking: bool = True):
    from transformers import AutoTokenizer  # deferred: importing transformers costs seconds
    if not os.path.isdir(path):
      raise FileNotFoundError(f"tokenizer directory {path!r} does not exist")
    self.path = path
    self.hf = AutoTokenizer.from_pretrained(path)
    if not self.hf.chat_template:
      raise ValueError(f"tokenizer in {path!r} has no chat_template (tokenizer_config.json / chat_template.jinja)")
    self.enable_thinking = enable_thinking
    self.eos_id = self.hf.convert_tokens_to_ids("<|im_end|>")
    if self.eos_id is None or self.eos_id == self.hf.unk_token_id:
      self.eos_id = self.hf.eos_token_id
    self.pad_id = self.hf.pad_token_id if self.hf.pad_token_id is not None else self.eos_id

  @property
  def vocab_size(self) -> int:
    """Every id the tokenizer makes: its vocabulary and its added tokens (`len` of an HF tokenizer). The policy
    has probability on these ids only (`QwenConfig.tokenizer_size`), whatever its embedding's rows."""
    return len(self.hf)

  def encode_prompt(self, user_message: str) -> list[int]:
    """Token ids of `user_message` as the single user turn, ready for the assistant's response."""
    ids = self.hf.apply_chat_template([{"role": "user", "content": user_message}], tokenize=True,
                                      add_generation_prompt=True, enable_thinking=self.enable_thinking)
    if hasattr(ids, "keys"):  # transformers 5 returns a BatchEncoding
      ids = ids["input_ids"]
    return list(ids)

  def encode(self, text: str) -> list[int]:
    return list(self.hf.encode(text, add_special_tokens=False))

  def decode(self, ids: Sequence[int]) -> str:
    return self.hf.decode(list(ids), skip_special_tokens=True)

  @functools.cached_property
  def token_bytes(self) -> tuple[bytes, ...] | None:
    """`decoded_token_bytes` of this vocabulary: the embedded sampler matches stop strings on it on device."""
    return decoded_token_bytes(self.hf)


def decoded_token_bytes(hf) -> tuple[bytes, ...] | None:
  """The bytes each token id of the Hugging Face tokenizer `hf` adds to `decode(..., skip_special_tokens=True)`'s
  text: b"" for the special tokens it skips, else `byte_level_token_bytes`. None for a vocabulary that is not
  byte-level BPE (the sampler then checks stop strings on the host)."""
  try:
    pieces = byte_level_token_bytes(hf, range(len(hf)))
  except ValueError:
    return None
  # skip_special_tokens drops every added token marked special (<|im_start|> is one without being a named
  # special token of the tokenizer)
  skipped = set(hf.all_special_ids) | {int(i) for i, t in hf.added_tokens_decoder.items() if t.special}
  return tuple(b"" if i in skipped else piece for i, piece in enumerate(pieces))


@functools.lru_cache(maxsize=1)
def _byte_decoder() -> dict[str, int]:
  """Inverse of GPT-2's `bytes_to_unicode` (the byte-level BPE alphabet Qwen uses)."""
  printable = (list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1))
               + list(range(ord("®"), ord("ÿ") + 1)))
  chars, extra = list(printable), 0
  for b in range(256):
    if b not in printable:
      printable.append(b)
      chars.append(256 + extra)
      extra += 1
  return {chr(c): b for b, c in zip(printable, chars)}


def byte_level_token_bytes(tokenizer, ids: Sequence[int]) -> list[bytes]:
  """The raw bytes of every token of a byte-level BPE tokenizer (Qwen, rollout.tiny_tokenizer).

  `tokenizer` is a Hugging Face tokenizer or a `ChatTokenizer` (its `.hf`). Added tokens
  (`<action>`, `<|im_end|>`, ...) are their literal text; ids past the tokenizer's vocabulary (the model's
  embedding is padded, e.g. Qwen's 151,936 rows) are empty. Raises when a token is not in the byte alphabet.
  """
  hf = getattr(tokenizer, "hf", tokenizer)
  added = {int(k) for k in getattr(hf, "added_tokens_decoder", {})}
  decoder = _byte_decoder()
  out = []
  for tid, piece in zip(ids, hf.convert_ids_to_tokens(list(ids))):
    if piece is None:   # an id of the model's padded vocabulary beyond the tokenizer: decodes to nothing
      out.append(b"")
      continue
    if int(tid) in added:
      out.append(piece.encode("utf-8"))
      continue
    try:
      out.append(bytes(decoder[ch] for ch in piece))
    except KeyError:
      raise ValueError(f"token {tid} ({piece!r}) is not a byte-level BPE token; the action span needs token "
                       "bytes (pass them explicitly)") from None
  return out
