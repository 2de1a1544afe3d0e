#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The transport seam holds: with SMA_TRANSPORT=indirect every other PE is
# reached through the transport interface (remote.h) and the header's
# inline paths decline them, so any code that still dereferenced a peer's
# memory directly would crash here. The API and legacy programs must pass
# unchanged (shmem_ptr is NULL for such peers, which they expect). An
# unknown transport is an error naming the variable. Honours SHMAP_BUILD
# (tests/run.sh: the build under test).
source "$(dirname "$0")/common.bash"
runs=0
for bin in "$B"/tests/api/* "$B"/tests/cray/* "$B"/tests/aux/shmem_put.noinline; do
    [ -x "$bin" ] || continue
    for n in 2 3; do
        runs=$((runs + 1))
        if out=$(SMA_TRANSPORT=indirect timeout 120 "$R" -np $n "$bin" 2>&1); then
            ok "SMA_TRANSPORT=indirect $(basename "$bin") np=$n"
        else
            fail "SMA_TRANSPORT=indirect $(basename "$bin") np=$n"
            tail -5 <<<"$out" | sed 's/^/    /'
        fi
    done
done
# The inline fast paths of an optimised program fall through to the
# library for such peers (else shmem_put above would have crashed): also
# check the library said which transport it chose in SMA_INFO.
info=$(SMA_TRANSPORT=indirect SMA_INFO=1 "$R" -np 2 "$B"/tests/api/shmem_init 2>&1)
grep -q 'TRANSPORT.*indirect' <<<"$info" && ok "SMA_INFO shows TRANSPORT indirect" || fail "SMA_INFO does not show TRANSPORT indirect"
out=$(SMA_TRANSPORT=carrier-pigeon "$R" -np 2 "$B"/tests/api/shmem_init 2>&1)
rc=$?
if [ $rc = 0 ] || ! grep -q "SHMEM_TRANSPORT: unknown transport 'carrier-pigeon'" <<<"$out"; then
    fail "an unknown transport: exit $rc, said: $out"
else
    ok "an unknown transport is refused, naming the variable"
fi
echo "$runs programs through the transport interface, $fails failed"
finish
