/* SPDX-License-Identifier: BSD-3-Clause */
/* Fortran locks: SHMEM_SET_LOCK, SHMEM_CLEAR_LOCK, SHMEM_TEST_LOCK. */
#include "shmem_f.h"

/* The lock is a default INTEGER (4 bytes), not C's long: the core's
 * 32-bit ticket lock, so the word after it is never touched. Under
 * -fdefault-integer-8 the lock is the INTEGER's first 4 bytes; the
 * other 4 stay as the program zeroed them. */
#define LOCK32(lock) ((int32_t *)(void *)(lock))
SHMEMF(void, shmem_set_lock, SHMEM_SET_LOCK, (shmemf_int * lock))
{
    shmemi_set_lock32(LOCK32(lock), "SHMEM_SET_LOCK");
}

SHMEMF(void, shmem_clear_lock, SHMEM_CLEAR_LOCK, (shmemf_int * lock))
{
    shmemi_clear_lock32(LOCK32(lock), "SHMEM_CLEAR_LOCK");
}

/* 0 if this call took the lock, 1 if another PE holds it. */
SHMEMF(shmemf_int, shmem_test_lock, SHMEM_TEST_LOCK, (shmemf_int * lock))
{
    return shmemi_test_lock32(LOCK32(lock), "SHMEM_TEST_LOCK");
}
