#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The test runner: unit tests, every API test at each of its PE counts under
# oshrun, the shell tests and each benchmark in quick mode, each with a
# timeout. Ends with the line "N passed, N failed, N skipped".
#
# A test's PE counts and time limit come from a line in its source,
#   /* shmap-test: npes=1,2,3,4,5,8,16 timeout=120 */
# (in a Fortran program: ! shmap-test: npes=... timeout=...)
# (any counts; without one: 1 2 3 4 5 8, 60 s).
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
[ -x "$B/bin/oshrun" ] || { echo "no $B/bin/oshrun: build it first" >&2; exit 2; }
# A sanitizer's report (on stderr, shown for a failed test) fails the test:
# ASan's and LeakSanitizer's exit 1; UBSan's too (built not to recover).
[ "$B" != build ] && export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
R=$B/bin/oshrun
ONLY_PES=${SHMAP_TEST_PES:-}
FILTER=${SHMAP_TEST_FILTER:-.}
LOOP=${SHMAP_TEST_LOOP:-1}
case $LOOP in '' | *[!0-9]* | 0) echo "SHMAP_TEST_LOOP must be a positive count, not '$LOOP'" >&2; exit 2 ;; esac
pass=0 fail=0 skip=0
failed=()
log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT

# run NAME TIMEOUT COMMAND... : one result line, output shown on failure.
# With SHMAP_TEST_LOOP=N the command runs up to N times.
run() {
    local name=$1 limit=$2; shift 2
    grep -Eq "$FILTER" <<<"$name" || return 0
    local out="$log/out" start rc ms i=0
    start=$(date +%s%N)
    while [ $i -lt "$LOOP" ]; do
        i=$((i + 1))
        timeout -k 5 "$limit" "$@" >"$out" 2>&1 </dev/null
        rc=$?
        [ $rc = 0 ] || break
    done
    ms=$(( ($(date +%s%N) - start) / 1000000 ))
    [ "$LOOP" -gt 1 ] && [ $rc != 0 ] && [ $rc != 77 ] && name="$name (run $i of $LOOP)"
    case $rc in
    0) pass=$((pass + 1)); printf 'PASS %-44s %6d ms\n' "$name" "$ms" ;;
    77) skip=$((skip + 1)); printf 'SKIP %-44s %s\n' "$name" "$(tail -1 "$out")" ;;
    *)
        fail=$((fail + 1)); failed+=("$name")
        [ $rc = 124 ] && why="timed out after ${limit}s" || why="exit $rc"
        printf 'FAIL %-44s %s\n' "$name" "$why"
        tail -25 "$out" | sed 's/^/     | /'
        ;;
    esac
}

# "/* shmap-test: npes=1,2,4 timeout=60 */" in a test's source.
meta() { # file key default
    local v
    v=$(grep -m1 -o "shmap-test:.*" "$1" | grep -o "$2=[^ */]*" | cut -d= -f2)
    echo "${v:-$3}"
}

echo "== unit tests"
for t in "$B"/tests/unit/*; do
    [ -x "$t" ] && run "unit/$(basename "$t")" 60 "$t"
done

echo "== API tests, legacy and Fortran programs under oshrun"
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
        [ -x "$bin" ] || { run "$kind/$name" 5 false; continue; }
        for n in $want; do
            [ -n "$ONLY_PES" ] && [[ " $ONLY_PES " != *" $n "* ]] && continue
            run "$kind/$name np=$n" "$limit" "$R" -np "$n" "$bin"
        done
    done
done

echo "== shell tests"
for t in tests/sh/*.sh; do
    [ -f "$t" ] || continue
    if [ "$B" != build ] && ! grep -q SHMAP_BUILD "$t"; then
        grep -Eq "$FILTER" <<<"${t#tests/}" || continue
        skip=$((skip + 1)); printf 'SKIP %-44s %s\n' "${t#tests/}" "tests build/ only"
        continue
    fi
    run "${t#tests/}" 300 bash "$t"
done

echo "== benchmarks, quick mode"
for b in "$B"/bench/*; do
    [ "$B" != build ] && break
    [ -x "$b" ] || continue
    name=$(basename "$b")
    n=2; [ "$name" = demo ] && n=4
    run "bench/$name np=$n" 120 "$R" -np "$n" "$b" --quick
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "failed:"; printf '  %s\n' "${failed[@]}"
fi
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
