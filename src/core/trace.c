/* SPDX-License-Identifier: BSD-3-Clause */
/* Tracing: SHMEM_LOG_LEVELS facilities, one timestamped line per event. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "report.h"
#include "shmemi.h"
#include "trace.h"

uint32_t shmemi_trace_mask;
static int trace_fd = STDERR_FILENO;

static const char *const names[] = {
#define SHMEMI_TRACE_NAME(F) #F,
    SHMEMI_TRACE_FACILITIES(SHMEMI_TRACE_NAME)
#undef SHMEMI_TRACE_NAME
};
#define NFAC ((int)(sizeof(names) / sizeof(names[0])))

/* Parse SHMEM_LOG_LEVELS into a mask; -1 and *bad set at an unknown
 * name (pointing into s). */
static int64_t trace_parse(const char *s, const char **bad, int *badlen)
{
    uint32_t mask = 0;
    while (s && *s) {
        while (*s == ',' || *s == ';' || isspace((unsigned char)*s))
            s++;
        const char *w = s;
        while (*s && *s != ',' && *s != ';' && !isspace((unsigned char)*s))
            s++;
        int n = (int)(s - w);
        if (n == 0)
            break;
        if (n == 3 && strncasecmp(w, "ALL", 3) == 0) {
            mask = (1U << NFAC) - 1;
            continue;
        }
        int f = 0;
        while (f < NFAC && !(strlen(names[f]) == (size_t)n &&
                             strncasecmp(w, names[f], (size_t)n) == 0))
            f++;
        if (f == NFAC) {
            *bad = w;
            *badlen = n;
            return -1;
        }
        mask |= 1U << f;
    }
    return mask;
}

void shmemi_trace_init(void)
{
    const char *bad = "";
    int badlen = 0;
    int64_t m = trace_parse(shmemi.env.LOG_LEVELS, &bad, &badlen);
    if (m < 0)
        shmemi_fatal("shmem_init",
                     "SHMEM_LOG_LEVELS: unknown facility '%.*s' (one of "
                     "FATAL, DEBUG, INFO, NOTICE, AUTH, INIT, MEMORY, CACHE, "
                     "BARRIER, BROADCAST, COLLECT, REDUCE, SYMBOLS, LOCK, "
                     "SERVICE, FENCE, QUIET, ALL)",
                     badlen, bad);
    if (m && shmemi.env.LOG_FILE[0]) {
        int fd = shmemi_report_open(shmemi.env.LOG_FILE);
        if (fd < 0)
            shmemi_fatal("shmem_init", "SHMEM_LOG_FILE: cannot open '%s': %s",
                         shmemi.env.LOG_FILE, strerror(-fd));
        trace_fd = fd;
    }
    shmemi_trace_mask = (uint32_t)m;
}

void shmemi_trace(uint32_t facility, const char *routine, const char *fmt, ...)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    int f = __builtin_ctz(facility);
    char line[1024];
    int n = snprintf(line, sizeof(line), "%lld.%09ld PE %d %s %s: ",
                     (long long)t.tv_sec, t.tv_nsec, shmemi.me,
                     f < NFAC ? names[f] : "?", routine);
    va_list ap;
    va_start(ap, fmt);
    if (n > 0 && (size_t)n < sizeof(line))
        n += vsnprintf(line + n, sizeof(line) - (size_t)n, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n >= sizeof(line) - 1)
        n = (int)sizeof(line) - 2;
    line[n++] = '\n';
    /* One write: with O_APPEND, lines from all PEs never interleave. */
    ssize_t w = write(trace_fd, line, (size_t)n);
    (void)w;
}
