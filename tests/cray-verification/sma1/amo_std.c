/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/amo_std: the standard AMOs (compare_swap, fetch_inc, inc, fetch_add,
 * add) on every OpenSHMEM standard AMO type: neighbour exchanges checked
 * exactly, and all PEs hammering one counter on PE 0 checked by its total
 * and by every fetched value being distinct. */
#include <mpp/shmem.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "amo_std"
#include "sma1.h"

#define ITER 20

static int me, npes, left, right, errors;
static long pSync[SHMEM_COLLECT_SYNC_SIZE];
static long fetched[ITER * 2], allfetched[ITER * 2 * 8];

#define VAL(pe) ((pe) * 11 + 3)

/* Every fetched counter value 0 .. total-1 must appear exactly once. */
static void check_distinct(const char *what, int per_pe)
{
    int i, total = per_pe * npes;
    char seen[ITER * 2 * 8];
    shmem_barrier_all();
    shmem_fcollect64(allfetched, fetched, per_pe, 0, 0, npes, pSync);
    for (i = 0; i < total; i++)
        seen[i] = 0;
    for (i = 0; i < total; i++) {
        long v = allfetched[i];
        if (v < 0 || v >= total || seen[v]) {
            FAILIF(1, "%s: fetched value %ld is out of range or repeated", what,
                   v);
            break;
        }
        seen[v] = 1;
    }
    shmem_barrier_all(); /* pSync reuse */
}

#define TEST_TYPE(NAME, T)                                                     \
    static void test_##NAME(void)                                              \
    {                                                                          \
        static T x, ctr;                                                       \
        T old;                                                                 \
        int i;                                                                 \
        x = (T)VAL(me);                                                        \
        ctr = 0;                                                               \
        shmem_barrier_all();                                                   \
        /* compare_swap: a mismatch changes nothing, a match swaps */          \
        old = shmem_##NAME##_atomic_compare_swap(&x, (T)(VAL(right) + 1),      \
                                                 (T)77, right);                \
        FAILIF(old != (T)VAL(right),                                           \
               "shmem_" #NAME "_atomic_compare_swap (no match) returned %g, "  \
               "want %d", (double)old, VAL(right));                            \
        old = shmem_##NAME##_atomic_compare_swap(&x, (T)VAL(right),            \
                                                 (T)(VAL(me) + 1000), right);  \
        FAILIF(old != (T)VAL(right),                                           \
               "shmem_" #NAME "_atomic_compare_swap returned %g, want %d",     \
               (double)old, VAL(right));                                       \
        shmem_barrier_all();                                                   \
        FAILIF(x != (T)(VAL(left) + 1000),                                     \
               "shmem_" #NAME "_atomic_compare_swap: x = %g, want %d",         \
               (double)x, VAL(left) + 1000);                                   \
        /* fetch_inc / fetch_add on one counter: distinct fetched values */    \
        for (i = 0; i < ITER; i++) {                                           \
            old = shmem_##NAME##_atomic_fetch_inc(&ctr, 0);                    \
            fetched[2 * i] = (long)old;                                        \
            old = shmem_##NAME##_atomic_fetch_add(&ctr, (T)1, 0);              \
            fetched[2 * i + 1] = (long)old;                                    \
        }                                                                      \
        check_distinct("shmem_" #NAME "_atomic_fetch_inc/fetch_add",           \
                       2 * ITER);                                              \
        /* inc and add: the total */                                           \
        for (i = 0; i < ITER; i++) {                                           \
            shmem_##NAME##_atomic_inc(&ctr, 0);                                \
            shmem_##NAME##_atomic_add(&ctr, (T)(me + 1), 0);                   \
        }                                                                      \
        shmem_barrier_all();                                                   \
        if (me == 0) {                                                         \
            long want = (long)npes * 2 * ITER + (long)npes * ITER +            \
                        (long)ITER * npes * (npes + 1) / 2;                    \
            FAILIF(ctr != (T)want,                                             \
                   "shmem_" #NAME "_atomic_inc/add: counter = %g, want %ld",   \
                   (double)ctr, want);                                         \
        }                                                                      \
        shmem_barrier_all();                                                   \
    }
AMO_STD_TYPES(TEST_TYPE)
#undef TEST_TYPE

int main(void)
{
    int i;
    for (i = 0; i < SHMEM_COLLECT_SYNC_SIZE; i++)
        pSync[i] = SHMEM_SYNC_VALUE;
    sma1_start_pes(&me, &npes);
    sma1_ring(me, npes, &left, &right);
    if (npes > 8) {
        if (me == 0)
            printf("amo_std: skipped (more than 8 PEs)\n");
        return 0;
    }

#define CALL(NAME, T) test_##NAME();
    AMO_STD_TYPES(CALL)
#undef CALL

    return sma1_end(SMA1_NAME, me, npes, errors);
}
