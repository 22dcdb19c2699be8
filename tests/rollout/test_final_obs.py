"""`Trajectory.final_obs` / `final_rubric`: the agent loop records the anchor key of the observation after the
last action (observation or tracker anchor, like the rows) and the rubric status after it, and both survive
the multi-process exchange and captures."""
import json

from mcgpo_jax.data.captures import read_captures, write_captures
from mcgpo_jax.envs.base import StepResult, Task
from mcgpo_jax.envs.interface import PromptConfig
from mcgpo_jax.rollout import exchange
from mcgpo_jax.rollout.agent import collect
from mcgpo_jax.rollout.engines.base import SamplingParams
from tests.fakes import ByteTokenizer, FixedEngine


class Counter:
  """Room n → room n+1 on every action; the tracker anchor differs from the observation text. Task "win2"
  is won on the second step, every other task runs until truncation."""
  name, max_steps = "alfworld", 3

  def reset(self, task):
    self.n, self.task = 0, task
    return self._obs()

  def _obs(self):
    return f"room {self.n}", {"anchor": f"tracker {self.n}", "admissible_actions": ["go"], "task": "walk",
                              "rubric": {"goal_progress": self.n}}

  def step(self, action):
    self.n += 1
    obs, info = self._obs()
    won = self.task.task_id == "win2" and self.n == 2
    return StepResult(obs, 10.0 if won else 0.0, won, {**info, "won": won, "score": float(won)})


def _collect(anchor):
  tasks = [Task("lose", "train"), Task("win2", "train")]
  return collect([Counter() for _ in range(4)], tasks, 2, FixedEngine("<think>walk</think><action>go</action>", -0.1), ByteTokenizer(),
                 PromptConfig("alfworld"),
                 SamplingParams(temperature=1.0, max_new_tokens=8), seed=0, max_steps=3, anchor=anchor)


def test_agent_records_the_anchor_after_the_last_action():
  lose, win = _collect("observation").groups
  assert [t.final_obs for t in lose.trajectories] == ["room 3"] * 2      # truncated after 3 steps
  assert [t.final_rubric for t in lose.trajectories] == [{"goal_progress": 3}] * 2   # Eq. 18's last Δr
  assert [t.final_obs for t in win.trajectories] == ["room 2"] * 2
  assert [s.obs for s in lose.trajectories[0].steps] == ["room 0", "room 1", "room 2"]
  lose, _ = _collect("tracker").groups
  assert [t.final_obs for t in lose.trajectories] == ["tracker 3"] * 2
  assert lose.trajectories[0].steps[-1].obs == "tracker 2"


def test_final_obs_survives_the_exchange_and_captures(tmp_path):
  rollout = _collect("tracker")
  rollout.groups[0].trajectories[1].final_obs = None   # not recorded: stays None
  merged = exchange.merge([json.loads(json.dumps(exchange.to_json(rollout)))] * 2)
  assert merged.groups[:2] == rollout.groups       # the second copy's rows are renumbered
  assert [t.final_obs for g in merged.groups for t in g.trajectories] == ["tracker 3", None, "tracker 2",
                                                                          "tracker 2"] * 2
  write_captures(tmp_path / "c.jsonl", rollout.groups)
  text = (tmp_path / "c.jsonl").read_text()
  assert '"final_obs": "tracker 3"' in text
  back = read_captures(tmp_path / "c.jsonl")
  assert [[t.final_obs for t in g.trajectories] for g in back] == [["tracker 3", None], ["tracker 2"] * 2]
  assert back[1].trajectories[0].final_rubric == {"goal_progress": 2}
