/* SPDX-License-Identifier: BSD-3-Clause */
/* NUMA placement: this PE's segments on its node, and blocks placed by a
 * locality hint (shmem_malloc_with_hints), remembered until freed. */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <linux/mempolicy.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "mem.h"
#include "shmemi.h"
#include "trace.h"

/* A NUMA node mask of one node, or of every node the job's PEs are on;
 * false when oshrun placed none. */
#define NUMA_MAXNODE 1024
static bool numa_mask(unsigned long *mask, int node, bool all)
{
    const int bits = 8 * sizeof(unsigned long);
    memset(mask, 0, NUMA_MAXNODE / 8);
    bool any = false;
    for (int pe = all ? 0 : -1; pe < (all ? shmemi.npes : 0); pe++) {
        int n = all ? shmemi.job->pe[pe].numa_os : node;
        if (n >= 0 && n < NUMA_MAXNODE) {
            mask[n / bits] |= 1UL << (n % bits);
            any = true;
        }
    }
    if (!all && node >= 0 && node < NUMA_MAXNODE) {
        mask[node / bits] |= 1UL << (node % bits);
        any = true;
    }
    return any;
}

static int numa_place(void *addr, size_t len, int how, int pe,
                      const char *routine)
{
    if (!shmemi.job || !len)
        return -1;
    unsigned long mask[NUMA_MAXNODE / (8 * sizeof(unsigned long))];
    int node = how == SHMEMI_PLACE_PE ? shmemi.job->pe[pe].numa_os
                                      : shmemi.job->pe[shmemi.me].numa_os;
    bool known = numa_mask(mask, node, how == SHMEMI_PLACE_INTERLEAVE);
    if (!known && how != SHMEMI_PLACE_OWN) {
        /* Nowhere known to put it: the segment's own policy. */
        SHMEMI_TRACE(MEMORY, routine,
                     "%zu bytes at %p: oshrun bound no PE there; "
                     "this PE's policy",
                     len, addr);
        numa_place(addr, len, SHMEMI_PLACE_OWN, 0, routine);
        return -1;
    }
    /* This PE not bound: the segment's default policy. */
    int mode = !known                           ? MPOL_DEFAULT
               : how == SHMEMI_PLACE_INTERLEAVE ? MPOL_INTERLEAVE
                                                : MPOL_PREFERRED;
    /* MPOL_MF_MOVE: pages this block already has (a reused part of the
     * heap) move too, where only this PE maps them. */
    long rc = syscall(SYS_mbind, addr, len, mode, known ? mask : NULL,
                      known ? NUMA_MAXNODE + 1UL : 0UL,
                      how == SHMEMI_PLACE_OWN ? 0U : (unsigned)MPOL_MF_MOVE);
    const char *said = rc ? strerror(errno) : "done";
    if (how == SHMEMI_PLACE_INTERLEAVE)
        SHMEMI_TRACE(MEMORY, routine,
                     "%zu bytes at %p: interleaved over the job's NUMA "
                     "nodes: %s",
                     len, addr, said);
    else if (how == SHMEMI_PLACE_PE)
        SHMEMI_TRACE(MEMORY, routine,
                     "%zu bytes at %p: on NUMA node %d, PE %d's: %s", len, addr,
                     node, pe, said);
    else
        SHMEMI_TRACE(MEMORY, routine,
                     "%zu bytes at %p: back to this PE's policy (%s): %s", len,
                     addr, known ? "its NUMA node" : "not bound", said);
    return rc == 0 ? 0 : -1;
}

/*
 * This PE's memory on its own NUMA node: when oshrun bound it inside one,
 * a preferred-node policy on the whole segment file. The file is shared
 * memory, so the policy is the file's: a page goes to this PE's node
 * whoever touches it first (a peer's put included). Best effort: a
 * kernel without NUMA support says no, and nothing changes.
 */
void shmemi_numa_place_self(const char *routine)
{
    int node = shmemi.job ? shmemi.job->pe[shmemi.me].numa_os : -1;
    if (node < 0 || node >= NUMA_MAXNODE)
        return;
    unsigned long mask[NUMA_MAXNODE / (8 * sizeof(unsigned long))];
    numa_mask(mask, node, false);
    long rc = syscall(SYS_mbind, (void *)shmemi.base, shmemi.total,
                      MPOL_PREFERRED, mask, NUMA_MAXNODE + 1UL, 0U);
    SHMEMI_TRACE(INFO, routine, "memory on NUMA node %d: %s", node,
                 rc == 0 ? "preferred" : strerror(errno));
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
            numa_place(ptr, placed[i].len, SHMEMI_PLACE_OWN, 0, routine);
            placed[i] = placed[--nplaced];
            break;
        }
    pthread_mutex_unlock(&placed_lock);
}

void shmemi_unplace_all(const char *routine)
{
    pthread_mutex_lock(&placed_lock);
    while (nplaced > 0) {
        nplaced--;
        numa_place(placed[nplaced].p, placed[nplaced].len, SHMEMI_PLACE_OWN,
                   0, routine);
    }
    pthread_mutex_unlock(&placed_lock);
}

/* A block of size bytes placed as `how` says (SHMEMI_PLACE_PE: near pe),
 * remembered so that shmemi_unplace can give its pages back. */
void *shmemi_malloc_placed(size_t size, int how, int pe, const char *routine)
{
    /* Whole pages: a policy is a page's, and a neighbour's data must not
     * move with this block. */
    size_t len = shmemi_page_up(size);
    void *p = shmemi_malloc(len, SHMEMI_PAGE, routine);
    if (!p)
        return NULL;
    if (numa_place(p, len, how, pe, routine) == 0) {
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
            numa_place(p, len, SHMEMI_PLACE_OWN, 0, routine);
        pthread_mutex_unlock(&placed_lock);
    }
    return p;
}
