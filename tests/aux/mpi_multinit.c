/* SPDX-License-Identifier: BSD-3-Clause */
/* SHMEM initialized again under MPI (OpenSHMEM 1.6), for mpi_multinit.sh:
 * with the program's own MPI or the library's, and after MPI_Finalize.
 * Modes: mpi-first, shmem-first (the library initializes MPI, the program
 * uses it after shmem_finalize), shmem-first-mpi-finalize (and finalizes
 * it), either with -late, after-mpi-finalize (an error). */
#include <mpi.h>
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mpi_check.h"

static int fails, rank = -1;

static long ring, counter;

static int initialized(void)
{
    int flag = -1;
    shmem_query_initialized(&flag);
    return flag;
}

/* One series: nested once, a ring of puts, an atomic, a reduction over
 * the whole job and a split team, MPI in between. */
static void series(int s)
{
    shmem_init();
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    CHECK(me == rank && initialized(), "series %d: PE %d, initialized %d", s,
          me, initialized());
    long *buf = shmem_calloc(4, sizeof(long));
    CHECK(buf != NULL, "series %d: shmem_calloc", s);
    shmem_long_p(&ring, 100L * s + me, (me + 1) % npes);
    shmem_long_atomic_add(&counter, 1, 0);
    shmem_finalize(); /* not the last: a barrier */
    CHECK(ring == 100L * s + (me + npes - 1) % npes, "series %d: ring %ld", s,
          ring);
    if (me == 0)
        CHECK(counter == (long)npes * (s + 1), "series %d: counter %ld", s,
              counter);
    buf[0] = me;
    CHECK(shmem_long_sum_reduce(SHMEM_TEAM_WORLD, &buf[1], &buf[0], 1) == 0 &&
              buf[1] == (long)npes * (npes - 1) / 2,
          "series %d: sum %ld", s, buf[1]);
    shmem_team_t odd = SHMEM_TEAM_INVALID;
    if (npes > 1)
        shmem_team_split_strided(SHMEM_TEAM_WORLD, 1, 2, npes / 2, NULL, 0,
                                 &odd);
    if (odd != SHMEM_TEAM_INVALID) {
        CHECK(shmem_long_sum_reduce(odd, &buf[2], &buf[0], 1) == 0 &&
                  buf[2] == (long)(npes / 2) * (npes / 2),
              "series %d: the odd PEs' sum %ld", s, buf[2]);
        shmem_team_destroy(odd);
    }
    long mine = me, sum = -1;
    MPI_Allreduce(&mine, &sum, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
    CHECK(sum == (long)npes * (npes - 1) / 2, "series %d: MPI sum %ld", s, sum);
    shmem_free(buf);
    shmem_finalize();
    CHECK(!initialized(), "series %d: initialized after the last finalize", s);
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "mpi-first";
    int mpi_first = strncmp(mode, "shmem-first", 11) != 0, fin = 0;
    if (mpi_first) {
        int provided;
        MPI_Init_thread(&argc, &argv, MPI_THREAD_SINGLE, &provided);
    } else {
        shmem_init(); /* initializes MPI */
        shmem_finalize();
    }
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (!strcmp(mode, "after-mpi-finalize")) {
        /* MPI cannot start again, so neither can SHMEM under mpirun: one
         * line, and the job ends. */
        series(0);
        MPI_Finalize();
        shmem_init();
        printf("FAIL: rank %d: shmem_init after MPI_Finalize returned\n", rank);
        return 1;
    }
    for (int s = 0; s < 3; s++) {
        series(s);
        /* Between the series MPI works, SHMEM does not. */
        MPI_Barrier(MPI_COMM_WORLD);
    }
    MPI_Finalized(&fin);
    CHECK(!fin, "shmem_finalize finalized MPI");
    /* -late: rank 1 is done 2 s after the others, which wait for it to
     * end the transport (at MPI_Finalize or exit) asleep. */
    if (strstr(mode, "-late") && rank == 1)
        sleep(2);
    if (mpi_first || !strcmp(mode, "shmem-first-mpi-finalize"))
        MPI_Finalize(); /* the library's windows go first */
    if (rank == 0 && !fails)
        printf("%s: ok\n", mode);
    return fails != 0;
}
