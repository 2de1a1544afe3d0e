#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The transport seam holds: with SMA_TRANSPORT=indirect every other PE is
# reached through the transport interface (remote.h) and the header's
# inline paths decline them, so any code that still dereferenced a peer's
# memory directly would crash here. The API and legacy programs must pass
# unchanged (shmem_ptr is NULL for such peers, which they expect). An
# unknown transport is an error naming the variable.
set -u
B=${SHMAP_BUILD:-build} # tests/run.sh: the build under test
R=$B/bin/oshrun
fails=0 runs=0
for bin in "$B"/tests/api/* "$B"/tests/cray/* "$B"/tests/aux/shmem_put.noinline; do
    [ -x "$bin" ] || continue
    for n in 2 3; do
        runs=$((runs + 1))
        if ! out=$(SMA_TRANSPORT=indirect timeout 120 "$R" -np $n "$bin" 2>&1); then
            echo "FAIL: SMA_TRANSPORT=indirect $(basename "$bin") np=$n"
            tail -5 <<<"$out" | sed 's/^/    /'
            fails=$((fails + 1))
        fi
    done
done
# The inline fast paths of an optimised program fall through to the
# library for such peers (else shmem_put above would have crashed): also
# check the library said which transport it chose in SMA_INFO.
info=$(SMA_TRANSPORT=indirect SMA_INFO=1 "$R" -np 2 "$B"/tests/api/shmem_init 2>&1)
grep -q 'TRANSPORT.*indirect' <<<"$info" || { echo "FAIL: SMA_INFO does not show TRANSPORT indirect"; fails=$((fails + 1)); }
out=$(SMA_TRANSPORT=carrier-pigeon "$R" -np 2 "$B"/tests/api/shmem_init 2>&1)
rc=$?
if [ $rc = 0 ] || ! grep -q "SHMEM_TRANSPORT: unknown transport 'carrier-pigeon'" <<<"$out"; then
    echo "FAIL: an unknown transport: exit $rc, said: $out"
    fails=$((fails + 1))
fi
echo "$runs programs through the transport interface, $fails failed"
exit $((fails > 0))
