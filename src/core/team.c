/* SPDX-License-Identifier: BSD-3-Clause */
/* Team creation, lookup, translation and destruction. */
#include <stdlib.h>

#include "team.h"

SHMEM_API struct shmemi_team shmemi_team_world, shmemi_team_shared;
static struct shmemi_team *live; /* teams made by splits, still valid */

void shmemi_team_init(void)
{
    struct shmemi_team t = {SHMEMI_TEAM_MAGIC, true, {0, 1, shmemi.npes},
                            shmemi.me, {0}, NULL};
    shmemi_team_world = t;
    /* Every PE of a shmap job shares memory with every other. */
    shmemi_team_shared = t;
}

const struct shmemi_team *shmemi_team_check(shmem_team_t team,
                                            const char *routine)
{
    if (SHMEMI_UNLIKELY(shmemi.npes == 0))
        shmemi_not_ready(routine);
    if (team == &shmemi_team_world || team == &shmemi_team_shared)
        return team;
    for (struct shmemi_team *t = live; t; t = t->next)
        if (t == team)
            return t;
    if (team == SHMEM_TEAM_INVALID)
        shmemi_fatal(routine, "the team is SHMEM_TEAM_INVALID (a split "
                              "this PE is not part of returns it)");
    shmemi_fatal(routine, "team handle %p is not a valid team (destroyed, "
                          "or never created)",
                 (void *)team);
}

static shmem_team_t make_team(const struct shmemi_set *s,
                              const shmem_team_config_t *config, long mask,
                              const char *routine)
{
    int rank = shmemi_set_rank(s, shmemi.me);
    if (rank < 0)
        return SHMEM_TEAM_INVALID;
    struct shmemi_team *t = calloc(1, sizeof(*t));
    if (!t)
        shmemi_fatal(routine, "out of memory");
    t->magic = SHMEMI_TEAM_MAGIC;
    t->set = *s;
    t->my_rank = rank;
    if (config && (mask & SHMEM_TEAM_NUM_CONTEXTS))
        t->config.num_contexts = config->num_contexts;
    t->next = live;
    live = t;
    return t;
}

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
    bool bad = start < 0 || start >= p->set.size || size < 1 || stride < 1 ||
               start + (long)(size - 1) * stride >= p->set.size;
    /* Collective over the parent, whether or not the arguments are good:
     * every PE returns the same answer. */
    shmemi_set_barrier(&p->set, SHMEMI_ALG_AUTO, __func__);
    if (bad) {
        shmemi_warn(__func__, "start %d, stride %d, size %d do not fit in "
                              "a parent team of %d PEs",
                    start, stride, size, p->set.size);
        return -1;
    }
    struct shmemi_set s = {shmemi_set_pe(&p->set, start),
                           p->set.stride * stride, size};
    *new_team = make_team(&s, config, config_mask, __func__);
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
    shmemi_set_barrier(&p->set, SHMEMI_ALG_AUTO, __func__);
    if (xrange < 1) {
        shmemi_warn(__func__, "xrange %d is not positive", xrange);
        return -1;
    }
    int n = p->set.size, r = p->my_rank;
    if (xrange > n)
        xrange = n;
    int row = r / xrange, col = r % xrange;
    int xsize = n - row * xrange < xrange ? n - row * xrange : xrange;
    struct shmemi_set x = {shmemi_set_pe(&p->set, row * xrange),
                           p->set.stride, xsize};
    struct shmemi_set y = {shmemi_set_pe(&p->set, col),
                           p->set.stride * xrange,
                           (n - col + xrange - 1) / xrange};
    *xaxis_team = make_team(&x, xaxis_config, xaxis_mask, __func__);
    *yaxis_team = make_team(&y, yaxis_config, yaxis_mask, __func__);
    return 0;
}

void shmem_team_destroy(shmem_team_t team)
{
    if (team == SHMEM_TEAM_INVALID)
        return; /* 1.5: destroying SHMEM_TEAM_INVALID does nothing */
    const struct shmemi_team *t = shmemi_team_check(team, __func__);
    if (t->predefined)
        shmemi_fatal(__func__, "the predefined teams cannot be destroyed");
    for (struct shmemi_team **pp = &live; *pp; pp = &(*pp)->next)
        if (*pp == team) {
            *pp = team->next;
            team->magic = 0;
            free(team);
            return;
        }
}

int shmem_team_sync(shmem_team_t team)
{
    const struct shmemi_team *t = shmemi_team_check(team, __func__);
    shmemi_set_barrier(&t->set, SHMEMI_ALG_AUTO, __func__);
    return 0;
}

void *shmem_team_ptr(shmem_team_t team, const void *dest, int pe)
{
    const struct shmemi_team *t = shmemi_team_check(team, __func__);
    if (pe < 0 || pe >= t->set.size)
        return NULL;
    return shmem_ptr(dest, shmemi_set_pe(&t->set, pe));
}
