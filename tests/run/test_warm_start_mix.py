"""warm_start: the cloning rows mix in curriculum decisions so they make config.warm_start.copy_mix of the rows
(not copy_mix of the demonstrations' count), drawn with the warm-start seed."""
from configs import alfworld
from mcgpo_jax import warm_start
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
  cfg.warm_start.copy_mix = 0.5
  assert warm_start._mixed(cfg, examples) == warm_start._mixed(cfg, examples)   # the seed's draw
