"""G2PO kernel: a hand-computed graph, then randomized agreement with the NumPy oracle, all modes/ablations."""
import numpy as np
import pytest

from mcgpo_jax.credit import g2po, graph, methods
from mcgpo_jax.data.batch import intern_exact, pack, ragged
from tests.oracles import graph as oracle
from tests.randgroups import G, T
from tests.credit.test_credit_graphgpo import assert_within, golden_group, graph_batch


# Shared by the golden and randomized tests, so each compiles once.
CONFIGS = [g2po.Config(),
           g2po.Config(mode="mean", episode_stats="trajectory", gamma=0.9, invalid_penalty=0.25),
           g2po.Config(ablation="edge_only", w=0.8),
           g2po.Config(ablation="node_only", mode="mean"),
           g2po.Config(ablation="node_only"),
           g2po.Config(ablation="edge_only", mode="mean"),
           g2po.Config(ablation="no_aggregation"),
           g2po.Config(ablation="no_aggregation", mode="mean", w=0.8)]


def z(x) -> np.ndarray:
  x = np.asarray(x, np.float64)
  return (x - x.mean()) / (x.std(ddof=1) + 1e-6)


def test_golden_values_and_advantages():
  """τ0 A→B→success (R=10, T=2), τ1 A→C→D fail, τ2 A→C→B→C fail; γ = 0.95."""
  batch = pack([golden_group()], horizon=T, group_size=G)
  ids = dict(zip("ABCD", intern_exact(list("ABCD"))))
  values = np.asarray(g2po.node_values(batch, g2po.Config()))[0]
  success_id, fail_id = graph.sink_ids(G * T)
  # Only τ0's visits carry R = 10: A at t=0 gives 0.95² · 10 (one of 3 visits), B at t=1 gives 0.95 · 10 (1 of 2).
  v = {"A": 9.025 / 3, "B": 9.5 / 2, "C": 0.0, "D": 0.0}
  np.testing.assert_allclose([values[ids[k]] for k in "ABCD"], [v[k] for k in "ABCD"], rtol=1e-6)
  assert (values[success_id], values[fail_id]) == (10.0, 0.0)

  # Rows in order: τ0 (A→B, B→S), τ1 (A→C, C→D, D→F), τ2 (A→C, C→B, B→C, C→F).
  v_next = np.array([v["B"], 10, 0, 0, 0, 0, v["B"], 0, 0])
  v_cur = np.array([v["A"], v["B"], v["A"], 0, 0, v["A"], 0, v["B"], 0])
  node = np.array(list("ABACDACBC"))
  local = np.zeros(9)
  for key in "ABC":  # D has a single row → 0
    local[node == key] = z(v_next[node == key])
  edge = z(v_next - v_cur)
  episode = z([10.0] * 2 + [0.0] * 7)
  for cfg, step in ((CONFIGS[0], local + edge), (CONFIGS[2], edge), (CONFIGS[4], local)):
    got = ragged(g2po.advantages(batch, cfg), batch)[0]
    np.testing.assert_allclose(np.concatenate(got), episode + cfg.w * step, atol=1e-5, err_msg=cfg.ablation)


def test_golden_invalid_row_shifts_only_node_local_part():
  """An invalid row's node-local x drops by 0.1; its TD error does not (docs/semantics/credit.md's edge part)."""
  invalid, clean = (pack([golden_group(invalid=k)], horizon=T, group_size=G) for k in ("0", ""))
  rows = lambda cfg, batch: np.concatenate(ragged(g2po.advantages(batch, cfg), batch)[0])
  centred = lambda x: np.asarray(x) - np.mean(x)
  # τ2's first row (row 5) is invalid: episode scores 10, 10, 0 × 6, −0.1 (Dr.GRPO-style `mean` mode).
  episode = centred([10, 10, 0, 0, 0, -0.1, 0, 0, 0])
  node_only, edge_only = CONFIGS[3], CONFIGS[5]
  # A rows x = (4.75, 0, −0.1): the invalid row's node-local part is −0.1 − 4.65/3.
  assert rows(node_only, invalid)[5] == pytest.approx(episode[5] + centred([4.75, 0.0, -0.1])[2], abs=1e-5)
  # Edge part: identical with and without the invalid row once the episode term is taken out.
  edge_invalid = rows(edge_only, invalid) - episode
  edge_clean = rows(edge_only, clean) - centred([10, 10] + [0] * 7)
  np.testing.assert_allclose(edge_invalid, edge_clean, atol=1e-5)
  assert np.abs(edge_clean).max() > 1.0


def test_golden_without_group_aggregation():
  """"w/o group aggregation": each row's values come from its own trajectory. τ0 (R = 10, T = 2) has
  V(cur) = 0.95² · 10, 0.95 · 10 and V(next) = 0.95 · 10, 10 (SUCCESS); every row of the failed τ1, τ2 has 0."""
  batch = pack([golden_group()], horizon=T, group_size=G)
  v_next = np.array([9.5, 10, 0, 0, 0, 0, 0, 0, 0])
  v_cur = np.array([9.025, 9.5, 0, 0, 0, 0, 0, 0, 0])
  node = np.array(list("ABACDACBC"))
  local = np.zeros(9)
  for key in "AB":   # C's three rows all have V(next) = 0 (no spread → 0), D has one row
    local[node == key] = z(v_next[node == key])
  want = z([10.0] * 2 + [0.0] * 7) + local + z(v_next - v_cur)
  got = ragged(g2po.advantages(batch, CONFIGS[6]), batch)[0]
  np.testing.assert_allclose(np.concatenate(got), want, atol=1e-5)


@pytest.mark.parametrize("cfg", CONFIGS, ids=lambda c: f"{c.ablation}-{c.mode}-w{c.w}-{c.episode_stats}")
@pytest.mark.parametrize("num_keys", [2, 4, 12])
def test_random_agreement_with_oracle(cfg, num_keys):
  for seed in range(12):
    groups, batch = graph_batch(seed, num_keys)
    got = ragged(g2po.advantages(batch, cfg), batch)
    for p, group in enumerate(groups):
      want, tol = oracle.g2po(group, cfg.gamma, cfg.w, cfg.mode, cfg.ablation, cfg.episode_stats,
                              cfg.invalid_penalty, cfg.success_reward)
      assert_within(got[p], want, tol, f"seed {seed} group {p}")


def test_padding_is_zero_and_registry_defaults():
  _, batch = graph_batch(5, num_keys=3)
  adv = np.asarray(g2po.advantages(batch, g2po.Config()))
  assert np.all(adv[~np.asarray(batch.mask)] == 0.0)
  assert methods.make_config("g2po", "webshop").mode == "mean"
  assert methods.make_config("g2po", "alfworld").mode == "mean_std"
  assert (methods.make_config("g2po", "webshop").w, methods.make_config("g2po", "alfworld").w) == (0.8, 1.0)
  with pytest.raises(ValueError, match="ablation"):
    g2po.Config(ablation="edges")
