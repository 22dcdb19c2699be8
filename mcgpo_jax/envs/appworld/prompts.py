"""AppWorld's prompt and response format, after verl-agent's AppWorld templates (its prompts/appworld.py):
the supervisor and task, the three api_docs APIs that explore the apps, the REPL rules, the last
`history_length` code cells with what each printed, and a reply of `<think>...</think><code>...</code>`.
The wording is this repository's, shortened (the reference's worked example is left out) so the CPU
variants' tiny policy fits its prompt budget; the structure and the action grammar are the reference's.

The projection (`project`, `code_span`) is verl-agent's `appworld_projection`: the text between the first
`<code>` and the first `</code>`, unchanged (code is case- and whitespace-sensitive, unlike ALFWorld's and
WebShop's lower-cased, trimmed actions); without both tags the last 100 characters go to the engine and the
step is invalid, as is a think+code response missing a think tag.
"""
from __future__ import annotations

from typing import Optional, Sequence

from mcgpo_jax.envs.interface import Projection, PromptConfig

_OPEN, _CLOSE = b"<code>", b"</code>"
FALLBACK_CHARS = 100

PREAMBLE = """\
I am your supervisor and you are an AI assistant who does my day-to-day tasks autonomously by calling the \
APIs of my apps (e.g. spotify, venmo, simple_note, file_system) from a Python REPL: you write one code cell, \
the environment runs it and shows what it printed, and you write the next cell, until the task is done.

Explore the apps with these three APIs:
print(apis.api_docs.show_app_descriptions())
print(apis.api_docs.show_api_descriptions(app_name='supervisor'))
print(apis.api_docs.show_api_doc(app_name='supervisor', api_name='show_account_passwords'))

Rules:
1. Write one small cell per step and read its output before the next; variables persist between cells.
2. Write plain code, no ``` fences; put thoughts in comments.
3. Only the standard library and the `apis` object are available; "file system" means the file_system app.
4. My account passwords, addresses and payment cards are in the supervisor app.
5. Paged APIs return one page at a time: read every page.
6. When done, call apis.supervisor.complete_task(answer=<answer>) if the task asks for information, else \
apis.supervisor.complete_task(). Answers are just the entity or number (answer=10, not "ten").
"""
FIRST = PREAMBLE + "\n{task}\n\nIt is your turn to write the first code cell."
LATER = (PREAMBLE + "\n{task}\n\nYou have taken {step_count} step(s). Your last {history_length} code cells "
         "and what each printed:\n{history}\n\nYou are at step {current_step}; write its code cell.")
THINK_CODE = ("\nFirst reason step by step about which APIs to call and with what arguments, inside <think> "
              "</think> tags; then give the cell's code inside <code> </code> tags.")
CODE_ONLY = "\nGive only the cell's code, inside <code> </code> tags."


def build_prompt(cfg: PromptConfig, task: str, observation: str, admissible: Sequence[str],
                 history: Sequence[tuple[str, str]]) -> str:
  """The user message of one decision. `history` holds (observation before the cell, cell) pairs, so a
  cell's output is the next pair's observation, or the current `observation` for the last cell."""
  instruction = CODE_ONLY if cfg.action_only else THINK_CODE
  if not history or cfg.history_length <= 0:
    return FIRST.format(task=task) + instruction
  outputs = [o for o, _ in history[1:]] + [observation]
  cells = list(zip((a for _, a in history), outputs))[-cfg.history_length:]
  start = len(history) - len(cells) + 1
  lines = "\n".join(f"[Code {start + k}: '{code}', Output {start + k}: '{out}']" for k, (code, out) in enumerate(cells))
  return LATER.format(task=task, step_count=len(history), history_length=len(cells), history=lines,
                      current_step=len(history) + 1) + instruction


def code_span(text: bytes) -> Optional[tuple[int, int]]:
  """The executed code's byte range [lo, hi) in a response's UTF-8 bytes; None without both code tags.
  A `</code>` before the first `<code>` executes '' (the reference's inverted slice): lo == hi."""
  start, end = text.find(_OPEN), text.find(_CLOSE)
  if start < 0 or end < 0:
    return None
  lo = start + len(_OPEN)
  return lo, max(lo, end)


def project(response: str, require_think: bool) -> Projection:
  data = response.encode("utf-8", errors="surrogatepass")
  span = code_span(data)
  if span is None:
    return Projection(response[-FALLBACK_CHARS:], False)
  code = data[span[0]:span[1]].decode("utf-8", errors="surrogatepass")
  valid = not require_think or ("<think>" in response and "</think>" in response)
  return Projection(code, valid)


def demo_response(code: str, action_only: bool) -> str:
  """The scripted expert's cell as a response in the policy's format (warm-start demonstrations)."""
  if action_only:
    return f"<code>{code}</code>"
  return f"<think>The next step of the solution.</think><code>{code}</code>"


PLAN_PROMPT = (
    'Plan how to complete a task in the AppWorld apps using only the task text. Return JSON only: {"subgoals": '
    '[{"goal": "...", "precondition": "..."}]}. Give 2 to 8 concise ordered goals and their dependencies, under '
    "350 English words: finding the needed APIs in api_docs, getting credentials from the supervisor app and "
    "logging in, reading (every page of) the data the task needs, making the changes it asks for, and calling "
    "apis.supervisor.complete_task with the answer when it asks a question. You have no API outputs, gold "
    "answer or reward. Do not guess values, ids or answers; use placeholders for unknown data.")

SKILL = """\
Rules for AppWorld tasks

1. API Discovery: Before calling an app's API, look it up: apis.api_docs.show_api_descriptions(app_name=...) \
lists an app's APIs, apis.api_docs.show_api_doc(app_name=..., api_name=...) gives the parameters and the \
response schema. Call APIs with keyword arguments exactly as documented.

2. Credentials: Apps other than supervisor and api_docs need an access token. Get the account password from \
apis.supervisor.show_account_passwords() and the email or phone number from apis.supervisor.show_profile(), \
then call apis.<app>.login(username=..., password=...) and pass its access_token to every later call.

3. Paging: Search and list APIs return one page (page_index, page_limit). Loop over pages until one comes \
back empty before counting or concluding something is absent.

4. Small Steps: Print what you read; check an intermediate result before changing anything; keep ids and \
tokens in variables, since the REPL keeps them between cells.

5. Completion: Finish with apis.supervisor.complete_task(answer=...) when the task asks for information (just \
the entity or number), or apis.supervisor.complete_task() when it asks for an action.
"""
