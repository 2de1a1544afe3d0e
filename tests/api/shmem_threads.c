/* SPDX-License-Identifier: BSD-3-Clause */
/* SHMEM_THREAD_MULTIPLE: threads with contexts of their own, a shared
 * serialized context, per-thread locks and concurrent waits. */
/* shmap-test: npes=1,2,3,4,8 timeout=60 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <time.h>

#include "testutil.h"

/*
 * Every phase starts its threads after a barrier and joins them before
 * the next one: only the main thread calls collectives. Iteration counts
 * stay small: tests run 8 PEs of 4 threads each on 2 CPUs.
 */
#define MAXPES 64
#define NT 4     /* threads per PE */
#define ITER 200 /* each thread's rounds over every PE */
#define NW 6     /* longs a thread puts into its slot per round */
#define NCTX 25  /* extra contexts each thread makes and ends */

static int me, npes;

static void fail_errno(const char *what, int rc)
{
    CHECK(0, "%s failed: error %d", what, rc);
    exit(1);
}

static void start_threads(pthread_t *th, int n, void *(*fn)(void *), long *arg)
{
    for (int k = 0; k < n; k++) {
        arg[k] = k;
        int rc = pthread_create(&th[k], NULL, fn, &arg[k]);
        if (rc)
            fail_errno("pthread_create", rc);
    }
}

static void join_threads(pthread_t *th, int n)
{
    for (int k = 0; k < n; k++) {
        int rc = pthread_join(th[k], NULL);
        if (rc)
            fail_errno("pthread_join", rc);
    }
}

/* The values of thread k of PE w in round i, in its slot: distinct. */
#define SVAL(w, k, i, j) ((((long)(w)*NT + (k)) * ITER + (i)) * NW + (j) + 1)

/* Values fetched from a counter that ended at n: each of 0..n-1 once. */
static void check_perm(const long *v, long n, const char *what)
{
    unsigned char *seen = calloc((size_t)n, 1);
    if (!seen) {
        CHECK(0, "out of memory");
        return;
    }
    for (long i = 0; i < n; i++) {
        if (v[i] < 0 || v[i] >= n || seen[v[i]]) {
            CHECK(0, "%s: value %ld (entry %ld) %s", what, v[i], i,
                  v[i] < 0 || v[i] >= n ? "out of range" : "fetched twice");
            break;
        }
        seen[v[i]] = 1;
    }
    free(seen);
}

/* ---- each thread with a SHMEM_CTX_PRIVATE context -------------------- */

static long slot[MAXPES][NT][NW];   /* thread k of PE w writes [w][k] */
static long ctr_fetch, ctr_add;     /* every thread of every PE */
static long flog[MAXPES][NT][ITER]; /* fetched values, sent back */

static void *private_thread(void *arg)
{
    int k = (int)*(long *)arg;
    shmem_ctx_t c, extra;
    long got[MAXPES][ITER], src[2][NW];

    /* Contexts made and ended by every thread at once. */
    for (int i = 0; i < NCTX; i++) {
        int rc = shmem_ctx_create(SHMEM_CTX_PRIVATE, &extra);
        CHECK(rc == 0 && extra != SHMEM_CTX_INVALID,
              "thread %d: shmem_ctx_create #%d failed: %d", k, i, rc);
        if (rc == 0)
            shmem_ctx_destroy(extra);
    }
    int rc = shmem_ctx_create(SHMEM_CTX_PRIVATE, &c);
    if (rc != 0 || c == SHMEM_CTX_INVALID) {
        CHECK(0, "thread %d: shmem_ctx_create failed: %d", k, rc);
        exit(1);
    }
    for (int i = 0; i < ITER; i++) {
        long *s = src[i % 2]; /* the last round's put_nbi keeps its own */
        if (i == ITER - 1)
            shmem_ctx_fence(c); /* the last round's puts land last */
        for (int j = 0; j < NW; j++)
            s[j] = SVAL(me, k, i, j);
        for (int q = 0; q < npes; q++) {
            int pe = (me + q + k) % npes;
            if (i == ITER - 1)
                shmem_ctx_long_put_nbi(c, slot[me][k], s, NW, pe);
            else
                shmem_ctx_long_put(c, slot[me][k], s, NW, pe);
            got[pe][i] =
                i % 2 ? shmem_ctx_long_atomic_fetch_inc(c, &ctr_fetch, pe)
                      : shmem_ctx_long_atomic_fetch_add(c, &ctr_fetch, 1, pe);
            if (i % 2)
                shmem_ctx_long_atomic_add(c, &ctr_add, me * NT + k + 1, pe);
            else
                shmem_ctx_long_atomic_inc(c, &ctr_add, pe);
        }
    }
    for (int pe = 0; pe < npes; pe++)
        shmem_ctx_long_put(c, flog[me][k], got[pe], ITER, pe);
    shmem_ctx_quiet(c);
    shmem_ctx_destroy(c);
    return NULL;
}

static void test_private(void)
{
    pthread_t th[NT];
    long arg[NT];
    shmem_barrier_all();
    start_threads(th, NT, private_thread, arg);
    join_threads(th, NT);
    shmem_barrier_all(); /* one thread: the others have ended */

    long n = (long)npes * NT * ITER, add = 0;
    for (int w = 0; w < npes; w++)
        for (int k = 0; k < NT; k++) {
            add += ITER / 2 + (ITER / 2) * (long)(w * NT + k + 1);
            for (int j = 0; j < NW; j++)
                CHECK(slot[w][k][j] == SVAL(w, k, ITER - 1, j),
                      "slot of PE %d thread %d, element %d: %ld, want the "
                      "last round's %ld",
                      w, k, j, slot[w][k][j], SVAL(w, k, ITER - 1, j));
        }
    CHECK(ctr_fetch == n, "fetch_inc/fetch_add counter: %ld, want %ld",
          ctr_fetch, n);
    CHECK(ctr_add == add, "inc/add counter: %ld, want %ld", ctr_add, add);
    check_perm(&flog[0][0][0], n, "fetch_inc/fetch_add from the threads");
    shmem_barrier_all();
}

/* ---- a SHMEM_CTX_SERIALIZED context shared by two threads ------------ */

#define NSER 2
#define ITER2 100
static shmem_ctx_t sctx;
static pthread_mutex_t smutex = PTHREAD_MUTEX_INITIALIZER;
static long sctr, sslot[MAXPES][NSER];
static long slog[MAXPES][NSER][ITER2];

static void *serial_thread(void *arg)
{
    int k = (int)*(long *)arg;
    static long got[NSER][MAXPES][ITER2]; /* each thread its own row */
    for (int i = 0; i < ITER2; i++) {
        pthread_mutex_lock(&smutex);
        for (int pe = 0; pe < npes; pe++) {
            got[k][pe][i] = shmem_ctx_long_atomic_fetch_inc(sctx, &sctr, pe);
            shmem_ctx_long_p(sctx, &sslot[me][k], 1000L * i + k, pe);
        }
        pthread_mutex_unlock(&smutex);
    }
    pthread_mutex_lock(&smutex);
    for (int pe = 0; pe < npes; pe++)
        shmem_ctx_long_put(sctx, slog[me][k], got[k][pe], ITER2, pe);
    pthread_mutex_unlock(&smutex);
    return NULL;
}

static void test_serialized(void)
{
    pthread_t th[NSER];
    long arg[NSER];
    int rc = shmem_ctx_create(SHMEM_CTX_SERIALIZED, &sctx);
    if (rc != 0 || sctx == SHMEM_CTX_INVALID) {
        CHECK(0, "shmem_ctx_create(SERIALIZED) failed: %d", rc);
        return;
    }
    shmem_barrier_all();
    start_threads(th, NSER, serial_thread, arg);
    join_threads(th, NSER);
    shmem_ctx_quiet(sctx); /* either thread's operations */
    shmem_barrier_all();
    long n = (long)npes * NSER * ITER2;
    CHECK(sctr == n, "serialized context counter: %ld, want %ld", sctr, n);
    for (int w = 0; w < npes; w++)
        for (int k = 0; k < NSER; k++)
            CHECK(sslot[w][k] == 1000L * (ITER2 - 1) + k,
                  "serialized context: PE %d thread %d's slot is %ld", w, k,
                  sslot[w][k]);
    check_perm(&slog[0][0][0], n, "fetch_inc on a shared serialized context");
    shmem_barrier_all();
    shmem_ctx_destroy(sctx);
}

/* ---- a lock per thread: mutual exclusion between PEs ------------------ */

/*
 * Thread k of every PE takes lock k (so no two threads of one PE share a
 * lock: a lock belongs to the PE) and increments a counter on PE 0 by a
 * get and a put, which only mutual exclusion keeps exact.
 */
#define NLOCK 3
#define ITER3 30
static long lock[NLOCK], lctr[NLOCK];

static void *lock_thread(void *arg)
{
    int k = (int)*(long *)arg;
    shmem_ctx_t c;
    if (shmem_ctx_create(SHMEM_CTX_PRIVATE, &c) != 0) {
        CHECK(0, "thread %d: shmem_ctx_create failed", k);
        return NULL;
    }
    for (int i = 0; i < ITER3; i++) {
        shmem_set_lock(&lock[k]);
        long v = shmem_ctx_long_g(c, &lctr[k], 0);
        sched_yield(); /* widen the window a missing exclusion opens */
        shmem_ctx_long_p(c, &lctr[k], v + 1, 0);
        shmem_ctx_quiet(c); /* the update lands before the lock passes */
        shmem_clear_lock(&lock[k]);
    }
    shmem_ctx_destroy(c);
    return NULL;
}

static void test_locks(void)
{
    pthread_t th[NLOCK];
    long arg[NLOCK];
    shmem_barrier_all();
    start_threads(th, NLOCK, lock_thread, arg);
    join_threads(th, NLOCK);
    shmem_barrier_all();
    if (me == 0)
        for (int k = 0; k < NLOCK; k++)
            CHECK(lctr[k] == (long)npes * ITER3,
                  "counter under lock %d: %ld, want %d", k, lctr[k],
                  npes * ITER3);
    shmem_barrier_all();
}

/* ---- threads waiting on different words ------------------------------ */

/*
 * Each PE's waiter threads wait on words of four types; the left
 * neighbour (this PE at one PE) sets them one at a time, last first, after
 * data each waiter then checks. Every wait returns with its condition
 * true and sees its data.
 */
#define NWAIT 4
#define ROUNDS 3
#define WDATA 8
static long w_long;
static int w_int;
static uint64_t w_u64, w_sig;
static long wdata[NWAIT][WDATA];

static long wval(int from, int r)
{
    return 100L * (from + 1) + r;
}

static int cur_round;

static void *wait_thread(void *arg)
{
    int k = (int)*(long *)arg, r = cur_round;
    int left = (me + npes - 1) % npes;
    long want = wval(left, r);
    switch (k) {
    case 0:
        shmem_long_wait_until(&w_long, SHMEM_CMP_EQ, want);
        CHECK(w_long == want, "long wait: %ld, want %ld", w_long, want);
        break;
    case 1:
        shmem_int_wait_until(&w_int, SHMEM_CMP_GE, (int)want);
        CHECK(w_int == (int)want, "int wait: %d, want %ld", w_int, want);
        break;
    case 2:
        shmem_uint64_wait_until(&w_u64, SHMEM_CMP_NE, 0);
        CHECK(w_u64 == (uint64_t)want, "uint64 wait: %llu, want %ld",
              (unsigned long long)w_u64, want);
        break;
    default: {
        uint64_t got = shmem_signal_wait_until(&w_sig, SHMEM_CMP_GT, 0);
        CHECK(got == (uint64_t)want, "signal wait: %llu, want %ld",
              (unsigned long long)got, want);
    }
    }
    for (int j = 0; j < WDATA; j++)
        if (wdata[k][j] != want * 100 + j) {
            CHECK(0, "waiter %d, round %d: data %d is %ld after the flag", k, r,
                  j, wdata[k][j]);
            break;
        }
    return NULL;
}

/* The setter: data, a fence, then the word; 1 ms apart, last word first,
 * so that the waiters really wait and each wakes for its own word. */
static void *set_thread(void *arg)
{
    int right = (me + 1) % npes, r = cur_round;
    long v = wval(me, r), d[NWAIT][WDATA];
    struct timespec ms = {0, 1000000};
    (void)arg;
    for (int k = NWAIT - 1; k >= 0; k--) {
        nanosleep(&ms, NULL);
        for (int j = 0; j < WDATA; j++)
            d[k][j] = v * 100 + j;
        shmem_long_put(wdata[k], d[k], WDATA, right);
        shmem_fence();
        switch (k) {
        case 0: shmem_long_atomic_set(&w_long, v, right); break;
        case 1: shmem_int_p(&w_int, (int)v, right); break;
        case 2: shmem_uint64_atomic_set(&w_u64, (uint64_t)v, right); break;
        default:
            shmem_long_put_signal(wdata[k], d[k], WDATA, &w_sig, (uint64_t)v,
                                  SHMEM_SIGNAL_SET, right);
        }
    }
    return NULL;
}

static void test_waits(void)
{
    for (int r = 0; r < ROUNDS; r++) {
        pthread_t th[NWAIT + 1];
        long arg[NWAIT + 1];
        w_long = 0, w_int = 0, w_u64 = 0, w_sig = 0;
        memset(wdata, 0, sizeof(wdata));
        cur_round = r;
        shmem_barrier_all();
        start_threads(th, NWAIT, wait_thread, arg);
        /* The setter is a thread too: at one PE it sets its own words. */
        arg[NWAIT] = 0;
        int rc = pthread_create(&th[NWAIT], NULL, set_thread, &arg[NWAIT]);
        if (rc)
            fail_errno("pthread_create", rc);
        join_threads(th, NWAIT + 1);
        shmem_barrier_all();
    }
}

int main(void)
{
    int provided = -1;
    CHECK(shmem_init_thread(SHMEM_THREAD_MULTIPLE, &provided) == 0,
          "shmem_init_thread failed");
    me = shmem_my_pe();
    npes = shmem_n_pes();
    test_max_pes(MAXPES);
    CHECK(provided == SHMEM_THREAD_MULTIPLE, "provided %d, want MULTIPLE",
          provided);
    provided = -1;
    shmem_query_thread(&provided);
    CHECK(provided == SHMEM_THREAD_MULTIPLE, "shmem_query_thread: %d",
          provided);
    if (provided != SHMEM_THREAD_MULTIPLE)
        return test_exit();

    test_private();
    test_serialized();
    test_locks();
    test_waits();
    return test_exit();
}
