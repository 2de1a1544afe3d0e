/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/global_exit: shmem_global_exit(0) from PE 0 while every other PE
 * waits for a flag nobody sets: the whole job must end, with status 0.
 * (A hang is a failure; the runner's timeout catches it.) */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

static long never;

int main(void)
{
    int me;
    start_pes(0);
    me = _my_pe();
    shmem_barrier_all();
    if (me == 0) {
        printf("global_exit: PE 0 ends the job of %d PEs\n", _num_pes());
        fflush(stdout);
        shmem_global_exit(0);
        printf("FAIL: global_exit PE 0: shmem_global_exit returned\n");
        return 1;
    }
    shmem_long_wait_until(&never, SHMEM_CMP_NE, 0);
    printf("FAIL: global_exit PE %d: the wait returned (flag %ld)\n", me,
           never);
    return 1;
}
