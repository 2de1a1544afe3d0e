/* SPDX-License-Identifier: BSD-3-Clause */
/* Point-to-point waits and tests for every wait type, masks and ping-pong. */
/* shmap-test: npes=1,2,3,4,8 timeout=60 */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <stdint.h>
#include <time.h>

#include "testutil.h"

#define NV 8        /* ivars in a set */
#define NGRID 8     /* comparison grid: values per type */
#define ROUNDS 2000 /* ping-pong rounds */
#define PPLEN 16    /* longs of ping-pong payload */
#define SIGNED(T) ((T)-1 < (T)1)

static int me, npes, right;

/* Work before setting a neighbour's ivar, so that the waiter waits. */
static void work(void)
{
    struct timespec ts = {0, 1000000}; /* 1 ms */
    nanosleep(&ts, NULL);
}

/* Masked (left out) elements of every set: 1, 4, 7. */
static int masked(int i)
{
    return i % 3 == 1;
}

/* want[i]: is index i expected to satisfy? got/idx: a _some result. */
static void check_some(const char *what, size_t got, const size_t *idx,
                       const int *want, int n)
{
    int count = 0, seen[64] = {0};
    for (int i = 0; i < n; i++)
        count += want[i] != 0;
    CHECK(got == (size_t)count, "%s: %zu satisfy, want %d", what, got, count);
    for (size_t k = 0; k < got && k < (size_t)n; k++) {
        size_t i = idx[k];
        CHECK(i < (size_t)n && want[i] && !seen[i],
              "%s: index %zu (entry %zu) should not be reported", what, i, k);
        if (i < (size_t)n)
            seen[i] = 1;
    }
}

/* A blocking _some returns once at least one is ready: each one it reports
 * must be among those that will be. */
static void check_some_partial(const char *what, size_t got, const size_t *idx,
                               const int *will, int n)
{
    int seen[64] = {0};
    CHECK(got >= 1 && got <= (size_t)n, "%s: returned %zu", what, got);
    for (size_t k = 0; k < got && k < (size_t)n; k++) {
        size_t i = idx[k];
        CHECK(i < (size_t)n && will[i] && !seen[i],
              "%s: index %zu (entry %zu) should not be reported", what, i, k);
        if (i < (size_t)n)
            seen[i] = 1;
    }
}

static const char *const cmp_name[] = {"EQ", "NE", "GT", "LE", "LT", "GE"};
static const int cmps[] = {SHMEM_CMP_EQ, SHMEM_CMP_NE, SHMEM_CMP_GT,
                           SHMEM_CMP_LE, SHMEM_CMP_LT, SHMEM_CMP_GE};
#define NCMPS 6

#define DEF_WAIT(NAME, T)                                                      \
    static T ivar_##NAME;                /* one ivar */                        \
    static T set_##NAME[NV];             /* a set of ivars */                  \
    static T grid_##NAME[NGRID * NGRID]; /* comparison grid */                 \
                                                                               \
    /* The reference: C's own comparison in T (signed or unsigned). */         \
    static int ref_##NAME(T a, int cmp, T b)                                   \
    {                                                                          \
        switch (cmp) {                                                         \
        case SHMEM_CMP_EQ: return a == b;                                      \
        case SHMEM_CMP_NE: return a != b;                                      \
        case SHMEM_CMP_GT: return a > b;                                       \
        case SHMEM_CMP_LE: return a <= b;                                      \
        case SHMEM_CMP_LT: return a < b;                                       \
        default: return a >= b;                                                \
        }                                                                      \
    }                                                                          \
                                                                               \
    /* Local: every comparison over a grid that includes -1/max and the        \
     * type's extremes, through test and every _vector and scalar set form. */ \
    static void local_grid_##NAME(void)                                        \
    {                                                                          \
        T tmax = SIGNED(T) ? (T)(ULLONG_MAX >> (65 - 8 * sizeof(T))) : (T)-1;  \
        T tmin = SIGNED(T) ? (T)(-tmax - 1) : (T)0;                            \
        const T g[NGRID] = {(T)-2, (T)-1, 0, 1, 2, 100, tmin, tmax};           \
        T b[NGRID * NGRID];                                                    \
        int want[NGRID * NGRID], st[NGRID * NGRID];                            \
        size_t idx[NGRID * NGRID];                                             \
        const int n = NGRID * NGRID;                                           \
        if (SIGNED(T)) {                                                       \
            ivar_##NAME = (T)-1;                                               \
            CHECK(shmem_##NAME##_test(&ivar_##NAME, SHMEM_CMP_LT, 0) == 1,     \
                  #NAME ": -1 < 0 is false");                                  \
        } else {                                                               \
            ivar_##NAME = (T)-1;                                               \
            CHECK(shmem_##NAME##_test(&ivar_##NAME, SHMEM_CMP_GT, 0) == 1,     \
                  #NAME ": (T)-1 > 0 is false");                               \
        }                                                                      \
        for (int c = 0; c < NCMPS; c++) {                                      \
            int cmp = cmps[c], any = 0;                                        \
            for (int i = 0; i < NGRID; i++)                                    \
                for (int j = 0; j < NGRID; j++) {                              \
                    ivar_##NAME = g[i];                                        \
                    int r = shmem_##NAME##_test(&ivar_##NAME, cmp, g[j]);      \
                    CHECK(r == ref_##NAME(g[i], cmp, g[j]),                    \
                          #NAME ": test(%lld %s %lld) gave %d",                \
                          (long long)g[i], cmp_name[c], (long long)g[j], r);   \
                    grid_##NAME[i * NGRID + j] = g[i];                         \
                    b[i * NGRID + j] = g[j];                                   \
                    want[i * NGRID + j] = ref_##NAME(g[i], cmp, g[j]);         \
                    any |= want[i * NGRID + j];                                \
                    st[i * NGRID + j] = !want[i * NGRID + j];                  \
                }                                                              \
            size_t got = shmem_##NAME##_test_some_vector(grid_##NAME, n, idx,  \
                                                         NULL, cmp, b);        \
            check_some(#NAME " test_some_vector grid", got, idx, want, n);     \
            got =                                                              \
                shmem_##NAME##_test_any_vector(grid_##NAME, n, NULL, cmp, b);  \
            CHECK(any ? got < (size_t)n &&want[got] : got == SIZE_MAX,         \
                  #NAME " test_any_vector grid %s: returned %zu", cmp_name[c], \
                  got);                                                        \
            CHECK(shmem_##NAME##_test_all_vector(grid_##NAME, n, NULL, cmp,    \
                                                 b) == 0,                      \
                  #NAME " test_all_vector grid %s: not all satisfy",           \
                  cmp_name[c]);                                                \
            CHECK(shmem_##NAME##_test_all_vector(grid_##NAME, n, st, cmp,      \
                                                 b) == 1,                      \
                  #NAME " test_all_vector grid %s: the satisfying ones do",    \
                  cmp_name[c]);                                                \
            /* Scalar set forms: one column of the grid at a time. */          \
            for (int j = 0; j < NGRID; j++) {                                  \
                int w[NGRID];                                                  \
                for (int i = 0; i < NGRID; i++) {                              \
                    grid_##NAME[i] = g[i];                                     \
                    w[i] = ref_##NAME(g[i], cmp, g[j]);                        \
                }                                                              \
                got = shmem_##NAME##_test_some(grid_##NAME, NGRID, idx, NULL,  \
                                               cmp, g[j]);                     \
                check_some(#NAME " test_some grid", got, idx, w, NGRID);       \
            }                                                                  \
        }                                                                      \
    }                                                                          \
                                                                               \
    /* Local: masks and the return values of empty and fully masked sets,      \
     * scalar (GE 10) and vector (EQ 20 + 3i) forms. */                        \
    static void local_sets_##NAME(void)                                        \
    {                                                                          \
        T *v = set_##NAME, cv[NV];                                             \
        int st[NV], all_masked[NV], want[NV];                                  \
        size_t idx[NV];                                                        \
        for (int i = 0; i < NV; i++) {                                         \
            st[i] = masked(i);                                                 \
            all_masked[i] = 1;                                                 \
            cv[i] = (T)(20 + 3 * i);                                           \
        }                                                                      \
        /* all: unmasked satisfy, masked never do. */                          \
        for (int i = 0; i < NV; i++)                                           \
            v[i] = masked(i) ? (T)0 : (T)(10 + i);                             \
        CHECK(shmem_##NAME##_test_all(v, NV, st, SHMEM_CMP_GE, 10) == 1,       \
              #NAME " test_all: masked ones not ignored");                     \
        CHECK(shmem_##NAME##_test_all(v, NV, NULL, SHMEM_CMP_GE, 10) == 0,     \
              #NAME " test_all without a mask: 1");                            \
        CHECK(shmem_##NAME##_test_all(v, NV, all_masked, SHMEM_CMP_GE,         \
                                      (T)200) == 1,                            \
              #NAME " test_all all masked: not 1");                            \
        CHECK(shmem_##NAME##_test_all(v, 0, NULL, SHMEM_CMP_GE, (T)200) == 1,  \
              #NAME " test_all of nothing: not 1");                            \
        shmem_##NAME##_wait_until_all(v, NV, st, SHMEM_CMP_GE, 10);            \
        shmem_##NAME##_wait_until_all(v, NV, all_masked, SHMEM_CMP_GE, 200);   \
        v[5] = 0;                                                              \
        CHECK(shmem_##NAME##_test_all(v, NV, st, SHMEM_CMP_GE, 10) == 0,       \
              #NAME " test_all: element 5 does not satisfy");                  \
        /* any/some: masked ones satisfy and must still be left out. */        \
        for (int i = 0; i < NV; i++)                                           \
            v[i] = masked(i) ? (T)(10 + i) : (T)0;                             \
        CHECK(shmem_##NAME##_test_any(v, NV, st, SHMEM_CMP_GE, 10) ==          \
                  SIZE_MAX,                                                    \
              #NAME " test_any: only masked ones satisfy");                    \
        size_t a = shmem_##NAME##_test_any(v, NV, NULL, SHMEM_CMP_GE, 10);     \
        CHECK(a < NV && masked((int)a), #NAME " test_any unmasked: %zu", a);   \
        v[6] = 16;                                                             \
        a = shmem_##NAME##_test_any(v, NV, st, SHMEM_CMP_GE, 10);              \
        CHECK(a == 6, #NAME " test_any: returned %zu, want 6", a);             \
        CHECK(shmem_##NAME##_wait_until_any(v, NV, st, SHMEM_CMP_GE, 10) == 6, \
              #NAME " wait_until_any: not 6");                                 \
        CHECK(shmem_##NAME##_test_any(v, NV, all_masked, SHMEM_CMP_GE, 10) ==  \
                  SIZE_MAX,                                                    \
              #NAME " test_any all masked: not SIZE_MAX");                     \
        CHECK(shmem_##NAME##_test_any(v, 0, NULL, SHMEM_CMP_GE, 10) ==         \
                  SIZE_MAX,                                                    \
              #NAME " test_any of nothing: not SIZE_MAX");                     \
        CHECK(shmem_##NAME##_wait_until_any(v, NV, all_masked, SHMEM_CMP_GE,   \
                                            10) == SIZE_MAX,                   \
              #NAME " wait_until_any all masked: not SIZE_MAX");               \
        CHECK(shmem_##NAME##_wait_until_any(v, 0, NULL, SHMEM_CMP_GE, 10) ==   \
                  SIZE_MAX,                                                    \
              #NAME " wait_until_any of nothing: not SIZE_MAX");               \
        /* Several satisfy: a series of _any calls serves each of them. */   \
        {                                                                      \
            int seen[NV] = {0}, nseen = 0;                                     \
            for (int i = 0; i < NV; i++)                                       \
                v[i] = (T)(10 + i);                                            \
            for (int k = 0; k < 2 * NV; k++) {                                 \
                size_t r = k % 2 ? shmem_##NAME##_test_any(v, NV, NULL,        \
                                                           SHMEM_CMP_GE, 10)   \
                                 : shmem_##NAME##_wait_until_any(              \
                                       v, NV, NULL, SHMEM_CMP_GE, 10);         \
                if (r < NV && !seen[r]++)                                      \
                    nseen++;                                                   \
            }                                                                  \
            CHECK(nseen == NV, #NAME " _any: %d of %d satisfying ivars "       \
                               "returned in %d calls", nseen, NV, 2 * NV);     \
            for (int i = 0; i < NV; i++)                                       \
                v[i] = masked(i) ? (T)(10 + i) : (T)0;                         \
            v[6] = 16;                                                         \
        }                                                                      \
        v[0] = 10;                                                             \
        v[3] = 99;                                                             \
        for (int i = 0; i < NV; i++)                                           \
            want[i] = i == 0 || i == 3 || i == 6;                              \
        size_t got =                                                           \
            shmem_##NAME##_test_some(v, NV, idx, st, SHMEM_CMP_GE, 10);        \
        check_some(#NAME " test_some", got, idx, want, NV);                    \
        got =                                                                  \
            shmem_##NAME##_wait_until_some(v, NV, idx, st, SHMEM_CMP_GE, 10);  \
        check_some(#NAME " wait_until_some", got, idx, want, NV);              \
        CHECK(shmem_##NAME##_test_some(v, NV, idx, all_masked, SHMEM_CMP_GE,   \
                                       10) == 0,                               \
              #NAME " test_some all masked: not 0");                           \
        CHECK(shmem_##NAME##_test_some(v, 0, idx, NULL, SHMEM_CMP_GE, 10) ==   \
                  0,                                                           \
              #NAME " test_some of nothing: not 0");                           \
        CHECK(shmem_##NAME##_wait_until_some(v, NV, idx, all_masked,           \
                                             SHMEM_CMP_GE, 10) == 0,           \
              #NAME " wait_until_some all masked: not 0");                     \
        for (int i = 0; i < NV; i++)                                           \
            v[i] = 0;                                                          \
        CHECK(shmem_##NAME##_test_some(v, NV, idx, st, SHMEM_CMP_GE, 10) == 0, \
              #NAME " test_some: none satisfy");                               \
                                                                               \
        /* Vector forms, EQ against cv[i]. */                                  \
        for (int i = 0; i < NV; i++)                                           \
            v[i] = masked(i) ? (T)(cv[i] + 1) : cv[i];                         \
        CHECK(shmem_##NAME##_test_all_vector(v, NV, st, SHMEM_CMP_EQ, cv) ==   \
                  1,                                                           \
              #NAME " test_all_vector: masked ones not ignored");              \
        CHECK(shmem_##NAME##_test_all_vector(v, NV, NULL, SHMEM_CMP_EQ, cv) == \
                  0,                                                           \
              #NAME " test_all_vector without a mask: 1");                     \
        CHECK(shmem_##NAME##_test_all_vector(v, NV, all_masked, SHMEM_CMP_EQ,  \
                                             cv) == 1,                         \
              #NAME " test_all_vector all masked: not 1");                     \
        shmem_##NAME##_wait_until_all_vector(v, NV, st, SHMEM_CMP_EQ, cv);     \
        shmem_##NAME##_wait_until_all_vector(v, 0, NULL, SHMEM_CMP_EQ, cv);    \
        for (int i = 0; i < NV; i++)                                           \
            v[i] = masked(i) ? cv[i] : (T)(cv[i] + 1);                         \
        CHECK(shmem_##NAME##_test_any_vector(v, NV, st, SHMEM_CMP_EQ, cv) ==   \
                  SIZE_MAX,                                                    \
              #NAME " test_any_vector: only masked ones satisfy");             \
        CHECK(shmem_##NAME##_wait_until_any_vector(                            \
                  v, NV, all_masked, SHMEM_CMP_EQ, cv) == SIZE_MAX,            \
              #NAME " wait_until_any_vector all masked: not SIZE_MAX");        \
        CHECK(shmem_##NAME##_test_some_vector(v, NV, idx, st, SHMEM_CMP_EQ,    \
                                              cv) == 0,                        \
              #NAME " test_some_vector: only masked ones satisfy");            \
        CHECK(shmem_##NAME##_wait_until_some_vector(v, NV, idx, all_masked,    \
                                                    SHMEM_CMP_EQ, cv) == 0,    \
              #NAME " wait_until_some_vector all masked: not 0");              \
        v[2] = cv[2];                                                          \
        v[5] = cv[5];                                                          \
        for (int i = 0; i < NV; i++)                                           \
            want[i] = i == 2 || i == 5;                                        \
        a = shmem_##NAME##_test_any_vector(v, NV, st, SHMEM_CMP_EQ, cv);       \
        CHECK(a == 2 || a == 5, #NAME " test_any_vector: returned %zu", a);    \
        a = shmem_##NAME##_wait_until_any_vector(v, NV, st, SHMEM_CMP_EQ, cv); \
        CHECK(a == 2 || a == 5, #NAME " wait_until_any_vector: %zu", a);       \
        got =                                                                  \
            shmem_##NAME##_test_some_vector(v, NV, idx, st, SHMEM_CMP_EQ, cv); \
        check_some(#NAME " test_some_vector", got, idx, want, NV);             \
        got = shmem_##NAME##_wait_until_some_vector(v, NV, idx, st,            \
                                                    SHMEM_CMP_EQ, cv);         \
        check_some(#NAME " wait_until_some_vector", got, idx, want, NV);       \
    }                                                                          \
                                                                               \
    /* Pairwise: the left neighbour changes our ivar after some work. */       \
    static void pair_single_##NAME(void)                                       \
    {                                                                          \
        struct {                                                               \
            T init, ref, fin;                                                  \
        } c[NCMPS];                                                            \
        /* (init, comparison value, final): init never satisfies, final        \
         * does; a comparison made with the wrong signedness returns early     \
         * (caught below) instead of hanging. */                               \
        if (SIGNED(T)) {                                                       \
            c[0].init = 0, c[0].ref = 7, c[0].fin = 7;                         \
            c[1].init = 3, c[1].ref = 3, c[1].fin = (T)-1;                     \
            c[2].init = (T)-1, c[2].ref = 0, c[2].fin = 1;                     \
            c[3].init = 0, c[3].ref = (T)-1, c[3].fin = (T)-2;                 \
            c[4].init = 0, c[4].ref = (T)-1, c[4].fin = (T)-2;                 \
            c[5].init = (T)-1, c[5].ref = 0, c[5].fin = 0;                     \
        } else {                                                               \
            c[0].init = 0, c[0].ref = 7, c[0].fin = 7;                         \
            c[1].init = 3, c[1].ref = 3, c[1].fin = (T)-1;                     \
            c[2].init = 0, c[2].ref = (T)-2, c[2].fin = (T)-1;                 \
            c[3].init = (T)-1, c[3].ref = 5, c[3].fin = 5;                     \
            c[4].init = (T)-1, c[4].ref = 10, c[4].fin = 9;                    \
            c[5].init = 5, c[5].ref = (T)-2, c[5].fin = (T)-1;                 \
        }                                                                      \
        for (int k = 0; k < NCMPS; k++) {                                      \
            int cmp = cmps[k];                                                 \
            CHECK(ref_##NAME(c[k].init, cmp, c[k].ref) == 0 &&                 \
                      ref_##NAME(c[k].fin, cmp, c[k].ref) == 1,                \
                  #NAME ": bad table row %d", k);                              \
            ivar_##NAME = c[k].init;                                           \
            shmem_barrier_all();                                               \
            CHECK(shmem_##NAME##_test(&ivar_##NAME, cmp, c[k].ref) == 0,       \
                  #NAME " test %s before the store: 1", cmp_name[k]);          \
            shmem_barrier_all();                                               \
            work();                                                            \
            shmem_##NAME##_p(&ivar_##NAME, c[k].fin, right);                   \
            shmem_##NAME##_wait_until(&ivar_##NAME, cmp, c[k].ref);            \
            T seen = ivar_##NAME;                                              \
            CHECK(seen == c[k].fin,                                            \
                  #NAME " wait_until %s %lld returned at %lld", cmp_name[k],   \
                  (long long)c[k].ref, (long long)seen);                       \
            CHECK(shmem_##NAME##_test(&ivar_##NAME, cmp, c[k].ref) == 1,       \
                  #NAME " test %s after the store: 0", cmp_name[k]);           \
            shmem_barrier_all();                                               \
        }                                                                      \
        /* wait: until the value differs from the one given. */                \
        ivar_##NAME = 3;                                                       \
        shmem_barrier_all();                                                   \
        work();                                                                \
        shmem_##NAME##_p(&ivar_##NAME, (T)-1, right);                          \
        shmem_##NAME##_wait(&ivar_##NAME, 3);                                  \
        CHECK(ivar_##NAME == (T)-1, #NAME " wait returned at %lld",            \
              (long long)ivar_##NAME);                                         \
        shmem_barrier_all();                                                   \
    }                                                                          \
                                                                               \
    /* Pairwise set waits: the left neighbour sets elements one by one. */     \
    static void pair_sets_##NAME(void)                                         \
    {                                                                          \
        T *v = set_##NAME, cv[NV];                                             \
        int st[NV], will[NV];                                                  \
        size_t idx[NV];                                                        \
        for (int i = 0; i < NV; i++) {                                         \
            st[i] = masked(i);                                                 \
            cv[i] = (T)(20 + 3 * i);                                           \
            will[i] = i == 0 || i == 3 || i == 6;                              \
        }                                                                      \
        /* wait_until_all, GE 10: masked ones never satisfy. */                \
        for (int i = 0; i < NV; i++)                                           \
            v[i] = 0;                                                          \
        shmem_barrier_all();                                                   \
        for (int i = 0; i < NV; i++)                                           \
            if (!masked(i)) {                                                  \
                work();                                                        \
                shmem_##NAME##_p(&v[i], (T)(10 + i), right);                   \
            }                                                                  \
        shmem_##NAME##_wait_until_all(v, NV, st, SHMEM_CMP_GE, 10);            \
        for (int i = 0; i < NV; i++)                                           \
            CHECK(v[i] == (masked(i) ? (T)0 : (T)(10 + i)),                    \
                  #NAME " wait_until_all: element %d is %lld", i,              \
                  (long long)v[i]);                                            \
        shmem_barrier_all();                                                   \
        /* wait_until_any: masked ones satisfy but must be ignored. */         \
        for (int i = 0; i < NV; i++)                                           \
            v[i] = masked(i) ? (T)(10 + i) : (T)0;                             \
        shmem_barrier_all();                                                   \
        CHECK(shmem_##NAME##_test_any(v, NV, st, SHMEM_CMP_GE, 10) ==          \
                  SIZE_MAX,                                                    \
              #NAME " test_any before the store: not SIZE_MAX");               \
        shmem_barrier_all();                                                   \
        work();                                                                \
        shmem_##NAME##_p(&v[5], 15, right);                                    \
        size_t a = shmem_##NAME##_wait_until_any(v, NV, st, SHMEM_CMP_GE, 10); \
        CHECK(a == 5 && v[5] == 15, #NAME " wait_until_any: %zu", a);          \
        shmem_barrier_all();                                                   \
        /* wait_until_some: elements 0, 3, 6 are set one by one. */            \
        for (int i = 0; i < NV; i++)                                           \
            v[i] = masked(i) ? (T)(10 + i) : (T)0;                             \
        shmem_barrier_all();                                                   \
        for (int i = 0; i < NV; i++)                                           \
            if (will[i]) {                                                     \
                work();                                                        \
                shmem_##NAME##_p(&v[i], (T)(10 + i), right);                   \
            }                                                                  \
        size_t got =                                                           \
            shmem_##NAME##_wait_until_some(v, NV, idx, st, SHMEM_CMP_GE, 10);  \
        check_some_partial(#NAME " wait_until_some", got, idx, will, NV);      \
        for (size_t k = 0; k < got && k < NV; k++)                             \
            CHECK(idx[k] < NV && v[idx[k]] == (T)(10 + idx[k]),                \
                  #NAME " wait_until_some: index %zu not set", idx[k]);        \
        shmem_barrier_all();                                                   \
        got = shmem_##NAME##_test_some(v, NV, idx, st, SHMEM_CMP_GE, 10);      \
        check_some(#NAME " test_some after the stores", got, idx, will, NV);   \
        shmem_barrier_all();                                                   \
                                                                               \
        /* The vector forms, EQ cv[i]. all: masked never satisfy. */           \
        for (int i = 0; i < NV; i++)                                           \
            v[i] = (T)(cv[i] + 1);                                             \
        shmem_barrier_all();                                                   \
        for (int i = 0; i < NV; i++)                                           \
            if (!masked(i)) {                                                  \
                work();                                                        \
                shmem_##NAME##_p(&v[i], cv[i], right);                         \
            }                                                                  \
        shmem_##NAME##_wait_until_all_vector(v, NV, st, SHMEM_CMP_EQ, cv);     \
        for (int i = 0; i < NV; i++)                                           \
            CHECK(v[i] == (masked(i) ? (T)(cv[i] + 1) : cv[i]),                \
                  #NAME " wait_until_all_vector: element %d is %lld", i,       \
                  (long long)v[i]);                                            \
        shmem_barrier_all();                                                   \
        /* any: masked ones satisfy and are ignored. */                        \
        for (int i = 0; i < NV; i++)                                           \
            v[i] = masked(i) ? cv[i] : (T)(cv[i] + 1);                         \
        shmem_barrier_all();                                                   \
        work();                                                                \
        shmem_##NAME##_p(&v[3], cv[3], right);                                 \
        a = shmem_##NAME##_wait_until_any_vector(v, NV, st, SHMEM_CMP_EQ, cv); \
        CHECK(a == 3 && v[3] == cv[3], #NAME " wait_until_any_vector: %zu",    \
              a);                                                              \
        shmem_barrier_all();                                                   \
        for (int i = 0; i < NV; i++)                                           \
            v[i] = masked(i) ? cv[i] : (T)(cv[i] + 1);                         \
        shmem_barrier_all();                                                   \
        for (int i = 0; i < NV; i++)                                           \
            if (will[i]) {                                                     \
                work();                                                        \
                shmem_##NAME##_p(&v[i], cv[i], right);                         \
            }                                                                  \
        got = shmem_##NAME##_wait_until_some_vector(v, NV, idx, st,            \
                                                    SHMEM_CMP_EQ, cv);         \
        check_some_partial(#NAME " wait_until_some_vector", got, idx, will,    \
                           NV);                                                \
        shmem_barrier_all();                                                   \
        got =                                                                  \
            shmem_##NAME##_test_some_vector(v, NV, idx, st, SHMEM_CMP_EQ, cv); \
        check_some(#NAME " test_some_vector after the stores", got, idx, will, \
                   NV);                                                        \
        CHECK(shmem_##NAME##_test_all_vector(v, NV, st, SHMEM_CMP_EQ, cv) ==   \
                  0,                                                           \
              #NAME " test_all_vector: 2 and 5 were never set");               \
        shmem_barrier_all();                                                   \
    }
SHMEMI_WAIT_TYPES(DEF_WAIT)
#undef DEF_WAIT

/* ---- the SGI generic waits on a long ---- */

static long sgi_ivar;

static void pair_sgi(void)
{
    /* (init, comparison value, final), as for the signed types. */
    static const long c[NCMPS][3] = {{0, 7, 7},   {3, 3, -1},  {-1, 0, 1},
                                     {0, -1, -2}, {0, -1, -2}, {-1, 0, 0}};
    for (int k = 0; k < NCMPS; k++) {
        sgi_ivar = c[k][0];
        shmem_barrier_all();
        work();
        shmem_long_p(&sgi_ivar, c[k][2], right);
        shmem_wait_until(&sgi_ivar, cmps[k], c[k][1]);
        CHECK(sgi_ivar == c[k][2], "shmem_wait_until %s %ld returned at %ld",
              cmp_name[k], c[k][1], sgi_ivar);
        shmem_barrier_all();
    }
    sgi_ivar = 42;
    shmem_barrier_all();
    work();
    shmem_long_p(&sgi_ivar, -42, right);
    shmem_wait(&sgi_ivar, 42);
    CHECK(sgi_ivar == -42, "shmem_wait returned at %ld", sgi_ivar);
    shmem_barrier_all();
}

/* ---- ping-pong between PEs 0 and 1 ---- */

static long pp_data[PPLEN];
static long pp_flag;

static long pp_value(long round, int i)
{
    return round * 1000 + i * 7 + 3;
}

static void ping_pong(void)
{
    pp_flag = 0;
    shmem_barrier_all();
    if (me < 2) {
        int partner = 1 - me;
        long buf[PPLEN];
        for (long r = 0; r < ROUNDS; r++) {
            if (me == r % 2) {
                for (int i = 0; i < PPLEN; i++)
                    buf[i] = pp_value(r, i);
                shmem_long_put(pp_data, buf, PPLEN, partner);
                shmem_fence(); /* the data before the flag */
                shmem_long_p(&pp_flag, r + 1, partner);
            } else {
                shmem_long_wait_until(&pp_flag, SHMEM_CMP_EQ, r + 1);
                for (int i = 0; i < PPLEN; i++)
                    if (pp_data[i] != pp_value(r, i)) {
                        CHECK(0, "ping-pong round %ld: word %d is %ld", r, i,
                              pp_data[i]);
                        break;
                    }
            }
        }
    }
    shmem_barrier_all();
}

int main(void)
{
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    right = (me + 1) % npes;

#define X(NAME, T)                                                             \
    local_grid_##NAME();                                                       \
    local_sets_##NAME();
    SHMEMI_WAIT_TYPES(X)
#undef X
    shmem_barrier_all();

    if (npes > 1) {
#define X(NAME, T)                                                             \
    pair_single_##NAME();                                                      \
    pair_sets_##NAME();
        SHMEMI_WAIT_TYPES(X)
#undef X
        pair_sgi();
        ping_pong();
    } else if (me == 0) {
        printf("one PE: pairwise waits skipped, local tests run\n");
    }
    return test_exit();
}
