/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/amo_nbi_15: the OpenSHMEM 1.5 non-blocking fetching AMOs on every
 * type of their family: fetch_nbi and swap_nbi (extended types),
 * compare_swap_nbi, fetch_inc_nbi and fetch_add_nbi (standard types),
 * fetch_and/or/xor_nbi (bitwise types); fetched values read after
 * shmem_quiet. */
#include <mpp/shmem.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "amo_nbi_15"
#include "sma1.h"

static int me, npes, left, right, errors;

#define VAL(pe) ((pe) * 11 + 3)

#define TEST_EXT(NAME, T)                                                      \
    static void ext_##NAME(void)                                               \
    {                                                                          \
        static T x;                                                            \
        T f1 = 0, f2 = 0;                                                      \
        x = (T)VAL(me);                                                        \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_atomic_fetch_nbi(&f1, &x, right);                       \
        shmem_quiet();                                                         \
        FAILIF(f1 != (T)VAL(right), "shmem_" #NAME "_atomic_fetch_nbi = %g, "  \
               "want %d", (double)f1, VAL(right));                             \
        shmem_##NAME##_atomic_swap_nbi(&f2, &x, (T)(VAL(me) + 100), right);    \
        shmem_quiet();                                                         \
        FAILIF(f2 != (T)VAL(right), "shmem_" #NAME "_atomic_swap_nbi "         \
               "fetched %g, want %d", (double)f2, VAL(right));                 \
        shmem_barrier_all();                                                   \
        FAILIF(x != (T)(VAL(left) + 100), "shmem_" #NAME "_atomic_swap_nbi: "  \
               "x = %g, want %d", (double)x, VAL(left) + 100);                 \
        shmem_barrier_all();                                                   \
    }
AMO_EXT_TYPES(TEST_EXT)
#undef TEST_EXT

#define TEST_STD(NAME, T)                                                      \
    static void std_##NAME(void)                                               \
    {                                                                          \
        static T x, ctr;                                                       \
        T f1 = 0, f2 = 0, f3 = 0, f4 = 0;                                      \
        x = (T)VAL(me);                                                        \
        ctr = 0;                                                               \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_atomic_compare_swap_nbi(&f1, &x, (T)(VAL(right) + 1),   \
                                               (T)9, right);                   \
        shmem_quiet();                                                         \
        shmem_##NAME##_atomic_compare_swap_nbi(&f2, &x, (T)VAL(right),         \
                                               (T)(VAL(me) + 100), right);     \
        shmem_##NAME##_atomic_fetch_inc_nbi(&f3, &ctr, 0);                     \
        shmem_##NAME##_atomic_fetch_add_nbi(&f4, &ctr, (T)2, 0);               \
        shmem_quiet();                                                         \
        FAILIF(f1 != (T)VAL(right) || f2 != (T)VAL(right),                     \
               "shmem_" #NAME "_atomic_compare_swap_nbi fetched %g, %g, "      \
               "want %d", (double)f1, (double)f2, VAL(right));                 \
        FAILIF(f3 > (T)(3 * npes) || f4 > (T)(3 * npes),                       \
               "shmem_" #NAME "_atomic_fetch_inc/add_nbi fetched %g, %g",      \
               (double)f3, (double)f4);                                        \
        shmem_barrier_all();                                                   \
        FAILIF(x != (T)(VAL(left) + 100), "shmem_" #NAME                       \
               "_atomic_compare_swap_nbi: x = %g, want %d", (double)x,         \
               VAL(left) + 100);                                               \
        FAILIF(me == 0 && ctr != (T)(3 * npes), "shmem_" #NAME                 \
               "_atomic_fetch_inc/add_nbi: counter %g, want %d",               \
               (double)ctr, 3 * npes);                                         \
        shmem_barrier_all();                                                   \
    }
AMO_STD_TYPES(TEST_STD)
#undef TEST_STD

#define TEST_BIT(NAME, T)                                                      \
    static void bit_##NAME(void)                                               \
    {                                                                          \
        static T w;                                                            \
        T f = 0, mine = (T)((T)1 << me), all = 0;                              \
        int p;                                                                 \
        for (p = 0; p < npes; p++)                                             \
            all = (T)(all | (T)((T)1 << p));                                   \
        w = 0;                                                                 \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_atomic_fetch_or_nbi(&f, &w, mine, 0);                   \
        shmem_quiet();                                                         \
        FAILIF(f & mine, "shmem_" #NAME "_atomic_fetch_or_nbi: fetched %#llx", \
               (unsigned long long)f);                                         \
        shmem_barrier_all();                                                   \
        FAILIF(me == 0 && w != all, "shmem_" #NAME "_atomic_fetch_or_nbi: "    \
               "word %#llx, want %#llx", (unsigned long long)w,                \
               (unsigned long long)all);                                       \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_atomic_fetch_and_nbi(&f, &w, (T)~mine, 0);              \
        shmem_quiet();                                                         \
        FAILIF(!(f & mine), "shmem_" #NAME "_atomic_fetch_and_nbi: fetched "   \
               "%#llx", (unsigned long long)f);                                \
        shmem_barrier_all();                                                   \
        FAILIF(me == 0 && w != 0, "shmem_" #NAME "_atomic_fetch_and_nbi: "     \
               "word %#llx, want 0", (unsigned long long)w);                   \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_atomic_fetch_xor_nbi(&f, &w, mine, 0);                  \
        shmem_quiet();                                                         \
        FAILIF(f & mine, "shmem_" #NAME "_atomic_fetch_xor_nbi: fetched "      \
               "%#llx", (unsigned long long)f);                                \
        shmem_barrier_all();                                                   \
        FAILIF(me == 0 && w != all, "shmem_" #NAME "_atomic_fetch_xor_nbi: "   \
               "word %#llx, want %#llx", (unsigned long long)w,                \
               (unsigned long long)all);                                       \
        shmem_barrier_all();                                                   \
    }
AMO_BIT_TYPES(TEST_BIT)
#undef TEST_BIT

int main(void)
{
    sma1_init(&me, &npes);
    sma1_ring(me, npes, &left, &right);

    if (npes <= 31) {
#define CALL(NAME, T) ext_##NAME();
        AMO_EXT_TYPES(CALL)
#undef CALL
#define CALL(NAME, T) std_##NAME();
        AMO_STD_TYPES(CALL)
#undef CALL
#define CALL(NAME, T) bit_##NAME();
        AMO_BIT_TYPES(CALL)
#undef CALL
    }

    return sma1_finalize(SMA1_NAME, me, npes, errors);
}
