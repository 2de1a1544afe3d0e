/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/nbi: every typed, sized and mem put_nbi and get_nbi; completion by
 * shmem_quiet (gets, and puts before a flag) and ordering by shmem_fence
 * (data put before a flag put is seen first). */
#include <mpp/shmem.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SMA1_NAME "nbi"
#include "sma1.h"

#define N 23

static int me, npes, left, right, errors;
static long flag; /* set by the left PE once its data is out */

#define VAL(pe, i) ((pe) * 7 + (i) + 1)

/* Round r: data with put_nbi, then fence, then the flag (value r) with a
 * blocking put; the receiver waits for the flag and checks the data. */
static long round_no;

static void signal_right(int use_quiet)
{
    round_no++;
    if (use_quiet)
        shmem_quiet();
    else
        shmem_fence();
    shmem_long_p(&flag, round_no, right);
    shmem_long_wait_until(&flag, SHMEM_CMP_GE, round_no);
}

#define TEST_TYPE(NAME, T)                                                     \
    static void test_##NAME(void)                                              \
    {                                                                          \
        T *src = shmem_malloc(N * sizeof(T));                                  \
        T *dst = shmem_malloc(N * sizeof(T));                                  \
        T loc[N];                                                              \
        int i;                                                                 \
        for (i = 0; i < N; i++) {                                              \
            src[i] = (T)VAL(me, i);                                            \
            dst[i] = (T)0;                                                     \
        }                                                                      \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_put_nbi(dst, src, N, right);                            \
        signal_right(0);                                                       \
        for (i = 0; i < N; i++)                                                \
            FAILIF(dst[i] != (T)VAL(left, i),                                  \
                   "shmem_" #NAME "_put_nbi: dst[%d] = %g, want %g", i,        \
                   (double)dst[i], (double)VAL(left, i));                      \
        memset(loc, 0, sizeof loc);                                            \
        shmem_##NAME##_get_nbi(loc, src, N, right);                            \
        shmem_quiet();                                                         \
        for (i = 0; i < N; i++)                                                \
            FAILIF(loc[i] != (T)VAL(right, i),                                 \
                   "shmem_" #NAME "_get_nbi: loc[%d] = %g, want %g", i,        \
                   (double)loc[i], (double)VAL(right, i));                     \
        shmem_barrier_all();                                                   \
        shmem_free(dst);                                                       \
        shmem_free(src);                                                       \
    }
RMA_TYPES(TEST_TYPE)
#undef TEST_TYPE

#define SIZED(X) SIZED_TYPES(X) X(mem, uint8_t, 1)

#define TEST_SIZED(BITS, T, W)                                                 \
    static void test_##BITS(void)                                              \
    {                                                                          \
        T *src = shmem_malloc(N * W * sizeof(T));                              \
        T *dst = shmem_malloc(N * W * sizeof(T));                              \
        T loc[N * W];                                                          \
        int i;                                                                 \
        for (i = 0; i < N * W; i++) {                                          \
            src[i] = (T)VAL(me, i);                                            \
            dst[i] = 0;                                                        \
        }                                                                      \
        shmem_barrier_all();                                                   \
        shmem_put##BITS##_nbi(dst, src, N, right);                             \
        signal_right(1);                                                       \
        for (i = 0; i < N * W; i++)                                            \
            FAILIF(dst[i] != (T)VAL(left, i),                                  \
                   "shmem_put" #BITS "_nbi: dst[%d] = %lu, want %d", i,        \
                   (unsigned long)dst[i], VAL(left, i));                       \
        memset(loc, 0, sizeof loc);                                            \
        shmem_get##BITS##_nbi(loc, src, N, right);                             \
        shmem_quiet();                                                         \
        for (i = 0; i < N * W; i++)                                            \
            FAILIF(loc[i] != (T)VAL(right, i),                                 \
                   "shmem_get" #BITS "_nbi: loc[%d] = %lu, want %d", i,        \
                   (unsigned long)loc[i], VAL(right, i));                      \
        shmem_barrier_all();                                                   \
        shmem_free(dst);                                                       \
        shmem_free(src);                                                       \
    }
SIZED(TEST_SIZED)
#undef TEST_SIZED

int main(void)
{
    sma1_start_pes(&me, &npes);
    sma1_ring(me, npes, &left, &right);

#define CALL(NAME, T) test_##NAME();
    RMA_TYPES(CALL)
#undef CALL
#define CALL(BITS, T, W) test_##BITS();
    SIZED(CALL)
#undef CALL

    return sma1_end(SMA1_NAME, me, npes, errors);
}
