/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/amo_bit: the bitwise AMOs (fetch_and, and, fetch_or, or, fetch_xor,
 * xor) on every OpenSHMEM bitwise AMO type. Every PE works on its own bit
 * of one word on PE 0 (so the final word is known exactly) and on the top
 * bit of the type (sign and width handled). */
#include <mpp/shmem.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "amo_bit"
#include "sma1.h"

static int me, npes, errors;

#define TEST_TYPE(NAME, T)                                                     \
    static void test_##NAME(void)                                              \
    {                                                                          \
        static T w;                                                            \
        T old, mine = (T)((T)1 << me), all = 0, top;                           \
        int p;                                                                 \
        top = (T)((T)1 << (sizeof(T) * 8 - 1));                                \
        for (p = 0; p < npes; p++)                                             \
            all = (T)(all | (T)((T)1 << p));                                   \
        w = 0;                                                                 \
        shmem_barrier_all();                                                   \
        /* or: set my bit; fetch_or: the fetched word has my bit clear */      \
        if (me % 2)                                                            \
            shmem_##NAME##_atomic_or(&w, mine, 0);                             \
        else {                                                                 \
            old = shmem_##NAME##_atomic_fetch_or(&w, mine, 0);                 \
            FAILIF(old & mine, "shmem_" #NAME "_atomic_fetch_or: old word "    \
                   "%#llx has my bit set", (unsigned long long)old);           \
        }                                                                      \
        shmem_barrier_all();                                                   \
        FAILIF(me == 0 && w != all,                                            \
               "shmem_" #NAME "_atomic_(fetch_)or: word %#llx, want %#llx",    \
               (unsigned long long)w, (unsigned long long)all);                \
        shmem_barrier_all();                                                   \
        /* xor: flip my bit off and the top bit on PE 0's word */              \
        if (me % 2) {                                                          \
            old = shmem_##NAME##_atomic_fetch_xor(&w, mine, 0);                \
            FAILIF(!(old & mine), "shmem_" #NAME "_atomic_fetch_xor: old "     \
                   "word %#llx has my bit clear", (unsigned long long)old);    \
        } else                                                                 \
            shmem_##NAME##_atomic_xor(&w, mine, 0);                            \
        if (me == npes - 1)                                                    \
            shmem_##NAME##_atomic_xor(&w, top, 0);                             \
        shmem_barrier_all();                                                   \
        FAILIF(me == 0 && w != top,                                            \
               "shmem_" #NAME "_atomic_(fetch_)xor: word %#llx, want %#llx",   \
               (unsigned long long)w, (unsigned long long)top);                \
        shmem_barrier_all();                                                   \
        /* and: from all ones, each PE clears its bit */                       \
        if (me == 0)                                                           \
            w = (T)~(T)0;                                                      \
        shmem_barrier_all();                                                   \
        if (me % 2)                                                            \
            shmem_##NAME##_atomic_and(&w, (T)~mine, 0);                        \
        else {                                                                 \
            old = shmem_##NAME##_atomic_fetch_and(&w, (T)~mine, 0);            \
            FAILIF(!(old & mine) || !(old & top),                              \
                   "shmem_" #NAME "_atomic_fetch_and: old word %#llx",         \
                   (unsigned long long)old);                                   \
        }                                                                      \
        shmem_barrier_all();                                                   \
        FAILIF(me == 0 && w != (T)~all,                                        \
               "shmem_" #NAME "_atomic_(fetch_)and: word %#llx, want %#llx",   \
               (unsigned long long)w, (unsigned long long)(T)~all);            \
        shmem_barrier_all();                                                   \
    }
AMO_BIT_TYPES(TEST_TYPE)
#undef TEST_TYPE

int main(void)
{
    sma1_start_pes(&me, &npes);
    if (npes > 31) {
        if (me == 0)
            printf("amo_bit: skipped (more than 31 PEs)\n");
        return 0;
    }

#define CALL(NAME, T) test_##NAME();
    AMO_BIT_TYPES(CALL)
#undef CALL

    return sma1_end(SMA1_NAME, me, npes, errors);
}
