/* SPDX-License-Identifier: BSD-3-Clause */
/* The Fortran binding's by-reference wrapper macro (types: shmemi_types.h). */
#ifndef SHMAP_SHMEM_F_H
#define SHMAP_SHMEM_F_H

#include "../src/core/shmemi.h"
#include "../src/core/shmemi_types.h"
#include <mpp/shmem.h>

/*
 * The default kinds, in bytes: SHMEMF_I for INTEGER and LOGICAL, SHMEMF_R
 * for REAL (and COMPLEX's halves), SHMEMF_D for DOUBLE PRECISION. gfortran
 * has 4, 4 and 8; a code ported from the T3E is built with
 * -fdefault-integer-8 (8), often -fdefault-real-8 (8, and DOUBLE 16 unless
 * -fdefault-double-8). libsma.so holds a layer of wrappers for each such
 * combination oshfort serves, compiled from these same sources with other
 * values and SHMEMF_PREFIX (see SHMEMF below and the Makefile).
 */
#ifndef SHMEMF_I
#define SHMEMF_I 4
#endif
#ifndef SHMEMF_R
#define SHMEMF_R 4
#endif
#ifndef SHMEMF_D
#define SHMEMF_D 8
#endif
#if SHMEMF_I == 8
typedef int64_t shmemf_int;     /* default INTEGER */
typedef int64_t shmemf_logical; /* default LOGICAL: gfortran's .TRUE. is 1 */
#elif SHMEMF_I == 4
typedef int32_t shmemf_int;
typedef int32_t shmemf_logical;
#else
#error "SHMEMF_I is 4 or 8"
#endif
#if SHMEMF_R == 8
typedef double shmemf_real; /* default REAL */
typedef double _Complex shmemf_complex;
#elif SHMEMF_R == 4
typedef float shmemf_real;
typedef float _Complex shmemf_complex;
#else
#error "SHMEMF_R is 4 or 8"
#endif
#if SHMEMF_D == 16
typedef __float128 shmemf_double; /* DOUBLE PRECISION: gfortran's REAL(16) */
#elif SHMEMF_D == 8
typedef double shmemf_double;
#else
#error "SHMEMF_D is 8 or 16"
#endif
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
 * a default INTEGER, shmemf_logical a LOGICAL, shmemf_real, _double and
 * _complex the default REAL, DOUBLE PRECISION and COMPLEX, shmemf_pointer
 * and shmemf_int8 INTEGER*8.
 */
#ifdef SHMEMF_LIST
#define SHMEMF(RET, lower, UPPER, PARAMS)                                      \
    @@SHMEMF lower##_ lower##__ UPPER @@ %%SHMEMF UPPER RET PARAMS %%          \
    static RET lower##_unused PARAMS
#elif defined(SHMEMF_PREFIX)
/* Another kinds' layer: one name, SHMEMF_PREFIX lower_ (shmapf_i8r4d8_
 * shmem_put_), which that layer's libsma_<kinds>.so jumps to from all
 * three spellings (src/gen/genfh.c, shim). */
#define SHMEMF_CAT2(a, b) a##b
#define SHMEMF_CAT(a, b) SHMEMF_CAT2(a, b)
#define SHMEMF(RET, lower, UPPER, PARAMS)                                      \
    __attribute__((visibility("default")))                                     \
    RET SHMEMF_CAT(SHMEMF_PREFIX, lower##_) PARAMS;                            \
    RET SHMEMF_CAT(SHMEMF_PREFIX, lower##_) PARAMS
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
        shmemi_fatal(routine, "%s %lld is negative", what, (long long)n);
    return (size_t)n;
}

#endif
