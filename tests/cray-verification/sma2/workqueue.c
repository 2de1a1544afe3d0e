/* SPDX-License-Identifier: BSD-3-Clause */
/* A work queue on PE 0 guarded by shmem_set_lock/shmem_clear_lock: every
 * PE takes tasks (get head, get task, put head+1, quiet, unlock) until the
 * queue is empty, records each done task with shmem_long_atomic_fetch_add
 * on a tally spread over the PEs, and adds its results; every task must be
 * done exactly once and the results must add up to the serial answer. */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define NTASK 240
#define MAXPES 64

static long qlock;           /* the lock, used on every PE's copy of it */
static long qhead;           /* on PE 0: index of the next task to hand out */
static long qtask[NTASK];    /* on PE 0: the task descriptors */
static long tally[NTASK];    /* task t is counted on PE t % npes, slot t */
static long doneby[NTASK];   /* on PE 0: who did task t, plus one */
static long red_src[2], red_dst[2]; /* results, tasks taken */
static long pWrk[SHMEM_REDUCE_MIN_WRKDATA_SIZE + 2]; /* >= 2/2 + 1 */
static long pSync[SHMEM_REDUCE_SYNC_SIZE];
static int me, npes, errors;

#define FAILF(...)                                                             \
    do {                                                                       \
        if (errors++ < 10) {                                                   \
            printf("FAIL: workqueue on PE %d: ", me);                          \
            printf(__VA_ARGS__);                                               \
            printf("\n");                                                      \
        }                                                                      \
    } while (0)

/* The task descriptor for task t, and the work it asks for. */
static long descriptor(int t)
{
    return (long)t * 1000 + (t * 37) % 101;
}

static long work(long d)
{
    long t = d / 1000, x = d % 1000, acc = 0, i;
    for (i = 0; i <= t % 17; i++) /* uneven task sizes */
        acc += (x + i) * (x + i) % 9973;
    return acc + t;
}

int main(void)
{
    int i;
    long mine = 0, got_local = 0;
    for (i = 0; i < SHMEM_REDUCE_SYNC_SIZE; i++)
        pSync[i] = SHMEM_SYNC_VALUE;
    start_pes(0);
    me = shmem_my_pe();
    npes = shmem_n_pes();

    if (me == 0) {
        for (i = 0; i < NTASK; i++)
            qtask[i] = descriptor(i);
        qhead = 0;
    }
    shmem_barrier_all(); /* queue filled, locks and tallies zero */

    for (;;) {
        long h, d, prev;
        shmem_set_lock(&qlock);
        h = shmem_long_g(&qhead, 0);
        if (h >= NTASK) {
            shmem_clear_lock(&qlock);
            break;
        }
        shmem_long_get(&d, &qtask[h], 1, 0);
        shmem_long_p(&qhead, h + 1, 0);
        shmem_quiet(); /* the new head is visible before the lock is free */
        shmem_clear_lock(&qlock);

        if (d / 1000 != h)
            FAILF("slot %ld held descriptor %ld", h, d);
        mine += work(d);
        got_local++;
        prev = shmem_long_atomic_fetch_add(&tally[h], 1, (int)(h % npes));
        if (prev != 0)
            FAILF("task %ld taken twice (tally was %ld before me)", h, prev);
        shmem_long_p(&doneby[h], me + 1, 0);
    }

    /* Totals: results and task counts by sum_to_all. */
    red_src[0] = mine;
    red_src[1] = got_local;
    shmem_barrier_all();
    shmem_long_sum_to_all(red_dst, red_src, 2, 0, 0, npes, pWrk, pSync);
    {
        long want = 0;
        for (i = 0; i < NTASK; i++)
            want += work(descriptor(i));
        if (red_dst[0] != want)
            FAILF("results add to %ld, serial %ld", red_dst[0], want);
        if (red_dst[1] != NTASK)
            FAILF("%ld tasks taken, want %d", red_dst[1], NTASK);
    }
    /* Each PE checks the tally slots it owns; PE 0 the queue state. */
    for (i = me; i < NTASK; i += npes)
        if (tally[i] != 1)
            FAILF("task %d done %ld times", i, tally[i]);
    for (i = 0; i < NTASK; i++)
        if (i % npes != me && tally[i] != 0)
            FAILF("tally slot %d is %ld on a PE not owning it", i, tally[i]);
    if (me == 0) {
        int per[MAXPES] = {0};
        if (qhead != NTASK)
            FAILF("queue head %ld at the end, want %d", qhead, NTASK);
        for (i = 0; i < NTASK; i++) {
            if (doneby[i] < 1 || doneby[i] > npes)
                FAILF("task %d has no worker (%ld)", i, doneby[i]);
            else if (doneby[i] <= MAXPES)
                per[doneby[i] - 1]++;
        }
        if (errors == 0) {
            printf("workqueue: %d PEs, %d tasks: ok (per PE:", npes, NTASK);
            for (i = 0; i < npes && i < MAXPES; i++)
                printf(" %d", per[i]);
            printf(")\n");
        }
    }
    shmem_barrier_all();
    fflush(stdout);
    return errors != 0;
}
