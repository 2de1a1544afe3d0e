/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/coll_b2b: the SGI idiom of collectives back to back with no barrier
 * between calls, passing two pSync arrays in turn (pSync1, pSync2, pSync1,
 * ...) and, separately, one pSync every time: shmem_broadcast32/64 from
 * root 1 (the last PE at 2), shmem_fcollect32, shmem_collect64 with
 * PE-dependent counts, shmem_int_sum_to_all, shmem_long_max_to_all and
 * shmem_alltoall32, in a loop where every PE checks its whole dest right
 * after each call and then refills it with a sentinel. Legal by the SGI
 * man pages; works on SGI, Cray, SOS and Open MPI. */
#include <mpp/shmem.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "coll_b2b"
#include "sma1.h"

#define ITERS 200
#define MAXN 64
#define MAXPES 64
#define SENT 0x7e7e7e7e

static int me, npes, errors;
/* Each big enough for every collective (alltoall's is the largest in some
 * implementations). */
#define MAX2(a, b) ((a) > (b) ? (a) : (b))
#define PSYNC_SIZE                                                             \
    MAX2(MAX2(SHMEM_REDUCE_SYNC_SIZE, SHMEM_BCAST_SYNC_SIZE),                  \
         MAX2(SHMEM_COLLECT_SYNC_SIZE, SHMEM_ALLTOALL_SYNC_SIZE))
static long pSync1[PSYNC_SIZE], pSync2[PSYNC_SIZE];
static int pWrk_i[SHMEM_REDUCE_MIN_WRKDATA_SIZE + MAXN];
static long pWrk_l[SHMEM_REDUCE_MIN_WRKDATA_SIZE + MAXN];
static int32_t src32[MAXN * MAXPES], dst32[MAXN * MAXPES];
static int64_t src64[MAXN * MAXPES], dst64[MAXN * MAXPES];

/* Distinct for every iteration, PE and index. */
#define VAL(it, pe, i) (((it) % 1000) * 100000 + (pe) * 1000 + (i) + 1)

static void refill(void)
{
    int i;
    for (i = 0; i < MAXN * MAXPES; i++) {
        dst32[i] = SENT;
        dst64[i] = SENT;
    }
}

/* kind: 0 broadcast32, 1 broadcast64, 2 fcollect32, 3 collect64, 4 int
 * sum, 5 long max, 6 alltoall32 */
static void loop(int kind, int two)
{
    static const char *nm[] = {"shmem_broadcast32", "shmem_broadcast64",
                               "shmem_fcollect32",  "shmem_collect64",
                               "shmem_int_sum_to_all",
                               "shmem_long_max_to_all", "shmem_alltoall32"};
    int root = npes > 1 ? 1 : 0, it, i, p, bad = 0;
    refill();
    shmem_barrier_all(); /* once, before the loop */
    for (it = 0; it < ITERS && !bad; it++) {
        long *ps = two && (it & 1) ? pSync2 : pSync1;
        int n = 1 + (it * 7) % MAXN, mine = (me + it) % 5, at = 0;
        for (i = 0; i < n * npes || i < 5; i++) { /* collect: to 4 */
            src32[i] = VAL(it, me, i);
            src64[i] = VAL(it, me, i);
        }
        switch (kind) {
        case 0:
            shmem_broadcast32(dst32, src32, n, root, 0, 0, npes, ps);
            for (i = 0; i < n && !bad; i++)
                bad = dst32[i] != (me == root ? SENT : VAL(it, root, i));
            break;
        case 1:
            shmem_broadcast64(dst64, src64, n, root, 0, 0, npes, ps);
            for (i = 0; i < n && !bad; i++)
                bad = dst64[i] != (me == root ? SENT : VAL(it, root, i));
            break;
        case 2:
            shmem_fcollect32(dst32, src32, n, 0, 0, npes, ps);
            for (p = 0; p < npes; p++)
                for (i = 0; i < n && !bad; i++)
                    bad = dst32[p * n + i] != VAL(it, p, i);
            break;
        case 3:
            shmem_collect64(dst64, src64, mine, 0, 0, npes, ps);
            for (p = 0; p < npes; p++)
                for (i = 0; i < (p + it) % 5 && !bad; i++)
                    bad = dst64[at++] != VAL(it, p, i);
            bad = bad || dst64[at] != SENT;
            break;
        case 4:
            shmem_int_sum_to_all((int *)dst32, (int *)src32, n, 0, 0, npes,
                                 pWrk_i, ps);
            for (i = 0; i < n && !bad; i++) {
                long e = 0;
                for (p = 0; p < npes; p++)
                    e += VAL(it, p, i);
                bad = dst32[i] != (int32_t)e;
            }
            break;
        case 5:
            shmem_long_max_to_all((long *)dst64, (long *)src64, n, 0, 0, npes,
                                  pWrk_l, ps);
            for (i = 0; i < n && !bad; i++)
                bad = dst64[i] != VAL(it, npes - 1, i);
            break;
        default:
            shmem_alltoall32(dst32, src32, n, 0, 0, npes, ps);
            for (p = 0; p < npes; p++)
                for (i = 0; i < n && !bad; i++)
                    bad = dst32[p * n + i] != VAL(it, p, me * n + i);
            break;
        }
        FAILIF(bad, "%s, %s, call %d (%d elements): wrong result", nm[kind],
               two ? "two pSyncs in turn" : "one pSync", it, n);
        refill(); /* read, then refilled: no barrier before the next call */
    }
}

int main(void)
{
    int i, kind;
    for (i = 0; i < PSYNC_SIZE; i++)
        pSync1[i] = pSync2[i] = SHMEM_SYNC_VALUE;
    start_pes(0);
    me = shmem_my_pe();
    npes = shmem_n_pes();
    if (npes > MAXPES) {
        if (me == 0)
            printf("coll_b2b: more than %d PEs; skipped\n", MAXPES);
        return 0;
    }
    for (kind = 0; kind < 7; kind++) {
        loop(kind, 1);
        loop(kind, 0);
    }
    shmem_barrier_all();
    if (me == 0 && errors == 0)
        printf("coll_b2b: passed at %d PEs\n", npes);
    return errors != 0;
}
