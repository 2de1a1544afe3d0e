/* SPDX-License-Identifier: BSD-3-Clause */
/* SGI/Cray generic RMA: elements are 64-bit words, as on the T3E/Altix. */
#include "../src/core/shmemi.h"
#include <mpp/shmem.h>

void shmem_put(long *dest, const long *source, size_t nelems, int pe)
{
    shmemi_put(dest, source, shmemi_nbytes(nelems, 8, __func__), pe, __func__);
}

void shmem_get(long *dest, const long *source, size_t nelems, int pe)
{
    shmemi_get(dest, source, shmemi_nbytes(nelems, 8, __func__), pe, __func__);
}

void shmem_iput(long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst,
                size_t nelems, int pe)
{
    shmemi_iput(dest, source, dst, sst, nelems, 8, pe, __func__);
}

void shmem_iget(long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst,
                size_t nelems, int pe)
{
    shmemi_iget(dest, source, dst, sst, nelems, 8, pe, __func__);
}
