r"""ALFWorld runs on the real engine (bundled games offline, the official games when $ALFWORLD_DATA is set).
Pick a variant after the colon (default: quickstart):

  python launch/train.py --config=configs/alfworld.py:quickstart            # CPU, tiny policy, ~10 min
  python launch/train.py --config=configs/alfworld.py:smoke                 # CI: a few seconds of everything
  python launch/train.py --config=configs/alfworld.py:study --config.algorithm=mcgpo   # one run of bash scripts/study.sh
  python launch/train.py --config=configs/alfworld.py:qwen2.5-1.5b --config.model.path=/ckpt/Qwen2.5-1.5B-Instruct
  python launch/train.py --config=configs/alfworld.py:qwen3-4b --config.model.path=/ckpt/Qwen3-4B \
      --config.algorithm=mcgpo --config.rollout.engine=sglang --config.rollout.sglang_urls=http://host:30000

Paper variants (MCGPO Table 7): qwen2.5-1.5b, qwen2.5-7b, qwen3-4b, qwen3-8b (50 steps, γ_G 0.1, prompts up
to 2,048 tokens; GraphGPO/MCGPO use the tracker anchor, the others the exact observation: config.anchor=None).
SGR-OPSD variants (its App. 8 table): sgr-opsd-qwen2.5-3b, sgr-opsd-qwen2.5-7b (150 updates of 16x8,
lr 1e-6, KL 0.01, prompts up to 2,048 tokens, ε 0.1, T 1, β 2, μ 0.02, γ 0.1).
Hardware: compile before renting (`python launch/compile.py --config=configs/alfworld.py:VARIANT --topology=SLICE`,
docs/accelerators.md). The smallest slices whose chips hold a variant's resident state (float32 weights, AdamW,
π_ref, the sampler's bfloat16 copy) with a quarter of HBM left, by launch/compile.py's check: 1.5B v5e:2x2 /
v5p:2x2x1 / v6e:2x2; 3B v5e:2x4 / v5p:2x2x1 / v6e:2x2; Qwen3-4B v5e:4x4 / v5p:2x2x1 / v6e:2x2; 7B and 8B
v5e:4x4 / v5p:2x2x1 / v6e:4x4. qwen2.5-1.5b fits v6e:2x4 as it is; on v5e:2x4 its train step fits at
Table 7's micro-batch of 32 only with --config.model.remat=full. The compiled peaks per variant and slice, with
the commit that measured them: docs/results/config_fits.md.
Any field can be overridden, e.g. --config.algorithm=gigpo --config.seed=2.
"""
from configs import base  # the repository root is on sys.path (launch/*.py put it there)


# MCGPO paper Table 7, ALFWorld's columns per backbone size: mini-batch, micro-batch, prompt tokens.
TABLE7 = {"small": (256, 32, 2048), "large": (64, 4, 2048)}
# SGR-OPSD's training table (its App. 8), ALFWorld's row, the same for both backbones: PPO mini-batch, actor
# micro-batch per GPU, prompt tokens (responses are 512 tokens).
SGR_OPSD_TABLE = (256, 32, 2048)
# Rows per micro-batch where the tables' do not fit the slice this file's docstring names: none (the smaller
# v5e / v6e slices' recipes above are flags, not presets).
MICRO: dict[str, int] = {}
# The layers' remat policy where one cheaper than `full` fits the slice this file's docstring names, chosen by
# compiling the train step (bench/remat_policies.py, docs/accelerators.md "Scanned layers and splash attention"):
# the dots policy saves the projections' and MLP's outputs (about 16 % fewer train-step FLOPs than full),
# none saves everything; the variants not listed peaked above 90 % of HBM with the dots policy.
REMAT: dict[str, str] = {
    "qwen2.5-1.5b": "dots_with_no_batch_dims_saveable",
    "qwen2.5-7b": "dots_with_no_batch_dims_saveable",
    "qwen3-4b": "dots_with_no_batch_dims_saveable",
    "qwen3-8b": "dots_with_no_batch_dims_saveable",
    "sgr-opsd-qwen2.5-3b": "dots_with_no_batch_dims_saveable",
}


# The quickstart's own fields (the bundled rooms' plans take 4-10 steps). The planner expert is omniscient (it
# walks straight to hidden objects), so a tiny policy cloned from it cannot generalise to unseen rooms in
# minutes; the quickstart trains and validates on a fixed pool of 24 bundled games (all six task types) and
# shows RL improving on what cloning reached.
QUICKSTART = {
    "max_steps": 20, "rollout.max_new_tokens": 24, "rollout.max_prompt_tokens": 1024,
    "model.tokenizer_vocab": 1024, "task_pool": 24, "valid_split": "train", "eval_tasks": 24,
    "eval_rollouts": 2, "eval_every": 10,
    "warm_start.steps": 300, "warm_start.demos": 24, "warm_start.batch_size": 16,
    # Cloned from the perfect planner, the policy's start depended on cloning length and seed (0.69-1.00
    # after 300 steps), often leaving RL nothing to show. Cloned from demonstrations with random detours it
    # makes detours and fails sometimes, and RL has them to remove (docs/quickstart.md: 15 % gave 0.42-0.65 at update 0
    # and +0.146 to +0.208 after 20 updates for seeds 0-2; 30 % gave 0.10 at update 0).
    "warm_start.noise": 0.15,
    # RL's learning rate: from the same warm starts 3e-4 gained less by update 20 than 1e-4 (docs/quickstart.md).
    "learn.learning_rate": 1e-4,
    # One right-padded row per slot, not rows packed into prompt + response (1,048-token) buffers: on a CPU the
    # attention is XLA's, which computes a buffer's whole T x T scores and masks the cross-row part away, so
    # packing these ~280-token rows made cloning and the learner's update about twice as slow
    # (bench/cloning.py, bench/packing.py). Packing pays where a kernel skips the masked blocks (TPU splash).
    "learn.pack": False,
}
# Groups whose four siblings all fail or all succeed carry no group-relative signal; the quickstart collects
# once more for them (dynamic filtering with one retry: about two collections per update). From the same warm
# starts it lifted the gain after 20 updates from +0.146 / +0.208 / +0.146 to +0.167 / +0.208 / +0.188 for
# seeds 0-2 (docs/quickstart.md); three retries gained more (+0.208 / +0.250 / +0.208) at 2.8-3.4 collections per update.
# The study runs without it, as its kept runs did.
FILTERING = {"dynamic_filter": True, "filter_max_retries": 1}


# smoke's rows (measured: 247-478 tokens, first-step prompts to 2-step histories) pack two or three to an
# 800-token buffer; its prompt budget is cut to fit one (no prompt it writes comes near 792 tokens), so its
# eight-row minibatches leave little padding (perf/padding_frac, docs/quickstart.md).
SMOKE = {"rollout.max_new_tokens": 8, "rollout.max_prompt_tokens": 792, "learn.tokens_per_micro_batch": 800}


# The CPU method study (scripts/study.sh -> docs/results/alfworld_cpu.md): the quickstart's testbed and
# warm start with the papers' 8 siblings per task (MCGPO's opposite-fold matching and SGR-OPSD's graph
# comparisons need them), 2 tasks per update so an update costs what the quickstart's 4 x 4 does, and
# validation every 4 updates so L5 (the last five validations) excludes update 0.
STUDY = {"groups": 2, "group_size": 8, "eval_every": 4}
# Per-variant sizes that make a paper variant fit the slice its docstring recommends (launch/compile.py for
# v5p:2x2x1, docs/accelerators.md). None is needed with scanned layers and splash attention
# (docs/results/config_fits.md).
FIT: dict[str, dict] = {}
# The LoRA forms are meant for small slices (launch/compile.py, docs/accelerators.md, "LoRA on one v5e chip").
# The 1.5B on one v5e chip (16 GiB, Colab's TPU): Table 7's 32 rows per micro-batch and prefilling every row at
# once do not fit; 8 rows and 8 prefill rows per device do, and its decode keeps its whole batch (dropping
# finished rows would hold the cache and the narrower one together). The 7B and 8B on v5e:2x4: 4 prefill rows
# per device, and 8 rows per micro-batch, one a chip, where Table 7's 4 would be copied to every chip (the same
# minibatch, less learner time). The figures, with their commits: docs/results/config_fits.md.
LORA_FIT = {"qwen2.5-1.5b": {"learn.micro_batch_size": 8, "rollout.prefill_rows_per_device": 8,
                             "rollout.compact_rows": False},
            "qwen2.5-7b": {"rollout.prefill_rows_per_device": 4, "learn.micro_batch_size": 8},
            "qwen3-8b": {"rollout.prefill_rows_per_device": 4, "learn.micro_batch_size": 8}}
OTHERS = ("study", *base.PAPER_VARIANTS)   # the variants besides the CPU ones, for an unknown name's error


def get_config(variant: str = base.DEFAULT_VARIANT):
  """Base defaults plus this variant's layers (base.env_config); `<variant>-lora` trains LoRA adapters on that
  variant."""
  return base.env_config(get_config, variant, ("alfworld", {"env": "alfworld"}), _layers, lora_fit=LORA_FIT)


def _layers(variant: str) -> list[base.Layer]:
  if variant in base.BACKBONES:
    return [("paper", {"max_steps": 50}), base.paper_variant(variant, TABLE7, MICRO.get(variant), REMAT.get(variant)),
            ("fit", FIT.get(variant, {}))]
  if variant in base.SGR_OPSD_VARIANTS:
    mini, micro, prompt = SGR_OPSD_TABLE
    return [("paper", {"max_steps": 50}),
            base.sgr_opsd_variant(variant, mini, MICRO.get(variant, micro), prompt, REMAT.get(variant))]
  if variant == "study":   # the quickstart with STUDY's fields replaced (each layer still states a field once)
    name, cpu = base.cpu_variant("alfworld", "quickstart", OTHERS)
    return [(name, base.without(cpu, STUDY)), ("alfworld quickstart", base.without(QUICKSTART, STUDY)),
            ("alfworld study", STUDY)]
  own = ([("alfworld quickstart", QUICKSTART), ("alfworld quickstart filtering", FILTERING)] if variant == "quickstart"
         else [(f"alfworld {variant}", SMOKE)])
  return [base.cpu_variant("alfworld", variant, OTHERS), *own]
