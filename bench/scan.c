/* SPDX-License-Identifier: BSD-3-Clause */
/* scan: OpenSHMEM 1.6's shmem_long_sum_inscan against a user's scan and
 * against shmem_long_sum_reduce of the same size. */
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

/*
 * Per-call times (PE 0's clock) of loops of back-to-back calls, every PE
 * calling, for three ways to get a sum over the PEs:
 *  - scan: shmem_long_sum_inscan over the world team;
 *  - user: the same inclusive scan as a user writes it with the 1.5 API
 *    (recursive doubling: in each round, shmem_long_put of the partial
 *    sum to PE me + 2^k, shmem_barrier_all, add what came);
 *  - reduce: shmem_long_sum_reduce of the same size (every PE gets the
 *    total, not its prefix: the nearest collective a 1.5 program has).
 * The three loops' windows rotate; x = other / scan is the median of
 * per-window ratios (above 1: the library's scan is faster). Goal at 8
 * PEs, 8 B: user / scan >= 3.
 */

#define MAX_WINDOWS 32
#define MAX_N 8192 /* longs: 64 KiB */
#define MAX_ROUNDS 16

static long *src, *dst, *recv, *acc;
static int me, npes;
static size_t cur_n;

static void op_scan(void)
{
    shmem_long_sum_inscan(SHMEM_TEAM_WORLD, dst, src, cur_n);
}

static void op_user(void)
{
    size_t n = cur_n;
    memcpy(acc, src, n * sizeof(long));
    for (int d = 1, k = 0; d < npes; d <<= 1, k++) {
        if (me + d < npes)
            shmem_long_put(recv + (size_t)k * MAX_N, acc, n, me + d);
        shmem_barrier_all();
        if (me >= d)
            for (size_t i = 0; i < n; i++)
                acc[i] += recv[(size_t)k * MAX_N + i];
    }
    memcpy(dst, acc, n * sizeof(long));
}

static void op_reduce(void)
{
    shmem_long_sum_reduce(SHMEM_TEAM_WORLD, dst, src, cur_n);
}

static void check(const char *what, size_t n, int inclusive_prefix)
{
    for (size_t i = 0; i < n; i++) {
        long want = 0;
        for (int p = 0; p <= (inclusive_prefix ? me : npes - 1); p++)
            want += p + 1 + (long)i;
        if (dst[i] != want) {
            fprintf(stderr, "scan bench: PE %d: %s n=%zu: dest[%zu] %ld, "
                            "want %ld\n",
                    me, what, n, i, dst[i], want);
            shmem_global_exit(1);
        }
    }
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(
        argc, argv,
        "shmem_long_sum_inscan against a user's scan (puts and a barrier "
        "per round) and against shmem_long_sum_reduce, 8 B to 64 KiB");
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    src = shmem_malloc(MAX_N * sizeof(long));
    dst = shmem_malloc(MAX_N * sizeof(long));
    recv = shmem_malloc((size_t)MAX_ROUNDS * MAX_N * sizeof(long));
    acc = malloc(MAX_N * sizeof(long));
    if (!src || !dst || !recv || !acc) {
        fprintf(stderr, "scan bench: out of memory\n");
        shmem_global_exit(1);
    }
    for (size_t i = 0; i < MAX_N; i++)
        src[i] = me + 1 + (long)i;
    static const size_t sizes[] = {1, 128, MAX_N};
    void (*ops[3])(void) = {op_scan, op_user, op_reduce};
    const char *names[3] = {"scan", "user", "reduce"};
    long windows = quick ? 2 : 12;

    /* Correctness first, once each. */
    for (size_t k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++) {
        cur_n = sizes[k];
        for (int o = 0; o < 3; o++) {
            shmem_barrier_all();
            ops[o]();
            check(names[o], cur_n, o != 2);
        }
    }

    struct bench_table tab;
    const char *heads[] = {"bytes",    "scan_us",     "user_us",
                           "reduce_us", "x_user/scan", "x_reduce/scan"};
    char title[128];
    snprintf(title, sizeof(title),
             "sum scan of longs, %d PEs, back-to-back calls", npes);
    if (me == 0)
        bench_table_init(&tab, title, heads, 6);
    for (size_t k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++) {
        cur_n = sizes[k];
        long iters = cur_n >= MAX_N ? (quick ? 5 : 100) : (quick ? 50 : 1000);
        double t[3][MAX_WINDOWS], xu[MAX_WINDOWS], xr[MAX_WINDOWS];
        for (long w = 0; w < windows; w++) {
            for (int j = 0; j < 3; j++) {
                int o = (int)((w + j) % 3);
                shmem_barrier_all();
                uint64_t t0 = bench_now_ns();
                for (long i = 0; i < iters; i++)
                    ops[o]();
                shmem_barrier_all();
                t[o][w] = (double)(bench_now_ns() - t0) / (double)iters;
            }
            xu[w] = t[1][w] / t[0][w];
            xr[w] = t[2][w] / t[0][w];
        }
        if (me == 0) {
            bench_table_cell(&tab, "%zu", cur_n * sizeof(long));
            for (int o = 0; o < 3; o++)
                bench_table_cell(&tab, "%.2f",
                                 bench_median(t[o], (int)windows) / 1000.0);
            bench_table_cell(&tab, "%.2f", bench_median(xu, (int)windows));
            bench_table_cell(&tab, "%.2f", bench_median(xr, (int)windows));
        }
    }
    if (me == 0) {
        bench_table_print(&tab);
        bench_note("times: medians over %ld rotating windows of one loop "
                   "each; x: medians of per-window ratios; goal at 8 PEs, "
                   "8 B: x_user/scan >= 3",
                   windows);
    }
    shmem_free(recv);
    shmem_free(dst);
    shmem_free(src);
    free(acc);
    shmem_finalize();
    return 0;
}
