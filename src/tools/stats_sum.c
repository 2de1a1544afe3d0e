/* SPDX-License-Identifier: BSD-3-Clause */
/* oshrun --stats: the PEs' SHMEM_STATS lines summed into one table. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats_sum.h"

enum { F_PUT, F_GET, F_AMO, F_SIGNAL, F_SYNC, NFAM };
static const char *const fam[NFAM] = {"put", "get", "amo", "signal", "sync"};

struct pe_row {
    uint64_t ops[NFAM], bytes[NFAM], quiet;
    uint64_t near, far, unknown; /* put/get/amo/signal bytes to PEs on
                                    our NUMA node, on others, or either
                                    (a PE not bound inside one node) */
    uint64_t recv;      /* put/amo/signal bytes other PEs sent us */
};

struct wait_row {
    char routine[64];
    uint64_t waits, ns;
};

int shmemi_stats_summary(const char *path, int npes, const int *numa,
                         FILE *out)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    struct pe_row *pe = calloc((size_t)npes, sizeof(*pe));
    struct wait_row *w = NULL;
    size_t nw = 0;
    char line[512];
    int lines = 0;
    while (pe && fgets(line, sizeof(line), f)) {
        int me, to;
        char name[64];
        unsigned long long a, b;
        if (sscanf(line, "shmap-stats PE %d to %d %63s %llu %llu", &me, &to,
                   name, &a, &b) == 5) {
            if (me < 0 || me >= npes || to < 0 || to >= npes)
                continue;
            int k = 0;
            while (k < NFAM && strcmp(fam[k], name))
                k++;
            if (k == NFAM)
                continue;
            pe[me].ops[k] += a;
            pe[me].bytes[k] += b;
            if (k != F_SYNC) {
                if (!numa || numa[me] < 0 || numa[to] < 0)
                    pe[me].unknown += b;
                else
                    *(numa[me] == numa[to] ? &pe[me].near : &pe[me].far) += b;
                if (k != F_GET)
                    pe[to].recv += b;
                else
                    pe[me].recv += b;
            }
            lines++;
        } else if (sscanf(line, "shmap-stats PE %d quiet %llu", &me, &a) == 2) {
            if (me >= 0 && me < npes)
                pe[me].quiet += a;
            lines++;
        } else if (sscanf(line, "shmap-stats PE %d wait %63s %llu %llu", &me,
                          name, &a, &b) == 4) {
            size_t i = 0;
            while (i < nw && strcmp(w[i].routine, name))
                i++;
            if (i == nw) {
                struct wait_row *g = realloc(w, (nw + 1) * sizeof(*w));
                if (!g)
                    break;
                w = g;
                memset(&w[nw], 0, sizeof(*w));
                snprintf(w[nw].routine, sizeof(w[nw].routine), "%s", name);
                nw++;
            }
            w[i].waits += a;
            w[i].ns += b;
            lines++;
        }
    }
    fclose(f);
    if (!pe) {
        free(w);
        return -1;
    }
    fprintf(out, "oshrun: statistics of %d PEs (SHMEM_STATS; bytes moved to "
                 "other PEs; sync: the library's own barrier and signal "
                 "words)\n",
            npes);
    fprintf(out,
            "%5s %10s %12s %10s %12s %9s %9s %9s %8s %12s %12s %12s %12s\n",
            "PE", "put ops", "put bytes", "get ops", "get bytes", "amo ops",
            "signals", "sync ops", "quiets", "received", "same NUMA",
            "other NUMA", "NUMA unknown");
    struct pe_row all = {0};
    for (int i = 0; i <= npes; i++) {
        struct pe_row *r = i < npes ? &pe[i] : &all;
        if (i < npes) {
            for (int k = 0; k < NFAM; k++) {
                all.ops[k] += r->ops[k];
                all.bytes[k] += r->bytes[k];
            }
            all.quiet += r->quiet;
            all.near += r->near;
            all.far += r->far;
            all.unknown += r->unknown;
            all.recv += r->recv;
            fprintf(out, "%5d", i);
        } else {
            fprintf(out, "%5s", "all");
        }
        fprintf(out, " %10llu %12llu %10llu %12llu %9llu %9llu %9llu %8llu "
                     "%12llu %12llu %12llu %12llu\n",
                (unsigned long long)r->ops[F_PUT],
                (unsigned long long)r->bytes[F_PUT],
                (unsigned long long)r->ops[F_GET],
                (unsigned long long)r->bytes[F_GET],
                (unsigned long long)r->ops[F_AMO],
                (unsigned long long)r->ops[F_SIGNAL],
                (unsigned long long)r->ops[F_SYNC],
                (unsigned long long)r->quiet, (unsigned long long)r->recv,
                (unsigned long long)r->near, (unsigned long long)r->far,
                (unsigned long long)r->unknown);
    }
    if (nw)
        fprintf(out, "%-32s %10s %14s   (time given away: yields and "
                     "sleeps, all PEs)\n",
                "waiting in", "waits", "ms");
    for (size_t i = 0; i < nw; i++)
        fprintf(out, "%-32s %10llu %14.3f\n", w[i].routine,
                (unsigned long long)w[i].waits, (double)w[i].ns / 1e6);
    free(w);
    free(pe);
    return lines;
}
