/* SPDX-License-Identifier: BSD-3-Clause */
/* OpenSHMEM 1.5 teams: queries, translation, splits, destroy, sync, ptr. */
#include <limits.h>

#include "../core/team.h"

int shmem_team_my_pe(shmem_team_t team)
{
    if (team == SHMEM_TEAM_INVALID)
        return -1;
    return shmemi_team_check(team, __func__)->my_rank;
}

int shmem_team_n_pes(shmem_team_t team)
{
    if (team == SHMEM_TEAM_INVALID)
        return -1;
    return shmemi_team_check(team, __func__)->set.size;
}

int shmem_team_get_config(shmem_team_t team, long config_mask,
                          shmem_team_config_t *config)
{
    if (team == SHMEM_TEAM_INVALID)
        return -1; /* OpenSHMEM 1.5: an error return, not an abort */
    const struct shmemi_team *t = shmemi_team_check(team, __func__);
    if (config && (config_mask & SHMEM_TEAM_NUM_CONTEXTS))
        config->num_contexts = t->config.num_contexts;
    return 0;
}

int shmem_team_translate_pe(shmem_team_t src_team, int src_pe,
                            shmem_team_t dest_team)
{
    if (src_team == SHMEM_TEAM_INVALID || dest_team == SHMEM_TEAM_INVALID)
        return -1;
    const struct shmemi_team *s = shmemi_team_check(src_team, __func__);
    const struct shmemi_team *d = shmemi_team_check(dest_team, __func__);
    if (src_pe < 0 || src_pe >= s->set.size)
        return -1;
    return shmemi_set_rank(&d->set, shmemi_set_pe(&s->set, src_pe));
}

int shmem_team_split_strided(shmem_team_t parent_team, int start, int stride,
                             int size, const shmem_team_config_t *config,
                             long config_mask, shmem_team_t *new_team)
{
    if (parent_team == SHMEM_TEAM_INVALID) { /* 1.5: not part of the split */
        *new_team = SHMEM_TEAM_INVALID;
        return -1;
    }
    const struct shmemi_team *p = shmemi_team_check(parent_team, __func__);
    *new_team = SHMEM_TEAM_INVALID;
    /* Any stride (OpenSHMEM 1.5 does not constrain it): negative for the
     * parent's PEs in reverse; 0 only for a team of one (1.6). The last
     * PE must be in the parent too: no wrap-around. */
    long last = start + ((long)size - 1) * stride;
    bool bad = start < 0 || start >= p->set.size || size < 1 ||
               (stride == 0 && size != 1) || last < 0 || last >= p->set.size;
    /* Collective over the parent, whether or not the arguments are good:
     * every PE returns the same answer. */
    shmemi_set_barrier(&p->set, SHMEMI_SLOT_TEAM_SPLIT, SHMEMI_ALG_AUTO, __func__);
    if (bad) {
        shmemi_warn(__func__,
                    "start %d, stride %d, size %d do not fit in "
                    "a parent team of %d PEs",
                    start, stride, size, p->set.size);
        return -1;
    }
    /* A team of one is its start whatever the stride: 0, or one whose
     * product with the parent's overflows an int, becomes 1. Otherwise
     * the product, as for larger teams (a team of one that is not the
     * world keeps a stride that says so: its contexts check PE numbers
     * against the team, not the job). */
    long st = (long)p->set.stride * stride;
    if (size == 1 && (st == 0 || st > INT_MAX || st < INT_MIN))
        st = 1;
    struct shmemi_set s = {shmemi_set_pe(&p->set, start), (int)st, size};
    *new_team = shmemi_team_make(&s, config, config_mask, __func__);
    return 0;
}

int shmem_team_split_2d(shmem_team_t parent_team, int xrange,
                        const shmem_team_config_t *xaxis_config,
                        long xaxis_mask, shmem_team_t *xaxis_team,
                        const shmem_team_config_t *yaxis_config,
                        long yaxis_mask, shmem_team_t *yaxis_team)
{
    if (parent_team == SHMEM_TEAM_INVALID) {
        *xaxis_team = *yaxis_team = SHMEM_TEAM_INVALID;
        return -1;
    }
    const struct shmemi_team *p = shmemi_team_check(parent_team, __func__);
    *xaxis_team = *yaxis_team = SHMEM_TEAM_INVALID;
    shmemi_set_barrier(&p->set, SHMEMI_SLOT_TEAM_SPLIT, SHMEMI_ALG_AUTO, __func__);
    if (xrange < 1) {
        shmemi_warn(__func__, "xrange %d is not positive", xrange);
        return -1;
    }
    int n = p->set.size, r = p->my_rank;
    if (xrange > n)
        xrange = n;
    int row = r / xrange, col = r % xrange;
    int xsize = n - row * xrange < xrange ? n - row * xrange : xrange;
    struct shmemi_set x = {shmemi_set_pe(&p->set, row * xrange), p->set.stride,
                           xsize};
    struct shmemi_set y = {shmemi_set_pe(&p->set, col), p->set.stride * xrange,
                           (n - col + xrange - 1) / xrange};
    *xaxis_team = shmemi_team_make(&x, xaxis_config, xaxis_mask, __func__);
    *yaxis_team = shmemi_team_make(&y, yaxis_config, yaxis_mask, __func__);
    return 0;
}

void shmem_team_destroy(shmem_team_t team)
{
    if (team == SHMEM_TEAM_INVALID)
        return; /* 1.5: destroying SHMEM_TEAM_INVALID does nothing */
    shmemi_team_free(team, __func__);
}

int shmem_team_sync(shmem_team_t team)
{
    const struct shmemi_team *t = shmemi_team_check(team, __func__);
    shmemi_set_barrier(&t->set, SHMEMI_SLOT_TEAM_SYNC, SHMEMI_ALG_AUTO, __func__);
    return 0;
}

void *shmem_team_ptr(shmem_team_t team, const void *dest, int pe)
{
    const struct shmemi_team *t = shmemi_team_check(team, __func__);
    if (pe < 0 || pe >= t->set.size)
        return NULL;
    return shmem_ptr(dest, shmemi_set_pe(&t->set, pe));
}
