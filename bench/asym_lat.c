/* SPDX-License-Identifier: BSD-3-Clause */
/* asym_lat: RMA to registered (asymmetric) memory against symmetric memory:
 * 1 KiB puts and gets into 1 to 10,000 regions, 8-byte put latency, and
 * what registering a region and first reaching it cost. */
#include <shmem.h>
#include <shmemx.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

/*
 * The experiment of the LANL asymmetric-memory paper, on one node (see
 * shmemx_asym_register(3)). Three tables:
 *
 * 1. PE 0 mallocs R regions of 1 KiB, each with a malloc call of its own
 *    (glibc places them 1040 bytes apart in the brk heap: the footprint
 *    of R KiB of symmetric heap, so that caches and TLB see the same
 *    amount of memory in both cases), registers them and publishes their
 *    addresses in a symmetric array, which every other PE reads with
 *    shmem_getmem. Every PE but 0 then does the same pseudo-random
 *    sequence of 1 KiB operations into PE 0's memory, puts and gets
 *    alternating, operation i on region idx[i] (uniform over R, from a
 *    fixed seed per PE, drawn before any timing), four ways:
 *      asym  shmemx_asym_putmem / shmemx_asym_getmem on the regions;
 *      sym   shmem_putmem / shmem_getmem on a symmetric buffer of R KiB
 *            at base + idx[i] * 1 KiB (the baseline);
 *      std   shmem_putmem / shmem_getmem on the registered regions (the
 *            standard routines accept them too);
 *      ptr   memcpy through the pointers shmem_ptr gave for the regions
 *            before timing: the same memory with no translation, so
 *            asym - ptr is what the library's lookup costs.
 *    1,000,000 operations of each way and R in all (--quick: 20,000 and
 *    R up to 1,000), split evenly over PEs 1..N-1, in 10 windows (2);
 *    in a window all PEs run each way in turn (rotating which goes first),
 *    with a barrier before each, timing chunks of 1,000 operations (at
 *    least 8 chunks a window: fewer operations in --quick). ns/op: the
 *    trimmed mean (middle 80%) of the chunks of all windows / the chunk,
 *    averaged over PEs 1..N-1; x_sym = asym / sym, the median of the
 *    per-window ratios. Goal: x_sym <= 1.1 at 10,000 regions.
 *
 * 2. 8-byte put latency: put_lat's ping-pong between PE 0 and PE 1
 *    (put the datum, fence, long_p the flag; the other side waits on its
 *    flag and answers; one-way = round trip / 2), with the datum in a
 *    registered region of the peer against the peer's symmetric heap, in
 *    rotating windows as ctx does; x_sym = median of per-window ratios.
 *    Rows: the datum by shmem_putmem, by shmemx_asym_putmem (against
 *    shmem_putmem to the heap), by shmem_long_p; and with the flag in the
 *    registered region too (put to it, wait on it). Goal: <= 1.1.
 *
 * 3. Registration: per region, PE 0 registering R fresh regions, PEs
 *    1..N-1 each reaching every one of them the first time (an 8-byte
 *    shmemx_asym_putmem) and a second time, and PE 0 unregistering them.
 *    Small R repeats, with fresh regions each time, up to 2,000 regions
 *    (--quick: 1,000) or 100 batches (10).
 *
 * shmap only: the asymmetric routines are an extension (Open MPI's
 * OpenSHMEM has none, so its build of this program fails to link).
 */

#define OP_BYTES 1024
#define R_MAX 10000
#define MAX_WINDOWS 16
#define CHUNK_MAX 1000
#define SEED 0x5eed5eedULL

enum kind { K_ASYM, K_SYM, K_STD, K_PTR, NK };

static int me, npes;
static char *src, *dst; /* private 1 KiB buffers of PEs 1..N-1 */
static char *sym;       /* symmetric, R_MAX KiB: the baseline's targets */
static uintptr_t *pub;  /* symmetric: PE 0's region addresses */
static double *res;     /* symmetric: PEs' results, gathered on PE 0 */
#define RES_SLOTS ((MAX_WINDOWS + 1) * NK)

static void die(const char *what)
{
    fprintf(stderr, "asym_lat: PE %d: %s\n", me, what);
    shmem_global_exit(1);
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n);
    if (!p)
        die("out of memory");
    return p;
}

static uint64_t splitmix(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* ---- PE 0's regions ---- */

struct regions {
    char **p;
    long n;
};

/* Register n fresh regions of `bytes` (memset to 0 first); returns the
 * nanoseconds the registrations took. */
static uint64_t regions_make(struct regions *g, long n, size_t bytes)
{
    g->n = n;
    g->p = xmalloc((size_t)n * sizeof(*g->p));
    for (long i = 0; i < n; i++) {
        g->p[i] = xmalloc(bytes);
        memset(g->p[i], 0, bytes);
    }
    uint64_t t0 = bench_now_ns();
    for (long i = 0; i < n; i++) {
        int rc = shmemx_asym_register(g->p[i], bytes);
        if (rc != 0) {
            fprintf(stderr, "asym_lat: shmemx_asym_register(%p, %zu): %s\n",
                    (void *)g->p[i], bytes, strerror(-rc));
            shmem_global_exit(1);
        }
    }
    return bench_now_ns() - t0;
}

/* Unregister them; returns the nanoseconds that took. */
static uint64_t regions_unregister(const struct regions *g)
{
    uint64_t t0 = bench_now_ns();
    for (long i = 0; i < g->n; i++)
        if (shmemx_asym_unregister(g->p[i]) != 0)
            die("shmemx_asym_unregister failed");
    return bench_now_ns() - t0;
}

static void regions_free(struct regions *g)
{
    for (long i = 0; i < g->n; i++)
        free(g->p[i]);
    free(g->p);
    g->p = NULL;
    g->n = 0;
}

/* PE 0 publishes the addresses; every PE gets them in addr[0..n). */
static void regions_publish(const struct regions *g, long n, uintptr_t *addr)
{
    if (me == 0)
        for (long i = 0; i < n; i++)
            pub[i] = (uintptr_t)g->p[i];
    shmem_barrier_all();
    shmem_getmem(addr, pub, (size_t)n * sizeof(*addr), 0);
}

/* ---- table 1: 1 KiB operations on R regions ---- */

/* What a PE's loops read: op i targets region idx[i]. */
struct sweep {
    const uint32_t *idx;
    const uintptr_t *raddr; /* PE 0's addresses of the regions */
    char *const *rptr;      /* the same through shmem_ptr, or NULL */
};

/* n operations (n even), puts at even i, gets at odd i. Each way has a
 * loop of its own: no test inside. */
static void ops(enum kind k, const struct sweep *s, const uint32_t *idx, long n)
{
    switch (k) {
    case K_ASYM:
        for (long i = 0; i < n; i += 2) {
            shmemx_asym_putmem((void *)s->raddr[idx[i]], src, OP_BYTES, 0);
            shmemx_asym_getmem(dst, (const void *)s->raddr[idx[i + 1]],
                               OP_BYTES, 0);
        }
        break;
    case K_SYM:
        for (long i = 0; i < n; i += 2) {
            shmem_putmem(sym + (size_t)idx[i] * OP_BYTES, src, OP_BYTES, 0);
            shmem_getmem(dst, sym + (size_t)idx[i + 1] * OP_BYTES, OP_BYTES, 0);
        }
        break;
    case K_STD:
        for (long i = 0; i < n; i += 2) {
            shmem_putmem((void *)s->raddr[idx[i]], src, OP_BYTES, 0);
            shmem_getmem(dst, (const void *)s->raddr[idx[i + 1]], OP_BYTES, 0);
        }
        break;
    case K_PTR:
        for (long i = 0; i < n; i += 2) {
            memcpy(s->rptr[idx[i]], src, OP_BYTES);
            memcpy(dst, s->rptr[idx[i + 1]], OP_BYTES);
        }
        break;
    default: break;
    }
    __asm__ __volatile__("" ::: "memory"); /* dst's contents are used */
}

struct opts {
    long total_ops; /* per way and R, over all PEs */
    int windows;
    long max_r;
    long reg_min, reg_cycles; /* table 3: regions per R, most repetitions */
    long pp_windows, pp_iters, pp_warmup;
};

struct sweep_row {
    long r;
    double ns[NK]; /* per op; ptr < 0: no pointer from shmem_ptr */
    double x_sym;
    long ops_per_pe, chunk;
};

static struct sweep_row sweep_one(long r, const struct opts *o)
{
    struct sweep_row row = {.r = r};
    struct regions g = {0};
    if (me == 0)
        regions_make(&g, r, OP_BYTES);
    uintptr_t *raddr = xmalloc((size_t)r * sizeof(*raddr));
    regions_publish(&g, r, raddr);

    long workers = npes - 1;
    long per_window = o->total_ops / workers / o->windows;
    long chunk = per_window / 8 < CHUNK_MAX ? per_window / 8 : CHUNK_MAX;
    chunk &= ~1L;
    if (chunk < 2)
        chunk = 2;
    long nchunks = per_window / chunk;
    if (nchunks < 1)
        nchunks = 1;
    per_window = nchunks * chunk;
    row.ops_per_pe = per_window * o->windows;
    row.chunk = chunk;

    double mine[RES_SLOTS];
    for (int i = 0; i < RES_SLOTS; i++)
        mine[i] = 0;
    bool have_ptr = true;
    if (me != 0) {
        /* Everything a loop reads, made before any timing. */
        long nops = per_window * o->windows;
        uint32_t *idx = xmalloc((size_t)nops * sizeof(*idx));
        uint64_t seed = SEED + (uint64_t)me;
        for (long i = 0; i < nops; i++)
            idx[i] = (uint32_t)((splitmix(&seed) >> 16) % (uint64_t)r);
        char **rptr = xmalloc((size_t)r * sizeof(*rptr));
        for (long i = 0; i < r; i++) {
            rptr[i] = shmem_ptr((void *)raddr[i], 0);
            if (!rptr[i])
                have_ptr = false;
        }
        struct sweep s = {idx, raddr, have_ptr ? rptr : NULL};
        /* First touches out of the way: every region and symmetric
         * block once each way, then a short run of each loop. */
        uint32_t *all = xmalloc((size_t)(r + 1) * 2 * sizeof(*all));
        for (long i = 0; i < 2 * (r + 1); i++)
            all[i] = (uint32_t)((i / 2) % r);
        for (int k = 0; k < NK; k++)
            if (k != K_PTR || have_ptr) {
                ops((enum kind)k, &s, all, 2 * r);
                ops((enum kind)k, &s, idx, chunk);
            }
        free(all);

        struct bench_samples pooled[NK] = {
            BENCH_SAMPLES_INIT, BENCH_SAMPLES_INIT, BENCH_SAMPLES_INIT,
            BENCH_SAMPLES_INIT};
        for (int w = 0; w < o->windows; w++) {
            const uint32_t *wi = idx + (size_t)w * (size_t)per_window;
            for (int j = 0; j < NK; j++) {
                enum kind k = (enum kind)((w + j) % NK);
                shmem_barrier_all();
                if (k == K_PTR && !have_ptr)
                    continue;
                struct bench_samples ws = BENCH_SAMPLES_INIT;
                for (long c = 0; c < nchunks; c++) {
                    uint64_t t0 = bench_now_ns();
                    ops(k, &s, wi + c * chunk, chunk);
                    uint64_t t = bench_now_ns() - t0;
                    bench_samples_add(&ws, t);
                    bench_samples_add(&pooled[k], t);
                }
                mine[w * NK + k] = bench_summary(&ws).tmean_ns / (double)chunk;
                bench_samples_free(&ws);
            }
        }
        for (int k = 0; k < NK; k++) {
            mine[MAX_WINDOWS * NK + k] =
                k == K_PTR && !have_ptr
                    ? -1
                    : bench_summary(&pooled[k]).tmean_ns / (double)chunk;
            bench_samples_free(&pooled[k]);
        }
        shmem_quiet();
        free(rptr);
        free(idx);
    } else {
        for (int w = 0; w < o->windows; w++)
            for (int j = 0; j < NK; j++)
                shmem_barrier_all();
    }
    shmem_barrier_all(); /* every operation done */

    /* Does each address reach its own region? PE 1 writes region i's
     * number at both ends of it, PE 0 reads them back. */
    if (me == 1) {
        for (long i = 0; i < r; i++) {
            uint32_t v = (uint32_t)i ^ 0xa5a5a5a5u;
            shmemx_asym_putmem((void *)raddr[i], &v, sizeof(v), 0);
            shmem_putmem((char *)raddr[i] + OP_BYTES - sizeof(v), &v, sizeof(v),
                         0);
        }
        shmem_quiet();
    }
    if (me != 0)
        shmem_putmem(&res[me * RES_SLOTS], mine, sizeof(mine), 0);
    shmem_barrier_all();
    if (me == 0) {
        for (long i = 0; i < r; i++) {
            uint32_t a, b, v = (uint32_t)i ^ 0xa5a5a5a5u;
            memcpy(&a, g.p[i], sizeof(a));
            memcpy(&b, g.p[i] + OP_BYTES - sizeof(b), sizeof(b));
            if (a != v || b != v) {
                fprintf(stderr,
                        "asym_lat: region %ld of %ld holds %#x/%#x, not "
                        "%#x: a put went elsewhere\n",
                        i, r, a, b, v);
                shmem_global_exit(1);
            }
        }
        /* The PEs' averages, per window and pooled. */
        double xw[MAX_WINDOWS];
        for (int w = 0; w < o->windows; w++) {
            double a = 0, s = 0;
            for (int p = 1; p < npes; p++) {
                a += res[p * RES_SLOTS + w * NK + K_ASYM];
                s += res[p * RES_SLOTS + w * NK + K_SYM];
            }
            xw[w] = s > 0 ? a / s : 0;
        }
        row.x_sym = bench_median(xw, o->windows);
        for (int k = 0; k < NK; k++) {
            double sum = 0;
            for (int p = 1; p < npes; p++)
                sum += res[p * RES_SLOTS + MAX_WINDOWS * NK + k];
            row.ns[k] = sum / (double)(npes - 1);
        }
        regions_unregister(&g);
        regions_free(&g);
    }
    free(raddr);
    shmem_barrier_all();
    return row;
}

/* ---- table 2: 8-byte put latency, PE 0 <-> PE 1 ---- */

enum form { F_ASYM, F_SYM, NFORMS };
enum pp_row { P_PUTMEM, P_ASYM_PUTMEM, P_LONG_P, P_FLAG_TOO, NPP };
static const char *const pp_names[NPP] = {"putmem", "asym_putmem", "long_p",
                                          "putmem+reg_flag"};

/* The datum at byte 0 and the flag at byte 128 of a 256-byte block:
 * symmetric (heap) or a registered malloc'd region of each PE. */
static char *pp_sym;      /* symmetric */
static char *pp_reg;      /* ours, registered */
static char *pp_peer_reg; /* the peer's, its address */
static long *pp_sflag;    /* symmetric flag (rows but the last) */
static long rounds;       /* both PEs count */

struct pp_arg {
    enum pp_row row;
    enum form form;
};

static void pp_send(const struct pp_arg *a, long v, int peer)
{
    char *d = a->form == F_ASYM ? pp_peer_reg : pp_sym;
    long *flag = pp_sflag;
    if (a->row == P_FLAG_TOO && a->form == F_ASYM)
        flag = (long *)(pp_peer_reg + 128);
    else if (a->row == P_FLAG_TOO)
        flag = (long *)(pp_sym + 128);
    switch (a->row) {
    case P_ASYM_PUTMEM:
        if (a->form == F_ASYM)
            shmemx_asym_putmem(d, &v, sizeof(v), peer);
        else
            shmem_putmem(d, &v, sizeof(v), peer);
        break;
    case P_LONG_P: shmem_long_p((long *)d, v, peer); break;
    default: shmem_putmem(d, &v, sizeof(v), peer); break;
    }
    shmem_fence(); /* the datum lands before the flag */
    shmem_long_p(flag, v, peer);
}

static void pp_wait(const struct pp_arg *a, long v)
{
    long *flag = pp_sflag;
    if (a->row == P_FLAG_TOO)
        flag = (long *)((a->form == F_ASYM ? pp_reg : pp_sym) + 128);
    shmem_long_wait_until(flag, SHMEM_CMP_GE, v);
}

static void pp_round(void *arg)
{
    const struct pp_arg *a = arg;
    long k = ++rounds;
    if (me == 0) {
        pp_send(a, k, 1);
        pp_wait(a, k);
    } else {
        pp_wait(a, k);
        pp_send(a, k, 0);
    }
}

struct pp_result {
    struct bench_stats t[NFORMS]; /* one-way */
    double x_sym;
};

static struct pp_result pp_measure(enum pp_row row, const struct opts *o)
{
    struct bench_samples s[NFORMS] = {BENCH_SAMPLES_INIT, BENCH_SAMPLES_INIT};
    double x[MAX_WINDOWS];
    bool mine = me < 2;
    for (long w = 0; w < o->pp_windows; w++) {
        shmem_barrier_all();
        if (!mine)
            continue;
        struct bench_stats t[NFORMS];
        for (int j = 0; j < NFORMS; j++) {
            int f = (int)((w + j) % NFORMS);
            struct pp_arg a = {row, (enum form)f};
            t[f] = bench_sample(&s[f], pp_round, &a, o->pp_iters, o->pp_warmup);
        }
        x[w] = t[F_ASYM].tmean_ns / t[F_SYM].tmean_ns;
    }
    struct pp_result r = {0};
    if (mine) {
        for (int f = 0; f < NFORMS; f++)
            r.t[f] = bench_scale(bench_summary(&s[f]), 0.5);
        r.x_sym = bench_median(x, (int)o->pp_windows);
    }
    for (int f = 0; f < NFORMS; f++)
        bench_samples_free(&s[f]);
    return r;
}

static void pp_all(struct pp_result *out, const struct opts *o)
{
    pp_sym = shmem_align(128, 256);
    pp_sflag = shmem_align(128, 128);
    char **where = shmem_malloc(sizeof(char *)); /* the peer's block */
    if (!pp_sym || !pp_sflag || !where)
        die("out of symmetric memory");
    memset(pp_sym, 0, 256);
    *pp_sflag = 0;
    pp_reg = NULL;
    if (me < 2) {
        pp_reg = aligned_alloc(128, 256);
        if (!pp_reg)
            die("out of memory");
        memset(pp_reg, 0, 256);
        if (shmemx_asym_register(pp_reg, 256) != 0)
            die("shmemx_asym_register of the ping-pong block failed");
        shmem_putmem(where, &pp_reg, sizeof(pp_reg), 1 - me);
    }
    shmem_barrier_all();
    pp_peer_reg = *where;
    for (int i = 0; i < NPP; i++)
        out[i] = pp_measure((enum pp_row)i, o);
    shmem_barrier_all();
    if (me < 2) {
        /* the last datum of each form came from the peer's last round */
        long d;
        memcpy(&d, pp_reg, sizeof(d));
        if (d <= 0 || d > rounds)
            die("the ping-pong's registered datum is wrong");
    }
    shmem_barrier_all();
    if (pp_reg) {
        shmemx_asym_unregister(pp_reg);
        free(pp_reg);
    }
    shmem_free(where);
    shmem_free(pp_sflag);
    shmem_free(pp_sym);
}

/* ---- table 3: registering, first touch, unregistering ---- */

struct reg_row {
    long r, regions; /* regions in one batch, in all */
    double reg_us, first_us, again_us, unreg_us; /* per region */
    long maps; /* PE 0's mappings with a batch registered, the most */
};

/* Lines of /proc/self/maps: the mappings of this process (-1: unknown). */
static long count_maps(void)
{
    FILE *f = fopen("/proc/self/maps", "r");
    if (!f)
        return -1;
    long n = 0;
    int c;
    while ((c = getc(f)) != EOF)
        n += c == '\n';
    fclose(f);
    return n;
}

static struct reg_row reg_one(long r, const struct opts *o)
{
    struct reg_row row = {.r = r};
    long cycles = (o->reg_min + r - 1) / r;
    if (cycles > o->reg_cycles)
        cycles = o->reg_cycles;
    if (cycles < 1)
        cycles = 1;
    row.regions = cycles * r;
    uint64_t reg_ns = 0, unreg_ns = 0, first_ns = 0, again_ns = 0;
    uintptr_t *raddr = xmalloc((size_t)r * sizeof(*raddr));
    /* Freed only at the end, so that every batch has fresh addresses. */
    struct regions *gs = xmalloc((size_t)cycles * sizeof(*gs));
    long v = me;
    for (long c = 0; c < cycles; c++) {
        struct regions *g = &gs[c];
        *g = (struct regions){0};
        if (me == 0) {
            reg_ns += regions_make(g, r, OP_BYTES);
            long m = count_maps();
            row.maps = m > row.maps ? m : row.maps;
        }
        regions_publish(g, r, raddr);
        if (me != 0) {
            uint64_t t0 = bench_now_ns();
            for (long i = 0; i < r; i++)
                shmemx_asym_putmem((void *)raddr[i], &v, sizeof(v), 0);
            uint64_t t1 = bench_now_ns();
            for (long i = 0; i < r; i++)
                shmemx_asym_putmem((void *)raddr[i], &v, sizeof(v), 0);
            uint64_t t2 = bench_now_ns();
            first_ns += t1 - t0;
            again_ns += t2 - t1;
            shmem_quiet();
        }
        shmem_barrier_all(); /* nobody touches them any more */
        if (me == 0)
            unreg_ns += regions_unregister(g);
    }
    for (long c = 0; c < cycles; c++)
        regions_free(&gs[c]);
    free(gs);
    double mine[2] = {(double)first_ns, (double)again_ns};
    if (me != 0)
        shmem_putmem(&res[me * RES_SLOTS], mine, sizeof(mine), 0);
    shmem_barrier_all();
    if (me == 0) {
        double f = 0, a = 0, n = (double)row.regions;
        for (int p = 1; p < npes; p++) {
            f += res[p * RES_SLOTS];
            a += res[p * RES_SLOTS + 1];
        }
        row.reg_us = (double)reg_ns / n / 1e3;
        row.unreg_us = (double)unreg_ns / n / 1e3;
        row.first_us = f / (npes - 1) / n / 1e3;
        row.again_us = a / (npes - 1) / n / 1e3;
    }
    free(raddr);
    shmem_barrier_all();
    return row;
}

/* ---- the report ---- */

static void report(const struct sweep_row *sw, int nsw,
                   const struct pp_result *pp, const struct reg_row *rg,
                   int nrg, const struct opts *o)
{
    char title[200];
    struct bench_table t;
    static const char *const h1[] = {"regions", "asym_ns", "sym_ns",
                                     "x_sym",   "std_ns",  "ptr_ns"};
    snprintf(title, sizeof(title),
             "asym_lat: 1 KiB putmem/getmem (alternating) from PEs 1..%d to "
             "PE 0, random region of R, %ld ops a way and R, ns per op",
             npes - 1, o->total_ops);
    bench_table_init(&t, title, h1, 6);
    for (int i = 0; i < nsw; i++) {
        bench_table_cell(&t, "%ld", sw[i].r);
        bench_table_cell(&t, "%.1f", sw[i].ns[K_ASYM]);
        bench_table_cell(&t, "%.1f", sw[i].ns[K_SYM]);
        bench_table_cell(&t, "%.3f", sw[i].x_sym);
        bench_table_cell(&t, "%.1f", sw[i].ns[K_STD]);
        if (sw[i].ns[K_PTR] >= 0)
            bench_table_cell(&t, "%.1f", sw[i].ns[K_PTR]);
        else
            bench_table_cell(&t, "-");
    }
    bench_table_print(&t);
    bench_note("asym: shmemx_asym_putmem/getmem into R regions PE 0 malloc'd "
               "and registered; sym:");
    bench_note("  shmem_putmem/getmem into R KiB of PE 0's symmetric heap; "
               "std: shmem_putmem/getmem");
    bench_note("  into the registered regions; ptr: memcpy through "
               "shmem_ptr's pointers to them (no lookup).");
    bench_note("  Same random region sequence (seed per PE) for all four; "
               "%ld ops per PE in %d windows,",
               nsw ? sw[0].ops_per_pe : 0, o->windows);
    bench_note("  timed in chunks of %ld: ns = trimmed mean of the chunks, "
               "mean over PEs 1..%d;",
               nsw ? sw[0].chunk : 0, npes - 1);
    bench_note("  x_sym = asym / sym, median of per-window ratios. Goal: "
               "x_sym <= 1.1 at 10000 regions.");
    for (int i = 0; i < nsw; i++)
        if (sw[i].r == R_MAX)
            bench_note("%ld regions: asym / symmetric = %.2f (%s); the "
                       "lookup (asym - ptr) %.1f ns an op",
                       sw[i].r, sw[i].x_sym,
                       sw[i].x_sym <= 1.1 ? "goal met" : "ABOVE the 1.1 goal",
                       sw[i].ns[K_PTR] >= 0 ? sw[i].ns[K_ASYM] - sw[i].ns[K_PTR]
                                            : 0);

    static const char *const h2[] = {"op",    "asym_ns",     "sym_ns",
                                     "x_sym", "asym_min_ns", "sym_min_ns"};
    bench_table_init(&t,
                     "asym_lat: 8-byte put latency, datum + fence + long_p "
                     "flag ping-pong PE 0 <-> PE 1, one-way ns",
                     h2, 6);
    for (int i = 0; i < NPP; i++) {
        bench_table_cell(&t, "%s", pp_names[i]);
        bench_table_cell(&t, "%.1f", pp[i].t[F_ASYM].tmean_ns);
        bench_table_cell(&t, "%.1f", pp[i].t[F_SYM].tmean_ns);
        bench_table_cell(&t, "%.3f", pp[i].x_sym);
        bench_table_cell(&t, "%.1f", pp[i].t[F_ASYM].min_ns);
        bench_table_cell(&t, "%.1f", pp[i].t[F_SYM].min_ns);
    }
    bench_table_print(&t);
    bench_note("asym: the datum into the peer's registered (malloc'd) block; "
               "sym: into its symmetric heap;");
    bench_note("  the flag is symmetric but in putmem+reg_flag (asym: the "
               "flag in the registered block,");
    bench_note("  put there and waited on there). asym_putmem: "
               "shmemx_asym_putmem against shmem_putmem.");
    bench_note("  tmean of %ld round trips / 2; x_sym: median over %ld "
               "rotating windows; goal x_sym <= 1.1",
               o->pp_windows * o->pp_iters, o->pp_windows);
    if (bench_oversubscribed(npes))
        bench_note("  (%d PEs on %d CPUs: oversubscribed, the waits yield: "
                   "these are the scheduler's times)",
                   npes, bench_cpus());
    for (int i = 0; i < NPP; i++)
        if (pp[i].t[F_SYM].tmean_ns > BENCH_SHARED_CPU_NS)
            bench_note("WARNING: %s: one-way above %.0f us: PE 0 and PE 1 "
                       "shared a CPU (time slices)",
                       pp_names[i], BENCH_SHARED_CPU_NS / 1e3);

    static const char *const h3[] = {
        "regions",       "register_us", "first_touch_us", "touch_us",
        "unregister_us", "measured",    "pe0_maps"};
    bench_table_init(&t,
                     "asym_lat: registration, per region (1 KiB malloc'd "
                     "each): PE 0 registers R, PEs 1.. reach each, PE 0 "
                     "unregisters, us",
                     h3, 7);
    for (int i = 0; i < nrg; i++) {
        bench_table_cell(&t, "%ld", rg[i].r);
        bench_table_cell(&t, "%.3f", rg[i].reg_us);
        bench_table_cell(&t, "%.3f", rg[i].first_us);
        bench_table_cell(&t, "%.3f", rg[i].again_us);
        bench_table_cell(&t, "%.3f", rg[i].unreg_us);
        bench_table_cell(&t, "%ld", rg[i].regions);
        bench_table_cell(&t, "%ld", rg[i].maps);
    }
    bench_table_print(&t);
    bench_note("first_touch: an 8-byte shmemx_asym_putmem to each fresh "
               "region right after it was registered");
    bench_note("  (lookup, mapping, page faults); touch: the same again "
               "(lookup only: each op another region).");
    bench_note("  measured: regions in all (R at a time, fresh each time); "
               "PEs 1..%d touch concurrently.",
               npes - 1);
    bench_note("  pe0_maps: PE 0's mappings (/proc/self/maps lines) with a "
               "batch registered, the most;");
    bench_note("  a registration reads that file, so its time grows with "
               "the count (which unregistering");
    bench_note("  malloc'd pages raises until free() gives the heap back).");
    bench_note("clock reading: %.1f ns, taken out of every time",
               bench_clock_overhead_ns());
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(
        argc, argv,
        "1 KiB puts and gets from every PE to PE 0's registered "
        "(shmemx_asym_register) memory against symmetric memory, 1 to "
        "10,000 regions; 8-byte put latency; the cost of registering (2 or "
        "more PEs)");
    struct opts o = {1000000, 10, R_MAX, 2000, 100, 16, 20000, 2000};
    if (quick)
        o = (struct opts){20000, 2, 1000, 1000, 10, 2, 200, 20};

    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    if (npes < 2) {
        if (me == 0)
            printf("asym_lat: needs at least 2 PEs, not %d (oshrun -np 2)%s\n",
                   npes, quick ? "; skipped" : "");
        shmem_finalize();
        return quick ? 0 : 2;
    }
    sym = shmem_align(4096, (size_t)R_MAX * OP_BYTES);
    pub = shmem_malloc((size_t)R_MAX * sizeof(*pub));
    res = shmem_calloc((size_t)npes * RES_SLOTS, sizeof(*res));
    src = xmalloc(OP_BYTES);
    dst = xmalloc(OP_BYTES);
    if (!sym || !pub || !res)
        die("out of symmetric memory");
    memset(sym, 0, (size_t)R_MAX * OP_BYTES);
    memset(src, 0x10 + me, OP_BYTES);
    memset(dst, 0, OP_BYTES);
    shmem_barrier_all();

    enum { NR = 5 };
    static const long rs[NR] = {1, 10, 100, 1000, 10000};
    struct sweep_row sw[NR];
    struct reg_row rg[NR];
    struct pp_result pp[NPP];
    int nsw = 0, nrg = 0;
    for (int i = 0; i < NR && rs[i] <= o.max_r; i++)
        sw[nsw++] = sweep_one(rs[i], &o);
    pp_all(pp, &o);
    for (int i = 0; i < NR && rs[i] <= o.max_r; i++)
        rg[nrg++] = reg_one(rs[i], &o);
    if (me == 0)
        report(sw, nsw, pp, rg, nrg, &o);

    shmem_barrier_all();
    free(src);
    free(dst);
    shmem_free(res);
    shmem_free(pub);
    shmem_free(sym);
    shmem_finalize();
    return 0;
}
