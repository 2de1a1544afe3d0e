/* SPDX-License-Identifier: BSD-3-Clause */
/* SHMEM_STATS' counting transport: put in front of each peer's, it counts
 * operations and bytes per family and peer and hands each on (stats.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/shmemi.h"
#include "../core/stats.h"

bool shmemi_stats_on;

/* sync: the library's own words (barrier counters, collective signals,
 * in the library area), so that a barrier's polling does not show as the
 * program's atomics. The push reductions' slots there carry the program's
 * data (a contribution), so those count as puts. */
enum { F_PUT, F_GET, F_AMO, F_SIGNAL, F_SYNC, NFAM };
static const char *const fam_name[NFAM] = {"put", "get", "amo", "signal",
                                           "sync"};

struct counter {
    uint64_t ops, bytes;
};

static struct counter (*per_peer)[NFAM]; /* [npes][NFAM] */
static uint64_t quiets;
/* The transport each peer had before the counting one. */
static const struct shmemi_transport **inner;

static void note(int pe, int fam, uint64_t bytes, uintptr_t off)
{
    /* The library's words are sync; the data collectives carry in it
     * (reduction parts, eager broadcasts and fcollect blocks) is not. */
    const uintptr_t red = offsetof(struct shmemi_lib, red);
    const uintptr_t eager = offsetof(struct shmemi_lib, eager);
    if (off < SHMEMI_LIB_SIZE &&
        (off < red || off >= red + sizeof(((struct shmemi_lib *)0)->red)) &&
        (off < eager || off >= eager + sizeof(((struct shmemi_lib *)0)->eager)))
        fam = F_SYNC;
    __atomic_fetch_add(&per_peer[pe][fam].ops, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&per_peer[pe][fam].bytes, bytes, __ATOMIC_RELAXED);
}

static void st_put(int pe, uintptr_t off, const void *src, size_t n)
{
    note(pe, F_PUT, n, off);
    inner[pe]->put(pe, off, src, n);
}

static void st_get(int pe, uintptr_t off, void *dst, size_t n)
{
    note(pe, F_GET, n, off);
    inner[pe]->get(pe, off, dst, n);
}

static void st_iput(int pe, uintptr_t off, const void *src, ptrdiff_t rst,
                    ptrdiff_t lst, size_t n, size_t elem)
{
    note(pe, F_PUT, n * elem, off);
    inner[pe]->iput(pe, off, src, rst, lst, n, elem);
}

static void st_iget(int pe, uintptr_t off, void *dst, ptrdiff_t rst,
                    ptrdiff_t lst, size_t n, size_t elem)
{
    note(pe, F_GET, n * elem, off);
    inner[pe]->iget(pe, off, dst, rst, lst, n, elem);
}

static void st_amo(int pe, uintptr_t off, enum shmemi_amo_op op, size_t size,
                   const void *val, const void *cond, void *out)
{
    note(pe, F_AMO, size, off);
    inner[pe]->amo(pe, off, op, size, val, cond, out);
}

static void st_signal(int pe, uintptr_t off, uint64_t value,
                      enum shmemi_signal_op op)
{
    note(pe, F_SIGNAL, sizeof(uint64_t), off);
    inner[pe]->signal(pe, off, value, op);
}

static void st_quiet(void)
{
    /* The inner transports are in shmemi_tp_used too: they complete. */
    __atomic_fetch_add(&quiets, 1, __ATOMIC_RELAXED);
}

static void st_quiet_pe(int pe)
{
    __atomic_fetch_add(&quiets, 1, __ATOMIC_RELAXED);
    inner[pe]->quiet_pe(pe);
}

static const struct shmemi_transport tp_stats = {
    "stats", st_put,    st_get,   st_iput,     st_iget,
    st_amo,  st_signal, st_quiet, st_quiet_pe, NULL,
    NULL, /* session: the inner transports are in use themselves */
};

static void use_transport(const struct shmemi_transport *t)
{
    size_t n = sizeof(shmemi_tp_used) / sizeof(shmemi_tp_used[0]);
    for (size_t i = 0; i < n; i++) {
        if (shmemi_tp_used[i] == t)
            return;
        if (!shmemi_tp_used[i]) {
            shmemi_tp_used[i] = t;
            return;
        }
    }
}

void shmemi_stats_init(int npes, const char *routine)
{
    if (!shmemi.env.STATS[0] || !strcmp(shmemi.env.STATS, "0"))
        return;
    per_peer = calloc((size_t)npes, sizeof(*per_peer));
    inner = calloc((size_t)npes, sizeof(*inner));
    if (!per_peer || !inner)
        shmemi_fatal(routine, "out of memory for SHMEM_STATS");
    for (int pe = 0; pe < npes; pe++) {
        if (pe == shmemi.me)
            continue; /* its own memory: loads and stores, not counted */
        inner[pe] = shmemi.peer[pe] ? &shmemi_tp_indirect : shmemi.tp[pe];
        use_transport(inner[pe]);
        shmemi.tp[pe] = &tp_stats;
        shmemi.peer[pe] = NULL;
    }
    use_transport(&tp_stats);
    shmemi_stats_on = true;
}

char *shmemi_stats_map(int pe)
{
    return shmemi_stats_on && shmemi.tp[pe] == &tp_stats &&
                   inner[pe] == &shmemi_tp_indirect
               ? shmemi.map[pe]
               : NULL;
}

/* The report's count lines (stats.c writes the rest, to the same fd);
 * then the counts start again from 0, so that a series after a
 * re-initialization reports its own (oshrun --stats sums the lines). */
void shmemi_stats_report_counts(int fd)
{
    char line[256];
    int me = shmemi.me;
    for (int pe = 0; pe < shmemi.npes; pe++)
        for (int f = 0; f < NFAM; f++) {
            struct counter *c = &per_peer[pe][f];
            if (!c->ops)
                continue;
            int n = snprintf(line, sizeof(line),
                             "shmap-stats PE %d to %d %s %llu %llu\n", me, pe,
                             fam_name[f], (unsigned long long)c->ops,
                             (unsigned long long)c->bytes);
            ssize_t w = write(fd, line, (size_t)n);
            (void)w;
            *c = (struct counter){0};
        }
    int n = snprintf(line, sizeof(line), "shmap-stats PE %d quiet %llu\n", me,
                     (unsigned long long)quiets);
    ssize_t w = write(fd, line, (size_t)n);
    (void)w;
    quiets = 0;
}
