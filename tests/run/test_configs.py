"""Configs as data: override sections follow the dataclasses, variants are layers that cannot undo each other."""
import dataclasses
import importlib
import json
import pathlib
import typing

import pytest

from configs import alfworld, base, searchqa
from mcgpo_jax import rundir
from mcgpo_jax.credit import mcgpo, methods, sgr_opsd
from tests.repo import ROOT

VARIANTS = [(env, v) for env in ("alfworld", "webshop") for v in ("quickstart", "smoke", *base.PAPER_VARIANTS)]
VARIANTS += [("searchqa", v) for v in ("quickstart", "smoke", *searchqa.BACKBONES)]
VARIANTS += [("appworld", v) for v in ("quickstart", "smoke", "g2po-qwen2.5-14b")]


@pytest.mark.parametrize("section,cls", [("mcgpo", mcgpo.MCGPOConfig), ("sgr_opsd", sgr_opsd.Config)]
                         + [(f"credit.{n}", methods.estimator_module(n).Config) for n in methods.estimator_names()])
def test_a_generated_section_has_exactly_the_dataclass_fields_unset(section, cls):
  node = base.get_config()
  for part in section.split("."):
    node = node[part]
  assert list(node.keys()) == sorted(f.name for f in dataclasses.fields(cls))   # ConfigDict sorts its keys
  assert all(v is None for v in node.values())


def test_placeholders_parse_as_the_field_types():
  config = base.get_config()
  config.credit.gigpo.gamma = 0.9
  config.credit.gigpo.anchor_similarity = 0.5          # Optional[float]
  config.credit.hgpo.history = 3
  config.credit.graphgpo.paper_exponent = True
  config.credit.grpo.mode = "mean"                     # Literal[...] of str
  config.mcgpo.min_support = 2
  with pytest.raises(TypeError):
    config.credit.gigpo.gamma = "high"
  with pytest.raises(TypeError):
    config.credit.grpo.mode = 1.0
  with pytest.raises(TypeError):
    config.mcgpo.min_support = 1.5
  assert typing.get_type_hints(sgr_opsd.Config)["teacher_bisection_iters"] is int
  with pytest.raises(TypeError):
    config.sgr_opsd.teacher_bisection_iters = 0.5


def test_a_conflicting_layer_raises_naming_the_field_and_both_layers():
  config = base.get_config()
  with pytest.raises(ValueError, match=r"config.learn.learning_rate: layer 'b' sets 0.1 but layer 'a' set 0.2"):
    base.compose(config, ("a", {"learn.learning_rate": 0.2}), ("b", {"learn.learning_rate": 0.1}))
  assert base.compose(config, ("a", {"groups": 3}), ("b", {"groups": 3})).groups == 3   # agreeing is fine


def test_cpu_variants_train_graphgpo_and_paper_variants_their_method():
  for env in ("alfworld", "webshop", "searchqa", "appworld"):
    module = importlib.import_module(f"configs.{env}")
    assert module.get_config("quickstart").algorithm == "graphgpo"
    assert module.get_config("smoke").algorithm == "graphgpo"
  assert importlib.import_module("configs.alfworld").get_config("qwen3-4b").algorithm == "mcgpo"
  assert importlib.import_module("configs.webshop").get_config("sgr-opsd-qwen2.5-3b").algorithm == "sgr_opsd"
  assert searchqa.get_config("sgr-opsd-qwen2.5-3b").algorithm == "sgr_opsd"
  assert importlib.import_module("configs.appworld").get_config("g2po-qwen2.5-14b").algorithm == "g2po"


@pytest.mark.parametrize("env,variant", VARIANTS)
def test_every_variant_composes_without_conflict_and_keeps_the_base_schema(env, variant):
  config = importlib.import_module(f"configs.{env}").get_config(variant)
  assert config.env == env
  schema = base.get_config()
  for key in schema.keys():      # variants set fields, never add or drop sections
    if isinstance(schema[key], type(schema)):
      assert set(config[key].keys()) == set(schema[key].keys()), key


def test_an_unknown_variant_names_the_choices():
  with pytest.raises(ValueError, match=r"unknown webshop variant 'tiny'; choose quickstart, smoke or one of"):
    importlib.import_module("configs.webshop").get_config("tiny")


@pytest.mark.parametrize("env,choices", [
    ("alfworld", "study, qwen2.5-1.5b, qwen2.5-7b, qwen3-4b, qwen3-8b, sgr-opsd-qwen2.5-3b, sgr-opsd-qwen2.5-7b"),
    ("webshop", "long, qwen2.5-1.5b, qwen2.5-7b, qwen3-4b, qwen3-8b, sgr-opsd-qwen2.5-3b, sgr-opsd-qwen2.5-7b"),
    ("searchqa", "sgr-opsd-qwen2.5-3b, sgr-opsd-qwen2.5-7b"), ("appworld", "g2po-qwen2.5-14b")])
def test_an_unknown_variant_lists_exactly_its_environments_variants(env, choices):
  with pytest.raises(ValueError) as error:
    importlib.import_module(f"configs.{env}").get_config("tiny")
  assert str(error.value) == f"unknown {env} variant 'tiny'; choose quickstart, smoke or one of {choices}"


def test_the_appworld_paper_variant_is_g2po_s_appendix_setup():
  """G2PO §E.3 on AppWorld: 16 groups of 8, 30 steps, Qwen2.5-14B, states grouped by exact observation."""
  config = importlib.import_module("configs.appworld").get_config("g2po-qwen2.5-14b")
  assert (config.groups, config.group_size, config.max_steps) == (16, 8, 30)
  assert config.model.expected == "Qwen/Qwen2.5-14B-Instruct" and config.anchor is None and config.valid_split == "dev"
  from mcgpo_jax.credit import methods
  assert {methods.anchor(name, "appworld") for name in ("g2po", "gigpo", "graphgpo")} == {"observation"}


def test_the_learn_section_builds_the_learner_dataclasses_by_field_name():
  from mcgpo_jax.config import ConfigError, from_section
  from mcgpo_jax.learn.batching import BatchingConfig
  from mcgpo_jax.learn.losses import LossConfig
  from mcgpo_jax.learn.optimizer import OptimizerConfig
  learn = base.get_config().learn
  learn.clip_high, learn.micro_batch_size, learn.grad_clip = 0.28, 8, 0.5
  loss, batching, optimizer = from_section(learn, "learn", LossConfig, BatchingConfig, OptimizerConfig,
                                           other=("logprob_chunk",), pair_coef=0.0)
  assert (loss.clip_high, loss.clip_low, loss.pair_coef, loss.kl_coef) == (0.28, 0.2, 0.0, 0.01)
  assert (batching.micro_batch_size, batching.mini_batch_size) == (8, 256)
  assert (optimizer.learning_rate, optimizer.weight_decay, optimizer.grad_clip) == (1e-6, 0.01, 0.5)
  learn.clip_ratio = 0.3   # a field no dataclass takes
  with pytest.raises(ConfigError, match=r"config.learn.clip_ratio is not a field of LossConfig / BatchingConfig"):
    from_section(learn, "learn", LossConfig, BatchingConfig, OptimizerConfig, other=("logprob_chunk",))


def test_the_study_variant_is_the_config_of_every_kept_study_run():
  from mcgpo_jax.models.qwen import remat_policy_name
  """scripts/study.sh reproduces docs/results/alfworld_cpu: every kept run's config.json agrees with
  configs/alfworld.py:study on each field but the run's own (method, seed, dirs); a change to the quickstart
  that the study shares shows here."""
  study = rundir._flat(json.loads(alfworld.get_config("study").to_json_best_effort()), "config")
  runs = sorted(pathlib.Path(ROOT).glob("docs/results/alfworld_cpu/*/config.json"))
  assert len(runs) >= 9
  own = {f"config.{k}" for k in ("algorithm", "seed", "run_dir", "warm_start.from_run")}
  # Fields added after the kept runs that the study sets away from what the code did before them
  # (rundir.read_config upgrades a run's config.json to that), yet which compute the same runs: how the model
  # computes (rundir.COMPUTE_FIELDS), where compiled programs are cached, the same samples and rows (engine
  # rows and overlapped turns), and the config file's variant that names the run dir.
  later = {"config.variant": "study", "config.compile_cache_dir": None, "config.model.scan_layers": True,
           "config.model.attention": "auto", "config.rollout.compact_rows": True,
           "config.rollout.overlap_episodes": True}
  for path in runs:
    saved = json.loads(path.read_text())
    kept = {**rundir._flat(rundir.read_config(str(path.parent)), "config"),
            **{k: v for k, v in later.items() if k not in rundir._flat(saved, "config")}}
    # How the model computes, not what it computes (rundir.COMPUTE_FIELDS): remat's old bool spelling.
    kept["config.model.remat"] = remat_policy_name(kept["config.model.remat"])
    # The divergence guard came after these runs (upgraded: off): the study's guard must have kept every
    # update of the run (checked on the run's logged loss and gradient norm).
    added = {k for k in study if k.startswith("config.guard.")} if "guard" not in saved else set()
    if added:
      assert _guard_keeps_every_update(path.parent), path.parent.name
    differ = {k: (kept.get(k, "<absent>"), v) for k, v in study.items()
              if k not in own | added and kept.get(k, "<absent>") != v}
    assert not differ, f"{path.parent.name}: {differ}"


def _guard_keeps_every_update(run_dir: pathlib.Path) -> bool:
  from mcgpo_jax.guard import UpdateGuard
  guard = UpdateGuard.from_config(alfworld.get_config("study"))
  for row in map(json.loads, (run_dir / "metrics.jsonl").read_text().splitlines()):
    values = {q: row[k] for q, k in (("actor/loss", "loss/loss"), ("actor/grad_norm", "grad_norm"))
              if row.get(k) is not None}
    if values:
      if guard.diverging(values):
        return False
      guard.keep(values)
  return True


def test_sgr_opsd_refuses_a_grpo_field_it_would_ignore():
  """SGR-OPSD's base advantage is its own float64 GRPO (sgr_opsd.base_advantages): a `config.credit.grpo`
  field used to name the run dir and change no number; it is refused in one line naming the field."""
  from mcgpo_jax.config import ConfigError, validate_config
  config = importlib.import_module("configs.webshop").get_config("smoke")
  config.algorithm = "sgr_opsd"
  validate_config(config, compile_only=True)           # the method itself validates
  config.credit.grpo.mode = "mean"
  with pytest.raises(ConfigError, match=r"^config.credit.grpo.mode has no effect with algorithm=sgr_opsd"):
    validate_config(config, compile_only=True)
  config.algorithm = "grpo"                            # the same field is GRPO's own knob
  validate_config(config, compile_only=True)


def test_no_config_file_pins_a_figure_to_a_commit():
  """A config says what each knob does; what a command printed at some commit goes to a dated log
  (docs/results/config_fits.md), where a reader sees it as history, not as today's number."""
  import re
  hashes = {p.name: re.findall(r"\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b", p.read_text())
            for p in sorted(pathlib.Path(ROOT, "configs").glob("*.py"))}
  assert not any(hashes.values()), hashes
  assert pathlib.Path(ROOT, "docs", "results", "config_fits.md").exists()
