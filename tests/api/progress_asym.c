/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=90 */
/*
 * progress_busy's pattern on registered memory: PE 0 registers a
 * malloc'd counter and item array (shmemx_asym_register) and computes,
 * never calling the library, while every other PE takes items with
 * fetch_add on that counter and marks each one with a put and an atomic
 * add into the array, until PE 0 sees every mark by plain loads
 * (PROGRESS_BUSY_LIMIT seconds at most, 60 by default). Across nodes
 * each access also takes PE 0's read lock and searches its table, all
 * served while it computes: by UCX's progress thread (tests/sh/ucx.sh
 * checks that this fails with SMA_PROGRESS=no and a short limit).
 */
#define _POSIX_C_SOURCE 200809L
#include <mpp/shmemx.h>

#include "busy.h"
#include "testutil.h"

#define ITEMS 100

struct reg {
    long counter;
    long marks;           /* atomic adds: one per item */
    long item[8 * ITEMS]; /* item + 1, put there by its taker */
};

static uintptr_t where; /* PE 0's struct reg, read by the others */

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    long want = (long)(npes - 1) * ITEMS;
    struct reg *r = NULL;
    if (me == 0) {
        r = calloc(1, sizeof(*r));
        CHECK(r && shmemx_asym_register(r, sizeof(*r)) == 0,
              "registering %zu bytes", sizeof(*r));
        where = (uintptr_t)r;
    }
    shmem_barrier_all();
    uintptr_t at = shmem_ulong_g((unsigned long *)&where, 0);
    struct reg *their = (struct reg *)at;
    shmem_barrier_all();
    if (me == 0) {
        double secs;
        long marks = busy_until(&r->marks, want, &secs), items = 0;
        /* The puts came before each mark's add (a fence between). */
        for (long i = 0; i < want; i++)
            items += __atomic_load_n(&r->item[i], __ATOMIC_RELAXED) == i + 1;
        CHECK(marks == want && items == want,
              "PE 0 computed %.1f s outside the library with its registered "
              "memory and saw %ld of the %ld marks and %ld items the other "
              "PEs sent it",
              secs, marks, want, items);
    } else {
        for (int i = 0; i < ITEMS; i++) {
            long item = shmem_long_atomic_fetch_add(&their->counter, 1, 0);
            CHECK(item >= 0 && item < want, "item %ld of %ld", item, want);
            if (item < 0 || item >= want)
                continue;
            shmem_long_p(&their->item[item], item + 1, 0);
            shmem_fence();
            shmem_long_atomic_add(&their->marks, 1, 0);
        }
        CHECK(shmem_long_g(&their->counter, 0) >= (long)ITEMS,
              "PE 0's counter read back below this PE's own items");
    }
    shmem_barrier_all();
    if (me == 0) {
        CHECK(r->counter == want, "counter %ld, want %ld", r->counter, want);
        CHECK(shmemx_asym_unregister(r) == 0, "unregister");
        free(r);
    }
    return test_exit();
}
