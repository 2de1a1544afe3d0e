/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/teams_15: OpenSHMEM 1.5 teams: the predefined SHMEM_TEAM_WORLD and
 * SHMEM_TEAM_SHARED, shmem_team_my_pe/n_pes, shmem_team_get_config,
 * shmem_team_split_strided (evens, odds, every 3rd, a single PE, and an
 * empty result for non-members), shmem_team_split_2d, shmem_team_translate_pe
 * both ways, shmem_team_sync ordering puts, shmem_team_ptr and
 * shmem_team_destroy. */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "teams_15"
#include "sma1.h"

static int me, npes, errors;
static long box[64];

/* A team that should hold world PEs start, start+stride, ... (size of
 * them): check it from every angle. member is whether this PE is in. */
static void check_team_in(const char *nm, shmem_team_t t, int start,
                          int stride, int size, int nctx)
{
    int idx = (me - start) % stride == 0 && me >= start &&
                      (me - start) / stride < size
                  ? (me - start) / stride
                  : -1;
    int k, got;
    shmem_team_config_t cfg;
    if (idx < 0) {
        FAILIF(t != SHMEM_TEAM_INVALID, "%s: non-member got a team", nm);
        return;
    }
    FAILIF(t == SHMEM_TEAM_INVALID, "%s: member got SHMEM_TEAM_INVALID", nm);
    if (t == SHMEM_TEAM_INVALID)
        return;
    FAILIF(shmem_team_my_pe(t) != idx, "%s: shmem_team_my_pe = %d, want %d",
           nm, shmem_team_my_pe(t), idx);
    FAILIF(shmem_team_n_pes(t) != size, "%s: shmem_team_n_pes = %d, want %d",
           nm, shmem_team_n_pes(t), size);
    for (k = 0; k < size; k++) {
        got = shmem_team_translate_pe(t, k, SHMEM_TEAM_WORLD);
        FAILIF(got != start + k * stride, "%s: translate_pe(team %d -> world) "
               "= %d, want %d", nm, k, got, start + k * stride);
        got = shmem_team_translate_pe(SHMEM_TEAM_WORLD, start + k * stride, t);
        FAILIF(got != k, "%s: translate_pe(world %d -> team) = %d, want %d",
               nm, start + k * stride, got, k);
    }
    if (stride > 1 && start + 1 < npes) {
        got = shmem_team_translate_pe(SHMEM_TEAM_WORLD, start + 1, t);
        FAILIF(got != -1, "%s: translate_pe of a non-member = %d, want -1", nm,
               got);
    }
    FAILIF(shmem_team_translate_pe(t, size, SHMEM_TEAM_WORLD) != -1,
           "%s: translate_pe of team PE %d (out of range) is not -1", nm, size);
    cfg.num_contexts = -1;
    FAILIF(shmem_team_get_config(t, SHMEM_TEAM_NUM_CONTEXTS, &cfg) != 0,
           "%s: shmem_team_get_config failed", nm);
    FAILIF(cfg.num_contexts != nctx, "%s: num_contexts = %d, want %d", nm,
           cfg.num_contexts, nctx);
    /* team_sync orders: put to the next member, quiet, sync, read */
    {
        int next = start + ((idx + 1) % size) * stride;
        int prev = start + ((idx + size - 1) % size) * stride;
        long *p;
        shmem_long_p(&box[0], 500 + me, next);
        shmem_quiet();
        FAILIF(shmem_team_sync(t) != 0, "%s: shmem_team_sync failed", nm);
        FAILIF(box[0] != 500 + prev, "%s: after shmem_team_sync box = %ld, "
               "want %d", nm, box[0], 500 + prev);
        shmem_team_sync(t);
        /* team_ptr: NULL allowed; a pointer must reach the member's box */
        p = shmem_team_ptr(t, &box[0], (idx + 1) % size);
        FAILIF(p != NULL && *p != 500 + me, "%s: shmem_team_ptr to team PE %d "
               "reads %ld, want %d", nm, (idx + 1) % size, *p, 500 + me);
        shmem_team_sync(t);
    }
}

/* Called by every PE: the world barriers keep one team's check from
 * overlapping another's use of box[]. */
static void check_team(const char *nm, shmem_team_t t, int start, int stride,
                       int size, int nctx)
{
    shmem_barrier_all();
    check_team_in(nm, t, start, stride, size, nctx);
    shmem_barrier_all();
}

int main(void)
{
    shmem_team_t evens, odds, thirds, last, xt, yt, sub;
    shmem_team_config_t cfg;
    int xr, n_sh, k;
    sma1_init(&me, &npes);

    FAILIF(shmem_team_my_pe(SHMEM_TEAM_WORLD) != me,
           "shmem_team_my_pe(WORLD) = %d", shmem_team_my_pe(SHMEM_TEAM_WORLD));
    FAILIF(shmem_team_n_pes(SHMEM_TEAM_WORLD) != npes,
           "shmem_team_n_pes(WORLD) = %d", shmem_team_n_pes(SHMEM_TEAM_WORLD));
    FAILIF(shmem_team_my_pe(SHMEM_TEAM_INVALID) != -1 ||
           shmem_team_n_pes(SHMEM_TEAM_INVALID) != -1,
           "shmem_team_my_pe/n_pes(INVALID) not -1");
    /* SHMEM_TEAM_SHARED: this PE is in it; on one node all PEs may be */
    n_sh = shmem_team_n_pes(SHMEM_TEAM_SHARED);
    FAILIF(n_sh < 1 || n_sh > npes, "shmem_team_n_pes(SHARED) = %d", n_sh);
    k = shmem_team_translate_pe(SHMEM_TEAM_SHARED,
                                shmem_team_my_pe(SHMEM_TEAM_SHARED),
                                SHMEM_TEAM_WORLD);
    FAILIF(k != me, "translate_pe(SHARED my_pe -> WORLD) = %d", k);
    FAILIF(shmem_team_get_config(SHMEM_TEAM_WORLD, SHMEM_TEAM_NUM_CONTEXTS,
                                 &cfg) != 0,
           "shmem_team_get_config(WORLD) failed");
    check_team("WORLD", SHMEM_TEAM_WORLD, 0, 1, npes, 0);

    shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 2, (npes + 1) / 2, NULL, 0,
                             &evens);
    check_team("split_strided(0, 2) evens", evens, 0, 2, (npes + 1) / 2, 0);
    if (npes >= 2) {
        shmem_team_split_strided(SHMEM_TEAM_WORLD, 1, 2, npes / 2, NULL, 0,
                                 &odds);
        check_team("split_strided(1, 2) odds", odds, 1, 2, npes / 2, 0);
    } else
        odds = SHMEM_TEAM_INVALID;
    cfg.num_contexts = 2;
    shmem_team_split_strided(SHMEM_TEAM_WORLD, npes - 1, 1, 1, &cfg,
                             SHMEM_TEAM_NUM_CONTEXTS, &last);
    check_team("split_strided(last PE alone)", last, npes - 1, 1, 1, 2);
    if (last != SHMEM_TEAM_INVALID) {
        shmem_team_config_t got;
        shmem_team_get_config(last, SHMEM_TEAM_NUM_CONTEXTS, &got);
        FAILIF(got.num_contexts != 2, "get_config(num_contexts) = %d, want 2",
               got.num_contexts);
    }
    if (npes >= 4) {
        shmem_team_split_strided(SHMEM_TEAM_WORLD, 1, 3, (npes - 2) / 3 + 1,
                                 NULL, 0, &thirds);
        check_team("split_strided(1, 3)", thirds, 1, 3, (npes - 2) / 3 + 1,
                   0);
        if (thirds != SHMEM_TEAM_INVALID)
            shmem_team_destroy(thirds);
    }
    /* a split of a split: the evens' evens are world PEs 0, 4, 8, ... */
    sub = SHMEM_TEAM_INVALID;
    if (evens != SHMEM_TEAM_INVALID) {
        int ne = shmem_team_n_pes(evens);
        shmem_team_split_strided(evens, 0, 2, (ne + 1) / 2, NULL, 0, &sub);
    }
    check_team("split of evens (0, 2)", sub, 0, 4, (npes + 3) / 4, 0);
    if (sub != SHMEM_TEAM_INVALID)
        shmem_team_destroy(sub);

    /* 2-D split of the world with xrange 2 and 3 */
    for (xr = 2; xr <= 3; xr++) {
        int x = me % xr, y = me / xr;
        int ysize;
        shmem_team_split_2d(SHMEM_TEAM_WORLD, xr, NULL, 0, &xt, NULL, 0, &yt);
        /* x team: my row, PEs y*xr .. y*xr + rowlen - 1 */
        check_team("split_2d x-axis", xt, y * xr, 1,
                   (y + 1) * xr <= npes ? xr : npes - y * xr, 0);
        /* y team: my column x, x + xr, ... */
        ysize = (npes - 1 - x) / xr + 1;
        check_team("split_2d y-axis", yt, x, xr, ysize, 0);
        shmem_team_destroy(xt);
        shmem_team_destroy(yt);
    }

    if (evens != SHMEM_TEAM_INVALID)
        shmem_team_destroy(evens);
    if (odds != SHMEM_TEAM_INVALID)
        shmem_team_destroy(odds);
    if (last != SHMEM_TEAM_INVALID)
        shmem_team_destroy(last);

    return sma1_finalize(SMA1_NAME, me, npes, errors);
}
