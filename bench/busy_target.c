/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * A busy target: the other PEs take work items with fetch_add from a
 * counter on PE 0 (the commonest SHMEM pattern), once while PE 0 idles in
 * a barrier and once while it computes outside the library. Across nodes
 * this measures whether the target's memory is served while it computes
 * (a progress thread, or RDMA); on one node loads and stores need nobody.
 * Also what serving costs the computing PE: its own work rate while the
 * others take items, over its rate computing alone (they wait in a
 * barrier meanwhile); and PE 0's own CPU time while it sleeps outside
 * the library (its progress thread's cost when idle), in percent of one
 * CPU.
 *
 *   busy_target [--quick]      (2 or more PEs; Open MPI's oshcc builds it)
 *
 * BENCH_TSV=1: tab-separated rows "op<TAB>value".
 */
#define _POSIX_C_SOURCE 200809L
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "harness.h"

static double secs(uint64_t ns)
{
    return (double)ns / 1e9;
}

static long counter;
static long done_ops; /* the sum of the workers' rates */


/* Fetch-adds on PE 0 for about `ns`; returns this PE's rate (per
 * second, over the time it really took: a stalled call counts). */
static long take_items(uint64_t ns)
{
    uint64_t t0 = bench_now_ns(), end = t0 + ns, t;
    long n = 0;
    while ((t = bench_now_ns()) < end) {
        for (int i = 0; i < 16; i++)
            (void)shmem_long_atomic_fetch_add(&counter, 1, 0);
        n += 16;
    }
    return (long)((double)n / secs(t - t0));
}

/* PE 0 computing: no library call for `ns`. Returns its work rate
 * (blocks of 1,000 multiply-adds a second). */
static double compute(uint64_t ns)
{
    uint64_t t0 = bench_now_ns(), end = t0 + ns, t;
    volatile double x = 1.0;
    long blocks = 0;
    while ((t = bench_now_ns()) < end) {
        for (int i = 0; i < 1000; i++)
            x = x * 1.0000001 + 1e-9;
        blocks++;
    }
    return (double)blocks / secs(t - t0);
}

static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
    int quick = argc > 1 && !strcmp(argv[1], "--quick");
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    int tsv = getenv("BENCH_TSV") != NULL;
    if (npes < 2) {
        if (me == 0)
            printf("busy_target: needs 2 or more PEs\n");
        shmem_finalize();
        return 0;
    }
    uint64_t window = quick ? 300000000ull : 1000000000ull;
    uint64_t busy = quick ? 500000000ull : 2000000000ull;

    /* warm-up: connections made, pages touched */
    if (me != 0)
        take_items(window / 10);
    shmem_barrier_all();

    /* idle: PE 0 waits in the barrier */
    long mine = 0;
    if (me != 0)
        mine = take_items(window);
    shmem_long_atomic_add(&done_ops, mine, 0);
    shmem_barrier_all();
    long idle_ops = shmem_long_atomic_fetch(&done_ops, 0);
    shmem_barrier_all();
    if (me == 0)
        done_ops = 0;
    shmem_barrier_all();

    /* PE 0 computes alone (the others wait in the barrier): its rate */
    double work_alone = 0, work_busy = 0;
    if (me == 0)
        work_alone = compute(window);
    shmem_barrier_all();

    /* busy: PE 0 computes for `busy`; the others work inside that span */
    mine = 0;
    if (me == 0)
        work_busy = compute(busy);
    else
        mine = take_items(busy * 8 / 10);
    shmem_long_atomic_add(&done_ops, mine, 0);
    shmem_barrier_all();
    long busy_ops = shmem_long_atomic_fetch(&done_ops, 0);

    /* PE 0 sleeps outside the library while the others wait */
    double cpu = 0;
    if (me == 0) {
        double c0 = cpu_now();
        struct timespec s = {quick ? 0 : 1, quick ? 500000000 : 0};
        nanosleep(&s, NULL);
        cpu = (cpu_now() - c0) / (quick ? 0.5 : 1.0) * 100.0;
    }
    shmem_barrier_all();

    if (me == 0) {
        double r_idle = (double)idle_ops, r_busy = (double)busy_ops;
        double kept = work_alone > 0 ? work_busy / work_alone : 0;
        if (tsv) {
            printf("idle_fetch_add_per_s\t%.0f\nbusy_fetch_add_per_s\t%.0f\n"
                   "busy_over_idle\t%.3f\nbusy_work_kept\t%.3f\n"
                   "idle_cpu_percent\t%.3f\n",
                   r_idle, r_busy, r_idle > 0 ? r_busy / r_idle : 0, kept,
                   cpu);
        } else {
            printf("busy_target: %d PEs fetch_add on PE 0\n", npes - 1);
            printf("  PE 0 waiting in a barrier: %10.0f fetch_add/s\n", r_idle);
            printf("  PE 0 computing (%.1f s):   %10.0f fetch_add/s (%.1f%% of "
                   "idle)\n",
                   secs(busy), r_busy,
                   r_idle > 0 ? 100.0 * r_busy / r_idle : 0.0);
            printf("  PE 0's own work meanwhile: %.1f%% of its rate computing "
                   "unasked\n",
                   100.0 * kept);
            printf("  PE 0's CPU while it sleeps outside the library: %.2f%% "
                   "of one CPU\n",
                   cpu);
        }
    }
    shmem_finalize();
    return 0;
}
