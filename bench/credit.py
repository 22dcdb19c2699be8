"""Credit benchmark: every task-credit kernel against its plain NumPy / networkx oracle.

  python bench/credit.py [--sizes=16,256,1024] [--max_oracle_p=0] [--estimators=grpo,gigpo,...]

Batches are ALFWorld-like: P tasks × G = 8 siblings × T = 50 steps; each task has its own small state graph
that all siblings walk from the same reset state, so anchor keys repeat within and across trajectories
(revisits, cycles, self-loops); about 30% of trajectories succeed (reward 10 on their last step, length
5..50), the rest run to the horizon; 10% of rows are invalid.

Timing: the kernel is jitted, compiled and run once before timing; kernel_ms is the best of `--repeats`
runs of `advantages(batch, cfg).block_until_ready()` on a batch already on the device. oracle_ms is the
best of 3 runs at P ≤ 16 and a single run above (the oracle is plain Python loops on the host records and
its time hardly varies). Packing (host records -> arrays, shared by all kernels) is reported on its own
`pack` line. end_to_end_ms is what the trainer pays per update: `credit.methods.compute_credit` from the host
records (interning, packing, the kernel, the copy back to host NumPy), best of `--repeats`. Each kernel is checked against its oracle (max abs difference ≤ 1e-4) wherever the oracle
runs; a mismatch is printed on stderr and makes the exit code 1.

One line per estimator and size: `<name> <P>x<G>x<T> kernel_ms=<x> end_to_end_ms=<e> oracle_ms=<y> speedup=<z>`
(speedup = oracle_ms / kernel_ms).

`--estimators=sgr_opsd` and `--estimators=mcgpo` (methods without a task kernel of their own) are timed end
to end only, on the same groups with what they read added from a separate seed, and their line ends with the
number of preference pairs (`pairs=`, 0 for SGR-OPSD):
  * sgr_opsd: teacher gaps (10% unscored), token counts, the executed action (the move to the next state, so
    nodes hold several actions), a node descriptor, signature and prompt hash (the state's: every visit of a
    state shares its context);
  * mcgpo (default config: the full variant, on GraphGPO's advantages): the action names the move to the
    next state (so siblings at one state differ), state summaries (exact: the state and whether the target
    is in hand; coarse: the state and a remaining-budget half), a rubric status in which each valid step
    advances the next channel of ALFWorld's vocabulary with probability 0.1, and the task type (the six
    families in turn).
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import time
from typing import Any, Callable

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # repo root: tests.oracles

import jax  # noqa: E402

from mcgpo_jax.credit import methods  # noqa: E402
from mcgpo_jax.data.batch import pack  # noqa: E402
from mcgpo_jax.data.records import Group, Step, Trajectory  # noqa: E402
from mcgpo_jax.envs.alfworld.rubric import TASK_FAMILY  # noqa: E402
from mcgpo_jax.envs.registry import spec  # noqa: E402
try:
  from tests.oracles import episode, gigpo, graph, hgpo  # noqa: E402
except ModuleNotFoundError as e:   # the oracles need networkx, which is in the bench / dev extras only
  sys.exit(f"bench/credit.py: {e}; install the bench extra first: pip install -e '.[bench]'")

G, T = 8, 50
ENV = "alfworld"


def _graphgpo(groups, cfg):
  return [graph.graphgpo(g, gamma_g=cfg.gamma_g, w_s=cfg.w_s, w_e=cfg.w_e, mode=cfg.mode,
                         paper_exponent=cfg.paper_exponent, episode_stats=cfg.episode_stats,
                         invalid_penalty=cfg.invalid_penalty, success_reward=cfg.success_reward)[0]
          for g in groups]


def _g2po(groups, cfg):
  return [graph.g2po(g, gamma=cfg.gamma, w=cfg.w, mode=cfg.mode, ablation=cfg.ablation,
                     episode_stats=cfg.episode_stats, invalid_penalty=cfg.invalid_penalty,
                     success_reward=cfg.success_reward)[0] for g in groups]


def _gigpo(groups, cfg):
  if cfg.anchor_similarity is not None:
    raise NotImplementedError("the GiGPO oracle uses exact anchors only")
  return gigpo.gigpo(groups, mode=cfg.mode, gamma=cfg.gamma, omega=cfg.omega, episode_stats=cfg.episode_stats,
                     penalty=cfg.invalid_penalty)


# One calling convention over tests/oracles: oracle(groups, cfg) -> per group, per slot, per step floats.
ORACLES: dict[str, Callable[[list[Group], Any], list]] = {
    "grpo": lambda groups, cfg: episode.grpo(groups, cfg.mode, cfg.episode_stats, cfg.invalid_penalty),
    "drgrpo": lambda groups, cfg: episode.grpo(groups, cfg.mode, cfg.episode_stats, cfg.invalid_penalty),
    "rloo": lambda groups, cfg: episode.rloo(groups, cfg.episode_stats, cfg.invalid_penalty),
    "gigpo": _gigpo,
    "graphgpo": _graphgpo,
    "g2po": _g2po,
    "hgpo": lambda groups, cfg: hgpo.hgpo(groups, cfg.mode, history=cfg.history, gamma=cfg.gamma,
                                          penalty=cfg.invalid_penalty, spread_tol=cfg.spread_tol,
                                          episode_weight=cfg.episode_weight, episode_stats=cfg.episode_stats),
}


def alfworld_like_groups(seed: int, P: int, G: int = G, T: int = T, num_states: int = 24, p_success: float = 0.3,
                         p_invalid: float = 0.1) -> list[Group]:
  """P task groups with repeating anchor keys (see the module docstring)."""
  rng = np.random.default_rng(seed)
  groups = []
  for p in range(P):
    # A task's state graph: each state has 3 successors (self-loops allowed); invalid rows stay put.
    successors = rng.integers(0, num_states, size=(num_states, 3))
    trajectories = []
    for _ in range(G):
      won = bool(rng.random() < p_success)
      n = int(rng.integers(5, T + 1)) if won else T
      state, steps = 0, []
      for t in range(n):
        valid = bool(rng.random() >= p_invalid)
        last = t == n - 1
        steps.append(Step(obs=f"task {p} state {state}", action=f"a{state}" if valid else "<invalid>",
                          valid=valid, reward=10.0 if (last and won) else 0.0, done=last))
        if valid:
          state = int(successors[state, rng.integers(0, 3)])
      trajectories.append(Trajectory(steps=steps, success=won, score=float(won)))
    groups.append(Group(task_id=f"task{p}", env=ENV, trajectories=trajectories, horizon=T))
  return groups


def with_sgr_fields(groups: list[Group], seed: int) -> list[Group]:
  """Copies of `groups` carrying SGR-OPSD's inputs (module docstring), drawn from their own generator."""
  rng = np.random.default_rng(seed + 1)

  def step(s: Step, nxt: str) -> Step:
    return dataclasses.replace(
        s, teacher_gap=float(rng.normal(0, 1)) if rng.random() >= 0.1 else None, tokens=int(rng.integers(3, 40)),
        executed=f"to {nxt}" if s.valid else "garbage", node_state="room", signature=s.obs, prompt_hash=s.obs)

  return [dataclasses.replace(g, trajectories=[dataclasses.replace(traj, steps=[
      step(s, traj.steps[t + 1].obs if t + 1 < len(traj.steps) else "stop") for t, s in enumerate(traj.steps)])
      for traj in g.trajectories]) for g in groups]


def with_mcgpo_fields(groups: list[Group], seed: int) -> list[Group]:
  """Copies of `groups` carrying MCGPO's inputs (module docstring), drawn from their own generator."""
  rng = np.random.default_rng(seed + 2)
  vocabulary, families = spec(ENV).rubric.vocabulary, sorted(TASK_FAMILY)

  def trajectory(traj: Trajectory) -> Trajectory:
    rubric, steps = {"note": "diagnostic, not a channel"}, []
    for t, s in enumerate(traj.steps):
      state = int(s.obs.rsplit(" ", 1)[1])
      nxt = traj.steps[t + 1].obs if t + 1 < len(traj.steps) else "stop"
      steps.append(dataclasses.replace(
          s, action=f"go to {nxt}" if s.valid else s.action, rubric=dict(rubric),   # each row its own, as recorded
          state={"exact": [state, bool(rubric.get("target_in_hand"))], "coarse": [state, 2 * (T - t) // (T + 1)]}))
      if s.valid and rng.random() < 0.1:
        channel = vocabulary[min(sum(bool(rubric.get(c)) for c in vocabulary), len(vocabulary) - 1)]
        rubric = {**rubric, channel: True}
    return dataclasses.replace(traj, steps=steps)

  return [dataclasses.replace(g, task_type=families[p % len(families)],
                              trajectories=[trajectory(traj) for traj in g.trajectories])
          for p, g in enumerate(groups)]


# Methods without a task kernel of their own: their groups (end to end only).
METHOD_GROUPS: dict[str, Callable[[list[Group], int], list[Group]]] = {
    "sgr_opsd": with_sgr_fields, "mcgpo": with_mcgpo_fields}


def best_ms(fn: Callable[[], Any], repeats: int) -> float:
  times = []
  for _ in range(repeats):
    start = time.perf_counter()
    fn()
    times.append(time.perf_counter() - start)
  return 1e3 * min(times)


def max_abs_diff(values: np.ndarray, ragged: list, groups: list[Group]) -> float:
  worst = 0.0
  for p, g in enumerate(groups):
    for i, traj in enumerate(g.trajectories):
      n = len(traj.steps)
      if n:
        worst = max(worst, float(np.max(np.abs(values[p, i, :n] - np.asarray(ragged[p][i])))))
  return worst


def main() -> int:
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--sizes", default="16,256,1024", help="comma-separated task counts P")
  parser.add_argument("--max_oracle_p", type=int, default=0, help="skip the oracle above this P (0: never skip)")
  parser.add_argument("--estimators", default=",".join(ORACLES),
                      help="comma-separated task-estimator names, or sgr_opsd / mcgpo (end to end only)")
  parser.add_argument("--repeats", type=int, default=5, help="timed kernel runs (best is reported)")
  parser.add_argument("--seed", type=int, default=0)
  args = parser.parse_args()
  names = args.estimators.split(",")
  unknown = [n for n in names if n not in methods.estimator_names() and n not in METHOD_GROUPS]
  if unknown:
    parser.error(f"--estimators: unknown {', '.join(unknown)}; choose from "
                 f"{', '.join(methods.estimator_names() + list(METHOD_GROUPS))}")
  print(f"# jax {jax.__version__} backend={jax.default_backend()} device={jax.devices()[0].device_kind}")
  failed = False
  for P in (int(s) for s in args.sizes.split(",")):
    groups = alfworld_like_groups(args.seed, P)
    rows = sum(g.num_rows for g in groups)
    start = time.perf_counter()
    batch = pack(groups, horizon=T, group_size=G)
    jax.block_until_ready(batch)
    print(f"pack {P}x{G}x{T} rows={rows} pack_ms={1e3 * (time.perf_counter() - start):.1f}", flush=True)
    for name in names:
      if name in METHOD_GROUPS:   # a method without its own kernel: end to end only
        method_groups = METHOD_GROUPS[name](groups, args.seed)
        run = lambda: methods.compute_credit(name, method_groups, {}, env=ENV, horizon=T, group_size=G)
        pairs = len(run().pairs)   # compile at this shape
        print(f"{name} {P}x{G}x{T} kernel_ms=n/a end_to_end_ms={best_ms(run, args.repeats):.1f} oracle_ms=n/a "
              f"speedup=n/a pairs={pairs}", flush=True)
        continue
      cfg = methods.make_config(name, ENV)
      kernel = methods.estimator_module(name).advantages
      values = np.asarray(jax.block_until_ready(kernel(batch, cfg)))  # compile + first run
      kernel_ms = best_ms(lambda: jax.block_until_ready(kernel(batch, cfg)), args.repeats)
      methods.compute_credit(name, groups, {}, env=ENV, horizon=T, group_size=G)   # compile at this shape
      e2e_ms = best_ms(lambda: methods.compute_credit(name, groups, {}, env=ENV, horizon=T, group_size=G),
                       args.repeats)
      timing = f"kernel_ms={kernel_ms:.2f} end_to_end_ms={e2e_ms:.1f}"
      if args.max_oracle_p and P > args.max_oracle_p:
        print(f"{name} {P}x{G}x{T} {timing} oracle_ms=skipped speedup=n/a", flush=True)
        continue
      result: list = []
      oracle_ms = best_ms(lambda: result.append(ORACLES[name](groups, cfg)), 3 if P <= 16 else 1)
      diff = max_abs_diff(values, result[-1], groups)
      if not diff <= 1e-4:
        print(f"MISMATCH {name} {P}x{G}x{T}: max |kernel - oracle| = {diff:.3g}", file=sys.stderr)
        failed = True
      print(f"{name} {P}x{G}x{T} {timing} oracle_ms={oracle_ms:.1f} "
            f"speedup={oracle_ms / kernel_ms:.0f}", flush=True)
  return 1 if failed else 0


if __name__ == "__main__":
  sys.exit(main())
