/* SPDX-License-Identifier: BSD-3-Clause */
/* A profiling tool written to the OpenSHMEM profiling interface: it
 * defines a few shmem_ routines (a put, the barrier, a reduction, a
 * Fortran routine, pcontrol), counts the calls and forwards them to the
 * library's pshmem_ names; at finalize it prints the counts
 * (tests/sh/profiling.sh). */
#include <pshmem.h>
#include <stdarg.h>
#include <stdio.h>

static long nput, nbarrier, nreduce, nfput, npcontrol, last_level = -1;

void shmem_long_put(long *dest, const long *source, size_t nelems, int pe)
{
    nput++;
    pshmem_long_put(dest, source, nelems, pe);
}

void shmem_barrier_all(void)
{
    nbarrier++;
    pshmem_barrier_all();
}

int shmem_long_sum_reduce(shmem_team_t team, long *dest, const long *source,
                          size_t nreduce_)
{
    nreduce++;
    return pshmem_long_sum_reduce(team, dest, source, nreduce_);
}

/* The Fortran binding's gfortran spelling, profiled the same way. */
void pshmem_integer_put_(void *, const void *, const int *, const int *);
void shmem_integer_put_(void *target, const void *source, const int *len,
                        const int *pe)
{
    nfput++;
    pshmem_integer_put_(target, source, len, pe);
}

void shmem_pcontrol(const int level, ...)
{
    npcontrol++;
    last_level = level;
    pshmem_pcontrol(level);
}

void shmem_finalize(void)
{
    printf("prof: PE %d: put=%ld barrier=%ld reduce=%ld fput=%ld "
           "pcontrol=%ld level=%ld\n",
           pshmem_my_pe(), nput, nbarrier, nreduce, nfput, npcontrol,
           last_level);
    fflush(stdout);
    pshmem_finalize();
}
