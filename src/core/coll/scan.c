/* SPDX-License-Identifier: BSD-3-Clause */
/* Scans (prefix sums, OpenSHMEM 1.6): recursive doubling on the eager
 * channel (small), scatter: slices summed up the ranks (large). */
#include <string.h>

#include "coll.h"
#include "../trace.h"

/* The arrays go in blocks of whole elements that fit an eager message. */
static size_t block_bytes(size_t elem)
{
    return SHMEMI_EAGER_BYTES / elem * elem;
}

/* Take the next block from PE pe into buf (aligned for the element: the
 * eager slot's data is only 8-byte aligned) and free its slot. */
static void take(int pe, void *buf, size_t bytes, const char *routine)
{
    memcpy(buf, shmemi_eager_take(pe, SHMEMI_SLOT_SCAN, routine), bytes);
    shmemi_eager_done(pe);
}

/*
 * Recursive doubling (Hillis and Steele): in round k, rank r sends its
 * partial sum (ranks r - 2^k + 1 .. r) to rank r + 2^k and adds the one
 * from rank r - 2^k, ceil(log2 n) rounds. An exclusive scan adds the
 * received sums apart too: together they cover ranks 0 .. r - 1. Sends
 * go up the ranks only and the top rank only takes, so the eager
 * channel's flow control (a sender waits for a receiver that many
 * messages behind) cannot close a cycle. Nothing reads our source or
 * writes our dest but us: back-to-back scans need no barrier, and a PE
 * leaves as soon as the ranks below it have sent.
 */
static void scan_doubling(const struct shmemi_set *s, char *dest,
                          const char *source, size_t nelems, size_t elem,
                          shmemi_combine_fn combine, bool inclusive,
                          const char *routine)
{
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    size_t bytes = nelems * elem, blk = block_bytes(elem);
    char *acc = shmemi_coll_scratch(0, bytes, routine);
    char *ex = inclusive ? NULL : shmemi_coll_scratch(1, bytes, routine);
    _Alignas(64) char in[SHMEMI_EAGER_BYTES];
    bool have_ex = false;
    memcpy(acc, source, bytes);
    for (int d = 1; d < n; d <<= 1) {
        if (rank + d < n)
            for (size_t at = 0; at < bytes; at += blk)
                shmemi_eager_send(shmemi_set_pe(s, rank + d), acc + at,
                                  bytes - at < blk ? bytes - at : blk,
                                  SHMEMI_SLOT_SCAN, routine);
        if (rank < d)
            continue;
        for (size_t at = 0; at < bytes; at += blk) {
            size_t b = bytes - at < blk ? bytes - at : blk;
            take(shmemi_set_pe(s, rank - d), in, b, routine);
            if (!inclusive) {
                if (have_ex)
                    combine(ex + at, in, b / elem);
                else
                    memcpy(ex + at, in, b);
            }
            combine(acc + at, in, b / elem);
        }
        have_ex = true;
    }
    if (inclusive)
        memcpy(dest, acc, bytes);
    else if (rank == 0)
        memset(dest, 0, bytes);
    else
        memcpy(dest, ex, bytes);
}

/*
 * Scatter (large): after a barrier (every source ready), each PE takes a
 * slice of the array and, chunk by chunk, runs the prefix up the ranks:
 * it reads each rank's source chunk (loads where mapped, a get
 * otherwise) and writes the running sum into that rank's dest (the
 * specification has every dest ready to accept the result on entry);
 * then a barrier (every slice of our dest written, our source read by
 * all). Each PE reads and writes the array once in all, the least work
 * any scan can do, where the eager channel's algorithms move it in
 * 1 KiB messages. Only the slice's owner touches a slice, and it reads a
 * rank's source chunk before it writes that rank's dest chunk, so dest
 * may be source.
 */
#define SCAN_CHUNK 4096 /* bytes of a slice summed up the ranks at a time */

static void scan_scatter(const struct shmemi_set *s, char *dest,
                         const char *source, size_t nelems, size_t elem,
                         shmemi_combine_fn combine, bool inclusive,
                         const char *routine)
{
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    size_t lo = (size_t)rank * nelems / (size_t)n;
    size_t hi = (size_t)(rank + 1) * nelems / (size_t)n;
    size_t step = SCAN_CHUNK / elem ? SCAN_CHUNK / elem : 1;
    char *acc = shmemi_coll_scratch(0, 3 * step * elem, routine);
    char *land = acc + step * elem, *prev = land + step * elem;
    shmemi_set_barrier(s, SHMEMI_SLOT_SCAN_SYNC, SHMEMI_ALG_AUTO,
                       routine); /* sources ready */
    for (size_t at = lo; at < hi; at += step) {
        size_t m = hi - at < step ? hi - at : step, len = m * elem;
        for (int r = 0; r < n; r++) {
            int pe = shmemi_set_pe(s, r);
            uintptr_t off = shmemi_xlate(source + at * elem, len, pe, routine);
            const void *in = shmemi_remote_view(pe, off, len, land);
            const char *out = acc;
            if (r == 0) {
                memcpy(acc, in, len);
                if (!inclusive)
                    out = memset(prev, 0, len);
            } else if (inclusive) {
                combine(acc, in, m);
            } else {
                memcpy(prev, acc, len); /* the ranks below r */
                combine(acc, in, m);
                out = prev;
            }
            shmemi_put(dest + at * elem, out, len, pe, routine);
        }
    }
    shmemi_set_barrier(s, SHMEMI_SLOT_SCAN_SYNC, SHMEMI_ALG_AUTO,
                       routine); /* dests written, sources read */
}

/* Doubling up to this many bytes (2 PEs: half of it), scatter beyond:
 * where they crossed in bench/scan (doc/ARCHITECTURE.md). */
#define SCAN_DOUBLING_BYTES 2048

void shmemi_scan(const struct shmemi_set *s, void *dest, const void *source,
                 size_t nelems, size_t elem, shmemi_combine_fn combine,
                 bool inclusive, const char *routine)
{
    size_t bytes = nelems * elem;
    shmemi_coll_size(bytes, routine); /* callers checked overflow */
    SHMEMI_COLL_CHECK(s, routine, SHMEMI_CHECK_NBYTES | SHMEMI_CHECK_ELEM, 0,
                      (uint64_t)bytes, elem, 0);
    int alg = shmemi.alg.scan;
    if (alg == SHMEMI_ALG_AUTO)
        alg = bytes > (s->size > 2 ? SCAN_DOUBLING_BYTES
                                   : SCAN_DOUBLING_BYTES / 2)
                  ? SHMEMI_ALG_SCATTER
                  : SHMEMI_ALG_DOUBLING;
    SHMEMI_TRACE(REDUCE, routine,
                 "%s scan by %s: %zu elements of %zu bytes over PEs %d + "
                 "k*%d, k < %d",
                 inclusive ? "inclusive" : "exclusive",
                 alg == SHMEMI_ALG_SCATTER ? "scatter" : "doubling", nelems,
                 elem, s->start, s->stride, s->size);
    if (bytes == 0)
        return; /* every PE passes the same nelems: nobody waits for us */
    if (s->size == 1) {
        if (inclusive)
            memmove(dest, source, bytes);
        else
            memset(dest, 0, bytes);
    } else if (alg == SHMEMI_ALG_SCATTER) {
        scan_scatter(s, dest, source, nelems, elem, combine, inclusive,
                     routine);
    } else {
        scan_doubling(s, dest, source, nelems, elem, combine, inclusive,
                      routine);
    }
}
