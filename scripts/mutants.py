"""Mutation check: plants curated one-line semantic bugs, one at a time, in a scratch copy of the repository
and runs only the tests meant to catch each. A mutant the tests do not notice is a gap in the tests.

Why a curated list rather than a mutation framework: every mutant here is a bug someone could plausibly
write (an off-by-one mask, a sign, a floor that became a round, a tolerance that slipped), each is tied to
the few test files that should catch it, so a full run takes minutes per mutant area instead of hours, and a
surviving mutant names the missing test directly.

Not part of CI (it reruns test files dozens of times); run it before a big refactor and record the table in
docs/testing.md. CI only checks that the list still applies (`--list`, tests/house/test_mutants.py): a snippet
that is no longer found exactly once fails loudly, so the list cannot silently go stale.

  .venv/bin/python scripts/mutants.py                # every mutant, one at a time
  .venv/bin/python scripts/mutants.py --list         # the list; checks every snippet, runs nothing
  .venv/bin/python scripts/mutants.py --only pair-floor-round,tokens-mask-early --jobs 2
  .venv/bin/python scripts/mutants.py --module mcgpo_jax/guard.py,mcgpo_jax/aot   # one module's (or folder's)
"""
from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import os
import queue
import re
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


# The tests a group of mutants shares: node ids where the module's tests sit in a larger file, so each mutant
# runs the few tests that state its contract instead of the whole file.
_FAULTS_CHECKPOINTS = "tests/run/test_faults_checkpoints.py::"
_FAULTS_DIVERGENCE = "tests/run/test_faults_divergence.py::"
_FAULTS_METRICS = "tests/run/test_faults_metrics.py::"
_FAULTS_RUN_DIR = "tests/run/test_faults_run_dir.py::"
_GUARD = (_FAULTS_DIVERGENCE + "test_the_guard_judges_loss_and_grad_norm_against_a_full_history_above_the_floor",
          _FAULTS_DIVERGENCE + "test_the_guard_skips_only_what_exceeds_factor_times_the_reference_once_history_updates_were_kept",
          _FAULTS_DIVERGENCE + "test_too_many_skips_in_a_window_stop_the_run_even_when_never_in_a_row")
_AOT = tuple("tests/aot/test_aot.py::" + t for t in (
    "test_the_memory_total_is_arguments_outputs_temporaries_and_code_less_the_donated_bytes",
    "test_a_function_fits_when_its_total_and_the_resident_state_beside_it_are_within_hbm",
    "test_a_memory_bound_call_takes_the_longer_of_its_flop_and_streaming_times",
    "test_the_plan_counts_partial_minibatches_reference_passes_and_both_halves_of_the_kv_cache",
    "test_per_device_bytes_count_each_leafs_shard",
    "test_fail_fast_names_the_smallest_slice_whose_resident_state_leaves_a_quarter_for_activations",
    "test_gpu_names_and_single_host_slices"))
_CHECKPOINT = (_FAULTS_CHECKPOINTS + "test_checksums_see_every_bit",
               _FAULTS_CHECKPOINTS + "test_a_checkpoint_of_another_model_is_a_mismatch_not_damage",
               _FAULTS_CHECKPOINTS + "test_an_unreadable_newest_checkpoint_falls_back_to_the_one_before_and_is_redone",
               "tests/run/test_checkpoint.py")
_APPWORLD_GRAMMAR = (
    "tests/envs/test_appworld.py::test_projection_executes_the_first_code_block_verbatim_as_verl_agent_does",
    "tests/envs/test_appworld.py::test_the_prompt_pairs_each_cell_with_what_it_printed")
_RUNDIR = ("tests/ecosystem/test_ecosystem_rundir.py", _FAULTS_RUN_DIR + "test_config_mismatch_lists_each_differing_identity_field",
           _FAULTS_RUN_DIR + "test_config_mismatch_counts_the_method_fields_that_name_the_run",
           "tests/run/test_warm_start_from_run.py::test_the_environments_own_section_belongs_to_the_warm_start")
_METRICS = (_FAULTS_METRICS + "test_read_metrics_merges_the_rows_of_one_update_and_a_later_value_wins",
            _FAULTS_METRICS + "test_read_metrics_skips_a_torn_last_line_and_names_a_bad_middle_line",
            _FAULTS_METRICS + "test_non_finite_metrics_are_logged_as_null_with_a_warning",
            _FAULTS_METRICS + "test_a_resumed_writer_keeps_rows_up_to_the_resume_point_and_repairs_a_torn_tail")

# Wave-4 / wave-5 code, the third audit's fresh spots: packing, the compile plan, the sampler, LoRA, GPU targets.
_PACKING = ("tests/credit/test_pairwise.py", "tests/learn/test_layout_invariance.py")
_LENGTHS = tuple("tests/aot/test_lengths.py::" + t for t in (
    "test_padded_rows_take_the_updates_bucket_and_packed_heads_their_scored_tokens",
    "test_a_packed_microbatch_runs_the_head_windows_of_its_fullest_buffer_not_of_all_its_buffers",
    "test_the_packed_scoring_pass_counts_a_partial_last_call",
    "test_a_padded_microbatch_runs_the_head_windows_of_its_longest_response",
    "test_a_profile_of_bad_counts_is_refused_naming_the_file", "test_a_profile_row_with_an_empty_response_is_kept",
    "test_profile_rows_are_cut_as_a_run_cuts_them",
    "test_a_capture_is_a_profile_when_its_steps_counted_their_prompts",
    "test_rollout_turns_prefill_at_their_longest_prompt_and_decode_until_their_longest_response",
    "test_the_projected_slots_are_the_ones_the_learner_runs"))
_SAMPLER = ("tests/rollout/test_compact_rows.py::test_the_projected_decode_calls_of_rows_that_stop_early_and_a_row_that_runs_to_the_limit",
            "tests/rollout/test_compact_rows.py::test_no_narrower_bucket_no_return",
            "tests/rollout/test_compact_rows.py::test_decode_ends_when_the_last_real_row_stops_not_the_batch_buckets_filler",
            "tests/aot/test_lengths.py::test_rollout_turns_prefill_at_their_longest_prompt_and_decode_until_their_longest_response",
            "tests/rollout/test_sampler.py::test_prefill_passes_are_the_fewest_of_at_most_prefill_rows_per_device_rows",
            "tests/rollout/test_stop_strings.py::test_a_stop_string_inside_a_longer_ones_partial_match_completes_there",
            "tests/rollout/test_compact_rows.py::test_finished_rows_leave_the_batch_and_every_row_samples_the_same",
            "tests/rollout/test_sampler.py", "tests/rollout/test_stop_strings.py")
_LORA = tuple("tests/models/test_lora.py::" + t for t in (
    "test_each_target_starts_from_its_own_draw_within_its_fan_in_bound", "test_an_adapter_adds_alpha_over_rank_times_x_a_b",
    "test_lora_settings_it_cannot_run_are_refused_naming_the_field", "test_targets_choose_which_weights_get_adapters", "test_zero_b_logits_equal_the_base_and_the_base_is_the_same_weights",
    "test_merged_adapters_give_the_unmerged_logits", "test_optimizer_state_holds_only_adapter_shapes",
    "test_gradients_reach_only_the_adapters_and_ref_is_the_base"))
_PLAN = ("tests/aot/test_plan_arithmetic.py",)
_STRUCTURE = ("tests/aot/test_program_structure.py",)
_GPU = ("tests/aot/test_gpu_compile.py::test_gpu_topologies_are_boxes_of_up_to_eight_and_hosts_of_them",
        "tests/aot/test_gpu_compile.py::test_each_gpu_target_config_says_what_the_chip_table_says")
_CUDNN = ("tests/aot/test_aot.py::test_cudnn_attention_is_counted_from_its_operands_over_the_causal_triangle",
          "tests/aot/test_gpu_compile.py::"
          "test_cudnn_attention_takes_the_xla_paths_buffers_counts_its_work_and_holds_no_score_matrix")
_SCHEDULE = ("tests/run/test_pipeline_schedule.py",)
_CONFIG = ("tests/run/test_trainer.py::test_each_refusal_names_its_field_and_value",)

M = Mutant
MUTANTS: tuple[Mutant, ...] = (
    # ---- data: token rows and the rollout batch ----
    M("tokens-mask-early", "mcgpo_jax/data/tokens.py", "response[k, len(p):n] = True",
      "response[k, len(p) - 1:n] = True", ("tests/learn/test_tokens.py",),
      "response mask starts one token early (trains on the last prompt token)"),
    M("tokens-truncate-extra", "mcgpo_jax/data/tokens.py", "p = p[len(p) + len(r) - max_len:]",
      "p = p[len(p) + len(r) - max_len + 1:]", ("tests/learn/test_tokens.py",),
      "left truncation drops one prompt token too many"),
    M("tokens-logp-shift", "mcgpo_jax/data/tokens.py", "logp[k, len(p):n] = sample_logps[k][:len(r)]",
      "logp[k, len(p) - 1:n - 1] = sample_logps[k][:len(r)]", ("tests/learn/test_tokens.py",),
      "sampled log-probs one position early"),
    M("tokens-bucket-coarse", "mcgpo_jax/data/tokens.py", "(n - 1).bit_length() - 3",
      "(n - 1).bit_length() - 2", ("tests/learn/test_tokens.py",), "two length buckets per doubling instead of four"),
    M("batch-valid-ignored", "mcgpo_jax/data/batch.py", "= s.reward, s.valid, s.row", "= s.reward, True, s.row",
      ("tests/credit/test_credit_episode.py",), "pack() marks every row valid (invalid penalty lost)"),
    M("batch-anchor-offset", "mcgpo_jax/data/batch.py", "offset += n", "offset += 1",
      ("tests/credit/test_credit_gigpo.py",), "anchor ids of later trajectories misaligned"),
    M("batch-extras-to-kernels", "mcgpo_jax/data/batch.py", "returns=None, extras=None)", "returns=None)",
      ("tests/credit/test_method_table.py",), "the method's per-row extras reach the estimators' jitted kernels"),
    M("pack-extras-dropped", "mcgpo_jax/credit/methods.py", "extras=method.pack_extras)", "extras=None)",
      ("tests/credit/test_method_table.py",), "pack_update ignores the method's pack_extras"),
    # ---- learn: pairwise loss, batching, PPO objective, train step ----
    M("tis-ratio-inverted", "mcgpo_jax/learn/losses.py", "jnp.exp(jnp.clip(old_logp - sample_logp, -20.0, 20.0))",
      "jnp.exp(jnp.clip(sample_logp - old_logp, -20.0, 20.0))", ("tests/learn/test_losses.py",),
      "truncated importance weight π_sampler / π_old instead of π_old / π_sampler"),
    M("mismatch-k1-not-k3", "mcgpo_jax/learn/mismatch.py", "jnp.exp(v) - v - 1.0", "-v",
      ("tests/learn/test_mismatch.py::test_metrics_match_the_oracle_over_minibatches",),
      "KL(sampler || learner) by the k1 estimate instead of k3"),
    M("pair-floor-ceil", "mcgpo_jax/learn/pairwise.py", "jnp.floor(jnp.asarray(num_rows, jnp.float32) / 2.0)",
      "jnp.ceil(jnp.asarray(num_rows, jnp.float32) / 2.0)", ("tests/credit/test_pairwise.py",), "⌈|B|/2⌉ instead of ⌊|B|/2⌋"),
    M("pair-floor-round", "mcgpo_jax/learn/pairwise.py", "jnp.floor(jnp.asarray(num_rows, jnp.float32) / 2.0)",
      "jnp.round(jnp.asarray(num_rows, jnp.float32) / 2.0)", ("tests/credit/test_pairwise.py",),
      "round(|B|/2) instead of ⌊|B|/2⌋ (differs on |B| = 3, 7)"),
    M("pair-capacity-min", "mcgpo_jax/learn/pairwise.py", "jnp.maximum(1.0, jnp.floor(",
      "jnp.maximum(0.5, jnp.floor(", ("tests/credit/test_pairwise.py",), "max(1, ·) guard of the pair capacity lowered"),
    M("pair-sign", "mcgpo_jax/learn/pairwise.py", "jax.nn.softplus(-margin)", "jax.nn.softplus(margin)",
      ("tests/credit/test_pairwise.py",), "pair loss prefers the dispreferred row"),
    M("pair-d-denominator", "mcgpo_jax/learn/pairwise.py", "jnp.maximum(1.0, jnp.sum(mask, axis=-1))",
      "jnp.maximum(1.0, jnp.sum(mask))", ("tests/credit/test_pairwise.py",),
      "d_θ divides by the microbatch's response tokens, not the row's"),
    M("step-pair-rows-padding", "mcgpo_jax/learn/step.py", "rows = jnp.sum(batch.row_mask)",
      "rows = batch.row_mask.size", ("tests/learn/test_train_step.py",), "|B| of the pair loss counts padding rows"),
    M("step-microbatch-mean", "mcgpo_jax/learn/step.py", "micro.sample_logp, denominator=minibatch_tokens)",
      "micro.sample_logp)", ("tests/learn/test_layout_invariance.py",),
      "token-mean per microbatch, summed: the gradient depends on the microbatch count"),
    M("packed-advantage-shift", "mcgpo_jax/learn/step.py", "jnp.maximum(micro.segment_ids - 1, 0)",
      "jnp.maximum(micro.segment_ids, 0)", ("tests/learn/test_layout_invariance.py",),
      "packed rows take the next row's advantage"),
    M("packed-one-segment", "mcgpo_jax/learn/batching.py", "(self.local + 1)[:, None]",
      "np.ones_like(self.local)[:, None]", ("tests/learn/test_layout_invariance.py",),
      "every packed row in segment 1: attention and d_θ cross rows"),
    M("batching-first-fit", "mcgpo_jax/learn/batching.py", "len(m) + len(unit) <= B", "len(m) + len(unit) < B",
      ("tests/credit/test_pairwise.py",), "first fit never fills a microbatch"),
    M("batching-pair-swap", "mcgpo_jax/learn/batching.py",
      "out_plus[m, s], out_minus[m, s] = where[plus[p], 1], where[minus[p], 1]",
      "out_plus[m, s], out_minus[m, s] = where[minus[p], 1], where[plus[p], 1]", ("tests/credit/test_pairwise.py",),
      "preferred and dispreferred rows swapped in the layout"),
    M("loss-dual-clip", "mcgpo_jax/learn/losses.py", "jnp.where(negative, jnp.minimum(loss_ppo, loss_dual_bound)",
      "jnp.where(negative, jnp.maximum(loss_ppo, loss_dual_bound)", ("tests/learn/test_losses.py",),
      "dual clip takes the max instead of the min"),
    M("loss-ppo-min", "mcgpo_jax/learn/losses.py", "loss_ppo = jnp.maximum(loss_unclipped, loss_clipped)",
      "loss_ppo = jnp.minimum(loss_unclipped, loss_clipped)", ("tests/learn/test_losses.py",),
      "PPO takes the optimistic (min) loss"),
    M("loss-k3-sign", "mcgpo_jax/learn/losses.py", "jnp.exp(v) - v - 1.0", "jnp.exp(v) + v - 1.0",
      ("tests/learn/test_losses.py",), "low-variance KL: exp(v) + v - 1"),
    M("loss-entropy-sign", "mcgpo_jax/learn/losses.py", "pg_loss - cfg.entropy_coef * entropy_mean",
      "pg_loss + cfg.entropy_coef * entropy_mean", ("tests/learn/test_losses.py",), "entropy bonus becomes a penalty"),
    M("loss-masked-mean", "mcgpo_jax/learn/losses.py", "denominator = jnp.sum(mask) if denominator is None",
      "denominator = mask.size if denominator is None", ("tests/learn/test_losses.py",),
      "token-mean divides by all positions, padding included"),
    # ---- credit: estimators, MCGPO, SGR-OPSD ----
    M("common-step-ddof", "mcgpo_jax/credit/common.py", "std = jnp.sqrt(ss / jnp.maximum(cnt - ddof, 1.0))",
      "std = jnp.sqrt(ss / jnp.maximum(cnt, 1.0))", ("tests/credit/test_credit_gigpo.py",),
      "segment std ignores ddof (population instead of sample std)"),
    M("common-eps", "mcgpo_jax/credit/common.py", "EPS = 1e-6", "EPS = 1e-4",
      ("tests/credit/test_credit_episode.py", "tests/credit/test_credit_gigpo.py"), "Norm's std stabiliser 1e-4 instead of 1e-6"),
    M("episode-std-ddof", "mcgpo_jax/credit/common.py", "std = jnp.sqrt(ss / jnp.maximum(cnt - 1.0, 1.0))",
      "std = jnp.sqrt(ss / jnp.maximum(cnt, 1.0))", ("tests/credit/test_credit_episode.py",),
      "GRPO's group std is the population std"),
    M("rloo-scale", "mcgpo_jax/credit/rloo.py", "n / jnp.maximum(n - 1.0, 1.0)", "n / jnp.maximum(n, 1.0)",
      ("tests/credit/test_credit_episode.py",), "RLOO without the n/(n-1) leave-one-out scale"),
    M("gigpo-discount", "mcgpo_jax/credit/gigpo.py", "float(gamma) ** np.maximum(k - t, 0)",
      "float(gamma) ** np.maximum(k - t + 1, 0)", ("tests/credit/test_credit_gigpo.py",),
      "step return discounts the current reward too"),
    M("gigpo-omega-sign", "mcgpo_jax/credit/gigpo.py", "episode + cfg.omega * step", "episode - cfg.omega * step",
      ("tests/credit/test_credit_gigpo.py",), "step term subtracted"),
    M("g2po-exponent", "mcgpo_jax/credit/g2po.py", "jnp.power(jnp.float32(cfg.gamma), remaining)",
      "jnp.power(jnp.float32(cfg.gamma), remaining - 1.0)", ("tests/credit/test_credit_g2po.py",),
      "visit values discounted by γ^(T_i - t - 1)"),
    M("graphgpo-paper-exponent", "mcgpo_jax/credit/graphgpo.py", "hops = hops + 1.0", "hops = hops + 2.0",
      ("tests/credit/test_credit_graphgpo.py",), "paper exponent γ^(D+2)"),
    M("hgpo-level-weight", "mcgpo_jax/credit/hgpo.py", "(k + 1) * a", "k * a", ("tests/credit/test_credit_hgpo.py",),
      "level items weighted k instead of k + 1"),
    M("hgpo-ddof", "mcgpo_jax/credit/hgpo.py", "segment_stats(value, ids, present, N, ddof=0)",
      "segment_stats(value, ids, present, N, ddof=1)", ("tests/credit/test_credit_hgpo.py",),
      "HGPO uses the sample std instead of the population std"),
    M("mcgpo-rule-weight", "mcgpo_jax/credit/mcgpo.py", "/ (support + cfg.kappa) * q", "/ (support + cfg.kappa)",
      ("tests/credit/test_mcgpo.py",), "pair weight drops the rule factor q"),
    M("mcgpo-cross-fold", "mcgpo_jax/credit/mcgpo.py",
      "fold = rows.fold[a] if cfg.same_fold_evidence else 1 - rows.fold[a]",
      "fold = 1 - rows.fold[a] if cfg.same_fold_evidence else rows.fold[a]", ("tests/credit/test_mcgpo.py",),
      "evidence taken from the candidates' own fold"),
    M("mcgpo-quota", "mcgpo_jax/credit/mcgpo.py", "count < cfg.max_pairs_per_fold",
      "count <= cfg.max_pairs_per_fold", ("tests/credit/test_mcgpo.py",), "one pair more than the per-fold quota"),
    M("sgr-shares-ignore-tokens", "mcgpo_jax/credit/sgr_opsd.py", "np.where(tokens >= 0, tokens, 1)",
      "np.where(tokens >= 0, 1, 1)",
      ("tests/credit/test_sgr_opsd.py",), "token shares ignore Step.tokens (uniform per turn)"),
    M("sgr-budget-tol", "mcgpo_jax/credit/sgr_opsd.py", "budget.max() > cfg.budget_tol",
      "budget.max() > 10 * cfg.budget_tol", ("tests/credit/test_sgr_opsd.py",), "contract's budget tolerance 10x looser"),
    M("sgr-zero-adv-bound", "mcgpo_jax/credit/sgr_opsd.py", "np.where(rows.mask[p], np.abs(w[p] - 1.0), 0.0)",
      "np.where(rows.mask[p], 0.0, 0.0)", ("tests/credit/test_sgr_opsd.py",),
      "contract no longer checks w = 1 on zero-advantage turns"),
    M("sgr-bound-lower", "mcgpo_jax/credit/sgr_opsd.py", "np.maximum(np.maximum(lo - w[p], w[p] - hi), 0.0)",
      "np.maximum(w[p] - hi, 0.0)", ("tests/credit/test_sgr_opsd.py",), "contract checks only the upper bound"),
    M("sgr-base-ddof", "mcgpo_jax/credit/sgr_opsd.py", "x.std(ddof=1)", "x.std()", ("tests/credit/test_sgr_opsd.py",),
      "base advantages with the population std"),
    M("sgr-budget-left", "mcgpo_jax/credit/sgr_graph_ids.py", "s.remaining > 1", "s.remaining >= 1",
      ("tests/credit/test_sgr_opsd.py",), "continuation on the last budgeted step"),
    M("sgr-graph-gamma", "mcgpo_jax/credit/sgr_kernels.py", "r + k[\"gamma\"] * V[nxt]", "r + V[nxt]",
      ("tests/credit/test_sgr_opsd.py",), "graph values undiscounted"),
    # ---- models: sampler and Qwen ----
    M("sampler-nucleus", "mcgpo_jax/models/sampler.py", "(jnp.cumsum(probs, axis=-1) - probs) < top_p",
      "jnp.cumsum(probs, axis=-1) < top_p", ("tests/rollout/test_sampler.py",),
      "nucleus drops the token that crosses top_p"),
    M("sampler-top-k", "mcgpo_jax/models/sampler.py", "in_top_k = jnp.arange(vocab) < k",
      "in_top_k = jnp.arange(vocab) <= k", ("tests/rollout/test_sampler.py",), "top-k keeps k + 1 tokens"),
    M("sampler-temperature", "mcgpo_jax/models/sampler.py", "scaled = logits / jnp.maximum(temperature, 1e-6)",
      "scaled = logits * jnp.maximum(temperature, 1e-6)", ("tests/rollout/test_sampler.py",),
      "logits multiplied by the temperature"),
    M("sampler-last-argmax", "mcgpo_jax/models/sampler.py",
      "jnp.min(jnp.where(x == top, index, x.shape[-1]), axis=-1)",
      "jnp.max(jnp.where(x == top, index, -1), axis=-1)", ("tests/rollout/test_sampler.py",),
      "greedy picks the last of tied maxima"),
    M("qwen-rmsnorm-eps", "mcgpo_jax/models/qwen.py", "keepdims=True) + self.eps)", "keepdims=True) + 1e-2)",
      ("tests/models/test_qwen_parity.py::test_logits_match_transformers",), "RMSNorm epsilon 1e-2 instead of the config's"),
    # ---- models: attention kernels, segments, scanned layers (wave 4) ----
    M("attn-splash-unscaled", "mcgpo_jax/models/attention.py",
      "q = (q * jnp.asarray(hd ** -0.5, q.dtype)).transpose(0, 2, 1, 3)", "q = q.transpose(0, 2, 1, 3)",
      ("tests/models/test_attention.py::test_splash_matches_xla_in_logits_and_gradients",),
      "splash's logits miss the 1/sqrt(head_dim) scale (the kernel does not apply it)"),
    M("attn-auto-tpu-xla", "mcgpo_jax/models/attention.py", '_BY_PLATFORM = {"tpu": "splash"',
      '_BY_PLATFORM = {"tpu": "xla"',
      ("tests/models/test_attention.py::test_auto_picks_the_kernel_by_platform_and_refuses_what_cannot_compile",),
      "attention=auto keeps the float32 XLA path on a TPU"),
    M("attn-segments-ignored", "mcgpo_jax/models/qwen.py",
      "allowed = causal[None] & (segments[:, :, None] == segments[:, None, :]) & mask[:, None, :]",
      "allowed = causal[None] & mask[:, None, :]", ("tests/models/test_attention.py::test_packed_segments_equal_separate_rows",),
      "a packed row's tokens attend across segment boundaries"),
    M("decode-own-slot", "mcgpo_jax/models/qwen.py", "allowed = (key_slot[None, None, :] <= query_slot[None, :, None])",
      "allowed = (key_slot[None, None, :] < query_slot[None, :, None])", ("tests/rollout/test_sampler.py",),
      "a decoded token does not attend to its own key"),
    M("flops-splash-full-grid", "mcgpo_jax/aot/flops.py", "return math.prod(grid[:-2]) * n * (n + 1) // 2",
      "return math.prod(grid[:-2]) * n * n",
      ("tests/models/test_attention.py::test_the_flop_counter_counts_splash_blocks_on_and_below_the_diagonal",),
      "the FLOP counter counts splash's causally skipped blocks"),
    # ---- envs: WebShop scorer and engine, ALFWorld ----
    M("reward-title-match", "mcgpo_jax/envs/webshop/reward.py", "title_score > 0.2", "title_score >= 0.2",
      ("tests/envs/test_webshop_reward.py",), "a title score of exactly 0.2 counts as a match"),
    M("reward-weak-title", "mcgpo_jax/envs/webshop/reward.py", "if title_score < 0.1:", "if title_score <= 0.1:",
      ("tests/envs/test_webshop_reward.py",), "a title score of exactly 0.1 counts as weak"),
    M("reward-weak-value", "mcgpo_jax/envs/webshop/reward.py", "r_type = 0.1", "r_type = 0.2",
      ("tests/envs/test_webshop_reward.py",), "weak-title r_type 0.2 instead of 0.1"),
    M("reward-empty-title", "mcgpo_jax/envs/webshop/reward.py", "title_score = 0.2", "title_score = 0.3",
      ("tests/envs/test_webshop_reward.py",), "a goal title without nouns scores 0.3"),
    M("reward-price", "mcgpo_jax/envs/webshop/reward.py", "r_price = price <= goal['price_upper']",
      "r_price = price < goal['price_upper']", ("tests/envs/test_webshop_reward.py",),
      "a price equal to the upper bound fails"),
    M("reward-fuzzy", "mcgpo_jax/envs/webshop/reward.py", "FUZZY_THRESHOLD = 85", "FUZZY_THRESHOLD = 80",
      ("tests/envs/test_webshop_reward.py",), "fuzzy match threshold 80 instead of 85"),
    M("webshop-won", "mcgpo_jax/envs/webshop/engine.py", "won = session.done and session.score == 1.0",
      "won = session.done and session.score >= 0.5", ("tests/envs/test_webshop_engine.py",),
      "a purchase scoring 0.5 counts as success"),
    M("webshop-curriculum-held-out", "mcgpo_jax/envs/webshop/curriculum.py",
      "allowed = by_split.get('train', set()) - held_out", "allowed = by_split.get('train', set())",
      ("tests/envs/test_webshop_curriculum.py",), "the copy curriculum targets products that validation goals name"),
    M("alfworld-budget", "mcgpo_jax/envs/alfworld/engine.py", "self._steps >= self.max_steps",
      "self._steps > self.max_steps", ("tests/envs/test_alfworld.py::test_step_budget_ends_the_episode",),
      "ALFWorld episodes run one step past the budget"),
    M("action-close-after-open", "mcgpo_jax/envs/interface.py",
      "start, end = lower.find(_OPEN), lower.find(_CLOSE)",
      "start, end = lower.find(_OPEN), lower.find(_CLOSE, max(lower.find(_OPEN), 0))", ("tests/envs/test_prompts.py",),
      "the action ends at the first </action> after <action> (verl-agent: the first </action>)"),
    M("appworld-budget", "mcgpo_jax/envs/appworld/engine.py", 'reply["completed"] or self._steps >= self.max_steps',
      'reply["completed"] or self._steps > self.max_steps',
      ("tests/envs/test_appworld.py::test_an_episode_that_runs_out_of_steps_is_evaluated_as_it_stands_and_its_outputs_are_removed",),
      "AppWorld episodes run one step past the budget"),
    M("appworld-code-lowered", "mcgpo_jax/envs/appworld/prompts.py",
      'code = data[span[0]:span[1]].decode("utf-8", errors="surrogatepass")',
      'code = data[span[0]:span[1]].decode("utf-8", errors="surrogatepass").lower()', ("tests/envs/test_appworld.py",),
      "AppWorld's code is lower-cased like ALFWorld's actions (verl-agent executes it verbatim)"),
    # ---- guard: which updates a run keeps ----
    M("guard-floor", "mcgpo_jax/guard.py", "reference = max(FLOOR, max(abs(v) for v in past))",
      "reference = max(abs(v) for v in past)", _GUARD,
      "the FLOOR of a reference is dropped (a first informative update after tied ones looks like an explosion)"),
    M("guard-factor-edge", "mcgpo_jax/guard.py", "if value > self.factor * reference:",
      "if value >= self.factor * reference:", _GUARD,
      "a value of exactly factor x the reference is skipped (the rule: exceeds)"),
    M("guard-history-early", "mcgpo_jax/guard.py", '(1 if q == "param_norm" else self.history)',
      '(1 if q == "param_norm" else self.history - 1)', _GUARD,
      "loss and gradient norm judged one kept update before `history` were kept"),
    M("guard-in-a-row-edge", "mcgpo_jax/guard.py", "if in_a_row >= self.max_in_a_row:",
      "if in_a_row > self.max_in_a_row:", _GUARD, "the run stops one skipped update after max_in_a_row in a row"),
    M("guard-window-edge", "mcgpo_jax/guard.py", "if recent >= self.max_skips:",
      "if recent > self.max_skips:", _GUARD, "the run stops one skip after max_skips in the window"),
    M("guard-record-length", "mcgpo_jax/guard.py", "[-max(self.window, self.max_in_a_row):]",
      "[-min(self.window, self.max_in_a_row):]", _GUARD,
      "the skip record keeps the shorter of window and max_in_a_row"),
    M("guard-factor-off", "mcgpo_jax/guard.py", "if self.factor <= 0:",
      "if self.factor < 0:", _GUARD, "factor 0 no longer turns the divergence check off"),
    # ---- aot: the memory total, the fail-fast arithmetic, the chip tables ----
    M("aot-total-alias", "mcgpo_jax/aot/report.py", 'out["code"] - out["alias"]',
      'out["code"] + out["alias"]', _AOT,
      "memory total adds the donated (aliased) bytes instead of subtracting them"),
    M("aot-total-code", "mcgpo_jax/aot/report.py", 'out["temp"] + out["code"]',
      'out["temp"]', _AOT, "memory total drops the generated code"),
    M("aot-peak-resident", "mcgpo_jax/aot/report.py", 'return self.memory["total"] + self.others',
      'return self.memory["total"]', _AOT,
      "a function's peak leaves out the resident state that is not among its arguments"),
    M("aot-others-args", "mcgpo_jax/aot/update.py", "if k not in fn.resident_args)",
      "if k in fn.resident_args)", _AOT,
      "the resident state counted beside a function is the part among its arguments"),
    M("aot-fits-edge", "mcgpo_jax/aot/report.py", "result.peak_bytes() <= chip.hbm_bytes",
      "result.peak_bytes() < chip.hbm_bytes", _AOT, "a peak of exactly the chip's HBM does not fit"),
    M("aot-fits-unknown-hbm", "mcgpo_jax/aot/report.py", "chip.hbm_bytes == 0 or",
      "chip.hbm_bytes < 0 or", _AOT, "a chip of unknown HBM (0) never fits"),
    M("aot-memory-bound-min", "mcgpo_jax/aot/report.py",
      "projected = max(projected, fn.memory_bound_bytes / chip.hbm_bandwidth)",
      "projected = min(projected, fn.memory_bound_bytes / chip.hbm_bandwidth)", _AOT,
      "decode's projection takes the smaller of its FLOP and bandwidth times"),
    M("aot-mfu", "mcgpo_jax/aot/report.py", "MFU = 0.4",
      "MFU = 0.5", _AOT, "projected at 50 % MFU instead of 40 %"),
    M("aot-ref-passes", "mcgpo_jax/aot/update.py", "ref_passes = 2 if learn.kl_coef > 0 else 1",
      "ref_passes = 2 if learn.kl_coef >= 0 else 1", _AOT, "π_ref log-probs counted without a KL term"),
    M("aot-minibatches-floor", "mcgpo_jax/aot/update.py", "minibatches = -(-sizes.rows // learn.mini_batch_size)",
      "minibatches = sizes.rows // learn.mini_batch_size", _AOT, "a last partial minibatch is not counted"),
    M("aot-kv-cache-halved", "mcgpo_jax/aot/update.py", "cache_bytes = 2 * qcfg.num_layers * per_device_bytes(cache)",
      "cache_bytes = qcfg.num_layers * per_device_bytes(cache)", _AOT,
      "decode's streamed cache counts keys but not values"),
    M("aot-shard-bytes", "mcgpo_jax/aot/update.py", "shape = x.sharding.shard_shape(x.shape) if",
      "shape = x.shape if", _AOT, "per-device bytes of a sharded leaf count the whole array"),
    M("aot-learner-state", "mcgpo_jax/aot/compile_run.py", 'upd.resident["params"] + upd.resident["ref_params"] +',
      'upd.resident["params"] +', _AOT, "fail-fast sizing forgets π_ref beside the master params"),
    M("aot-resident-edge", "mcgpo_jax/aot/compile_run.py", "if resident <= chip.hbm_bytes:",
      "if resident < chip.hbm_bytes:", _AOT, "resident state of exactly the chip's HBM is refused"),
    M("aot-suggest-fraction", "mcgpo_jax/aot/compile_run.py", "SUGGEST_FRACTION * chip.hbm_bytes), None)",
      "chip.hbm_bytes), None)", _AOT, "the suggested slice leaves no room for activations"),
    M("aot-sampler-split-edge", "mcgpo_jax/aot/compile_run.py",
      "sampler_total <= SAMPLER_WEIGHT_FRACTION * chip.hbm_bytes",
      "sampler_total < SAMPLER_WEIGHT_FRACTION * chip.hbm_bytes", _AOT,
      "a sampler copy of exactly half a chip is split"),
    M("aot-gpu-name-order", "mcgpo_jax/aot/targets.py",
      "return next((chip for key, chip in GPUS if key in kind), None)",
      "return next((chip for key, chip in reversed(GPUS) if key in kind), None)", _AOT,
      "an H100 PCIe is taken for an H100 SXM (names tried longest last)"),
    M("aot-single-host-8", "mcgpo_jax/aot/targets.py", "dims[0] * dims[1] <= 8",
      "dims[0] * dims[1] < 8", _AOT, "an 8-chip v5e / v6e slice is not one host"),
    # ---- checkpoint: restore order, the fit check, the checksum ----
    M("ckpt-newest-first", "mcgpo_jax/checkpoint.py", "steps = sorted(self._manager.all_steps(), reverse=True)",
      "steps = sorted(self._manager.all_steps())", _CHECKPOINT, "restore tries the oldest checkpoint first"),
    M("ckpt-dtype-unchecked", "mcgpo_jax/checkpoint.py", " or np.dtype(have[k].dtype) != np.dtype(want[k].dtype)]",
      "]", _CHECKPOINT, "a checkpoint of other dtypes passes the fit check"),
    M("ckpt-extra-leaf", "mcgpo_jax/checkpoint.py",
      'problems += [f"{k}: only in the checkpoint" for k in sorted(set(have) - set(want))]', "problems += []",
      _CHECKPOINT, "arrays only the checkpoint has are not a mismatch"),
    M("ckpt-checksum-even-weight", "mcgpo_jax/checkpoint.py", "jnp.sum(w * (2 * index + 1), dtype=jnp.uint32)",
      "jnp.sum(w * (2 * index + 2), dtype=jnp.uint32)", _CHECKPOINT,
      "even weights: a flipped top bit leaves the first checksum word unchanged"),
    # ---- learn: rollout-vs-learner mismatch, the PPO objective's other terms ----
    M("mismatch-band-edge", "mcgpo_jax/learn/mismatch.py", "(v < np.log(RATIO_BAND[0]))",
      "(v <= np.log(RATIO_BAND[0]))", ("tests/learn/test_mismatch.py",),
      "a ratio of exactly 0.5 counts as outside [0.5, 2]"),
    M("mismatch-padding", "mcgpo_jax/learn/mismatch.py",
      "v = jnp.where(mask, jnp.clip(old_logp - sample_logp, -20.0, 20.0), 0.0)",
      "v = jnp.clip(old_logp - sample_logp, -20.0, 20.0)", ("tests/learn/test_mismatch.py",),
      "padding tokens enter the max and mean |Δ log p|"),
    M("mismatch-warn-edge", "mcgpo_jax/learn/mismatch.py", "if kl is None or not kl > max_kl:",
      "if kl is None or not kl >= max_kl:", ("tests/learn/test_mismatch.py",),
      "a KL of exactly max_kl warns (the rule: exceeds)"),
    M("loss-clip-high-ignored", "mcgpo_jax/learn/losses.py", "jnp.clip(ratio, 1.0 - clip_low, 1.0 + clip_high)",
      "jnp.clip(ratio, 1.0 - clip_low, 1.0 + clip_low)", ("tests/learn/test_losses.py",),
      "clip-higher ignored: the ceiling uses clip_low"),
    M("loss-tis-cap-max", "mcgpo_jax/learn/losses.py", "return jnp.minimum(jnp.exp(jnp.clip(old_logp",
      "return jnp.maximum(jnp.exp(jnp.clip(old_logp", ("tests/learn/test_losses.py",),
      "TIS weight max(ratio, cap) instead of min"),
    M("loss-kl-unclamped", "mcgpo_jax/learn/losses.py", "return jnp.clip(jnp.exp(v) - v - 1.0, -10.0, 10.0)",
      "return jnp.exp(v) - v - 1.0", ("tests/learn/test_losses.py",), "low-variance KL estimate not clamped to [-10, 10]"),
    M("loss-dual-frac-positive", "mcgpo_jax/learn/losses.py", "((loss_ppo > loss_dual_bound) & negative)",
      "(loss_ppo > loss_dual_bound)", ("tests/learn/test_losses.py",),
      "dual_clip_frac counts tokens of positive advantage"),
    M("loss-approx-kl-sign", "mcgpo_jax/learn/losses.py", "masked_mean(-log_ratio, mask, denominator)",
      "masked_mean(log_ratio, mask, denominator)", ("tests/learn/test_losses.py",), "approx_kl is log π - log π_old"),
    M("loss-kl-sign", "mcgpo_jax/learn/losses.py", "+ cfg.kl_coef * kl_mean",
      "- cfg.kl_coef * kl_mean", ("tests/learn/test_losses.py",), "KL to the reference rewarded instead of penalised"),
    M("loss-clip-c-edge", "mcgpo_jax/learn/losses.py", "if self.clip_c <= 1.0:",
      "if self.clip_c < 1.0:", ("tests/learn/test_losses.py",), "clip_c = 1 accepted (the dual clip needs > 1)"),
    # ---- credit: the Norm rule's edges ----
    M("common-zero-spread", "mcgpo_jax/credit/common.py", "z = jnp.where(spread > 0, z, 0.0)",
      "z = jnp.where(spread >= 0, z, 0.0)", ("tests/credit/test_credit_episode.py", "tests/credit/test_credit_gigpo.py"),
      "a zero-variance segment is normalised (rounding of its mean leaks)"),
    M("common-singleton-edge", "mcgpo_jax/credit/common.py", "z = jnp.where(cnt <= 1, single, z)",
      "z = jnp.where(cnt < 1, single, z)", ("tests/credit/test_credit_episode.py", "tests/credit/test_credit_gigpo.py"),
      "a segment of one row no longer keeps its singleton rule"),
    M("common-offset-unshifted", "mcgpo_jax/credit/common.py", "centered, value = centered + offset, x + offset",
      "centered, value = centered, x + offset", ("tests/credit/test_credit_episode.py", "tests/credit/test_credit_gigpo.py"),
      "the offset (invalid penalty) is left out of the statistics"),
    M("common-shaping-sign", "mcgpo_jax/credit/common.py", "- batch.shaping",
      "+ batch.shaping", ("tests/credit/test_credit_episode.py", "tests/credit/test_credit_gigpo.py"),
      "rubric shaping Δr subtracted from the row score"),
    # ---- envs: the action grammars (AppWorld, Search-R1, verl-agent), dense retrieval's ranking ----
    M("appworld-inverted-span", "mcgpo_jax/envs/appworld/prompts.py", "return lo, max(lo, end)",
      "return lo, end", _APPWORLD_GRAMMAR, "a </code> before <code> gives an inverted span instead of lo == hi"),
    M("appworld-last-close", "mcgpo_jax/envs/appworld/prompts.py", "start, end = text.find(_OPEN), text.find(_CLOSE)",
      "start, end = text.find(_OPEN), text.rfind(_CLOSE)", _APPWORLD_GRAMMAR,
      "code runs to the last </code>, not the first"),
    M("appworld-think-either", "mcgpo_jax/envs/appworld/prompts.py",
      '("<think>" in response and "</think>" in response)', '("<think>" in response or "</think>" in response)',
      _APPWORLD_GRAMMAR, "one think tag is enough for a valid think+code step"),
    M("appworld-fallback-chars", "mcgpo_jax/envs/appworld/prompts.py", "FALLBACK_CHARS = 100",
      "FALLBACK_CHARS = 30", _APPWORLD_GRAMMAR,
      "an invalid response sends ALFWorld's 30 characters, not the reference's 100"),
    M("appworld-output-pairing", "mcgpo_jax/envs/appworld/prompts.py",
      "outputs = [o for o, _ in history[1:]] + [observation]", "outputs = [o for o, _ in history]",
      _APPWORLD_GRAMMAR, "each code cell shown with the observation before it instead of what it printed"),
    M("dense-tie-order", "mcgpo_jax/envs/searchqa/dense.py", "np.lexsort((i[r], -s[r]))",
      "np.lexsort((-i[r], -s[r]))", ("tests/envs/test_searchqa_dense.py",),
      "equal scores ranked by reverse corpus order"),
    M("dense-cut-ties-late", "mcgpo_jax/envs/searchqa/dense.py", "np.cumsum(tied, axis=1)",
      "np.cumsum(tied[:, ::-1], axis=1)[:, ::-1]", ("tests/envs/test_searchqa_dense.py",),
      "a chunk keeps the last of the scores tied at its cut, not the first"),
    M("dense-chunk-offset", "mcgpo_jax/envs/searchqa/dense.py", "cand_i.append(idx + start)",
      "cand_i.append(idx)", ("tests/envs/test_searchqa_dense.py",),
      "indices of later chunks not offset by the chunk start"),
    M("dense-pool-padding", "mcgpo_jax/envs/searchqa/dense.py", "pooled = jnp.sum(hidden * m, axis=1)",
      "pooled = jnp.sum(hidden, axis=1)", ("tests/envs/test_searchqa_dense.py",),
      "mean pooling includes padding positions"),
    M("answers-cut-answer-first", "mcgpo_jax/envs/searchqa/answers.py",
      "cut = _CLOSE_SEARCH[type(text)].search(text) or _CLOSE_ANSWER[type(text)].search(text)",
      "cut = _CLOSE_ANSWER[type(text)].search(text) or _CLOSE_SEARCH[type(text)].search(text)",
      ("tests/envs/test_searchqa.py",), "the response is cut at </answer> before </search>"),
    M("answers-many-tags-valid", "mcgpo_jax/envs/searchqa/answers.py", "len(_OPEN[str].findall(response)) == 1",
      "len(_OPEN[str].findall(response)) >= 1", ("tests/envs/test_searchqa.py",),
      "a response with two opening tags is valid"),
    M("answers-blank-payload", "mcgpo_jax/envs/searchqa/answers.py", "if lo >= hi:",
      "if lo > hi:", ("tests/envs/test_searchqa.py",), "a blank payload executes"),
    M("answers-left-trim", "mcgpo_jax/envs/searchqa/answers.py", "lo + len(payload) - len(payload.lstrip())",
      "lo", ("tests/envs/test_searchqa.py",), "the payload's leading whitespace is kept"),
    M("answers-parse-trailing", "mcgpo_jax/envs/searchqa/answers.py", "(block[3], block[4]) != (0, len(action))",
      "block[3] != 0", ("tests/envs/test_searchqa.py",), "parse_action accepts text after the block"),
    M("answers-golden-string", "mcgpo_jax/envs/searchqa/answers.py",
      "answers = [golden] if isinstance(golden, str) else list(golden)", "answers = list(golden)",
      ("tests/envs/test_searchqa.py",), "a single gold answer string is read as its characters"),
    M("interface-history-numbering", "mcgpo_jax/envs/interface.py", "start = len(history) - len(recent) + 1",
      "start = len(history) - len(recent)", ("tests/envs/test_prompts.py",), "history pairs numbered from 0"),
    M("interface-history-zero", "mcgpo_jax/envs/interface.py", "if not history or cfg.history_length <= 0:",
      "if not history or cfg.history_length < 0:", ("tests/envs/test_prompts.py",),
      "history_length 0 shows the whole history"),
    M("interface-max-chars-edge", "mcgpo_jax/envs/interface.py", "len(prompt) > t.max_chars:",
      "len(prompt) >= t.max_chars:", ("tests/envs/test_prompts.py",), "a history prompt of exactly max_chars falls back"),
    M("interface-ascii-spaces", "mcgpo_jax/envs/interface.py", "for c in range(0x3001) if",
      "for c in range(0x80) if", ("tests/envs/test_prompts.py",),
      "only ASCII whitespace trimmed (str.strip() trims Unicode spaces too)"),
    M("interface-think-either", "mcgpo_jax/envs/interface.py",
      '(response.find("<think>") == -1 or response.find("</think>") == -1)',
      '(response.find("<think>") == -1 and response.find("</think>") == -1)', ("tests/envs/test_prompts.py",),
      "one think tag is enough for a valid step"),
    # ---- rundir: run-dir names and the warm-start identity ----
    M("rundir-quickstart-suffix", "mcgpo_jax/rundir.py", "if variant and variant != DEFAULT_VARIANT:",
      "if variant:", _RUNDIR, "the default quickstart variant names its run dir too"),
    M("rundir-override-order", "mcgpo_jax/rundir.py", 'key=lambda kv: (kv[0] not in ("variant", "ablation"), kv[0])',
      "key=lambda kv: kv[0]", _RUNDIR, "a method variant no longer comes before the other overrides"),
    M("rundir-algorithm-prefix", "mcgpo_jax/rundir.py", 'config["algorithm"].replace("_", "-") + "-"',
      'config["algorithm"] + "-"', _RUNDIR, "sgr_opsd's presets say the method twice"),
    M("rundir-method-fields-always", "mcgpo_jax/rundir.py",
      'if old.get("config.algorithm") == new.get("config.algorithm"):',
      'if old.get("config.algorithm") != new.get("config.algorithm"):', _RUNDIR,
      "method fields compared only across algorithms"),
    M("rundir-from-run-compared", "mcgpo_jax/rundir.py", 'out.pop("config.warm_start.from_run", None)',
      'out.get("config.warm_start.from_run", None)', _RUNDIR,
      "warm_start.from_run itself counts as a warm-start difference"),
    M("rundir-env-section", "mcgpo_jax/rundir.py", 'WARM_START_FIELDS + (str(c["env"]),)',
      "WARM_START_FIELDS", _RUNDIR, "the environment's data section is not compared for a warm start"),
    # ---- metrics: the metrics file's writer and reader ----
    M("metrics-rows-replace", "mcgpo_jax/metrics.py", 'by_update.setdefault(row["update"], {}).update(named(row))',
      'by_update[row["update"]] = named(row)', _METRICS,
      "a later row of one update replaces the earlier instead of merging"),
    M("metrics-keep-through-edge", "mcgpo_jax/metrics.py", 'if r["update"] <= keep_through]',
      'if r["update"] < keep_through]', _METRICS, "a resume drops the row of its own checkpoint's update"),
    M("metrics-nonfinite-dropped", "mcgpo_jax/metrics.py",
      'row = {"update": step, **numbers, **{k: None for k in bad}}', 'row = {"update": step, **scalars}', _METRICS,
      "a non-finite value is dropped, not written as null"),
    M("metrics-torn-anywhere", "mcgpo_jax/metrics.py", "if number == len(lines) and torn_tail_ok:",
      "if torn_tail_ok:", _METRICS, "a bad line in the middle is skipped instead of raising"),
    M("metrics-old-spellings", "mcgpo_jax/metrics.py", "k = _OLD_SPELLINGS.get(k, k)",
      "k = k", _METRICS, "loss/<name> files from before the rename are not renamed"),

    # ---- wave 4 / 5: packing, the compile plan, the sampler, LoRA, GPU targets, config checks ----
    M("pack-shortest-first", "mcgpo_jax/learn/batching.py", "key=lambda u: (-int(lengths[u].sum()), u[0])",
      "key=lambda u: (int(lengths[u].sum()), u[0])", _PACKING + _LENGTHS[:2],
      "units packed shortest first (first-fit increasing), not longest first"),
    M("pack-exact-fit", "mcgpo_jax/learn/batching.py", "b = next((b for b, room in enumerate(left) if room >= n), None)",
      "b = next((b for b, room in enumerate(left) if room > n), None)", _PACKING,
      "a row that fills a buffer's free tokens exactly does not fit there"),
    M("pack-deal-edge", "mcgpo_jax/learn/batching.py", "sum(map(len, m)) + len(units[u]) <= mini_batch_size",
      "sum(map(len, m)) + len(units[u]) < mini_batch_size", _PACKING, "a packed minibatch holds one row too few"),
    M("pack-unit-edge", "mcgpo_jax/learn/batching.py", "too_big = [u for u in units if len(u) > cfg.mini_batch_size]",
      "too_big = [u for u in units if len(u) >= cfg.mini_batch_size]", _PACKING,
      "a pair unit exactly mini_batch_size rows long is refused"),
    M("pack-row-edge", "mcgpo_jax/learn/batching.py", "if (lengths > T).any():", "if (lengths >= T).any():", _PACKING,
      "a row exactly tokens_per_micro_batch long is refused"),
    M("pack-pair-slots-default", "mcgpo_jax/learn/batching.py",
      "return self.mini_batch_size if self.pack else self.micro_batch_size\n\n  @property\n  def rows_per_micro",
      "return self.micro_batch_size\n\n  @property\n  def rows_per_micro", _PACKING,
      "a packed microbatch gets micro_batch_size pair slots, not one per row it may hold"),
    M("pack-take-start", "mcgpo_jax/learn/batching.py", "out[i, a:a + n] = packed[self.micro[i]",
      "out[i, :n] = packed[self.micro[i]", _PACKING, "unpacking writes a left-padded row at column 0"),
    M("pack-spans-start", "mcgpo_jax/learn/batching.py", "start = np.argmax(attention, axis=1).astype(np.int64)",
      "start = np.zeros(len(attention), np.int64)", _PACKING, "row spans ignore left padding"),
    M("pack-local-rows", "mcgpo_jax/learn/batching.py", "rows_in[m] += 1", "rows_in[m] = 1", _PACKING,
      "rows of one microbatch share local row ids (segment ids) after the second"),
    M("pack-num-micro", "mcgpo_jax/learn/batching.py", "return used.reshape(K, M).sum(axis=1)",
      "return used.reshape(K, M).any(axis=1) * M", _PACKING + _LENGTHS[:4],
      "every minibatch counts all its M microbatches as run"),
    M("lengths-head-sum", "mcgpo_jax/aot/lengths.py", "run = scored[np.unique(layout.micro)].max(axis=1)",
      "run = scored[np.unique(layout.micro)].sum(axis=1)", _LENGTHS,
      "a packed microbatch's head windows summed over its buffers, not its fullest buffer's"),
    M("lengths-scoring-calls-floor", "mcgpo_jax/aot/lengths.py", "calls_of=lambda used: -(-int(used.sum()) // M)",
      "calls_of=lambda used: max(1, int(used.sum()) // M)", _LENGTHS, "the packed scoring pass drops a partial last call"),
    M("lengths-padded-windows-sum", "mcgpo_jax/aot/lengths.py",
      "resp = np.where(rows >= 0, response[np.maximum(rows, 0)], 0).max(axis=1)[used]",
      "resp = np.where(rows >= 0, response[np.maximum(rows, 0)], 0).sum(axis=1)[used]", _LENGTHS,
      "a padded microbatch's head windows cover the sum of its responses, not the longest"),
    M("lengths-padded-bucket", "mcgpo_jax/aot/lengths.py", "length = bucket_length(int(lengths.max()))",
      "length = int(lengths.max())", _LENGTHS, "padded rows counted at the longest row, not its bucket"),
    M("lengths-response-floor", "mcgpo_jax/aot/lengths.py", "np.maximum(np.minimum(self.response[pick], max_new), 1)",
      "np.minimum(self.response[pick], max_new)", _LENGTHS, "a profile's empty response stays 0 tokens (a row holds one)"),
    M("lengths-zero-response", "mcgpo_jax/aot/lengths.py", "(prompt < 1).any() or (response < 0).any()",
      "(prompt < 1).any() or (response < 1).any()", _LENGTHS, "a profile row with an empty response is refused"),
    M("lengths-row-steps-batch", "mcgpo_jax/aot/lengths.py", "for rows, steps in calls) / calls[0][0] if calls",
      "for rows, steps in calls) / len(lengths) if calls", _LENGTHS,
      "decode row-steps averaged over a turn's rows, not its batch bucket"),
    M("lengths-turn-steps-mean", "mcgpo_jax/aot/lengths.py", "float(r[widths == w].max(axis=1).mean())",
      "float(r[widths == w].mean())", _LENGTHS, "a turn decodes its mean response, not its longest"),
    M("sampler-decode-calls-floor", "mcgpo_jax/models/sampler.py",
      "end = order[floor] if 0 < floor < len(order) else order[0]",
      "end = order[floor - 1] if 0 < floor < len(order) else order[0]", _SAMPLER,
      "the projected decode call ends one row late (at the floor-th longest response)"),
    M("sampler-decode-calls-steps", "mcgpo_jax/models/sampler.py", "calls.append((width, end - step))",
      "calls.append((width, end))", _SAMPLER, "each projected decode call counts its steps from 0"),
    M("sampler-decode-calls-width", "mcgpo_jax/models/sampler.py", "width = self.compacted_width(running)",
      "width = running", _SAMPLER, "the projected narrower batch is its running rows, not their batch bucket"),
    M("sampler-floor-same-width", "mcgpo_jax/models/sampler.py",
      "return max((b for b in self.batch_buckets if b < width), default=0)",
      "return max((b for b in self.batch_buckets if b <= width), default=0)", _SAMPLER,
      "a batch compacts into a bucket as wide as itself"),
    M("sampler-row-devices-data", "mcgpo_jax/models/sampler.py",
      'return math.prod(dict(self.mesh.shape).get(a, 1) for a in ("data", "fsdp"))\n\n  def compaction_floor',
      'return math.prod(dict(self.mesh.shape).get(a, 1) for a in ("fsdp",))\n\n  def compaction_floor', _SAMPLER,
      "rows split over the data axis are compacted (moved between devices), as if not split"),
    M("sampler-waves-floor", "mcgpo_jax/models/sampler.py", "count = 1 if not self.wave_rows else -(-n // self.wave_rows)",
      "count = 1 if not self.wave_rows else max(1, n // self.wave_rows)", _SAMPLER,
      "waves of more than wave_rows rows"),
    M("sampler-stop-string-stopped", "mcgpo_jax/models/sampler.py", "stopped = stopped | (rows.stop_state < 0)",
      "stopped = stopped", _SAMPLER, "a row ended by a device stop string is reported as run to the limit"),
    M("sampler-prefill-passes-edge", "mcgpo_jax/models/sampler.py",
      "and per_device // n <= self.prefill_rows_per_device)", "and per_device // n < self.prefill_rows_per_device)",
      _SAMPLER, "prefill passes of exactly prefill_rows_per_device rows are split once more"),
    M("sampler-host-stop-first-new", "mcgpo_jax/models/sampler.py", "for k in range(start + 1, len(tokens) + 1):",
      "for k in range(start + 2, len(tokens) + 1):", _SAMPLER,
      "a host stop string completed by a chunk's first new token is cut one token late"),
    M("sampler-aho-corasick-output", "mcgpo_jax/models/sampler.py", "final[node] = final[node] or final[fail[node]]",
      "final[node] = final[node]", _SAMPLER,
      "a stop string ending inside a longer one's partial match is missed"),
    M("sampler-filler-done", "mcgpo_jax/models/sampler.py", "done = ~mask.any(axis=1)  # Batch-bucket filler rows",
      "done = jnp.zeros(mask.shape[0], bool)  # Batch-bucket filler rows", _SAMPLER,
      "the batch bucket's filler rows decode as if they were real"),
    M("step-donates-no-params", "mcgpo_jax/learn/step.py",
      "self._train_step = jax.jit(self._train_step_impl, donate_argnums=(0, 1),",
      "self._train_step = jax.jit(self._train_step_impl, donate_argnums=(1,),", _STRUCTURE,
      "the train step stops donating the weights (a second copy of them in HBM; the values are the same)"),
    M("remat-full-saves-dots", "mcgpo_jax/models/qwen.py", '"full": jax.checkpoint_policies.nothing_saveable,',
      '"full": jax.checkpoint_policies.dots_saveable,', _STRUCTURE,
      "remat full saves the projections (less memory saved; the gradients are the same)"),
    M("lora-same-init", "mcgpo_jax/models/lora.py", "jax.random.fold_in(key, i))", "key)", _LORA,
      "every target's A drawn from the same key (k and v, of one shape, start equal)"),
    M("lora-fan-in", "mcgpo_jax/models/lora.py", "bound = 1.0 / math.sqrt(math.prod(in_shape))",
      "bound = 1.0 / math.sqrt(in_shape[0])", _LORA, "A's init bound uses the first input axis, not the fan-in (o_proj)"),
    M("lora-scale", "mcgpo_jax/models/lora.py", "return self.alpha / self.rank", "return self.alpha", _LORA,
      "the adapters scaled by alpha, not alpha / rank"),
    M("lora-empty-targets", "mcgpo_jax/models/lora.py", "if unknown or not self.targets:", "if unknown:", _LORA,
      "an empty target list is accepted (LoRA on nothing)"),
    M("lora-merge-sign", "mcgpo_jax/models/lora.py", "var.get_value().astype(jnp.float32) + node.delta()",
      "var.get_value().astype(jnp.float32) - node.delta()", _LORA, "merging subtracts the adapters"),
    M("lora-delta-in-dims", "mcgpo_jax/models/lora.py", "adapter = Adapter(shape[:in_dims], shape[in_dims:]",
      "adapter = Adapter(shape[:1], shape[1:]", _LORA, "o_proj's two input axes read as one input and more output"),
    M("config-lora-duplicate-targets", "mcgpo_jax/config.py", "if unknown or not targets or len(set(targets)) != len(targets):",
      "if unknown or not targets:", _CONFIG, "config.lora.targets may name a weight twice"),
    M("config-lora-rank-bool", "mcgpo_jax/config.py", "if isinstance(section.rank, bool) or not isinstance(section.rank, int)",
      "if not isinstance(section.rank, int)", _CONFIG, "config.lora.rank=True passes as rank 1"),
    M("config-lora-alpha-zero", "mcgpo_jax/config.py", "if not section.alpha > 0:", "if section.alpha < 0:", _CONFIG,
      "config.lora.alpha=0 (adapters that never change the policy) is accepted"),
    M("gpu-cudnn-flops-uncounted", "mcgpo_jax/aot/flops.py", "      total += cudnn_attention_flops(eqn)",
      "      total += 0", _CUDNN, "cuDNN's attention calls count no FLOPs (the GPU projection leaves attention out)"),
    M("gpu-cudnn-flops-square", "mcgpo_jax/aot/flops.py", "pairs = t * (t + 1) // 2 if causal and t == s else t * s",
      "pairs = t * s", _CUDNN, "causal cuDNN attention counted over the whole score matrix"),
    M("gpu-hosts-swapped", "mcgpo_jax/aot/targets.py", "dims = (int(gpu.group(2) or 1), int(gpu.group(3)))",
      "dims = (int(gpu.group(3)), int(gpu.group(2) or 1))", _GPU, "h100:4 read as 4 hosts of one GPU"),
    M("gpu-full-box-refused", "mcgpo_jax/aot/targets.py", "dims[1] > CHIPS[gpu.group(1)].chips_per_host:",
      "dims[1] >= CHIPS[gpu.group(1)].chips_per_host:", _GPU, "a full box of 8 GPUs is refused"),
    M("gpu-a100-40-as-80", "mcgpo_jax/aot/targets.py", '("a100-sxm4-40gb", CHIPS["a100-40"]), ', "", _GPU,
      "an A100-SXM4-40GB device is taken for the 80 GB part"),
    M("gpu-h200-label-memory", "mcgpo_jax/aot/targets.py", '"h200": Chip("NVIDIA H200", 151_397_597_184,',
      '"h200": Chip("NVIDIA H200", 141 * 10 ** 9,', _GPU,
      "the H200's memory is its label's, not what CUDA (and the compiler's target) gives a process"),
    # ---- the pipeline schedule: which version samples which batch, staleness, publishing, resume ----
    M("schedule-version-lag", "mcgpo_jax/schedule.py", "return max(self._start + 1, update - self.lag)",
      "return max(self._start + 1, update - self.lag + 1)", _SCHEDULE, "batches sampled one version fresher than max_lag allows"),
    M("schedule-restart-short", "mcgpo_jax/schedule.py",
      "for update in range(after + 1, min(after + self.lag, self.run.cfg.num_updates) + 1):",
      "for update in range(after + 1, min(after + self.lag, self.run.cfg.num_updates)):", _SCHEDULE,
      "a (re)start queues one batch too few ahead"),
    M("schedule-restored-ignored", "mcgpo_jax/schedule.py", "if restored and update in restored:", "if False:",
      _SCHEDULE, "a resume samples again the batches its checkpoint carried"),
    M("schedule-staleness-off-by-one", "mcgpo_jax/schedule.py", "lags = [update - row.version for row in rollout.rows]",
      "lags = [update - row.version - 1 for row in rollout.rows]", _SCHEDULE,
      "staleness counts from the version's last update, not the version"),
    M("schedule-in-flight-all", "mcgpo_jax/schedule.py", "for u in sorted(self._batches) if u > update]",
      "for u in sorted(self._batches) if u > update + 1]", _SCHEDULE, "a checkpoint drops the next update's batch"),
    M("schedule-lockstep-version", "mcgpo_jax/schedule.py", "return stamp(self.run.acting.collect(update), update)",
      "return stamp(self.run.acting.collect(update), update - 1)", _SCHEDULE,
      "lockstep rows stamped with the previous version (staleness 1)"),
    M("schedule-make-lag-0", "mcgpo_jax/schedule.py", "return Pipelined(run) if run.cfg.pipeline.max_lag > 0 else Lockstep(run)",
      "return Pipelined(run) if run.cfg.pipeline.max_lag >= 0 else Lockstep(run)", _SCHEDULE,
      "max_lag 0 runs the pipelined schedule"),
    M("schedule-serve-label", "mcgpo_jax/schedule.py", "self.engine.serve(snapshot, version - 1)",
      "self.engine.serve(snapshot, version)", _SCHEDULE,
      "the engine labels a version's weights with the version, not the update that made them"),
    M("plan-head-windows-floor", "mcgpo_jax/aot/update.py",
      "head_windows = -(-r.max_new_tokens // min(cfg.learn.logprob_chunk or length, length))",
      "head_windows = r.max_new_tokens // min(cfg.learn.logprob_chunk or length, length)", _PLAN,
      "the lm head's loop drops the response's partial last window"),
    M("plan-decode-streamed-cache", "mcgpo_jax/aot/update.py",
      "memory_bound_bytes=int(trips * weight_bytes + row_trips * cache_bytes)",
      "memory_bound_bytes=int(trips * (weight_bytes + cache_bytes))", _PLAN,
      "decode streams every row's cache to the longest response, though finished rows left"),
    M("plan-decode-tokens", "mcgpo_jax/aot/update.py", "int(batch * row_trips), response_tokens",
      "int(batch * trips), response_tokens", _PLAN, "decode's token count ignores the rows that left"),
    M("plan-host-share-floor", "mcgpo_jax/aot/update.py", "share = -(-cfg.groups // hosts) * cfg.group_size",
      "share = cfg.groups // hosts * cfg.group_size", _PLAN, "a host's share of the groups rounded down"),
    M("plan-narrowest-wave", "mcgpo_jax/aot/update.py", "narrowest = min(w.stop - w.start for w in waves)",
      "narrowest = max(w.stop - w.start for w in waves)", _PLAN, "measured turns take the widest wave's rows"),
    M("plan-teacher-rows", "mcgpo_jax/aot/update.py", "teacher_micro = -(-2 * rows // micro)",
      "teacher_micro = -(-rows // micro)", _PLAN, "the teacher pass scores the student rows only"),
    M("plan-measured-per-call", "mcgpo_jax/aot/update.py", "train.calls, train.slot_tokens // train.calls,",
      "train.calls, train.slot_tokens,", _PLAN, "a measured train step's tokens per call are the update's"),
    # ---- the five survivors of the independent audit of 2026-12-07, each with the test written for it ----
    M("role-rollback-uncounted", "mcgpo_jax/roles.py", "    self.rollbacks += 1\n", "", _SCHEDULE,
      "the learner's rollback is not counted: the pipelined schedule learns batches of rolled-back versions"),
    M("sampler-fit-ignores-tensor", "mcgpo_jax/sharding.py",
      'per_device = weight_bytes / dict(mesh.shape).get("tensor", 1)', "per_device = weight_bytes",
      ("tests/models/test_sharding_model.py::test_the_samplers_weights_stay_whole_while_their_tensor_share_fits_half_a_device",),
      "the sampler's fit check ignores the tensor split (the learner's layout, a gather per decode step)"),
    M("unscanned-remat-merged", "mcgpo_jax/models/qwen.py", "prevent_cse=not scanned)", "prevent_cse=scanned)",
      _STRUCTURE, "an unscanned layer loop's recompute may merge with the forward (every activation kept)"),
    M("rollout-tensor-whole-slice", "mcgpo_jax/config.py", "_check_rollout(cfg, sampler_own or num_devices)",
      "_check_rollout(cfg, num_devices)", _SCHEDULE,
      "rollout.tensor checked against the slice, not the sampler's own rollout_devices"),
    M("tis-weight-own-mean", "mcgpo_jax/learn/losses.py",
      'metrics["actor/tis_weight"] = masked_mean(is_weight, mask, denominator)',
      'metrics["actor/tis_weight"] = masked_mean(is_weight, mask)',
      ("tests/learn/test_losses.py::test_microbatch_terms_sum_to_the_minibatch_token_mean",),
      "actor/tis_weight summed over microbatches of their own means (M times too large)"),
    # ---- the second independent audit's survivors (docs/testing.md), each now a test ----
    M("step-real-tokens-pass-short", "mcgpo_jax/learn/step.py",
      'metrics["real_tokens"] = float((score_passes + 1) *', 'metrics["real_tokens"] = float(score_passes *',
      ("tests/learn/test_layout_invariance.py::test_token_counts_are_every_pass_counted_by_hand",),
      "perf/real_tokens leaves out one learner pass (padding_frac too high)"),
    M("warm-start-schedule-swapped", "mcgpo_jax/warm_start.py", 'decay_steps=steps if ws.schedule == "cosine" else 0',
      'decay_steps=steps if ws.schedule == "constant" else 0',
      ("tests/run/test_warm_start_phases.py",), "warm_start.schedule 'cosine' runs a constant rate and 'constant' decays"),
    M("warm-start-mix-of-demos", "mcgpo_jax/warm_start.py", "n = int(round(mix / (1.0 - mix) * len(examples.demos)))",
      "n = int(round(mix * len(examples.demos)))", ("tests/run/test_warm_start_phases.py",),
      "copy_mix read as a fraction of the demonstrations' count, not of the cloning rows"),
    M("lengths-padded-micro-total", "mcgpo_jax/aot/lengths.py", "train = Work(K, n_used / K,", "train = Work(K, n_used,",
      ("tests/aot/test_lengths.py::test_padded_microbatches_per_call_are_a_mean_over_the_updates_minibatches",),
      "a padded train-step call counted as running every microbatch of the update (FLOPs x K)"),
    M("hf-config-tied-by-default", "mcgpo_jax/models/qwen.py", 'hf.get("tie_word_embeddings", False)',
      'hf.get("tie_word_embeddings", True)',
      ("tests/models/test_qwen_parity.py::test_a_config_without_tie_word_embeddings_keeps_a_separate_head",),
      "a config.json without tie_word_embeddings loads a tied head (transformers' default is untied)"),
    # ---- the third independent audit's survivors (docs/testing.md), each now a test ----
    M("mismatch-dump-prompt-with-response", "mcgpo_jax/learn/mismatch.py",
      "prompt = tokens.attention_mask[k] & ~tokens.response_mask[k]", "prompt = tokens.attention_mask[k]",
      ("tests/learn/test_mismatch.py::test_a_mismatch_dump_row_holds_its_prompt_its_response_and_both_log_probs",),
      "the mismatch dump's prompt_ids include the response"),
    M("lora-peft-targets-unsorted", "mcgpo_jax/models/lora.py", 'sorted(HF_MODULES[t].split(".")[-1] for t in cfg.targets)',
      '[HF_MODULES[t].split(".")[-1] for t in cfg.targets]',
      ("tests/models/test_lora.py::test_the_peft_config_names_its_modules_in_one_order_whatever_the_configs",),
      "adapter_config.json depends on the order config.lora.targets was spelled in"),
    M("remat-dots-saveable-no-batch", "mcgpo_jax/models/qwen.py", '"dots_saveable": jax.checkpoint_policies.dots_saveable,',
      '"dots_saveable": jax.checkpoint_policies.dots_with_no_batch_dims_saveable,',
      ("tests/models/test_scan_layers.py::test_each_remat_policy_recomputes_the_matmuls_its_name_says",),
      "remat=dots_saveable runs the no-batch-dims policy (attention's dots recomputed)"),
    M("remat-true-string-off", "mcgpo_jax/models/qwen.py", 'return "full" if value in (True, "True", "true") else "none"',
      'return "full" if value in (True, "True") else "none"',
      ("tests/models/test_scan_layers.py::test_remat_reads_the_bools_of_older_configs",),
      "--config.model.remat=true turns remat off"),
    M("sharding-batch-first-axis", "mcgpo_jax/sharding.py", "if dim % math.prod(sizes[a] for a in mesh_axes):",
      "if dim % sizes[mesh_axes[0]]:",
      ("tests/models/test_sharding_model.py::test_a_dimension_over_several_mesh_axes_must_divide_by_their_product",),
      "a batch over data x fsdp checked against data only (an uneven split, not a replication)"),
    M("warm-start-mix-replaced", "mcgpo_jax/warm_start.py", "replace=n > len(copies))", "replace=True)",
      ("tests/run/test_warm_start_phases.py",), "curriculum rows drawn with replacement while there are enough"),
    M("sft-log-step-off", "mcgpo_jax/learn/sft.py", "if log is not None and (step + 1) % log_every == 0:",
      "if log is not None and step % log_every == 0:",
      ("tests/learn/test_sft_batch_order.py::test_fit_reports_after_every_log_every_steps_the_mean_loss_of_those_steps",),
      "warm-start log lines at the wrong steps, with the wrong steps' mean loss"),
    M("trainer-eval-every-zero", "mcgpo_jax/trainer.py", "if run.start_update == 0 and cfg.eval_every > 0:",
      "if run.start_update == 0 and cfg.eval_every >= 0:",
      ("tests/run/test_mismatch_training.py::test_embedded_engine_matches_the_learner",),
      "eval_every 0 still validates the policy before RL and writes row 0"),
    M("env-pool-restarts-reset", "mcgpo_jax/rollout/env_pool.py", "\n    self.restarts += 1\n", "\n    self.restarts = 1\n",
      ("tests/rollout/test_env_pool.py::test_every_worker_death_is_counted",),
      "env/worker_restarts stuck at 1 after several worker deaths"),
    M("sglang-restart-health-timeout", "mcgpo_jax/rollout/engines/sglang.py", "self._wait_healthy(self.restart_timeout_s)",
      "self._wait_healthy(self.health_timeout_s)",
      ("tests/rollout/test_sglang_engine.py::test_sync_restart_waits_the_restart_timeout_not_the_health_one",),
      "relaunched servers get the short health timeout, not sglang_restart_timeout_s"),
    M("prompt-exact-budget-truncated", "mcgpo_jax/rollout/agent.py", "if len(ids) > self.max_prompt_tokens:",
      "if len(ids) >= self.max_prompt_tokens:",
      ("tests/rollout/test_prompt_truncation.py::test_only_prompts_longer_than_the_budget_are_cut_and_counted",),
      "a prompt of exactly max_prompt_tokens counted in episode/truncated_prompts"),
    # ---- the fourth independent audit's survivors ----
    M("recollected-passes-not-groups", "mcgpo_jax/rollout/agent.py", "pool.recollected_groups += len(lost)",
      "pool.recollected_groups += 1",
      ("tests/rollout/test_env_pool.py::test_groups_lost_in_one_pass_are_each_counted_as_recollected",),
      "env/recollected_groups counts passes, not groups, when one pass loses several"),
    M("recollect-one-short", "mcgpo_jax/rollout/agent.py", "for attempt in range(1, MAX_RECOLLECTS + 1):",
      "for attempt in range(1, MAX_RECOLLECTS):",
      ("tests/rollout/test_env_pool.py::test_a_group_is_collected_again_up_to_max_recollects_times",),
      "a lost group collected again one time fewer than MAX_RECOLLECTS"),
)
AREAS = ("data", "learn", "credit", "models", "envs", "aot", "guard", "checkpoint", "rundir", "metrics", "config",
         "schedule", "roles", "sharding", "rollout", "trainer", "warm_start")


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
  return m.file.split("/")[1].removesuffix(".py")


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
  if proc.returncode == 0 and not re.search(r"\b\d+ passed\b", tail):
    # Every test skipped (e.g. the AppWorld engine's without MCGPO_APPWORLD_PYTHON): nothing was checked, so
    # the mutant is neither caught nor survived.
    return "skipped", tail
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
  if outcome == "skipped":
    tail = f"{m.id}: every selected test was skipped (set up what they need, e.g. the AppWorld venv)\n" + tail
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
  parser.add_argument("--module", default="",
                      help="comma-separated files or folders: only the mutants of the modules under them")
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
  if args.module:
    paths = [x.strip().rstrip("/") for x in args.module.split(",") if x.strip()]
    selected = [m for m in selected if any(m.file == p or m.file.startswith(p + "/") for p in paths)]
    if not selected:
      sys.exit(f"scripts/mutants.py: no mutant lives under {args.module}; see --list")
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
        + (f" --only {args.only}" if args.only else "") + (f" --module {args.module}" if args.module else "")
        + f" --jobs {jobs}\n")
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
