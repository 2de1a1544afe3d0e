/* SPDX-License-Identifier: BSD-3-Clause */
/* The slow path of every wait: yield, then sleep, and never outlive the job. */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "shmemi.h"
#include "start/start.h"
#include "stats.h"

/*
 * With more PEs than CPUs, spin-then-yield beats pure spinning (the PE
 * waited for cannot run) by orders of magnitude and sleeping on a futex
 * (a wake-up's latency) several times over (doc/ARCHITECTURE.md,
 * "Measured choices"). So after a short spin we yield; only a wait that
 * has lasted YIELD_NS sleeps, in steps growing from SLEEP_MIN_NS to
 * SLEEP_MAX_NS.
 */
#define YIELD_NS 20000000LL     /* 20 ms of yielding before sleeping */
#define SLEEP_MIN_NS 20000ULL   /* 20 us */
#define SLEEP_MAX_NS 1000000ULL /* 1 ms */

static int64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* The job is ending (another PE failed or called shmem_global_exit):
 * leave quietly with its status; oshrun reports the cause. */
static void check_abort(void)
{
    struct shmemi_job *job = shmemi.job;
    /* Pairs with the release store in exit_job() in error.c / oshrun. */
    if (job && __atomic_load_n(&job->abort, __ATOMIC_ACQUIRE)) {
        int status = __atomic_load_n(&job->abort_status, __ATOMIC_ACQUIRE);
        fflush(NULL);
        _exit(status);
    }
}

static bool exited(const struct shmemi_job *job, int pe)
{
    return __atomic_load_n(&job->pe[pe].state, __ATOMIC_ACQUIRE) ==
           SHMEMI_PE_EXITED;
}

static int first_exited(const struct shmemi_job *job)
{
    for (int i = 0; i < job->npes; i++)
        if (exited(job, i))
            return i;
    return -1;
}

int shmemi_thread_count(pid_t pid)
{
    char path[64], buf[1024];
    snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    ssize_t n = read(fd, buf, sizeof(buf) - 1);
    close(fd);
    if (n <= 0)
        return -1;
    buf[n] = 0;
    /* After the command name in parentheses: state is field 3, the
     * thread count field 20. */
    char *p = strrchr(buf, ')');
    for (int field = 2; p && field < 20; field++)
        p = strchr(p + 1, ' ');
    return p ? atoi(p + 1) : -1;
}

#define STUCK_NS 1000000000LL /* every live PE waiting this long */
#define FRESH_NS 200000000LL  /* a wait record refreshed this recently */

/*
 * A point-to-point wait watches "any other PE": it is hopeless once every
 * other PE has exited, and also when some PE has exited and every PE
 * still running, this one included, has sat in a library wait for over a
 * second: no PE is left to write what they wait for. Only when every
 * live PE is single-threaded (but for the threads a launcher's library
 * started: PMIx's): another thread could still write. The
 * PEs' wait records are oshrun's hang report's (record_wait()).
 */
static bool all_stuck(const struct shmemi_job *job, int64_t now)
{
    for (int k = 0; k < job->npes; k++) {
        const struct shmemi_job_pe *p = &job->pe[k];
        if (exited(job, k))
            continue;
        if (!p->wait_count || now - p->wait_last_ns > FRESH_NS ||
            now - p->wait_since_ns < STUCK_NS ||
            shmemi_thread_count(p->pid) - p->lib_threads != 1)
            return false;
    }
    return true;
}

/*
 * A wait that can never end is an error, not a hang. The caller re-tests
 * its condition between calls, so an exit seen on two successive calls
 * means the condition was still false after the exit was visible: a PE
 * that exited after doing its part (say, after leaving the same barrier)
 * has already made the condition true. oshrun publishes exits with
 * release after reaping; we read them with acquire.
 */
static void check_exits(struct shmemi_backoff *b, int watch,
                        const char *routine)
{
    const struct shmemi_job *job = shmemi.job;
    if (!job)
        return;
    int n = __atomic_load_n(&job->n_exited, __ATOMIC_ACQUIRE);
    bool hopeless;
    if (watch == SHMEMI_WATCH_ALL)
        hopeless = n > 0;
    else if (watch == SHMEMI_WATCH_ANY)
        hopeless = shmemi.npes > 1 && (n >= shmemi.npes - 1 ||
                                       (n > 0 && b->started_ns &&
                                        now_ns() - b->started_ns > STUCK_NS &&
                                        all_stuck(job, now_ns())));
    else
        hopeless = n > 0 && exited(job, watch);
    if (!hopeless)
        return;
    if (!b->exit_seen) { /* first sighting: let the caller re-test */
        b->exit_seen = true;
        return;
    }
    /* A PE that reported its own hopeless wait first ends the job, then
     * exits, and is reaped: if that happened since the look above, this
     * PE would report again, naming that PE (seen in CI: "PE 0 has
     * exited" after PE 0's report about PE 3). The job's end wins. */
    check_abort();
    if (watch == SHMEMI_WATCH_ANY && n >= shmemi.npes - 1)
        shmemi_fatal(routine, "every other PE has exited; this wait can "
                              "never complete");
    if (watch == SHMEMI_WATCH_ANY)
        shmemi_fatal(routine,
                     "PE %d has exited and every PE still running waits in "
                     "the library (for over 1 s): nothing can end this wait",
                     first_exited(job));
    if (watch == SHMEMI_WATCH_ALL)
        shmemi_fatal(routine,
                     "PE %d has exited without joining this "
                     "collective; it can never complete",
                     first_exited(job));
    shmemi_fatal(routine,
                 "PE %d, which this call waits for, has exited; "
                 "the wait can never complete",
                 watch);
}

/*
 * Where this PE waits, in the job page, for oshrun's hang report. Threads
 * of one PE share the record: whoever holds the mutex writes it, the
 * others skip (a report shows one of the PE's waits; never blocks a wait).
 */
static pthread_mutex_t record_mutex = PTHREAD_MUTEX_INITIALIZER;

static _Thread_local struct {
    const void *ivar;
    size_t n, elem;
    bool sign;
    int cmp;
    uint64_t value;
} args;

void shmemi_wait_args(const void *ivar, size_t n, size_t elem, bool sign,
                      int cmp, uint64_t value)
{
    args.ivar = ivar;
    args.n = n;
    args.elem = elem;
    args.sign = sign;
    args.cmp = cmp;
    args.value = value;
}

/* The first ivar's value now, widened as the wait compares it. */
static uint64_t ivar_now(void)
{
    const void *p = args.ivar;
    switch (args.elem) {
    case 1: {
        uint8_t v = __atomic_load_n((const uint8_t *)p, __ATOMIC_RELAXED);
        return args.sign ? (uint64_t)(int64_t)(int8_t)v : v;
    }
    case 2: {
        uint16_t v = __atomic_load_n((const uint16_t *)p, __ATOMIC_RELAXED);
        return args.sign ? (uint64_t)(int64_t)(int16_t)v : v;
    }
    case 4: {
        uint32_t v = __atomic_load_n((const uint32_t *)p, __ATOMIC_RELAXED);
        return args.sign ? (uint64_t)(int64_t)(int32_t)v : v;
    }
    default: return __atomic_load_n((const uint64_t *)p, __ATOMIC_RELAXED);
    }
}

static struct shmemi_job_pe *record(void)
{
    struct shmemi_job *job = shmemi.job;
    if (!job || shmemi.me < 0 || shmemi.me >= job->npes ||
        pthread_mutex_trylock(&record_mutex) != 0)
        return NULL;
    return &job->pe[shmemi.me];
}

static void record_wait(const char *routine, int watch, int64_t now)
{
    struct shmemi_job_pe *p = record();
    if (!p)
        return;
    snprintf(p->wait_routine, sizeof(p->wait_routine), "%s", routine);
    p->wait_watch = watch;
    p->wait_since_ns = now;
    p->wait_last_ns = now;
    p->wait_count++;
    p->wait_ivar = (uint64_t)(uintptr_t)args.ivar;
    if (args.ivar) {
        p->wait_n = (int32_t)args.n;
        p->wait_cmp = args.cmp;
        p->wait_sign = args.sign;
        p->wait_value = args.value;
        p->wait_now = ivar_now();
    }
    pthread_mutex_unlock(&record_mutex);
}

static void still_waiting(int64_t now)
{
    struct shmemi_job_pe *p = record();
    if (!p)
        return;
    p->wait_last_ns = now;
    if (args.ivar && p->wait_ivar == (uint64_t)(uintptr_t)args.ivar)
        p->wait_now = ivar_now();
    pthread_mutex_unlock(&record_mutex);
}

/* Give the CPU away: a yield (step 0) or a sleep. Under SHMEM_STATS the
 * time away is the routine's waiting time (the spin phase and the checks
 * are not counted). */
static void pause_for(struct shmemi_backoff *b, uint64_t step,
                      const char *routine)
{
    int64_t t0 = SHMEMI_UNLIKELY(shmemi_stats_on) ? now_ns() : 0;
    if (step == 0) {
        sched_yield();
    } else {
        struct timespec ts = {0, (long)step};
        nanosleep(&ts, NULL);
    }
    if (SHMEMI_UNLIKELY(shmemi_stats_on))
        shmemi_stats_wait(routine, b->yields == 1, now_ns() - t0);
}

/* The checks of a wait's slow path: the job's end, PEs gone, and the
 * hang report's record (the first time; then it is refreshed). */
static void checks(struct shmemi_backoff *b, int watch, const char *routine)
{
    check_abort();
    /* No oshrun to reap PEs under PMIx: look for dead ones now and then
     * (every 16th yield, as still_waiting). */
    if ((b->yields & 15) == 0)
        shmemi_pmix_look_for_exits();
    check_exits(b, watch, routine);
    if (b->yields == 0) {
        b->started_ns = now_ns();
        record_wait(routine, watch, b->started_ns);
    }
}

void shmemi_backoff_slow(struct shmemi_backoff *b, int watch,
                         const char *routine)
{
    if (shmemi.progress)
        shmemi.progress();
    /*
     * Under MPI with a CPU a PE (mpi_poll): straight back to the look and
     * the progress call, never a yield (MPI's own waits do not either);
     * the checks only every 16th call, the clock (the hang report's
     * record) every 256th. A yield's system call delayed noticing a flag
     * put from another node; between pseudo-nodes over UCX's shared
     * memory, a yield every 16th call and the checks at each took a third
     * of a waiting target's loop, and a request arriving meanwhile
     * waited (doc/ARCHITECTURE.md, "Measured choices").
     */
    if (shmemi.mpi_poll) {
        if ((b->yields & 15) == 0) {
            checks(b, watch, routine);
            if (b->yields && (b->yields & 255) == 0)
                still_waiting(now_ns());
        }
        b->yields++;
        b->spins = 0;
        return;
    }
    checks(b, watch, routine);
    b->yields++;
    uint64_t step = b->sleep_ns;
    if (step == 0) {
        /* Look at the clock only every 16 yields: it is not free either. */
        if ((b->yields & 15) != 0) {
            pause_for(b, 0, routine);
            return;
        }
        int64_t now = now_ns();
        still_waiting(now);
        /* While MPI must progress here, keep yielding (as MPI's own
         * blocking calls do): a sleeping PE would stall every software
         * atomic other nodes aim at it. */
        if (now - b->started_ns < YIELD_NS || shmemi.progress) {
            pause_for(b, 0, routine);
            return;
        }
        step = SLEEP_MIN_NS;
    } else if (step < SLEEP_MAX_NS) {
        step = step * 2 > SLEEP_MAX_NS ? SLEEP_MAX_NS : step * 2;
    }
    b->sleep_ns = step;
    if (step > SLEEP_MIN_NS)
        still_waiting(now_ns());
    pause_for(b, step, routine);
}
