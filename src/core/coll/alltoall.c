/* SPDX-License-Identifier: BSD-3-Clause */
/* alltoall and alltoalls: each PE gets its block from every other. */
#include <stdint.h>

#include "coll.h"
#include "../trace.h"

void shmemi_alltoall(const struct shmemi_set *s, void *dest, const void *source,
                     ptrdiff_t dst, ptrdiff_t sst, size_t nelems, size_t elem,
                     const char *routine)
{
    SHMEMI_TRACE(COLLECT, routine,
                 "%zu elements of %zu bytes to each of PEs %d + k*%d, k < %d",
                 nelems, elem, s->start, s->stride, s->size);
    SHMEMI_COLL_CHECK(s, routine, SHMEMI_CHECK_NBYTES | SHMEMI_CHECK_STRIDES, 0,
                      (uint64_t)nelems * elem, (uint64_t)dst, (uint64_t)sst);
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    /* Every block offset below must be representable. */
    size_t block = shmemi_nbytes(nelems, elem, routine);
    shmemi_coll_size(block, routine);
    if (block > (size_t)PTRDIFF_MAX / (size_t)n)
        shmemi_fatal(routine,
                     "%zu elements of %zu bytes for each of %d PEs is an "
                     "absurd size",
                     nelems, elem, n);
    shmemi_set_barrier(s, SHMEMI_SLOT_ALLTOALL, SHMEMI_ALG_AUTO, routine);
    for (int r = 0; r < n; r++) {
        int k = (rank + r) % n; /* stagger: not everyone reads PE 0 first */
        int pe = shmemi_set_pe(s, k);
        /* Block `rank` of k's source lands as block k of our dest. */
        const char *src = (const char *)source +
                          (ptrdiff_t)((size_t)rank * nelems * elem) * sst;
        char *d = (char *)dest + (ptrdiff_t)((size_t)k * nelems * elem) * dst;
        if (dst == 1 && sst == 1)
            shmemi_get(d, src, nelems * elem, pe, routine);
        else if (nelems)
            shmemi_iget(d, src, dst, sst, nelems, elem, pe, routine);
    }
    shmemi_set_barrier(s, SHMEMI_SLOT_ALLTOALL, SHMEMI_ALG_AUTO, routine);
}
