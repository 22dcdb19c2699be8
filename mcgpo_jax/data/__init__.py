"""Host-side records, packing into RolloutBatch arrays, and rollout captures."""
