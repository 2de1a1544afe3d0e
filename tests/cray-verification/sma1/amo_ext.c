/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/amo_ext: the extended AMOs (fetch, set, swap) on every OpenSHMEM
 * extended AMO type, float and double included, each with the right-hand
 * neighbour as target; values and old values checked exactly. */
#include <mpp/shmem.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "amo_ext"
#include "sma1.h"

static int me, npes, left, right, errors;

#define VAL(pe) ((pe) * 11 + 3)

#define TEST_TYPE(NAME, T)                                                     \
    static void test_##NAME(void)                                              \
    {                                                                          \
        static T x;                                                            \
        T old;                                                                 \
        x = (T)VAL(me);                                                        \
        shmem_barrier_all();                                                   \
        old = shmem_##NAME##_atomic_fetch(&x, right);                          \
        FAILIF(old != (T)VAL(right),                                           \
               "shmem_" #NAME "_atomic_fetch = %g, want %d", (double)old,      \
               VAL(right));                                                    \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_atomic_set(&x, (T)(VAL(me) + 500), right);              \
        shmem_barrier_all();                                                   \
        FAILIF(x != (T)(VAL(left) + 500),                                      \
               "shmem_" #NAME "_atomic_set: x = %g, want %d", (double)x,       \
               VAL(left) + 500);                                               \
        shmem_barrier_all();                                                   \
        old = shmem_##NAME##_atomic_swap(&x, (T)(VAL(me) + 2000), right);      \
        FAILIF(old != (T)(VAL(me) + 500), /* what I set there */               \
               "shmem_" #NAME "_atomic_swap returned %g, want %d",             \
               (double)old, VAL(me) + 500);                                    \
        shmem_barrier_all();                                                   \
        FAILIF(x != (T)(VAL(left) + 2000),                                     \
               "shmem_" #NAME "_atomic_swap: x = %g, want %d", (double)x,      \
               VAL(left) + 2000);                                              \
        shmem_barrier_all();                                                   \
    }
AMO_EXT_TYPES(TEST_TYPE)
#undef TEST_TYPE

int main(void)
{
    sma1_start_pes(&me, &npes);
    sma1_ring(me, npes, &left, &right);

#define CALL(NAME, T) test_##NAME();
    AMO_EXT_TYPES(CALL)
#undef CALL

    return sma1_end(SMA1_NAME, me, npes, errors);
}
