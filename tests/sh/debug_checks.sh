#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# SMA_DEBUG's collective check: PEs that enter a collective with different
# arguments (root, size, set, routine) are reported naming both PEs' values
# and the job ends, instead of hanging or corrupting data; agreed calls pass.
. "$(dirname "$0")/common.bash"
build_aux debug_prog

P='0 \+ k\*1, k < 4'
cases=(
  "same|0|"
  "root|1|shmap: PE 0: shmem_broadcast64: collective calls differ between PEs \(SMA_DEBUG check\): here shmem_broadcast64\(root 0, 32 bytes\) on PEs $P; PE 1 called shmem_broadcast64\(root 1, 32 bytes\) on PEs $P"
  "nelems|1|shmap: PE 0: shmem_long_sum_to_all: collective calls differ .*: here shmem_long_sum_to_all\(32 bytes, elements of 8 bytes\) on PEs $P; PE 3 called shmem_long_sum_to_all\(40 bytes, elements of 8 bytes\)"
  "set|1|shmap: PE 0: shmem_barrier: collective calls differ .*: here shmem_barrier\(\) on PEs $P; PE 1 called shmem_barrier\(\) on PEs 0 \+ k\*1, k < 2"
  "routine|1|shmap: PE 0: shmem_long_max_to_all: collective calls differ .*; PE 2 called shmem_barrier_all\(\) on PEs $P"
  "fcollect|1|shmap: PE 0: shmem_fcollect64: collective calls differ .*: here shmem_fcollect64\(16 bytes\) .*; PE 1 called shmem_fcollect64\(24 bytes\)"
  "team_reduce|1|shmap: PE 0: shmem_long_sum_reduce: collective calls differ .*; PE 3 called shmem_long_sum_reduce\(64 bytes, elements of 8 bytes\)"
)
for c in "${cases[@]}"; do
    IFS='|' read -r name want re <<<"$c"
    start=$(date +%s%N)
    err=$(SMA_DEBUG=1 timeout -k 2 20 "$R" -np 4 "$tmp/prog" "$name" 2>&1 >/dev/null)
    rc=$?
    ms=$((($(date +%s%N) - start) / 1000000))
    if [ "$rc" != "$want" ]; then
        fail "$name: exit $rc, expected $want: $err"
    elif [ -n "$re" ] && ! grep -Eq "$re" <<<"$err"; then
        fail "$name: stderr lacks /$re/: $err"
    elif [ -n "$re" ] && [ "$(grep -c '^shmap:' <<<"$err")" != 1 ]; then
        fail "$name: not exactly one shmap line: $err"
    else
        ok "$name ($ms ms)"
    fi
done
# Without SMA_DEBUG the agreed program runs as well (and no check runs).
timeout 20 "$R" -np 4 "$tmp/prog" same || fail "agreed collectives without SMA_DEBUG"
wait_for_none "the jobs above" "$tmp/prog" 0 && ok "no process left behind"
finish
