r"""Evaluates a trained policy: N rollouts per task of a split at a given temperature.

  python launch/evaluate.py --run_dir=runs/webshop_graphgpo_s0 [--update=20] [--split=valid] \
      [--rollouts=1] [--temperature=0.4] [--num_tasks=128] [--out=eval.json]
  python launch/evaluate.py --run_dir=runs/alfworld_sgr_opsd_s0 --protocol=alfworld_seen --out=seen.json
  python launch/evaluate.py --run_dir=runs/searchqa_sgr_opsd_s0 --checkpoint=best --protocol=searchqa_test

Loads the run's config.json and its checkpoint (the latest, --update, or with --checkpoint=best the saved one
whose validation scored highest, as SGR-OPSD selects: `policy.best_update`) with `policy.load_policy`, then
prints success, score, episode length, invalid-action rate and per-category success (ALFWorld's six task
types, WebShop's categories) and writes them as JSON, with the environment's headline readout
(`EnvSpec.readout`): on ALFWorld with all six task types `macro_success`, the unweighted mean of the six
category success rates (the papers' "Avg"); on SearchQA `macro_success`, the mean exact match over the data
sources; on AppWorld `tgc` (task goal completion: the fraction of episodes whose tests all pass) and `sgc`
(scenario goal completion: the fraction of scenarios all of whose episodes pass).

It writes nothing into the run directory and takes no lock, so a run can be evaluated while it trains. It
samples with the embedded JAX sampler on this process's first device (also for runs trained with SGLang
servers), with the run's prompts, stop tokens and max_steps.

--protocol runs a paper's final evaluation (the environments' `EnvSpec.protocols`, found by name with
`envs.registry.protocol`): alfworld_seen (valid_seen, 140 tasks) or alfworld_unseen (valid_unseen, 134
tasks), every task once at temperature 0.4, top-p 1, no top-k; searchqa_test (Search-R1's seven test sets,
greedy); appworld_test_normal (168 tasks) or appworld_test_challenge (417 tasks) on the official AppWorld
data (config.appworld.root or $APPWORLD_ROOT), every task once at temperature 0.4, with TGC and SGC. It sets --split, --rollouts, --temperature and --num_tasks. ALFWorld's splits are the official
games' ($ALFWORLD_DATA); the result notes a task count other than the paper's (a partial or other download).
"""
from __future__ import annotations

import json
import os
import sys

from absl import flags

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

_RUN_DIR = flags.DEFINE_string("run_dir", None, "Trainer run directory (config.json + checkpoints/).", required=True)
_UPDATE = flags.DEFINE_integer("update", None, "Checkpoint to evaluate (default: the latest).")
_CHECKPOINT = flags.DEFINE_enum("checkpoint", "latest", ["latest", "best"],
                                "latest, or best: the saved checkpoint with the best validation curve value.")
_SPLIT = flags.DEFINE_string("split", None, "Task split (default: the run's validation split).")
_ROLLOUTS = flags.DEFINE_integer("rollouts", 1, "Rollouts per task.")
_TEMPERATURE = flags.DEFINE_float("temperature", 0.4, "Sampling temperature.")
_NUM_TASKS = flags.DEFINE_integer("num_tasks", None, "Evaluate the first N tasks of the split (sorted by id).")
_SEED = flags.DEFINE_integer("seed", 0, "Sampling seed.")
_OUT = flags.DEFINE_string("out", None, "Write the metrics as JSON here.")
_PROTOCOL = flags.DEFINE_string("protocol", None, "A paper's final evaluation: alfworld_seen | alfworld_unseen "
                                "| searchqa_test | appworld_test_normal | appworld_test_challenge (sets split, "
                                "rollouts, temperature and task count).")
# Checked while parsing (mcgpo_jax/cli.py): a bad value is one line naming the flag, exit 2, before any work.
_CHECKS = ((_UPDATE, 0), (_ROLLOUTS, 1), (_TEMPERATURE, 0.0), (_NUM_TASKS, 1), (_SEED, 0))


def main(argv):
  del argv   # verbosity: --verbosity as in launch/train.py (cli.run hides Orbax's INFO lines below 1)
  import dataclasses
  from mcgpo_jax import validation
  from mcgpo_jax import policy as policy_lib
  from mcgpo_jax.envs import registry

  protocol = None
  if _PROTOCOL.value is not None:
    try:
      protocol = registry.protocol(_PROTOCOL.value)
    except ValueError as e:
      raise SystemExit(f"evaluate: --protocol: {e}") from None
  try:
    cfg = policy_lib.run_config(_RUN_DIR.value)
  except FileNotFoundError as e:
    raise SystemExit(f"evaluate: {e}") from None
  if protocol is not None:
    if protocol.env != cfg.env:
      raise SystemExit(f"evaluate: --protocol={_PROTOCOL.value} is for {protocol.env}, this run is on {cfg.env}")
  update, selection = _UPDATE.value, {}
  if _CHECKPOINT.value == "best":
    if update is not None:
      raise SystemExit("evaluate: --checkpoint=best and --update name different checkpoints; pass one")
    try:
      update, value = policy_lib.best_update(_RUN_DIR.value)
    except FileNotFoundError as e:
      raise SystemExit(f"evaluate: --checkpoint=best: {e}") from None
    selection = {"selected_by": "best validation", "selection_value": value}
  from mcgpo_jax.sharding import run_mesh
  policy = policy_lib.load_policy(_RUN_DIR.value, update, mesh=run_mesh(cfg.mesh.to_dict()))
  run = policy_lib.rollouts(policy)
  update = policy.update
  split = protocol.split if protocol else _SPLIT.value or cfg.valid_split
  rollouts = protocol.rollouts if protocol else _ROLLOUTS.value
  temperature = protocol.temperature if protocol else _TEMPERATURE.value
  tasks = run.tasks.first(split, None if protocol else _NUM_TASKS.value)
  sampling = dataclasses.replace(run.eval_sampling, temperature=temperature)
  if protocol:
    sampling = dataclasses.replace(sampling, top_p=1.0, top_k=0)
  stats = validation.validation_metrics(run.actor, tasks, rollouts, sampling, _SEED.value, prefix="")   # a report
  result = {"run_dir": _RUN_DIR.value, "update": update, **selection, "split": split, "tasks": len(tasks),
            "rollouts_per_task": rollouts, "temperature": temperature, **stats}
  result.update(registry.spec(cfg.env).readout(stats, ""))   # the papers' headline macro averages (`macro_success`)
  if protocol:
    result["protocol"] = _PROTOCOL.value
    if len(tasks) != protocol.tasks:
      result["protocol_note"] = (f"{len(tasks)} tasks in {split}, the paper's has {protocol.tasks}: "
                                 f"numbers not comparable with its tables")
  width = max(len(k) for k in result)
  print("\n".join(f"{k:<{width}}  {v:.4f}" if isinstance(v, float) else f"{k:<{width}}  {v}"
                  for k, v in result.items()))
  if _OUT.value:
    with open(_OUT.value, "w") as f:
      json.dump(result, f, indent=2)
  run.close()


if __name__ == "__main__":
  from mcgpo_jax import cli
  for flag, low in _CHECKS:
    cli.at_least(flag, low)
  cli.new_file(_OUT)
  cli.run(main, "evaluate")
