r"""WebShop runs. Pick a variant after the colon (default: quickstart):

  python launch/train.py --config=configs/webshop.py:quickstart            # CPU: a pipeline check in minutes
  python launch/train.py --config=configs/webshop.py:long                  # CPU: 20 updates (success still 0)
  python launch/train.py --config=configs/webshop.py:smoke                 # CI: a few seconds of everything
  python launch/train.py --config=configs/webshop.py:qwen2.5-1.5b --config.model.path=/ckpt/Qwen2.5-1.5B-Instruct
  python launch/train.py --config=configs/webshop.py:qwen3-4b --config.model.path=/ckpt/Qwen3-4B \
      --config.algorithm=mcgpo --config.rollout.engine=sglang --config.rollout.sglang_urls=http://host:30000

Paper variants (MCGPO Table 7): qwen2.5-1.5b, qwen2.5-7b, qwen3-4b, qwen3-8b (15 steps, γ_G 0.2, prompts up
to 5,120 tokens).
SGR-OPSD variants (its App. 8 table): sgr-opsd-qwen2.5-3b, sgr-opsd-qwen2.5-7b (150 updates of 16x8,
lr 1e-6, KL 0.01, prompts up to 4,096 tokens, ε 0.1, T 1, β 2, μ 0.02, γ 0.1).
Paper and SGR-OPSD variants validate on the test goals (verl-agent's protocol); the official WebShop files
come in with --config.webshop.data_dir=/path/to/WebShop/data (docs/webshop.md), and the full evaluation
is `launch/evaluate.py --split=test --num_tasks=500` (goals 0-499; report 100 x score and success).
Hardware: compile before renting (`python launch/compile.py --config=configs/webshop.py:VARIANT --topology=SLICE`,
docs/accelerators.md). The smallest slices whose chips hold a variant's resident state (float32 weights, AdamW,
π_ref, the sampler's bfloat16 copy) with a quarter of HBM left, by launch/compile.py's check: 1.5B v5e:2x2 /
v5p:2x2x1 / v6e:2x2; 3B v5e:2x4 / v5p:2x2x1 / v6e:2x2; Qwen3-4B v5e:4x4 / v5p:2x2x1 / v6e:2x2; 7B and 8B
v5e:4x4 / v5p:2x2x1 / v6e:4x4. With scanned layers, splash attention and each variant's remat policy, all fit
v5p:2x2x1 but qwen3-8b, whose train step peaks above the 90 % of HBM the remat
choice leaves: it names v5p:2x2x2 (two hosts), with 8 rows per micro-batch (one per chip). The compiled peaks,
with the commit that measured them: docs/results/config_fits.md.
Any field can be overridden, e.g. --config.algorithm=gigpo --config.seed=2.
"""
import ml_collections
from ml_collections.config_dict import placeholder

from configs import base  # the repository root is on sys.path (launch/*.py put it there)


def webshop_config() -> ml_collections.ConfigDict:
  """config.webshop: which WebShop catalog the environments load (docs/webshop.md), the fields of
  `mcgpo_jax.envs.webshop.data.WebShopData`."""
  return ml_collections.ConfigDict({
      # Folder of WebShop's own files (setup.sh's data/: items_shuffle[_1000].json, items_ins_v2[_1000].json,
      # items_human_ins.json); unset: the bundled synthetic catalog.
      "data_dir": placeholder(str),
      "splits": "verl-agent",   # official goals: "verl-agent" (test 0-499, train 500+) | "webshop" (+ valid 500-1499)
      "reviews": False,         # read reviews.json (the original engine does not: 'Rating: N.A.', empty Reviews)
      "human_goals": True,      # goals from human instructions; False: WebShop's synthetic goals
  })


# MCGPO paper Table 7, WebShop's columns per backbone size: mini-batch, micro-batch, prompt tokens.
TABLE7 = {"small": (64, 8, 5120), "large": (64, 4, 5120)}
# SGR-OPSD's training table (its App. 8), WebShop's row, the same for both backbones: PPO mini-batch, actor
# micro-batch per GPU, prompt tokens (responses are 512 tokens).
SGR_OPSD_TABLE = (64, 8, 4096)
# Rows per micro-batch where the tables' do not fit (launch/compile.py, docs/accelerators.md). Qwen3-8B runs on
# v5p:2x2x2, whose 8 chips split 8 rows one a chip where Table 7's 4 would be copied to every chip (SGR-OPSD's
# 7B is back at its table's 8 since scanned layers; docs/results/config_fits.md). The papers' micro-batches are
# per GPU; these are global rows of one gradient-accumulation step, so a smaller one changes memory, not the
# minibatch.
MICRO = {"qwen3-8b": 8}
# The layers' remat policy where one cheaper than `full` fits the slice this file's docstring names, chosen by
# compiling the train step (bench/remat_policies.py, docs/accelerators.md "Scanned layers and splash attention"):
# the dots policy saves the projections' and MLP's outputs (about 16 % fewer train-step FLOPs than full),
# none saves everything; the variants not listed peaked above 90 % of HBM with the dots policy.
REMAT: dict[str, str] = {
    "qwen2.5-1.5b": "none",
    "qwen2.5-7b": "dots_with_no_batch_dims_saveable",
    "qwen3-4b": "dots_with_no_batch_dims_saveable",
    "qwen3-8b": "dots_with_no_batch_dims_saveable",
    "sgr-opsd-qwen2.5-3b": "dots_with_no_batch_dims_saveable",
    "sgr-opsd-qwen2.5-7b": "dots_with_no_batch_dims_saveable",
}
# verl-agent validates on the test goals (indices 0-499 of the official data), as the papers report.
# Prompts up to 5,120 tokens prefill in the 8,192-token bucket, whose attention scores take 256 MiB per row and
# head in float32: the embedded engine prefills 2 rows per device at a time (launch/compile.py's prefill of all
# 128 at once did not fit a v5p chip; docs/accelerators.md).
PAPER = {"max_steps": 15, "valid_split": "test", "rollout.prefill_rows_per_device": 2}
# The quickstart's responses: the expert's longest (a search of the whole instruction) is 36 tokens of the
# trained tokenizer, and 5 of its 267 decisions in the 64 demonstrations exceed 32, so 48.
# `long`: the CPU run docs/quickstart.md measured (20 updates of 4 x 4 after 120 cloning steps; ≈ 20 min or more
# on 2 cores): the most learning signal a tiny policy showed on WebShop (success stays 0).
LONG = {"max_steps": 15, "history_length": 1,   # one observation–action pair keeps prompts < ~900 tokens
        "learn.learning_rate": 1e-4, "rollout.max_new_tokens": 48, "rollout.max_prompt_tokens": 1024, "eval_tasks": 32,
        "warm_start.steps": 120, "warm_start.demos": 64, "warm_start.batch_size": 8}
# The default (`quickstart`): the same pipeline cut to a check that answers in a few minutes (3.3-6.4 min on the
# loaded 2-core machine): fewer demonstrations and cloning steps, 2 updates of 2 x 4, 8-step episodes, 8
# validation goals at updates 0 and 2.
CHECK = {"warm_start.steps": 40, "warm_start.demos": 16, "groups": 2, "num_updates": 2, "max_steps": 8,
         "eval_tasks": 8, "eval_every": 2, "learn.mini_batch_size": 32,
         "about": "webshop quickstart: a pipeline check of the real WebShop engine with a tiny policy (a few minutes; "
                  "success stays 0 on a CPU). To see RL learn: bash scripts/quickstart.sh (ALFWorld). The longer CPU "
                  "run: configs/webshop.py:long. Real runs: a paper variant on an accelerator, e.g. "
                  "configs/webshop.py:qwen2.5-1.5b (docs/paper_runs.md)."}
SMOKE = {"rollout.max_prompt_tokens": 5120, "rollout.max_new_tokens": 8}
# The LoRA forms are meant for small slices (launch/compile.py, docs/accelerators.md "LoRA on one v5e chip").
# The 1.5B, one v5e chip (16 GiB): the KV cache of all 128 episodes at 5,632 tokens is 19.3 GiB, so the
# engine samples them in 4 waves of 32 (4.8 GiB); Table 7's 8 rows per micro-batch do not fit the train step,
# 4 do. The 7B, v5e:2x4: fits as it is, and 8 rows per micro-batch (one a chip) instead of Table 7's 4
# (copied to every chip) halve its projected learner time. The 8B, v5e:2x4 (8 rows, MICRO): prefilling all 128
# episodes' cache at once does not fit, 2 waves of 64 do. The figures, with their commit: docs/results/config_fits.md.
LORA_FIT = {"qwen2.5-1.5b": {"learn.micro_batch_size": 4, "rollout.prefill_rows_per_device": 8, "rollout.wave_rows": 32},
            "qwen2.5-7b": {"learn.micro_batch_size": 8}, "qwen3-8b": {"rollout.wave_rows": 64}}
OTHERS = ("long", *base.PAPER_VARIANTS)   # the variants besides the CPU ones, for an unknown name's error


def get_config(variant: str = base.DEFAULT_VARIANT):
  """Base defaults plus this variant's layers (base.env_config); `<variant>-lora` trains LoRA adapters on that
  variant."""
  return base.env_config(get_config, variant, ("webshop", {"env": "webshop"}), _layers,
                         sections={"webshop": webshop_config}, lora_fit=LORA_FIT)


def _layers(variant: str) -> list[base.Layer]:
  if variant in base.BACKBONES:
    return [("paper", PAPER), base.paper_variant(variant, TABLE7, MICRO.get(variant), REMAT.get(variant))]
  if variant in base.SGR_OPSD_VARIANTS:
    mini, micro, prompt = SGR_OPSD_TABLE
    return [("paper", PAPER), base.sgr_opsd_variant(variant, mini, MICRO.get(variant, micro), prompt, REMAT.get(variant))]
  if variant == "smoke":
    return [base.cpu_variant("webshop", variant, OTHERS), ("webshop smoke", SMOKE)]
  name, cpu = base.cpu_variant("webshop", "quickstart" if variant == "long" else variant, OTHERS)
  if variant == "long":
    return [(name, cpu), ("webshop long", LONG)]
  return [(name, base.without(cpu, CHECK)), ("webshop quickstart", base.without(LONG, CHECK)), ("webshop check", CHECK)]
