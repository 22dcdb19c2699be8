"""Runs notebooks/quickstart.ipynb top to bottom, install cells included, in a scratch virtualenv.

The scratch venv sees this environment's packages through a .pth file, so the notebook's own
`pip install -e <checkout>[alfworld]` resolves every dependency locally (no download, no index) and
the cell still runs for real: it installs the checkout into the scratch venv. The checkout is a copy of
the files git does not ignore, so the install writes nothing into the repository.
MCGPO_NOTEBOOK_VARIANT=smoke makes the training cell run every phase in seconds.
"""
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import venv

import pytest

from tests.repo import ROOT

NOTEBOOK = os.path.join(ROOT, "notebooks", "quickstart.ipynb")


def _code_cells():
  with open(NOTEBOOK) as f:
    return ["".join(c["source"]) for c in json.load(f)["cells"] if c["cell_type"] == "code"]


def _copy_checkout(dest: str) -> None:
  files = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                         capture_output=True, text=True, check=True)
  for path in filter(None, files.stdout.split("\0")):
    if os.path.isfile(os.path.join(ROOT, path)):
      os.makedirs(os.path.join(dest, os.path.dirname(path)), exist_ok=True)
      shutil.copy2(os.path.join(ROOT, path), os.path.join(dest, path))


def test_cells_are_plain_python():
  """No shell escapes or magics: every line runs in a plain interpreter, which is what the test executes."""
  for source in _code_cells():
    compile(source, NOTEBOOK, "exec")
    assert not any(line.lstrip().startswith(("!", "%")) for line in source.splitlines()), source


@pytest.mark.slow
def test_notebook_runs_top_to_bottom_in_a_scratch_venv(tmp_path):
  checkout, env_dir, run_dir = tmp_path / "mcgpo-jax", tmp_path / "venv", tmp_path / "run"
  _copy_checkout(str(checkout))
  venv.create(env_dir, with_pip=False)
  python = str(env_dir / "bin" / "python")
  site = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                        capture_output=True, text=True, check=True).stdout.strip()
  with open(os.path.join(site, "zz_parent_env.pth"), "w") as f:   # after the scratch venv's own entries
    f.write("\n".join(sorted({sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]})) + "\n")
  script = tmp_path / "notebook.py"
  footer = "import mcgpo_jax\nprint('IMPORTED', mcgpo_jax.__file__)\n"   # which checkout the cells used
  script.write_text("\n\n".join(_code_cells() + [footer]))
  env = {**os.environ, "MCGPO_NOTEBOOK_VARIANT": "smoke", "MCGPO_NOTEBOOK_RUN_DIR": str(run_dir),
         "JAX_PLATFORMS": "cpu", "MPLBACKEND": "Agg", "PIP_NO_INDEX": "1", "PIP_NO_BUILD_ISOLATION": "0",
         "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
  env.pop("PYTHONPATH", None)
  done = subprocess.run([python, str(script)], cwd=checkout, env=env, capture_output=True, text=True,
                        timeout=900)
  assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
  assert f"IMPORTED {checkout}" in done.stdout                  # the copy, not this checkout
  assert any(name.startswith("mcgpo_jax-") and name.endswith(".dist-info") for name in os.listdir(site))
  assert (run_dir / "curves.png").stat().st_size > 0
  rows = [json.loads(line) for line in (run_dir / "metrics.jsonl").read_text().splitlines()]
  assert [r["update"] for r in rows if "val/success_rate" in r] == [0, 1, 2]   # smoke: 2 updates, eval_every 1
  assert "validation (" in done.stdout and "update" in done.stdout
  # The Colab-TPU cell skips without a TPU, naming what it would run.
  assert "no TPU attached, skipped" in done.stdout and "--config=configs/alfworld.py:qwen2.5-1.5b-lora" in done.stdout


def test_colab_tpu_cell_overrides_fields_of_its_variant():
  """The LoRA cell's train command sets config fields by name; a renamed field would fail only on a TPU."""
  from configs import alfworld
  source = _code_cells()[-1]
  config = alfworld.get_config("qwen2.5-1.5b-lora")
  assert config.lora.rank > 0
  for field in ("model.path", "run_dir", "num_updates", "eval_every"):
    assert f"--config.{field}=" in source, field
    node = config
    for part in field.split("."):
      assert part in node, field
      node = node[part]
