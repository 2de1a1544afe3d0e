/* SPDX-License-Identifier: BSD-3-Clause */
/* Atomics on a mapped peer: CPU atomics on the translated address. */
#ifndef SHMAP_AMO_H
#define SHMAP_AMO_H

#include <string.h>

#include "shmemi.h"

enum shmemi_amo_op {
    SHMEMI_AMO_FETCH,
    SHMEMI_AMO_SET,
    SHMEMI_AMO_SWAP,
    SHMEMI_AMO_CSWAP,
    SHMEMI_AMO_ADD,
    SHMEMI_AMO_AND,
    SHMEMI_AMO_OR,
    SHMEMI_AMO_XOR
};

noreturn void shmemi_misaligned(const char *routine, const void *addr,
                                size_t size) __attribute__((cold));

/*
 * One body per width: the operand bits are the value's bits, since add,
 * and/or/xor, swap and compare-swap are the same instructions for signed,
 * unsigned and (for swap/fetch/set) floating types. Memory orders: RMWs
 * are seq_cst (locked instructions on x86); fetch is an acquire load and
 * set a release store, pairing with each other across PEs.
 */
#define SHMEMI_AMO_BODY(U)                                                    \
    {                                                                         \
        U v = 0, c = 0, o = 0, *p = (U *)r;                                   \
        if (val)                                                              \
            memcpy(&v, val, sizeof(U));                                       \
        if (cond)                                                             \
            memcpy(&c, cond, sizeof(U));                                      \
        switch (op) {                                                         \
        case SHMEMI_AMO_FETCH: o = __atomic_load_n(p, __ATOMIC_ACQUIRE); break;\
        case SHMEMI_AMO_SET: __atomic_store_n(p, v, __ATOMIC_RELEASE); break; \
        case SHMEMI_AMO_SWAP:                                                 \
            o = __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST);                  \
            break;                                                            \
        case SHMEMI_AMO_CSWAP: /* o: the old value either way */              \
            o = c;                                                            \
            __atomic_compare_exchange_n(p, &o, v, false, __ATOMIC_SEQ_CST,    \
                                        __ATOMIC_SEQ_CST);                    \
            break;                                                            \
        case SHMEMI_AMO_ADD:                                                  \
            o = __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST);                   \
            break;                                                            \
        case SHMEMI_AMO_AND:                                                  \
            o = __atomic_fetch_and(p, v, __ATOMIC_SEQ_CST);                   \
            break;                                                            \
        case SHMEMI_AMO_OR:                                                   \
            o = __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST);                    \
            break;                                                            \
        case SHMEMI_AMO_XOR:                                                  \
            o = __atomic_fetch_xor(p, v, __ATOMIC_SEQ_CST);                   \
            break;                                                            \
        }                                                                     \
        if (out)                                                              \
            memcpy(out, &o, sizeof(U));                                       \
    }

/* op on the `size`-byte object at dest on PE pe; *out gets the old value.
 * Inlined with constant op and size, so each entry point is one locked
 * instruction after the translation. */
static inline void shmemi_amo(void *dest, enum shmemi_amo_op op,
                              const void *val, const void *cond, void *out,
                              size_t size, int pe, const char *routine)
{
    char *r = shmemi_xlate(dest, size, pe, routine);
    if (SHMEMI_UNLIKELY((uintptr_t)dest & (size - 1)))
        shmemi_misaligned(routine, dest, size);
    if (size == 4)
        SHMEMI_AMO_BODY(uint32_t)
    else
        SHMEMI_AMO_BODY(uint64_t)
}

/* Entry-point generators, shared by the OpenSHMEM names (src/api) and the
 * SGI/Cray names (compat), so each shape is written once. */
#define SHMEMI_AMO_GEN_FETCH(FN, T)                                           \
    T FN(const T *source, int pe)                                             \
    {                                                                         \
        T o;                                                                  \
        shmemi_amo((void *)source, SHMEMI_AMO_FETCH, NULL, NULL, &o,          \
                   sizeof(T), pe, __func__);                                  \
        return o;                                                             \
    }
#define SHMEMI_AMO_GEN_UPDATE(FN, T, OP) /* set, add, and, or, xor */       \
    void FN(T *dest, T value, int pe)                                         \
    {                                                                         \
        shmemi_amo(dest, OP, &value, NULL, NULL, sizeof(T), pe, __func__);    \
    }
#define SHMEMI_AMO_GEN_FETCH_OP(FN, T, OP) /* swap, fetch_add, ... */       \
    T FN(T *dest, T value, int pe)                                            \
    {                                                                         \
        T o;                                                                  \
        shmemi_amo(dest, OP, &value, NULL, &o, sizeof(T), pe, __func__);      \
        return o;                                                             \
    }
#define SHMEMI_AMO_GEN_CSWAP(FN, T)                                           \
    T FN(T *dest, T cond, T value, int pe)                                    \
    {                                                                         \
        T o;                                                                  \
        shmemi_amo(dest, SHMEMI_AMO_CSWAP, &value, &cond, &o, sizeof(T), pe,  \
                   __func__);                                                 \
        return o;                                                             \
    }
#define SHMEMI_AMO_GEN_FINC(FN, T)                                            \
    T FN(T *dest, int pe)                                                     \
    {                                                                         \
        T o, one = 1;                                                         \
        shmemi_amo(dest, SHMEMI_AMO_ADD, &one, NULL, &o, sizeof(T), pe,       \
                   __func__);                                                 \
        return o;                                                             \
    }
#define SHMEMI_AMO_GEN_INC(FN, T)                                             \
    void FN(T *dest, int pe)                                                  \
    {                                                                         \
        T one = 1;                                                            \
        shmemi_amo(dest, SHMEMI_AMO_ADD, &one, NULL, NULL, sizeof(T), pe,     \
                   __func__);                                                 \
    }

#endif
