/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/pcontrol_15: shmem_pcontrol (OpenSHMEM 1.5 profiling control) at
 * every documented level, with and without extra arguments: it must
 * return and leave the library working. */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

static long ring;

int main(void)
{
    int me, npes, errors = 0;
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    shmem_pcontrol(0);
    shmem_pcontrol(2);
    shmem_pcontrol(3, "user-defined", 42);
    shmem_pcontrol(1);
    shmem_long_p(&ring, me + 1, (me + 1) % npes);
    shmem_barrier_all();
    if (ring != (me + npes - 1) % npes + 1) {
        printf("FAIL: pcontrol_15 PE %d: ring = %ld after shmem_pcontrol\n",
               me, ring);
        errors++;
    }
    if (!errors && me == 0)
        printf("pcontrol_15: passed on %d PEs\n", npes);
    shmem_finalize();
    return errors != 0;
}
