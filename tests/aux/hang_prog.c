/* SPDX-License-Identifier: BSD-3-Clause */
/* A job that never ends, for tests/sh/hang_report.sh: PE 0 sleeps outside
 * the library, PE 1 waits for its flag to be 5 (PE 2 sets it to 4), the
 * others wait in a barrier that PEs 0 and 1 never reach. */
#include <shmem.h>
#include <unistd.h>

static long flag;

int main(void)
{
    shmem_init();
    int me = shmem_my_pe();
    if (me == 0)
        for (;;)
            sleep(1);
    if (me == 1)
        shmem_long_wait_until(&flag, SHMEM_CMP_EQ, 5);
    if (me == 2)
        shmem_long_p(&flag, 4, 1);
    shmem_barrier_all();
    return 0;
}
