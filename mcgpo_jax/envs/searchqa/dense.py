"""Embedded dense retrieval as Search-R1 and verl-agent search: an e5-style encoder, inner product, top-k.

Search-R1's retrieval server (`search_r1/search/retrieval_server.py`, run with intfloat/e5-base-v2 over the
2018 Wikipedia dump) encodes queries as "query: {q}" and passages as "passage: {contents}", mean-pools the
last hidden states over the attention mask, L2-normalises, and ranks by inner product (faiss IndexFlatIP).
This module does the same inside the trainer's process, for corpora whose embeddings fit on local disk:

* `BertEncoder`: the BERT forward (e5-base-v2 is a `BertModel`) in plain JAX, reading the HF checkpoint's
  config.json and safetensors. transformers 5 has no Flax models, and torch is not a runtime dependency;
  tests check it against transformers' torch BertModel on a tiny random checkpoint.
* `DenseRetriever`: passage embeddings computed once and cached on disk as float32 .npy (memory-mapped),
  keyed by the corpus file (path, size, modification time), the encoder's identity (its resolved directory,
  config.json and weight files' sizes and times) and the truncation length; exact inner-product top-k in
  NumPy over chunks of the corpus, the ranking faiss's flat index gives.

For the full wiki-18 index at training scale (21M passages, 64 GB of float32) Search-R1's GPU server
behind `config.searchqa.retriever_url` is the faster choice; both rank the same way.
"""
from __future__ import annotations

import dataclasses
import functools
import glob
import hashlib
import json
import os
from typing import Optional, Sequence

import jax
import jax.numpy as jnp
import numpy as np

from mcgpo_jax.envs.searchqa.retrieval import Passage, default_cache_dir, load_corpus

QUERY_PREFIX, PASSAGE_PREFIX = "query: ", "passage: "   # e5's input convention (Search-R1 adds them for e5)
MAX_LENGTH = 256          # Search-R1's encoder truncation (query_max_length / index max_length)
CACHE_VERSION = "e5-mean-l2-v1"   # part of the cache key: bump when the embedding recipe changes


def _layer_norm(x, weight, bias, eps):
  mean = jnp.mean(x, axis=-1, keepdims=True)
  var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
  return (x - mean) * jax.lax.rsqrt(var + eps) * weight + bias


def _dense(x, p):
  """HF nn.Linear: weight [out, in]."""
  return x @ p["weight"].T + p["bias"]


@functools.partial(jax.jit, static_argnames=("heads", "eps"))
def _forward(params, ids, mask, heads: int, eps: float):
  """Last hidden states [B, L, D] of a BERT encoder (absolute positions, token type 0, exact GELU)."""
  emb = params["embeddings"]
  h = emb["word"][ids] + emb["position"][jnp.arange(ids.shape[1])][None] + emb["token_type"][0]
  h = _layer_norm(h, *emb["norm"], eps)
  B, L, D = h.shape
  allowed = mask[:, None, None, :].astype(bool)
  for layer in params["layers"]:
    split = lambda x: x.reshape(B, L, heads, D // heads)
    q, k, v = (split(_dense(h, layer[n])) for n in ("query", "key", "value"))
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(jnp.float32(D // heads))
    probs = jax.nn.softmax(jnp.where(allowed, scores, jnp.finfo(scores.dtype).min), axis=-1)
    context = jnp.einsum("bhqk,bkhd->bqhd", probs, v).reshape(B, L, D)
    h = _layer_norm(_dense(context, layer["attention_out"]) + h, *layer["attention_norm"], eps)
    inner = jax.nn.gelu(_dense(h, layer["intermediate"]), approximate=False)
    h = _layer_norm(_dense(inner, layer["output"]) + h, *layer["output_norm"], eps)
  return h


@jax.jit
def _mean_pool_normalized(hidden, mask):
  """Search-R1's `pooling(..., "mean")` then `normalize(dim=-1)`."""
  m = mask[..., None].astype(hidden.dtype)
  pooled = jnp.sum(hidden * m, axis=1) / jnp.maximum(jnp.sum(m, axis=1), 1.0)
  return pooled / jnp.maximum(jnp.linalg.norm(pooled, axis=-1, keepdims=True), 1e-12)


class BertEncoder:
  """A BERT-style HF checkpoint directory (config.json, model.safetensors, tokenizer files) in JAX."""

  def __init__(self, path: str, max_length: int = MAX_LENGTH, batch_size: int = 64):
    from safetensors.numpy import load_file
    from transformers import AutoTokenizer
    from mcgpo_jax.hub import read_hf_config
    self.path, self.max_length, self.batch_size = path, max_length, batch_size
    cfg = read_hf_config(path)
    if cfg.get("hidden_act", "gelu") != "gelu" or cfg.get("position_embedding_type", "absolute") != "absolute":
      raise ValueError(f"{path}: only BERT encoders with exact GELU and absolute positions are supported "
                       f"(hidden_act={cfg.get('hidden_act')!r}, "
                       f"position_embedding_type={cfg.get('position_embedding_type')!r})")
    self.heads, self.eps = int(cfg["num_attention_heads"]), float(cfg.get("layer_norm_eps", 1e-12))
    self.max_length = min(max_length, int(cfg["max_position_embeddings"]))
    files = sorted(glob.glob(os.path.join(path, "*.safetensors")))
    if not files:
      raise FileNotFoundError(f"{path}: no *.safetensors weights (save the encoder with safe_serialization)")
    tensors = {}
    for file in files:
      tensors.update(load_file(file))
    self.params = _bert_params(tensors, int(cfg["num_hidden_layers"]), path)
    self.tokenizer = AutoTokenizer.from_pretrained(path)
    self.identity = _identity(path, files)

  def embed(self, texts: Sequence[str]) -> np.ndarray:
    """L2-normalised mean-pooled embeddings, float32 [N, D]; batches padded to a multiple of 32 tokens (few
    compiled shapes)."""
    out = []
    for start in range(0, len(texts), self.batch_size):
      ids = self.tokenizer(list(texts[start:start + self.batch_size]), truncation=True,
                           max_length=self.max_length)["input_ids"]
      width = min(-(-max(map(len, ids)) // 32) * 32, self.max_length)
      pad = self.tokenizer.pad_token_id or 0
      tokens = np.full((len(ids), width), pad, np.int32)
      mask = np.zeros((len(ids), width), np.int32)
      for r, row in enumerate(ids):
        tokens[r, :len(row)], mask[r, :len(row)] = row, 1
      hidden = _forward(self.params, tokens, mask, self.heads, self.eps)
      out.append(np.asarray(_mean_pool_normalized(hidden, mask), np.float32))
    return np.concatenate(out) if out else np.zeros((0, self.params["embeddings"]["word"].shape[1]), np.float32)


def _bert_params(tensors: dict, num_layers: int, path: str) -> dict:
  """HF BertModel tensor names (optionally under "bert.") -> the nested params `_forward` reads."""
  def get(name):
    for key in (name, "bert." + name):
      if key in tensors:
        return jnp.asarray(tensors[key], jnp.float32)
    raise KeyError(f"{path}: the checkpoint has no tensor {name!r} (not a BertModel?)")
  linear = lambda prefix: {"weight": get(prefix + ".weight"), "bias": get(prefix + ".bias")}
  norm = lambda prefix: (get(prefix + ".weight"), get(prefix + ".bias"))
  params = {"embeddings": {"word": get("embeddings.word_embeddings.weight"),
                           "position": get("embeddings.position_embeddings.weight"),
                           "token_type": get("embeddings.token_type_embeddings.weight"),
                           "norm": norm("embeddings.LayerNorm")}, "layers": []}
  for i in range(num_layers):
    p = f"encoder.layer.{i}."
    params["layers"].append({
        "query": linear(p + "attention.self.query"), "key": linear(p + "attention.self.key"),
        "value": linear(p + "attention.self.value"), "attention_out": linear(p + "attention.output.dense"),
        "attention_norm": norm(p + "attention.output.LayerNorm"), "intermediate": linear(p + "intermediate.dense"),
        "output": linear(p + "output.dense"), "output_norm": norm(p + "output.LayerNorm")})
  return params


def _identity(path: str, weight_files: Sequence[str]) -> str:
  """What names this encoder in the cache key: its resolved directory (a hub snapshot's path holds the
  revision), config.json, and each weight file's name, size and modification time."""
  with open(os.path.join(path, "config.json"), "rb") as f:
    config = hashlib.sha256(f.read()).hexdigest()
  weights = [(os.path.basename(w), os.stat(w).st_size, os.stat(w).st_mtime_ns) for w in weight_files]
  return json.dumps([os.path.realpath(path), config, weights])


def top_k(embeddings: np.ndarray, queries: np.ndarray, k: int, chunk: int = 1 << 16):
  """(scores, indices), each [Q, min(k, N)]: the exact inner-product top-k, best first (equal scores by
  corpus order), over the corpus in chunks so a memory-mapped matrix is read once per call."""
  n = embeddings.shape[0]
  k = min(k, n)
  cand_s, cand_i = [], []
  for start in range(0, n, chunk):
    scores = queries @ np.asarray(embeddings[start:start + chunk]).T
    idx = _chunk_top(scores, min(k, scores.shape[1]))
    cand_s.append(np.take_along_axis(scores, idx, axis=1))
    cand_i.append(idx + start)
  s, i = np.concatenate(cand_s, axis=1), np.concatenate(cand_i, axis=1)
  order = np.stack([np.lexsort((i[r], -s[r]))[:k] for r in range(len(s))]) if len(s) else np.zeros((0, k), int)
  return np.take_along_axis(s, order, axis=1), np.take_along_axis(i, order, axis=1)


def _chunk_top(scores: np.ndarray, kk: int) -> np.ndarray:
  """Column indices [Q, kk] of each row's kk best scores, ties at the cut taken in column order.

  Why not argpartition's kk alone: among scores equal to the kk-th it keeps an arbitrary subset, so a passage
  earlier in the corpus could lose to a later one of the same score. Here everything strictly above the
  kk-th score is kept, then the earliest of those equal to it; O(chunk) like argpartition."""
  kth = -np.partition(-scores, kk - 1, axis=1)[:, kk - 1:kk]
  above, tied = scores > kth, scores == kth
  take = above | (tied & (np.cumsum(tied, axis=1) <= kk - above.sum(axis=1, keepdims=True)))
  return np.nonzero(take)[1].reshape(len(scores), kk)


class DenseRetriever:
  """e5-style dense retrieval over a Search-R1 JSONL corpus; `encoder` is an HF directory or hub id."""

  def __init__(self, corpus_path: str, encoder: str, index_dir: Optional[str] = None,
               max_length: int = MAX_LENGTH):
    from mcgpo_jax import hub
    self.passages = load_corpus(corpus_path)
    self.encoder = BertEncoder(hub.local_dir(encoder, field="config.searchqa.encoder"), max_length)
    stat = os.stat(corpus_path)
    key = json.dumps([os.path.abspath(corpus_path), stat.st_size, stat.st_mtime_ns, self.encoder.identity,
                      self.encoder.max_length, PASSAGE_PREFIX, CACHE_VERSION])
    self.cache_path = os.path.join(index_dir or default_cache_dir("dense"),
                                   hashlib.sha256(key.encode()).hexdigest()[:16] + ".npy")
    if not os.path.isfile(self.cache_path):
      embeddings = self.encoder.embed([PASSAGE_PREFIX + p.contents for p in self.passages])
      os.makedirs(os.path.dirname(self.cache_path), exist_ok=True)
      tmp = f"{self.cache_path}.tmp{os.getpid()}.npy"
      np.save(tmp, embeddings)
      os.replace(tmp, self.cache_path)   # atomic: concurrent builders (env workers) never read half a file
    self.embeddings = np.load(self.cache_path, mmap_mode="r")
    if self.embeddings.shape[0] != len(self.passages):
      raise ValueError(f"{self.cache_path}: {self.embeddings.shape[0]} embeddings for {len(self.passages)} "
                       "passages; delete the file to rebuild it")

  def retrieve(self, queries: Sequence[str], topk: int) -> list[list[Passage]]:
    """The top-k passages of each query by inner product, best first."""
    if not queries:
      return []
    scores, idx = top_k(self.embeddings, self.encoder.embed([QUERY_PREFIX + q for q in queries]), topk)
    return [[dataclasses.replace(self.passages[i], score=float(s)) for s, i in zip(srow, irow)]
            for srow, irow in zip(scores, idx)]
