/* SPDX-License-Identifier: BSD-3-Clause */
/* A SHMEM program that never names MPI: prints whether libmpi got loaded
 * (mpi_interop.sh runs the same binary under oshrun and under mpirun). */
#include <shmem.h>
#include <stdio.h>
#include <string.h>

/* Is libmpi mapped into this process? */
static int mpi_loaded(void)
{
    FILE *f = fopen("/proc/self/maps", "r");
    char line[512];
    int found = 0;
    while (f && fgets(line, sizeof(line), f))
        found |= strstr(line, "libmpi.so") != NULL;
    if (f)
        fclose(f);
    return found;
}

int main(void)
{
    static long count;
    shmem_init();
    int loaded = mpi_loaded();
    shmem_long_atomic_add(&count, loaded, 0);
    shmem_barrier_all();
    if (shmem_my_pe() == 0)
        printf("%d PEs, libmpi loaded in %ld\n", shmem_n_pes(), count);
    shmem_finalize();
    return 0;
}
