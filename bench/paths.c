/* SPDX-License-Identifier: BSD-3-Clause */
/* Latency and bandwidth by size, whatever path reaches the peer. */
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

/*
 * The same measurements on whatever reaches PE 1 from PE 0: shmap's
 * mapped path (oshrun, or mpirun on one node), its MPI path (mpirun with
 * SHMAP_NODE_SIZE=1: every peer on a pseudo-node of its own), or another
 * implementation; scripts/bench-mpi.sh runs them all interleaved and
 * compares. Standard OpenSHMEM only, so it builds against Open MPI.
 *  - put: ping-pong of putmem + fence + a flag put, one-way = RTT/2;
 *  - get: PE 0's blocking getmem from PE 1 (which waits in wait_until);
 *  - bandwidth: putmem + quiet repeated, MB/s;
 *  - fetch_add: PE 0's atomic_fetch_add on a word of PE 1 (waiting in
 *    wait_until, as a PE that serves others usually is);
 *  - lock+unlock: PE 1 takes and drops a free lock (its word is on
 *    PE 0, waiting in wait_until: shmap's queue tail);
 *  - barrier_all, back to back.
 * bench-npes: 2
 */

#define MAXB (4 << 20)
static char *buf, *src;
static long flag_a, flag_b, word, done, lk;
static double lock_ns[2]; /* PE 1's lock+unlock, tmean and min, on PE 0 */
static int me;

struct ping {
    size_t n;
    long seq;
};

static void ping(void *arg)
{
    struct ping *p = arg;
    long s = ++p->seq;
    shmem_putmem(buf, src, p->n, 1);
    shmem_fence();
    shmem_long_p(&flag_a, s, 1);
    shmem_long_wait_until(&flag_b, SHMEM_CMP_EQ, s);
}

/* PE 1: answer every ping with a pong of the same size. */
static void pong(size_t n, long count)
{
    for (long s = 1; s <= count; s++) {
        shmem_long_wait_until(&flag_a, SHMEM_CMP_EQ, s);
        shmem_putmem(buf, src, n, 0);
        shmem_fence();
        shmem_long_p(&flag_b, s, 0);
    }
}

static void get1(void *arg)
{
    shmem_getmem(buf + MAXB, buf, *(size_t *)arg, 1);
}

static void bw1(void *arg)
{
    shmem_putmem(buf, src, *(size_t *)arg, 1);
    shmem_quiet();
}

static void fadd1(void *arg)
{
    (void)arg;
    shmem_long_atomic_fetch_add(&word, 1, 1);
}

static void lock1(void *arg)
{
    (void)arg;
    shmem_set_lock(&lk);
    shmem_clear_lock(&lk);
}

static void barrier1(void *arg)
{
    (void)arg;
    shmem_barrier_all();
}

/* One PE waits (in wait_until, so a transport that needs it progresses)
 * until the other has timed something on it. */
static void serve(void)
{
    shmem_long_wait_until(&done, SHMEM_CMP_NE, 0);
    done = 0;
}

/* Tell pe that its serve() may end. */
static void served(int pe)
{
    shmem_long_p(&done, 1, pe);
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(
        argc, argv, "latency and bandwidth by size, PE 0 to PE 1, any path");
    shmem_init();
    me = shmem_my_pe();
    if (shmem_n_pes() < 2) {
        if (me == 0)
            printf("paths: needs 2 PEs\n");
        shmem_finalize();
        return 0;
    }
    buf = shmem_malloc(2 * MAXB);
    src = malloc(MAXB);
    memset(src, 7, MAXB);
    memset(buf, 0, 2 * MAXB);
    static const size_t sizes[] = {8,     64,     512,     4096,
                                   32768, 262144, 1 << 20, 4 << 20};
    int nsizes = quick ? 4 : (int)(sizeof(sizes) / sizeof(sizes[0]));
    long iters = quick ? 50 : 2000;
    struct bench_table t;
    static const char *const heads[] = {"bytes", "put_us", "get_us", "MB/s"};
    bench_table_init(&t, "paths: PE 0 to PE 1; put one-way (RTT/2), get, "
                         "putmem+quiet bandwidth",
                     heads, 4);
    shmem_barrier_all();
    for (int i = 0; i < nsizes; i++) {
        size_t n = sizes[i];
        long it = n >= (1 << 20) ? iters / 20 + 5 : iters;
        struct ping p = {n, 0};
        struct bench_stats sp, sg, sb;
        if (me == 0) {
            shmem_long_p(&word, it + 5, 1); /* how many pings to answer */
            shmem_barrier_all();
            sp = bench_scale(bench_run(ping, &p, it, 5), 0.5);
            shmem_barrier_all();
            sg = bench_run(get1, &n, it, 5);
            sb = bench_run(bw1, &n, it, 5);
            served(1);
            bench_table_cell(&t, "%zu", n);
            bench_table_cell(&t, "%.3f", sp.tmean_ns / 1e3);
            bench_table_cell(&t, "%.3f", sg.tmean_ns / 1e3);
            bench_table_cell(&t, "%.0f", bench_mbps(n, sb.tmean_ns));
        } else {
            shmem_barrier_all();
            pong(n, shmem_long_g(&word, 1));
            shmem_barrier_all();
            serve();
        }
        shmem_barrier_all();
        flag_a = flag_b = 0;
        word = 0;
        shmem_barrier_all();
    }
    if (me == 0)
        bench_table_print(&t);

    struct bench_table a;
    static const char *const ah[] = {"op", "tmean_us", "min_us"};
    bench_table_init(&a, "paths: fetch_add on PE 1 (waiting), lock+unlock by PE 1, barrier_all",
                     ah, 3);
    struct bench_stats sf = {0}, sbar;
    if (me == 0) {
        sf = bench_run(fadd1, NULL, iters, 10);
        served(1);
        serve();
    } else {
        serve();
        struct bench_stats sl = bench_run(lock1, NULL, iters, 10);
        double l[2] = {sl.tmean_ns, sl.min_ns};
        shmem_putmem(lock_ns, l, sizeof(l), 0);
        shmem_quiet();
        served(0);
    }
    shmem_barrier_all();
    sbar = bench_run(barrier1, NULL, iters, 10);
    if (me == 0) {
        bench_table_cell(&a, "fetch_add");
        bench_table_cell(&a, "%.3f", sf.tmean_ns / 1e3);
        bench_table_cell(&a, "%.3f", sf.min_ns / 1e3);
        bench_table_cell(&a, "lock+unlock");
        bench_table_cell(&a, "%.3f", lock_ns[0] / 1e3);
        bench_table_cell(&a, "%.3f", lock_ns[1] / 1e3);
        bench_table_cell(&a, "barrier_all");
        bench_table_cell(&a, "%.3f", sbar.tmean_ns / 1e3);
        bench_table_cell(&a, "%.3f", sbar.min_ns / 1e3);
        bench_table_print(&a);
        bench_note("tmean: mean of the middle 80%% of the calls");
    }
    shmem_barrier_all();
    shmem_free(buf);
    free(src);
    shmem_finalize();
    return 0;
}
