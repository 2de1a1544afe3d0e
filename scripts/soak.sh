#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Soak (make soak; minutes, not part of make check):
#  1. 64 PEs on this machine's CPUs, 10,000 iterations of barrier +
#     broadcast + reduce + lock, results checked, no livelock, time reported;
#  2. 1,000 launches of a 4-PE job in a row: no process, mapping,
#     descriptor or file left behind (checked before and after).
# SOAK_PES, SOAK_ITERS and SOAK_LAUNCHES change the sizes.
set -u
cd "$(dirname "$0")/.."
R=build/bin/oshrun
PES=${SOAK_PES:-64} ITERS=${SOAK_ITERS:-10000} LAUNCHES=${SOAK_LAUNCHES:-1000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
build/bin/oshcc -O2 -Werror=implicit-function-declaration -o "$tmp/soak" tests/soak/soak_prog.c || exit 1

echo "== $PES PEs on $(nproc) CPUs, $ITERS iterations"
start=$(date +%s%N)
# A livelock or hang shows as the timeout: oshrun then reports every PE.
if ! timeout -k 5 3600 "$R" --timeout 3000 -np "$PES" "$tmp/soak" "$ITERS"; then
    fail "the $PES-PE soak did not end cleanly"
fi
echo "   wall $((($(date +%s%N) - start) / 1000000)) ms"

echo "== $LAUNCHES launches of a 4-PE job"
snapshot() { # what a job could leave behind
    echo "procs $(pgrep -fc "$tmp/soak" 2>/dev/null)"
    echo "shm $(ls /dev/shm 2>/dev/null | wc -l)"
    echo "tmp $(ls /tmp | grep -c '^oshrun-')"
    echo "fds $(ls /proc/$$/fd | wc -l)"
    echo "memfds $(ls -l /proc/[0-9]*/fd 2>/dev/null | grep -c 'memfd:shmap')"
}
before=$(snapshot)
start=$(date +%s%N)
for i in $(seq 1 "$LAUNCHES"); do
    timeout -k 2 30 "$R" -np 4 "$tmp/soak" 3 >/dev/null || { fail "launch $i failed"; break; }
done
ms=$((($(date +%s%N) - start) / 1000000))
after=$(snapshot)
echo "   $LAUNCHES launches in $ms ms ($((ms / LAUNCHES)) ms each)"
[ "$before" = "$after" ] && echo "   nothing left behind: $(tr '\n' ' ' <<<"$after")" ||
    fail "left behind: before [$(tr '\n' ' ' <<<"$before")] after [$(tr '\n' ' ' <<<"$after")]"
[ $fails = 0 ] && echo "soak: passed"
exit $((fails > 0))
