/* SPDX-License-Identifier: BSD-3-Clause */
/* Collectives called with different arguments on different PEs, one case
 * per argv[1], for tests/sh/debug_checks.sh (SMA_DEBUG=1 must name both). */
#include <mpp/shmem.h>
#include <stdio.h>
#include <string.h>

static long pSync[SHMEM_BCAST_SYNC_SIZE];
static long pWrk[SHMEM_REDUCE_MIN_WRKDATA_SIZE];
static long src[64], dst[64 * 8];

int main(int argc, char **argv)
{
    const char *c = argc > 1 ? argv[1] : "";
    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes();
    for (int i = 0; i < SHMEM_BCAST_SYNC_SIZE; i++)
        pSync[i] = SHMEM_SYNC_VALUE;
    shmem_barrier_all();
    if (!strcmp(c, "same")) { /* every collective, agreed: must pass */
        shmem_broadcast64(dst, src, 4, 0, 0, 0, n, pSync);
        shmem_barrier_all();
        shmem_long_sum_to_all(dst, src, 4, 0, 0, n, pWrk, pSync);
        shmem_barrier_all();
        shmem_fcollect64(dst, src, 2, 0, 0, n, pSync);
        shmem_barrier_all();
        shmem_collect64(dst, src, (size_t)me + 1, 0, 0, n, pSync);
        shmem_barrier_all();
        shmem_alltoall64(dst, src, 1, 0, 0, n, pSync);
        shmem_barrier(0, 0, n, pSync);
        shmem_team_sync(SHMEM_TEAM_WORLD);
    } else if (!strcmp(c, "root")) {
        shmem_broadcast64(dst, src, 4, me == 1 ? 1 : 0, 0, 0, n, pSync);
    } else if (!strcmp(c, "nelems")) {
        shmem_long_sum_to_all(dst, src, me == n - 1 ? 5 : 4, 0, 0, n, pWrk,
                              pSync);
    } else if (!strcmp(c, "set")) {
        shmem_barrier(0, 0, me == 1 ? 2 : n, pSync);
    } else if (!strcmp(c, "routine")) {
        if (me == 2)
            shmem_barrier_all();
        else
            shmem_long_max_to_all(dst, src, 4, 0, 0, n, pWrk, pSync);
    } else if (!strcmp(c, "fcollect")) {
        shmem_fcollect64(dst, src, me == 1 ? 3 : 2, 0, 0, n, pSync);
    } else if (!strcmp(c, "team_reduce")) {
        shmem_long_sum_reduce(SHMEM_TEAM_WORLD, dst, src, me == 3 ? 8 : 6);
    } else {
        fprintf(stderr, "debug_prog: unknown case '%s'\n", c);
        return 2;
    }
    shmem_finalize();
    return 0;
}
