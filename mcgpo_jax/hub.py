"""Model and tokenizer locations: a local directory, or a Hugging Face Hub id fetched into the HF cache; and
a checkpoint directory's config.json.

`--config.model.path=Qwen/Qwen3-4B` is what HF users type; the loaders read local files only, so a hub id is
turned into its local snapshot first (`huggingface_hub.snapshot_download`, which reuses the cache and only
downloads what is missing). Without a network the cached snapshot is used; when there is none the error
says how to fetch it on a machine that has one.

A leaf utility (it imports nothing of mcgpo_jax): the policy's loaders (models/) and SearchQA's dense
retriever (envs/searchqa/dense.py, whose encoder is a BERT checkpoint) both resolve checkpoints here, and
environments may import it without reaching above their layer.
"""
from __future__ import annotations

import json
import os
from typing import Any, Optional, Sequence

# What a policy checkpoint needs: config, weights (single or sharded + index), tokenizer and chat template.
MODEL_FILES = ["*.json", "*.safetensors", "*.jinja", "*.txt", "*.model", "*.tiktoken"]
CONFIG_FILE = "config.json"


class ModelNotFound(FileNotFoundError):
  """Neither a local directory nor a hub id that is cached or downloadable; the message says what to do."""


def is_hub_id(path: str) -> bool:
  """'org/name' (optionally '@revision') that is not an existing local path."""
  name = path.split("@", 1)[0]
  parts = name.split("/")
  return (not os.path.exists(path) and len(parts) == 2 and all(parts) and not path.startswith((".", "~"))
          and "://" not in path)


def local_dir(path: str, field: str = "config.model.path", cache_dir: Optional[str] = None,
              files: Sequence[str] = tuple(MODEL_FILES)) -> str:
  """The local directory holding `path`: itself when it is a directory, else the hub snapshot of the id
  `org/name[@revision]` in `cache_dir` (default: the HF cache, $HF_HOME), of the `files` patterns (a whole
  policy by default; `launch/compile.py` needs its config.json alone). An id that is neither cached nor
  downloadable fails in seconds (one metadata call, no per-file retries)."""
  if os.path.isdir(path):
    return path
  if not is_hub_id(path):
    raise ModelNotFound(f"{field}={path!r} is neither a local directory nor a Hugging Face hub id (org/name)")
  from huggingface_hub import snapshot_download
  from huggingface_hub.errors import HfHubHTTPError, LocalEntryNotFoundError
  repo_id, _, revision = path.partition("@")
  try:
    return snapshot_download(repo_id, revision=revision or None, cache_dir=cache_dir, allow_patterns=list(files))
  except (LocalEntryNotFoundError, HfHubHTTPError, OSError) as e:
    where = (f" --revision {revision}" if revision else "") + f" --cache-dir {cache_dir or 'DIR'}"
    then = "copy that cache here" if cache_dir else "copy DIR here and pass --config.model.cache_dir=DIR"
    raise ModelNotFound(
        f"{field}={path!r}: not in the Hugging Face cache and cannot be downloaded here ({type(e).__name__}); "
        f"pre-download it where there is a network with `hf download {repo_id}{where}`, {then}, "
        f"or pass a local directory") from None


def read_hf_config(path: str) -> dict[str, Any]:
  """config.json of an HF model dir, as a dict."""
  file = os.path.join(path, CONFIG_FILE)
  if not os.path.isfile(file):
    raise FileNotFoundError(f"no {CONFIG_FILE} in {path!r}")
  try:
    with open(file) as f:
      return json.load(f)
  except json.JSONDecodeError as e:
    raise ValueError(f"{file} is not valid JSON: {e}") from e
