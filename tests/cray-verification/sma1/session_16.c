/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/session_16: OpenSHMEM 1.6 sessions (shmem_ctx_session_start,
 * shmem_ctx_session_stop), which are hints only: results, ordering and
 * completion stay as without them. In the manner of GUPS, every PE XORs
 * a pseudo-random stream of values into random words of a table spread
 * over all PEs (non-fetching shmem_ctx_uint64_atomic_xor) and puts one
 * word each into a few slots of other PEs, inside a batch session: on a
 * created context with total_ops; on SHMEM_CTX_DEFAULT with a NULL config
 * and mask 0; with nested starts and a double stop; with
 * SHMEM_CTX_INVALID (no-ops) and with the quiet, barrier and check done
 * while two sessions are still open. After each phase's quiet and barrier
 * every PE replays every PE's stream and checks its table words and slots
 * exactly. Last, a put, a fence and a flag put per round within a session
 * must still arrive in order. */
#include <mpp/shmem.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define SMA1_NAME "session_16"
#include "sma1.h"

#define TBL 256   /* table words per PE */
#define NUPD 3000 /* XOR updates per PE and phase */
#define NPUT 48   /* one-word puts per PE and phase */
#define ROUNDS 16 /* rounds of the fence test */
#define BLK 32

static int me, npes, left, right, errors;
static uint64_t table[TBL], want[TBL];
static uint64_t *slots; /* npes * NPUT words: row s is PE s's to write */
static long block[BLK], flag;

/* PE pe's update stream in phase ph (xorshift64). */
static uint64_t seed(int pe, int ph)
{
    return 0x9E3779B97F4A7C15ull * (uint64_t)(pe * 16 + ph + 1);
}
static uint64_t next(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}
#define TARGET(s, j) (((s) + 1 + (j) * 5) % npes)
#define VAL(ph, s, j)                                                          \
    (((uint64_t)(ph) + 1) << 40 | (uint64_t)(s) << 20 | ((uint64_t)(j) + 1))

/* This PE's updates and puts of phase ph on context c; plain: the names
 * without a context for every other operation (c is then the default). */
static void updates(shmem_ctx_t c, shmem_ctx_t cput, int ph, int plain)
{
    uint64_t x = seed(me, ph), r, v;
    uint64_t words = (uint64_t)TBL * (uint64_t)npes, g;
    int j;
    for (j = 0; j < NUPD; j++) {
        r = next(&x);
        g = r % words;
        if (plain && j % 2)
            shmem_uint64_atomic_xor(&table[g % TBL], r, (int)(g / TBL));
        else
            shmem_ctx_uint64_atomic_xor(c, &table[g % TBL], r, (int)(g / TBL));
    }
    for (j = 0; j < NPUT; j++) {
        v = VAL(ph, me, j);
        if (plain && j % 2)
            shmem_uint64_p(&slots[me * NPUT + j], v, TARGET(me, j));
        else if (j % 2)
            shmem_ctx_uint64_p(cput, &slots[me * NPUT + j], v, TARGET(me, j));
        else
            shmem_ctx_uint64_put(cput, &slots[me * NPUT + j], &v, 1,
                                 TARGET(me, j));
    }
}

/* Everyone's updates of phase ph, replayed: this PE's words and slots. */
static void check(int ph, const char *what)
{
    uint64_t words = (uint64_t)TBL * (uint64_t)npes, x, r, g, w;
    int s, j, i;
    memset(want, 0, sizeof want);
    for (s = 0; s < npes; s++)
        for (x = seed(s, ph), j = 0; j < NUPD; j++) {
            r = next(&x);
            g = r % words;
            if ((int)(g / TBL) == me)
                want[g % TBL] ^= r;
        }
    for (i = 0; i < TBL; i++)
        if (table[i] != want[i]) {
            FAILIF(1, "%s: table[%d] = %#llx, want %#llx", what, i,
                   (unsigned long long)table[i], (unsigned long long)want[i]);
            break;
        }
    for (s = 0; s < npes; s++)
        for (j = 0; j < NPUT; j++) {
            w = TARGET(s, j) == me ? VAL(ph, s, j) : 0;
            if (slots[s * NPUT + j] != w) {
                FAILIF(1, "%s: slot of PE %d [%d] = %#llx, want %#llx", what,
                       s, j, (unsigned long long)slots[s * NPUT + j],
                       (unsigned long long)w);
                s = npes;
                break;
            }
        }
}

/* The end of phase ph: complete c's operations (shmem_quiet on the
 * default context), a barrier, the check. */
static void settle(shmem_ctx_t c, int ph, const char *what)
{
    if (c == SHMEM_CTX_DEFAULT)
        shmem_quiet();
    else
        shmem_ctx_quiet(c);
    shmem_barrier_all();
    check(ph, what);
}

/* A clean table and slots everywhere before a phase. */
static void reset(void)
{
    memset(table, 0, sizeof table);
    memset(slots, 0, (size_t)npes * NPUT * sizeof *slots);
    shmem_barrier_all();
}

/* Round after round (first + 1 on: the flag only grows), the block, a
 * fence and the flag to the right-hand PE, in a session; the flag seen
 * means the block is there. */
static void fenced(shmem_ctx_t c, int first)
{
    long src[BLK];
    int round, i;
    shmem_ctx_session_config_t cfg = {.total_ops = BLK + 1};
    for (round = first + 1; round <= first + ROUNDS; round++) {
        for (i = 0; i < BLK; i++)
            src[i] = round * 1000L + me * 10L + i;
        shmem_ctx_session_start(c, SHMEM_CTX_SESSION_BATCH, &cfg,
                                SHMEM_CTX_SESSION_TOTAL_OPS);
        shmem_ctx_long_put(c, block, src, BLK, right);
        shmem_ctx_fence(c); /* orders the block before the flag */
        shmem_ctx_long_p(c, &flag, round, right);
        shmem_ctx_session_stop(c);
        shmem_long_wait_until(&flag, SHMEM_CMP_GE, round);
        for (i = 0; i < BLK; i++)
            if (block[i] != round * 1000L + left * 10L + i) {
                FAILIF(1, "fence in a session, round %d: block[%d] = %ld",
                       round, i, block[i]);
                break;
            }
        shmem_ctx_quiet(c);
        shmem_barrier_all(); /* the block is read before the next put */
    }
}

int main(void)
{
    shmem_ctx_t ctx;
    shmem_ctx_session_config_t cfg = {.total_ops = NUPD + NPUT};
    shmem_ctx_session_config_t few = {.total_ops = NUPD / 2};
    int rc;
    sma1_init(&me, &npes);
    sma1_ring(me, npes, &left, &right);
    slots = shmem_malloc((size_t)npes * NPUT * sizeof *slots);
    rc = shmem_ctx_create(SHMEM_CTX_PRIVATE, &ctx);
    if (rc != 0) {
        if (me == 0)
            printf("session_16: shmem_ctx_create failed (%d): testing the "
                   "default context only\n", rc);
        ctx = SHMEM_CTX_DEFAULT;
    }

    /* 0: a created context, BATCH with total_ops */
    reset();
    shmem_ctx_session_start(ctx, SHMEM_CTX_SESSION_BATCH, &cfg,
                            SHMEM_CTX_SESSION_TOTAL_OPS);
    updates(ctx, ctx, 0, 0);
    shmem_ctx_session_stop(ctx);
    settle(ctx, 0, "created context, total_ops");

    /* 1: the default context, no config (NULL, mask 0), the names with
     * and without a context mixed */
    reset();
    shmem_ctx_session_start(SHMEM_CTX_DEFAULT, SHMEM_CTX_SESSION_BATCH, NULL,
                            0);
    updates(SHMEM_CTX_DEFAULT, SHMEM_CTX_DEFAULT, 1, 1);
    shmem_ctx_session_stop(SHMEM_CTX_DEFAULT);
    settle(SHMEM_CTX_DEFAULT, 1, "default context, NULL config");

    /* 2: nested starts (the inner ones change total_ops, to fewer than
     * are issued, or give a config with mask 0), then two stops */
    reset();
    shmem_ctx_session_start(ctx, SHMEM_CTX_SESSION_BATCH, &cfg,
                            SHMEM_CTX_SESSION_TOTAL_OPS);
    shmem_ctx_session_start(ctx, SHMEM_CTX_SESSION_BATCH, &few,
                            SHMEM_CTX_SESSION_TOTAL_OPS);
    shmem_ctx_session_start(ctx, 0, &cfg, 0);
    updates(ctx, ctx, 2, 0);
    shmem_ctx_session_stop(ctx);
    shmem_ctx_session_stop(ctx); /* a second stop: nothing more */
    settle(ctx, 2, "nested starts, double stop");

    /* 3: SHMEM_CTX_INVALID (no-ops); the XORs on one context and the
     * puts on the other, both in sessions that stay open over the quiet,
     * the barrier and the check */
    reset();
    shmem_ctx_session_start(SHMEM_CTX_INVALID, SHMEM_CTX_SESSION_BATCH, &cfg,
                            SHMEM_CTX_SESSION_TOTAL_OPS);
    shmem_ctx_session_stop(SHMEM_CTX_INVALID);
    shmem_ctx_session_start(SHMEM_CTX_INVALID, SHMEM_CTX_SESSION_BATCH, NULL,
                            0);
    shmem_ctx_session_start(ctx, SHMEM_CTX_SESSION_BATCH, &cfg,
                            SHMEM_CTX_SESSION_TOTAL_OPS);
    shmem_ctx_session_start(SHMEM_CTX_DEFAULT, SHMEM_CTX_SESSION_BATCH, NULL,
                            0);
    updates(ctx, SHMEM_CTX_DEFAULT, 3, 0);
    shmem_ctx_quiet(ctx);
    settle(SHMEM_CTX_DEFAULT, 3, "open sessions over the quiet");
    shmem_ctx_session_stop(SHMEM_CTX_DEFAULT);
    shmem_ctx_session_stop(ctx);
    shmem_ctx_session_stop(SHMEM_CTX_INVALID);

    /* 4: ordering, on both contexts */
    shmem_barrier_all();
    fenced(ctx, 0);
    fenced(SHMEM_CTX_DEFAULT, ROUNDS);

    if (rc == 0)
        shmem_ctx_destroy(ctx);
    shmem_free(slots);
    return sma1_finalize(SMA1_NAME, me, npes, errors);
}
