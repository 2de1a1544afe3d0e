/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=30 */
/*
 * OpenSHMEM 1.6 made cmp_values `const TYPE *` in the six vector
 * routines (wait_until_{all,any,some}_vector, test_{all,any,some}_vector),
 * so that a program can compare against a `static const` table. For every
 * wait type this checks that <shmem.h> (and <pshmem.h>) declare them so,
 * and calls each with a static const table that the left neighbour's
 * puts make ivars match.
 *
 * The declared type is read with _Generic, which compiles whatever the
 * header says, so a header without const fails this test at run time
 * (naming each routine) rather than the build. Where it is const, the
 * call goes through a pointer of exactly the specified type with the
 * const table as its argument: what a program's direct call does.
 */
#include <pshmem.h>

#include "testutil.h"

#define NV 8

static int me, npes, left, right;

/* &FN if FN is declared RET FN ARGS, else NULL. */
#define AS_SPECIFIED(FN, RET, ARGS)                                            \
    _Generic(&FN, RET(*) ARGS : &FN, default : NULL)

#define VEC_ARGS(T) (T *, size_t, const int *, int, const T *)
#define VEC_IDX_ARGS(T) (T *, size_t, size_t *, const int *, int, const T *)

/* run_NAME with the six routines of prefix P (shmem or pshmem), each
 * NULL where its declaration is not the specified one. */
#define RUN_AS_DECLARED(P, NAME, T)                                            \
    run_##NAME(                                                                \
        #P, AS_SPECIFIED(P##_##NAME##_test_all_vector, int, VEC_ARGS(T)),      \
        AS_SPECIFIED(P##_##NAME##_test_any_vector, size_t, VEC_ARGS(T)),       \
        AS_SPECIFIED(P##_##NAME##_test_some_vector, size_t, VEC_IDX_ARGS(T)),  \
        AS_SPECIFIED(P##_##NAME##_wait_until_all_vector, void, VEC_ARGS(T)),   \
        AS_SPECIFIED(P##_##NAME##_wait_until_any_vector, size_t, VEC_ARGS(T)), \
        AS_SPECIFIED(P##_##NAME##_wait_until_some_vector, size_t,              \
                     VEC_IDX_ARGS(T)))

/* Per type: a static const table, ivars, and the calls through the six
 * routines (a failure, and no calls, where one is not as specified). */
#define DEF_CONST(NAME, T)                                                     \
    static const T kcv_##NAME[NV] = {3, 1, 4, 1, 5, 9, 2, 6};                  \
    static T iv_##NAME[NV];                                                    \
    static void run_##NAME(                                                    \
        const char *p, int(*all) VEC_ARGS(T), size_t(*any) VEC_ARGS(T),        \
        size_t(*some) VEC_IDX_ARGS(T), void(*wall) VEC_ARGS(T),                \
        size_t(*wany) VEC_ARGS(T), size_t(*wsome) VEC_IDX_ARGS(T))             \
    {                                                                          \
        CHECK(all &&any &&some &&wall &&wany &&wsome,                          \
              "%s_" #NAME "_{test,wait_until}_{all,any,some}_vector: "         \
              "cmp_values is not declared const " #T " * (OpenSHMEM 1.6): "    \
              "test_all %s, test_any %s, test_some %s, wait_until_all %s, "    \
              "wait_until_any %s, wait_until_some %s",                         \
              p, all ? "ok" : "not const", any ? "ok" : "not const",           \
              some ? "ok" : "not const", wall ? "ok" : "not const",            \
              wany ? "ok" : "not const", wsome ? "ok" : "not const");          \
        if (!(all && any && some && wall && wany && wsome))                    \
            return;                                                            \
        size_t idx[NV];                                                        \
        T *iv = iv_##NAME;                                                     \
        /* the left neighbour makes ours match the table */                    \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_put(iv, kcv_##NAME, NV, right);                         \
        shmem_barrier_all();                                                   \
        wall(iv, NV, NULL, SHMEM_CMP_EQ, kcv_##NAME);                          \
        CHECK(all(iv, NV, NULL, SHMEM_CMP_EQ, kcv_##NAME) == 1,                \
              "%s_" #NAME "_test_all_vector against a const table: 0", p);     \
        CHECK(any(iv, NV, NULL, SHMEM_CMP_EQ, kcv_##NAME) < NV &&              \
                  wany(iv, NV, NULL, SHMEM_CMP_EQ, kcv_##NAME) < NV,           \
              "%s_" #NAME "_{test,wait_until}_any_vector: no index", p);       \
        CHECK(some(iv, NV, idx, NULL, SHMEM_CMP_EQ, kcv_##NAME) == NV &&       \
                  wsome(iv, NV, idx, NULL, SHMEM_CMP_EQ, kcv_##NAME) == NV,    \
              "%s_" #NAME "_{test,wait_until}_some_vector: not all %d", p,     \
              NV);                                                             \
        /* and the table is really compared with: one element differs */       \
        shmem_barrier_all();                                                   \
        iv[5] = (T)0;                                                          \
        CHECK(all(iv, NV, NULL, SHMEM_CMP_EQ, kcv_##NAME) == 0 &&              \
                  some(iv, NV, idx, NULL, SHMEM_CMP_NE, kcv_##NAME) == 1 &&    \
                  idx[0] == 5,                                                 \
              "%s_" #NAME "_test_*_vector: element 5 differs from the table",  \
              p);                                                              \
    }                                                                          \
    static void const_##NAME(void)                                             \
    {                                                                          \
        RUN_AS_DECLARED(shmem, NAME, T);                                       \
        RUN_AS_DECLARED(pshmem, NAME, T);                                      \
    }
SHMEMI_WAIT_TYPES(DEF_CONST)
#undef DEF_CONST

int main(void)
{
    test_init(&me, &npes, &left, &right);
#define RUN(NAME, T) const_##NAME();
    SHMEMI_WAIT_TYPES(RUN)
#undef RUN
    return test_exit();
}
