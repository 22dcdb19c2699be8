"""SGR-OPSD graph identity (paper appendix "Graph Construction and Pair Eligibility"): actions are the exact
executed strings, nodes are anchor + the environment's state descriptor, and compared actions must agree on
the pre-action state signature, the student-prompt hash and the remaining budget. The environments and the
agent loop record these fields, and they survive captures and the multi-process exchange."""
import dataclasses
import hashlib
import json

import numpy as np
import pytest

from mcgpo_jax.credit import sgr_opsd as S
from mcgpo_jax.data.batch import pack
from mcgpo_jax.data.captures import read_captures, write_captures
from mcgpo_jax.data.records import Group, Step, Trajectory
from mcgpo_jax.envs.base import StepResult, Task
from mcgpo_jax.envs.interface import PromptConfig
from mcgpo_jax.rollout import exchange
from mcgpo_jax.rollout.agent import collect
from mcgpo_jax.rollout.engines.base import Generation, SamplingParams
from tests.fakes import ByteTokenizer


def _step(executed, won, **kw):
  fields = dict(obs="results page", action="product:3", valid=True, reward=10.0 if won else 0.0, done=True,
                tokens=5, teacher_gap=0.1, remaining=4, executed=executed, node_state="page 1",
                signature="sig", prompt_hash="h")
  return Step(**{**fields, **kw})


def _group(*rows):
  """One single-step trajectory per (executed, won, overrides) row, all from the same results page."""
  return Group("g", "webshop", [Trajectory([_step(x, won, **kw)], won) for x, won, kw in rows], horizon=4)


# Two products in the same goal-overlap bin `product:3`: b01 always wins, b02 always loses.
PRODUCTS = (("click[b01]", True, {}), ("click[b01]", True, {}), ("click[b02]", False, {}),
            ("click[b02]", False, {}))


def _pairs(group):
  batch = pack([group], 4, len(group.trajectories), to_device=False, extras=S.METHOD.pack_extras)
  cal = S.calibrate([group], S.Config(), batch=batch)
  comps = cal.comparisons
  return cal, {(int(a), int(b)) for a, b, ok in zip(comps.plus[0], comps.minus[0], comps.valid[0]) if ok}


def test_actions_are_the_executed_strings_not_the_canonical_bin():
  cal, pairs = _pairs(_group(*PRODUCTS))
  na = cal.rows.node_action[0, :, 0]
  assert na[0] == na[1] != na[2] == na[3]          # one node-action per product, not one per bin
  np.testing.assert_allclose(cal.delta[0, :, 0], [0.3, 0.3, -0.3, -0.3])   # Q̂ = 1, 0; V̂ = 0.5; clip b_G
  assert pairs == {(na[0], na[2])}                 # b01 preferred over b02
  # An older capture (no executed string) falls back to the canonical key: one action, no comparison.
  old = _group(*[(None, won, {}) for _, won, _ in PRODUCTS])
  cal, pairs = _pairs(old)
  assert len(set(cal.rows.node_action[0, :, 0])) == 1 and not pairs


def test_node_is_anchor_plus_state_descriptor():
  # Same anchor text, different product pages behind it: two nodes, so nothing to compare.
  split = [(x, won, {"node_state": f"page {k // 2}"}) for k, (x, won, _) in enumerate(PRODUCTS)]
  cal, pairs = _pairs(_group(*split))
  assert len(set(cal.rows.node[0, :, 0])) == 2 and not pairs
  # Same descriptor under different anchors: two nodes as well.
  cal, pairs = _pairs(_group(*[(x, won, {"obs": f"anchor {k // 2}"}) for k, (x, won, _) in enumerate(PRODUCTS)]))
  assert len(set(cal.rows.node[0, :, 0])) == 2 and not pairs
  # The MCGPO state summary does not split a node that has a descriptor.
  cal, pairs = _pairs(_group(*[(x, won, {"state": {"exact": [k]}}) for k, (x, won, _) in enumerate(PRODUCTS)]))
  assert len(set(cal.rows.node[0, :, 0])) == 1 and len(pairs) == 1


@pytest.mark.parametrize("field, values", [("signature", ("sig", "sig'")), ("prompt_hash", ("h", "h'")),
                                           ("remaining", (4, 3))])
def test_every_visit_of_both_actions_shares_signature_prompt_hash_and_budget(field, values):
  """One visit of the losing product differs in one context field: the pair is ineligible, although the
  graph values (which pool every visit of the node) are unchanged."""
  rows = [*PRODUCTS[:3], (PRODUCTS[3][0], False, {field: values[1]})]
  cal, pairs = _pairs(_group(*rows))
  assert not pairs
  np.testing.assert_allclose(cal.delta[0, :, 0], [0.3, 0.3, -0.3, -0.3])
  np.testing.assert_array_equal(cal.w, cal.w_ref)
  # The same difference on a third action of the node leaves the b01/b02 pair eligible.
  cal, pairs = _pairs(_group(*PRODUCTS, ("click[b03]", False, {field: values[1]})))
  na = cal.rows.node_action[0, :, 0]
  assert len(set(na)) == 3 and pairs == {(na[0], na[2])}


# --- recording: agent loop, captures, exchange ------------------------------------------------------------

class Shop:
  """Two pages; the canonical key (`action_key`) bins every click, the descriptors name the page."""
  name, max_steps = "webshop", 2

  def reset(self, task):
    self.page = 0
    return self._obs()

  def _obs(self):
    return "results", {"admissible_actions": ["click[b01]", "click[b02]"], "task": "buy",
                       "node_state": f"page {self.page}", "signature": f"sig {self.page}"}

  def step(self, action):
    self.page += 1
    obs, info = self._obs()
    return StepResult(obs, 0.0, False, {**info, "action_key": "product:3", "won": False, "score": 0.0})


class Click:
  """Slot i clicks b0{i+1}; a response with upper case and padding is still executed as projected."""
  def generate(self, prompts, sampling, seed, row_ids=None):
    out = []
    for r in row_ids:
      ids = list(f"<think>x</think><action> click[B0{r % 2 + 1}] </action>".encode())
      out.append(Generation(ids=ids, logprobs=[-0.1] * len(ids)))
    return out


def _rollout():
  return collect([Shop() for _ in range(2)], [Task("t", "train")], 2, Click(), ByteTokenizer(), PromptConfig("webshop"),
                 SamplingParams(temperature=1.0, max_new_tokens=8), seed=0, max_steps=2)


def test_agent_records_executed_string_descriptors_and_prompt_hash():
  rollout = _rollout()
  (group,) = rollout.groups
  for i, traj in enumerate(group.trajectories):
    assert [s.action for s in traj.steps] == ["product:3"] * 2        # MCGPO keeps the canonical key
    assert [s.executed for s in traj.steps] == [f"click[b0{i + 1}]"] * 2
    assert [s.node_state for s in traj.steps] == ["page 0", "page 1"]   # pre-action descriptors
    assert [s.signature for s in traj.steps] == ["sig 0", "sig 1"]
    for s in traj.steps:   # the hash of the prompt bytes the policy saw (ByteTokenizer encodes UTF-8 bytes)
      ids = rollout.rows[s.row].prompt_ids
      assert s.prompt_hash == hashlib.sha256(np.array(ids, dtype="<i8").tobytes()).hexdigest()[:16]
  first, second = ([s.prompt_hash for s in t.steps] for t in group.trajectories)
  assert first[0] == second[0] and first[1] != second[1]    # same first prompt; histories differ after


def test_identity_fields_survive_captures_and_the_exchange(tmp_path):
  rollout = _rollout()
  merged = exchange.merge([json.loads(json.dumps(exchange.to_json(rollout)))])
  assert merged.groups == rollout.groups
  write_captures(tmp_path / "c.jsonl", rollout.groups)
  text = (tmp_path / "c.jsonl").read_text()
  assert '"executed": "click[b02]"' in text and '"node_state": "page 1"' in text
  assert [dataclasses.replace(s, row=-1) for g in read_captures(tmp_path / "c.jsonl") for t in g.trajectories
          for s in t.steps] == [dataclasses.replace(s, row=-1) for t in rollout.groups[0].trajectories
                                for s in t.steps]
  # A capture written before these fields existed still loads, with None for each.
  obj = json.loads(text.splitlines()[0])
  for t in obj["trajectories"]:
    for s in t["steps"]:
      for key in ("executed", "node_state", "signature", "prompt_hash"):
        del s[key]
  (tmp_path / "old.jsonl").write_text(json.dumps(obj) + "\n")
  (old,) = read_captures(tmp_path / "old.jsonl")
  step = old.trajectories[0].steps[0]
  assert (step.executed, step.node_state, step.signature, step.prompt_hash) == (None,) * 4
  assert step.action == "product:3"


# --- environments -----------------------------------------------------------------------------------------

def test_alfworld_signature_follows_the_simulator_state():
  """Facts, not text: the same "Nothing happens." before and after opening a drawer are two states; a
  rejected command keeps the state; reset restores it."""
  from mcgpo_jax.envs.alfworld.engine import AlfworldEnv, alfworld_tasks
  task = next(t for t in alfworld_tasks(data="bundled")
              if t.task_id == "train/look_at_obj_in_light-CD-None-DeskLamp-Bedroom/trial_s0011")
  env = AlfworldEnv(max_steps=10, cache_size=1)
  _, info = env.reset(task)
  assert info["node_state"] == info["signature"]
  sig, obs = [info["signature"]], [None]
  for command in ["go to drawer 1", "xyzzy", "open drawer 1", "xyzzy", "close drawer 1"]:
    result = env.step(command)
    sig.append(result.info["signature"])
    obs.append(result.observation)
  assert obs[2] == obs[4] == "Nothing happens."
  assert sig[2] == sig[1] and sig[4] == sig[3] and sig[2] != sig[4]
  assert sig[0] != sig[1] and sig[3] not in (sig[1], sig[5])
  assert env.reset(task)[1]["signature"] == sig[0]


def test_webshop_descriptors_name_product_page_and_options():
  from mcgpo_jax.envs.webshop.engine import WebShopEnv, graph_identity
  env = WebShopEnv()
  _, info = env.reset(env.tasks().tasks[0])
  assert json.loads(info["node_state"]) == {"asin": None, "page": None, "page_name": "search", "options": {}}
  env.step("search[protein bars]")
  result = env.step("click[next >]")
  assert json.loads(result.info["node_state"]) == {"asin": None, "page": 2, "page_name": "results", "options": {}}
  product = next(a for a in result.info["admissible_actions"] if a.startswith("click[b0"))
  result = env.step(product)
  asin = env.browser.session.asin
  assert product == f"click[{asin.lower()}]"
  option = next(name for name, c in env.browser.clickables().items() if c.kind == "option")
  result = env.step(f"click[{option}]")
  node = json.loads(result.info["node_state"])
  assert (node["asin"], node["page"], node["page_name"]) == (asin, 2, "item")
  assert list(node["options"].values()) == [option]
  # The signature also covers the rest of the session (here the query), the node descriptor does not.
  env.browser.session.keywords = ["other", "words"]
  assert graph_identity(env.browser)["node_state"] == result.info["node_state"]
  assert graph_identity(env.browser)["signature"] != result.info["signature"]
