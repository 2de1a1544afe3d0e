/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=90 */
/*
 * A target that computes: every other PE takes work items with
 * fetch_add from a counter on PE 0 while PE 0 never calls the library;
 * it watches its counter with plain loads until all of them arrived
 * (PROGRESS_BUSY_LIMIT seconds at most, 60 by default). On one node
 * nobody needs PE 0's help; across nodes its progress thread (or the
 * network) must serve them: without one, the others' fetch_adds wait for
 * PE 0, which waits for them (tests/sh/ucx.sh checks that this case
 * then fails, with SMA_PROGRESS=no and a short limit).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <time.h>

#include "testutil.h"

#define ITEMS 200

static long counter;
static long taken[8 * ITEMS];

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    long want = (long)(npes - 1) * ITEMS;
    const char *l = getenv("PROGRESS_BUSY_LIMIT");
    double limit = l ? atof(l) : 60.0;
    shmem_barrier_all();
    if (me == 0) {
        double t0 = now_s();
        long seen = 0;
        volatile double x = 1.0;
        while ((seen = __atomic_load_n(&counter, __ATOMIC_ACQUIRE)) < want &&
               now_s() - t0 < limit)
            for (int i = 0; i < 1000; i++) /* computing */
                x = x * 1.0000001 + 1e-9;
        CHECK(seen == want,
              "PE 0 computed %.1f s outside the library and saw %ld of the "
              "%ld fetch_adds the other PEs aimed at it",
              now_s() - t0, seen, want);
    } else {
        for (int i = 0; i < ITEMS; i++) {
            long item = shmem_long_atomic_fetch_add(&counter, 1, 0);
            CHECK(item >= 0 && item < want, "item %ld of %ld", item, want);
            if (item >= 0 && item < want)
                shmem_long_atomic_add(&taken[item], 1, 0);
        }
    }
    shmem_barrier_all();
    if (me == 0) {
        long n = 0;
        for (long i = 0; i < want; i++)
            n += taken[i] == 1;
        CHECK(n == want, "%ld of %ld items taken exactly once", n, want);
    }
    return test_exit();
}
