/* SPDX-License-Identifier: BSD-3-Clause */
/* oshrun's PE placement (placement.c). */
#ifndef SHMAP_PLACEMENT_H
#define SHMAP_PLACEMENT_H

#include <sched.h>
#include <stdbool.h>
#include <stdio.h>

struct pe_place {
    bool bound;       /* else: no binding (cpus is where it may run) */
    cpu_set_t cpus;   /* the binding */
    char cpulist[96]; /* the same, as "0-3,8" */
    int socket, numa; /* logical indexes of the first CPU's */
    /* the core, L3, NUMA node and socket holding the whole binding (-1:
     * unbound or spanning several), for shmemx_pe_locality */
    int loc[4];
    /* the OS index of the NUMA node holding the whole binding, on this
     * machine (not a synthetic topology), else -1: the PE's memory goes
     * there (the library's mbind) */
    int numa_os;
};

struct placement {
    int npes;
    struct pe_place *pe;
    bool thissystem; /* else a synthetic topology: report, do not bind */
    char note[128];  /* said once with the report (e.g. why not bound) */
    char summary[128]; /* "2 sockets, 4 NUMA nodes, 8 cores, 16 PUs" */
};

/* Place npes PEs. map_by / bind_to: a level name or NULL for the default;
 * bind_to "none" for no binding. 0, or -1 with a one-line message in err. */
int shmap_place(int npes, const char *map_by, const char *bind_to,
                bool bind_explicit, struct placement *pl, char *err,
                size_t errlen);
/* One line per PE: PE, CPUs, socket, NUMA node. */
void shmap_place_report(const struct placement *pl, FILE *f);

#endif
