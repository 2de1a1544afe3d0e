/* SPDX-License-Identifier: BSD-3-Clause */
/* Collectives over a strided set of PEs: what the algorithm files share. */
#ifndef SHMAP_COLL_H
#define SHMAP_COLL_H

#include "../shmemi.h"

/* PEs start, start+stride, ..., start+(size-1)*stride (world numbers);
 * stride < 0 for a team split in reverse, never 0. */
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
    /* A team's stride may be negative (a reversed split). */
    int d = pe - s->start;
    if (d % s->stride || d / s->stride < 0 || d / s->stride >= s->size)
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
    SHMEMI_ALG_RING,
    SHMEMI_ALG_PUSH,
    SHMEMI_ALG_NUMA,
    SHMEMI_ALG_DOUBLING
};

/*
 * Signal slots: one counter per (sender, slot) in each receiver's library
 * area. Both ends of a pair count the signals on each slot. Every
 * collective two PEs share is entered by both in the same order, so the
 * n-th signal from A to B on a slot belongs to the same call on both
 * sides, whatever set or team it runs on: no pSync, no per-set state.
 *
 * Each kind of collective has slots of its own, its internal barriers
 * included: a collective's synchronisation only ever matches the same
 * collective on the other PE. A PE that calls shmem_barrier_all while the
 * others call shmem_collect32 waits (and the hang report names both), as
 * it would on SGI, Cray, SOS or Open MPI, instead of pairing with the
 * collect's barrier. A barrier needs one slot, whatever its algorithm:
 * within one barrier an ordered pair of PEs signals at most once
 * (central: member to first PE and back; dissemination: rank r to
 * r + 2^k, a different PE each round; numa: both, on distinct pairs).
 *
 * A PE's dest is written by another PE only after it has entered the
 * call (the *_READY slots, or a barrier first), never while it may still
 * be reading the result of the previous call: back-to-back collectives
 * need no barrier between them, with one pSync or alternating ones.
 */
enum {
    SHMEMI_SLOT_BARRIER_ALL, /* barrier_all, sync_all: their barrier */
    SHMEMI_SLOT_SYNC,        /* shmem_barrier, shmem_sync (active sets) */
    SHMEMI_SLOT_TEAM_SYNC,   /* shmem_team_sync */
    SHMEMI_SLOT_TEAM_SPLIT,  /* team creation: the parent team's barrier */
    SHMEMI_SLOT_BCAST,       /* broadcast: data ready at the parent or root
                                (tree, flat), or landed in our dest (push) */
    SHMEMI_SLOT_BCAST_ACK,   /* broadcast: done copying from us (tree: the
                                whole subtree) */
    SHMEMI_SLOT_BCAST_READY, /* broadcast: entered, our dest may be written */
    SHMEMI_SLOT_EAGER_FREE,  /* eager channel: a message copied out of our
                                area (the sender checks a count, not in
                                order; its sig_seen keeps the last read) */
    SHMEMI_SLOT_EAGER,       /* never signalled: sig_sent/sig_seen count a
                                pair's eager messages */
    SHMEMI_SLOT_COLLECT,     /* collect: its barriers */
    SHMEMI_SLOT_COLLECT_RING, /* ring collect: next block at the left PE */
    SHMEMI_SLOT_FCOLLECT,    /* fcollect: its barriers (flat, ring) */
    SHMEMI_SLOT_FCOLLECT_RING, /* ring fcollect: next block at the left PE */
    SHMEMI_SLOT_FCOLLECT_PUSH, /* push fcollect: the sender's blocks in our
                                  dest */
    SHMEMI_SLOT_FCOLLECT_READY, /* push fcollect: entered, our dest may be
                                   written */
    SHMEMI_SLOT_REDUCE,        /* reductions: their barriers */
    SHMEMI_SLOT_REDUCE_PART,   /* push reduction: the sender's part in our
                                  slot */
    SHMEMI_SLOT_REDUCE_RESULT, /* numa reduction: the result in our dest */
    SHMEMI_SLOT_ALLTOALL,      /* alltoall[s]: its barriers */
    SHMEMI_SLOT_SCAN,          /* scans: a partial sum on the eager channel */
    SHMEMI_SLOT_SCAN_SYNC,     /* scans: their barriers (scatter) */
    SHMEMI_SLOT_CHECK,   /* SMA_DEBUG: arguments posted at the first PE */
    SHMEMI_SLOT_CHECKED, /* SMA_DEBUG: the first PE found them the same */
    SHMEMI_SLOT_COUNT
};
/*
 * The eager channel: a message of up to SHMEMI_EAGER_BYTES into our slot
 * in PE pe's library area, announced by a signal on `slot` (the
 * collective's own); the receiver, in its call, takes it (waits for the
 * signal: the data, valid until shmemi_eager_done()) and copies it into
 * its dest. SHMEMI_EAGER_SLOTS slots a pair, by the pair's message count;
 * a sender that many messages ahead of the receiver waits. Broadcast
 * and fcollect share it: both ends meet their collectives in the same
 * order, and their signals stay apart.
 */
void shmemi_eager_send(int pe, const void *data, size_t bytes, int slot,
                       const char *routine);
const void *shmemi_eager_take(int from, int slot, const char *routine);
void shmemi_eager_done(int from);

/* A private buffer of this PE's collectives (which: 0 or 1), grown to
 * the largest asked for, aligned for any element (malloc's); valid until
 * the next call with the same which. */
void *shmemi_coll_scratch(int which, size_t bytes, const char *routine);

/* Signal PE `to` on a slot; our earlier stores are visible to it once it
 * sees the signal. */
void shmemi_sig_post(int to, int slot);
/* Wait for the next signal from PE `from` on a slot. */
void shmemi_sig_wait(int from, int slot, const char *routine);

/*
 * SMA_DEBUG: check that every PE of the set entered the same collective
 * with the same arguments before it starts (collcheck.c): each posts its
 * routine and the arguments named in mask at the set's first PE, which
 * compares them with its own and ends the job naming both PEs' values on
 * a mismatch, instead of a hang or corrupted data.
 */
enum {
    SHMEMI_CHECK_ROOT = 1,
    SHMEMI_CHECK_NBYTES = 2, /* the size in bytes */
    SHMEMI_CHECK_ELEM = 4,   /* a: element size */
    SHMEMI_CHECK_STRIDES = 8 /* a, b: destination and source strides */
};
void shmemi_coll_check(const struct shmemi_set *s, const char *routine,
                       unsigned mask, int root, uint64_t nbytes, uint64_t a,
                       uint64_t b);
#define SHMEMI_COLL_CHECK(s, routine, ...)                                     \
    do {                                                                       \
        if (SHMEMI_UNLIKELY(shmemi.debug) && (s)->size > 1)                    \
            shmemi_coll_check(s, routine, __VA_ARGS__);                        \
    } while (0)

/* Parse the *_ALGORITHM settings; fatal on an unknown name. */
void shmemi_coll_init(int npes, const char *routine);

/* Check a legacy active set (PE_start, logPE_stride, PE_size) and return
 * it; fatal if it is malformed or this PE is not in it. */
struct shmemi_set shmemi_active_set(int start, int log_stride, int size,
                                    const char *routine);

/* A collective's byte count, checked on entry on every PE: a negative
 * count passed as size_t is named as such, whereas a one-PE set would
 * memmove it (nothing, or a crash) and a larger one fail wherever a PE
 * first touched a peer. */
static inline void shmemi_coll_size(size_t bytes, const char *routine)
{
    if (SHMEMI_UNLIKELY((ssize_t)bytes < 0))
        shmemi_fatal(routine,
                     "size %zu (%zd as a signed value) is negative "
                     "or absurd",
                     bytes, (ssize_t)bytes);
}

/*
 * The groups the hierarchical ("numa") algorithms work in: a PE's node
 * when the job spans nodes (the MPI transport: inside a node loads and
 * stores, between nodes MPI), else the NUMA node oshrun placed it in;
 * -1 (one group) when unknown. shmemi_coll_spans(): whether the set
 * spans two or more groups.
 */
static inline int shmemi_coll_group(int pe)
{
    if (shmemi.mpi_spans)
        return shmemi.node[pe];
    return shmemi.job ? shmemi.job->pe[pe].loc[SHMEMI_LOC_NUMA] : -1;
}
bool shmemi_coll_spans(const struct shmemi_set *s);
/* A set's groups, each led by its first rank: lead[r] is rank r's
 * leader, leader[0..ngroups) the leaders in rank order. Worked out per
 * call (size x groups steps) into this thread's storage, valid until its
 * next call; every PE of the set works out the same. */
struct shmemi_groups {
    int ngroups;
    int lead[SHMEMI_MAX_PES];
    int leader[SHMEMI_MAX_PES];
};
const struct shmemi_groups *shmemi_coll_groups(const struct shmemi_set *s);
/* Whether the whole job does, worked out once (-1: not yet): when it does
 * not, no set does, and the test is all a collective pays. */
extern int shmemi_coll_world_groups;
bool shmemi_coll_world_spans_slow(void);
static inline bool shmemi_coll_world_spans(void)
{
    int w = shmemi_coll_world_groups;
    return SHMEMI_LIKELY(w >= 0) ? w : shmemi_coll_world_spans_slow();
}

/* Barrier over the set (barrier.c) for the kind of synchronisation whose
 * slot is `slot` (SHMEMI_SLOT_SYNC for shmem_barrier, a collective's own
 * slot for its internal barriers); alg SHMEMI_ALG_AUTO for the
 * configured one. Also a quiet. */
void shmemi_set_barrier(const struct shmemi_set *s, int slot, int alg,
                        const char *routine);
/* root: rank in the set. copy_on_root: also fill the root's dest (the
 * OpenSHMEM 1.5 team form; legacy broadcasts leave it untouched). */
void shmemi_broadcast(const struct shmemi_set *s, void *dest,
                      const void *source, size_t bytes, int root,
                      bool copy_on_root, const char *routine);
/* nbytes: this PE's contribution; fixed: every PE's is nbytes (fcollect). */
void shmemi_collect(const struct shmemi_set *s, void *dest, const void *source,
                    size_t nbytes, bool fixed, const char *routine);
/* dst, sst: strides in elements of `elem` bytes (1 for alltoall). */
void shmemi_alltoall(const struct shmemi_set *s, void *dest, const void *source,
                     ptrdiff_t dst, ptrdiff_t sst, size_t nelems, size_t elem,
                     const char *routine);

/* A legacy broadcast (root's dest untouched), checked (bcast.c). */
void shmemi_aset_broadcast(void *dest, const void *source, size_t bytes,
                           int root, int start, int log_stride, int size,
                           const char *routine);

/* acc[i] = acc[i] OP in[i] for n elements. */
typedef void (*shmemi_combine_fn)(void *acc, const void *in, size_t n);

/* The element operation of each reduction OP, and a combine loop named
 * NAME over type T (shared by the C and the Fortran reductions). */
#define SHMEMI_OP_and(a, b) ((a) & (b))
#define SHMEMI_OP_or(a, b) ((a) | (b))
#define SHMEMI_OP_xor(a, b) ((a) ^ (b))
#define SHMEMI_OP_min(a, b) ((b) < (a) ? (b) : (a))
#define SHMEMI_OP_max(a, b) ((b) > (a) ? (b) : (a))
#define SHMEMI_OP_sum(a, b) ((a) + (b))
#define SHMEMI_OP_prod(a, b) ((a) * (b))
#define SHMEMI_DEF_COMBINE(NAME, T, OP)                                        \
    static void NAME(void *acc, const void *in, size_t n)                      \
    {                                                                          \
        T *a = acc;                                                            \
        const T *b = in;                                                       \
        for (size_t i = 0; i < n; i++)                                         \
            a[i] = SHMEMI_OP_##OP(a[i], b[i]);                                 \
    }
void shmemi_reduce(const struct shmemi_set *s, void *dest, const void *source,
                   size_t nelems, size_t elem, shmemi_combine_fn combine,
                   const char *routine);
/* A prefix sum over the set in rank order (scan.c): dest on rank r is
 * the combination of ranks 0..r's sources (inclusive), or of ranks
 * 0..r-1's (exclusive; all-zero bits on rank 0, the zero of every SUM
 * type). */
void shmemi_scan(const struct shmemi_set *s, void *dest, const void *source,
                 size_t nelems, size_t elem, shmemi_combine_fn combine,
                 bool inclusive, const char *routine);

#endif
