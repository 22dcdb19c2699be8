"""bench/compile_variants.py's bound on every split from a lockstep report alone (docs/accelerators.md,
"Splitting the devices"): the learner's projected time is its FLOPs over its chips, so on N - n of N chips it is
learner_s * N / (N - n), and a split wins only with a sampler of fewer than N * rollout_s / total_s chips;
no bound where lockstep's learner chips do not divide the micro-batch (each computes all of its rows)."""
from bench import compile_variants


def _lockstep(rollout: float, learner: float, devices: int, fsdp: int) -> dict:
  return {"update": {"rollout_s": rollout, "learner_s": learner, "total_s": rollout + learner},
          "devices": devices, "mesh": {"data": 1, "fsdp": fsdp, "tensor": 1}}


def test_a_sampler_share_under_one_chip_rules_out_every_split():
  line = compile_variants.learner_bound("alfworld", "qwen2.5-1.5b", _lockstep(90.0, 360.0, 4, 4))
  assert line.startswith("no split can beat lockstep") and "360.0 x 4/3 = 480.0 s, lockstep 450.0 s" in line
  assert "fewer than 0.80 chips" in line


def test_a_larger_rollout_share_leaves_the_smallest_samplers_open():
  line = compile_variants.learner_bound("webshop", "qwen3-8b", _lockstep(200.0, 600.0, 8, 8))   # 2.00 chips
  assert line.startswith("only a sampler of at most 1 chip could beat lockstep (fewer than 2.00")
  line = compile_variants.learner_bound("webshop", "qwen3-8b", _lockstep(300.0, 500.0, 8, 8))   # 3.00 chips
  assert line.startswith("only a sampler of at most 2 chips")


def test_no_bound_where_lockstep_replicates_its_micro_batch():
  """AppWorld's G2PO 14B: 4 rows a micro-batch on 8 learner chips."""
  assert compile_variants.config_of("appworld", "g2po-qwen2.5-14b").learn.micro_batch_size == 4
  line = compile_variants.learner_bound("appworld", "g2po-qwen2.5-14b", _lockstep(100.0, 900.0, 8, 8))
  assert line.startswith("no bound: lockstep's 8 learner chips do not divide its micro-batch of 4 rows")
