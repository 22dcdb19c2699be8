"""The embedded dense retriever (envs/searchqa/dense.py): the JAX BERT encoder against transformers' torch
BertModel on a tiny random checkpoint, e5's prefixes, exact inner-product top-k, the on-disk embedding
cache and its key, and the environment wiring. Offline: the encoder is written by transformers here."""
import json
import os

import numpy as np
import pytest

from mcgpo_jax.envs.searchqa import dense
from mcgpo_jax.envs.searchqa.env import Settings, make_retriever
from tests.hf_tiny import hf_bert_embeddings, write_tiny_bert

PASSAGES = ["Paris\nParis is the capital of France.", "Nile\nThe Nile is a river in Egypt.",
            "Hamlet\nHamlet is a play Shakespeare wrote.", "Shakespeare\nShakespeare was born in a city.",
            "France\nFrance is a country.", "Egypt\nEgypt is where the Nile is."]


@pytest.fixture(scope="module")
def encoder_dir(tmp_path_factory):
  return write_tiny_bert(str(tmp_path_factory.mktemp("bert")))


def write_corpus(path, passages=PASSAGES):
  with open(path, "w") as f:
    for i, text in enumerate(passages):
      f.write(json.dumps({"id": str(i), "contents": text}) + "\n")
  return str(path)


def test_jax_encoder_matches_transformers_bert_with_padding(encoder_dir):
  """Mixed lengths in one batch: padding, the attention mask and the mean over real tokens must agree."""
  texts = ["query: who wrote hamlet?", "passage: Paris\nParis is the capital of France.", "a"]
  got = dense.BertEncoder(encoder_dir).embed(texts)
  want = hf_bert_embeddings(encoder_dir, texts)
  assert got.shape == want.shape == (3, 32)
  np.testing.assert_allclose(got, want, atol=2e-5)
  np.testing.assert_allclose(np.linalg.norm(got, axis=1), 1.0, atol=1e-5)
  assert np.abs(got[0] - got[1]).max() > 1e-2   # real tokens, not a vocabulary of [UNK]s


def test_top_k_is_the_exact_inner_product_ranking_across_chunks():
  rng = np.random.default_rng(0)
  emb, q = rng.normal(size=(50, 8)).astype(np.float32), rng.normal(size=(3, 8)).astype(np.float32)
  emb[7] = emb[3]   # a tie: corpus order decides
  scores, idx = dense.top_k(emb, q, 5, chunk=6)
  full = q @ emb.T
  for r in range(3):
    want = sorted(range(50), key=lambda i: (-full[r, i], i))[:5]
    assert list(idx[r]) == want
    np.testing.assert_allclose(scores[r], full[r, want], rtol=1e-6)
  assert dense.top_k(emb[:2], q, 5)[1].shape == (3, 2)


def test_equal_scores_rank_by_corpus_order_at_the_cut_and_across_chunks():
  scores = np.array([1, 3, 3, 2, 3, 1, 3, 0, 2, 3, 1, 1], np.float32)
  emb, q = np.stack([scores, np.zeros_like(scores)], axis=1), np.array([[1.0, 0.0]], np.float32)
  assert dense.top_k(emb, q, 3, chunk=8)[1].tolist() == [[1, 2, 4]]          # four 3s in the first chunk
  assert dense.top_k(emb, q, 6, chunk=4)[1].tolist() == [[1, 2, 4, 6, 9, 3]]  # then the first of the 2s
  rng = np.random.default_rng(0)
  for _ in range(300):
    n, k, chunk = (int(x) for x in rng.integers(1, [40, 10, 20]))
    scores = rng.integers(0, 4, size=n).astype(np.float32)
    emb = np.stack([scores, np.zeros_like(scores)], axis=1)
    got_scores, got = dense.top_k(emb, q, k, chunk=chunk)
    want = sorted(range(n), key=lambda i: (-scores[i], i))[:k]
    assert got.tolist() == [want] and got_scores.tolist() == [scores[want].tolist()], (n, k, chunk)


def test_retriever_ranks_by_e5_prefixed_embeddings_and_caches_them(encoder_dir, tmp_path, monkeypatch):
  corpus = write_corpus(tmp_path / "corpus.jsonl")
  cache = tmp_path / "cache"
  retriever = dense.DenseRetriever(corpus, encoder_dir, str(cache))
  queries = ["who wrote hamlet?", "what river is in egypt?"]
  hits = retriever.retrieve(queries, 3)
  p = hf_bert_embeddings(encoder_dir, ["passage: " + t for t in PASSAGES])
  q = hf_bert_embeddings(encoder_dir, ["query: " + t for t in queries])
  for row, qv in zip(hits, q):
    want = np.argsort(-(p @ qv), kind="stable")[:3]
    assert [h.id for h in row] == [str(i) for i in want]
    np.testing.assert_allclose([h.score for h in row], (p @ qv)[want], atol=5e-5)
  assert hits[0][0].contents == PASSAGES[int(hits[0][0].id)]
  assert os.listdir(cache) == [os.path.basename(retriever.cache_path)]
  # A second retriever reads the cache: the passages are not encoded again (only the queries are).
  calls = []
  original = dense.BertEncoder.embed
  monkeypatch.setattr(dense.BertEncoder, "embed", lambda self, texts: calls.append(len(texts)) or original(self, texts))
  again = dense.DenseRetriever(corpus, encoder_dir, str(cache))
  assert again.retrieve(queries, 3) == hits and calls == [2]
  # Another corpus, or another encoder, is another cache entry.
  other = dense.DenseRetriever(write_corpus(tmp_path / "other.jsonl", PASSAGES[:4]), encoder_dir, str(cache))
  assert other.cache_path != retriever.cache_path and other.embeddings.shape == (4, 32)
  second = write_tiny_bert(str(tmp_path / "bert2"), seed=1)
  assert dense.DenseRetriever(corpus, second, str(cache)).cache_path not in (retriever.cache_path, other.cache_path)
  assert len(os.listdir(cache)) == 3


def test_settings_select_the_dense_retriever(encoder_dir, tmp_path):
  write_corpus(tmp_path / "corpus.jsonl")     # <data_dir>/corpus.jsonl: the default corpus
  settings = Settings(data_dir=str(tmp_path), retriever="dense", encoder=encoder_dir, index_dir=str(tmp_path / "c"))
  retriever = make_retriever(settings, str(tmp_path))
  assert isinstance(retriever, dense.DenseRetriever) and len(retriever.passages) == len(PASSAGES)
  assert type(make_retriever(Settings(data_dir=str(tmp_path), retriever="bm25", index_dir=str(tmp_path / "b")),
                             str(tmp_path))).__name__ == "BM25Retriever"
