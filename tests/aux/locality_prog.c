/* SPDX-License-Identifier: BSD-3-Clause */
/* Prints shmemx_pe_locality from every PE to every PE, one line per PE in
 * PE order ("locality PE 0: 0 1 2 ..."), for tests/sh/placement.sh. */
#include <mpp/shmemx.h>
#include <stdio.h>

static long turn;

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes();
    /* one PE at a time, in order, so the lines do not interleave */
    shmem_long_wait_until(&turn, SHMEM_CMP_EQ, me);
    printf("locality PE %d:", me);
    for (int pe = 0; pe < n; pe++)
        printf(" %d", shmemx_pe_locality(pe));
    printf("\n");
    fflush(stdout);
    if (me + 1 < n)
        shmem_long_p(&turn, me + 1, me + 1);
    shmem_barrier_all();
    shmem_finalize();
    return 0;
}
