/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/locks: shmem_set_lock, shmem_clear_lock and shmem_test_lock. A
 * non-atomic read-modify-write of a counter on PE 0 under the lock must
 * lose no update; shmem_test_lock must fail while another PE holds the
 * lock and succeed once it is free. Two locks are used to check they are
 * independent. */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "locks"
#include "sma1.h"

#define ITER 25

static int me, npes, errors;
static long lock_a, lock_b; /* zero: unlocked */
static long counter;

int main(void)
{
    int i, got;
    long v;
    sma1_start_pes(&me, &npes);

    /* mutual exclusion */
    shmem_barrier_all();
    for (i = 0; i < ITER; i++) {
        shmem_set_lock(&lock_a);
        v = shmem_long_g(&counter, 0);
        shmem_long_p(&counter, v + 1, 0);
        shmem_quiet();
        shmem_clear_lock(&lock_a);
    }
    shmem_barrier_all();
    FAILIF(me == 0 && counter != (long)ITER * npes,
           "shmem_set_lock/clear_lock: counter %ld, want %ld (lost updates)",
           counter, (long)ITER * npes);

    /* test_lock while the last PE holds lock_a */
    shmem_barrier_all();
    if (me == npes - 1)
        shmem_set_lock(&lock_a);
    shmem_barrier_all();
    if (me != npes - 1) {
        got = shmem_test_lock(&lock_a);
        FAILIF(got == 0, "shmem_test_lock got a lock PE %d holds", npes - 1);
        /* another lock is free meanwhile */
        got = shmem_test_lock(&lock_b);
        if (got == 0)
            shmem_clear_lock(&lock_b);
    }
    shmem_barrier_all();
    if (me == npes - 1)
        shmem_clear_lock(&lock_a);
    shmem_barrier_all();
    /* free again: PE 0 gets it with test_lock, the others then fail */
    if (me == 0) {
        got = shmem_test_lock(&lock_a);
        FAILIF(got != 0, "shmem_test_lock failed on a free lock");
    }
    shmem_barrier_all();
    if (me != 0)
        FAILIF(shmem_test_lock(&lock_a) == 0,
               "shmem_test_lock got a lock PE 0 holds");
    shmem_barrier_all();
    if (me == 0)
        shmem_clear_lock(&lock_a);
    shmem_barrier_all();

    /* test_lock acquisition counts as holding the lock */
    counter = 0;
    shmem_barrier_all();
    for (i = 0; i < ITER; i++) {
        if (shmem_test_lock(&lock_b) != 0)
            shmem_set_lock(&lock_b); /* busy: queue for it */
        v = shmem_long_g(&counter, 0);
        shmem_long_p(&counter, v + 1, 0);
        shmem_quiet();
        shmem_clear_lock(&lock_b);
    }
    shmem_barrier_all();
    FAILIF(me == 0 && counter != (long)ITER * npes,
           "shmem_test_lock/clear_lock: counter %ld, want %ld", counter,
           (long)ITER * npes);

    return sma1_end(SMA1_NAME, me, npes, errors);
}
