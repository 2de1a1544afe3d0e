/* SPDX-License-Identifier: BSD-3-Clause */
/* Cray's non-blocking put/get: shmemx_*_nb and shmemx_ctx_*_nb (Cray
 * OpenSHMEMX, the _nbi routines' twins) and the older shmem_*_nb with a
 * transfer handle, shmem_wait_nb and shmem_test_nb (Cray SHMEM; those
 * are declared in <mpp/shmem.h>). */
#include "../src/core/ctx.h"
#include <mpp/shmemx.h>

/* Complete before returning, as every _nbi here is: "complete by the next
 * quiet" holds. */
#define DEF_NB(FN, T, CORE, ELEM, CP, CX)                                      \
    void FN(CP() T *dest, const T *source, size_t nelems, int pe)              \
    {                                                                          \
        CX()                                                                   \
        CORE(dest, source, shmemi_nbytes(nelems, ELEM, __func__), pe,          \
             __func__);                                                        \
    }
#define DEF_BOTH(P, NAME, T, ELEM)                                             \
    DEF_NB(shmemx_##P##put##NAME##_nb, T, shmemi_put, ELEM, SHMEMI_NOCTX_P,    \
           SHMEMI_NOCTX_X)                                                     \
    DEF_NB(shmemx_##P##get##NAME##_nb, T, shmemi_get, ELEM, SHMEMI_NOCTX_P,    \
           SHMEMI_NOCTX_X)                                                     \
    DEF_NB(shmemx_ctx_##P##put##NAME##_nb, T, shmemi_put, ELEM, SHMEMI_CTX_P,  \
           SHMEMI_CTX_X)                                                       \
    DEF_NB(shmemx_ctx_##P##get##NAME##_nb, T, shmemi_get, ELEM, SHMEMI_CTX_P,  \
           SHMEMI_CTX_X)

/* Cray SHMEM's handle forms: the transfer is done, so the handle is NULL. */
#define DEF_HANDLE(FN, T, CORE, ELEM)                                          \
    void FN(T *dest, const T *source, size_t nelems, int pe,                   \
            void **transfer_handle)                                            \
    {                                                                          \
        CORE(dest, source, shmemi_nbytes(nelems, ELEM, __func__), pe,          \
             __func__);                                                        \
        if (transfer_handle)                                                   \
            *transfer_handle = NULL;                                           \
    }

#define DEF_TYPED(NAME, T)                                                     \
    DEF_BOTH(NAME##_, , T, sizeof(T))                                          \
    DEF_HANDLE(shmem_##NAME##_put_nb, T, shmemi_put, sizeof(T))                \
    DEF_HANDLE(shmem_##NAME##_get_nb, T, shmemi_get, sizeof(T))
#define DEF_SIZED(BITS)                                                        \
    DEF_BOTH(, BITS, void, BITS / 8)                                           \
    DEF_HANDLE(shmem_put##BITS##_nb, void, shmemi_put, BITS / 8)               \
    DEF_HANDLE(shmem_get##BITS##_nb, void, shmemi_get, BITS / 8)
SHMEMI_RMA_TYPES(DEF_TYPED)
SHMEMI_SIZED_BITS(DEF_SIZED)
DEF_BOTH(, mem, void, 1)
DEF_HANDLE(shmem_putmem_nb, void, shmemi_put, 1)
DEF_HANDLE(shmem_getmem_nb, void, shmemi_get, 1)
/* The generic forms move 64-bit words, as shmem_put and shmem_get do. */
DEF_HANDLE(shmem_put_nb, long, shmemi_put, 8)
DEF_HANDLE(shmem_get_nb, long, shmemi_get, 8)

/* Every handle this library gives out is NULL (the transfer is done). */
static void check_handle(void *transfer_handle, const char *routine)
{
    if (SHMEMI_UNLIKELY(shmemi.npes == 0))
        shmemi_not_ready(routine);
    if (transfer_handle != NULL)
        shmemi_fatal(routine,
                     "transfer handle %p was not set by a shmem_*_nb "
                     "routine (their handles are NULL: done at once)",
                     transfer_handle);
}

void shmem_wait_nb(void *transfer_handle)
{
    check_handle(transfer_handle, __func__);
}

int shmem_test_nb(void *transfer_handle)
{
    check_handle(transfer_handle, __func__);
    return 1;
}
