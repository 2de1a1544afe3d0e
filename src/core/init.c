/* SPDX-License-Identifier: BSD-3-Clause */
/* Start-up: the load-time data remap, the peer exchange, init and finalize. */
#include <errno.h>
#if defined(__x86_64__)
#include <cpuid.h>
#endif
#include <dlfcn.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/mempolicy.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "coll/coll.h"
#include "team.h"
#include "fdpass.h"
#include "mem.h"
#include "../seg/seg.h"
#include "asym/asym.h"
#include "../transport/mpi_plugin.h"
#include "shmemi.h"
#include "stats.h"
#include "trace.h"
#include <mpp/shmem.h>

struct shmemi_state shmemi = {.ctl = -1, .memfd = -1};
static struct shmemi_seg seg;
static int fork_pipe[2] = {-1, -1};
static int launched_npes; /* from SHMAP_CTL, read at load time */
static bool mpi_launched; /* started by an MPI launcher (mpirun) */

/* What a start-up error names: the routine the program called (start_pes,
 * shmem_init, ...), or the load-time set-up that runs before main. */
#define LOAD_TIME "start-up (before main)"

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
        rc = -1; /* registered memory (asym.c) */
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

static bool parse_ctl(const char *s, int *fd, int *rank, int *npes,
                      pid_t *launcher)
{
    long pid;
    char tail;
    if (sscanf(s, "%d,%d,%d,%ld%c", fd, rank, npes, &pid, &tail) != 4)
        return false;
    *launcher = (pid_t)pid;
    return *fd >= 0 && *npes > 0 && *npes <= SHMEMI_MAX_PES && *rank >= 0 &&
           *rank < *npes;
}

/*
 * At load time, before main and before the program's own constructors
 * (an LD_PRELOAD library's constructor runs before the executable's), a
 * process that oshrun started remaps its globals onto its segment file and
 * announces the file to oshrun. Any other process (a descendant of a PE,
 * a program run without oshrun) is left untouched until start_pes.
 */
/* Started by an MPI launcher: Open MPI's mpirun (OMPI_COMM_WORLD_SIZE),
 * or a PMIx or PMI one (Slurm's srun, MPICH's hydra). SHMAP_MPI=0 turns
 * it off (every process its own singleton), SHMAP_MPI=1 forces it. */
static bool mpi_launcher_env(void)
{
    const char *force = getenv("SHMAP_MPI");
    if (force && !strcmp(force, "0"))
        return false;
    return (force && !strcmp(force, "1")) || getenv("OMPI_COMM_WORLD_SIZE") ||
           getenv("PMIX_RANK") || getenv("PMI_RANK");
}

__attribute__((constructor)) static void shmemi_load(void)
{
    const char *ctl = getenv(SHMEMI_CTL_ENV);
    int fd, rank, npes;
    pid_t launcher;
    if (!ctl || !parse_ctl(ctl, &fd, &rank, &npes, &launcher) ||
        getppid() != launcher || fcntl(fd, F_GETFD) < 0) {
        if (!ctl && mpi_launcher_env()) {
            /* The globals go onto the segment file as under oshrun; who
             * the peers are, MPI says at start_pes/shmem_init. */
            mpi_launched = true;
            load_env(LOAD_TIME);
            create_segments(true, LOAD_TIME);
        }
        return;
    }
    /* Descendants must not inherit our end of the launcher's socket. */
    fcntl(fd, F_SETFD, FD_CLOEXEC);
    shmemi.me = rank;
    shmemi.ctl = fd;
    shmemi.launcher = launcher;
    shmemi.launched = true;
    launched_npes = npes;
    load_env(LOAD_TIME);
    create_segments(true, LOAD_TIME);

    struct shmemi_msg_hello h = {
        .type = SHMEMI_MSG_HELLO,
        .rank = (uint32_t)rank,
        .pid = getpid(),
        .total = seg.total,
        .heap_len = seg.heap_len,
        .data_off = seg.data_off,
        .data_len = seg.data_remapped ? seg.data.len : 0,
    };
    int rc = shmemi_send_fds(fd, &h, sizeof(h), &seg.memfd, 1);
    if (rc < 0)
        shmemi_fatal(LOAD_TIME, "cannot reach oshrun: %s", strerror(-rc));
}

static void recv_exact(void *buf, size_t len, int *fds, int maxfds, int *nfds,
                       const char *what, const char *routine)
{
    ssize_t n = shmemi_recv_fds(shmemi.ctl, buf, len, fds, maxfds, nfds);
    if (n < 0 || (size_t)n != len)
        shmemi_fatal(routine, "lost oshrun while receiving %s: %s", what,
                     n < 0 ? strerror((int)-n) : "short message");
}

/* The per-peer tables: every mapping (map), the peers loads and stores
 * reach (peer, NULL for the others) and the transport of the others (tp).
 * Chosen here, once per peer; nothing on the data path looks at names or
 * the environment again. */
static void alloc_peer_tables(int npes, const char *routine)
{
    shmemi.map = calloc((size_t)npes, sizeof(char *));
    shmemi.peer = calloc((size_t)npes, sizeof(char *));
    shmemi.tp = calloc((size_t)npes, sizeof(*shmemi.tp));
    if (!shmemi.map || !shmemi.peer || !shmemi.tp)
        shmemi_fatal(routine, "out of memory for %d peers", npes);
}

static void choose_transports(int npes, const char *routine)
{
    const struct shmemi_transport *other = NULL;
    if (!strcmp(shmemi.env.TRANSPORT, "indirect"))
        other = &shmemi_tp_indirect;
    else if (strcmp(shmemi.env.TRANSPORT, "auto"))
        shmemi_fatal(routine,
                     "SHMEM_TRANSPORT: unknown transport '%s' "
                     "(known: auto, indirect)",
                     shmemi.env.TRANSPORT);
    for (int pe = 0; pe < npes; pe++) {
        /* A PE always reaches its own memory with loads and stores. */
        if (other && pe != shmemi.me) {
            shmemi.tp[pe] = other;
            shmemi_tp_used[0] = other;
        } else {
            shmemi.peer[pe] = shmemi.map[pe];
        }
    }
}

/* A NUMA node mask of one node, or of every node the job's PEs are on;
 * false when oshrun placed none. */
#define NUMA_MAXNODE 1024
static bool numa_mask(unsigned long *mask, int node, bool all)
{
    const int bits = 8 * sizeof(unsigned long);
    memset(mask, 0, NUMA_MAXNODE / 8);
    bool any = false;
    for (int pe = all ? 0 : -1; pe < (all ? shmemi.npes : 0); pe++) {
        int n = all ? shmemi.job->pe[pe].numa_os : node;
        if (n >= 0 && n < NUMA_MAXNODE) {
            mask[n / bits] |= 1UL << (n % bits);
            any = true;
        }
    }
    if (!all && node >= 0 && node < NUMA_MAXNODE) {
        mask[node / bits] |= 1UL << (node % bits);
        any = true;
    }
    return any;
}

int shmemi_numa_place(void *addr, size_t len, int how, int pe,
                      const char *routine)
{
    if (!shmemi.job || !len)
        return -1;
    unsigned long mask[NUMA_MAXNODE / (8 * sizeof(unsigned long))];
    int node = how == SHMEMI_PLACE_PE ? shmemi.job->pe[pe].numa_os
                                      : shmemi.job->pe[shmemi.me].numa_os;
    bool known = numa_mask(mask, node, how == SHMEMI_PLACE_INTERLEAVE);
    if (!known && how != SHMEMI_PLACE_OWN) {
        /* Nowhere known to put it: the segment's own policy. */
        SHMEMI_TRACE(MEMORY, routine,
                     "%zu bytes at %p: oshrun bound no PE there; "
                     "this PE's policy",
                     len, addr);
        shmemi_numa_place(addr, len, SHMEMI_PLACE_OWN, 0, routine);
        return -1;
    }
    /* This PE not bound: the segment's default policy. */
    int mode = !known                           ? MPOL_DEFAULT
               : how == SHMEMI_PLACE_INTERLEAVE ? MPOL_INTERLEAVE
                                                : MPOL_PREFERRED;
    /* MPOL_MF_MOVE: pages this block already has (a reused part of the
     * heap) move too, where only this PE maps them. */
    long rc = syscall(SYS_mbind, addr, len, mode, known ? mask : NULL,
                      known ? NUMA_MAXNODE + 1UL : 0UL,
                      how == SHMEMI_PLACE_OWN ? 0U : (unsigned)MPOL_MF_MOVE);
    const char *said = rc ? strerror(errno) : "done";
    if (how == SHMEMI_PLACE_INTERLEAVE)
        SHMEMI_TRACE(MEMORY, routine,
                     "%zu bytes at %p: interleaved over the job's NUMA "
                     "nodes: %s",
                     len, addr, said);
    else if (how == SHMEMI_PLACE_PE)
        SHMEMI_TRACE(MEMORY, routine,
                     "%zu bytes at %p: on NUMA node %d, PE %d's: %s", len, addr,
                     node, pe, said);
    else
        SHMEMI_TRACE(MEMORY, routine,
                     "%zu bytes at %p: back to this PE's policy (%s): %s", len,
                     addr, known ? "its NUMA node" : "not bound", said);
    return rc == 0 ? 0 : -1;
}

/*
 * This PE's memory on its own NUMA node: when oshrun bound it inside one,
 * a preferred-node policy on the whole segment file. The file is shared
 * memory, so the policy is the file's: a page goes to this PE's node
 * whoever touches it first (a peer's put included). Best effort: a
 * kernel without NUMA support says no, and nothing changes.
 */
static void place_memory(const char *routine)
{
    int node = shmemi.job ? shmemi.job->pe[shmemi.me].numa_os : -1;
    if (node < 0 || node >= NUMA_MAXNODE)
        return;
    unsigned long mask[NUMA_MAXNODE / (8 * sizeof(unsigned long))];
    numa_mask(mask, node, false);
    long rc = syscall(SYS_mbind, (void *)shmemi.base, shmemi.total,
                      MPOL_PREFERRED, mask, NUMA_MAXNODE + 1UL, 0U);
    SHMEMI_TRACE(INFO, routine, "memory on NUMA node %d: %s", node,
                 rc == 0 ? "preferred" : strerror(errno));
}

/* Receive every PE's segment file from oshrun and map it. */
static void connect_peers(int npes, const char *routine)
{
    uint32_t req = SHMEMI_MSG_INIT;
    int rc = shmemi_send_fds(shmemi.ctl, &req, sizeof(req), NULL, 0);
    if (rc < 0)
        shmemi_fatal(routine, "cannot reach oshrun: %s", strerror(-rc));

    size_t tlen =
        sizeof(uint32_t) * 2 + sizeof(struct shmemi_msg_hello) * (size_t)npes;
    char *table = malloc(tlen);
    if (!table)
        shmemi_fatal(routine, "out of memory for %d peers", npes);
    alloc_peer_tables(npes, routine);
    int jobfd, nfds;
    recv_exact(table, tlen, &jobfd, 1, &nfds, "the job table", routine);
    if (nfds != 1)
        shmemi_fatal(routine, "oshrun sent no job page");
    const struct shmemi_msg_hello *hello =
        (const void *)(table + sizeof(uint32_t) * 2);

    size_t jlen =
        sizeof(struct shmemi_job) + (size_t)npes * sizeof(struct shmemi_job_pe);
    shmemi.job = mmap(NULL, jlen, PROT_READ | PROT_WRITE, MAP_SHARED, jobfd, 0);
    close(jobfd);
    if (shmemi.job == MAP_FAILED || shmemi.job->magic != SHMEMI_JOB_MAGIC)
        shmemi_fatal(routine, "cannot map the job page");

    for (int first = 0; first < npes;) {
        struct shmemi_msg_fds m;
        int fds[SHMEMI_FDS_PER_MSG];
        recv_exact(&m, sizeof(m), fds, SHMEMI_FDS_PER_MSG, &nfds,
                   "segment files", routine);
        if (m.type != SHMEMI_MSG_FDS || (int)m.first != first ||
            (int)m.count != nfds)
            shmemi_fatal(routine, "oshrun sent a malformed descriptor "
                                  "message");
        for (int i = 0; i < nfds; i++) {
            int pe = first + i;
            const struct shmemi_msg_hello *h = &hello[pe];
            /* Translation assumes every PE's layout is ours. */
            if (h->total != seg.total || h->heap_len != seg.heap_len ||
                h->data_len != (seg.data_remapped ? seg.data.len : 0))
                shmemi_fatal(routine,
                             "PE %d's symmetric layout differs from this "
                             "PE's (heap %llu vs %zu bytes, data %llu vs "
                             "%zu bytes): every PE must run the same "
                             "program with the same SMA_SYMMETRIC_SIZE",
                             pe, (unsigned long long)h->heap_len, seg.heap_len,
                             (unsigned long long)h->data_len, seg.data.len);
            if (pe == shmemi.me) {
                shmemi.map[pe] = seg.base;
            } else {
                shmemi.map[pe] = shmemi_seg_map_peer(fds[i], h->total);
                if (!shmemi.map[pe])
                    shmemi_fatal(routine,
                                 "cannot map PE %d's segments (%llu bytes): "
                                 "%s (lower SMA_SYMMETRIC_SIZE)",
                                 pe, (unsigned long long)h->total,
                                 strerror(errno));
            }
            close(fds[i]);
        }
        first += nfds;
    }
    free(table);
    place_memory(routine);
    choose_transports(npes, routine);
    /* PE 0's library area is where every barrier lands: fault it in now
     * rather than inside the first timed barrier. */
#ifdef MADV_POPULATE_WRITE
    madvise(shmemi.map[0], SHMEMI_PAGE, MADV_POPULATE_WRITE);
#endif
}

/* ---- other nodes: the MPI transport (src/mpi, doc/ARCHITECTURE.md) ---- */

/* libsma_mpi.so, from the directory this library was loaded from (or
 * SHMAP_MPI_PLUGIN): libsma.so itself never links MPI. */
static const struct shmemi_mpi_plugin *load_mpi_plugin(const char *routine)
{
    char path[PATH_MAX];
    const char *env = getenv("SHMAP_MPI_PLUGIN");
    Dl_info di;
    if (env && *env) {
        snprintf(path, sizeof(path), "%s", env);
    } else if (dladdr((void *)shmemi_init, &di) && di.dli_fname &&
               strrchr(di.dli_fname, '/')) {
        int dir = (int)(strrchr(di.dli_fname, '/') - di.dli_fname);
        snprintf(path, sizeof(path), "%.*s/%s", dir, di.dli_fname,
                 SHMEMI_MPI_PLUGIN_SO);
    } else {
        snprintf(path, sizeof(path), "%s", SHMEMI_MPI_PLUGIN_SO);
    }
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

static void mpi_atexit(void)
{
    if (shmemi.state == SHMEMI_READY)
        shmemi_finalize("exit");
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
static void connect_mpi(const char *routine)
{
    const struct shmemi_mpi_plugin *p = load_mpi_plugin(routine);
    struct shmemi_mpi_job job;
    char err[256] = "";
    int node_size = 0;
    const char *ns = getenv("SHMAP_NODE_SIZE");
    if (ns && *ns) {
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
     * every MPI call: Open MPI 4.1's MPI_Barrier between two pseudo-nodes
     * took 0.34 us at SINGLE and 0.45 at FUNNELED..MULTIPLE here, and
     * over TCP its osc/pt2pt refuses windows under MULTIPLE. A program
     * that calls shmem_init and later shmem_init_thread gets what MPI
     * gave the first (shmem_init.c). SHMAP_MPI_THREAD (0-3) overrides. */
    int want = shmemi.thread_requested;
    const char *lv = getenv("SHMAP_MPI_THREAD");
    if (lv && *lv) {
        if (lv[1] || lv[0] < '0' || lv[0] > '3')
            shmemi_fatal(routine,
                         "SHMAP_MPI_THREAD must be a SHMEM_THREAD_* level "
                         "from 0 (SINGLE) to 3 (MULTIPLE), not '%s'",
                         lv);
        want = lv[0] - '0';
    }
    if (p->boot(node_size, want, &job, err, sizeof(err)) < 0)
        shmemi_fatal(routine, "MPI start-up: %s", err);
    shmemi.mpi = p;
    int npes = job.npes;
    if (npes > SHMEMI_MAX_PES)
        shmemi_fatal(routine, "%d PEs: shmap supports at most %d", npes,
                     SHMEMI_MAX_PES);
    shmemi.me = job.rank;
    shmemi.mpi_leader = job.leader;
    shmemi.thread_provided = job.thread_level;
    struct stat st;
    if (fstat(seg.memfd, &st) < 0)
        shmemi_fatal(routine, "fstat of the segment file: %s", strerror(errno));
    struct mpi_hello mine = {
        .pid = getpid(),
        .fd = seg.memfd,
        .node = job.node,
        .dev = st.st_dev,
        .ino = st.st_ino,
        .total = seg.total,
        .heap_len = seg.heap_len,
        .data_len = seg.data_remapped ? seg.data.len : 0,
        .machine = machine_id(),
    };
    struct mpi_hello *all = calloc((size_t)npes, sizeof(*all));
    shmemi.node = calloc((size_t)npes, sizeof(int));
    if (!all || !shmemi.node)
        shmemi_fatal(routine, "out of memory for %d peers", npes);
    if (p->allgather(&mine, all, sizeof(mine), err, sizeof(err)) < 0)
        shmemi_fatal(routine, "MPI start-up: %s", err);
    alloc_peer_tables(npes, routine);
    shmemi.mpi_local_npes = 0;
    for (int pe = 0; pe < npes; pe++) {
        const struct mpi_hello *h = &all[pe];
        shmemi.node[pe] = h->node;
        shmemi.mpi_local_npes += h->machine == mine.machine;
        if (h->total != seg.total || h->heap_len != seg.heap_len ||
            h->data_len != mine.data_len)
            shmemi_fatal(routine,
                         "PE %d's symmetric layout differs from this PE's "
                         "(heap %llu vs %zu bytes, data %llu vs %llu "
                         "bytes): every PE must run the same program with "
                         "the same SMA_SYMMETRIC_SIZE",
                         pe, (unsigned long long)h->heap_len, seg.heap_len,
                         (unsigned long long)h->data_len,
                         (unsigned long long)mine.data_len);
        if (pe == shmemi.me) {
            shmemi.map[pe] = seg.base;
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
        if (shmemi.map[pe])
            shmemi.peer[pe] = shmemi.map[pe];
        else
            shmemi.mpi_spans = true;
    }
    free(all);
    shmemi.apeer = shmemi.peer;
    if (shmemi.mpi_spans) {
        /* The window, when some PE is on another node (every PE sees the
         * same nodes, so all or none create it: it is collective). */
        unsigned char *mapped = calloc((size_t)npes, 1);
        if (!mapped)
            shmemi_fatal(routine, "out of memory for %d peers", npes);
        for (int pe = 0; pe < npes; pe++)
            mapped[pe] = shmemi.peer[pe] != NULL;
        int rc = p->expose(seg.base, seg.total, mapped, err, sizeof(err));
        free(mapped);
        if (rc < 0)
            shmemi_fatal(routine, "MPI start-up: %s", err);
        /* Atomics: all through MPI, to every PE, this one included. */
        shmemi.apeer = calloc((size_t)npes, sizeof(char *));
        if (!shmemi.apeer)
            shmemi_fatal(routine, "out of memory for %d peers", npes);
        /* MPI's transport, with registered memory routed through its
         * dynamic window (asym_mpi.c). */
        for (int pe = 0; pe < npes; pe++)
            shmemi.tp[pe] = &shmemi_tp_span;
        shmemi_tp_used[0] = &shmemi_tp_span;
        shmemi.progress = p->progress;
    }
    shared_team_from_nodes(npes);
    launched_npes = npes;
    /* A legacy program ends without shmem_finalize; under mpirun a
     * process that ends without MPI_Finalize fails the job. */
    atexit(mpi_atexit);
}

void shmemi_mpi_abort(int status)
{
    if (shmemi.mpi && shmemi.state != SHMEMI_FORKED)
        shmemi.mpi->abort(status);
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

void shmemi_init(const char *routine)
{
    switch (shmemi.state) {
    case SHMEMI_READY: return; /* legacy codes call start_pes more than once */
    case SHMEMI_UNINIT: break;
    default: shmemi_not_ready(routine);
    }
    int npes = 1;
    if (shmemi.launched) {
        npes = launched_npes; /* the program may have changed its env since */
        connect_peers(npes, routine);
        shmemi.apeer = shmemi.peer;
    } else if (mpi_launched) {
        connect_mpi(routine);
        npes = launched_npes;
    } else {
        load_env(routine);
        create_segments(false, routine);
        alloc_peer_tables(1, routine);
        shmemi.map[0] = shmemi.peer[0] = seg.base;
        shmemi.apeer = shmemi.peer;
    }
    shmemi_trace_init();
    shmemi_stats_init(npes, routine);
    shmemi_coll_init(npes, routine);
    if (shmemi_mem_init(shmemi.heap_lo, shmemi.heap_len) < 0)
        shmemi_fatal(routine, "out of memory for the heap's bookkeeping");
    shmemi.lib->magic = SHMEMI_JOB_MAGIC;
    shmemi.ncpus = count_cpus();
    /* Oversubscribed: a waiter's spinning only delays the PE it waits
     * for, so yield almost at once. */
    shmemi.spin_limit = npes > shmemi.ncpus ? 16 : 4096;
    /* Software atomics aimed at us complete only while we call MPI: a
     * wait reaches its slow path (which lets MPI progress) soon. */
    if (shmemi.progress) {
        shmemi.spin_limit = 16;
        /* Each PE has a CPU of its own: a yield only costs the wait a
         * system call (backoff.c). */
        shmemi.mpi_poll = shmemi.mpi_local_npes <= shmemi.ncpus;
    }
    shmemi.debug = shmemi.env.DEBUG;
    shmemi.copy_movsb = has_erms();
    shmemi.state = SHMEMI_READY;
    __atomic_store_n(&shmemi.npes, npes, __ATOMIC_RELEASE);
    shmemi_team_init();
    shmemi_fast_publish();

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
                 shmemi.launched ? "started by oshrun" : "a singleton",
                 shmemi.heap_len, (void *)shmemi.heap_lo);
    SHMEMI_TRACE(
        SYMBOLS, routine,
        "program data %p..%p (%zu bytes) %s; symmetric heap %p..%p",
        (void *)shmemi.data_lo, (void *)(shmemi.data_lo + shmemi.data_len),
        shmemi.data_len,
        shmemi.data_remapped ? "remapped onto the segment" : "not remapped",
        (void *)shmemi.heap_lo, (void *)(shmemi.heap_lo + shmemi.heap_len));
    for (int pe = 0; pe < npes && (shmemi_trace_mask & SHMEMI_T(INFO)); pe++)
        SHMEMI_TRACE(INFO, routine, "PE %d reached by %s", pe,
                     shmemi.peer[pe] ? "loads and stores (mapped)"
                                     : shmemi.tp[pe]->name);
    SHMEMI_TRACE(SERVICE, routine,
                 "no service thread: every operation completes in the "
                 "calling thread");
    shmemi_barrier_all(routine);
}

void shmemi_finalize(const char *routine)
{
    if (shmemi.state == SHMEMI_FINALIZED)
        return;
    if (shmemi.state != SHMEMI_READY)
        shmemi_not_ready(routine);
    SHMEMI_TRACE(INIT, routine, "finalizing");
    shmemi_barrier_all(routine);
    shmemi_asym_finalize();
    shmemi_stats_report();
    shmemi.state = SHMEMI_FINALIZED;
    __atomic_store_n(&shmemi.npes, 0, __ATOMIC_RELEASE);
    shmemi_fast_publish();
    if (shmemi.mpi) {
        /* Every PE is past the barrier: the window can go. An MPI the
         * program initialised stays up for it. */
        shmemi.progress = NULL;
        shmemi.mpi_poll = false;
        shmemi.mpi->finalize();
    }
}
