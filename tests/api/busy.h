/* SPDX-License-Identifier: BSD-3-Clause */
/* A PE that computes outside the library (progress_busy, progress_asym). */
#ifndef SHMAP_TEST_BUSY_H
#define SHMAP_TEST_BUSY_H
#include <stdint.h>
#include <stdlib.h>
#include <time.h> /* clock_gettime: the includer defines _POSIX_C_SOURCE */

static inline double busy_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Compute (no library call) for this many seconds. */
static inline void busy_for(double seconds)
{
    volatile uint64_t x = 1;
    double end = busy_now() + seconds;
    while (busy_now() < end)
        for (int i = 0; i < 10000; i++)
            x = x * 6364136223846793005ULL + 1;
}

/* Compute (no library call) until *word, read by plain loads, reaches
 * want, or PROGRESS_BUSY_LIMIT seconds (60 by default) passed; returns
 * the last value seen, and the seconds in *secs. */
static inline long busy_until(const long *word, long want, double *secs)
{
    const char *l = getenv("PROGRESS_BUSY_LIMIT");
    double limit = l ? atof(l) : 60.0, t0 = busy_now();
    long seen;
    volatile double x = 1.0;
    while ((seen = __atomic_load_n(word, __ATOMIC_ACQUIRE)) < want &&
           busy_now() - t0 < limit)
        for (int i = 0; i < 1000; i++) /* computing */
            x = x * 1.0000001 + 1e-9;
    *secs = busy_now() - t0;
    return seen;
}

#endif
