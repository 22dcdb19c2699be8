"""Mutation check: plants curated one-line semantic bugs, one at a time, in a scratch copy of the repository
and runs only the tests meant to catch each. A mutant the tests do not notice is a gap in the tests.

Why a curated list rather than a mutation framework: every mutant here is a bug someone could plausibly
write (an off-by-one mask, a sign, a floor that became a round, a tolerance that slipped), each is tied to
the few test files that should catch it, so a full run takes minutes per mutant area instead of hours, and a
surviving mutant names the missing test directly.

Not part of CI (it reruns test files dozens of times); run it before a big refactor and record the table in
docs/testing.md. CI only checks that the list still applies (`--list`, tests/test_mutants.py): a snippet
that is no longer found exactly once fails loudly, so the list cannot silently go stale.

  .venv/bin/python scripts/mutants.py                # every mutant, one at a time
  .venv/bin/python scripts/mutants.py --list         # the list; checks every snippet, runs nothing
  .venv/bin/python scripts/mutants.py --only pair-floor-round,tokens-mask-early --jobs 2
"""
from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@dataclasses.dataclass(frozen=True)
class Mutant:
  id: str
  file: str                 # relative to the repository root
  original: str             # must occur exactly once in `file`
  replacement: str
  tests: tuple[str, ...]    # pytest arguments: test files or node ids, fastest-to-fail first
  description: str


M = Mutant
MUTANTS: tuple[Mutant, ...] = (
    # ---- data: token rows and the rollout batch ----
    M("tokens-mask-early", "mcgpo_jax/data/tokens.py", "response[k, len(p):n] = True",
      "response[k, len(p) - 1:n] = True", ("tests/test_tokens.py",),
      "response mask starts one token early (trains on the last prompt token)"),
    M("tokens-truncate-extra", "mcgpo_jax/data/tokens.py", "p = p[len(p) + len(r) - max_len:]",
      "p = p[len(p) + len(r) - max_len + 1:]", ("tests/test_tokens.py",),
      "left truncation drops one prompt token too many"),
    M("tokens-logp-shift", "mcgpo_jax/data/tokens.py", "logp[k, len(p):n] = sample_logps[k][:len(r)]",
      "logp[k, len(p) - 1:n - 1] = sample_logps[k][:len(r)]", ("tests/test_tokens.py",),
      "sampled log-probs one position early"),
    M("tokens-bucket-coarse", "mcgpo_jax/data/tokens.py", "(n - 1).bit_length() - 3",
      "(n - 1).bit_length() - 2", ("tests/test_tokens.py",), "two length buckets per doubling instead of four"),
    M("batch-valid-ignored", "mcgpo_jax/data/batch.py", "valid[p, i, t] = s.valid", "valid[p, i, t] = True",
      ("tests/test_credit_episode.py",), "pack() marks every row valid (invalid penalty lost)"),
    M("batch-anchor-offset", "mcgpo_jax/data/batch.py", "offset += n", "offset += 1",
      ("tests/test_credit_gigpo.py",), "anchor ids of later trajectories misaligned"),
    # ---- learn: pairwise loss, batching, PPO objective, train step ----
    M("tis-ratio-inverted", "mcgpo_jax/learn/losses.py", "jnp.exp(jnp.clip(old_logp - sample_logp, -20.0, 20.0))",
      "jnp.exp(jnp.clip(sample_logp - old_logp, -20.0, 20.0))", ("tests/test_losses.py",),
      "truncated importance weight π_sampler / π_old instead of π_old / π_sampler"),
    M("mismatch-k1-not-k3", "mcgpo_jax/learn/mismatch.py", "jnp.exp(v) - v - 1.0", "-v",
      ("tests/test_mismatch.py::test_metrics_match_the_oracle_over_minibatches",),
      "KL(sampler || learner) by the k1 estimate instead of k3"),
    M("pair-floor-ceil", "mcgpo_jax/learn/pairwise.py", "jnp.floor(jnp.asarray(num_rows, jnp.float32) / 2.0)",
      "jnp.ceil(jnp.asarray(num_rows, jnp.float32) / 2.0)", ("tests/test_pairwise.py",), "⌈|B|/2⌉ instead of ⌊|B|/2⌋"),
    M("pair-floor-round", "mcgpo_jax/learn/pairwise.py", "jnp.floor(jnp.asarray(num_rows, jnp.float32) / 2.0)",
      "jnp.round(jnp.asarray(num_rows, jnp.float32) / 2.0)", ("tests/test_pairwise.py",),
      "round(|B|/2) instead of ⌊|B|/2⌋ (differs on |B| = 3, 7)"),
    M("pair-capacity-min", "mcgpo_jax/learn/pairwise.py", "jnp.maximum(1.0, jnp.floor(",
      "jnp.maximum(0.5, jnp.floor(", ("tests/test_pairwise.py",), "max(1, ·) guard of the pair capacity lowered"),
    M("pair-sign", "mcgpo_jax/learn/pairwise.py", "jax.nn.softplus(-margin)", "jax.nn.softplus(margin)",
      ("tests/test_pairwise.py",), "pair loss prefers the dispreferred row"),
    M("pair-d-denominator", "mcgpo_jax/learn/pairwise.py", "jnp.maximum(1.0, jnp.sum(mask, axis=-1))",
      "jnp.maximum(1.0, jnp.sum(mask))", ("tests/test_pairwise.py",),
      "d_θ divides by the microbatch's response tokens, not the row's"),
    M("step-pair-rows-padding", "mcgpo_jax/learn/step.py", "jnp.sum(micro.row_mask))",
      "micro.row_mask.shape[0])", ("tests/test_train_step.py",), "|B| of the pair loss counts padding rows"),
    M("step-microbatch-weight", "mcgpo_jax/learn/step.py",
      "weight = nonempty / jnp.maximum(1.0, jnp.sum(nonempty))", "weight = nonempty / nonempty.shape[0]",
      ("tests/test_train_step.py",), "padding microbatches dilute the accumulated gradient"),
    M("batching-first-fit", "mcgpo_jax/learn/batching.py", "len(m) + len(unit) <= B", "len(m) + len(unit) < B",
      ("tests/test_pairwise.py",), "first fit never fills a microbatch"),
    M("batching-pair-swap", "mcgpo_jax/learn/batching.py",
      "out_plus[m, s], out_minus[m, s] = where[plus[p], 1], where[minus[p], 1]",
      "out_plus[m, s], out_minus[m, s] = where[minus[p], 1], where[plus[p], 1]", ("tests/test_pairwise.py",),
      "preferred and dispreferred rows swapped in the layout"),
    M("loss-dual-clip", "mcgpo_jax/learn/losses.py", "jnp.where(negative, jnp.minimum(loss_ppo, loss_dual_bound)",
      "jnp.where(negative, jnp.maximum(loss_ppo, loss_dual_bound)", ("tests/test_losses.py",),
      "dual clip takes the max instead of the min"),
    M("loss-ppo-min", "mcgpo_jax/learn/losses.py", "loss_ppo = jnp.maximum(loss_unclipped, loss_clipped)",
      "loss_ppo = jnp.minimum(loss_unclipped, loss_clipped)", ("tests/test_losses.py",),
      "PPO takes the optimistic (min) loss"),
    M("loss-k3-sign", "mcgpo_jax/learn/losses.py", "jnp.exp(v) - v - 1.0", "jnp.exp(v) + v - 1.0",
      ("tests/test_losses.py",), "low-variance KL: exp(v) + v - 1"),
    M("loss-entropy-sign", "mcgpo_jax/learn/losses.py", "pg_loss - cfg.entropy_coef * entropy_mean",
      "pg_loss + cfg.entropy_coef * entropy_mean", ("tests/test_losses.py",), "entropy bonus becomes a penalty"),
    M("loss-masked-mean", "mcgpo_jax/learn/losses.py", "jnp.sum(values * mask) / jnp.maximum(1.0, jnp.sum(mask))",
      "jnp.sum(values * mask) / jnp.maximum(1.0, mask.size)", ("tests/test_losses.py",),
      "token-mean divides by all positions, padding included"),
    # ---- credit: estimators, MCGPO, SGR-OPSD ----
    M("common-step-ddof", "mcgpo_jax/credit/common.py", "std = jnp.sqrt(ss / jnp.maximum(cnt - ddof, 1.0))",
      "std = jnp.sqrt(ss / jnp.maximum(cnt, 1.0))", ("tests/test_credit_gigpo.py",),
      "segment std ignores ddof (population instead of sample std)"),
    M("common-eps", "mcgpo_jax/credit/common.py", "EPS = 1e-6", "EPS = 1e-4",
      ("tests/test_credit_episode.py", "tests/test_credit_gigpo.py"), "Norm's std stabiliser 1e-4 instead of 1e-6"),
    M("episode-std-ddof", "mcgpo_jax/credit/common.py", "std = jnp.sqrt(ss / jnp.maximum(cnt - 1.0, 1.0))",
      "std = jnp.sqrt(ss / jnp.maximum(cnt, 1.0))", ("tests/test_credit_episode.py",),
      "GRPO's group std is the population std"),
    M("rloo-scale", "mcgpo_jax/credit/rloo.py", "n / jnp.maximum(n - 1.0, 1.0)", "n / jnp.maximum(n, 1.0)",
      ("tests/test_credit_episode.py",), "RLOO without the n/(n-1) leave-one-out scale"),
    M("gigpo-discount", "mcgpo_jax/credit/gigpo.py", "float(gamma) ** np.maximum(k - t, 0)",
      "float(gamma) ** np.maximum(k - t + 1, 0)", ("tests/test_credit_gigpo.py",),
      "step return discounts the current reward too"),
    M("gigpo-omega-sign", "mcgpo_jax/credit/gigpo.py", "episode + cfg.omega * step", "episode - cfg.omega * step",
      ("tests/test_credit_gigpo.py",), "step term subtracted"),
    M("g2po-exponent", "mcgpo_jax/credit/g2po.py", "jnp.power(jnp.float32(cfg.gamma), remaining)",
      "jnp.power(jnp.float32(cfg.gamma), remaining - 1.0)", ("tests/test_credit_g2po.py",),
      "visit values discounted by γ^(T_i - t - 1)"),
    M("graphgpo-paper-exponent", "mcgpo_jax/credit/graphgpo.py", "hops = hops + 1.0", "hops = hops + 2.0",
      ("tests/test_credit_graphgpo.py",), "paper exponent γ^(D+2)"),
    M("hgpo-level-weight", "mcgpo_jax/credit/hgpo.py", "(k + 1) * a", "k * a", ("tests/test_credit_hgpo.py",),
      "level items weighted k instead of k + 1"),
    M("hgpo-ddof", "mcgpo_jax/credit/hgpo.py", "segment_stats(value, ids, present, N, ddof=0)",
      "segment_stats(value, ids, present, N, ddof=1)", ("tests/test_credit_hgpo.py",),
      "HGPO uses the sample std instead of the population std"),
    M("mcgpo-rule-weight", "mcgpo_jax/credit/mcgpo.py", "/ (support + cfg.kappa) * q", "/ (support + cfg.kappa)",
      ("tests/test_mcgpo.py",), "pair weight drops the rule factor q"),
    M("mcgpo-cross-fold", "mcgpo_jax/credit/mcgpo.py",
      "fold = rows.fold[a] if cfg.same_fold_evidence else 1 - rows.fold[a]",
      "fold = 1 - rows.fold[a] if cfg.same_fold_evidence else rows.fold[a]", ("tests/test_mcgpo.py",),
      "evidence taken from the candidates' own fold"),
    M("mcgpo-quota", "mcgpo_jax/credit/mcgpo.py", "count < cfg.max_pairs_per_fold",
      "count <= cfg.max_pairs_per_fold", ("tests/test_mcgpo.py",), "one pair more than the per-fold quota"),
    M("sgr-shares-ignore-tokens", "mcgpo_jax/credit/sgr_opsd.py", "np.where(tokens >= 0, tokens, 1)",
      "np.where(tokens >= 0, 1, 1)",
      ("tests/test_sgr_opsd.py",), "token shares ignore Step.tokens (uniform per turn)"),
    M("sgr-budget-tol", "mcgpo_jax/credit/sgr_opsd.py", "budget.max() > cfg.budget_tol",
      "budget.max() > 10 * cfg.budget_tol", ("tests/test_sgr_opsd.py",), "contract's budget tolerance 10x looser"),
    M("sgr-zero-adv-bound", "mcgpo_jax/credit/sgr_opsd.py", "np.where(rows.mask[p], np.abs(w[p] - 1.0), 0.0)",
      "np.where(rows.mask[p], 0.0, 0.0)", ("tests/test_sgr_opsd.py",),
      "contract no longer checks w = 1 on zero-advantage turns"),
    M("sgr-bound-lower", "mcgpo_jax/credit/sgr_opsd.py", "np.maximum(np.maximum(lo - w[p], w[p] - hi), 0.0)",
      "np.maximum(w[p] - hi, 0.0)", ("tests/test_sgr_opsd.py",), "contract checks only the upper bound"),
    M("sgr-base-ddof", "mcgpo_jax/credit/sgr_opsd.py", "x.std(ddof=1)", "x.std()", ("tests/test_sgr_opsd.py",),
      "base advantages with the population std"),
    M("sgr-budget-left", "mcgpo_jax/data/graph_ids.py", "s.remaining > 1", "s.remaining >= 1",
      ("tests/test_sgr_opsd.py",), "continuation on the last budgeted step"),
    M("sgr-graph-gamma", "mcgpo_jax/credit/sgr_kernels.py", "r + k[\"gamma\"] * V[nxt]", "r + V[nxt]",
      ("tests/test_sgr_opsd.py",), "graph values undiscounted"),
    # ---- models: sampler and Qwen ----
    M("sampler-nucleus", "mcgpo_jax/models/sampler.py", "(jnp.cumsum(probs, axis=-1) - probs) < top_p",
      "jnp.cumsum(probs, axis=-1) < top_p", ("tests/test_sampler.py",),
      "nucleus drops the token that crosses top_p"),
    M("sampler-top-k", "mcgpo_jax/models/sampler.py", "in_top_k = jnp.arange(vocab) < k",
      "in_top_k = jnp.arange(vocab) <= k", ("tests/test_sampler.py",), "top-k keeps k + 1 tokens"),
    M("sampler-temperature", "mcgpo_jax/models/sampler.py", "scaled = logits / jnp.maximum(temperature, 1e-6)",
      "scaled = logits * jnp.maximum(temperature, 1e-6)", ("tests/test_sampler.py",),
      "logits multiplied by the temperature"),
    M("sampler-last-argmax", "mcgpo_jax/models/sampler.py",
      "jnp.min(jnp.where(x == top, index, x.shape[-1]), axis=-1)",
      "jnp.max(jnp.where(x == top, index, -1), axis=-1)", ("tests/test_sampler.py",),
      "greedy picks the last of tied maxima"),
    M("qwen-rmsnorm-eps", "mcgpo_jax/models/qwen.py", "keepdims=True) + self.eps)", "keepdims=True) + 1e-2)",
      ("tests/test_qwen_parity.py::test_logits_match_transformers",), "RMSNorm epsilon 1e-2 instead of the config's"),
    # ---- envs: WebShop scorer and engine, ALFWorld ----
    M("reward-title-match", "mcgpo_jax/envs/webshop/reward.py", "title_score > 0.2", "title_score >= 0.2",
      ("tests/test_webshop_reward.py",), "a title score of exactly 0.2 counts as a match"),
    M("reward-weak-title", "mcgpo_jax/envs/webshop/reward.py", "if title_score < 0.1:", "if title_score <= 0.1:",
      ("tests/test_webshop_reward.py",), "a title score of exactly 0.1 counts as weak"),
    M("reward-weak-value", "mcgpo_jax/envs/webshop/reward.py", "r_type = 0.1", "r_type = 0.2",
      ("tests/test_webshop_reward.py",), "weak-title r_type 0.2 instead of 0.1"),
    M("reward-empty-title", "mcgpo_jax/envs/webshop/reward.py", "title_score = 0.2", "title_score = 0.3",
      ("tests/test_webshop_reward.py",), "a goal title without nouns scores 0.3"),
    M("reward-price", "mcgpo_jax/envs/webshop/reward.py", "r_price = price <= goal['price_upper']",
      "r_price = price < goal['price_upper']", ("tests/test_webshop_reward.py",),
      "a price equal to the upper bound fails"),
    M("reward-fuzzy", "mcgpo_jax/envs/webshop/reward.py", "FUZZY_THRESHOLD = 85", "FUZZY_THRESHOLD = 80",
      ("tests/test_webshop_reward.py",), "fuzzy match threshold 80 instead of 85"),
    M("webshop-won", "mcgpo_jax/envs/webshop/engine.py", "won = session.done and session.score == 1.0",
      "won = session.done and session.score >= 0.5", ("tests/test_webshop_engine.py",),
      "a purchase scoring 0.5 counts as success"),
    M("alfworld-budget", "mcgpo_jax/envs/alfworld/engine.py", "self._steps >= self.max_steps",
      "self._steps > self.max_steps", ("tests/test_alfworld.py::test_step_budget_ends_the_episode",),
      "ALFWorld episodes run one step past the budget"),
    M("action-close-after-open", "mcgpo_jax/envs/interface.py",
      "start, end = lower.find(_OPEN), lower.find(_CLOSE)",
      "start, end = lower.find(_OPEN), lower.find(_CLOSE, max(lower.find(_OPEN), 0))", ("tests/test_prompts.py",),
      "the action ends at the first </action> after <action> (verl-agent: the first </action>)"),
    M("appworld-budget", "mcgpo_jax/envs/appworld/engine.py", 'reply["completed"] or self._steps >= self.max_steps',
      'reply["completed"] or self._steps > self.max_steps',
      ("tests/test_appworld.py::test_an_episode_that_runs_out_of_steps_is_evaluated_as_it_stands_and_its_outputs_are_removed",),
      "AppWorld episodes run one step past the budget"),
    M("appworld-code-lowered", "mcgpo_jax/envs/appworld/prompts.py",
      'code = data[span[0]:span[1]].decode("utf-8", errors="surrogatepass")',
      'code = data[span[0]:span[1]].decode("utf-8", errors="surrogatepass").lower()', ("tests/test_appworld.py",),
      "AppWorld's code is lower-cased like ALFWorld's actions (verl-agent executes it verbatim)"),
)
AREAS = ("data", "learn", "credit", "models", "envs")


def check_mutants(root: str = ROOT) -> None:
  """Every id unique, every snippet found exactly once in its file, every test file present; else exits
  naming each problem, so a refactor that moves a line breaks the list loudly instead of silently."""
  problems, seen = [], set()
  for m in MUTANTS:
    if m.id in seen:
      problems.append(f"{m.id}: duplicate id")
    seen.add(m.id)
    path = os.path.join(root, m.file)
    if not os.path.isfile(path):
      problems.append(f"{m.id}: {m.file} does not exist")
      continue
    with open(path, encoding="utf-8") as f:
      count = f.read().count(m.original)
    if count != 1:
      problems.append(f"{m.id}: the original snippet {m.original!r} occurs {count} times in {m.file} "
                      "(expected exactly once; update the mutant list)")
    if m.original == m.replacement:
      problems.append(f"{m.id}: replacement equals the original")
    for test in m.tests:
      if not os.path.isfile(os.path.join(root, test.split("::")[0])):
        problems.append(f"{m.id}: test file {test.split('::')[0]} does not exist")
  if problems:
    sys.exit("scripts/mutants.py: the mutant list does not match the tree:\n  " + "\n  ".join(problems))


def area(m: Mutant) -> str:
  """The package area a mutant lives in (mcgpo_jax/<area>/...)."""
  return m.file.split("/")[1]


def scratch_copy(dest: str) -> None:
  """The working tree's files as git sees them (tracked plus untracked-but-not-ignored) copied to `dest`:
  no virtualenv, run directories or caches."""
  names = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                         check=True, capture_output=True).stdout.decode().split("\0")
  for name in filter(None, names):
    src = os.path.join(ROOT, name)
    if os.path.isfile(src):   # a tracked file deleted in the working tree is skipped
      os.makedirs(os.path.dirname(os.path.join(dest, name)), exist_ok=True)
      shutil.copy2(src, os.path.join(dest, name))


def run_pytest(copy: str, tests: tuple[str, ...], timeout: float) -> tuple[str, str]:
  """(outcome, output tail) of `pytest -x -q tests` in the copy: 'passed', 'failed', 'timeout' or 'error'.

  The copy goes first on PYTHONPATH (the editable install's finder comes after sys.path), and no bytecode is
  written: a mutant of the same length written within the same second could otherwise reuse a stale .pyc.
  """
  env = dict(os.environ, PYTHONPATH=copy, JAX_PLATFORMS="cpu", PYTHONDONTWRITEBYTECODE="1")
  cmd = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests]
  proc = subprocess.Popen(cmd, cwd=copy, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          start_new_session=True)
  try:
    out, _ = proc.communicate(timeout=timeout)
  except subprocess.TimeoutExpired:
    os.killpg(proc.pid, signal.SIGKILL)   # the whole session: tests may start subprocesses
    out, _ = proc.communicate()
    return "timeout", out.decode(errors="replace")[-2000:]
  tail = out.decode(errors="replace")[-2000:]
  # pytest: 0 all passed, 1 a test failed, 2 interrupted (a collection error counts: the mutant broke an
  # import), 3 internal error, 4 usage error, 5 no tests collected.
  return {0: "passed", 1: "failed", 2: "failed"}.get(proc.returncode, "error"), tail


def run_mutant(m: Mutant, copy: str, timeout: float) -> tuple[str, float, str]:
  """Applies `m` to the copy, runs its tests, restores the file. Returns (result, seconds, output tail)."""
  path = os.path.join(copy, m.file)
  with open(path, encoding="utf-8") as f:
    original = f.read()
  start = time.time()
  try:
    with open(path, "w", encoding="utf-8") as f:
      f.write(original.replace(m.original, m.replacement, 1))
    outcome, tail = run_pytest(copy, m.tests, timeout)
  finally:
    with open(path, "w", encoding="utf-8") as f:
      f.write(original)
  result = {"passed": "SURVIVED", "failed": "caught", "timeout": "caught (timeout)"}.get(outcome, "ERROR")
  return result, time.time() - start, tail


def cell(text: str) -> str:
  """A Markdown table cell: descriptions such as ⌊|B|/2⌋ hold pipes."""
  return text.replace("|", "\\|")


def commit_label() -> str:
  head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout
  dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT, capture_output=True,
                         text=True).stdout.strip()
  return head.strip() + (" + uncommitted changes" if dirty else "")


def main(argv=None) -> int:
  parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                   formatter_class=argparse.RawDescriptionHelpFormatter)
  parser.add_argument("--only", default="", help="comma-separated mutant ids to run (default: all)")
  parser.add_argument("--list", action="store_true", help="print the mutants and check their snippets; run nothing")
  parser.add_argument("--jobs", type=int, default=1, help="mutants run in parallel, one scratch copy each")
  parser.add_argument("--timeout", type=float, default=1200.0, help="seconds per mutant before it counts as caught")
  parser.add_argument("--no-baseline", action="store_true",
                      help="skip the unmutated run of the selected tests (it guards against counting tests "
                           "that already fail as catches)")
  args = parser.parse_args(argv)
  check_mutants()
  selected = list(MUTANTS)
  if args.only:
    wanted = [x.strip() for x in args.only.split(",") if x.strip()]
    unknown = sorted(set(wanted) - {m.id for m in MUTANTS})
    if unknown:
      sys.exit(f"scripts/mutants.py: unknown mutant id(s) {', '.join(unknown)}; see --list")
    selected = [m for m in MUTANTS if m.id in wanted]
  if args.list:
    print("| id | file | mutant | tests |\n|---|---|---|---|")
    for m in selected:
      print(f"| {m.id} | {m.file} | {cell(m.description)} | {' '.join(m.tests)} |")
    counts = {a: sum(area(m) == a for m in selected) for a in AREAS}
    print(f"\n{len(selected)} mutants ({', '.join(f'{a} {n}' for a, n in counts.items())}); every snippet found "
          "exactly once")
    return 0

  jobs = max(1, min(args.jobs, len(selected)))
  with tempfile.TemporaryDirectory(prefix="mutants_") as tmp:
    copies = queue.Queue()
    for j in range(jobs):
      copy = os.path.join(tmp, f"copy{j}")
      scratch_copy(copy)
      copies.put(copy)
    if not args.no_baseline:
      tests = tuple(dict.fromkeys(t for m in selected for t in m.tests))
      print(f"baseline: the {len(tests)} selected test targets on the unmutated copy ...", flush=True)
      outcome, tail = run_pytest(os.path.join(tmp, "copy0"), tests, args.timeout * len(tests))
      if outcome != "passed":
        print(tail)
        sys.exit(f"scripts/mutants.py: the selected tests do not pass without any mutant ({outcome}); fix that "
                 "first, or every mutant would look caught")

    def work(m: Mutant):
      copy = copies.get()
      try:
        return run_mutant(m, copy, args.timeout)
      finally:
        copies.put(copy)

    results = {}
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
      futures = {pool.submit(work, m): m for m in selected}
      for future in concurrent.futures.as_completed(futures):
        m = futures[future]
        results[m.id] = future.result()
        result, seconds, tail = results[m.id]
        print(f"{m.id}: {result} ({seconds:.0f} s)", flush=True)
        if result == "ERROR":
          print(tail, flush=True)

  print(f"\ncommit {commit_label()}; python scripts/mutants.py"
        + (f" --only {args.only}" if args.only else "") + f" --jobs {jobs}\n")
  print("| id | file | mutant | result | seconds |\n|---|---|---|---|---|")
  for m in selected:
    result, seconds, _ = results[m.id]
    print(f"| {m.id} | {m.file} | {cell(m.description)} | {result} | {seconds:.0f} |")
  caught = sum(r[0].startswith("caught") for r in results.values())
  errors = [i for i, r in results.items() if r[0] == "ERROR"]
  scored = len(results) - len(errors)
  print(f"\nscore: {caught}/{scored} caught ({100.0 * caught / max(scored, 1):.1f} %)"
        + (f"; {len(errors)} errored (not scored): {', '.join(errors)}" if errors else ""))
  survived = [i for i, r in results.items() if r[0] == "SURVIVED"]
  if survived:
    print("survived: " + ", ".join(survived))
  return 1 if errors or survived else 0


if __name__ == "__main__":
  sys.exit(main())
