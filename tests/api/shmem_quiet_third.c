/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * A quiet completes puts for every PE, not only for the one that issued
 * them: each round PE 0 (the writer) puts 64 KiB to the last PE (the
 * target) in 2 KiB pieces while the target computes for 10 ms without a
 * library call, quiets, and then tells PE 1 (the reader) by an atomic set
 * of its flag; the reader gets the 64 KiB from the target and checks
 * every byte. The reader's get reaches the target by another connection
 * than the writer's puts, so only a quiet that waited until the target
 * had stored them makes the check pass.
 * Over UCX's TCP, shmap sends puts of up to 8 KiB as active messages,
 * which nothing acknowledges: its quiet asks each PE written so once (a
 * get behind the puts). tests/sh/ucx.sh runs this with the progress
 * thread off (SMA_PROGRESS=no), so the target stores nothing while it
 * computes, and with TCP alone between pseudo-nodes; a quiet that did not
 * ask failed there (the reader saw the previous round's bytes). The node
 * layouts run it as it comes, and on one node it checks the mapped path.
 * QUIET_THIRD_READER=k makes PE k the reader: on the target's node, it
 * reads by loads, not behind the puts in the target's receive queue
 * (UCX's shared memory between pseudo-nodes has one queue a process).
 * With 2 PEs the writer reads itself; 1 PE has nothing to check.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime (busy.h) */
#include <shmem.h>

#include "busy.h"
#include "testutil.h"

#define ROUNDS 30
#define PIECE 2048
#define PIECES 32
#define SIZE (PIECE * PIECES)

static unsigned char data[SIZE];
static long flag;

static unsigned char byte(int r, size_t i)
{
    return (unsigned char)(r * 131 + (int)(i % 251) + 1);
}

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes();
    int writer = 0, target = n - 1, reader = n > 2 ? 1 : 0;
    const char *rd = getenv("QUIET_THIRD_READER");
    if (rd && n > 2) {
        reader = atoi(rd);
        int between = reader > writer && reader < target;
        CHECK(between, "QUIET_THIRD_READER=%s: want a PE from 1 to %d", rd,
              n - 2);
        if (!between)
            return test_exit();
    }
    static unsigned char src[SIZE], got[SIZE];
    for (int r = 0; n > 1 && r < ROUNDS; r++) {
        shmem_barrier_all();
        if (me == target)
            busy_for(0.01);
        if (me == writer) {
            for (size_t i = 0; i < SIZE; i++)
                src[i] = byte(r, i);
            for (int p = 0; p < PIECES; p++)
                shmem_putmem(data + p * PIECE, src + p * PIECE, PIECE, target);
            shmem_quiet();
            if (reader != writer)
                shmem_long_atomic_set(&flag, r + 1, reader);
        }
        if (me == reader) {
            if (reader != writer)
                shmem_long_wait_until(&flag, SHMEM_CMP_EQ, r + 1);
            shmem_getmem(got, data, SIZE, target);
            size_t bad = SIZE;
            for (size_t i = 0; i < SIZE && bad == SIZE; i++)
                if (got[i] != byte(r, i))
                    bad = i;
            CHECK(bad == SIZE,
                  "round %d: PE %d read byte %zu of PE %d's data as %u after "
                  "PE %d's quiet, want %u (the previous round's: %u): the "
                  "quiet returned before the target stored the puts",
                  r, reader, bad, target, bad < SIZE ? got[bad] : 0, writer,
                  bad < SIZE ? byte(r, bad) : 0,
                  bad < SIZE && r ? byte(r - 1, bad) : 0);
        }
    }
    shmem_barrier_all();
    if (me == 0 && !test_failures)
        printf("shmem_quiet_third: %d PEs, %d rounds: the reader saw every "
               "put the writer had quieted\n",
               n, n > 1 ? ROUNDS : 0);
    return test_exit();
}
