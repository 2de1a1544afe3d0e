/* SPDX-License-Identifier: BSD-3-Clause */
/* startup: init, one barrier, finalize; a driver times `oshrun -np N` of it. */
#include <shmem.h>
#include <stdio.h>

#include "harness.h"

/*
 * Nothing is timed here: the driver times the whole launch from outside
 * (e.g. `time oshrun -np 8 startup`), so the program does the least a
 * SHMEM program can and prints nothing, except one line on PE 0 with
 * --quick (so that `make check` shows it ran). Standard OpenSHMEM only.
 */
int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(argc, argv,
                                   "shmem_init, shmem_barrier_all, "
                                   "shmem_finalize: for timing the launch of "
                                   "N PEs from outside.");
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    shmem_barrier_all();
    shmem_finalize();
    if (quick && me == 0)
        printf("startup: %d PEs: shmem_init, shmem_barrier_all, "
               "shmem_finalize done\n",
               npes);
    return 0;
}
