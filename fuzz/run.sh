#!/usr/bin/env bash
# Runs each cargo-fuzz target for a bounded time, one after the other.
#
#   fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]      (default: 60 s; notation scenario profile corpus)
#
# Needs cargo-fuzz (`cargo install cargo-fuzz`) and a nightly toolchain for the sanitizer
# flags; without nightly it falls back to the stable compiler with RUSTC_BOOTSTRAP=1 and no
# sanitizer. Seeds come from fuzz/seeds/, the shipped scenarios and profiles, and the
# regressions; new inputs go to fuzz/corpus/<target>/ (not committed). Each target's dictionary
# is fuzz/dict/<target>.dict plus the entries generated from the code's tables (the option keys
# and values, the rule IDs: `cargo run --example fuzz_dict -- <target>`), written to
# fuzz/corpus/<target>.dict before the run. A crash is written to
# fuzz/artifacts/<target>/: minimize it with `cargo fuzz tmin <target> <file>`, put the result
# under fuzz/regressions/<target>/ (replayed by `cargo test`, tests/reliability_fuzz.rs) and fix
# it. The script exits 1 if any target found something.
set -uo pipefail
cd "$(dirname "$0")"
secs=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(notation scenario profile corpus)

if rustup run nightly rustc --version >/dev/null 2>&1; then
  fuzz=(cargo +nightly fuzz)
  sanitizer=(--sanitizer address)
else
  echo "run.sh: no nightly toolchain; using stable with RUSTC_BOOTSTRAP=1, no sanitizer" >&2
  export RUSTC_BOOTSTRAP=1
  fuzz=(cargo fuzz)
  sanitizer=(--sanitizer none)
fi
target_dir=${CARGO_TARGET_DIR:-$PWD/../target}/fuzz
# the profile target writes a small corpus per process here (tmpfs when there is one: writing
# files on disk costs more than loading them); removed at the end
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
  export TMPDIR=/dev/shm/tablier-fuzz-$$
else
  export TMPDIR=$PWD/corpus/tmp
fi
mkdir -p "$TMPDIR"
trap 'rm -rf "$TMPDIR"' EXIT

seed() {
  local t=$1 dir=corpus/$1
  mkdir -p "$dir"
  case $t in
    notation) cp -n seeds/notation/* "$dir"/ ;;
    scenario) find ../scenarios ../tests/bad-scenarios -name '*.scn' -exec cp -n {} "$dir"/ \; ;;
    corpus) for f in ../corpus/*/*.md; do cp -n "$f" "$dir/$(echo "$f" | tr '/' '_')"; done ;;
    profile) for f in ../corpus/*/profile.yaml ../corpus/*/profiles/*.yaml; do
        cp -n "$f" "$dir/$(echo "$f" | tr '/' '_')"
      done ;;
  esac
}

# the static entries of a target's dictionary, then those generated from the code's tables
dict() {
  local t=$1 out=corpus/$1.dict
  cp "dict/$t.dict" "$out" &&
    (cd .. && cargo run --quiet --locked --example fuzz_dict -- "$t") >>"$out"
}

status=0
for t in "${targets[@]}"; do
  seed "$t"
  if ! dict "$t"; then
    echo "$t: cannot generate the dictionary" >&2
    exit 2
  fi
  extra=()
  [ -n "$(ls -A "regressions/$t" 2>/dev/null)" ] && extra=("regressions/$t")
  start=$(date +%s)
  "${fuzz[@]}" run "${sanitizer[@]}" --target-dir "$target_dir" "$t" "corpus/$t" "${extra[@]}" -- \
    -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
    -dict="corpus/$t.dict" -print_final_stats=1 2>"corpus/$t.log"
  rc=$?
  grep -E '^stat::number_of_executed_units|^Done|SUMMARY|panicked' "corpus/$t.log" | sed "s/^/$t: /"
  echo "$t: exit $rc after $(( $(date +%s) - start )) s"
  [ $rc -ne 0 ] && status=1
done
exit $status
