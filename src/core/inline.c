/* SPDX-License-Identifier: BSD-3-Clause */
/* The state the header's inline fast paths read, and their slow paths. */
#include <string.h>

#include "shmemi.h"
/* Emit the header's inline translation as this file's out-of-line copy,
 * used wherever a compiler chooses not to inline it. */
#define SHMAP_XLATE_BODY
#include <mpp/shmem.h>
/* After the header: it must be included first with SHMAP_XLATE_BODY. */
#include "ctx.h"

/* Read by code inlined into programs: its layout is ABI (hence _v2). */
struct shmemi_fast_v2 shmemi_fast_v2;

void shmemi_fast_publish(void)
{
    /* An empty peer range sends every inline call to the checked path
     * below: before init, after finalize, and under SMA_DEBUG. Peers the
     * mapped transport does not reach have NULL entries in peer[]. */
    int n = shmemi.state == SHMEMI_READY && !shmemi.debug ? shmemi.npes : 0;
    struct shmemi_fast_v2 f = {
        .heap_lo = (char *)shmemi.heap_lo,
        .heap_hi = (char *)(shmemi.heap_lo + shmemi.heap_len),
        .heap_base = (char *)shmemi.base,
        .data_lo = (char *)shmemi.data_lo,
        .data_hi = (char *)(shmemi.data_lo + shmemi.data_len),
        .data_base = (char *)shmemi.data_delta,
        .peer = shmemi.peer,
        .peer_end = shmemi.peer ? shmemi.peer + n : NULL,
    };
    shmemi_fast_v2 = f;
}

void shmemi_slow_p(void *dest, const void *value, size_t size, int pe,
                   const char *routine)
{
    shmemi_put(dest, value, size, pe, routine);
}

void shmemi_slow_g(void *out, const void *source, size_t size, int pe,
                   const char *routine)
{
    shmemi_get(out, source, size, pe, routine);
}

void shmemi_slow_put(void *dest, const void *source, size_t nelems, size_t elem,
                     int pe, const char *routine)
{
    shmemi_put(dest, source, shmemi_nbytes(nelems, elem, routine), pe, routine);
}

void shmemi_slow_get(void *dest, const void *source, size_t nelems, size_t elem,
                     int pe, const char *routine)
{
    shmemi_get(dest, source, shmemi_nbytes(nelems, elem, routine), pe, routine);
}

/* The context forms' slow paths: the PE through the context, then the
 * same checked path. */
void shmemi_slow_ctx_p(shmem_ctx_t ctx, void *dest, const void *value,
                       size_t size, int pe, const char *routine)
{
    shmemi_put(dest, value, size, shmemi_ctx_pe(ctx, pe, routine), routine);
}

void shmemi_slow_ctx_g(shmem_ctx_t ctx, void *out, const void *source,
                       size_t size, int pe, const char *routine)
{
    shmemi_get(out, source, size, shmemi_ctx_pe(ctx, pe, routine), routine);
}

void shmemi_slow_ctx_put(shmem_ctx_t ctx, void *dest, const void *source,
                         size_t nelems, size_t elem, int pe,
                         const char *routine)
{
    shmemi_slow_put(dest, source, nelems, elem,
                    shmemi_ctx_pe(ctx, pe, routine), routine);
}

void shmemi_slow_ctx_get(shmem_ctx_t ctx, void *dest, const void *source,
                         size_t nelems, size_t elem, int pe,
                         const char *routine)
{
    shmemi_slow_get(dest, source, nelems, elem,
                    shmemi_ctx_pe(ctx, pe, routine), routine);
}
