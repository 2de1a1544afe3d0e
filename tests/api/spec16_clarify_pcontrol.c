/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=30 */
/*
 * OpenSHMEM 1.6 corrected shmem_pcontrol's recommended levels: <= 0 off,
 * 1 the default detail, 2 on with profile buffers flushed, > 2 (not
 * >= 2) the profiling library's own effects, with further arguments. A
 * library without a profiler makes no use of the call and simply
 * returns: every level, with and without extra arguments of assorted
 * types, through shmem_pcontrol and pshmem_pcontrol, must return and
 * leave the library working (a put to each neighbour and a reduction
 * after each call are checked).
 */
#include <limits.h>
#include <pshmem.h>

#include "testutil.h"

static long ring[2]; /* [0] from the left, [1] from the right */
static long total, mine;

/* The library still works: a put each way round the ring, a reduction. */
static void still_works(int me, int npes, int step, const char *after)
{
    int right = (me + 1) % npes, left = (me + npes - 1) % npes;
    shmem_long_p(&ring[0], step * 1000L + me, right);
    shmem_long_p(&ring[1], step * 1000L + me, left);
    mine = step + me;
    shmem_long_sum_reduce(SHMEM_TEAM_WORLD, &total, &mine, 1);
    shmem_barrier_all();
    CHECK(ring[0] == step * 1000L + left && ring[1] == step * 1000L + right,
          "after %s: the ring saw %ld and %ld", after, ring[0], ring[1]);
    CHECK(total == (long)npes * step + (long)npes * (npes - 1) / 2,
          "after %s: sum_reduce gave %ld", after, total);
    shmem_barrier_all();
}

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes(), step = 0;
    static const int levels[] = {0, 1, 2, 3, 7, -1, INT_MIN, INT_MAX};
    static char label[] = "spec16_clarify_pcontrol";
    double d = 2.5;
    char what[64];
    for (size_t k = 0; k < sizeof(levels) / sizeof(levels[0]); k++) {
        int level = levels[k];
        shmem_pcontrol(level);
        snprintf(what, sizeof(what), "shmem_pcontrol(%d)", level);
        still_works(me, npes, ++step, what);
        /* level > 2 passes the tool's own arguments; any level may */
        shmem_pcontrol(level, label);
        shmem_pcontrol(level, 42, d, label, (void *)&ring[0], 7L, 'x');
        snprintf(what, sizeof(what), "shmem_pcontrol(%d, ...)", level);
        still_works(me, npes, ++step, what);
        pshmem_pcontrol(level);
        pshmem_pcontrol(level, "flush", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, d);
        snprintf(what, sizeof(what), "pshmem_pcontrol(%d, ...)", level);
        still_works(me, npes, ++step, what);
    }
    /* the recommended default after init is level 1: back to it */
    shmem_pcontrol(1);
    still_works(me, npes, ++step, "shmem_pcontrol(1) at the end");
    return test_exit();
}
