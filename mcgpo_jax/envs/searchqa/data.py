"""Question sets in Search-R1's formats, as the environment's task list.

Search-R1 (`scripts/data_process/qa_search_{train_merge,test_merge}.py`) writes `train.parquet` (NQ +
HotpotQA) and `test.parquet` (NQ, TriviaQA, PopQA, HotpotQA, 2WikiMultiHopQA, MuSiQue, Bamboogle) with the
fields `question`, `golden_answers`, `data_source` (and `id`; older files keep the answers only under
`reward_model.ground_truth.target`). A folder holding those files (parquet, or JSONL with the same fields)
is a data set; questions get Search-R1's preprocessing (stripped, "?" appended when missing).

Task ids interleave the data sources — `{position within its source:07d}-{data_source}` — so the first N
validation tasks by id (the trainer's fixed validation subset) hold about N / sources questions of every
source, as the paper's per-source validation subset does. `task_type` is the data source, so every
evaluation reports success per source (`success/<source>`) beside the macro average.
"""
from __future__ import annotations

import json
import os
from typing import Any

from mcgpo_jax.envs.base import Task, TaskList

SPLITS = ("train", "test")


def read_rows(path: str) -> list[dict[str, Any]]:
  """The rows of a parquet or JSONL question file."""
  if path.endswith(".parquet"):
    import pyarrow.parquet as pq
    return pq.read_table(path).to_pylist()
  with open(path, encoding="utf-8") as f:
    return [json.loads(line) for line in f if line.strip()]


def _answers(row: dict[str, Any], where: str) -> list[str]:
  answers = row.get("golden_answers")
  if answers is None:
    answers = ((row.get("reward_model") or {}).get("ground_truth") or {}).get("target")
  if isinstance(answers, str):
    answers = [answers]
  if not answers or not all(isinstance(a, str) for a in answers):
    raise ValueError(f"{where}: no gold answers (field 'golden_answers' or reward_model.ground_truth.target)")
  return list(answers)


def question_tasks(path: str, split: str) -> list[Task]:
  """The tasks of one question file; payload = {question, golden_answers, data_source, id, hops}."""
  rows = read_rows(path)
  tasks, seen = [], {}
  for n, row in enumerate(rows):
    where = f"{path} row {n}"
    question = str(row.get("question") or "").strip()
    if not question:
      raise ValueError(f"{where}: empty 'question'")
    if not question.endswith("?"):
      question += "?"
    source = str(row.get("data_source") or "unknown")
    k = seen[source] = seen.get(source, -1) + 1
    payload = {"question": question, "golden_answers": _answers(row, where), "data_source": source,
               "id": str(row.get("id", n)), "hops": list(row.get("hops") or [])}
    tasks.append(Task(task_id=f"{k:07d}-{source}", split=split, task_type=source, payload=payload))
  return tasks


def question_files(data_dir: str) -> dict[str, str]:
  """split -> the question file of a Search-R1 data folder (`{split}.parquet`, else `{split}.jsonl`); a split
  without one is left out. The config check and `load_tasks` both read the folder through it."""
  files = {}
  for split in SPLITS:
    path = next((p for p in (os.path.join(data_dir, split + ext) for ext in (".parquet", ".jsonl"))
                 if os.path.isfile(p)), None)
    if path is not None:
      files[split] = path
  return files


NO_QUESTIONS = "no train/test .parquet or .jsonl question files (Search-R1 format)"


def load_tasks(data_dir: str) -> TaskList:
  """train / test tasks of a Search-R1 data folder (`{split}.parquet` or `{split}.jsonl`; either may be
  absent, not both)."""
  tasks = [task for split, path in question_files(data_dir).items() for task in question_tasks(path, split)]
  if not tasks:
    raise FileNotFoundError(f"{data_dir}: {NO_QUESTIONS}")
  return TaskList(tasks)
