"""Plain MCGPO oracle: docs/semantics/mcgpo.md read line by line, with loops and exact fractions.

Deliberately slow and literal: every candidate row pair (i,t), (j,u) of a fold is visited, first visits
are found by scanning, evidence sets are listed, p_hat and u_hat are Fractions. It shares nothing with
mcgpo_jax.credit.mcgpo except the Table 15-17 data (vocabularies and edge lists) and the config object.
"""
from __future__ import annotations

import math
import zlib
from fractions import Fraction

import numpy as np

from mcgpo_jax.credit import rubric_templates as rt
from mcgpo_jax.envs.alfworld import rubric as alfworld_rubric
from mcgpo_jax.envs.registry import spec

RULES = ("exact", "coarse")


def _number(rubric, channel):
  value = rubric.get(channel)
  return 0 if value is None else value


def signature(rubric, template):
  """(C, F) by Eq. 8, straight from the edge list."""
  C = []
  for ch in template.vocabulary:
    v = _number(rubric, ch)
    if v is True or (not isinstance(v, bool) and math.isfinite(v) and v > 0):
      C.append(ch)
  blocking_sources = [s for s, _, kind in template.edges if kind == "B"]
  F = []
  for j in template.vocabulary:
    if j in C or j in blocking_sources:
      continue
    prereq = [s for s, target, kind in template.edges if target == j and kind != "B"]
    blockers = [s for s, target, kind in template.edges if target == j and kind == "B"]
    if all(s in C for s in prereq) and not any(s in C for s in blockers):
      F.append(j)
  return tuple(sorted(C)), tuple(sorted(F))


def _freeze(v):
  if isinstance(v, (list, tuple)):
    return tuple(_freeze(x) for x in v)
  if isinstance(v, dict):
    return tuple(sorted((k, _freeze(x)) for k, x in v.items()))
  return v


def _admitted(group, cfg):
  uses_state = cfg.variant != "rubric_only"
  uses_rubric = cfg.variant != "state_only"
  if uses_rubric and group.env == "alfworld" and group.task_type is None:
    return False
  for traj in group.trajectories:
    for step in traj.steps:
      if uses_state and (step.state is None or step.state.get("exact") is None
                         or step.state.get("coarse") is None):
        return False
      if uses_rubric and step.rubric is None:
        return False
  return True


def _progress(group, i):
  traj = group.trajectories[i]
  if group.env == "webshop":
    return min(max(traj.score, 0.0), 1.0)
  if group.env == "alfworld":
    if traj.success:
      return 1.0
    family = alfworld_rubric.family_of(group.task_type)
    value = _number(traj.steps[-1].rubric, "goal_progress")
    return min(max(float(value) / alfworld_rubric.GOAL_PROGRESS_MAX[family], 0.0), 1.0)
  return float(traj.success)


def _keys(group, cfg):
  """keys[level][i][t]."""
  rows = [(i, t) for i, traj in enumerate(group.trajectories) for t in range(len(traj.steps))]
  sig = {}
  if cfg.variant != "state_only":
    template = rt.template_for(group.env, group.task_type)
    for (i, t) in rows:
      sig[(i, t)] = signature(group.trajectories[i].steps[t].rubric, template)
    if cfg.variant == "shuffled_rubric":
      perm = np.random.default_rng([cfg.shuffle_seed, group.update, zlib.crc32(group.task_id.encode())]
                                   ).permutation(len(rows))
      sig = {rows[r]: sig[rows[perm[r]]] for r in range(len(rows))}
  keys = {}
  for level in RULES:
    keys[level] = []
    for i, traj in enumerate(group.trajectories):
      per_t = []
      for t, step in enumerate(traj.steps):
        if cfg.variant == "state_only":
          per_t.append((_freeze(step.state[level]),))
        elif cfg.variant == "rubric_only":
          per_t.append((sig[(i, t)],))
        else:
          per_t.append((_freeze(step.state[level]), sig[(i, t)]))
      keys[level].append(per_t)
  return keys


def _first_visit(key_i, g, base):
  for t in range(base, len(key_i)):
    if key_i[t] == g:
      return t
  return None


def oracle_preferences(groups, cfg):
  """List of dicts (task, direction, plus, minus, rule, support, contrast, weight) in output order."""
  out = []
  for p, group in enumerate(groups):
    if not cfg.builds_preferences or not _admitted(group, cfg):
      continue
    G = len(group.trajectories)
    keys = _keys(group, cfg)
    act = [[s.action for s in traj.steps] for traj in group.trajectories]
    y = [int(traj.success) for traj in group.trajectories]
    for c in (0, 1):
      fold = [i for i in range(G) if i % 2 == c]
      evidence_fold = fold if cfg.variant in ("same_fold", "same_fold_uniform") else \
          [k for k in range(G) if k % 2 == 1 - c]
      qualified = []
      for i in fold:
        for j in fold:
          if not i < j:
            continue
          for t in range(1, len(act[i])):
            for u in range(1, len(act[j])):
              chosen = None
              for level in RULES:
                g = keys[level][i][t]
                if keys[level][j][u] != g:
                  continue
                if _first_visit(keys[level][i], g, 1) != t or _first_visit(keys[level][j], g, 1) != u:
                  continue
                if act[i][t] == act[j][u]:
                  continue
                if cfg.variant == "candidate_progress":
                  # Progress values are decimals written as floats (scores like 0.35): read them as such.
                  chosen = (level, 1, Fraction(repr(_progress(group, i))) - Fraction(repr(_progress(group, j))))
                  break
                E_a, E_b = [], []
                for k in evidence_fold:
                  v = _first_visit(keys[level][k], g, 0)
                  if v is not None and act[k][v] == act[i][t]:
                    E_a.append(k)
                  if v is not None and act[k][v] == act[j][u]:
                    E_b.append(k)
                n_star = min(len(E_a), len(E_b))
                if n_star >= cfg.min_support:
                  u_hat = Fraction(sum(y[k] for k in E_a), len(E_a)) - Fraction(sum(y[k] for k in E_b), len(E_b))
                  chosen = (level, n_star, u_hat)
                  break
              if chosen is None:
                continue
              level, n_star, u_hat = chosen
              if abs(u_hat) < Fraction(str(cfg.epsilon)):
                continue
              q = Fraction(str(cfg.q_exact if level == "exact" else cfg.q_coarse))
              weight = abs(u_hat) * Fraction(n_star) / (n_star + Fraction(str(cfg.kappa))) * q
              qualified.append(dict(i=i, t=t, j=j, u=u, level=level, n=n_star, u_hat=u_hat, weight=weight))
      sort_key = lambda q: (max(q["t"], q["u"]), -round(q["weight"], 12), min(q["t"], q["u"]), q["t"])
      winners = []
      for i in fold:
        for j in fold:
          mine = [q for q in qualified if q["i"] == i and q["j"] == j]
          if mine:
            winners.append(min(mine, key=sort_key))
      winners.sort(key=lambda q: (sort_key(q), q["i"], q["j"]))
      used, taken = [], 0
      for q in winners:
        if taken == cfg.max_pairs_per_fold:
          break
        if (q["i"], q["t"]) in used or (q["j"], q["u"]) in used:
          continue
        used += [(q["i"], q["t"]), (q["j"], q["u"])]
        taken += 1
        a, b = (q["i"], q["t"]), (q["j"], q["u"])
        plus, minus = (a, b) if q["u_hat"] > 0 else (b, a)
        out.append(dict(task=p, direction=c, plus=plus, minus=minus, rule=q["level"], support=q["n"],
                        contrast=float(abs(q["u_hat"])), weight=float(q["weight"])))
  if cfg.variant in ("uniform_weights", "same_fold_uniform") and out:
    mean = sum(o["weight"] for o in out) / len(out)
    for o in out:
      o["weight"] = mean
  return out


def shaping_deltas(group, coef: float = 0.05):
  """Eq. 18 per row, ragged: coef · (net change of the channel values of V) from the row's rubric to the next
  row's, or to the trajectory's `final_rubric` for the last row (0 without one); increases minus decreases
  is the plain sum of the changes. A group with any step rubric missing gets 0 everywhere."""
  vocabulary = spec(group.env).rubric.vocabulary
  if any(s.rubric is None for tr in group.trajectories for s in tr.steps):
    return [[0.0] * len(tr.steps) for tr in group.trajectories]
  out = []
  for tr in group.trajectories:
    after = [s.rubric for s in tr.steps[1:]] + [tr.final_rubric]
    out.append([0.0 if post is None else
                coef * sum(float(_number(post, ch)) - float(_number(s.rubric, ch)) for ch in vocabulary)
                for s, post in zip(tr.steps, after)])
  return out
