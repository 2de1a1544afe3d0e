/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=60 */
/*
 * OpenSHMEM 1.6: a fence orders the operations issued on one context,
 * to each PE. On the default context (through shmem_fence and
 * shmem_ctx_fence(SHMEM_CTX_DEFAULT)), on contexts created with options
 * 0, SHMEM_CTX_PRIVATE and SHMEM_CTX_SERIALIZED, and on a context of the
 * world reversed (its PE k is world PE npes-1-k): every PE puts a block
 * (shmem_ctx_long_put), a non-blocking block (put_nbi) and a few p's to
 * every PE, fences that context, then sets a flag there on the same
 * context, with an atomic or (as the specification's example) a put.
 * Each receiver waits for each sender's flag and then must find all of
 * that round's data from that sender. Contexts are used one after
 * another and side by side (data on all of them, one fence each, then
 * the flags). shmem_ctx_fence(SHMEM_CTX_INVALID) does nothing.
 */
#include "testutil.h"

#define MAXPE 64
#define NCTX 5   /* default, three created, one on a team */
#define BLK 2048 /* longs of the blocking put */
#define NBI 1024 /* longs of the non-blocking put */
#define NP 4     /* single-element puts */
#define ROUNDS 12

static int me, npes;
/* Per context and sender: what arrives, and its flag. */
struct inbox {
    long blk[BLK], nbi[NBI], p[NP];
};
static struct inbox *in; /* symmetric [NCTX][npes] */
static long flags[NCTX][MAXPE];
static long out_blk[BLK];
static long *out_nbi; /* private [NCTX][npes][NBI]: nbi sources stay put
                       * until the round's quiet */

static shmem_ctx_t ctxs[NCTX];
static const char *names[NCTX] = {
    "the default context", "a context (options 0)",
    "a SHMEM_CTX_PRIVATE context", "a SHMEM_CTX_SERIALIZED context",
    "a context of the reversed world"};

/* The world PE behind context c's PE k. */
static int world_pe(int c, int k)
{
    return c == NCTX - 1 ? npes - 1 - k : k;
}

static long val(int round, int c, int from, int to, int part, int i)
{
    return (((long)round * NCTX + c) * MAXPE + from) * 1000003L +
           (long)to * 100003L + part * 10007L + i;
}

/* The data from this PE to every PE on context c, nothing completed. */
static void send_data(int c, int round)
{
    shmem_ctx_t ctx = ctxs[c];
    for (int k = 0; k < npes; k++) {
        int to = world_pe(c, k);
        struct inbox *box = &in[c * npes + me];
        for (int i = 0; i < BLK; i++)
            out_blk[i] = val(round, c, me, to, 0, i);
        long *nbi = out_nbi + ((size_t)c * npes + k) * NBI;
        for (int i = 0; i < NBI; i++)
            nbi[i] = val(round, c, me, to, 1, i);
        shmem_ctx_long_put(ctx, box->blk, out_blk, BLK, k);
        shmem_ctx_long_put_nbi(ctx, box->nbi, nbi, NBI, k);
        for (int i = 0; i < NP; i++)
            shmem_ctx_long_p(ctx, &box->p[i], val(round, c, me, to, 2, i), k);
    }
}

static void fence_and_flag(int c, int round, int how)
{
    shmem_ctx_t ctx = ctxs[c];
    if (c == 0 && how % 2)
        shmem_fence(); /* the default context's own spelling */
    else
        shmem_ctx_fence(ctx);
    for (int k = 0; k < npes; k++)
        if (how % 3 == 2) /* the specification's example: a put */
            shmem_ctx_long_p(ctx, &flags[c][me], round, k);
        else
            shmem_ctx_long_atomic_set(ctx, &flags[c][me], round, k);
}

static void receive(int c, int round)
{
    for (int from = 0; from < npes; from++) {
        shmem_long_wait_until(&flags[c][from], SHMEM_CMP_GE, round);
        const struct inbox *box = &in[c * npes + from];
        int bad = -1;
        for (int i = 0; i < BLK && bad < 0; i++)
            if (box->blk[i] != val(round, c, from, me, 0, i))
                bad = i;
        for (int i = 0; i < NBI && bad < 0; i++)
            if (box->nbi[i] != val(round, c, from, me, 1, i))
                bad = BLK + i;
        for (int i = 0; i < NP && bad < 0; i++)
            if (box->p[i] != val(round, c, from, me, 2, i))
                bad = BLK + NBI + i;
        CHECK(bad < 0,
              "round %d, %s: PE %d's flag seen but its element %d "
              "not there",
              round, names[c], from, bad);
    }
}

/* Every context's operations complete (the nbi sources are free again)
 * and every PE has checked before the next round overwrites. */
static void end_round(void)
{
    for (int c = 0; c < NCTX; c++)
        shmem_ctx_quiet(ctxs[c]);
    shmem_barrier_all();
}

int main(void)
{
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    test_max_pes(MAXPE);
    in = shmem_calloc((size_t)NCTX * npes, sizeof(*in));
    out_nbi = malloc(sizeof(long) * NCTX * npes * NBI);
    CHECK(in && out_nbi, "allocating the buffers");
    shmem_team_t rev;
    shmem_team_config_t conf = {1};
    CHECK(shmem_team_split_strided(SHMEM_TEAM_WORLD, npes - 1, -1, npes, &conf,
                                   SHMEM_TEAM_NUM_CONTEXTS, &rev) == 0,
          "the reversed world");
    ctxs[0] = SHMEM_CTX_DEFAULT;
    CHECK(shmem_ctx_create(0, &ctxs[1]) == 0 &&
              shmem_ctx_create(SHMEM_CTX_PRIVATE, &ctxs[2]) == 0 &&
              shmem_ctx_create(SHMEM_CTX_SERIALIZED, &ctxs[3]) == 0 &&
              shmem_team_create_ctx(rev, 0, &ctxs[4]) == 0,
          "creating the contexts");
    if (!in || !out_nbi || test_failures)
        return test_exit();
    shmem_ctx_fence(SHMEM_CTX_INVALID); /* no operation */

    int round = 0;
    /* one context at a time */
    for (int r = 0; r < ROUNDS; r++)
        for (int c = 0; c < NCTX; c++) {
            round++;
            send_data(c, round);
            fence_and_flag(c, round, r);
            receive(c, round);
            end_round();
        }
    /* all contexts side by side: data on each, then each one's fence and
     * flags (in another order) */
    for (int r = 0; r < ROUNDS; r++) {
        round++;
        for (int c = 0; c < NCTX; c++)
            send_data(c, round);
        for (int k = 0; k < NCTX; k++)
            fence_and_flag((k + r) % NCTX, round, r);
        for (int c = NCTX - 1; c >= 0; c--)
            receive(c, round);
        end_round();
    }
    for (int c = 1; c < NCTX; c++)
        shmem_ctx_destroy(ctxs[c]);
    shmem_team_destroy(rev);
    shmem_free(in);
    free(out_nbi);
    return test_exit();
}
