/* SPDX-License-Identifier: BSD-3-Clause */
/* Fortran barriers: SHMEM_BARRIER_ALL and the active-set SHMEM_BARRIER. */
#include "../src/core/coll/coll.h"
#include "shmem_f.h"

SHMEMF(void, shmem_barrier_all, SHMEM_BARRIER_ALL, (void))
{
    shmemi_barrier_all("SHMEM_BARRIER_ALL");
}

/* pSync (default INTEGERs) is not used: the library keeps its own. */
SHMEMF(void, shmem_barrier, SHMEM_BARRIER,
       (const shmemf_int *PE_start, const shmemf_int *logPE_stride,
        const shmemf_int *PE_size, shmemf_int *pSync))
{
    struct shmemi_set s = shmemi_active_set(*PE_start, *logPE_stride, *PE_size,
                                            "SHMEM_BARRIER");
    shmemi_set_barrier(&s, SHMEMI_SLOT_SYNC, SHMEMI_ALG_AUTO, "SHMEM_BARRIER");
}
