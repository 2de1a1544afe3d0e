/* SPDX-License-Identifier: BSD-3-Clause */
/* OpenSHMEM symmetric heap routines. */
#include <stdlib.h>

#include "../core/mem.h"
#include "../core/shmemi.h"
#include <mpp/shmem.h>
#include <mpp/shmemx.h>

void *shmem_malloc(size_t size)
{
    return shmemi_malloc(size, 0, __func__);
}

/* The hints only promise how memory will be used; every block here is
 * already fit for atomics and signals. Hints are advice: bits this
 * library does not know (a later specification's) allocate all the same,
 * with a note under SMA_DEBUG. The locality hints (shmemx.h) place the
 * block's pages. */
void *shmem_malloc_with_hints(size_t size, long hints)
{
    const long near = SHMEMX_MALLOC_NEAR_PE(0), pe_bits = 0xffffffL << 16;
    long known = SHMEM_MALLOC_ATOMICS_REMOTE | SHMEM_MALLOC_SIGNAL_REMOTE |
                 near | pe_bits | SHMEMX_MALLOC_INTERLEAVE |
                 SHMEMX_MALLOC_NO_BARRIER;
    if ((hints & ~known) && shmemi.debug)
        shmemi_warn(__func__, "hint bits %#lx are unknown here; ignored",
                    (unsigned long)(hints & ~known));
    int how = hints & SHMEMX_MALLOC_INTERLEAVE ? SHMEMI_PLACE_INTERLEAVE
              : hints & near                   ? SHMEMI_PLACE_PE
                                               : SHMEMI_PLACE_OWN;
    int pe = (int)((hints & pe_bits) >> 16);
    if (how == SHMEMI_PLACE_PE && pe >= shmemi.npes)
        shmemi_fatal(__func__,
                     "SHMEMX_MALLOC_NEAR_PE(%d): there are PEs 0..%d only", pe,
                     shmemi.npes - 1);
    if (how == SHMEMI_PLACE_OWN || size == 0)
        return shmemi_malloc(size, 0, __func__);
    return shmemi_malloc_placed(size, how, pe, __func__);
}

void *shmem_calloc(size_t count, size_t size)
{
    return shmemi_calloc(count, size, __func__);
}

void *shmem_align(size_t alignment, size_t size)
{
    return shmemi_align(alignment, size, __func__);
}

/* A placed block loses its placement here: its pages go back to this
 * PE's node, wherever the block ends up. */
void *shmem_realloc(void *ptr, size_t size)
{
    shmemi_unplace(ptr, __func__);
    return shmemi_realloc(ptr, size, __func__);
}

void shmem_free(void *ptr)
{
    shmemi_unplace(ptr, __func__);
    shmemi_free(ptr, __func__);
}
