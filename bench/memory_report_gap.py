r"""How far a TPU compile's reported temporaries (`compiled.memory_analysis()`, what `launch/compile.py` prints and
checks against HBM) sit above the temporaries of XLA's own buffer assignment (`--xla_dump_to`), on small programs
whose buffers are known. Why: the train step's report holds 10.06 GiB of temporaries where its dumped assignment
holds 6.80 (docs/results/accelerators.md, "The train step, round 3"), so a change that shrinks the dumped buffers
need not shrink the report; these cases show which constructs open such a gap.

  python bench/memory_report_gap.py      # libtpu compiles for v5p:2x2x1 on the CPU (~1 min)

Cases (float32 unless named):
  loop       one chip: a loop summing 4 "gradients" of a 256 MiB weight into a 256 MiB sum
  loop_don   the same with the weight and two 256 MiB optimizer-state arrays donated and updated
  gather     4 chips: one gradient of a [65,536 x 2,048] weight split over the chips, all-gathered in bfloat16
             (256 MiB) for a matmul with 8,192 rows split over the chips
"""
from __future__ import annotations

import glob
import os
import re
import sys
import tempfile

DUMP = tempfile.mkdtemp(prefix="memory_report_gap_")
os.environ["XLA_FLAGS"] = f"{os.environ.get('XLA_FLAGS', '')} --xla_dump_to={DUMP}".strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("ALLOW_MULTIPLE_LIBTPU_LOAD", "1")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

from mcgpo_jax.aot import targets  # noqa: E402

MIB = 2 ** 20
N = 256 * MIB // 4   # a 256 MiB float32 vector


def _gradient(w, x):
  return jnp.cos(w.astype(jnp.bfloat16) * x.astype(jnp.bfloat16)).astype(jnp.float32)


def loop(w, xs):
  return jax.lax.fori_loop(0, xs.shape[0], lambda i, acc: acc + _gradient(w, xs[i]), jnp.zeros_like(w))


def loop_don(w, mu, nu, xs):
  g = loop(w, xs)
  mu, nu = 0.9 * mu + 0.1 * g, 0.99 * nu + 0.01 * g * g
  return w - 1e-3 * mu / (jnp.sqrt(nu) + 1e-8), mu, nu


def gather(w, x):
  def loss(w):
    return jnp.sum(jax.nn.logsumexp(jnp.dot(x, w.astype(jnp.bfloat16).T, preferred_element_type=jnp.float32), -1))
  return jax.grad(loss)(w)


def cases(devices):
  one = NamedSharding(Mesh(devices[:1], ("x",)), P())
  vec, xs = jax.ShapeDtypeStruct((N,), jnp.float32, sharding=one), jax.ShapeDtypeStruct((4, N), jnp.float32, sharding=one)
  four = Mesh(devices, ("f",))
  w = jax.ShapeDtypeStruct((65536, 2048), jnp.float32, sharding=NamedSharding(four, P(None, "f")))
  x = jax.ShapeDtypeStruct((8192, 2048), jnp.bfloat16, sharding=NamedSharding(four, P("f", None)))
  yield "loop", jax.jit(loop), (vec, xs)
  yield "loop_don", jax.jit(loop_don, donate_argnums=(0, 1, 2)), (vec, vec, vec, xs)
  yield "gather", jax.jit(gather, out_shardings=NamedSharding(four, P(None, "f"))), (w, x)


def dumped_temp(name: str) -> int:
  """The default memory space's preallocated temporaries in the dumped buffer assignment of function `name`."""
  path, = glob.glob(os.path.join(DUMP, f"*jit_{name}.*after_optimizations-buffer-assignment.txt"))
  sizes = re.findall(r"^allocation \d+: size (\d+), preallocated-temp:", open(path).read(), re.M)
  return sum(int(s) for s in sizes)


def main() -> None:
  devices, _ = targets.devices_for("v5p:2x2x1", 1)
  print("| case | report temp MiB | dumped assignment temp MiB | gap MiB |\n|---|---|---|---|")
  for name, fn, args in cases(devices):
    report = fn.lower(*args).compile().memory_analysis().temp_size_in_bytes
    dumped = dumped_temp(name)
    print(f"| {name} | {report / MIB:.1f} | {dumped / MIB:.1f} | {(report - dumped) / MIB:.1f} |")


if __name__ == "__main__":
  main()
