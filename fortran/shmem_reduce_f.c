/* SPDX-License-Identifier: BSD-3-Clause */
/* Fortran reductions: SHMEM_<TYPE>_<OP>_TO_ALL over an active set. */
#include "../src/core/coll/coll.h"
#include "shmem_f.h"

/* pWrk and pSync are not used: the library keeps its own work space. */
#define DEF_TO_ALL(lower, UPPER, T, OP, OPU)                                   \
    SHMEMI_DEF_COMBINE(combine_##lower##_##OP, T, OP)                          \
    SHMEMF(void, shmem_##lower##_##OP##_to_all, SHMEM_##UPPER##_##OPU##_TO_ALL, \
           (T * target, const T *source, const shmemf_int *nreduce,            \
            const shmemf_int *PE_start, const shmemf_int *logPE_stride,        \
            const shmemf_int *PE_size, T *pWrk, shmemf_int *pSync))            \
    {                                                                          \
        const char *r = "SHMEM_" #UPPER "_" #OPU "_TO_ALL";                    \
        struct shmemi_set s =                                                  \
            shmemi_active_set(*PE_start, *logPE_stride, *PE_size, r);          \
        shmemi_reduce(&s, target, source,                                      \
                      shmemf_count(*nreduce, "nreduce", r), sizeof(T),         \
                      combine_##lower##_##OP, r);                              \
    }

/* Which ops each kind of type has, as the SGI API had them. */
#define ARITH(lower, UPPER, T)                                                 \
    DEF_TO_ALL(lower, UPPER, T, sum, SUM)                                      \
    DEF_TO_ALL(lower, UPPER, T, prod, PROD)
#define ORDERED(lower, UPPER, T)                                               \
    ARITH(lower, UPPER, T)                                                     \
    DEF_TO_ALL(lower, UPPER, T, max, MAX)                                      \
    DEF_TO_ALL(lower, UPPER, T, min, MIN)
#define DEF_INT(lower, UPPER, T, FT)                                           \
    ORDERED(lower, UPPER, T)                                                   \
    DEF_TO_ALL(lower, UPPER, T, and, AND)                                      \
    DEF_TO_ALL(lower, UPPER, T, or, OR)                                        \
    DEF_TO_ALL(lower, UPPER, T, xor, XOR)
#define DEF_REAL(lower, UPPER, T, FT) ORDERED(lower, UPPER, T)
#define DEF_COMPLEX(lower, UPPER, T, FT) ARITH(lower, UPPER, T)
SHMEMF_REDUCE_INT_TYPES(DEF_INT)
SHMEMF_REDUCE_REAL_TYPES(DEF_REAL)
SHMEMF_REDUCE_COMPLEX_TYPES(DEF_COMPLEX)
