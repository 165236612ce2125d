#!/usr/bin/env bash
# run.sh -- run plays.py or value.py over an input file, split across N gnubg processes.
#
#   scripts/gnubg/run.sh [-j N] plays|value|PATH.py INPUT OUTPUT
#
# INPUT is cut into N contiguous runs of lines (default N=2, or $TABLIER_GNUBG_JOBS);
# each run goes to its own `gnubg -t -q -r -s PREFSDIR -p SCRIPT` with a fresh
# PREFSDIR, all under one mktemp folder that is removed on exit; the outputs are
# concatenated in input order into OUTPUT (written whole, via OUTPUT.part).
# The gnubg binary is $GNUBG, else `gnubg` on PATH, else /usr/games/gnubg.
# TABLIER_GNUBG_VARIATION and TABLIER_GNUBG_THREADS are passed through (see the
# scripts). gnubg's stdout (a board diagram after every command, ~25 MB per
# 1,000 lines) is discarded; its stderr (Python tracebacks) goes to a log per
# process, shown only on failure.
#
# Exit status: 0 when every process succeeded and answered every line (lines
# carrying an ERROR marker are answers; their number is reported on stderr),
# 1 if a process failed, 2 on bad usage, 127 if gnubg is missing.
set -u

here=$(cd "$(dirname "$0")" && pwd)
jobs=${TABLIER_GNUBG_JOBS:-2}
usage() {
    echo "usage: $0 [-j N] plays|value|SCRIPT.py INPUT OUTPUT" >&2
    exit 2
}
while getopts "j:" opt; do
    case $opt in
    j) jobs=$OPTARG ;;
    *) usage ;;
    esac
done
shift $((OPTIND - 1))
[ $# -eq 3 ] || usage
case $1 in
plays | value) script=$here/$1.py ;;
*) script=$1 ;;
esac
input=$2
output=$3
case $jobs in
'' | *[!0-9]* | 0) echo "run.sh: -j needs a positive integer, not '$jobs'" >&2; exit 2 ;;
esac
[ -f "$script" ] || { echo "run.sh: no script $script" >&2; exit 2; }
[ -r "$input" ] || { echo "run.sh: cannot read input $input" >&2; exit 2; }
script=$(cd "$(dirname "$script")" && pwd)/$(basename "$script")

gnubg=${GNUBG:-}
if [ -z "$gnubg" ]; then
    gnubg=$(command -v gnubg || true)
    [ -n "$gnubg" ] || [ ! -x /usr/games/gnubg ] || gnubg=/usr/games/gnubg
fi
if [ -z "$gnubg" ] || [ ! -x "$gnubg" ]; then
    echo "run.sh: GNU Backgammon not found (set GNUBG, or: apt-get install -y gnubg)" >&2
    exit 127
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tablier-gnubg.XXXXXX") || exit 1
pids=()
cleanup() {
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

total=$(awk 'END { print NR }' "$input")
[ "$jobs" -le "$total" ] || jobs=$total
if [ "$total" -eq 0 ]; then
    : >"$output"
    exit 0
fi
per=$(((total + jobs - 1) / jobs))
awk -v per="$per" -v dir="$tmp" '{ print > sprintf("%s/in.%03d", dir, int((NR - 1) / per)) }' "$input"

start=$(date +%s.%N)
n=0
for chunk in "$tmp"/in.*; do
    i=${chunk##*.}
    mkdir "$tmp/prefs.$i"
    TABLIER_GNUBG_IN=$chunk TABLIER_GNUBG_OUT=$tmp/out.$i \
        "$gnubg" -t -q -r -s "$tmp/prefs.$i" -p "$script" </dev/null >/dev/null 2>"$tmp/log.$i" &
    pids+=($!)
    n=$((n + 1))
done

failed=0
k=0
for chunk in "$tmp"/in.*; do
    i=${chunk##*.}
    wait "${pids[$k]}"
    rc=$?
    k=$((k + 1))
    want=$(awk 'END { print NR }' "$chunk")
    got="no output"
    [ -f "$tmp/out.$i" ] && got="$(awk 'END { print NR }' "$tmp/out.$i") of $want lines answered"
    if [ "$rc" -ne 0 ] || [ "$got" != "$want of $want lines answered" ]; then
        echo "run.sh: gnubg process $i (input lines from $((10#$i * per + 1))) failed: exit $rc, $got; its stderr ends:" >&2
        tail -n 20 "$tmp/log.$i" | sed 's/^/  | /' >&2
        failed=1
    fi
done
pids=()
[ "$failed" -eq 0 ] || exit 1

cat "$tmp"/out.* >"$output.part" && mv "$output.part" "$output" || exit 1
end=$(date +%s.%N)
errors=$(grep -c ' ERROR ' "$output" || true)
awk -v t="$total" -v n="$n" -v e="$errors" -v s="$start" -v f="$end" -v o="$output" 'BEGIN {
    printf "run.sh: %d lines, %d gnubg processes, %.1f s, %d ERROR lines -> %s\n", t, n, f - s, e, o > "/dev/stderr" }'
exit 0
