"""The checkout explains itself: no comment, docstring or page cites "issue N" of a tracker it never names
(a reader cannot look it up). Say what the issue was about in words; commit messages may name issues."""
import functools
import pathlib
import re

from tests.repo import ROOT

FOLDERS = ("mcgpo_jax", "launch", "configs", "scripts", "bench", "tests", "docs", "notebooks", "examples")
SUFFIXES = {".py", ".md", ".sh", ".ipynb"}
TRACKER = re.compile(r"\bissues? #?\d+", re.IGNORECASE)
NOT_A_TRACKER = ("D.O.N. Issue 2",)   # a WebShop product title in tests/envs/test_webshop_reward.py


def tracker_refs(root: pathlib.Path, files) -> list[str]:
  """`path:line: text` of every "issue N" in `files` (paths under `root`)."""
  found = []
  for path in files:
    for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
      if TRACKER.search(functools.reduce(lambda text, name: text.replace(name, ""), NOT_A_TRACKER, line)):
        found.append(f"{path.relative_to(root)}:{number}: {line.strip()}")
  return found


def checked_files(root: pathlib.Path) -> list[pathlib.Path]:
  """The README and every source and page of FOLDERS, but the dated logs of docs/results/ (they quote)."""
  files = [root / "README.md"]
  for folder in FOLDERS:
    files += sorted(p for p in (root / folder).rglob("*") if p.suffix in SUFFIXES and p.is_file()
                    and not p.relative_to(root).parts[:2] == ("docs", "results"))
  return [p for p in files if p.exists()]


def test_nothing_cites_an_issue_number_instead_of_saying_what_it_was():
  root = pathlib.Path(ROOT)
  found = tracker_refs(root, checked_files(root))
  assert not found, "say in words what the issue was about:\n" + "\n".join(found)


def test_the_scan_finds_an_issue_number_and_spares_a_product_title(tmp_path):
  one, two = "issue" + " #28", "Issues" + " 15, 30"   # split, so this file does not cite them itself
  (tmp_path / "a.py").write_text(f"x = 1  # see {one}\ny = 'Mens D.O.N. Issue 2 Gca'\n# {two}\n")
  assert tracker_refs(tmp_path, [tmp_path / "a.py"]) == [f"a.py:1: x = 1  # see {one}", f"a.py:3: # {two}"]
