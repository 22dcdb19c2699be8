"""Pair-aware minibatch / microbatch layout of one update's token rows (host side, NumPy).

An update's N token rows are shuffled (seeded) and cut into minibatches (one optimizer step each) of
`micro_per_mini` microbatches (one gradient-accumulation step each) of `micro_batch_size` rows. MCGPO's
pairwise loss (Eq. 6) is computed inside a microbatch, so both rows of every preference pair must share one:
rows joined by pairs form a *unit* (a connected component of the pair graph) that is shuffled and placed as a
whole. A unit larger than a microbatch, or a microbatch holding more pairs than it has pair slots, is an
error, never a silent drop.

Every array has a static shape `[K, M, B, ...]` (K minibatches, M = micro_per_mini, B = micro_batch_size;
padding rows are -1 / masked), so the jitted train step compiles once per (M, B, L). Only K varies with N.

With `pack` (`plan_packed`), a microbatch is instead S fixed-length buffers of `tokens_per_micro_batch`
tokens, each holding several rows back to back (segment ids tell them apart; the model restarts positions
and never attends across them). Minibatches still hold `mini_batch_size` rows; within one, units go
longest first to the first microbatch with room (first-fit decreasing), so only each buffer's tail is
padding. The shape `[K, M_cap, S, T]` is the same every update (M_cap = mini_batch_size: room for one row
per microbatch), so the step compiles once per run; microbatches past the minibatch's last are never run.
"""
from __future__ import annotations

import dataclasses
from typing import Optional

import flax.struct
import jax.numpy as jnp
import numpy as np


@dataclasses.dataclass(frozen=True)
class BatchingConfig:
  """Rows per microbatch / minibatch. `mini_batch_size` must be a multiple of `micro_batch_size`."""
  micro_batch_size: int = 8
  mini_batch_size: int = 64
  # Pair slots per microbatch (the padded size of the pair arrays). Row-disjoint pairs need at most
  # micro_batch_size // 2; the default leaves room for pairs that share rows.
  pair_slots: Optional[int] = None
  # Packed rows (`plan_packed`): a microbatch is one buffer of tokens_per_micro_batch tokens per data shard,
  # rows back to back; micro_batch_size then only sizes the unpacked layout. False: one row per [L] slot.
  pack: bool = False
  tokens_per_micro_batch: Optional[int] = None   # required with pack (the builder passes the run's)
  # Where the float32 gradient sum waits between microbatches: False, in device memory; True, in the host's
  # (the learner's step moves it to the device for each microbatch's add and back). It is one parameter shard
  # of float32 per device, carried through the accumulation loop: on a slice where the step does not fit
  # otherwise it frees that much HBM for 2 x its bytes of host transfers per microbatch. The sums and the
  # update are the same either way.
  grad_sum_on_host: bool = False

  def __post_init__(self):
    if self.micro_batch_size < 1 or self.mini_batch_size % self.micro_batch_size:
      raise ValueError(f"BatchingConfig.mini_batch_size ({self.mini_batch_size}) must be a positive multiple "
                       f"of micro_batch_size ({self.micro_batch_size})")
    if self.tokens_per_micro_batch is not None and self.tokens_per_micro_batch < 2:
      raise ValueError(f"BatchingConfig.tokens_per_micro_batch must be >= 2, got {self.tokens_per_micro_batch}")

  @property
  def micro_per_mini(self) -> int:
    return self.mini_batch_size // self.micro_batch_size

  @property
  def num_pair_slots(self) -> int:
    if self.pair_slots is not None:
      return self.pair_slots
    return self.mini_batch_size if self.pack else self.micro_batch_size

  @property
  def rows_per_micro(self) -> int:
    """Row slots of a microbatch's per-row arrays: B unpacked; packed, the minibatch's rows (all may share one)."""
    return self.mini_batch_size if self.pack else self.micro_batch_size


@dataclasses.dataclass(frozen=True)
class Layout:
  """Where every row and pair goes. K minibatches × M microbatches × B rows; P pair slots per microbatch."""
  rows: np.ndarray         # int32 [K, M, B]  global row index; -1 = padding
  pair_plus: np.ndarray    # int32 [K, M, P]  local row index (within the microbatch) of the preferred row
  pair_minus: np.ndarray   # int32 [K, M, P]  local row index of the dispreferred row
  pair_weight: np.ndarray  # f32   [K, M, P]  pair weight c
  pair_mask: np.ndarray    # bool  [K, M, P]  a real pair

  @property
  def num_minibatches(self) -> int:
    return self.rows.shape[0]

  def gather(self, values: np.ndarray, fill=0) -> np.ndarray:
    """Per-row values [N, ...] -> [K, M, B, ...], `fill` on padding rows."""
    values = np.asarray(values)
    out = np.full(self.rows.shape + values.shape[1:], fill, dtype=values.dtype)
    real = self.rows >= 0
    out[real] = values[self.rows[real]]
    return out


def _units(num_rows: int, plus: np.ndarray, minus: np.ndarray) -> list[list[int]]:
  """Connected components of the pair graph over rows 0..N-1 (union-find), each sorted, in row order."""
  parent = list(range(num_rows))

  def find(x: int) -> int:
    while parent[x] != x:
      parent[x] = parent[parent[x]]
      x = parent[x]
    return x

  for a, b in zip(plus.tolist(), minus.tolist()):
    parent[find(a)] = find(b)
  groups: dict[int, list[int]] = {}
  for r in range(num_rows):
    groups.setdefault(find(r), []).append(r)
  return list(groups.values())


def _check_pairs(num_rows: int, pair_plus, pair_minus, pair_weight) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
  """The pair arrays as flat (int64, int64, f32) arrays, checked against rows 0..num_rows-1."""
  plus = np.asarray(pair_plus, np.int64).reshape(-1)
  minus = np.asarray(pair_minus, np.int64).reshape(-1)
  weight = np.asarray(pair_weight, np.float32).reshape(-1)
  if not plus.shape == minus.shape == weight.shape:
    raise ValueError(f"pair arrays differ in length: plus {plus.shape}, minus {minus.shape}, weight {weight.shape}")
  if num_rows < 1:
    raise ValueError(f"plan_minibatches needs at least one row, got num_rows={num_rows}")
  bad = (plus < 0) | (plus >= num_rows) | (minus < 0) | (minus >= num_rows) | (plus == minus)
  if bad.any():
    p = int(np.flatnonzero(bad)[0])
    raise ValueError(f"pair {p} = ({plus[p]}, {minus[p]}) is not two distinct rows in [0, {num_rows})")
  return plus, minus, weight


def plan_minibatches(num_rows: int, pair_plus, pair_minus, pair_weight, cfg: BatchingConfig,
                     seed: int) -> Layout:
  """Seeded, pair-aware layout of rows 0..num_rows-1.

  Args:
    num_rows: N, the update's token rows.
    pair_plus, pair_minus: int [n_pairs] global row indices (preferred, dispreferred); may be empty.
    pair_weight: f32 [n_pairs], pair weight c.
    cfg: batch sizes.
    seed: shuffle seed (derive it from the run seed and update counter so that resume reproduces it).

  Raises:
    ValueError: a pair index is out of range or pairs a row with itself; rows joined by pairs do not fit in
      one microbatch; a microbatch would need more pair slots than `cfg.num_pair_slots`.
  """
  plus, minus, weight = _check_pairs(num_rows, pair_plus, pair_minus, pair_weight)
  B, M, P = cfg.micro_batch_size, cfg.micro_per_mini, cfg.num_pair_slots
  units = _units(num_rows, plus, minus)
  too_big = [u for u in units if len(u) > B]
  if too_big:
    raise ValueError(f"rows {too_big[0]} are joined by preference pairs and must share a microbatch, but "
                     f"micro_batch_size is {B}: the pairs cannot be colocated")
  order = np.random.default_rng(seed).permutation(len(units))
  # First fit in shuffled order: a unit goes to the first microbatch with room, so two-row units never
  # strand a single free slot that a later singleton could not fill.
  micro: list[list[int]] = []
  for u in order:
    unit = units[u]
    slot = next((m for m in micro if len(m) + len(unit) <= B), None)
    if slot is None:
      slot = []
      micro.append(slot)
    slot.extend(unit)

  K = -(-len(micro) // M)
  rows = np.full((K * M, B), -1, np.int32)
  where = np.empty((num_rows, 2), np.int64)  # row -> (flat microbatch, local index)
  for m, members in enumerate(micro):
    rows[m, :len(members)] = members
    where[members, 0] = m
    where[members, 1] = np.arange(len(members))

  out_plus = np.zeros((K * M, P), np.int32)
  out_minus = np.zeros((K * M, P), np.int32)
  out_weight = np.zeros((K * M, P), np.float32)
  out_mask = np.zeros((K * M, P), bool)
  filled = np.zeros(K * M, np.int64)
  for p in range(len(plus)):
    m = where[plus[p], 0]  # same as where[minus[p], 0]: a unit never straddles microbatches
    s = filled[m]
    if s == P:
      raise ValueError(f"microbatch {m} holds more than pair_slots={P} pairs; raise BatchingConfig.pair_slots")
    out_plus[m, s], out_minus[m, s] = where[plus[p], 1], where[minus[p], 1]
    out_weight[m, s], out_mask[m, s] = weight[p], True
    filled[m] += 1
  shape = (K, M)
  return Layout(rows=rows.reshape(shape + (B,)), pair_plus=out_plus.reshape(shape + (P,)),
                pair_minus=out_minus.reshape(shape + (P,)), pair_weight=out_weight.reshape(shape + (P,)),
                pair_mask=out_mask.reshape(shape + (P,)))


@dataclasses.dataclass(frozen=True)
class PackedLayout:
  """Where every row goes in packed buffers: K minibatches × M microbatches × S buffers × T tokens.

  Row i starts at token `offset[i]` of buffer `buffer[i]` of flat microbatch `micro[i]` (= k·M + m) and is
  row `local[i]` of that microbatch (its segment id is local + 1; 0 is padding). Pair arrays hold local rows.
  In the padded [N, L] arrays it came from, row i is the span start[i] .. start[i] + lengths[i].
  """
  micro: np.ndarray        # int64 [N]
  buffer: np.ndarray       # int64 [N]
  offset: np.ndarray       # int64 [N]
  local: np.ndarray        # int64 [N]
  lengths: np.ndarray      # int64 [N] tokens of each row
  start: np.ndarray        # int64 [N] its first token in the padded [N, L] arrays (0: right padding)
  shape: tuple[int, int, int, int, int]   # (K, M, S, T, R): R = row slots per microbatch
  pair_plus: np.ndarray    # int32 [K, M, P]
  pair_minus: np.ndarray   # int32 [K, M, P]
  pair_weight: np.ndarray  # f32   [K, M, P]
  pair_mask: np.ndarray    # bool  [K, M, P]

  @property
  def num_minibatches(self) -> int:
    return self.shape[0]

  def num_micro(self) -> np.ndarray:
    """int [K]: microbatches each minibatch uses (the rest of its M are padding, never run)."""
    K, M = self.shape[:2]
    used = np.zeros(K * M, bool)
    used[self.micro] = True
    return used.reshape(K, M).sum(axis=1)

  def place(self, values: np.ndarray, fill=0) -> np.ndarray:
    """Right-padded per-row token arrays [N, L, ...] -> [K, M, S, T, ...], each row at its slot."""
    K, M, S, T, _ = self.shape
    values = np.asarray(values)
    out = np.full((K * M, S, T) + values.shape[2:], fill, dtype=values.dtype)
    for i, (n, a) in enumerate(zip(self.lengths, self.start)):
      out[self.micro[i], self.buffer[i], self.offset[i]:self.offset[i] + n] = values[i, a:a + n]
    return out.reshape((K, M, S, T) + values.shape[2:])

  def take(self, packed: np.ndarray, length: int, fill=0) -> np.ndarray:
    """The inverse of `place`: [K, M, S, T, ...] -> padded [N, length, ...], each row at its own span."""
    K, M, S, T, _ = self.shape
    packed = np.asarray(packed).reshape((K * M, S, T) + np.shape(packed)[4:])
    out = np.full((len(self.lengths), length) + packed.shape[3:], fill, dtype=packed.dtype)
    for i, (n, a) in enumerate(zip(self.lengths, self.start)):
      out[i, a:a + n] = packed[self.micro[i], self.buffer[i], self.offset[i]:self.offset[i] + n]
    return out

  def segment_ids(self) -> np.ndarray:
    """int32 [K, M, S, T]: local row + 1 on each row's tokens, 0 on padding."""
    width = int(max(self.start + self.lengths, default=1))
    return self.place(np.broadcast_to((self.local + 1)[:, None], (len(self.lengths), width)).astype(np.int32))

  def gather(self, values: np.ndarray, fill=0) -> np.ndarray:
    """Per-row values [N, ...] -> [K, M, R, ...] at each row's local slot, `fill` elsewhere."""
    K, M, _, _, R = self.shape
    values = np.asarray(values)
    out = np.full((K * M, R) + values.shape[1:], fill, dtype=values.dtype)
    out[self.micro, self.local] = values
    return out.reshape((K, M, R) + values.shape[1:])

  def row_mask(self) -> np.ndarray:
    return self.gather(np.ones(len(self.lengths), bool), False)


def row_spans(attention_mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
  """(start, length) int64 [N] of each row's real tokens in padded [N, L] rows (left or right padding; the
  real tokens of a row must be contiguous, as `data/tokens.py` and the rollout engines write them)."""
  attention = np.asarray(attention_mask, bool)
  lengths = attention.sum(axis=1).astype(np.int64)
  start = np.argmax(attention, axis=1).astype(np.int64)
  index = np.arange(attention.shape[1])
  if not np.array_equal(attention, (index >= start[:, None]) & (index < (start + lengths)[:, None])):
    raise ValueError("packing needs each row's real tokens contiguous (attention_mask has a gap)")
  return start, lengths


def plan_packed(lengths, pair_plus, pair_minus, pair_weight, cfg: BatchingConfig, seed: int,
                buffers: int = 1, start=None) -> PackedLayout:
  """Seeded, pair-aware packed layout of rows with `lengths` tokens.

  Units (rows joined by pairs) are shuffled and dealt to minibatches of at most `mini_batch_size` rows, as
  `plan_minibatches` deals them to microbatches. Within a minibatch, units go longest first to the first
  microbatch where each of their rows fits a buffer (first-fit decreasing), so a pair's rows share a
  microbatch and the pairwise loss indexes them by their local row.

  Args:
    lengths: int [N] tokens of each row.
    buffers: S, buffers per microbatch (one per data shard).
    start: int [N] each row's first token in its padded row (`row_spans`; None: 0, right padding).

  Raises:
    ValueError: a row is longer than `tokens_per_micro_batch`, a unit cannot share one microbatch, or any of
      `plan_minibatches`' pair errors.
  """
  lengths = np.asarray(lengths, np.int64).reshape(-1)
  num_rows = len(lengths)
  if cfg.tokens_per_micro_batch is None:
    raise ValueError("plan_packed needs BatchingConfig.tokens_per_micro_batch (learn.tokens_per_micro_batch)")
  T, S, R = cfg.tokens_per_micro_batch, buffers, cfg.rows_per_micro
  plus, minus, weight = _check_pairs(num_rows, pair_plus, pair_minus, pair_weight)
  if (lengths > T).any():
    i = int(np.argmax(lengths))
    raise ValueError(f"token row {i} has {lengths[i]} tokens, more than learn.tokens_per_micro_batch={T}: raise "
                     f"it to at least rollout.max_prompt_tokens + rollout.max_new_tokens")
  units = _units(num_rows, plus, minus)
  too_big = [u for u in units if len(u) > cfg.mini_batch_size]
  if too_big:
    raise ValueError(f"rows {too_big[0]} are joined by preference pairs and must share a minibatch, but "
                     f"learn.mini_batch_size is {cfg.mini_batch_size}")
  minibatches = _deal(units, cfg.mini_batch_size, seed)
  K, M = len(minibatches), cfg.mini_batch_size
  micro, buffer, offset, local = _place_rows(minibatches, lengths, M, S, T)
  pair_arrays = _pair_slots(micro, local, plus, minus, weight, K * M, cfg.num_pair_slots)
  pair_arrays = [a.reshape(K, M, cfg.num_pair_slots) for a in pair_arrays]
  start = np.zeros(num_rows, np.int64) if start is None else np.asarray(start, np.int64).reshape(-1)
  return PackedLayout(micro, buffer, offset, local, lengths, start, (K, M, S, T, R), *pair_arrays)


def _deal(units: list[list[int]], mini_batch_size: int, seed: int) -> list[list[list[int]]]:
  """The units, in seeded shuffled order, dealt first-fit to minibatches of at most `mini_batch_size` rows."""
  order = np.random.default_rng(seed).permutation(len(units))
  minibatches: list[list[list[int]]] = []
  for u in order:   # first fit in shuffled order, by rows (what a minibatch holds)
    slot = next((m for m in minibatches if sum(map(len, m)) + len(units[u]) <= mini_batch_size), None)
    if slot is None:
      slot = []
      minibatches.append(slot)
    slot.append(units[u])
  return minibatches


def _place_rows(minibatches: list[list[list[int]]], lengths: np.ndarray, M: int, S: int, T: int):
  """Each row's (global) microbatch, buffer, token offset in it and local row in its microbatch: within a
  minibatch, units go longest first to the first of its microbatches (S buffers of T tokens) where each of
  their rows fits a buffer (first-fit decreasing)."""
  micro = np.empty(len(lengths), np.int64)
  buffer, offset, local = np.empty_like(micro), np.empty_like(micro), np.empty_like(micro)
  for k, mb in enumerate(minibatches):
    free: list[list[int]] = []    # free tokens of each open microbatch's S buffers
    rows_in: list[int] = []
    for unit in sorted(mb, key=lambda u: (-int(lengths[u].sum()), u[0])):
      for m, space in enumerate(free):
        fit = _fit(lengths[unit], space)
        if fit is not None:
          break
      else:
        m, space = len(free), [T] * S
        free.append(space)
        rows_in.append(0)
        fit = _fit(lengths[unit], space)
        if fit is None:
          raise ValueError(f"rows {unit} ({int(lengths[unit].sum())} tokens) are joined by preference pairs "
                           f"and must share a microbatch of {S} x learn.tokens_per_micro_batch={T} tokens")
      for r, b in zip(unit, fit):
        micro[r], buffer[r], offset[r], local[r] = k * M + m, b, T - space[b], rows_in[m]
        space[b] -= int(lengths[r])
        rows_in[m] += 1
  return micro, buffer, offset, local


def _pair_slots(micro, local, plus, minus, weight, num_micro: int, P: int) -> list[np.ndarray]:
  """[num_micro, P] plus rows, minus rows, weights and mask: each pair in a slot of its microbatch, by the
  local rows of its two rows (which share that microbatch)."""
  pair_arrays = [np.zeros((num_micro, P), dt) for dt in (np.int32, np.int32, np.float32, bool)]
  filled = np.zeros(num_micro, np.int64)
  for p in range(len(plus)):
    m, s = micro[plus[p]], filled[micro[plus[p]]]
    if s == P:
      raise ValueError(f"microbatch {m} holds more than pair_slots={P} pairs; raise BatchingConfig.pair_slots")
    for out, v in zip(pair_arrays, (local[plus[p]], local[minus[p]], weight[p], True)):
      out[m, s] = v
    filled[m] += 1
  return pair_arrays


def _fit(lengths: np.ndarray, space: list[int]) -> Optional[list[int]]:
  """First-fit buffers for each of a unit's rows in one microbatch's free `space` (not modified), or None."""
  left, where = list(space), []
  for n in lengths.tolist():
    b = next((b for b, room in enumerate(left) if room >= n), None)
    if b is None:
      return None
    left[b] -= n
    where.append(b)
  return where


@flax.struct.dataclass
class Microbatches:
  """One minibatch as the train step consumes it: M microbatches of B rows of length L (+ P pair slots).

  `old_logp` and `ref_logp` are aligned with target tokens (see `logprobs.py`), computed before the update.
  Packed (`segment_ids` given), B is S buffers of T = L tokens and the per-row arrays have R row slots
  (`BatchingConfig.rows_per_micro`): segment id j + 1 marks row j's tokens.
  """
  tokens: jnp.ndarray          # int32 [M, B, L]  prompt + response, padded
  attention_mask: jnp.ndarray  # bool  [M, B, L]  real tokens
  response_mask: jnp.ndarray   # bool  [M, B, L]  response tokens (the loss positions)
  old_logp: jnp.ndarray        # f32   [M, B, L]  log π_old of each target token
  ref_logp: jnp.ndarray        # f32   [M, B, L]  log π_ref of each target token
  advantages: jnp.ndarray      # f32   [M, B]     task advantage of the row ([M, R] packed)
  row_mask: jnp.ndarray        # bool  [M, B]     a real row (|B| of Eq. 6 counts these; [M, R] packed)
  pair_plus: jnp.ndarray       # int32 [M, P]
  pair_minus: jnp.ndarray      # int32 [M, P]
  pair_weight: jnp.ndarray     # f32   [M, P]
  pair_mask: jnp.ndarray       # bool  [M, P]
  # f32 [M, B, L] the rollout engine's log-probs; only with LossConfig.tis_cap > 0 (None: not sent)
  sample_logp: Optional[jnp.ndarray] = None
  # int32 [M, S, T] packed rows' segment ids (0: padding); None: one row per [L] slot, row b = slot b
  segment_ids: Optional[jnp.ndarray] = None
