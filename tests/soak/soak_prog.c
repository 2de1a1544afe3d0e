/* SPDX-License-Identifier: BSD-3-Clause */
/* Soak: N iterations of barrier + broadcast + reduce + lock, checked. */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static long pSync[SHMEM_REDUCE_SYNC_SIZE > SHMEM_BCAST_SYNC_SIZE
                      ? SHMEM_REDUCE_SYNC_SIZE
                      : SHMEM_BCAST_SYNC_SIZE];
static long pWrk[SHMEM_REDUCE_MIN_WRKDATA_SIZE];
static long lock, counter, src[4], dst[4], bc[4];

int main(int argc, char **argv)
{
    long iters = argc > 1 ? atol(argv[1]) : 10000;
    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes();
    for (size_t i = 0; i < sizeof(pSync) / sizeof(pSync[0]); i++)
        pSync[i] = SHMEM_SYNC_VALUE;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    shmem_barrier_all();
    for (long it = 0; it < iters; it++) {
        shmem_barrier_all();
        src[0] = it;
        src[1] = me;
        if (me == (int)(it % n))
            bc[0] = it * 3;
        shmem_barrier_all(); /* pSync reuse and bc[] ready */
        shmem_broadcast64(bc, bc, 1, (int)(it % n), 0, 0, n, pSync);
        if (me != (int)(it % n) && bc[0] != it * 3) {
            fprintf(stderr, "soak: PE %d iteration %ld: broadcast gave %ld\n",
                    me, it, bc[0]);
            shmem_global_exit(1);
        }
        shmem_barrier_all();
        shmem_long_sum_to_all(dst, src, 2, 0, 0, n, pWrk, pSync);
        if (dst[0] != it * n || dst[1] != (long)n * (n - 1) / 2) {
            fprintf(stderr, "soak: PE %d iteration %ld: sum %ld %ld\n", me,
                    it, dst[0], dst[1]);
            shmem_global_exit(1);
        }
        shmem_set_lock(&lock);
        long c = shmem_long_g(&counter, 0);
        shmem_long_p(&counter, c + 1, 0);
        shmem_quiet();
        shmem_clear_lock(&lock);
    }
    shmem_barrier_all();
    clock_gettime(CLOCK_MONOTONIC, &t1);
    if (me == 0) {
        double s = (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
        printf("soak: %d PEs, %ld iterations of barrier + broadcast + reduce + "
               "lock in %.1f s (%.1f us an iteration); counter %ld, expected "
               "%ld\n",
               n, iters, s, s / (double)iters * 1e6, counter, iters * n);
        if (counter != iters * n)
            shmem_global_exit(1);
    }
    shmem_finalize();
    return 0;
}
