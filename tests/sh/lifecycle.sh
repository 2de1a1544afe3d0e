#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# No process and no segment outlives a job, however it ends.
set -u
B=${SHMAP_BUILD:-build} # tests/run.sh: the build under test
R=$B/bin/oshrun
P=$B/tests/aux/bad_input
fails=0
shm_before=$(ls /dev/shm | sort)
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
none_left() { # what
    sleep 0.3
    if pgrep -f "$P" >/dev/null || pgrep -f "sleep 1234" >/dev/null; then
        fail "$1: processes survived: $(pgrep -af "$P|sleep 1234" | tr '\n' ';')"
        pkill -9 -f "$P"; pkill -9 -f "sleep 1234"
    else
        echo "ok   $1"
    fi
}

# A signal to oshrun reaches every PE; oshrun exits 128+signal.
for sig in TERM INT HUP; do
    "$R" -np 4 "$P" hang 2>/dev/null & pid=$!
    sleep 0.5
    kill -"$sig" "$pid"
    wait "$pid"; rc=$?
    want=$((128 + $(kill -l "$sig")))
    [ "$rc" = "$want" ] || fail "SIG$sig to oshrun: exit $rc, expected $want"
    none_left "SIG$sig to oshrun stops all PEs"
done

# oshrun killed outright: the PEs die with it (parent-death signal).
"$R" -np 4 "$P" hang 2>/dev/null & pid=$!
sleep 0.5
kill -KILL "$pid"; wait "$pid" 2>/dev/null
none_left "SIGKILL to oshrun stops all PEs"

# A PE's own child process does not outlive the job.
"$R" -np 2 bash -c 'sleep 1234 & exit 0' & pid=$!
wait "$pid"; rc=$?
[ "$rc" = 0 ] || fail "job with a background child: exit $rc"
none_left "a PE's background child is stopped at job end"

# A PE killed from outside: the rest stop within 2 s.
"$R" -np 4 "$P" hang 2>/dev/null & pid=$!
sleep 0.5
victim=$(pgrep -f "$P hang" | head -2 | tail -1)
start=$(date +%s%N)
kill -KILL "$victim"
wait "$pid"; rc=$?
ms=$(( ($(date +%s%N) - start) / 1000000 ))
[ "$rc" = 137 ] || fail "PE killed by SIGKILL: oshrun exit $rc, expected 137"
[ "$ms" -lt 2000 ] || fail "the other PEs took $ms ms to stop"
none_left "a PE killed from outside stops the job (${ms} ms)"

# Segments are memfds, never files: a running PE maps no /dev/shm or disk
# file writable and shared, only "memfd:shmap-..." objects.
"$R" -np 2 "$P" hang 2>/dev/null & pid=$!
sleep 0.5
for pe in $(pgrep -f "^$P hang"); do
    maps=$(cat /proc/"$pe"/maps 2>/dev/null)
    grep -q "memfd:shmap-segment" <<<"$maps" || fail "PE $pe maps no shmap memfd"
    if grep -E " rw.s " <<<"$maps" | grep -v "memfd:shmap-" | grep -q "/"; then
        fail "PE $pe has a shared writable file mapping: $(grep -E ' rw.s ' <<<"$maps" | grep -v memfd:)"
    fi
done
kill -TERM "$pid"; wait "$pid" 2>/dev/null
none_left "segments are memfds only"
# And nothing new in /dev/shm (other libraries' files, e.g. Open MPI's
# vader segments from a concurrent benchmark, are not ours).
after=$(ls /dev/shm | grep -v '^vader_segment' | sort)
before=$(grep -v '^vader_segment' <<<"$shm_before" | sort)
[ "$after" = "$before" ] || fail "/dev/shm changed: $after"
exit $((fails > 0))
