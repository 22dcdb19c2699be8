"""JAX's persistent compilation cache, on by default (`config.compile_cache_dir`).

At paper scale a run compiles its train step, log-prob passes and sampler phases before its first update
(docs/accelerators.md: minutes per variant on a small host); a resumed run, a rerun or an
ablation at the same shapes compiles exactly the same programs again. With the cache each compiled program
is written once, keyed by its HLO, compile options and JAX / libtpu versions, and read back by any later
process that compiles the same program. The directory may be local or any path JAX's cache accepts,
`gs://bucket/...` included (shared by every host of a slice).
"""
from __future__ import annotations

import os
from typing import Optional

import jax


def default_dir() -> str:
  """The user's cache dir: $XDG_CACHE_HOME (default ~/.cache) / mcgpo_jax / jax_compile."""
  root = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
  return os.path.join(root, "mcgpo_jax", "jax_compile")


def enable(directory: Optional[str]) -> Optional[str]:
  """Points JAX's persistent cache at `directory` (None: `default_dir()`; "": off) and returns it. The run
  calls it before it compiles anything: JAX fixes the directory the first time its cache is used, so a later
  call in the same process changes nothing. Every program is cached, however quick to compile: a resumed CPU
  run compiles dozens of small ones."""
  if directory == "":
    return None
  directory = directory or default_dir()
  if "://" not in directory:
    directory = os.path.abspath(os.path.expanduser(directory))
  jax.config.update("jax_compilation_cache_dir", directory)
  jax.config.update("jax_persistent_cache_min_compile_time_secs", 0.0)
  jax.config.update("jax_persistent_cache_min_entry_size_bytes", 0)
  return directory
