/* SPDX-License-Identifier: BSD-3-Clause */
/* OpenSHMEM 1.6: nested initialization and finalization, shmem_query_
 * initialized, and SHMEM initialized again after the last finalize. */
/* shmap-test: npes=1,2,3,4,5,8 timeout=90 */
#include <stdint.h>
#include <string.h>

#include "testutil.h"

/*
 * Three series of initializations. In each, shmem_init and
 * shmem_init_thread are nested three deep; the two inner finalizes are
 * barriers (a put before one has landed after it) that free nothing (an
 * allocation and a split team stay usable); the last one ends the series
 * (query_initialized says 0). The next series starts from an empty heap
 * (its first allocation is where the first series' was), with the
 * predefined teams, contexts, splits and every kind of collective
 * working, back to back, so that the collectives' counters agree between
 * the PEs across the series. Globals keep their values throughout.
 */
#define SERIES 3
#define N 16

static int me = -1, npes; /* kept while SHMEM is not initialized */
static long ring;         /* written by the left PE before a finalize */
static long kept = 11;    /* .data: a global outlives every series */
static long psync[SHMEM_REDUCE_SYNC_SIZE];
static long pwrk[SHMEM_REDUCE_MIN_WRKDATA_SIZE + N];

/* CHECK names the PE by shmem_my_pe(), which is an error outside a series. */
#define CHECK_OFF(cond, ...)                                                   \
    do {                                                                       \
        if (!(cond)) {                                                         \
            char msg_[256];                                                    \
            snprintf(msg_, sizeof(msg_), __VA_ARGS__);                         \
            fprintf(stderr, "FAIL: PE %d: %s:%d: %s\n", me, __FILE__,          \
                    __LINE__, msg_);                                           \
            test_failures++;                                                   \
        }                                                                      \
    } while (0)

static int initialized(void)
{
    int flag = -1;
    shmem_query_initialized(&flag);
    return flag;
}

/* Every kind of collective, back to back, checked; round r of series s. */
static void collectives(long *src, long *dst, int s, int r)
{
    long base = 1000L * s + 100L * r;
    for (int i = 0; i < N; i++)
        src[i] = base + me + i;
    /* team reductions (push and flat sizes), world and shared */
    CHECK(shmem_long_sum_reduce(SHMEM_TEAM_WORLD, dst, src, N) == 0,
          "sum_reduce failed");
    for (int i = 0; i < N; i++)
        CHECK(dst[i] == npes * (base + i) + (long)npes * (npes - 1) / 2,
              "series %d round %d: sum[%d] = %ld", s, r, i, dst[i]);
    CHECK(shmem_long_max_reduce(SHMEM_TEAM_WORLD, dst, src, 1) == 0,
          "max_reduce failed");
    CHECK(dst[0] == base + npes - 1, "series %d: max %ld", s, dst[0]);
    int sstart, ssize;
    test_shared_set(me, npes, &sstart, &ssize);
    CHECK(shmem_team_n_pes(SHMEM_TEAM_SHARED) == ssize,
          "series %d: SHMEM_TEAM_SHARED has %d PEs, not %d", s,
          shmem_team_n_pes(SHMEM_TEAM_SHARED), ssize);
    CHECK(shmem_long_min_reduce(SHMEM_TEAM_SHARED, dst, src, 1) == 0,
          "min_reduce on SHMEM_TEAM_SHARED failed");
    CHECK(dst[0] == base + sstart, "series %d: shared min %ld, not %ld", s,
          dst[0], base + sstart);
    /* broadcast from a root that moves, fcollect, alltoall */
    int root = (s + r) % npes;
    CHECK(shmem_long_broadcast(SHMEM_TEAM_WORLD, dst, src, N, root) == 0,
          "broadcast failed");
    for (int i = 0; i < N; i++)
        CHECK(dst[i] == base + root + i, "series %d: bcast[%d] = %ld", s, i,
              dst[i]);
    long *all = shmem_malloc((size_t)npes * N * sizeof(long));
    long *out = shmem_malloc((size_t)npes * N * sizeof(long));
    CHECK(all && out, "series %d: shmem_malloc for fcollect", s);
    if (all && out) {
        CHECK(shmem_long_fcollect(SHMEM_TEAM_WORLD, all, src, 1) == 0,
              "fcollect failed");
        for (int pe = 0; pe < npes; pe++)
            CHECK(all[pe] == base + pe, "series %d: fcollect[%d] = %ld", s, pe,
                  all[pe]);
        for (int pe = 0; pe < npes; pe++)
            all[pe] = base + 10L * me + pe; /* the block for pe */
        CHECK(shmem_long_alltoall(SHMEM_TEAM_WORLD, out, all, 1) == 0,
              "alltoall failed");
        for (int pe = 0; pe < npes; pe++)
            CHECK(out[pe] == base + 10L * pe + me,
                  "series %d: alltoall from %d = %ld", s, pe, out[pe]);
    }
    shmem_free(out);
    shmem_free(all);
    /* the SGI active-set form, with its pSync */
    shmem_long_sum_to_all(dst, src, N, 0, 0, npes, pwrk, psync);
    CHECK(dst[1] == npes * (base + 1) + (long)npes * (npes - 1) / 2,
          "series %d: sum_to_all %ld", s, dst[1]);
    shmem_barrier_all();
}

/* A split team and a context on it, used and destroyed; buf: 4 zeroed
 * longs. */
static void teams_and_contexts(long *buf, int s)
{
    shmem_team_t evens = SHMEM_TEAM_INVALID;
    int ne = (npes + 1) / 2;
    CHECK(shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 2, ne, NULL, 0,
                                   &evens) == 0,
          "series %d: split failed", s);
    CHECK((evens != SHMEM_TEAM_INVALID) == (me % 2 == 0),
          "series %d: PE %d %s the team of even PEs", s, me,
          evens == SHMEM_TEAM_INVALID ? "is not in" : "is in");
    if (evens != SHMEM_TEAM_INVALID) {
        CHECK(shmem_team_my_pe(evens) == me / 2 &&
                  shmem_team_n_pes(evens) == ne,
              "series %d: team rank %d of %d", s, shmem_team_my_pe(evens),
              shmem_team_n_pes(evens));
        buf[0] = me;
        CHECK(shmem_long_sum_reduce(evens, &buf[1], &buf[0], 1) == 0,
              "series %d: reduce on the team failed", s);
        CHECK(buf[1] == 2L * ne * (ne - 1) / 2,
              "series %d: the team's sum is %ld", s, buf[1]);
        shmem_ctx_t ctx = SHMEM_CTX_INVALID;
        CHECK(shmem_team_create_ctx(evens, 0, &ctx) == 0,
              "series %d: team context", s);
        if (ctx != SHMEM_CTX_INVALID) {
            /* team rank k is world PE 2k: to the next even PE */
            int r = shmem_team_my_pe(evens);
            shmem_ctx_long_p(ctx, &buf[2], 500L * s + me, (r + 1) % ne);
            shmem_ctx_quiet(ctx);
            shmem_team_sync(evens);
            int from = 2 * ((r + ne - 1) % ne);
            CHECK(buf[2] == 500L * s + from,
                  "series %d: a team context's put: %ld", s, buf[2]);
            shmem_ctx_destroy(ctx);
        }
        shmem_team_destroy(evens);
    }
    /* a world context */
    shmem_ctx_t wctx;
    CHECK(shmem_ctx_create(0, &wctx) == 0, "series %d: ctx_create", s);
    shmem_ctx_long_atomic_add(wctx, &buf[3], 1, 0);
    shmem_ctx_quiet(wctx);
    shmem_ctx_destroy(wctx);
    shmem_barrier_all();
    if (me == 0)
        CHECK(buf[3] == npes, "series %d: %ld adds, not %d", s, buf[3], npes);
    shmem_barrier_all();
}

int main(void)
{
    void *first_block = NULL;
    for (int i = 0; i < SHMEM_REDUCE_SYNC_SIZE; i++)
        psync[i] = SHMEM_SYNC_VALUE;
    CHECK_OFF(initialized() == 0, "initialized before any init");
    for (int s = 0; s < SERIES; s++) {
        /* Three deep: shmem_init, shmem_init_thread, and the other one
         * again, the first of the series alternating. */
        int provided = -1, level = -1;
        if (s % 2 == 0)
            shmem_init();
        else
            CHECK_OFF(shmem_init_thread(SHMEM_THREAD_SERIALIZED, &level) == 0,
                      "series %d: shmem_init_thread failed", s);
        CHECK_OFF(initialized() != 0, "series %d: not initialized", s);
        me = shmem_my_pe();
        npes = shmem_n_pes();
        CHECK(kept == 11 + s, "series %d: a global lost its value: %ld", s,
              kept);
        if (s % 2 == 0)
            shmem_query_thread(&level);
        CHECK(level >= SHMEM_THREAD_SINGLE && level <= SHMEM_THREAD_MULTIPLE,
              "series %d: thread level %d", s, level);
        CHECK(shmem_init_thread(SHMEM_THREAD_SINGLE, &provided) == 0,
              "series %d: a nested shmem_init_thread failed", s);
        CHECK(provided >= level,
              "series %d: a nested shmem_init_thread "
              "lowered the thread level from %d to %d",
              s, level, provided);
        shmem_query_thread(&level);
        CHECK(level == provided, "series %d: query_thread %d, provided %d", s,
              level, provided);
        if (s % 2 == 0)
            CHECK(shmem_init_thread(SHMEM_THREAD_FUNNELED, &provided) == 0,
                  "series %d: shmem_init_thread failed", s);
        else
            shmem_init();
        CHECK(initialized() != 0, "series %d: not initialized (3 deep)", s);
        CHECK(shmem_my_pe() == me && shmem_n_pes() == npes,
              "series %d: PE %d of %d, was %d of %d", s, shmem_my_pe(),
              shmem_n_pes(), me, npes);

        /* The heap is new in every series: its first block is where the
         * first series' was. buf: the collectives' dest, then scratch,
         * then their source. */
        long *buf = shmem_calloc(3 * N, sizeof(long));
        long *scratch = buf + N, *src = buf + 2 * N;
        CHECK(buf != NULL, "series %d: shmem_calloc failed", s);
        if (!buf)
            return test_exit();
        if (s == 0)
            first_block = buf;
        CHECK((void *)buf == first_block,
              "series %d: the heap's first block is at %p, not %p as in the "
              "first series: earlier allocations are still there",
              s, (void *)buf, first_block);
        collectives(src, buf, s, 0);

        /* A split team kept across the inner finalizes. */
        shmem_team_t kept_team = SHMEM_TEAM_INVALID;
        shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 1, npes, NULL, 0,
                                 &kept_team);
        for (int depth = 3; depth > 1; depth--) {
            /* A put just before a finalize that is not the last has
             * landed when it returns: it is a barrier_all. */
            ring = -1;
            shmem_barrier_all();
            shmem_long_p(&ring, 100L * s + 10L * depth + me, (me + 1) % npes);
            shmem_finalize();
            CHECK(initialized() != 0,
                  "series %d: not initialized after a finalize at depth %d", s,
                  depth);
            CHECK(ring == 100L * s + 10L * depth + (me + npes - 1) % npes,
                  "series %d: finalize at depth %d is not a barrier: "
                  "ring %ld",
                  s, depth, ring);
            /* Nothing was freed: the block, the team, RMA and collectives. */
            scratch[N - 1] = me;
            shmem_barrier_all();
            long left = shmem_long_g(&scratch[N - 1], (me + npes - 1) % npes);
            CHECK(left == (me + npes - 1) % npes,
                  "series %d: the block after a finalize: %ld", s, left);
            CHECK(kept_team != SHMEM_TEAM_INVALID &&
                      shmem_team_n_pes(kept_team) == npes,
                  "series %d: a team lost at depth %d", s, depth);
            collectives(src, buf, s, 4 - depth);
        }
        teams_and_contexts(scratch, s);
        shmem_team_destroy(kept_team);
        shmem_free(buf);
        kept++;
        shmem_finalize(); /* the last of the series */
        CHECK_OFF(initialized() == 0,
                  "series %d: still initialized after the last finalize", s);
        CHECK_OFF(kept == 12 + s, "series %d: a global changed: %ld", s, kept);
    }
    /* One more series, ended with a team and an allocation left: the last
     * finalize takes them. */
    shmem_init();
    long *left = shmem_malloc(64);
    shmem_team_t t;
    shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 1, npes, NULL, 0, &t);
    CHECK(left == first_block, "the last series' heap is not empty");
    shmem_barrier_all();
    shmem_finalize();
    CHECK_OFF(initialized() == 0, "initialized after the end");
    return test_failures ? 1 : 0;
}
