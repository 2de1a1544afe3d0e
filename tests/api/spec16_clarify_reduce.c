/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=90 */
/*
 * OpenSHMEM 1.6: a reduction's source and dest are the same arrays on
 * every PE, and either the same symmetric address ("in place") or
 * disjoint. This checks the in-place form: for a spread of types and
 * every operation, 1, 16, 1000 and 100000 elements reduced with
 * dest == source, back to back (no barrier between calls, each with new
 * values), on the world, the world reversed (stride -1), the even PEs
 * (stride 2) and a team of one (stride 0); then the legacy
 * shmem_TYPE_OP_to_all in place (long sum, double max, int xor) on the
 * world and on an active set of stride 2. Every element of the result
 * is checked against the reduction, in team order, of what each member
 * contributed, and the elements after the reduced ones must keep a
 * guard pattern.
 */
#include <complex.h>

#include "testutil.h"
#include "reduce_values.h"

#define NMAX 100000
#define GUARD 16 /* elements after the reduced ones that must not change */
#define PAT 0x5a

struct model {
    shmem_team_t team;
    int start, stride, size; /* world PEs start + stride * k */
    const char *name;
};

static int me, npes;
static void *buf; /* symmetric: (NMAX + GUARD) of the widest type */
static const size_t sizes[] = {1, 16, 1000, NMAX};
/* Changes every call, so back-to-back calls differ; each part starts it
 * afresh, the same on every PE of its set (PEs outside a team skip it). */
static int salt;

static int pe_of(const struct model *m, int r)
{
    return m->start + r * m->stride;
}

static int guard_kept(const void *p, size_t bytes)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < bytes; i++)
        if (b[i] != PAT)
            return 0;
    return 1;
}

/* This PE's values for a call with salt s, and the guard after them. */
#define FILL(T, OP, b, n, s)                                                   \
    do {                                                                       \
        for (size_t i_ = 0; i_ < (size_t)(n); i_++)                            \
            (b)[i_] = V_##OP(T, me, (int)((i_ + (s)) % 9973));                 \
        memset((b) + (n), PAT, GUARD * sizeof(T));                             \
    } while (0)

/* The result of what (a routine's name) on m's PEs, and the guard. */
#define CHECK_RESULT(T, OP, b, n, s, m, what)                                  \
    do {                                                                       \
        for (size_t i_ = 0; i_ < (size_t)(n); i_++) {                          \
            int k_ = (int)((i_ + (s)) % 9973);                                 \
            T e_ = V_##OP(T, pe_of(m, 0), k_);                                 \
            for (int r_ = 1; r_ < (m)->size; r_++)                             \
                e_ = OP_##OP(e_, V_##OP(T, pe_of(m, r_), k_));                 \
            if ((b)[i_] != e_) {                                               \
                CHECK(0,                                                       \
                      "%s in place, %zu elements on %s: [%zu] = "              \
                      "%g%+gi, want %g%+gi",                                   \
                      what, (size_t)(n), (m)->name, i_,                        \
                      (double)creall((b)[i_]), (double)cimagl((b)[i_]),        \
                      (double)creall(e_), (double)cimagl(e_));                 \
                break;                                                         \
            }                                                                  \
        }                                                                      \
        CHECK(guard_kept((b) + (n), GUARD * sizeof(T)),                        \
              "%s in place, %zu elements on %s: wrote past them", what,        \
              (size_t)(n), (m)->name);                                         \
    } while (0)

/* One in-place team reduction of n elements: buf is both arguments. */
#define DEF_INPLACE(NAME, T, OP)                                               \
    static void inplace_##NAME##_##OP(const struct model *m, size_t n)         \
    {                                                                          \
        T *b = buf;                                                            \
        int s = salt++;                                                        \
        FILL(T, OP, b, n, s);                                                  \
        int rc = shmem_##NAME##_##OP##_reduce(m->team, b, b, n);               \
        CHECK(rc == 0, "shmem_" #NAME "_" #OP "_reduce on %s returned %d",     \
              m->name, rc);                                                    \
        CHECK_RESULT(T, OP, b, n, s, m, "shmem_" #NAME "_" #OP "_reduce");     \
    }

/* A spread of the table: every operation, 1- to 16-byte elements,
 * signed, unsigned, floating and complex. */
#define INPLACE_CASES(X)                                                       \
    X(uchar, unsigned char, and)                                               \
    X(uint64, uint64_t, or)                                                    \
    X(int16, int16_t, xor)                                                     \
    X(size, size_t, xor)                                                       \
    X(schar, signed char, min)                                                 \
    X(float, float, min)                                                       \
    X(long, long, max)                                                         \
    X(longdouble, long double, max)                                            \
    X(int, int, sum)                                                           \
    X(double, double, sum)                                                     \
    X(complexd, double _Complex, sum)                                          \
    X(ptrdiff, ptrdiff_t, prod)                                                \
    X(complexf, float _Complex, prod)
INPLACE_CASES(DEF_INPLACE)
#undef DEF_INPLACE

typedef void inplace_fn(const struct model *m, size_t n);
#define ENTRY(NAME, T, OP) inplace_##NAME##_##OP,
static inplace_fn *const cases[] = {INPLACE_CASES(ENTRY)};
#undef ENTRY

static void on_team(const struct model *m)
{
    if (m->team == SHMEM_TEAM_INVALID)
        return;
    salt = 0;
    for (size_t z = 0; z < sizeof(sizes) / sizeof(sizes[0]); z++)
        for (size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); c++)
            cases[c](m, sizes[z]);
}

/* The legacy form in place over the active set of m (PE_start, 2^log,
 * PE_size): buf is source and dest; pWrk and pSync as specified. */
static long psync[2][SHMEM_REDUCE_SYNC_SIZE];
#define DEF_LEGACY(NAME, T, OP)                                                \
    static void legacy_##NAME##_##OP(const struct model *m, int log, int n,    \
                                     void *wrk)                                \
    {                                                                          \
        T *b = buf;                                                            \
        int s = salt++;                                                        \
        FILL(T, OP, b, n, s);                                                  \
        shmem_##NAME##_##OP##_to_all(b, b, n, m->start, log, m->size, wrk,     \
                                     psync[s % 2]);                            \
        CHECK_RESULT(T, OP, b, n, s, m, "shmem_" #NAME "_" #OP "_to_all");     \
    }
DEF_LEGACY(long, long, sum)
DEF_LEGACY(double, double, max)
DEF_LEGACY(int, int, xor)
#undef DEF_LEGACY

static void legacy_inplace(int log, int size, void *wrk)
{
    struct model m = {SHMEM_TEAM_INVALID, 0, 1 << log, size,
                      log ? "the active set of stride 2" : "the world"};
    if (me % m.stride || me / m.stride >= size)
        return;
    salt = 0;
    for (size_t z = 0; z < sizeof(sizes) / sizeof(sizes[0]); z++) {
        legacy_long_sum(&m, log, (int)sizes[z], wrk);
        legacy_double_max(&m, log, (int)sizes[z], wrk);
        legacy_int_xor(&m, log, (int)sizes[z], wrk);
    }
}

int main(void)
{
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    buf = shmem_malloc((NMAX + GUARD) * sizeof(long double _Complex));
    /* pWrk as the specification sizes it, for the widest type used */
    void *wrk = shmem_malloc((NMAX / 2 + 1 + SHMEM_REDUCE_MIN_WRKDATA_SIZE) *
                             sizeof(double));
    CHECK(buf && wrk, "shmem_malloc failed");
    if (!buf || !wrk)
        return test_exit();
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < SHMEM_REDUCE_SYNC_SIZE; i++)
            psync[k][i] = SHMEM_SYNC_VALUE;

    struct model world = {SHMEM_TEAM_WORLD, 0, 1, npes, "the world"};
    struct model rev = {SHMEM_TEAM_INVALID, npes - 1, -1, npes,
                        "the world reversed"};
    struct model evens = {SHMEM_TEAM_INVALID, 0, 2, (npes + 1) / 2,
                          "the even PEs"};
    struct model one = {SHMEM_TEAM_INVALID, npes - 1, 0, 1,
                        "a team of one (stride 0)"};
    CHECK(shmem_team_split_strided(SHMEM_TEAM_WORLD, rev.start, rev.stride,
                                   rev.size, NULL, 0, &rev.team) == 0 &&
              shmem_team_split_strided(SHMEM_TEAM_WORLD, evens.start,
                                       evens.stride, evens.size, NULL, 0,
                                       &evens.team) == 0 &&
              shmem_team_split_strided(SHMEM_TEAM_WORLD, one.start, 0, 1, NULL,
                                       0, &one.team) == 0,
          "the splits");
    one.stride = 1; /* the model's: one PE, at start */

    on_team(&world);
    on_team(&rev);
    on_team(&evens); /* the odd PEs go on meanwhile */
    on_team(&one);
    shmem_barrier_all();
    legacy_inplace(0, npes, wrk);
    shmem_barrier_all();
    legacy_inplace(1, (npes + 1) / 2, wrk);
    shmem_barrier_all();

    shmem_team_destroy(rev.team);
    if (evens.team != SHMEM_TEAM_INVALID)
        shmem_team_destroy(evens.team);
    if (one.team != SHMEM_TEAM_INVALID)
        shmem_team_destroy(one.team);
    shmem_free(wrk);
    shmem_free(buf);
    return test_exit();
}
