/* SPDX-License-Identifier: BSD-3-Clause */
/* oshrun's command line (oshrun.c; tests/fuzz/oshrun_args_fuzz.c drives it). */
#ifndef SHMAP_OSHRUN_H
#define SHMAP_OSHRUN_H

#include <stdbool.h>

/* Who starts the PEs (--launcher, SHMAP_OSHRUN_LAUNCHER). */
enum oshrun_launcher {
    OSHRUN_LAUNCHER_UNSET, /* not on the command line */
    OSHRUN_LAUNCHER_AUTO,  /* srun in a Slurm allocation of several nodes */
    OSHRUN_LAUNCHER_LOCAL, /* oshrun forks them on this node */
    OSHRUN_LAUNCHER_SRUN,  /* oshrun becomes srun --mpi=pmix */
};

struct oshrun_opts {
    int npes;               /* -np N: 1..SHMEMI_MAX_PES */
    bool npes_given;        /* -np was on the command line */
    const char *map_by;     /* --map-by, or NULL: checked by shmap_place */
    const char *bind_to;    /* --bind-to, or NULL: likewise */
    bool report;            /* --report-bindings */
    double timeout_s;       /* --timeout, > 0; 0 when not given */
    bool stats;             /* --stats: SHMEM_STATS summed into one table */
    bool no_prefix_libs;    /* --no-prefix-libs: LD_LIBRARY_PATH untouched */
    bool oversubscribe;     /* --oversubscribe: srun --overcommit */
    bool dry_run;           /* --dry-run: print the command, start nothing */
    enum oshrun_launcher launcher; /* --launcher */
    char **prog;            /* the program and its arguments (in argv) */
};

/*
 * Read oshrun's options. -1: start o->prog; else the status oshrun exits
 * with, its text printed: 0 after --help or --version, 2 on a usage error.
 * Looks at nothing but argv (the program is found and the placement
 * decided after).
 */
int oshrun_parse_args(int argc, char **argv, struct oshrun_opts *o);

#endif
