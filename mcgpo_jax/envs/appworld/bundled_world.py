"""The bundled offline AppWorld world: six hand-made tasks written in AppWorld's own data format.

`appworld download data` needs a cloud bucket; this module writes what AppWorld's `Task.load`,
`AppWorld(task_id)` and `evaluate_task` read, so the real engine runs end to end offline:

  <root>/data/tasks/<task_id>/specs.json          instruction, supervisor, datetime, db_version
  <root>/data/base_dbs/<app>.db                   the shared world: every app's SQLite database, built by
                                                  the apps' own models (users, notes, files, API docs)
  <root>/data/tasks/<task_id>/dbs/<app>.db        the base world plus the supervisor's active task
  <root>/data/tasks/<task_id>/ground_truth/       metadata.json (difficulty), answer.json, evaluation.py,
                                                  public/private_data.json, test_data.json, solution.py
  <root>/data/datasets/{train,dev,test_normal,test_challenge}.txt
  <root>/data/api_docs/standard/<app>.json        AppWorld's API docs of the installed apps

Three scenarios (AppWorld's "generator ids"), two tasks each with different data, one per difficulty; every
task needs the supervisor app (profile, passwords, `complete_task`) plus SimpleNote and/or FileSystem.
`solution.py` holds the ground-truth solution as `# %%` cells: the scripted expert executes one cell per step.

It runs INSIDE the AppWorld venv (scripts/appworld_venv.sh), as a script: it imports appworld (pydantic 1)
and nothing from mcgpo_jax. Deterministic: no Faker, fixed timestamps, so a rebuild writes the same records.
    $MCGPO_APPWORLD_PYTHON mcgpo_jax/envs/appworld/bundled_world.py <root>
"""
import json
import os
import re
import shutil
import sys
from datetime import datetime

# Why these split names: the official data's four splits, so one code path serves both worlds.
SPLITS = ("train", "dev", "test_normal", "test_challenge")
TASK_DATETIME = datetime(2023, 5, 18, 12, 0, 0)   # AppWorld's DEFAULT_SYSTEM_DATETIME
SUPERVISOR = {"first_name": "Joyce", "last_name": "Weaver", "email": "joyce.weav@gmail.com",
              "phone_number": "3155673041"}
PASSWORDS = {"simple_note": "qN7#vk2Lp", "file_system": "Tz4!mc9Wq"}
NOTES = [  # (title, content, tags) in Joyce's SimpleNote account
    ("Weekly groceries", "- oat milk\n- spinach\n- brown rice", ["groceries"]),
    ("Party groceries", "- chips\n- salsa\n- lemonade", ["groceries", "party"]),
    ("Lisbon trip", "Flights booked for June 3. Hotel near Alfama.", ["travel"]),
    ("Kyoto ideas", "Fushimi Inari at dawn; Nishiki market lunch.", ["travel", "ideas"]),
    ("Camping list", "- tent\n- headlamp\n- water filter", ["travel", "groceries"]),
    ("Book club", "Next pick: The Left Hand of Darkness.", ["books"]),
    ("Wifi password", "Guest network: maple-otter-42", ["home"]),
]
FILES = {  # tilde path -> content in Joyce's FileSystem account
    "~/recipes/pancakes.txt": "2 eggs, 1 cup flour, 1 cup milk. Whisk and fry.",
    "~/recipes/hummus.txt": "Chickpeas, tahini, lemon, garlic. Blend smooth.",
    "~/recipes/salsa.txt": "Tomato, onion, cilantro, lime, salt.",
    "~/journal/monday.txt": "Ran 5k before work.",
    "~/journal/tuesday.txt": "Finished the quarterly report.",
}

LOGIN_CELL = """\
passwords = {p["account_name"]: p["password"] for p in apis.supervisor.show_account_passwords()}
profile = apis.supervisor.show_profile()
{token} = apis.{app}.login(username=profile["email"], password=passwords["{app}"])["access_token"]
print({token}[:8])"""


def _login(app, token):
  return LOGIN_CELL.replace("{app}", app).replace("{token}", token)


def _evaluation(*tests):
  """A task's evaluation.py `evaluate` and its test descriptions (test_data.json), from one list of
  (description, body lines) pairs, so the two cannot disagree."""
  code = "def evaluate(test, public_data, private_data, main_user, models, ground_truth_answer):\n"
  for description, lines in tests:
    code += f'    with test("""{description}"""):\n' + "".join(f"        {line}\n" for line in lines)
  return {"evaluation": code, "tests": [description for description, _ in tests]}


def _answered(what):
  """The test that the task was completed with the ground-truth answer."""
  return (f"the task is complete and its answer is {what}",
          ["active_task = models.end.supervisor.Task.all()[0]",
           "test.answer(json.loads(active_task.answer), ground_truth_answer)"])


def _untouched(what, model):
  """The test that the task left `model`'s records (AppWorld's "app.Model") alone."""
  return (f"no {what} was added, updated or removed",
          [f'added, updated, removed = models.changed_records("{model}")',
           'test.case(len(added) + len(updated) + len(removed), "==", 0)'])


def _count_tagged(tag):
  cells = [_login("simple_note", "note_token"), f"""\
count, page = 0, 0
while True:
    notes = apis.simple_note.search_notes(access_token=note_token, tags=[{tag!r}], page_index=page, page_limit=20)
    if not notes:
        break
    count += len(notes)
    page += 1
print(count)""", "apis.supervisor.complete_task(answer=count)"]
  answer = sum(tag in tags for _, _, tags in NOTES)
  return {"instruction": f"How many notes in my SimpleNote account are tagged '{tag}'?",
          "cells": cells, "answer": answer, "apps": ["simple_note"],
          **_evaluation(_answered(f"the number of notes tagged {tag!r}"), _untouched("note", "simple_note.Note"))}


def _note_to_file(title, tilde_path):
  content = next(c for t, c, _ in NOTES if t == title)
  cells = [_login("simple_note", "note_token"), _login("file_system", "file_token"), f"""\
match = [n for n in apis.simple_note.search_notes(access_token=note_token, query={title!r}, page_limit=20)
         if n["title"] == {title!r}][0]
note = apis.simple_note.show_note(access_token=note_token, note_id=match["note_id"])
print(note["content"])""", f"""\
print(apis.file_system.create_file(access_token=file_token, file_path={tilde_path!r}, content=note["content"]))""",
           "apis.supervisor.complete_task()"]
  return {"instruction": f"Save the content of my SimpleNote note titled '{title}' as a new file at "
                         f"'{tilde_path}' in my file system.",
          "cells": cells, "answer": None, "apps": ["simple_note", "file_system"],
          **_evaluation(("the task is complete with no answer",
                         ["active_task = models.end.supervisor.Task.all()[0]",
                          'test.case(active_task.status, "==", "success")',
                          'test.case(json.loads(active_task.answer), "==", None)']),
                        (f"exactly one file was added, at {tilde_path}, holding the note's content",
                         ['added, updated, removed = models.changed_records("file_system.File")',
                          'test.case(len(added), "==", 1)',
                          f'test.case(added[0].tilde_path, "==", {tilde_path!r})',
                          f'test.case(added[0].content, "==", {content!r}, strip=True)',
                          'test.case(len(updated) + len(removed), "==", 0)']),
                        _untouched("note", "simple_note.Note"))}


def _files_to_notes(directory):
  expected = sorted((p.rsplit("/", 1)[1].rsplit(".", 1)[0], c) for p, c in FILES.items()
                    if p.startswith(directory))
  cells = [_login("file_system", "file_token"), _login("simple_note", "note_token"), f"""\
paths = apis.file_system.show_directory(access_token=file_token, directory_path={directory!r}, entry_type="files")
print(paths)""", """\
created = 0
for path in paths:
    file = apis.file_system.show_file(access_token=file_token, file_path=path)
    title = path.rsplit("/", 1)[1].rsplit(".", 1)[0]
    apis.simple_note.create_note(access_token=note_token, title=title, content=file["content"])
    created += 1
print(created)""", "apis.supervisor.complete_task(answer=created)"]
  return {"instruction": f"Create one SimpleNote note for every file in the '{directory}' directory of my file "
                         "system, titled with the file's name without its extension and holding the file's "
                         "content, then tell me how many notes you created.",
          "cells": cells, "answer": len(expected), "apps": ["simple_note", "file_system"],
          "private": {"expected_notes": [list(e) for e in expected]},
          **_evaluation(_answered("the number of notes created"),
                        (f"one note per file of {directory}, titled by its name, holding its content",
                         ['added, updated, removed = models.changed_records("simple_note.Note")',
                          'test.case(sorted([note.title, note.content.strip()] for note in added), "==", '
                          'private_data.expected_notes)',
                          'test.case(len(updated) + len(removed), "==", 0)']),
                        _untouched("file", "file_system.File"))}


# task_id -> (difficulty, split, task). Ids keep AppWorld's "<scenario>_<n>" shape (one underscore).
TASKS = {
    "5e1d0a1_1": (1, "train", _count_tagged("groceries")),
    "5e1d0a1_2": (1, "test_normal", _count_tagged("travel")),
    "5e1d0b2_1": (2, "train", _note_to_file("Lisbon trip", "~/documents/lisbon.txt")),
    "5e1d0b2_2": (2, "dev", _note_to_file("Book club", "~/documents/book_club.txt")),
    "5e1d0c3_1": (3, "train", _files_to_notes("~/recipes/")),
    "5e1d0c3_2": (3, "test_challenge", _files_to_notes("~/journal/")),
}


def _api_docs():
  """app -> [doc]: AppWorld's "standard" API docs, made from the installed apps' FastAPI routes by AppWorld's
  own prepare_api_docs (the official data ships the same files; admin stays hidden as there)."""
  from appworld.api_docs import prepare_api_docs
  from appworld.apps import get_all_apps
  return {app: prepare_api_docs(app) for app in get_all_apps(skip_admin=True)}


def _build_base_dbs(db_home, api_docs):
  """Every app's database of the shared world (data/base_dbs, as in the official data), written through the
  apps' own SQLModel classes, so their validators and unique constraints run."""
  from appworld.apps import get_all_apps
  from appworld.collections.models import ModelCollection
  os.makedirs(db_home)
  models = ModelCollection.load(to_db_home_path=db_home, from_db_home_path=db_home, load_apps=get_all_apps(),
                                create_db=True)
  for docs in api_docs.values():
    for doc in docs:
      models.api_docs.ApiDoc.create_save(app_name_=doc["app_name"], **{k: v for k, v in doc.items() if k != "app_name"})
  person = dict(SUPERVISOR, birthday="1991-03-14", sex="female")
  models.admin.MainUser.create_save(**person)
  supervisor = models.supervisor.Supervisor.create_save(**person)
  for app, password in PASSWORDS.items():
    models.supervisor.AccountPassword.create_save(supervisor_id=supervisor.id, account_name=app, password=password)
  account = dict(first_name=SUPERVISOR["first_name"], last_name=SUPERVISOR["last_name"],
                 email=SUPERVISOR["email"], created_at=TASK_DATETIME, last_logged_in=TASK_DATETIME, verified=True)
  note_user = models.simple_note.User.create_save(password=PASSWORDS["simple_note"], **account)
  for title, content, tags in NOTES:
    models.simple_note.Note.create_save(user_id=note_user.id, title=title, content=content, tags=tags,
                                        created_at=TASK_DATETIME, updated_at=TASK_DATETIME)
  file_user = models.file_system.User.create_save(password=PASSWORDS["file_system"], **account)
  home = file_user.home_directory_path
  directories = sorted({home} | {home + p[2:].rsplit("/", 1)[0] + "/" for p in FILES})
  for path in directories:
    models.file_system.Directory.create_save(path=path, user_id=file_user.id, created_at=TASK_DATETIME,
                                             updated_at=TASK_DATETIME)
  for tilde_path, content in FILES.items():
    models.file_system.File.create_save(path=home + tilde_path[2:], user_id=file_user.id, content=content,
                                        created_at=TASK_DATETIME, updated_at=TASK_DATETIME)
  models.close()


def _build_task_dbs(db_home, base_db_home, instruction):
  """A task's databases: the base world copied by AppWorld's own loader, plus the supervisor's active task."""
  from appworld.apps import get_all_apps
  from appworld.collections.models import ModelCollection
  models = ModelCollection.load(to_db_home_path=db_home, from_db_home_path=base_db_home, load_apps=get_all_apps())
  supervisor = models.supervisor.Supervisor.all()[0]
  models.supervisor.Task.create_save(supervisor_id=supervisor.id, instruction=instruction)
  models.close()


def _write_json(obj, path):
  with open(path, "w") as f:
    json.dump(obj, f, indent=2)


def build(root):
  """Writes the whole world under <root>/data (replacing one that is there)."""
  os.environ["APPWORLD_ROOT"] = root
  from appworld.apps.api_lib import set_local_date_and_time, unset_local_date_and_time
  from appworld.common.constants import CANARY_STRING, DB_VERSION
  data = os.path.join(root, "data")
  shutil.rmtree(data, ignore_errors=True)
  freezer = set_local_date_and_time(TASK_DATETIME)
  splits = {s: [] for s in SPLITS}
  api_docs = _api_docs()
  os.makedirs(os.path.join(data, "api_docs", "standard"))
  for app, docs in api_docs.items():
    _write_json({doc["api_name"]: dict(doc, canary_string=CANARY_STRING) for doc in docs},
                os.path.join(data, "api_docs", "standard", app + ".json"))
  base_db_home = os.path.join(data, "base_dbs")
  _build_base_dbs(base_db_home, api_docs)
  for task_id, (difficulty, split, task) in TASKS.items():
    directory = os.path.join(data, "tasks", task_id)
    _build_task_dbs(os.path.join(directory, "dbs"), base_db_home, task["instruction"])
    _write_json({"instruction": task["instruction"], "supervisor": SUPERVISOR,
                 "datetime": TASK_DATETIME.isoformat(), "db_version": DB_VERSION}, os.path.join(directory, "specs.json"))
    truth = os.path.join(directory, "ground_truth")
    os.makedirs(truth)
    code = "\n".join(task["cells"])
    # minimal mode: GroundTruth reads these counts from metadata instead of deriving them from full-mode files.
    _write_json({"difficulty": difficulty, "mode": "minimal", "num_apps": len(task["apps"]),
                 "num_apis": len(set(re.findall(r"apis\.(\w+\.\w+)", code))),
                 "num_solution_code_lines": len(code.splitlines())}, os.path.join(truth, "metadata.json"))
    _write_json(task["answer"], os.path.join(truth, "answer.json"))
    _write_json({}, os.path.join(truth, "public_data.json"))
    _write_json(task.get("private", {}), os.path.join(truth, "private_data.json"))
    # test_data labels: which tests a do-nothing agent fails (no_op_fail) or passes (no_op_pass).
    _write_json([{"requirement": r, "label": "no_op_pass" if r.startswith("no ") else "no_op_fail"}
                 for r in task["tests"]], os.path.join(truth, "test_data.json"))
    with open(os.path.join(truth, "evaluation.py"), "w") as f:
      f.write("import json\n\n\n" + task["evaluation"])
    with open(os.path.join(truth, "solution.py"), "w") as f:
      f.write("".join(f"# %%\n{cell}\n" for cell in task["cells"]))
    splits[split].append(task_id)
  unset_local_date_and_time(freezer)
  os.makedirs(os.path.join(data, "datasets"))
  for split, ids in splits.items():
    with open(os.path.join(data, "datasets", split + ".txt"), "w") as f:
      f.write("".join(i + "\n" for i in ids))


if __name__ == "__main__":
  build(os.path.abspath(sys.argv[1]))
