/* SPDX-License-Identifier: BSD-3-Clause */
/* Fortran SGI cache management: coherent hardware needs none (no-ops). */
#include "shmem_f.h"

#define DEF_NOARG(lower, UPPER)                                                \
    SHMEMF(void, lower, UPPER, (void)) {}
#define DEF_LINE(lower, UPPER)                                                 \
    SHMEMF(void, lower, UPPER, (void *target))                                 \
    {                                                                          \
        (void)target;                                                          \
    }
DEF_NOARG(shmem_clear_cache_inv, SHMEM_CLEAR_CACHE_INV)
DEF_NOARG(shmem_set_cache_inv, SHMEM_SET_CACHE_INV)
DEF_NOARG(shmem_udcflush, SHMEM_UDCFLUSH)
DEF_LINE(shmem_clear_cache_line_inv, SHMEM_CLEAR_CACHE_LINE_INV)
DEF_LINE(shmem_set_cache_line_inv, SHMEM_SET_CACHE_LINE_INV)
DEF_LINE(shmem_udcflush_line, SHMEM_UDCFLUSH_LINE)
