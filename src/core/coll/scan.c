/* SPDX-License-Identifier: BSD-3-Clause */
/* Scans (prefix sums, OpenSHMEM 1.6): recursive doubling and a pipeline,
 * both on the eager channel. */
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
    char *ex = shmemi_coll_scratch(1, bytes, routine);
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
 * Pipeline: block by block, rank r takes the sum of ranks 0 .. r - 1
 * from rank r - 1, adds its own block and passes it to rank r + 1. Each
 * PE sends and adds the array once (doubling: log2 n times), and the
 * eager channel's slots let a PE run several blocks ahead of the next;
 * the price is n - 1 hops before the top rank has its first block.
 * dest may be source: a block of source is read before the same block
 * of dest is written.
 */
static void scan_pipeline(const struct shmemi_set *s, char *dest,
                          const char *source, size_t nelems, size_t elem,
                          shmemi_combine_fn combine, bool inclusive,
                          const char *routine)
{
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    int prev = rank ? shmemi_set_pe(s, rank - 1) : -1;
    int next = rank + 1 < n ? shmemi_set_pe(s, rank + 1) : -1;
    size_t bytes = nelems * elem, blk = block_bytes(elem);
    _Alignas(64) char sum[SHMEMI_EAGER_BYTES];
    for (size_t at = 0; at < bytes; at += blk) {
        size_t b = bytes - at < blk ? bytes - at : blk;
        if (prev < 0) {
            if (next >= 0)
                shmemi_eager_send(next, source + at, b, SHMEMI_SLOT_SCAN,
                                  routine);
            if (!inclusive)
                memset(dest + at, 0, b);
            else if (dest != source)
                memcpy(dest + at, source + at, b);
            continue;
        }
        take(prev, sum, b, routine);
        if (!inclusive) {
            _Alignas(64) char below[SHMEMI_EAGER_BYTES];
            memcpy(below, sum, b);
            combine(sum, source + at, b / elem);
            memcpy(dest + at, below, b);
        } else {
            combine(sum, source + at, b / elem);
            memcpy(dest + at, sum, b);
        }
        if (next >= 0)
            shmemi_eager_send(next, sum, b, SHMEMI_SLOT_SCAN, routine);
    }
}

/* More blocks than this over more than two PEs: the pipeline. */
#define SCAN_DOUBLING_BLOCKS 4

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
        alg = s->size > 2 && bytes > SCAN_DOUBLING_BLOCKS * block_bytes(elem)
                  ? SHMEMI_ALG_PIPELINE
                  : SHMEMI_ALG_DOUBLING;
    SHMEMI_TRACE(REDUCE, routine,
                 "%s scan by %s: %zu elements of %zu bytes over PEs %d + "
                 "k*%d, k < %d",
                 inclusive ? "inclusive" : "exclusive",
                 alg == SHMEMI_ALG_PIPELINE ? "pipeline" : "doubling", nelems,
                 elem, s->start, s->stride, s->size);
    if (bytes == 0)
        return; /* every PE passes the same nelems: nobody waits for us */
    if (s->size == 1) {
        if (inclusive)
            memmove(dest, source, bytes);
        else
            memset(dest, 0, bytes);
    } else if (alg == SHMEMI_ALG_PIPELINE) {
        scan_pipeline(s, dest, source, nelems, elem, combine, inclusive,
                      routine);
    } else {
        scan_doubling(s, dest, source, nelems, elem, combine, inclusive,
                      routine);
    }
}
