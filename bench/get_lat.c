/* SPDX-License-Identifier: BSD-3-Clause */
/* get_lat: 2-PE get latency and bandwidth, relative to memcpy and a line. */
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "park.h"

/*
 * Two measurements, PE 0 getting from PE 1:
 *
 *  1. shmem_getmem of n bytes (8 B .. 4 MiB) from a symmetric buffer of
 *     PE 1's, which sleeps, into a private buffer, against a memcpy of n
 *     bytes between two private buffers in the same windows. Nobody
 *     writes PE 1's buffer, so after the first get its lines stay in
 *     PE 0's caches as they would for memcpy's source: this is the cost
 *     of the call and the copy. Gets up to 4 KiB are timed in batches.
 *
 *  2. An 8-byte get of a line PE 1 has just written, which is what a get
 *     of fresh data costs: PE 0 puts a request (shmem_long_p) to PE 1,
 *     which waits for it and writes the word, while PE 0 polls the word
 *     with 8-byte gets until it holds the answer. A round trip moves a
 *     line each way. Its floor is the same round trip without the
 *     library, by the same PEs on the same two words: PE 0 stores the
 *     request into PE 1's word and loads PE 1's answer through the
 *     pointers shmem_ptr gives, PE 1 spins on its own word. Where
 *     shmem_ptr gives none (Open MPI 4.1's static globals), the floor is
 *     the harness's cache-line ping-pong of two forked processes, one
 *     line each way, PE 1 asleep. The ratio is round trip / round trip
 *     (one-way = round trip / 2).
 *
 * The machine's speed changes within a run (harness.h): windows of the
 * floor and of the get alternate, and each ratio is the median of the
 * per-window ratios. Standard OpenSHMEM 1.4 calls only.
 */

#define MAX_BYTES ((size_t)4 << 20)
#define MAX_WINDOWS 32
#define BATCH_MAX ((size_t)4096) /* gets up to this size: BATCH a call */
#define BATCH 16

static char *src;            /* symmetric: PE 1's is read */
static char *dst;            /* private, PE 0 */
static char *csrc;           /* private: memcpy's source */
static struct {              /* symmetric words, each on a line of its own */
    _Alignas(128) long req;  /* PE 0 -> PE 1: round k asked */
    _Alignas(128) long data; /* PE 1's answer, got by PE 0 */
    _Alignas(128) char end;
} sym;

struct opts {
    long windows, per_window, warmup;
    size_t max_n;
};

/* ---- 1: gets of a buffer nobody writes ---- */

struct get_ctx {
    size_t n, batch;
};

static void get_call(void *arg)
{
    const struct get_ctx *c = arg;
    for (size_t i = 0; i < c->batch; i++)
        shmem_getmem(dst, src, c->n, 1);
}

/* The floor: the same batch of memcpy calls from a private buffer. */
static void copy_call(void *arg)
{
    const struct get_ctx *c = arg;
    for (size_t i = 0; i < c->batch; i++) {
        memcpy(dst, csrc, c->n);
        __asm__ __volatile__("" ::: "memory"); /* each copy is made */
    }
}

struct row {
    size_t n;
    struct bench_stats get, copy;
    double x; /* median of get / memcpy */
};

static long calls_for(size_t n, const struct opts *o)
{
    if (n >= ((size_t)1 << 20))
        return o->per_window / 4 > 4 ? o->per_window / 4 : 4;
    return o->per_window;
}

/* PE 0, PE 1 asleep. */
static struct row measure_get(size_t n, const struct opts *o)
{
    struct row r = {.n = n};
    struct get_ctx c = {n, n <= BATCH_MAX ? BATCH : 1};
    struct bench_samples gs = BENCH_SAMPLES_INIT, cs = BENCH_SAMPLES_INIT;
    double x[MAX_WINDOWS];
    long k = calls_for(n, o);
    double per = 1.0 / (double)c.batch;
    for (int w = 0; w < o->windows; w++) {
        struct bench_stats g, f;
        if (w % 2 == 0) {
            g = bench_sample(&gs, get_call, &c, k, o->warmup);
            f = bench_sample(&cs, copy_call, &c, k, o->warmup);
        } else {
            f = bench_sample(&cs, copy_call, &c, k, o->warmup);
            g = bench_sample(&gs, get_call, &c, k, o->warmup);
        }
        x[w] = g.tmean_ns / f.tmean_ns;
    }
    r.get = bench_scale(bench_summary(&gs), per);
    r.copy = bench_scale(bench_summary(&cs), per);
    r.x = bench_median(x, (int)o->windows);
    bench_samples_free(&gs);
    bench_samples_free(&cs);
    memset(dst, 0, n);
    shmem_getmem(dst, src, n, 1);
    for (size_t i = 0; i < n; i++) {
        if (dst[i] != (char)(0x40 + i % 61)) {
            fprintf(stderr,
                    "get_lat: byte %zu of a %zu-byte get is %d, "
                    "not %d\n",
                    i, n, dst[i], (char)(0x40 + i % 61));
            shmem_global_exit(1);
        }
    }
    return r;
}

/* ---- 2: an 8-byte get of a line just written ---- */

struct fresh_ctx {
    long k;      /* rounds so far */
    bool in_pe;  /* the floor runs in the PEs (else: forked, harness.c) */
    long *rreq;  /* PE 0: PE 1's sym.req and sym.data in our address */
    long *rdata; /* space (shmem_ptr) */
};

static void fresh_round(void *arg)
{
    struct fresh_ctx *c = arg;
    long k = ++c->k, v = 0;
    shmem_long_p(&sym.req, k, 1);
    do
        shmem_getmem(&v, &sym.data, sizeof(v), 1);
    while (v != k);
}

static void fresh_echo(long from, long count)
{
    for (long k = from + 1; k <= from + count; k++) {
        shmem_long_wait_until(&sym.req, SHMEM_CMP_GE, k);
        *(volatile long *)&sym.data = k;
    }
}

/* The floor of both, in the PEs: plain stores and loads, same words. */
static void raw_round(void *arg)
{
    struct fresh_ctx *c = arg;
    long k = ++c->k;
    __atomic_store_n(c->rreq, k, __ATOMIC_RELEASE); /* pairs with raw_echo */
    while (__atomic_load_n(c->rdata, __ATOMIC_ACQUIRE) != k)
        __asm__ __volatile__("" ::: "memory"); /* as the get loop: no pause */
}

static void raw_echo(long from, long count)
{
    for (long k = from + 1; k <= from + count; k++) {
        bench_wait_ge((const uint64_t *)&sym.req, (uint64_t)k, false);
        __atomic_store_n(&sym.data, k, __ATOMIC_RELEASE); /* to raw_round */
    }
}

struct fresh {
    struct bench_stats get, floor;
    double x;
    int shared_cpu; /* floor windows whose two processes shared a CPU */
};

static struct fresh measure_fresh(struct bench_floor *fl, bool in_pe,
                                  long *rreq, long *rdata, const struct opts *o,
                                  int me)
{
    struct fresh r = {.x = 0};
    struct bench_samples gs = BENCH_SAMPLES_INIT, fs = BENCH_SAMPLES_INIT;
    struct fresh_ctx c = {0, in_pe, rreq, rdata};
    double x[MAX_WINDOWS];
    for (int w = 0; w < o->windows; w++) {
        struct bench_stats g = {0}, f = {0};
        for (int half = 0; half < 2; half++) {
            if ((half == 0) == (w % 2 == 0) && c.in_pe) {
                long count = o->per_window + o->warmup;
                if (me == 0)
                    f = bench_scale(bench_sample(&fs, raw_round, &c,
                                                 o->per_window, o->warmup),
                                    0.5); /* one-way, as the harness's */
                else
                    raw_echo(c.k, count);
                if (me != 0)
                    c.k += count;
                shmem_barrier_all();
            } else if ((half == 0) == (w % 2 == 0)) {
                bench_park();
                if (me == 0)
                    f = bench_floor_window(fl, &fs, o->per_window, o->warmup);
                bench_unpark();
            } else {
                long count = o->per_window + o->warmup;
                if (me == 0)
                    g = bench_sample(&gs, fresh_round, &c, o->per_window,
                                     o->warmup);
                else
                    fresh_echo(c.k, count);
                if (me != 0)
                    c.k += count;
                shmem_barrier_all();
            }
        }
        if (me == 0) {
            x[w] = g.tmean_ns / (2 * f.tmean_ns); /* f is one-way */
            r.shared_cpu += f.tmean_ns > BENCH_SHARED_CPU_NS;
        }
    }
    if (me == 0) {
        r.get = bench_scale(bench_summary(&gs), 0.5);
        r.floor = bench_scale(bench_summary(&fs), 0.5);
        r.x = bench_median(x, (int)o->windows);
    }
    bench_samples_free(&gs);
    bench_samples_free(&fs);
    return r;
}

/* ---- report ---- */

static const char *size_name(size_t n, char *out, size_t len)
{
    if (n >= ((size_t)1 << 20))
        snprintf(out, len, "%zuM", n >> 20);
    else if (n >= 1024)
        snprintf(out, len, "%zuK", n >> 10);
    else
        snprintf(out, len, "%zu", n);
    return out;
}

static void report(const struct row *rows, int nrows, const struct fresh *fr,
                   const struct opts *o, bool in_pe)
{
    static const char *const heads[] = {"bytes", "tmean_us",  "min_us",
                                        "MB/s",  "memcpy_us", "x_memcpy"};
    char name[16];
    struct bench_table t;
    bench_table_init(&t,
                     "get_lat: PE 0 shmem_getmem from PE 1 (asleep), against "
                     "memcpy",
                     heads, 6);
    const struct row *big = NULL;
    for (const struct row *r = rows; r < rows + nrows; r++) {
        bench_table_cell(&t, "%s", size_name(r->n, name, sizeof(name)));
        bench_table_cell(&t, "%.3f", r->get.tmean_ns / 1e3);
        bench_table_cell(&t, "%.3f", r->get.min_ns / 1e3);
        bench_table_cell(&t, "%.0f", bench_mbps(r->n, r->get.tmean_ns));
        bench_table_cell(&t, "%.3f", r->copy.tmean_ns / 1e3);
        bench_table_cell(&t, "%.2f", r->x);
        if (!big || r->n <= ((size_t)1 << 20))
            big = r;
    }
    bench_table_print(&t);

    static const char *const heads2[] = {"bytes", "tmean_ns", "min_ns",
                                         "floor_ns", "x_floor"};
    bench_table_init(&t,
                     "get of a line PE 1 has just written (request put, "
                     "gets poll; one-way = RTT/2)",
                     heads2, 5);
    bench_table_cell(&t, "8");
    bench_table_cell(&t, "%.1f", fr->get.tmean_ns);
    bench_table_cell(&t, "%.1f", fr->get.min_ns);
    bench_table_cell(&t, "%.1f", fr->floor.tmean_ns);
    bench_table_cell(&t, "%.2f", fr->x);
    bench_table_print(&t);

    bench_note("tmean: mean of the middle 80%% of the trials; gets up to "
               "%zu B timed %d to a trial.",
               BATCH_MAX, BATCH);
    bench_note("x_memcpy: median over %ld windows of get / memcpy of the "
               "same size in the same window.",
               o->windows);
    bench_note("  Nobody writes PE 1's buffer, so its lines stay in PE 0's "
               "caches: call + copy cost.");
    bench_note("x_floor: median of the per-window ratios of round trips: "
               "PE 0 puts a request, PE 1");
    bench_note("  writes the word, PE 0 gets it until it sees the answer; "
               "the floor is %s",
               in_pe ? "the same" : "a raw cache-");
    if (in_pe)
        bench_note("  round trip by the same PEs on the same words with plain "
                   "stores and loads (shmem_ptr).");
    else
        bench_note("  line ping-pong between two forked processes (PE 1 "
                   "asleep): one line each way too.");
    if (fr->shared_cpu)
        bench_note("WARNING: in %d of %ld floor windows the floor's "
                   "processes shared a CPU",
                   fr->shared_cpu, o->windows);
    if (big)
        bench_note("%s: get %.0f MB/s, memcpy %.0f MB/s; get / memcpy "
                   "time = %.2f",
                   size_name(big->n, name, sizeof(name)),
                   bench_mbps(big->n, big->get.tmean_ns),
                   bench_mbps(big->n, big->copy.tmean_ns), big->x);
    bench_note("8 B fresh-line get / floor = %.2f", fr->x);
    bench_note("clock reading: %.1f ns, taken out of every time",
               bench_clock_overhead_ns());
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(argc, argv,
                                   "2-PE get latency and bandwidth against "
                                   "memcpy and a cache-line ping-pong (run "
                                   "with exactly 2 PEs).");
    struct opts o = {10, 100, 10, MAX_BYTES};
    if (quick)
        o = (struct opts){2, 10, 2, 4096};

    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    if (npes != 2) {
        if (me == 0)
            printf("get_lat: needs exactly 2 PEs, not %d (oshrun -np 2)%s\n",
                   npes, quick ? "; skipped" : "");
        shmem_finalize();
        return quick ? 0 : 2;
    }
    /* The fresh-line floor runs in the PEs where PE 0 gets pointers to
     * PE 1's two words (PE 1 must know: it answers either way). */
    long *agree = shmem_calloc(1, sizeof(long));
    long *rreq = NULL, *rdata = NULL;
    if (me == 0) {
        rreq = shmem_ptr(&sym.req, 1);
        rdata = shmem_ptr(&sym.data, 1);
        if (!rreq || !rdata)
            rreq = rdata = NULL;
        shmem_long_p(agree, rreq ? 1 : 2, 1);
    }
    shmem_barrier_all();
    bool in_pe = me == 0 ? rreq != NULL : *agree == 1;
    /* Else the line floor's partner, forked before the buffers are
     * touched. */
    struct bench_floor *fl = me == 0 && !in_pe ? bench_floor_open() : NULL;
    src = shmem_align(4096, o.max_n);
    dst = aligned_alloc(4096, MAX_BYTES);
    csrc = aligned_alloc(4096, MAX_BYTES);
    if (!src || !dst || !csrc) {
        fprintf(stderr, "get_lat: PE %d: out of memory\n", me);
        shmem_global_exit(1);
    }
    for (size_t i = 0; i < o.max_n; i++)
        src[i] = (char)(0x40 + i % 61);
    memset(dst, 0, MAX_BYTES);
    memset(csrc, 0x11, MAX_BYTES);
    shmem_barrier_all();

    enum { MAX_ROWS = 24 };
    struct row rows[MAX_ROWS];
    int nrows = 0;
    bench_park();
    if (me == 0)
        for (size_t n = 8; n <= o.max_n && nrows < MAX_ROWS; n *= 2)
            rows[nrows++] = measure_get(n, &o);
    bench_unpark();
    struct fresh fr = measure_fresh(fl, in_pe, rreq, rdata, &o, me);

    if (me == 0) {
        if (fl)
            bench_floor_close(fl);
        report(rows, nrows, &fr, &o, in_pe);
    }
    shmem_barrier_all();
    free(csrc);
    free(dst);
    shmem_free(src);
    shmem_free(agree);
    shmem_finalize();
    return 0;
}
