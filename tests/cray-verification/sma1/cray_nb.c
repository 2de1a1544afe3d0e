/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/cray_nb: Cray's non-blocking put and get, every type, size and mem:
 * the OpenSHMEMX forms shmemx_TYPE_put_nb/get_nb (complete at
 * shmem_quiet), the context forms shmemx_ctx_TYPE_put_nb/get_nb (complete
 * at shmem_ctx_quiet) and the Cray SHMEM forms shmem_TYPE_put_nb/get_nb
 * with a transfer handle (complete at shmem_wait_nb, or when
 * shmem_test_nb says so; a NULL handle pointer is allowed), generic
 * shmem_put_nb/get_nb among them. */
#include <mpp/shmem.h>
#include <mpp/shmemx.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SMA1_NAME "cray_nb"
#include "sma1.h"

#define N 15

static int me, npes, left, right, errors;
static shmem_ctx_t ctx;

#define VAL(pe, i, f) ((pe) * 7 + (i) + (f) * 3 + 1)

/* sized and mem: suffix, word type, words per element */
#define SIZED(X) SIZED_TYPES(X) X(mem, uint8_t, 1)

/* Wait for a handle; then it must test complete. */
static void finish(void *h, const char *what)
{
    shmem_wait_nb(h);
    FAILIF(shmem_test_nb(h) == 0, "%s: shmem_test_nb is 0 after "
           "shmem_wait_nb", what);
}

/* One family (f: 0 shmemx_, 1 shmemx_ctx_, 2 shmem_ with handle) of one
 * type: PUT and GET are the calls, DONE completes them. */
#define BODY(T, W, WHAT, PUT, GET, DONE_PUT, DONE_GET)                         \
    do {                                                                       \
        T *src = shmem_malloc(N * W * sizeof(T));                              \
        T *dst = shmem_malloc(N * W * sizeof(T));                              \
        T loc[N * W];                                                          \
        int i;                                                                 \
        for (i = 0; i < N * W; i++) {                                          \
            src[i] = (T)VAL(me, i, f);                                         \
            dst[i] = 0;                                                        \
        }                                                                      \
        shmem_barrier_all();                                                   \
        PUT;                                                                   \
        DONE_PUT;                                                              \
        shmem_barrier_all();                                                   \
        for (i = 0; i < N * W; i++)                                            \
            if (dst[i] != (T)VAL(left, i, f)) {                                \
                FAILIF(1, "%s put: [%d] = %g, want %d", WHAT, i,               \
                       (double)dst[i], VAL(left, i, f));                       \
                break;                                                         \
            }                                                                  \
        memset(loc, 0, sizeof loc);                                            \
        GET;                                                                   \
        DONE_GET;                                                              \
        for (i = 0; i < N * W; i++)                                            \
            if (loc[i] != (T)VAL(right, i, f)) {                               \
                FAILIF(1, "%s get: [%d] = %g, want %d", WHAT, i,               \
                       (double)loc[i], VAL(right, i, f));                      \
                break;                                                         \
            }                                                                  \
        shmem_barrier_all();                                                   \
        shmem_free(dst);                                                       \
        shmem_free(src);                                                       \
    } while (0)

#define TEST_TYPE(NAME, T)                                                     \
    static void test_##NAME(void)                                              \
    {                                                                          \
        void *hp = (void *)&hp, *hg = (void *)&hg;                             \
        int f = 0;                                                             \
        BODY(T, 1, "shmemx_" #NAME "_put_nb/get_nb",                           \
             shmemx_##NAME##_put_nb(dst, src, N, right),                       \
             shmemx_##NAME##_get_nb(loc, src, N, right), shmem_quiet(),        \
             shmem_quiet());                                                   \
        f = 1;                                                                 \
        BODY(T, 1, "shmemx_ctx_" #NAME "_put_nb/get_nb",                       \
             shmemx_ctx_##NAME##_put_nb(ctx, dst, src, N, right),              \
             shmemx_ctx_##NAME##_get_nb(ctx, loc, src, N, right),              \
             shmem_ctx_quiet(ctx), shmem_ctx_quiet(ctx));                      \
        f = 2;                                                                 \
        BODY(T, 1, "shmem_" #NAME "_put_nb/get_nb",                            \
             shmem_##NAME##_put_nb(dst, src, N, right, &hp),                   \
             shmem_##NAME##_get_nb(loc, src, N, right, &hg),                   \
             finish(hp, "shmem_" #NAME "_put_nb"),                             \
             finish(hg, "shmem_" #NAME "_get_nb"));                            \
        f = 3; /* no handle wanted: complete at shmem_quiet */                 \
        BODY(T, 1, "shmem_" #NAME "_put_nb/get_nb (NULL handle)",              \
             shmem_##NAME##_put_nb(dst, src, N, right, NULL),                  \
             shmem_##NAME##_get_nb(loc, src, N, right, NULL), shmem_quiet(),   \
             shmem_quiet());                                                   \
    }
RMA_TYPES(TEST_TYPE)
#undef TEST_TYPE

#define TEST_SIZED(BITS, T, W)                                                 \
    static void sized_##BITS(void)                                             \
    {                                                                          \
        void *hp = (void *)&hp, *hg = (void *)&hg;                             \
        int f = 0;                                                             \
        BODY(T, W, "shmemx_put" #BITS "_nb/get" #BITS "_nb",                   \
             shmemx_put##BITS##_nb(dst, src, N, right),                        \
             shmemx_get##BITS##_nb(loc, src, N, right), shmem_quiet(),         \
             shmem_quiet());                                                   \
        f = 1;                                                                 \
        BODY(T, W, "shmemx_ctx_put" #BITS "_nb/get" #BITS "_nb",               \
             shmemx_ctx_put##BITS##_nb(ctx, dst, src, N, right),               \
             shmemx_ctx_get##BITS##_nb(ctx, loc, src, N, right),               \
             shmem_ctx_quiet(ctx), shmem_ctx_quiet(ctx));                      \
        f = 2;                                                                 \
        BODY(T, W, "shmem_put" #BITS "_nb/get" #BITS "_nb",                    \
             shmem_put##BITS##_nb(dst, src, N, right, &hp),                    \
             shmem_get##BITS##_nb(loc, src, N, right, &hg),                    \
             finish(hp, "shmem_put" #BITS "_nb"),                              \
             finish(hg, "shmem_get" #BITS "_nb"));                             \
    }
SIZED(TEST_SIZED)
#undef TEST_SIZED

/* Cray SHMEM's generic forms: 64-bit words, as shmem_put and shmem_get. */
static void generic(void)
{
    void *hp = (void *)&hp, *hg = (void *)&hg;
    int f = 2;
    BODY(long, 1, "shmem_put_nb/get_nb", shmem_put_nb(dst, src, N, right, &hp),
         shmem_get_nb(loc, src, N, right, &hg), finish(hp, "shmem_put_nb"),
         finish(hg, "shmem_get_nb"));
}

int main(void)
{
    sma1_start_pes(&me, &npes);
    sma1_ring(me, npes, &left, &right);
    if (shmem_ctx_create(0, &ctx) != 0)
        ctx = SHMEM_CTX_DEFAULT;

#define CALL(NAME, T) test_##NAME();
    RMA_TYPES(CALL)
#undef CALL
#define CALL(BITS, T, W) sized_##BITS();
    SIZED(CALL)
#undef CALL
    generic();
    if (ctx != SHMEM_CTX_DEFAULT)
        shmem_ctx_destroy(ctx);

    return sma1_end(SMA1_NAME, me, npes, errors);
}
