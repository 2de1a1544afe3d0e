/* SPDX-License-Identifier: BSD-3-Clause */
/* The network transport of a job that spans nodes: UCX when every PE can
 * open it (SHMAP_TRANSPORT), else MPI's windows; and the progress thread. */
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../transport/mpi_plugin.h"
#include "../../transport/ucx_plugin.h"
#include "../asym/asym.h"
#include "../trace.h"
#include "start.h"

static const struct shmemi_ucx_plugin *ucx;
static char not_used[200]; /* why auto stayed on MPI (for SMA_LOG_LEVELS) */
static bool via_pmix;      /* the addresses went through PMIx, not MPI */

/* What each PE tells the others after trying to open UCX. */
struct ucx_vote {
    int32_t ok;
    char why[124];
};

/* libsma_ucx.so, from the directory this library was loaded from (or
 * SHMAP_UCX_PLUGIN); NULL with the reason in why. */
static const struct shmemi_ucx_plugin *load(char *why, size_t len)
{
    char path[PATH_MAX];
    shmemi_plugin_path(shmemi.env.SHMAP_UCX_PLUGIN, SHMEMI_UCX_PLUGIN_SO, path,
                       sizeof(path));
    /* UCX's memory hooks (libucm: mmap, mremap, madvise intercepted for
     * its registration cache) break registered memory's remapping of a
     * process's pages (a child forked before a registration then shares
     * them); the caches serve RDMA registration, which the segment does
     * once. Unless the user set it, before UCX is loaded. */
    setenv("UCX_MEM_EVENTS", "no", 0);
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        snprintf(why, len, "%s", dlerror());
        return NULL;
    }
    shmemi_ucx_plugin_fn fn =
        (shmemi_ucx_plugin_fn)dlsym(h, SHMEMI_UCX_PLUGIN_SYM);
    const struct shmemi_ucx_plugin *p = fn ? fn() : NULL;
    if (!p || p->abi != SHMEMI_UCX_ABI) {
        snprintf(why, len, "%.80s is not this version's UCX transport", path);
        return NULL;
    }
    return p;
}

static void ucx_fatal(const char *what)
{
    shmemi_fatal("shmap's network transport", "%s", what);
}

/* SMA_PROGRESS: 1 yes, 0 no, -1 auto. */
static int progress_setting(const char *routine)
{
    const char *v = shmemi.env.PROGRESS;
    bool b;
    if (!strcmp(v, "auto"))
        return -1;
    if (shmemi_parse_bool(v, &b) < 0)
        shmemi_fatal(routine,
                     "SHMEM_PROGRESS must be auto, yes or no, not '%s'", v);
    return b;
}

/* SMA_PROGRESS_NICE: the progress thread's nice value over the PE's. */
static int progress_nice(const char *routine)
{
    const char *v = shmemi.env.PROGRESS_NICE;
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (end == v || *end || errno || n < -20 || n > 19)
        shmemi_fatal(routine,
                     "SHMEM_PROGRESS_NICE must be a whole number from -20 "
                     "to 19, not '%s'",
                     v);
    return (int)n;
}

static unsigned progress_ucx(void)
{
    return ucx->progress();
}

/*
 * A wait's slow path: UCX's worker, and MPI's every 64th time (its
 * messages: the barrier among nodes tests its own). Registered memory
 * needs no MPI here: while UCX carries the job it goes over UCX too
 * (asym/ucx.c). MPI's progress
 * polls its sockets, a system call each: it doubled the time a get took
 * its waiting target to serve.
 */
static void progress_both(void)
{
    /* not thread-local (its address a call into the dynamic linker at
     * every look); threads counting over each other only move the 64th */
    static unsigned n;
    (void)ucx->progress();
    unsigned k = __atomic_load_n(&n, __ATOMIC_RELAXED) + 1;
    __atomic_store_n(&n, k, __ATOMIC_RELAXED);
    if (k % 64 == 0)
        shmemi.mpi->progress();
}

void shmemi_net_check(const char *routine)
{
    const char *want = shmemi.env.SHMAP_TRANSPORT;
    (void)progress_setting(routine);
    (void)progress_nice(routine);
    if (strcmp(want, "auto") && strcmp(want, "ucx") && strcmp(want, "mpi"))
        shmemi_fatal(routine,
                     "SHMAP_TRANSPORT must be auto, ucx or mpi, not '%s'",
                     want);
}

const struct shmemi_transport *shmemi_net_connect(const struct shmemi_seg *seg,
                                                  int npes, const char *routine)
{
    shmemi_net_check(routine);
    const char *want = shmemi.env.SHMAP_TRANSPORT;
    int prog = progress_setting(routine);
    shmemi.progress = shmemi.mpi->progress;
    if (!strcmp(want, "mpi")) {
        if (prog == 1)
            shmemi_fatal(routine,
                         "SHMEM_PROGRESS=yes, but the MPI transport has no "
                         "progress thread (its windows refuse "
                         "MPI_THREAD_MULTIPLE over TCP); use "
                         "SHMAP_TRANSPORT=ucx or SHMEM_PROGRESS=no");
        return &shmemi_tp_span;
    }
    /* Under a PMIx launcher the addresses go through PMIx (MPI, which
     * PMIx started too, stays for the barriers among nodes). */
    shmemi_allgather_fn allgather = shmemi_pmix_allgather();
    if (!allgather)
        allgather = shmemi.mpi->allgather;
    via_pmix = allgather != shmemi.mpi->allgather;
    struct ucx_vote mine = {.ok = 1};
    const struct shmemi_ucx_plugin *p = load(mine.why, sizeof(mine.why));
    struct shmemi_ucx_job job = {
        .rank = shmemi.me,
        .npes = npes,
        .base = seg->base,
        .len = seg->total,
        .map = shmemi.map,
        .threads = shmemi.thread_requested >= 3, /* SHMEM_THREAD_MULTIPLE */
        .own_cpu = shmemi_mpi_own_cpus(),
        .machine = shmemi.mpi_machine,
        .progress = prog != 0,
        .interval_us = shmemi.env.PROGRESS_INTERVAL
                           ? (unsigned long)shmemi.env.PROGRESS_INTERVAL
                           : 1,
        .progress_nice = progress_nice(routine),
        .allgather = allgather,
        .fatal = ucx_fatal,
    };
    char err[256] = "";
    if (p && p->open(&job, err, sizeof(err)) < 0) {
        snprintf(mine.why, sizeof(mine.why), "%s", err);
        p->close();
        p = NULL;
    }
    mine.ok = p != NULL;
    struct ucx_vote *all = calloc((size_t)npes, sizeof(*all));
    if (!all)
        shmemi_fatal(routine, "out of memory for %d peers", npes);
    if (allgather(&mine, all, sizeof(mine), err, sizeof(err)) < 0)
        shmemi_fatal(routine, "UCX start-up: %s", err);
    int no = -1;
    for (int pe = 0; pe < npes && no < 0; pe++)
        if (!all[pe].ok)
            no = pe;
    if (no >= 0) {
        char why[160];
        snprintf(why, sizeof(why), "%.*s", (int)sizeof(all[no].why),
                 all[no].why);
        free(all);
        if (p)
            p->close();
        if (!strcmp(want, "ucx"))
            shmemi_fatal(routine,
                         "SHMAP_TRANSPORT=ucx, but UCX cannot be used on PE "
                         "%d: %s",
                         no, why);
        snprintf(not_used, sizeof(not_used), "UCX not used (PE %d: %s)", no,
                 why);
        if (prog == 1)
            shmemi_fatal(routine,
                         "SHMEM_PROGRESS=yes, but UCX cannot be used (PE %d: "
                         "%s) and the MPI transport has no progress thread",
                         no, why);
        return &shmemi_tp_span;
    }
    free(all);
    if (p->connect(err, sizeof(err)) < 0)
        shmemi_fatal(routine, "UCX start-up: %s", err);
    ucx = p;
    shmemi_span_use(p->tp, p->reg);
    /* A waiting PE serves other nodes itself (no thread wake-up), the
     * thread while it computes; a barrier among the nodes too. */
    shmemi.progress = progress_both;
    /* even a put needs the target's worker: progress at every look, no
     * pause between (a pause a look was a third of a waiting target's
     * time between pseudo-nodes over shared memory, perf) */
    shmemi.progress_spins = -1;
    /* A barrier among the nodes serves UCX too (MPI_Ibarrier, tested
     * between UCX's progress): a PE blocked in MPI_Barrier would stall
     * the others' operations on its memory until its thread took over
     * (fetch_adds on a PE waiting in a barrier 38,600/s instead of
     * 70,000-100,000, bench-netns), or for good without the thread. */
    shmemi.mpi->set_idle(progress_ucx);
    return &shmemi_tp_span_ucx;
}

void shmemi_net_describe(int pe, char *buf, size_t len)
{
    if (ucx) {
        ucx->describe(pe, buf, len);
        size_t n = strlen(buf);
        if (via_pmix && n < len)
            snprintf(buf + n, len - n, "; addresses exchanged through PMIx");
    } else
        snprintf(buf, len, "%s",
                 not_used[0] ? not_used : "SHMAP_TRANSPORT=mpi");
}

const struct shmemi_ucx_plugin *shmemi_net_ucx(void)
{
    return ucx;
}

void shmemi_net_finalize(void)
{
    if (!ucx)
        return;
    shmemi_asym_ucx_finalize(); /* this PE's registrations, while UCX is up */
    shmemi.progress = NULL;
    shmemi.mpi->set_idle(NULL);
    ucx->finalize();
    ucx = NULL;
    shmemi_span_use(NULL, NULL);
}
