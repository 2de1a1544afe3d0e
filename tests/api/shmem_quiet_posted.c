/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * Posted (non-fetching) atomics and signal adds are complete when the
 * quiet after them returns, even when they could not leave at once:
 * each round PE 0 computes for 20 ms (no library call) while PE 1 fills
 * its network receive queue with 4 KiB puts; meanwhile every other PE
 * sends PE 0 one posted atomic (long add, int add, long inc, uint64 xor
 * or signal add, turning with the round), calls shmem_quiet, and all
 * meet in
 * shmem_barrier_all; then PE 0 checks every word against what was sent.
 * Over UCX (1.13) a posted atomic is reported done at once even while it
 * waits on the endpoint for room, and the worker's flush did not count
 * it: the quiet returned before it left, and PE 0 read the word without
 * it (2 of 3 runs at 4 PEs as pseudo-nodes of 1, and 2% of stress_model
 * runs at 2 pseudo-nodes of 2). tests/sh/ucx.sh runs it so with the
 * progress thread off (SMA_PROGRESS=no): the thread would send the
 * waiting atomic while the sender sits in the barrier, hiding the early
 * quiet; the node layouts run it as it comes.
 * Any PE count; on one node the same program checks the mapped path.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime (busy.h), nanosleep */
#include <shmem.h>

#include "busy.h"
#include "testutil.h"

#define ROUNDS 60
#define FLOOD 1000 /* PE 1's puts a round */
#define BLOCK 4096

static long c64, inc64;
static int c32;
static uint64_t x64, sig;
static char sink[BLOCK], block[BLOCK];

/* The xor operand of PE p in round r. */
static uint64_t pattern(int p, int r)
{
    return ((uint64_t)(p * 1000003 + r) * 0x9e3779b97f4a7c15ULL) | 1;
}

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes();
    long want64 = 0, wantinc = 0;
    int want32 = 0;
    uint64_t wantx = 0, wantsig = 0;
    for (int r = 0; r < ROUNDS; r++) {
        if (me == 0) {
            busy_for(0.02);
        } else if (me == 1) {
            for (int i = 0; i < FLOOD; i++)
                shmem_putmem(sink, block, BLOCK, 0);
        } else {
            struct timespec ts = {0, 5000000}; /* PE 1 has filled it */
            nanosleep(&ts, NULL);
            /* one (a second would first flush the endpoint), its kind
             * turning with the round */
            switch ((r + me) % 5) {
            case 0: shmem_long_atomic_add(&c64, r + 1, 0); break;
            case 1: shmem_int_atomic_add(&c32, 3, 0); break;
            case 2: shmem_long_atomic_inc(&inc64, 0); break;
            case 3: shmem_uint64_atomic_xor(&x64, pattern(me, r), 0); break;
            default:
                shmem_putmem_signal(NULL, NULL, 0, &sig, 2, SHMEM_SIGNAL_ADD,
                                    0);
                break;
            }
            shmem_quiet();
        }
        /* what PE 0 holds once every sender has passed the barrier */
        for (int p = 2; p < n; p++)
            switch ((r + p) % 5) {
            case 0: want64 += r + 1; break;
            case 1: want32 += 3; break;
            case 2: wantinc++; break;
            case 3: wantx ^= pattern(p, r); break;
            default: wantsig += 2; break;
            }
        shmem_barrier_all();
        if (me == 0) {
            long g64 = shmem_long_atomic_fetch(&c64, 0);
            long ginc = shmem_long_atomic_fetch(&inc64, 0);
            int g32 = shmem_int_atomic_fetch(&c32, 0);
            uint64_t gx = shmem_uint64_atomic_fetch(&x64, 0);
            uint64_t gs = shmem_signal_fetch(&sig);
            CHECK(g64 == want64 && ginc == wantinc && g32 == want32 &&
                      gx == wantx && gs == wantsig,
                  "round %d, after the barrier: long add %ld (want %ld), inc "
                  "%ld (%ld), int add %d (%d), xor %#llx (%#llx), signal add "
                  "%llu (%llu): a posted atomic landed after the quiet",
                  r, g64, want64, ginc, wantinc, g32, want32,
                  (unsigned long long)gx, (unsigned long long)wantx,
                  (unsigned long long)gs, (unsigned long long)wantsig);
        }
        shmem_barrier_all(); /* PE 0 has read before the next round */
    }
    if (me == 0 && !test_failures)
        printf("shmem_quiet_posted: %d PEs, %d rounds: every posted atomic "
               "was complete at its quiet\n",
               n, ROUNDS);
    return test_exit();
}
