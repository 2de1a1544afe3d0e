/* SPDX-License-Identifier: BSD-3-Clause */
/* Reductions: legacy shmem_TYPE_OP_to_all and team shmem_TYPE_OP_reduce. */
#include <complex.h>

#include "../core/team.h"

/* One combine loop per routine, named after it, so the two tables (which
 * share many type/op pairs) never define the same function twice. */
#define DEF_COMBINE(FN, T, OP) SHMEMI_DEF_COMBINE(combine_##FN, T, OP)

static void to_all(void *dest, const void *source, int nreduce, size_t elem,
                   shmemi_combine_fn combine, int start, int log_stride,
                   int size, const char *routine)
{
    struct shmemi_set s = shmemi_active_set(start, log_stride, size, routine);
    if (nreduce < 0)
        shmemi_fatal(routine, "nreduce %d is negative", nreduce);
    shmemi_reduce(&s, dest, source, (size_t)nreduce, elem, combine, routine);
}

static int team_reduce(shmem_team_t team, void *dest, const void *source,
                       size_t nreduce, size_t elem, shmemi_combine_fn combine,
                       const char *routine)
{
    const struct shmemi_team *t = shmemi_team_check(team, routine);
    (void)shmemi_nbytes(nreduce, elem, routine);
    shmemi_reduce(&t->set, dest, source, nreduce, elem, combine, routine);
    return 0;
}

#define DEF_TO_ALL_1(NAME, T, OP)                                              \
    DEF_COMBINE(shmem_##NAME##_##OP##_to_all, T, OP)                           \
    void shmem_##NAME##_##OP##_to_all(T *dest, const T *source, int nreduce,   \
                                      int PE_start, int logPE_stride,          \
                                      int PE_size, T *pWrk, long *pSync)       \
    {                                                                          \
        (void)pWrk;                                                            \
        (void)pSync;                                                           \
        to_all(dest, source, nreduce, sizeof(T),                               \
               combine_shmem_##NAME##_##OP##_to_all, PE_start, logPE_stride,   \
               PE_size, __func__);                                             \
    }
#define DEF_TO_ALL_and(NAME, T) DEF_TO_ALL_1(NAME, T, and)
#define DEF_TO_ALL_or(NAME, T) DEF_TO_ALL_1(NAME, T, or)
#define DEF_TO_ALL_xor(NAME, T) DEF_TO_ALL_1(NAME, T, xor)
#define DEF_TO_ALL_min(NAME, T) DEF_TO_ALL_1(NAME, T, min)
#define DEF_TO_ALL_max(NAME, T) DEF_TO_ALL_1(NAME, T, max)
#define DEF_TO_ALL_sum(NAME, T) DEF_TO_ALL_1(NAME, T, sum)
#define DEF_TO_ALL_prod(NAME, T) DEF_TO_ALL_1(NAME, T, prod)
#define DEF_TO_ALL(OP, TABLE) TABLE(DEF_TO_ALL_##OP)
SHMEMI_TO_ALL_OPS(DEF_TO_ALL)

#define DEF_REDUCE_1(NAME, T, OP)                                              \
    DEF_COMBINE(shmem_##NAME##_##OP##_reduce, T, OP)                           \
    int shmem_##NAME##_##OP##_reduce(shmem_team_t team, T *dest,               \
                                     const T *source, size_t nreduce)          \
    {                                                                          \
        return team_reduce(team, dest, source, nreduce, sizeof(T),             \
                           combine_shmem_##NAME##_##OP##_reduce, __func__);    \
    }
#define DEF_REDUCE_and(NAME, T) DEF_REDUCE_1(NAME, T, and)
#define DEF_REDUCE_or(NAME, T) DEF_REDUCE_1(NAME, T, or)
#define DEF_REDUCE_xor(NAME, T) DEF_REDUCE_1(NAME, T, xor)
#define DEF_REDUCE_min(NAME, T) DEF_REDUCE_1(NAME, T, min)
#define DEF_REDUCE_max(NAME, T) DEF_REDUCE_1(NAME, T, max)
#define DEF_REDUCE_sum(NAME, T) DEF_REDUCE_1(NAME, T, sum)
#define DEF_REDUCE_prod(NAME, T) DEF_REDUCE_1(NAME, T, prod)
#define DEF_REDUCE(OP, TABLE) TABLE(DEF_REDUCE_##OP)
SHMEMI_REDUCE_OPS(DEF_REDUCE)
