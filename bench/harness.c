/* SPDX-License-Identifier: BSD-3-Clause */
/* The benchmark harness: timed loops, tables and the raw (no SHMEM) floors. */
#define _GNU_SOURCE
#include "harness.h"

#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n);
    if (!p) {
        perror("bench: out of memory");
        exit(1);
    }
    return p;
}

uint64_t bench_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

void bench_sleep_ns(long ns)
{
    struct timespec ts = {ns / 1000000000L, ns % 1000000000L};
    while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
        ;
}

void bench_spin_ns(long ns)
{
    uint64_t t0 = bench_now_ns();
    while (bench_now_ns() - t0 < (uint64_t)ns)
        ;
}

double bench_median(double *v, int n)
{
    if (n <= 0)
        return 0;
    qsort(v, (size_t)n, sizeof(*v), cmp_double);
    return (v[(n - 1) / 2] + v[n / 2]) / 2;
}

double bench_clock_overhead_ns(void)
{
    static double cached = -1;
    enum { BATCHES = 9, PAIRS = 1000 };
    if (cached >= 0)
        return cached;
    /* The median of batch averages: a batch that lost the CPU is out. */
    double avg[BATCHES];
    for (int b = 0; b < BATCHES; b++) {
        uint64_t sum = 0;
        for (int i = 0; i < PAIRS; i++) {
            uint64_t t0 = bench_now_ns();
            sum += bench_now_ns() - t0;
        }
        avg[b] = (double)sum / PAIRS;
    }
    cached = bench_median(avg, BATCHES);
    return cached;
}

/* The stats of n raw times. */
static struct bench_stats stats_of(const uint64_t *raw, long n)
{
    struct bench_stats s = {0};
    if (n <= 0)
        return s;
    uint64_t *t = xrealloc(NULL, (size_t)n * sizeof(*t));
    memcpy(t, raw, (size_t)n * sizeof(*t));
    qsort(t, (size_t)n, sizeof(*t), cmp_u64);
    uint64_t sum = 0, mid = 0;
    long lo = n / 10, hi = n - n / 10;
    for (long i = 0; i < n; i++) {
        sum += t[i];
        if (i >= lo && i < hi)
            mid += t[i];
    }
    s.avg_ns = (double)sum / (double)n;
    s.tmean_ns = (double)mid / (double)(hi - lo);
    s.min_ns = (double)t[0];
    s.max_ns = (double)t[n - 1];
    s.med_ns = (double)(t[(n - 1) / 2] + t[n / 2]) / 2;
    s.iters = n;
    free(t);
    /* Every sample includes one clock reading's cost: take it out. */
    double over = bench_clock_overhead_ns();
    double *v[] = {&s.avg_ns, &s.tmean_ns, &s.min_ns, &s.max_ns, &s.med_ns};
    for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++)
        *v[i] = *v[i] > over ? *v[i] - over : 0;
    return s;
}

struct bench_stats bench_sample(struct bench_samples *s, bench_fn fn, void *arg,
                                long iters, long warmup)
{
    struct bench_samples local = BENCH_SAMPLES_INIT;
    if (!s)
        s = &local;
    (void)bench_clock_overhead_ns(); /* calibrate outside the loop */
    for (long i = 0; i < warmup; i++)
        fn(arg);
    if (iters <= 0)
        return stats_of(NULL, 0);
    if (s->n + iters > s->cap) {
        s->cap = s->n + iters > 2 * s->cap ? s->n + iters : 2 * s->cap;
        s->t = xrealloc(s->t, (size_t)s->cap * sizeof(*s->t));
    }
    uint64_t *t = s->t + s->n;
    for (long i = 0; i < iters; i++) {
        uint64_t t0 = bench_now_ns();
        fn(arg);
        t[i] = bench_now_ns() - t0;
    }
    s->n += iters;
    struct bench_stats r = stats_of(t, iters);
    bench_samples_free(&local);
    return r;
}

struct bench_stats bench_summary(const struct bench_samples *s)
{
    return stats_of(s->t, s->n);
}

void bench_samples_free(struct bench_samples *s)
{
    free(s->t);
    s->t = NULL;
    s->n = s->cap = 0;
}

struct bench_stats bench_run(bench_fn fn, void *arg, long iters, long warmup)
{
    return bench_sample(NULL, fn, arg, iters, warmup);
}

struct bench_stats bench_scale(struct bench_stats s, double f)
{
    s.avg_ns *= f;
    s.tmean_ns *= f;
    s.min_ns *= f;
    s.max_ns *= f;
    s.med_ns *= f;
    return s;
}

double bench_mbps(size_t bytes, double ns)
{
    return ns > 0 ? (double)bytes / ns * 1e3 : 0;
}

bool bench_parse_quick(int argc, char **argv, const char *about)
{
    bool quick = false;
    for (int i = 1; i < argc; i++) {
        bool help = !strcmp(argv[i], "-h") || !strcmp(argv[i], "--help");
        if (!strcmp(argv[i], "--quick")) {
            quick = true;
            continue;
        }
        fprintf(help ? stdout : stderr,
                "usage: %s [--quick]\n%s\n"
                "  --quick   a few iterations only (about a second; used by "
                "make check)\n"
                "Set BENCH_TSV=1 for tab-separated output.\n",
                argv[0], about);
        exit(help ? 0 : 2);
    }
    return quick;
}

/* ---- tables ---- */

static bool tsv_mode(void)
{
    const char *v = getenv("BENCH_TSV");
    return v && *v && strcmp(v, "0") != 0;
}

void bench_table_init(struct bench_table *t, const char *title,
                      const char *const *heads, int ncols)
{
    memset(t, 0, sizeof(*t));
    t->title = title;
    t->ncols = ncols < BENCH_MAX_COLS ? ncols : BENCH_MAX_COLS;
    for (int c = 0; c < t->ncols; c++)
        t->heads[c] = heads[c];
}

void bench_table_cell(struct bench_table *t, const char *fmt, ...)
{
    if (t->ncells == t->cap) {
        size_t cap = t->cap ? t->cap * 2 : (size_t)t->ncols * 16;
        void *p = realloc(t->cells, cap * sizeof(*t->cells));
        if (!p) {
            perror("bench: table");
            exit(1);
        }
        t->cells = p;
        t->cap = cap;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t->cells[t->ncells++], BENCH_CELL, fmt, ap);
    va_end(ap);
}

void bench_table_print(struct bench_table *t)
{
    int nc = t->ncols;
    size_t nrows = nc ? (t->ncells + (size_t)nc - 1) / (size_t)nc : 0;
    bool tsv = tsv_mode();
    int w[BENCH_MAX_COLS];
    for (int c = 0; c < nc; c++)
        w[c] = (int)strlen(t->heads[c]);
    for (size_t i = 0; i < t->ncells; i++) {
        int c = (int)(i % (size_t)nc), len = (int)strlen(t->cells[i]);
        w[c] = len > w[c] ? len : w[c];
    }
    if (t->title)
        printf(tsv ? "# %s\n" : "%s\n", t->title);
    for (int c = 0; c < nc; c++) {
        if (tsv)
            printf("%s%s", c ? "\t" : "", t->heads[c]);
        else
            printf(c ? "  %*s" : "%-*s", w[c], t->heads[c]);
    }
    putchar('\n');
    for (size_t r = 0; r < nrows; r++) {
        for (int c = 0; c < nc; c++) {
            size_t i = r * (size_t)nc + (size_t)c;
            const char *v = i < t->ncells ? t->cells[i] : "-";
            if (tsv)
                printf("%s%s", c ? "\t" : "", v);
            else
                printf(c ? "  %*s" : "%-*s", w[c], v);
        }
        putchar('\n');
    }
    fflush(stdout);
    free(t->cells);
    t->cells = NULL;
    t->ncells = t->cap = 0;
}

void bench_note(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (tsv_mode())
        fputs("# ", stdout);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
}

/* ---- raw floors ---- */

static inline void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield" ::: "memory");
#else
    __asm__ __volatile__("" ::: "memory");
#endif
}

/* The flags sit 128 bytes apart: separate lines, and not a pair the
 * adjacent-line prefetcher fetches together. */
enum { W_PING, W_PONG, W_WINDOW, W_PARK, W_CPU, W_MODE, W_DATA0, W_DATA1 };
#define FLOOR_GAP 128
#define FLOOR_YIELD_NS 50000 /* a wait this long yields the CPU */
#define FLOOR_BATCH 64       /* round trips per settling batch */
#define FLOOR_SETTLE_NS 1000000000ULL

struct bench_floor {
    char *map;
    uint64_t seq;    /* round trips so far */
    uint64_t window; /* windows so far */
    pid_t child;     /* 0 in the child */
    int wake;        /* pipe: one byte starts a window in the child */
    bool put_shape;  /* data store + fence before each flag */
};

static uint64_t *word(const struct bench_floor *f, int which)
{
    return (uint64_t *)(f->map + which * FLOOR_GAP);
}

static uint64_t load(const struct bench_floor *f, int which)
{
    return __atomic_load_n(word(f, which), __ATOMIC_ACQUIRE);
}

static void store(const struct bench_floor *f, int which, uint64_t v)
{
    __atomic_store_n(word(f, which), v, __ATOMIC_RELEASE);
}

/*
 * Spin until word `which` reaches want; in the child, give up (false)
 * once the parent parks window `window`. A wait that lasts (both on one
 * CPU) yields, and in the parent checks that the child is still there.
 */
static bool wait_word(const struct bench_floor *f, int which, uint64_t want,
                      uint64_t window)
{
    unsigned spins = 0;
    uint64_t t0 = 0;
    while (load(f, which) < want) {
        if (window && load(f, W_PARK) >= window)
            return false;
        cpu_relax();
        if (++spins % 256 != 0)
            continue;
        uint64_t t = bench_now_ns();
        if (t0 == 0)
            t0 = t;
        if (t - t0 < FLOOR_YIELD_NS)
            continue;
        if (f->child > 0 && waitpid(f->child, NULL, WNOHANG) == f->child) {
            fprintf(stderr, "bench: the floor's child exited early\n");
            exit(1);
        }
        sched_yield();
    }
    return true;
}

/*
 * Left alone, the scheduler often wakes the child on the CPU its parent
 * is spinning on and leaves it there (both look cache-hot). PEs end up
 * on CPUs of their own, so the child keeps off its parent's CPU; the
 * parent is never pinned.
 */
static void avoid_cpu(int cpu)
{
#ifdef __linux__
    cpu_set_t set;
    if (cpu < 0 || cpu >= CPU_SETSIZE ||
        sched_getaffinity(0, sizeof(set), &set) < 0)
        return;
    CPU_CLR((size_t)cpu, &set);
    if (CPU_COUNT(&set) > 0)
        sched_setaffinity(0, sizeof(set), &set);
#else
    (void)cpu;
#endif
}

static void floor_child(struct bench_floor *f, int rfd, pid_t parent)
{
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    if (getppid() != parent)
        _exit(1);
    f->child = 0;
#ifdef __linux__
    /* Every online CPU, not the parent's mask: a launcher that pins each
     * PE to a CPU would otherwise pin the child onto the parent's. */
    cpu_set_t all;
    CPU_ZERO(&all);
    long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
    for (long c = 0; c < ncpu && c < CPU_SETSIZE; c++)
        CPU_SET((size_t)c, &all);
    bool have_all = ncpu > 0;
#endif
    uint64_t seq = 0;
    for (;;) {
        char c;
        ssize_t r = read(rfd, &c, 1);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break; /* the parent closed the pipe */
#ifdef __linux__
        if (have_all)
            sched_setaffinity(0, sizeof(all), &all);
#endif
        avoid_cpu((int)load(f, W_CPU) - 1);
        uint64_t w = load(f, W_WINDOW);
        bool put_shape = load(f, W_MODE) != 0;
        while (wait_word(f, W_PING, seq + 1, w)) {
            if (put_shape) { /* answer as put_lat's PE 1 does */
                __atomic_store_n(word(f, W_DATA0), seq, __ATOMIC_RELAXED);
                __atomic_thread_fence(__ATOMIC_SEQ_CST);
            }
            store(f, W_PONG, ++seq);
        }
    }
    _exit(0); /* not exit(): no atexit handlers, no stdio flush */
}

struct bench_floor *bench_floor_open(void)
{
    struct bench_floor *f = xrealloc(NULL, sizeof(*f));
    size_t len = (size_t)sysconf(_SC_PAGESIZE);
    int fds[2];
    f->map = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS,
                  -1, 0);
    if (f->map == MAP_FAILED || pipe(fds) < 0) {
        perror("bench: floor");
        exit(1);
    }
    memset(f->map, 0, len);
    f->seq = f->window = 0;
    f->put_shape = false;
    pid_t parent = getpid();
    fflush(NULL); /* nothing buffered may be written twice */
    f->child = fork();
    if (f->child < 0) {
        perror("bench: floor: fork");
        exit(1);
    }
    if (f->child == 0) {
        close(fds[1]);
        floor_child(f, fds[0], parent);
    }
    close(fds[0]);
    f->wake = fds[1];
    return f;
}

struct bench_floor *bench_floor_open_put(void)
{
    struct bench_floor *f = bench_floor_open();
    f->put_shape = true;
    store(f, W_MODE, 1); /* read by the child at each window's start */
    return f;
}

static void floor_round_trip(void *arg)
{
    struct bench_floor *f = arg;
    if (f->put_shape) { /* as put_lat's putmem + fence before the flag */
        __atomic_store_n(word(f, W_DATA1), f->seq, __ATOMIC_RELAXED);
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    }
    store(f, W_PING, ++f->seq);
    wait_word(f, W_PONG, f->seq, 0);
}

/* Until the two have a CPU each, a round trip is a time slice, not a
 * hand-off: run batches until one is not (or give up after a while). */
static void floor_settle(struct bench_floor *f)
{
    uint64_t t0 = bench_now_ns();
    for (;;) {
        uint64_t b0 = bench_now_ns();
        for (int i = 0; i < FLOOR_BATCH; i++)
            floor_round_trip(f);
        uint64_t t = bench_now_ns();
        if ((double)(t - b0) / (2.0 * FLOOR_BATCH) < BENCH_SHARED_CPU_NS)
            return;
        if (t - t0 > FLOOR_SETTLE_NS) {
            fprintf(stderr, "bench: floor: both processes still share one "
                            "CPU after 1 s; the floor is not a hand-off\n");
            return;
        }
    }
}

struct bench_stats bench_floor_window(struct bench_floor *f,
                                      struct bench_samples *s, long iters,
                                      long warmup)
{
#ifdef __linux__
    store(f, W_CPU, (uint64_t)(sched_getcpu() + 1));
#endif
    store(f, W_WINDOW, ++f->window);
    char c = 0;
    while (write(f->wake, &c, 1) < 0) {
        if (errno != EINTR) {
            perror("bench: floor: waking the child");
            exit(1);
        }
    }
    for (long i = 0; i < warmup; i++)
        floor_round_trip(f);
    floor_settle(f);
    struct bench_stats r = bench_sample(s, floor_round_trip, f, iters, 0);
    store(f, W_PARK, f->window);
    return bench_scale(r, 0.5);
}

void bench_floor_close(struct bench_floor *f)
{
    close(f->wake);
    int st;
    pid_t r;
    while ((r = waitpid(f->child, &st, 0)) < 0 && errno == EINTR)
        ;
    if (r != f->child || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
        fprintf(stderr, "bench: the floor's child failed\n");
        exit(1);
    }
    munmap(f->map, (size_t)sysconf(_SC_PAGESIZE));
    free(f);
}

struct bench_stats bench_floor_line(long iters, long warmup)
{
    struct bench_floor *f = bench_floor_open();
    struct bench_stats r = bench_floor_window(f, NULL, iters, warmup);
    bench_floor_close(f);
    return r;
}

/* memcpy's buffers, kept (and grown) from call to call. */
static struct {
    char *src, *dst;
    size_t len;
} copy;

static void copy_once(void *arg)
{
    memcpy(copy.dst, copy.src, *(const size_t *)arg);
}

struct bench_stats bench_floor_memcpy(struct bench_samples *s, size_t bytes,
                                      long iters, long warmup)
{
    if (bytes > copy.len) {
        if (copy.len) {
            munmap(copy.src, copy.len);
            munmap(copy.dst, copy.len);
        }
        copy.src = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        copy.dst = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (copy.src == MAP_FAILED || copy.dst == MAP_FAILED) {
            perror("bench: floor: mmap");
            exit(1);
        }
        memset(copy.src, 1, bytes);
        memset(copy.dst, 0, bytes);
        copy.len = bytes;
    }
    return bench_sample(s, copy_once, &bytes, iters, warmup);
}

/* ---- gangs ---- */

void bench_samples_add(struct bench_samples *s, uint64_t ns)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 1024;
        s->t = xrealloc(s->t, (size_t)s->cap * sizeof(*s->t));
    }
    s->t[s->n++] = ns;
}

static long online_cpus(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? n : 1;
}

int bench_cpus(void)
{
    return (int)online_cpus();
}

bool bench_oversubscribed(int n)
{
    return n > online_cpus();
}

void bench_wait_ge(const uint64_t *word, uint64_t want, bool yield)
{
    unsigned spins = 0;
    uint64_t t0 = 0;
    while (__atomic_load_n(word, __ATOMIC_ACQUIRE) < want) {
        cpu_relax();
        if (++spins < (yield ? 16u : 256u))
            continue;
        spins = 0;
        if (!yield) {
            uint64_t t = bench_now_ns();
            if (t0 == 0)
                t0 = t;
            if (t - t0 < FLOOR_YIELD_NS)
                continue;
        }
        sched_yield();
    }
}

/* The control words, each on a line of its own, then the caller's area
 * from GANG_HEAD on. */
enum { G_WINDOW, G_DONE, G_CPU };
#define GANG_HEAD 4096

struct bench_gang {
    char *map;
    size_t len;
    int n;
    uint64_t window;
    pid_t *child; /* [n]: child[0] unused */
    int *wake;    /* [n]: write ends, one pipe a child */
};

static uint64_t *gang_word(const struct bench_gang *g, int which)
{
    return (uint64_t *)(g->map + which * FLOOR_GAP);
}

/* Child r: the r-th online CPU after rank 0's, when there is one each. */
static void gang_place(const struct bench_gang *g, int rank)
{
#ifdef __linux__
    long ncpu = online_cpus();
    cpu_set_t set;
    CPU_ZERO(&set);
    if (g->n <= ncpu) {
        long cpu0 =
            (long)__atomic_load_n(gang_word(g, G_CPU), __ATOMIC_ACQUIRE) - 1;
        long c = ((cpu0 < 0 ? 0 : cpu0) + rank) % ncpu;
        if (c < CPU_SETSIZE)
            CPU_SET((size_t)c, &set);
    } else {
        for (long c = 0; c < ncpu && c < CPU_SETSIZE; c++)
            CPU_SET((size_t)c, &set);
    }
    if (CPU_COUNT(&set) > 0)
        sched_setaffinity(0, sizeof(set), &set);
#else
    (void)g;
    (void)rank;
#endif
}

static void gang_child(struct bench_gang *g, int rank, int rfd,
                       bench_gang_fn fn, pid_t parent)
{
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    if (getppid() != parent)
        _exit(1);
    void *area = g->map + GANG_HEAD;
    for (;;) {
        char c;
        ssize_t r = read(rfd, &c, 1);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break; /* rank 0 closed the pipe */
        gang_place(g, rank);
        fn(area, rank, g->n);
        __atomic_fetch_add(gang_word(g, G_DONE), 1, __ATOMIC_RELEASE);
    }
    _exit(0);
}

struct bench_gang *bench_gang_open(int n, size_t bytes, bench_gang_fn fn)
{
    struct bench_gang *g = xrealloc(NULL, sizeof(*g));
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    if (n < 1)
        n = 1;
    g->n = n;
    g->window = 0;
    g->len = (GANG_HEAD + bytes + page - 1) / page * page;
    g->map = mmap(NULL, g->len, PROT_READ | PROT_WRITE,
                  MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (g->map == MAP_FAILED) {
        perror("bench: gang: mmap");
        exit(1);
    }
    g->child = xrealloc(NULL, (size_t)n * sizeof(*g->child));
    g->wake = xrealloc(NULL, (size_t)n * sizeof(*g->wake));
    int *rfd = xrealloc(NULL, (size_t)n * sizeof(*rfd));
    for (int r = 1; r < n; r++) {
        int fds[2];
        if (pipe(fds) < 0) {
            perror("bench: gang: pipe");
            exit(1);
        }
        rfd[r] = fds[0];
        g->wake[r] = fds[1];
    }
    pid_t parent = getpid();
    fflush(NULL); /* nothing buffered may be written twice */
    for (int r = 1; r < n; r++) {
        g->child[r] = fork();
        if (g->child[r] < 0) {
            perror("bench: gang: fork");
            exit(1);
        }
        if (g->child[r] == 0) {
            /* Only our own read end: EOF comes when rank 0 closes. */
            for (int k = 1; k < n; k++) {
                close(g->wake[k]);
                if (k != r)
                    close(rfd[k]);
            }
            gang_child(g, r, rfd[r], fn, parent);
        }
    }
    for (int r = 1; r < n; r++)
        close(rfd[r]);
    free(rfd);
    return g;
}

void *bench_gang_area(const struct bench_gang *g)
{
    return g->map + GANG_HEAD;
}

void bench_gang_begin(struct bench_gang *g)
{
#ifdef __linux__
    __atomic_store_n(gang_word(g, G_CPU), (uint64_t)(sched_getcpu() + 1),
                     __ATOMIC_RELEASE);
#endif
    __atomic_store_n(gang_word(g, G_WINDOW), ++g->window, __ATOMIC_RELEASE);
    char c = 0;
    for (int r = 1; r < g->n; r++) {
        while (write(g->wake[r], &c, 1) < 0) {
            if (errno != EINTR) {
                perror("bench: gang: waking a child");
                exit(1);
            }
        }
    }
}

void bench_gang_end(struct bench_gang *g)
{
    uint64_t want = g->window * (uint64_t)(g->n - 1);
    unsigned spins = 0;
    while (__atomic_load_n(gang_word(g, G_DONE), __ATOMIC_ACQUIRE) < want) {
        sched_yield();
        if (++spins % 4096 != 0)
            continue;
        for (int r = 1; r < g->n; r++) {
            if (waitpid(g->child[r], NULL, WNOHANG) == g->child[r]) {
                fprintf(stderr, "bench: a gang's child exited early\n");
                exit(1);
            }
        }
    }
}

void bench_gang_close(struct bench_gang *g)
{
    bool failed = false;
    for (int r = 1; r < g->n; r++)
        close(g->wake[r]);
    for (int r = 1; r < g->n; r++) {
        int st;
        pid_t p;
        while ((p = waitpid(g->child[r], &st, 0)) < 0 && errno == EINTR)
            ;
        if (p != g->child[r] || !WIFEXITED(st) || WEXITSTATUS(st) != 0)
            failed = true;
    }
    if (failed) {
        fprintf(stderr, "bench: a gang's child failed\n");
        exit(1);
    }
    munmap(g->map, g->len);
    free(g->child);
    free(g->wake);
    free(g);
}
