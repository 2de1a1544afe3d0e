/* SPDX-License-Identifier: BSD-3-Clause */
/* A program a profiling tool watches (tests/sh/profiling.sh): 5 puts, a
 * reduction, 2 calls of the Fortran SHMEM_INTEGER_PUT, pcontrol(2), and
 * 3 barriers of its own; it checks its results too. */
#include <shmem.h>
#include <stdio.h>

void shmem_integer_put_(void *, const void *, const int *, const int *);

static long dst[5], sum;
static int fdst[2];

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes(), right = (me + 1) % n;
    shmem_pcontrol(2);
    for (int i = 0; i < 5; i++) {
        long v = me * 10 + i;
        shmem_long_put(&dst[i], &v, 1, right);
    }
    int one = 1, fv[2] = {me, -me};
    shmem_integer_put_(&fdst[0], &fv[0], &one, &right);
    shmem_integer_put_(&fdst[1], &fv[1], &one, &right);
    shmem_barrier_all();
    static long mine;
    mine = me;
    shmem_long_sum_reduce(SHMEM_TEAM_WORLD, &sum, &mine, 1);
    shmem_barrier_all();
    int left = (me + n - 1) % n, bad = sum != (long)n * (n - 1) / 2 ||
                                        dst[4] != left * 10 + 4 ||
                                        fdst[1] != -left;
    shmem_barrier_all();
    if (bad)
        fprintf(stderr, "prof_prog: PE %d: wrong results\n", me);
    shmem_finalize();
    return bad;
}
