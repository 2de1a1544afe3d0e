/* SPDX-License-Identifier: BSD-3-Clause */
/* The C program of tests/cmake: init, who am I, a barrier, finalize. */
#include <shmem.h>
#include <stdio.h>

static int seen;

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes();
    /* Each PE marks its right neighbour: the barrier makes it visible. */
    shmem_int_p(&seen, me + 1, (me + 1) % n);
    shmem_barrier_all();
    int ok = seen == (me + n - 1) % n + 1;
    printf("C: PE %d of %d %s\n", me, n, ok ? "ok" : "FAIL");
    shmem_finalize();
    return ok ? 0 : 1;
}
