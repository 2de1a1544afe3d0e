/* SPDX-License-Identifier: BSD-3-Clause */
/* collect and fcollect: push and hierarchical push (fcollect), flat (each PE
 * gets every block), ring. */
#include <stdlib.h>
#include <string.h>

#include "coll.h"
#include "../trace.h"

/* Largest fcollect result pushed (auto); beyond it, flat. */
#define SHMEMI_COLLECT_PUSH_MAX (256 * 1024)

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
    uintptr_t count = shmemi_lib_offset(&shmemi.lib->coll_count);
    off[0] = 0;
    for (int r = 0; r < s->size; r++) {
        size_t len =
            fixed ? nbytes : shmemi_remote_fetch64(shmemi_set_pe(s, r), count);
        off[r + 1] = off[r] + len;
    }
    return off;
}

/*
 * Eager (fcollect, blocks up to SHMEMI_EAGER_BYTES): each PE sends its
 * block to every other on the eager channel (coll.c), then takes theirs
 * and copies each into its own dest. No PE waits for another to enter,
 * and no dest is written but by its owner, in the call.
 */
static void collect_eager(const struct shmemi_set *s, char *dest,
                          const void *source, size_t nbytes,
                          const char *routine)
{
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    for (int k = 1; k < n; k++) /* stagger: not all into rank 0 first */
        shmemi_eager_send(shmemi_set_pe(s, (rank + k) % n), source, nbytes,
                          SHMEMI_SLOT_FCOLLECT_PUSH, routine);
    char *mine = dest + (size_t)rank * nbytes;
    if (mine != source)
        memmove(mine, source, nbytes);
    for (int k = 1; k < n; k++) {
        int r = (rank - k + n) % n, pe = shmemi_set_pe(s, r);
        memcpy(dest + (size_t)r * nbytes,
               shmemi_eager_take(pe, SHMEMI_SLOT_FCOLLECT_PUSH, routine),
               nbytes);
        shmemi_eager_done(pe);
    }
}

/*
 * Push (fcollect): each PE posts to every other that it has entered (its
 * dest may be written), then writes its block into every other PE's dest
 * as it finds that PE entered, and signals it, then waits for the
 * others' blocks. Our source is reusable once our puts are done, and our
 * dest is complete once every signal has come (each follows its data).
 * No barrier: a PE that runs ahead into the next call writes a dest only
 * once its owner has left the previous call and entered this one, so
 * back-to-back calls need nothing between them, as with SGI's pSync.
 */
static void collect_push(const struct shmemi_set *s, char *dest,
                         const void *source, size_t nbytes, const char *routine)
{
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    char *mine = dest + (size_t)rank * nbytes;
    for (int k = 1; k < n; k++) /* pairs with the wait below on each PE */
        shmemi_sig_post(shmemi_set_pe(s, (rank - k + n) % n),
                        SHMEMI_SLOT_FCOLLECT_READY);
    if (mine != source)
        memmove(mine, source, nbytes);
    for (int k = 1; k < n; k++) { /* stagger: not all into rank 0 first */
        int pe = shmemi_set_pe(s, (rank + k) % n);
        shmemi_sig_wait(pe, SHMEMI_SLOT_FCOLLECT_READY, routine);
        if (nbytes)
            shmemi_put(mine, source, nbytes, pe, routine);
        shmemi_sig_post(pe, SHMEMI_SLOT_FCOLLECT_PUSH); /* after the data */
    }
    for (int k = 1; k < n; k++)
        shmemi_sig_wait(shmemi_set_pe(s, (rank - k + n) % n),
                        SHMEMI_SLOT_FCOLLECT_PUSH, routine);
}

/*
 * Hierarchical push (fcollect, where the set spans NUMA nodes, or nodes
 * across the MPI transport; shmemi_coll_group()): each PE puts its block
 * into its group leader's dest (the group's first rank) and signals it;
 * each leader, with its group's blocks in, puts them (consecutive ranks'
 * blocks in one put) into every other leader's dest and signals it, then
 * waits for theirs, and puts the whole result into its members' dests.
 * Between groups, one signal per pair of leaders and each block once per
 * other group, instead of once per PE there. Every dest is written only
 * after its owner has posted FCOLLECT_READY in this call (members to
 * their leader, leaders to their members and the other leaders).
 */
static void collect_numa(const struct shmemi_set *s, char *dest,
                         const void *source, size_t nbytes, const char *routine)
{
    const struct shmemi_groups *g = shmemi_coll_groups(s);
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    int lead = g->lead[rank];
    char *mine = dest + (size_t)rank * nbytes;
    SHMEMI_TRACE(COLLECT, routine, "by %s: %d groups, leader rank %d",
                 shmemi.mpi_spans ? "node" : "NUMA node", g->ngroups, lead);
    if (lead != rank) {
        int lpe = shmemi_set_pe(s, lead);
        shmemi_sig_post(lpe, SHMEMI_SLOT_FCOLLECT_READY);
        if (mine != source)
            memmove(mine, source, nbytes);
        shmemi_sig_wait(lpe, SHMEMI_SLOT_FCOLLECT_READY, routine);
        if (nbytes)
            shmemi_put(mine, source, nbytes, lpe, routine);
        shmemi_sig_post(lpe, SHMEMI_SLOT_FCOLLECT_PUSH); /* after the data */
        shmemi_sig_wait(lpe, SHMEMI_SLOT_FCOLLECT_PUSH, routine); /* all */
        return;
    }
    int m = g->ngroups, at = 0;
    while (g->leader[at] != rank)
        at++;
    for (int r = rank + 1; r < n; r++)
        if (g->lead[r] == rank)
            shmemi_sig_post(shmemi_set_pe(s, r), SHMEMI_SLOT_FCOLLECT_READY);
    for (int k = 1; k < m; k++)
        shmemi_sig_post(shmemi_set_pe(s, g->leader[(at - k + m) % m]),
                        SHMEMI_SLOT_FCOLLECT_READY);
    if (mine != source)
        memmove(mine, source, nbytes);
    for (int r = rank + 1; r < n; r++)
        if (g->lead[r] == rank) { /* its READY came first: take both */
            int pe = shmemi_set_pe(s, r);
            shmemi_sig_wait(pe, SHMEMI_SLOT_FCOLLECT_READY, routine);
            shmemi_sig_wait(pe, SHMEMI_SLOT_FCOLLECT_PUSH, routine);
        }
    for (int k = 1; k < m; k++) { /* stagger: not all into the first */
        int pe = shmemi_set_pe(s, g->leader[(at + k) % m]);
        shmemi_sig_wait(pe, SHMEMI_SLOT_FCOLLECT_READY, routine);
        for (int r = rank; r < n && nbytes;) {
            int e = r;
            while (e < n && g->lead[e] == rank)
                e++;
            if (e > r) {
                char *at_r = dest + (size_t)r * nbytes;
                shmemi_put(at_r, at_r, (size_t)(e - r) * nbytes, pe, routine);
            }
            r = e + 1;
        }
        shmemi_sig_post(pe, SHMEMI_SLOT_FCOLLECT_PUSH); /* after the data */
    }
    for (int k = 1; k < m; k++)
        shmemi_sig_wait(shmemi_set_pe(s, g->leader[(at - k + m) % m]),
                        SHMEMI_SLOT_FCOLLECT_PUSH, routine);
    for (int r = rank + 1; r < n; r++)
        if (g->lead[r] == rank) {
            int pe = shmemi_set_pe(s, r);
            if (nbytes) /* pe entered: we took its READY above */
                shmemi_put(dest, dest, (size_t)n * nbytes, pe, routine);
            shmemi_sig_post(pe, SHMEMI_SLOT_FCOLLECT_PUSH);
        }
}

void shmemi_collect(const struct shmemi_set *s, void *dest, const void *source,
                    size_t nbytes, bool fixed, const char *routine)
{
    SHMEMI_TRACE(COLLECT, routine,
                 "%zu bytes from each of PEs %d + k*%d, k < %d", nbytes,
                 s->start, s->stride, s->size);
    shmemi_coll_size(nbytes, routine);
    /* collect's contributions may differ; fcollect's may not */
    SHMEMI_COLL_CHECK(s, routine, fixed ? SHMEMI_CHECK_NBYTES : 0, 0, nbytes, 0,
                      0);
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    int alg = shmemi.alg.collect;
    if (alg == SHMEMI_ALG_AUTO && fixed &&
        nbytes * (size_t)n <= SHMEMI_COLLECT_PUSH_MAX)
        alg = shmemi_coll_world_spans() && shmemi_coll_spans(s)
                  ? SHMEMI_ALG_NUMA
                  : SHMEMI_ALG_PUSH;
    if (alg == SHMEMI_ALG_PUSH && fixed) { /* collect's offsets need a sync */
        if (nbytes <= SHMEMI_EAGER_BYTES)
            collect_eager(s, dest, source, nbytes, routine);
        else
            collect_push(s, dest, source, nbytes, routine);
        return;
    }
    if (alg == SHMEMI_ALG_NUMA && fixed) {
        collect_numa(s, dest, source, nbytes, routine);
        return;
    }
    /* collect and fcollect synchronise apart: one never pairs with the
     * other, nor with a barrier. */
    int bar = fixed ? SHMEMI_SLOT_FCOLLECT : SHMEMI_SLOT_COLLECT;
    int ring = fixed ? SHMEMI_SLOT_FCOLLECT_RING : SHMEMI_SLOT_COLLECT_RING;
    if (!fixed) /* read by the others after the barrier below */
        __atomic_store_n(&shmemi.lib->coll_count, nbytes, __ATOMIC_RELEASE);
    shmemi_set_barrier(s, bar, SHMEMI_ALG_AUTO, routine);
    const size_t *off = block_offsets(s, nbytes, fixed, routine);
    char *d = dest;
    memmove(d + off[rank], source, nbytes);
    if (alg == SHMEMI_ALG_RING && n > 1) {
        /* Step k: take block rank-k from the left PE's dest, where it
         * landed at step k-1, and tell the right PE. */
        int left = shmemi_set_pe(s, (rank - 1 + n) % n);
        int right = shmemi_set_pe(s, (rank + 1) % n);
        shmemi_sig_post(right, ring);
        for (int k = 1; k < n; k++) {
            int b = (rank - k + n) % n;
            size_t len = off[b + 1] - off[b];
            shmemi_sig_wait(left, ring, routine);
            shmemi_get(d + off[b], d + off[b], len, left, routine);
            if (k < n - 1)
                shmemi_sig_post(right, ring);
        }
    } else {
        for (int r = 0; r < n; r++) {
            size_t len = off[r + 1] - off[r];
            if (r != rank)
                shmemi_get(d + off[r], source, len, shmemi_set_pe(s, r),
                           routine);
        }
    }
    shmemi_set_barrier(s, bar, SHMEMI_ALG_AUTO, routine);
}
