"""What the train step tells the compiler, read from its lowered program where values cannot tell: which
forward matmuls and attention kernels the layers' remat policy recomputes in the backward, the barriers that
keep an unscanned layer's recompute apart, and which buffers the step donates (the trainable weights and AdamW
state; never LoRA's frozen base, which π_ref and the sampler share). Gradients are the same under every remat
policy, with or without barriers or donation, so only the program shows them. The step is traced by
launch/compile.py's plan for v5e:2x4 (libtpu, splash attention, a 3-layer tiny policy whose layers are one
scanned body unless a test unrolls them: each count is one layer body's)."""
import jax
import pytest

from mcgpo_jax.aot import targets
from mcgpo_jax.aot import update as update_lib
from tests.aot.test_aot import TINY

SHAPES = {"model.num_layers": 3, "learn.mini_batch_size": 16, "learn.micro_batch_size": 8}


def _train_step(variant: str = "smoke", **fields) -> jax.stages.Lowered:
  from configs import alfworld, base
  cfg = base.compose(alfworld.get_config(variant), ("test", {**TINY, **SHAPES, **fields}))
  devices, chip = targets.devices_for("v5e:2x4")
  step, = [f for f in update_lib.plan(cfg, devices, chip.hbm_bytes).functions if f.name == "learner/train_step"]
  return step.trace({}).lower()


def _counts(remat: str) -> tuple[int, int]:
  """(matmuls, splash kernel calls) in the lowered train step under `remat`."""
  text = _train_step(**{"model.remat": remat}).as_text()
  return text.count("stablehlo.dot_general"), text.count("@tpu_custom_call")


def test_remat_policies_recompute_what_they_name_in_the_backward():
  none, full, dots = (_counts(p) for p in ("none", "full", "dots_with_no_batch_dims_saveable"))
  print(f"(matmuls, splash calls): none {none}, full {full}, dots_with_no_batch_dims_saveable {dots}")
  # `full` recomputes the layer's whole forward: its projections (more matmuls) and its attention kernel.
  assert full[0] > none[0] and full[1] > none[1], (none, full)
  # The dots policy saves the projections' outputs (no matmul recomputed) but not the attention, whose
  # contractions have batch dimensions (the splash forward runs again in the backward).
  assert dots[0] == none[0] and dots[1] == full[1], (none, dots, full)


def _barriers(remat: str, scanned: bool) -> int:
  return _train_step(**{"model.remat": remat, "model.scan_layers": scanned}).as_text().count("optimization_barrier")


def test_an_unscanned_layer_loop_keeps_each_layers_recompute_apart_and_a_scanned_body_needs_no_barrier():
  """Unscanned, jax.checkpoint's prevent_cse puts one optimization barrier per layer; without them XLA may merge
  the recompute with the forward and keep every layer's activations, the memory remat was asked to save
  (gradients are the same either way). A scanned body needs none: the loop keeps them apart."""
  assert _barriers("full", scanned=False) == SHAPES["model.num_layers"]
  assert _barriers("none", scanned=False) == 0
  assert _barriers("full", scanned=True) == 0


def _donation(lowered: jax.stages.Lowered) -> tuple[list[int], int]:
  """(donated leaves per positional argument, buffers the program aliases to an output)."""
  args, _ = lowered.args_info
  donated = [sum(leaf.donated for leaf in jax.tree.leaves(arg)) for arg in args]
  return donated, lowered.as_text().count("tf.aliasing_output")


@pytest.mark.parametrize("variant", ["smoke", "smoke-lora"])
def test_the_train_step_donates_its_trainable_weights_and_optimizer_state_and_never_a_frozen_base(variant):
  lowered = _train_step(variant)
  args, _ = lowered.args_info
  trainable, opt_state, frozen = (len(jax.tree.leaves(a)) for a in args[:3])
  donated, aliased = _donation(lowered)
  print(f"{variant}: leaves trainable {trainable}, opt_state {opt_state}, frozen {frozen}; donated per argument "
        f"{donated}; aliased in the program {aliased}")
  assert donated[:2] == [trainable, opt_state] and sum(donated[2:]) == 0, donated
  # Every donated buffer is reused for the new weights / moments (updated in place, no second copy in HBM).
  assert aliased == trainable + opt_state
  # Under LoRA the frozen base is an argument of its own, read and never overwritten; a full fine-tune has none.
  assert (frozen > 0) == variant.endswith("-lora"), frozen
