/* SPDX-License-Identifier: BSD-3-Clause */
/* Teams: a strided set of PEs with a handle, validated on every use. */
#ifndef SHMAP_TEAM_H
#define SHMAP_TEAM_H

#include "coll/coll.h"
#include <mpp/shmem.h>

#define SHMEMI_TEAM_MAGIC 0x7ea3u

struct shmemi_team {
    uint32_t magic;
    bool predefined;
    struct shmemi_set set; /* world PE numbers */
    int my_rank;
    shmem_team_config_t config;
    struct shmemi_team *next; /* live user teams */
};

void shmemi_team_init(void);
/* The last shmem_finalize: every team made by a split is destroyed. */
void shmemi_team_fini(void);
/* A new team over s if this PE is in it, else SHMEM_TEAM_INVALID. */
shmem_team_t shmemi_team_make(const struct shmemi_set *s,
                              const shmem_team_config_t *config, long mask,
                              const char *routine);
/* Destroy a team made by a split (fatal for a predefined one). */
void shmemi_team_free(shmem_team_t team, const char *routine);
/* The team behind a handle, or fatal naming the routine and the handle. */
const struct shmemi_team *shmemi_team_check(shmem_team_t team,
                                            const char *routine);

#endif
