"""SearchQA retrieval backends: the embedded bm25s index against a brute-force Lucene BM25 on a small
corpus (scores, ranking, ties, the on-disk cache), and the HTTP client of Search-R1's `/retrieve` against a
local fake server (batching, payload, timeouts, 5xx, malformed JSON, wrong shapes, 4xx)."""
import http.server
import json
import math
import threading
import time

import pytest

from mcgpo_jax.envs.searchqa.retrieval import (BM25Retriever, HTTPRetriever, Passage, RetrieverError,
                                               format_passages)

DOCS = [
    "\"Red fox\"\nThe red fox runs through the forest at night.",
    "\"Forest\"\nA forest is a large area dominated by trees; foxes and deer live in forests.",
    "\"Deer\"\nDeer are ruminant mammals. A deer runs fast.",
    "\"River\"\nThe river flows past the old mill and the forest.",
    "\"Mill\"\nAn old mill grinds grain by the river.",
    "\"Fox hunting\"\nFox hunting with hounds was banned; the red fox survived.",
    "\"Twin A\"\nIdentical twin passage about quartz.",
    "\"Twin B\"\nIdentical twin passage about quartz.",
]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
  path = tmp_path_factory.mktemp("corpus") / "corpus.jsonl"
  path.write_text("".join(json.dumps({"id": f"d{i}", "contents": c}) + "\n" for i, c in enumerate(DOCS)))
  return str(path)


def brute_force_bm25(docs_tokens, query_tokens, k1=0.9, b=0.4):
  """Lucene's BM25 (no (k1 + 1) numerator factor), written out term by term."""
  n = len(docs_tokens)
  avgdl = sum(len(d) for d in docs_tokens) / n
  scores = []
  for d in docs_tokens:
    s = 0.0
    for term in set(query_tokens):
      df = sum(term in doc for doc in docs_tokens)
      if df == 0:
        continue
      idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
      tf = d.count(term)
      s += idf * tf / (tf + k1 * (1 - b + b * len(d) / avgdl))
    scores.append(s)
  return scores


def test_tokenizer_lowercases_drops_lucene_stopwords_and_stems(corpus, tmp_path):
  r = BM25Retriever(corpus, str(tmp_path))
  assert r.tokenize(["The Foxes were Running into forests"]) == [["fox", "were", "run", "forest"]]


@pytest.mark.parametrize("query", ["red fox", "forest river mill", "deer runs", "quartz twin", "hounds banned"])
def test_bm25s_matches_brute_force_bm25_scores_and_ranking(corpus, tmp_path, query):
  r = BM25Retriever(corpus, str(tmp_path))
  docs_tokens = r.tokenize(DOCS)
  expected = brute_force_bm25(docs_tokens, r.tokenize([query])[0])
  hits = r.retrieve([query], topk=len(DOCS))[0]
  # Only passages sharing a term, best first, ties in corpus order (stable).
  want = sorted((i for i, s in enumerate(expected) if s > 0), key=lambda i: (-round(expected[i], 9), i))
  assert [h.id for h in hits] == [f"d{i}" for i in want]
  for h in hits:
    assert h.score == pytest.approx(expected[int(h.id[1:])], rel=1e-5)


def test_topk_ties_and_no_match(corpus, tmp_path):
  r = BM25Retriever(corpus, str(tmp_path))
  twin = r.retrieve(["quartz"], topk=1)[0]
  assert [h.id for h in twin] == ["d6"]   # equal scores: the earlier passage
  assert r.retrieve(["zebra", "the of"], topk=3) == [[], []]


def test_a_query_word_the_stemmer_empties_is_dropped(tmp_path):
  # Porter stems the "s" of "fox's" to "", which bm25s keeps in its vocabulary but not in its score matrix:
  # looked up, it raised "The maximum token ID in the query ... is higher than the number of tokens in the
  # index" (the SearchQA quickstart's seed 1 stopped on it at update 7).
  path = tmp_path / "corpus.jsonl"
  docs = ["The fox's den is under the old mill.", "The river's bend."]
  path.write_text("".join(json.dumps({"id": f"d{i}", "contents": c}) + "\n" for i, c in enumerate(docs)))
  r = BM25Retriever(str(path), str(tmp_path / "index"))
  assert "" in r.tokenize(["fox's"])[0] and "" in r._index.vocab_dict
  assert r.retrieve(["fox's den", "'s"], topk=2) == [r.retrieve(["fox den"], topk=2)[0], []]
  assert [h.id for h in r.retrieve(["fox's den"], topk=2)[0]] == ["d0"]


def test_index_is_cached_on_disk_and_reloaded(corpus, tmp_path):
  first = BM25Retriever(corpus, str(tmp_path))
  stamp = (tmp_path / first.index_path.rsplit("/", 1)[1] / "params.index.json").stat().st_mtime_ns
  second = BM25Retriever(corpus, str(tmp_path))
  assert second.index_path == first.index_path
  assert (tmp_path / first.index_path.rsplit("/", 1)[1] / "params.index.json").stat().st_mtime_ns == stamp
  assert second.retrieve(["red fox"], 3) == first.retrieve(["red fox"], 3)


def test_passages_render_as_search_r1():
  hits = [Passage("1", "\"Red fox\"\nThe red fox."), Passage("2", "No title line")]
  assert format_passages(hits) == "Doc 1(Title: \"Red fox\") The red fox.\nDoc 2(Title: No title line) \n"


# --- HTTP client against a fake Search-R1 retrieval server ---------------------------------------------------

class FakeRetrievalServer:
  """Answers POST /retrieve from a script of behaviours (one per request, the last repeats): "ok", "500",
  "400", "malformed", "short" (one hit list too few), "slow" (sleeps past the client timeout), "plain"
  (return_scores=False shape). Records every request body."""

  def __init__(self, script):
    self.script, self.bodies = list(script), []
    server = self

    class Handler(http.server.BaseHTTPRequestHandler):
      def log_message(self, *args):
        pass

      def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        server.bodies.append((self.path, body))
        behaviour = server.script[min(len(server.bodies) - 1, len(server.script) - 1)]
        if behaviour in ("500", "400"):
          self.send_response(int(behaviour))
          self.end_headers()
          return
        if behaviour == "slow":
          time.sleep(0.6)
        hits = [[{"document": {"id": f"{q}-{j}", "contents": f"\"{q}\"\npassage {j} about {q}"}, "score": 1.0 / (j + 1)}
                 for j in range(body["topk"])] for q in body["queries"]]
        if behaviour == "plain":
          hits = [[h["document"] for h in row] for row in hits]
        if behaviour == "short":
          hits = hits[:-1]
        payload = b"{not json" if behaviour == "malformed" else json.dumps({"result": hits}).encode()
        self.send_response(200)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        try:
          self.wfile.write(payload)
        except BrokenPipeError:
          pass

    self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
    threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

  def close(self):
    self.httpd.shutdown()
    self.httpd.server_close()


@pytest.fixture
def server(request):
  s = FakeRetrievalServer(request.param)
  yield s
  s.close()


def _client(url, **kw):
  return HTTPRetriever(url, **{"timeout_s": 0.3, "max_retries": 2, "backoff_s": 0.01, **kw})


@pytest.mark.parametrize("server", [["ok"]], indirect=True)
def test_http_batches_queries_with_search_r1_payload(server):
  out = _client(server.url, batch_size=2).retrieve(["a", "b", "c", "d", "e"], topk=2)
  assert [[p.id for p in row] for row in out] == [[f"{q}-0", f"{q}-1"] for q in "abcde"]
  assert out[0][0].title == "\"a\"" and out[0][1].text == "passage 1 about a" and out[0][1].score == 0.5
  assert [b for _, b in server.bodies] == [{"queries": ["a", "b"], "topk": 2, "return_scores": True},
                                           {"queries": ["c", "d"], "topk": 2, "return_scores": True},
                                           {"queries": ["e"], "topk": 2, "return_scores": True}]
  assert {p for p, _ in server.bodies} == {"/retrieve"}


@pytest.mark.parametrize("server", [["500", "malformed", "short", "ok"]], indirect=True)
def test_http_retries_5xx_malformed_json_and_wrong_shapes(server):
  out = _client(server.url, max_retries=3).retrieve(["q1", "q2"], topk=1)
  assert [[p.id for p in row] for row in out] == [["q1-0"], ["q2-0"]]
  assert len(server.bodies) == 4


@pytest.mark.parametrize("server", [["slow", "plain"]], indirect=True)
def test_http_retries_a_timeout_and_reads_the_plain_document_shape(server):
  out = _client(server.url).retrieve(["x"], topk=1)
  assert out[0][0].contents == "\"x\"\npassage 0 about x" and out[0][0].score == 0.0
  assert len(server.bodies) == 2


@pytest.mark.parametrize("server", [["500"]], indirect=True)
def test_http_gives_up_after_bounded_retries(server):
  with pytest.raises(RetrieverError, match="failed after 3 attempts; last: HTTP 500"):
    _client(server.url).retrieve(["x"], topk=1)
  assert len(server.bodies) == 3


@pytest.mark.parametrize("server", [["slow"]], indirect=True)
def test_http_timeouts_are_bounded_too(server):
  t0 = time.monotonic()
  with pytest.raises(RetrieverError, match="no answer within 0.3 s"):
    _client(server.url, max_retries=1).retrieve(["x"], topk=1)
  assert len(server.bodies) == 2 and time.monotonic() - t0 < 5


@pytest.mark.parametrize("server", [["400", "ok"]], indirect=True)
def test_http_4xx_is_not_retried(server):
  with pytest.raises(RetrieverError, match="HTTP 400"):
    _client(server.url).retrieve(["x"], topk=1)
  assert len(server.bodies) == 1


def test_http_unreachable_server_is_a_clear_error():
  with pytest.raises(RetrieverError, match="connection failed"):
    _client("http://127.0.0.1:9", max_retries=1).retrieve(["x"], topk=1)
