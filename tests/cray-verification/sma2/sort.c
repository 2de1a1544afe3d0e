/* SPDX-License-Identifier: BSD-3-Clause */
/* A sample sort: local qsort, regular samples gathered by shmem_fcollect64,
 * bucket sizes and offsets exchanged by shmem_alltoall64, keys moved by
 * shmem_long_put, and the result gathered back with shmem_collect64 over
 * all PEs and over the even and odd active sets; it must be the serial
 * sort of every PE's keys (same count, same checksum, same order). */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXPES 64
#define SYNC_MAX 16 /* at least every SHMEM_*_SYNC_SIZE used below */
#define NSYNC 8

static long pSync[NSYNC][SYNC_MAX];
static long pWrk[SHMEM_REDUCE_MIN_WRKDATA_SIZE];
static long red_src, red_dst;
static int me, npes, errors;

#define CHECK(c, ...)                                                          \
    do {                                                                       \
        if (!(c)) {                                                            \
            if (errors++ < 10) {                                               \
                printf("FAIL: sort on PE %d, line %d: ", me, __LINE__);        \
                printf(__VA_ARGS__);                                           \
                printf("\n");                                                  \
            }                                                                  \
        }                                                                      \
    } while (0)

static int nloc(int pe)
{
    return 120 + (pe * 53) % 97;
}

/* Keys of PE pe: an LCG, folded so that duplicates occur. */
static void gen_keys(int pe, long *k)
{
    unsigned long x = 0x9e3779b97f4a7c15UL ^ (unsigned long)(pe + 1) * 7919;
    int i;
    for (i = 0; i < nloc(pe); i++) {
        x = x * 6364136223846793005UL + 1442695040888963407UL;
        k[i] = (long)((x >> 33) % 5000) - 1000;
    }
}

static int cmp_long(const void *a, const void *b)
{
    long x = *(const long *)a, y = *(const long *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    int i, j, s, total = 0;
    for (s = 0; s < NSYNC; s++)
        for (i = 0; i < SYNC_MAX; i++)
            pSync[s][i] = SHMEM_SYNC_VALUE;
    start_pes(0);
    me = shmem_my_pe();
    npes = shmem_n_pes();
    if (npes > MAXPES) {
        if (me == 0)
            printf("sort: skipping, more than %d PEs\n", MAXPES);
        return 0;
    }
    if (SHMEM_COLLECT_SYNC_SIZE > SYNC_MAX ||
        SHMEM_ALLTOALL_SYNC_SIZE > SYNC_MAX ||
        SHMEM_REDUCE_SYNC_SIZE > SYNC_MAX) {
        printf("FAIL: sort: SYNC_MAX too small for this header\n");
        return 1;
    }
    for (i = 0; i < npes; i++)
        total += nloc(i);

    /* The serial answer: every PE's keys, sorted. */
    long *serial = malloc(total * sizeof(long));
    for (i = 0, j = 0; i < npes; j += nloc(i), i++)
        gen_keys(i, serial + j);
    long want_sum = 0, want_xor = 0;
    for (i = 0; i < total; i++)
        want_sum += serial[i], want_xor ^= serial[i] * 2654435761L;
    qsort(serial, total, sizeof(long), cmp_long);

    /* Symmetric buffers. */
    int n = nloc(me);
    int maxn = 0; /* shmem_malloc takes the same size on every PE */
    for (i = 0; i < npes; i++)
        maxn = nloc(i) > maxn ? nloc(i) : maxn;
    long *keys = shmem_malloc(maxn * sizeof(long));
    long *samples = shmem_malloc(npes * sizeof(long));
    long *all_samples = shmem_malloc(npes * npes * sizeof(long));
    long *sendcnt = shmem_malloc(npes * sizeof(long));
    long *recvcnt = shmem_malloc(npes * sizeof(long));
    long *displ = shmem_malloc(npes * sizeof(long));
    long *mydispl = shmem_malloc(npes * sizeof(long));
    long *bucket = shmem_malloc(total * sizeof(long));
    long *full = shmem_malloc(total * sizeof(long));
    long *counts = shmem_malloc(npes * sizeof(long));
    long *triple = shmem_malloc(3 * sizeof(long));
    long *triples = shmem_malloc(3 * npes * sizeof(long));
    if (!keys || !samples || !all_samples || !sendcnt || !recvcnt || !displ ||
        !mydispl || !bucket || !full || !counts || !triple || !triples) {
        printf("FAIL: sort: shmem_malloc returned NULL on PE %d\n", me);
        return 1;
    }

    /* 1. Local sort and regular samples, gathered everywhere. */
    gen_keys(me, keys);
    qsort(keys, n, sizeof(long), cmp_long);
    for (i = 0; i < npes; i++)
        samples[i] = keys[(long)i * n / npes];
    shmem_barrier_all();
    shmem_fcollect64(all_samples, samples, npes, 0, 0, npes, pSync[0]);
    qsort(all_samples, npes * npes, sizeof(long), cmp_long);
    long split[MAXPES]; /* bucket d holds split[d-1] <= key < split[d] */
    for (i = 0; i < npes - 1; i++)
        split[i] = all_samples[(i + 1) * npes];

    /* 2. Bucket the (sorted) local keys by destination. */
    int start[MAXPES + 1];
    for (i = 0, j = 0; i < npes; i++) {
        start[i] = j;
        while (j < n && (i == npes - 1 || keys[j] < split[i]))
            j++;
        sendcnt[i] = j - start[i];
    }
    start[npes] = n;
    CHECK(j == n, "bucketing consumed %d of %d keys", j, n);

    /* 3. Counts, then offsets in each receiver's bucket, by alltoall. */
    shmem_barrier_all();
    shmem_alltoall64(recvcnt, sendcnt, 1, 0, 0, npes, pSync[1]);
    long nrecv = 0;
    for (i = 0; i < npes; i++) {
        displ[i] = nrecv;
        nrecv += recvcnt[i];
    }
    shmem_barrier_all();
    shmem_alltoall64(mydispl, displ, 1, 0, 0, npes, pSync[2]);

    /* 4. Move the keys and sort the bucket. */
    for (i = 0; i < npes; i++) {
        int d = (me + i) % npes; /* stagger the destinations */
        if (sendcnt[d] > 0)
            shmem_long_put(bucket + mydispl[d], keys + start[d], sendcnt[d], d);
    }
    shmem_barrier_all(); /* completes the puts */
    qsort(bucket, nrecv, sizeof(long), cmp_long);
    for (i = 0; i < npes - 1 && nrecv > 0; i++) {
        if (i < me)
            CHECK(bucket[0] >= split[i], "bucket starts %ld below splitter %ld",
                  bucket[0], split[i]);
        else
            CHECK(bucket[nrecv - 1] < split[i],
                  "bucket ends %ld at or above splitter %ld",
                  bucket[nrecv - 1], split[i]);
    }

    /* 5. Counts by fcollect64, total by sum_to_all. */
    red_src = nrecv;
    shmem_barrier_all();
    shmem_fcollect64(counts, &red_src, 1, 0, 0, npes, pSync[3]);
    long csum = 0;
    for (i = 0; i < npes; i++)
        csum += counts[i];
    CHECK(counts[me] == nrecv, "fcollect64 counts[%d] = %ld, mine %ld", me,
          counts[me], nrecv);
    CHECK(csum == total, "bucket sizes add to %ld, want %d", csum, total);
    shmem_barrier_all();
    shmem_long_sum_to_all(&red_dst, &red_src, 1, 0, 0, npes, pWrk, pSync[4]);
    CHECK(red_dst == total, "sum_to_all of bucket sizes %ld, want %d", red_dst,
          total);

    /* 6. The whole sorted array by collect64 over all PEs. */
    memset(full, 0, total * sizeof(long));
    shmem_barrier_all();
    shmem_collect64(full, bucket, nrecv, 0, 0, npes, pSync[5]);
    long got_sum = 0, got_xor = 0;
    for (i = 0; i < total; i++) {
        got_sum += full[i], got_xor ^= full[i] * 2654435761L;
        if (i > 0)
            CHECK(full[i - 1] <= full[i], "not sorted at %d: %ld > %ld", i,
                  full[i - 1], full[i]);
        CHECK(full[i] == serial[i], "full[%d] = %ld, serial sort %ld", i,
              full[i], serial[i]);
    }
    CHECK(got_sum == want_sum && got_xor == want_xor,
          "checksum %ld/%ld, want %ld/%ld", got_sum, got_xor, want_sum,
          want_xor);

    /* 7. Active sets: even PEs (start 0, stride 2) and odd PEs (start 1,
     * stride 2) each collect their buckets and their (count, first, last)
     * triples; both must be the matching slices of the serial sort. */
    int set_start = me % 2, set_size = (npes - set_start + 1) / 2;
    long off[MAXPES + 1];
    off[0] = 0;
    for (i = 0; i < npes; i++)
        off[i + 1] = off[i] + counts[i];
    triple[0] = nrecv;
    triple[1] = nrecv ? bucket[0] : -99999;
    triple[2] = nrecv ? bucket[nrecv - 1] : -99999;
    memset(full, 0, total * sizeof(long));
    shmem_barrier_all();
    shmem_fcollect64(triples, triple, 3, set_start, 1, set_size, pSync[6]);
    shmem_collect64(full, bucket, nrecv, set_start, 1, set_size, pSync[7]);
    long pos = 0;
    for (s = 0; s < set_size; s++) {
        int pe = set_start + 2 * s;
        long c = counts[pe];
        CHECK(triples[3 * s] == c, "set %d: PE %d count %ld, want %ld",
              set_start, pe, triples[3 * s], c);
        if (c > 0) {
            CHECK(triples[3 * s + 1] == serial[off[pe]] &&
                      triples[3 * s + 2] == serial[off[pe] + c - 1],
                  "set %d: PE %d first/last %ld/%ld, want %ld/%ld", set_start,
                  pe, triples[3 * s + 1], triples[3 * s + 2], serial[off[pe]],
                  serial[off[pe] + c - 1]);
        }
        for (i = 0; i < c; i++, pos++)
            CHECK(full[pos] == serial[off[pe] + i],
                  "set %d collect64: element %ld = %ld, want %ld", set_start,
                  pos, full[pos], serial[off[pe] + i]);
    }

    shmem_barrier_all();
    shmem_free(triples);
    shmem_free(triple);
    shmem_free(counts);
    shmem_free(full);
    shmem_free(bucket);
    shmem_free(mydispl);
    shmem_free(displ);
    shmem_free(recvcnt);
    shmem_free(sendcnt);
    shmem_free(all_samples);
    shmem_free(samples);
    shmem_free(keys);
    free(serial);
    if (me == 0 && errors == 0)
        printf("sort: %d PEs, %d keys: ok\n", npes, total);
    fflush(stdout);
    return errors != 0;
}
