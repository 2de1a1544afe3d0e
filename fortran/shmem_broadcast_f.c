/* SPDX-License-Identifier: BSD-3-Clause */
/* Fortran broadcasts: SHMEM_BROADCAST4/8/32/64 over an active set. */
#include "../src/core/coll/coll.h"
#include "shmem_f.h"

/* PE_root is a rank in the active set; the root's target is untouched. */
#define DEF_BCAST(SUF, BYTES)                                                  \
    SHMEMF(void, shmem_broadcast##SUF, SHMEM_BROADCAST##SUF,                   \
           (void *target, const void *source, const shmemf_int *nelems,        \
            const shmemf_int *PE_root, const shmemf_int *PE_start,             \
            const shmemf_int *logPE_stride, const shmemf_int *PE_size,         \
            shmemf_int *pSync))                                                \
    {                                                                          \
        const char *r = "SHMEM_BROADCAST" #SUF;                                \
        shmemi_aset_broadcast(target, source,                                  \
                              shmemf_count(*nelems, "nelems", r) * (BYTES),    \
                              *PE_root, *PE_start, *logPE_stride, *PE_size,    \
                              r);                                              \
    }
SHMEMF_COLL_SIZED(DEF_BCAST)
