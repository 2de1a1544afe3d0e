/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/bcast_aset: shmem_broadcast32 and shmem_broadcast64 over every
 * active set the PE count allows, from the first, middle and last member,
 * for several lengths. Members other than the root receive the root's
 * data; the root's and non-members' targets stay untouched. (The SGI
 * shmem_broadcast on longs: sgi_generic.c.) */
#include <mpp/shmem.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "bcast_aset"
#include "sma1.h"

#define MAXN 300
#define SENT 0x5a5a5a5aU

static int me, npes, errors;
static long pSync[SHMEM_BCAST_SYNC_SIZE], pSync2[SHMEM_BCAST_SYNC_SIZE];
static uint32_t src32[MAXN], dst32[MAXN];
static uint64_t src64[MAXN], dst64[MAXN];

#define VAL(pe, i) ((uint64_t)(pe) * 100000u + (uint64_t)(i) + 1u)

static void reset(void)
{
    int i;
    for (i = 0; i < MAXN; i++) {
        src32[i] = (uint32_t)VAL(me, i);
        src64[i] = VAL(me, i) << 20;
        dst32[i] = SENT;
        dst64[i] = SENT;
    }
}

/* which: 0 broadcast32, 1 broadcast64 */
static void one(const struct aset *a, int rootidx, int nelems, int which,
                long *ps)
{
    static const char *nm[] = {"shmem_broadcast32", "shmem_broadcast64"};
    int idx = set_index(a, me), rootpe = set_pe(a, rootidx), i, bad = 0;
    if (idx >= 0) {
        if (which == 0)
            shmem_broadcast32(dst32, src32, nelems, rootidx, a->start,
                              a->logstride, a->size, ps);
        else
            shmem_broadcast64(dst64, src64, nelems, rootidx, a->start,
                              a->logstride, a->size, ps);
    }
    for (i = 0; i < MAXN && !bad; i++) {
        int recv = idx >= 0 && idx != rootidx && i < nelems;
        uint64_t got = which == 0 ? dst32[i] : dst64[i];
        uint64_t want = !recv       ? SENT
                        : which == 0 ? (uint32_t)VAL(rootpe, i)
                                     : VAL(rootpe, i) << 20;
        if (got != want) {
            FAILIF(1, "%s(nelems %d, root %d, set %d/%d/%d): dst[%d] = %#llx, "
                   "want %#llx", nm[which], nelems, rootidx, a->start,
                   a->logstride, a->size, i, (unsigned long long)got,
                   (unsigned long long)want);
            bad = 1;
        }
    }
}

int main(void)
{
    struct aset sets[8];
    static const int lens[] = {1, 7, MAXN};
    int i, n, l, w, ri;
    for (i = 0; i < SHMEM_BCAST_SYNC_SIZE; i++)
        pSync[i] = pSync2[i] = SHMEM_SYNC_VALUE;
    sma1_start_pes(&me, &npes);
    n = make_sets(sets, npes);

    for (i = 0; i < n; i++)
        for (w = 0; w < 2; w++)
            for (l = 0; l < 3; l++) {
                int roots[3] = {0, sets[i].size / 2, sets[i].size - 1};
                for (ri = 0; ri < 3; ri++) {
                    if (ri > 0 && roots[ri] == roots[ri - 1])
                        continue;
                    reset();
                    shmem_barrier_all();
                    one(&sets[i], roots[ri], lens[l], w, pSync);
                    shmem_barrier_all(); /* pSync reuse */
                }
            }
    /* disjoint sets at once: evens from their last member, odds from
     * their first, each with its own pSync */
    if (npes >= 2)
        for (w = 0; w < 2; w++) {
            reset();
            shmem_barrier_all();
            if (me % 2 == 0)
                one(&sets[1], sets[1].size - 1, 5, w, pSync);
            else
                one(&sets[2], 0, 5, w, pSync2);
            shmem_barrier_all();
        }

    shmem_barrier_all();
    if (errors) {
        printf("FAIL: bcast_aset PE %d: %d errors\n", me, errors);
        return 1;
    }
    if (me == 0)
        printf("bcast_aset: passed on %d PEs (%d active sets)\n", npes, n);
    return 0;
}
