/* SPDX-License-Identifier: BSD-3-Clause */
/* Between libsma and its MPI transport (libsma_mpi.so, src/transport/mpi/). */
#ifndef SHMAP_MPI_PLUGIN_H
#define SHMAP_MPI_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

/*
 * libsma.so never links MPI: a job started by oshrun loads no MPI at all.
 * A process started by an MPI launcher (mpirun sets OMPI_COMM_WORLD_SIZE,
 * PMIX_RANK or PMI_RANK), or one whose program initialised MPI itself,
 * dlopen()s libsma_mpi.so from the directory libsma.so was loaded from
 * (core/start/mpi.c) and takes this table from shmemi_mpi_plugin(). Everything
 * MPI-specific lives behind it; the core sees PE numbers, node numbers,
 * one transport and a few collective helpers.
 *
 * Every function that can fail returns 0 or a negative errno value and
 * writes a one-line reason into err.
 */
#define SHMEMI_MPI_ABI 6 /* 2: the dynamic window (registered memory); 3:
                            barrier_nodes by kind; 4: quiet_pe; 5: set_idle;
                            6: the transport's session, at_finalize */
/* Kinds of barrier among the nodes, each on a communicator of its own, so
 * that one kind never completes another's (coll.h's signal slots). */
#define SHMEMI_MPI_BARRIER_KINDS 24

struct shmemi_transport;

struct shmemi_mpi_job {
    int rank, npes; /* MPI_COMM_WORLD's: the PE number and count */
    int node;   /* the world rank of the first PE of this PE's node, or of
                 * its pseudo-node (SHMAP_NODE_SIZE) */
    int leader; /* this PE is its node's first: it joins barrier_nodes */
    int owns_mpi;     /* we called MPI_Init_thread; finalize calls
                         MPI_Finalize */
    int thread_level; /* what MPI provided, as SHMEM_THREAD_* (0..3) */
};

struct shmemi_mpi_plugin {
    int abi; /* SHMEMI_MPI_ABI */
    /* Initialise MPI unless the program already did (asking for
     * want_thread, an MPI_THREAD_* level), and split the job into nodes:
     * MPI_COMM_TYPE_SHARED, each cut into pseudo-nodes of node_size
     * PEs when node_size > 0. want_thread is a SHMEM_THREAD_* level. */
    int (*boot)(int node_size, int want_thread, struct shmemi_mpi_job *job,
                char *err, size_t errlen);
    /* Every PE's len-byte record, in PE order, into all. */
    int (*allgather)(const void *mine, void *all, size_t len, char *err,
                     size_t errlen);
    /* The window over this PE's segment file mapping [base, base+len)
     * (displacement == file offset), in one passive-target epoch.
     * mapped[pe]: 1 when loads and stores here reach pe's memory too
     * (this PE, its node's): an atomic aimed there must be complete
     * before it returns, as a load may follow. */
    int (*expose)(void *base, size_t len, const unsigned char *mapped,
                  char *err, size_t errlen);
    /* The transport to the PEs of other nodes. */
    const struct shmemi_transport *tp;
    /* Let MPI move: called by every wait's slow path, so that operations
     * other PEs aim at this one complete while it waits. */
    void (*progress)(void);
    /* A barrier among the nodes' first PEs (MPI_Barrier) for one kind of
     * synchronisation, 0 <= kind < SHMEMI_MPI_BARRIER_KINDS. */
    int (*barrier_nodes)(int kind);
    /* While barrier_nodes waits, call fn (another network transport's
     * progress, returning the events it handled) between MPI_Tests of an
     * MPI_Ibarrier; NULL: MPI_Barrier. */
    void (*set_idle)(unsigned (*fn)(void));
    /* MPI_Abort(MPI_COMM_WORLD, status): ends the job on every node. */
    void (*abort)(int status);
    /*
     * Registered memory (core/asym/, its mpi.c): expose also creates one
     * MPI_Win_create_dynamic window on the job, in its own passive epoch
     * (MPI_Win_lock_all, MPI_MODE_NOCHECK). attach and detach are local
     * (MPI_Win_attach / MPI_Win_detach); attach gives the displacement
     * peers name addr by (MPI_Get_address). Errors on it return (-EIO,
     * -ENOSPC when MPI refuses more attachments) instead of ending the
     * job. The operations of dyn take that displacement (an absolute
     * address) as their offset, with the static window's completion
     * rules; dyn_complete(pe) completes at pe every operation issued to
     * it on the dynamic window (MPI_Win_flush). tp's quiet completes
     * both windows.
     */
    int (*attach)(void *addr, size_t len, int64_t *disp, char *err,
                  size_t errlen);
    int (*detach)(void *addr, char *err, size_t errlen);
    const struct shmemi_transport *dyn;
    void (*dyn_complete)(int pe);
    /* Close the epochs, free the windows and communicators, MPI_Finalize
     * if we own MPI; nothing once MPI is finalized. */
    void (*finalize)(void);
    /* fn is called when MPI_Finalize begins, whoever calls it: MPI deletes
     * MPI_COMM_SELF's attributes first, while it still works (MPI-3.1,
     * 8.7.1). finalize called from fn leaves MPI_Finalize to its caller. */
    void (*at_finalize)(void (*fn)(void));
};

typedef const struct shmemi_mpi_plugin *(*shmemi_mpi_plugin_fn)(void);
#define SHMEMI_MPI_PLUGIN_SYM "shmemi_mpi_plugin"
#define SHMEMI_MPI_PLUGIN_SO "libsma_mpi.so"

#endif
