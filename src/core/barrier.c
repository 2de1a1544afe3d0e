/* SPDX-License-Identifier: BSD-3-Clause */
/* barrier_all over every PE: one monotonic arrival counter in PE 0's area. */
#include "coll.h"

/*
 * Each PE adds one to PE 0's counter and waits until it reaches
 * epoch * npes. The counter never resets, so a PE racing into the next
 * barrier cannot release or block one still leaving this one. It is the
 * raw shared-counter barrier, and measured here it beats the pairwise
 * algorithms both at 2 PEs and oversubscribed.
 */
static void counter_barrier(int npes, const char *routine)
{
    uint64_t target = ++shmemi.barrier_epoch * (uint64_t)npes;
    uint64_t *arrived = &shmemi_lib_of(0)->barrier_arrived;
    /* The seq_cst RMW (lock xadd) completes all our earlier stores,
     * non-temporal ones included, before the arrival is visible: the quiet
     * that barrier_all implies. Pairs with the acquire loads below on the
     * other PEs. */
    uint64_t now = __atomic_add_fetch(arrived, 1, __ATOMIC_SEQ_CST);
    struct shmemi_backoff b = SHMEMI_BACKOFF_INIT;
    while (now < target) {
        shmemi_backoff(&b, SHMEMI_WATCH_ALL, routine);
        now = __atomic_load_n(arrived, __ATOMIC_ACQUIRE);
    }
}

void shmemi_world_barrier(const char *routine)
{
    counter_barrier(shmemi.npes, routine);
}

void shmemi_barrier_all(const char *routine)
{
    int npes = shmemi.npes;
    if (SHMEMI_UNLIKELY(npes == 0))
        shmemi_not_ready(routine);
    if (npes == 1) {
        /* Still a quiet: order streaming (non-temporal) copies. */
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
        return;
    }
    if (shmemi.alg.barrier_all == SHMEMI_ALG_CENTRAL ||
        shmemi.alg.barrier_all == SHMEMI_ALG_DISSEMINATION) {
        struct shmemi_set world = {0, 1, npes};
        shmemi_set_barrier(&world, shmemi.alg.barrier_all, routine);
        return;
    }
    counter_barrier(npes, routine);
}
