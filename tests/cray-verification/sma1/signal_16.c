/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/signal_16: OpenSHMEM 1.6 signals without data. Each round every
 * PE puts a block to its right-hand PE, completes it towards that PE
 * (shmem_pe_quiet, shmem_ctx_pe_quiet) and then signals it with
 * shmem_signal_add (and, in turn, shmem_signal_set, the context forms on
 * SHMEM_CTX_DEFAULT, and Sandia OpenSHMEM's shmemx_ names); the right-hand
 * PE waits for the signal and must then see the block. Last, every PE
 * adds its number + 1 to PE 0's counter, which must reach the sum. */
#include <mpp/shmem.h>
#include <mpp/shmemx.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "signal_16"
#include "sma1.h"

#define N 64
#define FORMS 8

static int me, npes, left, right, errors;
static uint64_t sig, counter;
static long block[N];

static void signal_right(int form, uint64_t round)
{
    switch (form) {
    case 0: shmem_signal_add(&sig, 1, right); break;
    case 1: shmem_signal_set(&sig, round, right); break;
    case 2: shmem_ctx_signal_add(SHMEM_CTX_DEFAULT, &sig, 1, right); break;
    case 3: shmem_ctx_signal_set(SHMEM_CTX_DEFAULT, &sig, round, right); break;
    case 4: shmemx_signal_add(&sig, 1, right); break;
    case 5: shmemx_signal_set(&sig, round, right); break;
    case 6: shmemx_ctx_signal_add(SHMEM_CTX_DEFAULT, &sig, 1, right); break;
    default: shmemx_ctx_signal_set(SHMEM_CTX_DEFAULT, &sig, round, right);
    }
}

int main(void)
{
    long src[N];
    uint64_t round, v;
    int i, form;
    sma1_init(&me, &npes);
    sma1_ring(me, npes, &left, &right);

    /* sig counts rounds: an add of 1 or a set to the round both leave it
     * at the round number. */
    for (round = 1; round <= 4 * FORMS; round++) {
        form = (int)(round % FORMS);
        for (i = 0; i < N; i++)
            src[i] = (long)round * 1000 + me * 10 + i;
        shmem_long_put(block, src, N, right);
        if (form % 2) /* 1.6: completion towards that PE only */
            shmem_pe_quiet(&right, 1);
        else
            shmem_ctx_pe_quiet(SHMEM_CTX_DEFAULT, &right, 1);
        signal_right(form, round);
        v = shmem_signal_wait_until(&sig, SHMEM_CMP_EQ, round);
        FAILIF(v != round, "form %d: signal %llu, want %llu", form,
               (unsigned long long)v, (unsigned long long)round);
        for (i = 0; i < N; i++)
            if (block[i] != (long)round * 1000 + left * 10 + i) {
                FAILIF(1, "form %d round %llu: block[%d] = %ld after the "
                       "signal", form, (unsigned long long)round, i,
                       block[i]);
                break;
            }
        shmem_barrier_all(); /* the block is read before the next put */
    }

    shmem_signal_add(&counter, (uint64_t)me + 1, 0);
    if (me == 0) {
        uint64_t want = (uint64_t)npes * (uint64_t)(npes + 1) / 2;
        v = shmem_signal_wait_until(&counter, SHMEM_CMP_GE, want);
        FAILIF(v != want, "counter %llu, want %llu", (unsigned long long)v,
               (unsigned long long)want);
    }
    return sma1_finalize(SMA1_NAME, me, npes, errors);
}
