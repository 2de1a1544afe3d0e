/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/amo_legacy: the SGI/Cray atomic names: shmem_TYPE_swap, _fetch and
 * _set (int, long, longlong, float, double), shmem_TYPE_cswap, _fadd,
 * _finc, _add and _inc (int, long, longlong); neighbour exchanges checked
 * exactly and one shared counter on PE 0 checked by its total. (The SGI
 * generic shmem_swap: sgi_generic.c; Cray's shmem_short_*: amo_short.c.) */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "amo_legacy"
#include "sma1.h"

#define ITER 10

static int me, npes, left, right, errors;

#define VAL(pe) ((pe) * 11 + 3)

#define SWAP_TYPES(X)                                                          \
    X(int, int) X(long, long) X(longlong, long long) X(float, float)           \
    X(double, double)
#define INT_TYPES(X) X(int, int) X(long, long) X(longlong, long long)

#define TEST_SWAP(NAME, T)                                                     \
    static void swap_##NAME(void)                                              \
    {                                                                          \
        static T x;                                                            \
        T old;                                                                 \
        x = (T)VAL(me);                                                        \
        shmem_barrier_all();                                                   \
        old = shmem_##NAME##_fetch(&x, right);                                 \
        FAILIF(old != (T)VAL(right), "shmem_" #NAME "_fetch = %g, want %d",    \
               (double)old, VAL(right));                                       \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_set(&x, (T)(VAL(me) + 300), right);                     \
        shmem_barrier_all();                                                   \
        FAILIF(x != (T)(VAL(left) + 300), "shmem_" #NAME "_set: x = %g, "      \
               "want %d", (double)x, VAL(left) + 300);                         \
        shmem_barrier_all();                                                   \
        old = shmem_##NAME##_swap(&x, (T)(VAL(me) + 600), right);              \
        FAILIF(old != (T)(VAL(me) + 300), "shmem_" #NAME "_swap returned %g, " \
               "want %d", (double)old, VAL(me) + 300);                         \
        shmem_barrier_all();                                                   \
        FAILIF(x != (T)(VAL(left) + 600), "shmem_" #NAME "_swap: x = %g, "     \
               "want %d", (double)x, VAL(left) + 600);                         \
        shmem_barrier_all();                                                   \
    }
SWAP_TYPES(TEST_SWAP)
#undef TEST_SWAP

#define TEST_INT(NAME, T)                                                      \
    static void int_##NAME(void)                                               \
    {                                                                          \
        static T x, ctr;                                                       \
        T old;                                                                 \
        int i;                                                                 \
        x = (T)VAL(me);                                                        \
        ctr = 0;                                                               \
        shmem_barrier_all();                                                   \
        old = shmem_##NAME##_cswap(&x, (T)(VAL(right) - 1), (T)5, right);      \
        FAILIF(old != (T)VAL(right), "shmem_" #NAME "_cswap (no match) "       \
               "returned %lld, want %d", (long long)old, VAL(right));          \
        old = shmem_##NAME##_cswap(&x, (T)VAL(right), (T)(VAL(me) + 70),       \
                                   right);                                     \
        FAILIF(old != (T)VAL(right), "shmem_" #NAME "_cswap returned %lld, "   \
               "want %d", (long long)old, VAL(right));                         \
        for (i = 0; i < ITER; i++) {                                           \
            old = shmem_##NAME##_finc(&ctr, 0);                                \
            FAILIF(old < 0 || old >= (T)(5 * ITER * npes),                     \
                   "shmem_" #NAME "_finc returned %lld", (long long)old);      \
            old = shmem_##NAME##_fadd(&ctr, (T)2, 0);                          \
            FAILIF(old < 0 || old >= (T)(5 * ITER * npes),                     \
                   "shmem_" #NAME "_fadd returned %lld", (long long)old);      \
            shmem_##NAME##_inc(&ctr, 0);                                       \
            shmem_##NAME##_add(&ctr, (T)1, 0);                                 \
        }                                                                      \
        shmem_barrier_all();                                                   \
        FAILIF(x != (T)(VAL(left) + 70), "shmem_" #NAME "_cswap: x = %lld, "   \
               "want %d", (long long)x, VAL(left) + 70);                       \
        FAILIF(me == 0 && ctr != (T)(5 * ITER * npes), "shmem_" #NAME          \
               "_finc/fadd/inc/add: counter %lld, want %d", (long long)ctr,    \
               5 * ITER * npes);                                               \
        shmem_barrier_all();                                                   \
    }
INT_TYPES(TEST_INT)
#undef TEST_INT

int main(void)
{
    sma1_start_pes(&me, &npes);
    sma1_ring(me, npes, &left, &right);

#define CALL(NAME, T) swap_##NAME();
    SWAP_TYPES(CALL)
#undef CALL
#define CALL(NAME, T) int_##NAME();
    INT_TYPES(CALL)
#undef CALL

    return sma1_end(SMA1_NAME, me, npes, errors);
}
