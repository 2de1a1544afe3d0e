/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/reduce_team_15: every OpenSHMEM 1.5 team reduction
 * shmem_TYPE_OP_reduce (and, or, xor on the bitwise types; max, min on the
 * min/max types; sum, prod on those and complexd/complexf) on
 * SHMEM_TEAM_WORLD and on strided teams (evens and odds at once), for
 * several lengths and in place, against the answer computed here. Inputs
 * are small integers: no overflow in any type, exact in floating point. */
#include <mpp/shmem.h>
#include <complex.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "reduce_team_15"
#include "sma1.h"

#define MAXR 33
#define SENTV 55

static int me, npes, errors;

/* p: the member's rank in the team (< 8), i: the element */
#define GEN_and(T, p, i) ((T)(0x7f & ~(1 << (((p) + (i)) % 7))))
#define GEN_or(T, p, i) ((T)(1 << (((p) * 3 + (i)) % 7)))
#define GEN_xor(T, p, i) ((T)(((p) * 37 + (i) * 11 + 5) & 0x7f))
#define GEN_max(T, p, i) ((T)(((p) * 13 + (i) * 7) % 29 - 14))
#define GEN_min(T, p, i) ((T)(((p) * 13 + (i) * 5) % 31 - 15))
#define GEN_sum(T, p, i) ((T)(((p) * 3 + (i)) % 15 - 7))
#define GEN_prod(T, p, i) ((T)(((p) + (i)) % 4 == 0 ? 2 : ((p) + (i)) % 4 == 2 ? -1 : 1))
#define GEN_uprod(T, p, i) ((T)(((p) + (i)) % 4 == 0 ? 2 : 1))
#define COMB_and(a, b) ((a) & (b))
#define COMB_or(a, b) ((a) | (b))
#define COMB_xor(a, b) ((a) ^ (b))
#define COMB_max(a, b) ((a) > (b) ? (a) : (b))
#define COMB_min(a, b) ((a) < (b) ? (a) : (b))
#define COMB_sum(a, b) ((a) + (b))
#define COMB_prod(a, b) ((a) * (b))
static const double _Complex cprod[4] = {1.0, 1.0 * I, -1.0, 1.0 + 1.0 * I};
#define GENC_sum(T, p, i) ((T)(((p) % 3 - 1) + (((i) + (p)) % 4 - 2) * I))
#define GENC_prod(T, p, i) ((T)cprod[((p) + (i)) % 4])

#define DEF(OP, NAME, T, GEN)                                                  \
    static void t_##NAME##_##OP(shmem_team_t team, const char *tname,          \
                                size_t nred, int inplace)                      \
    {                                                                          \
        static T src[MAXR], dst[MAXR];                                         \
        T *res = inplace ? src : dst, want;                                    \
        int mt = shmem_team_my_pe(team), n = shmem_team_n_pes(team), k, rc;    \
        size_t i;                                                              \
        if (mt < 0)                                                            \
            return;                                                            \
        for (i = 0; i < MAXR; i++) {                                           \
            src[i] = GEN(T, mt, (int)i);                                       \
            dst[i] = (T)SENTV;                                                 \
        }                                                                      \
        shmem_team_sync(team);                                                 \
        rc = shmem_##NAME##_##OP##_reduce(team, res, src, nred);               \
        FAILIF(rc != 0, "shmem_" #NAME "_" #OP "_reduce returned %d", rc);     \
        for (i = 0; i < MAXR; i++) {                                           \
            if (i < nred) {                                                    \
                want = GEN(T, 0, (int)i);                                      \
                for (k = 1; k < n; k++)                                        \
                    want = (T)COMB_##OP(want, GEN(T, k, (int)i));              \
            } else                                                             \
                want = inplace ? GEN(T, mt, (int)i) : (T)SENTV;                \
            if (res[i] != want) {                                              \
                FAILIF(1, "shmem_" #NAME "_" #OP "_reduce(%s, nreduce %zu%s)"  \
                       ": [%zu] = %g%+gi, want %g%+gi", tname, nred,           \
                       inplace ? ", in place" : "", i,                         \
                       (double)creall((long double _Complex)res[i]),           \
                       (double)cimagl((long double _Complex)res[i]),           \
                       (double)creall((long double _Complex)want),             \
                       (double)cimagl((long double _Complex)want));            \
                break;                                                         \
            }                                                                  \
        }                                                                      \
        shmem_team_sync(team); /* the arrays are reused */                     \
    }

#define BIT_TYPES(X, OP, G)                                                    \
    X(OP, uchar, unsigned char, G) X(OP, ushort, unsigned short, G)            \
    X(OP, uint, unsigned int, G) X(OP, ulong, unsigned long, G)                \
    X(OP, ulonglong, unsigned long long, G) X(OP, int8, int8_t, G)             \
    X(OP, int16, int16_t, G) X(OP, int32, int32_t, G)                          \
    X(OP, int64, int64_t, G) X(OP, uint8, uint8_t, G)                          \
    X(OP, uint16, uint16_t, G) X(OP, uint32, uint32_t, G)                      \
    X(OP, uint64, uint64_t, G) X(OP, size, size_t, G)
/* min/max types, signed ones (and char, whose sign varies, kept to
 * non-negative inputs: see SIGNED/UNSIGNED below) */
#define SIGNED_TYPES(X, OP, G)                                                 \
    X(OP, schar, signed char, G) X(OP, short, short, G) X(OP, int, int, G)     \
    X(OP, long, long, G) X(OP, longlong, long long, G)                         \
    X(OP, ptrdiff, ptrdiff_t, G) X(OP, int8, int8_t, G)                        \
    X(OP, int16, int16_t, G) X(OP, int32, int32_t, G)                          \
    X(OP, int64, int64_t, G) X(OP, float, float, G) X(OP, double, double, G)   \
    X(OP, longdouble, long double, G)
#define UNSIGNED_TYPES(X, OP, G)                                               \
    X(OP, char, char, G) X(OP, uchar, unsigned char, G)                        \
    X(OP, ushort, unsigned short, G) X(OP, uint, unsigned int, G)              \
    X(OP, ulong, unsigned long, G) X(OP, ulonglong, unsigned long long, G)     \
    X(OP, uint8, uint8_t, G) X(OP, uint16, uint16_t, G)                        \
    X(OP, uint32, uint32_t, G) X(OP, uint64, uint64_t, G)                      \
    X(OP, size, size_t, G)
#define CPLX_TYPES(X, OP, G)                                                   \
    X(OP, complexd, double _Complex, G) X(OP, complexf, float _Complex, G)

/* Unsigned inputs: the signed generator shifted to be non-negative. */
#define GEN_umax(T, p, i) ((T)(((p) * 13 + (i) * 7) % 29))
#define GEN_umin(T, p, i) ((T)(((p) * 13 + (i) * 5) % 31))
#define GEN_usum(T, p, i) ((T)(((p) * 3 + (i)) % 15))

#define ALL(X)                                                                 \
    BIT_TYPES(X, and, GEN_and) BIT_TYPES(X, or, GEN_or)                        \
    BIT_TYPES(X, xor, GEN_xor) SIGNED_TYPES(X, max, GEN_max)                   \
    UNSIGNED_TYPES(X, max, GEN_umax) SIGNED_TYPES(X, min, GEN_min)             \
    UNSIGNED_TYPES(X, min, GEN_umin) SIGNED_TYPES(X, sum, GEN_sum)             \
    UNSIGNED_TYPES(X, sum, GEN_usum) SIGNED_TYPES(X, prod, GEN_prod)           \
    UNSIGNED_TYPES(X, prod, GEN_uprod) CPLX_TYPES(X, sum, GENC_sum)            \
    CPLX_TYPES(X, prod, GENC_prod)
ALL(DEF)
#undef DEF

static void all_ops(shmem_team_t team, const char *tname)
{
    static const size_t lens[] = {1, 4, MAXR};
    int l;
    for (l = 0; l < 3; l++) {
#define CALL(OP, NAME, T, G) t_##NAME##_##OP(team, tname, lens[l], l == 1);
        ALL(CALL)
#undef CALL
    }
}

int main(void)
{
    sma1_init(&me, &npes);
    all_ops(SHMEM_TEAM_WORLD, "WORLD");
    shmem_barrier_all();
    sma1_evens_odds(all_ops);

    return sma1_finalize(SMA1_NAME, me, npes, errors);
}
