/* SPDX-License-Identifier: BSD-3-Clause */
/* pe_quiet: OpenSHMEM 1.6's shmem_pe_quiet against shmem_quiet. */
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

/*
 * PE 0 puts 8 bytes to PE 1 and completes it, with shmem_quiet or with
 * shmem_pe_quiet naming PE 1 only, while the other PEs wait; then the
 * same after a put to every other PE too (a halo written, one neighbour
 * to be told). The ways' windows rotate, x = pe_quiet / quiet (the
 * median of per-window ratios). Under oshrun every PE is mapped and both are a fence; the
 * difference is on the MPI transport, where a quiet flushes every PE and
 * pe_quiet one: run it there as
 *   SHMAP_NODE_SIZE=1 mpirun -np 8 build/bench/pe_quiet
 * (goal: x <= 0.5 with 1 of 8 targets written). shmap only: Open MPI's
 * OpenSHMEM (1.4) has no shmem_pe_quiet, so its build fails to link.
 */

#define MAX_WINDOWS 32

static long box;
static int target = 1;

static void with_quiet(void *arg)
{
    (void)arg;
    shmem_long_p(&box, 42, target);
    shmem_quiet();
}

static void with_pe_quiet(void *arg)
{
    (void)arg;
    shmem_long_p(&box, 42, target);
    shmem_pe_quiet(&target, 1);
}

/* The same, after a put to every other PE too (a halo written, one
 * neighbour to be told): quiet completes them all, pe_quiet one. */
static void all_then_quiet(void *arg)
{
    int npes = *(const int *)arg;
    for (int pe = 1; pe < npes; pe++)
        shmem_long_p(&box, 42, pe);
    shmem_quiet();
}

static void all_then_pe_quiet(void *arg)
{
    int npes = *(const int *)arg;
    for (int pe = 1; pe < npes; pe++)
        shmem_long_p(&box, 42, pe);
    shmem_pe_quiet(&target, 1);
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(
        argc, argv,
        "shmem_pe_quiet(1 PE) against shmem_quiet after an 8-byte put "
        "(2 or more PEs; the MPI transport is where they differ)");
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    if (npes < 2) {
        if (me == 0)
            fprintf(stderr, "pe_quiet: needs at least 2 PEs\n");
        shmem_finalize();
        return 2;
    }
    long windows = quick ? 2 : 16, iters = quick ? 200 : 5000,
         warmup = quick ? 20 : 500;
    bench_fn fn[4] = {with_quiet, with_pe_quiet, all_then_quiet,
                      all_then_pe_quiet};
    struct bench_samples s[4] = {BENCH_SAMPLES_INIT, BENCH_SAMPLES_INIT,
                                 BENCH_SAMPLES_INIT, BENCH_SAMPLES_INIT};
    double x[2][MAX_WINDOWS];
    /* BENCH_SESSION=1: all of it in a batch session (OpenSHMEM 1.6),
     * where MPI's windows stop waiting for each put's local flush, so
     * that completion is left for the quiet or pe_quiet. */
    const char *sess = getenv("BENCH_SESSION");
    bool session = sess && *sess && strcmp(sess, "0");
    if (session)
        shmem_ctx_session_start(SHMEM_CTX_DEFAULT, SHMEM_CTX_SESSION_BATCH,
                                NULL, 0);
    for (long w = 0; w < windows; w++) {
        shmem_barrier_all();
        if (me != 0)
            continue;
        struct bench_stats t[4];
        for (int j = 0; j < 4; j++) {
            int a = (int)((w + j) % 4);
            t[a] = bench_sample(&s[a], fn[a], &npes, iters, warmup);
        }
        x[0][w] = t[1].tmean_ns / t[0].tmean_ns;
        x[1][w] = t[3].tmean_ns / t[2].tmean_ns;
    }
    if (session)
        shmem_ctx_session_stop(SHMEM_CTX_DEFAULT);
    shmem_barrier_all();
    if (me == 1 && box != 42) {
        fprintf(stderr, "pe_quiet: PE 1's word is %ld, not 42\n", box);
        shmem_global_exit(1);
    }
    if (me == 0) {
        struct bench_table tab;
        const char *heads[] = {"op", "tmean_ns", "x_vs_quiet"};
        char title[128];
        snprintf(title, sizeof(title),
                 "put 8 B + completion towards PE 1, %d PEs%s", npes,
                 session ? ", in a batch session" : "");
        bench_table_init(&tab, title, heads, 3);
        const char *names[4] = {"1 written, quiet", "1 written, pe_quiet",
                                "all written, quiet",
                                "all written, pe_quiet"};
        for (int a = 0; a < 4; a++) {
            struct bench_stats st = bench_summary(&s[a]);
            bench_table_cell(&tab, "%s", names[a]);
            bench_table_cell(&tab, "%.1f", st.tmean_ns);
            bench_table_cell(&tab, "%.3f",
                             a % 2 ? bench_median(x[a / 2], (int)windows)
                                   : 1.0);
        }
        bench_table_print(&tab);
        bench_note("x: pe_quiet / quiet, medians over %ld rotating windows; "
                   "goal on the MPI transport x <= 0.5; all written: a "
                   "put to every other PE first",
                   windows);
    }
    for (int a = 0; a < 4; a++)
        bench_samples_free(&s[a]);
    shmem_finalize();
    return 0;
}
