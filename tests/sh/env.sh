#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# SMA_* / SHMEM_* variables: heap size (sparse), SHMEM_ winning, SMA_INFO
# and SMA_VERSION output on PE 0 only, and silence when nothing is asked.
set -u
R=build/bin/oshrun
P=build/tests/aux/bad_input
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
ok() { echo "ok   $*"; }
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

out=$(SMA_INFO=yes SMA_SYMMETRIC_SIZE=256M timeout 30 "$R" -np 4 "$P" alloc 64 2>&1)
[ "$(grep -c 'SMA_SYMMETRIC_SIZE *= 268435456' <<<"$out")" = 1 ] && ok "SMA_INFO prints the table once, with values" || fail "SMA_INFO output: $out"
for v in VERSION INFO SYMMETRIC_SIZE DEBUG; do
    grep -q "SMA_$v" <<<"$out" || fail "SMA_INFO does not list SMA_$v"
done
out=$(SHMEM_VERSION=on timeout 30 "$R" -np 3 "$P" alloc 64 2>&1)
[ "$(grep -c '^shmap .*OpenSHMEM 1.5' <<<"$out")" = 1 ] && ok "SHMEM_VERSION prints once" || fail "SHMEM_VERSION output: $out"
out=$(timeout 30 "$R" -np 4 "$P" alloc 64 2>&1)
[ -z "$out" ] && ok "silent unless asked" || fail "unasked output: $out"
exit $((fails > 0))
