#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# SMA_* / SHMEM_* variables: heap size (sparse), SHMEM_ winning, SMA_INFO
# and SMA_VERSION output on PE 0 only, and silence when nothing is asked.
# Honours SHMAP_BUILD (tests/run.sh: the build under test).
source "$(dirname "$0")/common.bash"
P=$B/tests/aux/bad_input
alloc() { # expected-exit size env...
    local want=$1 size=$2; shift 2
    env "$@" timeout 30 "$R" -np 2 "$P" alloc "$size" >/dev/null 2>&1
    local rc=$?
    [ $rc = "$want" ] && ok "alloc $size with $* -> $rc" || fail "alloc $size with $*: exit $rc, expected $want"
}
alloc 0 $((8 << 20)) SMA_SYMMETRIC_SIZE=16M
alloc 3 $((32 << 20)) SMA_SYMMETRIC_SIZE=16M
alloc 3 $((32 << 20)) SMA_SYMMETRIC_SIZE=1G SHMEM_SYMMETRIC_SIZE=16M   # SHMEM_ wins
alloc 0 $((32 << 20)) SMA_SYMMETRIC_SIZE=16M SHMEM_SYMMETRIC_SIZE=64MiB
# Reserved sparse: a 100 GiB heap per PE costs nothing until touched.
alloc 0 $((90 << 30)) SMA_SYMMETRIC_SIZE=100G
alloc 0 $((1 << 30)) SHMEM_SYMMETRIC_SIZE=2g
# OpenSHMEM 1.5 sizes: a fraction (rounded up), anything after the
# multiplier ignored.
alloc 0 $((5 << 28)) SMA_SYMMETRIC_SIZE=1.5G
alloc 3 $((7 << 28)) SMA_SYMMETRIC_SIZE=1.5G
alloc 0 $((1 << 18)) SHMEM_SYMMETRIC_SIZE=.5m
alloc 3 $((1 << 20)) SHMEM_SYMMETRIC_SIZE=.5m
alloc 0 $((15 << 10)) SMA_SYMMETRIC_SIZE=20kk
out=$(SMA_INFO=yes SMA_SYMMETRIC_SIZE=3.1M timeout 30 "$R" -np 2 "$P" alloc 64 2>&1)
grep -q 'SMA_SYMMETRIC_SIZE *= 3250586\b' <<<"$out" && ok "3.1M is 3250586 bytes" || fail "SMA_SYMMETRIC_SIZE=3.1M: $out"

out=$(SMA_INFO=yes SMA_SYMMETRIC_SIZE=256M timeout 30 "$R" -np 4 "$P" alloc 64 2>&1)
[ "$(grep -c 'SMA_SYMMETRIC_SIZE *= 268435456' <<<"$out")" = 1 ] && ok "SMA_INFO prints the table once, with values" || fail "SMA_INFO output: $out"
for v in VERSION INFO SYMMETRIC_SIZE DEBUG; do
    grep -q "SMA_$v" <<<"$out" && ok "SMA_INFO lists SMA_$v" || fail "SMA_INFO does not list SMA_$v"
done
out=$(SHMEM_VERSION=on timeout 30 "$R" -np 3 "$P" alloc 64 2>&1)
[ "$(grep -c '^shmap .*OpenSHMEM 1.6' <<<"$out")" = 1 ] && ok "SHMEM_VERSION prints once" || fail "SHMEM_VERSION output: $out"
out=$(timeout 30 "$R" -np 4 "$P" alloc 64 2>&1)
[ -z "$out" ] && ok "silent unless asked" || fail "unasked output: $out"
# A config file sets variables; any environment setting beats it.
cfg=$tmp/cfg
printf '# algorithms\nSHMEM_BCAST_ALGORITHM = tree\nSMA_REDUCE_ALGORITHM=scatter  # trailing comment\n' >"$cfg"
out=$(SMA_CONFIG=$cfg SMA_INFO=1 SMA_BCAST_ALGORITHM=flat timeout 30 "$R" -np 2 "$P" alloc 64 2>&1)
grep -q 'SMA_BCAST_ALGORITHM *= flat' <<<"$out" && grep -q 'SMA_REDUCE_ALGORITHM *= scatter' <<<"$out" &&
    ok "config file read; the environment wins over it" || fail "config file: $out"
printf 'SHMEM_BCAST_ALGORITHM tree\n' >"$cfg"
out=$(SMA_CONFIG=$cfg timeout 30 "$R" -np 2 "$P" alloc 64 2>&1); rc=$?
[ $rc = 1 ] && grep -q "start-up (before main): $cfg:1: expected NAME = value" <<<"$out" && ok "bad config line named" || fail "bad config line: $rc $out"
out=$(SMA_CONFIG=/no/such/file timeout 30 "$R" -np 2 "$P" alloc 64 2>&1); rc=$?
[ $rc = 1 ] && grep -q "SMA_CONFIG: cannot read '/no/such/file'" <<<"$out" && ok "missing config file named" || fail "missing config: $rc $out"
for v in BARRIER_ALGORITHM BARRIER_ALL_ALGORITHM BCAST_ALGORITHM REDUCE_ALGORITHM COLLECT_ALGORITHM SCAN_ALGORITHM; do
    out=$(env SHMEM_$v=fastest timeout 30 "$R" -np 2 "$P" alloc 64 2>&1); rc=$?
    [ $rc = 1 ] && grep -q "SHMEM_$v: unknown algorithm 'fastest' (known: auto, " <<<"$out" && ok "unknown $v listed" || fail "unknown $v: $rc $out"
done
# The network transport's settings are refused on one node too (nothing
# else reads them there), naming the variable and the value.
for c in "SHMAP_TRANSPORT=tcp|SHMAP_TRANSPORT must be auto, ucx or mpi, not 'tcp'" \
    "SMA_PROGRESS=often|SHMEM_PROGRESS must be auto, yes or no, not 'often'"; do
    v=${c%%|*} line=${c#*|}
    err=$(env "$v" timeout 30 "$R" -np 2 "$P" alloc 64 2>&1 >/dev/null); rc=$?
    if [ $rc = 1 ] && grep -F "$line" <<<"$err" | grep -qE "^shmap: PE [01]: start_pes: "; then
        ok "$v refused under oshrun"
    else
        fail "$v under oshrun: exit $rc: $err"
    fi
done
finish
