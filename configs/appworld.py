r"""AppWorld runs on the real `appworld` engine, in its own venv (bash scripts/appworld_venv.sh, then export the
MCGPO_APPWORLD_PYTHON it prints): the bundled offline world (six hand-made tasks) by default, the official data
when config.appworld.root or $APPWORLD_ROOT points at an AppWorld root with `appworld download data`'s data/.
Pick a variant after the colon (default: quickstart):

  python launch/train.py --config=configs/appworld.py:quickstart     # CPU, tiny policy, bundled world: a pipeline check
  python launch/train.py --config=configs/appworld.py:smoke          # CI: every phase on the real engine, about 2 minutes
  python launch/train.py --config=configs/appworld.py:g2po-qwen2.5-14b --config.model.path=/ckpt/Qwen2.5-14B-Instruct \
      --config.appworld.root=/data/appworld --config.rollout.engine=sglang --config.rollout.sglang_urls=http://host:30000
  python launch/evaluate.py --run_dir=RUN --protocol=appworld_test_normal     # TGC and SGC (also appworld_test_challenge)

Paper variant (G2PO §E.3): g2po-qwen2.5-14b — G2PO, 16 groups x 8 (128 environments), 30 steps per episode,
Qwen2.5-14B-Instruct (the paper trains it on 8 x H100), states grouped by exact observation (no tracker anchor),
validated on the official dev split. The paper gives no AppWorld batch split, learning rate or token budget:
the mini/micro batches and 512-token responses are the WebShop large-backbone column of MCGPO Table 7, the
prompt budget 4,096 tokens (AppWorld's prompts carry code and API output), the learning rate the base 1e-6.
Every other estimator runs the same setup with --config.algorithm=grpo | rloo | gigpo | graphgpo | hgpo | ...
Hardware: v5p:2x2x2 (two v5p-8 hosts): its whole update fits under full remat; on v5p:2x2x1 the train step
alone does not (the peaks, with their commits: docs/results/config_fits.md).
"""
import ml_collections
from ml_collections.config_dict import placeholder

from configs import base  # the repository root is on sys.path (launch/*.py put it there)

VARIANTS = {"g2po-qwen2.5-14b": "Qwen/Qwen2.5-14B-Instruct"}
# The layers' remat policy where one cheaper than `full` fits the slice this file's docstring names, chosen by
# compiling the train step (bench/remat_policies.py, docs/accelerators.md "Scanned layers and splash attention").
REMAT: dict[str, str] = {}
OTHERS = tuple(VARIANTS)   # the variants besides the CPU ones, for an unknown name's error


def appworld_config() -> ml_collections.ConfigDict:
  """config.appworld: the fields of `mcgpo_jax.envs.appworld.engine.AppWorldData`."""
  return ml_collections.ConfigDict({
      "root": placeholder(str),     # an AppWorld root with the official data/; unset: $APPWORLD_ROOT, else bundled
      "python": placeholder(str),   # the AppWorld venv's python; unset: $MCGPO_APPWORLD_PYTHON
  })


APPWORLD = {"env": "appworld"}
# The paper's setup, validated on the official dev split (the bundled world has the official four splits).
PAPER = {"algorithm": "g2po", "groups": 16, "group_size": 8, "max_steps": 30, "valid_split": "dev"}
# The CPU variants train and validate on the bundled world's training tasks (dev has one task); expert cells
# are up to ~300 characters, hence the longer responses; one history cell keeps prompts near 1,000 tokens.
CPU = {"valid_split": "train", "history_length": 1, "rollout.max_prompt_tokens": 2048}
QUICKSTART = {"max_steps": 8, "num_updates": 2, "groups": 3, "rollout.max_new_tokens": 160, "eval_tasks": 3,
              "eval_every": 2, "model.tokenizer_vocab": 1024, "learn.learning_rate": 1e-4,
              "warm_start.steps": 60, "warm_start.demos": 3, "warm_start.batch_size": 8,
              "about": "appworld quickstart: a pipeline check of the real AppWorld engine with a tiny policy (~11 "
                       "min on a loaded 2-core CPU; success stays 0). Real runs: configs/appworld.py:g2po-qwen2.5-14b on "
                       "the official data (docs/appworld.md)."}
SMOKE = {"max_steps": 5, "rollout.max_new_tokens": 8}


def get_config(variant: str = base.DEFAULT_VARIANT):
  """Base defaults plus this variant's layers (base.env_config); `<variant>-lora` trains LoRA adapters on that
  variant."""
  return base.env_config(get_config, variant, ("appworld", APPWORLD), _layers, sections={"appworld": appworld_config})


def _layers(variant: str) -> list[base.Layer]:
  if variant in VARIANTS:
    return [("g2po paper", PAPER), (variant, base.accelerator_run(VARIANTS[variant], mini=64, micro=4, prompt=4096,
                                                                   remat=REMAT.get(variant)))]
  name, cpu = base.cpu_variant("appworld", variant, OTHERS)
  own = QUICKSTART if variant == "quickstart" else SMOKE
  return [(name, base.without(cpu, own)), (f"appworld {variant}", {**CPU, **own})]
