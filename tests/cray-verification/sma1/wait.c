/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/wait: shmem_TYPE_wait_until with every comparison and shmem_TYPE_test
 * on every point-to-point type, and the SGI shmem_TYPE_wait (short, int,
 * long, longlong). Each wait is entered while its condition is false and
 * released by the left-hand neighbour's put. (The SGI generic
 * shmem_wait/shmem_wait_until: sgi_generic.c.) */
#include <mpp/shmem.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "wait"
#include "sma1.h"

static int me, npes, left, right, errors;

/* Rounds: value the left PE puts, comparison, comparison value. The value
 * before each round (the previous round's) does not satisfy it. */
static const struct {
    int put, cmp, val;
    const char *name;
} rounds[] = {
    {5, SHMEM_CMP_EQ, 5, "EQ"},  {7, SHMEM_CMP_NE, 5, "NE"},
    {9, SHMEM_CMP_GT, 8, "GT"},  {10, SHMEM_CMP_GE, 10, "GE"},
    {3, SHMEM_CMP_LT, 4, "LT"},  {2, SHMEM_CMP_LE, 2, "LE"},
};
#define NROUNDS (int)(sizeof rounds / sizeof rounds[0])

/* After the rounds the flag is 2: test, comparison, value, answer. */
static const struct {
    int cmp, val, want;
} tests[] = {
    {SHMEM_CMP_EQ, 2, 1}, {SHMEM_CMP_EQ, 3, 0}, {SHMEM_CMP_NE, 2, 0},
    {SHMEM_CMP_NE, 1, 1}, {SHMEM_CMP_GT, 1, 1}, {SHMEM_CMP_GT, 2, 0},
    {SHMEM_CMP_GE, 2, 1}, {SHMEM_CMP_GE, 3, 0}, {SHMEM_CMP_LT, 3, 1},
    {SHMEM_CMP_LT, 2, 0}, {SHMEM_CMP_LE, 2, 1}, {SHMEM_CMP_LE, 1, 0},
};
#define NTESTS (int)(sizeof tests / sizeof tests[0])

#define TEST_TYPE(NAME, T)                                                     \
    static void test_##NAME(void)                                              \
    {                                                                          \
        static T flag;                                                         \
        int r, got;                                                            \
        flag = 0;                                                              \
        shmem_barrier_all();                                                   \
        FAILIF(shmem_##NAME##_test(&flag, SHMEM_CMP_NE, 0) != 0,               \
               "shmem_" #NAME "_test: NE 0 true on a zero flag");              \
        shmem_barrier_all();                                                   \
        for (r = 0; r < NROUNDS; r++) {                                        \
            shmem_##NAME##_p(&flag, (T)rounds[r].put, right);                  \
            shmem_##NAME##_wait_until(&flag, rounds[r].cmp,                    \
                                      (T)rounds[r].val);                       \
            FAILIF(flag != (T)rounds[r].put,                                   \
                   "shmem_" #NAME "_wait_until %s %d: flag %lld, want %d",     \
                   rounds[r].name, rounds[r].val, (long long)flag,             \
                   rounds[r].put);                                             \
            shmem_barrier_all();                                               \
        }                                                                      \
        for (r = 0; r < NTESTS; r++) {                                         \
            got = shmem_##NAME##_test(&flag, tests[r].cmp, (T)tests[r].val);   \
            FAILIF(got != tests[r].want, "shmem_" #NAME "_test (cmp %d, %d) "  \
                   "on %lld = %d, want %d", tests[r].cmp, tests[r].val,        \
                   (long long)flag, got, tests[r].want);                       \
        }                                                                      \
        shmem_barrier_all();                                                   \
    }
P2P_TYPES(TEST_TYPE)
#undef TEST_TYPE

/* SGI shmem_TYPE_wait(ivar, value): wait while *ivar == value. */
#define SGI_TYPES(X) X(short, short) X(int, int) X(long, long) X(longlong, long long)
#define TEST_SGI(NAME, T)                                                      \
    static void sgi_##NAME(void)                                               \
    {                                                                          \
        static T flag;                                                         \
        flag = 4;                                                              \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_p(&flag, (T)-6, right);                                 \
        shmem_##NAME##_wait(&flag, (T)4);                                      \
        FAILIF(flag != (T)-6, "shmem_" #NAME "_wait: flag %lld, want -6",      \
               (long long)flag);                                               \
        shmem_barrier_all();                                                   \
    }
SGI_TYPES(TEST_SGI)
#undef TEST_SGI

int main(void)
{
    sma1_start_pes(&me, &npes);
    sma1_ring(me, npes, &left, &right);
    (void)left;

#define CALL(NAME, T) test_##NAME();
    P2P_TYPES(CALL)
#undef CALL
#define CALL(NAME, T) sgi_##NAME();
    SGI_TYPES(CALL)
#undef CALL

    return sma1_end(SMA1_NAME, me, npes, errors);
}
