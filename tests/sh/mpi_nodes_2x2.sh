#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The whole suite under mpirun at 4 PEs as 2 pseudo-nodes of 2 (mpi_nodes.bash);
# then the locks at 2 PEs as 2 nodes of 1, over UCX and over MPI's windows:
# PE 0 there takes the lock with CPU atomics while PE 1's every step waits
# for PE 0's progress (lock.c's serve_queue and guessed swaps keep that fair).
source tests/sh/mpi_nodes.bash
run_layout 4 2
MPI_NODES_FILTER='lock'
run_layout 2 1
MPI_NODES_EXPORT="SHMAP_TRANSPORT=mpi"
run_layout 2 1
finish
