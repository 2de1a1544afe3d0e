/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/amo_short: Cray's 16-bit atomics (shmem_short_swap, _cswap, _finc,
 * _fadd, _inc, _add, _fetch, _set). Kept apart from amo_legacy because
 * OpenSHMEM implementations other than Cray's lack them. The neighbouring
 * shorts of the target must be left alone (no 32-bit read-modify-write
 * spilling over). */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "amo_short"
#include "sma1.h"

#define ITER 10

static int me, npes, left, right, errors;
/* x[1] is the target; x[0] and x[2] are guards. */
static short x[3], ctr[3];

#define VAL(pe) ((short)((pe) * 11 + 3))
#define GUARD ((short)-12345)

int main(void)
{
    short old;
    int i;
    sma1_start_pes(&me, &npes);
    sma1_ring(me, npes, &left, &right);

    x[0] = x[2] = ctr[0] = ctr[2] = GUARD;
    x[1] = VAL(me);
    ctr[1] = 0;
    shmem_barrier_all();
    old = shmem_short_fetch(&x[1], right);
    FAILIF(old != VAL(right), "shmem_short_fetch = %d, want %d", old,
           VAL(right));
    shmem_barrier_all();
    shmem_short_set(&x[1], (short)(VAL(me) + 300), right);
    shmem_barrier_all();
    FAILIF(x[1] != VAL(left) + 300, "shmem_short_set: x = %d, want %d", x[1],
           VAL(left) + 300);
    shmem_barrier_all();
    old = shmem_short_swap(&x[1], (short)-(VAL(me) + 600), right);
    FAILIF(old != VAL(me) + 300, "shmem_short_swap returned %d, want %d", old,
           VAL(me) + 300);
    shmem_barrier_all();
    FAILIF(x[1] != -(VAL(left) + 600), "shmem_short_swap: x = %d, want %d",
           x[1], -(VAL(left) + 600));
    shmem_barrier_all();
    /* right's x now holds what I swapped in: -(VAL(me) + 600) */
    old = shmem_short_cswap(&x[1], 1, 2, right);
    FAILIF(old != -(VAL(me) + 600), "shmem_short_cswap (no match) "
           "returned %d, want %d", old, -(VAL(me) + 600));
    old = shmem_short_cswap(&x[1], (short)-(VAL(me) + 600), (short)-1, right);
    FAILIF(old != -(VAL(me) + 600), "shmem_short_cswap returned %d, want %d",
           old, -(VAL(me) + 600));
    for (i = 0; i < ITER; i++) {
        old = shmem_short_finc(&ctr[1], 0);
        FAILIF(old < 0 || old >= 5 * ITER * npes, "shmem_short_finc returned "
               "%d", old);
        old = shmem_short_fadd(&ctr[1], 2, 0);
        FAILIF(old < 0 || old >= 5 * ITER * npes, "shmem_short_fadd returned "
               "%d", old);
        shmem_short_inc(&ctr[1], 0);
        shmem_short_add(&ctr[1], 1, 0);
    }
    shmem_barrier_all();
    FAILIF(x[1] != -1, "shmem_short_cswap: x = %d, want -1", x[1]);
    FAILIF(me == 0 && ctr[1] != 5 * ITER * npes, "shmem_short_finc/fadd/inc/"
           "add: counter %d, want %d", ctr[1], 5 * ITER * npes);
    FAILIF(x[0] != GUARD || x[2] != GUARD || ctr[0] != GUARD ||
           ctr[2] != GUARD, "shmem_short_*: neighbouring shorts changed: "
           "%d %d %d %d", x[0], x[2], ctr[0], ctr[2]);
    /* A 16-bit counter wraps like a short. */
    shmem_barrier_all();
    if (me == 0)
        ctr[1] = 32767;
    shmem_barrier_all();
    if (me == npes - 1)
        shmem_short_inc(&ctr[1], 0);
    shmem_barrier_all();
    FAILIF(me == 0 && ctr[1] != -32768, "shmem_short_inc at 32767: %d, want "
           "-32768", ctr[1]);

    return sma1_end(SMA1_NAME, me, npes, errors);
}
