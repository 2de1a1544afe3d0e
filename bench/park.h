/* SPDX-License-Identifier: BSD-3-Clause */
/* Putting every PE but PE 0 to sleep while PE 0 measures a raw floor. */
#ifndef BENCH_PARK_H
#define BENCH_PARK_H

#include <shmem.h>

#include "harness.h"

/*
 * A floor's processes need the CPUs the other PEs run on, so during a
 * floor window every PE but PE 0 sleeps: it adds one to a word of PE
 * 0's, then naps in 200 us steps (2 ms when the PEs outnumber the CPUs),
 * polling another word of PE 0's with atomic_fetch, until PE 0 releases
 * the window. Both words live on PE 0's heap, and PE 0 only ever waits in
 * wait_until on its own memory. (Polling a word of its own instead, set
 * by PE 0's put, hangs Open MPI 4.1, whose shmem_test does not make the
 * progress that the put needs.) Standard OpenSHMEM 1.4 calls only.
 *
 *     bench_park();           every PE; PE 0 returns once the others sleep
 *     if (me == 0) { ... }    the floor's window
 *     bench_unpark();         PE 0 wakes the others
 */
/* On PE 0, on the symmetric heap (Open MPI 4.1 serves atomics on globals
 * only when the target makes progress): [0] PEs that went to sleep,
 * summed; [16] the last window released. Allocated at the first park,
 * which every PE reaches together (the allocation is collective). */
static long *bench_park_words;
#define bench_park_count bench_park_words[0]
#define bench_park_release bench_park_words[16]
static long bench_park_seq; /* windows so far (every PE counts) */

static inline void bench_park(void)
{
    if (!bench_park_words)
        bench_park_words = shmem_calloc(32, sizeof(long));
    long w = ++bench_park_seq;
    int npes = shmem_n_pes();
    if (shmem_my_pe() != 0) {
        /* Oversubscribed, each wake-up takes a CPU from the floor's
         * processes (and may preempt one): nap longer. */
        long nap = bench_oversubscribed(npes) ? 2000000 : 200000;
        shmem_long_atomic_add(&bench_park_count, 1, 0);
        do
            bench_sleep_ns(nap);
        while (shmem_long_atomic_fetch(&bench_park_release, 0) < w);
        return;
    }
    shmem_long_wait_until(&bench_park_count, SHMEM_CMP_GE,
                          w * (long)(npes - 1));
    bench_sleep_ns(50000); /* the last one's way into nanosleep */
}

static inline void bench_unpark(void)
{
    if (shmem_my_pe() == 0)
        shmem_long_atomic_set(&bench_park_release, bench_park_seq, 0);
}

#endif
