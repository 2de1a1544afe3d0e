/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/generic_c11: the OpenSHMEM 1.4 C11 type-generic names (needs
 * -std=c11): shmem_put/get/p/g/iput/iget/put_nbi/get_nbi, the
 * shmem_atomic_* names and shmem_wait_until/shmem_test, each on several
 * element types (so a wrong selection shows as wrong data), and the
 * context forms of put, get and the atomics. */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "generic_c11"
#include "sma1.h"

#if !defined(__STDC_VERSION__) || __STDC_VERSION__ < 201112L
#error "generic_c11 needs C11 (-std=c11)"
#endif

#define N 9

static int me, npes, left, right, errors;

#define VAL(pe, i) ((pe) * 7 + (i) + 1)

/* RMA through the generic names on one type. */
#define RMA(T, TN)                                                             \
    static void rma_##TN(void)                                                 \
    {                                                                          \
        static T src[2 * N], dst[2 * N];                                       \
        T loc[2 * N], v;                                                       \
        int i;                                                                 \
        for (i = 0; i < 2 * N; i++) {                                          \
            src[i] = (T)VAL(me, i);                                            \
            dst[i] = 0;                                                        \
        }                                                                      \
        shmem_barrier_all();                                                   \
        shmem_put(dst, src, N, right);                                         \
        shmem_p(&dst[N], (T)VAL(me, 40), right);                               \
        shmem_barrier_all();                                                   \
        for (i = 0; i < N; i++)                                                \
            FAILIF(dst[i] != (T)VAL(left, i), "shmem_put (" #T "): [%d] = %g", \
                   i, (double)dst[i]);                                         \
        FAILIF(dst[N] != (T)VAL(left, 40), "shmem_p (" #T ") = %g",            \
               (double)dst[N]);                                                \
        shmem_get(loc, src, N, right);                                         \
        for (i = 0; i < N; i++)                                                \
            FAILIF(loc[i] != (T)VAL(right, i), "shmem_get (" #T "): [%d] = "   \
                   "%g", i, (double)loc[i]);                                   \
        v = shmem_g(&src[2], right);                                           \
        FAILIF(v != (T)VAL(right, 2), "shmem_g (" #T ") = %g", (double)v);     \
        shmem_get_nbi(loc, src + N, N, right);                                 \
        shmem_quiet();                                                         \
        for (i = 0; i < N; i++)                                                \
            FAILIF(loc[i] != (T)VAL(right, N + i), "shmem_get_nbi (" #T "): "  \
                   "[%d] = %g", i, (double)loc[i]);                            \
        shmem_iget(loc, src, 1, 2, N, right);                                  \
        for (i = 0; i < N; i++)                                                \
            FAILIF(loc[i] != (T)VAL(right, 2 * i), "shmem_iget (" #T "): "     \
                   "[%d] = %g", i, (double)loc[i]);                            \
        shmem_barrier_all();                                                   \
        for (i = 0; i < 2 * N; i++)                                            \
            dst[i] = 0;                                                        \
        shmem_barrier_all();                                                   \
        shmem_iput(dst, src, 2, 1, N, right);                                  \
        shmem_barrier_all();                                                   \
        for (i = 0; i < 2 * N; i++)                                            \
            FAILIF(dst[i] != (T)(i % 2 ? 0 : VAL(left, i / 2)),                \
                   "shmem_iput (" #T "): [%d] = %g", i, (double)dst[i]);       \
        shmem_barrier_all();                                                   \
        shmem_put_nbi(dst, src, N, right);                                     \
        shmem_ctx_quiet(SHMEM_CTX_DEFAULT);                                    \
        shmem_put(SHMEM_CTX_DEFAULT, dst + N, src + N, N, right);              \
        shmem_barrier_all();                                                   \
        for (i = 0; i < 2 * N; i++)                                            \
            FAILIF(dst[i] != (T)VAL(left, i), "shmem_put_nbi/shmem_put(ctx) "  \
                   "(" #T "): [%d] = %g", i, (double)dst[i]);                  \
        shmem_get(SHMEM_CTX_DEFAULT, loc, src, N, right);                      \
        for (i = 0; i < N; i++)                                                \
            FAILIF(loc[i] != (T)VAL(right, i), "shmem_get(ctx) (" #T "): "     \
                   "[%d] = %g", i, (double)loc[i]);                            \
        shmem_barrier_all();                                                   \
    }
RMA(float, float)
RMA(double, double)
RMA(short, short)
RMA(unsigned char, uchar)
RMA(int, int)
RMA(long long, longlong)
RMA(unsigned long, ulong)
#undef RMA

/* AMOs through the generic names. */
#define AMO(T, TN)                                                             \
    static void amo_##TN(void)                                                 \
    {                                                                          \
        static T x, ctr;                                                       \
        T old;                                                                 \
        x = (T)VAL(me, 0);                                                     \
        ctr = 0;                                                               \
        shmem_barrier_all();                                                   \
        old = shmem_atomic_fetch(&x, right);                                   \
        FAILIF(old != (T)VAL(right, 0), "shmem_atomic_fetch (" #T ") = %lld",  \
               (long long)old);                                                \
        old = shmem_atomic_compare_swap(&x, (T)VAL(right, 0), (T)VAL(me, 5),   \
                                        right);                                \
        FAILIF(old != (T)VAL(right, 0), "shmem_atomic_compare_swap (" #T       \
               ") = %lld", (long long)old);                                    \
        shmem_atomic_fetch_inc(&ctr, 0);                                       \
        shmem_atomic_inc(&ctr, 0);                                             \
        shmem_atomic_fetch_add(&ctr, (T)2, 0);                                 \
        shmem_atomic_add(&ctr, (T)2, 0);                                       \
        shmem_atomic_add(SHMEM_CTX_DEFAULT, &ctr, (T)1, 0);                    \
        shmem_barrier_all();                                                   \
        FAILIF(x != (T)VAL(left, 5), "shmem_atomic_compare_swap (" #T          \
               "): x = %lld", (long long)x);                                   \
        FAILIF(me == 0 && ctr != (T)(7 * npes), "shmem_atomic_inc/add (" #T   \
               "): counter %lld, want %d", (long long)ctr, 7 * npes);          \
        shmem_barrier_all();                                                   \
        shmem_atomic_set(&x, (T)VAL(me, 9), right);                            \
        shmem_barrier_all();                                                   \
        old = shmem_atomic_swap(&x, (T)VAL(me, 11), right);                    \
        FAILIF(old != (T)VAL(me, 9), "shmem_atomic_set/swap (" #T ") = %lld",  \
               (long long)old);                                                \
        shmem_barrier_all();                                                   \
    }
AMO(int, int)
AMO(long, long)
AMO(unsigned long long, ulonglong)
#undef AMO

static void bitwise(void)
{
    static unsigned int w;
    unsigned int mine = 1u << me, old;
    w = 0;
    shmem_barrier_all();
    old = shmem_atomic_fetch_or(&w, mine, 0);
    FAILIF(old & mine, "shmem_atomic_fetch_or: %#x", old);
    shmem_atomic_xor(&w, mine << 8, 0);
    shmem_barrier_all();
    FAILIF(me == 0 && w != ((1u << npes) - 1) * 257u, "shmem_atomic_fetch_or/"
           "xor: word %#x", w);
    shmem_barrier_all();
    shmem_atomic_and(&w, ~mine, 0);
    shmem_barrier_all();
    FAILIF(me == 0 && w != ((1u << npes) - 1) * 256u, "shmem_atomic_and: "
           "word %#x", w);
    shmem_barrier_all();
}

static void sync_generic(void)
{
    static int iflag;
    static long lflag;
    iflag = 0;
    lflag = 0;
    shmem_barrier_all();
    shmem_p(&iflag, 3, right);
    shmem_wait_until(&iflag, SHMEM_CMP_EQ, 3);
    FAILIF(shmem_test(&iflag, SHMEM_CMP_GE, 3) != 1, "shmem_test (int)");
    shmem_p(&lflag, 5L, right);
    shmem_wait_until(&lflag, SHMEM_CMP_GT, 4L);
    FAILIF(shmem_test(&lflag, SHMEM_CMP_NE, 5L) != 0, "shmem_test (long)");
    shmem_barrier_all();
}

int main(void)
{
    sma1_start_pes(&me, &npes);
    sma1_ring(me, npes, &left, &right);

    rma_float();
    rma_double();
    rma_short();
    rma_uchar();
    rma_int();
    rma_longlong();
    rma_ulong();
    amo_int();
    amo_long();
    amo_ulonglong();
    if (npes <= 8)
        bitwise();
    sync_generic();

    return sma1_end(SMA1_NAME, me, npes, errors);
}
