/* SPDX-License-Identifier: BSD-3-Clause */
/* shmemx_pe_locality and locality teams, from oshrun's placement. */
#include "../core/coll/coll.h"
#include "../core/team.h"
#include <mpp/shmemx.h>

/*
 * oshrun writes into the job page, for every PE, the core, L3, NUMA node
 * and socket that hold its whole binding (-1 when it is not bound or the
 * binding spans several). Two PEs share the smallest level at which both
 * have the same object; every PE of a job started by oshrun is on this
 * node. A singleton job has only itself.
 */
int shmemx_pe_locality(int pe)
{
    int n = shmemi_n_pes(__func__);
    if (pe < 0 || pe >= n)
        shmemi_fatal(__func__, "PE %d is out of range (0..%d)", pe, n - 1);
    if (pe == shmemi.me)
        return SHMEMX_LOCALITY_SELF;
    const struct shmemi_job *job = shmemi.job;
    if (job == NULL)
        return SHMEMX_LOCALITY_NODE;
    static const int level[SHMEMI_NLOC] = {
        SHMEMX_LOCALITY_CORE, SHMEMX_LOCALITY_L3, SHMEMX_LOCALITY_NUMA,
        SHMEMX_LOCALITY_SOCKET};
    const int32_t *a = job->pe[shmemi.me].loc, *b = job->pe[pe].loc;
    for (int l = 0; l < SHMEMI_NLOC; l++)
        if (a[l] >= 0 && a[l] == b[l])
            return level[l];
    return SHMEMX_LOCALITY_NODE;
}

/* PE pe's object at a locality level (-1: unknown; a singleton job or
 * the node level: one object). */
static int object_of(int pe, int level)
{
    static const int slot[] = {
        [SHMEMX_LOCALITY_CORE] = SHMEMI_LOC_CORE,
        [SHMEMX_LOCALITY_L3] = SHMEMI_LOC_L3,
        [SHMEMX_LOCALITY_NUMA] = SHMEMI_LOC_NUMA,
        [SHMEMX_LOCALITY_SOCKET] = SHMEMI_LOC_SOCKET,
    };
    if (level == SHMEMX_LOCALITY_NODE || shmemi.job == NULL)
        return 0;
    return shmemi.job->pe[pe].loc[slot[level]];
}

/*
 * Every PE reads every parent member's placement from the job page, so
 * each computes the same groups with no message; a team must be a
 * strided set, which oshrun's block and round-robin mappings give. One
 * barrier over the parent, as every team split has.
 */
int shmemx_team_split_locality(shmem_team_t parent_team, int level,
                               const shmem_team_config_t *config,
                               long config_mask, shmem_team_t *new_team)
{
    if (parent_team == SHMEM_TEAM_INVALID) {
        *new_team = SHMEM_TEAM_INVALID;
        return -1;
    }
    const struct shmemi_team *p = shmemi_team_check(parent_team, __func__);
    *new_team = SHMEM_TEAM_INVALID;
    shmemi_set_barrier(&p->set, SHMEMI_SLOT_TEAM_SPLIT, SHMEMI_ALG_AUTO, __func__);
    if (level < SHMEMX_LOCALITY_CORE || level > SHMEMX_LOCALITY_NODE) {
        shmemi_warn(__func__,
                    "level %d is not SHMEMX_LOCALITY_CORE (%d), _L3, _NUMA, "
                    "_SOCKET or _NODE (%d)",
                    level, SHMEMX_LOCALITY_CORE, SHMEMX_LOCALITY_NODE);
        return -1;
    }
    int n = p->set.size;
    struct shmemi_set mine = {0, 0, 0};
    for (int r = 0; r < n; r++) {
        int pe = shmemi_set_pe(&p->set, r), obj = object_of(pe, level);
        /* The group of the first member with this object: every member
         * after it with the same object must continue its progression. */
        bool seen = false;
        for (int q = 0; q < r && !seen; q++)
            seen = object_of(shmemi_set_pe(&p->set, q), level) == obj;
        if (seen)
            continue;
        struct shmemi_set g = {pe, 0, 0};
        int last = pe;
        for (int q = r; q < n; q++) {
            int x = shmemi_set_pe(&p->set, q);
            if (object_of(x, level) != obj)
                continue;
            if (g.size == 1)
                g.stride = x - pe;
            if (g.size >= 2 && x - last != g.stride) {
                shmemi_warn(__func__,
                            "the PEs sharing object %d at level %d (PE %d, "
                            "then %d, then %d) are not a strided set, which "
                            "a team must be",
                            obj, level, pe, last, x);
                return -1;
            }
            last = x;
            g.size++;
        }
        if (g.size == 1)
            g.stride = 1;
        if (shmemi_set_rank(&g, shmemi.me) >= 0)
            mine = g;
    }
    *new_team = shmemi_team_make(&mine, config, config_mask, __func__);
    return 0;
}
