/* SPDX-License-Identifier: BSD-3-Clause */
/* The Fortran binding's by-reference wrapper macro (types: shmemi_types.h). */
#ifndef SHMAP_SHMEM_F_H
#define SHMAP_SHMEM_F_H

#include "../src/core/shmemi.h"
#include "../src/core/shmemi_types.h"
#include <mpp/shmem.h>

typedef int32_t shmemf_int;     /* default INTEGER */
typedef int32_t shmemf_logical; /* default LOGICAL: gfortran's .TRUE. is 1 */
typedef int64_t shmemf_pointer; /* a Cray pointer, INTEGER*8 */
typedef int64_t shmemf_int8;    /* an INTEGER*8 count (of bytes) */

/*
 * SHMEMF(RET, lower, UPPER, PARAMS) { body } defines the routine under the
 * name gfortran calls (lower_) and exports the g77/f2c (lower__) and the
 * upper-case (UPPER) spellings as aliases of it. Bodies pass the
 * upper-case name to the core, so errors name the Fortran routine.
 * CHARACTER arguments bring hidden lengths after the last argument; the
 * routines that do not need them leave them unread, which the C calling
 * convention allows.
 *
 * Built with -DSHMEMF_LIST the same sources print the exported names
 * (@@SHMEMF ... @@, for the linker's version script) and each routine's
 * result type and parameters (%%SHMEMF UPPER type (params) %%, from which
 * src/gen/genfh.c writes the long include file's declarations and the
 * module's interfaces) instead; see the Makefile. So parameter names and
 * C types here are the Fortran interface: void * is any type, shmemf_int
 * a default INTEGER, shmemf_logical a LOGICAL, shmemf_pointer and
 * shmemf_int8 INTEGER*8.
 */
#ifdef SHMEMF_LIST
#define SHMEMF(RET, lower, UPPER, PARAMS)                                      \
    @@SHMEMF lower##_ lower##__ UPPER @@ %%SHMEMF UPPER RET PARAMS %%          \
    static RET lower##_unused PARAMS
#else
#define SHMEMF_EXPORT __attribute__((visibility("default")))
#define SHMEMF(RET, lower, UPPER, PARAMS)                                      \
    SHMEMF_EXPORT RET lower##_ PARAMS;                                         \
    SHMEMF_EXPORT RET lower##__ PARAMS __attribute__((alias(#lower "_")));     \
    SHMEMF_EXPORT RET UPPER PARAMS __attribute__((alias(#lower "_")));         \
    RET lower##_ PARAMS
#endif

/* Counts arrive as default INTEGERs: a negative one is an error naming the
 * Fortran routine, never a huge size_t. */
static inline size_t shmemf_count(shmemf_int n, const char *what,
                                  const char *routine)
{
    if (SHMEMI_UNLIKELY(n < 0))
        shmemi_fatal(routine, "%s %d is negative", what, (int)n);
    return (size_t)n;
}

#endif
