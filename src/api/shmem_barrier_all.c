/* SPDX-License-Identifier: BSD-3-Clause */
/* shmem_barrier_all, shmem_sync_all, shmem_fence, shmem_quiet. */
#include "../core/shmemi.h"
#include "../core/trace.h"
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
    SHMEMI_TRACE(FENCE, __func__, "as a quiet");
    shmemi_quiet();
}

void shmem_quiet(void)
{
    SHMEMI_TRACE(QUIET, __func__, "every operation issued so far completes");
    shmemi_quiet();
}
