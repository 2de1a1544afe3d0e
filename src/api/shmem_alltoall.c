/* SPDX-License-Identifier: BSD-3-Clause */
/* alltoall and alltoalls: legacy active-set and team forms. */
#include "../core/team.h"

static void aset_alltoall(void *dest, const void *source, ptrdiff_t dst,
                          ptrdiff_t sst, size_t nelems, size_t elem, int start,
                          int log_stride, int size, const char *routine)
{
    struct shmemi_set s = shmemi_active_set(start, log_stride, size, routine);
    shmemi_alltoall(&s, dest, source, dst, sst, nelems, elem, routine);
}

static int team_alltoall(shmem_team_t team, void *dest, const void *source,
                         ptrdiff_t dst, ptrdiff_t sst, size_t nelems,
                         size_t elem, const char *routine)
{
    const struct shmemi_team *t = shmemi_team_check(team, routine);
    shmemi_alltoall(&t->set, dest, source, dst, sst, nelems, elem, routine);
    return 0;
}

#define DEF_ASET(BITS)                                                         \
    void shmem_alltoall##BITS(void *dest, const void *source, size_t nelems,   \
                              int PE_start, int logPE_stride, int PE_size,     \
                              long *pSync)                                     \
    {                                                                          \
        (void)pSync;                                                           \
        aset_alltoall(dest, source, 1, 1, nelems, BITS / 8, PE_start,          \
                      logPE_stride, PE_size, __func__);                        \
    }                                                                          \
    void shmem_alltoalls##BITS(void *dest, const void *source, ptrdiff_t dst,  \
                               ptrdiff_t sst, size_t nelems, int PE_start,     \
                               int logPE_stride, int PE_size, long *pSync)     \
    {                                                                          \
        (void)pSync;                                                           \
        aset_alltoall(dest, source, dst, sst, nelems, BITS / 8, PE_start,      \
                      logPE_stride, PE_size, __func__);                        \
    }
DEF_ASET(32)
DEF_ASET(64)

#define DEF_TEAM_1(FN_A, FN_S, T, ELEM)                                        \
    int FN_A(shmem_team_t team, T *dest, const T *source, size_t nelems)       \
    {                                                                          \
        return team_alltoall(team, dest, source, 1, 1, nelems, ELEM,           \
                             __func__);                                        \
    }                                                                          \
    int FN_S(shmem_team_t team, T *dest, const T *source, ptrdiff_t dst,       \
             ptrdiff_t sst, size_t nelems)                                     \
    {                                                                          \
        return team_alltoall(team, dest, source, dst, sst, nelems, ELEM,       \
                             __func__);                                        \
    }
#define DEF_TEAM(NAME, T)                                                      \
    DEF_TEAM_1(shmem_##NAME##_alltoall, shmem_##NAME##_alltoalls, T, sizeof(T))
SHMEMI_RMA_TYPES(DEF_TEAM)
DEF_TEAM_1(shmem_alltoallmem, shmem_alltoallsmem, void, 1)
