/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=60 */
/*
 * A PE that polls (shmem_test, test_all, test_any, test_some_vector,
 * shmem_signal_fetch) and makes no other library call carries out what
 * other PEs ask of it. Each round every PE takes a fetch_add from the
 * next PE's counter, puts 8 words into that PE's slot for the round,
 * fences, and sets its flags (or signals); then it polls for its own
 * round's data from the previous PE, never waiting, never in a barrier.
 * Between nodes, a put or an atomic over UCX or MPI needs the target's
 * library to act: with the progress thread off (tests/sh/ucx.sh runs it
 * so), a PE whose polls did not progress never saw its flag, and the
 * PEs asking it never got their fetch_adds back (the run times out).
 * The slots are per round and the flags compared with >= because a PE
 * may run a few rounds ahead of the next. Every value is checked.
 */
#include <shmem.h>

#include "testutil.h"

#define ROUNDS 200
#define WORDS 8
#define MODES 5

static long slot[ROUNDS + 1][WORDS];
static long flags[2], counter;
static uint64_t sig;

static long word(int from, int r, int i)
{
    return (long)from * 1000003L + r * 131L + i;
}

/* One poll by round r's routine: 1 when its data has come. */
static int poll_once(int r)
{
    long want[2] = {r, r};
    size_t idx[2];
    switch (r % MODES) {
    case 0: return shmem_long_test(&flags[0], SHMEM_CMP_GE, r);
    case 1: return shmem_long_test_all(flags, 2, NULL, SHMEM_CMP_GE, r);
    case 2: {
        /* set in order: the second one set means both are */
        int st[2] = {1, 0};
        return shmem_long_test_any(flags, 2, st, SHMEM_CMP_GE, r) == 1;
    }
    case 3:
        return shmem_long_test_some_vector(flags, 2, idx, NULL, SHMEM_CMP_GE,
                                           want) == 2;
    default: /* the signal counts the rounds of this routine */
        return shmem_signal_fetch(&sig) >= (uint64_t)((r + 1) / MODES);
    }
}

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes();
    int next = (me + 1) % n, prev = (me + n - 1) % n;
    long src[WORDS];
    shmem_barrier_all();
    for (int r = 1; r <= ROUNDS; r++) {
        long got = shmem_long_atomic_fetch_add(&counter, 1, next);
        CHECK(got == r - 1,
              "round %d: fetch_add on PE %d returned %ld, want %d", r, next,
              got, r - 1);
        for (int i = 0; i < WORDS; i++)
            src[i] = word(me, r, i);
        if (r % MODES == MODES - 1) {
            shmem_putmem_signal(slot[r], src, sizeof(src), &sig, 1,
                                SHMEM_SIGNAL_ADD, next);
        } else {
            shmem_putmem(slot[r], src, sizeof(src), next);
            shmem_fence();
            shmem_long_p(&flags[0], r, next);
            shmem_fence();
            shmem_long_p(&flags[1], r, next);
        }
        while (!poll_once(r))
            ;
        for (int i = 0; i < WORDS; i++)
            if (slot[r][i] != word(prev, r, i)) {
                CHECK(0,
                      "round %d (routine %d): word %d from PE %d is %ld, "
                      "want %ld",
                      r, r % MODES, i, prev, slot[r][i], word(prev, r, i));
                break;
            }
    }
    shmem_barrier_all();
    CHECK(counter == ROUNDS, "PE %d's counter is %ld, want %d", me, counter,
          ROUNDS);
    return test_exit();
}
