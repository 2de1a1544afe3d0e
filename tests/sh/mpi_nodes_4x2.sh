#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The whole suite under mpirun at 8 PEs as 2 pseudo-nodes of 4 (mpi_nodes.bash).
source tests/sh/mpi_nodes.bash
run_layout 8 4
[ $fails = 0 ]
