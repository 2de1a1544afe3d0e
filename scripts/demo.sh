#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The shmap demo: the 4-PE heat-diffusion example, then the put latency table.
# Run from anywhere after `make bench` (or `make demo`, which builds first).
set -u
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1

B=build
for f in "$B/bin/oshrun" "$B/bench/demo" "$B/bench/put_lat"; do
    if [ ! -x "$f" ]; then
        echo "demo.sh: $f is missing; run 'make bench' first" >&2
        exit 1
    fi
done

# A hang must not hold the terminal forever.
limit() {
    local secs=$1
    shift
    if command -v timeout >/dev/null 2>&1; then
        timeout "$secs" "$@"
    else
        "$@"
    fi
}

status=0
run() {
    local secs=$1
    shift
    echo
    echo "\$ $*"
    limit "$secs" "$@"
    local rc=$?
    if [ "$rc" -ne 0 ]; then
        [ "$rc" -eq 124 ] && echo "demo.sh: timed out after ${secs}s" >&2
        echo "demo.sh: '$*' failed (exit $rc)" >&2
        status=1
    fi
}

echo "== 1. A SHMEM program: 4 PEs, globals and heap mapped into each other"
run 60 "$B/bin/oshrun" -np 4 "$B/bench/demo"

echo
echo "== 2. Put latency and bandwidth between 2 PEs, against raw hardware"
run 120 "$B/bin/oshrun" -np 2 "$B/bench/put_lat"

exit "$status"
