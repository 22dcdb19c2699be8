"""House rules the code is held to (docs/architecture.md): small functions. A function of mcgpo_jax/ longer
than MAX_LINES (def line to last line) says why in its docstring, in a sentence starting REASON; any other
is split into named helpers."""
import ast
import pathlib

from tests.repo import ROOT

PACKAGE = pathlib.Path(ROOT) / "mcgpo_jax"
MAX_LINES = 60
REASON = "Longer than 60 lines on purpose"


def long_functions(root: pathlib.Path = PACKAGE) -> list[str]:
  """`path:line name (N lines)` of every function over MAX_LINES whose docstring states no REASON."""
  found = []
  for path in sorted(root.rglob("*.py")):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
      if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        lines = node.end_lineno - node.lineno + 1
        if lines > MAX_LINES and REASON not in (ast.get_docstring(node) or ""):
          found.append(f"{path.relative_to(root.parent)}:{node.lineno} {node.name} ({lines} lines)")
  return found


def test_every_function_over_60_lines_says_why():
  assert not long_functions(), "split these, or say why in the docstring (\"" + REASON + ": ...\")"


def test_the_scan_finds_a_long_function_and_accepts_a_stated_reason(tmp_path):
  """The scan itself: a 61-line function is found; the same with the reason in its docstring is not."""
  body = "".join(f"  x{i} = {i}\n" for i in range(59))
  (tmp_path / "long.py").write_text("def long():\n  '''Sums.'''\n" + body)
  (tmp_path / "why.py").write_text(f"def why():\n  '''{REASON}: one kernel.'''\n" + body)
  (tmp_path / "short.py").write_text("def short():\n  '''Sums.'''\n" + body[:-len("  x58 = 58\n")])
  assert long_functions(tmp_path) == [f"{tmp_path.name}/long.py:1 long (61 lines)"]
