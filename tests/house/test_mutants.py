"""scripts/mutants.py stays runnable: its list applies to the current tree (each original snippet found
exactly once, every named test present) and `--list` works. The mutation run itself is not part of CI; this
makes a refactor that invalidates the list fail here, in a second, rather than at the next audit."""
import importlib.util
import os
import subprocess
import sys

from tests.repo import ROOT as REPO

SCRIPT = os.path.join(REPO, "scripts", "mutants.py")


def load_script():
  spec = importlib.util.spec_from_file_location("scripts_mutants", SCRIPT)
  module = importlib.util.module_from_spec(spec)
  sys.modules[spec.name] = module   # dataclasses look their module up while the class is created
  spec.loader.exec_module(module)
  return module


def test_every_mutant_applies_once_to_the_current_tree():
  mutants = load_script()
  assert len(mutants.MUTANTS) >= 85
  assert {mutants.area(m) for m in mutants.MUTANTS} == set(mutants.AREAS)
  for m in mutants.MUTANTS:
    with open(os.path.join(REPO, m.file), encoding="utf-8") as f:
      source = f.read()
    assert source.count(m.original) == 1, (m.id, m.original)
    assert source.replace(m.original, m.replacement, 1) != source, m.id
    assert all(os.path.isfile(os.path.join(REPO, t.split("::")[0])) for t in m.tests), m.id
    for node in (t for t in m.tests if "::" in t):   # a renamed or moved test would run nothing
      path, name = node.split("::", 1)
      with open(os.path.join(REPO, path), encoding="utf-8") as f:
        assert f"def {name.split('[')[0]}(" in f.read(), (m.id, node)


def test_list_runs_from_the_command_line():
  result = subprocess.run([sys.executable, SCRIPT, "--list"], cwd=REPO, capture_output=True, text=True, timeout=120)
  assert result.returncode == 0, result.stderr
  assert "every snippet found exactly once" in result.stdout
  mutants = load_script()
  assert all(f"| {m.id} |" in result.stdout for m in mutants.MUTANTS)


def test_module_selects_the_mutants_of_one_file_or_folder():
  mutants = load_script()
  result = subprocess.run([sys.executable, SCRIPT, "--list", "--module", "mcgpo_jax/guard.py,mcgpo_jax/aot/"],
                          cwd=REPO, capture_output=True, text=True, timeout=120)
  assert result.returncode == 0, result.stderr
  listed = {line.split(" | ")[0].lstrip("| ") for line in result.stdout.splitlines() if line.startswith("| ")}
  want = {m.id for m in mutants.MUTANTS if m.file == "mcgpo_jax/guard.py" or m.file.startswith("mcgpo_jax/aot/")}
  assert listed - {"id"} == want and want


def test_a_stale_snippet_fails_loudly(tmp_path):
  mutants = load_script()
  m = mutants.MUTANTS[0]
  os.makedirs(tmp_path / os.path.dirname(m.file))
  (tmp_path / m.file).write_text("nothing to mutate here\n", encoding="utf-8")
  try:
    mutants.check_mutants(str(tmp_path))
  except SystemExit as e:
    assert f"{m.id}: the original snippet" in str(e) and "occurs 0 times" in str(e)
  else:
    raise AssertionError("check_mutants accepted a tree without the snippet")


def test_tests_that_all_skip_neither_catch_nor_pass_a_mutant(tmp_path):
  """A mutant whose only test is skipped (an engine test without its venv) must not count as survived."""
  mutants = load_script()
  (tmp_path / "test_x.py").write_text("import pytest\n\n@pytest.mark.skip(reason='no engine')\ndef test_a():\n"
                                      "  pass\n\ndef test_b():\n  pass\n", encoding="utf-8")
  assert mutants.run_pytest(str(tmp_path), ("test_x.py::test_a",), 120)[0] == "skipped"
  assert mutants.run_pytest(str(tmp_path), ("test_x.py",), 120)[0] == "passed"
