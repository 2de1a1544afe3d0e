/* SPDX-License-Identifier: BSD-3-Clause */
/* Cray's non-blocking shmemx_*_put_nb / get_nb: the _nbi routines' twins. */
#include "../src/core/shmemi.h"
#include <mpp/shmemx.h>

/* Complete before returning, as every _nbi here is: "complete by the next
 * quiet" holds. */
#define DEF_NB(FN, T, CORE, ELEM)                                              \
    void FN(T *dest, const T *source, size_t nelems, int pe)                   \
    {                                                                          \
        CORE(dest, source, shmemi_nbytes(nelems, ELEM, __func__), pe,          \
             __func__);                                                        \
    }
#define DEF_TYPED(NAME, T)                                                     \
    DEF_NB(shmemx_##NAME##_put_nb, T, shmemi_put, sizeof(T))                   \
    DEF_NB(shmemx_##NAME##_get_nb, T, shmemi_get, sizeof(T))
#define DEF_SIZED(BITS)                                                        \
    DEF_NB(shmemx_put##BITS##_nb, void, shmemi_put, BITS / 8)                  \
    DEF_NB(shmemx_get##BITS##_nb, void, shmemi_get, BITS / 8)
SHMEMI_RMA_TYPES(DEF_TYPED)
SHMEMI_SIZED_BITS(DEF_SIZED)
DEF_NB(shmemx_putmem_nb, void, shmemi_put, 1)
DEF_NB(shmemx_getmem_nb, void, shmemi_get, 1)
