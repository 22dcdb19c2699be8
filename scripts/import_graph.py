"""The import graph of mcgpo_jax/ read from the source with `ast` (tests/house/test_layering.py checks its layering
and that it has no cycle). Every import counts, function-local ones included (a deferred import hides a
dependency from the reader, not from the layering); `if TYPE_CHECKING:` blocks are left out of the layering,
since they hold annotations and never run, and counted for cycles (two modules that need each other's types
are one concept split in two). Prints each import cycle and exits 1 if there is one.

  python scripts/import_graph.py [--edges]   # --edges: also print the graph, one `a -> b` edge a line
"""
from __future__ import annotations

import ast
import pathlib
import sys

import networkx as nx

PACKAGE = pathlib.Path(__file__).resolve().parents[1] / "mcgpo_jax"
# What environments may import besides envs/ and data/: leaf utilities that import nothing of mcgpo_jax
# (HTTP retries, HF checkpoint locations, evaluation protocols' statistics).
ENV_LEAVES = ("mcgpo_jax.httpjson", "mcgpo_jax.hub", "mcgpo_jax.readouts")


def module_name(path: pathlib.Path) -> str:
  parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
  return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking(test: ast.expr) -> bool:
  return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
      isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


class _Imports(ast.NodeVisitor):
  """(line, dotted name) of every import statement, at any depth, outside `if TYPE_CHECKING:` bodies (inside
  too with `annotations`); `from a import b` yields "a.b" (a submodule or a name in a, resolved by `resolve`)."""

  def __init__(self, module: str, is_package: bool, annotations: bool = False):
    self.package = module.split(".") if is_package else module.split(".")[:-1]
    self.annotations = annotations
    self.found: list[tuple[int, str]] = []

  def visit_If(self, node: ast.If):
    if _type_checking(node.test) and not self.annotations:
      for child in node.orelse:
        self.visit(child)
    else:
      self.generic_visit(node)

  def visit_Import(self, node: ast.Import):
    self.found.extend((node.lineno, alias.name) for alias in node.names)

  def visit_ImportFrom(self, node: ast.ImportFrom):
    base = node.module or ""
    if node.level:
      anchor = self.package[:len(self.package) - node.level + 1]
      base = ".".join(anchor + ([base] if base else []))
    self.found.extend((node.lineno, f"{base}.{alias.name}") for alias in node.names)


def imports_of(source: str, module: str, is_package: bool = False, annotations: bool = False) -> list[tuple[int, str]]:
  visitor = _Imports(module, is_package, annotations)
  visitor.visit(ast.parse(source))
  return visitor.found


def resolve(name: str, modules: set[str]) -> str | None:
  """The package module an imported dotted name loads: the longest prefix that is a module (`from pkg import
  name` of a non-module name is pkg itself); None outside mcgpo_jax."""
  parts = name.split(".")
  while parts:
    if ".".join(parts) in modules:
      return ".".join(parts)
    parts.pop()
  return None


def import_graph(annotations: bool = False) -> nx.DiGraph:
  """module -> every mcgpo_jax module it imports, with the line of the first such import as `line`
  (`annotations`: also those of `if TYPE_CHECKING:` blocks)."""
  files = {module_name(p): p for p in PACKAGE.rglob("*.py")}
  graph = nx.DiGraph()
  graph.add_nodes_from(files)
  for module, path in files.items():
    for line, name in imports_of(path.read_text(encoding="utf-8"), module, path.name == "__init__.py", annotations):
      target = resolve(name, set(files))
      if target is not None and target != module and not graph.has_edge(module, target):
        graph.add_edge(module, target, line=line)
  return graph


def main(argv: list[str]) -> int:
  graph = import_graph(annotations=True)
  if "--edges" in argv:
    for a, b in sorted(graph.edges):
      print(f"{a} -> {b}")
  cycles = [sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]
  for c in cycles:
    print("cycle: " + " <-> ".join(c))
  return 1 if cycles else 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
