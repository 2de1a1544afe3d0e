/* SPDX-License-Identifier: BSD-3-Clause */
/* SGI generic shmem_broadcast: 64-bit elements over an active set. */
#include "../src/core/coll/coll.h"
#include <mpp/shmem.h>

void shmem_broadcast(long *dest, const long *source, size_t nelems, int PE_root,
                     int PE_start, int logPE_stride, int PE_size, long *pSync)
{
    (void)pSync;
    shmemi_aset_broadcast(dest, source, shmemi_nbytes(nelems, 8, __func__),
                          PE_root, PE_start, logPE_stride, PE_size, __func__);
}
