/* SPDX-License-Identifier: BSD-3-Clause */
/* Collective symmetric allocation on top of the heap allocator. */
#ifndef SHMAP_MEM_H
#define SHMAP_MEM_H

#include <stddef.h>
#include <stdint.h>

int shmemi_mem_init(uintptr_t heap_lo, size_t heap_len);
/* The last shmem_finalize: every allocation is forgotten (the heap's
 * memory stays mapped; the next initialization's allocations start
 * afresh, and may be given the same addresses). */
void shmemi_mem_fini(void);
/* align 0: the default. Collective: all PEs, same arguments. */
void *shmemi_malloc(size_t size, size_t align, const char *routine);
/* shmem_align / shmemalign: any positive alignment, rounded up to a power
 * of two (at least sizeof(void *)). */
void *shmemi_align(size_t alignment, size_t size, const char *routine);
void *shmemi_calloc(size_t count, size_t size, const char *routine);
void *shmemi_realloc(void *ptr, size_t size, const char *routine);
void shmemi_free(void *ptr, const char *routine);
/* Is ptr the start of a live block? 0 if so, else why not; the values are
 * SHPDEALLC's documented error codes. Local, never fatal. */
enum {
    SHMEMI_BLOCK_OUTSIDE = -3, /* not in the symmetric heap */
    SHMEMI_BLOCK_FREE = -4,    /* in the heap, in no live block */
    SHMEMI_BLOCK_INSIDE = -5,  /* inside a live block, not its start */
};
int shmemi_block_check(const void *ptr);

/* NUMA placement of whole pages of this PE's segment (numa.c), for
 * shmem_malloc_with_hints' locality hints: on this PE's own node (the
 * segment's default), on PE pe's node, or interleaved over the nodes of
 * the job's PEs. Best effort: where oshrun placed no PE there, or the
 * kernel refuses, the block keeps this PE's policy (traced under
 * SHMEM_LOG_LEVELS=memory). */
enum { SHMEMI_PLACE_OWN, SHMEMI_PLACE_PE, SHMEMI_PLACE_INTERLEAVE };
/* A block placed by a locality hint (whole pages), remembered; before a
 * block is freed or reallocated, shmemi_unplace gives a placed block's
 * pages back to this PE's node. */
void *shmemi_malloc_placed(size_t size, int how, int pe, const char *routine);
void shmemi_unplace(void *ptr, const char *routine);
/* Every placed block's pages back to this PE's node (the heap's end). */
void shmemi_unplace_all(const char *routine);
/* At start-up: this PE's segments preferred on the NUMA node oshrun bound
 * it in, if any. */
void shmemi_numa_place_self(const char *routine);
/* SMA_DEBUG: a heap target must lie inside a live allocation. */
void shmemi_debug_target(const void *addr, size_t len, const char *routine);

#endif
