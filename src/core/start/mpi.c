/* SPDX-License-Identifier: BSD-3-Clause */
/* Start-up under an MPI launcher: the plugin loaded, MPI names the PEs and
 * their nodes, same-node peers mapped, the others reached through MPI. */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../../transport/mpi_plugin.h"
#include "../asym/asym.h"
#include "start.h"

/* An MPI launcher's variables: Open MPI's mpirun, or a PMIx or PMI one
 * (Slurm's srun --mpi=..., MPICH's Hydra); launcher.c reads them. */
static bool launcher_env(void)
{
    struct shmemi_launcher l;
    return shmemi_launcher_found(&l) && l.mpi;
}

bool shmemi_mpi_maybe(void)
{
    /* Only the presence of SHMAP_MPI: its value is the table's (env.def),
     * read once the caller loaded it. */
    return launcher_env() || getenv("SHMAP_MPI") || getenv("SHMAP_PMIX");
}

bool shmemi_mpi_launcher(const char *routine)
{
    const char *v = shmemi.env.SHMAP_MPI;
    if (!strcmp(v, "auto"))
        return launcher_env();
    if (strcmp(v, "0") && strcmp(v, "1"))
        shmemi_fatal(routine, "SHMAP_MPI must be auto, 0 or 1, not '%s'", v);
    return v[0] == '1';
}

void shmemi_plugin_path(const char *env, const char *so, char *path,
                        size_t len)
{
    Dl_info di;
    if (env && *env)
        snprintf(path, len, "%s", env);
    else if (dladdr((void *)shmemi_init, &di) && di.dli_fname &&
             strrchr(di.dli_fname, '/'))
        snprintf(path, len, "%.*s/%s",
                 (int)(strrchr(di.dli_fname, '/') - di.dli_fname),
                 di.dli_fname, so);
    else
        snprintf(path, len, "%s", so);
}

/* libsma_mpi.so, from the directory this library was loaded from (or
 * SHMAP_MPI_PLUGIN): libsma.so itself never links MPI. */
static const struct shmemi_mpi_plugin *load_mpi_plugin(const char *routine)
{
    char path[PATH_MAX];
    shmemi_plugin_path(shmemi.env.SHMAP_MPI_PLUGIN, SHMEMI_MPI_PLUGIN_SO, path,
                       sizeof(path));
    /* RTLD_GLOBAL: MPI's own components resolve libmpi's symbols. */
    void *h = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
    if (!h)
        shmemi_fatal(routine,
                     "started by an MPI launcher, but shmap's MPI transport "
                     "cannot be loaded: %s (it is built where mpicc exists: "
                     "install libopenmpi-dev and rebuild; or set SHMAP_MPI=0 "
                     "to run each process as a job of its own)",
                     dlerror());
    shmemi_mpi_plugin_fn fn =
        (shmemi_mpi_plugin_fn)dlsym(h, SHMEMI_MPI_PLUGIN_SYM);
    const struct shmemi_mpi_plugin *p = fn ? fn() : NULL;
    if (!p || p->abi != SHMEMI_MPI_ABI)
        shmemi_fatal(routine, "%s is not this version's MPI transport", path);
    return p;
}

/* MPI is finalized, or its end here has begun (shmemi_mpi_finalize): no
 * more MPI calls, and no new series. */
static bool mpi_done;

/* A legacy program ends without shmem_finalize (its series ends here);
 * any program leaves the transport to end here (shmemi_mpi_finalize). A
 * forked child touches neither. exit(non-zero) while a series runs is a
 * failure, not an end: the other PEs may be anywhere, so the series'
 * collective end here would wait for them forever (it did: a PE's
 * exit(5) held the job until mpirun's timeout). The job ends instead:
 * the job page tells this node's PEs (their waits end them), and mpirun
 * ends the others (a process leaving without MPI_Finalize, non-zero). */
static void mpi_on_exit(int status, void *arg)
{
    (void)arg;
    if (shmemi.state == SHMEMI_FORKED)
        return;
    if (status != 0 && shmemi.state == SHMEMI_READY) {
        shmemi_mark_job_ending(status, false);
        return;
    }
    shmemi_finalize_all("exit");
    shmemi_mpi_finalize();
}

/* The program's MPI_Finalize, at its start (MPI still works). After
 * SHMEM's last finalize the transport goes now (collective, as
 * MPI_Finalize is) instead of at exit. While a series runs it stays for
 * the series' finalize, which needs MPI between nodes (one after
 * MPI_Finalize fails there, as it always did; on one node it works). */
static void mpi_finalizing(void)
{
    if (shmemi.state == SHMEMI_FINALIZED)
        shmemi_mpi_finalize();
    mpi_done = true;
}

/* What each PE tells the others at start-up (MPI_Allgather). */
struct mpi_hello {
    int32_t pid, fd, node, pad;
    uint64_t dev, ino, total, heap_len, data_len;
    uint64_t machine; /* machine_id() */
};

/* This machine: a hash of the kernel's boot id, the same in every
 * network or UTS namespace on it (MPI's shared-memory split goes by
 * host name, which namespaces change); 0 where it cannot be read. */
static uint64_t machine_id(void)
{
    char id[64] = "";
    int fd = open("/proc/sys/kernel/random/boot_id", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    ssize_t n = read(fd, id, sizeof(id) - 1);
    close(fd);
    uint64_t h = 14695981039346656037ULL; /* FNV-1a */
    for (ssize_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)id[i]) * 1099511628211ULL;
    return n > 0 ? h : 0;
}

/* Is pe's node's set of PEs an arithmetic progression (a team)? */
static void shared_team_from_nodes(int npes)
{
    int first = -1, stride = 0, size = 0;
    shmemi.shared_count = 0;
    for (int pe = 0; pe < npes; pe++)
        shmemi.shared_count += shmemi.node[pe] == shmemi.node[shmemi.me];
    for (int pe = 0; pe < npes; pe++) {
        if (shmemi.node[pe] != shmemi.node[shmemi.me])
            continue;
        if (size == 1)
            stride = pe - first;
        else if (size > 1 && pe - first != stride * size)
            goto not_strided;
        if (size++ == 0)
            first = pe;
    }
    shmemi.shared_set =
        (struct shmemi_shared_set){first, size > 1 ? stride : 1, size};
    return;
not_strided:
    /* The node's PEs as an OpenSHMEM team must be a strided set; this one
     * is not (e.g. mpirun --map-by node): SHMEM_TEAM_SHARED is this PE. */
    shmemi.shared_set = (struct shmemi_shared_set){shmemi.me, 1, 1};
}

/*
 * Started by mpirun: MPI names the PEs and their nodes. Same-node peers
 * map each other's segment files (opened through /proc/PID/fd, as
 * registered memory is), so puts to them stay a memcpy; every other peer
 * is reached through the MPI transport, over a window on the same file.
 */
int shmemi_mpi_connect(const struct shmemi_seg *seg, const char *routine)
{
    const struct shmemi_mpi_plugin *p = load_mpi_plugin(routine);
    struct shmemi_mpi_job job;
    char err[256] = "";
    int node_size = 0;
    const char *ns = shmemi.env.SHMAP_NODE_SIZE;
    if (strcmp(ns, "auto")) {
        char *end;
        long v = strtol(ns, &end, 10);
        if (*end || v < 1 || v > SHMEMI_MAX_PES)
            shmemi_fatal(routine,
                         "SHMAP_NODE_SIZE must be a PE count from 1 to %d, "
                         "not '%s'",
                         SHMEMI_MAX_PES, ns);
        node_size = (int)v;
    }
    /* Ask MPI for the level the program asked for: shmem_init (and
     * start_pes) SINGLE, shmem_init_thread its own. Higher levels cost
     * every MPI call (Open MPI's barrier between nodes: doc/
     * ARCHITECTURE.md, "Measured choices"), and over TCP its osc/pt2pt
     * refuses windows under MULTIPLE. A program
     * that calls shmem_init and later shmem_init_thread gets what MPI
     * gave the first (shmem_init.c). SHMAP_MPI_THREAD (0-3) overrides. */
    int want = shmemi.thread_requested;
    const char *lv = shmemi.env.SHMAP_MPI_THREAD;
    if (strcmp(lv, "auto")) {
        if (lv[1] || lv[0] < '0' || lv[0] > '3')
            shmemi_fatal(routine,
                         "SHMAP_MPI_THREAD must be a SHMEM_THREAD_* level "
                         "from 0 (SINGLE) to 3 (MULTIPLE), not '%s'",
                         lv);
        want = lv[0] - '0';
    }
    if (p->boot(node_size, want, &job, err, sizeof(err)) < 0)
        shmemi_fatal(routine, "MPI start-up: %s", err);
    /* A launcher MPI cannot talk to (an MPICH Hydra, srun without Open
     * MPI's PMIx) leaves each process an MPI job of one. */
    struct shmemi_launcher l;
    if (job.npes == 1 && shmemi_launcher_found(&l) && l.size > 1)
        shmemi_launcher_refuse(&l, routine,
                               "but MPI made each process a job of one (a "
                               "launcher this Open MPI cannot join)");
    shmemi.mpi = p;
    int npes = job.npes;
    if (npes > SHMEMI_MAX_PES)
        shmemi_fatal(routine, "%d PEs: shmap supports at most %d", npes,
                     SHMEMI_MAX_PES);
    shmemi.me = job.rank;
    shmemi.mpi_leader = job.leader;
    shmemi.thread_provided = job.thread_level;
    struct stat st;
    if (fstat(seg->memfd, &st) < 0)
        shmemi_fatal(routine, "fstat of the segment file: %s", strerror(errno));
    struct mpi_hello mine = {
        .pid = getpid(),
        .fd = seg->memfd,
        .node = job.node,
        .dev = st.st_dev,
        .ino = st.st_ino,
        .total = seg->total,
        .heap_len = seg->heap_len,
        .data_len = seg->data_remapped ? seg->data.len : 0,
        .machine = machine_id(),
    };
    struct mpi_hello *all = calloc((size_t)npes, sizeof(*all));
    shmemi.node = calloc((size_t)npes, sizeof(int));
    if (!all || !shmemi.node)
        shmemi_fatal(routine, "out of memory for %d peers", npes);
    if (p->allgather(&mine, all, sizeof(mine), err, sizeof(err)) < 0)
        shmemi_fatal(routine, "MPI start-up: %s", err);
    shmemi_alloc_peer_tables(npes, routine);
    shmemi.mpi_local_npes = 0;
    shmemi.mpi_machine = mine.machine;
    for (int pe = 0; pe < npes; pe++) {
        const struct mpi_hello *h = &all[pe];
        shmemi.node[pe] = h->node;
        shmemi.mpi_local_npes += h->machine == mine.machine;
        shmemi_check_layout(seg, pe, h->total, h->heap_len, h->data_len,
                            routine);
        if (pe == shmemi.me) {
            shmemi.map[pe] = seg->base;
        } else if (h->node == job.node) {
            bool wr;
            int fd =
                shmemi_seg_open_foreign(h->pid, h->fd, h->dev, h->ino, &wr);
            shmemi.map[pe] =
                fd >= 0 && wr ? shmemi_seg_map_peer(fd, h->total) : NULL;
            if (fd >= 0)
                close(fd);
            /* Every PE of a node must map every other: its barrier and
             * team live on those mappings. */
            if (!shmemi.map[pe])
                shmemi_fatal(routine,
                             "PE %d shares this node, but its segment file "
                             "(/proc/%d/fd/%d) cannot be %s: %s (PEs in "
                             "different PID namespaces or without ptrace "
                             "access to each other? SHMAP_NODE_SIZE=1 "
                             "reaches every PE through MPI)",
                             pe, (int)h->pid, (int)h->fd,
                             fd < 0 ? "opened" : "mapped",
                             strerror(fd < 0 ? -fd : errno));
        }
    }
    free(all);
    /* Peers on other nodes through the network transport (UCX or MPI's
     * windows, ucx.c), registered memory the same way (UCX's keys or
     * MPI's dynamic window: transport/span.c, asym/). Every PE sees the same nodes, so all or none
     * get here: the window and the exchange are collective. */
    bool spans = false;
    for (int pe = 0; pe < npes; pe++)
        spans |= shmemi.map[pe] == NULL;
    const struct shmemi_transport *net = NULL;
    if (spans) {
        unsigned char *mapped = calloc((size_t)npes, 1);
        if (!mapped)
            shmemi_fatal(routine, "out of memory for %d peers", npes);
        for (int pe = 0; pe < npes; pe++)
            mapped[pe] = shmemi.map[pe] != NULL;
        net = shmemi_net_connect(seg, npes, routine);
        shmemi.mpi_atomics = net == &shmemi_tp_span; /* MPI's windows */
        /* The windows only where they carry the job (all PEs agreed on
         * the transport): under UCX nobody used them, and Open MPI's osc
         * ucx, closing their endpoints at the end after a peer had gone,
         * printed UCX errors after a correct run. */
        if (shmemi.mpi_atomics &&
            p->expose(seg->base, seg->total, mapped, err, sizeof(err)) < 0)
            shmemi_fatal(routine, "MPI start-up: %s", err);
        free(mapped);
    }
    shmemi_choose_transports(npes, net, routine);
    shared_team_from_nodes(npes);
    /* A legacy program ends without shmem_finalize; under mpirun a
     * process that ends without MPI_Finalize fails the job. on_exit: the
     * end needs the status. */
    on_exit(mpi_on_exit, NULL);
    p->at_finalize(mpi_finalizing);
    return npes;
}

void shmemi_mpi_abort(int status)
{
    if (shmemi.mpi && !mpi_done && shmemi.state != SHMEMI_FORKED)
        shmemi.mpi->abort(status);
}

void shmemi_mpi_restart(const char *routine)
{
    if (shmemi.mpi && mpi_done)
        shmemi_fatal(routine,
                     "SHMEM cannot be initialized again: this job runs on "
                     "MPI (mpirun started it), which has been finalized "
                     "(MPI_Finalize) and cannot be initialized again");
}

void shmemi_mpi_finalize(void)
{
    if (!shmemi.mpi || mpi_done)
        return;
    mpi_done = true; /* first: MPI_Finalize below calls mpi_finalizing */
    /* Every PE is past the last barrier: the windows can go. An MPI the
     * program initialised stays up for it. */
    shmemi_net_finalize();
    shmemi.progress = NULL;
    shmemi.mpi_poll = false;
    shmemi.mpi->finalize();
}
