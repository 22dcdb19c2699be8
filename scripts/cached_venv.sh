# Sourced by scripts/sglang_jax_venv.sh, scripts/appworld_venv.sh and scripts/cuda_compiler.sh: the cache they
# share.
#
#   cached_venv DIR BUILD VAR [SUFFIX]
#                            makes the venv DIR once: under a lock (concurrent calls wait for one build),
#                            calls the function BUILD with VENV set to DIR's absolute path (it makes and fills
#                            the venv), then writes a `.complete` marker; a build that did not finish (killed,
#                            no network) leaves no marker, so the next call starts again from an empty DIR.
#                            Prints `export VAR=DIR/bin/python` as its last line (DIR itself with SUFFIX "").
cached_venv() {
  VENV="$1"
  mkdir -p "$(dirname "$VENV")"
  VENV="$(cd "$(dirname "$VENV")" && pwd)/$(basename "$VENV")"
  exec 9> "$VENV.lock"
  flock 9
  if [ ! -f "$VENV/.complete" ]; then
    rm -rf "$VENV"
    "$2"
    touch "$VENV/.complete"
  fi
  echo "export $3=$VENV${4-/bin/python}"
}
