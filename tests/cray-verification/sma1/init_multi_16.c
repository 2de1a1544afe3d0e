/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/init_multi_16: OpenSHMEM 1.6 multiple initialization. shmem_init
 * and shmem_init_thread nested, each matched by a shmem_finalize; the
 * inner finalizes act as shmem_barrier_all (a put before one has landed
 * after it) and free nothing; shmem_query_initialized says 1 until the
 * last, 0 before the first and after it; then SHMEM is initialized
 * again and works (an allocation, a ring of puts, a reduction). */
#include <mpp/shmem.h>
#include <stdio.h>

#define SMA1_NAME "init_multi_16"
#include "sma1.h"

static int me, npes, errors;
static long ring;

static int initialized(void)
{
    int flag = -1;
    shmem_query_initialized(&flag);
    return flag;
}

int main(void)
{
    int provided = -1, round, off;
    long *heap, *sum;

    off = initialized();
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    FAILIF(off != 0, "shmem_query_initialized before shmem_init: %d", off);
    shmem_init_thread(SHMEM_THREAD_SINGLE, &provided);
    shmem_init();
    heap = shmem_malloc(2 * sizeof(long));
    for (round = 3; round > 1; round--) {
        FAILIF(!initialized(), "not initialized, %d finalizes to go", round);
        shmem_long_p(&ring, round * 100 + me, (me + 1) % npes);
        shmem_finalize(); /* not the last: a barrier */
        FAILIF(ring != round * 100 + (me + npes - 1) % npes,
               "after a finalize that is not the last, ring = %ld", ring);
        heap[0] = me; /* not freed */
        shmem_barrier_all();
    }
    FAILIF(!initialized(), "not initialized before the last finalize");
    shmem_finalize();
    off = initialized();

    shmem_init(); /* again */
    FAILIF(off != 0, "shmem_query_initialized after the last finalize: %d",
           off);
    FAILIF(!initialized(), "not initialized again");
    FAILIF(shmem_my_pe() != me || shmem_n_pes() != npes,
           "PE %d of %d after shmem_init again", shmem_my_pe(), shmem_n_pes());
    heap = shmem_malloc(2 * sizeof(long));
    sum = heap + 1;
    FAILIF(heap == NULL, "shmem_malloc after shmem_init again");
    if (heap) {
        heap[0] = me;
        shmem_long_p(&ring, me, (me + 1) % npes);
        shmem_barrier_all();
        FAILIF(ring != (me + npes - 1) % npes, "ring = %ld after init again",
               ring);
        shmem_long_sum_reduce(SHMEM_TEAM_WORLD, sum, heap, 1);
        FAILIF(*sum != (long)npes * (npes - 1) / 2, "sum %ld after init again",
               *sum);
        shmem_free(heap);
    }
    return sma1_finalize(SMA1_NAME, me, npes, errors);
}
