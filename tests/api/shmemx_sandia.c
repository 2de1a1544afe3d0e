/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=60 */
/*
 * Sandia OpenSHMEM's extension constants a program written against it
 * uses: SHMEMX_TEAM_NODE (the PEs on this node: SHMEM_TEAM_SHARED's) and
 * the hint SHMEMX_MALLOC_NO_BARRIER (a block like any other, usable once
 * the program synchronizes). (Its shmemx_ routines have tests of their
 * families: shmem_signal_add, shmem_ibput.)
 */
#include "testutil.h"
#include <mpp/shmemx.h>

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    CHECK(shmem_team_n_pes(SHMEMX_TEAM_NODE) ==
              shmem_team_n_pes(SHMEM_TEAM_SHARED),
          "SHMEMX_TEAM_NODE has %d PEs, SHMEM_TEAM_SHARED %d",
          shmem_team_n_pes(SHMEMX_TEAM_NODE),
          shmem_team_n_pes(SHMEM_TEAM_SHARED));
    int tme = shmem_team_my_pe(SHMEMX_TEAM_NODE);
    CHECK(tme >= 0 && tme < shmem_team_n_pes(SHMEMX_TEAM_NODE) &&
              shmem_team_translate_pe(SHMEMX_TEAM_NODE, tme,
                                      SHMEM_TEAM_WORLD) == me,
          "this PE is %d of the node team, world PE %d", tme, me);

    for (int round = 0; round < 20; round++) {
        size_t n = 8 + (size_t)round * 100;
        long *a = shmem_malloc_with_hints(n * sizeof(long),
                                          SHMEMX_MALLOC_NO_BARRIER);
        long *b = shmem_malloc_with_hints(
            n * sizeof(long),
            SHMEMX_MALLOC_NO_BARRIER | SHMEM_MALLOC_ATOMICS_REMOTE);
        CHECK(a && b && a != b, "round %d: blocks %p %p", round, (void *)a,
              (void *)b);
        if (!a || !b)
            break;
        if (me == 0)
            b[0] = 0;
        shmem_barrier_all(); /* the program's own synchronization */
        long v[2] = {me * 1000L + round, -me};
        shmem_long_put(a + n - 2, v, 2, (me + 1) % npes);
        shmem_long_atomic_add(b, 1, 0);
        shmem_barrier_all();
        int left = (me + npes - 1) % npes;
        CHECK(a[n - 2] == left * 1000L + round && a[n - 1] == -left,
              "round %d: a[n-2..] %ld %ld from PE %d", round, a[n - 2],
              a[n - 1], left);
        if (me == 0)
            CHECK(b[0] == npes, "round %d: b[0] %ld, want %d", round, b[0],
                  npes);
        shmem_barrier_all();
        shmem_free(b);
        shmem_free(a);
    }
    return test_exit();
}
