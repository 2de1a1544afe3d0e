/* SPDX-License-Identifier: BSD-3-Clause */
/* Every broadcast: flat and binomial tree, over a set or a legacy active set.
 */
#include <string.h>

#include "coll.h"
#include "trace.h"

/* Every PE gets the root's source, between two barriers. */
static void bcast_flat(const struct shmemi_set *s, void *dest,
                       const void *source, size_t bytes, int root,
                       const char *routine)
{
    int root_pe = shmemi_set_pe(s, root);
    shmemi_set_barrier(s, SHMEMI_ALG_AUTO, routine); /* root's data ready */
    if (shmemi.me != root_pe)
        shmemi_get(dest, source, bytes, root_pe, routine);
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
        shmemi_sig_wait(PE_OF(parent), SHMEMI_SLOT_BCAST, routine);
        const void *from = parent ? (const void *)dest : source;
        shmemi_get(dest, from, bytes, PE_OF(parent), routine);
    }
    for (int bit = 1; bit < low && vr + bit < n; bit <<= 1)
        shmemi_sig_post(PE_OF(vr + bit), SHMEMI_SLOT_BCAST);
    for (int bit = 1; bit < low && vr + bit < n; bit <<= 1)
        shmemi_sig_wait(PE_OF(vr + bit), SHMEMI_SLOT_ACK, routine);
    if (vr)
        shmemi_sig_post(PE_OF(vr & (vr - 1)), SHMEMI_SLOT_ACK);
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
        alg = s->size <= 16 ? SHMEMI_ALG_FLAT : SHMEMI_ALG_TREE;
    if (alg == SHMEMI_ALG_FLAT)
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
