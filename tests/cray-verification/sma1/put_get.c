/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/put_get: every typed, sized and mem blocking put, get, p and g, to
 * and from the right-hand neighbour; each result checked element by
 * element. (The SGI generic shmem_put/shmem_get: sgi_generic.c.) */
#include <mpp/shmem.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SMA1_NAME "put_get"
#include "sma1.h"

#define N 17 /* odd: catches length rounding */

static int me, npes, left, right, errors;

/* A value that fits every type, signed char included. */
#define VAL(pe, i) ((pe) * 7 + (i) + 1)

#define TEST_TYPE(NAME, T)                                                     \
    static void test_##NAME(void)                                              \
    {                                                                          \
        T *src = shmem_malloc(N * sizeof(T));                                  \
        T *dst = shmem_malloc(N * sizeof(T));                                  \
        T loc[N], v;                                                           \
        int i;                                                                 \
        for (i = 0; i < N; i++) {                                              \
            src[i] = (T)VAL(me, i);                                            \
            dst[i] = (T)0;                                                     \
        }                                                                      \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_put(dst, src, N, right);                                \
        shmem_barrier_all();                                                   \
        for (i = 0; i < N; i++)                                                \
            FAILIF(dst[i] != (T)VAL(left, i),                                  \
                   "shmem_" #NAME "_put: dst[%d] = %g, want %g", i,            \
                   (double)dst[i], (double)VAL(left, i));                      \
        memset(loc, 0, sizeof loc);                                            \
        shmem_##NAME##_get(loc, src, N, right);                                \
        for (i = 0; i < N; i++)                                                \
            FAILIF(loc[i] != (T)VAL(right, i),                                 \
                   "shmem_" #NAME "_get: loc[%d] = %g, want %g", i,            \
                   (double)loc[i], (double)VAL(right, i));                     \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_p(&dst[N - 1], (T)VAL(me, 50), right);                  \
        shmem_##NAME##_p(&dst[0], (T)VAL(me, 60), right);                      \
        shmem_barrier_all();                                                   \
        FAILIF(dst[N - 1] != (T)VAL(left, 50) || dst[0] != (T)VAL(left, 60),   \
               "shmem_" #NAME "_p: dst = %g,%g, want %g,%g",                   \
               (double)dst[N - 1], (double)dst[0], (double)VAL(left, 50),      \
               (double)VAL(left, 60));                                         \
        for (i = 0; i < N; i += 5) {                                           \
            v = shmem_##NAME##_g(&src[i], right);                              \
            FAILIF(v != (T)VAL(right, i), "shmem_" #NAME "_g: src[%d] = %g, "  \
                   "want %g", i, (double)v, (double)VAL(right, i));            \
        }                                                                      \
        shmem_barrier_all();                                                   \
        shmem_free(dst);                                                       \
        shmem_free(src);                                                       \
    }
RMA_TYPES(TEST_TYPE)
#undef TEST_TYPE

/* Sized routines: bits per element, element type. 128 bits are two
 * uint64_t words. */
#define SIZED(X) SIZED_TYPES(X)

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
        shmem_put##BITS(dst, src, N, right);                                   \
        shmem_barrier_all();                                                   \
        for (i = 0; i < N * W; i++)                                            \
            FAILIF(dst[i] != (T)VAL(left, i),                                  \
                   "shmem_put" #BITS ": dst[%d] = %lu, want %d", i,            \
                   (unsigned long)dst[i], VAL(left, i));                       \
        memset(loc, 0, sizeof loc);                                            \
        shmem_get##BITS(loc, src, N, right);                                   \
        for (i = 0; i < N * W; i++)                                            \
            FAILIF(loc[i] != (T)VAL(right, i),                                 \
                   "shmem_get" #BITS ": loc[%d] = %lu, want %d", i,            \
                   (unsigned long)loc[i], VAL(right, i));                      \
        shmem_barrier_all();                                                   \
        shmem_free(dst);                                                       \
        shmem_free(src);                                                       \
    }
SIZED(TEST_SIZED)
#undef TEST_SIZED

/* putmem/getmem on an odd byte count at odd offsets. */
static void test_mem(void)
{
    unsigned char *bsrc = shmem_malloc(64), *bdst = shmem_malloc(64);
    unsigned char bloc[64];
    int i;
    for (i = 0; i < 64; i++) {
        bsrc[i] = (unsigned char)VAL(me, i);
        bdst[i] = 0;
    }
    shmem_barrier_all();
    shmem_putmem(bdst + 3, bsrc + 1, 37, right);
    shmem_barrier_all();
    for (i = 0; i < 64; i++) {
        unsigned char want = (i >= 3 && i < 40) ? (unsigned char)VAL(left, i - 2) : 0;
        FAILIF(bdst[i] != want, "shmem_putmem: byte %d = %d, want %d", i,
               bdst[i], want);
    }
    memset(bloc, 0, sizeof bloc);
    shmem_getmem(bloc + 1, bsrc + 5, 33, right);
    for (i = 0; i < 64; i++) {
        unsigned char want = (i >= 1 && i < 34) ? (unsigned char)VAL(right, i + 4) : 0;
        FAILIF(bloc[i] != want, "shmem_getmem: byte %d = %d, want %d", i,
               bloc[i], want);
    }
    shmem_barrier_all();
    shmem_free(bdst);
    shmem_free(bsrc);
}

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
    test_mem();

    return sma1_end(SMA1_NAME, me, npes, errors);
}
