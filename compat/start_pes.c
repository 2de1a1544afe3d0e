/* SPDX-License-Identifier: BSD-3-Clause */
/* SGI/Cray start-up and query names over the OpenSHMEM implementation. */
#include "../src/core/shmemi.h"
#include <mpp/shmem.h>

/* The argument was always ignored: the launcher fixes the PE count. Later
 * calls do nothing; how it counts with shmem_finalize: init.c. */
void start_pes(int npes)
{
    (void)npes;
    shmemi_start_pes(__func__);
}

int _my_pe(void)
{
    return shmemi_my_pe(__func__);
}
int my_pe(void)
{
    return shmemi_my_pe(__func__);
}
int _num_pes(void)
{
    return shmemi_n_pes(__func__);
}
int num_pes(void)
{
    return shmemi_n_pes(__func__);
}

/* Cray's name for shmem_global_exit. */
void globalexit(int status)
{
    shmem_global_exit(status);
}
