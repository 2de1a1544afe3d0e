/* SPDX-License-Identifier: BSD-3-Clause */
/* Fortran RMA: typed, sized, generic and byte put/get, iput/iget, _NBI. */
#include "shmem_f.h"

/* One contiguous transfer: CALL NAME(target, source, len, pe), T the
 * element type (void: any). One element (a flag, a counter) is a copy of
 * constant size: a single load and store inline, as C's inlined calls. */
#define DEF_XFER(lower, UPPER, CORE, T, ELEM)                                  \
    SHMEMF(void, lower, UPPER,                                                 \
           (T * target, const T *source, const shmemf_int *len,                \
            const shmemf_int *pe))                                             \
    {                                                                          \
        shmemf_int n = *len;                                                   \
        if (SHMEMI_LIKELY(n == 1))                                             \
            CORE(target, source, (ELEM), *pe, #UPPER);                         \
        else                                                                   \
            CORE(target, source, shmemf_count(n, "len", #UPPER) * (ELEM), *pe, \
                 #UPPER);                                                      \
    }

/* put: target is remote; get: source is remote. shmemi_get takes
 * (dest, src), the Fortran order too. */
#define PUT_CORE(t, s, n, pe, r) shmemi_put(t, s, n, pe, r)
#define GET_CORE(t, s, n, pe, r) shmemi_get(t, (void *)(s), n, pe, r)

/* One strided transfer: CALL NAME(target, source, tst, sst, len, pe). */
#define DEF_STRIDED(lower, UPPER, CORE, T, ELEM)                               \
    SHMEMF(void, lower, UPPER,                                                 \
           (T * target, const T *source, const shmemf_int *tst,                \
            const shmemf_int *sst, const shmemf_int *len,                      \
            const shmemf_int *pe))                                             \
    {                                                                          \
        CORE(target, source, *tst, *sst, shmemf_count(*len, "len", #UPPER),    \
             ELEM, *pe, #UPPER);                                               \
    }

/* Puts complete before they return, so the _NBI forms are the blocking
 * ones (complete by the next quiet, as the spec requires). */
#define DEF_FAMILY(lp, UP, T, ELEM)                                            \
    DEF_XFER(lp##_put, UP##_PUT, PUT_CORE, T, ELEM)                            \
    DEF_XFER(lp##_get, UP##_GET, GET_CORE, T, ELEM)                            \
    DEF_XFER(lp##_put_nbi, UP##_PUT_NBI, PUT_CORE, T, ELEM)                    \
    DEF_XFER(lp##_get_nbi, UP##_GET_NBI, GET_CORE, T, ELEM)                    \
    DEF_STRIDED(lp##_iput, UP##_IPUT, shmemi_iput, T, ELEM)                    \
    DEF_STRIDED(lp##_iget, UP##_IGET, shmemi_iget, T, ELEM)

#define DEF_TYPED(lower, UPPER, T, FT)                                         \
    DEF_FAMILY(shmem_##lower, SHMEM_##UPPER, T, sizeof(T))
SHMEMF_RMA_TYPES(DEF_TYPED)

/* SHMEM_PUT4 ... SHMEM_PUT128: the suffix is bytes (4, 8) or bits. */
#define DEF_SIZED(SUF, BYTES)                                                  \
    DEF_XFER(shmem_put##SUF, SHMEM_PUT##SUF, PUT_CORE, void, BYTES)            \
    DEF_XFER(shmem_get##SUF, SHMEM_GET##SUF, GET_CORE, void, BYTES)            \
    DEF_XFER(shmem_put##SUF##_nbi, SHMEM_PUT##SUF##_NBI, PUT_CORE, void,       \
             BYTES)                                                            \
    DEF_XFER(shmem_get##SUF##_nbi, SHMEM_GET##SUF##_NBI, GET_CORE, void,       \
             BYTES)                                                            \
    DEF_STRIDED(shmem_iput##SUF, SHMEM_IPUT##SUF, shmemi_iput, void, BYTES)    \
    DEF_STRIDED(shmem_iget##SUF, SHMEM_IGET##SUF, shmemi_iget, void, BYTES)
SHMEMF_SIZED(DEF_SIZED)

/* The generic SHMEM_PUT/GET move default INTEGER words (shmemi_types.h). */
DEF_FAMILY(shmem, SHMEM, void, SHMEMF_GENERIC_WORD)

DEF_XFER(shmem_putmem, SHMEM_PUTMEM, PUT_CORE, void, 1)
DEF_XFER(shmem_getmem, SHMEM_GETMEM, GET_CORE, void, 1)
DEF_XFER(shmem_putmem_nbi, SHMEM_PUTMEM_NBI, PUT_CORE, void, 1)
DEF_XFER(shmem_getmem_nbi, SHMEM_GETMEM_NBI, GET_CORE, void, 1)
