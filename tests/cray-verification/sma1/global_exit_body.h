/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/global_exit_body.h: the program of global_exit.c and globalexit.c,
 * which differ only in the routine that ends the job. A program defines
 * SMA1_NAME (its name, a string literal) and SMA1_EXIT (the routine,
 * called as SMA1_EXIT(status)), then includes this file.
 *
 * SMA1_EXIT(0) from PE 0 while every other PE waits for a flag nobody
 * sets: the whole job must end, with status 0. (A hang is a failure; the
 * runner's timeout catches it.) */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_STR_(x) #x
#define SMA1_STR(x) SMA1_STR_(x)

static long never;

int main(void)
{
    int me;
    start_pes(0);
    me = _my_pe();
    shmem_barrier_all();
    if (me == 0) {
        printf(SMA1_NAME ": PE 0 ends the job of %d PEs\n", _num_pes());
        fflush(stdout);
        SMA1_EXIT(0);
        printf("FAIL: " SMA1_NAME " PE 0: " SMA1_STR(SMA1_EXIT) " returned\n");
        return 1;
    }
    shmem_long_wait_until(&never, SHMEM_CMP_NE, 0);
    printf("FAIL: " SMA1_NAME " PE %d: the wait returned (flag %ld)\n", me,
           never);
    return 1;
}
