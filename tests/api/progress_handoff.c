/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=120 */
/*
 * The network's worker changing hands. PE 0 alternates bursts of
 * computing outside the library, 0.1 to 3 ms (shorter and longer than
 * the progress thread's interval, so across nodes its thread takes the
 * worker in some and not in others, and is asleep or serving when PE 0
 * comes back), with calls of its own: an add on every other PE, a quiet
 * and a fetch. Meanwhile every other PE takes items with fetch_add from
 * PE 0's counter and marks each one there. At the end every count is
 * exact: two threads in the worker at once (a lost hand-over) lose or
 * repeat operations, or crash. On one node nobody needs the worker.
 */
#define _POSIX_C_SOURCE 200809L
#include "busy.h"
#include "testutil.h"
#include "items.h"

#define ROUNDS 300
#define ITEMS 1000

static long counter, finished; /* PE 0's */
static long taken[8 * ITEMS];  /* PE 0's: each item, once */
static long from0;             /* every other PE's: PE 0's adds */

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    long want = (long)(npes - 1) * ITEMS;
    shmem_barrier_all();
    if (me == 0) {
        unsigned seed = 12345;
        for (int r = 0; r < ROUNDS; r++) {
            busy_for(1e-4 * (1 + rand_r(&seed) % 30));
            for (int pe = 1; pe < npes; pe++)
                shmem_long_atomic_add(&from0, 1, pe);
            shmem_quiet();
            if (npes > 1) {
                long v = shmem_long_atomic_fetch(&from0, 1 + r % (npes - 1));
                CHECK(v == r + 1,
                      "round %d: PE %d's count is %ld after the "
                      "quiet, not %d",
                      r, 1 + r % (npes - 1), v, r + 1);
            }
        }
        shmem_long_wait_until(&finished, SHMEM_CMP_EQ, npes - 1);
    } else {
        take_items(&counter, taken, want, ITEMS);
        shmem_quiet();
        shmem_long_atomic_inc(&finished, 0);
    }
    shmem_barrier_all();
    if (me == 0) {
        long once = taken_once(taken, want);
        CHECK(counter == want && once == want,
              "PE 0's counter %ld (want %ld), %ld of the items taken exactly "
              "once",
              counter, want, once);
    } else {
        CHECK(from0 == ROUNDS, "PE %d got %ld of PE 0's %d adds", me, from0,
              ROUNDS);
    }
    return test_exit();
}
