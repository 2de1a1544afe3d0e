/* SPDX-License-Identifier: BSD-3-Clause */
/* oshrun --stats: sum the PEs' SHMEM_STATS lines (see core/stats.c). */
#ifndef SHMAP_STATS_SUM_H
#define SHMAP_STATS_SUM_H

#include <stdbool.h>
#include <stdio.h>

/* Read the SHMEM_STATS file at path (every PE appended to it) and print
 * one table to out: per PE and in all, operations and bytes per family,
 * bytes received, and bytes to PEs on the same NUMA node (numa[pe], -1
 * unknown; numa may be NULL) and on others; then the waits per routine.
 * The number of lines read, or -1 if the file cannot be read. */
int shmemi_stats_summary(const char *path, int npes, const int *numa,
                         FILE *out);

#endif
