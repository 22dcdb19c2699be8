"""SearchQA: Search-R1's answer normalisation and exact match, the `<search>`/`<answer>` projection under
fuzzing, the environment protocol (rewards, budget, invalid no-ops, contexts as anchors, batched retrieval),
Search-R1 parquet reading, the generated bundle (pinned, answerable), and credit on collected groups."""
import collections
import json
import os
import random
import subprocess
import sys
import time

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from mcgpo_jax.credit import methods
from mcgpo_jax.envs.base import Task
from mcgpo_jax.envs.interface import PromptConfig
from mcgpo_jax.envs.registry import spec
from mcgpo_jax.envs.searchqa import bundle, hooks
from mcgpo_jax.envs.searchqa.answers import exact_match, normalize_answer, parse_action, project
from mcgpo_jax.envs.searchqa.data import load_tasks
from mcgpo_jax.envs.searchqa.env import SearchQAEnv, Settings, make_envs
from mcgpo_jax.envs.searchqa.retrieval import Passage
from mcgpo_jax.rollout.agent import collect
from mcgpo_jax.rollout.engines.base import Generation, SamplingParams
from tests.fakes import ByteTokenizer, FixedEngine
from tests.repo import ROOT


# --- answers -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,normal", [
    ("The Eiffel Tower!", "eiffel tower"),
    ("  A  cat,\tan apple ", "cat apple"),
    ("theater", "theater"),                 # articles only as whole words
    ("U.S.A.", "usa"),
    ("An Apple a day", "apple day"),
    ("Café—Bar", "café—bar"),               # ASCII punctuation only, as Search-R1's string.punctuation
    ("Hello-world's end", "helloworlds end"),
    ("", ""),
])
def test_normalize_answer_golden_cases(text, normal):
  assert normalize_answer(text) == normal


@pytest.mark.parametrize("pred,golden,hit", [
    ("Beijing.", ["beijing"], True),
    ("the 1990s", ["1990s", "nineties"], True),
    ("Paris", ["London", "paris, france"], False),
    ("Paris France", ["paris, france"], True),
    ("Barack Obama", "barack obama", True),
    ("Obama", ["Barack Obama"], False),       # exact, not substring
    ("", ["a"], True),                         # the article alone normalises to "" (Search-R1 agrees)
])
def test_exact_match_golden_cases(pred, golden, hit):
  assert exact_match(pred, golden) is hit


@pytest.mark.parametrize("response,action,valid", [
    ("<think>look it up</think><search> Tavoren Melisk </search>", "<search>Tavoren Melisk</search>", True),
    ("<SEARCH>q</Search>", "<search>q</search>", True),
    ("<answer> Beijing </answer>", "<answer>Beijing</answer>", True),
    ("I think <answer>Two words</answer>\n", "<answer>Two words</answer>", True),
    ("<answer>北京</answer>", "<answer>北京</answer>", True),            # no CJK rule in search_projection
    # The first complete block executes; an extra opening tag marks the step invalid (verl-agent).
    ("<think>I could give <answer> now</think><search>q</search>", "<search>q</search>", False),
    ("<search>a</search><answer>b</answer>", "<search>a</search>", False),     # mixed
    ("<search>a</search><search>b</search>", "<search>a</search>", False),     # repeated
    ("<search><search>a</search></search>", "<search><search>a</search>", False),   # nested: as both references
    ("<answer>x</answer> <search>q</search>", "<answer>x</answer>", False),    # leftmost block (Search-R1)
    # Cut at the first </search> before any </answer>: the answer around it is not complete in the cut text.
    ("<answer>a <search>q</search> b</answer>", "<search>q</search>", False),
    ("<search>a", None, False),                                   # unclosed
    ("a</search>", None, False),                                  # no opening tag
    ("<answer>a</search>", None, False),                          # mismatched
    ("<search>   </search>", None, False),                        # blank
    ("no tags at all", None, False),
    ("</search>x<search>", None, False),                          # reversed
    ("<search >q</search>", None, False),                         # not a tag to either reference
])
def test_projection_cases(response, action, valid):
  assert project(response) == (action, valid)


def test_parse_action_reads_only_one_whole_block():
  assert parse_action("<answer>Lumo</answer>") == ("answer", "Lumo")
  assert parse_action("<search> two words </search>") == ("search", "two words")
  for text in ("<answer>Lumo</answer> and more", "so <answer>Lumo</answer>", "<answer></answer>", "Lumo"):
    assert parse_action(text) is None, text


def test_projection_fuzz_never_crashes_and_follows_the_references():
  """Whatever the response: a projected action is one block that parses back; it is valid exactly when the
  response holds one opening tag; the SGR-OPSD span on the bytes is that block's payload."""
  from mcgpo_jax.envs.searchqa.answers import action_span
  rng = random.Random(0)
  pieces = ["<search>", "</search>", "<answer>", "</answer>", "<SEARCH>", "</Answer>", "<think>", "</think>",
            "<search ", "<information>", " ", "\n", "word", "Paris", "?", "<", ">", "/", "北", "é"]
  counts = collections.Counter()
  for _ in range(5000):
    response = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
    action, valid = project(response)
    opening = response.lower().count("<search>") + response.lower().count("<answer>")
    counts[action is not None, valid] += 1
    if action is None:
      assert not valid and action_span(response.encode()) is None
      continue
    assert valid == (opening == 1)
    kind, payload = parse_action(action)
    assert action == f"<{kind}>{payload}</{kind}>" and payload == payload.strip() and payload
    lo, hi = action_span(response.encode())
    assert response.encode()[lo:hi].decode() == payload
  assert counts[True, True] > 20 and counts[True, False] > 20   # the fuzz reaches both kinds of executed step


# --- environment ---------------------------------------------------------------------------------------------

class CountingRetriever:
  """Returns one passage naming each query; counts calls (batching)."""

  def __init__(self):
    self.calls = []

  def retrieve(self, queries, topk):
    self.calls.append(list(queries))
    return [[Passage(str(i), f"\"{q}\"\n{q} lives in Lumo.") for i in range(topk)] for q in queries]


def _task(question="Where does Ada live?", answers=("Lumo",), hops=("Ada",)):
  return Task("0000000-single_hop", "test", "single_hop",
              {"question": question, "golden_answers": list(answers), "data_source": "single_hop", "id": "q0",
               "hops": list(hops)})


def test_search_then_correct_answer_wins_10():
  env = SearchQAEnv(CountingRetriever(), max_steps=4, topk=1)
  obs, info = env.reset(_task())
  assert obs == "Your question: Where does Ada live?\n" and info["state"] == {"exact": obs}
  assert info["task"] == "Where does Ada live?" and info["task_type"] == "single_hop"
  r = env.step("<search>Ada</search>")
  assert (r.reward, r.done, r.info["won"]) == (0.0, False, False)
  assert r.info["action_key"] == "<search>Ada</search>" and r.info["state"] == {"exact": r.observation}
  assert "taken 1 step(s)" in r.observation
  assert r.observation.endswith(   # verl-agent's SearchMemory: "Step {k}:{action} {observation}\n"
      "History:\nStep 1:<search>Ada</search> \n<information>Doc 1(Title: \"Ada\") Ada lives in Lumo.\n</information>"
      "\n\n\n")
  r = env.step("<answer>the lumo</answer>")
  assert (r.reward, r.done, r.info["won"], r.info["score"]) == (10.0, True, True, 1.0)


def test_wrong_answer_ends_with_zero_and_budget_ends_unanswered():
  env = SearchQAEnv(CountingRetriever(), max_steps=2, topk=1)
  env.reset(_task())
  r = env.step("<answer>Paris</answer>")
  assert (r.reward, r.done, r.info["won"], r.info["score"]) == (0.0, True, False, 0.0)
  env.reset(_task())
  assert not env.step("<search>Ada</search>").done
  r = env.step("<search>Ada again</search>")
  assert r.done and r.reward == 0.0 and not r.info["won"]


def test_invalid_action_is_a_recorded_no_op():
  retriever = CountingRetriever()
  env = SearchQAEnv(retriever, max_steps=4, topk=1)
  env.reset(_task())
  for bad in ["", "search Ada", "<search>Ada", "<search></search>", "<search>a</search><answer>b</answer>"]:
    before = len(env.interactions)
    r = env.step(bad)
    assert r.reward == 0.0 and "action_key" not in r.info
    assert len(env.interactions) == before + 1
    if r.done:
      break
  assert retriever.calls == [] and r.done   # four invalid steps used the budget, nothing was searched
  assert "Invalid action: nothing was searched" in r.observation and "taken 4 step(s)" in r.observation


def test_contexts_separate_query_histories_even_with_the_same_passages():
  """Anchors / SGR-OPSD nodes are exact contexts: another query retrieving the same passage is another node,
  and a step that was invalid changes the interaction count."""
  class Same(CountingRetriever):
    def retrieve(self, queries, topk):
      return [[Passage("7", "\"Ada\"\nAda lives in Lumo.")] for _ in queries]
  a, b, c = (SearchQAEnv(Same(), 4, 1) for _ in range(3))
  for env in (a, b, c):
    env.reset(_task())
  ra, rb = a.step("<search>Ada</search>"), b.step("<search>Ada Lovelace</search>")
  assert ra.observation != rb.observation
  c.step("junk")
  assert c.step("<search>Ada</search>").observation != ra.observation


def test_history_window_keeps_the_last_interactions_and_the_count():
  env = SearchQAEnv(CountingRetriever(), max_steps=4, topk=1, history_length=2)
  env.reset(_task())
  for q in ("one", "two", "three"):
    r = env.step(f"<search>{q}</search>")
  assert "taken 3 step(s)" in r.observation
  assert "<search>one</search>" not in r.observation
  assert "Step 2:<search>two</search> \n" in r.observation and "\n\nStep 3:<search>three</search> \n" in r.observation


def test_step_batch_sends_every_search_in_one_retrieval_call():
  retriever = CountingRetriever()
  envs = [SearchQAEnv(retriever, 4, 1) for _ in range(4)]
  for env in envs:
    env.reset(_task())
  results = SearchQAEnv.step_batch(envs, ["<search>a</search>", "<answer>Lumo</answer>", "bad", "<search>b</search>"])
  assert retriever.calls == [["a", "b"]]
  assert [r.reward for r in results] == [0.0, 10.0, 0.0, 0.0]
  assert "a lives in Lumo" in results[0].observation and "b lives in Lumo" in results[3].observation


def test_the_in_process_pool_steps_a_turn_with_one_retrieval_call():
  from mcgpo_jax.rollout.env_pool import InProcessPool
  retriever = CountingRetriever()
  pool = InProcessPool([SearchQAEnv(retriever, 4, 1) for _ in range(3)])
  pool.reset_many([(i, _task()) for i in range(3)])
  results = pool.step_many([(2, "<search>c</search>"), (0, "<search>a</search>"), (1, "<answer>x</answer>")])
  assert retriever.calls == [["c", "a"]]
  assert "c lives in Lumo" in results[0].observation and results[2].done


def test_prompt_wraps_the_context_in_the_search_template():
  env = SearchQAEnv(CountingRetriever(), 4, 1)
  obs, _ = env.reset(_task())
  think = spec("searchqa").build_prompt(PromptConfig("searchqa"), "ignored", obs, [], [])
  assert think.startswith("\nYou are an expert agent tasked with answering the given question step-by-step.\n"
                          "Your question: Where does Ada live?\n")
  assert "MUST be enclosed within <think> </think> tags" in think and think.endswith("<answer>Beijing</answer>.\n")
  only = spec("searchqa").build_prompt(PromptConfig("searchqa", action_only=True), "ignored", obs, [], [])
  assert "<think>" not in only and "exactly one of the following actions" in only


def test_expert_searches_each_hop_then_answers():
  env = SearchQAEnv(CountingRetriever(), 4, 1)
  env.reset(_task(hops=("Ada", "Lumo")))
  assert env.expert_action() == "<search>Ada</search>"
  env.step("<search>Ada</search>")
  env.step("junk")                         # an invalid step does not count as a hop
  assert env.expert_action() == "<search>Lumo</search>"
  env.step("<search>Lumo</search>")
  assert env.expert_action() == "<answer>Lumo</answer>"


def test_settings_round_trip_and_config_validation():
  s = Settings(data_dir="/d", retriever_url="http://h:1", topk=5, history_length=4)
  assert Settings.parse(s.encode()) == s and Settings.parse("/data") == Settings(data_dir="/data")
  from configs import searchqa
  cfg = searchqa.get_config("smoke")
  assert json.loads(hooks.env_data(cfg))["topk"] == 2
  cfg.searchqa.topk = 0
  with pytest.raises(ValueError, match="config.searchqa.topk=0"):
    hooks.validate(cfg)
  cfg.searchqa.topk, cfg.algorithm = 3, "mcgpo"
  hooks.validate(cfg)   # the env's own checks pass; the config check refuses a method needing a rubric
  from mcgpo_jax import config as config_lib
  with pytest.raises(config_lib.ConfigError,
                     match=r"^config.algorithm='mcgpo' needs the environment's rubric \(EnvSpec.rubric\), which "
                           r"config.env='searchqa' does not have; choose one of ") as e:
    config_lib.validate_config(cfg)
  usable = str(e.value).split("choose one of ")[1].split(", ")
  assert {"grpo", "graphgpo", "sgr_opsd"} <= set(usable) and "mcgpo" not in usable


def test_config_section_holds_the_settings_fields_with_their_defaults():
  from configs import searchqa
  cfg = searchqa.get_config("quickstart")
  assert cfg.searchqa.to_dict() == {"data_dir": None, "use_bundle": True, "corpus": None, "retriever_url": "",
                                    "retriever": "", "encoder": None, "topk": 3, "index_dir": None,
                                    "timeout_s": 30.0, "max_retries": 3}
  assert cfg.searchqa.get_type("data_dir") is str and cfg.searchqa.get_type("timeout_s") is float
  assert json.loads(hooks.env_data(cfg)) == dict(cfg.searchqa.to_dict(), history_length=4)
  with cfg.searchqa.unlocked():
    cfg.searchqa.bogus = 1
  with pytest.raises(ValueError, match=r"config.searchqa has unknown fields \['bogus'\]"):
    hooks.validate(cfg)


# --- data ----------------------------------------------------------------------------------------------------

def test_reads_search_r1_parquet_with_both_answer_fields_and_interleaves_sources(tmp_path):
  rows = [
      {"id": "train_0", "question": "who wrote hamlet", "golden_answers": ["Shakespeare"], "data_source": "nq"},
      {"id": "train_1", "question": "capital of France?", "golden_answers": ["Paris"], "data_source": "nq"},
      {"id": "train_2", "question": "Which river?", "golden_answers": ["Nile", "the Nile"], "data_source": "hotpotqa"},
  ]
  pq.write_table(pa.Table.from_pylist(rows), tmp_path / "train.parquet")
  old = [{"question": "what is 2+2", "data_source": "bamboogle",
          "reward_model": {"style": "rule", "ground_truth": {"target": ["4", "four"]}}}]
  pq.write_table(pa.Table.from_pylist(old), tmp_path / "test.parquet")
  tasks = load_tasks(str(tmp_path))
  train = tasks.split("train")
  assert [t.payload["question"] for t in train] == ["who wrote hamlet?", "capital of France?", "Which river?"]
  assert sorted(t.task_id for t in train) == ["0000000-hotpotqa", "0000000-nq", "0000001-nq"]
  assert [t.task_type for t in train] == ["nq", "nq", "hotpotqa"]
  assert tasks.split("test")[0].payload["golden_answers"] == ["4", "four"]


def test_a_row_without_answers_is_an_error_naming_it(tmp_path):
  (tmp_path / "test.jsonl").write_text(json.dumps({"question": "q", "data_source": "nq"}) + "\n")
  with pytest.raises(ValueError, match="test.jsonl row 0: no gold answers"):
    load_tasks(str(tmp_path))


# --- the generated bundle --------------------------------------------------------------------------------------

def test_bundle_is_deterministic_and_pinned():
  b = bundle.generate()
  assert (len(b["corpus"]), len(b["train"]), len(b["test"])) == (2860, 480, 120)
  assert bundle.digest(b) == "5bf224e4a5a75875b907929a1aff126598951989f6bca844e93bbcd6efd74ada"


def test_every_bundle_answer_is_stated_in_its_last_hop_passage_and_questions_are_disjoint():
  b = bundle.generate()
  by_title = {row["contents"].split("\n", 1)[0].strip('"'): row["contents"] for row in b["corpus"]}
  assert len(by_title) == len(b["corpus"])   # titles are unique
  for q in b["train"] + b["test"]:
    assert all(h in by_title for h in q["hops"])
    assert q["golden_answers"][0] in by_title[q["hops"][-1]]
    if len(q["hops"]) == 2:   # the bridge entity is named in the first passage, not in the question
      assert q["hops"][1] in by_title[q["hops"][0]] and q["hops"][1] not in q["question"]
  assert not {q["question"] for q in b["train"]} & {q["question"] for q in b["test"]}


def test_the_expert_answers_every_bundle_question_through_bm25(tmp_path, monkeypatch):
  monkeypatch.setenv("MCGPO_CACHE", str(tmp_path))
  envs, tasks = make_envs(1, 4)
  env, won = envs[0], 0
  for task in tasks.tasks:
    env.reset(task)
    for _ in range(4):
      r = env.step(env.expert_action())
      if r.done:
        break
    won += r.info["won"]
  assert won == len(tasks.tasks) == 600
  assert sorted({t.task_type for t in tasks.split("test")}) == ["single_hop", "two_hop"]


# --- credit on collected groups --------------------------------------------------------------------------------

class Scripted:
  """Siblings pick among a search for the question's entity, a junk search, the gold answer and an invalid
  response, from (seed, prompt, position among identical prompts)."""

  def generate(self, prompts, sampling, seed, row_ids=None):
    out, seen = [], {}
    for ids in prompts:
      text = bytes(ids).decode()
      k = seen[text] = seen.get(text, -1) + 1
      rng = random.Random(f"{seed}:{text}:{k}")
      response = rng.choice(["<search>Ada</search>", "<search>junk</search>", "<answer>Lumo</answer>", "oops"])
      out.append(Generation(ids=list(response.encode()), logprobs=[-0.5] * len(response.encode())))
    return out


@pytest.mark.parametrize("algorithm", ["grpo", "gigpo", "graphgpo", "g2po", "sgr_opsd"])
def test_estimators_run_on_searchqa_groups_keyed_by_exact_contexts(algorithm):
  envs = [SearchQAEnv(CountingRetriever(), 4, 1) for _ in range(8)]
  rollout = collect(envs, [_task(), _task("Where is Bob?", ("Kel",), ("Bob",))], 4, Scripted(), ByteTokenizer(),
                    PromptConfig("searchqa", action_only=True), SamplingParams(max_new_tokens=32), seed=3, max_steps=4)
  steps = [s for g in rollout.groups for t in g.trajectories for s in t.steps]
  assert all(s.obs == s.state["exact"] for s in steps)          # anchor = node = exact formatted context
  assert {s.action for s in steps} <= {"<search>Ada</search>", "<search>junk</search>", "<answer>Lumo</answer>",
                                       "<invalid>"}
  for g in rollout.groups:
    assert len({t.steps[0].obs for t in g.trajectories}) == 1  # siblings start from one context
  cfg = {"sgr_opsd": {"ablation": "no_teacher"}} if algorithm == "sgr_opsd" else {}
  credit = methods.compute_credit(algorithm, rollout.groups, cfg, horizon=4, group_size=4)
  adv = np.asarray(credit.advantages)
  assert adv.shape == (2, 4, 4) and np.all(np.isfinite(adv))
  mask = np.asarray(credit.batch.mask)
  assert np.all(adv[~mask] == 0)
  won = [t.success for g in rollout.groups for t in g.trajectories]
  assert 0 < sum(won) < len(won)   # the script mixes wins and losses, so advantages are informative
  assert np.any(adv[mask] != 0)


def test_a_malformed_extra_tag_marks_the_step_invalid_but_its_search_executes():
  """verl-agent's search_projection and Search-R1 both execute the search of
  `<think>I could give <answer> now</think><search>q</search>`; verl-agent flags the step invalid."""
  retriever = CountingRetriever()
  rollout = collect([SearchQAEnv(retriever, 4, 1)], [_task()], 1,
                    FixedEngine("<think>I could give <answer> now</think><search>Ada</search>"), ByteTokenizer(),
                    PromptConfig("searchqa", action_only=True), SamplingParams(max_new_tokens=64), seed=0,
                    max_steps=2)
  steps = rollout.groups[0].trajectories[0].steps
  assert [(s.valid, s.executed, s.action) for s in steps] == [(False, "<search>Ada</search>", "<invalid>")] * 2
  assert retriever.calls == [["Ada"], ["Ada"]]
  assert "Step 1:<search>Ada</search> \n<information>Doc 1(Title: \"Ada\")" in steps[1].obs


# --- SGR-OPSD teacher span -----------------------------------------------------------------------------------

def test_teacher_scores_the_executed_payload_tokens_only():
  from mcgpo_jax.credit.teacher import action_token_mask
  from mcgpo_jax.envs.searchqa.answers import action_span
  tokens = [b"<think>x</think>", b"<sea", b"rch> Ad", b"a Love", b"lace </search>", b"<|im_end|>"]
  assert action_span(b"".join(tokens)) == (len(b"<think>x</think><search> "), len(b"<think>x</think><search> Ada Lovelace"))
  assert action_token_mask(tokens, action_span).tolist() == [False, False, True, True, True, False]
  mixed = [b"<search>a</search>", b"<answer>b</answer>"]   # invalid, but its first block executes: scored
  assert action_token_mask(mixed, action_span).tolist() == [True, False]
  assert not action_token_mask([b"<search>a"], action_span).any()   # executes nothing: unscoreable
  assert not action_token_mask([b"<action>go</action>"], action_span).any()
  assert action_token_mask([b"<action>", b"go", b"</action>"]).tolist() == [False, True, False]   # default rule


# --- configs -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("variant,model", [("sgr-opsd-qwen2.5-3b", "Qwen/Qwen2.5-3B-Instruct"),
                                           ("sgr-opsd-qwen2.5-7b", "Qwen/Qwen2.5-7B-Instruct")])
def test_paper_variants_follow_sgr_opsd_appendix(variant, model, tmp_path):
  from configs import searchqa
  from mcgpo_jax.config import ConfigError, validate_config
  cfg = searchqa.get_config(variant)
  assert (cfg.algorithm, cfg.env, cfg.model.expected) == ("sgr_opsd", "searchqa", model)
  assert (cfg.groups, cfg.group_size, cfg.num_updates, cfg.max_steps, cfg.history_length) == (128, 8, 150, 4, 4)
  assert (cfg.learn.kl_coef, cfg.learn.learning_rate, cfg.eval_temperature) == (0.001, 1e-6, 0.0)
  assert (cfg.eval_every, cfg.eval_tasks, cfg.valid_split) == (5, 3125, "test")
  (tmp_path / "test.jsonl").write_text('{"question": "q", "golden_answers": ["a"], "data_source": "nq"}\n')
  cfg.searchqa.data_dir, cfg.searchqa.retriever_url = str(tmp_path), "http://127.0.0.1:8000/retrieve"
  with pytest.raises(ConfigError, match="config.model.path is required"):
    validate_config(cfg)


def test_paper_variants_refuse_the_toy_bundle_and_embedded_bm25_unless_asked(tmp_path):
  """Without data and a retriever a paper variant would train on the invented bundle with BM25: refused,
  each time naming the field, unless config.searchqa.use_bundle opts in (as the quickstart and smoke do)."""
  from configs import searchqa
  from mcgpo_jax.config import ConfigError, validate_config
  cfg = searchqa.get_config("sgr-opsd-qwen2.5-3b")
  cfg.model.path = "Qwen/Qwen2.5-3B-Instruct"
  assert cfg.searchqa.use_bundle is False
  with pytest.raises(ConfigError, match=r"^config.searchqa.data_dir is unset"):
    validate_config(cfg)
  cfg.searchqa.data_dir = str(tmp_path / "missing")
  with pytest.raises(ConfigError, match=r"^config.searchqa.data_dir='.*missing' is not a directory"):
    validate_config(cfg)
  cfg.searchqa.data_dir = str(tmp_path)
  with pytest.raises(ConfigError, match=r"^config.searchqa.data_dir='.*' has no train/test .parquet or .jsonl "):
    validate_config(cfg)
  (tmp_path / "test.jsonl").write_text('{"question": "q", "golden_answers": ["a"], "data_source": "nq"}\n')
  with pytest.raises(ConfigError, match=r"^config.searchqa.retriever_url is unset"):
    validate_config(cfg)
  cfg.searchqa.retriever = "faiss"
  with pytest.raises(ConfigError, match=r"^config.searchqa.retriever='faiss'; choose one of bm25, dense$"):
    validate_config(cfg)
  cfg.searchqa.retriever = "dense"
  with pytest.raises(ConfigError, match=r"^config.searchqa.encoder is unset"):
    validate_config(cfg)
  cfg.searchqa.encoder = "intfloat/e5-base-v2"
  with pytest.raises(ConfigError, match=r"^config.searchqa.corpus is unset and .*corpus.jsonl does not exist"):
    validate_config(cfg)
  (tmp_path / "corpus.jsonl").write_text('{"id": "0", "contents": "A\\nb"}\n')
  validate_config(cfg)
  cfg.searchqa.corpus = str(tmp_path / "missing.jsonl")
  with pytest.raises(ConfigError, match=r"^config.searchqa.corpus='.*missing.jsonl' does not exist"):
    validate_config(cfg)
  cfg.searchqa.corpus = None
  cfg.searchqa.retriever_url = "http://h:1"
  with pytest.raises(ConfigError, match=r"^config.searchqa.retriever_url and config.searchqa.retriever='dense'"):
    validate_config(cfg)
  cfg = searchqa.get_config("sgr-opsd-qwen2.5-3b")
  cfg.model.path, cfg.searchqa.use_bundle = "Qwen/Qwen2.5-3B-Instruct", True
  validate_config(cfg)    # explicitly the toy: the bundle with embedded BM25
  cfg.searchqa.data_dir = str(tmp_path)
  with pytest.raises(ConfigError, match=r"^config.searchqa.use_bundle=True and config.searchqa.data_dir="):
    validate_config(cfg)
  for variant in ("quickstart", "smoke"):
    assert searchqa.get_config(variant).searchqa.use_bundle is True


def test_a_paper_variant_without_data_exits_2_in_seconds_before_writing_its_run_dir(tmp_path):
  run_dir = tmp_path / "run"
  t0 = time.perf_counter()
  proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch", "train.py"),
                         "--config=configs/searchqa.py:sgr-opsd-qwen2.5-7b", "--config.model.path=Qwen/Qwen2.5-7B-Instruct",
                         f"--config.run_dir={run_dir}"], cwd=ROOT, env=dict(os.environ, JAX_PLATFORMS="cpu"),
                        capture_output=True, text=True, timeout=300)
  elapsed = time.perf_counter() - t0
  assert proc.returncode == 2, proc.stderr
  lines = proc.stderr.strip().splitlines()
  assert len(lines) == 1 and "config.searchqa.data_dir is unset" in lines[0], proc.stderr
  assert not run_dir.exists()
  assert elapsed < 60, elapsed   # imports only: nothing is loaded, built or downloaded


def test_worker_pool_steps_searchqa_like_the_trainer_process(tmp_path, monkeypatch):
  """Two env workers build SearchQA from the spec string (settings cross the process boundary) and answer
  exactly as in-process environments do."""
  from mcgpo_jax.rollout.env_pool import make_env_pool
  monkeypatch.setenv("MCGPO_CACHE", str(tmp_path))
  data = Settings(topk=2, history_length=4).encode()
  local, tasks = make_env_pool("searchqa", 4, 4, workers=0, data=data)
  workers, _ = make_env_pool("searchqa", 4, 4, workers=2, data=data)
  try:
    calls = [(i, t) for i, t in enumerate(tasks.split("test")[:4])]
    assert workers.reset_many(calls) == local.reset_many(calls)
    for _ in range(3):
      actions = [(i, env.expert_action()) for i, env in enumerate(local.envs)]
      assert [(r.observation, r.reward, r.done) for r in workers.step_many(actions)] == \
          [(r.observation, r.reward, r.done) for r in local.step_many(actions)]
  finally:
    workers.close()
