/* SPDX-License-Identifier: BSD-3-Clause */
/* shmemx_asym_*: register memory for remote access, and its put and get. */
#include "../core/asym/asym.h"
#include "../core/shmemi.h"
#include "../core/trace.h"
#include <mpp/shmemx.h>

/*
 * Registration is local: no other PE takes part (core/asym/owner.c). The put and
 * get take the target PE's own address of memory it registered; the
 * standard routines accept such an address too (the translation's slow
 * path finds it), so these two are the same operation under the names
 * the LANL proposal gave them.
 */
int shmemx_asym_init(void)
{
    shmemi_n_pes(__func__);
    return shmemi_asym_init();
}

int shmemx_asym_register(void *addr, size_t size)
{
    shmemi_n_pes(__func__);
    int rc = shmemi_asym_register(addr, size);
    SHMEMI_TRACE(MEMORY, __func__, "%zu bytes at %p: %d", size, addr, rc);
    return rc;
}

int shmemx_asym_unregister(void *addr)
{
    shmemi_n_pes(__func__);
    int rc = shmemi_asym_unregister(addr);
    SHMEMI_TRACE(MEMORY, __func__, "%p: %d", addr, rc);
    return rc;
}

/* The registered memory these two are for is searched first, inline
 * (asym.h); anything else takes the standard routines' path. */
void shmemx_asym_putmem(void *dest, const void *source, size_t nelems, int pe)
{
    uintptr_t off;
    if (SHMEMI_LIKELY(shmemi_asym_xlate(dest, nelems, pe, &off)))
        shmemi_remote_put(pe, off, source, nelems);
    else
        shmemi_put(dest, source, nelems, pe, __func__);
}

void shmemx_asym_getmem(void *dest, const void *source, size_t nelems, int pe)
{
    uintptr_t off;
    if (SHMEMI_LIKELY(shmemi_asym_xlate(source, nelems, pe, &off)))
        shmemi_remote_get(pe, off, dest, nelems);
    else
        shmemi_get(dest, source, nelems, pe, __func__);
}
