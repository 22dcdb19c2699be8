"""Every registered environment provides a complete EnvSpec, and the shared layers never branch on an
environment's name (they ask `envs.registry.spec(name)`)."""
import dataclasses
import pathlib
import re

import pytest

from mcgpo_jax.envs import registry
from mcgpo_jax.envs.registry import EnvSpec, spec
from tests.repo import ROOT

PACKAGE = pathlib.Path(ROOT) / "mcgpo_jax"
# A comparison of something named env / env_name / .env with a string literal, or a literal environment name
# compared or tested for membership.
BRANCH = re.compile(r"""\benv(_name)?\s*(==|!=)\s*["']|["'](alfworld|webshop|searchqa)["']\s*(==|!=)|"""
                    r"""(==|!=)\s*["'](alfworld|webshop|searchqa)["']|\benv(_name)?\s+(not\s+)?in\s+\(""")


@pytest.mark.parametrize("name", registry.names())
def test_every_environment_provides_a_complete_spec(name):
  s = spec(name)
  assert isinstance(s, EnvSpec) and s.name == name
  for field in dataclasses.fields(EnvSpec):
    value = getattr(s, field.name)
    if field.type.startswith("Optional["):   # a capability only some environments have (rubric, plans, ...)
      continue
    assert value is not None, f"{name}: EnvSpec.{field.name} is None"
    if "Callable" in field.type:
      assert callable(value), f"{name}: EnvSpec.{field.name} is not callable"
  assert s.max_steps > 0 and s.stop_strings


def test_spec_values_match_the_environments():
  """The defaults and capabilities the shared layers relied on before the specs (independent values)."""
  assert {n: spec(n).max_steps for n in ("alfworld", "webshop", "searchqa")} == \
      {"alfworld": 50, "webshop": 15, "searchqa": 4}
  assert [n for n in registry.names() if spec(n).tracker_anchor] == ["alfworld"]
  assert [n for n in registry.names() if spec(n).replanning_expert] == ["alfworld"]
  assert spec("searchqa").stop_strings == ("</search>", "</answer>")
  assert spec("webshop").project("no tags in this long response", True).action == "n this long response"   # 20
  assert spec("alfworld").rubric.template(None) is None
  assert "purchased" in spec("webshop").rubric.vocabulary
  assert [n for n in registry.names() if spec(n).rubric is not None] == ["alfworld", "webshop"]
  with pytest.raises(ValueError, match="not 'sokoban'"):
    spec("sokoban")
  assert "ALFWorld household task" in spec("alfworld").plans.plan_prompt
  assert "WebShop" in spec("webshop").plans.plan_prompt
  assert "retrieval question" in spec("searchqa").plans.plan_prompt


def test_the_core_is_what_every_environment_needs_and_the_rest_are_capabilities():
  """At most 12 required fields; what only a method reads is an optional record, None where absent, and
  asking for an absent one names the environment and the method in one line."""
  required = [f.name for f in dataclasses.fields(EnvSpec)
              if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]
  assert len(required) <= 12, required
  assert not {"rubric", "plans", "reporting"} & set(required)
  assert {f.name for f in dataclasses.fields(registry.Rubric)} == {"vocabulary", "template", "needs_task_type",
                                                                   "progress"}
  assert spec("searchqa").rubric is None and spec("appworld").rubric is None   # no MCGPO stubs
  with pytest.raises(ValueError, match=r"^MCGPO needs the environment's rubric \(EnvSpec.rubric\), which "
                                       r"'searchqa' does not have$"):
    spec("searchqa").needs("rubric", "MCGPO")
  assert spec("alfworld").needs("plans", "SGR-OPSD") is spec("alfworld").plans
  assert spec("webshop").reporting is None and spec("webshop").reports == registry.Reporting()


def test_atomic_tokens_are_webshops_product_ids_in_both_forms_and_none_elsewhere():
  from mcgpo_jax.envs.webshop.data import WebShopData, load_catalog
  data = WebShopData()
  asins = [p["asin"] for p in load_catalog().products]
  tokens = spec("webshop").atomic_tokens(data)
  assert len(asins) == 300 and len(tokens) == 600 and len(set(tokens)) == 600
  assert tokens[:2] == [asins[0], asins[0].lower()] and asins[0] != asins[0].lower()
  for name in registry.names():
    if name != "webshop":
      assert tuple(spec(name).atomic_tokens(None)) == ()


def test_readouts_are_the_papers_headline_numbers():
  """evaluate.py's extra numbers: SearchQA's mean EM over sources (every source once), nothing for WebShop;
  ALFWorld's six-category macro is in tests/run/test_eval_protocol.py."""
  stats = {"success_rate": 0.9, "success/nq": 1.0, "success/hotpotqa": 0.5, "success/popqa": 0.0}
  assert spec("searchqa").readout(stats, "") == {"macro_success": pytest.approx(0.5)}
  assert spec("searchqa").readout({f"val/{k}": v for k, v in stats.items()}, "val/") == \
      {"macro_success": pytest.approx(0.5)}
  assert spec("webshop").readout({"success_rate": 0.5, "success/fashion": 1.0}, "") == {}


@pytest.mark.parametrize("name", registry.names())
def test_credit_defaults_name_estimators_and_their_fields(name):
  """A misspelt estimator or field would silently leave the dataclass default in place."""
  from mcgpo_jax.credit import methods
  for estimator, values in spec(name).credit_defaults.items():
    assert estimator in methods.estimator_names(), f"{name}: credit_defaults names no estimator {estimator!r}"
    methods.make_config(estimator, name, values)   # raises on an unknown field


def test_protocols_are_found_by_name_across_environments():
  """Each spec holds its own environment's protocols (names unique across specs); an unknown name lists all."""
  owners = [(key, name) for name in registry.names() for key in spec(name).protocols]
  assert sorted(owners) == [("alfworld_seen", "alfworld"), ("alfworld_unseen", "alfworld"),
                            ("appworld_test_challenge", "appworld"), ("appworld_test_normal", "appworld"),
                            ("searchqa_test", "searchqa")]
  for key, name in owners:
    assert registry.protocol(key) is spec(name).protocols[key] and registry.protocol(key).env == name
  with pytest.raises(ValueError, match=r"^evaluation protocols are alfworld_seen, alfworld_unseen, "
                                       r"appworld_test_challenge, appworld_test_normal, searchqa_test, "
                                       r"not 'webshop_test'$"):
    registry.protocol("webshop_test")


def test_report_readouts():
  """launch/report.py's curve point per validation row and its final-evaluation column names."""
  row = {"update": 5, "val/success_rate": 0.25, "val/success/nq": 1.0, "val/success/hotpotqa": 0.0,
         "val/success/popqa": 0.0, "success/nq": 0.0}
  assert spec("alfworld").reports.validation_curve(row) == 0.25
  assert spec("webshop").reports.validation_curve(row) == 0.25   # no record: the success rate
  assert spec("searchqa").reports.validation_curve(row) == pytest.approx(1 / 3)   # each source once, "val/" only
  assert list(spec("alfworld").reports.category_names.items()) == [
      ("pick_and_place_simple", "Pick"), ("look_at_obj_in_light", "Look"),
      ("pick_clean_then_place_in_recep", "Clean"), ("pick_heat_then_place_in_recep", "Heat"),
      ("pick_cool_then_place_in_recep", "Cool"), ("pick_two_obj_and_place", "Pick2")]
  assert spec("webshop").reports.category_names == {} and spec("searchqa").reports.category_names == {}


def test_the_branch_pattern_catches_branches():
  for line in ('if cfg.env == "webshop":', "if env_name != 'alfworld':", 'x = "searchqa" == e',
               'if group.env in ("a", "b"):'):
    assert BRANCH.search(line), line
  for line in ('spec(cfg.env).max_steps', 'ENV = "alfworld"', 'if protocol.env != cfg.env:'):
    assert not BRANCH.search(line), line


def test_no_module_outside_envs_branches_on_an_environment_name():
  offenders = [f"{path.relative_to(PACKAGE.parent)}:{n}: {line.strip()}"
               for path in sorted(PACKAGE.rglob("*.py")) if "envs" not in path.relative_to(PACKAGE).parts
               for n, line in enumerate(path.read_text().splitlines(), 1) if BRANCH.search(line)]
  assert not offenders, "branch on an environment name (ask envs.registry.spec):\n" + "\n".join(offenders)


def test_step_info_names_exactly_the_keys_the_shared_layers_read():
  """StepInfo is the shared contract: each of its keys is read (as a literal) by a module outside envs/, and
  the environments' private keys (documented in their packages) are not in it."""
  from mcgpo_jax.envs.base import StepInfo
  shared = "\n".join(path.read_text() for path in sorted(PACKAGE.rglob("*.py"))
                     if "envs" not in path.relative_to(PACKAGE).parts)
  unread = [key for key in StepInfo.__annotations__ if f'"{key}"' not in shared]
  assert not unread, f"StepInfo keys no shared module reads: {unread}"
  assert not {"expert_plan", "data_source", "task_type", "executed", "task_id"} & set(StepInfo.__annotations__)


def test_a_method_needing_an_absent_capability_is_refused_naming_both(monkeypatch):
  """SGR-OPSD on an environment without plan guidance (WebShop's spec less its plans and rubric here): one
  line naming the method, the capability and the environment, and the methods that would run."""
  from configs import webshop
  from mcgpo_jax import config as config_lib
  cfg = webshop.get_config("smoke")
  cfg.algorithm = "sgr_opsd"
  bare = dataclasses.replace(spec("webshop"), plans=None, rubric=None)
  monkeypatch.setattr(config_lib, "spec", lambda name: bare)
  with pytest.raises(config_lib.ConfigError, match=r"^config.algorithm='sgr_opsd' needs the environment's plans "
                                                  r"\(EnvSpec.plans\), which config.env='webshop' does not have; "
                                                  r"choose one of ") as e:
    config_lib.validate_config(cfg)
  usable = str(e.value).split("choose one of ")[1].split(", ")
  assert "grpo" in usable and "sgr_opsd" not in usable and "mcgpo" not in usable
