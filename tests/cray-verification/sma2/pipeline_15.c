/* SPDX-License-Identifier: BSD-3-Clause */
/* A pipeline over the PEs built on put-with-signal (OpenSHMEM 1.5): PE 0
 * makes blocks, stage k waits for a block from k-1 with
 * shmem_signal_wait_until, transforms it and forwards it with
 * shmem_long_put_signal (SHMEM_SIGNAL_SET, the block number), acknowledging
 * with shmem_putmem_signal (SHMEM_SIGNAL_ADD on the sender's credit count)
 * so that NSLOT slots are reused safely. The last stage checks each block
 * and returns it to PE 0, which counts arrivals with SHMEM_SIGNAL_ADD and
 * checks them too. */
#include <mpp/shmem.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#define NBLK 64
#define BLK 128
#define NSLOT 4
#define MOD 1000003L

static long slot[NSLOT][BLK];    /* blocks in flight from stage me-1 */
static uint64_t slot_sig[NSLOT]; /* block number + 1 last put in each slot */
static uint64_t credits;         /* blocks stage me+1 has taken from me */
static long acks[NBLK];          /* a checksum per block acknowledged */
static long result[NBLK][BLK];   /* on PE 0: the blocks back from the end */
static uint64_t arrived;         /* on PE 0: blocks returned */
static int me, npes, errors;

#define FAILF(...)                                                             \
    do {                                                                       \
        if (errors++ < 10) {                                                   \
            printf("FAIL: pipeline_15 on PE %d: ", me);                        \
            printf(__VA_ARGS__);                                               \
            printf("\n");                                                      \
        }                                                                      \
    } while (0)

static long source_value(int b, int i)
{
    return ((long)b * 7919 + (long)i * 104729) % MOD;
}

static long stage(int k, long x) /* the transform of stage k */
{
    return (x * (3 + k % 5) + k * 17 + 1) % MOD;
}

static long expected(int b, int i)
{
    long x = source_value(b, i);
    int k;
    for (k = 0; k < npes; k++)
        x = stage(k, x);
    return x;
}

static long checksum(const long *v)
{
    long s = 0;
    int i;
    for (i = 0; i < BLK; i++)
        s = (s * 31 + v[i]) % MOD;
    return s;
}

int main(void)
{
    int b, i, k;
    long buf[BLK];
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    shmem_barrier_all(); /* signals and counters start at zero */

    for (b = 0; b < NBLK; b++) {
        int s = b % NSLOT;
        long *blk;
        if (me == 0) {
            for (i = 0; i < BLK; i++)
                buf[i] = source_value(b, i);
            blk = buf;
        } else {
            uint64_t v = shmem_signal_wait_until(&slot_sig[s], SHMEM_CMP_GE,
                                                 (uint64_t)b + 1);
            if (v != (uint64_t)b + 1)
                FAILF("slot %d signal %" PRIu64 ", want %d", s, v, b + 1);
            blk = slot[s];
        }
        for (i = 0; i < BLK; i++)
            blk[i] = stage(me, blk[i]);

        if (me < npes - 1) {
            /* Slot s of the next stage is free once it acknowledged block
             * b - NSLOT (its ack adds 1 to my credits per block). */
            if (b >= NSLOT)
                shmem_signal_wait_until(&credits, SHMEM_CMP_GE,
                                        (uint64_t)(b - NSLOT + 1));
            shmem_long_put_signal(slot[s], blk, BLK, &slot_sig[s],
                                  (uint64_t)b + 1, SHMEM_SIGNAL_SET, me + 1);
        } else {
            for (i = 0; i < BLK; i++)
                if (blk[i] != expected(b, i))
                    FAILF("last stage: block %d element %d = %ld, want %ld", b,
                          i, blk[i], expected(b, i));
            shmem_long_put_signal(result[b], blk, BLK, &arrived, 1,
                                  SHMEM_SIGNAL_ADD, 0);
        }
        if (me > 0) {
            /* Block b is out of slot s (put returned): hand the slot back. */
            long sum = checksum(blk);
            shmem_putmem_signal(&acks[b], &sum, sizeof sum, &credits, 1,
                                SHMEM_SIGNAL_ADD, me - 1);
        }
    }

    if (me == 0) {
        uint64_t n = shmem_signal_wait_until(&arrived, SHMEM_CMP_EQ, NBLK);
        if (n != NBLK)
            FAILF("%" PRIu64 " blocks came back, want %d", n, NBLK);
        for (b = 0; b < NBLK; b++)
            for (i = 0; i < BLK; i++)
                if (result[b][i] != expected(b, i))
                    FAILF("returned block %d element %d = %ld, want %ld", b, i,
                          result[b][i], expected(b, i));
    }
    shmem_barrier_all(); /* every ack has landed */
    if (me < npes - 1) {
        /* The acks from stage me+1 carry the checksums of my output. */
        uint64_t c = shmem_signal_fetch(&credits);
        if (c != NBLK)
            FAILF("credits %" PRIu64 ", want %d", c, NBLK);
        for (b = 0; b < NBLK; b++) {
            long x[BLK];
            for (i = 0; i < BLK; i++) {
                x[i] = source_value(b, i);
                for (k = 0; k <= me + 1; k++)
                    x[i] = stage(k, x[i]);
            }
            if (acks[b] != checksum(x))
                FAILF("ack of block %d from PE %d: %ld, want %ld", b, me + 1,
                      acks[b], checksum(x));
        }
    }
    shmem_barrier_all();
    if (me == 0 && errors == 0)
        printf("pipeline_15: %d stages, %d blocks of %d: ok\n", npes, NBLK,
               BLK);
    fflush(stdout);
    shmem_finalize();
    return errors != 0;
}
