/* SPDX-License-Identifier: BSD-3-Clause */
/* Collective symmetric allocation on top of the heap allocator. */
#ifndef SHMAP_MEM_H
#define SHMAP_MEM_H

#include <stddef.h>
#include <stdint.h>

int shmemi_mem_init(uintptr_t heap_lo, size_t heap_len);
/* align 0: the default. Collective: all PEs, same arguments. */
void *shmemi_malloc(size_t size, size_t align, const char *routine);
/* shmem_align / shmemalign: any positive alignment, rounded up to a power
 * of two (at least sizeof(void *)). */
void *shmemi_align(size_t alignment, size_t size, const char *routine);
void *shmemi_calloc(size_t count, size_t size, const char *routine);
void *shmemi_realloc(void *ptr, size_t size, const char *routine);
void shmemi_free(void *ptr, const char *routine);
/* SMA_DEBUG: a heap target must lie inside a live allocation. */
void shmemi_debug_target(const void *addr, size_t len, const char *routine);

#endif
