#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The whole suite under mpirun at 8 PEs as 4 pseudo-nodes of 2
# (mpi_nodes.bash); mpi_nodes_4x2.sh runs at 2 nodes of 4 only what
# depends on that shape.
# shmap-test: serial: tests/run.sh runs it alone, as its 8 PEs keep both
# CPUs busy.
source tests/sh/mpi_nodes.bash
run_layout 8 2
finish
