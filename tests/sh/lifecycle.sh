#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# No process and no segment outlives a job, however it ends. Honours
# SHMAP_BUILD (tests/run.sh: the build under test). The processes are this
# test's own, found by its marker (common.bash), never by a name another
# test's processes could have.
# shmap-test: serial: tests/run.sh runs it alone, as it watches /dev/shm
# and times how soon a job's processes are gone.
source "$(dirname "$0")/common.bash"
P=$B/tests/aux/bad_input
shm_before=$(ls /dev/shm | sort)
none_left() { # what: nothing of the test's is left once the job has ended
    wait_for_none "$1" && ok "$1"
}
# started N: the job's N PEs are running, past start-up (each maps its
# shmap segment): PES is their PIDs.
maps_segment() { grep -q "memfd:shmap-segment" "/proc/$1/maps" 2>/dev/null; }
all_map() { local pe; for pe in "${PES[@]}"; do maps_segment "$pe" || return 1; done; }
started() {
    wait_for_pes "$1" "^$P hang" || return 1
    wait_until 30 all_map && return 0
    for pe in "${PES[@]}"; do maps_segment "$pe" || fail "PE $pe maps no shmap memfd"; done
    return 1
}

# A signal to oshrun reaches every PE; oshrun exits 128+signal.
for sig in TERM INT HUP; do
    "$R" -np 4 "$P" hang 2>/dev/null & pid=$!
    started 4
    kill -"$sig" "$pid"
    wait "$pid"; rc=$?
    want=$((128 + $(kill -l "$sig")))
    [ "$rc" = "$want" ] && ok "SIG$sig to oshrun: exit $rc" || fail "SIG$sig to oshrun: exit $rc, expected $want"
    none_left "SIG$sig to oshrun stops all PEs"
done

# oshrun killed outright: the PEs die with it (parent-death signal).
"$R" -np 4 "$P" hang 2>/dev/null & pid=$!
started 4
kill -KILL "$pid"; wait "$pid" 2>/dev/null
none_left "SIGKILL to oshrun stops all PEs"

# A PE's own child process does not outlive the job.
"$R" -np 2 bash -c 'sleep 1234 & exit 0' & pid=$!
wait "$pid"; rc=$?
[ "$rc" = 0 ] || fail "job with a background child: exit $rc"
none_left "a PE's background child is stopped at job end"

# A PE killed from outside: the rest stop within 2 s.
"$R" -np 4 "$P" hang 2>/dev/null & pid=$!
started 4
victim=${PES[0]}
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
if started 2; then
    for pe in "${PES[@]}"; do
        maps=$(cat /proc/"$pe"/maps 2>/dev/null)
        if grep -E " rw.s " <<<"$maps" | grep -v "memfd:shmap-" | grep -q "/"; then
            fail "PE $pe has a shared writable file mapping: $(grep -E ' rw.s ' <<<"$maps" | grep -v memfd:)"
        else
            ok "PE $pe maps its segments from memfds only"
        fi
    done
fi
kill -TERM "$pid"; wait "$pid" 2>/dev/null
none_left "segments are memfds only"
# And nothing new in /dev/shm (other libraries' files, e.g. Open MPI's
# vader segments from a concurrent benchmark, are not ours).
after=$(ls /dev/shm | grep -v '^vader_segment' | sort)
before=$(grep -v '^vader_segment' <<<"$shm_before" | sort)
[ "$after" = "$before" ] && ok "nothing new in /dev/shm" || fail "/dev/shm changed: $after"
finish
