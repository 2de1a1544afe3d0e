/* SPDX-License-Identifier: BSD-3-Clause */
/* The benchmark harness: a clock, timed loops, tables and raw floors. */
#ifndef BENCH_HARNESS_H
#define BENCH_HARNESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * This machine's speed moves under us: a cache-line hand-off between its
 * two cores takes ~50 ns at some moments and ~200 ns at others, switching
 * within a run every few milliseconds to seconds. So benchmarks report
 * ratios against a floor (the raw hardware doing the same job without
 * SHMEM) measured in short windows interleaved with their own, and take
 * the median of the per-window ratios.
 *
 * Nothing here calls SHMEM, so benchmarks built on it also build against
 * other OpenSHMEM implementations.
 */

/* Monotonic nanoseconds (CLOCK_MONOTONIC). */
uint64_t bench_now_ns(void);

/*
 * Per-call times of a timed loop, in nanoseconds, with the cost of
 * reading the clock taken out. Compare tmean (the mean of the middle 80%
 * of the calls): one call that loses its CPU for a time slice can move
 * the average of a thousand 100 ns calls tenfold, and a median moves in
 * steps of the clock's granularity (10 ns on some virtual machines).
 */
struct bench_stats {
    double avg_ns, min_ns, max_ns, med_ns, tmean_ns;
    long iters;
};

typedef void (*bench_fn)(void *arg);

/* Raw per-call times gathered over several windows. */
struct bench_samples {
    uint64_t *t;
    long n, cap;
};
#define BENCH_SAMPLES_INIT                                                     \
    {                                                                          \
        NULL, 0, 0                                                             \
    }

/* Call fn(arg) warmup times untimed, then iters times timing each call;
 * append the times to s (if not NULL) and return their stats. */
struct bench_stats bench_sample(struct bench_samples *s, bench_fn fn, void *arg,
                                long iters, long warmup);

/* The stats of everything in s; then bench_samples_free(s). */
struct bench_stats bench_summary(const struct bench_samples *s);
void bench_samples_free(struct bench_samples *s);

/* bench_sample without keeping the samples. */
struct bench_stats bench_run(bench_fn fn, void *arg, long iters, long warmup);

/* What one timed interval costs with nothing in it (measured once). */
double bench_clock_overhead_ns(void);

/* Scale every time in s by f (e.g. 0.5: round trip to one way). */
struct bench_stats bench_scale(struct bench_stats s, double f);

/* Megabytes (10^6 B) per second for bytes moved in ns nanoseconds. */
double bench_mbps(size_t bytes, double ns);

/* Sleep (nanosleep) for about ns nanoseconds; spin for about ns. */
void bench_sleep_ns(long ns);
void bench_spin_ns(long ns);

/* The median of v[0..n) (reorders v); 0 if n is 0. */
double bench_median(double *v, int n);

/*
 * The command line: returns true for --quick (a few iterations, so that
 * `make check` keeps the benchmarks running in about a second). -h prints
 * the usage and exits 0; anything else prints it and exits 2.
 */
bool bench_parse_quick(int argc, char **argv, const char *about);

/* ---- tables: aligned columns, or TSV lines when BENCH_TSV is set ---- */

#define BENCH_MAX_COLS 12
#define BENCH_CELL 24

struct bench_table {
    const char *title;
    const char *heads[BENCH_MAX_COLS];
    int ncols;
    size_t ncells, cap;
    char (*cells)[BENCH_CELL];
};

/* heads: ncols column names. The first column is left-aligned. */
void bench_table_init(struct bench_table *t, const char *title,
                      const char *const *heads, int ncols);

/* Append one cell; a row ends after ncols cells. "-" marks no value. */
void bench_table_cell(struct bench_table *t, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Print the table on stdout and free its rows. */
void bench_table_print(struct bench_table *t);

/* A line of commentary on stdout ("# "-prefixed in TSV mode). */
void bench_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* ---- raw floors: no SHMEM, measured in the calling process ---- */

/*
 * Two processes that start on one CPU are left there by the scheduler
 * for a while (each looks cache-hot), and a spinning hand-off between
 * them then costs a time slice or a yield, not a cache-line transfer. A
 * one-way time above this means "sharing a CPU".
 */
#define BENCH_SHARED_CPU_NS 10000.0

/*
 * The raw cache-line hand-off: this process forks a child, and the two
 * ping-pong two cache lines of a MAP_SHARED anonymous mapping made before
 * the fork. This process is not pinned, just as PEs are not; the child
 * keeps off its parent's current CPU, as a peer PE does once the
 * scheduler has spread the PEs. Between windows the child sleeps in
 * read(2), taking no CPU; during one it needs a CPU, so the peer PE
 * should sleep then (not spin or yield). Errors print and exit(1).
 */
struct bench_floor;
struct bench_floor *bench_floor_open(void);
/* The same, in put_lat's shape: each direction stores 8 bytes to a data
 * line of its own, fences (the fence a put loop issues before its flag)
 * and then raises the flag, so the floor does exactly the hand-off the
 * put ping-pong does, without the library. */
struct bench_floor *bench_floor_open_put(void);

/* One window, like bench_sample: returns ONE-WAY times (round trip / 2);
 * the samples appended to s (if not NULL) are round trips. After the
 * warmup it waits (up to 1 s) until the two no longer share a CPU. */
struct bench_stats bench_floor_window(struct bench_floor *f,
                                      struct bench_samples *s, long iters,
                                      long warmup);

/* Ends the child and reaps it (waitpid). */
void bench_floor_close(struct bench_floor *f);

/* Open, one window, close. */
struct bench_stats bench_floor_line(long iters, long warmup);

/* A window of memcpy calls of bytes bytes between two page-aligned
 * private buffers, written beforehand (kept between calls). */
struct bench_stats bench_floor_memcpy(struct bench_samples *s, size_t bytes,
                                      long iters, long warmup);

/* ---- gangs: floors of n processes (this one and n - 1 forked) ---- */

/* Append one raw time (ns, clock cost included, as bench_sample records
 * it) to s: for loops that time only part of each iteration. */
void bench_samples_add(struct bench_samples *s, uint64_t ns);

/* The online CPUs; more processes than that (n spinning ones would share
 * CPUs) is oversubscribed. */
int bench_cpus(void);
bool bench_oversubscribed(int n);

/* Wait until *word >= want (acquire loads): spin, yielding after 50 us
 * of spinning, or after every few spins when yield is set (n processes
 * on fewer CPUs, where spinning holds up the one being waited for). */
void bench_wait_ge(const uint64_t *word, uint64_t want, bool yield);

/*
 * A gang: this process (rank 0) and n - 1 forked children (ranks 1 ..
 * n - 1) sharing a zeroed MAP_SHARED area of `bytes` bytes, made before
 * the fork. Between windows the children sleep in read(2). A window:
 * rank 0 writes its parameters into the area, bench_gang_begin wakes
 * every child to run fn(area, rank, n) once, rank 0 does its own part
 * inline (timed), and bench_gang_end waits until each child's fn has
 * returned. With n <= the online CPUs, child r runs on the r-th CPU
 * after rank 0's (as oshrun pins one PE per CPU); with more, anywhere
 * (as oversubscribed PEs do). The other PEs should sleep during a
 * window: the children need their CPUs. Errors print and exit(1).
 */
typedef void (*bench_gang_fn)(void *area, int rank, int n);
struct bench_gang;
struct bench_gang *bench_gang_open(int n, size_t bytes, bench_gang_fn fn);
void *bench_gang_area(const struct bench_gang *g);
void bench_gang_begin(struct bench_gang *g);
void bench_gang_end(struct bench_gang *g);
/* Ends the children and reaps them (waitpid). */
void bench_gang_close(struct bench_gang *g);

#endif
