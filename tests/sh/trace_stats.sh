#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Tracing (SHMEM_LOG_LEVELS, SHMEM_LOG_FILE) and statistics (SHMEM_STATS,
# oshrun --stats) on a program whose traffic is known exactly.
. "$(dirname "$0")/common.bash"
build_aux trace_prog

# ---- tracing ----
out=$(timeout 30 "$R" -np 3 "$tmp/prog" 2>&1)
[ -z "$out" ] && ok "nothing traced or counted when unset" || fail "output with tracing off: $out"

SHMEM_LOG_LEVELS=ALL SHMEM_LOG_FILE="$tmp/trace.%p" timeout 30 "$R" -np 3 "$tmp/prog" >/dev/null 2>&1 ||
    fail "traced run failed"
for pe in 0 1 2; do
    f=$tmp/trace.$pe
    [ -s "$f" ] || { fail "no trace file for PE $pe"; continue; }
    bad=$(grep -vcE "^[0-9]+\.[0-9]{9} PE $pe [A-Z]+ [a-z_0-9]+: " "$f")
    [ "$bad" = 0 ] || fail "PE $pe: $bad malformed lines: $(grep -vE "^[0-9]+\.[0-9]{9} PE $pe " "$f" | head -3)"
    for fac in INIT SYMBOLS INFO SERVICE MEMORY BARRIER BROADCAST COLLECT REDUCE LOCK CACHE; do
        grep -q " PE $pe $fac " "$f" || fail "PE $pe traced no $fac event"
    done
    # one PE's lines are in time order
    sort -c -n "$f" 2>/dev/null || fail "PE $pe's trace is not in time order"
done
grep -q " PE 0 QUIET shmem_quiet: " "$tmp/trace.0" && grep -q " PE 0 FENCE shmem_fence: " "$tmp/trace.0" ||
    fail "PE 0's quiet and fence not traced"
grep -q "MEMORY shmem_malloc: 4096 bytes (alignment 0) at 0x" "$tmp/trace.1" || fail "shmem_malloc not traced with its size"
grep -q "REDUCE shmem_long_sum_to_all: 4 elements of 8 bytes over PEs 0 + k\*1, k < 3" "$tmp/trace.2" ||
    fail "reduction not traced with its arguments: $(grep REDUCE "$tmp/trace.2")"
# all PEs into one file: sorting by the first field orders the job
SHMEM_LOG_LEVELS=barrier SHMEM_LOG_FILE="$tmp/all" timeout 30 "$R" -np 3 "$tmp/prog" >/dev/null 2>&1
n=$(wc -l <"$tmp/all")
[ "$n" -ge 12 ] && [ "$(grep -c ' BARRIER ' "$tmp/all")" = "$n" ] && ok "one file for all PEs: $n BARRIER lines only" ||
    fail "SHMEM_LOG_LEVELS=barrier into one file: $(head -5 "$tmp/all")"
[ "$(sort -n "$tmp/all" | awk '{print $3}' | sort -u | wc -l)" = 3 ] || fail "not every PE in the shared trace file"
# separators and case; stderr when no file
out=$(SMA_LOG_LEVELS=" Lock;fatal ,Init" timeout 30 "$R" -np 2 "$tmp/prog" 2>&1 >/dev/null)
facs=$(awk '{print $4}' <<<"$out" | sort -u | tr '\n' ' ')
[ "$facs" = "INIT LOCK " ] && ok "comma, semicolon and space separated, any case, to stderr" || fail "facilities traced: '$facs'"
out=$(SHMEM_LOG_LEVELS="barrier,bogus" timeout 30 "$R" -np 2 "$tmp/prog" 2>&1)
rc=$?
[ $rc = 1 ] && grep -q "shmap: PE [01]: shmem_init: SHMEM_LOG_LEVELS: unknown facility 'bogus'" <<<"$out" &&
    ok "an unknown facility is named and ends the job" || fail "bad facility: exit $rc: $out"

# ---- statistics ----
SHMEM_STATS="$tmp/stats" timeout 30 "$R" -np 3 "$tmp/prog" >/dev/null 2>&1 || fail "counted run failed"
want() { grep -qx "$1" "$tmp/stats" && ok "stats: $1" || fail "stats lack '$1': $(grep "PE 0" "$tmp/stats")"; }
want "shmap-stats PE 0 to 1 put 14 1088"  # 10 x 100 B, put-with-signal's 16 B,
# and the pushes of broadcast64 (32 B from root 0), long_sum_to_all (its 32 B
# contribution) and fcollect64 (8 B)
want "shmap-stats PE 0 to 1 amo 3 24"
want "shmap-stats PE 0 to 1 signal 1 8"
grep -qE "^shmap-stats PE 0 to 1 get [0-9]+ [0-9]+$" "$tmp/stats" || fail "no gets from PE 0 to PE 1"
g=$(awk '$1=="shmap-stats" && $3==0 && $5==1 && $6=="get" {print $7}' "$tmp/stats")
[ "${g:-0}" -ge 5 ] || fail "PE 0's gets from PE 1: ${g:-none}, at least 5"
grep -qE "^shmap-stats PE 0 quiet [0-9]+$" "$tmp/stats" || fail "no quiet count"
grep -qE "^shmap-stats PE [0-2] wait shmem_barrier_all [0-9]+ [0-9]+$" "$tmp/stats" || fail "no barrier waits"
grep -q "PE 2 to 2 " "$tmp/stats" && fail "a PE counted accesses to itself"
[ "$(grep -c . "$tmp/stats")" = "$(grep -cE '^shmap-stats PE [0-9]+ (to [0-9]+ [a-z]+ [0-9]+ [0-9]+|quiet [0-9]+|wait [a-z_0-9]+ [0-9]+ [0-9]+)$' "$tmp/stats")" ] ||
    fail "malformed statistics lines"
rm -f "$tmp/stats"
SHMEM_STATS="$tmp/s.%p" timeout 30 "$R" -np 2 "$tmp/prog" >/dev/null 2>&1
[ -s "$tmp/s.0" ] && [ -s "$tmp/s.1" ] && ! grep -q "PE 1" "$tmp/s.0" && ok "SHMEM_STATS with %p: one file per PE" ||
    fail "SHMEM_STATS=%p files"
out=$(SMA_STATS=1 timeout 30 "$R" -np 2 "$tmp/prog" 2>&1 >/dev/null)
grep -q "^shmap-stats PE 1 to 0 " <<<"$out" && ok "SMA_STATS=1: standard error" || fail "SMA_STATS=1: $out"

if "$R" --help 2>&1 | grep -q -- "--stats"; then
    out=$(timeout 30 "$R" --stats -np 3 "$tmp/prog" 2>&1 >/dev/null)
    grep -qE "^ +0 +17 +1160 " <<<"$out" && grep -qE "^ +all " <<<"$out" && grep -q "^shmem_barrier_all " <<<"$out" &&
        ok "oshrun --stats sums the PEs into one table" || fail "oshrun --stats table: $out"
    grep -q "^shmap-stats" <<<"$out" && fail "oshrun --stats left raw lines on stderr"
    # Two NUMA nodes (hwloc's synthetic topology: placed, not bound): PE 0's
    # 1088 B of puts, 40 B of gets, 24 of AMOs and 8 of signal all cross.
    out=$(HWLOC_SYNTHETIC="pack:2 numa:1 core:2 pu:1" timeout 30 "$R" --stats -np 2 "$tmp/prog" 2>&1 >/dev/null)
    grep -qE "^ +0 +14 +1088 +5 +40 +3 +1 +[0-9]+ +[0-9]+ +[0-9]+ +0 +1160 +0$" <<<"$out" &&
        ok "oshrun --stats: bytes to PEs on another NUMA node" || fail "NUMA columns: $out"
fi
# Across (pseudo-)nodes: the counting transport stands in front of MPI's
# too, and the node barrier still finds its node's words (through the
# mappings, not the per-peer table the counting transport empties).
if command -v mpirun >/dev/null && [ -x build/lib/libsma_mpi.so ]; then
    out=$(OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_osc=^rdma \
        timeout -k 5 60 mpirun --oversubscribe -np 4 -x SHMAP_NODE_SIZE=2 -x SMA_STATS=1 \
        "$tmp/prog" 2>&1 >/dev/null); rc=$?
    [ $rc = 0 ] && [ "$(grep -c '^shmap-stats PE [0-3] quiet ' <<<"$out")" = 4 ] &&
        grep -q '^shmap-stats PE 0 to 2 ' <<<"$out" &&
        ok "SMA_STATS across 2 pseudo-nodes of 2: every PE reports, PE 0's puts to PE 2 on the other counted" ||
        fail "SMA_STATS across pseudo-nodes: exit $rc: $(tail -5 <<<"$out")"
else
    echo "SKIP: mpirun and libsma_mpi.so (statistics across nodes)"
fi
finish
