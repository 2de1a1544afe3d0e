/* SPDX-License-Identifier: BSD-3-Clause */
/* Tracing (SHMEM_LOG_LEVELS, SHMEM_LOG_FILE) as the UH reference library had it. */
#ifndef SHMAP_TRACE_H
#define SHMAP_TRACE_H

#include <stdint.h>

/* The facilities, one bit each, in SHMEM_LOG_LEVELS's spelling. */
#define SHMEMI_TRACE_FACILITIES(X)                                             \
    X(FATAL) X(DEBUG) X(INFO) X(NOTICE) X(AUTH) X(INIT) X(MEMORY) X(CACHE)    \
    X(BARRIER) X(BROADCAST) X(COLLECT) X(REDUCE) X(SYMBOLS) X(LOCK)          \
    X(SERVICE) X(FENCE) X(QUIET)
enum shmemi_trace_bit {
#define SHMEMI_TRACE_BIT(F) SHMEMI_TRACE_BIT_##F,
    SHMEMI_TRACE_FACILITIES(SHMEMI_TRACE_BIT)
#undef SHMEMI_TRACE_BIT
};
#define SHMEMI_T(F) (1U << SHMEMI_TRACE_BIT_##F)

/* The facilities asked for; 0 when tracing is off (every call site
 * tests it first: one load and a predicted branch). */
extern uint32_t shmemi_trace_mask;

/* Set up from shmemi.env (init.c), before the first trace. */
void shmemi_trace_init(void);
/* "<seconds since boot> PE n FACILITY routine: message" as one write. */
void shmemi_trace(uint32_t facility, const char *routine, const char *fmt, ...)
    __attribute__((format(printf, 3, 4), cold));

#define SHMEMI_TRACE(F, routine, ...)                                          \
    do {                                                                       \
        if (__builtin_expect(shmemi_trace_mask & SHMEMI_T(F), 0))              \
            shmemi_trace(SHMEMI_T(F), routine, __VA_ARGS__);                   \
    } while (0)

#endif
