/* SPDX-License-Identifier: BSD-3-Clause */
/* Strided put and get: range checks, then the element loop or a transport. */
#include <stdint.h>
#include <string.h>

#include "shmemi.h"

/* Bytes spanned by n elements of `elem` bytes at stride `st` (elements),
 * and the lowest byte offset (negative strides walk down). */
static void extent(size_t n, ptrdiff_t st, size_t elem, const char *routine,
                   ptrdiff_t *lo, size_t *span)
{
    ptrdiff_t last;
    if (n > (size_t)PTRDIFF_MAX ||
        __builtin_mul_overflow((ptrdiff_t)(n - 1), st, &last) ||
        __builtin_mul_overflow(last, (ptrdiff_t)elem, &last))
        shmemi_fatal(routine, "%zu elements at stride %td is an absurd range",
                     n, st);
    *lo = last < 0 ? last : 0;
    size_t mag = (size_t)(last < 0 ? -last : last);
    *span = mag + elem;
}

/* Copy one element of a size known at each call site's switch arm, so
 * the compiler emits single moves. */
static inline void copy_elem(char *d, const char *s, size_t elem)
{
    switch (elem) {
    case 1: memcpy(d, s, 1); break;
    case 2: memcpy(d, s, 2); break;
    case 4: memcpy(d, s, 4); break;
    case 8: memcpy(d, s, 8); break;
    case 16: memcpy(d, s, 16); break;
    default: memcpy(d, s, elem); break;
    }
}

void shmemi_strided_copy(char *d, const char *s, ptrdiff_t dst, ptrdiff_t sst,
                         size_t n, size_t elem)
{
    /* Both strides 1: one copy, putmem's (copy.h). Element by element a
     * 4 MiB shmem_long_iput moved 16 GB/s against memcpy's 52 (bench/bw). */
    if (dst == 1 && sst == 1) {
        shmemi_copy(d, s, n * elem);
        return;
    }
    ptrdiff_t db = dst * (ptrdiff_t)elem, sb = sst * (ptrdiff_t)elem;
    for (size_t i = 0; i < n; i++, d += db, s += sb)
        copy_elem(d, s, elem);
}

/* The remote side is dest (iput) or src (iget); both sides' extents are
 * checked for overflow, the remote one also against its segment. The
 * transport gets the offset of the remote side's first element. */
static void strided(void *dest, const void *src, ptrdiff_t dst, ptrdiff_t sst,
                    size_t nelems, size_t elem, int pe, bool put,
                    const char *routine)
{
    const void *remote = put ? dest : src;
    if (nelems == 0) {
        (void)shmemi_xlate(remote, 0, pe, routine);
        return;
    }
    ptrdiff_t dlo, slo;
    size_t dspan, sspan;
    extent(nelems, dst, elem, routine, &dlo, &dspan);
    extent(nelems, sst, elem, routine, &slo, &sspan);
    if (put) {
        uintptr_t lo = shmemi_xlate((char *)dest + dlo, dspan, pe, routine);
        shmemi_remote_iput(pe, lo - (uintptr_t)dlo, src, dst, sst, nelems,
                           elem);
    } else {
        uintptr_t lo =
            shmemi_xlate((const char *)src + slo, sspan, pe, routine);
        shmemi_remote_iget(pe, lo - (uintptr_t)slo, dest, sst, dst, nelems,
                           elem);
    }
}

void shmemi_iput(void *dest, const void *src, ptrdiff_t dst, ptrdiff_t sst,
                 size_t nelems, size_t elem, int pe, const char *routine)
{
    strided(dest, src, dst, sst, nelems, elem, pe, true, routine);
}

void shmemi_iget(void *dest, const void *src, ptrdiff_t dst, ptrdiff_t sst,
                 size_t nelems, size_t elem, int pe, const char *routine)
{
    strided(dest, src, dst, sst, nelems, elem, pe, false, routine);
}

/*
 * Interleaved blocks (OpenSHMEM 1.6 ibput/ibget): nblocks blocks of bsize
 * elements, dst and sst elements apart on the two sides, each stride at
 * least bsize. The remote side's whole extent is checked once, then each
 * block is one contiguous transfer.
 */
static void blocked(void *dest, const void *src, ptrdiff_t dst, ptrdiff_t sst,
                    size_t bsize, size_t nblocks, size_t elem, int pe, bool put,
                    const char *routine)
{
    const void *remote = put ? dest : src;
    if (nblocks > 1 && (dst < 0 || (size_t)dst < bsize))
        shmemi_fatal(routine,
                     "dst %td is below the block size %zu: blocks would "
                     "overlap",
                     dst, bsize);
    if (nblocks > 1 && (sst < 0 || (size_t)sst < bsize))
        shmemi_fatal(routine,
                     "sst %td is below the block size %zu: blocks would "
                     "overlap",
                     sst, bsize);
    size_t bbytes;
    if (__builtin_mul_overflow(bsize, elem, &bbytes))
        shmemi_fatal(routine, "blocks of %zu elements are an absurd size",
                     bsize);
    if (nblocks == 0 || bbytes == 0) {
        (void)shmemi_xlate(remote, 0, pe, routine);
        return;
    }
    ptrdiff_t rst = put ? dst : sst, lo;
    size_t span;
    extent(nblocks, rst, elem, routine, &lo, &span); /* lo is 0: rst >= 0 */
    if (__builtin_add_overflow(span, bbytes - elem, &span))
        shmemi_fatal(routine, "%zu blocks at stride %td is an absurd range",
                     nblocks, rst);
    uintptr_t off = shmemi_xlate(remote, span, pe, routine);
    size_t rstep = (size_t)rst * elem, lstep = (size_t)(put ? sst : dst) * elem;
    for (size_t b = 0; b < nblocks; b++) {
        if (put)
            shmemi_remote_put(pe, off + b * rstep,
                              (const char *)src + b * lstep, bbytes);
        else
            shmemi_remote_get(pe, off + b * rstep, (char *)dest + b * lstep,
                              bbytes);
    }
}

void shmemi_ibput(void *dest, const void *src, ptrdiff_t dst, ptrdiff_t sst,
                  size_t bsize, size_t nblocks, size_t elem, int pe,
                  const char *routine)
{
    blocked(dest, src, dst, sst, bsize, nblocks, elem, pe, true, routine);
}

void shmemi_ibget(void *dest, const void *src, ptrdiff_t dst, ptrdiff_t sst,
                  size_t bsize, size_t nblocks, size_t elem, int pe,
                  const char *routine)
{
    blocked(dest, src, dst, sst, bsize, nblocks, elem, pe, false, routine);
}
