/* SPDX-License-Identifier: BSD-3-Clause */
/* Start-up and shutdown: the load-time data remap, the launcher's exchange
 * (start/), the core's state, init and finalize (nested, and again). */
#include <errno.h>
#if defined(__x86_64__)
#include <cpuid.h>
#endif
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "coll/coll.h"
#include "ctx.h"
#include "team.h"
#include "mem.h"
#include "asym/asym.h"
#include "shmemi.h"
#include "start/start.h"
#include "stats.h"
#include "trace.h"
#include <mpp/shmem.h>

struct shmemi_state shmemi = {.ctl = -1, .memfd = -1};
static struct shmemi_seg seg;
static int fork_pipe[2] = {-1, -1};
static int launched_npes;  /* the job's PEs: from SHMAP_CTL at load time,
                            * or the launcher's exchange at boot */
static bool mpi_launched;  /* started by an MPI launcher (mpirun) */
static bool pmix_launched; /* ... which PMIx joins (start/pmix.c) */

static void load_env(const char *routine)
{
    char err[256];
    if (shmemi_env_load(&shmemi.env, NULL, err, sizeof(err)) < 0)
        shmemi_fatal(routine, "%s", err);
}

/* ---- fork(): a child must not share the PE's globals or heap ---- */

static void fork_prepare(void)
{
    if (pipe2(fork_pipe, O_CLOEXEC) < 0)
        fork_pipe[0] = fork_pipe[1] = -1;
}

static void fork_parent(void)
{
    if (fork_pipe[0] < 0)
        return;
    /* Wait until the child holds its private copy of our data: until
     * then, our stores would show through in its copy. */
    char c;
    while (read(fork_pipe[0], &c, 1) < 0 && errno == EINTR)
        ;
    close(fork_pipe[0]);
    close(fork_pipe[1]);
    fork_pipe[0] = fork_pipe[1] = -1;
}

static void fork_child(void)
{
    /* Before privatizing, write nothing that lies in the shared range. */
    int rc = shmemi_seg_privatize(&seg, shmemi.map, shmemi.npes, shmemi.me);
    if (shmemi_asym_fork_child() < 0 && rc == 0)
        rc = -1; /* registered memory (asym/owner.c) */
    int wfd = fork_pipe[1], rfd = fork_pipe[0];
    if (wfd >= 0) {
        char c = 0;
        ssize_t w = write(wfd, &c, 1);
        (void)w;
        close(wfd);
        close(rfd);
    }
    fork_pipe[0] = fork_pipe[1] = -1;
    if (rc < 0) {
        /* Sharing the parent's globals silently would be worse. */
        static const char m[] =
            "shmap: fork: cannot give the child private copies of the "
            "PE's data\n";
        ssize_t w = write(STDERR_FILENO, m, sizeof(m) - 1);
        (void)w;
        _exit(127);
    }
    if (shmemi.ctl >= 0)
        close(shmemi.ctl);
    if (seg.memfd >= 0)
        close(seg.memfd);
    if (shmemi.job)
        munmap(shmemi.job,
               sizeof(struct shmemi_job) +
                   (size_t)shmemi.job->npes * sizeof(struct shmemi_job_pe));
    shmemi.ctl = -1;
    shmemi.memfd = -1;
    shmemi.job = NULL;
    shmemi.npes = 0;
    shmemi.state = SHMEMI_FORKED;
    shmemi_fast_publish();
}

/* ---- segments ---- */

static void create_segments(bool remap, const char *routine)
{
    const char *what = "";
    int rc = shmemi_seg_create(&seg, SHMEMI_LIB_SIZE, shmemi.env.SYMMETRIC_SIZE,
                               remap, &what);
    if (rc < 0)
        shmemi_fatal(routine, "%s failed for a %zu-byte symmetric heap: %s%s",
                     what, shmemi.env.SYMMETRIC_SIZE, strerror(-rc),
                     rc == -ENOMEM ? " (lower SMA_SYMMETRIC_SIZE)" : "");
    shmemi.memfd = seg.memfd;
    shmemi.base = (uintptr_t)seg.base;
    shmemi.total = seg.total;
    shmemi.lib = (struct shmemi_lib *)seg.base;
    shmemi.heap_lo = shmemi.base + SHMEMI_LIB_SIZE;
    shmemi.heap_len = shmemi.env.SYMMETRIC_SIZE;
    shmemi.data_lo = seg.data.lo;
    shmemi.data_len = seg.data.len;
    shmemi.data_off = seg.data_off;
    shmemi.data_remapped = seg.data_remapped;
    /* Singleton: data is not in the file, translation must give a back. */
    shmemi.data_delta =
        seg.data_remapped ? seg.data.lo - seg.data_off : shmemi.base;
    pthread_atfork(fork_prepare, fork_parent, fork_child);
}

/* Translation assumes every PE's layout is ours. */
void shmemi_check_layout(const struct shmemi_seg *s, int pe, uint64_t total,
                         uint64_t heap_len, uint64_t data_len,
                         const char *routine)
{
    uint64_t mine = s->data_remapped ? s->data.len : 0;
    if (total != s->total || heap_len != s->heap_len || data_len != mine)
        shmemi_fatal(routine,
                     "PE %d's symmetric layout differs from this PE's (heap "
                     "%llu vs %zu bytes, data %llu vs %llu bytes): every PE "
                     "must run the same program with the same "
                     "SMA_SYMMETRIC_SIZE",
                     pe, (unsigned long long)heap_len, s->heap_len,
                     (unsigned long long)data_len, (unsigned long long)mine);
}

/*
 * At load time, before main: a PE oshrun started (start/oshrun.c) or an
 * MPI launcher started (start/mpi.c) puts its globals onto its segment
 * file; oshrun's learns of the file at once. Who the peers are, each
 * launcher says at start_pes/shmem_init.
 */
__attribute__((constructor)) static void shmemi_load(void)
{
    if (shmemi_oshrun_claim(&launched_npes)) {
        load_env(SHMEMI_LOAD_TIME);
        create_segments(true, SHMEMI_LOAD_TIME);
        shmemi_oshrun_hello(&seg);
    } else if (!getenv(SHMEMI_CTL_ENV) && shmemi_mpi_maybe()) {
        load_env(SHMEMI_LOAD_TIME);
        pmix_launched = shmemi_pmix_wanted(SHMEMI_LOAD_TIME);
        if (shmemi_mpi_launcher(SHMEMI_LOAD_TIME) || pmix_launched) {
            mpi_launched = true;
            create_segments(true, SHMEMI_LOAD_TIME);
        }
    }
}

/* Enhanced rep movsb (CPUID leaf 7, EBX bit 9): copy.h uses it for large
 * copies. */
static bool has_erms(void)
{
#if defined(__x86_64__)
    unsigned a, b, c, d;
    return __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & (1u << 9));
#else
    return false;
#endif
}

/* CPUs of the machine, not of our affinity mask: oshrun pins each PE to
 * one CPU, yet the question is whether the PEs outnumber the CPUs. */
static int count_cpus(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}

bool shmemi_mpi_own_cpus(void)
{
    return shmemi.mpi_local_npes <= count_cpus();
}

/*
 * OpenSHMEM 1.6: shmem_init and shmem_init_thread may be called again while
 * SHMEM is initialized; each call counts (shmemi.init_count) and is matched
 * by a shmem_finalize. The last finalize of the series ends it (teams,
 * contexts, the heap's allocations); the others are a barrier_all. After
 * it, an initialization starts a new series on what the first one built
 * once and keeps until exit: the segments and the peers' mappings, the
 * transports (MPI's windows and UCX too: start/mpi.c ends them at exit or
 * at the program's MPI_Finalize), the environment's settings, and the
 * collectives' counters, which pair signals between PEs and so must never
 * be reset on one PE alone. start_pes counts once (start_pes below).
 */

/* The first initialization: the launcher's exchange and what it builds. */
static void boot(const char *routine)
{
    int npes = 1;
    if (shmemi.launched) {
        npes = launched_npes; /* the program may have changed its env since */
        shmemi_oshrun_connect(&seg, npes, routine);
    } else if (mpi_launched) {
        /* PMIx when the job is on this node, else MPI, which reaches
         * other nodes (and refuses a launcher it cannot join). */
        npes = pmix_launched ? shmemi_pmix_connect(&seg, routine) : 0;
        if (!npes) {
            shmemi_launcher_check_pmi(routine);
            npes = shmemi_mpi_connect(&seg, routine);
        }
        launched_npes = npes;
    } else {
        load_env(routine);
        /* SHMAP_MPI=0 asks for a job of one under any launcher. */
        if (strcmp(shmemi.env.SHMAP_MPI, "0"))
            shmemi_launcher_check_singleton(routine);
        create_segments(false, routine);
        shmemi_alloc_peer_tables(1, routine);
        shmemi.map[0] = seg.base;
        shmemi_choose_transports(1, NULL, routine);
    }
    shmemi_net_check(routine);
    shmemi_trace_init();
    shmemi_stats_init(npes, routine);
    shmemi_coll_init(npes, routine);
    shmemi.lib->magic = SHMEMI_JOB_MAGIC;
    shmemi.ncpus = count_cpus();
    /* Oversubscribed: a waiter's spinning only delays the PE it waits
     * for, so yield almost at once. */
    shmemi.spin_limit = npes > shmemi.ncpus ? 16 : 4096;
    /* Software atomics aimed at us complete only while we call MPI: a
     * wait reaches its slow path (which lets MPI progress) soon. */
    if (shmemi.progress) {
        int ps = shmemi.progress_spins;
        shmemi.spin_limit = ps > 0 ? (unsigned)ps : ps < 0 ? 0 : 16;
        /* Each PE has a CPU of its own: a yield only costs the wait a
         * system call (backoff.c). */
        shmemi.mpi_poll = shmemi_mpi_own_cpus();
    }
    shmemi.debug = shmemi.env.DEBUG;
    shmemi.copy_movsb = has_erms();

    if (shmemi.me == 0 && shmemi.env.VERSION)
        printf("%s, OpenSHMEM %d.%d\n", SHMEM_VENDOR_STRING,
               SHMEM_MAJOR_VERSION, SHMEM_MINOR_VERSION);
    if (shmemi.me == 0 && shmemi.env.INFO) {
        shmemi_env_print(&shmemi.env, stdout);
        /* the node and each PE's binding, as oshrun placed them */
        if (shmemi.job) {
            printf("topology: %s\n", shmemi.job->topology);
            for (int pe = 0; pe < npes; pe++) {
                const struct shmemi_job_pe *j = &shmemi.job->pe[pe];
                if (j->cpus[0])
                    printf("PE %d: bound to CPUs %s (core %d, L3 %d, NUMA "
                           "node %d, socket %d; -1: spans several)%s\n",
                           pe, j->cpus, j->loc[SHMEMI_LOC_CORE],
                           j->loc[SHMEMI_LOC_L3], j->loc[SHMEMI_LOC_NUMA],
                           j->loc[SHMEMI_LOC_SOCKET],
                           j->numa_os >= 0 ? "; its memory on that NUMA node"
                                           : "");
                else
                    printf("PE %d: not bound\n", pe);
            }
        }
    }
    if (shmemi.me == 0 && (shmemi.env.VERSION || shmemi.env.INFO))
        fflush(stdout);
    SHMEMI_TRACE(INIT, routine, "PE %d of %d, pid %d, %s, heap %zu bytes at %p",
                 shmemi.me, npes, (int)getpid(),
                 shmemi.launched        ? "started by oshrun"
                 : shmemi_pmix_joined() ? "joined through PMIx"
                 : shmemi.mpi           ? "joined through MPI"
                                        : "a singleton",
                 shmemi.heap_len, (void *)shmemi.heap_lo);
    SHMEMI_TRACE(
        SYMBOLS, routine,
        "program data %p..%p (%zu bytes) %s; symmetric heap %p..%p",
        (void *)shmemi.data_lo, (void *)(shmemi.data_lo + shmemi.data_len),
        shmemi.data_len,
        shmemi.data_remapped ? "remapped onto the segment" : "not remapped",
        (void *)shmemi.heap_lo, (void *)(shmemi.heap_lo + shmemi.heap_len));
    for (int pe = 0; pe < npes && (shmemi_trace_mask & SHMEMI_T(INFO)); pe++) {
        char how[512] = "";
        if (!shmemi.peer[pe] && shmemi.mpi_spans && !shmemi.map[pe])
            shmemi_net_describe(pe, how, sizeof(how));
        SHMEMI_TRACE(INFO, routine, "PE %d reached by %s%s%s", pe,
                     shmemi.peer[pe] ? "loads and stores (mapped)"
                                     : shmemi.tp[pe]->name,
                     how[0] ? ": " : "", how);
    }
    SHMEMI_TRACE(SERVICE, routine,
                 "no service thread: every operation completes in the "
                 "calling thread");
    launched_npes = npes;
}

/* A series begins: an empty heap, the predefined teams, the PE count
 * published (the fast paths and every check read it), all PEs met. */
static void open_series(const char *routine)
{
    if (shmemi_mem_init(shmemi.heap_lo, shmemi.heap_len) < 0)
        shmemi_fatal(routine, "out of memory for the heap's bookkeeping");
    shmemi.init_count = 1;
    /* Pairs with shmem_query_initialized's acquire load (any thread). */
    __atomic_store_n(&shmemi.state, SHMEMI_READY, __ATOMIC_RELEASE);
    __atomic_store_n(&shmemi.npes, launched_npes, __ATOMIC_RELEASE);
    shmemi_team_init();
    shmemi_fast_publish();
    shmemi_barrier_all(routine);
}

void shmemi_init(const char *routine)
{
    switch (shmemi.state) {
    case SHMEMI_READY:
        /* Nested: counted, nothing to do (the matching finalize is a
         * barrier). */
        shmemi.init_count++;
        SHMEMI_TRACE(INIT, routine,
                     "initialized again: %d finalize calls end this series",
                     shmemi.init_count);
        return;
    case SHMEMI_UNINIT: boot(routine); break;
    case SHMEMI_FINALIZED:
        /* A new series, on what the first initialization built. */
        shmemi_mpi_restart(routine);
        SHMEMI_TRACE(INIT, routine,
                     "initialized again after shmem_finalize: an empty heap, "
                     "new teams");
        break;
    default: shmemi_not_ready(routine);
    }
    open_series(routine);
}

/*
 * SGI's start_pes may be called any number of times and a legacy program
 * often never finalizes. It initializes SHMEM when nothing has, counting
 * as one initialization (so one shmem_finalize ends it, if any does);
 * while SHMEM is initialized it does nothing and is not counted, so
 * shmem_init + start_pes + shmem_finalize ends SHMEM. After the last
 * shmem_finalize it is an error: only OpenSHMEM's initialization routines
 * start a new series.
 */
void shmemi_start_pes(const char *routine)
{
    switch (shmemi.state) {
    case SHMEMI_READY: return;
    case SHMEMI_UNINIT: shmemi_init(routine); return;
    case SHMEMI_FINALIZED:
        shmemi_fatal(routine, "called after shmem_finalize (start_pes does "
                              "not initialize SHMEM again; shmem_init does)");
    default: shmemi_not_ready(routine);
    }
}

/* The last finalize of a series: every PE meets, then what the series
 * made goes and SHMEM is uninitialized until the next initialization. */
static void close_series(const char *routine)
{
    SHMEMI_TRACE(INIT, routine, "finalizing");
    shmemi_barrier_all(routine);
    shmemi_ctx_fini(); /* the shareable contexts die with the teams */
    shmemi_team_fini();
    shmemi_asym_finalize();
    shmemi_stats_report();
    shmemi_mem_fini(); /* the allocations are gone; the memory stays */
    shmemi.init_count = 0;
    __atomic_store_n(&shmemi.state, SHMEMI_FINALIZED, __ATOMIC_RELEASE);
    __atomic_store_n(&shmemi.npes, 0, __ATOMIC_RELEASE);
    shmemi_fast_publish();
}

void shmemi_finalize(const char *routine)
{
    /* A finalize with no initialization left to match (the series has
     * ended) does nothing, as it always has here. */
    if (shmemi.state == SHMEMI_FINALIZED)
        return;
    if (shmemi.state != SHMEMI_READY)
        shmemi_not_ready(routine);
    if (shmemi.init_count > 1) {
        /* Not the last: a barrier_all, nothing freed (OpenSHMEM 1.6). */
        shmemi.init_count--;
        SHMEMI_TRACE(INIT, routine, "not the last: %d more end this series",
                     shmemi.init_count);
        shmemi_barrier_all(routine);
        return;
    }
    close_series(routine);
}

void shmemi_finalize_all(const char *routine)
{
    if (shmemi.state == SHMEMI_READY)
        close_series(routine);
}
