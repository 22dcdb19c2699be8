"""A run directory's config.json as the trainer writes it (every field of its environment's config, resolved),
for tests that build synthetic run directories for report.py and evaluate.py: readers of a run's config read
its fields directly (an old config.json is upgraded by mcgpo_jax/config_upgrade.py), so a fixture holds them
all."""
import importlib
import json
import os


def write_run_config(run_dir, env: str, **fields) -> None:
  """`run_dir`/config.json: configs/`env`.py's defaults with `fields` (algorithm, seed, label, ...) over them."""
  config = json.loads(importlib.import_module(f"configs.{env}").get_config().to_json_best_effort())
  config.update(fields)
  with open(os.path.join(run_dir, "config.json"), "w") as f:
    json.dump(config, f)
