/* SPDX-License-Identifier: BSD-3-Clause */
/* Fortran start-up, queries, ordering and global exit. */
#include <stdlib.h>
#include <string.h>

#include "../src/core/asym/asym.h"
#include "shmem_f.h"

SHMEMF(void, start_pes, START_PES, (const shmemf_int *npes))
{
    (void)npes; /* the launcher decides, as on SGI systems */
    shmemi_start_pes("START_PES");
}

SHMEMF(void, shmem_init, SHMEM_INIT, (void))
{
    shmemi_init("SHMEM_INIT");
}

SHMEMF(void, shmem_finalize, SHMEM_FINALIZE, (void))
{
    shmemi_finalize("SHMEM_FINALIZE");
}

SHMEMF(void, shmem_global_exit, SHMEM_GLOBAL_EXIT, (const shmemf_int *status))
{
    shmemi_mark_job_ending(*status, true);
    exit(*status);
}

SHMEMF(shmemf_int, my_pe, MY_PE, (void))
{
    return shmemi_my_pe("MY_PE");
}

SHMEMF(shmemf_int, num_pes, NUM_PES, (void))
{
    return shmemi_n_pes("NUM_PES");
}

SHMEMF(shmemf_int, shmem_my_pe, SHMEM_MY_PE, (void))
{
    return shmemi_my_pe("SHMEM_MY_PE");
}

SHMEMF(shmemf_int, shmem_n_pes, SHMEM_N_PES, (void))
{
    return shmemi_n_pes("SHMEM_N_PES");
}

SHMEMF(void, shmem_info_get_version, SHMEM_INFO_GET_VERSION,
       (shmemf_int * major, shmemf_int *minor))
{
    *major = SHMEM_MAJOR_VERSION;
    *minor = SHMEM_MINOR_VERSION;
}

/* CHARACTER*(*) name: gfortran passes its length after the arguments.
 * Fortran strings are blank-padded, not NUL-terminated. */
SHMEMF(void, shmem_info_get_name, SHMEM_INFO_GET_NAME,
       (char *name, size_t len))
{
    size_t n = strlen(SHMEM_VENDOR_STRING);
    if (n > len)
        n = len;
    memcpy(name, SHMEM_VENDOR_STRING, n);
    memset(name + n, ' ', len - n);
}

SHMEMF(void, shmem_fence, SHMEM_FENCE, (void))
{
    shmemi_fence();
}

SHMEMF(void, shmem_quiet, SHMEM_QUIET, (void))
{
    shmemi_quiet();
}

/* LOGICAL results: gfortran's .TRUE. is 1. */
SHMEMF(shmemf_logical, shmem_pe_accessible, SHMEM_PE_ACCESSIBLE,
       (const shmemf_int *pe))
{
    return *pe >= 0 && *pe < shmemi_n_pes("SHMEM_PE_ACCESSIBLE");
}

SHMEMF(shmemf_logical, shmem_addr_accessible, SHMEM_ADDR_ACCESSIBLE,
       (const void *addr, const shmemf_int *pe))
{
    return shmemi_accessible(addr, *pe, "SHMEM_ADDR_ACCESSIBLE");
}

/* An INTEGER*8 address for a Cray pointer: 0 if no load or store here
 * reaches target on that PE. */
SHMEMF(shmemf_pointer, shmem_ptr, SHMEM_PTR,
       (const void *target, const shmemf_int *pe))
{
    return (shmemf_pointer)(uintptr_t)shmemi_ptr(target, *pe, "SHMEM_PTR");
}
