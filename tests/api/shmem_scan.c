/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=120 */
/*
 * Scans (OpenSHMEM 1.6): shmem_TYPE_sum_inscan and _exscan for every type
 * of the SUM reduction, over the world team, the team of even PEs
 * (stride 2) and the team of odd PEs in reverse (stride -2), at sizes on
 * both sides of the algorithms' limits (one eager block of the doubling;
 * 1 and 2 KiB, above which scatter runs), in place and not (tests/sh/
 * coll_algs.sh also runs it with each algorithm forced). Element j of rank r's
 * source is (r + j) % 3 + 1, so every sum is a small exact integer in
 * every type; dest on rank r must hold the sum over ranks 0..r (inclusive)
 * or 0..r-1 (exclusive, 0 on rank 0). The scans run back to back with no
 * barrier between them (a PE may leave a scan before the ranks above it
 * have taken its part), through the C11 generic names and Sandia's
 * shmemx_ names too.
 */
#include <complex.h>

#include "testutil.h"
#include <mpp/shmemx.h>

#define MAXN 20000
static const size_t sizes[] = {1, 3, 63, 127, 130, 257, 509, 700, MAXN};
#define NSIZES (sizeof(sizes) / sizeof(sizes[0]))

static long double src_buf[MAXN * 2], dst_buf[MAXN * 2];

/* The sum over ranks lo..hi-1 of element j. */
static long expect(int lo, int hi, size_t j)
{
    long s = 0;
    for (int r = lo; r < hi; r++)
        s += (long)((r + j) % 3 + 1);
    return s;
}

#define V_REAL(T, v) ((T)(v))
#define V_CPLX(T, v) ((T)((double)(v) - 2.0 * (double)(v) * I))
#define IS_REAL(T, x, v) ((x) == (T)(v))
#define IS_CPLX(T, x, v)                                                       \
    (creal(x) == (double)(v) && cimag(x) == -2.0 * (double)(v))

/* Through the typed name (way 0), the generic (1) or shmemx_ (2). */
#define CALL(NAME, KIND, way, team, d, s, n)                                   \
    ((way) == 0   ? shmem_##NAME##_sum_##KIND(team, d, s, n)                   \
     : (way) == 1 ? shmem_sum_##KIND(team, d, s, n)                            \
                  : shmemx_##NAME##_sum_##KIND(team, d, s, n))

#define DEF_TEST(NAME, T, VAL, IS)                                             \
    static void test_##NAME(shmem_team_t team, int way)                        \
    {                                                                          \
        int rank = shmem_team_my_pe(team);                                     \
        T *src = (T *)(void *)src_buf, *dst = (T *)(void *)dst_buf;            \
        for (size_t k = 0; k < NSIZES; k++)                                    \
            for (int incl = 0; incl < 2; incl++)                               \
                for (int inplace = 0; inplace < 2; inplace++) {                \
                    size_t n = sizes[k];                                       \
                    T *d = inplace ? src : dst;                                \
                    for (size_t j = 0; j < n; j++)                             \
                        src[j] = VAL(T, (rank + j) % 3 + 1);                   \
                    if (!inplace)                                              \
                        dst[n] = VAL(T, 99); /* past the end: untouched */     \
                    int rc = incl ? CALL(NAME, inscan, way, team, d, src, n)   \
                                  : CALL(NAME, exscan, way, team, d, src, n);  \
                    CHECK(rc == 0, #NAME " scan returned %d", rc);             \
                    int bad = 0;                                               \
                    for (size_t j = 0; j < n && bad < 3; j++) {                \
                        long want = expect(0, incl ? rank + 1 : rank, j);      \
                        if (!IS(T, d[j], want)) {                              \
                            CHECK(0,                                           \
                                  #NAME " %s n=%zu %s way %d: dest[%zu] is "   \
                                  "wrong on team rank %d (want %ld)",          \
                                  incl ? "inscan" : "exscan", n,               \
                                  inplace ? "in place" : "apart", way, j,      \
                                  rank, want);                                 \
                            bad++;                                             \
                        }                                                      \
                    }                                                          \
                    if (!inplace)                                              \
                        CHECK(IS(T, dst[n], 99),                               \
                              #NAME " n=%zu: wrote past dest's end", n);       \
                    if (!inplace)                                              \
                        for (size_t j = 0; j < n && bad < 3; j++)              \
                            if (!IS(T, src[j], (rank + j) % 3 + 1)) {          \
                                CHECK(0, #NAME " n=%zu: source[%zu] changed",  \
                                      n, j);                                   \
                                bad++;                                         \
                            }                                                  \
                }                                                              \
    }
#define DEF_REAL(NAME, T) DEF_TEST(NAME, T, V_REAL, IS_REAL)
SHMEMI_REDUCE_MINMAX_TYPES(DEF_REAL)
DEF_TEST(complexf, float _Complex, V_CPLX, IS_CPLX)
DEF_TEST(complexd, double _Complex, V_CPLX, IS_CPLX)

static void run_all(shmem_team_t team, int way)
{
#define RUN(NAME, T) test_##NAME(team, way);
    SHMEMI_REDUCE_SUM_TYPES(RUN)
#undef RUN
}

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    /* ways vary by type family so that every name form is exercised
     * without tripling the run time */
    for (int way = 0; way < 3; way++)
        run_all(SHMEM_TEAM_WORLD, way);

    shmem_team_t evens = SHMEM_TEAM_INVALID, odds_rev = SHMEM_TEAM_INVALID;
    shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 2, (npes + 1) / 2, NULL, 0,
                             &evens);
    /* the odd PEs, highest first: team rank k is world PE last - 2k */
    int nodd = npes / 2, last = npes % 2 ? npes - 2 : npes - 1;
    if (nodd > 0)
        shmem_team_split_strided(SHMEM_TEAM_WORLD, last, -2, nodd, NULL, 0,
                                 &odds_rev);
    else
        shmem_sync_all(); /* the split's partners: nobody */
    if (evens != SHMEM_TEAM_INVALID)
        run_all(evens, 2);
    if (odds_rev != SHMEM_TEAM_INVALID) {
        CHECK(shmem_team_my_pe(odds_rev) == (last - me) / 2,
              "reversed team: rank %d for world PE %d",
              shmem_team_my_pe(odds_rev), me);
        run_all(odds_rev, 1);
    }
    /* The specification's use: offsets of variable-sized pieces. */
    static size_t nbytes, off;
    static char gathered[8 * 64];
    char piece[64];
    nbytes = (size_t)(me % 4 + 1) * 8;
    memset(piece, 'a' + me, nbytes);
    shmem_sync_all();
    CHECK(shmem_sum_exscan(SHMEM_TEAM_WORLD, &off, &nbytes, 1) == 0,
          "exscan of sizes");
    size_t want = 0;
    for (int p = 0; p < me; p++)
        want += (size_t)(p % 4 + 1) * 8;
    CHECK(off == want, "offset %zu, want %zu", off, want);
    shmem_putmem(gathered + off, piece, nbytes, 0);
    shmem_quiet();
    shmem_sync_all();
    if (me == 0) {
        size_t at = 0;
        for (int p = 0; p < npes; p++)
            for (size_t i = 0; i < (size_t)(p % 4 + 1) * 8; i++, at++)
                if (gathered[at] != 'a' + p) {
                    CHECK(0, "gathered[%zu] is %c, want %c", at, gathered[at],
                          'a' + p);
                    p = npes;
                    break;
                }
    }
    return test_exit();
}
