#!/usr/bin/env bash
# Restarts one sglang-jax server on MODEL_DIR: the command behind config.rollout.sglang_restart_command
# (sglang-jax 0.1.0rc0 has no weight-update route, so every weight sync relaunches it).
#
#   scripts/restart_sglang_jax.sh MODEL_DIR        (exit 0 once the server logged its ready line)
#
# Environment (defaults in brackets):
#   SGLANG_JAX_PYTHON   the sglang-jax venv's python (scripts/sglang_jax_venv.sh)    [required]
#   SGLANG_JAX_DEVICE   cpu | tpu (JAX_PLATFORMS follows it)                          [cpu]
#   SGLANG_JAX_PORT     port on SGLANG_JAX_HOST                                       [30000, 127.0.0.1]
#   SGLANG_JAX_ARGS     further launch_server flags, split on spaces; on cpu the default is
#                       $CPU_ARGS below, on tpu e.g. "--tp-size 4 --dtype bfloat16 --mem-fraction-static 0.8"
#   SGLANG_JAX_STATE    dir of the pidfile and the logs (server.log, the previous one server.log.1)
#                                                                                     [/tmp/sglang-jax-$PORT]
#   JAX_COMPILATION_CACHE_DIR  the server inherits it; leave it unset (see "compilation cache" below)
#   STOP_TIMEOUT_S      SIGTERM grace for the old server's process group, then SIGKILL [30]
#   READY_TIMEOUT_S     how long the new server may take to log its ready line       [600]
#
# Why each step:
#  - the server runs under setsid: its scheduler and detokenizer children share its process group, and
#    stopping it means signalling that group. With requests in flight, SIGTERM can loop on "Gracefully
#    exiting... remaining number of requests" (and once the main process ignored SIGTERM after its
#    scheduler had died), so after STOP_TIMEOUT_S the group gets SIGKILL.
#  - the pidfile holds the group id and the leader's start time (/proc/PID/stat): a pidfile left by a
#    crashed or rebooted host whose pid now names another process is not acted on.
#  - the log is truncated before the new start, so its ready line is the new server's, and the wait
#    stops with the log's tail as soon as the server exits.
#  - /health answers before the server's own warmup request ends, and a logprob request mixed into that
#    decode batch kills 0.1.0rc0: ready means the line "The server is fired up and ready to roll!".
#  - --enable-deterministic-sampling, always: without it the server samples from one RNG seeded with
#    --random-seed (42) at start, so every restart replays the same noise and each update's samples are
#    correlated with the last one's; with it each request's sampling_seed (distinct per update and row) counts.
#  - compilation cache: none is set. The one update that a server mis-scored here (docs/sglang.md "Rollout-vs-
#    learner mismatch") ran after a restart that loaded its executables from a JAX persistent cache; a
#    later run with a cache was exact, so that is not shown to be the cause. Exporting
#    JAX_COMPILATION_CACHE_DIR (the server inherits it) makes restarts faster; watch rollout/* then.
set -euo pipefail
MODEL_DIR="${1:?usage: restart_sglang_jax.sh MODEL_DIR}"
PYTHON="${SGLANG_JAX_PYTHON:?set SGLANG_JAX_PYTHON to the sglang-jax venv python (scripts/sglang_jax_venv.sh)}"
DEVICE="${SGLANG_JAX_DEVICE:-cpu}"
HOST="${SGLANG_JAX_HOST:-127.0.0.1}"
PORT="${SGLANG_JAX_PORT:-30000}"
STATE="${SGLANG_JAX_STATE:-/tmp/sglang-jax-$PORT}"
STOP_TIMEOUT_S="${STOP_TIMEOUT_S:-30}"
READY_TIMEOUT_S="${READY_TIMEOUT_S:-600}"
READY_LINE="ready to roll"
# CPU flags (sglang-jax's Pallas kernels are TPU-only; the KV cache is sized explicitly, not from host
# RAM): a context of 1,088 holds the CPU presets' prompts (rollout.max_prompt_tokens=1024) plus 64 new
# tokens; 4 running requests keep the 2-core generation steady. A longer run needs a longer context.
# --disable-overlap-schedule: with overlap on, a worker thread runs batch N while the scheduler prepares
# N+1 on shared host state; on a loaded CPU the server intermittently returned wrong log-probs / first tokens
# with it on (2 of 9 test runs), in none of 10 with it off (docs/sglang.md, "Rollout-vs-learner mismatch").
CPU_ARGS="--attention-backend native --dtype float32 --page-size 1 --context-length 1088 --max-running-requests 4
  --max-total-tokens 8192 --chunked-prefill-size 1024 --max-prefill-tokens 1024
  --precompile-token-paddings 256 512 1024 --precompile-bs-paddings 4 --disable-overlap-schedule"
case "$DEVICE" in
  cpu) ARGS="${SGLANG_JAX_ARGS-$CPU_ARGS}" ;;
  tpu) ARGS="${SGLANG_JAX_ARGS-}" ;;
  *) echo "restart_sglang_jax.sh: SGLANG_JAX_DEVICE=$DEVICE; choose cpu or tpu" >&2; exit 2 ;;
esac
[ -d "$MODEL_DIR" ] || { echo "restart_sglang_jax.sh: model dir $MODEL_DIR does not exist" >&2; exit 2; }
mkdir -p "$STATE"
PIDFILE="$STATE/server.pid" LOG="$STATE/server.log"

# /proc/PID/stat after "PID (comm) " (comm may hold spaces): field 1 is the state, 20 the start time.
stat_field() { sed 's/^.*) //' "/proc/$1/stat" 2>/dev/null | awk -v f="$2" '{print $f}' || true; }
start_time() { stat_field "$1" 20; }   # clock ticks since boot: with the pid, names one process for good
group_alive() {  # a process of group $1 that is not a zombie (an unreaped zombie holds nothing)
  local p
  for p in $(pgrep -g "$1" 2>/dev/null); do [ "$(stat_field "$p" 1)" != Z ] && [ -n "$(stat_field "$p" 1)" ] && return 0; done
  return 1
}

if [ -f "$PIDFILE" ]; then
  read -r PGID STARTED < "$PIDFILE" || true
  if [ -n "${PGID:-}" ] && [ -n "${STARTED:-}" ] && [ "$(start_time "$PGID")" = "$STARTED" ]; then
    kill -TERM -- "-$PGID" 2>/dev/null || true
    deadline=$((SECONDS + STOP_TIMEOUT_S))
    while group_alive "$PGID" && [ "$SECONDS" -lt "$deadline" ]; do sleep 0.5; done
    if group_alive "$PGID"; then
      echo "restart_sglang_jax.sh: server group $PGID still up ${STOP_TIMEOUT_S} s after SIGTERM; SIGKILL" >&2
      kill -KILL -- "-$PGID" 2>/dev/null || true
      deadline=$((SECONDS + 10))
      while group_alive "$PGID" && [ "$SECONDS" -lt "$deadline" ]; do sleep 0.2; done
    fi
  elif [ -n "${PGID:-}" ]; then
    echo "restart_sglang_jax.sh: stale pidfile (pid $PGID is not the server it recorded); not signalling it" >&2
  fi
  rm -f "$PIDFILE"
fi

[ -s "$LOG" ] && mv "$LOG" "$LOG.1"   # the previous server's log stays, for a mismatch to be traced
: > "$LOG"
# Not our PYTHONPATH: the server's venv pins other numpy / transformers / flax versions.
# shellcheck disable=SC2086  # ARGS is a flag list
env -u PYTHONPATH JAX_PLATFORMS="$DEVICE" HF_HUB_OFFLINE=1 PYTHONUNBUFFERED=1 \
  setsid "$PYTHON" -m sgl_jax.launch_server --model-path "$MODEL_DIR" --device "$DEVICE" \
  --host "$HOST" --port "$PORT" --enable-deterministic-sampling $ARGS >> "$LOG" 2>&1 < /dev/null &
PID=$!
# A background job of a script leads no group, so setsid makes the server (pid $PID) a group leader
# in place; wait until it has.
for _ in $(seq 100); do
  [ "$(ps -o pgid= -p "$PID" 2>/dev/null | tr -d ' ')" = "$PID" ] && break
  sleep 0.05
done
echo "$PID $(start_time "$PID")" > "$PIDFILE"
echo "restart_sglang_jax.sh: $DEVICE server pid $PID on $HOST:$PORT serving $MODEL_DIR (log $LOG)"

deadline=$((SECONDS + READY_TIMEOUT_S))
until grep -q "$READY_LINE" "$LOG"; do
  if ! kill -0 "$PID" 2>/dev/null; then
    echo "restart_sglang_jax.sh: the server exited before it was ready; log tail:" >&2
    tail -n 30 "$LOG" >&2
    rm -f "$PIDFILE"
    exit 1
  fi
  if [ "$SECONDS" -ge "$deadline" ]; then
    echo "restart_sglang_jax.sh: not ready after ${READY_TIMEOUT_S} s; stopping it; log tail:" >&2
    tail -n 30 "$LOG" >&2
    kill -KILL -- "-$PID" 2>/dev/null || true
    rm -f "$PIDFILE"
    exit 1
  fi
  sleep 1
done
echo "restart_sglang_jax.sh: ready"
