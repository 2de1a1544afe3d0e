#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Hang diagnosis: oshrun --timeout S reports where every PE is (the wait
# routine, for how long, whom it waits for; or busy outside the library)
# and ends the job with status 124, leaving no process behind; SIGUSR1 (or
# SIGQUIT) to oshrun reports and lets the job go on.
# shmap-test: serial: tests/run.sh runs it alone, as it times how soon
# --timeout ends a job.
source "$(dirname "$0")/common.bash"
build_aux hang_prog "$tmp/hang"
t0=$(date +%s%N)
out=$(timeout -k 2 20 "$R" --timeout 1 -np 4 "$tmp/hang" 2>&1)
rc=$?
ms=$((($(date +%s%N) - t0) / 1000000))
f0=$fails
[ $rc = 124 ] || fail "--timeout: exit $rc, not 124"
[ $ms -lt 4000 ] || fail "--timeout 1 took $ms ms to end the job"
grep -q "^oshrun: --timeout 1 s reached; where each PE is:$" <<<"$out" || fail "no report header: $out"
grep -q "^oshrun:   PE 0: busy outside the library's waits" <<<"$out" || fail "PE 0 (sleeping) not reported busy: $out"
grep -qE "^oshrun:   PE 1: in shmem_long_wait_until\(0x[0-9a-f]+, SHMEM_CMP_EQ, 5\) for [0-9.]+ s; value now 4 \(wait #[0-9]+\)$" <<<"$out" ||
    fail "PE 1's wait (arguments, value now) not reported: $out"
for k in 2 3; do
    grep -qE "^oshrun:   PE $k: in shmem_barrier_all for [0-9.]+ s, waiting for every PE of the collective \(wait #[0-9]+\); PEs 0,1 are not in it$" <<<"$out" ||
        fail "PE $k's barrier (and who has not arrived) not reported: $out"
done
wait_for_none "PEs after the timeout"
[ $fails = "$f0" ] && ok "--timeout: every PE's place reported, job ended (124) in $ms ms"

# SIGUSR1: a report, and the job goes on (until --timeout ends it)
f0=$fails
"$R" --timeout 4 -np 3 "$tmp/hang" >"$tmp/out" 2>&1 &
pid=$!
wait_for_pes 3 "^$tmp/hang\$"
kill -USR1 $pid
# (The job's status below, --timeout's 124 after a second report, is what
# proves that the job went on; this only says so early.)
wait_for_line "$tmp/out" "^oshrun: SIGUSR1; where each PE is:$" &&
    { kill -0 $pid 2>/dev/null || fail "SIGUSR1 ended the job"; }
wait $pid
rc=$?
[ $rc = 124 ] || fail "after SIGUSR1 the job should end by --timeout (124), got $rc"
[ "$(grep -c 'where each PE is' "$tmp/out")" = 2 ] || fail "expected a SIGUSR1 report and a timeout report: $(cat "$tmp/out")"
grep -q "^oshrun: SIGUSR1; where each PE is:$" "$tmp/out" || fail "no SIGUSR1 report: $(cat "$tmp/out")"
[ $fails = "$f0" ] && ok "SIGUSR1 reports and the job goes on"

# a job that ends in time is untouched; a bad value is an error
f0=$fails
"$R" --timeout 30 -np 2 true || fail "--timeout 30 on a short job"
# (NaN passed the > 0 test and meant no timeout; inf and 1e39 overflowed
# the deadline: found by tests/fuzz/oshrun_args_fuzz.c)
for t in 0 -1 nan inf 1e39 5s; do
    "$R" --timeout "$t" -np 2 true 2>/dev/null
    [ $? = 2 ] || fail "--timeout $t accepted"
done
[ $fails = "$f0" ] && ok "short jobs and bad values"
finish
