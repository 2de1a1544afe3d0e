/* SPDX-License-Identifier: BSD-3-Clause */
/* SGI generic waits on a long: shmem_wait, shmem_wait_until. */
#include "../src/core/wait.h"

void shmem_wait(volatile long *ivar, long cmp_value)
{
    shmemi_p2p(&(const struct shmemi_ivars){(const char *)(uintptr_t)ivar, 1,
                                            sizeof(long), true, NULL,
                                            SHMEM_CMP_NE, (uint64_t)cmp_value,
                                            NULL, SHMEMI_WAIT_ALL},
               NULL, true, __func__);
}

void shmem_wait_until(volatile long *ivar, int cmp, long cmp_value)
{
    shmemi_p2p(&(const struct shmemi_ivars){(const char *)(uintptr_t)ivar, 1,
                                            sizeof(long), true, NULL, cmp,
                                            (uint64_t)cmp_value, NULL,
                                            SHMEMI_WAIT_ALL},
               NULL, true, __func__);
}
