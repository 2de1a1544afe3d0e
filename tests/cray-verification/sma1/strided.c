/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/strided: every typed and sized iput and iget, with target stride 2
 * and source stride 3; elements between the strides must stay untouched.
 * (The SGI generic shmem_iput/shmem_iget: sgi_generic.c.) */
#include <mpp/shmem.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "strided"
#include "sma1.h"

#define N 9
#define DST 2
#define SST 3
#define SENT 99 /* sentinel: fits signed char */

static int me, npes, left, right, errors;

#define VAL(pe, i) ((pe) * 7 + (i) + 1)

/* dst[k*DST] = src[k*SST] of the source PE; everything else SENT. */
#define CHECK_STRIDED(WHAT, buf, srcpe, T)                                     \
    do {                                                                       \
        int k_;                                                                \
        for (k_ = 0; k_ < N * DST; k_++) {                                     \
            T want_ = (T)(k_ % DST == 0 ? VAL(srcpe, k_ / DST * SST) : SENT);  \
            FAILIF(buf[k_] != want_, "%s: dst[%d] = %g, want %g", WHAT, k_,    \
                   (double)buf[k_], (double)want_);                            \
        }                                                                      \
    } while (0)

#define TEST_TYPE(NAME, T)                                                     \
    static void test_##NAME(void)                                              \
    {                                                                          \
        T *src = shmem_malloc(N * SST * sizeof(T));                            \
        T *dst = shmem_malloc(N * DST * sizeof(T));                            \
        T loc[N * DST];                                                        \
        int i;                                                                 \
        for (i = 0; i < N * SST; i++)                                          \
            src[i] = (T)VAL(me, i);                                            \
        for (i = 0; i < N * DST; i++)                                          \
            dst[i] = loc[i] = (T)SENT;                                         \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_iput(dst, src, DST, SST, N, right);                     \
        shmem_barrier_all();                                                   \
        CHECK_STRIDED("shmem_" #NAME "_iput", dst, left, T);                   \
        shmem_##NAME##_iget(loc, src, DST, SST, N, right);                     \
        CHECK_STRIDED("shmem_" #NAME "_iget", loc, right, T);                  \
        shmem_barrier_all();                                                   \
        shmem_free(dst);                                                       \
        shmem_free(src);                                                       \
    }
RMA_TYPES(TEST_TYPE)
#undef TEST_TYPE

/* Sized: an element of BITS is W words of type T. */
#define SIZED(X) SIZED_TYPES(X)

#define CHECK_SIZED(WHAT, buf, srcpe, T, W)                                    \
    do {                                                                       \
        int k_, w_;                                                            \
        for (k_ = 0; k_ < N * DST; k_++)                                       \
            for (w_ = 0; w_ < W; w_++) {                                       \
                T want_ = (T)(k_ % DST == 0                                    \
                                  ? VAL(srcpe, (k_ / DST * SST) * W + w_)      \
                                  : SENT);                                     \
                FAILIF(buf[k_ * W + w_] != want_,                              \
                       "%s: element %d word %d = %lu, want %lu", WHAT, k_,     \
                       w_, (unsigned long)buf[k_ * W + w_],                    \
                       (unsigned long)want_);                                  \
            }                                                                  \
    } while (0)

#define TEST_SIZED(BITS, T, W)                                                 \
    static void test_##BITS(void)                                              \
    {                                                                          \
        T *src = shmem_malloc(N * SST * W * sizeof(T));                        \
        T *dst = shmem_malloc(N * DST * W * sizeof(T));                        \
        T loc[N * DST * W];                                                    \
        int i;                                                                 \
        for (i = 0; i < N * SST * W; i++)                                      \
            src[i] = (T)VAL(me, i);                                            \
        for (i = 0; i < N * DST * W; i++)                                      \
            dst[i] = loc[i] = (T)SENT;                                         \
        shmem_barrier_all();                                                   \
        shmem_iput##BITS(dst, src, DST, SST, N, right);                        \
        shmem_barrier_all();                                                   \
        CHECK_SIZED("shmem_iput" #BITS, dst, left, T, W);                      \
        shmem_iget##BITS(loc, src, DST, SST, N, right);                        \
        CHECK_SIZED("shmem_iget" #BITS, loc, right, T, W);                     \
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
