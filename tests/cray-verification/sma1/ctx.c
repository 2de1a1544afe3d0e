/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/ctx: OpenSHMEM 1.4 communication contexts: shmem_ctx_create (each
 * option) and shmem_ctx_destroy, and on a created context every typed,
 * sized and mem RMA routine (put, get, put_nbi, get_nbi, iput, iget, p,
 * g), every AMO (extended, standard and bitwise families), shmem_ctx_fence
 * and shmem_ctx_quiet; results checked against the right-hand PE. */
#include <mpp/shmem.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SMA1_NAME "ctx"
#include "sma1.h"

#define N 11
#define ST 2 /* strides for iput/iget: target 2, source 2 */

static int me, npes, left, right, errors;
static shmem_ctx_t ctx;

#define VAL(pe, i) ((pe) * 7 + (i) + 1)

#define CHECKN(WHAT, buf, n, stride, pe, T)                                    \
    do {                                                                       \
        int k_;                                                                \
        for (k_ = 0; k_ < (n); k_++)                                           \
            if ((buf)[k_ * (stride)] != (T)VAL(pe, k_)) {                      \
                FAILIF(1, "%s: [%d] = %g, want %d", WHAT, k_ * (stride),       \
                       (double)(buf)[k_ * (stride)], VAL(pe, k_));             \
                break;                                                         \
            }                                                                  \
    } while (0)

#define TEST_RMA(NAME, T)                                                      \
    static void rma_##NAME(void)                                               \
    {                                                                          \
        T *src = shmem_malloc(N * ST * sizeof(T));                             \
        T *dst = shmem_malloc(N * ST * sizeof(T));                             \
        T loc[N * ST], v;                                                      \
        int i;                                                                 \
        for (i = 0; i < N * ST; i++) {                                         \
            src[i] = (T)VAL(me, i / ST);                                       \
            dst[i] = 0;                                                        \
        }                                                                      \
        for (i = 0; i < N; i++)                                                \
            src[i] = (T)VAL(me, i); /* contiguous copy in front */             \
        shmem_barrier_all();                                                   \
        shmem_ctx_##NAME##_put(ctx, dst, src, N, right);                       \
        shmem_ctx_quiet(ctx);                                                  \
        shmem_barrier_all();                                                   \
        CHECKN("shmem_ctx_" #NAME "_put", dst, N, 1, left, T);                 \
        memset(loc, 0, sizeof loc);                                            \
        shmem_ctx_##NAME##_get(ctx, loc, src, N, right);                       \
        CHECKN("shmem_ctx_" #NAME "_get", loc, N, 1, right, T);                \
        memset(loc, 0, sizeof loc);                                            \
        shmem_ctx_##NAME##_get_nbi(ctx, loc, src, N, right);                   \
        shmem_ctx_quiet(ctx);                                                  \
        CHECKN("shmem_ctx_" #NAME "_get_nbi", loc, N, 1, right, T);            \
        v = shmem_ctx_##NAME##_g(ctx, &src[3], right);                         \
        FAILIF(v != (T)VAL(right, 3), "shmem_ctx_" #NAME "_g = %g, want %d",   \
               (double)v, VAL(right, 3));                                      \
        shmem_barrier_all();                                                   \
        memset(dst, 0, N * ST * sizeof(T));                                    \
        shmem_barrier_all();                                                   \
        shmem_ctx_##NAME##_put_nbi(ctx, dst, src, N, right);                   \
        shmem_ctx_fence(ctx);                                                  \
        shmem_ctx_##NAME##_p(ctx, &dst[N], (T)VAL(me, 40), right);             \
        shmem_ctx_quiet(ctx);                                                  \
        shmem_barrier_all();                                                   \
        CHECKN("shmem_ctx_" #NAME "_put_nbi", dst, N, 1, left, T);             \
        FAILIF(dst[N] != (T)VAL(left, 40), "shmem_ctx_" #NAME "_p: %g, "       \
               "want %d", (double)dst[N], VAL(left, 40));                      \
        shmem_barrier_all();                                                   \
        /* strided: src holds VAL(me, k) at k*ST after this */                 \
        for (i = 0; i < N * ST; i++) {                                         \
            src[i] = (T)(i % ST ? 0 : VAL(me, i / ST));                        \
            dst[i] = 0;                                                        \
        }                                                                      \
        shmem_barrier_all();                                                   \
        shmem_ctx_##NAME##_iput(ctx, dst, src, ST, ST, N, right);              \
        shmem_ctx_quiet(ctx);                                                  \
        shmem_barrier_all();                                                   \
        CHECKN("shmem_ctx_" #NAME "_iput", dst, N, ST, left, T);               \
        memset(loc, 0, sizeof loc);                                            \
        shmem_ctx_##NAME##_iget(ctx, loc, src, 1, ST, N, right);               \
        CHECKN("shmem_ctx_" #NAME "_iget", loc, N, 1, right, T);               \
        shmem_barrier_all();                                                   \
        shmem_free(dst);                                                       \
        shmem_free(src);                                                       \
    }
RMA_TYPES(TEST_RMA)
#undef TEST_RMA

/* Sized and mem: BITS, word type, words per element. */
#define SIZED(X) SIZED_TYPES(X)

#define TEST_SIZED(BITS, T, W)                                                 \
    static void sized_##BITS(void)                                             \
    {                                                                          \
        T *src = shmem_malloc(N * ST * W * sizeof(T));                         \
        T *dst = shmem_malloc(N * ST * W * sizeof(T));                         \
        T loc[N * ST * W];                                                     \
        int i;                                                                 \
        for (i = 0; i < N * ST * W; i++) {                                     \
            src[i] = (T)VAL(me, i);                                            \
            dst[i] = 0;                                                        \
        }                                                                      \
        shmem_barrier_all();                                                   \
        shmem_ctx_put##BITS(ctx, dst, src, N, right);                          \
        shmem_ctx_quiet(ctx);                                                  \
        shmem_barrier_all();                                                   \
        CHECKN("shmem_ctx_put" #BITS, dst, N * W, 1, left, T);                 \
        memset(loc, 0, sizeof loc);                                            \
        shmem_ctx_get##BITS(ctx, loc, src, N, right);                          \
        CHECKN("shmem_ctx_get" #BITS, loc, N * W, 1, right, T);                \
        memset(loc, 0, sizeof loc);                                            \
        shmem_ctx_get##BITS##_nbi(ctx, loc, src, N, right);                    \
        shmem_ctx_quiet(ctx);                                                  \
        CHECKN("shmem_ctx_get" #BITS "_nbi", loc, N * W, 1, right, T);         \
        shmem_barrier_all();                                                   \
        memset(dst, 0, N * ST * W * sizeof(T));                                \
        shmem_barrier_all();                                                   \
        shmem_ctx_put##BITS##_nbi(ctx, dst, src, N, right);                    \
        shmem_ctx_quiet(ctx);                                                  \
        shmem_barrier_all();                                                   \
        CHECKN("shmem_ctx_put" #BITS "_nbi", dst, N * W, 1, left, T);          \
        shmem_barrier_all();                                                   \
        memset(dst, 0, N * ST * W * sizeof(T));                                \
        shmem_barrier_all();                                                   \
        /* iput: element k (W words) from src element k to dst element 2k */   \
        shmem_ctx_iput##BITS(ctx, dst, src, ST, 1, N, right);                  \
        shmem_ctx_quiet(ctx);                                                  \
        shmem_barrier_all();                                                   \
        for (i = 0; i < N * ST * W; i++) {                                     \
            int el = i / W, w = i % W;                                         \
            T want = (T)(el % ST ? 0 : VAL(left, el / ST * W + w));            \
            if (dst[i] != want) {                                              \
                FAILIF(1, "shmem_ctx_iput" #BITS ": word %d = %lu, want %lu",  \
                       i, (unsigned long)dst[i], (unsigned long)want);         \
                break;                                                         \
            }                                                                  \
        }                                                                      \
        memset(loc, 0, sizeof loc);                                            \
        shmem_ctx_iget##BITS(ctx, loc, src, 1, ST, N, right);                  \
        for (i = 0; i < N * W; i++) {                                          \
            int el = i / W, w = i % W;                                         \
            T want = (T)VAL(right, el * ST * W + w);                           \
            if (loc[i] != want) {                                              \
                FAILIF(1, "shmem_ctx_iget" #BITS ": word %d = %lu, want %lu",  \
                       i, (unsigned long)loc[i], (unsigned long)want);         \
                break;                                                         \
            }                                                                  \
        }                                                                      \
        shmem_barrier_all();                                                   \
        shmem_free(dst);                                                       \
        shmem_free(src);                                                       \
    }
SIZED(TEST_SIZED)
#undef TEST_SIZED

static void mem(void)
{
    unsigned char *src = shmem_malloc(100), *dst = shmem_malloc(100);
    unsigned char loc[100];
    int i;
    for (i = 0; i < 100; i++) {
        src[i] = (unsigned char)VAL(me, i);
        dst[i] = 0;
    }
    shmem_barrier_all();
    shmem_ctx_putmem(ctx, dst, src, 45, right);
    shmem_ctx_putmem_nbi(ctx, dst + 50, src + 50, 45, right);
    shmem_ctx_quiet(ctx);
    shmem_barrier_all();
    for (i = 0; i < 100; i++) {
        unsigned char want = (i < 45 || (i >= 50 && i < 95))
                                 ? (unsigned char)VAL(left, i) : 0;
        if (dst[i] != want) {
            FAILIF(1, "shmem_ctx_putmem%s: byte %d = %d, want %d",
                   i < 50 ? "" : "_nbi", i, dst[i], want);
            break;
        }
    }
    memset(loc, 0, sizeof loc);
    shmem_ctx_getmem(ctx, loc, src, 45, right);
    shmem_ctx_getmem_nbi(ctx, loc + 50, src + 50, 45, right);
    shmem_ctx_quiet(ctx);
    for (i = 0; i < 100; i++) {
        unsigned char want = (i < 45 || (i >= 50 && i < 95))
                                 ? (unsigned char)VAL(right, i) : 0;
        if (loc[i] != want) {
            FAILIF(1, "shmem_ctx_getmem%s: byte %d = %d, want %d",
                   i < 50 ? "" : "_nbi", i, loc[i], want);
            break;
        }
    }
    shmem_barrier_all();
    shmem_free(dst);
    shmem_free(src);
}

#define TEST_EXT(NAME, T)                                                      \
    static void ext_##NAME(void)                                               \
    {                                                                          \
        static T x;                                                            \
        T old;                                                                 \
        x = (T)VAL(me, 0);                                                     \
        shmem_barrier_all();                                                   \
        old = shmem_ctx_##NAME##_atomic_fetch(ctx, &x, right);                 \
        FAILIF(old != (T)VAL(right, 0), "shmem_ctx_" #NAME "_atomic_fetch = "  \
               "%g", (double)old);                                             \
        shmem_barrier_all();                                                   \
        shmem_ctx_##NAME##_atomic_set(ctx, &x, (T)VAL(me, 9), right);          \
        shmem_ctx_quiet(ctx);                                                  \
        shmem_barrier_all();                                                   \
        FAILIF(x != (T)VAL(left, 9), "shmem_ctx_" #NAME "_atomic_set: x = %g", \
               (double)x);                                                     \
        shmem_barrier_all();                                                   \
        old = shmem_ctx_##NAME##_atomic_swap(ctx, &x, (T)VAL(me, 20), right);  \
        FAILIF(old != (T)VAL(me, 9), "shmem_ctx_" #NAME "_atomic_swap "        \
               "returned %g", (double)old);                                    \
        shmem_barrier_all();                                                   \
        FAILIF(x != (T)VAL(left, 20), "shmem_ctx_" #NAME "_atomic_swap: "      \
               "x = %g", (double)x);                                           \
        shmem_barrier_all();                                                   \
    }
AMO_EXT_TYPES(TEST_EXT)
#undef TEST_EXT

#define TEST_STD(NAME, T)                                                      \
    static void std_##NAME(void)                                               \
    {                                                                          \
        static T x, ctr;                                                       \
        T old;                                                                 \
        x = (T)VAL(me, 0);                                                     \
        ctr = 0;                                                               \
        shmem_barrier_all();                                                   \
        old = shmem_ctx_##NAME##_atomic_compare_swap(ctx, &x, (T)0, (T)1,      \
                                                     right);                   \
        FAILIF(old != (T)VAL(right, 0), "shmem_ctx_" #NAME                     \
               "_atomic_compare_swap (no match) returned %g", (double)old);    \
        old = shmem_ctx_##NAME##_atomic_compare_swap(                          \
            ctx, &x, (T)VAL(right, 0), (T)VAL(me, 30), right);                 \
        FAILIF(old != (T)VAL(right, 0), "shmem_ctx_" #NAME                     \
               "_atomic_compare_swap returned %g", (double)old);               \
        old = shmem_ctx_##NAME##_atomic_fetch_inc(ctx, &ctr, 0);               \
        FAILIF(old >= (T)(6 * npes), "shmem_ctx_" #NAME "_atomic_fetch_inc "   \
               "returned %g", (double)old);                                    \
        old = shmem_ctx_##NAME##_atomic_fetch_add(ctx, &ctr, (T)2, 0);         \
        FAILIF(old >= (T)(6 * npes), "shmem_ctx_" #NAME "_atomic_fetch_add "   \
               "returned %g", (double)old);                                    \
        shmem_ctx_##NAME##_atomic_inc(ctx, &ctr, 0);                           \
        shmem_ctx_##NAME##_atomic_add(ctx, &ctr, (T)2, 0);                     \
        shmem_ctx_quiet(ctx);                                                  \
        shmem_barrier_all();                                                   \
        FAILIF(x != (T)VAL(left, 30), "shmem_ctx_" #NAME                       \
               "_atomic_compare_swap: x = %g", (double)x);                     \
        FAILIF(me == 0 && ctr != (T)(6 * npes), "shmem_ctx_" #NAME             \
               "_atomic_fetch_inc/fetch_add/inc/add: counter %g, want %d",     \
               (double)ctr, 6 * npes);                                         \
        shmem_barrier_all();                                                   \
    }
AMO_STD_TYPES(TEST_STD)
#undef TEST_STD

#define TEST_BIT(NAME, T)                                                      \
    static void bit_##NAME(void)                                               \
    {                                                                          \
        static T w;                                                            \
        T old, mine = (T)((T)1 << me), all = 0;                                \
        int p;                                                                 \
        for (p = 0; p < npes; p++)                                             \
            all = (T)(all | (T)((T)1 << p));                                   \
        w = 0;                                                                 \
        shmem_barrier_all();                                                   \
        if (me % 2)                                                            \
            shmem_ctx_##NAME##_atomic_or(ctx, &w, mine, 0);                    \
        else {                                                                 \
            old = shmem_ctx_##NAME##_atomic_fetch_or(ctx, &w, mine, 0);        \
            FAILIF(old & mine, "shmem_ctx_" #NAME "_atomic_fetch_or: %#llx",   \
                   (unsigned long long)old);                                   \
        }                                                                      \
        shmem_ctx_quiet(ctx);                                                  \
        shmem_barrier_all();                                                   \
        FAILIF(me == 0 && w != all, "shmem_ctx_" #NAME "_atomic_(fetch_)or: "  \
               "%#llx", (unsigned long long)w);                                \
        shmem_barrier_all();                                                   \
        if (me % 2)                                                            \
            shmem_ctx_##NAME##_atomic_xor(ctx, &w, mine, 0);                   \
        else {                                                                 \
            old = shmem_ctx_##NAME##_atomic_fetch_xor(ctx, &w, mine, 0);       \
            FAILIF(!(old & mine), "shmem_ctx_" #NAME "_atomic_fetch_xor: "     \
                   "%#llx", (unsigned long long)old);                          \
        }                                                                      \
        shmem_ctx_quiet(ctx);                                                  \
        shmem_barrier_all();                                                   \
        FAILIF(me == 0 && w != 0, "shmem_ctx_" #NAME "_atomic_(fetch_)xor: "   \
               "%#llx", (unsigned long long)w);                                \
        if (me == 0)                                                           \
            w = (T)~(T)0;                                                      \
        shmem_barrier_all();                                                   \
        if (me % 2)                                                            \
            shmem_ctx_##NAME##_atomic_and(ctx, &w, (T)~mine, 0);               \
        else {                                                                 \
            old = shmem_ctx_##NAME##_atomic_fetch_and(ctx, &w, (T)~mine, 0);   \
            FAILIF(!(old & mine), "shmem_ctx_" #NAME "_atomic_fetch_and: "     \
                   "%#llx", (unsigned long long)old);                          \
        }                                                                      \
        shmem_ctx_quiet(ctx);                                                  \
        shmem_barrier_all();                                                   \
        FAILIF(me == 0 && w != (T)~all, "shmem_ctx_" #NAME                     \
               "_atomic_(fetch_)and: %#llx", (unsigned long long)w);           \
        shmem_barrier_all();                                                   \
    }
AMO_BIT_TYPES(TEST_BIT)
#undef TEST_BIT

static void all_tests(void)
{
#define CALL(NAME, T) rma_##NAME();
    RMA_TYPES(CALL)
#undef CALL
#define CALL(BITS, T, W) sized_##BITS();
    SIZED(CALL)
#undef CALL
    mem();
#define CALL(NAME, T) ext_##NAME();
    AMO_EXT_TYPES(CALL)
#undef CALL
#define CALL(NAME, T) std_##NAME();
    AMO_STD_TYPES(CALL)
#undef CALL
    if (npes <= 31) {
#define CALL(NAME, T) bit_##NAME();
        AMO_BIT_TYPES(CALL)
#undef CALL
    }
}

int main(void)
{
    static const long opts[] = {0, SHMEM_CTX_SERIALIZED, SHMEM_CTX_PRIVATE,
                                SHMEM_CTX_NOSTORE};
    unsigned o;
    int rc;
    sma1_init(&me, &npes);
    sma1_ring(me, npes, &left, &right);

    /* every option creates (or fails cleanly) and destroys */
    for (o = 0; o < sizeof opts / sizeof opts[0]; o++) {
        rc = shmem_ctx_create(opts[o], &ctx);
        if (rc == 0) {
            shmem_ctx_quiet(ctx);
            shmem_ctx_destroy(ctx);
        }
    }
    /* the full set on a created context, then on the default one */
    rc = shmem_ctx_create(SHMEM_CTX_PRIVATE, &ctx);
    if (rc != 0) {
        if (me == 0)
            printf("ctx: shmem_ctx_create failed (%d): testing the default "
                   "context only\n", rc);
        ctx = SHMEM_CTX_DEFAULT;
    }
    all_tests();
    if (rc == 0)
        shmem_ctx_destroy(ctx);
    ctx = SHMEM_CTX_DEFAULT;
    rma_long();
    ext_int();

    return sma1_finalize(SMA1_NAME, me, npes, errors);
}
