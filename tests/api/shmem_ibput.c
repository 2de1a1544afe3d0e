/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=90 */
/*
 * Interleaved blocks (OpenSHMEM 1.6): shmem_TYPE_ibput/ibget, the sized
 * forms, the context forms on a strided team's context, the C11 generic
 * names and Sandia's shmemx_ names. Each PE puts to its right-hand PE and
 * gets from its left-hand one nblocks blocks of bsize elements at
 * strides dst/sst, for several sizes and strides (contiguous, gapped,
 * one block, none); every element of dest is checked, so the gaps
 * between blocks and the words past the last block must keep their
 * guard value.
 */
#include "testutil.h"
#include <mpp/shmemx.h>

#define CAP 512
#define GUARD (-7)

static long ldst[CAP];
static double ddst[CAP];
static int32_t idst[CAP];
static long lsrc_sym[CAP]; /* symmetric source for the gets */

static int me, npes, right, left;

static long val(int pe, size_t i) { return (long)pe * 100003L + (long)i * 7 + 1; }

struct shape {
    size_t bsize, nblocks;
    ptrdiff_t dst, sst;
};
static const struct shape shapes[] = {
    {1, 1, 1, 1},   {1, 10, 1, 1},  {1, 10, 3, 2},  {3, 5, 3, 3},
    {3, 5, 7, 4},   {8, 4, 8, 11},  {8, 4, 13, 8},  {5, 0, 5, 5},
    {0, 4, 2, 2},   {16, 1, 16, 16}, {2, 30, 9, 2},
};
#define NSHAPES (sizeof(shapes) / sizeof(shapes[0]))

/* Is element i of dest inside a block, and if so which source index? */
static int block_src(const struct shape *s, size_t i, size_t *si)
{
    for (size_t b = 0; b < s->nblocks; b++) {
        size_t lo = b * (size_t)s->dst;
        if (i >= lo && i < lo + s->bsize) {
            *si = b * (size_t)s->sst + (i - lo);
            return 1;
        }
    }
    return 0;
}

/* dest after a transfer from PE `from`'s pattern: blocks, else GUARD */
#define CHECK_DEST(ARR, T, s, from, what)                                      \
    do {                                                                       \
        for (size_t i_ = 0; i_ < CAP; i_++) {                                  \
            size_t si_;                                                        \
            T want_ = block_src(s, i_, &si_) ? (T)val(from, si_) : (T)GUARD;   \
            if (ARR[i_] != want_) {                                            \
                CHECK(0, "%s bsize %zu nblocks %zu dst %td sst %td: [%zu] "    \
                      "%g, want %g",                                           \
                      what, (s)->bsize, (s)->nblocks, (s)->dst, (s)->sst, i_,  \
                      (double)ARR[i_], (double)want_);                         \
                break;                                                         \
            }                                                                  \
        }                                                                      \
    } while (0)

#define RESET(ARR, T)                                                          \
    do {                                                                       \
        for (size_t i_ = 0; i_ < CAP; i_++)                                    \
            ARR[i_] = (T)GUARD;                                                \
    } while (0)

int main(void)
{
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    right = (me + 1) % npes;
    left = (me + npes - 1) % npes;
    long lsrc[CAP];
    double dsrc[CAP];
    int32_t isrc[CAP];
    for (size_t i = 0; i < CAP; i++) {
        lsrc[i] = val(me, i);
        dsrc[i] = (double)val(me, i);
        isrc[i] = (int32_t)val(me, i);
        lsrc_sym[i] = val(me, i);
    }
    shmem_team_t evens;
    shmem_ctx_t ctx = test_evens_ctx(&evens);

    for (size_t k = 0; k < NSHAPES; k++) {
        const struct shape *s = &shapes[k];
        for (int form = 0; form < 5; form++) {
            RESET(ldst, long);
            RESET(ddst, double);
            RESET(idst, int32_t);
            shmem_barrier_all();
            switch (form) { /* puts to the right */
            case 0:
                shmem_long_ibput(ldst, lsrc, s->dst, s->sst, s->bsize,
                                 s->nblocks, right);
                shmem_double_ibput(ddst, dsrc, s->dst, s->sst, s->bsize,
                                   s->nblocks, right);
                shmem_ibput32(idst, isrc, s->dst, s->sst, s->bsize, s->nblocks,
                              right);
                break;
            case 1: /* C11 generic names */
                shmem_ibput(ldst, lsrc, s->dst, s->sst, s->bsize, s->nblocks,
                            right);
                shmem_ibput(ddst, dsrc, s->dst, s->sst, s->bsize, s->nblocks,
                            right);
                shmem_ibput(SHMEM_CTX_DEFAULT, idst, isrc, s->dst, s->sst,
                            s->bsize, s->nblocks, right);
                break;
            case 2: /* Sandia's names */
                shmemx_long_ibput(ldst, lsrc, s->dst, s->sst, s->bsize,
                                  s->nblocks, right);
                shmemx_ctx_double_ibput(SHMEM_CTX_DEFAULT, ddst, dsrc, s->dst,
                                        s->sst, s->bsize, s->nblocks, right);
                shmemx_ibput32(idst, isrc, s->dst, s->sst, s->bsize,
                               s->nblocks, right);
                break;
            case 3: /* gets from the left: dest is local */
                shmem_long_ibget(ldst, lsrc_sym, s->dst, s->sst, s->bsize,
                                 s->nblocks, left);
                shmem_ctx_ibget64(SHMEM_CTX_DEFAULT, ddst, lsrc_sym, s->dst,
                                  s->sst, s->bsize, s->nblocks, left);
                shmemx_ctx_ibget64(SHMEM_CTX_DEFAULT, ldst, lsrc_sym, s->dst,
                                   s->sst, s->bsize, s->nblocks, left);
                break;
            default: /* gets, generic and Sandia's */
                shmem_ibget(ldst, lsrc_sym, s->dst, s->sst, s->bsize,
                            s->nblocks, left);
                shmemx_ibget64(ddst, lsrc_sym, s->dst, s->sst, s->bsize,
                               s->nblocks, left);
                break;
            }
            shmem_barrier_all();
            CHECK_DEST(ldst, long, s, left, "long");
            if (form < 3) {
                CHECK_DEST(ddst, double, s, left, "double");
                CHECK_DEST(idst, int32_t, s, left, "int32");
            } else {
                /* ibget64 into a double array moved the longs' bits */
                long bits[CAP];
                memcpy(bits, ddst, sizeof(bits));
                for (size_t i = 0; i < CAP; i++) {
                    size_t si;
                    if (block_src(s, i, &si)) {
                        CHECK(bits[i] == val(left, si),
                              "ibget64 shape %zu: [%zu] %ld", k, i, bits[i]);
                        if (bits[i] != val(left, si))
                            break;
                    }
                }
            }
        }
        /* the context of the even PEs: team PE k is world PE 2k */
        if (ctx != SHMEM_CTX_INVALID) {
            int tn = shmem_team_n_pes(evens), tme = shmem_team_my_pe(evens);
            int tr = (tme + 1) % tn, tl = (tme + tn - 1) % tn;
            RESET(ldst, long);
            shmem_team_sync(evens);
            shmem_ctx_long_ibput(ctx, ldst, lsrc, s->dst, s->sst, s->bsize,
                                 s->nblocks, tr);
            shmem_ctx_quiet(ctx);
            shmem_team_sync(evens);
            CHECK_DEST(ldst, long, s, 2 * tl, "ctx long");
            RESET(ldst, long);
            shmem_ibget(ctx, ldst, lsrc_sym, s->dst, s->sst, s->bsize,
                        s->nblocks, tl);
            CHECK_DEST(ldst, long, s, 2 * tl, "ctx generic ibget");
            shmem_team_sync(evens);
        }
        shmem_barrier_all();
    }
    if (ctx != SHMEM_CTX_INVALID)
        shmem_ctx_destroy(ctx);
    return test_exit();
}
