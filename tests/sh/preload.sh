#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# libsma swapped in under LD_PRELOAD for a program linked against another
# SHMEM library, and a non-PIE program with libsma.a and a 64 MiB .bss.
source "$(dirname "$0")/common.bash"
A=build/tests/aux
check() { # name expected-exit command...
    local name=$1 want=$2; shift 2
    out=$(timeout -k 2 30 "$@" 2>&1); rc=$?
    if [ "$rc" = "$want" ]; then ok "$name (exit $rc)"; else
        fail "$name: exit $rc, expected $want"; sed 's/^/    /' <<<"$out"; fi
}
# Sanity: without the preload the stub library is reached and aborts, so
# the next checks really prove that libsma took over.
check "stub library alone aborts" 134 "$R" -np 2 "$A/preload_prog"
for n in 1 2 4 8; do
    check "LD_PRELOAD np=$n" 0 env LD_PRELOAD="$PWD/build/lib/libsma.so" "$R" -np "$n" "$A/preload_prog"
    check "non-PIE static libsma.a np=$n" 0 "$R" -np "$n" "$A/nopie_prog"
done
# Preloaded into ordinary tools (bash, a pipeline) the library stays inert.
check "preloaded into a shell pipeline" 0 env LD_PRELOAD="$PWD/build/lib/libsma.so" bash -c 'echo hi | grep -q hi && ls / >/dev/null'
check "preloaded into PEs that are shells" 0 env LD_PRELOAD="$PWD/build/lib/libsma.so" "$R" -np 2 bash -c 'true | cat >/dev/null'
readelf -h "$A/nopie_prog" | grep -q "Type:.*EXEC" && ok "nopie_prog is not PIE" || fail "nopie_prog is PIE"
finish
