/* SPDX-License-Identifier: BSD-3-Clause */
/* An OpenSHMEM 1.4 program for the ABI matrix (tests/sh/preload_ompi.sh):
 * built with another implementation's oshcc and header, run on shmap
 * under LD_PRELOAD. Only 1.4 names and that header's constants (its own
 * pSync sizes and SHMEM_SYNC_VALUE, its SHMEM_CTX_DEFAULT). Prints
 * "abi_prog: N PEs ok" from PE 0, or FAIL lines and exits 1. */
#include <shmem.h>
#include <stdio.h>
#include <string.h>

static long psync[SHMEM_REDUCE_SYNC_SIZE];
static long bsync[SHMEM_BCAST_SYNC_SIZE];
static long csync[SHMEM_COLLECT_SYNC_SIZE];
static long pwrk[SHMEM_REDUCE_MIN_WRKDATA_SIZE + 4];
static long lsrc[8], ldst[8], big[64 * 8], lock, counter, flag;
static int ival;
static double dsrc[4], ddst[4];
static int fails, me, npes;

#define CHECK(c, ...)                                                          \
    do {                                                                       \
        if (!(c)) {                                                            \
            char m_[256];                                                      \
            snprintf(m_, sizeof m_, __VA_ARGS__);                              \
            fprintf(stderr, "FAIL: PE %d: %s\n", me, m_);                      \
            fails++;                                                           \
        }                                                                      \
    } while (0)

int main(void)
{
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    int right = (me + 1) % npes, left = (me + npes - 1) % npes;
    for (int i = 0; i < SHMEM_REDUCE_SYNC_SIZE; i++)
        psync[i] = SHMEM_SYNC_VALUE;
    for (int i = 0; i < SHMEM_BCAST_SYNC_SIZE; i++)
        bsync[i] = SHMEM_SYNC_VALUE;
    for (int i = 0; i < SHMEM_COLLECT_SYNC_SIZE; i++)
        csync[i] = SHMEM_SYNC_VALUE;
    shmem_barrier_all();

    /* RMA */
    for (int i = 0; i < 8; i++)
        lsrc[i] = me * 100 + i;
    shmem_long_put(ldst, lsrc, 8, right);
    shmem_int_p(&ival, me + 7, right);
    shmem_barrier_all();
    for (int i = 0; i < 8; i++)
        CHECK(ldst[i] == left * 100 + i, "long_put[%d] = %ld", i, ldst[i]);
    CHECK(ival == left + 7, "int_p: %d", ival);
    long got[8];
    shmem_long_get(got, lsrc, 8, right);
    CHECK(got[3] == right * 100 + 3, "long_get: %ld", got[3]);
    CHECK(shmem_long_g(&lsrc[5], right) == right * 100 + 5, "long_g");
    shmem_long_iput(big, lsrc, 8, 1, 8, right); /* every 8th element */
    shmem_long_put_nbi(&big[1], lsrc, 1, right);
    shmem_quiet();
    shmem_barrier_all();
    CHECK(big[56] == left * 100 + 7 && big[1] == left * 100,
          "iput/put_nbi: %ld %ld", big[56], big[1]);
    /* NULL is allowed (Open MPI gives it for globals); else it must work */
    void *p = shmem_ptr(ldst, right);
    CHECK(p == NULL || ((long *)p)[0] == me * 100, "shmem_ptr");

    /* AMOs */
    shmem_barrier_all();
    long old = shmem_long_atomic_fetch_add(&counter, 1, 0);
    CHECK(old >= 0 && old < 2 * npes, "fetch_add returned %ld", old);
    shmem_long_atomic_inc(&counter, 0);
    shmem_barrier_all();
    if (me == 0)
        CHECK(counter == 2 * npes, "counter %ld, want %d", counter, 2 * npes);
    shmem_barrier_all();
    CHECK(shmem_long_atomic_fetch(&counter, 0) == 2 * npes, "atomic_fetch");
    shmem_barrier_all();
    if (me == 0) {
        CHECK(shmem_long_atomic_compare_swap(&counter, 2 * npes, -5, 0) ==
                  2 * npes,
              "compare_swap");
        CHECK(shmem_long_atomic_swap(&counter, 9, 0) == -5, "swap");
        shmem_long_atomic_set(&counter, 0, 0);
    }
    shmem_barrier_all();

    /* locks and point-to-point */
    shmem_set_lock(&lock);
    long v = shmem_long_g(&counter, 0);
    shmem_long_p(&counter, v + 1, 0);
    shmem_quiet();
    shmem_clear_lock(&lock);
    shmem_barrier_all();
    if (me == 0)
        CHECK(counter == npes, "locked counter %ld", counter);
    shmem_long_p(&flag, 1, right);
    shmem_long_wait_until(&flag, SHMEM_CMP_EQ, 1);

    /* contexts, through the other header's SHMEM_CTX_DEFAULT */
    shmem_ctx_t ctx;
    CHECK(shmem_ctx_create(SHMEM_CTX_PRIVATE, &ctx) == 0, "ctx_create");
    shmem_ctx_long_put(SHMEM_CTX_DEFAULT, ldst, lsrc, 2, left);
    shmem_ctx_long_p(ctx, &ldst[2], -me, left);
    shmem_ctx_quiet(ctx);
    shmem_ctx_quiet(SHMEM_CTX_DEFAULT);
    shmem_barrier_all();
    CHECK(ldst[0] == right * 100 && ldst[2] == -right, "ctx puts: %ld %ld",
          ldst[0], ldst[2]);
    shmem_ctx_destroy(ctx);

    /* collectives with this header's pSync and pWrk sizes */
    shmem_barrier_all();
    lsrc[0] = me + 1;
    shmem_broadcast64(ldst, lsrc, 1, 0, 0, 0, npes, bsync);
    CHECK(me == 0 || ldst[0] == 1, "broadcast64: %ld", ldst[0]);
    shmem_barrier_all();
    shmem_long_sum_to_all(&ldst[1], &lsrc[0], 1, 0, 0, npes, pwrk, psync);
    CHECK(ldst[1] == (long)npes * (npes + 1) / 2, "long_sum_to_all: %ld",
          ldst[1]);
    shmem_barrier_all();
    dsrc[0] = me;
    shmem_double_max_to_all(ddst, dsrc, 1, 0, 0, npes, (double *)pwrk, psync);
    CHECK(ddst[0] == npes - 1, "double_max_to_all: %g", ddst[0]);
    shmem_barrier_all();
    shmem_fcollect64(big, lsrc, 1, 0, 0, npes, csync);
    for (int i = 0; i < npes; i++)
        CHECK(big[i] == i + 1, "fcollect64[%d] = %ld", i, big[i]);

    long *heap = shmem_malloc(64 * sizeof(long));
    CHECK(heap != NULL, "shmem_malloc");
    shmem_long_p(heap, me, right);
    shmem_barrier_all();
    CHECK(heap[0] == left, "put into shmem_malloc'd memory: %ld", heap[0]);
    shmem_free(heap);

    shmem_barrier_all();
    if (me == 0 && !fails)
        printf("abi_prog: %d PEs ok\n", npes);
    shmem_finalize();
    return fails ? 1 : 0;
}
