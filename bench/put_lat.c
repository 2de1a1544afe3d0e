/* SPDX-License-Identifier: BSD-3-Clause */
/* put_lat: 2-PE put ping-pong latency and bandwidth, relative to raw floors. */
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

/*
 * The intra-node ping-pong of the Sandia OpenSHMEM papers: PE 0 puts n
 * bytes into PE 1's buffer, fences, sets PE 1's flag with a long_p and
 * waits for its own flag; PE 1 waits, then answers the same way with the
 * same size. One-way time = round trip / 2. Standard OpenSHMEM calls only.
 *
 * The machine's speed changes within a run (see harness.h), so each size
 * runs as several short windows: a put window into the symmetric heap, one
 * into static globals (alternating which goes first) and, for 8 B and the
 * large sizes, a window of the raw floor. Ratios are medians of the
 * per-window ratios.
 *
 * The 8-byte floor is the put loop's hand-off without the library, done
 * by the same two PEs on the same lines: each stores 8 bytes into the
 * other's heap buffer and then its flag, with a full fence between (what
 * putmem, fence and long_p do), through the pointers shmem_ptr gives, and
 * spins on its own flag. So only the library's own work differs: same
 * processes and CPUs, same pages (and TLB entries), same four lines. A
 * floor of two forked processes on a page of their own (harness.c), with
 * PE 1 asleep, once measured 0.80x the put: placement, not the library.
 * That floor stays for implementations whose shmem_ptr gives no pointer.
 */

#define MAX_BYTES ((size_t)64 << 20)
#define FULL_TRIALS_MAX ((size_t)4 << 20) /* above: fewer trials */
#define BW_MIN_FULL ((size_t)64 << 10)    /* bandwidth columns from here on */
#define MAX_WINDOWS 16
#define SETTLE_BATCH 64

static _Alignas(4096) char gbuf[MAX_BYTES];
static _Alignas(128) long gflag;
/* Control words on the symmetric heap, a cache line apart: Open MPI 4.1
 * delivers puts into static globals only when the target makes progress,
 * which a sleeping, polling PE never does. */
static long *ctl;
#define settle_done ctl[0] /* PE 0 tells PE 1: 1 settled, 2 gave up */
#define parked ctl[16]     /* PE 1 tells PE 0: asleep for floor window w */
#define floor_done ctl[32] /* PE 0 tells PE 1: floor window w is over */
#define peer_ptr ctl[48]   /* each tells the other: shmem_ptr works here */
#define NCTL 64
static long floor_seq; /* floor windows so far (both PEs count) */

struct pp {
    char *buf;       /* symmetric: the peer puts into ours */
    long *flag;      /* symmetric: the peer raises ours */
    const char *src; /* private source of our puts */
    size_t n;
    long seq; /* rounds so far; flags only ever grow */
    int peer;
    char *rbuf;  /* the peer's buf and flag in our address space */
    long *rflag; /* (shmem_ptr), or NULL: the raw floor's targets */
};

static void pp_send(struct pp *p, long seq)
{
    shmem_putmem(p->buf, p->src, p->n, p->peer);
    shmem_fence(); /* the data lands before the flag */
    shmem_long_p(p->flag, seq, p->peer);
}

/* PE 0: one timed round trip. */
static void pp_round_trip(void *arg)
{
    struct pp *p = arg;
    long seq = ++p->seq;
    pp_send(p, seq);
    shmem_long_wait_until(p->flag, SHMEM_CMP_GE, seq);
}

/* PE 1: answer count rounds. */
static void pp_echo(struct pp *p, long count)
{
    for (long i = 0; i < count; i++) {
        long seq = ++p->seq;
        shmem_long_wait_until(p->flag, SHMEM_CMP_GE, seq);
        pp_send(p, seq);
    }
}

/* ---- the raw 8-byte floor in the PEs themselves ---- */

static void raw_send(const struct pp *p, long seq)
{
    uint64_t v;
    memcpy(&v, p->src, sizeof(v));
    __atomic_store_n((uint64_t *)p->rbuf, v, __ATOMIC_RELAXED);
    /* as shmem_fence: the data before the flag */
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    __atomic_store_n(p->rflag, seq, __ATOMIC_RELEASE); /* pairs with raw_wait */
}

static void raw_wait(const struct pp *p, long seq)
{
    /* spins (yielding only after 50 us, when the PEs share a CPU) */
    bench_wait_ge((const uint64_t *)p->flag, (uint64_t)seq, false);
}

static void raw_round_trip(void *arg)
{
    struct pp *p = arg;
    long seq = ++p->seq;
    raw_send(p, seq);
    raw_wait(p, seq);
}

static void raw_echo(struct pp *p, long count)
{
    for (long i = 0; i < count; i++) {
        long seq = ++p->seq;
        raw_wait(p, seq);
        raw_send(p, seq);
    }
}

/*
 * PEs that share a CPU (at start-up, or after the floor's child ran) are
 * left there by the scheduler for a while (seconds, at times), and a
 * round trip then costs a time slice or a yield. Ping-pong 8 B in
 * batches until one looks like a hand-off; returns the milliseconds that
 * took beyond one batch (PE 0; -1 if it gave up after limit_ns).
 */
static double settle(struct pp *p, uint64_t limit_ns, int me)
{
    uint64_t t0 = bench_now_ns();
    int batches = 0;
    p->n = 8;
    for (;; batches++) {
        shmem_barrier_all();
        if (me == 0) {
            uint64_t b0 = bench_now_ns();
            for (int i = 0; i < SETTLE_BATCH; i++)
                pp_round_trip(p);
            uint64_t t = bench_now_ns();
            double one_way = (double)(t - b0) / (2.0 * SETTLE_BATCH);
            if (one_way < BENCH_SHARED_CPU_NS)
                settle_done = 1;
            else
                settle_done = t - t0 > limit_ns ? 2 : 0;
            shmem_long_p(&settle_done, settle_done, 1);
        } else {
            pp_echo(p, SETTLE_BATCH);
        }
        shmem_barrier_all();
        if (settle_done)
            break;
        /* The load balancer is slow to part two busy, cache-hot PEs,
         * but a waking process goes to an idle CPU: PE 1 naps. */
        if (me != 0)
            bench_sleep_ns(2000000);
    }
    if (settle_done != 1)
        return -1;
    return batches ? (double)(bench_now_ns() - t0) / 1e6 : 0;
}

struct opts {
    long windows, per_window, warmup; /* trials = windows * per_window */
    size_t max_n, bw_min;
    uint64_t settle_ns; /* how long to wait for the PEs to be spread */
};

enum floor_kind { NO_FLOOR, LINE_FLOOR, MEMCPY_FLOOR };

/* PE 0's results for one size: one-way times over all windows, and the
 * medians of the per-window ratios. */
struct row {
    size_t n;
    enum floor_kind kind;
    struct bench_stats heap, glob, floor; /* floor: hand-off or memcpy */
    double x_floor, glob_heap;
    int shared_cpu; /* line-floor windows whose two processes shared a CPU */
};

/*
 * One floor window; returns PE 0's stats per call: a round trip (line
 * floor) or one memcpy. The line floor runs in both PEs (raw_round_trip)
 * where shmem_ptr gave pointers; else PE 0 runs it with the forked child
 * while PE 1 sleeps, so that its CPU is idle for the child (spinning or
 * yielding, it would share it). For memcpy PE 1 waits in a barrier.
 */
static struct bench_stats floor_window(struct bench_floor *fl, struct pp *heap,
                                       enum floor_kind kind,
                                       struct bench_samples *s, size_t n,
                                       const struct opts *o, int me)
{
    struct bench_stats f = {0};
    if (kind == MEMCPY_FLOOR) {
        if (me == 0)
            f = bench_floor_memcpy(s, n, o->per_window, o->warmup);
        shmem_barrier_all();
        return f;
    }
    if (heap->rbuf) {
        if (me == 0)
            return bench_sample(s, raw_round_trip, heap, o->per_window,
                                o->warmup);
        raw_echo(heap, o->per_window + o->warmup);
        return f;
    }
    long w = ++floor_seq;
    if (me != 0) {
        shmem_long_p(&parked, w, 0);
        while (!shmem_long_test(&floor_done, SHMEM_CMP_GE, w))
            bench_sleep_ns(200000);
        return f;
    }
    shmem_long_wait_until(&parked, SHMEM_CMP_GE, w);
    bench_spin_ns(20000); /* PE 1's way into nanosleep */
    f = bench_floor_window(fl, s, o->per_window, o->warmup);
    shmem_long_p(&floor_done, w, 1);
    return bench_scale(f, 2);
}

/* One window of round trips on PE 0 (zeros on PE 1). */
static struct bench_stats window(struct pp *p, struct bench_samples *s,
                                 const struct opts *o, int me)
{
    struct bench_stats z = {0};
    if (me == 0)
        return bench_sample(s, pp_round_trip, p, o->per_window, o->warmup);
    pp_echo(p, o->per_window + o->warmup);
    return z;
}

/* Every byte of the last put into our buffer must have landed. */
static void check(const struct pp *p, int me)
{
    char want = (char)(0x10 + p->peer);
    for (size_t i = 0; i < p->n; i++) {
        if (p->buf[i] != want) {
            fprintf(stderr,
                    "put_lat: PE %d: byte %zu of a %zu-byte put is "
                    "%d, not %d\n",
                    me, i, p->n, p->buf[i], want);
            shmem_global_exit(1);
        }
    }
}

static struct row measure(struct pp *heap, struct pp *glob,
                          struct bench_floor *fl, size_t n,
                          const struct opts *o, int me)
{
    struct row r = {0};
    struct bench_samples hs = BENCH_SAMPLES_INIT, gs = BENCH_SAMPLES_INIT,
                         fs = BENCH_SAMPLES_INIT;
    double xf[MAX_WINDOWS], gh[MAX_WINDOWS];
    r.n = n;
    r.kind = n == 8 ? LINE_FLOOR : n >= o->bw_min ? MEMCPY_FLOOR : NO_FLOOR;
    heap->n = glob->n = n;
    memset(heap->buf, 0, n);
    memset(glob->buf, 0, n);
    shmem_barrier_all(); /* cleared before the peer's first put */
    for (int w = 0; w < o->windows; w++) {
        struct bench_stats f = {0}, h, g;
        if (r.kind != NO_FLOOR)
            f = floor_window(fl, heap, r.kind, &fs, n, o, me);
        if (w % 2 == 0) {
            h = window(heap, &hs, o, me);
            g = window(glob, &gs, o, me);
        } else {
            g = window(glob, &gs, o, me);
            h = window(heap, &hs, o, me);
        }
        if (me != 0)
            continue;
        gh[w] = g.tmean_ns / h.tmean_ns;
        if (r.kind == LINE_FLOOR) /* round trip / round trip */
            xf[w] = h.tmean_ns / f.tmean_ns;
        else if (r.kind == MEMCPY_FLOOR) /* one way / one memcpy */
            xf[w] = h.tmean_ns / 2 / f.tmean_ns;
        if (r.kind == LINE_FLOOR && f.tmean_ns / 2 > BENCH_SHARED_CPU_NS)
            r.shared_cpu++;
    }
    check(heap, me);
    check(glob, me);
    if (me == 0) {
        r.heap = bench_scale(bench_summary(&hs), 0.5);
        r.glob = bench_scale(bench_summary(&gs), 0.5);
        r.floor = bench_summary(&fs);
        if (r.kind == LINE_FLOOR)
            r.floor = bench_scale(r.floor, 0.5);
        r.glob_heap = bench_median(gh, (int)o->windows);
        if (r.kind != NO_FLOOR)
            r.x_floor = bench_median(xf, (int)o->windows);
    }
    bench_samples_free(&hs);
    bench_samples_free(&gs);
    bench_samples_free(&fs);
    return r;
}

static const char *size_name(size_t n, char *out, size_t len)
{
    if (n >= (1u << 20))
        snprintf(out, len, "%zuM", n >> 20);
    else if (n >= (1u << 10))
        snprintf(out, len, "%zuK", n >> 10);
    else
        snprintf(out, len, "%zu", n);
    return out;
}

static void report(const struct row *rows, int nrows, const struct opts *o,
                   double settle_ms, bool in_pe)
{
    static const char *const heads[] = {"bytes",   "avg_us",   "min_us",
                                        "max_us",  "tmean_us", "MB/s",
                                        "x_floor", "glob_us",  "glob/heap"};
    struct bench_table t;
    char title[160], name[16];
    snprintf(title, sizeof(title),
             "put_lat: putmem+fence+long_p ping-pong, 2 PEs, %ld trials a "
             "size, one-way = RTT/2",
             o->windows * o->per_window);
    bench_table_init(&t, title, heads, 9);
    const struct row *r8 = NULL, *rbw = NULL;
    for (const struct row *r = rows; r < rows + nrows; r++) {
        const struct bench_stats *h = &r->heap;
        bench_table_cell(&t, "%s", size_name(r->n, name, sizeof(name)));
        bench_table_cell(&t, "%.3f", h->avg_ns / 1e3);
        bench_table_cell(&t, "%.3f", h->min_ns / 1e3);
        bench_table_cell(&t, "%.3f", h->max_ns / 1e3);
        bench_table_cell(&t, "%.3f", h->tmean_ns / 1e3);
        if (r->n >= o->bw_min)
            bench_table_cell(&t, "%.0f", bench_mbps(r->n, h->tmean_ns));
        else
            bench_table_cell(&t, "-");
        if (r->kind != NO_FLOOR)
            bench_table_cell(&t, "%.2f", r->x_floor);
        else
            bench_table_cell(&t, "-");
        bench_table_cell(&t, "%.3f", r->glob.tmean_ns / 1e3);
        bench_table_cell(&t, "%.2f", r->glob_heap);
        if (r->kind == LINE_FLOOR)
            r8 = r;
        /* 1 MiB, or the largest size measured */
        if (r->kind == MEMCPY_FLOOR && (!rbw || rbw->n != (1u << 20)))
            rbw = r;
    }
    bench_table_print(&t);

    bench_note("tmean: mean of the middle 80%% of the trials. x_floor, "
               "glob/heap: medians over");
    bench_note("  %ld windows of the per-window ratio. x_floor = one-way "
               "time / raw floor (no",
               o->windows);
    bench_note("  SHMEM), measured in the same windows: for 8 B the same "
               "hand-off (an 8 B store");
    bench_note("  to a data line, a full fence, a store to a flag line; "
               "each way) %s,",
               in_pe ? "by the two PEs" : "by two forked processes");
    bench_note("  %s; from %s a memcpy of the same size.",
               in_pe ? "on the same lines, through shmem_ptr"
                     : "on a page of their own (shmem_ptr gave no pointer)",
               size_name(o->bw_min, name, sizeof(name)));
    if (settle_ms < 0)
        bench_note("WARNING: the PEs still shared one CPU after %.1f s of "
                   "warm-up: these are time slices",
                   (double)o->settle_ns / 1e9);
    else if (settle_ms > 1)
        bench_note("(warm-up: the PEs shared one CPU for %.0f ms in all)",
                   settle_ms);
    if (r8) {
        if (r8->shared_cpu)
            bench_note("WARNING: in %d of %ld floor windows the floor's "
                       "processes shared a CPU",
                       r8->shared_cpu, o->windows);
        bench_note(
            "floor: raw data+fence+flag one-way: tmean %.3f us, min %.3f "
            "us, max %.3f us",
            r8->floor.tmean_ns / 1e3, r8->floor.min_ns / 1e3,
            r8->floor.max_ns / 1e3);
        bench_note("8 B: put / floor = %.2f; global / heap = %.2f", r8->x_floor,
                   r8->glob_heap);
    }
    if (rbw) {
        double put = bench_mbps(rbw->n, rbw->heap.tmean_ns);
        double raw = bench_mbps(rbw->n, rbw->floor.tmean_ns);
        bench_note("%s: put %.0f MB/s; raw memcpy %.0f MB/s; put / memcpy "
                   "bandwidth = %.2f",
                   size_name(rbw->n, name, sizeof(name)), put, raw,
                   1 / rbw->x_floor);
    }
    bench_note("clock reading: %.1f ns, taken out of every time",
               bench_clock_overhead_ns());
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(argc, argv,
                                   "2-PE put ping-pong latency and "
                                   "bandwidth (run with exactly 2 PEs).");
    struct opts o = {10, 100, 10, MAX_BYTES, BW_MIN_FULL, 5000000000u};
    if (quick)
        o = (struct opts){2, 10, 2, 4096, 4096, 500000000u};

    shmem_init();
    ctl = shmem_calloc(NCTL, sizeof(long));
    int me = shmem_my_pe(), npes = shmem_n_pes();
    if (npes != 2) {
        if (me == 0)
            printf("put_lat: needs exactly 2 PEs, not %d (oshrun -np 2)%s\n",
                   npes, quick ? "; skipped" : "");
        shmem_finalize();
        return quick ? 0 : 2;
    }

    char *hbuf = shmem_align(4096, MAX_BYTES);
    long *hflag = shmem_align(128, 128);
    if (!hbuf || !hflag) {
        fprintf(stderr, "put_lat: PE %d: out of symmetric memory\n", me);
        shmem_global_exit(1);
    }
    /* The 8-byte floor runs in the PEs where both get pointers to the
     * other's buffer and flag; both must agree, PE 1 behaves differently
     * under the two floors. */
    char *rbuf = shmem_ptr(hbuf, 1 - me);
    long *rflag = shmem_ptr(hflag, 1 - me);
    shmem_long_p(&peer_ptr, rbuf && rflag ? 1 : 2, 1 - me);
    shmem_barrier_all();
    if (!rbuf || !rflag || peer_ptr != 1)
        rbuf = NULL, rflag = NULL;
    /* Else PE 0's partner for the floor: forked before the buffers are
     * touched, so the fork has little to copy. */
    struct bench_floor *fl = me == 0 && !rbuf ? bench_floor_open_put() : NULL;
    char *src = aligned_alloc(4096, MAX_BYTES);
    if (!src) {
        fprintf(stderr, "put_lat: PE %d: out of memory\n", me);
        shmem_global_exit(1);
    }
    memset(src, 0x10 + me, MAX_BYTES);
    *hflag = 0;
    gflag = 0;
    shmem_barrier_all();
    struct pp heap = {hbuf, hflag, src, 0, 0, 1 - me, rbuf, rflag};
    struct pp glob = {gbuf, &gflag, src, 0, 0, 1 - me, NULL, NULL};

    enum { MAX_ROWS = 24 };
    struct row rows[MAX_ROWS];
    int nrows = 0;
    double settle_ms = 0; /* -1 once settling gave up: no more tries */
    for (size_t n = 8; n <= o.max_n && nrows < MAX_ROWS; n *= 2) {
        /* A floor's run and a barrier can leave the PEs on one CPU. */
        if (settle_ms >= 0) {
            double ms = settle(&heap, o.settle_ns, me);
            settle_ms = ms < 0 ? -1 : settle_ms + ms;
        }
        /* Above 4 MiB a trial takes milliseconds: fewer of them, the
         * same time per size. */
        struct opts os = o;
        if (n > FULL_TRIALS_MAX) {
            os.per_window = (long)((size_t)o.per_window * FULL_TRIALS_MAX / n);
            if (os.per_window < 4)
                os.per_window = 4;
            os.warmup = 2;
        }
        rows[nrows++] = measure(&heap, &glob, fl, n, &os, me);
    }
    if (me == 0) {
        if (fl)
            bench_floor_close(fl);
        report(rows, nrows, &o, settle_ms, heap.rbuf != NULL);
    }

    shmem_barrier_all();
    shmem_free(hflag);
    shmem_free(hbuf);
    free(src);
    shmem_finalize();
    return 0;
}
