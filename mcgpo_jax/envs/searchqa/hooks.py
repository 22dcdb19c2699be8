"""SearchQA's hooks for its EnvSpec (`spec.py`): instances, prompts and projection, demonstrations, config
checks and data spec, offline plans. Light to import: the retrieval libraries load only when environments
are made."""
from __future__ import annotations

import dataclasses
import re
from typing import Any, Optional

from mcgpo_jax.envs.interface import Projection
from mcgpo_jax.envs.searchqa import answers, prompts
from mcgpo_jax.envs.searchqa.env import RETRIEVERS, Settings
from mcgpo_jax.envs.searchqa.skill import SKILL

# config.searchqa's fields: Settings' own but history_length, which is config.history_length.
FIELDS = tuple(f.name for f in dataclasses.fields(Settings) if f.name != "history_length")


def make_envs(n: int, max_steps: int, data: Optional[str] = None, expert: bool = False):
  from mcgpo_jax.envs.searchqa.env import make_envs as make
  return make(n, max_steps, data)


def build_prompt(cfg, task: str, observation: str, admissible, history) -> str:
  """The user message: the observation is already the formatted context (the history lives in it)."""
  return prompts.build_prompt(observation, cfg.action_only)


def project(response: str, require_think: bool = True):
  """The agent loop's Projection of a response: the executed action ("" when none) and its validity
  (`answers.project`: Search-R1's `<search>` / `<answer>` protocol; think tags are optional)."""
  action, valid = answers.project(response)
  return Projection(action or "", valid)


def expert_action(env, info: dict[str, Any], state: dict[str, Any]) -> str:
  return env.expert_action()


def env_data(cfg) -> str:
  """config.searchqa (+ config.history_length) as the environment spec string the env workers receive."""
  return _settings(cfg).encode()


def _settings(cfg) -> Settings:
  return Settings(history_length=int(cfg.history_length), **{k: cfg.searchqa[k] for k in FIELDS})


def validate(cfg) -> None:
  """Config checks without compute; each error names its field."""
  if "searchqa" not in cfg:
    raise ValueError("config.searchqa is missing; start from configs/searchqa.py")
  unknown = sorted(set(cfg.searchqa) - set(FIELDS))
  if unknown:
    raise ValueError(f"config.searchqa has unknown fields {unknown}; known: {', '.join(FIELDS)}")
  settings = _settings(cfg)
  if int(settings.topk) < 1:
    raise ValueError(f"config.searchqa.topk={settings.topk} must be >= 1")
  if float(settings.timeout_s) <= 0 or int(settings.max_retries) < 0:
    raise ValueError("config.searchqa.timeout_s must be > 0 and config.searchqa.max_retries >= 0")
  _check_paper_setup(settings)


def _check_paper_setup(settings: Settings) -> None:
  """Refuses a run that would silently leave the papers' setup (Search-R1's questions, e5 retrieval over
  Wikipedia): the data and a retriever must be named, or the toy bundle chosen with `use_bundle`."""
  import os
  if settings.use_bundle and settings.data_dir:
    raise ValueError(f"config.searchqa.use_bundle=True and config.searchqa.data_dir={settings.data_dir!r} "
                     "contradict each other; keep one")
  if not settings.use_bundle and not settings.data_dir:
    raise ValueError("config.searchqa.data_dir is unset: give Search-R1's question folder (docs/searchqa.md), or "
                     "set config.searchqa.use_bundle=True to train on the generated toy bundle")
  if settings.data_dir and not os.path.isdir(settings.data_dir):
    raise ValueError(f"config.searchqa.data_dir={settings.data_dir!r} is not a directory")
  # The folder's files too, so a wrong one is refused before the run dir is written (not by the workers).
  from mcgpo_jax.envs.searchqa.data import NO_QUESTIONS, question_files
  if settings.data_dir and not question_files(settings.data_dir):
    raise ValueError(f"config.searchqa.data_dir={settings.data_dir!r} has {NO_QUESTIONS}")
  if settings.corpus and not settings.retriever_url and not os.path.isfile(settings.corpus):
    raise ValueError(f"config.searchqa.corpus={settings.corpus!r} does not exist: give the JSONL corpus the "
                     f"{settings.retriever or 'bm25'} retriever searches")
  if settings.retriever not in ("",) + RETRIEVERS:
    raise ValueError(f"config.searchqa.retriever={settings.retriever!r}; choose one of {', '.join(RETRIEVERS)}")
  if settings.retriever_url and settings.retriever:
    raise ValueError(f"config.searchqa.retriever_url and config.searchqa.retriever={settings.retriever!r} are "
                     "both set; keep one")
  if not settings.retriever_url and not settings.retriever and not settings.use_bundle:
    raise ValueError("config.searchqa.retriever_url is unset: give Search-R1's retrieval server, or "
                     "config.searchqa.retriever='dense' with config.searchqa.encoder (e5-base-v2), or 'bm25'")
  if settings.retriever == "dense" and not settings.encoder:
    raise ValueError("config.searchqa.encoder is unset: the dense retriever needs an e5-style encoder "
                     "(HF directory or hub id, e.g. intfloat/e5-base-v2)")
  if settings.retriever and settings.data_dir and not settings.corpus:
    corpus = os.path.join(settings.data_dir, "corpus.jsonl")
    if not os.path.isfile(corpus):
      raise ValueError(f"config.searchqa.corpus is unset and {corpus} does not exist: give the JSONL corpus the "
                       f"{settings.retriever} retriever searches")


_BRIDGE = re.compile(r"\b(of the|where the|whose|which the|that the|by the)\b", re.IGNORECASE)


def template_plan(instruction: str, goal=None) -> list[tuple[str, str]]:
  """An offline evidence plan from the question alone (no entities invented, no answer guessed): one lookup
  for a plain question, a bridge lookup first when the question describes an entity through another one."""
  q = instruction.strip()
  if _BRIDGE.search(q):
    steps = [(f"Identify the intermediate (bridge) entity the question describes: {q}", "None"),
             ("Retrieve a passage that names the bridge entity", "The description of the bridge entity is known"),
             ("Retrieve a passage about the bridge entity that states the fact asked for",
              "The bridge entity is established by retrieved evidence")]
  else:
    steps = [(f"Identify the entity and the fact asked about in: {q}", "None"),
             ("Retrieve a passage about that entity that states the fact", "The entity is identified")]
  steps.append(("Check the retrieved evidence against every constraint of the question and give a concise "
                "answer", "The fact is stated in retrieved evidence"))
  return steps


def skill_text(task_type: Optional[str]) -> str:
  """The skill guidance (`skill.SKILL`): one text for every data source."""
  return SKILL
