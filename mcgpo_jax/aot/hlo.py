"""Collectives in compiled HLO text: how many of each a program runs per iteration of its main loop; and the
vendor kernels (custom calls) a program hands work to.

The sampler's decode is one `while` whose body generates one token. Counting the collectives inside that
body (and the computations it calls, a scan over the layers once per layer) says what each generated token
costs in communication: an `all-gather` there re-gathers sharded weights every token, which the sampler's
layout exists to avoid; a tensor-parallel sampler all-reduces each attention and MLP block's output.
"""
from __future__ import annotations

import collections
import math
import re

COLLECTIVES = ("all-gather", "all-reduce", "reduce-scatter", "all-to-all", "collective-permute")
_OP = re.compile(r"=\s*\S.*?\s(" + "|".join(COLLECTIVES) + r")(?:-start)?\(")
_CALLED = re.compile(r"(?:calls|to_apply|body|condition|true_computation|false_computation)=%?([\w.\-]+)")
_BRANCHES = re.compile(r"branch_computations=\{([^}]*)\}")
_SHAPE = re.compile(r"\b(pred|[subf]\d+|bf16|f8e\w+)\[([\d,]*)\]")
_WHILE = re.compile(r"\swhile\(.*body=%?([\w.\-]+)")
_WHILE_PARTS = re.compile(r"\swhile\(.*condition=%?([\w.\-]+)")
_INT_CONSTANT = re.compile(r"s32\[\]\S*\s+constant\((-?\d+)\)")
_CUSTOM_CALL = re.compile(r'custom_call_target="([^"]+)"')
_CUDNN_CALL = re.compile(r'custom_call_target="(__cudnn\$fmha[^"]*)", operand_layout_constraints=\{(.*?)\}, '
                         r'api_version.*"mask_type": "(\w+)"')


def computations(hlo_text: str) -> tuple[dict[str, list[str]], str]:
  """({computation name: its instruction lines}, the entry computation's name) of an HLO module's text."""
  comps: dict[str, list[str]] = {}
  entry, current = "", None
  for line in hlo_text.splitlines():
    if current is None:
      if line.endswith("{") and not line.startswith(("HloModule", " ")):
        head = line.split("(")[0].split()
        is_entry = head[0] == "ENTRY"
        current = head[-1].lstrip("%")
        comps[current] = []
        if is_entry:
          entry = current
    elif line.startswith("}"):
      current = None
    else:
      comps[current].append(line)
  return comps, entry


def _reachable(comps: dict[str, list[str]], root: str) -> set[str]:
  seen, todo = set(), [root]
  while todo:
    name = todo.pop()
    if name in seen or name not in comps:
      continue
    seen.add(name)
    for line in comps[name]:
      todo.extend(_CALLED.findall(line))
      for group in _BRANCHES.findall(line):
        todo.extend(n.strip().lstrip("%") for n in group.split(","))
  return seen


def count(lines) -> dict[str, int]:
  """{collective: instructions} among HLO instruction lines (an async pair counts once, at its start); a line
  may come as (line, times it runs)."""
  out = collections.Counter()
  for line, times in _weighted(lines):
    match = _OP.search(line)
    if match:
      out[match.group(1)] += times
  return dict(out)


def collective_bytes(lines) -> int:
  """Bytes the collectives among HLO instruction lines produce (each one's result shape, a tuple summed; an
  async pair once, at its start), a line given as (line, times) counted that many times: per device, what
  the collectives move is of this order."""
  total = 0
  for line, times in _weighted(lines):
    match = _OP.search(line)
    if match:
      result = line[line.index("=") + 1:match.start(1)]
      total += times * sum(_itemsize(dtype) * math.prod(int(d) for d in dims.split(",") if d)
                           for dtype, dims in _SHAPE.findall(result))
  return total


def _weighted(lines):
  for line in lines:
    yield (line, 1) if isinstance(line, str) else line


def _itemsize(dtype: str) -> int:
  """Bytes of one element of an HLO element type (pred, s8 ... f64, bf16, f8e4m3fn ...)."""
  if dtype == "pred" or dtype.startswith("f8"):
    return 1
  return int(dtype.lstrip("subf")) // 8


def _trips(condition: list[str]) -> int:
  """Iterations of a counted `while` (a scan: its condition compares the counter with one integer constant,
  `direction=LT`); 1 when the condition is not of that form."""
  constants = [int(m) for line in condition for m in _INT_CONSTANT.findall(line)]
  if len(constants) == 1 and any("direction=LT" in line for line in condition):
    return constants[0]
  return 1


def _executions(comps: dict[str, list[str]], root: str) -> dict[str, int]:
  """{computation: times it runs} per run of `root`: a nested `while`'s body and condition times its trips
  (`_trips`), every other called computation (fusions, calls, both branches of a conditional) once per call."""
  times: dict[str, int] = collections.Counter()

  def visit(name: str, n: int) -> None:
    if name not in comps:
      return
    times[name] += n
    for line in comps[name]:
      loop = _WHILE_PARTS.search(line)
      inner = n * _trips(comps.get(loop.group(1), [])) if loop else n
      called = _CALLED.findall(line) + [c.strip().lstrip("%") for g in _BRANCHES.findall(line) for c in g.split(",")]
      for callee in called:
        visit(callee, inner if loop else n)
  visit(root, 1)
  return times


def _loop_lines(hlo_text: str) -> list[tuple[str, int]]:
  """The instruction lines of one iteration of the entry computation's largest `while` (its body and
  everything the body calls), each with the times it runs in that iteration (a scan over layers inside it:
  once per layer); [] without a loop."""
  comps, entry = computations(hlo_text)
  bodies = [m.group(1) for line in comps.get(entry, []) for m in [_WHILE.search(line)] if m]
  if not bodies:
    return []
  sizes = {b: sum(len(comps[c]) for c in _reachable(comps, b)) for b in bodies}
  body = max(bodies, key=sizes.get)
  return [(line, n) for c, n in _executions(comps, body).items() for line in comps[c]]


def loop_collectives(hlo_text: str) -> dict[str, int]:
  """Collectives per iteration of the entry computation's largest `while` (decode: one token), a nested
  loop's counted once per trip; {} when the program has no loop or no collective in it."""
  return count(_loop_lines(hlo_text))


def loop_collective_bytes(hlo_text: str) -> int:
  """`collective_bytes` of one iteration of the entry computation's largest `while` (decode: one token)."""
  return collective_bytes(_loop_lines(hlo_text))


def program_collectives(hlo_text: str) -> dict[str, int]:
  """Collectives in the whole program text (each instruction once, loops not multiplied)."""
  comps, _ = computations(hlo_text)
  return count(line for lines in comps.values() for line in lines)


def cudnn_attention_calls(hlo_text: str) -> list[tuple[str, str, str]]:
  """(target, mask type, largest operand shape) of each cuDNN fused-attention call in compiled HLO text: the
  mask type is what cuDNN was told (NO_MASK, CAUSAL, PADDING_CAUSAL, ...); a mask JAX turned into a dense
  additive bias is the [B, 1, L, L] operand."""
  size = lambda shape: math.prod(int(d) for d in re.findall(r"\d+", shape.split("[")[1]))
  calls = []
  for line in hlo_text.splitlines():
    match = _CUDNN_CALL.search(line)
    if match:
      shapes = [f"{t}[{d}]" for t, d in _SHAPE.findall(match.group(2))]
      calls.append((match.group(1), match.group(3), max(shapes, key=size)))
  return calls


def custom_calls(hlo_text: str) -> dict[str, int]:
  """Custom-call targets in the program text and how many instructions call each (loops not multiplied):
  cuDNN's fused attention is `__cudnn$fmha...` (forward and backward), TPU kernels `tpu_custom_call`. What
  the compiled program really runs, whatever the config asked for: a GPU compile that fell back to the CPU
  has none of cuDNN's."""
  return dict(collections.Counter(_CUSTOM_CALL.findall(hlo_text)))
