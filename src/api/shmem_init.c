/* SPDX-License-Identifier: BSD-3-Clause */
/* Initialization, finalization, global exit and the job queries. */
#include <stdlib.h>
#include <string.h>

#include "../core/asym/asym.h"
#include "../core/shmemi.h"
#include "../core/trace.h"
#include <mpp/shmem.h>

/*
 * Every level is provided as requested: the library is thread-safe at any
 * level (RMA, AMOs, waits and contexts keep no shared state; the handle
 * lists and the lock registry have mutexes), so the level only records
 * what the program asked for. A series of initializations (shmemi_init:
 * nested calls, until the last finalize) starts at its first call's level,
 * SHMEM_THREAD_SINGLE for shmem_init; a nested shmem_init_thread may raise
 * it, never lower it (a library's threads may be running).
 */
static int thread_level = SHMEM_THREAD_SINGLE;

void shmem_init(void)
{
    bool first = shmemi.state != SHMEMI_READY;
    shmemi_init(__func__);
    if (first)
        thread_level = SHMEM_THREAD_SINGLE;
}

int shmem_init_thread(int requested, int *provided)
{
    if (requested < SHMEM_THREAD_SINGLE || requested > SHMEM_THREAD_MULTIPLE)
        shmemi_fatal(__func__,
                     "thread level %d is not one of "
                     "SHMEM_THREAD_SINGLE..SHMEM_THREAD_MULTIPLE",
                     requested);
    if (shmemi.state == SHMEMI_UNINIT) /* the level MPI is asked for */
        shmemi.thread_requested = requested;
    bool first = shmemi.state != SHMEMI_READY;
    shmemi_init(__func__);
    /* The MPI transport gives what MPI gave (a program's own MPI_Init may
     * have asked for less), for every series. */
    if (shmemi.mpi && shmemi.thread_provided < requested)
        requested = shmemi.thread_provided;
    if (first || requested > thread_level)
        thread_level = requested;
    if (provided)
        *provided = thread_level;
    return 0;
}

/* OpenSHMEM 1.6: callable at any time, from any thread, initialized or
 * not (a forked child is not: SHMEM cannot be used there). */
void shmem_query_initialized(int *initialized)
{
    if (initialized == NULL)
        shmemi_fatal(__func__, "the initialized pointer is NULL");
    /* Pairs with the release stores of init.c's state changes. */
    *initialized =
        __atomic_load_n(&shmemi.state, __ATOMIC_ACQUIRE) == SHMEMI_READY;
}

void shmem_query_thread(int *provided)
{
    if (shmemi.npes == 0)
        shmemi_not_ready(__func__);
    if (provided == NULL)
        shmemi_fatal(__func__, "the provided pointer is NULL");
    *provided = thread_level;
}

void shmem_finalize(void)
{
    shmemi_finalize(__func__);
}

void shmem_global_exit(int status)
{
    SHMEMI_TRACE(INIT, __func__, "status %d: ending the job", status);
    shmemi_mark_job_ending(status, true);
    /* Under mpirun: the launcher ends every node's PEs with this status. */
    shmemi_mpi_abort(status);
    exit(status);
}

int shmem_my_pe(void)
{
    return shmemi_my_pe(__func__);
}

int shmem_n_pes(void)
{
    return shmemi_n_pes(__func__);
}

int shmem_pe_accessible(int pe)
{
    return pe >= 0 && pe < shmemi_n_pes(__func__);
}

int shmem_addr_accessible(const void *addr, int pe)
{
    return shmemi_accessible(addr, pe, __func__);
}

void *shmem_ptr(const void *dest, int pe)
{
    return shmemi_ptr(dest, pe, __func__);
}

void shmem_info_get_version(int *major, int *minor)
{
    *major = SHMEM_MAJOR_VERSION;
    *minor = SHMEM_MINOR_VERSION;
}

void shmem_info_get_name(char *name)
{
    strncpy(name, SHMEM_VENDOR_STRING, SHMEM_MAX_NAME_LEN - 1);
    name[SHMEM_MAX_NAME_LEN - 1] = '\0';
}

/*
 * The profiling interface's control. OpenSHMEM 1.6's recommended levels:
 * <= 0 off, 1 on at the default detail, 2 on with profile buffers
 * flushed, > 2 the profiling library's own effects and further arguments
 * (1.5 said >= 2, which overlapped level 2). The library keeps no
 * profile, so it only checks that it is initialised and ignores level and
 * arguments; a profiling library linked or preloaded before libsma
 * defines its own.
 */
void shmem_pcontrol(const int level, ...)
{
    (void)level;
    if (shmemi.npes == 0)
        shmemi_not_ready(__func__);
}
