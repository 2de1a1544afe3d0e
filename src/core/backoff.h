/* SPDX-License-Identifier: BSD-3-Clause */
/* Every wait's backoff: spin briefly, then yield, then sleep (backoff.c). */
#ifndef SHMAP_BACKOFF_H
#define SHMAP_BACKOFF_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

struct shmemi_backoff {
    unsigned spins;
    unsigned yields;
    bool exit_seen;    /* a PE's exit was seen on the previous slow call */
    uint64_t sleep_ns; /* current sleep step, 0 while still yielding */
    int64_t started_ns;
};
#define SHMEMI_BACKOFF_INIT                                                    \
    {                                                                          \
        0, 0, false, 0, 0                                                      \
    }
/* Whom we wait for, so a wait that can never end is reported, not hung:
 * a PE number, or any other PE (point-to-point), or every PE (barrier). */
#define SHMEMI_WATCH_ANY (-1)
#define SHMEMI_WATCH_ALL (-2)
void shmemi_backoff_slow(struct shmemi_backoff *b, int watch,
                         const char *routine);
/* The arguments of the point-to-point wait this thread is about to make
 * (ivar NULL: none), for the hang report (backoff.c). */
void shmemi_wait_args(const void *ivar, size_t n, size_t elem, bool sign,
                      int cmp, uint64_t value);

/* Threads of process pid (/proc/PID/stat), or -1. */
int shmemi_thread_count(pid_t pid);

static inline void shmemi_cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield" ::: "memory");
#else
    __asm__ __volatile__("" ::: "memory");
#endif
}

/* Spin briefly, then yield, then sleep in growing steps (backoff.c).
 * shmemi.spin_limit is small when PEs outnumber CPUs. */
static inline void shmemi_backoff(struct shmemi_backoff *b, int watch,
                                  const char *routine)
{
    if (SHMEMI_LIKELY(b->spins < shmemi.spin_limit)) {
        b->spins++;
        shmemi_cpu_relax();
        return;
    }
    shmemi_backoff_slow(b, watch, routine);
}

#endif
