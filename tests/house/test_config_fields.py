"""Config fields are read directly: an old run dir's config.json is upgraded in one place
(mcgpo_jax/config_upgrade.py, through rundir.read_config), so no reader carries its own guess of what an absent
field meant (`cfg.rollout.get("compact_rows", True)` guessed today's default where the code before the field
did otherwise).

The scan follows, per function, every name bound to a config or one of its sections (`cfg`, `config`, `m =
cfg.model`, ...) and reports each `.get(` on it and each `"field" in` test of it."""
import ast
import pathlib

from tests.repo import ROOT

CONFIG_NAMES = {"cfg", "config"}
# Readers that take any mapping on purpose, not a config field's fallback: (file, function) -> why.
_SECTIONS = "credit/ takes a mapping of only the sections its caller sets (replay, tests): absent, no override"
EXEMPT = {
    ("mcgpo_jax/credit/method.py", "Method.settings"): _SECTIONS,
    ("mcgpo_jax/credit/methods.py", "estimator_config"): _SECTIONS,
    ("mcgpo_jax/credit/methods.py", "run_overrides"): _SECTIONS,
    ("mcgpo_jax/credit/sgr_opsd.py", "_check"): _SECTIONS,
    ("mcgpo_jax/rundir.py", "_fields"): "lists any dotted field of two configs to compare them (absent: None)",
    ("mcgpo_jax/envs/searchqa/hooks.py", "validate"): "refuses a user config without the section, in one line",
    ("mcgpo_jax/envs/searchqa/dense.py", "BertEncoder.__init__"): "an HF encoder's config.json, not a run config",
    ("mcgpo_jax/rollout/engines/sglang.py", "server_tokenizer_config"): "an HF tokenizer_config.json",
    ("launch/replay.py", "_overlay"): "lays a run's (upgraded) values over the defaults, key by key",
    ("launch/report.py", "_read_config"): "refuses a JSON file that names no env, in one line",
}


def _root(node: ast.AST):
  while isinstance(node, (ast.Attribute, ast.Subscript, ast.Call)):
    node = node.func if isinstance(node, ast.Call) else node.value
  return node.id if isinstance(node, ast.Name) else None


class _Scan(ast.NodeVisitor):
  def __init__(self, path: str):
    self.path, self.where, self.found = path, [], []

  def _function(self, node):
    self.where.append(node.name)
    names = set(CONFIG_NAMES)
    for sub in ast.walk(node):   # names bound from a config expression, to a fixed point
      if isinstance(sub, ast.Assign) and _root(sub.value) in names:
        names |= {t.id for t in sub.targets if isinstance(t, ast.Name)}
    for sub in ast.walk(node):
      if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) and sub.func.attr == "get" \
          and _root(sub.func.value) in names:
        self._report(sub, ast.unparse(sub))
      if isinstance(sub, ast.Compare) and any(isinstance(op, (ast.In, ast.NotIn)) for op in sub.ops) \
          and isinstance(sub.left, ast.Constant) and _root(sub.comparators[0]) in names:
        self._report(sub, ast.unparse(sub))
    self.generic_visit(node)
    self.where.pop()

  visit_FunctionDef = visit_AsyncFunctionDef = _function

  def visit_ClassDef(self, node):
    self.where.append(node.name)
    self.generic_visit(node)
    self.where.pop()

  def _report(self, node, text):
    qualified = ".".join(self.where)
    if (self.path, qualified) not in EXEMPT:
      self.found.append(f"{self.path}:{node.lineno} ({qualified}): {text}")


def _scan(path: pathlib.Path) -> list[str]:
  relative = str(path.relative_to(ROOT))
  scan = _Scan(relative)
  scan.visit(ast.parse(path.read_text()))
  return sorted(set(scan.found))


def test_no_config_field_is_read_with_a_fallback_outside_the_upgrade():
  files = [p for folder in ("mcgpo_jax", "launch", "configs") for p in sorted((pathlib.Path(ROOT) / folder).rglob("*.py"))
           if p.name != "config_upgrade.py"]
  found = [line for p in files for line in _scan(p)]
  assert not found, ("config fields read with a fallback (add the field to config_upgrade.ADDED and read it "
                     "directly):\n" + "\n".join(found))


def test_the_scan_finds_a_fallback_through_a_section_name():
  source = ("def f(cfg):\n  m = cfg.model\n  return m.get('scan_layers', False)\n"
            "def g(cfg):\n  return 'webshop' in cfg\n"
            "def h(rows):\n  return rows.get('update')\n")
  scan = _Scan("mcgpo_jax/example.py")
  scan.visit(ast.parse(source))
  assert scan.found == ["mcgpo_jax/example.py:3 (f): m.get('scan_layers', False)",
                        "mcgpo_jax/example.py:5 (g): 'webshop' in cfg"]
