/* SPDX-License-Identifier: BSD-3-Clause */
/* First-fit allocator over heap offsets, with splitting and coalescing. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>

#include "heap.h"

static size_t round_up(size_t v, size_t a)
{
    return (v + a - 1) & ~(a - 1);
}

static struct shmemi_heap_block *new_block(size_t off, size_t size, bool used)
{
    struct shmemi_heap_block *b = calloc(1, sizeof(*b));
    if (b) {
        b->off = off;
        b->size = size;
        b->used = used;
    }
    return b;
}

/* Insert n after b (b may be NULL: n becomes the head). */
static void link_after(struct shmemi_heap *h, struct shmemi_heap_block *b,
                       struct shmemi_heap_block *n)
{
    n->prev = b;
    n->next = b ? b->next : h->head;
    if (n->next)
        n->next->prev = n;
    if (b)
        b->next = n;
    else
        h->head = n;
    h->nblocks++;
}

static void unlink_block(struct shmemi_heap *h, struct shmemi_heap_block *b)
{
    if (b->prev)
        b->prev->next = b->next;
    else
        h->head = b->next;
    if (b->next)
        b->next->prev = b->prev;
    h->nblocks--;
    free(b);
}

int shmemi_heap_init(struct shmemi_heap *h, size_t size)
{
    h->origin = 0;
    h->size = size & ~(size_t)(SHMEMI_HEAP_ALIGN - 1);
    h->used = 0;
    h->nblocks = 0;
    h->head = NULL;
    if (h->size == 0)
        return 0;
    struct shmemi_heap_block *b = new_block(0, h->size, false);
    if (!b)
        return -ENOMEM;
    link_after(h, NULL, b);
    return 0;
}

void shmemi_heap_destroy(struct shmemi_heap *h)
{
    while (h->head)
        unlink_block(h, h->head);
    h->used = 0;
}

/* Merge b with a free successor. */
static void merge_next(struct shmemi_heap *h, struct shmemi_heap_block *b)
{
    struct shmemi_heap_block *n = b->next;
    if (n && !n->used && !b->used) {
        b->size += n->size;
        unlink_block(h, n);
    }
}

int shmemi_heap_alloc(struct shmemi_heap *h, size_t size, size_t align,
                      size_t *off)
{
    if (align & (align - 1))
        return -ENOMEM;
    if (align < SHMEMI_HEAP_ALIGN)
        align = SHMEMI_HEAP_ALIGN;
    if (size == 0 || size > h->size || align > h->size)
        return -ENOMEM;
    size = round_up(size, SHMEMI_HEAP_ALIGN);
    for (struct shmemi_heap_block *b = h->head; b; b = b->next) {
        if (b->used)
            continue;
        size_t start = round_up(h->origin + b->off, align) - h->origin;
        size_t pad = start - b->off;
        if (pad > b->size || b->size - pad < size)
            continue;
        if (pad) { /* leave the alignment gap as a free block before */
            struct shmemi_heap_block *gap = new_block(b->off, pad, false);
            if (!gap)
                return -ENOMEM;
            link_after(h, b->prev, gap);
            b->off = start;
            b->size -= pad;
        }
        if (b->size > size) {
            struct shmemi_heap_block *rest =
                new_block(start + size, b->size - size, false);
            if (!rest)
                return -ENOMEM;
            link_after(h, b, rest);
            b->size = size;
        }
        b->used = true;
        h->used += size;
        *off = start;
        return 0;
    }
    return -ENOMEM;
}

static struct shmemi_heap_block *find_used(const struct shmemi_heap *h,
                                           size_t off)
{
    for (struct shmemi_heap_block *b = h->head; b && b->off <= off; b = b->next)
        if (b->off == off)
            return b->used ? b : NULL;
    return NULL;
}

int shmemi_heap_free(struct shmemi_heap *h, size_t off)
{
    struct shmemi_heap_block *b = find_used(h, off);
    if (!b)
        return -EINVAL;
    b->used = false;
    h->used -= b->size;
    merge_next(h, b);
    if (b->prev && !b->prev->used)
        merge_next(h, b->prev);
    return 0;
}

size_t shmemi_heap_size_of(const struct shmemi_heap *h, size_t off)
{
    const struct shmemi_heap_block *b = find_used(h, off);
    return b ? b->size : 0;
}

int shmemi_heap_resize(struct shmemi_heap *h, size_t off, size_t size)
{
    struct shmemi_heap_block *b = find_used(h, off);
    if (!b)
        return -EINVAL;
    if (size == 0 || size > h->size)
        return -ENOMEM;
    size = round_up(size, SHMEMI_HEAP_ALIGN);
    if (size > b->size) {
        struct shmemi_heap_block *n = b->next;
        size_t need = size - b->size;
        if (!n || n->used || n->size < need)
            return -ENOMEM;
        if (n->size == need) {
            unlink_block(h, n);
        } else {
            n->off += need;
            n->size -= need;
        }
        b->size = size;
        h->used += need;
    } else if (size < b->size) {
        struct shmemi_heap_block *rest =
            new_block(off + size, b->size - size, false);
        if (!rest)
            return -ENOMEM;
        h->used -= b->size - size;
        b->size = size;
        link_after(h, b, rest);
        merge_next(h, rest);
    }
    return 0;
}

bool shmemi_heap_contains(const struct shmemi_heap *h, size_t off, size_t len)
{
    for (const struct shmemi_heap_block *b = h->head; b && b->off <= off;
         b = b->next)
        if (off - b->off < b->size)
            return b->used && len <= b->size - (off - b->off);
    return false;
}

size_t shmemi_heap_largest_free(const struct shmemi_heap *h)
{
    size_t best = 0;
    for (const struct shmemi_heap_block *b = h->head; b; b = b->next)
        if (!b->used && b->size > best)
            best = b->size;
    return best;
}
