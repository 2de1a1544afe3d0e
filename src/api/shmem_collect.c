/* SPDX-License-Identifier: BSD-3-Clause */
/* collect and fcollect: legacy active-set and team forms. */
#include "../core/team.h"

static void aset_collect(void *dest, const void *source, size_t bytes,
                         bool fixed, int start, int log_stride, int size,
                         const char *routine)
{
    struct shmemi_set s = shmemi_active_set(start, log_stride, size, routine);
    shmemi_collect(&s, dest, source, bytes, fixed, routine);
}

static int team_collect(shmem_team_t team, void *dest, const void *source,
                        size_t bytes, bool fixed, const char *routine)
{
    const struct shmemi_team *t = shmemi_team_check(team, routine);
    shmemi_collect(&t->set, dest, source, bytes, fixed, routine);
    return 0;
}

#define DEF_ASET_1(FN, BITS, FIXED)                                            \
    void FN(void *dest, const void *source, size_t nelems, int PE_start,       \
            int logPE_stride, int PE_size, long *pSync)                        \
    {                                                                          \
        (void)pSync;                                                           \
        aset_collect(dest, source, shmemi_nbytes(nelems, BITS / 8, __func__),  \
                     FIXED, PE_start, logPE_stride, PE_size, __func__);        \
    }
DEF_ASET_1(shmem_collect32, 32, false)
DEF_ASET_1(shmem_collect64, 64, false)
DEF_ASET_1(shmem_fcollect32, 32, true)
DEF_ASET_1(shmem_fcollect64, 64, true)

#define DEF_TEAM_1(FN, T, ELEM, FIXED)                                         \
    int FN(shmem_team_t team, T *dest, const T *source, size_t nelems)         \
    {                                                                          \
        return team_collect(team, dest, source,                                \
                            shmemi_nbytes(nelems, ELEM, __func__), FIXED,      \
                            __func__);                                         \
    }
#define DEF_TEAM(NAME, T)                                                      \
    DEF_TEAM_1(shmem_##NAME##_collect, T, sizeof(T), false)                    \
    DEF_TEAM_1(shmem_##NAME##_fcollect, T, sizeof(T), true)
SHMEMI_RMA_TYPES(DEF_TEAM)
DEF_TEAM_1(shmem_collectmem, void, 1, false)
DEF_TEAM_1(shmem_fcollectmem, void, 1, true)
