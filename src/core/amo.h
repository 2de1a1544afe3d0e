/* SPDX-License-Identifier: BSD-3-Clause */
/* Generators for the AMO entry points (shmemi_amo() is in remote.h). */
#ifndef SHMAP_AMO_H
#define SHMAP_AMO_H

#include "ctx.h"

/*
 * Entry-point generators, shared by the OpenSHMEM names (src/api), their
 * context forms and the SGI/Cray names (compat), so each shape is written
 * once. The _X forms take the context macros of ctx.h (CP, CX); the plain
 * ones are the forms without a context.
 */
#define SHMEMI_AMO_GEN_X_FETCH(FN, T, CP, CX)                                  \
    T FN(CP() const T *source, int pe)                                         \
    {                                                                          \
        T o;                                                                   \
        CX()                                                                   \
        shmemi_amo((void *)source, SHMEMI_AMO_FETCH, NULL, NULL, &o,           \
                   sizeof(T), pe, __func__);                                   \
        return o;                                                              \
    }
#define SHMEMI_AMO_GEN_X_UPDATE(FN, T, OP, CP, CX) /* set, add, and, ... */    \
    void FN(CP() T *dest, T value, int pe)                                     \
    {                                                                          \
        CX()                                                                   \
        shmemi_amo(dest, OP, &value, NULL, NULL, sizeof(T), pe, __func__);     \
    }
#define SHMEMI_AMO_GEN_X_FETCH_OP(FN, T, OP, CP, CX) /* swap, fetch_add */     \
    T FN(CP() T *dest, T value, int pe)                                        \
    {                                                                          \
        T o;                                                                   \
        CX()                                                                   \
        shmemi_amo(dest, OP, &value, NULL, &o, sizeof(T), pe, __func__);       \
        return o;                                                              \
    }
#define SHMEMI_AMO_GEN_X_CSWAP(FN, T, CP, CX)                                  \
    T FN(CP() T *dest, T cond, T value, int pe)                                \
    {                                                                          \
        T o;                                                                   \
        CX()                                                                   \
        shmemi_amo(dest, SHMEMI_AMO_CSWAP, &value, &cond, &o, sizeof(T), pe,   \
                   __func__);                                                  \
        return o;                                                              \
    }
#define SHMEMI_AMO_GEN_X_FINC(FN, T, CP, CX)                                   \
    T FN(CP() T *dest, int pe)                                                 \
    {                                                                          \
        T o, one = 1;                                                          \
        CX()                                                                   \
        shmemi_amo(dest, SHMEMI_AMO_ADD, &one, NULL, &o, sizeof(T), pe,        \
                   __func__);                                                  \
        return o;                                                              \
    }
#define SHMEMI_AMO_GEN_X_INC(FN, T, CP, CX)                                    \
    void FN(CP() T *dest, int pe)                                              \
    {                                                                          \
        T one = 1;                                                             \
        CX()                                                                   \
        shmemi_amo(dest, SHMEMI_AMO_ADD, &one, NULL, NULL, sizeof(T), pe,      \
                   __func__);                                                  \
    }

#define SHMEMI_AMO_GEN_FETCH(FN, T) SHMEMI_AMO_GEN_X_FETCH(FN, T, SHMEMI_NOCTX_P, SHMEMI_NOCTX_X)
#define SHMEMI_AMO_GEN_UPDATE(FN, T, OP)                                       \
    SHMEMI_AMO_GEN_X_UPDATE(FN, T, OP, SHMEMI_NOCTX_P, SHMEMI_NOCTX_X)
#define SHMEMI_AMO_GEN_FETCH_OP(FN, T, OP)                                     \
    SHMEMI_AMO_GEN_X_FETCH_OP(FN, T, OP, SHMEMI_NOCTX_P, SHMEMI_NOCTX_X)
#define SHMEMI_AMO_GEN_CSWAP(FN, T) SHMEMI_AMO_GEN_X_CSWAP(FN, T, SHMEMI_NOCTX_P, SHMEMI_NOCTX_X)
#define SHMEMI_AMO_GEN_FINC(FN, T) SHMEMI_AMO_GEN_X_FINC(FN, T, SHMEMI_NOCTX_P, SHMEMI_NOCTX_X)
#define SHMEMI_AMO_GEN_INC(FN, T) SHMEMI_AMO_GEN_X_INC(FN, T, SHMEMI_NOCTX_P, SHMEMI_NOCTX_X)

#endif
