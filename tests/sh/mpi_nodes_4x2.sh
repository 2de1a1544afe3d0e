#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The suite under mpirun at 8 PEs as 2 pseudo-nodes of 4 (mpi_nodes.bash):
# the programs whose checks depend on the shape of the nodes; the others
# run at 8 PEs as 4 nodes of 2 (mpi_nodes_2x4.sh).
# shmap-test: serial: tests/run.sh runs it alone, as its 8 PEs keep both
# CPUs busy.
source tests/sh/mpi_nodes.bash
MPI_NODES_SHAPED=1
run_layout 8 4
finish
