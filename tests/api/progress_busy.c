/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=90 */
/*
 * A target that computes: every other PE takes work items with
 * fetch_add from a counter on PE 0 while PE 0 never calls the library;
 * it watches its counter with plain loads until all of them arrived
 * (PROGRESS_BUSY_LIMIT seconds at most, 60 by default; each PE takes
 * PROGRESS_BUSY_ITEMS items, 200 by default). On one node
 * nobody needs PE 0's help; across nodes its progress thread (or the
 * network) must serve them: without one, the others' fetch_adds wait for
 * PE 0, which waits for them (tests/sh/ucx.sh checks that this case
 * then fails, with SMA_PROGRESS=no and a short limit).
 */
#define _POSIX_C_SOURCE 200809L
#include "busy.h"
#include "testutil.h"
#include "items.h"

static long counter;

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    const char *e = getenv("PROGRESS_BUSY_ITEMS");
    int items = e ? atoi(e) : 200;
    long want = (long)(npes - 1) * items;
    long *taken = shmem_calloc((size_t)want + 1, sizeof(long)); /* 1 PE: 0 */
    CHECK(taken != NULL, "shmem_calloc of %ld longs", want + 1);
    if (!taken)
        return test_exit();
    shmem_barrier_all();
    if (me == 0) {
        double secs;
        long seen = busy_until(&counter, want, &secs);
        CHECK(seen == want,
              "PE 0 computed %.1f s outside the library and saw %ld of the "
              "%ld fetch_adds the other PEs aimed at it",
              secs, seen, want);
    } else {
        take_items(&counter, taken, want, items);
    }
    shmem_barrier_all();
    if (me == 0) {
        long n = taken_once(taken, want);
        CHECK(n == want, "%ld of %ld items taken exactly once", n, want);
    }
    shmem_free(taken);
    return test_exit();
}
