"""warm_start: the cloning rows mix in curriculum decisions so they make config.warm_start.copy_mix of the rows
(not copy_mix of the demonstrations' count), drawn with the warm-start seed; each phase's optimizer follows
config.warm_start.schedule."""
import jax.numpy as jnp
import numpy as np
import optax
import pytest

from configs import alfworld
from mcgpo_jax import warm_start
from mcgpo_jax.learn.optimizer import make_optimizer
from mcgpo_jax.rollout.demos import Demo


def _examples(demos: int, copies: int) -> warm_start.Examples:
  return warm_start.Examples(demos=[Demo(f"task {i}", f"act {i}", True) for i in range(demos)],
                             copies=[Demo(f"copy {i}", f"pick {i}", True) for i in range(copies)])


def test_curriculum_rows_make_copy_mix_of_the_cloning_rows():
  cfg = alfworld.get_config("smoke")
  examples = _examples(demos=30, copies=50)
  for mix, added in ((0.25, 10), (0.5, 30), (0.0, 0)):
    cfg.warm_start.copy_mix = mix
    mixed = warm_start._mixed(cfg, examples)
    assert len(mixed) == added and added / (30 + added) == mix
    assert set(d.prompt for d in mixed) <= {d.prompt for d in examples.copies}
    assert len({d.prompt for d in mixed}) == added          # no curriculum row twice while there are enough
  cfg.warm_start.copy_mix = 0.75                            # 90 rows from a curriculum of 50: some repeat
  assert len(warm_start._mixed(cfg, examples)) == 90
  cfg.warm_start.copy_mix = 0.5
  assert warm_start._mixed(cfg, examples) == warm_start._mixed(cfg, examples)   # the seed's draw


def _step_sizes(ws, steps: int) -> np.ndarray:
  """|Δw| of each of a warm-start phase's `steps` optimizer steps on one weight under a constant gradient
  (AdamW's step is then the learning rate of that step)."""
  tx = make_optimizer(warm_start.phase_optimizer(ws, steps))
  w = jnp.zeros(())
  state = tx.init(w)
  sizes = []
  for _ in range(steps):
    updates, state = tx.update(jnp.ones(()), state, w)
    sizes.append(abs(float(updates)))
    w = optax.apply_updates(w, updates)
  return np.asarray(sizes)


def test_a_cosine_warm_start_decays_its_learning_rate_over_the_phase_and_a_constant_one_does_not():
  ws = alfworld.get_config("smoke").warm_start
  ws.learning_rate = 0.01
  ws.schedule = "constant"
  np.testing.assert_allclose(_step_sizes(ws, 20), 0.01, rtol=1e-4)
  ws.schedule = "cosine"
  cosine = _step_sizes(ws, 20)
  assert cosine[0] == pytest.approx(0.01, rel=1e-4) and np.all(np.diff(cosine) < 0)
  assert cosine[-1] == pytest.approx(0.01 * 0.5 * (1 + np.cos(np.pi * 19 / 20)), rel=1e-3)   # near 0 at the end
