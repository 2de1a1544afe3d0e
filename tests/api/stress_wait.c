/* SPDX-License-Identifier: BSD-3-Clause */
/* Many barriers and point-to-point waits with PEs outnumbering cores. */
/* shmap-test: npes=2,3,4,8 timeout=120 */
#include "testutil.h"

static long token;    /* ring token, written by the left neighbour */
static long phase[2]; /* barrier-separated values, written by PE r % npes */

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes();
    int right = (me + 1) % n;
    const long rounds = 10000;

    /* 10,000 barriers; in each, one PE publishes a value that every PE
     * must see after the barrier (barrier_all implies quiet). */
    for (long r = 1; r <= rounds; r++) {
        if (me == r % n)
            for (int pe = 0; pe < n; pe++)
                shmem_long_p(&phase[r & 1], r, pe);
        shmem_barrier_all();
        CHECK(phase[r & 1] == r, "barrier %ld: saw %ld", r, phase[r & 1]);
    }

    /* 10,000 point-to-point hand-offs around the ring: PE 0 starts each
     * lap; each PE waits for the token from its left and passes it on. */
    shmem_barrier_all();
    for (long lap = 1; lap <= rounds / n; lap++) {
        if (me == 0) {
            shmem_long_p(&token, lap, right);
            shmem_long_wait_until(&token, SHMEM_CMP_EQ, lap);
        } else {
            shmem_long_wait_until(&token, SHMEM_CMP_EQ, lap);
            shmem_long_p(&token, lap, right);
        }
    }
    CHECK(token == rounds / n, "token %ld", token);
    return test_exit();
}
