"""The base config every run starts from (`--config=configs/base.py`); environment configs extend it.

Estimator constants live under `config.credit.<name>` as *overrides*: every field is a typed placeholder
that is None until set, and None means "not overridden". The value an estimator actually uses is resolved
by `mcgpo_jax.credit.methods.make_config` as dataclass default < per-environment default (the `credit_defaults`
of the data's environment spec, envs/<env>/spec.py) < name preset (grpo / drgrpo) < the non-None fields here. Placeholders
(rather than the default values themselves) keep the per-environment defaults of `docs/algorithms.md`
in force unless a user asks otherwise, e.g. `--config.credit.gigpo.gamma=0.9`. The sections are generated
from the estimators' `Config` dataclasses (overrides_section), so the dataclass is where a field is documented.
"""
import dataclasses
import typing
from typing import Any, Callable, Mapping, Optional, Sequence

import ml_collections
from ml_collections.config_dict import placeholder

from mcgpo_jax import rundir
from mcgpo_jax.credit import methods


def overrides_section(cls: type) -> ml_collections.ConfigDict:
  """One typed None placeholder per field of dataclass `cls`, so the section cannot drift from it. A field's
  placeholder takes the field's type (Optional[T] -> T, Literal[...] -> the literals' type), so the command
  line parses `--config.credit.gigpo.gamma=0.9` as a float. The meaning and default of each field are in
  `cls`'s docstring and comments."""
  def kind(hint):
    if typing.get_origin(hint) is typing.Literal:
      return type(typing.get_args(hint)[0])
    if typing.get_origin(hint) is typing.Union:   # Optional[T]
      return next(a for a in typing.get_args(hint) if a is not type(None))
    return hint
  hints = typing.get_type_hints(cls)
  return ml_collections.ConfigDict({f.name: placeholder(kind(hints[f.name])) for f in dataclasses.fields(cls)})


def credit_config() -> ml_collections.ConfigDict:
  """config.credit.<name>: overrides of each task estimator's `Config` (its entry in the Method table,
  mcgpo_jax.credit.methods.METHODS)."""
  return ml_collections.ConfigDict({name: overrides_section(methods.estimator_module(name).Config)
                                    for name in methods.estimator_names()})


def method_sections() -> dict[str, ml_collections.ConfigDict]:
  """config.<section> of every entry of the Method table that has one: overrides of the dataclass the entry
  parses (`Method.section.settings_type`; None = its default). MCGPO's is config.mcgpo (`MCGPOConfig`, the paper's
  Table 6 constants and its controls), SGR-OPSD's config.sgr_opsd (its calibration constants)."""
  return {m.section.name: overrides_section(m.section.settings_type) for m in methods.METHODS.values()
          if m.section is not None}


# Every environment config's variant when none is named after the colon (rundir.DEFAULT_VARIANT, where the
# run-dir name leaves it out); other variants name their run dir.
DEFAULT_VARIANT = rundir.DEFAULT_VARIANT


def get_config(variant: str = DEFAULT_VARIANT) -> ml_collections.ConfigDict:
  config = ml_collections.ConfigDict()
  config.variant = variant         # the config file's variant (`configs/alfworld.py:smoke`); names the default run
                                   # dir when it is not DEFAULT_VARIANT, so a smoke test never blocks the real run
  config.algorithm = "graphgpo"    # a name of the Method table, mcgpo_jax.credit.methods.METHODS (replay's
                                   # --algorithm takes precedence)
  config.env = "alfworld"          # environment of training runs (a package of mcgpo_jax/envs/); replay reads the
                                   # environment of each captured group instead
  config.seed = 0                  # fixes task sampling, rollout sampling, folds and shuffles
  config.capture_every = 0         # write a rollout capture (docs/captures.md) every N updates; 0: never
  config.credit = credit_config()  # task-credit overrides, see credit_config()
  for section, fields in method_sections().items():   # config.mcgpo, config.sgr_opsd, see method_sections()
    config[section] = fields
  config.update(training_config())  # trainer fields: model, rollout, learn, evaluation, checkpoints
  return config


def model_config() -> ml_collections.ConfigDict:
  """The policy: a local HF checkpoint directory, or (path None) a tiny Qwen-architecture model."""
  return ml_collections.ConfigDict({
      "path": placeholder(str),        # HF dir (config.json + safetensors) or hub id, e.g. Qwen/Qwen2.5-1.5B-Instruct
      "expected": placeholder(str),    # the checkpoint a paper variant needs (then `path` is required)
      "tokenizer": placeholder(str),   # tokenizer dir or hub id; default: `path`, or one trained on the env's text
      "cache_dir": placeholder(str),   # where hub ids (path / tokenizer = org/name[@rev]) download; default: $HF_HOME
      # Mixed precision as the field does it: the learner keeps float32 master weights and AdamW moments
      # (bfloat16-stored weights round away lr-1e-6 updates) and computes in `dtype`; the sampler and
      # SGLang get copies in `dtype`.
      "param_dtype": "float32",        # stored (master) weights and optimizer state: "float32" | "bfloat16"
      "dtype": "float32",              # compute dtype of the matmuls: "float32" (CPU) | "bfloat16" (accelerators)
      # Each decoder layer's backward: "none" | "full" (recompute the layer) | "dots_saveable" |
      # "dots_with_no_batch_dims_saveable" (keep matmul outputs, recompute the rest) | "offload_layer_inputs"
      # (full, with each layer's input kept in host memory instead of HBM); True / False = full / none.
      "remat": "none",
      "scan_layers": True,             # one scanned layer body over stacked weights (False: a loop, older run dirs)
      "attention": "auto",             # "auto" (TPU splash, GPU cudnn, else xla) | "xla" | "splash" | "cudnn"
      # A tiny model built from these fields when `path` is None (vocab from the tokenizer).
      "hidden_size": 128, "intermediate_size": 384, "num_layers": 2, "num_heads": 4, "num_kv_heads": 2,
      "head_dim": 32, "qk_norm": True, "qkv_bias": False, "tie_word_embeddings": True,
      "tokenizer_vocab": 2048,         # BPE size of the tokenizer trained on the environment's text
  })


def training_config() -> ml_collections.ConfigDict:
  """Everything the trainer needs beyond the credit constants; MCGPO Table 7 defaults."""
  c = ml_collections.ConfigDict()
  c.run_dir = placeholder(str)          # default: runs/<env>_<algorithm>_s<seed>
  c.compile_cache_dir = placeholder(str)  # JAX's persistent compilation cache (local or gs://); default
                                        # ~/.cache/mcgpo_jax/jax_compile, "" turns it off (mcgpo_jax/compile_cache.py)
  c.label = placeholder(str)            # method name in reports (default: the algorithm)
  c.about = placeholder(str)            # one line the run prints first: what this variant is, what to run instead
  c.num_updates = 250                   # 0: the warm start only (a source for config.warm_start.from_run)
  c.groups = 16                         # P task groups per update
  c.group_size = 8                      # G sibling rollouts per task (same task, same env seed)
  c.max_steps = placeholder(int)        # environment steps per episode (default ALFWorld 50, WebShop 15)
  c.history_length = 2                  # observation–action pairs in the prompt
  c.action_only = False                 # Qwen3 action-only responses (thinking disabled)
  c.anchor = placeholder(str)           # anchor keys: None = the algorithm's (ALFWorld GraphGPO/MCGPO "tracker",
                                        # all others "observation"); "observation" | "tracker" override it
  c.train_split = "train"
  c.valid_split = "valid"               # ALFWorld official games: valid_seen (as the papers); naming the
                                        # training split validates on the training tasks themselves
  c.task_pool = 0                       # > 0: train on a fixed pool of this many training tasks ...
  c.task_pool_seed = 0                  # ... drawn with this seed (not config.seed: seeds share one pool)
  c.model = model_config()
  # LoRA (mcgpo_jax/models/lora.py): rank > 0 trains adapters on `targets` only; the base is frozen in
  # config.model.dtype and π_ref is the base with the adapters off. rank 0: full fine-tuning.
  c.lora = ml_collections.ConfigDict({
      "rank": 0, "alpha": 16.0,
      "targets": "q k v o gate up down",   # space-separated subset (HF's q_proj ... down_proj)
  })
  c.rollout = ml_collections.ConfigDict({
      "engine": "jax",                  # "jax" (embedded sampler) | "sglang" (HTTP servers)
      "temperature": 1.0, "top_p": 1.0, "top_k": 0,
      "max_new_tokens": 512,
      "max_prompt_tokens": 2048,        # WebShop: 5120
      # The embedded engine's prefill in passes of at most this many rows per device (None: all at once);
      # its attention holds [rows, heads, prompt, prompt] scores (docs/accelerators.md).
      "prefill_rows_per_device": placeholder(int),
      # The embedded engine samples a turn's episodes in waves of at most this many rows, one after another
      # (None: all at once), so its KV cache holds one wave: what lets a chip too small for every episode's
      # cache run them (Sampler.waves; the same samples, more sequential calls).
      "wave_rows": placeholder(int),
      # Once at most a narrower batch bucket's rows are still running, the embedded engine's decode goes on with
      # those rows alone (Sampler.compact_rows: the same samples; decode streams only the running rows' KV cache).
      # It holds the old and the narrower state together while it gathers them (launch/compile.py compiles
      # sampler/keep_rows for that): off where that does not fit.
      "compact_rows": True,
      # The embedded sampler's tensor-parallel degree on a mesh of its own over the same devices (heads, MLP
      # hidden and vocab split; rollout/engines/jax.py sampler_mesh), whatever the learner's mesh: decode
      # streams 1/tensor of the weights per token. A multiple of a process's device count is capped to it; any
      # other non-divisor is refused. Unset: the learner mesh's tensor axis. The paper variants set the papers'
      # (MCGPO Table 7: 2 GPUs for the small backbones, 4 for the large).
      "tensor": placeholder(int),
      "env_workers": placeholder(int),  # env worker processes; unset: one per core but one; 0 or 1: in process
      "sglang_urls": "",                # comma-separated server / router URLs for engine=sglang
      # engine=sglang: each episode steps its environment as soon as its response arrives, overlapping
      # environment time with generation (the same samples and rows; rollout/agent.py). False: lockstep turns.
      "overlap_episodes": True,
      "sglang_weight_sync": "disk",     # "disk" (/update_weights_from_disk) | "restart" | "none"
      "sglang_timeout_s": 120.0,
      # sglang_weight_sync=restart runs this (no shell; {model_dir} is the new weights dir), e.g.
      # "bash scripts/restart_sglang_jax.sh {model_dir}" (docs/sglang.md); it and then /health must succeed within the timeout.
      "sglang_restart_command": "",
      "sglang_restart_timeout_s": 600.0,
      "sglang_keep_weights": 2,         # weight dirs kept under run_dir/weights once all servers load one
      # warn when KL(engine's sampler || learner's π_old) on the sampled tokens exceeds this (docs/sglang.md:
      # Rollout-vs-learner mismatch); the rollout/* metrics are logged every update regardless
      "mismatch_warn_kl": 0.01,
      # debugging: write each update's rows (prompt ids, sampled ids, engine and learner log-probs) to
      # run_dir/mismatch/update_N.jsonl; one more π_old pass per update, one process only
      "mismatch_dump": False,
  })
  c.learn = ml_collections.ConfigDict({
      "learning_rate": 1e-6, "weight_decay": 0.01, "grad_clip": 1.0,
      "mini_batch_size": 256, "micro_batch_size": 32,
      "clip_low": 0.2, "clip_high": 0.2, "clip_c": 3.0,
      "kl_coef": 0.01, "entropy_coef": 0.001,
      "tis_cap": 0.0,                   # > 0: truncated importance sampling against the rollout engine,
                                        # weight min(π_old / π_sampler, tis_cap) per token (verl: 2); 0: off
      "logprob_chunk": placeholder(int),  # sequence positions per log-softmax chunk (large vocabularies)
      # Packed rows (learn/batching.py plan_packed): every learner pass runs fixed buffers of
      # tokens_per_micro_batch tokens per data shard, rows back to back; a row longer than one is an error.
      # False: one row per slot, right-padded to the update's longest row (the layout before packing).
      "pack": True,
      # default: rollout.max_prompt_tokens + rollout.max_new_tokens, the longest row the budgets allow, so
      # no row is refused and a buffer never needs more activation memory than one such row did unpacked;
      # it must not be smaller (config.validate_config)
      "tokens_per_micro_batch": placeholder(int),
      # the float32 gradient sum between microbatches in host memory instead of HBM (a memory knob for a slice
      # where the train step does not fit: one parameter shard per device, for 2 x its bytes of host transfers
      # per microbatch; the update is the same)
      "grad_sum_on_host": False,
  })
  # Device mesh (data, fsdp, tensor) over every device of every process; one axis may be -1: all remaining
  # devices (the default puts them all on fsdp). Only used when there is more than one device.
  c.mesh = ml_collections.ConfigDict({"data": 1, "fsdp": -1, "tensor": 1})
  # The update loop's schedule (docs/pipeline.md). max_lag 0 is lockstep (collect, then learn: the papers'
  # on-policy loop). max_lag k > 0 pipelines them: an actor thread samples the batches of the next k updates
  # while the learner learns, each by a policy at most k updates old; the learner corrects for it with the
  # behaviour weight min(π_old / π_sampler, learn.tis_cap), learn.tis_cap 2 when unset (decoupled PPO).
  # rollout_devices N > 0: the sampler runs on the last N devices of each process, the learner on the rest,
  # and each version's weights move over once (0: both on every device).
  c.pipeline = ml_collections.ConfigDict({"max_lag": 0, "rollout_devices": 0})
  c.dynamic_filter = False              # drop groups whose episode rewards are all equal ...
  c.filter_max_retries = 3              # ... and re-collect at most this many times per update
  c.eval_every = 5                      # validate every N updates (and at update 0)
  c.eval_tasks = 128                    # the first N validation tasks (sorted by id), fixed for the run
  c.eval_rollouts = 1                   # rollouts per validation task (the papers: 1)
  c.eval_temperature = 0.4
  c.checkpoint_every = 5               # 0: none (a rerun then restarts from the saved reference policy)
  c.keep_checkpoints = 3
  c.max_nonfinite_updates = 3           # stop after this many updates in a row skipped (non-finite or diverging)
  # Divergence guard (mcgpo_jax/guard.py): an update whose |loss|, grad norm or parameter norm exceeds
  # factor x the largest of its last `history` kept updates is skipped like a non-finite one (0: off), and
  # the run stops once max_skips of the last `window` updates were skipped.
  c.guard = ml_collections.ConfigDict({"factor": 100.0, "history": 8, "window": 10, "max_skips": 5})
  c.force_resume = False                # resume even if algorithm / seed / env / model differ from config.json
  # Weights & Biases (the optional `wandb` extra): set `project` to mirror every metrics row there (process 0).
  c.wandb = ml_collections.ConfigDict({
      "project": placeholder(str), "entity": placeholder(str),
      "name": placeholder(str),         # default: the run dir's name
      "id": placeholder(str),           # default: kept in <run_dir>/wandb_id, so a rerun resumes the W&B run
      "mode": placeholder(str)})        # "online" | "offline" | "disabled" (default: wandb's, e.g. $WANDB_MODE)
  # SGR-OPSD plans: "template" (offline, from the parsed task), "endpoint" (an OpenAI-compatible chat
  # endpoint, e.g. an SGLang server) or "skill" (per-task-type skill text, the paper's ablation).
  c.plans = ml_collections.ConfigDict({
      "source": "template", "endpoint": "", "model": "",
      "cache_dir": placeholder(str)})   # default: <run_dir>/plans
  # Behaviour cloning on expert demonstrations before RL (the quickstart's warm start); 0 steps: off.
  # schedule: "constant", or "cosine" (decay to 0 over the steps). In the ALFWorld quickstart cosine-cloned
  # policies kept a higher entropy and RL gained less from them (docs/quickstart_history.md), so constant is the default.
  # noise: the fraction of the expert's steps replaced by a random admissible detour (ALFWorld's planner
  # replans from there): imperfect demonstrations leave a cloned policy room that RL can visibly remove.
  # from_run: start from that run's warm start (its reference weights and tokenizer) instead of cloning
  # again, so runs of several methods share one warm start per seed (scripts/study.sh); the fields the warm
  # start depends on must agree (rundir.WARM_START_FIELDS).
  # copy_steps: a copy phase before cloning, that many supervised steps on the environment's copy
  # curriculum (EnvSpec.copy_curriculum: WebShop's synthetic episodes whose every answer is a span of its
  # prompt), 0: off; copy_episodes: the curriculum's episodes (WebShop: 4-6 decisions each); copy_mix: the
  # fraction of each cloning batch drawn from the curriculum (so cloning does not unlearn copying; 0: pure
  # demonstrations). The tokenizer a tiny model trains sees the curriculum text too.
  c.warm_start = ml_collections.ConfigDict({
      "steps": 0, "demos": 64, "batch_size": 16, "learning_rate": 3e-3, "schedule": "constant", "seed": 0,
      "noise": 0.0, "from_run": placeholder(str), "copy_steps": 0, "copy_episodes": 256, "copy_mix": 0.5})
  return c


# Backbone variants: HF checkpoint, Table 7 column ("small" | "large": each environment config holds its
# numbers), action-only responses (Qwen3, thinking disabled).
BACKBONES = {
    "qwen2.5-1.5b": ("Qwen/Qwen2.5-1.5B-Instruct", "small", False),
    "qwen2.5-7b": ("Qwen/Qwen2.5-7B-Instruct", "large", False),
    "qwen3-4b": ("Qwen/Qwen3-4B", "small", True),
    "qwen3-8b": ("Qwen/Qwen3-8B", "large", True),
}
# SGR-OPSD's backbones (its App. 8 table's batch sizes and prompt budget are in each environment config).
SGR_OPSD_VARIANTS = {"sgr-opsd-qwen2.5-3b": "Qwen/Qwen2.5-3B-Instruct",
                     "sgr-opsd-qwen2.5-7b": "Qwen/Qwen2.5-7B-Instruct"}
# The paper variants of an environment both papers ran (ALFWorld, WebShop): MCGPO's backbones, then SGR-OPSD's.
PAPER_VARIANTS = tuple(BACKBONES) + tuple(SGR_OPSD_VARIANTS)


# `<variant>-lora` (any variant of an environment config): the same run training LoRA adapters only
# (mcgpo_jax/models/lora.py). Rank 32 with alpha 32 on all seven projections and a learning rate 20x the
# full fine-tuning one follow Thinking Machines' "LoRA Without Regret" (Schulman et al., 2025; its Tinker LoRA
# primer): LoRA matches full fine-tuning in RL even at small ranks, does better on every weight matrix
# (MLP included) than attention-only, and needs a 20-100x larger learning rate (the low end taken here).
LORA_SUFFIX = "-lora"
LORA = {"lora.rank": 32, "lora.alpha": 32.0, "lora.targets": "q k v o gate up down"}
LORA_LR_FACTOR = 20.0


def lora_variant(get_config: Any, variant: str, fit: Optional[Mapping[str, Mapping[str, Any]]] = None
                 ) -> Optional[ml_collections.ConfigDict]:
  """`variant` = `<name>-lora`: config `name` of `get_config` (an environment file's) with LORA, its learning
  rate times LORA_LR_FACTOR and `variant` as its name; None for any other variant. `fit`: {name: fields} where
  the environment's LoRA form of `name` needs other memory knobs to fit the small slice it is meant for (the
  same update, in smaller passes)."""
  if not variant.endswith(LORA_SUFFIX):
    return None
  name = variant[:-len(LORA_SUFFIX)]
  config = get_config(name)
  # rollout.tensor unset: the sampler stays on the learner's mesh, where it reads the frozen base from the
  # learner's own buffers (rollout/engines/jax.py shared_with_learner); a mesh of its own would need a copy.
  # model.remat full: the LoRA forms are sized for small slices at full remat (the full fine-tuning variant's
  # cheaper policy was chosen for its own, larger slice).
  return compose(config, ("lora", {**LORA, "variant": variant, "rollout.tensor": None, "model.remat": "full",
                                   "learn.learning_rate": float(f"{config.learn.learning_rate * LORA_LR_FACTOR:.6g}")}),
                 ("lora fit", dict((fit or {}).get(name, {}))))


Layer = tuple[str, Mapping[str, Any]]   # a named set of {dotted field: value} (compose)


def env_config(file_config: Any, variant: str, env: Layer, layers: Callable[[str], Sequence[Layer]],
               sections: Optional[Mapping[str, Callable[[], ml_collections.ConfigDict]]] = None,
               lora_fit: Optional[Mapping[str, Mapping[str, Any]]] = None) -> ml_collections.ConfigDict:
  """Config `variant` of an environment file (`file_config`: its `get_config`, so `<name>-lora` builds on the
  file's own `name`): these defaults, the environment's own sections ({name: the function making config.<name>}),
  its `env` layer and the variant's `layers(variant)`, composed (a field set twice to different values
  raises); `<name>-lora` is lora_variant's LoRA form of `name` (`lora_fit`: its memory knobs per `name`).
  Every environment file opens the same way here, so it states only its variants' layers."""
  lora = lora_variant(file_config, variant, lora_fit)
  if lora is not None:
    return lora
  config = get_config(variant)
  for name, make in (sections or {}).items():
    config[name] = make()
  return compose(config, env, *layers(variant))


def compose(config: ml_collections.ConfigDict, *layers: Layer) -> ml_collections.ConfigDict:
  """Sets the fields of named layers ({dotted field: value}) on `config`. The layers form a set, not a
  sequence: two layers that set one field to different values raise ValueError naming the field and both
  layers, so no layer can silently undo another (a variant states each field once)."""
  owner: dict[str, tuple[str, Any]] = {}
  for name, fields in layers:
    for key, value in fields.items():
      if key in owner and owner[key][1] != value:
        raise ValueError(f"config.{key}: layer {name!r} sets {value!r} but layer {owner[key][0]!r} set "
                         f"{owner[key][1]!r}")
      owner[key] = (name, value)
  for key, (_, value) in owner.items():
    *parents, leaf = key.split(".")
    node = config
    for parent in parents:
      node = node[parent]
    node[leaf] = value
  return config


# The embedded sampler's tensor-parallel degree per backbone (config.rollout.tensor): MCGPO's Table 7 rolls out
# with tensor parallelism 2 for the small backbones and 4 for the large ones, and compiling for v5p:2x2x1 agrees
# (docs/accelerators.md, "A tensor-parallel sampler"): Qwen2.5-7B's rollout 427 -> 321 s per update at tensor 4;
# Qwen2.5-1.5B's 101 -> 87 s at tensor 2 but 157 s at 4, where its 2 KV heads no longer split and every chip
# holds the whole cache. Qwen2.5-3B has 2 KV heads too; Qwen3-4B / 8B and Qwen2.5-14B have 8 (the 14B, at least
# 7B, takes a host's 4 chips).
ROLLOUT_TENSOR = {"Qwen/Qwen2.5-1.5B-Instruct": 2, "Qwen/Qwen2.5-3B-Instruct": 2, "Qwen/Qwen3-4B": 2,
                  "Qwen/Qwen2.5-7B-Instruct": 4, "Qwen/Qwen3-8B": 4, "Qwen/Qwen2.5-14B-Instruct": 4}


def accelerator_run(hf_name: str, mini: int, micro: int, prompt: int, response: int = 512,
                    remat: Optional[str] = None) -> dict[str, Any]:
  """What every paper run shares: the named checkpoint (its directory must be given with
  --config.model.path), float32 master weights with bfloat16 compute and per-layer remat, the table's batch
  sizes, prompt and response budgets (512-token responses but SearchQA's), no behaviour-cloning warm start,
  and the sampler's tensor-parallel degree for the backbone (ROLLOUT_TENSOR).
  `remat`: the layers' policy where a cheaper one than `full` fits the slice (an environment file's REMAT,
  chosen by compiling: bench/remat_policies.py)."""
  return {"model.expected": hf_name, "model.param_dtype": "float32", "model.dtype": "bfloat16",
          "rollout.tensor": ROLLOUT_TENSOR[hf_name],
          "model.remat": remat or "full", "learn.mini_batch_size": mini, "learn.micro_batch_size": micro,
          "rollout.max_prompt_tokens": prompt, "rollout.max_new_tokens": response,
          "learn.logprob_chunk": 512,   # ~152k-token vocabulary: chunk the log-softmax
          "warm_start.steps": 0}


def paper_variant(backbone: str, table7: Mapping[str, tuple[int, int, int]],
                  micro: Optional[int] = None, remat: Optional[str] = None) -> tuple[str, dict[str, Any]]:
  """MCGPO's setup (Table 7) on an accelerator: 16 groups x 8, 250 updates, lr 1e-6, its batch sizes;
  `table7` is the environment's Table 7: (mini-batch, micro-batch, prompt tokens) per backbone column.
  `micro`: rows per gradient-accumulation step instead of the table's, where the table's does not fit the slice
  the environment's config names (the same minibatch and update, in more microbatches); `remat`: see
  `accelerator_run`."""
  hf_name, column, action_only = BACKBONES[backbone]
  mini, table_micro, prompt = table7[column]
  return backbone, {"algorithm": "mcgpo", "action_only": action_only,
                    **accelerator_run(hf_name, mini, micro or table_micro, prompt, remat=remat)}


def sgr_opsd_variant(variant: str, mini: int, micro: int, prompt: int,
                     remat: Optional[str] = None) -> tuple[str, dict[str, Any]]:
  """SGR-OPSD's protocol (§4.1 and App. 8): Qwen2.5-3B/7B-Instruct with reasoning, 150 updates of 16 tasks
  x 8 rollouts, lr 1e-6, reference KL 0.01, validation of 128 tasks every 5 updates at temperature 0.4,
  saves every 10 updates and keeps all 15 saves (the paper reports the best saved checkpoint by validation:
  `launch/evaluate.py --checkpoint=best`), its table's batch sizes and prompt budget, and the allocation
  constants ε = 0.1, T = T_G = 1, β = 2, μ = 0.02, γ = 0.1 (b_G = 0.3). Its seeds are 0, 42 and 2026
  (--config.seed); its plans came from DeepSeek-V3.1 (--config.plans.source=endpoint), the offline template
  plans are the default here.
  `mini`, `micro`, `prompt`: the environment's row of that table; `remat`: see `accelerator_run`."""
  return variant, {
      "algorithm": "sgr_opsd", "action_only": False, "num_updates": 150, "groups": 16, "group_size": 8,
      "history_length": 2, "learn.learning_rate": 1e-6, "learn.kl_coef": 0.01, "rollout.temperature": 1.0,
      "eval_every": 5, "eval_tasks": 128, "eval_rollouts": 1, "eval_temperature": 0.4, "checkpoint_every": 10,
      "keep_checkpoints": 15,
      "sgr_opsd.epsilon": 0.1, "sgr_opsd.temperature": 1.0, "sgr_opsd.graph_temperature": 1.0,
      "sgr_opsd.beta": 2.0, "sgr_opsd.margin": 0.02, "sgr_opsd.gamma": 0.1, "sgr_opsd.graph_bound": 0.3,
      **accelerator_run(SGR_OPSD_VARIANTS[variant], mini, micro, prompt, remat=remat)}


# The CPU runs shared by every environment: a tiny Qwen3-architecture policy and a BPE tokenizer trained on
# expert demonstrations, warm-started by behaviour cloning, then GraphGPO. `quickstart` learns in minutes on
# two cores; `smoke` exercises every phase in seconds (CI). Environment files add the fields that differ.
CPU_VARIANTS = {
    "quickstart": {"algorithm": "graphgpo", "action_only": True,   # learning rate: each env's quickstart layer
                   "groups": 4, "group_size": 4, "num_updates": 20,
                   "learn.mini_batch_size": 64, "learn.micro_batch_size": 16},
    "smoke": {"algorithm": "graphgpo", "action_only": True, "learn.learning_rate": 1e-4,
              "max_steps": 4, "num_updates": 2, "groups": 2, "group_size": 2,
              "eval_every": 1, "eval_tasks": 2, "eval_rollouts": 1, "checkpoint_every": 1,
              "model.hidden_size": 32, "model.intermediate_size": 64, "model.num_layers": 1,
              "model.num_heads": 2, "model.num_kv_heads": 1, "model.head_dim": 16, "model.tokenizer_vocab": 512,
              "learn.mini_batch_size": 8, "learn.micro_batch_size": 4,
              # 24 cloning steps: the tiny policy then emits some valid actions, so credit sees non-zero
              # advantages and ablation flags change the losses (2 steps left every action invalid).
              "warm_start.steps": 24, "warm_start.learning_rate": 0.01, "warm_start.demos": 2,
              "warm_start.batch_size": 4},
}


def without(layer: Mapping[str, Any], fields: Mapping[str, Any]) -> dict[str, Any]:
  """`layer` less the fields another layer replaces (a variant built on another still states each field once)."""
  return {k: v for k, v in layer.items() if k not in fields}


def cpu_variant(env: str, variant: str, others: Sequence[str]) -> tuple[str, dict[str, Any]]:
  """The shared layer of CPU variant `variant` (CPU_VARIANTS); an unknown variant name raises, listing the
  CPU variants and `others`, the environment config's own further variants."""
  if variant not in CPU_VARIANTS:
    raise ValueError(f"unknown {env} variant {variant!r}; choose quickstart, smoke or one of {', '.join(others)}")
  return f"cpu {variant}", CPU_VARIANTS[variant]
