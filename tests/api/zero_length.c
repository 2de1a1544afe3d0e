/* SPDX-License-Identifier: BSD-3-Clause */
/* Zero-length calls: every RMA, collective, reduction and set wait with
 * nelems 0 is a no-op whose pointer arguments may be NULL (OpenSHMEM 1.5);
 * the data around a real target stays as it was. */
#include <stdint.h>

#include "testutil.h"

static long psync[SHMEM_REDUCE_SYNC_SIZE];
static long pwrk[SHMEM_REDUCE_MIN_WRKDATA_SIZE];
static long target[4] = {7, 7, 7, 7};
static uint64_t sig;

int main(void)
{
    int me, npes, left, right;
    test_init(&me, &npes, &left, &right);
    int pe = right;
    for (int i = 0; i < SHMEM_REDUCE_SYNC_SIZE; i++)
        psync[i] = SHMEM_SYNC_VALUE;
    long src[4] = {1, 2, 3, 4};
    shmem_barrier_all();

    /* RMA: NULL, and a real target that must not change. */
    shmem_putmem(NULL, NULL, 0, pe);
    shmem_getmem(NULL, NULL, 0, pe);
    shmem_long_put(NULL, NULL, 0, pe);
    shmem_long_get(NULL, NULL, 0, pe);
    shmem_long_put_nbi(NULL, NULL, 0, pe);
    shmem_long_get_nbi(NULL, NULL, 0, pe);
    shmem_long_iput(NULL, NULL, 1, 1, 0, pe);
    shmem_long_iget(NULL, NULL, 1, 1, 0, pe);
    shmem_put64(NULL, NULL, 0, pe);
    shmem_iput64(NULL, NULL, 2, 2, 0, pe);
    shmem_ctx_long_put(SHMEM_CTX_DEFAULT, NULL, NULL, 0, pe);
    shmem_ctx_getmem(SHMEM_CTX_DEFAULT, NULL, NULL, 0, pe);
    shmem_long_put(target, src, 0, pe);
    shmem_long_iput(target, src, 1, 1, 0, pe);
    /* a zero-length put_signal still signals */
    shmem_putmem_signal(NULL, NULL, 0, &sig, 5, SHMEM_SIGNAL_ADD, pe);
    shmem_quiet();

    /* Collectives and reductions, active-set and team forms. */
    shmem_broadcast64(NULL, NULL, 0, 0, 0, 0, npes, psync);
    shmem_broadcast32(NULL, NULL, 0, 0, 0, 0, npes, psync);
    shmem_collect64(NULL, NULL, 0, 0, 0, npes, psync);
    shmem_fcollect64(NULL, NULL, 0, 0, 0, npes, psync);
    shmem_alltoall64(NULL, NULL, 0, 0, 0, npes, psync);
    shmem_alltoalls64(NULL, NULL, 1, 1, 0, 0, 0, npes, psync);
    shmem_long_sum_to_all(NULL, NULL, 0, 0, 0, npes, pwrk, psync);
    CHECK(shmem_long_broadcast(SHMEM_TEAM_WORLD, NULL, NULL, 0, 0) == 0,
          "long_broadcast of 0 failed");
    CHECK(shmem_broadcastmem(SHMEM_TEAM_WORLD, NULL, NULL, 0, 0) == 0,
          "broadcastmem of 0 failed");
    CHECK(shmem_long_collect(SHMEM_TEAM_WORLD, NULL, NULL, 0) == 0,
          "long_collect of 0 failed");
    CHECK(shmem_fcollectmem(SHMEM_TEAM_WORLD, NULL, NULL, 0) == 0,
          "fcollectmem of 0 failed");
    CHECK(shmem_long_alltoall(SHMEM_TEAM_WORLD, NULL, NULL, 0) == 0,
          "long_alltoall of 0 failed");
    CHECK(shmem_alltoallsmem(SHMEM_TEAM_WORLD, NULL, NULL, 1, 1, 0) == 0,
          "alltoallsmem of 0 failed");
    CHECK(shmem_long_sum_reduce(SHMEM_TEAM_WORLD, NULL, NULL, 0) == 0,
          "long_sum_reduce of 0 failed");
    CHECK(shmem_ulong_and_reduce(SHMEM_TEAM_WORLD, NULL, NULL, 0) == 0,
          "ulong_and_reduce of 0 failed");
    CHECK(shmem_double_max_reduce(SHMEM_TEAM_WORLD, NULL, NULL, 0) == 0,
          "double_max_reduce of 0 failed");

    /* Set waits and tests of no variables. */
    shmem_long_wait_until_all(NULL, 0, NULL, SHMEM_CMP_EQ, 0);
    CHECK(shmem_long_wait_until_any(NULL, 0, NULL, SHMEM_CMP_EQ, 0) ==
              SIZE_MAX,
          "wait_until_any of nothing is not SIZE_MAX");
    CHECK(shmem_long_wait_until_some(NULL, 0, NULL, NULL, SHMEM_CMP_EQ, 0) ==
              0,
          "wait_until_some of nothing is not 0");
    CHECK(shmem_long_test_all(NULL, 0, NULL, SHMEM_CMP_EQ, 0) == 1,
          "test_all of nothing is not 1");
    CHECK(shmem_long_test_any(NULL, 0, NULL, SHMEM_CMP_EQ, 0) == SIZE_MAX,
          "test_any of nothing is not SIZE_MAX");
    CHECK(shmem_long_test_some(NULL, 0, NULL, NULL, SHMEM_CMP_EQ, 0) == 0,
          "test_some of nothing is not 0");

    shmem_barrier_all();
    for (int i = 0; i < 4; i++)
        CHECK(target[i] == 7, "target[%d] is %ld after zero-length puts", i,
              target[i]);
    CHECK(sig == 5, "the zero-length put_signal's signal: %llu, want 5",
          (unsigned long long)sig);
    return test_exit();
}
