#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# OpenSHMEM 1.6's nested and repeated initialization on the MPI transport:
# the API tests of it under mpirun in pseudo-nodes (UCX and MPI's windows
# between them); SHMEM initialized again with the program's own MPI, or
# with the one the library started (which outlives shmem_finalize until
# exit or the program's MPI_Finalize); PEs done early wait for the others
# asleep; and after MPI_Finalize, shmem_init ends the job with one line.
source tests/sh/mpi_nodes.bash # run_layout; SKIP without mpirun or the plugin
command -v mpicc >/dev/null || { echo "SKIP: no mpicc (Open MPI's libopenmpi-dev)"; exit 77; }
M="timeout -k 5 90 mpirun --oversubscribe"

SHMAP_CC=mpicc build/bin/oshcc -O2 -Werror=implicit-function-declaration -o "$tmp/mm" tests/aux/mpi_multinit.c ||
    { fail "cannot build mpi_multinit with SHMAP_CC=mpicc"; exit 1; }

# The API tests: 4 PEs as 2 nodes of 2, 3 PEs each a node of its own; UCX
# between the nodes, then MPI's windows.
export MPI_NODES_FILTER='^(shmem_init_multi|start_pes_multi)$'
for tr in auto mpi; do
    MPI_NODES_EXPORT="SHMAP_TRANSPORT=$tr" run_layout 4 2
    MPI_NODES_EXPORT="SHMAP_TRANSPORT=$tr" run_layout 3 1
done

for mode in mpi-first shmem-first shmem-first-mpi-finalize; do
    for np in 1 3 4; do
        out=$($M -np $np -x SHMAP_NODE_SIZE=2 "$tmp/mm" $mode 2>&1)
        grep -q "^$mode: ok" <<<"$out" && ok "$mode, three series, at $np PEs" ||
            { fail "$mode at $np PEs"; grep -v '^\[' <<<"$out" | head -8; }
    done
done

# Rank 1 is done 2 s late: the others wait for it asleep (MPI_Win_free's
# barrier spins), in MPI_Finalize or at exit.
for mode in mpi-first-late shmem-first-late; do
    out=$($M -np 2 -x SHMAP_NODE_SIZE=1 bash -c \
        'TIMEFORMAT="cpu $OMPI_COMM_WORLD_RANK %U %S"; time "$0" "$@"' "$tmp/mm" $mode 2>&1)
    cpu=$(awk '$1 == "cpu" && $2 == 0 { print $3 + $4 }' <<<"$out")
    if ! grep -q "^$mode: ok" <<<"$out"; then
        fail "$mode"; grep -v '^\[' <<<"$out" | head -8
    elif [ -n "$cpu" ] && awk -v c="$cpu" 'BEGIN { exit !(c < 1.0) }'; then
        ok "$mode: rank 0 waited for rank 1 with $cpu s of CPU"
    else
        fail "$mode: rank 0 used ${cpu:-?} s of CPU waiting 2 s for rank 1"
    fi
done

out=$($M -np 3 -x SHMAP_NODE_SIZE=2 "$tmp/mm" after-mpi-finalize 2>&1); rc=$?
n=$(grep -c '^shmap: PE [0-2]: shmem_init: SHMEM cannot be initialized again: .*MPI.*finalized' <<<"$out")
if [ $rc != 0 ] && [ $rc != 124 ] && [ "$n" -ge 1 ] && ! grep -q '^FAIL' <<<"$out"; then
    wait_for_none "shmem_init after MPI_Finalize: left behind" "$tmp/mm" 0 &&
        ok "shmem_init after MPI_Finalize: exit $rc, one line a PE"
else
    fail "shmem_init after MPI_Finalize: exit $rc"; grep -v '^\[' <<<"$out" | head -6
fi
finish
