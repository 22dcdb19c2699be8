"""Runs the code cells of notebooks/quickstart.ipynb with the smoke variant (shell lines skipped)."""
import json
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.slow
def test_notebook_cells_run(tmp_path, monkeypatch):
  monkeypatch.setenv("MCGPO_NOTEBOOK_VARIANT", "smoke")
  monkeypatch.setenv("MCGPO_NOTEBOOK_RUN_DIR", str(tmp_path / "run"))
  monkeypatch.chdir(ROOT)
  with open(os.path.join(ROOT, "notebooks", "quickstart.ipynb")) as f:
    nb = json.load(f)
  scope: dict = {}
  for cell in nb["cells"]:
    if cell["cell_type"] != "code":
      continue
    source = "".join(line for line in cell["source"] if not line.lstrip().startswith(("!", "%")))
    exec(compile(source, "quickstart.ipynb", "exec"), scope)
  assert os.path.exists(tmp_path / "run" / "curves.png")
  assert scope["val"] and scope["val"][0][0] == 0
