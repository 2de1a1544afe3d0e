/* SPDX-License-Identifier: BSD-3-Clause */
/* oshrun: start N PEs on this node, connect them, and end them together;
 * in a Slurm allocation of several nodes, become srun --mpi=pmix. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/personality.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "../core/fdpass.h"
#include "oshrun.h"
#include "placement.h"
#include "prefix.h"
#include "stats_sum.h"
#include "../core/job.h"

#ifndef SHMAP_VERSION /* from the VERSION file, by the Makefile */
#define SHMAP_VERSION "unknown"
#endif

#define GRACE_TERM_MS 300  /* after an abort: time to leave on their own */
#define GRACE_KILL_MS 1300 /* then SIGTERM; SIGKILL at this point */
#define MAX_TIMEOUT_S 1e9  /* --timeout: 31 years */

struct pe {
    pid_t pid;
    int sock; /* -1 once closed */
    int memfd;
    bool hello, wants_table, table_sent, exited;
    int status;
    struct shmemi_msg_hello h;
};

static struct {
    int npes;
    struct placement place; /* each PE's CPUs (placement.c) */
    struct pe *pe;
    struct shmemi_job *job;
    int jobfd;
    size_t joblen;
    int nhello, nexited;
    bool aborting;
    int64_t abort_ms;
    bool termed, killed;
    int exit_status;
    bool reported;
} R;

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void usage(FILE *f)
{
    fprintf(f,
            "usage: oshrun [-np N | -n N] program [args...]\n"
            "Start N processing elements (PEs) of a SHMEM program on this "
            "node, or with\nsrun on the nodes of a Slurm allocation.\n\n"
            "  -np N, -n N, --np N   number of PEs (default 1, at most %d)\n"
            "  -h, --help            this text\n"
            "  -V, --version         the version\n"
            "  --launcher auto|local|srun\n"
            "                        local: oshrun starts the PEs on this "
            "node; srun: it\n"
            "                        runs srun --mpi=pmix -n N program; "
            "auto (default, or\n"
            "                        SHMAP_OSHRUN_LAUNCHER): srun inside a "
            "Slurm allocation\n"
            "                        of several nodes (not inside a job "
            "step), else local\n"
            "  --dry-run             print the command that would start "
            "the PEs and exit\n"
            "  --map-by core|pu|l3|numa|socket\n"
            "                        deal PEs round robin over these objects "
            "(default:\n"
            "                        numa while PEs are fewer than cores, "
            "else core)\n"
            "  --bind-to core|pu|l3|numa|socket|none\n"
            "                        bind each PE to one such object (default: "
            "core,\n"
            "                        none when PEs outnumber the CPUs; or "
            "SHMEM_BIND/SMA_BIND)\n"
            "  --report-bindings     print each PE's CPUs, socket and NUMA "
            "node\n"
            "  --timeout S           after S seconds, report where each PE "
            "waits and end\n"
            "                        the job (status 124); SIGUSR1 or SIGQUIT "
            "report only\n"
            "  --stats               at the end, one table of the PEs' "
            "SHMEM_STATS: operations\n"
            "                        and bytes per PE, same and other NUMA "
            "node, waits\n"
            "  --no-prefix-libs      leave LD_LIBRARY_PATH alone (default: "
            "this installation's\n"
            "                        library directory first, for programs "
            "built without\n"
            "                        an rpath)\n"
            "  --oversubscribe, --allow-run-as-root\n"
            "                        accepted for mpirun-style scripts; "
            "always true here\n"
            "                        (under srun, --oversubscribe is "
            "srun's --overcommit)\n\n"
            "--map-by, --bind-to, --report-bindings and --stats apply only "
            "when oshrun\nstarts the PEs itself; under srun, --timeout S "
            "is srun's --time in minutes.\n\n"
            "Exits 0 when every PE exits 0; otherwise with the status of the "
            "first PE\nthat failed (128+signal if it was killed), after "
            "stopping the others;\nunder srun, with srun's status.\n",
            SHMEMI_MAX_PES);
}

static const char *signame(int sig)
{
    static char buf[32];
    const char *abbrev = sigabbrev_np(sig);
    if (abbrev)
        snprintf(buf, sizeof(buf), "SIG%s", abbrev);
    else
        snprintf(buf, sizeof(buf), "signal %d", sig);
    return buf;
}

static const char *const launcher_names[] = {
    [OSHRUN_LAUNCHER_AUTO] = "auto",
    [OSHRUN_LAUNCHER_LOCAL] = "local",
    [OSHRUN_LAUNCHER_SRUN] = "srun",
};

/* "auto", "local" or "srun": that launcher; anything else (NULL too):
 * OSHRUN_LAUNCHER_UNSET. */
static enum oshrun_launcher launcher_named(const char *s)
{
    for (int l = OSHRUN_LAUNCHER_AUTO; s && l <= OSHRUN_LAUNCHER_SRUN; l++)
        if (!strcmp(s, launcher_names[l]))
            return (enum oshrun_launcher)l;
    return OSHRUN_LAUNCHER_UNSET;
}

/* 1..SHMEMI_MAX_PES, or -1 with a message. */
static int parse_npes(const char *s)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || *end || v < 1 || v > SHMEMI_MAX_PES) {
        fprintf(stderr, "oshrun: bad PE count '%s' (expected 1..%d)\n", s,
                SHMEMI_MAX_PES);
        return -1;
    }
    return (int)v;
}

int oshrun_parse_args(int argc, char **argv, struct oshrun_opts *o)
{
    int i = 1;
    *o = (struct oshrun_opts){.npes = 1};
    for (; i < argc && argv[i][0] == '-'; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-np") || !strcmp(a, "-n") || !strcmp(a, "--np") ||
            !strcmp(a, "-c")) {
            if (++i >= argc) {
                fprintf(stderr, "oshrun: %s needs a PE count\n", a);
                return 2;
            }
            o->npes_given = true;
            if ((o->npes = parse_npes(argv[i])) < 0)
                return 2;
        } else if (!strncmp(a, "-np=", 4) || !strncmp(a, "--np=", 5)) {
            o->npes_given = true;
            if ((o->npes = parse_npes(strchr(a, '=') + 1)) < 0)
                return 2;
        } else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "-V") || !strcmp(a, "--version")) {
            printf("oshrun (shmap) %s\n", SHMAP_VERSION);
            return 0;
        } else if (!strcmp(a, "--bind-to") || !strcmp(a, "--map-by")) {
            if (++i >= argc) {
                fprintf(stderr, "oshrun: %s needs a level\n", a);
                return 2;
            }
            *(a[2] == 'b' ? &o->bind_to : &o->map_by) = argv[i];
        } else if (!strcmp(a, "--report-bindings")) {
            o->report = true;
        } else if (!strcmp(a, "--stats")) {
            o->stats = true;
        } else if (!strcmp(a, "--no-prefix-libs")) {
            o->no_prefix_libs = true;
        } else if (!strcmp(a, "--timeout")) {
            /* Not NaN (no comparison holds: no timeout at all), nor so
             * large (inf, 1e39) that main's deadline in int64_t
             * milliseconds overflows. */
            char *end = NULL;
            if (++i >= argc ||
                !((o->timeout_s = strtod(argv[i], &end)) > 0 &&
                  o->timeout_s <= MAX_TIMEOUT_S) ||
                *end) {
                fprintf(stderr, "oshrun: --timeout takes a number of "
                                "seconds greater than 0, at most %.0f\n",
                        MAX_TIMEOUT_S);
                return 2;
            }
        } else if (!strcmp(a, "--launcher") || !strncmp(a, "--launcher=", 11)) {
            const char *v = a[10] ? a + 11 : ++i < argc ? argv[i] : NULL;
            if ((o->launcher = launcher_named(v)) == OSHRUN_LAUNCHER_UNSET) {
                if (v)
                    fprintf(stderr,
                            "oshrun: --launcher takes auto, local "
                            "or srun, not '%s'\n",
                            v);
                else
                    fprintf(stderr, "oshrun: --launcher needs auto, local "
                                    "or srun\n");
                return 2;
            }
        } else if (!strcmp(a, "--dry-run")) {
            o->dry_run = true;
        } else if (!strcmp(a, "--oversubscribe")) {
            o->oversubscribe = true;
        } else if (!strcmp(a, "--allow-run-as-root")) {
            continue;
        } else if (!strcmp(a, "--")) {
            i++;
            break;
        } else {
            fprintf(stderr, "oshrun: unknown option '%s' (see oshrun --help)\n",
                    a);
            return 2;
        }
    }
    if (i >= argc) {
        usage(stderr);
        return 2;
    }
    o->prog = argv + i;
    return -1;
}

/* Is `prog` something execvp could run? Report it once, not N times. */
static bool runnable(const char *prog)
{
    if (strchr(prog, '/')) {
        /* access() passes a directory with an x bit, which execve then
         * refuses in every PE: say so once, as for the other cases. */
        struct stat st;
        if (stat(prog, &st) < 0)
            return false;
        if (!S_ISREG(st.st_mode)) {
            errno = S_ISDIR(st.st_mode) ? EISDIR : EACCES;
            return false;
        }
        return access(prog, X_OK) == 0;
    }
    const char *path = getenv("PATH");
    if (!path)
        path = "/usr/local/bin:/usr/bin:/bin";
    char buf[PATH_MAX];
    for (const char *p = path;; p++) {
        const char *colon = strchrnul(p, ':');
        int n =
            snprintf(buf, sizeof(buf), "%.*s/%s", (int)(colon - p), p, prog);
        struct stat st;
        if (n > 0 && (size_t)n < sizeof(buf) && stat(buf, &st) == 0 &&
            S_ISREG(st.st_mode) && access(buf, X_OK) == 0)
            return true;
        if (!*colon)
            return false;
        p = colon;
    }
}

static void set_abort(int pe, int status)
{
    if (!R.aborting) {
        R.aborting = true;
        R.abort_ms = now_ms();
    }
    int zero = 0;
    /* Pairs with the acquire loads in the PEs' waits. */
    if (__atomic_compare_exchange_n(&R.job->abort, &zero, SHMEMI_ABORT_BY(pe),
                                    false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
        __atomic_store_n(&R.job->abort_status, status, __ATOMIC_RELEASE);
}

static void signal_live(int sig)
{
    for (int i = 0; i < R.npes; i++)
        if (!R.pe[i].exited && R.pe[i].pid > 0)
            kill(R.pe[i].pid, sig);
}

static int status_code(int st)
{
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

/* The first failure decides oshrun's message and exit status. */
static void fail(int pe, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void fail(int pe, int code, const char *fmt, ...)
{
    if (!R.reported) {
        R.reported = true;
        R.exit_status = code ? code : 1;
        /* One write, so it does not interleave with the PEs' lines. */
        char line[512];
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(line + 8, sizeof(line) - 9, fmt, ap);
        va_end(ap);
        memcpy(line, "oshrun: ", 8);
        n = n < 0 ? 0 : n > (int)sizeof(line) - 10 ? (int)sizeof(line) - 10 : n;
        line[8 + n] = '\n';
        ssize_t w = write(STDERR_FILENO, line, (size_t)n + 9);
        (void)w;
    }
    set_abort(pe, R.exit_status);
}

/* Some PE waits for the table but another can never connect. */
static void check_startup_stall(void)
{
    if (R.aborting || R.nhello == R.npes)
        return;
    bool waiting = false;
    for (int i = 0; i < R.npes; i++)
        waiting |= R.pe[i].wants_table;
    if (!waiting)
        return;
    for (int i = 0; i < R.npes; i++)
        if (R.pe[i].exited && !R.pe[i].hello)
            fail(i, 1,
                 "PE %d exited (status %d) before start-up; the other "
                 "PEs wait for it in start_pes/shmem_init",
                 i, status_code(R.pe[i].status));
}

static void close_sock(struct pe *p)
{
    if (p->sock >= 0)
        close(p->sock);
    p->sock = -1;
}

static void send_table(int k)
{
    struct pe *p = &R.pe[k];
    struct shmemi_msg_hello *hello = malloc(sizeof(*hello) * (size_t)R.npes);
    int *fds = malloc(sizeof(int) * (size_t)R.npes);
    if (!hello || !fds) {
        free(hello);
        free(fds);
        fail(-1, 1, "out of memory");
        return;
    }
    for (int i = 0; i < R.npes; i++) {
        hello[i] = R.pe[i].h;
        fds[i] = R.pe[i].memfd;
    }
    int rc = shmemi_send_table(p->sock, hello, R.npes, R.jobfd, fds);
    free(hello);
    free(fds);
    /* A PE that cannot take its table has died (reported when it is
     * reaped) or will find its socket closed and end with a message. */
    if (rc < 0)
        close_sock(p);
    p->table_sent = true;
    /* Once every PE has its table, oshrun holds no segment at all. */
    bool all = true;
    for (int i = 0; i < R.npes; i++)
        all &= R.pe[i].table_sent;
    if (all)
        for (int i = 0; i < R.npes; i++)
            if (R.pe[i].memfd >= 0) {
                close(R.pe[i].memfd);
                R.pe[i].memfd = -1;
            }
}

static void send_ready_tables(void)
{
    if (R.nhello != R.npes)
        return;
    for (int i = 0; i < R.npes; i++)
        if (R.pe[i].wants_table && !R.pe[i].table_sent && R.pe[i].sock >= 0)
            send_table(i);
}

static void on_message(int k)
{
    struct pe *p = &R.pe[k];
    union {
        struct shmemi_msg_hello h;
        uint32_t type;
    } m;
    int fd = -1, nfds;
    ssize_t n = shmemi_recv_fds(p->sock, &m, sizeof(m), &fd, 1, &nfds);
    if (n <= 0) { /* the PE closed its end: exited or exec'd */
        close_sock(p);
        return;
    }
    if (m.type == SHMEMI_MSG_HELLO && n == sizeof(m.h) && nfds == 1 &&
        !p->hello && m.h.rank == (uint32_t)k) {
        p->h = m.h;
        p->memfd = fd;
        p->hello = true;
        R.nhello++;
        __atomic_store_n(&R.job->pe[k].state, SHMEMI_PE_RUNNING,
                         __ATOMIC_RELEASE);
        send_ready_tables();
        return;
    }
    if (fd >= 0)
        close(fd);
    if (m.type == SHMEMI_MSG_INIT && n == sizeof(uint32_t)) {
        p->wants_table = true;
        send_ready_tables();
        check_startup_stall();
        return;
    }
    fail(k, 1, "PE %d sent a malformed start-up message", k);
}

static void on_exit_status(int k, int st)
{
    struct pe *p = &R.pe[k];
    p->exited = true;
    p->status = st;
    R.nexited++;

    int code = status_code(st);
    int abort = __atomic_load_n(&R.job->abort, __ATOMIC_ACQUIRE);
    int by = abort ? SHMEMI_ABORT_PE(abort) : -2;
    if (by == k && R.job->global_exit) {
        /* Its stores are complete: it has exited. */
        int s = R.job->abort_status;
        if (!R.reported) {
            R.reported = true;
            R.exit_status = s;
            if (s)
                fprintf(stderr, "oshrun: PE %d called shmem_global_exit(%d)\n",
                        k, s);
        }
        set_abort(k, s);
    } else if (abort && by != k) {
        /* Left because the job was already ending: not a failure of its
         * own. The PE that ended it is reported when it is reaped. */
    } else if (WIFSIGNALED(st)) {
        fail(k, code, "PE %d killed by %s%s", k, signame(WTERMSIG(st)),
             WCOREDUMP(st) ? " (core dumped)" : "");
    } else if (code != 0) {
        fail(k, code, "PE %d exited with status %d", k, code);
    }
    /* Only now may the others see the exit: when it ends the job, the
     * abort above is visible first (release/acquire), so a waiting PE
     * leaves silently with the job's status instead of reporting a wait
     * that "can never complete" because this PE has exited. */
    R.job->pe[k].status = st;
    __atomic_store_n(&R.job->pe[k].state, SHMEMI_PE_EXITED, __ATOMIC_RELEASE);
    /* Pairs with the acquire load in the PEs' check_exits(). */
    __atomic_add_fetch(&R.job->n_exited, 1, __ATOMIC_RELEASE);
    check_startup_stall();
}

/* Read what a PE sent before it exited: its hello may still be queued. */
static void drain(int k)
{
    while (R.pe[k].sock >= 0) {
        struct pollfd p = {R.pe[k].sock, POLLIN, 0};
        if (poll(&p, 1, 0) <= 0)
            break;
        on_message(k);
    }
}

/*
 * The hang report (--timeout, SIGUSR1, SIGQUIT): for every PE, the wait it
 * is in (routine, for how long, whom it waits for), or that it runs
 * outside the library's waits, or how it ended. A PE refreshes its wait
 * record at least every few milliseconds while it waits (backoff.c).
 */
#define WAITING_FRESH_NS 200000000LL /* older: no longer in that wait */
static void report_waits(const char *why)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    int64_t now = (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
    fprintf(stderr, "oshrun: %s; where each PE is:\n", why);
    for (int k = 0; k < R.npes; k++) {
        const struct shmemi_job_pe *p = &R.job->pe[k];
        char who[48];
        if (p->wait_watch >= 0)
            snprintf(who, sizeof(who), "PE %d", p->wait_watch);
        else
            snprintf(who, sizeof(who), "%s",
                     p->wait_watch == -2 ? "every PE of the collective"
                                         : "any other PE");
        if (R.pe[k].exited) {
            int st = R.pe[k].status;
            if (WIFSIGNALED(st))
                fprintf(stderr, "oshrun:   PE %d: ended by %s\n", k,
                        signame(WTERMSIG(st)));
            else
                fprintf(stderr, "oshrun:   PE %d: exited with status %d\n",
                        k, WEXITSTATUS(st));
        } else if (p->wait_count && now - p->wait_last_ns < WAITING_FRESH_NS &&
                   p->wait_ivar) {
            static const char *const cmps[] = {"SHMEM_CMP_EQ", "SHMEM_CMP_NE",
                                               "SHMEM_CMP_GT", "SHMEM_CMP_LE",
                                               "SHMEM_CMP_LT", "SHMEM_CMP_GE"};
            const char *c = p->wait_cmp >= 0 && p->wait_cmp < 6
                                ? cmps[p->wait_cmp]
                                : "?";
            char set[32] = "";
            if (p->wait_n > 1)
                snprintf(set, sizeof(set), "[%d]", p->wait_n);
            if (p->wait_sign)
                fprintf(stderr,
                        "oshrun:   PE %d: in %s(%#llx%s, %s, %lld) for %.1f "
                        "s; value now %lld (wait #%u)\n",
                        k, p->wait_routine, (unsigned long long)p->wait_ivar,
                        set, c, (long long)p->wait_value,
                        (double)(now - p->wait_since_ns) / 1e9,
                        (long long)p->wait_now, p->wait_count);
            else
                fprintf(stderr,
                        "oshrun:   PE %d: in %s(%#llx%s, %s, %llu) for %.1f "
                        "s; value now %llu (wait #%u)\n",
                        k, p->wait_routine, (unsigned long long)p->wait_ivar,
                        set, c, (unsigned long long)p->wait_value,
                        (double)(now - p->wait_since_ns) / 1e9,
                        (unsigned long long)p->wait_now, p->wait_count);
        } else if (p->wait_count && now - p->wait_last_ns < WAITING_FRESH_NS) {
            /* A collective: which PEs are not in the same routine now (they
             * have not arrived, or are not members of its set or team). */
            char absent[160] = "";
            size_t len = 0;
            int nabsent = 0;
            for (int q = 0; p->wait_watch == -2 && q < R.npes; q++) {
                const struct shmemi_job_pe *o = &R.job->pe[q];
                bool there = !R.pe[q].exited && o->wait_count &&
                             now - o->wait_last_ns < WAITING_FRESH_NS &&
                             !strcmp(o->wait_routine, p->wait_routine);
                if (there || len + 16 >= sizeof(absent))
                    continue;
                len += (size_t)snprintf(absent + len, sizeof(absent) - len,
                                        "%s%d", nabsent++ ? "," : "", q);
            }
            fprintf(stderr,
                    "oshrun:   PE %d: in %s for %.1f s, waiting for %s "
                    "(wait #%u)%s%s%s\n",
                    k, p->wait_routine, (double)(now - p->wait_since_ns) / 1e9,
                    who, p->wait_count, nabsent ? "; PEs " : "", absent,
                    nabsent ? " are not in it" : "");
        } else if (p->wait_count) {
            fprintf(stderr,
                    "oshrun:   PE %d: busy outside the library's waits (its "
                    "last wait, in %s, ended about %.1f s ago)\n",
                    k, p->wait_routine, (double)(now - p->wait_last_ns) / 1e9);
        } else {
            fprintf(stderr,
                    "oshrun:   PE %d: busy outside the library's waits (no "
                    "wait so far)\n",
                    k);
        }
    }
}

static void reap(void)
{
    for (;;) {
        int st;
        pid_t pid = waitpid(-1, &st, WNOHANG);
        if (pid <= 0)
            return;
        for (int i = 0; i < R.npes; i++)
            if (R.pe[i].pid == pid && !R.pe[i].exited) {
                drain(i);
                close_sock(&R.pe[i]);
                on_exit_status(i, st);
            }
        /* Other pids: orphans of PEs, reparented to us (subreaper). */
    }
}

/* We are a subreaper: a PE's leftover descendants are now our children. */
static void kill_orphans(void)
{
    char path[64], buf[4096];
    for (int round = 0; round < 10; round++) {
        snprintf(path, sizeof(path), "/proc/self/task/%d/children",
                 (int)getpid());
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            return;
        ssize_t n = read(fd, buf, sizeof(buf) - 1);
        close(fd);
        if (n <= 0)
            return;
        buf[n] = '\0';
        for (char *s = buf, *tok; (tok = strtok_r(s, " \n", &s));)
            kill((pid_t)atol(tok), SIGKILL);
        struct timespec ts = {0, 20000000};
        nanosleep(&ts, NULL);
        while (waitpid(-1, NULL, WNOHANG) > 0)
            ;
    }
}

static void spawn(int k, char **argv, const sigset_t *oldmask)
{
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) < 0) {
        perror("oshrun: socketpair");
        exit(1);
    }
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        perror("oshrun: fork");
        fail(-1, 1, "could not start PE %d", k);
        close(sv[0]);
        close(sv[1]);
        return;
    }
    if (pid == 0) {
        /* The child: its end of the socket survives exec, nothing else. */
        int fd = dup(sv[1]);
        char env[96];
        snprintf(env, sizeof(env), "%d,%d,%d,%ld", fd, k, R.npes, (long)parent);
        setenv(SHMEMI_CTL_ENV, env, 1);
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent)
            _exit(127);
        if (R.place.thissystem && R.place.pe[k].bound) {
            /* Its own CPUs: a waiter never spins on the CPU that the PE
             * it waits for needs. */
            sched_setaffinity(0, sizeof(R.place.pe[k].cpus),
                              &R.place.pe[k].cpus);
        }
        /* Identical addresses on every PE: executable, libraries, heap. */
        personality((unsigned long)personality(0xffffffff) | ADDR_NO_RANDOMIZE);
        if (k != 0) {
            int nul = open("/dev/null", O_RDONLY);
            if (nul >= 0) {
                dup2(nul, STDIN_FILENO);
                close(nul);
            }
        }
        sigprocmask(SIG_SETMASK, oldmask, NULL);
        execvp(argv[0], argv);
        fprintf(stderr, "oshrun: cannot run '%s': %s\n", argv[0],
                strerror(errno));
        _exit(127);
    }
    close(sv[1]);
    R.pe[k].pid = pid;
    R.pe[k].sock = sv[0];
    R.job->pe[k].pid = pid;
}

/*
 * This installation's library directory first on the PEs'
 * LD_LIBRARY_PATH, as mpirun --prefix does: a program linked with -lsma
 * but no rpath (pkg-config's flags, a plain cc -L) then runs against the
 * libsma beside this oshrun. Not a directory the loader searches anyway
 * (it would come before the program's own rpath for every library), nor
 * one already on the path, where the user's order stands.
 */
static bool prefix_libs(void) /* true: LD_LIBRARY_PATH changed */
{
    char sover[16], dir[PATH_MAX];
    shmap_prefix_sover(SHMAP_VERSION, sover, sizeof(sover));
    if (shmap_prefix_libdir(sover, dir, sizeof(dir)) < 0 ||
        shmap_prefix_system_dir(dir))
        return false;
    const char *old = getenv("LD_LIBRARY_PATH");
    if (!old || !*old)
        return setenv("LD_LIBRARY_PATH", dir, 1) == 0;
    size_t n = strlen(dir);
    for (const char *p = old; p; p = strchr(p, ':') ? strchr(p, ':') + 1 : NULL)
        if (!strncmp(p, dir, n) && (p[n] == ':' || p[n] == '\0'))
            return false;
    size_t len = n + 1 + strlen(old) + 1;
    char *v = malloc(len);
    if (!v)
        return false;
    snprintf(v, len, "%s:%s", dir, old);
    bool set = setenv("LD_LIBRARY_PATH", v, 1) == 0;
    free(v);
    return set;
}

/* A word as a POSIX shell reads it back: bare when no character in it
 * means anything to a shell (an = only after the command word, where it
 * cannot make an assignment), else in single quotes. */
static void put_word(FILE *f, const char *w, bool command)
{
    static const char plain[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                "abcdefghijklmnopqrstuvwxyz"
                                "0123456789_@%+:,./-=";
    size_t n = strspn(w, plain);
    if (*w && !w[n] && !(command && strchr(w, '='))) {
        fputs(w, f);
        return;
    }
    putc('\'', f);
    for (; *w; w++)
        if (*w == '\'')
            fputs("'\\''", f);
        else
            putc(*w, f);
    putc('\'', f);
}

/* --dry-run: the command, one line a shell runs as it is; after
 * LD_LIBRARY_PATH=... when oshrun set that for the PEs. */
static void put_command(char *const *args, bool lib_path)
{
    if (lib_path) {
        fputs("LD_LIBRARY_PATH=", stdout);
        put_word(stdout, getenv("LD_LIBRARY_PATH"), false);
        putc(' ', stdout);
    }
    for (int i = 0; args[i]; i++) {
        if (i)
            putc(' ', stdout);
        put_word(stdout, args[i], i == 0);
    }
    putc('\n', stdout);
}

/* The words of the command line that starts the PEs: srun's (srun is
 * true) or this oshrun's with --launcher=local, for --dry-run; then the
 * program and its arguments. Returns NULL when out of memory. */
static char **launch_args(const struct oshrun_opts *o, const char *self,
                          bool srun)
{
    static char np[16], limit[32], timeout[32];
    size_t nprog = 0;
    while (o->prog[nprog])
        nprog++;
    char **args = calloc(nprog + 16, sizeof(char *));
    if (!args)
        return NULL;
    size_t n = 0;
    snprintf(np, sizeof(np), "%d", o->npes);
    if (srun) {
        args[n++] = "srun";
        args[n++] = "--mpi=pmix";
        args[n++] = "--kill-on-bad-exit=1";
        /* Without -np, the allocation's task count, as mpirun takes it */
        if (o->npes_given) {
            args[n++] = "-n";
            args[n++] = np;
        }
        if (o->timeout_s > 0) {
            /* Slurm counts time limits in whole minutes. */
            long min = (long)(o->timeout_s / 60);
            snprintf(limit, sizeof(limit), "--time=%ld",
                     min + (min * 60.0 < o->timeout_s));
            args[n++] = limit;
        }
        if (o->oversubscribe)
            args[n++] = "--overcommit";
    } else {
        args[n++] = (char *)self;
        args[n++] = "--launcher=local";
        args[n++] = "-np";
        args[n++] = np;
        if (o->map_by) {
            args[n++] = "--map-by";
            args[n++] = (char *)o->map_by;
        }
        if (o->bind_to) {
            args[n++] = "--bind-to";
            args[n++] = (char *)o->bind_to;
        }
        if (o->report)
            args[n++] = "--report-bindings";
        if (o->stats)
            args[n++] = "--stats";
        if (o->timeout_s > 0) {
            snprintf(timeout, sizeof(timeout), "%g", o->timeout_s);
            args[n++] = "--timeout";
            args[n++] = timeout;
        }
        if (o->no_prefix_libs)
            args[n++] = "--no-prefix-libs";
    }
    if (o->prog[0][0] == '-')
        args[n++] = "--";
    memcpy(args + n, o->prog, nprog * sizeof(char *));
    return args;
}

/* Inside a Slurm job step, other than the steps that are a shell of the
 * allocation, from which srun starts steps of its own: the batch
 * script's, salloc's interactive shell's (LaunchParameters=
 * use_interactive_step) and the extern step that ssh sessions are
 * adopted to, by number or by name. */
static bool in_slurm_step(void)
{
    static const char *const shells[] = {
        "4294967294", "batch",       /* SLURM_BATCH_SCRIPT */
        "4294967293", "interactive", /* SLURM_INTERACTIVE_STEP */
        "4294967295", "extern",      /* SLURM_EXTERN_CONT */
    };
    const char *id = getenv("SLURM_STEP_ID");
    if (!id || !*id)
        return false;
    for (size_t i = 0; i < sizeof(shells) / sizeof(shells[0]); i++)
        if (!strcmp(id, shells[i]))
            return false;
    return true;
}

/*
 * Who starts the PEs: --launcher, else SHMAP_OSHRUN_LAUNCHER, else auto,
 * which is srun inside a Slurm allocation of more than one node, as
 * Open MPI's mpirun does there, unless oshrun is itself a task of a job
 * step (srun -n 2 oshrun ...: each task's PEs are its own, on its node).
 * why says what decided it, for messages. -1 after a message.
 */
static int choose_launcher(const struct oshrun_opts *o, const char **why)
{
    static char buf[96];
    const char *env = getenv("SHMAP_OSHRUN_LAUNCHER");
    enum oshrun_launcher l = o->launcher;
    *why = "--launcher=srun";
    if (l == OSHRUN_LAUNCHER_UNSET && env && *env) {
        if ((l = launcher_named(env)) == OSHRUN_LAUNCHER_UNSET) {
            fprintf(stderr,
                    "oshrun: SHMAP_OSHRUN_LAUNCHER must be auto, "
                    "local or srun, not '%s'\n",
                    env);
            return -1;
        }
        *why = "SHMAP_OSHRUN_LAUNCHER=srun";
    }
    if (l != OSHRUN_LAUNCHER_AUTO && l != OSHRUN_LAUNCHER_UNSET)
        return l;
    const char *job = getenv("SLURM_JOB_ID");
    const char *nodes = getenv("SLURM_JOB_NUM_NODES");
    if (!nodes || !*nodes)
        nodes = getenv("SLURM_NNODES"); /* the older name */
    char *end = NULL;
    long n = nodes ? strtol(nodes, &end, 10) : 0;
    if (!job || !*job || !end || *end || n <= 1 || in_slurm_step())
        return OSHRUN_LAUNCHER_LOCAL;
    snprintf(buf, sizeof(buf), "Slurm job %.40s has %ld nodes", job, n);
    *why = buf;
    return OSHRUN_LAUNCHER_SRUN;
}

/*
 * The PEs on the allocation's nodes: oshrun becomes srun --mpi=pmix,
 * through which the PEs find each other (PMIx), and whose signals,
 * output and exit status are the job's. The environment goes with srun
 * to every task, LD_LIBRARY_PATH as oshrun sets it included. Returns
 * only on an error, with oshrun's status.
 */
static int run_srun(const struct oshrun_opts *o, const char *why)
{
    const char *local_only = o->map_by    ? "--map-by"
                             : o->bind_to ? "--bind-to"
                             : o->report  ? "--report-bindings"
                             : o->stats   ? "--stats"
                                          : NULL;
    if (local_only) {
        fprintf(stderr,
                "oshrun: %s applies only when oshrun starts the PEs "
                "itself (--launcher=local); srun starts them here "
                "(%s)\n",
                local_only, why);
        return 2;
    }
    if (!runnable("srun")) {
        fprintf(stderr,
                "oshrun: srun is not in PATH (%s); --launcher=local "
                "starts every PE on this node\n",
                why);
        return 127;
    }
    bool lib_path = !o->no_prefix_libs && prefix_libs();
    char **args = launch_args(o, NULL, true);
    if (!args) {
        fprintf(stderr, "oshrun: out of memory\n");
        return 1;
    }
    if (o->dry_run) {
        put_command(args, lib_path);
        return 0;
    }
    execvp(args[0], args);
    fprintf(stderr, "oshrun: cannot run srun: %s\n", strerror(errno));
    return 127;
}

/* oshrun --mpi ARGS...: the job across nodes is MPI's to launch (the
 * library finds its peers through MPI, doc/ARCHITECTURE.md "Other
 * nodes"): run mpirun with the rest of the command line, as it is. */
static int run_mpi(int argc, char **argv)
{
    char **args = calloc((size_t)argc + 1, sizeof(char *));
    if (!args) {
        fprintf(stderr, "oshrun: out of memory\n");
        return 1;
    }
    const char *mpirun = getenv("SHMAP_MPIRUN");
    args[0] = (char *)(mpirun && *mpirun ? mpirun : "mpirun");
    for (int i = 2; i < argc; i++)
        args[i - 1] = argv[i];
    execvp(args[0], args);
    fprintf(stderr, "oshrun: --mpi: cannot run %s: %s (install Open MPI's "
                    "openmpi-bin, or name it in SHMAP_MPIRUN)\n",
            args[0], strerror(errno));
    return 127;
}

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "--mpi"))
        return run_mpi(argc, argv);
    struct oshrun_opts o;
    int rc = oshrun_parse_args(argc, argv, &o);
    if (rc >= 0)
        return rc;
    int npes = o.npes;
    const char *map_by = o.map_by, *bind_to = o.bind_to;
    bool report = o.report;
    double timeout_s = o.timeout_s;
    char **prog = o.prog;
    if (!runnable(prog[0])) {
        fprintf(stderr, "oshrun: cannot run '%s': %s\n", prog[0],
                strchr(prog[0], '/') ? strerror(errno) : "command not found");
        return 127;
    }

    const char *why;
    int launcher = choose_launcher(&o, &why);
    if (launcher < 0)
        return 2;
    if (launcher == OSHRUN_LAUNCHER_SRUN)
        return run_srun(&o, why);

    if (!o.no_prefix_libs)
        prefix_libs();

    /* N PEs each receive N descriptors: lift our own descriptor limit. */
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
        rl.rlim_cur = rl.rlim_max;
        setrlimit(RLIMIT_NOFILE, &rl);
    }

    R.npes = npes;
    /* The binding: --bind-to, else SHMEM_BIND (which wins) or SMA_BIND. */
    bool bind_explicit = bind_to != NULL;
    if (!bind_to && (bind_to = getenv("SHMEM_BIND")) == NULL)
        bind_to = getenv("SMA_BIND");
    if (bind_to && !*bind_to)
        bind_to = NULL;
    bind_explicit |= bind_to != NULL;
    char err[256];
    if (shmap_place(npes, map_by, bind_to, bind_explicit, &R.place, err,
                    sizeof(err)) < 0) {
        fprintf(stderr, "oshrun: %s\n", err);
        return 2;
    }
    if (report)
        shmap_place_report(&R.place, stderr);
    if (o.dry_run) {
        char **args = launch_args(&o, argv[0], false);
        if (args)
            put_command(args, false);
        return args ? 0 : 1;
    }
    /* --stats: the PEs append their SHMEM_STATS lines to one file, summed
     * at the end (stats_sum.c). */
    char stats_path[64] = "";
    if (o.stats) {
        snprintf(stats_path, sizeof(stats_path), "/tmp/oshrun-stats-%d",
                 (int)getpid());
        int fd = open(stats_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC,
                     0600);
        if (fd < 0) {
            fprintf(stderr, "oshrun: --stats: cannot create %s: %s\n",
                    stats_path, strerror(errno));
            return 1;
        }
        close(fd);
        setenv("SHMEM_STATS", stats_path, 1);
    }
    R.pe = calloc((size_t)npes, sizeof(*R.pe));
    R.jobfd = shmemi_job_page_new(npes, &R.job, &R.joblen);
    if (!R.pe || R.jobfd < 0) {
        fprintf(stderr, "oshrun: job page: %s\n",
                strerror(R.jobfd < 0 ? -R.jobfd : ENOMEM));
        return 1;
    }
    snprintf(R.job->topology, sizeof(R.job->topology), "%s",
             R.place.summary);
    for (int k = 0; k < npes; k++) {
        for (int l = 0; l < SHMEMI_NLOC; l++)
            R.job->pe[k].loc[l] = R.place.pe[k].loc[l];
        R.job->pe[k].numa_os = R.place.pe[k].numa_os;
        if (R.place.pe[k].bound)
            snprintf(R.job->pe[k].cpus, sizeof(R.job->pe[k].cpus), "%s",
                     R.place.pe[k].cpulist);
    }
    for (int k = 0; k < npes; k++) {
        R.pe[k].sock = -1;
        R.pe[k].memfd = -1;
    }

    sigset_t mask, oldmask;
    sigemptyset(&mask);
    sigaddset(&mask, SIGCHLD);
    sigaddset(&mask, SIGINT);
    sigaddset(&mask, SIGTERM);
    sigaddset(&mask, SIGHUP);
    sigaddset(&mask, SIGQUIT);
    sigaddset(&mask, SIGUSR1);
    sigprocmask(SIG_BLOCK, &mask, &oldmask);
    int sfd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
    signal(SIGPIPE, SIG_IGN);
    prctl(PR_SET_CHILD_SUBREAPER, 1);

    int64_t start_ms = now_ms();
    for (int k = 0; k < npes && !R.aborting; k++)
        spawn(k, prog, &oldmask);

    struct pollfd *pfd = calloc((size_t)npes + 1, sizeof(*pfd));
    int *who = calloc((size_t)npes + 1, sizeof(int));
    while (R.nexited < npes) {
        int n = 0;
        pfd[n++] = (struct pollfd){sfd, POLLIN, 0};
        for (int k = 0; k < npes; k++)
            if (R.pe[k].sock >= 0) {
                who[n] = k;
                pfd[n++] = (struct pollfd){R.pe[k].sock, POLLIN, 0};
            }
        int timeout = -1;
        if (timeout_s > 0 && !R.aborting) {
            int64_t left = start_ms + (int64_t)(timeout_s * 1000) - now_ms();
            if (left <= 0) {
                char why[64];
                snprintf(why, sizeof(why), "--timeout %g s reached", timeout_s);
                report_waits(why);
                fprintf(stderr, "oshrun: stopping %d PE%s\n",
                        npes - R.nexited, npes - R.nexited == 1 ? "" : "s");
                R.reported = true;
                R.exit_status = 124;
                set_abort(-1, 124);
                signal_live(SIGTERM);
                continue;
            }
            timeout = left > INT_MAX ? INT_MAX : (int)left;
        }
        if (R.aborting) {
            int64_t t = now_ms() - R.abort_ms;
            if (!R.termed && t >= GRACE_TERM_MS) {
                signal_live(SIGTERM);
                R.termed = true;
            }
            if (!R.killed && t >= GRACE_KILL_MS) {
                signal_live(SIGKILL);
                R.killed = true;
            }
            timeout = R.killed   ? 100
                      : R.termed ? (int)(GRACE_KILL_MS - t)
                                 : (int)(GRACE_TERM_MS - t);
            if (timeout < 1)
                timeout = 1;
        }
        if (poll(pfd, (nfds_t)n, timeout) < 0 && errno != EINTR) {
            perror("oshrun: poll");
            signal_live(SIGKILL);
        }
        if (pfd[0].revents & POLLIN) {
            struct signalfd_siginfo si;
            while (read(sfd, &si, sizeof(si)) == sizeof(si)) {
                int sig = (int)si.ssi_signo;
                if (sig == SIGCHLD)
                    continue;
                if (sig == SIGUSR1 || sig == SIGQUIT) { /* report, go on */
                    report_waits(sig == SIGUSR1 ? "SIGUSR1" : "SIGQUIT");
                    continue;
                }
                if (!R.reported)
                    fprintf(stderr, "oshrun: %s: stopping %d PE%s\n",
                            signame(sig), npes - R.nexited,
                            npes - R.nexited == 1 ? "" : "s");
                R.reported = true;
                R.exit_status = 128 + sig;
                set_abort(-1, 128 + sig);
                signal_live(sig == SIGHUP ? SIGHUP : sig);
            }
            reap();
        }
        for (int j = 1; j < n; j++)
            if (pfd[j].revents && R.pe[who[j]].sock >= 0)
                on_message(who[j]);
        reap();
    }
    kill_orphans();
    if (stats_path[0]) {
        int *numa = calloc((size_t)npes, sizeof(int));
        for (int k = 0; numa && k < npes; k++)
            numa[k] = R.job->pe[k].loc[SHMEMI_LOC_NUMA];
        if (shmemi_stats_summary(stats_path, npes, numa, stderr) < 0)
            fprintf(stderr, "oshrun: --stats: cannot read %s\n", stats_path);
        free(numa);
        unlink(stats_path);
    }
    free(pfd);
    free(who);
    return R.exit_status;
}
