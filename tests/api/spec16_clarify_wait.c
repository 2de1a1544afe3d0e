/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=60 */
/*
 * OpenSHMEM 1.6's clarification of empty test sets, for every wait type,
 * every comparison and every set routine: a set is empty when nelems is 0
 * or every status entry is nonzero (1, -1, 2, INT_MIN ... all mean
 * "excluded"). Then test_all and test_all_vector return 1, test_any and
 * wait_until_any (and their vector forms) SIZE_MAX, test_some and
 * wait_until_some 0 without writing indices, and wait_until_all returns
 * at once. Each case puts in ivars the values that would decide the other
 * way (failing ones for _all, satisfying ones for _any/_some), and each is
 * checked to decide that way once one element is let back into the set,
 * so a routine that looked at an excluded element, or past nelems, fails.
 * Last, across PEs: every PE sets its slot in every other PE's array and
 * each waits for all of them, its own slot and the unused tail excluded.
 */
#include <limits.h>

#include "testutil.h"

#define NV 16 /* ivars of a set (and at least the PEs of the last part) */
#define CV 5  /* the comparison value */
#define SENTINEL 0xdeadbeefu

static int me, npes;
static int excl[NV];   /* every element excluded, by assorted nonzero values */
static int one_in[NV]; /* only element ONE_IN in the set */
static int zeros[NV];  /* every element in (used with nelems 0) */
#define ONE_IN 11

/* Does a cmp b hold (the specification's table of comparisons)? */
static int holds(int cmp, long a, long b)
{
    switch (cmp) {
    case SHMEM_CMP_EQ: return a == b;
    case SHMEM_CMP_NE: return a != b;
    case SHMEM_CMP_GT: return a > b;
    case SHMEM_CMP_GE: return a >= b;
    case SHMEM_CMP_LT: return a < b;
    default: return a <= b; /* SHMEM_CMP_LE */
    }
}

/* A value in CV-1 .. CV+1 for which "value cmp CV" is (or is not) true. */
static long pick(int cmp, int truth)
{
    for (long v = CV - 1; v <= CV + 1; v++)
        if (holds(cmp, v, CV) == truth)
            return v;
    return -1; /* not reached: each comparison is true and false there */
}

static const int cmps[] = {SHMEM_CMP_EQ, SHMEM_CMP_NE, SHMEM_CMP_GT,
                           SHMEM_CMP_GE, SHMEM_CMP_LT, SHMEM_CMP_LE};

static int indices_untouched(const size_t *idx)
{
    for (int i = 0; i < NV; i++)
        if (idx[i] != SENTINEL)
            return 0;
    return 1;
}

/*
 * For one type: fail[] holds values failing cmp everywhere, pass[] values
 * satisfying it; cv[] is CV in every element. All four are symmetric
 * (the specification wants ivars symmetric). nelems 0 is also tried with
 * a status array of zeros, which must not make anything count.
 */
#define DEF_EMPTY(NAME, T)                                                     \
    static T fail_##NAME[NV], pass_##NAME[NV], cv_##NAME[NV];                  \
    static void empty_##NAME(int cmp)                                          \
    {                                                                          \
        T *f = fail_##NAME, *p = pass_##NAME, *cv = cv_##NAME;                 \
        size_t idx[NV];                                                        \
        for (int i = 0; i < NV; i++) {                                         \
            f[i] = (T)pick(cmp, 0);                                            \
            p[i] = (T)pick(cmp, 1);                                            \
            cv[i] = (T)CV;                                                     \
            idx[i] = SENTINEL;                                                 \
        }                                                                      \
        /* _all: the empty set holds, whatever its elements say */             \
        CHECK(shmem_##NAME##_test_all(f, 0, NULL, cmp, (T)CV) == 1 &&          \
                  shmem_##NAME##_test_all(f, 0, zeros, cmp, (T)CV) == 1 &&     \
                  shmem_##NAME##_test_all(f, NV, excl, cmp, (T)CV) == 1,       \
              #NAME " test_all, cmp %d: an empty set is not 1", cmp);          \
        CHECK(shmem_##NAME##_test_all_vector(f, 0, NULL, cmp, cv) == 1 &&      \
                  shmem_##NAME##_test_all_vector(f, 0, zeros, cmp, cv) == 1 && \
                  shmem_##NAME##_test_all_vector(f, NV, excl, cmp, cv) == 1,   \
              #NAME " test_all_vector, cmp %d: an empty set is not 1", cmp);   \
        shmem_##NAME##_wait_until_all(f, 0, NULL, cmp, (T)CV);                 \
        shmem_##NAME##_wait_until_all(f, NV, excl, cmp, (T)CV);                \
        shmem_##NAME##_wait_until_all_vector(f, 0, zeros, cmp, cv);            \
        shmem_##NAME##_wait_until_all_vector(f, NV, excl, cmp, cv);            \
        /* ... and not because it ignores the values */                        \
        CHECK(shmem_##NAME##_test_all(f, NV, one_in, cmp, (T)CV) == 0 &&       \
                  shmem_##NAME##_test_all_vector(f, NV, one_in, cmp, cv) ==    \
                      0 &&                                                     \
                  shmem_##NAME##_test_all(f, 1, NULL, cmp, (T)CV) == 0,        \
              #NAME " test_all, cmp %d: a failing element passed", cmp);       \
        CHECK(shmem_##NAME##_test_all(p, NV, one_in, cmp, (T)CV) == 1 &&       \
                  shmem_##NAME##_test_all_vector(p, NV, NULL, cmp, cv) == 1,   \
              #NAME " test_all, cmp %d: satisfying elements failed", cmp);     \
        /* _any: SIZE_MAX, though every element satisfies */                   \
        CHECK(shmem_##NAME##_test_any(p, 0, NULL, cmp, (T)CV) == SIZE_MAX &&   \
                  shmem_##NAME##_test_any(p, 0, zeros, cmp, (T)CV) ==          \
                      SIZE_MAX &&                                              \
                  shmem_##NAME##_test_any(p, NV, excl, cmp, (T)CV) ==          \
                      SIZE_MAX,                                                \
              #NAME " test_any, cmp %d: an empty set is not SIZE_MAX", cmp);   \
        CHECK(shmem_##NAME##_test_any_vector(p, 0, NULL, cmp, cv) ==           \
                      SIZE_MAX &&                                              \
                  shmem_##NAME##_test_any_vector(p, NV, excl, cmp, cv) ==      \
                      SIZE_MAX,                                                \
              #NAME " test_any_vector, cmp %d: an empty set is not SIZE_MAX",  \
              cmp);                                                            \
        CHECK(shmem_##NAME##_wait_until_any(p, 0, NULL, cmp, (T)CV) ==         \
                      SIZE_MAX &&                                              \
                  shmem_##NAME##_wait_until_any(p, NV, excl, cmp, (T)CV) ==    \
                      SIZE_MAX,                                                \
              #NAME " wait_until_any, cmp %d: an empty set is not SIZE_MAX",   \
              cmp);                                                            \
        CHECK(shmem_##NAME##_wait_until_any_vector(p, 0, zeros, cmp, cv) ==    \
                      SIZE_MAX &&                                              \
                  shmem_##NAME##_wait_until_any_vector(p, NV, excl, cmp,       \
                                                       cv) == SIZE_MAX,        \
              #NAME " wait_until_any_vector, cmp %d: an empty set is not "     \
                    "SIZE_MAX",                                                \
              cmp);                                                            \
        CHECK(shmem_##NAME##_test_any(p, NV, one_in, cmp, (T)CV) == ONE_IN &&  \
                  shmem_##NAME##_test_any_vector(p, NV, one_in, cmp, cv) ==    \
                      ONE_IN &&                                                \
                  shmem_##NAME##_test_any(f, NV, NULL, cmp, (T)CV) ==          \
                      SIZE_MAX,                                                \
              #NAME " test_any, cmp %d: the one element in the set is not "    \
                    "the answer",                                              \
              cmp);                                                            \
        /* _some: 0, and indices left alone */                                 \
        CHECK(                                                                 \
            shmem_##NAME##_test_some(p, 0, idx, NULL, cmp, (T)CV) == 0 &&      \
                shmem_##NAME##_test_some(p, NV, idx, excl, cmp, (T)CV) == 0 && \
                shmem_##NAME##_test_some_vector(p, 0, idx, zeros, cmp, cv) ==  \
                    0 &&                                                       \
                shmem_##NAME##_test_some_vector(p, NV, idx, excl, cmp, cv) ==  \
                    0,                                                         \
            #NAME " test_some, cmp %d: an empty set is not 0", cmp);           \
        CHECK(shmem_##NAME##_wait_until_some(p, 0, idx, zeros, cmp, (T)CV) ==  \
                      0 &&                                                     \
                  shmem_##NAME##_wait_until_some(p, NV, idx, excl, cmp,        \
                                                 (T)CV) == 0 &&                \
                  shmem_##NAME##_wait_until_some_vector(p, 0, idx, NULL, cmp,  \
                                                        cv) == 0 &&            \
                  shmem_##NAME##_wait_until_some_vector(p, NV, idx, excl, cmp, \
                                                        cv) == 0,              \
              #NAME " wait_until_some, cmp %d: an empty set is not 0", cmp);   \
        CHECK(indices_untouched(idx),                                          \
              #NAME " _some, cmp %d: an empty set wrote indices", cmp);        \
        CHECK(shmem_##NAME##_test_some(p, NV, idx, one_in, cmp, (T)CV) == 1 && \
                  idx[0] == ONE_IN &&                                          \
                  shmem_##NAME##_test_some_vector(p, NV, idx, NULL, cmp,       \
                                                  cv) == NV,                   \
              #NAME " test_some, cmp %d: satisfying elements not counted",     \
              cmp);                                                            \
    }
SHMEMI_WAIT_TYPES(DEF_EMPTY)
#undef DEF_EMPTY

/* The C11 generic names pick the typed routines: the same answers. */
static void empty_generic(void)
{
    static long lv[NV], lcv[NV];
    static unsigned int uv[NV], ucv[NV];
    size_t idx[NV];
    for (int i = 0; i < NV; i++) {
        lv[i] = uv[i] = 1; /* fails EQ 2, satisfies GT 0 */
        lcv[i] = ucv[i] = 2;
        idx[i] = SENTINEL;
    }
    CHECK(shmem_test_all(lv, 0, NULL, SHMEM_CMP_EQ, 2L) == 1 &&
              shmem_test_all(uv, NV, excl, SHMEM_CMP_EQ, 2u) == 1 &&
              shmem_test_all_vector(lv, NV, excl, SHMEM_CMP_EQ, lcv) == 1 &&
              shmem_test_all_vector(uv, 0, NULL, SHMEM_CMP_EQ, ucv) == 1,
          "generic test_all: an empty set is not 1");
    CHECK(shmem_test_any(lv, NV, excl, SHMEM_CMP_GT, 0L) == SIZE_MAX &&
              shmem_test_any_vector(uv, 0, NULL, SHMEM_CMP_NE, ucv) ==
                  SIZE_MAX &&
              shmem_wait_until_any(uv, 0, NULL, SHMEM_CMP_GT, 0u) == SIZE_MAX,
          "generic _any: an empty set is not SIZE_MAX");
    CHECK(shmem_test_some(lv, NV, idx, excl, SHMEM_CMP_GT, 0L) == 0 &&
              shmem_wait_until_some_vector(lv, 0, idx, NULL, SHMEM_CMP_NE,
                                           lcv) == 0 &&
              indices_untouched(idx),
          "generic _some: an empty set is not 0");
    shmem_wait_until_all(lv, NV, excl, SHMEM_CMP_EQ, 2L);
    shmem_wait_until_all_vector(uv, 0, NULL, SHMEM_CMP_EQ, ucv);
}

/* Every PE sets its slot in every PE's flags; each waits for the slots of
 * the others, its own (never set) and those past npes excluded. */
static long flags[NV];
static void across_pes(int round)
{
    int st[NV];
    for (int i = 0; i < NV; i++)
        st[i] = i == me || i >= npes ? -1 - i : 0;
    for (int k = 1; k < npes; k++)
        shmem_long_atomic_set(&flags[me], round, (me + k) % npes);
    shmem_long_wait_until_all(flags, NV, st, SHMEM_CMP_EQ, round);
    CHECK(shmem_long_test_all(flags, NV, st, SHMEM_CMP_EQ, round) == 1,
          "round %d: test_all after wait_until_all is not 1", round);
    CHECK(shmem_long_test_any(flags, NV, st, SHMEM_CMP_NE, round) == SIZE_MAX,
          "round %d: an element of the set is not yet set", round);
    CHECK(flags[me] == 0, "round %d: my own slot was written", round);
    shmem_barrier_all(); /* every PE saw round before the next overwrites */
}

int main(void)
{
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    for (int i = 0; i < NV; i++) {
        static const int nonzero[] = {1, -1, 2, INT_MIN, INT_MAX, 7};
        excl[i] = nonzero[i % 6];
        one_in[i] = i == ONE_IN ? 0 : excl[i];
    }
    test_max_pes(NV);
    for (size_t c = 0; c < sizeof(cmps) / sizeof(cmps[0]); c++) {
#define RUN(NAME, T) empty_##NAME(cmps[c]);
        SHMEMI_WAIT_TYPES(RUN)
#undef RUN
    }
    empty_generic();
    shmem_barrier_all();
    for (int r = 1; r <= 20; r++)
        across_pes(r);
    return test_exit();
}
