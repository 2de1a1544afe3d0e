/* SPDX-License-Identifier: BSD-3-Clause */
/* Fortran concatenation: SHMEM_COLLECT and SHMEM_FCOLLECT 4/8/32/64. */
#include "../src/core/coll/coll.h"
#include "shmem_f.h"

static void collect(void *target, const void *source, size_t bytes,
                    bool fixed, int start, int log_stride, int size,
                    const char *routine)
{
    struct shmemi_set s = shmemi_active_set(start, log_stride, size, routine);
    shmemi_collect(&s, target, source, bytes, fixed, routine);
}

#define DEF_COLLECT_1(lower, UPPER, BYTES, FIXED)                              \
    SHMEMF(void, lower, UPPER,                                                 \
           (void *target, const void *source, const shmemf_int *nelems,        \
            const shmemf_int *PE_start, const shmemf_int *logPE_stride,        \
            const shmemf_int *PE_size, shmemf_int *pSync))                     \
    {                                                                          \
        collect(target, source,                                                \
                shmemf_count(*nelems, "nelems", #UPPER) * (BYTES), FIXED,      \
                *PE_start, *logPE_stride, *PE_size, #UPPER);                   \
    }
#define DEF_COLLECT(SUF, BYTES)                                                \
    DEF_COLLECT_1(shmem_collect##SUF, SHMEM_COLLECT##SUF, BYTES, false)        \
    DEF_COLLECT_1(shmem_fcollect##SUF, SHMEM_FCOLLECT##SUF, BYTES, true)
SHMEMF_COLL_SIZED(DEF_COLLECT)
