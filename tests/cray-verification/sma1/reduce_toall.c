/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/reduce_toall: every active-set reduction shmem_TYPE_OP_to_all
 * (and, or, xor on the integer types; max, min on the real types; sum,
 * prod on those and the complex types) over every active set the PE count
 * allows, for several lengths (beyond SHMEM_REDUCE_MIN_WRKDATA_SIZE too)
 * and in place, against the answer computed here serially. All values are
 * small integers, so floating-point results are exact. */
#include <mpp/shmem.h>
#include <complex.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "reduce_toall"
#include "sma1.h"

#define MAXR 40
#define WRK (MAXR / 2 + 1 > SHMEM_REDUCE_MIN_WRKDATA_SIZE                     \
                 ? MAXR / 2 + 1                                                \
                 : SHMEM_REDUCE_MIN_WRKDATA_SIZE)
#define SENTV 55

static int me, npes, errors;
static long pSync[SHMEM_REDUCE_SYNC_SIZE];

/* Inputs and the serial operator, per operation. */
#define GEN_and(T, pe, i) ((T)(0x7fff & ~(1 << (((pe) + (i)) % 15))))
#define GEN_or(T, pe, i) ((T)(1 << (((pe) * 3 + (i)) % 15)))
#define GEN_xor(T, pe, i) ((T)(((pe) * 1103 + (i) * 71 + 5) & 0x7fff))
#define GEN_max(T, pe, i) ((T)(((pe) * 13 + (i) * 7) % 29 - 14))
#define GEN_min(T, pe, i) ((T)(((pe) * 13 + (i) * 5) % 31 - 15))
#define GEN_sum(T, pe, i) ((T)(((pe) * 3 + (i)) % 17 - 8))
#define GEN_prod(T, pe, i) ((T)(((pe) + (i)) % 3 == 0 ? -2 : ((pe) + (i)) % 3))
#define COMB_and(a, b) ((a) & (b))
#define COMB_or(a, b) ((a) | (b))
#define COMB_xor(a, b) ((a) ^ (b))
#define COMB_max(a, b) ((a) > (b) ? (a) : (b))
#define COMB_min(a, b) ((a) < (b) ? (a) : (b))
#define COMB_sum(a, b) ((a) + (b))
#define COMB_prod(a, b) ((a) * (b))
/* complex inputs */
static const double _Complex cprod[4] = {1.0, 1.0 * I, -1.0, 1.0 + 1.0 * I};
#define GENC_sum(T, pe, i) ((T)(((pe) % 3 - 1) + (((i) + (pe)) % 4 - 2) * I))
#define GENC_prod(T, pe, i) ((T)cprod[((pe) + (i)) % 4])

#define DEF(OP, NAME, T, GEN)                                                  \
    static void t_##NAME##_##OP(const struct aset *a, int nred, int inplace)   \
    {                                                                          \
        static T src[MAXR], dst[MAXR], wrk[WRK];                               \
        T *res = inplace ? src : dst, want;                                    \
        int idx = set_index(a, me), i, k, bad = 0;                             \
        for (i = 0; i < MAXR; i++) {                                           \
            src[i] = GEN(T, me, i);                                            \
            dst[i] = (T)SENTV;                                                 \
        }                                                                      \
        shmem_barrier_all();                                                   \
        if (idx >= 0) {                                                        \
            shmem_##NAME##_##OP##_to_all(res, src, nred, a->start,             \
                                         a->logstride, a->size, wrk, pSync);   \
            for (i = 0; i < MAXR && !bad; i++) {                               \
                if (i < nred) {                                                \
                    want = GEN(T, set_pe(a, 0), i);                            \
                    for (k = 1; k < a->size; k++)                              \
                        want = (T)COMB_##OP(want, GEN(T, set_pe(a, k), i));    \
                } else                                                         \
                    want = inplace ? GEN(T, me, i) : (T)SENTV;                 \
                if (res[i] != want) {                                          \
                    FAILIF(1, "shmem_" #NAME "_" #OP "_to_all(nreduce %d%s, "  \
                           "set %d/%d/%d): [%d] = %g%+gi, want %g%+gi", nred,  \
                           inplace ? ", in place" : "", a->start,              \
                           a->logstride, a->size, i,                           \
                           (double)creall((long double _Complex)res[i]),       \
                           (double)cimagl((long double _Complex)res[i]),       \
                           (double)creall((long double _Complex)want),         \
                           (double)cimagl((long double _Complex)want));        \
                    bad = 1;                                                   \
                }                                                              \
            }                                                                  \
        }                                                                      \
        shmem_barrier_all(); /* pSync, pWrk and the arrays reused */           \
    }

#define INT_TYPES(X, OP, G)                                                    \
    X(OP, short, short, G) X(OP, int, int, G) X(OP, long, long, G)             \
    X(OP, longlong, long long, G)
#define REAL_TYPES(X, OP, G)                                                   \
    INT_TYPES(X, OP, G) X(OP, float, float, G) X(OP, double, double, G)        \
    X(OP, longdouble, long double, G)
#define CPLX_TYPES(X, OP, G)                                                   \
    X(OP, complexd, double _Complex, G) X(OP, complexf, float _Complex, G)

/* Every (operation, type): X(OP, NAME, T, GEN) */
#define ALL(X)                                                                 \
    INT_TYPES(X, and, GEN_and) INT_TYPES(X, or, GEN_or)                        \
    INT_TYPES(X, xor, GEN_xor) REAL_TYPES(X, max, GEN_max)                     \
    REAL_TYPES(X, min, GEN_min) REAL_TYPES(X, sum, GEN_sum)                    \
    REAL_TYPES(X, prod, GEN_prod) CPLX_TYPES(X, sum, GENC_sum)                 \
    CPLX_TYPES(X, prod, GENC_prod)
ALL(DEF)
#undef DEF

int main(void)
{
    struct aset sets[8];
    static const int lens[] = {1, 5, MAXR};
    int i, n, l;
    for (i = 0; i < SHMEM_REDUCE_SYNC_SIZE; i++)
        pSync[i] = SHMEM_SYNC_VALUE;
    sma1_start_pes(&me, &npes);
    n = make_sets(sets, npes);

    for (i = 0; i < n; i++)
        for (l = 0; l < 3; l++) {
#define CALL(OP, NAME, T, G) t_##NAME##_##OP(&sets[i], lens[l], l == 1);
            ALL(CALL)
#undef CALL
        }

    shmem_barrier_all();
    if (errors) {
        printf("FAIL: reduce_toall PE %d: %d errors\n", me, errors);
        return 1;
    }
    if (me == 0)
        printf("reduce_toall: passed on %d PEs (%d active sets)\n", npes, n);
    return 0;
}
