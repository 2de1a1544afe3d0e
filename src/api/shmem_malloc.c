/* SPDX-License-Identifier: BSD-3-Clause */
/* OpenSHMEM symmetric heap routines. */
#include <pthread.h>
#include <stdlib.h>

#include "../core/mem.h"
#include "../core/shmemi.h"
#include <mpp/shmem.h>
#include <mpp/shmemx.h>

void *shmem_malloc(size_t size)
{
    return shmemi_malloc(size, 0, __func__);
}

/*
 * Blocks placed by a locality hint, so that shmem_free (and realloc) can
 * give their pages back to this PE's own node: the policy belongs to the
 * segment file's pages, not to the block, and would outlive it.
 */
static pthread_mutex_t placed_lock = PTHREAD_MUTEX_INITIALIZER;
static struct placed {
    void *p;
    size_t len;
} * placed;
static size_t nplaced, capplaced;

/* Forget ptr's placement, if it had one, and reset its pages. */
void shmemi_unplace(void *ptr, const char *routine)
{
    if (!ptr)
        return;
    pthread_mutex_lock(&placed_lock);
    for (size_t i = 0; i < nplaced; i++)
        if (placed[i].p == ptr) {
            shmemi_numa_place(ptr, placed[i].len, SHMEMI_PLACE_OWN, 0, routine);
            placed[i] = placed[--nplaced];
            break;
        }
    pthread_mutex_unlock(&placed_lock);
}

/* The hints only promise how memory will be used; every block here is
 * already fit for atomics and signals. Hints are advice: bits this
 * library does not know (a later specification's) allocate all the same,
 * with a note under SMA_DEBUG. The locality hints (shmemx.h) place the
 * block's pages. */
void *shmem_malloc_with_hints(size_t size, long hints)
{
    const long near = SHMEMX_MALLOC_NEAR_PE(0), pe_bits = 0xffffffL << 16;
    long known = SHMEM_MALLOC_ATOMICS_REMOTE | SHMEM_MALLOC_SIGNAL_REMOTE |
                 near | pe_bits | SHMEMX_MALLOC_INTERLEAVE;
    if ((hints & ~known) && shmemi.debug)
        shmemi_warn(__func__, "hint bits %#lx are unknown here; ignored",
                    (unsigned long)(hints & ~known));
    int how = hints & SHMEMX_MALLOC_INTERLEAVE ? SHMEMI_PLACE_INTERLEAVE
              : hints & near                   ? SHMEMI_PLACE_PE
                                               : SHMEMI_PLACE_OWN;
    int pe = (int)((hints & pe_bits) >> 16);
    if (how == SHMEMI_PLACE_PE && pe >= shmemi.npes)
        shmemi_fatal(__func__,
                     "SHMEMX_MALLOC_NEAR_PE(%d): there are PEs 0..%d only", pe,
                     shmemi.npes - 1);
    if (how == SHMEMI_PLACE_OWN || size == 0)
        return shmemi_malloc(size, 0, __func__);
    /* Whole pages: a policy is a page's, and a neighbour's data must not
     * move with this block. */
    size_t len = (size + SHMEMI_PAGE - 1) & ~(SHMEMI_PAGE - 1);
    void *p = shmemi_malloc(len, SHMEMI_PAGE, __func__);
    if (!p)
        return NULL;
    if (shmemi_numa_place(p, len, how, pe, __func__) == 0) {
        pthread_mutex_lock(&placed_lock);
        if (nplaced == capplaced) {
            size_t cap = capplaced ? 2 * capplaced : 16;
            struct placed *n = realloc(placed, cap * sizeof(*n));
            if (n) {
                placed = n;
                capplaced = cap;
            }
        }
        if (nplaced < capplaced)
            placed[nplaced++] = (struct placed){p, len};
        else /* no room to remember it: give the pages back now */
            shmemi_numa_place(p, len, SHMEMI_PLACE_OWN, 0, __func__);
        pthread_mutex_unlock(&placed_lock);
    }
    return p;
}

void *shmem_calloc(size_t count, size_t size)
{
    return shmemi_calloc(count, size, __func__);
}

void *shmem_align(size_t alignment, size_t size)
{
    return shmemi_align(alignment, size, __func__);
}

/* A placed block loses its placement here: its pages go back to this
 * PE's node, wherever the block ends up. */
void *shmem_realloc(void *ptr, size_t size)
{
    shmemi_unplace(ptr, __func__);
    return shmemi_realloc(ptr, size, __func__);
}

void shmem_free(void *ptr)
{
    shmemi_unplace(ptr, __func__);
    shmemi_free(ptr, __func__);
}
