/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/ibput_16: OpenSHMEM 1.6 interleaved blocks. For every RMA type and
 * size, and in their context and Sandia shmemx_ spellings, each PE puts
 * 3 blocks of 2 elements, taken every 3rd element, into every 5th element
 * of its right-hand PE's array (shmem_TYPE_ibput), then gets them back
 * from there (shmem_TYPE_ibget) into every 4th of its own; the gaps keep
 * their zeroes. */
#include <mpp/shmem.h>
#include <mpp/shmemx.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define SMA1_NAME "ibput_16"
#include "sma1.h"

#define N 16
static int me, npes, left, right, errors;
static unsigned char dst_bytes[N * 16]; /* room for N 128-bit elements */

#define V(pe, i) ((pe) * 10 + (i) + 1)

/* form 0: standard names, 1: context names, 2 and 3: Sandia's */
#define TEST_TYPE(NAME, T)                                                     \
    static void test_##NAME(int form)                                          \
    {                                                                          \
        T src[N], got[N], *d = (T *)(void *)dst_bytes;                         \
        int i, b;                                                              \
        for (i = 0; i < N; i++) {                                              \
            src[i] = (T)V(me, i);                                              \
            got[i] = (T)0;                                                     \
        }                                                                      \
        memset(dst_bytes, 0, sizeof(dst_bytes));                               \
        shmem_barrier_all();                                                   \
        if (form == 0)                                                         \
            shmem_##NAME##_ibput(d, src, 5, 3, 2, 3, right);                   \
        else if (form == 1)                                                    \
            shmem_ctx_##NAME##_ibput(SHMEM_CTX_DEFAULT, d, src, 5, 3, 2, 3,    \
                                     right);                                   \
        else if (form == 2)                                                    \
            shmemx_##NAME##_ibput(d, src, 5, 3, 2, 3, right);                  \
        else                                                                   \
            shmemx_ctx_##NAME##_ibput(SHMEM_CTX_DEFAULT, d, src, 5, 3, 2, 3,   \
                                      right);                                  \
        shmem_barrier_all();                                                   \
        for (b = 0; b < 3; b++)                                                \
            FAILIF(d[5 * b] != (T)V(left, 3 * b) ||                            \
                       d[5 * b + 1] != (T)V(left, 3 * b + 1) ||                \
                       d[5 * b + 2] != (T)0,                                   \
                   "%s form %d: block %d", #NAME, form, b);                    \
        if (form == 0)                                                         \
            shmem_##NAME##_ibget(got, d, 4, 5, 2, 3, right);                   \
        else if (form == 1)                                                    \
            shmem_ctx_##NAME##_ibget(SHMEM_CTX_DEFAULT, got, d, 4, 5, 2, 3,    \
                                     right);                                   \
        else if (form == 2)                                                    \
            shmemx_##NAME##_ibget(got, d, 4, 5, 2, 3, right);                  \
        else                                                                   \
            shmemx_ctx_##NAME##_ibget(SHMEM_CTX_DEFAULT, got, d, 4, 5, 2, 3,   \
                                      right);                                  \
        for (b = 0; b < 3; b++)                                                \
            FAILIF(got[4 * b] != (T)V(me, 3 * b) ||                            \
                       got[4 * b + 1] != (T)V(me, 3 * b + 1) ||                \
                       got[4 * b + 2] != (T)0,                                 \
                   "%s form %d: got block %d", #NAME, form, b);                \
        shmem_barrier_all();                                                   \
    }
RMA_TYPES(TEST_TYPE)
#undef TEST_TYPE

/* The sized forms: W words of T an element (128 bits: two uint64_t). */
#define TEST_SIZED(BITS, T, W)                                                 \
    static void sized_##BITS(int form)                                         \
    {                                                                          \
        T src[N * W], got[N * W], *d = (T *)(void *)dst_bytes;                 \
        int i, b, w;                                                           \
        for (i = 0; i < N * W; i++) {                                          \
            src[i] = (T)V(me, i);                                              \
            got[i] = 0;                                                        \
        }                                                                      \
        memset(dst_bytes, 0, sizeof(dst_bytes));                               \
        shmem_barrier_all();                                                   \
        if (form == 0)                                                         \
            shmem_ibput##BITS(d, src, 5, 3, 2, 3, right);                      \
        else if (form == 1)                                                    \
            shmem_ctx_ibput##BITS(SHMEM_CTX_DEFAULT, d, src, 5, 3, 2, 3,       \
                                  right);                                      \
        else if (form == 2)                                                    \
            shmemx_ibput##BITS(d, src, 5, 3, 2, 3, right);                     \
        else                                                                   \
            shmemx_ctx_ibput##BITS(SHMEM_CTX_DEFAULT, d, src, 5, 3, 2, 3,      \
                                   right);                                     \
        shmem_barrier_all();                                                   \
        for (b = 0; b < 3; b++)                                                \
            for (w = 0; w < 2 * W; w++)                                        \
                FAILIF(d[5 * b * W + w] != (T)V(left, 3 * b * W + w),          \
                       "put%d form %d: block %d word %d", BITS, form, b, w);   \
        if (form == 0)                                                         \
            shmem_ibget##BITS(got, d, 4, 5, 2, 3, right);                      \
        else if (form == 1)                                                    \
            shmem_ctx_ibget##BITS(SHMEM_CTX_DEFAULT, got, d, 4, 5, 2, 3,       \
                                  right);                                      \
        else if (form == 2)                                                    \
            shmemx_ibget##BITS(got, d, 4, 5, 2, 3, right);                     \
        else                                                                   \
            shmemx_ctx_ibget##BITS(SHMEM_CTX_DEFAULT, got, d, 4, 5, 2, 3,      \
                                   right);                                     \
        for (b = 0; b < 3; b++)                                                \
            for (w = 0; w < 2 * W; w++)                                        \
                FAILIF(got[4 * b * W + w] != (T)V(me, 3 * b * W + w),          \
                       "get%d form %d: block %d word %d", BITS, form, b, w);   \
        shmem_barrier_all();                                                   \
    }
SIZED_TYPES(TEST_SIZED)
#undef TEST_SIZED

int main(void)
{
    int form;
    sma1_init(&me, &npes);
    sma1_ring(me, npes, &left, &right);
    for (form = 0; form < 4; form++) {
#define CALL(NAME, T) test_##NAME(form);
        RMA_TYPES(CALL)
#undef CALL
    }
    for (form = 0; form < 4; form++) {
#define CALL(BITS, T, W) sized_##BITS(form);
        SIZED_TYPES(CALL)
#undef CALL
    }
    return sma1_finalize(SMA1_NAME, me, npes, errors);
}
