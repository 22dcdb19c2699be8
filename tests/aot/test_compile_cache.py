"""config.compile_cache_dir: JAX's persistent compilation cache, on by default, reused by a later process."""
import os
import subprocess
import sys

from mcgpo_jax import compile_cache
from tests.repo import ROOT

SCRIPT = r"""
import sys
sys.path.insert(0, sys.argv[1])
from mcgpo_jax import compile_cache
compile_cache.enable(sys.argv[2])
import jax, jax.numpy as jnp
from jax._src import monitoring
hits = []
monitoring.register_event_listener(
    lambda name, **kw: hits.append(name) if name == "/jax/compilation_cache/cache_hits" else None)
print(float(jax.jit(lambda x: jnp.sin(x) @ x.T)(jnp.ones((8, 8))).sum()), len(hits))
"""


def test_the_default_is_under_the_user_cache_dir_and_empty_turns_it_off(monkeypatch):
  monkeypatch.setenv("XDG_CACHE_HOME", "/somewhere")
  assert compile_cache.default_dir() == "/somewhere/mcgpo_jax/jax_compile"
  assert compile_cache.enable("") is None


def test_a_second_process_reads_the_first_ones_compiled_program(tmp_path):
  run = lambda: subprocess.run([sys.executable, "-c", SCRIPT, ROOT, str(tmp_path / "cache")], capture_output=True,
                               text=True, env={**os.environ, "JAX_PLATFORMS": "cpu"}, timeout=120)
  first, second = run(), run()
  assert first.returncode == 0 and second.returncode == 0, first.stderr + second.stderr
  value_1, hits_1 = first.stdout.split()
  value_2, hits_2 = second.stdout.split()
  assert value_1 == value_2 and hits_1 == "0" and int(hits_2) >= 1, (first.stdout, second.stdout)
  assert os.listdir(tmp_path / "cache")
