/* SPDX-License-Identifier: BSD-3-Clause */
/* MPI and SHMEM in one program (OpenSHMEM 1.5 annex), for mpi_interop.sh. */
#include <mpi.h>
#include <shmem.h>
#include <shmemx.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mpi_check.h"

static int fails, rank;
static long ring[4];

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "mpi-first";
    if (!strncmp(mode, "asym-", 5) || !strcmp(mode, "global-exit") ||
        !strcmp(mode, "bad-pe") || !strcmp(mode, "crash") ||
        !strcmp(mode, "exit")) {
        /* Failures: each must end the whole job, with the cause. */
        static long where;
        shmem_init();
        rank = shmem_my_pe();
        char *buf = malloc(4096);
        if (rank == 0 && shmemx_asym_register(buf, 4096) != 0)
            return 2;
        if (rank == 0)
            where = (long)(uintptr_t)buf;
        shmem_broadcast64(&where, &where, 1, 0, 0, 0, shmem_n_pes(),
                          (long[SHMEM_BCAST_SYNC_SIZE]){0});
        shmem_barrier_all();
        if (!strncmp(mode, "asym-", 5)) {
            /* Registered memory on another node: a put lands, then an
             * access after unregister, or to an address in no region,
             * ends the job with the one-line error. */
            if (rank == 1)
                shmemx_asym_putmem((void *)(uintptr_t)where, "y", 1, 0);
            shmem_barrier_all();
            if (rank == 0 && buf[0] != 'y')
                return 3;
            if (rank == 0 && !strcmp(mode, "asym-unregistered") &&
                shmemx_asym_unregister(buf) != 0)
                return 2;
            shmem_barrier_all();
        }
        if (rank == 1) {
            if (!strcmp(mode, "asym-unregistered"))
                shmemx_asym_putmem((void *)(uintptr_t)where, "x", 1, 0);
            else if (!strcmp(mode, "asym-noregion"))
                shmem_long_p((long *)(uintptr_t)(where + 8192), 1, 0);
            else if (!strcmp(mode, "global-exit"))
                shmem_global_exit(3);
            else if (!strcmp(mode, "bad-pe"))
                shmem_long_p(&where, 1, shmem_n_pes() + 5);
            else if (!strcmp(mode, "exit"))
                exit(5); /* no shmem_finalize: the job ends with 5 */
            else
                abort();
        }
        shmem_barrier_all(); /* PE 0 waits here: the job must still end */
        shmem_finalize();
        return 0;
    }
    int provided, mpi_first = !strcmp(mode, "mpi-first");
    /* thread-N: shmem_init_thread(N); the library asks MPI for N too */
    int level = !strncmp(mode, "thread-", 7) ? atoi(mode + 7) : -1;
    static const int mpi_level[] = {MPI_THREAD_SINGLE, MPI_THREAD_FUNNELED,
                                    MPI_THREAD_SERIALIZED, MPI_THREAD_MULTIPLE};
    if (mpi_first)
        MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    if (level >= 0) {
        int got = -1;
        shmem_init_thread(level, &got);
        CHECK(got == level, "shmem_init_thread(%d) provided %d", level, got);
    } else {
        shmem_init();
    }
    if (!mpi_first) {
        int init = 0, q = -1, sq = -1;
        MPI_Initialized(&init);
        CHECK(init, "shmem_init did not initialise MPI");
        /* MPI was asked for the program's level: SINGLE for shmem_init
         * (the higher ones slow every MPI call) */
        MPI_Query_thread(&q);
        CHECK(q == mpi_level[level >= 0 ? level : 0],
              "MPI_Query_thread gave %d for SHMEM thread level %d", q,
              level >= 0 ? level : 0);
        shmem_query_thread(&sq);
        CHECK(sq == (level >= 0 ? level : SHMEM_THREAD_SINGLE),
              "shmem_query_thread gave %d", sq);
    }
    int size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int me = shmem_my_pe(), npes = shmem_n_pes();
    CHECK(me == rank && npes == size, "PE %d of %d, rank %d of %d", me, npes,
          rank, size);

    /* Mixed: a SHMEM put around the ring, then an MPI reduction of what
     * arrived, then MPI point-to-point, then SHMEM again. */
    shmem_long_p(&ring[0], 100 + me, (me + 1) % npes);
    shmem_barrier_all();
    long got = ring[0], sum = 0;
    CHECK(got == 100 + (me - 1 + npes) % npes, "ring got %ld", got);
    MPI_Allreduce(&got, &sum, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
    CHECK(sum == 100L * npes + (long)npes * (npes - 1) / 2, "sum %ld", sum);
    int token = -1;
    if (npes > 1) {
        if (me == 0) {
            MPI_Send(&me, 1, MPI_INT, 1, 7, MPI_COMM_WORLD);
        } else if (me == 1) {
            MPI_Recv(&token, 1, MPI_INT, 0, 7, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
            CHECK(token == 0, "MPI_Recv got %d", token);
        }
    }
    long total = shmem_long_atomic_fetch_add(&ring[1], 1, 0);
    (void)total;
    shmem_barrier_all();
    if (me == 0)
        CHECK(ring[1] == npes, "fetch_add counter %ld", ring[1]);

    shmem_finalize();
    int fin = 0;
    MPI_Finalized(&fin);
    if (mpi_first) {
        CHECK(!fin, "shmem_finalize finalized the program's MPI");
        MPI_Barrier(MPI_COMM_WORLD); /* MPI still works */
        MPI_Finalize();
    }
    if (rank == 0 && !fails)
        printf("%s: %d PEs ok\n", mode, npes);
    return fails != 0;
}
