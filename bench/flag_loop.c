/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * flag_loop: a Cray-era wait, a plain loop on a volatile flag, against
 * shmem_wait_until. PE 0 puts a round number into PE 1's flag and waits
 * (shmem_long_wait_until) for PE 1's answer in its own; PE 1 waits for
 * the round either in a loop of plain loads, no library call, or in
 * shmem_long_wait_until, then answers with shmem_long_p. Microseconds a
 * round trip, medians of the windows, the two ways alternating.
 *
 * On one node the put is a store either way. Across nodes over a network
 * transport that needs the target's CPU (UCX over TCP or shared memory),
 * a PE in a plain loop carries out nobody's puts: its progress thread
 * must, and this measures how soon it does (Open MPI's OpenSHMEM without
 * a mapped heap never does: that run hangs).
 *
 *   flag_loop [--quick]        (2 PEs)
 */
#include <shmem.h>
#include <stdio.h>

#include "harness.h"

#define WINDOWS 8

/* on the symmetric heap: Open MPI 4.1 does not map static globals, so
 * there even one node's plain loop would never see the put (README) */
static long *flag, *answer;

/* One window of `n` round trips; PE 0's time a round trip, in ns. */
static double window(int me, long first, long n, int plain)
{
    uint64_t t0 = bench_now_ns();
    for (long i = first; i < first + n; i++) {
        if (me == 0) {
            shmem_long_p(flag, i, 1);
            shmem_long_wait_until(answer, SHMEM_CMP_EQ, i);
        } else if (me == 1) {
            if (plain)
                while (*(volatile long *)flag != i)
                    ;
            else
                shmem_long_wait_until(flag, SHMEM_CMP_EQ, i);
            shmem_long_p(answer, i, 0);
        }
    }
    return (double)(bench_now_ns() - t0) / (double)n;
}

int main(int argc, char **argv)
{
    int quick = bench_parse_quick(
        argc, argv, "a plain loop on a volatile flag against shmem_wait_until");
    shmem_init();
    int me = shmem_my_pe();
    if (shmem_n_pes() < 2) {
        if (me == 0)
            printf("flag_loop: needs 2 PEs\n");
        shmem_finalize();
        return 0;
    }
    flag = shmem_calloc(2, sizeof(long));
    answer = flag + 1;
    long n = quick ? 200 : 1000, round = 1;
    double t[2][WINDOWS];
    round += n; /* warm-up, both ways */
    (void)window(me, 1, n / 2, 0);
    (void)window(me, 1 + n / 2, n / 2, 1);
    for (int w = 0; w < WINDOWS; w++) {
        for (int k = 0; k < 2; k++) {
            int plain = (w + k) % 2;
            t[plain][w] = window(me, round, n, plain);
            round += n;
        }
    }
    shmem_barrier_all();
    if (me == 0) {
        struct bench_table tab;
        static const char *const heads[] = {"wait", "rtt_us"};
        bench_table_init(&tab, "flag_loop: PE 1 waits for PE 0's put, answers",
                         heads, 2);
        bench_table_cell(&tab, "shmem_wait_until");
        bench_table_cell(&tab, "%.3f", bench_median(t[0], WINDOWS) / 1e3);
        bench_table_cell(&tab, "volatile_loop");
        bench_table_cell(&tab, "%.3f", bench_median(t[1], WINDOWS) / 1e3);
        bench_table_print(&tab);
    }
    shmem_free(flag);
    shmem_finalize();
    return 0;
}
