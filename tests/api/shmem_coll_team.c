/* SPDX-License-Identifier: BSD-3-Clause */
/* Teams (queries, splits, sync, ptr) and every team collective, checked. */
/* shmap-test: npes=1,2,3,4,5,8,16 timeout=120 */
#include <complex.h>
#include <stdint.h>
#include <string.h>

#include "testutil.h"

/*
 * First the team routines themselves, against a serial model of each
 * split. Then every team collective on the world, the shared team and
 * several split teams (strided, 2-D rows and columns, a split of a
 * split): each team is one round in which every PE fills its buffers
 * with the byte PAT, the members run every collective back to back, and
 * after a barrier_all the PEs outside the team check that nothing touched
 * them. SHMAP_TEST_QUICK=1 shrinks the large payloads; SHMAP_TEST_LOOP=N
 * runs only N rounds of barrier + broadcast + reduce (the many-PE test).
 */
#define PAT 0xA5 /* every byte a call must not write */
#define GUARD 8  /* elements past a result that must keep PAT */
#define NRED 37  /* elements of a small reduction */
#define MAXTEAMS 8

struct tdesc {
    shmem_team_t team;       /* this PE's handle, or SHMEM_TEAM_INVALID */
    int start, stride, size; /* the team's PEs, as world PE numbers */
    int rank;                /* this PE's rank in it, or -1 */
    char name[128];
};

static int me, npes;
static size_t nbig;              /* longs of the large reduction/broadcast */
static size_t nfc;               /* longs per PE of the large fcollectmem */
static size_t cap;               /* bytes of each symmetric buffer */
static unsigned char *src, *dst; /* symmetric */
static int *map;                 /* private: expected value or -1 (PAT) */
static long flag[2];             /* team_sync test: written by the left PE */
static long ptr_target;          /* team_ptr test: 5000 + its PE */

static int pe_of(const struct tdesc *t, int r)
{
    return t->start + r * t->stride;
}

/* Rank of world PE pe in {start, start+stride, ...} of size, or -1. */
static int model_rank(int start, int stride, int size, int pe)
{
    int d = pe - start; /* stride < 0: a reversed team */
    return d % stride == 0 && d / stride >= 0 && d / stride < size ? d / stride
                                                                 : -1;
}

static int is_pat(const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i] != PAT)
            return 0;
    return 1;
}

static void check_pat(const void *p, size_t n, const char *what,
                      const struct tdesc *t)
{
    CHECK(is_pat(p, n),
          "%s on %s: a byte of %zu that must keep its "
          "guard was written",
          what, t->name, n);
}

/* ---- the team routines ---- */

/* Members store into their right neighbour's flag, quiet, team_sync:
 * the store must be visible after the sync. */
static void sync_ring(const struct tdesc *t, int rounds)
{
    int right = pe_of(t, (t->rank + 1) % t->size);
    int left = pe_of(t, (t->rank - 1 + t->size) % t->size);
    flag[0] = flag[1] = -1;
    CHECK(shmem_team_sync(t->team) == 0, "shmem_team_sync on %s", t->name);
    for (long r = 1; r <= rounds; r++) {
        shmem_long_p(&flag[r & 1], r * 10000 + me, right);
        shmem_quiet();
        CHECK(shmem_team_sync(t->team) == 0, "shmem_team_sync on %s", t->name);
        CHECK(flag[r & 1] == r * 10000 + left,
              "team_sync on %s: round %ld saw %ld, expected %ld", t->name, r,
              flag[r & 1], r * 10000 + left);
    }
}

/* A member's view of its team against the model in t. */
static void check_team(const struct tdesc *t, shmem_team_t parent, int pstart,
                       int pstride, int psize)
{
    shmem_team_t w = SHMEM_TEAM_WORLD;
    if (t->rank < 0) {
        CHECK(t->team == SHMEM_TEAM_INVALID, "%s: non-member got a team",
              t->name);
        CHECK(shmem_team_my_pe(t->team) == -1 &&
                  shmem_team_n_pes(t->team) == -1,
              "%s: SHMEM_TEAM_INVALID my_pe %d n_pes %d", t->name,
              shmem_team_my_pe(t->team), shmem_team_n_pes(t->team));
        CHECK(shmem_team_translate_pe(t->team, 0, w) == -1 &&
                  shmem_team_translate_pe(w, me, t->team) == -1,
              "%s: translate with SHMEM_TEAM_INVALID is not -1", t->name);
        return;
    }
    CHECK(t->team != SHMEM_TEAM_INVALID, "%s: member got no team", t->name);
    if (t->team == SHMEM_TEAM_INVALID)
        return;
    CHECK(shmem_team_my_pe(t->team) == t->rank, "%s: my_pe %d, expected %d",
          t->name, shmem_team_my_pe(t->team), t->rank);
    CHECK(shmem_team_n_pes(t->team) == t->size, "%s: n_pes %d, expected %d",
          t->name, shmem_team_n_pes(t->team), t->size);
    for (int r = -1; r <= t->size; r++) {
        int want = r < 0 || r == t->size ? -1 : pe_of(t, r);
        int got = shmem_team_translate_pe(t->team, r, w);
        CHECK(got == want, "%s: translate rank %d to world: %d, expected %d",
              t->name, r, got, want);
        got = shmem_team_translate_pe(t->team, r, t->team);
        CHECK(got == (want < 0 ? -1 : r),
              "%s: translate rank %d to itself: "
              "%d",
              t->name, r, got);
        if (parent != w && want >= 0) {
            int pw = model_rank(pstart, pstride, psize, want);
            got = shmem_team_translate_pe(t->team, r, parent);
            CHECK(got == pw,
                  "%s: translate rank %d to its parent: %d, "
                  "expected %d",
                  t->name, r, got, pw);
        }
    }
    for (int p = -1; p <= npes; p++) {
        int want = p < 0 || p == npes
                       ? -1
                       : model_rank(t->start, t->stride, t->size, p);
        int got = shmem_team_translate_pe(w, p, t->team);
        CHECK(got == want, "%s: translate world PE %d: %d, expected %d",
              t->name, p, got, want);
    }
    for (int r = 0; r < t->size; r++) {
        long *p = shmem_team_ptr(t->team, &ptr_target, r);
        CHECK(p == shmem_ptr(&ptr_target, pe_of(t, r)),
              "%s: team_ptr rank %d differs from shmem_ptr", t->name, r);
        if (test_ptr_reaches(pe_of(t, r)))
            CHECK(p && *p == 5000 + pe_of(t, r),
                  "%s: team_ptr rank %d reads %ld", t->name, r, p ? *p : -1L);
        else
            CHECK(p == NULL, "%s: team_ptr rank %d is not NULL", t->name, r);
    }
    CHECK(shmem_team_ptr(t->team, &ptr_target, t->size) == NULL &&
              shmem_team_ptr(t->team, &ptr_target, -1) == NULL,
          "%s: team_ptr outside the team is not NULL", t->name);
    sync_ring(t, 6);
}

static void set_desc(struct tdesc *t, shmem_team_t team, int start, int stride,
                     int size, const char *what)
{
    t->team = team;
    t->start = start;
    t->stride = stride;
    t->size = size;
    t->rank = model_rank(start, stride, size, me);
    snprintf(t->name, sizeof(t->name), "%s (PEs %d+%d*k, %d)", what, start,
             stride, size);
}

static void test_predefined(void)
{
    shmem_team_config_t c = {-7};
    CHECK(shmem_team_my_pe(SHMEM_TEAM_WORLD) == me &&
              shmem_team_n_pes(SHMEM_TEAM_WORLD) == npes,
          "world: my_pe %d n_pes %d", shmem_team_my_pe(SHMEM_TEAM_WORLD),
          shmem_team_n_pes(SHMEM_TEAM_WORLD));
    /* One node: the shared team is the whole job, in world order (under
     * mpirun's pseudo-nodes, this PE's node). */
    int s0, sn;
    test_shared_set(me, npes, &s0, &sn);
    CHECK(shmem_team_my_pe(SHMEM_TEAM_SHARED) == me - s0 &&
              shmem_team_n_pes(SHMEM_TEAM_SHARED) == sn,
          "shared: my_pe %d n_pes %d", shmem_team_my_pe(SHMEM_TEAM_SHARED),
          shmem_team_n_pes(SHMEM_TEAM_SHARED));
    CHECK(shmem_team_get_config(SHMEM_TEAM_WORLD, SHMEM_TEAM_NUM_CONTEXTS,
                                &c) == 0 &&
              c.num_contexts == 0,
          "world get_config: num_contexts %d", c.num_contexts);
    for (int p = 0; p < npes; p++) {
        int in = p >= s0 && p < s0 + sn;
        CHECK(shmem_team_translate_pe(SHMEM_TEAM_WORLD, p, SHMEM_TEAM_SHARED) ==
                      (in ? p - s0 : -1) &&
                  shmem_team_translate_pe(SHMEM_TEAM_SHARED, p,
                                          SHMEM_TEAM_WORLD) ==
                      (p < sn ? p + s0 : -1),
              "world <-> shared translation of PE %d", p);
    }
    struct tdesc t;
    set_desc(&t, SHMEM_TEAM_WORLD, 0, 1, npes, "world");
    check_team(&t, SHMEM_TEAM_WORLD, 0, 1, npes);
    set_desc(&t, SHMEM_TEAM_SHARED, s0, 1, sn, "shared");
    check_team(&t, SHMEM_TEAM_WORLD, 0, 1, npes);
}

static void test_split_strided(void)
{
    static const struct {
        int start, stride, size_num, size_add, size_div;
    } cases[] = {
        /* size = (npes * num + add) / div, skipped when < 1 */
        {0, 1, 1, 0, 1}, {0, 2, 1, 1, 2}, {0, 3, 1, 2, 3}, {1, 1, 1, -1, 1},
        {1, 2, 1, 0, 2}, {2, 3, 1, 0, 3}, {1, 3, 1, 1, 3},
    };
    for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        int start = cases[k].start, stride = cases[k].stride;
        int size =
            (npes * cases[k].size_num + cases[k].size_add) / cases[k].size_div;
        if (size < 1 || start + (size - 1) * stride >= npes)
            continue;
        shmem_team_config_t conf = {(int)k + 2}, got = {-1};
        long mask = k % 2 ? SHMEM_TEAM_NUM_CONTEXTS : 0;
        shmem_team_t team = (shmem_team_t)&conf; /* overwritten */
        int rc = shmem_team_split_strided(SHMEM_TEAM_WORLD, start, stride, size,
                                          &conf, mask, &team);
        struct tdesc t;
        set_desc(&t, team, start, stride, size, "split_strided");
        CHECK(rc == 0, "%s: returned %d", t.name, rc);
        check_team(&t, SHMEM_TEAM_WORLD, 0, 1, npes);
        if (t.rank >= 0 && team != SHMEM_TEAM_INVALID) {
            CHECK(shmem_team_get_config(team, SHMEM_TEAM_NUM_CONTEXTS, &got) ==
                          0 &&
                      got.num_contexts == (mask ? (int)k + 2 : 0),
                  "%s: get_config num_contexts %d, mask %ld", t.name,
                  got.num_contexts, mask);
            shmem_team_destroy(team);
        }
    }
    /* Teams come and go. */
    for (int i = 0; i < 50; i++) {
        shmem_team_t team;
        int start = i % npes, size = npes - start;
        CHECK(shmem_team_split_strided(SHMEM_TEAM_WORLD, start, 1, size, NULL,
                                       0, &team) == 0,
              "split %d failed", i);
        if (me >= start) {
            CHECK(shmem_team_my_pe(team) == me - start, "split %d: my_pe %d", i,
                  shmem_team_my_pe(team));
            shmem_team_destroy(team);
        } else {
            CHECK(team == SHMEM_TEAM_INVALID, "split %d: non-member team", i);
        }
    }
}

/* Negative strides (OpenSHMEM 1.5 allows them): the world reversed, every
 * second PE from the top; stride 0 for a team of one; wrap-around and
 * stride 0 with more than one PE are refused. */
static void test_split_negative(void)
{
    static long src[1], dst[64]; /* up to 64 PEs */
    shmem_team_t rev;
    int rc = shmem_team_split_strided(SHMEM_TEAM_WORLD, npes - 1, -1, npes,
                                      NULL, 0, &rev);
    struct tdesc t;
    set_desc(&t, rev, npes - 1, -1, npes, "world reversed");
    CHECK(rc == 0, "%s: returned %d", t.name, rc);
    check_team(&t, SHMEM_TEAM_WORLD, 0, 1, npes);
    /* fcollect gathers in team rank order: the world PEs from the top */
    src[0] = me;
    CHECK(shmem_long_fcollect(rev, dst, src, 1) == 0, "fcollect on %s",
          t.name);
    for (int r = 0; r < npes; r++)
        CHECK(dst[r] == npes - 1 - r, "%s: fcollect[%d] is %ld, want %d",
              t.name, r, dst[r], npes - 1 - r);
    shmem_team_destroy(rev);

    int half = (npes + 1) / 2;
    shmem_team_t top;
    rc = shmem_team_split_strided(SHMEM_TEAM_WORLD, npes - 1, -2, half, NULL, 0,
                                  &top);
    set_desc(&t, top, npes - 1, -2, half, "every second PE from the top");
    CHECK(rc == 0, "%s: returned %d", t.name, rc);
    check_team(&t, SHMEM_TEAM_WORLD, 0, 1, npes);
    if (top != SHMEM_TEAM_INVALID)
        shmem_team_destroy(top);

    shmem_team_t one;
    rc = shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 0, 1, NULL, 0, &one);
    set_desc(&t, one, 0, 1, 1, "stride 0, size 1");
    CHECK(rc == 0, "%s: returned %d", t.name, rc);
    check_team(&t, SHMEM_TEAM_WORLD, 0, 1, npes);
    if (one != SHMEM_TEAM_INVALID)
        shmem_team_destroy(one);
    if (npes >= 2) {
        shmem_team_t bad = (shmem_team_t)&one;
        CHECK(shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, -1, 2, NULL, 0,
                                       &bad) != 0 &&
                  bad == SHMEM_TEAM_INVALID,
              "a split that wraps around below PE 0 was accepted");
        bad = (shmem_team_t)&one;
        CHECK(shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 0, 2, NULL, 0,
                                       &bad) != 0 &&
                  bad == SHMEM_TEAM_INVALID,
              "stride 0 with 2 PEs was accepted");
    }
}

/* split_2d of a parent that holds world PEs pstart + pstride * k. */
static void test_split_2d_of(shmem_team_t parent, int pstart, int pstride,
                             int psize, int xr, const char *what)
{
    shmem_team_t x, y;
    int rc = shmem_team_split_2d(parent, xr, NULL, 0, &x, NULL, 0, &y);
    int pr = model_rank(pstart, pstride, psize, me);
    int row = pr / xr, col = pr % xr;
    int xsize = psize - row * xr < xr ? psize - row * xr : xr;
    int ysize = (psize - col + xr - 1) / xr;
    struct tdesc tx, ty;
    char name[48];
    snprintf(name, sizeof(name), "%s x-team (xrange %d)", what, xr);
    set_desc(&tx, x, pstart + row * xr * pstride, pstride, xsize, name);
    snprintf(name, sizeof(name), "%s y-team (xrange %d)", what, xr);
    set_desc(&ty, y, pstart + col * pstride, pstride * xr, ysize, name);
    CHECK(rc == 0, "%s: split_2d returned %d", what, rc);
    check_team(&tx, parent, pstart, pstride, psize);
    check_team(&ty, parent, pstart, pstride, psize);
    if (x != SHMEM_TEAM_INVALID)
        shmem_team_destroy(x);
    if (y != SHMEM_TEAM_INVALID)
        shmem_team_destroy(y);
}

static void test_split_2d_nested(void)
{
    for (int xr = 1; xr <= 3; xr++)
        test_split_2d_of(SHMEM_TEAM_WORLD, 0, 1, npes, xr, "world");

    /* The even PEs, then a split of that: its odd ranks (world 2 + 4k). */
    int ne = (npes + 1) / 2;
    shmem_team_t even, odd_of_even = SHMEM_TEAM_INVALID;
    CHECK(shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 2, ne, NULL, 0,
                                   &even) == 0,
          "split even failed");
    if (me % 2 == 0) {
        if (ne >= 2) {
            int rc = shmem_team_split_strided(even, 1, 2, ne / 2, NULL, 0,
                                              &odd_of_even);
            struct tdesc t;
            set_desc(&t, odd_of_even, 2, 4, ne / 2, "split of even PEs");
            CHECK(rc == 0, "%s: returned %d", t.name, rc);
            check_team(&t, even, 0, 2, ne);
            for (int j = 0; j < ne; j++) {
                int want = t.rank < 0 ? -1 : j % 2 ? j / 2 : -1;
                int got = shmem_team_translate_pe(even, j, odd_of_even);
                CHECK(got == want,
                      "even rank %d to its split: %d, "
                      "expected %d",
                      j, got, want);
            }
            if (odd_of_even != SHMEM_TEAM_INVALID)
                shmem_team_destroy(odd_of_even);
        }
        test_split_2d_of(even, 0, 2, ne, 2, "even PEs");
        shmem_team_destroy(even);
    }
    shmem_barrier_all();
}

/* ---- values and checks for the collectives ---- */

/* The value PE pe puts at index i of block b: 0..99, every type has it
 * (and as a byte it never equals PAT). */
#define TV(T, pe, b, i) ((T)(((pe)*31 + (b)*7 + (i)) % 100))
#define MV(pe, b, i) (((pe)*31 + (b)*7 + (i)) % 100)

/* Per type: got[0, n) against map (a value, or -1 for PAT). */
#define DEF_CHECK(NAME, T)                                                     \
    static void check_##NAME(const T *got, size_t n, const char *what,         \
                             const struct tdesc *t)                            \
    {                                                                          \
        for (size_t i = 0; i < n; i++)                                         \
            if (map[i] < 0 ? !is_pat(&got[i], sizeof(T))                       \
                           : got[i] != (T)map[i]) {                            \
                CHECK(0,                                                       \
                      "%s on %s: element %zu is %g, expected %d (-1: "         \
                      "untouched)",                                            \
                      what, t->name, i, (double)got[i], map[i]);               \
                return;                                                        \
            }                                                                  \
    }
SHMEMI_RMA_TYPES(DEF_CHECK)
DEF_CHECK(mem, unsigned char)

static void map_fill(size_t n)
{
    for (size_t i = 0; i < n; i++)
        map[i] = -1;
}

static size_t collect_count(int variant, int rank)
{
    return variant ? (size_t)(rank * 2 + 1) % 5 : (size_t)rank + 1;
}

/*
 * Every data collective for one element type: broadcast (roots first and
 * last; the root's dest is filled too), collect with rank-dependent counts
 * (zeros included), fcollect, alltoall and alltoalls. BC, CO, FC, AA and
 * AS are the routines; T is the element (unsigned char for the mem forms).
 */
#define DEF_COLL(NAME, T, BC, CO, FC, AA, AS)                                  \
    static void coll_##NAME(const struct tdesc *t)                             \
    {                                                                          \
        T *s = (T *)(void *)src, *d = (T *)(void *)dst;                        \
        const size_t E = sizeof(T);                                            \
        int rc;                                                                \
        for (int k = 0; k < 2; k++)                                            \
            for (size_t n = 0; n <= 34; n += 17) {                             \
                int root = k ? t->size - 1 : 0, rpe = pe_of(t, root);          \
                memset(s, PAT, (n + GUARD) * E);                               \
                memset(d, PAT, (n + GUARD) * E);                               \
                for (size_t i = 0; i < n; i++)                                 \
                    s[i] = TV(T, me, k, i);                                    \
                rc = BC(t->team, d, s, n, root);                               \
                CHECK(rc == 0, #BC " returned %d", rc);                        \
                map_fill(n + GUARD);                                           \
                for (size_t i = 0; i < n; i++)                                 \
                    map[i] = MV(rpe, k, i);                                    \
                check_##NAME(d, n + GUARD, #BC, t);                            \
                for (size_t i = 0; i < n; i++)                                 \
                    map[i] = MV(me, k, i);                                     \
                check_##NAME(s, n + GUARD, #BC " source", t);                  \
            }                                                                  \
        for (int v = 0; v < 2; v++) {                                          \
            size_t mine = collect_count(v, t->rank), total = 0, off = 0;       \
            for (int r = 0; r < t->size; r++)                                  \
                total += collect_count(v, r);                                  \
            memset(s, PAT, (mine + GUARD) * E);                                \
            memset(d, PAT, (total + GUARD) * E);                               \
            for (size_t i = 0; i < mine; i++)                                  \
                s[i] = TV(T, me, v, i);                                        \
            rc = CO(t->team, d, s, mine);                                      \
            CHECK(rc == 0, #CO " returned %d", rc);                            \
            map_fill(total + GUARD);                                           \
            for (int r = 0; r < t->size; r++)                                  \
                for (size_t i = 0; i < collect_count(v, r); i++)               \
                    map[off++] = MV(pe_of(t, r), v, i);                        \
            check_##NAME(d, total + GUARD, #CO, t);                            \
        }                                                                      \
        for (size_t n = 0; n <= 9; n += 9) {                                   \
            size_t total = (size_t)t->size * n;                                \
            memset(s, PAT, (n + GUARD) * E);                                   \
            memset(d, PAT, (total + GUARD) * E);                               \
            for (size_t i = 0; i < n; i++)                                     \
                s[i] = TV(T, me, 2, i);                                        \
            rc = FC(t->team, d, s, n);                                         \
            CHECK(rc == 0, #FC " returned %d", rc);                            \
            map_fill(total + GUARD);                                           \
            for (int r = 0; r < t->size; r++)                                  \
                for (size_t i = 0; i < n; i++)                                 \
                    map[(size_t)r * n + i] = MV(pe_of(t, r), 2, i);            \
            check_##NAME(d, total + GUARD, #FC, t);                            \
        }                                                                      \
        /* (dst, sst): cases 0 and 1 are alltoall (3 and 0 elements). */       \
        static const ptrdiff_t st[][2] = {                                     \
            {1, 1}, {1, 1}, {2, 1}, {1, 3}, {3, 2}};                           \
        for (int c = 0; c < 5; c++) {                                          \
            size_t n = c == 1 ? 0 : 3, blk = (size_t)t->size * n;              \
            size_t dt = (size_t)st[c][0], sst = (size_t)st[c][1];              \
            memset(s, PAT, (blk * sst + GUARD) * E);                           \
            memset(d, PAT, (blk * dt + GUARD) * E);                            \
            for (int b = 0; b < t->size; b++)                                  \
                for (size_t i = 0; i < n; i++)                                 \
                    s[((size_t)b * n + i) * sst] = TV(T, me, b + c, i);        \
            if (c < 2)                                                         \
                rc = AA(t->team, d, s, n);                                     \
            else                                                               \
                rc = AS(t->team, d, s, st[c][0], st[c][1], n);                 \
            CHECK(rc == 0, #AA "(s) returned %d", rc);                         \
            map_fill(blk *dt + GUARD);                                         \
            for (int b = 0; b < t->size; b++)                                  \
                for (size_t i = 0; i < n; i++)                                 \
                    map[((size_t)b * n + i) * dt] =                            \
                        MV(pe_of(t, b), t->rank + c, i);                       \
            check_##NAME(d, blk *dt + GUARD, c < 2 ? #AA : #AS, t);            \
        }                                                                      \
    }
#define DEF_COLL_TYPED(NAME, T)                                                \
    DEF_COLL(NAME, T, shmem_##NAME##_broadcast, shmem_##NAME##_collect,        \
             shmem_##NAME##_fcollect, shmem_##NAME##_alltoall,                 \
             shmem_##NAME##_alltoalls)
SHMEMI_RMA_TYPES(DEF_COLL_TYPED)
DEF_COLL(mem, unsigned char, shmem_broadcastmem, shmem_collectmem,
         shmem_fcollectmem, shmem_alltoallmem, shmem_alltoallsmem)

typedef void coll_fn(const struct tdesc *t);
#define ENT_COLL(NAME, T) coll_##NAME,
static coll_fn *const coll_tests[] = {SHMEMI_RMA_TYPES(ENT_COLL) coll_mem};

/* ---- every shmem_TYPE_OP_reduce ---- */

#include "reduce_values.h"

/* Four calls: NRED elements, NRED in place (dest == source), 3 in place
 * (fewer than most sets have PEs: empty slices) and none. */
static const int red_n[4] = {NRED, NRED, 3, 0};
#define DEF_REDUCE_1(NAME, T, OP)                                              \
    static void reduce_##NAME##_##OP(const struct tdesc *t)                    \
    {                                                                          \
        const char *what = "shmem_" #NAME "_" #OP "_reduce";                   \
        T *s = (T *)(void *)src, *d = (T *)(void *)dst;                        \
        size_t bytes = (NRED + GUARD) * sizeof(T);                             \
        for (int pass = 0; pass < 4; pass++) {                                 \
            size_t n = (size_t)red_n[pass];                                    \
            int alias = pass == 1 || pass == 2;                                \
            T *out = alias ? s : d;                                            \
            memset(s, PAT, bytes);                                             \
            memset(d, PAT, bytes);                                             \
            for (int i = 0; i < NRED; i++)                                     \
                s[i] = V_##OP(T, me, i);                                       \
            int rc = shmem_##NAME##_##OP##_reduce(t->team, out, s, n);         \
            CHECK(rc == 0, "%s returned %d", what, rc);                        \
            CHECK_REDUCTION(T, OP, out, n, t, what, alias)                     \
            CHECK_SOURCE_KEPT(T, OP, s, alias ? n : 0, NRED, t, what)          \
            check_pat(s + NRED, GUARD * sizeof(T), what, t);                   \
            if (alias)                                                         \
                check_pat(d, bytes, what, t);                                  \
            else                                                               \
                check_pat(d + n, (NRED + GUARD - n) * sizeof(T), what, t);     \
        }                                                                      \
    }
#define DEF_REDUCE_and(NAME, T) DEF_REDUCE_1(NAME, T, and)
#define DEF_REDUCE_or(NAME, T) DEF_REDUCE_1(NAME, T, or)
#define DEF_REDUCE_xor(NAME, T) DEF_REDUCE_1(NAME, T, xor)
#define DEF_REDUCE_min(NAME, T) DEF_REDUCE_1(NAME, T, min)
#define DEF_REDUCE_max(NAME, T) DEF_REDUCE_1(NAME, T, max)
#define DEF_REDUCE_sum(NAME, T) DEF_REDUCE_1(NAME, T, sum)
#define DEF_REDUCE_prod(NAME, T) DEF_REDUCE_1(NAME, T, prod)
#define DEF_REDUCE(OP, TABLE) TABLE(DEF_REDUCE_##OP)
SHMEMI_REDUCE_OPS(DEF_REDUCE)

#define ENT_REDUCE_1(NAME, T, OP) reduce_##NAME##_##OP,
#define ENT_REDUCE_and(NAME, T) ENT_REDUCE_1(NAME, T, and)
#define ENT_REDUCE_or(NAME, T) ENT_REDUCE_1(NAME, T, or)
#define ENT_REDUCE_xor(NAME, T) ENT_REDUCE_1(NAME, T, xor)
#define ENT_REDUCE_min(NAME, T) ENT_REDUCE_1(NAME, T, min)
#define ENT_REDUCE_max(NAME, T) ENT_REDUCE_1(NAME, T, max)
#define ENT_REDUCE_sum(NAME, T) ENT_REDUCE_1(NAME, T, sum)
#define ENT_REDUCE_prod(NAME, T) ENT_REDUCE_1(NAME, T, prod)
#define ENT_REDUCE(OP, TABLE) TABLE(ENT_REDUCE_##OP)
static coll_fn *const reduce_tests[] = {SHMEMI_REDUCE_OPS(ENT_REDUCE)};

/* ---- large payloads: long sum (plain, aliased), fcollectmem, bcastmem ---- */

static void t_large(const struct tdesc *t)
{
    long *s = (long *)(void *)src, *d = (long *)(void *)dst;
    for (int pass = 0; pass < 2; pass++) {
        long *out = pass ? s : d;
        memset(d, PAT, (nbig + GUARD) * sizeof(long));
        memset(s, PAT, (nbig + GUARD) * sizeof(long));
        for (size_t i = 0; i < nbig; i++)
            s[i] = V_sum(long, me, (long)i) + (long)i;
        int rc = shmem_long_sum_reduce(t->team, out, s, nbig);
        CHECK(rc == 0, "large shmem_long_sum_reduce returned %d", rc);
        for (size_t i = 0; i < nbig; i++) {
            long e = 0;
            for (int r = 0; r < t->size; r++)
                e += V_sum(long, pe_of(t, r), (long)i) + (long)i;
            if (out[i] != e) {
                CHECK(0,
                      "large shmem_long_sum_reduce%s on %s: [%zu] = %ld, "
                      "expected %ld",
                      pass ? " (aliased)" : "", t->name, i, out[i], e);
                break;
            }
        }
        check_pat(out + nbig, GUARD * sizeof(long), "large sum_reduce", t);
    }

    size_t nb = nfc * 8, total = (size_t)t->size * nb;
    memset(src, PAT, nb + GUARD);
    memset(dst, PAT, total + GUARD);
    for (size_t i = 0; i < nb; i++)
        src[i] = (unsigned char)MV(me, 5, i);
    CHECK(shmem_fcollectmem(t->team, dst, src, nb) == 0,
          "large shmem_fcollectmem failed");
    int bad = 0;
    for (int r = 0; r < t->size && !bad; r++)
        for (size_t i = 0; i < nb; i++)
            if (dst[(size_t)r * nb + i] != MV(pe_of(t, r), 5, i)) {
                CHECK(0,
                      "large shmem_fcollectmem on %s: byte %zu of rank "
                      "%d is %d",
                      t->name, i, r, dst[(size_t)r * nb + i]);
                bad = 1;
                break;
            }
    check_pat(dst + total, GUARD, "large fcollectmem", t);

    size_t bb = nbig * 8;
    int root = t->size - 1, rpe = pe_of(t, root);
    memset(src, PAT, bb + GUARD);
    memset(dst, PAT, bb + GUARD);
    for (size_t i = 0; i < bb; i++)
        src[i] = (unsigned char)MV(me, 6, i);
    CHECK(shmem_broadcastmem(t->team, dst, src, bb, root) == 0,
          "large shmem_broadcastmem failed");
    for (size_t i = 0; i < bb; i++)
        if (dst[i] != MV(rpe, 6, i)) {
            CHECK(0, "large shmem_broadcastmem on %s: byte %zu is %d", t->name,
                  i, dst[i]);
            break;
        }
    check_pat(dst + bb, GUARD, "large broadcastmem", t);
}

/* ---- SHMAP_TEST_LOOP: many rounds of barrier + broadcast + reduce ---- */

static int loop_test(long rounds)
{
    static long bsrc[4], bdst[4];
    static int isrc, idst;
    shmem_team_t even;
    int ne = (npes + 1) / 2;
    CHECK(shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 2, ne, NULL, 0,
                                   &even) == 0,
          "split even failed");
    for (long it = 0; it < rounds; it++) {
        int root = (int)(it % npes);
        shmem_barrier_all();
        CHECK(shmem_team_sync(SHMEM_TEAM_WORLD) == 0, "team_sync failed");
        for (int i = 0; i < 4; i++)
            bsrc[i] = it * 1000 + me * 10 + i;
        CHECK(shmem_long_broadcast(SHMEM_TEAM_WORLD, bdst, bsrc, 4, root) == 0,
              "broadcast failed");
        for (int i = 0; i < 4; i++)
            CHECK(bdst[i] == it * 1000 + root * 10 + i,
                  "round %ld: broadcast [%d] = %ld", it, i, bdst[i]);
        isrc = me + (int)it;
        CHECK(shmem_int_sum_reduce(SHMEM_TEAM_WORLD, &idst, &isrc, 1) == 0,
              "sum_reduce failed");
        CHECK(idst == npes * (npes - 1) / 2 + npes * (int)it,
              "round %ld: sum %d", it, idst);
        shmem_barrier(0, 0, npes, NULL);
        if (even != SHMEM_TEAM_INVALID) {
            CHECK(shmem_int_max_reduce(even, &idst, &isrc, 1) == 0,
                  "max_reduce failed");
            CHECK(idst == 2 * (ne - 1) + (int)it, "round %ld: max %d", it,
                  idst);
        }
        if (test_failures)
            break;
    }
    if (even != SHMEM_TEAM_INVALID)
        shmem_team_destroy(even);
    return test_exit();
}

/* ---- driver ---- */

int main(void)
{
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    const char *q = getenv("SHMAP_TEST_QUICK");
    int quick = q && *q && strcmp(q, "0");
    const char *lp = getenv("SHMAP_TEST_LOOP");
    if (lp && atol(lp) > 0)
        return loop_test(atol(lp));

    /* >= 1 MiB each; the fcollect's per-PE share shrinks past 4 PEs so
     * its result stays near 4 MiB. Odd counts: uneven slices. */
    nbig = quick ? 16387 : 131075;
    nfc = (quick ? 16387 : 131075) * 4 / (size_t)(npes < 4 ? 4 : npes);
    size_t need = (nbig > nfc * (size_t)npes ? nbig : nfc * (size_t)npes);
    cap = (need + 4096) * 8 + 65536 * 4;
    src = shmem_malloc(cap);
    dst = shmem_malloc(cap);
    map = malloc(cap * sizeof(int) / 8 + 65536 * sizeof(int));
    if (!src || !dst || !map) {
        fprintf(stderr, "FAIL: PE %d: out of memory (%zu bytes)\n", me, cap);
        return 1;
    }
    ptr_target = 5000 + me;
    flag[0] = flag[1] = -1;
    shmem_barrier_all();

    test_predefined();
    test_split_strided();
    test_split_negative();
    test_split_2d_nested();

    /* The teams the collectives run on. */
    struct tdesc teams[MAXTEAMS];
    int nt = 0;
    set_desc(&teams[nt++], SHMEM_TEAM_WORLD, 0, 1, npes, "world");
    int s0, sn;
    test_shared_set(me, npes, &s0, &sn);
    set_desc(&teams[nt++], SHMEM_TEAM_SHARED, s0, 1, sn, "shared");
    shmem_team_t made[6];
    int nmade = 0, ne = (npes + 1) / 2;
    if (npes > 1) {
        shmem_team_t even, s3;
        shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 2, ne, NULL, 0, &even);
        set_desc(&teams[nt++], even, 0, 2, ne, "even PEs");
        shmem_team_split_strided(SHMEM_TEAM_WORLD, 1, 3, (npes + 1) / 3, NULL,
                                 0, &s3);
        set_desc(&teams[nt++], s3, 1, 3, (npes + 1) / 3, "PEs 1 mod 3");
        made[nmade++] = even;
        made[nmade++] = s3;
        if (ne >= 2 && even != SHMEM_TEAM_INVALID) {
            shmem_team_t nested;
            shmem_team_split_strided(even, 1, 2, ne / 2, NULL, 0, &nested);
            made[nmade++] = nested;
        }
        /* Non-members of the even team took no part: everyone's entry
         * follows the model. */
        set_desc(&teams[nt], nmade == 3 ? made[2] : SHMEM_TEAM_INVALID, 2, 4,
                 ne / 2, "odd ranks of the even PEs");
        if (ne >= 2)
            nt++;
    }
    {
        shmem_team_t x, y;
        int xr = 3, row = me / xr, col = me % xr;
        shmem_team_split_2d(SHMEM_TEAM_WORLD, xr, NULL, 0, &x, NULL, 0, &y);
        set_desc(&teams[nt++], x, row * xr, 1,
                 npes - row * xr < xr ? npes - row * xr : xr, "2-D row");
        set_desc(&teams[nt++], y, col, xr, (npes - col + xr - 1) / xr,
                 "2-D column");
        made[nmade++] = x;
        made[nmade++] = y;
    }

    for (int k = 0; k < nt; k++) {
        const struct tdesc *t = &teams[k];
        memset(src, PAT, cap);
        memset(dst, PAT, cap);
        shmem_barrier_all();
        if (t->rank >= 0) {
            CHECK(t->team != SHMEM_TEAM_INVALID &&
                      shmem_team_my_pe(t->team) == t->rank,
                  "%s: not the expected member", t->name);
            if (t->team == SHMEM_TEAM_INVALID)
                continue;
            for (size_t c = 0; c < sizeof(coll_tests) / sizeof(coll_tests[0]);
                 c++)
                coll_tests[c](t);
            for (size_t c = 0;
                 c < sizeof(reduce_tests) / sizeof(reduce_tests[0]); c++)
                reduce_tests[c](t);
            t_large(t);
        }
        shmem_barrier_all();
        if (t->rank < 0) {
            CHECK(t->team == SHMEM_TEAM_INVALID, "%s: non-member has a team",
                  t->name);
            check_pat(src, cap, "outside the team: source", t);
            check_pat(dst, cap, "outside the team: dest", t);
        }
    }
    /* A chain through every team, overlapping ones included, with no
     * barrier_all between the calls (every PE goes in the same order). */
    shmem_barrier_all();
    for (int it = 0; it < 5; it++)
        for (int k = 0; k < nt; k++)
            if (teams[k].rank >= 0 && teams[k].team != SHMEM_TEAM_INVALID) {
                coll_long(&teams[k]);
                reduce_int_sum(&teams[k]);
                reduce_double_prod(&teams[k]);
                coll_mem(&teams[k]);
            }
    shmem_barrier_all();
    for (int k = 0; k < nmade; k++)
        if (made[k] != SHMEM_TEAM_INVALID)
            shmem_team_destroy(made[k]);
    shmem_free(dst);
    shmem_free(src);
    free(map);
    return test_exit();
}
