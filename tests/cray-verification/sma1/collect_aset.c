/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/collect_aset: shmem_collect32/64 (a different count from each
 * member, zero included) and shmem_fcollect32/64 over every active set
 * the PE count allows: every member's target is the members' blocks in
 * set order, and nothing past its end is written. */
#include <mpp/shmem.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "collect_aset"
#include "sma1.h"

#define MAXE 9
#define MAXD (MAXE * 8 + 4)
#define SENT 0xdeadbeefU

static int me, npes, errors;
static long pSync[SHMEM_COLLECT_SYNC_SIZE];
static uint32_t src32[MAXE], dst32[MAXD];
static uint64_t src64[MAXE], dst64[MAXD];

#define VAL(pe, i) ((uint64_t)(pe) * 1000u + (uint64_t)(i) + 1u)

/* How many elements member idx contributes to collect (variant v). */
static int count_of(int idx, int v, int fixed)
{
    if (fixed)
        return v + 1;
    return (idx + v) % 3 == 0 ? 0 : (idx * 5 + v) % MAXE + 1;
}

static void one(const struct aset *a, int v, int fixed, int bits)
{
    int idx = set_index(a, me), i, k, pos = 0, bad = 0;
    const char *nm = fixed ? (bits == 32 ? "shmem_fcollect32" : "shmem_fcollect64")
                           : (bits == 32 ? "shmem_collect32" : "shmem_collect64");
    size_t mine = (size_t)count_of(idx, v, fixed);
    for (i = 0; i < MAXE; i++) {
        src32[i] = (uint32_t)VAL(me, i);
        src64[i] = VAL(me, i) << 32 | VAL(me, i);
    }
    for (i = 0; i < MAXD; i++) {
        dst32[i] = SENT;
        dst64[i] = SENT;
    }
    shmem_barrier_all();
    if (idx < 0)
        return;
    if (fixed && bits == 32)
        shmem_fcollect32(dst32, src32, mine, a->start, a->logstride, a->size, pSync);
    else if (fixed)
        shmem_fcollect64(dst64, src64, mine, a->start, a->logstride, a->size, pSync);
    else if (bits == 32)
        shmem_collect32(dst32, src32, mine, a->start, a->logstride, a->size, pSync);
    else
        shmem_collect64(dst64, src64, mine, a->start, a->logstride, a->size, pSync);
    for (k = 0; k < a->size && !bad; k++) {
        int pe = set_pe(a, k), c = count_of(k, v, fixed);
        for (i = 0; i < c && !bad; i++, pos++) {
            uint64_t got = bits == 32 ? dst32[pos] : dst64[pos];
            uint64_t want = bits == 32 ? (uint32_t)VAL(pe, i)
                                       : (VAL(pe, i) << 32 | VAL(pe, i));
            if (got != want) {
                FAILIF(1, "%s(set %d/%d/%d, variant %d): dst[%d] (PE %d "
                       "element %d) = %#llx, want %#llx", nm, a->start,
                       a->logstride, a->size, v, pos, pe, i,
                       (unsigned long long)got, (unsigned long long)want);
                bad = 1;
            }
        }
    }
    for (; pos < MAXD && !bad; pos++)
        if ((bits == 32 ? dst32[pos] : dst64[pos]) != SENT) {
            FAILIF(1, "%s(set %d/%d/%d, variant %d): dst[%d] written past the "
                   "end", nm, a->start, a->logstride, a->size, v, pos);
            bad = 1;
        }
}

int main(void)
{
    struct aset sets[8];
    int i, n, v, fixed, bits;
    for (i = 0; i < SHMEM_COLLECT_SYNC_SIZE; i++)
        pSync[i] = SHMEM_SYNC_VALUE;
    sma1_start_pes(&me, &npes);
    n = make_sets(sets, npes);

    for (i = 0; i < n; i++)
        for (fixed = 0; fixed < 2; fixed++)
            for (bits = 32; bits <= 64; bits += 32)
                for (v = 0; v < 3; v++) {
                    one(&sets[i], v, fixed, bits);
                    shmem_barrier_all(); /* pSync reuse */
                }

    shmem_barrier_all();
    if (errors) {
        printf("FAIL: collect_aset PE %d: %d errors\n", me, errors);
        return 1;
    }
    if (me == 0)
        printf("collect_aset: passed on %d PEs (%d active sets)\n", npes, n);
    return 0;
}
