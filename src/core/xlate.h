/* SPDX-License-Identifier: BSD-3-Clause */
/* The one translation: a symmetric address of this PE to a segment offset. */
#ifndef SHMAP_XLATE_H
#define SHMAP_XLATE_H

#include <stddef.h>
#include <stdint.h>

/*
 * Every PE's segment file has the same layout, so a symmetric address is
 * named everywhere by its offset in the file: [0, LIB_SIZE) the library
 * area, then the heap, then the copy of .data/.bss. This is the only code
 * that maps an address to that offset; the transports (remote.h) take it
 * from there. The header's inline shmemi_xlate_v2() is its twin for
 * programs (tests/unit/xlate.c checks that they agree).
 */

/* Is [addr, addr+len) inside the heap or the program's data? The file
 * offset, or UINTPTR_MAX. */
SHMEMI_HOT uintptr_t shmemi_sym_offset(const void *addr, size_t len)
{
    uintptr_t a = (uintptr_t)addr;
    uintptr_t h = a - shmemi.heap_lo;
    if (SHMEMI_LIKELY(h < shmemi.heap_len && len <= shmemi.heap_len - h))
        return a - shmemi.base;
    uintptr_t d = a - shmemi.data_lo;
    if (d < shmemi.data_len && len <= shmemi.data_len - d)
        return a - shmemi.data_delta;
    return UINTPTR_MAX;
}

/* Everything off the fast path: a bad PE or address (fatal), and the
 * SMA_DEBUG checks. Returns the offset when the call is valid. */
uintptr_t shmemi_xlate_slow(const void *addr, size_t len, int pe,
                            const char *routine);

/*
 * The checked translation every API routine uses: initialised, PE in
 * range, the whole range symmetric, else the job ends with a message
 * naming the routine. Heap and globals both stay inline (a put to a
 * global must cost what a put to the heap costs).
 */
SHMEMI_HOT uintptr_t shmemi_xlate(const void *addr, size_t len, int pe,
                                  const char *routine)
{
    /* shmemi_sym_offset() spelled out with branches to the slow path,
     * so no sentinel is tested on the way. */
    uintptr_t a = (uintptr_t)addr;
    uintptr_t h = a - shmemi.heap_lo, d = a - shmemi.data_lo;
    if (SHMEMI_UNLIKELY((unsigned)pe >= (unsigned)shmemi.npes ||
                        shmemi.debug))
        return shmemi_xlate_slow(addr, len, pe, routine);
    if (SHMEMI_LIKELY(h < shmemi.heap_len && len <= shmemi.heap_len - h))
        return a - shmemi.base;
    if (d < shmemi.data_len && len <= shmemi.data_len - d)
        return a - shmemi.data_delta;
    return shmemi_xlate_slow(addr, len, pe, routine);
}

/* The offset of a field of the library area (struct shmemi_lib). */
SHMEMI_HOT uintptr_t shmemi_lib_offset(const void *field)
{
    return (uintptr_t)field - shmemi.base;
}

/* shmem_addr_accessible and shmem_ptr, symmetric or registered memory
 * (xlate.c; the C and Fortran entry points share them). */
bool shmemi_accessible(const void *addr, int pe, const char *routine);
void *shmemi_ptr(const void *dest, int pe, const char *routine);

/* Not symmetric: registered by this PE (asym/owner.c), else fatal. */
void shmemi_check_local_slow(const void *addr, size_t len,
                             const char *routine);

/* Check that a local address is symmetric or registered (for waits on
 * ivars and signals). */
SHMEMI_HOT void shmemi_check_local(const void *addr, size_t len,
                                      const char *routine)
{
    if (SHMEMI_UNLIKELY(shmemi.npes == 0))
        shmemi_not_ready(routine);
    /* nothing to check for zero bytes (an empty set of ivars) */
    if (SHMEMI_UNLIKELY(shmemi_sym_offset(addr, len) == UINTPTR_MAX) &&
        len != 0)
        shmemi_check_local_slow(addr, len, routine);
}

#endif
