/* SPDX-License-Identifier: BSD-3-Clause */
/* The state the header's inline fast paths read, and their slow paths. */
#include <string.h>

#include "shmemi.h"
/* Emit the header's inline translation as this file's out-of-line copy,
 * used wherever a compiler chooses not to inline it. */
#define SHMAP_FAST_XLATE_BODY
#include <mpp/shmem.h>

/* Read by code inlined into programs: its layout is ABI (hence _v1). */
SHMEM_API struct shmemi_fast shmemi_fast_v1;

void shmemi_fast_publish(void)
{
    struct shmemi_fast f = {
        .heap_lo = shmemi.heap_lo,
        .heap_len = shmemi.heap_len,
        .base = shmemi.base,
        .data_lo = shmemi.data_lo,
        .data_len = shmemi.data_len,
        .data_delta = shmemi.data_delta,
        .peer = shmemi.peer,
        /* 0 sends every inline call to the checked path below. */
        .npes = shmemi.state == SHMEMI_READY && !shmemi.debug ? shmemi.npes
                                                               : 0,
    };
    shmemi_fast_v1 = f;
}

void shmemi_slow_p(void *dest, const void *value, size_t size, int pe,
                   const char *routine)
{
    memcpy(shmemi_xlate(dest, size, pe, routine), value, size);
}

void shmemi_slow_g(void *out, const void *source, size_t size, int pe,
                   const char *routine)
{
    memcpy(out, shmemi_xlate(source, size, pe, routine), size);
}

void shmemi_slow_put(void *dest, const void *source, size_t nelems,
                     size_t elem, int pe, const char *routine)
{
    shmemi_put(dest, source, shmemi_nbytes(nelems, elem, routine), pe,
               routine);
}

void shmemi_slow_get(void *dest, const void *source, size_t nelems,
                     size_t elem, int pe, const char *routine)
{
    shmemi_get(dest, source, shmemi_nbytes(nelems, elem, routine), pe,
               routine);
}
