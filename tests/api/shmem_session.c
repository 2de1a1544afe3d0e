/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=90 */
/*
 * Sessions (OpenSHMEM 1.6): hints that change no result. A GUPS-like loop
 * of non-fetching XORs to pseudo-random PEs and words, and puts and
 * non-blocking puts to the right neighbour, run inside batch sessions on
 * a created context (with total_ops), on SHMEM_CTX_DEFAULT (mask 0 and a
 * NULL config), on a context of the team of even PEs, started twice
 * (options combined) and stopped twice; SHMEM_CTX_INVALID is a no-op.
 * After a quiet and a barrier, every table word is the XOR of exactly the
 * updates aimed at it (every PE replays every other's generator), and
 * the neighbour's data is all there; a fence inside a session still
 * orders a put before its flag.
 */
#include "testutil.h"

#define WORDS 64
#define UPDATES 3000
#define DATA 512

static uint64_t table[WORDS];
static long data[DATA];
static long flag;

/* A small generator every PE can replay for any PE. */
static uint64_t next(uint64_t *s)
{
    *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
    return *s >> 17;
}

static void gups(shmem_ctx_t ctx, int me, int npes, uint64_t seed)
{
    uint64_t s = seed + (uint64_t)me;
    for (int i = 0; i < UPDATES; i++) {
        uint64_t r = next(&s);
        int pe = (int)(r % (uint64_t)npes);
        shmem_ctx_uint64_atomic_xor(ctx, &table[(r >> 8) % WORDS], r, pe);
    }
}

static void check_table(int me, int npes, uint64_t seed, const char *what)
{
    uint64_t want[WORDS] = {0};
    for (int p = 0; p < npes; p++) {
        uint64_t s = seed + (uint64_t)p;
        for (int i = 0; i < UPDATES; i++) {
            uint64_t r = next(&s);
            if ((int)(r % (uint64_t)npes) == me)
                want[(r >> 8) % WORDS] ^= r;
        }
    }
    for (int w = 0; w < WORDS; w++)
        if (table[w] != want[w]) {
            CHECK(0, "%s: table[%d] is %#llx, want %#llx", what, w,
                  (unsigned long long)table[w], (unsigned long long)want[w]);
            break;
        }
}

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    int right = (me + 1) % npes, left = (me + npes - 1) % npes;
    shmem_ctx_t ctx;
    CHECK(shmem_ctx_create(0, &ctx) == 0, "shmem_ctx_create");

    /* 1. a created context, total_ops given */
    memset(table, 0, sizeof(table));
    shmem_barrier_all();
    shmem_ctx_session_config_t cfg = {.total_ops = UPDATES};
    shmem_ctx_session_start(ctx, SHMEM_CTX_SESSION_BATCH, &cfg,
                            SHMEM_CTX_SESSION_TOTAL_OPS);
    gups(ctx, me, npes, 1);
    shmem_ctx_session_stop(ctx);
    shmem_ctx_quiet(ctx);
    shmem_barrier_all();
    check_table(me, npes, 1, "created context, total_ops");

    /* 2. the default context: mask 0 with a NULL config, started twice
     * (options combined), stopped twice */
    memset(table, 0, sizeof(table));
    shmem_barrier_all();
    shmem_ctx_session_start(SHMEM_CTX_DEFAULT, 0, NULL, 0);
    shmem_ctx_session_start(SHMEM_CTX_DEFAULT, SHMEM_CTX_SESSION_BATCH, NULL,
                            0);
    gups(SHMEM_CTX_DEFAULT, me, npes, 2);
    long src[DATA];
    for (int i = 0; i < DATA; i++)
        src[i] = (long)me * 100000 + i;
    shmem_long_put_nbi(data, src, DATA / 2, right);
    for (int i = DATA / 2; i < DATA; i++)
        shmem_long_p(&data[i], src[i], right);
    shmem_fence(); /* inside the session: still orders the flag after */
    shmem_long_p(&flag, 1, right);
    shmem_ctx_session_stop(SHMEM_CTX_DEFAULT);
    shmem_ctx_session_stop(SHMEM_CTX_DEFAULT); /* no effect */
    shmem_long_wait_until(&flag, SHMEM_CMP_EQ, 1);
    for (int i = 0; i < DATA; i++)
        if (data[i] != (long)left * 100000 + i) {
            CHECK(0, "data[%d] is %ld after the flag, want %ld", i, data[i],
                  (long)left * 100000 + i);
            break;
        }
    shmem_quiet();
    shmem_barrier_all();
    check_table(me, npes, 2, "default context, two starts");

    /* 3. the team of even PEs, its own numbering */
    shmem_team_t evens;
    shmem_ctx_t ectx = test_evens_ctx(&evens);
    memset(table, 0, sizeof(table));
    shmem_barrier_all();
    if (ectx != SHMEM_CTX_INVALID) {
        int tn = shmem_team_n_pes(evens), tme = shmem_team_my_pe(evens);
        shmem_ctx_session_start(ectx, SHMEM_CTX_SESSION_BATCH, &cfg,
                                SHMEM_CTX_SESSION_TOTAL_OPS);
        for (int k = 0; k < tn; k++)
            shmem_ctx_uint64_atomic_xor(ectx, &table[k % WORDS],
                                        (uint64_t)1 << tme, k);
        shmem_ctx_session_stop(ectx);
        shmem_ctx_quiet(ectx);
    }
    shmem_barrier_all();
    if (ectx != SHMEM_CTX_INVALID) {
        int tn = shmem_team_n_pes(evens), tme = shmem_team_my_pe(evens);
        uint64_t all = tn >= 64 ? ~0ULL : (1ULL << tn) - 1;
        CHECK(table[tme % WORDS] == all, "team context: %#llx, want %#llx",
              (unsigned long long)table[tme % WORDS],
              (unsigned long long)all);
        shmem_ctx_destroy(ectx);
    }

    /* 4. SHMEM_CTX_INVALID: nothing happens */
    shmem_ctx_session_start(SHMEM_CTX_INVALID, SHMEM_CTX_SESSION_BATCH, NULL,
                            0);
    shmem_ctx_session_stop(SHMEM_CTX_INVALID);

    shmem_ctx_destroy(ctx);
    return test_exit();
}
