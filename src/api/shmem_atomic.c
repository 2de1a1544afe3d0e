/* SPDX-License-Identifier: BSD-3-Clause */
/* OpenSHMEM 1.5 atomics: shmem_TYPE_atomic_*, their _nbi forms, and the
 * context form (shmem_ctx_TYPE_atomic_*) of each, from one definition. */
#include "../core/amo.h"
#include <mpp/shmem.h>

/*
 * The _nbi forms complete before returning, like every operation on a
 * mapped peer: *fetch holds the old value at once.
 */
#define DEF_FETCH_OP_NBI(FN, T, OP, CP, CX)                                    \
    void FN(CP() T *fetch, T *dest, T value, int pe)                           \
    {                                                                          \
        CX()                                                                   \
        shmemi_amo(dest, OP, &value, NULL, fetch, sizeof(T), pe, __func__);    \
    }

#define DEF_AMO_EXT_IN(P, NAME, T, CP, CX)                                     \
    SHMEMI_AMO_GEN_X_FETCH(P##NAME##_atomic_fetch, T, CP, CX)                  \
    SHMEMI_AMO_GEN_X_UPDATE(P##NAME##_atomic_set, T, SHMEMI_AMO_SET, CP, CX)   \
    SHMEMI_AMO_GEN_X_FETCH_OP(P##NAME##_atomic_swap, T, SHMEMI_AMO_SWAP, CP,   \
                              CX)                                              \
    void P##NAME##_atomic_fetch_nbi(CP() T *fetch, const T *source, int pe)    \
    {                                                                          \
        CX()                                                                   \
        shmemi_amo((void *)source, SHMEMI_AMO_FETCH, NULL, NULL, fetch,        \
                   sizeof(T), pe, __func__);                                   \
    }                                                                          \
    DEF_FETCH_OP_NBI(P##NAME##_atomic_swap_nbi, T, SHMEMI_AMO_SWAP, CP, CX)

#define DEF_AMO_STD_IN(P, NAME, T, CP, CX)                                     \
    DEF_AMO_EXT_IN(P, NAME, T, CP, CX)                                         \
    SHMEMI_AMO_GEN_X_CSWAP(P##NAME##_atomic_compare_swap, T, CP, CX)           \
    SHMEMI_AMO_GEN_X_FINC(P##NAME##_atomic_fetch_inc, T, CP, CX)               \
    SHMEMI_AMO_GEN_X_INC(P##NAME##_atomic_inc, T, CP, CX)                      \
    SHMEMI_AMO_GEN_X_FETCH_OP(P##NAME##_atomic_fetch_add, T, SHMEMI_AMO_ADD,   \
                              CP, CX)                                          \
    SHMEMI_AMO_GEN_X_UPDATE(P##NAME##_atomic_add, T, SHMEMI_AMO_ADD, CP, CX)   \
    void P##NAME##_atomic_compare_swap_nbi(CP() T *fetch, T *dest, T cond,     \
                                           T value, int pe)                    \
    {                                                                          \
        CX()                                                                   \
        shmemi_amo(dest, SHMEMI_AMO_CSWAP, &value, &cond, fetch, sizeof(T),    \
                   pe, __func__);                                              \
    }                                                                          \
    void P##NAME##_atomic_fetch_inc_nbi(CP() T *fetch, T *dest, int pe)        \
    {                                                                          \
        T one = 1;                                                             \
        CX()                                                                   \
        shmemi_amo(dest, SHMEMI_AMO_ADD, &one, NULL, fetch, sizeof(T), pe,     \
                   __func__);                                                  \
    }                                                                          \
    DEF_FETCH_OP_NBI(P##NAME##_atomic_fetch_add_nbi, T, SHMEMI_AMO_ADD, CP, CX)

#define DEF_AMO_BIT_IN(P, NAME, T, CP, CX)                                     \
    SHMEMI_AMO_GEN_X_FETCH_OP(P##NAME##_atomic_fetch_and, T, SHMEMI_AMO_AND,   \
                              CP, CX)                                          \
    SHMEMI_AMO_GEN_X_UPDATE(P##NAME##_atomic_and, T, SHMEMI_AMO_AND, CP, CX)   \
    SHMEMI_AMO_GEN_X_FETCH_OP(P##NAME##_atomic_fetch_or, T, SHMEMI_AMO_OR, CP, \
                              CX)                                              \
    SHMEMI_AMO_GEN_X_UPDATE(P##NAME##_atomic_or, T, SHMEMI_AMO_OR, CP, CX)     \
    SHMEMI_AMO_GEN_X_FETCH_OP(P##NAME##_atomic_fetch_xor, T, SHMEMI_AMO_XOR,   \
                              CP, CX)                                          \
    SHMEMI_AMO_GEN_X_UPDATE(P##NAME##_atomic_xor, T, SHMEMI_AMO_XOR, CP, CX)   \
    DEF_FETCH_OP_NBI(P##NAME##_atomic_fetch_and_nbi, T, SHMEMI_AMO_AND, CP,    \
                     CX)                                                       \
    DEF_FETCH_OP_NBI(P##NAME##_atomic_fetch_or_nbi, T, SHMEMI_AMO_OR, CP, CX)  \
    DEF_FETCH_OP_NBI(P##NAME##_atomic_fetch_xor_nbi, T, SHMEMI_AMO_XOR, CP, CX)

/* Each family, plain and in its context form. */
#define DEF_BOTH(IN, NAME, T)                                                  \
    IN(shmem_, NAME, T, SHMEMI_NOCTX_P, SHMEMI_NOCTX_X)                        \
    IN(shmem_ctx_, NAME, T, SHMEMI_CTX_P, SHMEMI_CTX_X)
#define DEF_AMO_STD(NAME, T) DEF_BOTH(DEF_AMO_STD_IN, NAME, T)
#define DEF_AMO_EXT(NAME, T) DEF_BOTH(DEF_AMO_EXT_IN, NAME, T)
#define DEF_AMO_BIT(NAME, T) DEF_BOTH(DEF_AMO_BIT_IN, NAME, T)

SHMEMI_AMO_STD_TYPES(DEF_AMO_STD)
SHMEMI_AMO_EXT_ONLY_TYPES(DEF_AMO_EXT)
SHMEMI_AMO_BIT_TYPES(DEF_AMO_BIT)
