#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The collective tests with each algorithm forced, one variable at a time
# (the others auto), at 2, 3, 5 and 8 PEs; then 64 PEs looping barrier +
# broadcast + reduce, which must finish (no livelock) within 120 s.
# Run from the repository root after `make tests`; honours SHMAP_BUILD
# (tests/run.sh: the build under test).
source "$(dirname "$0")/common.bash"
T=$B/tests/api
PROGS="shmem_coll_aset shmem_coll_team shmem_coll_sgi"

for p in $PROGS shmem_scan; do
    [ -x "$T/$p" ] || { fail "$T/$p is not built (make $T/$p)"; exit 1; }
done
[ -x "$R" ] || { fail "$R is not built (make all)"; exit 1; }

SETTINGS="
SHMEM_BARRIER_ALGORITHM=central
SHMEM_BARRIER_ALGORITHM=dissemination
SHMEM_BARRIER_ALGORITHM=numa
SHMEM_BARRIER_ALL_ALGORITHM=counter
SHMEM_BARRIER_ALL_ALGORITHM=central
SHMEM_BARRIER_ALL_ALGORITHM=dissemination
SHMEM_BARRIER_ALL_ALGORITHM=numa
SHMEM_BCAST_ALGORITHM=push
SHMEM_BCAST_ALGORITHM=numa
SHMEM_BCAST_ALGORITHM=flat
SHMEM_BCAST_ALGORITHM=tree
SHMEM_REDUCE_ALGORITHM=push
SHMEM_REDUCE_ALGORITHM=numa
SHMEM_REDUCE_ALGORITHM=flat
SHMEM_REDUCE_ALGORITHM=local
SHMEM_REDUCE_ALGORITHM=scatter
SHMEM_COLLECT_ALGORITHM=push
SHMEM_COLLECT_ALGORITHM=numa
SHMEM_COLLECT_ALGORITHM=flat
SHMEM_COLLECT_ALGORITHM=ring
"

start=$(date +%s)
# One run of program p at n PEs with setting s (VAR=value) in force.
run_with() { # p n s
    local p=$1 n=$2 s=$3 var=${3%%=*} val=${3#*=} out rc why
    # SHMEM_INFO: PE 0 prints the settings, proving the library took this
    # one (SMA_<NAME> is how it lists them).
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
}
for s in $SETTINGS; do
    for n in 2 3 5 8; do
        for p in $PROGS; do run_with "$p" "$n" "$s"; done
    done
done
# Scans (OpenSHMEM 1.6): their own test, each algorithm forced, its sizes
# on both sides of the automatic choice.
for s in SHMEM_SCAN_ALGORITHM=doubling SHMEM_SCAN_ALGORITHM=scatter; do
    for n in 2 3 5 8; do run_with shmem_scan "$n" "$s"; done
done

# The randomized workload against its model (tests/api/stress_model.c),
# whose collectives run back to back on one dest in two rounds of three,
# under each algorithm forced: odd and oversubscribed counts, a seed per
# setting.
k=0
for s in $SETTINGS; do
    k=$((k + 1))
    for n in 3 8; do
        out=$(env SHMAP_STRESS_SEED=$((20261127 + k)) SHMAP_STRESS_ROUNDS="${SHMAP_STRESS_ROUNDS:-250}" "$s" \
            timeout -k 5 120 "$R" -np "$n" "$T/stress_model" 2>&1 </dev/null)
        rc=$?
        [ $rc = 0 ] && ok "stress_model np=$n $s" ||
            { fail "stress_model np=$n $s: exit $rc"; grep -m5 FAIL <<<"$out" | sed 's/^/     | /'; }
    done
done

# The NUMA-hierarchical barriers, broadcasts, reductions and fcollects
# where PEs span NUMA nodes: hwloc's synthetic topologies (placed, not
# bound: this machine has one node), by auto and forced, with the PEs'
# nodes interleaved (round robin) and packed; 3, 5 and 8 PEs over 4 nodes
# make groups of 1 and 2, and leaders not a power of two; shmem_coll_b2b
# runs them back to back with changing roots and sizes on both sides of
# the push limits. SHMEM_LOG_LEVELS shows that auto took them.
for topo in "pack:2 numa:2 core:2 pu:1" "pack:1 numa:2 core:4 pu:1"; do
    for map in numa core; do
        for n in 3 5 8; do
            for s in SHMEM_BARRIER_ALGORITHM=auto SHMEM_BARRIER_ALGORITHM=numa; do
                for p in $PROGS shmem_coll_b2b; do
                    out=$(env SHMAP_TEST_QUICK="${SHMAP_TEST_QUICK:-0}" HWLOC_SYNTHETIC="$topo" "$s" \
                        SHMEM_BARRIER_ALL_ALGORITHM="${s#*=}" SHMEM_BCAST_ALGORITHM="${s#*=}" \
                        SHMEM_REDUCE_ALGORITHM="${s#*=}" SHMEM_COLLECT_ALGORITHM="${s#*=}" \
                        timeout -k 5 60 "$R" --map-by $map -np "$n" "$T/$p" 2>&1 </dev/null)
                    rc=$?
                    [ $rc = 0 ] && ok "$p np=$n '$topo' --map-by $map ${s#*=}" ||
                        { fail "$p np=$n on '$topo' --map-by $map, $s: exit $rc"; tail -5 <<<"$out" | sed 's/^/     | /'; }
                done
            done
        done
    done
done
out=$(HWLOC_SYNTHETIC="pack:2 numa:2 core:2 pu:1" SHMEM_LOG_LEVELS=barrier,broadcast,reduce,collect \
    timeout -k 5 60 "$R" --map-by numa -np 4 "$T/shmem_coll_team" 2>&1 </dev/null)
missing=""
for f in BARRIER BROADCAST REDUCE COLLECT; do
    grep -q "$f .*by NUMA node" <<<"$out" || missing="$missing $f"
done
[ -z "$missing" ] && ok "auto takes the NUMA barrier, broadcast, reduction and fcollect where PEs span NUMA nodes" ||
    fail "auto did not take the NUMA algorithm for:$missing"
out=$(SHMEM_LOG_LEVELS=barrier,broadcast,reduce,collect timeout -k 5 60 "$R" -np 4 "$T/shmem_coll_team" 2>&1 </dev/null)
grep -q "by NUMA node" <<<"$out" && fail "the NUMA algorithms on one NUMA node: $(grep 'by NUMA' <<<"$out" | head -2)"

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
finish
