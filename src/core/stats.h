/* SPDX-License-Identifier: BSD-3-Clause */
/* Statistics (SHMEM_STATS): operations and bytes per family and peer, waits. */
#ifndef SHMAP_STATS_H
#define SHMAP_STATS_H

#include <stdbool.h>
#include <stdint.h>

/* True once shmemi_stats_init() turned statistics on. */
extern bool shmemi_stats_on;

/*
 * With SHMEM_STATS set, every other PE is reached through the counting
 * transport, which counts and hands the operation to the transport that
 * reached that PE before (so the mapped path costs nothing extra when
 * statistics are off: its NULL test of peer[pe] is all there is). A PE's
 * accesses to its own memory are not counted, nor loads and stores
 * through shmem_ptr.
 */
void shmemi_stats_init(int npes, const char *routine); /* counting.c */
/* Where PE pe's memory is mapped here when the counting transport stands
 * in front of the mapped one (shmem_ptr), else NULL. */
char *shmemi_stats_map(int pe);
/* A wait gave the CPU away for ns (backoff.c); first: its first time. */
void shmemi_stats_wait(const char *routine, bool first, int64_t ns);
/* The counting transport's lines of the report, to fd (counting.c). */
void shmemi_stats_report_counts(int fd);
/* At finalize: write this PE's report (stderr or the SHMEM_STATS file). */
void shmemi_stats_report(void);

#endif
