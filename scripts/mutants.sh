#!/usr/bin/env bash
# Mutation testing of the engine (issue 15): runs cargo-mutants over the engine's files
# (src/engine/moves, jans, marking, game), one shard at a time, with the whole test suite and
# with the conformance suite alone, and writes the counts per file to MUTANTS.md.
#
# Set-up, once: cargo install cargo-mutants --locked
#
#   scripts/mutants.sh run SUITE K/N [FILE_GLOB...]   one shard; SUITE is `whole` or `conformance`
#   scripts/mutants.sh all SUITE N [FILE_GLOB...]     every shard of N, one after the other
#   scripts/mutants.sh report                         MUTANTS.md from every shard run so far
#   scripts/mutants.sh diff [BASE]                    the mutants of your change (since the branch
#                                                     left BASE, default origin/main or main)
#
# FILE_GLOB defaults to the four engine folders. Outcomes go to mutants.out/SUITE/K-of-N/ (or
# mutants.out/SUITE/<glob>-K-of-N/ when globs are given), which `report` reads: a shard run
# again replaces its earlier outcome. Environment: MUTANTS_JOBS (default 1), MUTANTS_TIMEOUT
# (seconds per test run, default 900 for `whole`, 120 for `conformance`), CARGO_BUILD_JOBS
# (default 1: cargo's build jobs for each mutant), PROPTEST_CASES (the property tests' cases
# during the run, default 32: fewer than CI's, so each mutant is quicker), MUTANTS_RE (a regex:
# only the mutants whose name, as `cargo mutants --list` shows it, matches; e.g. to rerun one
# suite's survivors under the other), MUTANTS_IN_PLACE=1 to mutate this working copy instead
# of a copy of it (faster: it reuses target/; leave the tree alone until the run ends; a
# target/ shared with another tree through CARGO_TARGET_DIR is left with the last mutant's
# target/debug/tablier: `touch src/main.rs` in that tree before testing it).
# Remove mutants.out/ to start afresh. Not part of .ci/run: too slow for every submission.
set -euo pipefail
# cargo's own build jobs: the machine is shared
export CARGO_BUILD_JOBS=${CARGO_BUILD_JOBS:-1}

cd "$(dirname "$0")/.."
ENGINE=(src/engine/moves/*.rs src/engine/jans/*.rs src/engine/marking/*.rs src/engine/game/*.rs)
OUT=mutants.out

die() { echo "mutants.sh: $*" >&2; exit 2; }

command -v cargo-mutants >/dev/null || die "cargo-mutants is missing: cargo install cargo-mutants --locked"

# The options cargo-mutants gets for a suite: `--cargo-arg` goes to the build (`cargo test
# --no-run`) as well as to the test run, so the conformance suite builds its own test only.
suite_args() {
    case "$1" in
        whole) echo "--cargo-arg=--locked" ;;
        conformance) echo "--cargo-arg=--locked --cargo-arg=--test=conformance" ;;
        *) die "unknown suite \`$1\` (whole or conformance)" ;;
    esac
}

suite_timeout() {
    case "$1" in
        whole) echo "${MUTANTS_TIMEOUT:-900}" ;;
        *) echo "${MUTANTS_TIMEOUT:-120}" ;;
    esac
}

# run SUITE K/N [GLOB...]
run() {
    local suite=$1 shard=$2
    shift 2
    [[ $shard =~ ^[0-9]+/[0-9]+$ ]] || die "a shard is K/N, e.g. 1/8 (K from 0), not \`$shard\`"
    local globs=("$@")
    [[ ${#globs[@]} -gt 0 ]] || globs=("${ENGINE[@]}")
    local name=${shard/\//-of-}
    if [[ $# -gt 0 ]]; then
        name="$(printf '%s' "$*" | tr -c 'A-Za-z0-9._-' '_')-$name"
    fi
    local dir="$OUT/$suite/$name"
    local fargs=()
    for g in "${globs[@]}"; do fargs+=(--file "$g"); done
    local extra=(--jobs "${MUTANTS_JOBS:-1}")
    [[ -z ${MUTANTS_RE:-} ]] || fargs+=(--re "$MUTANTS_RE")
    [[ ${MUTANTS_IN_PLACE:-0} == 1 ]] && extra=(--in-place)
    rm -rf "$dir"
    mkdir -p "$dir"
    # shellcheck disable=SC2046
    PROPTEST_CASES=${PROPTEST_CASES:-32} cargo mutants \
        "${fargs[@]}" --shard "$shard" \
        --baseline skip --timeout "$(suite_timeout "$suite")" --no-shuffle \
        --output "$dir" "${extra[@]}" $(suite_args "$suite") || true
    [[ -f $dir/mutants.out/outcomes.json ]] || die "no outcome in $dir (see its log)"
    echo "mutants.sh: $suite $shard done: $(summary "$dir/mutants.out")"
}

summary() {
    local d=$1 k
    for k in caught missed timeout unviable; do
        printf '%s %s  ' "$(wc -l <"$d/$k.txt" 2>/dev/null || echo 0)" "$k"
    done
}

# One line per mutant and suite: SUITE<TAB>OUTCOME<TAB>MUTANT, the latest run of each shard.
outcomes() {
    local d suite k
    for d in "$OUT"/*/*/mutants.out; do
        [[ -d $d ]] || continue
        suite=$(basename "$(dirname "$(dirname "$d")")")
        for k in caught missed timeout unviable; do
            [[ -f $d/$k.txt ]] || continue
            sed "s/^/$suite\t$k\t/" "$d/$k.txt"
        done
    done | sort -u
}

report() {
    local date commit dirty
    date=$(date -u +%Y-%m-%d)
    commit=$(git rev-parse --short HEAD)
    dirty=$(git status --porcelain -- src | head -1)
    [[ -z $dirty ]] || commit="$commit (src/ modified)"
    local total
    total=$(cargo mutants --list "${ENGINE[@]/#/--file=}" 2>/dev/null | awk -F: '{print $1}' | sort | uniq -c)
    local table
    table=$(outcomes | awk -F'\t' -v total="$total" '
        BEGIN {
            n = split(total, lines, "\n")
            for (i = 1; i <= n; i++) {
                split(lines[i], fld, " ")
                if (fld[2] != "") { all[fld[2]] = fld[1]; files[fld[2]] = 1 }
            }
        }
        {
            split($3, m, ":"); file = m[1]
            c[$1, file, $2]++; seen[$1, file]++; files[file] = 1
            t[$1, $2]++; ts[$1]++
        }
        function pct(s, f,    v) {
            v = c[s, f, "caught"] + c[s, f, "missed"] + c[s, f, "timeout"]
            return v ? sprintf("%.1f %%", 100 * (c[s, f, "caught"] + c[s, f, "timeout"]) / v) : "–"
        }
        function row(s, f) {
            if (!seen[s, f]) return "| – | – | – | – | – "
            return sprintf("| %d | %d | %d | %d | %s ", c[s, f, "caught"], c[s, f, "missed"],
                c[s, f, "timeout"], c[s, f, "unviable"], pct(s, f))
        }
        END {
            for (f in files) {
                printf "| `%s` | %s | %d / %d %s%s|\n", f, (f in all ? all[f] : "?"), seen["whole", f],
                    seen["conformance", f], row("whole", f), row("conformance", f) | "sort"
            }
            close("sort")
            for (s in ts) {
                v = t[s, "caught"] + t[s, "missed"] + t[s, "timeout"]
                printf "\n%s suite: %d mutants measured, %d caught, %d missed, %d timeout, %d unviable: %s of the viable ones caught (a timeout counts as caught).\n",
                    s, ts[s], t[s, "caught"], t[s, "missed"], t[s, "timeout"], t[s, "unviable"],
                    v ? sprintf("%.1f %%", 100 * (t[s, "caught"] + t[s, "timeout"]) / v) : "–"
            }
        }')
    local missed
    missed=$(outcomes | awk -F'\t' '$2 == "missed" { print "- " $1 ": `" $3 "`" }')
    local generated
    generated=$(printf '%s\n' \
        "<!-- generated by scripts/mutants.sh report: do not edit between these lines -->" \
        "Measured on $date, commit $commit, cargo-mutants $(cargo mutants --version | awk '{print $2}')." \
        "" \
        "| file | mutants | measured (whole / conformance) | whole: caught | missed | timeout | unviable | score | conformance: caught | missed | timeout | unviable | score |" \
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|" \
        "$table" "" "### Survivors (missed)" "" "${missed:-none}" \
        "<!-- end of the generated part -->")
    if [[ -f MUTANTS.md ]] && grep -q '^<!-- generated by scripts/mutants.sh' MUTANTS.md; then
        awk -v gen="$generated" '
            /^<!-- generated by scripts\/mutants.sh/ { print gen; skip = 1; next }
            /^<!-- end of the generated part -->/ { skip = 0; next }
            !skip' MUTANTS.md >MUTANTS.md.tmp
        mv MUTANTS.md.tmp MUTANTS.md
    else
        printf '# Mutation testing of the engine\n\n%s\n' "$generated" >MUTANTS.md
    fi
    echo "mutants.sh: MUTANTS.md written"
}

diff_run() {
    local base=${1:-}
    if [[ -z $base ]]; then
        base=main
        git rev-parse -q --verify origin/main >/dev/null && base=origin/main
    fi
    # from where the branch left BASE, uncommitted changes included
    git diff "$(git merge-base "$base" HEAD)" -- src >"$OUT.diff"
    local suite
    for suite in whole conformance; do
        PROPTEST_CASES=${PROPTEST_CASES:-32} cargo mutants --in-diff "$OUT.diff" \
            "${ENGINE[@]/#/--file=}" --jobs "${MUTANTS_JOBS:-1}" --timeout "$(suite_timeout "$suite")" \
            --output "$OUT/diff-$suite" $(suite_args "$suite") || true
    done
}

case "${1:-}" in
    run) [[ $# -ge 3 ]] || die "usage: run SUITE K/N [GLOB...]"; shift; run "$@" ;;
    all)
        [[ $# -ge 3 ]] || die "usage: all SUITE N [GLOB...]"
        suite=$2 n=$3
        shift 3
        for ((k = 0; k < n; k++)); do run "$suite" "$k/$n" "$@"; done
        ;;
    report) report ;;
    diff) shift; diff_run "$@" ;;
    *) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
