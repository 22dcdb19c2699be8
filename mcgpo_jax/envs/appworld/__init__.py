"""AppWorld (API composition across apps: the agent writes Python that calls `apis.<app>.<api>(...)`) on the
real `appworld` engine, run in its own venv: engine.py (the environment), worker.py (the engine process),
bundled_world.py (the offline world), prompts.py and spec.py (the policy's side). docs/appworld.md."""
