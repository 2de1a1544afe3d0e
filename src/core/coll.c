/* SPDX-License-Identifier: BSD-3-Clause */
/* Collective algorithms on pairwise signals and translated loads/stores. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "coll.h"

/* Signal slots: one counter per (sender, slot) in each receiver's area. */
enum {
    SLOT_GATHER,  /* central barrier: arrival at the first PE */
    SLOT_RELEASE, /* central barrier: release by the first PE */
    SLOT_BCAST,   /* tree broadcast: data ready at the parent */
    SLOT_ACK,     /* tree broadcast: subtree done copying */
    SLOT_RING,    /* ring collect: next block ready at the left PE */
    SLOT_DISS     /* dissemination barrier: round k uses SLOT_DISS + k */
};
_Static_assert(SLOT_DISS + 11 <= SHMEMI_SIG_SLOTS,
               "dissemination needs log2(SHMEMI_MAX_PES) + 1 slots");

/*
 * Both ends of a pair count the signals on each slot. Every collective two
 * PEs share is entered by both in the same order, so the n-th signal from
 * A to B on a slot belongs to the same call on both sides, whatever set
 * or team it runs on: no pSync, no per-set state.
 */
static void sig_post(int to, int slot)
{
    uint64_t v = ++shmemi.sig_sent[(size_t)to * SHMEMI_SIG_SLOTS + slot];
    /* Release: our earlier stores (the data) are visible to `to` once it
     * sees v. Pairs with the acquire load in sig_wait(). */
    __atomic_store_n(&shmemi_lib_of(to)->sig[shmemi.me][slot], v,
                     __ATOMIC_RELEASE);
}

static void sig_wait(int from, int slot, const char *routine)
{
    uint64_t v = ++shmemi.sig_seen[(size_t)from * SHMEMI_SIG_SLOTS + slot];
    uint64_t *f = &shmemi.lib->sig[from][slot];
    struct shmemi_backoff b = SHMEMI_BACKOFF_INIT;
    while (__atomic_load_n(f, __ATOMIC_ACQUIRE) < v)
        shmemi_backoff(&b, from, routine);
}

/* ---- algorithm names ---- */

static const struct {
    const char *name;
    int alg;
} alg_names[] = {
    {"auto", SHMEMI_ALG_AUTO},       {"counter", SHMEMI_ALG_COUNTER},
    {"central", SHMEMI_ALG_CENTRAL}, {"dissemination", SHMEMI_ALG_DISSEMINATION},
    {"flat", SHMEMI_ALG_FLAT},       {"tree", SHMEMI_ALG_TREE},
    {"local", SHMEMI_ALG_LOCAL},     {"scatter", SHMEMI_ALG_SCATTER},
    {"ring", SHMEMI_ALG_RING},
};

/* known: the algorithms this collective has, "auto" first. */
static int parse_alg(const char *var, const char *value, const int *known,
                     int nknown, const char *routine)
{
    char list[160] = "";
    for (int k = 0; k < nknown; k++) {
        for (size_t i = 0; i < sizeof(alg_names) / sizeof(alg_names[0]); i++)
            if (alg_names[i].alg == known[k]) {
                if (!strcmp(value, alg_names[i].name))
                    return known[k];
                strcat(list, k ? ", " : "");
                strcat(list, alg_names[i].name);
            }
    }
    shmemi_fatal(routine, "SHMEM_%s: unknown algorithm '%s' (known: %s)", var,
                 value, list);
}

void shmemi_coll_init(int npes, const char *routine)
{
#define PARSE(FIELD, VAR, ...)                                                \
    do {                                                                      \
        static const int known_[] = {SHMEMI_ALG_AUTO, __VA_ARGS__};           \
        shmemi.alg.FIELD =                                                    \
            parse_alg(#VAR, shmemi.env.VAR, known_,                           \
                      (int)(sizeof(known_) / sizeof(known_[0])), routine);    \
    } while (0)
    PARSE(barrier, BARRIER_ALGORITHM, SHMEMI_ALG_CENTRAL,
          SHMEMI_ALG_DISSEMINATION);
    PARSE(barrier_all, BARRIER_ALL_ALGORITHM, SHMEMI_ALG_COUNTER,
          SHMEMI_ALG_CENTRAL, SHMEMI_ALG_DISSEMINATION);
    PARSE(bcast, BCAST_ALGORITHM, SHMEMI_ALG_FLAT, SHMEMI_ALG_TREE);
    PARSE(reduce, REDUCE_ALGORITHM, SHMEMI_ALG_FLAT, SHMEMI_ALG_LOCAL,
          SHMEMI_ALG_SCATTER);
    PARSE(collect, COLLECT_ALGORITHM, SHMEMI_ALG_FLAT, SHMEMI_ALG_RING);
#undef PARSE
    size_t n = (size_t)npes * SHMEMI_SIG_SLOTS;
    shmemi.sig_sent = calloc(n, sizeof(uint64_t));
    shmemi.sig_seen = calloc(n, sizeof(uint64_t));
    if (!shmemi.sig_sent || !shmemi.sig_seen)
        shmemi_fatal(routine, "out of memory for %d PEs' signal counters",
                     npes);
}

struct shmemi_set shmemi_active_set(int start, int log_stride, int size,
                                    const char *routine)
{
    int npes = shmemi_n_pes(routine);
    if (start < 0 || start >= npes)
        shmemi_fatal(routine, "PE_start %d is out of range (0..%d)", start,
                     npes - 1);
    if (log_stride < 0 || log_stride > 30)
        shmemi_fatal(routine, "logPE_stride %d is out of range (0..30)",
                     log_stride);
    int stride = 1 << log_stride;
    if (size < 1 || size > npes ||
        start + (long)(size - 1) * stride > npes - 1)
        shmemi_fatal(routine, "PE_size %d is out of range: the active set "
                              "(PE_start %d, stride %d) must fit in %d PEs",
                     size, start, stride, npes);
    struct shmemi_set s = {start, stride, size};
    if (shmemi_set_rank(&s, shmemi.me) < 0)
        shmemi_fatal(routine, "this PE is not in the active set (PE_start "
                              "%d, logPE_stride %d, PE_size %d)",
                     start, log_stride, size);
    return s;
}

/* ---- barrier ---- */

static void barrier_central(const struct shmemi_set *s, const char *routine)
{
    int root = s->start;
    if (shmemi.me == root) {
        for (int r = 1; r < s->size; r++)
            sig_wait(shmemi_set_pe(s, r), SLOT_GATHER, routine);
        for (int r = 1; r < s->size; r++)
            sig_post(shmemi_set_pe(s, r), SLOT_RELEASE);
    } else {
        sig_post(root, SLOT_GATHER);
        sig_wait(root, SLOT_RELEASE, routine);
    }
}

static void barrier_dissemination(const struct shmemi_set *s,
                                  const char *routine)
{
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    for (int k = 0, d = 1; d < n; k++, d <<= 1) {
        sig_post(shmemi_set_pe(s, (rank + d) % n), SLOT_DISS + k);
        sig_wait(shmemi_set_pe(s, (rank - d + n) % n), SLOT_DISS + k,
                 routine);
    }
}

void shmemi_set_barrier(const struct shmemi_set *s, int alg,
                        const char *routine)
{
    /* No fence: every signal is a release store and every wait an
     * acquire load, so our earlier stores (glibc's streaming copies end
     * with their own sfence) are visible to whoever passes the barrier
     * after us, and what they stored before is visible to us. */
    if (s->size == 1) {
        __atomic_thread_fence(__ATOMIC_SEQ_CST); /* still a quiet */
        return;
    }
    if (alg == SHMEMI_ALG_AUTO)
        alg = shmemi.alg.barrier;
    /* A set that is the whole job (shmem_barrier(0, 0, npes, pSync), team
     * world) gets the counter barrier: fastest at 2 PEs and oversubscribed. */
    if (alg == SHMEMI_ALG_AUTO && s->start == 0 && s->stride == 1 &&
        s->size == shmemi.npes) {
        shmemi_world_barrier(routine);
        return;
    }
    if (alg == SHMEMI_ALG_AUTO)
        /* Oversubscribed, one PE to wake everyone beats log2 N rounds
         * that each need a particular partner to be scheduled. */
        alg = s->size > shmemi.ncpus ? SHMEMI_ALG_CENTRAL
                                     : SHMEMI_ALG_DISSEMINATION;
    if (alg == SHMEMI_ALG_CENTRAL)
        barrier_central(s, routine);
    else
        barrier_dissemination(s, routine);
}

/* ---- broadcast ---- */

static void bcast_flat(const struct shmemi_set *s, void *dest,
                       const void *source, size_t bytes, int root,
                       const char *routine)
{
    int root_pe = shmemi_set_pe(s, root);
    shmemi_set_barrier(s, SHMEMI_ALG_AUTO, routine); /* root's data ready */
    if (shmemi.me != root_pe)
        memcpy(dest, shmemi_xlate(source, bytes, root_pe, routine), bytes);
    shmemi_set_barrier(s, SHMEMI_ALG_AUTO, routine); /* all copied */
}

/*
 * Binomial tree over ranks relative to the root: each PE copies from its
 * parent's buffer (the root's source, else the parent's dest), then tells
 * its children; acknowledgements flow back up so that no PE reuses a
 * buffer a child is still copying from.
 */
static void bcast_tree(const struct shmemi_set *s, void *dest,
                       const void *source, size_t bytes, int root,
                       const char *routine)
{
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    int vr = (rank - root + n) % n;
#define PE_OF(v) shmemi_set_pe(s, ((v) + root) % n)
    int low = vr ? vr & -vr : 1 << 30; /* lowest set bit: our subtree */
    if (vr) {
        int parent = vr & (vr - 1);
        sig_wait(PE_OF(parent), SLOT_BCAST, routine);
        const void *from = parent ? (const void *)dest : source;
        memcpy(dest, shmemi_xlate(from, bytes, PE_OF(parent), routine),
               bytes);
    }
    for (int bit = 1; bit < low && vr + bit < n; bit <<= 1)
        sig_post(PE_OF(vr + bit), SLOT_BCAST);
    for (int bit = 1; bit < low && vr + bit < n; bit <<= 1)
        sig_wait(PE_OF(vr + bit), SLOT_ACK, routine);
    if (vr)
        sig_post(PE_OF(vr & (vr - 1)), SLOT_ACK);
#undef PE_OF
}

void shmemi_broadcast(const struct shmemi_set *s, void *dest,
                      const void *source, size_t bytes, int root,
                      bool copy_on_root, const char *routine)
{
    if (copy_on_root && shmemi.me == shmemi_set_pe(s, root) && dest != source)
        memmove(dest, source, bytes);
    if (s->size == 1)
        return;
    int alg = shmemi.alg.bcast;
    if (alg == SHMEMI_ALG_AUTO)
        alg = s->size <= 16 ? SHMEMI_ALG_FLAT : SHMEMI_ALG_TREE;
    if (alg == SHMEMI_ALG_FLAT)
        bcast_flat(s, dest, source, bytes, root, routine);
    else
        bcast_tree(s, dest, source, bytes, root, routine);
}

/* ---- collect / fcollect ---- */

/* Byte offset of each rank's block and its length; fills off[0..n]. */
static size_t *block_offsets(const struct shmemi_set *s, size_t nbytes,
                             bool fixed, const char *routine)
{
    static size_t *off;
    static int cap;
    if (cap < s->size + 1) {
        free(off);
        off = malloc(sizeof(size_t) * (size_t)(s->size + 1));
        if (!off)
            shmemi_fatal(routine, "out of memory");
        cap = s->size + 1;
    }
    off[0] = 0;
    for (int r = 0; r < s->size; r++) {
        size_t len = fixed ? nbytes
                           : __atomic_load_n(
                                 &shmemi_lib_of(shmemi_set_pe(s, r))->coll_count,
                                 __ATOMIC_ACQUIRE);
        off[r + 1] = off[r] + len;
    }
    return off;
}

void shmemi_collect(const struct shmemi_set *s, void *dest,
                    const void *source, size_t nbytes, bool fixed,
                    const char *routine)
{
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    if (!fixed) /* read by the others after the barrier below */
        __atomic_store_n(&shmemi.lib->coll_count, nbytes, __ATOMIC_RELEASE);
    shmemi_set_barrier(s, SHMEMI_ALG_AUTO, routine);
    const size_t *off = block_offsets(s, nbytes, fixed, routine);
    char *d = dest;
    memmove(d + off[rank], source, nbytes);
    if (shmemi.alg.collect == SHMEMI_ALG_RING && n > 1) {
        /* Step k: take block rank-k from the left PE's dest, where it
         * landed at step k-1, and tell the right PE. */
        int left = shmemi_set_pe(s, (rank - 1 + n) % n);
        int right = shmemi_set_pe(s, (rank + 1) % n);
        sig_post(right, SLOT_RING);
        for (int k = 1; k < n; k++) {
            int b = (rank - k + n) % n;
            size_t len = off[b + 1] - off[b];
            sig_wait(left, SLOT_RING, routine);
            memcpy(d + off[b], shmemi_xlate(d + off[b], len, left, routine),
                   len);
            if (k < n - 1)
                sig_post(right, SLOT_RING);
        }
    } else {
        for (int r = 0; r < n; r++) {
            size_t len = off[r + 1] - off[r];
            if (r != rank)
                memcpy(d + off[r],
                       shmemi_xlate(source, len, shmemi_set_pe(s, r), routine),
                       len);
        }
    }
    shmemi_set_barrier(s, SHMEMI_ALG_AUTO, routine);
}

/* ---- alltoall(s) ---- */

void shmemi_alltoall(const struct shmemi_set *s, void *dest,
                     const void *source, ptrdiff_t dst, ptrdiff_t sst,
                     size_t nelems, size_t elem, const char *routine)
{
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    /* Every block offset below must be representable. */
    (void)shmemi_nbytes(shmemi_nbytes(nelems, elem, routine), (size_t)n,
                        routine);
    if (nelems > (size_t)PTRDIFF_MAX / (size_t)n)
        shmemi_fatal(routine, "%zu elements per PE is an absurd size",
                     nelems);
    shmemi_set_barrier(s, SHMEMI_ALG_AUTO, routine);
    for (int r = 0; r < n; r++) {
        int k = (rank + r) % n; /* stagger: not everyone reads PE 0 first */
        int pe = shmemi_set_pe(s, k);
        /* Block `rank` of k's source lands as block k of our dest. */
        const char *src = (const char *)source +
                          (ptrdiff_t)((size_t)rank * nelems * elem) * sst;
        char *d = (char *)dest + (ptrdiff_t)((size_t)k * nelems * elem) * dst;
        if (dst == 1 && sst == 1) {
            size_t len = nelems * elem;
            memcpy(d, shmemi_xlate(src, len, pe, routine), len);
        } else if (nelems) {
            shmemi_iget(d, src, dst, sst, nelems, elem, pe, routine);
        }
    }
    shmemi_set_barrier(s, SHMEMI_ALG_AUTO, routine);
}

/* ---- reductions ---- */

static void *scratch(size_t bytes, const char *routine)
{
    static void *buf;
    static size_t cap;
    if (bytes > cap) {
        free(buf);
        buf = malloc(bytes);
        if (!buf)
            shmemi_fatal(routine, "out of memory for a %zu-byte reduction",
                         bytes);
        cap = bytes;
    }
    return buf;
}

/* acc = the reduction of every rank's source[lo, hi), in rank order. */
static void reduce_range(const struct shmemi_set *s, char *acc,
                         const char *source, size_t lo, size_t hi,
                         size_t elem, shmemi_combine_fn combine,
                         const char *routine)
{
    size_t len = (hi - lo) * elem;
    for (int r = 0; r < s->size; r++) {
        const char *in = shmemi_xlate(source + lo * elem, len,
                                      shmemi_set_pe(s, r), routine);
        if (r == 0)
            memcpy(acc, in, len);
        else
            combine(acc, in, hi - lo);
    }
}

void shmemi_reduce(const struct shmemi_set *s, void *dest, const void *source,
                   size_t nelems, size_t elem, shmemi_combine_fn combine,
                   const char *routine)
{
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    size_t bytes = nelems * elem;
    if (n == 1) {
        memmove(dest, source, bytes);
        return;
    }
    int alg = shmemi.alg.reduce;
    if (alg == SHMEMI_ALG_AUTO)
        alg = bytes <= 16384 || nelems < (size_t)n ? SHMEMI_ALG_LOCAL
                                                   : SHMEMI_ALG_SCATTER;
    shmemi_set_barrier(s, SHMEMI_ALG_AUTO, routine); /* sources ready */
    if (alg == SHMEMI_ALG_FLAT) {
        /* The first PE reduces into a private buffer in PE order (its
         * dest may be its source, which the loop still reads), then
         * publishes in its dest; the others copy it. */
        int root = shmemi_set_pe(s, 0);
        if (shmemi.me == root) {
            char *acc = scratch(bytes, routine);
            reduce_range(s, acc, source, 0, nelems, elem, combine, routine);
            memcpy(dest, acc, bytes);
        }
        shmemi_set_barrier(s, SHMEMI_ALG_AUTO, routine);
        if (shmemi.me != root)
            memcpy(dest, shmemi_xlate(dest, bytes, root, routine), bytes);
    } else if (alg == SHMEMI_ALG_LOCAL) {
        /* Every PE reduces everything in PE order: identical results,
         * no PE waits for another's arithmetic. */
        char *acc = scratch(bytes, routine);
        reduce_range(s, acc, source, 0, nelems, elem, combine, routine);
        shmemi_set_barrier(s, SHMEMI_ALG_AUTO, routine); /* sources read */
        memcpy(dest, acc, bytes);
        return; /* nobody reads our dest: the next barrier orders reuse */
    } else {
        /* Each PE reduces its slice of every source (in PE order) into
         * its dest; then every PE gathers the other slices. Others only
         * read their own slices of our source, so writing ours is safe
         * even when dest is source. */
        size_t lo = (size_t)rank * nelems / (size_t)n;
        size_t hi = (size_t)(rank + 1) * nelems / (size_t)n;
        char *acc = scratch((hi - lo) * elem + 1, routine);
        reduce_range(s, acc, source, lo, hi, elem, combine, routine);
        memcpy((char *)dest + lo * elem, acc, (hi - lo) * elem);
        shmemi_set_barrier(s, SHMEMI_ALG_AUTO, routine); /* slices done */
        for (int r = 0; r < n; r++) {
            size_t a = (size_t)r * nelems / (size_t)n;
            size_t b = (size_t)(r + 1) * nelems / (size_t)n;
            if (r != rank && b > a)
                memcpy((char *)dest + a * elem,
                       shmemi_xlate((char *)dest + a * elem, (b - a) * elem,
                                    shmemi_set_pe(s, r), routine),
                       (b - a) * elem);
        }
    }
    shmemi_set_barrier(s, SHMEMI_ALG_AUTO, routine); /* results read */
}
