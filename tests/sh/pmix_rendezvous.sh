#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# A PMIx job's rendezvous (issue #32): the node's first PE listens on an
# abstract Unix socket, which /proc/net/unix shows to anyone on the
# machine; it must take a segment file only from the job's own PEs (this
# user's, with the cookie PMIx gave them). While PE 1 is held back, an
# intruder offers a file as PE 1 with a wrong cookie, and then garbage;
# both wait in the leader's queue ahead of PE 1. Both connections are
# closed without a word, and the job runs to success with PE 1's real
# segments mapped (shmem_put's checks). mpirun's PMIx server with
# SHMAP_PMIX=1 stands for srun here.
source "$(dirname "$0")/common.bash"
command -v mpirun >/dev/null || { echo "SKIP: no mpirun (Open MPI's PMIx server)"; exit 77; }
[ -f $B/lib/libsma_pmix.so ] || { echo "SKIP: no $B/lib/libsma_pmix.so (PMIx's headers: libpmix-dev)"; exit 77; }
build_aux pmix_intruder "$tmp/intruder"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
P=$PWD/$B/tests/api/shmem_put
# PE 1 starts its program only once $tmp/go exists
timeout -k 5 60 mpirun --oversubscribe -np 2 -x SHMAP_PMIX=1 -x SMA_LOG_LEVELS=INIT \
    sh -c 'if [ "$PMIX_RANK" = 1 ]; then while [ ! -e "$0/go" ]; do sleep 0.05; done; fi; exec "$1"' \
    "$tmp" "$P" >"$tmp/out" 2>&1 &
job=$!
# the leader's socket: @shmap-pmix-PID-TAG, PID PE 0's (this test's
# processes only: another test's job may have one too)
name=
ours() {
    tagged "" "shmem_put"
    [ ${#PIDS[@]} -gt 0 ] || return 1
    local re
    re=$(IFS='|'; echo "${PIDS[*]}")
    name=$(grep -oE "@shmap-pmix-($re)-[0-9a-f]+" /proc/net/unix | head -1)
    [ -n "$name" ]
}
wait_until 30 ours ||
    fail "no rendezvous socket appeared: $(tail -3 "$tmp/out" | tr '\n' ';')"
# The leader takes connections once PE 1 has passed PMIx's fence: the
# intruder's two wait in its queue before PE 1's.
if [ -n "$name" ]; then
    "$tmp/intruder" "${name#@}" 1 >"$tmp/intr" 2>&1 &
    intr=$!
    wait_until 10 grep -q "pmix_intruder: sent" "$tmp/intr" || fail "the intruder sent nothing: $(cat "$tmp/intr")"
fi
touch "$tmp/go"
if [ -n "$name" ]; then
    wait $intr
    rc=$?
    out=$(tail -1 "$tmp/intr")
    [ $rc = 0 ] && ok "an intruder as PE 1 with a wrong cookie, and garbage: $out" ||
        fail "the intruder: exit $rc: $out"
fi
wait $job
rc=$?
j=$(grep -cE "INIT shmem_init: PE [01] of 2, .* joined through PMIx" "$tmp/out")
[ $rc = 0 ] && [ "$j" = 2 ] && ok "the job then runs, both PEs joined through PMIx, PE 1's own segments mapped" ||
    fail "the job after the intruder: exit $rc, $j of 2 joined: $(grep -v INIT "$tmp/out" | tail -3 | tr '\n' ';')"
finish
