/* SPDX-License-Identifier: BSD-3-Clause */
/* Work items taken with fetch_add from a counter on PE 0, each marked
 * there (progress_busy, progress_handoff). Include after testutil.h. */
#ifndef SHMAP_TEST_ITEMS_H
#define SHMAP_TEST_ITEMS_H

/* Take n items of want from PE 0's *counter, adding 1 to PE 0's
 * taken[item] for each. */
static inline void take_items(long *counter, long *taken, long want, int n)
{
    for (int i = 0; i < n; i++) {
        long item = shmem_long_atomic_fetch_add(counter, 1, 0);
        CHECK(item >= 0 && item < want, "item %ld of %ld", item, want);
        if (item >= 0 && item < want)
            shmem_long_atomic_add(&taken[item], 1, 0);
    }
}

/* How many of the want items were taken exactly once (on PE 0). */
static inline long taken_once(const long *taken, long want)
{
    long n = 0;
    for (long i = 0; i < want; i++)
        n += taken[i] == 1;
    return n;
}

#endif
