/* SPDX-License-Identifier: BSD-3-Clause */
/* Fortran asymmetric memory: SHMEMX_ASYM_INIT, _REGISTER, _UNREGISTER,
 * _PUTMEM, _GETMEM (shmemx_asym_register(3)). */
#include <errno.h>

#include "../src/core/asym/asym.h"
#include "shmem_f.h"

/* The INTEGER functions return what the C routines return: 0 or a
 * negative errno. ADDR is any array or variable; its address is the
 * region's first byte. */
SHMEMF(shmemf_int, shmemx_asym_init, SHMEMX_ASYM_INIT, (void))
{
    shmemi_n_pes("SHMEMX_ASYM_INIT");
    return shmemi_asym_init();
}

/* SIZE is an INTEGER*8 count of bytes: a negative one is -EINVAL, as a
 * size of 0 is, never a huge size_t. */
SHMEMF(shmemf_int, shmemx_asym_register, SHMEMX_ASYM_REGISTER,
       (void *addr, const shmemf_int8 *size))
{
    shmemi_n_pes("SHMEMX_ASYM_REGISTER");
    if (*size < 0)
        return -EINVAL;
    return shmemi_asym_register(addr, (size_t)*size);
}

SHMEMF(shmemf_int, shmemx_asym_unregister, SHMEMX_ASYM_UNREGISTER,
       (void *addr))
{
    shmemi_n_pes("SHMEMX_ASYM_UNREGISTER");
    return shmemi_asym_unregister(addr);
}

/* NBYTES is an INTEGER*8 count of bytes; a negative one ends the job
 * naming the routine. The remote address (DEST of the put, SOURCE of the
 * get) is one PE pe registered, or a symmetric one: the C routines' path. */
static inline size_t nbytes_of(const shmemf_int8 *nbytes, const char *routine)
{
    if (SHMEMI_UNLIKELY(*nbytes < 0))
        shmemi_fatal(routine, "nbytes %lld is negative", (long long)*nbytes);
    return (size_t)*nbytes;
}

SHMEMF(void, shmemx_asym_putmem, SHMEMX_ASYM_PUTMEM,
       (void *dest, const void *source, const shmemf_int8 *nbytes,
        const shmemf_int *pe))
{
    shmemi_put(dest, source, nbytes_of(nbytes, "SHMEMX_ASYM_PUTMEM"), *pe,
               "SHMEMX_ASYM_PUTMEM");
}

SHMEMF(void, shmemx_asym_getmem, SHMEMX_ASYM_GETMEM,
       (void *dest, const void *source, const shmemf_int8 *nbytes,
        const shmemf_int *pe))
{
    shmemi_get(dest, (void *)source, nbytes_of(nbytes, "SHMEMX_ASYM_GETMEM"),
               *pe, "SHMEMX_ASYM_GETMEM");
}
