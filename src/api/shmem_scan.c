/* SPDX-License-Identifier: BSD-3-Clause */
/* Scans (OpenSHMEM 1.6): shmem_TYPE_sum_inscan and shmem_TYPE_sum_exscan
 * for every type of the team SUM reduction, and Sandia OpenSHMEM's
 * shmemx_ spellings of the same routines. */
#include <complex.h>

#include "../core/team.h"
#include <mpp/shmemx.h>

static int team_scan(shmem_team_t team, void *dest, const void *source,
                     size_t nelems, size_t elem, shmemi_combine_fn combine,
                     bool inclusive, const char *routine)
{
    const struct shmemi_team *t = shmemi_team_check(team, routine);
    (void)shmemi_nbytes(nelems, elem, routine);
    shmemi_scan(&t->set, dest, source, nelems, elem, combine, inclusive,
                routine);
    return 0;
}

#define DEF_SCAN_1(P, NAME, T, KIND, INCL)                                     \
    int P##NAME##_sum_##KIND(shmem_team_t team, T *dest, const T *source,      \
                             size_t nelems)                                    \
    {                                                                          \
        return team_scan(team, dest, source, nelems, sizeof(T),                \
                         combine_##NAME, INCL, __func__);                      \
    }
#define DEF_SCAN(NAME, T)                                                      \
    SHMEMI_DEF_COMBINE(combine_##NAME, T, sum)                                 \
    DEF_SCAN_1(shmem_, NAME, T, inscan, true)                                  \
    DEF_SCAN_1(shmem_, NAME, T, exscan, false)                                 \
    DEF_SCAN_1(shmemx_, NAME, T, inscan, true)                                 \
    DEF_SCAN_1(shmemx_, NAME, T, exscan, false)
SHMEMI_REDUCE_SUM_TYPES(DEF_SCAN)
