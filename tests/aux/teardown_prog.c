/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * teardown_prog HOW WHERE [PE [DELAY_US]]: every PE gets into state WHERE;
 * one PE (the last by default) instead ends HOW once the others are
 * certainly waiting (DELAY_US after a barrier, 200 ms by default; a few ms
 * catch the others still spinning or yielding, not yet sleeping).
 * tests/sh/teardown.sh checks that the whole job ends within 2 s, that
 * oshrun names the PE and how it ended, and that nothing is left behind.
 *
 * WHERE: barrier, wait_until, lock (the dying PE holds the lock the others
 * ask for), team (a reduction on a team split from SHMEM_TEAM_WORLD), aset
 * (an active-set broadcast from the dying PE), signal, vector (the waits on
 * arrays: _all, _any, _some by PE).
 * HOW: kill9, segv, abort, term, return (from main, without
 * shmem_finalize), exit (exit(5)), _exit (_exit(6)), global_exit
 * (shmem_global_exit(7)).
 *
 * Just before it ends, the dying PE prints "teardown_prog: PE d dies at
 * T" (T: CLOCK_REALTIME in ns, comparable with date +%s%N) on stdout.
 */
#define _DEFAULT_SOURCE /* usleep */
#include <shmem.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define NVEC 16

static long flag;                 /* wait_until: the dying PE would set it */
static long lock;                 /* lock: the dying PE holds it */
static uint64_t sig;              /* signal: the dying PE would signal it */
static long vec[NVEC];            /* vector: the dying PE would set them */
static long src, dst;             /* team, aset */
static long psync[SHMEM_BCAST_SYNC_SIZE];
/* Unmapped; volatile so the compiler neither sees nor drops the store. */
static volatile int *volatile bad_address = (volatile int *)16;

static void usage(void)
{
    fprintf(stderr, "usage: teardown_prog "
                    "kill9|segv|abort|term|return|exit|_exit|global_exit "
                    "barrier|wait_until|lock|team|aset|signal|vector "
                    "[PE [DELAY_US]]\n");
    exit(2);
}

/* Returns only for "return" (main returns, without shmem_finalize). */
static void die(const char *how, int me)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    printf("teardown_prog: PE %d dies at %lld\n", me,
           (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec);
    fflush(stdout);
    if (!strcmp(how, "kill9"))
        raise(SIGKILL);
    else if (!strcmp(how, "segv"))
        *bad_address = 1; /* a real invalid write */
    else if (!strcmp(how, "abort"))
        abort();
    else if (!strcmp(how, "term"))
        raise(SIGTERM);
    else if (!strcmp(how, "exit"))
        exit(5);
    else if (!strcmp(how, "_exit"))
        _exit(6);
    else if (!strcmp(how, "global_exit"))
        shmem_global_exit(7);
    /* "return" */
}

int main(int argc, char **argv)
{
    static const char *const hows[] = {"kill9", "segv",  "abort", "term",
                                       "return", "exit", "_exit",
                                       "global_exit"};
    static const char *const wheres[] = {"barrier", "wait_until", "lock",
                                         "team",    "aset",       "signal",
                                         "vector"};
    if (argc < 3 || argc > 5)
        usage();
    const char *how = argv[1], *where = argv[2];
    int ok = 0;
    for (size_t i = 0; i < sizeof(hows) / sizeof(hows[0]); i++)
        ok |= !strcmp(how, hows[i]);
    if (!ok)
        usage();
    ok = 0;
    for (size_t i = 0; i < sizeof(wheres) / sizeof(wheres[0]); i++)
        ok |= !strcmp(where, wheres[i]);
    if (!ok)
        usage();

    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes();
    int d = argc > 3 ? atoi(argv[3]) : n - 1; /* the PE that dies */
    long delay_us = argc > 4 ? atol(argv[4]) : 200000;
    if (d < 0 || d >= n) {
        fprintf(stderr, "teardown_prog: PE %d is not in 0..%d\n", d, n - 1);
        return 2;
    }
    for (int i = 0; i < SHMEM_BCAST_SYNC_SIZE; i++)
        psync[i] = SHMEM_SYNC_VALUE;

    /* The team: every PE, split from SHMEM_TEAM_WORLD (collective). */
    shmem_team_t team = SHMEM_TEAM_INVALID;
    if (!strcmp(where, "team") &&
        (shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 1, n, NULL, 0,
                                  &team) != 0 ||
         team == SHMEM_TEAM_INVALID)) {
        fprintf(stderr, "teardown_prog: PE %d: team split failed\n", me);
        return 3;
    }
    if (!strcmp(where, "lock") && me == d)
        shmem_set_lock(&lock); /* held from before the others ask */
    shmem_barrier_all();

    if (me == d) {
        usleep((useconds_t)delay_us); /* the others are waiting by now */
        die(how, me);
        return 0; /* without shmem_finalize */
    }

    if (!strcmp(where, "barrier")) {
        shmem_barrier_all();
    } else if (!strcmp(where, "wait_until")) {
        shmem_long_wait_until(&flag, SHMEM_CMP_EQ, 1);
    } else if (!strcmp(where, "lock")) {
        shmem_set_lock(&lock);
        shmem_clear_lock(&lock);
    } else if (!strcmp(where, "team")) {
        src = me;
        shmem_long_sum_reduce(team, &dst, &src, 1);
    } else if (!strcmp(where, "aset")) {
        /* The dying PE is the root: the others wait for its data. */
        src = 42;
        shmem_broadcast64(&dst, &src, 1, d, 0, 0, n, psync);
    } else if (!strcmp(where, "signal")) {
        shmem_signal_wait_until(&sig, SHMEM_CMP_EQ, 1);
    } else if (!strcmp(where, "vector")) {
        size_t idx[NVEC];
        long cmp_values[NVEC];
        for (int i = 0; i < NVEC; i++)
            cmp_values[i] = 1;
        switch (me % 4) {
        case 0: shmem_long_wait_until_all(vec, NVEC, NULL, SHMEM_CMP_EQ, 1);
            break;
        case 1: shmem_long_wait_until_any(vec, NVEC, NULL, SHMEM_CMP_EQ, 1);
            break;
        case 2:
            shmem_long_wait_until_some(vec, NVEC, idx, NULL, SHMEM_CMP_EQ, 1);
            break;
        default:
            shmem_long_wait_until_all_vector(vec, NVEC, NULL, SHMEM_CMP_EQ,
                                             cmp_values);
        }
    }
    /* The wait can only end by the job ending: reaching here is a bug. */
    fprintf(stderr, "teardown_prog: PE %d: the %s wait returned\n", me, where);
    return 4;
}
