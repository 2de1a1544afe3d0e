/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/sgi_generic: the SGI routines whose names carry no type, all on
 * 64-bit (long) elements as on the T3E/Altix: shmem_put, shmem_get,
 * shmem_iput, shmem_iget, shmem_swap, shmem_wait, shmem_wait_until and the
 * 8-argument active-set shmem_broadcast (over every active set the PE
 * count allows). Each is called as (name)(...): under C11 an
 * implementation may define a type-generic macro of the same name, and
 * the parentheses make sure the SGI routine itself is tested. (OpenSHMEM
 * implementations without the SGI names, e.g. Open MPI's, cannot build
 * this program.) */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "sgi_generic"
#include "sma1.h"

#define N 13
#define SENT 0x5a5a5a5aL

static int me, npes, left, right, errors;
static long pSync[SHMEM_BCAST_SYNC_SIZE];
static long src[3 * N], dst[3 * N], flag;

/* 64-bit values that would be cut by a 32-bit copy */
#define VAL(pe, i) (((long)(pe) + 1) * 0x100000001L + (long)(i))

static void reset(void)
{
    int i;
    for (i = 0; i < 3 * N; i++) {
        src[i] = VAL(me, i);
        dst[i] = SENT;
    }
    shmem_barrier_all();
}

static void rma(void)
{
    long loc[3 * N];
    int i;
    reset();
    (shmem_put)(dst, src, N - 1, right);
    shmem_barrier_all();
    for (i = 0; i < 3 * N; i++)
        FAILIF(dst[i] != (i < N - 1 ? VAL(left, i) : SENT),
               "shmem_put: dst[%d] = %#lx", i, dst[i]);
    for (i = 0; i < 3 * N; i++)
        loc[i] = SENT;
    (shmem_get)(loc, src + 1, N, right);
    for (i = 0; i < 3 * N; i++)
        FAILIF(loc[i] != (i < N ? VAL(right, i + 1) : SENT),
               "shmem_get: loc[%d] = %#lx", i, loc[i]);
    reset();
    (shmem_iput)(dst, src, 3, 2, N, right);
    shmem_barrier_all();
    for (i = 0; i < 3 * N; i++)
        FAILIF(dst[i] != (i % 3 ? SENT : VAL(left, i / 3 * 2)),
               "shmem_iput: dst[%d] = %#lx", i, dst[i]);
    for (i = 0; i < 3 * N; i++)
        loc[i] = SENT;
    (shmem_iget)(loc, src, 2, 3, N, right);
    for (i = 0; i < 3 * N; i++)
        FAILIF(loc[i] != (i % 2 || i / 2 >= N ? SENT : VAL(right, i / 2 * 3)),
               "shmem_iget: loc[%d] = %#lx", i, loc[i]);
    shmem_barrier_all();
}

static void amo_and_wait(void)
{
    static long x;
    long old;
    x = VAL(me, 0);
    flag = 0;
    shmem_barrier_all();
    old = (shmem_swap)(&x, VAL(me, 7), right);
    FAILIF(old != VAL(right, 0), "shmem_swap returned %#lx, want %#lx", old,
           VAL(right, 0));
    shmem_barrier_all();
    FAILIF(x != VAL(left, 7), "shmem_swap: x = %#lx, want %#lx", x,
           VAL(left, 7));
    /* shmem_wait: until flag != 0; shmem_wait_until: until flag < 0 */
    shmem_long_p(&flag, VAL(me, 1), right);
    (shmem_wait)(&flag, 0);
    FAILIF(flag != VAL(left, 1), "shmem_wait: flag %#lx, want %#lx", flag,
           VAL(left, 1));
    shmem_barrier_all();
    shmem_long_p(&flag, -VAL(me, 2), right);
    (shmem_wait_until)(&flag, SHMEM_CMP_LT, 0);
    FAILIF(flag != -VAL(left, 2), "shmem_wait_until: flag %#lx, want %#lx",
           flag, -VAL(left, 2));
    shmem_barrier_all();
}

static void bcast(const struct aset *a, int rootidx, int nelems)
{
    int idx = set_index(a, me), i, rootpe = set_pe(a, rootidx);
    reset();
    if (idx >= 0)
        (shmem_broadcast)(dst, src, nelems, rootidx, a->start, a->logstride,
                          a->size, pSync);
    for (i = 0; i < 3 * N; i++) {
        long want = idx >= 0 && idx != rootidx && i < nelems ? VAL(rootpe, i)
                                                            : SENT;
        if (dst[i] != want) {
            FAILIF(1, "shmem_broadcast(nelems %d, root %d, set %d/%d/%d): "
                   "dst[%d] = %#lx, want %#lx", nelems, rootidx, a->start,
                   a->logstride, a->size, i, dst[i], want);
            break;
        }
    }
    shmem_barrier_all(); /* pSync reuse */
}

int main(void)
{
    struct aset sets[8];
    int i, n;
    for (i = 0; i < SHMEM_BCAST_SYNC_SIZE; i++)
        pSync[i] = SHMEM_SYNC_VALUE;
    sma1_start_pes(&me, &npes);
    sma1_ring(me, npes, &left, &right);
    n = make_sets(sets, npes);

    rma();
    amo_and_wait();
    for (i = 0; i < n; i++) {
        bcast(&sets[i], 0, 1);
        bcast(&sets[i], sets[i].size - 1, 3 * N);
        bcast(&sets[i], sets[i].size / 2, N);
    }

    return sma1_end(SMA1_NAME, me, npes, errors);
}
