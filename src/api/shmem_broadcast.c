/* SPDX-License-Identifier: BSD-3-Clause */
/* Broadcasts: legacy active-set (32/64-bit) and team (typed, mem) forms. */
#include "../core/team.h"

static int team_broadcast(shmem_team_t team, void *dest, const void *source,
                          size_t bytes, int root, const char *routine)
{
    const struct shmemi_team *t = shmemi_team_check(team, routine);
    if (root < 0 || root >= t->set.size)
        shmemi_fatal(routine,
                     "PE_root %d is not in the team (its PEs are "
                     "0..%d)",
                     root, t->set.size - 1);
    shmemi_broadcast(&t->set, dest, source, bytes, root, true, routine);
    return 0;
}

#define DEF_ASET(BITS)                                                         \
    void shmem_broadcast##BITS(void *dest, const void *source, size_t nelems,  \
                               int PE_root, int PE_start, int logPE_stride,    \
                               int PE_size, long *pSync)                       \
    {                                                                          \
        (void)pSync;                                                           \
        shmemi_aset_broadcast(                                                 \
            dest, source, shmemi_nbytes(nelems, BITS / 8, __func__), PE_root,  \
            PE_start, logPE_stride, PE_size, __func__);                        \
    }
DEF_ASET(32)
DEF_ASET(64)

#define DEF_TEAM(NAME, T)                                                      \
    int shmem_##NAME##_broadcast(shmem_team_t team, T *dest, const T *source,  \
                                 size_t nelems, int PE_root)                   \
    {                                                                          \
        return team_broadcast(team, dest, source,                              \
                              shmemi_nbytes(nelems, sizeof(T), __func__),      \
                              PE_root, __func__);                              \
    }
SHMEMI_RMA_TYPES(DEF_TEAM)

int shmem_broadcastmem(shmem_team_t team, void *dest, const void *source,
                       size_t nelems, int PE_root)
{
    return team_broadcast(team, dest, source, nelems, PE_root, __func__);
}
