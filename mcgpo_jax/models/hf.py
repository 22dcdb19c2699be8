"""HF checkpoint directories <-> `Qwen` params, both ways, through one mapping table.

`weight_table(cfg)` is the only place that pairs an HF tensor name with a param path and says how the
layouts differ. HF `nn.Linear` stores [out, in]; we store [in, ...] with heads kept as their own axis
(q_proj [D, H, hd], o_proj [H, hd, D]) so they shard on "tensor" without reshapes.

  load_pretrained(path, dtype=jnp.float32, mesh=None, compute_dtype=None, **config_overrides) -> (Qwen, QwenConfig)
  save_pretrained(model, config, path, *, base_config=None, dtype=None, max_shard_bytes=...) -> None
  hf_tensors(params, cfg) -> iterator of (HF name, array)   params (or gradients) in HF names and layouts
  read_hf_config(path) -> dict     the raw config.json (mcgpo_jax/hub.py's; keep it to pass as base_config)
  to_hf_config(cfg, base_config=None) -> dict
  token_rows_only(model) -> Qwen   the model without the embedding's rows past its tokenizer's ids (for servers)

Loading never materialises an unsharded model: the model is built abstractly (`nnx.eval_shape`) and each
tensor goes from the safetensors file straight into its shards on the mesh when one is given (each device
gets only its slice, and a process of a multi-host mesh places only its own devices' slices). With scanned
layers (`QwenConfig.scan_layers`) each device holds its shard of a stacked weight [layers, ...] from the start
and every layer's tensor is written into it as it is read (`_StackedShards`). So the host holds a tensor at
a time (as read, and in the param dtype): its peak stays under four times the largest tensor (the embedding
or lm head, vocab x hidden, or an MLP weight), whatever the depth (tests/models/test_scan_layers.py measures
it). It used to hold every stacked weight until its last layer arrived: the whole decoder, 26 GB for a
float32 7B. Export slices the stacked weights back into HF's per-layer tensors.
"""
from __future__ import annotations

import dataclasses
import json
import os
from typing import Any, Callable, Iterator, Mapping

import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx
from jax.sharding import NamedSharding
from safetensors import SafetensorError, safe_open
from safetensors.numpy import save_file

from mcgpo_jax import progress
from mcgpo_jax.hub import CONFIG_FILE, read_hf_config
from mcgpo_jax.models.lora import LoraConfig, merged_state
from mcgpo_jax.models.qwen import Qwen, QwenConfig
from mcgpo_jax.sharding import logical_to_spec, state_shardings

SINGLE_FILE = "model.safetensors"
INDEX_FILE = "model.safetensors.index.json"

# Layout conversions: name -> (hf -> ours given our shape, ours -> hf).
_LAYOUTS: dict[str, tuple[Callable[[np.ndarray, tuple], np.ndarray], Callable[[np.ndarray], np.ndarray]]] = {
    "same": (lambda a, shape: a, lambda a: a),
    "transpose": (lambda a, shape: a.T, lambda a: a.T),  # Linear [out, in] <-> [in, out].
    "in_heads": (lambda a, shape: a.T.reshape(shape), lambda a: a.reshape(a.shape[0], -1).T),  # [H*hd, D] <-> [D, H, hd]
    "out_heads": (lambda a, shape: a.T.reshape(shape), lambda a: a.reshape(-1, a.shape[-1]).T),  # [D, H*hd] <-> [H, hd, D]
    "heads": (lambda a, shape: a.reshape(shape), lambda a: a.reshape(-1)),  # bias [H*hd] <-> [H, hd]
}


def weight_table(cfg: QwenConfig) -> list[tuple[str, tuple, str]]:
  """(HF tensor name, param path in the Qwen module, layout) for every weight of `cfg`; a layer's weights
  have paths ("layers", i, ...), which `stored` maps to where scanned layers keep them."""
  table = [("model.embed_tokens.weight", ("embed",), "same"),
           ("model.norm.weight", ("final_norm", "scale"), "same")]
  if not cfg.tie_word_embeddings:
    table.append(("lm_head.weight", ("lm_head",), "same"))
  for i in range(cfg.num_layers):
    hf, ours = f"model.layers.{i}.", ("layers", i)
    table += [
        (hf + "input_layernorm.weight", ours + ("input_norm", "scale"), "same"),
        (hf + "post_attention_layernorm.weight", ours + ("post_attn_norm", "scale"), "same"),
        (hf + "self_attn.q_proj.weight", ours + ("attn", "q_proj"), "in_heads"),
        (hf + "self_attn.k_proj.weight", ours + ("attn", "k_proj"), "in_heads"),
        (hf + "self_attn.v_proj.weight", ours + ("attn", "v_proj"), "in_heads"),
        (hf + "self_attn.o_proj.weight", ours + ("attn", "o_proj"), "out_heads"),
        (hf + "mlp.gate_proj.weight", ours + ("mlp", "gate_proj"), "transpose"),
        (hf + "mlp.up_proj.weight", ours + ("mlp", "up_proj"), "transpose"),
        (hf + "mlp.down_proj.weight", ours + ("mlp", "down_proj"), "transpose"),
    ]
    if cfg.qkv_bias:
      table += [(hf + f"self_attn.{p}_proj.bias", ours + ("attn", f"{p}_bias"), "heads") for p in "qkv"]
    if cfg.qk_norm:
      table += [(hf + f"self_attn.{p}_norm.weight", ours + ("attn", f"{p}_norm", "scale"), "same") for p in "qk"]
  return table


def stored(cfg: QwenConfig, param_path: tuple) -> tuple[tuple, int | None]:
  """Where a `weight_table` path lives in the model's state: (state path, layer slice or None). Scanned
  layers keep layer i's weight at slice i of one stacked ("layers", ...) array."""
  if cfg.scan_layers and param_path[0] == "layers":
    return ("layers",) + param_path[2:], param_path[1]
  return param_path, None


def _tensor_files(path: str) -> dict[str, str]:
  """HF tensor name -> safetensors file holding it (single file or sharded with an index)."""
  index = os.path.join(path, INDEX_FILE)
  if os.path.isfile(index):
    try:
      with open(index) as f:
        weight_map = json.load(f)["weight_map"]
    except (json.JSONDecodeError, KeyError) as e:
      raise ValueError(f"{index} is not a valid safetensors index (needs a 'weight_map'): {e}") from e
    return {name: os.path.join(path, file) for name, file in weight_map.items()}
  single = os.path.join(path, SINGLE_FILE)
  if not os.path.isfile(single):
    raise FileNotFoundError(f"neither {SINGLE_FILE} nor {INDEX_FILE} in {path!r}")
  try:
    with safe_open(single, framework="numpy") as f:
      return {name: single for name in f.keys()}
  except (SafetensorError, OSError) as e:
    raise ValueError(f"cannot read {single}: {e}") from e


def _read_tensors(files: Mapping[str, str], names: list[str]) -> Iterator[tuple[str, np.ndarray]]:
  """Yields (name, array) file by file, so each file is opened once."""
  by_file: dict[str, list[str]] = {}
  for name in names:
    by_file.setdefault(files[name], []).append(name)
  for file, file_names in by_file.items():
    if not os.path.isfile(file):
      raise FileNotFoundError(f"checkpoint shard {file} (listed in {INDEX_FILE}) does not exist")
    try:
      with safe_open(file, framework="numpy") as f:
        for name in file_names:
          yield name, f.get_tensor(name)
    except (SafetensorError, OSError) as e:
      raise ValueError(f"cannot read {file}: {e}") from e


def load_pretrained(path: str, dtype: Any = jnp.float32, mesh: jax.sharding.Mesh | None = None,
                    compute_dtype: Any = None, lora_seed: int = 0, **config_overrides: Any) -> tuple[Qwen, QwenConfig]:
  """Loads an HF Qwen2/Qwen3 dir. `dtype` is the param (master-weight) dtype, `compute_dtype` the matmul
  dtype (default: `dtype`), e.g. float32 params with bfloat16 compute for training on accelerators. With
  `lora=` (a LoraConfig of rank > 0) the model also holds adapters, initialised from `lora_seed`."""
  cfg = QwenConfig.from_hf(read_hf_config(path), param_dtype=dtype, dtype=compute_dtype or dtype,
                           **config_overrides)
  graphdef, abstract = nnx.split(nnx.eval_shape(lambda: Qwen(cfg, rngs=nnx.Rngs(0))))
  variables = dict(nnx.to_flat_state(abstract))
  table = weight_table(cfg)
  files = _tensor_files(path)

  missing = [name for name, _, _ in table if name not in files]
  if missing:
    raise KeyError(f"checkpoint in {path!r} lacks {len(missing)} tensors, e.g. {missing[:3]}")
  known = {name for name, _, _ in table}
  # Tied checkpoints sometimes still store lm_head; older ones store RoPE buffers. Both are redundant.
  unexpected = [n for n in files if n not in known and not n.endswith("rotary_emb.inv_freq")
                and not (cfg.tie_word_embeddings and n == "lm_head.weight")]
  if unexpected:
    raise KeyError(f"checkpoint in {path!r} has tensors this model does not use, e.g. {unexpected[:3]}")

  route = {name: (param_path, layout) for name, param_path, layout in table}
  values, partial = {}, {}   # partial: state path -> its stacked weight's shards, filled layer by layer

  def sharding(state_path, shape):
    if mesh is None:
      return jax.sharding.SingleDeviceSharding(jax.devices()[0])
    return NamedSharding(mesh, logical_to_spec(variables[state_path].get_metadata()["logical_axes"], shape, mesh))

  # The bar counts by hand: a bar wrapping the reader would hold the last tensor it yielded while the next is read.
  with progress.bar(total=len(table), desc=f"loading {os.path.basename(os.path.normpath(path))}", unit="tensor") as bar:
    for name, array in _read_tensors(files, [name for name, _, _ in table]):
      param_path, layout = route[name]
      state_path, layer = stored(cfg, param_path)
      full_shape = tuple(variables[state_path].get_value().shape)
      shape = full_shape if layer is None else full_shape[1:]
      try:
        array = _LAYOUTS[layout][0](array, shape)
      except ValueError as e:
        raise ValueError(f"tensor {name} in {files[name]} has shape {array.shape}, cannot become {shape}") from e
      if array.shape != shape:
        raise ValueError(f"tensor {name} in {files[name]} has shape {array.shape}, expected {shape} for {cfg}")
      array = np.ascontiguousarray(array, dtype=dtype)   # one copy: the layout and the param dtype together
      if layer is None:
        values[state_path] = jax.make_array_from_callback(shape, sharding(state_path, shape),
                                                          lambda index, a=array: a[index])
      else:
        if state_path not in partial:
          partial[state_path] = _StackedShards(full_shape, dtype, sharding(state_path, full_shape))
        if partial[state_path].put(layer, array):
          values[state_path] = partial.pop(state_path).value()
      del array   # placed: not held while the next tensor is read
      bar.update(1)
  if cfg.lora.enabled:   # the adapters are not in the checkpoint: initialised as a fresh model's (B zero)
    values.update(_initial_adapters(cfg, mesh, lora_seed))
  for param_path, var in variables.items():
    var.set_value(values[param_path])
  return nnx.merge(graphdef, abstract), cfg


class _StackedShards:
  """A stacked weight [layers, ...] assembled on its devices: each device holds its shard (every layer: the
  layers axis is never split) from the start, and `put` writes one layer's host tensor into each shard, so
  the host never holds more than that layer's tensor."""

  def __init__(self, shape: tuple, dtype: Any, sharding: jax.sharding.Sharding):
    self.shape, self.sharding = shape, sharding
    self.index = sharding.addressable_devices_indices_map(shape)   # device -> its slice of the weight
    self.shards = {device: jnp.zeros(sharding.shard_shape(shape), dtype, device=device) for device in self.index}
    self.missing = set(range(shape[0]))

  def put(self, layer: int, array: np.ndarray) -> bool:
    """Writes layer `layer` (its host tensor, [...]) into every shard; True once every layer is in."""
    for device, where in self.index.items():
      self.shards[device] = _set_layer(self.shards[device], jax.device_put(array[where[1:]], device), layer)
    jax.block_until_ready(list(self.shards.values()))   # the copies are done: the host can drop this layer
    self.missing.discard(layer)
    return not self.missing

  def value(self) -> jax.Array:
    return jax.make_array_from_single_device_arrays(self.shape, self.sharding, list(self.shards.values()))


# One layer slice written in place into a device's shard (donated: no second copy of the shard).
_set_layer = jax.jit(lambda shard, piece, layer: jax.lax.dynamic_update_index_in_dim(shard, piece, layer, 0),
                     donate_argnums=0)


def _initial_adapters(cfg: QwenConfig, mesh, seed: int) -> dict[tuple, jax.Array]:
  """state path -> initial value of every LoRA adapter of `cfg`'s model built from `seed`, on its sharding.
  One jit of the whole constructor returning only the adapters: XLA drops the base's (unused) random init."""
  abstract = nnx.state(nnx.eval_shape(lambda: Qwen(cfg, rngs=nnx.Rngs(seed))), nnx.LoRAParam)
  shardings = None if mesh is None else state_shardings(abstract, mesh)
  adapters = jax.jit(lambda: nnx.state(Qwen(cfg, rngs=nnx.Rngs(seed)), nnx.LoRAParam), out_shardings=shardings)()
  return {path: var.get_value() for path, var in nnx.to_flat_state(adapters)}


def to_hf_config(cfg: QwenConfig, base_config: Mapping[str, Any] | None = None) -> dict[str, Any]:
  """transformers-5 config.json plus the transformers-4 spellings (top-level rope_theta, torch_dtype) that
  tools pinned to transformers 4 (sglang, sglang-jax) read.

  `base_config` (e.g. the config.json the model was loaded from) keeps fields we do not model, such as
  bos/eos token ids; architecture fields always come from `cfg`.
  """
  model_type = cfg.model_type
  dtype_name = jnp.dtype(cfg.param_dtype).name
  out = {k: v for k, v in (base_config or {}).items() if k != "rope_scaling"}
  out.update(
      architectures=[{"qwen2": "Qwen2ForCausalLM", "qwen3": "Qwen3ForCausalLM"}[model_type]],
      model_type=model_type,
      vocab_size=cfg.vocab_size,
      hidden_size=cfg.hidden_size,
      intermediate_size=cfg.intermediate_size,
      num_hidden_layers=cfg.num_layers,
      num_attention_heads=cfg.num_heads,
      num_key_value_heads=cfg.num_kv_heads,
      head_dim=cfg.head_dim,
      hidden_act="silu",
      max_position_embeddings=cfg.max_position_embeddings,
      rms_norm_eps=cfg.rms_norm_eps,
      rope_parameters={"rope_theta": cfg.rope_theta, "rope_type": "default"},
      rope_theta=cfg.rope_theta,
      tie_word_embeddings=cfg.tie_word_embeddings,
      use_sliding_window=False,
      sliding_window=None,
      max_window_layers=cfg.num_layers,
      layer_types=["full_attention"] * cfg.num_layers,
      attention_dropout=0.0,
      dtype=dtype_name,
      torch_dtype=dtype_name,  # The transformers-4 name of `dtype`, read by SGLang to pick "auto" dtype.
  )
  if model_type == "qwen3":
    out["attention_bias"] = False
  return out


def token_rows_only(model: Qwen) -> Qwen:
  """`model` with only the rows of its tokenizer's ids in the embedding and the lm head (the embedding alone
  when they are tied), and vocab_size that many: what a server is given, so that it cannot sample an id the
  tokenizer never made. SGLang servers sample every row of the head and ignore logit_bias (sglang-jax
  0.1.0rc0), and a padding row is never trained on text, so near-uniform policies sampled them. The model
  itself when every row is a token. The other weights are shared, not copied."""
  cfg = model.config
  rows = cfg.token_vocab
  if rows == cfg.vocab_size:
    return model
  sliced = dataclasses.replace(cfg, vocab_size=rows, tokenizer_size=None)
  graphdef, abstract = nnx.split(nnx.eval_shape(lambda: Qwen(sliced, rngs=nnx.Rngs(0))))
  values = dict(nnx.to_flat_state(nnx.state(model)))
  for path, var in nnx.to_flat_state(abstract):
    value = values[path][...]
    var.set_value(value[:rows] if path in (("embed",), ("lm_head",)) else value)
  return nnx.merge(graphdef, abstract)


def hf_tensors(params: nnx.State, cfg: QwenConfig) -> Iterator[tuple[str, np.ndarray]]:
  """(HF tensor name, host array in HF layout and `cfg.param_dtype`) for every weight of a Param state (or
  of anything shaped like one, e.g. its gradient)."""
  variables = dict(nnx.to_flat_state(params))
  for name, param_path, layout in weight_table(cfg):
    state_path, layer = stored(cfg, param_path)
    value = variables[state_path][...]
    array = np.asarray(jax.device_get(value if layer is None else value[layer])).astype(cfg.param_dtype)
    yield name, np.ascontiguousarray(_LAYOUTS[layout][1](array))


def save_pretrained(model: Qwen, config: QwenConfig, path: str, *, base_config: Mapping[str, Any] | None = None,
                    dtype: Any = None, max_shard_bytes: int = 4 << 30) -> None:
  """Writes config.json and safetensors (sharded with an index past `max_shard_bytes`) to `path`.

  `dtype` defaults to `config.param_dtype`. Arrays are gathered to this host, so on multi-host meshes call
  it where every shard is addressable (or gather first).
  """
  jax_only = {"param_dtype": None, "dtype": None, "remat": "none", "scan_layers": True, "attention": "xla",
              "interpret": False, "tokenizer_size": None, "lora": LoraConfig()}
  if dataclasses.replace(config, **jax_only) != dataclasses.replace(model.config, **jax_only):
    raise ValueError(f"save_pretrained: config {config} does not describe the model ({model.config})")
  cfg = dataclasses.replace(config, param_dtype=dtype or config.param_dtype)
  os.makedirs(path, exist_ok=True)
  shards: list[dict[str, np.ndarray]] = [{}]
  shard_bytes = 0
  # LoRA adapters are folded into their weights (W + scale · A B): the directory is a plain model.
  for name, array in hf_tensors(merged_state(model), cfg):
    if shards[-1] and shard_bytes + array.nbytes > max_shard_bytes:
      shards.append({})
      shard_bytes = 0
    shards[-1][name] = array
    shard_bytes += array.nbytes

  with open(os.path.join(path, CONFIG_FILE), "w") as f:
    json.dump(to_hf_config(cfg, base_config), f, indent=2)
  metadata = {"format": "pt"}  # transformers refuses safetensors files without format=pt.
  if len(shards) == 1:
    save_file(shards[0], os.path.join(path, SINGLE_FILE), metadata=metadata)
    return
  weight_map, total = {}, 0
  for i, shard in enumerate(shards):
    file = f"model-{i + 1:05d}-of-{len(shards):05d}.safetensors"
    save_file(shard, os.path.join(path, file), metadata=metadata)
    weight_map.update({name: file for name in shard})
    total += sum(a.nbytes for a in shard.values())
  with open(os.path.join(path, INDEX_FILE), "w") as f:
    json.dump({"metadata": {"total_size": total}, "weight_map": weight_map}, f, indent=2)
