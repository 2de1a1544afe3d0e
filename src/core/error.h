/* SPDX-License-Identifier: BSD-3-Clause */
/* The one fatal path and the warning line: PE, routine, what is wrong. */
#ifndef SHMAP_ERROR_H
#define SHMAP_ERROR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdnoreturn.h>

/* "shmap: PE n: routine: message", then the job ends non-zero. */
noreturn void shmemi_fatal(const char *routine, const char *fmt, ...)
    __attribute__((format(printf, 2, 3), cold));
/* "shmap: PE n: routine: warning: message"; the job goes on. */
void shmemi_warn(const char *routine, const char *fmt, ...)
    __attribute__((format(printf, 2, 3), cold));
/* The fatal message for a bad PE, size or address (xlate.c's slow path). */
noreturn void shmemi_bad_target(const char *routine, const void *addr,
                                size_t len, int pe) __attribute__((cold));
noreturn void shmemi_not_ready(const char *routine) __attribute__((cold));
noreturn void shmemi_misaligned(const char *routine, const void *addr,
                                size_t size) __attribute__((cold));
/* Record in the job page that this PE ends the job (first one wins). */
void shmemi_mark_job_ending(int status, bool global);

#endif
