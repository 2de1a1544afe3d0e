#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The test runner: unit tests, every API test at each of its PE counts under
# oshrun, the shell tests and each benchmark in quick mode, each with a
# timeout, a few side by side. Ends with the ten slowest runs and the line
# "N passed, N failed, N skipped".
#
# A test's PE counts and time limit come from a line in its source,
#   /* shmap-test: npes=1,2,3,4,5,8,16 timeout=120 */
# (in a Fortran program: ! shmap-test: npes=... timeout=...)
# (any counts; without one: 1 2 3 4 5 8, 60 s). A shell test that must run
# alone says so with the word serial there,
#   # shmap-test: serial
# (it checks a time limit, /dev/shm or the processes of the whole machine,
# uses network namespaces, or keeps both CPUs busy by itself); the
# benchmarks always run alone. Results are shown in a fixed order, whichever
# run ends first: unit, API, the shell tests run side by side, the ones run
# alone, the benchmarks.
#   SHMAP_TEST_JOBS=N         runs at a time (default: one more than the
#                             CPUs, at least 2 and at most 3; 1: one at a
#                             time, the shell tests in one section)
#   SHMAP_TEST_PES="2 4"      run only these of each test's counts
#   SHMAP_TEST_FILTER=regex   run only the tests whose name matches
#   SHMAP_TEST_LOOP=N         run each selected test N times, to hunt races;
#                             a test's loop stops at its first failure and
#                             the result line says which iteration failed
#   SHMAP_BUILD=DIR           test the build in DIR (default build; `make
#                             check SANITIZE=1` sets build-asan). From another
#                             directory, the shell tests that name only build/
#                             (those without SHMAP_BUILD in their text) and the
#                             benchmarks are skipped.
set -u
cd "$(dirname "$0")/.."
B=${SHMAP_BUILD:-build}
export SHMAP_BUILD=$B
# Inside a Slurm allocation of several nodes oshrun would hand every test
# to srun (oshrun(1)); the suite's tests start their PEs here.
export SHMAP_OSHRUN_LAUNCHER=local
[ -x "$B/bin/oshrun" ] || { echo "no $B/bin/oshrun: build it first" >&2; exit 2; }
# A sanitizer's report (on stderr, shown for a failed test) fails the test:
# ASan's and LeakSanitizer's exit 1; UBSan's too (built not to recover).
[ "$B" != build ] && export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
R=$B/bin/oshrun
ONLY_PES=${SHMAP_TEST_PES:-}
FILTER=${SHMAP_TEST_FILTER:-.}
LOOP=${SHMAP_TEST_LOOP:-1}
case $LOOP in '' | *[!0-9]* | 0) echo "SHMAP_TEST_LOOP must be a positive count, not '$LOOP'" >&2; exit 2 ;; esac
# Two CPUs run three jobs well: most runs wait (process start-up, PEs
# asleep in a backoff, the compiler reading headers) more than they compute.
ncpu=$(nproc 2>/dev/null || echo 1)
jobs_dflt=$((ncpu + 1)); [ $jobs_dflt -gt 3 ] && jobs_dflt=3
JOBS=${SHMAP_TEST_JOBS:-$jobs_dflt}
case $JOBS in '' | *[!0-9]* | 0) echo "SHMAP_TEST_JOBS must be a positive count, not '$JOBS'" >&2; exit 2 ;; esac
pass=0 fail=0 skip=0
failed=()
log=$(mktemp -d)
t_start=$(date +%s%N)

# ---- the list of runs ----
# Entry i: J_KIND header (a section line), pool (side by side) or alone;
# its name, time limit and command (quoted for eval).
nj=0
J_KIND=() J_NAME=() J_LIMIT=() J_CMD=()
header() {
    J_KIND[nj]=header J_NAME[nj]=$1
    nj=$((nj + 1))
}
# add pool|alone NAME TIMEOUT COMMAND...
add() {
    local kind=$1 name=$2 limit=$3; shift 3
    grep -Eq "$FILTER" <<<"$name" || return 0
    J_KIND[nj]=$kind J_NAME[nj]=$name J_LIMIT[nj]=$limit J_CMD[nj]=$(printf '%q ' "$@")
    nj=$((nj + 1))
}

# "/* shmap-test: npes=1,2,4 timeout=60 */" in a test's source.
meta() { # file key default
    local v
    v=$(grep -m1 -o "shmap-test:.*" "$1" | grep -o "$2=[^ */]*" | cut -d= -f2)
    echo "${v:-$3}"
}
# "# shmap-test: serial": the test runs alone.
alone() { grep -m1 -o "shmap-test:.*" "$1" | grep -qw serial; }

header "== unit tests"
for t in "$B"/tests/unit/*; do
    [ -x "$t" ] && add pool "unit/$(basename "$t")" 60 "$t"
done

header "== API tests, legacy and Fortran programs under oshrun"
# A Fortran program runs twice: built plainly (fortran/) and with
# -fdefault-integer-8 (fortran-i8/), as a code from the T3E is.
for src in tests/api/*.c tests/cray-verification/*.c tests/fortran/*.f tests/fortran/*.f90; do
    [ -f "$src" ] || continue
    name=$(basename "$src"); name=${name%.*}
    kinds=api
    [[ $src == tests/cray-verification/* ]] && kinds=cray
    [[ $src == tests/fortran/* ]] && kinds="fortran fortran-i8"
    want=$(meta "$src" npes "1,2,3,4,5,8" | tr ',' ' ')
    limit=$(meta "$src" timeout 60)
    for kind in $kinds; do
        bin=$B/tests/$kind/$name
        [ -x "$bin" ] || { add pool "$kind/$name" 5 false; continue; }
        for n in $want; do
            [ -n "$ONLY_PES" ] && [[ " $ONLY_PES " != *" $n "* ]] && continue
            add pool "$kind/$name np=$n" "$limit" "$R" -np "$n" "$bin"
        done
    done
done

# shell_tests pool|alone|all: the shell tests of that kind.
shell_tests() {
    local t kind
    for t in tests/sh/*.sh; do
        [ -f "$t" ] || continue
        kind=pool; alone "$t" && kind=alone
        [ "$1" = all ] || [ "$1" = $kind ] || continue
        if [ "$B" != build ] && ! grep -q SHMAP_BUILD "$t"; then
            add pool "${t#tests/}" 5 bash -c 'echo "tests build/ only"; exit 77'
            continue
        fi
        add $kind "${t#tests/}" 300 bash "$t"
    done
}
if [ "$JOBS" = 1 ]; then
    header "== shell tests"
    shell_tests all
else
    header "== shell tests"
    shell_tests pool
    header "== shell tests run alone"
    shell_tests alone
fi

header "== benchmarks, quick mode"
for b in "$B"/bench/*; do
    [ "$B" != build ] && break
    [ -x "$b" ] || continue
    name=$(basename "$b")
    n=2; [ "$name" = demo ] && n=4
    add alone "bench/$name np=$n" 120 "$R" -np "$n" "$b" --quick
done

# ---- running them ----
# job I (in a subshell): entry I's command, up to SHMAP_TEST_LOOP times;
# its output in $log/I.out, then "rc ms iteration" in $log/I.res.
job() {
    local i=$1 k=0 rc=0 start
    eval "set -- ${J_CMD[i]}"
    start=$(date +%s%N)
    while [ $k -lt "$LOOP" ]; do
        k=$((k + 1))
        timeout -k 5 "${J_LIMIT[i]}" "$@" >"$log/$i.out" 2>&1 </dev/null &
        echo $! >"$log/$i.pid"
        wait $!
        rc=$?
        [ $rc = 0 ] || break
    done
    echo "$rc $((($(date +%s%N) - start) / 1000000)) $k" >"$log/$i.tmp"
    mv "$log/$i.tmp" "$log/$i.res"
}

# show I: entry I's result line, and a failure's output.
T_MS=()
show() {
    local i=$1 name=${J_NAME[$1]} rc ms k why first
    [ "${J_KIND[i]}" = header ] && { echo "$name"; return; }
    read -r rc ms k <"$log/$i.res"
    [ "$LOOP" -gt 1 ] && [ $rc != 0 ] && [ $rc != 77 ] && name="$name (run $k of $LOOP)"
    case $rc in
    0) pass=$((pass + 1)); T_MS[i]=$ms; printf 'PASS %-44s %6d ms\n' "$name" "$ms" ;;
    77) skip=$((skip + 1)); printf 'SKIP %-44s %s\n' "$name" "$(tail -1 "$log/$i.out")" ;;
    *)
        fail=$((fail + 1)); T_MS[i]=$ms
        [ $rc = 124 ] && why="timed out after ${J_LIMIT[i]}s" || why="exit $rc"
        # the test's first complaint in the closing list too: where only
        # the end of the run's output is kept (a CI log cut short), that
        # list is what is left
        first=$(grep -m1 -E '^FAIL' "$log/$i.out" | cut -c1-300)
        failed+=("$name${first:+: $first}")
        printf 'FAIL %-44s %s\n' "$name" "$why"
        tail -25 "$log/$i.out" | sed 's/^/     | /'
        ;;
    esac
    rm -f "$log/$i.out" "$log/$i.pid"
}

# Runs start in list order: a pool entry when fewer than JOBS run and none
# alone, an alone entry when nothing runs. Results show in list order.
RUNNING=() # index -> its subshell's pid
next=0 shown=0 alone_running=0
# Interrupted: end the runs still going (each timeout passes the signal to
# its test's process group), then remove the logs.
cleanup() {
    local i
    for i in "${!RUNNING[@]}"; do
        [ -f "$log/$i.pid" ] && kill -TERM "$(cat "$log/$i.pid")" 2>/dev/null
        kill -TERM "${RUNNING[i]}" 2>/dev/null
    done
    wait 2>/dev/null
    rm -rf "$log"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
while [ $shown -lt $nj ]; do
    # reap the runs that ended
    for i in "${!RUNNING[@]}"; do
        [ -f "$log/$i.res" ] || continue
        unset "RUNNING[$i]"
        [ "${J_KIND[i]}" = alone ] && alone_running=0
    done
    # start what may start
    while [ $next -lt $nj ]; do
        case ${J_KIND[next]} in
        header) ;;
        alone) [ ${#RUNNING[@]} = 0 ] || break ;;
        pool) [ ${#RUNNING[@]} -lt "$JOBS" ] && [ $alone_running = 0 ] || break ;;
        esac
        if [ "${J_KIND[next]}" != header ]; then
            job $next &
            RUNNING[next]=$!
            [ "${J_KIND[next]}" = alone ] && alone_running=1
        fi
        next=$((next + 1))
    done
    # show what ended, in order
    while [ $shown -lt $nj ] && { [ "${J_KIND[shown]}" = header ] || [ -f "$log/$shown.res" ]; }; do
        [ -z "${RUNNING[shown]+x}" ] || { unset "RUNNING[$shown]"; [ "${J_KIND[shown]}" = alone ] && alone_running=0; }
        show $shown
        shown=$((shown + 1))
    done
    [ $shown -lt $nj ] || break
    wait -n 2>/dev/null
done

if [ $((pass + fail)) -gt 0 ]; then
    echo "slowest, of $((pass + fail)) runs in $((($(date +%s%N) - t_start) / 1000000000)) s, $JOBS at a time:"
    for i in "${!T_MS[@]}"; do echo "${T_MS[i]} ${J_NAME[i]}"; done |
        sort -rn | head -10 | while read -r ms name; do printf '  %-48s %6d ms\n' "$name" "$ms"; done
fi
if [ ${#failed[@]} -gt 0 ]; then
    echo "failed:"; printf '  %s\n' "${failed[@]}"
fi
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
