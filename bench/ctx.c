/* SPDX-License-Identifier: BSD-3-Clause */
/* ctx: a context's put against the default context's, and message rate
 * with 1 and 2 threads per PE on private contexts, in one run. */
#define _POSIX_C_SOURCE 200809L /* pthread_barrier_t under -std=c11 */
#include <pthread.h>
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

/*
 * Each operation two ways, in rotating windows, as a C program compiles
 * them (shmap inlines both): through a context made by shmem_ctx_create
 * and through the default context. x = median of the per-window ratios
 * context / default (goal: at most 1.05, bench/README.md):
 *
 *   put_lat   8-byte ping-pong between PE 0 and PE 1: put the datum,
 *             fence, put the flag; the other side waits on the flag
 *             (shmem_ctx_long_put + shmem_ctx_fence against shmem_long_put
 *             + shmem_fence). One-way times.
 *   msg_rate  64 puts of 8 bytes to PE 1 then a quiet; time per put.
 *   amo_lat   shmem_ctx_long_atomic_fetch_add on PE 1 against
 *             shmem_long_atomic_fetch_add.
 *
 * Then the threaded message rate: PE 0 sends 8-byte puts to PE 1 from 1
 * and from 2 threads (shmem_init_thread(SHMEM_THREAD_MULTIPLE)), each on
 * a SHMEM_CTX_PRIVATE context of its own, into slots of its own, with a
 * ctx_quiet every 64 puts; messages per second from PE 0, and 2 threads /
 * 1 thread. Standard OpenSHMEM 1.4 calls only, so Open MPI's OpenSHMEM
 * runs it too (its thread rows say "-" if it does not provide
 * SHMEM_THREAD_MULTIPLE).
 */

#define MAX_WINDOWS 32
#define MSGS 64
#define MAX_THREADS 2

static struct {
    _Alignas(128) long data;
    _Alignas(128) long flag;
    _Alignas(128) long inbox[MSGS];
    _Alignas(128) long counter;
    _Alignas(128) long tbox[MAX_THREADS][MSGS + 16];
} sym;

static int me_, npes_;
static long rounds; /* ping-pong rounds so far, both PEs count */
static shmem_ctx_t ctx_;

enum form { CTX, DEF, NFORMS };

/* The datum, a fence, the flag: through the context or the default. */
static void hand_over(enum form f, long v, int peer)
{
    if (f == CTX) {
        shmem_ctx_long_put(ctx_, &sym.data, &v, 1, peer);
        shmem_ctx_fence(ctx_);
        shmem_ctx_long_put(ctx_, &sym.flag, &v, 1, peer);
    } else {
        shmem_long_put(&sym.data, &v, 1, peer);
        shmem_fence();
        shmem_long_put(&sym.flag, &v, 1, peer);
    }
}

static void pingpong(enum form f)
{
    long k = ++rounds;
    int peer = 1 - me_;
    if (me_ == 0) {
        hand_over(f, k, peer);
        shmem_long_wait_until(&sym.flag, SHMEM_CMP_GE, k);
    } else {
        shmem_long_wait_until(&sym.flag, SHMEM_CMP_GE, k);
        hand_over(f, k, peer);
    }
}
static void pingpong_ctx(void *arg) { (void)arg; pingpong(CTX); }
static void pingpong_def(void *arg) { (void)arg; pingpong(DEF); }

static void msgs_ctx(void *arg)
{
    const long *v = arg;
    for (int i = 0; i < MSGS; i++)
        shmem_ctx_long_put(ctx_, &sym.inbox[i], v, 1, 1);
    shmem_ctx_quiet(ctx_);
}
static void msgs_def(void *arg)
{
    const long *v = arg;
    for (int i = 0; i < MSGS; i++)
        shmem_long_put(&sym.inbox[i], v, 1, 1);
    shmem_quiet();
}
static void amo_ctx(void *arg)
{
    *(long *)arg += shmem_ctx_long_atomic_fetch_add(ctx_, &sym.counter, 1, 1);
}
static void amo_def(void *arg)
{
    *(long *)arg += shmem_long_atomic_fetch_add(&sym.counter, 1, 1);
}

struct op {
    const char *name;
    bench_fn fn[NFORMS];
    bool both;    /* PE 0 and PE 1 take part (else PE 0 alone) */
    double scale; /* per call -> per reported unit */
};

struct result {
    struct bench_stats t[NFORMS];
    double x;
};

static struct result measure(const struct op *op, long windows, long iters,
                             long warmup, void *arg)
{
    struct bench_samples s[NFORMS] = {BENCH_SAMPLES_INIT, BENCH_SAMPLES_INIT};
    double x[MAX_WINDOWS];
    bool mine = me_ == 0 || (op->both && me_ == 1);
    for (long w = 0; w < windows; w++) {
        shmem_barrier_all();
        if (!mine)
            continue;
        struct bench_stats t[NFORMS];
        for (int j = 0; j < NFORMS; j++) {
            int f = (int)((w + j) % NFORMS);
            t[f] = bench_sample(&s[f], op->fn[f], arg, iters, warmup);
        }
        x[w] = t[CTX].tmean_ns / t[DEF].tmean_ns;
    }
    struct result r = {0};
    if (mine) {
        for (int f = 0; f < NFORMS; f++)
            r.t[f] = bench_scale(bench_summary(&s[f]), op->scale);
        r.x = bench_median(x, (int)windows);
    }
    for (int f = 0; f < NFORMS; f++)
        bench_samples_free(&s[f]);
    return r;
}

/* ---- threads: PE 0's threads put to PE 1 on private contexts ---- */
struct thr {
    pthread_t id;
    int idx;
    long msgs;
    shmem_ctx_t ctx;
    pthread_barrier_t *start;
    uint64_t ns;
};

static void *sender(void *arg)
{
    struct thr *t = arg;
    long *box = sym.tbox[t->idx];
    pthread_barrier_wait(t->start);
    uint64_t t0 = bench_now_ns();
    for (long m = 0; m < t->msgs; m += MSGS) {
        for (int i = 0; i < MSGS; i++)
            shmem_ctx_long_p(t->ctx, &box[i], m + i, 1);
        shmem_ctx_quiet(t->ctx);
    }
    t->ns = bench_now_ns() - t0;
    return NULL;
}

/* Messages per second from PE 0 with n threads, best of reps. */
static double thread_rate(int n, long msgs, int reps)
{
    double best = 0;
    for (int r = 0; r < reps; r++) {
        shmem_barrier_all();
        if (me_ != 0)
            continue;
        struct thr t[MAX_THREADS];
        pthread_barrier_t start;
        pthread_barrier_init(&start, NULL, (unsigned)n);
        for (int i = 0; i < n; i++) {
            t[i] = (struct thr){.idx = i, .msgs = msgs, .start = &start};
            if (shmem_ctx_create(SHMEM_CTX_PRIVATE, &t[i].ctx) != 0) {
                fprintf(stderr, "ctx: shmem_ctx_create failed\n");
                shmem_global_exit(1);
            }
        }
        for (int i = 0; i < n; i++)
            pthread_create(&t[i].id, NULL, sender, &t[i]);
        uint64_t slowest = 0;
        for (int i = 0; i < n; i++) {
            pthread_join(t[i].id, NULL);
            if (t[i].ns > slowest)
                slowest = t[i].ns;
            shmem_ctx_destroy(t[i].ctx);
        }
        pthread_barrier_destroy(&start);
        double rate = (double)msgs * n / ((double)slowest * 1e-9);
        if (rate > best)
            best = rate;
    }
    return best;
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(
        argc, argv,
        "a context's put latency, message rate and fetch-add against the "
        "default context's, and message rate from 1 and 2 threads per PE "
        "on private contexts (2 or more PEs)");
    int provided = -1;
    shmem_init_thread(SHMEM_THREAD_MULTIPLE, &provided);
    me_ = shmem_my_pe();
    npes_ = shmem_n_pes();
    if (npes_ < 2) {
        if (me_ == 0)
            fprintf(stderr, "ctx: needs at least 2 PEs\n");
        shmem_finalize();
        return 2;
    }
    if (shmem_ctx_create(0, &ctx_) != 0) {
        fprintf(stderr, "ctx: PE %d: shmem_ctx_create failed\n", me_);
        shmem_global_exit(1);
    }
    long windows = quick ? 2 : 16, iters = quick ? 200 : 20000,
         warmup = quick ? 20 : 2000;
    long v = 42, acc = 0;
    const struct op ops[] = {
        {"put_lat", {pingpong_ctx, pingpong_def}, true, 0.5},
        {"msg_rate", {msgs_ctx, msgs_def}, false, 1.0 / MSGS},
        {"amo_lat", {amo_ctx, amo_def}, false, 1.0},
    };
    enum { NOPS = sizeof(ops) / sizeof(ops[0]) };
    struct result res[NOPS];
    for (int i = 0; i < NOPS; i++)
        res[i] = measure(&ops[i], windows, iters, warmup, i == 2 ? &acc : &v);

    bool threads = provided == SHMEM_THREAD_MULTIPLE;
    long tmsgs = quick ? 64 * 50 : 64 * 4000;
    int reps = quick ? 2 : 5;
    double rate[MAX_THREADS + 1] = {0};
    if (threads)
        for (int n = 1; n <= MAX_THREADS; n++)
            rate[n] = thread_rate(n, tmsgs, reps);
    shmem_barrier_all();
    if (threads && me_ == 1) {
        /* the last message of each thread's last round is in place */
        for (int i = 0; i < MAX_THREADS; i++)
            if (sym.tbox[i][MSGS - 1] != tmsgs - 1) {
                fprintf(stderr, "ctx: thread %d's last put is %ld, not %ld\n",
                        i, sym.tbox[i][MSGS - 1], tmsgs - 1);
                shmem_global_exit(1);
            }
    }
    if (me_ == 0) {
        struct bench_table t;
        const char *heads[] = {"op", "ctx_ns", "default_ns", "x"};
        bench_table_init(&t,
                         "context vs default context (ns: one-way, per "
                         "message, per fetch-add)",
                         heads, 4);
        for (int i = 0; i < NOPS; i++) {
            bench_table_cell(&t, "%s", ops[i].name);
            bench_table_cell(&t, "%.1f", res[i].t[CTX].tmean_ns);
            bench_table_cell(&t, "%.1f", res[i].t[DEF].tmean_ns);
            bench_table_cell(&t, "%.3f", res[i].x);
        }
        bench_table_print(&t);
        bench_note("x: context / default context, medians over %ld rotating "
                   "windows (%d PEs); goal x <= 1.05",
                   windows, npes_);
        struct bench_table u;
        const char *uheads[] = {"threads", "msgs_per_s", "x_1thread"};
        bench_table_init(&u,
                         "message rate from PE 0 to PE 1, 8-byte puts on one "
                         "private context per thread",
                         uheads, 3);
        for (int n = 1; n <= MAX_THREADS; n++) {
            bench_table_cell(&u, "%d", n);
            if (threads) {
                bench_table_cell(&u, "%.0f", rate[n]);
                bench_table_cell(&u, "%.3f", rate[n] / rate[1]);
            } else {
                bench_table_cell(&u, "-");
                bench_table_cell(&u, "-");
            }
        }
        bench_table_print(&u);
        if (threads)
            bench_note("best of %d runs of %ld messages per thread; %d CPUs",
                       reps, tmsgs, bench_cpus());
        else
            bench_note("SHMEM_THREAD_MULTIPLE not provided (got %d): no "
                       "threaded rows",
                       provided);
    }
    shmem_ctx_destroy(ctx_);
    shmem_finalize();
    return 0;
}
