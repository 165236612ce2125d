#!/usr/bin/env bash
# Mutation testing of the engine (issues 15 and 21): runs cargo-mutants over every file of
# src/engine/ with the conformance suite alone and with the whole test suite, and writes the
# counts per file to MUTANTS.md. Every run first checks that its suite passes on the unmutated
# tree (the baseline) and stops when it does not.
#
# Set-up, once: cargo install cargo-mutants --locked (cargo-nextest, if present, runs the whole
# suite's tests in parallel; the project has no doctest, so both tools run the same tests).
#
#   scripts/mutants.sh all                            `again conformance`, `again whole`, `report`
#   scripts/mutants.sh again SUITE                    SUITE (`whole` or `conformance`) on every
#                                                     mutant it has not caught yet: all of them on
#                                                     a fresh start, then only what is left over
#                                                     (survivors, new or moved code)
#   scripts/mutants.sh run SUITE K/N [FILE_GLOB...]   one shard of every mutant
#   scripts/mutants.sh report                         MUTANTS.md from every run so far
#   scripts/mutants.sh diff [BASE]                    the mutants of your change (since the branch
#                                                     left BASE, default origin/main or main)
#
# The whole suite contains the conformance suite, so a mutant the conformance suite catches (or
# times out, or cannot build) counts as caught (timed out, unviable) by the whole suite too:
# `report` takes it over unless the whole suite measured that mutant itself. That is why `all`
# runs the slow whole suite on the conformance suite's survivors only.
#
# FILE_GLOB defaults to every file of src/engine/. A suite other than `whole` (`conformance`,
# `lib`, `core`, `backgammon`, `bgquick`, `bgplays`, `engine`: parts of the whole suite, quicker to build and run) counts for the
# whole suite in what it catches, as the conformance suite does. Outcomes go to mutants.out/SUITE/<name>/, which
# `report` reads: a run again replaces its earlier outcome. Environment: MUTANTS_JOBS (default
# 1), MUTANTS_TIMEOUT (seconds per test run, default 300 for `whole`, 60 for `conformance`),
# CARGO_BUILD_JOBS (cargo's build jobs for each mutant, default: cargo's), PROPTEST_CASES (the
# property tests' cases during the run, default 32: fewer than CI's, so each mutant is quicker),
# PROPTEST_RNG_SEED (their seed, default 15: fixed, so that two runs draw the same cases),
# MUTANTS_RE (a regex: only the mutants whose name, as `cargo mutants --list` shows it,
# matches), MUTANTS_IN_PLACE=1 to mutate this working copy instead of a copy of it (much faster:
# the build is incremental from one mutant to the next and across runs; use a clone of its own,
# leave it alone until the run ends, and never share its target/ with another tree).
# Builds use the `mutants` profile of Cargo.toml (no debug information). Remove mutants.out/ to
# start afresh. Not part of .ci/run: too slow for every submission.
set -euo pipefail

cd "$(dirname "$0")/.."
# every file of the engine (the glob is cargo-mutants', which knows `**`)
ENGINE=('src/engine/**/*.rs')
OUT=mutants.out

die() { echo "mutants.sh: $*" >&2; exit 2; }

# The mutants MUTANTS.md proves equivalent: the names listed (in backticks, at the start of an
# item) under its "#### Equivalent…" headings. Every run leaves them out, and so does the report;
# each is named by file:line:col, so an edit that moves its code brings it back to be triaged.
equivalents() {
    [[ -f MUTANTS.md ]] || return 0
    awk '/^#+ / { eq = ($0 ~ /^#### Equivalent/) } eq && /^- `/ { split($0, p, "`"); print p[2] }' MUTANTS.md
}

# regex-escaped, anchored
regex_of() { sed 's/[][\\.+*?(){}|^$]/\\&/g; s/^/^/; s/$/$/'; }

exclude_args() {
    equivalents | regex_of | sed 's/^/--exclude-re=/'
}

command -v cargo-mutants >/dev/null || die "cargo-mutants is missing: cargo install cargo-mutants --locked"

# The options cargo-mutants gets for a suite: `--cargo-arg` goes to the build (`cargo test
# --no-run`) as well as to the test run, so the conformance suite builds its own test only.
suite_args() {
    case "$1" in
        whole)
            echo "--cargo-arg=--locked"
            command -v cargo-nextest >/dev/null && echo "--test-tool=nextest"
            ;;
        conformance) echo "--cargo-arg=--locked --cargo-arg=--test=conformance" ;;
        # the library's unit tests alone: one binary, the quickest first pass
        lib) echo "--cargo-arg=--locked --cargo-arg=--lib" ;;
        # every test that runs backgammon's code: the library's unit tests, the scenarios, the
        # move tests, the gnubg comparison, the commands, the allocation count
        backgammon)
            echo "--cargo-arg=--locked --cargo-arg=--lib --cargo-arg=--test=conformance" \
                "--cargo-arg=--test=backgammon_moves --cargo-arg=--test=gnubg_differential" \
                "--cargo-arg=--test=backgammon_cli --cargo-arg=--test=no_alloc"
            ;;
        # a second pass after `lib` on the board's vocabulary and the chances: the scenarios,
        # the chance tables, the moves and jans, the IDs (a few binaries, quick to build)
        core)
            echo "--cargo-arg=--locked --cargo-arg=--test=conformance --cargo-arg=--test=chances" \
                "--cargo-arg=--test=chance_statements --cargo-arg=--test=movegen" \
                "--cargo-arg=--test=jans --cargo-arg=--test=position_id"
            ;;
        # backgammon's quick tests: the `backgammon` suite but the gnubg comparison (10 s a run)
        bgquick)
            echo "--cargo-arg=--locked --cargo-arg=--lib --cargo-arg=--test=conformance" \
                "--cargo-arg=--test=backgammon_moves --cargo-arg=--test=backgammon_cli"
            ;;
        # backgammon's legal plays: the library's unit tests, the naive enumeration they are
        # compared with, the move tests
        bgplays)
            echo "--cargo-arg=--locked --cargo-arg=--lib --cargo-arg=--test=backgammon_naive" \
                "--cargo-arg=--test=backgammon_moves"
            ;;
        # the tests that call the engine directly, for a first pass over the whole engine (what
        # it misses, the whole suite runs again)
        engine)
            echo "--cargo-arg=--locked --cargo-arg=--lib --cargo-arg=--test=conformance" \
                "--cargo-arg=--test=movegen --cargo-arg=--test=jans --cargo-arg=--test=chances" \
                "--cargo-arg=--test=chance_statements --cargo-arg=--test=position_id" \
                "--cargo-arg=--test=fast_vs_reference --cargo-arg=--test=backgammon_moves" \
                "--cargo-arg=--test=backgammon_cli --cargo-arg=--test=gnubg_differential" \
                "--cargo-arg=--test=no_alloc --cargo-arg=--test=cli --cargo-arg=--test=cli_notation" \
                "--cargo-arg=--test=rules_cli --cargo-arg=--test=reliability_props"
            ;;
        *) die "unknown suite \`$1\` (whole, conformance, lib, core, backgammon, bgquick, bgplays or engine)" ;;
    esac
}

suite_timeout() {
    case "$1" in
        whole) echo "${MUTANTS_TIMEOUT:-300}" ;;
        *) echo "${MUTANTS_TIMEOUT:-60}" ;;
    esac
}

# checked RC DIR: stop unless cargo-mutants measured something (its exit code RC, its output DIR)
checked() {
    case $1 in
        0 | 2 | 3) ;;
        4) die "the baseline failed: the $(basename "$(dirname "$2")") suite does not pass on the unmutated tree, so no mutant is measured (see $2/mutants.out/log)" ;;
        *) die "cargo-mutants failed (exit $1, see $2/mutants.out)" ;;
    esac
    [[ -f $2/mutants.out/outcomes.json ]] || die "no outcome in $2 (see its log)"
}

# mutate SUITE NAME [cargo-mutants options...]: one run, its outcome in mutants.out/SUITE/NAME
mutate() {
    local suite=$1 name=$2
    shift 2
    local dir="$OUT/$suite/$name"
    local extra=(--jobs "${MUTANTS_JOBS:-1}")
    [[ ${MUTANTS_IN_PLACE:-0} == 1 ]] && extra=(--in-place)
    [[ -z ${MUTANTS_RE:-} ]] || extra+=(--re "$MUTANTS_RE")
    mapfile -t excl < <(exclude_args)
    rm -rf "$dir"
    mkdir -p "$dir"
    # The baseline runs first, every time: a suite that fails on the unmutated tree would count
    # every mutant as caught. cargo-mutants exits 0 (all caught), 2 (some missed) or 3 (some
    # timed out) after a measurement, 4 when the baseline fails.
    local rc=0
    # shellcheck disable=SC2046
    PROPTEST_CASES=${PROPTEST_CASES:-32} PROPTEST_RNG_SEED=${PROPTEST_RNG_SEED:-15} \
        cargo mutants "$@" --profile mutants \
        --timeout "$(suite_timeout "$suite")" --no-shuffle \
        --output "$dir" "${extra[@]}" "${excl[@]}" $(suite_args "$suite") || rc=$?
    checked "$rc" "$dir"
    echo "mutants.sh: $suite $name done: $(summary "$dir/mutants.out")"
}

# the --file options of the globs given, or of every file of the engine
file_args() {
    local globs=("$@") g
    [[ ${#globs[@]} -gt 0 ]] || globs=("${ENGINE[@]}")
    for g in "${globs[@]}"; do echo "--file=$g"; done
}

# run SUITE K/N [GLOB...]
run() {
    local suite=$1 shard=$2
    shift 2
    [[ $shard =~ ^[0-9]+/[0-9]+$ ]] || die "a shard is K/N, e.g. 1/8 (K from 0), not \`$shard\`"
    local name=${shard/\//-of-}
    if [[ $# -gt 0 ]]; then
        name="$(printf '%s' "$*" | tr -c 'A-Za-z0-9._-' '_')-$name"
        # many globs make a name longer than a file name may be: its start and a digest
        [[ ${#name} -le 120 ]] || name="${name:0:80}-$(printf '%s' "$name" | md5sum | cut -c1-12)"
    fi
    mapfile -t fargs < <(file_args "$@")
    mutate "$suite" "$name" "${fargs[@]}" --shard "$shard"
}

# again SUITE: SUITE on every mutant of the source it has not caught yet: missed by its latest
# run, or never measured (new code, code that moved). For the whole suite, what the conformance
# suite caught counts as caught, so on a fresh start `again conformance` measures everything and
# `again whole` the conformance suite's survivors.
again() {
    local suite=$1 pending cur
    suite_args "$suite" >/dev/null
    cur=$(mktemp)
    current >"$cur"
    pending=$(outcomes | awk -F'\t' -v s="$suite" '
        NR == FNR { todo[$0] = 1; next }
        $1 == s && $2 != "missed" { delete todo[$3] }
        END { for (m in todo) print m }' "$cur" -)
    local n all
    n=$(grep -c . <<<"$pending" || true)
    all=$(wc -l <"$cur")
    rm -f "$cur"
    [[ $n -gt 0 ]] || { echo "mutants.sh: nothing left for the $suite suite to measure"; return; }
    echo "mutants.sh: the $suite suite on $n of the $all mutants"
    local re=""
    # every mutant (a fresh start): no need of a regex naming them all
    [[ $n -eq $all ]] || re="^($(regex_of <<<"$pending" | sed 's/^\^//; s/\$$//' | paste -sd '|'))\$"
    mapfile -t fargs < <(file_args)
    MUTANTS_RE=$re mutate "$suite" "again-$(date -u +%Y%m%dT%H%M%S)" "${fargs[@]}"
}

summary() {
    local d=$1 k
    for k in caught missed timeout unviable; do
        printf '%s %s  ' "$(wc -l <"$d/$k.txt" 2>/dev/null || echo 0)" "$k"
    done
}

# The engine's mutants as the source stands, the equivalent ones left out: what the figures count.
current() {
    local excl
    mapfile -t excl < <(exclude_args)
    cargo mutants --list "${ENGINE[@]/#/--file=}" "${excl[@]}"
}

# One line per mutant and suite: SUITE<TAB>OUTCOME<TAB>MUTANT; where runs of one suite measured
# the same mutant, the latest run's outcome. With `raw`, what each suite's runs measured;
# otherwise the whole suite also takes over what the conformance suite caught, timed out or
# could not build (a conformance run after new scenarios may catch what the whole suite missed
# before them). Only the mutants of `current` count: a name the source no longer has (its code
# moved or went) and the equivalent ones are left out.
outcomes() {
    local d suite k cur
    cur=$(mktemp)
    current >"$cur"
    # oldest run first
    for d in $(ls -1dtr "$OUT"/*/*/mutants.out 2>/dev/null); do
        suite=$(basename "$(dirname "$(dirname "$d")")")
        for k in caught missed timeout unviable; do
            [[ -f $d/$k.txt ]] || continue
            sed "s/^/$suite\t$k\t/" "$d/$k.txt"
        done
    done | awk -F'\t' '{ last[$1 "\t" $3] = $2 }
        END { for (k in last) { split(k, p, "\t"); print p[1] "\t" last[k] "\t" p[2] } }' |
        sort | if [[ ${1:-} == raw ]]; then cat; else
        awk -F'\t' '
            $1 == "whole" { whole[$3] = $2; next }
            { print; if ($2 != "missed") part[$3] = $2 }
            END {
                # every other suite is a part of the whole one: what it catches (or cannot
                # build) the whole suite does
                for (m in part) whole[m] = part[m]
                for (m in whole) print "whole\t" whole[m] "\t" m
            }' | sort -u
    fi | awk -F'\t' 'NR == FNR { keep[$0] = 1; next } keep[$3]' "$cur" -
    rm -f "$cur"
}

report() {
    local date commit dirty
    date=$(date -u +%Y-%m-%d)
    commit=$(git rev-parse --short HEAD)
    dirty=$(git status --porcelain -- src | head -1)
    [[ -z $dirty ]] || commit="$commit (src/ modified)"
    local total
    total=$(current 2>/dev/null | awk -F: '{print $1}' | sort | uniq -c)
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
    # the survivors the hand-written triage (outside the generated part) does not name yet
    local triage=""
    [[ -f MUTANTS.md ]] && triage=$(awk '/^<!-- generated by scripts\/mutants.sh/ { skip = 1 }
        !skip; /^<!-- end of the generated part -->/ { skip = 0 }' MUTANTS.md)
    missed=$(outcomes | awk -F'\t' -v triage="$triage" '
        # `FILE` `FUNCTION` of a name "FILE:LINE:COL: replace … in FUNCTION" or
        # "FILE:LINE:COL: replace FUNCTION -> TYPE with …" / "… FUNCTION with ()"
        function fname(name,    fn) {
            fn = name
            if (index(fn, " in ")) sub(/.* in /, "", fn)
            else { sub(/^[^ ]+ replace /, "", fn); sub(/ (->|with) .*/, "", fn) }
            return fn
        }
        function fkey(name,    parts) {
            split(name, parts, ":")
            return "`" parts[1] "` `" fname(name) "`"
        }
        { out[$1, $3] = $2 }
        $2 == "missed" && $1 == "whole" {
            nw++
            if (index(triage, "`" $3 "`")) tw++; else u = u "- `" $3 "`\n"
        }
        $2 == "missed" && $1 == "conformance" { nc++; cm[$3] = 1 }
        END {
            # by file and function, once the whole suite lines (sorted after) are read
            for (m in cm) {
                key = fkey(m); byfn[key]++
                # a function the triage names (in backticks) has its reason there
                named[key] = index(triage, "`" fname(m) "`") > 0
                w = out["whole", m]
                if (w == "caught" || w == "timeout") wc[key]++; else if (w == "") wn[key]++
            }
            printf "Whole suite: %d survivors, %d of them named in the triage below.", nw, tw
            printf " Not triaged yet:\n\n%s\n", (u == "" ? "none\n" : u)
            for (k in byfn) if (!named[k]) nu++
            printf "Conformance suite: %d survivors; by function (each function named, with the reason, in \"What the conformance suite misses\" below; %d not yet), with how many of them the whole suite catches:\n\n", nc, nu
            for (k in byfn)
                printf "- %s: %d, %d caught by the whole suite%s%s\n", k, byfn[k], wc[k],
                    (wn[k] ? sprintf(" (%d not measured by it)", wn[k]) : ""),
                    (named[k] ? "" : " — **not triaged yet**") | "sort"
            close("sort")
            printf "\n<details><summary>The %d conformance survivors, one by one</summary>\n\n", nc
            for (m in cm) print "- `" m "`" | "sort"
            close("sort")
            printf "\n</details>\n"
        }')
    # the equivalent ones: how many, and those no mutant of the source matches any more
    local equivalent all_names stale
    all_names=$(cargo mutants --list "${ENGINE[@]/#/--file=}" 2>/dev/null)
    equivalent=$(equivalents | wc -l)
    stale=$(equivalents | while IFS= read -r m; do
        grep -qxF -- "$m" <<<"$all_names" || printf -- '- `%s`\n' "$m"
    done)
    local left_out="$equivalent mutants proved equivalent in the triage below are left out of every run and figure."
    [[ -z $stale ]] || left_out="$left_out Named as equivalent but no longer a mutant of the source (their code moved or went: triage them again):"$'\n\n'"$stale"
    local generated
    generated=$(printf '%s\n' \
        "<!-- generated by scripts/mutants.sh report: do not edit between these lines -->" \
        "Measured on $date, commit $commit, cargo-mutants $(cargo mutants --version | awk '{print $2}')." \
        "" \
        "| file | mutants | measured (whole / conformance) | whole: caught | missed | timeout | unviable | score | conformance: caught | missed | timeout | unviable | score |" \
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|" \
        "$table" "" "$left_out" "" "### Survivors" "" "$missed" \
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
    mapfile -t excl < <(exclude_args)
    local rc
    for suite in whole conformance; do
        rc=0
        # shellcheck disable=SC2046
        PROPTEST_CASES=${PROPTEST_CASES:-32} PROPTEST_RNG_SEED=${PROPTEST_RNG_SEED:-15} \
            cargo mutants --in-diff "$OUT.diff" --profile mutants \
            "${ENGINE[@]/#/--file=}" "${excl[@]}" --jobs "${MUTANTS_JOBS:-1}" --timeout "$(suite_timeout "$suite")" \
            --output "$OUT/diff-$suite" $(suite_args "$suite") || rc=$?
        # a change with no mutant in the engine leaves nothing to measure (and no outcome)
        [[ $rc -ne 0 || -f $OUT/diff-$suite/mutants.out/outcomes.json ]] || continue
        checked "$rc" "$OUT/diff-$suite"
    done
}

case "${1:-}" in
    run) [[ $# -ge 3 ]] || die "usage: run SUITE K/N [GLOB...]"; shift; run "$@" ;;
    all)
        again conformance
        again whole
        report
        ;;
    again) [[ $# -eq 2 ]] || die "usage: again SUITE"; again "$2" ;;
    report) report ;;
    diff) shift; diff_run "$@" ;;
    *) sed -n '2,33p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
