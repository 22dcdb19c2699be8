"""The package's layering as its import graph states it: environments sit below the layers that
drive them, and no module reaches itself back through others.

The graph is read from the source with `ast`, every import counted, function-local ones included (a
deferred import hides a dependency from the reader, not from the layering); only `if TYPE_CHECKING:` blocks
are left out, since they hold annotations and never run.
"""
import importlib.util
import pathlib

import networkx as nx
from tests.repo import ROOT

_SPEC = importlib.util.spec_from_file_location(
    "scripts_import_graph", pathlib.Path(ROOT) / "scripts" / "import_graph.py")
_GRAPH = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(_GRAPH)
import_graph, imports_of, resolve, ENV_LEAVES = (_GRAPH.import_graph, _GRAPH.imports_of, _GRAPH.resolve,
                                                 _GRAPH.ENV_LEAVES)


def test_the_scan_sees_deferred_imports_and_skips_type_checking_blocks():
  source = ("from typing import TYPE_CHECKING\nimport mcgpo_jax.data.batch\nif TYPE_CHECKING:\n"
            "  from mcgpo_jax.credit import mcgpo\nelse:\n  from . import base\n"
            "def f():\n  from mcgpo_jax.rollout.prompts import project\n  from ..data import records\n")
  found = [name for _, name in imports_of(source, "mcgpo_jax.envs.spec")]
  assert found == ["typing.TYPE_CHECKING", "mcgpo_jax.data.batch", "mcgpo_jax.envs.base",
                   "mcgpo_jax.rollout.prompts.project", "mcgpo_jax.data.records"]
  assert [name for _, name in imports_of(source, "mcgpo_jax.envs.spec", annotations=True)] == [
      "typing.TYPE_CHECKING", "mcgpo_jax.data.batch", "mcgpo_jax.credit.mcgpo", "mcgpo_jax.envs.base",
      "mcgpo_jax.rollout.prompts.project", "mcgpo_jax.data.records"]
  modules = {"mcgpo_jax", "mcgpo_jax.rollout", "mcgpo_jax.rollout.prompts", "mcgpo_jax.envs"}
  assert resolve("mcgpo_jax.rollout.prompts.project", modules) == "mcgpo_jax.rollout.prompts"
  assert resolve("mcgpo_jax.envs.make_envs", modules) == "mcgpo_jax.envs"
  assert resolve("numpy.linalg", modules) is None


def test_environments_import_only_envs_data_and_leaf_utilities():
  """envs/ never imports credit/, rollout/, learn/, models/, builder, trainer, policy or rundir: the contract
  environments are written against lives beside EnvSpec (envs/interface.py, envs/rubric_format.py)."""
  graph = import_graph()
  offenders = [f"{module} (line {graph.edges[module, target]['line']}) imports {target}"
               for module in graph if module.startswith("mcgpo_jax.envs")
               for target in graph.successors(module)
               if not target.startswith(("mcgpo_jax.envs", "mcgpo_jax.data")) and target not in ENV_LEAVES]
  assert not offenders, "environments reach above their layer:\n" + "\n".join(offenders)
  for leaf in ENV_LEAVES:
    assert not list(graph.successors(leaf)), f"{leaf} is no leaf: it imports {list(graph.successors(leaf))}"


def test_the_package_has_no_import_cycle_even_through_annotations():
  """Counting `if TYPE_CHECKING:` imports too: WebShop's rubric used to import the engine that calls it for
  its annotations (now a protocol of what it reads, rubric.BrowserView)."""
  graph = import_graph(annotations=True)
  cycles = [sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]
  assert not cycles, "import cycles (module-level and function-local imports):\n" + "\n".join(
      " <-> ".join(c) for c in cycles)
