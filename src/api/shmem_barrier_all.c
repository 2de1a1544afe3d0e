/* SPDX-License-Identifier: BSD-3-Clause */
/* shmem_barrier_all, shmem_sync_all, shmem_fence, shmem_quiet. */
#include "../core/shmemi.h"
#include <mpp/shmem.h>

void shmem_barrier_all(void)
{
    shmemi_barrier_all(__func__);
}

/* sync_all need not complete outstanding puts; ours always does. */
void shmem_sync_all(void)
{
    shmemi_barrier_all(__func__);
}

/* Every transport delivers a PE's operations to one peer in order
 * (remote.h), so fence is quiet. */
void shmem_fence(void)
{
    shmemi_quiet();
}

void shmem_quiet(void)
{
    shmemi_quiet();
}
