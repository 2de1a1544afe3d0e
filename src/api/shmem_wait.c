/* SPDX-License-Identifier: BSD-3-Clause */
/* wait, wait_until, test and their _all/_any/_some(_vector) forms. */
#include "../core/wait.h"

#define SIGNED(T) ((T)-1 < (T)1)
#define WIDEN(T, v) (SIGNED(T) ? (uint64_t)(int64_t)(v) : (uint64_t)(v))
/* The set for one call: ivars of type T, mode M, scalar V or vector VS. */
#define SET(T, IV, N, ST, CMP, V, VS, M)                                       \
    (&(const struct shmemi_ivars){(const char *)(uintptr_t)(IV), (N),          \
                                  sizeof(T), SIGNED(T), (ST), (CMP),           \
                                  WIDEN(T, V), (const char *)(VS), (M)})

#define DEF_WAIT(NAME, T)                                                      \
    void shmem_##NAME##_wait(volatile T *ivar, T cmp_value)                    \
    {                                                                          \
        shmemi_p2p(SET(T, ivar, 1, NULL, SHMEM_CMP_NE, cmp_value, NULL,        \
                       SHMEMI_WAIT_ALL),                                       \
                   NULL, true, __func__);                                      \
    }                                                                          \
    void shmem_##NAME##_wait_until(volatile T *ivar, int cmp, T cmp_value)     \
    {                                                                          \
        shmemi_p2p(                                                            \
            SET(T, ivar, 1, NULL, cmp, cmp_value, NULL, SHMEMI_WAIT_ALL),      \
            NULL, true, __func__);                                             \
    }                                                                          \
    int shmem_##NAME##_test(volatile T *ivar, int cmp, T cmp_value)            \
    {                                                                          \
        return (int)shmemi_p2p(                                                \
            SET(T, ivar, 1, NULL, cmp, cmp_value, NULL, SHMEMI_WAIT_ALL),      \
            NULL, false, __func__);                                            \
    }                                                                          \
    void shmem_##NAME##_wait_until_all(                                        \
        T *ivars, size_t nelems, const int *status, int cmp, T cmp_value)      \
    {                                                                          \
        shmemi_p2p(SET(T, ivars, nelems, status, cmp, cmp_value, NULL,         \
                       SHMEMI_WAIT_ALL),                                       \
                   NULL, true, __func__);                                      \
    }                                                                          \
    size_t shmem_##NAME##_wait_until_any(                                      \
        T *ivars, size_t nelems, const int *status, int cmp, T cmp_value)      \
    {                                                                          \
        return shmemi_p2p(SET(T, ivars, nelems, status, cmp, cmp_value, NULL,  \
                              SHMEMI_WAIT_ANY),                                \
                          NULL, true, __func__);                               \
    }                                                                          \
    size_t shmem_##NAME##_wait_until_some(T *ivars, size_t nelems,             \
                                          size_t *indices, const int *status,  \
                                          int cmp, T cmp_value)                \
    {                                                                          \
        return shmemi_p2p(SET(T, ivars, nelems, status, cmp, cmp_value, NULL,  \
                              SHMEMI_WAIT_SOME),                               \
                          indices, true, __func__);                            \
    }                                                                          \
    void shmem_##NAME##_wait_until_all_vector(T *ivars, size_t nelems,         \
                                              const int *status, int cmp,      \
                                              const T *cmp_values)             \
    {                                                                          \
        shmemi_p2p(SET(T, ivars, nelems, status, cmp, 0, cmp_values,           \
                       SHMEMI_WAIT_ALL),                                       \
                   NULL, true, __func__);                                      \
    }                                                                          \
    size_t shmem_##NAME##_wait_until_any_vector(T *ivars, size_t nelems,       \
                                                const int *status, int cmp,    \
                                                const T *cmp_values)           \
    {                                                                          \
        return shmemi_p2p(SET(T, ivars, nelems, status, cmp, 0, cmp_values,    \
                              SHMEMI_WAIT_ANY),                                \
                          NULL, true, __func__);                               \
    }                                                                          \
    size_t shmem_##NAME##_wait_until_some_vector(                              \
        T *ivars, size_t nelems, size_t *indices, const int *status, int cmp,  \
        const T *cmp_values)                                                   \
    {                                                                          \
        return shmemi_p2p(SET(T, ivars, nelems, status, cmp, 0, cmp_values,    \
                              SHMEMI_WAIT_SOME),                               \
                          indices, true, __func__);                            \
    }                                                                          \
    int shmem_##NAME##_test_all(T *ivars, size_t nelems, const int *status,    \
                                int cmp, T cmp_value)                          \
    {                                                                          \
        return (int)shmemi_p2p(SET(T, ivars, nelems, status, cmp, cmp_value,   \
                                   NULL, SHMEMI_WAIT_ALL),                     \
                               NULL, false, __func__);                         \
    }                                                                          \
    size_t shmem_##NAME##_test_any(T *ivars, size_t nelems, const int *status, \
                                   int cmp, T cmp_value)                       \
    {                                                                          \
        return shmemi_p2p(SET(T, ivars, nelems, status, cmp, cmp_value, NULL,  \
                              SHMEMI_WAIT_ANY),                                \
                          NULL, false, __func__);                              \
    }                                                                          \
    size_t shmem_##NAME##_test_some(T *ivars, size_t nelems, size_t *indices,  \
                                    const int *status, int cmp, T cmp_value)   \
    {                                                                          \
        return shmemi_p2p(SET(T, ivars, nelems, status, cmp, cmp_value, NULL,  \
                              SHMEMI_WAIT_SOME),                               \
                          indices, false, __func__);                           \
    }                                                                          \
    int shmem_##NAME##_test_all_vector(T *ivars, size_t nelems,                \
                                       const int *status, int cmp,             \
                                       const T *cmp_values)                    \
    {                                                                          \
        return (int)shmemi_p2p(SET(T, ivars, nelems, status, cmp, 0,           \
                                   cmp_values, SHMEMI_WAIT_ALL),               \
                               NULL, false, __func__);                         \
    }                                                                          \
    size_t shmem_##NAME##_test_any_vector(T *ivars, size_t nelems,             \
                                          const int *status, int cmp,          \
                                          const T *cmp_values)                 \
    {                                                                          \
        return shmemi_p2p(SET(T, ivars, nelems, status, cmp, 0, cmp_values,    \
                              SHMEMI_WAIT_ANY),                                \
                          NULL, false, __func__);                              \
    }                                                                          \
    size_t shmem_##NAME##_test_some_vector(T *ivars, size_t nelems,            \
                                           size_t *indices, const int *status, \
                                           int cmp, const T *cmp_values)       \
    {                                                                          \
        return shmemi_p2p(SET(T, ivars, nelems, status, cmp, 0, cmp_values,    \
                              SHMEMI_WAIT_SOME),                               \
                          indices, false, __func__);                           \
    }
SHMEMI_WAIT_TYPES(DEF_WAIT)
#undef DEF_WAIT
