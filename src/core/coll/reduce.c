/* SPDX-License-Identifier: BSD-3-Clause */
/* Every reduction algorithm: push, hierarchical push (numa), flat, local and
 * scatter. */
#include <stdlib.h>
#include <string.h>

#include "coll.h"
#include "../trace.h"

/* acc = the reduction of every rank's source[lo, hi), in rank order,
 * combining straight from mapped peers' memory. */
static void reduce_range(const struct shmemi_set *s, char *acc,
                         const char *source, size_t lo, size_t hi, size_t elem,
                         shmemi_combine_fn combine, const char *routine)
{
    size_t len = (hi - lo) * elem;
    for (int r = 0; r < s->size; r++) {
        int pe = shmemi_set_pe(s, r);
        uintptr_t off = shmemi_xlate(source + lo * elem, len, pe, routine);
        const void *in = shmemi_remote_view(pe, off, len,
                                            r ? shmemi_coll_scratch(1, len, routine) : acc);
        if (r == 0) {
            if (in != acc)
                memcpy(acc, in, len);
        } else {
            combine(acc, in, hi - lo);
        }
    }
}

/* A push reduction's part to PE pe: into our slot in its library area,
 * then the signal (after the data). The slot of a pair alternates with
 * the parity of the parts it has carried (counted by the signals on both
 * ends); see reduce_push() for why two suffice. */
static void part_post(int pe, const void *part, size_t bytes)
{
    uint64_t call =
        shmemi.sig_sent[(size_t)pe * SHMEMI_SIG_SLOTS + SHMEMI_SLOT_REDUCE_PART] + 1;
    shmemi_remote_put(
        pe, shmemi_lib_offset(&shmemi.lib->red[shmemi.me][call & 1]), part,
        bytes);
    shmemi_sig_post(pe, SHMEMI_SLOT_REDUCE_PART);
}

/* The next part from PE pe, where it landed here. */
static const void *part_take(int pe, const char *routine)
{
    shmemi_sig_wait(pe, SHMEMI_SLOT_REDUCE_PART, routine);
    uint64_t call =
        shmemi.sig_seen[(size_t)pe * SHMEMI_SIG_SLOTS + SHMEMI_SLOT_REDUCE_PART];
    return shmemi.lib->red[pe][call & 1];
}

/*
 * Push (small): each PE writes its source into its slot in every other
 * PE's library area and signals it, then combines the contributions in
 * PE order as their signals come. One exchange of signals instead of two
 * barriers, and nobody reads another PE's source, so no PE waits for the
 * others to finish reading before it returns. Two slots a pair: a PE can
 * be one part ahead of us, never two, since it leaves the call of its
 * next part only with the result of that call, which needs our part to
 * it, which we post after we have read its part before. (That holds for
 * reduce_numa() too, where results depend on every part through the
 * leaders.)
 */
static void reduce_push(const struct shmemi_set *s, void *dest,
                        const void *source, size_t nelems, size_t elem,
                        shmemi_combine_fn combine, const char *routine)
{
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    size_t bytes = nelems * elem;
    for (int k = 1; k < n; k++)
        part_post(shmemi_set_pe(s, (rank + k) % n), source, bytes);
    char *acc = shmemi_coll_scratch(0, bytes, routine);
    for (int r = 0; r < n; r++) {
        const void *in =
            r == rank ? source : part_take(shmemi_set_pe(s, r), routine);
        if (r == 0)
            memcpy(acc, in, bytes);
        else
            combine(acc, in, nelems);
    }
    memcpy(dest, acc, bytes); /* dest may be source: combined first */
}

/*
 * Hierarchical push (small, where the set spans NUMA nodes, or nodes
 * across the MPI transport; shmemi_coll_group()): each PE posts its part
 * to its group's leader (the group's first rank), which combines the
 * group's parts in rank order; the leaders swap these partial results
 * and each combines them in leader order; each leader then writes the
 * result into its members' dests and signals them (REDUCE_RESULT: "in
 * your dest"). A member's dest is written only after its part came, so
 * after it entered the call. Between groups, one part per pair of leaders instead of one per
 * pair of PEs. Every PE gets the same value; with floating point it may
 * differ in the last bits from the flat algorithms' strict PE order.
 */
static void reduce_numa(const struct shmemi_set *s, void *dest,
                        const void *source, size_t nelems, size_t elem,
                        shmemi_combine_fn combine, const char *routine)
{
    const struct shmemi_groups *g = shmemi_coll_groups(s);
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    int lead = g->lead[rank];
    size_t bytes = nelems * elem;
    SHMEMI_TRACE(REDUCE, routine, "by %s: %d groups, leader rank %d",
                 shmemi.mpi_spans ? "node" : "NUMA node", g->ngroups, lead);
    if (lead != rank) {
        int lpe = shmemi_set_pe(s, lead);
        part_post(lpe, source, bytes);
        /* Our source is read: the leader may write dest even if it is
         * source. */
        shmemi_sig_wait(lpe, SHMEMI_SLOT_REDUCE_RESULT, routine);
        return;
    }
    char *acc = shmemi_coll_scratch(0, bytes, routine), *all = shmemi_coll_scratch(1, bytes, routine);
    memcpy(acc, source, bytes); /* we are our group's first rank */
    for (int r = rank + 1; r < n; r++)
        if (g->lead[r] == rank)
            combine(acc, part_take(shmemi_set_pe(s, r), routine), nelems);
    int m = g->ngroups, at = 0;
    while (g->leader[at] != rank)
        at++;
    for (int k = 1; k < m; k++) /* stagger: not all into the first */
        part_post(shmemi_set_pe(s, g->leader[(at + k) % m]), acc, bytes);
    for (int i = 0; i < m; i++) {
        const void *in =
            i == at ? acc : part_take(shmemi_set_pe(s, g->leader[i]), routine);
        if (i == 0)
            memcpy(all, in, bytes);
        else
            combine(all, in, nelems);
    }
    memcpy(dest, all, bytes);
    for (int r = rank + 1; r < n; r++)
        if (g->lead[r] == rank) {
            int pe = shmemi_set_pe(s, r);
            if (bytes)
                shmemi_put(dest, all, bytes, pe, routine);
            shmemi_sig_post(pe, SHMEMI_SLOT_REDUCE_RESULT); /* after the data */
        }
}

/* Kept apart from the tracing in shmemi_reduce(): with the trace call's
 * argument set-up in the same function, GCC laid out this one so that a
 * large reduction's loop ran measurably slower (coll_lat, same run). */
static __attribute__((noinline)) void reduce(const struct shmemi_set *s,
                                             void *dest, const void *source,
                                             size_t nelems, size_t elem,
                                             shmemi_combine_fn combine,
                                             const char *routine)
{
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    size_t bytes = nelems * elem;
    if (n == 1) {
        memmove(dest, source, bytes);
        return;
    }
    int alg = shmemi.alg.reduce;
    if ((alg == SHMEMI_ALG_PUSH || alg == SHMEMI_ALG_NUMA) &&
        bytes > SHMEMI_RED_PUSH_BYTES)
        alg = SHMEMI_ALG_AUTO; /* the slots hold no more */
    if (alg == SHMEMI_ALG_AUTO && bytes <= SHMEMI_RED_PUSH_BYTES)
        alg = shmemi_coll_world_spans() && shmemi_coll_spans(s)
                  ? SHMEMI_ALG_NUMA
                  : SHMEMI_ALG_PUSH;
    if (alg == SHMEMI_ALG_PUSH) {
        reduce_push(s, dest, source, nelems, elem, combine, routine);
        return;
    }
    if (alg == SHMEMI_ALG_NUMA) {
        reduce_numa(s, dest, source, nelems, elem, combine, routine);
        return;
    }
    if (alg == SHMEMI_ALG_AUTO)
        alg = bytes <= 16384 || nelems < (size_t)n ? SHMEMI_ALG_LOCAL
                                                   : SHMEMI_ALG_SCATTER;
    shmemi_set_barrier(s, SHMEMI_SLOT_REDUCE, SHMEMI_ALG_AUTO, routine); /* sources ready */
    if (alg == SHMEMI_ALG_FLAT) {
        /* The first PE reduces into a private buffer in PE order (its
         * dest may be its source, which the loop still reads), then
         * publishes in its dest; the others copy it. */
        int root = shmemi_set_pe(s, 0);
        if (shmemi.me == root) {
            char *acc = shmemi_coll_scratch(0, bytes, routine);
            reduce_range(s, acc, source, 0, nelems, elem, combine, routine);
            memcpy(dest, acc, bytes);
        }
        shmemi_set_barrier(s, SHMEMI_SLOT_REDUCE, SHMEMI_ALG_AUTO, routine);
        if (shmemi.me != root)
            shmemi_get(dest, dest, bytes, root, routine);
    } else if (alg == SHMEMI_ALG_LOCAL) {
        /* Every PE reduces everything in PE order: identical results,
         * no PE waits for another's arithmetic. */
        char *acc = shmemi_coll_scratch(0, bytes, routine);
        reduce_range(s, acc, source, 0, nelems, elem, combine, routine);
        shmemi_set_barrier(s, SHMEMI_SLOT_REDUCE, SHMEMI_ALG_AUTO, routine); /* sources read */
        memcpy(dest, acc, bytes);
        return; /* nobody reads our dest: the next barrier orders reuse */
    } else {
        /* Each PE reduces its slice of every source (in PE order) into
         * its dest; then every PE gathers the other slices. Others only
         * read their own slices of our source, so writing ours is safe
         * even when dest is source. */
        size_t lo = (size_t)rank * nelems / (size_t)n;
        size_t hi = (size_t)(rank + 1) * nelems / (size_t)n;
        char *acc = shmemi_coll_scratch(0, (hi - lo) * elem + 1, routine);
        reduce_range(s, acc, source, lo, hi, elem, combine, routine);
        memcpy((char *)dest + lo * elem, acc, (hi - lo) * elem);
        shmemi_set_barrier(s, SHMEMI_SLOT_REDUCE, SHMEMI_ALG_AUTO, routine); /* slices done */
        for (int r = 0; r < n; r++) {
            size_t a = (size_t)r * nelems / (size_t)n;
            size_t b = (size_t)(r + 1) * nelems / (size_t)n;
            if (r != rank && b > a)
                shmemi_get((char *)dest + a * elem, (char *)dest + a * elem,
                           (b - a) * elem, shmemi_set_pe(s, r), routine);
        }
    }
    shmemi_set_barrier(s, SHMEMI_SLOT_REDUCE, SHMEMI_ALG_AUTO, routine); /* results read */
}

void shmemi_reduce(const struct shmemi_set *s, void *dest, const void *source,
                   size_t nelems, size_t elem, shmemi_combine_fn combine,
                   const char *routine)
{
    SHMEMI_TRACE(REDUCE, routine,
                 "%zu elements of %zu bytes over PEs %d + k*%d, k < %d", nelems,
                 elem, s->start, s->stride, s->size);
    shmemi_coll_size(nelems * elem, routine); /* callers checked overflow */
    SHMEMI_COLL_CHECK(s, routine, SHMEMI_CHECK_NBYTES | SHMEMI_CHECK_ELEM, 0,
                      (uint64_t)nelems * elem, elem, 0);
    reduce(s, dest, source, nelems, elem, combine, routine);
}
