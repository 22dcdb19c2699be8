"""Every relative link of README.md and docs/*.md points at a file or folder of the repository (and an
`#anchor` at a heading of its page): moving a section between pages must not leave a dead link."""
import glob
import os
import re

import pytest

from tests.repo import ROOT

PAGES = [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
_LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def _anchors(page: str) -> set:
  """GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens."""
  with open(page, encoding="utf-8") as f:
    headings = [line.lstrip("#").strip() for line in f if line.startswith("#")]
  return {re.sub(r"[^\w\- ]", "", h.lower()).replace(" ", "-") for h in headings}


def _dead_links(page: str) -> list:
  with open(page, encoding="utf-8") as f:
    text = re.sub(r"```.*?```", "", f.read(), flags=re.S)   # code blocks hold no links
  dead = []
  for target in _LINK.findall(text):
    if re.match(r"[a-z]+:", target):   # http(s):, mailto: ...
      continue
    path, _, anchor = target.partition("#")
    resolved = os.path.normpath(os.path.join(os.path.dirname(page), path)) if path else page
    if not os.path.exists(resolved) or (anchor and resolved.endswith(".md") and anchor not in _anchors(resolved)):
      dead.append(target)
  return dead


@pytest.mark.parametrize("page", PAGES, ids=lambda p: os.path.relpath(p, ROOT))
def test_every_relative_link_resolves(page):
  assert _dead_links(page) == []


def test_a_dead_link_is_found(tmp_path):
  (tmp_path / "a.md").write_text("# Top\n[ok](a.md) [anchor](#top) [gone](b.md) [bad](a.md#nowhere) [web](https://x.y)\n")
  assert _dead_links(str(tmp_path / "a.md")) == ["b.md", "a.md#nowhere"]
