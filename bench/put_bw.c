/* SPDX-License-Identifier: BSD-3-Clause */
/* put_bw: large putmem + quiet, and the copy routines that could carry it. */
#include <shmem.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#endif

#include "harness.h"
#include "park.h"

/*
 * A put to a mapped peer is one copy into the peer's memory (a MAP_SHARED
 * memfd mapping in shmap; posix shared memory in Open MPI 4.1 with UCX),
 * so its large-size cost is that copy's. PE 0 copies 64 KiB .. 64 MiB
 * into PE 1's symmetric buffer, measured four ways:
 *
 *  1. shmem_putmem + shmem_quiet, PE 1 asleep (park.h), against glibc's
 *     memcpy into the same destination (the peer's mapping, through
 *     shmem_ptr) followed by a full fence: the library's floor on the
 *     same pages. memcpy between two private buffers is shown too.
 *  2. The candidates for the copy itself, each into the peer's mapping
 *     and followed by a full fence (what quiet costs): glibc's memcpy,
 *     rep movsb, an AVX2 loop with ordinary stores, an AVX2 loop with
 *     non-temporal stores (+ sfence), and shmap's policy (copy.h: rep
 *     movsb from 1 MiB up on CPUs with ERMS, else memcpy).
 *     x = variant / glibc memcpy, per window. Repeated copies to one
 *     destination: what a non-temporal store saves (no read for
 *     ownership) or costs (the next copy misses) shows here.
 *  3. The same copies with a reader: copy, fence, flag; PE 1 waits for
 *     the flag, loads every line of the buffer and answers. A copy that
 *     leaves the data in PE 0's cache or in memory makes the reader pay.
 *  4. put_lat's ping-pong with each copy: PE 0 copies, fences, raises
 *     PE 1's flag; PE 1 then does the same into PE 0's buffer.
 *
 * Every measurement runs as windows alternating the variants (rotating
 * their order); ratios are medians of per-window ratios. The raw
 * variants need shmem_ptr to give a pointer to PE 1's buffer; where it
 * gives none, only the library's rows are measured. Standard OpenSHMEM
 * 1.4 calls only (and shmem_ptr).
 */

#define MIN_BYTES ((size_t)64 << 10)
#define MAX_BYTES ((size_t)64 << 20)
#define WINDOW_BYTES ((size_t)16 << 20) /* copied by a variant in a window */
#define MAX_WINDOWS 16

enum variant {
    V_PUT,   /* shmem_putmem + shmem_quiet (3, 4: + fence + long_p) */
    V_LIBC,  /* glibc memcpy into the peer's mapping */
    V_MOVSB, /* rep movsb */
    V_AVX2,  /* 4 x 32-byte loads and stores a step */
    V_NT,    /* the same with non-temporal stores, then sfence */
    V_SHMAP, /* copy.h's choice between rep movsb and memcpy */
    V_PRIV,  /* glibc memcpy between two private buffers (reference) */
    NV
};
static const char *const vname[NV] = {"putmem",     "memcpy",  "rep_movsb",
                                      "avx2",       "avx2_nt", "shmap_copy",
                                      "memcpy_priv"};

static char *dst;      /* symmetric: PE 1's is written */
static char *pdst;     /* PE 1's dst in our address space, or NULL */
static char *src;      /* private: every copy's source */
static char *priv;     /* private: V_PRIV's destination */
static long *flags;    /* symmetric: [0] PE 1's request, [16] PE 0's answer */
static long *pflags;   /* the peer's flags (shmem_ptr), or NULL */
static bool raw_ok;    /* both PEs have the pointers: raw variants run */
static bool have_avx2; /* CPU features, read once */
static bool have_erms;

/* ---- the copies ---- */

static void copy_movsb(void *d, const void *s, size_t n)
{
#if defined(__x86_64__)
    __asm__ __volatile__("rep movsb" : "+D"(d), "+S"(s), "+c"(n) : : "memory");
#else
    memcpy(d, s, n);
#endif
}

#if defined(__x86_64__)
__attribute__((target("avx2"))) static void copy_avx2(void *d, const void *s,
                                                      size_t n)
{
    char *dp = d;
    const char *sp = s;
    size_t i = 0;
    for (; i + 128 <= n; i += 128) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(sp + i));
        __m256i b = _mm256_loadu_si256((const __m256i *)(sp + i + 32));
        __m256i c = _mm256_loadu_si256((const __m256i *)(sp + i + 64));
        __m256i e = _mm256_loadu_si256((const __m256i *)(sp + i + 96));
        _mm256_storeu_si256((__m256i *)(dp + i), a);
        _mm256_storeu_si256((__m256i *)(dp + i + 32), b);
        _mm256_storeu_si256((__m256i *)(dp + i + 64), c);
        _mm256_storeu_si256((__m256i *)(dp + i + 96), e);
    }
    memcpy(dp + i, sp + i, n - i);
}

/* Streaming stores need a 32-byte aligned destination: the head up to
 * it is copied plainly. The sfence orders them before later stores (the
 * flag), which x86 does not do by itself for non-temporal stores. */
__attribute__((target("avx2"))) static void copy_nt(void *d, const void *s,
                                                    size_t n)
{
    char *dp = d;
    const char *sp = s;
    size_t head = (32 - ((uintptr_t)dp & 31)) & 31;
    if (head > n)
        head = n;
    memcpy(dp, sp, head);
    size_t i = head;
    for (; i + 128 <= n; i += 128) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(sp + i));
        __m256i b = _mm256_loadu_si256((const __m256i *)(sp + i + 32));
        __m256i c = _mm256_loadu_si256((const __m256i *)(sp + i + 64));
        __m256i e = _mm256_loadu_si256((const __m256i *)(sp + i + 96));
        _mm256_stream_si256((__m256i *)(dp + i), a);
        _mm256_stream_si256((__m256i *)(dp + i + 32), b);
        _mm256_stream_si256((__m256i *)(dp + i + 64), c);
        _mm256_stream_si256((__m256i *)(dp + i + 96), e);
    }
    _mm_sfence();
    memcpy(dp + i, sp + i, n - i);
}

static void read_features(void)
{
    unsigned a, b, c, d;
    have_avx2 = __builtin_cpu_supports("avx2");
    have_erms = __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & (1u << 9));
}
#else
static void copy_avx2(void *d, const void *s, size_t n)
{
    memcpy(d, s, n);
}
static void copy_nt(void *d, const void *s, size_t n)
{
    memcpy(d, s, n);
}
static void read_features(void) {}
#endif

/* shmap's policy as src/core/copy.h has it (init.c reads ERMS once):
 * rep movsb from 1 MiB up (SHMEMI_COPY_MOVSB_MIN), memcpy below (glibc
 * itself uses rep movsb from about 2 KiB; on AMD it stops at 1 MiB, on
 * Intel at its non-temporal threshold). */
static void copy_shmap(void *d, const void *s, size_t n)
{
    if (have_erms && n >= ((size_t)1 << 20))
        copy_movsb(d, s, n);
    else
        memcpy(d, s, n);
}

static bool available(enum variant v)
{
    if (v == V_PUT || v == V_PRIV)
        return true;
    if (!raw_ok)
        return false;
    if (v == V_AVX2 || v == V_NT)
        return have_avx2;
    if (v == V_MOVSB)
        return have_erms;
    return true;
}

/* One copy of n bytes by variant v, complete (fenced) when it returns. */
static void copy_by(enum variant v, size_t n)
{
    switch (v) {
    case V_PUT:
        shmem_putmem(dst, src, n, 1);
        shmem_quiet();
        return;
    case V_PRIV: memcpy(priv, src, n); break;
    case V_LIBC: memcpy(pdst, src, n); break;
    case V_MOVSB: copy_movsb(pdst, src, n); break;
    case V_AVX2: copy_avx2(pdst, src, n); break;
    case V_NT: copy_nt(pdst, src, n); break;
    case V_SHMAP: copy_shmap(pdst, src, n); break;
    default: break;
    }
    __atomic_thread_fence(__ATOMIC_SEQ_CST); /* as shmem_quiet */
}

struct call {
    enum variant v;
    size_t n;
    long seq; /* reader rounds so far (table 3) */
};

static void copy_call(void *arg)
{
    const struct call *c = arg;
    copy_by(c->v, c->n);
}

/* Table 3, PE 0: copy, fence, flag; wait for PE 1's answer. */
static void read_round(void *arg)
{
    struct call *c = arg;
    long k = ++c->seq;
    if (c->v == V_PUT) {
        shmem_putmem(dst, src, c->n, 1);
        shmem_fence();
        shmem_long_p(&flags[0], k, 1);
    } else {
        copy_by(c->v, c->n);
        __atomic_store_n(&pflags[0], k, __ATOMIC_RELEASE); /* to read_echo */
    }
    bench_wait_ge((const uint64_t *)&flags[16], (uint64_t)k, false);
}

/* Table 4, both PEs: copy, fence, flag (the peer's [0]); wait for ours. */
static void pp_send(const struct call *c, long k)
{
    if (c->v == V_PUT) {
        shmem_putmem(dst, src, c->n, shmem_my_pe() ^ 1);
        shmem_fence();
        shmem_long_p(&flags[0], k, shmem_my_pe() ^ 1);
    } else {
        copy_by(c->v, c->n);
        __atomic_store_n(&pflags[0], k, __ATOMIC_RELEASE); /* to pp_wait */
    }
}

static void pp_wait(long k)
{
    bench_wait_ge((const uint64_t *)&flags[0], (uint64_t)k, false);
}

static void pp_round(void *arg)
{
    struct call *c = arg;
    long k = ++c->seq;
    pp_send(c, k);
    pp_wait(k);
}

static void pp_echo(struct call *c, long count)
{
    for (long i = 0; i < count; i++) {
        long k = ++c->seq;
        pp_wait(k);
        pp_send(c, k);
    }
}

/* Table 3, PE 1: wait, load every line of the buffer, answer. */
static uint64_t read_sum;
static void read_echo(long from, long count, size_t n)
{
    for (long k = from + 1; k <= from + count; k++) {
        bench_wait_ge((const uint64_t *)&flags[0], (uint64_t)k, false);
        uint64_t s = 0;
        for (size_t i = 0; i < n; i += 64)
            s += *(const volatile uint64_t *)(dst + i);
        read_sum += s;
        __atomic_store_n(&pflags[16], k, __ATOMIC_RELEASE); /* to PE 0 */
    }
}

/* ---- measuring ---- */

struct opts {
    long windows;
    size_t min_n, max_n, window_bytes;
};

struct cell {
    struct bench_samples s;
    double x[MAX_WINDOWS]; /* variant / memcpy into the peer, per window */
};

struct result {
    struct bench_stats t[NV];
    double x[NV];
    bool have[NV];
};

static long calls_for(size_t n, const struct opts *o)
{
    long k = (long)(o->window_bytes / n);
    return k < 3 ? 3 : k;
}

/* Tables 1 and 2 for one size: PE 0 alone, PE 1 asleep. */
static struct result measure_idle(size_t n, const struct opts *o)
{
    struct result r = {0};
    struct cell c[NV];
    memset(c, 0, sizeof(c));
    long k = calls_for(n, o);
    for (int w = 0; w < o->windows; w++) {
        double t[NV] = {0};
        for (int j = 0; j < NV; j++) {
            enum variant v = (enum variant)((j + w) % NV);
            if (!available(v))
                continue;
            struct call cl = {v, n, 0};
            t[v] = bench_sample(&c[v].s, copy_call, &cl, k, 1).tmean_ns;
        }
        for (int v = 0; v < NV; v++)
            if (t[V_LIBC] > 0 && t[v] > 0)
                c[v].x[w] = t[v] / t[V_LIBC];
    }
    for (int v = 0; v < NV; v++) {
        r.have[v] = available((enum variant)v);
        if (!r.have[v])
            continue;
        r.t[v] = bench_summary(&c[v].s);
        r.x[v] = raw_ok ? bench_median(c[v].x, (int)o->windows) : 0;
        bench_samples_free(&c[v].s);
    }
    return r;
}

/* Tables 3 (reader) and 4 (ping-pong) for one size: both PEs. */
static struct result measure_pair(size_t n, const struct opts *o, int me,
                                  long *seq, bool pingpong)
{
    struct result r = {0};
    struct cell c[NV];
    memset(c, 0, sizeof(c));
    long k = calls_for(n, o) / 2;
    if (k < 3)
        k = 3;
    for (int w = 0; w < o->windows; w++) {
        double t[NV] = {0};
        for (int j = 0; j < NV; j++) {
            enum variant v = (enum variant)((j + w) % NV);
            if (v == V_PRIV || !available(v))
                continue;
            struct call cl = {v, n, *seq};
            shmem_barrier_all();
            if (me == 0)
                t[v] = bench_sample(&c[v].s, pingpong ? pp_round : read_round,
                                    &cl, k, 1)
                           .tmean_ns;
            else if (pingpong)
                pp_echo(&cl, k + 1);
            else
                read_echo(*seq, k + 1, n);
            *seq += k + 1;
        }
        if (me == 0)
            for (int v = 0; v < NV; v++)
                if (t[V_LIBC] > 0 && t[v] > 0)
                    c[v].x[w] = t[v] / t[V_LIBC];
    }
    for (int v = 0; v < NV; v++) {
        r.have[v] = v != V_PRIV && available((enum variant)v);
        if (!r.have[v] || me != 0)
            continue;
        r.t[v] = bench_summary(&c[v].s);
        r.x[v] = bench_median(c[v].x, (int)o->windows);
        bench_samples_free(&c[v].s);
    }
    return r;
}

/* PE 1: the last copy into our buffer left the source's bytes. */
static void check(size_t n, int me)
{
    for (size_t i = 0; i < n; i++) {
        if (dst[i] != (char)(i * 7 + 3)) {
            fprintf(stderr,
                    "put_bw: PE %d: byte %zu of a %zu-byte copy is %d, "
                    "not %d\n",
                    me, i, n, dst[i], (char)(i * 7 + 3));
            shmem_global_exit(1);
        }
    }
}

/* ---- report ---- */

static const char *size_name(size_t n, char *out, size_t len)
{
    if (n >= ((size_t)1 << 20))
        snprintf(out, len, "%zuM", n >> 20);
    else
        snprintf(out, len, "%zuK", n >> 10);
    return out;
}

static void report(const struct result *idle, const struct result *rd,
                   const struct result *pp, int nrows, const struct opts *o)
{
    char name[16], title[200];
    struct bench_table t;
    static const char *const h1[] = {"bytes",   "tmean_us",  "min_us",
                                     "MB/s",    "floor_us",  "x_floor",
                                     "priv_us", "floor_MB/s"};
    snprintf(title, sizeof(title),
             "put_bw: putmem + quiet into PE 1 (asleep), against memcpy "
             "into the same mapping + fence");
    bench_table_init(&t, title, h1, 8);
    size_t n = o->min_n;
    for (int i = 0; i < nrows; i++, n *= 2) {
        const struct result *r = &idle[i];
        bench_table_cell(&t, "%s", size_name(n, name, sizeof(name)));
        bench_table_cell(&t, "%.3f", r->t[V_PUT].tmean_ns / 1e3);
        bench_table_cell(&t, "%.3f", r->t[V_PUT].min_ns / 1e3);
        bench_table_cell(&t, "%.0f", bench_mbps(n, r->t[V_PUT].tmean_ns));
        if (r->have[V_LIBC]) {
            bench_table_cell(&t, "%.3f", r->t[V_LIBC].tmean_ns / 1e3);
            bench_table_cell(&t, "%.2f", r->x[V_PUT]);
        } else {
            bench_table_cell(&t, "-");
            bench_table_cell(&t, "-");
        }
        bench_table_cell(&t, "%.3f", r->t[V_PRIV].tmean_ns / 1e3);
        bench_table_cell(&t, "%.0f",
                         r->have[V_LIBC] ? bench_mbps(n, r->t[V_LIBC].tmean_ns)
                                         : 0.0);
    }
    bench_table_print(&t);

    static const char *const h2[] = {"bytes",  "copy", "tmean_us",
                                     "min_us", "MB/s", "x_memcpy"};
    static const char *const titles[] = {
        "put_bw: copies into PE 1's mapping (asleep), each + a full fence; "
        "x = time / memcpy's",
        "put_bw: copy, fence, flag; PE 1 loads every line and answers "
        "(round trip); x = time / memcpy's",
        "put_bw: ping-pong, each PE copies into the other's buffer, fences, "
        "flags (round trip); x = time / memcpy's"};
    for (int tab = 0; tab < 3; tab++) {
        const struct result *res = tab == 0 ? idle : tab == 1 ? rd : pp;
        if (tab > 0 && !raw_ok)
            break;
        bench_table_init(&t, titles[tab], h2, 6);
        n = o->min_n;
        for (int i = 0; i < nrows; i++, n *= 2) {
            for (int v = 0; v < NV; v++) {
                const struct result *r = &res[i];
                if (!r->have[v] || (v == V_PRIV && tab > 0))
                    continue;
                bench_table_cell(&t, "%s", size_name(n, name, sizeof(name)));
                bench_table_cell(&t, "%s", vname[v]);
                bench_table_cell(&t, "%.3f", r->t[v].tmean_ns / 1e3);
                bench_table_cell(&t, "%.3f", r->t[v].min_ns / 1e3);
                bench_table_cell(&t, "%.0f", bench_mbps(n, r->t[v].tmean_ns));
                if (raw_ok)
                    bench_table_cell(&t, "%.2f", r->x[v]);
                else
                    bench_table_cell(&t, "-");
            }
        }
        bench_table_print(&t);
    }
    bench_note("tmean: mean of the middle 80%% of the calls; x: median over "
               "%ld windows of the per-window",
               o->windows);
    bench_note("  ratio to glibc's memcpy into the same mapping (+ fence), "
               "variants in rotating order.");
    bench_note("putmem: shmem_putmem + shmem_quiet (ping-pongs: + fence + "
               "long_p); memcpy_priv: between");
    bench_note("  two private buffers; shmap_copy: copy.h's policy, rep "
               "movsb from 1 MiB up with ERMS,");
    bench_note("  else memcpy.");
    if (!raw_ok)
        bench_note("shmem_ptr gave no pointer to PE 1's buffer: the raw "
                   "copies were not measured.");
    bench_note("CPU: AVX2 %s, ERMS %s", have_avx2 ? "yes" : "no",
               have_erms ? "yes" : "no");
    bench_note("clock reading: %.1f ns, taken out of every time",
               bench_clock_overhead_ns());
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(argc, argv,
                                   "2-PE large putmem + quiet against copy "
                                   "routines into the peer's mapping (run "
                                   "with exactly 2 PEs).");
    struct opts o = {8, MIN_BYTES, MAX_BYTES, WINDOW_BYTES};
    if (quick)
        o = (struct opts){2, MIN_BYTES, (size_t)256 << 10, (size_t)1 << 20};

    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    if (npes != 2) {
        if (me == 0)
            printf("put_bw: needs exactly 2 PEs, not %d (oshrun -np 2)%s\n",
                   npes, quick ? "; skipped" : "");
        shmem_finalize();
        return quick ? 0 : 2;
    }
    read_features();
    dst = shmem_align(4096, o.max_n);
    flags = shmem_align(128, 32 * sizeof(long));
    long *agree = shmem_calloc(1, sizeof(long));
    src = aligned_alloc(4096, o.max_n);
    priv = aligned_alloc(4096, o.max_n);
    if (!dst || !flags || !agree || !src || !priv) {
        fprintf(stderr, "put_bw: PE %d: out of memory\n", me);
        shmem_global_exit(1);
    }
    for (size_t i = 0; i < o.max_n; i++)
        src[i] = (char)(i * 7 + 3);
    memset(priv, 0, o.max_n);
    memset(dst, 0, o.max_n);
    memset(flags, 0, 32 * sizeof(long));
    /* Both need the pointers (the reader answers through one). */
    pdst = shmem_ptr(dst, 1 - me);
    pflags = shmem_ptr(flags, 1 - me);
    shmem_long_atomic_add(agree, pdst && pflags ? 1 : 100, 0);
    shmem_barrier_all();
    raw_ok = shmem_long_atomic_fetch(agree, 0) == 2;
    if (!raw_ok)
        pdst = NULL, pflags = NULL;

    enum { MAX_ROWS = 16 };
    struct result idle[MAX_ROWS], rd[MAX_ROWS], pp[MAX_ROWS];
    int nrows = 0;
    long seq = 0;
    for (size_t n = o.min_n; n <= o.max_n && nrows < MAX_ROWS; n *= 2) {
        bench_park();
        if (me == 0)
            idle[nrows] = measure_idle(n, &o);
        bench_unpark();
        shmem_barrier_all();
        if (me == 1)
            check(n, me);
        memset(&rd[nrows], 0, sizeof(rd[nrows]));
        memset(&pp[nrows], 0, sizeof(pp[nrows]));
        if (raw_ok) {
            rd[nrows] = measure_pair(n, &o, me, &seq, false);
            pp[nrows] = measure_pair(n, &o, me, &seq, true);
            shmem_barrier_all();
            check(n, me); /* both PEs: the ping-pong copied both ways */
        }
        nrows++;
    }
    if (me == 0)
        report(idle, rd, pp, nrows, &o);
    shmem_barrier_all();
    free(priv);
    free(src);
    shmem_free(agree);
    shmem_free(flags);
    shmem_free(dst);
    shmem_finalize();
    return 0;
}
