/* SPDX-License-Identifier: BSD-3-Clause */
/* Between libsma and its UCX transport (libsma_ucx.so, src/transport/ucx/). */
#ifndef SHMAP_UCX_PLUGIN_H
#define SHMAP_UCX_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

/*
 * libsma.so never links UCX. A job that spans nodes (started by mpirun:
 * MPI bootstraps it, core/start/mpi.c) dlopen()s libsma_ucx.so from the
 * directory libsma.so was loaded from, unless SHMAP_TRANSPORT=mpi, and
 * takes this table from shmemi_ucx_plugin(). The plugin knows nothing of
 * MPI: the job hands it an allgather (the MPI plugin's).
 *
 * Start-up is two steps so that every PE agrees before any commits:
 * open() is local (a context and a worker; it fails cleanly where UCX
 * has no usable transport), the core allgathers the outcome, and only
 * when every PE opened does it call connect() on all of them (collective:
 * worker addresses, the segment's rkey, an endpoint to every PE, this
 * one included). Otherwise every PE closes and the job stays on MPI.
 *
 * Every function that can fail returns 0 or a negative errno value and
 * writes a one-line reason into err. A failure after start-up (a peer
 * lost, UCX refusing an operation) calls job->fatal, which ends the job.
 */
#define SHMEMI_UCX_ABI 4

/* A packed key of registered memory fits in this many bytes (UCX packs
 * 10-12 here: tcp, sysv, posix; a verbs device's takes about 100). */
#define SHMEMI_UCX_KEY_MAX 248

struct shmemi_transport;

struct shmemi_ucx_job {
    int rank, npes;
    void *base; /* this PE's segment mapping, exposed to every PE: */
    size_t len; /* remote address = the peer's base + the file offset */
    /* [pe]: pe's segment mapped here (this PE, its node's), or NULL.
     * The plugin asks UCX for CPU atomics (UCX_ATOMIC_MODE=cpu: a
     * network atomic is done by the target's CPU), so an atomic or signal
     * to a mapped PE is a CPU atomic on this mapping, atomic with the
     * network's and complete at once. Kept by the plugin (a copy). */
    char *const *map;
    int threads;  /* the program may call from several threads at once */
    int own_cpu;  /* this machine's PEs do not outnumber its CPUs */
    /* this machine: the kernel's boot id hashed, the same in every
     * namespace on it (0: unknown); PEs with the same one may share CPUs */
    uint64_t machine;
    int progress; /* run the progress thread */
    /* the progress thread waits for UCX's wake-up event at most this
     * long before it looks again (microseconds) */
    unsigned long interval_us;
    /* the thread runs at the PE's nice value plus this (SMA_PROGRESS_NICE,
     * -20..19; negative weighs it more), as far as it is allowed (ABI 4) */
    int progress_nice;
    int (*allgather)(const void *mine, void *all, size_t len, char *err,
                     size_t errlen);
    void (*fatal)(const char *what); /* ends the job; does not return */
};

struct shmemi_ucx_plugin {
    int abi; /* SHMEMI_UCX_ABI */
    int (*open)(const struct shmemi_ucx_job *job, char *err, size_t errlen);
    int (*connect)(char *err, size_t errlen);
    /* close what open() made, when some PE could not open */
    void (*close)(void);
    /* the transport to every PE (connect() done) */
    const struct shmemi_transport *tp;
    /* drive UCX from the calling thread once (a wait's slow path, a
     * barrier among the nodes); returns how many events it handled */
    unsigned (*progress)(void);
    /* one line for SMA_INFO and traces: UCX's transports to a peer on
     * another node, and the progress thread */
    void (*describe)(int pe, char *buf, size_t len);
    /* after the last barrier: stop the thread, close the endpoints,
     * release the memory and the worker */
    void (*finalize)(void);

    /*
     * Registered memory (core/asym/mpi.c, ucx.c; ABI 2). The owner
     * registers [addr, addr + len) (ucp_mem_map, no copy) and publishes
     * the packed key (at most SHMEMI_UCX_KEY_MAX bytes, its length in
     * *keylen); a peer unpacks it for its endpoint to the owner, names it
     * with use_key(), then calls reg's operations, whose offset is the
     * owner's own address. Unpacked keys are the caller's to release.
     */
    int (*mem_reg)(void *addr, size_t len, void **memh, void *key,
                   size_t *keylen, char *err, size_t errlen);
    void (*mem_dereg)(void *memh);
    void *(*key_unpack)(int pe, const void *key, char *err, size_t errlen);
    void (*key_release)(void *rkey);
    /* the key reg's operations use, until named again (per thread) */
    void (*use_key)(void *rkey);
    /* put, get, iput, iget, amo, signal to a PE this one does not map */
    const struct shmemi_transport *reg;
};

typedef const struct shmemi_ucx_plugin *(*shmemi_ucx_plugin_fn)(void);
#define SHMEMI_UCX_PLUGIN_SYM "shmemi_ucx_plugin"
#define SHMEMI_UCX_PLUGIN_SO "libsma_ucx.so"

#endif
