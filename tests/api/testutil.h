/* SPDX-License-Identifier: BSD-3-Clause */
/* Self-checking SPMD tests: CHECK records failures, test_exit() ends. */
#ifndef SHMAP_TESTUTIL_H
#define SHMAP_TESTUTIL_H

#include <mpp/shmem.h>
/* The type tables (X-macros) every typed test expands: internal to the
 * library, so reached by path rather than installed. */
#include "../../src/core/shmemi_types.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * A test program runs under oshrun at several PE counts (the runner reads
 * an optional "shmap-test:" line naming them: npes=1,2,4,16
 * timeout=SECONDS; without one, 1 2 3 4 5 8). It exits 0
 * on success, 1 on failure (after printing "FAIL:" lines on stderr) and 77
 * to skip.
 */
static int test_failures;

#define CHECK(cond, ...)                                                       \
    do {                                                                       \
        if (!(cond)) {                                                         \
            char msg_[512];                                                    \
            snprintf(msg_, sizeof(msg_), __VA_ARGS__);                         \
            /* One call, so lines from several PEs do not interleave. */       \
            /* __func__ too: in a macro-generated test the line is the         \
             * macro's, the function (seq_std_int, ...) names the type. */     \
            fprintf(stderr, "FAIL: PE %d: %s:%d (%s): %s\n", shmem_my_pe(),    \
                    __FILE__, __LINE__, __func__, msg_);                       \
            if (++test_failures > 20) {                                        \
                fprintf(stderr, "FAIL: too many failures, stopping\n");        \
                exit(1);                                                       \
            }                                                                  \
        }                                                                      \
    } while (0)

/*
 * Do loads and stores reach PE pe's memory (shmem_ptr not NULL)? Yes under
 * oshrun, except when SMA_TRANSPORT / SHMEM_TRANSPORT (which wins) sends
 * the other PEs through the transport interface: then shmem_ptr must be
 * NULL for them, as for PEs on other nodes.
 */
/* Started by an MPI or PMIx launcher, where SHMAP_NODE_SIZE counts. */
static inline int test_launched(void)
{
    return getenv("OMPI_COMM_WORLD_SIZE") || getenv("PMIX_NAMESPACE");
}

/* Under srun: the consecutive PEs [*start, *start + *size) of PE pe's
 * node, from SLURM_STEP_TASKS_PER_NODE ("3,1", "2(x2),1") as srun's
 * default block distribution fills the nodes in order; 0 when the counts
 * do not add up to npes (another step's, or not a count list). */
static inline int test_slurm_node(const char *s, int pe, int npes,
                                  int *start, int *size)
{
    long first = 0, at = -1, c = 0, n;
    while (*s) {
        char *e;
        long rep = 1;
        n = strtol(s, &e, 10);
        if (e == s || n <= 0)
            return 0;
        if (strncmp(e, "(x", 2) == 0) {
            rep = strtol(e + 2, &e, 10);
            if (rep <= 0 || *e++ != ')')
                return 0;
        }
        for (; rep > 0 && first <= npes; rep--, first += n)
            if (pe >= first && pe < first + n)
                at = first, c = n;
        if (*e == ',')
            e++;
        else if (*e)
            return 0;
        s = e;
    }
    if (at < 0 || first != npes)
        return 0;
    *start = (int)at;
    *size = (int)c;
    return 1;
}

/*
 * PE pe's node as the consecutive PEs [*start, *start + *size) on it:
 * under an MPI or PMIx launcher on one host, the pseudo-nodes of
 * SHMAP_NODE_SIZE=k (the last one may be shorter); on real nodes under
 * srun --mpi=pmix (tests/sh/slurm_2nodes.sh), srun's count of each
 * node's tasks; under mpirun, whose default mapping fills each node's
 * slots with consecutive ranks, on the equal nodes the tests launch
 * (tests/sh/mpi_netns*.sh), OMPI_COMM_WORLD_LOCAL_SIZE; else the job.
 */
static inline void test_node_of(int pe, int npes, int *start, int *size)
{
    const char *k = getenv("SHMAP_NODE_SIZE");
    const char *s = getenv("SLURM_STEP_TASKS_PER_NODE");
    const char *l = getenv("OMPI_COMM_WORLD_LOCAL_SIZE");
    int n = k && test_launched() ? atoi(k) : 0;
    *start = 0;
    *size = npes;
    if (n <= 0 && s && test_launched() &&
        test_slurm_node(s, pe, npes, start, size))
        return;
    if (n <= 0 && l)
        n = atoi(l);
    if (n <= 0 || n >= npes)
        return;
    *start = pe / n * n;
    *size = npes - *start < n ? npes - *start : n;
}

static inline int test_ptr_reaches(int pe)
{
    const char *t = getenv("SHMEM_TRANSPORT");
    int start, size;
    if (!t)
        t = getenv("SMA_TRANSPORT");
    if (pe == shmem_my_pe())
        return 1;
    if (t && strcmp(t, "indirect") == 0)
        return 0;
    /* only the PEs of one's own node are mapped */
    test_node_of(shmem_my_pe(), shmem_n_pes(), &start, &size);
    return pe >= start && pe < start + size;
}

/* SHMEM_TEAM_SHARED's PEs as this PE should see them: its node's. */
static inline void test_shared_set(int me, int npes, int *start, int *size)
{
    test_node_of(me, npes, start, size);
}

/* shmem_init, then this PE's number, the PE count and the ring
 * neighbours most tests use. */
static inline void test_init(int *me, int *npes, int *left, int *right)
{
    shmem_init();
    *me = shmem_my_pe();
    *npes = shmem_n_pes();
    *right = (*me + 1) % *npes;
    *left = (*me + *npes - 1) % *npes;
}

/* A byte repeated through a word: bit patterns for and/or/xor, guards. */
static inline uint64_t test_rep8(unsigned b)
{
    return 0x0101010101010101ULL * (b & 0xff);
}

/* Skip the test (exit 77) when the job has more PEs than its tables
 * hold. */
static inline void test_max_pes(int max)
{
    if (shmem_n_pes() > max) {
        if (shmem_my_pe() == 0)
            printf("more than %d PEs\n", max);
        shmem_finalize();
        exit(77);
    }
}

/* The team of the even PEs (stride 2: team PE k is world PE 2k) and a
 * context on it, on the even PEs; SHMEM_CTX_INVALID on the odd ones. */
static inline shmem_ctx_t test_evens_ctx(shmem_team_t *evens)
{
    int npes = shmem_n_pes();
    shmem_ctx_t ctx = SHMEM_CTX_INVALID;
    *evens = SHMEM_TEAM_INVALID;
    shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 2, (npes + 1) / 2, NULL, 0,
                             evens);
    if (*evens != SHMEM_TEAM_INVALID)
        CHECK(shmem_team_create_ctx(*evens, 0, &ctx) == 0,
              "a context on the team of even PEs");
    return ctx;
}

/* Every PE reaches here; any PE's failure fails the job via its exit. */
static inline int test_exit(void)
{
    shmem_barrier_all();
    shmem_finalize();
    return test_failures ? 1 : 0;
}

#endif
