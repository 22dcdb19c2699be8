"""MCGPO preference construction: hand-built rule cases, controls, properties, oracle agreement.

Hand-built groups use G = 8 slots; `hand_group` takes one list of (state, action) steps per slot. Rows at
t = 0 are evidence only (never candidates), which is how most cases keep the two directions apart.
"""
import collections
import dataclasses
import json

import jax
import numpy as np
import pytest

from mcgpo_jax.credit import mcgpo as M
from mcgpo_jax.credit import rubric_templates as rt
from mcgpo_jax.data.batch import pack
from mcgpo_jax.envs.registry import spec
from mcgpo_jax.envs.rubric_format import Template
from tests.mcgpo_groups import hand_group, number_rows, random_batch, random_group
from tests.oracles import mcgpo as O
from tests.oracles.mcgpo import oracle_preferences


def build(groups, **cfg):
  groups = groups if isinstance(groups, list) else [groups]
  return M.build_preferences(groups, M.MCGPOConfig(**cfg), batch=matched(groups))


def matched(groups):
  """The groups packed as the trainer packs them for MCGPO (credit/methods.pack_update: matching ids)."""
  return pack(groups, to_device=False, extras=M.METHOD.pack_extras)


def summary(prefs):
  return [(p.direction, p.plus, p.minus, p.rule, p.support, round(p.contrast, 9), round(p.weight, 9))
          for p in prefs]


def group_a(y1=1, y3=0, y0=0, y2=1, extra_evidence=()):
  """Fold-0 candidates (0,1):x and (2,1):y at state s; fold-1 evidence at t=0."""
  slots = {0: [("i", "a"), ("s", "x")], 2: [("i", "a"), ("s", "y")], 1: [("s", "x")], 3: [("s", "y")]}
  outcomes = {0: y0, 1: y1, 2: y2, 3: y3}
  for slot, steps, y in extra_evidence:
    slots[slot], outcomes[slot] = steps, y
  return hand_group([slots.get(k, [(f"z{k}", "a")]) for k in range(8)], [outcomes.get(k, 0) for k in range(8)])


# --- Label: weights, support, contrast, orientation ----------------------------------------------------

def test_support_one_shrinks_by_a_third():
  prefs, diag = build(group_a())
  assert summary(prefs) == [(0, (0, 1), (2, 1), "exact", 1, 1.0, round(1 / 3, 9))]
  assert (prefs[0].plus_row, prefs[0].minus_row) == (1, 4)   # rows numbered slot-major
  # The preferred candidate (slot 0) failed and the other succeeded: one reversed outcome.
  assert (diag["wins"], diag["ties"], diag["losses"], diag["agreement"]) == (0, 0, 1, 0.0)


def test_support_two_shrinks_by_a_half():
  prefs, diag = build(group_a(extra_evidence=[(5, [("s", "x")], 1), (7, [("s", "y")], 0)]))
  assert summary(prefs) == [(0, (0, 1), (2, 1), "exact", 2, 1.0, 0.5)]
  assert (diag["support_1"], diag["support_2"]) == (0, 1)


def test_smallest_non_tied_contrast_is_kept_and_ties_are_dropped():
  # p_hat(x) = 1/3 over three evidence trajectories, p_hat(y) = 0 over one: u_hat = 1/3, n* = 1.
  group = group_a(y1=1, y3=0, extra_evidence=[(1, [("s", "x")], 1), (5, [("s", "x")], 0), (7, [("s", "x")], 0)])
  prefs, _ = build(group)
  assert summary(prefs) == [(0, (0, 1), (2, 1), "exact", 1, round(1 / 3, 9), round(1 / 9, 9))]
  tied, diag = build(group_a(y1=1, y3=1))
  groups = [group_a(y1=1, y3=1)]
  comps = M.comparisons(groups, batch=matched(groups))
  assert tied == [] and len(comps) == 1 and not comps.qualified[0] and diag["has_pairs"] == 0


def test_orientation_follows_the_evidence():
  prefs, _ = build(group_a(y1=0, y3=1))
  assert summary(prefs) == [(0, (2, 1), (0, 1), "exact", 1, 1.0, round(1 / 3, 9))]


# --- Match: rule selection ------------------------------------------------------------------------------

def exact_coarse_group(evidence_exact):
  """Candidates share exact s|1 and coarse s; fold-1 evidence sits at exact `evidence_exact`, coarse s."""
  slots = {0: [("i", "i", "a"), ("s|1", "s", "x")], 2: [("i", "i", "a"), ("s|1", "s", "y")],
           1: [(evidence_exact, "s", "x")], 3: [(evidence_exact, "s", "y")]}
  return hand_group([slots.get(k, [(f"z{k}", "a")]) for k in range(8)], [0, 1, 0, 0, 0, 0, 0, 0])


def test_exact_is_chosen_over_coarse_when_supported():
  prefs, _ = build(exact_coarse_group("s|1"))
  assert summary(prefs) == [(0, (0, 1), (2, 1), "exact", 1, 1.0, round(1 / 3, 9))]


def test_unsupported_exact_falls_back_to_coarse():
  prefs, diag = build(exact_coarse_group("s|2"))
  assert summary(prefs) == [(0, (0, 1), (2, 1), "coarse", 1, 1.0, round(0.7 / 3, 9))]
  assert (diag["pairs_exact"], diag["pairs_coarse"]) == (0, 1)


def test_supported_exact_below_epsilon_stays_exact_and_is_dropped():
  # At exact s|a: x and y both succeed (u_hat 0). Coarse s adds slots 5, 7 and would give u_hat 1/2.
  slots = {0: [("i", "i", "a"), ("s|a", "s", "x")], 2: [("i", "i", "a"), ("s|a", "s", "y")],
           1: [("s|a", "s", "x")], 3: [("s|a", "s", "y")], 5: [("s|b", "s", "x")], 7: [("s|b", "s", "y")]}
  outcomes = [0, 1, 0, 1, 0, 1, 0, 0]
  group = hand_group([slots.get(k, [(f"z{k}", "a")]) for k in range(8)], outcomes)
  prefs, _ = build(group)
  comps = M.comparisons([group], batch=matched([group]))
  assert prefs == []
  assert len(comps) == 1 and M.RULES[comps.rule[0]] == "exact" and comps.u_hat[0] == 0
  assert oracle_preferences([group], M.MCGPOConfig()) == []


# --- Select ---------------------------------------------------------------------------------------------

def test_earliest_qualified_comparison_wins_over_a_heavier_later_one():
  slots = {0: [("i", "a"), ("p", "x"), ("f0", "a"), ("s", "x")],
           2: [("i", "a"), ("f2", "a"), ("p", "y"), ("s", "y")],
           1: [("p", "x"), ("s", "x")], 3: [("p", "y"), ("s", "y")], 5: [("s", "x")], 7: [("s", "y")]}
  group = hand_group([slots.get(k, [(f"z{k}", "a")]) for k in range(8)], [0, 1, 0, 0, 0, 1, 0, 0])
  prefs, _ = build(group)
  # p: rows (0,1),(2,2), max time 2, n* 1 (weight 1/3); s: rows (0,3),(2,3), n* 2 (weight 1/2).
  assert summary(prefs) == [(0, (0, 1), (2, 2), "exact", 1, 1.0, round(1 / 3, 9))]


@pytest.mark.parametrize("s_support,expected", [
    (2, [(0, (0, 2), (2, 1), "exact", 2, 1.0, 0.5)]),          # same time: the heavier comparison
    (1, [(0, (0, 1), (2, 2), "exact", 1, 1.0, round(1 / 3, 9))]),  # full tie: smaller t of slot i
])
def test_time_ties_break_by_weight_then_by_t(s_support, expected):
  slots = {0: [("i", "a"), ("p", "x"), ("s", "x")], 2: [("i", "a"), ("s", "y"), ("p", "y")],
           1: [("p", "x"), ("s", "x")], 3: [("p", "y"), ("s", "y")]}
  outcomes = [0, 1, 0, 0, 0, 1, 0, 0]
  if s_support == 2:
    slots.update({5: [("s", "x")], 7: [("s", "y")]})
  group = hand_group([slots.get(k, [(f"z{k}", "a")]) for k in range(8)], outcomes)
  prefs, _ = build(group)
  assert summary(prefs) == expected


def test_disjoint_allocation_uses_each_row_once():
  # (0,1) x, (2,1) y, (4,1) z: {0,2} and {0,4} qualify with equal keys and share (0,1); {2,4} is tied.
  slots = {0: [("i", "a"), ("s", "x")], 2: [("i", "a"), ("s", "y")], 4: [("i", "a"), ("s", "z")],
           1: [("s", "x")], 3: [("s", "y")], 5: [("s", "z")]}
  group = hand_group([slots.get(k, [(f"z{k}", "a")]) for k in range(8)], [0, 1, 0, 0, 0, 0, 0, 0])
  prefs, _ = build(group)
  assert summary(prefs) == [(0, (0, 1), (2, 1), "exact", 1, 1.0, round(1 / 3, 9))]
  assert M.comparisons([group], batch=matched([group])).qualified.sum() == 2


def quota_group():
  slots = {0: [("i0", "a"), ("s", "x"), ("f0", "a"), ("q", "x")], 2: [("i2", "a"), ("s", "y")],
           4: [("i4", "a"), ("f4", "a"), ("r", "x"), ("q", "y")], 6: [("i6", "a"), ("f6", "a"), ("r", "y")],
           1: [("s", "x"), ("r", "x"), ("q", "x")], 3: [("s", "y"), ("r", "y"), ("q", "y")]}
  return hand_group([slots.get(k, [(f"z{k}", "a")]) for k in range(8)], [0, 1, 0, 0, 0, 0, 0, 0])


def test_allocation_stops_at_the_quota_in_sort_key_order():
  first_two = [(0, (0, 1), (2, 1), "exact", 1, 1.0, round(1 / 3, 9)),
               (0, (4, 2), (6, 2), "exact", 1, 1.0, round(1 / 3, 9))]
  prefs, _ = build(quota_group())
  assert summary(prefs) == first_two
  prefs3, _ = build(quota_group(), max_pairs_per_fold=3)
  assert summary(prefs3) == first_two + [(0, (0, 3), (4, 3), "exact", 1, 1.0, round(1 / 3, 9))]


def test_both_directions_contribute():
  slots = {0: [("s", "x"), ("r", "x")], 2: [("s", "y"), ("r", "y")],
           1: [("r", "x"), ("s", "x")], 3: [("r", "y"), ("s", "y")]}
  group = hand_group([slots.get(k, [(f"z{k}", "a")]) for k in range(8)], [1, 1, 0, 0, 0, 0, 0, 0])
  prefs, diag = build(group)
  assert summary(prefs) == [(0, (0, 1), (2, 1), "exact", 1, 1.0, round(1 / 3, 9)),
                            (1, (1, 1), (3, 1), "exact", 1, 1.0, round(1 / 3, 9))]
  assert (diag["wins"], diag["ties"], diag["losses"], diag["agreement"]) == (2, 0, 0, 1.0)


# --- Missing fields -------------------------------------------------------------------------------------

@pytest.mark.parametrize("field", ["rubric", "state", "coarse", "task_type"])
def test_group_with_a_missing_field_gets_no_pairs(field):
  broken = group_a()
  if field == "task_type":
    broken.task_type = None
  elif field == "coarse":
    broken.trajectories[5].steps[0].state = {"exact": ["z5"]}
  else:
    setattr(broken.trajectories[5].steps[0], field, None)
  prefs, diag = build(number_rows([broken, group_a()]))
  assert [p.task_index for p in prefs] == [1] and diag["groups_skipped"] == 1


def test_a_field_of_the_wrong_type_is_an_error_where_the_variant_reads_it():
  """Rows are read slot-major: a missing field before the bad one skips the group without an error; the
  task type is checked before any row."""
  group = group_a()
  group.trajectories[5].steps[0].state = ["z5"]
  with pytest.raises(ValueError, match="slot 5 t 0: state must be a dict, got list"):
    build(group)
  assert build(group, variant="rubric_only")[1]["groups_skipped"] == 0
  group.trajectories[5].steps[0].state, group.trajectories[3].steps[0].rubric = {"exact": ["z5"]}, "x"
  with pytest.raises(ValueError, match="slot 3 t 0: rubric must be a dict, got str"):
    build(group)
  assert build(group, variant="state_only")[1]["groups_skipped"] == 1   # slot 5 lacks its coarse summary
  group.trajectories[1].steps[0].rubric = None
  assert build(group)[1]["groups_skipped"] == 1
  group.trajectories[1].steps[0].rubric, group.task_type = {}, None
  assert build(group)[1]["groups_skipped"] == 1


def test_state_only_does_not_need_the_rubric_and_rubric_only_not_the_state():
  no_rubric = group_a()
  for traj in no_rubric.trajectories:
    for s in traj.steps:
      s.rubric = None
  assert build(no_rubric)[0] == [] and len(build(no_rubric, variant="state_only")[0]) == 1
  no_state = group_a()
  for traj in no_state.trajectories:
    for s in traj.steps:
      s.state = None
  assert build(no_state)[0] == [] and len(build(no_state, variant="rubric_only")[0]) == 1


# --- Controls -------------------------------------------------------------------------------------------

def test_state_only_and_rubric_only_keys():
  # Candidates share the state but not the rubric signature: only state_only matches them.
  slots = {0: [("i", "i", "a", {}), ("s", "s", "x", {"target_acquired": 1})],
           2: [("i", "i", "a", {}), ("s", "s", "y", {})],
           1: [("s", "s", "x", {})], 3: [("s", "s", "y", {})]}
  group = hand_group([slots.get(k, [(f"z{k}", "a")]) for k in range(8)], [0, 1, 0, 0, 0, 0, 0, 0])
  assert build(group)[0] == []
  assert summary(build(group, variant="state_only")[0]) == [(0, (0, 1), (2, 1), "exact", 1, 1.0, round(1 / 3, 9))]
  # Different states, one (empty) rubric everywhere: only rubric_only matches; its rule is always exact.
  slots = {0: [("i", "a"), ("s", "x")], 2: [("i", "a"), ("t", "y")], 1: [("u", "x")], 3: [("v", "y")]}
  group = hand_group([slots.get(k, [(f"z{k}", "a")]) for k in range(8)], [0, 1, 0, 0, 0, 0, 0, 0])
  assert build(group)[0] == []
  assert summary(build(group, variant="rubric_only")[0]) == [(0, (0, 1), (2, 1), "exact", 1, 1.0, round(1 / 3, 9))]


def test_shuffled_rubric_is_a_seeded_permutation_independent_of_batch_position():
  g = random_group(np.random.default_rng(3), task_id="abc", update=7)
  perm = M.shuffle_permutation(g, 40, seed=0)
  assert sorted(perm) == list(range(40))
  assert np.array_equal(perm, M.shuffle_permutation(g, 40, seed=0))
  assert not np.array_equal(perm, M.shuffle_permutation(g, 40, seed=1))
  batch = random_batch(11, P=6)
  joint, _ = build(batch, variant="shuffled_rubric", shuffle_seed=5)
  for p, group in enumerate(batch):
    alone, _ = build([group], variant="shuffled_rubric", shuffle_seed=5)
    assert summary(alone) == summary([q for q in joint if q.task_index == p])


def test_same_fold_takes_evidence_from_the_candidates_fold():
  slots = {0: [("i", "a"), ("s", "x")], 2: [("i", "a"), ("s", "y")]}
  group = hand_group([slots.get(k, [(f"z{k}", "a")]) for k in range(8)], [1, 0, 0, 0, 0, 0, 0, 0])
  assert build(group)[0] == []
  assert summary(build(group, variant="same_fold")[0]) == [(0, (0, 1), (2, 1), "exact", 1, 1.0, round(1 / 3, 9))]


def test_uniform_weights_share_the_batch_mean():
  batch = number_rows([group_a(), group_a(extra_evidence=[(5, [("s", "x")], 1), (7, [("s", "y")], 0)])])
  full, _ = build(batch)
  uniform, diag = build(batch, variant="uniform_weights")
  assert [p.weight for p in full] == pytest.approx([1 / 3, 1 / 2])
  assert [p.weight for p in uniform] == pytest.approx([5 / 12, 5 / 12])
  assert [(p.plus, p.minus, p.support) for p in uniform] == [(p.plus, p.minus, p.support) for p in full]
  assert diag["weight_sum"] == pytest.approx(sum(p.weight for p in full))


def test_candidate_progress_labels_by_the_candidates_own_progress():
  # Pick2 (goal_progress max 2): slot 0 fails at goal_progress 1 (progress 1/2), slot 2 succeeds (1).
  slots = {0: [("i", "i", "a", {}), ("s", "s", "x", {}), ("w", "w", "a", {"goal_progress": 1})],
           2: [("i", "i", "a", {}), ("s", "s", "y", {})]}
  group = hand_group([slots.get(k, [(f"z{k}", "a")]) for k in range(8)], [0, 0, 1, 0, 0, 0, 0, 0],
                     task_type="pick_two_obj_and_place")
  assert build(group)[0] == []            # no opposite-fold evidence at s
  prefs, _ = build(group, variant="candidate_progress")
  assert summary(prefs) == [(0, (2, 1), (0, 1), "exact", 1, 0.5, round(0.5 / 3, 9))]


def test_candidate_progress_uses_the_webshop_score():
  slots = {0: [("i", "a"), ("s", "x")], 2: [("i", "a"), ("s", "y")]}
  group = hand_group([slots.get(k, [(f"z{k}", "a")]) for k in range(8)], [0] * 8, env="webshop", task_type=None)
  group.trajectories[0].score, group.trajectories[2].score = 0.75, 0.25
  prefs, _ = build(group, variant="candidate_progress")
  assert summary(prefs) == [(0, (0, 1), (2, 1), "exact", 1, 0.5, round(0.5 / 3, 9))]


def test_no_pairwise_keeps_construction_and_diagnostics():
  batch = random_batch(5, P=4)
  full, diag_full = build(batch)
  off, diag_off = build(batch, variant="no_pairwise")
  assert summary(full) == summary(off) and diag_full == diag_off and len(full) > 0
  assert M.MCGPOConfig(variant="no_pairwise").pair_loss_coef == 0.0
  assert M.MCGPOConfig().pair_loss_coef == 0.05


def test_rubric_shaping_counts_channel_changes():
  steps = [("a", "a", "x", {}), ("b", "b", "x", {"target_acquired": 1, "target_in_hand": True}),
           ("c", "c", "x", {"target_acquired": 1, "target_in_hand": False, "target_placed": 2, "note": "d"})]
  group = hand_group([steps, [("z", "a")]], [1, 0])
  cfg = M.MCGPOConfig(variant="rubric_shaping")
  assert M.rubric_shaping_deltas([group], cfg) == [[pytest.approx([0.1, 0.05, 0.0]), [0.0]]]
  array = M.rubric_shaping_rewards([group], cfg, batch=pack([group], 4, 3, to_device=False))
  assert array.shape == (1, 3, 4) and array.dtype == np.float32
  np.testing.assert_allclose(array[0, 0], [0.1, 0.05, 0.0, 0.0])
  assert build(group, variant="rubric_shaping")[0] == [] and cfg.pair_loss_coef == 0.0
  group.trajectories[1].steps[0].rubric = None
  assert M.rubric_shaping_deltas([group], cfg) == [[[0.0, 0.0, 0.0], [0.0]]]


def test_config_is_validated():
  with pytest.raises(ValueError, match="variant"):
    M.MCGPOConfig(variant="nope")
  with pytest.raises(ValueError, match="no config field"):
    M.METHOD.section.parse({"epsilon": 0.2, "lambda": 1.0})
  assert M.METHOD.section.parse({"epsilon": 0.2}).epsilon == 0.2


# --- Replay format --------------------------------------------------------------------------------------

def test_preferences_to_json_matches_the_capture_spec():
  batch = number_rows([group_a(), group_a(y1=0, y3=1)])
  prefs, _ = build(batch)
  entries = M.preferences_to_json(prefs, task_index=1)
  assert entries == [{"direction": 0, "plus": [2, 1], "minus": [0, 1], "rule": "exact", "support": 1,
                      "contrast": 1.0, "weight": 0.333333}]
  assert list(entries[0]) == ["direction", "plus", "minus", "rule", "support", "contrast", "weight"]
  assert json.dumps(M.preferences_to_json(prefs)) == json.dumps(M.preferences_to_json(build(batch)[0]))
  pairs = M.preference_pairs(prefs)
  assert pairs.plus_row.tolist() == [1, 14] and pairs.minus_row.tolist() == [4, 11]
  assert pairs.weight.dtype == np.float32 and len(pairs) == 2


# --- Templates ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("task_type,active,frontier", [
    ("pick_and_place_simple", (), "light_on target_acquired target_processed"),
    ("pick_and_place_simple", ("target_acquired",), "light_on target_in_hand target_placed target_processed"),
    ("pick_two_obj_and_place", ("target_acquired", "target_placed"), "goal_progress light_on target_in_hand target_processed"),
    ("pick_clean_then_place_in_recep", ("target_acquired",), "light_on target_in_hand target_processed"),
    ("pick_heat_then_place_in_recep", ("target_acquired", "target_processed"), "light_on target_in_hand target_placed"),
    ("look_at_obj_in_light", ("light_on", "target_acquired", "target_in_hand"), "goal_progress target_placed target_processed"),
    ("look_at_obj_in_light", ("goal_progress", "light_on", "target_acquired", "target_in_hand"), "solved target_placed target_processed"),
])
def test_alfworld_frontiers(task_type, active, frontier):
  assert rt.template_for("alfworld", task_type).frontier(active) == tuple(frontier.split())


@pytest.mark.parametrize("active,frontier", [
    ((), "search_issued"),
    (("search_issued",), "product_opened"),
    (("product_opened",), "attribute_match option_match price_ok search_issued type_match"),
    (("attribute_match", "option_match", "price_ok", "product_opened", "search_issued", "type_match"), "purchase_readiness"),
    (("purchase_readiness", "purchased"), "search_issued solved task_score"),  # Q has no prerequisite
])
def test_webshop_frontiers(active, frontier):
  assert rt.template_for("webshop", None).frontier(tuple(sorted(active))) == tuple(sorted(frontier.split()))


def test_signature_membership_and_blocking_edges():
  template = rt.template_for("alfworld", "pick_cool_then_place_in_recep-Mug-None-Fridge-1")
  rubric = {"target_acquired": 2, "target_in_hand": True, "target_processed": 0.5, "target_placed": 0,
            "light_on": False, "goal_progress": float("nan"), "solved": float("inf"), "note": "not a channel"}
  assert rt.signature(rubric, template)[0] == ("target_acquired", "target_in_hand", "target_processed")
  with pytest.raises(ValueError, match="target_placed"):
    rt.active_channels({"target_placed": "two"}, spec("alfworld").rubric.vocabulary)
  blocked = Template("toy", ("a", "b", "c"), (("a", "b", "C"), ("c", "b", "B")))
  assert blocked.frontier(()) == ("a",)           # c is a blocking source, so never in F
  assert blocked.frontier(("a",)) == ("b",)
  assert blocked.frontier(("a", "c")) == ()       # b is blocked by the active c
  with pytest.raises(ValueError, match="no MCGPO template"):
    rt.template_for("alfworld", "pick_and_place_with_movable_recep")
  with pytest.raises(ValueError, match="env"):
    rt.template_for("sokoban", None)
  assert rt.template_for("alfworld", None) is None


# --- Packed matching ids -------------------------------------------------------------------------------

def same_partition(a, b) -> bool:
  """Two labellings of the same items group them alike (equal under one iff equal under the other)."""
  pairs = set(zip(a, b))
  return len(pairs) == len(set(a)) == len(set(b))


@pytest.mark.parametrize("variant", ["full", "state_only", "rubric_only", "shuffled_rubric"])
def test_keys_from_the_packed_ids_match_rows_as_the_oracle_keys_do(variant):
  """MCGPO's pack_extras gives two rows of a group one state id iff their summaries are equal (at either rule),
  one rubric id iff their statuses are, one action id iff their actions are (−1: missing or padding; ids
  dense in order of first appearance); the keys MCGPO builds from them equal iff the oracle's own keys
  (frozen summaries, (C, F) from the edge list) are. Packed without them (every estimator) there are no ids
  and MCGPO refuses the batch."""
  cfg = M.MCGPOConfig(variant=variant)
  groups = random_batch(23, P=6, p_missing=0.4, num_locations=3)   # 2 rows without a state, 2 without a rubric
  groups[1].trajectories[0].steps[-1].state = {"exact": [0, 0]}    # and one without its coarse summary
  packed = pack(groups, horizon=9, group_size=9, extras=M.METHOD.pack_extras)
  ids = packed.extras
  mask = np.asarray(packed.mask)
  assert (ids.state[:, ~mask] == -1).all() and (ids.rubric[~mask] == -1).all() and (ids.action[~mask] == -1).all()
  for p, g in enumerate(groups):
    rows = [(i, t, s) for i, traj in enumerate(g.trajectories) for t, s in enumerate(traj.steps)]
    summaries = [(level, i, t, s.state.get(name)) for i, t, s in rows if s.state is not None
                 for level, name in enumerate(M.RULES)]
    assert same_partition([ids.state[level, p, i, t] for level, i, t, h in summaries if h is not None],
                          [O._freeze(h) for *_, h in summaries if h is not None])
    assert all(ids.state[level, p, i, t] == -1 for level, i, t, h in summaries if h is None)
    assert all(ids.state[:, p, i, t].tolist() == [-1, -1] for i, t, s in rows if s.state is None)
    rubrics = [(i, t, s.rubric) for i, t, s in rows if s.rubric is not None]
    assert same_partition([ids.rubric[p, i, t] for i, t, _ in rubrics], [O._freeze(r) for *_, r in rubrics])
    assert all(ids.rubric[p, i, t] == -1 for i, t, s in rows if s.rubric is None)
    assert same_partition([ids.action[p, i, t] for i, t, _ in rows], [s.action for *_, s in rows])
    for numbered in (ids.state[:, p].transpose(1, 2, 0)[mask[p]], ids.rubric[p][mask[p]], ids.action[p][mask[p]]):
      seen = [k for k in numbered.reshape(-1).tolist() if k >= 0]   # rows in order, exact before coarse
      assert list(dict.fromkeys(seen)) == list(range(len(set(seen))))   # dense, by first appearance
  admitted = [p for p, g in enumerate(groups) if O._admitted(g, cfg)]
  assert admitted and (ids.rubric[mask] == -1).any() and (ids.state[:, mask] == -1).any()
  encoded = M._encode(groups, admitted, cfg, packed)
  keys = {p: O._keys(groups[p], cfg) for p in admitted}
  expected = [(p, keys[p][level][i][t]) for p, i, t in zip(encoded.task, encoded.slot, encoded.t) for level in M.RULES]
  assert same_partition(encoded.key.T.reshape(-1).tolist(), expected)
  assert same_partition(encoded.action.tolist(), [(p, groups[p].trajectories[i].steps[t].action)
                                                  for p, i, t in zip(encoded.task, encoded.slot, encoded.t)])
  assert pack(groups).extras is None
  # the batch is a jit argument of the estimators' kernels: another update's ids must not change its tree
  other = random_batch(24, P=6, num_locations=3)
  assert jax.tree_util.tree_structure(pack(other, horizon=9, group_size=9, extras=M.METHOD.pack_extras)) == \
      jax.tree_util.tree_structure(packed)
  with pytest.raises(ValueError, match="pack it with extras=intern_match"):
    M.comparisons(groups, cfg, batch=pack(groups))


# --- Properties and oracle agreement --------------------------------------------------------------------

def oracle_summary(entries):
  return [(o["direction"], o["plus"], o["minus"], o["rule"], o["support"], round(o["contrast"], 9),
           round(o["weight"], 9)) for o in entries]


@pytest.mark.parametrize("variant", M.VARIANTS)
def test_agrees_with_the_plain_oracle(variant):
  cfg = M.MCGPOConfig(variant=variant)
  total = 0
  for seed in range(12):
    kwargs = [dict(), dict(num_actions=2), dict(G=6, T=10), dict(G=10, T=6)][seed % 4]
    batch = random_batch(seed, P=4, p_missing=0.15, **kwargs)
    prefs, diag = M.build_preferences(batch, cfg, batch=matched(batch))
    expected = oracle_preferences(batch, cfg)
    assert [(p.task_index,) + s for p, s in zip(prefs, summary(prefs))] == \
        [(o["task"],) + s for o, s in zip(expected, oracle_summary(expected))], f"seed {seed}"
    wins = sum(batch[o["task"]].trajectories[o["plus"][0]].success > batch[o["task"]].trajectories[o["minus"][0]].success
               for o in expected)
    assert diag["wins"] == wins and diag["pairs"] == len(expected)
    total += len(prefs)
  assert total > 0 or variant == "rubric_shaping"


@pytest.mark.parametrize("variant", M.VARIANTS)
def test_structural_properties(variant):
  cfg = M.MCGPOConfig(variant=variant)
  for seed in range(6):
    batch = random_batch(100 + seed, P=6, num_actions=3)
    prefs, diag = M.build_preferences(batch, cfg, batch=matched(batch))
    assert summary(prefs) == summary(M.build_preferences(batch, cfg, batch=matched(batch))[0])   # deterministic
    used = collections.defaultdict(list)
    for p in prefs:
      assert 0 < p.weight <= 0.5 and p.contrast >= cfg.epsilon and p.support >= 1
      assert p.plus[0] % 2 == p.minus[0] % 2 == p.direction and p.plus[0] != p.minus[0]
      assert p.plus[1] >= 1 and p.minus[1] >= 1
      steps = batch[p.task_index].trajectories
      assert steps[p.plus[0]].steps[p.plus[1]].action != steps[p.minus[0]].steps[p.minus[1]].action
      assert steps[p.plus[0]].steps[p.plus[1]].row == p.plus_row
      used[(p.task_index, p.direction)] += [p.plus, p.minus]
    for rows in used.values():
      assert len(rows) == len(set(rows)) and len(rows) <= 2 * cfg.max_pairs_per_fold
    assert diag["pairs"] == diag["pairs_exact"] + diag["pairs_coarse"] == len(prefs)
    assert diag["has_pairs"] == float(len(prefs) > 0)


def _tie_free(group, cfg):
  """No two qualified comparisons of a direction share (max(t,u), round(c,12), min(t,u)): then slot
  numbers never break a tie and the result must be equivariant under relabelling."""
  comps = M.comparisons([group], cfg, batch=matched([group]))
  seen = collections.Counter(
      (int(comps.i[k]) % 2, int(max(comps.t[k], comps.u[k])), round(float(comps.weight[k]), 12),
       int(min(comps.t[k], comps.u[k]))) for k in np.flatnonzero(comps.qualified))
  return all(v == 1 for v in seen.values())


def test_relabelling_slots_within_a_fold_relabels_the_result():
  cfg = M.MCGPOConfig()
  checked = 0
  for seed in range(120):
    rng = np.random.default_rng(seed)
    group = number_rows([random_group(rng, env=("alfworld", "webshop")[seed % 2], T=10)])[0]
    if not _tie_free(group, cfg):
      continue
    sigma = np.arange(8)
    sigma[0::2], sigma[1::2] = rng.permutation(sigma[0::2]), rng.permutation(sigma[1::2])
    moved = [None] * 8
    for k in range(8):
      moved[sigma[k]] = group.trajectories[k]
    relabelled = dataclasses.replace(group, trajectories=moved)
    before = {(p.direction, (int(sigma[p.plus[0]]), p.plus[1]), (int(sigma[p.minus[0]]), p.minus[1]), p.rule,
               p.support, round(p.weight, 12)) for p in build(group)[0]}
    after = {(p.direction, p.plus, p.minus, p.rule, p.support, round(p.weight, 12)) for p in build(relabelled)[0]}
    assert before == after, f"seed {seed}"
    checked += bool(before)
  assert checked >= 15


def test_direction_c_ignores_the_outcomes_of_fold_c():
  """Eq. 10: with opposite-fold evidence, flipping y of fold c leaves direction c's pairs unchanged."""
  for seed in range(10):
    batch = random_batch(200 + seed, P=4, num_actions=3)
    prefs = build(batch)[0]
    for c in (0, 1):
      flipped = random_batch(200 + seed, P=4, num_actions=3)
      for g in flipped:
        for i, traj in enumerate(g.trajectories):
          if i % 2 == c:
            traj.success = not traj.success
      assert summary([p for p in prefs if p.direction == c]) == \
          summary([p for p in build(flipped)[0] if p.direction == c])


def test_every_group_is_constructed_independently():
  batch = random_batch(7, P=6, num_actions=3)
  joint, _ = build(batch)
  for p, group in enumerate(batch):
    assert summary(build([group])[0]) == summary([q for q in joint if q.task_index == p])


def test_a_contrast_equal_to_epsilon_survives_float_noise():
  # WebShop scores 0.35 and 0.25: in floats 0.35 - 0.25 = 0.09999999999999998, yet |u_hat| = epsilon.
  slots = {0: [("i", "a"), ("s", "x")], 2: [("i", "a"), ("s", "y")]}
  group = hand_group([slots.get(k, [(f"z{k}", "a")]) for k in range(8)], [0] * 8, env="webshop", task_type=None)
  group.trajectories[0].score, group.trajectories[2].score = 0.35, 0.25
  cfg = M.MCGPOConfig(variant="candidate_progress")
  prefs, _ = M.build_preferences([group], cfg, batch=matched([group]))
  assert len(prefs) == 1 and prefs[0].contrast == pytest.approx(0.1)
  assert len(oracle_preferences([group], cfg)) == 1


def test_rubric_shaping_counts_the_final_transition():
  """The last row's Δr compares its status with the trajectory's final_rubric (placed / solved count)."""
  steps = [("a", "a", "x", {}), ("b", "b", "x", {"target_acquired": 1, "target_placed": 0})]
  group = hand_group([steps], [1])
  group.trajectories[0].final_rubric = {"target_acquired": 1, "target_placed": 1, "goal_progress": 1,
                                        "solved": True}
  cfg = M.MCGPOConfig(variant="rubric_shaping")
  assert M.rubric_shaping_deltas([group], cfg) == [[pytest.approx([0.05, 0.15])]]


def two_wins_two_losses(delta_row0: bool):
  """G = 4 from one opening state s0, all taking the same first action to s1 (so the t = 0 graph returns
  tie); slots 0, 1 then win, 2, 3 lose. With `delta_row0`, row (0, 0) gains a channel: Δr = +0.05."""
  from mcgpo_jax.data.records import Group, Step, Trajectory
  trajs = []
  for i in range(4):
    won = i < 2
    after = {"target_acquired": 1} if delta_row0 and i == 0 else {}
    steps = [Step(obs="s0", action="go", valid=True, reward=0.0, done=False,
                  state={"exact": ["s0"], "coarse": ["s0"]}, rubric={}),
             Step(obs="s1", action="take" if won else "look", valid=True, reward=10.0 if won else 0.0, done=won,
                  state={"exact": ["s1"], "coarse": ["s1"]}, rubric=after)]
    trajs.append(Trajectory(steps=steps, success=won, score=float(won), final_obs=None if won else "s1"))
  return number_rows([Group(task_id="x", env="alfworld", trajectories=trajs, task_type="pick_and_place_simple")])


def test_rubric_shaping_enters_the_task_score_not_the_anchor_norm():
  """App. C.3 adds Δr to the response's last valid token, i.e. into Z, which A.3 normalises over the
  task group: +0.05 in a 2-win/2-loss group moves the t = 0 advantages by ~0.01 (std of Z ≈ 5.3), not by
  ~1.5 as when Δr joined the graph return and its Norm within the tied anchor group."""
  from mcgpo_jax.credit.methods import compute_credit
  from mcgpo_jax.data.batch import ragged
  def first_row_advantages(groups):
    credit = compute_credit("mcgpo", groups, {"mcgpo": {"variant": "rubric_shaping"}}, horizon=2, group_size=4)
    return [row[0] for row in ragged(credit.advantages, credit.batch)[0]]
  plain = first_row_advantages(two_wins_two_losses(False))
  np.testing.assert_allclose(plain, [0.935, 0.935, -0.935, -0.935], atol=1e-3)
  groups = two_wins_two_losses(True)
  assert M.rubric_shaping_deltas(groups, M.MCGPOConfig(variant="rubric_shaping")) == \
      [[pytest.approx([0.05, 0.0])] + [[0.0, 0.0]] * 3]
  shaped = first_row_advantages(groups)
  moved = np.asarray(shaped) - np.asarray(plain)
  assert 0.005 < moved[0] < 0.015 and np.all(np.abs(moved) < 0.015)
  # Z = [10.05, 10, 10, 10, 0, 0, 0, 0]: Norm over the group's eight rows (A.3); the graph term is 0.
  z = np.array([10.05, 10, 10, 10, 0, 0, 0, 0])
  np.testing.assert_allclose(shaped, (z[[0, 2, 4, 6]] - z.mean()) / (z.std(ddof=1) + 1e-6), atol=1e-5)


@pytest.mark.parametrize("episode_stats", ["rows", "trajectory"])
def test_rubric_shaping_joins_the_task_score(episode_stats):
  """rubric_shaping: each row's Δr is added to its own task score Z (the episode term's row score,
  normalised over the task group, row-local like the invalid penalty), never to its GraphGPO return;
  checked against the GraphGPO and Eq. 18 oracles on groups that mix wins and losses."""
  from mcgpo_jax.credit.methods import compute_credit
  from mcgpo_jax.data.batch import ragged
  from tests.oracles import graph as graph_oracle
  from tests.oracles.mcgpo import shaping_deltas
  rng = np.random.default_rng(5)
  groups = [random_group(rng, env="alfworld", G=4, T=5, p_rubric=0.5, task_id=f"t{p}") for p in range(3)]
  for g in groups:
    for tr in g.trajectories:
      tr.final_rubric = {"target_placed": int(rng.integers(0, 2)), "solved": bool(rng.random() < 0.5)}
      tr.success = bool(rng.random() < 0.5)
      tr.steps[-1].reward = 10.0 * tr.success
  number_rows(groups)
  config = {"mcgpo": {"variant": "rubric_shaping"}, "credit": {"graphgpo": {"episode_stats": episode_stats}}}
  credit = compute_credit("mcgpo", groups, config, horizon=5, group_size=4)
  rewards = ragged(credit.batch.reward, credit.batch)
  assert rewards == [[[s.reward for s in tr.steps] for tr in g.trajectories] for g in groups]   # unshaped
  got = ragged(credit.advantages, credit.batch)
  shaped = 0
  for p, g in enumerate(groups):
    deltas = shaping_deltas(g)
    shaped += sum(d != 0 for row in deltas for d in row)
    want, tol, _, _ = graph_oracle.graphgpo(g, gamma_g=0.1, episode_stats=episode_stats, shaping=deltas)
    for gr, wr, tr in zip(got[p], want, tol):
      np.testing.assert_array_less(np.abs(np.asarray(gr) - np.asarray(wr)), np.asarray(tr))
  assert shaped > 0
