/* SPDX-License-Identifier: BSD-3-Clause */
/* RMA entry points: typed, sized and untyped put/get, p/g, iput/iget,
 * ibput/ibget (and Sandia's shmemx_ names for them), nbi,
 * each also in its context form (shmem_ctx_*), from one definition. */
#include "../core/ctx.h"
#include <mpp/shmemx.h>
#include <mpp/shmem.h>

/* One contiguous transfer routine: FN([ctx,] dest, source, nelems, pe). */
#define DEF_XFER(FN, T, CORE, ELEM, CP, CX)                                    \
    void FN(CP() T *dest, const T *source, size_t nelems, int pe)              \
    {                                                                          \
        CX()                                                                   \
        CORE(dest, source, shmemi_nbytes(nelems, ELEM, __func__), pe,          \
             __func__);                                                        \
    }

/* One strided routine: FN([ctx,] dest, source, dst, sst, nelems, pe). */
#define DEF_STRIDED(FN, T, CORE, ELEM, CP, CX)                                 \
    void FN(CP() T *dest, const T *source, ptrdiff_t dst, ptrdiff_t sst,       \
            size_t nelems, int pe)                                             \
    {                                                                          \
        CX()                                                                   \
        CORE(dest, source, dst, sst, nelems, ELEM, pe, __func__);              \
    }

/* Interleaved blocks (OpenSHMEM 1.6): bsize elements a block. */
#define DEF_BLOCKED(FN, T, CORE, ELEM, CP, CX)                                 \
    void FN(CP() T *dest, const T *source, ptrdiff_t dst, ptrdiff_t sst,       \
            size_t bsize, size_t nblocks, int pe)                              \
    {                                                                          \
        CX()                                                                   \
        CORE(dest, source, dst, sst, bsize, nblocks, ELEM, pe, __func__);      \
    }
/* Both directions, typed (shmem_TYPE_ibput) and sized (shmem_ibput64),
 * under prefix P: shmem_, shmem_ctx_, and Sandia's shmemx_, shmemx_ctx_. */
#define DEF_IB_TYPED(P, NAME, T, CP, CX)                                       \
    DEF_BLOCKED(P##NAME##_ibput, T, shmemi_ibput, sizeof(T), CP, CX)           \
    DEF_BLOCKED(P##NAME##_ibget, T, shmemi_ibget, sizeof(T), CP, CX)
#define DEF_IB_SIZED(P, BITS, CP, CX)                                          \
    DEF_BLOCKED(P##ibput##BITS, void, shmemi_ibput, BITS / 8, CP, CX)          \
    DEF_BLOCKED(P##ibget##BITS, void, shmemi_ibget, BITS / 8, CP, CX)

/*
 * Every put and get completes before it returns (a copy into a mapped
 * peer), so the _nbi forms are the blocking ones: a valid implementation
 * of "complete by the next quiet".
 */
#define DEF_RMA_IN(P, NAME, T, CP, CX)                                         \
    DEF_XFER(P##NAME##_put, T, shmemi_put, sizeof(T), CP, CX)                  \
    DEF_XFER(P##NAME##_get, T, shmemi_get, sizeof(T), CP, CX)                  \
    DEF_XFER(P##NAME##_put_nbi, T, shmemi_put, sizeof(T), CP, CX)              \
    DEF_XFER(P##NAME##_get_nbi, T, shmemi_get, sizeof(T), CP, CX)              \
    DEF_STRIDED(P##NAME##_iput, T, shmemi_iput, sizeof(T), CP, CX)             \
    DEF_STRIDED(P##NAME##_iget, T, shmemi_iget, sizeof(T), CP, CX)             \
    DEF_IB_TYPED(P, NAME, T, CP, CX)                                           \
    void P##NAME##_p(CP() T *dest, T value, int pe)                            \
    {                                                                          \
        CX()                                                                   \
        shmemi_put(dest, &value, sizeof(T), pe, __func__);                     \
    }                                                                          \
    T P##NAME##_g(CP() const T *source, int pe)                                \
    {                                                                          \
        T v;                                                                   \
        CX()                                                                   \
        shmemi_get(&v, source, sizeof(T), pe, __func__);                       \
        return v;                                                              \
    }
#define DEF_RMA(NAME, T)                                                       \
    DEF_RMA_IN(shmem_, NAME, T, SHMEMI_NOCTX_P, SHMEMI_NOCTX_X)                \
    DEF_RMA_IN(shmem_ctx_, NAME, T, SHMEMI_CTX_P, SHMEMI_CTX_X)
SHMEMI_RMA_TYPES(DEF_RMA)
#undef DEF_RMA

#define DEF_SIZED_IN(P, BITS, CP, CX)                                          \
    DEF_XFER(P##put##BITS, void, shmemi_put, BITS / 8, CP, CX)                 \
    DEF_XFER(P##get##BITS, void, shmemi_get, BITS / 8, CP, CX)                 \
    DEF_XFER(P##put##BITS##_nbi, void, shmemi_put, BITS / 8, CP, CX)           \
    DEF_XFER(P##get##BITS##_nbi, void, shmemi_get, BITS / 8, CP, CX)           \
    DEF_STRIDED(P##iput##BITS, void, shmemi_iput, BITS / 8, CP, CX)            \
    DEF_STRIDED(P##iget##BITS, void, shmemi_iget, BITS / 8, CP, CX)            \
    DEF_IB_SIZED(P, BITS, CP, CX)
#define DEF_SIZED(BITS)                                                        \
    DEF_SIZED_IN(shmem_, BITS, SHMEMI_NOCTX_P, SHMEMI_NOCTX_X)                 \
    DEF_SIZED_IN(shmem_ctx_, BITS, SHMEMI_CTX_P, SHMEMI_CTX_X)
SHMEMI_SIZED_BITS(DEF_SIZED)
#undef DEF_SIZED

/* Sandia OpenSHMEM's names for the interleaved blocks (<mpp/shmemx.h>) */
#define DEF_IB_SANDIA(NAME, T)                                                 \
    DEF_IB_TYPED(shmemx_, NAME, T, SHMEMI_NOCTX_P, SHMEMI_NOCTX_X)             \
    DEF_IB_TYPED(shmemx_ctx_, NAME, T, SHMEMI_CTX_P, SHMEMI_CTX_X)
SHMEMI_RMA_TYPES(DEF_IB_SANDIA)
#undef DEF_IB_SANDIA
#define DEF_IB_SANDIA_SIZED(BITS)                                              \
    DEF_IB_SIZED(shmemx_, BITS, SHMEMI_NOCTX_P, SHMEMI_NOCTX_X)                \
    DEF_IB_SIZED(shmemx_ctx_, BITS, SHMEMI_CTX_P, SHMEMI_CTX_X)
SHMEMI_SIZED_BITS(DEF_IB_SANDIA_SIZED)
#undef DEF_IB_SANDIA_SIZED

#define DEF_MEM(P, CP, CX)                                                     \
    DEF_XFER(P##putmem, void, shmemi_put, 1, CP, CX)                           \
    DEF_XFER(P##getmem, void, shmemi_get, 1, CP, CX)                           \
    DEF_XFER(P##putmem_nbi, void, shmemi_put, 1, CP, CX)                       \
    DEF_XFER(P##getmem_nbi, void, shmemi_get, 1, CP, CX)
DEF_MEM(shmem_, SHMEMI_NOCTX_P, SHMEMI_NOCTX_X)
DEF_MEM(shmem_ctx_, SHMEMI_CTX_P, SHMEMI_CTX_X)
