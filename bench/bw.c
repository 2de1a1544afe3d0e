/* SPDX-License-Identifier: BSD-3-Clause */
/* bw: OSU-style put and get bandwidth, 64 KiB to 64 MiB, against memcpy. */
#include <shmem.h>
#if defined(SHMAP_VERSION)
#include <shmemx.h> /* shmemx_asym_register: shmap's extension */
#endif
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

/* bench-npes: 2 4 */

/*
 * The shape of OSU's osu_oshm_put_bw / get_bw, with pairs: PE i of the
 * first half of the PEs sends to PE i + npes/2 (2 PEs: 0 -> 1; 4 PEs:
 * 0 -> 2 and 1 -> 3, oversubscribed on 2 CPUs; with an odd count the last
 * PE only joins the barriers). Every PE enters a barrier, then each
 * sender does a window of back-to-back operations of n bytes to its
 * partner and one shmem_quiet, while the partners wait in the next
 * barrier (a barrier, not a nap or a poll of a global: Open MPI 4.1 moves
 * data into a PE's static globals only when that PE makes progress, see
 * README.md). Bandwidth: the sum over the senders of each one's bytes /
 * its own time (OSU's multi-pair convention: a sender that leaves the
 * barrier late, as a woken PE does, does not stretch the others' time).
 *
 * Operations: shmem_putmem, shmem_getmem, shmem_long_put, shmem_long_get
 * and shmem_long_iput with both strides 1 (contiguous: it should cost
 * what a put does), each with the partner's buffer (the put's
 * destination, the get's source) on the symmetric heap (shmem_malloc),
 * in a static global and, where the library has it, in memory the
 * partner malloc'd and registered with shmemx_asym_register (shmap's
 * extension; elsewhere that table says n/a).
 *
 * The raw floor runs in the same windows, alternating with the library
 * (which goes first rotates): the same senders, the same window, memcpy
 * of the same size into the partner's buffer (gets: out of it) through
 * the pointer shmem_ptr gives, and a full fence at the end where the
 * library has its quiet. Where shmem_ptr gives none (Open MPI 4.1's
 * globals) the floor copies between two private buffers of the sender,
 * and the table's floor_by column says "private". bw/floor is the median
 * of the per-window ratios: 1.00 is as fast as the hardware copies.
 *
 * Standard OpenSHMEM 1.4 calls only, besides the registered memory
 * (#if SHMAP_VERSION). Memory: one buffer of the largest size on the
 * symmetric heap, one static global, and up to three private ones per PE
 * (64 MiB each); the defaults of both libraries' heaps hold it (shmap:
 * 1 GiB; Open MPI 4.1: put_lat's 64 MiB fit too), no SHMEM_SYMMETRIC_SIZE
 * needed.
 */

#define MIN_BYTES ((size_t)64 << 10)
#define MAX_BYTES ((size_t)64 << 20)
#define MAX_WINDOWS 16
#define NSIZES 8
#define CLOCK_EVERY ((size_t)1 << 20) /* bytes a window copies per check */

enum op { O_PUTMEM, O_GETMEM, O_LONG_PUT, O_LONG_GET, O_LONG_IPUT, NOP };
static const char *const op_name[NOP] = {"putmem", "getmem", "long_put",
                                         "long_get", "long_iput"};
static bool is_get(enum op o)
{
    return o == O_GETMEM || o == O_LONG_GET;
}

enum mem { M_HEAP, M_GLOB, M_REG, NMEM };
static const char *const mem_title[NMEM] = {
    "the symmetric heap (shmem_malloc)", "a static global (.bss)",
    "registered memory (malloc + shmemx_asym_register)"};

/* The partner's buffer of one kind, as seen by a sender. */
struct target {
    char *addr; /* what the library takes: a symmetric address, or the
                   partner's own address of its registered buffer */
    char *ptr;  /* the same through shmem_ptr, or NULL */
    bool ok;    /* every PE has this kind (else: n/a) */
    bool raw;   /* every sender got a pointer (else: private floor) */
};

static _Alignas(4096) char gbuf[MAX_BYTES];
static char *hbuf;  /* symmetric: the heap buffer */
static char *rbuf;  /* partners: the registered buffer, or NULL */
static char *src;   /* private: the pattern, every put's source */
static char *priv;  /* private: every get's destination, the floors' */
static long *ctl;   /* symmetric: [0, NCTL) all_true's counters, [NCTL]
                       the partner's registered buffer's address */
static long *times; /* on PE 0: [sender][window][2][SPAN] */
#define NCTL 16
static int me, npes, nsend, partner; /* partner: -1 if none */

struct opts {
    int windows;
    size_t max_n, window_bytes;
    long min_calls;
    uint64_t budget_ns; /* a window stops after the operation that ends
                           past this, whatever its count */
    uint64_t slow_ns;   /* an operation slower than this: no larger sizes */
};

/* A sender's window: start, end (ns), operations. */
enum { SPAN = 3 };

enum state { NOT_THERE, SKIPPED, MEASURED };
struct row {
    enum state st;
    double mbps, floor_mbps, x; /* medians over the windows */
    double op_ns;               /* the slowest sender's, median */
};

static void die(const char *what)
{
    fprintf(stderr, "bw: PE %d: %s\n", me, what);
    shmem_global_exit(1);
}

/* True on every PE when mine is true on every PE (collective). */
static bool all_true(bool mine)
{
    static int next;
    long *c = &ctl[next++ % NCTL];
    shmem_barrier_all(); /* every PE is past the previous use of c */
    if (!mine)
        shmem_long_atomic_add(c, 1, 0);
    shmem_barrier_all();
    bool all = shmem_long_atomic_fetch(c, 0) == 0;
    shmem_barrier_all(); /* every PE has read c */
    if (me == 0)
        *c = 0;
    return all;
}

static void lib_op(enum op o, char *remote, size_t n)
{
    switch (o) {
    case O_PUTMEM: shmem_putmem(remote, src, n, partner); break;
    case O_GETMEM: shmem_getmem(priv, remote, n, partner); break;
    case O_LONG_PUT:
        shmem_long_put((long *)remote, (const long *)src, n / sizeof(long),
                       partner);
        break;
    case O_LONG_GET:
        shmem_long_get((long *)priv, (const long *)remote, n / sizeof(long),
                       partner);
        break;
    case O_LONG_IPUT:
        shmem_long_iput((long *)remote, (const long *)src, 1, 1,
                        n / sizeof(long), partner);
        break;
    default: break;
    }
}

/* The floor's copy: into the partner's buffer (gets: out of it), or
 * between two private buffers where there is no pointer. */
static void floor_op(enum op o, const struct target *t, size_t n)
{
    if (!t->raw)
        memcpy(priv, src, n);
    else if (is_get(o))
        memcpy(priv, t->ptr, n);
    else
        memcpy(t->ptr, src, n);
}

/* One window on every PE: the senders run k operations (fewer once
 * the budget is spent: Open MPI's puts into globals can take seconds) and
 * complete them; span gets start, end and count. The partners go
 * straight on to the next barrier and wait there. */
static void window(enum op o, const struct target *t, size_t n, long k,
                   bool floor, uint64_t budget_ns, uint64_t span[SPAN])
{
    shmem_barrier_all();
    if (me >= nsend)
        return;
    /* The clock is read every MiB or so: at 64 KiB a reading would
     * cost a few percent of an operation. */
    long every = n >= CLOCK_EVERY ? 1 : (long)(CLOCK_EVERY / n);
    uint64_t t0 = bench_now_ns(), end = t0 + budget_ns;
    long i = 0;
    do {
        if (floor)
            floor_op(o, t, n);
        else
            lib_op(o, t->addr, n);
    } while (++i < k && (i % every || bench_now_ns() < end));
    if (floor)
        __atomic_thread_fence(__ATOMIC_SEQ_CST); /* as shmem_quiet */
    else
        shmem_quiet();
    span[0] = t0;
    span[1] = bench_now_ns();
    span[2] = (uint64_t)i;
}

/* After the windows: one more operation into a cleared buffer (gets:
 * out of the partner's buffer, which holds the pattern, into a cleared
 * one), and the bytes must be the pattern. */
static void check(enum op o, enum mem m, const struct target *t, size_t n)
{
    char *local = m == M_HEAP ? hbuf : m == M_GLOB ? gbuf : rbuf;
    bool put = !is_get(o);
    if (put && partner >= 0 && me >= nsend)
        memset(local, 0, n);
    if (!put && me < nsend)
        memset(priv, 0, n);
    shmem_barrier_all();
    if (me < nsend) {
        lib_op(o, t->addr, n);
        shmem_quiet();
    }
    shmem_barrier_all();
    const char *got = put ? (me >= nsend && partner >= 0 ? local : NULL)
                          : (me < nsend ? priv : NULL);
    if (got && memcmp(got, src, n) != 0) {
        fprintf(stderr,
                "bw: PE %d: after %s of %zu bytes (%s) the %s "
                "buffer does not hold the source's bytes\n",
                me, op_name[o], n, mem_title[m], put ? "target" : "local");
        shmem_global_exit(1);
    }
}

/* One row: warm-up, the windows, the check, and on PE 0 the medians. */
static struct row measure(enum op o, enum mem m, const struct target *t,
                          size_t n, const struct opts *op)
{
    struct row r = {t->ok ? MEASURED : NOT_THERE, 0, 0, 0, 0};
    if (!t->ok)
        return r;
    long k = (long)(op->window_bytes / n);
    if (k < op->min_calls)
        k = op->min_calls;
    uint64_t span[MAX_WINDOWS][2][SPAN], warm[SPAN]; /* [1]: the floor */
    memset(span, 0, sizeof(span));
    window(o, t, n, 1, false, 0, warm); /* first touches, first mappings */
    window(o, t, n, 1, true, 0, warm);
    for (int w = 0; w < op->windows; w++) {
        bool floor_first = w % 2;
        window(o, t, n, k, floor_first, op->budget_ns, span[w][floor_first]);
        window(o, t, n, k, !floor_first, op->budget_ns, span[w][!floor_first]);
    }
    check(o, m, t, n);
    if (me < nsend)
        shmem_putmem(&times[(size_t)me * sizeof(span) / sizeof(long)], span,
                     sizeof(span), 0);
    shmem_barrier_all(); /* (its quiet completes the puts of the times) */
    if (me != 0)
        return r;
    double bw[2][MAX_WINDOWS], x[MAX_WINDOWS], op_ns[MAX_WINDOWS];
    for (int w = 0; w < op->windows; w++) {
        op_ns[w] = 0;
        for (int v = 0; v < 2; v++) {
            bw[v][w] = 0;
            for (int s = 0; s < nsend; s++) {
                const long *e =
                    &times[((size_t)(s * MAX_WINDOWS + w) * 2 + (size_t)v) *
                           SPAN];
                double ns = (double)(e[1] - e[0]);
                bw[v][w] += (double)n * (double)e[2] / ns * 1e3; /* MB/s */
                if (v == 0 && ns / (double)e[2] > op_ns[w])
                    op_ns[w] = ns / (double)e[2];
            }
        }
        x[w] = bw[0][w] / bw[1][w];
    }
    r.mbps = bench_median(bw[0], op->windows);
    r.floor_mbps = bench_median(bw[1], op->windows);
    r.x = bench_median(x, op->windows);
    r.op_ns = bench_median(op_ns, op->windows);
    return r;
}

static void report(struct row rows[NMEM][NOP][NSIZES], int nsizes,
                   const struct target *tg, const struct opts *o)
{
    static const char *const heads[] = {"op",         "bytes",    "agg_MB/s",
                                        "floor_MB/s", "bw/floor", "floor_by"};
    char title[200];
    for (int m = 0; m < NMEM; m++) {
        snprintf(title, sizeof(title),
                 "bw: %d sender(s), PE i -> PE i + %d, windows of "
                 "back-to-back operations + quiet; partner's buffer in %s",
                 nsend, nsend, mem_title[m]);
        struct bench_table t;
        bench_table_init(&t, title, heads, 6);
        for (int op = 0; op < NOP; op++) {
            size_t n = MIN_BYTES;
            for (int i = 0; i < nsizes; i++, n *= 4) {
                const struct row *r = &rows[m][op][i];
                bench_table_cell(&t, "%s", op_name[op]);
                bench_table_cell(&t, n >> 20 ? "%zuM" : "%zuK",
                                 n >> (n >> 20 ? 20 : 10));
                if (r->st != MEASURED) {
                    for (int c = 0; c < 3; c++)
                        bench_table_cell(&t, r->st == SKIPPED ? "-" : "n/a");
                    bench_table_cell(&t, r->st == SKIPPED ? "slow" : "n/a");
                    continue;
                }
                bench_table_cell(&t, "%.0f", r->mbps);
                bench_table_cell(&t, "%.0f", r->floor_mbps);
                bench_table_cell(&t, "%.2f", r->x);
                bench_table_cell(&t, "%s", tg[m].raw ? "shmem_ptr" : "private");
            }
        }
        bench_table_print(&t);
    }
    bench_note("agg_MB/s: 10^6 B/s, the sum over the senders of bytes / own "
               "time, median of %d windows",
               o->windows);
    bench_note("  of max(%zu MiB, %ld operations) per sender (fewer once "
               "%.0f ms have passed); the",
               o->window_bytes >> 20, o->min_calls, (double)o->budget_ns / 1e6);
    bench_note("  partners wait in a barrier. slow: not measured, one "
               "operation of the size before took");
    bench_note("  over %.0f ms.", (double)o->slow_ns / 1e6);
    bench_note("floor: memcpy of the same size into the partner's buffer "
               "(gets: out of it) through");
    bench_note("  shmem_ptr, + a full fence a window, in the same windows; "
               "floor_by private: shmem_ptr gave");
    bench_note("  no pointer, memcpy between two private buffers instead. "
               "bw/floor: median of per-window");
    bench_note("  ratios (1.00: as fast as the copy). long_iput: strides 1, "
               "1. n/a: the library has no such memory.");
    for (int m = 0; m < NMEM; m++)
        if (tg[m].ok && !tg[m].raw)
            bench_note("%s: shmem_ptr gave no pointer: floor between private "
                       "buffers",
                       mem_title[m]);
}

/* The partner's registered buffer: partners register theirs and tell
 * their senders its address. shmap only. */
static void setup_registered(struct target *t, size_t max_n)
{
    bool mine = false;
    ctl[NCTL] = 0;
    shmem_barrier_all();
#if defined(SHMAP_VERSION)
    if (me >= nsend && partner >= 0) {
        rbuf = aligned_alloc(4096, max_n);
        if (rbuf) {
            memcpy(rbuf, src, max_n); /* the gets' source */
            if (shmemx_asym_register(rbuf, max_n) != 0) {
                fprintf(stderr,
                        "bw: PE %d: shmemx_asym_register of %zu "
                        "bytes failed\n",
                        me, max_n);
                free(rbuf);
                rbuf = NULL;
            }
        }
        long a = (long)(uintptr_t)rbuf;
        shmem_putmem(&ctl[NCTL], &a, sizeof(a), partner);
        mine = rbuf != NULL;
    }
    shmem_barrier_all();
    if (me < nsend) {
        t->addr = (char *)(uintptr_t)ctl[NCTL];
        mine = t->addr != NULL;
        t->ptr = mine ? shmem_ptr(t->addr, partner) : NULL;
    } else if (partner < 0) {
        mine = true;
    }
#else
    (void)max_n;
#endif
    t->ok = all_true(mine);
    t->raw = t->ok && all_true(me >= nsend || t->ptr != NULL);
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(
        argc, argv,
        "OSU-style put/get bandwidth, 64 KiB to 64 MiB: the first half of "
        "the PEs each to its partner in the second half, against memcpy "
        "(2 or more PEs).");
    struct opts o = {8, MAX_BYTES, (size_t)128 << 20, 3, 100000000, 50000000};
    if (quick)
        o = (struct opts){3, (size_t)4 << 20, (size_t)16 << 20,
                          2, 20000000,        50000000};

    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    if (npes < 2) {
        if (me == 0)
            printf("bw: needs 2 or more PEs, not %d (oshrun -np 2)%s\n", npes,
                   quick ? "; skipped" : "");
        shmem_finalize();
        return quick ? 0 : 2;
    }
    nsend = npes / 2;
    partner = me < nsend ? me + nsend : me < 2 * nsend ? me - nsend : -1;

    hbuf = shmem_align(4096, o.max_n);
    ctl = shmem_calloc(NCTL + 1, sizeof(long));
    times = shmem_calloc((size_t)nsend * MAX_WINDOWS * 2 * SPAN, sizeof(long));
    src = aligned_alloc(4096, o.max_n);
    priv = aligned_alloc(4096, o.max_n);
    if (!hbuf || !ctl || !times || !src || !priv)
        die("out of memory");
    for (size_t i = 0; i < o.max_n; i++)
        src[i] = (char)(i * 7 + 3);
    memset(priv, 0, o.max_n);
    /* Every PE's buffers hold the pattern: the gets' sources. */
    memcpy(hbuf, src, o.max_n);
    memcpy(gbuf, src, o.max_n);

    struct target tg[NMEM];
    memset(tg, 0, sizeof(tg));
    tg[M_HEAP].addr = hbuf;
    tg[M_GLOB].addr = gbuf;
    for (int m = M_HEAP; m <= M_GLOB; m++) {
        tg[m].ptr = partner >= 0 ? shmem_ptr(tg[m].addr, partner) : NULL;
        tg[m].ok = true;
        tg[m].raw = all_true(me >= nsend || tg[m].ptr != NULL);
    }
    setup_registered(&tg[M_REG], o.max_n);

    static struct row rows[NMEM][NOP][NSIZES];
    int nsizes = 0;
    for (size_t n = MIN_BYTES; n <= o.max_n && nsizes < NSIZES; n *= 4)
        nsizes++;
    for (int m = 0; m < NMEM; m++)
        for (int op = 0; op < NOP; op++) {
            size_t n = MIN_BYTES;
            bool slow = false;
            for (int i = 0; i < nsizes; i++, n *= 4) {
                struct row *r = &rows[m][op][i];
                if (slow) {
                    r->st = SKIPPED;
                    continue;
                }
                *r = measure((enum op)op, (enum mem)m, &tg[m], n, &o);
                /* PE 0 has the times: the next size would be 4x as slow */
                slow = !all_true(me != 0 || r->op_ns <= (double)o.slow_ns);
            }
        }
    if (me == 0)
        report(rows, nsizes, tg, &o);

    shmem_barrier_all();
#if defined(SHMAP_VERSION)
    if (rbuf) {
        shmemx_asym_unregister(rbuf);
        free(rbuf);
    }
#endif
    free(priv);
    free(src);
    shmem_free(times);
    shmem_free(ctl);
    shmem_free(hbuf);
    shmem_finalize();
    return 0;
}
