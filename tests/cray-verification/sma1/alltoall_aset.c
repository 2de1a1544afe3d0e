/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/alltoall_aset: shmem_alltoall32/64 and shmem_alltoalls32/64
 * (strides 1 and 3 on the target, 2 on the source) over every active set
 * the PE count allows: block j of member i's source lands as block i of
 * member j's target; elements between the strides stay untouched. */
#include <mpp/shmem.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "alltoall_aset"
#include "sma1.h"

#define NE 3                 /* elements per block */
#define MAXS 8               /* members */
#define MAXST 3              /* largest stride */
#define LEN (NE * MAXS * MAXST)
#define SENT 0x77777777U

static int me, npes, errors;
static long pSync[SHMEM_ALLTOALL_SYNC_SIZE], pSyncs[SHMEM_ALLTOALLS_SYNC_SIZE];
static uint32_t src32[LEN], dst32[LEN];
static uint64_t src64[LEN], dst64[LEN];

/* Element e of the block member src sends to member dst. */
#define VAL(srcpe, dst, e) ((uint64_t)(srcpe) * 10000u + (uint64_t)(dst) * 100u + (uint64_t)(e) + 1u)

static void one(const struct aset *a, int bits, int strided, int dst_st)
{
    int idx = set_index(a, me), j, e, pos, bad = 0;
    int sst = strided ? 2 : 1, tst = strided ? dst_st : 1;
    const char *nm = strided ? (bits == 32 ? "shmem_alltoalls32" : "shmem_alltoalls64")
                             : (bits == 32 ? "shmem_alltoall32" : "shmem_alltoall64");
    for (pos = 0; pos < LEN; pos++) {
        src32[pos] = SENT;
        src64[pos] = SENT;
        dst32[pos] = SENT;
        dst64[pos] = SENT;
    }
    /* the source: block j (for member j), element e, at (j*NE+e)*sst */
    for (j = 0; j < a->size; j++)
        for (e = 0; e < NE; e++) {
            src32[(j * NE + e) * sst] = (uint32_t)VAL(me, j, e);
            src64[(j * NE + e) * sst] = VAL(me, j, e) << 24;
        }
    shmem_barrier_all();
    if (idx < 0)
        return;
    if (!strided && bits == 32)
        shmem_alltoall32(dst32, src32, NE, a->start, a->logstride, a->size, pSync);
    else if (!strided)
        shmem_alltoall64(dst64, src64, NE, a->start, a->logstride, a->size, pSync);
    else if (bits == 32)
        shmem_alltoalls32(dst32, src32, tst, sst, NE, a->start, a->logstride,
                          a->size, pSyncs);
    else
        shmem_alltoalls64(dst64, src64, tst, sst, NE, a->start, a->logstride,
                          a->size, pSyncs);
    for (pos = 0; pos < LEN && !bad; pos++) {
        int blk = pos / tst / NE, el = pos / tst % NE;
        uint64_t got = bits == 32 ? dst32[pos] : dst64[pos], want = SENT;
        if (pos % tst == 0 && blk < a->size)
            want = bits == 32 ? (uint32_t)VAL(set_pe(a, blk), idx, el)
                              : VAL(set_pe(a, blk), idx, el) << 24;
        if (got != want) {
            FAILIF(1, "%s(dst stride %d, src stride %d, set %d/%d/%d): "
                   "dst[%d] = %#llx, want %#llx", nm, tst, sst, a->start,
                   a->logstride, a->size, pos, (unsigned long long)got,
                   (unsigned long long)want);
            bad = 1;
        }
    }
}

int main(void)
{
    struct aset sets[8];
    int i, n, bits, st;
    for (i = 0; i < SHMEM_ALLTOALL_SYNC_SIZE; i++)
        pSync[i] = SHMEM_SYNC_VALUE;
    for (i = 0; i < SHMEM_ALLTOALLS_SYNC_SIZE; i++)
        pSyncs[i] = SHMEM_SYNC_VALUE;
    sma1_start_pes(&me, &npes);
    if (npes > MAXS) {
        if (me == 0)
            printf("alltoall_aset: skipped (more than %d PEs)\n", MAXS);
        return 0;
    }
    n = make_sets(sets, npes);

    for (i = 0; i < n; i++)
        for (bits = 32; bits <= 64; bits += 32) {
            one(&sets[i], bits, 0, 1);
            shmem_barrier_all(); /* pSync reuse */
            for (st = 1; st <= MAXST; st += 2) {
                one(&sets[i], bits, 1, st);
                shmem_barrier_all();
            }
        }

    shmem_barrier_all();
    if (errors) {
        printf("FAIL: alltoall_aset PE %d: %d errors\n", me, errors);
        return 1;
    }
    if (me == 0)
        printf("alltoall_aset: passed on %d PEs (%d active sets)\n", npes, n);
    return 0;
}
