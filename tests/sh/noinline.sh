#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The RMA test through the library's exported entry points (no inline fast
# paths: -DSHMAP_NO_INLINE, and -O0), and the inline paths' error routing.
set -u
R=build/bin/oshrun
fails=0
for bin in build/tests/aux/shmem_put.noinline build/tests/aux/shmem_put.O0; do
    calls=$(objdump -d "$bin" | grep -c 'call.*<shmem_long_p')
    [ "$calls" -gt 0 ] || { echo "FAIL: $bin does not call shmem_long_p"; fails=$((fails + 1)); }
    for n in 1 2 3; do
        if timeout 60 "$R" -np $n "$bin" >/dev/null 2>&1; then echo "ok   $bin np=$n"
        else echo "FAIL: $bin np=$n"; fails=$((fails + 1)); fi
    done
done
# The default (-O2) build inlines them: no call left.
calls=$(objdump -d build/tests/api/shmem_put | grep -c 'call.*<shmem_long_p@plt>')
[ "$calls" = 0 ] && echo "ok   shmem_long_p is inlined at -O2" || { echo "FAIL: $calls calls to shmem_long_p at -O2"; fails=$((fails + 1)); }
exit $((fails > 0))
