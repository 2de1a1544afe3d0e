/* SPDX-License-Identifier: BSD-3-Clause */
/* A wrong program for tests/sh/coll_mismatch.sh: PE 0 calls one collective
 * over all PEs, the others another; none may return. */
#include <shmem.h>
#include <stdio.h>
#include <string.h>

#define N 64 /* longs: past the push reduction (128 B) */
#define CALLS 12
static long psync[SHMEM_REDUCE_SYNC_SIZE];
static long pwrk[SHMEM_REDUCE_MIN_WRKDATA_SIZE + N];
static long src[N * 8], dst[N * 8 * 8];

static const char *names[] = {"barrier_all", "barrier", "team_sync",
                              "broadcast",   "collect", "fcollect",
                              "reduce",      "alltoall"};

static int call(const char *what, int me, int npes)
{
    if (!strcmp(what, "barrier_all"))
        shmem_barrier_all();
    else if (!strcmp(what, "barrier"))
        shmem_barrier(0, 0, npes, psync);
    else if (!strcmp(what, "team_sync"))
        shmem_team_sync(SHMEM_TEAM_WORLD);
    else if (!strcmp(what, "broadcast"))
        shmem_broadcast64(dst, src, 4, 0, 0, 0, npes, psync);
    else if (!strcmp(what, "collect"))
        shmem_collect64(dst, src, (size_t)me + 1, 0, 0, npes, psync);
    else if (!strcmp(what, "fcollect"))
        shmem_fcollect64(dst, src, 4, 0, 0, npes, psync);
    else if (!strcmp(what, "reduce"))
        shmem_long_sum_to_all(dst, src, N, 0, 0, npes, pwrk, psync);
    else if (!strcmp(what, "alltoall"))
        shmem_alltoall64(dst, src, 2, 0, 0, npes, psync);
    else
        return -1;
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: mismatch_prog PE0-ROUTINE OTHERS-ROUTINE\n"
                        "routines:");
        for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
            fprintf(stderr, " %s", names[i]);
        fprintf(stderr, "\n");
        return 2;
    }
    for (size_t i = 0; i < sizeof(psync) / sizeof(psync[0]); i++)
        psync[i] = SHMEM_SYNC_VALUE;
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    shmem_barrier_all();
    const char *what = me == 0 ? argv[1] : argv[2];
    /* More calls than a broadcast root may run ahead (the eager
     * channel's slots): it too ends up waiting. */
    for (int k = 0; k < CALLS; k++) {
        if (call(what, me, npes) < 0) {
            fprintf(stderr, "unknown routine %s\n", what);
            return 2;
        }
        /* The test fails on this line: no call may complete. */
        printf("PE %d returned from %s\n", me, what);
        fflush(stdout);
    }
    shmem_finalize();
    return 0;
}
