/* SPDX-License-Identifier: BSD-3-Clause */
/* Known traffic for tests/sh/trace_stats.sh: every facility, counted ops. */
#include <mpp/shmem.h>
#include <stdio.h>

static long lock;
static long pSync[SHMEM_BCAST_SYNC_SIZE];
static long pWrk[SHMEM_REDUCE_MIN_WRKDATA_SIZE];

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes();
    for (int i = 0; i < SHMEM_BCAST_SYNC_SIZE; i++)
        pSync[i] = SHMEM_SYNC_VALUE;
    char *buf = shmem_malloc(4096);
    long *words = shmem_malloc(64 * sizeof(long));
    uint64_t *sig = shmem_malloc(sizeof(uint64_t));
    *sig = 0;
    shmem_barrier_all();
    if (me == 0 && n > 1) {
        /* Exactly: 10 puts of 100 bytes, 5 gets of 8, 3 AMOs of 8, one
         * put-with-signal of 16 bytes, to PE 1. */
        char src[100] = {0};
        for (int i = 0; i < 10; i++)
            shmem_putmem(buf + 100 * i, src, 100, 1);
        long v;
        for (int i = 0; i < 5; i++)
            shmem_getmem(&v, words + i, sizeof(v), 1);
        shmem_long_atomic_add(words, 1, 1);
        shmem_long_atomic_fetch_inc(words + 1, 1);
        shmem_long_atomic_swap(words + 2, 5, 1);
        shmem_putmem_signal(buf, src, 16, sig, 1, SHMEM_SIGNAL_SET, 1);
        shmem_quiet();
        shmem_fence();
    }
    if (me == 1)
        shmem_signal_wait_until(sig, SHMEM_CMP_EQ, 1);
    /* PE 0 alone first: it never queues behind another PE, so its
     * counts stay exact (a queued lock links to, and hands over to,
     * another PE with atomics). */
    if (me == 0) {
        shmem_set_lock(&lock);
        shmem_clear_lock(&lock);
    }
    shmem_barrier_all();
    if (me != 0) {
        shmem_set_lock(&lock);
        shmem_clear_lock(&lock);
    }
    shmem_broadcast64(words + 8, words, 4, 0, 0, 0, n, pSync);
    shmem_barrier_all();
    shmem_long_sum_to_all(words + 16, words, 4, 0, 0, n, pWrk, pSync);
    shmem_barrier_all();
    shmem_fcollect64(words + 32, words, 1, 0, 0, n, pSync);
    shmem_udcflush();
    shmem_free(buf);
    shmem_finalize();
    return 0;
}
