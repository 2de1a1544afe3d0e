/* SPDX-License-Identifier: BSD-3-Clause */
/* fortran: the Fortran binding's cost, against the C calls, in one run. */
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

/*
 * Each operation three ways, in rotating windows: through the Fortran
 * binding's entry points called exactly as gfortran calls them (every
 * argument by reference, the names with one trailing underscore), through
 * the C library's entry points (a call into libsma, as the Fortran one
 * is), and through the C API as a C program compiles it (the header's
 * inline fast paths: no call at all). x_c is the median of the
 * per-window ratios Fortran / C call (goal: at most 1.05,
 * bench/README.md); x_inline the same against the inlined C, which no
 * Fortran compiler can match (it cannot inline C):
 *
 *   put_lat   8-byte ping-pong between PE 0 and PE 1: put the datum,
 *             fence, put the flag; the other side waits on the flag
 *             (shmem_long_put + shmem_long_wait_until against
 *             SHMEM_PUT8 + SHMEM_INT8_WAIT_UNTIL). One-way times.
 *   get_lat   8-byte get from PE 1 (shmem_long_get against SHMEM_GET8).
 *   msg_rate  64 puts of 8 bytes to PE 1 then a quiet (shmem_long_put
 *             against SHMEM_PUT8); time per put.
 *   reduce    sum of 16 doubles over all PEs (shmem_double_sum_to_all
 *             against SHMEM_REAL8_SUM_TO_ALL).
 *
 * shmap's own: Open MPI's OpenSHMEM has no Fortran symbols, so this
 * program does not link against it.
 */

/* The Fortran binding, as gfortran sees it. */
void shmem_put8_(void *target, const void *source, const int *len,
                 const int *pe);
void shmem_get8_(void *target, const void *source, const int *len,
                 const int *pe);
void shmem_fence_(void);
void shmem_quiet_(void);
void shmem_int8_wait_until_(long *ivar, const int *cmp, const long *value);
void shmem_real8_sum_to_all_(double *target, const double *source,
                             const int *nreduce, const int *start,
                             const int *logstride, const int *size,
                             double *pwrk, int *psync);

#define MAX_WINDOWS 32
#define MSGS 64
#define NRED 16

static struct {
    _Alignas(128) long data;
    _Alignas(128) long flag;
    _Alignas(128) long inbox[MSGS];
    _Alignas(128) double rsrc[NRED], rdst[NRED],
        pwrk[NRED + SHMEM_REDUCE_MIN_WRKDATA_SIZE];
    long psync[SHMEM_REDUCE_SYNC_SIZE];
} sym;

/* The library's own entry points: a call through a pointer is never
 * inlined. */
static void (*volatile c_long_put)(long *, const long *, size_t,
                                   int) = shmem_long_put;
static void (*volatile c_long_get)(long *, const long *, size_t,
                                   int) = shmem_long_get;
static void (*volatile c_fence)(void) = shmem_fence;
static void (*volatile c_quiet)(void) = shmem_quiet;
static void (*volatile c_wait)(volatile long *, int,
                               long) = shmem_long_wait_until;

static int me_, npes_;
static long rounds; /* ping-pong rounds so far, both PEs count */

enum api { CI, C, F, NAPI };

/* ---- put_lat: PE 0 starts each round, PE 1 answers ---- */
static void pingpong(enum api a)
{
    long k = ++rounds, v = k;
    int one = 1, peer = 1 - me_, cmp = SHMEM_CMP_GE;
    if (me_ == 0) {
        if (a == CI) {
            shmem_long_put(&sym.data, &v, 1, peer);
            shmem_fence();
            shmem_long_put(&sym.flag, &v, 1, peer);
            shmem_long_wait_until(&sym.flag, SHMEM_CMP_GE, k);
        } else if (a == C) {
            c_long_put(&sym.data, &v, 1, peer);
            c_fence();
            c_long_put(&sym.flag, &v, 1, peer);
            c_wait(&sym.flag, SHMEM_CMP_GE, k);
        } else {
            shmem_put8_(&sym.data, &v, &one, &peer);
            shmem_fence_();
            shmem_put8_(&sym.flag, &v, &one, &peer);
            shmem_int8_wait_until_(&sym.flag, &cmp, &k);
        }
    } else {
        if (a == CI) {
            shmem_long_wait_until(&sym.flag, SHMEM_CMP_GE, k);
            shmem_long_put(&sym.data, &v, 1, peer);
            shmem_fence();
            shmem_long_put(&sym.flag, &v, 1, peer);
        } else if (a == C) {
            c_wait(&sym.flag, SHMEM_CMP_GE, k);
            c_long_put(&sym.data, &v, 1, peer);
            c_fence();
            c_long_put(&sym.flag, &v, 1, peer);
        } else {
            shmem_int8_wait_until_(&sym.flag, &cmp, &k);
            shmem_put8_(&sym.data, &v, &one, &peer);
            shmem_fence_();
            shmem_put8_(&sym.flag, &v, &one, &peer);
        }
    }
}
static void pingpong_ci(void *arg) { (void)arg; pingpong(CI); }
static void pingpong_c(void *arg) { (void)arg; pingpong(C); }
static void pingpong_f(void *arg) { (void)arg; pingpong(F); }

/* ---- get_lat and msg_rate: PE 0 alone ---- */
static void get_ci(void *arg)
{
    shmem_long_get(arg, &sym.data, 1, 1);
    __asm__ __volatile__("" ::: "memory"); /* each get is made */
}
static void get_c(void *arg)
{
    c_long_get(arg, &sym.data, 1, 1);
}
static void get_f(void *arg)
{
    int one = 1, pe = 1;
    shmem_get8_(arg, &sym.data, &one, &pe);
}
static void msgs_ci(void *arg)
{
    const long *v = arg;
    for (int i = 0; i < MSGS; i++)
        shmem_long_put(&sym.inbox[i], v, 1, 1);
    shmem_quiet();
}
static void msgs_c(void *arg)
{
    const long *v = arg;
    for (int i = 0; i < MSGS; i++)
        c_long_put(&sym.inbox[i], v, 1, 1);
    c_quiet();
}
static void msgs_f(void *arg)
{
    int one = 1, pe = 1;
    for (int i = 0; i < MSGS; i++)
        shmem_put8_(&sym.inbox[i], arg, &one, &pe);
    shmem_quiet_();
}

/* ---- reduce: every PE ---- */
static void reduce_ci(void *arg)
{
    (void)arg;
    shmem_double_sum_to_all(sym.rdst, sym.rsrc, NRED, 0, 0, npes_, sym.pwrk,
                            sym.psync);
}
static void reduce_c(void *arg)
{
    (void)arg;
    shmem_double_sum_to_all(sym.rdst, sym.rsrc, NRED, 0, 0, npes_, sym.pwrk,
                            sym.psync);
}
static void reduce_f(void *arg)
{
    (void)arg;
    int n = NRED, start = 0, log = 0, size = npes_;
    shmem_real8_sum_to_all_(sym.rdst, sym.rsrc, &n, &start, &log, &size,
                            sym.pwrk, (int *)sym.psync);
}

struct op {
    const char *name;
    bench_fn fn[NAPI]; /* CI, C, F */
    bool all;     /* every PE takes part (else PE 0 alone) */
    double scale; /* per call -> per reported unit */
};

struct result {
    struct bench_stats t[NAPI];
    double x_c, x_inline;
};

/* The three forms' windows rotate (CI C F, C F CI, F CI C, ...). */
static struct result measure(const struct op *op, long windows, long iters,
                             long warmup, void *arg)
{
    struct bench_samples s[NAPI] = {BENCH_SAMPLES_INIT, BENCH_SAMPLES_INIT,
                                    BENCH_SAMPLES_INIT};
    double xc[MAX_WINDOWS], xi[MAX_WINDOWS];
    bool mine = op->all || me_ == 0;
    for (long w = 0; w < windows; w++) {
        shmem_barrier_all();
        if (!mine)
            continue;
        struct bench_stats t[NAPI];
        for (int j = 0; j < NAPI; j++) {
            int a = (int)((w + j) % NAPI);
            t[a] = bench_sample(&s[a], op->fn[a], arg, iters, warmup);
        }
        xc[w] = t[F].tmean_ns / t[C].tmean_ns;
        xi[w] = t[F].tmean_ns / t[CI].tmean_ns;
    }
    struct result r = {0};
    if (mine) {
        for (int a = 0; a < NAPI; a++)
            r.t[a] = bench_scale(bench_summary(&s[a]), op->scale);
        r.x_c = bench_median(xc, (int)windows);
        r.x_inline = bench_median(xi, (int)windows);
    }
    for (int a = 0; a < NAPI; a++)
        bench_samples_free(&s[a]);
    return r;
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(
        argc, argv,
        "the Fortran binding's put/get latency, message rate and reduction "
        "against the C calls (2 or more PEs)");
    shmem_init();
    me_ = shmem_my_pe();
    npes_ = shmem_n_pes();
    if (npes_ < 2) {
        if (me_ == 0)
            fprintf(stderr, "fortran: needs at least 2 PEs\n");
        shmem_finalize();
        return 2;
    }
    for (int i = 0; i < NRED; i++)
        sym.rsrc[i] = me_ + i;
    for (int i = 0; i < SHMEM_REDUCE_SYNC_SIZE; i++)
        sym.psync[i] = SHMEM_SYNC_VALUE;
    long windows = quick ? 2 : 16, iters = quick ? 200 : 20000,
         warmup = quick ? 20 : 2000;
    long v = 42;
    const struct op ops[] = {
        {"put_lat", {pingpong_ci, pingpong_c, pingpong_f}, true, 0.5},
        {"get_lat", {get_ci, get_c, get_f}, false, 1.0},
        {"msg_rate", {msgs_ci, msgs_c, msgs_f}, false, 1.0 / MSGS},
        {"reduce", {reduce_ci, reduce_c, reduce_f}, true, 1.0},
    };
    struct result res[4];
    for (int i = 0; i < 4; i++) {
        /* 2 PEs ping-pong; any others sit out in the barriers */
        if (i == 0 && me_ > 1) {
            for (long w = 0; w < windows; w++)
                shmem_barrier_all();
            continue;
        }
        long it = i == 3 && npes_ > 2 ? iters / 10 : iters;
        res[i] = measure(&ops[i], windows, it, warmup, &v);
    }
    shmem_barrier_all();
    /* Results are right, not just fast. */
    for (int i = 0; i < NRED; i++) {
        double want = (double)npes_ * i + (double)npes_ * (npes_ - 1) / 2;
        if (sym.rdst[i] != want) {
            fprintf(stderr, "fortran: PE %d: reduce element %d is %g, not %g\n",
                    me_, i, sym.rdst[i], want);
            shmem_global_exit(1);
        }
    }
    if (me_ == 0) {
        struct bench_table t;
        const char *heads[] = {"op",        "tmean_ns", "c_call_ns",
                               "c_inline_ns", "x_c",    "x_inline"};
        bench_table_init(&t,
                         "Fortran binding vs C (ns: one-way, per get, per "
                         "message, per reduction)",
                         heads, 6);
        for (int i = 0; i < 4; i++) {
            bench_table_cell(&t, "%s", ops[i].name);
            bench_table_cell(&t, "%.1f", res[i].t[F].tmean_ns);
            bench_table_cell(&t, "%.1f", res[i].t[C].tmean_ns);
            bench_table_cell(&t, "%.1f", res[i].t[CI].tmean_ns);
            bench_table_cell(&t, "%.3f", res[i].x_c);
            bench_table_cell(&t, "%.3f", res[i].x_inline);
        }
        bench_table_print(&t);
        bench_note("x_c: Fortran / C library call, x_inline: Fortran / "
                   "inlined C; medians over %ld rotating windows (%d PEs); "
                   "goal x_c <= 1.05",
                   windows, npes_);
    }
    shmem_finalize();
    return 0;
}
