/* SPDX-License-Identifier: BSD-3-Clause */
/* amo_lat: 2-PE atomic and lock latency, relative to the raw CPU atomics. */
#include <shmem.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#include "harness.h"
#include "park.h"

/*
 * PE 0 operates on a long of PE 1's with shmem_long_atomic_fetch_add,
 * compare_swap, swap, atomic_add + shmem_quiet, atomic_fetch, and takes
 * and drops a lock (shmem_set_lock + shmem_clear_lock), in two scenarios:
 *
 *  (a) uncontended: PE 1 sleeps; PE 0 repeats the operation (timed in
 *      batches of BATCH, so the clock's granularity does not count);
 *  (b) ping-pong: PE 0 and PE 1 take turns on one word of PE 1's. Its
 *      value says whose turn it is: PE 0 does the operation (the word
 *      goes from even to odd), then polls the word with atomic_fetch
 *      until PE 1 (waiting with wait_until) has done the same operation
 *      on it. The line moves twice a round; one-way = round trip / 2.
 *      atomic_fetch cannot take a turn, so its row is atomic_set + the
 *      polling fetch; the lock's row takes the lock, adds one to the
 *      word and drops the lock.
 *
 * The floor of each is the same job without SHMEM: the CPU's atomic
 * (lock xadd, cmpxchg, xchg, ...) on a word of a MAP_SHARED mapping, by
 * PE 0's process alone (a) or by it and a forked child on PE 1's CPU
 * (b), with PE 1 asleep; the floor of the lock is a test-and-test-and-
 * set spinlock. The machine's speed changes within a run (harness.h), so
 * floor and SHMEM windows alternate and every ratio is the median of the
 * per-window ratios. Standard OpenSHMEM 1.4 calls only.
 */

#define BATCH 32 /* operations per timed call in (a) */
#define MAX_WINDOWS 32

enum op { FADD, CSWAP, SWAP, ADDQ, FETCH, LOCK, NOPS };
static const char *const op_name[NOPS][2] = {
    {"fetch_add", "fetch_add"}, {"compare_swap", "compare_swap"},
    {"swap", "swap"},           {"add+quiet", "add+quiet"},
    {"fetch", "set+fetch"},     {"lock+unlock", "lock+add+unlock"},
};
static const char *const op_floor[NOPS][2] = {
    {"lock xadd", "lock xadd"},
    {"lock cmpxchg", "lock cmpxchg"},
    {"xchg", "xchg"},
    {"lock xadd", "lock xadd"},
    {"load chain", "store+load"},
    {"TTAS spinlock", "TTAS+lock xadd"},
};

/* The symmetric words, each on a cache line of its own, on the heap:
 * Open MPI 4.1 serves atomics on static globals only when the target PE
 * makes progress, which a sleeping PE does not. */
static struct sym {
    _Alignas(128) long target; /* (a): PE 1's word */
    _Alignas(128) long turn;   /* (b): PE 1's word */
    _Alignas(128) long lk;     /* the lock */
    _Alignas(128) char end;
} * symp;
#define sym (*symp)

/* Results go here, so that none is optimised away; a line of its own. */
static _Alignas(128) volatile long sink[128 / sizeof(long)];

/* ---- SHMEM ---- */

struct shm_ctx {
    enum op op;
    long cur;  /* (a) compare_swap, fetch: the word's value */
    long base; /* (b): the word's value when the window started */
    long k;    /* (b): rounds so far in this window */
};

static void shm_a(void *arg)
{
    struct shm_ctx *c = arg;
    switch (c->op) {
    case FADD:
        for (int i = 0; i < BATCH; i++)
            sink[0] = shmem_long_atomic_fetch_add(&sym.target, 1, 1);
        break;
    case CSWAP:
        for (int i = 0; i < BATCH; i++, c->cur++)
            sink[0] = shmem_long_atomic_compare_swap(&sym.target, c->cur,
                                                     c->cur + 1, 1);
        break;
    case SWAP:
        for (int i = 0; i < BATCH; i++)
            sink[0] = shmem_long_atomic_swap(&sym.target, i, 1);
        break;
    case ADDQ:
        for (int i = 0; i < BATCH; i++) {
            shmem_long_atomic_add(&sym.target, 1, 1);
            shmem_quiet();
        }
        break;
    case FETCH: {
        /* A chain: each address depends on the value before (cur). */
        long v = c->cur;
        for (int i = 0; i < BATCH; i++)
            v = shmem_long_atomic_fetch(&sym.target + (v - c->cur), 1);
        sink[0] = v;
        break;
    }
    case LOCK:
        for (int i = 0; i < BATCH; i++) {
            shmem_set_lock(&sym.lk);
            shmem_clear_lock(&sym.lk);
        }
        break;
    case NOPS: break;
    }
}

/* Take the turn: the word (on PE 1) goes from v to v + 1. */
static void shm_turn(enum op op, long v)
{
    switch (op) {
    case FADD: sink[0] = shmem_long_atomic_fetch_add(&sym.turn, 1, 1); break;
    case CSWAP:
        sink[0] = shmem_long_atomic_compare_swap(&sym.turn, v, v + 1, 1);
        break;
    case SWAP: sink[0] = shmem_long_atomic_swap(&sym.turn, v + 1, 1); break;
    case ADDQ:
        shmem_long_atomic_add(&sym.turn, 1, 1);
        shmem_quiet();
        break;
    case FETCH: shmem_long_atomic_set(&sym.turn, v + 1, 1); break;
    case LOCK:
        shmem_set_lock(&sym.lk);
        shmem_long_atomic_add(&sym.turn, 1, 1);
        shmem_clear_lock(&sym.lk);
        break;
    case NOPS: break;
    }
}

/* PE 0: one timed round. */
static void shm_b_round(void *arg)
{
    struct shm_ctx *c = arg;
    long v = c->base + 2 * c->k++;
    shm_turn(c->op, v);
    while (shmem_long_atomic_fetch(&sym.turn, 1) < v + 2)
        ;
}

/* PE 1: answer count rounds. */
static void shm_b_echo(enum op op, long base, long count)
{
    for (long r = 1; r <= count; r++) {
        long v = base + 2 * r - 1;
        shmem_long_wait_until(&sym.turn, SHMEM_CMP_GE, v);
        shm_turn(op, v);
    }
}

/* ---- the raw floor: the same jobs on a MAP_SHARED gang area ---- */

struct area {
    _Alignas(128) uint64_t target;
    _Alignas(128) uint64_t turn;
    _Alignas(128) uint64_t lock;
    _Alignas(128) int op; /* (b) window: parameters for the child */
    long rounds;
    uint64_t base;
};

struct raw_ctx {
    struct area *a;
    enum op op;
    uint64_t base, k;
};

static void raw_lock(uint64_t *l)
{
    for (;;) {
        uint64_t free_ = 0;
        if (__atomic_compare_exchange_n(l, &free_, 1, false, __ATOMIC_ACQUIRE,
                                        __ATOMIC_RELAXED))
            return;
        while (__atomic_load_n(l, __ATOMIC_RELAXED))
            ;
    }
}

static void raw_unlock(uint64_t *l)
{
    __atomic_store_n(l, 0, __ATOMIC_RELEASE);
}

static void raw_a(void *arg)
{
    struct raw_ctx *c = arg;
    uint64_t *w = &c->a->target;
    switch (c->op) {
    case FADD:
    case ADDQ: /* a locked add is complete when it retires */
        for (int i = 0; i < BATCH; i++)
            sink[0] = (long)__atomic_fetch_add(w, 1, __ATOMIC_SEQ_CST);
        break;
    case CSWAP:
        for (int i = 0; i < BATCH; i++, c->k++) {
            uint64_t e = c->k;
            __atomic_compare_exchange_n(w, &e, c->k + 1, false,
                                        __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
            sink[0] = (long)e;
        }
        break;
    case SWAP:
        for (int i = 0; i < BATCH; i++)
            sink[0] =
                (long)__atomic_exchange_n(w, (uint64_t)i, __ATOMIC_SEQ_CST);
        break;
    case FETCH: {
        uint64_t v = c->k;
        for (int i = 0; i < BATCH; i++)
            v = __atomic_load_n(w + (v - c->k), __ATOMIC_ACQUIRE);
        sink[0] = (long)v;
        break;
    }
    case LOCK:
        for (int i = 0; i < BATCH; i++) {
            raw_lock(&c->a->lock);
            raw_unlock(&c->a->lock);
        }
        break;
    case NOPS: break;
    }
}

static void raw_turn(struct area *a, enum op op, uint64_t v)
{
    switch (op) {
    case FADD:
    case ADDQ:
        sink[0] = (long)__atomic_fetch_add(&a->turn, 1, __ATOMIC_SEQ_CST);
        break;
    case CSWAP: {
        uint64_t e = v;
        __atomic_compare_exchange_n(&a->turn, &e, v + 1, false,
                                    __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
        sink[0] = (long)e;
        break;
    }
    case SWAP:
        sink[0] = (long)__atomic_exchange_n(&a->turn, v + 1, __ATOMIC_SEQ_CST);
        break;
    case FETCH: __atomic_store_n(&a->turn, v + 1, __ATOMIC_RELEASE); break;
    case LOCK:
        raw_lock(&a->lock);
        __atomic_fetch_add(&a->turn, 1, __ATOMIC_SEQ_CST);
        raw_unlock(&a->lock);
        break;
    case NOPS: break;
    }
}

static void raw_b_round(void *arg)
{
    struct raw_ctx *c = arg;
    uint64_t v = c->base + 2 * c->k++;
    raw_turn(c->a, c->op, v);
    while (__atomic_load_n(&c->a->turn, __ATOMIC_ACQUIRE) < v + 2)
        ;
}

/* The child (on PE 1's CPU): answer the window's rounds. */
static void raw_b_echo(void *area, int rank, int n)
{
    (void)rank;
    (void)n;
    struct area *a = area;
    for (long r = 1; r <= a->rounds; r++) {
        uint64_t v = a->base + 2 * (uint64_t)r - 1;
        bench_wait_ge(&a->turn, v, false);
        raw_turn(a, (enum op)a->op, v);
    }
}

/* ---- windows ---- */

struct opts {
    long windows, per_window, warmup;
};

struct result {
    struct bench_samples shm, raw;
    double x[MAX_WINDOWS];
};

static struct result res[2][NOPS]; /* [scenario][op] */

#define A_BUDGET_NS 20000000ULL /* the longest (a) SHMEM window, about */
static bool slow_a;             /* some (a) windows were cut short */

static double window_a(enum op op, int w, struct area *a, const struct opts *o)
{
    struct result *r = &res[0][op];
    struct shm_ctx sc = {op, 0, 0, 0};
    struct raw_ctx rc = {a, op, 0, 0};
    if (op == CSWAP || op == FETCH) {
        sc.cur = shmem_long_atomic_fetch(&sym.target, 1);
        rc.k = __atomic_load_n(&a->target, __ATOMIC_RELAXED);
    }
    /* Where an atomic needs the target's own progress, each waits for
     * the sleeping PE 1 to wake (~0.3 ms with Open MPI 4.1): fewer calls
     * then, so that a window stays within A_BUDGET_NS. */
    long k = o->per_window, warm = o->warmup;
    uint64_t t0 = bench_now_ns();
    shm_a(&sc);
    uint64_t one = bench_now_ns() - t0;
    if (one * (uint64_t)(k + warm) > A_BUDGET_NS) {
        k = (long)(A_BUDGET_NS / one) > 3 ? (long)(A_BUDGET_NS / one) : 3;
        warm = 1;
        slow_a = true;
    }
    struct bench_stats s, f;
    if (w % 2 == 0) {
        s = bench_sample(&r->shm, shm_a, &sc, k, warm);
        f = bench_sample(&r->raw, raw_a, &rc, o->per_window, o->warmup);
    } else {
        f = bench_sample(&r->raw, raw_a, &rc, o->per_window, o->warmup);
        s = bench_sample(&r->shm, shm_a, &sc, k, warm);
    }
    return s.tmean_ns / f.tmean_ns;
}

/* PE 0, with PE 1 asleep: one window of the raw ping-pong. */
static struct bench_stats floor_b(enum op op, struct bench_gang *g,
                                  const struct opts *o)
{
    struct area *a = bench_gang_area(g);
    struct raw_ctx rc = {a, op, __atomic_load_n(&a->turn, __ATOMIC_ACQUIRE), 0};
    a->op = op;
    a->rounds = o->per_window + o->warmup;
    a->base = rc.base;
    bench_gang_begin(g);
    struct bench_stats f = bench_sample(&res[1][op].raw, raw_b_round, &rc,
                                        o->per_window, o->warmup);
    bench_gang_end(g);
    return f;
}

/* Both PEs: one window of the SHMEM ping-pong (stats on PE 0). */
static struct bench_stats shm_b(enum op op, long *rounds, const struct opts *o,
                                int me)
{
    struct bench_stats s = {0};
    long count = o->per_window + o->warmup;
    long base = 2 * *rounds;
    *rounds += count;
    if (me == 0) {
        struct shm_ctx sc = {op, 0, base, 0};
        s = bench_sample(&res[1][op].shm, shm_b_round, &sc, o->per_window,
                         o->warmup);
    } else {
        shm_b_echo(op, base, count);
    }
    shmem_barrier_all();
    return s;
}

static void measure(enum op op, int w, struct bench_gang *g, long *rounds,
                    const struct opts *o, int me)
{
    struct area *a = me == 0 ? bench_gang_area(g) : NULL;
    struct bench_stats f = {0}, s = {0};
    double xa = 0;
    if (w % 2 == 0) {
        bench_park();
        if (me == 0) {
            xa = window_a(op, w, a, o);
            f = floor_b(op, g, o);
        }
        bench_unpark();
        s = shm_b(op, rounds, o, me);
    } else {
        s = shm_b(op, rounds, o, me);
        bench_park();
        if (me == 0) {
            f = floor_b(op, g, o);
            xa = window_a(op, w, a, o);
        }
        bench_unpark();
    }
    if (me == 0) {
        res[0][op].x[w] = xa;
        res[1][op].x[w] = s.tmean_ns / f.tmean_ns;
    }
}

static void report(const struct opts *o)
{
    static const char *const heads[] = {"op",       "tmean_ns", "min_ns",
                                        "floor_ns", "x_floor",  "floor"};
    static const char *const title[2] = {
        "(a) uncontended: PE 0's op on a word of PE 1 (asleep); ns per op",
        "(b) ping-pong: PE 0 and PE 1 take turns on a word of PE 1; "
        "one-way ns = RTT/2"};
    double xs[2][NOPS];
    for (int sc = 0; sc < 2; sc++) {
        struct bench_table t;
        bench_table_init(&t, title[sc], heads, 6);
        double scale = sc == 0 ? 1.0 / BATCH : 0.5;
        for (int op = 0; op < NOPS; op++) {
            struct result *r = &res[sc][op];
            struct bench_stats s = bench_scale(bench_summary(&r->shm), scale);
            struct bench_stats f = bench_scale(bench_summary(&r->raw), scale);
            xs[sc][op] = bench_median(r->x, (int)o->windows);
            bench_table_cell(&t, "%s", op_name[op][sc]);
            bench_table_cell(&t, "%.1f", s.tmean_ns);
            bench_table_cell(&t, "%.1f", s.min_ns);
            bench_table_cell(&t, "%.1f", f.tmean_ns);
            bench_table_cell(&t, "%.2f", xs[sc][op]);
            bench_table_cell(&t, "%s", op_floor[op][sc]);
            bench_samples_free(&r->shm);
            bench_samples_free(&r->raw);
        }
        bench_table_print(&t);
    }
    bench_note("tmean: mean of the middle 80%% of %ld trials (a: batches of "
               "%d ops; b: round trips).",
               o->windows * o->per_window, BATCH);
    bench_note("x_floor: median over %ld windows of (SHMEM tmean / raw "
               "tmean) in the same window. The",
               o->windows);
    bench_note("  raw floor is the CPU instruction named under 'floor' on a "
               "MAP_SHARED word, by PE 0");
    bench_note("  alone (a) or ping-ponged with a forked child on PE 1's CPU "
               "(b); add+quiet's floor");
    bench_note("  is the locked add alone (it is complete when it retires), "
               "so that ratio shows quiet.");
    bench_note("(a) fetch: each fetch's address depends on the value the "
               "one before returned, so");
    bench_note("  both sides time a chain of dependent loads (latency, not "
               "throughput) of an L1 hit.");
    bench_note("(b) set+fetch: atomic_set takes the turn, atomic_fetch polls "
               "(no fetch can take a turn);");
    bench_note("  lock+add+unlock: set_lock, atomic_add on the word, "
               "clear_lock; PE 0 polls with fetch.");
    bench_note("goal: fetch_add and swap within 1.3x of the raw atomic. "
               "fetch_add/floor = %.2f (a), %.2f (b);",
               xs[0][FADD], xs[1][FADD]);
    bench_note("  swap/floor = %.2f (a), %.2f (b)", xs[0][SWAP], xs[1][SWAP]);
    if (slow_a) {
        bench_note("(a): some ops took so long with PE 1 asleep (waiting "
                   "for its progress?) that their");
        bench_note("  windows were cut to about %.0f ms: fewer trials than "
                   "said above.",
                   A_BUDGET_NS / 1e6);
    }
    bench_note("clock reading: %.1f ns, taken out of every time",
               bench_clock_overhead_ns());
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(argc, argv,
                                   "2-PE atomic and lock latency against the "
                                   "raw CPU atomics (run with exactly 2 "
                                   "PEs).");
    struct opts o = {24, 2000, 100};
    if (quick)
        o = (struct opts){3, 100, 10};

    shmem_init();
    symp = shmem_align(128, sizeof(*symp));
    memset(symp, 0, sizeof(*symp));
    shmem_barrier_all();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    if (npes != 2) {
        if (me == 0)
            printf("amo_lat: needs exactly 2 PEs, not %d (oshrun -np 2)%s\n",
                   npes, quick ? "; skipped" : "");
        shmem_finalize();
        return quick ? 0 : 2;
    }
    /* PE 0's partner for the raw ping-pong, forked before much is touched. */
    struct bench_gang *g =
        me == 0 ? bench_gang_open(2, sizeof(struct area), raw_b_echo) : NULL;
    shmem_barrier_all();

    long rounds = 0; /* (b) rounds so far: the turn word is 2 * rounds */
    for (int w = 0; w < o.windows; w++)
        for (int op = 0; op < NOPS; op++)
            measure((enum op)op, w, g, &rounds, &o, me);
    if (me == 0) {
        bench_gang_close(g);
        report(&o);
    }
    shmem_barrier_all();
    shmem_finalize();
    return 0;
}
