/* SPDX-License-Identifier: BSD-3-Clause */
/* msg_rate: 8-byte message rate per PE, relative to raw shared stores. */
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "park.h"

/*
 * The shape of the Sandia Micro-Benchmarks' message rate test: in each
 * iteration every PE sends MSGS 8-byte messages to each of its peers (in
 * turn, message k to every peer before message k + 1), with shmem_long_p
 * or a shmem_putmem of 8 bytes, each into a slot of its own in the
 * peer's inbox; then it completes them (shmem_quiet), raises its flag on
 * every peer (shmem_long_p of the iteration number) and waits until
 * every peer's flag on it says the same iteration: the last message it
 * expects. Rate = messages sent per second per PE, from PE 0's mean
 * iteration time (tmean).
 *
 * The floor does the same without SHMEM: plain 8-byte stores of the same
 * messages, then the flags raised with release stores (x86 keeps stores
 * in order: no fence), then a wait for the others' (spinning when there
 * are no more processes than CPUs, yielding when there are). Where
 * shmem_ptr gives a pointer to every peer's inbox and flags, the PEs
 * themselves do it, through those pointers into the very same slots: the
 * same processes, pages and lines as the SHMEM windows, only the library
 * left out. Else PE 0's process and npes - 1 forked children (the other
 * PEs asleep) do it in a MAP_SHARED copy of the layout. Windows of the
 * floor and of both SHMEM forms alternate; the ratios are medians of
 * the per-window ratios. Standard OpenSHMEM 1.4 calls only.
 */

#define MSGS 128
#define PAD (128 / sizeof(long)) /* flags sit a cache line apart */
#define MAX_WINDOWS 32

static int me_, npes_;
static long *inbox; /* symmetric: [sender][MSGS] */
static long *flags; /* symmetric: [sender * PAD] */

enum form { LONG_P, PUTMEM, CTX_LONG_P, CTX_PUTMEM, NFORMS };
static const char *const form_name[NFORMS] = {
    "long_p", "putmem(8 B)", "ctx_long_p", "ctx_putmem(8 B)"};
/* The context forms' context: one made by shmem_ctx_create (private to
 * this thread, as a program's per-thread context is). */
static shmem_ctx_t ctx_;

struct shm_ctx {
    enum form form;
    long iter; /* iterations so far (every PE counts) */
};

static void shm_iteration(void *arg)
{
    struct shm_ctx *c = arg;
    long it = ++c->iter;
    int n = npes_, me = me_;
    long *mine = inbox + (size_t)me * MSGS;
    /* One loop per form, as a program sending one kind of message has:
     * in a loop shared with putmem's byte copy, which may alias anything,
     * long_p would reload the library's translation table per message. */
    shmem_ctx_t ctx = ctx_;
    if (c->form == LONG_P) {
        for (int k = 0; k < MSGS; k++)
            for (int d = 1; d < n; d++)
                shmem_long_p(mine + k, it, (me + d) % n);
    } else if (c->form == PUTMEM) {
        for (int k = 0; k < MSGS; k++)
            for (int d = 1; d < n; d++)
                shmem_putmem(mine + k, &it, sizeof(it), (me + d) % n);
    } else if (c->form == CTX_LONG_P) {
        for (int k = 0; k < MSGS; k++)
            for (int d = 1; d < n; d++)
                shmem_ctx_long_p(ctx, mine + k, it, (me + d) % n);
    } else {
        for (int k = 0; k < MSGS; k++)
            for (int d = 1; d < n; d++)
                shmem_ctx_putmem(ctx, mine + k, &it, sizeof(it),
                                 (me + d) % n);
    }
    if (c->form >= CTX_LONG_P)
        shmem_ctx_quiet(ctx);
    shmem_quiet();
    for (int d = 1; d < n; d++)
        shmem_long_p(flags + (size_t)me * PAD, it, (me + d) % n);
    for (int d = 1; d < n; d++)
        shmem_long_wait_until(flags + (size_t)((me + d) % n) * PAD,
                              SHMEM_CMP_GE, it);
}

/* ---- the raw floor ---- */

struct area {
    _Alignas(128) long rounds; /* iterations in the window */
    uint64_t base;             /* iterations before it */
    /* then, per receiver: inbox [n][MSGS] and flags [n * PAD] */
    _Alignas(128) char mem[];
};

static size_t per_receiver(int n)
{
    return (size_t)n * MSGS * sizeof(uint64_t) +
           (size_t)n * PAD * sizeof(uint64_t);
}

static uint64_t *raw_inbox(struct area *a, int rcv, int n)
{
    return (uint64_t *)(a->mem + (size_t)rcv * per_receiver(n));
}

static uint64_t *raw_flags(struct area *a, int rcv, int n)
{
    return raw_inbox(a, rcv, n) + (size_t)n * MSGS;
}

struct raw_ctx {
    struct area *a;
    uint64_t iter;
    int rank, n;
    bool yield;
};

static void raw_iteration(void *arg)
{
    struct raw_ctx *c = arg;
    uint64_t it = ++c->iter;
    int n = c->n, me = c->rank;
    for (int k = 0; k < MSGS; k++) {
        for (int d = 1; d < n; d++) {
            uint64_t *box = raw_inbox(c->a, (me + d) % n, n);
            __atomic_store_n(box + (size_t)me * MSGS + k, it, __ATOMIC_RELAXED);
        }
    }
    for (int d = 1; d < n; d++)
        __atomic_store_n(raw_flags(c->a, (me + d) % n, n) + (size_t)me * PAD,
                         it, __ATOMIC_RELEASE);
    uint64_t *mine = raw_flags(c->a, me, n);
    for (int d = 1; d < n; d++)
        bench_wait_ge(mine + (size_t)((me + d) % n) * PAD, it, c->yield);
}

/* The floor in the PEs: every peer's inbox and flags in our address
 * space (shmem_ptr), or NULL (then the forked floor). */
static long **peer_inbox, **peer_flags;

struct pe_ctx {
    long it;
    bool yield;
};

static void pe_iteration(void *arg)
{
    struct pe_ctx *c = arg;
    long it = ++c->it;
    int n = npes_, me = me_;
    for (int k = 0; k < MSGS; k++) {
        for (int d = 1; d < n; d++) {
            long *box = peer_inbox[(me + d) % n];
            __atomic_store_n(box + (size_t)me * MSGS + k, it, __ATOMIC_RELAXED);
        }
    }
    for (int d = 1; d < n; d++) /* after the messages: pairs with the wait */
        __atomic_store_n(peer_flags[(me + d) % n] + (size_t)me * PAD, it,
                         __ATOMIC_RELEASE);
    for (int d = 1; d < n; d++)
        bench_wait_ge((const uint64_t *)(flags + (size_t)((me + d) % n) * PAD),
                      (uint64_t)it, c->yield);
}

static void raw_child(void *area, int rank, int n)
{
    struct area *a = area;
    struct raw_ctx c = {a, a->base, rank, n, bench_oversubscribed(n)};
    for (long i = 0; i < a->rounds; i++)
        raw_iteration(&c);
}

/* ---- windows ---- */

struct opts {
    long windows, per_window, warmup;
};

struct result {
    struct bench_samples s;
    double x[MAX_WINDOWS]; /* raw tmean / SHMEM tmean: rate / floor rate */
};

static struct result res[NFORMS], raw;

static struct bench_stats shm_window(enum form f, long *iter,
                                     const struct opts *o)
{
    struct shm_ctx c = {f, *iter};
    struct bench_stats s = {0};
    long count = o->per_window + o->warmup;
    shmem_barrier_all();
    if (me_ == 0) {
        s = bench_sample(&res[f].s, shm_iteration, &c, o->per_window,
                         o->warmup);
    } else {
        for (long i = 0; i < count; i++)
            shm_iteration(&c);
    }
    *iter += count;
    return s;
}

static struct bench_stats floor_window(struct bench_gang *g, uint64_t *iter,
                                       long *shm_iter, const struct opts *o)
{
    struct bench_stats f = {0};
    if (peer_inbox) { /* in the PEs, counting the SHMEM iterations on */
        struct pe_ctx c = {*shm_iter, bench_oversubscribed(npes_)};
        long count = o->per_window + o->warmup;
        shmem_barrier_all();
        if (me_ == 0) {
            f = bench_sample(&raw.s, pe_iteration, &c, o->per_window,
                             o->warmup);
        } else {
            for (long i = 0; i < count; i++)
                pe_iteration(&c);
        }
        *shm_iter += count;
        return f;
    }
    bench_park();
    if (me_ == 0) {
        struct area *a = bench_gang_area(g);
        struct raw_ctx c = {a, *iter, 0, npes_, bench_oversubscribed(npes_)};
        a->base = *iter;
        a->rounds = o->per_window + o->warmup;
        bench_gang_begin(g);
        f = bench_sample(&raw.s, raw_iteration, &c, o->per_window, o->warmup);
        bench_gang_end(g);
        *iter += (uint64_t)a->rounds;
    }
    bench_unpark();
    return f;
}

/* Every slot holds the sender's last iteration. */
static int check(long last)
{
    int bad = 0;
    for (int q = 0; q < npes_; q++) {
        if (q == me_)
            continue;
        for (int k = 0; k < MSGS; k++)
            bad += inbox[(size_t)q * MSGS + k] != last;
        bad += flags[(size_t)q * PAD] != last;
    }
    if (bad)
        fprintf(stderr,
                "msg_rate: PE %d: %d slots do not hold the last "
                "iteration's message\n",
                me_, bad);
    return bad;
}

static void report(const struct opts *o)
{
    static const char *const heads[] = {"form",       "iter_us",
                                        "msgs/s/PE",  "floor_msgs/s",
                                        "rate/floor", "min_iter_us"};
    char title[160];
    int n = npes_;
    double per_iter = (double)MSGS * (n - 1); /* messages a PE sends */
    snprintf(title, sizeof(title),
             "msg_rate: %d PEs on %d CPUs%s, %d x 8 B to each of %d peers "
             "an iteration",
             n, bench_cpus(),
             bench_oversubscribed(n) ? " (oversubscribed)" : "", MSGS, n - 1);
    struct bench_table t;
    bench_table_init(&t, title, heads, 6);
    struct bench_stats f = bench_summary(&raw.s);
    double x[NFORMS];
    for (int i = 0; i < NFORMS; i++) {
        struct bench_stats s = bench_summary(&res[i].s);
        x[i] = bench_median(res[i].x, (int)o->windows);
        bench_table_cell(&t, "%s", form_name[i]);
        bench_table_cell(&t, "%.3f", s.tmean_ns / 1e3);
        bench_table_cell(&t, "%.3g", per_iter / s.tmean_ns * 1e9);
        bench_table_cell(&t, "%.3g", per_iter / f.tmean_ns * 1e9);
        bench_table_cell(&t, "%.2f", x[i]);
        bench_table_cell(&t, "%.3f", s.min_ns / 1e3);
        bench_samples_free(&res[i].s);
    }
    bench_table_cell(&t, "raw stores");
    bench_table_cell(&t, "%.3f", f.tmean_ns / 1e3);
    bench_table_cell(&t, "%.3g", per_iter / f.tmean_ns * 1e9);
    bench_table_cell(&t, "%.3g", per_iter / f.tmean_ns * 1e9);
    bench_table_cell(&t, "1");
    bench_table_cell(&t, "%.3f", f.min_ns / 1e3);
    bench_samples_free(&raw.s);
    bench_table_print(&t);

    bench_note("iter_us: tmean (mean of the middle 80%%) of PE 0's %ld "
               "iterations: %d messages, quiet,",
               o->windows * o->per_window, MSGS * (n - 1));
    bench_note("  a flag to each peer, a wait for each peer's flag. "
               "msgs/s/PE = messages / iter_us.");
    bench_note("rate/floor: median over %ld windows of the SHMEM rate / the "
               "raw rate in the same window;",
               o->windows);
    if (peer_inbox) {
        bench_note("  raw: the %d PEs storing the same messages into the "
                   "same slots (shmem_ptr),",
                   n);
        bench_note("  then release-storing the flags,");
    } else {
        bench_note("  raw: %d processes (PE 0's and forked children, the "
                   "other PEs asleep) storing the",
                   n);
        bench_note("  same messages into a MAP_SHARED copy of the layout, "
                   "then release-storing the flags,");
    }
    bench_note("  no fence; they %s while they wait.",
               bench_oversubscribed(n) ? "yield (more processes than CPUs)"
                                       : "spin (one CPU each)");
    bench_note("long_p: rate/floor = %.2f; putmem(8 B): rate/floor = %.2f; "
               "ctx_long_p: %.2f; ctx_putmem(8 B): %.2f (%s)",
               x[LONG_P], x[PUTMEM], x[CTX_LONG_P], x[CTX_PUTMEM],
#ifdef SHMAP_NO_INLINE
               "SHMAP_NO_INLINE: every call into the library"
#else
               "the header's inline paths where the library has them"
#endif
    );
    bench_note("clock reading: %.1f ns, taken out of every time",
               bench_clock_overhead_ns());
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(argc, argv,
                                   "8-byte message rate per PE (any PE "
                                   "count) against raw shared stores.");
    struct opts o = {10, 1000, 50};
    if (quick)
        o = (struct opts){2, 20, 5};

    shmem_init();
    me_ = shmem_my_pe();
    npes_ = shmem_n_pes();
    if (shmem_ctx_create(SHMEM_CTX_PRIVATE, &ctx_) != 0)
        ctx_ = SHMEM_CTX_DEFAULT; /* no context to spare: the default */
    int n = npes_;
    inbox = shmem_malloc((size_t)n * MSGS * sizeof(long));
    flags = shmem_malloc((size_t)n * PAD * sizeof(long));
    long *ok = shmem_calloc((size_t)n, sizeof(long));
    peer_inbox = malloc((size_t)n * sizeof(*peer_inbox));
    peer_flags = malloc((size_t)n * sizeof(*peer_flags));
    if (!inbox || !flags || !ok || !peer_inbox || !peer_flags) {
        fprintf(stderr, "msg_rate: PE %d: out of memory\n", me_);
        shmem_global_exit(1);
    }
    /* The floor runs in the PEs if every PE has pointers to every peer's
     * inbox and flags: each tells every PE what it has. */
    long mine = 1;
    for (int p = 0; p < n; p++) {
        peer_inbox[p] = shmem_ptr(inbox, p);
        peer_flags[p] = shmem_ptr(flags, p);
        if (p != me_ && (!peer_inbox[p] || !peer_flags[p]))
            mine = 2;
    }
    for (int p = 0; p < n; p++)
        shmem_long_p(&ok[me_], mine, p);
    shmem_barrier_all();
    for (int p = 0; p < n; p++) {
        if (ok[p] != 1) {
            free(peer_inbox);
            free(peer_flags);
            peer_inbox = peer_flags = NULL;
            break;
        }
    }
    /* Else PE 0 forks the floor's processes before the buffers are
     * touched, so that the forks have little to copy. */
    struct bench_gang *g =
        me_ == 0 && !peer_inbox
            ? bench_gang_open(n,
                              sizeof(struct area) + (size_t)n * per_receiver(n),
                              raw_child)
            : NULL;
    memset(inbox, 0, (size_t)n * MSGS * sizeof(long));
    memset(flags, 0, (size_t)n * PAD * sizeof(long));
    shmem_barrier_all();

    if (n < 2) {
        if (me_ == 0)
            printf("msg_rate: 1 PE, no peers: nothing to measure\n");
        if (g)
            bench_gang_close(g);
        shmem_finalize();
        return 0;
    }

    long iter = 0;      /* SHMEM iterations so far (the flags' values) */
    uint64_t riter = 0; /* raw iterations so far (PE 0's process) */
    for (int w = 0; w < o.windows; w++) {
        struct bench_stats f = {0}, s[NFORMS];
        if (w % 2 == 0)
            f = floor_window(g, &riter, &iter, &o);
        for (int i = 0; i < NFORMS; i++) {
            int form = w % 2 == 0 ? i : NFORMS - 1 - i;
            s[form] = shm_window((enum form)form, &iter, &o);
        }
        if (w % 2 == 1)
            f = floor_window(g, &riter, &iter, &o);
        if (me_ == 0)
            for (int i = 0; i < NFORMS; i++)
                res[i].x[w] = f.tmean_ns / s[i].tmean_ns;
    }
    shmem_barrier_all();
    int bad = check(iter);
    if (me_ == 0) {
        if (g)
            bench_gang_close(g);
        report(&o);
    }
    shmem_barrier_all();
    free(peer_inbox);
    free(peer_flags);
    shmem_free(ok);
    shmem_free(flags);
    shmem_free(inbox);
    if (ctx_ != SHMEM_CTX_DEFAULT)
        shmem_ctx_destroy(ctx_);
    shmem_finalize();
    return bad ? 1 : 0;
}
