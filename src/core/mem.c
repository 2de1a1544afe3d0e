/* SPDX-License-Identifier: BSD-3-Clause */
/* Collective symmetric allocation: agree across PEs, then allocate locally. */
#include <errno.h>
#include <string.h>
#include <sys/types.h>

#include "heap.h"
#include "mem.h"
#include "shmemi.h"
#include "trace.h"

static struct shmemi_heap heap;

enum alloc_kind { ALLOC_MALLOC = 1, ALLOC_CALLOC, ALLOC_REALLOC, ALLOC_FREE };

int shmemi_mem_init(uintptr_t heap_lo, size_t heap_len)
{
    int rc = shmemi_heap_init(&heap, heap_len);
    heap.origin = heap_lo; /* align addresses, not offsets */
    return rc;
}

void shmemi_mem_fini(void)
{
    shmemi_unplace_all("shmem_finalize");
    shmemi_heap_destroy(&heap);
}

static void check_ready(const char *routine)
{
    if (SHMEMI_UNLIKELY(shmemi.npes == 0))
        shmemi_not_ready(routine);
}

static void check_size(size_t size, const char *routine)
{
    if (SHMEMI_UNLIKELY((ssize_t)size < 0))
        shmemi_fatal(routine,
                     "size %zu (%zd as a signed value) is negative "
                     "or absurd",
                     size, (ssize_t)size);
}

/*
 * Symmetric allocation only works if every PE makes the same calls in the
 * same order. Each PE posts its call in its library area, all meet in a
 * barrier (the barrier the API requires anyway), and each compares with
 * PE 0's post. A mismatch is reported instead of silently diverging heaps.
 */
static void agree(enum alloc_kind kind, uint64_t a, uint64_t b,
                  const char *routine)
{
    uint64_t seq = ++shmemi.alloc_seq;
    struct shmemi_coll_record *mine = &shmemi.lib->alloc_check[seq & 1];
    mine->kind = kind;
    mine->a = a;
    mine->b = b;
    /* Pairs with the acquire load of r0->seq below, on other PEs. */
    __atomic_store_n(&mine->seq, seq, __ATOMIC_RELEASE);
    shmemi_barrier_all(routine);
    if (shmemi.me == 0)
        return;
    /* PE 0 posted its record before the barrier: a plain get sees it. */
    struct shmemi_coll_record rec, *r0 = &rec;
    shmemi_remote_get(0, shmemi_lib_offset(&shmemi.lib->alloc_check[seq & 1]),
                      &rec, sizeof(rec));
    if (rec.seq == seq && rec.kind == kind && rec.a == a && rec.b == b)
        return;
    static const char *const names[] = {"an unknown call", "an allocation",
                                        "a zeroed allocation", "a reallocation",
                                        "a free"};
    shmemi_fatal(routine,
                 "symmetric heap call #%llu differs between PEs: "
                 "here %s (%llu, %llu), on PE 0 %s (%llu, %llu); "
                 "every PE must make the same allocations in the "
                 "same order",
                 (unsigned long long)seq, names[kind], (unsigned long long)a,
                 (unsigned long long)b, names[r0->kind <= 4 ? r0->kind : 0],
                 (unsigned long long)r0->a, (unsigned long long)r0->b);
}

static void *alloc_local(size_t size, size_t align, const char *routine)
{
    size_t off;
    if (shmemi_heap_alloc(&heap, size, align, &off) == 0)
        return (char *)shmemi.heap_lo + off;
    shmemi_warn(routine,
                "cannot allocate %zu bytes: the symmetric heap has "
                "%zu of %zu bytes in use (largest free block %zu); "
                "raise SMA_SYMMETRIC_SIZE",
                size, heap.used, heap.size, shmemi_heap_largest_free(&heap));
    return NULL;
}

/* The heap offset of an allocated block, or fatal. */
static size_t block_of(const void *ptr, const char *routine)
{
    uintptr_t off = (uintptr_t)ptr - shmemi.heap_lo;
    if (off >= shmemi.heap_len || shmemi_heap_size_of(&heap, off) == 0)
        shmemi_fatal(routine,
                     "%p was not returned by a symmetric allocation "
                     "(or was already freed)",
                     ptr);
    return off;
}

void *shmemi_malloc(size_t size, size_t align, const char *routine)
{
    check_ready(routine);
    check_size(size, routine);
    if (align && (align & (align - 1)))
        shmemi_fatal(routine, "alignment %zu is not a power of two", align);
    agree(ALLOC_MALLOC, size, align, routine);
    void *p = size ? alloc_local(size, align, routine) : NULL;
    SHMEMI_TRACE(MEMORY, routine, "%zu bytes (alignment %zu) at %p", size,
                 align, p);
    return p;
}

void *shmemi_align(size_t alignment, size_t size, const char *routine)
{
    if (alignment == 0)
        shmemi_fatal(routine, "alignment 0: the alignment must be positive");
    if (alignment > ((size_t)1 << 40))
        shmemi_fatal(routine, "alignment %zu is absurd (more than 2^40)",
                     alignment);
    /* Legacy codes pass any alignment (48, 1000): round it up to a power
     * of two, at least a pointer's, as other implementations do. */
    size_t a = sizeof(void *);
    while (a < alignment)
        a <<= 1;
    return shmemi_malloc(size, a, routine);
}

void *shmemi_calloc(size_t count, size_t size, const char *routine)
{
    check_ready(routine);
    size_t bytes;
    if (__builtin_mul_overflow(count, size, &bytes) || (ssize_t)bytes < 0)
        shmemi_fatal(routine, "%zu elements of %zu bytes is an absurd size",
                     count, size);
    agree(ALLOC_CALLOC, count, size, routine);
    void *p = bytes ? alloc_local(bytes, 0, routine) : NULL;
    SHMEMI_TRACE(MEMORY, routine, "%zu x %zu bytes, zeroed, at %p", count,
                 size, p);
    if (p) {
        memset(p, 0, bytes);
        /* No peer may store into our block before it is zeroed. */
        shmemi_barrier_all(routine);
    }
    return p;
}

void *shmemi_realloc(void *ptr, size_t size, const char *routine)
{
    check_ready(routine);
    check_size(size, routine);
    if (!ptr)
        return shmemi_malloc(size, 0, routine);
    size_t off = block_of(ptr, routine);
    if (size == 0) {
        shmemi_free(ptr, routine);
        return NULL;
    }
    agree(ALLOC_REALLOC, size, off, routine);
    SHMEMI_TRACE(MEMORY, routine, "%p to %zu bytes", ptr, size);
    if (shmemi_heap_resize(&heap, off, size) == 0)
        return ptr;
    void *p = alloc_local(size, 0, routine);
    if (!p)
        return NULL; /* the old block stays valid, as realloc() does */
    size_t old = shmemi_heap_size_of(&heap, off);
    memcpy(p, ptr, old < size ? old : size);
    shmemi_heap_free(&heap, off);
    /* No peer may store into our new block before our copy lands. */
    shmemi_barrier_all(routine);
    return p;
}

void shmemi_free(void *ptr, const char *routine)
{
    check_ready(routine);
    size_t off = ptr ? block_of(ptr, routine) : (size_t)-1;
    agree(ALLOC_FREE, off, 0, routine);
    SHMEMI_TRACE(MEMORY, routine, "%p", ptr);
    if (ptr)
        shmemi_heap_free(&heap, off);
}

void shmemi_debug_target(const void *addr, size_t len, const char *routine)
{
    uintptr_t off = (uintptr_t)addr - shmemi.heap_lo;
    if (off >= shmemi.heap_len)
        return; /* global data: its bounds were checked already */
    if (!shmemi_heap_contains(&heap, off, len ? len : 1))
        shmemi_fatal(routine,
                     "%zu bytes at %p are not inside a live "
                     "symmetric allocation (freed, never allocated, "
                     "or past the end of one; SMA_DEBUG check)",
                     len, addr);
}

int shmemi_block_check(const void *ptr)
{
    uintptr_t off = (uintptr_t)ptr - shmemi.heap_lo;
    if (off >= shmemi.heap_len)
        return SHMEMI_BLOCK_OUTSIDE;
    if (shmemi_heap_size_of(&heap, off) != 0)
        return 0;
    return shmemi_heap_contains(&heap, off, 1) ? SHMEMI_BLOCK_INSIDE
                                               : SHMEMI_BLOCK_FREE;
}
