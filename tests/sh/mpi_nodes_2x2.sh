#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The whole suite under mpirun at 4 PEs as 2 pseudo-nodes of 2 (mpi_nodes.bash).
source tests/sh/mpi_nodes.bash
run_layout 4 2
finish
