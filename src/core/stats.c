/* SPDX-License-Identifier: BSD-3-Clause */
/* Statistics: waits per routine, and the report (the counts come from
 * the counting transport, transport/counting.c). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "report.h"
#include "shmemi.h"
#include "stats.h"

/* ---- waits, per routine ---- */

#define NWAIT 128
static struct wait_row {
    const char *routine;
    uint64_t waits, ns;
} waits[NWAIT];
static pthread_mutex_t wait_mu = PTHREAD_MUTEX_INITIALIZER;

void shmemi_stats_wait(const char *routine, bool first, int64_t ns)
{
    pthread_mutex_lock(&wait_mu);
    size_t h = ((uintptr_t)routine >> 4) % NWAIT;
    for (size_t i = 0; i < NWAIT; i++, h = (h + 1) % NWAIT) {
        if (waits[h].routine && waits[h].routine != routine &&
            strcmp(waits[h].routine, routine) != 0)
            continue;
        waits[h].routine = routine;
        waits[h].waits += first;
        waits[h].ns += ns > 0 ? (uint64_t)ns : 0;
        break;
    }
    pthread_mutex_unlock(&wait_mu);
}

/* ---- the report ---- */

void shmemi_stats_report(void)
{
    if (!shmemi_stats_on)
        return;
    int fd = STDERR_FILENO;
    if (strcmp(shmemi.env.STATS, "1") != 0 &&
        strcasecmp(shmemi.env.STATS, "yes") != 0 &&
        strcasecmp(shmemi.env.STATS, "on") != 0) {
        fd = shmemi_report_open(shmemi.env.STATS);
        if (fd < 0) {
            shmemi_warn("shmem_finalize", "SHMEM_STATS: cannot open '%s': %s",
                        shmemi.env.STATS, strerror(-fd));
            return;
        }
    }
    /* Machine-readable lines (oshrun --stats sums them), one write each
     * so that PEs appending to one file never interleave:
     *   shmap-stats PE <me> to <pe> <family> <ops> <bytes>
     *   shmap-stats PE <me> quiet <count>
     *   shmap-stats PE <me> wait <routine> <waits> <ns> */
    shmemi_stats_report_counts(fd);
    char line[256];
    ssize_t w = 0;
    for (size_t i = 0; i < NWAIT; i++) {
        if (!waits[i].routine)
            continue;
        int n = snprintf(line, sizeof(line),
                         "shmap-stats PE %d wait %s %llu %llu\n", shmemi.me,
                         waits[i].routine, (unsigned long long)waits[i].waits,
                         (unsigned long long)waits[i].ns);
        w = write(fd, line, (size_t)n);
    }
    (void)w;
    if (fd != STDERR_FILENO)
        close(fd);
    /* A series after a re-initialization reports its own waits. */
    pthread_mutex_lock(&wait_mu);
    memset(waits, 0, sizeof(waits));
    pthread_mutex_unlock(&wait_mu);
}
