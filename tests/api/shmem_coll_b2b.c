/* SPDX-License-Identifier: BSD-3-Clause */
/* Collectives back to back: changing roots, sizes and kinds, no barrier. */
/* shmap-test: npes=1,2,3,4,5,8 timeout=120 */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "testutil.h"

/*
 * Windows of W calls mixing broadcast (root = call mod npes), fcollect
 * and sum reduction, at sizes on both sides of the push limits, with no
 * synchronisation between the calls: every call of a window has a dest
 * of its own, made ready by the barrier_all before the window (the
 * OpenSHMEM precondition), and one source that every PE overwrites as
 * soon as a call returns (OpenSHMEM lets it: the source is reusable on
 * return). So a root or a fast PE may run several calls ahead of the
 * others; after the window every dest is checked. Last, one window of
 * W small broadcasts from a single root, more than the eager channel's
 * slots a pair (8), while the others enter late: the root runs ahead
 * through the whole window and must not reuse a slot nobody has read.
 */
#define W 24
#define MAXN 2048 /* longs: above the push limits at 2 PEs and more */

static long *src, *dst;
static int me, npes;

static size_t size_of(int call)
{
    static const size_t sizes[] = {1, 16, 3, MAXN, 0, 9};
    return sizes[call % 6];
}

/* Runs of one kind (0 broadcast, 1 fcollect, 2 reduction), where a PE
 * can get furthest ahead, and changes of kind. */
static int kind_of(int c)
{
    static const int kinds[W] = {2, 2, 2, 2, 0, 0, 0, 0, 1, 1, 1, 2,
                                 0, 2, 1, 0, 0, 2, 2, 1, 0, 1, 2, 0};
    return kinds[c];
}

static long val(int call, int pe, size_t i)
{
    return call * 1000003L + pe * 1009L + (long)i;
}

int main(void)
{
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    int rounds = getenv("SHMAP_TEST_QUICK") ? 4 : 20;
    src = shmem_malloc(MAXN * sizeof(long));
    dst = shmem_malloc((size_t)W * npes * MAXN * sizeof(long));
    CHECK(src && dst, "shmem_malloc failed");
    for (int r = 0; r < rounds; r++) {
        memset(dst, 0xA5, (size_t)W * npes * MAXN * sizeof(long));
        shmem_barrier_all();
        for (int c = 0; c < W; c++) {
            int call = r * W + c, kind = kind_of(c);
            size_t n = size_of(call + r);
            long *d = dst + (size_t)c * npes * MAXN;
            for (size_t i = 0; i < n; i++)
                src[i] = val(call, me, i);
            if (kind == 0)
                shmem_long_broadcast(SHMEM_TEAM_WORLD, d, src, n, call % npes);
            else if (kind == 1)
                shmem_long_fcollect(SHMEM_TEAM_WORLD, d, src, n);
            else
                shmem_long_sum_reduce(SHMEM_TEAM_WORLD, d, src, n);
            memset(src, 0x5A, MAXN * sizeof(long)); /* reusable now */
        }
        shmem_barrier_all();
        for (int c = 0; c < W; c++) {
            int call = r * W + c, kind = kind_of(c);
            size_t n = size_of(call + r);
            const long *d = dst + (size_t)c * npes * MAXN;
            for (size_t i = 0; i < n; i++) {
                long e = 0;
                if (kind == 0)
                    e = val(call, call % npes, i);
                else
                    for (int p = 0; p < npes; p++)
                        e += val(call, p, i);
                if (kind == 1) {
                    for (int p = 0; p < npes; p++)
                        if (d[(size_t)p * n + i] != val(call, p, i)) {
                            CHECK(0,
                                  "round %d call %d: fcollect of %zu: "
                                  "block %d [%zu] is %ld",
                                  r, c, n, p, i, d[(size_t)p * n + i]);
                            break;
                        }
                } else if (d[i] != e) {
                    CHECK(0,
                          "round %d call %d: %s of %zu (root %d): [%zu] "
                          "is %ld, expected %ld",
                          r, c, kind ? "sum_reduce" : "broadcast", n,
                          call % npes, i, d[i], e);
                    break;
                }
            }
        }
    }
    /* The eager run: one root, W calls of NE longs, the others late. */
    enum { NE = 16 };
    int root = npes - 1;
    memset(dst, 0xA5, (size_t)W * npes * MAXN * sizeof(long));
    shmem_barrier_all();
    if (me != root) {
        struct timespec ts = {0, 20 * 1000 * 1000}; /* not a timing check */
        nanosleep(&ts, NULL);
    }
    for (int c = 0; c < W; c++) {
        for (size_t i = 0; i < NE; i++)
            src[i] = val(c, me, i);
        shmem_long_broadcast(SHMEM_TEAM_WORLD, dst + (size_t)c * npes * MAXN,
                             src, NE, root);
        memset(src, 0x5A, NE * sizeof(long)); /* reusable now */
    }
    shmem_barrier_all();
    for (int c = 0; c < W; c++) {
        const long *d = dst + (size_t)c * npes * MAXN;
        for (size_t i = 0; i < NE; i++)
            if (d[i] != val(c, root, i)) {
                CHECK(0, "eager run call %d: broadcast of %d (root %d): [%zu] "
                         "is %ld, expected %ld",
                      c, NE, root, i, d[i], val(c, root, i));
                break;
            }
    }
    shmem_barrier_all();
    shmem_free(dst);
    shmem_free(src);
    return test_exit();
}
