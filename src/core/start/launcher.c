/* SPDX-License-Identifier: BSD-3-Clause */
/* Which launcher started this process, as its variables say: so that a
 * job shmap cannot join stops with one line, never as N silent
 * singletons. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "start.h"

/* A variable's value as a count, or -1 when unset or not a number. */
static long count_var(const char *name)
{
    const char *v = getenv(name);
    char *end;
    if (!v || !*v)
        return -1;
    long n = strtol(v, &end, 10);
    return *end || n < 0 ? -1 : n;
}

bool shmemi_launcher_found(struct shmemi_launcher *l)
{
    /* The most specific first: a PMI or PMIx launcher inside a Slurm
     * step is how srun --mpi=... starts a program. */
    long srun_n =
        getenv("SLURM_STEP_ID") ? count_var("SLURM_STEP_NUM_TASKS") : -1;
    if (getenv("OMPI_COMM_WORLD_SIZE")) {
        *l = (struct shmemi_launcher){"Open MPI's mpirun",
                                      count_var("OMPI_COMM_WORLD_RANK"),
                                      count_var("OMPI_COMM_WORLD_SIZE"), true};
    } else if (getenv("PMI_SIZE") || getenv("PMI_RANK")) {
        *l = (struct shmemi_launcher){
            srun_n >= 0 ? "Slurm's srun with PMI-2"
                        : "a PMI launcher (Hydra, srun --mpi=pmi2)",
            count_var("PMI_RANK"), count_var("PMI_SIZE"), true};
    } else if (getenv("PMIX_RANK")) {
        *l = (struct shmemi_launcher){srun_n >= 0 ? "Slurm's srun with PMIx"
                                                  : "a PMIx launcher",
                                      count_var("PMIX_RANK"), srun_n, true};
    } else if (srun_n >= 0) {
        *l = (struct shmemi_launcher){"Slurm's srun", count_var("SLURM_PROCID"),
                                      srun_n, false};
    } else {
        return false;
    }
    return true;
}

/* One line, from the launcher's rank 0 (or from every process when the
 * rank is unknown); the others end quietly with the same status. */
noreturn void shmemi_launcher_refuse(const struct shmemi_launcher *l,
                                     const char *routine, const char *why)
{
    if (l->rank <= 0) {
        char of[64] = "";
        if (l->size > 0)
            snprintf(of, sizeof(of), " of %ld", l->size);
        shmemi_fatal(routine,
                     "started by %s as task %ld%s, %s: start the program "
                     "with %soshrun -np N (inside an allocation too) or Open "
                     "MPI's mpirun",
                     l->name, l->rank < 0 ? 0 : l->rank, of, why,
                     strstr(l->name, "srun") ? "srun --mpi=pmix, " : "");
    }
    fflush(stdout);
    _exit(1);
}

void shmemi_launcher_check_singleton(const char *routine)
{
    struct shmemi_launcher l;
    /* A launcher of one task is a singleton's own; the shell of an
     * allocation (SLURM_JOB_ID without a step) is no launcher at all. */
    if (shmemi_launcher_found(&l) && l.size > 1)
        shmemi_launcher_refuse(&l, routine,
                               "which shmap cannot join (it joins PMIx, "
                               "oshrun's jobs and MPI's)");
}

void shmemi_launcher_check_pmi(const char *routine)
{
    struct shmemi_launcher l;
    /* Open MPI 4 speaks PMIx only: under PMI-1 or PMI-2 alone each
     * process would be an MPI job of one (after a screenful of Open
     * MPI's). A user's own MPI plugin may know better: SHMAP_MPI=1. */
    if (!strcmp(shmemi.env.SHMAP_MPI, "auto") && !getenv("PMIX_RANK") &&
        !getenv("OMPI_COMM_WORLD_SIZE") && shmemi_launcher_found(&l) &&
        l.size > 1)
        shmemi_launcher_refuse(&l, routine,
                               "a PMI-1 or PMI-2 job, which shmap cannot "
                               "join (it joins PMIx, oshrun's jobs and "
                               "MPI's)");
}
