#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The collective tests with each algorithm forced, one variable at a time
# (the others auto), at 2, 3, 5 and 8 PEs; then 64 PEs looping barrier +
# broadcast + reduce, which must finish (no livelock) within 120 s.
# Run from the repository root after `make tests`.
set -u
B=${SHMAP_BUILD:-build} # tests/run.sh: the build under test
R=$B/bin/oshrun
T=$B/tests/api
PROGS="shmem_coll_aset shmem_coll_team"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
ok() { echo "ok   $*"; }

for p in $PROGS; do
    [ -x "$T/$p" ] || { echo "FAIL: $T/$p is not built (make $T/$p)"; exit 1; }
done
[ -x "$R" ] || { echo "FAIL: $R is not built (make all)"; exit 1; }

SETTINGS="
SHMEM_BARRIER_ALGORITHM=central
SHMEM_BARRIER_ALGORITHM=dissemination
SHMEM_BARRIER_ALL_ALGORITHM=counter
SHMEM_BARRIER_ALL_ALGORITHM=central
SHMEM_BARRIER_ALL_ALGORITHM=dissemination
SHMEM_BCAST_ALGORITHM=push
SHMEM_BCAST_ALGORITHM=flat
SHMEM_BCAST_ALGORITHM=tree
SHMEM_REDUCE_ALGORITHM=push
SHMEM_REDUCE_ALGORITHM=flat
SHMEM_REDUCE_ALGORITHM=local
SHMEM_REDUCE_ALGORITHM=scatter
SHMEM_COLLECT_ALGORITHM=push
SHMEM_COLLECT_ALGORITHM=flat
SHMEM_COLLECT_ALGORITHM=ring
"

start=$(date +%s)
for s in $SETTINGS; do
    var=${s%%=*} val=${s#*=}
    for n in 2 3 5 8; do
        for p in $PROGS; do
            # SHMEM_INFO: PE 0 prints the settings, proving the library
            # took this one (SMA_<NAME> is how it lists them).
            out=$(env SHMAP_TEST_QUICK="${SHMAP_TEST_QUICK:-0}" SHMEM_INFO=1 "$s" \
                timeout -k 5 60 "$R" -np "$n" "$T/$p" 2>&1 </dev/null)
            rc=$?
            if [ $rc != 0 ]; then
                [ $rc = 124 ] && why="timed out after 60 s" || why="exit $rc"
                fail "$p np=$n $s: $why"
                grep -v '^  SMA_\|^shmap environment' <<<"$out" | tail -10 | sed 's/^/     | /'
            elif ! grep -q "SMA_${var#SHMEM_} *= $val\b" <<<"$out"; then
                fail "$p np=$n $s: SMA_INFO does not show the setting"
            else
                ok "$p np=$n $s"
            fi
        done
    done
done

# Many PEs on few cores: every barrier, broadcast and reduction needs
# descheduled PEs to run; a livelock shows as the timeout.
t0=$(date +%s)
out=$(env SHMAP_TEST_LOOP=1000 timeout -k 5 120 "$R" -np 64 \
    "$T/shmem_coll_team" 2>&1 </dev/null)
rc=$?
secs=$(($(date +%s) - t0))
if [ $rc = 0 ]; then
    ok "64 PEs, 1000 rounds of barrier + broadcast + reduce (${secs} s)"
else
    [ $rc = 124 ] && why="no progress: timed out after 120 s" || why="exit $rc"
    fail "64 PEs, 1000 rounds of barrier + broadcast + reduce: $why"
    tail -10 <<<"$out" | sed 's/^/     | /'
fi
echo "coll_algs: $(($(date +%s) - start)) s, $fails failed"
exit $((fails > 0))
