/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/scan_16: OpenSHMEM 1.6 scans. For every type of the SUM reduction,
 * shmem_TYPE_sum_inscan (dest on team rank r: the sum of the sources of
 * ranks 0..r) and shmem_TYPE_sum_exscan (ranks 0..r-1, zero on rank 0),
 * under all four names (typed, Sandia's shmemx_ typed, and the C11
 * generics shmem_sum_inscan / shmemx_sum_inscan), over 1 and 7 elements,
 * just over 1 KiB, exactly 4 KiB, just over 4 KiB and about 9 KiB, half
 * of them in place, on SHMEM_TEAM_WORLD and on strided teams (evens and
 * odds at once). The calls run back to back with no barrier between: each
 * PE checks its dest (and the two elements past it) right after a call,
 * then refills source and dest for the next. Inputs are small integers
 * kept small enough for a char sum over every PE: exact in every type. */
#include <mpp/shmem.h>
#include <mpp/shmemx.h>
#include <complex.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define SMA1_NAME "scan_16"
#include "sma1.h"

#define MAXBYTES 9000 /* the largest array, in bytes */
#define SENTV 55
#define NLENS 6

static int me, npes, errors, span;
/* Symmetric, aligned for every type; 2 elements of room past the end. */
static union {
    long double _Complex align;
    unsigned char b[MAXBYTES + 64];
} sbuf, dbuf;

/* Element counts: 1, 7, > 1 KiB, 4 KiB, > 4 KiB, ~9 KiB (not a whole
 * number of KiB). Where an implementation changes algorithm with the
 * size, these straddle it. */
static size_t length(int l, size_t elem)
{
    switch (l) {
    case 0: return 1;
    case 1: return 7;
    case 2: return 1100 / elem + 1;
    case 3: return 4096 / elem;
    case 4: return 4096 / elem + 1;
    default: return MAXBYTES / elem;
    }
}

/* Team rank p's element i: 0..span-1 for unsigned types (and char, whose
 * sign varies), centred on 0 for the others; span * npes stays < 128. */
#define GEN_u(T, p, i) ((T)(((p) * 3 + (i)) % span))
#define GEN_s(T, p, i) ((T)(((p) * 3 + (i)) % span - span / 2))
#define GEN_c(T, p, i) ((T)(GEN_s(double, p, i) + GEN_s(double, p + 1, i + 3) * I))

/* form 0: shmem_TYPE_, 1: shmemx_TYPE_, 2: shmem_ generic, 3: shmemx_
 * generic. */
#define SCAN(NAME, KIND, form, team, d, s, n)                                  \
    ((form) == 0   ? shmem_##NAME##_sum_##KIND(team, d, s, n)                  \
     : (form) == 1 ? shmemx_##NAME##_sum_##KIND(team, d, s, n)                 \
     : (form) == 2 ? shmem_sum_##KIND(team, d, s, n)                           \
                   : shmemx_sum_##KIND(team, d, s, n))

/* Any type's value, for a message: real and imaginary parts. */
#define RE(x) ((double)creall((long double _Complex)(x)))
#define IM(x) ((double)cimagl((long double _Complex)(x)))

/* One scan of n elements: fill, call, check. */
#define DEF(NAME, T, GEN)                                                      \
    static void t_##NAME(shmem_team_t team, const char *tname, int l,          \
                         int incl, int form, int inplace)                      \
    {                                                                          \
        T *src = (T *)(void *)sbuf.b, *dst = (T *)(void *)dbuf.b, want;        \
        T *res = inplace ? src : dst;                                          \
        int r = shmem_team_my_pe(team), k, rc;                                 \
        size_t n = length(l, sizeof(T)), i;                                    \
        for (i = 0; i < n + 2; i++) {                                          \
            src[i] = GEN(T, r, (int)i);                                        \
            dst[i] = (T)SENTV;                                                 \
        }                                                                      \
        rc = incl ? SCAN(NAME, inscan, form, team, res, src, n)                \
                  : SCAN(NAME, exscan, form, team, res, src, n);               \
        FAILIF(rc != 0, "%s_sum_%s form %d returned %d", #NAME,               \
               incl ? "inscan" : "exscan", form, rc);                          \
        for (i = 0; i < n + 2; i++) {                                          \
            want = (T)0;                                                       \
            if (i >= n)                                                        \
                want = inplace ? GEN(T, r, (int)i) : (T)SENTV;                 \
            else                                                               \
                for (k = 0; k < r + incl; k++)                                 \
                    want += GEN(T, k, (int)i);                                 \
            if (res[i] != want) {                                              \
                FAILIF(1, "%s_sum_%s form %d (%s, %zu elements%s): [%zu] = " \
                       "%g%+gi, want %g%+gi", #NAME,                           \
                       incl ? "inscan" : "exscan", form, tname, n,             \
                       inplace ? ", in place" : "", i, RE(res[i]),             \
                       IM(res[i]), RE(want), IM(want));                        \
                break;                                                         \
            }                                                                  \
        }                                                                      \
    }

#define SUM_TYPES(X)                                                           \
    X(char, char, GEN_u) X(schar, signed char, GEN_s) X(short, short, GEN_s)   \
    X(int, int, GEN_s) X(long, long, GEN_s) X(longlong, long long, GEN_s)      \
    X(ptrdiff, ptrdiff_t, GEN_s) X(uchar, unsigned char, GEN_u)                \
    X(ushort, unsigned short, GEN_u) X(uint, unsigned int, GEN_u)              \
    X(ulong, unsigned long, GEN_u) X(ulonglong, unsigned long long, GEN_u)     \
    X(int8, int8_t, GEN_s) X(int16, int16_t, GEN_s) X(int32, int32_t, GEN_s)   \
    X(int64, int64_t, GEN_s) X(uint8, uint8_t, GEN_u)                          \
    X(uint16, uint16_t, GEN_u) X(uint32, uint32_t, GEN_u)                      \
    X(uint64, uint64_t, GEN_u) X(size, size_t, GEN_u) X(float, float, GEN_s)   \
    X(double, double, GEN_s) X(longdouble, long double, GEN_s)                 \
    X(complexf, float _Complex, GEN_c) X(complexd, double _Complex, GEN_c)
SUM_TYPES(DEF)
#undef DEF

/* Every type, both scans, every length and name form, half in place;
 * nothing but the scans between the calls. */
static void all_scans(shmem_team_t team, const char *tname)
{
    int l, incl, form;
    for (l = 0; l < NLENS; l++)
        for (incl = 0; incl < 2; incl++)
            for (form = 0; form < 4; form++) {
#define CALL(NAME, T, G) t_##NAME(team, tname, l, incl, form, (l + form) & 1);
                SUM_TYPES(CALL)
#undef CALL
            }
}

int main(void)
{
    sma1_init(&me, &npes);
    span = 120 / npes < 15 ? 120 / npes : 15;
    if (span < 1)
        span = 1;
    all_scans(SHMEM_TEAM_WORLD, "WORLD");
    sma1_evens_odds(all_scans); /* right after, no barrier */
    return sma1_finalize(SMA1_NAME, me, npes, errors);
}
