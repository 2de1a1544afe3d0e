/* SPDX-License-Identifier: BSD-3-Clause */
/* The groups hierarchical collectives work in: PEs by NUMA node (oshrun's
 * placement) or, across the MPI transport, by node (shmemi_coll_group()),
 * with each group's first PE its leader. */
#include "coll.h"

bool shmemi_coll_spans(const struct shmemi_set *s)
{
    int first = shmemi_coll_group(s->start);
    for (int r = 1; r < s->size; r++) {
        int g = shmemi_coll_group(shmemi_set_pe(s, r));
        if (g != first && g >= 0 && first >= 0)
            return true;
    }
    return false;
}

const struct shmemi_groups *shmemi_coll_groups(const struct shmemi_set *s)
{
    static _Thread_local struct shmemi_groups g;
    static _Thread_local int gid[SHMEMI_MAX_PES]; /* leader i's group */
    g.ngroups = 0;
    for (int r = 0; r < s->size; r++) {
        int id = shmemi_coll_group(shmemi_set_pe(s, r)), i = 0;
        while (i < g.ngroups && gid[i] != id)
            i++;
        if (i == g.ngroups) {
            gid[i] = id;
            g.leader[g.ngroups++] = r;
        }
        g.lead[r] = g.leader[i];
    }
    return &g;
}

int shmemi_coll_world_groups = -1;
bool shmemi_coll_world_spans_slow(void)
{
    struct shmemi_set world = {0, 1, shmemi.npes};
    shmemi_coll_world_groups = shmemi_coll_spans(&world);
    return shmemi_coll_world_groups;
}
