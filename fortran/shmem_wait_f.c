/* SPDX-License-Identifier: BSD-3-Clause */
/* Fortran point-to-point waits: SHMEM_WAIT(_UNTIL), SHMEM_INT4/INT8_*. */
#include "../src/core/wait.h"
#include "shmem_f.h"

static void wait_until(const void *ivar, size_t elem, int cmp, int64_t value,
                       const char *routine)
{
    struct shmemi_ivars s = {
        .ivars = ivar,
        .n = 1,
        .elem = elem,
        .sign = true,
        .cmp = cmp,
        .value = (uint64_t)value,
        .mode = SHMEMI_WAIT_ALL,
    };
    shmemi_p2p(&s, NULL, true, routine);
}

/* SHMEM_WAIT(ivar, value): until ivar differs from value. */
#define DEF_WAIT(lower, UPPER, T)                                              \
    SHMEMF(void, lower##_wait, UPPER##_WAIT, (T * ivar, const T *value))       \
    {                                                                          \
        wait_until(ivar, sizeof(T), SHMEM_CMP_NE, *value, #UPPER "_WAIT");     \
    }                                                                          \
    SHMEMF(void, lower##_wait_until, UPPER##_WAIT_UNTIL,                       \
           (T * ivar, const shmemf_int *cmp, const T *value))                  \
    {                                                                          \
        wait_until(ivar, sizeof(T), *cmp, *value, #UPPER "_WAIT_UNTIL");       \
    }
#define DEF_TYPED(lower, UPPER, T, FT) DEF_WAIT(shmem_##lower, SHMEM_##UPPER, T)
SHMEMF_INT_TYPES(DEF_TYPED)

/* The untyped forms wait on a default INTEGER. */
DEF_WAIT(shmem, SHMEM, shmemf_int)
