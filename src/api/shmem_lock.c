/* SPDX-License-Identifier: BSD-3-Clause */
/* shmem_set_lock, shmem_test_lock, shmem_clear_lock. */
#include "../core/shmemi.h"
#include <mpp/shmem.h>

void shmem_set_lock(volatile long *lock)
{
    shmemi_set_lock((long *)(uintptr_t)lock, __func__);
}

int shmem_test_lock(volatile long *lock)
{
    return shmemi_test_lock((long *)(uintptr_t)lock, __func__);
}

void shmem_clear_lock(volatile long *lock)
{
    shmemi_clear_lock((long *)(uintptr_t)lock, __func__);
}
