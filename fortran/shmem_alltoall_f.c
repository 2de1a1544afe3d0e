/* SPDX-License-Identifier: BSD-3-Clause */
/* Fortran all-to-all exchange: SHMEM_ALLTOALL(S)32/64. */
#include "../src/core/coll/coll.h"
#include "shmem_f.h"

static void alltoall(void *dest, const void *source, ptrdiff_t dst,
                     ptrdiff_t sst, shmemf_int nelems, size_t elem, int start,
                     int log_stride, int size, const char *routine)
{
    struct shmemi_set s = shmemi_active_set(start, log_stride, size, routine);
    shmemi_alltoall(&s, dest, source, dst, sst,
                    shmemf_count(nelems, "nelems", routine), elem, routine);
}

#define DEF_ALLTOALL(BITS)                                                     \
    SHMEMF(void, shmem_alltoall##BITS, SHMEM_ALLTOALL##BITS,                   \
           (void *dest, const void *source, const shmemf_int *nelems,          \
            const shmemf_int *PE_start, const shmemf_int *logPE_stride,        \
            const shmemf_int *PE_size, shmemf_int *pSync))                     \
    {                                                                          \
        alltoall(dest, source, 1, 1, *nelems, BITS / 8, *PE_start,             \
                 *logPE_stride, *PE_size, "SHMEM_ALLTOALL" #BITS);             \
    }                                                                          \
    SHMEMF(void, shmem_alltoalls##BITS, SHMEM_ALLTOALLS##BITS,                 \
           (void *dest, const void *source, const shmemf_int *dst,             \
            const shmemf_int *sst, const shmemf_int *nelems,                   \
            const shmemf_int *PE_start, const shmemf_int *logPE_stride,        \
            const shmemf_int *PE_size, shmemf_int *pSync))                     \
    {                                                                          \
        alltoall(dest, source, *dst, *sst, *nelems, BITS / 8, *PE_start,       \
                 *logPE_stride, *PE_size, "SHMEM_ALLTOALLS" #BITS);            \
    }
DEF_ALLTOALL(32)
DEF_ALLTOALL(64)
