#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# shmap across two nodes as a user with two machines would run it: two
# network namespaces joined by a veth pair (tests/sh/netns.bash), mpirun
# with a launch agent for ssh, 2 PEs a node. The legacy C program of the
# Cray verification suite and Fortran programs pass there, same-node PEs
# mapped and the others reached through the MPI transport over TCP, and
# the traffic crosses the veth pair (mpi_netns.sh checks that the root
# namespace's interfaces do not carry it). Skipped (with
# a SKIP line) without root, Open MPI, the MPI transport or namespaces.
# shmap-test: serial: tests/run.sh runs it alone, as it sets up network
# namespaces.
. tests/sh/common.bash
. tests/sh/netns.bash
[ -f build/lib/libsma_mpi.so ] || netns_skip "no build/lib/libsma_mpi.so (built where mpicc exists)"
netns_up
# Over TCP only osc pt2pt makes windows (netns.bash), and it refuses
# MPI_THREAD_MULTIPLE ones: these programs call shmem_init, for which the
# library asks MPI for MPI_THREAD_SINGLE (no SHMAP_MPI_THREAD needed).
# (The heavier API tests, thousands of atomics each, run here too but take
# minutes over TCP with 4 PEs on 2 CPUs: they run as pseudo-nodes instead,
# mpi_nodes_*.sh.) Registered memory runs here over UCX's TCP: its churn
# (shmemx_asym: 10,000 regions a PE registered and unregistered while the
# others access them, about 35,000 accesses a PE across the veth pair;
# on MPI's windows it did not finish in 300 s), and progress_asym, whose
# PE 0 computes while the other node's PEs take items from its
# registered memory. progress_handoff: UCX's worker changing hands
# between PE 0 and its progress thread over TCP (1.4-2 s).
progs=(build/tests/cray/cv_legacy build/tests/fortran/rma build/tests/fortran/coll
    build/tests/fortran/atomics build/tests/fortran/lockwait build/tests/api/shmem_wait
    build/tests/api/shmemx_asym build/tests/api/progress_asym build/tests/api/progress_handoff)
for prog in "${progs[@]}"; do
    [ -x "$prog" ] || { fail "$prog is not built (make tests)"; continue; }
    a1=$(netns_bytes 1) start=$(date +%s%N)
    # the job's limit: netns.bash's 60 s, 150 s for the churn
    limit=${NETNS_TIMEOUT:-60}
    [ "${prog##*/}" = shmemx_asym ] && limit=${NETNS_TIMEOUT:-150}
    NETNS_TIMEOUT=$limit mpirun_2nodes 4 "$prog" >"$tmp/out" 2>&1
    rc=$?
    ms=$((($(date +%s%N) - start) / 1000000))
    a2=$(netns_bytes 1)
    if [ $rc != 0 ]; then
        fail "${prog#build/tests/} on 2 nodes x 2 PEs: exit $rc after $ms ms"
        grep -v '^\[' "$tmp/out" | head -12 | sed 's/^/     | /'
        continue
    fi
    # Each PE talks to the other node's: well over a kilobyte each way.
    # (That nothing crosses the root namespace's interfaces instead is
    # mpi_netns.sh's check, with 8 MiB to tell it from this machine's
    # own traffic; these programs move too little for that.)
    [ $((a2 - a1)) -gt 16384 ] &&
        ok "${prog#build/tests/} on 2 nodes x 2 PEs ($ms ms; $(((a2 - a1) / 1024)) KiB on the veth pair)" ||
        fail "${prog#build/tests/}: $((a2 - a1)) bytes on the veth pair"
done
# every program reported (a broken check above must not pass unseen)
[ $oks = ${#progs[@]} ] || fail "$oks of ${#progs[@]} programs reported"
finish
