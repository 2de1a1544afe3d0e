/* SPDX-License-Identifier: BSD-3-Clause */
/* Between libsma and its PMIx client (libsma_pmix.so, core/start/pmix/). */
#ifndef SHMAP_PMIX_PLUGIN_H
#define SHMAP_PMIX_PLUGIN_H

#include <stddef.h>

/*
 * libsma.so never links PMIx: a process that a PMIx launcher started
 * (srun --mpi=pmix, prterun; PMIX_RANK and PMIX_NAMESPACE in its
 * environment) dlopen()s libsma_pmix.so from the directory libsma.so was
 * loaded from (core/start/pmix.c) and takes this table from
 * shmemi_pmix_plugin(). The launcher names the PEs and their nodes and
 * carries small records between them; the segments themselves travel
 * over a Unix socket on the node (pmix.c).
 *
 * Every function that can fail returns 0 or a negative value and writes
 * a one-line reason into err.
 */
#define SHMEMI_PMIX_ABI 1

struct shmemi_pmix_job {
    int rank, npes;   /* the PMIx rank and the job's size */
    int local_npes;   /* processes of the job on this node */
    int leader;       /* the lowest rank on this node */
    char nspace[256]; /* the launcher's name for the job */
};

struct shmemi_pmix_plugin {
    int abi; /* SHMEMI_PMIX_ABI */
    /* PMIx_Init, then the job's size and this node's ranks. */
    int (*init)(struct shmemi_pmix_job *job, char *err, size_t errlen);
    /* Publish len bytes under key (committed): for this node's processes
     * (local), or for every process of the job. */
    int (*put)(const char *key, const void *val, size_t len, int local,
               char *err, size_t errlen);
    /* Every process of the job meets, the published records collected. */
    int (*fence)(char *err, size_t errlen);
    /* rank's record under key: exactly len bytes into val. */
    int (*get)(int rank, const char *key, void *val, size_t len, char *err,
               size_t errlen);
    /* PMIx_Finalize (at exit; a second call does nothing). */
    void (*finalize)(void);
};

#define SHMEMI_PMIX_PLUGIN_SO "libsma_pmix.so"
#define SHMEMI_PMIX_PLUGIN_SYM "shmemi_pmix_plugin"
typedef const struct shmemi_pmix_plugin *(*shmemi_pmix_plugin_fn)(void);

#endif
