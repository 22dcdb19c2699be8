"""Retrieval backends of the `<search>` action, both batched over queries (one call per turn of a pool).

* `BM25Retriever`: bm25s over a passage corpus in Search-R1's JSONL format (one `{"id", "contents"}` per
  line, `contents` = title on the first line, text after it), with Lucene's BM25 (k1 0.9, b 0.4: Search-R1's
  BM25 retriever is pyserini's Lucene index), lower-cased word tokens minus Lucene's English stop words,
  Porter-stemmed. The index is built once and cached on disk, keyed by the corpus file (path, size,
  modification time) and these settings.
* `HTTPRetriever`: a client of Search-R1's retrieval server (`search_r1/search/retrieval_server.py`:
  `POST /retrieve` with `{"queries": [...], "topk": k, "return_scores": true}` answering
  `{"result": [[{"document": {"id", "contents"}, "score"}, ...], ...]}`), so the e5 / wiki-18 dense index
  can serve training at scale. Queries go in batches; timeouts, dropped connections, 5xx / 429 answers and
  malformed bodies are retried with exponential backoff a bounded number of times, 4xx answers are not.

`format_passages` renders hits as Search-R1 does: `Doc {i}(Title: {title}) {text}` per line.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
import os
from typing import Any, Optional, Sequence

import numpy as np

from mcgpo_jax import httpjson

K1, B = 0.9, 0.4
TOKEN_PATTERN = r"(?u)\b\w+\b"
LUCENE_STOPWORDS = (
    "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it", "no",
    "not", "of", "on", "or", "such", "that", "the", "their", "then", "there", "these", "they", "this",
    "to", "was", "will", "with")
INDEX_VERSION = "bm25s-lucene-porter-v1"   # part of the cache key: bump when tokenisation changes


@dataclasses.dataclass(frozen=True)
class Passage:
  id: str
  contents: str   # Search-R1 format: title on the first line, then the text
  score: float = 0.0

  @property
  def title(self) -> str:
    return self.contents.split("\n", 1)[0]

  @property
  def text(self) -> str:
    return self.contents.split("\n", 1)[1] if "\n" in self.contents else ""


def format_passages(hits: Sequence[Passage]) -> str:
  """Search-R1's `_passages2string`."""
  return "".join(f"Doc {i + 1}(Title: {p.title}) {p.text}\n" for i, p in enumerate(hits))


def load_corpus(path: str) -> list[Passage]:
  """A Search-R1 JSONL corpus; a line without "contents" is an error naming the line."""
  passages = []
  with open(path, encoding="utf-8") as f:
    for n, line in enumerate(f, start=1):
      if not line.strip():
        continue
      try:
        row = json.loads(line)
        passages.append(Passage(str(row.get("id", n - 1)), row["contents"]))
      except (json.JSONDecodeError, KeyError, TypeError) as e:
        raise ValueError(f"{path}:{n}: not a Search-R1 corpus line ({{\"id\", \"contents\"}}): {e}") from e
  if not passages:
    raise ValueError(f"{path}: the corpus is empty")
  return passages


class BM25Retriever:
  """bm25s over a JSONL corpus, the index cached under `index_dir` (default: beside the run's caches)."""

  def __init__(self, corpus_path: str, index_dir: Optional[str] = None, k1: float = K1, b: float = B):
    import bm25s
    import Stemmer
    self._bm25s = bm25s
    self._stemmer = Stemmer.Stemmer("porter")
    self.passages = load_corpus(corpus_path)
    stat = os.stat(corpus_path)
    key = json.dumps([os.path.abspath(corpus_path), stat.st_size, stat.st_mtime_ns, k1, b, INDEX_VERSION])
    self.index_path = os.path.join(index_dir or default_cache_dir("bm25"), hashlib.sha256(key.encode()).hexdigest()[:16])
    if os.path.isfile(os.path.join(self.index_path, "params.index.json")):
      self._index = bm25s.BM25.load(self.index_path, show_progress=False)
    else:
      self._index = bm25s.BM25(k1=k1, b=b, method="lucene")
      self._index.index(self.tokenize([p.contents for p in self.passages]), show_progress=False)
      tmp = f"{self.index_path}.tmp{os.getpid()}"
      self._index.save(tmp, show_progress=False)
      os.makedirs(os.path.dirname(self.index_path), exist_ok=True)
      try:
        os.replace(tmp, self.index_path)   # atomic: concurrent builders (env workers) never see half an index
      except OSError:   # another process won the race: its index is the same
        pass

  def tokenize(self, texts: Sequence[str]) -> list[list[str]]:
    return self._bm25s.tokenize(list(texts), lower=True, token_pattern=TOKEN_PATTERN,
                                stopwords=list(LUCENE_STOPWORDS), stemmer=self._stemmer, return_ids=False,
                                show_progress=False)

  def retrieve(self, queries: Sequence[str], topk: int) -> list[list[Passage]]:
    """The top-k passages of each query, best first; ties by corpus order; only passages sharing a term."""
    out = []
    for terms in self.tokenize(queries):
      # Porter stems a lone "s" (of "fox's") to "": bm25s keeps "" in its vocabulary but not in its score
      # matrix, so it is dropped here, as the index dropped it from the passages.
      terms = [t for t in terms if t and t in self._index.vocab_dict]
      if not terms:
        out.append([])
        continue
      scores = self._index.get_scores(terms)
      hits = np.flatnonzero(scores > 0)
      order = hits[np.argsort(-scores[hits], kind="stable")][:topk]
      out.append([dataclasses.replace(self.passages[i], score=float(scores[i])) for i in order])
    return out


class RetrieverError(RuntimeError):
  """The retrieval server failed for good (after the retries, or with an error retrying cannot fix)."""


class HTTPRetriever:
  """Client of Search-R1's `POST /retrieve`; `url` is the server (".../retrieve" appended when missing)."""

  def __init__(self, url: str, timeout_s: float = 30.0, max_retries: int = 3, backoff_s: float = 0.5,
               max_backoff_s: float = 8.0, batch_size: int = 512):
    if max_retries < 0 or batch_size < 1 or timeout_s <= 0:
      raise ValueError(f"HTTPRetriever: timeout_s={timeout_s} must be > 0, max_retries={max_retries} >= 0, "
                       f"batch_size={batch_size} >= 1")
    url = url.rstrip("/")
    self.url = url if url.endswith("/retrieve") else url + "/retrieve"
    self.timeout_s, self.max_retries, self.batch_size = timeout_s, max_retries, batch_size
    self.backoff_s, self.max_backoff_s = backoff_s, max_backoff_s

  def retrieve(self, queries: Sequence[str], topk: int) -> list[list[Passage]]:
    out: list[list[Passage]] = []
    for start in range(0, len(queries), self.batch_size):
      out.extend(self._batch(list(queries[start:start + self.batch_size]), topk))
    return out

  def _batch(self, queries: list[str], topk: int) -> list[list[Passage]]:
    body = {"queries": queries, "topk": topk, "return_scores": True}
    try:
      return httpjson.with_retries(lambda _: self._parse(self._post(body), len(queries)), self.max_retries,
                                   self.backoff_s, self.max_backoff_s)
    except httpjson.GaveUp as e:
      raise RetrieverError(f"{self.url}: {len(queries)} queries {e}") from e

  def _post(self, body: dict) -> Any:
    try:
      return httpjson.post_json(self.url, body, self.timeout_s)
    except httpjson.StatusError as e:
      raise RetrieverError(f"{self.url}: HTTP {e.code} (the request is wrong; not retried)") from e

  @staticmethod
  def _parse(body: Any, n: int) -> list[list[Passage]]:
    """{"result": [[hit, ...] per query]}; a hit is {"document": {...}, "score"} (return_scores) or the
    document itself. A wrong shape is retryable: a proxy or a half-started server can answer one."""
    result = body.get("result") if isinstance(body, dict) else None
    if not isinstance(result, list) or len(result) != n:
      raise httpjson.Retryable(f"expected {{'result': [{n} hit lists]}}, got {str(body)[:200]!r}")
    out = []
    try:
      for hits in result:
        row = []
        for hit in hits:
          doc = hit.get("document", hit)
          row.append(Passage(str(doc.get("id", "")), str(doc["contents"]), float(hit.get("score", 0.0))))
        out.append(row)
    except (AttributeError, KeyError, TypeError, ValueError) as e:
      raise httpjson.Retryable(f"malformed hit ({e!r}) in {str(body)[:200]!r}") from e
    return out


def default_cache_dir(name: str) -> str:
  """$MCGPO_CACHE/<name> (default ~/.cache/mcgpo_jax/<name>): indexes and the generated bundle."""
  root = os.environ.get("MCGPO_CACHE") or os.path.join(os.path.expanduser("~"), ".cache", "mcgpo_jax")
  return os.path.join(root, name)
