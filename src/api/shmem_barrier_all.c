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

/*
 * Stores to mapped peers are ordered by the CPU (x86-TSO) except glibc's
 * non-temporal copies for large memcpy; a full fence orders those too.
 * All our puts complete when the call returns, so fence == quiet.
 */
void shmem_fence(void)
{
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

void shmem_quiet(void)
{
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}
