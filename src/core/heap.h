/* SPDX-License-Identifier: BSD-3-Clause */
/* The symmetric heap allocator: deterministic, metadata in private memory. */
#ifndef SHMAP_HEAP_H
#define SHMAP_HEAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Every block starts on a cache line: no false sharing between objects. */
#define SHMEMI_HEAP_ALIGN 64

struct shmemi_heap_block {
    size_t off, size;
    bool used;
    struct shmemi_heap_block *prev, *next;
};

/*
 * Address-ordered list of blocks covering [0, size). Every PE runs the same
 * sequence of calls on the same state, so offsets agree everywhere; the
 * list lives in private memory so no PE can disturb another's view.
 */
struct shmemi_heap {
    uintptr_t origin; /* address of offset 0: alignment is of addresses */
    size_t size;
    size_t used;
    size_t nblocks;
    struct shmemi_heap_block *head;
};

int shmemi_heap_init(struct shmemi_heap *h, size_t size);
void shmemi_heap_destroy(struct shmemi_heap *h);
/* First fit; 0 and *off on success, -ENOMEM if no free block fits.
 * align: a power of two (smaller than SHMEMI_HEAP_ALIGN is raised). */
int shmemi_heap_alloc(struct shmemi_heap *h, size_t size, size_t align,
                      size_t *off);
/* 0, or -EINVAL if off is not the start of an allocated block. */
int shmemi_heap_free(struct shmemi_heap *h, size_t off);
/* Bytes of the allocated block at off, or 0 if there is none. */
size_t shmemi_heap_size_of(const struct shmemi_heap *h, size_t off);
/* Grow or shrink the block at off in place: 0, -ENOMEM (no room after it)
 * or -EINVAL (no such block). */
int shmemi_heap_resize(struct shmemi_heap *h, size_t off, size_t size);
/* Does [off, off+len) lie inside one allocated block? */
bool shmemi_heap_contains(const struct shmemi_heap *h, size_t off, size_t len);
/* Largest free block, for messages. */
size_t shmemi_heap_largest_free(const struct shmemi_heap *h);

#endif
