/* SPDX-License-Identifier: BSD-3-Clause */
/* A thread started by the program's own constructor, before main and
 * before shmem_init, keeps writing a global: the library remapped the
 * program's data before any program constructor ran, so the thread writes
 * the symmetric copy, and other PEs see its writes. */
/* shmap-test: npes=1,2,3,4 timeout=60 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <sched.h>

#include "testutil.h"

static long ticks;           /* written by the constructor's thread */
static int stop;             /* main tells it to end (locked RMWs, which
                              * helgrind sees as synchronisation) */
static long seen[1];
static pthread_t ticker;
static int started;

static void *tick(void *arg)
{
    (void)arg;
    while (!__atomic_fetch_or(&stop, 0, __ATOMIC_ACQ_REL)) {
        __atomic_fetch_add(&ticks, 1, __ATOMIC_RELAXED);
        sched_yield();
    }
    return NULL;
}

__attribute__((constructor)) static void start_ticker(void)
{
    started = pthread_create(&ticker, NULL, tick, NULL) == 0;
}

int main(void)
{
    int me, npes, left, right;
    test_init(&me, &npes, &left, &right);
    CHECK(started, "the constructor could not start its thread");
    CHECK(shmem_addr_accessible(&ticks, right),
          "a global written by a constructor's thread is not symmetric");
    /* wait until the ticker has run since init, then read the right
     * neighbour's counter remotely: its thread's writes are there */
    long t0 = __atomic_load_n(&ticks, __ATOMIC_RELAXED);
    while (__atomic_load_n(&ticks, __ATOMIC_RELAXED) < t0 + 10)
        sched_yield();
    shmem_barrier_all();
    long a = shmem_long_atomic_fetch(&ticks, right);
    long b;
    do {
        sched_yield();
        b = shmem_long_atomic_fetch(&ticks, right);
    } while (b == a && ++seen[0] < 1000000);
    CHECK(a > 0 && b > a, "PE %d's ticks seen from PE %d: %ld then %ld", right,
          me, a, b);
    shmem_barrier_all();
    __atomic_fetch_or(&stop, 1, __ATOMIC_ACQ_REL);
    pthread_join(ticker, NULL);
    return test_exit();
}
