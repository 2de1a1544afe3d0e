#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The collective programs under mpirun at 8 PEs as 4 pseudo-nodes of 2,
# with the barriers forced to the hierarchical algorithm (grouped by node
# across the MPI transport: SHMEM_BARRIER[_ALL]_ALGORITHM=numa), which
# auto takes there only for sets other than the world (world barriers are
# an MPI barrier between nodes); small broadcasts, reductions, fcollects
# and such set barriers are hierarchical by node in every mpi_nodes_* run
# already (auto).
# shmap-test: serial: tests/run.sh runs it alone, as its 8 PEs keep both
# CPUs busy.
source tests/sh/mpi_nodes.bash
MPI_NODES_FILTER='coll|stress_model|barrier|cv_legacy'
MPI_NODES_EXPORT="SHMEM_BARRIER_ALGORITHM=numa SHMEM_BARRIER_ALL_ALGORITHM=numa"
run_layout 8 2
# the barriers did go by node (the trace names it)
timeout -k 5 60 mpirun --oversubscribe -np 4 -x SHMAP_NODE_SIZE=2 -x SHMEM_BARRIER_ALGORITHM=numa \
    -x SHMEM_LOG_LEVELS=barrier,reduce,collect build/tests/api/shmem_coll_team >"$tmp/out" 2>&1 </dev/null
grep -q "BARRIER .*by node: this PE's is [02]$" "$tmp/out" && ok "the barriers went by node" ||
    fail "no barrier by node: $(grep -m3 BARRIER "$tmp/out")"
grep -q "REDUCE .*by node: 2 groups" "$tmp/out" && grep -q "COLLECT .*by node: 2 groups" "$tmp/out" &&
    ok "auto took the reductions and fcollects by node" ||
    fail "no reduction or fcollect by node: $(grep -m3 'REDUCE\|COLLECT' "$tmp/out")"
finish
