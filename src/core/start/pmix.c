/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * Start-up under a PMIx launcher (srun --mpi=pmix, prterun, or mpirun
 * with SHMAP_PMIX=1): PMIx names the PEs and says which share this node;
 * the node's PEs hand their segment files to its first PE over a Unix
 * socket, and it hands every PE the node's files and a job page, as
 * oshrun does (oshrun.c's protocol). A job that spans nodes goes through
 * MPI instead (mpi.c: Open MPI joins the same PMIx job), which reaches
 * other nodes.
 */
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "../fdpass.h"
#include "../job.h"
#include "pmix_plugin.h"
#include "start.h"
/* after shmemi.h (start.h) */
#include "../backoff.h"

static const struct shmemi_pmix_plugin *pmix;
static bool joined;          /* the node's PEs mapped through PMIx */
static char why_not[200];    /* why a PMIx launcher's job went to MPI */
static int lib_threads;      /* the threads PMIx_Init started */
static int pmix_npes;        /* the job's, once PMIx is up */
#define RDV_KEY "shmap.rdv"  /* the leader's rendezvous record */
#define WAIT_MS (120 * 1000) /* for the node's PEs to reach the leader */

/* The leader's socket, in the abstract namespace (nothing to clean up):
 * anyone on the machine may connect, but only a process of this user
 * that knows the cookie, which PMIx gives this job's processes on this
 * node alone, is taken. */
struct rdv {
    char name[64];
    unsigned char cookie[32];
};

/* A PE's first message to the leader: the cookie, then its hello (with
 * its segment file). */
struct rdv_hello {
    unsigned char cookie[32];
    struct shmemi_msg_hello h;
};

static bool pmix_env(void)
{
    return getenv("PMIX_RANK") && getenv("PMIX_NAMESPACE");
}

/* The program (or a library it links) has MPI: it may call MPI beside
 * SHMEM, even before MPI_Init (shmem_init initializes it). */
static bool links_mpi(void)
{
    return dlsym(RTLD_DEFAULT, "MPI_Init") || dlsym(RTLD_DEFAULT, "PMPI_Init");
}

bool shmemi_pmix_wanted(const char *routine)
{
    const char *v = shmemi.env.SHMAP_PMIX;
    if (!strcmp(v, "auto"))
        /* Open MPI's mpirun is a PMIx launcher too, but a program it
         * starts may use MPI alongside: MPI joins it (mpi.c); so it does
         * any job of a program that links MPI (shmem_init initializes
         * MPI for it, as under mpirun), and any SHMAP_MPI speaks for (1:
         * MPI; 0: singletons). */
        return pmix_env() && !getenv("OMPI_COMM_WORLD_SIZE") &&
               !strcmp(shmemi.env.SHMAP_MPI, "auto") && !links_mpi();
    if (strcmp(v, "0") && strcmp(v, "1"))
        shmemi_fatal(routine, "SHMAP_PMIX must be auto, 0 or 1, not '%s'", v);
    if (v[0] == '1' && !pmix_env())
        shmemi_fatal(routine, "SHMAP_PMIX=1, but no PMIx launcher started this "
                              "process (no PMIX_RANK and PMIX_NAMESPACE)");
    return v[0] == '1';
}

/* libsma_pmix.so, from the directory this library was loaded from (or
 * SHMAP_PMIX_PLUGIN); NULL with the reason in why_not. */
static const struct shmemi_pmix_plugin *load(void)
{
    char path[PATH_MAX];
    shmemi_plugin_path(shmemi.env.SHMAP_PMIX_PLUGIN, SHMEMI_PMIX_PLUGIN_SO,
                       path, sizeof(path));
    void *h = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
    if (!h) {
        snprintf(why_not, sizeof(why_not), "%s", dlerror());
        return NULL;
    }
    shmemi_pmix_plugin_fn fn =
        (shmemi_pmix_plugin_fn)dlsym(h, SHMEMI_PMIX_PLUGIN_SYM);
    const struct shmemi_pmix_plugin *p = fn ? fn() : NULL;
    if (!p || p->abi != SHMEMI_PMIX_ABI) {
        snprintf(why_not, sizeof(why_not),
                 "%.120s is not this version's PMIx client", path);
        return NULL;
    }
    return p;
}

/* At exit: this PE has ended (the others' waits on it see so, as oshrun
 * would tell them), and PMIx hears of it. A fatal error leaves through
 * _exit: the job page says the job ends (error.c). */
static void pmix_atexit(void)
{
    if (shmemi.state == SHMEMI_FORKED)
        return;
    struct shmemi_job *job = shmemi.job;
    if (joined && job &&
        __atomic_exchange_n(&job->pe[shmemi.me].state, SHMEMI_PE_EXITED,
                            __ATOMIC_ACQ_REL) != SHMEMI_PE_EXITED)
        __atomic_add_fetch(&job->n_exited, 1, __ATOMIC_RELEASE);
    pmix->finalize();
}

static int64_t ms_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void shmemi_pmix_look_for_exits(void)
{
    static int64_t next_ms;
    struct shmemi_job *job = shmemi.job;
    if (!joined || !job)
        return;
    /* Every 50 ms at most: kill(0) is a system call a PE. */
    int64_t now = ms_now();
    if (now < next_ms)
        return;
    next_ms = now + 50;
    /* No oshrun reaps the PEs here: a PE that died (a signal, an exit
     * past the library) is seen gone by whoever waits, and marked once
     * (the exchange), so that waits on it end in an error. */
    for (int pe = 0; pe < job->npes; pe++) {
        struct shmemi_job_pe *p = &job->pe[pe];
        int32_t running = SHMEMI_PE_RUNNING;
        if (pe == shmemi.me ||
            __atomic_load_n(&p->state, __ATOMIC_ACQUIRE) != running ||
            kill(p->pid, 0) == 0 || errno != ESRCH)
            continue;
        if (__atomic_compare_exchange_n(&p->state, &running, SHMEMI_PE_EXITED,
                                        false, __ATOMIC_ACQ_REL,
                                        __ATOMIC_ACQUIRE))
            __atomic_add_fetch(&job->n_exited, 1, __ATOMIC_RELEASE);
    }
}

static socklen_t rdv_addr(const struct rdv *r, struct sockaddr_un *a)
{
    memset(a, 0, sizeof(*a));
    a->sun_family = AF_UNIX;
    size_t n = strnlen(r->name, sizeof(r->name));
    memcpy(a->sun_path + 1, r->name, n); /* sun_path[0] 0: abstract */
    return (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + n);
}

/* The job page, as oshrun makes it: every PE running, nobody placed. */
static int make_job_page(int npes, const struct shmemi_msg_hello *hello,
                         const char *routine)
{
    struct shmemi_job *job;
    size_t len;
    int fd = shmemi_job_page_new(npes, &job, &len);
    if (fd < 0)
        shmemi_fatal(routine, "cannot make the job page: %s", strerror(-fd));
    for (int pe = 0; pe < npes; pe++) {
        job->pe[pe].pid = hello[pe].pid;
        job->pe[pe].state = SHMEMI_PE_RUNNING; /* all connected already */
    }
    munmap(job, len);
    return fd;
}

/* One connection's hello, if it is one of this job's PEs (this user's,
 * the cookie, a rank not seen yet): its rank, else -1. */
static int take_hello(int c, const struct rdv *r, int npes,
                      struct shmemi_msg_hello *hello, int *memfd)
{
    struct ucred cred;
    socklen_t cl = sizeof(cred);
    if (getsockopt(c, SOL_SOCKET, SO_PEERCRED, &cred, &cl) < 0 ||
        cred.uid != getuid())
        return -1;
    struct timeval tv = {10, 0};
    setsockopt(c, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
    struct rdv_hello m;
    int fd = -1, nfds = 0;
    ssize_t n = shmemi_recv_fds(c, &m, sizeof(m), &fd, 1, &nfds);
    bool ok = n == (ssize_t)sizeof(m) && nfds == 1 &&
              !memcmp(m.cookie, r->cookie, sizeof(m.cookie)) &&
              m.h.type == SHMEMI_MSG_HELLO && (int)m.h.rank < npes &&
              (int)m.h.rank != shmemi.me && memfd[m.h.rank] < 0;
    if (!ok) {
        if (fd >= 0)
            close(fd);
        return -1;
    }
    hello[m.h.rank] = m.h;
    memfd[m.h.rank] = fd;
    return (int)m.h.rank;
}

/* The node's first PE: take the others' files, then hand each the table. */
static void lead(int ls, const struct rdv *r, const struct shmemi_seg *seg,
                 int npes, const char *routine)
{
    struct shmemi_msg_hello *hello = calloc((size_t)npes, sizeof(*hello));
    int *memfd = malloc(sizeof(int) * (size_t)npes);
    int *conn = malloc(sizeof(int) * (size_t)npes);
    if (!hello || !memfd || !conn)
        shmemi_fatal(routine, "out of memory for %d peers", npes);
    for (int pe = 0; pe < npes; pe++)
        memfd[pe] = conn[pe] = -1;
    shmemi_hello_of(seg, &hello[shmemi.me]);
    memfd[shmemi.me] = seg->memfd;
    int64_t until = ms_now() + WAIT_MS;
    for (int got = 1; got < npes;) {
        struct pollfd p = {ls, POLLIN, 0};
        int64_t left = until - ms_now();
        if (left <= 0 || poll(&p, 1, (int)(left > 1000 ? 1000 : left)) < 0) {
            int missing = -1;
            for (int pe = 0; pe < npes && missing < 0; pe++)
                missing = memfd[pe] < 0 ? pe : -1;
            shmemi_fatal(routine,
                         "%d of this node's %d PEs did not reach it in %d s "
                         "(PE %d among them): did they all start?",
                         npes - got, npes, WAIT_MS / 1000, missing);
        }
        int c = accept4(ls, NULL, NULL, SOCK_CLOEXEC);
        if (c < 0)
            continue;
        int pe = take_hello(c, r, npes, hello, memfd);
        if (pe < 0) {
            close(c);
            continue;
        }
        conn[pe] = c;
        got++;
    }
    close(ls);
    int jobfd = make_job_page(npes, hello, routine);
    for (int pe = 0; pe < npes; pe++) {
        if (pe == shmemi.me)
            continue;
        int rc = shmemi_send_table(conn[pe], hello, npes, jobfd, memfd);
        if (rc < 0)
            shmemi_fatal(routine, "cannot reach PE %d: %s", pe, strerror(-rc));
        close(conn[pe]);
    }
    shmemi_alloc_peer_tables(npes, routine);
    shmemi_map_job_page(jobfd, npes, routine);
    for (int pe = 0; pe < npes; pe++) {
        shmemi_map_peer_file(seg, pe, &hello[pe], memfd[pe], routine);
        if (pe != shmemi.me)
            close(memfd[pe]);
    }
    free(hello);
    free(memfd);
    free(conn);
}

/* Any other PE of the node: its file to the leader, the node's back. */
static void follow(int leader, const struct rdv *r,
                   const struct shmemi_seg *seg, int npes, const char *routine)
{
    struct sockaddr_un a;
    socklen_t alen = rdv_addr(r, &a);
    int s = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (s < 0 || connect(s, (struct sockaddr *)&a, alen) < 0)
        shmemi_fatal(routine, "cannot reach this node's first PE (%d): %s",
                     leader, strerror(errno));
    struct rdv_hello m;
    memcpy(m.cookie, r->cookie, sizeof(m.cookie));
    shmemi_hello_of(seg, &m.h);
    int rc = shmemi_send_fds(s, &m, sizeof(m), &seg->memfd, 1);
    if (rc < 0)
        shmemi_fatal(routine, "cannot reach this node's first PE (%d): %s",
                     leader, strerror(-rc));
    char from[64];
    snprintf(from, sizeof(from), "PE %d (this node's first)", leader);
    shmemi_recv_table(s, from, seg, npes, routine);
    close(s);
}

int shmemi_pmix_connect(const struct shmemi_seg *seg, const char *routine)
{
    bool forced = !strcmp(shmemi.env.SHMAP_PMIX, "1");
    pmix = load();
    if (!pmix) {
        if (forced)
            shmemi_fatal(routine,
                         "SHMAP_PMIX=1, but shmap's PMIx client "
                         "cannot be loaded: %s",
                         why_not);
        return 0;
    }
    struct shmemi_pmix_job job;
    char err[256] = "";
    int threads = shmemi_thread_count(getpid());
    if (pmix->init(&job, err, sizeof(err)) < 0)
        shmemi_fatal(routine, "PMIx start-up: %s", err);
    /* PMIx's progress thread is no thread of the program's (backoff.c) */
    lib_threads = shmemi_thread_count(getpid()) - threads;
    atexit(pmix_atexit);
    if (job.npes > SHMEMI_MAX_PES)
        shmemi_fatal(routine, "%d PEs: shmap supports at most %d", job.npes,
                     SHMEMI_MAX_PES);
    pmix_npes = job.npes;
    if (job.local_npes != job.npes ||
        strcmp(shmemi.env.SHMAP_NODE_SIZE, "auto")) {
        /* Other nodes, or pseudo-nodes: through MPI (which joins the
         * same PMIx job), which reaches them. */
        snprintf(why_not, sizeof(why_not),
                 job.local_npes != job.npes
                     ? "the job spans nodes (%d of its %d PEs here)"
                     : "SHMAP_NODE_SIZE asks for pseudo-nodes (%d of %d)",
                 job.local_npes, job.npes);
        if (forced)
            shmemi_fatal(routine,
                         "SHMAP_PMIX=1, but %s: other nodes are reached "
                         "through MPI (leave SHMAP_PMIX unset)",
                         why_not);
        return 0;
    }
    shmemi.me = job.rank;
    struct rdv r = {0};
    int ls = -1;
    if (job.rank == job.leader) {
        unsigned char rnd[8];
        if (getrandom(r.cookie, sizeof(r.cookie), 0) != sizeof(r.cookie) ||
            getrandom(rnd, sizeof(rnd), 0) != sizeof(rnd))
            shmemi_fatal(routine, "getrandom: %s", strerror(errno));
        unsigned long long tag;
        memcpy(&tag, rnd, sizeof(tag));
        snprintf(r.name, sizeof(r.name), "shmap-pmix-%d-%016llx", (int)getpid(),
                 tag);
        struct sockaddr_un a;
        socklen_t alen = rdv_addr(&r, &a);
        ls = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (ls < 0 || bind(ls, (struct sockaddr *)&a, alen) < 0 ||
            listen(ls, SOMAXCONN) < 0)
            shmemi_fatal(routine, "the node's rendezvous socket: %s",
                         strerror(errno));
        if (pmix->put(RDV_KEY, &r, sizeof(r), 1, err, sizeof(err)) < 0)
            shmemi_fatal(routine, "PMIx start-up: %s", err);
    }
    if (pmix->fence(err, sizeof(err)) < 0)
        shmemi_fatal(routine, "PMIx start-up: %s", err);
    if (ls >= 0) {
        lead(ls, &r, seg, job.npes, routine);
    } else {
        if (pmix->get(job.leader, RDV_KEY, &r, sizeof(r), err, sizeof(err)) < 0)
            shmemi_fatal(routine, "PMIx start-up: %s", err);
        follow(job.leader, &r, seg, job.npes, routine);
    }
    joined = true;
    shmemi.job->pe[shmemi.me].lib_threads = lib_threads;
    shmemi_node_mapped(job.npes, routine);
    return job.npes;
}

bool shmemi_pmix_joined(void)
{
    return joined;
}

/* Every PE's len bytes in PE order, through PMIx: one record a call
 * (its own key), a fence, a get of each. */
static int pmix_allgather(const void *mine, void *all, size_t len, char *err,
                          size_t errlen)
{
    static unsigned seq;
    char key[32];
    snprintf(key, sizeof(key), "shmap.ag.%u", seq++);
    if (pmix->put(key, mine, len, 0, err, errlen) < 0 ||
        pmix->fence(err, errlen) < 0)
        return -1;
    for (int pe = 0; pe < pmix_npes; pe++)
        if (pmix->get(pe, key, (char *)all + len * (size_t)pe, len, err,
                      errlen) < 0)
            return -1;
    return 0;
}

shmemi_allgather_fn shmemi_pmix_allgather(void)
{
    return pmix && pmix_npes ? pmix_allgather : NULL;
}
