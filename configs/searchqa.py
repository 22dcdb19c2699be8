r"""SearchQA runs (Search-R1's protocol: `<search>` a retriever, `<answer>` scored by exact match). Pick a
variant after the colon (default: quickstart):

  python launch/train.py --config=configs/searchqa.py:quickstart     # CPU, tiny policy, bundled data (docs/searchqa.md)
  python launch/train.py --config=configs/searchqa.py:smoke          # CI: a few seconds of everything
  python launch/train.py --config=configs/searchqa.py:sgr-opsd-qwen2.5-3b --config.model.path=/ckpt/Qwen2.5-3B-Instruct \
      --config.searchqa.data_dir=/data/searchr1 --config.searchqa.retriever_url=http://127.0.0.1:8000/retrieve \
      --config.rollout.engine=sglang --config.rollout.sglang_urls=http://host:30000

Paper variants (SGR-OPSD §4.1 and App. 8): sgr-opsd-qwen2.5-3b, sgr-opsd-qwen2.5-7b (Instruct) — SGR-OPSD, 128 tasks per
batch x 8 rollouts, 150 updates, lr 1e-6, reference KL 0.001, 4 turns with a 4-turn history window, greedy
validation every 5 updates on a fixed subset of 3,125 test questions reported per data source and as the
macro average (`launch/report.py` reads it), all 15 checkpoints (every 10 updates) kept so the best by
validation can be evaluated (`launch/evaluate.py --checkpoint=best`), as the paper reports. The paper does
not give SearchQA's token limits or batch split: 4,096 prompt / 500 response tokens are Search-R1's, the PPO
mini/micro batches the ALFWorld 3B ones.
They refuse to start without config.searchqa.data_dir (Search-R1's questions) and a retriever
(config.searchqa.retriever_url, Search-R1's server, or config.searchqa.retriever=dense with an e5 encoder):
the papers retrieve with e5-base-v2 over the 2018 Wikipedia dump. The quickstart and smoke set
config.searchqa.use_bundle=True, the generated toy bundle with embedded BM25; docs/searchqa.md explains
how to plug in Search-R1's parquet files and a retriever. Hardware: `launch/compile.py` (docs/accelerators.md):
sgr-opsd-qwen2.5-3b fits v5p:2x2x1; sgr-opsd-qwen2.5-7b needs v5p:2x2x2 (two hosts), since on v5p:2x2x1 the KV
cache of its 1,024 episodes alone takes 63.2 GiB per chip and the train step's temporaries do not fit (the
peaks, with their commit: docs/results/config_fits.md). Any field can be overridden, e.g.
--config.algorithm=grpo --config.seed=42.
"""
import dataclasses

import ml_collections

from configs import base  # the repository root is on sys.path (launch/*.py put it there)
from mcgpo_jax.envs.searchqa import hooks
from mcgpo_jax.envs.searchqa.env import Settings

# SGR-OPSD's two backbones, named as in configs/alfworld.py and webshop.py so one name works everywhere.
BACKBONES = base.SGR_OPSD_VARIANTS
# The paper gives no SearchQA batch split: PPO minibatch and rows per micro-batch (one gradient-accumulation
# step) are its ALFWorld row's (SGR-OPSD's App. 8 table).
BATCHES = (256, 32)
# Rows per micro-batch where BATCHES' do not fit (launch/compile.py, docs/accelerators.md). None is needed
# with scanned layers and splash attention: the 7B fits 32 rows on v5p:2x2x2 under the dots remat policy
# (docs/results/config_fits.md).
MICRO: dict[str, int] = {}
# The layers' remat policy where one cheaper than `full` fits the slice this file's docstring names, chosen by
# compiling the train step (bench/remat_policies.py, docs/accelerators.md "Scanned layers and splash attention"):
# the dots policy saves the projections' and MLP's outputs (about 16 % fewer train-step FLOPs than full),
# none saves everything; the variants not listed peaked above 90 % of HBM with the dots policy.
REMAT: dict[str, str] = {
    "sgr-opsd-qwen2.5-7b": "dots_with_no_batch_dims_saveable",
}


def searchqa_config() -> ml_collections.ConfigDict:
  """config.searchqa: where questions and passages come from, the fields of
  `mcgpo_jax.envs.searchqa.env.Settings` (documented there; all but history_length, which is
  config.history_length) with its defaults. A None default is a typed placeholder (base.overrides_section),
  so `--config.searchqa.data_dir=/data` parses as a string."""
  typed = base.overrides_section(Settings)
  defaults = {f.name: f.default for f in dataclasses.fields(Settings)}
  return ml_collections.ConfigDict({k: typed.get_ref(k) if defaults[k] is None else defaults[k]
                                    for k in hooks.FIELDS})


# Every variant: 4 turns with a 4-turn history window, validated greedily (as the paper evaluates SearchQA).
SEARCHQA = {"env": "searchqa", "max_steps": 4, "history_length": 4, "eval_temperature": 0.0}
CPU = {
    "quickstart": {
        "rollout.max_prompt_tokens": 1024, "rollout.max_new_tokens": 24, "model.tokenizer_vocab": 1024,
        "learn.learning_rate": 1e-4,
        # A tiny policy cloned for minutes does not learn to copy unseen invented names into queries and
        # answers (cloned on 96 questions, it solved none in 20 updates, held-out or not), so, like the
        # ALFWorld quickstart, it trains and validates (greedily, per source) on a fixed pool of 24 training
        # questions of both kinds.
        "task_pool": 24, "valid_split": "train", "eval_tasks": 24, "searchqa.use_bundle": True,
        "warm_start.steps": 300, "warm_start.demos": 24, "warm_start.batch_size": 16},
    "smoke": {"rollout.max_prompt_tokens": 1024, "valid_split": "test", "searchqa.topk": 2,
              "searchqa.use_bundle": True, "rollout.max_new_tokens": 12},
}


def get_config(variant: str = base.DEFAULT_VARIANT):
  """Base defaults plus this variant's layers (base.env_config); `<variant>-lora` trains LoRA adapters on that
  variant."""
  return base.env_config(get_config, variant, ("searchqa", SEARCHQA), _layers, sections={"searchqa": searchqa_config})


def _layers(variant: str) -> list[base.Layer]:
  if variant in BACKBONES:
    return [paper_variant(variant)]
  return [base.cpu_variant("searchqa", variant, tuple(BACKBONES)), (f"searchqa {variant}", CPU[variant])]


def paper_variant(backbone: str) -> tuple[str, dict]:
  """SGR-OPSD's SearchQA protocol (the module docstring) on the setup every paper run shares."""
  return backbone, {
      "algorithm": "sgr_opsd", "valid_split": "test", "groups": 128, "group_size": 8, "num_updates": 150,
      "learn.learning_rate": 1e-6, "learn.kl_coef": 0.001,
      "eval_every": 5, "eval_tasks": 3125, "eval_rollouts": 1, "checkpoint_every": 10, "keep_checkpoints": 15,
      # 1,024 episodes of 4,096-token prompts: prefilled at once their attention temporaries took 698 GB per
      # v5p chip (launch/compile.py); 4 rows per device at a time.
      "rollout.prefill_rows_per_device": 4,
      **base.accelerator_run(BACKBONES[backbone], mini=BATCHES[0], micro=MICRO.get(backbone, BATCHES[1]),
                            prompt=4096, response=500, remat=REMAT.get(backbone))}
