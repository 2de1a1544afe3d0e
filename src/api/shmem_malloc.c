/* SPDX-License-Identifier: BSD-3-Clause */
/* OpenSHMEM symmetric heap routines. */
#include "../core/mem.h"
#include "../core/shmemi.h"
#include <mpp/shmem.h>

void *shmem_malloc(size_t size)
{
    return shmemi_malloc(size, 0, __func__);
}

/* The hints only promise how memory will be used; every block here is
 * already fit for atomics and signals. Hints are advice: bits this
 * library does not know (a later specification's) allocate all the same,
 * with a note under SMA_DEBUG. */
void *shmem_malloc_with_hints(size_t size, long hints)
{
    long known = SHMEM_MALLOC_ATOMICS_REMOTE | SHMEM_MALLOC_SIGNAL_REMOTE;
    if ((hints & ~known) && shmemi.debug)
        shmemi_warn(__func__, "hint bits %#lx are unknown here; ignored",
                    (unsigned long)(hints & ~known));
    return shmemi_malloc(size, 0, __func__);
}

void *shmem_calloc(size_t count, size_t size)
{
    return shmemi_calloc(count, size, __func__);
}

void *shmem_align(size_t alignment, size_t size)
{
    return shmemi_align(alignment, size, __func__);
}

void *shmem_realloc(void *ptr, size_t size)
{
    return shmemi_realloc(ptr, size, __func__);
}

void shmem_free(void *ptr)
{
    shmemi_free(ptr, __func__);
}
