/* SPDX-License-Identifier: BSD-3-Clause */
/* Collectives over a strided set of PEs (an active set or a team). */
#ifndef SHMAP_COLL_H
#define SHMAP_COLL_H

#include "shmemi.h"

/* PEs start, start+stride, ..., start+(size-1)*stride (world numbers). */
struct shmemi_set {
    int start, stride, size;
};

static inline int shmemi_set_pe(const struct shmemi_set *s, int rank)
{
    return s->start + rank * s->stride;
}

/* Rank of a world PE in the set, or -1. */
static inline int shmemi_set_rank(const struct shmemi_set *s, int pe)
{
    int d = pe - s->start;
    if (d < 0 || d % s->stride || d / s->stride >= s->size)
        return -1;
    return d / s->stride;
}

/* Algorithms (env.def documents them; "auto" picks by size and count). */
enum {
    SHMEMI_ALG_AUTO = 0,
    SHMEMI_ALG_COUNTER,
    SHMEMI_ALG_CENTRAL,
    SHMEMI_ALG_DISSEMINATION,
    SHMEMI_ALG_FLAT,
    SHMEMI_ALG_TREE,
    SHMEMI_ALG_LOCAL,
    SHMEMI_ALG_SCATTER,
    SHMEMI_ALG_RING
};

/* Parse the *_ALGORITHM settings; fatal on an unknown name. */
void shmemi_coll_init(int npes, const char *routine);

/* Check a legacy active set (PE_start, logPE_stride, PE_size) and return
 * it; fatal if it is malformed or this PE is not in it. */
struct shmemi_set shmemi_active_set(int start, int log_stride, int size,
                                    const char *routine);

void shmemi_set_barrier(const struct shmemi_set *s, int alg,
                        const char *routine);
/* The counter barrier over every PE (barrier.c). */
void shmemi_world_barrier(const char *routine);
/* root: rank in the set. copy_on_root: also fill the root's dest (the
 * OpenSHMEM 1.5 team form; legacy broadcasts leave it untouched). */
void shmemi_broadcast(const struct shmemi_set *s, void *dest,
                      const void *source, size_t bytes, int root,
                      bool copy_on_root, const char *routine);
/* nbytes: this PE's contribution; fixed: every PE's is nbytes (fcollect). */
void shmemi_collect(const struct shmemi_set *s, void *dest,
                    const void *source, size_t nbytes, bool fixed,
                    const char *routine);
/* dst, sst: strides in elements of `elem` bytes (1 for alltoall). */
void shmemi_alltoall(const struct shmemi_set *s, void *dest,
                     const void *source, ptrdiff_t dst, ptrdiff_t sst,
                     size_t nelems, size_t elem, const char *routine);

/* A legacy broadcast (root's dest untouched), checked (shmem_broadcast.c). */
void shmemi_aset_broadcast(void *dest, const void *source, size_t bytes,
                           int root, int start, int log_stride, int size,
                           const char *routine);

/* acc[i] = acc[i] OP in[i] for n elements. */
typedef void (*shmemi_combine_fn)(void *acc, const void *in, size_t n);
void shmemi_reduce(const struct shmemi_set *s, void *dest, const void *source,
                   size_t nelems, size_t elem, shmemi_combine_fn combine,
                   const char *routine);

#endif
