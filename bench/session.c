/* SPDX-License-Identifier: BSD-3-Clause */
/* session: OpenSHMEM 1.6's batch sessions against the same loops without. */
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>

#include "harness.h"

/*
 * Every PE runs a loop of updates to pseudo-random PEs, GUPS-like, then a
 * quiet and a barrier: non-fetching 64-bit XORs, and 8-byte puts; each
 * with and without a batch session (SHMEM_CTX_SESSION_BATCH, total_ops
 * given) around the loop. Times are per update on PE 0, windows rotate,
 * x = with session / without (the median of per-window ratios; below 1:
 * the session helps). Under oshrun every PE is mapped and a session has
 * nothing to batch (x near 1); on the MPI transport the session skips
 * each operation's local flush:
 *   SHMAP_TRANSPORT=mpi SHMAP_NODE_SIZE=1 mpirun -np 4 build/bench/session
 * shmap only: Open MPI's OpenSHMEM (1.4) has no sessions.
 */

#define MAX_WINDOWS 32
#define WORDS 1024

static uint64_t table[WORDS];
static long slots[WORDS];
static long iters;

static uint64_t next(uint64_t *s)
{
    *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
    return *s >> 17;
}

static void loop(int kind, bool session)
{
    int npes = shmem_n_pes();
    uint64_t s = (uint64_t)shmem_my_pe() + 1;
    shmem_ctx_session_config_t cfg = {.total_ops = (size_t)iters};
    if (session)
        shmem_ctx_session_start(SHMEM_CTX_DEFAULT, SHMEM_CTX_SESSION_BATCH,
                                &cfg, SHMEM_CTX_SESSION_TOTAL_OPS);
    for (long i = 0; i < iters; i++) {
        uint64_t r = next(&s);
        int pe = (int)(r % (uint64_t)npes);
        if (kind == 0)
            shmem_uint64_atomic_xor(&table[(r >> 8) % WORDS], r, pe);
        else
            shmem_long_p(&slots[(r >> 8) % WORDS], (long)r, pe);
    }
    if (session)
        shmem_ctx_session_stop(SHMEM_CTX_DEFAULT);
    shmem_quiet();
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(
        argc, argv,
        "loops of XORs and 8-byte puts to random PEs with and without a "
        "batch session (the MPI transport is where they differ)");
    shmem_init();
    int me = shmem_my_pe();
    long windows = quick ? 2 : 10;
    iters = quick ? 200 : 5000;
    const char *names[2] = {"xor", "put 8 B"};
    double t[4][MAX_WINDOWS], x[2][MAX_WINDOWS];
    for (long w = 0; w < windows; w++) {
        for (int j = 0; j < 4; j++) {
            int way = (int)((w + j) % 4); /* kind = way / 2, session = way % 2 */
            shmem_barrier_all();
            uint64_t t0 = bench_now_ns();
            loop(way / 2, way % 2);
            shmem_barrier_all();
            t[way][w] = (double)(bench_now_ns() - t0) / (double)iters;
        }
        for (int k = 0; k < 2; k++)
            x[k][w] = t[2 * k + 1][w] / t[2 * k][w];
    }
    if (me == 0) {
        struct bench_table tab;
        const char *heads[] = {"op", "plain_ns", "session_ns", "x"};
        char title[128];
        snprintf(title, sizeof(title),
                 "updates to random PEs, %d PEs, every PE issuing",
                 shmem_n_pes());
        bench_table_init(&tab, title, heads, 4);
        for (int k = 0; k < 2; k++) {
            bench_table_cell(&tab, "%s", names[k]);
            bench_table_cell(&tab, "%.1f",
                             bench_median(t[2 * k], (int)windows));
            bench_table_cell(&tab, "%.1f",
                             bench_median(t[2 * k + 1], (int)windows));
            bench_table_cell(&tab, "%.3f", bench_median(x[k], (int)windows));
        }
        bench_table_print(&tab);
        bench_note("per update, medians over %ld rotating windows; x: "
                   "session / plain, median of per-window ratios",
                   windows);
    }
    shmem_finalize();
    return 0;
}
