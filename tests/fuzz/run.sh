#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Build the libFuzzer harnesses (make fuzz-build: clang, ASan, UBSan, into
# build/fuzz/), replay the regression inputs of tests/fuzz/regress/, then
# fuzz each harness for SECONDS (FUZZ_SECONDS, default 60), the two side
# by side, starting from a copy of the committed corpus in
# build/fuzz/corpus/ (new inputs go there, never into tests/). Fails on a
# crash, a leak, undefined behaviour or a failed check, and says where the
# input is; exits 77 (after a SKIP line) without clang's libFuzzer.
#   usage: tests/fuzz/run.sh [SECONDS]     FUZZ_CC=clang-NN to pick clang
set -u
cd "$(dirname "$0")/../.." || exit 1
secs=${1:-${FUZZ_SECONDS:-60}}
case $secs in '' | *[!0-9]* | 0) echo "fuzz: SECONDS must be a positive count, not '$secs'" >&2; exit 2 ;; esac
CLANG=${FUZZ_CC:-clang}
B=build/fuzz
HARNESSES="env:env_fuzz oshrun:oshrun_args_fuzz"

mkdir -p "$B"
probe=$B/.probe.c
echo 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n);
int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { return d && n > 1 && d[0] == 1; }' >"$probe"
if ! command -v "$CLANG" >/dev/null ||
    ! "$CLANG" -fsanitize=fuzzer,address,undefined -o "$B/.probe" "$probe" >/dev/null 2>&1; then
    echo "SKIP: clang with libFuzzer not installed"
    exit 77
fi
${MAKE:-make} -s fuzz-build FUZZ_CC="$CLANG" || { echo "fuzz: build failed" >&2; exit 1; }

fails=0
# Every regression input once: each once crashed a parser.
for h in $HARNESSES; do
    name=${h%%:*} bin=$B/${h#*:}
    inputs=(tests/fuzz/regress/"$name"/*)
    [ -f "${inputs[0]}" ] || continue
    if "$bin" -error_exitcode=1 -close_fd_mask=3 "${inputs[@]}" >"$B/$name.regress.log" 2>&1; then
        echo "ok   $name: ${#inputs[@]} regression input(s) replayed"
    else
        echo "FAIL: $name: a regression input crashes again:"
        grep -E '^Running:|ERROR|SUMMARY|check failed|runtime error' "$B/$name.regress.log" | tail -8
        fails=$((fails + 1))
    fi
done

# Then fuzz, both at once (libFuzzer is single-threaded).
pids=()
for h in $HARNESSES; do
    name=${h%%:*} bin=$B/${h#*:}
    mkdir -p "$B/corpus/$name" "$B/artifacts"
    cp -n tests/fuzz/corpus/"$name"/* "$B/corpus/$name/" 2>/dev/null
    dirs=("$B/corpus/$name")
    [ -d "tests/fuzz/regress/$name" ] && dirs+=("tests/fuzz/regress/$name")
    "$bin" -max_total_time="$secs" -timeout=10 -error_exitcode=1 -rss_limit_mb=2048 \
        -dict="tests/fuzz/$name.dict" -artifact_prefix="$B/artifacts/$name-" \
        -print_final_stats=1 -close_fd_mask=3 "${dirs[@]}" >"$B/$name.log" 2>&1 &
    pids+=($!)
done
i=0
for h in $HARNESSES; do
    name=${h%%:*}
    wait "${pids[$i]}"
    rc=$?
    i=$((i + 1))
    log=$B/$name.log
    done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1)
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    cov=$(grep -o 'cov: [0-9]*' <<<"$done_line" | cut -d' ' -f2)
    ft=$(grep -o 'ft: [0-9]*' <<<"$done_line" | cut -d' ' -f2)
    corp=$(grep -o 'corp: [0-9]*' <<<"$done_line" | cut -d' ' -f2)
    if [ $rc = 0 ]; then
        echo "ok   $name: ${execs:-?} executions in ${secs} s (${rate:-?}/s), cov ${cov:-?}, ft ${ft:-?}, corpus ${corp:-?}, no crash"
    else
        fails=$((fails + 1))
        echo "FAIL: $name: exit $rc after ${execs:-?} executions; log $log"
        grep -E 'ERROR|SUMMARY|check failed|runtime error|Test unit written|^artifact_prefix' "$log" | tail -8
        echo "     to keep it: fix the parser, then copy the input to tests/fuzz/regress/$name/"
    fi
done
[ $fails = 0 ]
