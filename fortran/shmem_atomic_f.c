/* SPDX-License-Identifier: BSD-3-Clause */
/* Fortran AMOs: SHMEM_INT4/INT8/REAL4/REAL8_* and Cray's generic ones. */
#include "shmem_f.h"

/* Every shape is one shmemi_amo() call on the by-reference operands. */
#define AMO(dest, OP, val, cond, out, T, pe, UPPER)                            \
    shmemi_amo(dest, OP, val, cond, out, sizeof(T), *(pe), #UPPER)

#define DEF_FETCH_OP(lower, UPPER, T, OP) /* swap, fadd */                     \
    SHMEMF(T, lower, UPPER, (T * target, const T *value, const shmemf_int *pe)) \
    {                                                                          \
        T o;                                                                   \
        AMO(target, OP, value, NULL, &o, T, pe, UPPER);                        \
        return o;                                                              \
    }
#define DEF_UPDATE(lower, UPPER, T, OP) /* add, set */                         \
    SHMEMF(void, lower, UPPER,                                                 \
           (T * target, const T *value, const shmemf_int *pe))                 \
    {                                                                          \
        AMO(target, OP, value, NULL, NULL, T, pe, UPPER);                      \
    }
#define DEF_FETCH(lower, UPPER, T)                                             \
    SHMEMF(T, lower, UPPER, (const T *target, const shmemf_int *pe))           \
    {                                                                          \
        T o;                                                                   \
        AMO((void *)target, SHMEMI_AMO_FETCH, NULL, NULL, &o, T, pe, UPPER);   \
        return o;                                                              \
    }

#define DEF_CSWAP(lower, UPPER, T)                                             \
    SHMEMF(T, lower, UPPER,                                                    \
           (T * target, const T *cond, const T *value, const shmemf_int *pe))  \
    {                                                                          \
        T o;                                                                   \
        AMO(target, SHMEMI_AMO_CSWAP, value, cond, &o, T, pe, UPPER);          \
        return o;                                                              \
    }
#define DEF_FINC(lower, UPPER, T)                                              \
    SHMEMF(T, lower, UPPER, (T * target, const shmemf_int *pe))                \
    {                                                                          \
        T o, one = 1;                                                          \
        AMO(target, SHMEMI_AMO_ADD, &one, NULL, &o, T, pe, UPPER);             \
        return o;                                                              \
    }
#define DEF_INC(lower, UPPER, T)                                               \
    SHMEMF(void, lower, UPPER, (T * target, const shmemf_int *pe))             \
    {                                                                          \
        T one = 1;                                                             \
        AMO(target, SHMEMI_AMO_ADD, &one, NULL, NULL, T, pe, UPPER);           \
    }

#define DEF_INT(lower, UPPER, T, FT)                                           \
    DEF_FETCH_OP(shmem_##lower##_swap, SHMEM_##UPPER##_SWAP, T,                \
                 SHMEMI_AMO_SWAP)                                              \
    DEF_FETCH_OP(shmem_##lower##_fadd, SHMEM_##UPPER##_FADD, T, SHMEMI_AMO_ADD) \
    DEF_UPDATE(shmem_##lower##_add, SHMEM_##UPPER##_ADD, T, SHMEMI_AMO_ADD)    \
    DEF_UPDATE(shmem_##lower##_set, SHMEM_##UPPER##_SET, T, SHMEMI_AMO_SET)    \
    DEF_FETCH(shmem_##lower##_fetch, SHMEM_##UPPER##_FETCH, T)                 \
    DEF_CSWAP(shmem_##lower##_cswap, SHMEM_##UPPER##_CSWAP, T)                 \
    DEF_FINC(shmem_##lower##_finc, SHMEM_##UPPER##_FINC, T)                    \
    DEF_INC(shmem_##lower##_inc, SHMEM_##UPPER##_INC, T)
SHMEMF_INT_TYPES(DEF_INT)

/* Swap, fetch and set move bits: the same instruction as the integer of
 * the same width. */
#define DEF_REAL(lower, UPPER, T, FT)                                          \
    DEF_FETCH_OP(shmem_##lower##_swap, SHMEM_##UPPER##_SWAP, T,                \
                 SHMEMI_AMO_SWAP)                                              \
    DEF_UPDATE(shmem_##lower##_set, SHMEM_##UPPER##_SET, T, SHMEMI_AMO_SET)    \
    DEF_FETCH(shmem_##lower##_fetch, SHMEM_##UPPER##_FETCH, T)
SHMEMF_REAL_AMO_TYPES(DEF_REAL)

/* Cray's generic names work on a default INTEGER (the T3E's 64-bit word,
 * which is what -fdefault-integer-8 gives back; shmem_f.h). SGI had only
 * SHMEM_SWAP of them; there is no generic SET or FETCH. */
DEF_FETCH_OP(shmem_swap, SHMEM_SWAP, shmemf_int, SHMEMI_AMO_SWAP)
DEF_FETCH_OP(shmem_fadd, SHMEM_FADD, shmemf_int, SHMEMI_AMO_ADD)
DEF_CSWAP(shmem_cswap, SHMEM_CSWAP, shmemf_int)
DEF_FINC(shmem_finc, SHMEM_FINC, shmemf_int)
DEF_UPDATE(shmem_add, SHMEM_ADD, shmemf_int, SHMEMI_AMO_ADD)
DEF_INC(shmem_inc, SHMEM_INC, shmemf_int)
