"""Plan sources and cache: the endpoint client against a local HTTP server, templates, skills, rendering."""
from __future__ import annotations

import http.server
import json
import threading

import pytest

from mcgpo_jax import plans
from mcgpo_jax.envs.alfworld import plans as alfworld_plans
from mcgpo_jax.envs.registry import spec
from mcgpo_jax.plans import cache as plan_cache

VALID = {"subgoals": [{"goal": "Find a soapbar", "precondition": "None"},
                      {"goal": "Put the clean soapbar on the countertop", "precondition": "Soapbar is clean and held"}]}


class _Server:
  """A scripted OpenAI-compatible /v1/chat/completions endpoint recording every request body."""

  def __init__(self):
    self.answers: list[str] = []
    self.requests: list[dict] = []
    outer = self

    class Handler(http.server.BaseHTTPRequestHandler):
      def do_POST(self):
        assert self.path == "/v1/chat/completions"
        outer.requests.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
        answer = outer.answers.pop(0) if outer.answers else "no more answers"
        body = json.dumps({"choices": [{"message": {"role": "assistant", "content": answer}}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

      def log_message(self, *args):
        pass

    self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
    threading.Thread(target=self.httpd.serve_forever, daemon=True).start()


@pytest.fixture(scope="module")
def server():
  s = _Server()
  yield s
  s.httpd.shutdown()


@pytest.fixture()
def fresh(server):
  server.answers.clear()
  server.requests.clear()
  return server


def test_valid_answer_and_request_format(fresh):
  fresh.answers.append(json.dumps(VALID))
  planner = plans.ChatPlanner(fresh.url, "deepseek-v3.1", "alfworld")
  plan = planner.plan("clean some soapbar and put it in countertop.")
  assert plan.to_json() == VALID
  (request,) = fresh.requests
  assert request["model"] == "deepseek-v3.1" and request["temperature"] == 0 and request["max_tokens"] == 1024
  assert request["messages"] == [{"role": "system", "content": spec("alfworld").plans.plan_prompt},
                                 {"role": "user", "content": "clean some soapbar and put it in countertop."}]


def test_invalid_then_valid_retries_with_previous_answer_and_error(fresh):
  one = '{"subgoals": [{"goal": "only one", "precondition": "None"}]}'
  fresh.answers += [one, "```json\n" + json.dumps(VALID) + "\n```"]
  plan = plans.ChatPlanner(fresh.url, "m", "webshop").plan("i need a red mug")
  assert len(plan.subgoals) == 2 and len(fresh.requests) == 2
  retry = fresh.requests[1]["messages"]
  assert retry[:2] == fresh.requests[0]["messages"]
  assert retry[2] == {"role": "assistant", "content": one}
  assert retry[3]["role"] == "user" and "2 to 8 items, got 1" in retry[3]["content"]


def test_persistent_failure_raises_clear_error(fresh):
  fresh.answers += ["not json", '{"subgoals": []}', '{"subgoals": [{"goal": "", "precondition": "x"}, {}]}']
  with pytest.raises(plans.PlanGenerationError, match=r"no valid plan for 'task' in 3 attempts: the answer is not "
                                                      r"valid JSON.*got 0; subgoals\[0\]\.goal must be a non-empty"):
    plans.ChatPlanner(fresh.url, "m", "alfworld", max_retries=2).plan("task")
  assert len(fresh.requests) == 3


def test_unreachable_endpoint_raises():
  with pytest.raises(plans.PlanGenerationError, match="plan endpoint http://127.0.0.1:9/v1/chat/completions"):
    plans.ChatPlanner("http://127.0.0.1:9/v1", "m", "alfworld", timeout=2).plan("task")


def test_cache_hit_avoids_the_server(fresh, tmp_path):
  fresh.answers.append(json.dumps(VALID))
  planner = plans.ChatPlanner(fresh.url, "m", "alfworld")
  first = plans.PlanProvider("alfworld", planner=planner, cache_dir=str(tmp_path)).teacher_text("clean soap")
  again = plans.PlanProvider("alfworld", planner=planner, cache_dir=str(tmp_path)).teacher_text("clean soap")
  assert first == again == ("1. Find a soapbar Preconditions: None\n"
                            "2. Put the clean soapbar on the countertop Preconditions: Soapbar is clean and held")
  assert len(fresh.requests) == 1
  other_model = plans.ChatPlanner(fresh.url, "other", "alfworld")
  fresh.answers.append(json.dumps(VALID))
  plans.PlanProvider("alfworld", planner=other_model, cache_dir=str(tmp_path)).teacher_text("clean soap")
  assert len(fresh.requests) == 2   # the model is part of the key


def test_cache_rejects_a_foreign_file(tmp_path):
  cache = plans.PlanCache(str(tmp_path))
  key = plan_cache.cache_key("a", "template", "alfworld", "v")
  cache.put(key, plans.validate_plan(VALID))
  other = plan_cache.cache_key("b", "template", "alfworld", "v")
  with open(cache.path(other), "w") as f:
    json.dump({"key": key, "plan": VALID}, f)
  with pytest.raises(ValueError, match="holds key"):
    cache.get(other)
  assert cache.get(key) == plans.validate_plan(VALID)


@pytest.mark.parametrize("text, lines", [
    ("clean some soapbar and put it in countertop.",
     ["1. Find a soapbar Preconditions: None",
      "2. Pick up the soapbar Preconditions: The soapbar is found and reachable",
      "3. Clean the soapbar with a sinkbasin so it is clean Preconditions: The soapbar is held",
      "4. Find a countertop Preconditions: The soapbar is clean and held",
      "5. Put the soapbar in/on the countertop Preconditions: The countertop is found and reachable, the soapbar is "
      "clean and held"]),
    ("put a hot apple in fridge", None), ("cool some mug and put it in cabinet", None),
    ("put two cd in safe", None), ("examine the book with the desklamp", None),
    ("put some cloth on bathtubbasin", None),
])
def test_alfworld_templates(text, lines):
  rendered = plans.render_plan(plans.template_plan("alfworld", text))
  if lines:
    assert rendered.split("\n") == lines
  task = alfworld_plans.parse_task(text)
  assert task.obj in rendered and task.dest in rendered
  if task.task_type == "pick_two_obj_and_place":
    assert "second cd, distinct from the first" in rendered
  if task.task_type == "pick_heat_then_place_in_recep":
    assert "microwave so it is hot" in rendered


def test_webshop_template_uses_goal_or_text():
  text = "i need a long clip-in hair extension which is natural looking, and price lower than 40.00 dollars"
  plan = plans.render_plan(plans.template_plan("webshop", text))
  assert "lower than 40.00 dollars" in plan and "long clip-in hair extension" in plan
  goal = {"attributes": ["natural looking"], "goal_options": {"color": "black", "size": "20 inch"},
          "price_upper": 35.0}
  plan = plans.render_plan(plans.template_plan("webshop", text, goal))
  assert "(natural looking)" in plan and "black, 20 inch" in plan and "35.00" in plan
  assert plan.split("\n")[-1].startswith("6. Buy the product")


def test_template_and_skill_errors():
  with pytest.raises(ValueError, match="not an ALFWorld task text"):
    plans.template_plan("alfworld", "make me a sandwich")
  assert "clean <object> with sinkbasin <n>" in spec("alfworld").plans.skill_text("pick_clean_then_place_in_recep")
  with pytest.raises(ValueError, match="no ALFWorld skill"):
    spec("alfworld").plans.skill_text("juggle")
  provider = plans.PlanProvider("alfworld", source="skill")
  assert provider.teacher_text("anything", task_type="look_at_obj_in_light").startswith("General rules for household tasks")


def test_validation_messages():
  with pytest.raises(plans.PlanValidationError, match="got 9"):
    plans.validate_plan({"subgoals": [{"goal": "g", "precondition": "p"}] * 9})
  with pytest.raises(plans.PlanValidationError, match=r"subgoals\[1\]\.precondition"):
    plans.validate_plan({"subgoals": [{"goal": "g", "precondition": "p"}, {"goal": "g", "precondition": " "}]})
