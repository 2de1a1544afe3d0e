/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/amo_ext: the extended AMOs (fetch, set, swap) on every OpenSHMEM
 * extended AMO type, float and double included, each with the right-hand
 * neighbour as target; values and old values checked exactly. */
#include <mpp/shmem.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int me, npes, left, right, errors;

#define FAILIF(c, ...)                                                         \
    do {                                                                       \
        if (c) {                                                               \
            printf("FAIL: amo_ext PE %d: ", me);                               \
            printf(__VA_ARGS__);                                               \
            printf("\n");                                                      \
            errors++;                                                          \
        }                                                                      \
    } while (0)

#define VAL(pe) ((pe) * 11 + 3)

#define AMO_EXT_TYPES(X)                                                       \
    X(float, float) X(double, double) X(int, int) X(long, long)                \
    X(longlong, long long) X(uint, unsigned int) X(ulong, unsigned long)       \
    X(ulonglong, unsigned long long) X(int32, int32_t) X(int64, int64_t)       \
    X(uint32, uint32_t) X(uint64, uint64_t) X(size, size_t)                    \
    X(ptrdiff, ptrdiff_t)

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
    start_pes(0);
    me = _my_pe();
    npes = _num_pes();
    right = (me + 1) % npes;
    left = (me + npes - 1) % npes;

#define CALL(NAME, T) test_##NAME();
    AMO_EXT_TYPES(CALL)
#undef CALL

    shmem_barrier_all();
    if (errors) {
        printf("FAIL: amo_ext PE %d: %d errors\n", me, errors);
        return 1;
    }
    if (me == 0)
        printf("amo_ext: passed on %d PEs\n", npes);
    return 0;
}
