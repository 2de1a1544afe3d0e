/* SPDX-License-Identifier: BSD-3-Clause */
/* signal_lat: OpenSHMEM 1.6's signal without data against put-with-signal. */
#include <shmem.h>
#include <stdio.h>

#include "harness.h"

/*
 * Two PEs take turns on a signal word of the other's: PE 0 updates PE 1's
 * signal and waits (shmem_signal_wait_until) for PE 1's update of its
 * own, PE 1 answers; one-way = round trip / 2. Three ways to update:
 *   signal_add      shmem_signal_add(sig, 1, peer)
 *   put_signal 0 B  shmem_putmem_signal(.., 0 bytes, sig, 1, ADD, peer)
 *   put_signal 8 B  shmem_putmem_signal(.., 8 bytes, sig, 1, ADD, peer)
 * and PE 0 alone issuing signal_adds to PE 1 followed by a quiet every 64
 * (the rate). The ways' windows rotate; x = signal_add / put_signal, the
 * median of the per-window ratios (goal: x <= 1 against 0 B). shmap only:
 * Open MPI's OpenSHMEM (1.4) has no shmem_signal_add, so its build of this
 * program fails to link.
 */

#define MAX_WINDOWS 32
#define MSGS 64

static struct {
    _Alignas(128) uint64_t sig;
    _Alignas(128) long data;
    _Alignas(128) uint64_t rate_sig;
} sym;

static int me_;
static uint64_t rounds; /* both PEs count the rounds */

enum way { ADD, PS0, PS8, NWAYS };
static const char *const way_name[NWAYS] = {"signal_add", "put_signal_0B",
                                            "put_signal_8B"};

static void update(enum way w, int peer)
{
    static const long v = 42;
    if (w == ADD)
        shmem_signal_add(&sym.sig, 1, peer);
    else
        shmem_putmem_signal(&sym.data, &v, w == PS8 ? sizeof(v) : 0, &sym.sig,
                            1, SHMEM_SIGNAL_ADD, peer);
}

static void pingpong(enum way w)
{
    uint64_t k = ++rounds;
    int peer = 1 - me_;
    if (me_ == 0) {
        update(w, peer);
        shmem_signal_wait_until(&sym.sig, SHMEM_CMP_GE, k);
    } else {
        shmem_signal_wait_until(&sym.sig, SHMEM_CMP_GE, k);
        update(w, peer);
    }
}
static void pp_add(void *arg) { (void)arg; pingpong(ADD); }
static void pp_ps0(void *arg) { (void)arg; pingpong(PS0); }
static void pp_ps8(void *arg) { (void)arg; pingpong(PS8); }

static void rate(enum way w)
{
    static const long v = 42;
    for (int i = 0; i < MSGS; i++) {
        if (w == ADD)
            shmem_signal_add(&sym.rate_sig, 1, 1);
        else
            shmem_putmem_signal(&sym.data, &v, w == PS8 ? sizeof(v) : 0,
                                &sym.rate_sig, 1, SHMEM_SIGNAL_ADD, 1);
    }
    shmem_quiet();
}
static void rt_add(void *arg) { (void)arg; rate(ADD); }
static void rt_ps0(void *arg) { (void)arg; rate(PS0); }
static void rt_ps8(void *arg) { (void)arg; rate(PS8); }

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(
        argc, argv,
        "shmem_signal_add against shmem_putmem_signal of 0 and 8 bytes: "
        "one-way latency and rate (2 PEs)");
    shmem_init();
    me_ = shmem_my_pe();
    if (shmem_n_pes() != 2) {
        if (me_ == 0)
            fprintf(stderr, "signal_lat: needs 2 PEs\n");
        shmem_finalize();
        return 2;
    }
    long windows = quick ? 2 : 16, iters = quick ? 200 : 20000,
         warmup = quick ? 20 : 2000;
    bench_fn pp[NWAYS] = {pp_add, pp_ps0, pp_ps8};
    bench_fn rt[NWAYS] = {rt_add, rt_ps0, rt_ps8};
    struct bench_samples s[2][NWAYS] = {
        {BENCH_SAMPLES_INIT, BENCH_SAMPLES_INIT, BENCH_SAMPLES_INIT},
        {BENCH_SAMPLES_INIT, BENCH_SAMPLES_INIT, BENCH_SAMPLES_INIT}};
    double x[2][2][MAX_WINDOWS]; /* [latency, rate][vs 0 B, vs 8 B][window] */
    for (long w = 0; w < windows; w++) {
        struct bench_stats t[2][NWAYS];
        for (int j = 0; j < NWAYS; j++) { /* both PEs, the same order */
            int a = (int)((w + j) % NWAYS);
            shmem_barrier_all();
            t[0][a] = bench_sample(&s[0][a], pp[a], NULL, iters, warmup);
        }
        shmem_barrier_all();
        if (me_ == 0)
            for (int j = 0; j < NWAYS; j++) {
                int a = (int)((w + j) % NWAYS);
                t[1][a] = bench_sample(&s[1][a], rt[a], NULL, iters / MSGS + 1,
                                       warmup / MSGS + 1);
            }
        shmem_barrier_all();
        for (int m = 0; m < 2; m++)
            for (int b = 0; b < 2; b++)
                x[m][b][w] = t[m][ADD].tmean_ns / t[m][PS0 + b].tmean_ns;
    }
    /* The signal words count every update: the rounds and the rate's. */
    if (me_ == 1 && sym.rate_sig == 0) {
        fprintf(stderr, "signal_lat: PE 1 received no rate signal\n");
        shmem_global_exit(1);
    }
    if (me_ == 0) {
        struct bench_table tab;
        const char *heads[] = {"op", "tmean_ns", "x_vs_0B", "x_vs_8B"};
        bench_table_init(&tab,
                         "signals without data (ns: one-way; per update in "
                         "the rate)",
                         heads, 4);
        for (int m = 0; m < 2; m++)
            for (int a = 0; a < NWAYS; a++) {
                struct bench_stats st = bench_scale(
                    bench_summary(&s[m][a]), m == 0 ? 0.5 : 1.0 / MSGS);
                bench_table_cell(&tab, "%s %s", m ? "rate" : "lat",
                                 way_name[a]);
                bench_table_cell(&tab, "%.1f", st.tmean_ns);
                bench_table_cell(&tab, "%.3f",
                                 a == ADD ? bench_median(x[m][0], (int)windows)
                                          : 1.0);
                bench_table_cell(&tab, "%.3f",
                                 a == ADD ? bench_median(x[m][1], (int)windows)
                                          : 1.0);
            }
        bench_table_print(&tab);
        bench_note("x: signal_add / put_signal, medians over %ld rotating "
                   "windows; goal x_vs_0B <= 1",
                   windows);
    }
    for (int m = 0; m < 2; m++)
        for (int a = 0; a < NWAYS; a++)
            bench_samples_free(&s[m][a]);
    shmem_finalize();
    return 0;
}
