/* SPDX-License-Identifier: BSD-3-Clause */
/* Team handles: the predefined teams, validation and the live-team list. */
#include <pthread.h>
#include <stdlib.h>

#include "ctx.h"
#include "team.h"

struct shmemi_team shmemi_team_world, shmemi_team_shared;
static struct shmemi_team *live; /* teams made by splits, still valid */
/* Threads may split, use and destroy different teams at once. */
static pthread_mutex_t live_mutex = PTHREAD_MUTEX_INITIALIZER;

void shmemi_team_init(void)
{
    struct shmemi_team t = {SHMEMI_TEAM_MAGIC, true, {0, 1, shmemi.npes},
                            shmemi.me,         {0},  NULL};
    shmemi_team_world = t;
    /* Under oshrun every PE of a job shares memory with every other;
     * under mpirun, those of this PE's node (init.c). */
    if (shmemi.shared_set.size > 0) {
        const struct shmemi_shared_set *n = &shmemi.shared_set;
        t.set = (struct shmemi_set){n->start, n->stride, n->size};
        t.my_rank = (shmemi.me - n->start) / n->stride;
    }
    shmemi_team_shared = t;
}

const struct shmemi_team *shmemi_team_check(shmem_team_t team,
                                            const char *routine)
{
    if (SHMEMI_UNLIKELY(shmemi.npes == 0))
        shmemi_not_ready(routine);
    if (team == &shmemi_team_world || team == &shmemi_team_shared)
        return team;
    pthread_mutex_lock(&live_mutex);
    struct shmemi_team *t = live;
    while (t && t != team)
        t = t->next;
    pthread_mutex_unlock(&live_mutex);
    if (t)
        return t;
    if (team == SHMEM_TEAM_INVALID)
        shmemi_fatal(routine, "the team is SHMEM_TEAM_INVALID (a split "
                              "this PE is not part of returns it)");
    shmemi_fatal(routine,
                 "team handle %p is not a valid team (destroyed, "
                 "or never created)",
                 (void *)team);
}

shmem_team_t shmemi_team_make(const struct shmemi_set *s,
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
    pthread_mutex_lock(&live_mutex);
    t->next = live;
    live = t;
    pthread_mutex_unlock(&live_mutex);
    return t;
}

/* The last shmem_finalize destroys every team a split made (OpenSHMEM 1.6;
 * their contexts are gone by then, shmemi_ctx_fini); the next
 * initialization makes the predefined ones again (shmemi_team_init). */
void shmemi_team_fini(void)
{
    pthread_mutex_lock(&live_mutex);
    while (live) {
        struct shmemi_team *t = live;
        live = t->next;
        t->magic = 0;
        free(t);
    }
    pthread_mutex_unlock(&live_mutex);
}

void shmemi_team_free(shmem_team_t team, const char *routine)
{
    const struct shmemi_team *t = shmemi_team_check(team, routine);
    if (t->predefined)
        shmemi_fatal(routine, "the predefined teams cannot be destroyed");
    shmemi_ctx_team_gone(team); /* its contexts die with it */
    pthread_mutex_lock(&live_mutex);
    for (struct shmemi_team **pp = &live; *pp; pp = &(*pp)->next)
        if (*pp == team) {
            *pp = team->next;
            team->magic = 0;
            free(team);
            break;
        }
    pthread_mutex_unlock(&live_mutex);
}
