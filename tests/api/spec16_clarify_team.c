/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=60 */
/*
 * OpenSHMEM 1.6's clarifications of the team routines.
 *
 * shmem_team_split_strided: stride 0 makes a team of one (its start), and
 * a negative stride the parent's PEs from start downwards, so (npes-1, -1,
 * npes) is the world reversed: team PE k is world PE npes-1-k. Each such
 * team (also split from a reversed parent, and split_2d of one) is used
 * for real: my_pe, n_pes, translate_pe both ways, team_ptr, team_sync,
 * broadcast from every root, fcollect, alltoall, sum and max reductions
 * (in place too), and put, g and atomic add through a context of the
 * team, each answer checked per team PE against a model of the triplet.
 * Stride 0 with more than one PE and wrap-around are undefined behaviour
 * in 1.6, so not tried here.
 *
 * A parent that compares equal to SHMEM_TEAM_INVALID: split_strided and
 * split_2d return nonzero and set every new handle to SHMEM_TEAM_INVALID,
 * both for the constant itself and for the handle a PE outside a split
 * got, while the members split the same team.
 *
 * shmem_team_get_config: the current num_contexts (as configured, or the
 * default 0 when the mask left it out), also while the team has contexts;
 * a config_mask of 0 does nothing (config left alone, or NULL) and
 * returns 0; SHMEM_TEAM_INVALID returns nonzero and touches nothing.
 */
#include <limits.h>

#include "testutil.h"

#define MAXPE 64
#define NRED 1000          /* elements of the reductions */
#define NRMA 16            /* longs each PE puts through a context */
#define START_NPES INT_MAX /* in a bad triplet: start = npes */

static int me, npes;
static long ident;            /* this PE's number, read through contexts */
static long counter;          /* atomic adds through a context */
static long bsrc[4], bdst[4]; /* broadcast */
static long fsrc[2], fdst[2 * MAXPE];
static long asrc[MAXPE], adst[MAXPE]; /* alltoall: one long a PE */
static long rsrc[NRED], rdst[NRED];
static long rma_in[NRMA], rma_out[NRMA];

/* The team a triplet of world PEs makes, as this test models it. */
struct model {
    int start, stride, size;
    const char *name;
};

static int pe_of(const struct model *m, int r)
{
    return m->start + r * m->stride;
}

static int rank_of(const struct model *m, int pe)
{
    for (int r = 0; r < m->size; r++)
        if (pe_of(m, r) == pe)
            return r;
    return -1;
}

static const shmem_team_config_t one_ctx = {1};

/* Queries against the model, for members and the PEs outside alike. */
static void check_queries(shmem_team_t t, const struct model *m)
{
    int r = rank_of(m, me);
    if (r < 0) {
        CHECK(t == SHMEM_TEAM_INVALID, "%s: PE %d is outside but got a team",
              m->name, me);
        return;
    }
    CHECK(t != SHMEM_TEAM_INVALID, "%s: member PE %d got no team", m->name, me);
    if (t == SHMEM_TEAM_INVALID)
        return;
    CHECK(shmem_team_my_pe(t) == r && shmem_team_n_pes(t) == m->size,
          "%s: my_pe %d n_pes %d, want %d %d", m->name, shmem_team_my_pe(t),
          shmem_team_n_pes(t), r, m->size);
    for (int k = -1; k <= m->size; k++) {
        int want = k < 0 || k == m->size ? -1 : pe_of(m, k);
        int got = shmem_team_translate_pe(t, k, SHMEM_TEAM_WORLD);
        CHECK(got == want, "%s: team PE %d is world PE %d, want %d", m->name, k,
              got, want);
        if (want >= 0) {
            long *p = shmem_team_ptr(t, &ident, k);
            CHECK(p == shmem_ptr(&ident, want) && (!p || *p == want),
                  "%s: team_ptr of team PE %d is not world PE %d's", m->name, k,
                  want);
        }
    }
    for (int pe = 0; pe < npes; pe++) {
        int got = shmem_team_translate_pe(SHMEM_TEAM_WORLD, pe, t);
        CHECK(got == rank_of(m, pe), "%s: world PE %d is team PE %d, want %d",
              m->name, pe, got, rank_of(m, pe));
    }
}

/* Every collective on the team, each result checked per team PE. */
static void check_collectives(shmem_team_t t, const struct model *m)
{
    int r = rank_of(m, me), n = m->size;
    CHECK(shmem_team_sync(t) == 0, "%s: team_sync", m->name);
    for (int root = 0; root < n; root++) {
        for (int i = 0; i < 4; i++) {
            bsrc[i] = me * 100 + root * 10 + i;
            bdst[i] = -1;
        }
        CHECK(shmem_long_broadcast(t, bdst, bsrc, 4, root) == 0,
              "%s: broadcast", m->name);
        for (int i = 0; i < 4; i++)
            if (bdst[i] != pe_of(m, root) * 100 + root * 10 + i) {
                CHECK(0,
                      "%s: broadcast from team PE %d gave [%d] = %ld, "
                      "want world PE %d's %d",
                      m->name, root, i, bdst[i], pe_of(m, root),
                      pe_of(m, root) * 100 + root * 10 + i);
                break;
            }
    }
    fsrc[0] = me;
    fsrc[1] = r;
    CHECK(shmem_long_fcollect(t, fdst, fsrc, 2) == 0, "%s: fcollect", m->name);
    for (int k = 0; k < n; k++)
        CHECK(fdst[2 * k] == pe_of(m, k) && fdst[2 * k + 1] == k,
              "%s: fcollect block %d from world PE %ld rank %ld, want %d %d",
              m->name, k, fdst[2 * k], fdst[2 * k + 1], pe_of(m, k), k);
    for (int k = 0; k < n; k++)
        asrc[k] = me * 1000 + k; /* block k goes to team PE k */
    CHECK(shmem_long_alltoall(t, adst, asrc, 1) == 0, "%s: alltoall", m->name);
    for (int k = 0; k < n; k++)
        CHECK(adst[k] == pe_of(m, k) * 1000 + r,
              "%s: alltoall block from team PE %d is %ld, want %d", m->name, k,
              adst[k], pe_of(m, k) * 1000 + r);
    /* Reductions: out of place, then in place (dest == source). */
    for (int inplace = 0; inplace < 2; inplace++) {
        long *d = inplace ? rsrc : rdst;
        for (int i = 0; i < NRED; i++)
            rsrc[i] = (long)me * NRED + i;
        CHECK(shmem_long_sum_reduce(t, d, rsrc, NRED) == 0, "%s: sum_reduce",
              m->name);
        for (int i = 0; i < NRED; i++) {
            long want = 0;
            for (int k = 0; k < n; k++)
                want += (long)pe_of(m, k) * NRED + i;
            if (d[i] != want) {
                CHECK(0, "%s: sum_reduce%s [%d] = %ld, want %ld", m->name,
                      inplace ? " in place" : "", i, d[i], want);
                break;
            }
        }
        for (int i = 0; i < NRED; i++)
            rsrc[i] = (long)((me + i) % npes) * 7 - i;
        CHECK(shmem_long_max_reduce(t, d, rsrc, NRED) == 0, "%s: max_reduce",
              m->name);
        for (int i = 0; i < NRED; i++) {
            long want = (long)((pe_of(m, 0) + i) % npes) * 7 - i;
            for (int k = 1; k < n; k++) {
                long v = (long)((pe_of(m, k) + i) % npes) * 7 - i;
                want = v > want ? v : want;
            }
            if (d[i] != want) {
                CHECK(0, "%s: max_reduce%s [%d] = %ld, want %ld", m->name,
                      inplace ? " in place" : "", i, d[i], want);
                break;
            }
        }
    }
}

/* Put, g and atomic add through a context of the team, by team PE. */
static void check_ctx(shmem_team_t t, const struct model *m)
{
    int r = rank_of(m, me), n = m->size;
    int to = (r + 1) % n, from = (r + n - 1) % n;
    shmem_ctx_t ctx;
    if (shmem_team_create_ctx(t, 0, &ctx) != 0) {
        CHECK(0, "%s: no context on a team configured for one", m->name);
        return;
    }
    counter = 0;
    for (int i = 0; i < NRMA; i++)
        rma_out[i] = me * 100 + i;
    shmem_team_sync(t);
    shmem_ctx_long_put(ctx, rma_in, rma_out, NRMA, to);
    shmem_ctx_long_atomic_add(ctx, &counter, me + 1, 0);
    for (int k = 0; k < n; k++) {
        long v = shmem_ctx_long_g(ctx, &ident, k);
        CHECK(v == pe_of(m, k),
              "%s: g through the context from team PE %d "
              "read world PE %ld, want %d",
              m->name, k, v, pe_of(m, k));
    }
    shmem_ctx_quiet(ctx);
    shmem_team_sync(t);
    for (int i = 0; i < NRMA; i++)
        if (rma_in[i] != pe_of(m, from) * 100 + i) {
            CHECK(0,
                  "%s: put from team PE %d: [%d] = %ld, want world PE "
                  "%d's %d",
                  m->name, from, i, rma_in[i], pe_of(m, from),
                  pe_of(m, from) * 100 + i);
            break;
        }
    if (r == 0) {
        long want = 0;
        for (int k = 0; k < n; k++)
            want += pe_of(m, k) + 1;
        CHECK(counter == want, "%s: team PE 0 (world %d) counted %ld, want %ld",
              m->name, me, counter, want);
    }
    shmem_team_sync(t); /* counter read before the next team resets it */
    shmem_ctx_destroy(ctx);
}

/* Check a team made by a split and destroy it (members). */
static void use_team(shmem_team_t t, const struct model *m)
{
    check_queries(t, m);
    if (t == SHMEM_TEAM_INVALID)
        return;
    check_collectives(t, m);
    check_ctx(t, m);
    shmem_team_destroy(t);
}

/* split_strided of the world, checked, used, destroyed. */
static void split_world(int start, int stride, int size, const char *name)
{
    struct model m = {start, stride, size, name};
    shmem_team_t t = SHMEM_TEAM_WORLD; /* must be overwritten */
    int rc = shmem_team_split_strided(SHMEM_TEAM_WORLD, start, stride, size,
                                      &one_ctx, SHMEM_TEAM_NUM_CONTEXTS, &t);
    CHECK(rc == 0, "%s (%d, %d, %d): returned %d", name, start, stride, size,
          rc);
    use_team(t, &m);
    shmem_barrier_all();
}

static void test_strides(void)
{
    char name[64];
    /* stride 0: a team of one, for every start */
    for (int k = 0; k < npes; k++) {
        snprintf(name, sizeof(name), "stride 0 at PE %d", k);
        split_world(k, 0, 1, name);
    }
    split_world(npes - 1, -1, npes, "the world reversed");
    split_world(npes - 1, -2, (npes + 1) / 2, "every second PE from the top");
    if (npes >= 3)
        split_world(npes - 2, -1, npes - 2, "PEs npes-2 down to 1");
    split_world(npes / 2, -(npes / 2 > 0 ? npes / 2 : 1), npes > 1 ? 2 : 1,
                "npes/2 and 0");

    /* Splits of the reversed world: strides compose. */
    shmem_team_t rev;
    CHECK(shmem_team_split_strided(SHMEM_TEAM_WORLD, npes - 1, -1, npes,
                                   &one_ctx, SHMEM_TEAM_NUM_CONTEXTS,
                                   &rev) == 0,
          "reversing the world");
    struct {
        int start, stride, size; /* in the reversed team's numbering */
        const char *name;
    } sub[] = {
        {npes - 1, -1, npes, "the reversed world reversed (world order)"},
        {0, 2, (npes + 1) / 2, "every second of the reversed world"},
        {npes - 1, 0, 1, "stride 0 at the reversed world's last"},
        {(npes - 1) / 2, -1, (npes - 1) / 2 + 1, "the reversed lower half"},
    };
    for (size_t s = 0; s < sizeof(sub) / sizeof(sub[0]); s++) {
        /* the reversed team's PE k is world PE npes-1-k */
        struct model m = {npes - 1 - sub[s].start, -sub[s].stride, sub[s].size,
                          sub[s].name};
        shmem_team_t t = SHMEM_TEAM_WORLD;
        int rc = shmem_team_split_strided(rev, sub[s].start, sub[s].stride,
                                          sub[s].size, &one_ctx,
                                          SHMEM_TEAM_NUM_CONTEXTS, &t);
        CHECK(rc == 0, "%s: returned %d", m.name, rc);
        use_team(t, &m);
        shmem_barrier_all();
    }
    /* split_2d of the reversed world: rows of 2 consecutive reversed
     * ranks (world PEs going down), columns every second one */
    int xr = 2, pr = npes - 1 - me, row = pr / xr, col = pr % xr;
    struct model mx = {npes - 1 - row * xr, -1,
                       npes - row * xr < xr ? npes - row * xr : xr,
                       "split_2d x-team of the reversed world"};
    struct model my = {npes - 1 - col, -xr, (npes - col + xr - 1) / xr,
                       "split_2d y-team of the reversed world"};
    shmem_team_t x = SHMEM_TEAM_WORLD, y = SHMEM_TEAM_WORLD;
    CHECK(shmem_team_split_2d(rev, xr, &one_ctx, SHMEM_TEAM_NUM_CONTEXTS, &x,
                              &one_ctx, SHMEM_TEAM_NUM_CONTEXTS, &y) == 0,
          "split_2d of the reversed world");
    /* x-teams are disjoint and run at once; so are y-teams */
    use_team(x, &mx);
    shmem_barrier_all();
    use_team(y, &my);
    shmem_barrier_all();
    shmem_team_destroy(rev);

    /* With one PE only start counts: any stride is a valid triplet (the
     * specification takes any integer stride), also where the parent's
     * own stride times it would not fit in an int. */
    shmem_team_t evens;
    int ne = (npes + 1) / 2;
    CHECK(shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 2, ne, &one_ctx,
                                   SHMEM_TEAM_NUM_CONTEXTS, &evens) == 0,
          "the even PEs");
    if (evens != SHMEM_TEAM_INVALID) {
        static const int huge[] = {INT_MAX, INT_MIN, -1, 3};
        for (int h = 0; h < 4; h++) {
            int start = h % 2 ? ne - 1 : 0;
            struct model m = {2 * start, 2, 1, name};
            snprintf(name, sizeof(name),
                     "even PE %d alone, split with stride %d", start, huge[h]);
            shmem_team_t t = SHMEM_TEAM_WORLD;
            int rc =
                shmem_team_split_strided(evens, start, huge[h], 1, &one_ctx,
                                         SHMEM_TEAM_NUM_CONTEXTS, &t);
            CHECK(rc == 0, "%s: returned %d", name, rc);
            use_team(t, &m);
            shmem_team_sync(evens);
        }
        shmem_team_destroy(evens);
    }
    shmem_barrier_all();
}

/* Splits whose parent compares equal to SHMEM_TEAM_INVALID. */
static void test_invalid_parent(void)
{
    shmem_team_t t = SHMEM_TEAM_WORLD, x = SHMEM_TEAM_WORLD,
                 y = SHMEM_TEAM_SHARED;
    int rc = shmem_team_split_strided(SHMEM_TEAM_INVALID, 0, 1, 1, NULL, 0, &t);
    CHECK(rc != 0 && t == SHMEM_TEAM_INVALID,
          "split_strided of SHMEM_TEAM_INVALID: returned %d, new team %s", rc,
          t == SHMEM_TEAM_INVALID ? "invalid" : "set");
    rc = shmem_team_split_2d(SHMEM_TEAM_INVALID, 1, NULL, 0, &x, NULL, 0, &y);
    CHECK(rc != 0 && x == SHMEM_TEAM_INVALID && y == SHMEM_TEAM_INVALID,
          "split_2d of SHMEM_TEAM_INVALID: returned %d", rc);

    /* An invalid triplet (size not positive, start outside the parent):
     * nonzero and SHMEM_TEAM_INVALID on every PE of the parent. */
    static const int bad[][3] = {{0, 1, 0},       {0, 1, -1},
                                 {0, 1, INT_MIN}, {0, INT_MAX, INT_MIN},
                                 {-1, 1, 1},      {START_NPES, 1, 1}};
    for (size_t b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
        int start = bad[b][0] == START_NPES ? npes : bad[b][0];
        t = SHMEM_TEAM_WORLD;
        rc = shmem_team_split_strided(SHMEM_TEAM_WORLD, start, bad[b][1],
                                      bad[b][2], NULL, 0, &t);
        CHECK(rc != 0 && t == SHMEM_TEAM_INVALID,
              "split_strided(world, %d, %d, %d): returned %d, new team %s",
              start, bad[b][1], bad[b][2], rc,
              t == SHMEM_TEAM_INVALID ? "invalid" : "set");
    }

    /* The odd PEs hold SHMEM_TEAM_INVALID for the team of the even ones
     * and split it as the even PEs split their team. */
    shmem_team_t evens = SHMEM_TEAM_WORLD;
    int ne = (npes + 1) / 2;
    CHECK(shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 2, ne, NULL, 0,
                                   &evens) == 0,
          "split of the even PEs");
    CHECK((evens == SHMEM_TEAM_INVALID) == (me % 2 == 1),
          "PE %d: the team of the even PEs is %s", me,
          evens == SHMEM_TEAM_INVALID ? "invalid" : "valid");
    t = x = y = SHMEM_TEAM_WORLD;
    rc = shmem_team_split_strided(evens, ne - 1, -1, ne, NULL, 0, &t);
    int rc2 = shmem_team_split_2d(evens, 2, NULL, 0, &x, NULL, 0, &y);
    if (me % 2) {
        CHECK(rc != 0 && t == SHMEM_TEAM_INVALID,
              "odd PE: split_strided of its invalid handle: %d", rc);
        CHECK(rc2 != 0 && x == SHMEM_TEAM_INVALID && y == SHMEM_TEAM_INVALID,
              "odd PE: split_2d of its invalid handle: %d", rc2);
    } else {
        CHECK(rc == 0 && t != SHMEM_TEAM_INVALID &&
                  shmem_team_my_pe(t) == ne - 1 - me / 2,
              "even PE: the reversed even team: %d", rc);
        CHECK(rc2 == 0 && x != SHMEM_TEAM_INVALID && y != SHMEM_TEAM_INVALID,
              "even PE: split_2d of the even team: %d", rc2);
        shmem_team_destroy(t);
        shmem_team_destroy(x);
        shmem_team_destroy(y);
        shmem_team_destroy(evens);
    }
    shmem_barrier_all();
}

/* get_config's num_contexts for team now, which must be want. */
static void expect_contexts(shmem_team_t team, int want, const char *when)
{
    shmem_team_config_t c = {-7};
    int rc = shmem_team_get_config(team, SHMEM_TEAM_NUM_CONTEXTS, &c);
    CHECK(rc == 0 && c.num_contexts == want,
          "get_config (%s): returned %d, num_contexts %d, want %d", when, rc,
          c.num_contexts, want);
}

static void test_get_config(void)
{
    shmem_team_config_t c = {-7};
    CHECK(shmem_team_get_config(SHMEM_TEAM_INVALID, SHMEM_TEAM_NUM_CONTEXTS,
                                &c) != 0 &&
              c.num_contexts == -7,
          "get_config of SHMEM_TEAM_INVALID: not an error, or wrote %d",
          c.num_contexts);
    CHECK(shmem_team_get_config(SHMEM_TEAM_INVALID, 0, NULL) != 0,
          "get_config of SHMEM_TEAM_INVALID, mask 0: not an error");
    CHECK(shmem_team_get_config(SHMEM_TEAM_WORLD, 0, NULL) == 0 &&
              shmem_team_get_config(SHMEM_TEAM_SHARED, 0, NULL) == 0,
          "get_config of a predefined team, mask 0, NULL config");
    CHECK(shmem_team_get_config(SHMEM_TEAM_WORLD, SHMEM_TEAM_NUM_CONTEXTS,
                                &c) == 0 &&
              c.num_contexts >= 0,
          "get_config of the world: num_contexts %d", c.num_contexts);

    /* configured: 3; mask left out: the default, 0; no config: 0 */
    shmem_team_config_t three = {3}, five = {5};
    shmem_team_t t3, t0, tn;
    CHECK(shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 1, npes, &three,
                                   SHMEM_TEAM_NUM_CONTEXTS, &t3) == 0 &&
              shmem_team_split_strided(SHMEM_TEAM_WORLD, npes - 1, -1, npes,
                                       &five, 0, &t0) == 0 &&
              shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 0, 1, NULL, 0,
                                       &tn) == 0,
          "splits for get_config");
    expect_contexts(t3, 3, "configured 3");
    expect_contexts(t0, 0, "configured 5, but the mask left it out");
    if (me == 0) {
        expect_contexts(tn, 0, "no config");
    } else {
        CHECK(tn == SHMEM_TEAM_INVALID, "PE %d is in a team of PE 0 alone", me);
    }
    /* mask 0: no action, config untouched or NULL */
    c.num_contexts = -7;
    CHECK(shmem_team_get_config(t3, 0, &c) == 0 && c.num_contexts == -7,
          "get_config, mask 0: returned nonzero or wrote %d", c.num_contexts);
    CHECK(shmem_team_get_config(t3, 0, NULL) == 0,
          "get_config, mask 0 and a NULL config");
    /* the values now: with two of its three contexts alive, and after */
    shmem_ctx_t a, b;
    CHECK(shmem_team_create_ctx(t3, 0, &a) == 0 &&
              shmem_team_create_ctx(t3, SHMEM_CTX_PRIVATE, &b) == 0,
          "two contexts on a team configured for three");
    expect_contexts(t3, 3, "configured 3, two contexts alive");
    shmem_ctx_destroy(a);
    shmem_ctx_destroy(b);
    expect_contexts(t3, 3, "configured 3, its contexts gone");
    shmem_team_destroy(t3);
    shmem_team_destroy(t0);
    if (tn != SHMEM_TEAM_INVALID)
        shmem_team_destroy(tn);
    shmem_barrier_all();
}

int main(void)
{
    shmem_init();
    ident = me = shmem_my_pe();
    npes = shmem_n_pes();
    test_max_pes(MAXPE);
    shmem_barrier_all(); /* every ident set before a context reads one */
    test_strides();
    test_invalid_parent();
    test_get_config();
    return test_exit();
}
