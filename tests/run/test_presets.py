"""The paper presets in configs/ against the papers' own tables, copied here by hand (never read from the
configs under test): SGR-OPSD §4.1 and its App. 8 training table, MCGPO Tables 6-7 and App. A.3, G2PO §5.4.
A preset's micro-batch is its table's unless its config file lists the variant in `MICRO`, the rows per
micro-batch cut to fit a slice; each such exception must differ from the table, keep the table's minibatch and
be the one docs/accelerators.md measured."""
import json
import pathlib

import pytest

from configs import alfworld as alfworld_config
from configs import searchqa as searchqa_config
from configs import webshop as webshop_config
from mcgpo_jax import config as config_lib
from mcgpo_jax.credit import methods, sgr_opsd
from mcgpo_jax.credit.mcgpo import MCGPOConfig
from tests.repo import ROOT

CONFIGS = {"alfworld": alfworld_config, "webshop": webshop_config}

# SGR-OPSD App. 8 ("Training and Evaluation Protocols" and its table) and §4.1.
SGR_TABLE = {"alfworld": {"max_steps": 50, "prompt": 2048, "response": 512, "mini": 256, "micro": 32},
             "webshop": {"max_steps": 15, "prompt": 4096, "response": 512, "mini": 64, "micro": 8}}
SGR_BACKBONES = {"sgr-opsd-qwen2.5-3b": "Qwen/Qwen2.5-3B-Instruct", "sgr-opsd-qwen2.5-7b": "Qwen/Qwen2.5-7B-Instruct"}
SGR_ALLOCATION = {"epsilon": 0.1, "temperature": 1.0, "graph_temperature": 1.0, "beta": 2.0, "margin": 0.02,
                  "gamma": 0.1, "graph_bound": 0.3}

# MCGPO Table 7 columns (mini-batch, micro-batch, prompt tokens, γ_G) and its backbones.
MCGPO_TABLE7 = {("alfworld", "qwen2.5-1.5b"): (256, 32, 2048, 0.1), ("alfworld", "qwen2.5-7b"): (64, 4, 2048, 0.1),
                ("webshop", "qwen2.5-1.5b"): (64, 8, 5120, 0.2), ("webshop", "qwen2.5-7b"): (64, 4, 5120, 0.2),
                ("webshop", "qwen3-4b"): (64, 8, 5120, 0.2), ("webshop", "qwen3-8b"): (64, 4, 5120, 0.2)}

# SGR-OPSD gives no SearchQA batch split; configs/searchqa.py's docstring says it takes ALFWorld's row.
SEARCHQA_BATCHES = {"mini": 256, "micro": 32}
ENV_CONFIGS = {**CONFIGS, "searchqa": searchqa_config}


def table_batches(env: str, variant: str) -> tuple[int, int]:
  """(minibatch, rows per micro-batch) of the paper table that `variant` follows on `env`."""
  if env == "searchqa":
    return SEARCHQA_BATCHES["mini"], SEARCHQA_BATCHES["micro"]
  if variant in SGR_BACKBONES:
    return SGR_TABLE[env]["mini"], SGR_TABLE[env]["micro"]
  return MCGPO_TABLE7[(env, variant)][:2]


def expected_batches(env: str, variant: str) -> tuple[int, int]:
  mini, micro = table_batches(env, variant)
  return mini, ENV_CONFIGS[env].MICRO.get(variant, micro)


CUT_TO_FIT = [(env, variant, micro) for env, module in sorted(ENV_CONFIGS.items())
              for variant, micro in sorted(module.MICRO.items())]
# How docs/accelerators.md's list of variants "sized to fit" names each environment and backbone.
DOC_NAMES = {"alfworld": "ALFWorld", "webshop": "WebShop", "searchqa": "SearchQA", "qwen2.5-1.5b": "Qwen2.5-1.5B",
             "qwen2.5-7b": "Qwen2.5-7B", "qwen3-4b": "Qwen3-4B", "qwen3-8b": "Qwen3-8B",
             "sgr-opsd-qwen2.5-3b": "SGR-OPSD 3B", "sgr-opsd-qwen2.5-7b": "SGR-OPSD 7B"}


def sized_to_fit_bullets() -> list[str]:
  """The bullets of docs/accelerators.md's "sized to fit" list, each joined into one line."""
  text = (pathlib.Path(ROOT) / "docs" / "accelerators.md").read_text()
  block = text[text.index("were\nsized to fit"):].split("\n\n")[1]
  return [" ".join(b.split()) for b in block.split("\n- ")]


@pytest.mark.parametrize("env,variant,micro", CUT_TO_FIT)
def test_a_cut_to_fit_micro_batch_is_the_one_the_compile_report_measured(env, variant, micro):
  mini, table_micro = table_batches(env, variant)
  assert micro != table_micro, f"{env} {variant}: MICRO repeats the table's {micro}; drop the exception"
  cfg = ENV_CONFIGS[env].get_config(variant)
  assert (cfg.learn.mini_batch_size, cfg.learn.micro_batch_size) == (mini, micro)
  assert mini % micro == 0                         # the same minibatch, in whole micro-batches
  named = [b for b in sized_to_fit_bullets() if b.lstrip("- ").startswith(f"{DOC_NAMES[env]}'s {DOC_NAMES[variant]}")]
  assert len(named) == 1, f"docs/accelerators.md lists no measurement for {env} {variant}"
  assert f"{micro} rows" in named[0]


def test_the_sized_to_fit_list_is_read():
  """The reader above finds one bullet per measured variant, each naming an environment's backbone (else the
  exceptions' test could pass on a list it misread)."""
  bullets = sized_to_fit_bullets()
  envs = [DOC_NAMES[e] for e in ENV_CONFIGS]
  assert len(bullets) >= len(CUT_TO_FIT) and all(b.lstrip("- ").split("'s ")[0] in envs for b in bullets)


@pytest.mark.parametrize("variant", sorted(SGR_BACKBONES))
def test_searchqa_presets_take_alfworlds_batches(variant):
  cfg = searchqa_config.get_config(variant)
  assert (cfg.learn.mini_batch_size, cfg.learn.micro_batch_size) == expected_batches("searchqa", variant)


@pytest.mark.parametrize("env", ["alfworld", "webshop"])
@pytest.mark.parametrize("variant", sorted(SGR_BACKBONES))
def test_sgr_opsd_preset_follows_its_training_table(env, variant):
  cfg = CONFIGS[env].get_config(variant)
  table = SGR_TABLE[env]
  assert cfg.algorithm == "sgr_opsd" and cfg.env == env
  assert cfg.model.expected == SGR_BACKBONES[variant]
  assert not cfg.action_only                       # reasoning then action, as its prompts ask
  assert (cfg.num_updates, cfg.groups, cfg.group_size) == (150, 16, 8)
  assert cfg.learn.learning_rate == 1e-6 and cfg.learn.kl_coef == 0.01
  assert cfg.max_steps == table["max_steps"]
  assert (cfg.rollout.max_prompt_tokens, cfg.rollout.max_new_tokens) == (table["prompt"], table["response"])
  assert (cfg.learn.mini_batch_size, cfg.learn.micro_batch_size) == expected_batches(env, variant)
  assert cfg.history_length == 2
  assert cfg.rollout.temperature == 1.0 and cfg.eval_temperature == 0.4
  assert (cfg.eval_tasks, cfg.eval_every, cfg.eval_rollouts, cfg.checkpoint_every) == (128, 5, 1, 10)
  resolved = sgr_opsd.METHOD.section.parse(methods.set_fields(cfg.sgr_opsd))
  assert {k: getattr(resolved, k) for k in SGR_ALLOCATION} == SGR_ALLOCATION
  assert resolved.invalid_penalty == 0.1 and resolved.ablation == "full"


@pytest.mark.parametrize("env,variant", [(e, v) for e in ("alfworld", "webshop") for v in sorted(SGR_BACKBONES)]
                         + [("searchqa", "sgr-opsd-qwen2.5-3b"), ("searchqa", "sgr-opsd-qwen2.5-7b")])
def test_sgr_opsd_presets_keep_every_evaluated_checkpoint(env, variant):
  """SGR-OPSD reports the best of all saved checkpoints: every save is a validated update and none is
  deleted before the run ends, so `launch/evaluate.py --checkpoint=best` can choose among all of them."""
  cfg = ENV_CONFIGS[env].get_config(variant)
  assert cfg.checkpoint_every % cfg.eval_every == 0
  assert cfg.keep_checkpoints * cfg.checkpoint_every >= cfg.num_updates


def test_sgr_opsd_preset_passes_the_builder_checks(tmp_path):
  (tmp_path / "config.json").write_text(json.dumps({"model_type": "qwen2"}))
  cfg = webshop_config.get_config("sgr-opsd-qwen2.5-3b")
  with pytest.raises(config_lib.ConfigError, match="config.model.path is required"):
    config_lib.validate_config(cfg)
  cfg.model.path = str(tmp_path)
  config_lib.validate_config(cfg)


@pytest.mark.parametrize("env,backbone", sorted(MCGPO_TABLE7))
def test_mcgpo_presets_follow_tables_6_and_7(env, backbone):
  cfg = CONFIGS[env].get_config(backbone)
  prompt, gamma_g = MCGPO_TABLE7[(env, backbone)][2:]
  assert cfg.algorithm == "mcgpo"
  assert (cfg.num_updates, cfg.groups, cfg.group_size) == (250, 16, 8)
  assert cfg.max_steps == {"alfworld": 50, "webshop": 15}[env]
  assert cfg.history_length == 2
  assert (cfg.rollout.max_prompt_tokens, cfg.rollout.max_new_tokens) == (prompt, 512)
  assert (cfg.learn.mini_batch_size, cfg.learn.micro_batch_size) == expected_batches(env, backbone)
  assert cfg.action_only == backbone.startswith("qwen3")   # Qwen3: action-only, thinking disabled
  # App. B: temperature 1.0, constant lr 1e-6, weight decay 0.01; validation: 128 tasks every 5 at 0.4.
  assert cfg.rollout.temperature == 1.0 and cfg.rollout.top_p == 1.0 and cfg.rollout.top_k == 0
  assert cfg.learn.learning_rate == 1e-6 and cfg.learn.weight_decay == 0.01
  assert (cfg.eval_tasks, cfg.eval_every, cfg.eval_rollouts, cfg.eval_temperature) == (128, 5, 1, 0.4)
  # App. A.3 Eq. 13: clip(ρ, 0.8, 1.2), dual clip 3, KL 0.01, entropy 0.001.
  learn = cfg.learn
  assert (learn.clip_low, learn.clip_high, learn.clip_c) == (0.2, 0.2, 3.0)
  assert (learn.kl_coef, learn.entropy_coef) == (0.01, 0.001)
  graph = methods.make_config("graphgpo", env, methods.set_fields(cfg.credit.graphgpo))
  assert graph.gamma_g == gamma_g and (graph.w_s, graph.w_e) == (1.0, 1.0) and graph.mode == "mean_std"
  table6 = MCGPOConfig(**methods.set_fields(cfg.mcgpo))
  assert (table6.min_support, table6.epsilon, table6.kappa) == (1, 0.10, 2.0)
  assert (table6.q_exact, table6.q_coarse, table6.max_pairs_per_fold, table6.lambda_pair) == (1.0, 0.70, 2, 0.05)


@pytest.mark.parametrize("env,w", [("alfworld", 1.0), ("webshop", 0.8)])
def test_g2po_defaults(env, w):
  cfg = CONFIGS[env].get_config("qwen2.5-1.5b")
  assert (cfg.groups, cfg.group_size) == (16, 8)   # G2PO App. E.3: 16 groups of 8, 128 environments
  assert methods.make_config("g2po", env, methods.set_fields(cfg.credit.g2po)).w == w


def test_unknown_variant_names_every_preset():
  with pytest.raises(ValueError, match="sgr-opsd-qwen2.5-3b"):
    alfworld_config.get_config("sgr-opsd-qwen2.5-1.5b")


def _fields(cfg, prefix=""):
  """{dotted field: value} of a ConfigDict."""
  out = {}
  for key, value in cfg.items():
    if hasattr(value, "items"):
      out.update(_fields(value, f"{prefix}{key}."))
    else:
      out[f"{prefix}{key}"] = value
  return out


@pytest.mark.parametrize("env,variant", [(e, v) for e in ("alfworld", "webshop") for v in sorted(SGR_BACKBONES)]
                         + [(env, backbone) for env, backbone in sorted(MCGPO_TABLE7)])
def test_a_lora_form_changes_the_adapters_the_learning_rate_and_only_the_fit_fields(env, variant):
  """`<variant>-lora`: rank 32, alpha 32 on all seven projections, lr x 20 (LoRA Without Regret); the same
  update otherwise, except where the config file's LORA_FIT cuts its passes to fit the one chip it is for."""
  full, adapted = CONFIGS[env].get_config(variant), CONFIGS[env].get_config(f"{variant}-lora")
  assert (adapted.lora.rank, adapted.lora.alpha, adapted.lora.targets) == (32, 32.0, "q k v o gate up down")
  assert adapted.learn.learning_rate == pytest.approx(20 * full.learn.learning_rate)
  fit = getattr(CONFIGS[env], "LORA_FIT", {}).get(variant, {})
  flat = lambda c: {k: v for k, v in _fields(c).items() if not k.startswith("lora.")}
  differ = {k for k, v in flat(adapted).items() if flat(full).get(k) != v}
  # The sampler stays on the learner's mesh, reading the frozen base in place (no tensor-parallel copy).
  assert adapted.rollout.tensor is None
  # Full remat: the LoRA forms are sized for small slices, whatever cheaper policy the full variant's slice took.
  assert adapted.model.remat == "full"
  assert differ == ({"variant", "learn.learning_rate", *fit} | ({"rollout.tensor"} if full.rollout.tensor else set())
                    | ({"model.remat"} if full.model.remat != "full" else set()))
  assert adapted.learn.mini_batch_size == full.learn.mini_batch_size   # the same minibatch, in smaller passes


def test_alfworlds_lora_1_5b_is_cut_to_fit_one_v5e_chip():
  cfg = alfworld_config.get_config("qwen2.5-1.5b-lora")
  assert (cfg.learn.mini_batch_size, cfg.learn.micro_batch_size, cfg.rollout.prefill_rows_per_device) == (256, 8, 8)


# bench/remat_policies.py's kept train-step compiles: <env>_<variant>_<topology>_<policy>.json.
REMAT_RUNS = pathlib.Path(ROOT) / "docs" / "results" / "remat"
CHEAPEST_FIRST = ("none", "dots_with_no_batch_dims_saveable", "full", "offload_layer_inputs")


def kept_remat_compiles() -> dict[tuple[str, str], dict[str, dict]]:
  runs: dict[tuple[str, str], dict[str, dict]] = {}
  for path in sorted(REMAT_RUNS.glob("*.json")):
    env, variant, _, policy = path.stem.split("_", 3)
    runs.setdefault((env, variant), {})[policy] = json.loads(path.read_text())
  return runs


def _peak_fraction(report: dict) -> float:
  fn = report["functions"][0]
  return float("inf") if fn["error"] else (fn["memory_gib"]["total"] + fn["resident_others_gib"]) / report["hbm_gib"]


@pytest.mark.parametrize("env,variant", sorted(kept_remat_compiles()))
def test_a_paper_variants_remat_is_the_cheapest_its_compiled_train_step_fits_with_a_tenth_of_hbm_left(env, variant):
  from configs import appworld as appworld_config
  runs = kept_remat_compiles()[(env, variant)]
  assert all(r["functions"][0]["name"] == "learner/train_step" and r["functions"][0]["remat"] == policy
             for policy, r in runs.items())
  fitting = [p for p in CHEAPEST_FIRST if p in runs and _peak_fraction(runs[p]) <= 0.9]
  assert fitting, f"{env} {variant}: no kept compile fits; compile full (bench/remat_policies.py)"
  cfg = {**ENV_CONFIGS, "appworld": appworld_config}[env].get_config(variant)
  assert cfg.model.remat == fitting[0]


def test_every_remat_exception_was_compiled():
  from configs import appworld as appworld_config
  kept = kept_remat_compiles()
  for env, module in {**ENV_CONFIGS, "appworld": appworld_config}.items():
    for variant, policy in module.REMAT.items():
      assert policy in kept.get((env, variant), {}), f"{env} {variant}: REMAT names {policy}, never compiled"
