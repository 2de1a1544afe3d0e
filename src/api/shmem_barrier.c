/* SPDX-License-Identifier: BSD-3-Clause */
/* shmem_barrier and shmem_sync over a legacy active set. */
#include "../core/coll/coll.h"
#include <mpp/shmem.h>

void shmem_barrier(int PE_start, int logPE_stride, int PE_size, long *pSync)
{
    (void)pSync;
    struct shmemi_set s =
        shmemi_active_set(PE_start, logPE_stride, PE_size, __func__);
    shmemi_set_barrier(&s, SHMEMI_SLOT_SYNC, SHMEMI_ALG_AUTO, __func__);
}

/* Stronger than required: our puts are complete before any sync. */
void shmem_sync(int PE_start, int logPE_stride, int PE_size, long *pSync)
{
    (void)pSync;
    struct shmemi_set s =
        shmemi_active_set(PE_start, logPE_stride, PE_size, __func__);
    shmemi_set_barrier(&s, SHMEMI_SLOT_SYNC, SHMEMI_ALG_AUTO, __func__);
}
