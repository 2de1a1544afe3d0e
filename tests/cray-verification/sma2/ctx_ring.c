/* SPDX-License-Identifier: BSD-3-Clause */
/* A ring allgather on communication contexts (OpenSHMEM 1.4): blocks go
 * round the ring with shmem_ctx_long_put_nbi on a private data context,
 * completed by shmem_ctx_quiet before a flag is put on a second context;
 * a mirror copy is ordered before its flag with shmem_ctx_fence on one
 * context; tickets are drawn with shmem_ctx_long_atomic_fetch_add and the
 * result is re-read with shmem_ctx_long_get. Checked against the values
 * every PE can compute. */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXPES 64
#define BLK 96
#define REPS 4

static long gathered[MAXPES][BLK]; /* slot p: the block of PE p */
static long mirror[BLK];           /* my left neighbour's own block */
static long ring_flag;             /* steps announced by the left neighbour */
static long mirror_flag;           /* mirrors announced by the left neighbour */
static long ticket;                /* on PE 0: tickets handed out */
static long tickets_seen[REPS * MAXPES]; /* on PE 0: each ticket once */
static int me, npes, errors;

#define FAILF(...)                                                             \
    do {                                                                       \
        if (errors++ < 10) {                                                   \
            printf("FAIL: ctx_ring on PE %d: ", me);                           \
            printf(__VA_ARGS__);                                               \
            printf("\n");                                                      \
        }                                                                      \
    } while (0)

static long value(int rep, int pe, int i)
{
    return (long)rep * 1000003L + (long)pe * 10007L + i * 31L;
}

static shmem_ctx_t make_ctx(long options, const char *what, int *created)
{
    shmem_ctx_t ctx;
    if (shmem_ctx_create(options, &ctx) == 0) {
        *created = 1;
        return ctx;
    }
    /* Creation may fail by the standard; fall back to the default. */
    if (me == 0)
        printf("ctx_ring: shmem_ctx_create(%s) failed, using the default "
               "context\n", what);
    *created = 0;
    return SHMEM_CTX_DEFAULT;
}

int main(void)
{
    int rep, step, i, p, made_data, made_flag;
    long seq = 0, left_copy[BLK];
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    if (npes > MAXPES) {
        if (me == 0)
            printf("ctx_ring: skipping, more than %d PEs\n", MAXPES);
        shmem_finalize();
        return 0;
    }
    int right = (me + 1) % npes, left = (me + npes - 1) % npes;
    shmem_ctx_t data = make_ctx(SHMEM_CTX_PRIVATE, "SHMEM_CTX_PRIVATE",
                                &made_data);
    shmem_ctx_t flag = make_ctx(0, "0", &made_flag);
    shmem_barrier_all();

    for (rep = 0; rep < REPS; rep++) {
        for (i = 0; i < BLK; i++)
            gathered[me][i] = value(rep, me, i);

        /* Step s forwards the block of PE me-s+1, received at step s-1. */
        for (step = 1; step < npes; step++) {
            int origin = (me - step + 1 + npes) % npes;
            shmem_ctx_long_put_nbi(data, gathered[origin], gathered[origin],
                                   BLK, right);
            shmem_ctx_quiet(data); /* block delivered before its flag */
            shmem_ctx_long_p(flag, &ring_flag, ++seq, right);
            shmem_ctx_quiet(flag);
            shmem_long_wait_until(&ring_flag, SHMEM_CMP_GE, seq);
        }

        /* Mirror: put, fence, flag on one context; the fence orders them. */
        shmem_ctx_long_put(data, mirror, gathered[me], BLK, right);
        shmem_ctx_fence(data);
        shmem_ctx_long_p(data, &mirror_flag, rep + 1, right);
        shmem_ctx_quiet(data);
        shmem_long_wait_until(&mirror_flag, SHMEM_CMP_GE, rep + 1);
        for (i = 0; i < BLK; i++)
            if (mirror[i] != value(rep, left, i)) {
                FAILF("rep %d: mirror[%d] = %ld, want %ld", rep, i, mirror[i],
                      value(rep, left, i));
                break;
            }

        long t = shmem_ctx_long_atomic_fetch_add(data, &ticket, 1, 0);
        if (t < 0 || t >= (long)REPS * npes)
            FAILF("rep %d: ticket %ld out of range", rep, t);
        else
            shmem_ctx_long_atomic_add(flag, &tickets_seen[t], 1, 0);

        for (p = 0; p < npes; p++)
            for (i = 0; i < BLK; i++)
                if (gathered[p][i] != value(rep, p, i)) {
                    FAILF("rep %d: block of PE %d element %d = %ld, want %ld",
                          rep, p, i, gathered[p][i], value(rep, p, i));
                    i = BLK;
                }
        /* Read the left neighbour's copy of the block two PEs to my right. */
        p = (me + 2) % npes;
        shmem_ctx_long_get(data, left_copy, gathered[p], BLK, left);
        for (i = 0; i < BLK; i++)
            if (left_copy[i] != value(rep, p, i)) {
                FAILF("rep %d: ctx get of block %d from PE %d element %d = "
                      "%ld, want %ld", rep, p, left, i, left_copy[i],
                      value(rep, p, i));
                break;
            }
        shmem_ctx_quiet(flag);
        shmem_barrier_all(); /* nobody overwrites a slot still being read */
    }

    if (me == 0) {
        if (ticket != (long)REPS * npes)
            FAILF("%ld tickets drawn, want %d", ticket, REPS * npes);
        for (i = 0; i < REPS * npes; i++)
            if (tickets_seen[i] != 1)
                FAILF("ticket %d drawn %ld times", i, tickets_seen[i]);
    }
    if (made_flag)
        shmem_ctx_destroy(flag);
    if (made_data)
        shmem_ctx_destroy(data);
    shmem_barrier_all();
    if (me == 0 && errors == 0)
        printf("ctx_ring: %d PEs, %d rounds of %d blocks: ok\n", npes, REPS,
               npes);
    fflush(stdout);
    shmem_finalize();
    return errors != 0;
}
