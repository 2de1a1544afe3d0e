/* SPDX-License-Identifier: BSD-3-Clause */
/* A T3E/Altix-era program, written as such codes were: it must build and
 * run unchanged (volatile flags, pSync arrays, SGI generic names). */
/* shmap-test: npes=1,2,3,4,8 timeout=120 */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define N 64
static long pSync[_SHMEM_BCAST_SYNC_SIZE];
static long pSyncR[_SHMEM_REDUCE_SYNC_SIZE];
static int pWrk[_SHMEM_REDUCE_MIN_WRKDATA_SIZE + N];
static long source[N], target[N];
static int isum_src[N], isum_dst[N];
static volatile long flag;
static long lock;
static long counter;
static int errors;

#define EXPECT(c, ...)                                                         \
    do {                                                                       \
        if (!(c)) {                                                            \
            printf("FAIL: PE %d line %d: ", _my_pe(), __LINE__);               \
            printf(__VA_ARGS__);                                               \
            printf("\n");                                                      \
            errors++;                                                          \
        }                                                                      \
    } while (0)

int main(void)
{
    int i;
    for (i = 0; i < _SHMEM_BCAST_SYNC_SIZE; i++)
        pSync[i] = _SHMEM_SYNC_VALUE;
    for (i = 0; i < _SHMEM_REDUCE_SYNC_SIZE; i++)
        pSyncR[i] = _SHMEM_SYNC_VALUE;
    start_pes(0);
    int me = _my_pe(), npes = _num_pes();
    int right = (me + 1) % npes, left = (me + npes - 1) % npes;

    /* Generic SGI put/get: 64-bit words. */
    for (i = 0; i < N; i++)
        source[i] = me * 1000 + i;
    shmem_barrier_all();
    shmem_put(target, source, N, right);
    shmem_barrier_all();
    for (i = 0; i < N; i++)
        EXPECT(target[i] == left * 1000 + i, "put: %ld", target[i]);
    long got[N];
    shmem_get(got, source, N, right);
    for (i = 0; i < N; i++)
        EXPECT(got[i] == right * 1000 + i, "get: %ld", got[i]);

    /* Broadcast over an active set with a caller-initialised pSync. */
    shmem_broadcast(target, source, N, 0, 0, 0, npes, pSync);
    if (me != 0)
        for (i = 0; i < N; i++)
            EXPECT(target[i] == i, "broadcast: %ld", target[i]);

    /* Reduction with pWrk. */
    for (i = 0; i < N; i++)
        isum_src[i] = me + i;
    shmem_int_sum_to_all(isum_dst, isum_src, N, 0, 0, npes, pWrk, pSyncR);
    for (i = 0; i < N; i++)
        EXPECT(isum_dst[i] == npes * (npes - 1) / 2 + npes * i,
               "sum_to_all: %d", isum_dst[i]);

    /* A volatile flag waited on with the SGI generic wait. */
    shmem_barrier_all();
    if (me == 0) {
        shmem_long_p((long *)&flag, 42, npes - 1);
    }
    if (me == npes - 1) {
        shmem_wait(&flag, 0);
        EXPECT(flag == 42, "wait: %ld", flag);
    }

    /* Heap, fetch-and-increment and a lock, the old names. */
    long *heap = (long *)shmalloc(N * sizeof(long));
    EXPECT(heap != NULL, "shmalloc");
    long ticket = shmem_long_finc(&counter, 0);
    EXPECT(ticket >= 0 && ticket < npes, "finc: %ld", ticket);
    shmem_barrier_all();
    shmem_set_lock(&lock);
    long v = shmem_long_g(&counter, 0);
    shmem_long_p(&counter, v + 100, 0);
    shmem_quiet();
    shmem_clear_lock(&lock);
    shmem_barrier_all();
    if (me == 0)
        EXPECT(counter == npes + 100L * npes, "counter: %ld", counter);
    shfree(heap);
    shmem_barrier_all();
    if (me == 0 && !errors)
        printf("cv_legacy: %d PEs OK\n", npes);
    return errors ? 1 : 0;
}
