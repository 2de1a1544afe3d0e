/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/waitvec_15: the OpenSHMEM 1.5 multi-variable waits and tests
 * (wait_until_all/any/some, test_all/any/some and their _vector forms) on
 * every point-to-point type, with and without a status mask: answers
 * before the left-hand neighbour's puts (nothing satisfied) and after. */
#include <mpp/shmem.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "waitvec_15"
#include "sma1.h"

#define NV 5

static int me, npes, right, errors;

#define TEST_TYPE(NAME, T)                                                     \
    static void test_##NAME(void)                                              \
    {                                                                          \
        static T iv[NV];                                                       \
        T cmpv[NV], odd[NV];                                                   \
        int skip0[NV] = {1, 0, 0, 0, 0}, none[NV] = {1, 1, 1, 1, 1};           \
        size_t idx[NV], n, k, j;                                               \
        const char *nm = "shmem_" #NAME;                                       \
        for (j = 0; j < NV; j++) {                                             \
            iv[j] = 0;                                                         \
            cmpv[j] = (T)(j + 1);                                              \
            odd[j] = (T)(j % 2 ? j + 1 : 100);                                 \
        }                                                                      \
        shmem_barrier_all();                                                   \
        /* nothing satisfied yet */                                            \
        FAILIF(shmem_##NAME##_test_all(iv, NV, NULL, SHMEM_CMP_NE, 0) != 0,    \
               "%s_test_all before the puts returned true", nm);               \
        n = shmem_##NAME##_test_any(iv, NV, NULL, SHMEM_CMP_NE, 0);            \
        FAILIF(n != SIZE_MAX, "%s_test_any before the puts = %zu", nm, n);     \
        n = shmem_##NAME##_test_some(iv, NV, idx, NULL, SHMEM_CMP_NE, 0);      \
        FAILIF(n != 0, "%s_test_some before the puts = %zu", nm, n);           \
        FAILIF(shmem_##NAME##_test_all_vector(iv, NV, NULL, SHMEM_CMP_EQ,      \
                                              cmpv) != 0,                      \
               "%s_test_all_vector before the puts returned true", nm);        \
        n = shmem_##NAME##_test_any_vector(iv, NV, NULL, SHMEM_CMP_EQ, cmpv);  \
        FAILIF(n != SIZE_MAX, "%s_test_any_vector before the puts = %zu", nm,  \
               n);                                                             \
        n = shmem_##NAME##_test_some_vector(iv, NV, idx, NULL, SHMEM_CMP_EQ,   \
                                            cmpv);                             \
        FAILIF(n != 0, "%s_test_some_vector before the puts = %zu", nm, n);    \
        shmem_barrier_all();                                                   \
        for (j = 0; j < NV; j++)                                               \
            shmem_##NAME##_p(&iv[NV - 1 - j], (T)(NV - j), right);             \
        /* any, masked: index 0 excluded */                                    \
        n = shmem_##NAME##_wait_until_any(iv, NV, skip0, SHMEM_CMP_NE, 0);     \
        FAILIF(n == 0 || n >= NV || iv[n] != (T)(n + 1),                       \
               "%s_wait_until_any (masked) = %zu", nm, n);                     \
        n = shmem_##NAME##_wait_until_some(iv, NV, idx, NULL, SHMEM_CMP_GT, 0);\
        FAILIF(n < 1 || n > NV, "%s_wait_until_some = %zu", nm, n);            \
        for (k = 0; k < n && k < NV; k++)                                      \
            FAILIF(idx[k] >= NV || iv[idx[k]] != (T)(idx[k] + 1),              \
                   "%s_wait_until_some: index %zu", nm, idx[k]);               \
        shmem_##NAME##_wait_until_all(iv, NV, NULL, SHMEM_CMP_GT, 0);          \
        for (j = 0; j < NV; j++)                                               \
            FAILIF(iv[j] != (T)(j + 1), "%s_wait_until_all: iv[%zu] = %lld",   \
                   nm, j, (long long)iv[j]);                                   \
        shmem_##NAME##_wait_until_all_vector(iv, NV, NULL, SHMEM_CMP_EQ,       \
                                             cmpv);                            \
        n = shmem_##NAME##_wait_until_any_vector(iv, NV, skip0, SHMEM_CMP_EQ,  \
                                                 cmpv);                        \
        FAILIF(n == 0 || n >= NV, "%s_wait_until_any_vector = %zu", nm, n);    \
        n = shmem_##NAME##_wait_until_some_vector(iv, NV, idx, skip0,          \
                                                  SHMEM_CMP_EQ, cmpv);         \
        FAILIF(n != NV - 1, "%s_wait_until_some_vector = %zu, want %d", nm, n, \
               NV - 1);                                                        \
        for (k = 0; k < n && k < NV; k++)                                      \
            FAILIF(idx[k] == 0 || idx[k] >= NV,                                \
                   "%s_wait_until_some_vector: index %zu", nm, idx[k]);        \
        /* tests, everything set: iv[j] == j + 1 */                            \
        FAILIF(shmem_##NAME##_test_all(iv, NV, NULL, SHMEM_CMP_GT, 0) != 1,    \
               "%s_test_all GT 0 false", nm);                                  \
        FAILIF(shmem_##NAME##_test_all(iv, NV, skip0, SHMEM_CMP_GE, 2) != 1,   \
               "%s_test_all (masked) GE 2 false", nm);                         \
        n = shmem_##NAME##_test_any(iv, NV, NULL, SHMEM_CMP_EQ, 3);            \
        FAILIF(n != 2, "%s_test_any EQ 3 = %zu, want 2", nm, n);               \
        n = shmem_##NAME##_test_any(iv, NV, none, SHMEM_CMP_EQ, 3);            \
        FAILIF(n != SIZE_MAX, "%s_test_any all masked = %zu", nm, n);          \
        n = shmem_##NAME##_test_some(iv, NV, idx, NULL, SHMEM_CMP_GE, 4);      \
        FAILIF(n != 2 || idx[0] + idx[1] != 7,                                 \
               "%s_test_some GE 4 = %zu (%zu, %zu)", nm, n, idx[0], idx[1]);   \
        FAILIF(shmem_##NAME##_test_all_vector(iv, NV, NULL, SHMEM_CMP_EQ,      \
                                              cmpv) != 1,                      \
               "%s_test_all_vector EQ false", nm);                             \
        FAILIF(shmem_##NAME##_test_all_vector(iv, NV, NULL, SHMEM_CMP_EQ,      \
                                              odd) != 0,                       \
               "%s_test_all_vector EQ (odd) true", nm);                        \
        n = shmem_##NAME##_test_any_vector(iv, NV, skip0, SHMEM_CMP_EQ, odd);  \
        FAILIF(n != 1 && n != 3, "%s_test_any_vector = %zu", nm, n);          \
        n = shmem_##NAME##_test_some_vector(iv, NV, idx, NULL, SHMEM_CMP_EQ,   \
                                            odd);                              \
        FAILIF(n != 2 || idx[0] + idx[1] != 4,                                 \
               "%s_test_some_vector = %zu", nm, n);                            \
        shmem_barrier_all();                                                   \
    }
P2P_TYPES(TEST_TYPE)
#undef TEST_TYPE

int main(void)
{
    sma1_init(&me, &npes);
    right = (me + 1) % npes;

#define CALL(NAME, T) test_##NAME();
    P2P_TYPES(CALL)
#undef CALL

    return sma1_finalize(SMA1_NAME, me, npes, errors);
}
