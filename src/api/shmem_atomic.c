/* SPDX-License-Identifier: BSD-3-Clause */
/* OpenSHMEM 1.5 atomics: shmem_TYPE_atomic_* and their _nbi forms. */
#include "../core/amo.h"
#include <mpp/shmem.h>

/*
 * The _nbi forms complete before returning, like every operation on a
 * mapped peer: *fetch holds the old value at once.
 */
#define DEF_AMO_EXT(NAME, T)                                                   \
    SHMEMI_AMO_GEN_FETCH(shmem_##NAME##_atomic_fetch, T)                       \
    SHMEMI_AMO_GEN_UPDATE(shmem_##NAME##_atomic_set, T, SHMEMI_AMO_SET)        \
    SHMEMI_AMO_GEN_FETCH_OP(shmem_##NAME##_atomic_swap, T, SHMEMI_AMO_SWAP)    \
    void shmem_##NAME##_atomic_fetch_nbi(T *fetch, const T *source, int pe)    \
    {                                                                          \
        shmemi_amo((void *)source, SHMEMI_AMO_FETCH, NULL, NULL, fetch,        \
                   sizeof(T), pe, __func__);                                   \
    }                                                                          \
    void shmem_##NAME##_atomic_swap_nbi(T *fetch, T *dest, T value, int pe)    \
    {                                                                          \
        shmemi_amo(dest, SHMEMI_AMO_SWAP, &value, NULL, fetch, sizeof(T), pe,  \
                   __func__);                                                  \
    }

#define DEF_FETCH_OP_NBI(FN, T, OP)                                            \
    void FN(T *fetch, T *dest, T value, int pe)                                \
    {                                                                          \
        shmemi_amo(dest, OP, &value, NULL, fetch, sizeof(T), pe, __func__);    \
    }

#define DEF_AMO_STD(NAME, T)                                                   \
    DEF_AMO_EXT(NAME, T)                                                       \
    SHMEMI_AMO_GEN_CSWAP(shmem_##NAME##_atomic_compare_swap, T)                \
    SHMEMI_AMO_GEN_FINC(shmem_##NAME##_atomic_fetch_inc, T)                    \
    SHMEMI_AMO_GEN_INC(shmem_##NAME##_atomic_inc, T)                           \
    SHMEMI_AMO_GEN_FETCH_OP(shmem_##NAME##_atomic_fetch_add, T,                \
                            SHMEMI_AMO_ADD)                                    \
    SHMEMI_AMO_GEN_UPDATE(shmem_##NAME##_atomic_add, T, SHMEMI_AMO_ADD)        \
    void shmem_##NAME##_atomic_compare_swap_nbi(T *fetch, T *dest, T cond,     \
                                                T value, int pe)               \
    {                                                                          \
        shmemi_amo(dest, SHMEMI_AMO_CSWAP, &value, &cond, fetch, sizeof(T),    \
                   pe, __func__);                                              \
    }                                                                          \
    void shmem_##NAME##_atomic_fetch_inc_nbi(T *fetch, T *dest, int pe)        \
    {                                                                          \
        T one = 1;                                                             \
        shmemi_amo(dest, SHMEMI_AMO_ADD, &one, NULL, fetch, sizeof(T), pe,     \
                   __func__);                                                  \
    }                                                                          \
    DEF_FETCH_OP_NBI(shmem_##NAME##_atomic_fetch_add_nbi, T, SHMEMI_AMO_ADD)

#define DEF_AMO_BIT(NAME, T)                                                   \
    SHMEMI_AMO_GEN_FETCH_OP(shmem_##NAME##_atomic_fetch_and, T,                \
                            SHMEMI_AMO_AND)                                    \
    SHMEMI_AMO_GEN_UPDATE(shmem_##NAME##_atomic_and, T, SHMEMI_AMO_AND)        \
    SHMEMI_AMO_GEN_FETCH_OP(shmem_##NAME##_atomic_fetch_or, T, SHMEMI_AMO_OR)  \
    SHMEMI_AMO_GEN_UPDATE(shmem_##NAME##_atomic_or, T, SHMEMI_AMO_OR)          \
    SHMEMI_AMO_GEN_FETCH_OP(shmem_##NAME##_atomic_fetch_xor, T,                \
                            SHMEMI_AMO_XOR)                                    \
    SHMEMI_AMO_GEN_UPDATE(shmem_##NAME##_atomic_xor, T, SHMEMI_AMO_XOR)        \
    DEF_FETCH_OP_NBI(shmem_##NAME##_atomic_fetch_and_nbi, T, SHMEMI_AMO_AND)   \
    DEF_FETCH_OP_NBI(shmem_##NAME##_atomic_fetch_or_nbi, T, SHMEMI_AMO_OR)     \
    DEF_FETCH_OP_NBI(shmem_##NAME##_atomic_fetch_xor_nbi, T, SHMEMI_AMO_XOR)

SHMEMI_AMO_STD_TYPES(DEF_AMO_STD)
SHMEMI_AMO_EXT_ONLY_TYPES(DEF_AMO_EXT)
SHMEMI_AMO_BIT_TYPES(DEF_AMO_BIT)
