/* SPDX-License-Identifier: BSD-3-Clause */
/* A distributed histogram built with AMOs: bin b lives on PE b % npes in
 * slot b / npes; every PE adds its samples with shmem_long_atomic_inc and
 * their weights with shmem_long_atomic_fetch_add. Every bin must equal the
 * serial count, the totals the number of samples and the total weight. */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define NBINS 61 /* prime, so the bins spread unevenly over the PEs */
#define NSAMP 1500

static long count[NBINS];  /* slot k on PE p is bin k*npes + p */
static long weight[NBINS]; /* the same, summing sample weights */
static long red_src[2], red_dst[2];
static long pWrk[SHMEM_REDUCE_MIN_WRKDATA_SIZE + 2];
static long pSync[SHMEM_REDUCE_SYNC_SIZE];
static int me, npes, errors;

#define FAILF(...)                                                             \
    do {                                                                       \
        if (errors++ < 10) {                                                   \
            printf("FAIL: histogram on PE %d: ", me);                          \
            printf(__VA_ARGS__);                                               \
            printf("\n");                                                      \
        }                                                                      \
    } while (0)

/* Sample i of PE pe: a skewed bin (sum of two uniform draws) and a weight. */
static void sample(int pe, int i, int *bin, long *w)
{
    unsigned long x = (unsigned long)(pe * 100003 + i) * 2862933555777941757UL +
                      3037000493UL;
    x ^= x >> 29;
    x *= 0xbf58476d1ce4e5b9UL;
    x ^= x >> 32;
    *bin = (int)((x % NBINS + (x >> 20) % NBINS) / 2);
    *w = (long)((x >> 40) % 1000);
}

int main(void)
{
    int i, b, pe;
    long want_w = 0, fetch_bad = 0;
    for (i = 0; i < SHMEM_REDUCE_SYNC_SIZE; i++)
        pSync[i] = SHMEM_SYNC_VALUE;
    start_pes(0);
    me = shmem_my_pe();
    npes = shmem_n_pes();
    long *olds = malloc(NSAMP * sizeof(long));
    shmem_barrier_all(); /* the bins start at zero everywhere */

    for (i = 0; i < NSAMP; i++) {
        long w;
        sample(me, i, &b, &w);
        shmem_long_atomic_inc(&count[b / npes], b % npes);
        olds[i] = shmem_long_atomic_fetch_add(&weight[b / npes], w, b % npes);
        if (olds[i] < 0)
            fetch_bad++;
    }
    shmem_barrier_all(); /* barrier completes the AMOs */

    /* The serial histogram of every PE's samples. */
    long serial_c[NBINS] = {0}, serial_w[NBINS] = {0};
    for (pe = 0; pe < npes; pe++)
        for (i = 0; i < NSAMP; i++) {
            long w;
            sample(pe, i, &b, &w);
            serial_c[b]++;
            serial_w[b] += w;
            want_w += w;
        }

    /* Every bin, fetched from its owner. */
    for (b = 0; b < NBINS; b++) {
        long c = shmem_long_g(&count[b / npes], b % npes);
        long w = shmem_long_g(&weight[b / npes], b % npes);
        if (c != serial_c[b])
            FAILF("bin %d (on PE %d) counts %ld, serial %ld", b, b % npes, c,
                  serial_c[b]);
        if (w != serial_w[b])
            FAILF("bin %d (on PE %d) weighs %ld, serial %ld", b, b % npes, w,
                  serial_w[b]);
    }
    /* Each fetched old value lies below the final weight of its bin. */
    for (i = 0; i < NSAMP; i++) {
        long w;
        sample(me, i, &b, &w);
        if (olds[i] + w > serial_w[b])
            fetch_bad++;
    }
    if (fetch_bad)
        FAILF("%ld fetch_add results out of range", fetch_bad);

    /* Totals over the locally held bins, by reduction. */
    red_src[0] = red_src[1] = 0;
    for (b = me; b < NBINS; b += npes) {
        red_src[0] += count[b / npes];
        red_src[1] += weight[b / npes];
    }
    for (i = 0; i < NBINS; i++)
        if ((long)i * npes + me >= NBINS && (count[i] != 0 || weight[i] != 0))
            FAILF("unused slot %d holds %ld/%ld", i, count[i], weight[i]);
    shmem_barrier_all();
    shmem_long_sum_to_all(red_dst, red_src, 2, 0, 0, npes, pWrk, pSync);
    if (red_dst[0] != (long)npes * NSAMP)
        FAILF("bins add to %ld, want %ld samples", red_dst[0],
              (long)npes * NSAMP);
    if (red_dst[1] != want_w)
        FAILF("weights add to %ld, serial %ld", red_dst[1], want_w);

    shmem_barrier_all();
    free(olds);
    if (me == 0 && errors == 0)
        printf("histogram: %d PEs, %d bins, %d samples: ok\n", npes, NBINS,
               npes * NSAMP);
    fflush(stdout);
    return errors != 0;
}
