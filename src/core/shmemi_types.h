/* SPDX-License-Identifier: BSD-3-Clause */
/* The one list of SHMEM element types; every typed family expands from it. */
#ifndef SHMAP_SHMEMI_TYPES_H
#define SHMAP_SHMEMI_TYPES_H

#include <stddef.h>
#include <stdint.h>

/*
 * X(NAME, C type) for the OpenSHMEM 1.5 standard RMA types (table 5).
 * Nothing else in the tree spells out a type list: the header, the API
 * sources, the tests and the symbol list all expand these.
 */
#define SHMEMI_RMA_TYPES(X)                                                    \
    X(float, float)                                                            \
    X(double, double)                                                          \
    X(longdouble, long double)                                                 \
    X(char, char)                                                              \
    X(schar, signed char)                                                      \
    X(short, short)                                                            \
    X(int, int)                                                                \
    X(long, long)                                                              \
    X(longlong, long long)                                                     \
    X(uchar, unsigned char)                                                    \
    X(ushort, unsigned short)                                                  \
    X(uint, unsigned int)                                                      \
    X(ulong, unsigned long)                                                    \
    X(ulonglong, unsigned long long)                                           \
    X(int8, int8_t)                                                            \
    X(int16, int16_t)                                                          \
    X(int32, int32_t)                                                          \
    X(int64, int64_t)                                                          \
    X(uint8, uint8_t)                                                          \
    X(uint16, uint16_t)                                                        \
    X(uint32, uint32_t)                                                        \
    X(uint64, uint64_t)                                                        \
    X(size, size_t)                                                            \
    X(ptrdiff, ptrdiff_t)

/* X(BITS) for the sized RMA forms: shmem_put32, shmem_iget64, ... */
#define SHMEMI_SIZED_BITS(X) X(8) X(16) X(32) X(64) X(128)

/* X(NAME, C type) for point-to-point synchronization (table 9). */
#define SHMEMI_WAIT_TYPES(X)                                                   \
    X(short, short)                                                            \
    X(int, int)                                                                \
    X(long, long)                                                              \
    X(longlong, long long)                                                     \
    X(ushort, unsigned short)                                                  \
    X(uint, unsigned int)                                                      \
    X(ulong, unsigned long)                                                    \
    X(ulonglong, unsigned long long)                                           \
    X(int32, int32_t)                                                          \
    X(int64, int64_t)                                                          \
    X(uint32, uint32_t)                                                        \
    X(uint64, uint64_t)                                                        \
    X(size, size_t)                                                            \
    X(ptrdiff, ptrdiff_t)

/* X(NAME, C type): standard AMO types (fetch_add, compare_swap, ...). */
#define SHMEMI_AMO_STD_TYPES(X)                                                \
    X(int, int)                                                                \
    X(long, long)                                                              \
    X(longlong, long long)                                                     \
    X(uint, unsigned int)                                                      \
    X(ulong, unsigned long)                                                    \
    X(ulonglong, unsigned long long)                                           \
    X(int32, int32_t)                                                          \
    X(int64, int64_t)                                                          \
    X(uint32, uint32_t)                                                        \
    X(uint64, uint64_t)                                                        \
    X(size, size_t)                                                            \
    X(ptrdiff, ptrdiff_t)

/* X(NAME, C type): the extended AMO types beyond the standard ones
 * (fetch, set, swap only). */
#define SHMEMI_AMO_EXT_ONLY_TYPES(X)                                           \
    X(float, float)                                                            \
    X(double, double)

/* X(NAME, C type): bitwise AMO types (and, or, xor). */
#define SHMEMI_AMO_BIT_TYPES(X)                                                \
    X(uint, unsigned int)                                                      \
    X(ulong, unsigned long)                                                    \
    X(ulonglong, unsigned long long)                                           \
    X(int32, int32_t)                                                          \
    X(int64, int64_t)                                                          \
    X(uint32, uint32_t)                                                        \
    X(uint64, uint64_t)

/* X(NAME, C type): the SGI/Cray-era AMO names (shmem_int_fadd, ...);
 * Cray added 16-bit ones (shmem_short_fadd, ...). */
#define SHMEMI_AMO_LEGACY_TYPES(X)                                             \
    X(short, short)                                                            \
    X(int, int)                                                                \
    X(long, long)                                                              \
    X(longlong, long long)

/* The library, its Fortran layer and the tests are C, where _Complex is
 * standard; a C++ includer (none today) gets an empty table. The C++
 * header declares the same routines on T _Complex itself (genheader). */
#ifdef __cplusplus
#define SHMEMI_COMPLEX_TYPES(X)
#else
#define SHMEMI_COMPLEX_TYPES(X)                                                \
    X(complexf, float _Complex)                                                \
    X(complexd, double _Complex)
#endif

/* X(NAME, C type) for the legacy shmem_TYPE_OP_to_all reductions:
 * and/or/xor, min/max, and sum/prod (the last adds the complex types). */
#define SHMEMI_TO_ALL_BITWISE_TYPES(X)                                         \
    X(short, short)                                                            \
    X(int, int)                                                                \
    X(long, long)                                                              \
    X(longlong, long long)
#define SHMEMI_TO_ALL_MINMAX_TYPES(X)                                          \
    SHMEMI_TO_ALL_BITWISE_TYPES(X)                                             \
    X(float, float)                                                            \
    X(double, double)                                                          \
    X(longdouble, long double)
#define SHMEMI_TO_ALL_SUM_TYPES(X)                                             \
    SHMEMI_TO_ALL_MINMAX_TYPES(X)                                              \
    SHMEMI_COMPLEX_TYPES(X)

/* X(NAME, C type) for the OpenSHMEM 1.5 team reductions (table 10). */
#define SHMEMI_REDUCE_BITWISE_TYPES(X)                                         \
    X(uchar, unsigned char)                                                    \
    X(ushort, unsigned short)                                                  \
    X(uint, unsigned int)                                                      \
    X(ulong, unsigned long)                                                    \
    X(ulonglong, unsigned long long)                                           \
    X(int8, int8_t)                                                            \
    X(int16, int16_t)                                                          \
    X(int32, int32_t)                                                          \
    X(int64, int64_t)                                                          \
    X(uint8, uint8_t)                                                          \
    X(uint16, uint16_t)                                                        \
    X(uint32, uint32_t)                                                        \
    X(uint64, uint64_t)                                                        \
    X(size, size_t)
#define SHMEMI_REDUCE_MINMAX_TYPES(X)                                          \
    X(char, char)                                                              \
    X(schar, signed char)                                                      \
    X(short, short)                                                            \
    X(int, int)                                                                \
    X(long, long)                                                              \
    X(longlong, long long)                                                     \
    X(ptrdiff, ptrdiff_t)                                                      \
    SHMEMI_REDUCE_BITWISE_TYPES(X)                                             \
    X(float, float)                                                            \
    X(double, double)                                                          \
    X(longdouble, long double)
#define SHMEMI_REDUCE_SUM_TYPES(X)                                             \
    SHMEMI_REDUCE_MINMAX_TYPES(X)                                              \
    SHMEMI_COMPLEX_TYPES(X)

/* The operations, each with the type table it applies to:
 * X(OP, TABLE) for the legacy and the team forms. */
#define SHMEMI_TO_ALL_OPS(X)                                                   \
    X(and, SHMEMI_TO_ALL_BITWISE_TYPES)                                        \
    X(or, SHMEMI_TO_ALL_BITWISE_TYPES)                                         \
    X(xor, SHMEMI_TO_ALL_BITWISE_TYPES)                                        \
    X(min, SHMEMI_TO_ALL_MINMAX_TYPES)                                         \
    X(max, SHMEMI_TO_ALL_MINMAX_TYPES)                                         \
    X(sum, SHMEMI_TO_ALL_SUM_TYPES)                                            \
    X(prod, SHMEMI_TO_ALL_SUM_TYPES)
#define SHMEMI_REDUCE_OPS(X)                                                   \
    X(and, SHMEMI_REDUCE_BITWISE_TYPES)                                        \
    X(or, SHMEMI_REDUCE_BITWISE_TYPES)                                         \
    X(xor, SHMEMI_REDUCE_BITWISE_TYPES)                                        \
    X(min, SHMEMI_REDUCE_MINMAX_TYPES)                                         \
    X(max, SHMEMI_REDUCE_MINMAX_TYPES)                                         \
    X(sum, SHMEMI_REDUCE_SUM_TYPES)                                            \
    X(prod, SHMEMI_REDUCE_SUM_TYPES)

/* ---- the Fortran binding (fortran/, the .fh headers, the module) ---- */

/*
 * Fortran passes every argument by reference. The default kinds are the
 * typedefs of fortran/shmem_f.h, whose sizes the build of each layer
 * chooses (gfortran's 4-byte INTEGER, or -fdefault-integer-8's 8, ...);
 * a Cray pointer is 8 bytes.
 *
 * X(lower, UPPER, C type, Fortran type) for the typed RMA names
 * (SHMEM_INTEGER_PUT, ...); a CHARACTER element is one byte.
 */
#define SHMEMF_RMA_TYPES(X)                                                    \
    X(character, CHARACTER, char, "CHARACTER")                                 \
    X(complex, COMPLEX, shmemf_complex, "COMPLEX")                             \
    X(double, DOUBLE, shmemf_double, "DOUBLE PRECISION")                       \
    X(integer, INTEGER, shmemf_int, "INTEGER")                                 \
    X(logical, LOGICAL, shmemf_logical, "LOGICAL")                             \
    X(real, REAL, shmemf_real, "REAL")

/* X(suffix, bytes) for the sized names: SHMEM_PUT4 moves 4-byte words,
 * SHMEM_PUT32 32-bit ones, SHMEM_PUT128 16-byte ones. The generic
 * SHMEM_PUT moves words of a default INTEGER: SGI's 32 bits, or the T3E's
 * 64 under -fdefault-integer-8 (as do SHPALLOC's lengths); SHMEM_PUTMEM
 * moves bytes. */
#define SHMEMF_SIZED(X) X(4, 4) X(8, 8) X(32, 4) X(64, 8) X(128, 16)
#define SHMEMF_GENERIC_WORD sizeof(shmemf_int)
/* The same for SHMEM_BROADCAST4/8/32/64, COLLECT and FCOLLECT. */
#define SHMEMF_COLL_SIZED(X) X(4, 4) X(8, 8) X(32, 4) X(64, 8)

/* X(lower, UPPER, C type, Fortran type) for the integer AMOs (swap, cswap,
 * fadd, finc, add, inc, fetch, set) and the typed waits. */
#define SHMEMF_INT_TYPES(X)                                                    \
    X(int4, INT4, int32_t, "INTEGER*4")                                        \
    X(int8, INT8, int64_t, "INTEGER*8")
/* The floating-point AMOs: swap, fetch, set. */
#define SHMEMF_REAL_AMO_TYPES(X)                                               \
    X(real4, REAL4, float, "REAL*4")                                           \
    X(real8, REAL8, double, "REAL*8")

/* X(lower, UPPER, C type, Fortran type) for SHMEM_<T>_<OP>_TO_ALL as the
 * SGI API had them: integers take every op, reals min/max/sum/prod,
 * complexes sum/prod. REAL*16 is IEEE quad precision in gfortran. */
#define SHMEMF_REDUCE_INT_TYPES(X)                                             \
    X(int2, INT2, int16_t, "INTEGER*2")                                        \
    X(int4, INT4, int32_t, "INTEGER*4")                                        \
    X(int8, INT8, int64_t, "INTEGER*8")
#define SHMEMF_REDUCE_REAL_TYPES(X)                                            \
    X(real4, REAL4, float, "REAL*4")                                           \
    X(real8, REAL8, double, "REAL*8")                                          \
    X(real16, REAL16, __float128, "REAL*16")
#define SHMEMF_REDUCE_COMPLEX_TYPES(X)                                         \
    X(comp4, COMP4, float _Complex, "COMPLEX*8")                               \
    X(comp8, COMP8, double _Complex, "COMPLEX*16")

#endif
