/* SPDX-License-Identifier: BSD-3-Clause */
/* Every broadcast: push, NUMA/node hierarchical push, flat and binomial
 * tree, over a set or an active set.
 */
#include <string.h>

#include "coll.h"
#include "../trace.h"

/* Bytes the root of a push broadcast copies in all (auto). */
#define SHMEMI_BCAST_PUSH_MAX (64 * 1024)

/*
 * No collective here starts with a barrier, yet a PE's dest is written
 * only by the PE itself (flat, tree) or after it has entered the call
 * (push, numa: it posts BCAST_READY to whoever writes its dest, which
 * waits for that first). OpenSHMEM makes every dest's readiness the
 * caller's precondition; SGI, Cray, SOS and Open MPI all honour loops
 * that rely on less (back-to-back calls, one pSync or two alternating,
 * dest read or refilled between them), and so do we. Pairwise signals
 * (coll.c) carry the rest, and their counters keep back-to-back calls
 * apart whatever the roots.
 */

/* Eager (up to SHMEMI_EAGER_BYTES): the root sends its source to each
 * other PE on the eager channel (coll.c) and returns; each copies it into
 * its dest in its own call. So the root never waits for the others to
 * enter, and no PE's dest is written but by itself. */
static void bcast_eager(const struct shmemi_set *s, void *dest,
                        const void *source, size_t bytes, int root,
                        const char *routine)
{
    int n = s->size, root_pe = shmemi_set_pe(s, root);
    if (shmemi.me != root_pe) {
        memcpy(dest, shmemi_eager_take(root_pe, SHMEMI_SLOT_BCAST, routine),
               bytes);
        shmemi_eager_done(root_pe);
        return;
    }
    for (int r = 1; r < n; r++)
        shmemi_eager_send(shmemi_set_pe(s, (root + r) % n), source, bytes,
                          SHMEMI_SLOT_BCAST, routine);
}

/* Push (small): each other PE posts that it has entered; the root writes
 * its source into each one's dest as it finds it there, and signals it.
 * Nothing reads the root's memory, so it returns once it has written:
 * one arrival and one store-and-signal per PE instead of two barriers. */
static void bcast_push(const struct shmemi_set *s, void *dest,
                       const void *source, size_t bytes, int root,
                       const char *routine)
{
    int n = s->size, root_pe = shmemi_set_pe(s, root);
    if (shmemi.me != root_pe) {
        shmemi_sig_post(root_pe, SHMEMI_SLOT_BCAST_READY);
        shmemi_sig_wait(root_pe, SHMEMI_SLOT_BCAST, routine);
        return;
    }
    for (int r = 1; r < n; r++) {
        int pe = shmemi_set_pe(s, (root + r) % n);
        /* Pairs with the post above: pe has left its previous call. */
        shmemi_sig_wait(pe, SHMEMI_SLOT_BCAST_READY, routine);
        if (bytes)
            shmemi_put(dest, source, bytes, pe, routine);
        /* After the put (the seam delivers a signal after the data it
         * follows): pairs with the receiver's wait above. */
        shmemi_sig_post(pe, SHMEMI_SLOT_BCAST);
    }
}

/*
 * Hierarchical (small, where the set spans NUMA nodes, or nodes across
 * the MPI transport; shmemi_coll_group()): the root pushes to the PEs of
 * its own group and to the first PE of each other group; each of those,
 * once it has the data, pushes it on from its dest to the rest of its
 * group. So one copy crosses to each group instead of one per PE. Every
 * PE works out the same leaders, so each pair's signals on the slot
 * still match.
 */
static void bcast_numa(const struct shmemi_set *s, void *dest,
                       const void *source, size_t bytes, int root,
                       const char *routine)
{
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    int root_pe = shmemi_set_pe(s, root), rg = shmemi_coll_group(root_pe);
    int mg = shmemi_coll_group(shmemi.me);
    SHMEMI_TRACE(BROADCAST, routine, "by %s: this PE's is %d",
                 shmemi.mpi_spans ? "node" : "NUMA node", mg);
    /* Our group's first rank (its leader unless it is the root's). */
    int lead = rank;
    for (int r = 0; r < rank; r++)
        if (shmemi_coll_group(shmemi_set_pe(s, r)) == mg) {
            lead = r;
            break;
        }
    if (rank == root) {
        for (int k = 1; k < n; k++) {
            int r = (root + k) % n, pe = shmemi_set_pe(s, r);
            int g = shmemi_coll_group(pe), first = 1;
            if (g != rg) /* a leader: no earlier rank in its group */
                for (int q = 0; q < r && first; q++)
                    first = shmemi_coll_group(shmemi_set_pe(s, q)) != g;
            if (g == rg || first) {
                shmemi_sig_wait(pe, SHMEMI_SLOT_BCAST_READY, routine);
                if (bytes)
                    shmemi_put(dest, source, bytes, pe, routine);
                shmemi_sig_post(pe, SHMEMI_SLOT_BCAST); /* after the data */
            }
        }
        return;
    }
    bool leader = mg != rg && lead == rank;
    int from = mg == rg || leader ? root_pe : shmemi_set_pe(s, lead);
    shmemi_sig_post(from, SHMEMI_SLOT_BCAST_READY); /* our dest is free */
    shmemi_sig_wait(from, SHMEMI_SLOT_BCAST, routine);
    if (!leader)
        return;
    for (int r = rank + 1; r < n; r++) {
        int pe = shmemi_set_pe(s, r);
        if (shmemi_coll_group(pe) != mg)
            continue;
        shmemi_sig_wait(pe, SHMEMI_SLOT_BCAST_READY, routine);
        if (bytes)
            shmemi_put(dest, dest, bytes, pe, routine);
        shmemi_sig_post(pe, SHMEMI_SLOT_BCAST);
    }
}

/* Flat (large): the root tells every PE its source is ready; each copies
 * it in parallel and acknowledges, and the root returns once all have, as
 * its source may then be reused. */
static void bcast_flat(const struct shmemi_set *s, void *dest,
                       const void *source, size_t bytes, int root,
                       const char *routine)
{
    int n = s->size, root_pe = shmemi_set_pe(s, root);
    if (shmemi.me != root_pe) {
        shmemi_sig_wait(root_pe, SHMEMI_SLOT_BCAST, routine);
        shmemi_get(dest, source, bytes, root_pe, routine);
        shmemi_sig_post(root_pe, SHMEMI_SLOT_BCAST_ACK);
        return;
    }
    for (int r = 1; r < n; r++)
        shmemi_sig_post(shmemi_set_pe(s, (root + r) % n), SHMEMI_SLOT_BCAST);
    for (int r = 1; r < n; r++)
        shmemi_sig_wait(shmemi_set_pe(s, (root + r) % n), SHMEMI_SLOT_BCAST_ACK,
                        routine);
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
        shmemi_sig_wait(PE_OF(parent), SHMEMI_SLOT_BCAST, routine);
        const void *from = parent ? (const void *)dest : source;
        shmemi_get(dest, from, bytes, PE_OF(parent), routine);
    }
    for (int bit = 1; bit < low && vr + bit < n; bit <<= 1)
        shmemi_sig_post(PE_OF(vr + bit), SHMEMI_SLOT_BCAST);
    for (int bit = 1; bit < low && vr + bit < n; bit <<= 1)
        shmemi_sig_wait(PE_OF(vr + bit), SHMEMI_SLOT_BCAST_ACK, routine);
    if (vr)
        shmemi_sig_post(PE_OF(vr & (vr - 1)), SHMEMI_SLOT_BCAST_ACK);
#undef PE_OF
}

void shmemi_broadcast(const struct shmemi_set *s, void *dest,
                      const void *source, size_t bytes, int root,
                      bool copy_on_root, const char *routine)
{
    SHMEMI_TRACE(BROADCAST, routine,
                 "%zu bytes from rank %d to PEs %d + k*%d, k < %d", bytes, root,
                 s->start, s->stride, s->size);
    shmemi_coll_size(bytes, routine);
    SHMEMI_COLL_CHECK(s, routine, SHMEMI_CHECK_ROOT | SHMEMI_CHECK_NBYTES, root,
                      bytes, 0, 0);
    if (copy_on_root && shmemi.me == shmemi_set_pe(s, root) && dest != source)
        memmove(dest, source, bytes);
    if (s->size == 1)
        return;
    int alg = shmemi.alg.bcast;
    if (alg == SHMEMI_ALG_AUTO)
        /* The root's copies are serial: push while they are cheap next
         * to a wake-up per PE. */
        alg = bytes * (size_t)(s->size - 1) <= SHMEMI_BCAST_PUSH_MAX
                  ? SHMEMI_ALG_PUSH
              : s->size <= 16 ? SHMEMI_ALG_FLAT
                              : SHMEMI_ALG_TREE;
    if (alg == SHMEMI_ALG_PUSH && shmemi.alg.bcast == SHMEMI_ALG_AUTO &&
        shmemi_coll_world_spans() && shmemi_coll_spans(s))
        alg = SHMEMI_ALG_NUMA; /* push, one copy per group */
    if (alg == SHMEMI_ALG_NUMA)
        bcast_numa(s, dest, source, bytes, root, routine);
    else if (alg == SHMEMI_ALG_PUSH && bytes <= SHMEMI_EAGER_BYTES)
        bcast_eager(s, dest, source, bytes, root, routine);
    else if (alg == SHMEMI_ALG_PUSH)
        bcast_push(s, dest, source, bytes, root, routine);
    else if (alg == SHMEMI_ALG_FLAT)
        bcast_flat(s, dest, source, bytes, root, routine);
    else
        bcast_tree(s, dest, source, bytes, root, routine);
}

void shmemi_aset_broadcast(void *dest, const void *source, size_t bytes,
                           int root, int start, int log_stride, int size,
                           const char *routine)
{
    struct shmemi_set s = shmemi_active_set(start, log_stride, size, routine);
    if (root < 0 || root >= size)
        shmemi_fatal(routine,
                     "PE_root %d is outside the active set (its "
                     "ranks are 0..%d)",
                     root, size - 1);
    /* Legacy semantics: the root's dest is left untouched. */
    shmemi_broadcast(&s, dest, source, bytes, root, false, routine);
}
