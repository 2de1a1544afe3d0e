#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The two-node harness (tests/sh/netns.bash) holds, proved with a plain
# MPI program (tests/aux/mpi_twonode.c) under Debian's Open MPI: the job
# spans two hosts in two network namespaces, MPI_COMM_TYPE_SHARED sees two
# nodes, collectives and one-sided Put/Get/Fetch_and_op across them are
# right (over Open MPI's ob1 and, for MPI_THREAD_MULTIPLE, over UCX), their
# bytes cross the veth pair and not the root namespace, only the variables
# passed reach the far node, a program named relative to the repo runs
# there in the same directory, a job past its time limit is ended, and
# nothing is left behind. Skipped (with a SKIP line) without root, Open
# MPI or network namespaces.
# shmap-test: serial: tests/run.sh runs it alone, as it sets up network
# namespaces and counts the bytes on the root namespace's interfaces, which
# other tests' traffic would change.
. tests/sh/common.bash
. tests/sh/netns.bash
command -v mpicc >/dev/null || netns_skip "no mpicc (libopenmpi-dev)"
netns_up
prog=$tmp/mpi_twonode
mpicc -std=c11 -O2 -Wall -Wextra -Werror=implicit-function-declaration -o "$prog" tests/aux/mpi_twonode.c || { fail "mpicc cannot build tests/aux/mpi_twonode.c"; exit 1; }

# root_bytes: bytes received and sent by every interface of the root
# namespace, where this script runs
root_bytes() {
    cat /sys/class/net/*/statistics/{rx,tx}_bytes | awk '{s += $1} END {printf "%.0f\n", s}'
}
# rank_line K HOST IP PROBE: rank K's line says it ran on HOST, saw no
# address but 127.0.0.1 and IP, and MPI_TWONODE_PROBE=PROBE, in the repo
rank_line() {
    grep -qxF "mpi_twonode: rank $1 of 4 on $2 node $3 addresses 127.0.0.1 $4 probe $5 cwd $PWD" "$tmp/out"
}
bulk=$((8 * 1024 * 1024)) # what mpi_twonode puts and gets across, 4 ranks

a1=$(netns_bytes 1) b1=$(netns_bytes 2) r1=$(root_bytes) start=$(date +%s%N)
MPI_TWONODE_PROBE=passed NETNS_X=MPI_TWONODE_PROBE mpirun_2nodes 4 "$prog" >"$tmp/out" 2>&1
rc=$?
ms=$((($(date +%s%N) - start) / 1000000))
a2=$(netns_bytes 1) b2=$(netns_bytes 2) r2=$(root_bytes)
cmd="${NETNS_CMD[*]}"
if [ $rc = 0 ] && grep -qx "mpi_twonode: 4 ranks on 2 nodes ok" "$tmp/out"; then
    ok "4 ranks on 2 nodes: shared-memory split, Allreduce, Put/Get/Fetch_and_op ($ms ms)"
else
    fail "mpirun_2nodes 4 mpi_twonode: exit $rc"; sed 's/^/    /' "$tmp/out" | head -30
    echo "    command: $cmd"
fi
rank_line 0 node1 0 "$NETNS_IP1" passed && rank_line 1 node1 0 "$NETNS_IP1" passed &&
    rank_line 2 node2 2 "$NETNS_IP2" passed && rank_line 3 node2 2 "$NETNS_IP2" passed &&
    ok "ranks 0-1 on node1 ($NETNS_IP1), 2-3 on node2 ($NETNS_IP2), -x passed, same directory" ||
    fail "the ranks' lines:"$'\n'"$(grep '^mpi_twonode: rank' "$tmp/out")"
# Each veth end counted the bulk and then some; the root namespace's
# interfaces saw less than half of it (whatever else this machine did
# meanwhile).
[ $((a2 - a1)) -ge $bulk ] && [ $((b2 - b1)) -ge $bulk ] &&
    ok "$(((a2 - a1) / 1024)) KiB crossed the veth pair" ||
    fail "veth bytes during the job: $((a2 - a1)) and $((b2 - b1)), want at least $bulk"
[ $((r2 - r1)) -lt $((bulk / 2)) ] && ok "root namespace: $(((r2 - r1) / 1024)) KiB meanwhile" ||
    fail "the root namespace's interfaces moved $((r2 - r1)) bytes during the job"

# Open MPI's UCX instead, asked for MPI_THREAD_MULTIPLE: as right, and
# as much on the veth pair.
a1=$(netns_bytes 1)
NETNS_UCX=1 mpirun_2nodes 4 "$prog" multiple >"$tmp/out" 2>&1
rc=$?
a2=$(netns_bytes 1)
if [ $rc = 0 ] && grep -qx "mpi_twonode: 4 ranks on 2 nodes ok" "$tmp/out" && [ $((a2 - a1)) -ge $bulk ]; then
    ok "NETNS_UCX=1, MPI_THREAD_MULTIPLE: the same, $(((a2 - a1) / 1024)) KiB on the veth pair"
else
    fail "NETNS_UCX=1 mpirun_2nodes 4 mpi_twonode multiple: exit $rc, $((a2 - a1)) veth bytes"
    sed 's/^/    /' "$tmp/out" | head -30
fi

# Named relative to the repo, and with the variable set but not passed:
# node1's ranks inherit mpirun's environment, node2's see none of it, as
# over ssh, so a test that forgets NETNS_X finds out here and not on a
# cluster.
rel=$(realpath --relative-to=. "$prog")
MPI_TWONODE_PROBE=kept mpirun_2nodes 4 "$rel" >"$tmp/out" 2>&1
rc=$?
[ $rc = 0 ] && rank_line 1 node1 0 "$NETNS_IP1" kept && rank_line 2 node2 2 "$NETNS_IP2" "(unset)" &&
    ok "a program named as $rel; the far node gets no variable not passed" ||
    fail "mpirun_2nodes 4 $rel: exit $rc"$'\n'"$(head -20 "$tmp/out")"

# A job past NETNS_TIMEOUT is ended (124, as timeout says), on both nodes.
NETNS_TIMEOUT=3 mpirun_2nodes 4 sleep 60 >"$tmp/out" 2>&1
rc=$?
left=$(ip netns pids "$NETNS_NS1"; ip netns pids "$NETNS_NS2")
[ $rc = 124 ] && [ -z "$left" ] &&
    ok "a job past NETNS_TIMEOUT ends, nothing left in the namespaces" ||
    fail "NETNS_TIMEOUT=3, sleep 60: exit $rc, left in the namespaces: $left"

netns_down
ip netns list | grep -qE "^($NETNS_NS1|$NETNS_NS2)( |$)" &&
    fail "namespaces left: $(ip netns list | grep "shmap-$$-")" ||
    ok "namespaces $NETNS_NS1 and $NETNS_NS2 removed"
ip -br link | grep -q "^$NETNS_IF" && fail "a veth end in the root namespace"
echo "mpirun_2nodes ran: $cmd"
finish
