/* SPDX-License-Identifier: BSD-3-Clause */
/* RMA entry points: typed, sized and untyped put/get, p/g, iput/iget, nbi. */
#include "../core/shmemi.h"
#include <mpp/shmem.h>

/* One contiguous transfer routine: FN(dest, source, nelems, pe). */
#define DEF_XFER(FN, T, CORE, ELEM)                                            \
    void FN(T *dest, const T *source, size_t nelems, int pe)                   \
    {                                                                          \
        CORE(dest, source, shmemi_nbytes(nelems, ELEM, __func__), pe,          \
             __func__);                                                        \
    }

/* One strided routine: FN(dest, source, dst, sst, nelems, pe). */
#define DEF_STRIDED(FN, T, CORE, ELEM)                                         \
    void FN(T *dest, const T *source, ptrdiff_t dst, ptrdiff_t sst,            \
            size_t nelems, int pe)                                             \
    {                                                                          \
        CORE(dest, source, dst, sst, nelems, ELEM, pe, __func__);              \
    }

/*
 * Every put and get completes before it returns (a copy into a mapped
 * peer), so the _nbi forms are the blocking ones: a valid implementation
 * of "complete by the next quiet".
 */
#define DEF_RMA(NAME, T)                                                       \
    DEF_XFER(shmem_##NAME##_put, T, shmemi_put, sizeof(T))                     \
    DEF_XFER(shmem_##NAME##_get, T, shmemi_get, sizeof(T))                     \
    DEF_XFER(shmem_##NAME##_put_nbi, T, shmemi_put, sizeof(T))                 \
    DEF_XFER(shmem_##NAME##_get_nbi, T, shmemi_get, sizeof(T))                 \
    DEF_STRIDED(shmem_##NAME##_iput, T, shmemi_iput, sizeof(T))                \
    DEF_STRIDED(shmem_##NAME##_iget, T, shmemi_iget, sizeof(T))                \
    void shmem_##NAME##_p(T *dest, T value, int pe)                            \
    {                                                                          \
        shmemi_put(dest, &value, sizeof(T), pe, __func__);                     \
    }                                                                          \
    T shmem_##NAME##_g(const T *source, int pe)                                \
    {                                                                          \
        T v;                                                                   \
        shmemi_get(&v, source, sizeof(T), pe, __func__);                       \
        return v;                                                              \
    }
SHMEMI_RMA_TYPES(DEF_RMA)
#undef DEF_RMA

#define DEF_SIZED(BITS)                                                        \
    DEF_XFER(shmem_put##BITS, void, shmemi_put, BITS / 8)                      \
    DEF_XFER(shmem_get##BITS, void, shmemi_get, BITS / 8)                      \
    DEF_XFER(shmem_put##BITS##_nbi, void, shmemi_put, BITS / 8)                \
    DEF_XFER(shmem_get##BITS##_nbi, void, shmemi_get, BITS / 8)                \
    DEF_STRIDED(shmem_iput##BITS, void, shmemi_iput, BITS / 8)                 \
    DEF_STRIDED(shmem_iget##BITS, void, shmemi_iget, BITS / 8)
SHMEMI_SIZED_BITS(DEF_SIZED)
#undef DEF_SIZED

DEF_XFER(shmem_putmem, void, shmemi_put, 1)
DEF_XFER(shmem_getmem, void, shmemi_get, 1)
DEF_XFER(shmem_putmem_nbi, void, shmemi_put, 1)
DEF_XFER(shmem_getmem_nbi, void, shmemi_get, 1)
