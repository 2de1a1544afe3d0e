/* SPDX-License-Identifier: BSD-3-Clause */
/* The one fatal path: a line naming PE, routine and bad value, then job end. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "asym/asym.h"
#include "shmemi.h"
#include "trace.h"

static void vreport(const char *routine, const char *kind, const char *fmt,
                    va_list ap)
{
    /* One write, so lines from several PEs do not interleave. */
    char line[1024];
    int n = snprintf(line, sizeof(line), "shmap: PE %d: %s: %s", shmemi.me,
                     routine, kind);
    if (n < 0 || (size_t)n >= sizeof(line))
        n = 0;
    int m = vsnprintf(line + n, sizeof(line) - (size_t)n - 1, fmt, ap);
    if (m < 0)
        m = 0;
    size_t len = (size_t)n + (size_t)m;
    if (len > sizeof(line) - 2)
        len = sizeof(line) - 2;
    line[len++] = '\n';
    ssize_t w = write(STDERR_FILENO, line, len);
    (void)w;
}

void shmemi_mark_job_ending(int status, bool global)
{
    struct shmemi_job *job = shmemi.job;
    if (!job || shmemi.state == SHMEMI_FORKED)
        return;
    int zero = 0;
    /* First PE to end the job records why; pairs with the acquire loads
     * in shmemi_backoff_slow() and in oshrun's reaper. */
    if (__atomic_compare_exchange_n(&job->abort, &zero,
                                    SHMEMI_ABORT_BY(shmemi.me), false,
                                    __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        job->global_exit = global;
        __atomic_store_n(&job->abort_status, status, __ATOMIC_RELEASE);
    }
}

static noreturn void exit_job(int status)
{
    shmemi_mark_job_ending(status, false);
    fflush(NULL);
    _exit(status);
}

/* The message into the trace too (FATAL or NOTICE), when asked for. */
static void trace_msg(uint32_t facility, const char *routine, const char *fmt,
                      va_list ap)
{
    if (!(shmemi_trace_mask & facility))
        return;
    char msg[512];
    vsnprintf(msg, sizeof(msg), fmt, ap);
    shmemi_trace(facility, routine, "%s", msg);
}

noreturn void shmemi_fatal(const char *routine, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    trace_msg(SHMEMI_T(FATAL), routine, fmt, ap);
    va_end(ap);
    va_start(ap, fmt);
    vreport(routine, "", fmt, ap);
    va_end(ap);
    exit_job(EXIT_FAILURE);
}

void shmemi_warn(const char *routine, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    trace_msg(SHMEMI_T(NOTICE), routine, fmt, ap);
    va_end(ap);
    va_start(ap, fmt);
    vreport(routine, "warning: ", fmt, ap);
    va_end(ap);
}

noreturn void shmemi_not_ready(const char *routine)
{
    switch (shmemi.state) {
    case SHMEMI_FINALIZED: shmemi_fatal(routine, "called after shmem_finalize");
    case SHMEMI_FORKED:
        shmemi_fatal(routine, "called in a child process created by fork(); "
                              "only the PE itself can use SHMEM");
    default: shmemi_fatal(routine, "called before start_pes or shmem_init");
    }
}

noreturn void shmemi_bad_target(const char *routine, const void *addr,
                                size_t len, int pe)
{
    if (shmemi.npes == 0)
        shmemi_not_ready(routine);
    if (pe < 0 || pe >= shmemi.npes)
        shmemi_fatal(routine,
                     "PE %d is out of range (this job has %d PE%s: "
                     "0..%d)",
                     pe, shmemi.npes, shmemi.npes == 1 ? "" : "s",
                     shmemi.npes - 1);
    if ((ssize_t)len < 0)
        shmemi_fatal(routine,
                     "size %zu (%zd as a signed value) is negative "
                     "or absurd",
                     len, (ssize_t)len);
    uintptr_t a = (uintptr_t)addr;
    if (a - shmemi.heap_lo < shmemi.heap_len)
        shmemi_fatal(routine,
                     "%zu bytes at %p run past the end of the "
                     "symmetric heap (%zu bytes at %p)",
                     len, addr, shmemi.heap_len, (void *)shmemi.heap_lo);
    if (a - shmemi.data_lo < shmemi.data_len)
        shmemi_fatal(routine,
                     "%zu bytes at %p run past the end of the "
                     "program's data (%zu bytes at %p)",
                     len, addr, shmemi.data_len, (void *)shmemi.data_lo);
    if (shmemi.map && !shmemi.map[pe] && !shmemi_asym_mpi_on())
        shmemi_fatal(routine,
                     "address %p is not symmetric (neither in the symmetric "
                     "heap %p..%p nor in the program's global data %p..%p), "
                     "and PE %d is on another node, where memory registered "
                     "with shmemx_asym_register is not reachable",
                     addr, (void *)shmemi.heap_lo,
                     (void *)(shmemi.heap_lo + shmemi.heap_len),
                     (void *)shmemi.data_lo,
                     (void *)(shmemi.data_lo + shmemi.data_len), pe);
    shmemi_fatal(routine,
                 "address %p is not symmetric: it is neither in the "
                 "symmetric heap (%p..%p) nor in the program's "
                 "global data (%p..%p), and %zu bytes there are not "
                 "inside memory PE %d registered (shmemx_asym_register)",
                 addr, (void *)shmemi.heap_lo,
                 (void *)(shmemi.heap_lo + shmemi.heap_len),
                 (void *)shmemi.data_lo,
                 (void *)(shmemi.data_lo + shmemi.data_len), len, pe);
}

noreturn void shmemi_misaligned(const char *routine, const void *addr,
                                size_t size)
{
    shmemi_fatal(routine,
                 "address %p is not aligned to %zu bytes, as "
                 "atomics on %zu-byte objects must be",
                 addr, size, size);
}
