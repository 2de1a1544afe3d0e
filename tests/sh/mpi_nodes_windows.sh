#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The whole suite under mpirun at 4 PEs as 2 pseudo-nodes of 2 on MPI's
# windows (SHMAP_TRANSPORT=mpi): the transport to other nodes where UCX is
# missing, which the other layouts no longer reach since UCX became the
# default (mpi_nodes.bash). Its batch sessions (shmem_session,
# session_16) run here. Not progress_busy: a PE that computes outside the
# library stalls the others' atomics on MPI's windows, which have no
# progress thread (ucx.sh shows that stall with SMA_PROGRESS=no); nor
# progress_asym, the same on registered memory.
# shmap-test: serial: MPI's windows with oversubscribed PEs slow down
# badly when other jobs load the CPUs (shmem_lock at 4 PEs: 0.5 s alone,
# 49 to over 100 s beside two CPU-bound processes; shmem_threads 0.5 s
# and 18 s, once over the 120 s limit in a CI run beside the other tests),
# so it runs alone.
source tests/sh/mpi_nodes.bash
MPI_NODES_EXPORT="SHMAP_TRANSPORT=mpi"
MPI_NODES_SKIP="progress_busy progress_asym"
run_layout 4 2
finish
