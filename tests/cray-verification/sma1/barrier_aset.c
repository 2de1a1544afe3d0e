/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/barrier_aset: shmem_barrier_all, shmem_sync_all and the active-set
 * shmem_barrier and shmem_sync over every active set the PE count allows
 * (strided ones included; disjoint sets also concurrently). Every member
 * adds to a counter on the set's first PE and puts a value to the next
 * member before the barrier; after it both must be complete. shmem_sync
 * orders no memory, so its rounds issue shmem_quiet first. */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "barrier_aset"
#include "sma1.h"

#define ROUNDS 3

static int me, npes, errors;
static long pSync_a[SHMEM_BARRIER_SYNC_SIZE], pSync_b[SHMEM_BARRIER_SYNC_SIZE];
static long counter, mailbox;

/* kind 0: shmem_barrier; 1: shmem_sync after shmem_quiet. */
static void rounds_on(const struct aset *a, long *pSync, int kind)
{
    int idx = set_index(a, me), r, next, prev;
    const char *nm = kind ? "shmem_sync" : "shmem_barrier";
    if (idx < 0)
        return;
    next = set_pe(a, (idx + 1) % a->size);
    prev = set_pe(a, (idx + a->size - 1) % a->size);
    for (r = 1; r <= ROUNDS; r++) {
        shmem_long_atomic_add(&counter, 1, a->start);
        shmem_long_p(&mailbox, 1000L * r + me, next);
        if (kind) {
            shmem_quiet();
            shmem_sync(a->start, a->logstride, a->size, pSync);
        } else
            shmem_barrier(a->start, a->logstride, a->size, pSync);
        FAILIF(mailbox != 1000L * r + prev,
               "%s(%d, %d, %d) round %d: mailbox %ld, want %ld", nm, a->start,
               a->logstride, a->size, r, mailbox, 1000L * r + prev);
        FAILIF(me == a->start && counter != (long)a->size * r,
               "%s(%d, %d, %d) round %d: counter %ld, want %ld", nm, a->start,
               a->logstride, a->size, r, counter, (long)a->size * r);
        /* nobody adds for the next round before the first PE has read */
        if (kind)
            shmem_sync(a->start, a->logstride, a->size, pSync);
        else
            shmem_barrier(a->start, a->logstride, a->size, pSync);
    }
}

int main(void)
{
    struct aset sets[8];
    int i, n, kind, r;
    for (i = 0; i < SHMEM_BARRIER_SYNC_SIZE; i++)
        pSync_a[i] = pSync_b[i] = SHMEM_SYNC_VALUE;
    sma1_start_pes(&me, &npes);
    n = make_sets(sets, npes);

    /* barrier_all and sync_all */
    for (r = 1; r <= ROUNDS; r++) {
        int right = (me + 1) % npes, left = (me + npes - 1) % npes;
        shmem_long_atomic_add(&counter, 1, 0);
        shmem_long_p(&mailbox, 100L * r + me, right);
        if (r % 2)
            shmem_barrier_all();
        else {
            shmem_quiet();
            shmem_sync_all();
        }
        FAILIF(mailbox != 100L * r + left, "%s round %d: mailbox %ld, want %ld",
               r % 2 ? "shmem_barrier_all" : "shmem_sync_all", r, mailbox,
               100L * r + left);
        FAILIF(me == 0 && counter != (long)npes * r,
               "%s round %d: counter %ld, want %ld",
               r % 2 ? "shmem_barrier_all" : "shmem_sync_all", r, counter,
               (long)npes * r);
        shmem_sync_all();
    }

    for (kind = 0; kind < 2; kind++) {
        for (i = 0; i < n; i++) {
            counter = 0;
            shmem_barrier_all();
            rounds_on(&sets[i], pSync_a, kind);
            shmem_barrier_all();
        }
        if (npes >= 2) { /* evens and odds at once, each its own pSync */
            counter = 0;
            shmem_barrier_all();
            rounds_on(&sets[1], pSync_a, kind);
            rounds_on(&sets[2], pSync_b, kind);
            shmem_barrier_all();
        }
    }

    shmem_barrier_all();
    if (errors) {
        printf("FAIL: barrier_aset PE %d: %d errors\n", me, errors);
        return 1;
    }
    if (me == 0)
        printf("barrier_aset: passed on %d PEs (%d active sets)\n", npes, n);
    return 0;
}
