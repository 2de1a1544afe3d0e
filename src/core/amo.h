/* SPDX-License-Identifier: BSD-3-Clause */
/* Generators for the AMO entry points (shmemi_amo() is in remote.h). */
#ifndef SHMAP_AMO_H
#define SHMAP_AMO_H

#include "shmemi.h"

/* Entry-point generators, shared by the OpenSHMEM names (src/api) and the
 * SGI/Cray names (compat), so each shape is written once. */
#define SHMEMI_AMO_GEN_FETCH(FN, T)                                            \
    T FN(const T *source, int pe)                                              \
    {                                                                          \
        T o;                                                                   \
        shmemi_amo((void *)source, SHMEMI_AMO_FETCH, NULL, NULL, &o,           \
                   sizeof(T), pe, __func__);                                   \
        return o;                                                              \
    }
#define SHMEMI_AMO_GEN_UPDATE(FN, T, OP) /* set, add, and, or, xor */          \
    void FN(T *dest, T value, int pe)                                          \
    {                                                                          \
        shmemi_amo(dest, OP, &value, NULL, NULL, sizeof(T), pe, __func__);     \
    }
#define SHMEMI_AMO_GEN_FETCH_OP(FN, T, OP) /* swap, fetch_add, ... */          \
    T FN(T *dest, T value, int pe)                                             \
    {                                                                          \
        T o;                                                                   \
        shmemi_amo(dest, OP, &value, NULL, &o, sizeof(T), pe, __func__);       \
        return o;                                                              \
    }
#define SHMEMI_AMO_GEN_CSWAP(FN, T)                                            \
    T FN(T *dest, T cond, T value, int pe)                                     \
    {                                                                          \
        T o;                                                                   \
        shmemi_amo(dest, SHMEMI_AMO_CSWAP, &value, &cond, &o, sizeof(T), pe,   \
                   __func__);                                                  \
        return o;                                                              \
    }
#define SHMEMI_AMO_GEN_FINC(FN, T)                                             \
    T FN(T *dest, int pe)                                                      \
    {                                                                          \
        T o, one = 1;                                                          \
        shmemi_amo(dest, SHMEMI_AMO_ADD, &one, NULL, &o, sizeof(T), pe,        \
                   __func__);                                                  \
        return o;                                                              \
    }
#define SHMEMI_AMO_GEN_INC(FN, T)                                              \
    void FN(T *dest, int pe)                                                   \
    {                                                                          \
        T one = 1;                                                             \
        shmemi_amo(dest, SHMEMI_AMO_ADD, &one, NULL, NULL, sizeof(T), pe,      \
                   __func__);                                                  \
    }

#endif
