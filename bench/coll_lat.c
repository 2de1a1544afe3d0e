/* SPDX-License-Identifier: BSD-3-Clause */
/* coll_lat: collective latency at any PE count, barrier against a raw one. */
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "park.h"

/*
 * Per-call times on PE 0 of shmem_barrier_all, shmem_barrier over the
 * active set of all PEs, shmem_broadcast64, shmem_long_sum_to_all and
 * shmem_fcollect64 (the OpenSHMEM 1.4 active-set forms with pSync, so
 * that the same source builds against Open MPI's OpenSHMEM). Barriers run
 * back to back; every other call is followed by an untimed barrier_all,
 * as OSU's benchmarks do, since a pSync may be reused only once every PE
 * is done with it: those times are of one call from a synchronised start.
 * The last case is a loop's whole step, a one-word broadcast and a
 * barrier_all, back to back: what an application that broadcasts a
 * value each iteration pays.
 *
 * The floor: a raw shared-counter barrier between as many processes
 * (PE 0's and npes - 1 forked children, the other PEs asleep), each adding
 * one to a MAP_SHARED monotonic counter and waiting until it reaches a
 * multiple of their number: spinning when they are no more than the CPUs,
 * yielding when they are more (harness.h, gangs). barrier_all and barrier
 * windows alternate with the floor's, and their ratios are medians of the
 * per-window ratios. The library's algorithms are chosen by environment
 * variables (SHMEM_BARRIER_ALL_ALGORITHM, ... for shmap); those set are
 * printed in the title, so a driver can run this once per algorithm.
 */

#define MAX_WINDOWS 32
#define BIG ((size_t)1 << 20)   /* the largest broadcast, in bytes */
#define RED_MAX 131072          /* the largest reduction, in longs */
#define COLL_MAX ((size_t)4096) /* the largest fcollect block, bytes */

static long psync_barrier[SHMEM_BARRIER_SYNC_SIZE];
static long psync_bcast[SHMEM_BCAST_SYNC_SIZE];
static long psync_reduce[SHMEM_REDUCE_SYNC_SIZE];
static long psync_collect[SHMEM_COLLECT_SYNC_SIZE];

/* Symmetric buffers (shmem_malloc). */
static struct {
    long *bsrc, *bdst; /* broadcast: BIG bytes each */
    long *rsrc, *rdst; /* reduction: RED_MAX longs each */
    long *wrk;         /* reduction work array */
    long *csrc, *cdst; /* fcollect: COLL_MAX, npes * COLL_MAX bytes */
} buf;

enum kind { BARRIER_ALL, BARRIER, BCAST, REDUCE, FCOLLECT, BCAST_BARRIER };

struct coll_case {
    const char *name;
    enum kind kind;
    size_t n; /* elements: 64-bit words (bcast, fcollect per PE), longs */
};

static const struct coll_case cases[] = {
    {"barrier_all", BARRIER_ALL, 0},   {"barrier", BARRIER, 0},
    {"broadcast64", BCAST, 1},         {"broadcast64", BCAST, 512},
    {"broadcast64", BCAST, BIG / 8},   {"long_sum_to_all", REDUCE, 1},
    {"long_sum_to_all", REDUCE, 1024}, {"long_sum_to_all", REDUCE, RED_MAX},
    {"fcollect64", FCOLLECT, 1},       {"fcollect64", FCOLLECT, 512},
    {"bcast64+barrier_all", BCAST_BARRIER, 1},
};
#define NCASES ((int)(sizeof(cases) / sizeof(cases[0])))

static int npes_;

static void run_case(void *arg)
{
    const struct coll_case *c = arg;
    int n = npes_;
    switch (c->kind) {
    case BARRIER_ALL: shmem_barrier_all(); break;
    case BARRIER: shmem_barrier(0, 0, n, psync_barrier); break;
    case BCAST:
        shmem_broadcast64(buf.bdst, buf.bsrc, c->n, 0, 0, 0, n, psync_bcast);
        break;
    case REDUCE:
        shmem_long_sum_to_all(buf.rdst, buf.rsrc, (int)c->n, 0, 0, n, buf.wrk,
                              psync_reduce);
        break;
    case FCOLLECT:
        shmem_fcollect64(buf.cdst, buf.csrc, c->n, 0, 0, n, psync_collect);
        break;
    case BCAST_BARRIER: /* a loop's whole step, as applications run it */
        shmem_broadcast64(buf.bdst, buf.bsrc, c->n, 0, 0, 0, n, psync_bcast);
        shmem_barrier_all();
        break;
    }
}

/* ---- the raw barrier ---- */

struct area {
    _Alignas(128) uint64_t counter; /* arrivals, never reset */
    _Alignas(128) uint64_t base;    /* counter at the window's start */
    long rounds;                    /* barriers in the window */
};

struct raw_ctx {
    struct area *a;
    uint64_t target; /* the counter after our last barrier */
    int n;
    bool yield;
};

static void raw_barrier(void *arg)
{
    struct raw_ctx *c = arg;
    c->target += (uint64_t)c->n;
    __atomic_add_fetch(&c->a->counter, 1, __ATOMIC_SEQ_CST);
    bench_wait_ge(&c->a->counter, c->target, c->yield);
}

/* A child of the gang: the window's barriers. */
static void raw_child(void *area, int rank, int n)
{
    (void)rank;
    struct area *a = area;
    struct raw_ctx c = {a, a->base, n, bench_oversubscribed(n)};
    for (long i = 0; i < a->rounds; i++)
        raw_barrier(&c);
}

/* ---- windows ---- */

struct opts {
    long windows, per_window, warmup;
};

struct result {
    struct bench_samples s;
    double x[MAX_WINDOWS]; /* barriers: tmean / raw tmean */
};

static struct result res[NCASES], raw;

/* Calls in a window: fewer of the big ones. */
static long calls_of(const struct coll_case *c, const struct opts *o)
{
    size_t bytes = c->n * 8 * (c->kind == FCOLLECT ? (size_t)npes_ : 1);
    long k = o->per_window;
    if (bytes > 64 * 1024)
        k = k / 10 > 2 ? k / 10 : 2;
    return k;
}

/* All PEs: one window of a case; stats of PE 0's calls. */
static struct bench_stats window(int i, const struct opts *o, int me)
{
    const struct coll_case *c = &cases[i];
    long k = calls_of(c, o);
    void *arg = (void *)c;
    shmem_barrier_all();
    if (c->kind == BARRIER_ALL || c->kind == BARRIER ||
        c->kind == BCAST_BARRIER) { /* back to back */
        if (me == 0)
            return bench_sample(&res[i].s, run_case, arg, k, o->warmup);
        for (long j = 0; j < k + o->warmup; j++)
            run_case(arg);
        return (struct bench_stats){0};
    }
    struct bench_samples s = BENCH_SAMPLES_INIT;
    for (long j = 0; j < k + o->warmup; j++) {
        uint64_t t0 = bench_now_ns();
        run_case(arg);
        uint64_t t = bench_now_ns() - t0;
        shmem_barrier_all();
        if (me == 0 && j >= o->warmup) {
            bench_samples_add(&res[i].s, t);
            bench_samples_add(&s, t);
        }
    }
    struct bench_stats st = bench_summary(&s);
    bench_samples_free(&s);
    return st;
}

/* PE 0 with the others asleep: one window of the raw barrier. */
static struct bench_stats floor_window(struct bench_gang *g,
                                       const struct opts *o)
{
    struct area *a = bench_gang_area(g);
    struct raw_ctx c = {a, __atomic_load_n(&a->counter, __ATOMIC_ACQUIRE),
                        npes_, bench_oversubscribed(npes_)};
    a->base = c.target;
    a->rounds = o->per_window + o->warmup;
    bench_gang_begin(g);
    struct bench_stats f =
        bench_sample(&raw.s, raw_barrier, &c, o->per_window, o->warmup);
    bench_gang_end(g);
    return f;
}

static struct bench_stats floor_parked(struct bench_gang *g,
                                       const struct opts *o, int me)
{
    struct bench_stats f = {0};
    bench_park();
    if (me == 0)
        f = floor_window(g, o);
    bench_unpark();
    return f;
}

/* ---- checks: the last call's results ---- */

static void fill(int me, int n)
{
    /* Every page touched before the first timed call. */
    memset(buf.bdst, 0, BIG);
    memset(buf.rdst, 0, RED_MAX * sizeof(long));
    memset(buf.cdst, 0, (size_t)n * COLL_MAX);
    for (size_t i = 0; i < BIG / 8; i++)
        buf.bsrc[i] = me == 0 ? (long)i : -1;
    for (size_t i = 0; i < RED_MAX; i++)
        buf.rsrc[i] = me + 1 + (long)i;
    for (size_t i = 0; i < COLL_MAX / 8; i++)
        buf.csrc[i] = me * 1000000L + (long)i;
}

static int check(int me, int n)
{
    int bad = 0;
    if (me != 0)
        for (size_t i = 0; i < BIG / 8; i++)
            bad += buf.bdst[i] != (long)i;
    for (size_t i = 0; i < RED_MAX; i++)
        bad += buf.rdst[i] != (long)n * (n + 1) / 2 + (long)n * (long)i;
    for (int r = 0; r < n; r++)
        for (size_t i = 0; i < COLL_MAX / 8; i++)
            bad += buf.cdst[(size_t)r * COLL_MAX / 8 + i] !=
                   r * 1000000L + (long)i;
    if (bad)
        fprintf(stderr,
                "coll_lat: PE %d: %d wrong elements after the last "
                "calls\n",
                me, bad);
    return bad;
}

/* ---- report ---- */

static const char *const alg_vars[] = {"BARRIER_ALL_ALGORITHM",
                                       "BARRIER_ALGORITHM", "BCAST_ALGORITHM",
                                       "REDUCE_ALGORITHM", "COLLECT_ALGORITHM"};

static void title_line(char *out, size_t len, int n)
{
    size_t used = (size_t)snprintf(
        out, len, "coll_lat: %d PEs on %d CPUs%s; ", n, bench_cpus(),
        bench_oversubscribed(n) ? " (oversubscribed)" : "");
    bool any = false;
    for (size_t i = 0; i < sizeof(alg_vars) / sizeof(alg_vars[0]); i++) {
        static const char *const pre[] = {"SHMEM_", "SMA_"};
        for (int p = 0; p < 2 && used < len; p++) {
            char var[64];
            snprintf(var, sizeof(var), "%s%s", pre[p], alg_vars[i]);
            const char *v = getenv(var);
            if (!v)
                continue;
            used += (size_t)snprintf(out + used, len - used, "%s%s=%s",
                                     any ? " " : "", var, v);
            any = true;
        }
    }
    if (!any && used < len)
        snprintf(out + used, len - used, "no *_ALGORITHM set (defaults)");
}

static const char *size_name(size_t bytes, char *out, size_t len)
{
    if (bytes >= ((size_t)1 << 20))
        snprintf(out, len, "%zuM", bytes >> 20);
    else if (bytes >= 1024)
        snprintf(out, len, "%zuK", bytes >> 10);
    else
        snprintf(out, len, "%zu", bytes);
    return out;
}

static void report(const struct opts *o, int n)
{
    static const char *const heads[] = {"collective", "elems",  "bytes",
                                        "tmean_us",   "min_us", "med_us",
                                        "x_raw"};
    char title[512], name[16];
    title_line(title, sizeof(title), n);
    struct bench_table t;
    bench_table_init(&t, title, heads, 7);
    double xb[2] = {0, 0};
    for (int i = 0; i < NCASES; i++) {
        const struct coll_case *c = &cases[i];
        struct bench_stats s = bench_summary(&res[i].s);
        bench_table_cell(&t, "%s", c->name);
        if (c->kind == BARRIER_ALL || c->kind == BARRIER) {
            bench_table_cell(&t, "-");
            bench_table_cell(&t, "-");
        } else {
            const char *per = c->kind == FCOLLECT ? "/PE" : "";
            bench_table_cell(&t, "%zu%s", c->n, per);
            bench_table_cell(&t, "%s%s",
                             size_name(c->n * 8, name, sizeof(name)), per);
        }
        bench_table_cell(&t, "%.3f", s.tmean_ns / 1e3);
        bench_table_cell(&t, "%.3f", s.min_ns / 1e3);
        bench_table_cell(&t, "%.3f", s.med_ns / 1e3);
        if (c->kind == BARRIER_ALL || c->kind == BARRIER) {
            xb[c->kind] = bench_median(res[i].x, (int)o->windows);
            bench_table_cell(&t, "%.2f", xb[c->kind]);
        } else {
            bench_table_cell(&t, "-");
        }
        bench_samples_free(&res[i].s);
    }
    struct bench_stats f = bench_summary(&raw.s);
    bench_table_cell(&t, "raw barrier");
    bench_table_cell(&t, "-");
    bench_table_cell(&t, "-");
    bench_table_cell(&t, "%.3f", f.tmean_ns / 1e3);
    bench_table_cell(&t, "%.3f", f.min_ns / 1e3);
    bench_table_cell(&t, "%.3f", f.med_ns / 1e3);
    bench_table_cell(&t, "1");
    bench_samples_free(&raw.s);
    bench_table_print(&t);

    bench_note("Per-call times on PE 0 over %ld windows; tmean: mean of the "
               "middle 80%%. Barriers run",
               o->windows);
    bench_note("  back to back; the others are each followed by an untimed "
               "barrier_all (pSync reuse).");
    bench_note("elems: 64-bit words (broadcast64, fcollect64's block per "
               "PE: the result is %d x) or longs",
               n);
    bench_note("  (long_sum_to_all); broadcasts from PE 0.");
    bench_note("x_raw: median of the per-window ratios to a raw counter "
               "barrier of %d processes (no",
               n);
    bench_note("  SHMEM: PE 0 and forked children on a MAP_SHARED counter, "
               "the other PEs asleep;");
    if (bench_oversubscribed(n)) {
        bench_note("  more processes than CPUs, so they sched_yield while "
                   "they wait: a plain floor,");
        bench_note("  not the best possible, when oversubscribed; below 1 "
                   "the library waits better).");
    } else {
        bench_note("  one CPU each, so they spin while they wait).");
    }
    bench_note("barrier_all / raw barrier = %.2f; barrier / raw barrier = "
               "%.2f",
               xb[BARRIER_ALL], xb[BARRIER]);
    bench_note("clock reading: %.1f ns, taken out of every time",
               bench_clock_overhead_ns());
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(argc, argv,
                                   "Collective latency (any PE count) and a "
                                   "raw shared-counter barrier.");
    struct opts o = {10, 200, 20};
    if (quick)
        o = (struct opts){2, 10, 2};

    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes();
    npes_ = n;
    /* The raw barrier's processes, forked before the buffers exist. */
    struct bench_gang *g =
        me == 0 ? bench_gang_open(n, sizeof(struct area), raw_child) : NULL;

    size_t wrk = RED_MAX / 2 + 1 > SHMEM_REDUCE_MIN_WRKDATA_SIZE
                     ? RED_MAX / 2 + 1
                     : SHMEM_REDUCE_MIN_WRKDATA_SIZE;
    /* park.h's words now, not at the first park: Open MPI 4.1.4 at 8 PEs
     * lost every PE's atomic_add of the first park in about half the
     * runs (PE 0 found the count 0 under gdb, the others asleep; the
     * launch hung until bench.sh's time limit), as though its calloc
     * zeroed the words after the others had left the allocation's
     * barrier and added. Allocated here, the barrier_all below separates
     * the zeroing from the first add: 8 runs of 8 out of 8. */
    bench_park_words = shmem_calloc(32, sizeof(long));
    buf.bsrc = shmem_malloc(BIG);
    buf.bdst = shmem_malloc(BIG);
    buf.rsrc = shmem_malloc(RED_MAX * sizeof(long));
    buf.rdst = shmem_malloc(RED_MAX * sizeof(long));
    buf.wrk = shmem_malloc(wrk * sizeof(long));
    buf.csrc = shmem_malloc(COLL_MAX);
    buf.cdst = shmem_malloc((size_t)n * COLL_MAX);
    if (!bench_park_words || !buf.bsrc || !buf.bdst || !buf.rsrc || !buf.rdst ||
        !buf.wrk || !buf.csrc || !buf.cdst) {
        fprintf(stderr, "coll_lat: PE %d: out of symmetric memory\n", me);
        shmem_global_exit(1);
    }
    fill(me, n);
    memset(buf.wrk, 0, wrk * sizeof(long));
    for (int i = 0; i < SHMEM_BARRIER_SYNC_SIZE; i++)
        psync_barrier[i] = SHMEM_SYNC_VALUE;
    for (int i = 0; i < SHMEM_BCAST_SYNC_SIZE; i++)
        psync_bcast[i] = SHMEM_SYNC_VALUE;
    for (int i = 0; i < SHMEM_REDUCE_SYNC_SIZE; i++)
        psync_reduce[i] = SHMEM_SYNC_VALUE;
    for (int i = 0; i < SHMEM_COLLECT_SYNC_SIZE; i++)
        psync_collect[i] = SHMEM_SYNC_VALUE;
    shmem_barrier_all(); /* every pSync set before its first use */

    for (int w = 0; w < o.windows; w++) {
        struct bench_stats f = {0}, s[NCASES];
        if (w % 2 == 0)
            f = floor_parked(g, &o, me);
        for (int i = 0; i < NCASES; i++)
            s[i] = window(i, &o, me);
        if (w % 2 == 1)
            f = floor_parked(g, &o, me);
        if (me == 0)
            for (int i = 0; i < 2; i++)
                res[i].x[w] = s[i].tmean_ns / f.tmean_ns;
    }
    int bad = check(me, n);
    if (me == 0) {
        bench_gang_close(g);
        report(&o, n);
    }
    shmem_barrier_all();
    shmem_free(buf.cdst);
    shmem_free(buf.csrc);
    shmem_free(buf.wrk);
    shmem_free(buf.rdst);
    shmem_free(buf.rsrc);
    shmem_free(buf.bdst);
    shmem_free(buf.bsrc);
    shmem_finalize();
    return bad ? 1 : 0;
}
